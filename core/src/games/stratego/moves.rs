//! A move in the notation of `assets/docs/command-line.md`: `a4-a5`, a Scout's long move `b4-b8`; an attack is
//! written the same way.

use std::fmt;
use std::str::FromStr;

use super::board::Square;
use crate::game::IllegalMove;

/// One move: the piece on `from` goes to (or attacks) `to`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    /// a1-a1, a placeholder in move buffers (never legal).
    pub(crate) const NULL: Move = Move::new(Square::new(0, 0), Square::new(0, 0));

    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl FromStr for Move {
    type Err = IllegalMove;

    fn from_str(text: &str) -> Result<Move, IllegalMove> {
        let (from, to) = text.split_once('-').ok_or_else(|| {
            IllegalMove::parse(format!("'{text}' is not a move (expected e.g. a4-a5)"))
        })?;
        Ok(Move { from: from.parse()?, to: to.parse()? })
    }
}

impl From<Move> for String {
    fn from(mv: Move) -> String {
        mv.to_string()
    }
}

impl TryFrom<String> for Move {
    type Error = IllegalMove;
    fn try_from(text: String) -> Result<Move, IllegalMove> {
        text.parse()
    }
}
