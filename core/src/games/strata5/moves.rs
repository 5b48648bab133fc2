//! Strata 5 squares and moves in the notation of `assets/docs/command-line.md`:
//! `d4-f5` (a pawn on the board), `3@f2` (a reserve pawn enters), `#c3` (a block).

use std::fmt;
use std::str::FromStr;

use crate::game::IllegalMove;
use crate::grid::{SquareName, parse_square};

/// A column of the board, zero-based: file 0 = `a`, rank 0 = `1`. May lie off the board
/// (the rules, not the parser, refuse it), but always within `a..=z` and `1..=99`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl Square {
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        SquareName(self.file, self.rank).fmt(f)
    }
}

impl FromStr for Square {
    type Err = IllegalMove;
    fn from_str(s: &str) -> Result<Square, IllegalMove> {
        let (file, rank) = parse_square(s)
            .ok_or_else(|| IllegalMove::parse(format!("'{s}' is not a square (like d4)")))?;
        Ok(Square::new(file, rank))
    }
}

/// Where a moving pawn starts: a square of the board, or the reserve (by the pawn's number).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum From {
    Board(Square),
    Reserve(u8),
}

/// One part of a turn: a pawn move (identified by the pawn and its final space, S5-P9) or a
/// block placement (identified by its anchor, S5-G3).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Move {
    Pawn { from: From, to: Square },
    Block(Square),
}

impl Move {
    /// Whether the move finishes its player's turn: the block is always the turn's last part
    /// (S5-T1), even when the same player has the next turn too.
    pub fn ends_turn(&self) -> bool {
        matches!(self, Move::Block(_))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pawn { from: From::Board(from), to } => write!(f, "{from}-{to}"),
            Move::Pawn { from: From::Reserve(number), to } => write!(f, "{number}@{to}"),
            Move::Block(anchor) => write!(f, "#{anchor}"),
        }
    }
}

impl FromStr for Move {
    type Err = IllegalMove;
    fn from_str(s: &str) -> Result<Move, IllegalMove> {
        if let Some(anchor) = s.strip_prefix('#') {
            return Ok(Move::Block(anchor.parse()?));
        }
        if let Some((number, to)) = s.split_once('@') {
            let number: u8 = number
                .parse()
                .ok()
                .filter(|n: &u8| *n < 10 && !number.starts_with('+'))
                .ok_or_else(|| {
                    IllegalMove::parse(format!("'{s}': a reserve pawn is named by its number 2..6"))
                })?;
            return Ok(Move::Pawn { from: From::Reserve(number), to: to.parse()? });
        }
        if let Some((from, to)) = s.split_once('-') {
            return Ok(Move::Pawn { from: From::Board(from.parse()?), to: to.parse()? });
        }
        Err(IllegalMove::parse(format!(
            "'{s}' is not a Strata 5 move (expected d4-f5, 3@f2 or #c3)"
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in ["d4-f5", "3@f2", "#c3", "l12-a1", "2@h10"] {
            let mv: Move = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
        assert_eq!(
            "c3".parse::<Square>().unwrap(),
            Square::new(2, 2),
            "files and ranks are zero-based inside"
        );
    }

    #[test]
    fn bad_tokens_are_parse_errors() {
        for text in [
            "", "zz9", "d4", "d4-", "-f5", "#", "#c", "#c0", "#C3", "d04-f5", "d4-f5-g5", "x@c3",
            "12@c3", "+3@c3", "3@", "@c3", "d4f5", "d100-a1", "é4-a1", "#c3 ",
        ] {
            let err = text.parse::<Move>().unwrap_err();
            assert_eq!(err.rule, "parse", "{text:?}");
        }
    }
}
