//! The checks at the root that every level but `random` makes, as the strongest engines do:
//! take a win in one, and never leave the opponent a win in one that another move would stop.
//!
//! "In one" is one move (one token). A turn of several parts (Strata 5's pawn, pawn, block;
//! Strata 7's extra placement) is judged part by part: a win is any single move that ends the
//! game with its mover among the winners; a move *leaves a win in one* when it hands the turn
//! to another player (the player to move changes) and that player then has a single move that
//! wins at once. A move after which the same player moves again is judged when its last part
//! is chosen, so it is never counted as leaving a win.
//!
//! With hidden information the checks run in several sampled worlds (each drawn from the
//! mover's own observation): a move wins only if it wins in every one of them, and leaves a win
//! if it does so in any one of them.
//!
//! Without hidden information the checks are exact, and say so ([`RootChecks::exact`]): a move
//! that ends the game is a win, draw or loss in 1 ply, and in a two-player game a move that
//! leaves a win in one is a loss in 2. When every move leaves a win in one, the moves that
//! leave the fewest such wins remain: the opponent may miss them.

use crate::game::{Evaluate, rewards};

use super::SearchControl;
use super::exact::{Exact, ExactResult};

/// The first of `moves` that wins at once in every world, by its index.
pub fn winning_move<G: Evaluate>(worlds: &[G], moves: &[G::Move]) -> Option<usize> {
    moves.iter().position(|mv| worlds.iter().all(|w| w.check(mv).is_ok() && w.wins_at_once(mv)))
}

/// Whether, in some world, `mv` hands the turn to another player who can then win at once.
pub fn leaves_win_in_one<G: Evaluate>(
    worlds: &[G],
    mv: &G::Move,
    replies: &mut Vec<G::Move>,
) -> bool {
    worlds.iter().any(|world| {
        if world.check(mv).is_err() {
            return false;
        }
        let mover = world.to_move();
        let mut next = world.clone();
        next.play_unchecked(mv);
        next.outcome().is_none() && next.to_move() != mover && has_win_at_once(&next, replies)
    })
}

/// Whether the player to move has a move that wins at once.
pub fn has_win_at_once<G: Evaluate>(game: &G, moves: &mut Vec<G::Move>) -> bool {
    game.legal_moves(moves);
    moves.iter().any(|mv| game.wins_at_once(mv))
}

/// How many moves of the player to move win at once.
fn wins_at_once<G: Evaluate>(game: &G, moves: &mut Vec<G::Move>) -> usize {
    game.legal_moves(moves);
    moves.iter().filter(|mv| game.wins_at_once(mv)).count()
}

/// The result of `mv` if it ends the game at once (a ply of 1), seen by its mover: a win
/// when the mover is the only winner, in a two-player game also a draw or a loss. `None` with
/// hidden information (the worlds are guesses).
pub fn terminal_exact<G: Evaluate>(game: &G, mv: &G::Move) -> Option<Exact> {
    if G::HIDDEN_INFO {
        return None;
    }
    let mover = game.to_move();
    let mut next = game.clone();
    next.play_unchecked(mv);
    let outcome = next.outcome()?;
    let result = if outcome.winners() == [mover] {
        ExactResult::Win
    } else if game.player_count() != 2 {
        return None;
    } else if rewards(&outcome, 2)[mover.index()] > 0.25 {
        ExactResult::Draw
    } else {
        ExactResult::Loss
    };
    Some(Exact::new(result, 1))
}

/// What the root checks found for the moves of the root, in their order.
#[derive(Debug)]
pub struct RootChecks {
    /// A move that wins at once.
    pub winning: Option<usize>,
    /// Per move: false when it leaves the opponent a win in one. When every move does
    /// (nothing can be stopped), true for the moves that leave the fewest wins in one where
    /// they can be counted (no hidden information), else for all; all true when the check
    /// was cut short by a stop request.
    pub safe: Vec<bool>,
    /// Per move, what the checks proved of it (see the module's documentation).
    pub exact: Vec<Option<Exact>>,
}

impl RootChecks {
    pub fn run<G: Evaluate>(
        worlds: &[G],
        moves: &[G::Move],
        control: &SearchControl,
    ) -> RootChecks {
        let winning = winning_move(worlds, moves);
        let mut safe = vec![true; moves.len()];
        let mut exact: Vec<Option<Exact>> =
            moves.iter().map(|mv| terminal_exact(&worlds[0], mv)).collect();
        let two = worlds[0].player_count() == 2 && !G::HIDDEN_INFO;
        if winning.is_none() {
            let mut replies = Vec::new();
            for (i, mv) in moves.iter().enumerate() {
                if control.is_stopped() {
                    let safe = vec![true; moves.len()];
                    return RootChecks { winning, safe, exact };
                }
                safe[i] = !leaves_win_in_one(worlds, mv, &mut replies);
                if !safe[i] && two {
                    exact[i] = Some(Exact::new(ExactResult::Loss, 2));
                }
            }
            if !safe.contains(&true) {
                safe.fill(true);
                if !G::HIDDEN_INFO {
                    let counts: Vec<usize> = moves
                        .iter()
                        .map(|mv| {
                            let mut next = worlds[0].clone();
                            next.play_unchecked(mv);
                            wins_at_once(&next, &mut replies)
                        })
                        .collect();
                    let fewest = counts.iter().copied().min();
                    for (s, c) in safe.iter_mut().zip(counts) {
                        *s = Some(c) == fewest;
                    }
                }
            }
        }
        RootChecks { winning, safe, exact }
    }

    /// Whether the move at `index` may be played: the winning move if there is one, else a
    /// safe move.
    pub fn allows(&self, index: usize) -> bool {
        match self.winning {
            Some(w) => w == index,
            None => self.safe[index],
        }
    }
}
