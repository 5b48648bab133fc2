//! The four games, and the one place that maps a game id and its options to a new game.

mod options;
pub mod strata5;
pub mod strata7;
pub mod stratego;
pub mod stratum;

use serde::{Deserialize, Serialize};

use crate::any::AnyGame;
use crate::game::GameId;
use crate::position::{BadPosition, Diagrammed};

pub use options::GameOptions;

/// The game a position text describes (validated), for the game `game`.
pub fn position_from_text(game: GameId, text: &str) -> Result<Box<dyn AnyGame>, BadPosition> {
    Ok(match game {
        GameId::Strata5 => Box::new(strata5::Strata5::from_position_text(text)?),
        GameId::Stratum => Box::new(stratum::Stratum::from_position_text(text)?),
        GameId::Strata7 => Box::new(strata7::Strata7::from_position_text(text)?),
        GameId::Stratego => Box::new(stratego::Stratego::from_position_text(text)?),
    })
}

/// How a game starts: the game and its settings. Save files record this, then the moves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GameSetup {
    Strata5(strata5::Setup),
    Stratum(stratum::Setup),
    Strata7(strata7::Setup),
    Stratego(stratego::Setup),
}

impl GameSetup {
    pub fn from_options(game: GameId, options: &GameOptions) -> Result<GameSetup, String> {
        match game {
            GameId::Strata5 => strata5::Setup::from_options(options).map(GameSetup::Strata5),
            GameId::Stratum => stratum::Setup::from_options(options).map(GameSetup::Stratum),
            GameId::Strata7 => strata7::Setup::from_options(options).map(GameSetup::Strata7),
            GameId::Stratego => stratego::Setup::from_options(options).map(GameSetup::Stratego),
        }
    }

    pub fn id(&self) -> GameId {
        match self {
            GameSetup::Strata5(_) => GameId::Strata5,
            GameSetup::Stratum(_) => GameId::Stratum,
            GameSetup::Strata7(_) => GameId::Strata7,
            GameSetup::Stratego(_) => GameId::Stratego,
        }
    }

    /// A setup that matches a position started from position text, for its save file: the
    /// size, players, board and rule options the position has (Stratego's armies are the
    /// default ones; the start position replaces them).
    pub fn for_position(game: &dyn AnyGame) -> GameSetup {
        let any = game.as_any();
        if let Some(g) = any.downcast_ref::<strata5::Strata5>() {
            GameSetup::Strata5(strata5::Setup { size: g.size(), first: crate::Game::to_move(g) })
        } else if let Some(g) = any.downcast_ref::<stratum::Stratum>() {
            GameSetup::Stratum(g.setup().clone())
        } else if let Some(g) = any.downcast_ref::<strata7::Strata7>() {
            GameSetup::Strata7(strata7::Setup { layout: g.layout().clone() })
        } else if let Some(g) = any.downcast_ref::<stratego::Stratego>() {
            let rules = g.rules();
            let mut setup = stratego::Setup::default();
            (setup.repetition_limit, setup.more_squares) =
                (rules.repetition_limit, rules.more_squares);
            GameSetup::Stratego(setup)
        } else {
            unreachable!("every game is one of the four")
        }
    }

    /// The start position, or why this setup cannot start a game.
    pub fn start(&self) -> Result<Box<dyn AnyGame>, String> {
        Ok(match self {
            GameSetup::Strata5(s) => Box::new(strata5::Strata5::from_setup(s)?),
            GameSetup::Stratum(s) => Box::new(stratum::Stratum::from_setup(s)?),
            GameSetup::Strata7(s) => Box::new(strata7::Strata7::from_setup(s)?),
            GameSetup::Stratego(s) => Box::new(stratego::Stratego::from_setup(s)?),
        })
    }
}
