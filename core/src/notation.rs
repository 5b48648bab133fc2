//! Reading any game's move tokens without knowing the game: where a move starts and where it
//! ends, as cells the board views locate (`assets/docs/command-line.md`, Moves).

/// Where a piece's move starts, as a cell the views locate: `d4-f5` → d4, `d2-d4-f6` → d2;
/// `None` for a piece that enters or is placed (`3@f2`, `#c3`, `+c3`).
pub fn source(token: &str) -> Option<&str> {
    if token.contains(['@', '#', '+']) {
        return None;
    }
    token.split(['-', '>']).next().filter(|s| *s != token)
}

/// Where a move ends, as a cell the views locate: `3@f2` → f2, `d2-d4-f6` → f6,
/// `e6-f7>g7` → g7, `+c3` → c3.
pub fn destination(token: &str) -> &str {
    token.rsplit(['@', '-', '>', '+']).find(|s| !s.is_empty()).unwrap_or(token)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_of_every_notation() {
        for (token, cell) in [
            ("3@f2", None),
            ("d4-f5", Some("d4")),
            ("d2-d4-f6", Some("d2")),
            ("e6-f7>g7", Some("e6")),
            ("+c3", None),
            ("#c3", None),
            ("a4-a5", Some("a4")),
        ] {
            assert_eq!(source(token), cell, "{token}");
        }
    }

    #[test]
    fn destinations_of_every_notation() {
        for (token, cell) in [
            ("3@f2", "f2"),
            ("d4-f5", "f5"),
            ("d2-d4-f6", "f6"),
            ("e6-f7>g7", "g7"),
            ("+c3", "c3"),
            ("#c3", "#c3"),
            ("a4-a5", "a5"),
        ] {
            assert_eq!(destination(token), cell, "{token}");
        }
    }
}
