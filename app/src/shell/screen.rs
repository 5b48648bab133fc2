//! What fills the window, one thing at a time: the start screen, Stratego's setup, a game, or
//! the position editor over a game. Exclusive by type: a game is never open while its armies
//! are still being set up, and the editor always has the game it goes back to.

use strata_core::Player;
use strata_core::ai::Bot;
use strata_core::session::Session;

use super::{clock, editor, files, lesson, online};
use crate::games::BeforeGame;
use crate::panels::move_list;
use crate::t;
use crate::views::GameView;

#[derive(Default)]
pub(super) enum Screen {
    /// The start screen.
    #[default]
    Welcome,
    /// The list of lessons and puzzles.
    Lessons,
    /// The game's screen before it starts (Stratego's armies being set up); the game opens
    /// when the players are ready.
    BeforeGame(Box<dyn BeforeGame>),
    Playing(Box<OpenGame>),
    /// The position editor covers the board; the game behind it is untouched until "Play from
    /// here" replaces it.
    Editing {
        editor: Box<dyn editor::PositionEditor>,
        back: Box<OpenGame>,
    },
}

impl Screen {
    /// The game open (on the board, or behind the editor).
    pub(super) fn game(&self) -> Option<&OpenGame> {
        match self {
            Screen::Playing(g) | Screen::Editing { back: g, .. } => Some(g),
            Screen::Welcome | Screen::Lessons | Screen::BeforeGame(_) => None,
        }
    }

    pub(super) fn game_mut(&mut self) -> Option<&mut OpenGame> {
        match self {
            Screen::Playing(g) | Screen::Editing { back: g, .. } => Some(g),
            Screen::Welcome | Screen::Lessons | Screen::BeforeGame(_) => None,
        }
    }

    pub(super) fn editor(&self) -> Option<&dyn editor::PositionEditor> {
        match self {
            Screen::Editing { editor, .. } => Some(editor.as_ref()),
            _ => None,
        }
    }

    pub(super) fn before_game(&self) -> Option<&dyn BeforeGame> {
        match self {
            Screen::BeforeGame(a) => Some(a.as_ref()),
            _ => None,
        }
    }

    /// Opens the editor over the game (a new one in place of an editor already open); nothing
    /// without a game.
    pub(super) fn edit(&mut self, editor: Box<dyn editor::PositionEditor>) {
        *self = match std::mem::take(self) {
            Screen::Playing(back) | Screen::Editing { back, .. } => {
                Screen::Editing { editor, back }
            }
            other => other,
        };
    }

    /// Leaves the editor, back to the game as it was.
    pub(super) fn close_editor(&mut self) {
        *self = match std::mem::take(self) {
            Screen::Editing { back, .. } => Screen::Playing(back),
            other => other,
        };
    }
}

impl std::fmt::Debug for Screen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = match self {
            Screen::Welcome => "Welcome",
            Screen::Lessons => "Lessons",
            Screen::BeforeGame(_) => "BeforeGame",
            Screen::Playing(_) => "Playing",
            Screen::Editing { .. } => "Editing",
        };
        f.write_str(name)
    }
}

/// The game being played: its session and its board view.
pub(super) struct OpenGame {
    pub(super) session: Session,
    pub(super) view: Box<dyn GameView>,
    /// The session's generation the view last drew: its caches are stale once it differs.
    pub(super) drawn: u64,
    /// The game-over dialog was closed for this ending.
    pub(super) over_closed: bool,
    /// A draw offered by this player, waiting for the other player's answer.
    pub(super) draw_offer: Option<Player>,
    /// Its file and autosave.
    pub(super) doc: files::Document,
    /// The computer's review of the game (shown while it is about the game's moves).
    pub(super) review: Option<strata_core::review::Review>,
    /// The lesson or puzzle this game is, if it is one.
    pub(super) lesson: Option<Box<lesson::Coaching>>,
    /// The move list's notes on the moves.
    pub(super) notes: move_list::Notes,
    /// The link to the friend's program, in a game online.
    pub(super) online: Option<Box<online::Online>>,
    /// The game's clock, when it is played with one.
    pub(super) clock: Option<clock::GameClock>,
}

impl OpenGame {
    /// Whether moves may be taken back (the view decides, from who sits at the table).
    pub(super) fn takebacks(&self) -> bool {
        self.online.is_none() && self.view.undo_allowed(self.session.seats())
    }

    /// The player to move, if that player is at the screen and may act now: a person, at the
    /// game's latest position (not in replay), and, in a game with hidden pieces, the one whose
    /// pieces the board shows (not a hand-over screen, not the last mover's attack result).
    /// Everything that acts for the player to move asks this: a move, a suggestion, a hint, a
    /// resignation or a draw offer. The computer's own moves do not.
    pub(super) fn player_at_screen(&self) -> Option<Player> {
        let p = self.person_to_move()?;
        let hidden = self.session.position().hides_information();
        let shown = !hidden || self.view.shown_viewer() == Some(p);
        (shown && !self.replaying()).then_some(p)
    }

    /// The person to move while they are not at the screen (a hand-over screen, or another
    /// player's pieces on the board): nobody may move for them.
    pub(super) fn absent_player(&self) -> Option<Player> {
        let p = self.person_to_move()?;
        (!self.replaying() && self.player_at_screen().is_none()).then_some(p)
    }

    /// The players look at an earlier position (replay), not at the game's own.
    pub(super) fn replaying(&self) -> bool {
        self.session.browsing_from().is_some()
    }

    /// The player to move in the shown position, if a person at this screen sits in that seat
    /// (not the computer, not a friend online).
    pub(super) fn person_to_move(&self) -> Option<Player> {
        let p = self.session.position().to_move()?;
        self.session.seats().get(p.index()).is_none_or(|s| s.is_human()).then_some(p)
    }

    /// The bot in the seat of the player to move in the shown position, if the computer sits
    /// there: the one place that reads "whose seat moves" (with [`OpenGame::person_to_move`]).
    pub(super) fn bot_to_move(&self) -> Option<Bot> {
        let p = self.session.position().to_move()?;
        self.session.seats().get(p.index())?.bot()
    }

    /// Why the seats may not change now: in a game with hidden pieces that is still on, a seat
    /// that changes hands would show its army to someone who has not seen it (a computer's
    /// army to the person who takes its seat, or the other army to whoever is at the screen
    /// when the last person leaves).
    pub(super) fn seats_fixed(&self) -> Option<String> {
        let last = self.session.last_position();
        let over = last.outcome().is_some() || self.session.agreement().is_some();
        if self.online.is_some() {
            return Some(t!("seats-fixed-online"));
        }
        (last.hides_information() && !over).then(|| t!("seats-fixed"))
    }

    /// Why the whole position may not leave the board now (the editor, the position text, the
    /// review would show it): a game with hidden pieces, still on, with a person at the table.
    /// Once it is over, everything may be seen.
    pub(super) fn hides_pieces(&self) -> Option<String> {
        let last = self.session.last_position();
        let over = last.outcome().is_some() || self.session.agreement().is_some();
        let watched = self.session.seats().iter().any(|s| s.is_human());
        (last.hides_information() && !over && watched).then(hidden_pieces)
    }
}

/// Why the editor, the position text and the review wait for the end of a Stratego game.
pub(super) fn hidden_pieces() -> String {
    t!("hidden-pieces")
}
