//! What the AI knows about Strata 5: a pawn standing high is close to the level-5 win, a pawn
//! that is trapped or captured is gone for good. A pawn move looks good when it climbs or
//! captures; a block looks good when it traps enemy pawns, bad when it traps the mover's own.

use super::{From, Move, Phase, Place, RED, Strata5, TOP_LEVEL};
use crate::ai::fit::Features;
use crate::game::{Evaluate, Game, MAX_PLAYERS, Values};
use crate::rng::{Rng, splitmix};

/// Worth of a free pawn by the level of the space it stands on (1..=4; 5 has won).
const LEVEL_WORTH: [f64; 6] = [0.0, 1.0, 2.0, 4.0, 8.0, 16.0];
/// Worth of a pawn waiting in the reserve.
const RESERVE_WORTH: f64 = 0.7;
/// A lead of this much pawn worth makes a player about 73% to win.
const WORTH_SCALE: f64 = 5.0;

impl Strata5 {
    /// The pawns still in play, by side: `Some(level)` for a free pawn on the board, `None`
    /// for one in reserve. Trapped pawns are gone for good and left out.
    fn live_pawns(&self) -> impl Iterator<Item = (usize, Option<u8>)> + '_ {
        self.pawns().iter().filter_map(|pawn| {
            let side = pawn.owner.index().min(1);
            match pawn.place {
                Place::Reserve => Some((side, None)),
                Place::Board { .. } if self.is_trapped(pawn) => None,
                Place::Board { level, .. } => Some((side, Some(level))),
            }
        })
    }

    /// The pawn worth of each player.
    fn ai_worth(&self) -> [f64; 2] {
        let mut worth = [0.0; 2];
        for (side, level) in self.live_pawns() {
            worth[side] += level.map_or(RESERVE_WORTH, |level| {
                LEVEL_WORTH[usize::from(level.saturating_sub(1)).min(5)]
            });
        }
        worth
    }

    /// Reads only `top` and `occupant`: it runs for every legal move of every playout step.
    fn ai_prior(&self, mv: &Move) -> f64 {
        let me = self.to_move();
        let pawn_on = |c: usize| self.occupant(c).map(|p| self.pawns[usize::from(p)].owner);
        match *mv {
            Move::Pawn { from, to } => {
                let to = self.col(to);
                let level = self.top[to];
                if level >= TOP_LEVEL {
                    return 1_000.0; // S5-E1: this wins
                }
                let from_level = match from {
                    From::Board(sq) => self.top[self.col(sq)],
                    From::Reserve(_) => 0,
                };
                let capture = pawn_on(to).is_some_and(|owner| owner != me);
                let climb = f64::from(level) - f64::from(from_level);
                let base = (1.0 + f64::from(level)).powi(2) * (1.0 + 0.3 * climb.max(-1.0));
                if capture { base * 3.0 } else { base.max(0.2) }
            }
            // A pawn standing on a column's top is free; the block traps it (S5-B5).
            Move::Block(anchor) => self
                .block_columns(anchor)
                .iter()
                .filter_map(|&c| pawn_on(c))
                .map(|owner| if owner == me { 0.15 } else { 6.0 })
                .product(),
        }
    }
}

impl Features for Strata5 {
    const NAMES: &'static [&'static str] = &[
        "to move",
        "free pawns on a level-1 block",
        "free pawns on a level-2 block",
        "free pawns on a level-3 block",
        "free pawns on a level-4 block",
        "pawns in reserve",
    ];

    /// Free pawns by the level of the block they stand on (a pawn stands one level above its
    /// block), then pawns in reserve: the mover's count less the opponent's.
    fn features(&self) -> Vec<f64> {
        let me = self.to_move().index().min(1);
        let mut counts = [[0.0; 5]; 2];
        for (side, level) in self.live_pawns() {
            counts[side][level.map_or(4, |level| usize::from(level.saturating_sub(2).min(3)))] +=
                1.0;
        }
        let mut features = vec![1.0];
        features.extend((0..5).map(|i| counts[me][i] - counts[1 - me][i]));
        features
    }
}

impl Evaluate for Strata5 {
    /// Eight turns of playout (three moves each) before the pawn worth judges: the worth sees
    /// no threat, the playout does. Against `240e668` at time scale 0.3, Medium scored 0.535
    /// [0.466–0.602] over 200 games with 24 moves (seeds 63, 64), 0.469 [0.403–0.536] over 210
    /// with 12 (seeds 60, 61), and 0.23 over 35 with none (the worth alone, at seven times the
    /// iterations; seed 62).
    const PLAYOUT_CUTOFF: usize = 24;

    /// No proof of a win in two turns before the search. With 5,000 positions it proves two of
    /// the four shipped wins in two, but it took up to about 55 ms of a 270 ms move (time
    /// scale 0.3) and measured no better: 0.458 over 107 games against `240e668` with it, 0.481
    /// over 103 without (seeds 60, 61, 12 playout moves). The cutoff above was measured
    /// without it.
    const PROOF_NODES: u64 = 0;

    /// The same for a turn's pawn moves in either order. Only the column tops matter to what
    /// may follow (nothing ever goes under an overhang), with the pawns and the turn's part.
    fn position_key(&self) -> Option<u64> {
        // Each field in a fixed order, so the key tells which field held what.
        let mut key = 0u64;
        let mut mix = |mut x: u64| key = key.rotate_left(5) ^ splitmix(&mut x);
        for chunk in self.top.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            mix(u64::from_le_bytes(word));
        }
        for pawn in &self.pawns {
            let place = match pawn.place {
                Place::Reserve => 0,
                Place::Board { column, level } => (u64::from(column) + 1) << 8 | u64::from(level),
            };
            mix(place << 8 | pawn.owner.index() as u64);
        }
        // After two pawn moves, which came last no longer matters.
        let phase = match self.phase {
            Phase::FirstPawn => 0,
            Phase::SecondPawn { moved } => 1 + u64::from(moved),
            Phase::Block { pawns_moved: 2, .. } => 100,
            Phase::Block { pawns_moved, last_moved } => {
                200 + u64::from(pawns_moved) * 50 + last_moved.map_or(0, |p| 1 + u64::from(p))
            }
        };
        let counters = u64::from(self.supply) << 8 | u64::from(self.turns_without_block);
        mix(phase << 32 | counters << 8 | self.to_move.index() as u64);
        Some(key)
    }

    fn evaluate(&self) -> Option<Values> {
        let [red, black] = self.ai_worth();
        let red_share = 1.0 / (1.0 + (-(red - black) / WORTH_SCALE).exp());
        let mut values = [0.0; MAX_PLAYERS];
        values[RED.index()] = red_share;
        values[1 - RED.index()] = 1.0 - red_share;
        Some(values)
    }

    fn move_prior(&self, mv: &Move) -> Option<f64> {
        Some(self.ai_prior(mv))
    }

    /// A playout move drawn in proportion to its prior (so a win at once is nearly always
    /// taken).
    fn playout_choice(&self, moves: &[Move], rng: &mut Rng) -> usize {
        let priors: Vec<f64> = moves.iter().map(|mv| self.ai_prior(mv)).collect();
        rng.weighted(&priors)
    }
}
