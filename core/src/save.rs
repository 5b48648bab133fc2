//! The save file: one human-readable RON format for the app and `strata play --load/--save`.
//!
//! A save holds the start (game and setup, and since format 2 maybe a start position) and the
//! moves in notation; loading (`Session::from_save`) replays every move through the rules, so a
//! damaged or hand-edited file is refused, never half-loaded.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::game::{GameId, IllegalMove};
use crate::games::GameSetup;
use crate::review::Review;
use crate::session::Session;
pub use crate::session::{Agreement, Seat};

/// The newest format this build reads and the one it writes. Format 2 added the optional
/// `start` position and `title`/`description`; a format-1 file reads as a format-2 file
/// without them.
pub const FORMAT_VERSION: u32 = 2;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: u32,
    /// The version of the app that wrote the file.
    pub app_version: String,
    /// When the game was started and when it was last saved (UTC, ISO 8601).
    pub created: String,
    pub saved: String,
    /// Which game, also named by `setup`: read first, so that a file from a newer app with a
    /// game this one lacks is named as such.
    pub game: GameId,
    pub setup: GameSetup,
    /// The position the game started from, as position text (`assets/docs/command-line.md`),
    /// when it did not start from `setup`'s own start; `setup` then only names the game. Text,
    /// not a RON structure: one line to read and copy, the same as `strata play --position`,
    /// checked by the same validation, and independent of how each engine stores a position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// A name and a sentence or two for a position file (puzzles, examples), shown by the app.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// A puzzle's answer from `start`: the solver's moves and the defence's best replies, in
    /// notation. The app keeps it back until the player asks for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solution: Option<Vec<String>>,
    pub seats: Vec<Seat>,
    /// Every move from the start, in notation.
    pub moves: Vec<String>,
    /// The game's review, if one was made (optional: older files have none). It counts only
    /// while [`Review::is_for`] these moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<Review>,
    /// How the players ended the game after those moves, if they did (files without it load).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agreement: Option<Agreement>,
}

/// Why a saved game could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("cannot read {}: {source}", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{}: {source}", path.display())]
    Load { path: PathBuf, source: LoadError },
}

/// Save files and sessions: a file is read into a session by replaying its moves, and a
/// session is written as a file.
impl Session {
    /// The game a save file holds, with the cursor after its last move. Every move is replayed
    /// through the rules, so a damaged file is an error, never a half-loaded game.
    pub fn from_save(save: &SaveFile) -> Result<Session, LoadError> {
        let mut session = match &save.start {
            Some(position) => {
                let session = Session::from_position(save.game, position, save.seats.clone())
                    .map_err(LoadError::BadStart)?;
                // The file's own setup is kept as written.
                session.with_setup(save.setup.clone())
            }
            None => {
                Session::new(save.setup.clone(), save.seats.clone()).map_err(LoadError::BadSetup)?
            }
        };
        for (index, token) in save.moves.iter().enumerate() {
            session.play(token).map_err(|error| LoadError::RefusedMove {
                index,
                token: token.clone(),
                error,
            })?;
        }
        if let Some(agreement) = &save.agreement {
            session.conclude(agreement.clone()).map_err(LoadError::BadAgreement)?;
        }
        Ok(session)
    }

    /// Reads a save file and replays it ([`Session::from_save`]): the one loader of the app
    /// and the command line.
    pub fn open(path: &Path) -> Result<(SaveFile, Session), OpenError> {
        let text = std::fs::read_to_string(path)
            .map_err(|source| OpenError::Read { path: path.to_path_buf(), source })?;
        let load = |source| OpenError::Load { path: path.to_path_buf(), source };
        let save = SaveFile::parse(&text).map_err(load)?;
        let session = Session::from_save(&save).map_err(load)?;
        Ok((save, session))
    }

    /// The whole game (the redo list included) as a save file.
    pub fn to_save(&self) -> SaveFile {
        let moves = self.moves().iter().map(|m| m.token.clone()).collect();
        SaveFile {
            start: self.start_position().map(str::to_string),
            agreement: self.agreement().cloned(),
            ..SaveFile::new(self.setup().clone(), self.seats().to_vec(), moves)
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("this is not a Strata save file: {0}")]
    Unreadable(String),
    /// A save file (it starts as one) that cannot be read to its end.
    #[error("this file is damaged ({0})")]
    Damaged(String),
    #[error(
        "the file was saved in format {found}, newer than this app reads ({FORMAT_VERSION}); update the app"
    )]
    NewerFormat { found: u32 },
    #[error("unknown game '{0}' (this app plays strata5, stratum, strata7 and stratego)")]
    UnknownGame(String),
    #[error("the game's setup is invalid: {0}")]
    BadSetup(String),
    #[error("the start position is invalid: {0}")]
    BadStart(crate::position::BadPosition),
    #[error("move {} ({token}) is refused: {error}", index + 1)]
    RefusedMove { index: usize, token: String, error: IllegalMove },
    #[error("the game's ending is invalid: {0}")]
    BadAgreement(String),
}

impl LoadError {
    /// The rule a refused move breaks, for error reports.
    pub fn refused_move(&self) -> Option<(usize, &str, &IllegalMove)> {
        match self {
            LoadError::RefusedMove { index, token, error } => Some((*index, token, error)),
            _ => None,
        }
    }
}

/// What is wrong with `text`, a save file that starts as one, in a player's words: cut short
/// (it stops inside a string or a list), or unreadable from some point.
fn damage(text: &str, e: &ron::error::SpannedError) -> String {
    let (at, end) = (e.span.start, e.span.end);
    // Where the reader stopped, as a byte offset (lines and columns count from 1, in chars).
    let offset =
        text.split_inclusive('\n').take(end.line.saturating_sub(1)).map(str::len).sum::<usize>()
            + text.split_inclusive('\n').nth(end.line.saturating_sub(1)).map_or(0, |line| {
                line.chars().take(end.col.saturating_sub(1)).map(char::len_utf8).sum()
            });
    let rest = text.get(offset..).unwrap_or("");
    // Cut short: the reader ran out of text, or no closing parenthesis follows where it
    // stopped (a file cut inside a string or a list).
    if matches!(e.code, ron::Error::Eof) || !rest.contains(')') {
        "it ends in the middle".to_string()
    } else {
        format!("it cannot be read from line {}, column {}", at.line, at.col)
    }
}

/// A damaged save's moves before the damage: what [`recover`] brings back.
#[derive(Debug)]
pub struct Recovered {
    pub save: SaveFile,
    pub session: Session,
    /// How many of the moves the file held (as far as it could be read) were kept: the rest
    /// came after the damage, or after a move the rules refuse.
    pub dropped: usize,
}

/// The longest beginning of a damaged save that still reads and replays: the file cut after
/// its last complete move and closed again, then its moves replayed up to the first one the
/// rules refuse. The review and the players' ending, which come after the moves, are left
/// out. `None` when not even the game and its start can be read.
pub fn recover(text: &str) -> Option<Recovered> {
    let list = text.find("moves: [")? + "moves: [".len();
    // Where the list could be closed: after each complete "token" (tokens hold no quote), the
    // last first, and at its opening (no move).
    let mut cuts = vec![list];
    let mut quotes = text[list..].match_indices('"').map(|(i, _)| list + i);
    while let (Some(_), Some(close)) = (quotes.next(), quotes.next()) {
        cuts.push(close + 1);
    }
    let read = cuts.iter().rev().find_map(|&cut| {
        let closed = format!("{}\n    ],\n)", &text[..cut]);
        let save = SaveFile::parse(&closed).ok()?;
        let held = save.moves.len();
        Some((save, held))
    })?;
    let (mut save, held) = read;
    save.review = None;
    save.agreement = None;
    let tokens = std::mem::take(&mut save.moves);
    let mut session = Session::from_save(&save).ok()?;
    for token in tokens {
        if session.play(&token).is_err() {
            break;
        }
        save.moves.push(token);
    }
    let dropped = held - save.moves.len();
    Some(Recovered { save, session, dropped })
}

/// What is read from a save first: its format version and game (other fields ignored).
#[derive(Deserialize)]
#[serde(rename = "SaveFile")]
struct Header {
    format: u32,
    game: GameName,
}

/// A game's id as written in a save (a bare identifier), whether or not this app knows it.
struct GameName(String);

impl<'de> Deserialize<'de> for GameName {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameName, D::Error> {
        struct Name;
        impl serde::de::Visitor<'_> for Name {
            type Value = GameName;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a game id such as strata5")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<GameName, E> {
                Ok(GameName(v.to_string()))
            }
        }
        d.deserialize_identifier(Name)
    }
}

impl SaveFile {
    pub fn new(setup: GameSetup, seats: Vec<Seat>, moves: Vec<String>) -> SaveFile {
        let now = now_utc_iso8601();
        SaveFile {
            format: FORMAT_VERSION,
            app_version: env!("CARGO_PKG_VERSION").to_string(),
            created: now.clone(),
            saved: now,
            game: setup.id(),
            setup,
            start: None,
            title: None,
            description: None,
            solution: None,
            seats,
            moves,
            agreement: None,
            review: None,
        }
    }

    /// The saved review, if it is about this file's moves (a review of another move list is
    /// never shown as current).
    pub fn current_review(&self) -> Option<&Review> {
        self.review.as_ref().filter(|r| r.is_for(&self.moves))
    }

    /// Reads a save file's text. The format version and the game are checked before
    /// anything else, so a newer file or an unknown game is named as such, not as garbage.
    pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
        let unreadable = |e: ron::error::SpannedError| {
            if text.trim_start().starts_with("SaveFile(") {
                LoadError::Damaged(damage(text, &e))
            } else {
                LoadError::Unreadable(e.to_string())
            }
        };
        let header: Header = ron::from_str(text).map_err(unreadable)?;
        if header.format > FORMAT_VERSION {
            return Err(LoadError::NewerFormat { found: header.format });
        }
        if header.game.0.parse::<GameId>().is_err() {
            return Err(LoadError::UnknownGame(header.game.0));
        }
        let save: SaveFile = ron::from_str(text).map_err(unreadable)?;
        if save.game != save.setup.id() {
            return Err(LoadError::BadSetup(format!(
                "the file names {} but holds a {} setup",
                save.game,
                save.setup.id()
            )));
        }
        Ok(save)
    }

    /// The same game saved again now (keeps when it was created).
    pub fn resaved(mut self) -> SaveFile {
        self.app_version = env!("CARGO_PKG_VERSION").to_string();
        self.saved = now_utc_iso8601();
        self
    }

    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().struct_names(true);
        ron::ser::to_string_pretty(self, config).expect("save files always serialize") + "\n"
    }
}

/// Writes `contents` to `path` so that the file is either the old one or the complete new one:
/// a temporary file in the same folder, flushed to disk, then renamed over the target.
/// A target that exists but is no regular file (`/dev/null`, a pipe, a terminal) is written
/// into directly: renaming over it would replace the device with an ordinary file.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        return std::fs::OpenOptions::new().write(true).open(path)?.write_all(contents);
    }
    replace_file(path, |file| file.write_all(contents))
}

/// The temporary-file-and-rename half of [`write_atomic`]; `write` fills the new file (a test
/// passes one that fails half way, as a full disk does).
fn replace_file(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path.file_name().ok_or_else(|| {
        std::io::Error::new(std::io::ErrorKind::InvalidInput, "the path names no file")
    })?;
    let tmp = dir.join(format!(".{}.tmp{}", name.to_string_lossy(), std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        write(&mut file)?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)?;
        // The new name reaches the disk with the folder's entry (Unix; Windows has no way).
        #[cfg(unix)]
        if let Ok(folder) = std::fs::File::open(dir) {
            let _ = folder.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// The current time as `YYYY-MM-DDTHH:MM:SSZ`.
pub fn now_utc_iso8601() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    iso8601(secs)
}

fn iso8601(unix_secs: u64) -> String {
    let days = (unix_secs / 86_400) as i64;
    let rem = unix_secs % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Bot;

    #[test]
    fn iso8601_dates() {
        assert_eq!(iso8601(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso8601(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(iso8601(1_795_000_000), "2026-11-18T11:06:40Z");
    }

    #[test]
    fn atomic_write_replaces_whole_file_and_leaves_no_temp() {
        let dir = std::env::temp_dir().join(format!("strata-atomic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.strata.ron");
        write_atomic(&path, b"old").unwrap();
        write_atomic(&path, b"new contents").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new contents");
        let leftovers = std::fs::read_dir(&dir).unwrap().count();
        assert_eq!(leftovers, 1, "only the target file remains");
        // A write into a folder that does not exist fails and creates nothing.
        assert!(write_atomic(&dir.join("missing/x.ron"), b"x").is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_write_that_fails_half_way_keeps_the_old_file_whole() {
        let dir = std::env::temp_dir().join(format!("strata-full-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.strata.ron");
        write_atomic(&path, b"the old game").unwrap();
        let disk_full = |file: &mut std::fs::File| {
            file.write_all(b"half of the ne")?;
            Err(std::io::Error::new(std::io::ErrorKind::StorageFull, "no space left on device"))
        };
        let error = replace_file(&path, disk_full).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::StorageFull);
        assert_eq!(std::fs::read(&path).unwrap(), b"the old game");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "no temporary file is left");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn atomic_write_into_a_device_keeps_the_device() {
        let null = Path::new("/dev/null");
        if !std::fs::metadata(null).is_ok_and(|m| !m.is_file()) {
            return; // no device to protect on this machine
        }
        write_atomic(null, b"discarded").unwrap();
        let kind = std::fs::metadata(null).unwrap();
        assert!(!kind.is_file(), "/dev/null was replaced by an ordinary file");
    }

    #[test]
    fn seats_round_trip_and_old_human_only_files_still_load() {
        let setup = GameSetup::from_options(GameId::Strata5, &Default::default()).unwrap();
        let save = SaveFile::new(setup, vec![Seat::Human, Seat::Computer(Bot::Hard)], vec![]);
        let text = save.to_ron();
        assert!(text.contains("Computer(\"hard\")"), "{text}");
        assert_eq!(SaveFile::parse(&text).unwrap().seats, save.seats);
        // A file written before computer seats existed: only `Human`.
        let old = text.replace("Computer(\"hard\")", "Human");
        assert_eq!(SaveFile::parse(&old).unwrap().seats, [Seat::Human, Seat::Human]);
        let bad = text.replace("Computer(\"hard\")", "Computer(\"grandmaster\")");
        // A save file with a seat it does not know: damaged from that point.
        let err = SaveFile::parse(&bad).unwrap_err();
        assert!(err.to_string().starts_with("this file is damaged (it cannot be read from line"));
    }

    #[test]
    fn a_review_is_saved_and_files_without_one_still_load() {
        use crate::review::{Depth, MoveReview, Verdict};
        let setup = GameSetup::from_options(GameId::Strata7, &Default::default()).unwrap();
        let mut save = SaveFile::new(setup, vec![], vec!["h3-g4".to_string()]);
        let without = save.to_ron();
        assert!(!without.contains("review"), "no section when there is no review: {without}");
        save.review = Some(Review {
            depth: Depth::Thorough,
            seed: 7,
            full_information: false,
            win_rates: vec![vec![0.5, 0.5], vec![0.45, 0.55]],
            moves: vec![MoveReview {
                mv: "h3-g4".to_string(),
                mover: crate::game::Player(0),
                before: 0.5,
                after: 0.45,
                best: "i2-h3".to_string(),
                drop: 0.05,
                verdict: Verdict::Inaccuracy,
                missed_win: false,
            }],
        });
        let text = save.to_ron();
        let back = SaveFile::parse(&text).unwrap();
        assert_eq!(back, save);
        assert!(back.current_review().is_some());
        // The same file with another move list: the review is kept but not current.
        let mut other = back.clone();
        other.moves = vec!["e8-d7".to_string()];
        assert!(other.current_review().is_none());
        assert_eq!(SaveFile::parse(&without).unwrap().review, None);
    }

    #[test]
    fn a_damaged_save_says_so_and_gives_back_its_moves_before_the_damage() {
        let setup = GameSetup::from_options(GameId::Stratum, &Default::default()).unwrap();
        let moves: Vec<String> = ["A1-A4", "B1-B4", "C1-C4"].map(String::from).to_vec();
        let text = SaveFile::new(setup, vec![], moves.clone()).to_ron();
        // Cut in the middle of the third move.
        let cut = &text[..text.find("C1-C").unwrap() + 4];
        let err = SaveFile::parse(cut).unwrap_err();
        assert_eq!(err.to_string(), "this file is damaged (it ends in the middle)");
        let back = recover(cut).expect("the first two moves");
        assert_eq!(back.save.moves, moves[..2]);
        assert_eq!((back.session.moves().len(), back.dropped), (2, 0));
        // A move the rules refuse ends what is kept; the moves after it count as dropped.
        let refused = text.replace("\"B1-B4\"", "\"A1-A4\"");
        let back = recover(&refused).unwrap();
        assert_eq!((back.save.moves.len(), back.dropped), (1, 2));
        // Nothing of the game left: nothing to recover.
        assert!(recover(&text[..40]).is_none());
        assert!(recover("garbage").is_none());
    }

    #[test]
    fn newer_format_is_named_before_anything_else() {
        let err = SaveFile::parse("SaveFile(format: 99, game: chess)").unwrap_err();
        assert!(matches!(err, LoadError::NewerFormat { found: 99 }), "{err}");
        let err = SaveFile::parse("not ron at all {").unwrap_err();
        assert!(matches!(err, LoadError::Unreadable(_)), "{err}");
    }
}
