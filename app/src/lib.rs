//! The Strata desktop app: the shell shared by every game, and one board view per game.
//!
//! The binary (`main.rs`) adds the command line; this library holds the window so that tests
//! and benchmarks can drive the real UI headless through `egui_kittest`.

pub mod ai_worker;
mod autosave;
pub mod command;
pub mod file_dialog;
mod games;
pub mod i18n;
pub mod icon;
pub mod job;
pub mod net;
mod panels;
pub mod places;
mod positions;
pub mod progress;
pub mod review_worker;
pub mod rules;
pub mod settings;
mod setup_library;
mod shell;
mod theme;
mod views;
mod widget_map;
mod words;

pub use shell::StrataApp;

use std::path::PathBuf;

use file_dialog::Dialogs;
use places::Places;
use strata_core::save::SaveFile;
use strata_core::session::Session;

/// Opens the main window with the player's settings, and `file` (a saved game given on the
/// command line, read already: its path, its file and its game) if any.
pub fn run(file: Option<(PathBuf, SaveFile, Session)>) -> eframe::Result {
    let places = Places::from_env();
    let marker = places.as_ref().map(Places::running_marker);
    let app = StrataApp::launch(places, Dialogs::detect(), file);
    let (size, maximized) = app.window();
    let stop = app.stop_request();
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Strata")
            // The desktop entry's StartupWMClass: a dock groups the window with its launcher.
            .with_app_id(APP_ID)
            .with_icon(icon::icon())
            .with_inner_size(size.unwrap_or([1180.0, 780.0]))
            .with_min_inner_size(MIN_WINDOW)
            .with_maximized(maximized),
        ..Default::default()
    };
    let result = eframe::run_native(
        "Strata",
        options,
        Box::new(|cc| {
            close_on_signals(&cc.egui_ctx, stop);
            widget_map::WidgetMap::install(&cc.egui_ctx);
            Ok(Box::new(app))
        }),
    );
    if result.is_err()
        && let Some(marker) = marker
    {
        // No window ever opened (no display): that is no crash to recover from next time.
        autosave::mark_closed(&marker);
    }
    result
}

/// A request to stop from outside (`kill`, a logout, Ctrl+C in the terminal) closes the window
/// the way Quit does: the game is autosaved and the settings written; the next launch does not
/// take it for a crash, but brings back the game that was on (`stop`). Signals the watcher cannot take keep their default action.
#[cfg(unix)]
fn close_on_signals(ctx: &egui::Context, stop: std::sync::Arc<std::sync::atomic::AtomicBool>) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGINT, SIGHUP]) else {
        return;
    };
    let ctx = ctx.clone();
    std::thread::spawn(move || {
        for _ in signals.forever() {
            stop.store(true, std::sync::atomic::Ordering::SeqCst);
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            ctx.request_repaint();
        }
    });
}

#[cfg(not(unix))]
fn close_on_signals(_ctx: &egui::Context, _stop: std::sync::Arc<std::sync::atomic::AtomicBool>) {}

/// The window's app id (Wayland) and class (X11), as the desktop entry names it.
pub const APP_ID: &str = "org.strata.Strata";

/// The smallest window the app's layout is made for.
pub const MIN_WINDOW: [f32; 2] = [720.0, 520.0];

#[cfg(test)]
mod desktop_tests {
    const ENTRY: &str = include_str!("../../assets/desktop/org.strata.Strata.desktop");
    const MIME: &str = include_str!("../../assets/desktop/strata-mime.xml");

    #[test]
    fn the_window_class_is_the_desktop_entrys() {
        let class = ENTRY.lines().find_map(|l| l.strip_prefix("StartupWMClass="));
        assert_eq!(class, Some(super::APP_ID));
    }

    #[test]
    fn saves_are_known_by_their_content_only() {
        assert!(MIME.contains(r#"value="SaveFile(""#), "the magic");
        assert!(!MIME.contains("<glob"), "a glob claims every .ron file");
    }
}
