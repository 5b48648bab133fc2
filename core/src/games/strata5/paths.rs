//! Strata 5 pawn paths: the board's geometry and the rule-by-rule search of a pawn's legal
//! paths, the reference that checking and the tests use.

use super::columns::Columns;
use super::{NO_PAWN, Place, Strata5, starting_anchors};
use crate::game::Player;

/// A depth-first search of a pawn's legal paths (S5-P1, S5-P2, S5-P3, S5-P4, S5-P5, S5-P6, S5-P7,
/// S5-P8).
pub(super) struct Search<'a> {
    game: &'a Strata5,
    mover: Player,
    first_only: bool,
    /// The spaces landed on so far, the start first.
    path: [usize; 7],
    on_path: Columns,
    reach: Reach,
}

impl Search<'_> {
    fn step_onto(&mut self, c: usize, depth: usize) {
        self.path[depth] = c;
        self.on_path.insert(c);
    }

    /// Extends the path (`depth` spaces long, ending at `from` on `level`) by `left` steps.
    /// Returns true to stop the whole search.
    fn walk(&mut self, from: usize, level: u8, left: u8, depth: usize) -> bool {
        if left == 1 {
            return self.last_step(from, level, depth);
        }
        let game = self.game;
        for n in game.neighbours(from) {
            let nl = game.top[n];
            if nl == 0
                || nl.abs_diff(level) > 1
                || self.on_path.contains(n)
                || game.occupant[n] != NO_PAWN
            {
                continue;
            }
            self.step_onto(n, depth);
            let done = if left == 2 {
                self.last_step(n, nl, depth + 1)
            } else {
                self.walk(n, nl, left - 1, depth + 1)
            };
            self.on_path.remove(n);
            if done {
                return true;
            }
        }
        false
    }

    /// The final step from `from` (S5-P6: it may land on an opposing pawn).
    #[inline(always)]
    fn last_step(&mut self, from: usize, level: u8, depth: usize) -> bool {
        let game = self.game;
        for n in game.neighbours(from) {
            let nl = game.top[n];
            if nl == 0 || nl.abs_diff(level) > 1 || self.on_path.contains(n) {
                continue;
            }
            let occupant = game.occupant[n];
            if occupant == NO_PAWN || game.pawns[occupant as usize].owner != self.mover {
                if !self.reach.found {
                    self.reach.found = true;
                    for &c in &self.path[..depth] {
                        self.reach.witness.insert(c);
                    }
                    self.reach.witness.insert(n);
                }
                self.reach.destinations.insert(n);
                if self.first_only {
                    return true;
                }
            }
        }
        false
    }
}

/// What a pawn can reach: its destinations, and the spaces one legal path lands on.
#[derive(Clone, Copy, Default)]
pub(super) struct Reach {
    found: bool,
    pub(super) destinations: Columns,
    pub(super) witness: Columns,
}

impl Reach {
    pub(super) fn any(&self) -> bool {
        self.found
    }
}

/// Why a block does not fit (S5-B1, S5-B2, S5-B3, S5-B4), before it is put in words.
#[derive(Clone, Copy, Debug)]
pub(super) enum BlockFault {
    AboveTop(u8),
    Detached,
    Unsupported { level: u8, supported: u8 },
    SingleObject(u8),
}

/// What a first pawn move leads to, for the maximum-moves rule (S5-T2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum AfterFirst {
    /// The game is over, at once or through the skips that follow (always legal).
    EndsGame,
    /// A second pawn move follows.
    AllowsSecond,
    /// The turn goes on to the block (or ends) without a second pawn move.
    NoSecond,
}

/// Where a pawn's path begins.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Start {
    Column(usize),
    Reserve,
}

/// The path rules in the order their failures are reported (S5 "Reporting an illegal move").
pub(super) const PATH_RULES: [&str; 4] = ["S5-P4", "S5-P5", "S5-P8", "S5-P6"];
pub(super) const PATH_OK: usize = PATH_RULES.len();

/// A pawn path is at most six steps long.
pub(super) type Visited = [usize; 7];

impl Strata5 {
    /// The highest filled level of a column (block or pawn: a pawn fills one level, S5-G4).
    pub(super) fn column_height(&self, c: usize) -> u8 {
        self.top[c] + u8::from(self.occupant[c] != NO_PAWN)
    }

    /// The level of a column's top space: its highest block (0 = bare board). A pawn standing
    /// there stands on that block (S5-G5).
    pub(super) fn space_level(&self, c: usize) -> u8 {
        self.top[c]
    }

    /// The pawn standing on a column's top space, if any.
    pub(super) fn occupant(&self, c: usize) -> Option<u8> {
        let p = self.occupant[c];
        (p != NO_PAWN).then_some(p)
    }

    /// The four orthogonal neighbours of a column (S5-P2); off the board they are sentinel
    /// columns of bare board.
    pub(super) fn neighbours(&self, c: usize) -> [usize; 4] {
        let w = self.stride();
        [c - 1, c + 1, c - w, c + w]
    }

    pub(super) fn distance(&self, a: usize, b: usize) -> usize {
        let w = self.stride();
        (a % w).abs_diff(b % w) + (a / w).abs_diff(b / w)
    }

    /// The eight columns of `p`'s two starting blocks (S5-S1).
    pub(super) fn start_columns(&self, p: Player) -> [usize; 8] {
        let anchors = starting_anchors(self.size);
        let [a, b] = [anchors[2 * p.index()], anchors[2 * p.index() + 1]];
        let (x, y) = (self.block_columns(a), self.block_columns(b));
        [x[0], x[1], x[2], x[3], y[0], y[1], y[2], y[3]]
    }

    /// A start column with no block above its starting block (a pawn there does not count).
    pub(super) fn start_open(&self, c: usize) -> bool {
        self.space_level(c) == 1
    }

    /// A start column a reserve pawn can enter now: open and empty (S5-P8).
    pub(super) fn entry_free(&self, c: usize) -> bool {
        self.column_height(c) == 1
    }

    pub(super) fn pawn_level(&self, p: u8) -> Option<(usize, u8)> {
        match self.pawns[p as usize].place {
            Place::Board { column, level } => Some((column as usize, level)),
            Place::Reserve => None,
        }
    }

    pub(super) fn trapped(&self, p: u8) -> bool {
        self.is_trapped(&self.pawns[p as usize])
    }

    // ----- pawn paths -----------------------------------------------------------------------

    /// Every final space that pawn number `k` starting at `start` reaches by a legal path
    /// (S5-P1, S5-P2, S5-P3, S5-P4, S5-P5, S5-P6, S5-P7, S5-P8), and the spaces one such path lands
    /// on (its *witness*). Stops at the first
    /// destination when `first_only`.
    pub(super) fn destinations(
        &self,
        start: Start,
        k: u8,
        mover: Player,
        first_only: bool,
    ) -> Reach {
        let mut search = Search {
            game: self,
            mover,
            first_only,
            path: [0; 7],
            on_path: Columns::default(),
            reach: Reach::default(),
        };
        match start {
            Start::Column(c) => {
                search.step_onto(c, 0);
                search.walk(c, self.space_level(c), k, 1);
            }
            Start::Reserve => {
                for c in self.start_columns(mover) {
                    if self.entry_free(c) {
                        search.step_onto(c, 0);
                        let done = search.walk(c, 1, k - 1, 1);
                        search.on_path.remove(c);
                        if done {
                            break;
                        }
                    }
                }
            }
        }
        search.reach
    }

    /// Which path rule a pawn move to `dest` fails, applying the rules P1, P4, P5, P8, P6 one
    /// by one to the set of all k-step orthogonal walks over block spaces: `None` when no such
    /// walk exists (S5-P1), else the index in `PATH_RULES` of the rule that empties the set, or
    /// `PATH_OK` when a legal path remains.
    pub(super) fn path_verdict(
        &self,
        start: Start,
        k: u8,
        dest: usize,
        mover: Player,
    ) -> Option<usize> {
        let mut best = None;
        let mut visited: Visited = [usize::MAX; 7];
        match start {
            Start::Column(c) => {
                visited[0] = c;
                let level = self.space_level(c);
                self.explore(c, level, k, &mut visited, 1, PATH_OK, dest, mover, &mut best);
            }
            Start::Reserve => {
                for c in self.start_columns(mover) {
                    let stage = if self.entry_free(c) { PATH_OK } else { 2 };
                    let stage =
                        if k > 1 && self.occupant(c).is_some() { stage.min(3) } else { stage };
                    visited[0] = c;
                    let level = self.space_level(c);
                    self.explore(c, level, k - 1, &mut visited, 1, stage, dest, mover, &mut best);
                }
            }
        }
        best
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn explore(
        &self,
        at: usize,
        level: u8,
        left: u8,
        visited: &mut Visited,
        depth: usize,
        stage: usize,
        dest: usize,
        mover: Player,
        best: &mut Option<usize>,
    ) {
        if best.is_some_and(|b| b >= stage) {
            return; // this walk cannot beat one already found
        }
        let d = self.distance(at, dest);
        if d > left as usize || (left as usize - d) % 2 == 1 {
            return; // dest out of reach in exactly `left` steps
        }
        if left == 0 {
            *best = Some(stage);
            return;
        }
        for n in self.neighbours(at) {
            let nl = self.space_level(n);
            if nl == 0 {
                continue; // bare board: not a walk at all (S5-P3)
            }
            // Index into PATH_RULES of the first rule this walk breaks (0 = S5-P4).
            let mut s = if nl.abs_diff(level) > 1 { 0 } else { stage };
            if visited[..depth].contains(&n) {
                s = s.min(1);
            }
            let occupant = self.occupant(n);
            let blocked = if left > 1 {
                occupant.is_some()
            } else {
                occupant.is_some_and(|p| self.pawns[p as usize].owner == mover)
            };
            if blocked {
                s = s.min(3);
            }
            visited[depth] = n;
            self.explore(n, nl, left - 1, visited, depth + 1, s, dest, mover, best);
        }
    }
}
