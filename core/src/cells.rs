//! Every cell of a board in words, for a screen reader: "c3: level 2, red pawn 4",
//! "F7: level 1, beige", "f7: White's 2-point objective, bordeaux stack", "e5: your Captain
//! (known to Blue)". The app gives each cell of the board on screen an accessible node with its
//! line.
//!
//! With hidden pieces the lines come from one player's view (their observation): a cell holding
//! a piece that player cannot see says only what they know of it.

use crate::game::display_name;
use crate::games::stratego::SquareView;
use crate::{AnyGame, Player};

/// What one cell holds, as facts: the app says them in the player's language, and
/// [`CellFact::english`] in English (the command line's and the tests' words).
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

impl CellFact {
    /// The fact in English: "level 2, red pawn 4", with the players named from `names`.
    pub fn english(&self, names: &[&str]) -> String {
        let name =
            |p: Player| display_name(names.get(p.index()).copied().unwrap_or("?")).to_lowercase();
        match self {
            CellFact::Column { level, pawns } => {
                let mut line = match level {
                    None => "the bare board".to_string(),
                    Some(l) => format!("level {l}"),
                };
                for pawn in pawns {
                    let trapped = if pawn.trapped { "trapped " } else { "" };
                    line.push_str(&format!(", {trapped}{} pawn {}", name(pawn.owner), pawn.number));
                }
                line
            }
            CellFact::Hex { top: None } => "empty".to_string(),
            CellFact::Hex { top: Some((level, owner)) } => {
                format!("level {level}, {}", name(*owner))
            }
            CellFact::Octo { ground, occupant } => {
                let ground = match ground {
                    Ground::Plain => None,
                    Ground::Obstacle => Some("obstacle".to_string()),
                    Ground::Objective { camp, points } => {
                        Some(format!("{}'s {points}-point objective", name(*camp)))
                    }
                };
                let occupant = occupant.map(|o| {
                    format!("{} {}", name(o.owner), if o.stack { "stack" } else { "pawn" })
                });
                match (ground, occupant) {
                    (Some(g), Some(o)) => format!("{g}, {o}"),
                    (Some(g), None) => g,
                    (None, Some(o)) => o,
                    (None, None) => "empty".to_string(),
                }
            }
            CellFact::Square { seen, opponent } => {
                let opponent = name(*opponent);
                match seen {
                    SquareView::Empty => "empty".to_string(),
                    SquareView::Lake => "lake".to_string(),
                    SquareView::Own(p) if p.revealed => {
                        format!("your {} (known to {opponent})", p.rank.name())
                    }
                    SquareView::Own(p) if p.moved => format!("your {} (has moved)", p.rank.name()),
                    SquareView::Own(p) => format!("your {}", p.rank.name()),
                    SquareView::Unknown => format!("{opponent} piece, unknown"),
                    SquareView::MovedUnknown => format!("{opponent} piece that has moved"),
                    SquareView::Revealed(rank) => format!("{opponent} {}", rank.name()),
                }
            }
        }
    }
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

/// Each cell's name and its line in English, for a screen reader: [`facts`] in words.
pub fn cells(game: &dyn AnyGame, viewer: Option<Player>) -> Vec<(String, String)> {
    let names = game.player_names();
    facts(game, viewer).into_iter().map(|(cell, fact)| (cell, fact.english(names))).collect()
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
