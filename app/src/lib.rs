//! The Strata desktop app: the shell shared by every game, and one board view per game.
//!
//! The binary (`main.rs`) adds the command line; this library holds the window so that tests
//! and benchmarks can drive the real UI headless through `egui_kittest`.

pub mod command;
mod panels;
mod rules;
mod shell;
mod theme;
mod views;

pub use shell::StrataApp;

use strata_core::AnyGame;
use strata_core::save::SaveFile;
use strata_core::session::Session;

/// Opens the main window; `opened` is a save file given on the command line.
pub fn run(opened: Option<(SaveFile, Box<dyn AnyGame>)>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Strata")
            .with_inner_size([1180.0, 780.0])
            .with_min_inner_size([720.0, 520.0]),
        ..Default::default()
    };
    let app = match opened.map(|(save, _)| Session::from_save(&save)) {
        None => StrataApp::new(None),
        Some(Ok(session)) => StrataApp::new(Some(session)),
        Some(Err(e)) => {
            let mut app = StrataApp::new(None);
            app.say(command::Note::info(format!("The saved game cannot be opened: {e}")));
            app
        }
    };
    eframe::run_native("Strata", options, Box::new(|_cc| Ok(Box::new(app))))
}
