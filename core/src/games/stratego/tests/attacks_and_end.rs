//! Attacks between every pair of ranks, the end of the game and the notation.

use super::*;

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
