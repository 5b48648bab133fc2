//! Board views: one per game behind one object-safe trait, so that the shell never asks which
//! game it is showing. Each game's view is made by its row of `crate::games` ([`view_for`]).
//!
//! A view owns only view state (rotation, selection, the last frame's layout); the position
//! comes from the session each frame, and moves leave the view as [`Command::Play`].

mod animation;
pub mod hexgrid;
pub mod iso;
mod paint;
pub mod squares;
mod strata5;
mod strata7;
pub mod stratego;
pub(crate) mod stratum;

use std::collections::BTreeSet;
use std::sync::{Mutex, PoisonError};

use egui::{Pos2, Ui};
use strata_core::save::Seat;
use strata_core::{AnyGame, Game, GameId};

use crate::command::{Command, Note};

pub use paint::{arrow, number_badge};
pub use strata5::Strata5View;
pub use strata7::Strata7View;
pub use stratego::StrategoView;
pub use stratum::StratumView;

/// What the shell tells a view each frame. `G` is the position type: the shell speaks of
/// `dyn AnyGame`, a [`BoardView`] receives its own game's type.
pub struct BoardCtx<'a, G: ?Sized + 'a = dyn AnyGame + 'a> {
    /// Highlight legal targets and judge the ghost piece live.
    pub hints: bool,
    /// Print levels on the board.
    pub level_numbers: bool,
    /// The move that led to the shown position, to mark it.
    pub last_move: Option<&'a str>,
    /// The moves to mark as what happened since the player to move last moved, oldest first:
    /// the other side's whole turn (Strata 5's pawns and block), or every other player's move
    /// in turn (Stratum's computers); within a turn, its moves so far. Ends with `last_move`.
    pub recent: &'a [String],
    /// The position before that move, to show what it changed (captures).
    pub before: Option<&'a G>,
    /// Who sits in each seat (hidden information is shown to the people at the table only).
    pub seats: &'a [Seat],
    /// The shown position is an earlier one (replay), not the game's current position.
    pub replaying: bool,
    /// How many moves led to the shown position (tells one playing of the same move from
    /// another, for the move's animation).
    pub ply: usize,
    /// Play short animations of the last move (Settings).
    pub animate: bool,
    /// A click made from the keyboard (the board cursor's Enter), at this point: handled as a
    /// click of the mouse there.
    pub press: Option<Pos2>,
    /// The cell that keyboard press is on, by name: a view that aims at more than a point
    /// (Strata 5's blocks, whose point may hit a taller column drawn in front) uses the cell.
    pub press_cell: Option<&'a str>,
}

impl<G: ?Sized> BoardCtx<'_, G> {
    /// Where the board was clicked this frame: the keyboard's press, or the mouse's.
    pub fn click(&self, response: &egui::Response) -> Option<Pos2> {
        self.press.or_else(|| response.clicked().then(|| response.interact_pointer_pos()).flatten())
    }
}

// By hand: a derive would ask `G: Copy`, which `dyn AnyGame` is not.
impl<G: ?Sized> Clone for BoardCtx<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: ?Sized> Copy for BoardCtx<'_, G> {}

impl<G: ?Sized> std::fmt::Debug for BoardCtx<'_, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BoardCtx")
            .field("last_move", &self.last_move)
            .field("ply", &self.ply)
            .field("replaying", &self.replaying)
            .finish_non_exhaustive()
    }
}

impl<G: Game> BoardCtx<'_, G> {
    /// The move that led to the shown position, read once here with the game's own notation
    /// (the views never read a move from its text).
    pub fn last(&self) -> Option<G::Move> {
        self.last_move?.parse().ok()
    }

    /// The moves of [`BoardCtx::recent`], read with the game's own notation.
    pub fn recent_moves(&self) -> Vec<G::Move> {
        self.recent.iter().filter_map(|t| t.parse().ok()).collect()
    }
}

impl<'a> BoardCtx<'a> {
    /// The same context for a view of game type `G` (a position before of another game is
    /// dropped: it cannot happen, and would show nothing).
    fn typed<G: 'static>(self) -> BoardCtx<'a, G> {
        BoardCtx {
            hints: self.hints,
            level_numbers: self.level_numbers,
            last_move: self.last_move,
            recent: self.recent,
            before: self.before.and_then(|b| b.as_any().downcast_ref::<G>()),
            seats: self.seats,
            replaying: self.replaying,
            ply: self.ply,
            animate: self.animate,
            press: self.press,
            press_cell: self.press_cell,
        }
    }
}

/// What the shell asks of the view of the game on screen, whatever the game. Every view
/// implements it through [`BoardView`] (one blanket impl below), so no view casts a position.
pub trait GameView: Controls {
    /// Draws the board for `game` (the position shown) in the whole of `ui` and turns clicks
    /// into commands. Returns what the pointer is aiming at, for the status line.
    fn board(
        &mut self,
        ui: &mut Ui,
        game: &dyn AnyGame,
        ctx: BoardCtx<'_>,
        out: &mut Vec<Command>,
    ) -> Option<Note>;

    /// The part of the turn the player to move is in, e.g. "move a pawn (1 of 2)".
    fn phase(&self, game: &dyn AnyGame) -> String;

    /// What is left to play with, for the status bar.
    fn stock(&self, game: &dyn AnyGame) -> Vec<String>;

    /// A short note for the move list about what the move `token` (from `before` to `after`)
    /// did, e.g. "6 takes 5" or "+2 for White: objective f7". Only what every player at the
    /// table may know: the list is shown to all of them.
    fn annotation(&self, before: &dyn AnyGame, after: &dyn AnyGame, token: &str) -> Option<String>;

    /// Where a cell (`c3`, `E5`) or a placement (`#c3`, `C3-C6`) is on the last frame's board,
    /// as a point that picks it: for tests, and later for showing an AI's move.
    fn locate(&self, game: &dyn AnyGame, target: &str) -> Option<Pos2>;
}

/// A view's own controls and facts, which need no position.
pub trait Controls {
    /// The view's own toolbar buttons (rotate, turn the piece).
    fn toolbar(&mut self, ui: &mut Ui);

    /// The view's own keys (Q/E, R); called when no dialog is open.
    fn keys(&mut self, input: &mut egui::InputState);

    /// The view's keys for the Help menu: (keys, what they do).
    fn shortcuts(&self) -> &'static [(&'static str, &'static str)];

    /// Whose view of hidden pieces the board showed last frame (`None`: the board shows no
    /// hidden pieces at all, or nobody's, as on a hand-over screen).
    fn shown_viewer(&self) -> Option<strata_core::Player> {
        None
    }

    /// Whether the board prints levels with the "Level numbers" setting: the shell offers the
    /// setting only for views that use it.
    fn uses_level_numbers(&self) -> bool {
        false
    }

    /// What the game's scores count, as the status bar introduces them.
    fn score_label(&self) -> &'static str {
        lasting(crate::t!("board-score"))
    }

    /// Whether moves may be taken back with these seats. The one place this is decided: a
    /// game with hidden pieces between two people at one screen forbids it (Stratego).
    fn undo_allowed(&self, _seats: &[Seat]) -> bool {
        true
    }

    /// How far the board is turned, in quarter turns (remembered across launches).
    fn rotation(&self) -> u8 {
        0
    }

    fn set_rotation(&mut self, _quarter_turns: u8) {}

    /// Forgets the selection: the shown position changed.
    fn reset(&mut self);
}

/// The view of one game, given that game's own position type (the [`GameView`] methods).
pub trait BoardView: Controls {
    type Game: 'static;

    fn board(
        &mut self,
        ui: &mut Ui,
        game: &Self::Game,
        ctx: BoardCtx<'_, Self::Game>,
        out: &mut Vec<Command>,
    ) -> Option<Note>;

    fn phase(&self, game: &Self::Game) -> String;

    fn stock(&self, game: &Self::Game) -> Vec<String>;

    fn annotation(
        &self,
        _before: &Self::Game,
        _after: &Self::Game,
        _token: &str,
    ) -> Option<String> {
        None
    }

    fn locate(&self, game: &Self::Game, target: &str) -> Option<Pos2>;
}

/// The one place a position is cast to a view's game type. A position of another game (which
/// the shell never passes) draws nothing and says nothing.
impl<B: BoardView> GameView for B {
    fn board(
        &mut self,
        ui: &mut Ui,
        game: &dyn AnyGame,
        ctx: BoardCtx<'_>,
        out: &mut Vec<Command>,
    ) -> Option<Note> {
        let game = game.as_any().downcast_ref::<B::Game>()?;
        BoardView::board(self, ui, game, ctx.typed(), out)
    }

    fn phase(&self, game: &dyn AnyGame) -> String {
        game.as_any().downcast_ref().map(|g| BoardView::phase(self, g)).unwrap_or_default()
    }

    fn stock(&self, game: &dyn AnyGame) -> Vec<String> {
        game.as_any().downcast_ref().map(|g| BoardView::stock(self, g)).unwrap_or_default()
    }

    fn annotation(&self, before: &dyn AnyGame, after: &dyn AnyGame, token: &str) -> Option<String> {
        let (before, after) = (before.as_any().downcast_ref()?, after.as_any().downcast_ref()?);
        BoardView::annotation(self, before, after, token)
    }

    fn locate(&self, game: &dyn AnyGame, target: &str) -> Option<Pos2> {
        BoardView::locate(self, game.as_any().downcast_ref()?, target)
    }
}

/// A text made now, in the window's language, as the `&'static str` that some of these traits
/// hand out: each distinct text is kept once for the program's life (a few per language), so
/// asking again every frame keeps nothing more.
pub(crate) fn lasting(text: String) -> &'static str {
    static KEPT: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&known) = kept.get(text.as_str()) {
        return known;
    }
    let text: &'static str = Box::leak(text.into_boxed_str());
    kept.insert(text);
    text
}

/// A view's keys for the Help menu ([`Controls::shortcuts`]), their words made now: kept once
/// per language as [`lasting`] keeps a text.
pub(crate) fn lasting_keys(keys: &[(String, String)]) -> &'static [(&'static str, &'static str)] {
    type Keys = &'static [(&'static str, &'static str)];
    static KEPT: Mutex<Vec<Keys>> = Mutex::new(Vec::new());
    let keys: Vec<(&'static str, &'static str)> =
        keys.iter().map(|(k, what)| (lasting(k.clone()), lasting(what.clone()))).collect();
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(known) = kept.iter().copied().find(|known| *known == keys.as_slice()) {
        return known;
    }
    let keys: Keys = Box::leak(keys.into_boxed_slice());
    kept.push(keys);
    keys
}

/// A new view for a game.
pub fn view_for(game: GameId) -> Box<dyn GameView> {
    (crate::games::of(game).view)()
}
