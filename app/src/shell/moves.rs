//! Moves on the board: playing one, undo and redo, stepping through the history, and which
//! moves the board marks as just played.

use strata_core::Player;
use strata_core::online::Request;
use strata_core::session::Session;

use super::{Dialog, OpenGame, no_takebacks};
use crate::command::Note;
use crate::t;

/// What a change asked of the game on screen means for the rest of the shell; applied in one
/// place (`StrataApp::apply`, in the router).
#[derive(Debug)]
pub(super) enum Effect {
    /// Nothing changed and there is nothing to say.
    None,
    /// Nothing changed; the status line says why.
    Say(Note),
    /// Nothing changed yet: the player answers this question first.
    Ask(Dialog),
    /// The game changed (the status line's old message no longer applies).
    Changed,
    /// The game changed, and the status line says how.
    ChangedSaying(Note),
}

impl OpenGame {
    /// Whether `token` may be played at the shown position now, as far as the game itself
    /// knows: a legal move, by a person at the screen, where playing it replaces no moves that
    /// may not be taken back. From a past position (replay) the player confirms first that the
    /// later moves go; after Undo they go silently, as in any editor.
    pub(super) fn may_play(&mut self, token: &str, confirmed: bool) -> Result<(), Effect> {
        if let Err(e) = self.session.check(token) {
            let note = Note::refused(&e);
            if let Some(lesson) = self.lesson.as_deref_mut() {
                // Said where the learner is reading, not only in the status line.
                let text = crate::words::labelled(token, &note.text);
                lesson.feedback = Some(Note { text, ..note.clone() });
            }
            return Err(Effect::Say(note));
        }
        if let Some(absent) = self.absent_player() {
            // A hand-over screen: nothing plays for a person who has not taken the screen.
            let name = self.name(absent);
            let text = t!("hand-over-first", name = name);
            return Err(Effect::Say(Note::info(text)));
        }
        if self.session.moves_after_cursor() > 0 && !self.takebacks() {
            // Playing here would replace the later moves: a take-back by another name.
            let text = format!("{} {}", no_takebacks(), t!("go-back-to-play"));
            return Err(Effect::Say(Note::info(text)));
        }
        if self.replaying() && self.session.moves_after_cursor() > 0 && !confirmed {
            return Err(Effect::Ask(Dialog::ConfirmDiscard(token.to_string())));
        }
        Ok(())
    }

    /// Plays a move that [`OpenGame::may_play`] allowed.
    pub(super) fn play(&mut self, token: &str) -> Effect {
        if let Some(effect) = self.play_online(token) {
            return effect;
        }
        let mover = self.session.position().to_move();
        match self.session.play(token) {
            Ok(()) => {
                if self.draw_offer.is_some_and(|offerer| Some(offerer) != mover) {
                    // Answering a draw offer with a move declines it.
                    self.draw_offer = None;
                }
                self.over_closed = false;
                Effect::Changed
            }
            Err(e) => Effect::Say(Note::refused(&e)),
        }
    }

    /// Undo/redo (`replay` false) take moves back in the game; in replay, or with the arrow
    /// keys, they only step through the history.
    pub(super) fn step(&mut self, delta: i32, replay: bool) -> Effect {
        if replay || self.replaying() {
            return self.browse(self.session.cursor().saturating_add_signed(delta as isize));
        }
        if delta < 0 && self.online.is_some() {
            // Online, the friend's program holds the same game: Undo asks the friend.
            return self.offer_online(Request::TakeBack);
        }
        if !self.takebacks() {
            return Effect::Say(Note::info(no_takebacks()));
        }
        if delta < 0 {
            self.draw_offer = None;
            undo_turn(&mut self.session);
        } else {
            self.session.redo();
        }
        Effect::Changed
    }

    /// Shows the position after `ply` moves without changing the game: replay.
    pub(super) fn browse(&mut self, ply: usize) -> Effect {
        self.session.browse_to(ply);
        Effect::Changed
    }
}

/// Undo in the game: one move between people; against the computer, back to the start of the
/// previous turn of a person (every part of a Strata 5 turn, and the computer's moves after it).
fn undo_turn(session: &mut Session) {
    let human = |s: &Session, p: Option<Player>| {
        p.is_some_and(|p| s.seats().get(p.index()).is_none_or(|seat| seat.is_human()))
    };
    let people_only = session.seats().iter().all(|s| s.is_human());
    let no_people = !session.seats().iter().any(|s| s.is_human());
    if people_only || no_people {
        session.undo();
        return;
    }
    while session.undo() {
        let to_move = session.position().to_move();
        let Some(last) = session.cursor().checked_sub(1).map(|i| &session.moves()[i]) else {
            break;
        };
        let turn_starts = last.ends_turn;
        if human(session, to_move) && turn_starts {
            break;
        }
    }
}

/// The moves up to the shown position that the player to move has not made, or, in the middle
/// of their own turn, that turn's moves so far (see [`BoardCtx::recent`]).
pub(super) fn recent_moves(session: &Session) -> Vec<String> {
    let played = &session.moves()[..session.cursor()];
    let Some(last) = played.last() else { return Vec::new() };
    let to_move = session.position().to_move();
    let mine = to_move.is_none_or(|p| p == last.by);
    let start = played
        .iter()
        .rposition(|m| if mine { m.by != last.by } else { Some(m.by) == to_move })
        .map_or(0, |i| i + 1);
    played[start..].iter().map(|m| m.token.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::recent_moves;
    use strata_core::session::Session;
    use strata_core::{GameId, GameOptions, GameSetup};

    pub(super) fn session(game: GameId, moves: &[&str]) -> Session {
        let setup = GameSetup::from_options(game, &GameOptions::default()).unwrap();
        let mut session = Session::new(setup, Vec::new()).unwrap();
        for m in moves {
            session.play(m).unwrap();
        }
        session
    }

    #[test]
    pub(super) fn the_marked_moves_are_the_other_sides_whole_turn_or_this_turn_so_far() {
        // Black to move after Red's three parts: all three are marked.
        let red_turn = ["2@b1", "3@g2", "#c1"];
        let s = session(GameId::Strata5, &red_turn);
        assert_eq!(recent_moves(&s), red_turn);
        // Black's first part played: now Black's turn so far.
        let s = session(GameId::Strata5, &["2@b1", "3@g2", "#c1", "2@a8"]);
        assert_eq!(recent_moves(&s), ["2@a8"]);
        // Stratum, three players: the two others' bars since Beige last played.
        let three = GameOptions { players: Some(3), ..GameOptions::default() };
        let mut s = Session::new(GameSetup::from_options(GameId::Stratum, &three).unwrap(), vec![])
            .unwrap();
        for m in ["A1-A4", "B1-B4", "C1-C4", "D1-D4", "E1-E4"] {
            s.play(m).unwrap();
        }
        assert_eq!(recent_moves(&s), ["D1-D4", "E1-E4"]);
        assert!(recent_moves(&session(GameId::Strata7, &[])).is_empty());
    }
}
