//! Choosing a file: the system's dialog (rfd) on a worker thread, or the app's own simple dialog
//! where the system has none.
//!
//! On Linux rfd talks to the xdg-desktop-portal (falling back to zenity). Without either it
//! returns "nothing chosen", exactly as if the player had cancelled; so the app looks for them
//! before trying ([`native_available`]), and a system dialog that answers "nothing" faster than a
//! person could cancel ([`QUICK_FAILURE`]) is taken as missing too. Either way the app's own
//! dialog opens instead of nothing happening. `STRATA_FILE_DIALOG=builtin` (or `native`)
//! overrides the guess.

use std::path::{Path, PathBuf};
use std::time::Duration;

use egui::{Key, RichText, Ui};

use strata_core::GameSetup;
use strata_core::save::SaveFile;

use crate::command::{Command, FileCommand};
use crate::job::{Job, Poll};
use crate::t;
use crate::theme;
use crate::theme::display_name;

/// The extension of saved games, and the filter of the file dialogs.
pub const EXTENSION: &str = "ron";

/// A system dialog that answers "nothing" this fast never showed.
pub const QUICK_FAILURE: Duration = Duration::from_millis(500);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Open,
    Save,
}

impl Purpose {
    fn title(self) -> String {
        match self {
            Purpose::Open => t!("dialog-open-title"),
            Purpose::Save => t!("dialog-save-title"),
        }
    }

    /// The command that carries the chosen path.
    pub fn command(self, path: PathBuf) -> Command {
        Command::File(match self {
            Purpose::Open => FileCommand::Open(path),
            Purpose::Save => FileCommand::SaveTo(with_extension(path)),
        })
    }
}

/// Which dialogs the app uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialogs {
    /// The system's file dialogs, falling back to the app's own if they fail to show.
    Native,
    /// The app's own dialog only (no desktop portal; tests).
    Builtin,
}

impl Dialogs {
    /// The system's dialogs where a service to show them seems to exist.
    pub fn detect() -> Dialogs {
        match std::env::var("STRATA_FILE_DIALOG").as_deref() {
            Ok("builtin") => Dialogs::Builtin,
            Ok("native") => Dialogs::Native,
            _ if native_available() => Dialogs::Native,
            _ => Dialogs::Builtin,
        }
    }
}

/// A system dialog open on its worker thread.
#[derive(Debug)]
pub struct Pending {
    pub purpose: Purpose,
    job: Job<Option<PathBuf>>,
}

/// What became of a system dialog.
#[derive(Debug, PartialEq)]
pub enum Answer {
    Waiting,
    Chosen(PathBuf),
    Cancelled,
    /// It answered before it could have been shown: there is no working system dialog.
    Failed,
}

impl Pending {
    /// Shows the system's dialog without blocking the UI: rfd's async dialog runs to its end on
    /// a worker thread, which sends the answer back and wakes the UI.
    pub fn spawn(purpose: Purpose, folder: &Path, file_name: &str, ctx: &egui::Context) -> Pending {
        let (folder, file_name, ctx) = (folder.to_path_buf(), file_name.to_string(), ctx.clone());
        let work = move |_: &strata_core::SearchControl| {
            let dialog = rfd::AsyncFileDialog::new()
                .set_title(purpose.title())
                .add_filter(t!("dialog-filter"), &[EXTENSION])
                .set_directory(&folder);
            let chosen = match purpose {
                Purpose::Open => pollster::block_on(dialog.pick_file()),
                Purpose::Save => pollster::block_on(dialog.set_file_name(file_name).save_file()),
            };
            chosen.map(|handle| handle.path().to_path_buf())
        };
        Pending { purpose, job: Job::spawn("file dialog", work, move || ctx.request_repaint()) }
    }

    pub fn poll(&mut self) -> Answer {
        match self.job.poll() {
            Poll::Waiting => Answer::Waiting,
            Poll::Ready(Some(path)) => Answer::Chosen(path),
            // No answer at once, or a thread that could not start: no dialog was shown.
            Poll::Ready(None) | Poll::Lost if self.job.elapsed() < QUICK_FAILURE => Answer::Failed,
            Poll::Ready(None) | Poll::Lost => Answer::Cancelled,
        }
    }
}

/// The app's own file dialog: a path field and a list of saved games to pick from.
#[derive(Debug)]
pub struct FileForm {
    pub purpose: Purpose,
    path: String,
    /// The games folder's saved games (newest first), then recent files from elsewhere, each
    /// with a line about it.
    choices: Vec<(PathBuf, String)>,
    /// Why the system's dialog is not used, when it was tried.
    note: Option<String>,
    /// The path field has had the keyboard focus once.
    focused: bool,
}

/// What the form says about its path.
#[derive(Debug, PartialEq)]
enum Check {
    Ready,
    /// Ready, and saving replaces this file.
    Replaces(String),
    /// Not ready yet: what to do next.
    Hint(String),
    /// Not ready: what is wrong.
    Problem(String),
}

impl FileForm {
    /// The form, its path pre-filled with the games folder (and `file_name` when saving).
    pub fn new(purpose: Purpose, games: &Path, file_name: &str, recent: &[PathBuf]) -> FileForm {
        let path = match purpose {
            Purpose::Open => games.to_path_buf(),
            Purpose::Save => games.join(file_name),
        };
        let mut choices = saved_games_in(games);
        for path in recent {
            if !choices.contains(path) && path.is_file() {
                choices.push(path.clone());
            }
        }
        let mut path = path.display().to_string();
        if purpose == Purpose::Open && !path.ends_with(std::path::MAIN_SEPARATOR) {
            path.push(std::path::MAIN_SEPARATOR);
        }
        let choices = choices
            .into_iter()
            .map(|path| {
                let about = describe_file(&path).unwrap_or_else(|| t!("dialog-not-a-game"));
                (path, about)
            })
            .collect();
        FileForm { purpose, path, choices, note: None, focused: false }
    }

    /// Says that the system's dialog did not show.
    pub fn after_failed_native(mut self) -> FileForm {
        self.note = Some(t!("dialog-no-native"));
        self
    }

    /// The dialog's contents; a command when the player chose or cancelled.
    pub fn ui(&mut self, ui: &mut Ui) -> Option<Command> {
        ui.set_width(520.0);
        ui.heading(self.purpose.title());
        if let Some(note) = &self.note {
            ui.label(RichText::new(note).weak());
        }
        ui.add_space(4.0);
        let field = ui
            .horizontal(|ui| {
                let label = ui.label(t!("dialog-path"));
                let edit = egui::TextEdit::singleline(&mut self.path)
                    .desired_width(f32::INFINITY)
                    .show(ui)
                    .response
                    .response;
                if !self.focused {
                    edit.request_focus();
                    self.focused = true;
                }
                edit.labelled_by(label.id)
            })
            .inner;
        let mut command = None;
        if !self.choices.is_empty() {
            ui.add_space(4.0);
            ui.label(RichText::new(t!("dialog-saved-games")).strong());
            egui::ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
                for (choice, about) in &self.choices {
                    let name = choice.file_name().map_or_else(
                        || choice.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    let selected = Path::new(&self.path) == choice;
                    let mut text = egui::text::LayoutJob::default();
                    let style = ui.style();
                    RichText::new(name).strong().append_to(
                        &mut text,
                        style,
                        egui::FontSelection::Default,
                        egui::Align::Center,
                    );
                    RichText::new(format!("  {about}")).weak().append_to(
                        &mut text,
                        style,
                        egui::FontSelection::Default,
                        egui::Align::Center,
                    );
                    let row = ui
                        .selectable_label(selected, text)
                        .on_hover_text(choice.display().to_string());
                    if row.clicked() {
                        self.path = choice.display().to_string();
                    }
                    if row.double_clicked() {
                        command = Some(self.purpose.command(choice.clone()));
                    }
                }
            });
        }
        let check = self.check();
        match &check {
            Check::Ready => {}
            Check::Replaces(text) => {
                ui.label(text);
            }
            Check::Hint(text) => {
                ui.label(RichText::new(text).weak());
            }
            Check::Problem(text) => {
                ui.colored_label(theme::BAD, text);
            }
        }
        let ready = matches!(check, Check::Ready | Check::Replaces(_));
        ui.add_space(8.0);
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        ui.horizontal(|ui| {
            let text = match (self.purpose, &check) {
                (Purpose::Open, _) => t!("dialog-open"),
                (Purpose::Save, Check::Replaces(_)) => t!("dialog-replace"),
                (Purpose::Save, _) => t!("file-save"),
            };
            if ui.add_enabled(ready, egui::Button::new(text)).clicked() || (enter && ready) {
                command = Some(self.purpose.command(PathBuf::from(self.path.trim())));
            }
            if ui.button(t!("discard-cancel")).clicked() {
                command = Some(Command::CloseDialog);
            }
        });
        command
    }

    /// Whether the path can be used, and what to say about it.
    fn check(&self) -> Check {
        let path = Path::new(self.path.trim());
        match self.purpose {
            _ if self.path.trim().is_empty() || path.is_dir() => match self.purpose {
                Purpose::Open => Check::Hint(t!("dialog-hint-open")),
                Purpose::Save => Check::Hint(t!("dialog-hint-save")),
            },
            Purpose::Open if !path.is_file() => Check::Problem(t!("dialog-no-such-file")),
            Purpose::Open => Check::Ready,
            Purpose::Save => {
                let target = with_extension(path.to_path_buf());
                let name = target.file_name().unwrap_or_default().to_string_lossy();
                match target.parent() {
                    Some(dir) if !dir.as_os_str().is_empty() && !dir.is_dir() => {
                        Check::Problem(t!("dialog-no-folder", folder = dir.display().to_string()))
                    }
                    _ if target.is_dir() => {
                        Check::Problem(t!("dialog-is-folder", name = name.to_string()))
                    }
                    _ if target.exists() => {
                        Check::Replaces(t!("dialog-exists", name = name.to_string()))
                    }
                    _ => Check::Ready,
                }
            }
        }
    }
}

/// A saved game's path with the `.ron` extension added if it has none.
pub fn with_extension(path: PathBuf) -> PathBuf {
    if path.extension().is_some() { path } else { path.with_extension(EXTENSION) }
}

/// A saved game in a line, or `None` if the file does not read as one.
pub fn describe_file(path: &Path) -> Option<String> {
    let save = SaveFile::parse(&std::fs::read_to_string(path).ok()?).ok()?;
    Some(describe(&save))
}

/// "Strata 5 · 12 moves · Red vs Black (medium) · saved 2026-11-23 18:02 UTC".
pub fn describe(save: &SaveFile) -> String {
    let moves = t!("describe-moves", count = save.moves.len());
    let names = GameSetup::start(&save.setup).map(|g| g.player_names()).unwrap_or_default();
    let players: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, name)| match save.seats.get(i).and_then(|s| s.bot()) {
            Some(bot) => {
                format!("{} ({})", display_name(name), crate::panels::new_game::bot_name(bot))
            }
            None => display_name(name),
        })
        .collect();
    let when = save.saved.get(..16).unwrap_or(&save.saved).replace('T', " ");
    let mut line = format!("{} · {moves}", crate::words::game_title(save.game));
    if !players.is_empty() {
        line += &format!(" · {}", players.join(&t!("describe-versus")));
    }
    if let Some(agreement) = &save.agreement {
        line += &format!(" · {}", crate::panels::move_list::agreement_text(agreement));
    }
    line + &format!(" · {}", t!("describe-saved", when = when))
}

/// The saved games in a folder, newest first (at most a screenful).
fn saved_games_in(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else { return Vec::new() };
    let mut games: Vec<(std::time::SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == EXTENSION))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    games.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    games.into_iter().take(50).map(|(_, p)| p).collect()
}

/// Whether the system seems able to show file dialogs. Windows and macOS always can; elsewhere
/// rfd needs the desktop portal (on a D-Bus session bus) or zenity.
fn native_available() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    portal_available() || on_path("zenity")
}

fn portal_available() -> bool {
    let env = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    // Inside a Flatpak sandbox the portal is always there.
    if Path::new("/.flatpak-info").exists() {
        return true;
    }
    let runtime_bus = env("XDG_RUNTIME_DIR").is_some_and(|d| Path::new(&d).join("bus").exists());
    if env("DBUS_SESSION_BUS_ADDRESS").is_none() && !runtime_bus {
        return false;
    }
    // The portal service, and a desktop back end of it that offers a file chooser.
    let system_dirs = env("XDG_DATA_DIRS").unwrap_or_else(|| "/usr/local/share:/usr/share".into());
    let data_dirs: Vec<PathBuf> = env("XDG_DATA_HOME")
        .into_iter()
        .chain(std::env::split_paths(&system_dirs).map(Into::into))
        .map(PathBuf::from)
        .collect();
    let service = data_dirs
        .iter()
        .any(|d| d.join("dbus-1/services/org.freedesktop.portal.Desktop.service").is_file());
    let file_chooser = data_dirs.iter().any(|d| {
        std::fs::read_dir(d.join("xdg-desktop-portal/portals")).is_ok_and(|entries| {
            entries.filter_map(Result::ok).any(|e| {
                std::fs::read_to_string(e.path())
                    .is_ok_and(|text| text.contains("org.freedesktop.impl.portal.FileChooser"))
            })
        })
    });
    service && file_chooser
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(program).is_file()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_games_get_the_extension_once() {
        assert_eq!(with_extension("a/game".into()), Path::new("a/game.ron"));
        assert_eq!(with_extension("a/game.ron".into()), Path::new("a/game.ron"));
        assert_eq!(
            Purpose::Save.command("g".into()),
            Command::File(FileCommand::SaveTo("g.ron".into()))
        );
    }

    #[test]
    fn the_form_checks_its_path() {
        let dir = std::env::temp_dir().join(format!("strata-form-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("old.ron"), "x").unwrap();
        let mut form = FileForm::new(Purpose::Open, &dir, "", &[]);
        assert_eq!(form.choices, [(dir.join("old.ron"), "not a Strata game".to_string())]);
        assert!(matches!(form.check(), Check::Hint(_)), "a folder is not a file");
        form.path = dir.join("old.ron").display().to_string();
        assert_eq!(form.check(), Check::Ready);
        form.path = dir.join("missing.ron").display().to_string();
        assert!(matches!(form.check(), Check::Problem(_)));

        let mut form = FileForm::new(Purpose::Save, &dir, "new.ron", &[]);
        assert_eq!(form.check(), Check::Ready);
        form.path = dir.join("old").display().to_string();
        assert_eq!(form.check(), Check::Replaces("old.ron exists: saving replaces it.".into()));
        form.path = dir.join("no/such/folder.ron").display().to_string();
        assert!(matches!(form.check(), Check::Problem(_)));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
