//! Each game's own New Game options: what the dialog shows for it, what it remembers, and the
//! [`GameOptions`] it gives (the one place a game is created, [`GameSetup::from_options`],
//! checks them, as for the command line).

use egui::{Slider, Ui};
use serde::{Deserialize, Serialize};
use strata_core::GameOptions;
use strata_core::games::stratego::Rules;

use crate::t;
use crate::theme::display_name;

/// A game's options in the New Game dialog.
pub trait SetupForm {
    /// How many players the options seat.
    fn players(&self) -> usize {
        2
    }

    /// The options in the dialog; `names` are the players' names, in turn order.
    fn ui(&mut self, ui: &mut Ui, names: &[&str]);

    /// The options for [`strata_core::GameSetup::from_options`].
    fn options(&self, names: &[&str]) -> GameOptions;

    /// The options with what a hand-edited settings file put outside the dialog's choices set
    /// back to the defaults (a player count outside 2..=4 would index past the seats).
    fn clean(&mut self);
}

/// Strata 5: the board's size and who starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Strata5Options {
    pub size: u32,
    pub first: u8,
}

impl Default for Strata5Options {
    fn default() -> Self {
        Strata5Options { size: 8, first: 0 }
    }
}

impl SetupForm for Strata5Options {
    fn ui(&mut self, ui: &mut Ui, names: &[&str]) {
        ui.add(Slider::new(&mut self.size, 6..=12).text(t!("new-board-size")));
        first_player(ui, &mut self.first, names);
    }

    fn options(&self, names: &[&str]) -> GameOptions {
        GameOptions {
            size: Some(self.size),
            first: names.get(usize::from(self.first)).map(|s| s.to_string()),
            ..GameOptions::default()
        }
    }

    fn clean(&mut self) {
        let default = Strata5Options::default();
        if !(6..=12).contains(&self.size) {
            self.size = default.size;
        }
        if self.first > 1 {
            self.first = default.first;
        }
    }
}

/// Stratum: two to four players, the board's size, who starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct StratumOptions {
    pub size: u32,
    pub players: u32,
    pub first: u8,
}

impl Default for StratumOptions {
    fn default() -> Self {
        StratumOptions { size: 5, players: 2, first: 0 }
    }
}

impl SetupForm for StratumOptions {
    fn players(&self) -> usize {
        self.players as usize
    }

    fn ui(&mut self, ui: &mut Ui, names: &[&str]) {
        ui.horizontal(|ui| {
            ui.label(t!("new-players"));
            for n in 2..=4 {
                ui.radio_value(&mut self.players, n, n.to_string());
            }
        });
        ui.horizontal(|ui| {
            ui.label(t!("new-board"));
            ui.radio_value(&mut self.size, 5, t!("new-size-5"));
            ui.radio_value(&mut self.size, 6, t!("new-size-6"));
        });
        let players = self.players();
        self.first = self.first.min(players as u8 - 1);
        first_player(ui, &mut self.first, &names[..players.min(names.len())]);
    }

    fn options(&self, names: &[&str]) -> GameOptions {
        GameOptions {
            size: Some(self.size),
            players: Some(self.players),
            first: names.get(usize::from(self.first)).map(|s| s.to_string()),
            ..GameOptions::default()
        }
    }

    fn clean(&mut self) {
        let default = StratumOptions::default();
        if !(5..=6).contains(&self.size) {
            self.size = default.size;
        }
        if !(2..=4).contains(&self.players) {
            self.players = default.players;
        }
        if u32::from(self.first) >= self.players {
            self.first = default.first;
        }
    }
}

/// Strata 7 has no options: White moves first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Strata7Options {}

impl SetupForm for Strata7Options {
    fn ui(&mut self, ui: &mut Ui, _names: &[&str]) {
        ui.label(t!("new-white-first"));
    }

    fn options(&self, _names: &[&str]) -> GameOptions {
        GameOptions::default()
    }

    fn clean(&mut self) {}
}

/// Stratego: the two-square limit (SG-M5) and the more-squares rule (SG-M6).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct StrategoOptions {
    pub limit: u32,
    pub more_squares: bool,
}

impl Default for StrategoOptions {
    fn default() -> Self {
        StrategoOptions { limit: u32::from(Rules::default().repetition_limit), more_squares: false }
    }
}

impl SetupForm for StrategoOptions {
    fn ui(&mut self, ui: &mut Ui, _names: &[&str]) {
        ui.horizontal(|ui| {
            ui.label(t!("new-two-square"));
            ui.radio_value(&mut self.limit, 5, t!("new-two-square-5"))
                .on_hover_text(t!("new-two-square-5-about"));
            ui.radio_value(&mut self.limit, 3, t!("new-two-square-3"))
                .on_hover_text(t!("new-two-square-3-about"));
        });
        ui.checkbox(&mut self.more_squares, t!("new-more-squares"))
            .on_hover_text(t!("new-more-squares-about"));
        ui.label(t!("new-armies-next"));
    }

    fn options(&self, _names: &[&str]) -> GameOptions {
        GameOptions {
            repetition_limit: Some(self.limit),
            more_squares: self.more_squares,
            ..GameOptions::default()
        }
    }

    fn clean(&mut self) {
        if ![3, 5].contains(&self.limit) {
            self.limit = StrategoOptions::default().limit;
        }
    }
}

/// "First player": one choice per player.
fn first_player(ui: &mut Ui, first: &mut u8, names: &[&str]) {
    ui.horizontal(|ui| {
        ui.label(t!("new-first-player"));
        for (i, name) in names.iter().enumerate() {
            ui.radio_value(first, i as u8, display_name(name));
        }
    });
}
