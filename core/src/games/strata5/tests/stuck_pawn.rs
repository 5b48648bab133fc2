//! Why a pawn cannot move: the rule of the pawn itself before any destination's.

use super::*;

#[test]
fn why_a_pawn_is_stuck_names_the_rule_of_the_pawn_itself() {
    let mut g = Strata5::new(8);
    let first = {
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        v
    }
    .into_iter()
    .find(|m| matches!(m, Move::Pawn { .. }))
    .unwrap();
    let Move::Pawn { from, to } = first else { unreachable!() };
    assert_eq!(g.why_pawn_is_stuck(from), None, "a pawn with moves is not stuck");
    g.play(&first).unwrap();
    assert_eq!(g.why_pawn_is_stuck(From::Board(to)).map(|e| e.rule), Some("S5-T1"));
    assert_eq!(g.why_pawn_is_stuck(From::Board(sq("h8"))).map(|e| e.rule), Some("S5-P9"));
    assert_eq!(g.why_pawn_is_stuck(From::Board(sq("z9"))).map(|e| e.rule), Some("S5-G1"));
    if let From::Reserve(n) = from {
        // That reserve pawn is on the board now.
        let again = (1..=5).any(|k| k != n && g.why_pawn_is_stuck(From::Reserve(k)).is_none());
        assert!(again, "another reserve pawn may still move");
    }
}

/// The query agrees with `check`: a stuck pawn's every move is refused for the same rule, and
/// a pawn that is not stuck is only ever refused for its destination.
#[test]
fn why_a_pawn_is_stuck_agrees_with_check_over_random_games() {
    let mut rng = crate::rng::Rng::seed(11);
    let mut positions = 0;
    for _ in 0..40 {
        let mut g = Strata5::new(6 + rng.below(7) as u8);
        while !g.is_over() {
            let n = g.size();
            let froms = (1..=5)
                .map(From::Reserve)
                .chain((0..n).flat_map(|f| (0..n).map(move |r| From::Board(Square::new(f, r)))));
            for from in froms {
                let stuck = g.why_pawn_is_stuck(from).map(|e| e.rule);
                for to in (0..n).flat_map(|f| (0..n).map(move |r| Square::new(f, r))) {
                    let verdict = g.check(&Move::Pawn { from, to });
                    match stuck {
                        Some(rule) => assert_eq!(verdict.map_err(|e| e.rule), Err(rule)),
                        None => assert!(
                            verdict.is_ok()
                                || !["S5-T1", "S5-P7", "S5-P9"]
                                    .contains(&verdict.unwrap_err().rule)
                        ),
                    }
                }
            }
            positions += 1;
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            let mv = moves[rng.below(moves.len())];
            g.play(&mv).unwrap();
        }
    }
    assert!(positions > 1_000, "{positions}");
}

#[test]
fn s5_t1_only_the_block_ends_a_turn() {
    assert!(mv("#c3").ends_turn());
    assert!(!mv("2@c3").ends_turn() && !mv("c3-d4").ends_turn());
}

#[test]
fn the_evaluation_features_count_pawns_by_the_block_they_stand_on() {
    use crate::ai::fit::Features;
    let at = |g: &Strata5, name: &str| {
        g.features()[Strata5::NAMES.iter().position(|n| *n == name).expect("a feature")]
    };
    let mut g = Strata5::new(8);
    play(&mut g, "2@b1");
    // Red is still to move: one more Red pawn on a level-1 block, one fewer in reserve.
    assert_eq!(at(&g, "free pawns on a level-1 block"), 1.0);
    assert_eq!(at(&g, "pawns in reserve"), -1.0);
    assert_eq!(at(&g, "free pawns on a level-2 block"), 0.0);
}

#[test]
fn the_move_prior_triples_the_capture_of_a_free_pawn_but_not_of_a_buried_one() {
    use crate::game::Evaluate;
    // A Red 2 on a level-2 block walks d4 - e4 - f4 onto a level-3 block.
    let walk = || Pos::new(8).raw("d4", 2, 20).raw("e4", 2, 21);
    let prior = |g: &Strata5| {
        assert!(legal(g).contains(&"d4-f4".to_string()));
        g.move_prior(&mv("d4-f4")).expect("a prior")
    };
    let empty = walk().raw("f4", 3, 22).pawn(RED, 2, "d4").turn(RED);
    let free = walk().raw("f4", 3, 22).pawn(BLACK, 3, "f4").pawn(RED, 2, "d4").turn(RED);
    // A Black pawn trapped under f4's top block is not there to be taken.
    let buried = walk().raw("f4", 1, 22).pawn(BLACK, 3, "f4").raw("f4", 3, 23);
    let buried = buried.pawn(RED, 2, "d4").turn(RED);
    assert_eq!(prior(&free), 3.0 * prior(&empty));
    assert_eq!(prior(&buried), prior(&empty));
}

#[test]
fn pawn_moves_in_either_order_give_the_same_position_key() {
    use crate::game::Evaluate;
    let key = |tokens: &str| {
        let mut game = Strata5::new(8);
        play(&mut game, tokens);
        game.position_key()
    };
    assert_eq!(key("3@a1 2@g1"), key("2@g1 3@a1"));
    assert_eq!(key("3@a1 2@g1 #c2"), key("2@g1 3@a1 #c2"));
    // Other pawns, another block, or a turn half played are other positions.
    assert_ne!(key("3@a1 2@g1"), key("2@a1 3@g1"));
    assert_ne!(key("3@a1 2@g1 #c2"), key("3@a1 2@g1 #c1"));
    assert_ne!(key("3@a1"), key("3@a1 2@g1"));
}
