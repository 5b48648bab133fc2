//! The shell's files: Open, Save and Save As, recent files, autosave and resume, settings.
//!
//! Every way of opening a game (the file dialogs, recent files, `strata FILE`, resume) ends in
//! [`StrataApp::open_file`], which reads, checks and replays the whole file before it replaces
//! anything: a file that cannot be opened leaves the current game as it was and says why.

use std::path::{Path, PathBuf};

use egui::{RichText, Ui};
use strata_core::GameId;
use strata_core::review::Review;
use strata_core::save::OpenError;
use strata_core::save::{SaveFile, write_atomic};
use strata_core::session::Session;

use super::{Dialog, OpenGame, StrataApp};

mod launch;
mod menus;

use crate::autosave::{self, Autosaver};
use crate::command::{Command, FileCommand, Note, Tone};
use crate::file_dialog::{Answer, Dialogs, FileForm, Pending, Purpose};
use crate::panels::new_game::{self, NewGameForm};
use crate::places::Places;
use crate::settings::{Settings, Theme};
use crate::setup_library::SetupLibrary;
use crate::{theme, views};
pub(super) use menus::{keys, menu, start_screen, theme_menu};

/// The app's files and what it remembers.
#[derive(Debug)]
pub(super) struct Files {
    /// Where files go; `None` for an app that writes nothing (tests, benchmarks).
    places: Option<Places>,
    dialogs: Dialogs,
    /// A system file dialog open on its worker thread.
    pending: Option<Pending>,
    autosaver: Autosaver,
    /// What the app remembers, as it is now and as last written.
    pub settings: Settings,
    /// The lessons and puzzles finished.
    pub progress: crate::progress::Progress,
    written: Settings,
    /// Notes that stay above the board until dismissed: a game restored after a crash, a
    /// damaged settings file, an autosave that fails.
    notices: Vec<Note>,
    /// The newest autosaves, newest first, each with a line describing it: "Resume last
    /// game" and the start screen's list.
    unfinished: Vec<(PathBuf, String)>,
    /// The autosaves that cannot be resumed, newest first, each with what is wrong with it:
    /// shown on the start screen, with an offer to recover the moves before the damage.
    damaged: Vec<(PathBuf, String)>,
    /// The autosave named in the running marker as the game on screen.
    marked: Option<PathBuf>,
    /// The window as last drawn (its size is remembered when the app closes).
    window_size: Option<[f32; 2]>,
    maximized: bool,
    applied_theme: Option<Theme>,
    /// The remembered zoom was given to egui (once, at the first frame).
    zoom_applied: bool,
    title: String,
    /// The generation of the game last autosaved (see `Session::generation`).
    autosaved: u64,
    ctx: Option<egui::Context>,
    /// A stop was requested from outside (SIGTERM, SIGINT, SIGHUP).
    stop_request: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Default for Files {
    fn default() -> Self {
        Files {
            places: None,
            dialogs: Dialogs::Builtin,
            pending: None,
            autosaver: Autosaver::default(),
            settings: Settings::default(),
            progress: Default::default(),
            written: Settings::default(),
            notices: Vec::new(),
            unfinished: Vec::new(),
            damaged: Vec::new(),
            marked: None,
            window_size: None,
            maximized: false,
            applied_theme: None,
            zoom_applied: false,
            title: String::new(),
            autosaved: 0,
            ctx: None,
            stop_request: Default::default(),
        }
    }
}

impl Files {
    /// The New Game dialog as last used, for `game` if given.
    pub fn new_game_form(&self, game: Option<GameId>) -> NewGameForm {
        let mut form = self.settings.new_game.clone();
        if let Some(game) = game {
            form.game = game;
        }
        if !new_game::available(form.game) {
            form.game = GameId::Strata5;
        }
        form
    }

    /// Ticks a lesson or puzzle and writes the progress file at once (a failure is a notice).
    pub(in crate::shell) fn mark_done(&mut self, id: &str) {
        let path = self.places.as_ref().map(Places::progress);
        if let Err(e) = self.progress.mark(id, path.as_deref()) {
            self.notice(Note::warning(e));
        }
    }

    fn notice(&mut self, note: Note) {
        if !self.notices.contains(&note) {
            self.notices.push(note);
        }
    }

    /// The board turn remembered for a game.
    pub fn rotation(&self, game: GameId) -> u8 {
        self.settings.rotation.get(&game).copied().unwrap_or(0)
    }

    /// The player's own Stratego setups (none without a data folder).
    pub fn setup_library(&self) -> SetupLibrary {
        SetupLibrary::new(self.places.as_ref().map(Places::setups))
    }

    fn games_folder(&self) -> PathBuf {
        match &self.places {
            Some(places) => places.games.clone(),
            None => std::env::current_dir().unwrap_or_default(),
        }
    }
}

/// Where an open game is kept on disk.
#[derive(Debug)]
pub(super) struct Document {
    /// The file it was opened from or last saved to.
    file: Option<PathBuf>,
    /// The game as that file holds it (to tell unsaved changes).
    saved: Option<SaveFile>,
    /// When the game was started: every save of it keeps this.
    created: String,
    /// Its autosave file, once it has one (claimed: no other window writes it).
    autosave: Option<autosave::Claim>,
    /// The game as last autosaved.
    autosaved: Option<SaveFile>,
}

impl Document {
    /// A game just started.
    pub fn new() -> Document {
        Document {
            file: None,
            saved: None,
            created: strata_core::save::now_utc_iso8601(),
            autosave: None,
            autosaved: None,
        }
    }

    /// The game as a save file: the whole history, the redo list included. What the file
    /// said of itself (a position's title and description, a puzzle's answer) stays with it.
    fn save_file(&self, session: &Session) -> SaveFile {
        let about = self.saved.as_ref().or(self.autosaved.as_ref());
        SaveFile {
            created: self.created.clone(),
            title: about.and_then(|s| s.title.clone()),
            description: about.and_then(|s| s.description.clone()),
            solution: about.and_then(|s| s.solution.clone()),
            ..session.to_save()
        }
    }
}

impl OpenGame {
    /// The game as a save file, with its review.
    fn save_file(&self) -> SaveFile {
        SaveFile { review: self.review.clone(), ..self.doc.save_file(&self.session) }
    }

    /// Whether the game differs from its file: moves, seats, ending or review.
    fn changed(&self) -> bool {
        match &self.doc.saved {
            Some(saved) => !self.held_by(saved),
            None => !self.session.moves().is_empty() || self.session.agreement().is_some(),
        }
    }

    /// Whether `save` holds this game: its moves, seats, ending and review.
    fn held_by(&self, save: &SaveFile) -> bool {
        let moves = self.session.moves();
        save.moves.len() == moves.len()
            && save.moves.iter().zip(moves).all(|(s, m)| *s == m.token)
            && save.seats == self.session.seats()
            && save.agreement.as_ref() == self.session.agreement()
            && save.review == self.review
    }
}

/// The dialogs of this module.
#[derive(Debug)]
pub(super) enum FileDialog {
    /// The app's own file dialog.
    Choose(FileForm),
    /// A file that could not be opened or written, and why.
    Problem { title: String, text: String },
}

impl FileDialog {
    pub fn show(&mut self, ctx: &egui::Context) -> Option<Command> {
        let response = theme::dialog("file-dialog").show(ctx, |ui| match self {
            FileDialog::Choose(form) => form.ui(ui),
            FileDialog::Problem { title, text } => {
                ui.set_width(440.0);
                ui.heading(title.as_str());
                ui.add_space(4.0);
                ui.label(text.as_str());
                ui.add_space(8.0);
                ui.button("OK").clicked().then_some(Command::CloseDialog)
            }
        });
        let close = response.should_close();
        response.inner.or_else(|| close.then_some(Command::CloseDialog))
    }
}

impl StrataApp {
    /// Waits until the autosave is on disk (for tests).
    pub fn finish_autosave(&mut self) {
        self.files.autosaver.finish();
    }

    /// The lessons and puzzles finished.
    pub fn progress(&self) -> &crate::progress::Progress {
        &self.files.progress
    }

    /// The settings as they would be written now.
    pub fn settings(&self) -> &Settings {
        &self.files.settings
    }

    /// The notes shown above the board until dismissed.
    pub fn notices(&self) -> &[Note] {
        &self.files.notices
    }

    /// The file the game was opened from or saved to.
    pub fn file(&self) -> Option<&Path> {
        self.screen.game()?.doc.file.as_deref()
    }

    // --- Each frame -------------------------------------------------------------------------

    /// The notices, each with a button to dismiss it.
    pub(super) fn notices_panel(&mut self, ui: &mut Ui) {
        if self.files.notices.is_empty() {
            return;
        }
        let notices = &mut self.files.notices;
        egui::Panel::top("notices").show(ui, |ui| {
            let mut dismissed = None;
            for (i, note) in notices.iter().enumerate() {
                ui.horizontal(|ui| {
                    let colour = match note.tone {
                        Tone::Good => theme::GOOD,
                        Tone::Warning | Tone::Refused => theme::BAD,
                        Tone::Info => ui.visuals().text_color(),
                    };
                    if ui.small_button("Dismiss").clicked() {
                        dismissed = Some(i);
                    }
                    ui.add(egui::Label::new(RichText::new(&note.text).color(colour)).wrap());
                });
            }
            if let Some(i) = dismissed {
                notices.remove(i);
            }
        });
    }

    /// Before drawing: the answer of a system file dialog, the theme, the window's size.
    pub(super) fn files_before_frame(&mut self, ctx: &egui::Context) {
        if self.files.ctx.is_none() {
            self.files.ctx = Some(ctx.clone());
        }
        if let Some(pending) = &mut self.files.pending {
            let purpose = pending.purpose;
            match pending.poll() {
                Answer::Waiting => {}
                Answer::Chosen(path) => {
                    self.files.pending = None;
                    self.commands.push(purpose.command(path));
                }
                Answer::Cancelled => self.files.pending = None,
                Answer::Failed => {
                    // No working system dialog: use the app's own from now on.
                    self.files.pending = None;
                    self.files.dialogs = Dialogs::Builtin;
                    let form = self.file_form(purpose).after_failed_native();
                    self.dialog = Some(Dialog::File(FileDialog::Choose(form)));
                }
            }
        }
        if !std::mem::replace(&mut self.files.zoom_applied, true) {
            ctx.set_zoom_factor(self.files.settings.zoom);
        }
        let theme = self.files.settings.theme;
        if self.files.applied_theme != Some(theme) {
            ctx.set_theme(theme.preference());
            let dark = match theme {
                Theme::HighContrast => theme::high_contrast(),
                _ => egui::Visuals::dark(),
            };
            ctx.set_visuals_of(egui::Theme::Dark, dark);
            self.files.applied_theme = Some(theme);
        }
        // egui's points shrink as the zoom grows: the window's own size is points × zoom.
        let zoom = ctx.zoom_factor();
        ctx.input(|i| {
            let viewport = i.viewport();
            self.files.maximized = viewport.maximized.unwrap_or(false);
            if !self.files.maximized
                && let Some(rect) = viewport.inner_rect
            {
                self.files.window_size = Some([rect.width() * zoom, rect.height() * zoom]);
            }
        });
    }

    /// After the frame's commands ran: autosave, settings, the window title.
    pub(super) fn files_after_frame(&mut self, ctx: &egui::Context) {
        // Ctrl+= / Ctrl+- / Ctrl+0 (egui's keyboard zoom), kept across launches.
        self.files.settings.zoom = ctx.zoom_factor();
        if self.files.autosaved != self.generation() {
            self.files.autosaved = self.generation();
            self.autosave(ctx);
        }
        let shown = self.screen.game().and_then(|g| g.doc.autosave.as_ref()).map(|c| c.path());
        if shown != self.files.marked.as_deref()
            && let Some(places) = &self.files.places
        {
            // A crash brings back this game, not merely the newest autosave.
            self.files.marked = shown.map(Path::to_path_buf);
            autosave::mark_shown(&places.running_marker(), shown);
        }
        if let Some(failure) = self.files.autosaver.failure(ctx) {
            self.files.notice(Note::warning(failure));
        }
        self.files.settings.hints = self.board_prefs.hints;
        self.files.settings.level_numbers = self.board_prefs.level_numbers;
        if let Some(g) = self.screen.game() {
            let (id, turn) = (g.session.setup().id(), g.view.rotation());
            if self.files.rotation(id) != turn {
                self.files.settings.rotation.insert(id, turn);
            }
        }
        if self.files.settings != self.files.written {
            self.write_settings();
        }
        let title = self.window_title();
        if title != self.files.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.files.title = title;
        }
    }

    /// "● mine.ron — Stratum — Strata": the file (or "New game"), a dot while there are
    /// unsaved changes, and the game.
    pub fn window_title(&self) -> String {
        let Some(g) = self.screen.game() else { return "Strata".to_string() };
        let name = match &g.doc.file {
            Some(file) => file.file_name().unwrap_or(file.as_os_str()).to_string_lossy(),
            None => "New game".into(),
        };
        let changed = if g.changed() { "● " } else { "" };
        format!("{changed}{name} — {} — Strata", g.session.setup().id().title())
    }

    /// Writes the game as it stands (the moves up to the position played from, not the redo
    /// list or a replayed position) when it changed. An untouched new game writes nothing, so
    /// it never hides the last game from "Resume last game".
    fn autosave(&mut self, ctx: &egui::Context) {
        let (Some(places), Some(g)) = (&self.files.places, self.screen.game_mut()) else { return };
        if g.lesson.is_some() {
            // A lesson's tries are not games to resume.
            return;
        }
        let upto = g.session.browsing_from().unwrap_or(g.session.cursor());
        let mut save = g.save_file();
        if upto < save.moves.len() {
            // Only the game as played so far: an ending belongs after the last move.
            save.moves.truncate(upto);
            save.agreement = None;
        }
        let unchanged = g.doc.autosaved.as_ref().is_some_and(|old| {
            (&old.moves, &old.seats, &old.agreement, &old.review)
                == (&save.moves, &save.seats, &save.agreement, &save.review)
        });
        if unchanged || (g.doc.autosave.is_none() && save.moves.is_empty()) {
            return;
        }
        let claim = g.doc.autosave.get_or_insert_with(|| {
            let dir = places.autosaves();
            autosave::prune(&dir);
            autosave::new_file(&dir, &g.doc.created, g.session.setup().id())
        });
        self.files.autosaver.write(claim.path().to_path_buf(), save.to_ron(), ctx);
        g.doc.autosaved = Some(save);
    }

    fn write_settings(&mut self) {
        let Some(places) = &self.files.places else { return };
        // Written once even if it fails, so a read-only folder warns once, not every frame.
        self.files.written = self.files.settings.clone();
        if let Err(e) = self.files.settings.save(&places.settings()) {
            let path = places.settings();
            self.files.notice(Note::warning(format!(
                "The settings cannot be saved to {}: {e}",
                path.display()
            )));
        }
    }

    // --- Commands ---------------------------------------------------------------------------

    pub(super) fn file_command(&mut self, command: FileCommand) {
        match command {
            FileCommand::ChooseOpen => self.choose(Purpose::Open),
            FileCommand::Open(path) => {
                self.dialog = None;
                self.open_file(path);
            }
            FileCommand::Save => match self.screen.game().and_then(|g| g.doc.file.clone()) {
                Some(path) => self.save_to(path),
                None => self.choose(Purpose::Save),
            },
            FileCommand::ChooseSave => self.choose(Purpose::Save),
            FileCommand::SaveTo(path) => {
                self.dialog = None;
                self.save_to(path);
            }
            FileCommand::Resume(path) => self.resume(path),
            FileCommand::Recover(path) => self.recover(path),
            FileCommand::ClearRecent => self.files.settings.recent.clear(),
        }
    }

    /// Asks for a file: the system's dialog on its thread, or the app's own.
    fn choose(&mut self, purpose: Purpose) {
        if self.files.pending.is_some()
            || (purpose == Purpose::Save && self.screen.game().is_none())
        {
            return;
        }
        let folder = self.files.games_folder();
        // The folder the dialogs start in exists, so that a first save has somewhere to go.
        let _ = std::fs::create_dir_all(&folder);
        if self.files.dialogs == Dialogs::Native
            && let Some(ctx) = &self.files.ctx
        {
            self.files.pending =
                Some(Pending::spawn(purpose, &folder, &self.suggested_name(), ctx));
            return;
        }
        self.dialog = Some(Dialog::File(FileDialog::Choose(self.file_form(purpose))));
    }

    fn file_form(&self, purpose: Purpose) -> FileForm {
        let folder = self.files.games_folder();
        FileForm::new(purpose, &folder, &self.suggested_name(), &self.files.settings.recent)
    }

    /// The game's file name, or the game and the day it started (`strata5-2026-05-01.ron`).
    fn suggested_name(&self) -> String {
        let Some(g) = self.screen.game() else { return String::new() };
        if let Some(name) = g.doc.file.as_ref().and_then(|f| f.file_name()) {
            return name.to_string_lossy().into_owned();
        }
        let day = g.doc.created.get(..10).unwrap_or("game");
        format!("{}-{day}.{}", g.session.setup().id(), crate::file_dialog::EXTENSION)
    }

    /// Writes the whole game to `path` atomically: on failure the file that was there is left
    /// as it was, and a dialog says why.
    fn save_to(&mut self, path: PathBuf) {
        let Some(g) = self.screen.game_mut() else { return };
        let save = g.save_file().resaved();
        match write_atomic(&path, save.to_ron().as_bytes()) {
            Ok(()) => {
                g.doc.file = Some(path.clone());
                g.doc.saved = Some(save);
                self.files.settings.remember_file(&path);
                self.status.message = Some(Note::good(format!("Saved to {}.", path.display())));
            }
            Err(e) => {
                let kept = if path.exists() {
                    "The file that was there is unchanged."
                } else {
                    "Nothing was written."
                };
                let text = format!("{} cannot be written: {e}.\n\n{kept}", path.display());
                let title = "The game was not saved".to_string();
                self.dialog = Some(Dialog::File(FileDialog::Problem { title, text }));
            }
        }
    }

    /// Opens a saved game, or explains in a dialog why it cannot (the current game stays).
    pub(super) fn open_file(&mut self, path: PathBuf) {
        let name = path.file_name().unwrap_or(path.as_os_str()).to_string_lossy().into_owned();
        match load(&path) {
            Ok((save, session)) => self.open_loaded(path, save, session),
            Err(problem) => {
                if !path.exists() {
                    self.files.settings.recent.retain(|p| *p != path);
                }
                let unchanged = if self.screen.game().is_some() {
                    "\n\nThe game you were playing is unchanged."
                } else {
                    ""
                };
                let text = format!("{problem}{unchanged}");
                let title = format!("Cannot open {name}");
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
        self.status.message = Some(Note::good(format!("Opened {name}.")));
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
}

/// A saved game read, checked and replayed, or what is wrong with it in a sentence.
fn load(path: &Path) -> Result<(SaveFile, Session), String> {
    let (save, session) = Session::open(path).map_err(|e| match e {
        OpenError::Read { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
            format!("There is no file {}.", path.display())
        }
        OpenError::Read { source, .. } if source.kind() == std::io::ErrorKind::InvalidData => {
            "This file is damaged (it holds bytes that are not text).".to_string()
        }
        OpenError::Read { source, .. } => format!("{} cannot be read: {source}.", path.display()),
        OpenError::Load { source, .. } => sentence(&source.to_string()),
    })?;
    let id = save.game;
    if views::view_for(id).is_none() {
        return Err(format!("This version of the app cannot show {} games yet.", id.title()));
    }
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
