//! The New Game dialog: the game, its options, and who sits in each seat.
//!
//! The form only gathers choices; [`GameSetup::from_options`] (the one place a game is created)
//! validates them, exactly as for the command line.

use egui::{ComboBox, RichText, Slider, Ui};
use serde::{Deserialize, Serialize};
use strata_core::ai::Bot;
use strata_core::games::stratego::{Rules, Stratego};
use strata_core::games::{strata5::Strata5, strata7::Strata7, stratum::Stratum};
use strata_core::save::{SaveFile, Seat};
use strata_core::{Game, GameId, GameOptions, GameSetup, Player};

use crate::command::Command;
use crate::theme::{self, display_name};

/// The settings remember the form as it was when a game was last started (a missing field takes
/// its default, so the form may grow).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGameForm {
    pub game: GameId,
    strata5_size: u32,
    strata5_first: u8,
    stratum_size: u32,
    stratum_players: u32,
    stratum_first: u8,
    /// Stratego's two-square limit (SG-M5) and more-squares rule (SG-M6).
    stratego_limit: u32,
    stratego_more_squares: bool,
    /// Who plays each seat: a person, or the computer at a level.
    seats: [Seat; 4],
}

impl Default for NewGameForm {
    fn default() -> Self {
        NewGameForm::for_game(GameId::Strata5)
    }
}

/// The dialog's first choice: who plays. The seats below it show (and fine-tune) the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    /// The person in the first seat against the computer at this level in every other seat.
    Computer(Bot),
    /// People in every seat, taking turns at this computer.
    People,
    /// Any other mix, chosen seat by seat.
    Custom,
}

impl Table {
    fn seats(self) -> [Seat; 4] {
        match self {
            Table::Computer(bot) => {
                let mut seats = [Seat::Computer(bot); 4];
                seats[0] = Seat::Human;
                seats
            }
            Table::People | Table::Custom => [Seat::Human; 4],
        }
    }
}

/// Whether the app can start this game yet (its engine and its board view exist).
pub fn available(game: GameId) -> bool {
    crate::views::view_for(game).is_some()
        && GameSetup::from_options(game, &GameOptions::default()).is_ok()
}

impl NewGameForm {
    pub fn for_game(game: GameId) -> Self {
        NewGameForm {
            game,
            strata5_size: 8,
            strata5_first: 0,
            stratum_size: 5,
            stratum_players: 2,
            stratum_first: 0,
            stratego_limit: u32::from(Rules::default().repetition_limit),
            stratego_more_squares: false,
            // A first game: the person against the computer at the middle level.
            seats: Table::Computer(Bot::Medium).seats(),
        }
    }

    /// Who sits at the table, as the dialog's first choice reads it from the seats.
    pub fn table(&self) -> Table {
        let seats = &self.seats[..self.players()];
        if seats.iter().all(|s| s.is_human()) {
            return Table::People;
        }
        match seats {
            [Seat::Human, Seat::Computer(bot), rest @ ..]
                if rest.iter().all(|s| *s == Seat::Computer(*bot)) =>
            {
                Table::Computer(*bot)
            }
            _ => Table::Custom,
        }
    }

    /// Seats everyone as `table` says (a custom table keeps the seats as they are).
    pub fn set_table(&mut self, table: Table) {
        if table != Table::Custom {
            self.seats = table.seats();
        }
    }

    /// The form with what a hand-edited settings file put outside the dialog's choices set
    /// back to the defaults: a player count outside 2..=4 would index past the seats.
    pub fn cleaned(mut self) -> NewGameForm {
        let default = NewGameForm::for_game(self.game);
        if !(6..=12).contains(&self.strata5_size) {
            self.strata5_size = default.strata5_size;
        }
        if self.strata5_first > 1 {
            self.strata5_first = default.strata5_first;
        }
        if !(5..=6).contains(&self.stratum_size) {
            self.stratum_size = default.stratum_size;
        }
        if !(2..=4).contains(&self.stratum_players) {
            self.stratum_players = default.stratum_players;
        }
        if u32::from(self.stratum_first) >= self.stratum_players {
            self.stratum_first = default.stratum_first;
        }
        if ![3, 5].contains(&self.stratego_limit) {
            self.stratego_limit = default.stratego_limit;
        }
        self
    }

    fn players(&self) -> usize {
        match self.game {
            GameId::Stratum => self.stratum_players as usize,
            _ => 2,
        }
    }

    fn names(&self) -> &'static [&'static str] {
        match self.game {
            GameId::Strata5 => Strata5::PLAYER_NAMES,
            GameId::Strata7 => Strata7::PLAYER_NAMES,
            GameId::Stratego => Stratego::PLAYER_NAMES,
            GameId::Stratum => &Stratum::PLAYER_NAMES[..self.players()],
        }
    }

    pub fn options(&self) -> GameOptions {
        let names = self.names();
        match self.game {
            GameId::Strata5 => GameOptions {
                size: Some(self.strata5_size),
                first: names.get(usize::from(self.strata5_first)).map(|s| s.to_string()),
                ..GameOptions::default()
            },
            GameId::Stratum => GameOptions {
                size: Some(self.stratum_size),
                players: Some(self.stratum_players),
                first: names.get(usize::from(self.stratum_first)).map(|s| s.to_string()),
                ..GameOptions::default()
            },
            GameId::Stratego => GameOptions {
                repetition_limit: Some(self.stratego_limit),
                more_squares: self.stratego_more_squares,
                ..GameOptions::default()
            },
            GameId::Strata7 => GameOptions::default(),
        }
    }

    pub fn start(&self) -> Result<Command, String> {
        let setup = GameSetup::from_options(self.game, &self.options())?;
        Ok(begin(setup, self.seats[..self.players()].to_vec(), false))
    }

    /// The dialog's contents; returns a command when a button was pressed (or `None`).
    pub fn ui(&mut self, ui: &mut Ui) -> Option<Command> {
        let mut command = None;
        ui.set_width(420.0);
        ui.heading("New game");
        ui.add_space(6.0);
        ui.label(RichText::new("Game").strong());
        for game in GameId::ALL {
            ui.radio_value(&mut self.game, game, game.title());
        }
        ui.separator();
        ui.label(RichText::new("Options").strong());
        match self.game {
            GameId::Strata5 => {
                ui.add(
                    Slider::new(&mut self.strata5_size, 6..=12)
                        .text("board size (columns per side)"),
                );
                self.first_player(ui, 2);
            }
            GameId::Stratum => {
                ui.horizontal(|ui| {
                    ui.label("Players");
                    for n in 2..=4 {
                        ui.radio_value(&mut self.stratum_players, n, n.to_string());
                    }
                });
                ui.horizontal(|ui| {
                    ui.label("Board");
                    ui.radio_value(&mut self.stratum_size, 5, "5 per side (61 cells)");
                    ui.radio_value(&mut self.stratum_size, 6, "6 per side (91 cells)");
                });
                let players = self.players();
                self.stratum_first = self.stratum_first.min(players as u8 - 1);
                self.first_player(ui, players);
            }
            GameId::Strata7 => {
                ui.label("White moves first (S7-S2).");
            }
            GameId::Stratego => {
                ui.horizontal(|ui| {
                    ui.label("Two-square rule");
                    ui.radio_value(&mut self.stratego_limit, 5, "5 moves (classic)")
                        .on_hover_text("A piece may move between the same two squares 5 times in a row (SG-M5)");
                    ui.radio_value(&mut self.stratego_limit, 3, "3 moves (newer editions)")
                        .on_hover_text("A piece may move between the same two squares 3 times in a row (SG-M5)");
                });
                ui.checkbox(
                    &mut self.stratego_more_squares,
                    "More-squares rule (no endless chasing)",
                )
                .on_hover_text("A chasing piece may not bring back a position seen before (SG-M6)");
                ui.label("Each person at the table sets up their army next; a computer seat gets a suggested army (a new one each game).");
            }
        }
        let examples = crate::positions::examples(self.game);
        if !examples.is_empty() {
            ui.add_space(4.0);
            ui.collapsing("Start from a position", |ui| {
                for example in examples {
                    let title = example.title.clone().unwrap_or_default();
                    let about = example.description.clone().unwrap_or_default();
                    if ui.button(title).on_hover_text(about).clicked() {
                        let seats = self.seats[..example.seats.len()].to_vec();
                        command =
                            Some(Command::StartPosition(Box::new(SaveFile { seats, ..example })));
                    }
                }
            });
        }
        ui.separator();
        ui.label(RichText::new("Who plays").strong());
        self.table_choice(ui);
        ui.add_space(4.0);
        egui::Grid::new("seats").num_columns(3).show(ui, |ui| {
            for (i, name) in self.names().iter().enumerate() {
                theme::swatch(ui, self.game, Player(i as u8));
                let label = ui.label(display_name(name));
                let combo = seat_choice(ui, ("seat", i), &mut self.seats[i]);
                combo.response.labelled_by(label.id);
                ui.end_row();
            }
        });
        ui.add_space(8.0);
        let start = self.start();
        if let Err(e) = &start {
            ui.colored_label(theme::BAD, e);
        }
        ui.horizontal(|ui| {
            if ui.add_enabled(start.is_ok(), egui::Button::new("Start game")).clicked() {
                command = start.ok();
            }
            if ui.button("Cancel").clicked() {
                command = Some(Command::CloseDialog);
            }
        });
        command
    }

    /// "Play the computer" (with its level) or "Two players at this computer"; the seats
    /// below follow, and choosing a seat by hand makes the table custom.
    fn table_choice(&mut self, ui: &mut Ui) {
        let table = self.table();
        let mut choice = table;
        let level = match table {
            Table::Computer(bot) => bot,
            _ => Bot::Medium,
        };
        ui.horizontal(|ui| {
            let against = ui.radio(matches!(choice, Table::Computer(_)), "Play the computer");
            if against.clicked() {
                choice = Table::Computer(level);
            }
            let people = if self.players() == 2 {
                "Two players at this computer".to_string()
            } else {
                format!("{} players at this computer", self.players())
            };
            ui.radio_value(&mut choice, Table::People, people);
        });
        if let Table::Computer(_) = choice {
            ui.horizontal(|ui| {
                ui.label("Level");
                for bot in LEVELS {
                    let text = theme::capitalise(&bot.to_string());
                    ui.radio_value(&mut choice, Table::Computer(bot), text);
                }
            });
        } else if choice == Table::Custom {
            ui.label(RichText::new("Seats chosen one by one:").weak());
        }
        if choice != table {
            self.set_table(choice);
        }
    }

    fn first_player(&mut self, ui: &mut Ui, players: usize) {
        let names = self.names();
        let first = match self.game {
            GameId::Stratum => &mut self.stratum_first,
            _ => &mut self.strata5_first,
        };
        ui.horizontal(|ui| {
            ui.label("First player");
            for (i, name) in names.iter().enumerate().take(players) {
                ui.radio_value(first, i as u8, display_name(name));
            }
        });
    }
}

/// The levels offered for a computer seat, weakest first.
pub const LEVELS: [Bot; 3] = [Bot::Easy, Bot::Medium, Bot::Hard];

/// "Human", "Computer (medium)".
pub fn seat_label(seat: Seat) -> String {
    match seat {
        Seat::Human => "Human".to_string(),
        Seat::Computer(bot) => format!("Computer ({bot})"),
    }
}

/// A drop-down choosing who plays a seat (the New Game dialog and Game → Seats).
pub fn seat_choice(
    ui: &mut Ui,
    id: impl std::hash::Hash + std::fmt::Debug,
    seat: &mut Seat,
) -> egui::InnerResponse<Option<()>> {
    ComboBox::from_id_salt(id).selected_text(seat_label(*seat)).show_ui(ui, |ui| {
        ui.selectable_value(seat, Seat::Human, seat_label(Seat::Human));
        for bot in LEVELS {
            let computer = Seat::Computer(bot);
            ui.selectable_value(seat, computer, seat_label(computer));
        }
    })
}

/// How a game begins: at once, or (Stratego) after the players arrange their armies; a
/// `rematch` offers the armies of `setup` again.
pub fn begin(setup: GameSetup, seats: Vec<Seat>, rematch: bool) -> Command {
    match setup {
        GameSetup::Stratego(s) => Command::ArrangeArmies {
            rules: Rules { repetition_limit: s.repetition_limit, more_squares: s.more_squares },
            seats,
            last: rematch.then_some(s),
        },
        setup => Command::Start(setup, seats),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_offered() {
        assert!(GameId::ALL.into_iter().all(available));
    }

    #[test]
    fn stratego_options_go_to_the_setup_phase() {
        let mut form = NewGameForm::for_game(GameId::Stratego);
        form.stratego_limit = 3;
        form.stratego_more_squares = true;
        let Ok(Command::ArrangeArmies { rules, seats, last }) = form.start() else {
            panic!("Stratego starts with the setup phase");
        };
        assert_eq!((rules.repetition_limit, rules.more_squares), (3, true));
        assert_eq!((seats.len(), last), (2, None));
    }

    #[test]
    fn computer_seats_reach_the_game() {
        let mut form = NewGameForm::for_game(GameId::Strata5);
        form.seats[1] = Seat::Computer(Bot::Hard);
        let Ok(Command::Start(_, seats)) = form.start() else { panic!("a valid form") };
        assert_eq!(seats, [Seat::Human, Seat::Computer(Bot::Hard)]);
    }

    #[test]
    fn the_form_builds_setups_through_the_shared_options() {
        let mut form = NewGameForm::for_game(GameId::Stratum);
        form.stratum_players = 3;
        form.stratum_first = 2;
        form.stratum_size = 6;
        let Ok(Command::Start(GameSetup::Stratum(setup), seats)) = form.start() else {
            panic!("a valid form starts a game");
        };
        assert_eq!((setup.size, setup.players, setup.first), (6, 3, Player(2)));
        assert_eq!(seats.len(), 3);
        let mut form = NewGameForm::for_game(GameId::Strata5);
        form.strata5_size = 10;
        form.strata5_first = 1;
        let Ok(Command::Start(GameSetup::Strata5(setup), _)) = form.start() else {
            panic!("a valid form starts a game");
        };
        assert_eq!((setup.size, setup.first), (10, Player(1)));
    }
}
