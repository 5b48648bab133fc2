//! Options for a new game as the command line and the New Game dialog name them (`--size`,
//! `--players`, `--red-setup` …), and each game's setup made from them. The one place that
//! knows the flags: the engines take their `Setup` and never see an option.

use super::strata5::{MAX_SIZE, MIN_SIZE};
use super::{strata5, strata7, stratego, stratum};
use crate::game::{Game, GameId, Player};

/// Options for a new game as the command line and the New Game dialog give them. Each game
/// takes the ones that apply to it and refuses the others.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameOptions {
    /// Strata 5 board size (6..=12); Stratum cells per side (5 or 6).
    pub size: Option<u32>,
    /// Stratum: 2, 3 or 4 players.
    pub players: Option<u32>,
    /// Who moves first, by player name (Strata 5, Stratum).
    pub first: Option<String>,
    /// Stratego setup strings.
    pub red_setup: Option<String>,
    pub blue_setup: Option<String>,
    /// Stratego: the seed the two suggested armies are drawn from.
    pub seed: Option<u64>,
    /// Stratego two-square rule limit.
    pub repetition_limit: Option<u32>,
    /// Stratego: play with the ISF more-squares rule.
    pub more_squares: bool,
}

impl GameOptions {
    /// Refuses any option that is set but not in `allowed` (by its command-line name).
    pub fn only(&self, game: GameId, allowed: &[&str]) -> Result<(), String> {
        let given = [
            ("size", self.size.is_some()),
            ("players", self.players.is_some()),
            ("first", self.first.is_some()),
            ("red-setup", self.red_setup.is_some()),
            ("blue-setup", self.blue_setup.is_some()),
            ("seed", self.seed.is_some()),
            ("repetition-limit", self.repetition_limit.is_some()),
            ("more-squares", self.more_squares),
        ];
        match given.iter().find(|(name, set)| *set && !allowed.contains(name)) {
            Some((name, _)) => Err(format!("option --{name} does not apply to {game}")),
            None => Ok(()),
        }
    }
}

impl strata5::Setup {
    /// Reads `--size` and `--first`; refuses every other option.
    pub fn from_options(options: &GameOptions) -> Result<strata5::Setup, String> {
        options.only(GameId::Strata5, &["size", "first"])?;
        let mut setup = strata5::Setup::default();
        if let Some(size) = options.size {
            setup.size =
                u8::try_from(size).ok().filter(|s| (MIN_SIZE..=MAX_SIZE).contains(s)).ok_or_else(
                    || format!("strata5 board size must be {MIN_SIZE} to {MAX_SIZE}, not {size}"),
                )?;
        }
        if let Some(first) = &options.first {
            setup.first = match first.as_str() {
                "red" => strata5::RED,
                "black" => strata5::BLACK,
                other => return Err(format!("first player must be red or black, not '{other}'")),
            };
        }
        Ok(setup)
    }
}

impl stratum::Setup {
    /// Reads `--size`, `--players` and `--first`; refuses every other option.
    pub fn from_options(options: &GameOptions) -> Result<stratum::Setup, String> {
        options.only(GameId::Stratum, &["size", "players", "first"])?;
        let mut setup = stratum::Setup::default();
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
            let seated = &stratum::Stratum::PLAYER_NAMES[..setup.players as usize];
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
}

impl strata7::Setup {
    /// No option applies.
    pub fn from_options(options: &GameOptions) -> Result<strata7::Setup, String> {
        options.only(GameId::Strata7, &[])?;
        Ok(strata7::Setup::default())
    }
}

impl stratego::Setup {
    /// `--red-setup S --blue-setup S` (both together) or `--seed S` (suggested setups; neither
    /// given means seed 0), and `--repetition-limit 3|5`.
    pub fn from_options(options: &GameOptions) -> Result<stratego::Setup, String> {
        options.only(
            GameId::Stratego,
            &["red-setup", "blue-setup", "seed", "repetition-limit", "more-squares"],
        )?;
        let mut setup = match (&options.red_setup, &options.blue_setup, options.seed) {
            (Some(_), Some(_), Some(_)) => {
                return Err("give either --red-setup and --blue-setup, or --seed, not both".into());
            }
            (Some(red), Some(blue), None) => {
                let red = stratego::Army::parse(red).map_err(|e| format!("--red-setup: {e}"))?;
                let blue = stratego::Army::parse(blue).map_err(|e| format!("--blue-setup: {e}"))?;
                stratego::Setup::new(&red, &blue, stratego::Rules::default())
            }
            (Some(_), None, _) | (None, Some(_), _) => {
                return Err("--red-setup and --blue-setup must be given together".into());
            }
            (None, None, seed) => {
                stratego::Setup::from_seed(seed.unwrap_or(stratego::Setup::DEFAULT_SEED))
            }
        };
        if let Some(n) = options.repetition_limit {
            setup.repetition_limit = stratego::repetition_limit(u64::from(n))
                .map_err(|e| format!("--repetition-limit: {e}"))?;
        }
        setup.more_squares = options.more_squares;
        Ok(setup)
    }
}
