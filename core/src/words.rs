//! What each game says of itself in words: its cells for a screen reader, the facts a turn
//! changes, the cells a move touches and the lessons' hint. Every game implements [`Describe`]
//! in its own folder (`games/<game>/words.rs`), with its own move type; [`crate::AnyGame`]
//! requires it, so a game that does not say these things does not compile. The generic parts
//! (which game is on screen, whether it hides pieces, what a win or a score says) stay in
//! [`crate::cells`], [`crate::reasons`] and [`crate::lessons`].

use crate::game::{Game, Player};

/// Where a move starts and where it ends, as the board views locate them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveCells {
    /// The cell a piece leaves; `None` for a piece that enters or is placed (a reserve pawn,
    /// a block, a last reinforcement).
    pub from: Option<String>,
    /// Where the move ends: a cell, or the name of the placement itself where the view
    /// locates it whole (Strata 5's `#c3`, the block's own place).
    pub to: String,
}

/// A game's words. `Self::Move` is read by the game's own parser, never guessed from the
/// token's shape.
pub trait Describe: Game {
    /// Each cell's name (as the notation writes it) and what it holds, for a screen reader,
    /// board order. With hidden pieces, as `viewer` sees them; `None` describes no cell then.
    fn cell_facts(&self, viewer: Option<Player>) -> Vec<(String, crate::cells::CellFact)>;

    /// The facts `turn` (legal moves of the player to move, in order) changes on the board,
    /// most telling first; `after` is this position with the whole turn played. A game with
    /// hidden pieces says only what the mover sees.
    fn turn_facts(&self, after: &Self, turn: &[Self::Move]) -> Vec<crate::reasons::Reason>;

    /// The cells a move touches.
    fn move_cells(&self, mv: &Self::Move) -> MoveCells;

    /// What "Hint" says of a move in a lesson: the piece that makes it, or the area a
    /// placement goes to, never the whole move.
    fn hint(&self, mv: &Self::Move) -> Hint;
}

/// What a lesson's "Hint" says of the answer's next move, as a fact; the app words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Move the piece on this cell (every game with moving pieces).
    MoveThePieceOn(String),
    /// Strata 5: bring this pawn in from the reserve.
    BringPawn(u8),
    /// Strata 5: the moment for a block, around this square.
    BlockAround(String),
    /// Strata 7: the last reinforcement goes back on the board near this square.
    ReinforcementNear(String),
    /// Stratum: the bar starts on this cell.
    BarStartsOn(String),
}

impl Hint {
    /// The cell the hint points at on the board; `None` for a pawn from the reserve.
    pub fn cell(&self) -> Option<&str> {
        match self {
            Hint::MoveThePieceOn(cell)
            | Hint::BlockAround(cell)
            | Hint::ReinforcementNear(cell)
            | Hint::BarStartsOn(cell) => Some(cell),
            Hint::BringPawn(_) => None,
        }
    }
}

/// What the mover won on the score sheet (points, visible cells), if anything.
pub(crate) fn gains(old: &[i32], new: &[i32], mover: Player) -> Option<i32> {
    let gained = new.get(mover.index())? - old.get(mover.index())?;
    (gained > 0).then_some(gained)
}

#[cfg(test)]
mod tests {
    use crate::{AnyGame, GameId, GameOptions, GameSetup};

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
            let from = start(id).move_cells(token).unwrap().from;
            assert_eq!(from.as_deref(), cell, "{token}");
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
            assert_eq!(start(id).move_cells(token).unwrap().to, cell, "{token}");
        }
    }

    #[test]
    fn a_token_of_another_game_is_no_move() {
        let strata5 = start(GameId::Strata5);
        assert_eq!(strata5.move_cells("+c3"), None, "Strata 7's placement");
        assert_eq!(start(GameId::Stratum).move_cells("d4-f5"), None, "cells are C3, not d4");
    }
}
