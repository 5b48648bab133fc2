//! Game → Play a friend online: the lobby, where the host chooses the game and gets an invite
//! code (or writes the first move letter), the friend pastes it, and kept games are resumed;
//! it hands the game both programs agreed on to the board.

mod by_mail;
mod resume;

use std::path::PathBuf;

use egui::{RichText, Ui};
use strata_core::online::{Invitation, Letter, Message, Post, Record, Seat, Table, needs_army};
use strata_core::session::Session;
use strata_core::{GameId, GameOptions, GameSetup, Player};

use by_mail::first_letter;

use super::kept::{self, By, Kept};
use super::post::letter_field;
use super::{Carrier, Online, waker};
use crate::command::{Command, OnlineCommand};
use crate::net::{Event, Link, Reach, random_seed, seal, suggested_army};
use crate::panels::new_game::clock_choice;
use crate::setup_library::SetupLibrary;
use crate::t;
use crate::theme::{self, display_name};
use strata_core::clock::TimeControl;
use strata_core::games::stratego::sealed::SealedArmy;
use strata_core::games::stratego::{Army, named_setups};

/// Game → Play a friend online: invite (host) or join.
#[derive(Debug)]
pub(in crate::shell) struct Lobby {
    /// Where the link may reach (the settings' relay).
    reach: Reach,
    tab: Tab,
    /// The host plays by mail (move letters) rather than online.
    by_mail: bool,
    game: GameId,
    players: u32,
    /// The host's seat.
    seat: usize,
    code: String,
    /// Stratego: the armies this player may bring (shipped setups, then their own), and the
    /// one chosen; `None` brings a fresh suggested army.
    armies: Vec<(String, Army)>,
    army: Option<usize>,
    /// The host's choice of a clock (its program keeps the time).
    clock: Option<TimeControl>,
    /// Where games with a friend are kept (`None`: nowhere, in tests without a data folder),
    /// and those there, newest first.
    kept_dir: Option<PathBuf>,
    kept: Vec<(PathBuf, Kept)>,
    stage: Stage,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Invite,
    Join,
    Resume,
}

#[derive(Debug, Default)]
enum Stage {
    #[default]
    Choosing,
    Hosting {
        link: Link,
        invitation: Box<Invitation>,
        record: Record,
        code: Option<String>,
    },
    Joining(Link),
    /// By mail: the host's first letter is written; the friend's answer is pasted here.
    Posted {
        invitation: Box<Invitation>,
        record: Record,
        post: Post,
        person: Player,
        paste: String,
        refusal: Option<String>,
    },
    /// A kept game online: waiting for the friend's program to come back.
    Rejoining {
        link: Link,
        table: Box<Table>,
        record: Record,
        person: Player,
    },
    /// Both programs agree: the game opens with this frame's commands.
    Ready(Box<Begun>),
    Failed(String),
}

impl Stage {
    /// By mail, the host's first letter written: the friend's answer is awaited.
    fn posted(invitation: Invitation, record: Record, post: Post, person: Player) -> Stage {
        Stage::Posted {
            invitation: Box::new(invitation),
            record,
            post,
            person,
            paste: String::new(),
            refusal: None,
        }
    }
}

/// A game both sides agree on, for the board.
#[derive(Debug)]
struct Begun {
    carrier: Carrier,
    table: Table,
    record: Record,
    person: Player,
    /// Lines of a letter still to take, once on the board (the friend's first move).
    unread: Vec<String>,
}

impl Lobby {
    /// The lobby, with the player's own Stratego setups from `library`.
    pub(in crate::shell) fn new(
        reach: Reach,
        library: &SetupLibrary,
        kept_dir: Option<PathBuf>,
    ) -> Lobby {
        let lang = crate::i18n::lang();
        let shipped = named_setups().into_iter().map(|s| (s.name_in(lang).to_string(), s.army));
        let own = library
            .list()
            .0
            .into_iter()
            .map(|s| (t!("lobby-my-setup", name = s.setup.name.clone()), s.setup.army));
        let kept = kept_dir.as_deref().map(kept::list).unwrap_or_default();
        Lobby {
            reach,
            tab: Tab::Invite,
            by_mail: false,
            game: GameId::Strata5,
            players: 2,
            seat: 0,
            code: String::new(),
            armies: shipped.chain(own).collect(),
            army: None,
            clock: None,
            kept_dir,
            kept,
            stage: Stage::Choosing,
        }
    }

    /// The army this player brings to a Stratego game, sealed.
    fn sealed_army(&self) -> Result<SealedArmy, String> {
        match self.army.and_then(|i| self.armies.get(i)) {
            Some((_, army)) => seal(*army),
            None => suggested_army(),
        }
    }

    /// "Your army": a suggested one, or a setup by name.
    fn army_choice(&mut self, ui: &mut Ui, label: &str) {
        let name = |army: Option<usize>| {
            army.and_then(|i| self.armies.get(i))
                .map_or(t!("lobby-suggested-army"), |(n, _)| n.clone())
        };
        let selected = name(self.army);
        let names: Vec<String> = (0..self.armies.len()).map(|i| name(Some(i))).collect();
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(label);
            egui::ComboBox::from_id_salt("online-army")
                .selected_text(selected)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.army, None, name(None));
                    for (i, n) in names.iter().enumerate() {
                        ui.selectable_value(&mut self.army, Some(i), n);
                    }
                })
                .response
                .labelled_by(label.id)
                .on_hover_text(t!("lobby-army-about"));
        });
    }

    /// The host's invite code once the link made it, or its first move letter.
    pub(in crate::shell) fn code(&self) -> Option<String> {
        match &self.stage {
            Stage::Hosting { code, .. } => code.clone(),
            Stage::Posted { record, post, .. } => Some(first_letter(record, post)),
            Stage::Rejoining { link, .. } => link.code(),
            _ => None,
        }
    }

    /// The game both programs agreed on, ready for the board, and the lines of the friend's
    /// letter it has still to take.
    pub(in crate::shell) fn into_game(self) -> Option<(Session, Online, Vec<String>)> {
        let Stage::Ready(begun) = self.stage else { return None };
        let Begun { carrier, table, record, person, unread } = *begun;
        let online = Online::new(carrier, table, record, person);
        Some((online.session(), online, unread))
    }

    pub(in crate::shell) fn ui(&mut self, ctx: &egui::Context) -> Option<Command> {
        let mut command = self.hear();
        let response = theme::dialog("online").show(ctx, |ui| {
            theme::scroll_to_fit(ui, 0.0, |ui| {
                // Narrower in a small window (800×560 at 200% is 400 points wide).
                ui.set_width(theme::dialog_width(ctx, 460.0));
                ui.heading(t!("lobby-title"));
                ui.add_space(4.0);
                let choosing = matches!(self.stage, Stage::Choosing | Stage::Failed(_));
                ui.add_enabled_ui(choosing, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        ui.selectable_value(&mut self.tab, Tab::Invite, t!("lobby-invite"));
                        ui.selectable_value(&mut self.tab, Tab::Join, t!("lobby-join"));
                        if !self.kept.is_empty() {
                            ui.selectable_value(&mut self.tab, Tab::Resume, t!("lobby-resume"));
                        }
                    });
                });
                ui.separator();
                match self.tab {
                    Tab::Invite => self.host_ui(ui, ctx),
                    Tab::Join => self.join_ui(ui, ctx),
                    Tab::Resume => self.resume_ui(ui, ctx),
                }
                if let Stage::Failed(why) = &self.stage {
                    ui.colored_label(theme::BAD, why);
                }
                ui.add_space(6.0);
                // A letter written waits under "Resume a game": closing cancels nothing.
                let close = if matches!(self.stage, Stage::Posted { .. }) {
                    t!("lobby-close")
                } else {
                    t!("lobby-cancel")
                };
                ui.horizontal(|ui| ui.button(close).clicked()).inner
            })
        });
        if response.inner || response.should_close() {
            command = Some(Command::Online(OnlineCommand::Cancel));
        } else if matches!(self.stage, Stage::Ready(..)) {
            // Agreed by mail or from a kept game, with no link event to say so.
            command = Some(Command::Online(OnlineCommand::Begin));
        }
        command
    }

    fn host_ui(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        if let Stage::Posted { .. } = &self.stage {
            // The letter is what matters now; the choices made are in it (and a small window
            // would push the letter out of sight).
            return self.posted_ui(ui, ctx);
        }
        let choosing = matches!(self.stage, Stage::Choosing | Stage::Failed(_));
        ui.add_enabled_ui(choosing, |ui| {
            egui::Grid::new("online-host").num_columns(2).show(ui, |ui| {
                let label = ui.label(t!("lobby-game"));
                egui::ComboBox::from_id_salt("online-game")
                    .selected_text(crate::words::game_title(self.game))
                    .show_ui(ui, |ui| {
                        for game in GameId::ALL {
                            ui.selectable_value(
                                &mut self.game,
                                game,
                                crate::words::game_title(game),
                            );
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();
                if self.game == GameId::Stratum {
                    ui.label(t!("lobby-players"));
                    ui.horizontal(|ui| {
                        for n in 2..=4 {
                            ui.selectable_value(&mut self.players, n, n.to_string());
                        }
                    });
                    ui.end_row();
                }
                if !self.by_mail {
                    let label = ui.label(t!("lobby-clock"));
                    clock_choice(ui, "online-clock", &mut self.clock)
                        .labelled_by(label.id)
                        .on_hover_text(t!("lobby-clock-about"));
                    ui.end_row();
                }
                let names = self.names();
                self.seat = self.seat.min(names.len() - 1);
                let label = ui.label(t!("lobby-you-play"));
                egui::ComboBox::from_id_salt("online-seat")
                    .selected_text(display_name(names[self.seat]))
                    .show_ui(ui, |ui| {
                        for (i, name) in names.iter().enumerate() {
                            ui.selectable_value(&mut self.seat, i, display_name(name));
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();
            });
            if self.players > 2 && self.game == GameId::Stratum {
                ui.label(t!("lobby-next-seat"));
            }
            if self.game == GameId::Stratego {
                self.army_choice(ui, &t!("lobby-your-army"));
                ui.label(t!("lobby-sealed"));
            }
            ui.horizontal_wrapped(|ui| {
                ui.radio_value(&mut self.by_mail, false, t!("lobby-online-now"))
                    .on_hover_text(t!("lobby-online-now-about"));
                ui.radio_value(&mut self.by_mail, true, t!("lobby-by-mail"))
                    .on_hover_text(t!("lobby-by-mail-about"));
            });
            if self.by_mail {
                if ui.button(t!("lobby-write-letter")).clicked() {
                    self.post_first_letter();
                }
            } else if ui.button(t!("lobby-create-code")).clicked() {
                self.host(ctx);
            }
        });
        if let Stage::Hosting { code, .. } = &self.stage {
            match code {
                None => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(t!("lobby-making-code"));
                    });
                }
                Some(code) => {
                    let label = ui.label(t!("lobby-your-code"));
                    let mut shown = code.as_str();
                    let field = egui::TextEdit::multiline(&mut shown)
                        .desired_rows(2)
                        .desired_width(f32::INFINITY)
                        .font(egui::TextStyle::Monospace);
                    ui.add(field).labelled_by(label.id);
                    if ui.button(t!("lobby-copy-code")).clicked() {
                        ctx.copy_text(code.clone());
                    }
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(RichText::new(t!("lobby-waiting-join")).strong());
                    });
                }
            }
        }
    }

    fn join_ui(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        let choosing = matches!(self.stage, Stage::Choosing | Stage::Failed(_));
        let label = ui.label(t!("lobby-paste-code"));
        ui.add_enabled_ui(choosing, |ui| letter_field(ui, &mut self.code, 3).labelled_by(label.id));
        ui.add_enabled_ui(choosing, |ui| self.army_choice(ui, &t!("lobby-army-if-stratego")));
        if ui
            .add_enabled(
                choosing && !self.code.trim().is_empty(),
                egui::Button::new(t!("lobby-join-button")),
            )
            .clicked()
        {
            self.join(ctx);
        }
        if matches!(self.stage, Stage::Joining(_)) {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("lobby-connecting"));
            });
        }
    }

    /// Join: a move letter starts a game by mail, a code a game online (or, if it is a new code
    /// of the host of a kept game, that game again).
    fn join(&mut self, ctx: &egui::Context) {
        match Letter::read(&self.code) {
            Ok(letter) => {
                self.stage = match self.join_by_mail(letter) {
                    Ok(stage) => stage,
                    Err(why) => Stage::Failed(t!("lobby-cannot-join", why = why)),
                };
                return;
            }
            Err(why) if self.code.contains("-----BEGIN") => {
                self.stage = Stage::Failed(theme::capitalise(&crate::words::letter_problem(why)));
                return;
            }
            Err(_) => {}
        }
        let owner = crate::net::code_owner(&self.code).map(|id| kept::hex(&id));
        let again = self.kept.iter().position(|(_, k)| {
            k.record.here == Seat::Guest
                && matches!(&k.by, By::Link { friend: Some(f), .. } if Some(f) == owner.as_ref())
        });
        if let Some(i) = again {
            let code = self.code.clone();
            return self.resume(i, Some(&code), ctx);
        }
        self.stage = match Link::join(&self.code, self.reach.clone(), waker(ctx)) {
            Ok(link) => Stage::Joining(link),
            Err(why) => Stage::Failed(why),
        };
    }

    /// The guest's side of the host's `hello`: the table, the record with both, and the
    /// answer to send.
    fn answer_hello(
        &self,
        line: &str,
        mut record: Record,
    ) -> Result<(Table, Record, String), String> {
        let hello =
            Message::decode(line).map_err(|why| t!("online-other-sent", why = why.to_string()))?;
        let army = if needs_army(&hello) { Some(self.sealed_army()?) } else { None };
        let (table, ready) = Table::join(hello, army.clone()).map_err(crate::words::fault_words)?;
        record.army = army;
        record.received(line.to_string());
        let ready = ready.encode();
        record.sent(ready.clone());
        Ok((table, record, ready))
    }

    fn names(&self) -> Vec<&'static str> {
        match self.setup() {
            Ok(GameSetup::Stratego(_)) | Err(_) => vec!["red", "blue"],
            Ok(setup) => setup.start().map(|g| g.player_names().to_vec()).unwrap_or_default(),
        }
    }

    fn setup(&self) -> Result<GameSetup, String> {
        let players = (self.game == GameId::Stratum).then_some(self.players);
        GameSetup::from_options(self.game, &GameOptions { players, ..GameOptions::default() })
    }

    fn host(&mut self, ctx: &egui::Context) {
        self.stage = match self.invitation() {
            Ok((invitation, mut record)) => {
                let link = Link::host(self.reach.clone(), waker(ctx));
                // Queued now, sent by the link's thread the moment the friend connects: the
                // greeting must not wait for a frame of a window the host may have hidden
                // (to send the code from a chat app, say).
                let hello = invitation.hello().encode();
                link.send(hello.clone());
                record.sent(hello);
                Stage::Hosting { link, invitation: Box::new(invitation), record, code: None }
            }
            Err(why) => Stage::Failed(why),
        };
    }

    /// The host's invitation and the record that starts with it (a new game's name).
    fn invitation(&self) -> Result<(Invitation, Record), String> {
        let army = if self.game == GameId::Stratego { Some(self.sealed_army()?) } else { None };
        // A clock needs both programs running: not by mail.
        let clock = if self.by_mail { None } else { self.clock };
        let invitation = Invitation::new(self.setup()?, self.seat, army.clone())?.with_clock(clock);
        let game = format!("{:016x}", random_seed()?);
        Ok((invitation, Record::new(game, Seat::Host, army)))
    }

    /// Reads the link: the code, the friend's arrival, the greeting.
    fn hear(&mut self) -> Option<Command> {
        loop {
            let event = match &self.stage {
                Stage::Hosting { link, .. }
                | Stage::Joining(link)
                | Stage::Rejoining { link, .. } => link.try_next()?,
                _ => return None,
            };
            let stage = std::mem::take(&mut self.stage);
            self.stage = match (stage, event) {
                (_, Event::Closed(why)) => Stage::Failed(theme::capitalise(&why)),
                (Stage::Hosting { link, invitation, record, .. }, Event::Code(code)) => {
                    Stage::Hosting { link, invitation, record, code: Some(code) }
                }
                (Stage::Hosting { link, invitation, mut record, .. }, Event::Line(line)) => {
                    match Message::decode(&line)
                        .map_err(|why| t!("online-other-sent", why = why.to_string()))
                        .and_then(|ready| {
                            invitation.accept(ready).map_err(crate::words::fault_words)
                        }) {
                        Ok(table) => {
                            record.received(line);
                            let person = Player(self.seat as u8);
                            Stage::Ready(Box::new(Begun {
                                carrier: Carrier::Link(link),
                                table,
                                record,
                                person,
                                unread: Vec::new(),
                            }))
                        }
                        Err(why) => Stage::Failed(t!("lobby-friend-could-not-start", why = why)),
                    }
                }
                (Stage::Joining(link), Event::Line(line)) => {
                    match self.answer_hello(&line, Record::new(random_game(), Seat::Guest, None)) {
                        Ok((table, record, ready)) => {
                            link.send(ready);
                            Stage::Ready(Box::new(Begun {
                                person: seat_of(&table),
                                carrier: Carrier::Link(link),
                                table,
                                record,
                                unread: Vec::new(),
                            }))
                        }
                        Err(why) => Stage::Failed(t!("lobby-cannot-join", why = why)),
                    }
                }
                (Stage::Rejoining { link, table, record, person }, Event::Connected) => {
                    Stage::Ready(Box::new(Begun {
                        carrier: Carrier::Link(link),
                        table: *table,
                        record,
                        person,
                        unread: Vec::new(),
                    }))
                }
                (stage, _) => stage,
            };
            if matches!(self.stage, Stage::Ready(..)) {
                return Some(Command::Online(OnlineCommand::Begin));
            }
        }
    }
}

/// A new name for a kept game.
fn random_game() -> String {
    let seed = random_seed().unwrap_or_else(|_| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    format!("{seed:016x}")
}

/// The seat a guest's table plays (the guest plays one).
fn seat_of(table: &Table) -> Player {
    (0..table.seats().len()).map(|i| Player(i as u8)).find(|&p| table.plays(p)).unwrap_or(Player(0))
}
