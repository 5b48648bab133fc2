//! What a move did, as the engine plays it: the pawns it captured and the points it scored, and
//! why. Views and the move list draw this; they never work the rules out again.

use super::board::{CellIter, bit};
use super::moves::{Move, Square};
use super::{BORDEAUX, Strata7, WHITE};
use crate::game::{Game, Player};

/// A pawn (or stack) a move's captures removed (S7-C3, S7-C4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Captured {
    pub square: Square,
    pub owner: Player,
    /// A stack: two pawns, two points.
    pub stack: bool,
}

/// The effects of one move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    /// Removed by the captures, the mover's opponent's first (S7-C4).
    pub captured: Vec<Captured>,
    /// The objective a reinforcement scored, and its points (S7-O2).
    pub objective: Option<(Square, u8)>,
    /// Points per player from captures (S7-C3).
    pub capture_points: [u8; 2],
    /// The point instead of a last reinforcement with no pawn to take back (S7-R2).
    pub bonus: [u8; 2],
}

impl Effects {
    /// Everything `p` scored with the move.
    pub fn points(&self, p: Player, mover: Player) -> u8 {
        let objective = self.objective.filter(|_| p == mover).map_or(0, |(_, points)| points);
        objective + self.capture_points[p.index()] + self.bonus[p.index()]
    }
}

impl Strata7 {
    /// What `mv`, played here, does. The move goes through the same steps as `play`: first the
    /// move itself, then the captures and what they bring.
    pub fn effects(&self, mv: &Move) -> Effects {
        let p = self.to_move();
        let mut moved = self.clone();
        moved.displace(p, mv);
        let mut after = moved.clone();
        if after.ending.is_none() {
            after.resolve_captures(p, self.captures);
        }
        let mut captured = Vec::new();
        for owner in [super::opponent(p), p] {
            let gone = moved.pawns[owner.index()] & !after.pawns[owner.index()];
            for cell in CellIter(gone) {
                let stack = moved.stack_cells & bit(cell) != 0;
                captured.push(Captured { square: Square::from_cell(cell), owner, stack });
            }
        }
        let objective_points = moved.scores[p.index()] - self.scores[p.index()];
        let objective = match mv {
            Move::Go(route) if objective_points > 0 => Some((route.arrival(), objective_points)),
            _ => None,
        };
        let mut capture_points = [0; 2];
        let mut bonus = [0; 2];
        for side in [WHITE, BORDEAUX] {
            let i = side.index();
            capture_points[i] = after.captures[i] - moved.captures[i];
            bonus[i] = (after.scores[i] - moved.scores[i]).saturating_sub(capture_points[i]);
        }
        Effects { captured, objective, capture_points, bonus }
    }
}
