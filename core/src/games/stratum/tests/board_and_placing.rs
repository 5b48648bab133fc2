//! The board, the setup and placing bars: one scenario (at least) per rule ID, named after it.

use super::*;

#[test]
fn sm_g1_boards_have_61_and_91_cells_and_every_bar_is_open_at_the_start() {
    let small = game(2, 5);
    assert_eq!(small.board().cells().len(), 61);
    assert_eq!(legal(&small).len(), 3 * 34);
    let large = game(2, 6);
    assert_eq!(large.board().cells().len(), 91);
    assert_eq!(legal(&large).len(), 3 * 58);
    assert_eq!(refusal(&small, "F1-F4"), "SM-G2");
    assert!(large.check(&mv("F1-F4")).is_ok());
    assert!(large.check(&mv("K8-K11")).is_ok());
}

#[test]
fn sm_g2_cells_off_the_board_are_refused() {
    let g = game(2, 5);
    for token in ["A3-A6", "A6-D6", "I1-I4", "F1-F4", "J5-J8", "H9-H12", "A0-A3", "Z1-Z4"] {
        assert_eq!(refusal(&g, token), "SM-G2", "{token}");
    }
    assert!(g.check(&mv("I5-I8")).is_ok() && g.check(&mv("A2-A5")).is_ok());
    assert!(g.check(&mv("F6-F9")).is_ok() && g.check(&mv("E1-H4")).is_ok());
    let message = g.check(&mv("A3-A6")).expect_err("off").message;
    assert!(message.contains("A6") && message.contains("A to I"), "{message}");
    assert!(game(2, 6).check(&mv("K6-K9")).is_ok());
}

#[test]
fn sm_g3_a_piece_is_a_straight_bar_of_four_in_three_directions() {
    let g = game(2, 5);
    for token in ["C3-C6", "C3-F3", "C3-F6"] {
        assert!(g.check(&mv(token)).is_ok(), "{token}");
    }
    for token in ["C3-C5", "C3-C7", "C3-D7", "C3-F5", "C3-C3", "A1-E5", "B2-C4"] {
        assert_eq!(refusal(&g, token), "SM-G3", "{token}");
    }
    // The other diagonal (letter up, number down) is not a straight line of this grid.
    assert_eq!(refusal(&g, "A4-D1"), "SM-G3");
}

// ---------------------------------------------------------------- setup

#[test]
fn sm_s1_piece_counts_per_player_count() {
    for (players, each) in [(2, 18), (3, 12), (4, 9)] {
        let mut g = game(players, 5);
        assert_eq!(g.pieces_each(), each);
        assert!((0..players).all(|p| g.pieces_left(Player(p)) == each));
        assert!(
            g.pieces().next().is_none()
                && g.board().cells().iter().all(|&h| g.height(h) == Some(0))
        );
        play(&mut g, "A1-A4");
        assert_eq!(g.pieces_left(Player(0)), each - 1);
        assert_eq!(g.pieces_left(Player(1)), each);
    }
}

#[test]
fn sm_s1_the_game_stops_when_every_piece_is_used() {
    // On the large board there is room enough to run out of pieces.
    let found = find_game(
        0..500,
        |_| game(4, 6),
        |end, before| end.pieces().count() == TOTAL_PIECES && legal(before).len() > 1,
    );
    let (end, before) = found.expect("a 4-player game on the 91-cell board that uses all pieces");
    assert!((0..4).all(|p| end.pieces_left(Player(p)) == 0));
    assert!(!slow_legal(&before).is_empty());
    assert!(legal(&end).is_empty() && end.is_over());
    assert_eq!(refusal(&end, &legal(&before)[1].to_string()), "SM-E4");
}

#[test]
fn sm_s2_turn_order_and_choosing_who_starts() {
    let mut g = game(4, 5);
    let mut seen = Vec::new();
    for token in ["A1-A4", "B1-B4", "C1-C4", "D1-D4", "E1-E4"] {
        seen.push(Stratum::player_name(Game::to_move(&g)));
        play(&mut g, token);
    }
    assert_eq!(seen, ["beige", "dark-brown", "brown", "orange", "beige"]);
    let owners: Vec<Player> = g.pieces().map(|p| p.owner).collect();
    assert_eq!(owners, [0, 1, 2, 3, 0].map(Player));

    let options =
        GameOptions { players: Some(3), first: Some("brown".into()), ..Default::default() };
    let setup = Setup::from_options(&options).expect("valid");
    let mut g = Stratum::from_setup(&setup).expect("valid");
    assert_eq!(Game::to_move(&g), Player(2));
    play(&mut g, "A1-A4");
    assert_eq!(Game::to_move(&g), Player(0), "after the last seat comes beige");
}

// ---------------------------------------------------------------- placing

#[test]
fn sm_p1_one_piece_per_turn_and_no_pass() {
    let mut g = game(2, 5);
    play(&mut g, "C3-C6");
    assert_eq!(g.pieces().count(), 1);
    assert_eq!(Game::to_move(&g), Player(1));
    for token in ["pass", "", "-", "C3-C6 D3-D6"] {
        assert_eq!(refusal(&g, token), "parse", "{token:?}");
    }
}

#[test]
fn sm_p2_a_piece_covers_exactly_its_four_cells() {
    let mut g = game(2, 5);
    play(&mut g, "C3-F6");
    let covered: Vec<String> = g
        .board()
        .cells()
        .iter()
        .filter(|&&h| g.height(h) == Some(1))
        .map(ToString::to_string)
        .collect();
    assert_eq!(covered, ["C3", "D4", "E5", "F6"]);
    assert!(covered.iter().all(|h| g.top_owner(cell(h)) == Some(Player(0))));
}

#[test]
fn sm_p3_a_level_one_piece_needs_four_empty_cells() {
    let mut g = game(2, 5);
    play(&mut g, "A1-A4");
    let refused = g.check(&mv("A2-A5")).expect_err("overlap");
    assert_eq!(refused.rule, "SM-P3");
    assert!(refused.message.contains("A2"), "{}", refused.message);
    assert_eq!(refusal(&g, "A1-D1"), "SM-P3");
    assert!(g.check(&mv("B1-B4")).is_ok());
}

#[test]
fn sm_p4_no_hole_lower_cell_or_bridge() {
    let mut g = game(2, 5);
    fill_level_one(&mut g);
    assert_eq!(g.level(), 2);
    let holes = g.board().cells().iter().filter(|&&h| g.height(h) == Some(0)).count();
    assert!(holes > 0, "the greedy fill leaves holes");
    // A bar with one cell over a hole.
    let over_hole = all_bars(5)
        .into_iter()
        .find(|m| {
            let axis = Axis::between(m.low(), m.high()).expect("straight");
            let hs: Vec<u8> =
                (0..4).map(|k| g.height(m.low().along(axis, k)).unwrap_or(9)).collect();
            hs.contains(&0) && hs.contains(&1)
        })
        .expect("a bar over a hole");
    let refused = g.check(&over_hole).expect_err("hole");
    assert_eq!(refused.rule, "SM-P4");
    assert!(refused.message.contains("empty"), "{}", refused.message);
    // A level-2 piece, then a bar half on it and half on level 1.
    let up = legal(&g)[0];
    play(&mut g, &up.to_string());
    let mixed = all_bars(5)
        .into_iter()
        .find(|m| {
            let axis = Axis::between(m.low(), m.high()).expect("straight");
            let hs: Vec<u8> =
                (0..4).map(|k| g.height(m.low().along(axis, k)).unwrap_or(9)).collect();
            hs.contains(&2) && hs.contains(&1) && !hs.contains(&0)
        })
        .expect("a bar over two heights");
    assert_eq!(refusal(&g, &mixed.to_string()), "SM-P4");
    // Every bar still touching the board is refused for the same reason.
    for m in all_bars(5) {
        let axis = Axis::between(m.low(), m.high()).expect("straight");
        let hs: Vec<u8> = (0..4).map(|k| g.height(m.low().along(axis, k)).unwrap_or(9)).collect();
        if hs.iter().any(|&h| h != hs[0]) {
            assert_eq!(refusal(&g, &m.to_string()), "SM-P4", "{m}");
        }
    }
}

#[test]
fn sm_p5_an_upper_piece_never_sits_on_a_single_piece() {
    let mut g = game(2, 5);
    play(&mut g, "A1-A4 A5-D8");
    assert_eq!(refusal(&g, "A1-A4"), "SM-P5", "checked before the current level");
    fill_level_one(&mut g);
    assert_eq!(g.level(), 2);
    let refused = g.check(&mv("A1-A4")).expect_err("single piece");
    assert_eq!(refused.rule, "SM-P5");
    assert!(refused.message.contains("two different pieces"), "{}", refused.message);
    assert!(legal(&g).iter().all(|m| g.pieces().all(|p| p.mv != *m)));
}

#[test]
fn sm_p6_only_the_current_level_is_open() {
    let mut g = game(2, 5);
    play(&mut g, "A1-A4 A5-D8");
    // A2..A5 rests on two pieces at the same height: legal on level 2, but level 1 has room.
    let refused = g.check(&mv("A2-A5")).expect_err("level 1 still open");
    assert_eq!(refused.rule, "SM-P6");
    assert!(refused.message.contains("level 1"), "{}", refused.message);
    fill_level_one(&mut g);
    assert!(g.check(&mv("A2-A5")).is_ok(), "once level 1 is closed");
    // Holes of level 1 stay empty for the rest of the game.
    let holes: Vec<Hex> =
        g.board().cells().iter().copied().filter(|&h| g.height(h) == Some(0)).collect();
    let mut rng = Rng::seed(3);
    random_playout(&mut g, &mut rng, 100);
    assert!(g.is_over() && holes.iter().all(|&h| g.height(h) == Some(0)));
}

#[test]
fn sm_p6_the_level_rises_only_when_nothing_fits_below() {
    // Along random games the engine's level is the lowest level with room, found by the slow
    // model, and the moves agree with the slow model everywhere.
    let mut moves = Vec::new();
    for seed in 0..150 {
        let players = 2 + (seed % 3) as u8;
        let mut g = game(players, 5 + (seed % 2) as u8);
        let mut rng = Rng::seed(seed);
        let mut last_level = 1;
        loop {
            g.legal_moves(&mut moves);
            let fast: BTreeSet<Move> = moves.iter().copied().collect();
            assert_eq!(fast, slow_legal(&g), "seed {seed} after {} pieces", g.pieces().count());
            if moves.is_empty() {
                break;
            }
            assert!(g.level() >= last_level && g.level() <= last_level + 1);
            last_level = g.level();
            g.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
}
