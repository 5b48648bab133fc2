//! Exact values of a small two-player endgame: a depth-first search of the whole game tree
//! below the root (minimax with alpha-beta pruning on the final result and its distance),
//! within a node budget the game sets (`Evaluate::ENDGAME_NODES`). Where it finishes, the
//! search is only allowed the moves of the best exact result: the shortest win is played at
//! once, a draw is never thrown away for a move the tree search merely likes, and when every
//! move loses only the moves that hold out longest remain, of those the ones that leave the
//! opponent the fewest winning replies (a person may miss the win).
//!
//! A value ([`Score`]) is `me`'s result *and* its distance in plies, counted from the position
//! it belongs to: a win in d plies is `WIN - d`, a loss in d plies `d - WIN`, a draw in d
//! plies `-d` (`me` prefers the shorter draw, the other side the longer one: an arbitrary but
//! consistent rule, so that a draw too has a definite length). One ply further up, a value
//! moves one step further from the result ([`up`]), which keeps the order of values; the
//! transposition table therefore stores node-relative values, correct from whichever path the
//! position is reached, and a window is carried one ply down by the inverse step ([`down`]).

use std::collections::HashMap;
use std::time::Instant;

use crate::game::{Evaluate, Player, rewards};

use super::SearchControl;
use super::exact::{Exact, ExactResult};

/// `me`'s value of a position, relative to it (see the module's documentation).
pub type Score = i32;

/// A win now. Real distances are far below `WIN / 2`, so wins lie above `WIN / 2`, losses
/// below `-WIN / 2` and draws in between.
const WIN: Score = 1 << 20;
const HALF: Score = WIN / 2;
/// Beyond every real value: the open ends of a window.
const INF: Score = WIN + 8;

/// The value of a finished game for `me`, from its rewards (win 1, draw ½, loss 0).
fn terminal(reward: f64) -> Score {
    if reward > 0.75 {
        WIN
    } else if reward < 0.25 {
        -WIN
    } else {
        0
    }
}

/// A child's value seen from its parent: one ply further from the end.
const fn up(child: Score) -> Score {
    if child < -HALF { child + 1 } else { child - 1 }
}

/// The inverse of [`up`] for a window bound: the child's bound that a parent's bound `a` means
/// (`up(c) <= a` exactly when `c <= down(a)`, for every real value `c`).
fn down(a: Score) -> Score {
    (if a < -HALF { a - 1 } else { a + 1 }).clamp(-INF, INF)
}

/// What a value says, for the player `me` whose value it is; `extra` plies lead to the
/// position it belongs to (1 for a root move: the move itself is ply 1).
pub fn exact_of(value: Score, extra: u32) -> Exact {
    let (result, plies) = if value > HALF {
        (ExactResult::Win, WIN - value)
    } else if value < -HALF {
        (ExactResult::Loss, value + WIN)
    } else {
        (ExactResult::Draw, -value)
    };
    Exact::new(result, plies.max(0) as u32 + extra)
}

/// A search under way for the player `me`.
struct Solver<'a> {
    me: Player,
    nodes: u64,
    budget: u64,
    deadline: Option<Instant>,
    control: &'a SearchControl,
    /// What is proven of positions seen before, by `Evaluate::position_key`: a lower and an
    /// upper bound on `me`'s value, relative to that position.
    proven: HashMap<u64, (Score, Score)>,
}

impl Solver<'_> {
    fn new(
        me: Player,
        budget: u64,
        deadline: Option<Instant>,
        control: &SearchControl,
    ) -> Solver<'_> {
        Solver { me, nodes: 0, budget, deadline, control, proven: HashMap::new() }
    }

    /// The exact value of `g` for `me` if it lies inside (`alpha`, `beta`); else a bound on
    /// the side of the window it fell (fail-soft). `None` when the budget ran out.
    fn value<G: Evaluate>(&mut self, g: &G, mut alpha: Score, mut beta: Score) -> Option<Score> {
        self.nodes += 1;
        // The clock and the stop request are read once every 1,024 nodes (well under a
        // millisecond).
        let late = self.nodes.is_multiple_of(1024)
            && (self.control.is_stopped() || self.deadline.is_some_and(|d| Instant::now() > d));
        if self.nodes > self.budget || late {
            return None;
        }
        if let Some(outcome) = g.outcome() {
            return Some(terminal(rewards(&outcome, 2)[self.me.index()]));
        }
        // A game not over ends a ply from now at the soonest: no value lies beyond a win or a
        // loss in 1. A window outside that range is settled at once (as with checkmates, a
        // search for a faster win than one already found stops at that depth).
        if alpha >= WIN - 1 {
            return Some(WIN - 1);
        }
        if beta <= 1 - WIN {
            return Some(1 - WIN);
        }
        let key = g.position_key();
        let (lower, upper) = key.and_then(|k| self.proven.get(&k).copied()).unwrap_or((-INF, INF));
        if lower >= beta || lower == upper {
            return Some(lower);
        }
        if upper <= alpha {
            return Some(upper);
        }
        let window = (alpha.max(lower), beta.min(upper));
        (alpha, beta) = window;
        let maximising = g.to_move() == self.me;
        let mut best = if maximising { -INF } else { INF };
        for mv in ordered_moves(g) {
            let mut next = g.clone();
            next.play_unchecked(&mv);
            let v = up(self.value(&next, down(alpha), down(beta))?);
            if maximising {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
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

/// What the exact search found at the root.
#[derive(Clone, PartialEq, Debug)]
pub struct Solved {
    /// Per move: whether the bot may play it (it reaches the best exact result).
    pub allowed: Vec<bool>,
    /// The best exact result of the player to move.
    pub best: Exact,
    /// Per move: its exact result, where the search proved it (every move unless the budget
    /// ran out after the decision).
    pub exact: Vec<Option<Exact>>,
}

/// Which of `moves` (the legal moves of `game`, for two players) reach the best exact result
/// of the player to move, with their distances; `None` when the endgame is too large for
/// `budget` nodes, or the `deadline` or a stop request comes first.
///
/// Allowed: the shortest wins; else every drawing move (a draw's length decides nothing);
/// else the losses that hold out longest and, of those, the ones after which the opponent has
/// the fewest replies that still win.
pub fn best_moves<G: Evaluate>(
    game: &G,
    moves: &[G::Move],
    budget: u64,
    deadline: Option<Instant>,
    control: &SearchControl,
) -> Option<Solved> {
    if game.player_count() != 2 || G::HIDDEN_INFO || budget == 0 {
        return None;
    }
    let me = game.to_move();
    let mut solver = Solver::new(me, budget, deadline, control);
    let after = super::children(game, moves);
    // Values relative to the root (the move is ply 1), exact where known.
    let mut values: Vec<Option<Score>> = vec![None; moves.len()];
    // The likeliest moves first: once the best value is known, a narrow window proves the
    // others worse quickly. Only a value as good as the best so far need be exact; among
    // draws, any draw (their lengths decide nothing at the root).
    let mut best = -INF;
    for i in prior_order(game, moves) {
        let floor = match best {
            b if b == -INF => -INF,
            b if (-HALF..=HALF).contains(&b) => -HALF,
            b => b - 1,
        };
        let v = up(solver.value(&after[i], down(floor), INF)?);
        if v > floor {
            values[i] = Some(v);
        }
        // After a win at once the window asks the other moves for a win in less than a ply:
        // settled at their first node.
        best = best.max(v);
    }
    let drawn = |v: Score| (-HALF..=HALF).contains(&v);
    let mut allowed: Vec<bool> =
        values.iter().map(|v| v.is_some_and(|v| v == best || (drawn(best) && drawn(v)))).collect();
    if best < -HALF && allowed.iter().filter(|&&a| a).count() > 1 {
        // Tied losses: the fewest replies that keep the opponent winning. When the budget runs
        // out here, every tied move stays allowed.
        let counts: Option<Vec<usize>> = (0..moves.len())
            .map(|i| if allowed[i] { winning_replies(&mut solver, &after[i]) } else { Some(0) })
            .collect();
        if let Some(counts) = counts {
            let fewest = (0..moves.len()).filter(|&i| allowed[i]).map(|i| counts[i]).min();
            for (a, c) in allowed.iter_mut().zip(&counts) {
                *a &= Some(*c) == fewest;
            }
        }
    }
    // The exact results of the other moves, for the candidates the bot reports, while the
    // budget lasts.
    for i in 0..moves.len() {
        if values[i].is_none() {
            match solver.value(&after[i], -INF, INF) {
                Some(v) => values[i] = Some(up(v)),
                None => break,
            }
        }
    }
    Some(Solved {
        allowed,
        best: exact_of(best, 0),
        exact: values.iter().map(|v| v.map(|v| exact_of(v, 0))).collect(),
    })
}

/// In `g`, lost for `me` after `me`'s move: how many replies of the opponent keep it lost (0
/// when `me` moves again). `None` when the budget ran out.
fn winning_replies<G: Evaluate>(solver: &mut Solver<'_>, g: &G) -> Option<usize> {
    if g.is_over() || g.to_move() == solver.me {
        return Some(0);
    }
    let mut replies = Vec::new();
    g.legal_moves(&mut replies);
    let mut count = 0;
    for r in &replies {
        let mut next = g.clone();
        next.play_unchecked(r);
        // A null window on the edge of the losses: at most `-HALF` is a loss.
        if solver.value(&next, -HALF, -HALF + 1)? <= -HALF {
            count += 1;
        }
    }
    Some(count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Bot, Budget, SearchControl};
    use crate::games::stratum::Stratum;
    use crate::rng::Rng;
    use crate::{Evaluate, Game, Player};

    /// `me`'s reward under perfect play and the game's length in plies from `g`, by the whole
    /// tree (no pruning, no table, no scores): the winner ends the game as soon as it can and
    /// the loser holds out longest; a draw (a shared win) is as short as `me` can make it.
    fn minimax(g: &Stratum, me: Player) -> (f64, u32) {
        if let Some(outcome) = g.outcome() {
            return (rewards(&outcome, 2)[me.index()], 0);
        }
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let children = moves.iter().map(|mv| {
            let mut next = g.clone();
            next.play_unchecked(mv);
            let (reward, plies) = minimax(&next, me);
            (reward, plies + 1)
        });
        // `me`'s preference: a win, the sooner the better; a loss, the later the better.
        let key = |&(reward, plies): &(f64, u32)| {
            let plies = i64::from(plies);
            if reward > 0.75 {
                (2, -plies)
            } else if reward > 0.25 {
                (1, -plies)
            } else {
                (0, plies)
            }
        };
        let best =
            if g.to_move() == me { children.max_by_key(key) } else { children.min_by_key(key) };
        best.expect("a position not over has moves")
    }

    /// The result a full minimax gives the mover of `g` after `mv`, the move counted as ply 1.
    fn exact_after(g: &Stratum, mv: &<Stratum as Game>::Move) -> Exact {
        let mut next = g.clone();
        next.play_unchecked(mv);
        let (reward, plies) = minimax(&next, g.to_move());
        let result = if reward > 0.75 {
            ExactResult::Win
        } else if reward > 0.25 {
            ExactResult::Draw
        } else {
            ExactResult::Loss
        };
        Exact::new(result, plies + 1)
    }

    /// Positions `back` moves before the end of random two-player games.
    fn endgames(seeds: std::ops::Range<u64>, back: usize) -> Vec<Stratum> {
        let mut moves = Vec::new();
        seeds
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

    fn legal(g: &Stratum) -> Vec<<Stratum as Game>::Move> {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        moves
    }

    #[test]
    fn the_exact_search_gives_every_move_the_result_and_length_a_full_minimax_gives() {
        let (mut lost, mut won, mut longer) = (0, 0, 0);
        for back in [2, 3] {
            for g in endgames(0..40, back) {
                let moves = legal(&g);
                let exact: Vec<Exact> = moves.iter().map(|mv| exact_after(&g, mv)).collect();
                let best = *exact.iter().max_by(|a, b| a.preference(b)).expect("moves");
                let solved =
                    best_moves(&g, &moves, 10_000_000, None, &SearchControl::new()).expect("small");
                assert_eq!(solved.best, best);
                let known: Vec<Exact> =
                    solved.exact.iter().map(|e| e.expect("all solved")).collect();
                assert_eq!(known, exact);
                // Allowed: exactly the best moves, and among tied losses those that leave the
                // fewest winning replies (counted here by the full minimax).
                let replies = |i: usize| {
                    let mut after = g.clone();
                    after.play_unchecked(&moves[i]);
                    legal(&after)
                        .iter()
                        .filter(|r| {
                            let mut next = after.clone();
                            next.play_unchecked(r);
                            minimax(&next, g.to_move()).0 < 0.25
                        })
                        .count()
                };
                let tied: Vec<usize> = (0..moves.len()).filter(|&i| exact[i] == best).collect();
                let fewest = tied.iter().map(|&i| replies(i)).min();
                for (i, &ok) in solved.allowed.iter().enumerate() {
                    let expected = match best.result {
                        ExactResult::Win => exact[i] == best,
                        // Any draw: their lengths decide nothing.
                        ExactResult::Draw => exact[i].result == ExactResult::Draw,
                        ExactResult::Loss => exact[i] == best && Some(replies(i)) == fewest,
                    };
                    assert_eq!(ok, expected, "move {} of {:?}", moves[i], exact);
                }
                match best.result {
                    ExactResult::Win => won += 1,
                    ExactResult::Loss => lost += 1,
                    ExactResult::Draw => {}
                }
                longer += usize::from(exact.iter().any(|e| e.result == best.result && *e != best));
            }
        }
        // The sample must hold both results and moves that differ only by their distance.
        assert!(lost >= 10 && won >= 10 && longer >= 10, "{lost} lost, {won} won, {longer}");
    }

    #[test]
    fn an_endgame_too_large_for_the_budget_is_left_to_the_tree_search() {
        let g = Stratum::new();
        assert_eq!(best_moves(&g, &legal(&g), 10_000, None, &SearchControl::new()), None);
    }

    #[test]
    fn medium_and_hard_play_a_move_of_the_best_exact_result_and_report_it() {
        let mut tried = 0;
        for g in endgames(0..60, 6) {
            // The bots' own order of the moves: the search visits as many nodes.
            let moves = crate::ai::root_moves(&g);
            // Medium's own budget: the endgames it can solve.
            let control = SearchControl::new();
            let Some(solved) = best_moves(&g, &moves, Stratum::ENDGAME_NODES, None, &control)
            else {
                continue;
            };
            for bot in [Bot::Medium, Bot::Hard] {
                let thought = crate::ai::think(&g, bot, Budget::Iterations(4), 1, &control);
                let thought = thought.expect("a move");
                let chosen = moves.iter().position(|m| m.to_string() == thought.mv).expect("legal");
                assert!(solved.allowed[chosen], "{bot} {}", thought.mv);
                let mut solver = Solver::new(g.to_move(), u64::MAX, None, &control);
                let mut next = g.clone();
                next.play_unchecked(&moves[chosen]);
                let value = up(solver.value(&next, -INF, INF).expect("no budget"));
                // Any draw keeps the draw: their lengths decide nothing.
                let same = |e: Exact| {
                    e == solved.best
                        || (e.result == ExactResult::Draw && solved.best.result == e.result)
                };
                assert!(same(exact_of(value, 0)), "{bot} {}", thought.mv);
                assert!(thought.candidates[0].exact.is_some_and(same), "{bot}");
            }
            tried += 1;
        }
        assert!(tried >= 30, "only {tried} endgames solved");
    }
}
