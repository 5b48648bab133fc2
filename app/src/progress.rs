//! Which lessons and puzzles the player has finished: `progress.ron` in the data folder, a
//! list of their ids, read at launch and written (atomically) as soon as a tick is earned. A file
//! that cannot be read counts as no progress; it is replaced at the next tick.

use std::collections::BTreeSet;
use std::path::Path;

use strata_core::save::write_atomic;

use crate::t;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    done: BTreeSet<String>,
}

impl Progress {
    pub fn load(path: &Path) -> Progress {
        let done = std::fs::read_to_string(path)
            .ok()
            .and_then(|text| ron::from_str(&text).ok())
            .unwrap_or_default();
        Progress { done }
    }

    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains(id)
    }

    pub fn is_empty(&self) -> bool {
        self.done.is_empty()
    }

    /// Ticks `id`, and writes the file at `path` if there is one (none in tests without a
    /// home folder). Why the file could not be written, if it could not.
    pub fn mark(&mut self, id: &str, path: Option<&Path>) -> Result<(), String> {
        if !self.done.insert(id.to_string()) {
            return Ok(());
        }
        let Some(path) = path else { return Ok(()) };
        let text = ron::to_string(&self.done).map_err(|e| e.to_string())?;
        path.parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| write_atomic(path, text.as_bytes()))
            .map_err(|e| {
                let why = crate::words::io_problem(&e);
                t!("progress-not-saved", path = path.display().to_string(), why = why)
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_come_back_and_a_broken_file_counts_as_none() {
        let dir = std::env::temp_dir().join(format!("strata-progress-{}", std::process::id()));
        let path = dir.join("data/progress.ron");
        let mut progress = Progress::load(&path);
        assert!(progress.is_empty());
        progress.mark("strata5-climb", Some(&path)).unwrap();
        assert!(Progress::load(&path).is_done("strata5-climb"));
        std::fs::write(&path, "not ron at all").unwrap();
        assert!(Progress::load(&path).is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
