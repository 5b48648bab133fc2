//! Games with a friend kept on disk to go on later: one file per game in the data folder's
//! `online` folder, written after every line sent or received. A game by mail lives there
//! between letters; a game online can be resumed after either program closed.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use strata_core::online::{Message, Post, Record, Seat};
use strata_core::{GameSetup, Player};

use crate::autosave;
use crate::t;

/// One game with a friend, as kept.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::shell) struct Kept {
    /// Every line, and this side's army if it is Stratego (see [`Record`]).
    pub record: Record,
    /// The seat of the person at this screen.
    pub person: u8,
    pub by: By,
}

/// How the lines travel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(in crate::shell) enum By {
    /// Move letters (`strata_core::online::Letter`).
    Mail(Post),
    /// The link: this program's key (so the friend's program knows it again), the friend's
    /// key once met, and the invite code (the guest's way back to the host).
    Link { key: String, friend: Option<String>, code: String },
}

impl Kept {
    pub(in crate::shell) fn path(dir: &Path, game: &str) -> PathBuf {
        // The name is ours (hex), but a file from elsewhere must not name a path.
        let name: String = game.chars().filter(char::is_ascii_alphanumeric).collect();
        dir.join(format!("{name}.ron"))
    }

    pub(in crate::shell) fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("kept games serialize")
    }

    /// Writes it now (the lobby's first letter, before the game has a board).
    pub(in crate::shell) fn write(&self, dir: &Path) -> Result<(), String> {
        std::fs::create_dir_all(dir).map_err(|e| t!("kept-cannot-keep", why = e.to_string()))?;
        let path = Kept::path(dir, &self.record.game);
        strata_core::save::write_atomic(&path, self.to_ron().as_bytes()).map_err(|e| {
            t!("kept-cannot-keep-in", path = path.display().to_string(), why = e.to_string())
        })
    }

    /// A line for the list of games to resume: "Stratum by mail, you play red, move 12".
    pub(in crate::shell) fn describe(&self) -> String {
        let hello = self.record.lines.first().and_then(|l| Message::decode(&l.text).ok());
        let (title, names) = match hello {
            Some(Message::Hello { setup: GameSetup::Stratego(_), .. }) => {
                ("Stratego".to_string(), vec!["red", "blue"])
            }
            Some(Message::Hello { setup, .. }) => (
                crate::words::game_title(setup.id()),
                setup.start().map(|g| g.player_names().to_vec()).unwrap_or_default(),
            ),
            _ => ("?".to_string(), Vec::new()),
        };
        let how = match self.by {
            By::Mail(_) => "mail",
            By::Link { .. } => "online",
        };
        let seat = names
            .get(usize::from(self.person))
            .map_or(String::new(), |n| t!("kept-you-play", name = crate::theme::display_name(n)));
        let moves = self.record.lines.iter().filter(|l| l.text.contains(r#""type":"move""#));
        let stage = match (self.record.lines.len(), moves.count()) {
            (1, _) if self.record.here == Seat::Host => t!("kept-waiting-first-letter"),
            (_, n) => t!("kept-moves", count = n),
        };
        t!("kept-line", game = title, how = how, seat = seat, stage = stage)
    }

    pub(in crate::shell) fn person(&self) -> Player {
        Player(self.person)
    }
}

/// The kept games, newest first, each with its file; files that do not read are left out
/// (and left alone). A game online that is over has nothing left to resume: its file goes.
/// A game by mail stays until deleted (its last letter may still be on its way).
pub(in crate::shell) fn list(dir: &Path) -> Vec<(PathBuf, Kept)> {
    autosave::list(dir)
        .into_iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            let kept: Kept = ron::from_str(&text).ok()?;
            let over = matches!(kept.by, By::Link { .. })
                && kept.record.replay().is_ok_and(|table| table.is_finished());
            if over {
                let _ = std::fs::remove_file(&path);
                return None;
            }
            Some((path, kept))
        })
        .collect()
}

/// Bytes as hex, for keys in a kept game's file.
pub(in crate::shell) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A 32-byte key from its hex; `None` if it is not one.
pub(in crate::shell) fn unhex32(text: &str) -> Option<[u8; 32]> {
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let bytes: Option<Vec<u8>> =
        (0..64).step_by(2).map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok()).collect();
    bytes?.try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_games_name_never_leaves_its_folder() {
        let dir = Path::new("/tmp/kept");
        assert_eq!(Kept::path(dir, "../../etc/passwd"), dir.join("etcpasswd.ron"));
        assert_eq!(Kept::path(dir, "9f2c4d1a8b3e5f60"), dir.join("9f2c4d1a8b3e5f60.ron"));
    }

    #[test]
    fn keys_come_back_from_their_hex_and_anything_else_is_no_key() {
        let key: [u8; 32] = std::array::from_fn(|i| (i * 7) as u8);
        assert_eq!(unhex32(&hex(&key)), Some(key));
        for bad in ["", "00", &"zz".repeat(32), &"0".repeat(63), &"é".repeat(32)] {
            assert_eq!(unhex32(bad), None, "{bad}");
        }
    }
}
