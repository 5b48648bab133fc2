//! Move generation. One generator feeds either the caller's `Vec` or a probe that stops at the
//! first move (to detect forced passes), so the two can never disagree.
//!
//! Steps and first jumps use bit sets, all pawns at once, one direction at a time. Longer
//! chains (a chain may branch at every landing) read, per cell, a byte of the directions in
//! which a jump is open (computed once for the whole board with shifts) and one flag byte per
//! landing, marking landed-on cells in place while the search descends.

use super::board::{
    CellIter, Cells, DIRECTIONS, FLAG_CELLS, Geometry, add_flags, bit, flag, index_offset, shift,
    spread_bits,
};
use super::moves::{MAX_LANDINGS, Move, PackedLandings, Route, Square, with_landing};
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

/// The moves of one side's single pawns (normal moves and separations share it).
struct Walker<'a, S: Sink> {
    geometry: &'a Geometry,
    sink: &'a mut S,
    /// Per-cell flags (see `board::flag`) for the mover's side; cells landed on by the chain
    /// being explored carry `BLOCK` until the search backs out of them.
    flags: [u8; FLAG_CELLS],
    /// Where a single step may go: empty passable cells outside the mover's camp's objectives,
    /// and partners waiting on enemy objectives.
    step_targets: Cells,
    /// Every pawn on the board.
    occupied: Cells,
    /// Where a jump may land: `step_targets` as a bit set of the flags without `BLOCK`.
    landable: Cells,
    /// For each cell, the directions (bit `k` for `DIRECTIONS[k]`) in which a jump from it
    /// finds a pawn to jump and a free landing, before any chain marks its landings; one byte
    /// per cell, eight cells per word.
    jump_directions: [u64; FLAG_CELLS / 8],
    from: usize,
    /// Whether the mover's start is free while it travels (not for a separation, whose
    /// bottom pawn stays).
    start_vacated: bool,
    /// The chain's landings so far; bytes past the current depth stay zero.
    path: PackedLandings,
    found: usize,
    stop: bool,
}

impl<'a, S: Sink> Walker<'a, S> {
    fn new(pos: &'a Strata7, p: Player, sink: &'a mut S) -> Self {
        let g: &Geometry = &pos.geometry;
        let occupied = pos.occupied();
        let partners = pos.occupants(p) & g.camp_objectives[opponent(p).index()];
        let mut flags = g.side_flags[p.index()];
        add_flags(&mut flags, occupied, flag::PAWN | flag::BLOCK);
        for cell in CellIter(partners) {
            flags[cell] = flag::PAWN | flag::PARTNER | flag::ENEMY_OBJECTIVE;
        }
        let landable = (g.passable & !occupied & !g.camp_objectives[p.index()]) | partners;
        // All cells at once, direction by direction: `c` jumps towards `d` when `c + d` holds
        // a pawn and `c + 2d` is landable.
        let mut jump_directions = [0u64; FLAG_CELLS / 8];
        macro_rules! sources {
            ($k:expr, $df:expr, $dr:expr) => {
                let sources = shift(occupied & shift(landable, -$df, -$dr), -$df, -$dr);
                spread_bits(&mut jump_directions, sources, $k);
            };
        }
        sources!(0, 1, 0);
        sources!(1, 1, 1);
        sources!(2, 0, 1);
        sources!(3, -1, 1);
        sources!(4, -1, 0);
        sources!(5, -1, -1);
        sources!(6, 0, -1);
        sources!(7, 1, -1);
        Walker {
            geometry: g,
            sink,
            flags,
            step_targets: landable,
            landable,
            jump_directions,
            occupied,
            from: 0,
            start_vacated: true,
            path: [0; MAX_LANDINGS / 8],
            found: 0,
            stop: false,
        }
    }

    #[inline(always)]
    fn emit(&mut self, landings: PackedLandings, len: usize, exit: Option<usize>) {
        self.found += 1;
        self.stop = self.sink.push(Move::Go(Route::from_parts(self.from, landings, len, exit)));
    }

    /// Emits the move whose `len`-th landing is `land` (the earlier ones are in `path`).
    #[inline(always)]
    fn emit_landing(&mut self, len: usize, land: usize) {
        let f = self.flags[land];
        if f & (flag::FORBIDDEN | flag::PARTNER) == 0 {
            self.emit(with_landing(self.path, len - 1, land), len, None);
        } else if f & flag::FORBIDDEN == 0 {
            self.emit_reinforcement(len, land);
        }
    }

    /// The pawn joined its partner on an enemy objective: the stack must step out to an empty
    /// non-objective neighbour if there is one (S7-O3).
    #[cold]
    fn emit_reinforcement(&mut self, len: usize, dest: usize) {
        let g = self.geometry;
        let landings = with_landing(self.path, len - 1, dest);
        let vacated = if self.start_vacated { bit(self.from) } else { 0 };
        let exits = g.neighbours[dest] & !g.objectives & !(self.occupied & !vacated);
        if exits == 0 {
            self.emit(landings, len, None);
            return;
        }
        for exit in CellIter(exits) {
            self.emit(landings, len, Some(exit));
            if self.stop {
                return;
            }
        }
    }

    /// Every step and jump chain of the pawns on `movers`, all of them at once, direction by
    /// direction (each direction a constant, so its shifts compile to fixed ones).
    /// `start_vacated`: the mover's start is free while it travels (false for a separation,
    /// whose bottom pawn stays).
    fn pieces(&mut self, movers: Cells, start_vacated: bool) {
        self.start_vacated = start_vacated;
        macro_rules! each_direction {
            ($method:ident) => {
                self.$method::<1, 0>(movers);
                self.$method::<1, 1>(movers);
                self.$method::<0, 1>(movers);
                self.$method::<-1, 1>(movers);
                self.$method::<-1, 0>(movers);
                self.$method::<-1, -1>(movers);
                self.$method::<0, -1>(movers);
                self.$method::<1, -1>(movers);
            };
        }
        each_direction!(steps_towards);
        each_direction!(jumps_towards);
    }

    /// The steps of `movers` in direction `(DF, DR)` (S7-M1).
    #[inline(always)]
    fn steps_towards<const DF: i8, const DR: i8>(&mut self, movers: Cells) {
        if self.stop {
            return;
        }
        let delta = index_offset(DF, DR);
        for to in CellIter(shift(movers, DF, DR) & self.step_targets) {
            self.from = to.wrapping_add_signed(-delta);
            self.emit_landing(1, to);
            if self.stop {
                return;
            }
        }
    }

    /// The jump chains of `movers` whose first jump goes in direction `(DF, DR)` (S7-M2).
    #[inline(always)]
    fn jumps_towards<const DF: i8, const DR: i8>(&mut self, movers: Cells) {
        if self.stop {
            return;
        }
        let delta = index_offset(DF, DR);
        let firsts = shift(shift(movers, DF, DR) & self.occupied, DF, DR) & self.landable;
        for land in CellIter(firsts) {
            self.from = land.wrapping_add_signed(-2 * delta);
            self.emit_landing(1, land);
            if self.stop {
                return;
            }
            let f = self.flags[land];
            if f & flag::ENEMY_OBJECTIVE == 0 {
                // The start is taken in the flags already: it counts as landed on.
                self.path = with_landing([0; MAX_LANDINGS / 8], 0, land);
                self.flags[land] = f | flag::BLOCK;
                self.jumps(land, 1, reverse_direction(direction_index(DF, DR)));
                self.flags[land] = f;
                self.path = [0; MAX_LANDINGS / 8];
                if self.stop {
                    return;
                }
            }
        }
    }

    /// Every jump chain continuing from `cur` after `len` landings (S7-M2). `back` is the
    /// direction bit that would jump the same pawn again, onto the previous landing.
    fn jumps(&mut self, cur: usize, len: usize, back: u8) {
        // Chains never exceed MAX_LANDINGS (see its proof); the guard only keeps a bad
        // custom position from indexing past the path.
        if len >= MAX_LANDINGS {
            return;
        }
        let word = self.jump_directions[(cur / 8) % (FLAG_CELLS / 8)];
        let mut open = (word >> (8 * (cur % 8))) as u8 & !back;
        while open != 0 {
            let k = open.trailing_zeros() as usize;
            open &= open - 1;
            let land = cur.wrapping_add_signed(2 * DIRECTION_OFFSETS[k & 7]);
            let f = self.flags[land & (FLAG_CELLS - 1)];
            if f & flag::BLOCK != 0 {
                continue; // landed on earlier in this chain
            }
            self.emit_landing(len + 1, land);
            if self.stop {
                return;
            }
            if f & flag::ENEMY_OBJECTIVE == 0 {
                let outer = self.path;
                self.path = with_landing(outer, len, land);
                self.flags[land & (FLAG_CELLS - 1)] = f | flag::BLOCK;
                self.jumps(land, len + 1, reverse_direction(k));
                self.flags[land & (FLAG_CELLS - 1)] = f;
                self.path = outer;
                if self.stop {
                    return;
                }
            }
        }
    }
}

/// Index offsets of `DIRECTIONS`.
const DIRECTION_OFFSETS: [isize; 8] = {
    let mut offsets = [0; 8];
    let mut k = 0;
    while k < 8 {
        offsets[k] = index_offset(DIRECTIONS[k].0, DIRECTIONS[k].1);
        k += 1;
    }
    offsets
};

/// The bit of the direction opposite to `DIRECTIONS[k]`.
const fn reverse_direction(k: usize) -> u8 {
    1 << ((k + 4) % 8)
}

/// The index of a direction in `DIRECTIONS`.
const fn direction_index(df: i8, dr: i8) -> usize {
    let mut k = 0;
    while k < 8 {
        if DIRECTIONS[k].0 == df && DIRECTIONS[k].1 == dr {
            return k;
        }
        k += 1;
    }
    0
}

impl Strata7 {
    /// Every legal move of `p` (who is to move, the game not over) into `sink`.
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
        let mut walker = Walker::new(self, p, sink);
        if self.stack_cells & self.pawns[p.index()] != 0 {
            self.forced_moves(p, &mut walker);
            if walker.found > 0 {
                return walker.found;
            }
        }
        let movers = self.pawns[p.index()] & !self.stack_cells & !self.geometry.objectives;
        walker.pieces(movers, true);
        walker.found
    }

    /// The exits of stacks waiting on objectives (S7-O3) and the separations of stacks off
    /// them (S7-O4): when any exists, the player must play one of them (any stack may, S7-O3a).
    fn forced_moves<S: Sink>(&self, p: Player, walker: &mut Walker<'_, S>) {
        let g = &self.geometry;
        for stack in self.stack_slice() {
            let cell = usize::from(stack.cell);
            if self.pawns[p.index()] & bit(cell) == 0 {
                continue;
            }
            if stack.is_on_objective() {
                walker.from = cell;
                for exit in CellIter(g.neighbours[cell] & !g.objectives & !walker.occupied) {
                    walker.emit(with_landing([0; MAX_LANDINGS / 8], 0, exit), 1, None);
                    if walker.stop {
                        return;
                    }
                }
            } else {
                // The bottom pawn stays: the start remains taken en route.
                let objective = usize::from(stack.objective);
                let saved = walker.flags[objective];
                walker.flags[objective] |= flag::FORBIDDEN;
                walker.pieces(bit(cell), false);
                walker.flags[objective] = saved;
                if walker.stop {
                    return;
                }
            }
        }
    }

    /// Whether `p` has any legal move now.
    pub(super) fn has_any_move(&self, p: Player) -> bool {
        if !self.pending[p.index()] {
            // Fast path: a single pawn with a free step means some move exists (a forced one
            // or that step).
            let g = &self.geometry;
            let movers = self.pawns[p.index()] & !self.stack_cells & !g.objectives;
            let free = g.passable & !self.occupied() & !g.camp_objectives[p.index()];
            if super::board::dilate(movers) & free != 0 {
                return true;
            }
        }
        let mut probe = AnyMove::default();
        self.generate(p, &mut probe);
        probe.0
    }

    /// Whether the stack of `p` on `cell`, off its objective, can separate (S7-O4).
    pub(super) fn can_separate(&self, p: Player, cell: usize, objective: usize) -> bool {
        let mut probe = AnyMove::default();
        let mut walker = Walker::new(self, p, &mut probe);
        walker.flags[objective] |= flag::FORBIDDEN;
        walker.pieces(bit(cell), false);
        walker.found > 0
    }
}
