//! Why a Stratego move is refused, in the order of the rules' reporting section.

use super::board::*;
use super::*;
use crate::game::IllegalMove;

impl Stratego {
    /// Checks in this order: game over (SG-E6), squares off the board (SG-G1), the piece moved
    /// (SG-M1, SG-M2), then its movement (SG-M3, SG-M4, SG-G2) and the repetition rules (SG-M5,
    /// SG-M6).
    pub(super) fn check_move(&self, mv: &Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Stratego::refuse("SG-E6", "the game is over; no more moves can be played");
        }
        for sq in [mv.from, mv.to] {
            if !sq.on_board() {
                return Stratego::refuse(
                    "SG-G1",
                    format!("{sq} is off the board (files a to j, ranks 1 to 10)"),
                );
            }
        }
        let (Some(from), Some(to)) = (mv.from.index(), mv.to.index()) else {
            return Stratego::refuse("SG-G1", "that square is off the board");
        };
        let p = self.to_move as usize;
        let Some(id) = self.id_on(from) else {
            return Stratego::refuse("SG-M1", format!("there is no piece on {}", mv.from));
        };
        if id / ARMY != p {
            return Stratego::refuse(
                "SG-M1",
                format!("the piece on {} is your opponent's; move one of your own pieces", mv.from),
            );
        }
        let rank = self.rank_of(id);
        if !rank.is_movable() {
            let what = if rank == Rank::Flag { "the Flag" } else { "a Bomb" };
            return Stratego::refuse("SG-M2", format!("{what} on {} never moves", mv.from));
        }
        if from == to {
            return Stratego::refuse(
                "SG-M1",
                "a move must take the piece to another square; passing is not allowed",
            );
        }
        let (fs, ts) = (mv.from, mv.to);
        if fs.file != ts.file && fs.rank != ts.rank {
            return Stratego::refuse(
                "SG-M3",
                "pieces move straight along a file or a rank, never diagonally",
            );
        }
        let distance = fs.file.abs_diff(ts.file) + fs.rank.abs_diff(ts.rank);
        if distance > 1 && rank != Rank::Scout {
            return Stratego::refuse(
                "SG-M3",
                format!("a {} moves one square at a time; only Scouts move further", rank.name()),
            );
        }
        let step: isize = if fs.file == ts.file {
            if ts.rank > fs.rank { 10 } else { -10 }
        } else if ts.file > fs.file {
            1
        } else {
            -1
        };
        let mut between = from as isize + step;
        while between != to as isize {
            let index = between as usize;
            let sq = Square::from_index(index);
            if is_lake_index(index) {
                return Stratego::refuse(
                    "SG-G2",
                    format!("the Scout cannot cross the lake at {sq}"),
                );
            }
            if self.id_on(index).is_some() {
                return Stratego::refuse(
                    "SG-M4",
                    format!("{sq} is in the way; a Scout moves only across empty squares"),
                );
            }
            between += step;
        }
        if is_lake_index(to) {
            return Stratego::refuse("SG-G2", format!("{ts} is in a lake; no piece enters a lake"));
        }
        if self.id_on(to).is_some_and(|target| target / ARMY == p) {
            return Stratego::refuse("SG-M3", format!("{ts} holds one of your own pieces"));
        }
        if self.forbidden_by_run(p) == Some((from, to)) {
            let limit = self.rules.repetition_limit;
            return Stratego::refuse(
                "SG-M5",
                format!(
                    "this piece has just moved between {fs} and {ts} {limit} times in a row; \
                     the two-square rule forbids a {}th time, so play another move",
                    limit + 1
                ),
            );
        }
        if self.rules.more_squares && self.chase_repeats(mv) {
            return Stratego::refuse(
                "SG-M6",
                "this chasing move would bring back a position that has already occurred \
                 (more-squares rule)",
            );
        }
        Ok(())
    }
}
