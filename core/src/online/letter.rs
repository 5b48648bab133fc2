//! A game by mail (issue 54, item 7): no network at all. Each side copies a *move letter*, a
//! short block of text, and sends it by any channel; the friend pastes it. A letter carries
//! the same lines a link would (the opening, moves, Stratego's seals and shown pieces, offers,
//! chat), so they pass the same checks as online ([`super::Table::receive`]).
//!
//! Letters may be lost, sent twice or pasted out of order, as mail is. Like the link after a
//! break, each letter says how many of the friend's lines its writer has read (`seen`) and
//! holds every line of its writer's that the friend had not read by the friend's last letter:
//! a later letter makes up for a lost one, and a line already read is skipped.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde::{Deserialize, Serialize};

use super::fingerprint;
use super::message::Seat;
use super::record::Record;
use super::table::other;

const BEGIN: &str = "-----BEGIN STRATA MOVE LETTER-----";
const END: &str = "-----END STRATA MOVE LETTER-----";
/// The block's last line: the fingerprint of what it holds.
const CHECK: &str = "check:";

/// The longest letter read, in bytes of its text.
pub const MAX_LETTER: usize = 256 * 1024;

/// Why a pasted letter is refused, as a fact: the app words it in the player's language, and
/// its `Display` in English (the command line's words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LetterProblem {
    /// Longer than [`MAX_LETTER`] bytes.
    TooLong { bytes: usize },
    /// No BEGIN line.
    NotALetter,
    /// No END line after the BEGIN line.
    CutShort,
    /// The block does not read, or does not match its check line.
    Damaged,
    /// A letter of another game.
    OtherGame,
    /// A letter this side wrote.
    OwnLetter,
    /// An earlier letter is missing: this one starts at the friend's line `starts` (from 1),
    /// and this side has read `read` of them.
    Missing { starts: usize, read: usize },
    /// It says it read more lines than this side ever sent.
    ReadMoreThanSent,
    /// Everything in it was read already.
    NothingNew,
}

impl std::fmt::Display for LetterProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LetterProblem::TooLong { bytes } => {
                write!(f, "a letter of {bytes} bytes (at most {MAX_LETTER})")
            }
            LetterProblem::NotALetter => f.write_str(
                "this is not a move letter: copy everything from its BEGIN line to its END line",
            ),
            LetterProblem::CutShort => {
                f.write_str("the letter is cut short: its END line is missing")
            }
            LetterProblem::Damaged => {
                f.write_str("the letter is damaged: part of it was changed or lost")
            }
            LetterProblem::OtherGame => f.write_str("this letter belongs to another game"),
            LetterProblem::OwnLetter => {
                f.write_str("this is one of your own letters: paste the one your friend sent")
            }
            LetterProblem::Missing { starts, read } => write!(
                f,
                "a letter is missing: this one starts with your friend's line {starts}, and you \
                 have read {read}; ask your friend for a new letter"
            ),
            LetterProblem::ReadMoreThanSent => {
                f.write_str("this letter says it read more than you ever sent")
            }
            LetterProblem::NothingNew => {
                f.write_str("nothing new in this letter: you have read it already")
            }
        }
    }
}

/// What a letter holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Letter {
    /// The game's name (the host's record's).
    pub game: String,
    /// The side that wrote it.
    pub from: Seat,
    /// How many of the reader's lines the writer had read.
    pub seen: usize,
    /// The number of the first line in it among all the writer's lines (0 = the first).
    pub first: usize,
    pub lines: Vec<String>,
}

/// A side's post: the record and how far the friend has read it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Post {
    /// How many of this side's lines the friend's last letter said it had read.
    pub friend_seen: usize,
}

impl Post {
    /// The letter to send now: every line the friend has not read yet.
    pub fn letter(&self, record: &Record) -> Letter {
        let seen = record.lines_from(other(record.here)).count();
        let lines: Vec<String> =
            record.lines_from(record.here).skip(self.friend_seen).map(str::to_string).collect();
        Letter {
            game: record.game.clone(),
            from: record.here,
            seen,
            first: self.friend_seen,
            lines,
        }
    }

    /// Reads the friend's letter: the lines in it this side has not read yet, in order (the
    /// caller hands each to the table, then keeps it in the record). Nothing changes when the
    /// letter is refused.
    pub fn open(&mut self, record: &Record, letter: Letter) -> Result<Vec<String>, LetterProblem> {
        if letter.game != record.game {
            return Err(LetterProblem::OtherGame);
        }
        if letter.from == record.here {
            return Err(LetterProblem::OwnLetter);
        }
        let read = record.lines_from(letter.from).count();
        if letter.first > read {
            return Err(LetterProblem::Missing { starts: letter.first + 1, read });
        }
        let sent = record.lines_from(record.here).count();
        if letter.seen > sent {
            return Err(LetterProblem::ReadMoreThanSent);
        }
        let new: Vec<String> = letter.lines.into_iter().skip(read - letter.first).collect();
        if new.is_empty() && letter.seen <= self.friend_seen {
            return Err(LetterProblem::NothingNew);
        }
        self.friend_seen = self.friend_seen.max(letter.seen);
        Ok(new)
    }
}

impl Letter {
    /// The letter as text to send: `headline` for the person who reads it, then the armoured
    /// block (base64 in short lines, which mail programs leave alone).
    pub fn write(&self, headline: &str) -> String {
        let json = serde_json::to_string(self).expect("letters serialize");
        let body = STANDARD.encode(&json);
        let mut text = format!("{headline}\n{BEGIN}\n");
        for chunk in body.as_bytes().chunks(64) {
            text.push_str(&String::from_utf8_lossy(chunk));
            text.push('\n');
        }
        // A change anywhere in the block shows, even one that still reads as a letter.
        text.push_str(&format!("{CHECK}{}\n", fingerprint(&json)));
        text.push_str(END);
        text.push('\n');
        text
    }

    /// Reads a letter out of pasted text: whatever surrounds the block, a mail program's
    /// quoting ("> ") and spaces are ignored.
    pub fn read(text: &str) -> Result<Letter, LetterProblem> {
        if text.len() > MAX_LETTER {
            return Err(LetterProblem::TooLong { bytes: text.len() });
        }
        let lines: Vec<&str> = text
            .lines()
            .map(|l| l.trim_start_matches(|c: char| c == '>' || c.is_whitespace()))
            .collect();
        let begin =
            lines.iter().position(|l| l.trim_end() == BEGIN).ok_or(LetterProblem::NotALetter)?;
        let end = lines[begin..]
            .iter()
            .position(|l| l.trim_end() == END)
            .ok_or(LetterProblem::CutShort)?;
        let damaged = || LetterProblem::Damaged;
        let block = &lines[begin + 1..begin + end];
        let check = block.iter().find_map(|l| l.trim().strip_prefix(CHECK)).ok_or_else(damaged)?;
        let body: String = block
            .iter()
            .filter(|l| !l.trim().starts_with(CHECK))
            .flat_map(|l| l.chars())
            .filter(|c| !c.is_whitespace())
            .collect();
        let json = STANDARD.decode(body).map_err(|_| damaged())?;
        let json = String::from_utf8(json).map_err(|_| damaged())?;
        if fingerprint(&json) != check {
            return Err(damaged());
        }
        serde_json::from_str(&json).map_err(|_| damaged())
    }
}
