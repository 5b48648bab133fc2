//! The fixed geometry of a layout, precomputed once per game and shared by every copy of the
//! position: bit sets of the cells (100 cells fit a `u128`) and neighbour / jump tables.

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

/// One possible jump from a cell: over `over` onto `land`, both on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Jump {
    pub over: u8,
    pub land: u8,
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
    /// The jumps from each cell whose middle and landing are on the board.
    pub jumps: [[Jump; 8]; CELLS],
    pub jump_count: [u8; CELLS],
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
            jumps: [[Jump::default(); 8]; CELLS],
            jump_count: [0; CELLS],
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
                let Some(over) = offset(cell, df, dr).filter(|&c| g.on_board & bit(c) != 0) else {
                    continue;
                };
                g.neighbours[cell] |= bit(over) & g.passable;
                if let Some(land) = offset(over, df, dr).filter(|&c| g.on_board & bit(c) != 0) {
                    let n = usize::from(g.jump_count[cell]);
                    g.jumps[cell][n] = Jump { over: over as u8, land: land as u8 };
                    g.jump_count[cell] += 1;
                }
            }
        }
        g
    }

    #[inline]
    pub fn jumps_from(&self, cell: usize) -> &[Jump] {
        &self.jumps[cell][..usize::from(self.jump_count[cell])]
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
