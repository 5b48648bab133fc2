//! Strata 5 move generation, checking and playing.

use super::{
    BLACK, BLOCKS, Cell, Ending, MAX_COLUMNS, Move, PAWNS, Phase, Place, RED, Square, Strata5,
    TOP_LEVEL, TURNS_WITHOUT_BLOCK_LIMIT, height_of, starting_anchors,
};
use crate::game::{IllegalMove, Player};
use crate::games::strata5::From;

/// A set of columns.
#[derive(Clone, Copy, Default)]
struct Columns([u64; 3]);

impl Columns {
    fn insert(&mut self, c: usize) -> bool {
        let (word, bit) = (c / 64, 1u64 << (c % 64));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }

    fn contains(&self, c: usize) -> bool {
        self.0[c / 64] & (1u64 << (c % 64)) != 0
    }

    fn iter(self) -> impl Iterator<Item = usize> {
        (0..MAX_COLUMNS).filter(move |&c| self.contains(c))
    }
}

/// Where a pawn's path begins.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Start {
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

    fn column_height(&self, c: usize) -> u8 {
        height_of(&self.cells[c])
    }

    /// The level of a column's top space: its highest block (0 = bare board). A pawn standing
    /// there stands on that block (S5-G5).
    fn space_level(&self, c: usize) -> u8 {
        self.cells[c].iter().rposition(|x| matches!(x, Cell::Block(_))).map_or(0, |i| i as u8 + 1)
    }

    /// The pawn standing on a column's top space, if any.
    fn occupant(&self, c: usize) -> Option<u8> {
        match self.column_height(c) {
            0 => None,
            h => match self.cells[c][h as usize - 1] {
                Cell::Pawn(p) => Some(p),
                _ => None,
            },
        }
    }

    fn neighbours(&self, c: usize) -> impl Iterator<Item = usize> {
        let n = self.size as usize;
        let (f, r) = (c % n, c / n);
        [
            (f > 0).then(|| c - 1),
            (f + 1 < n).then(|| c + 1),
            (r > 0).then(|| c - n),
            (r + 1 < n).then(|| c + n),
        ]
        .into_iter()
        .flatten()
    }

    fn distance(&self, a: usize, b: usize) -> usize {
        let n = self.size as usize;
        (a % n).abs_diff(b % n) + (a / n).abs_diff(b / n)
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
    /// (S5-P1..P8). Stops at the first when `first_only`.
    fn destinations(&self, start: Start, k: u8, mover: Player, first_only: bool) -> Columns {
        let mut found = Columns::default();
        let mut visited: Visited = [usize::MAX; 7];
        match start {
            Start::Column(c) => {
                visited[0] = c;
                self.walk(
                    c,
                    self.space_level(c),
                    k,
                    &mut visited,
                    1,
                    mover,
                    &mut found,
                    first_only,
                );
            }
            Start::Reserve => {
                for c in self.start_columns(mover) {
                    if self.entry_free(c) {
                        visited[0] = c;
                        self.walk(c, 1, k - 1, &mut visited, 1, mover, &mut found, first_only);
                        if first_only && found.0 != [0; 3] {
                            break;
                        }
                    }
                }
            }
        }
        found
    }

    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        from: usize,
        level: u8,
        left: u8,
        visited: &mut Visited,
        depth: usize,
        mover: Player,
        found: &mut Columns,
        first_only: bool,
    ) -> bool {
        for n in self.neighbours(from) {
            let nl = self.space_level(n);
            if nl == 0 || nl.abs_diff(level) > 1 || visited[..depth].contains(&n) {
                continue;
            }
            let occupant = self.occupant(n);
            if left == 1 {
                let capturable = occupant.is_none_or(|p| self.pawns[p as usize].owner != mover);
                if capturable {
                    found.insert(n);
                    if first_only {
                        return true;
                    }
                }
            } else if occupant.is_none() {
                visited[depth] = n;
                if self.walk(n, nl, left - 1, visited, depth + 1, mover, found, first_only) {
                    return true;
                }
            }
        }
        false
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
    fn movable_pawns(&self, except: Option<u8>) -> impl Iterator<Item = (u8, Start)> + '_ {
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

    pub(super) fn pawn_moves(&self, except: Option<u8>, out: &mut Vec<Move>) {
        let mover = self.to_move;
        for (p, start) in self.movable_pawns(except) {
            let pawn = self.pawns[p as usize];
            let from = match start {
                Start::Column(c) => From::Board(self.square(c)),
                Start::Reserve => From::Reserve(pawn.number),
            };
            for c in self.destinations(start, pawn.number, mover, false).iter() {
                out.push(Move::Pawn { from, to: self.square(c) });
            }
        }
    }

    pub(super) fn has_pawn_move(&self, except: Option<u8>) -> bool {
        let mover = self.to_move;
        self.movable_pawns(except).any(|(p, start)| {
            let number = self.pawns[p as usize].number;
            self.destinations(start, number, mover, true).0 != [0; 3]
        })
    }

    /// First pawn moves under the maximum-moves rule (S5-T2).
    pub(super) fn first_pawn_moves(&self, out: &mut Vec<Move>) {
        self.pawn_moves(None, out);
        let keeps: Vec<bool> = out.iter().map(|&mv| self.first_move_keeps_two(mv)).collect();
        if keeps.contains(&true) {
            let mut keep = keeps.into_iter();
            out.retain(|_| keep.next().unwrap_or(false));
        }
    }

    /// Whether a first pawn move is acceptable under S5-T2 on its own: it ends the game or
    /// leaves a second pawn move.
    fn first_move_keeps_two(&self, mv: Move) -> bool {
        let mut after = self.clone();
        let pawn = after.move_pawn(mv);
        after.ending.is_some() || after.has_pawn_move(Some(pawn))
    }

    pub(super) fn block_moves(&self, out: &mut Vec<Move>) {
        let n = self.size;
        for rank in 0..n - 1 {
            for file in 0..n - 1 {
                let anchor = Square::new(file, rank);
                if self.block_level(anchor).is_ok() {
                    out.push(Move::Block(anchor));
                }
            }
        }
    }

    fn any_block_move(&self) -> bool {
        let n = self.size;
        (0..n - 1).any(|r| (0..n - 1).any(|f| self.block_level(Square::new(f, r)).is_ok()))
    }

    /// The level a block anchored at `anchor` would take, or the building rule it breaks
    /// (S5-B1..B4). The anchor must fit on the board.
    fn block_level(&self, anchor: Square) -> Result<u8, IllegalMove> {
        let cols = self.block_columns(anchor);
        let heights = cols.map(|c| self.column_height(c));
        let level = 1 + heights.iter().max().copied().unwrap_or(0);
        if level > TOP_LEVEL {
            return Err(IllegalMove::new(
                "S5-B1",
                format!(
                    "a block at {anchor} would be at level {level}; nothing goes above level {TOP_LEVEL}"
                ),
            ));
        }
        if level == 1 {
            let touches = cols.iter().any(|&c| {
                self.neighbours(c)
                    .any(|n| !cols.contains(&n) && matches!(self.cells[n][0], Cell::Block(_)))
            });
            if !touches {
                return Err(IllegalMove::new(
                    "S5-B2",
                    format!(
                        "a block on the board surface must touch a block already on the board side by side ({anchor} touches none)"
                    ),
                ));
            }
            return Ok(1);
        }
        let below = level as usize - 2;
        let supports: Vec<Cell> = cols
            .iter()
            .zip(heights)
            .filter(|&(_, h)| h == level - 1)
            .map(|(&c, _)| self.cells[c][below])
            .collect();
        if supports.len() < 3 {
            return Err(IllegalMove::new(
                "S5-B3",
                format!(
                    "a block at level {level} needs support under at least three of its four corners; at {anchor} only {} {} supported",
                    supports.len(),
                    if supports.len() == 1 { "is" } else { "are" }
                ),
            ));
        }
        if supports.iter().all(|s| *s == supports[0]) {
            return Err(IllegalMove::new(
                "S5-B4",
                format!(
                    "a block at level {level} must rest on at least two different blocks or pawns, never on a single block"
                ),
            ));
        }
        Ok(level)
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

    fn off_board(&self, sq: Square) -> IllegalMove {
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
        if self.supply == 0 {
            return Err(IllegalMove::new("S5-T3", "no blocks are left in the supply"));
        }
        if self.phase != Phase::Block {
            return Err(IllegalMove::new(
                "S5-T2",
                "pawn moves come first: move a pawn before placing the block",
            ));
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
        if self.phase == Phase::Block {
            return Err(IllegalMove::new(
                "S5-T1",
                "a turn has at most two pawn moves, then the block: place a block now",
            ));
        }
        let mover = self.to_move;
        let (pawn, start) = self.named_pawn(from)?;
        if self.phase == (Phase::SecondPawn { moved: pawn }) {
            return Err(IllegalMove::new(
                "S5-T1",
                "that pawn has already moved this turn: the second move must use another pawn",
            ));
        }
        let dest = self.col(to);
        if self.space_level(dest) == 0 {
            return Err(IllegalMove::new(
                "S5-P3",
                format!("{to} is bare board: pawns only ever stand on blocks"),
            ));
        }
        if self.occupant(dest).is_some_and(|p| self.pawns[p as usize].owner == mover) {
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
        if self.phase == Phase::FirstPawn {
            let mv = Move::Pawn { from, to };
            let other_keeps_two = || {
                let mut all = Vec::new();
                self.pawn_moves(None, &mut all);
                all.into_iter().any(|m| self.first_move_keeps_two(m))
            };
            if !self.first_move_keeps_two(mv) && other_keeps_two() {
                return Err(IllegalMove::new(
                    "S5-T2",
                    "after this move no second pawn could move, but another first move lets you move two pawns: you must move as many pawns as you can",
                ));
            }
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
                    _ => Phase::Block,
                };
            }
            Move::Block(anchor) => {
                let level = self.block_level(anchor).unwrap_or(TOP_LEVEL);
                let id = BLOCKS - self.supply;
                for c in self.block_columns(anchor) {
                    self.cells[c][level as usize - 1] = Cell::Block(id);
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
        if let Start::Column(c) = start {
            let level = self.column_height(c);
            self.cells[c][level as usize - 1] = Cell::Empty;
        }
        let dest = self.col(to);
        if let Some(victim) = self.occupant(dest) {
            let level = self.column_height(dest);
            self.cells[dest][level as usize - 1] = Cell::Empty;
            let v = &mut self.pawns[victim as usize];
            v.owner = self.to_move;
            v.place = Place::Reserve;
        }
        let space = self.space_level(dest);
        self.cells[dest][space as usize] = Cell::Pawn(pawn);
        self.pawns[pawn as usize].place = Place::Board { column: dest as u8, level: space + 1 };
        self.judge(self.to_move, space == TOP_LEVEL);
        pawn
    }

    /// Skips the phases that have no legal option (S5-T3, S5-T4, S5-E6) until the player to
    /// move has something to do or the game ends.
    fn settle(&mut self) {
        while self.ending.is_none() {
            match self.phase {
                Phase::FirstPawn if self.has_pawn_move(None) => return,
                Phase::SecondPawn { moved } if self.has_pawn_move(Some(moved)) => return,
                Phase::FirstPawn | Phase::SecondPawn { .. } => self.phase = Phase::Block,
                Phase::Block if self.supply > 0 && self.any_block_move() => return,
                Phase::Block => self.end_turn(false),
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

    /// The end rules after a move by `mover`, in the order of S5-E7: E1, E2, E4, E3.
    fn judge(&mut self, mover: Player, reached_top: bool) {
        let other = mover.next(2);
        let win = |p: Player| Some(Ending::Win(p));
        self.ending = if reached_top {
            win(mover)
        } else {
            match (self.immobile(mover), self.immobile(other)) {
                (true, true) => win(mover),
                (true, false) => win(other),
                (false, true) => win(mover),
                (false, false) if self.supply == 0 => {
                    if !self.has_top_block() {
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
    fn immobile(&self, p: Player) -> bool {
        let entry_open = || self.start_columns(p).iter().any(|&c| self.start_open(c));
        !(0..PAWNS as u8).any(|i| {
            let pawn = &self.pawns[i as usize];
            pawn.owner == p
                && match pawn.place {
                    Place::Board { .. } => !self.trapped(i),
                    Place::Reserve => entry_open(),
                }
        })
    }

    fn has_top_block(&self) -> bool {
        let n = self.size as usize;
        (0..n * n).any(|c| matches!(self.cells[c][TOP_LEVEL as usize - 1], Cell::Block(_)))
    }

    /// S5-E3: none of `p`'s pawns that can still move can reach a level-5 space over the
    /// fixed structure (steps of S5-P2..P4, pawns and exact counts ignored).
    fn blockaded(&self, p: Player) -> bool {
        let mut seen = Columns::default();
        let mut queue: Vec<usize> = Vec::new();
        for i in 0..PAWNS as u8 {
            let pawn = &self.pawns[i as usize];
            if pawn.owner != p {
                continue;
            }
            match pawn.place {
                Place::Board { column, .. } if !self.trapped(i) => queue.push(column as usize),
                Place::Reserve => {
                    queue.extend(self.start_columns(p).into_iter().filter(|&c| self.start_open(c)))
                }
                Place::Board { .. } => {}
            }
        }
        queue.retain(|&c| seen.insert(c));
        while let Some(c) = queue.pop() {
            let level = self.space_level(c);
            if level == TOP_LEVEL {
                return false;
            }
            for n in self.neighbours(c) {
                let nl = self.space_level(n);
                if nl > 0 && nl.abs_diff(level) <= 1 && seen.insert(n) {
                    queue.push(n);
                }
            }
        }
        true
    }
}
