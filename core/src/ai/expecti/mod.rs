//! An expectimax (*-minimax) search for two-player games with hidden pieces (issue 51):
//! negamax with alpha-beta at the players' nodes, chance nodes where a move's result depends
//! on what a hidden piece is (one child per possibility, with its probability), Star1 pruning
//! at chance nodes (Ballard 1983), iterative deepening within the time or node budget, a
//! transposition table, killer and history move ordering, and a quiescence search over the
//! moves the game calls noisy (captures, attacks on valuable pieces) so that the horizon does
//! not hide a capture that is about to happen.
//!
//! The search knows no game: a game supplies a [`ChanceGame`] view of a position (Stratego's
//! lives in `games/stratego/eval/search.rs`). Values are for the player to move, in
//! `[-1, 1]` (a win 1, a loss -1): the fixed bounds are what Star1 needs.

mod table;
#[cfg(test)]
mod tests;

use std::fmt::Display;
use std::time::Instant;

use super::SearchControl;
use table::{Bound, Table};

/// A position as the expectimax search sees it.
pub trait ChanceGame: Clone {
    type Move: Copy + Eq + Ord + Display;

    /// Slots of the history table; [`ChanceGame::history_slot`] is below this.
    const HISTORY_SLOTS: usize;

    /// The game's value for the player to move when it is over (1 a win, -1 a loss, 0 a draw),
    /// else `None`.
    fn terminal(&self) -> Option<f64>;

    /// A static estimate for the player to move, strictly inside `(-1, 1)`.
    fn evaluate(&self) -> f64;

    /// The legal moves of the player to move (none: that player loses).
    fn moves(&self, out: &mut Vec<Self::Move>);

    /// Whether the quiescence search plays `mv` (a capture, an attack on a valuable piece).
    fn noisy(&self, mv: &Self::Move) -> bool;

    /// How promising `mv` looks before searching it (captures of valuable pieces high):
    /// only orders moves.
    fn order_score(&self, mv: &Self::Move) -> f64;

    /// The positions `mv` may lead to, each with its probability (summing to 1); one with
    /// probability 1 when nothing hidden decides the move's result. `None` for a case in
    /// which the mover, who knows its own hidden piece, would not have played `mv` (an
    /// attack it knows it loses): that case counts the position's static value for the
    /// mover, as if it had made a quiet move instead.
    fn outcomes(&self, mv: &Self::Move, out: &mut Vec<(f64, Option<Self>)>);

    /// A hash of the position for the transposition table.
    fn key(&self) -> u64;

    fn history_slot(mv: &Self::Move) -> usize;
}

/// The lowest and highest value a position can have (Star1 needs them).
const LOW: f64 = -1.0;
const HIGH: f64 = 1.0;
/// A win found sooner is worth a little more, so the search takes the shortest one.
const PLY_COST: f64 = 1e-4;
/// Plies the quiescence search may add below the nominal depth.
const QUIESCENCE_PLIES: i32 = 4;
/// Deepest iteration (a guard; time or nodes end the search long before).
const MAX_DEPTH: i32 = 64;
const MAX_PLY: usize = 128;

/// The search's answer for the root.
#[derive(Clone, Debug)]
pub struct RootResult<M> {
    /// Each root move with its value for the mover (exact for the best one, an upper bound
    /// for moves the last full iteration proved worse) and the nodes searched below it,
    /// best first.
    pub moves: Vec<(M, f64, u64)>,
    /// The deepest iteration completed.
    pub depth: i32,
    pub nodes: u64,
}

/// What ends the search: a deadline or a node budget, and the caller's stop request.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub deadline: Option<Instant>,
    pub nodes: Option<u64>,
    /// Bytes the transposition table may take.
    pub memory: usize,
}

struct Searcher<'c, G: ChanceGame> {
    table: Table<G::Move>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<f64>,
    nodes: u64,
    limits: Limits,
    control: &'c SearchControl,
    stopped: bool,
}

/// Searches `root` by iterative deepening until the limits; `None` when it has no move.
pub fn search<G: ChanceGame>(
    root: &G,
    limits: Limits,
    control: &SearchControl,
) -> Option<RootResult<G::Move>> {
    let mut moves = Vec::new();
    root.moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    moves.sort_unstable();
    let mut s = Searcher {
        table: Table::new(limits.memory),
        killers: vec![[None, None]; MAX_PLY + 1],
        history: vec![0.0; G::HISTORY_SLOTS],
        nodes: 0,
        limits,
        control,
        stopped: false,
    };
    // Root moves with their values and nodes; first ordered by the game's own guess.
    let mut rows: Vec<(G::Move, f64, u64)> =
        moves.iter().map(|&mv| (mv, root.order_score(&mv), 0)).collect();
    rows.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut done: Option<Vec<(G::Move, f64, u64)>> = None;
    let mut depth_done = 0;
    let mut scratch = Vec::new();
    for depth in 1..=MAX_DEPTH {
        let mut alpha = LOW - 1.0;
        let mut current = rows.clone();
        let mut finished = 0;
        let mut best = 0;
        for (i, row) in current.iter_mut().enumerate() {
            let before = s.nodes;
            let v = s.after_move(root, &row.0, depth - 1, 0, alpha, HIGH + 1.0, &mut scratch);
            if s.stopped {
                break;
            }
            // A move that fails low returns the bound `alpha` itself (fail-hard): only a
            // strictly greater value makes a new best.
            row.1 = v;
            row.2 += s.nodes - before;
            if v > alpha {
                alpha = v;
                best = i;
            }
            finished += 1;
        }
        // The best move first, the others in their search order (their values are bounds).
        let first = current.remove(best);
        current.insert(0, first);
        let finished_best = finished > best;
        if s.stopped {
            // A partly searched iteration still counts where it proved a move better than the
            // previous best (moves are searched best first, so the first is the old best).
            if finished_best
                && best > 0
                && let Some(prev) = &mut done
            {
                let found = current[0];
                prev.retain(|r| r.0 != found.0);
                prev.insert(0, found);
            }
            break;
        }
        rows = current.clone();
        done = Some(current);
        depth_done = depth;
        if let Some(best) = rows.first() {
            control.set_best(best.0.to_string());
        }
        // A proven result ends the deepening: deeper iterations cannot change it.
        if rows.first().is_some_and(|r| r.1.abs() >= HIGH - PLY_COST * MAX_PLY as f64) {
            break;
        }
        if s.out_of_budget() {
            break;
        }
    }
    let moves = done.unwrap_or(rows);
    Some(RootResult { moves, depth: depth_done, nodes: s.nodes })
}

impl<G: ChanceGame> Searcher<'_, G> {
    fn out_of_budget(&self) -> bool {
        self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || self.limits.deadline.is_some_and(|d| Instant::now() >= d)
            || self.control.is_stopped()
    }

    fn tick(&mut self) {
        self.nodes += 1;
        // The clock is read every 256 nodes; a node budget is exact, so that the same budget
        // gives the same answer on any machine.
        if self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || (self.nodes.is_multiple_of(256) && self.out_of_budget())
        {
            self.stopped = true;
        }
    }

    /// The mover's value of playing `mv` in `pos`, the children searched to `depth`: an
    /// average over the outcomes when `mv` is a chance move (Star1: each outcome is searched
    /// with the narrowest window that can still change the result).
    #[allow(clippy::too_many_arguments)]
    fn after_move(
        &mut self,
        pos: &G,
        mv: &G::Move,
        depth: i32,
        ply: usize,
        alpha: f64,
        beta: f64,
        scratch: &mut Vec<(f64, Option<G>)>,
    ) -> f64 {
        scratch.clear();
        pos.outcomes(mv, scratch);
        let outcomes = std::mem::take(scratch);
        let value = if let [(_, Some(only))] = outcomes.as_slice() {
            -self.negamax(only, depth, ply + 1, -beta, -alpha)
        } else {
            let mut sum = 0.0;
            let mut rest = 1.0;
            let mut result = None;
            for (p, child) in &outcomes {
                let p = p.max(1e-9);
                rest -= p;
                let rest_now = rest.max(0.0);
                let low = ((alpha - sum - rest_now * HIGH) / p).max(LOW - 0.5);
                let high = ((beta - sum - rest_now * LOW) / p).min(HIGH + 0.5);
                let v = match child {
                    Some(child) => -self.negamax(child, depth, ply + 1, -high, -low),
                    None => pos.evaluate(),
                };
                if self.stopped {
                    result = Some(0.0);
                    break;
                }
                if v <= low {
                    result = Some(sum + p * v + rest_now * HIGH);
                    break;
                }
                if v >= high {
                    result = Some(sum + p * v + rest_now * LOW);
                    break;
                }
                sum += p * v;
            }
            result.unwrap_or(sum)
        };
        *scratch = outcomes;
        value
    }

    /// The value of `pos` for its mover, searched `depth` plies and then by quiescence
    /// (`depth <= 0`), within the window `(alpha, beta)` (fail-hard).
    fn negamax(&mut self, pos: &G, depth: i32, ply: usize, mut alpha: f64, beta: f64) -> f64 {
        if let Some(v) = pos.terminal() {
            return if v > 0.0 {
                v - PLY_COST * ply as f64
            } else if v < 0.0 {
                v + PLY_COST * ply as f64
            } else {
                v
            };
        }
        self.tick();
        if self.stopped {
            return 0.0;
        }
        let quiescence = depth <= 0;
        let stand = if quiescence || ply >= MAX_PLY { Some(pos.evaluate()) } else { None };
        if let Some(stand) = stand {
            if stand >= beta {
                return beta;
            }
            if depth <= -QUIESCENCE_PLIES || ply >= MAX_PLY {
                return stand.max(alpha).min(beta);
            }
            alpha = alpha.max(stand);
        }
        let key = pos.key();
        let mut tt_move = None;
        if let Some(entry) = self.table.probe(key) {
            tt_move = entry.best;
            if entry.depth >= depth {
                let v = entry.value;
                match entry.bound {
                    Bound::Exact => return v.max(alpha).min(beta),
                    Bound::Lower if v >= beta => return beta,
                    Bound::Upper if v <= alpha => return alpha,
                    _ => {}
                }
            }
        }
        let mut moves = Vec::new();
        pos.moves(&mut moves);
        if moves.is_empty() {
            // A player who cannot move loses.
            return (LOW + PLY_COST * ply as f64).max(alpha).min(beta);
        }
        if quiescence {
            moves.retain(|mv| pos.noisy(mv));
        }
        let killers = self.killers[ply.min(MAX_PLY)];
        let mut scored: Vec<(f64, G::Move)> = moves
            .iter()
            .map(|mv| {
                let score = if Some(*mv) == tt_move {
                    1e9
                } else if killers.contains(&Some(*mv)) {
                    1e6 + pos.order_score(mv)
                } else {
                    pos.order_score(mv) * 1e3 + self.history[G::history_slot(mv)]
                };
                (score, *mv)
            })
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let alpha_in = alpha;
        let mut best = None;
        let mut scratch = Vec::new();
        for (_, mv) in scored {
            let v = self.after_move(pos, &mv, depth - 1, ply, alpha, beta, &mut scratch);
            if self.stopped {
                return 0.0;
            }
            if v > alpha {
                alpha = v;
                best = Some(mv);
            }
            if alpha >= beta {
                if !pos.noisy(&mv) {
                    let k = &mut self.killers[ply.min(MAX_PLY)];
                    if k[0] != Some(mv) {
                        k[1] = k[0];
                        k[0] = Some(mv);
                    }
                }
                self.history[G::history_slot(&mv)] += f64::from((depth.max(1)) * depth.max(1));
                break;
            }
        }
        let bound = if alpha >= beta {
            Bound::Lower
        } else if alpha > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, depth, alpha.min(beta), bound, best.or(tt_move));
        alpha.min(beta)
    }
}
