//! The bots without a search: `random` and `greedy` (`assets/docs/command-line.md`, Bots).

use crate::game::Evaluate;
use crate::rng::Rng;

use super::exact::Exact;
use super::solver::{RootChecks, terminal_exact};
use super::{Candidate, SearchControl, Thought, root_moves, root_worlds, value_after};

/// Uniform over the legal moves.
pub fn random<G: Evaluate>(game: &G, seed: u64) -> Option<Thought> {
    let mut rng = Rng::seed(seed);
    let worlds = root_worlds(game, &mut rng);
    let moves = root_moves(&worlds[0]);
    let mv = rng.choose(&moves)?;
    Some(single(mv.to_string(), value_after(&worlds, mv), terminal_exact(&worlds[0], mv)))
}

/// One ply: a move that wins at once if there is one, else one after which the opponent
/// cannot win at once, else (among those) the best static evaluation; ties drawn by the seed.
pub fn greedy<G: Evaluate>(game: &G, seed: u64) -> Option<Thought> {
    let mut rng = Rng::seed(seed);
    let worlds = root_worlds(game, &mut rng);
    let moves = root_moves(&worlds[0]);
    if moves.is_empty() {
        return None;
    }
    let checks = RootChecks::run(&worlds, &moves, &SearchControl::new());
    let mut best: Vec<usize> = Vec::new();
    let mut best_value = f64::NEG_INFINITY;
    for i in (0..moves.len()).filter(|&i| checks.allows(i)) {
        let value = value_after(&worlds, &moves[i]);
        if value > best_value + 1e-9 {
            best_value = value;
            best.clear();
        }
        if value > best_value - 1e-9 {
            best.push(i);
        }
    }
    let chosen = *rng.choose(&best)?;
    Some(single(moves[chosen].to_string(), best_value, checks.exact[chosen]))
}

/// A thought with one move and no search.
fn single(mv: String, win_rate: f64, exact: Option<Exact>) -> Thought {
    Thought {
        mv: mv.clone(),
        candidates: vec![Candidate {
            mv,
            visits: 0,
            win_rate,
            line: Vec::new(),
            reply: Vec::new(),
            exact,
        }],
        iterations: 0,
    }
}
