//! Offers over the link: a draw, a take-back. A side asks after its move, while the other side
//! is to move; the other side accepts, declines, or plays a move, which declines. The asker
//! cannot move before the answer (it is not its turn), so an answer never crosses a move. The
//! one race left is a move played while the offer was on its way: then both drop the offer
//! (the asker when the move arrives, the other side when the offer arrives after its move).

use super::message::{Message, Request};
use super::table::{Fault, Pending, Table, World, other};
use crate::game::Player;
use crate::session::Agreement;

impl Table {
    /// The offer waiting for its answer, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// Whether this side may ask for `request` now; if not, why, in a player's words.
    pub fn can_offer(&self, request: Request) -> Result<(), String> {
        if self.is_finished() || self.agreed.is_some() {
            return Err("the game is over".into());
        }
        if self.pending.is_some() {
            return Err("an offer is already waiting for its answer".into());
        }
        match self.turn() {
            Some(p) if !self.plays(p) => {}
            Some(_) => {
                return Err("make your move first: you offer while your friend is to move".into());
            }
            None => return Err("not while the game waits".into()),
        }
        if request == Request::TakeBack {
            if matches!(self.world, World::Fog(_)) {
                return Err("moves are not taken back in Stratego online: a move may have shown a piece, and nobody can forget it".into());
            }
            if self.last_turn_of(self.here).is_none() {
                return Err("you have no move to take back".into());
            }
        }
        Ok(())
    }

    /// This side asks for `request`; returns the message to send.
    pub fn offer(&mut self, request: Request) -> Result<Message, String> {
        self.can_offer(request)?;
        let ply = self.ply();
        self.pending = Some(Pending { by: self.here, request, ply });
        Ok(Message::Offer { ply, request })
    }

    /// This side answers the other side's offer; returns the messages to send.
    pub fn answer(&mut self, accept: bool) -> Result<Vec<Message>, String> {
        let Some(pending) = self.pending.filter(|p| p.by != self.here) else {
            return Err("there is no offer to answer".into());
        };
        self.pending = None;
        let mut out = vec![Message::Answer { ply: pending.ply, request: pending.request, accept }];
        if accept {
            self.grant(pending);
            out.extend(self.army_if_over());
        }
        Ok(out)
    }

    pub(super) fn their_offer(
        &mut self,
        ply: usize,
        request: Request,
    ) -> Result<Vec<Message>, Fault> {
        if ply < self.ply() {
            // Sent before our last move arrived there: that move declined it.
            return Ok(Vec::new());
        }
        if ply > self.ply() {
            return Err(Fault::theirs(format!(
                "the other side made an offer at move {} while this game is at move {}",
                ply + 1,
                self.ply() + 1
            )));
        }
        match self.turn() {
            Some(p) if self.plays(p) && self.pending.is_none() => {}
            _ => {
                return Err(Fault::theirs(
                    "the other side made an offer when it was not this side's turn to answer",
                ));
            }
        }
        let them = other(self.here);
        if request == Request::TakeBack
            && (matches!(self.world, World::Fog(_)) || self.last_turn_of(them).is_none())
        {
            return Err(Fault::theirs("the other side asked to take back a move it cannot"));
        }
        self.pending = Some(Pending { by: them, request, ply });
        Ok(Vec::new())
    }

    pub(super) fn their_answer(
        &mut self,
        ply: usize,
        request: Request,
        accept: bool,
    ) -> Result<Vec<Message>, Fault> {
        let asked = Pending { by: self.here, request, ply };
        if self.pending != Some(asked) {
            return Err(Fault::theirs("the other side answered an offer this side did not make"));
        }
        self.pending = None;
        if !accept {
            return Ok(Vec::new());
        }
        self.grant(asked);
        Ok(self.army_if_over())
    }

    /// Does what both agreed to.
    fn grant(&mut self, pending: Pending) {
        match pending.request {
            Request::Draw => self.conclude(Agreement::Draw),
            Request::TakeBack => {
                // Checked when the offer was made, and no move was played since.
                if let (Some(ply), World::Open(session)) =
                    (self.last_turn_of(pending.by), &mut self.world)
                {
                    session.cut_to(ply);
                }
            }
        }
    }

    /// Where the last turn played by one of `seat`'s players began (in Strata 5 a turn is
    /// several moves); `None` when it has played none. Games with hidden pieces have none.
    fn last_turn_of(&self, seat: super::Seat) -> Option<usize> {
        let World::Open(session) = &self.world else { return None };
        let mover = |ply: usize| session.position_at(ply).to_move();
        let mine = |p: Option<Player>| p.is_some_and(|p| self.seats.get(p.index()) == Some(&seat));
        let last = (0..session.moves().len()).rev().find(|&i| mine(mover(i)))?;
        let player = mover(last);
        Some((0..=last).rev().take_while(|&i| mover(i) == player).last().unwrap_or(last))
    }
}
