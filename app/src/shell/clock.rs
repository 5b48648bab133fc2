//! The game's clock at this screen: it follows the player to move in the game (not in a
//! replay), shows each player's time in the status bar, and ends the game when a time runs out
//! (each game's time rule: S5-E8, SM-E5, S7-E4, SG-E7).

use std::time::{Duration, Instant};

use egui::{RichText, Ui};
use strata_core::Player;
use strata_core::clock::{Clock, TimeControl};
use strata_core::session::Session;

use super::OpenGame;
use super::moves::Effect;
use crate::command::Note;
use crate::t;
use crate::theme::{self, display_name};

/// Below this, a clock shows tenths and turns red.
const SHORT: Duration = Duration::from_secs(10);

#[derive(Debug)]
pub(super) struct GameClock {
    clock: Clock,
    players: usize,
    /// The moment the clock counts from.
    epoch: Instant,
}

impl GameClock {
    pub(super) fn new(control: TimeControl, players: usize) -> GameClock {
        GameClock { clock: Clock::new(control, players), players, epoch: Instant::now() }
    }

    /// The clock as if `by` had gone by already (for tests).
    pub(super) fn advance(&mut self, by: Duration) {
        self.epoch = self.epoch.checked_sub(by).unwrap_or(self.epoch);
    }

    fn now(&self) -> Duration {
        self.epoch.elapsed()
    }

    /// Each player's time left now, in milliseconds (what goes over the link).
    pub(super) fn left_ms(&self) -> Vec<u64> {
        let now = self.now();
        (0..self.players)
            .map(|i| self.clock.left(Player(i as u8), now).as_millis() as u64)
            .collect()
    }

    /// Every player's time as the host's program counts it, `to_move`'s running (online, on
    /// the friend's side).
    pub(super) fn sync(&mut self, left_ms: &[u64], to_move: Option<Player>) {
        let left: Vec<Duration> = left_ms.iter().map(|ms| Duration::from_millis(*ms)).collect();
        self.clock.sync(&left, to_move, self.now());
    }

    /// Runs the clock of whoever is to move in the game (nobody's once it is over); true
    /// when that changed.
    pub(super) fn follow(&mut self, session: &Session) -> bool {
        let to_move = match session.browsing_from() {
            Some(ply) => session.position_at(ply).to_move(),
            None => session.position().to_move(),
        };
        let over = session.agreement().is_some();
        let to_move = to_move.filter(|_| !over);
        let turned = self.clock.running() != to_move;
        self.clock.turn_to(to_move, self.now());
        turned
    }
}

impl OpenGame {
    /// Each frame: the clock follows the game, and a time that ran out ends it.
    pub(super) fn tick_clock(&mut self, ctx: &egui::Context) -> Effect {
        let Some(clock) = self.clock.as_mut() else { return Effect::None };
        let turned = clock.follow(&self.session);
        let fallen = clock.clock.fallen(clock.now());
        if self.online.is_some() {
            // Online, the host's program keeps the time (see `keep_online_time`).
            repaint_as_it_ticks(clock, ctx);
            return self.keep_online_time(turned, fallen);
        }
        let Some(late) = fallen else {
            repaint_as_it_ticks(clock, ctx);
            return Effect::None;
        };
        let rule = self.session.position().time_rule();
        match self.session.time_out(late) {
            Ok(()) => {
                clock.follow(&self.session);
                self.draw_offer = None;
                self.over_closed = false;
                let outcome = self.session.position().outcome();
                let result = outcome.map_or(String::new(), |o| {
                    super::dialogs::result_text(self.session.position().player_names(), &o)
                });
                let name = self.name(late);
                Effect::ChangedSaying(Note::warning(t!(
                    "clock-ran-out",
                    name = name,
                    result = result,
                    rule = rule
                )))
            }
            Err(why) => Effect::Say(Note::info(why)),
        }
    }
}

/// Asks for the next frame when the shown time changes (tenths near the end).
fn repaint_as_it_ticks(clock: &GameClock, ctx: &egui::Context) {
    if let Some(p) = clock.clock.running() {
        let left = clock.clock.left(p, clock.now());
        let step: u128 = if left < SHORT { 100 } else { 1000 };
        let to_next = (step - left.as_millis() % step).max(20) as u64;
        ctx.request_repaint_after(Duration::from_millis(to_next));
    }
}

/// Each player's time, the running one in bold, in the status bar.
pub(super) fn show(ui: &mut Ui, g: &OpenGame) {
    let Some(clock) = g.clock.as_ref() else { return };
    let now = clock.now();
    let game = g.session.position();
    ui.separator();
    let label = ui.label(t!("clock-label", control = clock.clock.control().to_string()));
    label.on_hover_text(crate::words::clock_words(clock.clock.control()));
    for (i, name) in game.player_names().iter().enumerate() {
        let p = Player(i as u8);
        let left = clock.clock.left(p, now);
        theme::swatch(ui, game.id(), p);
        let mut text = RichText::new(format_time(left));
        if clock.clock.running() == Some(p) {
            text = text.strong();
        }
        if left < SHORT {
            text = text.color(theme::BAD);
        }
        ui.label(text).on_hover_text(t!("clock-time-left", name = display_name(name)));
    }
}

/// "4:05", "1:02:03", and tenths under ten seconds: "0:07.3".
fn format_time(left: Duration) -> String {
    let secs = left.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    match () {
        _ if h > 0 => format!("{h}:{m:02}:{s:02}"),
        _ if left < SHORT => format!("0:{s:02}.{}", left.subsec_millis() / 100),
        _ => format!("{m}:{s:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_a_clock_shows_them() {
        assert_eq!(format_time(Duration::from_secs(245)), "4:05");
        assert_eq!(format_time(Duration::from_secs(3723)), "1:02:03");
        assert_eq!(format_time(Duration::from_millis(7_350)), "0:07.3");
        assert_eq!(format_time(Duration::ZERO), "0:00.0");
    }
}
