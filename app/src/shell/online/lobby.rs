//! Game → Play a friend online: the lobby, where the host chooses the game and gets an invite
//! code, and the friend pastes it; it hands the game both programs agreed on to the board.

use egui::{RichText, Ui};
use strata_core::online::{Invitation, Message, Table, needs_army};
use strata_core::session::Session;
use strata_core::{GameId, GameOptions, GameSetup, Player};

use super::{Online, waker};
use crate::command::{Command, OnlineCommand};
use crate::net::{Event, Link, Reach, seal, suggested_army};
use crate::panels::new_game::clock_choice;
use crate::setup_library::SetupLibrary;
use crate::theme::{self, display_name};
use strata_core::clock::TimeControl;
use strata_core::games::stratego::sealed::SealedArmy;
use strata_core::games::stratego::{Army, named_setups};

/// Game → Play a friend online: invite (host) or join.
#[derive(Debug)]
pub(in crate::shell) struct Lobby {
    /// Where the link may reach (the settings' relay).
    reach: Reach,
    joining: bool,
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
    stage: Stage,
}

#[derive(Debug, Default)]
enum Stage {
    #[default]
    Choosing,
    Hosting {
        link: Link,
        invitation: Box<Invitation>,
        code: Option<String>,
    },
    Joining(Link),
    /// Both programs agree: the game opens with this frame's commands.
    Ready(Link, Box<Table>),
    Failed(String),
}

impl Lobby {
    /// The lobby, with the player's own Stratego setups from `library`.
    pub(in crate::shell) fn new(reach: Reach, library: &SetupLibrary) -> Lobby {
        let shipped = named_setups().into_iter().map(|s| (s.name, s.army));
        let own = library
            .list()
            .0
            .into_iter()
            .map(|s| (format!("{} (mine)", s.setup.name), s.setup.army));
        Lobby {
            reach,
            joining: false,
            game: GameId::Strata5,
            players: 2,
            seat: 0,
            code: String::new(),
            armies: shipped.chain(own).collect(),
            army: None,
            clock: None,
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
                .map_or("A suggested army (new each game)".to_string(), |(n, _)| n.clone())
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
                .on_hover_text("Your setups are the ones saved from the setup screen");
        });
    }

    /// The host's invite code, once the link made it.
    pub(in crate::shell) fn code(&self) -> Option<&str> {
        match &self.stage {
            Stage::Hosting { code, .. } => code.as_deref(),
            _ => None,
        }
    }

    /// The game both programs agreed on, ready for the board.
    pub(in crate::shell) fn into_game(self) -> Option<(Session, Online)> {
        let Stage::Ready(link, table) = self.stage else { return None };
        // The host chose a seat; the guest has the one the host gave it.
        let person = if self.joining {
            (0..table.seats().len()).map(|i| Player(i as u8)).find(|&p| table.plays(p))?
        } else {
            Player(self.seat as u8)
        };
        let online = Online {
            link,
            table: *table,
            person,
            stopped: None,
            reconnecting: false,
            draft: String::new(),
        };
        Some((online.session(), online))
    }

    pub(in crate::shell) fn ui(&mut self, ctx: &egui::Context) -> Option<Command> {
        let mut command = self.hear();
        let response = theme::dialog("online").show(ctx, |ui| {
            theme::scroll_to_fit(ui, 0.0, |ui| {
                // Narrower in a small window (800×560 at 200% is 400 points wide).
                ui.set_width(theme::dialog_width(ctx, 460.0));
                ui.heading("Play a friend online");
                ui.add_space(4.0);
                let choosing = matches!(self.stage, Stage::Choosing | Stage::Failed(_));
                ui.add_enabled_ui(choosing, |ui| {
                    ui.horizontal(|ui| {
                        ui.selectable_value(&mut self.joining, false, "Invite a friend");
                        ui.selectable_value(&mut self.joining, true, "Join a friend's game");
                    });
                });
                ui.separator();
                if self.joining {
                    self.join_ui(ui, ctx)
                } else {
                    self.host_ui(ui, ctx)
                }
                if let Stage::Failed(why) = &self.stage {
                    ui.colored_label(theme::BAD, why);
                }
                ui.add_space(6.0);
                ui.horizontal(|ui| ui.button("Cancel").clicked()).inner
            })
        });
        if response.inner || response.should_close() {
            command = Some(Command::Online(OnlineCommand::Cancel));
        }
        command
    }

    fn host_ui(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        let choosing = matches!(self.stage, Stage::Choosing | Stage::Failed(_));
        ui.add_enabled_ui(choosing, |ui| {
            egui::Grid::new("online-host").num_columns(2).show(ui, |ui| {
                let label = ui.label("Game");
                egui::ComboBox::from_id_salt("online-game")
                    .selected_text(self.game.title())
                    .show_ui(ui, |ui| {
                        for game in GameId::ALL {
                            ui.selectable_value(&mut self.game, game, game.title());
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();
                if self.game == GameId::Stratum {
                    ui.label("Players");
                    ui.horizontal(|ui| {
                        for n in 2..=4 {
                            ui.selectable_value(&mut self.players, n, n.to_string());
                        }
                    });
                    ui.end_row();
                }
                let label = ui.label("Clock");
                clock_choice(ui, "online-clock", &mut self.clock)
                    .labelled_by(label.id)
                    .on_hover_text("Your program keeps both times");
                ui.end_row();
                let names = self.names();
                self.seat = self.seat.min(names.len() - 1);
                let label = ui.label("You play");
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
                ui.label("Your friend takes the next seat; this computer plays the others.");
            }
            if self.game == GameId::Stratego {
                self.army_choice(ui, "Your army");
                ui.label("Neither program ever sees the other's army before the end.");
            }
            if ui.button("Create invite code").clicked() {
                self.host(ctx);
            }
        });
        if let Stage::Hosting { code, .. } = &self.stage {
            match code {
                None => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label("Making your invite code…");
                    });
                }
                Some(code) => {
                    let label = ui.label("Your invite code: send it to your friend (chat, mail…)");
                    let mut shown = code.as_str();
                    let field = egui::TextEdit::multiline(&mut shown)
                        .desired_rows(2)
                        .desired_width(f32::INFINITY)
                        .font(egui::TextStyle::Monospace);
                    ui.add(field).labelled_by(label.id);
                    if ui.button("Copy the code").clicked() {
                        ctx.copy_text(code.clone());
                    }
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(RichText::new("Waiting for your friend to join…").strong());
                    });
                }
            }
        }
    }

    fn join_ui(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        let choosing = matches!(self.stage, Stage::Choosing | Stage::Failed(_));
        let label = ui.label("Invite code (paste what your friend sent)");
        let field = egui::TextEdit::multiline(&mut self.code)
            .desired_rows(2)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace)
            .hint_text("endpoint…");
        ui.add_enabled(choosing, field).labelled_by(label.id);
        ui.add_enabled_ui(choosing, |ui| self.army_choice(ui, "Your army, if it is Stratego"));
        if ui
            .add_enabled(choosing && !self.code.trim().is_empty(), egui::Button::new("Join"))
            .clicked()
        {
            self.stage = match Link::join(&self.code, self.reach.clone(), waker(ctx)) {
                Ok(link) => Stage::Joining(link),
                Err(why) => Stage::Failed(why),
            };
        }
        if matches!(self.stage, Stage::Joining(_)) {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Connecting to your friend's game…");
            });
        }
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
        let army =
            if self.game == GameId::Stratego { self.sealed_army().map(Some) } else { Ok(None) };
        let invitation = army
            .and_then(|army| Invitation::new(self.setup()?, self.seat, army))
            .map(|invitation| invitation.with_clock(self.clock));
        self.stage = match invitation {
            Ok(invitation) => {
                let link = Link::host(self.reach.clone(), waker(ctx));
                // Queued now, sent by the link's thread the moment the friend connects: the
                // greeting must not wait for a frame of a window the host may have hidden
                // (to send the code from a chat app, say).
                link.send(invitation.hello().encode());
                Stage::Hosting { link, invitation: Box::new(invitation), code: None }
            }
            Err(why) => Stage::Failed(why),
        };
    }

    /// Reads the link: the code, the friend's arrival, the greeting.
    fn hear(&mut self) -> Option<Command> {
        loop {
            let event = match &self.stage {
                Stage::Hosting { link, .. } | Stage::Joining(link) => link.try_next()?,
                _ => return None,
            };
            let stage = std::mem::take(&mut self.stage);
            self.stage = match (stage, event) {
                (_, Event::Closed(why)) => Stage::Failed(theme::capitalise(&why)),
                (Stage::Hosting { link, invitation, .. }, Event::Code(code)) => {
                    Stage::Hosting { link, invitation, code: Some(code) }
                }
                (Stage::Hosting { link, invitation, .. }, Event::Line(line)) => {
                    match Message::decode(&line)
                        .map_err(|why| format!("the other side sent {why}"))
                        .and_then(|ready| invitation.accept(ready).map_err(|fault| fault.reason))
                    {
                        Ok(table) => Stage::Ready(link, Box::new(table)),
                        Err(why) => Stage::Failed(format!(
                            "Your friend's program could not start the game: {why}"
                        )),
                    }
                }
                (Stage::Joining(link), Event::Line(line)) => {
                    let joined = Message::decode(&line)
                        .map_err(|why| format!("the other side sent {why}"))
                        .and_then(|hello| {
                            let army =
                                if needs_army(&hello) { Some(self.sealed_army()?) } else { None };
                            Table::join(hello, army).map_err(|fault| fault.reason)
                        });
                    match joined {
                        Ok((table, ready)) => {
                            link.send(ready.encode());
                            Stage::Ready(link, Box::new(table))
                        }
                        Err(why) => Stage::Failed(format!("Cannot join this game: {why}")),
                    }
                }
                (stage, _) => stage,
            };
            if matches!(self.stage, Stage::Ready(..)) {
                return Some(Command::Online(OnlineCommand::Begin));
            }
        }
    }
}
