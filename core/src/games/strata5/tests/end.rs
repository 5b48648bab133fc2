//! The end of the game (S5-E): one scenario (at least) per rule ID, named after it.

use super::*;

/// A staircase from level 1 at a1 up to a level-5 block: blocks stacked at c1 (2), e1 (3)...
/// built raw for the end-rule scenarios.
fn staircase() -> Pos {
    // Columns c1..d2 at 2, e1..f2 at 3, e3..f4 at 4, e5..f6 at 5 (each a raw tower).
    let mut p = Pos::new(8);
    for (anchor, level) in [("c1", 2), ("e1", 3), ("e3", 4), ("e5", 5)] {
        let cols = p.0.block_columns(sq(anchor));
        for l in 0..level {
            for &c in &cols {
                p.0.cells[c][l] = Cell::Block(4 + l as u8);
            }
        }
        p.0.supply -= level as u8;
    }
    p
}

#[test]
fn s5_e1_a_pawn_on_a_level_5_block_wins_at_once() {
    let mut g = staircase().pawn(RED, 2, "f4").pawn(RED, 3, "a1").turn(RED);
    assert_eq!(g.height(sq("f4")), 5, "the pawn stands on level 4");
    play(&mut g, "f4-f6");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)), "mid-turn, before the second pawn");
    assert!(legal(&g).is_empty());
}

#[test]
fn s5_e2_a_player_whose_pawns_can_never_move_loses() {
    // Black's only pawn on the board is captured; Black's reserve is empty: Black loses.
    let mut g = Pos::new(8).pawn(RED, 2, "a1").pawn(BLACK, 5, "b2").empty_reserve(BLACK).turn(RED);
    play(&mut g, "a1-b2");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
    // Reserve pawns count as movable while an entry space is uncovered...
    let g = Pos::new(8).blocks(&["a7", "g7"]).turn(RED);
    assert!(g.immobile(BLACK), "Black's starting blocks are covered: its reserve is stuck");
    let g = Pos::new(8).blocks(&["a7"]).turn(RED);
    assert!(!g.immobile(BLACK));
    // ...and a pawn standing on a start space does not close it.
    let g = Pos::new(8).blocks(&["a7"]).pawn(RED, 2, "g7").pawn(RED, 3, "h7").turn(RED);
    assert!(!g.immobile(BLACK));
}

#[test]
fn s5_e2_when_both_are_stuck_the_mover_wins() {
    // One block over c1 d1 c2 d2 traps Red's last free pawn (c1) and Black's (d1); neither
    // reserve can enter. Both are stuck at once: the mover wins.
    let mut g = Pos::new(8)
        .blocks(&["c1"])
        .pawn(RED, 2, "c1")
        .pawn(BLACK, 2, "d1")
        .raw("c2", 2, 20)
        .raw("d2", 2, 21)
        .close_entries(RED)
        .close_entries(BLACK)
        .turn(RED);
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    assert_eq!(rule(&g, "#c1"), "legal");
    play(&mut g, "#c1");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
}

#[test]
fn s5_e3_blockade_once_the_supply_is_empty() {
    // Supply empty, a level-5 block exists. Red's pawn sits on the staircase and can climb;
    // Black's only pawn sits on an island at level 1 far away: Black is blockaded.
    let mut g = staircase()
        .blocks(&["a5"])
        .pawn(RED, 2, "c1")
        .pawn(BLACK, 2, "a5")
        .pawn(BLACK, 3, "b6")
        .pawn(RED, 3, "b1")
        .close_entries(BLACK)
        .turn(RED);
    g.supply = 1;
    assert!(g.blockaded(BLACK));
    assert!(!g.blockaded(RED));
    g.supply = 0;
    g.start_turn();
    play(&mut g, "c1-d2");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
}

#[test]
fn s5_e4_empty_supply_without_level_5_is_a_draw() {
    let mut g = Pos::new(8).turn(RED);
    g.supply = 1;
    play(&mut g, "2@b1 3@g2 #c1");
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

#[test]
fn s5_e5_forty_turns_without_a_block_draw() {
    // No block fits anywhere: every turn ends without one.
    let mut g = no_placement_possible(8).turn(RED);
    let mut moves = Vec::new();
    let mut rng = crate::rng::Rng::seed(3);
    while g.outcome().is_none() {
        assert!(g.turns_without_block() < TURNS_WITHOUT_BLOCK_LIMIT);
        g.legal_moves(&mut moves);
        g.play(&moves[rng.below(moves.len())]).unwrap();
    }
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.turns_without_block(), TURNS_WITHOUT_BLOCK_LIMIT);
}

#[test]
fn s5_e6_no_legal_action_passes() {
    // Red cannot move a pawn and no block fits: Red's turn passes to Black with no move.
    let g = no_placement_possible(8).empty_reserve(RED).turn(RED);
    assert_eq!(g.to_move(), BLACK);
    assert_eq!(g.turns_without_block(), 1);
}

#[test]
fn s5_e7_nothing_after_the_end_and_the_order_of_end_rules() {
    let mut g = staircase().pawn(RED, 2, "f4").pawn(RED, 3, "a1").turn(RED);
    play(&mut g, "f4-f6");
    assert_eq!(rule(&g, "a1-b2"), "S5-E7");
    assert_eq!(rule(&g, "#c3"), "S5-E7");
    assert_eq!(crate::any::AnyGame::check_token(&g, "zz").unwrap_err().rule, "parse");
    // E2 before E4: the last block traps Black's last pawn and empties the supply — a win,
    // not a draw.
    let mut g = Pos::new(8)
        .blocks(&["c1"])
        .pawn(BLACK, 2, "c1")
        .raw("d1", 2, 20)
        .raw("c2", 2, 21)
        .empty_reserve(BLACK)
        .supply(1)
        .turn(RED);
    g.phase = Phase::Block { pawns_moved: 2, last_moved: None };
    play(&mut g, "#c1");
    assert_eq!(g.outcome(), Some(Outcome::single(RED)));
}

#[test]
fn reporting_order_follows_the_rules_page() {
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1");
    // Off the board beats the phase; the phase beats the pawn named.
    assert_eq!(rule(&g, "#k1"), "S5-G1");
    assert_eq!(rule(&g, "#h1"), "S5-G3");
    assert_eq!(rule(&g, "d5-d6"), "S5-P9");
    assert_eq!(rule(&g, "b1-c1"), "S5-T1", "the moved pawn again beats the bare board");
    // Destination checks come before the path rules.
    assert_eq!(rule(&g, "3@c2"), "S5-P3");
    assert_eq!(rule(&g, "3@b1"), "S5-P6");
    assert_eq!(rule_of(g.check(&mv("4@a2"))), "S5-P6", "a1 blocks every 4-path to a2");
}
