//! The lobby's kept games: each to resume (by mail at once, online once the friend's program
//! is back) or to delete.

use egui::Ui;
use strata_core::online::Seat;

use super::super::kept::{self, By};
use super::super::post::letter_field;
use super::super::waker;
use super::{Begun, Carrier, Lobby, Stage, Tab};
use crate::net::{Link, Resume};
use crate::t;
use crate::theme;

impl Lobby {
    /// The games kept on this computer, each to resume or delete.
    pub(super) fn resume_ui(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        let choosing = matches!(self.stage, Stage::Choosing | Stage::Failed(_));
        ui.label(t!("lobby-kept-games"));
        let mut chosen = None;
        ui.add_enabled_ui(choosing, |ui| {
            for (i, (_, kept)) in self.kept.iter().enumerate() {
                ui.horizontal_wrapped(|ui| {
                    ui.label(kept.describe());
                    if ui.button(t!("lobby-resume-button")).clicked() {
                        chosen = Some((i, true));
                    }
                    let forget = t!("lobby-delete-about");
                    if ui.button(t!("lobby-delete")).on_hover_text(forget).clicked() {
                        chosen = Some((i, false));
                    }
                });
            }
        });
        match chosen {
            Some((i, true)) => self.resume(i, None, ctx),
            Some((i, false)) => self.delete(i),
            None => {}
        }
        if let Stage::Posted { .. } = &self.stage {
            self.posted_ui(ui, ctx);
        }
        if let Stage::Rejoining { link, record, .. } = &self.stage {
            let host = record.here == Seat::Host;
            if let Some(code) = link.code().filter(|_| host) {
                let label = ui.label(t!("lobby-new-code"));
                letter_field(ui, &mut code.as_str(), 3).labelled_by(label.id);
                if ui.button(t!("lobby-copy-code")).clicked() {
                    ctx.copy_text(code);
                }
            }
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(if host { t!("lobby-waiting-resume") } else { t!("lobby-connecting") });
            });
        }
    }

    /// Goes on with the kept game `i`: by mail at once; online once the friend's program is
    /// back (the guest dials `code` if given, else the code it joined with).
    pub(super) fn resume(&mut self, i: usize, code: Option<&str>, ctx: &egui::Context) {
        let Some((_, kept)) = self.kept.get(i).cloned() else { return };
        let person = kept.person();
        let record = kept.record;
        let first_letter_only = record.lines.len() == 1 && record.here == Seat::Host;
        self.stage = match kept.by {
            By::Mail(post) if first_letter_only => match record.invitation() {
                Ok(invitation) => Stage::posted(invitation, record, post, person),
                Err(why) => Stage::Failed(t!("lobby-cannot-go-on", why = why)),
            },
            By::Mail(post) => match record.replay() {
                Ok(table) => Stage::Ready(Box::new(Begun {
                    carrier: Carrier::Mail(post),
                    table,
                    record,
                    person,
                    unread: Vec::new(),
                })),
                Err(why) => Stage::Failed(t!("lobby-cannot-go-on", why = why)),
            },
            By::Link { key, friend, code: old } => match record.replay() {
                Ok(table) if table.is_finished() => Stage::Failed(t!("lobby-game-over")),
                Ok(table) => {
                    let sent: Vec<String> =
                        record.lines_from(record.here).map(str::to_string).collect();
                    let resume = Resume {
                        key: kept::unhex32(&key),
                        friend: friend.as_deref().and_then(kept::unhex32),
                        received: record.lines.len() - sent.len(),
                        sent,
                        code: Some(old.clone()),
                    };
                    let reach = self.reach.clone();
                    let link = match record.here {
                        Seat::Host => Ok(Link::host_again(reach, resume, waker(ctx))),
                        Seat::Guest => {
                            Link::join_again(code.unwrap_or(&old), reach, resume, waker(ctx))
                        }
                    };
                    match link {
                        Ok(link) => {
                            Stage::Rejoining { link, table: Box::new(table), record, person }
                        }
                        Err(why) => Stage::Failed(theme::capitalise(&why)),
                    }
                }
                Err(why) => Stage::Failed(t!("lobby-cannot-go-on", why = why)),
            },
        };
    }

    pub(super) fn delete(&mut self, i: usize) {
        if i >= self.kept.len() {
            return;
        }
        let (path, _) = self.kept.remove(i);
        if let Err(e) = std::fs::remove_file(&path) {
            let (path, why) = (path.display().to_string(), e.to_string());
            self.stage = Stage::Failed(t!("lobby-cannot-delete", path = path, why = why));
        }
        if self.kept.is_empty() {
            self.tab = Tab::Invite;
        }
    }
}
