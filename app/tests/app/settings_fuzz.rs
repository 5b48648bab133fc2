//! Fuzzing the files read at launch, the settings file above all: mutated valid files and
//! garbage never panic. A settings file that cannot be read gives the defaults and a warning;
//! one that reads is brought back into range, and the app launches with it and starts a game
//! from its New game dialog. Damaged autosaves are listed or skipped, never a crash.
//!
//! `cargo test -p strata-app --test app settings_fuzz -- --ignored` runs a bigger sample. A failure
//! prints the seed and the file.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use strata_app::StrataApp;
use strata_app::command::Command;
use strata_app::file_dialog::Dialogs;
use strata_app::places::Places;
use strata_app::settings::{Settings, Theme};
use strata_core::{GameId, Rng};

use crate::fuzz_input::{mutate, random_string};

fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("strata-settings-fuzz-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The app in a headless harness that draws a box for a character the font lacks, as the app
/// does (kittest would panic on one quoted from a damaged file).
fn lenient_harness(app: StrataApp) -> Harness<'static, StrataApp> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(12)
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), app)
}

/// A settings file with most fields away from their default (the New game form's too, as
/// it is written in full).
fn valid_settings() -> String {
    let mut settings = Settings {
        window_size: Some([900.0, 640.0]),
        maximized: true,
        theme: Theme::Dark,
        hints: false,
        level_numbers: true,
        animations: false,
        ..Settings::default()
    };
    settings.rotation.insert(GameId::Strata5, 3);
    settings.rotation.insert(GameId::Stratego, 2);
    settings.remember_file(Path::new("/games/a.ron"));
    settings.to_ron()
}

/// Loads `text` as the settings file: the defaults and a warning, or settings without one.
/// With `launch`, the app starts with it and starts the game its New game dialog offers
/// (a form that reads is one the dialog can start).
fn load(home: &Path, text: &str, launch: bool) {
    let places = Places::at(home);
    let path = places.settings();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, text).unwrap();
    let (settings, warning) = Settings::load(&path);
    if let Some(warning) = &warning {
        assert_eq!(settings, Settings::default(), "a warning comes with the defaults");
        assert!(warning.contains("default settings"), "{warning}");
    }
    if let Some([w, h]) = settings.window_size {
        assert!(w.is_finite() && h.is_finite() && w > 0.0 && h > 0.0, "{w}x{h}");
    }
    assert!(settings.rotation.values().all(|&r| r < 4));
    if launch {
        std::fs::write(&path, text).unwrap();
        let app = StrataApp::launch(Some(places), Dialogs::Builtin, None);
        let mut h = lenient_harness(app);
        h.run_ok();
        h.state_mut().push(Command::NewGameDialog);
        h.run_ok();
        h.get_by_label("Start game").click();
        h.run_ok();
        // The game starts (Stratego's at its setup screen), so the dialog has closed.
        assert!(h.query_by_label("Start game").is_none(), "the dialog's game starts");
    }
}

fn fuzz(seed: u64, cases: usize, launch_every: usize) {
    let home = scratch(&seed.to_string());
    let valid = valid_settings();
    let mut rng = Rng::seed(seed);
    for case in 0..cases {
        let text =
            if rng.chance(9, 10) { mutate(&mut rng, &valid) } else { random_string(&mut rng) };
        let launch = case % launch_every == 0;
        if catch_unwind(AssertUnwindSafe(|| load(&home, &text, launch))).is_err() {
            panic!("settings: panic on seed {seed}, case {case}, file {text:?}");
        }
    }
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn damaged_settings_files_never_panic() {
    fuzz(1, 2_000, 100);
}

#[test]
#[ignore = "long: a bigger fuzzing run"]
fn damaged_settings_files_never_panic_long() {
    fuzz(2, 50_000, 20);
}

/// A hand-edited New game form out of range (found reading the form the fuzzing loads): the
/// dialog opens and starts a game instead of panicking on a player count of 0 or 99.
#[test]
fn a_new_game_form_out_of_range_is_brought_back() {
    let home = scratch("form");
    for form in [
        "(game: stratum, stratum_players: 0)",
        "(game: stratum, stratum_players: 99)",
        "(game: stratum, stratum_players: 4294967295, stratum_first: 255)",
        "(game: strata5, strata5_first: 200, strata5_size: 4000000000)",
        "(game: stratego, stratego_limit: 0)",
    ] {
        let text = format!("Settings(new_game: {form})");
        if catch_unwind(AssertUnwindSafe(|| load(&home, &text, true))).is_err() {
            panic!("settings: panic on {text}");
        }
    }
    let _ = std::fs::remove_dir_all(&home);
}

/// The other files read at launch: damaged autosaves (mutated fixture saves), one of them named
/// by a marker left by a crash. The app lists what it can, resumes the game if it loads, and
/// never panics.
#[test]
fn damaged_autosaves_never_panic_at_launch() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/saves");
    let saves: Vec<String> = ["strata7-midgame.ron", "stratego-seed-42-limit-3.ron"]
        .iter()
        .map(|name| std::fs::read_to_string(fixtures.join(name)).unwrap())
        .collect();
    let mut rng = Rng::seed(7);
    for case in 0..60 {
        let home = scratch(&format!("autosave-{case}"));
        let places = Places::at(&home);
        std::fs::create_dir_all(places.autosaves()).unwrap();
        let mut texts = Vec::new();
        for i in 0..3 {
            let valid = &saves[rng.below(saves.len())];
            let text = mutate(&mut rng, valid);
            std::fs::write(places.autosaves().join(format!("2026{i}-game.ron")), &text).unwrap();
            texts.push(text);
        }
        // A pid no process has, so the last run counts as a crash.
        let shown = places.autosaves().join("20260-game.ron");
        std::fs::write(places.running_marker(), format!("4294967295\n{}\n", shown.display()))
            .unwrap();
        let launched = catch_unwind(AssertUnwindSafe(|| {
            let app = StrataApp::launch(Some(places), Dialogs::Builtin, None);
            let mut h = lenient_harness(app);
            h.run_ok();
        }));
        let _ = std::fs::remove_dir_all(&home);
        if launched.is_err() {
            panic!("autosaves: panic on case {case}, files {texts:?}");
        }
    }
}
