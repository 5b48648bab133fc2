//! Helpers shared by the app's kittest flows: the app driven headless (no window, no GPU),
//! widgets found by their accessible labels, board cells clicked where the board's own
//! projection puts them.

#![allow(dead_code)]

use egui::{Event, Modifiers, PointerButton, Pos2, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use strata_app::StrataApp;

pub fn harness() -> Harness<'static, StrataApp> {
    harness_of_size(1280.0, 800.0)
}

/// The app in a window of this size.
pub fn harness_of_size(width: f32, height: f32) -> Harness<'static, StrataApp> {
    // A frame after an input may need a few more to settle (a command's result, a layout pass,
    // scrolling the rules to a rule); `assert_idle` checks that it does settle.
    Harness::builder()
        .with_size(egui::vec2(width, height))
        .with_max_steps(12)
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), StrataApp::default())
}

pub fn click_at(h: &mut Harness<'_, StrataApp>, p: Pos2) {
    h.event(Event::PointerMoved(p));
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos: p,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
}

/// Clicks a cell or placement of the board, found with the board's own projection.
pub fn click_board(h: &mut Harness<'_, StrataApp>, target: &str) {
    let p = h.state().locate(target).unwrap_or_else(|| panic!("{target} is not on the board"));
    click_at(h, p);
}

/// Clicks the widget, brought into view first as a person would scroll to it (a dialog's
/// choices scroll in a small window).
pub fn click(h: &mut Harness<'_, StrataApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    h.get_by_label(label).click();
    h.run();
}

pub fn moves(h: &Harness<'_, StrataApp>) -> Vec<String> {
    let session = h.state().session().expect("a game is open");
    session.moves().iter().map(|m| m.token.clone()).collect()
}

pub fn cursor(h: &Harness<'_, StrataApp>) -> usize {
    h.state().session().expect("a game is open").cursor()
}

/// A new game of `game` between people at this computer (a first game is against the
/// computer otherwise).
pub fn start(h: &mut Harness<'_, StrataApp>, game: &str) {
    click(h, "New game");
    click(h, game);
    click(h, "Two players at this computer");
    click(h, "Start game");
    assert!(h.state().session().is_some(), "{game} started");
}

/// The app asks for no more frames once it has drawn the result of an input.
pub fn assert_idle(h: &mut Harness<'_, StrataApp>) {
    h.run();
    h.step();
    let delay = h.output().viewport_output[&ViewportId::ROOT].repaint_delay;
    assert_eq!(delay, std::time::Duration::MAX, "the app keeps repainting");
}

/// Moves the pointer over a board cell (hover notes, chain paths) without clicking.
pub fn hover_board(h: &mut Harness<'_, StrataApp>, target: &str) {
    let p = h.state().locate(target).unwrap_or_else(|| panic!("{target} is not on the board"));
    h.event(Event::PointerMoved(p));
    h.run();
}

/// The texts put on the clipboard by the last frame.
pub fn copied(h: &Harness<'_, StrataApp>) -> Vec<String> {
    h.output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// Whether the widget with this label is greyed out.
pub fn is_disabled(h: &Harness<'_, StrataApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_disabled()
}

/// Frames on two windows until `done`, at most 30 s (an online link runs on its own threads).
pub fn until(
    what: &str,
    a: &mut Harness<'_, StrataApp>,
    b: &mut Harness<'_, StrataApp>,
    done: impl Fn(&StrataApp, &StrataApp) -> bool,
) {
    use std::time::{Duration, Instant};
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
