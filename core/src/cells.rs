//! Every cell of a board in words, for a screen reader: "c3: level 2, red pawn 4",
//! "F7: level 1, beige", "f7: White's 2-point objective, bordeaux stack", "e5: your Captain
//! (known to Blue)". The app gives each cell of the board on screen an accessible node with its
//! line.
//!
//! With hidden pieces the lines come from one player's view (their observation): a cell holding
//! a piece that player cannot see says only what they know of it.

use crate::game::display_name;
use crate::games::strata5::{self, Cell};
use crate::games::strata7::{self, CellKind};
use crate::games::stratego::{self, SquareView, Stratego};
use crate::games::stratum::{self, Board};
use crate::{AnyGame, Diagrammed, HiddenInfo, Player};

/// Each cell's name (as the notation writes it) and its line, board order. With hidden pieces,
/// as `viewer` sees them (`None`: no cell is described, since nobody's view may be shown).
pub fn cells(game: &dyn AnyGame, viewer: Option<Player>) -> Vec<(String, String)> {
    let any = game.as_any();
    let names = game.player_names();
    let name = |p: Player| display_name(names.get(p.index()).unwrap_or(&"?")).to_lowercase();
    if let Some(g) = any.downcast_ref::<strata5::Strata5>() {
        return strata5_cells(g, &name);
    }
    if let Some(g) = any.downcast_ref::<stratum::Stratum>() {
        return stratum_cells(g, &name);
    }
    if let Some(g) = any.downcast_ref::<strata7::Strata7>() {
        return strata7_cells(g, &name);
    }
    match (any.downcast_ref::<Stratego>(), viewer) {
        (Some(g), Some(viewer)) => stratego_cells(g, viewer, &name),
        _ => Vec::new(),
    }
}

fn strata5_cells(g: &strata5::Strata5, name: &dyn Fn(Player) -> String) -> Vec<(String, String)> {
    let size = g.size();
    let mut out = Vec::new();
    for rank in 0..size {
        for file in 0..size {
            let sq = strata5::Square::new(file, rank);
            // The column from level 1 up, as the engine keeps it: blocks and pawns.
            let column = g.column(sq);
            let level = column.iter().rposition(|c| matches!(c, Cell::Block(_)));
            let mut line = match level {
                None => "the bare board".to_string(),
                Some(l) => format!("level {}", l + 1),
            };
            for (at, cell) in column.iter().enumerate() {
                let Cell::Pawn(i) = cell else { continue };
                let p = &g.pawns()[usize::from(*i)];
                let trapped = if level.is_some_and(|l| l > at) { "trapped " } else { "" };
                line.push_str(&format!(", {trapped}{} pawn {}", name(p.owner), p.number));
            }
            out.push((sq.to_string(), line));
        }
    }
    out
}

fn stratum_cells(g: &stratum::Stratum, name: &dyn Fn(Player) -> String) -> Vec<(String, String)> {
    let d = g.to_diagram();
    let board = Board::of(d.size);
    // The highest piece over each cell.
    let mut top: Vec<Option<(u8, Player)>> = vec![None; board.cells().len()];
    for piece in &d.pieces {
        let Some(bar) = board.bar_of(&piece.bar) else { continue };
        for &cell in &board.bars()[bar].cells {
            let slot = &mut top[usize::from(cell)];
            if slot.is_none_or(|(level, _)| level < piece.level) {
                *slot = Some((piece.level, piece.owner));
            }
        }
    }
    let cells = board.cells().iter().zip(top);
    cells
        .map(|(hex, top)| {
            let line = match top {
                None => "empty".to_string(),
                Some((level, owner)) => format!("level {level}, {}", name(owner)),
            };
            (hex.to_string(), line)
        })
        .collect()
}

fn strata7_cells(g: &strata7::Strata7, name: &dyn Fn(Player) -> String) -> Vec<(String, String)> {
    let d = g.to_diagram();
    let mut out = Vec::new();
    for rank in 0..10u8 {
        for file in 0..10u8 {
            let kind = d.cells[usize::from(rank) * 10 + usize::from(file)];
            let camp = if rank < 5 { name(Player(0)) } else { name(Player(1)) };
            let mut line = match kind {
                CellKind::Off => continue,
                CellKind::Obstacle => "obstacle".to_string(),
                CellKind::Objective(points) => format!("{camp}'s {points}-point objective"),
                CellKind::Empty | CellKind::Pawn(_) => "empty".to_string(),
            };
            let Some(sq) = strata7::Square::new(file, rank) else { continue };
            if let Some(p) = d.pawns.iter().find(|p| p.square == sq) {
                let what = if p.stack.is_some() { "stack" } else { "pawn" };
                line = match kind {
                    CellKind::Objective(_) => format!("{line}, {} {what}", name(p.owner)),
                    _ => format!("{} {what}", name(p.owner)),
                };
            }
            out.push((sq.to_string(), line));
        }
    }
    out
}

fn stratego_cells(
    g: &Stratego,
    viewer: Player,
    name: &dyn Fn(Player) -> String,
) -> Vec<(String, String)> {
    let seen = g.observe(viewer);
    let opponent = name(Player(1 - viewer.0.min(1)));
    let mut out = Vec::new();
    for rank in 0..10u8 {
        for file in 0..10u8 {
            let sq = stratego::Square::new(file, rank);
            let line = match seen.at(sq) {
                SquareView::Empty => "empty".to_string(),
                SquareView::Lake => "lake".to_string(),
                SquareView::Own(p) => {
                    let mut line = format!("your {}", p.rank.name());
                    if p.revealed {
                        line.push_str(&format!(" (known to {opponent})"));
                    } else if p.moved {
                        line.push_str(" (has moved)");
                    }
                    line
                }
                SquareView::Unknown => format!("{opponent} piece, unknown"),
                SquareView::MovedUnknown => format!("{opponent} piece that has moved"),
                SquareView::Revealed(rank) => format!("{opponent} {}", rank.name()),
            };
            out.push((sq.to_string(), line));
        }
    }
    out
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
