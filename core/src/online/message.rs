//! The messages two programs exchange, one JSON object per line (`assets/docs/online.md`).
//! Everything that arrives is untrusted: [`Message::decode`] refuses an oversized line, an
//! unknown type, a missing or extra field, with a reason a player can read.

use serde::{Deserialize, Serialize};

use crate::clock::TimeControl;
use crate::games::GameSetup;
use crate::games::stratego::sealed::Unveiled;

/// The protocol's version: a program refuses a `hello` of another version. 2: clocks.
pub const PROTOCOL: u32 = 2;

/// The longest line accepted, in bytes (an army shown at the end is about 4 KB).
pub const MAX_LINE: usize = 16 * 1024;

/// The longest chat message, in characters.
pub const MAX_CHAT: usize = 500;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Message {
    /// The host's opening: the game and its options, and who plays each seat. In Stratego the
    /// setup carries no army, only the rules, and `sealed` the host's commitments.
    Hello {
        protocol: u32,
        app: String,
        setup: GameSetup,
        /// One entry per seat, in turn order: `host` or `guest`.
        seats: Vec<Seat>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        sealed: Option<Vec<String>>,
        /// The game's time control, if it is played with a clock (the host measures it).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<TimeControl>,
    },
    /// The guest's answer to `hello` (Stratego: with its commitments).
    Ready {
        protocol: u32,
        app: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        sealed: Option<Vec<String>>,
    },
    /// A move, in the game's notation, played at `ply` (0 = the first move) from the position
    /// whose fingerprint is `before`. In Stratego, `shown` is the moving piece when the move
    /// reveals it (an attack, a Scout's long move).
    Move {
        ply: usize,
        before: String,
        token: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        shown: Option<Unveiled>,
        /// With a clock: the mover's time left after the move, in milliseconds, as the sender
        /// counts it (the host's count is the one that decides).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        left: Option<u64>,
    },
    /// Stratego: the attacked piece, shown in answer to the attack at `ply`.
    Defend {
        ply: usize,
        shown: Unveiled,
    },
    /// Stratego, once the game is over: every piece of the sender's army.
    Army {
        pieces: Vec<Unveiled>,
    },
    /// The host's count of every player's time left at `ply`, in milliseconds, in turn order.
    Clock {
        ply: usize,
        left: Vec<u64>,
    },
    /// The host's verdict: `player`'s time ran out on their turn at `ply`.
    Flag {
        ply: usize,
        player: u8,
    },
    /// The sender gives up at `ply`.
    Resign {
        ply: usize,
    },
    /// The sender asks, at `ply` and while the receiver is to move, for something both must
    /// agree on. The receiver answers, or plays a move, which declines it.
    Offer {
        ply: usize,
        request: Request,
    },
    /// The receiver's answer to the sender's offer at `ply`.
    Answer {
        ply: usize,
        request: Request,
        accept: bool,
    },
    Chat {
        text: String,
    },
    Ping {
        n: u64,
    },
    Pong {
        n: u64,
    },
    /// The sender stops because of the receiver's last message; `reason` says why.
    Refuse {
        reason: String,
    },
}

/// What one side may ask of the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    /// End the game as a draw.
    Draw,
    /// Take back the asker's last turn (and whatever was played after it).
    TakeBack,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seat {
    Host,
    Guest,
}

impl Message {
    /// One line of JSON, without the newline.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("messages serialize")
    }

    /// Reads one line from the other side.
    pub fn decode(line: &str) -> Result<Message, String> {
        if line.len() > MAX_LINE {
            return Err(format!("a message of {} bytes (at most {MAX_LINE})", line.len()));
        }
        let message: Message = serde_json::from_str(line.trim_end_matches(['\r', '\n']))
            .map_err(|e| format!("an unreadable message ({e})"))?;
        match &message {
            Message::Chat { text } if text.chars().count() > MAX_CHAT => {
                Err(format!("a chat message longer than {MAX_CHAT} characters"))
            }
            Message::Army { pieces } if pieces.len() > 40 => {
                Err("an army of more than 40 pieces".to_string())
            }
            Message::Hello { sealed: Some(s), .. } | Message::Ready { sealed: Some(s), .. }
                if s.len() != 40 =>
            {
                Err("a sealed army of other than 40 pieces".to_string())
            }
            _ => Ok(message),
        }
    }

    /// What kind of message it is, for a player's sentence.
    pub fn kind(&self) -> &'static str {
        match self {
            Message::Hello { .. } => "hello",
            Message::Ready { .. } => "ready",
            Message::Move { .. } => "move",
            Message::Defend { .. } => "defend",
            Message::Army { .. } => "army",
            Message::Resign { .. } => "resign",
            Message::Clock { .. } => "clock",
            Message::Flag { .. } => "flag",
            Message::Offer { .. } => "offer",
            Message::Answer { .. } => "answer",
            Message::Chat { .. } => "chat",
            Message::Ping { .. } => "ping",
            Message::Pong { .. } => "pong",
            Message::Refuse { .. } => "refuse",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn every_kind_of_message_round_trips() {
        let shown = Unveiled { slot: 3, rank: 'M', salt: "00ff".into() };
        let messages = [
            Message::Ready { protocol: PROTOCOL, app: "0.1.0".into(), sealed: None },
            Message::Move {
                ply: 4,
                before: "ab12".into(),
                token: "a4-a5".into(),
                shown: None,
                left: None,
            },
            Message::Move {
                ply: 5,
                before: "cd".into(),
                token: "b7-b6".into(),
                shown: Some(shown.clone()),
                left: None,
            },
            Message::Defend { ply: 5, shown: shown.clone() },
            Message::Army { pieces: vec![shown] },
            Message::Resign { ply: 9 },
            Message::Offer { ply: 3, request: Request::Draw },
            Message::Answer { ply: 3, request: Request::TakeBack, accept: false },
            Message::Chat { text: "« bien joué »".into() },
            Message::Ping { n: 1 },
            Message::Pong { n: 1 },
            Message::Refuse { reason: "why".into() },
        ];
        for message in messages {
            assert_eq!(Message::decode(&message.encode()), Ok(message));
        }
    }

    #[test]
    fn unknown_types_extra_fields_and_oversized_lines_are_refused() {
        for line in [
            r#"{"type":"teleport","ply":1}"#,
            r#"{"type":"ping","n":1,"extra":true}"#,
            r#"{"type":"move","ply":1,"token":"a1"}"#,
            r#"{"type":"ping","n":-1}"#,
            r#"{"type":"offer","ply":1,"request":"undo_everything"}"#,
            r#"{"type":"answer","ply":1,"request":"draw"}"#,
            "not json at all",
            "",
        ] {
            assert!(Message::decode(line).is_err(), "{line} was accepted");
        }
        let long = format!(r#"{{"type":"chat","text":"{}"}}"#, "x".repeat(MAX_LINE));
        assert!(Message::decode(&long).unwrap_err().contains("bytes"));
        let chatty = format!(r#"{{"type":"chat","text":"{}"}}"#, "x".repeat(MAX_CHAT + 1));
        assert!(Message::decode(&chatty).unwrap_err().contains("chat"));
    }

    #[test]
    fn random_bytes_never_panic_the_decoder() {
        let mut rng = Rng::seed(54);
        let alphabet: Vec<char> =
            "{}[]\":,0123456789abcdefghijklmnopqrstuvwxyz_-. \\é\u{0}".chars().collect();
        let seeds = [
            Message::Move {
                ply: 1,
                before: "00".into(),
                token: "a4-a5".into(),
                shown: None,
                left: None,
            }
            .encode(),
            Message::Chat { text: "hi".into() }.encode(),
        ];
        for i in 0..20_000 {
            let mut text: Vec<char> = seeds[i % 2].chars().collect();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(text.len() + 1);
                match rng.below(3) {
                    0 if at < text.len() => {
                        text.remove(at);
                    }
                    1 if at < text.len() => text[at] = alphabet[rng.below(alphabet.len())],
                    _ => text.insert(at, alphabet[rng.below(alphabet.len())]),
                }
            }
            let line: String = text.into_iter().collect();
            let _ = Message::decode(&line);
        }
    }
}
