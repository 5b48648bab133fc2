//! The boards' polish, driven headless through the real UI: the Level numbers setting offered
//! only where a board uses it, attacks and points told in the move list and the status line,
//! and the move animations that can be turned off and always come to rest.

use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use strata_app::StrataApp;
use strata_app::command::Command;
use strata_core::GameSetup;
use strata_core::games::stratego::Setup;
use strata_core::save::Seat;

/// Red's Scout stands on a4 (front rank, far left); Blue's Spy on a7, at the end of its file.
const RED_ARMY: &str = "26B529B428/74M6S25736/B324836B57/FB3245322B";
const BLUE_ARMY: &str = "26B529B42S/74M6825736/B324836B57/FB3245322B";

/// Strata 7 up to White's reinforcement on b6 (a5 joins its partner there).
const STRATA7_OPENING: [&str; 10] =
    ["b3-a4", "h8-i7", "a4-a5", "i7-j6", "a5-b6", "j6-j5", "c3-b4", "g8-h8", "e1-c3-a5", "h8-g8"];

fn play(h: &mut Harness<'_, StrataApp>, tokens: &[&str]) {
    for token in tokens {
        h.state_mut().push(Command::Play(token.to_string()));
        h.run();
    }
    let played = moves(h);
    assert!(played.ends_with(&tokens.iter().map(|t| t.to_string()).collect::<Vec<_>>()));
}

fn stratego(h: &mut Harness<'_, StrataApp>) {
    let setup = Setup {
        red: RED_ARMY.to_string(),
        blue: BLUE_ARMY.to_string(),
        repetition_limit: 5,
        more_squares: false,
    };
    h.state_mut().push(Command::Start(GameSetup::Stratego(setup), vec![Seat::Human, Seat::Human]));
    h.run();
    assert!(h.state().session().is_some(), "Stratego started");
}

fn shows(h: &Harness<'_, StrataApp>, text: &str) -> bool {
    h.query_by_label_contains(text).is_some()
}

#[test]
fn level_numbers_are_offered_only_where_the_board_prints_levels() {
    for (game, offered) in [("Stratum", true), ("Strata 5", true), ("Strata 7", false)] {
        let mut h = harness();
        start(&mut h, game);
        assert_eq!(h.query_by_label("Level numbers").is_some(), offered, "{game}");
    }
    let mut h = harness();
    stratego(&mut h);
    assert!(h.query_by_label("Level numbers").is_none(), "Stratego");
}

#[test]
fn the_stratego_move_list_marks_attacks_with_both_ranks() {
    let mut h = harness();
    stratego(&mut h);
    // A quiet move, then Red's Scout runs up the a-file into Blue's Spy; each player takes the
    // screen before moving (nothing plays for a player on the hand-over screen).
    for (player, token) in [("Red", "b4-b5"), ("Blue", "a7-a6"), ("Red", "a4-a6")] {
        click(&mut h, &format!("I'm {player}, show my pieces"));
        play(&mut h, &[token]);
    }
    assert!(shows(&h, "a4-a6 (2 takes S)"), "the attack is marked in the move list");
    assert!(shows(&h, "b4-b5") && !shows(&h, "b4-b5 ("), "a quiet move has no mark");
    assert_eq!(moves(&h).last().map(String::as_str), Some("a4-a6"), "the notation is unchanged");
    assert_idle(&mut h);
}

#[test]
fn strata7_announces_points_in_the_status_line_and_the_move_list() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    play(&mut h, &STRATA7_OPENING);
    assert!(shows(&h, "Can score now"), "White's card offers the objective");
    assert!(shows(&h, "b6 +1 from a5"), "the objective, its points and who can take it");
    click(&mut h, "Hints");
    assert!(!shows(&h, "Can score now"), "a hint: hidden with hints off");
    click(&mut h, "Hints");
    assert!(shows(&h, "Can score now"));
    play(&mut h, &["a5-b6>c6"]);
    let note = h.state().message().expect("the status line says what the move scored");
    assert_eq!(note.text, "+1 for White: objective b6.");
    assert_eq!(note.rule, Some("S7-O2"));
    assert!(shows(&h, "a5-b6>c6 (+1 for White: objective b6)"), "the move list says it too");
    assert_idle(&mut h);
}

#[test]
fn animations_play_by_default_come_to_rest_and_can_be_turned_off() {
    // Frames 50 ms apart, so a quarter-second animation takes several.
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_step_dt(0.05)
        .with_max_steps(40)
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), StrataApp::default());
    start(&mut h, "Stratum");
    h.state_mut().push(Command::Play("A1-A4".to_string()));
    let animated = h.run();
    assert_idle(&mut h);

    click(&mut h, "View");
    click(&mut h, "Animations");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!h.state().settings().animations, "the View menu turns them off");
    h.state_mut().push(Command::Play("I5-I8".to_string()));
    let still = h.run();
    assert_eq!(moves(&h), ["A1-A4", "I5-I8"]);
    assert!(animated >= still + 3, "{animated} frames with the animation, {still} without");
    assert_idle(&mut h);
}

/// Every text painted this frame with its font size.
fn painted_sizes(h: &Harness<'_, StrataApp>) -> Vec<(String, f32)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(String, f32)>) {
        match shape {
            egui::Shape::Text(t) => {
                let size = t.galley.job.sections.iter().map(|s| s.format.font_id.size);
                out.push((t.galley.job.text.clone(), size.fold(f32::INFINITY, f32::min)));
            }
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// The size `text` was painted at (the smallest, if painted more than once).
fn size_of(painted: &[(String, f32)], text: &str) -> f32 {
    let sizes = painted.iter().filter(|(t, _)| t == text).map(|(_, s)| *s);
    let size = sizes.fold(f32::INFINITY, f32::min);
    assert!(size.is_finite(), "{text:?} is not painted: {painted:?}");
    size
}

#[test]
fn stratego_side_text_and_coordinates_stay_readable_in_a_small_window() {
    let mut h = Harness::builder()
        .with_size(egui::vec2(800.0, 560.0))
        .with_max_steps(12)
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), StrataApp::default());
    stratego(&mut h);
    click(&mut h, "I'm Red, show my pieces");
    let painted = painted_sizes(&h);
    for text in ["Still hidden", "Lost", "a", "j", "10"] {
        let size = size_of(&painted, text);
        assert!(size >= 11.0, "{text:?} is painted at {size} px");
    }
}

#[test]
fn strata7_side_cards_use_no_text_under_12_px() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    let painted = painted_sizes(&h);
    for text in ["of 7 points", "last reinforcement at 6", "0 held by Bordeaux", "captured 0"] {
        let size = size_of(&painted, text);
        assert!(size >= 12.0, "{text:?} is painted at {size} px");
    }
}

#[test]
fn at_200_percent_every_reserve_pawn_and_move_fits_on_screen() {
    // 1280×800 at 200% zoom is 640×400 points.
    let mut h = harness_of_size(640.0, 400.0);
    start(&mut h, "Strata 5");
    play(&mut h, &["2@b1", "3@g2", "#c1", "2@a8"]);
    let bottom = |h: &Harness<'_, StrataApp>, label: &str| h.get_by_label(label).rect().bottom();
    let status = h.get_by_label_contains("to move").rect().top();
    for n in 4..=6 {
        let label = format!("red reserve pawn {n}");
        assert!(bottom(&h, &label) <= status, "{label} is cut off");
    }
    // The move list ends where the board's panel begins (its reserve column is on the left).
    let board = h.get_by_label("red reserve pawn 4").rect().left() - 40.0;
    for token in ["2@b1", "3@g2", "#c1"] {
        let chip = h.get_by_label(token).rect();
        assert!(chip.right() <= board, "{token} is cut off: {chip:?}, the board at {board}");
    }
}
