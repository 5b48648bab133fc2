//! Scenarios for every rule ID of `assets/rules/stratego.md`, setups, perft, the conformance
//! suite and the determinize invariant.

use std::collections::HashSet;

use super::*;
use crate::conformance::{assert_uniform_sampler, check_determinize, check_random_games};
use crate::game::{HiddenInfo, perft, random_playout};
use crate::games::{GameOptions, GameSetup};
use crate::rng::Rng;

const RED: Player = Player(0);
const BLUE: Player = Player(1);

const CORNER_FORTRESS: &str = "26B529B428/74M6S25736/B324836B57/FB3245322B";
const BLITZ_LANES: &str = "89B4M74B68/2S26225627/354325736B/32542B3BBF";

fn sq(text: &str) -> Square {
    text.parse().expect("test square")
}

fn mv(text: &str) -> Move {
    text.parse().expect("test move")
}

fn start(red: &str, blue: &str) -> Stratego {
    let setup =
        Setup { red: red.into(), blue: blue.into(), repetition_limit: 5, more_squares: false };
    Stratego::from_setup(&setup).expect("valid setup")
}

fn fixture() -> Stratego {
    start(CORNER_FORTRESS, BLITZ_LANES)
}

/// A position with only the listed pieces, e.g. `("e4", RED, Rank::Major)`.
fn position(pieces: &[(&str, Player, Rank)], to_move: Player, rules: Rules) -> Stratego {
    let placement: Vec<(Square, Player, Rank)> =
        pieces.iter().map(|&(s, p, r)| (sq(s), p, r)).collect();
    Stratego::from_placement(&placement, to_move, rules).expect("valid placement")
}

/// Both Flags tucked away in opposite corners behind Bombs, plus `extra`.
fn with_flags(extra: &[(&'static str, Player, Rank)]) -> Vec<(&'static str, Player, Rank)> {
    let mut pieces = vec![
        ("a1", RED, Rank::Flag),
        ("b1", RED, Rank::Bomb),
        ("a2", RED, Rank::Bomb),
        ("j10", BLUE, Rank::Flag),
        ("i10", BLUE, Rank::Bomb),
        ("j9", BLUE, Rank::Bomb),
    ];
    pieces.extend_from_slice(extra);
    pieces
}

fn play(game: &mut Stratego, moves: &str) {
    for token in moves.split_whitespace() {
        if let Err(e) = game.play(&mv(token)) {
            panic!("{token} refused: {e}");
        }
    }
}

fn refused(game: &Stratego, token: &str, rule: &str) -> IllegalMove {
    match game.check(&mv(token)) {
        Ok(()) => panic!("{token} accepted, expected {rule}"),
        Err(e) => {
            assert_eq!(e.rule, rule, "{token}: {e}");
            assert!(!e.message.contains("SG-"), "the message repeats the rule id: {e}");
            e
        }
    }
}

fn legal(game: &Stratego) -> Vec<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

fn legal_tokens(game: &Stratego) -> Vec<String> {
    let mut tokens: Vec<String> = legal(game).iter().map(Move::to_string).collect();
    tokens.sort();
    tokens
}

/// The piece lists and hash must match a rebuild from the board (order aside).
fn assert_consistent(game: &Stratego) {
    let mut rebuilt = game.clone();
    rebuilt.rebuild_derived();
    for p in 0..2 {
        let lists = |g: &Stratego| {
            let mut steppers = g.steppers[p][..g.stepper_count[p] as usize].to_vec();
            let mut scouts = g.scouts[p][..g.scout_count[p] as usize].to_vec();
            steppers.sort_unstable();
            scouts.sort_unstable();
            (steppers, scouts)
        };
        assert_eq!(lists(game), lists(&rebuilt), "piece lists drifted");
        for &cell in &game.steppers[p][..game.stepper_count[p] as usize] {
            let id = piece_id(game.cells[cell as usize + PAD]);
            assert_eq!(game.steppers[p][game.slot[id] as usize], cell, "slot of piece {id}");
        }
        for &cell in &game.scouts[p][..game.scout_count[p] as usize] {
            let id = piece_id(game.cells[cell as usize + PAD]);
            assert_eq!(game.scouts[p][game.slot[id] as usize], cell, "slot of piece {id}");
        }
    }
    assert_eq!(game.hash, rebuilt.hash, "hash drifted");
}

// ---------------------------------------------------------------- board and pieces

#[test]
fn sg_g1_board_is_ten_by_ten_and_off_board_squares_are_refused() {
    let game = fixture();
    let occupied: Vec<Square> =
        (0..100).map(Square::from_index).filter(|&s| game.piece_at(s).is_some()).collect();
    assert_eq!(occupied.len(), 80);
    assert!(occupied.iter().all(|s| s.rank <= 3 || s.rank >= 6));
    // Readable but off the board: parsed, then refused with the geometry rule.
    refused(&game, "k4-k5", "SG-G1");
    refused(&game, "a4-a11", "SG-G1");
    let e = refused(&game, "j4-k4", "SG-G1");
    assert!(e.message.contains("k4"), "{e}");
    assert_eq!(sq("j10"), Square::new(9, 9));
    assert_eq!(sq("a1").index(), Some(0));
}

#[test]
fn sg_g2_lakes_are_never_entered_or_crossed() {
    let game = position(
        &with_flags(&[
            ("c4", RED, Rank::Major),
            ("b5", RED, Rank::Scout),
            ("g4", RED, Rank::Scout),
            ("e9", BLUE, Rank::Major),
        ]),
        RED,
        Rules::default(),
    );
    refused(&game, "c4-c5", "SG-G2");
    refused(&game, "b5-c5", "SG-G2");
    let e = refused(&game, "b5-e5", "SG-G2");
    assert!(e.message.contains("c5"), "{e}");
    refused(&game, "g4-g7", "SG-G2");
    let tokens = legal_tokens(&game);
    assert!(tokens.contains(&"b5-b10".to_string()) || tokens.contains(&"b5-b9".to_string()));
    for mv in legal(&game) {
        assert!(!mv.to.is_lake(), "{mv} enters a lake");
    }
    let lakes: Vec<String> =
        (0..100).map(Square::from_index).filter(|s| s.is_lake()).map(|s| s.to_string()).collect();
    assert_eq!(lakes, ["c5", "d5", "g5", "h5", "c6", "d6", "g6", "h6"]);
}

#[test]
fn sg_g3_each_army_has_forty_pieces_in_the_published_counts() {
    let total: u32 = Rank::ALL.iter().map(|r| u32::from(r.count())).sum();
    assert_eq!(total, 40);
    let game = fixture();
    for player in [RED, BLUE] {
        let mut counts = [0u8; 12];
        for s in (0..100).map(Square::from_index) {
            if let Some(piece) = game.piece_at(s).filter(|p| p.owner == player) {
                counts[piece.rank.index()] += 1;
            }
        }
        for rank in Rank::ALL {
            assert_eq!(counts[rank.index()], rank.count(), "{rank:?}");
        }
    }
}

// ---------------------------------------------------------------- setup

#[test]
fn sg_s1_setup_string_fills_each_players_own_four_ranks() {
    let game = start(BLITZ_LANES, BLITZ_LANES);
    let rank_at = |s: &str| game.piece_at(sq(s)).map(|p| (p.owner, p.rank));
    // Red: front rank 4 read a→j, back rank 1.
    assert_eq!(rank_at("a4"), Some((RED, Rank::Colonel)));
    assert_eq!(rank_at("b4"), Some((RED, Rank::General)));
    assert_eq!(rank_at("e4"), Some((RED, Rank::Marshal)));
    assert_eq!(rank_at("j1"), Some((RED, Rank::Flag)));
    // Blue: front rank 7 read j→a, back rank 10: the same arrangement from Blue's seat.
    assert_eq!(rank_at("j7"), Some((BLUE, Rank::Colonel)));
    assert_eq!(rank_at("i7"), Some((BLUE, Rank::General)));
    assert_eq!(rank_at("f7"), Some((BLUE, Rank::Marshal)));
    assert_eq!(rank_at("a10"), Some((BLUE, Rank::Flag)));
    // Ranks 5 and 6 start empty.
    for file in 0..10 {
        assert!(game.piece_at(Square::new(file, 4)).is_none());
        assert!(game.piece_at(Square::new(file, 5)).is_none());
    }
    // The setup string round-trips.
    let army = Army::parse(BLITZ_LANES).expect("valid");
    assert_eq!(army.to_string(), BLITZ_LANES);
    assert_eq!(Army::from_ranks(army.ranks()), Ok(army));
    let mut ranks = army.ranks();
    ranks.swap(0, 39);
    assert_eq!(Army::from_ranks(ranks).map(|a| a.at(0, 0)), Ok(Rank::Flag));
    ranks[1] = Rank::Flag;
    assert!(Army::from_ranks(ranks).is_err());
    assert_eq!(Army::square(BLUE, 0, 0), sq("j7"));
    assert_eq!(Army::square(RED, 3, 9), sq("j1"));
}

#[test]
fn sg_s1_setup_shape_errors_are_precise() {
    let e = Army::parse("26B529B428/74M6S25736/B324836B57").expect_err("3 groups");
    assert_eq!(e, SetupError::Groups(3));
    assert_eq!(e.rule(), "SG-S1");
    assert!(e.to_string().contains("found 3 groups"), "{e}");

    let e = Army::parse("26B529B42/74M6S25736/B324836B57/FB3245322B8").expect_err("short group");
    assert_eq!(e, SetupError::GroupLength { row: 0, len: 9 });
    assert!(e.to_string().contains("group 1 (the front rank) has 9 letters"), "{e}");

    let e = Army::parse("26B529B428/74M6S25736/B32X836B57/FB3245322B").expect_err("letter");
    assert_eq!(e, SetupError::Letter { row: 2, col: 3, letter: 'X' });
    let text = e.to_string();
    assert!(text.contains("'X'") && text.contains("Red's d2") && text.contains("Blue's g9"), "{e}");

    assert!(Army::parse("").is_err());
    // Lower-case letters and surrounding spaces are accepted; printing is canonical.
    let lower = Army::parse(" 26b529b428/74m6s25736/b324836b57/fb3245322b ").expect("lower case");
    assert_eq!(lower.to_string(), CORNER_FORTRESS);
}

#[test]
fn sg_s2_every_wrong_count_is_named() {
    for rank in Rank::ALL {
        let other = if rank == Rank::Bomb { Rank::Scout } else { Rank::Bomb };
        let text = CORNER_FORTRESS.replacen(rank.letter(), &other.letter().to_string(), 1);
        let e = Army::parse(&text).expect_err("wrong counts");
        assert_eq!(e.rule(), "SG-S2");
        let SetupError::Counts(wrong) = &e else { panic!("{e}") };
        assert!(wrong.contains(&(rank, rank.count() as usize - 1)), "{rank:?}: {e}");
        assert!(wrong.contains(&(other, other.count() as usize + 1)), "{rank:?}: {e}");
        assert_eq!(wrong.len(), 2, "{e}");
        let message = e.to_string();
        assert!(message.contains(&format!("instead of {}", rank.count())), "{message}");
    }
    let no_flag = CORNER_FORTRESS.replace('F', "2");
    let e = Army::parse(&no_flag).expect_err("no flag");
    assert!(e.to_string().contains("no Flag instead of 1"), "{e}");
    assert!(e.to_string().contains("9 Scouts instead of 8"), "{e}");
}

#[test]
fn sg_s3_red_moves_first() {
    let game = fixture();
    assert_eq!(game.to_move(), RED);
    refused(&game, "a7-a6", "SG-M1");
    let mut game = game;
    play(&mut game, "b4-b5");
    assert_eq!(game.to_move(), BLUE);
}

// ---------------------------------------------------------------- moving

#[test]
fn sg_m1_only_own_pieces_move_and_passing_is_refused() {
    let game = fixture();
    let e = refused(&game, "e5-e6", "SG-M1");
    assert!(e.message.contains("no piece on e5"), "{e}");
    let e = refused(&game, "b7-b6", "SG-M1");
    assert!(e.message.contains("opponent"), "{e}");
    // The message never tells the opponent's rank.
    assert!(!e.message.contains("Captain"), "{e}");
    refused(&game, "b4-b4", "SG-M1");
    refused(&game, "c5-c4", "SG-M1");
}

#[test]
fn sg_m2_bombs_and_the_flag_never_move() {
    let game = position(
        &with_flags(&[
            ("e4", RED, Rank::Bomb),
            ("e8", BLUE, Rank::Major),
            ("f4", RED, Rank::Major),
        ]),
        RED,
        Rules::default(),
    );
    let e = refused(&game, "e4-e5", "SG-M2");
    assert!(e.message.contains("Bomb"), "{e}");
    let e = refused(&game, "a1-a2", "SG-M2");
    assert!(e.message.contains("Flag"), "{e}");
    refused(&game, "b1-c1", "SG-M2");
    assert!(legal(&game).iter().all(|m| m.from == sq("f4")));
}

#[test]
fn sg_m3_one_square_orthogonally_onto_an_empty_or_opposing_square() {
    let game = position(
        &with_flags(&[
            ("e4", RED, Rank::Major),
            ("e5", RED, Rank::Sergeant),
            ("d4", BLUE, Rank::Miner),
            ("e8", BLUE, Rank::Major),
        ]),
        RED,
        Rules::default(),
    );
    let e = refused(&game, "e4-f5", "SG-M3");
    assert!(e.message.contains("diagonal"), "{e}");
    let e = refused(&game, "e4-g4", "SG-M3");
    assert!(e.message.contains("Major moves one square"), "{e}");
    let e = refused(&game, "e4-e5", "SG-M3");
    assert!(e.message.contains("your own"), "{e}");
    let mut major: Vec<String> =
        legal(&game).iter().filter(|m| m.from == sq("e4")).map(Move::to_string).collect();
    major.sort();
    assert_eq!(major, ["e4-d4", "e4-e3", "e4-f4"]);
}

#[test]
fn sg_m4_scouts_move_along_empty_lines_and_attack_at_the_end() {
    let mut game = position(
        &with_flags(&[
            ("e2", RED, Rank::Scout),
            ("e6", RED, Rank::Sergeant),
            ("b3", RED, Rank::Scout),
            ("h3", BLUE, Rank::Miner),
            ("e9", BLUE, Rank::Major),
        ]),
        RED,
        Rules::default(),
    );
    let scout: Vec<String> =
        legal(&game).iter().filter(|m| m.from == sq("b3")).map(Move::to_string).collect();
    let mut scout = scout;
    scout.sort();
    assert_eq!(
        scout,
        [
            "b3-a3", "b3-b10", "b3-b2", "b3-b4", "b3-b5", "b3-b6", "b3-b7", "b3-b8", "b3-b9",
            "b3-c3", "b3-d3", "b3-e3", "b3-f3", "b3-g3", "b3-h3"
        ]
    );
    let e = refused(&game, "e2-e8", "SG-M4");
    assert!(e.message.contains("e6"), "{e}");
    refused(&game, "b3-i3", "SG-M4");
    // A long attack: the Scout loses to the Miner, and both ranks are shown.
    play(&mut game, "b3-h3");
    let combat = game.last_combat().expect("an attack");
    assert_eq!((combat.attacker_rank, combat.defender_rank), (Rank::Scout, Rank::Miner));
    assert_eq!(combat.result, CombatResult::DefenderWins);
    assert!(game.piece_at(sq("b3")).is_none());
}

fn shuttle_position(rules: Rules) -> Stratego {
    position(
        &with_flags(&[
            ("b4", RED, Rank::Major),
            ("h4", RED, Rank::Captain),
            ("a3", RED, Rank::Scout),
            ("e9", BLUE, Rank::Major),
            ("b5", BLUE, Rank::Spy),
        ]),
        RED,
        rules,
    )
}

/// Plays Red's moves, each answered by Blue's Major walking round e9 e8 f8 f9 (a walk that
/// never meets the two-square rule itself).
fn red_moves(game: &mut Stratego, moves: &str) {
    const WALK: [&str; 4] = ["e9-e8", "e8-f8", "f8-f9", "f9-e9"];
    for token in moves.split_whitespace() {
        play(game, token);
        let blue = WALK.iter().find(|w| game.check(&mv(w)).is_ok()).expect("Blue's walk");
        play(game, blue);
    }
}

#[test]
fn sg_m5_the_sixth_move_between_the_same_two_squares_is_refused() {
    let mut game = shuttle_position(Rules::default());
    // Five moves of the Major between b4 and c4; Blue's moves in between do not break the run.
    red_moves(&mut game, "b4-c4 c4-b4 b4-c4 c4-b4 b4-c4");
    let e = refused(&game, "c4-b4", "SG-M5");
    assert!(e.message.contains("5 times") && e.message.contains("6th"), "{e}");
    let tokens = legal_tokens(&game);
    assert!(!tokens.contains(&"c4-b4".to_string()));
    assert!(tokens.contains(&"c4-d4".to_string()) && tokens.contains(&"c4-c3".to_string()));
    // Moving the same piece elsewhere starts a new run.
    red_moves(&mut game, "c4-c3 c3-c4 c4-b4");
}

#[test]
fn sg_m5_another_piece_breaks_the_run_and_attacks_count() {
    let mut game = shuttle_position(Rules::default());
    red_moves(&mut game, "b4-c4 c4-b4 b4-c4 c4-b4 h4-h3 b4-c4 c4-b4 b4-c4");
    // An attack starts a run: the Major takes the Spy on b5, then shuttles back and forth.
    let mut game = shuttle_position(Rules::default());
    red_moves(&mut game, "b4-b5 b5-b4 b4-b5 b5-b4 b4-b5");
    refused(&game, "b5-b4", "SG-M5");
}

#[test]
fn sg_m5_limit_three_is_an_option() {
    let rules = Rules { repetition_limit: 3, more_squares: false };
    let mut game = shuttle_position(rules);
    red_moves(&mut game, "b4-c4 c4-b4 b4-c4");
    refused(&game, "c4-b4", "SG-M5");
    assert!(Rules { repetition_limit: 4, more_squares: false }.validate().is_err());
}

#[test]
fn sg_m5_scout_runs_count_only_the_same_two_end_squares() {
    let mut game = shuttle_position(Rules::default());
    // a3-a7 and back five times: the sixth is refused.
    red_moves(&mut game, "a3-a7 a7-a3 a3-a7 a7-a3 a3-a7");
    refused(&game, "a7-a3", "SG-M5");
    // A long move to another end square is a different pair of squares, so it is allowed and
    // starts a new run [ours].
    assert!(game.check(&mv("a7-a4")).is_ok());
    red_moves(&mut game, "a7-a4 a4-a7 a7-a4 a4-a7 a7-a4");
    refused(&game, "a4-a7", "SG-M5");
}

#[test]
fn sg_m5_a_player_blocked_only_by_the_two_square_rule_loses() {
    // Red's only movable piece is a Major in a corridor of two squares.
    let mut game = position(
        &[
            ("a1", RED, Rank::Flag),
            ("b1", RED, Rank::Major),
            ("c1", RED, Rank::Bomb),
            ("b3", RED, Rank::Bomb),
            ("a2", RED, Rank::Bomb),
            ("c2", RED, Rank::Bomb),
            ("j10", BLUE, Rank::Flag),
            ("e9", BLUE, Rank::Major),
        ],
        RED,
        Rules::default(),
    );
    red_moves(&mut game, "b1-b2 b2-b1 b1-b2 b2-b1 b1-b2");
    assert!(legal(&game).is_empty());
    assert_eq!(game.outcome(), Some(Outcome::single(BLUE)));
    refused(&game, "b2-b1", "SG-E6");
}

/// A Blue Lieutenant runs round the square e4 e5 f5 f4; a Red Captain follows one step behind.
fn chase(rules: Rules) -> Stratego {
    position(
        &with_flags(&[("f4", RED, Rank::Captain), ("e4", BLUE, Rank::Lieutenant)]),
        BLUE,
        rules,
    )
}

#[test]
fn sg_m6_more_squares_rule_refuses_a_chase_that_repeats_a_position() {
    let rules = Rules { repetition_limit: 5, more_squares: true };
    let mut game = chase(rules);
    play(&mut game, "e4-e5 f4-e4 e5-f5 e4-e5 f5-f4 e5-f5 f4-e4");
    let e = refused(&game, "f5-f4", "SG-M6");
    assert!(e.message.contains("more-squares"), "{e}");
    assert!(!legal_tokens(&game).contains(&"f5-f4".to_string()));
    // Other moves stay legal, and the evading side is never restricted.
    assert!(game.check(&mv("f5-f6")).is_ok());
    // Off by default.
    let mut game = chase(Rules::default());
    play(&mut game, "e4-e5 f4-e4 e5-f5 e4-e5 f5-f4 e5-f5 f4-e4 f5-f4");
}

#[test]
fn sg_m6_moving_straight_back_is_left_to_the_two_square_rule() {
    let rules = Rules { repetition_limit: 5, more_squares: true };
    let mut game = chase(rules);
    // The chased piece goes back and forth; the chaser follows straight back each time.
    play(&mut game, "e4-e5 f4-f5 e5-e4 f5-f4 e4-e5 f4-f5 e5-e4 f5-f4");
}

// ---------------------------------------------------------------- attacks

fn duel(attacker: Rank, defender: Rank) -> Stratego {
    let mut game = position(
        &with_flags(&[("e4", RED, attacker), ("e5", BLUE, defender), ("h8", BLUE, Rank::Major)]),
        RED,
        Rules::default(),
    );
    play(&mut game, "e4-e5");
    game
}

#[test]
fn sg_a1_an_attack_shows_both_ranks_to_both_players() {
    let game = duel(Rank::Captain, Rank::Major);
    for viewer in [RED, BLUE] {
        let seen = game.observe(viewer);
        let combat = seen.last_combat.expect("public combat");
        assert_eq!((combat.attacker_rank, combat.defender_rank), (Rank::Captain, Rank::Major));
    }
    assert_eq!(game.observe(RED).at(sq("e5")), SquareView::Revealed(Rank::Major));
    assert_eq!(
        game.observe(BLUE).at(sq("e5")),
        SquareView::Own(OwnPiece { rank: Rank::Major, moved: false, revealed: true })
    );
}

#[test]
fn sg_a2_lower_rank_is_removed_equal_ranks_both() {
    let game = duel(Rank::Major, Rank::Captain);
    assert_eq!(game.last_combat().map(|c| c.result), Some(CombatResult::AttackerWins));
    assert_eq!(game.piece_at(sq("e5")).map(|p| (p.owner, p.rank)), Some((RED, Rank::Major)));
    assert!(game.piece_at(sq("e4")).is_none());

    let game = duel(Rank::Captain, Rank::Major);
    assert_eq!(game.last_combat().map(|c| c.result), Some(CombatResult::DefenderWins));
    assert_eq!(game.piece_at(sq("e5")).map(|p| (p.owner, p.rank)), Some((BLUE, Rank::Major)));
    assert!(game.piece_at(sq("e4")).is_none());

    let game = duel(Rank::Sergeant, Rank::Sergeant);
    assert_eq!(game.last_combat().map(|c| c.result), Some(CombatResult::BothRemoved));
    assert!(game.piece_at(sq("e5")).is_none() && game.piece_at(sq("e4")).is_none());
    // Pieces left out of a placement count as captured: 3 Sergeants each, now 4.
    assert_eq!(game.captured(RED)[Rank::Sergeant.index()], 4);
    assert_eq!(game.captured(BLUE)[Rank::Sergeant.index()], 4);
}

#[test]
fn sg_a3_only_a_miner_survives_a_bomb() {
    let game = duel(Rank::Miner, Rank::Bomb);
    assert_eq!(game.piece_at(sq("e5")).map(|p| p.rank), Some(Rank::Miner));
    for attacker in [Rank::Marshal, Rank::General, Rank::Scout, Rank::Spy, Rank::Sergeant] {
        let game = duel(attacker, Rank::Bomb);
        assert_eq!(game.piece_at(sq("e5")).map(|p| p.rank), Some(Rank::Bomb), "{attacker:?}");
        assert!(game.piece_at(sq("e4")).is_none());
    }
}

#[test]
fn sg_a4_the_spy_takes_the_marshal_only_when_attacking() {
    let game = duel(Rank::Spy, Rank::Marshal);
    assert_eq!(game.piece_at(sq("e5")).map(|p| (p.owner, p.rank)), Some((RED, Rank::Spy)));
    let game = duel(Rank::Marshal, Rank::Spy);
    assert_eq!(game.piece_at(sq("e5")).map(|p| p.rank), Some(Rank::Marshal));
    let game = duel(Rank::Spy, Rank::General);
    assert_eq!(game.piece_at(sq("e5")).map(|p| p.rank), Some(Rank::General));
    let game = duel(Rank::Scout, Rank::Spy);
    assert_eq!(game.piece_at(sq("e5")).map(|p| p.rank), Some(Rank::Scout));
    // Spy against Spy is a fight of equal ranks (SG-A2): both go.
    let game = duel(Rank::Spy, Rank::Spy);
    assert!(game.piece_at(sq("e5")).is_none() && game.piece_at(sq("e4")).is_none());
}

#[test]
fn sg_a5_sg_e1_any_moving_piece_captures_the_flag_and_wins() {
    for attacker in [Rank::Spy, Rank::Scout, Rank::Miner, Rank::Marshal] {
        let mut game = position(
            &[
                ("a1", RED, Rank::Flag),
                ("e4", RED, attacker),
                ("e5", BLUE, Rank::Flag),
                ("h8", BLUE, Rank::Major),
            ],
            RED,
            Rules::default(),
        );
        play(&mut game, "e4-e5");
        assert_eq!(game.outcome(), Some(Outcome::single(RED)), "{attacker:?}");
        assert!(legal(&game).is_empty());
    }
}

#[test]
fn sg_a6_views_show_exactly_what_each_player_knows() {
    let mut game = fixture();
    let blue_view = game.observe(BLUE);
    assert_eq!(blue_view.at(sq("b4")), SquareView::Unknown);
    assert_eq!(blue_view.at(sq("c5")), SquareView::Lake);
    assert_eq!(
        blue_view.at(sq("b7")),
        SquareView::Own(OwnPiece { rank: Rank::Captain, moved: false, revealed: false })
    );
    // A piece that moved is known not to be a Bomb or the Flag.
    play(&mut game, "b4-b5");
    assert_eq!(game.observe(BLUE).at(sq("b5")), SquareView::MovedUnknown);
    // A Scout's long move gives it away.
    play(&mut game, "j7-j6 a4-a6");
    assert_eq!(game.observe(BLUE).at(sq("a6")), SquareView::Revealed(Rank::Scout));
    // A piece revealed by an attack stays known after it moves on.
    play(&mut game, "a7-a6");
    assert_eq!(game.observe(RED).at(sq("a6")), SquareView::Revealed(Rank::Colonel));
    play(&mut game, "b5-b6 a6-a5");
    assert_eq!(game.observe(RED).at(sq("a5")), SquareView::Revealed(Rank::Colonel));
    let red_view = game.observe(RED);
    assert_eq!(red_view.captured[0][Rank::Scout.index()], 1);
    assert_eq!(red_view.unaccounted()[Rank::Colonel.index()], 1);
    assert!(red_view.legal_moves.is_empty() == (red_view.to_move != RED));
}

// ---------------------------------------------------------------- end of the game

#[test]
fn sg_e2_a_player_left_with_only_bombs_and_the_flag_loses() {
    let mut game = position(
        &with_flags(&[("e4", RED, Rank::Scout), ("e5", BLUE, Rank::Major)]),
        RED,
        Rules::default(),
    );
    play(&mut game, "e4-e5");
    // Blue still moves; then Red, with only Bombs and the Flag, cannot.
    assert_eq!(game.outcome(), None);
    play(&mut game, "e5-e4");
    assert!(legal(&game).is_empty());
    assert_eq!(game.outcome(), Some(Outcome::single(BLUE)));
}

#[test]
fn sg_e2_a_player_whose_pieces_are_all_walled_in_loses() {
    let game = position(
        &[
            ("a1", RED, Rank::Flag),
            ("a2", RED, Rank::Major),
            ("a3", RED, Rank::Bomb),
            ("b2", RED, Rank::Bomb),
            ("b1", RED, Rank::Bomb),
            ("j10", BLUE, Rank::Flag),
            ("e9", BLUE, Rank::Major),
        ],
        RED,
        Rules::default(),
    );
    assert_eq!(game.outcome(), Some(Outcome::single(BLUE)));
}

#[test]
fn sg_e3_neither_player_can_move_is_a_draw() {
    let mut game = position(
        &with_flags(&[("e4", RED, Rank::Scout), ("e8", BLUE, Rank::Scout)]),
        RED,
        Rules::default(),
    );
    play(&mut game, "e4-e8");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert!(legal(&game).is_empty());
}

#[test]
fn sg_e4_resignation_and_agreed_draw() {
    let mut game = fixture();
    game.conclude(Outcome::single(RED));
    assert_eq!(game.outcome(), Some(Outcome::single(RED)));
    refused(&game, "b4-b5", "SG-E6");
    let mut game = fixture();
    game.conclude(Outcome::Draw);
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

/// Each side walks a piece round a small square, never attacking.
fn quiet_walk(game: &mut Stratego, moves: usize) {
    let red = ["e2-e3", "e3-f3", "f3-f2", "f2-e2"];
    let blue = ["e9-e8", "e8-f8", "f8-f9", "f9-e9"];
    for i in 0..moves {
        let token = if i % 2 == 0 { red[(i / 2) % 4] } else { blue[(i / 2) % 4] };
        play(game, token);
    }
}

#[test]
fn sg_e5_three_hundred_moves_without_an_attack_draw() {
    let pieces = with_flags(&[
        ("e2", RED, Rank::Major),
        ("e9", BLUE, Rank::Major),
        ("a4", RED, Rank::Sergeant),
        ("a8", BLUE, Rank::Scout),
    ]);
    let mut game = position(&pieces, RED, Rules::default());
    quiet_walk(&mut game, 299);
    assert_eq!(game.quiet_plies(), 299);
    assert_eq!(game.outcome(), None);
    quiet_walk(&mut game, 0);
    let mut next = game.clone();
    // Blue's 300th quiet move ends it: Blue's walk continues where it stopped.
    play(&mut next, "e8-f8");
    assert_eq!(next.outcome(), Some(Outcome::Draw));
    // An attack resets the count.
    play(&mut game, "a8-a4");
    assert_eq!(game.quiet_plies(), 0);
    assert_eq!(game.outcome(), None);
}

#[test]
fn sg_e6_no_move_is_accepted_once_the_game_is_over() {
    let mut game = position(
        &[
            ("a1", RED, Rank::Flag),
            ("e4", RED, Rank::Marshal),
            ("e5", BLUE, Rank::Flag),
            ("h8", BLUE, Rank::Major),
        ],
        RED,
        Rules::default(),
    );
    play(&mut game, "e4-e5");
    assert!(game.is_over());
    refused(&game, "e5-e6", "SG-E6");
    // Game over is reported before anything else, even squares off the board.
    refused(&game, "k4-k5", "SG-E6");
    assert!(game.play(&mv("h8-h7")).is_err());
}

// ---------------------------------------------------------------- notation

#[test]
fn notation_parses_and_round_trips() {
    for token in ["a4-a5", "b4-b8", "j10-j9", "a1-j1"] {
        assert_eq!(mv(token).to_string(), token);
    }
    for bad in [
        "", "a4", "a4a5", "a4-", "-a5", "A4-a5", "a0-a1", "a04-a5", "a4-a123", "a4-b5-c6", "4a-5a",
        "é4-a5", " a4-a5",
    ] {
        let e = bad.parse::<Move>().expect_err(bad);
        assert_eq!(e.rule, crate::game::PARSE_RULE, "{bad}");
    }
    // Readable but off the board parses, and check refuses it.
    assert!("z99-a1".parse::<Move>().is_ok());
}

// ---------------------------------------------------------------- setups and options

#[test]
fn named_setups_all_parse_and_validate() {
    let files = setup::named_setup_files();
    let named = named_setups();
    assert_eq!(named.len(), files.len());
    assert!(named.len() >= 3);
    for (file, text) in files {
        let setup = parse_named_setup(text).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(!setup.name.is_empty() && !setup.idea.is_empty(), "{file}");
        assert_eq!(Army::parse(&setup.army.to_string()), Ok(setup.army));
        let flag_row = (0..4).find(|&r| (0..10).any(|c| setup.army.at(r, c) == Rank::Flag));
        assert_eq!(flag_row, Some(3), "{file}: the Flag is on the back rank");
    }
    // Every pair can start a game in which Red has a move.
    for red in &named {
        for blue in &named {
            let game = Stratego::new(&red.army, &blue.army, Rules::default());
            assert!(!legal(&game).is_empty());
        }
    }
}

#[test]
fn random_setups_are_valid_sensible_and_reproducible() {
    let mut walled = 0;
    let mut rng = Rng::seed(99);
    for _ in 0..1000 {
        let army = Army::random(&mut rng);
        assert_eq!(Army::parse(&army.to_string()), Ok(army));
        let flag_col = (0..10).find(|&c| army.at(3, c) == Rank::Flag).expect("Flag on back rank");
        let mut shell = vec![army.at(2, flag_col)];
        if flag_col > 0 {
            shell.push(army.at(3, flag_col - 1));
        }
        if flag_col < 9 {
            shell.push(army.at(3, flag_col + 1));
        }
        if shell.iter().all(|&r| r == Rank::Bomb) {
            walled += 1;
        }
        let front_scouts = (0..10).filter(|&c| army.at(0, c) == Rank::Scout).count();
        assert!(front_scouts >= 2);
        let marshal_row = (0..4).find(|&r| (0..10).any(|c| army.at(r, c) == Rank::Marshal));
        assert!(marshal_row < Some(3));
    }
    assert!(walled > 600, "the Flag is walled in by Bombs in {walled} of 1000 setups");
    assert_eq!(Setup::from_seed(7), Setup::from_seed(7));
    assert_ne!(Setup::from_seed(7), Setup::from_seed(8));
    let a = Army::random(&mut Rng::seed(3));
    assert_ne!(a, Army::random(&mut Rng::seed(4)));
}

#[test]
fn options_resolve_to_stored_setup_strings() {
    let opts = |red: Option<&str>, blue: Option<&str>, seed: Option<u64>, limit: Option<u32>| {
        GameOptions {
            red_setup: red.map(String::from),
            blue_setup: blue.map(String::from),
            seed,
            repetition_limit: limit,
            ..GameOptions::default()
        }
    };
    let setup = Setup::from_options(&opts(Some(CORNER_FORTRESS), Some(BLITZ_LANES), None, None))
        .expect("valid");
    assert_eq!((setup.red.as_str(), setup.blue.as_str()), (CORNER_FORTRESS, BLITZ_LANES));
    assert_eq!(setup.repetition_limit, 5);
    assert!(!setup.more_squares);
    // Neither given: seed 0.
    assert_eq!(Setup::from_options(&GameOptions::default()), Ok(Setup::from_seed(0)));
    let seeded = Setup::from_options(&opts(None, None, Some(42), Some(3))).expect("valid");
    assert_eq!(seeded.red, Setup::from_seed(42).red);
    assert_eq!(seeded.repetition_limit, 3);
    let errors = [
        opts(Some(CORNER_FORTRESS), None, None, None),
        opts(None, Some(CORNER_FORTRESS), None, None),
        opts(Some(CORNER_FORTRESS), Some(BLITZ_LANES), Some(1), None),
        opts(None, None, None, Some(4)),
        opts(None, None, None, Some(0)),
        opts(Some("nonsense"), Some(BLITZ_LANES), None, None),
        GameOptions { size: Some(8), ..GameOptions::default() },
        GameOptions { players: Some(2), ..GameOptions::default() },
    ];
    for options in errors {
        let e = Setup::from_options(&options).expect_err("refused");
        assert!(!e.is_empty());
    }
    let e = Setup::from_options(&opts(None, None, None, Some(4))).expect_err("limit 4");
    assert!(e.contains("--repetition-limit") && e.contains('4'), "{e}");
    let e = Setup::from_options(&opts(Some("26B529B428"), Some(BLITZ_LANES), None, None))
        .expect_err("bad red");
    assert!(e.starts_with("--red-setup:"), "{e}");
    // A stored setup that is wrong is refused when starting.
    let bad = Setup { repetition_limit: 7, ..setup.clone() };
    assert!(Stratego::from_setup(&bad).is_err());
    let bad = Setup { blue: "x".into(), ..setup };
    assert!(Stratego::from_setup(&bad).is_err());
}

#[test]
fn game_setup_round_trips_through_ron_with_both_hidden_setups() {
    let setup = GameSetup::Stratego(Setup::from_seed(5));
    let text = ron::to_string(&setup).expect("serialise");
    let back: GameSetup = ron::from_str(&text).expect("deserialise");
    assert_eq!(back, setup);
    let GameSetup::Stratego(inner) = &back else { panic!("not a Stratego setup") };
    assert!(text.contains(&inner.red) && text.contains(&inner.blue));
}

#[test]
fn any_game_face_plays_tokens_like_the_command_line() {
    let options = GameOptions {
        red_setup: Some(CORNER_FORTRESS.into()),
        blue_setup: Some(BLITZ_LANES.into()),
        ..GameOptions::default()
    };
    let setup = GameSetup::from_options(GameId::Stratego, &options).expect("setup");
    assert_eq!(setup.id(), GameId::Stratego);
    let mut game = setup.start().expect("start");
    assert_eq!(game.player_names(), ["red", "blue"]);
    assert_eq!(game.to_move(), Some(RED));
    let tokens = game.legal_move_tokens();
    let mut sorted = tokens.clone();
    sorted.sort_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
    assert_eq!(tokens, sorted);
    assert_eq!(
        tokens,
        [
            "a4-a5", "a4-a6", "a4-a7", "b4-b5", "e4-e5", "e4-e6", "e4-e7", "f4-f5", "i4-i5",
            "i4-i6", "i4-i7", "j4-j5"
        ]
    );
    game.play_token("a4-a7").expect("scout attack");
    assert_eq!(game.check_token("e4-e5").map_err(|e| e.rule), Err("SG-M1"));
    assert_eq!(game.play_token("a4-a5").map_err(|e| e.rule), Err("SG-M1"));
    assert_eq!(game.play_token("c7-c6").map_err(|e| e.rule), Err("SG-M2"));
    assert_eq!(game.play_token("b7-b5").map_err(|e| e.rule), Err("SG-M3"));
    assert_eq!(game.play_token("x").map_err(|e| e.rule), Err("parse"));
    assert_eq!(game.scores(), None);
    game.play_token("b7-b6").expect("blue moves");
    assert_eq!(game.to_move(), Some(RED));
    let e = game.play_token("b6-b5").expect_err("not red's piece");
    assert_eq!(e.rule, "SG-M1");
}

// ---------------------------------------------------------------- perft, conformance, hidden info

/// Every legal move found by trying `check` on all 10,000 (from, to) pairs of squares: an
/// independent, slow move generator.
fn moves_by_check(game: &Stratego) -> HashSet<Move> {
    let squares: Vec<Square> = (0..100).map(Square::from_index).collect();
    let mut found = HashSet::new();
    for &from in &squares {
        for &to in &squares {
            let mv = Move::new(from, to);
            if game.check(&mv).is_ok() {
                found.insert(mv);
            }
        }
    }
    found
}

#[test]
fn perft_matches_the_recorded_table_and_an_independent_generator() {
    let data = include_str!("../../../tests/data/perft/stratego.txt");
    let mut lines = 0;
    for line in data.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let (depth, nodes): (u32, u64) = match words[..] {
            [d, n, "--red-setup", red, "--blue-setup", blue] => {
                let game = start(red, blue);
                let depth = d.parse().expect("depth");
                let nodes = n.parse().expect("nodes");
                assert_eq!(perft(&game, depth), nodes, "{line}");
                (depth, nodes)
            }
            _ => panic!("unreadable perft line: {line}"),
        };
        assert!(depth >= 1 && nodes > 0);
        lines += 1;
    }
    assert_eq!(lines, 3);
    // Depth 1 by hand for Corner Fortress against Blitz Lanes: the six lane squares of rank 4
    // hold three Scouts (rank 5, rank 6, or attack rank 7: 3 moves each) and three other pieces
    // (1 move each); nothing else can move.
    let game = fixture();
    assert_eq!(perft(&game, 1), 12);
    // Depths 1 and 2 by the slow generator.
    let generated: HashSet<Move> = legal(&game).into_iter().collect();
    assert_eq!(moves_by_check(&game), generated);
    let mut depth2 = 0;
    for mv in &generated {
        let mut next = game.clone();
        next.play_unchecked(mv);
        let by_check = moves_by_check(&next);
        let generated: HashSet<Move> = legal(&next).into_iter().collect();
        assert_eq!(by_check, generated, "after {mv}");
        depth2 += by_check.len() as u64;
    }
    assert_eq!(perft(&game, 2), depth2);
}

/// Plausible moves to try on a position, legal or not: around every piece of the player to
/// move, long lines, diagonals, moves off the board and moves of other squares.
fn candidates(game: &Stratego) -> Vec<Move> {
    assert_consistent(game);
    let mut out = Vec::new();
    let me = game.to_move();
    for index in 0..100 {
        let from = Square::from_index(index);
        let Some(piece) = game.piece_at(from) else {
            if index % 7 == 0 {
                out.push(Move::new(from, Square::new(from.file, from.rank.saturating_add(1))));
            }
            continue;
        };
        if piece.owner != me {
            if index % 3 == 0 {
                out.push(Move::new(from, Square::new(from.file, from.rank.wrapping_sub(1) % 10)));
            }
            continue;
        }
        let (f, r) = (from.file, from.rank);
        for (df, dr) in [(0i8, 1i8), (0, -1), (1, 0), (-1, 0)] {
            for k in [1i8, 2, 3, 9] {
                let (tf, tr) = (f as i8 + df * k, r as i8 + dr * k);
                if (0..=10).contains(&tf) && (0..=10).contains(&tr) {
                    out.push(Move::new(from, Square::new(tf as u8, tr as u8)));
                }
            }
        }
        out.push(Move::new(from, Square::new((f + 1) % 10, (r + 1) % 10)));
        out.push(Move::new(from, from));
    }
    out
}

fn random_start(seed: u64) -> Stratego {
    let mut setup = Setup::from_seed(seed);
    // A quarter of the games use the short repetition limit, a quarter the more-squares rule.
    setup.repetition_limit = if seed % 4 == 1 { 3 } else { 5 };
    setup.more_squares = seed % 4 == 2;
    Stratego::from_setup(&setup).expect("random setups are valid")
}

#[test]
fn the_playout_sampler_draws_every_legal_move_equally_often() {
    // Long games, so the repetition rules and nearly blocked armies are met too.
    assert_uniform_sampler(24, 1500, 61, random_start);
}

/// The Scouts' lines (`blocked`), kept up to date move by move, always equal those rebuilt from
/// the board, through moves, attacks and captures.
#[test]
fn the_blocked_lines_follow_the_board() {
    let mut moves = Vec::new();
    for seed in 0..20 {
        let mut game = random_start(seed + 7000);
        let mut rng = Rng::seed(seed);
        for _ in 0..1000 {
            let mut rebuilt = game.clone();
            rebuilt.rebuild_derived();
            assert_eq!(game.blocked, rebuilt.blocked, "after {:?}", game.last_move);
            game.legal_moves(&mut moves);
            let Some(mv) = rng.choose(&moves) else { break };
            game.play_unchecked(mv);
        }
    }
}

#[test]
fn conformance_over_random_games() {
    check_random_games(1000, 300, random_start, candidates);
    // A few whole games, so every way of ending is met.
    check_random_games(40, 3000, |seed| random_start(seed + 5000), |_| Vec::new());
}

/// The fast generator against the rule-by-rule `check`: at every position of random games
/// (a few thousand), the moves `check` accepts among all moves along a file or a rank from
/// every square are exactly the generated ones.
#[test]
fn generated_moves_are_exactly_the_moves_check_accepts() {
    let mut moves = Vec::new();
    let mut positions = 0;
    for seed in 0..12 {
        let mut game = random_start(seed + 9000);
        let mut rng = Rng::seed(seed);
        for _ in 0..300 {
            game.legal_moves(&mut moves);
            let generated: HashSet<Move> = moves.iter().copied().collect();
            assert_eq!(generated.len(), moves.len(), "duplicate moves");
            let mut accepted = HashSet::new();
            for from in (0..100).map(Square::from_index) {
                for to in (0..100).map(Square::from_index) {
                    let mv = Move::new(from, to);
                    if (from.file == to.file || from.rank == to.rank) && game.check(&mv).is_ok() {
                        accepted.insert(mv);
                    }
                }
            }
            assert_eq!(generated, accepted, "{game:?}");
            positions += 1;
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    assert!(positions > 2000, "{positions} positions");
}

#[test]
fn random_games_end_in_every_way() {
    let mut ends = [0u32; 4];
    for seed in 0..300 {
        let mut game = random_start(seed);
        let mut rng = Rng::seed(seed);
        random_playout(&mut game, &mut rng, 5000);
        assert_consistent(&game);
        let captured_flag = game.last_combat().is_some_and(|c| c.defender_rank == Rank::Flag);
        let kind = match game.outcome() {
            Some(Outcome::Won(_)) if captured_flag => 0,
            Some(Outcome::Won(_)) => 1,
            Some(Outcome::Draw) if game.quiet_plies() >= QUIET_MOVE_LIMIT => 2,
            Some(Outcome::Draw) => 3,
            None => panic!("seed {seed}: a game must end (SG-E5)"),
        };
        ends[kind] += 1;
    }
    assert!(ends[0] > 0 && ends[1] > 0 && ends[2] > 0, "{ends:?}");
}

/// The determinized position is a real game: army counts, a moved piece is never a Bomb or
/// the Flag, and everything the viewer knows is unchanged.
fn valid_sample(real: &Stratego, sample: &Stratego, viewer: Player) -> Result<(), String> {
    assert_consistent(sample);
    for p in [RED, BLUE] {
        let mut counts = sample.captured(p);
        for index in 0..100 {
            if let Some(piece) = sample.piece_at(Square::from_index(index))
                && piece.owner == p
            {
                counts[piece.rank.index()] += 1;
                if piece.moved && !piece.rank.is_movable() {
                    return Err(format!("a moved {:?} on {index}", piece.rank));
                }
            }
        }
        for rank in Rank::ALL {
            if counts[rank.index()] != rank.count() {
                return Err(format!("{p:?} has {} {rank:?}", counts[rank.index()]));
            }
        }
    }
    for index in 0..100 {
        let s = Square::from_index(index);
        let (a, b) = (real.piece_at(s), sample.piece_at(s));
        if a.map(|p| p.owner) != b.map(|p| p.owner) {
            return Err(format!("square {s} changed hands"));
        }
        if let (Some(a), Some(b)) = (a, b)
            && (a.owner == viewer || a.revealed)
            && a.rank != b.rank
        {
            return Err(format!("known piece on {s} changed"));
        }
    }
    if sample.runs != real.runs || sample.seen != real.seen || sample.outcome() != real.outcome() {
        return Err("public state changed".into());
    }
    Ok(())
}

#[test]
fn determinize_keeps_every_observation() {
    check_determinize(120, 160, random_start, valid_sample);
}

#[test]
fn determinize_actually_reshuffles_hidden_pieces() {
    let game = fixture();
    let mut rng = Rng::seed(1);
    let sample = game.determinize(RED, &mut rng);
    let differs = (0..100)
        .map(Square::from_index)
        .filter(|&s| game.piece_at(s).map(|p| p.rank) != sample.piece_at(s).map(|p| p.rank));
    assert!(differs.clone().count() > 10);
    assert!(differs.clone().all(|s| game.piece_at(s).is_some_and(|p| p.owner == BLUE)));
    let mut played = game.clone();
    play(&mut played, "b4-b5");
    let sample = played.determinize(BLUE, &mut rng);
    assert!(sample.piece_at(sq("b5")).is_some_and(|p| p.rank.is_movable()));
}

/// Two true positions that look the same to Red give the same worlds for the same seed: the
/// deal reads the observation, never who truly holds which rank.
#[test]
fn determinize_depends_only_on_what_the_viewer_knows() {
    let mut rng = Rng::seed(21);
    let red = Army::random(&mut rng);
    let blue = Army::random(&mut rng);
    // The same army with the Flag and another back-rank piece swapped.
    let mut ranks = blue.ranks();
    let flag = ranks.iter().position(|&r| r == Rank::Flag).unwrap();
    let other = (30..40).find(|&i| ranks[i] != Rank::Flag).unwrap();
    ranks.swap(flag, other);
    let a = Stratego::new(&red, &blue, Rules::default());
    let b = Stratego::new(&red, &Army::from_ranks(ranks).unwrap(), Rules::default());
    assert_ne!(a, b);
    assert_eq!(a.observe(RED), b.observe(RED));
    for seed in 0..20 {
        let world_a = a.determinize(RED, &mut Rng::seed(seed));
        let world_b = b.determinize(RED, &mut Rng::seed(seed));
        assert_eq!(world_a, world_b, "seed {seed}");
    }
}

/// Nanoseconds this thread has run on a CPU (Linux), so a busy machine does not skew timing.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Quick throughput check (release): random playouts to 2,000 plies per second of CPU time.
#[test]
#[ignore]
fn playout_throughput() {
    let starts: Vec<Stratego> =
        (0..16).map(|seed| Stratego::from_setup(&Setup::from_seed(seed)).expect("valid")).collect();
    let mut rng = Rng::seed(1);
    let mut plies = 0;
    let (wall, cpu) = (std::time::Instant::now(), thread_cpu_ns().unwrap_or(0));
    let games: usize =
        std::env::var("PLAYOUTS").ok().and_then(|n| n.parse().ok()).unwrap_or(20_000);
    for i in 0..games {
        let mut game = starts[i % 16].clone();
        plies += random_playout(&mut game, &mut rng, 2000);
    }
    let cpu = thread_cpu_ns().map(|t| (t - cpu) as f64 / 1e9);
    let wall = wall.elapsed().as_secs_f64();
    println!(
        "{:.0} playouts/s of CPU time ({:.0} by the wall clock), {:.0} plies per game",
        cpu.map_or(0.0, |c| games as f64 / c),
        games as f64 / wall,
        plies as f64 / games as f64
    );
}

/// A fixed amount of work for instruction counts (`valgrind --tool=callgrind`), as in
/// `strata bench`: random playouts from the default setup with `Rng::seed(1)`, 2,000-ply cap.
/// Prints a digest of the games so that two builds can be shown to play the same games:
/// `PLAYOUTS=200 cargo test --release -p strata-core stratego::tests::playout_probe -- --ignored
/// --nocapture`.
#[test]
#[ignore]
fn playout_probe() {
    let games: usize = std::env::var("PLAYOUTS").ok().and_then(|n| n.parse().ok()).unwrap_or(200);
    let start = Stratego::from_setup(&Setup::default()).expect("the default setup starts");
    let mut rng = Rng::seed(1);
    let (mut plies, mut digest) = (0usize, 0u64);
    for _ in 0..games {
        let mut g = start.clone();
        let n = random_playout(&mut g, &mut rng, 2000);
        plies += n;
        let winner = g.outcome().map_or(9, |o| o.winners().first().map_or(2, |p| u64::from(p.0)));
        digest = digest.wrapping_mul(31).wrapping_add(n as u64 * 16 + winner);
    }
    println!("{games} playouts, {plies} plies, digest {digest:x}");
}
