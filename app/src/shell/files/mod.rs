//! The shell's files: Open, Save and Save As, recent files, autosave and resume, settings.
//!
//! Every way of opening a game (the file dialogs, recent files, `strata FILE`, resume) ends in
//! `StrataApp::open_file` (in `launch.rs`), which reads, checks and replays the whole file
//! before it replaces anything: a file that cannot be opened leaves the current game as it was
//! and says why.

use std::path::{Path, PathBuf};

use egui::{RichText, Ui};
use strata_core::GameId;
use strata_core::save::{SaveFile, write_atomic};
use strata_core::session::Session;

use super::{BoardPrefs, Dialog, Effect, OpenGame, online};

mod launch;
mod menus;

use crate::autosave::{self, Autosaver};
use crate::command::{Command, Note, Tone};
use crate::file_dialog::{Answer, Dialogs, FileForm, Pending, Purpose};
use crate::panels::new_game::{self, NewGameForm};
use crate::places::Places;
use crate::settings::{Settings, Theme};
use crate::t;
use crate::theme;
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

    /// Waits until the autosave is on disk (for tests).
    pub(in crate::shell) fn finish_autosave(&mut self) {
        self.autosaver.finish();
    }

    /// The notes shown above the board until dismissed.
    pub(in crate::shell) fn notices(&self) -> &[Note] {
        &self.notices
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
    /// Where the app keeps its files (`None`: it writes nothing).
    pub(in crate::shell) fn places(&self) -> Option<&Places> {
        self.places.as_ref()
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
    /// The file the game was opened from or last saved to.
    pub(in crate::shell) fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

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

impl Files {
    // --- Each frame -------------------------------------------------------------------------

    /// The notices, each with a button to dismiss it.
    pub(in crate::shell) fn notices_panel(&mut self, ui: &mut Ui) {
        if self.notices.is_empty() {
            return;
        }
        let notices = &mut self.notices;
        egui::Panel::top("notices").show(ui, |ui| {
            let mut dismissed = None;
            for (i, note) in notices.iter().enumerate() {
                ui.horizontal(|ui| {
                    let colour = match note.tone {
                        Tone::Good => theme::GOOD,
                        Tone::Warning | Tone::Refused => theme::BAD,
                        Tone::Info => ui.visuals().text_color(),
                    };
                    if ui.small_button(t!("file-dismiss")).clicked() {
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

    /// Before drawing: the answer of a system file dialog (its path as a command in `out`, or
    /// the app's own dialog when the system has none), the theme, the window's size.
    pub(in crate::shell) fn before_frame(
        &mut self,
        ctx: &egui::Context,
        game: Option<&OpenGame>,
        out: &mut Vec<Command>,
    ) -> Option<Dialog> {
        let mut dialog = None;
        if self.ctx.is_none() {
            self.ctx = Some(ctx.clone());
        }
        if let Some(pending) = &mut self.pending {
            let purpose = pending.purpose;
            match pending.poll() {
                Answer::Waiting => {}
                Answer::Chosen(path) => {
                    self.pending = None;
                    out.push(purpose.command(path));
                }
                Answer::Cancelled => self.pending = None,
                Answer::Failed => {
                    // No working system dialog: use the app's own from now on.
                    self.pending = None;
                    self.dialogs = Dialogs::Builtin;
                    let form = self.file_form(purpose, game).after_failed_native();
                    dialog = Some(Dialog::File(FileDialog::Choose(form)));
                }
            }
        }
        if !std::mem::replace(&mut self.zoom_applied, true) {
            ctx.set_zoom_factor(self.settings.zoom);
        }
        let theme = self.settings.theme;
        if self.applied_theme != Some(theme) {
            ctx.set_theme(theme.preference());
            let dark = match theme {
                Theme::HighContrast => theme::high_contrast(),
                _ => egui::Visuals::dark(),
            };
            ctx.set_visuals_of(egui::Theme::Dark, dark);
            self.applied_theme = Some(theme);
        }
        // egui's points shrink as the zoom grows: the window's own size is points × zoom.
        let zoom = ctx.zoom_factor();
        ctx.input(|i| {
            let viewport = i.viewport();
            self.maximized = viewport.maximized.unwrap_or(false);
            if !self.maximized
                && let Some(rect) = viewport.inner_rect
            {
                self.window_size = Some([rect.width() * zoom, rect.height() * zoom]);
            }
        });
        dialog
    }

    /// After the frame's commands ran: autosave, settings (with the board's `prefs`), the
    /// window title.
    pub(in crate::shell) fn after_frame(
        &mut self,
        ctx: &egui::Context,
        mut game: Option<&mut OpenGame>,
        prefs: BoardPrefs,
    ) {
        // Ctrl+= / Ctrl+- / Ctrl+0 (egui's keyboard zoom), kept across launches.
        self.settings.zoom = ctx.zoom_factor();
        let generation = game.as_ref().map_or(0, |g| g.session.generation());
        if self.autosaved != generation {
            self.autosaved = generation;
            if let Some(g) = game.as_deref_mut() {
                self.autosave(g, ctx);
            }
        }
        let game = game.as_deref();
        let shown = game.and_then(|g| g.doc.autosave.as_ref()).map(|c| c.path());
        if shown != self.marked.as_deref()
            && let Some(places) = &self.places
        {
            // A crash brings back this game, not merely the newest autosave.
            self.marked = shown.map(Path::to_path_buf);
            autosave::mark_shown(&places.running_marker(), shown);
        }
        if let Some(failure) = self.autosaver.failure(ctx) {
            self.notice(Note::warning(failure));
        }
        self.settings.hints = prefs.hints;
        self.settings.level_numbers = prefs.level_numbers;
        if let Some(g) = game {
            let (id, turn) = (g.session.setup().id(), g.view.rotation());
            if self.rotation(id) != turn {
                self.settings.rotation.insert(id, turn);
            }
        }
        if self.settings != self.written {
            self.write_settings();
        }
        let title = window_title(game);
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// Writes the game as it stands (the moves up to the position played from, not the redo
    /// list or a replayed position) when it changed. An untouched new game writes nothing, so
    /// it never hides the last game from "Resume last game".
    fn autosave(&mut self, g: &mut OpenGame, ctx: &egui::Context) {
        let Some(places) = &self.places else { return };
        if let Some(online) = g.online.as_mut() {
            // Kept apart, as its lines: it goes on only with the friend's program (and in
            // Stratego its other army here is a guess).
            if let Some((game, text)) = online.changes_to_keep() {
                let path = online::Kept::path(&places.online_games(), &game);
                self.autosaver.write(path, text, ctx);
            }
            return;
        }
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
        self.autosaver.write(claim.path().to_path_buf(), save.to_ron(), ctx);
        g.doc.autosaved = Some(save);
    }

    pub(super) fn write_settings(&mut self) {
        let Some(places) = &self.places else { return };
        // Written once even if it fails, so a read-only folder warns once, not every frame.
        self.written = self.settings.clone();
        if let Err(e) = self.settings.save(&places.settings()) {
            let path = places.settings();
            let (path, why) = (path.display().to_string(), crate::words::io_problem(&e));
            self.notice(Note::warning(t!("file-settings-not-saved", path = path, why = why)));
        }
    }

    /// Asks for a file: the system's dialog on its thread, or the app's own (returned).
    pub(in crate::shell) fn choose(
        &mut self,
        purpose: Purpose,
        game: Option<&OpenGame>,
    ) -> Option<Dialog> {
        if self.pending.is_some() || (purpose == Purpose::Save && game.is_none()) {
            return None;
        }
        let folder = self.games_folder();
        // The folder the dialogs start in exists, so that a first save has somewhere to go.
        let _ = std::fs::create_dir_all(&folder);
        if self.dialogs == Dialogs::Native
            && let Some(ctx) = &self.ctx
        {
            self.pending = Some(Pending::spawn(purpose, &folder, &suggested_name(game), ctx));
            return None;
        }
        Some(Dialog::File(FileDialog::Choose(self.file_form(purpose, game))))
    }

    fn file_form(&self, purpose: Purpose, game: Option<&OpenGame>) -> FileForm {
        let folder = self.games_folder();
        FileForm::new(purpose, &folder, &suggested_name(game), &self.settings.recent)
    }

    /// Writes the whole game to `path` atomically: on failure the file that was there is left
    /// as it was, and a dialog says why.
    pub(in crate::shell) fn save_to(&mut self, g: &mut OpenGame, path: PathBuf) -> Effect {
        let save = g.save_file().resaved();
        match write_atomic(&path, save.to_ron().as_bytes()) {
            Ok(()) => {
                g.doc.file = Some(path.clone());
                g.doc.saved = Some(save);
                self.settings.remember_file(&path);
                Effect::Say(Note::good(t!("file-saved", path = path.display().to_string())))
            }
            Err(e) => {
                let kept = if path.exists() {
                    t!("file-kept-unchanged")
                } else {
                    t!("file-nothing-written")
                };
                let (shown, why) = (path.display().to_string(), crate::words::io_problem(&e));
                let text =
                    format!("{}\n\n{kept}", t!("file-cannot-write", path = shown, why = why));
                let title = t!("file-not-saved");
                Effect::Ask(Dialog::File(FileDialog::Problem { title, text }))
            }
        }
    }
}

/// "● mine.ron — Stratum — Strata": the file (or "New game"), a dot while there are unsaved
/// changes, and the game.
pub(in crate::shell) fn window_title(game: Option<&OpenGame>) -> String {
    let Some(g) = game else { return "Strata".to_string() };
    let name = match &g.doc.file {
        Some(file) => file.file_name().unwrap_or(file.as_os_str()).to_string_lossy(),
        None => t!("key-new-game").into(),
    };
    let changed = if g.changed() { "● " } else { "" };
    format!("{changed}{name} — {} — Strata", crate::words::game_title(g.session.setup().id()))
}

/// The game's file name, or the game and the day it started (`strata5-2026-05-01.ron`).
fn suggested_name(game: Option<&OpenGame>) -> String {
    let Some(g) = game else { return String::new() };
    if let Some(name) = g.doc.file.as_ref().and_then(|f| f.file_name()) {
        return name.to_string_lossy().into_owned();
    }
    let day = g.doc.created.get(..10).unwrap_or("game");
    format!("{}-{day}.{}", g.session.setup().id(), crate::file_dialog::EXTENSION)
}
