//! The belief model: for every opposing piece the viewer has not identified, a probability for
//! each rank, read from what the viewer has seen only (issue 51).
//!
//! Each piece first gets a weight per rank from its own evidence (the same readings
//! [`sample_world`](super::sample_world) deals by: a piece that moved is no Bomb or Flag, the
//! Flag and the Bombs sit at the back, the Spy waits beside the viewer's known Marshal or beside
//! bait for it, chasing and fleeing tell strength, busy pieces are Miners or Scouts, a piece
//! walking up to the viewer's Bomb-walled Flag is likelier a Miner). The ranks left are a
//! multiset, so the table is then fitted to it by iterative proportional fitting: every row
//! sums to one (a piece is exactly one rank) and every column to the pieces of that rank still
//! unaccounted for (a rank fully seen elsewhere leaves every other piece). A weight of zero stays
//! zero through the fitting, so what the observation rules out never gets mass.

use super::steps;
use super::worlds::{
    BOMB_ROW_WEIGHT, CONDUCT_FIT, FLAG_ROW_WEIGHT, MINER_SCENT, SPY_BY_BAIT, SPY_BY_MARSHAL,
    conduct_weight,
};
use crate::game::Player;
use crate::games::stratego::{ARMY, CAPTURED, MOVED, REVEALED, Rank, Square, Stratego};

/// Rounds of fitting at most (the table is at most 40 × 12); it stops once every column is
/// within [`FIT_TOLERANCE`] of its target. Tight positions (as many unmoved pieces as Bombs
/// and Flag left) converge slowly.
const FIT_ROUNDS: usize = 2000;
const FIT_TOLERANCE: f64 = 1e-4;

/// The viewer's beliefs about the opposing pieces it has not identified.
#[derive(Clone, Debug, PartialEq)]
pub struct Beliefs {
    /// Each hidden opposing piece by square index (ascending), with its probability per rank
    /// (indexed by [`Rank::index`]).
    pub pieces: Vec<(usize, [f64; 12])>,
    /// The opposing ranks not yet located (the columns' targets), by [`Rank::index`].
    pub left: [u8; 12],
}

impl Beliefs {
    /// The row of the piece on square index `index`, if it is a hidden opposing piece.
    pub fn at(&self, index: usize) -> Option<&[f64; 12]> {
        self.pieces.binary_search_by_key(&index, |(i, _)| *i).ok().map(|k| &self.pieces[k].1)
    }

    /// How likely the piece on `square` is of `rank`: 0 where no hidden opposing piece stands.
    pub fn chance(&self, square: Square, rank: Rank) -> f64 {
        square.index().and_then(|i| self.at(i)).map_or(0.0, |row| row[rank.index()])
    }

    /// The most likely rank of the piece on square index `index`, with its probability.
    pub fn likeliest(&self, index: usize) -> Option<(Rank, f64)> {
        let row = self.at(index)?;
        let (best, p) = row.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1))?;
        Rank::from_index(best).map(|r| (r, *p))
    }
}

/// The beliefs of `viewer` in `game`: they read only what `viewer` sees (which opposing pieces
/// moved or were revealed, their squares and conduct, the captured pieces, the viewer's own
/// pieces), so two positions that look the same to `viewer` give the same beliefs.
pub fn beliefs(game: &Stratego, viewer: Player) -> Beliefs {
    let me = viewer.index().min(1);
    let opponent = 1 - me;
    let mut left = [0u8; 12];
    for rank in Rank::ALL {
        left[rank.index()] = rank.count();
    }
    let mut hidden: Vec<(usize, usize)> = Vec::new();
    for id in opponent * ARMY..(opponent + 1) * ARMY {
        let byte = game.pieces[id];
        if byte & (CAPTURED | REVEALED) != 0 {
            let r = game.rank_of(id).index();
            left[r] = left[r].saturating_sub(1);
        }
    }
    for index in 0..100 {
        if let Some(id) = game.id_on(index)
            && id / ARMY == opponent
            && game.pieces[id] & REVEALED == 0
        {
            hidden.push((index, id));
        }
    }
    let coords = |index: usize| {
        let sq = Square::from_index(index);
        (i32::from(sq.file), i32::from(sq.rank))
    };
    let row_from_back = |index: usize| if opponent == 0 { index / 10 } else { 9 - index / 10 };
    // The viewer's own Marshal, if the opponent knows it, and bait for it.
    let own = |index: usize| {
        game.id_on(index).filter(|&id| id / ARMY == me && game.pieces[id] & CAPTURED == 0)
    };
    let marshal_at = (0..100)
        .find(|&i| {
            own(i).is_some_and(|id| {
                game.pieces[id] & REVEALED != 0 && game.rank_of(id) == Rank::Marshal
            })
        })
        .map(coords);
    let baited = |index: usize| {
        Square::from_index(index).neighbours().any(|n| {
            game.piece_at(n).is_some_and(|p| {
                p.owner.index() == opponent
                    && p.revealed
                    && matches!(p.rank, Rank::Colonel | Rank::General | Rank::Marshal)
            })
        })
    };
    let walled_flag = (0..100)
        .find(|&i| own(i).is_some_and(|id| game.rank_of(id) == Rank::Flag))
        .filter(|&i| {
            Square::from_index(i).neighbours().any(|n| {
                game.piece_at(n).is_some_and(|p| p.owner.index() == me && p.rank == Rank::Bomb)
            })
        })
        .map(coords);
    let mut pieces: Vec<(usize, [f64; 12])> = hidden
        .iter()
        .map(|&(index, id)| {
            let moved = game.pieces[id] & MOVED != 0;
            let conduct = game.conduct[id];
            let mut row = [0.0; 12];
            for rank in Rank::ALL {
                let weight = match rank {
                    Rank::Flag | Rank::Bomb if moved => 0.0,
                    Rank::Flag => FLAG_ROW_WEIGHT.get(row_from_back(index)).copied().unwrap_or(0.5),
                    Rank::Bomb => BOMB_ROW_WEIGHT.get(row_from_back(index)).copied().unwrap_or(1.0),
                    _ => {
                        let mut w = conduct_weight(conduct, rank);
                        if rank == Rank::Spy {
                            w *= match marshal_at.map(|at| steps(coords(index), at)) {
                                Some(1) => SPY_BY_MARSHAL,
                                Some(2) => SPY_BY_MARSHAL / 2.0,
                                _ => 1.0,
                            };
                            if baited(index) {
                                w *= SPY_BY_BAIT;
                            }
                        }
                        let scented = moved
                            && walled_flag.is_some_and(|f| steps(coords(index), f) <= MINER_SCENT);
                        if rank == Rank::Miner && scented {
                            w *= CONDUCT_FIT;
                        }
                        w
                    }
                };
                row[rank.index()] = if left[rank.index()] == 0 { 0.0 } else { weight };
            }
            (index, row)
        })
        .collect();
    fit(&mut pieces, &left);
    Beliefs { pieces, left }
}

/// Iterative proportional fitting of the rows to sum 1 and the columns to `left`; rows end
/// normalised (a piece's probabilities always sum to one). A row left all zero (an
/// inconsistent observation) becomes uniform over the ranks left, so nothing panics or
/// divides by zero.
fn fit(pieces: &mut [(usize, [f64; 12])], left: &[u8; 12]) {
    for (_, row) in pieces.iter_mut() {
        if row.iter().sum::<f64>() <= 0.0 {
            for (r, w) in row.iter_mut().enumerate() {
                *w = f64::from(left[r].min(1));
            }
        }
    }
    let normalise_rows = |pieces: &mut [(usize, [f64; 12])]| {
        for (_, row) in pieces.iter_mut() {
            let sum: f64 = row.iter().sum();
            if sum > 0.0 {
                row.iter_mut().for_each(|w| *w /= sum);
            }
        }
    };
    for _ in 0..FIT_ROUNDS {
        normalise_rows(pieces);
        let mut worst: f64 = 0.0;
        for r in 0..12 {
            let sum: f64 = pieces.iter().map(|(_, row)| row[r]).sum();
            if sum > 0.0 {
                worst = worst.max((sum - f64::from(left[r])).abs());
                let scale = f64::from(left[r]) / sum;
                pieces.iter_mut().for_each(|(_, row)| row[r] *= scale);
            }
        }
        if worst < FIT_TOLERANCE {
            break;
        }
    }
    normalise_rows(pieces);
}
