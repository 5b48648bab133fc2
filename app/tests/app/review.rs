//! Game → Review game, driven headless: the review runs on its worker with a progress bar and
//! Cancel, its verdicts reach the move list and the panel, a click on the graph shows that
//! position, and the review is saved with the game.

use std::time::{Duration, Instant};

use crate::common::*;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use strata_app::StrataApp;
use strata_app::command::{Command, FileCommand, ReviewCommand};
use strata_core::review::Verdict;
use strata_core::session::Session;
use strata_core::{GameId, GameOptions, GameSetup};

/// Stratum: Beige could win at once with D1-D4 before the last move, and plays D2-D5.
const MISSED_WIN: [&str; 15] = [
    "I6-I9", "A2-D5", "E1-H4", "G6-G9", "B6-E6", "A1-D1", "C7-F7", "B2-E5", "H5-H8", "D2-G5",
    "C2-F5", "C1-C4", "E5-H5", "D7-G7", "D2-D5",
];

fn game(id: GameId, options: &GameOptions, moves: &[&str]) -> Session {
    let mut session = Session::new(GameSetup::from_options(id, options).unwrap(), vec![]).unwrap();
    for token in moves {
        session.play(token).unwrap();
    }
    session
}

fn harness_with(session: Session) -> Harness<'static, StrataApp> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(12)
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), StrataApp::new(Some(session)))
}

/// Steps frames until `done` holds (the review runs on its own thread).
fn wait_until(h: &mut Harness<'_, StrataApp>, what: &str, done: impl Fn(&StrataApp) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while !done(h.state()) {
        assert!(Instant::now() < deadline, "timed out waiting until {what}");
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    h.run();
}

fn review_with_ctrl_r(h: &mut Harness<'_, StrataApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::R);
    h.run();
}

#[test]
fn ctrl_r_reviews_the_game_and_marks_the_missed_win_as_a_blunder() {
    let mut h = harness_with(game(GameId::Stratum, &GameOptions::default(), &MISSED_WIN));
    review_with_ctrl_r(&mut h);
    // The review runs on its own thread: on a busy machine this short game's review may be
    // over by the time the frames settle (this assertion raced with it).
    let running = h.state().review_progress().is_some();
    assert!(running || h.state().review().is_some(), "the review runs");
    if running {
        h.get_by_label("Cancel");
    }
    wait_until(&mut h, "the review is done", |app| app.review().is_some());
    assert!(h.state().review_progress().is_none());
    let review = h.state().review().unwrap();
    let last = review.moves.last().unwrap();
    assert_eq!((last.verdict, last.best.as_str()), (Verdict::Blunder, "D1-D4"));
    // The move list marks the move; the panel explains it (the cursor is on the last move).
    h.get_by_label("D2-D5??");
    h.get_by_label("D2-D5?? — blunder");
    h.get_by_label("D1-D4 would have won at once.");
    h.get_by_label("Review again");
    assert_idle(&mut h);
}

#[test]
fn a_click_on_the_graph_shows_that_position() {
    let mut h = harness_with(game(GameId::Stratum, &GameOptions::default(), &MISSED_WIN));
    h.state_mut().push(Command::Review(ReviewCommand::Open));
    h.run();
    wait_until(&mut h, "the review is done", |app| app.review().is_some());
    assert_eq!(cursor(&h), 15);
    for ply in [5, 0, 12] {
        let at = h.state().review_graph_point(ply).expect("the graph is drawn");
        click_at(&mut h, at);
        assert_eq!(cursor(&h), ply, "clicked the point of move {ply}");
    }
    // Move 12's verdict is shown, with the next move's.
    h.get_by_label("Move 12");
    assert!(h.query_by_label_contains("Next, move 13").is_some());
}

#[test]
fn cancel_stops_the_review_and_the_ui_stays_responsive() {
    let stratego = GameOptions { seed: Some(5), ..GameOptions::default() };
    let mut session = game(GameId::Stratego, &stratego, &[]);
    // A long game: a thorough review takes far longer than this test waits.
    let mut rng = strata_core::Rng::seed(5);
    for _ in 0..150 {
        let tokens = session.position().legal_move_tokens();
        let Some(token) = rng.choose(&tokens).cloned() else { break };
        session.play(&token).unwrap();
    }
    // Reviewed once it is over (during the game the review would show the hidden armies).
    session.conclude(strata_core::save::Agreement::Resigned("red".into())).unwrap();
    let mut h = harness_with(session);
    click(&mut h, "Look at the board");
    h.state_mut().push(Command::Review(ReviewCommand::Start(strata_core::review::Depth::Thorough)));
    h.run();
    // Stratego says the review sees both armies.
    assert!(h.query_by_label_contains("Full information").is_some());
    wait_until(&mut h, "some progress", |app| app.review_progress().is_some_and(|p| p.done >= 1));
    let progress = h.state().review_progress().unwrap();
    assert_eq!(progress.total, 151);
    assert!(h.query_by_label_contains("Position ").is_some(), "a progress bar");
    // Frames keep coming quickly while the review runs.
    let frame = Instant::now();
    h.step();
    assert!(frame.elapsed() < Duration::from_millis(500), "a frame took {:?}", frame.elapsed());
    click(&mut h, "Cancel");
    assert!(h.state().review_progress().is_none());
    assert!(h.state().review().is_none());
    h.get_by_label("Start review");
}

#[test]
fn the_game_over_dialog_offers_the_review() {
    let mut won = MISSED_WIN;
    won[14] = "D1-D4";
    let mut h = harness_with(game(GameId::Stratum, &GameOptions::default(), &won));
    click(&mut h, "Review game");
    // As above: on a busy machine the short review may already be over when the frames settle.
    let state = h.state();
    assert!(state.review_progress().is_some() || state.review().is_some(), "the review runs");
    wait_until(&mut h, "the review is done", |app| app.review().is_some());
    assert_eq!(h.state().review().unwrap().moves[14].verdict, Verdict::Best);
    h.get_by_label("D1-D4 — best");
}

#[test]
fn the_review_is_saved_with_the_game_and_shown_again_when_it_is_opened() {
    let dir = std::env::temp_dir().join(format!("strata-app-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("reviewed.strata.ron");
    let mut h = harness_with(game(GameId::Strata7, &GameOptions::default(), &["h3-g4", "e8-d7"]));
    h.state_mut().push(Command::Review(ReviewCommand::Open));
    h.run();
    wait_until(&mut h, "the review is done", |app| app.review().is_some());
    let review = h.state().review().unwrap().clone();
    h.state_mut().push(Command::File(FileCommand::SaveTo(path.clone())));
    h.run();
    assert!(std::fs::read_to_string(&path).unwrap().contains("review:"));

    let mut h = harness();
    h.state_mut().push(Command::File(FileCommand::Open(path.clone())));
    h.run();
    assert_eq!(h.state().review(), Some(&review), "no need to review again");
    review_with_ctrl_r(&mut h);
    assert!(h.state().review_progress().is_none(), "the saved review is shown, not recomputed");
    h.get_by_label("Review again");
    // Another last move: the review is about other moves now.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    let other = h.state().session().unwrap().position().legal_move_tokens();
    let other = other.iter().find(|t| *t != "e8-d7").unwrap().clone();
    h.state_mut().push(Command::Play(other));
    h.run();
    assert_eq!(moves(&h).len(), 2);
    assert!(h.state().review().is_none());
    h.get_by_label("The saved review is about other moves: review the game again.");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_help_menu_explains_the_verdicts() {
    let mut h = harness();
    click(&mut h, "Help");
    click(&mut h, "How a review judges moves");
    for part in [
        "Under 5 points: good; 5 to 10: inaccuracy (?!); 10 to 15: mistake (?); 15 or more",
        "misses a win in one: blunder (??)",
    ] {
        assert!(h.query_by_label_contains(part).is_some(), "{part}");
    }
}
