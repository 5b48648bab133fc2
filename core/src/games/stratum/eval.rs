//! What the AI knows about Stratum: the visible cells decide (SM-E2), and the evaluation is a
//! model (`ai::fit`) of which visible cells are settled and which can still be covered: a cell
//! no bar can ever reach again counts for good, one a legal bar covers now may change hands on
//! the next move. A piece is worth the cells it takes from the others' view plus the cells it
//! adds to its owner's.

use super::{CellSet, Move, Stratum, TOTAL_PIECES};
use crate::ai::fit::{Features, score, softmax};
use crate::game::{Evaluate, MAX_PLAYERS, Values};
use crate::rng::splitmix;

/// The evaluation's weights for 2, 3 and 4 players, one per [`Features::NAMES`] entry, fitted
/// by `cargo run --release -p strata-core --example fit_eval -- stratum 3000 20000 1` (and
/// `stratum3 1500 20000 1`, `stratum4 1500 20000 1`; the recipe is in that file).
/// - Two players: 37,916 positions of 2,400 games; on the 9,504 positions of 600 held-out
///   games the log loss is 0.494, against 0.500 for the weights before (fitted on weaker
///   games, without the late counts) and 0.686 for visible cells alone.
/// - Three and four players (1,500 games each): 1.017 and 1.267 against 1.050 and 1.317 for
///   the two-player weights (a coin toss: 1.099 and 1.386).
/// - Tried and left out: whether a seat lays the level's last bar (the legal bars packed
///   greedily). It cut the held-out loss from 0.512 to 0.495 but scored no better against
///   `240e668` (0.563 over 200 games at time scale 0.3, against 0.583 without it).
#[rustfmt::skip]
pub(super) const WEIGHTS: [[f64; FEATURES]; 3] = [
    [0.5658, 0.5419, 0.2158, 0.5395, -0.1351, 0.0024, 0.1101, 0.2019, 0.0788],
    [0.1495, 0.2688, 0.1462, 0.1593, 0.1411, -0.1086, 0.2785, 0.1378, 0.0623],
    [-0.2530, 0.0719, -0.0282, 0.0203, 0.6315, 0.2232, 0.5053, 0.2403, 0.1162],
];

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

    /// Per seat, the model's features ([`Features::NAMES`]): whether it is to move; what its
    /// visible cells are made of: settled (no bar can cover them any more: below the level
    /// being built, or on it where no legal bar reaches), open (a legal bar covers them now),
    /// raised (on the level being built, so the next level may cover them); the same three
    /// counts scaled by how far the game has gone; and the most a single bar would win it
    /// (cells it gains plus cells the others lose), counted apart for the mover and the others.
    fn seat_vectors(&self) -> [[f64; FEATURES]; MAX_PLAYERS] {
        let bars = self.board().bars();
        let reach = self.legal.iter().fold(0, |cells, b| cells | bars[b].mask);
        let progress = f64::from(self.placed) / TOTAL_PIECES as f64;
        let me = self.to_move.index();
        let mut vectors = [[0.0; FEATURES]; MAX_PLAYERS];
        for (seat, f) in vectors[..self.players()].iter_mut().enumerate() {
            let mine = self.visible[seat];
            let swing = self
                .legal
                .iter()
                .map(|b| {
                    let (taken, own) = self.gain_for(seat, bars[b].mask);
                    taken + 4 - own
                })
                .max()
                .map_or(0.0, f64::from);
            let settled = f64::from((mine & !reach & !self.raised).count_ones());
            let open = f64::from((mine & reach).count_ones());
            let raised = f64::from((mine & self.raised).count_ones());
            let to_move = f64::from(u8::from(seat == me));
            *f = [
                to_move,
                settled,
                open,
                raised,
                settled * progress,
                open * progress,
                raised * progress,
                swing * to_move,
                swing * (1.0 - to_move),
            ];
        }
        vectors
    }
}

/// How many numbers describe a seat.
const FEATURES: usize = 9;

impl Features for Stratum {
    const NAMES: &'static [&'static str] = &[
        "to move",
        "settled cells",
        "open cells",
        "raised cells",
        "settled cells, late",
        "open cells, late",
        "raised cells, late",
        "best bar, to move",
        "best bar, not to move",
    ];

    /// The mover's features less the best rival's (two players: the other one).
    fn features(&self) -> Vec<f64> {
        let seats = self.seat_vectors();
        let me = self.to_move.index();
        let rival = (0..self.players())
            .filter(|&s| s != me)
            .max_by(|&a, &b| seats[a][1].total_cmp(&seats[b][1]))
            .unwrap_or(me);
        seats[me].iter().zip(&seats[rival]).map(|(m, t)| m - t).collect()
    }

    fn seat_features(&self) -> Vec<Vec<f64>> {
        self.seat_vectors()[..self.players()].iter().map(|f| f.to_vec()).collect()
    }
}

impl Evaluate for Stratum {
    /// Eight random moves, then the fitted evaluation. Measured at equal time against
    /// playouts to the end (`arena --time-scale 0.1`, 100 games, seed 31): 4 moves 0.55,
    /// 8 moves 0.555, 12 moves 0.545; with none at all it won 5 of the first 38 games (the
    /// evaluation alone misreads the bars still to come). Random moves stay: playing the
    /// better by prior of two random bars scored the same against `240e668` at time scale
    /// 0.3 (0.5825 over 400 games; uniform draws 0.583 over 200).
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
        let weights = &WEIGHTS[self.players() - 2];
        let mut values = [0.0; MAX_PLAYERS];
        for (v, f) in values.iter_mut().zip(&self.seat_vectors()[..self.players()]) {
            *v = score(weights, f);
        }
        softmax(&mut values[..self.players()]);
        Some(values)
    }

    fn move_prior(&self, mv: &Move) -> Option<f64> {
        Some(self.ai_prior(mv))
    }
}
