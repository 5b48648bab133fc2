//! What the AI knows about Stratego: a world drawn from one player's observation, material
//! values, and which moves look sensible.
//!
//! The search never reads hidden truth: every position it looks at comes from
//! [`sample_world`], which uses only what the viewer can see (which opposing pieces moved or
//! were revealed, and how many of each rank are still unaccounted for).
//!
//! [`worlds`] draws the worlds; [`values`] judges positions and moves.

mod beliefs;
mod search;
#[cfg(test)]
mod search_tests;
#[cfg(test)]
mod tests;
mod values;
mod worlds;

use super::{Move, Stratego};
use crate::ai::{Budget, SearchControl, Thought};
use crate::game::{Evaluate, Player, Values};
use crate::rng::Rng;
pub use beliefs::Beliefs;
pub(super) use worlds::sample_world;

/// Steps between two squares given as (file, rank), ignoring what stands in the way.
fn steps((f, r): (i32, i32), (f2, r2): (i32, i32)) -> i32 {
    (f - f2).abs() + (r - r2).abs()
}

impl Stratego {
    /// What `viewer` believes about each opposing piece it has not identified, from what it
    /// has seen only ([`beliefs::beliefs`]).
    pub fn beliefs(&self, viewer: Player) -> Beliefs {
        beliefs::beliefs(self, viewer)
    }
}

impl Evaluate for Stratego {
    const HIDDEN_INFO: bool = true;
    const PLAYOUT_CUTOFF: usize = 10;

    fn determinize_for(&self, viewer: Player, rng: &mut Rng) -> Stratego {
        sample_world(self, viewer, rng)
    }

    fn evaluate(&self) -> Option<Values> {
        Some(values::evaluate(self))
    }

    fn move_prior(&self, mv: &Move) -> Option<f64> {
        Some(values::prior(self, mv))
    }

    fn sure_move(&self) -> Option<Move> {
        values::sure_capture(self)
    }

    fn rash(&self, mv: &Move) -> bool {
        values::rash(self, mv)
    }

    fn chance_search(
        &self,
        budget: Budget,
        control: &SearchControl,
        memory: usize,
    ) -> Option<Option<Thought>> {
        Some(search::think(self, budget, control, memory))
    }

    /// A playout move drawn in proportion to its prior.
    fn playout_choice(&self, moves: &[Move], rng: &mut Rng) -> usize {
        let weights: Vec<f64> = moves.iter().map(|mv| values::prior(self, mv)).collect();
        rng.weighted(&weights)
    }
}
