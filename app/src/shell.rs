//! The shell shared by every game: menus, toolbar, status bar, move list, rules panel and
//! dialogs around the board of the game being played.
//!
//! Each frame draws from the state as it is and collects [`Command`]s; they run at the end of
//! the frame (`run`), the only place where the game changes.

use egui::Ui;
use strata_core::session::Session;
use strata_core::{GameId, Player};

use crate::command::{Command, LessonCommand, Note};
use crate::panels::move_list;
use crate::panels::new_game::{self, NewGameForm};
use crate::panels::rules::RulesPanel;
use crate::theme;
use crate::views::stratego::arrange::Arrangement;
use crate::views::{self, BoardCtx};

mod access;
mod ai;
mod bars;
mod board_cursor;
mod dialogs;
mod editor;
mod ending;
mod files;
mod guide;
mod layout;
mod lesson;
mod move_entry;
mod moves;
mod review;
mod screen;

use layout::{Panels, SideWidths};
use moves::{Effect, recent_moves};

use screen::{HIDDEN_PIECES, OpenGame, Screen};

/// Why Undo is off in a game with hidden pieces between two people.
const NO_TAKEBACKS: &str =
    "Moves cannot be taken back in this game: it would show the mover what the other player saw.";

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
        self.files_before_frame(ui.ctx());
        // The computer's answer first: its move runs with this frame's commands, as a click.
        self.ai_before_frame(ui.ctx());
        if ui.ctx().input_mut(|i| i.consume_shortcut(&move_entry::FOCUS)) {
            self.keyboard.move_entry.focus();
        }
        // Single keys are the shell's only while no text field is being typed in (a focused
        // button or the board, reached with Tab, leaves them to the shell).
        let typing = ui.ctx().text_edit_focused();
        if self.dialog.is_none() && self.screen.editor().is_none() && !typing {
            self.keys(ui.ctx());
        }
        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        egui::Panel::top("toolbar").show(ui, |ui| self.toolbar(ui));
        self.notices_panel(ui);
        self.lesson_panel(ui);
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
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
        self.dialogs(ui.ctx());
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
        self.ai_after_frame(ui.ctx());
        self.review.after_frame(self.screen.game_mut(), ui.ctx());
        self.files_after_frame(ui.ctx());
        if changed {
            // The frame was drawn before the commands ran: draw the result once more.
            ui.ctx().request_repaint();
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
                move_list::show(ui, &g.session, &g.notes, &verdicts, out);
            } else if ui.button("»").on_hover_text("Show the moves (Ctrl+M)").clicked() {
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
            Screen::Welcome => return self.welcome(ui),
            Screen::Lessons => return self.lessons_screen(ui),
            Screen::Arranging(arrangement) => {
                self.commands.extend(arrangement.ui(ui));
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
        // The computer's turn: the board is shown, but clicks and hover notes are not the
        // person's to make (a click must never move the computer's pieces).
        let computer_turn = session
            .position()
            .to_move()
            .and_then(|p| session.seats().get(p.index()))
            .is_some_and(|seat| seat.bot().is_some());
        let last = session.cursor().checked_sub(1);
        let recent = recent_moves(session);
        self.keyboard.board_cursor.set_area(ui.max_rect());
        let press = self.keyboard.board_cursor.take_press();
        let ctx = BoardCtx {
            hints: self.board_prefs.hints,
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
        self.suggestion_markers(ui);
        self.warning_marks(ui);
        self.lesson_marks(ui);
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

    // --- Running commands -------------------------------------------------------------------

    fn open(&mut self, session: Session) {
        let Some(mut view) = views::view_for(session.setup().id()) else {
            self.status.message =
                Some(Note::info(format!("{} is not available yet.", session.setup().id().title())));
            return;
        };
        view.set_rotation(self.files.rotation(session.setup().id()));
        let doc = files::Document::new();
        self.screen = Screen::Playing(Box::new(OpenGame {
            session,
            view,
            drawn: 0,
            over_closed: false,
            draw_offer: None,
            doc,
            review: None,
            lesson: None,
            notes: move_list::Notes::default(),
        }));
        self.computer.settings.estimates = Default::default();
        // The computer's thoughts were about the last game.
        self.computer.worker.cancel();
        self.review.worker.cancel();
        self.review.open = false;
        self.computer.suggestions = None;
        self.computer.settings.paused = false;
        self.status.message = None;
        // The typed move and the keyboard's cursor were about the last game's board.
        self.keyboard = Keyboard::default();
    }

    /// Plays a move at the shown position, once the game, the lesson and the learner's
    /// warnings allow it. True when the move was played (false: refused, or waiting for a
    /// confirmation).
    fn play(&mut self, token: String, confirmed: bool) -> bool {
        let Some(g) = self.screen.game_mut() else { return false };
        if let Err(effect) = g.may_play(&token, confirmed) {
            self.apply(effect);
            return false;
        }
        if !self.judge_lesson_move(&token) {
            return false;
        }
        if !confirmed && let Some(reply) = self.blunder_reply(&token) {
            self.apply(Effect::Ask(Dialog::ConfirmBlunder { token, reply }));
            return false;
        }
        let Some(g) = self.screen.game_mut() else { return false };
        let effect = g.play(&token);
        let played = matches!(effect, Effect::Changed);
        self.apply(effect);
        played
    }

    /// The reply that wins at once after `token`, when the learner's warnings are on for the
    /// person to move (not in a lesson, not in replay).
    fn blunder_reply(&mut self, token: &str) -> Option<String> {
        let warnings = self.warnings_on();
        let g = self.screen.game()?;
        let person = g.person_to_move().is_some();
        if !warnings || !person || g.lesson.is_some() || g.replaying() {
            return None;
        }
        let blunders = &self.learner_hints()?.blunders;
        blunders.iter().find(|b| b.mv == token).map(|b| b.reply.clone())
    }

    /// Applies what a change of the game on screen asked for (see [`Effect`]).
    fn apply(&mut self, effect: Effect) {
        match effect {
            Effect::None => {}
            Effect::Say(note) => self.status.message = Some(note),
            Effect::Ask(dialog) => self.dialog = Some(dialog),
            Effect::Changed | Effect::ChangedSaying(_) => {
                self.status.message = match effect {
                    Effect::ChangedSaying(note) => Some(note),
                    _ => None,
                };
                if self.screen.game().is_some_and(|g| g.session.position().outcome().is_some()) {
                    // A game that is over leaves the computer nothing to think about.
                    self.computer.worker.cancel();
                }
            }
        }
    }

    /// Runs `change` on the game on screen, if one is open, and applies its effect.
    fn on_game(&mut self, change: impl FnOnce(&mut OpenGame) -> Effect) {
        if let Some(g) = self.screen.game_mut() {
            let effect = change(g);
            self.apply(effect);
        }
    }

    /// The generation of the game on screen (see [`Session::generation`]); 0 without one.
    fn generation(&self) -> u64 {
        self.screen.game().map_or(0, |g| g.session.generation())
    }

    fn run(&mut self, command: Command) {
        match command {
            Command::NewGameDialog => {
                let id = self.screen.game().map(|g| g.session.setup().id());
                self.dialog = Some(Dialog::NewGame(self.files.new_game_form(id)));
            }
            Command::Start(setup, seats) => {
                if let Some(Dialog::NewGame(form)) = self.dialog.take() {
                    self.files.settings.new_game = form;
                }
                match Session::new(setup, seats) {
                    Ok(session) => self.open(session),
                    Err(e) => self.status.message = Some(Note::info(e)),
                }
            }
            Command::ArrangeArmies { rules, seats, last } => {
                if let Some(Dialog::NewGame(form)) = self.dialog.take() {
                    self.files.settings.new_game = form;
                }

                self.status.message = None;
                let library = self.files.setup_library();
                let arrangement = Arrangement::new(rules, seats, last.as_ref(), library);
                self.screen = Screen::Arranging(Box::new(arrangement));
            }
            Command::CancelArrangement => self.screen = Screen::Welcome,
            Command::Rematch => {
                let Some(g) = self.screen.game() else { return };
                if g.lesson.is_some() {
                    self.run_lesson(LessonCommand::Again);
                } else if g.session.start_position().is_some() {
                    // An edited position is played again from that position.
                    let session = g.session.restarted();
                    self.open(session);
                    self.status.message = Some(Note::info("The same position again."));
                } else {
                    let (setup, seats) = (g.session.setup().clone(), g.session.seats().to_vec());
                    self.run(new_game::begin(setup, seats, true));
                }
            }
            Command::Play(token) => {
                self.play(token, false);
            }
            Command::ComputerMove { token, line, stamp } if stamp == self.generation() => {
                let played = self.play(token, false);
                self.computer_played(played, line);
            }
            // Found for a position no longer on the board.
            Command::ComputerMove { .. } => {}
            Command::ConfirmDiscard(yes) => {
                if let Some(Dialog::ConfirmDiscard(token)) = self.dialog.take()
                    && yes
                {
                    self.play(token, true);
                }
            }
            Command::ConfirmBlunder(yes) => {
                if let Some(Dialog::ConfirmBlunder { token, .. }) = self.dialog.take()
                    && yes
                {
                    self.play(token, true);
                }
            }
            Command::Undo if self.screen.game().is_some_and(|g| g.lesson.is_some()) => {
                // A lesson's step is tried again from its start rather than taken back.
                self.run_lesson(LessonCommand::Again);
            }
            Command::Undo => self.on_game(|g| g.step(-1, false)),
            Command::Redo => self.on_game(|g| g.step(1, false)),
            Command::Step(d) => self.on_game(|g| g.step(d, true)),
            Command::GoTo(ply) => self.on_game(|g| g.browse(ply)),
            Command::BackToGame => {
                if let Some(g) = self.screen.game_mut() {
                    g.session.back_to_game();
                }
            }
            Command::ToggleRules => self.panels.rules.open = !self.panels.rules.open,
            Command::ToggleMoves => {
                let shown = self.panels.show_moves
                    && SideWidths::for_window(self.panels.width, self.panels.rules.open)
                        .moves
                        .is_some();
                self.panels.show_moves = !shown;
                if self.panels.show_moves
                    && SideWidths::for_window(self.panels.width, self.panels.rules.open)
                        .moves
                        .is_none()
                {
                    // Too narrow for both: the move list asked for wins over the rules.
                    self.panels.rules.open = false;
                }
            }
            Command::ShowRule(rule) => self.panels.rules.open_at(rule),
            Command::HowToPlay => self.panels.rules.open_at_start(),
            Command::RulesOf(id) => {
                self.panels.rules.game = Some(id);
                self.panels.rules.open_at_start();
            }
            Command::QuickStart(id, computer) => self.quick_start(id, computer),
            Command::EditPosition(_)
            | Command::CopyPositionText
            | Command::ReviewGame
            | Command::StartReview(_)
                if self.screen.game().and_then(OpenGame::hides_pieces).is_some() =>
            {
                self.status.message = Some(Note::info(HIDDEN_PIECES));
            }
            Command::EditPosition(start) => {
                let Some(g) = self.screen.game() else { return };
                let opened = editor::open(&g.session, start);
                if opened.fell_back {
                    self.status.message = Some(Note::info(editor::FELL_BACK));
                }
                if let Some(editor) = opened.editor {
                    // The computer does not move while the position is edited.
                    self.computer.worker.cancel();
                    self.screen.edit(editor);
                }
            }
            Command::CopyPositionText => {
                if let Some(g) = self.screen.game() {
                    self.clipboard = Some(g.session.position().position_text());
                    self.status.message =
                        Some(Note::info("The position text is on the clipboard."));
                }
            }
            Command::PlayFromEditor => {
                let Some(editor) = self.screen.editor() else { return };
                match editor::edited_game(editor) {
                    Ok(session) => {
                        self.open(session);
                        let text = "A new game from the edited position.";
                        self.status.message = Some(Note::info(text));
                    }
                    Err(e) => self.status.message = Some(Note::info(e)),
                }
            }
            Command::CloseEditor => self.screen.close_editor(),
            Command::StartPosition(save) => {
                if let Some(Dialog::NewGame(form)) = self.dialog.take() {
                    self.files.settings.new_game = form;
                }
                match Session::from_save(&save) {
                    Ok(session) => {
                        if let Some(puzzle) = lesson::Coaching::of_example(&save) {
                            // Its task stays above the board, as a lesson's does.
                            self.open_step(puzzle);
                        } else {
                            self.open(session);
                            let title = save.title.unwrap_or_default();
                            let about = save.description.unwrap_or_default();
                            self.status.message = Some(Note::info(format!("{title}: {about}")));
                        }
                    }
                    Err(e) => self.status.message = Some(Note::info(e.to_string())),
                }
            }
            Command::Lesson(command) => self.run_lesson(command),
            Command::About => self.dialog = Some(Dialog::About),
            Command::Shortcuts => self.dialog = Some(Dialog::Shortcuts),
            Command::Guide => self.dialog = Some(Dialog::Guide),
            Command::ToggleHints => self.board_prefs.hints = !self.board_prefs.hints,
            Command::CloseDialog => self.dialog = None,
            Command::CloseGameOver => {
                if let Some(g) = self.screen.game_mut() {
                    g.over_closed = true;
                }
            }
            Command::Say(note) => self.status.message = Some(note),
            Command::Suggest => self.computer.settings.suggest_asked = true,
            Command::MoveNow => self.move_now(),
            Command::TogglePause => self.toggle_pause(),
            Command::SetSeat(..)
                if let Some(why) = self.screen.game().and_then(OpenGame::seats_fixed) =>
            {
                self.status.message = Some(Note::info(why));
            }
            Command::SetSeat(index, seat) => {
                if let Some(g) = self.screen.game_mut() {
                    g.session.set_seat(index, seat);
                    // Whoever thought for the seat before stops.
                    self.computer.worker.cancel();
                }
            }
            Command::File(command) => self.file_command(command),
            Command::Quit => {}
            Command::AskResign(p) => self.on_game(|g| g.ask_resign(p)),
            Command::OfferDraw(p) => {
                let estimates = self.computer.settings.estimates;
                self.on_game(|g| g.offer_draw(p, &estimates));
            }
            Command::AnswerDraw(accept) => self.on_game(|g| g.answer_draw(accept)),
            Command::ReviewGame => {
                if let Some(g) = self.screen.game_mut() {
                    // The game-over dialog gives way to the review.
                    g.over_closed = true;
                    self.review.asked = Some(None);
                }
            }
            Command::StartReview(depth) => self.review.asked = Some(Some(depth)),
            Command::CancelReview => self.review.worker.cancel(),
            Command::CloseReview => {
                self.review.open = false;
                self.review.worker.cancel();
            }
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
