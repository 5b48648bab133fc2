//! Squares of the square-board games (Strata 5, Strata 7, Stratego) as notation writes them: a
//! lower-case file letter, then a rank number from 1 without leading zeros (`d4`, `j10`).

use std::fmt;

/// Zero-based `(file, rank)` of a square in notation, or `None` if `text` is not one. Any file
/// `a..=z` and rank `1..=99` reads; whether it is on the board is for the rules to say.
pub fn parse_square(text: &str) -> Option<(u8, u8)> {
    let (&file, digits) = text.as_bytes().split_first()?;
    let well_formed = file.is_ascii_lowercase()
        && (1..=2).contains(&digits.len())
        && digits[0] != b'0'
        && digits.iter().all(u8::is_ascii_digit);
    if !well_formed {
        return None;
    }
    let rank = digits.iter().fold(0, |n, d| n * 10 + (d - b'0'));
    Some((file - b'a', rank - 1))
}

/// Zero-based coordinates written in notation.
#[derive(Clone, Copy, Debug)]
pub struct SquareName(pub u8, pub u8);

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.0), u32::from(self.1) + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_and_write_back() {
        for (text, coords) in [("a1", (0, 0)), ("d4", (3, 3)), ("j10", (9, 9)), ("z99", (25, 98))] {
            assert_eq!(parse_square(text), Some(coords));
            assert_eq!(SquareName(coords.0, coords.1).to_string(), text);
        }
        for text in ["", "a", "A1", "a0", "a01", "a100", "1a", "a-1", "é1", "a1 ", "aa1"] {
            assert_eq!(parse_square(text), None, "{text:?}");
        }
    }
}
