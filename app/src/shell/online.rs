//! Playing a friend at another computer (issue 54): the lobby, where the host gets an invite
//! code and the friend pastes it, and the link of a game under way. The messages and their
//! checks are `strata_core::online`; the link is [`crate::net`].

use egui::{RichText, Ui};
use strata_core::ai::Bot;
use strata_core::online::{Fault, Invitation, Message, Table, needs_army};
use strata_core::session::{Seat, Session};
use strata_core::{GameId, GameOptions, GameSetup, Player};

use super::OpenGame;
use super::moves::Effect;
use crate::command::{Command, Note, OnlineCommand};
use crate::net::{Event, Link, Reach, suggested_army};
use crate::theme::{self, display_name};

/// The link and the table of a game with a friend online.
#[derive(Debug)]
pub(super) struct Online {
    link: Link,
    table: Table,
    /// The seat of the person at this screen; this computer plays this side's other seats
    /// (the host's, with three or four Stratum players).
    person: Player,
    /// Why the game cannot go on (the link broke, a message was refused), once it stopped.
    pub(super) stopped: Option<String>,
    /// The link broke and is being dialled again.
    reconnecting: bool,
}

impl Online {
    /// The game as this screen shows it: the table's, with this side's seats as people and
    /// the friend's as remote; once a Stratego game is over, with both true armies.
    fn session(&self) -> Session {
        let mut session = self.table.result().clone();
        for i in 0..self.table.seats().len() {
            let p = Player(i as u8);
            let seat = match () {
                _ if p == self.person => Seat::Human,
                _ if self.table.plays(p) => Seat::Computer(Bot::Medium),
                _ => Seat::Remote,
            };
            session.set_seat(i, seat);
        }
        session
    }

    fn send_all(&self, messages: Vec<Message>) {
        for message in messages {
            self.link.send(message.encode());
        }
    }

    /// What the status line says while the game waits for the friend.
    pub(super) fn waiting_note(&self) -> Option<String> {
        if let Some(why) = &self.stopped {
            return Some(format!("Online game stopped: {why}"));
        }
        if self.table.is_finished() {
            return None;
        }
        if self.reconnecting {
            return Some("The link to your friend broke: reconnecting…".to_string());
        }
        match self.table.turn() {
            Some(p) if self.table.plays(p) => None,
            _ => Some("Waiting for your friend's move…".to_string()),
        }
    }
}

impl OpenGame {
    /// Reads what came from the friend's program (moves, answers, the end) and shows it.
    pub(super) fn hear_online(&mut self) -> Effect {
        let Some(online) = self.online.as_mut() else { return Effect::None };
        let mut changed = false;
        let mut note = None;
        while online.stopped.is_none()
            && let Some(event) = online.link.try_next()
        {
            match event {
                Event::Line(line) => {
                    let heard = Message::decode(&line)
                        .map_err(|why| Fault {
                            reason: format!("the other side sent {why}"),
                            tell: true,
                        })
                        .and_then(|message| online.table.receive(message));
                    match heard {
                        Ok(answers) => {
                            online.send_all(answers);
                            changed = true;
                        }
                        Err(fault) => {
                            if fault.tell {
                                let reason = fault.reason.clone();
                                online.link.send(Message::Refuse { reason }.encode());
                            }
                            note = Some(Note::warning(format!(
                                "Online game stopped: {}",
                                fault.reason
                            )));
                            online.stopped = Some(fault.reason);
                        }
                    }
                }
                Event::Reconnecting(_) => {
                    online.reconnecting = true;
                    changed = true;
                }
                Event::Reconnected => {
                    online.reconnecting = false;
                    changed = true;
                }
                Event::Closed(why) if !online.table.is_finished() => {
                    note = Some(Note::warning(format!("Online game stopped: {why}")));
                    online.stopped = Some(why);
                }
                _ => {}
            }
        }
        if changed {
            self.show_online_game();
        }
        match (changed, note) {
            (_, Some(note)) => Effect::ChangedSaying(note),
            (true, None) => Effect::Changed,
            (false, None) => Effect::None,
        }
    }

    /// Plays this side's move in an online game; `None` when the game is not online.
    pub(super) fn play_online(&mut self, token: &str) -> Option<Effect> {
        let online = self.online.as_mut()?;
        if let Some(why) = &online.stopped {
            return Some(Effect::Say(Note::info(format!("The online game has stopped: {why}"))));
        }
        if !online.table.turn().is_some_and(|p| online.table.plays(p)) {
            let text = "It is your friend's turn: their move appears here when they play it.";
            return Some(Effect::Say(Note::info(text)));
        }
        Some(match online.table.play(token) {
            Ok(messages) => {
                online.send_all(messages);
                self.show_online_game();
                Effect::Changed
            }
            Err(why) => Effect::Say(Note::info(theme::capitalise(&why))),
        })
    }

    /// Resigns an online game; `None` when the game is not online.
    pub(super) fn resign_online(&mut self) -> Option<Effect> {
        let online = self.online.as_mut()?;
        let messages = online.table.resign();
        online.send_all(messages);
        self.show_online_game();
        Some(Effect::Changed)
    }

    /// Why the position may not be edited or replaced: the friend's program plays the same
    /// game, move for move.
    pub(super) fn online_lock(&self) -> Option<&'static str> {
        self.online.is_some().then_some(
            "Not during an online game: your friend's program plays the same game move for move.",
        )
    }

    /// Puts the table's game on the board, keeping the replay where the player was.
    fn show_online_game(&mut self) {
        let Some(online) = self.online.as_ref() else { return };
        let browsing = self.session.browsing_from().map(|_| self.session.cursor());
        self.session = online.session();
        if let Some(ply) = browsing {
            self.session.browse_to(ply);
        }
        self.over_closed = false;
    }
}

/// Game → Play a friend online: invite (host) or join.
#[derive(Debug)]
pub(super) struct Lobby {
    /// Where the link may reach (the settings' relay).
    reach: Reach,
    joining: bool,
    game: GameId,
    players: u32,
    /// The host's seat.
    seat: usize,
    code: String,
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
    pub(super) fn new(reach: Reach) -> Lobby {
        Lobby {
            reach,
            joining: false,
            game: GameId::Strata5,
            players: 2,
            seat: 0,
            code: String::new(),
            stage: Stage::Choosing,
        }
    }

    /// The host's invite code, once the link made it.
    pub(super) fn code(&self) -> Option<&str> {
        match &self.stage {
            Stage::Hosting { code, .. } => code.as_deref(),
            _ => None,
        }
    }

    /// The game both programs agreed on, ready for the board.
    pub(super) fn into_game(self) -> Option<(Session, Online)> {
        let Stage::Ready(link, table) = self.stage else { return None };
        // The host chose a seat; the guest has the one the host gave it.
        let person = if self.joining {
            (0..table.seats().len()).map(|i| Player(i as u8)).find(|&p| table.plays(p))?
        } else {
            Player(self.seat as u8)
        };
        let online = Online { link, table: *table, person, stopped: None, reconnecting: false };
        Some((online.session(), online))
    }

    pub(super) fn ui(&mut self, ctx: &egui::Context) -> Option<Command> {
        let mut command = self.hear();
        let response = theme::dialog("online").show(ctx, |ui| {
            // Narrower in a small window (800×560 at 200% is 400 points wide).
            ui.set_width((ctx.content_rect().width() - 48.0).clamp(260.0, 460.0));
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
                ui.label("Each of you plays a suggested army; neither program sees the other's.");
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
            if self.game == GameId::Stratego { suggested_army().map(Some) } else { Ok(None) };
        let invitation = army.and_then(|army| Invitation::new(self.setup()?, self.seat, army));
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
                                if needs_army(&hello) { Some(suggested_army()?) } else { None };
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

fn waker(ctx: &egui::Context) -> impl Fn() + Send + Sync + 'static {
    let ctx = ctx.clone();
    move || ctx.request_repaint()
}
