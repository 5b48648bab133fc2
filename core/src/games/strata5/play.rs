//! Strata 5 playing: applying a move, then settling the turn and the game's end.

use super::columns::Columns;
use super::paths::*;
use super::{
    BLACK, BLOCKS, Cell, Ending, Move, NO_PAWN, PAWNS, Phase, Place, RED, Strata5, TOP_LEVEL,
    TURNS_WITHOUT_BLOCK_LIMIT,
};
use crate::game::Player;

impl Strata5 {
    pub(super) fn apply(&mut self, mv: Move) {
        match mv {
            Move::Pawn { .. } => {
                let pawn = self.move_pawn(mv);
                if self.ending.is_some() {
                    return;
                }
                self.phase = match self.phase {
                    Phase::FirstPawn => Phase::SecondPawn { moved: pawn },
                    _ => Phase::Block { pawns_moved: 2, last_moved: Some(pawn) },
                };
            }
            Move::Block(anchor) => {
                let level = self.block_fit(anchor).unwrap_or(TOP_LEVEL);
                let id = BLOCKS - self.supply;
                let cols = self.block_columns(anchor);
                for c in cols {
                    self.cells[c][level as usize - 1] = Cell::Block(id);
                    self.by_level[self.top[c] as usize].remove(c);
                    self.by_level[level as usize].insert(c);
                    self.top[c] = level;
                    // A pawn there is now trapped (S5-B5).
                    self.occupant[c] = NO_PAWN;
                    self.standing[0].remove(c);
                    self.standing[1].remove(c);
                    if level == 1 {
                        self.surface.insert(c);
                    }
                }
                for c in cols {
                    self.refresh_steps_near(c);
                }
                self.supply -= 1;
                self.turns_without_block = 0;
                self.judge(self.to_move, false);
                if self.ending.is_some() {
                    return;
                }
                self.end_turn(true);
            }
        }
        self.settle();
    }

    /// Moves the named pawn to `to`, capturing an opposing pawn there (S5-C1), and applies the
    /// end rules; no phase change. Returns the pawn's index.
    pub(super) fn move_pawn(&mut self, mv: Move) -> u8 {
        let Move::Pawn { from, to } = mv else { unreachable!("move_pawn takes pawn moves") };
        let Ok((pawn, start)) = self.named_pawn(from) else {
            unreachable!("play_unchecked takes moves that check accepts")
        };
        let mover = self.to_move;
        if let Start::Column(c) = start {
            self.cells[c][self.top[c] as usize] = Cell::Empty;
            self.occupant[c] = NO_PAWN;
            self.standing[mover.index()].remove(c);
        }
        let dest = self.col(to);
        let space = self.top[dest];
        if let Some(victim) = self.occupant(dest) {
            let v = &mut self.pawns[victim as usize];
            self.standing[v.owner.index()].remove(dest);
            v.owner = mover;
            v.place = Place::Reserve;
        }
        self.cells[dest][space as usize] = Cell::Pawn(pawn);
        self.occupant[dest] = pawn;
        self.standing[mover.index()].insert(dest);
        self.pawns[pawn as usize].place = Place::Board { column: dest as u8, level: space + 1 };
        self.judge(self.to_move, space == TOP_LEVEL);
        pawn
    }

    /// Skips the phases that have no legal option (S5-T3, S5-T4, S5-E6) until the player to
    /// move has something to do or the game ends.
    pub(super) fn settle(&mut self) {
        while self.ending.is_none() {
            match self.phase {
                Phase::FirstPawn if self.has_pawn_move(None) => return,
                Phase::SecondPawn { moved } if self.has_pawn_move(Some(moved)) => return,
                Phase::FirstPawn => self.phase = Phase::Block { pawns_moved: 0, last_moved: None },
                Phase::SecondPawn { moved } => {
                    self.phase = Phase::Block { pawns_moved: 1, last_moved: Some(moved) }
                }
                Phase::Block { .. } if self.supply > 0 && self.any_block_move() => return,
                Phase::Block { .. } => self.end_turn(false),
            }
        }
    }

    pub(super) fn end_turn(&mut self, placed_block: bool) {
        if !placed_block {
            self.turns_without_block += 1;
            if self.turns_without_block >= TURNS_WITHOUT_BLOCK_LIMIT {
                self.ending = Some(Ending::Draw); // S5-E5
                return;
            }
        }
        self.to_move = self.to_move.next(2);
        self.phase = Phase::FirstPawn;
    }

    pub(super) fn start_turn(&mut self) {
        self.phase = Phase::FirstPawn;
        self.settle();
    }

    /// The end rules after a move by `mover`, in the order of S5-E7: S5-E1, S5-E2, S5-E4, S5-E3.
    pub(super) fn judge(&mut self, mover: Player, reached_top: bool) {
        let other = mover.next(2);
        let win = |p: Player| Some(Ending::Win(p));
        self.ending = if reached_top {
            // S5-E1: a pawn's last step onto a level-5 block wins at once.
            win(mover)
        } else {
            match (self.immobile(mover), self.immobile(other)) {
                (true, true) => win(mover),
                (true, false) => win(other),
                (false, true) => win(mover),
                (false, false) if self.supply == 0 => {
                    if !self.has_top_block() {
                        // S5-E4: no block left and none at level 5: nobody can win.
                        Some(Ending::Draw)
                    } else {
                        match (self.blockaded(RED), self.blockaded(BLACK)) {
                            (true, true) => Some(Ending::Draw),
                            (true, false) => win(BLACK),
                            (false, true) => win(RED),
                            (false, false) => None,
                        }
                    }
                }
                (false, false) => None,
            }
        };
    }

    /// No pawn of `p` can ever move again (S5-E2).
    pub(super) fn immobile(&self, p: Player) -> bool {
        !self.mobile_without(p, None)
    }

    /// Whether a pawn of `p` other than `gone` can still move some day (S5-E2).
    pub(super) fn mobile_without(&self, p: Player, gone: Option<u8>) -> bool {
        let entry_open = || self.start_columns(p).iter().any(|&c| self.start_open(c));
        (0..PAWNS as u8).any(|i| {
            let pawn = &self.pawns[i as usize];
            pawn.owner == p
                && Some(i) != gone
                && match pawn.place {
                    Place::Board { .. } => !self.trapped(i),
                    Place::Reserve => entry_open(),
                }
        })
    }

    pub(super) fn has_top_block(&self) -> bool {
        self.top.contains(&TOP_LEVEL)
    }

    /// S5-E3: none of `p`'s pawns that can still move can reach a level-5 space over the
    /// fixed structure (steps of S5-P2, S5-P3, S5-P4, pawns and exact counts ignored).
    pub(super) fn blockaded(&self, p: Player) -> bool {
        let mut reach = Columns::default();
        for i in 0..PAWNS as u8 {
            let pawn = &self.pawns[i as usize];
            if pawn.owner != p {
                continue;
            }
            match pawn.place {
                Place::Board { column, .. } if !self.trapped(i) => {
                    reach.insert(column as usize);
                }
                Place::Reserve => {
                    for c in self.start_columns(p) {
                        if self.start_open(c) {
                            reach.insert(c);
                        }
                    }
                }
                Place::Board { .. } => {}
            }
        }
        // Spread over the structure one step at a time (`steps` holds S5-P2, S5-P3, S5-P4).
        loop {
            if !(reach & self.by_level[TOP_LEVEL as usize]).is_empty() {
                return false;
            }
            let grown = self.one_step_further(reach);
            if grown == reach {
                return true;
            }
            reach = grown;
        }
    }
}
