//! Pawn moves, captures and blocks (S5-P, S5-C, S5-B): one scenario (at least) per rule ID,
//! named after it.

use super::*;

#[test]
fn s5_p1_exact_count() {
    let g = Pos::new(8).pawn(RED, 2, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-b1"), "S5-P1", "one step away, but a 2 moves exactly two");
    assert_eq!(rule(&g, "a1-b2"), "legal");
    let g = Pos::new(8).blocks(&["c1", "e1"]).pawn(RED, 3, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-d1"), "legal");
    assert_eq!(rule(&g, "a1-e1"), "S5-P1", "four steps away");
}

#[test]
fn s5_p2_steps_are_orthogonal() {
    // A block touching a1's block only at a corner (c3 is diagonal to b2) is out of reach.
    let g = Pos::new(8).blocks(&["c3"]).pawn(RED, 2, "b2").turn(RED);
    assert_eq!(rule(&g, "b2-c3"), "S5-P1", "no orthogonal path of two steps reaches c3");
    let g = Pos::new(8).blocks(&["c2"]).pawn(RED, 2, "b2").turn(RED);
    assert_eq!(rule(&g, "b2-c3"), "legal", "with c2 bridging, b2-c2-c3");
}

#[test]
fn s5_p3_never_on_the_bare_board() {
    let g = Strata5::new(8);
    assert_eq!(rule(&g, "2@c1"), "S5-P3");
    // Nor through it: a1 to d1 needs to cross c1.
    let g = Pos::new(8).blocks(&["d1"]).pawn(RED, 3, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-d1"), "S5-P1");
}

#[test]
fn s5_p4_one_level_per_step() {
    // c1 is at level 3 next to b1 at level 1.
    let g = Pos::new(8).blocks(&["c1", "c1", "c1"]).pawn(RED, 2, "a1").turn(RED);
    assert_eq!(g.height(sq("c1")), 3);
    assert_eq!(rule(&g, "a1-c1"), "S5-P4");
    let g = Pos::new(8).blocks(&["c1", "c1"]).pawn(RED, 2, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-c1"), "legal", "level 1 to 2 is fine");
}

#[test]
fn s5_p5_never_the_same_space_twice_nor_back_to_the_start() {
    let g = Strata5::new(8);
    // A 5 entering a lone 2×2 block must revisit a space.
    assert_eq!(rule(&g, "5@a1"), "S5-P5");
    let g = Pos::new(8).pawn(RED, 4, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-a1"), "S5-P5", "ending on the start is a disguised pass");
    let g = Pos::new(8).pawn(RED, 3, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-a2"), "legal", "a1-b1-b2-a2");
}

#[test]
fn s5_p6_no_passing_over_pawns_and_never_onto_ones_own() {
    // b1 is the only way from a1 towards c1 (a2 leads nowhere): a Black pawn on b1 blocks it.
    let g = Pos::new(8).blocks(&["c1"]).pawn(RED, 2, "a1").pawn(BLACK, 3, "b1").turn(RED);
    assert_eq!(rule(&g, "a1-c1"), "S5-P6");
    assert_eq!(rule(&g, "a1-b2"), "legal", "a1-a2-b2 avoids it");
    let g = Pos::new(8).pawn(RED, 2, "a1").pawn(RED, 3, "b2").turn(RED);
    assert_eq!(rule(&g, "a1-b2"), "S5-P6");
}

#[test]
fn s5_p7_trapped_pawns_never_move() {
    let g = Pos::new(8).pawn(RED, 2, "a1").raw("a1", 4, 31).turn(RED);
    assert_eq!(rule(&g, "a1-b2"), "S5-P7");
    assert!(g.is_trapped(&g.pawns[0]));
}

#[test]
fn s5_p8_entry_only_on_a_free_space_of_ones_own_starting_blocks() {
    let g = Strata5::new(8);
    assert_eq!(rule(&g, "2@a7"), "S5-P1", "Black's block is not Red's entry");
    // Cover both of Red's starting blocks: no entry left.
    let g = Pos::new(8).blocks(&["a1", "g1"]).turn(RED);
    assert!(matches!(g.phase(), Phase::Block { pawns_moved: 0, .. }), "no pawn can move this turn");
    assert_eq!(rule(&g, "2@a1"), "S5-P8", "the reason, not just the phase");
    // One corner covered (a block over a2 b2 a3 b3 leaves a1 b1 open): still an entry.
    let g = Pos::new(8).blocks(&["a3", "a2"]).turn(RED);
    assert_eq!(g.height(sq("a2")), 2);
    assert_eq!(rule(&g, "2@b1"), "legal");
    // The entry space must be empty: every 2-step path to b2 enters at a2 or b1, both taken.
    let g = Pos::new(8).pawn(RED, 3, "a2").pawn(RED, 4, "b1").turn(RED);
    assert_eq!(rule(&g, "2@b2"), "S5-P8");
}

#[test]
fn s5_p9_the_move_names_a_pawn_of_the_mover() {
    let g = Strata5::new(8);
    assert_eq!(rule(&g, "d4-d6"), "S5-P9");
    assert_eq!(rule(&g, "7@a1"), "S5-P9");
    let g = Pos::new(8).pawn(BLACK, 2, "a1").turn(RED);
    assert_eq!(rule(&g, "a1-b2"), "S5-P9", "that pawn is Black's");
    // The path is not part of the move: b2 is reached two ways, listed once.
    let g = Pos::new(8).pawn(RED, 2, "a1").empty_reserve(RED).turn(RED);
    assert_eq!(legal(&g), ["a1-b2"]);
}

// ----- captures -----------------------------------------------------------------------------

#[test]
fn s5_c1_landing_on_an_opposing_pawn_captures_it() {
    // Red's two 2s: one on a1, the other captured earlier and now Black's, on b2.
    let mut g = Pos::new(8).pawn(RED, 2, "a1").pawn(BLACK, 2, "b2").turn(RED);
    assert!(!legal(&g).iter().any(|m| m.starts_with("2@")), "no 2 in Red's reserve yet");
    play(&mut g, "a1-b2");
    let victim = g.pawns[1];
    assert_eq!((victim.owner, victim.place), (RED, Place::Reserve), "it changes colour");
    assert_eq!(pawn_at(&g, "b2").owner, RED);
    // It may be the second move's pawn: the captured 2 is in Red's reserve at once.
    assert!(legal(&g).iter().any(|m| m.starts_with("2@")), "{:?}", legal(&g));
    // Only by exact count: a 2 cannot capture something one step away.
    let g = Pos::new(8).pawn(RED, 2, "a1").pawn(BLACK, 5, "b1").turn(RED);
    assert_eq!(rule(&g, "a1-b1"), "S5-P1");
}

#[test]
fn s5_c1_the_pawn_a_move_takes_is_the_one_standing_where_it_lands() {
    let g = Pos::new(8).pawn(RED, 2, "a1").pawn(BLACK, 2, "b2").turn(RED);
    assert_eq!(g.captured_by(&mv("a1-b2")).copied(), Some(pawn_at(&g, "b2")));
    assert_eq!(g.captured_by(&mv("a1-b1")), None, "nobody stands on b1");
    assert_eq!(g.captured_by(&mv("#c3")), None, "a block takes nothing");
}

#[test]
fn a_squares_top_space_and_the_pawn_on_it() {
    // A block at level 2 over a1's starting block; pawn 3 stands on it at b1.
    let g = Pos::new(8).block("b1").pawn(RED, 3, "b1").turn(RED);
    assert_eq!(g.space_level_at(sq("b1")), 2);
    assert_eq!(g.top_pawn(sq("b1")).map(|p| (p.owner, p.number)), Some((RED, 3)));
    assert_eq!((g.space_level_at(sq("d4")), g.top_pawn(sq("d4"))), (0, None), "bare board");
    assert_eq!((g.space_level_at(sq("z9")), g.top_pawn(sq("z9"))), (0, None), "off the board");
    // A pawn under a block is trapped, not on top: the space is the block's.
    let g = Pos::new(8).pawn(RED, 3, "a1").block("a1").turn(RED);
    assert_eq!((g.space_level_at(sq("a1")), g.top_pawn(sq("a1"))), (3, None));
}

// ----- blocks -------------------------------------------------------------------------------

fn block_phase(p: Pos) -> Strata5 {
    let mut g = p.0;
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    g
}

#[test]
fn s5_b1_level_is_one_above_the_highest_cell_and_at_most_5() {
    // Pawn volume counts: over the pawn standing on b2 (level 2) the block goes to level 3.
    let g = Pos::new(8).blocks(&["c1", "a3", "c3"]).block("b3").pawn(RED, 2, "b2").0;
    assert_eq!(g.block_level(sq("b2")), Ok(3));
    let g = Pos::new(8).blocks(&["c1", "a3", "c3"]).block("b3").0;
    assert_eq!(g.block_level(sq("a1")).map_err(|e| e.rule), Err("S5-B4"));
    assert_eq!(g.block_level(sq("b1")), Ok(2));
    let g = block_phase(Pos::new(8).blocks(&["c1", "d1", "c1", "d1", "c1"]));
    assert_eq!(rule(&g, "#d1"), "S5-B1");
}

#[test]
fn s5_b2_a_surface_block_touches_a_block_side_by_side() {
    let g = block_phase(Pos::new(8));
    assert_eq!(rule(&g, "#c1"), "legal");
    assert_eq!(rule(&g, "#c3"), "S5-B2", "c3 only touches a1's block at a corner");
    assert_eq!(rule(&g, "#d4"), "S5-B2");
}

#[test]
fn s5_b3_three_corners_supported() {
    // Over b1 (start block) and c1's block: anchored at b2 it covers b2 c2 b3 c3 — only b2,
    // c2 are at level 1.
    let g = block_phase(Pos::new(8).blocks(&["c1"]));
    assert_eq!(rule(&g, "#b2"), "S5-B3");
    let g = block_phase(Pos::new(8).blocks(&["c1", "a3"]));
    assert_eq!(rule(&g, "#b2"), "legal", "b3 from a3's block makes three");
}

#[test]
fn s5_b4_never_on_a_single_block() {
    let g = block_phase(Pos::new(8));
    assert_eq!(rule(&g, "#a1"), "S5-B4", "exactly on top of a starting block");
    let g = block_phase(Pos::new(8).blocks(&["c1"]));
    assert_eq!(rule(&g, "#b1"), "legal", "half on a1's block, half on c1's: two objects");
    // Three corners on one block and the fourth on a pawn of that level: two objects.
    let g = block_phase(Pos::new(8).raw("a3", 1, 20).pawn(RED, 2, "a3"));
    assert_eq!(g.block_level(sq("a2")).map_err(|e| e.rule), Err("S5-B3"));
    let g = block_phase(Pos::new(8).raw("c1", 2, 20).raw("c2", 2, 20).pawn(RED, 2, "b1"));
    assert_eq!(g.block_level(sq("b1")), Ok(3), "b1 pawn, b2 air... c1 c2 block 20");
}

#[test]
fn s5_b5_covered_pawns_are_trapped_resting_or_overhung() {
    // Resting: the G4 position, the pawn on b2 holds up the new block.
    let base = Pos::new(8).blocks(&["c1", "a3", "c3"]).block("b3").pawn(RED, 2, "b2").supply(5);
    let mut g = base.turn(RED);
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    play(&mut g, "#b2");
    assert!(g.is_trapped(&g.pawns[0]));
    // Overhung: c3 holds a pawn at level 2 (on a level-1 block); c2, d2, d3 are towers of
    // height 3. A block anchored at c2 goes to level 4, leaving air above the pawn.
    let mut g = Pos::new(8)
        .raw("c2", 3, 20)
        .raw("d2", 3, 20)
        .raw("d3", 3, 21)
        .raw("c3", 1, 22)
        .pawn(BLACK, 4, "c3")
        .supply(5)
        .turn(RED);
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(g.block_level(sq("c2")), Ok(4));
    play(&mut g, "#c2");
    let pawn = pawn_at_any(&g, BLACK, 4);
    assert_eq!(pawn.place, Place::Board { column: g.col(sq("c3")) as u8, level: 2 });
    assert!(g.is_trapped(&pawn));
    assert_eq!(g.column(sq("c3"))[2], Cell::Empty, "air between");
}

fn pawn_at_any(g: &Strata5, owner: Player, number: u8) -> Pawn {
    *g.pawns
        .iter()
        .find(|p| p.owner == owner && p.number == number && p.place != Place::Reserve)
        .unwrap()
}

#[test]
fn s5_b6_nothing_goes_under_an_overhang() {
    // A level-2 block anchored at b2 over a1's block (b2), c1's block (c2) and a3's block (b3)
    // leaves c3 overhanging the bare board.
    let g = block_phase(Pos::new(8).blocks(&["c1", "a3", "b2"]));
    let c3 = sq("c3");
    assert_eq!(g.height(c3), 2);
    assert_eq!(g.column(c3)[0], Cell::Empty, "air under the overhang");
    // A block covering c3 now goes above the overhang, never under it.
    assert_eq!(g.block_level(sq("c3")).ok(), None);
    assert_eq!(rule(&g, "#c3"), "S5-B3");
    // A pawn stepping to c3 lands on top of the overhang (level 2), not below it.
    let g = Pos::new(8).blocks(&["c1", "a3", "b2"]).pawn(RED, 2, "b3").turn(RED);
    assert_eq!(rule(&g, "b3-c3"), "S5-P1");
    let mut g = Pos::new(8).blocks(&["c1", "a3", "b2"]).pawn(RED, 3, "b3").turn(RED);
    play(&mut g, "b3-c3");
    assert_eq!(pawn_at(&g, "c3").place, Place::Board { column: g.col(c3) as u8, level: 3 });
}

#[test]
fn s5_b7_blocks_never_move() {
    // Over random games, a cell that once holds a block holds the same block for good.
    let mut rng = crate::rng::Rng::seed(5);
    for _ in 0..50 {
        let mut g = Strata5::new(8);
        let mut moves = Vec::new();
        loop {
            let before = g.cells;
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            g.play(&moves[rng.below(moves.len())]).unwrap();
            for (b, a) in before.iter().zip(g.cells.iter()) {
                for (x, y) in b.iter().zip(a.iter()) {
                    if let Cell::Block(_) = x {
                        assert_eq!(x, y);
                    }
                }
            }
        }
    }
}
