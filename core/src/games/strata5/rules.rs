//! Strata 5 move generation, checking and playing.

use super::columns::Columns;
use super::generate::SHORT_WALKS;
use super::{
    BLACK, BLOCKS, Cell, Ending, From, Move, NO_PAWN, PAWNS, Phase, Place, RED, Square, Strata5,
    TOP_LEVEL, TURNS_WITHOUT_BLOCK_LIMIT, starting_anchors,
};
use crate::game::{IllegalMove, Player};

/// A depth-first search of a pawn's legal paths (S5-P1, S5-P2, S5-P3, S5-P4, S5-P5, S5-P6, S5-P7,
/// S5-P8).
struct Search<'a> {
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
    witness: Columns,
}

impl Reach {
    fn any(&self) -> bool {
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
enum AfterFirst {
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
const PATH_RULES: [&str; 4] = ["S5-P4", "S5-P5", "S5-P8", "S5-P6"];
const PATH_OK: usize = PATH_RULES.len();

/// A pawn path is at most six steps long.
type Visited = [usize; 7];

impl Strata5 {
    // ----- geometry -------------------------------------------------------------------------

    /// The highest filled level of a column (block or pawn: a pawn fills one level, S5-G4).
    fn column_height(&self, c: usize) -> u8 {
        self.top[c] + u8::from(self.occupant[c] != NO_PAWN)
    }

    /// The level of a column's top space: its highest block (0 = bare board). A pawn standing
    /// there stands on that block (S5-G5).
    fn space_level(&self, c: usize) -> u8 {
        self.top[c]
    }

    /// The pawn standing on a column's top space, if any.
    pub(super) fn occupant(&self, c: usize) -> Option<u8> {
        let p = self.occupant[c];
        (p != NO_PAWN).then_some(p)
    }

    /// The four orthogonal neighbours of a column (S5-P2); off the board they are sentinel
    /// columns of bare board.
    fn neighbours(&self, c: usize) -> [usize; 4] {
        let w = self.stride();
        [c - 1, c + 1, c - w, c + w]
    }

    pub(super) fn distance(&self, a: usize, b: usize) -> usize {
        let w = self.stride();
        (a % w).abs_diff(b % w) + (a / w).abs_diff(b / w)
    }

    /// The eight columns of `p`'s two starting blocks (S5-S1).
    fn start_columns(&self, p: Player) -> [usize; 8] {
        let anchors = starting_anchors(self.size);
        let [a, b] = [anchors[2 * p.index()], anchors[2 * p.index() + 1]];
        let (x, y) = (self.block_columns(a), self.block_columns(b));
        [x[0], x[1], x[2], x[3], y[0], y[1], y[2], y[3]]
    }

    /// A start column with no block above its starting block (a pawn there does not count).
    fn start_open(&self, c: usize) -> bool {
        self.space_level(c) == 1
    }

    /// A start column a reserve pawn can enter now: open and empty (S5-P8).
    fn entry_free(&self, c: usize) -> bool {
        self.column_height(c) == 1
    }

    fn pawn_level(&self, p: u8) -> Option<(usize, u8)> {
        match self.pawns[p as usize].place {
            Place::Board { column, level } => Some((column as usize, level)),
            Place::Reserve => None,
        }
    }

    fn trapped(&self, p: u8) -> bool {
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
    fn path_verdict(&self, start: Start, k: u8, dest: usize, mover: Player) -> Option<usize> {
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
    fn explore(
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

    // ----- generation -----------------------------------------------------------------------

    /// The pawns of the player to move that may move now: on the board and free, or one per
    /// distinct number in the reserve; `except` has moved already this turn.
    pub(super) fn movable_pawns(
        &self,
        except: Option<u8>,
    ) -> impl Iterator<Item = (u8, Start)> + '_ {
        let mover = self.to_move;
        let mut reserve_seen = 0u8;
        (0..PAWNS as u8).filter_map(move |p| {
            let pawn = &self.pawns[p as usize];
            if pawn.owner != mover || Some(p) == except {
                return None;
            }
            match pawn.place {
                Place::Board { column, .. } => {
                    (!self.trapped(p)).then_some((p, Start::Column(column as usize)))
                }
                Place::Reserve => {
                    let bit = 1u8 << pawn.number;
                    let first = reserve_seen & bit == 0;
                    reserve_seen |= bit;
                    first.then_some((p, Start::Reserve))
                }
            }
        })
    }

    /// Appends the moves of the pawns that may move (all but `except`), found by the fast
    /// search of `generate.rs`.
    pub(super) fn pawn_moves(&self, except: Option<u8>, out: &mut Vec<Move>) {
        self.pawn_moves_noting(except, out, |_, _, _| {});
    }

    /// `pawn_moves`, calling `note` with every pawn that may move, its start and whether it
    /// has a move.
    fn pawn_moves_noting(
        &self,
        except: Option<u8>,
        out: &mut Vec<Move>,
        mut note: impl FnMut(u8, Start, bool),
    ) {
        let mut reserve_ends = None;
        for (p, start) in self.movable_pawns(except) {
            let number = self.pawns[p as usize].number;
            let (from, ends) = match start {
                Start::Column(c) => (From::Board(self.square(c)), self.pawn_ends(start, number)),
                Start::Reserve => {
                    let all = reserve_ends.get_or_insert_with(|| self.reserve_ends());
                    (From::Reserve(number), all[number as usize - 1])
                }
            };
            note(p, start, !ends.is_empty());
            for c in ends.iter() {
                out.push(Move::Pawn { from, to: self.square(c) });
            }
        }
    }

    /// The final spaces of a pawn's legal paths (S5-P1, S5-P2, S5-P3, S5-P4, S5-P5, S5-P6, S5-P7,
    /// S5-P8), by the fast search.
    pub(super) fn pawn_ends(&self, start: Start, k: u8) -> Columns {
        let mover = self.to_move;
        let mut ends = [Columns::default(); 7];
        match start {
            Start::Column(c) => {
                self.walk_ends(c, 1 << k, mover, &mut ends);
                ends[k as usize]
            }
            Start::Reserve => {
                // The entry is the first of the k steps.
                for c in self.start_columns(mover) {
                    if self.entry_free(c) {
                        self.walk_ends(c, 1 << (k - 1), mover, &mut ends);
                    }
                }
                ends[k as usize - 1]
            }
        }
    }

    /// For the mover's reserve pawns, by steps after the entry (number - 1), the final spaces
    /// of their legal paths: one search per entry space serves every number.
    fn reserve_ends(&self) -> [Columns; 7] {
        let mover = self.to_move;
        let wanted = self
            .pawns
            .iter()
            .filter(|p| p.owner == mover && p.place == Place::Reserve)
            .fold(0u8, |mask, p| mask | 1 << (p.number - 1));
        let mut entries = Columns::default();
        for c in self.start_columns(mover) {
            if self.entry_free(c) {
                entries.insert(c);
            }
        }
        let mut ends = [Columns::default(); 7];
        if entries.is_empty() {
            return ends;
        }
        if wanted & SHORT_WALKS != 0 {
            self.short_walk_ends_from(entries, wanted & SHORT_WALKS, mover, &mut ends);
        }
        let long = wanted & !SHORT_WALKS;
        if long != 0 {
            for c in entries.iter() {
                self.walk_ends(c, long, mover, &mut ends);
            }
        }
        ends
    }

    pub(super) fn has_pawn_move(&self, except: Option<u8>) -> bool {
        let mover = self.to_move;
        self.movable_pawns(except).any(|(p, start)| {
            let number = self.pawns[p as usize].number;
            self.destinations(start, number, mover, true).any()
        })
    }

    /// First pawn moves under the maximum-moves rule (S5-T2): when some first move allows a
    /// second pawn move, the first moves that allow none are dropped, unless they end the game.
    ///
    /// A first move of pawn P ending on column D changes the other pawns' options only by
    /// occupying D (leaving its start and capturing only add options). So when the move cannot
    /// end the game at once and another pawn has a legal path that never lands on D, a second
    /// move surely remains. Otherwise the other pawns are searched again with D taken and P's
    /// start freed, and only when that finds nothing is the move played out in full.
    pub(super) fn first_pawn_moves(&self, out: &mut Vec<Move>) {
        let mut movable = [(0, Start::Reserve); PAWNS];
        // Per movable pawn, the spaces one of its legal paths lands on (none without a move),
        // searched when needed.
        let mut witnesses: [Option<Option<Columns>>; PAWNS] = [None; PAWNS];
        let mut count = 0;
        self.pawn_moves_noting(None, out, |p, start, has_move| {
            movable[count] = (p, start);
            if !has_move {
                witnesses[count] = Some(None);
            }
            count += 1;
        });
        let mover = self.to_move;
        let movable = &movable[..count];
        // Reserve pawns are listed once per number; a second one of that number can serve.
        // How many the mover has in reserve, by number (counted once, asked for every move).
        let mut in_reserve = [0u8; 7];
        for pawn in &self.pawns {
            if pawn.owner == mover
                && pawn.place == Place::Reserve
                && let Some(count) = in_reserve.get_mut(pawn.number as usize)
            {
                *count += 1;
            }
        }
        // A pawn move that stops below level 5 leaves the end rules (S5-E7) as they are now,
        // but for what it changes: the opponent may lose a captured pawn (S5-E2); with the
        // supply empty, the moved pawn stays in the same connected part of the structure
        // (S5-E3), unless it entered from the reserve (which may now be empty) or captured.
        let other = mover.next(2);
        let end_rules_quiet = !self.immobile(other)
            && (self.supply > 0
                || (self.has_top_block() && !self.blockaded(RED) && !self.blockaded(BLACK)));
        let may_end_at_once = |from: From, dest: usize| {
            let victim = self.occupant(dest);
            !end_rules_quiet
                || self.top[dest] == TOP_LEVEL
                || (self.supply == 0 && (victim.is_some() || matches!(from, From::Reserve(_))))
                || victim.is_some_and(|v| !self.mobile_without(other, Some(v)))
        };
        let mut scratch: Option<Strata5> = None;
        let mut after = |mv: &Move| {
            let Move::Pawn { from, to } = *mv else { return AfterFirst::NoSecond };
            let dest = self.col(to);
            if may_end_at_once(from, dest) {
                return self.after_first_move(*mv);
            }
            let another_pawn_survives =
                movable.iter().zip(&mut witnesses).any(|(&(q, start), w)| {
                    let number = self.pawns[q as usize].number;
                    let another = match (from, start) {
                        (From::Board(sq), Start::Column(c)) => self.col(sq) != c,
                        (From::Reserve(n), Start::Reserve) => {
                            number != n
                                || in_reserve.get(n as usize).is_some_and(|&count| count >= 2)
                        }
                        _ => true,
                    };
                    another
                        && w.get_or_insert_with(|| {
                            let reach = self.destinations(start, number, mover, true);
                            reach.any().then_some(reach.witness)
                        })
                        .is_some_and(|path| !path.contains(dest))
                });
            if another_pawn_survives
                || scratch.get_or_insert_with(|| self.clone()).second_move_after(*mv)
            {
                AfterFirst::AllowsSecond
            } else {
                self.after_first_move(*mv)
            }
        };
        // Each move is judged once: the verdicts are needed only when some move allows a
        // second, which the first such verdict shows.
        let mut verdicts = Vec::with_capacity(out.len());
        let mut some_allows_second = false;
        for mv in out.iter() {
            let verdict = after(mv);
            some_allows_second |= verdict == AfterFirst::AllowsSecond;
            verdicts.push(verdict);
        }
        if some_allows_second {
            let mut verdict = verdicts.into_iter();
            out.retain(|_| verdict.next() != Some(AfterFirst::NoSecond));
        }
    }

    /// Whether a pawn other than the one `mv` moves could move after it, judged only from
    /// the spaces it frees and takes (a capture and the end rules can only add to that).
    /// Leaves the position as it was.
    fn second_move_after(&mut self, mv: Move) -> bool {
        let Move::Pawn { from, to } = mv else { return false };
        let Ok((pawn, start)) = self.named_pawn(from) else { return false };
        let dest = self.col(to);
        let taken = std::mem::replace(&mut self.occupant[dest], pawn);
        if let Start::Column(c) = start {
            self.occupant[c] = NO_PAWN;
        }
        let found = self.has_pawn_move(Some(pawn));
        if let Start::Column(c) = start {
            self.occupant[c] = pawn;
        }
        self.occupant[dest] = taken;
        found
    }

    /// What a first pawn move (with a legal path) leads to under S5-T2, found by playing it
    /// with the automatic skips that follow (S5-T4): the reference for the maximum-moves rule.
    fn after_first_move(&self, mv: Move) -> AfterFirst {
        let mut after = self.clone();
        after.apply(mv);
        if after.ending.is_some() {
            AfterFirst::EndsGame
        } else if matches!(after.phase, Phase::SecondPawn { .. }) {
            AfterFirst::AllowsSecond
        } else {
            AfterFirst::NoSecond
        }
    }

    /// Whether some first pawn move allows a second pawn move without ending the game (S5-T2).
    fn some_first_move_allows_second(&self) -> bool {
        let mut all = Vec::new();
        self.pawn_moves(None, &mut all);
        all.into_iter().any(|m| self.after_first_move(m) == AfterFirst::AllowsSecond)
    }

    pub(super) fn block_moves(&self, out: &mut Vec<Move>) {
        out.extend(self.block_anchors().iter().map(|c| Move::Block(self.square(c))));
    }

    fn any_block_move(&self) -> bool {
        self.block_fits_somewhere()
    }

    /// The level a block anchored at `anchor` would take, or the building rule it breaks
    /// (S5-B1, S5-B2, S5-B3, S5-B4). The anchor must fit on the board.
    pub(super) fn block_level(&self, anchor: Square) -> Result<u8, IllegalMove> {
        self.block_fit(anchor).map_err(|fault| {
            let (rule, message) = match fault {
                BlockFault::AboveTop(level) => (
                    "S5-B1",
                    format!("a block at {anchor} would be at level {level}; nothing goes above level {TOP_LEVEL}"),
                ),
                BlockFault::Detached => (
                    "S5-B2",
                    format!("a block on the board surface must touch a block already on the board side by side ({anchor} touches none)"),
                ),
                BlockFault::Unsupported { level, supported } => (
                    "S5-B3",
                    format!(
                        "a block at level {level} needs support under at least three of its four corners; at {anchor} only {supported} {}",
                        if supported == 1 { "is" } else { "are" }
                    ),
                ),
                BlockFault::SingleObject(level) => (
                    "S5-B4",
                    format!("a block at level {level} must rest on at least two different blocks or pawns, never on a single block"),
                ),
            };
            IllegalMove::new(rule, message)
        })
    }

    /// `block_level` without the message: the hot path of move generation.
    pub(super) fn block_fit(&self, anchor: Square) -> Result<u8, BlockFault> {
        let cols = self.block_columns(anchor);
        let heights = [
            self.column_height(cols[0]),
            self.column_height(cols[1]),
            self.column_height(cols[2]),
            self.column_height(cols[3]),
        ];
        let level = 1 + heights[0].max(heights[1]).max(heights[2]).max(heights[3]);
        if level > TOP_LEVEL {
            return Err(BlockFault::AboveTop(level));
        }
        if level == 1 {
            // The eight columns that touch the 2×2 square side by side.
            let (c, w) = (cols[0], self.stride());
            let ring =
                [c - 1, c + w - 1, c + 2, c + w + 2, c - w, c - w + 1, c + 2 * w, c + 2 * w + 1];
            let touches = ring.iter().any(|&n| matches!(self.cells[n][0], Cell::Block(_)));
            return if touches { Ok(1) } else { Err(BlockFault::Detached) };
        }
        let below = level as usize - 2;
        let (mut supported, mut first, mut objects) = (0, Cell::Empty, 0);
        for (&c, h) in cols.iter().zip(heights) {
            if h == level - 1 {
                let cell = self.cells[c][below];
                supported += 1;
                if objects == 0 {
                    (first, objects) = (cell, 1);
                } else if cell != first {
                    objects = 2;
                }
            }
        }
        if supported < 3 {
            Err(BlockFault::Unsupported { level, supported })
        } else if objects < 2 {
            Err(BlockFault::SingleObject(level))
        } else {
            Ok(level)
        }
    }

    // ----- checking -------------------------------------------------------------------------

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

    fn check_block(&self, anchor: Square) -> Result<(), IllegalMove> {
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

    fn check_pawn(&self, from: From, to: Square) -> Result<(), IllegalMove> {
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

    fn path_error(&self, rule: &'static str, k: u8, to: Square) -> IllegalMove {
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
    fn named_pawn(&self, from: From) -> Result<(u8, Start), IllegalMove> {
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

    // ----- playing --------------------------------------------------------------------------

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
    fn move_pawn(&mut self, mv: Move) -> u8 {
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

    fn end_turn(&mut self, placed_block: bool) {
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
    fn mobile_without(&self, p: Player, gone: Option<u8>) -> bool {
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

fn third_pawn_move() -> IllegalMove {
    IllegalMove::new(
        "S5-T1",
        "a turn has at most two pawn moves, then the block: place a block now",
    )
}

fn moved_twice() -> IllegalMove {
    IllegalMove::new(
        "S5-T1",
        "that pawn has already moved this turn: a turn's two pawn moves use two different pawns",
    )
}
