//! Playing a friend's program over a link (issue 54): the messages ([`message`]) and each
//! side's copy of the game ([`Table`]). No input/output here: the app carries the lines
//! (`strata_app::net`), this checks them.
//!
//! Both programs play the same game with their own engine and check every move the other
//! sends: its ply, the fingerprint of the position before it, its legality. Stratego has no
//! referee: each side seals its army at the start and shows only what the rules reveal
//! ([`crate::games::stratego::sealed`]); neither program ever holds the other's army before
//! the end.
//!
//! A game needs no live link: each side keeps every line in a [`Record`] (to resume later),
//! and by mail the lines travel in move letters ([`Letter`]).

mod clocks;
mod letter;
pub mod message;
mod offers;
pub use offers::OfferRefusal;
mod record;
mod table;

pub use letter::{Letter, LetterProblem, MAX_LETTER, Post};
pub use message::{MAX_CHAT, MAX_LINE, Message, PROTOCOL, Request, Seat};
pub use record::{Line, Record};
pub use table::{Fault, FaultKind, Invitation, Pending, Table, needs_army};

#[cfg(test)]
mod mail_tests;
#[cfg(test)]
mod tests;

use sha2::{Digest, Sha256};

/// A short fingerprint of a text (the first 64 bits of its SHA-256, in hex): two programs
/// that disagree about a position disagree about it.
pub fn fingerprint(text: &str) -> String {
    Sha256::digest(text.as_bytes())[..8].iter().map(|b| format!("{b:02x}")).collect()
}
