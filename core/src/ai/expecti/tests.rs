//! The search against a brute-force expectimax on random trees with chance moves: alpha-beta,
//! Star1, the table and the move ordering must never change the root's value.

use super::{ChanceGame, Limits, PLY_COST, search};
use crate::ai::SearchControl;
use crate::rng::splitmix;

/// A node of a random tree: `depth` plies deep, named by the hash of its path. Move 0 of
/// every node is a chance move with three outcomes; the game ends at `LEAF_DEPTH`.
#[derive(Clone, Debug)]
struct Toy {
    path: u64,
    depth: u32,
}

const LEAF_DEPTH: u32 = 5;
const BRANCHES: u8 = 3;

fn unit(x: u64) -> f64 {
    let mut s = x;
    (splitmix(&mut s) >> 11) as f64 / (1u64 << 53) as f64
}

impl Toy {
    fn child(&self, salt: u64) -> Toy {
        let mut s = self.path ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Toy { path: splitmix(&mut s), depth: self.depth + 1 }
    }
}

impl ChanceGame for Toy {
    type Move = u8;
    const HISTORY_SLOTS: usize = 4;

    fn terminal(&self) -> Option<f64> {
        (self.depth >= LEAF_DEPTH).then(|| unit(self.path) * 1.6 - 0.8)
    }
    fn evaluate(&self) -> f64 {
        unit(self.path ^ 77) * 1.6 - 0.8
    }
    fn moves(&self, out: &mut Vec<u8>) {
        out.extend(0..BRANCHES);
    }
    fn noisy(&self, _mv: &u8) -> bool {
        false
    }
    fn order_score(&self, mv: &u8) -> f64 {
        f64::from(*mv)
    }
    fn outcomes(&self, mv: &u8, out: &mut Vec<(f64, Option<Toy>)>) {
        if *mv == 0 {
            out.push((0.5, Some(self.child(100))));
            out.push((0.3, Some(self.child(101))));
            out.push((0.2, Some(self.child(102))));
        } else {
            out.push((1.0, Some(self.child(u64::from(*mv)))));
        }
    }
    fn key(&self) -> u64 {
        self.path
    }
    fn history_slot(mv: &u8) -> usize {
        usize::from(*mv)
    }
}

/// The exact expectimax value for the player to move, with the search's bonus for quick wins.
fn brute(pos: &Toy, ply: usize) -> f64 {
    if let Some(v) = pos.terminal() {
        return if v > 0.0 { v - PLY_COST * ply as f64 } else { v + PLY_COST * ply as f64 };
    }
    let mut best = f64::NEG_INFINITY;
    for mv in 0..BRANCHES {
        let mut outs = Vec::new();
        pos.outcomes(&mv, &mut outs);
        let v: f64 =
            outs.iter().map(|(p, c)| -p * brute(c.as_ref().expect("a child"), ply + 1)).sum();
        best = best.max(v);
    }
    best
}

#[test]
fn the_search_finds_the_exact_expectimax_value() {
    for seed in 0..40u64 {
        let root = Toy { path: seed, depth: 0 };
        let limits = Limits { deadline: None, nodes: Some(10_000_000), memory: 1 << 20 };
        let result = search(&root, limits, &SearchControl::new()).expect("moves");
        let expected = brute(&root, 0);
        assert!(result.depth >= LEAF_DEPTH as i32, "seed {seed}: depth {}", result.depth);
        let (_, value, _) = result.moves[0];
        assert!((value - expected).abs() < 1e-9, "seed {seed}: {value} against {expected}");
    }
}

#[test]
fn a_node_budget_gives_the_same_answer_every_time() {
    let root = Toy { path: 5, depth: 0 };
    let limits = Limits { deadline: None, nodes: Some(300), memory: 1 << 16 };
    let a = search(&root, limits, &SearchControl::new()).expect("moves");
    let b = search(&root, limits, &SearchControl::new()).expect("moves");
    assert_eq!(
        a.moves.iter().map(|m| m.0).collect::<Vec<_>>(),
        b.moves.iter().map(|m| m.0).collect::<Vec<_>>()
    );
    assert_eq!(a.nodes, b.nodes);
}
