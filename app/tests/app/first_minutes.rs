//! A newcomer's first minutes, driven headless: choosing the computer, the start screen and
//! puzzles (hidden pieces have their own suite, `hidden_pieces.rs`).

use crate::common::*;
use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use strata_app::StrataApp;
use strata_app::command::Command;
use strata_core::GameId;
use strata_core::ai::Bot;
use strata_core::save::Seat;

fn seats(h: &Harness<'_, StrataApp>) -> Vec<Seat> {
    h.state().session().unwrap().seats().to_vec()
}

#[test]
fn a_first_game_is_against_the_computer_and_the_choice_is_remembered() {
    let mut h = harness();
    click(&mut h, "New game");
    let chosen = h.get_by_role_and_label(Role::RadioButton, "Play the computer");
    let chosen = chosen.accesskit_node().toggled();
    assert_eq!(chosen, Some(egui::accesskit::Toggled::True), "the first choice");
    h.get_by_label("Medium");
    click(&mut h, "Hard");
    click(&mut h, "Start game");
    assert_eq!(seats(&h), [Seat::Human, Seat::Computer(Bot::Hard)]);
    // The next New game starts from the same choice.
    click(&mut h, "New game");
    let hard = h.get_by_label("Hard").accesskit_node().toggled();
    assert_eq!(hard, Some(egui::accesskit::Toggled::True));
    click(&mut h, "Two players at this computer");
    click(&mut h, "Start game");
    assert_eq!(seats(&h), [Seat::Human, Seat::Human]);
}

#[test]
fn the_seat_menu_opens_above_the_dialog_every_time() {
    let mut h = harness();
    // Each choice from the drop-down sticks, the later ones as well as the first, also in a
    // dialog opened again (the list used to reopen under the dialog, where a click on it fell
    // through and closed the dialog).
    for (level, bot) in
        [("Computer (easy)", Bot::Easy), ("Human", Bot::Easy), ("Computer (hard)", Bot::Hard)]
    {
        click(&mut h, "New game");
        click(&mut h, "Strata 7");
        h.get_by_role_and_label(Role::ComboBox, "Bordeaux").click();
        h.run();
        click(&mut h, level);
        assert!(h.query_by_label("Start game").is_some(), "the dialog stays open after {level}");
        let shown = h.get_by_role_and_label(Role::ComboBox, "Bordeaux").accesskit_node().value();
        assert_eq!(shown.as_deref(), Some(level), "{bot:?}");
        if bot != Bot::Hard {
            click(&mut h, "Cancel");
        }
    }
    click(&mut h, "Start game");
    assert_eq!(seats(&h), [Seat::Human, Seat::Computer(Bot::Hard)]);
}

#[test]
fn the_start_screen_plays_the_computer_in_one_click_and_shows_the_rules() {
    let mut h = harness();
    h.run();
    h.get_by_label_contains("first to stand a pawn on level 5");
    // The rules of a game before any game is open.
    h.get_by_label("How to play Strata 5").click();
    h.run();
    h.get_by_label("Rules of Strata 5");
    // One click: the person against the computer at the middle level.
    h.get_by_label("Play Strata 7 against the computer").click();
    h.run();
    let session = h.state().session().expect("a game at once");
    assert_eq!(session.setup().id(), GameId::Strata7);
    assert_eq!(seats(&h), [Seat::Human, Seat::Computer(Bot::Medium)]);
}

// --- Puzzles -----------------------------------------------------------------------------------

fn start_puzzle(h: &mut Harness<'_, StrataApp>, title: &str) {
    click(h, "New game");
    click(h, "Strata 5");
    click(h, "Start from a position");
    click(h, title);
}

#[test]
fn a_puzzle_keeps_its_task_on_screen_and_its_solution_back() {
    let mut h = harness();
    start_puzzle(&mut h, "Red to play and win in one");
    let task = "One red pawn can reach the level-5 block";
    h.get_by_label_contains(task);
    assert!(h.query_by_label_contains("d1-e3").is_none(), "the answer is not shown");
    // A wrong move: not solved, said at once with why; it is played, the rest of the turn and
    // the answer that punishes it follow on the board, and Try again starts over.
    h.state_mut().set_ai_delay(std::time::Duration::ZERO);
    let wrong = h.state().session().unwrap().position().legal_move_tokens();
    let wrong = wrong.iter().find(|t| t.as_str() != "d1-e3").unwrap().clone();
    h.state_mut().push(Command::Play(wrong.clone()));
    h.run();
    h.get_by_label_contains(&format!("{wrong}: "));
    h.get_by_label_contains("The answer: ");
    h.get_by_label_contains(task);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    let black = strata_core::Player(1);
    let answered = |h: &Harness<'_, StrataApp>| {
        let session = h.state().session().unwrap();
        let position = session.position();
        session.moves().iter().any(|m| m.by == black)
            && (position.outcome().is_some() || position.to_move() != Some(black))
    };
    while !answered(&h) {
        assert!(std::time::Instant::now() < deadline, "the answer was never played");
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert_eq!(moves(&h)[0], wrong, "the wrong move is on the board");
    // Another move now is refused: the attempt is over.
    if let Some(any) = h.state().session().unwrap().position().legal_move_tokens().first() {
        let before = moves(&h).len();
        h.state_mut().push(Command::Play(any.clone()));
        h.run();
        assert_eq!(moves(&h).len(), before, "a move after the answer");
        h.get_by_label_contains("Try again starts the puzzle afresh");
    }
    click(&mut h, "Try again");
    assert_eq!(h.state().session().unwrap().moves().len(), 0);
    // "Show solution" writes the line and plays it on the board; that does not count as solved.
    click(&mut h, "Show solution");
    h.get_by_label_contains("Solution: d1-e3.");
    for _ in 0..5 {
        h.run();
    }
    assert_eq!(moves(&h), ["d1-e3"]);
    assert!(h.query_by_label_contains("Well done.").is_none());
    click(&mut h, "Try again");
    h.state_mut().push(Command::Play("d1-e3".into()));
    h.run();
    h.get_by_label_contains("Well done.");
    // The next puzzle is another one.
    click(&mut h, "Next puzzle");
    assert!(h.query_by_label_contains(task).is_none());
    h.get_by_label_contains("Puzzle: ");
}

#[test]
fn the_game_over_dialog_says_why_with_the_rule() {
    let mut h = harness();
    start(&mut h, "Stratum");
    // A Stratum game has at most a few dozen moves: a bound, so a game that never ends fails.
    for played in 0.. {
        if h.state().session().unwrap().position().outcome().is_some() {
            break;
        }
        assert!(played < 200, "the game does not end");
        let legal = h.state().session().unwrap().position().legal_move_tokens();
        h.state_mut().push(Command::Play(legal[0].clone()));
        h.run();
    }
    h.get_by_label("Game over");
    h.get_by_label_contains("No piece can be placed any more");
    click(&mut h, "SM-E3");
    assert_eq!(h.state().rules_focus(), Some("SM-E3"));
    assert!(h.query_by_label("Game over").is_none(), "the dialog gives way to the rules");
}

#[test]
fn a_small_window_keeps_the_rules_and_folds_the_rest_into_more() {
    let mut h = harness_of_size(800.0, 560.0);
    start(&mut h, "Strata 5");
    assert!(h.query_by_label("Hints").is_none(), "Hints folded away");
    click(&mut h, "More");
    h.get_by_label("Hints");
    h.get_by_label("Level numbers");
    h.key_press(Key::Escape);
    h.run();
    click(&mut h, "Rules");
    assert!(h.query_by_label("Rules of Strata 5").is_some(), "the rules open");
}

#[test]
fn against_the_computer_a_small_window_folds_the_pace_slider_into_more() {
    // 200% zoom on a 1280×800 screen leaves 640 points: the toolbar must not overlap itself.
    let mut h = harness_of_size(640.0, 400.0);
    h.state_mut().set_ai_budget(strata_core::Budget::Iterations(10));
    click(&mut h, "Play Strata 5 against the computer");
    assert!(h.query_by_label("s per move").is_none(), "the slider is folded away");
    click(&mut h, "More");
    assert!(h.query_all_by_label("s per move").count() > 0, "and is in More");
}

/// Plays the first legal move until some move would let the next player win at once; that
/// move and its punishing reply.
fn play_until_a_blunder_is_possible(h: &mut Harness<'_, StrataApp>) -> strata_core::hints::Blunder {
    for played in 0.. {
        assert!(played < 200, "no move ever hands the next player a win");
        let session = h.state().session().unwrap();
        let hints = strata_core::hints::hints(session.position()).expect("a game on");
        if let Some(b) = hints.blunders.first() {
            return b.clone();
        }
        let first = session.position().legal_move_tokens()[0].clone();
        h.state_mut().push(Command::Play(first));
        h.run();
    }
    unreachable!("the loop above returns or fails")
}

#[test]
fn with_warnings_on_a_move_that_hands_over_the_win_asks_first() {
    let mut h = harness();
    start(&mut h, "Stratum");
    let blunder = play_until_a_blunder_is_possible(&mut h);
    let before = h.state().session().unwrap().moves().len();
    click(&mut h, "View");
    click(&mut h, "Warnings for learners");
    h.key_press(Key::Escape);
    h.run();
    h.state_mut().push(Command::Play(blunder.mv.clone()));
    h.run();
    h.get_by_label("Play this move?");
    h.get_by_label_contains(&format!("win at once with {}", blunder.reply));
    click(&mut h, "Choose another move");
    assert_eq!(h.state().session().unwrap().moves().len(), before, "nothing played");
    h.state_mut().push(Command::Play(blunder.mv.clone()));
    h.run();
    click(&mut h, "Play it anyway");
    assert_eq!(h.state().session().unwrap().moves().len(), before + 1);
}

#[test]
fn against_the_computer_warnings_are_on_until_the_player_turns_them_off() {
    let mut h = harness();
    h.state_mut().set_ai_delay(std::time::Duration::from_secs(3600));
    start(&mut h, "Stratum");
    let blunder = play_until_a_blunder_is_possible(&mut h);
    // The other seat becomes the computer (it waits): a person now plays the computer.
    let mover = h.state().session().unwrap().position().to_move().unwrap();
    h.state_mut().push(Command::SetSeat(1 - mover.index(), Seat::Computer(Bot::Easy)));
    h.run();
    let before = h.state().session().unwrap().moves().len();
    h.state_mut().push(Command::Play(blunder.mv.clone()));
    h.run();
    h.get_by_label("Play this move?");
    // The warning names the reply and says why it wins, with the rule.
    let why = format!("win at once with {}: ", blunder.reply);
    h.get_by_label_contains(&why);
    h.get_by_label_contains(").");
    assert!(h.query_by_label_contains("(SM-E").is_some(), "the reply's rule is named");
    click(&mut h, "Choose another move");
    // Turned off in the View menu's learning aids: the move is played at once.
    click(&mut h, "View");
    h.get_by_label("Learning aids");
    click(&mut h, "Warnings for learners");
    h.key_press(Key::Escape);
    h.run();
    h.state_mut().push(Command::Play(blunder.mv.clone()));
    h.run();
    assert_eq!(h.state().session().unwrap().moves().len(), before + 1);
    assert!(h.state().settings().warnings_chosen && !h.state().settings().warnings);
}

#[test]
fn help_opens_the_user_guide() {
    let mut h = harness();
    click(&mut h, "Help");
    click(&mut h, "User guide...");
    h.get_by_label("User guide");
    h.get_by_label("Saved games, autosave and settings");
    click(&mut h, "Close");
    assert!(h.query_by_label("User guide").is_none(), "the guide closes");
}
