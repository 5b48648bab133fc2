//! Where the app keeps its files: settings in the platform's config folder, autosaves in its
//! data folder, saved games in a games folder the player can find.
//!
//! `STRATA_HOME` puts all three under one folder (a portable install, or a test that must never
//! touch the real home folder); tests can also pass a [`Places`] directly.

use std::path::{Path, PathBuf};

/// The environment variable that moves every file of the app under one folder.
pub const HOME_VAR: &str = "STRATA_HOME";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Places {
    /// Settings (`settings.ron`).
    pub config: PathBuf,
    /// Autosaves and the marker of a running app.
    pub data: PathBuf,
    /// Where the file dialogs start.
    pub games: PathBuf,
}

impl Places {
    /// Everything under `root`: `root/config`, `root/data`, `root/games`.
    pub fn at(root: &Path) -> Places {
        Places { config: root.join("config"), data: root.join("data"), games: root.join("games") }
    }

    /// `STRATA_HOME` if set, else the platform's folders (e.g. `~/.config/strata`,
    /// `~/.local/share/strata` and `~/Documents/Strata` on Linux). `None` without a home folder.
    pub fn from_env() -> Option<Places> {
        if let Some(root) = std::env::var_os(HOME_VAR).filter(|r| !r.is_empty()) {
            return Some(Places::at(Path::new(&root)));
        }
        let dirs = directories::ProjectDirs::from("org", "Strata", "Strata")?;
        let data = dirs.data_dir().to_path_buf();
        let games = directories::UserDirs::new()
            .and_then(|u| u.document_dir().map(|d| d.join("Strata")))
            .unwrap_or_else(|| data.join("games"));
        Some(Places { config: dirs.config_dir().to_path_buf(), data, games })
    }

    pub fn settings(&self) -> PathBuf {
        self.config.join("settings.ron")
    }

    /// One autosave file per game played, newest last by modification time.
    pub fn autosaves(&self) -> PathBuf {
        self.data.join("autosave")
    }

    /// The lessons and puzzles finished (`crate::progress`).
    pub fn progress(&self) -> PathBuf {
        self.data.join("progress.ron")
    }

    /// Games with a friend, online or by mail, kept to go on later (one file each).
    pub fn online_games(&self) -> PathBuf {
        self.data.join("online")
    }

    /// The player's own Stratego setups, one file each.
    pub fn setups(&self) -> PathBuf {
        self.data.join("setups")
    }

    /// Present while the app runs: found at launch, it means the last run did not end cleanly.
    pub fn running_marker(&self) -> PathBuf {
        self.data.join("running")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_place_is_under_the_given_root() {
        let root = Path::new("/tmp/strata-home");
        let places = Places::at(root);
        let all = [
            places.settings(),
            places.autosaves(),
            places.setups(),
            places.online_games(),
            places.running_marker(),
            places.games,
        ];
        for path in all {
            assert!(path.starts_with(root), "{}", path.display());
        }
    }
}
