//! Strata 7 in words (`crate::words`): cells, camps' objectives and stacks for a screen reader,
//! and a turn's captures, reinforcements and points.

use super::{CellKind, Move, Square, Strata7};
use crate::cells::{CellFact, Ground, Occupant};
use crate::game::{Game, Player};
use crate::position::Diagrammed;
use crate::reasons::Reason;
use crate::words::{Describe, Hint, MoveCells, gains};

impl Describe for Strata7 {
    /// "f7: white's 2-point objective, bordeaux stack": the cell, then who stands on it. The
    /// cells off the board are left out.
    fn cell_facts(&self, _viewer: Option<Player>) -> Vec<(String, CellFact)> {
        let d = self.to_diagram();
        let mut out = Vec::new();
        for rank in 0..10u8 {
            for file in 0..10u8 {
                let kind = d.cells[usize::from(rank) * 10 + usize::from(file)];
                let camp = if rank < 5 { Player(0) } else { Player(1) };
                let ground = match kind {
                    CellKind::Off => continue,
                    CellKind::Obstacle => Ground::Obstacle,
                    CellKind::Objective(points) => Ground::Objective { camp, points },
                    CellKind::Empty | CellKind::Pawn(_) => Ground::Plain,
                };
                let Some(sq) = Square::new(file, rank) else { continue };
                let occupant = d.pawns.iter().find(|p| p.square == sq);
                let occupant =
                    occupant.map(|p| Occupant { owner: p.owner, stack: p.stack.is_some() });
                out.push((sq.to_string(), CellFact::Octo { ground, occupant }));
            }
        }
        out
    }

    /// Prisoners taken (S7-C1), a stack formed on an enemy objective (S7-O2), points won.
    fn turn_facts(&self, after: &Strata7, _turn: &[Move]) -> Vec<Reason> {
        let mover = Game::to_move(self);
        let mut out = Vec::new();
        let taken = after.captures(mover).saturating_sub(self.captures(mover));
        if taken > 0 {
            out.push(Reason::Suffocates { pawns: taken });
        }
        let stacks = |g: &Strata7| {
            g.stacks().filter(|&(sq, _)| g.pawn_at(sq).is_some_and(|(p, _)| p == mover)).count()
        };
        if stacks(after) > stacks(self) {
            out.push(Reason::ReinforcesObjective);
        }
        let (old, new) = (self.scores().unwrap_or_default(), after.scores().unwrap_or_default());
        out.extend(gains(&old, &new, mover).map(|points| Reason::GainsPoints { points }));
        out
    }

    /// A route is drawn from its start to where the pawn stands at the end (past an exit).
    fn move_cells(&self, mv: &Move) -> MoveCells {
        match mv {
            Move::Place(square) => MoveCells { from: None, to: square.to_string() },
            Move::Go(route) => MoveCells {
                from: Some(route.from().to_string()),
                to: route.destination().to_string(),
            },
        }
    }

    fn hint(&self, mv: &Move) -> Hint {
        match mv {
            Move::Place(square) => Hint::ReinforcementNear(square.to_string()),
            Move::Go(route) => Hint::MoveThePieceOn(route.from().to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_and_placements_name_their_cells_and_their_hint() {
        let g = Strata7::new();
        let read = |token: &str| {
            let mv: Move = token.parse().unwrap();
            let MoveCells { from, to } = g.move_cells(&mv);
            (from, to, g.hint(&mv))
        };
        let (some, piece) =
            (|cell: &str| Some(cell.to_string()), |cell: &str| Hint::MoveThePieceOn(cell.into()));
        assert_eq!(read("d2-d4-f6"), (some("d2"), "f6".into(), piece("d2")));
        assert_eq!(read("e6-f7>g7"), (some("e6"), "g7".into(), piece("e6")));
        let placement = Hint::ReinforcementNear("c3".into());
        assert_eq!(read("+c3"), (None, "c3".into(), placement));
    }

    #[test]
    fn a_step_that_takes_and_scores_nothing_says_nothing() {
        let g = Strata7::new();
        let mv: Move = "b3-a4".parse().unwrap();
        let mut after = g.clone();
        after.play(&mv).unwrap();
        assert!(g.turn_facts(&after, &[mv]).is_empty());
    }
}
