//! The rules side panel (F1): the current game's rules by rule ID, opened at a rule when a
//! refused move's rule is clicked.

use egui::{Align, Frame, RichText, ScrollArea, Ui};
use strata_core::GameId;

use crate::command::Command;
use crate::rules;
use crate::t;
use crate::theme::FOCUS;

/// Which rule the panel shows, and whether it still has to scroll there.
#[derive(Debug, Default)]
pub struct RulesPanel {
    pub open: bool,
    /// The game whose rules show while no game is open (chosen on the start screen).
    pub game: Option<GameId>,
    pub focus: Option<&'static str>,
    pub scroll_pending: bool,
}

impl RulesPanel {
    pub fn open_at(&mut self, rule: &'static str) {
        self.open = true;
        self.focus = Some(rule);
        self.scroll_pending = true;
    }

    /// Opens the panel at its first page, "How to play".
    pub fn open_at_start(&mut self) {
        self.open = true;
        self.focus = None;
        self.scroll_pending = true;
    }

    /// The panel at the right, at most `width` wide (the shell keeps room for the board).
    pub fn show(&mut self, ui: &mut Ui, game: Option<GameId>, width: f32, out: &mut Vec<Command>) {
        let panel = egui::Panel::right("rules").default_size(width).size_range(240.0..=width);
        panel.show(ui, |ui| {
            ui.horizontal(|ui| {
                let title = game.map_or(t!("rules-title"), |g| {
                    t!("rules-of", game = crate::words::game_title(g))
                });
                ui.heading(title);
                ui.with_layout(egui::Layout::right_to_left(Align::Center), |ui| {
                    if ui.button(t!("dialog-close")).on_hover_text(t!("rules-hide")).clicked() {
                        out.push(Command::ToggleRules);
                    }
                });
            });
            ui.separator();
            let lang = crate::i18n::lang();
            let Some(rules) = game.map(|g| rules::rules_in(g, lang)) else {
                ui.label(t!("rules-which-game"));
                for id in GameId::ALL {
                    if ui.button(crate::words::game_title(id)).clicked() {
                        out.push(Command::RulesOf(id));
                    }
                }
                return;
            };
            let mut scroll = ScrollArea::vertical().auto_shrink([false, false]);
            if self.scroll_pending && self.focus.is_none() {
                scroll = scroll.vertical_scroll_offset(0.0);
                self.scroll_pending = false;
            }
            scroll.show(ui, |ui| {
                ui.label(RichText::new(t!("rules-how-to-play")).size(17.0).strong());
                ui.label(rules.intro.replace('`', ""));
                for section in &rules.sections {
                    ui.add_space(6.0);
                    ui.label(RichText::new(section.title).size(17.0).strong());
                    for rule in &section.rules {
                        let focused = self.focus == Some(rule.id);
                        let mut frame = Frame::group(ui.style());
                        if focused {
                            frame = frame
                                .fill(FOCUS.gamma_multiply(0.18))
                                .stroke(egui::Stroke::new(2.0, FOCUS));
                        }
                        let response = frame
                            .show(ui, |ui| {
                                ui.set_width(ui.available_width());
                                ui.label(
                                    RichText::new(format!("{} · {}", rule.id, rule.title)).strong(),
                                );
                                ui.label(rule.text);
                                if let Some(why) = rule.ours {
                                    ui.label(RichText::new(t!("rules-ours", why = why)).italics());
                                }
                            })
                            .response;
                        if focused && self.scroll_pending {
                            response.scroll_to_me(Some(Align::TOP));
                            self.scroll_pending = false;
                        }
                    }
                }
            });
        });
    }
}
