//! Every cell of a board in words, for a screen reader: "c3: level 2, red pawn 4",
//! "F7: level 1, beige", "f7: White's 2-point objective, bordeaux stack", "e5: your Captain
//! (known to Blue)". The app gives each cell of the board on screen an accessible node with its
//! line.
//!
//! With hidden pieces the lines come from one player's view (their observation): a cell holding
//! a piece that player cannot see says only what they know of it.

use crate::{AnyGame, Player};

/// Each cell's name (as the notation writes it) and its line, board order. With hidden pieces,
/// as `viewer` sees them (`None`: no cell is described, since nobody's view may be shown). Each
/// game words its own cells (`games/<game>/words.rs`).
pub fn cells(game: &dyn AnyGame, viewer: Option<Player>) -> Vec<(String, String)> {
    if game.hides_information() && viewer.is_none() {
        return Vec::new();
    }
    game.cell_lines(viewer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameId, position_from_text};

    fn line(game: GameId, text: &str, viewer: Option<Player>, cell: &str) -> String {
        let g = position_from_text(game, text).unwrap();
        let all = cells(g.as_ref(), viewer);
        all.into_iter().find(|(c, _)| c == cell).map(|(_, l)| l).unwrap_or_default()
    }

    #[test]
    fn every_game_names_levels_and_pieces() {
        let s5 = "8 a1:1,c1:1,e1:1,g1:1,a7:1,g7:1,b1:2 r2e1:1 23456/223456 r p1 25 0";
        assert_eq!(line(GameId::Strata5, s5, None, "e1"), "level 1, red pawn 2");
        assert_eq!(line(GameId::Strata5, s5, None, "c1"), "level 2");
        assert_eq!(line(GameId::Strata5, s5, None, "d4"), "the bare board");
        let sm = "5 2 A1-A4b d 17,18";
        assert_eq!(line(GameId::Stratum, sm, None, "A2"), "level 1, beige");
        assert_eq!(line(GameId::Stratum, sm, None, "B1"), "empty");
        let s7 = "----------/----------/---.2..---/---....---/---....---/---....---/---....---/---.2..---/----------/---------- d4,e4,f4,g4 d7,e7,f7,g7 0/0 0/0 0/0 w 0";
        assert_eq!(line(GameId::Strata7, s7, None, "d4"), "white pawn");
        assert_eq!(line(GameId::Strata7, s7, None, "e3"), "white's 2-point objective");
        assert_eq!(line(GameId::Strata7, s7, None, "a1"), "", "off the board: no cell");
    }

    #[test]
    fn stratego_cells_say_only_what_the_viewer_knows() {
        let bomb = "Fa1,3e4* Be5,9e7*!,Fj10 r -/- 0 5";
        let scout = "Fa1,3e4* 2e5,9e7*!,Fj10 r -/- 0 5";
        let red = Some(Player(0));
        for text in [bomb, scout] {
            assert_eq!(line(GameId::Stratego, text, red, "e5"), "blue piece, unknown");
            assert_eq!(line(GameId::Stratego, text, red, "e7"), "blue General");
            assert_eq!(line(GameId::Stratego, text, red, "e4"), "your Miner (has moved)");
        }
        let g = position_from_text(GameId::Stratego, bomb).unwrap();
        assert!(cells(g.as_ref(), None).is_empty(), "nobody's view: nothing");
    }
}
