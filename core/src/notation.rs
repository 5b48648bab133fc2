//! Where a move in notation starts and where it ends, as cells the board views locate
//! (`assets/docs/command-line.md`, Moves). Each game reads its own moves with its own parser
//! ([`crate::words::Describe::move_cells`]); nothing here guesses the game from the token.

use crate::AnyGame;

/// Where a piece's move starts, as a cell the views locate: `d4-f5` → d4, `d2-d4-f6` → d2;
/// `None` for a piece that enters or is placed (`3@f2`, `#c3`, `+c3`), or a token that is no
/// move of `game`.
pub fn source(game: &dyn AnyGame, token: &str) -> Option<String> {
    game.move_cells(token)?.from
}

/// Where a move ends, as the views locate it: `3@f2` → f2, `d2-d4-f6` → f6, `e6-f7>g7` → g7,
/// `+c3` → c3, a Strata 5 block `#c3` → itself (located whole). `None` for a token that is no
/// move of `game`.
pub fn destination(game: &dyn AnyGame, token: &str) -> Option<String> {
    Some(game.move_cells(token)?.to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameId, GameOptions, GameSetup};

    /// Each game's start position: reading a move needs only the game, not a legal move.
    fn start(id: GameId) -> Box<dyn AnyGame> {
        GameSetup::from_options(id, &GameOptions::default()).unwrap().start().unwrap()
    }

    #[test]
    fn sources_of_every_notation() {
        for (id, token, cell) in [
            (GameId::Strata5, "3@f2", None),
            (GameId::Strata5, "d4-f5", Some("d4")),
            (GameId::Strata7, "d2-d4-f6", Some("d2")),
            (GameId::Strata7, "e6-f7>g7", Some("e6")),
            (GameId::Strata7, "+c3", None),
            (GameId::Strata5, "#c3", None),
            (GameId::Stratego, "a4-a5", Some("a4")),
        ] {
            assert_eq!(source(start(id).as_ref(), token).as_deref(), cell, "{token}");
        }
    }

    #[test]
    fn destinations_of_every_notation() {
        for (id, token, cell) in [
            (GameId::Strata5, "3@f2", "f2"),
            (GameId::Strata5, "d4-f5", "f5"),
            (GameId::Strata7, "d2-d4-f6", "f6"),
            (GameId::Strata7, "e6-f7>g7", "g7"),
            (GameId::Strata7, "+c3", "c3"),
            (GameId::Strata5, "#c3", "#c3"),
            (GameId::Stratego, "a4-a5", "a5"),
        ] {
            assert_eq!(destination(start(id).as_ref(), token).as_deref(), Some(cell), "{token}");
        }
    }

    #[test]
    fn a_token_of_another_game_is_no_move() {
        let strata5 = start(GameId::Strata5);
        assert_eq!(destination(strata5.as_ref(), "+c3"), None, "Strata 7's placement");
        assert_eq!(source(start(GameId::Stratum).as_ref(), "d4-f5"), None, "cells are C3, not d4");
    }
}
