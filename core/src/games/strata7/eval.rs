//! What the AI knows about Strata 7: points decide (7 wins), so the evaluation is the score
//! difference, weighed more as a player nears 7.

use super::{BORDEAUX, Strata7, WHITE};
use crate::game::{Evaluate, MAX_PLAYERS, Values};

impl Evaluate for Strata7 {
    const PLAYOUT_CUTOFF: usize = 16;

    fn evaluate(&self) -> Option<Values> {
        let (white, bordeaux) = (f64::from(self.score(WHITE)), f64::from(self.score(BORDEAUX)));
        // A point matters more near the end: 6–5 is closer to decided than 1–0.
        let urgency = 1.0 + white.max(bordeaux) / 7.0;
        let white_share = 1.0 / (1.0 + (-(white - bordeaux) * 0.6 * urgency).exp());
        let mut values = [0.0; MAX_PLAYERS];
        values[0] = white_share;
        values[1] = 1.0 - white_share;
        Some(values)
    }
}
