//! The New Game dialog: the game, its options, and who sits in each seat.
//!
//! The form only gathers choices; [`GameSetup::from_options`] (the one place a game is created)
//! validates them, exactly as for the command line.

use egui::{ComboBox, RichText, Ui};
use serde::{Deserialize, Serialize};
use strata_core::ai::Bot;
use strata_core::clock::TimeControl;
use strata_core::save::{SaveFile, Seat};
use strata_core::{GameId, GameOptions, GameSetup, Player};

use crate::command::Command;
use crate::t;
use crate::theme::{self, display_name};

mod levels;
mod options;

pub use levels::{LEVELS, bot_name, level_line, level_name, seat_label};
pub use options::SetupForm;
use options::{Strata5Options, Strata7Options, StrategoOptions, StratumOptions};

/// The settings remember the form as it was when a game was last started (a missing field takes
/// its default, so the form may grow).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGameForm {
    pub game: GameId,
    /// Each game's options as last chosen (one form per game: see [`NewGameForm::form`]).
    strata5: Strata5Options,
    stratum: StratumOptions,
    strata7: Strata7Options,
    stratego: StrategoOptions,
    /// Who plays each seat: a person, or the computer at a level.
    seats: [Seat; 4],
    /// The game's clock (none: untimed).
    pub clock: Option<TimeControl>,
    // The options as settings files before the per-game forms held them, as one flat list:
    // read once (see `NewGameForm::cleaned`), never written again. (RON cannot read a
    // flattened struct, hence the fields one by one; they hold bare values, not `Some(..)`.)
    #[serde(skip_serializing, deserialize_with = "bare")]
    strata5_size: Option<u32>,
    #[serde(skip_serializing, deserialize_with = "bare")]
    strata5_first: Option<u8>,
    #[serde(skip_serializing, deserialize_with = "bare")]
    stratum_size: Option<u32>,
    #[serde(skip_serializing, deserialize_with = "bare")]
    stratum_players: Option<u32>,
    #[serde(skip_serializing, deserialize_with = "bare")]
    stratum_first: Option<u8>,
    #[serde(skip_serializing, deserialize_with = "bare")]
    stratego_limit: Option<u32>,
    #[serde(skip_serializing, deserialize_with = "bare")]
    stratego_more_squares: Option<bool>,
}

/// An older file's option, written as a bare value.
fn bare<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(d).map(Some)
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

/// Whether the app can start this game with its default options.
pub fn available(game: GameId) -> bool {
    GameSetup::from_options(game, &GameOptions::default()).is_ok()
}

impl NewGameForm {
    pub fn for_game(game: GameId) -> Self {
        NewGameForm {
            game,
            strata5: Strata5Options::default(),
            stratum: StratumOptions::default(),
            strata7: Strata7Options::default(),
            stratego: StrategoOptions::default(),
            // A first game: the person against the computer at the middle level.
            seats: Table::Computer(Bot::Medium).seats(),
            clock: None,
            strata5_size: None,
            strata5_first: None,
            stratum_size: None,
            stratum_players: None,
            stratum_first: None,
            stratego_limit: None,
            stratego_more_squares: None,
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

    /// The form as read from a settings file: an older file's flat options moved into the
    /// per-game forms, and what a hand-edited file put outside the dialog's choices set back
    /// to the defaults (a player count outside 2..=4 would index past the seats).
    pub fn cleaned(mut self) -> NewGameForm {
        // An older file's flat options go into their games' forms.
        let (s5, sm, sg) = (&mut self.strata5, &mut self.stratum, &mut self.stratego);
        s5.size = self.strata5_size.take().unwrap_or(s5.size);
        s5.first = self.strata5_first.take().unwrap_or(s5.first);
        sm.size = self.stratum_size.take().unwrap_or(sm.size);
        sm.players = self.stratum_players.take().unwrap_or(sm.players);
        sm.first = self.stratum_first.take().unwrap_or(sm.first);
        sg.limit = self.stratego_limit.take().unwrap_or(sg.limit);
        sg.more_squares = self.stratego_more_squares.take().unwrap_or(sg.more_squares);
        self.strata5.clean();
        self.stratum.clean();
        self.strata7.clean();
        self.stratego.clean();
        self
    }

    /// The options of the game chosen. Each game has its own form, remembered apart: the one
    /// place (with [`NewGameForm::form_mut`]) that names each game.
    fn form(&self) -> &dyn SetupForm {
        match self.game {
            GameId::Strata5 => &self.strata5,
            GameId::Stratum => &self.stratum,
            GameId::Strata7 => &self.strata7,
            GameId::Stratego => &self.stratego,
        }
    }

    fn form_mut(&mut self) -> &mut dyn SetupForm {
        match self.game {
            GameId::Strata5 => &mut self.strata5,
            GameId::Stratum => &mut self.stratum,
            GameId::Strata7 => &mut self.strata7,
            GameId::Stratego => &mut self.stratego,
        }
    }

    fn players(&self) -> usize {
        self.form().players()
    }

    /// The names of the players the options seat, in turn order.
    fn names(&self) -> &'static [&'static str] {
        let all = crate::games::of(self.game).player_names;
        &all[..self.players().min(all.len())]
    }

    pub fn options(&self) -> GameOptions {
        self.form().options(crate::games::of(self.game).player_names)
    }

    pub fn start(&self) -> Result<Command, String> {
        let setup = GameSetup::from_options(self.game, &self.options())?;
        Ok(begin(setup, self.seats[..self.players()].to_vec(), false))
    }

    /// The dialog's contents; returns a command when a button was pressed (or `None`). The
    /// choices scroll in a small window; the buttons stay in sight below them.
    pub fn ui(&mut self, ui: &mut Ui) -> Option<Command> {
        ui.set_width(theme::dialog_width(ui.ctx(), 420.0));
        ui.heading(t!("new-game"));
        let mut command = theme::scroll_to_fit(ui, 90.0, |ui| self.choices(ui));
        ui.add_space(8.0);
        let start = self.start();
        if let Err(e) = &start {
            ui.colored_label(theme::BAD, e);
        }
        ui.horizontal(|ui| {
            if ui.add_enabled(start.is_ok(), egui::Button::new(t!("new-start"))).clicked() {
                command = start.ok();
            }
            if ui.button(t!("new-cancel")).clicked() {
                command = Some(Command::CloseDialog);
            }
        });
        command
    }

    /// The game, its options, who plays and the clock; a command when an example position
    /// was chosen.
    fn choices(&mut self, ui: &mut Ui) -> Option<Command> {
        let mut command = None;
        ui.add_space(6.0);
        ui.label(RichText::new(t!("new-game-choice")).strong());
        for game in GameId::ALL {
            ui.radio_value(&mut self.game, game, crate::words::game_title(game));
        }
        ui.separator();
        ui.label(RichText::new(t!("new-options")).strong());
        let names = crate::games::of(self.game).player_names;
        self.form_mut().ui(ui, names);
        let examples = crate::positions::examples(self.game);
        if !examples.is_empty() {
            ui.add_space(4.0);
            ui.collapsing(t!("new-from-position"), |ui| {
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
        ui.label(RichText::new(t!("new-who-plays")).strong());
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
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(t!("new-clock")).strong());
            clock_choice(ui, "clock", &mut self.clock)
                .labelled_by(label.id)
                .on_hover_text(t!("new-clock-about"));
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
            let against = ui.radio(matches!(choice, Table::Computer(_)), t!("new-play-computer"));
            if against.clicked() {
                choice = Table::Computer(level);
            }
            let people = t!("new-people", count = self.players());
            ui.radio_value(&mut choice, Table::People, people);
        });
        if let Table::Computer(_) = choice {
            ui.horizontal(|ui| {
                ui.label(t!("new-level"));
                for bot in LEVELS {
                    let (game, players) = (self.game, self.players());
                    ui.radio_value(&mut choice, Table::Computer(bot), level_name(bot)).on_hover_ui(
                        |ui| {
                            ui.label(level_line(game, bot, players));
                        },
                    );
                }
            });
            if let Table::Computer(bot) = choice {
                ui.label(RichText::new(level_line(self.game, bot, self.players())).weak());
            }
        } else if choice == Table::Custom {
            ui.label(RichText::new(t!("new-custom-seats")).weak());
        }
        if choice != table {
            self.set_table(choice);
        }
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

/// A drop-down choosing a game's clock, or none (the New Game dialog and the online lobby).
pub fn clock_choice(
    ui: &mut Ui,
    id: impl std::hash::Hash + std::fmt::Debug,
    clock: &mut Option<TimeControl>,
) -> egui::Response {
    let name = |c: Option<TimeControl>| c.map_or(t!("clock-none"), crate::words::clock_words);
    ComboBox::from_id_salt(id)
        .selected_text(name(*clock))
        .show_ui(ui, |ui| {
            ui.selectable_value(clock, None, name(None));
            for control in TimeControl::CHOICES {
                ui.selectable_value(clock, Some(control), name(Some(control)));
            }
        })
        .response
}

/// How a game begins: at once, or after its screen before the game (Stratego: the players
/// arrange their armies); a `rematch` offers what `setup` began with again.
pub fn begin(setup: GameSetup, seats: Vec<Seat>, rematch: bool) -> Command {
    if crate::games::of(setup.id()).before_game.is_some() {
        Command::BeforeGame { setup, seats, rematch }
    } else {
        Command::Start(setup, seats)
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
        form.stratego.limit = 3;
        form.stratego.more_squares = true;
        let Ok(Command::BeforeGame { setup: GameSetup::Stratego(s), seats, rematch }) =
            form.start()
        else {
            panic!("Stratego starts with the setup phase");
        };
        assert_eq!((s.repetition_limit, s.more_squares), (3, true));
        assert_eq!((seats.len(), rematch), (2, false));
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
        form.stratum.players = 3;
        form.stratum.first = 2;
        form.stratum.size = 6;
        let Ok(Command::Start(GameSetup::Stratum(setup), seats)) = form.start() else {
            panic!("a valid form starts a game");
        };
        assert_eq!((setup.size, setup.players, setup.first), (6, 3, Player(2)));
        assert_eq!(seats.len(), 3);
        let mut form = NewGameForm::for_game(GameId::Strata5);
        form.strata5.size = 10;
        form.strata5.first = 1;
        let Ok(Command::Start(GameSetup::Strata5(setup), _)) = form.start() else {
            panic!("a valid form starts a game");
        };
        assert_eq!((setup.size, setup.first), (10, Player(1)));
    }

    /// A settings file written before the per-game forms keeps its choices: they move into
    /// each game's form once, and are written back in the new shape.
    #[test]
    fn an_older_flat_form_is_read_once_into_the_games_forms() {
        let old = "(game: stratum, stratum_players: 3, stratum_first: 2, strata5_size: 10, \
                   stratego_limit: 3, stratego_more_squares: true)";
        let form: NewGameForm = ron::from_str(old).unwrap();
        let form = form.cleaned();
        assert_eq!((form.stratum.players, form.stratum.first, form.stratum.size), (3, 2, 5));
        assert_eq!((form.strata5.size, form.stratego.limit), (10, 3));
        assert!(form.stratego.more_squares);
        let written = ron::to_string(&form).unwrap();
        assert!(!written.contains("stratum_players"), "{written}");
        let again: NewGameForm = ron::from_str(&written).unwrap();
        assert_eq!(again.cleaned(), form);
    }

    #[test]
    fn each_game_remembers_its_own_options() {
        let mut form = NewGameForm::for_game(GameId::Strata5);
        form.strata5.first = 1;
        form.game = GameId::Stratum;
        assert_eq!(form.options().first.as_deref(), Some("beige"));
        form.game = GameId::Strata5;
        assert_eq!(form.options().first.as_deref(), Some("black"));
    }
}
