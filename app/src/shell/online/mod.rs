//! Playing a friend at another computer (issue 54): the game under way with its link, its
//! offers and its chat ([`talk`]), and the lobby where it starts ([`lobby`]). The messages and
//! their checks are `strata_core::online`; the link is [`crate::net`].

mod lobby;
mod talk;

pub(super) use lobby::Lobby;
pub(super) use talk::{chat_panel, offer_banner};

use strata_core::Player;
use strata_core::ai::Bot;
use strata_core::online::{Fault, MAX_CHAT, Message, Request, Table};
use strata_core::session::{Seat, Session};

use super::OpenGame;
use super::moves::Effect;
use crate::command::Note;
use crate::net::{Event, Link};
use crate::theme;

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
    /// The chat message being typed.
    draft: String,
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

    /// The game's time control, if the host chose a clock.
    pub(super) fn time_control(&self) -> Option<strata_core::clock::TimeControl> {
        self.table.time_control()
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
                    let mut news = None;
                    let mut host_clock = None;
                    let heard = Message::decode(&line)
                        .map_err(|why| Fault {
                            reason: format!("the other side sent {why}"),
                            tell: true,
                        })
                        .and_then(|message| {
                            news = talk::news(&message);
                            if let Message::Clock { left, .. } = &message {
                                host_clock = Some(left.clone());
                            }
                            online.table.receive(message)
                        });
                    match heard {
                        Ok(answers) => {
                            online.send_all(answers);
                            changed = true;
                            if let (Some(left), Some(clock)) = (host_clock, self.clock.as_mut()) {
                                clock.sync(&left, online.table.turn());
                            }
                            // An offer that crossed our move was dropped: nothing to say.
                            let dropped = matches!(news, Some(talk::News::Offer(_)))
                                && online.table.pending().is_none();
                            if let Some(news) = news.filter(|_| !dropped) {
                                note = Some(news.note());
                            }
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
            Ok(mut messages) => {
                // A timed game: the move carries the mover's time, as this side counts it.
                let mover = self.session.position().to_move();
                let left = self.clock.as_ref().zip(mover).map(|(c, p)| c.left_ms()[p.index()]);
                for message in &mut messages {
                    if let Message::Move { left: stamp, .. } = message {
                        *stamp = left;
                    }
                }
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

    /// Online, whether this side may ask the friend for `request` now, or why not; `None`
    /// when the game is not online.
    pub(super) fn online_may_offer(&self, request: Request) -> Option<Result<(), String>> {
        let online = self.online.as_ref()?;
        Some(match &online.stopped {
            Some(why) => Err(format!("the online game has stopped: {why}")),
            None => online.table.can_offer(request).map_err(|why| theme::capitalise(&why)),
        })
    }

    /// Online with a clock: the host's program keeps the time. After each turn it sends its
    /// count of every player's time, and it calls a time out (the friend's program shows what
    /// the host counts, and waits for its verdict).
    pub(super) fn keep_online_time(&mut self, turned: bool, fallen: Option<Player>) -> Effect {
        let (Some(online), Some(clock)) = (self.online.as_mut(), self.clock.as_ref()) else {
            return Effect::None;
        };
        if online.table.here() != strata_core::online::Seat::Host || online.stopped.is_some() {
            return Effect::None;
        }
        if turned && !online.table.is_finished() {
            let ply = online.table.ply();
            online.send_all(vec![Message::Clock { ply, left: clock.left_ms() }]);
        }
        let Some(late) = fallen else { return Effect::None };
        match online.table.flag(late) {
            Ok(messages) => {
                online.send_all(messages);
                self.show_online_game();
                let rule = self.session.position().time_rule();
                Effect::ChangedSaying(Note::warning(format!(
                    "{} ran out of time ({rule}).",
                    self.name(late)
                )))
            }
            Err(_) => Effect::None,
        }
    }

    /// Whether the friend online is to move: the board is theirs to play, not this screen's.
    pub(super) fn friend_to_move(&self) -> bool {
        let Some(p) = self.session.position().to_move() else { return false };
        self.online.is_some() && self.session.seats().get(p.index()) == Some(&Seat::Remote)
    }

    /// Asks the friend for `request`; the answer comes by the link.
    pub(super) fn offer_online(&mut self, request: Request) -> Effect {
        let Some(online) = self.online.as_mut() else { return Effect::None };
        match online.table.offer(request) {
            Ok(message) => {
                online.send_all(vec![message]);
                Effect::ChangedSaying(Note::info(format!(
                    "{}: your friend answers, or plays on, which declines.",
                    talk::asked(request)
                )))
            }
            Err(why) => Effect::Say(Note::info(theme::capitalise(&why))),
        }
    }

    /// Answers the friend's offer.
    pub(super) fn answer_online(&mut self, accept: bool) -> Effect {
        let Some(online) = self.online.as_mut() else { return Effect::None };
        match online.table.answer(accept) {
            Ok(messages) => {
                online.send_all(messages);
                self.show_online_game();
                Effect::Changed
            }
            Err(why) => Effect::Say(Note::info(theme::capitalise(&why))),
        }
    }

    /// Sends a chat message to the friend.
    pub(super) fn say_online(&mut self, text: &str) -> Effect {
        let Some(online) = self.online.as_mut() else { return Effect::None };
        let text = text.trim();
        if text.is_empty() {
            return Effect::None;
        }
        if text.chars().count() > MAX_CHAT {
            return Effect::Say(Note::info(format!(
                "A chat message has at most {MAX_CHAT} characters: this one has {}.",
                text.chars().count()
            )));
        }
        if online.stopped.is_some() {
            return Effect::Say(Note::info(
                "The online game has stopped: your friend cannot read it.",
            ));
        }
        let message = online.table.say(text);
        online.send_all(vec![message]);
        online.draft.clear();
        Effect::Changed
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

pub(super) fn waker(ctx: &egui::Context) -> impl Fn() + Send + Sync + 'static {
    let ctx = ctx.clone();
    move || ctx.request_repaint()
}
