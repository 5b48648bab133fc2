//! The board, the setup and the turn, moving, and liberty and capture: one scenario (at
//! least) per rule ID, named after it.

use super::*;

#[test]
fn s7_g1_the_board_has_88_cells_and_cut_corners_are_off_it() {
    let g = Strata7::new();
    let layout = g.layout();
    assert_eq!((0..100).filter(|&c| layout.cell(c) != CellKind::Off).count(), 88);
    for corner in ["a1", "b1", "a2", "i1", "j1", "j2", "a9", "a10", "b10", "j9", "i10", "j10"] {
        assert_eq!(layout.cell(cell(corner)), CellKind::Off, "{corner}");
    }
    // Readable but off the board: the geometry rule, not a parse error.
    assert_eq!(refusal(&g, "b3-a2"), "S7-G1");
    assert_eq!(refusal(&g, "k3-k4"), "S7-G1");
    assert_eq!(refusal(&g, "b2-b4-b16"), "S7-G1");
    // Off-board before "not your pawn": b8 is Bordeaux's, a9 is off.
    assert_eq!(refusal(&g, "b8-a9"), "S7-G1");
    // Outside the notation's range, or not a square at all: unreadable.
    for token in ["z3-z4", "a17-a18", "a0-a1", "b03-b4", "B3-B4", "b3", "b3-", "-b4", "", "+"] {
        assert_eq!(refusal(&g, token), "parse", "{token:?}");
    }
}

#[test]
fn s7_g2_each_camp_holds_the_objectives_of_its_five_ranks() {
    let g = Strata7::new();
    let geo = &g.geometry;
    assert_eq!(geo.camp_objectives[WHITE.index()], cells("c4 e4 h4 b5 i5"));
    assert_eq!(geo.camp_objectives[BORDEAUX.index()], cells("b6 i6 c7 f7 h7"));
    // White may enter Bordeaux's objectives, not its own.
    let g = position("c6", "i9");
    assert_eq!(refusal(&g, "c6-b5"), "S7-M5");
    assert!(is_legal(&g, "c6-b6"));
    let g = with_side(position("g9", "c5 b7"), BORDEAUX);
    assert!(is_legal(&g, "c5-c4"));
    assert_eq!(refusal(&g, "b7-b6"), "S7-M5");
}

#[test]
fn s7_g3_the_standard_layout_meets_every_count_of_the_rules() {
    let layout = Layout::standard();
    assert_eq!(layout.to_diagram(), STANDARD_DIAGRAM);
    assert_eq!(layout.count(CellKind::Obstacle), 16);
    let objectives: usize = (1..=3).map(|p| layout.count(CellKind::Objective(p))).sum();
    assert_eq!(objectives, 10);
    let ordinary = layout.count(CellKind::Empty)
        + layout.count(CellKind::Pawn(WHITE))
        + layout.count(CellKind::Pawn(BORDEAUX));
    assert_eq!(ordinary, 62);
    assert_eq!(layout.count(CellKind::Pawn(WHITE)), 20);
    assert_eq!(layout.count(CellKind::Pawn(BORDEAUX)), 20);
    // Pawns on three rows; Bordeaux's half is White's turned by 180°.
    for c in 0..100 {
        let turned = 99 - c;
        let mirrored = match layout.cell(c) {
            CellKind::Pawn(p) => CellKind::Pawn(opponent(p)),
            other => other,
        };
        assert_eq!(layout.cell(turned), mirrored, "cell {c}");
        if let CellKind::Pawn(p) = layout.cell(c) {
            let rank = c / 10;
            assert!(if p == WHITE { rank < 3 } else { rank >= 7 });
        }
    }
    // Points by objective.
    let points = |name: &str| layout.cell(cell(name));
    assert_eq!(points("e4"), CellKind::Objective(3));
    assert_eq!(points("f7"), CellKind::Objective(3));
    assert_eq!(points("c4"), CellKind::Objective(2));
    assert_eq!(points("b5"), CellKind::Objective(1));
}

#[test]
fn s7_g4_adjacency_has_eight_directions() {
    let g = position("e5", "a8");
    // e5: d4, e4 (own objective), f4 (obstacle), d5 (obstacle), f5, d6 (obstacle), e6, f6.
    assert_eq!(set("e5-d4 e5-e6 e5-f5 e5-f6"), tokens(&g).into_iter().collect());
    assert_eq!(g.liberties(sq("e5")), Some(4));
}

#[test]
fn s7_g5_a_custom_layout_is_data_in_the_setup() {
    let diagram = "      a b c d e f g h i j
  10      . . X X . .
   9    . . . . . . . .
   8  . . . . . . . . . .
   7  . . 3 . . . . . . .
   6  . . . . . . . . . .
   5  . . . . . . . . . .
   4  . . . . . . . 1 . .
   3  . . . . . . . . . .
   2    . . . . . . . .
   1      . . W W . .
";
    let layout = Layout::parse(diagram).expect("a valid custom layout");
    assert_eq!(layout.count(CellKind::Obstacle), 0);
    let setup = Setup { layout: layout.clone() };
    // The setup serialises with the diagram and comes back equal.
    let json = serde_json::to_string(&setup).expect("serialise");
    assert!(json.contains("a b c d e f g h i j"));
    assert_eq!(serde_json::from_str::<Setup>(&json).expect("read back"), setup);
    let ron_text = ron::to_string(&GameSetup::Strata7(setup.clone())).expect("ron");
    assert_eq!(
        ron::from_str::<GameSetup>(&ron_text).expect("ron back"),
        GameSetup::Strata7(setup.clone())
    );
    let g = Strata7::from_setup(&setup).expect("starts");
    assert_eq!(g.pawn_at(sq("e1")), Some((WHITE, false)));
    assert!(is_legal(&g, "e1-e2"));
    // A layout that breaks the format is refused with a reason, never a panic.
    for (bad, why) in [
        ("", "empty"),
        ("      a b c d e f g h i j\n  10      # X X X X #\n", "missing"),
        (&diagram.replace("W W", "W Q"), "unknown symbol"),
        (&diagram.replace("W W", ". ."), "White has 0"),
        (&diagram.replace("  10 ", "   9 "), "twice"),
        (&diagram.replace("      a b", "      b a"), "header"),
        (&diagram.replace("  10      . . X", "  10     .. . X"), "not under a file"),
    ] {
        // Pawn counts are checked when a game starts on the layout.
        let err = Layout::parse(bad).and_then(|l| l.check_start()).expect_err(why);
        assert!(err.contains(why), "{why}: {err}");
    }
    let bad_json = json.replace("X X", "X Z");
    assert!(serde_json::from_str::<Setup>(&bad_json).is_err());
    // The standard layout is the default and is not written out.
    let standard = ron::to_string(&GameSetup::Strata7(Setup::default())).expect("ron");
    assert_eq!(standard, "Strata7(())");
    assert_eq!(
        ron::from_str::<GameSetup>(&standard).expect("back"),
        GameSetup::Strata7(Setup::default())
    );
}

// ---------------------------------------------------------------- setup and turns

#[test]
fn s7_s1_twenty_pawns_each_and_no_score_at_the_start() {
    let g = Strata7::new();
    assert_eq!(g.pawns[0].count_ones(), 20);
    assert_eq!(g.pawns[1].count_ones(), 20);
    assert_eq!(Game::scores(&g), Some(vec![0, 0]));
    assert_eq!(g.stacks().count(), 0);
}

#[test]
fn s7_s2_white_moves_first_and_players_move_only_their_own_pawns() {
    let mut g = Strata7::new();
    assert_eq!(g.to_move(), WHITE);
    assert_eq!(refusal(&g, "b8-b7"), "S7-S2");
    assert_eq!(refusal(&g, "e5-e6"), "S7-S2");
    play(&mut g, "b3-a4");
    assert_eq!(g.to_move(), BORDEAUX);
    assert_eq!(refusal(&g, "a4-a5"), "S7-S2");
    play(&mut g, "i8-j7");
    assert_eq!(g.to_move(), WHITE);
}

// ---------------------------------------------------------------- moving

#[test]
fn s7_m1_a_step_goes_to_an_adjacent_empty_cell() {
    let g = Strata7::new();
    assert!(is_legal(&g, "b3-b4"));
    assert_eq!(refusal(&g, "b3-c3"), "S7-M1");
    assert_eq!(refusal(&g, "b3-b5"), "S7-M2", "two cells without a pawn between");
    assert_eq!(refusal(&g, "b3-c5"), "S7-M1", "not a step, not a jump");
}

#[test]
fn s7_m2_jump_chains_list_every_landing_and_never_land_twice() {
    // The example of the notation guide: d2 over d3 to d4, over e5 to f6 (either colour jumped).
    let g = position("d2 e5", "d3 i9");
    assert!(is_legal(&g, "d2-d4"));
    assert!(is_legal(&g, "d2-d4-f6"));
    assert_eq!(refusal(&g, "d2-d4-f6-d4"), "S7-M2", "no landing twice");
    assert_eq!(refusal(&g, "d2-d4-d2"), "S7-M2", "the start counts as landed on");
    assert_eq!(refusal(&g, "e5-g7"), "S7-M2", "nothing to jump over on f6");
    assert_eq!(refusal(&g, "d2-d4-f6-h8"), "S7-M2");
    // Jumps capture nothing.
    let mut after = g.clone();
    play(&mut after, "d2-d4-f6");
    assert_eq!(after.pawn_at(sq("d3")), Some((BORDEAUX, false)));
    assert_eq!(Game::scores(&after), Some(vec![0, 0]));

    // Two paths to d7 are two moves.
    let g = position("b9 c9 d8 b8 c7", "i9");
    let all = tokens(&g);
    assert!(all.contains(&"b9-d9-d7".to_string()), "{all:?}");
    assert!(all.contains(&"b9-b7-d7".to_string()), "{all:?}");
}

#[test]
fn s7_m3_a_move_is_a_step_or_jumps_never_both() {
    let g = Strata7::new();
    assert_eq!(refusal(&g, "b3-b4-b6"), "S7-M3");
    assert_eq!(refusal(&g, "b2-b4-b5"), "S7-M3");
}

#[test]
fn s7_m4_obstacles_can_be_neither_entered_nor_jumped() {
    let g = Strata7::new();
    assert_eq!(refusal(&g, "b3-a3"), "S7-M4");
    assert_eq!(refusal(&g, "g3-e5"), "S7-M4", "over the obstacle f4");
    let g = position("e5 e6", "i9");
    assert_eq!(refusal(&g, "e6-e7"), "S7-M4");
    assert_eq!(refusal(&g, "e5-e7"), "S7-M4", "landing on an obstacle");
}

#[test]
fn s7_m5_no_pawn_enters_an_objective_of_its_own_camp() {
    let g = Strata7::new();
    assert_eq!(refusal(&g, "c3-c4"), "S7-M5");
    assert_eq!(refusal(&g, "c2-c4"), "S7-M5", "not by a jump either");
    // Nor by landing there in a chain, and no chain passes through one.
    let g = position("c2 c3 b5", "i9");
    assert_eq!(refusal(&g, "c2-c4"), "S7-M5");
    assert!(!tokens(&g).iter().any(|t| t.contains("c4")));
}

// ---------------------------------------------------------------- liberty and capture

#[test]
fn s7_c1_liberties_ignore_own_objectives_and_jumps_and_count_enemy_objectives() {
    // Bordeaux on e8: its own objective f7 is no liberty.
    let g = position("d7 d8 f8 d9 g9", "e8 i9");
    assert_eq!(g.liberties(sq("e8")), Some(1), "only f9; f7 is Bordeaux's own objective");
    let mut after = g.clone();
    play(&mut after, "g9-f9");
    assert_eq!(after.pawn_at(sq("e8")), None, "captured although f7 is empty");
    // White on b7: the enemy objectives b6 and c7 are liberties.
    let g = position("b7", "a6 c6 a8 b8 c8");
    assert_eq!(g.liberties(sq("b7")), Some(2));
    // A pawn that could only jump out has no liberty.
    let g = position("d10 c9 d9 e10 f10", "i9");
    assert_eq!(g.liberties(sq("d10")), Some(0));
}

#[test]
fn s7_c2_c3_a_threatened_pawn_without_liberty_is_captured_and_scores_one() {
    // e8 (Bordeaux) keeps one liberty, f9; White fills it.
    let mut g = position("d7 d8 f8 d9 g9", "e8 i9");
    play(&mut g, "g9-f9");
    assert_eq!(g.pawn_at(sq("e8")), None);
    assert_eq!(Game::scores(&g), Some(vec![1, 0]));
    assert_eq!(g.captures(WHITE), 1);
    assert_eq!(g.held(BORDEAUX), 1);
    // Without a threat, no liberty is no danger (S7-C2): a lone White pawn walled by
    // its own pawns stays.
    let g = ready(position("d10 c9 d9 e10", "i9 a8"));
    assert_eq!(g.liberties(sq("d10")), Some(0));
    let mut after = g.clone();
    play(&mut after, "e10-f10");
    assert_eq!(after.pawn_at(sq("d10")), Some((WHITE, false)));
}

#[test]
fn s7_c3_one_move_captures_two_pawns() {
    // d10 and e10 (Bordeaux) share their last liberty d9.
    let mut g = position("c9 f9 f10 d8", "d10 e10 a6");
    play(&mut g, "d8-d9");
    assert_eq!(g.pawn_at(sq("d10")), None);
    assert_eq!(g.pawn_at(sq("e10")), None);
    assert_eq!(Game::scores(&g), Some(vec![2, 0]));
    assert_eq!(g.held(BORDEAUX), 2);
}

#[test]
fn s7_c3_c4_a_move_may_capture_the_movers_own_pawn() {
    // White jumps into d10, surrounded by Bordeaux: nothing of Bordeaux's dies, so the
    // jumper is removed in the second step and Bordeaux scores.
    let mut g = position("d8 a4", "c9 d9 e10 b8");
    play(&mut g, "d8-d10");
    assert_eq!(g.pawn_at(sq("d10")), None);
    assert_eq!(Game::scores(&g), Some(vec![0, 1]));
    assert_eq!(g.captures(BORDEAUX), 1);
    assert_eq!(g.held(WHITE), 1);
}

#[test]
fn s7_c4_the_movers_opponent_is_captured_first() {
    // As above, but e10 (Bordeaux) loses its last liberty too: it goes first, which frees
    // e10, so the jumper on d10 has a liberty again and survives.
    let mut g = position("d8 f9 f10", "c9 d9 e10 b8");
    play(&mut g, "d8-d10");
    assert_eq!(g.pawn_at(sq("e10")), None);
    assert_eq!(g.pawn_at(sq("d10")), Some((WHITE, false)));
    assert_eq!(Game::scores(&g), Some(vec![1, 0]));
}

#[test]
fn s7_c5_eleven_pawns_per_side_start_enclosed_and_safe() {
    let g = Strata7::new();
    for side in [WHITE, BORDEAUX] {
        let enclosed = board::CellIter(g.pawns[side.index()])
            .filter(|&c| g.liberties(Square::from_cell(c)) == Some(0))
            .count();
        assert_eq!(enclosed, 11);
    }
    let mut g = g;
    play(&mut g, "b3-b4 b8-b7");
    assert_eq!(g.pawns[0].count_ones() + g.pawns[1].count_ones(), 40);
}
