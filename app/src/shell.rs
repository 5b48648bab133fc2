//! The shell shared by every game: menus, toolbar, status bar, move list, rules panel and
//! dialogs around the board of the game being played.
//!
//! Each frame draws from the state as it is and collects [`Command`]s; they run at the end of
//! the frame (`run`), the only place where the game changes.

use egui::{Align, Button, Key, KeyboardShortcut, Layout, Modifiers, RichText, Ui};
use strata_core::save::Seat;
use strata_core::session::Session;
use strata_core::{GameId, Outcome, Player};

use crate::ai_worker::AiWorker;
use crate::command::{Command, Note, Tone};
use crate::panels::move_list;
use crate::panels::new_game::{self, NewGameForm, Table};
use crate::panels::rules::RulesPanel;
use crate::theme::{self, BAD, GOOD, display_name};
use crate::views::stratego::arrange::Arrangement;
use crate::views::{self, BoardCtx, GameView};

mod ai;
mod editor;
mod ending;
mod files;
mod puzzle;
mod review;
mod screen;

use screen::{HIDDEN_PIECES, OpenGame, Screen};

const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
const REDO: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
const REDO_Y: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
const EDIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::E);
const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
const MOVES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::M);
const REVIEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::R);

/// The shell's own keys, for the Help menu (the views add theirs).
const KEYS: &[(&str, &str)] = &[
    ("Ctrl+N", "New game"),
    ("Ctrl+O", "Open a saved game"),
    ("Ctrl+S", "Save"),
    ("Ctrl+Q", "Quit"),
    ("Ctrl+Shift+S", "Save as"),
    ("Ctrl+Z", "Undo"),
    ("Ctrl+Shift+Z, Ctrl+Y", "Redo"),
    ("Left / Right", "Step through the moves (replay)"),
    ("H", "Suggest a move (the computer's three best)"),
    ("P", "Pause or resume the computer's moves"),
    ("Ctrl+R", "Review the game: the computer judges every move"),
    ("F1", "Show or hide the rules"),
    ("Ctrl+M", "Show or hide the move list"),
    ("Ctrl+E", "Edit the position (as position text)"),
];

/// Why Undo is off in a game with hidden pieces between two people.
const NO_TAKEBACKS: &str =
    "Moves cannot be taken back in this game: it would show the mover what the other player saw.";

#[derive(Debug)]
enum Dialog {
    NewGame(NewGameForm),
    /// A move played from a past position, waiting for "discard the later moves?".
    ConfirmDiscard(String),
    File(files::FileDialog),
    ConfirmResign(Player),
    About,
    Shortcuts,
    /// Three or four players agree to a draw.
    ConfirmDraw,
}

pub struct StrataApp {
    /// What fills the window: the start screen, Stratego's setup, a game or the editor.
    screen: Screen,
    dialog: Option<Dialog>,
    rules: RulesPanel,
    hints: bool,
    level_numbers: bool,
    /// The player wants the move list (it still folds away when the window is too narrow).
    show_moves: bool,
    /// The window's width last frame, for commands that open a side panel.
    width: f32,
    /// The status line's message: a refused move, or a view's explanation of a click.
    message: Option<Note>,
    /// What the board's pointer aims at (last frame).
    hover: Option<Note>,
    commands: Vec<Command>,
    /// Bumped whenever the shown position may have changed, so views drop their caches.
    revision: u64,
    view_revision: u64,
    /// Saved games, autosave and settings.
    files: files::Files,
    /// The computer's search under way, if any.
    ai: AiWorker,
    ai_settings: ai::AiSettings,
    /// Moves suggested to the person to move.
    suggestions: Option<ai::Suggestions>,
    /// The review panel and the review under way.
    review: review::ReviewState,
    /// Text a command put on the clipboard, handed to the system at the end of the frame.
    clipboard: Option<String>,
}

impl std::fmt::Debug for StrataApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StrataApp")
            .field("game", &self.screen.game().map(|g| g.session.setup().id()))
            .field("dialog", &self.dialog)
            .field("message", &self.message)
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
            rules: RulesPanel::default(),
            hints: true,
            level_numbers: false,
            show_moves: true,
            width: f32::INFINITY,
            message: None,
            hover: None,
            commands: Vec::new(),
            revision: 1,
            view_revision: 0,
            files: files::Files::default(),
            ai: AiWorker::default(),
            ai_settings: ai::AiSettings::default(),
            suggestions: None,
            review: review::ReviewState::default(),
            clipboard: None,
        };
        if let Some(session) = session {
            app.open(session);
        }
        app
    }

    /// Shows a message in the status line (e.g. a file that could not be opened).
    pub fn say(&mut self, note: Note) {
        self.message = Some(note);
    }

    // --- Read access for tests and benchmarks ----------------------------------------------

    pub fn session(&self) -> Option<&Session> {
        self.screen.game().map(|g| &g.session)
    }

    pub fn message(&self) -> Option<&Note> {
        self.message.as_ref()
    }

    pub fn rules_focus(&self) -> Option<&'static str> {
        self.rules.open.then_some(self.rules.focus).flatten()
    }

    /// Where a cell or placement is on the board drawn last frame (see [`GameView::locate`]).
    pub fn locate(&self, target: &str) -> Option<egui::Pos2> {
        if let Some(arrangement) = self.screen.arrangement() {
            return arrangement.locate(target);
        }
        if let Some(editor) = self.screen.editor() {
            return editor.locate(target);
        }
        let g = self.screen.game()?;
        g.view.locate(g.session.position(), target)
    }

    /// Queues a command as if the UI had sent it.
    pub fn push(&mut self, command: Command) {
        self.commands.push(command);
    }

    // --- The frame --------------------------------------------------------------------------

    /// Draws one frame in `ui` (the whole window) and runs what it asked for.
    pub fn show(&mut self, ui: &mut Ui) {
        self.files_before_frame(ui.ctx());
        if self.dialog.is_none() && self.screen.editor().is_none() {
            self.keys(ui.ctx());
        }
        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        egui::Panel::top("toolbar").show(ui, |ui| self.toolbar(ui));
        self.notices_panel(ui);
        self.puzzle_panel(ui);
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
        self.width = ui.available_width();
        let sides = SideWidths::for_window(self.width, self.rules.open || self.review.open);
        if self.screen.game().is_some() {
            self.move_list_panel(ui, sides);
            if self.review.open {
                let panel = egui::Panel::right("review")
                    .default_size(sides.rules)
                    .size_range(SideWidths::RULES.0..=sides.rules);
                panel.show(ui, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| self.review_panel(ui));
                });
            }
        }
        if self.rules.open {
            let id = self.screen.game().map(|g| g.session.setup().id()).or(self.rules.game);
            self.rules.show(ui, id, sides.rules, &mut self.commands);
        }
        let replaying = self.screen.game().is_some_and(|g| g.replay_from.is_some());
        let mut board_frame = egui::Frame::central_panel(ui.style());
        if replaying {
            // Replay looks like replay: the board sits in a frame of the focus colour.
            board_frame = board_frame.stroke(egui::Stroke::new(3.0, theme::FOCUS));
        }
        egui::CentralPanel::default().frame(board_frame).show(ui, |ui| self.central(ui));
        self.dialogs(ui.ctx());
        let changed = !self.commands.is_empty();
        for command in std::mem::take(&mut self.commands) {
            if command == Command::Quit {
                // Closing runs `on_exit`: the autosave and settings are written.
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                continue;
            }
            self.run(command);
        }
        if let Some(text) = self.clipboard.take() {
            ui.ctx().copy_text(text);
        }
        self.ai_after_frame(ui.ctx());
        self.review_after_frame(ui.ctx());
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
        let mut expanded = self.show_moves && sides.moves.is_some();
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
                move_list::show(ui, &g.session, g.view.as_ref(), &g.notes, &verdicts, out);
            } else if ui.button("»").on_hover_text("Show the moves (Ctrl+M)").clicked() {
                out.push(Command::ToggleMoves);
            }
        });
        if !expanded && self.show_moves && sides.moves.is_some() {
            // Dragged shut by its edge.
            self.commands.push(Command::ToggleMoves);
        }
    }

    fn keys(&mut self, ctx: &egui::Context) {
        let out = &mut self.commands;
        ctx.input_mut(|i| {
            // The most specific shortcut first: Ctrl+Shift+Z also matches Ctrl+Z.
            if i.consume_shortcut(&REDO) || i.consume_shortcut(&REDO_Y) {
                out.push(Command::Redo);
            }
            if i.consume_shortcut(&UNDO) {
                out.push(Command::Undo);
            }
            if i.consume_shortcut(&NEW) {
                out.push(Command::NewGameDialog);
            }
            if i.consume_shortcut(&QUIT) {
                out.push(Command::Quit);
            }
            if i.consume_shortcut(&EDIT) {
                out.push(Command::EditPosition(false));
            }
            if i.consume_shortcut(&REVIEW) {
                out.push(Command::ReviewGame);
            }
            files::keys(i, out);
            if i.consume_key(Modifiers::NONE, Key::F1) {
                out.push(Command::ToggleRules);
            }
            if i.consume_shortcut(&MOVES) {
                out.push(Command::ToggleMoves);
            }
            if i.consume_key(Modifiers::NONE, Key::ArrowLeft) {
                out.push(Command::Step(-1));
            }
            if i.consume_key(Modifiers::NONE, Key::ArrowRight) {
                out.push(Command::Step(1));
            }
            if i.consume_key(Modifiers::NONE, Key::H) {
                out.push(Command::Suggest);
            }
            if i.consume_key(Modifiers::NONE, Key::P) {
                out.push(Command::TogglePause);
            }
        });
        if let Some(g) = self.screen.game_mut() {
            ctx.input_mut(|i| g.view.keys(i));
        }
    }

    fn menu_bar(&mut self, ui: &mut Ui) {
        let out = &mut self.commands;
        let in_game = self.screen.game().is_some();
        let (can_undo, can_redo) = self.screen.game().map_or((false, false), |g| {
            (g.takebacks() && g.session.can_undo(), g.takebacks() && g.session.can_redo())
        });
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| {
                let new = Button::new("New game...").shortcut_text(ui.ctx().format_shortcut(&NEW));
                if ui.add(new).clicked() {
                    out.push(Command::NewGameDialog);
                }
                if ui.add_enabled(in_game, Button::new("Rematch")).clicked() {
                    out.push(Command::Rematch);
                }
                ui.separator();
                files::menu(ui, &self.files, in_game, out);
                ui.separator();
                let quit = Button::new("Quit").shortcut_text(ui.ctx().format_shortcut(&QUIT));
                if ui.add(quit).clicked() {
                    out.push(Command::Quit);
                }
            });
            ui.menu_button("Edit", |ui| {
                let undo = Button::new("Undo").shortcut_text(ui.ctx().format_shortcut(&UNDO));
                if ui.add_enabled(can_undo, undo).clicked() {
                    out.push(Command::Undo);
                }
                let redo = Button::new("Redo").shortcut_text(ui.ctx().format_shortcut(&REDO));
                if ui.add_enabled(can_redo, redo).clicked() {
                    out.push(Command::Redo);
                }
            });
            ui.menu_button("Game", |ui| {
                if let Some(g) = self.screen.game() {
                    ending::menu(ui, g, out);
                    ui.separator();
                    // Greyed out, with the reason, while they would show hidden pieces.
                    let hidden = g.hides_pieces();
                    let open = |ui: &mut Ui, button: Button<'_>, hover: &str| {
                        let response = ui.add_enabled(hidden.is_none(), button).on_hover_text(hover);
                        response.on_disabled_hover_text(hidden.unwrap_or_default()).clicked()
                    };
                    let edit = Button::new("Edit position...")
                        .shortcut_text(ui.ctx().format_shortcut(&EDIT));
                    if open(ui, edit, "Change the position on the board and play on from it") {
                        out.push(Command::EditPosition(false));
                    }
                    let start = Button::new("Edit the start position...");
                    if open(ui, start, "Change the position the game started from") {
                        out.push(Command::EditPosition(true));
                    }
                    let copy = Button::new("Copy position text");
                    let about = "The position on the board as one line, for `strata play --position` or the editor";
                    if open(ui, copy, about) {
                        out.push(Command::CopyPositionText);
                    }
                    let paste = Button::new("Paste position text...");
                    if open(ui, paste, "Open the editor on the position text on the clipboard") {
                        // The clipboard comes back as a paste event, which the editor reads.
                        out.push(Command::EditPosition(false));
                        ui.ctx().send_viewport_cmd(egui::ViewportCommand::RequestPaste);
                    }
                    ui.separator();
                }
                let review =
                    Button::new("Review game...").shortcut_text(ui.ctx().format_shortcut(&REVIEW));
                let hidden = self.screen.game().and_then(OpenGame::hides_pieces);
                let can_review = self.screen.game().is_some_and(|g| !g.session.moves().is_empty());
                if ui
                    .add_enabled(can_review && hidden.is_none(), review)
                    .on_hover_text(
                        "The computer judges every move and shows where the game was won and lost",
                    )
                    .on_disabled_hover_text(hidden.unwrap_or_default())
                    .clicked()
                {
                    out.push(Command::ReviewGame);
                }
                ui.separator();
                ai::game_menu(ui, self.screen.game(), out);
            });
            ui.menu_button("View", |ui| {
                let mut open = self.rules.open;
                if ui.checkbox(&mut open, "Rules panel (F1)").changed() {
                    out.push(Command::ToggleRules);
                }
                let mut moves = self.show_moves;
                if ui.checkbox(&mut moves, "Move list (Ctrl+M)").changed() {
                    out.push(Command::ToggleMoves);
                }
                let mut hints = self.hints;
                if ui.checkbox(&mut hints, "Hints").changed() {
                    out.push(Command::ToggleHints);
                }
                if self.screen.game().is_some_and(|g| g.view.uses_level_numbers()) {
                    ui.checkbox(&mut self.level_numbers, "Level numbers");
                }
                ui.checkbox(&mut self.files.settings.animations, "Animations");
                files::theme_menu(ui, &mut self.files.settings.theme);
            });
            // Short items only: the menu must fit a small window (the shortcut list, which
            // grows with every game, has its own scrolling dialog).
            ui.menu_button("Help", |ui| {
                let how = match self.screen.game() {
                    Some(g) => format!("How to play {}", g.session.setup().id().title()),
                    None => "How to play".to_string(),
                };
                if ui.button(how).clicked() {
                    out.push(Command::HowToPlay);
                }
                if ui.button("Rules (F1)").clicked() {
                    out.push(Command::ToggleRules);
                }
                if ui.button("Keyboard shortcuts...").clicked() {
                    out.push(Command::Shortcuts);
                }
                ui.menu_button("How a review judges moves", |ui| {
                    ui.set_max_width(360.0);
                    ui.label(review_help());
                });
                ui.separator();
                if ui.button("About Strata").clicked() {
                    out.push(Command::About);
                }
            });
        });
    }

    /// The toolbar. Rules sits at the right edge and is always there; in a narrow window the
    /// board's own buttons and the display switches move into a "More" menu beside it.
    fn toolbar(&mut self, ui: &mut Ui) {
        let compact = ui.available_width() < Self::FULL_TOOLBAR;
        let right_first = Layout::right_to_left(Align::Center);
        ui.horizontal(|ui| {
            ui.with_layout(right_first, |ui| {
                let label = if self.rules.open { "Hide rules" } else { "Rules" };
                if ui.button(label).on_hover_text("The rules of this game (F1)").clicked() {
                    self.commands.push(Command::ToggleRules);
                }
                if compact && self.screen.game().is_some() {
                    ui.menu_button("More", |ui| self.toolbar_extras(ui));
                }
                ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                    if ui.button("New game").on_hover_text("Start a new game (Ctrl+N)").clicked() {
                        self.commands.push(Command::NewGameDialog);
                    }
                    let Some(g) = self.screen.game_mut() else { return };
                    ui.separator();
                    let takebacks = g.takebacks();
                    let undo =
                        ui.add_enabled(takebacks && g.session.can_undo(), Button::new("Undo"));
                    let undo =
                        if takebacks { undo } else { undo.on_disabled_hover_text(NO_TAKEBACKS) };
                    if undo.on_hover_text("Take back the last move (Ctrl+Z)").clicked() {
                        self.commands.push(Command::Undo);
                    }
                    let redo =
                        ui.add_enabled(takebacks && g.session.can_redo(), Button::new("Redo"));
                    if redo.on_hover_text("Play the move again (Ctrl+Shift+Z or Ctrl+Y)").clicked()
                    {
                        self.commands.push(Command::Redo);
                    }
                    ui.separator();
                    self.ai_toolbar(ui);
                    if !compact {
                        ui.separator();
                        self.toolbar_extras(ui);
                    }
                });
            })
        });
    }

    /// The toolbar is whole from this width on; below it, [`Self::toolbar_extras`] fold into
    /// "More".
    const FULL_TOOLBAR: f32 = 1060.0;

    /// The board's own buttons (turning it), Hints and Level numbers.
    fn toolbar_extras(&mut self, ui: &mut Ui) {
        let Some(g) = self.screen.game_mut() else { return };
        g.view.toolbar(ui);
        let level_numbers = g.view.uses_level_numbers();
        ui.separator();
        let mut hints = self.hints;
        if ui.checkbox(&mut hints, "Hints").on_hover_text("Show legal targets").changed() {
            self.commands.push(Command::ToggleHints);
        }
        if level_numbers {
            ui.checkbox(&mut self.level_numbers, "Level numbers");
        }
    }

    fn status_bar(&mut self, ui: &mut Ui) {
        ui.add_space(2.0);
        let Some(g) = self.screen.game() else {
            let text = if self.screen.arrangement().is_some() {
                "Stratego: set up the armies, then the game begins."
            } else {
                "Choose a game to play."
            };
            ui.label(text);
            self.message_line(ui);
            return;
        };
        if let Some(from) = g.replay_from {
            // Replay: one banner, and nothing that reads as the game's current state.
            let (cursor, total) = (g.session.cursor(), g.session.moves().len());
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(format!("Viewing move {cursor} of {total}"))
                        .strong()
                        .color(theme::FOCUS),
                );
                ui.label("— a move played here replaces the later ones.");
                if ui
                    .button("Back to the game")
                    .on_hover_text(format!("Return to move {from}"))
                    .clicked()
                {
                    self.commands.push(Command::BackToGame);
                }
            });
            self.message_line(ui);
            return;
        }
        let game = g.session.position();
        let id = game.id();
        ui.horizontal_wrapped(|ui| {
            match (game.to_move(), game.outcome()) {
                (_, Some(outcome)) => {
                    ui.strong(format!("Game over: {}", result_text(game.player_names(), &outcome)));
                }
                (Some(p), None) => {
                    theme::swatch(ui, id, p);
                    ui.strong(format!("{} to move", display_name(game.player_names()[p.index()])));
                    ui.label(format!("— {}", g.view.phase(game)));
                }
                (None, None) => {}
            }
            for item in g.view.stock(game) {
                ui.separator();
                ui.label(item);
            }
            if let Some(scores) = game.scores() {
                ui.separator();
                ui.label(g.view.score_label());
                for (i, score) in scores.iter().enumerate() {
                    theme::swatch(ui, id, Player(i as u8));
                    ui.label(score.to_string());
                }
            }
        });
        self.ai_status(ui);
        if let Some(g) = self.screen.game() {
            ending::offer_banner(ui, g, &mut self.commands);
        }
        self.message_line(ui);
    }

    /// The refused move or explanation, with its rule as a link into the rules panel.
    fn message_line(&mut self, ui: &mut Ui) {
        let note = self.message.as_ref().or(self.hover.as_ref());
        ui.horizontal(|ui| {
            let Some(note) = note else {
                ui.label(" ");
                return;
            };
            let (prefix, colour) = match note.tone {
                Tone::Refused => ("Not allowed: ", BAD),
                Tone::Good => ("", GOOD),
                Tone::Info => ("", ui.visuals().text_color()),
                Tone::Warning => ("", BAD),
            };
            ui.label(RichText::new(format!("{prefix}{}", note.text)).color(colour));
            let game = self.screen.game().map(|g| g.session.setup().id());
            match (note.rule, game) {
                (Some(rule), Some(id)) if crate::rules::find(id, rule).is_some() => {
                    let link = ui.link(rule).on_hover_text(format!("Open the rules at {rule}"));
                    if link.clicked() {
                        self.commands.push(Command::ShowRule(rule));
                    }
                }
                (Some(rule), _) => {
                    ui.label(format!("({rule})"));
                }
                (None, _) => {}
            }
        });
    }

    fn central(&mut self, ui: &mut Ui) {
        let g = match &mut self.screen {
            Screen::Welcome => return self.welcome(ui),
            Screen::Arranging(arrangement) => {
                self.commands.extend(arrangement.ui(ui));
                return;
            }
            Screen::Editing { .. } => return self.editor_ui(ui),
            Screen::Playing(g) => g,
        };
        if self.view_revision != self.revision {
            g.view.reset();
            self.view_revision = self.revision;
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
        let ctx = BoardCtx {
            hints: self.hints,
            level_numbers: self.level_numbers,
            last_move: last.map(|i| session.moves()[i].token.as_str()),
            recent: &recent,
            before: last.map(|i| session.position_at(i)),
            seats: session.seats(),
            replaying: g.replay_from.is_some(),
            ply: session.cursor(),
            animate: self.files.settings.animations,
        };
        let mut ignored = Vec::new();
        let out = if computer_turn { &mut ignored } else { &mut self.commands };
        let hover = g.view.board(ui, session.position(), ctx, out).filter(|_| !computer_turn);
        self.suggestion_markers(ui);
        self.review_marker(ui);
        if hover != self.hover {
            if hover.is_some() {
                // The pointer aims somewhere new: an older message no longer applies.
                self.message = None;
            }
            self.hover = hover;
            // The status bar was drawn before the board: show the new note at once.
            ui.ctx().request_repaint();
        }
    }

    /// The start screen: each game with its one-line description, one click to play it
    /// against the computer or between people, its options, and its rules.
    fn welcome(&mut self, ui: &mut Ui) {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space((ui.available_height() * 0.08).min(48.0));
                ui.heading(RichText::new("Strata").size(40.0));
                ui.label("Four strategy games at one computer: against the computer or a friend.");
                ui.add_space(16.0);
                files::start_screen(ui, &self.files, &mut self.commands);
                for game in GameId::ALL {
                    self.welcome_game(ui, game);
                    ui.add_space(10.0);
                }
            });
        });
    }

    fn welcome_game(&mut self, ui: &mut Ui, game: GameId) {
        let out = &mut self.commands;
        let frame = egui::Frame::group(ui.style()).inner_margin(10.0);
        frame.show(ui, |ui| {
            ui.set_width(520.0);
            ui.vertical_centered(|ui| {
                let options =
                    Button::new(RichText::new(format!("Play {}", game.title())).size(18.0));
                if ui.add(options).on_hover_text("Choose the options and who plays").clicked() {
                    self.dialog = Some(Dialog::NewGame(self.files.new_game_form(Some(game))));
                }
                ui.label(crate::rules::summary(game));
                // Three buttons of one width, centred under the title. Each is named with its
                // game for a screen reader, which does not see the card around it.
                let size = egui::vec2(140.0, 24.0);
                let row = 3.0 * size.x + 2.0 * ui.spacing().item_spacing.x;
                let title = game.title();
                let buttons = [
                    ("Play the computer", format!("Play {title} against the computer")),
                    ("Two players", format!("Play {title} with two players at this computer")),
                    ("How to play", format!("How to play {title}")),
                ];
                ui.horizontal(|ui| {
                    ui.add_space(((ui.available_width() - row) / 2.0).max(0.0));
                    for (i, (text, name)) in buttons.into_iter().enumerate() {
                        let text = if i == 0 { RichText::new(text).strong() } else { text.into() };
                        let button = ui.add(Button::new(text).min_size(size));
                        button.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &name)
                        });
                        if button.on_hover_text(&name).clicked() {
                            out.push(match i {
                                0 => Command::QuickStart(game, true),
                                1 => Command::QuickStart(game, false),
                                _ => Command::RulesOf(game),
                            });
                        }
                    }
                });
            });
        });
    }

    /// Starts `game` at once with the options last used for it, against the computer (at the
    /// level last chosen, Medium at first) or between people; remembered like the dialog.
    fn quick_start(&mut self, game: GameId, computer: bool) {
        let mut form = self.files.new_game_form(Some(game));
        let table = match (computer, form.table()) {
            (false, _) => Table::People,
            (true, Table::Computer(bot)) => Table::Computer(bot),
            (true, _) => Table::Computer(strata_core::ai::Bot::Medium),
        };
        form.set_table(table);
        match form.start() {
            Ok(command) => {
                // Started as if from the dialog, so the choice is remembered the same way.
                self.dialog = Some(Dialog::NewGame(form));
                self.run(command);
            }
            Err(e) => self.message = Some(Note::info(e)),
        }
    }

    fn dialogs(&mut self, ctx: &egui::Context) {
        match &mut self.dialog {
            Some(Dialog::NewGame(form)) => {
                let response = theme::dialog("new-game").show(ctx, |ui| form.ui(ui));
                if let Some(command) = response.inner {
                    self.commands.push(command);
                } else if response.should_close() {
                    // Escape or a click beside the dialog.
                    self.commands.push(Command::CloseDialog);
                }
            }
            Some(Dialog::ConfirmDiscard(token)) => {
                let later = self.screen.game().map_or(0, |g| g.session.moves_after_cursor());
                let token = token.clone();
                let text = format!(
                    "You are looking at an earlier position. Playing {token} here discards the {later} later move{}.",
                    if later == 1 { "" } else { "s" }
                );
                let question = "Play from this position?";
                let buttons = ["Discard and play", "Cancel"];
                if let Some(answer) = theme::confirm(ctx, "discard", question, &text, buttons) {
                    self.commands.push(Command::ConfirmDiscard(answer));
                }
            }
            Some(Dialog::File(dialog)) => self.commands.extend(dialog.show(ctx)),
            Some(Dialog::ConfirmResign(p)) => {
                let p = *p;
                self.resign_dialog(ctx, p);
            }
            Some(Dialog::ConfirmDraw) => self.draw_dialog(ctx),
            Some(Dialog::About) => {
                let response = theme::dialog("about").show(ctx, about);
                if response.inner || response.should_close() {
                    self.commands.push(Command::CloseDialog);
                }
            }
            Some(Dialog::Shortcuts) => {
                let response = theme::dialog("keyboard-shortcuts").show(ctx, shortcuts);
                if response.inner || response.should_close() {
                    self.commands.push(Command::CloseDialog);
                }
            }
            None => self.game_over(ctx),
        }
    }

    fn game_over(&mut self, ctx: &egui::Context) {
        let Some(g) = self.screen.game() else { return };
        let game = g.session.position();
        let Some(outcome) = game.outcome() else { return };
        if g.over_closed || g.replay_from.is_some() || g.puzzle.is_some() {
            // A puzzle's banner says how it ended, with what to do next.
            return;
        }
        let id = game.id();
        let names = game.player_names();
        let mut rule = None;
        let response = theme::dialog("game-over").show(ctx, |ui| {
            ui.set_width(340.0);
            ui.heading("Game over");
            ui.label(RichText::new(result_text(names, &outcome)).size(18.0));
            if let Some(agreement) = g.session.agreement() {
                ui.label(move_list::agreement_text(agreement));
            } else if let Some(reason) = game.end_reason() {
                // Why, with the rule (a link into the rules panel).
                ui.horizontal_wrapped(|ui| {
                    ui.label(&reason.text);
                    let link = ui.link(reason.rule);
                    if link.on_hover_text(format!("Open the rules at {}", reason.rule)).clicked() {
                        rule = Some(reason.rule);
                    }
                });
            }
            if let Some(scores) = game.scores() {
                ui.add_space(4.0);
                egui::Grid::new("final-scores").show(ui, |ui| {
                    for (i, score) in scores.iter().enumerate() {
                        theme::swatch(ui, id, Player(i as u8));
                        ui.label(display_name(names.get(i).copied().unwrap_or("?")));
                        ui.label(score.to_string());
                        ui.end_row();
                    }
                });
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Rematch").clicked() {
                    return Some(Command::Rematch);
                }
                if ui.button("New game...").clicked() {
                    return Some(Command::NewGameDialog);
                }
                if ui
                    .button("Review game")
                    .on_hover_text("The computer judges every move (Ctrl+R)")
                    .clicked()
                {
                    return Some(Command::ReviewGame);
                }
                ui.button("Look at the board").clicked().then_some(Command::CloseGameOver)
            })
            .inner
        });
        if let Some(rule) = rule {
            // The rule's text in the panel, beside the board.
            self.commands.extend([Command::ShowRule(rule), Command::CloseGameOver]);
        } else if let Some(command) = response.inner {
            self.commands.push(command);
        } else if response.should_close() {
            self.commands.push(Command::CloseGameOver);
        }
    }

    // --- Running commands -------------------------------------------------------------------

    fn open(&mut self, session: Session) {
        let Some(mut view) = views::view_for(session.setup().id()) else {
            self.message =
                Some(Note::info(format!("{} is not available yet.", session.setup().id().title())));
            return;
        };
        view.set_rotation(self.files.rotation(session.setup().id()));
        let doc = files::Document::new();
        self.screen = Screen::Playing(Box::new(OpenGame {
            session,
            view,
            replay_from: None,
            over_closed: false,
            draw_offer: None,
            doc,
            review: None,
            puzzle: None,
            notes: move_list::Notes::default(),
        }));
        self.ai_settings.estimates = Default::default();
        // The computer's thoughts were about the last game.
        self.ai.cancel();
        self.review.worker.cancel();
        self.review.open = false;
        self.suggestions = None;
        self.ai_settings.paused = false;
        self.message = None;
        self.revision += 1;
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
                    Err(e) => self.message = Some(Note::info(e)),
                }
            }
            Command::ArrangeArmies { rules, seats, last } => {
                if let Some(Dialog::NewGame(form)) = self.dialog.take() {
                    self.files.settings.new_game = form;
                }

                self.message = None;
                let library = self.files.setup_library();
                let arrangement = Arrangement::new(rules, seats, last.as_ref(), library);
                self.screen = Screen::Arranging(Box::new(arrangement));
            }
            Command::CancelArrangement => self.screen = Screen::Welcome,
            Command::Rematch => {
                let Some(g) = self.screen.game() else { return };
                if g.session.start_position().is_some() {
                    // A puzzle or an edited position is played again from that position.
                    let session = g.session.restarted();
                    let puzzle = self.screen.game_mut().and_then(|g| g.puzzle.take());
                    self.open(session);
                    if let Some(g) = self.screen.game_mut() {
                        g.puzzle = puzzle;
                    }
                    self.message = Some(Note::info("The same position again."));
                } else {
                    let (setup, seats) = (g.session.setup().clone(), g.session.seats().to_vec());
                    self.run(new_game::begin(setup, seats, true));
                }
            }
            Command::Play(token) => self.play(token, false),
            Command::ConfirmDiscard(yes) => {
                if let Some(Dialog::ConfirmDiscard(token)) = self.dialog.take()
                    && yes
                {
                    self.play(token, true);
                }
            }
            Command::Undo => self.step(-1, false),
            Command::Redo => self.step(1, false),
            Command::Step(d) => self.step(d, true),
            Command::GoTo(ply) => self.browse(|s| s.go_to(ply)),
            Command::BackToGame => {
                if let Some(g) = self.screen.game_mut()
                    && let Some(ply) = g.replay_from.take()
                {
                    g.session.go_to(ply);
                    self.revision += 1;
                }
            }
            Command::ToggleRules => self.rules.open = !self.rules.open,
            Command::ToggleMoves => {
                let shown = self.show_moves
                    && SideWidths::for_window(self.width, self.rules.open).moves.is_some();
                self.show_moves = !shown;
                if self.show_moves
                    && SideWidths::for_window(self.width, self.rules.open).moves.is_none()
                {
                    // Too narrow for both: the move list asked for wins over the rules.
                    self.rules.open = false;
                }
            }
            Command::ShowRule(rule) => self.rules.open_at(rule),
            Command::HowToPlay => self.rules.open_at_start(),
            Command::RulesOf(id) => {
                self.rules.game = Some(id);
                self.rules.open_at_start();
            }
            Command::QuickStart(id, computer) => self.quick_start(id, computer),
            Command::EditPosition(_)
            | Command::CopyPositionText
            | Command::ReviewGame
            | Command::StartReview(_)
                if self.screen.game().and_then(OpenGame::hides_pieces).is_some() =>
            {
                self.message = Some(Note::info(HIDDEN_PIECES));
            }
            Command::EditPosition(start) => self.edit_position(start),
            Command::CopyPositionText => {
                if let Some(g) = self.screen.game() {
                    self.clipboard = Some(g.session.position().position_text());
                    self.message = Some(Note::info("The position text is on the clipboard."));
                }
            }
            Command::PlayFromEditor => self.play_from_editor(),
            Command::CloseEditor => self.screen.close_editor(),
            Command::StartPosition(save) => {
                if let Some(Dialog::NewGame(form)) = self.dialog.take() {
                    self.files.settings.new_game = form;
                }
                match Session::from_save(&save) {
                    Ok(mut session) => {
                        let puzzle = puzzle::Puzzle::of(&save, &session);
                        if puzzle.is_some() {
                            // The person solves; the computer defends.
                            let solver = session.position().to_move().map(|p| p.index());
                            for i in 0..session.seats().len() {
                                let seat = if Some(i) == solver {
                                    Seat::Human
                                } else {
                                    Seat::Computer(strata_core::ai::Bot::Medium)
                                };
                                session.set_seat(i, seat);
                            }
                        }
                        self.open(session);
                        if let Some(g) = self.screen.game_mut() {
                            // The puzzle's task stays above the board instead.
                            g.puzzle = puzzle;
                        }
                        if self.screen.game().is_some_and(|g| g.puzzle.is_none()) {
                            let title = save.title.unwrap_or_default();
                            let about = save.description.unwrap_or_default();
                            self.message = Some(Note::info(format!("{title}: {about}")));
                        }
                    }
                    Err(e) => self.message = Some(Note::info(e.to_string())),
                }
            }
            Command::NextPuzzle => self.next_puzzle(),
            Command::About => self.dialog = Some(Dialog::About),
            Command::Shortcuts => self.dialog = Some(Dialog::Shortcuts),
            Command::ToggleHints => self.hints = !self.hints,
            Command::CloseDialog => self.dialog = None,
            Command::CloseGameOver => {
                if let Some(g) = self.screen.game_mut() {
                    g.over_closed = true;
                }
            }
            Command::Say(note) => self.message = Some(note),
            Command::Suggest => self.ai_settings.suggest_asked = true,
            Command::MoveNow => self.move_now(),
            Command::TogglePause => self.toggle_pause(),
            Command::SetSeat(index, seat) => {
                if let Some(g) = self.screen.game_mut() {
                    g.session.set_seat(index, seat);
                    // Whoever thought for the seat before stops.
                    self.ai.cancel();
                    self.revision += 1;
                }
            }
            Command::File(command) => self.file_command(command),
            Command::Quit => {}
            Command::AskResign(p) => self.ask_resign(p),
            Command::OfferDraw(p) => self.offer_draw(p),
            Command::AnswerDraw(accept) => self.answer_draw(accept),
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

    /// Plays a move at the shown position. From a past position (replay) the player confirms
    /// first that the later moves go; after Undo they go silently, as in any editor.
    fn play(&mut self, token: String, confirmed: bool) {
        let Some(g) = self.screen.game_mut() else { return };
        if let Err(e) = g.session.check(&token) {
            self.message = Some(Note::refused(&e));
            return;
        }
        if g.session.moves_after_cursor() > 0 && !g.takebacks() {
            // Playing here would replace the later moves: a take-back by another name.
            self.message = Some(Note::info(format!("{NO_TAKEBACKS} Go back to the game to play.")));
            return;
        }
        if g.replay_from.is_some() && g.session.moves_after_cursor() > 0 && !confirmed {
            self.dialog = Some(Dialog::ConfirmDiscard(token));
            return;
        }
        let mover = g.session.position().to_move();
        match g.session.play(&token) {
            Ok(()) => {
                if g.draw_offer.is_some_and(|offerer| Some(offerer) != mover) {
                    // Answering a draw offer with a move declines it.
                    g.draw_offer = None;
                }
                g.replay_from = None;
                g.over_closed = false;
                self.message = None;
            }
            Err(e) => self.message = Some(Note::refused(&e)),
        }
        self.revision += 1;
    }

    /// Undo/redo (`replay` false) take moves back in the game; in replay, or with the arrow
    /// keys, they only step through the history.
    fn step(&mut self, delta: i32, replay: bool) {
        let in_replay = self.screen.game().is_some_and(|g| g.replay_from.is_some());
        let step = move |s: &mut Session| {
            if delta < 0 {
                s.undo()
            } else {
                s.redo()
            };
        };
        if replay || in_replay {
            self.browse(step);
        } else if let Some(g) = self.screen.game_mut() {
            if !g.takebacks() {
                self.message = Some(Note::info(NO_TAKEBACKS));
                return;
            }
            if delta < 0 {
                g.draw_offer = None;
                undo_turn(&mut g.session, g.view.as_ref());
            } else {
                step(&mut g.session);
            }
            self.message = None;
            self.revision += 1;
        }
    }

    /// Moves the shown position without changing the game: replay.
    fn browse(&mut self, f: impl FnOnce(&mut Session)) {
        let Some(g) = self.screen.game_mut() else { return };
        let from = g.replay_from.unwrap_or(g.session.cursor());
        f(&mut g.session);
        g.replay_from = (g.session.cursor() != from).then_some(from);
        self.message = None;
        self.revision += 1;
    }
}

/// The About box; true when closed.
fn about(ui: &mut Ui) -> bool {
    ui.set_width(360.0);
    ui.heading(format!("Strata {}", env!("CARGO_PKG_VERSION")));
    ui.label("Strata 5, Stratum, Strata 7 and Stratego (classic rules) at one computer: against a friend or the computer, with move hints and the rules at hand.");
    ui.add_space(6.0);
    ui.label(format!("Licence: {}.", env!("CARGO_PKG_LICENSE")));
    ui.label("The rules text and notation guide are written for this app; the games' original booklets are not reproduced.");
    ui.label("Made with Rust, egui and eframe.");
    ui.add_space(8.0);
    ui.button("OK").clicked()
}

/// Every keyboard shortcut, the games' own marked with their game; the list scrolls in a
/// small window, under a Close button that stays in reach. True when closed.
fn shortcuts(ui: &mut Ui) -> bool {
    // A fixed width: the dialog is anchored by its top centre and must not shift between frames.
    ui.set_width(560.0);
    let closed = ui
        .horizontal(|ui| {
            ui.heading("Keyboard shortcuts");
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.button("Close").clicked()
            })
            .inner
        })
        .inner;
    let view_keys =
        GameId::ALL.into_iter().filter_map(|id| views::view_for(id).map(|v| (id, v.shortcuts())));
    // The dialog's top is 72 points down (`theme::dialog`); the rest of the window, less its
    // frame, is the list's.
    let height = (ui.ctx().content_rect().height() - 150.0).max(120.0);
    egui::ScrollArea::vertical().max_height(height).show(ui, |ui| {
        egui::Grid::new("keys").num_columns(2).show(ui, |ui| {
            for (keys, what) in KEYS {
                ui.label(RichText::new(*keys).monospace());
                ui.label(*what);
                ui.end_row();
            }
            for (id, shortcuts) in view_keys {
                for (keys, what) in shortcuts {
                    ui.label(RichText::new(*keys).monospace());
                    ui.label(format!("{what} ({})", id.title()));
                    ui.end_row();
                }
            }
        });
    });
    closed
}

/// How wide the side panels may be in a window this wide. The board keeps at least
/// `MIN_BOARD`: the move list gives way first (it folds to a strip), the rules panel shrinks.
#[derive(Clone, Copy, Debug, PartialEq)]
struct SideWidths {
    /// The move list's width, or `None` when it must fold away.
    moves: Option<f32>,
    /// The rules panel's width (0 when it is closed).
    rules: f32,
}

impl SideWidths {
    const MIN_BOARD: f32 = 420.0;
    /// The narrowest and widest each panel gets.
    const MOVES: (f32, f32) = (150.0, 260.0);
    const RULES: (f32, f32) = (240.0, 380.0);

    fn for_window(width: f32, rules_open: bool) -> SideWidths {
        let rules =
            if rules_open { (width * 0.3).clamp(Self::RULES.0, Self::RULES.1) } else { 0.0 };
        let moves = (width * 0.2).clamp(Self::MOVES.0, Self::MOVES.1);
        let fits = width - rules - moves >= Self::MIN_BOARD;
        SideWidths { moves: fits.then_some(moves), rules }
    }
}

/// Undo in the game: one move between people; against the computer, back to the start of the
/// previous turn of a person (every part of a Strata 5 turn, and the computer's moves after it).
fn undo_turn(session: &mut Session, view: &dyn GameView) {
    let human = |s: &Session, p: Option<Player>| {
        p.is_some_and(|p| s.seats().get(p.index()).is_none_or(|seat| seat.is_human()))
    };
    let people_only = session.seats().iter().all(|s| s.is_human());
    let no_people = !session.seats().iter().any(|s| s.is_human());
    if people_only || no_people {
        session.undo();
        return;
    }
    while session.undo() {
        let to_move = session.position().to_move();
        let Some(last) = session.cursor().checked_sub(1).map(|i| &session.moves()[i]) else {
            break;
        };
        let turn_starts = Some(last.by) != to_move || view.ends_turn(&last.token);
        if human(session, to_move) && turn_starts {
            break;
        }
    }
}

/// The moves up to the shown position that the player to move has not made, or, in the middle
/// of their own turn, that turn's moves so far (see [`BoardCtx::recent`]).
fn recent_moves(session: &Session) -> Vec<String> {
    let played = &session.moves()[..session.cursor()];
    let Some(last) = played.last() else { return Vec::new() };
    let to_move = session.position().to_move();
    let mine = to_move.is_none_or(|p| p == last.by);
    let start = played
        .iter()
        .rposition(|m| if mine { m.by != last.by } else { Some(m.by) == to_move })
        .map_or(0, |i| i + 1);
    played[start..].iter().map(|m| m.token.clone()).collect()
}

/// How a review judges moves, from the thresholds the review itself uses.
fn review_help() -> String {
    use strata_core::review::{BLUNDER, INACCURACY, MISTAKE};
    let points = |x: f64| (x * 100.0).round();
    format!(
        "Review game (Game menu, Ctrl+R): the computer judges every move by how much it lowers its \
         player's estimated chance to win. Under {} points: good; {} to {}: inaccuracy (?!); \
         {} to {}: mistake (?); {} or more, or a move that misses a win in one: blunder (??). \
         The computer's own choice is best.",
        points(INACCURACY),
        points(INACCURACY),
        points(MISTAKE),
        points(MISTAKE),
        points(BLUNDER),
        points(BLUNDER)
    )
}

/// "Red wins", "Beige and brown share the win", "Draw".
fn result_text(names: &[&str], outcome: &Outcome) -> String {
    match outcome.winners() {
        [] => "Draw".to_string(),
        [one] => format!("{} wins", display_name(names.get(one.index()).copied().unwrap_or("?"))),
        many => {
            let list: Vec<String> = many
                .iter()
                .map(|p| display_name(names.get(p.index()).copied().unwrap_or("?")))
                .collect();
            format!("{} share the win", list.join(" and "))
        }
    }
}

impl eframe::App for StrataApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Closing the window stops the computer's search.
        self.ai.cancel();
        self.shutdown();
    }
}

#[cfg(test)]
mod tests {
    use super::{SideWidths, recent_moves};
    use strata_core::session::Session;
    use strata_core::{GameId, GameOptions, GameSetup};

    fn session(game: GameId, moves: &[&str]) -> Session {
        let setup = GameSetup::from_options(game, &GameOptions::default()).unwrap();
        let mut session = Session::new(setup, Vec::new()).unwrap();
        for m in moves {
            session.play(m).unwrap();
        }
        session
    }

    #[test]
    fn the_marked_moves_are_the_other_sides_whole_turn_or_this_turn_so_far() {
        // Black to move after Red's three parts: all three are marked.
        let red_turn = ["2@b1", "3@g2", "#c1"];
        let s = session(GameId::Strata5, &red_turn);
        assert_eq!(recent_moves(&s), red_turn);
        // Black's first part played: now Black's turn so far.
        let s = session(GameId::Strata5, &["2@b1", "3@g2", "#c1", "2@a8"]);
        assert_eq!(recent_moves(&s), ["2@a8"]);
        // Stratum, three players: the two others' bars since Beige last played.
        let three = GameOptions { players: Some(3), ..GameOptions::default() };
        let mut s = Session::new(GameSetup::from_options(GameId::Stratum, &three).unwrap(), vec![])
            .unwrap();
        for m in ["A1-A4", "B1-B4", "C1-C4", "D1-D4", "E1-E4"] {
            s.play(m).unwrap();
        }
        assert_eq!(recent_moves(&s), ["D1-D4", "E1-E4"]);
        assert!(recent_moves(&session(GameId::Strata7, &[])).is_empty());
    }

    #[test]
    fn side_panels_give_way_to_the_board() {
        // A roomy window keeps both panels at their widest.
        let wide = SideWidths::for_window(1600.0, true);
        assert_eq!(wide, SideWidths { moves: Some(260.0), rules: 380.0 });
        // 800 px: the move list fits alone, but folds away when the rules open.
        let small = SideWidths::for_window(800.0, false);
        assert_eq!(small.moves, Some(160.0));
        let small = SideWidths::for_window(800.0, true);
        assert_eq!(small.moves, None);
        assert!((small.rules - 240.0).abs() < 0.01, "{}", small.rules);
        // Whatever the width, what is left for the board is at least its minimum (or the
        // whole window beside the narrowest rules panel).
        for width in [720.0, 800.0, 1000.0, 1280.0, 1920.0] {
            for rules in [false, true] {
                let s = SideWidths::for_window(width, rules);
                let board = width - s.rules - s.moves.unwrap_or(0.0);
                assert!(board >= SideWidths::MIN_BOARD.min(width - 240.0), "{width} {rules}");
            }
        }
    }
}
