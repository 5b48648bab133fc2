//! Clocks over the link: only the host's program keeps the time. It sends its count of every
//! player's time after each turn (`clock`) and calls a time out (`flag`); the guest's program
//! checks that these come from the host of a timed game and follows the verdict.

use super::message::{Message, Seat};
use super::table::{Fault, Table, World};
use crate::clock::TimeControl;
use crate::game::Player;
use crate::session::Agreement;

impl Table {
    /// The game's time control, if it is played with a clock.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.clock
    }

    /// The host's program: `player`'s time ran out on their turn; returns the messages to
    /// send. Only the host keeps the time, so the guest's program cannot call it.
    pub fn flag(&mut self, player: Player) -> Result<Vec<Message>, String> {
        if self.here != Seat::Host || self.clock.is_none() {
            return Err("only the host's program keeps the time".into());
        }
        if self.turn() != Some(player) {
            return Err("only the player to move can run out of time".into());
        }
        let ply = self.ply();
        self.pending = None;
        self.flagged = Some(ply);
        self.conclude_time_out(player);
        let mut out = vec![Message::Flag { ply, player: player.0 }];
        out.extend(self.army_if_over());
        Ok(out)
    }

    pub(super) fn their_flag(&mut self, ply: usize, player: Player) -> Result<Vec<Message>, Fault> {
        self.check_hosts_clock(ply)?;
        let mine = self.plays(player);
        if ply < self.ply() && mine {
            // Our move crossed the verdict: the host's clock had run out first. The move
            // goes (Stratego cannot take a move back: there the game ends after it).
            if let World::Open(session) = &mut self.world {
                session.cut_to(ply);
            }
        } else if self.turn() != Some(player) {
            return Err(Fault::theirs("the other side's clock ran out for a player not to move"));
        }
        self.pending = None;
        self.conclude_time_out(player);
        Ok(self.army_if_over())
    }

    /// The host's count of the times: checked here, shown by the app.
    pub(super) fn their_clock(&mut self, ply: usize, left: &[u64]) -> Result<Vec<Message>, Fault> {
        self.check_hosts_clock(ply)?;
        if left.len() != self.seats.len() {
            return Err(Fault::theirs("the other side's clock has another number of players"));
        }
        Ok(Vec::new())
    }

    /// A clock message must come from the host of a timed game, about a move already played
    /// here (an older one crossed a move and is simply out of date).
    fn check_hosts_clock(&self, ply: usize) -> Result<(), Fault> {
        if self.here != Seat::Guest || self.clock.is_none() {
            return Err(Fault::theirs("the other side sent a clock this game does not have"));
        }
        if ply > self.ply() {
            return Err(Fault::theirs(format!(
                "the other side's clock is at move {} while this game is at move {}",
                ply + 1,
                self.ply() + 1
            )));
        }
        Ok(())
    }

    /// A time ran out: each game's time rule. In Stratego who could still win is known only
    /// once both armies are shown (see the `army` message).
    fn conclude_time_out(&mut self, late: Player) {
        let player = self.name_of(late);
        match &mut self.world {
            World::Open(session) => {
                // Cannot fail: the player is to move in a game that is on.
                let _ = session.time_out(late);
                self.agreed = session.agreement().cloned();
            }
            World::Fog(_) => self.agreed = Some(Agreement::OutOfTime { player, draw: false }),
        }
    }
}
