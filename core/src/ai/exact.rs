//! What a search knows exactly about a move: its result with best play from both sides, and
//! how many plies the game then lasts.

use std::cmp::Ordering;
use std::fmt;

/// A result with best play, from the point of view of the player who makes the move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ExactResult {
    Win,
    Loss,
    Draw,
}

impl ExactResult {
    /// The name `strata think` prints (`"result"`).
    pub const fn name(self) -> &'static str {
        match self {
            ExactResult::Win => "win",
            ExactResult::Loss => "loss",
            ExactResult::Draw => "draw",
        }
    }
}

impl fmt::Display for ExactResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The exact result of one move, proven by a search (the endgame search, a proof of a forced
/// win, or the game ending at once).
///
/// `plies` counts the moves (single moves, as in the notation: one token each) until the game
/// ends when both sides play best, *the move itself counted as ply 1*: a move that wins at once
/// is a win in 1, a move after which the opponent wins at once a loss in 2. Best play means
/// the winner ends the game as soon as it can and the loser holds out as long as it can; in a
/// draw the side to move at the root ends it as soon as it can and the other side holds out.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Exact {
    pub result: ExactResult,
    pub plies: u32,
}

impl Exact {
    pub const fn new(result: ExactResult, plies: u32) -> Exact {
        Exact { result, plies }
    }

    /// The mover's own moves until the end, this one included (the mover plays plies 1, 3, 5…
    /// when players alternate).
    pub const fn own_moves(&self) -> u32 {
        self.plies.div_ceil(2)
    }

    /// The opponent's moves until the end (plies 2, 4, 6… when players alternate).
    pub const fn opponent_moves(&self) -> u32 {
        self.plies / 2
    }
    /// The mover's preference: a win before a draw before a loss, a shorter win before a longer
    /// one, a longer loss before a shorter one (`Greater` is better).
    pub fn preference(&self, other: &Exact) -> Ordering {
        let rank = |e: &Exact| match e.result {
            ExactResult::Win => (2, -i64::from(e.plies)),
            ExactResult::Draw => (1, 0),
            ExactResult::Loss => (0, i64::from(e.plies)),
        };
        rank(self).cmp(&rank(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shorter_wins_and_longer_losses_are_preferred() {
        let win = |p| Exact::new(ExactResult::Win, p);
        let loss = |p| Exact::new(ExactResult::Loss, p);
        let draw = Exact::new(ExactResult::Draw, 9);
        assert_eq!(win(3).preference(&win(5)), Ordering::Greater);
        assert_eq!(loss(6).preference(&loss(2)), Ordering::Greater);
        assert_eq!(draw.preference(&loss(40)), Ordering::Greater);
        assert_eq!(win(41).preference(&draw), Ordering::Greater);
    }
}
