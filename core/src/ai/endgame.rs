//! Exact values of a small two-player endgame: a depth-first search of the whole game tree
//! below the root (minimax with alpha-beta pruning on the final rewards: win 1, draw ½, loss
//! 0), within a node budget the game sets (`Evaluate::ENDGAME_NODES`). Where it finishes, the
//! search is only allowed the moves of the best value: a proven win is played at once, and a
//! draw is never thrown away for a move the tree search merely likes.

use std::collections::HashMap;
use std::time::Instant;

use crate::game::{Evaluate, Player, rewards};

use super::SearchControl;

/// A search under way for the player `me`.
struct Solver<'a> {
    me: Player,
    nodes: u64,
    budget: u64,
    deadline: Option<Instant>,
    control: &'a SearchControl,
    /// What is proven of positions seen before, by `Evaluate::position_key`: a lower and an
    /// upper bound on `me`'s reward.
    proven: HashMap<u64, (f64, f64)>,
}

impl Solver<'_> {
    /// The exact reward of `me` in `g` if it lies inside (`alpha`, `beta`); else a bound on
    /// the side of the window it fell (fail-soft). `None` when the budget ran out.
    fn value<G: Evaluate>(&mut self, g: &G, mut alpha: f64, mut beta: f64) -> Option<f64> {
        self.nodes += 1;
        // The clock and the stop request are read once every 1,024 nodes (well under a
        // millisecond).
        let late = self.nodes.is_multiple_of(1024)
            && (self.control.is_stopped() || self.deadline.is_some_and(|d| Instant::now() > d));
        if self.nodes > self.budget || late {
            return None;
        }
        if let Some(outcome) = g.outcome() {
            return Some(rewards(&outcome, 2)[self.me.index()]);
        }
        let key = g.position_key();
        let (lower, upper) = key.and_then(|k| self.proven.get(&k).copied()).unwrap_or((0.0, 1.0));
        if lower >= beta || lower == upper {
            return Some(lower);
        }
        if upper <= alpha {
            return Some(upper);
        }
        let window = (alpha.max(lower), beta.min(upper));
        (alpha, beta) = window;
        let maximising = g.to_move() == self.me;
        let mut best = if maximising { 0.0 } else { 1.0 };
        for mv in ordered_moves(g) {
            let mut next = g.clone();
            next.play_unchecked(&mv);
            let v = self.value(&next, alpha, beta)?;
            if maximising {
                best = f64::max(best, v);
                alpha = alpha.max(v);
            } else {
                best = f64::min(best, v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if let Some(k) = key {
            // Fail-soft: below the window `best` is an upper bound, above it a lower bound.
            let bounds = if best <= window.0 {
                (lower, best)
            } else if best >= window.1 {
                (best, upper)
            } else {
                (best, best)
            };
            self.proven.insert(k, bounds);
        }
        Some(best)
    }
}

/// The legal moves of `g`, the likeliest first by the game's priors (cut-offs come sooner).
fn ordered_moves<G: Evaluate>(g: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    prior_order(g, &moves).into_iter().map(|i| moves[i].clone()).collect()
}

/// The indices of `moves` (legal in `g`), the highest prior first; equal priors keep their
/// order.
fn prior_order<G: Evaluate>(g: &G, moves: &[G::Move]) -> Vec<usize> {
    let mut weighted: Vec<(f64, usize)> =
        moves.iter().enumerate().map(|(i, mv)| (g.move_prior(mv).unwrap_or(1.0), i)).collect();
    weighted.sort_by(|a, b| b.0.total_cmp(&a.0));
    weighted.into_iter().map(|(_, i)| i).collect()
}

/// Per move of `moves` (the legal moves of `game`, for two players), whether it reaches the
/// best exact reward of the player to move; `None` when the endgame is too large for `budget`
/// nodes, or the `deadline` or a stop request comes first. The second value is that best
/// reward.
pub fn best_moves<G: Evaluate>(
    game: &G,
    moves: &[G::Move],
    budget: u64,
    deadline: Option<Instant>,
    control: &SearchControl,
) -> Option<(Vec<bool>, f64)> {
    if game.player_count() != 2 || G::HIDDEN_INFO || budget == 0 {
        return None;
    }
    let me = game.to_move();
    let mut solver = Solver { me, nodes: 0, budget, deadline, control, proven: HashMap::new() };
    let mut values = vec![None; moves.len()];
    // The likeliest moves first: once the best value is known, a narrow window proves the
    // others worse quickly. Rewards are multiples of ½: a window just below the best so far
    // tells a move that equals it from a worse one.
    let mut best: f64 = -1.0;
    for i in prior_order(game, moves) {
        let mut next = game.clone();
        next.play_unchecked(&moves[i]);
        let v = solver.value(&next, best - 0.25, 1.25)?;
        best = best.max(v);
        values[i] = Some(v);
        if best >= 1.0 {
            break;
        }
    }
    let allowed = values.iter().map(|&v| v == Some(best)).collect();
    Some((allowed, best))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Bot, Budget, SearchControl};
    use crate::games::stratum::Stratum;
    use crate::rng::Rng;
    use crate::{Evaluate, Game, Player};

    /// The reward of `me` under perfect play, by the whole tree (no pruning, no table).
    fn minimax(g: &Stratum, me: Player) -> f64 {
        if let Some(outcome) = g.outcome() {
            return rewards(&outcome, 2)[me.index()];
        }
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let values = moves.iter().map(|mv| {
            let mut next = g.clone();
            next.play_unchecked(mv);
            minimax(&next, me)
        });
        if g.to_move() == me { values.fold(0.0, f64::max) } else { values.fold(1.0, f64::min) }
    }

    /// Positions `back` moves before the end of random two-player games.
    fn endgames(count: u64, back: usize) -> Vec<Stratum> {
        let mut moves = Vec::new();
        (0..count)
            .filter_map(|seed| {
                let mut rng = Rng::seed(seed);
                let mut g = Stratum::new();
                let mut line = Vec::new();
                while let Some(mv) = g.random_move(&mut rng, &mut moves) {
                    line.push(g.clone());
                    g.play_unchecked(&mv);
                }
                line.len().checked_sub(back).map(|i| line.swap_remove(i))
            })
            .collect()
    }

    #[test]
    fn the_exact_search_finds_the_moves_a_full_minimax_rates_best() {
        for g in endgames(40, 3) {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            let me = g.to_move();
            let exact: Vec<f64> = moves
                .iter()
                .map(|mv| {
                    let mut next = g.clone();
                    next.play_unchecked(mv);
                    minimax(&next, me)
                })
                .collect();
            let best = exact.iter().copied().fold(0.0, f64::max);
            let (allowed, value) =
                best_moves(&g, &moves, 10_000_000, None, &SearchControl::new()).expect("small");
            assert_eq!(value, best);
            assert!(allowed.contains(&true));
            for (i, ok) in allowed.iter().enumerate() {
                // A win ends the search early: the winning moves not yet tried stay unmarked.
                assert!(!ok || exact[i] == best);
                assert!(*ok || exact[i] < best || best == 1.0);
            }
        }
    }

    #[test]
    fn an_endgame_too_large_for_the_budget_is_left_to_the_tree_search() {
        let g = Stratum::new();
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        assert_eq!(best_moves(&g, &moves, 10_000, None, &SearchControl::new()), None);
    }

    #[test]
    fn medium_plays_a_move_of_the_best_exact_result() {
        let mut tried = 0;
        for g in endgames(60, 6) {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            // Medium's own budget: the endgames it can solve.
            let control = SearchControl::new();
            let Some((_, best)) = best_moves(&g, &moves, Stratum::ENDGAME_NODES, None, &control)
            else {
                continue;
            };
            let thought = crate::ai::think(&g, Bot::Medium, Budget::Iterations(4), 1, &control);
            let chosen: <Stratum as Game>::Move = thought.expect("a move").mv.parse().expect("ok");
            let mut solver = Solver {
                me: g.to_move(),
                nodes: 0,
                budget: u64::MAX,
                deadline: None,
                control: &control,
                proven: HashMap::new(),
            };
            let mut next = g.clone();
            next.play_unchecked(&chosen);
            assert_eq!(solver.value(&next, -1.0, 2.0), Some(best), "{chosen}");
            tried += 1;
        }
        assert!(tried >= 30, "only {tried} endgames solved");
    }
}
