//! Stratum's options: board size, number of players, who starts.

use serde::{Deserialize, Serialize};

use crate::game::{Game, GameId, Player};
use crate::games::GameOptions;

use super::Stratum;

/// How a Stratum game starts. Checked by [`Setup::validate`] (save files may hold anything).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Cells per side: 5 (61 cells, SM-G1) or 6 (the 91-cell variant).
    pub size: u8,
    /// 2, 3 or 4 (SM-S1).
    pub players: u8,
    /// Who places the first piece (SM-S2: beige unless the players choose).
    pub first: Player,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { size: 5, players: 2, first: Player(0) }
    }
}

impl Setup {
    /// Reads `--size`, `--players` and `--first`; refuses every other option.
    pub fn from_options(options: &GameOptions) -> Result<Setup, String> {
        options.only(GameId::Stratum, &["size", "players", "first"])?;
        let mut setup = Setup::default();
        if let Some(size) = options.size {
            setup.size = u8::try_from(size).unwrap_or(0);
            if !matches!(setup.size, 5 | 6) {
                return Err(format!("a Stratum board has 5 or 6 cells per side, not {size}"));
            }
        }
        if let Some(players) = options.players {
            setup.players = u8::try_from(players).unwrap_or(0);
            if !(2..=4).contains(&setup.players) {
                return Err(format!("Stratum is played by 2, 3 or 4 players, not {players}"));
            }
        }
        if let Some(name) = &options.first {
            let seated = &Stratum::PLAYER_NAMES[..setup.players as usize];
            let Some(seat) = seated.iter().position(|n| n == name) else {
                return Err(format!(
                    "'{name}' cannot start: with {} players the colours are {}",
                    setup.players,
                    seated.join(", ")
                ));
            };
            setup.first = Player(seat as u8);
        }
        Ok(setup)
    }

    pub fn validate(&self) -> Result<(), String> {
        if !matches!(self.size, 5 | 6) {
            return Err(format!("a Stratum board has 5 or 6 cells per side, not {}", self.size));
        }
        if !(2..=4).contains(&self.players) {
            return Err(format!("Stratum is played by 2, 3 or 4 players, not {}", self.players));
        }
        if self.first.0 >= self.players {
            return Err(format!("seat {} is not among the {} players", self.first.0, self.players));
        }
        Ok(())
    }
}
