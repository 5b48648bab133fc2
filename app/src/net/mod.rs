//! Online play (issue 54): the link to a friend's program ([`link`]). The game's side of it,
//! the messages and their checks, is `strata_core::online`.

pub mod link;

pub use link::{Event, Link, Reach};

use strata_core::games::stratego::Army;
use strata_core::games::stratego::sealed::{SALT_BYTES, SealedArmy};

/// Seals an army for a game online, with salts from the operating system's random source:
/// they must be unpredictable, or the friend could try every rank against the commitments.
pub fn seal(army: Army) -> Result<SealedArmy, String> {
    let mut salts = [[0u8; SALT_BYTES]; 40];
    for salt in &mut salts {
        getrandom::fill(salt).map_err(|e| format!("no random numbers from the system: {e}"))?;
    }
    Ok(SealedArmy::new(army, salts))
}
