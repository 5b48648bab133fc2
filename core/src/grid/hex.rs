//! Axial hex coordinates for hexagon-shaped boards labelled like an Abalone board.
//!
//! Cells are named by a row letter and a number: rows `A` (bottom) upwards; in the lower half
//! every row starts at number 1, in the upper half every row ends at the highest number. A cell
//! is stored in the standard axial form `(q, r)` of Red Blob Games' hex guide, with
//! `r` = row index (`A` = 0) and `q` = number − 1 − row index, so `A1` is `(0, 0)` on every board
//! size and the notation never depends on the size. The six neighbours are the usual axial
//! offsets. In the standard pointy-top layout (`x = √3·(q + r/2)`, `y = 1.5·r`, drawn with `y`
//! pointing up so that row `A` is at the bottom) the number grows to the right, a numbered line
//! climbs up-left and the diagonal climbs up-right, as on an Abalone board.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// One cell of a hex grid, in axial coordinates (see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Hex {
    pub q: i16,
    pub r: i16,
}

/// The three straight lines through a cell, each walked in reading order (the step always goes
/// to a higher row letter, or to a higher number in the same row).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Axis {
    /// Along a row: the number grows by 1 (`C3` → `C4`).
    Row,
    /// Along a numbered line: the letter grows by 1, same number (`C3` → `D3`).
    Number,
    /// Diagonal: letter and number both grow by 1 (`C3` → `D4`).
    Diagonal,
}

impl Axis {
    pub const ALL: [Axis; 3] = [Axis::Row, Axis::Number, Axis::Diagonal];

    /// The axial offset of one step forwards along this axis.
    pub const fn step(self) -> Hex {
        match self {
            Axis::Row => Hex::new(1, 0),
            Axis::Number => Hex::new(-1, 1),
            Axis::Diagonal => Hex::new(0, 1),
        }
    }

    /// The axis joining two distinct cells of one straight line, if they are on one.
    pub fn between(a: Hex, b: Hex) -> Option<Axis> {
        let (d_row, d_number) = (b.row() - a.row(), b.number() - a.number());
        match (d_row, d_number) {
            (0, 0) => None,
            (0, _) => Some(Axis::Row),
            (_, 0) => Some(Axis::Number),
            _ if d_row == d_number => Some(Axis::Diagonal),
            _ => None,
        }
    }
}

/// Row letters as written in notation; 26 rows is far more than any board uses.
const ROW_LETTERS: &[u8; 26] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";

impl Hex {
    /// The six axial neighbour offsets, counter-clockwise from "number + 1".
    pub const DIRECTIONS: [Hex; 6] = [
        Hex::new(1, 0),
        Hex::new(0, 1),
        Hex::new(-1, 1),
        Hex::new(-1, 0),
        Hex::new(0, -1),
        Hex::new(1, -1),
    ];

    pub const fn new(q: i16, r: i16) -> Hex {
        Hex { q, r }
    }

    /// The cell named by a row index (`A` = 0) and a number (as written, starting at 1).
    pub const fn from_row_number(row: i16, number: i16) -> Hex {
        Hex { q: number - 1 - row, r: row }
    }

    /// Row index, `A` = 0.
    pub const fn row(self) -> i16 {
        self.r
    }

    /// The number as written in notation.
    pub const fn number(self) -> i16 {
        self.q + self.r + 1
    }

    /// The row letter, for rows `A`..`Z`.
    pub fn row_letter(self) -> Option<char> {
        usize::try_from(self.r).ok().and_then(|i| ROW_LETTERS.get(i)).map(|&b| b as char)
    }

    pub const fn plus(self, other: Hex) -> Hex {
        Hex { q: self.q + other.q, r: self.r + other.r }
    }

    pub const fn minus(self, other: Hex) -> Hex {
        Hex { q: self.q - other.q, r: self.r - other.r }
    }

    /// `steps` steps forwards along `axis` (backwards when negative).
    pub const fn along(self, axis: Axis, steps: i16) -> Hex {
        let s = axis.step();
        Hex { q: self.q + s.q * steps, r: self.r + s.r * steps }
    }

    pub fn neighbours(self) -> [Hex; 6] {
        Hex::DIRECTIONS.map(|d| self.plus(d))
    }

    /// Steps between two cells on the hex grid.
    pub fn distance(self, other: Hex) -> i16 {
        let d = self.minus(other);
        (d.q.abs() + d.r.abs() + (d.q + d.r).abs()) / 2
    }

    /// The centre cell of the hexagon with `side` cells per side (`E5` for side 5).
    pub const fn centre(side: i16) -> Hex {
        Hex::from_row_number(side - 1, side)
    }

    /// Whether the cell lies on the hexagon-shaped board with `side` cells per side.
    pub fn in_hexagon(self, side: i16) -> bool {
        side > 0 && self.distance(Hex::centre(side)) < side
    }

    /// Every cell of the hexagon with `side` cells per side, in reading order (row `A` first,
    /// then by number): 61 cells for side 5, 91 for side 6.
    pub fn hexagon(side: i16) -> impl Iterator<Item = Hex> {
        let rows = (2 * side - 1).max(0);
        (0..rows).flat_map(move |row| {
            let first = (row - side + 2).max(1);
            let last = (row + side).min(rows);
            (first..=last).map(move |number| Hex::from_row_number(row, number))
        })
    }
}

/// Reading order: by row letter, then by number.
impl Ord for Hex {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.r, self.q).cmp(&(other.r, other.q))
    }
}

impl PartialOrd for Hex {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `C3`: the row letter, then the number.
impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.row_letter() {
            Some(letter) => write!(f, "{letter}{}", self.number()),
            None => write!(f, "(row {}, number {})", self.r, self.number()),
        }
    }
}

/// Reads `C3`: one capital letter `A`..`Z` and a number `0`..`99` without leading zeros. Cells
/// beyond a given board still read, so that the rules can say the cell is off the board.
impl FromStr for Hex {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bytes = s.as_bytes();
        let Some((&letter, digits)) = bytes.split_first() else {
            return Err("a cell is written as a row letter and a number, like C3".into());
        };
        let Some(row) = ROW_LETTERS.iter().position(|&b| b == letter) else {
            return Err(format!("'{s}' is not a cell: it must start with a capital row letter"));
        };
        let readable = matches!(digits.len(), 1 | 2)
            && digits.iter().all(u8::is_ascii_digit)
            && !(digits.len() == 2 && digits[0] == b'0');
        if !readable {
            return Err(format!(
                "'{s}' is not a cell: the row letter must be followed by a number"
            ));
        }
        let number = digits.iter().fold(0i16, |n, d| n * 10 + i16::from(d - b'0'));
        Ok(Hex::from_row_number(row as i16, number))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(s: &str) -> Hex {
        s.parse().unwrap()
    }

    #[test]
    fn hexagons_have_the_abalone_rows() {
        let small: Vec<Hex> = Hex::hexagon(5).collect();
        assert_eq!(small.len(), 61);
        let names: Vec<String> = small.iter().map(ToString::to_string).collect();
        assert_eq!(names[..5], ["A1", "A2", "A3", "A4", "A5"]);
        assert_eq!(names[5], "B1");
        assert_eq!(names.last().map(String::as_str), Some("I9"));
        let row_f: Vec<&String> = names.iter().filter(|n| n.starts_with('F')).collect();
        assert_eq!(row_f.first().map(|s| s.as_str()), Some("F2"));
        assert_eq!(row_f.last().map(|s| s.as_str()), Some("F9"));
        assert!(small.windows(2).all(|w| w[0] < w[1]), "reading order");
        assert!(small.iter().all(|h| h.in_hexagon(5)));

        let large: Vec<Hex> = Hex::hexagon(6).collect();
        assert_eq!(large.len(), 91);
        let names: Vec<String> = large.iter().map(ToString::to_string).collect();
        assert_eq!(names[..6], ["A1", "A2", "A3", "A4", "A5", "A6"]);
        assert!(names.contains(&"F1".to_string()) && names.contains(&"F11".to_string()));
        assert_eq!(names.iter().filter(|n| n.starts_with('K')).count(), 6);
        assert_eq!(names.last().map(String::as_str), Some("K11"));
        assert!(!cell("F1").in_hexagon(5) && cell("F1").in_hexagon(6));
        assert!(!cell("A6").in_hexagon(5) && !cell("J5").in_hexagon(5));
    }

    #[test]
    fn notation_round_trips_and_refuses_garbage() {
        for h in Hex::hexagon(6) {
            assert_eq!(h.to_string().parse::<Hex>(), Ok(h));
        }
        assert_eq!(cell("A1"), Hex::new(0, 0));
        assert_eq!(cell("Z99").number(), 99);
        for bad in ["", "a1", "A", "A01", "A100", "1A", "AA1", "A-1", "É1", "A1 "] {
            assert!(bad.parse::<Hex>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn axes_and_neighbours() {
        assert_eq!(cell("C3").along(Axis::Row, 3), cell("C6"));
        assert_eq!(cell("C3").along(Axis::Number, 3), cell("F3"));
        assert_eq!(cell("C3").along(Axis::Diagonal, 3), cell("F6"));
        assert_eq!(Axis::between(cell("C3"), cell("F6")), Some(Axis::Diagonal));
        assert_eq!(Axis::between(cell("C3"), cell("F5")), None);
        assert_eq!(Axis::between(cell("C3"), cell("C3")), None);
        for axis in Axis::ALL {
            assert!(cell("C3") < cell("C3").along(axis, 1), "forward steps read forwards");
        }
        let around: Vec<String> = cell("E5").neighbours().iter().map(ToString::to_string).collect();
        assert_eq!(around, ["E6", "F6", "F5", "E4", "D4", "D5"]);
        assert!(cell("E5").neighbours().iter().all(|&n| n.distance(cell("E5")) == 1));
        assert_eq!(Hex::centre(5), cell("E5"));
        assert_eq!(cell("A1").distance(cell("I9")), 8);
    }
}
