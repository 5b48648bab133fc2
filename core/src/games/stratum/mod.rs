//! Stratum: players take turns laying 4-cell bars on a hexagonal board, level by level; the
//! colour seen from above scores. Rules: `assets/rules/stratum.md` (IDs `SM-…`).
//!
//! The position keeps the cells at the current level's working height as bit sets, and the set
//! of legal bars up to date incrementally: a piece only removes the bars that overlap it, and
//! the whole board is scanned again only when a level closes.

mod board;
mod diagram;
mod eval;
mod moves;
mod setup;
#[cfg(test)]
mod tests;
mod words;

use crate::game::{EndReason, Game, GameId, IllegalMove, Outcome, Player, display_name, name_list};
use crate::grid::Hex;
use crate::rng::Rng;

pub use board::{Bar, BarSet, Board, CellSet, MAX_BARS, MAX_CELLS};
pub use diagram::{Diagram, PieceAt, PositionError};
pub use moves::Move;
pub use setup::Setup;

/// Pieces in the whole game, whatever the player count (SM-S1: 2 × 18, 3 × 12, 4 × 9).
pub const TOTAL_PIECES: usize = 36;

const NO_PIECE: u8 = u8::MAX;

/// A piece on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PlacedPiece {
    /// Where it lies (its two end cells).
    pub mv: Move,
    pub owner: Player,
    /// 1 on the board itself.
    pub level: u8,
}

/// Compact record of a piece: bar index, owner seat, level.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Piece {
    bar: u8,
    owner: u8,
    level: u8,
}

const NO_PIECE_YET: Piece = Piece { bar: 0, owner: 0, level: 0 };

/// A Stratum position.
#[derive(Clone, Debug, PartialEq)]
pub struct Stratum {
    setup: Setup,
    to_move: Player,
    /// The current level (SM-P6): pieces go on level `level`, i.e. on tops of height
    /// `level - 1`.
    level: u8,
    placed: u8,
    /// Cells whose top is at height `level - 1`, where the current level is built.
    surface: CellSet,
    /// Cells covered by pieces of the current level (height `level`).
    raised: CellSet,
    /// Per seat, the cells whose topmost piece is theirs (SM-E2).
    visible: [CellSet; 4],
    /// Every legal placement; empty exactly when the game is over.
    legal: BarSet,
    /// An end the players decided (a resignation or an agreed draw) before the board filled.
    decided: Option<Outcome>,
    height: [u8; MAX_CELLS],
    top_piece: [u8; MAX_CELLS],
    pieces: [Piece; TOTAL_PIECES],
}

impl Stratum {
    pub fn from_setup(setup: &Setup) -> Result<Stratum, String> {
        setup.validate()?;
        let board = Board::of(setup.size);
        let surface = board.cells().iter().enumerate().fold(0, |m, (i, _)| m | 1u128 << i);
        let mut legal = BarSet::default();
        (0..board.bars().len()).for_each(|b| legal.insert(b));
        Ok(Stratum {
            setup: setup.clone(),
            to_move: setup.first,
            level: 1,
            placed: 0,
            surface,
            raised: 0,
            visible: [0; 4],
            legal,
            decided: None,
            height: [0; MAX_CELLS],
            top_piece: [NO_PIECE; MAX_CELLS],
            pieces: [NO_PIECE_YET; TOTAL_PIECES],
        })
    }

    /// The standard game: 2 players on the 61-cell board, beige first.
    pub fn new() -> Stratum {
        Stratum::from_setup(&Setup::default()).unwrap_or_else(|e| unreachable!("{e}"))
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn board(&self) -> &'static Board {
        Board::of(self.setup.size)
    }

    /// The level where the next piece goes (SM-P6); once the game is over, the level where
    /// nothing fitted.
    pub fn level(&self) -> u8 {
        self.level
    }

    /// Pieces each player starts with (SM-S1).
    pub fn pieces_each(&self) -> u8 {
        (TOTAL_PIECES / self.setup.players as usize) as u8
    }

    /// Pieces `p` still has in hand.
    pub fn pieces_left(&self, p: Player) -> u8 {
        let placed = self.pieces[..self.placed as usize].iter().filter(|pc| pc.owner == p.0);
        self.pieces_each().saturating_sub(placed.count() as u8)
    }

    /// Pieces on the board, in the order they were placed.
    pub fn pieces(&self) -> impl Iterator<Item = PlacedPiece> + '_ {
        let bars = self.board().bars();
        self.pieces[..self.placed as usize].iter().map(|pc| PlacedPiece {
            mv: bars[pc.bar as usize].mv,
            owner: Player(pc.owner),
            level: pc.level,
        })
    }

    /// How many pieces are stacked on a cell (0 = empty; `None` off the board).
    pub fn height(&self, h: Hex) -> Option<u8> {
        self.board().index_of(h).map(|i| self.height[i])
    }

    /// Whose colour shows on a cell, seen from above.
    pub fn top_owner(&self, h: Hex) -> Option<Player> {
        let i = self.board().index_of(h)?;
        let id = self.top_piece[i];
        (id != NO_PIECE).then(|| Player(self.pieces[id as usize].owner))
    }

    /// Visible cells per seated player (SM-E2).
    pub fn visible_cells(&self) -> Vec<i32> {
        self.visible[..self.setup.players as usize].iter().map(|v| v.count_ones() as i32).collect()
    }

    fn players(&self) -> usize {
        self.setup.players as usize
    }

    /// Whether the 4 cells of a bar are the tops of one single piece.
    fn on_single_piece(&self, bar: &Bar) -> bool {
        let first = self.top_piece[bar.cells[0] as usize];
        bar.cells[1..].iter().all(|&c| self.top_piece[c as usize] == first)
    }

    /// The current level has no room left: move up one level (SM-P6). If nothing fits there
    /// either, nothing ever will (no piece is higher), so the legal set stays empty: game over.
    fn close_level(&mut self) {
        self.level = self.level.saturating_add(1);
        self.surface = self.raised;
        self.raised = 0;
        let mut legal = BarSet::default();
        for (b, bar) in self.board().bars().iter().enumerate() {
            if bar.mask & !self.surface == 0 && !self.on_single_piece(bar) {
                legal.insert(b);
            }
        }
        self.legal = legal;
    }

    /// Why a bar on the board is not a legal placement, in the rules page's order (SM-P3, SM-P4,
    /// SM-P5, SM-P6).
    fn explain_refusal(&self, bar: &Bar) -> IllegalMove {
        let board = self.board();
        let name = |c: u8| board.cells()[c as usize];
        let heights = bar.cells.map(|c| self.height[c as usize]);
        let working = self.level - 1;
        if heights.iter().any(|&h| h != heights[0]) {
            if self.level == 1 {
                let covered = bar.cells.iter().find(|&&c| self.height[c as usize] > 0);
                let cell = covered.map(|&c| name(c).to_string()).unwrap_or_default();
                return IllegalMove::new(
                    "SM-P3",
                    format!("{cell} is already covered: on level 1 a piece needs 4 empty cells"),
                );
            }
            let odd = bar
                .cells
                .iter()
                .map(|&c| (c, self.height[c as usize]))
                .find(|&(_, h)| h != working);
            let (cell, what) = match odd {
                Some((c, 0)) => (name(c), "an empty cell".to_string()),
                Some((c, h)) if h < working => (name(c), format!("a lower top (height {h})")),
                Some((c, h)) => (name(c), format!("a higher top (height {h})")),
                None => (name(bar.cells[0]), "not level with the others".to_string()),
            };
            return IllegalMove::new(
                "SM-P4",
                format!(
                    "a piece on level {} must lie on 4 tops of height {working}, with no hole, \
                     lower cell or bridge: {cell} is {what}",
                    self.level
                ),
            );
        }
        let under = heights[0];
        if under > 0 && self.on_single_piece(bar) {
            return IllegalMove::new(
                "SM-P5",
                format!(
                    "a piece on level {} must cover at least two different pieces, not sit \
                     exactly on one",
                    under + 1
                ),
            );
        }
        let message = if under + 1 > self.level {
            format!(
                "level {} still has room: a piece goes on the lowest level where one fits",
                self.level
            )
        } else {
            format!("level {} is closed: pieces now go on level {}", under + 1, self.level)
        };
        IllegalMove::new("SM-P6", message)
    }
}

impl Default for Stratum {
    fn default() -> Self {
        Stratum::new()
    }
}

impl Game for Stratum {
    type Move = Move;

    const ID: GameId = GameId::Stratum;
    const PLAYER_NAMES: &'static [&'static str] = &["beige", "dark-brown", "brown", "orange"];
    const TIME_RULE: &'static str = "SM-E5";

    fn player_count(&self) -> usize {
        self.players()
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        let bars = self.board().bars();
        moves.extend(self.legal.iter().map(|b| bars[b].mv));
    }

    /// The legal bars are a bit set: one is drawn by its rank in the set, without listing
    /// them (the same draw as picking from `legal_moves`, which lists them in that order).
    fn random_move(&self, rng: &mut Rng, _scratch: &mut Vec<Move>) -> Option<Move> {
        let count = self.legal.len();
        if count == 0 {
            return None;
        }
        let bar = self.legal.nth(rng.below(count))?;
        Some(self.board().bars()[bar].mv)
    }

    fn check(&self, mv: &Move) -> Result<(), IllegalMove> {
        if self.legal.is_empty() {
            return Err(IllegalMove::new(
                "SM-E4",
                "the game is over: no more pieces can be placed",
            ));
        }
        let board = self.board();
        for end in [mv.low(), mv.high()] {
            if !board.contains(end) {
                let last = (b'A' + 2 * board.side() - 2) as char;
                return Err(IllegalMove::new(
                    "SM-G2",
                    format!("{end} is not on the board (rows A to {last}, numbered as printed)"),
                ));
            }
        }
        // SM-P2: every move lays one whole bar on the board, four cells in a line (SM-G3).
        let Some(b) = board.bar_of(mv) else {
            return Err(IllegalMove::new(
                "SM-G3",
                "a piece is a straight bar of 4 cells: its ends must be 3 steps apart along a \
                 row, a numbered line or a diagonal",
            ));
        };
        if self.legal.contains(b) {
            return Ok(());
        }
        Err(self.explain_refusal(&board.bars()[b]))
    }

    fn play_unchecked(&mut self, mv: &Move) {
        let board = self.board();
        // Misuse (a move `check` refuses) leaves the position unspecified but never panics.
        let Some(b) = board.bar_of(mv) else { return };
        if self.placed as usize >= TOTAL_PIECES {
            return;
        }
        let bar = &board.bars()[b];
        let id = self.placed;
        for &c in &bar.cells {
            self.height[c as usize] = self.height[c as usize].saturating_add(1);
            self.top_piece[c as usize] = id;
        }
        self.surface &= !bar.mask;
        self.raised |= bar.mask;
        let mover = self.to_move.index();
        for (seat, cells) in self.visible.iter_mut().enumerate() {
            if seat == mover {
                *cells |= bar.mask;
            } else {
                *cells &= !bar.mask;
            }
        }
        self.pieces[id as usize] = Piece { bar: b as u8, owner: mover as u8, level: self.level };
        self.placed += 1;
        // SM-P1: one bar per turn, then the next player; nobody passes while a bar fits.
        self.to_move = self.to_move.next(self.players());
        self.legal.remove_all(board.overlapping(b));
        if self.placed as usize >= TOTAL_PIECES {
            self.legal = BarSet::default();
        } else if self.legal.is_empty() {
            self.close_level();
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        // SM-E1: the game ends when no bar can be placed (none legal, or none left).
        if !self.legal.is_empty() {
            return None;
        }
        self.decided.clone().or_else(|| Some(outcome_from_scores(&self.visible_cells())))
    }

    fn conclude(&mut self, outcome: Outcome) {
        if !self.legal.is_empty() {
            self.legal = BarSet::default();
            self.decided = Some(outcome);
        }
    }

    fn scores(&self) -> Option<Vec<i32>> {
        Some(self.visible_cells())
    }

    /// No more room (SM-E1), and who shows the most cells (SM-E3).
    fn end_reason(&self) -> Option<EndReason> {
        let outcome = Game::outcome(self)?;
        let name = |i: usize| display_name(Self::PLAYER_NAMES.get(i).copied().unwrap_or("?"));
        let scores = self.visible_cells();
        let table: Vec<String> =
            scores.iter().enumerate().map(|(i, s)| format!("{} {s}", name(i))).collect();
        let table = table.join(", ");
        let winners: Vec<String> = outcome.winners().iter().map(|p| name(p.index())).collect();
        let text = match winners.as_slice() {
            [] => format!(
                "No piece can be placed any more, and everyone shows as many cells ({table}): a draw."
            ),
            [one] => format!(
                "No piece can be placed any more, and {one} shows the most cells from above ({table})."
            ),
            many => format!(
                "No piece can be placed any more, and {} show the most cells from above ({table}).",
                name_list(many)
            ),
        };
        Some(EndReason::new("SM-E3", text))
    }
}

/// SM-E3: the highest score wins, ties for the highest share the win, all equal is a draw.
fn outcome_from_scores(scores: &[i32]) -> Outcome {
    let best = scores.iter().copied().max().unwrap_or(0);
    if scores.iter().all(|&s| s == best) {
        return Outcome::Draw;
    }
    let winners = (0..scores.len()).filter(|&i| scores[i] == best).map(|i| Player(i as u8));
    Outcome::Won(winners.collect())
}
