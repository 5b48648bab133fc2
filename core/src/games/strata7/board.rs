//! The fixed geometry of a layout, precomputed once per game and shared by every copy of the
//! position: bit sets of the cells (100 cells fit a `u128`), neighbour sets and per-side flags.

use super::layout::{CELLS, CellKind, FILES, Layout, RANKS, camp_of_rank};

/// A set of cells, bit `i` for cell index `i`.
pub type Cells = u128;

pub const fn bit(cell: usize) -> Cells {
    1 << cell
}

/// Iterates the cell indices of a set, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct CellIter(pub Cells);

impl Iterator for CellIter {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let cell = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(cell)
    }
}

const GRID: Cells = (1 << CELLS) - 1;

const fn file_mask(file0: usize) -> Cells {
    let mut mask = 0;
    let mut rank0 = 0;
    while rank0 < RANKS {
        mask |= bit(rank0 * FILES + file0);
        rank0 += 1;
    }
    mask
}

const NOT_FILE_A: Cells = GRID & !file_mask(0);
const NOT_FILE_J: Cells = GRID & !file_mask(FILES - 1);

/// Every cell adjacent (S7-G4) to some cell of `set`, by shifts: `+1` is one file right, `+10`
/// one rank up; the file masks stop shifts from wrapping round the board's edge.
#[inline]
pub fn dilate(set: Cells) -> Cells {
    let east = set & NOT_FILE_J;
    let west = set & NOT_FILE_A;
    let out = (east << 1)
        | (west >> 1)
        | (set << FILES)
        | (set >> FILES)
        | (east << (FILES + 1))
        | (west << (FILES - 1))
        | (east >> (FILES - 1))
        | (west >> (FILES + 1));
    out & GRID
}

/// Every cell of `set` moved one cell in direction `(df, dr)`; cells leaving the square vanish.
#[inline(always)]
pub const fn shift(set: Cells, df: i8, dr: i8) -> Cells {
    let source = match df {
        1 => set & NOT_FILE_J,
        -1 => set & NOT_FILE_A,
        _ => set,
    };
    let amount = dr as i32 * FILES as i32 + df as i32;
    let moved = if amount >= 0 { source << amount } else { source >> -amount };
    moved & GRID
}

/// The index offset of one cell in direction `(df, dr)`.
pub const fn index_offset(df: i8, dr: i8) -> isize {
    dr as isize * FILES as isize + df as isize
}

/// The 8 directions (S7-G4) as (file, rank) offsets.
pub const DIRECTIONS: [(i8, i8); 8] =
    [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

/// The cell at an offset from `cell`, if it lies in the 10×10 square.
pub fn offset(cell: usize, file_step: i8, rank_step: i8) -> Option<usize> {
    let file = (cell % FILES) as i32 + i32::from(file_step);
    let rank = (cell / FILES) as i32 + i32::from(rank_step);
    let inside = (0..FILES as i32).contains(&file) && (0..RANKS as i32).contains(&rank);
    inside.then(|| rank as usize * FILES + file as usize)
}

/// Size of the per-cell flag arrays: the 100 cells, then padding, so that any index masked
/// with `FLAG_CELLS - 1` is in bounds (and the bounds check disappears).
pub const FLAG_CELLS: usize = 128;

/// Per-cell flags the jump search reads (one byte per cell, so no bit-set shifts in the loop).
pub mod flag {
    /// A pawn stands here: it can be jumped over.
    pub const PAWN: u8 = 1;
    /// No landing here: off the board, obstacle, taken, own objective, or already landed on.
    pub const BLOCK: u8 = 2;
    /// An enemy objective: a landing here ends the move (S7-O1).
    pub const ENEMY_OBJECTIVE: u8 = 4;
    /// The mover's occupant on an enemy objective: landing here is a reinforcement (S7-O2).
    pub const PARTNER: u8 = 8;
    /// A separating top pawn may not end here (S7-O4).
    pub const FORBIDDEN: u8 = 16;
}

/// A layout and everything derived from it.
#[derive(Clone, Debug)]
pub struct Geometry {
    pub layout: Layout,
    pub on_board: Cells,
    /// On the board and not an obstacle: the only cells a pawn may ever stand on (S7-M4).
    pub passable: Cells,
    pub objectives: Cells,
    /// Objectives of each side's camp, which that side may never enter (S7-M5).
    pub camp_objectives: [Cells; 2],
    /// Points of each objective (0 elsewhere).
    pub points: [u8; CELLS],
    /// Passable cells adjacent to each cell (S7-G4).
    pub neighbours: [Cells; CELLS],
    /// The flags of each cell for each side's moves before any pawn is placed: `BLOCK` off
    /// the board, on obstacles and on the side's own objectives, `ENEMY_OBJECTIVE` on the
    /// others.
    pub side_flags: [[u8; FLAG_CELLS]; 2],
}

impl PartialEq for Geometry {
    fn eq(&self, other: &Self) -> bool {
        self.layout == other.layout
    }
}

impl Geometry {
    pub fn new(layout: &Layout) -> Geometry {
        let mut g = Geometry {
            layout: layout.clone(),
            on_board: 0,
            passable: 0,
            objectives: 0,
            camp_objectives: [0; 2],
            points: [0; CELLS],
            neighbours: [0; CELLS],
            side_flags: [[flag::BLOCK; FLAG_CELLS]; 2],
        };
        for cell in 0..CELLS {
            match layout.cell(cell) {
                CellKind::Off => continue,
                CellKind::Obstacle => {}
                CellKind::Empty | CellKind::Pawn(_) => g.passable |= bit(cell),
                CellKind::Objective(points) => {
                    g.passable |= bit(cell);
                    g.objectives |= bit(cell);
                    g.camp_objectives[camp_of_rank(cell / FILES).index()] |= bit(cell);
                    g.points[cell] = points;
                }
            }
            g.on_board |= bit(cell);
        }
        for cell in 0..CELLS {
            if g.on_board & bit(cell) == 0 {
                continue;
            }
            for (df, dr) in DIRECTIONS {
                if let Some(next) = offset(cell, df, dr) {
                    g.neighbours[cell] |= bit(next) & g.passable;
                }
            }
        }
        for side in 0..2 {
            let own = g.camp_objectives[side];
            let enemy = g.camp_objectives[1 - side];
            for cell in 0..CELLS {
                let b = bit(cell);
                g.side_flags[side][cell] = if g.passable & b == 0 || own & b != 0 {
                    flag::BLOCK
                } else if enemy & b != 0 {
                    flag::ENEMY_OBJECTIVE
                } else {
                    0
                };
            }
        }
        g
    }

    pub fn is_on_board(&self, cell: usize) -> bool {
        cell < CELLS && self.on_board & bit(cell) != 0
    }
}

/// Whether two cells touch (S7-G4).
pub fn adjacent(a: usize, b: usize) -> bool {
    let (df, dr) = delta(a, b);
    a != b && df.abs() <= 1 && dr.abs() <= 1
}

/// File and rank differences `b - a`.
pub fn delta(a: usize, b: usize) -> (i32, i32) {
    ((b % FILES) as i32 - (a % FILES) as i32, (b / FILES) as i32 - (a / FILES) as i32)
}

/// The cell between `a` and `b` if they are two cells apart in a straight or diagonal line.
pub fn jump_middle(a: usize, b: usize) -> Option<usize> {
    let (df, dr) = delta(a, b);
    let straight = matches!(df, -2 | 0 | 2) && matches!(dr, -2 | 0 | 2) && (df, dr) != (0, 0);
    straight.then(|| (a + b) / 2)
}

/// Each bit of a byte spread to the low bit of its own byte: `0b101` → `0x01_00_01`.
const SPREAD: [u64; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut spread = 0u64;
        let mut i = 0;
        while i < 8 {
            if byte >> i & 1 != 0 {
                spread |= 1 << (8 * i);
            }
            i += 1;
        }
        table[byte] = spread;
        byte += 1;
    }
    table
};

/// Sets bit `k` in byte `c` (byte `c % 8` of word `c / 8`) of `bytes` for every cell `c` of
/// `cells`, eight cells per table lookup and no branch.
#[inline]
pub fn spread_bits(bytes: &mut [u64; FLAG_CELLS / 8], cells: Cells, k: u32) {
    for (word, byte) in bytes.iter_mut().zip(cells.to_le_bytes()) {
        *word |= SPREAD[usize::from(byte)] << k;
    }
}

/// Sets `value`'s bits in the flags of every cell of `cells`, eight cells per table lookup.
#[inline]
pub fn add_flags(flags: &mut [u8; FLAG_CELLS], cells: Cells, value: u8) {
    for (chunk, byte) in flags.chunks_exact_mut(8).zip(cells.to_le_bytes()) {
        if byte != 0 {
            let add = SPREAD[usize::from(byte)] * u64::from(value);
            let old = u64::from_le_bytes([
                chunk[0], chunk[1], chunk[2], chunk[3], chunk[4], chunk[5], chunk[6], chunk[7],
            ]);
            chunk.copy_from_slice(&(old | add).to_le_bytes());
        }
    }
}
