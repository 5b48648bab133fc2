//! Every cell of a board as facts, for a screen reader: the app words them ("c3: level 2, red
//! pawn 4", "f7: White's 2-point objective, bordeaux stack", "e5: your Captain (known to Blue)")
//! and gives each cell of the board on screen an accessible node with its line.
//!
//! With hidden pieces the lines come from one player's view (their observation): a cell holding
//! a piece that player cannot see says only what they know of it.

use crate::games::stratego::SquareView;
use crate::{AnyGame, Player};

/// What one cell holds, as facts: the app says them in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CellFact {
    /// Strata 5's column: its top block's level (`None`: the bare board), then its pawns from
    /// the bottom.
    Column { level: Option<u8>, pawns: Vec<ColumnPawn> },
    /// Stratum's hexagon: the top bar's level and owner, or nothing.
    Hex { top: Option<(u8, Player)> },
    /// Strata 7's cell: what it is, and who stands on it.
    Octo { ground: Ground, occupant: Option<Occupant> },
    /// Stratego's square as the viewer sees it; `opponent` owns the pieces it cannot see.
    Square { seen: SquareView, opponent: Player },
}

/// A pawn in a Strata 5 column; `trapped` under a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColumnPawn {
    pub owner: Player,
    pub number: u8,
    pub trapped: bool,
}

/// What a Strata 7 cell is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ground {
    Plain,
    Obstacle,
    /// An objective of `camp`'s half, worth `points`.
    Objective {
        camp: Player,
        points: u8,
    },
}

/// Who stands on a Strata 7 cell: a pawn, or a stack of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupant {
    pub owner: Player,
    pub stack: bool,
}

/// Each cell's name (as the notation writes it) and what it holds, board order. With hidden
/// pieces, as `viewer` sees them (`None`: no cell is described, since nobody's view may be
/// shown). Each game states its own cells (`games/<game>/words.rs`).
pub fn facts(game: &dyn AnyGame, viewer: Option<Player>) -> Vec<(String, CellFact)> {
    if game.hides_information() && viewer.is_none() {
        return Vec::new();
    }
    game.cell_facts(viewer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::stratego::{OwnPiece, Rank};
    use crate::{GameId, position_from_text};

    fn fact(game: GameId, text: &str, viewer: Option<Player>, cell: &str) -> Option<CellFact> {
        let g = position_from_text(game, text).unwrap();
        facts(g.as_ref(), viewer).into_iter().find(|(c, _)| c == cell).map(|(_, f)| f)
    }

    #[test]
    fn every_game_names_levels_and_pieces() {
        let (red, white, beige) = (Player(0), Player(0), Player(0));
        let s5 = "8 a1:1,c1:1,e1:1,g1:1,a7:1,g7:1,b1:2 r2e1:1 23456/223456 r p1 25 0";
        let pawn = ColumnPawn { owner: red, number: 2, trapped: false };
        let column = |level, pawns| Some(CellFact::Column { level, pawns });
        assert_eq!(fact(GameId::Strata5, s5, None, "e1"), column(Some(1), vec![pawn]));
        assert_eq!(fact(GameId::Strata5, s5, None, "c1"), column(Some(2), vec![]));
        assert_eq!(fact(GameId::Strata5, s5, None, "d4"), column(None, vec![]));
        let sm = "5 2 A1-A4b d 17,18";
        let hex = |top| Some(CellFact::Hex { top });
        assert_eq!(fact(GameId::Stratum, sm, None, "A2"), hex(Some((1, beige))));
        assert_eq!(fact(GameId::Stratum, sm, None, "B1"), hex(None));
        let s7 = "----------/----------/---.2..---/---....---/---....---/---....---/---....---/---.2..---/----------/---------- d4,e4,f4,g4 d7,e7,f7,g7 0/0 0/0 0/0 w 0";
        let pawn = Some(Occupant { owner: white, stack: false });
        let octo = |ground, occupant| Some(CellFact::Octo { ground, occupant });
        assert_eq!(fact(GameId::Strata7, s7, None, "d4"), octo(Ground::Plain, pawn));
        let objective = Ground::Objective { camp: white, points: 2 };
        assert_eq!(fact(GameId::Strata7, s7, None, "e3"), octo(objective, None));
        assert_eq!(fact(GameId::Strata7, s7, None, "a1"), None, "off the board: no cell");
    }

    #[test]
    fn stratego_cells_say_only_what_the_viewer_knows() {
        let bomb = "Fa1,3e4* Be5,9e7*!,Fj10 r -/- 0 5";
        let scout = "Fa1,3e4* 2e5,9e7*!,Fj10 r -/- 0 5";
        let (red, blue) = (Some(Player(0)), Player(1));
        let square = |seen| Some(CellFact::Square { seen, opponent: blue });
        let miner = OwnPiece { rank: Rank::Miner, moved: true, revealed: false };
        for text in [bomb, scout] {
            assert_eq!(fact(GameId::Stratego, text, red, "e5"), square(SquareView::Unknown));
            let general = SquareView::Revealed(Rank::General);
            assert_eq!(fact(GameId::Stratego, text, red, "e7"), square(general));
            assert_eq!(fact(GameId::Stratego, text, red, "e4"), square(SquareView::Own(miner)));
        }
        let g = position_from_text(GameId::Stratego, bomb).unwrap();
        assert!(facts(g.as_ref(), None).is_empty(), "nobody's view: nothing");
    }
}
