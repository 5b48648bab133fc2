//! Offers over the link: a draw, a take-back. Either side may ask at any time while the game
//! is on; the other side accepts, declines, or (on its turn) plays a move, which declines. A
//! side whose offer waits may not move, so an answer never crosses a move. Two races are left,
//! and both sides settle them the same way:
//! - a move played while an offer was on its way declines it: the asker drops it when the
//!   move arrives, the other side when the offer arrives after its move;
//! - two offers that cross: the offer of the side to move stands, the other is dropped.

use super::message::{Message, Request};
use super::table::{Fault, Pending, Table, World, other};
use crate::game::Player;
use crate::session::Agreement;

/// Why this side may not make or answer an offer now, as a fact: the app words it in the
/// player's language, and its `Display` in English (the command line's words).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferRefusal {
    GameOver,
    /// An offer is already waiting for its answer.
    Waiting,
    /// The game waits for a piece to be shown (Stratego online).
    PieceToShow,
    /// Stratego online takes nothing back: a move may have shown a piece.
    NoTakeBackInStratego,
    /// This side has made no move yet.
    NothingToTakeBack,
    /// There is no offer of the other side to answer.
    NoOfferToAnswer,
}

impl std::fmt::Display for OfferRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            OfferRefusal::GameOver => "the game is over",
            OfferRefusal::Waiting => "an offer is already waiting for its answer",
            OfferRefusal::PieceToShow => "not while the game waits for a piece to be shown",
            OfferRefusal::NoTakeBackInStratego => {
                "moves are not taken back in Stratego online: a move may have shown a piece, \
                 and nobody can forget it"
            }
            OfferRefusal::NothingToTakeBack => "you have no move to take back",
            OfferRefusal::NoOfferToAnswer => "there is no offer to answer",
        })
    }
}

impl Table {
    /// The offer waiting for its answer, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// Whether this side may ask for `request` now; if not, why.
    pub fn can_offer(&self, request: Request) -> Result<(), OfferRefusal> {
        if self.is_finished() || self.agreed.is_some() {
            return Err(OfferRefusal::GameOver);
        }
        if self.pending.is_some() {
            return Err(OfferRefusal::Waiting);
        }
        if self.turn().is_none() {
            return Err(OfferRefusal::PieceToShow);
        }
        if request == Request::TakeBack {
            if matches!(self.world, World::Fog(_)) {
                return Err(OfferRefusal::NoTakeBackInStratego);
            }
            if self.last_turn_of(self.here).is_none() {
                return Err(OfferRefusal::NothingToTakeBack);
            }
        }
        Ok(())
    }

    /// This side asks for `request`; returns the message to send.
    pub fn offer(&mut self, request: Request) -> Result<Message, OfferRefusal> {
        self.can_offer(request)?;
        let ply = self.ply();
        self.pending = Some(Pending { by: self.here, request, ply });
        Ok(Message::Offer { ply, request })
    }

    /// This side answers the other side's offer; returns the messages to send.
    pub fn answer(&mut self, accept: bool) -> Result<Vec<Message>, OfferRefusal> {
        let Some(pending) = self.pending.filter(|p| p.by != self.here) else {
            return Err(OfferRefusal::NoOfferToAnswer);
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
        let our_turn = match self.turn() {
            Some(p) => self.plays(p),
            None => {
                return Err(Fault::theirs("the other side made an offer while the game waited"));
            }
        };
        match self.pending {
            None => {}
            // Crossed ours: the side to move has the word.
            Some(ours) if ours.by == self.here && our_turn => return Ok(Vec::new()),
            Some(ours) if ours.by == self.here => self.pending = None,
            Some(_) => {
                return Err(Fault::theirs("the other side made a second offer before an answer"));
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
