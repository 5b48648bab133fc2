//! The position editor driven headless: pieces placed from each game's palette by clicking its
//! canvas (cells found with the canvas's own layout), problems shown and undone, and "Play
//! from here" starting a game at exactly the position built.

use crate::common::*;
use egui::{Event, Key, Modifiers, PointerButton};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use strata_app::StrataApp;
use strata_app::command::Command;
use strata_core::games::strata7::{self, PawnAt, Strata7};
use strata_core::games::stratego::Setup;
use strata_core::save::Seat;
use strata_core::{Diagrammed, GameSetup};

fn right_click_board(h: &mut Harness<'_, StrataApp>, target: &str) {
    let p = h.state().locate(target).unwrap_or_else(|| panic!("{target} is not on the canvas"));
    h.event(Event::PointerMoved(p));
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos: p,
            button: PointerButton::Secondary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
}

/// A Stratego game between two people, ended at once: the editor shows a Stratego position
/// only once no piece is hidden from anyone any more.
fn finished_stratego(h: &mut Harness<'_, StrataApp>, setup: GameSetup) {
    h.state_mut().push(Command::Start(setup, vec![Seat::Human, Seat::Human]));
    h.run();
    // Red resigns once at the screen (nobody resigns for a player on the hand-over screen).
    click(h, "I'm Red, show my pieces");
    h.state_mut().push(Command::AskResign(strata_core::Player(0)));
    h.run();
    click(h, "Resign");
    click(h, "Look at the board");
}

fn open_editor(h: &mut Harness<'_, StrataApp>, title: &str) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::E);
    h.run();
    h.get_by_label(&format!("Edit position — {title}"));
}

fn problems_shown(h: &Harness<'_, StrataApp>) -> bool {
    h.query_by_label("Not a valid position yet:").is_some()
}

fn shows(h: &Harness<'_, StrataApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn undo_key(h: &mut Harness<'_, StrataApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
}

fn redo_key(h: &mut Harness<'_, StrataApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
}

#[test]
fn stratego_armies_are_built_from_the_tray_and_played() {
    let mut h = harness();
    let setup = GameSetup::Stratego(Setup::from_seed(1));
    finished_stratego(&mut h, setup);
    open_editor(&mut h, "Stratego (classic rules)");

    click(&mut h, "An empty board");
    assert!(shows(&h, "red has no Flag (SG-G3)") && shows(&h, "blue has no Flag (SG-G3)"));
    assert!(is_disabled(&h, "Play from here"));

    click(&mut h, "Red army");
    click(&mut h, "Flag: 1 left");
    click_board(&mut h, "a1");
    click(&mut h, "Scout (2): 8 left");
    click_board(&mut h, "b1");
    click(&mut h, "Blue army");
    click(&mut h, "Flag: 1 left");
    click_board(&mut h, "j10");
    click(&mut h, "Scout (2): 8 left");
    click_board(&mut h, "i10");
    h.get_by_label("A valid position: Red to move.");
    h.get_by_label("Scout (2): 7 left");

    // A second red Flag is too many: the tray says so, the engine refuses it.
    click(&mut h, "Red army");
    click(&mut h, "Flag: 0 left");
    click_board(&mut h, "c1");
    h.get_by_label("Flag: 1 too many");
    assert!(problems_shown(&h) && is_disabled(&h, "Play from here"));
    undo_key(&mut h);
    h.get_by_label("A valid position: Red to move.");
    redo_key(&mut h);
    assert!(problems_shown(&h));
    click(&mut h, "Undo edit");
    h.get_by_label("A valid position: Red to move.");

    // A piece in a lake is drawn and named.
    click_board(&mut h, "c5");
    assert!(shows(&h, "c5 is in a lake (SG-G2)"));
    right_click_board(&mut h, "c5");
    h.get_by_label("A valid position: Red to move.");

    // Taking red's only movable piece leaves red blocked.
    right_click_board(&mut h, "b1");
    assert!(shows(&h, "a player cannot move"));
    undo_key(&mut h);

    // The marks of the selected piece, and whose turn.
    click_board(&mut h, "b1");
    click(&mut h, "Known to the opponent");
    click(&mut h, "Has moved");
    click(&mut h, "Blue to move");
    h.get_by_label("A valid position: Blue to move.");

    click(&mut h, "Play from here");
    let built = "Fa1,2b1*! 2i10,Fj10 b -/- 0 5";
    let session = h.state().session().expect("a game from the editor");
    assert_eq!(session.start_position(), Some(built));
    assert_eq!(session.position().position_text(), built);
    assert_eq!(session.moves().len(), 0);
}

#[test]
fn strata7_pawns_and_cells_are_edited_on_the_board_and_played() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    open_editor(&mut h, "Strata 7");
    h.get_by_label("A valid position: White to move.");

    // e7 is an obstacle: a pawn there is named and marked, and undone.
    click(&mut h, "White pawn");
    click_board(&mut h, "e7");
    assert!(shows(&h, "the pawn on e7 stands on an obstacle (S7-M4)"));
    assert!(is_disabled(&h, "Play from here"));
    click(&mut h, "Undo edit");
    h.get_by_label("A valid position: White to move.");

    // A custom board and a moved pawn.
    click(&mut h, "Move a pawn");
    click_board(&mut h, "b3");
    click_board(&mut h, "e5");
    click(&mut h, "Objective 3");
    click_board(&mut h, "a5");
    click(&mut h, "Obstacle");
    click_board(&mut h, "f5");
    right_click_board(&mut h, "a8");
    click(&mut h, "Bordeaux pawn");
    click_board(&mut h, "f6");
    click(&mut h, "Bordeaux to move");
    h.get_by_label("A valid position: Bordeaux to move.");

    let mut expected = Strata7::from_setup(&Default::default()).unwrap().to_diagram();
    let sq = |name: &str| name.parse::<strata7::Square>().unwrap();
    expected.pawns.iter_mut().find(|p| p.square == sq("b3")).unwrap().square = sq("e5");
    expected.cells[40] = strata7::CellKind::Objective(3);
    expected.cells[45] = strata7::CellKind::Obstacle;
    expected.pawns.retain(|p| p.square != sq("a8"));
    expected.pawns.push(PawnAt { owner: strata7::BORDEAUX, square: sq("f6"), stack: None });
    expected.to_move = strata7::BORDEAUX;
    let expected = expected.validate().expect("a valid position").position_text();

    click(&mut h, "Play from here");
    let session = h.state().session().expect("a game from the editor");
    assert_eq!(session.position().position_text(), expected);
    assert_eq!(session.moves().len(), 0);
}

#[test]
fn start_from_the_start_position_or_an_empty_board_and_undo_it() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    click_board(&mut h, "b3");
    click_board(&mut h, "b4");
    let moved = h.state().session().unwrap().position().position_text();
    open_editor(&mut h, "Strata 7");
    click(&mut h, "An empty board");
    assert!(shows(&h, "already over"), "nobody has a pawn");
    click(&mut h, "The start position");
    h.get_by_label("A valid position: White to move.");
    click(&mut h, "The current position");
    click(&mut h, "Play from here");
    assert_eq!(h.state().session().unwrap().position().position_text(), moved);
}

#[test]
fn strata5_blocks_and_pawns_are_placed_on_the_board_and_played() {
    use strata_core::games::strata5::{self, Block, BoardPawn, Strata5};
    let mut h = harness();
    start(&mut h, "Strata 5");
    open_editor(&mut h, "Strata 5");
    h.get_by_label("A valid position: Red to move.");

    // A block at level 3 over the bare table floats: named, marked, undone.
    click(&mut h, "Block");
    click(&mut h, "Level 3");
    click_board(&mut h, "d4");
    assert!(shows(&h, "the block anchored at d4 on level 3 rests on nothing (S5-B3)"));
    assert!(is_disabled(&h, "Play from here"));
    undo_key(&mut h);
    h.get_by_label("A valid position: Red to move.");

    // On top of one starting block only: it rests on a single block.
    click(&mut h, "On top");
    click_board(&mut h, "a1");
    assert!(shows(&h, "rests on a single block (S5-B4)"));
    click(&mut h, "Undo edit");

    // A level-1 block next to the starting one, and a pawn of each side.
    click_board(&mut h, "c1");
    click(&mut h, "Red pawn");
    click_board(&mut h, "a1");
    click(&mut h, "Black pawn");
    click_board(&mut h, "h8");
    h.get_by_label("Red reserve: 2, 3, 4, 5, 6");
    h.get_by_label("A valid position: Red to move.");

    let mut expected = Strata5::new(8).to_diagram();
    let sq = |name: &str| name.parse::<strata5::Square>().unwrap();
    expected.blocks.push(Block { anchor: sq("c1"), level: 1 });
    expected.supply -= 1;
    for (owner, square) in [(strata5::RED, sq("a1")), (strata5::BLACK, sq("h8"))] {
        let reserve = &mut expected.reserves[owner.index()];
        reserve.remove(reserve.iter().position(|&n| n == 2).unwrap());
        expected.pawns.push(BoardPawn { owner, number: 2, square, on: 1 });
    }
    let expected = expected.validate().expect("a valid position").position_text();

    click(&mut h, "Play from here");
    let session = h.state().session().expect("a game from the editor");
    assert_eq!(session.position().position_text(), expected);
}

#[test]
fn stratum_bars_are_placed_on_the_board_and_played() {
    let mut h = harness();
    start(&mut h, "Stratum");
    open_editor(&mut h, "Stratum");
    h.get_by_label("A valid position: Beige to move.");

    // A piece on level 2 over the bare board lies over a hole: named, marked, undone.
    click(&mut h, "Level 2");
    click_board(&mut h, "C3");
    assert!(shows(&h, "the piece on C3-C6 (level 2) lies over a hole"));
    assert!(is_disabled(&h, "Play from here"));
    undo_key(&mut h);
    h.get_by_label("A valid position: Beige to move.");

    // A beige piece on the board: now dark brown must be the one to move.
    click(&mut h, "On top");
    click(&mut h, "Beige piece");
    click_board(&mut h, "A1");
    h.get_by_label("Beige's pieces left");
    assert!(shows(&h, "out of turn"));
    click(&mut h, "Dark brown to move");
    h.get_by_label("A valid position: Dark brown to move.");
    h.get_by_label("Along a row");

    // R turns the piece: a diagonal one, then back by the palette.
    h.key_press(Key::R);
    h.run();
    click(&mut h, "Dark brown piece");
    click_board(&mut h, "E1");
    click(&mut h, "Position text");
    assert_eq!(h.get_by_label("Position").value().as_deref(), Some("5 2 A1-A4b,E1-H4d d 17,17"));
    click(&mut h, "Undo edit");

    click(&mut h, "Play from here");
    let built = "5 2 A1-A4b d 17,18";
    let session = h.state().session().expect("a game from the editor");
    assert_eq!(session.start_position(), Some(built));
    assert_eq!(session.position().position_text(), built);
}

#[test]
fn keyboard_undo_redo_and_the_position_text() {
    let mut h = harness();
    start(&mut h, "Stratum");
    open_editor(&mut h, "Stratum");
    assert!(is_disabled(&h, "Undo edit") && is_disabled(&h, "Redo edit"));
    click(&mut h, "Beige piece");
    click_board(&mut h, "A1");
    assert!(problems_shown(&h));
    undo_key(&mut h);
    h.get_by_label("A valid position: Beige to move.");
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert!(problems_shown(&h), "redone");
    undo_key(&mut h);

    // The text follows the diagram; Enter applies what is typed.
    click(&mut h, "Position text");
    let field = h.get_by_label("Position");
    assert_eq!(field.value().as_deref(), Some("5 2 - b 18,18"));
    field.click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Position").type_text("5 2 A1-A4b d 17,18");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    h.get_by_label("A valid position: Dark brown to move.");

    // Ctrl+V outside the field pastes the clipboard's text; unreadable text is refused.
    h.event(Event::Paste("5 2 A1-A4b,E1-E4d b 17,17".to_string()));
    h.run();
    h.get_by_label("A valid position: Beige to move.");
    assert_eq!(h.get_by_label("Position").value().as_deref(), Some("5 2 A1-A4b,E1-E4d b 17,17"));
    h.event(Event::Paste("not a position".to_string()));
    h.run();
    assert!(shows(&h, "cannot read the position text"));
    h.get_by_label("A valid position: Beige to move.");
    undo_key(&mut h);
    h.get_by_label("A valid position: Dark brown to move.");

    // While the text field has focus, Ctrl+Z is the field's own: the diagram stays.
    h.get_by_label("Position").click();
    h.run();
    undo_key(&mut h);
    h.get_by_label("A valid position: Dark brown to move.");
    assert!(!is_disabled(&h, "Undo edit"));
    click(&mut h, "Undo edit");
    h.get_by_label("A valid position: Beige to move.");
}

#[test]
fn a_pasted_value_out_of_range_is_shown_not_changed() {
    let mut h = harness();
    let setup = GameSetup::Stratego(Setup::from_seed(1));
    finished_stratego(&mut h, setup);
    open_editor(&mut h, "Stratego (classic rules)");
    click(&mut h, "Position text");
    let text = "Fa1,2b1 2i10,Fj10 r -/- 300 5";
    h.get_by_label("Position").click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("Position").type_text(text);
    h.run();
    click(&mut h, "Paste position");
    // The palette's number field does not pull 300 back into its range behind the user's back.
    h.run();
    assert!(shows(&h, "300 moves in a row without an attack (SG-E5)"));
    assert_eq!(h.get_by_label("Position").value().as_deref(), Some(text));
    click(&mut h, "Undo edit");
    assert!(is_disabled(&h, "Undo edit"), "one edit only");
}

/// Seeded random clicks and right-clicks with every tool of every game's palette: nothing
/// panics, the engine always gives a verdict, and the position text always reads back.
#[test]
fn random_edits_never_panic_and_the_text_always_reads() {
    use strata_core::GameId;
    let games: [(&str, GameId, &[&str], &[&str]); 4] = [
        (
            "Strata 5",
            GameId::Strata5,
            &["Block", "Red pawn", "Black pawn", "Level 2", "On top", "Block placement"],
            &["a1", "b2", "c3", "d4", "h8", "g7", "e5", "a8"],
        ),
        (
            "Stratum",
            GameId::Stratum,
            &["Beige piece", "Dark brown piece", "Diagonal", "Along a row", "Level 3", "On top"],
            &["A1", "C3", "E5", "I9", "E1", "A5", "G3", "B2"],
        ),
        (
            "Strata 7",
            GameId::Strata7,
            &[
                "White pawn",
                "Bordeaux stack",
                "Move a pawn",
                "Obstacle",
                "Objective 2",
                "Off the board",
            ],
            &["a1", "b3", "e5", "c7", "j10", "f6", "b5", "i4"],
        ),
        (
            "Stratego (classic rules)",
            GameId::Stratego,
            &["Blue army", "Red army", "Flag: 1 left", "Spy: 1 left", "Has moved", "Blue to move"],
            &["a1", "c5", "j10", "e4", "f7", "b2", "h9", "d6"],
        ),
    ];
    let mut rng = strata_core::Rng::seed(16);
    for (title, id, controls, cells) in games {
        let mut h = harness();
        if id == GameId::Stratego {
            // Straight to play, past the setup screen.
            let setup = GameSetup::Stratego(Setup::from_seed(2));
            finished_stratego(&mut h, setup);
        } else {
            start(&mut h, title);
        }
        open_editor(&mut h, title);
        click(&mut h, "Position text");
        for _ in 0..40 {
            match rng.below(4) {
                0 => {
                    let label = controls[rng.below(controls.len())];
                    if let Some(node) = h.query_by_label(label) {
                        node.click();
                        h.run();
                    }
                }
                1 => right_click_board(&mut h, cells[rng.below(cells.len())]),
                2 if rng.below(4) == 0 => undo_key(&mut h),
                _ => click_board(&mut h, cells[rng.below(cells.len())]),
            }
            let verdict = h.query_by_label("Not a valid position yet:").is_some()
                || h.query_by_label_contains("A valid position").is_some();
            assert!(verdict, "{title}: the engine's verdict is shown");
            let text = h.get_by_label("Position").value().unwrap_or_default();
            let read = strata_core::games::position_from_text(id, &text);
            let unreadable = matches!(read, Err(strata_core::BadPosition::Text(_)));
            assert!(!unreadable, "{title}: '{text}' reads back");
        }
    }
}

#[test]
fn the_board_works_from_the_keyboard() {
    let mut h = harness();
    let setup = GameSetup::Stratego(Setup::from_seed(1));
    finished_stratego(&mut h, setup);
    open_editor(&mut h, "Stratego (classic rules)");
    click(&mut h, "An empty board");
    click(&mut h, "Flag: 1 left");
    // A click places a Flag on a1 and gives the board the keyboard, its cursor on a1.
    click_board(&mut h, "a1");
    h.get_by_label("Flag: 0 left");
    // Right, up, Enter: another Flag on b2.
    for key in [Key::ArrowRight, Key::ArrowUp, Key::Enter] {
        h.key_press(key);
        h.run();
    }
    h.get_by_label("Flag: 1 too many");
    click(&mut h, "Position text");
    assert!(h.get_by_label("Position").value().unwrap().starts_with("Fa1,Fb2 "));
    // Delete takes it off again.
    h.get_by_label("Board to edit").focus();
    h.run();
    h.key_press(Key::Delete);
    h.run();
    h.get_by_label("Flag: 0 left");
    assert!(h.get_by_label("Position").value().unwrap().starts_with("Fa1 "));
}

#[test]
fn edit_position_from_the_menu_while_editing_keeps_the_game_behind() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    open_editor(&mut h, "Strata 7");
    // The Game menu stays reachable over the editor: asking again opens the editor afresh.
    h.state_mut().push(Command::EditPosition(false));
    h.run();
    h.get_by_label("Edit position — Strata 7");
    click(&mut h, "Back to the game");
    assert!(h.state().session().is_some(), "the game behind the editor is still there");
}
