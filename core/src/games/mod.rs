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
        // The game's id names its type (`AnyGame::id` is the engine's own `Game::ID`), and the
        // match names every game: a new one does not compile until it has its arm.
        let any = game.as_any();
        match game.id() {
            GameId::Strata5 => {
                let g: &strata5::Strata5 = typed(any);
                GameSetup::Strata5(strata5::Setup {
                    size: g.size(),
                    first: crate::Game::to_move(g),
                })
            }
            GameId::Stratum => GameSetup::Stratum(typed::<stratum::Stratum>(any).setup().clone()),
            GameId::Strata7 => {
                let layout = typed::<strata7::Strata7>(any).layout().clone();
                GameSetup::Strata7(strata7::Setup { layout })
            }
            GameId::Stratego => {
                let rules = typed::<stratego::Stratego>(any).rules();
                let mut setup = stratego::Setup::default();
                (setup.repetition_limit, setup.more_squares) =
                    (rules.repetition_limit, rules.more_squares);
                GameSetup::Stratego(setup)
            }
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

/// The engine behind a position whose id names it (see [`GameSetup::for_position`]).
fn typed<G: 'static>(any: &dyn std::any::Any) -> &G {
    any.downcast_ref().expect("a game's id names its engine's type")
}
