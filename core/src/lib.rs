//! Rules engines and AI for the Strata games. No GUI dependency.
//!
//! Every game implements [`Game`]; the command line and the app's shell work through the
//! object-safe [`AnyGame`]; [`GameSetup`] is the one place a game is created from its options.

pub mod ai;
pub mod any;
pub mod bits;
pub mod cells;
pub mod clock;
pub mod conformance;
pub mod game;
pub mod games;
pub mod grid;
pub mod hints;
pub mod lang;
pub mod lessons;
pub mod online;
pub mod position;
pub mod reasons;
pub mod review;
pub mod rng;
pub mod save;
pub mod session;
pub mod words;

pub use ai::{Bot, Budget, Candidate, SearchControl, Thought};
pub use any::AnyGame;
pub use game::{
    Evaluate, Game, GameId, HiddenInfo, IllegalMove, Outcome, PARSE_RULE, Player, perft,
};
pub use games::{GameOptions, GameSetup, position_from_text};
pub use lang::Lang;
pub use position::{BadPosition, Diagrammed, TextError};
pub use rng::Rng;
