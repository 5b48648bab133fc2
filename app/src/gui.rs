//! The desktop app.

use strata_core::save::SaveFile;
use strata_core::{AnyGame, GameId};

/// Opens the main window; `opened` is a save file given on the command line.
pub fn run(opened: Option<(SaveFile, Box<dyn AnyGame>)>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Strata")
            .with_inner_size([1100.0, 760.0])
            .with_min_inner_size([640.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native("Strata", options, Box::new(|_cc| Ok(Box::new(StrataApp::new(opened)))))
}

pub struct StrataApp {
    opened: Option<(SaveFile, Box<dyn AnyGame>)>,
}

impl std::fmt::Debug for StrataApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StrataApp").finish_non_exhaustive()
    }
}

impl StrataApp {
    pub fn new(opened: Option<(SaveFile, Box<dyn AnyGame>)>) -> Self {
        StrataApp { opened }
    }
}

impl eframe::App for StrataApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading("Strata");
            ui.label("Four strategy games on one desktop.");
            ui.add_space(8.0);
            for game in GameId::ALL {
                ui.label(game.title());
            }
            if let Some((save, game)) = &self.opened {
                ui.separator();
                ui.label(format!(
                    "Opened a {} game after {} moves.",
                    game.id().title(),
                    save.moves.len()
                ));
            }
        });
    }
}
