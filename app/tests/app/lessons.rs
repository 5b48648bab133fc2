//! Lessons and puzzles as a learner meets them: the list, a goal above the board, a wrong move
//! explained and the step started again, hints, "Show me", scripted replies, ticks kept.

use std::time::Duration;

use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use strata_app::StrataApp;
use strata_app::command::{Command, LessonCommand};
use strata_app::places::Places;
use strata_core::GameId;
use strata_core::lessons::{self, Kind};

fn start_item(h: &mut Harness<'_, StrataApp>, id: &str) {
    h.state_mut().push(Command::Lesson(LessonCommand::Start(id.to_string())));
    h.run();
    assert!(h.state().session().is_some(), "{id} opened");
}

fn play(h: &mut Harness<'_, StrataApp>, token: &str) {
    h.state_mut().push(Command::Play(token.to_string()));
    h.run();
}

#[test]
fn a_lesson_from_the_start_screen_explains_a_wrong_move_and_ticks_when_done() {
    let home = std::env::temp_dir().join(format!("strata-lessons-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let app =
        StrataApp::launch(Some(Places::at(&home)), strata_app::file_dialog::Dialogs::Builtin, None);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(12)
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), app);
    h.run();
    click(&mut h, "Lessons and puzzles");
    h.get_by_label_contains("Lessons: 0 of 9 done");
    click(&mut h, "Lesson 1: Onto the board (not done)");
    h.get_by_label("Bring your pawn 2 onto the board.");
    // Pawn 3 is legal but not the goal: the reason names the move, and the step starts again.
    play(&mut h, "3@a1");
    h.get_by_label_contains("3@a1: That move is legal, but it is not the one this step asks for.");
    assert_eq!(moves(&h).len(), 0, "the step started again");
    click(&mut h, "Hint");
    h.get_by_label("Hint: bring pawn 2 in from the reserve.");
    play(&mut h, "2@a2");
    h.get_by_label_contains("the entry step onto the starting block");
    click(&mut h, "Next step");
    h.get_by_label_contains("Now bring in pawn 3");
    play(&mut h, "3@g1");
    h.get_by_label_contains("Lesson complete!");
    assert!(h.state().progress().is_done("strata5-enter"));
    // The tick is on disk at once, in the data folder, and the list shows it.
    let written = std::fs::read_to_string(Places::at(&home).progress()).unwrap();
    assert!(written.contains("strata5-enter"), "{written}");
    click(&mut h, "All lessons");
    h.get_by_label("Lesson 1: Onto the board (done)");
    h.get_by_label_contains("Lessons: 1 of 9 done");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_step_is_played_with_the_mouse_and_show_me_plays_the_next() {
    let mut h = harness();
    h.state_mut().set_ai_delay(Duration::ZERO);
    start_item(&mut h, "strata5-count");
    click_board(&mut h, "a1");
    click_board(&mut h, "d1");
    assert_eq!(moves(&h), ["a1-d1"]);
    h.get_by_label_contains("Three straight steps");
    click(&mut h, "Next step");
    click(&mut h, "Show me");
    for _ in 0..5 {
        h.run();
    }
    assert_eq!(moves(&h), ["h2-g1"], "step 2 starts from its own position");
    h.get_by_label("Solution: h2-g1.");
    assert!(h.state().progress().is_empty(), "shown is not solved");
}

#[test]
fn show_me_plays_the_answer_and_earns_no_tick() {
    let mut h = harness();
    h.state_mut().set_ai_delay(Duration::ZERO);
    start_item(&mut h, "strata5-count");
    click(&mut h, "Show me");
    for _ in 0..5 {
        h.run();
    }
    assert_eq!(moves(&h), ["a1-d1"]);
    h.get_by_label("Solution: a1-d1.");
    assert!(h.state().progress().is_empty());
    // Try again: the step's position, nothing played.
    click(&mut h, "Try again");
    assert_eq!(moves(&h).len(), 0);
}

#[test]
fn the_defender_answers_in_a_puzzle_of_several_turns() {
    let mut h = harness();
    h.state_mut().set_ai_delay(Duration::ZERO);
    let puzzle = lessons::of(GameId::Strata7)
        .into_iter()
        .find(|i| i.kind == Kind::Puzzle && i.steps[0].answer.len() >= 3)
        .expect("a win in two");
    let answer = puzzle.steps[0].answer.clone();
    start_item(&mut h, &puzzle.id);
    h.get_by_label_contains("within 2 turns");
    play(&mut h, &answer[0]);
    for _ in 0..5 {
        h.run();
    }
    assert_eq!(moves(&h), answer[..2], "the defence on record was played");
    play(&mut h, &answer[2]);
    h.get_by_label_contains("Puzzle complete!");
    assert!(h.query_by_label("Game over").is_none(), "the banner says it, not a dialog");
}

#[test]
fn every_game_explains_a_wrong_move_in_its_first_lesson() {
    for game in GameId::ALL {
        let mut h = harness();
        let lesson = lessons::of(game).into_iter().find(|i| i.kind == Kind::Lesson).unwrap();
        let step = &lesson.steps[0];
        start_item(&mut h, &lesson.id);
        let accepted: Vec<&String> =
            std::iter::once(&step.answer).chain(&step.also).map(|line| &line[0]).collect();
        let session = h.state().session().unwrap();
        let legal = session.position().legal_move_tokens();
        let Some(wrong) = legal.iter().find(|t| !accepted.contains(t)) else { continue };
        play(&mut h, wrong);
        h.get_by_label_contains(&format!("{wrong}: "));
        assert_eq!(moves(&h).len(), 0, "{game}: the step started again");
        play(&mut h, &step.answer[0]);
        assert!(!moves(&h).is_empty(), "{game}: the answer is played");
    }
}

#[test]
fn the_lesson_banner_keeps_its_height_and_explains_a_refused_move() {
    let mut h = harness();
    start_item(&mut h, "strata5-enter");
    // The title carries no rule ID (the rules are links after the text).
    let title = h.get_by_label_contains("Lesson: Onto the board");
    let title = title.accesskit_node().label().unwrap_or_default();
    assert!(!title.contains("S5-"), "{title}");
    h.get_by_label("Rules:");
    let row = |h: &Harness<'_, StrataApp>| h.get_by_label("Hint").rect().top();
    let before = row(&h);
    // A move the rules refuse is explained in the banner, which does not grow.
    play(&mut h, "9@a1");
    assert_eq!(moves(&h).len(), 0);
    h.get_by_label_contains("9@a1: ");
    assert_eq!(row(&h), before, "the banner grew with the refusal");
    click(&mut h, "Hint");
    assert_eq!(row(&h), before, "the banner grew with the hint");
    // The hint's ring goes round the reserve pawn to bring in ("2@a2" starts in the reserve).
    let pawn = h.get_by_label("red reserve pawn 2").rect().center();
    assert_eq!(h.state().locate("2@"), Some(pawn));
    // No computer to pause in a lesson.
    assert!(h.query_by_label("Pause").is_none());
    assert!(h.query_by_label("s per move").is_none());
}

#[test]
fn after_a_refused_part_the_rest_of_a_turn_is_not_played() {
    let mut h = harness();
    start_item(&mut h, "strata5-enter");
    // Two parts in one frame, as a suggestion's badge sends a whole turn: the first misses the
    // goal (the step starts again), so the second must not be played on the fresh start.
    h.state_mut().push(Command::Play("3@a1".to_string()));
    h.state_mut().push(Command::Play("2@a2".to_string()));
    h.run();
    assert_eq!(moves(&h).len(), 0, "a part after the refusal was played: {:?}", moves(&h));
    h.get_by_label_contains("3@a1: ");
    assert!(!h.state().progress().is_done("strata5-enter"));
}
