//! Squares, lakes and the bit-set geometry of the 10×10 board (SG-G1, SG-G2).
//!
//! A square's index is `rank * 10 + file` (a1 = 0, j10 = 99). The position itself works on a
//! walled mailbox of cells so that move generation needs no bounds tests.

use std::fmt;
use std::str::FromStr;

use crate::game::IllegalMove;
use crate::grid::{SquareName, parse_square};
use crate::rng::splitmix;

/// A square as written in notation: file `a`.. and rank `1`.., stored 0-based. Squares off the
/// board (up to file `z`, rank 99) are representable so that `k4-k5` parses and `check` can
/// refuse it with SG-G1.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square {
    /// 0 = file a.
    pub file: u8,
    /// 0 = rank 1.
    pub rank: u8,
}

impl Square {
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    /// The square of an index `0..100`.
    pub const fn from_index(index: usize) -> Square {
        SQUARES[index]
    }

    /// The index `rank * 10 + file`, or `None` off the board.
    pub const fn index(self) -> Option<usize> {
        if self.on_board() { Some(self.rank as usize * 10 + self.file as usize) } else { None }
    }

    pub const fn on_board(self) -> bool {
        self.file < 10 && self.rank < 10
    }

    pub const fn is_lake(self) -> bool {
        match self.index() {
            Some(i) => is_lake_index(i),
            None => false,
        }
    }

    /// The squares a piece here could step to: on the board and not a lake.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        let (f, r) = (i16::from(self.file), i16::from(self.rank));
        [(f + 1, r), (f - 1, r), (f, r + 1), (f, r - 1)]
            .into_iter()
            .filter(|&(f, r)| (0..10).contains(&f) && (0..10).contains(&r))
            .map(|(f, r)| Square::new(f as u8, r as u8))
            .filter(|s| !s.is_lake())
    }
}

/// Every square by index, so move generation builds squares without dividing.
const SQUARES: [Square; 100] = {
    let mut all = [Square { file: 0, rank: 0 }; 100];
    let mut i = 0;
    while i < 100 {
        all[i] = Square { file: (i % 10) as u8, rank: (i / 10) as u8 };
        i += 1;
    }
    all
};

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        SquareName(self.file, self.rank).fmt(f)
    }
}

impl FromStr for Square {
    type Err = IllegalMove;

    /// A lower-case file letter then a rank number 1..=99 without leading zero.
    fn from_str(text: &str) -> Result<Square, IllegalMove> {
        let (file, rank) = parse_square(text).ok_or_else(|| {
            IllegalMove::parse(format!("'{text}' is not a square (expected e.g. a4 or j10)"))
        })?;
        Ok(Square { file, rank })
    }
}

impl From<Square> for String {
    fn from(sq: Square) -> String {
        sq.to_string()
    }
}

impl TryFrom<String> for Square {
    type Error = IllegalMove;
    fn try_from(text: String) -> Result<Square, IllegalMove> {
        text.parse()
    }
}

/// The lakes as a bit set over square indices (SG-G2).
const LAKES: u128 =
    (1 << 42) | (1 << 43) | (1 << 52) | (1 << 53) | (1 << 46) | (1 << 47) | (1 << 56) | (1 << 57);

pub(crate) const fn is_lake_index(index: usize) -> bool {
    LAKES & (1 << index) != 0
}

/// The mailbox: the board inside a one-square wall (12 × 12 cells), so one step from any board
/// square lands on a cell and walls stop a Scout's line. The table has 256 cells (the rest are
/// wall too) so that any `u8` cell number indexes it without a bounds check.
pub(crate) const CELLS: usize = 256;
const CELL_ROW: usize = 12;

/// One step in each direction as a wrapping `u8` cell offset (towards rank 10, rank 1, file j,
/// file a).
pub(crate) const STEPS: [u8; 4] = [CELL_ROW as u8, (CELL_ROW as u8).wrapping_neg(), 1, 255];

/// The cell of a square index.
pub(crate) const fn cell_of(index: usize) -> usize {
    (index / 10 + 1) * CELL_ROW + index % 10 + 1
}

/// The square of a cell (walls map to a1; they are never read as squares).
pub(crate) const fn cell_square(cell: usize) -> Square {
    let (row, col) = (cell / CELL_ROW, cell % CELL_ROW);
    if row >= 1 && row <= 10 && col >= 1 && col <= 10 {
        Square { file: (col - 1) as u8, rank: (row - 1) as u8 }
    } else {
        Square { file: 0, rank: 0 }
    }
}

/// The square of every cell, as a table for move generation.
pub(crate) static CELL_SQUARE: [Square; CELLS] = {
    let mut all = [Square { file: 0, rank: 0 }; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        all[cell] = cell_square(cell);
        cell += 1;
    }
    all
};

/// The cell of every square index.
pub(crate) static SQUARE_CELL: [u8; 100] = {
    let mut all = [0u8; 100];
    let mut i = 0;
    while i < 100 {
        all[i] = cell_of(i) as u8;
        i += 1;
    }
    all
};

/// The square index of every cell, or 0xFF for walls.
pub(crate) static CELL_INDEX: [u8; CELLS] = {
    let mut all = [0xFFu8; CELLS];
    let mut i = 0;
    while i < 100 {
        all[cell_of(i)] = i as u8;
        i += 1;
    }
    all
};

/// Whether two squares are orthogonal neighbours.
pub(crate) const fn adjacent(a: Square, b: Square) -> bool {
    a.file.abs_diff(b.file) + a.rank.abs_diff(b.rank) == 1
}

/// Random keys for hashing positions by piece identity (more-squares rule, SG-M6): one per
/// (piece, square), plus one for Blue to move. Built at compile time by SplitMix64.
pub(crate) static ZOBRIST: [[u64; 100]; 80] = {
    let mut keys = [[0u64; 100]; 80];
    let mut x: u64 = 0x5EED_57A7_E60B_0A2D;
    let mut piece = 0;
    while piece < 80 {
        let mut sq = 0;
        while sq < 100 {
            keys[piece][sq] = splitmix(&mut x);
            sq += 1;
        }
        piece += 1;
    }
    keys
};

pub(crate) const BLUE_TO_MOVE_KEY: u64 = 0x9C3B_A5E1_07D4_F26B;

/// The blocked squares (pieces and lakes) of every rank and file as bit sets: bit `file` of
/// `ranks[rank]`, bit `rank` of `files[file]`. A Scout's moves along a line are then counted
/// with one bit scan instead of a walk. (Sixteen lines each way, so that a coordinate masked
/// to four bits indexes them without a bounds check; the last six stay empty.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Lines {
    ranks: [u16; 16],
    files: [u16; 16],
}

impl Lines {
    /// Blocks square `sq` (on the board) if it was free, frees it if it was blocked.
    #[inline(always)]
    pub(crate) fn toggle(&mut self, sq: Square) {
        let (file, rank) = (usize::from(sq.file) & 15, usize::from(sq.rank) & 15);
        self.ranks[rank] ^= 1 << file;
        self.files[file] ^= 1 << rank;
    }

    /// How many free squares follow square `sq` (on the board) in each direction of `STEPS`
    /// before a blocked square or the edge.
    #[inline(always)]
    pub(crate) fn free_runs(&self, sq: Square) -> [u32; 4] {
        // `min(9)` keeps a square off the board from overflowing the shifts below.
        let (file, rank) = (usize::from(sq.file).min(9), usize::from(sq.rank).min(9));
        let (rank_line, file_line) = (self.ranks[rank], self.files[file]);
        [
            free_above(file_line, rank),
            free_below(file_line, rank),
            free_above(rank_line, file),
            free_below(rank_line, file),
        ]
    }
}

/// The free squares after bit `at` (0..10) of a line towards its higher bits, up to the edge.
#[inline(always)]
fn free_above(line: u16, at: usize) -> u32 {
    // A stop placed just past the edge.
    (u32::from(line) >> (at + 1) | 1 << (9 - at)).trailing_zeros()
}

/// The free squares before bit `at` (0..10) of a line towards bit 0, down to the edge.
#[inline(always)]
fn free_below(line: u16, at: usize) -> u32 {
    // Shifted up one place to put a stop at bit 0, just past the edge.
    let below = (u32::from(line) << 1 | 1) & ((2 << at) - 1);
    at as u32 - (31 - below.leading_zeros())
}
