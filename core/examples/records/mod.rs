//! The Stratego game records the examples read: one game per file, four lines (Red's setup,
//! Blue's setup, the moves in notation separated by spaces, and the side to report as "ours",
//! `red` or `blue`), as `strata arena --records DIR` and the Demon adapter (`tests/demon/`)
//! write them.

use std::path::{Path, PathBuf};

use strata_core::Player;
use strata_core::games::stratego::{Army, Move};

/// One game's record, read from a file.
pub struct Record {
    pub red: Army,
    pub blue: Army,
    pub moves: Vec<Move>,
    pub ours: Player,
}

pub fn read_record(path: &Path) -> Result<Record, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let lines: Vec<&str> = text.lines().collect();
    let [red, blue, moves, ours] = lines[..] else {
        return Err("expected four lines: red setup, blue setup, moves, ours".into());
    };
    let moves = moves
        .split_whitespace()
        .map(|m| m.parse().map_err(|e| format!("move {m}: {e}")))
        .collect::<Result<_, _>>()?;
    let ours = match ours.trim() {
        "red" => Player(0),
        "blue" => Player(1),
        other => return Err(format!("unknown side {other:?}")),
    };
    Ok(Record {
        red: red.parse().map_err(|e| format!("red setup: {e:?}"))?,
        blue: blue.parse().map_err(|e| format!("blue setup: {e:?}"))?,
        moves,
        ours,
    })
}

/// The files of one folder, or of several separated by commas (chunks of one match pooled),
/// sorted by name within each folder.
pub fn files_in(dirs: &str) -> Result<Vec<PathBuf>, String> {
    let mut all = Vec::new();
    for dir in dirs.split(',').filter(|d| !d.is_empty()) {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("{dir}: {e}"))?;
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        all.extend(paths);
    }
    Ok(all)
}
