//! The computer at the table, driven headless: it answers on its worker thread, its answers
//! for positions no longer on the board are dropped, and a person can ask it for suggestions.
//!
//! The searches use a small iteration budget (`set_ai_budget`), so the tests do not depend on
//! the machine's speed; they wait for the worker by stepping frames until a condition holds.

use std::time::{Duration, Instant};

use crate::common::*;
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use strata_app::StrataApp;
use strata_app::command::{Command, FileCommand};
use strata_core::ai::{Bot, Budget};
use strata_core::save::Seat;

/// Quick searches and no waiting between moves.
fn quick(h: &mut Harness<'_, StrataApp>) {
    h.state_mut().set_ai_budget(Budget::Iterations(40));
    h.state_mut().set_ai_delay(Duration::ZERO);
}

/// Steps frames until `done` holds (the worker answers on its own thread).
fn wait_until(h: &mut Harness<'_, StrataApp>, what: &str, done: impl Fn(&StrataApp) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done(h.state()) {
        if Instant::now() >= deadline {
            let app = h.state();
            let moves: Option<Vec<String>> =
                app.session().map(|s| s.moves().iter().map(|m| m.token.clone()).collect());
            let note = app.message().map(|m| m.text.clone());
            panic!("timed out waiting until {what}: moves {moves:?}, note {note:?}");
        }
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    // Computers playing each other never settle: draw the result without insisting.
    let _ = h.try_run();
}

/// Clicks a Stratum move for the person: the first still legal of a few bars laid like A1-A4
/// (the piece tool's starting direction, so a click places exactly that bar). One fixed move
/// would do only until the computer happens to play it first.
fn click_a_legal_move(h: &mut Harness<'_, StrataApp>) {
    let legal = h.state().session().unwrap().position().legal_move_tokens();
    let candidates = ["B1-B4", "C1-C4", "D1-D4", "E1-E4", "F1-F4", "G1-G4"];
    let token = candidates.into_iter().find(|t| legal.iter().any(|l| l == t));
    click_board(h, token.expect("one of the bars is still free"));
}

/// Steps frames for a while (to see that nothing happens).
fn wait_for(h: &mut Harness<'_, StrataApp>, time: Duration) {
    let end = Instant::now() + time;
    while Instant::now() < end {
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Opens the drop-down of the seat labelled `seat` (its name label has the same text).
fn open_seat(h: &mut Harness<'_, StrataApp>, seat: &str) {
    h.get_by_role_and_label(Role::ComboBox, seat).click();
    h.run();
}

/// A new game from the dialog with the computer (at `level`) in the seat labelled `seat`.
fn start_against(h: &mut Harness<'_, StrataApp>, game: &str, seat: &str, level: &str) {
    click(h, "New game");
    click(h, game);
    open_seat(h, seat);
    click(h, level);
    click(h, "Start game");
}

fn seats(h: &Harness<'_, StrataApp>) -> Vec<Seat> {
    h.state().session().unwrap().seats().to_vec()
}

#[test]
fn the_new_game_dialog_offers_computer_seats_and_the_computer_answers() {
    let mut h = harness();
    quick(&mut h);
    click(&mut h, "New game");
    click(&mut h, "Stratum");
    open_seat(&mut h, "Dark brown");
    for level in ["Human", "Computer (easy)", "Computer (medium)", "Computer (hard)"] {
        h.get_by_label(level);
    }
    click(&mut h, "Computer (easy)");
    click(&mut h, "Start game");
    assert_eq!(seats(&h), [Seat::Human, Seat::Computer(Bot::Easy)]);

    click_board(&mut h, "A1-A4");
    wait_until(&mut h, "the computer answered", |app| app.session().unwrap().moves().len() == 2);
    let session = h.state().session().unwrap();
    assert_eq!(session.moves()[1].by, strata_core::Player(1), "the computer's seat moved");
    assert!(!h.state().thinking());
    // A person to move again: the computer waits, and the app with it.
    assert_idle(&mut h);
    click_a_legal_move(&mut h);
    wait_until(&mut h, "the second answer", |app| app.session().unwrap().moves().len() == 4);
}

#[test]
fn new_game_says_what_the_chosen_level_is_like_and_its_measured_rating() {
    let mut h = harness();
    click(&mut h, "New game");
    click(&mut h, "Strata 7");
    click(&mut h, "Hard");
    h.get_by_label_contains("Hard: for experienced players.");
    h.get_by_label_contains("(random moves: 0), measured at 10% of its thinking time.");
    click(&mut h, "Strata 5");
    click(&mut h, "Easy");
    h.get_by_label_contains("misses longer plans. Ladder rating 902 (random moves: 0)");
    // A game whose ladder is not measured yet: who the level is for, and no rating.
    click(&mut h, "Stratego (classic rules)");
    click(&mut h, "Easy");
    h.get_by_label_contains("Easy: for your first games.");
    assert!(h.query_by_label_contains("Ladder rating").is_none());
}

#[test]
fn clicks_on_the_board_do_not_move_for_the_computer() {
    let mut h = harness();
    quick(&mut h);
    h.state_mut().set_ai_delay(Duration::from_secs(2));
    start_against(&mut h, "Stratum", "Dark brown", "Computer (medium)");
    click_board(&mut h, "A1-A4");
    assert!(h.state().thinking());
    // The computer holds its answer for two seconds: a click meanwhile plays nothing.
    click_board(&mut h, "B1-B4");
    assert_eq!(moves(&h).len(), 1, "the person's click did not move for the computer");
    wait_until(&mut h, "the computer answered", |app| app.session().unwrap().moves().len() == 2);
    assert_eq!(h.state().session().unwrap().moves()[1].by, strata_core::Player(1));
}

#[test]
fn an_answer_for_a_position_taken_back_is_never_played_and_undo_goes_to_the_persons_turn() {
    let mut h = harness();
    quick(&mut h);
    start_against(&mut h, "Stratum", "Dark brown", "Computer (medium)");
    click_board(&mut h, "A1-A4");
    wait_until(&mut h, "the computer answered", |app| app.session().unwrap().moves().len() == 2);

    // The computer's answer is ready at once but held for two seconds; the person takes
    // their move back meanwhile.
    h.state_mut().set_ai_delay(Duration::from_secs(2));
    click_a_legal_move(&mut h);
    assert!(h.state().thinking());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(cursor(&h), 2, "back to the person's turn");
    assert!(!h.state().thinking(), "undo stops the search");
    wait_for(&mut h, Duration::from_millis(2_500));
    assert_eq!((cursor(&h), moves(&h).len()), (2, 3), "the stale answer was not played");

    // Undo after the computer answered takes back its move and the person's.
    h.state_mut().set_ai_delay(Duration::ZERO);
    click_a_legal_move(&mut h);
    wait_until(&mut h, "the answer", |app| app.session().unwrap().cursor() == 4);
    click(&mut h, "Undo");
    assert_eq!(cursor(&h), 2);
    let session = h.state().session().unwrap();
    assert_eq!(session.position().to_move(), Some(strata_core::Player(0)));
    assert_idle(&mut h);

    // Redo to the computer's turn: it does not play over the move still to redo.
    click(&mut h, "Redo");
    assert_eq!(cursor(&h), 3);
    assert!(!h.state().thinking());
    h.get_by_label_contains("The computer waits while there are moves to redo");
    assert_idle(&mut h);
    click(&mut h, "Redo");
    assert_eq!(cursor(&h), 4);
}

#[test]
fn move_now_plays_the_best_move_so_far() {
    let mut h = harness();
    start_against(&mut h, "Stratum", "Dark brown", "Computer (hard)");
    // A search that would last a minute.
    h.state_mut().set_ai_budget(Budget::Time(Duration::from_secs(60)));
    h.state_mut().set_ai_delay(Duration::from_secs(60));
    click_board(&mut h, "A1-A4");
    assert!(h.state().thinking());
    h.get_by_label_contains("Computer (hard) is thinking");
    let asked = Instant::now();
    click(&mut h, "Move now");
    wait_until(&mut h, "the computer moved", |app| app.session().unwrap().moves().len() == 2);
    assert!(asked.elapsed() < Duration::from_secs(20), "Move now does not wait for the budget");
}

#[test]
fn a_suggestion_shows_three_candidates_and_clicking_one_plays_it() {
    let mut h = harness();
    h.state_mut().set_ai_budget(Budget::Iterations(200));
    start(&mut h, "Stratum");
    h.key_press(Key::H);
    h.run();
    wait_until(&mut h, "suggestions came", |app| !app.suggestions().is_empty());
    let suggested = h.state().suggestions();
    assert_eq!(suggested.len(), 3, "{suggested:?}");
    let legal = h.state().session().unwrap().position().legal_move_tokens();
    assert!(suggested.iter().all(|mv| legal.contains(mv)), "{suggested:?}");
    // Each is on the board (its marker) and in the list.
    for mv in &suggested {
        assert!(h.state().locate(mv).is_some(), "{mv} is on the board");
    }
    h.get_by_label_contains(&format!("2. {} (", suggested[1])).click();
    h.run();
    assert_eq!(moves(&h), [suggested[1].clone()]);
    assert!(h.state().suggestions().is_empty(), "suggestions are for one position");
    assert_idle(&mut h);
}

#[test]
fn computers_play_each_other_until_paused_and_seats_change_during_the_game() {
    let mut h = harness();
    quick(&mut h);
    // Slow enough that the game is far from over when paused (the speed control).
    h.state_mut().set_ai_delay(Duration::from_millis(150));
    start(&mut h, "Stratum");
    for (i, bot) in [Bot::Easy, Bot::Medium].into_iter().enumerate() {
        h.state_mut().push(Command::SetSeat(i, Seat::Computer(bot)));
    }
    let _ = h.try_run();
    wait_until(&mut h, "four moves", |app| app.session().unwrap().moves().len() >= 4);
    h.key_press(Key::P);
    // A move may land in the same frames: they need not settle at once.
    let _ = h.try_run();
    let paused_at = moves(&h).len();
    wait_for(&mut h, Duration::from_millis(500));
    assert_eq!(moves(&h).len(), paused_at, "paused");
    h.get_by_label("Resume");
    assert_idle(&mut h);

    // Game → Seats: a person takes over the first seat; the game goes on.
    click(&mut h, "Game");
    click(&mut h, "Beige: Computer (easy)");
    click(&mut h, "Human");
    assert_eq!(seats(&h)[0], Seat::Human);
    h.key_press(Key::P);
    let _ = h.try_run();
    wait_until(&mut h, "a person to move", |app| {
        app.session().unwrap().position().to_move() == Some(strata_core::Player(0))
    });
    assert!(!h.state().thinking());
}

#[test]
fn saving_and_opening_keeps_the_computer_seats() {
    let dir = std::env::temp_dir().join(format!("strata-ai-seats-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("vs-computer.strata.ron");
    let mut h = harness();
    quick(&mut h);
    start_against(&mut h, "Strata 5", "Black", "Computer (hard)");
    h.state_mut().push(Command::File(FileCommand::SaveTo(path.clone())));
    h.run();
    assert!(std::fs::read_to_string(&path).unwrap().contains("Computer(\"hard\")"));

    let mut h = harness();
    h.state_mut().push(Command::File(FileCommand::Open(path.clone())));
    h.run();
    assert_eq!(seats(&h), [Seat::Human, Seat::Computer(Bot::Hard)]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Plays the engine's first legal move for the person to move until their turn ends (the
/// computer may answer within the same frames).
fn play_a_turn(h: &mut Harness<'_, StrataApp>) {
    loop {
        let position = h.state().session().unwrap().position();
        let token = position.legal_move_tokens()[0].clone();
        let mut after = position.clone_box();
        after.play_token(&token).unwrap();
        let turn_ends = after.to_move() != position.to_move();
        h.state_mut().push(Command::Play(token));
        // The move plays in the first frame; the computer's answer may start its animation
        // within the same frames, so they need not settle within the harness's step limit.
        let _ = h.try_run();
        if turn_ends {
            return;
        }
    }
}

#[test]
fn undo_against_the_computer_takes_back_every_part_of_the_strata5_turns() {
    let mut h = harness();
    quick(&mut h);
    start_against(&mut h, "Strata 5", "Black", "Computer (easy)");
    // The computer may answer within the frames of Red's last move: count Red's moves.
    let run_of = |h: &Harness<'_, StrataApp>, from: usize, p: u8| {
        let moves = h.state().session().unwrap().moves()[from..].to_vec();
        moves.iter().take_while(|m| m.by == strata_core::Player(p)).count()
    };
    play_a_turn(&mut h);
    let red_turn = run_of(&h, 0, 0);
    assert!(red_turn >= 2, "Red's first turn has several parts");
    wait_until(&mut h, "Black's whole turn", |app| {
        let s = app.session().unwrap();
        s.position().to_move() == Some(strata_core::Player(0)) && !app.thinking()
    });
    let black_turn = red_turn + run_of(&h, red_turn, 1);
    assert!(black_turn > red_turn, "the computer played its turn");
    play_a_turn(&mut h);
    assert!(run_of(&h, black_turn, 0) >= 2, "Red's second turn has parts too");
    // Undo (while the computer thinks or after it answered): back to the start of Red's
    // second turn, every part of it.
    click(&mut h, "Undo");
    assert_eq!(cursor(&h), black_turn);
    let session = h.state().session().unwrap();
    assert_eq!(session.position().to_move(), Some(strata_core::Player(0)));
    // Again: past the computer's turn to the start of the game.
    click(&mut h, "Undo");
    assert_eq!(cursor(&h), 0);
    assert_idle(&mut h);
}

#[test]
fn stratego_against_the_computer_needs_no_hand_over_screen() {
    let mut h = harness();
    quick(&mut h);
    start_against(&mut h, "Stratego (classic rules)", "Blue", "Computer (easy)");
    // Only the person sets up; the computer's army is drawn at random.
    click(&mut h, "Random setup");
    click(&mut h, "Ready");
    assert_eq!(seats(&h), [Seat::Human, Seat::Computer(Bot::Easy)]);
    assert!(h.query_by_label("Hand-over screen").is_none());
    assert!(!is_disabled(&h, "Undo") || cursor(&h) == 0);
    play_a_turn(&mut h);
    wait_until(&mut h, "Blue answered", |app| app.session().unwrap().moves().len() == 2);
    assert!(h.query_by_label("Hand-over screen").is_none(), "Red's board stays on screen");
    assert!(!is_disabled(&h, "Undo"), "take-backs are allowed against the computer");
}

#[test]
fn a_computer_declines_a_draw_it_has_no_reason_to_take() {
    let mut h = harness();
    quick(&mut h);
    start_against(&mut h, "Stratum", "Dark brown", "Computer (easy)");
    click(&mut h, "Game");
    click(&mut h, "Offer a draw");
    let note = h.state().message().expect("the answer is shown").text.clone();
    assert!(note.contains("Dark brown declines the draw (too early to tell)"), "{note}");
    assert!(h.state().session().unwrap().agreement().is_none());
}

/// The suggestions' chances as shown on their buttons, in order.
fn shown_chances(h: &Harness<'_, StrataApp>) -> Vec<u32> {
    (1..=3)
        .filter_map(|i| {
            let label = h.query_by_label_contains(&format!("{i}. "))?.accesskit_node().label()?;
            let percent = label.rsplit('(').next()?.trim_end_matches("%)").parse().ok()?;
            Some(percent)
        })
        .collect()
}

#[test]
fn a_strata5_suggestion_is_a_whole_turn_best_first_and_its_badge_plays_it() {
    let mut h = harness();
    // Enough search for the plans to reach the block.
    h.state_mut().set_ai_budget(Budget::Iterations(60_000));
    start(&mut h, "Strata 5");
    h.key_press(Key::H);
    h.run();
    wait_until(&mut h, "suggestions came", |app| !app.suggestions().is_empty());
    let chances = shown_chances(&h);
    assert_eq!(chances.len(), 3, "{chances:?}");
    assert!(chances.windows(2).all(|w| w[0] >= w[1]), "best first: {chances:?}");
    // The first suggestion: the whole turn, two pawn moves and a block.
    let first = h.get_by_label_contains("1. ").accesskit_node().label().unwrap_or_default();
    let turn: Vec<String> =
        first[3..first.rfind(" (").unwrap()].split(' ').map(String::from).collect();
    assert_eq!(turn.len(), 3, "{first}");
    assert!(turn[2].starts_with('#'), "{first}");
    // Its badge on the board plays it.
    h.get_by_label(&format!("Play {}", turn.join(" "))).click();
    h.run();
    assert_eq!(moves(&h), turn);
}

#[test]
fn the_computer_plays_a_strata5_turn_from_one_search() {
    let mut h = harness();
    h.state_mut().set_ai_budget(Budget::Iterations(60_000));
    h.state_mut().set_ai_delay(Duration::ZERO);
    start_against(&mut h, "Strata 5", "Red", "Computer (medium)");
    wait_until(&mut h, "the computer's whole turn", |app| {
        app.session().unwrap().position().to_move() == Some(strata_core::Player(1))
    });
    assert_eq!(moves(&h).len(), 3, "{:?}", moves(&h));
    // The second part came from the first search's plan (the block may need a glance of its
    // own when the search did not look that far).
    let searches = h.state().searches_started();
    assert!(searches <= 2, "{searches} searches for the turn {:?}", moves(&h));
}

#[test]
fn move_now_plays_the_rest_of_the_turn_at_once() {
    let mut h = harness();
    h.state_mut().set_ai_budget(Budget::Iterations(60_000));
    // Each part waits this long, unless the person asks for Move now.
    h.state_mut().set_ai_delay(Duration::from_secs(3));
    start_against(&mut h, "Strata 5", "Red", "Computer (medium)");
    wait_until(&mut h, "the computer is thinking", |app| app.thinking());
    click(&mut h, "Move now");
    let asked = Instant::now();
    wait_until(&mut h, "the computer's whole turn", |app| {
        app.session().unwrap().position().to_move() == Some(strata_core::Player(1))
    });
    assert!(asked.elapsed() < Duration::from_secs(3), "the rest of the turn waited");
    assert_eq!(moves(&h).len(), 3, "{:?}", moves(&h));
}

#[test]
fn the_board_stays_put_while_the_computer_thinks_and_when_suggestions_come() {
    let mut h = harness();
    h.state_mut().set_ai_budget(Budget::Iterations(2_000));
    h.state_mut().set_ai_delay(Duration::from_secs(2));
    start(&mut h, "Stratum");
    let before = h.state().locate("E5").unwrap();
    h.key_press(Key::H);
    h.run();
    wait_until(&mut h, "suggestions came", |app| !app.suggestions().is_empty());
    assert_eq!(h.state().locate("E5"), Some(before), "the suggestions moved the board");
    h.state_mut().push(Command::SetSeat(1, Seat::Computer(Bot::Easy)));
    h.run();
    click_a_legal_move(&mut h);
    assert!(h.state().thinking());
    h.run();
    assert_eq!(h.state().locate("E5"), Some(before), "the thinking line moved the board");
}

#[test]
fn a_suggestion_says_why_in_words() {
    let mut h = harness();
    h.state_mut().set_ai_budget(Budget::Iterations(200));
    start(&mut h, "Stratum");
    h.key_press(Key::H);
    h.run();
    wait_until(&mut h, "suggestions came", |app| !app.suggestions().is_empty());
    h.run();
    // A first bar on the empty board: four cells seen from above, whichever it is.
    h.get_by_label("gains 4 visible cells");
}

#[test]
fn in_a_lost_position_the_suggestions_say_every_move_loses_and_which_resists_longest() {
    // Stratum, Red to move: every move loses against best play (issue 52's example).
    let moves = "I6-I9 D4-G7 B5-E8 C2-F2 A5-D8 B1-E1 E4-H7 A1-A4 B3-E3 C5-F8 C4-F7 E9-H9 A1-D1 \
                 D6-G6 A2-A5 C2-C5 E1-E4 B6-E9 D7-G7 F9-I9 D2-D5 A1-A4 B1-E4";
    let mut h = harness();
    start(&mut h, "Stratum");
    for token in moves.split_whitespace() {
        h.state_mut().push(Command::Play(token.to_string()));
        h.run();
    }
    assert_eq!(h.state().session().unwrap().moves().len(), 23);
    h.state_mut().set_ai_budget(Budget::Iterations(200));
    h.key_press(Key::H);
    h.run();
    wait_until(&mut h, "suggestions", |app| !app.suggestions().is_empty());
    h.get_by_label_contains("every move loses against best play; this one resists longest");
    // The first suggestion is the longest resistance, C4-F7, not C7-F7 (lost at once).
    assert_eq!(h.state().suggestions()[0], "C4-F7");
    assert!(h.query_by_label_contains("1. C4-F7 (loses)").is_some());
}
