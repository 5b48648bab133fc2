//! Game clocks: a time control ("10+5": ten minutes each, five seconds added after each turn)
//! and the clock that runs it. No reading of the time here: the caller says what time it is
//! (time since any fixed moment), so the clock is exact in tests and the same in every program.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::game::Player;

/// How much time each player gets: minutes for the whole game, plus seconds added after each
/// of their turns (an increment, "Fischer" timing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    pub minutes: u32,
    pub increment: u32,
}

impl TimeControl {
    /// The controls the app offers, quickest first.
    pub const CHOICES: [TimeControl; 5] = [
        TimeControl { minutes: 3, increment: 2 },
        TimeControl { minutes: 5, increment: 3 },
        TimeControl { minutes: 10, increment: 5 },
        TimeControl { minutes: 15, increment: 10 },
        TimeControl { minutes: 30, increment: 0 },
    ];

    /// Each player's time at the start.
    pub fn start(self) -> Duration {
        Duration::from_secs(u64::from(self.minutes) * 60)
    }

    pub fn bonus(self) -> Duration {
        Duration::from_secs(u64::from(self.increment))
    }
}

/// "10+5": minutes, then seconds a turn.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment)
    }
}

/// Each player's time left, and whose clock runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    control: TimeControl,
    left: Vec<Duration>,
    /// The player whose clock runs, and when their turn began.
    running: Option<(Player, Duration)>,
}

impl Clock {
    pub fn new(control: TimeControl, players: usize) -> Clock {
        Clock { control, left: vec![control.start(); players], running: None }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The player whose clock runs.
    pub fn running(&self) -> Option<Player> {
        self.running.map(|(p, _)| p)
    }

    /// `p`'s time left at `now`, the running turn counted.
    pub fn left(&self, p: Player, now: Duration) -> Duration {
        let left = self.left.get(p.index()).copied().unwrap_or_default();
        match self.running {
            Some((q, since)) if q == p => left.saturating_sub(now.saturating_sub(since)),
            _ => left,
        }
    }

    /// The player whose time ran out at `now`, if any: only a running clock can run out.
    pub fn fallen(&self, now: Duration) -> Option<Player> {
        self.running().filter(|&p| self.left(p, now).is_zero())
    }

    /// Every player's time as another program counts it (online, the host's count, which
    /// already holds the increments), with `to_move`'s clock running from `now`.
    pub fn sync(&mut self, left: &[Duration], to_move: Option<Player>, now: Duration) {
        for (slot, left) in self.left.iter_mut().zip(left) {
            *slot = *left;
        }
        self.running = to_move.map(|p| (p, now));
    }

    /// At `now` it becomes `to_move`'s turn (`None`: nobody's, the game is over): the clock
    /// that ran stops, with the increment added for the turn just played, unless it had run
    /// out; `to_move`'s starts. The same player again keeps their clock running.
    pub fn turn_to(&mut self, to_move: Option<Player>, now: Duration) {
        if self.running() == to_move {
            return;
        }
        if let Some((p, _)) = self.running {
            let left = self.left(p, now);
            let bonus = if left.is_zero() { Duration::ZERO } else { self.control.bonus() };
            if let Some(slot) = self.left.get_mut(p.index()) {
                *slot = left + bonus;
            }
        }
        self.running = to_move.map(|p| (p, now));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: Duration = Duration::from_secs(1);

    #[test]
    fn time_controls_write_as_minutes_plus_seconds() {
        let control = TimeControl { minutes: 10, increment: 5 };
        assert_eq!(control.to_string(), "10+5");
    }

    #[test]
    fn only_the_running_clock_moves_and_a_finished_turn_earns_its_increment() {
        let (red, black) = (Player(0), Player(1));
        let mut clock = Clock::new(TimeControl { minutes: 1, increment: 2 }, 2);
        clock.turn_to(Some(red), Duration::ZERO);
        assert_eq!(clock.left(red, 10 * S), 50 * S);
        assert_eq!(clock.left(black, 10 * S), 60 * S, "black's clock stands still");
        // The same player again (a Strata 5 turn's next part): no increment yet.
        clock.turn_to(Some(red), 10 * S);
        clock.turn_to(Some(black), 15 * S);
        assert_eq!(clock.left(red, 100 * S), 47 * S, "45 s left, then 2 s added");
        assert_eq!(clock.left(black, 20 * S), 55 * S);
        clock.turn_to(None, 20 * S);
        assert_eq!(clock.running(), None);
        assert_eq!(clock.left(black, 500 * S), 57 * S, "stopped at the end");
    }

    #[test]
    fn a_clock_runs_out_at_zero_and_earns_nothing_after() {
        let (red, black) = (Player(0), Player(1));
        let mut clock = Clock::new(TimeControl { minutes: 1, increment: 5 }, 2);
        clock.turn_to(Some(red), Duration::ZERO);
        assert_eq!(clock.fallen(59 * S), None);
        assert_eq!(clock.fallen(60 * S), Some(red));
        assert_eq!(clock.left(red, 90 * S), Duration::ZERO, "never below zero");
        clock.turn_to(Some(black), 90 * S);
        assert_eq!(clock.left(red, 90 * S), Duration::ZERO, "no increment for a lost turn");
        assert_eq!(clock.fallen(90 * S), None, "only the running clock falls");
    }

    #[test]
    fn a_clock_synced_to_another_count_runs_on_from_it_without_a_second_increment() {
        let (red, black) = (Player(0), Player(1));
        let mut clock = Clock::new(TimeControl { minutes: 1, increment: 5 }, 2);
        clock.turn_to(Some(red), Duration::ZERO);
        // The host counts Red's turn as done (increment included), Black's running.
        clock.sync(&[62 * S, 60 * S], Some(black), 10 * S);
        clock.turn_to(Some(black), 10 * S);
        assert_eq!(clock.left(red, 20 * S), 62 * S, "no second increment");
        assert_eq!(clock.left(black, 20 * S), 50 * S);
    }
}
