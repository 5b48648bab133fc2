//! A game being played: its start, every move made, and a cursor into them.
//!
//! This is the app's model of a game, kept free of any GUI so that undo, replay and (later) save,
//! autosave and AI opponents all work on the same object and can be tested without a window.
//! Positions are small, so one is kept after every move: stepping through the history is an
//! index, never a replay.

use crate::any::AnyGame;
use crate::game::{GameId, IllegalMove, Player};
use crate::games::{GameSetup, position_from_text};
use crate::position::BadPosition;
use crate::review::Record;
use serde::{Deserialize, Serialize};

use crate::ai::Bot;
pub use crate::game::Played;

/// Every change to any session takes the next number, so a stamp taken from one session (an
/// AI job's, a view's cache) never matches another session's, nor the same one after a change.
static GENERATIONS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn next_generation() -> u64 {
    GENERATIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// Who plays a seat: a person at the table, the computer at a bot level, or a friend at
/// another computer (online play).
///
/// Written as `Human`, `Computer("medium")` (the bot's command-line name) or `Remote`, so files
/// from before computer seats (only `Human`) still load.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    #[default]
    Human,
    Computer(#[serde(with = "bot_name")] Bot),
    /// A friend at another computer: neither the person at this screen nor this computer
    /// moves for them; their moves arrive over the link (`crate::online`).
    Remote,
}

impl Seat {
    pub fn is_human(self) -> bool {
        self == Seat::Human
    }

    /// The bot playing this seat, if the computer plays it.
    pub fn bot(self) -> Option<Bot> {
        match self {
            Seat::Human | Seat::Remote => None,
            Seat::Computer(bot) => Some(bot),
        }
    }
}

/// A bot in a save file: its command-line name.
mod bot_name {
    use super::Bot;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(bot: &Bot, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(bot.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Bot, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// A game ended before the rules of play ended it: by the players, a resignation or an agreed
/// draw (SG-E4 in Stratego; the same commands in every game), or by a clock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Agreement {
    /// This player (by name, e.g. `"red"`) resigned: with two players the other wins, with
    /// three or four the others share the win.
    Resigned(String),
    /// The players agreed to a draw.
    Draw,
    /// This player's clock ran out (each game's time rule, e.g. SG-E7): the others win as
    /// after a resignation or, when `draw` (none of them could win any more), nobody does.
    OutOfTime { player: String, draw: bool },
}

impl Agreement {
    /// The result it gives in a game with these players, or why it cannot apply.
    pub fn outcome(&self, names: &[&str]) -> Result<crate::game::Outcome, String> {
        use crate::game::{Outcome, Player};
        match self {
            Agreement::Draw | Agreement::OutOfTime { draw: true, .. } => Ok(Outcome::Draw),
            Agreement::Resigned(name) | Agreement::OutOfTime { player: name, .. } => {
                let Some(who) = names.iter().position(|n| n == name) else {
                    return Err(format!("'{name}' is not a player of this game"));
                };
                let others = (0..names.len()).filter(|&i| i != who);
                Ok(Outcome::Won(others.map(|i| Player(i as u8)).collect()))
            }
        }
    }
}

/// The start of a game, the moves made from it, and the cursor that undo, redo and replay move.
///
/// `positions[i]` is the position after the first `i` moves. The moves after the cursor are the
/// redo list: they stay until a move is played from an earlier position, which replaces them.
#[derive(Clone, Debug)]
pub struct Session {
    setup: GameSetup,
    /// The position text the game started from, when not from the setup's own start.
    start: Option<String>,
    seats: Vec<Seat>,
    moves: Vec<Played>,
    positions: Vec<Box<dyn AnyGame>>,
    cursor: usize,
    /// How the players ended the game after its last move, if they did; the last position
    /// is then concluded (`AnyGame::conclude`).
    agreement: Option<Agreement>,
    /// While the players look at an earlier position (replay): the move count the game was at.
    browsing_from: Option<usize>,
    /// Changes with every change to the session (see [`Session::generation`]).
    generation: u64,
}

impl Session {
    /// A new game. Every seat defaults to a human player where `seats` is short.
    pub fn new(setup: GameSetup, mut seats: Vec<Seat>) -> Result<Session, String> {
        let start = setup.start()?;
        seats.resize(start.player_names().len(), Seat::Human);
        Ok(Session {
            setup,
            start: None,
            seats,
            moves: Vec::new(),
            positions: vec![start],
            cursor: 0,
            agreement: None,
            browsing_from: None,
            generation: next_generation(),
        })
    }

    /// A new game of `game` from a position (position text, validated). Undo stops at this
    /// position; the session's setup is the one that matches it (`GameSetup::for_position`).
    pub fn from_position(
        game: GameId,
        position: &str,
        mut seats: Vec<Seat>,
    ) -> Result<Session, BadPosition> {
        let start = position_from_text(game, position)?;
        seats.resize(start.player_names().len(), Seat::Human);
        Ok(Session {
            setup: GameSetup::for_position(start.as_ref()),
            // Written back in the engine's own words, so it reloads to this very position.
            start: Some(start.position_text()),
            seats,
            moves: Vec::new(),
            positions: vec![start],
            cursor: 0,
            agreement: None,
            browsing_from: None,
            generation: next_generation(),
        })
    }

    /// How the players ended the game, if they did.
    pub fn agreement(&self) -> Option<&Agreement> {
        self.agreement.as_ref()
    }

    /// Ends the game at the cursor by the players' decision (SG-E4 in Stratego): a
    /// resignation or an agreed draw. Moves after the cursor are discarded, as when a move is
    /// played there. Undo takes the decision back.
    pub fn conclude(&mut self, agreement: Agreement) -> Result<(), String> {
        let position = self.position();
        if position.outcome().is_some() {
            return Err("the game is already over".to_string());
        }
        let outcome = agreement.outcome(position.player_names())?;
        let mut ended = position.clone_box();
        ended.conclude(outcome);
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor);
        self.positions.push(ended);
        self.agreement = Some(agreement);
        self.changed();
        Ok(())
    }

    /// Ends the game on time: `p`'s clock ran out (each game's time rule, e.g. SG-E7). The
    /// others win, or it is a draw when none of them could win any more. It ends the game
    /// itself: a replay in progress goes back to the game first.
    pub fn time_out(&mut self, p: Player) -> Result<(), String> {
        if let Some(ply) = self.browsing_from.take() {
            self.cursor = ply;
        }
        let position = self.position();
        let names = position.player_names();
        let Some(name) = names.get(p.index()) else {
            return Err(format!("no player {} in this game", p.index() + 1));
        };
        let mut others = (0..names.len()).filter(|&i| i != p.index());
        let draw = !others.any(|i| position.can_still_win(Player(i as u8)));
        self.conclude(Agreement::OutOfTime { player: name.to_string(), draw })
    }

    /// A number that changes with every change to the session (a move, undo, redo, a step of
    /// replay, an ending, a seat), and differs from every other session's: whatever was worked
    /// out for one generation (the computer's move, a view's drawing, the autosave) is stale
    /// once it differs.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    fn changed(&mut self) {
        self.generation = next_generation();
    }

    /// The same game under `setup` (a save file's own setup, kept as written).
    pub(crate) fn with_setup(self, setup: GameSetup) -> Session {
        Session { setup, ..self }
    }

    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The same game again from its first position: the setup, start position and seats kept,
    /// no moves played.
    pub fn restarted(&self) -> Session {
        Session {
            setup: self.setup.clone(),
            start: self.start.clone(),
            seats: self.seats.clone(),
            moves: Vec::new(),
            positions: vec![self.positions[0].clone_box()],
            cursor: 0,
            agreement: None,
            browsing_from: None,
            generation: next_generation(),
        }
    }

    /// The position text the game started from, if it did not start from its setup.
    pub fn start_position(&self) -> Option<&str> {
        self.start.as_deref()
    }

    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Changes who plays a seat (a seat the game does not have is ignored).
    pub fn set_seat(&mut self, index: usize, seat: Seat) {
        if let Some(s) = self.seats.get_mut(index) {
            *s = seat;
            self.changed();
        }
    }

    /// The position at the cursor: the one shown and the one the next move is played from.
    pub fn position(&self) -> &dyn AnyGame {
        self.positions[self.cursor].as_ref()
    }

    /// The position after `ply` moves (clamped to the history).
    pub fn position_at(&self, ply: usize) -> &dyn AnyGame {
        self.positions[ply.min(self.moves.len())].as_ref()
    }

    /// The position after every move of the history, redo list included.
    pub fn last_position(&self) -> &dyn AnyGame {
        self.position_at(self.moves.len())
    }

    /// Every move of the history, redo list included.
    pub fn moves(&self) -> &[Played] {
        &self.moves
    }

    /// How many moves lead to the position at the cursor.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Moves after the cursor, which playing a move here would discard.
    pub fn moves_after_cursor(&self) -> usize {
        self.moves.len() - self.cursor
    }

    /// Checks a move at the cursor without playing it.
    pub fn check(&self, token: &str) -> Result<(), IllegalMove> {
        self.position().check_token(token)
    }

    /// Plays a move at the cursor. Any moves after the cursor are discarded first (the caller
    /// asks the player before doing that); a refused move changes nothing.
    pub fn play(&mut self, token: &str) -> Result<(), IllegalMove> {
        let mut after = self.position().clone_box();
        let played = after.play_token(token)?;
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.agreement = None;
        self.moves.push(played);
        self.positions.push(after);
        self.cursor += 1;
        self.browsing_from = None;
        self.changed();
        Ok(())
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0 || self.agreement.is_some()
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Steps the cursor back one move, or takes back the players' ending at the last move;
    /// false when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        if self.agreement.is_some() && self.cursor == self.moves.len() {
            // The position as the last move left it, before the decision.
            let position = match self.moves.last() {
                Some(last) => {
                    let mut p = self.positions[self.cursor - 1].clone_box();
                    p.play_token(&last.token).is_ok().then_some(p)
                }
                None => match &self.start {
                    Some(text) => position_from_text(self.setup.id(), text).ok(),
                    None => self.setup.start().ok(),
                },
            };
            if let Some(position) = position {
                self.positions[self.cursor] = position;
                self.agreement = None;
                self.changed();
                return true;
            }
        }
        let moved = self.cursor > 0;
        if moved {
            self.cursor -= 1;
            self.changed();
        }
        moved
    }

    /// Cuts the history to its first `ply` moves, with nothing left to redo: a take-back both
    /// players agreed to (online, where the two programs must hold the same game).
    pub fn cut_to(&mut self, ply: usize) {
        let ply = ply.min(self.moves.len());
        self.moves.truncate(ply);
        self.positions.truncate(ply + 1);
        self.cursor = ply;
        self.agreement = None;
        self.browsing_from = None;
        self.changed();
    }

    /// Steps the cursor forward one move of the redo list; false at its end.
    pub fn redo(&mut self) -> bool {
        let moved = self.can_redo();
        if moved {
            self.cursor += 1;
            self.changed();
        }
        moved
    }

    /// Puts the cursor after `ply` moves (clamped to the history).
    pub fn go_to(&mut self, ply: usize) {
        self.cursor = ply.min(self.moves.len());
        self.changed();
    }

    /// Shows the position after `ply` moves without changing the game (replay): the game's
    /// own move count is kept until [`Session::back_to_game`] or a move played here.
    pub fn browse_to(&mut self, ply: usize) {
        let from = self.browsing_from.unwrap_or(self.cursor);
        self.go_to(ply);
        self.browsing_from = (self.cursor != from).then_some(from);
    }

    /// In replay, the move count the game was at before the players looked back.
    pub fn browsing_from(&self) -> Option<usize> {
        self.browsing_from
    }

    /// Leaves replay: the cursor goes back where the game was.
    pub fn back_to_game(&mut self) {
        if let Some(ply) = self.browsing_from.take() {
            self.go_to(ply);
        }
    }
}

impl Record for Session {
    fn moves(&self) -> &[Played] {
        Session::moves(self)
    }

    fn position_at(&self, ply: usize) -> &dyn AnyGame {
        Session::position_at(self, ply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameId, Outcome, Player};
    use crate::games::GameOptions;
    use crate::save::{LoadError, SaveFile};

    fn strata5() -> Session {
        let setup = GameSetup::from_options(GameId::Strata5, &GameOptions::default()).unwrap();
        Session::new(setup, vec![]).unwrap()
    }

    /// A few legal moves from the start, chosen by the engine itself.
    fn play_first_legal(session: &mut Session, count: usize) -> Vec<String> {
        (0..count)
            .map(|_| {
                let token = session.position().legal_move_tokens()[0].clone();
                session.play(&token).unwrap();
                token
            })
            .collect()
    }

    #[test]
    fn new_session_seats_every_player_and_starts_at_ply_zero() {
        let s = strata5();
        assert_eq!(s.seats(), &[Seat::Human, Seat::Human]);
        assert_eq!(s.cursor(), 0);
        assert!(!s.can_undo() && !s.can_redo());
        assert_eq!(s.position().to_move(), Some(Player(0)));
    }

    /// Each move records whether it ended its player's turn: the block always does (S5-T1),
    /// also when the same player moves next because the opponent has no move.
    #[test]
    fn moves_record_the_end_of_their_turn() {
        let mut s = strata5();
        for token in ["2@b1", "3@g2", "#c1", "2@a8"] {
            s.play(token).unwrap();
        }
        let ends: Vec<bool> = s.moves().iter().map(|m| m.ends_turn).collect();
        assert_eq!(ends, [false, false, true, false]);
        let mut stratum = Session::new(
            GameSetup::from_options(GameId::Stratum, &GameOptions::default()).unwrap(),
            vec![],
        )
        .unwrap();
        play_first_legal(&mut stratum, 2);
        assert!(stratum.moves().iter().all(|m| m.ends_turn), "one move, one turn");
    }

    #[test]
    fn undo_redo_and_go_to_move_only_the_cursor() {
        let mut s = strata5();
        let tokens = play_first_legal(&mut s, 4);
        assert_eq!(s.moves().iter().map(|m| m.token.clone()).collect::<Vec<_>>(), tokens);
        assert!(s.moves().iter().take(3).all(|m| m.by == Player(0)), "red's first turn");
        let end = s.position().legal_move_tokens();
        assert!(s.undo() && s.undo());
        assert_eq!(s.cursor(), 2);
        assert_eq!(s.moves_after_cursor(), 2);
        assert!(s.redo() && s.redo() && !s.redo());
        assert_eq!(s.position().legal_move_tokens(), end);
        s.go_to(0);
        assert!(!s.undo());
        assert_eq!(s.position().legal_move_tokens(), strata5().position().legal_move_tokens());
        s.go_to(99);
        assert_eq!(s.cursor(), 4);
    }

    #[test]
    fn a_move_from_the_past_replaces_the_later_moves() {
        let mut s = strata5();
        play_first_legal(&mut s, 3);
        s.go_to(1);
        let other = s.position().legal_move_tokens().last().unwrap().clone();
        s.play(&other).unwrap();
        assert_eq!(s.moves().len(), 2);
        assert_eq!(s.moves()[1].token, other);
        assert!(!s.can_redo());
    }

    /// Every change gives a new generation; looking (a refused move, an undo with nothing to
    /// undo) keeps it; two sessions never share one.
    #[test]
    fn the_generation_changes_with_every_change_and_only_then() {
        let mut s = strata5();
        let other = strata5();
        assert_ne!(s.generation(), other.generation());
        let mut seen = vec![s.generation()];
        let mut changed = |s: &Session, what: &str| {
            assert!(!seen.contains(&s.generation()), "{what} kept an old generation");
            seen.push(s.generation());
        };
        play_first_legal(&mut s, 2);
        changed(&s, "a move");
        assert!(s.undo());
        changed(&s, "undo");
        assert!(s.redo());
        changed(&s, "redo");
        s.go_to(0);
        changed(&s, "go to");
        s.set_seat(1, Seat::Computer(Bot::Easy));
        changed(&s, "a seat");
        s.go_to(2);
        s.conclude(Agreement::Draw).unwrap();
        changed(&s, "an ending");
        let before = s.generation();
        assert!(s.play("#h8").is_err() && !s.redo());
        s.set_seat(7, Seat::Human);
        assert_eq!(s.generation(), before, "nothing changed");
        assert_ne!(s.restarted().generation(), before);
    }

    /// Replay moves the shown position but remembers where the game was; a move played from
    /// the past leaves replay, as does going back to the game.
    #[test]
    fn browsing_remembers_where_the_game_was() {
        let mut s = strata5();
        play_first_legal(&mut s, 4);
        s.browse_to(1);
        s.browse_to(2);
        assert_eq!((s.cursor(), s.browsing_from()), (2, Some(4)));
        s.browse_to(4);
        assert_eq!(s.browsing_from(), None, "back at the game's own position");
        s.browse_to(0);
        s.back_to_game();
        assert_eq!((s.cursor(), s.browsing_from()), (4, None));
        s.browse_to(3);
        let token = s.position().legal_move_tokens()[0].clone();
        s.play(&token).unwrap();
        assert_eq!((s.cursor(), s.moves().len(), s.browsing_from()), (4, 4, None));
    }

    #[test]
    fn a_refused_move_changes_nothing() {
        let mut s = strata5();
        play_first_legal(&mut s, 2);
        s.undo();
        let err = s.play("#h8").unwrap_err();
        assert!(err.rule.starts_with("S5-"), "{err}");
        assert_eq!((s.cursor(), s.moves().len()), (1, 2), "the redo list survives");
        assert_eq!(s.play("nonsense").unwrap_err().rule, "parse");
    }

    #[test]
    fn resignation_and_agreed_draw_end_the_game_and_survive_a_save() {
        let mut s = strata5();
        play_first_legal(&mut s, 3);
        s.undo();
        s.conclude(Agreement::Resigned("black".into())).unwrap();
        assert_eq!(s.moves().len(), 2, "the redo list goes, as when a move is played");
        assert_eq!(s.position().outcome(), Some(Outcome::single(Player(0))));
        assert!(s.position().legal_move_tokens().is_empty());
        let err = s.check("#a1").unwrap_err();
        assert_eq!(err.rule, "S5-E7", "{err}");
        assert!(s.conclude(Agreement::Draw).is_err(), "already over");

        // The save keeps the ending; loading gives the same finished game.
        let text = s.to_save().to_ron();
        assert!(text.contains("Resigned(\"black\")"), "{text}");
        let back = Session::from_save(&SaveFile::parse(&text).unwrap()).unwrap();
        assert_eq!(back.agreement(), Some(&Agreement::Resigned("black".into())));
        assert_eq!(back.position().outcome(), s.position().outcome());
        // A name that is not a player is refused, not ignored.
        let bad = text.replace("Resigned(\"black\")", "Resigned(\"green\")");
        let err = Session::from_save(&SaveFile::parse(&bad).unwrap()).unwrap_err();
        assert!(matches!(err, LoadError::BadAgreement(_)), "{err}");

        // Undo takes the resignation back first, then moves.
        assert!(s.undo());
        assert_eq!((s.cursor(), s.agreement()), (2, None));
        assert_eq!(s.position().outcome(), None);
        assert!(!s.position().legal_move_tokens().is_empty());
        s.conclude(Agreement::Draw).unwrap();
        assert_eq!(s.position().outcome(), Some(Outcome::Draw));
    }

    /// S5-E8, SM-E5, S7-E4, SG-E7: a clock that runs out loses the game for its player.
    #[test]
    fn running_out_of_time_loses_in_every_game() {
        for (game, rule) in [
            (GameId::Strata5, "S5-E8"),
            (GameId::Stratum, "SM-E5"),
            (GameId::Strata7, "S7-E4"),
            (GameId::Stratego, "SG-E7"),
        ] {
            let setup = GameSetup::from_options(game, &GameOptions::default()).unwrap();
            let mut s = Session::new(setup, vec![]).unwrap();
            let first = s.position().legal_move_tokens()[0].clone();
            s.play(&first).unwrap();
            let late = s.position().to_move().unwrap();
            assert_eq!(s.position().time_rule(), rule);
            s.time_out(late).unwrap();
            let name = s.position().player_names()[late.index()].to_string();
            assert_eq!(s.agreement(), Some(&Agreement::OutOfTime { player: name, draw: false }));
            let winner = Player(1 - late.0);
            assert_eq!(s.position().outcome(), Some(Outcome::Won(vec![winner])), "{game}");
            assert!(s.position().legal_move_tokens().is_empty(), "{game}: over");
            assert!(s.time_out(winner).is_err(), "{game}: only once");
        }
        // With four Stratum players, the other three share the win.
        let options = GameOptions { players: Some(4), ..GameOptions::default() };
        let setup = GameSetup::from_options(GameId::Stratum, &options).unwrap();
        let mut s = Session::new(setup, vec![]).unwrap();
        s.time_out(Player(0)).unwrap();
        let others = vec![Player(1), Player(2), Player(3)];
        assert_eq!(s.position().outcome(), Some(Outcome::Won(others)));
    }

    /// SG-E7: a flag fall is a draw when the other side has nothing left that moves; the
    /// replay in progress goes back to the game first, and the save keeps the ending.
    #[test]
    fn running_out_of_time_draws_when_the_other_side_could_never_win() {
        let only_bombs = "Fa1,Ma2 Fj10,Bj9 r -/- 0 5";
        let mut s = Session::from_position(GameId::Stratego, only_bombs, vec![]).unwrap();
        s.time_out(Player(0)).unwrap();
        assert_eq!(s.position().outcome(), Some(Outcome::Draw));
        let scout = "Fa1,Ma2 Fj10,Bj9,2a10 r -/- 0 5";
        let mut s = Session::from_position(GameId::Stratego, scout, vec![]).unwrap();
        s.play("a2-a3").unwrap();
        s.play("a10-b10").unwrap();
        s.browse_to(0);
        s.time_out(Player(0)).unwrap();
        assert_eq!(s.moves().len(), 2, "the replay's position did not cut the game");
        assert_eq!(s.position().outcome(), Some(Outcome::Won(vec![Player(1)])));
        let text = s.to_save().to_ron();
        let back = Session::from_save(&SaveFile::parse(&text).unwrap()).unwrap();
        assert_eq!(back.agreement(), s.agreement());
        assert_eq!(back.position().outcome(), s.position().outcome());
    }

    #[test]
    fn a_resignation_among_four_leaves_the_others_sharing_the_win() {
        let options = GameOptions { players: Some(4), ..GameOptions::default() };
        let setup = GameSetup::from_options(GameId::Stratum, &options).unwrap();
        let mut s = Session::new(setup, vec![]).unwrap();
        s.conclude(Agreement::Resigned("brown".into())).unwrap();
        let winners = [Player(0), Player(1), Player(3)];
        assert_eq!(s.position().outcome(), Some(Outcome::Won(winners.to_vec())));
        assert_eq!(s.check("A1-A4").unwrap_err().rule, "SM-E4");
        // Every game ends the same way, each refusing moves with its own game-over rule.
        for (game, rule) in
            [(GameId::Strata7, "S7-E3"), (GameId::Stratego, "SG-E6"), (GameId::Strata5, "S5-E7")]
        {
            let setup = GameSetup::from_options(game, &GameOptions::default()).unwrap();
            let mut s = Session::new(setup, vec![]).unwrap();
            let first = s.position().legal_move_tokens()[0].clone();
            s.conclude(Agreement::Draw).unwrap();
            assert_eq!(s.position().outcome(), Some(Outcome::Draw), "{game}");
            assert_eq!(s.check(&first).unwrap_err().rule, rule, "{game}");
            let back = Session::from_save(&s.to_save()).unwrap();
            assert_eq!(back.position().outcome(), Some(Outcome::Draw), "{game}");
        }
    }

    #[test]
    fn save_round_trip_keeps_every_move() {
        let mut s = strata5();
        play_first_legal(&mut s, 5);
        s.undo();
        let save = s.to_save();
        assert_eq!(save.moves.len(), 5, "the redo list is part of the game");
        let back = Session::from_save(&SaveFile::parse(&save.to_ron()).unwrap()).unwrap();
        assert_eq!(back.moves(), s.moves());
        assert_eq!(back.cursor(), 5);
        let mut bad = save.clone();
        bad.moves[2] = "#a1".to_string();
        let err = Session::from_save(&bad).unwrap_err();
        assert_eq!(err.refused_move().map(|(i, _, _)| i), Some(2));
    }

    #[test]
    fn a_game_from_a_position_saves_it_and_undo_stops_there() {
        let text = "6 a1:1,c1:1,e1:1,a5:1,e5:1 r2b2:1 23456/223456 b p1 27 3";
        let mut s = Session::from_position(GameId::Strata5, text, vec![]).unwrap();
        assert_eq!(
            s.setup(),
            &GameSetup::Strata5(crate::games::strata5::Setup { size: 6, first: Player(1) })
        );
        assert_eq!(s.position().position_text(), text);
        assert_eq!(s.start_position(), Some(text));
        assert_eq!(s.position().to_move(), Some(Player(1)));
        play_first_legal(&mut s, 3);
        assert!(s.undo() && s.undo() && s.undo() && !s.undo(), "undo stops at the start position");
        assert_eq!(s.position().position_text(), text);
        let save = SaveFile::parse(&s.to_save().to_ron()).unwrap();
        assert_eq!(save.start.as_deref(), Some(text));
        let back = Session::from_save(&save).unwrap();
        assert_eq!(back.moves(), s.moves());
        assert_eq!(back.position_at(0).position_text(), text);
        assert_eq!(back.last_position().position_text(), s.last_position().position_text());
        // An invalid start is refused by name, and a save without one is a v1 save.
        let mut bad = save.clone();
        bad.start = Some(text.replace("c1:1", "c3:1"));
        assert!(matches!(Session::from_save(&bad), Err(LoadError::BadStart(_))));
        assert!(Session::from_position(GameId::Strata5, "6 nonsense", vec![]).is_err());
        let plain = SaveFile::parse(&strata5().to_save().to_ron()).unwrap();
        assert!(plain.start.is_none() && !plain.to_ron().contains("start"));
    }

    #[test]
    fn a_restart_keeps_the_setup_the_start_position_and_the_seats() {
        let text = "6 a1:1,c1:1,e1:1,a5:1,e5:1 r2b2:1 23456/223456 b p1 27 3";
        let seats = vec![Seat::Human, Seat::Computer(crate::ai::Bot::Easy)];
        let mut s = Session::from_position(GameId::Strata5, text, seats.clone()).unwrap();
        play_first_legal(&mut s, 3);
        let again = s.restarted();
        assert_eq!((again.moves().len(), again.cursor()), (0, 0));
        assert_eq!(again.position().position_text(), text);
        assert_eq!((again.start_position(), again.seats()), (Some(text), seats.as_slice()));
        assert_eq!(again.setup(), s.setup());
        // A game from the usual start restarts there.
        let mut plain = strata5();
        play_first_legal(&mut plain, 2);
        assert_eq!(
            plain.restarted().position().position_text(),
            strata5().position().position_text()
        );
    }

    #[test]
    fn a_finished_game_accepts_no_move() {
        let setup = GameSetup::from_options(GameId::Stratum, &GameOptions::default()).unwrap();
        let mut s = Session::new(setup, vec![]).unwrap();
        while let Some(token) = s.position().legal_move_tokens().first().cloned() {
            s.play(&token).unwrap();
        }
        assert!(s.position().outcome().is_some());
        assert_eq!(s.play("A1-A4").unwrap_err().rule, "SM-E4");
        assert_eq!(s.last_position().to_move(), None);
    }
}
