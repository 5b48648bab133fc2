//! Playing from the keyboard, in every game: type a move in its notation (Ctrl+L goes to the
//! field), see the legal moves that start that way, and press Enter. The move goes through the
//! same door as a click, so a refused one names its rule. A screen reader reads the field, the
//! matching moves and the refusal like any other widget. Not in Stratego between people (see
//! `move_entry`).

use egui::{Key, KeyboardShortcut, Modifiers, RichText, TextEdit, Ui};

use super::OpenGame;
use crate::command::Command;
use crate::t;

/// Moves the field to type in (as a browser's address bar).
pub(super) const FOCUS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::L);

/// How many matching moves are offered under the field.
const SHOWN: usize = 8;

#[derive(Debug, Default)]
pub(super) struct MoveEntry {
    text: String,
    /// Ctrl+L was pressed: the field takes the focus this frame.
    focus: bool,
    /// The legal moves of the position with this generation: listed once per position, not
    /// every frame (Strata 7 has hundreds of jump chains).
    legal: Option<(u64, Vec<String>)>,
}

impl MoveEntry {
    pub(super) fn focus(&mut self) {
        self.focus = true;
    }
}

impl MoveEntry {
    /// The field and the legal moves that match it, for the person to move. The row stays
    /// (greyed) while the computer moves, so that the board never shifts.
    pub(super) fn ui(&mut self, ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
        // With hidden pieces and several people at the table the screen may be another
        // player's (the hand-over): the mover's legal moves and refusals would tell of pieces
        // that player may not see. They play with the board and its hand-over buttons.
        let people = g.session.seats().iter().filter(|s| s.is_human()).count();
        let hidden = g.session.position().hides_information() && people > 1;
        if g.replaying() || hidden {
            return;
        }
        let person = g.player_at_screen().is_some();
        let entry = self;
        if !person {
            // Listed again once a person is at the screen (who may arrive within a generation:
            // the hand-over, or the board's first frame).
            entry.legal = None;
        } else if entry.legal.as_ref().is_none_or(|(stamp, _)| *stamp != g.session.generation()) {
            entry.legal = Some((g.session.generation(), g.session.position().legal_move_tokens()));
        }
        let legal: &[String] = entry.legal.as_ref().map_or(&[], |(_, l)| l);
        let typed = entry.text.trim().to_string();
        let matching: Vec<&String> = legal
            .iter()
            .filter(|t| !typed.is_empty() && t.to_lowercase().starts_with(&typed.to_lowercase()))
            .collect();
        let mut play = None;
        ui.scope(|ui| {
            let label = ui.label(t!("entry-label"));
            let field = TextEdit::singleline(&mut entry.text)
                .hint_text(legal.first().map_or("", String::as_str))
                .desired_width(110.0)
                .font(egui::TextStyle::Monospace);
            let response = ui.add_enabled(person, field).labelled_by(label.id);
            let keys = ui.ctx().format_shortcut(&FOCUS);
            let response = response.on_hover_text(t!("entry-about", keys = keys));
            if std::mem::take(&mut entry.focus) {
                response.request_focus();
            }
            if response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) && !typed.is_empty()
            {
                // The one move meant: typed in full, or the only one that starts this way.
                let exact = legal.iter().find(|t| t.eq_ignore_ascii_case(&typed));
                play = Some(match (exact, matching.as_slice()) {
                    (Some(t), _) => t.clone(),
                    (None, [t]) => t.to_string(),
                    // Not legal (or not yet one move): the refusal says why.
                    _ => typed.clone(),
                });
                response.request_focus();
            }
            if typed.is_empty() {
                return;
            }
            if matching.is_empty() {
                ui.label(RichText::new(t!("entry-no-match")).weak());
            }
            for token in matching.iter().take(SHOWN) {
                if ui.small_button(token.as_str()).clicked() {
                    play = Some(token.to_string());
                }
            }
            if matching.len() > SHOWN {
                let more = matching.len() - SHOWN;
                ui.label(RichText::new(t!("entry-more", count = more)).weak());
            }
            ui.separator();
        });
        if let Some(token) = play {
            entry.text.clear();
            out.push(Command::Play(token));
        }
    }
}
