//! Online play in the app, two windows in one process on loopback (the `local` relay setting:
//! nothing leaves the machine): one invites, the other joins by pasting the code, and a move
//! made in one appears in the other.

use std::time::Duration;

use crate::common::{harness, until};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use strata_app::StrataApp;
use strata_app::command::{Command, OnlineCommand};
use strata_core::session::Seat;

/// A click that does not wait for the frames to settle (the lobby's spinner keeps drawing).
fn click(h: &mut Harness<'_, StrataApp>, label: &str) {
    h.get_by_label(label).click();
    let _ = h.try_run();
}

fn lobby() -> Harness<'static, StrataApp> {
    let mut h = harness();
    h.state_mut().set_online_relay(Some("local".into()));
    h.state_mut().push(Command::Online(OnlineCommand::Open));
    let _ = h.try_run();
    h
}

/// Opens the drop-down `list` and picks `item`.
fn choose(h: &mut Harness<'_, StrataApp>, list: &str, item: &str) {
    h.get_by_role_and_label(Role::ComboBox, list).click();
    let _ = h.try_run();
    click(h, item);
}

/// The host's lobby creates its code; a second window joins with it; both games open.
fn join(host: &mut Harness<'static, StrataApp>) -> Harness<'static, StrataApp> {
    join_choosing(host, |_| {})
}

/// [`join`], with the friend's choices in its lobby (`prepare`) before it joins.
fn join_choosing(
    host: &mut Harness<'static, StrataApp>,
    prepare: impl FnOnce(&mut Harness<'static, StrataApp>),
) -> Harness<'static, StrataApp> {
    click(host, "Create invite code");
    let mut guest = lobby();
    click(&mut guest, "Join a friend's game");
    prepare(&mut guest);
    until("the code", host, &mut guest, |h, _| h.online_code().is_some());
    let code = host.state().online_code().unwrap();
    click(&mut guest, "Invite code or first move letter (paste what your friend sent)");
    guest
        .get_by_label("Invite code or first move letter (paste what your friend sent)")
        .type_text(&code);
    let _ = guest.try_run();
    click(&mut guest, "Join");
    until("both games", host, &mut guest, |h, g| h.session().is_some() && g.session().is_some());
    guest
}

#[test]
fn a_friend_joins_by_the_code_and_each_sees_the_others_move() {
    let mut host = lobby();
    let mut guest = join(&mut host);
    // Each window seats its own person, the friend as remote.
    assert_eq!(host.state().session().unwrap().seats(), [Seat::Human, Seat::Remote]);
    assert_eq!(guest.state().session().unwrap().seats(), [Seat::Remote, Seat::Human]);
    // The guest cannot move for the host.
    let first = host.state().session().unwrap().position().legal_move_tokens()[0].clone();
    guest.state_mut().push(Command::Play(first.clone()));
    let _ = guest.try_run();
    assert!(guest.state().session().unwrap().moves().is_empty());
    host.state_mut().push(Command::Play(first.clone()));
    until("the first move", &mut host, &mut guest, |_, g| g.session().unwrap().moves().len() == 1);
    assert_eq!(guest.state().session().unwrap().moves()[0].token, first);
    // The rest of Red's turn (a Strata 5 turn may have several parts), then Black's reply.
    let red = strata_core::Player(0);
    while host.state().session().unwrap().position().to_move() == Some(red) {
        let next = host.state().session().unwrap().position().legal_move_tokens()[0].clone();
        host.state_mut().push(Command::Play(next));
        let _ = host.try_run();
    }
    let played = host.state().session().unwrap().moves().len();
    until("Red's turn", &mut host, &mut guest, |_, g| g.session().unwrap().moves().len() == played);
    let reply = guest.state().session().unwrap().position().legal_move_tokens()[0].clone();
    guest.state_mut().push(Command::Play(reply.clone()));
    until("the reply", &mut host, &mut guest, |h, _| {
        h.session().unwrap().moves().len() == played + 1
    });
    assert_eq!(host.state().session().unwrap().moves()[played].token, reply);
}

#[test]
fn a_stratego_guest_never_holds_the_hosts_army() {
    let mut host = lobby();
    choose(&mut host, "Game", "Stratego (classic rules)");
    let guest = join(&mut host);
    let setup = |app: &StrataApp| match app.session().unwrap().setup() {
        strata_core::GameSetup::Stratego(s) => (s.red.clone(), s.blue.clone()),
        _ => panic!("not stratego"),
    };
    let (host_red, host_blue) = setup(host.state());
    let (guest_red, guest_blue) = setup(guest.state());
    // Each holds its own army as it is, and only a guess of the other.
    assert_ne!(guest_red, host_red, "the guest's window holds the host's army");
    assert_ne!(host_blue, guest_blue, "the host's window holds the guest's army");
}

/// Host and guest at Strata 7 (one move a turn), the host's first move played: the guest is
/// to move.
fn strata7_after_one_move() -> (Harness<'static, StrataApp>, Harness<'static, StrataApp>) {
    let mut host = lobby();
    choose(&mut host, "Game", "Strata 7");
    let mut guest = join(&mut host);
    let first = host.state().session().unwrap().position().legal_move_tokens()[0].clone();
    host.state_mut().push(Command::Play(first));
    until("the first move", &mut host, &mut guest, |_, g| g.session().unwrap().moves().len() == 1);
    (host, guest)
}

#[test]
fn a_draw_offered_from_the_game_menu_and_accepted_on_the_banner_ends_both_games() {
    let (mut host, mut guest) = strata7_after_one_move();
    click(&mut host, "Game");
    click(&mut host, "Offer a draw");
    until("the offer", &mut host, &mut guest, |_, g| {
        g.message().is_some_and(|n| n.text == "Your friend offers a draw.")
    });
    click(&mut guest, "Accept the draw");
    until("the draw", &mut host, &mut guest, |h, _| h.session().unwrap().agreement().is_some());
    for app in [host.state(), guest.state()] {
        let session = app.session().unwrap();
        assert_eq!(session.agreement(), Some(&strata_core::save::Agreement::Draw));
        assert_eq!(session.moves().len(), 1, "the game ends where it was");
    }
}

#[test]
fn undo_asks_the_friend_and_a_take_back_allowed_undoes_the_move_in_both_windows() {
    let (mut host, mut guest) = strata7_after_one_move();
    // The guest may not ask: it has played nothing yet.
    guest.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    let _ = guest.try_run();
    assert_eq!(
        guest.state().message().map(|n| n.text.as_str()),
        Some("You have no move to take back.")
    );
    click(&mut host, "Undo");
    until("the request", &mut host, &mut guest, |_, g| {
        g.message().is_some_and(|n| n.text.contains("asks to take back"))
    });
    click(&mut guest, "Allow the take-back");
    until("the take-back", &mut host, &mut guest, |h, g| {
        h.session().unwrap().moves().is_empty() && g.session().unwrap().moves().is_empty()
    });
    assert_eq!(host.state().session().unwrap().position().to_move(), Some(strata_core::Player(0)));
}

#[test]
fn a_chat_line_typed_in_one_window_appears_in_the_other() {
    let (mut host, mut guest) = strata7_after_one_move();
    click(&mut guest, "Chat with your friend");
    guest.get_by_label("Chat with your friend").type_text("bien joué !");
    guest.key_press(egui::Key::Enter);
    let _ = guest.try_run();
    until("the chat line", &mut host, &mut guest, |h, _| {
        h.message().is_some_and(|n| n.text == "Your friend says: bien joué !")
    });
    let _ = host.try_run();
    assert!(host.query_by_label("bien joué !").is_some(), "the host's chat shows it");
    assert!(guest.query_by_label("bien joué !").is_some(), "the guest's chat keeps it");
}

#[test]
fn each_side_brings_the_stratego_army_it_chose_and_the_other_never_holds_it() {
    let setups = strata_core::games::stratego::named_setups();
    let (mine, theirs) = (&setups[0], &setups[1]);
    let mut host = lobby();
    choose(&mut host, "Game", "Stratego (classic rules)");
    choose(&mut host, "Your army", &mine.name);
    // The friend chooses before joining, not knowing the game yet.
    let guest = join_choosing(&mut host, |guest| {
        choose(guest, "Your army, if it is Stratego", &theirs.name);
    });
    let armies = |app: &StrataApp| match app.session().unwrap().setup() {
        strata_core::GameSetup::Stratego(s) => (s.red.clone(), s.blue.clone()),
        _ => panic!("not stratego"),
    };
    let (host_red, host_blue) = armies(host.state());
    let (guest_red, guest_blue) = armies(guest.state());
    assert_eq!(host_red, mine.army.to_string(), "the host plays the setup it chose");
    assert_eq!(guest_blue, theirs.army.to_string(), "the guest plays the setup it chose");
    assert_ne!(guest_red, host_red, "the guest's window holds the host's army");
    assert_ne!(host_blue, guest_blue, "the host's window holds the guest's army");
}

#[test]
fn on_the_friends_turn_the_board_takes_no_clicks_for_their_pieces() {
    let (mut host, mut guest) = strata7_after_one_move();
    let theirs = host.state().session().unwrap().position().legal_move_tokens()[0].clone();
    let (from, to) = theirs.split_once('-').expect("a Strata 7 move");
    crate::common::click_board(&mut host, from);
    crate::common::click_board(&mut host, to);
    let _ = host.try_run();
    assert_eq!(host.state().session().unwrap().moves().len(), 1, "nothing played for the friend");
    assert_eq!(host.state().message(), None, "the clicks were not the host's to make");
    until("quiet", &mut host, &mut guest, |_, g| g.session().unwrap().moves().len() == 1);
}

#[test]
fn with_a_clock_the_hosts_program_keeps_the_time_and_calls_the_time_out_on_both_sides() {
    let mut host = lobby();
    choose(&mut host, "Game", "Strata 7");
    choose(&mut host, "Clock", "5 min + 3 s a turn");
    let mut guest = join(&mut host);
    assert!(guest.query_by_label("Clock 5+3:").is_some(), "the friend's window shows the clock");
    // The guest's own count never ends the game: the host's program decides.
    guest.state_mut().advance_clock(Duration::from_secs(400));
    until("a frame", &mut host, &mut guest, |_, _| true);
    let _ = guest.try_run();
    assert_eq!(guest.state().session().unwrap().agreement(), None);
    let first = host.state().session().unwrap().position().legal_move_tokens()[0].clone();
    host.state_mut().push(Command::Play(first));
    until("the move", &mut host, &mut guest, |_, g| g.session().unwrap().moves().len() == 1);
    // The friend's window now shows the host's count: White's time with its increment, no
    // longer the guest's own run-down count.
    for _ in 0..50 {
        if ["5:02", "5:03"].iter().any(|t| guest.query_by_label(t).is_some()) {
            break;
        }
        until("a frame", &mut host, &mut guest, |_, _| true);
        let _ = guest.try_run();
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(["5:02", "5:03"].iter().any(|t| guest.query_by_label(t).is_some()), "synced");
    // Bordeaux (the friend) thinks too long, by the host's clock.
    host.state_mut().advance_clock(Duration::from_secs(301));
    let late = strata_core::save::Agreement::OutOfTime { player: "bordeaux".into(), draw: false };
    until("the time out", &mut host, &mut guest, |h, g| {
        h.session().unwrap().agreement() == Some(&late)
            && g.session().unwrap().agreement() == Some(&late)
    });
}
