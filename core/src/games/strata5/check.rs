//! Strata 5 move checking: why a move is illegal, in the order of the rules' reporting
//! section.

use super::paths::*;
use super::{From, Move, PAWNS, Phase, Place, Square, Strata5};
use crate::game::IllegalMove;

impl Strata5 {
    pub(super) fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.ending.is_some() {
            return Err(IllegalMove::new("S5-E7", "the game is over: no more moves"));
        }
        match mv {
            Move::Block(anchor) => self.check_block(anchor),
            Move::Pawn { from, to } => self.check_pawn(from, to),
        }
    }

    pub(super) fn off_board(&self, sq: Square) -> IllegalMove {
        let n = self.size;
        IllegalMove::new("S5-G1", format!("{sq} is off the {n}×{n} board"))
    }

    pub(super) fn check_block(&self, anchor: Square) -> Result<(), IllegalMove> {
        if !self.on_board(anchor) {
            return Err(self.off_board(anchor));
        }
        if anchor.file + 1 >= self.size || anchor.rank + 1 >= self.size {
            return Err(IllegalMove::new(
                "S5-G3",
                format!(
                    "a block anchored at {anchor} would stick out over the edge: the anchor is its lowest file and rank"
                ),
            ));
        }
        // The phase before the supply (S5 "Reporting an illegal move").
        if !matches!(self.phase, Phase::Block { .. }) {
            return Err(IllegalMove::new(
                "S5-T2",
                "pawn moves come first: move a pawn before placing the block",
            ));
        }
        if self.supply == 0 {
            return Err(IllegalMove::new("S5-T3", "no blocks are left in the supply"));
        }
        self.block_level(anchor).map(|_| ())
    }

    pub(super) fn check_pawn(&self, from: From, to: Square) -> Result<(), IllegalMove> {
        if let From::Board(sq) = from
            && !self.on_board(sq)
        {
            return Err(self.off_board(sq));
        }
        if !self.on_board(to) {
            return Err(self.off_board(to));
        }
        let mover = self.to_move;
        let (pawn, start) = self.pawn_may_move(from)?;
        let dest = self.col(to);
        if self.space_level(dest) == 0 {
            return Err(IllegalMove::new(
                "S5-P3",
                format!("{to} is bare board: pawns only ever stand on blocks"),
            ));
        }
        if self.occupant(dest).is_some_and(|p| p != pawn && self.pawns[p as usize].owner == mover) {
            return Err(IllegalMove::new(
                "S5-P6",
                format!("{to} holds one of your own pawns: a pawn never lands on its own side"),
            ));
        }
        if start == Start::Column(dest) {
            return Err(IllegalMove::new(
                "S5-P5",
                "a move may not end where it started: that would be a pass",
            ));
        }
        if start == Start::Reserve && !self.start_columns(mover).iter().any(|&c| self.start_open(c))
        {
            return Err(IllegalMove::new(
                "S5-P8",
                "every space of your starting blocks is covered: reserve pawns can no longer enter",
            ));
        }
        let k = self.pawns[pawn as usize].number;
        match self.path_verdict(start, k, dest, mover) {
            None => {
                return Err(IllegalMove::new(
                    "S5-P1",
                    format!(
                        "a {k} pawn moves exactly {k} steps, orthogonally, over block spaces; no such path reaches {to}"
                    ),
                ));
            }
            Some(PATH_OK) => {}
            Some(rule) => return Err(self.path_error(PATH_RULES[rule], k, to)),
        }
        if matches!(self.phase, Phase::Block { .. }) {
            // Not reached: the pawn phases are skipped only when no other pawn has a path.
            return Err(third_pawn_move());
        }
        if self.phase == Phase::FirstPawn
            && self.after_first_move(Move::Pawn { from, to }) == AfterFirst::NoSecond
            && self.some_first_move_allows_second()
        {
            return Err(IllegalMove::new(
                "S5-T2",
                "after this move no second pawn could move, but another first move lets you move two pawns: you must move as many pawns as you can",
            ));
        }
        Ok(())
    }

    pub(super) fn path_error(&self, rule: &'static str, k: u8, to: Square) -> IllegalMove {
        let message = match rule {
            "S5-P4" => format!(
                "every path of exactly {k} steps to {to} climbs or drops more than one level in a step"
            ),
            "S5-P5" => {
                format!("every path of exactly {k} steps to {to} lands on some space twice")
            }
            "S5-P8" => {
                "a reserve pawn enters on a free space of one of your starting blocks (uncovered and empty); none of the paths to there starts from one".to_string()
            }
            _ => format!(
                "every path of exactly {k} steps to {to} passes over another pawn; only the last step may land on one (an opposing pawn)"
            ),
        };
        IllegalMove::new(rule, message)
    }

    /// The rules about the pawn itself, whatever its destination: the pawn `from` names, where
    /// its path begins, or why it may not move at all this turn (S5-T1, S5-P9, S5-P7).
    pub(super) fn pawn_may_move(&self, from: From) -> Result<(u8, Start), IllegalMove> {
        if matches!(self.phase, Phase::Block { pawns_moved: 2, .. }) {
            return Err(third_pawn_move());
        }
        let (pawn, start) = self.named_pawn(from)?;
        let moved_already = match self.phase {
            Phase::FirstPawn => None,
            Phase::SecondPawn { moved } => Some(moved),
            Phase::Block { last_moved, .. } => last_moved,
        };
        if moved_already == Some(pawn) {
            return Err(moved_twice());
        }
        Ok((pawn, start))
    }

    /// The pawn a move names and where its path begins (S5-P9, S5-P7).
    pub(super) fn named_pawn(&self, from: From) -> Result<(u8, Start), IllegalMove> {
        let mover = self.to_move;
        match from {
            From::Reserve(number) => (0..PAWNS as u8)
                .find(|&p| {
                    let pawn = &self.pawns[p as usize];
                    pawn.owner == mover && pawn.number == number && pawn.place == Place::Reserve
                })
                .map(|p| (p, Start::Reserve))
                .ok_or_else(|| {
                    IllegalMove::new(
                        "S5-P9",
                        format!("you have no pawn numbered {number} in your reserve"),
                    )
                }),
            From::Board(sq) => {
                let c = self.col(sq);
                if let Some(p) = self.occupant(c).filter(|&p| self.pawns[p as usize].owner == mover)
                {
                    return Ok((p, Start::Column(c)));
                }
                let trapped_own = (0..PAWNS as u8).any(|p| {
                    self.pawns[p as usize].owner == mover
                        && self.pawn_level(p).is_some_and(|(pc, _)| pc == c)
                });
                if trapped_own {
                    Err(IllegalMove::new(
                        "S5-P7",
                        format!("your pawn at {sq} is covered by a block: it is trapped for good"),
                    ))
                } else {
                    Err(IllegalMove::new("S5-P9", format!("you have no pawn on {sq}")))
                }
            }
        }
    }
}

pub(super) fn third_pawn_move() -> IllegalMove {
    IllegalMove::new(
        "S5-T1",
        "a turn has at most two pawn moves, then the block: place a block now",
    )
}

pub(super) fn moved_twice() -> IllegalMove {
    IllegalMove::new(
        "S5-T1",
        "that pawn has already moved this turn: a turn's two pawn moves use two different pawns",
    )
}
