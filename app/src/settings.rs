//! What the app remembers across launches: a few of the player's choices, never the game itself
//! (the autosave keeps that). A field missing from the file takes its default, so a settings
//! file from an older version still loads; a file that cannot be read at all is set aside and
//! the app starts with the defaults and a warning.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use strata_core::GameId;
use strata_core::save::write_atomic;

use crate::panels::new_game::NewGameForm;
use crate::t;

/// The smallest and largest interface scale kept (egui's own keyboard zoom stays inside it).
const ZOOM: (f32, f32) = (0.5, 3.0);

/// How many recent files the File menu lists.
pub const MAX_RECENT: usize = 8;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The window's inner size in points when it was last closed (not maximised).
    pub window_size: Option<[f32; 2]>,
    pub maximized: bool,
    pub theme: Theme,
    /// Highlight legal targets.
    pub hints: bool,
    pub level_numbers: bool,
    /// Short animations of each move (a pawn sliding, a block dropping).
    pub animations: bool,
    /// For learners: winning moves marked on the board, and a move that lets the next player
    /// win at once asks first. Only read once the player has chosen (`warnings_chosen`); until
    /// then they are on for a person playing the computer (see [`Settings::warnings_on`]).
    pub warnings: bool,
    /// The player turned the warnings on or off themselves.
    pub warnings_chosen: bool,
    /// The New Game dialog as it was when a game was last started: game, options and seats.
    pub new_game: NewGameForm,
    /// The interface's scale (Ctrl+= / Ctrl+- / Ctrl+0), 1 for 100%.
    pub zoom: f32,
    /// Each game's board turn, in quarter turns.
    pub rotation: BTreeMap<GameId, u8>,
    /// Saved games opened or saved lately, newest first.
    pub recent: Vec<PathBuf>,
    /// Online play: a relay server of your own (`https://…`) instead of the public ones, or
    /// `local` to keep online games to this computer (two windows, tests).
    pub online_relay: Option<String>,
    /// The language of the app's words (View → Language); `None` until the first launch
    /// takes the system's.
    pub language: Option<strata_core::Lang>,
}

impl Settings {
    /// Where online games may reach (see `online_relay`).
    pub fn online_reach(&self) -> crate::net::Reach {
        match self.online_relay.as_deref().map(str::trim) {
            Some("local") => crate::net::Reach::Local,
            Some("") | None => crate::net::Reach::Internet { relay: None },
            Some(url) => crate::net::Reach::Internet { relay: Some(url.to_string()) },
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            window_size: None,
            maximized: false,
            theme: Theme::System,
            hints: true,
            level_numbers: false,
            animations: true,
            warnings: false,
            warnings_chosen: false,
            zoom: 1.0,
            new_game: NewGameForm::default(),
            rotation: BTreeMap::new(),
            recent: Vec::new(),
            online_relay: None,
            language: None,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// Follow the system's light or dark mode.
    #[default]
    System,
    Light,
    Dark,
    /// Dark, with black panels, white text and bold outlines.
    HighContrast,
}

impl Theme {
    pub const ALL: [Theme; 4] = [Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast];

    pub fn label(self) -> String {
        match self {
            Theme::System => t!("theme-system"),
            Theme::Light => t!("theme-light"),
            Theme::Dark => t!("theme-dark"),
            Theme::HighContrast => t!("theme-high-contrast"),
        }
    }

    pub fn preference(self) -> egui::ThemePreference {
        match self {
            Theme::System => egui::ThemePreference::System,
            Theme::Light => egui::ThemePreference::Light,
            Theme::Dark | Theme::HighContrast => egui::ThemePreference::Dark,
        }
    }
}

impl Settings {
    /// Whether learner warnings are shown in a game with (`computer`) or without a computer
    /// seat: the player's own choice once made, else on against the computer (where a new
    /// player learns) and off between people (where nobody wants the screen to take sides).
    pub fn warnings_on(&self, computer: bool) -> bool {
        if self.warnings_chosen { self.warnings } else { computer }
    }

    /// The player turns the warnings on or off, for every game from now on.
    pub fn choose_warnings(&mut self, on: bool) {
        self.warnings = on;
        self.warnings_chosen = true;
    }

    /// The settings in `path`: the defaults if there is no file yet. A file that cannot be
    /// read is renamed to `settings.broken.ron` (kept for the player, out of the way of the
    /// next save) and the defaults come back with a warning that says so, in the window's
    /// language as it stands (the system's, since the settings did not read).
    pub fn load(path: &Path) -> (Settings, Option<String>) {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (Settings::default(), None);
            }
            Err(e) => {
                let (path, why) = (path.display().to_string(), crate::words::io_problem(&e));
                return (
                    Settings::default(),
                    Some(t!("settings-unreadable", path = path, why = why)),
                );
            }
        };
        match ron::from_str::<Settings>(&text) {
            Ok(settings) => (settings.cleaned(), None),
            // What the parser says (an English line and column) would help nobody at the
            // window: the file is kept for whoever wants to look.
            Err(_) => {
                let kept = path.with_extension("broken.ron");
                let mut warning = t!("settings-damaged", path = path.display().to_string());
                if std::fs::rename(path, &kept).is_ok() {
                    warning.push(' ');
                    warning.push_str(&t!("settings-kept", path = kept.display().to_string()));
                }
                (Settings::default(), Some(warning))
            }
        }
    }

    /// Writes the settings atomically, creating the folder if needed.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        write_atomic(path, self.to_ron().as_bytes())
    }

    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().struct_names(true);
        ron::ser::to_string_pretty(self, config).expect("settings always serialize") + "\n"
    }

    /// Puts `path` first in the recent files.
    pub fn remember_file(&mut self, path: &Path) {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        self.recent.retain(|p| *p != path);
        self.recent.insert(0, path);
        self.recent.truncate(MAX_RECENT);
    }

    /// Values a hand-edited file may have put out of range, brought back in.
    fn cleaned(mut self) -> Settings {
        self.recent.truncate(MAX_RECENT);
        self.new_game = self.new_game.cleaned();
        self.rotation.values_mut().for_each(|r| *r %= 4);
        self.zoom = if self.zoom.is_finite() { self.zoom.clamp(ZOOM.0, ZOOM.1) } else { 1.0 };
        let [min_w, min_h] = crate::MIN_WINDOW;
        self.window_size = self
            .window_size
            .filter(|[w, h]| w.is_finite() && h.is_finite())
            .map(|[w, h]| [w.clamp(min_w, 8192.0), h.clamp(min_h, 8192.0)]);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("strata-settings-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn settings_round_trip_through_their_file() {
        let dir = scratch("round-trip");
        let path = dir.join("config/settings.ron");
        let mut settings = Settings {
            window_size: Some([900.0, 640.0]),
            maximized: true,
            theme: Theme::Dark,
            hints: false,
            level_numbers: true,
            animations: false,
            new_game: NewGameForm::for_game(GameId::Stratum),
            ..Settings::default()
        };
        settings.rotation.insert(GameId::Strata5, 3);
        settings.remember_file(Path::new("/games/a.ron"));
        settings.remember_file(Path::new("/games/b.ron"));
        settings.remember_file(Path::new("/games/a.ron"));
        assert_eq!(settings.recent, [Path::new("/games/a.ron"), Path::new("/games/b.ron")]);
        settings.save(&path).unwrap();
        assert_eq!(Settings::load(&path), (settings, None));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_missing_file_or_field_takes_the_default() {
        let dir = scratch("defaults");
        assert_eq!(Settings::load(&dir.join("none.ron")), (Settings::default(), None));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        std::fs::write(&path, "Settings(hints: false, rotation: {strata5: 6})").unwrap();
        let (settings, warning) = Settings::load(&path);
        assert_eq!(warning, None);
        assert!(!settings.hints);
        assert_eq!(settings.rotation[&GameId::Strata5], 2, "out-of-range turns are wrapped");
        assert_eq!(settings.theme, Theme::System);
        assert!(settings.animations, "a file from before the setting existed keeps them on");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_broken_file_gives_the_defaults_a_warning_and_is_kept_aside() {
        let dir = scratch("broken");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        for broken in ["Settings(hints: maybe)", "\u{0}\u{1}garbage", "Settings(theme: Purple)", ""]
        {
            std::fs::write(&path, broken).unwrap();
            let (settings, warning) = Settings::load(&path);
            assert_eq!(settings, Settings::default(), "{broken:?}");
            let warning = warning.expect("a warning");
            assert!(
                warning.contains("damaged") && warning.contains("settings.broken.ron"),
                "{warning}"
            );
            assert_eq!(std::fs::read_to_string(dir.join("settings.broken.ron")).unwrap(), broken);
            assert!(!path.exists(), "the next save starts a fresh file");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
