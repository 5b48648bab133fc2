//! The worlds' rank weights and the values, each on a position that shows it.

use super::values::*;
use super::worlds::*;
use super::*;
use crate::game::{Game, HiddenInfo};
use crate::games::stratego::{ARMY, CAPTURED, REVEALED, Rank, Stratego};

/// Knowledge-free helper for tests: the number of hidden opposing pieces `viewer` faces.
fn hidden_count(game: &Stratego, viewer: Player) -> usize {
    let side = (1 - viewer.index().min(1)) * ARMY;
    (side..side + ARMY).filter(|&id| game.pieces[id] & (CAPTURED | REVEALED) == 0).count()
}

/// Red's known Marshal on e5 with a Blue Scout to take on e6; Blue's unknown pieces stand
/// unmoved, two of them (f6, e7) where a Spy would strike at a Marshal on e6.
const BAIT: &str = "Fa1,Bb1,Ba2,4c1,5d1,3e1,Me5*!,2j1 \
    3a7,4b7,Sf6,6e7,3i7,2j7,Fa10,Bb10,Bj10,2e6*! r -/- 0 5";

/// How often each of Blue's squares holds `rank` in Red's sampled worlds.
fn frequency(game: &Stratego, rank: Rank, worlds: u64) -> std::collections::BTreeMap<String, f64> {
    let mut counts = std::collections::BTreeMap::new();
    for seed in 0..worlds {
        let world = sample_world(game, Player(0), &mut Rng::seed(seed));
        for index in 0..100 {
            let sq = super::super::Square::from_index(index);
            if let Some(p) = world.piece_at(sq)
                && p.owner == Player(1)
                && p.rank == rank
            {
                *counts.entry(sq.to_string()).or_insert(0.0) += 1.0 / worlds as f64;
            }
        }
    }
    counts
}

#[test]
fn a_sure_capture_takes_a_known_valuable_piece_certain_to_fall() {
    use crate::position::Diagrammed;
    let mut game = Stratego::from_position_text(BAIT).unwrap();
    // Red's Marshal has nothing it surely beats next to it but the cheap Scout.
    assert_eq!(game.sure_move(), None);
    game.play(&"e5-e6".parse().unwrap()).unwrap();
    // Blue's Spy on f6 takes the known Marshal now on e6 (its Captain on e7 cannot).
    assert_eq!(game.sure_move(), Some("f6-e6".parse().unwrap()));
    // A Marshal that moved there unseen is no sure capture.
    let unseen = BAIT.replace("Me5*!", "Me6*").replace(",2e6*! r ", " b ");
    assert_eq!(Stratego::from_position_text(&unseen).unwrap().sure_move(), None);
    let seen = BAIT.replace("Me5*!", "Me6*!").replace(",2e6*! r ", " b ");
    let seen = Stratego::from_position_text(&seen).unwrap();
    assert_eq!(seen.sure_move(), Some("f6-e6".parse().unwrap()));
}

#[test]
fn the_spy_is_suspected_beside_bait_for_an_unseen_marshal() {
    use crate::position::Diagrammed;
    // Red's Marshal moved unseen; Blue's Colonel on f7 is known, f6 and e7 hidden beside it.
    let bait = BAIT.replace("Me5*!", "Me5*").replace(",2e6*! r ", ",8f7! r ");
    let game = Stratego::from_position_text(&bait).unwrap();
    let spy = frequency(&game, Rank::Spy, 2000);
    let near = spy.get("f6").unwrap_or(&0.0) + spy.get("e7").unwrap_or(&0.0);
    // Six unmoved pieces may hold the Spy: uniformly the two beside the Colonel would hold
    // it a third of the time; three times likelier each, 0.6.
    assert!(near > 0.5, "{spy:?}");
    assert!(spy.get("a7").is_some_and(|&f| f > 0.02), "others stay possible: {spy:?}");
}

#[test]
fn the_spy_is_suspected_beside_the_known_marshal() {
    use crate::position::Diagrammed;
    let game = Stratego::from_position_text(BAIT).unwrap();
    let spy = frequency(&game, Rank::Spy, 2000);
    let near = spy.get("f6").unwrap_or(&0.0) + spy.get("e7").unwrap_or(&0.0);
    // About six unmoved pieces may hold the Spy: uniformly, two of them would hold it a
    // third of the time.
    assert!(near > 0.5, "{spy:?}");
    assert!(spy.get("a7").is_some_and(|&f| f > 0.02), "others stay possible: {spy:?}");
}

#[test]
fn a_piece_that_steps_next_to_a_known_piece_is_suspected_stronger() {
    use crate::game::Game;
    use crate::position::Diagrammed;
    // Red's Captain on e5 is known. Blue's e7 steps next to it (e6), Blue's f5 steps away
    // from it (f4); Blue's other pieces never moved near it.
    let mut game = Stratego::from_position_text(
        "Fa1,6e5*!,2j1 Fa10,9e7,8b7,7c7,5d7,5f5,4h7,3i7,2j7 r -/- 0 5",
    )
    .unwrap();
    for token in ["j1-j2", "e7-e6", "j2-j1", "f5-f4"] {
        game.play_unchecked(&token.parse().unwrap());
    }
    let seen = game.observe(Player(0));
    let at =
        |name: &str| seen.conduct[name.parse::<super::super::Square>().unwrap().index().unwrap()];
    assert_eq!(at("e6").approached, Some(Rank::Captain));
    assert_eq!(at("f4").fled, Some(Rank::Captain));
    assert_eq!(at("h7"), super::super::Conduct::default());
    let stronger = |square: &str| -> f64 {
        [Rank::General, Rank::Colonel, Rank::Major]
            .iter()
            .map(|&r| frequency(&game, r, 2000).get(square).copied().unwrap_or(0.0))
            .sum()
    };
    // Uniformly, 3 of the 7 movable ranks left beat a Captain.
    assert!(stronger("e6") > 0.6, "e6 {}", stronger("e6"));
    assert!(stronger("f4") < 0.25, "f4 {}", stronger("f4"));
    assert!(stronger("h7") > 0.2 && stronger("h7") < 0.5, "h7 {}", stronger("h7"));
}

#[test]
fn a_piece_that_walks_up_to_a_flag_walled_by_bombs_is_suspected_a_miner() {
    use crate::position::Diagrammed;
    // Red's Flag on e1 behind three Bombs. Blue's moved pieces: f3 three steps from it,
    // a7 far away; two of Blue's four movable hidden pieces are Miners.
    let walled = "Fe1,Bd1,Bf1,Be2,2j1 Fa10,3f3*,3a7*,4j7*,5j8* r -/- 0 5";
    let game = Stratego::from_position_text(walled).unwrap();
    let miners = frequency(&game, Rank::Miner, 2000);
    // Uniformly, each of the four would be a Miner half the time.
    assert!(miners["f3"] > 0.7, "{miners:?}");
    assert!(miners["a7"] < 0.45, "{miners:?}");
    // Without the Bombs any piece gets in: nothing is suspected.
    let open = Stratego::from_position_text("Fe1,2j1 Fa10,3f3*,3a7*,4j7*,5j8* r -/- 0 5").unwrap();
    let miners = frequency(&open, Rank::Miner, 2000);
    assert!((miners["f3"] - 0.5).abs() < 0.06, "{miners:?}");
}

#[test]
fn a_piece_that_keeps_moving_is_suspected_a_miner_or_a_scout() {
    use crate::game::Game;
    use crate::position::Diagrammed;
    // Blue's f7 walks twice round a square (eight steps) while its b7 makes one step; two
    // of Blue's four hidden movable pieces are Miners.
    let mut game = Stratego::from_position_text("Fa1,2h1 Fa10,3f7,3b7,9c9,8d9 r -/- 0 5").unwrap();
    let round = ["h1-h2", "f7-f8", "h2-i2", "f8-g8", "i2-i1", "g8-g7", "i1-h1", "g7-f7"];
    for token in round.iter().chain(&round).chain(&["h1-h2", "b7-b6"]) {
        game.play_unchecked(&token.parse().unwrap());
    }
    let at = |name: &str| name.parse::<super::super::Square>().unwrap().index().unwrap();
    let seen = game.observe(Player(0));
    assert_eq!((seen.conduct[at("f7")].steps, seen.conduct[at("b6")].steps), (8, 1));
    let miners = frequency(&game, Rank::Miner, 2000);
    // Uniformly, each would be a Miner half the time.
    assert!(miners["f7"] > 0.7, "{miners:?}");
    assert!(miners["b6"] < 0.6, "{miners:?}");
}

#[test]
fn a_known_strong_piece_attacks_pieces_that_moved_and_a_hidden_one_waits() {
    use crate::position::Diagrammed;
    // Red's known General on e3 beside Blue's moved d3 and unmoved e4; Red's hidden
    // Colonel on i3 beside Blue's moved i4.
    let game = Stratego::from_position_text("Fa1,9e3*!,8i3* Fj10,4d3*,4e4,4i4* r -/- 0 5").unwrap();
    let of = |token: &str| prior(&game, &token.parse().unwrap());
    let step = of("e3-f3");
    assert!(of("e3-d3") > 2.0 * step, "a moved piece is no Bomb: {}", of("e3-d3"));
    assert!(of("e3-e4") < step, "an unmoved one may be: {}", of("e3-e4"));
    assert!(of("i3-i4") < step, "the hidden Colonel would show itself: {}", of("i3-i4"));
}

#[test]
fn bombs_are_expected_at_the_back_and_around_the_flag() {
    let setup = super::super::Setup::from_seed(4);
    let game = Stratego::from_setup(&setup).unwrap();
    let bombs = frequency(&game, Rank::Bomb, 2000);
    let row = |rank: u8| -> f64 {
        (0..10u8)
            .map(|f| bombs.get(&super::super::Square::new(f, rank).to_string()).unwrap_or(&0.0))
            .sum()
    };
    // Blue's back row (rank 10) against its front row (rank 7), six Bombs in 40 pieces.
    assert!(row(9) > 2.0 * row(6), "back {} front {}", row(9), row(6));
    let flags = frequency(&game, Rank::Flag, 2000);
    assert!(flags.values().all(|&f| f < 0.5), "the Flag is not known: {flags:?}");
}

#[test]
fn the_strongest_piece_left_is_worth_more_and_a_spy_without_a_marshal_less() {
    use crate::position::Diagrammed;
    // Both Generals gone, Red's Colonel against Blue's Major: Red rules the board. (The
    // pieces are known, so that secrecy adds nothing.)
    let even = Stratego::from_position_text("Fa1,8a2! Fj10,8j9! r -/- 0 5").unwrap();
    let ahead = Stratego::from_position_text("Fa1,8a2! Fj10,7j9! r -/- 0 5").unwrap();
    let plain = worth(Rank::Colonel) - worth(Rank::Major);
    assert!((material_lead(&even)).abs() < 1e-9);
    assert!((material_lead(&ahead) - plain - TOP_PIECE).abs() < 1e-9, "{}", material_lead(&ahead));
    // A Spy facing no Marshal is worth little.
    let spy = Stratego::from_position_text("Fa1,8a2!,Sb2! Fj10,8j9! r -/- 0 5").unwrap();
    assert!((material_lead(&spy) - SPY_WITHOUT_MARSHAL).abs() < 1e-9, "{}", material_lead(&spy));
}

#[test]
fn a_piece_the_enemy_has_not_seen_is_worth_more_than_a_known_one() {
    use crate::position::Diagrammed;
    let known = Stratego::from_position_text("Fa1,Ma2! Fj10,Mj9! r -/- 0 5").unwrap();
    let hidden = Stratego::from_position_text("Fa1,Ma2 Fj10,Mj9! r -/- 0 5").unwrap();
    assert!(material_lead(&known).abs() < 1e-9, "{}", material_lead(&known));
    let secrecy = HIDDEN_SHARE * worth(Rank::Marshal);
    assert!((material_lead(&hidden) - secrecy).abs() < 1e-9, "{}", material_lead(&hidden));
    // An unseen Bomb or Flag adds nothing: neither ever moves to bluff or be hunted.
    let bomb = Stratego::from_position_text("Fa1,Ma2!,Bb1 Fj10,Mj9!,Bj8! r -/- 0 5").unwrap();
    assert!(material_lead(&bomb).abs() < 1e-9, "{}", material_lead(&bomb));
}

#[test]
fn an_enemy_piece_next_to_the_flag_costs_its_owner_whatever_the_material() {
    use crate::position::Diagrammed;
    let far = Stratego::from_position_text("Fa1,Ma2 Fj10,4e6 r -/- 0 5").unwrap();
    let near = Stratego::from_position_text("Fa1,Ma2 Fj10,4b1 r -/- 0 5").unwrap();
    let red = |g: &Stratego| evaluate(g)[0];
    assert!(red(&far) > 0.8, "Red's Marshal against a Sergeant: {}", red(&far));
    assert!(red(&near) < 0.5, "the Sergeant beside Red's Flag: {}", red(&near));
    // Bombs all round the Flag keep out every piece but a Miner.
    let sealed = Stratego::from_position_text("Fa1,Ba2,Bb1,Mc3 Fj10,4c1 r -/- 0 5").unwrap();
    let miner = Stratego::from_position_text("Fa1,Ba2,Bb1,Mc3 Fj10,3c1 r -/- 0 5").unwrap();
    assert_eq!(flag_falls(&sealed), [0.0, 0.0]);
    assert_eq!(flag_falls(&miner), [FLAG_FALLS[2], 0.0]);
    let by_material = 1.0 / (1.0 + (-material_lead(&miner) / MATERIAL_SCALE).exp());
    assert!((red(&miner) - by_material * (1.0 - FLAG_FALLS[2])).abs() < 1e-9);
}

#[test]
fn a_flag_whose_square_the_attacker_only_guesses_is_less_in_danger() {
    use crate::position::Diagrammed;
    // Red's Sergeant beside Blue's Flag, Blue's only hidden piece.
    let game = Stratego::from_position_text("Fa1,4j9 Fj10,Mj5*! r -/- 0 5").unwrap();
    assert_eq!(flag_falls(&game), [0.0, FLAG_FALLS[1]]);
    // Red only guesses where Blue's Flag is; Blue knows its own.
    let for_red = sample_world(&game, Player(0), &mut Rng::seed(1));
    assert_eq!(flag_falls(&for_red), [0.0, GUESSED_FLAG * FLAG_FALLS[1]]);
    let for_blue = sample_world(&game, Player(1), &mut Rng::seed(1));
    assert_eq!(flag_falls(&for_blue), [0.0, FLAG_FALLS[1]]);
}

#[test]
fn sampled_worlds_look_the_same_to_the_viewer_and_ignore_the_truth() {
    let setup = super::super::Setup::from_seed(11);
    let game = Stratego::from_setup(&setup).unwrap();
    let mut played = game.clone();
    let mut rng = Rng::seed(3);
    crate::game::random_playout(&mut played, &mut rng, 60);
    for viewer in [Player(0), Player(1)] {
        let seen = played.observe(viewer);
        for s in 0..20 {
            let world = sample_world(&played, viewer, &mut Rng::seed(s));
            assert_eq!(world.observe(viewer), seen);
            assert_eq!(hidden_count(&world, viewer), hidden_count(&played, viewer));
        }
    }
}

/// A General does not attack an unmoved piece that is likely a Bomb while a Scout could probe
/// it; it may when it is the only piece left that can move, or when the piece has moved.
#[test]
fn a_general_does_not_probe_a_likely_bomb_while_a_scout_could() {
    use crate::position::Diagrammed;
    let mv = |s: &str| s.parse::<crate::games::stratego::Move>().expect("a move");
    // Blue's unmoved pieces are its Flag and three Bombs (the Captain on j10 has moved).
    let with_scout = "Fa1,Ba2,9e5*!,2j1 Fa10,Bb10,Bc10,Be6,6j10* r -/- 0 5";
    let game = Stratego::from_position_text(with_scout).expect("valid");
    assert!(rash(&game, &mv("e5-e6")));
    assert!(!rash(&game, &mv("e5-e4")), "a quiet move is never rash");
    let alone = with_scout.replace(",2j1", "");
    let game = Stratego::from_position_text(&alone).expect("valid");
    assert!(!rash(&game, &mv("e5-e6")), "the General is the only piece that can move");
    let major = with_scout.replace("9e5*!", "7e5*!");
    let game = Stratego::from_position_text(&major).expect("valid");
    assert!(!rash(&game, &mv("e5-e6")), "a Major may probe");
    let moved = "Fa1,Ba2,9e5*!,2j1 Fa10,Bb10,Bc10,Bd10,6e6* r -/- 0 5";
    let game = Stratego::from_position_text(moved).expect("valid");
    assert!(!rash(&game, &mv("e5-e6")), "a piece that moved is no Bomb");
}

/// The Marshal does not take a shown Major or stronger beside an enemy piece that may be the
/// Spy; it may when the Spy is gone or shown elsewhere, or when what it takes is unknown or
/// weaker. What the hidden piece truly is does not change the answer.
#[test]
fn the_marshal_does_not_take_a_bait_beside_a_possible_spy() {
    use crate::position::Diagrammed;
    let mv = |s: &str| s.parse::<crate::games::stratego::Move>().expect("a move");
    let rash_in = |text: &str, m: &str| {
        let game = Stratego::from_position_text(text).expect("valid");
        rash(&game, &mv(m))
    };
    // Blue's known General on i5 is the bait; beside it, on j5, a piece Red has not seen.
    let bait = "Fa1,Ba2,Mi4*!,2b1 Fj10,9i5*!,Sj5,4a9 r -/- 0 5";
    assert!(rash_in(bait, "i4-i5"));
    assert!(
        rash_in(&bait.replace("Sj5,4a9", "4j5,Sa9"), "i4-i5"),
        "the same to Red's eyes when the Spy is elsewhere"
    );
    assert!(
        !rash_in(&bait.replace("Sj5,4a9", "4j5*!,Sa9*!"), "i4-i5"),
        "the Spy is shown far away"
    );
    assert!(!rash_in(&bait.replace("Sj5,4a9", "4j5,4a9"), "i4-i5"), "the Spy was taken");
    assert!(!rash_in(bait, "i4-j4"), "a step that takes nothing");
    assert!(!rash_in(&bait.replace("9i5*!", "9i5*"), "i4-i5"), "an unknown piece is no bait");
    assert!(!rash_in(&bait.replace("9i5*!", "6i5*!"), "i4-i5"), "a Captain is no bait");
    assert!(rash_in(&bait.replace("9i5*!", "7i5*!"), "i4-i5"), "a Major is");
    let general = "Fa1,Ba2,9i4*!,2b1 Fj10,8i5*!,Sj5,4a9 r -/- 0 5";
    assert!(!rash_in(general, "i4-i5"), "a General fears no Spy");
}
