//! Saving, opening, autosave and settings, through the real UI headless (egui_kittest).
//!
//! A file dialog answers with `FileCommand::Open` / `SaveTo` and a path; the tests send those
//! commands directly, so they run the same code as the menu does after a dialog. Every test
//! keeps its files in its own scratch folder (`Places::at`), never in the real home folder.

use std::path::{Path, PathBuf};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use strata_app::StrataApp;
use strata_app::command::{Command, FileCommand, Tone};
use strata_app::file_dialog::Dialogs;
use strata_app::places::Places;
use strata_app::settings::Theme;
use strata_core::save::{SaveFile, Seat};
use strata_core::{Bot, GameId, GameOptions, GameSetup};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("strata-app-files-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn fixture(kind: &str, name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures").join(kind).join(name)
}

fn harness(app: StrataApp) -> Harness<'static, StrataApp> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(12)
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), app)
}

/// The app as a player launches it, with its files under `home`.
fn launch(home: &Path) -> Harness<'static, StrataApp> {
    let mut h = harness(StrataApp::launch(Some(Places::at(home)), Dialogs::Builtin, None));
    h.run();
    h
}

fn send(h: &mut Harness<'_, StrataApp>, command: Command) {
    h.state_mut().push(command);
    h.run();
}

fn file(h: &mut Harness<'_, StrataApp>, command: FileCommand) {
    send(h, Command::File(command));
}

fn click(h: &mut Harness<'_, StrataApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// The app asks for no more frames once it has drawn the result of an input.
fn assert_idle(h: &mut Harness<'_, StrataApp>) {
    h.run();
    h.step();
    let delay = h.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert_eq!(delay, std::time::Duration::MAX, "the app keeps repainting");
}

fn moves(h: &Harness<'_, StrataApp>) -> Vec<String> {
    let session = h.state().session().expect("a game is open");
    session.moves().iter().map(|m| m.token.clone()).collect()
}

/// The games autosaved under `home` (lock files aside).
fn autosaves(home: &Path) -> Vec<PathBuf> {
    let entries = std::fs::read_dir(home.join("data/autosave")).unwrap();
    let files = entries.map(|e| e.unwrap().path());
    files.filter(|p| p.extension().is_some_and(|x| x == "ron")).collect()
}

/// Starts a game with these options and plays the engine's first legal moves.
fn play_new(h: &mut Harness<'_, StrataApp>, game: GameId, options: GameOptions, count: usize) {
    let setup = GameSetup::from_options(game, &options).unwrap();
    send(h, Command::Start(setup, Vec::new()));
    for _ in 0..count {
        let legal = h.state().session().unwrap().position().legal_move_tokens();
        send(h, Command::Play(legal[0].clone()));
    }
}

/// Each kind of bad file and the words its dialog must contain.
const BAD: &[(&str, &str)] = &[
    ("garbage.ron", "This is not a Strata save file"),
    ("empty.ron", "This is not a Strata save file"),
    ("truncated.ron", "This file is damaged (it ends in the middle)"),
    ("newer-format.ron", "format 3, newer than this app reads"),
    ("unknown-game.ron", "Unknown game 'chess'"),
    ("game-setup-mismatch.ron", "names stratum but holds a strata5 setup"),
    ("bad-setup.ron", "setup is invalid"),
    ("refused-move.ron", "Move 5 (#a1) is refused"),
];

#[test]
fn every_kind_of_bad_file_is_refused_in_a_dialog_and_the_game_stays() {
    let home = scratch("bad-files");
    let mut h = launch(&home);
    play_new(&mut h, GameId::Stratum, GameOptions::default(), 3);
    let before = moves(&h);
    let missing = home.join("no-such-game.ron");
    let cases = BAD
        .iter()
        .map(|(name, words)| (fixture("bad", name), *words))
        .chain([(missing, "There is no file")]);
    for (path, words) in cases {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        file(&mut h, FileCommand::Open(path));
        h.get_by_label(&format!("Cannot open {name}"));
        let text = h.get_by_label_contains(words);
        let text = text.value().unwrap_or_default();
        assert!(text.contains("The game you were playing is unchanged."), "{name}: {text}");
        assert_eq!(moves(&h), before, "{name}: the current game is untouched");
        assert_eq!(h.state().session().unwrap().setup().id(), GameId::Stratum);
        assert_eq!(h.state().file(), None, "{name}");
        click(&mut h, "OK");
        assert!(h.query_by_label_contains("Cannot open").is_none(), "{name}: the dialog closes");
    }
    // A refused move is named by its number and its rule.
    file(&mut h, FileCommand::Open(fixture("bad", "refused-move.ron")));
    h.get_by_label_contains("(S5-T2)");
    // No bad file ever reaches the recent files.
    assert!(h.state().settings().recent.is_empty());
}

#[test]
fn saved_games_open_and_save_again_unchanged() {
    let home = scratch("round-trip");
    let mut h = launch(&home);
    let mut opened = 0;
    for entry in std::fs::read_dir(fixture("saves", "")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let original = SaveFile::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        file(&mut h, FileCommand::Open(path.clone()));
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if h.query_by_label(&format!("Cannot open {name}")).is_some() {
            // A game the app cannot show yet is refused by name, never half-opened.
            h.get_by_label_contains("cannot show");
            click(&mut h, "OK");
            continue;
        }
        opened += 1;
        assert_eq!(moves(&h), original.moves, "{name}");
        assert_eq!(h.state().session().unwrap().setup(), &original.setup, "{name}");
        let copy = home.join(&name);
        file(&mut h, FileCommand::SaveTo(copy.clone()));
        let saved = SaveFile::parse(&std::fs::read_to_string(&copy).unwrap()).unwrap();
        assert_eq!(
            (&saved.setup, &saved.moves, &saved.seats),
            (&original.setup, &original.moves, &original.seats)
        );
        assert_eq!(saved.created, original.created, "{name}: the game keeps its start time");
        assert_eq!(
            (&saved.title, &saved.description, &saved.solution),
            (&original.title, &original.description, &original.solution),
            "{name}: what the file says of itself stays"
        );
        assert_eq!(h.state().file(), Some(copy.as_path()));
    }
    assert!(opened >= 2, "Strata 5 and Stratum open in the app");

    // A new game with a start that is not the standard one, saved and opened again.
    let options = GameOptions { size: Some(7), first: Some("black".into()), ..Default::default() };
    play_new(&mut h, GameId::Strata5, options.clone(), 7);
    let played = moves(&h);
    let path = home.join("small-board.ron");
    file(&mut h, FileCommand::SaveTo(path.clone()));
    assert_eq!(h.state().message().map(|n| n.tone), Some(Tone::Good));
    play_new(&mut h, GameId::Stratum, GameOptions::default(), 2);
    file(&mut h, FileCommand::Open(path.clone()));
    assert_eq!(moves(&h), played);
    let setup = GameSetup::from_options(GameId::Strata5, &options).unwrap();
    assert_eq!(h.state().session().unwrap().setup(), &setup);
    assert_eq!(h.state().settings().recent[0], std::path::absolute(&path).unwrap());
}

#[test]
fn ctrl_s_saves_to_the_games_own_file() {
    let home = scratch("ctrl-s");
    let path = home.join("mine.ron");
    std::fs::copy(fixture("saves", "stratum-4-players-91-cells.ron"), &path).unwrap();
    let mut h = launch(&home);
    file(&mut h, FileCommand::Open(path.clone()));
    let mut expected = moves(&h);
    assert_eq!(h.state().window_title(), "mine.ron — Stratum — Strata");
    let next = h.state().session().unwrap().position().legal_move_tokens()[0].clone();
    send(&mut h, Command::Play(next.clone()));
    expected.push(next);
    assert_eq!(h.state().window_title(), "● mine.ron — Stratum — Strata", "unsaved changes");
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(h.query_by_label("Save the game").is_none(), "no dialog: the game has its file");
    assert_eq!(h.state().window_title(), "mine.ron — Stratum — Strata");
    let saved = SaveFile::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved.moves, expected);
    assert_idle(&mut h);
    // The file is in File → Open recent.
    click(&mut h, "File");
    click(&mut h, "Open recent");
    // Named with what it holds, not only its file name.
    h.get_by_label_contains("mine.ron — Stratum · ");
}

#[test]
fn a_failed_save_leaves_the_old_file_and_says_why() {
    let home = scratch("failed-save");
    let mut h = launch(&home);
    play_new(&mut h, GameId::Strata5, GameOptions::default(), 3);
    // A file name so long that the temporary file beside it cannot be created: the write fails
    // before the old file is touched (this works even for root, unlike a read-only folder).
    let old = home.join(format!("{}.ron", "g".repeat(250)));
    std::fs::write(&old, "the old game").unwrap();
    file(&mut h, FileCommand::SaveTo(old.clone()));
    h.get_by_label("The game was not saved");
    h.get_by_label_contains("The file that was there is unchanged.");
    assert_eq!(std::fs::read_to_string(&old).unwrap(), "the old game");
    click(&mut h, "OK");
    // A folder that does not exist: nothing is written.
    file(&mut h, FileCommand::SaveTo(home.join("missing/game.ron")));
    h.get_by_label_contains("Nothing was written.");
    click(&mut h, "OK");
    let mut names: Vec<String> = std::fs::read_dir(&home)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "data" && n != "config" && n != "games")
        .collect();
    names.sort();
    assert_eq!(names, [old.file_name().unwrap().to_string_lossy()], "no temporary file is left");
    assert_eq!(h.state().file(), None, "the game has no file yet");
}

#[test]
fn after_a_crash_the_game_comes_back_by_itself() {
    let home = scratch("crash");
    let mut h = launch(&home);
    play_new(&mut h, GameId::Strata5, GameOptions::default(), 5);
    // Undo is part of the game as it stands; the redo list is not.
    click(&mut h, "Undo");
    let expected = moves(&h)[..4].to_vec();
    // The app ends without a clean exit (the autosave writer finishes what it was given).
    drop(h);

    let mut h = launch(&home);
    assert_eq!(moves(&h), expected, "resumed without asking");
    assert_idle(&mut h);
    let note = h.state().notices().first().expect("the player is told").clone();
    assert_eq!(note.tone, Tone::Good);
    assert!(note.text.contains("did not close properly"), "{}", note.text);
    // The note stays until dismissed.
    h.get_by_label_contains("did not close properly");
    click(&mut h, "Dismiss");
    assert!(h.state().notices().is_empty());
    // The resumed game goes on being autosaved to the same file.
    let next = h.state().session().unwrap().position().legal_move_tokens()[0].clone();
    send(&mut h, Command::Play(next.clone()));
    h.state_mut().finish_autosave();
    assert_eq!(autosaves(&home).len(), 1, "one game, one autosave");
    h.state_mut().shutdown();
    drop(h);

    // After a clean exit the start screen offers the game instead.
    let mut h = launch(&home);
    assert!(h.state().session().is_none());
    h.get_by_label_contains("Strata 5 · 5 moves");
    click(&mut h, "Resume last game");
    assert_eq!(moves(&h), [&expected[..], &[next]].concat());
}

#[test]
fn a_stop_from_outside_during_a_game_brings_it_back_at_the_next_launch() {
    let home = scratch("stopped");
    let mut h = launch(&home);
    play_new(&mut h, GameId::Stratum, GameOptions::default(), 3);
    let expected = moves(&h);
    // SIGTERM (a logout, `kill`): the signal watcher sets the request, then the window closes.
    h.state().stop_request().store(true, std::sync::atomic::Ordering::SeqCst);
    h.state_mut().shutdown();
    drop(h);
    let mut h = launch(&home);
    assert_eq!(moves(&h), expected, "the game is back by itself");
    let note = h.state().notices().first().expect("the player is told").clone();
    assert!(note.text.contains("Strata was stopped last time"), "{}", note.text);
    // Closed by the player: the start screen offers it instead.
    h.state_mut().shutdown();
    drop(h);
    let h = launch(&home);
    assert!(h.state().session().is_none(), "a closed app does not resume by itself");
    h.get_by_label("Resume last game");
}

#[test]
fn a_damaged_autosave_is_shown_with_its_problem_and_its_moves_can_be_recovered() {
    let home = scratch("damaged");
    let mut h = launch(&home);
    play_new(&mut h, GameId::Stratum, GameOptions::default(), 3);
    let played = moves(&h);
    h.state_mut().shutdown();
    drop(h);
    // The autosave loses its end in the middle of the third move.
    let autosave = autosaves(&home).pop().expect("one autosave");
    let text = std::fs::read_to_string(&autosave).unwrap();
    let cut = text[..text.find(&played[2]).unwrap() + 3].to_string();
    std::fs::write(&autosave, &cut).unwrap();
    let mut h = launch(&home);
    h.get_by_label("Damaged autosaves");
    h.get_by_label_contains("This file is damaged (it ends in the middle).");
    assert!(h.query_by_label("Resume last game").is_none(), "nothing else to resume");
    click(&mut h, "Recover the moves before the damage");
    assert_eq!(moves(&h), played[..2], "the moves before the damage");
    h.get_by_label_contains("Recovered 2 moves from the damaged autosave");
    assert_eq!(std::fs::read_to_string(&autosave).unwrap(), cut, "the damaged file is kept");
}

#[test]
fn a_new_game_keeps_the_last_one_until_it_has_a_move() {
    let home = scratch("new-game");
    let mut h = launch(&home);
    play_new(&mut h, GameId::Stratum, GameOptions::default(), 2);
    let stratum = moves(&h);
    // A new game with no move yet replaces nothing.
    play_new(&mut h, GameId::Strata5, GameOptions::default(), 0);
    h.state_mut().shutdown();
    drop(h);
    let mut h = launch(&home);
    click(&mut h, "Resume last game");
    assert_eq!(moves(&h), stratum);
    assert_eq!(h.state().session().unwrap().setup().id(), GameId::Stratum);
    // Once it has a move, the new game is the last one; the older one is still on disk.
    play_new(&mut h, GameId::Strata5, GameOptions::default(), 1);
    h.state_mut().shutdown();
    drop(h);
    let h = launch(&home);
    h.get_by_label_contains("Strata 5 · 1 move");
    assert_eq!(autosaves(&home).len(), 2);
}

#[test]
fn a_crash_brings_back_the_game_on_screen_and_every_unfinished_game_stays_offered() {
    let home = scratch("crash-on-screen");
    let mut h = launch(&home);
    play_new(&mut h, GameId::Stratum, GameOptions::default(), 2);
    let stratum = moves(&h);
    play_new(&mut h, GameId::Strata5, GameOptions::default(), 1);
    h.state_mut().shutdown();
    drop(h);

    // Both games are offered: the newest first, the other in the list.
    let mut h = launch(&home);
    h.get_by_label_contains("Strata 5 · 1 move · Red vs Black");
    click(&mut h, "Other unfinished games");
    h.get_by_label_contains("Stratum · 2 moves").click();
    h.run();
    assert_eq!(moves(&h), stratum);
    // The app crashes with this game on screen, though Strata 5's autosave is newer.
    drop(h);
    let mut h = launch(&home);
    let session = h.state().session().expect("resumed after the crash");
    assert_eq!(session.setup().id(), GameId::Stratum, "the game that was on screen");

    // A seat change is part of the game: it is autosaved though no move was made.
    send(&mut h, Command::SetSeat(1, Seat::Computer(Bot::Easy)));
    h.state_mut().shutdown();
    drop(h);
    let mut h = launch(&home);
    h.get_by_label_contains("Stratum · 2 moves · Beige vs Dark brown (easy)");
    click(&mut h, "Resume last game");
    assert_eq!(h.state().session().unwrap().seats()[1], Seat::Computer(Bot::Easy));
}

/// The defaults, with the language the first launch takes from the system (English here, or
/// the machine's language if the app has it).
fn assert_first_launch_settings(settings: &strata_app::settings::Settings) {
    assert!(settings.language.is_some(), "the first launch chooses a language");
    let rest = strata_app::settings::Settings { language: None, ..settings.clone() };
    assert_eq!(rest, Default::default());
}

#[test]
fn settings_come_back_at_the_next_launch() {
    let home = scratch("settings");
    let mut h = launch(&home);
    assert_first_launch_settings(h.state().settings());
    // A Stratum game for three players, through the New Game dialog.
    click(&mut h, "New game");
    click(&mut h, "Stratum");
    click(&mut h, "3");
    click(&mut h, "3 players at this computer");
    click(&mut h, "Start game");
    assert_eq!(h.state().session().unwrap().position().player_names().len(), 3);
    click(&mut h, "Hints");
    click(&mut h, "Level numbers");
    click(&mut h, "View");
    click(&mut h, "Theme");
    click(&mut h, "Dark");
    // A Strata 5 board turned a quarter turn.
    play_new(&mut h, GameId::Strata5, GameOptions::default(), 0);
    h.key_press(Key::E);
    h.run();
    let turned = h.state().locate("a1").unwrap();
    h.state_mut().shutdown();
    let written = h.state().settings().clone();
    drop(h);
    assert!(!written.hints && written.level_numbers);
    assert_eq!(written.theme, Theme::Dark);

    let mut h = launch(&home);
    assert_eq!(h.state().settings(), &written);
    // The New Game dialog starts as it was last used.
    click(&mut h, "New game");
    click(&mut h, "Start game");
    let session = h.state().session().unwrap();
    assert_eq!(session.setup().id(), GameId::Stratum);
    assert_eq!(session.position().player_names().len(), 3);
    let hints = h.get_by_label("Hints").accesskit_node().toggled();
    assert_eq!(hints, Some(egui::accesskit::Toggled::False), "hints stay off");
    // The Strata 5 board is turned as it was.
    play_new(&mut h, GameId::Strata5, GameOptions::default(), 0);
    h.run();
    assert_eq!(h.state().locate("a1"), Some(turned));
}

#[test]
fn a_broken_settings_file_warns_and_the_app_starts_with_defaults() {
    let home = scratch("broken-settings");
    std::fs::create_dir_all(home.join("config")).unwrap();
    std::fs::write(home.join("config/settings.ron"), "Settings(hints: fals").unwrap();
    let mut h = launch(&home);
    assert_first_launch_settings(h.state().settings());
    let warning = h.get_by_label_contains("settings file");
    let warning = warning.value().unwrap_or_default();
    assert!(warning.contains("default settings"), "{warning}");
    assert_eq!(h.state().notices().iter().map(|n| n.tone).collect::<Vec<_>>(), [Tone::Warning]);
    assert!(home.join("config/settings.broken.ron").exists(), "the damaged file is kept");
    // The app works as usual, and writes good settings again.
    click(&mut h, "Play Strata 5");
    click(&mut h, "Start game");
    assert!(h.state().session().is_some());
    h.state_mut().shutdown();
    drop(h);
    let h = launch(&home);
    assert!(h.state().notices().is_empty(), "no warning the second time");
}

#[test]
fn the_apps_own_file_dialog_opens_and_saves() {
    let home = scratch("own-dialog");
    let mut h = launch(&home);
    play_new(&mut h, GameId::Stratum, GameOptions::default(), 2);
    let played = moves(&h);
    // Save As: the path is pre-filled with the games folder and a name from the game.
    h.key_press_modifiers(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
    h.run();
    h.get_by_label("Save the game");
    let field = h.get_by_label("Path").value().unwrap_or_default();
    assert!(field.starts_with(&home.join("games").display().to_string()), "{field}");
    assert!(field.ends_with(".ron") && field.contains("stratum-"), "{field}");
    click(&mut h, "Save");
    let saved = PathBuf::from(&field);
    assert_eq!(h.state().file(), Some(saved.as_path()));
    assert_eq!(SaveFile::parse(&std::fs::read_to_string(&saved).unwrap()).unwrap().moves, played);

    // Open: the saved game is listed; pick it and open it.
    play_new(&mut h, GameId::Strata5, GameOptions::default(), 1);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    h.get_by_label("Open a saved game");
    let name = saved.file_name().unwrap().to_string_lossy().into_owned();
    // The list names each file's game and moves.
    h.get_by_label_contains(&format!("{name}  Stratum · ")).click();
    h.run();
    click(&mut h, "Open");
    assert_eq!(moves(&h), played);
    assert!(h.query_by_label("Open a saved game").is_none());

    // Cancel changes nothing.
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    click(&mut h, "Cancel");
    assert_eq!(moves(&h), played);

    // The keys are listed under Help.
    click(&mut h, "Help");
    click(&mut h, "Keyboard shortcuts...");
    for keys in ["Ctrl+O", "Ctrl+S", "Ctrl+Shift+S"] {
        h.get_by_label(keys);
    }
}

#[test]
fn the_start_screen_opens_a_saved_game() {
    let home = scratch("start-screen");
    std::fs::create_dir_all(home.join("games")).unwrap();
    let name = "strata5-10x10-black-first.ron";
    std::fs::copy(fixture("saves", name), home.join("games").join(name)).unwrap();
    let mut h = launch(&home);
    assert!(h.query_by_label("Resume last game").is_none(), "no game played yet");
    click(&mut h, "Open a saved game...");
    h.get_by_label("Open a saved game");
    // The path starts as the games folder: typing the file's name completes it.
    h.get_by_label("Path").type_text(name);
    h.run();
    click(&mut h, "Open");
    assert_eq!(moves(&h).len(), 30);
    assert_eq!(h.state().file(), Some(home.join("games").join(name).as_path()));
}

#[test]
fn stratego_setups_are_kept_by_name_in_the_data_folder() {
    let home = scratch("setups");
    let mut h = launch(&home);
    let arrange = || Command::BeforeGame {
        setup: GameSetup::from_options(GameId::Stratego, &Default::default()).unwrap(),
        seats: vec![Seat::Human, Seat::Computer(Bot::Easy)],
        rematch: false,
    };
    send(&mut h, arrange());
    click(&mut h, "Random setup");
    h.get_by_label("Name").focus();
    h.run();
    h.get_by_label("Name").type_text("Lake wall");
    h.run();
    click(&mut h, "Save to my setups");
    let file = home.join("data/setups/lake-wall.txt");
    let text = std::fs::read_to_string(&file).expect("the setup is written");
    let saved = text.lines().find_map(|l| l.strip_prefix("setup = ")).unwrap().to_string();

    // Another game: the setup is offered beside the shipped ones.
    click(&mut h, "Cancel");
    send(&mut h, arrange());
    click(&mut h, "Clear");
    assert!(
        h.get_by_label("Copy setup string").accesskit_node().is_disabled(),
        "the board is empty"
    );
    click(&mut h, "Setups");
    h.get_by_label("Corner Fortress");
    click(&mut h, "Lake wall");
    click(&mut h, "Copy setup string");
    assert!(h.query_all_by_value(&saved).next().is_some(), "the field holds the saved army");
    click(&mut h, "Delete «Lake wall»");
    assert!(!file.exists(), "deleted from the data folder");
    click(&mut h, "Setups");
    assert!(h.query_by_label("Lake wall").is_none());
}

#[test]
fn two_windows_playing_the_same_game_keep_separate_autosaves() {
    let home = scratch("two-windows");
    let mut a = launch(&home);
    play_new(&mut a, GameId::Stratum, GameOptions::default(), 2);
    a.state_mut().finish_autosave();
    // A second window opens the same unfinished game (from the start screen, or by itself: in
    // one test process both windows have the same process id, so the first looks crashed).
    let mut b = launch(&home);
    if b.state().session().is_none() {
        click(&mut b, "Resume last game");
    }
    assert_eq!(moves(&b), moves(&a));
    b.get_by_label_contains("open in another Strata window");
    let play_first = |h: &mut Harness<'_, StrataApp>| {
        let legal = h.state().session().unwrap().position().legal_move_tokens();
        send(h, Command::Play(legal[0].clone()));
        h.state_mut().finish_autosave();
    };
    play_first(&mut b);
    play_first(&mut a);
    play_first(&mut a);
    let (a_moves, b_moves) = (moves(&a), moves(&b));
    assert_eq!((a_moves.len(), b_moves.len()), (4, 3));
    a.state_mut().shutdown();
    b.state_mut().shutdown();
    // Each window's game is on disk as it left it.
    let mut saved: Vec<usize> = autosaves(&home)
        .into_iter()
        .map(|p| SaveFile::parse(&std::fs::read_to_string(p).unwrap()).unwrap().moves.len())
        .collect();
    saved.sort();
    assert_eq!(saved, [3, 4]);
}

#[test]
fn a_game_of_computers_comes_back_paused() {
    let home = scratch("computers-paused");
    let mut h = launch(&home);
    let setup = GameSetup::from_options(GameId::Stratum, &GameOptions::default()).unwrap();
    let computers = vec![Seat::Computer(Bot::Easy), Seat::Computer(Bot::Easy)];
    h.state_mut().set_ai_delay(std::time::Duration::from_secs(3600));
    send(&mut h, Command::Start(setup, computers));
    send(&mut h, Command::Play("A1-A4".into()));
    h.state_mut().shutdown();
    drop(h);
    let mut h = launch(&home);
    click(&mut h, "Resume last game");
    assert_eq!(moves(&h), ["A1-A4"]);
    h.get_by_label_contains("The computers' game is paused");
    assert!(!h.state().thinking(), "nobody moves until the person resumes it");
}

#[test]
fn the_zoom_comes_back_at_the_next_launch() {
    let home = scratch("zoom");
    let mut h = launch(&home);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run();
    let zoom = h.state().settings().zoom;
    assert!(zoom > 1.0, "Ctrl+= zooms in: {zoom}");
    h.state_mut().shutdown();
    drop(h);
    let h = launch(&home);
    assert_eq!(h.state().settings().zoom, zoom);
    assert_eq!(h.ctx.zoom_factor(), zoom, "the interface opens at the zoom it had");
}
