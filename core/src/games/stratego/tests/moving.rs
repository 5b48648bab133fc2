//! Moving: own pieces only, one step or a Scout's line, and the limits on moving back and
//! forth (the two-square and more-squares rules).

use super::*;

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
