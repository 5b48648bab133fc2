//! Stratego between two programs and no referee (online play, [`crate::online`]).
//!
//! Each side seals its army at the start: one commitment per piece, a hash of the piece's place
//! in the setup string, its rank and a secret salt. During the game a side shows (unveils) only
//! the pieces the rules reveal (SG-A1: the two ranks that meet in an attack; a Scout that moves
//! more than one square), and the other side checks each against its commitment. At the end
//! both show the rest, and each side replays the whole game with both true armies.
//!
//! Meanwhile each side plays on a world of its own: its army as it is, and the other army
//! *dealt* ([`Knowledge::deal`]) so that it agrees with everything seen so far. A wrong guess
//! never matters: the player's bot reads only what the player may see, and each new fact
//! deals the army again.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::{Army, Rank};

/// Bytes of secret salt per piece: enough that nobody can try every salt to learn a rank.
pub const SALT_BYTES: usize = 16;

/// Pieces in an army.
const PIECES: usize = 40;

/// One piece shown to the other side: its place in the setup string, its rank and the salt
/// of its commitment (hex).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unveiled {
    pub slot: u8,
    pub rank: char,
    pub salt: String,
}

/// An army and the secret salts of its commitments. It is written only to this side's own
/// files (an online game kept to resume later), as its setup string and hex salts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "SealedText", try_from = "SealedText")]
pub struct SealedArmy {
    army: Army,
    salts: [[u8; SALT_BYTES]; PIECES],
}

impl SealedArmy {
    /// The salts must be unpredictable (the app draws them from the operating system).
    pub fn new(army: Army, salts: [[u8; SALT_BYTES]; PIECES]) -> SealedArmy {
        SealedArmy { army, salts }
    }

    pub fn army(&self) -> &Army {
        &self.army
    }

    /// The 40 commitments, in setup-string order, as sent at the start of a game.
    pub fn commitments(&self) -> Vec<String> {
        let ranks = self.army.ranks();
        (0..PIECES).map(|slot| commitment(slot, ranks[slot], &self.salts[slot])).collect()
    }

    pub fn unveil(&self, slot: usize) -> Unveiled {
        Unveiled {
            slot: slot as u8,
            rank: self.army.ranks()[slot].letter(),
            salt: hex(&self.salts[slot]),
        }
    }

    pub fn unveil_all(&self) -> Vec<Unveiled> {
        (0..PIECES).map(|slot| self.unveil(slot)).collect()
    }
}

/// A [`SealedArmy`] as text: its setup string and its 40 salts in hex.
#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SealedText {
    army: String,
    salts: Vec<String>,
}

impl From<SealedArmy> for SealedText {
    fn from(sealed: SealedArmy) -> SealedText {
        SealedText {
            army: sealed.army.to_string(),
            salts: sealed.salts.iter().map(|s| hex(s)).collect(),
        }
    }
}

impl TryFrom<SealedText> for SealedArmy {
    type Error = String;

    fn try_from(text: SealedText) -> Result<SealedArmy, String> {
        let army: Army = text.army.parse().map_err(|e| format!("{e}"))?;
        let salts: Vec<[u8; SALT_BYTES]> = text
            .salts
            .iter()
            .map(|s| unhex(s).and_then(|bytes| bytes.try_into().ok()))
            .collect::<Option<_>>()
            .ok_or("a salt is not 16 bytes of hexadecimal")?;
        let salts = salts.try_into().map_err(|_| "an army has 40 salts")?;
        Ok(SealedArmy { army, salts })
    }
}

/// The commitment to one piece: SHA-256 over a label, the slot, the rank's letter and the salt.
pub fn commitment(slot: usize, rank: Rank, salt: &[u8]) -> String {
    let mut hash = Sha256::new();
    hash.update(b"strata/stratego-piece/1");
    hash.update([slot as u8, rank.letter() as u8]);
    hash.update(salt);
    hex(&hash.finalize())
}

/// Checks a piece the other side showed against its commitments; its slot and rank.
pub fn check_unveiled(piece: &Unveiled, commitments: &[String]) -> Result<(usize, Rank), String> {
    let slot = usize::from(piece.slot);
    let expected = commitments.get(slot).ok_or_else(|| format!("there is no piece {slot}"))?;
    let rank = Rank::from_letter(piece.rank)
        .filter(|_| piece.rank.is_ascii())
        .ok_or_else(|| format!("'{}' is not a rank", piece.rank))?;
    let salt = unhex(&piece.salt).ok_or("the salt is not hexadecimal")?;
    if commitment(slot, rank, &salt) != *expected {
        return Err(format!(
            "the other side's {} does not match the army it sealed at the start",
            rank.name()
        ));
    }
    Ok((slot, rank))
}

/// Checks a whole army shown at the end; the army.
pub fn check_army(pieces: &[Unveiled], commitments: &[String]) -> Result<Army, String> {
    let mut ranks: [Option<Rank>; PIECES] = [None; PIECES];
    for piece in pieces {
        let (slot, rank) = check_unveiled(piece, commitments)?;
        ranks[slot] = Some(rank);
    }
    let missing = ranks.iter().filter(|r| r.is_none()).count();
    if missing > 0 {
        return Err(format!("{missing} of its pieces were not shown"));
    }
    Army::from_ranks(ranks.map(|r| r.unwrap_or(Rank::Flag))).map_err(|e| e.to_string())
}

/// What one side knows of the other army, by setup slot: the ranks it has seen, and which
/// pieces have moved (so are neither Bomb nor Flag).
#[derive(Clone, Debug, Default)]
pub struct Knowledge {
    known: Vec<Option<Rank>>,
    moved: Vec<bool>,
}

impl Knowledge {
    pub fn new() -> Knowledge {
        Knowledge { known: vec![None; PIECES], moved: vec![false; PIECES] }
    }

    pub fn rank(&self, slot: usize) -> Option<Rank> {
        self.known[slot]
    }

    pub fn moved(&self, slot: usize) -> bool {
        self.moved[slot]
    }

    pub fn learn(&mut self, slot: usize, rank: Rank) {
        self.known[slot] = Some(rank);
    }

    pub fn saw_move(&mut self, slot: usize) {
        self.moved[slot] = true;
    }

    /// An army that agrees with everything known: the known ranks in their places, Bombs and
    /// the Flag only on pieces that never moved. An error means no honest army fits: the
    /// other side showed more pieces of a rank than an army has, or moved a Bomb or its Flag.
    pub fn deal(&self) -> Result<Army, String> {
        let mut left = [0u8; 12];
        for rank in Rank::ALL {
            left[rank.index()] = rank.count();
        }
        for rank in self.known.iter().flatten() {
            let count = &mut left[rank.index()];
            if *count == 0 {
                return Err(format!(
                    "the other side showed more than {}",
                    rank.counted(rank.count().into())
                ));
            }
            *count -= 1;
        }
        let mut fixed: Vec<Rank> = Vec::new();
        let mut mobile: Vec<Rank> = Vec::new();
        for rank in Rank::ALL {
            let pile = if rank.is_movable() { &mut mobile } else { &mut fixed };
            pile.extend(std::iter::repeat_n(rank, left[rank.index()].into()));
        }
        // Unknown pieces that never moved take the Bombs and the Flag first, back rank first.
        let still: Vec<usize> =
            (0..PIECES).rev().filter(|&s| self.known[s].is_none() && !self.moved[s]).collect();
        if fixed.len() > still.len() {
            return Err("the other side moved a Bomb or its Flag".to_string());
        }
        let mut ranks = self.known.clone();
        for (slot, rank) in still.iter().zip(fixed) {
            ranks[*slot] = Some(rank);
        }
        for slot in ranks.iter_mut().filter(|r| r.is_none()) {
            *slot = mobile.pop();
        }
        let slots: Vec<Rank> = ranks.into_iter().map(|r| r.unwrap_or(Rank::Flag)).collect();
        let slots: [Rank; PIECES] = slots.try_into().map_err(|_| "an army has 40 pieces")?;
        Army::from_ranks(slots).map_err(|e| e.to_string())
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || text.len() > 2 * SALT_BYTES || !text.is_ascii() {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn sealed(seed: u64) -> SealedArmy {
        let mut rng = Rng::seed(seed);
        let army = Army::suggested(&mut rng);
        let mut salts = [[0u8; SALT_BYTES]; PIECES];
        for salt in &mut salts {
            salt.iter_mut().for_each(|b| *b = rng.below(256) as u8);
        }
        SealedArmy::new(army, salts)
    }

    #[test]
    fn an_honest_piece_checks_and_a_changed_rank_or_salt_does_not() {
        let army = sealed(3);
        let commitments = army.commitments();
        let piece = army.unveil(7);
        assert_eq!(check_unveiled(&piece, &commitments), Ok((7, army.army().ranks()[7])));
        let lie = if piece.rank == 'M' { '9' } else { 'M' };
        assert!(check_unveiled(&Unveiled { rank: lie, ..piece.clone() }, &commitments).is_err());
        let mut salt = piece.salt.clone();
        salt.replace_range(0..2, if salt.starts_with("00") { "01" } else { "00" });
        assert!(check_unveiled(&Unveiled { salt, ..piece.clone() }, &commitments).is_err());
        assert!(check_unveiled(&Unveiled { slot: 40, ..piece.clone() }, &commitments).is_err());
        assert!(check_unveiled(&Unveiled { rank: 'é', ..piece }, &commitments).is_err());
    }

    #[test]
    fn a_whole_army_checks_only_when_every_piece_is_shown() {
        let army = sealed(4);
        let all = army.unveil_all();
        assert_eq!(check_army(&all, &army.commitments()), Ok(*army.army()));
        assert!(check_army(&all[1..], &army.commitments()).is_err());
        assert!(check_army(&all, &sealed(5).commitments()).is_err());
    }

    #[test]
    fn the_dealt_army_keeps_what_was_seen_and_puts_no_bomb_on_a_piece_that_moved() {
        let mut knowledge = Knowledge::new();
        knowledge.learn(0, Rank::Marshal);
        for slot in 1..30 {
            knowledge.saw_move(slot);
        }
        let army = knowledge.deal().expect("an honest army fits");
        assert_eq!(army.ranks()[0], Rank::Marshal);
        assert!(army.ranks()[1..30].iter().all(|r| r.is_movable()));
        // Seven pieces can hide the six Bombs and the Flag; with one more moved, none can.
        for slot in 30..33 {
            knowledge.saw_move(slot);
        }
        assert!(knowledge.deal().is_ok());
        knowledge.saw_move(33);
        assert!(knowledge.deal().is_err());
    }

    #[test]
    fn two_marshals_shown_cannot_be_dealt() {
        let mut knowledge = Knowledge::new();
        knowledge.learn(0, Rank::Marshal);
        knowledge.learn(1, Rank::Marshal);
        assert!(knowledge.deal().unwrap_err().contains("Marshal"));
    }
}
