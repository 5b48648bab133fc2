//! Playing a friend at another computer (issue 54): the game under way with its link or by
//! mail, its offers and its chat ([`talk`]), the lobby where it starts ([`lobby`]), the move
//! letters ([`post`]) and the games kept to go on later ([`kept`]). The messages and their
//! checks are `strata_core::online`; the link is [`crate::net`].

mod kept;
mod lobby;
mod post;
mod talk;

pub(super) use kept::Kept;
pub(super) use lobby::Lobby;
pub(super) use post::{Letters, letters_dialog, mail_bar};
pub(super) use talk::{chat_panel, offer_banner};

use strata_core::Player;
use strata_core::ai::Bot;
use strata_core::online::{Fault, MAX_CHAT, Message, Post, Record, Request, Table};
use strata_core::session::{Seat, Session};

use super::OpenGame;
use super::moves::Effect;
use crate::command::Note;
use crate::net::{Event, Link};
use crate::t;
use crate::theme;

/// The link (or the post) and the table of a game with a friend.
#[derive(Debug)]
pub(super) struct Online {
    carrier: Carrier,
    table: Table,
    /// Every line sent and received, kept on disk to go on later.
    record: Record,
    /// What is on disk: how many lines, and (by mail) how far the friend had read.
    kept: (usize, usize),
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

/// How the lines travel between the two programs.
#[derive(Debug)]
pub(super) enum Carrier {
    Link(Link),
    /// A game by mail: the lines go in move letters, copied and pasted by the players.
    Mail(Post),
}

impl Online {
    fn new(carrier: Carrier, table: Table, record: Record, person: Player) -> Online {
        Online {
            carrier,
            table,
            record,
            kept: (0, 0),
            person,
            stopped: None,
            reconnecting: false,
            draft: String::new(),
        }
    }

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

    /// Sends each message (by mail: into the next letter) and keeps it in the record.
    fn send_all(&mut self, messages: Vec<Message>) {
        for message in messages {
            let line = message.encode();
            if let Carrier::Link(link) = &self.carrier {
                link.send(line.clone());
            }
            self.record.sent(line);
        }
    }

    /// The game as kept on disk, when it changed since last kept: the file's name and text.
    pub(super) fn changes_to_keep(&mut self) -> Option<(String, String)> {
        let read = match &self.carrier {
            Carrier::Mail(post) => post.friend_seen,
            Carrier::Link(_) => 0,
        };
        if (self.record.lines.len(), read) == self.kept {
            return None;
        }
        self.kept = (self.record.lines.len(), read);
        let by = match &self.carrier {
            Carrier::Mail(post) => kept::By::Mail(post.clone()),
            Carrier::Link(link) => kept::By::Link {
                key: kept::hex(&link.key()),
                friend: link.friend().map(|f| kept::hex(&f)),
                code: link.code().unwrap_or_default(),
            },
        };
        let kept = kept::Kept { record: self.record.clone(), person: self.person.0, by };
        Some((self.record.game.clone(), kept.to_ron()))
    }

    fn by_mail(&self) -> bool {
        matches!(self.carrier, Carrier::Mail(_))
    }

    /// What the status line says while the game waits for the friend.
    pub(super) fn waiting_note(&self) -> Option<String> {
        if let Some(why) = &self.stopped {
            return Some(t!("online-stopped", why = why.clone()));
        }
        if self.table.is_finished() {
            return None;
        }
        if self.reconnecting {
            return Some(t!("online-reconnecting"));
        }
        match self.table.turn() {
            Some(p) if self.table.plays(p) => None,
            _ if self.by_mail() => Some(post::waiting_note(self)),
            _ => Some(t!("online-waiting-move")),
        }
    }
}

impl OpenGame {
    /// Reads what came from the friend's program (moves, answers, the end) and shows it.
    pub(super) fn hear_online(&mut self) -> Effect {
        let mut heard = Heard::default();
        while let Some(online) = self.online.as_mut()
            && online.stopped.is_none()
            && let Carrier::Link(link) = &online.carrier
            && let Some(event) = link.try_next()
        {
            match event {
                Event::Line(line) => self.take_line(line, &mut heard),
                Event::Reconnecting(_) => {
                    online.reconnecting = true;
                    heard.changed = true;
                }
                Event::Reconnected => {
                    online.reconnecting = false;
                    heard.changed = true;
                }
                Event::Closed(why) if !online.table.is_finished() => {
                    heard.note = Some(Note::warning(t!("online-stopped", why = why.clone())));
                    online.stopped = Some(why);
                }
                _ => {}
            }
        }
        self.after_hearing(heard)
    }

    /// Takes one line from the friend's program: checked, played, kept, answered.
    fn take_line(&mut self, line: String, heard: &mut Heard) {
        let Some(online) = self.online.as_mut() else { return };
        let mut news = None;
        let mut host_clock = None;
        let taken = Message::decode(&line)
            .map_err(|why| Fault {
                reason: t!("online-other-sent", why = why.to_string()),
                tell: true,
                kind: strata_core::online::FaultKind::Other,
            })
            .and_then(|message| {
                news = talk::news(&message);
                if let Message::Clock { left, .. } = &message {
                    host_clock = Some(left.clone());
                }
                online.table.receive(message)
            });
        match taken {
            Ok(answers) => {
                online.record.received(line);
                online.send_all(answers);
                heard.changed = true;
                if let (Some(left), Some(clock)) = (host_clock, self.clock.as_mut()) {
                    clock.sync(&left, online.table.turn());
                }
                // An offer that crossed our move was dropped: nothing to say.
                let dropped =
                    matches!(news, Some(talk::News::Offer(_))) && online.table.pending().is_none();
                if let Some(news) = news.filter(|_| !dropped) {
                    heard.note = Some(news.note());
                }
            }
            Err(fault) => {
                if fault.tell {
                    let reason = fault.reason.clone();
                    online.send_all(vec![Message::Refuse { reason }]);
                }
                let why = crate::words::fault_words(fault);
                heard.note = Some(Note::warning(t!("online-stopped", why = why.clone())));
                online.stopped = Some(why);
            }
        }
    }

    fn after_hearing(&mut self, heard: Heard) -> Effect {
        if heard.changed {
            self.show_online_game();
        }
        match (heard.changed, heard.note) {
            (_, Some(note)) => Effect::ChangedSaying(note),
            (true, None) => Effect::Changed,
            (false, None) => Effect::None,
        }
    }

    /// Plays this side's move in an online game; `None` when the game is not online.
    pub(super) fn play_online(&mut self, token: &str) -> Option<Effect> {
        let online = self.online.as_mut()?;
        if let Some(why) = &online.stopped {
            return Some(Effect::Say(Note::info(t!("online-has-stopped", why = why.clone()))));
        }
        if !online.table.turn().is_some_and(|p| online.table.plays(p)) {
            let text = t!("online-friends-turn");
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
            Some(why) => Err(t!("online-has-stopped", why = why.clone())),
            None => online.table.can_offer(request).map_err(crate::words::offer_refusal),
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
                let name = self.name(late);
                Effect::ChangedSaying(Note::warning(t!(
                    "online-out-of-time",
                    name = name,
                    rule = rule
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
                let asked = talk::asked(request);
                Effect::ChangedSaying(Note::info(t!("online-offer-made", asked = asked)))
            }
            Err(why) => Effect::Say(Note::info(crate::words::offer_refusal(why))),
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
            Err(why) => Effect::Say(Note::info(crate::words::offer_refusal(why))),
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
            let count = text.chars().count();
            return Effect::Say(Note::info(t!(
                "online-chat-too-long",
                most = MAX_CHAT,
                count = count
            )));
        }
        if online.stopped.is_some() {
            return Effect::Say(Note::info(t!("online-chat-stopped")));
        }
        let message = online.table.say(text);
        online.send_all(vec![message]);
        online.draft.clear();
        Effect::Changed
    }

    /// Why the position may not be edited or replaced: the friend's program plays the same
    /// game, move for move.
    pub(super) fn online_lock(&self) -> Option<String> {
        self.online.is_some().then(|| t!("online-lock"))
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

/// What hearing from the friend changed, and what to tell the player.
#[derive(Default)]
struct Heard {
    changed: bool,
    note: Option<Note>,
}

pub(super) fn waker(ctx: &egui::Context) -> impl Fn() + Send + Sync + 'static {
    let ctx = ctx.clone();
    move || ctx.request_repaint()
}
