//! What the UI asks for. Widgets only push commands; the shell runs them at the end of the
//! frame, so no widget ever changes the game while the frame is still being drawn.

use std::path::PathBuf;

use strata_core::review::Depth;
use strata_core::save::Seat;
use strata_core::{GameSetup, IllegalMove};

/// Playing a friend online (Game → Play a friend online).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineCommand {
    /// Open the lobby: invite a friend, or join their game.
    Open,
    /// The lobby's two programs agreed on the game: put it on the board.
    Begin,
    /// Close the lobby (and its link).
    Cancel,
    /// Ask the friend for a draw or a take-back.
    Offer(strata_core::online::Request),
    /// Accept (true) or decline the friend's offer.
    Answer(bool),
    /// Send a chat message.
    Say(String),
    /// A game by mail: open Game → Move letters.
    Letters,
    /// Put the player's move letter on the clipboard.
    CopyLetter,
    /// Open the friend's move letter (its pasted text).
    OpenLetter(String),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Open the New Game dialog.
    NewGameDialog,
    /// Playing a friend at another computer.
    Online(OnlineCommand),
    /// Open the New Game dialog at this game (the start screen's "Play …").
    NewGameOf(strata_core::GameId),
    Start(GameSetup, Vec<Seat>),
    /// The game's screen before it starts (Stratego: the people at the table arrange their
    /// armies), then the game. A `rematch` offers what the last game began with.
    BeforeGame {
        setup: GameSetup,
        seats: Vec<Seat>,
        rematch: bool,
    },
    /// Leave the screen before the game without starting.
    LeaveBeforeGame,
    /// The same game again from the start.
    Rematch,
    /// Play a move (in notation) at the shown position.
    Play(String),
    /// The answer to "discard the later moves?" for a move played from a past position.
    ConfirmDiscard(bool),
    /// The answer to "play it anyway?" for a move that lets the next player win at once.
    ConfirmBlunder(bool),
    /// The answer to "resign?".
    ConfirmResign(bool),
    /// The answer of three or four players to "end the game as a draw?".
    ConfirmDraw(bool),
    Undo,
    Redo,
    /// Show the position after this many moves (replay).
    GoTo(usize),
    /// Step through the history (replay): -1 back, +1 forward.
    Step(i32),
    BackToGame,
    ToggleRules,
    /// Show or hide the move list.
    ToggleMoves,
    /// Ask this player to confirm their resignation.
    AskResign(strata_core::Player),
    /// This player offers a draw.
    OfferDraw(strata_core::Player),
    /// The player to move accepts (true) or declines a draw offer.
    AnswerDraw(bool),
    /// Open the rules panel at its first page, "How to play" (of this game, where no game is
    /// open: the start screen's Rules buttons).
    HowToPlay,
    RulesOf(strata_core::GameId),
    /// Start a game from the start screen at once: the options last used for it, and the
    /// person against the computer (`true`) or people in every seat.
    QuickStart(strata_core::GameId, bool),
    /// Start a game from a position (a shipped example), its seats filled in.
    StartPosition(Box<strata_core::save::SaveFile>),
    /// The lessons and puzzles: their list, and the one on the board.
    Lesson(LessonCommand),
    /// Open the position editor on the position on screen (`false`) or the game's start.
    EditPosition(bool),
    /// Put the position on the board on the clipboard as position text.
    CopyPositionText,
    /// Start a game at the edited position.
    PlayFromEditor,
    /// Leave the editor, back to the game as it was.
    CloseEditor,
    /// Show the About box.
    About,
    /// Show the keyboard shortcuts.
    Shortcuts,
    /// Help → User guide: the full manual.
    Guide,
    /// Close the window (the app saves what it keeps on the way out).
    Quit,
    /// Open the rules panel at a rule.
    ShowRule(&'static str),
    ToggleHints,
    /// Close whatever dialog is open.
    CloseDialog,
    CloseGameOver,
    /// A message for the status line (a view explaining a click that is not a move).
    Say(Note),
    /// Saving and opening games.
    File(FileCommand),
    /// What the computer at the table is asked, or answers.
    Computer(ComputerCommand),
    /// Who plays a seat, changed during the game (Game → Seats).
    SetSeat(usize, Seat),
    /// The review of the game and its panel.
    Review(ReviewCommand),
}

/// What the computer at the table is asked, or answers.
#[derive(Clone, Debug, PartialEq)]
pub enum ComputerCommand {
    /// The computer's three best moves for the person to move (H).
    Suggest,
    /// The computer stops thinking and plays (or shows) its best move so far.
    MoveNow,
    /// Stop or restart the computer's moves (P).
    TogglePause,
    /// The computer's move, found for the session's generation `stamp` (dropped if the game
    /// changed since), with the rest of its turn as its search saw it.
    Play { token: String, line: Vec<String>, stamp: u64 },
}

/// The review of the game and its panel.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewCommand {
    /// Game → Review game (Ctrl+R): open the review panel, reviewing the game if it has no
    /// review of its moves yet.
    Open,
    /// Review the game (again) at this depth.
    Start(Depth),
    /// Stop the review under way.
    Cancel,
    Close,
}

/// What the Lessons screen and a lesson's banner ask for.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonCommand {
    /// Show the list of lessons and puzzles (at this game's).
    List(Option<strata_core::GameId>),
    /// Leave the list, back to the start screen.
    Leave,
    /// Start the lesson or puzzle with this id.
    Start(String),
    /// Point at the piece the next move of the answer moves.
    Hint,
    /// Play the step's answer on the board.
    ShowMe,
    /// The step again from its position.
    Again,
    /// The next step, or the next lesson or puzzle.
    Next,
}

/// What the File menu asks for. A file dialog answers with `Open` or `SaveTo` and a path, so a
/// test (or a recent-files entry) sends those directly and goes through the same code.
#[derive(Clone, Debug, PartialEq)]
pub enum FileCommand {
    /// Ask which file to open (Ctrl+O).
    ChooseOpen,
    /// Open this saved game; a file that cannot be opened leaves the current game as it is.
    Open(PathBuf),
    /// Save to the game's own file, or ask where if it has none (Ctrl+S).
    Save,
    /// Ask where to save (Save As, Ctrl+Shift+S).
    ChooseSave,
    /// Save the game to this file.
    SaveTo(PathBuf),
    /// Go on with the game in this autosave.
    Resume(PathBuf),
    /// Go on with the moves before the damage of this autosave, which cannot be read whole
    /// (the file itself is left as it is).
    Recover(PathBuf),
    ClearRecent,
}

/// A line for the status bar, with the rule it refers to.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    pub text: String,
    pub rule: Option<&'static str>,
    pub tone: Tone,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Info,
    Good,
    Refused,
    /// Something went wrong outside the game (a settings file, an autosave).
    Warning,
}

impl Note {
    pub fn info(text: impl Into<String>) -> Note {
        Note { text: text.into(), rule: None, tone: Tone::Info }
    }

    pub fn good(text: impl Into<String>) -> Note {
        Note { text: text.into(), rule: None, tone: Tone::Good }
    }

    pub fn warning(text: impl Into<String>) -> Note {
        Note { text: text.into(), rule: None, tone: Tone::Warning }
    }

    pub fn refused(e: &IllegalMove) -> Note {
        let rule = (e.rule != strata_core::PARSE_RULE).then_some(e.rule);
        Note { text: crate::words::explain_refusal(e), rule, tone: Tone::Refused }
    }
}
