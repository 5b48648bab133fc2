//! What the app holds for each game, in one table: its board view, its position editor, its
//! players' names and colours, its one-line description and its rules text. [`of`] names every
//! game in one `match`, so a new [`GameId`] does not compile until it has its row here (and its
//! New Game options, `panels::new_game`): the whole list is in `assets/docs/adding-a-game.md`.

use egui::{Color32, Pos2, Ui};
use strata_core::games::{
    strata5::Strata5, strata7::Strata7, stratego::Stratego, stratum::Stratum,
};
use strata_core::save::Seat;
use strata_core::session::Session;
use strata_core::{Game, GameId, GameSetup, Player};

use crate::command::Command;
use crate::places::Places;
use crate::rules::Sources;
use crate::shell::editor::{self, Opened};
use crate::t;
use crate::theme::{INK, Look, Mark};
use crate::views::{GameView, Strata5View, Strata7View, StrategoView, StratumView};

/// One game's row of the table.
pub struct AppGame {
    /// The game in one line, for the start screen.
    /// One line on the start screen, in the player's language.
    pub blurb: fn() -> String,
    /// The rules as this app plays them (Markdown, with rule IDs), in each language.
    pub rules: Sources,
    /// Every player's name the game may seat, in turn order (the core's own names).
    pub player_names: &'static [&'static str],
    /// How each player looks, in turn order.
    pub looks: &'static [Look],
    /// A new board view.
    pub view: fn() -> Box<dyn GameView>,
    /// The position editor on a session's position (or its start).
    pub editor: fn(&Session, bool) -> Opened,
    /// The screen the players go through before the game starts, if the game has one (the
    /// setup, the seats, a rematch, where the app keeps its files).
    pub before_game: Option<MakeBeforeGame>,
}

/// Makes a game's screen before the game (see [`AppGame::before_game`]).
pub type MakeBeforeGame = fn(&GameSetup, Vec<Seat>, bool, Option<&Places>) -> Box<dyn BeforeGame>;

/// A screen the players go through before the game starts (Stratego's armies).
pub trait BeforeGame {
    /// Draws it in the whole of `ui`; the command that starts the game, or leaves.
    fn ui(&mut self, ui: &mut Ui) -> Option<Command>;
    /// Where a target of the screen was drawn last frame, for tests.
    fn locate(&self, target: &str) -> Option<Pos2>;
    /// The status bar's line meanwhile.
    fn status(&self) -> &'static str;
}

/// The row of `game`.
pub fn of(game: GameId) -> &'static AppGame {
    match game {
        GameId::Strata5 => &STRATA5,
        GameId::Stratum => &STRATUM,
        GameId::Strata7 => &STRATA7,
        GameId::Stratego => &STRATEGO,
    }
}

const fn look(fill: Color32, outline: Color32, mark: Mark) -> Look {
    Look { fill, outline, mark }
}

static STRATA5: AppGame = AppGame {
    blurb: || t!("blurb-strata5"),
    rules: Sources {
        en: include_str!("../../assets/rules/strata5.md"),
        fr: include_str!("../../assets/rules/fr/strata5.md"),
    },
    player_names: Strata5::PLAYER_NAMES,
    // Red and black pawns; black is also much darker and square-headed.
    looks: &[
        look(Color32::from_rgb(0xD5, 0x3E, 0x1F), Color32::WHITE, Mark::Circle),
        look(Color32::from_rgb(0x22, 0x22, 0x26), Color32::WHITE, Mark::Square),
    ],
    view: || Box::new(Strata5View::default()),
    editor: editor::strata5::open,
    before_game: None,
};

static STRATUM: AppGame = AppGame {
    blurb: || t!("blurb-stratum"),
    rules: Sources {
        en: include_str!("../../assets/rules/stratum.md"),
        fr: include_str!("../../assets/rules/fr/stratum.md"),
    },
    player_names: Stratum::PLAYER_NAMES,
    // Four browns and oranges told apart by lightness and by shape.
    looks: &[
        look(Color32::from_rgb(0xEE, 0xDC, 0xB5), INK, Mark::Circle),
        look(Color32::from_rgb(0x4B, 0x2E, 0x1A), Color32::WHITE, Mark::Square),
        look(Color32::from_rgb(0x9A, 0x66, 0x3A), Color32::WHITE, Mark::Triangle),
        look(Color32::from_rgb(0xF0, 0x96, 0x10), INK, Mark::Diamond),
    ],
    view: || Box::new(StratumView::default()),
    editor: editor::stratum::open,
    before_game: None,
};

static STRATA7: AppGame = AppGame {
    blurb: || t!("blurb-strata7"),
    rules: Sources {
        en: include_str!("../../assets/rules/strata7.md"),
        fr: include_str!("../../assets/rules/fr/strata7.md"),
    },
    player_names: Strata7::PLAYER_NAMES,
    // Ivory and a deep wine, round-marked and diamond-marked.
    looks: &[
        look(Color32::from_rgb(0xF7, 0xF3, 0xE8), INK, Mark::Circle),
        look(Color32::from_rgb(0x7A, 0x1F, 0x3D), Color32::WHITE, Mark::Diamond),
    ],
    view: || Box::new(Strata7View::default()),
    editor: editor::strata7::open,
    before_game: None,
};

static STRATEGO: AppGame = AppGame {
    blurb: || t!("blurb-stratego"),
    rules: Sources {
        en: include_str!("../../assets/rules/stratego.md"),
        fr: include_str!("../../assets/rules/fr/stratego.md"),
    },
    player_names: Stratego::PLAYER_NAMES,
    // A true red, as the army is named, and a deep blue, apart in lightness too.
    looks: &[
        look(Color32::from_rgb(0xD7, 0x35, 0x2B), Color32::WHITE, Mark::Circle),
        look(Color32::from_rgb(0x0F, 0x3F, 0x7A), Color32::WHITE, Mark::Square),
    ],
    view: || Box::new(StrategoView::default()),
    editor: editor::stratego::open,
    before_game: Some(crate::views::stratego::before_game::arrange),
};

impl AppGame {
    /// How player `p` looks (the last look for a seat the game does not have).
    pub fn look(&self, p: Player) -> Look {
        let last = self.looks.len() - 1;
        self.looks[p.index().min(last)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every seat a game may have has a name and a look of its own.
    #[test]
    fn every_player_of_every_game_has_a_look_of_their_own() {
        for game in GameId::ALL {
            let row = of(game);
            assert_eq!(row.looks.len(), row.player_names.len(), "{game}");
            for (i, a) in row.looks.iter().enumerate() {
                assert!(row.looks[i + 1..].iter().all(|b| b.fill != a.fill), "{game}");
            }
        }
    }
}
