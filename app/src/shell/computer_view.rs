//! The computer on screen: its controls in the toolbar, its progress in the status bar, the
//! moves it suggests (in the status bar and on the board), and the learner's warnings.

use std::time::Duration;

use egui::{Button, RichText, Ui};

use super::ai::{Computer, MAX_DELAY, MIN_THINK, figure, replier, spinner, turn_text};
use super::{Dialog, OpenGame};
use crate::ai_worker::Purpose;
use crate::command::{Command, ComputerCommand};
use crate::t;
use crate::theme;

impl Computer {
    /// The toolbar's AI controls: Suggest, and with a computer at the table Pause and speed.
    pub(super) fn toolbar(&self, ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
        let can_suggest = g.player_at_screen().is_some() && !self.worker.busy();
        let suggest = ui.add_enabled(can_suggest, Button::new(t!("ai-suggest")));
        if suggest.on_hover_text(t!("ai-suggest-about")).clicked() {
            out.push(Command::Computer(ComputerCommand::Suggest));
        }
        if !g.has_computer() {
            return;
        }
        let label = if self.settings.paused { t!("ai-resume") } else { t!("ai-pause") };
        if ui.button(label).on_hover_text(t!("ai-pause-about")).clicked() {
            out.push(Command::Computer(ComputerCommand::TogglePause));
        }
    }

    /// The computer's pace ("s per move"), when a computer plays: in the toolbar, or in its
    /// "More" menu in a narrow window.
    pub(super) fn pace_slider(&mut self, ui: &mut Ui, g: &OpenGame) {
        if !g.has_computer() {
            return;
        }
        let mut secs = self.settings.delay.as_secs_f32();
        let range = MIN_THINK.as_secs_f32()..=MAX_DELAY.as_secs_f32();
        let slider = egui::Slider::new(&mut secs, range).text(t!("ai-pace")).fixed_decimals(1);
        if ui.add(slider).on_hover_text(t!("ai-pace-about")).changed() {
            self.settings.delay = Duration::from_secs_f32(secs);
        }
    }

    /// The status bar's line while the computer thinks, or while it is paused.
    ///
    /// One row, always there in a game, so the board does not move when the computer starts or
    /// stops thinking: the search's progress, a paused computer, or the suggestions.
    pub(super) fn status(&mut self, ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
        let row = ui.spacing().interact_size.y;
        ui.horizontal(|ui| {
            ui.set_min_height(row);
            self.status_row(ui, g, out);
        });
    }

    fn status_row(&mut self, ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
        if let Some(progress) = self.worker.progress() {
            ui.horizontal(|ui| {
                spinner(ui);
                // The button comes before the text that changes as the search goes on, so it
                // stays where the pointer aims.
                let label = match progress.purpose {
                    Purpose::Move => t!("ai-move-now"),
                    Purpose::Suggest => t!("ai-show-now"),
                };
                if ui.button(label).on_hover_text(t!("ai-now-about")).clicked() {
                    out.push(Command::Computer(ComputerCommand::MoveNow));
                }
                let who = match progress.purpose {
                    Purpose::Move => t!("ai-thinking", bot = progress.bot.to_string()),
                    Purpose::Suggest => t!("ai-looking"),
                };
                let iterations = progress.iterations;
                let text = match progress.best.clone() {
                    Some(best) => {
                        t!("ai-progress-best", who = who, iterations = iterations, best = best)
                    }
                    None => t!("ai-progress", who = who, iterations = iterations),
                };
                ui.label(text);
            });
        } else if self.settings.paused && g.computer_to_move().is_some() {
            let text = t!("ai-paused");
            ui.label(RichText::new(text).color(theme::FOCUS));
        } else if g.waits_for_redo() {
            let text = t!("ai-waits-redo");
            ui.label(RichText::new(text).color(theme::FOCUS));
        } else {
            self.suggestions_panel(ui, g, out);
        }
    }

    /// The suggested moves, each a button that plays it.
    /// Hovering one says why it is good and draws the reply the computer expects.
    fn suggestions_panel(&mut self, ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
        let Some(candidates) = self.current(g) else { return };
        let position = Some(g.session.position());
        let names = g.session.position().player_names();
        let reasons: Vec<Vec<String>> = self.suggestions.as_ref().map_or_else(Vec::new, |s| {
            let words =
                |r: &Vec<_>| r.iter().map(|r| crate::words::reason_words(r, names)).collect();
            s.reasons.iter().map(words).collect()
        });
        let (mut play, mut hovered) = (None, None);
        ui.horizontal(|ui| {
            ui.strong(t!("ai-suggested"));
            for (i, c) in candidates.iter().enumerate() {
                let turn = turn_text(c);
                let text = format!("{}. {turn} ({})", i + 1, figure(c));
                // What the search knows exactly comes first ("you win in 3 moves"; "every
                // move loses against best play; this one resists longest").
                let exact = c.exact.map(|e| crate::words::exact_words(&e, i == 0));
                let why: Option<Vec<String>> = match (exact, reasons.get(i)) {
                    (Some(exact), Some(r)) => {
                        Some(std::iter::once(exact).chain(r.clone()).collect())
                    }
                    (Some(exact), None) => Some(vec![exact]),
                    (None, Some(r)) if !r.is_empty() => Some(r.clone()),
                    (None, _) => None,
                };
                let why = why.as_ref();
                let mut hint = match c.exact {
                    Some(_) => t!("ai-play", turn = turn.clone()),
                    None => {
                        let percent = crate::words::percent(c.win_rate);
                        t!("ai-play-chance", turn = turn.clone(), percent = percent)
                    }
                };
                if let Some(why) = why {
                    hint.push('\n');
                    hint.push_str(&t!("ai-why", why = crate::words::clauses(why)));
                }
                if !c.reply.is_empty()
                    && let Some(who) = position.and_then(|p| replier(p, c))
                {
                    hint.push('\n');
                    hint.push_str(&t!("ai-expected-reply", who = who, reply = c.reply.join(" ")));
                }
                let button = ui.button(text);
                if button.hovered() {
                    hovered = Some(i);
                }
                if button.on_hover_text(hint).clicked() {
                    play = Some(i);
                }
                if i == 0
                    && let Some(why) = why
                {
                    ui.label(RichText::new(crate::words::clauses(why)).weak());
                }
            }
        });
        if let Some(s) = &mut self.suggestions {
            s.hovered = hovered;
        }
        if let Some(i) = play {
            self.play_suggestion(g, i, out);
        }
    }

    /// Plays the suggestion numbered `i + 1`: its move and the rest of its turn.
    fn play_suggestion(&self, g: &OpenGame, i: usize, out: &mut Vec<Command>) {
        let Some(c) = self.current(g).and_then(|c| c.get(i)) else { return };
        let turn: Vec<String> = std::iter::once(&c.mv).chain(&c.line).cloned().collect();
        out.extend(turn.into_iter().map(Command::Play));
    }

    /// The suggestions on the board: each part of each suggested turn drawn from where it
    /// starts to where it ends (an arrow for a piece, a mark on a block's or bar's place), and
    /// a numbered badge at its end that plays it when clicked. Badges that would overlap are
    /// set apart.
    pub(super) fn suggestion_markers(&self, ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
        let Some(candidates) = self.current(g) else { return };
        let game = g.session.position();
        let mut badges: Vec<egui::Pos2> = Vec::new();
        let mut clicked = None;
        for (i, c) in candidates.iter().enumerate() {
            let colour = theme::FOCUS.gamma_multiply(1.0 - 0.2 * i as f32);
            let stroke = egui::Stroke::new(3.0 - 0.6 * i as f32, colour);
            let mut first_end = None;
            for part in std::iter::once(&c.mv).chain(&c.line) {
                let end = draw_move(ui.painter(), g.view.as_ref(), game, part, stroke);
                first_end = first_end.or(end);
            }
            let Some(mut at) = first_end else { continue };
            while badges.iter().any(|b| b.distance(at) < 20.0) {
                at += egui::vec2(20.0, 0.0);
            }
            badges.push(at);
            let rect = egui::Rect::from_center_size(at, egui::vec2(22.0, 22.0));
            let response =
                ui.interact(rect, ui.scope_id().with(("suggestion", i)), egui::Sense::click());
            let turn = turn_text(c);
            response.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Button,
                    true,
                    t!("ai-play-button", turn = turn.clone()),
                )
            });
            if response.on_hover_text(t!("ai-play-button", turn = turn.clone())).clicked() {
                clicked = Some(i);
            }
            crate::views::number_badge(ui.painter(), at, i + 1, colour);
        }
        if let Some(i) = self.suggestions.as_ref().and_then(|s| s.hovered) {
            // The reply the computer expects to the hovered suggestion, after its turn.
            let mut after = game.clone_box();
            let c = &candidates[i];
            if std::iter::once(&c.mv).chain(&c.line).all(|t| after.play_token(t).is_ok()) {
                let stroke = egui::Stroke::new(2.5, theme::BAD);
                for part in &c.reply {
                    draw_move(ui.painter(), g.view.as_ref(), after.as_ref(), part, stroke);
                    if after.play_token(part).is_err() {
                        break;
                    }
                }
            }
        }
        if let Some(i) = clicked {
            self.play_suggestion(g, i, out);
        }
    }

    /// Learner warnings on the board (View → Warnings for learners, and in lessons), for a
    /// person to move: each
    /// move that wins at once as a green arrow; while a losing move waits for "play it
    /// anyway?", that move and the reply that wins for the next player.
    /// `warnings`: the learner's warnings are on; `asking`: the dialog open, if any.
    pub(super) fn warning_marks(
        &mut self,
        ui: &Ui,
        g: &OpenGame,
        warnings: bool,
        asking: Option<&Dialog>,
    ) {
        // On by default in a lesson (not in a puzzle, where they would give the answer away).
        let lesson = g.lesson.as_deref().is_some_and(|c| c.teaches());
        if !(warnings || lesson) || g.player_at_screen().is_none() {
            return;
        }
        let game = g.session.position();
        let view = g.view.as_ref();
        let painter = ui.painter();
        if let Some(Dialog::ConfirmBlunder { token, reply }) = asking {
            draw_move(painter, view, game, token, egui::Stroke::new(3.0, theme::FOCUS));
            draw_move(painter, view, game, reply, egui::Stroke::new(3.0, theme::BAD));
            return;
        }
        for win in &self.learner_hints(g).wins {
            let stroke = egui::Stroke::new(3.0, theme::GOOD);
            draw_move(ui.painter(), g.view.as_ref(), g.session.position(), win, stroke);
        }
    }
}

/// Draws a move on the board: an arrow from where a piece starts to where it ends, or a ring
/// on the place of a block or bar. Returns where it ends, if the board shows it.
pub(super) fn draw_move(
    painter: &egui::Painter,
    view: &dyn crate::views::GameView,
    game: &dyn strata_core::AnyGame,
    token: &str,
    stroke: egui::Stroke,
) -> Option<egui::Pos2> {
    let locate = |cell: &str| view.locate(game, cell);
    // A placement (a block, a bar) is located whole; a piece's move by its ends.
    let (from, end) = match locate(token) {
        Some(at) => (None, at),
        None => {
            let cells = game.move_cells(token)?;
            (cells.from.and_then(|c| locate(&c)), locate(&cells.to)?)
        }
    };
    match from {
        Some(from) => crate::views::arrow(painter, from, end, stroke, 11.0),
        None => {
            painter.circle_stroke(end, 13.0, stroke);
        }
    }
    Some(end)
}
