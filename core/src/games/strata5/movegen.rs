//! Fast generation over bit sets of columns: pawn destinations and block anchors.
//!
//! The rule-by-rule functions (`destinations` in `paths.rs`, `block_fit` in `legal.rs`) stay
//! the reference for checking and for explaining refusals; the tests compare these with them
//! over thousands of random positions.

use super::columns::{Bits, Columns};
use super::paths::Start;
use super::{Cell, NO_PAWN, Strata5, TOP_LEVEL};
use crate::game::Player;

/// West, east, south, north; `d ^ 1` is the opposite of `d`.
pub(super) const DIRECTIONS: usize = 4;

/// The step counts (as a bit mask) of the walks that can never land twice on a space.
pub(super) const SHORT_WALKS: u8 = 0b1110;

/// The structure and the pawns as bit sets, for the walks of one player's pawns.
pub(super) struct Walks<B> {
    /// Per direction, the columns a step may leave from that way (S5-P2, S5-P3, S5-P4).
    steps: [B; DIRECTIONS],
    /// Empty block spaces: where a walk may go on from.
    free: B,
    /// Where a walk may end: empty, or an opposing pawn (S5-P6).
    land: B,
}

impl Strata5 {
    /// The index offset of a step in direction `d`.
    fn offset(&self, d: usize) -> isize {
        let w = self.stride() as isize;
        [-1, 1, -w, w][d]
    }

    /// Whether a step from `c` in direction `d` is allowed by the structure: both ends block
    /// spaces, at most one level apart (S5-P2, S5-P3, S5-P4).
    fn step_allowed(&self, c: usize, d: usize) -> bool {
        let n = c.wrapping_add_signed(self.offset(d));
        let (from, to) = (self.top[c], self.top[n]);
        from > 0 && to > 0 && from.abs_diff(to) <= 1
    }

    /// Brings `steps` up to date for the steps that start or end at `c` (after its top
    /// changed). `c` is a column of the board, so its neighbours exist.
    pub(super) fn refresh_steps_near(&mut self, c: usize) {
        for d in 0..DIRECTIONS {
            let n = c.wrapping_add_signed(self.offset(d));
            let out = self.step_allowed(c, d);
            self.steps[d].set(c, out);
            if self.on_board_index(n) {
                let back = self.step_allowed(n, d ^ 1);
                self.steps[d ^ 1].set(n, back);
            }
        }
    }

    /// Whether a column index is on the board (not the sentinel ring).
    fn on_board_index(&self, c: usize) -> bool {
        let w = self.stride();
        (1..w - 1).contains(&(c % w)) && (1..w - 1).contains(&(c / w))
    }

    /// Rebuilds every bit set from `top`, `occupant` and `cells`.
    pub(super) fn rebuild_sets(&mut self) {
        self.by_level = Default::default();
        self.standing = Default::default();
        self.steps = Default::default();
        self.surface = Columns::default();
        self.anchors = Columns::default();
        let (w, n) = (self.stride(), self.size as usize);
        for c in 0..w * w {
            self.by_level[self.top[c] as usize].insert(c);
            if !self.on_board_index(c) {
                continue;
            }
            if self.occupant[c] != NO_PAWN {
                let owner = self.pawns[self.occupant[c] as usize].owner;
                self.standing[owner.index()].insert(c);
            }
            if matches!(self.cells[c][0], Cell::Block(_)) {
                self.surface.insert(c);
            }
            for d in 0..DIRECTIONS {
                let allowed = self.step_allowed(c, d);
                self.steps[d].set(c, allowed);
            }
            if c % w < n && c / w < n {
                self.anchors.insert(c); // file and rank at most n - 2
            }
        }
    }

    // ----- pawns ----------------------------------------------------------------------------

    /// Adds to `ends[left]`, for every `left` in the bit mask `wanted` (step counts 1..=6),
    /// the final spaces of the legal paths (S5-P1, S5-P2, S5-P3, S5-P4, S5-P5, S5-P6, S5-P7, S5-P8)
    /// of `left` steps from `start`, a space
    /// the path has landed on already (a pawn's own column, or its entry space).
    ///
    /// The walks are followed all at once as sets (`walk_sets`), which cannot see a walk
    /// landing twice on a space except by stepping straight back. On a grid any other return
    /// goes round a cycle of four steps or more, and the start cannot be landed on again; so
    /// walks of up to four steps are all legal paths, and longer ones can end falsely only at
    /// distance 1 (five steps: the walk came back to its first space, the end) or 2 (six
    /// steps) from the start. Those ends are checked again with the end barred from the
    /// intermediate steps, which is exact for five steps and for six in a straight line; for
    /// six steps to a diagonal end it is exact unless a detour round a square is possible
    /// (`detour_square`), and then a depth-first search decides.
    pub(super) fn walk_ends(
        &self,
        start: usize,
        wanted: u8,
        mover: Player,
        ends: &mut [Columns; 7],
    ) {
        if self.narrow() {
            self.walk_ends_in::<u128>(start, wanted, mover, ends);
        } else {
            self.walk_ends_in::<Columns>(start, wanted, mover, ends);
        }
    }

    /// Adds to `ends[left]`, for every `left` in the bit mask `wanted`, the final spaces of the
    /// walks of `left` steps from any of `entries`, each landed on already (S5-P8: the entry
    /// spaces of reserve pawns, all searched at once).
    ///
    /// Up to three steps these are exactly the ends of legal paths: a walk that never steps
    /// straight back cannot land twice on a space within three steps (a return needs a cycle
    /// of four), and its start is out of reach; a walk from one entry may cross another entry
    /// like any free space. Longer walks can come back to their own entry, so beyond three
    /// steps the ends are a superset.
    pub(super) fn entry_walk_ends(
        &self,
        entries: Columns,
        wanted: u8,
        mover: Player,
        ends: &mut [Columns; 7],
    ) {
        if self.narrow() {
            self.entry_walk_ends_in::<u128>(entries, wanted, mover, ends);
        } else {
            self.entry_walk_ends_in::<Columns>(entries, wanted, mover, ends);
        }
    }

    fn entry_walk_ends_in<B: Bits>(
        &self,
        entries: Columns,
        wanted: u8,
        mover: Player,
        ends: &mut [Columns; 7],
    ) {
        let found =
            self.entry_ends_superset(&self.walks::<B>(mover), B::from_columns(entries), wanted);
        for (step, set) in found.iter().enumerate() {
            if wanted & (1 << step) != 0 {
                ends[step] |= set.into_columns();
            }
        }
    }

    /// Whether every column index fits in a `u128`.
    pub(super) fn narrow(&self) -> bool {
        self.stride() * self.stride() <= 128
    }

    fn walk_ends_in<B: Bits>(
        &self,
        start: usize,
        wanted: u8,
        mover: Player,
        ends: &mut [Columns; 7],
    ) {
        let Walks { steps, mut free, mut land } = self.walks::<B>(mover);
        free.remove(start);
        land.remove(start);
        let found = self.walk_sets(B::single(start), wanted, &steps, free, land);
        for step in 1..=6 {
            if wanted & (1 << step) == 0 {
                continue;
            }
            let mut here = found[step].into_columns();
            if step >= 5 {
                // The spaces at distance 1 (five steps) or 2 (six: straight ones first).
                let w = self.stride() as isize;
                let near = [-1, 1, -w, w];
                let two_away = [-2, 2, -2 * w, 2 * w, -1 - w, 1 - w, w - 1, w + 1];
                let doubtful: &[isize] = if step == 5 { &near } else { &two_away };
                for (i, &offset) in doubtful.iter().enumerate() {
                    let Some(c) = start.checked_add_signed(offset).filter(|&c| here.contains(c))
                    else {
                        continue;
                    };
                    // With the end barred from the intermediate steps, a walk that reaches
                    // it falsely (back at its first space, or at its second) is gone.
                    let mut barred = free;
                    barred.remove(c);
                    let reached =
                        self.walk_sets(B::single(start), 1 << step, &steps, barred, land)[step];
                    let straight = i < 4;
                    let legal = reached.contains(c)
                        && (step == 5
                            || straight
                            || !self.detour_square(start, c, free)
                            || self.path_exists(start, step as u8, c, mover));
                    if !legal {
                        here.remove(c);
                    }
                }
            }
            ends[step] |= here;
        }
    }

    /// The structure and the pawns as bit sets, for walks of `mover`'s pawns.
    pub(super) fn walks<B: Bits>(&self, mover: Player) -> Walks<B> {
        let pawns = B::from_columns(self.standing[0] | self.standing[1]);
        let free = !(B::from_columns(self.by_level[0]) | pawns);
        let land = free | B::from_columns(self.standing[mover.index() ^ 1]);
        Walks { steps: self.steps.map(B::from_columns), free, land }
    }

    /// A superset of the final spaces of the legal paths of `k` steps from the board column
    /// `start` (exact up to four steps): the walk sets of `walk_ends` without its corrections.
    pub(super) fn column_ends_superset<B: Bits>(&self, walks: &Walks<B>, start: usize, k: u8) -> B {
        let (mut free, mut land) = (walks.free, walks.land);
        free.remove(start);
        land.remove(start);
        self.walk_sets(B::single(start), 1 << k, &walks.steps, free, land)[k as usize % 7]
    }

    /// For every step count in the bit mask `wanted`, a superset of the final spaces of the
    /// legal paths from any of `entries` (exact up to three steps, see `entry_walk_ends`).
    pub(super) fn entry_ends_superset<B: Bits>(
        &self,
        walks: &Walks<B>,
        entries: B,
        wanted: u8,
    ) -> [B; 7] {
        self.walk_sets(entries, wanted, &walks.steps, walks.free, walks.land)
    }

    /// Whether a six-step walk from `start` could reach `end`, diagonal to it, falsely: by a
    /// first step to a common neighbour, round a square of free spaces beyond it, back to that
    /// neighbour and on to `end`. (Only the free spaces are looked at: a maybe, never a miss.)
    fn detour_square<B: Bits>(&self, start: usize, end: usize, free: B) -> bool {
        let w = self.stride() as isize;
        let across = if end % self.stride() > start % self.stride() { 1 } else { -1 };
        let up = if end > start { w } else { -w };
        // The first step `a`, then round the square away from `start` and `end`.
        [(across, up), (up, across)].into_iter().any(|(a, b)| {
            let m = start.wrapping_add_signed(a);
            [m.wrapping_add_signed(a), m.wrapping_add_signed(a - b), m.wrapping_add_signed(-b)]
                .iter()
                .all(|&c| free.contains(c))
        })
    }

    /// The ends of the non-backtracking walks from any of `starts` over the structure, by step
    /// count (those in the bit mask `wanted`): intermediate spaces in `free`, the last in `land`.
    fn walk_sets<B: Bits>(
        &self,
        starts: B,
        wanted: u8,
        steps: &[B; DIRECTIONS],
        free: B,
        land: B,
    ) -> [B; 7] {
        debug_assert!(wanted != 0 && wanted < 1 << 7 && wanted & 1 == 0);
        let last = 7 - wanted.leading_zeros() as u8;
        let w = self.stride() as isize;
        let mut ends = [B::default(); 7];
        // One set per direction of the last step: west, east, south, north.
        let mut at = [B::default(); DIRECTIONS];
        for (d, set) in at.iter_mut().enumerate() {
            *set = (starts & steps[d]).shifted(self.offset(d));
        }
        for step in 1..=last {
            if step > 1 {
                // Every walk steps on, but not back the way it came.
                let [west, east, south, north] = at;
                at = [
                    ((west | south | north) & steps[0]).shifted(-1),
                    ((east | south | north) & steps[1]).shifted(1),
                    ((west | east | south) & steps[2]).shifted(-w),
                    ((west | east | north) & steps[3]).shifted(w),
                ];
            }
            if wanted & (1 << step) != 0 {
                ends[step as usize] = (at[0] | at[1] | at[2] | at[3]) & land;
            }
            for set in at.iter_mut() {
                *set = *set & free;
            }
            if at.iter().all(B::is_empty) {
                break;
            }
        }
        ends
    }

    /// `set` and every space one step away from it over the structure (S5-P2, S5-P3, S5-P4, pawns
    /// ignored).
    pub(super) fn one_step_further(&self, set: Columns) -> Columns {
        (0..DIRECTIONS).fold(set, |grown, d| grown | (set & self.steps[d]).shifted(self.offset(d)))
    }

    /// Whether pawn number `k` of the player to move, starting at `start`, has a legal path
    /// ending on `end` (S5-P1 to S5-P8): the exact check of an end found by a superset.
    pub(super) fn has_path(&self, start: Start, k: u8, end: usize) -> bool {
        let mover = self.to_move;
        match start {
            Start::Column(c) => self.path_exists(c, k, end, mover),
            // The entry is the first of the k steps.
            Start::Reserve => self
                .start_columns(mover)
                .into_iter()
                .any(|entry| self.entry_free(entry) && self.path_exists(entry, k - 1, end, mover)),
        }
    }

    /// Whether a legal path of exactly `left` steps leads from `start` (landed on already) to
    /// `target`: a depth-first search, pruned by distance.
    fn path_exists(&self, start: usize, left: u8, target: usize, mover: Player) -> bool {
        let mut on_path = Columns::default();
        on_path.insert(start);
        self.path_from(start, left, target, mover, &mut on_path)
    }

    fn path_from(
        &self,
        at: usize,
        left: u8,
        target: usize,
        mover: Player,
        on_path: &mut Columns,
    ) -> bool {
        let d = self.distance(at, target);
        if d > left as usize || (left as usize - d) % 2 == 1 {
            return false;
        }
        for dir in 0..DIRECTIONS {
            if !self.steps[dir].contains(at) {
                continue;
            }
            let n = at.wrapping_add_signed(self.offset(dir));
            if on_path.contains(n) {
                continue;
            }
            let occupant = self.occupant[n];
            if left == 1 {
                let opposing = occupant == NO_PAWN || self.pawns[occupant as usize].owner != mover;
                if n == target && opposing {
                    return true;
                }
                continue;
            }
            if occupant != NO_PAWN {
                continue;
            }
            on_path.insert(n);
            let found = self.path_from(n, left - 1, target, mover, on_path);
            on_path.remove(n);
            if found {
                return true;
            }
        }
        false
    }

    // ----- blocks ---------------------------------------------------------------------------

    /// The anchors where a block fits now (S5-B1, S5-B2, S5-B3, S5-B4), all at once.
    pub(super) fn block_anchors(&self) -> Columns {
        if self.narrow() {
            self.block_anchors_in::<u128>().into_columns()
        } else {
            self.block_anchors_in::<Columns>()
        }
    }

    /// Whether a block fits somewhere: first on the surface (the usual case, and quick),
    /// then at any level.
    pub(super) fn block_fits_somewhere(&self) -> bool {
        let on_surface = if self.narrow() {
            !self.surface_anchors_in::<u128>().is_empty()
        } else {
            !self.surface_anchors_in::<Columns>().is_empty()
        };
        on_surface || !self.block_anchors().is_empty()
    }

    /// The anchors where a block fits at level 1: four bare columns, touching a block at
    /// level 1 side by side (S5-B1, S5-B2).
    fn surface_anchors_in<B: Bits>(&self) -> B {
        let w = self.stride() as isize;
        let built = !B::from_columns(self.by_level[0]);
        let touched = built | built.shifted(-1) | built.shifted(-w) | built.shifted(-(w + 1));
        !touched & B::from_columns(self.anchors) & self.touching_surface::<B>()
    }

    fn block_anchors_in<B: Bits>(&self) -> B {
        let w = self.stride() as isize;
        let by_level = self.by_level.map(B::from_columns);
        let pawns = B::from_columns(self.standing[0] | self.standing[1]);
        // Columns whose highest filled cell (block or pawn) is at level `h`.
        let height = |h: usize| {
            let bare = if h <= TOP_LEVEL as usize { by_level[h] & !pawns } else { B::default() };
            if h == 0 { bare } else { bare | (by_level[h - 1] & pawns) }
        };
        // The anchors with at least one of their four columns in `set`.
        let any4 = |set: B| set | set.shifted(-1) | set.shifted(-w) | set.shifted(-(w + 1));
        let anchors = B::from_columns(self.anchors);
        let mut result = B::default();
        // `higher`: columns at least as high as the level being tried.
        let mut higher = height(TOP_LEVEL as usize + 1) | height(TOP_LEVEL as usize);
        let mut blocked = any4(higher);
        for level in (1..=TOP_LEVEL as usize).rev() {
            // Anchors whose highest column is at level - 1: a block there is at `level` (S5-B1).
            let below = height(level - 1);
            higher = higher | below;
            let reaches = any4(higher);
            let here = reaches & !blocked & anchors;
            blocked = reaches;
            if here.is_empty() {
                continue;
            }
            if level == 1 {
                result = result | (here & self.touching_surface::<B>());
                continue;
            }
            // S5-B3: three of the four columns supported at level - 1.
            let (a, b, c, d) =
                (below, below.shifted(-1), below.shifted(-w), below.shifted(-(w + 1)));
            let three = (a & b & (c | d)) | (c & d & (a | b));
            let mut fits = here & three;
            // S5-B4: only four supports can all be one block (the one exactly below).
            let mut on_four = fits & a & b & c & d;
            while let Some(anchor) = on_four.nth(0) {
                on_four.remove(anchor);
                if self.single_block_below(anchor, level) {
                    fits.remove(anchor);
                }
            }
            result = result | fits;
        }
        result
    }

    /// The anchors with one of the eight columns around their 2×2 square side by side holding
    /// a block at level 1 (S5-B2).
    fn touching_surface<B: Bits>(&self) -> B {
        let w = self.stride() as isize;
        let surface = B::from_columns(self.surface);
        let ring = [-1, w - 1, 2, w + 2, -w, -w + 1, 2 * w, 2 * w + 1];
        ring.into_iter().fold(B::default(), |acc, at| acc | surface.shifted(-at))
    }

    /// Whether the four cells below a block at `level` (≥ 2) anchored at `anchor` are one
    /// block (S5-B4).
    fn single_block_below(&self, anchor: usize, level: usize) -> bool {
        let (w, below) = (self.stride(), level - 2);
        let first = self.cells[anchor][below];
        matches!(first, Cell::Block(_))
            && [anchor + 1, anchor + w, anchor + w + 1]
                .iter()
                .all(|&c| self.cells[c][below] == first)
    }
}
