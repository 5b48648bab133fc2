//! Games with a friend that outlast a window: by mail (move letters, no network at all), and
//! online games kept on disk and resumed after both programs closed (loopback only). Each
//! window has its own home folder, as two computers would.

use crate::common::until;

use std::path::{Path, PathBuf};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use strata_app::StrataApp;
use strata_app::command::{Command, OnlineCommand};
use strata_app::file_dialog::Dialogs;
use strata_app::places::Places;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("strata-app-mail-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The app with its files under `home`, online kept to this machine, the lobby open.
fn lobby_at(home: &Path) -> Harness<'static, StrataApp> {
    let app = StrataApp::launch(Some(Places::at(home)), Dialogs::Builtin, None);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(12)
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), app);
    h.state_mut().set_online_relay(Some("local".into()));
    h.state_mut().push(Command::Online(OnlineCommand::Open));
    let _ = h.try_run();
    h
}

fn click(h: &mut Harness<'_, StrataApp>, label: &str) {
    h.get_by_label(label).click();
    let _ = h.try_run();
}

fn type_into(h: &mut Harness<'_, StrataApp>, field: &str, text: &str) {
    click(h, field);
    h.get_by_label(field).type_text(text);
    let _ = h.try_run();
}

fn moves(h: &Harness<'_, StrataApp>) -> usize {
    h.state().session().map_or(0, |s| s.moves().len())
}

/// The player to move plays the first legal move (Strata 7: one move a turn).
fn play(h: &mut Harness<'_, StrataApp>) {
    let token = h.state().session().unwrap().position().legal_move_tokens()[0].clone();
    h.state_mut().push(Command::Play(token));
    let _ = h.try_run();
}

fn kept_files(home: &Path) -> usize {
    std::fs::read_dir(home.join("data/online")).map_or(0, |d| d.count())
}

#[test]
fn a_game_by_mail_goes_letter_by_letter_and_goes_on_after_the_window_closed() {
    let (home_a, home_b) = (scratch("host"), scratch("guest"));
    let mut host = lobby_at(&home_a);
    host.get_by_role_and_label(Role::ComboBox, "Game").click();
    let _ = host.try_run();
    click(&mut host, "Strata 7");
    click(&mut host, "By mail, move letters");
    click(&mut host, "Write the first letter");
    let invitation = host.state().online_code().expect("the first letter");
    assert!(invitation.contains("BEGIN STRATA MOVE LETTER"), "{invitation}");
    assert_eq!(kept_files(&home_a), 1, "the invitation is kept before any answer");

    // The friend joins by pasting the letter; their program writes the answer.
    let mut guest = lobby_at(&home_b);
    click(&mut guest, "Join a friend's game");
    let field = "Invite code or first move letter (paste what your friend sent)";
    type_into(&mut guest, field, &invitation);
    click(&mut guest, "Join");
    assert!(guest.state().session().is_some(), "the guest's game opens at once");
    let answer = guest.state().move_letter().expect("the guest's letter");

    type_into(&mut host, "Your friend's answer", &answer);
    click(&mut host, "Open the letter");
    assert!(host.state().session().is_some(), "the host's game opens with the answer");

    // A move, by letter, through Game → Move letters.
    play(&mut host);
    let letter = host.state().move_letter().unwrap();
    click(&mut guest, "Move letters...");
    type_into(&mut guest, "Your friend's letter", &letter);
    click(&mut guest, "Open the letter");
    assert_eq!(moves(&guest), 1);
    assert_eq!(guest.state().session().unwrap().moves(), host.state().session().unwrap().moves());

    // The same letter again is refused, and changes nothing.
    click(&mut guest, "Move letters...");
    type_into(&mut guest, "Your friend's letter", &letter);
    click(&mut guest, "Open the letter");
    assert!(guest.query_by_label_contains("Nothing new in this letter").is_some());
    assert_eq!(moves(&guest), 1);
    click(&mut guest, "Close");

    play(&mut guest);
    let reply = guest.state().move_letter().unwrap();
    host.state_mut().push(Command::Online(OnlineCommand::OpenLetter(reply)));
    let _ = host.try_run();
    assert_eq!(moves(&host), 2);

    // The host's window closes; a new one resumes the game from the lobby's list.
    host.state_mut().finish_autosave();
    drop(host);
    let mut host = lobby_at(&home_a);
    click(&mut host, "Resume a game");
    click(&mut host, "Resume");
    assert_eq!(moves(&host), 2, "the kept game comes back as it was");
    play(&mut host);
    let letter = host.state().move_letter().unwrap();
    guest.state_mut().push(Command::Online(OnlineCommand::OpenLetter(letter)));
    let _ = guest.try_run();
    assert_eq!(moves(&guest), 3);
    assert_eq!(guest.state().session().unwrap().moves(), host.state().session().unwrap().moves());
}

#[test]
fn an_online_game_is_resumed_after_both_programs_closed() {
    let (home_a, home_b) = (scratch("online-host"), scratch("online-guest"));
    let mut host = lobby_at(&home_a);
    host.get_by_role_and_label(Role::ComboBox, "Game").click();
    let _ = host.try_run();
    click(&mut host, "Strata 7");
    click(&mut host, "Create invite code");
    let mut guest = lobby_at(&home_b);
    click(&mut guest, "Join a friend's game");
    until("the code", &mut host, &mut guest, |h, _| h.online_code().is_some());
    let code = host.state().online_code().unwrap();
    type_into(&mut guest, "Invite code or first move letter (paste what your friend sent)", &code);
    click(&mut guest, "Join");
    until("both games", &mut host, &mut guest, |h, g| {
        h.session().is_some() && g.session().is_some()
    });
    play(&mut host);
    until("the first move", &mut host, &mut guest, |_, g| {
        g.session().is_some_and(|s| s.moves().len() == 1)
    });
    // Both keep the game on disk, then both programs close.
    let _ = host.try_run();
    let _ = guest.try_run();
    host.state_mut().finish_autosave();
    guest.state_mut().finish_autosave();
    assert_eq!((kept_files(&home_a), kept_files(&home_b)), (1, 1));
    drop(host);
    drop(guest);

    let mut host = lobby_at(&home_a);
    click(&mut host, "Resume a game");
    click(&mut host, "Resume");
    let mut guest = lobby_at(&home_b);
    click(&mut guest, "Resume a game");
    click(&mut guest, "Resume");
    until("both games again", &mut host, &mut guest, |h, g| {
        h.session().is_some() && g.session().is_some()
    });
    assert_eq!((moves(&host), moves(&guest)), (1, 1));
    play(&mut guest);
    until("the reply", &mut host, &mut guest, |h, _| {
        h.session().is_some_and(|s| s.moves().len() == 2)
    });
    assert_eq!(guest.state().session().unwrap().moves(), host.state().session().unwrap().moves());
}
