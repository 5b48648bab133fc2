//! Move generation. One generator feeds either the caller's `Vec` or a probe that stops at the
//! first move (to detect forced passes), so the two can never disagree.

use super::board::{CellIter, Cells, bit};
use super::moves::{MAX_LANDINGS, Move, Route, Square};
use super::{Strata7, opponent};
use crate::game::Player;

/// Where generated moves go. `push` returns true to stop generating.
pub(super) trait Sink {
    fn push(&mut self, mv: Move) -> bool;
}

impl Sink for Vec<Move> {
    #[inline]
    fn push(&mut self, mv: Move) -> bool {
        Vec::push(self, mv);
        false
    }
}

/// Stops at the first move: "does any move exist?"
#[derive(Default)]
pub(super) struct AnyMove(pub bool);

impl Sink for AnyMove {
    fn push(&mut self, _: Move) -> bool {
        self.0 = true;
        true
    }
}

/// What a single pawn's move may do from one start cell (a normal move or a separation).
struct PawnMoves<'a, S: Sink> {
    pos: &'a Strata7,
    sink: &'a mut S,
    from: usize,
    /// Cells holding a pawn while the mover travels (its start is free unless a partner
    /// stays there, as in a separation).
    occupied: Cells,
    /// Cells a landing may use: empty, passable, not of the mover's camp (S7-M1, M2, M4, M5),
    /// plus its partners waiting on enemy objectives (S7-O2).
    land_ok: Cells,
    /// The mover's occupants on enemy objectives: arriving there is a reinforcement.
    reinforce: Cells,
    /// Enemy objectives: landing there ends a chain (S7-O1).
    enemy_objectives: Cells,
    /// The objective a separating top pawn may not go back to (S7-O4), else empty.
    forbidden: Cells,
    path: [Square; MAX_LANDINGS],
    found: usize,
    stop: bool,
}

impl<S: Sink> PawnMoves<'_, S> {
    fn emit(&mut self, len: usize, exit: Option<usize>) {
        self.found += 1;
        let route = Route::from_buffer(self.from, &self.path, len, exit);
        self.stop = self.sink.push(Move::Go(route));
    }

    /// The pawn reached a partner on an enemy objective: the stack must step out to an empty
    /// non-objective neighbour if there is one (S7-O3).
    fn emit_reinforcement(&mut self, len: usize, dest: usize) {
        let g = &self.pos.geometry;
        let exits = g.neighbours[dest] & !g.objectives & !self.occupied;
        if exits == 0 {
            self.emit(len, None);
            return;
        }
        for exit in CellIter(exits) {
            self.emit(len, Some(exit));
            if self.stop {
                return;
            }
        }
    }

    /// Emits the move ending at the landing `path[len - 1] = land`.
    #[inline]
    fn emit_landing(&mut self, len: usize, land: usize) {
        let b = bit(land);
        if b & self.forbidden != 0 {
            return;
        }
        if b & self.reinforce != 0 {
            self.emit_reinforcement(len, land);
        } else {
            self.emit(len, None);
        }
    }

    fn steps(&mut self) {
        let targets = self.pos.geometry.neighbours[self.from] & self.land_ok;
        for to in CellIter(targets) {
            self.path[0] = Square::from_cell(to);
            self.emit_landing(1, to);
            if self.stop {
                return;
            }
        }
    }

    /// Every jump chain continuing from `cur` after `len` landings (S7-M2).
    fn jumps(&mut self, cur: usize, visited: Cells, len: usize) {
        let g = &self.pos.geometry;
        for &jump in g.jumps_from(cur) {
            let (over, land) = (usize::from(jump.over), usize::from(jump.land));
            let b = bit(land);
            if self.occupied & bit(over) == 0 || visited & b != 0 || self.land_ok & b == 0 {
                continue;
            }
            // `len < MAX_LANDINGS`: landings share the start's parity class (see MAX_LANDINGS).
            if len >= MAX_LANDINGS {
                return;
            }
            self.path[len] = Square::from_cell(land);
            self.emit_landing(len + 1, land);
            if self.stop {
                return;
            }
            if b & self.enemy_objectives == 0 {
                self.jumps(land, visited | b, len + 1);
                if self.stop {
                    return;
                }
            }
        }
    }
}

impl Strata7 {
    /// Every legal move of `p` (who is to move and the game not over) into `sink`.
    /// Returns how many were found (at least 1 when the sink stopped early).
    pub(super) fn generate<S: Sink>(&self, p: Player, sink: &mut S) -> usize {
        if self.pending[p.index()] {
            let mut found = 0;
            for cell in CellIter(self.placement_cells()) {
                found += 1;
                if sink.push(Move::Place(Square::from_cell(cell))) {
                    break;
                }
            }
            return found;
        }
        let own_stacks = self.stack_cells & self.pawns[p.index()];
        if own_stacks != 0 {
            let found = self.forced_moves(p, sink);
            if found > 0 {
                return found;
            }
        }
        let mut found = 0;
        let movers = self.pawns[p.index()] & !self.stack_cells & !self.geometry.objectives;
        let all = self.occupied();
        for from in CellIter(movers) {
            let (n, stop) = self.pawn_moves(p, from, all & !bit(from), 0, sink);
            found += n;
            if stop {
                break;
            }
        }
        found
    }

    /// The exits of stacks waiting on objectives (S7-O3) and the separations of stacks off
    /// them (S7-O4): when any exists, the player must play one of them (any stack may, S7-O3a).
    pub(super) fn forced_moves<S: Sink>(&self, p: Player, sink: &mut S) -> usize {
        let g = &self.geometry;
        let all = self.occupied();
        let mut found = 0;
        for stack in self.stack_slice() {
            let cell = usize::from(stack.cell);
            if self.pawns[p.index()] & bit(cell) == 0 {
                continue;
            }
            if stack.is_on_objective() {
                for exit in CellIter(g.neighbours[cell] & !g.objectives & !all) {
                    found += 1;
                    let mut path = [Square::from_cell(0); MAX_LANDINGS];
                    path[0] = Square::from_cell(exit);
                    if sink.push(Move::Go(Route::from_buffer(cell, &path, 1, None))) {
                        return found;
                    }
                }
            } else {
                let forbidden = bit(usize::from(stack.objective));
                let (n, stop) = self.pawn_moves(p, cell, all, forbidden, sink);
                found += n;
                if stop {
                    return found;
                }
            }
        }
        found
    }

    /// The steps and jump chains of one pawn of `p` from `from`. Returns (found, stopped).
    fn pawn_moves<S: Sink>(
        &self,
        p: Player,
        from: usize,
        occupied: Cells,
        forbidden: Cells,
        sink: &mut S,
    ) -> (usize, bool) {
        let g = &self.geometry;
        let reinforce = self.occupants(p) & g.camp_objectives[opponent(p).index()];
        let mut walker = PawnMoves {
            pos: self,
            sink,
            from,
            occupied,
            land_ok: (g.passable & !occupied & !g.camp_objectives[p.index()]) | reinforce,
            reinforce,
            enemy_objectives: g.camp_objectives[opponent(p).index()],
            forbidden,
            path: [Square::from_cell(0); MAX_LANDINGS],
            found: 0,
            stop: false,
        };
        walker.steps();
        if !walker.stop {
            walker.jumps(from, bit(from), 0);
        }
        (walker.found, walker.stop)
    }

    /// Whether `p` has any legal move now.
    pub(super) fn has_any_move(&self, p: Player) -> bool {
        let mut probe = AnyMove::default();
        self.generate(p, &mut probe);
        probe.0
    }

    /// Whether the pawn of `p` on `from` can move at all (for a stack: separate).
    pub(super) fn can_separate(&self, p: Player, from: usize, objective: usize) -> bool {
        let mut probe = AnyMove::default();
        self.pawn_moves(p, from, self.occupied(), bit(objective), &mut probe);
        probe.0
    }
}
