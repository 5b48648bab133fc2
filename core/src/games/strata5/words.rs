//! Strata 5 in words (`crate::words`): columns of blocks and pawns for a screen reader, and a
//! turn's climbs, captures, blocks and traps as the engine plays it.

use super::{Cell, From, Move, Strata5};
use crate::cells::{CellFact, ColumnPawn};
use crate::game::{Game, Player};
use crate::reasons::Reason;
use crate::words::{Describe, Hint, MoveCells};

impl Describe for Strata5 {
    /// "level 2, red pawn 4": the column's top block, then its pawns from the bottom, a pawn
    /// under a block being trapped.
    fn cell_facts(&self, _viewer: Option<Player>) -> Vec<(String, CellFact)> {
        let size = self.size();
        let mut out = Vec::new();
        for rank in 0..size {
            for file in 0..size {
                let sq = super::Square::new(file, rank);
                let column = self.column(sq);
                let top = column.iter().rposition(|c| matches!(c, Cell::Block(_)));
                let mut pawns = Vec::new();
                for (at, cell) in column.iter().enumerate() {
                    let Cell::Pawn(i) = cell else { continue };
                    let p = &self.pawns()[usize::from(*i)];
                    let trapped = top.is_some_and(|l| l > at);
                    pawns.push(ColumnPawn { owner: p.owner, number: p.number, trapped });
                }
                let level = top.map(|l| l as u8 + 1);
                out.push((sq.to_string(), CellFact::Column { level, pawns }));
            }
        }
        out
    }

    /// Replays the turn move by move, so that each fact comes from the engine at the moment
    /// of its move: the pawn a move takes is the one standing where it lands (S5-C1), a block
    /// traps the pawns it covers (S5-P7).
    fn turn_facts(&self, _after: &Strata5, turn: &[Move]) -> Vec<Reason> {
        let mover = Game::to_move(self);
        let mut now = self.clone();
        let mut out = Vec::new();
        for mv in turn {
            let was = now.clone();
            if now.play(mv).is_err() {
                break;
            }
            match *mv {
                Move::Pawn { from, to } => {
                    let Some(pawn) = now.top_pawn(to).filter(|p| p.owner == mover) else {
                        continue;
                    };
                    if let Some(victim) = was.captured_by(mv) {
                        out.push(Reason::CapturesPawn { pawn: victim.number });
                    }
                    let level = now.space_level_at(to);
                    match from {
                        From::Board(sq) if level > was.space_level_at(sq) => {
                            out.push(Reason::Climbs { pawn: pawn.number, level })
                        }
                        From::Reserve(_) => out.push(Reason::Enters { pawn: pawn.number }),
                        From::Board(_) => {}
                    }
                }
                Move::Block(anchor) => {
                    out.push(Reason::Builds { level: now.space_level_at(anchor) });
                    let pawns = was.pawns().iter().zip(now.pawns());
                    for (_, p) in pawns.filter(|(b, a)| !was.is_trapped(b) && now.is_trapped(a)) {
                        out.push(Reason::Traps { pawn: p.number, own: p.owner == mover });
                    }
                }
            }
        }
        out
    }

    /// A block is located whole by its anchor written as the move (`#c3`).
    fn move_cells(&self, mv: &Move) -> MoveCells {
        match *mv {
            Move::Pawn { from: From::Board(from), to } => {
                MoveCells { from: Some(from.to_string()), to: to.to_string() }
            }
            Move::Pawn { from: From::Reserve(_), to } => {
                MoveCells { from: None, to: to.to_string() }
            }
            Move::Block(_) => MoveCells { from: None, to: mv.to_string() },
        }
    }

    fn hint(&self, mv: &Move) -> Hint {
        match *mv {
            Move::Pawn { from: From::Board(from), .. } => Hint::MoveThePieceOn(from.to_string()),
            Move::Pawn { from: From::Reserve(number), .. } => Hint::BringPawn(number),
            Move::Block(anchor) => Hint::BlockAround(anchor.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Diagrammed;

    const STRIP: &str = "a1:1,c1:1,e1:1,g1:1,a7:1,g7:1";

    fn position(text: &str) -> Strata5 {
        Strata5::from_position_text(&format!("8 {STRIP}{text}")).unwrap()
    }

    #[test]
    fn a_capture_names_the_pawn_the_engine_takes() {
        let g = position(" r3a1:1,b4d1:1,b2b2:1 22456/2356 r p1 26 0");
        let mv: Move = "a1-d1".parse().unwrap();
        assert_eq!(g.captured_by(&mv).map(|p| (p.owner, p.number)), Some((Player(1), 4)));
        let mut after = g.clone();
        after.play(&mv).unwrap();
        assert!(g.turn_facts(&after, &[mv]).contains(&Reason::CapturesPawn { pawn: 4 }));
    }

    #[test]
    fn every_kind_of_move_names_its_cells_and_its_hint() {
        let g = position(",b1:2 r2e1:1 23456/223456 r p1 25 0");
        let read = |token: &str| {
            let mv: Move = token.parse().unwrap();
            (g.move_cells(&mv), g.hint(&mv))
        };
        let cells =
            |from: Option<&str>, to: &str| MoveCells { from: from.map(Into::into), to: to.into() };
        let piece = Hint::MoveThePieceOn("d4".into());
        assert_eq!(read("d4-f5"), (cells(Some("d4"), "f5"), piece));
        assert_eq!(read("3@f2"), (cells(None, "f2"), Hint::BringPawn(3)));
        assert_eq!(read("#c3"), (cells(None, "#c3"), Hint::BlockAround("c3".into())));
    }
}
