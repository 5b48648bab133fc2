//! Game → Edit position (Ctrl+E): the position as one line of position text
//! (`assets/docs/command-line.md`, "Position text"), checked as it is typed, with the board
//! drawn from it, and "Play from here" to start a game there.
//!
//! The rules engines validate (`strata_core::games::position_from_text`): every problem is
//! listed with the cell it concerns, and only a valid position can be played. The text field
//! has its own undo and redo (Ctrl+Z, Ctrl+Shift+Z) and the system clipboard (Ctrl+C, Ctrl+V).

use egui::{Button, RichText, TextEdit, Ui};
use strata_core::save::Seat;
use strata_core::session::Session;
use strata_core::{AnyGame, Bot, GameId};

use super::StrataApp;
use crate::command::{Command, Note};
use crate::theme;
use crate::views::{self, BoardCtx, GameView};

/// The position being edited and what the engine says of it.
pub(super) struct Editor {
    game: GameId,
    text: String,
    /// The text last checked, and the position it gave or its problems.
    checked: String,
    verdict: Result<Box<dyn AnyGame>, Vec<String>>,
    /// Draws the preview.
    view: Box<dyn GameView>,
    /// The seats the game had, for "Play from here".
    seats: Vec<Seat>,
}

impl std::fmt::Debug for Editor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Editor").field("game", &self.game).field("text", &self.text).finish()
    }
}

impl Editor {
    fn new(game: GameId, text: String, seats: Vec<Seat>) -> Option<Editor> {
        let view = views::view_for(game)?;
        let mut editor =
            Editor { game, checked: String::new(), verdict: Err(Vec::new()), text, view, seats };
        editor.check();
        Some(editor)
    }

    /// Validates the text once per change.
    fn check(&mut self) {
        if self.checked == self.text && !self.checked.is_empty() {
            return;
        }
        self.checked = self.text.clone();
        self.verdict = strata_core::games::position_from_text(self.game, self.text.trim()).map_err(
            |e| match e {
                strata_core::position::BadPosition::Invalid(problems) => problems,
                other => vec![other.to_string()],
            },
        );
    }
}

impl StrataApp {
    /// Whether the position editor covers the board (the computer waits meanwhile).
    pub(super) fn editing(&self) -> bool {
        self.editor.is_some()
    }

    /// Opens the editor on the position on screen (the game's start if `start`).
    pub(super) fn edit_position(&mut self, start: bool) {
        let Some(g) = &self.game else { return };
        let text = if start {
            match g.session.start_position() {
                Some(text) => text.to_string(),
                None => g.session.setup().start().map(|p| p.position_text()).unwrap_or_default(),
            }
        } else {
            g.session.position().position_text()
        };
        let (game, seats) = (g.session.setup().id(), g.session.seats().to_vec());
        // The computer does not move while the position is edited.
        self.ai.cancel();
        self.editor = Editor::new(game, text, seats);
    }

    /// The editor in the central area; the game behind it is untouched until "Play from here".
    pub(super) fn editor_ui(&mut self, ui: &mut Ui) {
        let Some(editor) = &mut self.editor else { return };
        let out = &mut self.commands;
        ui.horizontal(|ui| {
            ui.heading(format!("Edit position — {}", editor.game.title()));
        });
        ui.label(
            "One line of position text, as in the command-line guide: type or \
             paste (Ctrl+V); Ctrl+Z undoes an edit.",
        );
        let field = TextEdit::singleline(&mut editor.text)
            .font(egui::TextStyle::Monospace)
            .desired_width(f32::INFINITY)
            .hint_text("position text");
        let label = ui.label(RichText::new("Position").strong());
        ui.add(field).labelled_by(label.id);
        editor.check();
        let valid = editor.verdict.is_ok();
        match &editor.verdict {
            Ok(position) => {
                let to_move = position
                    .to_move()
                    .map(|p| theme::display_name(position.player_names()[p.index()]));
                let text = match to_move {
                    Some(name) => format!("A valid position: {name} to move."),
                    None => "A valid position.".to_string(),
                };
                ui.colored_label(theme::GOOD, text);
            }
            Err(problems) => {
                ui.colored_label(theme::BAD, "Not a valid position yet:");
                for problem in problems {
                    ui.colored_label(theme::BAD, format!("• {problem}"));
                }
            }
        }
        ui.horizontal(|ui| {
            if ui.add_enabled(valid, Button::new("Play from here")).clicked() {
                out.push(Command::PlayFromEditor);
            }
            if ui.button("Copy position").clicked() {
                ui.ctx().copy_text(editor.text.trim().to_string());
            }
            if ui.button("Back to the game").clicked() {
                out.push(Command::CloseEditor);
            }
        });
        ui.separator();
        if let Ok(position) = &editor.verdict {
            // A preview: clicks do nothing, hidden pieces stay as the first player sees them.
            let seats = vec![Seat::Computer(Bot::Random); position.player_names().len()];
            let ctx = BoardCtx {
                hints: false,
                level_numbers: self.level_numbers,
                last_move: None,
                before: None,
                seats: &seats,
                replaying: false,
                ply: 0,
                animate: false,
            };
            let mut ignored = Vec::new();
            editor.view.board(ui, position.as_ref(), ctx, &mut ignored);
        }
    }

    /// Starts a game at the edited position with the same seats.
    pub(super) fn play_from_editor(&mut self) {
        let Some(editor) = &self.editor else { return };
        match Session::from_position(editor.game, editor.text.trim(), editor.seats.clone()) {
            Ok(session) => {
                self.editor = None;
                self.open(session);
                self.message = Some(Note::info("A new game from the edited position."));
            }
            Err(e) => self.message = Some(Note::info(e.to_string())),
        }
    }
}
