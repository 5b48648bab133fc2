//! A game by mail: Game → Move letters, where the player copies their letter (every line the
//! friend has not read yet) and pastes the friend's. The lines in a letter pass the same checks
//! as online, one by one ([`OpenGame::take_line`]).

use egui::{RichText, Ui};
use strata_core::online::Letter;

use super::{Carrier, Heard, Online, OpenGame};
use crate::command::{Command, Note, OnlineCommand};
use crate::shell::moves::Effect;
use crate::t;
use crate::theme;

/// Game → Move letters: the friend's letter being pasted, and why the last one was refused.
#[derive(Debug, Default)]
pub(in crate::shell) struct Letters {
    pub paste: String,
    pub refusal: Option<String>,
}

impl Online {
    /// This side's letter as text to send, with a line the friend can read before pasting.
    pub(super) fn letter_text(&self) -> Option<String> {
        let Carrier::Mail(post) = &self.carrier else { return None };
        let moves = self.table.moves();
        let title = crate::words::game_title(self.table.session().setup().id());
        let headline = match moves.last() {
            Some(last) => {
                let (number, last) = (moves.len(), last.clone());
                t!("letter-headline-move", game = title, number = number, last = last)
            }
            None => t!("letter-headline-ready", game = title),
        };
        Some(post.letter(&self.record).write(&headline))
    }

    /// Lines the friend has not read yet: the letter has news.
    fn unread(&self) -> usize {
        let Carrier::Mail(post) = &self.carrier else { return 0 };
        self.record.lines_from(self.record.here).count().saturating_sub(post.friend_seen)
    }
}

/// What the status line says while the game by mail waits for the friend.
pub(super) fn waiting_note(online: &Online) -> String {
    if online.unread() > 0 { t!("mail-send-yours") } else { t!("mail-waiting") }
}

impl OpenGame {
    /// Opens the friend's letter: each line in it not read yet is checked and played. A
    /// letter that is not for this game, damaged, or already read is refused and changes
    /// nothing.
    pub(in crate::shell) fn open_letter(&mut self, text: &str) -> Result<Effect, String> {
        let Some(online) = self.online.as_mut() else { return Err(t!("letter-not-by-mail")) };
        if let Some(why) = &online.stopped {
            return Err(t!("letter-game-stopped", why = why.clone()));
        }
        let letter = Letter::read(text).map_err(crate::words::letter_problem)?;
        let Carrier::Mail(post) = &mut online.carrier else {
            return Err(t!("letter-online-game"));
        };
        let lines = post.open(&online.record, letter).map_err(crate::words::letter_problem)?;
        let mut heard = Heard { changed: true, note: None };
        for line in lines {
            if self.online.as_ref().is_some_and(|o| o.stopped.is_some()) {
                break;
            }
            self.take_line(line, &mut heard);
        }
        if heard.note.is_none() {
            let yours = self.online.as_ref().is_some_and(|o| {
                o.table.turn().is_some_and(|p| o.table.plays(p)) && !o.table.is_finished()
            });
            let text = if yours { t!("mail-read-your-move") } else { t!("mail-read") };
            heard.note = Some(Note::info(text));
        }
        Ok(self.after_hearing(heard))
    }

    /// Takes lines the lobby read from the friend's first letter.
    pub(in crate::shell) fn take_lines(&mut self, lines: Vec<String>) -> Effect {
        if lines.is_empty() {
            return Effect::None;
        }
        let mut heard = Heard::default();
        for line in lines {
            self.take_line(line, &mut heard);
        }
        self.after_hearing(heard)
    }

    /// The player's letter, for the clipboard; `None` outside a game by mail.
    pub(in crate::shell) fn letter_text(&self) -> Option<String> {
        self.online.as_ref()?.letter_text()
    }

    pub(in crate::shell) fn by_mail(&self) -> bool {
        self.online.as_ref().is_some_and(|o| o.by_mail())
    }
}

/// The line under the board in a game by mail: the two things to do with letters.
pub(in crate::shell) fn mail_bar(ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
    if !g.by_mail() {
        return;
    }
    // One row with what the game waits for, so that a small window keeps its board.
    ui.horizontal_wrapped(|ui| {
        let about = t!("mail-copy-about");
        if ui.button(t!("mail-copy")).on_hover_text(about).clicked() {
            out.push(Command::Online(OnlineCommand::CopyLetter));
        }
        let about = t!("mail-letters-about");
        if ui.button(t!("game-move-letters")).on_hover_text(about).clicked() {
            out.push(Command::Online(OnlineCommand::Letters));
        }
        if let Some(online) = &g.online
            && let Some(note) = online.waiting_note()
        {
            let colour = if online.stopped.is_some() { theme::BAD } else { theme::FOCUS };
            ui.label(RichText::new(note).strong().color(colour));
        }
    });
}

/// Game → Move letters.
pub(in crate::shell) fn letters_dialog(
    ctx: &egui::Context,
    letters: &mut Letters,
    g: &OpenGame,
    out: &mut Vec<Command>,
) {
    let Some(mine) = g.letter_text() else { return };
    let response = theme::dialog("letters").show(ctx, |ui| {
        theme::scroll_to_fit(ui, 0.0, |ui| {
            ui.set_width(theme::dialog_width(ctx, 480.0));
            ui.heading(t!("mail-title"));
            ui.label(t!("mail-explain"));
            ui.add_space(4.0);
            let label = ui.horizontal(|ui| {
                let label = ui.label(RichText::new(t!("mail-yours")).strong());
                if ui.button(t!("mail-copy")).clicked() {
                    out.push(Command::Online(OnlineCommand::CopyLetter));
                }
                label
            });
            letter_field(ui, &mut mine.as_str(), 4).labelled_by(label.inner.id);
            ui.separator();
            let label = ui.label(RichText::new(t!("mail-friends")).strong());
            letter_field(ui, &mut letters.paste, 4).labelled_by(label.id);
            if let Some(why) = &letters.refusal {
                ui.colored_label(theme::BAD, why);
            }
            ui.horizontal(|ui| {
                let ready = !letters.paste.trim().is_empty();
                if ui.add_enabled(ready, egui::Button::new(t!("lobby-open-letter"))).clicked() {
                    out.push(Command::Online(OnlineCommand::OpenLetter(letters.paste.clone())));
                }
                ui.button(t!("lobby-close")).clicked()
            })
            .inner
        })
    });
    if response.inner || response.should_close() {
        out.push(Command::CloseDialog);
    }
}

/// A letter's (or a code's) text: monospace, a few rows, scrolling.
pub(super) fn letter_field(
    ui: &mut Ui,
    text: &mut dyn egui::TextBuffer,
    rows: usize,
) -> egui::Response {
    let field = egui::TextEdit::multiline(text)
        .desired_rows(rows)
        .desired_width(f32::INFINITY)
        .font(egui::TextStyle::Monospace);
    egui::ScrollArea::vertical()
        .id_salt(ui.next_auto_id())
        .max_height(ui.text_style_height(&egui::TextStyle::Monospace) * (rows as f32 + 1.0))
        .show(ui, |ui| ui.add(field))
        .inner
}
