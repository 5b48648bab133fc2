//! What the two players say besides their moves: offers (a draw, a take-back) with their
//! answers, and the chat beside the move list.

use egui::{RichText, Ui};
use strata_core::online::{MAX_CHAT, Message, Request};

use super::OpenGame;
use crate::command::{Command, Note, OnlineCommand};
use crate::t;
use crate::theme;

/// Something the friend said that the status line repeats, as it arrives.
pub(super) enum News {
    Offer(Request),
    Answer(Request, bool),
    Chat(String),
}

/// What in `message` the player should read about at once.
pub(super) fn news(message: &Message) -> Option<News> {
    match message {
        Message::Offer { request, .. } => Some(News::Offer(*request)),
        Message::Answer { request, accept, .. } => Some(News::Answer(*request, *accept)),
        Message::Chat { text } => Some(News::Chat(text.clone())),
        _ => None,
    }
}

impl News {
    pub(super) fn note(&self) -> Note {
        let text = match self {
            News::Offer(request) => asks(*request),
            News::Answer(Request::Draw, true) => t!("talk-draw-accepted"),
            News::Answer(Request::Draw, false) => t!("talk-draw-declined"),
            News::Answer(Request::TakeBack, true) => t!("talk-take-back-allowed"),
            News::Answer(Request::TakeBack, false) => t!("talk-take-back-declined"),
            News::Chat(text) => t!("talk-friend-says", text = text.clone()),
        };
        Note::info(text)
    }
}

/// The friend's request, as the banner and the status line say it.
fn asks(request: Request) -> String {
    match request {
        Request::Draw => t!("talk-friend-offers-draw"),
        Request::TakeBack => t!("talk-friend-asks-take-back"),
    }
}

/// This side's request, once made: "Draw offered".
pub(super) fn asked(request: Request) -> String {
    match request {
        Request::Draw => t!("talk-draw-offered"),
        Request::TakeBack => t!("talk-take-back-asked"),
    }
}

/// The line under the board about an offer: the friend's, with its two answers, or ours,
/// waiting.
pub(in crate::shell) fn offer_banner(ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
    let Some(online) = g.online.as_ref() else { return };
    let Some(pending) = online.table.pending() else { return };
    ui.horizontal_wrapped(|ui| {
        if pending.by != online.table.here() {
            let text = asks(pending.request);
            ui.label(RichText::new(text).strong().color(theme::FOCUS));
            let accept = match pending.request {
                Request::Draw => t!("end-accept-draw"),
                Request::TakeBack => t!("talk-allow-take-back"),
            };
            if ui.button(accept).clicked() {
                out.push(Command::Online(OnlineCommand::Answer(true)));
            }
            if ui.button(t!("talk-decline")).on_hover_text(t!("talk-decline-about")).clicked() {
                out.push(Command::Online(OnlineCommand::Answer(false)));
            }
        } else {
            ui.label(t!("talk-waiting-answer", asked = asked(pending.request)));
        }
    });
}

/// The chat with the friend, at the foot of the move list: what both said, and a field to
/// say more (Enter sends).
pub(in crate::shell) fn chat_panel(ui: &mut Ui, g: &mut OpenGame, out: &mut Vec<Command>) {
    let Some(online) = g.online.as_mut() else { return };
    let panel = egui::Panel::bottom("chat").resizable(true).default_size(150.0);
    panel.show(ui, |ui| {
        ui.add_space(2.0);
        let heading = ui.label(RichText::new(t!("talk-chat")).strong());
        let here = online.table.here();
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, true])
            .max_height(ui.available_height() - ui.spacing().interact_size.y - 8.0)
            .show(ui, |ui| {
                if online.table.chat().is_empty() {
                    ui.weak(t!("talk-nothing-yet"));
                }
                for (seat, text) in online.table.chat() {
                    let who = if *seat == here { t!("talk-you") } else { t!("talk-friend") };
                    ui.horizontal_wrapped(|ui| {
                        ui.spacing_mut().item_spacing.x = 4.0;
                        ui.label(RichText::new(who).strong());
                        ui.add(egui::Label::new(text.as_str()).wrap());
                    });
                }
            });
        let field = egui::TextEdit::singleline(&mut online.draft)
            .hint_text(t!("talk-say"))
            .char_limit(MAX_CHAT)
            .desired_width(f32::INFINITY);
        let response = ui.add(field).labelled_by(heading.id);
        if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            out.push(Command::Online(OnlineCommand::Say(online.draft.clone())));
            response.request_focus();
        }
    });
}
