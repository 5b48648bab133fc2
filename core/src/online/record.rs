//! An online game as one side keeps it on disk, to resume later: every line it sent and
//! received, in the order it handled them. Replaying them through the same checks rebuilds
//! the table exactly; nothing else (no position, no clock) is stored that could disagree.

use serde::{Deserialize, Serialize};

use super::message::{Message, Seat};
use super::table::{Invitation, Table};
use crate::game::Player;
use crate::games::stratego::sealed::SealedArmy;

/// One side's record of an online game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The game's name among this side's games, and by mail the name both sides' letters
    /// carry (chosen at random by the host).
    pub game: String,
    /// Which side this program is.
    pub here: Seat,
    /// Stratego: this side's army with its secret salts. It never leaves this side: the record
    /// is this side's own file, and the friend's army is not in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub army: Option<SealedArmy>,
    /// Every line sent and received, `hello` first.
    pub lines: Vec<Line>,
}

/// One message's line, and which side sent it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Line {
    pub from: Seat,
    pub text: String,
}

impl Record {
    pub fn new(game: String, here: Seat, army: Option<SealedArmy>) -> Record {
        Record { game, here, army, lines: Vec::new() }
    }

    /// Keeps a line this side sent.
    pub fn sent(&mut self, text: String) {
        self.lines.push(Line { from: self.here, text });
    }

    /// Keeps a line from the other side, once the table has taken it.
    pub fn received(&mut self, text: String) {
        self.lines.push(Line { from: super::table::other(self.here), text });
    }

    /// The lines one side sent, in order.
    pub fn lines_from(&self, side: Seat) -> impl Iterator<Item = &str> {
        self.lines.iter().filter(move |l| l.from == side).map(|l| l.text.as_str())
    }

    /// The host's invitation again, while the guest has not answered (a first letter sent by
    /// mail, and no answer yet).
    pub fn invitation(&self) -> Result<Invitation, String> {
        match self.lines.as_slice() {
            [hello] if self.here == Seat::Host => {
                Invitation::reopen(Message::decode(&hello.text)?, self.army.clone())
            }
            _ => Err("the game has started: its table is replayed instead".into()),
        }
    }

    /// The table as it was after the last line: every line replayed through the same checks
    /// as when it came. A game that stopped (a refusal either way) cannot go on.
    pub fn replay(&self) -> Result<Table, String> {
        let mut lines = self.lines.iter();
        let mut next = |what: &str, from: Seat| -> Result<Message, String> {
            let line = lines.next().ok_or_else(|| format!("the record has no {what}"))?;
            if line.from != from {
                return Err(format!("the record's {what} comes from the wrong side"));
            }
            Message::decode(&line.text)
        };
        let guest_answers = |hello: Message, army: Option<SealedArmy>| {
            Table::join(hello, army).map(|(table, _)| table).map_err(|f| f.reason)
        };
        let mut table = match self.here {
            Seat::Host => {
                let invitation = Invitation::reopen(next("hello", Seat::Host)?, self.army.clone())?;
                invitation.accept(next("ready", Seat::Guest)?).map_err(|f| f.reason)?
            }
            Seat::Guest => {
                let table = guest_answers(next("hello", Seat::Host)?, self.army.clone())?;
                next("ready", Seat::Guest)?;
                table
            }
        };
        for line in lines {
            let message = Message::decode(&line.text)?;
            if let Message::Refuse { reason } = &message {
                return Err(format!("the game stopped: {reason}"));
            }
            if line.from == self.here {
                table.redo(message)?;
            } else {
                table.receive(message).map_err(|f| f.reason)?;
            }
        }
        Ok(table)
    }
}

impl Invitation {
    /// The host's invitation again, from the `hello` it sent and its own army.
    fn reopen(hello: Message, army: Option<SealedArmy>) -> Result<Invitation, String> {
        let Message::Hello { setup, seats, sealed, clock, .. } = hello else {
            return Err("the record does not start with the host's hello".into());
        };
        if sealed != army.as_ref().map(SealedArmy::commitments) {
            return Err("the record's army is not the one sealed at the start".into());
        }
        // The guest sits after the host's own seat (see `Invitation::new`).
        let guest = seats.iter().position(|s| *s == Seat::Guest).unwrap_or(0);
        let host = (guest + seats.len().max(1) - 1) % seats.len().max(1);
        let invitation = Invitation::new(setup, host, army)?.with_clock(clock);
        match invitation.hello() {
            Message::Hello { seats: again, .. } if again == seats => Ok(invitation),
            _ => Err("the record's seats do not fit the game".into()),
        }
    }
}

impl Table {
    /// Does again what this side did when it sent `message`. The lines a table writes by
    /// itself (a defender shown, the army at the end) and those that change nothing (the
    /// host's clock, pings) come back on their own or not at all.
    fn redo(&mut self, message: Message) -> Result<(), String> {
        match message {
            Message::Move { token, .. } => self.play(&token).map(drop),
            Message::Resign { .. } => match self.resign().is_empty() {
                true => Err("the record resigns a game this side does not play".into()),
                false => Ok(()),
            },
            Message::Offer { request, .. } => {
                self.offer(request).map(drop).map_err(|why| why.to_string())
            }
            Message::Answer { accept, .. } => {
                self.answer(accept).map(drop).map_err(|why| why.to_string())
            }
            Message::Chat { text } => {
                self.say(&text);
                Ok(())
            }
            Message::Flag { player, .. } => self.flag(Player(player)).map(drop),
            Message::Defend { .. }
            | Message::Army { .. }
            | Message::Clock { .. }
            | Message::Ping { .. }
            | Message::Pong { .. }
            | Message::Refuse { .. }
            | Message::Hello { .. }
            | Message::Ready { .. } => Ok(()),
        }
    }
}
