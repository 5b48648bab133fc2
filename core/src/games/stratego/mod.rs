//! Stratego, classic ISK rules (`assets/rules/stratego.md`, rule IDs SG-…).
//!
//! Speed matters (random playouts for the AI): the position is a walled mailbox of cells, a
//! byte per piece (rank, moved, revealed, captured) and per-player lists of the squares of
//! Scouts and of the other movable pieces. One-square moves are written without branches,
//! nothing allocates, and the two-square rule is one small record per player, never recomputed
//! from history. The end of the game by blocking (SG-E2, SG-E3) is worked out when asked, not
//! after every move.
//!
//! Where the rules page leaves room, this engine chooses (marked \[ours\] in tests):
//! - SG-M5 counts moves between exactly the same two end squares. A Scout that shuttles a3-a7
//!   and back is limited; a Scout move to another end square (a7-a4) is a new pair and starts
//!   a new run. An attack is a move of the run; the run ends when its piece is removed.
//! - A Scout moving over more than one square shows everyone it is a Scout (SG-A6).
//! - SG-M6 (option): see `Stratego::chase_repeats`; positions are compared by which piece
//!   stands where, since the last attack.
//! - SG-E5 is judged first: the 300th quiet move draws even if it leaves the opponent blocked.
//! - `check` reports, in order: SG-E6, SG-G1, SG-M1 (no piece, opposing piece, no movement),
//!   SG-M2, SG-M3 (diagonal, too far), SG-G2/SG-M4 (first obstacle on a Scout's line),
//!   SG-G2 (lake target), SG-M3 (own piece on the target), SG-M5, SG-M6.

mod board;
mod check;
mod diagram;
mod eval;
pub mod fog;
mod movegen;
mod moves;
mod observe;
mod piece;
pub mod sealed;
mod setup;
mod suggest;
#[cfg(test)]
mod tests;
mod words;

pub use board::Square;
use board::{
    BLUE_TO_MOVE_KEY, CELL_INDEX, CELL_SQUARE, CELLS, Lines, SQUARE_CELL, STEPS, ZOBRIST, cell_of,
    cell_square, is_lake_index,
};
pub use diagram::{Diagram, PieceAt, PositionError, Shuttle};
pub use eval::Beliefs;
pub use moves::Move;
pub use observe::{Observation, OwnPiece, SquareView};
pub use piece::{CombatResult, Rank, resolve};
pub use setup::{
    Army, NamedSetup, Rules, Setup, SetupError, named_setups, parse_named_setup, repetition_limit,
};
pub use suggest::{Kept, PRINCIPLES, Principle, SetupScore};

use crate::game::{EndReason, Game, GameId, IllegalMove, Outcome, Player, display_name};
use crate::rng::Rng;

/// Cell values: 0 is empty; a piece is its side's bit and its number in its army (0..40);
/// walls (the border and the lakes) carry both side bits, so "without my bit" means exactly
/// "empty or an opposing piece".
const EMPTY: u8 = 0;
const WALL: u8 = 0xC0;
const SIDE_BITS: u8 = 0xC0;
const SIDE: [u8; 2] = [0x40, 0x80];
const NUMBER: u8 = 0x3F;

/// `cells` stores cell `c` at `c + PAD`, so that `c - 12` is also written as an addition and
/// a `u8` cell number plus any step indexes the array without a bounds check.
const PAD: usize = 12;
const CELL_STORE: usize = CELLS + 2 * PAD;
/// Where the four neighbours of cell `c` are stored: `c + NEIGHBOUR[dir]`, in the order of
/// `STEPS` (towards rank 10, rank 1, file j, file a).
const NEIGHBOUR: [usize; 4] = [PAD + 12, PAD - 12, PAD + 1, PAD - 1];

/// Piece byte: the rank in the low bits, then flags.
const RANK_BITS: u8 = 0x0F;
const MOVED: u8 = 0x10;
const REVEALED: u8 = 0x20;
const CAPTURED: u8 = 0x40;

/// No square (a run with no piece).
const NOWHERE: u8 = 0xFF;

/// SG-E5: the game is drawn after this many consecutive moves without an attack.
pub const QUIET_MOVE_LIMIT: u16 = 300;

/// Pieces in one army and in the game; identities are 0..40 for Red, 40..80 for Blue, in the
/// order of the setup string.
const ARMY: usize = 40;
const PIECES: usize = 80;
/// Movable pieces other than Scouts in one army (25 in a real army; room for all 40 because the
/// expectimax search's world lets every hidden enemy piece step, `eval/search.rs`), and Scouts.
const MAX_STEPPERS: usize = ARMY;
const MAX_SCOUTS: usize = 8;

/// The identity of the piece in a (non-empty, non-wall) cell.
const fn piece_id(cell: u8) -> usize {
    (cell >> 7) as usize * ARMY + (cell & NUMBER) as usize
}

/// The cell value of a piece identity.
const fn cell_value(id: usize) -> u8 {
    SIDE[id / ARMY] | (id % ARMY) as u8
}

/// Each square's one-square move in each direction, ready to copy (off-board targets are
/// never counted).
static STEP_MOVES: [[Move; 4]; CELLS] = {
    let mut all = [[Move::NULL; 4]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut dir = 0;
        while dir < 4 {
            let to = (cell as u8).wrapping_add(STEPS[dir]) as usize;
            all[cell][dir] = Move::new(cell_square(cell), cell_square(to));
            dir += 1;
        }
        cell += 1;
    }
    all
};

/// One player's current run for the two-square rule (SG-M5): the piece they moved last stands
/// on square index `at` and came from `other`; `count` moves in a row went between the two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Run {
    at: u8,
    other: u8,
    count: u8,
}

impl Run {
    const NONE: Run = Run { at: NOWHERE, other: NOWHERE, count: 0 };
}

/// The last attack: both ranks are public (SG-A1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Combat {
    pub attacker: Player,
    pub from: Square,
    pub to: Square,
    pub attacker_rank: Rank,
    pub defender_rank: Rank,
    pub result: CombatResult,
}

/// A piece as the full position knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub owner: Player,
    pub rank: Rank,
    /// It has moved at least once, so the opponent knows it is neither Bomb nor Flag.
    pub moved: bool,
    /// Its rank is known to the opponent (it attacked, was attacked, or moved as a Scout over
    /// more than one square).
    pub revealed: bool,
}

/// A Stratego position with both armies known (the referee's view). Players see it through
/// [`HiddenInfo::observe`](crate::game::HiddenInfo::observe).
#[derive(Clone, Debug)]
pub struct Stratego {
    /// The walled mailbox, shifted by `PAD`.
    cells: [u8; CELL_STORE],
    /// Rank and flags per piece identity.
    pieces: [u8; PIECES],
    /// Derived: the cells of each side's movable pieces, and each piece's place in its list.
    steppers: [[u8; MAX_STEPPERS]; 2],
    scouts: [[u8; MAX_SCOUTS]; 2],
    stepper_count: [u8; 2],
    scout_count: [u8; 2],
    slot: [u8; PIECES],
    /// Derived: the squares that stop a Scout (pieces and lakes), one bit per file in each
    /// rank and one bit per rank in each file, so that a Scout's moves are counted, not walked.
    blocked: Lines,
    to_move: u8,
    runs: [Run; 2],
    rules: Rules,
    quiet_plies: u16,
    ply: u32,
    last_move: Option<Move>,
    last_combat: Option<Combat>,
    /// An end already decided: Flag captured, the quiet-move draw, resignation or agreement.
    /// A blocked player (SG-E2, SG-E3) is found by [`Game::outcome`] when asked.
    decided: Option<Outcome>,
    /// Derived: identity hash of the position (kept only with the more-squares rule).
    hash: u64,
    /// Hashes of the positions since the last attack (kept only with the more-squares rule).
    seen: Vec<u64>,
    /// What each piece's quiet moves showed while it was hidden (history, not state).
    conduct: [Conduct; PIECES],
    /// In a world the AI drew for one player: the other side, whose hidden ranks (its Flag's
    /// square among them) are a guess (not state).
    guessed: Option<u8>,
}

/// What a hidden piece's moves have shown the opponent: both players see every move and
/// every revealed rank, so this is public. A piece that steps next to a known enemy piece
/// is likely stronger than it; one that steps away from it, weaker; one that keeps moving is
/// likely a Miner or a Scout. Players bluff, so the AI reads this as likelihood, never as
/// proof ([`eval::sample_world`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Conduct {
    /// The strongest known enemy rank the piece stepped next to.
    pub approached: Option<Rank>,
    /// The weakest known enemy rank the piece stepped away from.
    pub fled: Option<Rank>,
    /// How many steps the piece made while hidden (counted up to 255).
    pub steps: u8,
}

/// Positions are equal when the game state is; the piece lists' order and the conduct
/// (history) and the derived hash do not count.
impl PartialEq for Stratego {
    fn eq(&self, other: &Stratego) -> bool {
        self.cells == other.cells
            && self.pieces == other.pieces
            && self.to_move == other.to_move
            && self.runs == other.runs
            && self.rules == other.rules
            && self.quiet_plies == other.quiet_plies
            && self.ply == other.ply
            && self.last_move == other.last_move
            && self.last_combat == other.last_combat
            && self.decided == other.decided
            && self.seen == other.seen
    }
}

impl Stratego {
    /// The start position from two validated armies.
    pub fn new(red: &Army, blue: &Army, rules: Rules) -> Stratego {
        let mut board = [None; 100];
        let mut pieces = [0u8; PIECES];
        for (p, army) in [red, blue].into_iter().enumerate() {
            for (i, (sq, rank)) in army.placement(Player(p as u8)).enumerate() {
                let id = p * ARMY + i;
                if let Some(index) = sq.index() {
                    board[index] = Some(id as u8);
                }
                pieces[id] = rank as u8;
            }
        }
        // SG-S3: Red moves first.
        Stratego::assemble(&board, pieces, Player(0), rules)
    }

    pub fn from_setup(setup: &Setup) -> Result<Stratego, String> {
        let (red, blue, rules) = setup.resolve()?;
        Ok(Stratego::new(&red, &blue, rules))
    }

    /// A position with only the given pieces (the others count as captured), none of them moved
    /// or revealed: for puzzles, an editor and tests. Both Flags must be on the board.
    pub fn from_placement(
        placement: &[(Square, Player, Rank)],
        to_move: Player,
        rules: Rules,
    ) -> Result<Stratego, String> {
        let rules = rules.validate()?;
        if to_move.index() > 1 {
            return Err("Stratego has two players, red and blue".into());
        }
        // Each army's pieces on the board are numbered by their squares, never by their ranks:
        // an identity must not tell the search what a hidden piece is (a search that deals the
        // hidden ranks goes through the pieces by identity). The army's other ranks follow, as
        // captured pieces, in the order of SG-G3.
        let mut placement = placement.to_vec();
        placement.sort_by_key(|&(sq, player, _)| (player.index(), sq.index()));
        let mut pieces = [0u8; PIECES];
        for side in 0..2 {
            let mut left: Vec<Rank> =
                Rank::ALL.iter().flat_map(|&r| std::iter::repeat_n(r, r.count().into())).collect();
            let on_board = placement.iter().filter(|(_, p, _)| p.index() == side);
            for &(_, player, rank) in on_board {
                let Some(at) = left.iter().position(|&r| r == rank) else {
                    return Err(format!(
                        "{} has more than {}",
                        Stratego::player_name(player),
                        rank.counted(rank.count().into())
                    ));
                };
                left.remove(at);
            }
            let placed = ARMY - left.len();
            for (k, rank) in left.into_iter().enumerate() {
                pieces[side * ARMY + placed + k] = rank as u8 | CAPTURED | REVEALED;
            }
        }
        let mut next = [0, ARMY];
        let mut board = [None; 100];
        for &(sq, player, rank) in &placement {
            let index = sq.index().ok_or_else(|| format!("{sq} is off the board"))?;
            if sq.is_lake() {
                return Err(format!("{sq} is in a lake"));
            }
            if player.index() > 1 {
                return Err("Stratego has two players, red and blue".into());
            }
            if board[index].is_some() {
                return Err(format!("two pieces on {sq}"));
            }
            let id = next[player.index()];
            next[player.index()] += 1;
            pieces[id] = rank as u8;
            board[index] = Some(id as u8);
        }
        for p in 0..2 {
            if (p * ARMY..(p + 1) * ARMY).all(|id| pieces[id] != Rank::Flag as u8) {
                return Err(format!("{} has no Flag on the board", Stratego::PLAYER_NAMES[p]));
            }
        }
        Ok(Stratego::assemble(&board, pieces, to_move, rules))
    }

    /// A fresh position from the piece on each square (by identity).
    fn assemble(
        board: &[Option<u8>; 100],
        pieces: [u8; PIECES],
        to_move: Player,
        rules: Rules,
    ) -> Stratego {
        let mut game = Stratego {
            cells: Stratego::cells_of(board),
            pieces,
            steppers: [[0; MAX_STEPPERS]; 2],
            scouts: [[0; MAX_SCOUTS]; 2],
            stepper_count: [0; 2],
            scout_count: [0; 2],
            slot: [0; PIECES],
            blocked: Lines::default(),
            to_move: to_move.0,
            runs: [Run::NONE; 2],
            rules,
            quiet_plies: 0,
            ply: 0,
            last_move: None,
            last_combat: None,
            decided: None,
            hash: 0,
            seen: Vec::new(),
            conduct: [Conduct::default(); PIECES],
            guessed: None,
        };
        game.rebuild_derived();
        if rules.more_squares {
            game.seen.push(game.hash);
        }
        game
    }

    /// The walled mailbox of a board given by square index.
    fn cells_of(board: &[Option<u8>; 100]) -> [u8; CELL_STORE] {
        let mut cells = [WALL; CELL_STORE];
        for (index, piece) in board.iter().enumerate() {
            if !is_lake_index(index) {
                cells[cell_of(index) + PAD] = piece.map_or(EMPTY, |id| cell_value(id as usize));
            }
        }
        cells
    }

    /// The identity of the piece on a square index.
    fn id_on(&self, index: usize) -> Option<usize> {
        let cell = self.cells[SQUARE_CELL[index] as usize + PAD];
        (cell != EMPTY && cell != WALL).then(|| piece_id(cell))
    }

    /// Recomputes the piece lists and the hash from the cells and the piece bytes.
    fn rebuild_derived(&mut self) {
        self.stepper_count = [0; 2];
        self.scout_count = [0; 2];
        self.hash = if self.to_move == 1 { BLUE_TO_MOVE_KEY } else { 0 };
        self.blocked = Lines::default();
        for index in 0..100 {
            if self.cells[SQUARE_CELL[index] as usize + PAD] != EMPTY {
                self.blocked.toggle(Square::from_index(index));
            }
            let Some(id) = self.id_on(index) else { continue };
            let cell = SQUARE_CELL[index];
            let p = id / ARMY;
            match self.rank_of(id) {
                Rank::Scout => {
                    let n = self.scout_count[p] as usize;
                    self.scouts[p][n] = cell;
                    self.slot[id] = n as u8;
                    self.scout_count[p] += 1;
                }
                rank if rank.is_movable() => {
                    let n = self.stepper_count[p] as usize;
                    self.steppers[p][n] = cell;
                    self.slot[id] = n as u8;
                    self.stepper_count[p] += 1;
                }
                _ => {}
            }
            self.hash ^= ZOBRIST[id][index];
        }
        if !self.rules.more_squares {
            self.hash = 0;
        }
    }

    #[inline(always)]
    fn rank_of(&self, id: usize) -> Rank {
        // Piece bytes always hold a valid rank (built here or validated from a diagram).
        Rank::from_u8(self.pieces[id] & RANK_BITS).unwrap_or(Rank::Flag)
    }

    /// The piece on a square, as the referee sees it.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let id = self.id_on(sq.index()?)?;
        let byte = self.pieces[id];
        Some(Piece {
            owner: Player((id / ARMY) as u8),
            rank: self.rank_of(id),
            moved: byte & MOVED != 0,
            revealed: byte & REVEALED != 0,
        })
    }

    /// Whose piece stands on `sq` and its place in its army's setup string, for a game started
    /// from two armies ([`Stratego::new`] numbers each piece by that place): online play
    /// follows each piece by it, since that is what each side committed to.
    pub fn setup_slot(&self, sq: Square) -> Option<(Player, usize)> {
        let id = self.id_on(sq.index()?)?;
        Some((Player((id / ARMY) as u8), id % ARMY))
    }

    /// How many pieces of each rank (indexed by [`Rank::index`]) `player` has lost.
    pub fn captured(&self, player: Player) -> [u8; 12] {
        let mut lost = [0u8; 12];
        let side = player.index().min(1) * ARMY;
        for id in side..side + ARMY {
            if self.pieces[id] & CAPTURED != 0 {
                lost[self.rank_of(id).index()] += 1;
            }
        }
        lost
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    pub fn last_combat(&self) -> Option<Combat> {
        self.last_combat
    }

    /// Moves played since the start.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// Consecutive moves without an attack (SG-E5 draws at [`QUIET_MOVE_LIMIT`]).
    pub fn quiet_plies(&self) -> u16 {
        self.quiet_plies
    }

    /// Moves piece `id` of rank `rank` from one cell to an empty one.
    #[inline(always)]
    fn relocate(&mut self, id: usize, rank: Rank, from: usize, to: usize) {
        let p = id / ARMY;
        self.cells[to + PAD] = self.cells[from + PAD];
        self.cells[from + PAD] = EMPTY;
        self.blocked.toggle(CELL_SQUARE[from]);
        self.blocked.toggle(CELL_SQUARE[to]);
        let slot = self.slot[id] as usize;
        if rank == Rank::Scout {
            self.scouts[p][slot] = to as u8;
        } else {
            self.steppers[p][slot] = to as u8;
        }
        if self.rules.more_squares {
            let (a, b) = (CELL_INDEX[from] as usize, CELL_INDEX[to] as usize);
            self.hash ^= ZOBRIST[id][a] ^ ZOBRIST[id][b];
        }
    }

    /// What a hidden piece's step from `from` to `to` shows: one more step, the known enemy
    /// pieces it comes next to, and those it leaves (a step never keeps a neighbour on a square
    /// grid).
    fn note_conduct(&mut self, id: usize, from: usize, to: usize) {
        self.conduct[id].steps = self.conduct[id].steps.saturating_add(1);
        let enemy = SIDE[1 - id / ARMY];
        let known_enemy = |game: &Stratego, cell: usize| {
            let value = game.cells[cell];
            (value & SIDE_BITS == enemy)
                .then(|| piece_id(value))
                .filter(|&other| game.pieces[other] & REVEALED != 0)
                .map(|other| game.rank_of(other))
        };
        for step in NEIGHBOUR {
            if let Some(rank) = known_enemy(self, to + step) {
                let seen = &mut self.conduct[id].approached;
                *seen = Some(seen.map_or(rank, |r| r.max(rank)));
            }
            if let Some(rank) = known_enemy(self, from + step) {
                let seen = &mut self.conduct[id].fled;
                *seen = Some(seen.map_or(rank, |r| r.min(rank)));
            }
        }
    }

    /// Takes piece `id` of rank `rank` off its cell.
    fn remove(&mut self, id: usize, rank: Rank, cell: usize) {
        let p = id / ARMY;
        self.cells[cell + PAD] = EMPTY;
        self.blocked.toggle(CELL_SQUARE[cell]);
        self.pieces[id] |= CAPTURED;
        if self.rules.more_squares {
            self.hash ^= ZOBRIST[id][CELL_INDEX[cell] as usize];
        }
        let (list, count) = match rank {
            Rank::Bomb | Rank::Flag => return,
            Rank::Scout => (&mut self.scouts[p][..], &mut self.scout_count[p]),
            _ => (&mut self.steppers[p][..], &mut self.stepper_count[p]),
        };
        // Swap-remove: the list's last piece takes the freed place.
        let slot = self.slot[id] as usize;
        *count -= 1;
        let last_cell = list[*count as usize];
        list[slot] = last_cell;
        if last_cell as usize != cell {
            self.slot[piece_id(self.cells[last_cell as usize + PAD])] = slot as u8;
        }
    }

    fn refuse(rule: &'static str, message: impl Into<String>) -> Result<(), IllegalMove> {
        Err(IllegalMove::new(rule, message))
    }
}

impl Game for Stratego {
    type Move = Move;

    const ID: GameId = GameId::Stratego;
    const PLAYER_NAMES: &'static [&'static str] = &["red", "blue"];
    const TIME_RULE: &'static str = "SG-E7";

    fn player_count(&self) -> usize {
        2
    }

    fn to_move(&self) -> Player {
        Player(self.to_move)
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        if self.decided.is_some() {
            moves.clear();
        } else {
            self.generate_legal(self.to_move as usize, moves);
        }
    }

    fn random_move(&self, rng: &mut Rng, scratch: &mut Vec<Move>) -> Option<Move> {
        if self.decided.is_some() { None } else { self.sample_legal(rng, scratch) }
    }

    fn check(&self, mv: &Move) -> Result<(), IllegalMove> {
        self.check_move(mv)
    }

    /// Moves that `check` refuses are not played out, but whatever reaches here never breaks
    /// the position's invariants: a move that is not a movable own piece going onto an empty or
    /// opposing square is ignored.
    fn play_unchecked(&mut self, mv: &Move) {
        let (Some(from), Some(to)) = (mv.from.index(), mv.to.index()) else { return };
        let p = self.to_move as usize;
        let (from_cell, to_cell) = (SQUARE_CELL[from] as usize, SQUARE_CELL[to] as usize);
        let (mover, target) = (self.cells[from_cell + PAD], self.cells[to_cell + PAD]);
        if mover & SIDE_BITS != SIDE[p] || target & SIDE[p] != 0 {
            return;
        }
        let id = piece_id(mover);
        let rank = self.rank_of(id);
        if !rank.is_movable() {
            return;
        }

        let run = &mut self.runs[p];
        run.count = if run.at as usize == from && run.other as usize == to {
            run.count.saturating_add(1)
        } else {
            1
        };
        run.at = to as u8;
        run.other = from as u8;

        let jump = from.abs_diff(to);
        // A move over several squares shows everyone this is a Scout.
        let shown = if jump != 1 && jump != 10 { REVEALED } else { 0 };
        self.pieces[id] |= MOVED | shown;
        self.ply += 1;
        self.last_move = Some(*mv);

        if target == EMPTY {
            if self.pieces[id] & REVEALED == 0 {
                self.note_conduct(id, from_cell, to_cell);
            }
            self.relocate(id, rank, from_cell, to_cell);
            self.quiet_plies += 1;
            self.last_combat = None;
            if self.quiet_plies >= QUIET_MOVE_LIMIT {
                self.decided = Some(Outcome::Draw);
            }
        } else {
            let defender_id = piece_id(target);
            let defender = self.rank_of(defender_id);
            self.pieces[id] |= REVEALED;
            self.pieces[defender_id] |= REVEALED;
            let result = resolve(rank, defender);
            match result {
                CombatResult::AttackerWins => {
                    self.remove(defender_id, defender, to_cell);
                    self.relocate(id, rank, from_cell, to_cell);
                    if defender == Rank::Flag {
                        // SG-E1: capturing the opposing Flag wins.
                        self.decided = Some(Outcome::single(Player(p as u8)));
                    }
                }
                CombatResult::DefenderWins => {
                    self.remove(id, rank, from_cell);
                    self.runs[p] = Run::NONE;
                }
                CombatResult::BothRemoved => {
                    self.remove(defender_id, defender, to_cell);
                    self.remove(id, rank, from_cell);
                    self.runs[p] = Run::NONE;
                }
            }
            self.last_combat = Some(Combat {
                attacker: Player(p as u8),
                from: mv.from,
                to: mv.to,
                attacker_rank: rank,
                defender_rank: defender,
                result,
            });
            self.quiet_plies = 0;
            self.seen.clear();
        }
        self.to_move ^= 1;
        if self.rules.more_squares {
            self.hash ^= BLUE_TO_MOVE_KEY;
            self.seen.push(self.hash);
        }
    }

    /// SG-E7: a player with no piece that moves can never take the Flag (and loses at its
    /// own turn, SG-E2).
    fn can_still_win(&self, p: Player) -> bool {
        let i = p.index();
        !self.is_over() && self.scout_count[i] + self.stepper_count[i] > 0
    }

    /// SG-E4: a resignation or an agreed draw (app commands, not moves).
    fn conclude(&mut self, outcome: Outcome) {
        if !self.is_over() {
            self.decided = Some(outcome);
        }
    }

    /// A decided end (Flag captured, quiet-move draw, resignation, agreement), else whether the
    /// player to move is blocked (SG-E2, SG-E3).
    fn outcome(&self) -> Option<Outcome> {
        self.decided.clone().or_else(|| self.blocked_outcome())
    }

    fn end_reason(&self) -> Option<EndReason> {
        let name = |p: Player| display_name(Self::player_name(p));
        let Some(decided) = &self.decided else {
            let text = match self.blocked_outcome()?.winners() {
                [w] => format!("{} has no piece that can move.", name(w.next(2))),
                _ => return Some(EndReason::new("SG-E3", "Neither player can move: a draw.")),
            };
            return Some(EndReason::new("SG-E2", text));
        };
        match decided.winners() {
            [w] if self.captured(w.next(2))[Rank::Flag.index()] > 0 => {
                let text = format!("{} captured {}'s Flag.", name(*w), name(w.next(2)));
                Some(EndReason::new("SG-E1", text))
            }
            [] if self.quiet_plies >= QUIET_MOVE_LIMIT => Some(EndReason::new(
                "SG-E5",
                format!("{QUIET_MOVE_LIMIT} moves in a row without an attack: a draw."),
            )),
            // The players ended it (SG-E4).
            _ => None,
        }
    }
}
