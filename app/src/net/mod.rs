//! Online play (issue 54): the link to a friend's program ([`link`]). The game's side of it,
//! the messages and their checks, is `strata_core::online`.

pub mod link;

pub use link::{Event, Link, Reach, Resume, code_owner};

use strata_core::games::stratego::Army;
use strata_core::games::stratego::sealed::{SALT_BYTES, SealedArmy};

/// A number from the operating system's random source (a fresh seed).
pub fn random_seed() -> Result<u64, String> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| format!("no random numbers from the system: {e}"))?;
    Ok(u64::from_le_bytes(bytes))
}

/// A fresh suggested army, sealed: what a player brings online without choosing one.
pub fn suggested_army() -> Result<SealedArmy, String> {
    seal(Army::suggested(&mut strata_core::rng::Rng::seed(random_seed()?)))
}

/// Seals an army for a game online, with salts from the operating system's random source:
/// they must be unpredictable, or the friend could try every rank against the commitments.
pub fn seal(army: Army) -> Result<SealedArmy, String> {
    let mut salts = [[0u8; SALT_BYTES]; 40];
    for salt in &mut salts {
        getrandom::fill(salt).map_err(|e| format!("no random numbers from the system: {e}"))?;
    }
    Ok(SealedArmy::new(army, salts))
}
