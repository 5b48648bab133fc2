//! A game with a clock at one screen: chosen in New game, shown in the status bar, following
//! the player to move, and a time that runs out ends the game (S7-E4 here).

use std::time::Duration;

use crate::common::*;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use strata_app::StrataApp;
use strata_app::command::Command;
use strata_core::save::Agreement;
use strata_core::{Outcome, Player};

/// A click that does not wait for the frames to settle (a running clock keeps drawing).
fn tap(h: &mut Harness<'_, StrataApp>, label: &str) {
    h.get_by_label(label).click();
    let _ = h.try_run();
}

fn strata7_with_a_clock() -> Harness<'static, StrataApp> {
    let mut h = harness();
    click(&mut h, "New game");
    click(&mut h, "Strata 7");
    click(&mut h, "Two players at this computer");
    h.get_by_role_and_label(Role::ComboBox, "Clock").click();
    h.run();
    click(&mut h, "3 min + 2 s a turn");
    tap(&mut h, "Start game");
    h
}

#[test]
fn a_clock_chosen_in_new_game_runs_out_for_the_player_to_move_and_ends_the_game() {
    let mut h = strata7_with_a_clock();
    assert!(h.query_by_label("Clock 3+2:").is_some(), "the status bar shows the clock");
    // Bordeaux's clock stands at 3 minutes (White's runs, and may already show 2:59).
    assert!(h.query_by_label("3:00").is_some(), "three minutes each");
    let first = h.state().session().unwrap().position().legal_move_tokens()[0].clone();
    h.state_mut().push(Command::Play(first));
    let _ = h.try_run();
    // White's clock stopped with the increment; Bordeaux's runs.
    h.state_mut().advance_clock(Duration::from_secs(150));
    let _ = h.try_run();
    // Less than a second went on White's move, then 2 s came back: more than it started with.
    let white = ["3:01", "3:02"].iter().any(|t| h.query_by_label(t).is_some());
    assert!(white, "White's time, with 2 s added");
    assert_eq!(h.state().session().unwrap().position().outcome(), None);
    h.state_mut().advance_clock(Duration::from_secs(31));
    let _ = h.try_run();
    let session = h.state().session().unwrap();
    assert_eq!(session.position().outcome(), Some(Outcome::Won(vec![Player(0)])));
    let late = Agreement::OutOfTime { player: "bordeaux".into(), draw: false };
    assert_eq!(session.agreement(), Some(&late));
    let said = h.state().message().map(|n| n.text.clone()).unwrap_or_default();
    assert_eq!(said, "Bordeaux ran out of time: White wins (S7-E4).");
    let shown = h.query_all_by_label("Bordeaux ran out of time").count();
    assert!(shown >= 1, "the move list and the game-over dialog say so");
}

#[test]
fn the_clock_is_remembered_for_the_next_game_and_no_clock_shows_none() {
    let mut h = strata7_with_a_clock();
    tap(&mut h, "New game");
    let shown = h.get_by_role_and_label(Role::ComboBox, "Clock").accesskit_node().value();
    assert_eq!(shown.as_deref(), Some("3 min + 2 s a turn"));
    h.get_by_role_and_label(Role::ComboBox, "Clock").click();
    let _ = h.try_run();
    tap(&mut h, "No clock");
    tap(&mut h, "Start game");
    h.run();
    assert!(h.query_by_label_contains("Clock").is_none(), "an untimed game shows no clock");
}
