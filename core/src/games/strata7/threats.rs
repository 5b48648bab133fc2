//! What the board offers and threatens right now, for the views' hints: the pawns one more
//! move can take, and the objectives the player to move can score. The views draw these;
//! they never work the rules out again.

use super::{CellKind, Move, Square, Strata7, opponent};
use crate::game::Game;

/// An objective the player to move can score this turn (S7-O2: a second pawn reaching its
/// own occupant there reinforces it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scorable {
    pub objective: Square,
    pub points: u8,
    /// The pawns that can reach it, in the order of the moves they came from.
    pub from: Vec<Square>,
}

impl Strata7 {
    /// Whether the pawn on `square` is in danger: an enemy pawn touches it and it has a single
    /// liberty left, so one more move can take it (S7-C1, S7-C2, S7-C3).
    pub fn in_danger(&self, square: Square) -> bool {
        let (Some((owner, _)), Some(cell)) = (self.pawn_at(square), square.cell()) else {
            return false;
        };
        let enemy_beside = self.geometry.neighbours[cell] & self.pawns[opponent(owner).index()];
        enemy_beside != 0 && self.liberties(square) == Some(1)
    }

    /// The objectives the player to move can score with one of `legal` (its legal moves,
    /// which a view keeps): most points first, then by square.
    pub fn scorable_objectives(&self, legal: &[Move]) -> Vec<Scorable> {
        let mover = Game::to_move(self);
        let mut found: Vec<Scorable> = Vec::new();
        for mv in legal {
            let Move::Go(route) = mv else { continue };
            let to = route.arrival();
            let kind = to.cell().map_or(CellKind::Off, |c| self.layout().cell(c));
            let CellKind::Objective(points) = kind else { continue };
            if self.pawn_at(to).is_none_or(|(p, stack)| p != mover || stack) {
                continue;
            }
            match found.iter_mut().find(|s| s.objective == to) {
                Some(s) if !s.from.contains(&route.from()) => s.from.push(route.from()),
                Some(_) => {}
                None => found.push(Scorable { objective: to, points, from: vec![route.from()] }),
            }
        }
        found.sort_by_key(|s| (std::cmp::Reverse(s.points), s.objective));
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Diagrammed;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// A small board (files d to g, ranks 3 to 8) with White's 2-point objective on e3.
    fn position(white: &str, bordeaux: &str) -> Strata7 {
        let board = "----------/----------/---.2..---/---....---/---....---/---....---/\
                     ---....---/---.2..---/----------/----------";
        let text = format!("{board} {white} {bordeaux} 0/0 0/0 0/0 w 0");
        Strata7::from_position_text(&text).unwrap()
    }

    #[test]
    fn a_pawn_beside_an_enemy_with_one_liberty_left_is_in_danger() {
        // d3's neighbours: d4, e4 and its own camp's objective e3, which is no liberty.
        let g = position("d3", "e4");
        assert!(g.in_danger(sq("d3")), "Bordeaux on e4, d4 its last liberty");
        assert!(!g.in_danger(sq("e4")), "many liberties");
        assert!(!g.in_danger(sq("f6")), "an empty square");
        assert!(!position("d3,e4", "g8").in_danger(sq("d3")), "one liberty, but no enemy beside");
        let start = Strata7::new();
        let mut squares = (0..10).flat_map(|r| (0..10).filter_map(move |f| Square::new(f, r)));
        assert!(squares.all(|s| !start.in_danger(s)), "nothing at the start (S7-C5)");
    }

    #[test]
    fn the_objective_a_second_pawn_can_reach_is_offered_with_its_points() {
        let mut g = Strata7::new();
        let opening = "b3-a4 h8-i7 a4-a5 i7-j6 a5-b6 j6-j5 c3-b4 g8-h8 e1-c3-a5 h8-g8";
        for token in opening.split_whitespace() {
            g.play(&token.parse().unwrap()).unwrap();
        }
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        let offer = g.scorable_objectives(&legal);
        let first = offer.first().expect("b6 can be scored");
        assert_eq!((first.objective, first.points), (sq("b6"), 1));
        assert!(first.from.contains(&sq("a5")), "{offer:?}");
        assert!(Strata7::new().scorable_objectives(&[]).is_empty());
    }
}
