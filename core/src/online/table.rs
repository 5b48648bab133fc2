//! One side's copy of a game played over a link: the host's [`Invitation`] until the guest
//! answers, then a [`Table`] on both sides that turns local moves into messages and checks the
//! other side's messages before anything changes.

use super::fingerprint;
use super::message::{Message, PROTOCOL, Request, Seat};
use crate::any::AnyGame;
use crate::clock::TimeControl;
use crate::game::Player;
use crate::games::GameSetup;
use crate::games::stratego::fog::Fog;
use crate::games::stratego::sealed::SealedArmy;
use crate::games::stratego::{self, Move as StrategoMove};
use crate::session::{Agreement, Session};

/// Why the game cannot go on with the other side, in a player's words (English: the command
/// line's, and what the other side is told).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub reason: String,
    /// Whether to tell the other side why (not when it is the one that stopped).
    pub tell: bool,
    /// What kind of fault it is, for the app to say it in the player's language.
    pub kind: FaultKind,
}

/// The faults two honest programs can meet, as facts; any other is a program misbehaving,
/// said by [`Fault::reason`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// The friend's app speaks another version of the online protocol.
    OtherProtocol {
        theirs: u32,
    },
    /// The friend's program stopped the game, with its own words.
    Stopped {
        reason: String,
    },
    Other,
}

impl Fault {
    pub(super) fn theirs(reason: impl Into<String>) -> Fault {
        Fault { reason: reason.into(), tell: true, kind: FaultKind::Other }
    }
}

/// The host's game before the guest has answered.
#[derive(Debug)]
pub struct Invitation {
    setup: GameSetup,
    seats: Vec<Seat>,
    army: Option<SealedArmy>,
    clock: Option<TimeControl>,
}

impl Invitation {
    /// A game to host: its setup (a Stratego setup's armies are ignored: each side brings its
    /// own, `army` is the host's), and the host's seat; the guest takes the next one, the
    /// host's program plays any other.
    pub fn new(
        setup: GameSetup,
        host_seat: usize,
        army: Option<SealedArmy>,
    ) -> Result<Invitation, String> {
        let players = players(&setup)?;
        if host_seat >= players {
            return Err(format!("this game has {players} seats"));
        }
        let setup = match setup {
            GameSetup::Stratego(rules) => {
                if army.is_none() {
                    return Err("Stratego needs the host's army".into());
                }
                GameSetup::Stratego(stratego::Setup {
                    red: String::new(),
                    blue: String::new(),
                    ..rules
                })
            }
            open => open,
        };
        let guest = (host_seat + 1) % players;
        let seats =
            (0..players).map(|i| if i == guest { Seat::Guest } else { Seat::Host }).collect();
        Ok(Invitation { setup, seats, army, clock: None })
    }

    /// The game played with this time control (the host's program keeps the time).
    pub fn with_clock(self, clock: Option<TimeControl>) -> Invitation {
        Invitation { clock, ..self }
    }

    pub fn hello(&self) -> Message {
        Message::Hello {
            protocol: PROTOCOL,
            app: env!("CARGO_PKG_VERSION").to_string(),
            setup: self.setup.clone(),
            seats: self.seats.clone(),
            sealed: self.army.as_ref().map(SealedArmy::commitments),
            clock: self.clock,
        }
    }

    /// The guest's answer: the game starts.
    pub fn accept(self, ready: Message) -> Result<Table, Fault> {
        let Message::Ready { protocol, sealed, .. } = ready else {
            return Err(Fault::theirs(format!(
                "the other side answered with a {} message",
                ready.kind()
            )));
        };
        same_protocol(protocol)?;
        let world = match (&self.setup, self.army, sealed) {
            (GameSetup::Stratego(setup), Some(army), Some(theirs)) => {
                let me = self.seats.iter().position(|s| *s == Seat::Host).unwrap_or(0);
                World::Fog(Box::new(Fog::new(Player(me as u8), army, theirs, rules(setup)?)))
            }
            (GameSetup::Stratego(_), ..) => {
                return Err(Fault::theirs("the other side did not seal its army"));
            }
            (setup, ..) => World::Open(Box::new(
                Session::new(setup.clone(), Vec::new()).map_err(Fault::theirs)?,
            )),
        };
        Ok(Table::new(self.seats, Seat::Host, world, self.clock))
    }
}

/// The game as one side holds it.
#[derive(Debug)]
pub struct Table {
    pub(super) seats: Vec<Seat>,
    pub(super) here: Seat,
    pub(super) world: World,
    /// Stratego: our attack, sent, waiting for the defender to be shown.
    waiting: Option<StrategoMove>,
    /// How the players ended the game (a resignation, an agreed draw), if they did.
    pub(super) agreed: Option<Agreement>,
    /// An offer waiting for its answer (`crate::online::offers`).
    pub(super) pending: Option<Pending>,
    sent_army: bool,
    /// Stratego: the game replayed with both true armies, once the other one is shown.
    unveiled: Option<Session>,
    chat: Vec<(Seat, String)>,
    /// The game's time control, if it has a clock.
    pub(super) clock: Option<TimeControl>,
    /// The host's program: the ply at which it called a time out.
    pub(super) flagged: Option<usize>,
}

/// An offer made and not yet answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The side that asked.
    pub by: Seat,
    pub request: Request,
    /// The ply it was made at.
    pub ply: usize,
}

#[derive(Debug)]
pub(super) enum World {
    /// Both sides see everything.
    Open(Box<Session>),
    Fog(Box<Fog>),
}

impl Table {
    fn new(seats: Vec<Seat>, here: Seat, world: World, clock: Option<TimeControl>) -> Table {
        Table {
            seats,
            here,
            world,
            waiting: None,
            agreed: None,
            pending: None,
            sent_army: false,
            unveiled: None,
            chat: Vec::new(),
            clock,
            flagged: None,
        }
    }

    /// The guest's side of the host's `hello`, with the guest's army if the game is Stratego
    /// ([`needs_army`]); returns the table and the answer to send.
    pub fn join(hello: Message, army: Option<SealedArmy>) -> Result<(Table, Message), Fault> {
        let Message::Hello { protocol, setup, seats, sealed, clock, .. } = hello else {
            return Err(Fault::theirs(format!(
                "the other side opened with a {} message",
                hello.kind()
            )));
        };
        same_protocol(protocol)?;
        let players = players(&setup).map_err(Fault::theirs)?;
        let guest: Vec<usize> = (0..seats.len()).filter(|&i| seats[i] == Seat::Guest).collect();
        if seats.len() != players || guest.len() != 1 {
            return Err(Fault::theirs("the other side's seats do not fit the game"));
        }
        let me = Player(guest[0] as u8);
        let answer = |sealed| Message::Ready {
            protocol: PROTOCOL,
            app: env!("CARGO_PKG_VERSION").to_string(),
            sealed,
        };
        match (&setup, army, sealed) {
            (GameSetup::Stratego(public), Some(army), Some(theirs)) => {
                if !public.red.is_empty() || !public.blue.is_empty() {
                    return Err(Fault::theirs(
                        "the other side sent an army, which must stay hidden",
                    ));
                }
                let ours = army.commitments();
                let fog = Fog::new(me, army, theirs, rules(public)?);
                let table = Table::new(seats, Seat::Guest, World::Fog(Box::new(fog)), clock);
                Ok((table, answer(Some(ours))))
            }
            (GameSetup::Stratego(_), None, _) => Err(Fault::theirs("Stratego needs your army")),
            (GameSetup::Stratego(_), _, None) => {
                Err(Fault::theirs("the other side did not seal its army"))
            }
            (setup, ..) => {
                let session = Session::new(setup.clone(), Vec::new()).map_err(Fault::theirs)?;
                let table = Table::new(seats, Seat::Guest, World::Open(Box::new(session)), clock);
                Ok((table, answer(None)))
            }
        }
    }

    /// The game being played; in Stratego the other army in it is a guess (see
    /// [`Fog`]), so only what this side may see of it means anything.
    pub fn session(&self) -> &Session {
        match &self.world {
            World::Open(session) => session,
            World::Fog(fog) => fog.session(),
        }
    }

    /// The finished game: in Stratego, replayed with both armies once both were shown.
    pub fn result(&self) -> &Session {
        self.unveiled.as_ref().unwrap_or_else(|| self.session())
    }

    pub fn position(&self) -> &dyn AnyGame {
        self.session().position()
    }

    pub fn moves(&self) -> Vec<String> {
        self.session().moves().iter().map(|m| m.token.clone()).collect()
    }

    pub fn ply(&self) -> usize {
        self.session().moves().len()
    }

    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Whether this side plays `player`'s seat.
    pub fn plays(&self, player: Player) -> bool {
        self.seats.get(player.index()) == Some(&self.here)
    }

    /// This side of the link.
    pub fn here(&self) -> Seat {
        self.here
    }

    pub fn chat(&self) -> &[(Seat, String)] {
        &self.chat
    }

    /// Whether the game is over and, in Stratego, both armies shown and checked.
    pub fn is_finished(&self) -> bool {
        match &self.world {
            World::Open(session) => session.position().outcome().is_some(),
            World::Fog(_) => self.unveiled.is_some(),
        }
    }

    /// Whose move it is; `None` when no one may move (the game is over, or an attack waits
    /// for its defender).
    pub fn turn(&self) -> Option<Player> {
        if self.waiting.is_some() || self.agreed.is_some() {
            return None;
        }
        match &self.world {
            World::Open(session) => session.position().to_move(),
            World::Fog(fog) => {
                (!fog.is_over() && self.unveiled.is_none()).then(|| Player((self.ply() % 2) as u8))
            }
        }
    }

    /// The fingerprint of the current position as both sides see it.
    pub(super) fn fingerprint(&self) -> String {
        match &self.world {
            World::Open(session) => fingerprint(&session.position().position_text()),
            World::Fog(fog) => fingerprint(&fog.game().public_text()),
        }
    }

    /// Plays a move for this side; returns the messages to send.
    pub fn play(&mut self, token: &str) -> Result<Vec<Message>, String> {
        match self.turn() {
            Some(p) if self.plays(p) => {}
            _ => return Err("it is not this side's turn".into()),
        }
        if self.pending.is_some_and(|p| p.by == self.here) {
            return Err("your offer waits for your friend's answer".into());
        }
        self.session().check(token).map_err(|e| e.to_string())?;
        let ply = self.ply();
        let before = self.fingerprint();
        let mut out = Vec::new();
        match &mut self.world {
            World::Open(session) => {
                session.play(token).map_err(|e| e.to_string())?;
                let token = token.to_string();
                out.push(Message::Move { ply, before, token, shown: None, left: None });
            }
            World::Fog(fog) => {
                let mv: StrategoMove = token.parse().map_err(|e| format!("{e}"))?;
                let shown = fog.shown_by_mover(mv);
                let token = mv.to_string();
                out.push(Message::Move { ply, before, token, shown, left: None });
                if fog.attacks_them(mv) {
                    self.waiting = Some(mv);
                    self.pending = None;
                    return Ok(out);
                }
                fog.play(mv)?;
            }
        }
        // A move declines the offer waiting for it.
        self.pending = None;
        out.extend(self.army_if_over());
        Ok(out)
    }

    /// This side gives up.
    pub fn resign(&mut self) -> Vec<Message> {
        let Some(me) = self.seats.iter().position(|s| *s == self.here) else { return Vec::new() };
        let ply = self.ply();
        self.pending = None;
        self.conclude_resignation(Player(me as u8));
        let mut out = vec![Message::Resign { ply }];
        out.extend(self.army_if_over());
        out
    }

    pub fn say(&mut self, text: &str) -> Message {
        self.chat.push((self.here, text.to_string()));
        Message::Chat { text: text.to_string() }
    }

    /// Takes the other side's message; returns the answers to send. Nothing changes when it
    /// is refused.
    pub fn receive(&mut self, message: Message) -> Result<Vec<Message>, Fault> {
        match message {
            // The mover's own count of its time: the host keeps the one that decides.
            Message::Move { ply, before, token, shown, left: _ } => {
                self.their_move(ply, &before, &token, shown)
            }
            Message::Defend { ply, shown } => {
                let Some(mv) = self.waiting else {
                    return Err(Fault::theirs(
                        "the other side showed a defender no attack was waiting for",
                    ));
                };
                if ply != self.ply() {
                    return Err(Fault::theirs("the other side showed a defender for another move"));
                }
                let named = |why: String| Fault::theirs(format!("at move {}: {why}", ply + 1));
                let World::Fog(fog) = &mut self.world else { unreachable!("only Stratego waits") };
                fog.learn(&shown, mv.to).map_err(named)?;
                fog.play(mv).map_err(named)?;
                self.waiting = None;
                Ok(self.army_if_over())
            }
            Message::Army { pieces } => {
                let World::Fog(fog) = &self.world else {
                    return Err(Fault::theirs(
                        "the other side showed an army in a game without hidden pieces",
                    ));
                };
                let mut game = fog.unveil(&pieces).map_err(|e| self.named(e))?;
                match self.agreed.clone() {
                    // Who could still win is known only now, with both true armies.
                    Some(Agreement::OutOfTime { player, .. }) => {
                        let names = game.position().player_names();
                        let late = names.iter().position(|n| *n == player).unwrap_or(0);
                        game.time_out(Player(late as u8)).map_err(Fault::theirs)?;
                    }
                    Some(agreement) => game.conclude(agreement).map_err(Fault::theirs)?,
                    None => {}
                }
                if game.position().outcome().is_none() {
                    return Err(Fault::theirs(format!(
                        "the other side ended the game at move {} although it could still move",
                        self.ply() + 1
                    )));
                }
                self.unveiled = Some(game);
                Ok(self.army_once())
            }
            Message::Resign { ply } => {
                let Some(them) = self.seats.iter().position(|s| *s != self.here) else {
                    return Err(Fault::theirs("the other side resigned a game it does not play"));
                };
                if ply != self.ply() || self.agreed.is_some() {
                    return Err(Fault::theirs("the other side resigned at another move"));
                }
                self.pending = None;
                self.conclude_resignation(Player(them as u8));
                Ok(self.army_if_over())
            }
            Message::Chat { text } => {
                self.chat.push((other(self.here), text));
                Ok(Vec::new())
            }
            Message::Clock { ply, left } => self.their_clock(ply, &left),
            Message::Flag { ply, player } => self.their_flag(ply, Player(player)),
            Message::Offer { ply, request } => self.their_offer(ply, request),
            Message::Answer { ply, request, accept } => self.their_answer(ply, request, accept),
            Message::Ping { n } => Ok(vec![Message::Pong { n }]),
            Message::Pong { .. } => Ok(Vec::new()),
            Message::Refuse { reason } => Err(Fault {
                reason: format!("your friend's program stopped the game: {reason}"),
                tell: false,
                kind: FaultKind::Stopped { reason },
            }),
            Message::Hello { .. } | Message::Ready { .. } => Err(Fault::theirs(format!(
                "a {} message in the middle of the game",
                message.kind()
            ))),
        }
    }

    fn their_move(
        &mut self,
        ply: usize,
        before: &str,
        token: &str,
        shown: Option<stratego::sealed::Unveiled>,
    ) -> Result<Vec<Message>, Fault> {
        if self.flagged == Some(ply) {
            // Played as this side called the time out at that move: the verdict stands.
            return Ok(Vec::new());
        }
        match self.turn() {
            Some(p) if !self.plays(p) => {}
            _ => {
                return Err(Fault::theirs(format!(
                    "the other side played {token} when it was not its turn"
                )));
            }
        }
        if self.pending.is_some_and(|p| p.by != self.here) {
            return Err(Fault::theirs(format!(
                "the other side played {token} while its offer waited for an answer"
            )));
        }
        if ply != self.ply() {
            return Err(Fault::theirs(format!(
                "the other side sent move {} while this game is at move {}",
                ply + 1,
                self.ply() + 1
            )));
        }
        if before != self.fingerprint() {
            return Err(Fault::theirs(format!(
                "the other side's position before move {} is not this one: the two programs are out of step",
                ply + 1
            )));
        }
        let illegal = |e: String| {
            Fault::theirs(format!("the other side's move {} ({token}) is refused: {e}", ply + 1))
        };
        let mut out = Vec::new();
        match &mut self.world {
            World::Open(session) => session.play(token).map_err(|e| illegal(e.to_string()))?,
            World::Fog(fog) => {
                let mv: StrategoMove = token.parse().map_err(|e| illegal(format!("{e}")))?;
                // Checked before the piece is shown, so that a bad move cannot fish for ranks.
                if fog.game().setup_slot(mv.from).is_none_or(|(owner, _)| owner == fog.me()) {
                    return Err(illegal(format!("the other side has no piece on {}", mv.from)));
                }
                let reveals = fog.reveals_mover(mv);
                match (reveals, &shown) {
                    (true, Some(piece)) => fog.learn(piece, mv.from).map_err(illegal)?,
                    (true, None) => {
                        return Err(illegal(
                            "the other side did not show the piece it moved".into(),
                        ));
                    }
                    (false, Some(_)) => {
                        return Err(illegal(
                            "the other side showed a piece it did not have to".into(),
                        ));
                    }
                    (false, None) => {}
                }
                if let Some(defender) = fog.attacks_me(mv) {
                    out.push(Message::Defend { ply, shown: defender });
                }
                fog.play(mv).map_err(illegal)?;
            }
        }
        // Their move declines our offer, if any.
        self.pending = None;
        out.extend(self.army_if_over());
        Ok(out)
    }

    /// Stratego: this side's whole army, once the game is over as far as it can tell.
    pub(super) fn army_if_over(&mut self) -> Vec<Message> {
        match &self.world {
            World::Fog(fog) if fog.is_over() || self.agreed.is_some() => self.army_once(),
            _ => Vec::new(),
        }
    }

    fn army_once(&mut self) -> Vec<Message> {
        let World::Fog(fog) = &self.world else { return Vec::new() };
        if std::mem::replace(&mut self.sent_army, true) {
            return Vec::new();
        }
        vec![Message::Army { pieces: fog.sealed().unveil_all() }]
    }

    fn conclude_resignation(&mut self, who: Player) {
        self.conclude(Agreement::Resigned(self.name_of(who)));
    }

    /// A player's name in the game (`"red"`), as agreements name them.
    pub(super) fn name_of(&self, p: Player) -> String {
        let names = self.session().position().player_names();
        names.get(p.index()).copied().unwrap_or("?").to_string()
    }

    /// The players end the game: in Stratego, it is recorded on the true game once both
    /// armies are shown.
    pub(super) fn conclude(&mut self, agreement: Agreement) {
        if let World::Open(session) = &mut self.world {
            // Cannot fail: the game is on (nobody may agree once it is over) and the
            // agreement names one of its players.
            let _ = session.conclude(agreement.clone());
        }
        self.agreed = Some(agreement);
    }

    fn named(&self, why: String) -> Fault {
        Fault::theirs(format!("at move {}: {why}", self.ply() + 1))
    }
}

/// Whether the guest must bring an army to [`Table::join`] this `hello`.
pub fn needs_army(hello: &Message) -> bool {
    matches!(hello, Message::Hello { setup: GameSetup::Stratego(_), .. })
}

pub(super) fn other(seat: Seat) -> Seat {
    match seat {
        Seat::Host => Seat::Guest,
        Seat::Guest => Seat::Host,
    }
}

fn players(setup: &GameSetup) -> Result<usize, String> {
    match setup {
        GameSetup::Stratego(_) => Ok(2),
        open => Ok(open.start()?.player_names().len()),
    }
}

fn rules(setup: &stratego::Setup) -> Result<stratego::Rules, Fault> {
    stratego::Rules { repetition_limit: setup.repetition_limit, more_squares: setup.more_squares }
        .validate()
        .map_err(Fault::theirs)
}

fn same_protocol(protocol: u32) -> Result<(), Fault> {
    if protocol == PROTOCOL {
        Ok(())
    } else {
        Err(Fault {
            kind: FaultKind::OtherProtocol { theirs: protocol },
            ..Fault::theirs(format!(
                "your friend's app speaks version {protocol} of the online protocol, this one \
                 version {PROTOCOL}: both need the same version of Strata"
            ))
        })
    }
}
