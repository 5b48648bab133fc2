//! The start screen and the dialogs: New game, the game's end, About, the keyboard shortcuts.

use egui::{Button, RichText, Ui};
use strata_core::{GameId, Outcome, Player};

use super::files::{self, Files};
use super::{Dialog, OpenGame};
use crate::command::{Command, LessonCommand, ReviewCommand};
use crate::panels::move_list;
use crate::t;
use crate::theme::{self, display_name};
use crate::views;

/// The shell's own keys, for the Help menu (the views add theirs): the keys, then what they do.
fn keys() -> Vec<(String, String)> {
    vec![
        ("Ctrl+N".to_string(), t!("key-new-game")),
        ("Ctrl+O".to_string(), t!("key-open")),
        ("Ctrl+S".to_string(), t!("key-save")),
        ("Ctrl+Q".to_string(), t!("key-quit")),
        ("Ctrl+Shift+S".to_string(), t!("key-save-as")),
        ("Ctrl+Z".to_string(), t!("key-undo")),
        ("Ctrl+Shift+Z, Ctrl+Y".to_string(), t!("key-redo")),
        (t!("key-left-right"), t!("key-replay")),
        ("Ctrl+L".to_string(), t!("key-type-move")),
        (t!("key-shift-arrows"), t!("key-cursor")),
        (t!("key-tab-keys"), t!("key-tab")),
        ("H".to_string(), t!("key-suggest")),
        ("P".to_string(), t!("key-pause")),
        ("Ctrl+R".to_string(), t!("key-review")),
        ("F1".to_string(), t!("key-rules")),
        ("Ctrl+M".to_string(), t!("key-moves")),
        ("Ctrl+E".to_string(), t!("key-edit")),
        ("Ctrl+= / Ctrl+- / Ctrl+0".to_string(), t!("key-zoom")),
    ]
}

/// The start screen: each game with its one-line description, one click to play it
/// against the computer or between people, its options, and its rules.
pub(super) fn welcome(ui: &mut Ui, files: &Files, out: &mut Vec<Command>) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space((ui.available_height() * 0.08).min(48.0));
            ui.heading(RichText::new("Strata").size(40.0));
            ui.label(t!("start-tagline"));
            ui.add_space(16.0);
            files::start_screen(ui, files, out);
            let learn = Button::new(RichText::new(t!("start-lessons")).size(16.0));
            let learn = ui.add(learn).on_hover_text(t!("start-lessons-about"));
            if learn.clicked() {
                out.push(Command::Lesson(LessonCommand::List(None)));
            }
            ui.add_space(10.0);
            for game in GameId::ALL {
                welcome_game(ui, game, out);
                ui.add_space(10.0);
            }
        });
    });
}

fn welcome_game(ui: &mut Ui, game: GameId, out: &mut Vec<Command>) {
    let frame = egui::Frame::group(ui.style()).inner_margin(10.0);
    frame.show(ui, |ui| {
        ui.set_width(520.0);
        ui.vertical_centered(|ui| {
            let options = Button::new(
                RichText::new(t!("start-play", game = crate::words::game_title(game))).size(18.0),
            );
            if ui.add(options).on_hover_text(t!("start-play-about")).clicked() {
                out.push(Command::NewGameOf(game));
            }
            ui.label(crate::rules::summary(game));
            // Three buttons of one width, centred under the title. Each is named with its
            // game for a screen reader, which does not see the card around it.
            let size = egui::vec2(140.0, 24.0);
            let row = 3.0 * size.x + 2.0 * ui.spacing().item_spacing.x;
            let title = crate::words::game_title(game);
            let buttons = [
                (t!("start-computer"), t!("start-computer-name", game = title.clone())),
                (t!("start-two-players"), t!("start-two-players-name", game = title.clone())),
                (t!("start-how-to-play"), t!("start-how-to-play-name", game = title)),
            ];
            ui.horizontal(|ui| {
                ui.add_space(((ui.available_width() - row) / 2.0).max(0.0));
                for (i, (text, name)) in buttons.into_iter().enumerate() {
                    let text = if i == 0 { RichText::new(text).strong() } else { text.into() };
                    let button = ui.add(Button::new(text).min_size(size));
                    button
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
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

/// The dialog open, if any, else the game-over box when the game just ended; answers go
/// into `out`.
pub(super) fn show(
    ctx: &egui::Context,
    dialog: &mut Option<Dialog>,
    game: Option<&OpenGame>,
    out: &mut Vec<Command>,
) {
    match dialog {
        Some(Dialog::NewGame(form)) => {
            let response = theme::dialog("new-game").show(ctx, |ui| form.ui(ui));
            if let Some(command) = response.inner {
                out.push(command);
            } else if response.should_close() {
                // Escape or a click beside the dialog.
                out.push(Command::CloseDialog);
            }
        }
        Some(Dialog::ConfirmDiscard(token)) => {
            let later = game.map_or(0, |g| g.session.moves_after_cursor());
            let token = token.clone();
            let text = t!("discard-explain", token = token, later = later);
            let question = t!("discard-question");
            let buttons = [t!("discard-play"), t!("discard-cancel")];
            let buttons = [buttons[0].as_str(), buttons[1].as_str()];
            if let Some(answer) = theme::confirm(ctx, "discard", &question, &text, buttons) {
                out.push(Command::ConfirmDiscard(answer));
            }
        }
        Some(Dialog::ConfirmBlunder { token, reply }) => {
            let next = game.and_then(|g| {
                let mut after = g.session.position().clone_box();
                after.play_token(token).ok()?;
                let p = after.to_move()?;
                Some(display_name(after.player_names()[p.index()]))
            });
            let next = next.unwrap_or_else(|| t!("blunder-next-player"));
            let (token, reply) = (token.clone(), reply.clone());
            // Why the reply wins, in the words of the game's own ending.
            let text = match game.and_then(|g| reply_wins(g, &token, &reply)) {
                Some(why) => {
                    t!("blunder-explain-why", token = token, next = next, reply = reply, why = why)
                }
                None => t!("blunder-explain", token = token, next = next, reply = reply),
            };
            let buttons = [t!("blunder-play-anyway"), t!("blunder-choose-another")];
            let buttons = [buttons[0].as_str(), buttons[1].as_str()];
            let question = t!("blunder-question");
            if let Some(answer) = theme::confirm(ctx, "blunder", &question, &text, buttons) {
                out.push(Command::ConfirmBlunder(answer));
            }
        }
        Some(Dialog::File(dialog)) => out.extend(dialog.show(ctx)),
        Some(Dialog::Online(lobby)) => out.extend(lobby.ui(ctx)),
        Some(Dialog::Letters(letters)) => {
            if let Some(g) = game {
                super::online::letters_dialog(ctx, letters, g, out);
            }
        }
        Some(Dialog::ConfirmResign(p)) => {
            let Some(g) = game else { return };
            if let Some(yes) = super::ending::resign_dialog(ctx, g, *p) {
                out.push(Command::ConfirmResign(yes));
            }
        }
        Some(Dialog::ConfirmDraw) => {
            if let Some(yes) = super::ending::draw_dialog(ctx) {
                out.push(Command::ConfirmDraw(yes));
            }
        }
        Some(Dialog::About) => {
            let response = theme::dialog("about").show(ctx, about);
            if response.inner || response.should_close() {
                out.push(Command::CloseDialog);
            }
        }
        Some(Dialog::Guide) => {
            let response = theme::dialog("user-guide").show(ctx, super::guide::show);
            if response.inner || response.should_close() {
                out.push(Command::CloseDialog);
            }
        }
        Some(Dialog::Shortcuts) => {
            let response = theme::dialog("keyboard-shortcuts").show(ctx, shortcuts);
            if response.inner || response.should_close() {
                out.push(Command::CloseDialog);
            }
        }
        None => {
            if let Some(g) = game {
                game_over(ctx, g, out);
            }
        }
    }
}

fn game_over(ctx: &egui::Context, g: &OpenGame, out: &mut Vec<Command>) {
    let game = g.session.position();
    let Some(outcome) = game.outcome() else { return };
    if g.over_closed || g.replaying() || g.lesson.is_some() {
        // A lesson's banner says how it ended, with what to do next.
        return;
    }
    let id = game.id();
    let names = game.player_names();
    let mut rule = None;
    let response = theme::dialog("game-over").show(ctx, |ui| {
        ui.set_width(340.0);
        ui.heading(t!("over-title"));
        ui.label(RichText::new(result_text(names, &outcome)).size(18.0));
        if let Some(agreement) = g.session.agreement() {
            ui.label(move_list::agreement_text(agreement));
        } else if let Some(reason) = game.end_reason() {
            // Why, with the rule (a link into the rules panel).
            ui.horizontal_wrapped(|ui| {
                ui.label(crate::words::explain_ending(&reason));
                let link = ui.link(reason.rule);
                if link.on_hover_text(t!("bar-open-rule", rule = reason.rule)).clicked() {
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
            if ui.button(t!("over-rematch")).clicked() {
                return Some(Command::Rematch);
            }
            if ui.button(t!("over-new-game")).clicked() {
                return Some(Command::NewGameDialog);
            }
            if ui.button(t!("over-review")).on_hover_text(t!("over-review-about")).clicked() {
                return Some(Command::Review(ReviewCommand::Open));
            }
            ui.button(t!("over-look")).clicked().then_some(Command::CloseGameOver)
        })
        .inner
    });
    if let Some(rule) = rule {
        // The rule's text in the panel, beside the board.
        out.extend([Command::ShowRule(rule), Command::CloseGameOver]);
    } else if let Some(command) = response.inner {
        out.push(command);
    } else if response.should_close() {
        out.push(Command::CloseGameOver);
    }
}

/// The About box; true when closed.
fn about(ui: &mut Ui) -> bool {
    ui.set_width(360.0);
    ui.heading(format!("Strata {}", env!("CARGO_PKG_VERSION")));
    ui.label(t!("about-commit", commit = env!("STRATA_COMMIT")));
    ui.label(t!("about-what"));
    ui.add_space(6.0);
    ui.label(t!("about-licence", licence = env!("CARGO_PKG_LICENSE")));
    ui.label(t!("about-texts"));
    ui.label(t!("about-made-with"));
    ui.add_space(8.0);
    ui.button("OK").clicked()
}

/// Every keyboard shortcut, the games' own marked with their game; the list scrolls in a
/// small window, under a Close button that stays in reach. True when closed.
fn shortcuts(ui: &mut Ui) -> bool {
    // A fixed width: the dialog is anchored by its top centre and must not shift between frames.
    ui.set_width(560.0);
    let closed = heading_with_close(ui, &t!("keys-title"));
    let view_keys = GameId::ALL.into_iter().map(|id| (id, views::view_for(id).shortcuts()));
    // The dialog's top is 72 points down (`theme::dialog`); the rest of the window, less its
    // frame, is the list's.
    let height = (ui.ctx().content_rect().height() - 150.0).max(120.0);
    egui::ScrollArea::vertical().max_height(height).show(ui, |ui| {
        egui::Grid::new("keys").num_columns(2).show(ui, |ui| {
            for (keys, what) in keys() {
                ui.label(RichText::new(keys).monospace());
                ui.label(what);
                ui.end_row();
            }
            for (id, shortcuts) in view_keys {
                for (keys, what) in shortcuts {
                    ui.label(RichText::new(*keys).monospace());
                    ui.label(format!("{what} ({})", crate::words::game_title(id)));
                    ui.end_row();
                }
            }
        });
    });
    closed
}

/// "Red wins", "Beige and brown share the win", "Draw".
pub(super) fn result_text(names: &[&str], outcome: &Outcome) -> String {
    match outcome.winners() {
        [] => t!("result-draw"),
        [one] => {
            t!("result-wins", name = display_name(names.get(one.index()).copied().unwrap_or("?")))
        }
        many => {
            let list: Vec<String> = many
                .iter()
                .map(|p| display_name(names.get(p.index()).copied().unwrap_or("?")))
                .collect();
            t!("result-share", names = crate::words::name_list(&list))
        }
    }
}

/// How `reply` wins after `token` in the game's position: the ending's own sentence and rule.
fn reply_wins(g: &super::OpenGame, token: &str, reply: &str) -> Option<String> {
    let mut after = g.session.position().clone_box();
    after.play_token(token).ok()?;
    after.play_token(reply).ok()?;
    let ending = after.end_reason()?;
    Some(format!(
        "{} ({})",
        crate::words::explain_ending(&ending).trim_end_matches('.'),
        ending.rule
    ))
}

/// A scrolling dialog's heading, with its Close button on the right (true when clicked).
pub(super) fn heading_with_close(ui: &mut Ui, title: &str) -> bool {
    ui.horizontal(|ui| {
        ui.heading(title);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.button(t!("dialog-close")).clicked()
        })
        .inner
    })
    .inner
}
