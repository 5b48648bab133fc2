//! The no-leak suite: in a game with hidden pieces (Stratego), nothing on screen, on the
//! clipboard, in the accessibility tree or in a command's answer tells the person at the screen
//! what they may not see, and nothing acts for a player who is not at the screen. One test per
//! route: the routes off the board (editor, position text, review), the hand-over screen
//! (suggestions, typed moves, the board cursor, resign and draw), seat changes, undo and replay
//! across a hand-over, resuming a saved game, and the whole accessible tree of two games that
//! look the same to the player.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::*;
use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, PointerButton};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use strata_app::StrataApp;
use strata_app::command::{Command, ComputerCommand, ReviewCommand};
use strata_app::file_dialog::Dialogs;
use strata_app::places::Places;
use strata_core::ai::Bot;
use strata_core::games::stratego::Setup;
use strata_core::save::Seat;
use strata_core::{Budget, GameSetup, Player};

const RED: &str = "26B529B428/74M6S25736/B324836B57/FB3245322B";
const BLUE: &str = "26B529B42S/74M6825736/B324836B57/FB3245322B";
/// Blue's army with its Flag and a Bomb swapped: the same to Red's eyes before any attack.
const BLUE_SWAPPED: &str = "26B529B42S/74M6825736/B324836B57/BF3245322B";

/// Words that name a rank: a cell line or a label with one of them tells a rank.
const RANKS: [&str; 12] = [
    "Marshal",
    "General",
    "Colonel",
    "Major",
    "Captain",
    "Lieutenant",
    "Sergeant",
    "Miner",
    "Scout",
    "Spy",
    "Bomb",
    "Flag",
];

fn setup(blue: &str) -> GameSetup {
    GameSetup::Stratego(Setup {
        red: RED.into(),
        blue: blue.into(),
        repetition_limit: 5,
        more_squares: false,
    })
}

fn stratego(seats: Vec<Seat>) -> Harness<'static, StrataApp> {
    stratego_with(seats, BLUE)
}

fn stratego_with(seats: Vec<Seat>, blue: &str) -> Harness<'static, StrataApp> {
    let mut h = harness();
    // The computer waits: these tests look at the position before it moves.
    h.state_mut().set_ai_delay(Duration::from_secs(3600));
    h.state_mut().push(Command::Start(setup(blue), seats));
    h.run();
    h
}

fn first_legal(h: &Harness<'_, StrataApp>) -> String {
    h.state().session().unwrap().position().legal_move_tokens()[0].clone()
}

fn to_move(h: &Harness<'_, StrataApp>) -> Option<Player> {
    h.state().session().unwrap().position().to_move()
}

/// Every label and value of the accessibility tree (what a screen reader can read).
fn accessible_texts(h: &Harness<'_, StrataApp>) -> Vec<String> {
    h.query_all_by(|_| true)
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value()]
        })
        .flatten()
        .collect()
}

/// The cell lines a screen reader hears for the board ("e4: your Miner").
fn cell_lines(h: &Harness<'_, StrataApp>) -> Vec<String> {
    accessible_texts(h)
        .into_iter()
        .filter(|t| {
            t.split_once(": ").is_some_and(|(cell, _)| {
                let mut chars = cell.chars();
                chars.next().is_some_and(|c| c.is_ascii_lowercase())
                    && !chars.as_str().is_empty()
                    && chars.all(|c| c.is_ascii_digit())
            })
        })
        .collect()
}

/// Two people: Red takes the screen and moves; the screen is now Blue's hand-over screen,
/// with Red (or anyone) sitting at it.
fn blue_hand_over() -> Harness<'static, StrataApp> {
    let mut h = stratego(vec![Seat::Human, Seat::Human]);
    click(&mut h, "I'm Red, show my pieces");
    let red = first_legal(&h);
    h.state_mut().push(Command::Play(red));
    h.run();
    assert_eq!(to_move(&h), Some(Player(1)));
    h.get_by_role_and_label(Role::Canvas, "Hand-over screen");
    h
}

// --- Routes off the board ----------------------------------------------------------------

/// Every route that would show the whole position is closed, with the reason.
fn assert_nothing_leaks(h: &mut Harness<'_, StrataApp>) {
    click(h, "Game");
    for item in ["Edit position... Ctrl+E", "Edit the start position...", "Copy position text"] {
        assert!(is_disabled(h, item), "{item} is offered during the game");
    }
    assert!(is_disabled(h, "Review game... Ctrl+R"));
    h.key_press(Key::Escape);
    h.run();
    for command in [Command::EditPosition(false), Command::EditPosition(true)] {
        h.state_mut().push(command);
        h.run();
        assert!(h.query_by_label_contains("Edit position —").is_none(), "the editor opened");
        h.get_by_label_contains("it would show pieces hidden from you");
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::E);
    h.run();
    assert!(h.query_by_label_contains("Edit position —").is_none(), "Ctrl+E opened the editor");
    h.state_mut().push(Command::CopyPositionText);
    h.step();
    assert_eq!(copied(h), Vec::<String>::new(), "the position text was copied");
    h.run();
    h.state_mut().push(Command::Review(ReviewCommand::Open));
    h.run();
    assert!(h.query_by_label("Start review").is_none(), "the review opened");
    assert!(h.state().review_progress().is_none(), "a review runs");
}

#[test]
fn a_game_against_the_computer_shows_no_hidden_piece_off_the_board() {
    let mut h = stratego(vec![Seat::Human, Seat::Computer(Bot::Easy)]);
    assert_nothing_leaks(&mut h);
    // Once the game is over, everything may be seen.
    h.state_mut().push(Command::AskResign(Player(0)));
    h.run();
    click(&mut h, "Resign");
    h.state_mut().push(Command::CopyPositionText);
    h.step();
    assert_eq!(copied(&h).len(), 1, "the position text after the game");
}

#[test]
fn a_game_between_people_shows_no_hidden_piece_off_the_board() {
    let mut h = stratego(vec![Seat::Human, Seat::Human]);
    click(&mut h, "I'm Red, show my pieces");
    assert_nothing_leaks(&mut h);
}

// --- The hand-over screen ----------------------------------------------------------------

#[test]
fn on_the_hand_over_screen_nothing_suggests_or_plays_for_the_absent_player() {
    let mut h = blue_hand_over();
    h.state_mut().set_ai_budget(Budget::Iterations(50));
    assert!(is_disabled(&h, "Suggest a move"), "Suggest is offered for Blue");
    // H, and the command itself: no search starts, no suggestion appears.
    h.key_press(Key::H);
    h.run();
    h.state_mut().push(Command::Computer(ComputerCommand::Suggest));
    h.run();
    assert!(!h.state().thinking(), "the computer thinks for Blue");
    assert!(h.state().suggestions().is_empty());
    // A move for Blue, from any route (a suggestion's button, a typed move): refused, with why.
    let blue = first_legal(&h);
    h.state_mut().push(Command::Play(blue));
    h.run();
    assert_eq!(moves(&h).len(), 1, "a move was played for Blue");
    h.get_by_label_contains("Blue takes the screen first");
    assert!(h.query_by_label("Type a move").is_none(), "the move field is offered");
    // The board cursor and a drag across the board do nothing either.
    h.key_press_modifiers(Modifiers::SHIFT, Key::ArrowUp);
    h.key_press(Key::Enter);
    h.run();
    let (from, to) = (egui::pos2(640.0, 500.0), egui::pos2(640.0, 300.0));
    h.event(Event::PointerButton {
        pos: from,
        button: PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    h.event(Event::PointerMoved(to));
    h.event(Event::PointerButton {
        pos: to,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.run();
    assert_eq!(moves(&h).len(), 1);
    h.get_by_role_and_label(Role::Canvas, "Hand-over screen");
}

#[test]
fn on_the_hand_over_screen_nobody_resigns_or_answers_a_draw_for_the_absent_player() {
    let mut h = stratego(vec![Seat::Human, Seat::Human]);
    click(&mut h, "I'm Red, show my pieces");
    h.state_mut().push(Command::OfferDraw(Player(0)));
    h.run();
    let red = first_legal(&h);
    h.state_mut().push(Command::Play(red));
    h.run();
    // Blue's hand-over: the offer waits for Blue, and nobody resigns as Blue.
    assert!(h.query_by_label("Accept the draw").is_none(), "the draw is answered for Blue");
    h.state_mut().push(Command::AnswerDraw(true));
    h.run();
    h.state_mut().push(Command::AskResign(Player(1)));
    h.run();
    assert!(h.query_by_label("Resign as Blue?").is_none(), "a resignation for Blue");
    click(&mut h, "Game");
    assert!(is_disabled(&h, "Resign..."), "Resign is offered on the hand-over screen");
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().session().unwrap().agreement().is_none(), "the game ended for Blue");
    // Once Blue takes the screen, Blue answers.
    click(&mut h, "I'm Blue, show my pieces");
    click(&mut h, "Accept the draw");
    assert!(h.state().session().unwrap().agreement().is_some(), "Blue accepted");
}

#[test]
fn the_hand_over_screen_has_no_cell_a_screen_reader_could_read() {
    let mut h = blue_hand_over();
    assert_eq!(cell_lines(&h), Vec::<String>::new());
    for text in accessible_texts(&h) {
        assert!(!RANKS.iter().any(|r| text.contains(r)), "a rank on the hand-over: {text}");
    }
    assert!(h.query_by_label("Still hidden").is_none(), "the piece tracker on the hand-over");
    let title = h.state().window_title();
    assert!(!RANKS.iter().any(|r| title.contains(r)), "{title}");
    // Blue takes the screen: Blue's own pieces, and Red's only as unknown.
    click(&mut h, "I'm Blue, show my pieces");
    let lines = cell_lines(&h);
    assert!(lines.iter().any(|l| l.contains("your ")), "{lines:?}");
    let red: Vec<_> = lines.iter().filter(|l| l.contains(": red ")).collect();
    assert_eq!(red.len(), 40, "{red:?}");
    for line in red {
        assert!(!RANKS.iter().any(|r| line.contains(r)), "Red's rank read out: {line}");
    }
}

// --- Seats ---------------------------------------------------------------------------------

#[test]
fn the_computer_seat_cannot_become_a_person_while_the_game_is_on() {
    let mut h = stratego(vec![Seat::Human, Seat::Computer(Bot::Easy)]);
    let red = first_legal(&h);
    h.state_mut().push(Command::Play(red));
    h.run();
    for (index, seat) in [(1, Seat::Human), (0, Seat::Computer(Bot::Hard))] {
        h.state_mut().push(Command::SetSeat(index, seat));
        h.run();
        let seats = h.state().session().unwrap().seats().to_vec();
        assert_eq!(seats, [Seat::Human, Seat::Computer(Bot::Easy)], "{index} became {seat:?}");
        h.get_by_label_contains("The seats cannot change while this game is on");
    }
    assert!(h.query_by_label("I'm Blue, show my pieces").is_none(), "Blue's army is offered");
    // The menu greys the choices out.
    click(&mut h, "Game");
    click(&mut h, "Blue: Computer (easy)");
    assert!(is_disabled(&h, "Human"), "the seat menu offers Human");
}

#[test]
fn seats_between_people_stay_too_and_change_freely_once_the_game_is_over() {
    let mut h = blue_hand_over();
    h.state_mut().push(Command::SetSeat(0, Seat::Computer(Bot::Easy)));
    h.run();
    assert!(h.state().session().unwrap().seats().iter().all(|s| s.is_human()));
    click(&mut h, "I'm Blue, show my pieces");
    h.state_mut().push(Command::AskResign(Player(1)));
    h.run();
    click(&mut h, "Resign");
    h.state_mut().push(Command::SetSeat(0, Seat::Computer(Bot::Easy)));
    h.run();
    assert_eq!(h.state().session().unwrap().seats()[0], Seat::Computer(Bot::Easy));
}

// --- Undo, redo and replay across a hand-over ------------------------------------------------

#[test]
fn undo_and_replay_on_the_hand_over_screen_show_nothing_new() {
    let mut h = blue_hand_over();
    for command in [Command::Undo, Command::Redo] {
        h.state_mut().push(command);
        h.run();
        assert_eq!(moves(&h).len(), 1);
        assert_eq!(cursor(&h), 1, "{:?}", "the cursor moved");
    }
    // Stepping back in the history from the hand-over screen: whoever sits there says who they
    // are first (it used to show the last viewer's army, Red's, to whoever sat down).
    h.key_press(Key::ArrowLeft);
    h.run();
    h.get_by_label("Whose pieces should the replay show?");
    assert_eq!(cell_lines(&h), Vec::<String>::new());
    h.key_press(Key::ArrowRight);
    h.run();
    h.get_by_role_and_label(Role::Canvas, "Hand-over screen");
}

// --- Resuming a saved game -------------------------------------------------------------------

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("strata-hidden-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn launch(home: &Path) -> Harness<'static, StrataApp> {
    let app = StrataApp::launch(Some(Places::at(home)), Dialogs::Builtin, None);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(12)
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), app);
    h.run();
    h
}

#[test]
fn a_resumed_game_between_people_opens_on_the_hand_over_screen() {
    let home = scratch("resume");
    let mut h = launch(&home);
    h.state_mut().push(Command::Start(setup(BLUE), vec![Seat::Human, Seat::Human]));
    h.run();
    click(&mut h, "I'm Red, show my pieces");
    let red = first_legal(&h);
    h.state_mut().push(Command::Play(red));
    h.run();
    click(&mut h, "I'm Blue, show my pieces");
    h.state_mut().finish_autosave();
    h.state_mut().shutdown();
    drop(h);
    // Blue was looking when the app closed; whoever opens it next sees no army.
    let mut h = launch(&home);
    click(&mut h, "Resume last game");
    assert_eq!(moves(&h).len(), 1);
    h.get_by_role_and_label(Role::Canvas, "Hand-over screen");
    assert_eq!(cell_lines(&h), Vec::<String>::new());
    assert!(is_disabled(&h, "Suggest a move"));
}

// --- Two games that look the same ------------------------------------------------------------

/// Waits (boundedly) for the suggestions asked with H.
fn suggest(h: &mut Harness<'_, StrataApp>) {
    h.key_press(Key::H);
    h.run();
    let deadline = Instant::now() + Duration::from_secs(120);
    while h.state().suggestions().is_empty() {
        assert!(Instant::now() < deadline, "no suggestion within two minutes");
        std::thread::sleep(Duration::from_millis(20));
        h.run();
    }
}

#[test]
fn two_games_that_look_the_same_to_the_player_read_the_same_everywhere() {
    // Blue's Flag and a Bomb trade places: Red cannot tell, so nothing on screen may differ,
    // suggestions, their reasons, the typed move's completions and the piece tracker included.
    let texts = |blue: &str| {
        let mut h = stratego_with(vec![Seat::Human, Seat::Computer(Bot::Easy)], blue);
        h.state_mut().set_ai_budget(Budget::Iterations(300));
        h.state_mut().set_ai_seed(7);
        suggest(&mut h);
        h.key_press_modifiers(Modifiers::COMMAND, Key::L);
        h.run();
        h.event(Event::Text("a".into()));
        h.run();
        let suggestions = h.state().suggestions();
        (suggestions, accessible_texts(&h))
    };
    let (plain, swapped) = (texts(BLUE), texts(BLUE_SWAPPED));
    assert_eq!(plain.0, swapped.0, "the suggestions differ");
    assert!(plain.1.iter().any(|t| t.starts_with("1. ")), "a suggestion is shown: {:?}", plain.1);
    assert_eq!(plain.1, swapped.1, "what a screen reader reads differs");
}

#[test]
fn a_hidden_pieces_likely_ranks_come_from_what_the_player_saw_only() {
    // Red, alone at the screen against the computer, points at Blue's back row (hints on): the
    // reading names likely ranks, and it is the same whether Blue's Flag or a Bomb stands there.
    let read = |blue: &str| -> Vec<String> {
        let mut h = stratego_with(vec![Seat::Human, Seat::Computer(Bot::Easy)], blue);
        ["a10", "b10", "e7"]
            .iter()
            .map(|square| {
                hover_board(&mut h, square);
                let line = h.get_by_label_contains("rank unknown");
                line.value().unwrap_or_default()
            })
            .collect()
    };
    let (truth, swapped) = (read(BLUE), read(BLUE_SWAPPED));
    assert!(truth.iter().all(|line| line.contains("; likely: ")), "{truth:?}");
    assert_eq!(truth, swapped, "the reading tells nothing the player has not seen");
}
