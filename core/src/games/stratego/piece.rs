//! The twelve kinds of piece, their counts in an army, and how an attack between two of them
//! ends (SG-G3, SG-A2, SG-A3, SG-A4, SG-A5).

use serde::{Deserialize, Serialize};

/// A piece's rank. The discriminant is the strength used in attacks for the ten movable
/// ranks; Bomb and Flag are handled apart.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[repr(u8)]
pub enum Rank {
    Spy = 1,
    Scout = 2,
    Miner = 3,
    Sergeant = 4,
    Lieutenant = 5,
    Captain = 6,
    Major = 7,
    Colonel = 8,
    General = 9,
    Marshal = 10,
    Bomb = 11,
    Flag = 12,
}

impl Rank {
    /// In the order of the rules page (SG-G3), strongest first.
    pub const ALL: [Rank; 12] = [
        Rank::Marshal,
        Rank::General,
        Rank::Colonel,
        Rank::Major,
        Rank::Captain,
        Rank::Lieutenant,
        Rank::Sergeant,
        Rank::Miner,
        Rank::Scout,
        Rank::Spy,
        Rank::Bomb,
        Rank::Flag,
    ];

    /// How many of this rank one army has (SG-G3).
    pub const fn count(self) -> u8 {
        match self {
            Rank::Marshal | Rank::General | Rank::Spy | Rank::Flag => 1,
            Rank::Colonel => 2,
            Rank::Major => 3,
            Rank::Captain | Rank::Lieutenant | Rank::Sergeant => 4,
            Rank::Miner => 5,
            Rank::Scout => 8,
            Rank::Bomb => 6,
        }
    }

    /// 0..12, for tables indexed by rank.
    pub const fn index(self) -> usize {
        self as usize - 1
    }

    pub const fn from_index(index: usize) -> Option<Rank> {
        Rank::from_u8(index as u8 + 1)
    }

    pub(crate) const fn from_u8(value: u8) -> Option<Rank> {
        Some(match value {
            1 => Rank::Spy,
            2 => Rank::Scout,
            3 => Rank::Miner,
            4 => Rank::Sergeant,
            5 => Rank::Lieutenant,
            6 => Rank::Captain,
            7 => Rank::Major,
            8 => Rank::Colonel,
            9 => Rank::General,
            10 => Rank::Marshal,
            11 => Rank::Bomb,
            12 => Rank::Flag,
            _ => return None,
        })
    }

    /// The letter used in setup strings (`assets/docs/command-line.md`).
    pub const fn letter(self) -> char {
        match self {
            Rank::Marshal => 'M',
            Rank::General => '9',
            Rank::Colonel => '8',
            Rank::Major => '7',
            Rank::Captain => '6',
            Rank::Lieutenant => '5',
            Rank::Sergeant => '4',
            Rank::Miner => '3',
            Rank::Scout => '2',
            Rank::Spy => 'S',
            Rank::Bomb => 'B',
            Rank::Flag => 'F',
        }
    }

    /// Reads a setup letter; lower-case `m s b f` are accepted too.
    pub fn from_letter(c: char) -> Option<Rank> {
        Rank::ALL.into_iter().find(|r| r.letter() == c.to_ascii_uppercase())
    }

    pub const fn name(self) -> &'static str {
        match self {
            Rank::Marshal => "Marshal",
            Rank::General => "General",
            Rank::Colonel => "Colonel",
            Rank::Major => "Major",
            Rank::Captain => "Captain",
            Rank::Lieutenant => "Lieutenant",
            Rank::Sergeant => "Sergeant",
            Rank::Miner => "Miner",
            Rank::Scout => "Scout",
            Rank::Spy => "Spy",
            Rank::Bomb => "Bomb",
            Rank::Flag => "Flag",
        }
    }

    /// "1 Flag", "8 Scouts": a count with the right noun.
    pub fn counted(self, n: usize) -> String {
        if n == 1 { format!("1 {}", self.name()) } else { format!("{n} {}s", self.name()) }
    }

    /// Bombs and the Flag never move (SG-M2).
    pub const fn is_movable(self) -> bool {
        !matches!(self, Rank::Bomb | Rank::Flag)
    }
}

/// How an attack ends (SG-A2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CombatResult {
    /// The defender is removed and the attacker takes its square.
    AttackerWins,
    /// The attacker is removed; nothing else moves.
    DefenderWins,
    /// Equal ranks: both are removed.
    BothRemoved,
}

/// The result of `attacker` moving onto `defender` (SG-A2, SG-A3, SG-A4, SG-A5).
pub const fn resolve(attacker: Rank, defender: Rank) -> CombatResult {
    match (attacker, defender) {
        // SG-A5: any attacker takes the Flag.
        (_, Rank::Flag) => CombatResult::AttackerWins,
        // SG-A3: only a Miner defuses a Bomb; every other attacker is removed by it.
        (Rank::Miner, Rank::Bomb) => CombatResult::AttackerWins,
        (_, Rank::Bomb) => CombatResult::DefenderWins,
        // SG-A4: the Spy takes the Marshal when it attacks; otherwise it is the lowest rank.
        (Rank::Spy, Rank::Marshal) => CombatResult::AttackerWins,
        _ => {
            let (a, d) = (attacker as u8, defender as u8);
            if a > d {
                CombatResult::AttackerWins
            } else if a < d {
                CombatResult::DefenderWins
            } else {
                CombatResult::BothRemoved
            }
        }
    }
}
