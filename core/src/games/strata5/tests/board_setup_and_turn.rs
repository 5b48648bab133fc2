//! The board's geometry, the setup and the turn (S5-G, S5-S, S5-T): one scenario (at least)
//! per rule ID, named after it.

use super::*;

#[test]
fn s5_g1_squares_off_the_board_are_refused() {
    let g = Strata5::new(8);
    assert_eq!(rule(&g, "2@i1"), "S5-G1");
    assert_eq!(rule(&g, "a9-a1"), "S5-G1");
    let g = Pos::new(6).turn(RED);
    assert_eq!(rule(&g, "2@g1"), "S5-G1", "a 6×6 board ends at file f");
    // Sizes 6..=12 exist, even or odd; others are refused.
    for size in [6, 7, 11, 12] {
        let opts = GameOptions { size: Some(size), ..Default::default() };
        assert_eq!(Setup::from_options(&opts).unwrap().size, size as u8);
    }
    for size in [0, 5, 13, 300] {
        let opts = GameOptions { size: Some(size), ..Default::default() };
        assert!(Setup::from_options(&opts).is_err(), "{size}");
    }
}

#[test]
fn s5_g2_levels_count_from_the_surface_and_stop_at_5() {
    let g = Strata5::new(8);
    assert_eq!(g.height(sq("a1")), 1, "a block on the surface is level 1");
    assert_eq!(g.height(sq("c3")), 0);
    // A tower of offset blocks up to level 5; the next one would be level 6 (S5-B1).
    let mut p = Pos::new(8).blocks(&["c3", "d3", "c3", "d3", "c3"]);
    p.0.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(p.0.height(sq("d3")), 5);
    assert_eq!(rule(&p.0, "#c3"), "S5-B1");
    assert_eq!(rule(&p.0, "#d3"), "S5-B1");
}

#[test]
fn s5_g3_a_block_covers_its_anchor_and_three_neighbours() {
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1 3@g2 #c1");
    for s in ["c1", "d1", "c2", "d2"] {
        assert_eq!(g.height(sq(s)), 1, "{s}");
    }
    for s in ["b3", "e1", "c3"] {
        assert_eq!(g.height(sq(s)), 0, "{s}");
    }
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1 3@g2");
    assert_eq!(rule(&g, "#h3"), "S5-G3", "anchored on the last file, it would stick out");
    assert_eq!(rule(&g, "#c8"), "S5-G3");
}

#[test]
fn s5_g4_a_pawn_holds_up_a_block_like_a_block_would() {
    // Level 1 covers a1..d4; a level-2 block on b3; a red pawn stands on b2 (level 2).
    let base = || Pos::new(8).blocks(&["c1", "a3", "c3"]).block("b3");
    let mut with_pawn = base().pawn(RED, 2, "b2").supply(5).0;
    with_pawn.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    // The new block on b2 is at level 3: its b2 corner rests on the pawn, b3/c3 on the block.
    assert_eq!(rule(&with_pawn, "#b2"), "legal");
    let mut without = base().pawn(RED, 2, "a1").supply(5).0;
    without.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(rule(&without, "#b2"), "S5-B3", "without the pawn only two corners rest on level 2");
}

#[test]
fn s5_g5_pawns_stand_only_on_block_tops() {
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1");
    assert_eq!(
        pawn_at(&g, "b1").place,
        Place::Board { column: g.col(sq("b1")) as u8, level: 2 },
        "on the level-1 block"
    );
    assert_eq!(rule(&g, "3@c1"), "S5-P3", "never on the bare board");
    assert_eq!(rule(&g, "3@b1"), "S5-P6", "never on a pawn of one's own");
}

// ----- setup --------------------------------------------------------------------------------

#[test]
fn s5_s1_four_starting_blocks_in_the_corners_and_28_in_supply() {
    for (size, corners) in [(8, ["a1", "g1", "a7", "g7"]), (7, ["a1", "f1", "a6", "f6"])] {
        let g = Strata5::new(size);
        assert_eq!(g.supply(), 28);
        let mut covered = 0;
        for r in 0..size {
            for f in 0..size {
                covered += usize::from(g.height(Square::new(f, r)) > 0);
            }
        }
        assert_eq!(covered, 16);
        for c in corners {
            let s = sq(c);
            for (df, dr) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                assert_eq!(g.height(Square::new(s.file + df, s.rank + dr)), 1, "{c}");
            }
        }
    }
    // Red enters on ranks 1-2, Black on ranks N-1..N.
    let g = Strata5::new(8);
    assert!(legal(&g).iter().all(|m| m.ends_with('1') || m.ends_with('2')));
}

#[test]
fn s5_s2_six_pawns_each_numbered_2_2_3_4_5_6_in_reserve() {
    let g = Strata5::new(8);
    for p in [RED, BLACK] {
        let mut numbers: Vec<u8> = g
            .pawns()
            .iter()
            .filter(|x| x.owner == p && x.place == Place::Reserve)
            .map(|x| x.number)
            .collect();
        numbers.sort();
        assert_eq!(numbers, [2, 2, 3, 4, 5, 6]);
    }
}

#[test]
fn s5_s3_red_first_unless_chosen_otherwise() {
    assert_eq!(Strata5::new(8).to_move(), RED);
    let opts = GameOptions { first: Some("black".into()), ..Default::default() };
    let g = Strata5::from_setup(&Setup::from_options(&opts).unwrap()).unwrap();
    assert_eq!(g.to_move(), BLACK);
    assert!(legal(&g).iter().all(|m| m.ends_with('7') || m.ends_with('8')));
    let opts = GameOptions { first: Some("blue".into()), ..Default::default() };
    assert!(Setup::from_options(&opts).is_err());
}

// ----- the turn -----------------------------------------------------------------------------

#[test]
fn s5_t1_two_different_pawns_then_one_block() {
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1");
    assert_eq!(g.phase(), Phase::SecondPawn { moved: 0 });
    assert_eq!(rule(&g, "b1-a2"), "S5-T1", "the same pawn cannot move twice");
    play(&mut g, "3@g2");
    assert!(matches!(g.phase(), Phase::Block { pawns_moved: 2, .. }));
    assert_eq!(rule(&g, "2@b2"), "S5-T1", "no third pawn move");
    play(&mut g, "#c1");
    assert_eq!(g.to_move(), BLACK);
    assert_eq!(g.phase(), Phase::FirstPawn);
}

/// On a 12×12 board, far from the starting blocks: a 2-pawn B at e5 on a small block can only reach f6 (e6 is its only free way; f5 holds a
/// Black pawn). A 2-pawn A at h6 may go to f6 (killing B's only move) or g5.
fn max_moves_position() -> Strata5 {
    Pos::new(12)
        .blocks(&["e5", "g5"])
        .pawn(RED, 2, "e5")
        .pawn(RED, 2, "h6")
        .pawn(BLACK, 3, "f5")
        .empty_reserve(RED)
        .turn(RED)
}

#[test]
fn s5_t2_as_many_pawn_moves_as_possible() {
    let g = max_moves_position();
    assert_eq!(rule(&g, "h6-f6"), "S5-T2", "leaves B no move while h6-g5 keeps two moves");
    assert_eq!(rule(&g, "h6-g5"), "legal");
    assert_eq!(rule(&g, "e5-f6"), "legal");
    assert_eq!(legal(&g), ["e5-f6", "h6-g5"]);
    // A block before the pawn moves is refused too.
    assert_eq!(rule(&g, "#c3"), "S5-T2");
    // When no first move keeps a second one, any first move is allowed.
    let lone = Pos::new(12).blocks(&["e5"]).pawn(RED, 2, "e5").empty_reserve(RED).turn(RED);
    assert_eq!(legal(&lone), ["e5-f6"]);
}

#[test]
fn s5_t2_a_first_move_that_ends_the_game_is_always_legal() {
    // As above, with a Black 4 on f6 and no reserves that can enter. h6-f6 captures it, which
    // leaves B (e5) without a second move.
    let setup = |f5_trapped: bool| {
        let p = Pos::new(12)
            .blocks(&["e5", "g5"])
            .pawn(RED, 2, "e5")
            .pawn(RED, 2, "h6")
            .pawn(BLACK, 3, "f5")
            .pawn(BLACK, 4, "f6")
            .empty_reserve(BLACK)
            .close_entries(RED);
        let p = if f5_trapped { p.raw("f5", 4, 30) } else { p };
        p.turn(RED)
    };
    // Black's f5 pawn still moves afterwards, so the capture ends nothing: S5-T2 bites.
    assert_eq!(rule(&setup(false), "h6-f6"), "S5-T2");
    // With f5 trapped, the capture leaves Black no pawn that can ever move: it wins, so it is
    // legal even though no second pawn move follows.
    let mut g = setup(true);
    assert_eq!(rule(&g, "h6-f6"), "legal");
    play(&mut g, "h6-f6");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
}

#[test]
fn s5_t3_a_block_needs_the_supply() {
    // An empty supply: a block is refused with S5-T3 (and, with no block at level 5, the
    // game is then drawn after the next move, S5-E4). In a pawn phase the phase is reported
    // first (S5-T2).
    let mut g = Pos::new(8).supply(0).turn(RED);
    assert_eq!(rule(&g, "#c1"), "S5-T2");
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(rule(&g, "#c1"), "S5-T3");
}

// Issue 19: the move sequences of the report, played as `strata play strata5` plays them.

#[test]
fn s5_t2_a_first_move_that_ends_the_game_hides_no_other_first_move() {
    let mut g = Strata5::new(6);
    play(
        &mut g,
        "3@e2 4@a2 #c2 3@a5 4@f5 #b1 e2-c1 6@a1 #d2 2@a6 2@f6 #c5 2@e2 a1-e3 #a1 f5-c6 \
         f6-e5 #c2 e2-f1 e3-a1 #b2 6@f6 c6-d5 #b5 a1-d2 2@e2 #c5 a6-b5 5@d5 #c2",
    );
    // No first move allows a second pawn move; c1-c2 ends the game, the others do not.
    let mut ending = g.clone();
    play(&mut ending, "c1-c2");
    assert!(ending.is_over());
    assert_eq!(legal(&g), ["c1-a2", "c1-b3", "c1-c2"]);
    play(&mut g, "c1-a2");
    assert_eq!(g.to_move(), RED);
    assert_eq!(legal(&g), ["#a2", "#b5"]);
}

#[test]
fn s5_t2_a_first_move_that_ends_the_game_through_the_skips_is_legal() {
    let mut g = Strata5::new(6);
    play(
        &mut g,
        "3@a2 4@e1 #c5 6@b5 5@e5 #c2 5@b1 6@d3 #b2 2@b6 3@d6 #b1 2@d2 2@e2 #d2 2@a5 d6-c6 \
         #c1 #a5",
    );
    // 4@d6 leaves no second pawn move while another first move would; but after it nobody
    // can place a block or move again, and the automatic passes reach the 40th turn without
    // a block (S5-E5): it ends the game, so it is legal.
    assert_eq!(rule(&g, "4@d6"), "legal");
    assert!(legal(&g).contains(&"4@d6".to_string()));
    play(&mut g, "4@d6");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.turns_without_block(), TURNS_WITHOUT_BLOCK_LIMIT);
}

#[test]
fn s5_t1_the_moved_pawn_is_remembered_when_the_second_pawn_phase_is_skipped() {
    for (last, path_rule) in [("h1-f1", "S5-P3"), ("h1-a1", "S5-P1")] {
        let mut g = Strata5::new(8);
        play(&mut g, "4@a1 3@a2 #e6 5@f7 4@a8 #e4 2@g2 2@b1 #c1 2@g8 3@b8 #a1 g2-h1");
        assert!(matches!(g.phase(), Phase::Block { pawns_moved: 1, .. }), "second pawn skipped");
        // S5-T1 ("moved already this turn") comes before every path rule.
        assert_eq!(rule(&g, last), "S5-T1", "{last}, which would otherwise break {path_rule}");
    }
}

#[test]
fn s5_t2_a_block_in_the_pawn_phase_is_refused_before_the_supply_is_looked_at() {
    let mut g = Strata5::new(8);
    play(
        &mut g,
        "4@h2 3@a1 #b5 6@c6 3@g7 #e7 a1-b1 2@b2 #e2 4@b8 g7-h7 #f1 2@g1 b2-a1 #a6 b8-c5 h7-e7 \
         #g3 a1-b2 h2-e3 #b3 2@f8 c6-b7 #d4 6@f3 5@h3 #c1 c5-e3 4@h8 #f2 b2-d2 b1-b4 #f5 2@a8 \
         e3-c5 #f6 b4-b7 6@e4 #f7 c5-b6 a8-a6 #a6 d2-b2 g1-g3 #d1 #g4 e4-g2 b2-b4 #c3 #d2 \
         g2-f1 g3-g1 #e2 #b1 h3-g7 f1-c4 #e4 #c7 b4-c5 c4-b3 #f4 e7-c6 5@d7 #b3 g1-e1 g7-h3 \
         #c3 d7-e7 c6-d8 #d2 h3-g1 e1-c1 #c6 e7-d5 d8-d7 #d5",
    );
    assert_eq!(g.supply(), 0);
    assert_eq!(g.phase(), Phase::FirstPawn);
    assert_eq!(rule(&g, "#a1"), "S5-T2");
}

#[test]
fn s5_t3_the_placement_is_forfeited_when_no_block_fits() {
    let mut g = no_placement_possible(8).turn(RED);
    let mut blocks = Vec::new();
    g.block_moves(&mut blocks);
    assert!(blocks.is_empty());
    while g.to_move() == RED {
        let first = legal(&g).remove(0);
        assert!(!first.starts_with('#'));
        play(&mut g, &first);
    }
    // No block fits: the turn passes at once, without a block and without a move.
    assert_eq!(g.to_move(), BLACK);
    assert_eq!(g.phase(), Phase::FirstPawn);
    assert_eq!(g.supply(), 28);
    assert_eq!(g.turns_without_block(), 1);
}

#[test]
fn s5_t4_phases_without_options_are_skipped() {
    // Red has no pawn that can move: the turn starts in the block phase.
    let g = Pos::new(8).empty_reserve(RED).turn(RED);
    assert!(matches!(g.phase(), Phase::Block { pawns_moved: 0, .. }));
    assert!(legal(&g).iter().all(|m| m.starts_with('#')));
    // After one pawn move with no second possible, the block phase follows at once.
    let mut g = Pos::new(8).blocks(&["e5"]).pawn(RED, 2, "e5").empty_reserve(RED).turn(RED);
    play(&mut g, "e5-f6");
    assert!(matches!(g.phase(), Phase::Block { pawns_moved: 1, .. }));
    assert_eq!(rule(&g, "f6-e5"), "S5-T1", "the pawn that moved, named again");
}
