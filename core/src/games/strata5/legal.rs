//! Strata 5 legal moves: what the turn allows now (pawn moves, then the block).

use super::columns::{Bits, Columns};
use super::movegen::{SHORT_WALKS, Walks};
use super::paths::*;
use super::{
    BLACK, Cell, From, Move, NO_PAWN, PAWNS, Phase, Place, RED, Square, Strata5, TOP_LEVEL,
};
use crate::game::IllegalMove;
use crate::rng::Rng;

impl Strata5 {
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
    /// search of `movegen.rs`.
    pub(super) fn pawn_moves(&self, except: Option<u8>, out: &mut Vec<Move>) {
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
    pub(super) fn reserve_ends(&self) -> [Columns; 7] {
        let mover = self.to_move;
        let (entries, wanted) = self.reserve_walks();
        let mut ends = [Columns::default(); 7];
        if entries.is_empty() {
            return ends;
        }
        if wanted & SHORT_WALKS != 0 {
            self.entry_walk_ends(entries, wanted & SHORT_WALKS, mover, &mut ends);
        }
        let long = wanted & !SHORT_WALKS;
        if long != 0 {
            for c in entries.iter() {
                self.walk_ends(c, long, mover, &mut ends);
            }
        }
        ends
    }

    /// The entry spaces the mover's reserve pawns may take now (S5-P8), and the numbers of
    /// steps after the entry they walk (number - 1, as a bit mask).
    fn reserve_walks(&self) -> (Columns, u8) {
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
        (entries, wanted)
    }

    /// A pawn move the path rules allow (S5-P1 to S5-P8) for the pawns that may move now (all
    /// but `except`), every one equally likely; `None` when there is none. The maximum-moves
    /// rule (S5-T2) is the caller's.
    ///
    /// Each pawn's ends come from walk sets without the corrections that `walk_ends` makes
    /// for five and six steps: exact for pawns numbered up to 4, a superset for 5 and 6. A move
    /// is drawn among all these ends, and one that may be false is checked by a path search;
    /// a false one is drawn again, which keeps the draw uniform over the true moves. After
    /// `TRIES` false draws the full list decides.
    pub(super) fn random_pawn_move(
        &self,
        except: Option<u8>,
        rng: &mut Rng,
        scratch: &mut Vec<Move>,
    ) -> Option<Move> {
        if self.narrow() {
            self.random_pawn_move_in::<u128>(except, rng, scratch)
        } else {
            self.random_pawn_move_in::<Columns>(except, rng, scratch)
        }
    }

    fn random_pawn_move_in<B: Bits>(
        &self,
        except: Option<u8>,
        rng: &mut Rng,
        scratch: &mut Vec<Move>,
    ) -> Option<Move> {
        const TRIES: usize = 16;
        let walks = self.walks::<B>(self.to_move);
        // Per pawn that may move: where its walks start, its number, its ends and how many.
        let mut options = [(Start::Reserve, 0u8, B::default(), 0); PAWNS];
        let (mut count, mut total) = (0, 0);
        for (start, k, ends) in self.pawn_end_supersets(&walks, except) {
            let n = ends.len();
            options[count % PAWNS] = (start, k, ends, n);
            count += 1;
            total += n;
        }
        if total > 0 {
            for _ in 0..TRIES {
                let mut n = rng.below(total);
                for &(start, k, ends, here) in &options[..count] {
                    if n >= here {
                        n -= here;
                        continue;
                    }
                    let Some(end) = ends.nth(n) else { break };
                    if self.superset_end_holds(start, k, end) {
                        let from = match start {
                            Start::Column(c) => From::Board(self.square(c)),
                            Start::Reserve => From::Reserve(k),
                        };
                        return Some(Move::Pawn { from, to: self.square(end) });
                    }
                    break;
                }
            }
        }
        scratch.clear();
        self.pawn_moves(except, scratch);
        rng.choose(scratch).copied()
    }

    /// For every pawn that may move (all but `except`, one per number in the reserve): where
    /// its walks start, its number, and a superset of its ends (S5-P1 to S5-P8) from walk sets
    /// without the corrections that `walk_ends` makes for five and six steps.
    pub(super) fn pawn_end_supersets<'a, B: Bits>(
        &'a self,
        walks: &'a Walks<B>,
        except: Option<u8>,
    ) -> impl Iterator<Item = (Start, u8, B)> + 'a {
        let mut entry_ends = None;
        self.movable_pawns(except).map(move |(p, start)| {
            let k = self.pawns[p as usize].number;
            let ends = match start {
                Start::Column(c) => self.column_ends_superset(walks, c, k),
                Start::Reserve => {
                    let all = entry_ends.get_or_insert_with(|| {
                        let (entries, wanted) = self.reserve_walks();
                        self.entry_ends_superset(walks, B::from_columns(entries), wanted)
                    });
                    all[(k as usize - 1) % 7]
                }
            };
            (start, k, ends)
        })
    }

    /// Whether `end`, in the superset of pawn number `k`'s ends (`pawn_end_supersets`), is
    /// the end of a legal path: surely when it cannot be false, else by a path search.
    pub(super) fn superset_end_holds(&self, start: Start, k: u8, end: usize) -> bool {
        !self.superset_end_doubtful(start, k, end) || self.has_path(start, k, end)
    }

    /// Whether `end`, found for pawn number `k` by `pawn_end_supersets`, may be false. A walk
    /// set follows walks that never step straight back, so a false end comes from a walk that
    /// lands twice on a space, which on a grid takes a loop of four steps.
    /// Up to four steps that loop can only come back to the start, which the walks from a
    /// board column exclude; so a false end of a pawn on the board lies one step from its
    /// start (five steps: back on the first space, then one more) or two (six). Walks after an
    /// entry (k - 1 steps) may come back to their own entry: the end is that entry (four
    /// steps after it) or one step from an entry (five).
    fn superset_end_doubtful(&self, start: Start, k: u8, end: usize) -> bool {
        match start {
            Start::Column(c) => k >= 5 && self.distance(c, end) == k as usize - 4,
            Start::Reserve => {
                k >= 5
                    && self.start_columns(self.to_move).into_iter().any(|entry| {
                        self.entry_free(entry) && self.distance(entry, end) == k as usize - 5
                    })
            }
        }
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
    pub(super) fn first_pawn_moves(&self, out: &mut Vec<Move>) {
        self.pawn_moves(None, out);
        let mut judge = FirstMoveJudge::new(self);
        // Each move is judged once: the verdicts are needed only when some move allows a
        // second, which the first such verdict shows.
        let verdicts: Vec<AfterFirst> = out.iter().map(|mv| judge.verdict(mv)).collect();
        if verdicts.contains(&AfterFirst::AllowsSecond) {
            let mut verdict = verdicts.into_iter();
            out.retain(|_| verdict.next() != Some(AfterFirst::NoSecond));
        }
    }

    /// A legal first pawn move, every one equally likely, judging only the moves drawn
    /// (`Game::random_move`). A move that allows a second one or ends the game is legal
    /// whatever the others do. One that allows no second is legal only when no move allows
    /// one: then it is kept, else drawn again, so the draw stays uniform over the legal moves.
    pub(super) fn random_first_pawn_move(
        &self,
        rng: &mut Rng,
        scratch: &mut Vec<Move>,
    ) -> Option<Move> {
        let mut judge = FirstMoveJudge::new(self);
        let mut some_allows_second = None;
        loop {
            let mv = self.random_pawn_move(None, rng, scratch)?;
            if judge.verdict(&mv) != AfterFirst::NoSecond
                || !*some_allows_second.get_or_insert_with(|| {
                    scratch.clear();
                    self.pawn_moves(None, scratch);
                    scratch.iter().any(|m| judge.allows_second(m))
                })
            {
                return Some(mv);
            }
        }
    }

    /// Whether a pawn other than the one `mv` moves could move after it, judged only from
    /// the spaces it frees and takes (a capture and the end rules can only add to that).
    /// Leaves the position as it was.
    pub(super) fn second_move_after(&mut self, mv: Move) -> bool {
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
    pub(super) fn after_first_move(&self, mv: Move) -> AfterFirst {
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
    pub(super) fn some_first_move_allows_second(&self) -> bool {
        let mut all = Vec::new();
        self.pawn_moves(None, &mut all);
        all.into_iter().any(|m| self.after_first_move(m) == AfterFirst::AllowsSecond)
    }

    pub(super) fn block_moves(&self, out: &mut Vec<Move>) {
        out.extend(self.block_anchors().iter().map(|c| Move::Block(self.square(c))));
    }

    pub(super) fn any_block_move(&self) -> bool {
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
}

/// Tells what first pawn moves (ones the path rules allow) lead to under S5-T2, cheaply where
/// it can.
///
/// A first move of pawn P ending on column D changes the other pawns' options only by
/// occupying D (leaving its start and capturing only add options). So when the move cannot end
/// the game at once and another pawn has a legal path that never lands on D, a second move
/// surely remains. Otherwise the other pawns are searched again with D taken and P's start
/// freed, and only when that finds nothing is the move played out in full.
struct FirstMoveJudge<'a> {
    game: &'a Strata5,
    /// The pawns that may move, and where from.
    movable: [(u8, Start); PAWNS],
    count: usize,
    /// Per movable pawn, the spaces one of its legal paths lands on (none without a move),
    /// searched when needed.
    witnesses: [Option<Option<Columns>>; PAWNS],
    /// How many pawns the mover has in reserve, by number: reserve pawns are listed once per
    /// number, and a second one of that number can make the second move.
    in_reserve: [u8; 7],
    /// Whether a pawn move that stops below level 5 leaves the end rules (S5-E7) as they are
    /// now, but for what it changes: the opponent may lose a captured pawn (S5-E2); with the
    /// supply empty, the moved pawn stays in the same connected part of the structure (S5-E3),
    /// unless it entered from the reserve (which may now be empty) or captured.
    end_rules_quiet: bool,
    /// A copy of the position to try moves on.
    scratch: Option<Strata5>,
}

impl<'a> FirstMoveJudge<'a> {
    fn new(game: &'a Strata5) -> Self {
        let mut movable = [(0, Start::Reserve); PAWNS];
        let mut count = 0;
        for (p, start) in game.movable_pawns(None) {
            movable[count] = (p, start);
            count += 1;
        }
        let mover = game.to_move;
        let mut in_reserve = [0u8; 7];
        for pawn in &game.pawns {
            if pawn.owner == mover
                && pawn.place == Place::Reserve
                && let Some(count) = in_reserve.get_mut(pawn.number as usize)
            {
                *count += 1;
            }
        }
        let end_rules_quiet = !game.immobile(mover.next(2))
            && (game.supply > 0
                || (game.has_top_block() && !game.blockaded(RED) && !game.blockaded(BLACK)));
        FirstMoveJudge {
            game,
            movable,
            count,
            witnesses: [None; PAWNS],
            in_reserve,
            end_rules_quiet,
            scratch: None,
        }
    }

    /// What `mv` leads to.
    fn verdict(&mut self, mv: &Move) -> AfterFirst {
        if self.surely_allows_second(mv) {
            AfterFirst::AllowsSecond
        } else {
            self.game.after_first_move(*mv)
        }
    }

    /// Whether `mv` allows a second pawn move: `verdict` without playing out a move that
    /// changes nothing but the columns taken (then the search with D taken has answered).
    fn allows_second(&mut self, mv: &Move) -> bool {
        self.surely_allows_second(mv)
            || (self.may_change_more(mv)
                && self.game.after_first_move(*mv) == AfterFirst::AllowsSecond)
    }

    /// Whether `mv` surely allows a second pawn move: it cannot end the game at once, and
    /// another pawn can move with the columns it frees and takes. False when unsure.
    fn surely_allows_second(&mut self, mv: &Move) -> bool {
        let game = self.game;
        let Move::Pawn { from, to } = *mv else { return false };
        let dest = game.col(to);
        if self.may_end_at_once(from, dest) {
            return false;
        }
        let mover = game.to_move;
        let in_reserve = self.in_reserve;
        let another_pawn_survives =
            self.movable[..self.count].iter().zip(&mut self.witnesses).any(|(&(q, start), w)| {
                let number = game.pawns[q as usize].number;
                let another = match (from, start) {
                    (From::Board(sq), Start::Column(c)) => game.col(sq) != c,
                    (From::Reserve(n), Start::Reserve) => {
                        number != n || in_reserve.get(n as usize).is_some_and(|&count| count >= 2)
                    }
                    _ => true,
                };
                another
                    && w.get_or_insert_with(|| {
                        let reach = game.destinations(start, number, mover, true);
                        reach.any().then_some(reach.witness)
                    })
                    .is_some_and(|path| !path.contains(dest))
            });
        another_pawn_survives
            || self.scratch.get_or_insert_with(|| game.clone()).second_move_after(*mv)
    }

    /// Whether `mv` changes more than the columns taken: it captures, or may end the game.
    fn may_change_more(&self, mv: &Move) -> bool {
        let Move::Pawn { from, to } = *mv else { return true };
        let dest = self.game.col(to);
        self.game.occupant(dest).is_some() || self.may_end_at_once(from, dest)
    }

    /// Whether a move from `from` to `dest` may end the game at once (S5-E7).
    fn may_end_at_once(&self, from: From, dest: usize) -> bool {
        let game = self.game;
        let victim = game.occupant(dest);
        !self.end_rules_quiet
            || game.top[dest] == TOP_LEVEL
            || (game.supply == 0 && (victim.is_some() || matches!(from, From::Reserve(_))))
            || victim.is_some_and(|v| !game.mobile_without(game.to_move.next(2), Some(v)))
    }
}
