//! Playing without the mouse: every game to its end with moves typed in the move field
//! (Ctrl+L, the notation, Enter), the only widgets found by their labels.

use crate::common::*;
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use strata_app::StrataApp;

const FIELD: &str = "Type a move";

/// Types `text` into the move field reached with Ctrl+L, then presses Enter.
fn type_move(h: &mut Harness<'_, StrataApp>, text: &str) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run();
    let field = h.get_by_role_and_label(Role::TextInput, FIELD);
    field.type_text(text);
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

/// Plays the game on screen to its end, typing each move: the first legal one, shortened to
/// the shortest prefix that only it starts with where there is one (as a person would type).
fn play_to_the_end(h: &mut Harness<'_, StrataApp>, game: &str) {
    let mut moves = 0;
    loop {
        wait_for_a_person(h);
        if h.state().session().unwrap().position().outcome().is_some() {
            break;
        }
        let legal = h.state().session().unwrap().position().legal_move_tokens();
        let pick = &legal[moves % legal.len()];
        let short = (1..=pick.len())
            .map(|n| &pick[..n])
            .find(|p| legal.iter().filter(|t| t.starts_with(p)).count() == 1)
            .unwrap_or(pick);
        let before = moves_played(h);
        type_move(h, short);
        let session = h.state().session().unwrap();
        assert!(
            session.moves().len() > before,
            "{game}: {short} not played: {:?}",
            h.state().message()
        );
        assert_eq!(session.moves()[before].token, *pick, "{game}: typed {short} for {pick}");
        moves += 1;
        assert!(moves < 3000, "{game} does not end");
    }
}

/// Lets a computer seat move (a person plays against it in the Stratego endgame).
fn wait_for_a_person(h: &mut Harness<'_, StrataApp>) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let waiting = |h: &Harness<'_, StrataApp>| {
        let field = h.get_by_role_and_label(Role::TextInput, FIELD);
        field.accesskit_node().is_disabled()
            && h.state().session().unwrap().position().outcome().is_none()
    };
    while waiting(h) {
        assert!(std::time::Instant::now() < deadline, "nobody to type a move");
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

fn moves_played(h: &Harness<'_, StrataApp>) -> usize {
    h.state().session().unwrap().moves().len()
}

#[test]
fn every_game_is_played_to_its_end_from_the_keyboard() {
    for game in ["Strata 5", "Stratum", "Strata 7"] {
        let mut h = harness();
        start(&mut h, game);
        play_to_the_end(&mut h, game);
    }
    // Stratego from a shipped endgame (an army set up from the keyboard is the arrangement
    // screen's own business).
    let mut h = harness();
    click(&mut h, "New game");
    click(&mut h, "Stratego (classic rules)");
    click(&mut h, "Start from a position");
    click(&mut h, "Marshal hunt");
    h.state_mut().set_ai_budget(strata_core::Budget::Iterations(50));
    h.state_mut().set_ai_delay(std::time::Duration::ZERO);
    play_to_the_end(&mut h, "Stratego");
}

#[test]
fn a_typed_move_that_is_not_legal_is_refused_with_its_rule() {
    let mut h = harness();
    start(&mut h, "Strata 5");
    type_move(&mut h, "5@a1");
    assert_eq!(moves_played(&h), 0);
    let note = h.state().message().expect("a refusal").clone();
    assert!(note.rule.is_some_and(|r| r.starts_with("S5-")), "{note:?}");
    // Single keys are not shortcuts while typing: "h" goes into the field, not to Suggest.
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run();
    h.get_by_role_and_label(Role::TextInput, FIELD).type_text("h");
    h.run();
    assert!(!h.state().thinking(), "no suggestion was asked for");
}

/// A Stratego game against the computer, the person's army set up at random.
fn stratego_against_the_computer() -> Harness<'static, StrataApp> {
    let mut h = harness();
    h.state_mut().set_ai_budget(strata_core::Budget::Iterations(10));
    click(&mut h, "Play Stratego (classic rules) against the computer");
    click(&mut h, "Random setup");
    click(&mut h, "Ready");
    h
}

/// A step from Red's front rank to the row beyond it. The random army differs from run to run,
/// so no one square is sure to hold a piece that moves (a Bomb may stand there).
fn front_rank_step(h: &Harness<'_, StrataApp>) -> String {
    let legal = h.state().session().unwrap().position().legal_move_tokens();
    legal.into_iter().find(|t| t.ends_with('5')).expect("a front-rank piece can step forward")
}

/// The labels of the board's cell nodes, as a screen reader reads them.
fn cell_labels(h: &Harness<'_, StrataApp>) -> Vec<String> {
    h.query_all_by_role(Role::Button)
        .filter_map(|n| n.accesskit_node().label())
        .filter(|l| l.split_once(": ").is_some_and(|(cell, _)| cell.len() <= 3))
        .collect()
}

#[test]
fn a_screen_reader_reads_every_cell_of_every_board() {
    for (game, cells, example) in [
        ("Strata 5", 64, "a1: level 1"),
        ("Stratum", 61, "A1: empty"),
        ("Strata 7", 88, "c3: white pawn"),
    ] {
        let mut h = harness();
        start(&mut h, game);
        let labels = cell_labels(&h);
        assert_eq!(labels.len(), cells, "{game}: {labels:?}");
        assert!(labels.iter().any(|l| l == example), "{game}: {labels:?}");
    }
    // Stratego against the computer: the computer's army is read only as unknown pieces.
    let h = stratego_against_the_computer();
    let labels = cell_labels(&h);
    assert_eq!(labels.len(), 100, "{labels:?}");
    let unknown = labels.iter().filter(|l| l.ends_with("blue piece, unknown")).count();
    assert_eq!(unknown, 40, "{labels:?}");
    assert_eq!(labels.iter().filter(|l| l.contains(": your ")).count(), 40);
}

/// Moves the board cursor (Shift+arrows) onto `target`, reading where it is from the status
/// line, as a screen-reader user hears it.
fn cursor_to(h: &mut Harness<'_, StrataApp>, target: &str) {
    let goal = h.state().locate(target).unwrap_or_else(|| panic!("{target} is not on the board"));
    let mut key = Key::ArrowDown;
    for _ in 0..60 {
        h.key_press_modifiers(Modifiers::SHIFT, key);
        h.run();
        let note = h.state().message().map(|n| n.text.clone()).unwrap_or_default();
        let cell = note.split(':').next().unwrap_or_default().to_string();
        if cell == target {
            return;
        }
        let at = h.state().locate(&cell).unwrap_or_else(|| panic!("no cell in {note:?}"));
        let d = goal - at;
        key = if d.x.abs() > d.y.abs() {
            if d.x > 0.0 { Key::ArrowRight } else { Key::ArrowLeft }
        } else if d.y > 0.0 {
            Key::ArrowDown
        } else {
            Key::ArrowUp
        };
    }
    panic!("the cursor never reached {target}");
}

#[test]
fn the_board_cursor_plays_a_move_with_the_arrow_keys_and_enter() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    let legal = h.state().session().unwrap().position().legal_move_tokens();
    let step = legal.iter().find(|t| t.matches('-').count() == 1).expect("a step");
    let (from, to) = step.split_once('-').unwrap();
    cursor_to(&mut h, from);
    h.key_press(Key::Enter);
    h.run();
    cursor_to(&mut h, to);
    h.key_press(Key::Space);
    h.run();
    assert_eq!(moves(&h), std::slice::from_ref(step));
    // Stratego against the computer: a piece of the front rank steps forward.
    let mut h = stratego_against_the_computer();
    let step = front_rank_step(&h);
    let (from, to) = step.split_once('-').unwrap();
    cursor_to(&mut h, from);
    h.key_press(Key::Enter);
    h.run();
    cursor_to(&mut h, to);
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(moves(&h)[0], step);
}

/// A screen reader's "click" on the cell named `cell` (its node's label starts with it).
fn click_cell(h: &mut Harness<'_, StrataApp>, cell: &str) {
    let prefix = format!("{cell}: ");
    let node = h
        .query_all_by_role(Role::Button)
        .find(|n| n.accesskit_node().label().is_some_and(|l| l.starts_with(&prefix)))
        .unwrap_or_else(|| panic!("no cell node {cell}"));
    node.click_accesskit();
    h.run();
    h.run();
}

#[test]
fn a_screen_reader_plays_a_move_by_clicking_two_cells() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    let legal = h.state().session().unwrap().position().legal_move_tokens();
    let step = legal.iter().find(|t| t.matches('-').count() == 1).expect("a step");
    let (from, to) = step.split_once('-').unwrap();
    click_cell(&mut h, from);
    assert!(moves(&h).is_empty(), "a piece is picked, nothing is played yet");
    click_cell(&mut h, to);
    assert_eq!(moves(&h), std::slice::from_ref(step));
    // Stratego against the computer: a front-rank piece steps forward.
    let mut h = stratego_against_the_computer();
    let step = front_rank_step(&h);
    let (from, to) = step.split_once('-').unwrap();
    click_cell(&mut h, from);
    click_cell(&mut h, to);
    assert_eq!(moves(&h)[0], step);
}

/// Tab walks every part of the window in turn: the bars, the move field, the move list and the
/// board, and comes back round.
#[test]
fn tab_reaches_the_bars_the_move_list_and_the_board() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    let first = h.state().session().unwrap().position().legal_move_tokens()[0].clone();
    type_move(&mut h, &first);
    h.key_press(Key::Escape);
    h.run();
    let mut seen = Vec::new();
    for _ in 0..40 {
        h.key_press(Key::Tab);
        h.run();
        let focused =
            h.query_all(egui_kittest::kittest::by()).find(|n| n.accesskit_node().is_focused());
        if let Some(label) = focused.and_then(|n| n.accesskit_node().label()) {
            seen.push(label);
        }
    }
    for part in ["Rules", FIELD, first.as_str(), "Strata 7 board"] {
        assert!(seen.iter().any(|l| l.contains(part)), "Tab never reaches {part}: {seen:?}");
    }
    let board = seen.iter().filter(|l| l.contains("Strata 7 board")).count();
    assert!(board >= 2, "Tab comes back round to the board: {seen:?}");
}

#[test]
fn a_new_game_starts_with_an_empty_move_field_and_no_board_cursor() {
    let mut h = harness();
    start(&mut h, "Strata 5");
    // Text typed but not played, and the cursor left on a cell.
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run();
    h.get_by_role_and_label(Role::TextInput, FIELD).type_text("4@");
    h.run();
    h.key_press(Key::Escape);
    h.run();
    h.key_press_modifiers(Modifiers::SHIFT, Key::ArrowUp);
    h.run();
    start(&mut h, "Strata 7");
    let field = h.get_by_role_and_label(Role::TextInput, FIELD);
    assert_eq!(field.accesskit_node().value().as_deref(), Some(""), "the old text came along");
    // Enter with no cursor placed presses nothing on the new board.
    h.key_press(Key::Enter);
    h.run();
    assert!(h.state().message().is_none(), "{:?}", h.state().message());
}

#[test]
fn a_pressed_cell_places_strata5_blocks_there_however_tall_the_columns_in_front() {
    let mut h = harness();
    start(&mut h, "Strata 5");
    // Into the middle game, where columns of several levels stand in front of lower ones.
    let mut ply = 0;
    loop {
        let legal = h.state().session().unwrap().position().legal_move_tokens();
        if ply >= 40 && legal[0].starts_with('#') {
            break;
        }
        let pick = legal[(ply * 7) % legal.len()].clone();
        h.state_mut().push(strata_app::command::Command::Play(pick));
        h.run();
        ply += 1;
    }
    let anchors = h.state().session().unwrap().position().legal_move_tokens();
    assert!(anchors.len() > 5, "{anchors:?}");
    for anchor in &anchors {
        // The cell pressed as the cursor's Enter presses it (a screen reader's click on the
        // cell takes the same path, and reaches every cell directly).
        let cell = anchor.trim_start_matches('#');
        click_cell(&mut h, cell);
        assert_eq!(moves(&h).last(), Some(anchor), "Enter on {cell}");
        h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
        h.run();
    }
}

#[test]
fn once_tab_reaches_the_board_its_cursor_keys_work_and_a_focused_button_keeps_enter() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    let on_board = |h: &Harness<'_, StrataApp>| {
        h.query_all(egui_kittest::kittest::by())
            .find(|n| n.accesskit_node().is_focused())
            .and_then(|n| n.accesskit_node().label())
            .is_some_and(|l| l.contains("Strata 7 board"))
    };
    for _ in 0..40 {
        if on_board(&h) {
            break;
        }
        h.key_press(Key::Tab);
        h.run();
    }
    assert!(on_board(&h), "Tab never reached the board");
    // Shift+arrows move the cursor at once (they used to wait for Esc).
    h.key_press_modifiers(Modifiers::SHIFT, Key::ArrowUp);
    h.run();
    let note = h.state().message().map(|n| n.text.clone()).unwrap_or_default();
    assert!(note.split(':').next().is_some_and(|c| h.state().locate(c).is_some()), "{note:?}");
    // A focused button still takes Enter (the board cursor does not swallow it).
    let mut h = harness();
    start(&mut h, "Strata 7");
    h.get_by_label("New game").focus();
    h.run();
    h.key_press(Key::Enter);
    h.run();
    h.get_by_label("Start game");
}
