//! Strata 5: blocks stacked into a 3D structure, pawns climbing it (`assets/rules/strata5.md`).
//!
//! The board is N×N *columns*; each column holds up to six levels of cells (blocks at 1..=5, a
//! pawn on a level-5 block at 6). A turn is up to three moves of the same player: two pawn
//! moves, then a block. Phases with no legal option are skipped by the engine (S5-T4).

mod check;
mod columns;
mod diagram;
mod eval;
mod legal;
mod movegen;
mod moves;
mod paths;
mod play;
#[cfg(test)]
mod tests;
mod words;

use serde::{Deserialize, Serialize};

pub use diagram::{Block, BoardPawn, Diagram, PositionError, TurnPhase};
pub use moves::{From, Move, Square};

use crate::game::{EndReason, Game, GameId, IllegalMove, Outcome, Player, display_name};
use crate::rng::Rng;
use columns::Columns;

pub const RED: Player = Player(0);
pub const BLACK: Player = Player(1);

pub const MIN_SIZE: u8 = 6;
pub const MAX_SIZE: u8 = 12;
pub const DEFAULT_SIZE: u8 = 8;
/// Blocks in the game, the four starting blocks included (S5-S1).
pub const BLOCKS: u8 = 32;
const STARTING_BLOCKS: u8 = 4;
/// The highest level a block may take (S5-G2).
pub const TOP_LEVEL: u8 = 5;
/// Cells per column: blocks at 1..=5 and a pawn standing on a level-5 block at 6.
const LEVELS: usize = 6;
/// Columns are stored on the board padded with a ring of bare sentinel columns, so a step
/// to a neighbour is plain index arithmetic: a sentinel is bare board that no pawn enters.
const MAX_STRIDE: usize = MAX_SIZE as usize + 2;
const MAX_COLUMNS: usize = MAX_STRIDE * MAX_STRIDE;
/// Pawn numbers of each player's six pawns (S5-S2).
pub const PAWN_NUMBERS: [u8; 6] = [2, 2, 3, 4, 5, 6];
const PAWNS: usize = 12;
/// `occupant` of a column with no pawn on top.
const NO_PAWN: u8 = u8::MAX;
/// Turns without a block after which the game is drawn (S5-E5).
pub const TURNS_WITHOUT_BLOCK_LIMIT: u8 = 40;

/// The settings of a new game (S5-G1, S5-S3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub size: u8,
    pub first: Player,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup { size: DEFAULT_SIZE, first: RED }
    }
}

impl Setup {}

/// What fills one cell of a column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Empty,
    /// Block by id: 0..4 are the starting blocks, then in order of placement.
    Block(u8),
    /// Pawn by index into the pawn table.
    Pawn(u8),
}

/// Where a pawn is. A pawn on the board is trapped when anything fills its column above it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    Reserve,
    Board { column: u8, level: u8 },
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pawn {
    pub number: u8,
    /// Changes on capture (S5-C1).
    pub owner: Player,
    pub place: Place,
}

/// The part of the turn the player to move is in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    FirstPawn,
    /// One pawn has moved (by index); a different one may move now.
    SecondPawn {
        moved: u8,
    },
    /// The block; `pawns_moved` pawn moves were made before it (fewer than two when the
    /// maximum-moves rule allowed no more), the last of them by `last_moved` (S5-T1: that
    /// pawn may not move again this turn).
    Block {
        pawns_moved: u8,
        last_moved: Option<u8>,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ending {
    Win(Player),
    Draw,
}

/// A Strata 5 position.
#[derive(Clone, Debug, PartialEq)]
pub struct Strata5 {
    size: u8,
    cells: [[Cell; LEVELS]; MAX_COLUMNS],
    /// Per column, the level of its highest block (0 = bare board): the level of the space a
    /// pawn there stands on, so nothing ever goes under an overhang (S5-B6). Kept with `cells`
    /// for speed.
    top: [u8; MAX_COLUMNS],
    /// Per column, the pawn standing on its top space (`NO_PAWN` if none).
    occupant: [u8; MAX_COLUMNS],
    /// The same as bit sets, for fast generation (`movegen.rs`). Columns by the level of
    /// their top space (index 0: bare board, the sentinel ring included).
    by_level: [Columns; TOP_LEVEL as usize + 1],
    /// Per player (by index), the columns where one of their pawns stands on the top space.
    standing: [Columns; 2],
    /// Per direction (`movegen::DIRECTIONS`), the columns a step that way may leave: both
    /// ends are block spaces at most one level apart (S5-P2, S5-P3, S5-P4; pawns aside).
    steps: [Columns; 4],
    /// Columns with a block at level 1, which a block on the surface must touch (S5-B2).
    surface: Columns,
    /// The anchors of the blocks that fit on this board (S5-G3).
    anchors: Columns,
    pawns: [Pawn; PAWNS],
    to_move: Player,
    phase: Phase,
    /// Blocks left to place (S5-S1: 28 at the start).
    supply: u8,
    turns_without_block: u8,
    ending: Option<Ending>,
}

impl Strata5 {
    pub fn new(size: u8) -> Strata5 {
        Strata5::from_setup(&Setup { size, first: RED }).expect("size in range")
    }

    pub fn from_setup(setup: &Setup) -> Result<Strata5, String> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&setup.size) || setup.first.index() > 1 {
            return Err(format!(
                "a Strata 5 board is {MIN_SIZE} to {MAX_SIZE} columns wide (got {}), with red or black first",
                setup.size
            ));
        }
        let n = setup.size;
        let mut pawns = [Pawn { number: 0, owner: RED, place: Place::Reserve }; PAWNS];
        for (i, pawn) in pawns.iter_mut().enumerate() {
            pawn.number = PAWN_NUMBERS[i % 6];
            pawn.owner = if i < 6 { RED } else { BLACK };
        }
        let mut game = Strata5 {
            size: n,
            cells: [[Cell::Empty; LEVELS]; MAX_COLUMNS],
            top: [0; MAX_COLUMNS],
            occupant: [NO_PAWN; MAX_COLUMNS],
            by_level: Default::default(),
            standing: Default::default(),
            steps: Default::default(),
            surface: Columns::default(),
            anchors: Columns::default(),
            pawns,
            to_move: setup.first,
            phase: Phase::FirstPawn,
            supply: BLOCKS - STARTING_BLOCKS,
            turns_without_block: 0,
            ending: None,
        };
        for (id, anchor) in starting_anchors(n).into_iter().enumerate() {
            for c in game.block_columns(anchor) {
                game.cells[c][0] = Cell::Block(id as u8);
                game.top[c] = 1;
            }
        }
        game.rebuild_sets();
        game.start_turn();
        Ok(game)
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Blocks still in the supply.
    pub fn supply(&self) -> u8 {
        self.supply
    }

    pub fn turns_without_block(&self) -> u8 {
        self.turns_without_block
    }

    pub fn pawns(&self) -> &[Pawn; PAWNS] {
        &self.pawns
    }

    /// The cells of a column from level 1 upwards.
    pub fn column(&self, sq: Square) -> &[Cell; LEVELS] {
        &self.cells[self.col(sq)]
    }

    /// The highest filled level of a column (0 = bare board).
    pub fn height(&self, sq: Square) -> u8 {
        let c = self.col(sq);
        self.top[c] + u8::from(self.occupant[c] != NO_PAWN)
    }

    /// The level of a square's top space: its highest block (0 = bare board, or off the
    /// board). A pawn standing there stands on that block (S5-G5).
    pub fn space_level_at(&self, sq: Square) -> u8 {
        if self.on_board(sq) { self.space_level(self.col(sq)) } else { 0 }
    }

    /// The pawn standing on a square's top space, if any (a trapped pawn lies under a block,
    /// not on top).
    pub fn top_pawn(&self, sq: Square) -> Option<&Pawn> {
        if !self.on_board(sq) {
            return None;
        }
        let pawn = self.occupant(self.col(sq))?;
        self.pawns.get(usize::from(pawn))
    }

    /// The pawn a pawn move takes (S5-C1): the one standing on the top space where it lands,
    /// as `play` takes it. `None` for a block.
    pub fn captured_by(&self, mv: &Move) -> Option<&Pawn> {
        match *mv {
            Move::Pawn { to, .. } => self.top_pawn(to),
            Move::Block(_) => None,
        }
    }

    /// Whether a pawn on the board is covered and can never move again (S5-P7).
    pub fn is_trapped(&self, pawn: &Pawn) -> bool {
        match pawn.place {
            Place::Board { column, level } => self.top[column as usize] > level,
            Place::Reserve => false,
        }
    }

    /// Why the mover's pawn at `from` cannot move now, whatever its destination: it moved
    /// already this turn or the turn's pawn moves are used up (S5-T1), it is trapped under a
    /// block (S5-P7), or there is no such pawn of the mover's (S5-P9). `None` when only its
    /// destinations decide (it may still have none: then every one is refused on its own).
    pub fn why_pawn_is_stuck(&self, from: From) -> Option<IllegalMove> {
        if let From::Board(sq) = from
            && !self.on_board(sq)
        {
            return Some(self.off_board(sq));
        }
        self.pawn_may_move(from).err()
    }

    pub fn on_board(&self, sq: Square) -> bool {
        sq.file < self.size && sq.rank < self.size
    }

    /// The square of a column index (as in `Place::Board`).
    pub fn square(&self, column: usize) -> Square {
        SQUARES[(self.size - MIN_SIZE) as usize][column]
    }

    /// The column index of a square on the board.
    fn col(&self, sq: Square) -> usize {
        (sq.rank as usize + 1) * self.stride() + sq.file as usize + 1
    }

    /// Index distance between two ranks of columns.
    fn stride(&self) -> usize {
        self.size as usize + 2
    }

    /// The four columns a block anchored at `anchor` covers (the anchor must fit on the board).
    fn block_columns(&self, anchor: Square) -> [usize; 4] {
        let c = self.col(anchor);
        let w = self.stride();
        [c, c + 1, c + w, c + w + 1]
    }
}

/// Per board size from `MIN_SIZE`, the square of every column index (sentinels wrap round):
/// move generation names many squares, and a table spares it two divisions each.
static SQUARES: [[Square; MAX_COLUMNS]; (MAX_SIZE - MIN_SIZE + 1) as usize] = square_table();

const fn square_table() -> [[Square; MAX_COLUMNS]; (MAX_SIZE - MIN_SIZE + 1) as usize] {
    let mut table = [[Square::new(0, 0); MAX_COLUMNS]; (MAX_SIZE - MIN_SIZE + 1) as usize];
    let mut size = 0;
    while size < table.len() {
        let w = size + MIN_SIZE as usize + 2;
        let mut c = 0;
        while c < MAX_COLUMNS {
            let (file, rank) = ((c % w) as u8, (c / w) as u8);
            table[size][c] = Square::new(file.wrapping_sub(1), rank.wrapping_sub(1));
            c += 1;
        }
        size += 1;
    }
    table
}

/// The four starting blocks' anchors: Red's two on ranks 1-2 first (S5-S1).
pub fn starting_anchors(size: u8) -> [Square; 4] {
    let far = size - 2;
    [Square::new(0, 0), Square::new(far, 0), Square::new(0, far), Square::new(far, far)]
}

impl Game for Strata5 {
    type Move = Move;
    const ID: GameId = GameId::Strata5;
    const PLAYER_NAMES: &'static [&'static str] = &["red", "black"];
    const TIME_RULE: &'static str = "S5-E8";

    fn player_count(&self) -> usize {
        2
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.ending.is_some() {
            return;
        }
        match self.phase {
            Phase::FirstPawn => self.first_pawn_moves(moves),
            Phase::SecondPawn { moved } => self.pawn_moves(Some(moved), moves),
            Phase::Block { .. } => self.block_moves(moves),
        }
    }

    /// Pawn moves are drawn without listing them all (`random_pawn_move`), and a first one
    /// is judged under S5-T2 only when drawn; a block is drawn from the set of anchors.
    fn random_move(&self, rng: &mut Rng, scratch: &mut Vec<Move>) -> Option<Move> {
        match self.phase {
            _ if self.ending.is_some() => None,
            Phase::FirstPawn => self.random_first_pawn_move(rng, scratch),
            Phase::SecondPawn { moved } => self.random_pawn_move(Some(moved), rng, scratch),
            Phase::Block { .. } => {
                let anchors = self.block_anchors();
                let count = anchors.len();
                if count == 0 {
                    return None;
                }
                let anchor = anchors.nth(rng.below(count))?;
                Some(Move::Block(self.square(anchor)))
            }
        }
    }

    fn check(&self, mv: &Move) -> Result<(), IllegalMove> {
        self.check_move(*mv)
    }

    fn ends_turn(&self, mv: &Move) -> bool {
        mv.ends_turn()
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.apply(*mv);
    }

    /// In the order of S5-E7: a pawn on a level-5 block, a side that can never move again,
    /// no summit, a blockade, then forty turns without a block.
    fn end_reason(&self) -> Option<EndReason> {
        let outcome = Game::outcome(self)?;
        let name = |p: Player| display_name(Self::player_name(p));
        let top = usize::from(TOP_LEVEL);
        let n = self.size;
        for sq in (0..n).flat_map(|r| (0..n).map(move |f| Square::new(f, r))) {
            let column = self.column(sq);
            if let (Cell::Block(_), Cell::Pawn(i)) = (column[top - 1], column[top]) {
                let pawn = self.pawns[usize::from(i)];
                let text =
                    format!("{}'s pawn {} reached level 5 at {sq}.", name(pawn.owner), pawn.number);
                return Some(EndReason::new("S5-E1", text));
            }
        }
        let never = |p: Player| format!("{} has no pawn that can ever move again.", name(p));
        let text = match (self.immobile(RED), self.immobile(BLACK), outcome.winners()) {
            (true, true, [mover]) => Some(format!(
                "Neither player has a pawn that can ever move again; {} moved last and wins.",
                name(*mover)
            )),
            (true, false, _) => Some(never(RED)),
            (false, true, _) => Some(never(BLACK)),
            _ => None,
        };
        if let Some(text) = text {
            return Some(EndReason::new("S5-E2", text));
        }
        if self.supply == 0 && !self.has_top_block() {
            let text = "No block is left and none stands at level 5: nobody can climb to win.";
            return Some(EndReason::new("S5-E4", text));
        }
        let cut_off =
            |p: Player| format!("No block is left and {} can no longer reach level 5.", name(p));
        let blockade = match (self.supply == 0, self.blockaded(RED), self.blockaded(BLACK)) {
            (true, true, true) => {
                Some("No block is left and neither player can reach level 5 any more.".to_string())
            }
            (true, true, false) => Some(cut_off(RED)),
            (true, false, true) => Some(cut_off(BLACK)),
            _ => None,
        };
        if let Some(text) = blockade {
            return Some(EndReason::new("S5-E3", text));
        }
        let text = format!("{TURNS_WITHOUT_BLOCK_LIMIT} turns in a row without a block: a draw.");
        Some(EndReason::new("S5-E5", text))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ending.map(|e| match e {
            Ending::Win(p) => Outcome::single(p),
            Ending::Draw => Outcome::Draw,
        })
    }

    fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    fn conclude(&mut self, outcome: Outcome) {
        if self.ending.is_none() {
            self.ending = Some(match outcome.winners() {
                [winner] => Ending::Win(*winner),
                _ => Ending::Draw,
            });
        }
    }
}
