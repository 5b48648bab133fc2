//! Stratum in words (`crate::words`): the colour seen from above each cell for a screen reader,
//! and the cells a bar wins and covers.

use super::{Board, Move, Stratum};
use crate::cells::CellFact;
use crate::game::{Game, Player};
use crate::position::Diagrammed;
use crate::reasons::Reason;
use crate::words::{Describe, Hint, MoveCells, gains};

impl Describe for Stratum {
    /// "level 2, beige": the highest piece over the cell, which is the colour seen from above.
    fn cell_facts(&self, _viewer: Option<Player>) -> Vec<(String, CellFact)> {
        let d = self.to_diagram();
        let board = Board::of(d.size);
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
        cells.map(|(hex, top)| (hex.to_string(), CellFact::Hex { top })).collect()
    }

    /// The visible cells the mover wins (SM-E3) and those it covers of each other player.
    fn turn_facts(&self, after: &Stratum, _turn: &[Move]) -> Vec<Reason> {
        let mover = Game::to_move(self);
        let (old, new) = (self.visible_cells(), after.visible_cells());
        let gained = gains(&old, &new, mover).map(|cells| Reason::GainsVisibleCells { cells });
        let mut out: Vec<Reason> = gained.into_iter().collect();
        for (i, (&o, &n)) in old.iter().zip(&new).enumerate() {
            if i != mover.index() && n < o {
                out.push(Reason::Covers { cells: o - n, owner: Player(i as u8) });
            }
        }
        out
    }

    /// A bar is drawn from its lower end to its higher end.
    fn move_cells(&self, mv: &Move) -> MoveCells {
        MoveCells { from: Some(mv.low().to_string()), to: mv.high().to_string() }
    }

    fn hint(&self, mv: &Move) -> Hint {
        Hint::BarStartsOn(mv.low().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_names_its_ends_and_the_hint_its_first() {
        let g = Stratum::from_position_text("5 2 A1-A4b d 17,18").unwrap();
        let mv: Move = "C3-C6".parse().unwrap();
        let cells = MoveCells { from: Some("C3".into()), to: "C6".into() };
        assert_eq!(g.move_cells(&mv), cells);
        assert_eq!(g.hint(&mv), Hint::BarStartsOn("C3".into()));
    }
}
