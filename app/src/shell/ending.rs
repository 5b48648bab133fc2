//! Ending a game by the players' decision: Resign, and Offer a draw (SG-E4 in Stratego; the
//! same commands in every game). Both are recorded in the session, so the move list and the
//! save file show them, and Undo takes them back where moves may be taken back.
//!
//! A draw offer between people is answered by the other player on their turn (a move declines
//! it). A computer answers at once from its own last estimate: it accepts only when it expected
//! to do worse than a draw. With three or four players, everyone is at the table: the draw is
//! agreed in one confirmation.

use egui::{Button, RichText, Ui};
use strata_core::Player;
use strata_core::online::Request;
use strata_core::save::Agreement;

use super::{Dialog, Effect, OpenGame};
use crate::command::{Command, Note, OnlineCommand};
use crate::t;
use crate::theme::{self, display_name};

/// A computer accepts a draw when its estimate of its own result is below this (a draw is
/// worth 0.5 to it).
const ACCEPT_BELOW: f64 = 0.4;

/// Whether a computer takes a draw, from its own last estimate of its result (none before its
/// first move: too early to give anything away).
fn computer_accepts(estimate: Option<f64>) -> bool {
    estimate.is_some_and(|e| e < ACCEPT_BELOW)
}

impl OpenGame {
    /// Who resigns from the Game menu: the person to move, else the only person at the table.
    fn resigner(&self) -> Option<Player> {
        let position = self.session.position();
        let to_move = position.to_move()?;
        let seats = self.session.seats();
        let human = |p: Player| seats.get(p.index()).is_none_or(|s| s.is_human());
        if human(to_move) {
            // Only the player at the screen speaks for themselves (not on a hand-over screen).
            return self.player_at_screen();
        }
        let mut people = (0..seats.len()).map(|i| Player(i as u8)).filter(|&p| human(p));
        match (people.next(), people.next()) {
            (Some(only), None) => Some(only),
            _ => None,
        }
    }

    /// Ends the game by the players' decision (a resignation, an agreed draw).
    pub(super) fn conclude(&mut self, agreement: Agreement) -> Effect {
        match self.session.conclude(agreement) {
            Ok(()) => {
                self.draw_offer = None;
                self.over_closed = false;
                Effect::Changed
            }
            Err(e) => Effect::Say(Note::info(e)),
        }
    }

    pub(super) fn name(&self, p: Player) -> String {
        let names = self.session.position().player_names();
        display_name(names.get(p.index()).copied().unwrap_or("?"))
    }
}

/// The Game menu's Resign and draw items.
pub(super) fn menu(ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
    let playing = !g.replaying() && g.session.position().to_move().is_some();
    let resigner = g.resigner().filter(|_| playing);
    let label =
        resigner.map_or(t!("end-resign-menu"), |p| t!("end-resign-as-menu", name = g.name(p)));
    let resign = ui.add_enabled(resigner.is_some(), Button::new(label));
    if let Some(p) = resigner
        && resign.clicked()
    {
        out.push(Command::AskResign(p));
    }
    if let Some(may) = g.online_may_offer(Request::Draw) {
        // Online: the friend answers through their program.
        let button = ui
            .add_enabled(may.is_ok(), Button::new(t!("end-offer-draw")))
            .on_disabled_hover_text(may.err().unwrap_or_default());
        if button.on_hover_text(t!("end-friend-answers")).clicked() {
            out.push(Command::Online(OnlineCommand::Offer(Request::Draw)));
        }
        return;
    }
    let players = g.session.position().player_names().len();
    let offer = if players > 2 { t!("end-agree-draw-menu") } else { t!("end-offer-draw") };
    let offerer = resigner.filter(|_| g.draw_offer.is_none() && g.online.is_none());
    let button = ui.add_enabled(offerer.is_some(), Button::new(offer));
    if let Some(p) = offerer
        && button.on_hover_text(t!("end-other-answers")).clicked()
    {
        out.push(Command::OfferDraw(p));
    }
}

/// The banner asking the player to move to answer a draw offer.
pub(super) fn offer_banner(ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
    let Some(offerer) = g.draw_offer else { return };
    let Some(to_move) = g.session.position().to_move() else { return };
    // Answered by the player it was offered to, once at the screen (not on a hand-over).
    if to_move == offerer || g.player_at_screen() != Some(to_move) {
        return;
    }
    ui.horizontal(|ui| {
        theme::swatch(ui, g.session.setup().id(), offerer);
        ui.label(
            RichText::new(t!("end-offers-draw", name = g.name(offerer)))
                .strong()
                .color(theme::FOCUS),
        );
        if ui.button(t!("end-accept-draw")).clicked() {
            out.push(Command::AnswerDraw(true));
        }
        if ui.button(t!("end-decline")).on_hover_text(t!("end-decline-about")).clicked() {
            out.push(Command::AnswerDraw(false));
        }
    });
}

impl OpenGame {
    /// Resign (Game menu): a person resigns only for themselves, at the screen (a computer's
    /// seat may be resigned by the only person at the table, as the menu offers).
    pub(super) fn ask_resign(&self, p: Player) -> Effect {
        if self.resigner() == Some(p) {
            Effect::Ask(Dialog::ConfirmResign(p))
        } else {
            Effect::None
        }
    }

    /// A resignation the player confirmed.
    pub(super) fn resign(&mut self, p: Player) -> Effect {
        if let Some(effect) = self.resign_online() {
            return effect;
        }
        let names = self.session.position().player_names();
        let who = names.get(p.index()).copied().unwrap_or("?").to_string();
        self.conclude(Agreement::Resigned(who))
    }

    /// A draw offered by `p`: a computer opponent answers at once from its own last
    /// `estimates` of its result, people on their turn, and with three or four players
    /// everyone agrees in one confirmation.
    pub(super) fn offer_draw(&mut self, p: Player, estimates: &[Option<f64>]) -> Effect {
        let players = self.session.position().player_names().len();
        if players > 2 {
            return Effect::Ask(Dialog::ConfirmDraw);
        }
        let other = p.next(2);
        let name = self.name(other);
        if self.session.seats().get(other.index()).and_then(|s| s.bot()).is_none() {
            self.draw_offer = Some(p);
            return Effect::Say(Note::info(t!("end-draw-offered", name = name)));
        }
        let estimate = estimates.get(other.index()).copied().flatten();
        if computer_accepts(estimate) {
            return match self.conclude(Agreement::Draw) {
                Effect::Changed => {
                    Effect::ChangedSaying(Note::info(t!("end-accepts-draw", name = name)))
                }
                refused => refused,
            };
        }
        let note = match estimate {
            Some(e) => t!("end-declines-draw-rated", name = name, percent = (e * 100.0).round()),
            None => t!("end-declines-draw-early", name = name),
        };
        Effect::Say(Note::info(note))
    }

    /// The player to move answers a draw offer.
    pub(super) fn answer_draw(&mut self, accept: bool) -> Effect {
        if self.player_at_screen().is_none() {
            return Effect::None;
        }
        let Some(offerer) = self.draw_offer.take() else { return Effect::None };
        if accept {
            self.conclude(Agreement::Draw)
        } else {
            Effect::Say(Note::info(t!("end-draw-declined", name = self.name(offerer))))
        }
    }
}

/// The confirmation before `p` resigns: the player's answer, once given.
pub(super) fn resign_dialog(ctx: &egui::Context, g: &OpenGame, p: Player) -> Option<bool> {
    let question = t!("end-resign-question", name = g.name(p));
    let text = t!("end-resign-explain");
    let buttons = [t!("end-resign"), t!("end-keep-playing")];
    theme::confirm(ctx, "resign", &question, &text, [&buttons[0], &buttons[1]])
}

/// The confirmation of a draw agreed by everyone at the table (three or four players).
pub(super) fn draw_dialog(ctx: &egui::Context) -> Option<bool> {
    let text = t!("end-draw-explain");
    let buttons = [t!("end-we-agree"), t!("end-keep-playing")];
    let heading = t!("end-draw-question");
    theme::confirm(ctx, "agree-draw", &heading, &text, [&buttons[0], &buttons[1]])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_computer_takes_a_draw_only_when_it_expects_less() {
        assert!(!computer_accepts(None), "before its first move");
        assert!(!computer_accepts(Some(0.55)));
        assert!(!computer_accepts(Some(ACCEPT_BELOW)));
        assert!(computer_accepts(Some(0.2)));
    }
}
