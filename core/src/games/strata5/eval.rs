//! What the AI knows about Strata 5: a pawn standing high is close to the level-5 win, a pawn
//! that is trapped or captured is gone for good.

use super::{Place, RED, Strata5};
use crate::game::{Evaluate, MAX_PLAYERS, Values};

/// Worth of a free pawn by the level of the space it stands on (1..=4; 5 has won).
const LEVEL_WORTH: [f64; 6] = [0.0, 1.0, 2.0, 4.0, 8.0, 16.0];
/// Worth of a pawn waiting in the reserve.
const RESERVE_WORTH: f64 = 0.7;
/// A lead of this much pawn worth makes a player about 73% to win.
const WORTH_SCALE: f64 = 5.0;

impl Strata5 {
    /// The pawn worth of each player.
    fn ai_worth(&self) -> [f64; 2] {
        let mut worth = [0.0; 2];
        for pawn in self.pawns() {
            let side = pawn.owner.index().min(1);
            worth[side] += match pawn.place {
                Place::Reserve => RESERVE_WORTH,
                Place::Board { .. } if self.is_trapped(pawn) => 0.0,
                Place::Board { level, .. } => {
                    LEVEL_WORTH[usize::from(level.saturating_sub(1)).min(5)]
                }
            };
        }
        worth
    }
}

impl Evaluate for Strata5 {
    const PLAYOUT_CUTOFF: usize = 12;

    fn evaluate(&self) -> Option<Values> {
        let [red, black] = self.ai_worth();
        let red_share = 1.0 / (1.0 + (-(red - black) / WORTH_SCALE).exp());
        let mut values = [0.0; MAX_PLAYERS];
        values[RED.index()] = red_share;
        values[1 - RED.index()] = 1.0 - red_share;
        Some(values)
    }
}
