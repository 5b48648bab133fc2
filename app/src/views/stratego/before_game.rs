//! Stratego's screen before the game: the players arrange their armies ([`Arrangement`]), as
//! the game's row of `crate::games` asks.

use egui::{Pos2, Ui};
use strata_core::GameSetup;
use strata_core::games::stratego::Rules;
use strata_core::save::Seat;

use super::arrange::Arrangement;
use crate::command::Command;
use crate::games::BeforeGame;
use crate::places::Places;
use crate::setup_library::SetupLibrary;

/// The setup phase of a new Stratego game: a `rematch` offers each player's previous army;
/// the players' own named armies are kept under `places`.
pub fn arrange(
    setup: &GameSetup,
    seats: Vec<Seat>,
    rematch: bool,
    places: Option<&Places>,
) -> Box<dyn BeforeGame> {
    let (rules, last) = match setup {
        GameSetup::Stratego(s) => {
            let rules =
                Rules { repetition_limit: s.repetition_limit, more_squares: s.more_squares };
            (rules, rematch.then_some(s))
        }
        _ => (Rules::default(), None),
    };
    let library = SetupLibrary::new(places.map(Places::setups));
    Box::new(Arrangement::new(rules, seats, last, library))
}

impl BeforeGame for Arrangement {
    fn ui(&mut self, ui: &mut Ui) -> Option<Command> {
        Arrangement::ui(self, ui)
    }

    fn locate(&self, target: &str) -> Option<Pos2> {
        Arrangement::locate(self, target)
    }

    fn status(&self) -> &'static str {
        crate::views::lasting(crate::t!("setup-status"))
    }
}
