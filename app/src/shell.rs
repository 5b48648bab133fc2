//! The shell shared by every game: menus, toolbar, status bar, move list, rules panel and
//! dialogs around the board of the game being played.
//!
//! Each frame draws from the state as it is and collects [`Command`]s; they run at the end of
//! the frame (`run`), the only place where the game changes.

use egui::Ui;
use strata_core::session::Session;
use strata_core::{GameId, Player};

use crate::command::{Command, Note};
use crate::panels::move_list;
use crate::panels::new_game::NewGameForm;
use crate::panels::rules::RulesPanel;
use crate::t;
use crate::theme;
use crate::views::BoardCtx;

mod access;
mod ai;
mod bars;
mod board_cursor;
mod clock;
mod computer_view;
mod dialogs;
pub(crate) mod editor;
mod ending;
mod files;
mod guide;
mod layout;
mod lesson;
mod move_entry;
mod moves;
mod online;
mod review;
mod router;
mod screen;

use layout::{Panels, SideWidths};
use moves::{Effect, recent_moves};

use screen::{OpenGame, Screen, hidden_pieces};

/// Why Undo is off in a game with hidden pieces between two people.
fn no_takebacks() -> String {
    t!("no-takebacks")
}

#[derive(Debug)]
enum Dialog {
    NewGame(NewGameForm),
    /// A move played from a past position, waiting for "discard the later moves?".
    ConfirmDiscard(String),
    /// A move that lets the next player win at once with `reply`, waiting for "play it
    /// anyway?" (learner warnings).
    ConfirmBlunder {
        token: String,
        reply: String,
    },
    File(files::FileDialog),
    ConfirmResign(Player),
    About,
    Shortcuts,
    /// Help → User guide.
    Guide,
    /// Three or four players agree to a draw.
    ConfirmDraw,
    /// Game → Play a friend online.
    Online(Box<online::Lobby>),
    /// Game → Move letters, in a game by mail.
    Letters(online::Letters),
}

pub struct StrataApp {
    /// What fills the window: the start screen, Stratego's setup, a game or the editor.
    screen: Screen,
    dialog: Option<Dialog>,
    /// The side panels: the rules, the move list, and the window's width they share.
    panels: Panels,
    board_prefs: BoardPrefs,
    /// The status line: a message, and what the board's pointer aims at.
    status: Status,
    commands: Vec<Command>,
    /// Saved games, autosave and settings.
    files: files::Files,
    /// The computer seats, their settings, and the moves suggested to the person to move.
    computer: ai::Computer,
    /// The review panel and the review under way.
    review: review::ReviewState,
    /// Text a command put on the clipboard, handed to the system at the end of the frame.
    clipboard: Option<String>,
    /// The game whose lessons the Lessons screen shows.
    lessons_game: GameId,
    /// The typed move and the board's keyboard cursor.
    keyboard: Keyboard,
}

/// What the board shows besides the pieces (View menu).
#[derive(Clone, Copy, Debug)]
struct BoardPrefs {
    hints: bool,
    level_numbers: bool,
}

/// The status line's contents.
#[derive(Debug, Default)]
struct Status {
    /// A refused move, or a view's explanation of a click.
    message: Option<Note>,
    /// What the board's pointer aims at (last frame).
    hover: Option<Note>,
}

/// The keyboard's ways to play: the field where a move is typed and the cell the keyboard
/// points at on the board; both start afresh with each game.
#[derive(Debug, Default)]
struct Keyboard {
    move_entry: move_entry::MoveEntry,
    board_cursor: board_cursor::BoardCursor,
}

impl std::fmt::Debug for StrataApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StrataApp")
            .field("game", &self.screen.game().map(|g| g.session.setup().id()))
            .field("dialog", &self.dialog)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

impl Default for StrataApp {
    fn default() -> Self {
        StrataApp::new(None)
    }
}

impl StrataApp {
    /// The app, showing `session` if given (a game opened from a file), else the start screen.
    pub fn new(session: Option<Session>) -> Self {
        let mut app = StrataApp {
            screen: Screen::Welcome,
            dialog: None,
            panels: Panels { rules: RulesPanel::default(), show_moves: true, width: f32::INFINITY },
            board_prefs: BoardPrefs { hints: true, level_numbers: false },
            status: Status::default(),
            commands: Vec::new(),
            files: files::Files::default(),
            computer: ai::Computer::default(),
            review: review::ReviewState::default(),
            clipboard: None,
            lessons_game: GameId::Strata5,
            keyboard: Keyboard::default(),
        };
        if let Some(session) = session {
            app.open(session);
        }
        app
    }

    /// Shows a message in the status line (e.g. a file that could not be opened).
    pub fn say(&mut self, note: Note) {
        self.status.message = Some(note);
    }

    // --- The frame --------------------------------------------------------------------------

    /// Draws one frame in `ui` (the whole window) and runs what it asked for.
    pub fn show(&mut self, ui: &mut Ui) {
        // The player's language, chosen perhaps at the last frame, for all of this frame.
        crate::i18n::set_lang(self.files.settings.language.unwrap_or_default());
        if let Some(dialog) =
            self.files.before_frame(ui.ctx(), self.screen.game(), &mut self.commands)
        {
            self.dialog = Some(dialog);
        }
        // The computer's answer first: its move runs with this frame's commands, as a click.
        self.computer.before_frame(self.screen.game(), ui.ctx(), &mut self.commands);
        // The friend's moves, as they arrive (the link wakes the window).
        self.on_game(OpenGame::hear_online);
        let ctx = ui.ctx().clone();
        self.on_game(|g| g.tick_clock(&ctx));
        if ui.ctx().input_mut(|i| i.consume_shortcut(&move_entry::FOCUS)) {
            self.keyboard.move_entry.focus();
        }
        // Single keys are the shell's only while no text field is being typed in (a focused
        // button or the board, reached with Tab, leaves them to the shell).
        let typing = ui.ctx().text_edit_focused();
        if self.dialog.is_none() && self.screen.editor().is_none() && !typing {
            self.chrome().keys(ui.ctx());
        }
        egui::Panel::top("menu").show(ui, |ui| self.chrome().menu_bar(ui));
        egui::Panel::top("toolbar").show(ui, |ui| self.chrome().toolbar(ui));
        self.files.notices_panel(ui);
        if let Some(g) = self.screen.game() {
            g.lesson_banner(ui, &mut self.commands);
        }
        egui::Panel::bottom("status").show(ui, |ui| self.chrome().status_bar(ui));
        self.panels.width = ui.available_width();
        let sides =
            SideWidths::for_window(self.panels.width, self.panels.rules.open || self.review.open);
        if self.screen.game().is_some() {
            self.move_list_panel(ui, sides);
            if self.review.open {
                let panel = egui::Panel::right("review")
                    .default_size(sides.rules)
                    .size_range(SideWidths::RULES.0..=sides.rules);
                panel.show(ui, |ui| {
                    let (review, out) = (&mut self.review, &mut self.commands);
                    if let Some(g) = self.screen.game() {
                        egui::ScrollArea::vertical().show(ui, |ui| review.panel(ui, g, out));
                    }
                });
            }
        }
        if self.panels.rules.open {
            let id = self.screen.game().map(|g| g.session.setup().id()).or(self.panels.rules.game);
            self.panels.rules.show(ui, id, sides.rules, &mut self.commands);
        }
        let replaying = self.screen.game().is_some_and(OpenGame::replaying);
        let mut board_frame = egui::Frame::central_panel(ui.style());
        if replaying {
            // Replay looks like replay: the board sits in a frame of the focus colour.
            board_frame = board_frame.stroke(egui::Stroke::new(3.0, theme::FOCUS));
        }
        egui::CentralPanel::default().frame(board_frame).show(ui, |ui| self.central(ui));
        dialogs::show(ui.ctx(), &mut self.dialog, self.screen.game(), &mut self.commands);
        let changed = !self.commands.is_empty();
        // The parts of one turn come as several moves (a suggestion's pawn, pawn and block):
        // once one is refused, the rest of the frame's moves are dropped, not played on
        // whatever position the refusal left (a lesson's step starts again on a refusal).
        let mut refused = false;
        for command in std::mem::take(&mut self.commands) {
            match command {
                Command::Quit => {
                    // Closing runs `on_exit`: the autosave and settings are written.
                    ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                }
                Command::Play(token) => {
                    if !refused {
                        refused = !self.play(token, false);
                    }
                }
                command => self.run(command),
            }
        }
        if let Some(text) = self.clipboard.take() {
            ui.ctx().copy_text(text);
        }
        let editing = self.screen.editor().is_some();
        self.computer.after_frame(self.screen.game_mut(), editing, ui.ctx());
        self.review.after_frame(self.screen.game_mut(), ui.ctx());
        self.files.after_frame(ui.ctx(), self.screen.game_mut(), self.board_prefs);
        if changed {
            // The frame was drawn before the commands ran: draw the result once more.
            ui.ctx().request_repaint();
        }
    }

    /// The parts the bars around the board see, for this frame.
    fn chrome(&mut self) -> bars::Chrome<'_> {
        bars::Chrome {
            screen: &mut self.screen,
            computer: &mut self.computer,
            files: &mut self.files,
            panels: &self.panels,
            board_prefs: &mut self.board_prefs,
            status: &mut self.status,
            keyboard: &mut self.keyboard,
            commands: &mut self.commands,
        }
    }

    /// The move list at the left: collapsed to a narrow strip with a button when the player
    /// hides it, or when the window is too narrow for it, the rules and the board together.
    fn move_list_panel(&mut self, ui: &mut Ui, sides: SideWidths) {
        let Some(g) = self.screen.game_mut() else { return };
        g.notes.update(&g.session, g.view.as_ref());
        let mut expanded = self.panels.show_moves && sides.moves.is_some();
        let moves_width = sides.moves.unwrap_or(SideWidths::MOVES.0);
        let collapsed = egui::Panel::left("moves-collapsed").resizable(false).exact_size(34.0);
        let full = egui::Panel::left("moves")
            .default_size(moves_width)
            .size_range(SideWidths::MOVES.0..=moves_width.max(SideWidths::MOVES.0));
        let out = &mut self.commands;
        let verdicts: Vec<_> = g
            .current_review()
            .map(|r| r.moves.iter().map(|m| m.verdict).collect())
            .unwrap_or_default();
        egui::Panel::show_switched(ui, &mut expanded, collapsed, full, |ui, expanded| {
            if expanded {
                online::chat_panel(ui, g, out);
                move_list::show(ui, &g.session, &g.notes, &verdicts, out);
            } else if ui.button("»").on_hover_text(t!("moves-show")).clicked() {
                out.push(Command::ToggleMoves);
            }
        });
        if !expanded && self.panels.show_moves && sides.moves.is_some() {
            // Dragged shut by its edge.
            self.commands.push(Command::ToggleMoves);
        }
    }

    fn central(&mut self, ui: &mut Ui) {
        let g = match &mut self.screen {
            Screen::Welcome => return dialogs::welcome(ui, &self.files, &mut self.commands),
            Screen::Lessons => {
                let (progress, out) = (&self.files.progress, &mut self.commands);
                return lesson::lessons_screen(ui, progress, &mut self.lessons_game, out);
            }
            Screen::BeforeGame(screen) => {
                self.commands.extend(screen.ui(ui));
                return;
            }
            Screen::Editing { editor, .. } => return editor.ui(ui, &mut self.commands),
            Screen::Playing(g) => g,
        };
        if g.drawn != g.session.generation() {
            // The shown position may have changed: the view drops what it worked out.
            g.view.reset();
            g.drawn = g.session.generation();
        }
        let session = &g.session;
        // The computer's or the friend's turn: the board is shown, but clicks and hover notes
        // are not the person's to make (a click must never move the other side's pieces), and
        // online no hints mark the friend's pieces.
        let friend_turn = g.friend_to_move();
        let computer_turn = g.bot_to_move().is_some() || friend_turn;
        let last = session.cursor().checked_sub(1);
        let recent = recent_moves(session);
        self.keyboard.board_cursor.set_area(ui.max_rect());
        let press = self.keyboard.board_cursor.take_press();
        let ctx = BoardCtx {
            hints: self.board_prefs.hints && !friend_turn,
            level_numbers: self.board_prefs.level_numbers,
            last_move: last.map(|i| session.moves()[i].token.as_str()),
            recent: &recent,
            before: last.map(|i| session.position_at(i)),
            seats: session.seats(),
            replaying: g.replaying(),
            ply: session.cursor(),
            animate: self.files.settings.animations,
            press,
            press_cell: press.and(self.keyboard.board_cursor.cell()),
        };
        let mut ignored = Vec::new();
        let out = if computer_turn { &mut ignored } else { &mut self.commands };
        let hover = g.view.board(ui, session.position(), ctx, out).filter(|_| !computer_turn);
        if let Some(g) = self.screen.game() {
            self.computer.suggestion_markers(ui, g, &mut self.commands);
            let warnings = self.warnings_on();
            self.computer.warning_marks(ui, g, warnings, self.dialog.as_ref());
        }
        if let Some(g) = self.screen.game() {
            g.lesson_marks(ui);
        }
        if let Some(g) = self.screen.game() {
            self.keyboard.board_cursor.cell_nodes(ui, g);
        }
        if let Some(g) = self.screen.game() {
            self.keyboard.board_cursor.draw(ui, g);
        }
        if let Some(g) = self.screen.game() {
            self.review.marker(ui, g);
        }
        if hover != self.status.hover {
            if hover.is_some() {
                // The pointer aims somewhere new: an older message no longer applies.
                self.status.message = None;
            }
            self.status.hover = hover;
            // The status bar was drawn before the board: show the new note at once.
            ui.ctx().request_repaint();
        }
    }
}

impl eframe::App for StrataApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Closing the window stops the computer's search.
        self.computer.worker.cancel();
        self.shutdown();
    }
}
