//! The app driven headless (no window, no GPU) through egui_kittest: widgets are found by their
//! accessible labels; board cells are clicked where the board's own projection puts them.

use crate::common::*;
use egui::{Key, Modifiers, Pos2};
use egui_kittest::kittest::Queryable;
use strata_app::command::Tone;

#[test]
fn the_start_screen_offers_every_game() {
    let mut h = harness();
    h.run();
    for game in ["Strata 5", "Stratum", "Strata 7", "Stratego (classic rules)"] {
        h.get_by_label(&format!("Play {game}"));
    }
    click(&mut h, "Play Stratum");
    h.get_by_label("Start game");
    assert_idle(&mut h);
}

#[test]
fn strata5_hot_seat_flow() {
    let mut h = harness();
    start(&mut h, "Strata 5");
    assert_idle(&mut h);

    // Red's first turn: two reserve pawns enter, then a block (the move list shows each).
    click(&mut h, "red reserve pawn 2");
    click_board(&mut h, "b1");
    assert_eq!(moves(&h), ["2@b1"]);
    h.get_by_label("2@b1");
    // The pawn that just moved cannot move again this turn, and the app says why.
    click_board(&mut h, "b1");
    assert_eq!(h.state().message().and_then(|n| n.rule), Some("S5-T1"));
    click(&mut h, "red reserve pawn 3");
    click_board(&mut h, "g2");
    click_board(&mut h, "#c1");
    assert_eq!(moves(&h), ["2@b1", "3@g2", "#c1"]);
    h.get_by_label("#c1");
    assert_idle(&mut h);

    // An illegal attempt: a black pawn onto the bare board is refused with its rule ID…
    click(&mut h, "black reserve pawn 2");
    click_board(&mut h, "e5");
    assert_eq!(moves(&h).len(), 3, "nothing was played");
    let note = h.state().message().expect("the refusal is explained").clone();
    assert_eq!((note.tone, note.rule), (Tone::Refused, Some("S5-P3")));
    // …and the rule ID opens the rules panel at that rule.
    click(&mut h, "S5-P3");
    assert_eq!(h.state().rules_focus(), Some("S5-P3"));
    let rule = h.get_by_label_contains("S5-P3 ·");
    let screen = egui::Rect::from_min_size(Pos2::ZERO, egui::vec2(1280.0, 800.0));
    assert!(screen.contains_rect(rule.rect()), "the panel scrolled to the rule");

    // Undo and redo, with the buttons and the keys.
    click(&mut h, "Undo");
    assert_eq!((cursor(&h), moves(&h).len()), (2, 3));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(cursor(&h), 1);
    click(&mut h, "Redo");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(cursor(&h), 3);
    h.key_press_modifiers(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
    h.run();
    assert_eq!(cursor(&h), 3, "nothing left to redo");

    // Replay: a move in the list shows its position; "Back to the game" returns.
    click(&mut h, "2@b1");
    assert_eq!(cursor(&h), 1);
    h.get_by_label("Viewing move 1 of 3");
    assert!(h.query_by_label_contains("to move").is_none(), "replay does not say whose turn");
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(cursor(&h), 2);
    h.get_by_label("Viewing move 2 of 3");
    click(&mut h, "Back to the game");
    assert!(h.query_by_label_contains("Viewing move").is_none());
    assert_eq!(cursor(&h), 3);

    // A move from a past position asks before discarding the later moves.
    click(&mut h, "3@g2");
    click_board(&mut h, "#c1");
    h.get_by_label("Discard and play");
    click(&mut h, "Cancel");
    assert_eq!(moves(&h).len(), 3, "cancelled: nothing discarded");
    click_board(&mut h, "#e1");
    click(&mut h, "Discard and play");
    assert_eq!(moves(&h), ["2@b1", "3@g2", "#e1"]);
    assert_idle(&mut h);
}

#[test]
fn strata5_rotation_keeps_picking_right() {
    let mut h = harness();
    start(&mut h, "Strata 5");
    for _ in 0..3 {
        h.key_press(Key::E);
        h.run();
    }
    click(&mut h, "red reserve pawn 2");
    click_board(&mut h, "b2");
    assert_eq!(moves(&h), ["2@b2"]);
    h.key_press(Key::Q);
    h.run();
    click(&mut h, "red reserve pawn 4");
    click_board(&mut h, "h1");
    click_board(&mut h, "#a3");
    assert_eq!(moves(&h), ["2@b2", "4@h1", "#a3"]);
}

#[test]
fn stratum_hot_seat_flow() {
    let mut h = harness();
    start(&mut h, "Stratum");

    click_board(&mut h, "A1-A4");
    assert_eq!(moves(&h), ["A1-A4"]);
    h.get_by_label("A1-A4");
    click_board(&mut h, "B1-B4");
    // R turns the piece: a diagonal bar.
    h.key_press(Key::R);
    h.run();
    click_board(&mut h, "C5-F8");
    assert_eq!(moves(&h), ["A1-A4", "B1-B4", "C5-F8"]);
    h.get_by_label("C5-F8");

    // A bar over a covered cell is refused with its rule, which opens the rules panel.
    h.key_press(Key::R);
    h.key_press(Key::R);
    h.run();
    click_board(&mut h, "A2-A5");
    assert_eq!(moves(&h).len(), 3);
    let note = h.state().message().expect("the refusal is explained").clone();
    assert_eq!(note.rule, Some("SM-P3"));
    click(&mut h, "SM-P3");
    assert_eq!(h.state().rules_focus(), Some("SM-P3"));
    h.get_by_label_contains("SM-P3 ·");

    click(&mut h, "Undo");
    click(&mut h, "Undo");
    assert_eq!(cursor(&h), 1);
    click(&mut h, "Redo");
    assert_eq!(cursor(&h), 2);
    // After an undo, a new move replaces the redo list without asking.
    click_board(&mut h, "D1-D4");
    assert_eq!(moves(&h), ["A1-A4", "B1-B4", "D1-D4"]);
    assert_idle(&mut h);
}

#[test]
fn f1_toggles_the_rules_and_the_help_menu_lists_the_keys() {
    let mut h = harness();
    start(&mut h, "Stratum");
    h.key_press(Key::F1);
    h.run();
    h.get_by_label("Rules of Stratum");
    h.key_press(Key::F1);
    h.run();
    assert!(h.query_by_label("Rules of Stratum").is_none());
    click(&mut h, "Help");
    click(&mut h, "Keyboard shortcuts...");
    for keys in
        ["Ctrl+N", "Ctrl+Z", "Ctrl+Shift+Z, Ctrl+Y", "F1", "Q / E", "R / wheel", "H", "P", "B"]
    {
        h.get_by_label(keys);
    }
    click(&mut h, "Close");
    assert!(h.query_by_label("Ctrl+Shift+Z, Ctrl+Y").is_none());
    // How to play opens the rules at their first page; About names the version and licence.
    click(&mut h, "Help");
    click(&mut h, "How to play Stratum");
    h.get_by_label("Rules of Stratum");
    h.get_by_label("How to play");
    click(&mut h, "Help");
    click(&mut h, "About Strata");
    h.get_by_label(&format!("Strata {}", env!("CARGO_PKG_VERSION")));
    h.get_by_label("Licence: MIT.");
    click(&mut h, "OK");
    assert!(h.query_by_label("Licence: MIT.").is_none());
}

#[test]
fn a_finished_game_offers_a_rematch() {
    let mut h = harness();
    start(&mut h, "Stratum");
    // Play the engine's first legal move until the game ends, through the same commands.
    loop {
        let session = h.state().session().unwrap();
        let Some(token) = session.position().legal_move_tokens().first().cloned() else { break };
        h.state_mut().push(strata_app::command::Command::Play(token));
        h.run();
    }
    h.get_by_label("Game over");
    click(&mut h, "Rematch");
    assert_eq!(moves(&h).len(), 0);
    assert!(h.query_by_label("Game over").is_none());
    assert_idle(&mut h);
}

#[test]
fn a_narrow_window_folds_the_move_list_before_the_board_shrinks() {
    let mut h = harness_of_size(800.0, 560.0);
    start(&mut h, "Stratum");
    h.get_by_label("Moves");
    // The rules take the room: the move list folds to its button.
    h.key_press(Key::F1);
    h.run();
    h.get_by_label("Rules of Stratum");
    assert!(h.query_by_label("Moves").is_none());
    // Asking for the move list gives it back, and the rules make way.
    click(&mut h, "»");
    h.get_by_label("Moves");
    assert!(h.query_by_label("Rules of Stratum").is_none());
    // Ctrl+M hides and shows it.
    h.key_press_modifiers(Modifiers::COMMAND, Key::M);
    h.run();
    assert!(h.query_by_label("Moves").is_none());
    h.key_press_modifiers(Modifiers::COMMAND, Key::M);
    h.run();
    h.get_by_label("Moves");
    // Every Help item fits the small window, and so does the shortcut list's Close button.
    let screen = egui::Rect::from_min_size(Pos2::ZERO, egui::vec2(800.0, 560.0));
    click(&mut h, "Help");
    assert!(screen.contains_rect(h.get_by_label("About Strata").rect()));
    click(&mut h, "Keyboard shortcuts...");
    assert!(screen.contains_rect(h.get_by_label("Close").rect()));
}

#[test]
fn resigning_and_agreeing_a_draw_end_the_game_and_undo_takes_them_back() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    click_board(&mut h, "b2");
    click_board(&mut h, "b4");
    assert_eq!(moves(&h), ["b2-b4"]);
    // Bordeaux to move resigns, after confirming.
    click(&mut h, "Game");
    click(&mut h, "Resign (Bordeaux)...");
    click(&mut h, "Keep playing");
    assert!(h.state().session().unwrap().agreement().is_none());
    click(&mut h, "Game");
    click(&mut h, "Resign (Bordeaux)...");
    click(&mut h, "Resign");
    h.get_by_label("Game over");
    h.get_by_label("White wins");
    assert_eq!(h.query_all_by_label("Bordeaux resigned").count(), 2, "the dialog and the list");
    click(&mut h, "Look at the board");
    // The move list ends with it; Undo takes it back and play goes on.
    assert_eq!(h.query_all_by_label("Bordeaux resigned").count(), 1);
    click(&mut h, "Undo");
    assert!(h.state().session().unwrap().agreement().is_none());
    assert_eq!(moves(&h), ["b2-b4"]);

    // A draw offered by Bordeaux is answered by White on White's turn.
    click(&mut h, "Game");
    click(&mut h, "Offer a draw");
    assert!(h.query_by_label("Accept the draw").is_none(), "not the offerer's to answer");
    click_board(&mut h, "b9");
    click_board(&mut h, "b7");
    h.get_by_label("Bordeaux offers a draw.");
    click(&mut h, "Accept the draw");
    h.get_by_label("Game over");
    assert!(h.query_all_by_label("Draw agreed").count() >= 1);
    let save = h.state().session().unwrap().to_save();
    assert_eq!(save.agreement, Some(strata_core::save::Agreement::Draw));
    assert_idle(&mut h);
}

#[test]
fn a_move_declines_a_draw_offer() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    click(&mut h, "Game");
    click(&mut h, "Offer a draw");
    click_board(&mut h, "b2");
    click_board(&mut h, "b4");
    h.get_by_label("White offers a draw.");
    click_board(&mut h, "b9");
    click_board(&mut h, "b7");
    assert!(h.query_by_label_contains("offers a draw").is_none());
    assert_eq!(h.state().session().unwrap().agreement(), None);
}

#[test]
fn a_game_starts_from_a_shipped_position() {
    let mut h = harness();
    click(&mut h, "New game");
    click(&mut h, "Strata 5");
    click(&mut h, "Start from a position");
    click(&mut h, "Black to play and win in two");
    let session = h.state().session().expect("a game from the position");
    assert!(session.start_position().is_some());
    assert_eq!(session.moves().len(), 0);
    // The puzzle's task stays above the board (no longer a status note that the next click
    // clears).
    h.get_by_label("Puzzle: Black to play and win in two");
    h.get_by_label_contains("Black to play and win this turn");
    // Undo has nothing to take back: the game starts at the position.
    assert!(is_disabled(&h, "Undo"));
    // A rematch plays the puzzle again, not a game from the usual start.
    let start = session.position().position_text();
    // The first move of its solution (a wrong move would start the puzzle again at once).
    h.state_mut().push(strata_app::command::Command::Play("b4-c3".into()));
    h.run();
    assert_eq!(moves(&h).len(), 1);
    click(&mut h, "File");
    click(&mut h, "Rematch");
    let again = h.state().session().unwrap();
    assert_eq!((again.moves().len(), again.position().position_text()), (0, start));
    assert!(again.start_position().is_some(), "undo still stops at the position");
}

#[test]
fn the_position_editor_checks_the_text_and_plays_from_it() {
    let mut h = harness();
    start(&mut h, "Stratum");
    let position = h.state().session().unwrap().position().position_text();
    h.key_press_modifiers(Modifiers::COMMAND, Key::E);
    h.run();
    h.get_by_label("Edit position — Stratum");
    click(&mut h, "Position text");
    assert_eq!(h.get_by_label("Position").value().as_deref(), Some(position.as_str()));
    h.get_by_label("A valid position: Beige to move.");

    // A bar over a hole is named with its cells, and cannot be played.
    let field = h.get_by_label("Position");
    field.click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Position").type_text("5 2 A1-A4b/C3-C6b d 17,17");
    h.run();
    click(&mut h, "Paste position");
    h.get_by_label("Not a valid position yet:");
    assert!(is_disabled(&h, "Play from here"));

    // Text that does not read is refused with the reason, and changes nothing.
    let field = h.get_by_label("Position");
    field.click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Position").type_text("nonsense");
    h.run();
    click(&mut h, "Paste position");
    assert!(h.query_by_label_contains("cannot read the position text").is_some());
    h.get_by_label("Not a valid position yet:");

    // A valid edit: one beige bar on the board, dark brown to move.
    let edited = "5 2 A1-A4b d 17,18";
    let field = h.get_by_label("Position");
    field.click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Position").type_text(edited);
    h.run();
    click(&mut h, "Paste position");
    h.get_by_label("A valid position: Dark brown to move.");
    click(&mut h, "Play from here");
    let session = h.state().session().unwrap();
    assert_eq!(session.start_position(), Some(edited));
    assert_eq!(session.moves().len(), 0);
    assert!(h.query_by_label("Edit position — Stratum").is_none());
}

#[test]
fn game_menu_copies_the_position_text() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    let first = h.state().session().unwrap().position().legal_move_tokens()[0].clone();
    h.state_mut().push(strata_app::command::Command::Play(first));
    h.run();
    click(&mut h, "Game");
    // The frame that handles the click carries the clipboard text.
    h.get_by_label("Copy position text").click();
    h.step();
    let expected = h.state().session().unwrap().position().position_text();
    assert_eq!(copied(&h), [expected]);
    h.run();
    h.get_by_label("The position text is on the clipboard.");
}

#[test]
fn game_menu_pastes_position_text_into_the_editor() {
    let mut h = harness();
    start(&mut h, "Stratum");
    click(&mut h, "Game");
    h.get_by_label("Paste position text...").click();
    h.step();
    let requested = h.output().viewport_output[&egui::ViewportId::ROOT]
        .commands
        .iter()
        .any(|c| matches!(c, egui::ViewportCommand::RequestPaste));
    assert!(requested, "the clipboard is asked for");
    h.run();
    h.get_by_label("Edit position — Stratum");
    // What the system sends back: the clipboard's text as a paste.
    let pasted = "5 2 A1-A4b d 17,18";
    h.event(egui::Event::Paste(pasted.to_string()));
    h.run();
    click(&mut h, "Play from here");
    assert_eq!(h.state().session().unwrap().start_position(), Some(pasted));
}
