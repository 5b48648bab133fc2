//! Stratum's options: board size, number of players, who starts.

use serde::{Deserialize, Serialize};

use crate::game::Player;

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
