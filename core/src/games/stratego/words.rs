//! Stratego in words (`crate::words`), always from one player's view: what a screen reader
//! says of each square and what a move attacks are what that player knows, never the pieces
//! behind it.

use super::{Move, Square, SquareView, Stratego};
use crate::cells::CellFact;
use crate::game::{Game, HiddenInfo, Player};
use crate::reasons::Reason;
use crate::words::{Describe, Hint, MoveCells};

impl Describe for Stratego {
    /// "e5: your Captain (known to blue)", "e7: blue piece that has moved".
    fn cell_facts(&self, viewer: Option<Player>) -> Vec<(String, CellFact)> {
        let Some(viewer) = viewer else { return Vec::new() };
        let seen = self.observe(viewer);
        let opponent = Player(1 - viewer.0.min(1));
        let mut out = Vec::new();
        for rank in 0..10u8 {
            for file in 0..10u8 {
                let sq = Square::new(file, rank);
                out.push((sq.to_string(), CellFact::Square { seen: seen.at(sq), opponent }));
            }
        }
        out
    }

    /// What the attacked square is known to hold, from the mover's own view: not even
    /// whether the move wins, which the true position would tell.
    fn turn_facts(&self, _after: &Stratego, turn: &[Move]) -> Vec<Reason> {
        let seen = self.observe(Game::to_move(self));
        let mut out = Vec::new();
        for mv in turn {
            match seen.at(mv.to) {
                SquareView::Revealed(rank) => out.push(Reason::AttacksKnown { rank }),
                SquareView::MovedUnknown => out.push(Reason::AttacksMoved),
                SquareView::Unknown => out.push(Reason::AttacksUnknown),
                _ => {}
            }
        }
        out
    }

    fn move_cells(&self, mv: &Move) -> MoveCells {
        MoveCells { from: Some(mv.from.to_string()), to: mv.to.to_string() }
    }

    fn hint(&self, mv: &Move) -> Hint {
        Hint::MoveThePieceOn(mv.from.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Diagrammed;

    #[test]
    fn a_move_names_its_ends_and_the_hint_keeps_the_destination_back() {
        let g = Stratego::from_position_text("Fa1,3e4* Be5,Fj10 r -/- 0 5").unwrap();
        let mv: Move = "a4-a9".parse().unwrap();
        let cells = MoveCells { from: Some("a4".into()), to: "a9".into() };
        assert_eq!(g.move_cells(&mv), cells);
        assert_eq!(g.hint(&mv), Hint::MoveThePieceOn("a4".into()));
    }

    #[test]
    fn an_attack_on_a_hidden_piece_says_only_that_it_is_unknown() {
        let g = Stratego::from_position_text("Fa1,3e4* Be5,Fj10 r -/- 0 5").unwrap();
        let mv: Move = "e4-e5".parse().unwrap();
        assert_eq!(g.turn_facts(&g, &[mv]), [Reason::AttacksUnknown]);
    }
}
