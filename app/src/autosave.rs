//! Autosave: every game in progress is written to the data folder after each move, one file per
//! game, so that quitting, starting another game or a crash loses at most the move being made.
//!
//! Files are written off the UI thread as [`Job`]s (a slow disk never delays a frame), one at a
//! time and in order, atomically (an autosave is the old one or the new one, never half of
//! each). A marker file present while the app runs tells the next launch whether the last run
//! ended cleanly.
//!
//! Two windows of the app may run at once: each autosave file is [claimed](Claim) by the window
//! that writes it, so no window ever writes (or prunes) a file another window is writing.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use strata_core::GameId;
use strata_core::save::write_atomic;

use crate::job::{Job, Poll};
use crate::t;

/// Autosaves of older games kept besides the newest.
pub const KEEP: usize = 20;

/// Writes autosaves one at a time; while one is on its way to the disk, the next text of each
/// file waits (only the newest text of a file matters, so a newer one replaces it).
#[derive(Debug, Default)]
pub struct Autosaver {
    writing: Option<Job<Result<(), Failure>>>,
    waiting: Vec<(PathBuf, String)>,
    failure: Option<Failure>,
}

impl Autosaver {
    /// Writes `text` to `path` after the writes before it. A failure comes back through
    /// [`Autosaver::failure`]; the end of each write wakes the UI (`ctx`) to start the next.
    pub fn write(&mut self, path: PathBuf, text: String, ctx: &egui::Context) {
        match self.waiting.iter_mut().find(|(p, _)| *p == path) {
            Some(waiting) => waiting.1 = text,
            None => self.waiting.push((path, text)),
        }
        self.advance(ctx);
    }

    /// Takes the end of the write under way and starts the next one waiting.
    fn advance(&mut self, ctx: &egui::Context) {
        if let Some(job) = &mut self.writing {
            match job.poll() {
                Poll::Waiting => return,
                Poll::Ready(result) => self.failure = result.err().or(self.failure.take()),
                Poll::Lost => self.failure = Some(Failure::NoThread),
            }
            self.writing = None;
        }
        if self.waiting.is_empty() {
            return;
        }
        let (path, text) = self.waiting.remove(0);
        let ctx = ctx.clone();
        self.writing = Some(Job::spawn(
            "autosave",
            move |_| write_file(&path, &text),
            move || ctx.request_repaint(),
        ));
    }

    /// Why the last autosave failed, once, in the window's language; also moves the queue on
    /// (called every frame, on the window's thread).
    pub fn failure(&mut self, ctx: &egui::Context) -> Option<String> {
        self.advance(ctx);
        self.failure.take().map(|failure| match failure {
            Failure::NoThread => t!("autosave-no-thread"),
            Failure::Write { path, error } => {
                let why = crate::words::io_problem(&error);
                t!("autosave-cannot-write", path = path.display().to_string(), why = why)
            }
        })
    }

    /// Waits until everything written is on disk.
    pub fn finish(&mut self) {
        if let Some(mut job) = self.writing.take() {
            match job.wait() {
                Poll::Ready(Err(e)) => self.failure = Some(e),
                Poll::Lost => self.failure = Some(Failure::NoThread),
                _ => {}
            }
        }
        for (path, text) in std::mem::take(&mut self.waiting) {
            if let Err(e) = write_file(&path, &text) {
                self.failure = Some(e);
            }
        }
    }
}

impl Drop for Autosaver {
    fn drop(&mut self) {
        self.finish();
    }
}

/// Why an autosave was not written, as facts: the writing thread has no language of its own,
/// so the window words them ([`Autosaver::failure`]).
#[derive(Debug)]
enum Failure {
    /// No thread could be started to write it.
    NoThread,
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
}

fn write_file(path: &Path, text: &str) -> Result<(), Failure> {
    path.parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| write_atomic(path, text.as_bytes()))
        .map_err(|error| Failure::Write { path: path.to_path_buf(), error })
}

/// The right of one window to write an autosave file: an OS lock on a lock file beside it
/// (`.NAME.lock`), held while the claim lives. The OS drops the lock when the process ends, even
/// by a crash, so a claim never outlives its window.
#[derive(Debug)]
pub struct Claim {
    path: PathBuf,
    /// `None` where no lock file can be made (a read-only folder: then nothing is written anyway).
    _lock: Option<std::fs::File>,
}

impl Claim {
    pub fn path(&self) -> &Path {
        &self.path
    }
}

fn lock_file(autosave: &Path) -> PathBuf {
    let name = autosave.file_name().unwrap_or_default().to_string_lossy();
    autosave.with_file_name(format!(".{name}.lock"))
}

/// Claims `autosave` for this window; `None` while another window holds it.
pub fn claim(autosave: &Path) -> Option<Claim> {
    let path = autosave.to_path_buf();
    let Some(dir) = autosave.parent() else { return Some(Claim { path, _lock: None }) };
    let _ = std::fs::create_dir_all(dir);
    let opened =
        std::fs::File::options().create(true).truncate(false).write(true).open(lock_file(autosave));
    match opened {
        Ok(file) => match file.try_lock() {
            Ok(()) => Some(Claim { path, _lock: Some(file) }),
            Err(std::fs::TryLockError::WouldBlock) => None,
            // A file system without locks: claim it, as a single window would.
            Err(std::fs::TryLockError::Error(_)) => Some(Claim { path, _lock: Some(file) }),
        },
        Err(_) => Some(Claim { path, _lock: None }),
    }
}

/// A new autosave file for a game started at `created` (`YYYY-MM-DDTHH:MM:SSZ`), claimed: a
/// name no file has and no other window has claimed (it may not have written its file yet).
pub fn new_file(dir: &Path, created: &str, game: GameId) -> Claim {
    let stamp: String = created.chars().filter(char::is_ascii_alphanumeric).collect();
    (1..)
        .map(|n| match n {
            1 => dir.join(format!("{stamp}-{game}.ron")),
            n => dir.join(format!("{stamp}-{game}-{n}.ron")),
        })
        .filter(|p| !p.exists())
        .find_map(|p| claim(&p))
        .expect("some name is free")
}

/// The autosaves in `dir`, newest first.
pub fn list(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut files: Vec<(SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .filter_map(|p| Some((p.metadata().ok()?.modified().ok()?, p)))
        .collect();
    files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1)));
    files.into_iter().map(|(_, p)| p).collect()
}

/// Deletes the oldest autosaves, keeping the newest [`KEEP`] and any another window writes.
pub fn prune(dir: &Path) {
    for old in list(dir).into_iter().skip(KEEP) {
        if let Some(claim) = claim(&old) {
            let _ = std::fs::remove_file(&old);
            let _ = std::fs::remove_file(lock_file(&old));
            drop(claim);
        }
    }
}

/// How the last run of the app ended, as its marker tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastRun {
    /// Closed by the player (or never run, or another window still open).
    Closed,
    /// Stopped from outside (a logout, `kill`) with a game on: it comes back at the next launch.
    Stopped,
    /// Ended without closing (a crash, a power cut).
    Crashed,
}

/// What a stopped run writes in place of its process id.
const STOPPED: &str = "stopped";

/// Marks the app as running, and tells how the last run ended (its marker is still there when
/// it did not close). A marker left by another window of the app that is still open is left
/// alone.
pub fn mark_running(marker: &Path) -> LastRun {
    let owner = std::fs::read_to_string(marker).ok();
    if owner.as_deref().is_some_and(|text| another_live_process(owner_pid(text))) {
        return LastRun::Closed;
    }
    if let Some(dir) = marker.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = std::fs::write(marker, format!("{}\n", std::process::id()));
    match owner.as_deref().map(owner_pid) {
        None => LastRun::Closed,
        Some(STOPPED) => LastRun::Stopped,
        Some(_) => LastRun::Crashed,
    }
}

/// The app was stopped from outside with a game on: the marker stays, naming that game (as
/// `mark_shown` wrote it) for the next launch to bring back, but no longer as a crash.
pub fn mark_stopped(marker: &Path) {
    if is_ours(marker) {
        let shown = shown_game(marker).map(|p| p.display().to_string()).unwrap_or_default();
        let _ = write_atomic(marker, format!("{STOPPED}\n{shown}\n").as_bytes());
    }
}

/// The app closes cleanly: its marker goes (not another window's).
pub fn mark_closed(marker: &Path) {
    if is_ours(marker) {
        let _ = std::fs::remove_file(marker);
    }
}

/// The marker holds the running app's process id, then the autosave of the game on screen.
fn owner_pid(text: &str) -> &str {
    text.lines().next().unwrap_or("").trim()
}

fn is_ours(marker: &Path) -> bool {
    std::fs::read_to_string(marker)
        .is_ok_and(|text| owner_pid(&text) == std::process::id().to_string())
}

/// Records in our marker which autosave holds the game on screen (none: no game).
pub fn mark_shown(marker: &Path, autosave: Option<&Path>) {
    if is_ours(marker) {
        let shown = autosave.map(|p| p.display().to_string()).unwrap_or_default();
        let _ = write_atomic(marker, format!("{}\n{shown}\n", std::process::id()).as_bytes());
    }
}

/// The autosave that was on screen when the marker's app stopped, if it named one.
pub fn shown_game(marker: &Path) -> Option<PathBuf> {
    let text = std::fs::read_to_string(marker).ok()?;
    let line = text.lines().nth(1)?.trim();
    (!line.is_empty()).then(|| PathBuf::from(line))
}

/// Whether `pid` is another running copy of this program. Only Linux tells this cheaply
/// (`/proc`); elsewhere a marker left behind always counts as an unclean exit.
fn another_live_process(pid: &str) -> bool {
    let stat = |pid: &str| std::fs::read_to_string(format!("/proc/{pid}/stat")).ok();
    cfg!(target_os = "linux")
        && pid != std::process::id().to_string()
        && pid.parse::<u32>().is_ok()
        && match (stat(pid), stat("self").as_deref().and_then(name_and_state)) {
            (Some(theirs), Some((own, _))) => {
                name_and_state(&theirs).is_some_and(|(name, state)| {
                    // A zombie (Z) or dead (X) process has exited; another name took the pid.
                    name == own && !matches!(state, 'Z' | 'X')
                })
            }
            _ => false,
        }
}

/// The name and state of a process from its `/proc/<pid>/stat`: "pid (name) state ...".
fn name_and_state(stat: &str) -> Option<(&str, char)> {
    let (head, tail) = stat.rsplit_once(')')?;
    Some((head.split_once('(')?.1, tail.trim_start().chars().next()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worker_writes_the_newest_text_and_reports_failures() {
        let dir = std::env::temp_dir().join(format!("strata-autosave-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let ctx = egui::Context::default();
        let mut saver = Autosaver::default();
        let path = dir.join("autosave/game.ron");
        for n in 0..50 {
            saver.write(path.clone(), format!("move {n}"), &ctx);
        }
        saver.finish();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "move 49");
        assert_eq!(saver.failure(&ctx), None);
        // A file where the folder should be: the write fails and says so.
        std::fs::write(dir.join("blocked"), "").unwrap();
        saver.write(dir.join("blocked/game.ron"), "x".into(), &ctx);
        saver.finish();
        assert!(saver.failure(&ctx).is_some_and(|f| f.contains("cannot be autosaved")));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn files_are_named_by_start_and_pruned_oldest_first() {
        let dir = std::env::temp_dir().join(format!("strata-prune-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let first = new_file(&dir, "2026-01-02T03:04:05Z", GameId::Strata5).path;
        assert_eq!(first, dir.join("20260102T030405Z-strata5.ron"));
        std::fs::write(&first, "").unwrap();
        let second = new_file(&dir, "2026-01-02T03:04:05Z", GameId::Strata5).path;
        assert_eq!(second, dir.join("20260102T030405Z-strata5-2.ron"));
        for n in 0..KEEP + 3 {
            let path = dir.join(format!("{n:03}.ron"));
            std::fs::write(&path, "").unwrap();
            let time = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000 + n as u64);
            std::fs::File::options().write(true).open(&path).unwrap().set_modified(time).unwrap();
        }
        std::fs::write(&first, "newest").unwrap();
        prune(&dir);
        let left = list(&dir);
        assert_eq!(left.len(), KEEP);
        assert_eq!(left[0], first, "the newest first");
        assert!(!dir.join("000.ron").exists() && dir.join(format!("{:03}.ron", KEEP + 2)).exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn two_windows_never_write_the_same_autosave() {
        let dir = std::env::temp_dir().join(format!("strata-claims-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        // Two games started in the same second, before either wrote its file.
        let created = "2026-01-02T03:04:05Z";
        let first = new_file(&dir, created, GameId::Stratum);
        let second = new_file(&dir, created, GameId::Stratum);
        assert_ne!(first.path(), second.path());
        // A game one window plays cannot be claimed by another (resumed from the start screen),
        // nor pruned by it; once that window lets go, it can.
        std::fs::write(first.path(), "game").unwrap();
        assert!(claim(first.path()).is_none());
        let time = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000);
        std::fs::File::options()
            .write(true)
            .open(first.path())
            .unwrap()
            .set_modified(time)
            .unwrap();
        for n in 0..KEEP {
            std::fs::write(dir.join(format!("newer-{n:02}.ron")), "").unwrap();
        }
        prune(&dir);
        assert!(first.path().exists(), "the oldest file is kept while it is claimed");
        let path = first.path().to_path_buf();
        drop(first);
        let again = claim(&path).expect("free once its window closed");
        drop(again);
        prune(&dir);
        assert!(!path.exists() && !lock_file(&path).exists(), "pruned with its lock file");
        drop(second);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_marker_tells_an_unclean_exit() {
        let dir = std::env::temp_dir().join(format!("strata-marker-{}", std::process::id()));
        let marker = dir.join("data/running");
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(mark_running(&marker), LastRun::Closed, "first launch");
        // The game on screen is named in the marker, so a crash can bring back that one.
        let game = dir.join("data/autosave/20260101T000000Z-strata7.ron");
        mark_shown(&marker, Some(&game));
        assert_eq!(shown_game(&marker), Some(game.clone()));
        assert_eq!(mark_running(&marker), LastRun::Crashed, "launched again without closing");
        assert_eq!(shown_game(&marker), None, "the new run has no game on screen yet");
        mark_shown(&marker, None);
        assert_eq!(shown_game(&marker), None);
        mark_closed(&marker);
        assert_eq!(mark_running(&marker), LastRun::Closed);
        // Stopped from outside: the game on screen stays named, as a stop, not a crash.
        mark_shown(&marker, Some(&game));
        mark_stopped(&marker);
        assert_eq!(shown_game(&marker), Some(game.clone()));
        assert_eq!(mark_running(&marker), LastRun::Stopped);
        mark_closed(&marker);
        // A marker of another program's pid (pid 1 is no copy of this one) counts as a crash,
        // and only the app that wrote a marker removes it.
        if cfg!(target_os = "linux") {
            std::fs::write(&marker, "1\n/elsewhere/game.ron\n").unwrap();
            mark_closed(&marker);
            mark_shown(&marker, None);
            assert!(marker.exists(), "not ours to remove");
            assert_eq!(
                shown_game(&marker),
                Some(PathBuf::from("/elsewhere/game.ron")),
                "nor to write"
            );
            mark_stopped(&marker);
            assert_eq!(mark_running(&marker), LastRun::Crashed, "another's marker is not ours");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_process_is_read_from_its_stat_line() {
        assert_eq!(name_and_state("42 (strata) S 1 42"), Some(("strata", 'S')));
        assert_eq!(name_and_state("42 (strata) Z 1 42"), Some(("strata", 'Z')));
        assert_eq!(name_and_state("7 (odd (name)) R 1"), Some(("odd (name)", 'R')));
        assert_eq!(name_and_state("garbage"), None);
        assert!(!another_live_process(&std::process::id().to_string()), "this process");
        assert!(!another_live_process("not a pid"));
    }
}
