//! A Stratum move: the two end cells of the bar where the piece goes, written `C3-C6`.

use std::fmt;
use std::str::FromStr;

use crate::game::IllegalMove;
use crate::grid::Hex;

/// Places one piece on the bar between two end cells, lower end first (reading order: lower
/// row letter, or the same row and a lower number). The ends are only read here; whether they
/// are on the board and form a bar is for the rules to say.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Move {
    low: Hex,
    high: Hex,
}

impl Move {
    /// The move between two end cells, given in either order. Cells must be in rows `A`..`Z`
    /// for the notation to round-trip (every board cell is).
    pub fn new(a: Hex, b: Hex) -> Move {
        Move { low: a.min(b), high: a.max(b) }
    }

    /// The end that comes first in reading order.
    pub fn low(&self) -> Hex {
        self.low
    }

    pub fn high(&self) -> Hex {
        self.high
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.low, self.high)
    }
}

impl FromStr for Move {
    type Err = IllegalMove;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let Some((a, b)) = s.split_once('-') else {
            return Err(IllegalMove::parse(format!(
                "'{s}' is not a move: write the two end cells of the piece, like C3-C6"
            )));
        };
        let cell = |text: &str| text.parse::<Hex>().map_err(IllegalMove::parse);
        let (low, high) = (cell(a)?, cell(b)?);
        if high < low {
            return Err(IllegalMove::parse(format!(
                "write the lower end first: {high}-{low}, not {low}-{high}"
            )));
        }
        Ok(Move { low, high })
    }
}
