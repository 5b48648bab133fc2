//! What the AI knows about Stratum: the visible cells decide (SM-E2), and the evaluation is a
//! model (`ai::fit`) of which visible cells are settled and which can still be covered: a cell
//! no bar can ever reach again counts for good, one a legal bar covers now may change hands on
//! the next move. A piece is worth the cells it takes from the others' view plus the cells it
//! adds to its owner's.

use super::{CellSet, Move, Stratum};
use crate::ai::fit::Features;
use crate::game::{Evaluate, MAX_PLAYERS, Values};
use crate::rng::splitmix;

/// The evaluation's weights, one per [`Features::NAMES`] entry, fitted by
/// `cargo run --release -p strata-core --example fit_eval -- stratum 5000 2000 1` (the recipe
/// is in that file): 59,717 positions of 4,000 games; on the 14,815 positions of 1,000
/// held-out games the log loss fell from 0.686 (visible cells alone) to 0.550.
#[rustfmt::skip]
pub(super) const WEIGHTS: [f64; 6] = [0.3229, 0.3795, 0.1353, 0.4590, 0.1824, 0.0632];

impl Stratum {
    /// What a piece on the cells `mask` changes for `seat`: cells it takes from the others'
    /// view, and cells of the seat's own colour it covers (no gain there).
    fn gain_for(&self, seat: usize, mask: CellSet) -> (u32, u32) {
        let mine = self.visible[seat];
        let others = self.visible.iter().fold(0, |cells, v| cells | v) & !mine;
        ((others & mask).count_ones(), (mine & mask).count_ones())
    }

    fn ai_prior(&self, mv: &Move) -> f64 {
        let board = self.board();
        let mask = board.bar_of(mv).map_or(0, |bar| board.bars()[bar].mask);
        let (taken, own) = self.gain_for(self.to_move.index(), mask);
        let gain = f64::from(taken) + 0.5 * f64::from(4 - own.min(4));
        (1.0 + gain).powi(2)
    }

    /// Per seat, what its visible cells are made of: settled (no bar can cover them any more:
    /// below the level being built, or on it where no legal bar reaches), open (a legal bar
    /// covers them now), raised (on the level being built, so the next level may cover them);
    /// and the most a single bar would win it if it were to move (cells it gains plus cells
    /// the others lose).
    pub(super) fn seat_features(&self) -> [[f64; 4]; MAX_PLAYERS] {
        let bars = self.board().bars();
        let reach = self.legal.iter().fold(0, |cells, b| cells | bars[b].mask);
        let mut features = [[0.0; 4]; MAX_PLAYERS];
        for (seat, f) in features[..self.players()].iter_mut().enumerate() {
            let mine = self.visible[seat];
            let swing = self
                .legal
                .iter()
                .map(|b| {
                    let (taken, own) = self.gain_for(seat, bars[b].mask);
                    taken + 4 - own
                })
                .max()
                .unwrap_or(0);
            *f = [
                f64::from((mine & !reach & !self.raised).count_ones()),
                f64::from((mine & reach).count_ones()),
                f64::from((mine & self.raised).count_ones()),
                f64::from(swing),
            ];
        }
        features
    }
}

impl Features for Stratum {
    const NAMES: &'static [&'static str] = &[
        "to move",
        "settled cells",
        "open cells",
        "raised cells",
        "best bar for the mover",
        "minus the rival's best bar",
    ];

    /// The mover's features less the best rival's (two players: the other one).
    fn features(&self) -> Vec<f64> {
        let seats = self.seat_features();
        let me = self.to_move.index();
        let rival = (0..self.players())
            .filter(|&s| s != me)
            .max_by(|&a, &b| seats[a][0].total_cmp(&seats[b][0]))
            .unwrap_or(me);
        let (mine, theirs) = (seats[me], seats[rival]);
        vec![
            1.0,
            mine[0] - theirs[0],
            mine[1] - theirs[1],
            mine[2] - theirs[2],
            mine[3],
            -theirs[3],
        ]
    }
}

impl Evaluate for Stratum {
    /// Eight random moves, then the fitted evaluation. Measured at equal time against
    /// playouts to the end (`arena --time-scale 0.1`, 100 games, seed 31): 4 moves 0.55,
    /// 8 moves 0.555, 12 moves 0.545; with none at all it won 5 of the first 38 games (the
    /// evaluation alone misreads the bars still to come).
    const PLAYOUT_CUTOFF: usize = 8;

    /// Endgames of eight to ten moves fit in this budget (about a tenth of a second).
    const ENDGAME_NODES: u64 = 300_000;

    /// The pieces as a set, whatever the order they came in: placements commute.
    fn position_key(&self) -> Option<u64> {
        let mut key = self.to_move.index() as u64;
        for piece in &self.pieces[..self.placed as usize] {
            let mut x =
                u64::from(piece.bar) | u64::from(piece.level) << 8 | u64::from(piece.owner) << 16;
            key ^= splitmix(&mut x);
        }
        Some(key)
    }

    /// Each seat's share of the win: a softmax of the fitted model's scores, which for two
    /// players is the logistic model of [`Features::features`] (the mover's score less the
    /// other's).
    fn evaluate(&self) -> Option<Values> {
        let seats = self.seat_features();
        let me = self.to_move.index();
        let mut values = [0.0; MAX_PLAYERS];
        for (seat, f) in seats[..self.players()].iter().enumerate() {
            let swing = if seat == me { WEIGHTS[0] + WEIGHTS[4] * f[3] } else { WEIGHTS[5] * f[3] };
            values[seat] = WEIGHTS[1] * f[0] + WEIGHTS[2] * f[1] + WEIGHTS[3] * f[2] + swing;
        }
        let best = values[..self.players()].iter().copied().fold(f64::MIN, f64::max);
        for v in &mut values[..self.players()] {
            *v = (*v - best).exp();
        }
        let total: f64 = values.iter().sum();
        values.iter_mut().for_each(|v| *v /= total);
        Some(values)
    }

    fn move_prior(&self, mv: &Move) -> Option<f64> {
        Some(self.ai_prior(mv))
    }
}
