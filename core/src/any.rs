//! The object-safe face of a game, in notation: what the command line, save files and the app's
//! shell use when they must not care which of the four games is being played.

use std::any::Any;
use std::fmt::Debug;

use crate::ai::mcts::{self, Analysis};
use crate::ai::{Bot, Budget, SearchControl, Thought};
use crate::game::{
    EndReason, Evaluate, Game, GameId, IllegalMove, Outcome, Played, Player, perft, random_playout,
};
use crate::position::Diagrammed;
use crate::rng::Rng;
use crate::words::{Describe, MoveCells};

pub trait AnyGame: Debug + Send + Sync {
    fn id(&self) -> GameId;
    /// The seated players' names in turn order.
    fn player_names(&self) -> &'static [&'static str];
    /// `None` once the game is over.
    fn to_move(&self) -> Option<Player>;
    fn outcome(&self) -> Option<Outcome>;
    fn scores(&self) -> Option<Vec<i32>>;
    /// Every legal move's notation, sorted in plain byte order.
    fn legal_move_tokens(&self) -> Vec<String>;
    /// Reads one move in notation and plays it if the rules allow; says what was played.
    fn play_token(&mut self, token: &str) -> Result<Played, IllegalMove>;
    /// Reads one move in notation and checks it without playing it.
    fn check_token(&self, token: &str) -> Result<(), IllegalMove>;
    fn perft(&self, depth: u32) -> u64;
    /// The one-line position text of this position (`assets/docs/command-line.md`, "Position
    /// text"); [`crate::games::position_from_text`] reads it back.
    fn position_text(&self) -> String;
    fn random_playout(&mut self, rng: &mut Rng, max_plies: usize) -> usize;
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// Ends the game by the players' decision (`Game::conclude`).
    fn conclude(&mut self, outcome: Outcome);
    /// The bot's choice for the player to move (`None` once the game is over). Runs on the
    /// caller's thread until the budget is spent or `control` is stopped; for Stratego it uses
    /// only what the player to move knows.
    fn think(
        &self,
        bot: Bot,
        budget: Budget,
        seed: u64,
        control: &SearchControl,
    ) -> Option<Thought>;
    /// Judges the position for a game review (`crate::review`), `None` once the game is over.
    /// Full information: the position itself is searched, hidden pieces included, as if
    /// nothing were hidden (a finished game's armies are known to both players). Never use it
    /// to choose a move in a game under way.
    fn analyse_with_full_information(
        &self,
        iterations: u64,
        seed: u64,
        control: &SearchControl,
    ) -> Option<Analysis>;
    /// Whether the players do not see everything (Stratego).
    fn hides_information(&self) -> bool;
    /// The rule that ends a game on time ([`Game::TIME_RULE`]).
    fn time_rule(&self) -> &'static str;
    /// Whether `p` could still win ([`Game::can_still_win`]).
    fn can_still_win(&self, p: Player) -> bool;
    /// Why the rules ended the game ([`Game::end_reason`]).
    fn end_reason(&self) -> Option<EndReason>;
    /// Each cell's name and what it holds, for a screen reader ([`Describe::cell_facts`]).
    fn cell_facts(&self, viewer: Option<Player>) -> Vec<(String, crate::cells::CellFact)>;
    /// The facts a turn of the player to move changes ([`Describe::turn_facts`]); `after` is
    /// this position with `turn` played. Empty if `after` is another game or a move does not
    /// read.
    fn turn_facts(&self, after: &dyn AnyGame, turn: &[String]) -> Vec<crate::reasons::Reason>;
    /// Where a move in notation starts and ends ([`Describe::move_cells`]); `None` if it is not
    /// a move of this game.
    fn move_cells(&self, token: &str) -> Option<MoveCells>;
    /// What a lesson's "Hint" says of a move in notation ([`Describe::hint`]); `None` if it is
    /// not a move of this game.
    fn hint(&self, token: &str) -> Option<crate::words::Hint>;
    /// For the app's board views, which downcast to the concrete game.
    fn as_any(&self) -> &dyn Any;
}

/// A game's words are part of its object-safe face: a game without [`Describe`] is no
/// [`AnyGame`], so adding a game without its words fails to compile.
impl<G: Evaluate + Diagrammed + Describe> AnyGame for G {
    fn id(&self) -> GameId {
        G::ID
    }

    fn player_names(&self) -> &'static [&'static str] {
        &G::PLAYER_NAMES[..self.player_count()]
    }

    fn to_move(&self) -> Option<Player> {
        if self.is_over() { None } else { Some(Game::to_move(self)) }
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn scores(&self) -> Option<Vec<i32>> {
        Game::scores(self)
    }

    fn legal_move_tokens(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut tokens: Vec<String> = moves.iter().map(ToString::to_string).collect();
        tokens.sort_unstable();
        tokens
    }

    fn play_token(&mut self, token: &str) -> Result<Played, IllegalMove> {
        let mv: G::Move = token.parse()?;
        let by = Game::to_move(self);
        let ends_turn = self.ends_turn(&mv);
        self.play(&mv)?;
        let ends_turn = ends_turn || AnyGame::to_move(self) != Some(by);
        Ok(Played { token: token.to_string(), by, ends_turn })
    }

    fn check_token(&self, token: &str) -> Result<(), IllegalMove> {
        let mv: G::Move = token.parse()?;
        self.check(&mv)
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }

    fn random_playout(&mut self, rng: &mut Rng, max_plies: usize) -> usize {
        random_playout(self, rng, max_plies)
    }

    fn position_text(&self) -> String {
        Diagrammed::position_text(self)
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn conclude(&mut self, outcome: Outcome) {
        Game::conclude(self, outcome);
    }

    fn think(
        &self,
        bot: Bot,
        budget: Budget,
        seed: u64,
        control: &SearchControl,
    ) -> Option<Thought> {
        crate::ai::think(self, bot, budget, seed, control)
    }

    fn analyse_with_full_information(
        &self,
        iterations: u64,
        seed: u64,
        control: &SearchControl,
    ) -> Option<Analysis> {
        let settings = mcts::Settings { full_information: true, ..mcts::Settings::of(Bot::Medium) };
        mcts::analyse(self, settings, iterations, seed, control)
    }

    fn hides_information(&self) -> bool {
        G::HIDDEN_INFO
    }

    fn time_rule(&self) -> &'static str {
        G::TIME_RULE
    }

    fn can_still_win(&self, p: Player) -> bool {
        Game::can_still_win(self, p)
    }

    fn end_reason(&self) -> Option<EndReason> {
        Game::end_reason(self)
    }

    fn cell_facts(&self, viewer: Option<Player>) -> Vec<(String, crate::cells::CellFact)> {
        Describe::cell_facts(self, viewer)
    }

    fn turn_facts(&self, after: &dyn AnyGame, turn: &[String]) -> Vec<crate::reasons::Reason> {
        let Some(after) = after.as_any().downcast_ref::<G>() else { return Vec::new() };
        let moves: Result<Vec<G::Move>, _> = turn.iter().map(|token| token.parse()).collect();
        moves.map(|moves| Describe::turn_facts(self, after, &moves)).unwrap_or_default()
    }

    fn move_cells(&self, token: &str) -> Option<MoveCells> {
        Some(Describe::move_cells(self, &token.parse().ok()?))
    }

    fn hint(&self, token: &str) -> Option<crate::words::Hint> {
        Some(Describe::hint(self, &token.parse().ok()?))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Clone for Box<dyn AnyGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}
