//! Why a move is illegal, in the order of `assets/docs/command-line.md`: game over, a pending forced action
//! (placement, exit, separation), a cell off the board, a pawn that is not the mover's, then
//! the movement rules. Parsing happens before, in `Move::from_str`.

use super::board::{Cells, adjacent, bit, jump_middle};
use super::moves::{Move, Route, Square};
use super::{Strata7, opponent};
use crate::game::{Game, IllegalMove, Player};

fn refuse(rule: &'static str, message: impl Into<String>) -> Result<(), IllegalMove> {
    Err(IllegalMove::new(rule, message))
}

fn occupant_cannot_move(square: Square) -> Result<(), IllegalMove> {
    refuse(
        "S7-O1",
        format!(
            "the pawn on {square} occupies an objective and cannot move; a partner joining it lets both leave"
        ),
    )
}

/// An action a player owes before any other move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owed {
    /// The stack on this square must leave its objective (S7-O3).
    Exit(Square),
    /// The stack on this square must separate: its top pawn moves (S7-O4).
    Separation(Square),
}

/// The context of one pawn's move, as the generator sees it.
struct PawnContext {
    occupied: Cells,
    reinforce: Cells,
    own_objectives: Cells,
    enemy_objectives: Cells,
    /// The objective a separating pawn left (S7-O4).
    forbidden: Option<usize>,
}

impl Strata7 {
    pub(super) fn check_move(&self, mv: &Move) -> Result<(), IllegalMove> {
        if self.ending.is_some() {
            return refuse("S7-E3", "the game is over; no more moves are accepted");
        }
        let p = self.to_move();
        match mv {
            Move::Place(square) => self.check_placement(p, *square),
            Move::Go(route) => self.check_route(p, route),
        }
    }

    fn check_placement(&self, p: Player, square: Square) -> Result<(), IllegalMove> {
        if !self.pending[p.index()] {
            self.check_forced(p, None)?;
            return refuse(
                "S7-R1",
                "a pawn is placed only as the last reinforcement, right after the 6th capture",
            );
        }
        let cell = self.on_board(square)?;
        let g = &self.geometry;
        if g.passable & bit(cell) == 0 {
            return refuse(
                "S7-R1",
                format!("{square} is an obstacle; place the pawn on an empty ordinary cell"),
            );
        }
        if g.objectives & bit(cell) != 0 {
            return refuse(
                "S7-R1",
                format!("{square} is an objective; the last reinforcement may not be placed there"),
            );
        }
        if self.occupied() & bit(cell) != 0 {
            return refuse("S7-R1", format!("{square} is not empty"));
        }
        Ok(())
    }

    /// What the player to move owes before any other move: an exit if a stack owes one, else
    /// a separation (any owing stack may act, S7-O3a: the first is named). `None` once the game
    /// is over or while the last reinforcement's placement comes first (S7-R1).
    pub fn owed(&self) -> Option<Owed> {
        if self.ending.is_some() || self.pending_placement().is_some() {
            return None;
        }
        let owing = self.owing(self.to_move());
        let exit = owing.iter().find(|o| matches!(o, Owed::Exit(_)));
        exit.or(owing.first()).copied()
    }

    /// Every stack of `p` that owes its action now: on its objective with a free exit
    /// (S7-O3), or off it with a way to separate (S7-O4).
    fn owing(&self, p: Player) -> Vec<Owed> {
        let all = self.occupied();
        let g = &self.geometry;
        self.stack_slice()
            .iter()
            .map(|stack| (usize::from(stack.cell), *stack))
            .filter(|(cell, _)| self.pawns[p.index()] & bit(*cell) != 0)
            .filter_map(|(cell, stack)| {
                let square = Square::from_cell(cell);
                if stack.is_on_objective() {
                    let free = g.neighbours[cell] & !g.objectives & !all != 0;
                    free.then_some(Owed::Exit(square))
                } else {
                    let can = self.can_separate(p, cell, usize::from(stack.objective));
                    can.then_some(Owed::Separation(square))
                }
            })
            .collect()
    }

    /// Refuses any move but the forced ones when an exit or a separation is owed
    /// (`from` = the cell the move starts from, if any).
    fn check_forced(&self, p: Player, from: Option<usize>) -> Result<(), IllegalMove> {
        let owing = self.owing(p);
        let square = |o: &Owed| match *o {
            Owed::Exit(sq) | Owed::Separation(sq) => sq,
        };
        if from.is_some_and(|cell| owing.iter().any(|o| square(o).cell() == Some(cell))) {
            return Ok(());
        }
        if let Some(Owed::Exit(square)) = owing.iter().find(|o| matches!(o, Owed::Exit(_))) {
            return refuse(
                "S7-O3",
                format!("your stack on {square} must first leave the objective by one step"),
            );
        }
        if let Some(Owed::Separation(square)) = owing.first() {
            return refuse(
                "S7-O4",
                format!("your stack on {square} must separate first: move its top pawn"),
            );
        }
        Ok(())
    }

    fn on_board(&self, square: Square) -> Result<usize, IllegalMove> {
        match square.cell() {
            Some(cell) if self.geometry.is_on_board(cell) => Ok(cell),
            _ => Err(IllegalMove::new("S7-G1", format!("{square} is not a cell of the board"))),
        }
    }

    /// Why the mover's pawn on `square` cannot move now, whatever its destination: the game is
    /// over (S7-E3), a placement or another stack's action comes first (S7-R1, S7-O3, S7-O4),
    /// the square is off the board or holds no pawn of the mover's (S7-G1, S7-S2), or the pawn
    /// occupies an objective (S7-O1). `None` when only its destinations decide.
    pub fn why_pawn_is_stuck(&self, square: Square) -> Option<IllegalMove> {
        self.check_piece(square).err()
    }

    /// The rules of `why_pawn_is_stuck`, in the order `check` applies them.
    fn check_piece(&self, square: Square) -> Result<(), IllegalMove> {
        if self.ending.is_some() {
            return refuse("S7-E3", "the game is over; no more moves are accepted");
        }
        let p = self.to_move();
        self.check_turn_owed(p, square.cell())?;
        let from = self.on_board(square)?;
        self.check_own(p, from)?;
        if self.stack_at(from).is_none() && self.geometry.objectives & bit(from) != 0 {
            return occupant_cannot_move(square);
        }
        Ok(())
    }

    /// A placement owed comes before any move, then a stack's exit or separation (S7-R1,
    /// S7-O3, S7-O4); `from` is the cell the move starts from.
    fn check_turn_owed(&self, p: Player, from: Option<usize>) -> Result<(), IllegalMove> {
        if self.pending[p.index()] {
            let example = Square::from_cell(self.placement_cells().trailing_zeros() as usize);
            return refuse(
                "S7-R1",
                format!(
                    "first place the pawn you take back (the last reinforcement), e.g. +{example}"
                ),
            );
        }
        self.check_forced(p, from)
    }

    /// The pawn on `from` must be the mover's (S7-S2).
    fn check_own(&self, p: Player, from: usize) -> Result<(), IllegalMove> {
        if self.pawns[p.index()] & bit(from) == 0 {
            let square = Square::from_cell(from);
            let whose = if self.pawns[opponent(p).index()] & bit(from) != 0 {
                "belongs to your opponent"
            } else {
                "is empty"
            };
            return refuse("S7-S2", format!("{square} {whose}; you move only your own pawns"));
        }
        Ok(())
    }

    fn check_route(&self, p: Player, route: &Route) -> Result<(), IllegalMove> {
        self.check_turn_owed(p, route.from().cell())?;
        let from = self.on_board(route.from())?;
        let mut landings = [0usize; super::MAX_LANDINGS];
        for (slot, square) in landings.iter_mut().zip(route.landings()) {
            *slot = self.on_board(square)?;
        }
        let landings = &landings[..route.landings().len()];
        let exit = route.exit().map(|square| self.on_board(square)).transpose()?;
        self.check_own(p, from)?;
        let g = &self.geometry;
        let all = self.occupied();
        let context = |occupied: Cells, forbidden: Option<usize>| PawnContext {
            occupied,
            reinforce: self.occupants(p) & g.camp_objectives[opponent(p).index()],
            own_objectives: g.camp_objectives[p.index()],
            enemy_objectives: g.camp_objectives[opponent(p).index()],
            forbidden,
        };
        match self.stack_at(from) {
            Some(stack) if stack.is_on_objective() => self.check_exit(from, landings, exit),
            Some(stack) => {
                // A separation: the bottom pawn stays, the top may not go back (S7-O4).
                let ctx = context(all, Some(usize::from(stack.objective)));
                self.check_pawn_route(&ctx, from, landings, exit)
            }
            None if g.objectives & bit(from) != 0 => occupant_cannot_move(route.from()),
            None => self.check_pawn_route(&context(all & !bit(from), None), from, landings, exit),
        }
    }

    /// A stack leaving its objective later: one step to an empty non-objective cell (S7-O3).
    fn check_exit(
        &self,
        from: usize,
        landings: &[usize],
        exit: Option<usize>,
    ) -> Result<(), IllegalMove> {
        let g = &self.geometry;
        let objective = Square::from_cell(from);
        if landings.len() != 1 || exit.is_some() || !adjacent(from, landings[0]) {
            return refuse(
                "S7-O3",
                format!("the stack on {objective} leaves the objective by one step, never a jump"),
            );
        }
        let to = landings[0];
        let target = Square::from_cell(to);
        if g.passable & bit(to) == 0 {
            return refuse("S7-M4", format!("{target} is an obstacle"));
        }
        if g.objectives & bit(to) != 0 {
            return refuse("S7-O3", format!("the stack may not step onto the objective {target}"));
        }
        if self.occupied() & bit(to) != 0 {
            return refuse(
                "S7-O3",
                format!("the stack leaves onto an empty cell; {target} is taken"),
            );
        }
        Ok(())
    }

    /// A pawn's step or jump chain, its reinforcement and exit (S7-M1, S7-M2, S7-M3, S7-M4,
    /// S7-M5, S7-O1, S7-O2, S7-O3, S7-O4).
    fn check_pawn_route(
        &self,
        ctx: &PawnContext,
        from: usize,
        landings: &[usize],
        exit: Option<usize>,
    ) -> Result<(), IllegalMove> {
        let g = &self.geometry;
        let name = Square::from_cell;
        let last = landings.len() - 1;
        if landings.len() == 1 && adjacent(from, landings[0]) {
            let to = landings[0];
            if g.passable & bit(to) == 0 {
                return refuse(
                    "S7-M4",
                    format!("{} is an obstacle; pawns never enter obstacles", name(to)),
                );
            }
            if ctx.own_objectives & bit(to) != 0 {
                return refuse(
                    "S7-M5",
                    format!("{} is an objective of your own camp; you may not enter it", name(to)),
                );
            }
            if ctx.reinforce & bit(to) == 0 && ctx.occupied & bit(to) != 0 {
                return refuse(
                    "S7-M1",
                    format!("a step goes onto an empty cell; {} is taken", name(to)),
                );
            }
        } else {
            let mut visited = bit(from);
            let mut cur = from;
            for (i, &next) in landings.iter().enumerate() {
                if adjacent(cur, next) {
                    return refuse("S7-M3", "a move is one step or a chain of jumps, never both");
                }
                let Some(over) = jump_middle(cur, next) else {
                    return if landings.len() == 1 {
                        refuse(
                            "S7-M1",
                            format!(
                                "{} is out of reach: a pawn steps to a neighbouring cell or jumps over one",
                                name(next)
                            ),
                        )
                    } else {
                        refuse(
                            "S7-M2",
                            format!(
                                "{} to {} is not a jump: a jump goes two cells in a straight or diagonal line",
                                name(cur),
                                name(next)
                            ),
                        )
                    };
                };
                if g.on_board & bit(over) != 0 && g.passable & bit(over) == 0 {
                    return refuse(
                        "S7-M4",
                        format!("a pawn cannot jump over the obstacle {}", name(over)),
                    );
                }
                if ctx.occupied & bit(over) == 0 {
                    return refuse(
                        "S7-M2",
                        format!("a jump goes over a pawn, and {} is empty", name(over)),
                    );
                }
                if g.passable & bit(next) == 0 {
                    return refuse(
                        "S7-M4",
                        format!("{} is an obstacle; pawns never land on obstacles", name(next)),
                    );
                }
                if visited & bit(next) != 0 {
                    return refuse(
                        "S7-M2",
                        format!("a jump chain never lands twice on the same cell ({})", name(next)),
                    );
                }
                if ctx.own_objectives & bit(next) != 0 {
                    return refuse(
                        "S7-M5",
                        format!(
                            "{} is an objective of your own camp; you may not enter it",
                            name(next)
                        ),
                    );
                }
                if ctx.reinforce & bit(next) == 0 && ctx.occupied & bit(next) != 0 {
                    return refuse(
                        "S7-M2",
                        format!("a jump lands on an empty cell; {} is taken", name(next)),
                    );
                }
                if i < last && ctx.enemy_objectives & bit(next) != 0 {
                    return refuse(
                        "S7-O1",
                        format!("landing on the objective {} ends the move", name(next)),
                    );
                }
                visited |= bit(next);
                cur = next;
            }
        }
        let dest = landings[last];
        if ctx.forbidden == Some(dest) {
            return refuse(
                "S7-O4",
                format!(
                    "the top pawn may not go back to the objective {} it just left",
                    name(dest)
                ),
            );
        }
        if ctx.reinforce & bit(dest) == 0 {
            if exit.is_some() {
                return refuse(
                    "S7-O3",
                    "only a pawn joining its partner on an objective names an exit with '>'",
                );
            }
            return Ok(());
        }
        let exits = g.neighbours[dest] & !g.objectives & !ctx.occupied;
        let Some(exit) = exit else {
            if exits != 0 {
                return refuse(
                    "S7-O3",
                    format!(
                        "the new stack must leave {} in the same move: add its exit, e.g. >{}",
                        name(dest),
                        name(exits.trailing_zeros() as usize)
                    ),
                );
            }
            return Ok(());
        };
        if exits & bit(exit) == 0 {
            let why = if !adjacent(dest, exit) {
                "a stack leaves by one step to a neighbouring cell"
            } else if g.passable & bit(exit) == 0 {
                "it is an obstacle"
            } else if g.objectives & bit(exit) != 0 {
                "a stack may not step onto an objective"
            } else {
                "it is not empty"
            };
            return refuse(
                "S7-O3",
                format!("the stack cannot leave {} to {}: {why}", name(dest), name(exit)),
            );
        }
        Ok(())
    }
}
