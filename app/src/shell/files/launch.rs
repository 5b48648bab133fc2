//! Launching and stopping: the settings read at launch, the game brought back after a crash or
//! a stop request from outside, the autosave resumed from the start screen, and what a clean
//! exit leaves behind (the settings written, the running marker gone).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use strata_core::save::SaveFile;
use strata_core::session::Session;

use strata_core::review::Review;
use strata_core::save::OpenError;

use super::{Dialog, Document, FileDialog};
use crate::autosave::{self, LastRun};
use crate::command::Note;
use crate::file_dialog::{self, Dialogs};
use crate::places::Places;
use crate::settings::Settings;
use crate::shell::StrataApp;
use crate::t;

impl StrataApp {
    /// Opens a saved game, or explains in a dialog why it cannot (the current game stays).
    pub(in crate::shell) fn open_file(&mut self, path: PathBuf) {
        let name = path.file_name().unwrap_or(path.as_os_str()).to_string_lossy().into_owned();
        match load(&path) {
            Ok((save, session)) => self.open_loaded(path, save, session),
            Err(problem) => {
                if !path.exists() {
                    self.files.settings.recent.retain(|p| *p != path);
                }
                let text = if self.screen.game().is_some() {
                    format!("{problem}\n\n{}", t!("file-game-unchanged"))
                } else {
                    problem
                };
                let title = t!("file-cannot-open", name = name);
                self.dialog = Some(Dialog::File(FileDialog::Problem { title, text }));
            }
        }
    }

    /// Shows a saved game read from `path`.
    fn open_loaded(&mut self, path: PathBuf, save: SaveFile, session: Session) {
        let name = path.file_name().unwrap_or(path.as_os_str()).to_string_lossy().into_owned();
        let review = save.review.clone();
        let doc = Document {
            file: Some(path.clone()),
            created: save.created.clone(),
            autosave: None,
            // Nothing to autosave until the game changes.
            autosaved: Some(save.clone()),
            saved: Some(save),
        };
        self.start_document(session, doc, review);
        self.files.settings.remember_file(&path);
        self.status.message = Some(Note::good(t!("file-opened", name = name)));
    }

    fn start_document(&mut self, session: Session, doc: Document, review: Option<Review>) {
        self.open(session);
        if let Some(g) = self.screen.game_mut() {
            g.doc = doc;
            // A review saved for other moves is kept (and saved again) but not shown.
            g.review = review;
        }
        // The game on screen is what the autosave holds: nothing to write yet.
        self.files.autosaved = self.generation();
    }

    /// The app as launched by a player: settings from `places` (none: nothing is read or
    /// written), the last game resumed if the app did not close cleanly, `file` opened if given
    /// (a saved game the command line has read already: its path, its file and its game).
    pub fn launch(
        places: Option<Places>,
        dialogs: Dialogs,
        file: Option<(PathBuf, SaveFile, Session)>,
    ) -> StrataApp {
        let mut app = StrataApp::new(None);
        app.files.dialogs = dialogs;
        let mut crashed_game = None;
        let mut last_run = LastRun::Closed;
        if let Some(places) = &places {
            // A warning about the settings speaks the system's language: the settings that
            // name the player's did not read.
            crate::i18n::set_lang(crate::i18n::system_lang().unwrap_or_default());
            let (settings, warning) = Settings::load(&places.settings());
            if let Some(warning) = warning {
                app.files.notice(Note::warning(warning));
            }
            app.board_prefs.hints = settings.hints;
            app.board_prefs.level_numbers = settings.level_numbers;
            app.files.written = settings.clone();
            app.files.settings = settings;
            // The first launch speaks the system's language, if the app has it; the choice is
            // then the player's (View → Language).
            let language = &mut app.files.settings.language;
            if language.is_none() {
                *language = Some(crate::i18n::system_lang().unwrap_or_default());
            }
            app.files.progress = crate::progress::Progress::load(&places.progress());
            let marker = places.running_marker();
            let shown_at_crash = autosave::shown_game(&marker);
            last_run = autosave::mark_running(&marker);
            app.files.unfinished = unfinished_games(&places.autosaves());
            app.files.damaged = damaged_games(&places.autosaves());
            // After a crash or a stop from outside, the game that was on screen (else, after a
            // crash, the newest one) comes back.
            crashed_game = match last_run {
                LastRun::Closed => None,
                LastRun::Stopped => shown_at_crash.filter(|p| p.exists()),
                LastRun::Crashed => shown_at_crash
                    .filter(|p| p.exists())
                    .or_else(|| app.files.unfinished.first().map(|(p, _)| p.clone())),
            };
        }
        app.files.places = places;
        if let Some((path, save, session)) = file {
            app.open_loaded(path, save, session);
        } else if let Some(path) = crashed_game {
            app.resume(path);
            if app.screen.game().is_some() {
                let back = match last_run {
                    LastRun::Stopped => t!("file-back-after-stop"),
                    _ => t!("file-back-after-crash"),
                };
                app.files.notices.insert(0, Note::good(back));
            }
        }
        app
    }

    /// Set from outside (the signal watcher) when a stop is requested: the game on screen then
    /// comes back at the next launch.
    pub fn stop_request(&self) -> Arc<AtomicBool> {
        self.files.stop_request.clone()
    }

    /// The window size and state to open with.
    pub fn window(&self) -> (Option<[f32; 2]>, bool) {
        (self.files.settings.window_size, self.files.settings.maximized)
    }

    /// A clean exit: the settings (with the window size) and the autosave are written, and the
    /// next launch will not resume by itself, unless the stop came from outside during a game.
    pub fn shutdown(&mut self) {
        if let Some(size) = self.files.window_size {
            self.files.settings.window_size = Some(size);
        }
        self.files.settings.maximized = self.files.maximized;
        self.files.write_settings();
        self.files.autosaver.finish();
        let Some(places) = &self.files.places else { return };
        // A logout or `kill` in the middle of a game is not the player's goodbye to it.
        let on = self.screen.game().is_some_and(|g| g.session.last_position().outcome().is_none());
        if self.files.stop_request.load(Ordering::SeqCst) && on {
            autosave::mark_stopped(&places.running_marker());
        } else {
            autosave::mark_closed(&places.running_marker());
        }
    }

    /// Goes on with the game of an autosave, which goes on being written.
    pub(in crate::shell) fn resume(&mut self, path: PathBuf) {
        match load(&path) {
            Ok((save, session)) => {
                let review = save.review.clone();
                // A game another window plays goes on here in an autosave of its own.
                let claim = autosave::claim(&path);
                let elsewhere = claim.is_none();
                let doc = Document {
                    file: None,
                    saved: None,
                    created: save.created.clone(),
                    autosave: claim,
                    autosaved: Some(save),
                };
                self.start_document(session, doc, review);
                self.pause_computers_only();
                if elsewhere {
                    self.files.notice(Note::info(t!("file-open-twice")));
                }
            }
            Err(problem) => {
                let title = t!("file-cannot-resume");
                let where_ = t!("file-autosave-is", path = path.display().to_string());
                let text = format!("{problem}\n\n{where_}");
                self.dialog = Some(Dialog::File(FileDialog::Problem { title, text }));
            }
        }
        self.files.unfinished.retain(|(p, _)| *p != path);
    }

    /// Goes on with the moves before the damage of an autosave that cannot be resumed, as a
    /// new game (with an autosave of its own); the damaged file is left as it is.
    pub(in crate::shell) fn recover(&mut self, path: PathBuf) {
        let name = path.file_name().unwrap_or(path.as_os_str()).to_string_lossy().into_owned();
        let recovered = std::fs::read(&path)
            .ok()
            .and_then(|bytes| strata_core::save::recover(&String::from_utf8_lossy(&bytes)));
        let Some(back) = recovered else {
            let title = t!("file-nothing-recovered");
            let text =
                t!("file-nothing-recovered-why", name = name, path = path.display().to_string());
            self.dialog = Some(Dialog::File(FileDialog::Problem { title, text }));
            return;
        };
        let kept = back.save.moves.len();
        let mut doc = Document::new();
        doc.created = back.save.created.clone();
        self.start_document(back.session, doc, None);
        let lost = back.dropped;
        let text = t!("file-recovered", moves = kept, name = name, lost = lost);
        self.files.notice(Note::good(text));
    }

    /// A game of computers only comes back paused: the person who left it finds it as they
    /// left it, and resumes it with P when they want to watch.
    fn pause_computers_only(&mut self) {
        let Some(g) = self.screen.game() else { return };
        let people = g.session.seats().iter().any(|s| s.is_human());
        if !people && g.session.last_position().outcome().is_none() {
            self.computer.settings.paused = true;
            self.status.message = Some(Note::info(t!("file-computers-paused")));
        }
    }
}

/// How many unfinished games the start screen offers.
const UNFINISHED_SHOWN: usize = 6;

/// The newest autosaves that read as save files, each with a line about it.
fn unfinished_games(dir: &Path) -> Vec<(PathBuf, String)> {
    autosave::list(dir)
        .into_iter()
        .filter_map(|path| Some((path.clone(), file_dialog::describe_file(&path)?)))
        .take(UNFINISHED_SHOWN)
        .collect()
}

/// The autosaves that read no more as a game, each with its problem in a sentence.
fn damaged_games(dir: &Path) -> Vec<(PathBuf, String)> {
    autosave::list(dir)
        .into_iter()
        .filter_map(|path| Some((path.clone(), load(&path).err()?)))
        .take(UNFINISHED_SHOWN)
        .collect()
}

/// A saved game read, checked and replayed, or what is wrong with it in a sentence.
pub(in crate::shell) fn load(path: &Path) -> Result<(SaveFile, Session), String> {
    let (save, session) = Session::open(path).map_err(|e| match e {
        OpenError::Read { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
            t!("file-missing", path = path.display().to_string())
        }
        OpenError::Read { source, .. } if source.kind() == std::io::ErrorKind::InvalidData => {
            t!("file-not-text")
        }
        OpenError::Read { source, .. } => {
            let why = crate::words::io_problem(&source);
            t!("file-unreadable", path = path.display().to_string(), why = why)
        }
        // The engines explain a bad save file in English, for the command line.
        OpenError::Load { .. } if crate::i18n::lang() != strata_core::Lang::En => {
            t!("file-not-a-game")
        }
        OpenError::Load { source, .. } => sentence(&source.to_string()),
    })?;
    Ok((save, session))
}

/// An error message as a sentence: capitalised, with a full stop.
fn sentence(text: &str) -> String {
    let mut s = crate::theme::capitalise(text);
    if !s.ends_with('.') {
        s.push('.');
    }
    s
}
