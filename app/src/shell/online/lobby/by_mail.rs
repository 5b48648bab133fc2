//! The lobby by mail: the host's first letter, the friend's answer that starts the game, and
//! the guest's join by a letter.

use egui::{RichText, Ui};
use strata_core::Player;
use strata_core::online::{Letter, Message, Post, Record, Seat};

use super::super::kept::{By, Kept};
use super::super::post::letter_field;
use super::{Begun, Carrier, Lobby, Stage, seat_of};
use crate::t;
use crate::theme;

impl Lobby {
    /// By mail: the host's first letter, written and kept (so the game waits under "Resume a
    /// game" if the window closes before the friend answers).
    pub(super) fn post_first_letter(&mut self) {
        self.stage = match self.invitation() {
            Ok((invitation, mut record)) => {
                record.sent(invitation.hello().encode());
                let post = Post::default();
                let person = Player(self.seat as u8);
                let kept =
                    Kept { record: record.clone(), person: person.0, by: By::Mail(post.clone()) };
                match self.kept_dir.as_deref().map(|dir| kept.write(dir)) {
                    Some(Err(why)) => Stage::Failed(theme::capitalise(&why)),
                    _ => Stage::posted(invitation, record, post, person),
                }
            }
            Err(why) => Stage::Failed(why),
        };
    }

    /// The first letter to copy, and the field for the friend's answer.
    pub(super) fn posted_ui(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        let Stage::Posted { record, post, paste, refusal, person, .. } = &mut self.stage else {
            return;
        };
        let kept = Kept { record: record.clone(), person: person.0, by: By::Mail(post.clone()) };
        ui.label(RichText::new(kept.describe()).strong());
        let letter = first_letter(record, post);
        let label = ui.label(t!("lobby-first-letter"));
        // The button first: in a small window the letter's field may be out of sight.
        if ui.button(t!("lobby-copy-letter")).clicked() {
            ctx.copy_text(letter.clone());
        }
        letter_field(ui, &mut letter.as_str(), 3).labelled_by(label.id);
        ui.label(t!("lobby-may-close"));
        let label = ui.label(t!("lobby-friends-answer"));
        letter_field(ui, paste, 3).labelled_by(label.id);
        if let Some(why) = refusal {
            ui.colored_label(theme::BAD, why.as_str());
        }
        if ui
            .add_enabled(!paste.trim().is_empty(), egui::Button::new(t!("lobby-open-letter")))
            .clicked()
        {
            self.open_answer();
        }
    }

    /// The friend's answer to the first letter: the game starts.
    pub(super) fn open_answer(&mut self) {
        let Stage::Posted { invitation, record, post, person, paste, .. } =
            std::mem::take(&mut self.stage)
        else {
            return;
        };
        let mut opened = post.clone();
        let lines = Letter::read(&paste)
            .and_then(|letter| opened.open(&record, letter))
            .map_err(crate::words::letter_problem);
        self.stage = match lines {
            Ok(mut lines) if !lines.is_empty() => {
                let first = lines.remove(0);
                match Message::decode(&first)
                    .and_then(|ready| invitation.accept(ready).map_err(crate::words::fault_words))
                {
                    Ok(table) => {
                        let mut record = record;
                        record.received(first);
                        Stage::Ready(Box::new(Begun {
                            carrier: Carrier::Mail(opened),
                            table,
                            record,
                            person,
                            unread: lines,
                        }))
                    }
                    Err(why) => Stage::Failed(t!("lobby-letter-cannot-start", why = why)),
                }
            }
            refused => {
                let why = refused.err().unwrap_or_else(|| t!("lobby-nothing-new"));
                let refusal = Some(theme::capitalise(&why));
                Stage::Posted { invitation, record, post, person, paste, refusal }
            }
        };
    }

    pub(super) fn join_by_mail(&self, letter: Letter) -> Result<Stage, String> {
        if self.kept.iter().any(|(_, k)| k.record.game == letter.game) {
            return Err(t!("lobby-have-game-already"));
        }
        let mut post = Post::default();
        let record = Record::new(letter.game.clone(), Seat::Guest, None);
        let lines = post.open(&record, letter).map_err(crate::words::letter_problem)?;
        let Some((hello, unread)) = lines.split_first() else {
            return Err(t!("lobby-letter-no-game"));
        };
        let (table, record, _) = self.answer_hello(hello, record)?;
        Ok(Stage::Ready(Box::new(Begun {
            person: seat_of(&table),
            carrier: Carrier::Mail(post),
            table,
            record,
            unread: unread.to_vec(),
        })))
    }
}

/// The host's first letter by mail.
pub(super) fn first_letter(record: &Record, post: &Post) -> String {
    post.letter(record).write(
        "A move letter from Strata: an invitation to a game by mail. Paste all of it in Strata: \
         File > Play a friend online > Join a friend's game.",
    )
}
