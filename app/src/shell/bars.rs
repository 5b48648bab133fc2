//! The window's bars: the keys, the menu bar, the toolbar and the status bar.

use egui::{Align, Button, Key, KeyboardShortcut, Layout, Modifiers, RichText, Ui};
use strata_core::Player;
use strata_core::online::Request;

use super::ai::Computer;
use super::files::Files;
use super::{
    BoardPrefs, Keyboard, OpenGame, Panels, Screen, Status, ai, clock, dialogs::result_text,
    ending, files, online,
};
use crate::command::{Command, ComputerCommand, LessonCommand, OnlineCommand, ReviewCommand, Tone};
use crate::t;
use crate::theme::{self, BAD, GOOD, INK, display_name};

const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
pub(super) const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
pub(super) const REDO: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
pub(super) const REDO_Y: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
const EDIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::E);
const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
const MOVES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::M);
const REVIEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::R);

/// What the bars around the board read and change, borrowed from the app for one frame: the
/// bars see these parts and nothing else, and change the game only through `commands`.
pub(super) struct Chrome<'a> {
    pub screen: &'a mut Screen,
    pub computer: &'a mut Computer,
    pub files: &'a mut Files,
    pub panels: &'a Panels,
    pub board_prefs: &'a mut BoardPrefs,
    pub status: &'a mut Status,
    pub keyboard: &'a mut Keyboard,
    pub commands: &'a mut Vec<Command>,
}

impl Chrome<'_> {
    pub(super) fn keys(&mut self, ctx: &egui::Context) {
        // First: Shift+Left is the cursor's, not replay's Left (which ignores Shift).
        if let Some(g) = self.screen.game()
            && let Some(line) = self.keyboard.board_cursor.keys(ctx, g)
        {
            self.status.message = Some(line);
        }
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
                out.push(Command::Review(ReviewCommand::Open));
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
                out.push(Command::Computer(ComputerCommand::Suggest));
            }
            if i.consume_key(Modifiers::NONE, Key::P) {
                out.push(Command::Computer(ComputerCommand::TogglePause));
            }
        });
        if let Some(g) = self.screen.game_mut() {
            ctx.input_mut(|i| g.view.keys(i));
        }
    }

    pub(super) fn menu_bar(&mut self, ui: &mut Ui) {
        let computer = self.screen.game().is_some_and(OpenGame::has_computer);
        let out = &mut self.commands;
        let in_game = self.screen.game().is_some();
        let (can_undo, can_redo) = self.screen.game().map_or((false, false), |g| {
            let ask = g.online_may_offer(Request::TakeBack).is_some_and(|may| may.is_ok());
            (g.takebacks() && g.session.can_undo() || ask, g.takebacks() && g.session.can_redo())
        });
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(t!("menu-file"), |ui| {
                let new =
                    Button::new(t!("file-new-game")).shortcut_text(ui.ctx().format_shortcut(&NEW));
                if ui.add(new).clicked() {
                    out.push(Command::NewGameDialog);
                }
                if ui.add_enabled(in_game, Button::new(t!("file-rematch"))).clicked() {
                    out.push(Command::Rematch);
                }
                let online = Button::new(t!("file-online"));
                let about = t!("file-online-about");
                if ui.add(online).on_hover_text(about).clicked() {
                    out.push(Command::Online(OnlineCommand::Open));
                }
                ui.separator();
                files::menu(ui, self.files, in_game, out);
                ui.separator();
                let quit =
                    Button::new(t!("file-quit")).shortcut_text(ui.ctx().format_shortcut(&QUIT));
                if ui.add(quit).clicked() {
                    out.push(Command::Quit);
                }
            });
            ui.menu_button(t!("menu-edit"), |ui| {
                let undo =
                    Button::new(t!("edit-undo")).shortcut_text(ui.ctx().format_shortcut(&UNDO));
                if ui.add_enabled(can_undo, undo).clicked() {
                    out.push(Command::Undo);
                }
                let redo =
                    Button::new(t!("edit-redo")).shortcut_text(ui.ctx().format_shortcut(&REDO));
                if ui.add_enabled(can_redo, redo).clicked() {
                    out.push(Command::Redo);
                }
            });
            ui.menu_button(t!("menu-game"), |ui| {
                if let Some(g) = self.screen.game() {
                    ending::menu(ui, g, out);
                    if g.by_mail() {
                        let about = t!("game-move-letters-about");
                        if ui.button(t!("game-move-letters")).on_hover_text(about).clicked() {
                            out.push(Command::Online(OnlineCommand::Letters));
                        }
                    }
                    ui.separator();
                    // Greyed out, with the reason, while they would show hidden pieces.
                    let hidden = g.hides_pieces().or(g.online_lock());
                    let open = |ui: &mut Ui, button: Button<'_>, hover: String| {
                        let response =
                            ui.add_enabled(hidden.is_none(), button).on_hover_text(hover);
                        response
                            .on_disabled_hover_text(hidden.clone().unwrap_or_default())
                            .clicked()
                    };
                    let edit = Button::new(t!("game-edit-position"))
                        .shortcut_text(ui.ctx().format_shortcut(&EDIT));
                    if open(ui, edit, t!("game-edit-position-about")) {
                        out.push(Command::EditPosition(false));
                    }
                    let start = Button::new(t!("game-edit-start"));
                    if open(ui, start, t!("game-edit-start-about")) {
                        out.push(Command::EditPosition(true));
                    }
                    let copy = Button::new(t!("game-copy-position"));
                    if open(ui, copy, t!("game-copy-position-about")) {
                        out.push(Command::CopyPositionText);
                    }
                    let paste = Button::new(t!("game-paste-position"));
                    if open(ui, paste, t!("game-paste-position-about")) {
                        // The clipboard comes back as a paste event, which the editor reads.
                        out.push(Command::EditPosition(false));
                        ui.ctx().send_viewport_cmd(egui::ViewportCommand::RequestPaste);
                    }
                    ui.separator();
                }
                let review =
                    Button::new(t!("game-review")).shortcut_text(ui.ctx().format_shortcut(&REVIEW));
                let hidden = self.screen.game().and_then(OpenGame::hides_pieces);
                let can_review = self.screen.game().is_some_and(|g| !g.session.moves().is_empty());
                if ui
                    .add_enabled(can_review && hidden.is_none(), review)
                    .on_hover_text(t!("game-review-about"))
                    .on_disabled_hover_text(hidden.unwrap_or_default())
                    .clicked()
                {
                    out.push(Command::Review(ReviewCommand::Open));
                }
                ui.separator();
                ai::game_menu(ui, self.screen.game(), out);
            });
            ui.menu_button(t!("menu-view"), |ui| {
                let mut open = self.panels.rules.open;
                if ui.checkbox(&mut open, t!("view-rules")).changed() {
                    out.push(Command::ToggleRules);
                }
                let mut moves = self.panels.show_moves;
                if ui.checkbox(&mut moves, t!("view-moves")).changed() {
                    out.push(Command::ToggleMoves);
                }
                if self.screen.game().is_some_and(|g| g.view.uses_level_numbers()) {
                    ui.checkbox(&mut self.board_prefs.level_numbers, t!("view-level-numbers"));
                }
                ui.checkbox(&mut self.files.settings.animations, t!("view-animations"));
                files::theme_menu(ui, &mut self.files.settings.theme);
                language_menu(ui, &mut self.files.settings.language);
                // Every learning aid in one place.
                ui.separator();
                ui.label(RichText::new(t!("view-learning-aids")).weak());
                let mut hints = self.board_prefs.hints;
                if ui.checkbox(&mut hints, t!("view-hints")).changed() {
                    out.push(Command::ToggleHints);
                }
                let mut warnings = self.files.settings.warnings_on(computer);
                let warn = ui
                    .checkbox(&mut warnings, t!("view-warnings"))
                    .on_hover_text(t!("view-warnings-about"));
                if warn.changed() {
                    self.files.settings.choose_warnings(warnings);
                }
                ui.label(RichText::new(t!("view-suggest-key")).weak());
            });
            // Short items only: the menu must fit a small window (the shortcut list, which
            // grows with every game, has its own scrolling dialog).
            ui.menu_button(t!("menu-help"), |ui| {
                let how = match self.screen.game() {
                    Some(g) => t!(
                        "help-how-to-play-game",
                        game = crate::words::game_title(g.session.setup().id())
                    ),
                    None => t!("help-how-to-play"),
                };
                if ui.button(how).clicked() {
                    out.push(Command::HowToPlay);
                }
                if ui.button(t!("help-lessons")).clicked() {
                    out.push(Command::Lesson(LessonCommand::List(None)));
                }
                if ui.button(t!("help-rules")).clicked() {
                    out.push(Command::ToggleRules);
                }
                if ui.button(t!("help-guide")).clicked() {
                    out.push(Command::Guide);
                }
                if ui.button(t!("help-shortcuts")).clicked() {
                    out.push(Command::Shortcuts);
                }
                ui.menu_button(t!("help-review"), |ui| {
                    ui.set_max_width(360.0);
                    ui.label(review_help());
                });
                ui.separator();
                if ui.button(t!("help-about")).clicked() {
                    out.push(Command::About);
                }
            });
        });
    }

    /// The toolbar. Rules sits at the right edge and is always there; in a narrow window the
    /// board's own buttons and the display switches move into a "More" menu beside it.
    pub(super) fn toolbar(&mut self, ui: &mut Ui) {
        let compact = ui.available_width() < Self::FULL_TOOLBAR;
        let right_first = Layout::right_to_left(Align::Center);
        ui.horizontal(|ui| {
            ui.with_layout(right_first, |ui| {
                let label =
                    if self.panels.rules.open { t!("tool-hide-rules") } else { t!("tool-rules") };
                if ui.button(label).on_hover_text(t!("tool-rules-about")).clicked() {
                    self.commands.push(Command::ToggleRules);
                }
                if compact && self.screen.game().is_some() {
                    ui.menu_button(t!("tool-more"), |ui| {
                        if let Some(g) = self.screen.game() {
                            self.computer.pace_slider(ui, g);
                        }
                        self.toolbar_extras(ui);
                    });
                }
                ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                    if ui
                        .button(t!("tool-new-game"))
                        .on_hover_text(t!("tool-new-game-about"))
                        .clicked()
                    {
                        self.commands.push(Command::NewGameDialog);
                    }
                    let Some(g) = self.screen.game_mut() else { return };
                    ui.separator();
                    let takebacks = g.takebacks();
                    let undo = match g.online_may_offer(Request::TakeBack) {
                        // Online, Undo asks the friend.
                        Some(may) => ui
                            .add_enabled(may.is_ok(), Button::new(t!("edit-undo")))
                            .on_disabled_hover_text(may.err().unwrap_or_default())
                            .on_hover_text(t!("bar-ask-take-back")),
                        None => {
                            let undo = ui.add_enabled(
                                takebacks && g.session.can_undo(),
                                Button::new(t!("edit-undo")),
                            );
                            let undo = if takebacks {
                                undo
                            } else {
                                undo.on_disabled_hover_text(super::no_takebacks())
                            };
                            undo.on_hover_text(t!("bar-take-back"))
                        }
                    };
                    if undo.clicked() {
                        self.commands.push(Command::Undo);
                    }
                    let redo = ui.add_enabled(
                        takebacks && g.session.can_redo(),
                        Button::new(t!("edit-redo")),
                    );
                    if redo.on_hover_text(t!("bar-replay-move")).clicked() {
                        self.commands.push(Command::Redo);
                    }
                    ui.separator();
                    let Some(g) = self.screen.game() else { return };
                    self.computer.toolbar(ui, g, self.commands);
                    if !compact {
                        self.computer.pace_slider(ui, g);
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
    pub(super) fn toolbar_extras(&mut self, ui: &mut Ui) {
        let Some(g) = self.screen.game_mut() else { return };
        g.view.toolbar(ui);
        let level_numbers = g.view.uses_level_numbers();
        ui.separator();
        let mut hints = self.board_prefs.hints;
        if ui.checkbox(&mut hints, t!("view-hints")).on_hover_text(t!("bar-hints-about")).changed()
        {
            self.commands.push(Command::ToggleHints);
        }
        if level_numbers {
            ui.checkbox(&mut self.board_prefs.level_numbers, t!("view-level-numbers"));
        }
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui) {
        ui.add_space(2.0);
        let Some(g) = self.screen.game() else {
            let text = self
                .screen
                .before_game()
                .map_or_else(|| t!("bar-choose-game"), |s| s.status().to_string());
            ui.label(text);
            self.message_line(ui);
            return;
        };
        if let Some(from) = g.session.browsing_from() {
            // Replay: one banner, and nothing that reads as the game's current state.
            let (cursor, total) = (g.session.cursor(), g.session.moves().len());
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(t!("bar-viewing-move", cursor = cursor, total = total))
                        .strong()
                        .color(theme::FOCUS),
                );
                ui.label(t!("bar-viewing-explain"));
                clock::show(ui, g);
                if ui
                    .button(t!("bar-back-to-game"))
                    .on_hover_text(t!("bar-back-to-move", from = from))
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
                    let result = result_text(game.player_names(), &outcome);
                    ui.strong(t!("bar-game-over", result = result));
                }
                (Some(p), None) => {
                    let to_move =
                        t!("bar-to-move", name = display_name(game.player_names()[p.index()]));
                    keep_together(ui, &[to_move.as_str()], 1);
                    theme::swatch(ui, id, p);
                    ui.strong(to_move);
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
                let scores: Vec<String> = scores.iter().map(i32::to_string).collect();
                let mut words = vec![g.view.score_label()];
                words.extend(scores.iter().map(String::as_str));
                keep_together(ui, &words, scores.len());
                ui.label(g.view.score_label());
                for (i, score) in scores.into_iter().enumerate() {
                    theme::swatch(ui, id, Player(i as u8));
                    ui.label(score);
                }
            }
            clock::show(ui, g);
        });
        if let Some(g) = self.screen.game() {
            self.computer.status(ui, g, self.commands);
            ending::offer_banner(ui, g, self.commands);
            online::offer_banner(ui, g, self.commands);
            online::mail_bar(ui, g, self.commands);
            if let Some(note) =
                g.online.as_ref().and_then(|o| o.waiting_note()).filter(|_| !g.by_mail())
            {
                let stopped = g.online.as_ref().is_some_and(|o| o.stopped.is_some());
                let colour = if stopped { theme::BAD } else { theme::FOCUS };
                ui.label(RichText::new(note).strong().color(colour));
            }
        }
        self.message_line(ui);
    }

    /// The move field (in a game), then the refused move or explanation, with its rule as a
    /// link into the rules panel: one row, whose height the board never loses.
    pub(super) fn message_line(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            if let Some(g) = self.screen.game() {
                self.keyboard.move_entry.ui(ui, g, self.commands);
            }
            let note = self.status.message.as_ref().or(self.status.hover.as_ref());
            let Some(note) = note else {
                ui.label(" ");
                return;
            };
            let text = note.text.clone();
            let (text, colour) = match note.tone {
                Tone::Refused => (t!("bar-not-allowed", reason = text), BAD),
                Tone::Good => (text, GOOD),
                Tone::Info => (text, ui.visuals().text_color()),
                Tone::Warning => (text, BAD),
            };
            ui.label(RichText::new(text).color(colour));
            let game = self.screen.game().map(|g| g.session.setup().id());
            match (note.rule, game) {
                (Some(rule), Some(id)) if crate::rules::find(id, rule).is_some() => {
                    let link = ui.link(rule).on_hover_text(t!("bar-open-rule", rule = rule));
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
}

/// How a review judges moves, from the thresholds the review itself uses.
fn review_help() -> String {
    use strata_core::review::{BLUNDER, INACCURACY, MISTAKE};
    let points = |x: f64| (x * 100.0).round();
    t!(
        "review-help",
        inaccuracy = points(INACCURACY),
        mistake = points(MISTAKE),
        blunder = points(BLUNDER)
    )
}

/// View → Language: each language named in itself; the change shows at the next frame.
fn language_menu(ui: &mut Ui, language: &mut Option<strata_core::Lang>) {
    ui.menu_button(t!("view-language"), |ui| {
        for lang in strata_core::Lang::ALL {
            let chosen = language.unwrap_or_default() == lang;
            if ui.radio(chosen, lang.name()).clicked() {
                *language = Some(lang);
            }
        }
    });
}

/// In the status bar's wrapping row: starts a new line unless a group of `words` and `swatches`
/// still fits on this one, so that a player's swatch never ends a line without its words.
fn keep_together(ui: &mut Ui, words: &[&str], swatches: usize) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let gap = ui.spacing().item_spacing.x;
    let swatch = ui.text_style_height(&egui::TextStyle::Body) + 2.0;
    let text: f32 = words
        .iter()
        .map(|w| ui.painter().layout_no_wrap(w.to_string(), font.clone(), INK).size().x)
        .sum();
    let width = text + swatches as f32 * swatch + (words.len() + swatches) as f32 * gap;
    if ui.available_size_before_wrap().x < width {
        ui.end_row();
    }
}
