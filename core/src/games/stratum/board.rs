//! The fixed geometry of a Stratum board, computed once per size: its cells in reading order
//! and every straight 4-cell bar with its cell mask, so that the rules work on bit sets.

use std::sync::OnceLock;

use crate::grid::{Axis, Hex};

use super::moves::Move;

/// Cells on the larger (6 per side) board; arrays indexed by cell have this length.
pub const MAX_CELLS: usize = 91;
/// Bars on the larger board: 3 directions × 58 positions.
pub const MAX_BARS: usize = 174;
/// Cells a piece covers.
pub const BAR_LEN: usize = 4;

const NO_INDEX: u8 = u8::MAX;

/// A set of cells of one board: bit `i` is the cell with index `i` in reading order.
pub type CellSet = u128;

/// A set of bars of one board, by bar index.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct BarSet([u64; MAX_BARS.div_ceil(64)]);

impl BarSet {
    pub fn insert(&mut self, bar: usize) {
        self.0[bar / 64] |= 1 << (bar % 64);
    }

    pub fn contains(&self, bar: usize) -> bool {
        self.0[bar / 64] & (1 << (bar % 64)) != 0
    }

    pub fn remove_all(&mut self, other: &BarSet) {
        for (word, gone) in self.0.iter_mut().zip(other.0) {
            *word &= !gone;
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The `k`-th bar index in increasing order (`k` from 0), if the set has that many.
    pub fn nth(&self, k: usize) -> Option<usize> {
        crate::bits::nth_set_bit(&self.0, k)
    }

    /// Bar indices in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let bit = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    w * 64 + bit
                })
            })
        })
    }
}

/// One place a piece can lie: four cells in a straight line.
#[derive(Clone, Copy, Debug)]
pub struct Bar {
    /// Cell indices, lower end first.
    pub cells: [u8; BAR_LEN],
    pub mask: CellSet,
    /// The move that places a piece here, ready to hand out.
    pub mv: Move,
}

/// A board size's tables. Obtain one with [`Board::of`].
#[derive(Debug)]
pub struct Board {
    side: i16,
    cells: Vec<Hex>,
    /// Cell index by `row * width + number - 1` (`width` = 2·side − 1), or `NO_INDEX`.
    index: Vec<u8>,
    bars: Vec<Bar>,
    /// Bar index by lower-end cell index and axis, or `NO_INDEX`.
    bar_from: Vec<[u8; 3]>,
    /// For each bar, every bar sharing a cell with it (itself included): placing a piece on a
    /// bar makes exactly these unavailable on the same level.
    overlapping: Vec<BarSet>,
}

impl Board {
    /// The tables for `side` cells per side (5 or 6; anything else gets the 5 board, since
    /// setups are validated before a position exists).
    pub fn of(side: u8) -> &'static Board {
        static SMALL: OnceLock<Board> = OnceLock::new();
        static LARGE: OnceLock<Board> = OnceLock::new();
        if side == 6 {
            LARGE.get_or_init(|| Board::build(6))
        } else {
            SMALL.get_or_init(|| Board::build(5))
        }
    }

    fn build(side: i16) -> Board {
        let width = (2 * side - 1) as usize;
        let cells: Vec<Hex> = Hex::hexagon(side).collect();
        assert!(cells.len() <= MAX_CELLS);
        let mut index = vec![NO_INDEX; width * width];
        for (i, &h) in cells.iter().enumerate() {
            index[h.row() as usize * width + h.number() as usize - 1] = i as u8;
        }
        let mut board = Board {
            side,
            cells,
            index,
            bars: Vec::new(),
            bar_from: Vec::new(),
            overlapping: vec![],
        };
        board.bar_from = vec![[NO_INDEX; 3]; board.cells.len()];
        for low in 0..board.cells.len() {
            for (a, axis) in Axis::ALL.into_iter().enumerate() {
                let start = board.cells[low];
                let path: Option<Vec<usize>> =
                    (0..BAR_LEN as i16).map(|k| board.index_of(start.along(axis, k))).collect();
                if let Some(path) = path {
                    let cells: [u8; BAR_LEN] = std::array::from_fn(|k| path[k] as u8);
                    let mask = path.iter().fold(0, |m, &c| m | 1u128 << c);
                    let mv = Move::new(start, start.along(axis, BAR_LEN as i16 - 1));
                    board.bar_from[low][a] = board.bars.len() as u8;
                    board.bars.push(Bar { cells, mask, mv });
                }
            }
        }
        assert!(board.bars.len() <= MAX_BARS);
        board.overlapping = board
            .bars
            .iter()
            .map(|b| {
                let mut set = BarSet::default();
                for (j, other) in board.bars.iter().enumerate() {
                    if b.mask & other.mask != 0 {
                        set.insert(j);
                    }
                }
                set
            })
            .collect();
        board
    }

    /// Cells per side.
    pub fn side(&self) -> u8 {
        self.side as u8
    }

    /// Every cell in reading order; a cell's position here is its index.
    pub fn cells(&self) -> &[Hex] {
        &self.cells
    }

    pub fn contains(&self, h: Hex) -> bool {
        h.in_hexagon(self.side)
    }

    pub fn index_of(&self, h: Hex) -> Option<usize> {
        if !self.contains(h) {
            return None;
        }
        let width = (2 * self.side - 1) as usize;
        let i = self.index[h.row() as usize * width + h.number() as usize - 1];
        (i != NO_INDEX).then_some(i as usize)
    }

    pub fn bars(&self) -> &[Bar] {
        &self.bars
    }

    /// The bar a move names, if its ends are on the board and 3 steps apart in a line.
    pub fn bar_of(&self, mv: &Move) -> Option<usize> {
        let low = self.index_of(mv.low())?;
        let axis = Axis::between(mv.low(), mv.high())?;
        if mv.low().along(axis, BAR_LEN as i16 - 1) != mv.high() {
            return None;
        }
        let bar = self.bar_from[low][axis as usize];
        (bar != NO_INDEX).then_some(bar as usize)
    }

    pub fn overlapping(&self, bar: usize) -> &BarSet {
        &self.overlapping[bar]
    }
}
