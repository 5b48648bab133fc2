//! Online play in the app, two windows in one process on loopback (the `local` relay setting:
//! nothing leaves the machine): one invites, the other joins by pasting the code, and a move
//! made in one appears in the other.

mod common;

use std::time::{Duration, Instant};

use common::harness;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use strata_app::StrataApp;
use strata_app::command::{Command, OnlineCommand};
use strata_core::session::Seat;

/// Frames on both windows until `done`, at most 30 s (the link runs on its own threads).
fn until(
    what: &str,
    a: &mut Harness<'_, StrataApp>,
    b: &mut Harness<'_, StrataApp>,
    done: impl Fn(&StrataApp, &StrataApp) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done(a.state(), b.state()) {
        assert!(
            Instant::now() < deadline,
            "gave up waiting for {what}: {:?} / {:?}",
            a.state(),
            b.state()
        );
        let _ = a.try_run();
        let _ = b.try_run();
        std::thread::sleep(Duration::from_millis(20));
    }
}

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

/// The host's lobby creates its code; a second window joins with it; both games open.
fn join(host: &mut Harness<'static, StrataApp>) -> Harness<'static, StrataApp> {
    click(host, "Create invite code");
    let mut guest = lobby();
    click(&mut guest, "Join a friend's game");
    until("the code", host, &mut guest, |h, _| h.online_code().is_some());
    let code = host.state().online_code().unwrap();
    click(&mut guest, "Invite code (paste what your friend sent)");
    guest.get_by_label("Invite code (paste what your friend sent)").type_text(&code);
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
    host.get_by_role_and_label(Role::ComboBox, "Game").click();
    let _ = host.try_run();
    click(&mut host, "Stratego (classic rules)");
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
