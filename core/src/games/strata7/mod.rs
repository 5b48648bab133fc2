//! Strata 7 (rules: `assets/rules/strata7.md`): two armies on an 88-cell board take prisoners by
//! leaving enemy pawns without a free neighbour, and score by occupying then reinforcing the
//! objectives of the enemy camp. First to 7 points wins.
//!
//! The position is bit sets over the 10×10 square (`u128`), with the layout's geometry shared
//! behind an `Arc`, so copying a position is cheap and generating moves never allocates.

pub mod board;
mod check;
mod diagram;
mod effects;
mod eval;
pub mod layout;
mod movegen;
pub mod moves;
#[cfg(test)]
mod tests;
mod threats;
mod words;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::game::{EndReason, Game, GameId, IllegalMove, Outcome, Player, display_name};
use crate::rng::Rng;
use board::{Cells, Geometry, bit, dilate};
pub use check::Owed;
pub use diagram::{Diagram, PawnAt, PositionError};
pub use effects::{Captured, Effects};
pub use layout::{BORDEAUX, CellKind, Layout, STANDARD_DIAGRAM, WHITE};
pub use moves::{MAX_LANDINGS, Move, Route, Square};
pub use threats::Scorable;

/// Points that win at once (S7-E1).
pub const WINNING_SCORE: u8 = 7;
/// Captures that bring the last reinforcement (S7-R1).
pub const LAST_REINFORCEMENT_CAPTURES: u8 = 6;
/// Moves without any capture or score that end the game (S7-E2).
pub const QUIET_MOVE_LIMIT: u16 = 200;
/// At most 10 stacks per side: 20 pawns, two per stack.
pub const MAX_STACKS: usize = 2 * (layout::MAX_PAWNS / 2);

/// How a new game of Strata 7 starts: the board layout (S7-G5). No command-line option
/// applies; White always moves first (S7-S2). Save files write the layout only when it is not
/// the standard one.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    #[serde(default, skip_serializing_if = "Layout::is_standard")]
    pub layout: Layout,
}

impl Setup {}

/// A stack: two pawns of one side on `cell`, formed on the enemy objective `objective`
/// (S7-O2). While `cell == objective` it waits to leave (S7-O3); once off, it must separate,
/// and its top pawn may not go back to `objective` (S7-O4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Stack {
    pub cell: u8,
    pub objective: u8,
}

impl Stack {
    pub fn is_on_objective(self) -> bool {
        self.cell == self.objective
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This player reached 7 points (S7-E1).
    Seven(Player),
    /// Neither player had a legal move (S7-E2).
    BothBlocked,
    /// 200 moves passed without a capture or a score (S7-E2).
    QuietMoves,
    /// The players decided: a resignation (the winner) or an agreed draw (`None`).
    Decided(Option<Player>),
}

/// A position of Strata 7.
#[derive(Clone, Debug, PartialEq)]
pub struct Strata7 {
    geometry: Arc<Geometry>,
    /// Cells holding a pawn or a stack of each side.
    pawns: [Cells; 2],
    /// Cells holding a stack (of the side whose `pawns` has the cell).
    stack_cells: Cells,
    /// The stacks, sorted by cell, unused slots zeroed (so derived equality is exact).
    stacks: [Stack; MAX_STACKS],
    stack_count: u8,
    scores: [u8; 2],
    /// Enemy pawns each side has captured so far (never decreases, S7-R1).
    captures: [u8; 2],
    /// Pawns of each side that the opponent holds (captured and not taken back).
    held: [u8; 2],
    /// Whose regular move it is.
    side: Player,
    /// Who played the last move or placement: first to place when both are owed (S7-R1).
    last_actor: Player,
    /// A last reinforcement owed to each side (S7-R1).
    pending: [bool; 2],
    /// Moves since the last capture or score (S7-E2).
    quiet: u16,
    ending: Option<Ending>,
}

/// The other side (seats 0 and 1 only; never panics).
pub const fn opponent(p: Player) -> Player {
    Player(p.0 ^ 1)
}

impl Default for Strata7 {
    fn default() -> Self {
        Strata7::new()
    }
}

impl Strata7 {
    /// The standard start (S7-S1).
    pub fn new() -> Strata7 {
        Strata7::from_layout(&Layout::standard())
    }

    pub fn from_setup(setup: &Setup) -> Result<Strata7, String> {
        setup.layout.check_start()?;
        Ok(Strata7::from_layout(&setup.layout))
    }

    /// The start of a game on `layout` (validated when it was parsed).
    pub fn from_layout(layout: &Layout) -> Strata7 {
        let geometry = Arc::new(Geometry::new(layout));
        let mut pawns = [0; 2];
        for cell in 0..layout::CELLS {
            if let CellKind::Pawn(p) = layout.cell(cell) {
                pawns[p.index()] |= bit(cell);
            }
        }
        let mut game = Strata7 {
            geometry,
            pawns,
            stack_cells: 0,
            stacks: [Stack::default(); MAX_STACKS],
            stack_count: 0,
            scores: [0; 2],
            captures: [0; 2],
            held: [0; 2],
            side: WHITE,
            last_actor: BORDEAUX,
            pending: [false; 2],
            quiet: 0,
            ending: None,
        };
        game.settle_turn();
        game
    }

    pub fn layout(&self) -> &Layout {
        &self.geometry.layout
    }

    /// The pawn on a square: its side and whether it is a stack of two.
    pub fn pawn_at(&self, square: Square) -> Option<(Player, bool)> {
        let b = bit(square.cell()?);
        let stack = self.stack_cells & b != 0;
        [WHITE, BORDEAUX].into_iter().find(|p| self.pawns[p.index()] & b != 0).map(|p| (p, stack))
    }

    /// Every stack, with the objective it was formed on.
    pub fn stacks(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        self.stack_slice().iter().map(|s| {
            (Square::from_cell(usize::from(s.cell)), Square::from_cell(usize::from(s.objective)))
        })
    }

    pub fn score(&self, p: Player) -> u8 {
        self.scores.get(p.index()).copied().unwrap_or(0)
    }

    /// Enemy pawns `p` has captured so far.
    pub fn captures(&self, p: Player) -> u8 {
        self.captures.get(p.index()).copied().unwrap_or(0)
    }

    /// `p`'s pawns that the opponent holds.
    pub fn held(&self, p: Player) -> u8 {
        self.held.get(p.index()).copied().unwrap_or(0)
    }

    /// The side that must now place its last reinforcement, if any.
    pub fn pending_placement(&self) -> Option<Player> {
        let p = self.to_move();
        (self.ending.is_none() && self.pending[p.index()]).then_some(p)
    }

    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Moves played since the last capture or score (S7-E2).
    pub fn quiet_moves(&self) -> u16 {
        self.quiet
    }

    /// The liberties of the pawn on `square` (S7-C1), for display.
    pub fn liberties(&self, square: Square) -> Option<u32> {
        let (p, _) = self.pawn_at(square)?;
        let cell = square.cell()?;
        Some((self.geometry.neighbours[cell] & self.liberty_cells(p)).count_ones())
    }

    fn occupied(&self) -> Cells {
        self.pawns[0] | self.pawns[1]
    }

    /// Cells that are a liberty for any pawn of `p` next to them (S7-C1).
    fn liberty_cells(&self, p: Player) -> Cells {
        self.geometry.passable & !self.occupied() & !self.geometry.camp_objectives[p.index()]
    }

    /// `p`'s single pawns that occupy an enemy objective: a partner may join them (S7-O2).
    fn occupants(&self, p: Player) -> Cells {
        self.pawns[p.index()] & !self.stack_cells & self.geometry.objectives
    }

    /// Where the last reinforcement may be placed (S7-R1).
    fn placement_cells(&self) -> Cells {
        self.geometry.passable & !self.occupied() & !self.geometry.objectives
    }

    fn stack_slice(&self) -> &[Stack] {
        &self.stacks[..usize::from(self.stack_count)]
    }

    fn stack_at(&self, cell: usize) -> Option<Stack> {
        self.stack_slice().iter().copied().find(|s| usize::from(s.cell) == cell)
    }

    fn add_stack(&mut self, cell: usize, objective: usize) {
        let n = usize::from(self.stack_count);
        if n < MAX_STACKS {
            self.stacks[n] = Stack { cell: cell as u8, objective: objective as u8 };
            self.stack_count += 1;
            self.stack_cells |= bit(cell);
            self.stacks[..=n].sort_unstable();
        }
    }

    fn remove_stacks(&mut self, cells: Cells) {
        self.stack_cells &= !cells;
        let mut kept = 0;
        for i in 0..usize::from(self.stack_count) {
            let s = self.stacks[i];
            if cells & bit(usize::from(s.cell)) == 0 {
                self.stacks[kept] = s;
                kept += 1;
            }
        }
        self.stacks[kept..].fill(Stack::default());
        self.stack_count = kept as u8;
    }

    /// Scores points and ends the game at 7 (S7-E1).
    fn award(&mut self, p: Player, points: u8) {
        let score = &mut self.scores[p.index()];
        *score = score.saturating_add(points);
        if *score >= WINNING_SCORE {
            self.ending = Some(Ending::Seven(p));
        }
    }

    /// `victim`'s pawns that are threatened and have no liberty (S7-C1, S7-C2, S7-C3): a pawn
    /// without liberty but not threatened stays, as the enclosed pawns of the start do (S7-C5).
    /// Occupants and stacks are pawns here like any other (S7-O5).
    fn capturable(&self, victim: Player) -> Cells {
        let threatened = self.pawns[victim.index()] & dilate(self.pawns[opponent(victim).index()]);
        threatened & !dilate(self.liberty_cells(victim))
    }

    /// Removes `victim`'s capturable pawns; the opponent scores a point per pawn (S7-C3).
    fn capture_step(&mut self, victim: Player) {
        let captured = self.capturable(victim);
        if captured == 0 {
            return;
        }
        let count = (captured.count_ones() + (captured & self.stack_cells).count_ones()) as u8;
        self.pawns[victim.index()] &= !captured;
        if captured & self.stack_cells != 0 {
            self.remove_stacks(captured);
        }
        let scorer = opponent(victim);
        self.captures[scorer.index()] = self.captures[scorer.index()].saturating_add(count);
        self.held[victim.index()] = self.held[victim.index()].saturating_add(count);
        self.award(scorer, count);
    }

    /// Captures after `actor`'s move or placement: the opponent's pawns first, then the actor's
    /// on the board that results (S7-C4), then any last reinforcement they bring (S7-R1, S7-R2).
    fn resolve_captures(&mut self, actor: Player, captures_before: [u8; 2]) {
        for victim in [opponent(actor), actor] {
            self.capture_step(victim);
            if self.ending.is_some() {
                return;
            }
        }
        for p in [actor, opponent(actor)] {
            let i = p.index();
            if captures_before[i] < LAST_REINFORCEMENT_CAPTURES
                && self.captures[i] >= LAST_REINFORCEMENT_CAPTURES
            {
                if self.held[i] > 0 {
                    self.pending[i] = true;
                } else {
                    // S7-R2: nothing to take back, one point instead.
                    self.award(p, 1);
                    if self.ending.is_some() {
                        return;
                    }
                }
            }
        }
    }

    /// A pawn (or the top of a stack) arrives on `dest`: it occupies, or joins its partner and
    /// scores, the stack then leaving by `exit` if one is named (S7-O1, S7-O2, S7-O3). Separated
    /// pawns are ordinary pawns again and may score the same objective again (S7-O6).
    fn arrive(&mut self, p: Player, dest: usize, exit: Option<usize>) {
        let own = &mut self.pawns[p.index()];
        if *own & bit(dest) == 0 {
            *own |= bit(dest);
            return;
        }
        match exit {
            Some(exit) => {
                *own ^= bit(dest) | bit(exit);
                self.add_stack(exit, dest);
            }
            None => self.add_stack(dest, dest),
        }
        self.award(p, self.geometry.points[dest]);
    }

    fn apply_route(&mut self, p: Player, route: &Route) {
        let (Some(from), Some(dest)) = (route.from().cell(), route.arrival().cell()) else {
            return;
        };
        let exit = route.exit().and_then(Square::cell);
        match self.stack_at(from) {
            Some(stack) if stack.is_on_objective() => {
                // The delayed exit: the whole stack steps off (S7-O3).
                self.pawns[p.index()] ^= bit(from) | bit(dest);
                self.remove_stacks(bit(from));
                self.add_stack(dest, usize::from(stack.objective));
            }
            Some(_) => {
                // Separation: the top pawn leaves, the bottom one stays (S7-O4).
                self.remove_stacks(bit(from));
                self.arrive(p, dest, exit);
            }
            None => {
                self.pawns[p.index()] &= !bit(from);
                self.arrive(p, dest, exit);
            }
        }
    }

    /// The move itself, before any capture: the pawn goes (or is placed), an objective may
    /// score (S7-O2).
    fn displace(&mut self, p: Player, mv: &Move) {
        match mv {
            Move::Place(square) => {
                if let Some(cell) = square.cell() {
                    self.pawns[p.index()] |= bit(cell);
                }
                self.held[p.index()] = self.held[p.index()].saturating_sub(1);
                self.pending[p.index()] = false;
            }
            Move::Go(route) => {
                self.apply_route(p, route);
                self.side = opponent(p);
            }
        }
        self.last_actor = p;
    }

    /// Passes a player who cannot move; ends the game when both cannot (S7-E2). A placement
    /// owed with no free cell (possible only on custom boards) is dropped.
    fn settle_turn(&mut self) {
        let mut passes = 0;
        while self.ending.is_none() {
            let p = self.to_move();
            if self.has_any_move(p) {
                return;
            }
            if self.pending[p.index()] {
                self.pending[p.index()] = false;
                continue;
            }
            passes += 1;
            if passes == 2 {
                self.ending = Some(Ending::BothBlocked);
                return;
            }
            self.side = opponent(self.side);
        }
    }

    /// The winner by points when the game ends without a 7 (S7-E2).
    fn outcome_by_points(&self) -> Outcome {
        let [white, bordeaux] = self.scores;
        match white.cmp(&bordeaux) {
            std::cmp::Ordering::Greater => Outcome::single(WHITE),
            std::cmp::Ordering::Less => Outcome::single(BORDEAUX),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }
}

impl Game for Strata7 {
    type Move = Move;

    const ID: GameId = GameId::Strata7;
    const PLAYER_NAMES: &'static [&'static str] = &["white", "bordeaux"];
    const TIME_RULE: &'static str = "S7-E4";

    fn player_count(&self) -> usize {
        2
    }

    fn to_move(&self) -> Player {
        if self.pending[self.last_actor.index()] {
            self.last_actor
        } else if self.pending[opponent(self.last_actor).index()] {
            opponent(self.last_actor)
        } else {
            self.side
        }
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.ending.is_none() {
            self.generate(self.to_move(), moves);
        }
    }

    fn random_move(&self, rng: &mut Rng, scratch: &mut Vec<Move>) -> Option<Move> {
        self.sample_move(rng, scratch)
    }

    fn check(&self, mv: &Move) -> Result<(), IllegalMove> {
        self.check_move(mv)
    }

    fn play_unchecked(&mut self, mv: &Move) {
        let p = self.to_move();
        let scores_before = self.scores;
        let captures_before = self.captures;
        self.displace(p, mv);
        if self.ending.is_none() {
            self.resolve_captures(p, captures_before);
        }
        if self.ending.is_none() {
            if self.scores == scores_before {
                self.quiet = self.quiet.saturating_add(1);
                if self.quiet >= QUIET_MOVE_LIMIT {
                    self.ending = Some(Ending::QuietMoves);
                }
            } else {
                self.quiet = 0;
            }
        }
        self.settle_turn();
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.ending? {
            Ending::Seven(p) => Some(Outcome::single(p)),
            Ending::BothBlocked | Ending::QuietMoves => Some(self.outcome_by_points()),
            Ending::Decided(winner) => Some(winner.map_or(Outcome::Draw, Outcome::single)),
        }
    }

    fn conclude(&mut self, outcome: Outcome) {
        if self.ending.is_none() {
            self.ending = Some(Ending::Decided(outcome.winners().first().copied()));
        }
    }

    /// Points, as [white, bordeaux].
    fn scores(&self) -> Option<Vec<i32>> {
        Some(self.scores.iter().map(|&s| i32::from(s)).collect())
    }

    fn end_reason(&self) -> Option<EndReason> {
        let name = |p: Player| display_name(Self::player_name(p));
        let [white, bordeaux] = self.scores;
        let on_points = match Game::outcome(self)?.winners() {
            [w] => format!("{} wins on points, {white}–{bordeaux}.", name(*w)),
            _ => format!("The points are level, {white}–{bordeaux}: a draw."),
        };
        match self.ending? {
            Ending::Seven(p) => Some(EndReason::new(
                "S7-E1",
                format!("{} reached {WINNING_SCORE} points.", name(p)),
            )),
            Ending::BothBlocked => {
                Some(EndReason::new("S7-E2", format!("Neither player could move. {on_points}")))
            }
            Ending::QuietMoves => Some(EndReason::new(
                "S7-E2",
                format!(
                    "{QUIET_MOVE_LIMIT} moves went by without a capture or a score. {on_points}"
                ),
            )),
            Ending::Decided(_) => None,
        }
    }
}
