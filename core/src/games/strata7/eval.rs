//! What the AI knows about Strata 7: points decide (7 wins), so the evaluation is the score
//! difference, weighed more as a player nears 7; a move looks good when it scores (a capture,
//! a reinforcement) or occupies an enemy objective, bad when it costs the mover a pawn.

use super::layout::{CellKind, camp_of_rank};
use super::moves::Move;
use super::{BORDEAUX, Strata7, WHITE, opponent};
use crate::game::{Evaluate, Game, MAX_PLAYERS, Values};

impl Strata7 {
    fn ai_prior(&self, mv: &Move) -> f64 {
        let me = self.to_move();
        let mut after = self.clone();
        after.play_unchecked(mv);
        let gained = f64::from(after.score(me)) - f64::from(self.score(me));
        let lost = f64::from(after.score(opponent(me))) - f64::from(self.score(opponent(me)));
        let mut prior = 1.0 + 4.0 * gained - 3.0 * lost;
        if let Move::Go(route) = mv {
            let arrival = route.arrival();
            if let Some(cell) = arrival.cell()
                && let CellKind::Objective(points) = self.layout().cell(cell)
                && camp_of_rank(cell / 10) != me
            {
                prior += 1.0 + f64::from(points);
            }
            // Forward is towards the enemy camp.
            let (_, from_rank) = route.from().coords();
            let (_, to_rank) = route.destination().coords();
            let ahead = if me == WHITE { to_rank > from_rank } else { to_rank < from_rank };
            if ahead {
                prior += 0.3;
            }
        }
        prior.max(0.05)
    }
}

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

    fn move_prior(&self, mv: &Move) -> Option<f64> {
        Some(self.ai_prior(mv))
    }
}
