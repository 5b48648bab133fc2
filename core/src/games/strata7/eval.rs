//! What the AI knows about Strata 7: points decide (7 wins), and the evaluation is a logistic
//! model (`ai::fit`) of the points and of what makes points next: pawns one enemy step from
//! capture, objectives held and ready to be reinforced, liberties. A move looks good when it
//! scores (a capture, a reinforcement) or occupies an enemy objective, bad when it costs the
//! mover a pawn.

use super::board::{CellIter, bit, dilate};
use super::layout::{CellKind, camp_of_rank};
use super::moves::Move;
use super::{Strata7, WHITE, opponent};
use crate::ai::fit::{Features, two_player_values, win_chance};
use crate::game::{Evaluate, Game, Player, Values};

/// The evaluation's weights, one per [`Features::NAMES`] entry, fitted by
/// `cargo run --release -p strata-core --example fit_eval -- strata7 3000 800 1` (the recipe is
/// in that file): 43,182 positions of 2,400 games; on the 10,779 positions of 600 held-out
/// games the log loss fell from 0.629 (the score difference alone) to 0.542.
#[rustfmt::skip]
const WEIGHTS: [f64; 10] = [0.3250, 0.8439, 0.2797, 0.3502, -0.1321, 0.3741, 0.2496, -0.1525, 0.0021, 0.3508];

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

    /// `p`'s pawns a single step of the opponent would capture: threatened or not, they have
    /// one liberty left, and an enemy pawn can step onto it (S7-C3). A stack counts twice.
    fn exposed(&self, p: Player) -> f64 {
        let g = &self.geometry;
        let enemy = opponent(p);
        let enemy_steps =
            dilate(self.pawns[enemy.index()] & !self.occupants(enemy)) & self.liberty_cells(enemy);
        let liberties = self.liberty_cells(p);
        let mut count = 0;
        for cell in CellIter(self.pawns[p.index()]) {
            let free = g.neighbours[cell] & liberties;
            if free.count_ones() == 1 && free & enemy_steps != 0 {
                count += 1 + u32::from(self.stack_cells & bit(cell) != 0);
            }
        }
        f64::from(count)
    }

    /// The points of the enemy objectives `p` occupies, and of those a partner of `p` could
    /// reinforce with one step (S7-O2).
    fn objective_points(&self, p: Player) -> (f64, f64) {
        let movers = self.pawns[p.index()] & !self.occupants(p) & !self.stack_cells;
        let (mut held, mut ready) = (0, 0);
        for cell in CellIter(self.occupants(p)) {
            let points = u32::from(self.geometry.points[cell]);
            held += points;
            if self.geometry.neighbours[cell] & movers != 0 {
                ready += points;
            }
        }
        (f64::from(held), f64::from(ready))
    }

    /// `p`'s pawns in the enemy camp, and the liberties of all `p`'s pawns (a stack counts
    /// twice in neither).
    fn reach(&self, p: Player) -> (f64, f64) {
        let liberties = self.liberty_cells(p);
        let (mut ahead, mut free) = (0, 0);
        for cell in CellIter(self.pawns[p.index()]) {
            ahead += u32::from(camp_of_rank(cell / 10) != p);
            free += (self.geometry.neighbours[cell] & liberties).count_ones();
        }
        (f64::from(ahead), f64::from(free))
    }

    fn pawns_on_board(&self, p: Player) -> f64 {
        let pawns = self.pawns[p.index()];
        f64::from(pawns.count_ones() + (pawns & self.stack_cells).count_ones())
    }
}

impl Features for Strata7 {
    const NAMES: &'static [&'static str] = &[
        "to move",
        "points ahead",
        "points ahead near 7",
        "enemy pawns exposed",
        "own pawns exposed",
        "objectives held",
        "objectives ready to score",
        "pawns on the board",
        "pawns in the enemy camp",
        "liberties / 8",
    ];

    fn features(&self) -> Vec<f64> {
        let me = self.to_move();
        let them = opponent(me);
        let points = |p: Player| f64::from(self.score(p));
        let (held, ready) = self.objective_points(me);
        let (their_held, their_ready) = self.objective_points(them);
        let (ahead, free) = self.reach(me);
        let (their_ahead, their_free) = self.reach(them);
        vec![
            1.0,
            points(me) - points(them),
            (points(me).powi(2) - points(them).powi(2)) / 7.0,
            self.exposed(them),
            self.exposed(me),
            held - their_held,
            ready - their_ready,
            self.pawns_on_board(me) - self.pawns_on_board(them),
            ahead - their_ahead,
            (free - their_free) / 8.0,
        ]
    }
}

impl Evaluate for Strata7 {
    /// No playout: the fitted evaluation judges the leaf itself. Random moves first only blur
    /// what it sees. Measured at equal time (`arena --time-scale 0.1`, 100 games, seed 21):
    /// 4 random moves before the evaluation beat 16 by 0.81, and none beat 4 by 0.69.
    const PLAYOUT_CUTOFF: usize = 0;

    /// The fitted model's chance that the player to move wins.
    fn evaluate(&self) -> Option<Values> {
        let chance = win_chance(&WEIGHTS, &self.features());
        Some(two_player_values(self.to_move().index(), chance))
    }

    fn move_prior(&self, mv: &Move) -> Option<f64> {
        Some(self.ai_prior(mv))
    }
}
