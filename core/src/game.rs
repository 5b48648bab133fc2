//! The vocabulary shared by every game: players, outcomes, illegal moves and the `Game` trait.

use std::fmt::{self, Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use crate::rng::Rng;

/// A seat index in turn order (0 = the first player of the game's list of names).
///
/// Stratum has up to four seats, so a player is never assumed to be one of two.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct Player(pub u8);

impl Player {
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat in turn order among `count` players.
    pub const fn next(self, count: usize) -> Player {
        Player(((self.0 as usize + 1) % count) as u8)
    }
}

/// How a finished game ended.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// One or more winners (several on a shared win), in turn order.
    Won(Vec<Player>),
    Draw,
}

impl Outcome {
    pub fn single(p: Player) -> Outcome {
        Outcome::Won(vec![p])
    }

    pub fn winners(&self) -> &[Player] {
        match self {
            Outcome::Won(w) => w,
            Outcome::Draw => &[],
        }
    }
}

/// Why a game ended by its rules: the rule that ended it and a sentence that says how, naming
/// the players and the place ("Red's pawn 4 reached level 5 at c4.").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndReason {
    pub rule: &'static str,
    pub text: String,
}

impl EndReason {
    pub fn new(rule: &'static str, text: impl Into<String>) -> EndReason {
        EndReason { rule, text: text.into() }
    }

    /// The sentence inside a longer one, with its rule: "Red's pawn 4 reached level 5 at c4
    /// (S5-E1)".
    pub fn with_rule(&self) -> String {
        format!("{} ({})", self.text.trim_end_matches('.'), self.rule)
    }
}

/// A player's name as a sentence shows it: "dark-brown" → "Dark brown".
pub fn display_name(name: &str) -> String {
    capitalise(&name.replace('-', " "))
}

/// The text with its first letter in upper case, except a sentence that starts with a cell
/// ("d4 is not on the board"): cells keep the case the board shows them in.
pub fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    let cell = s.as_bytes().get(1).is_some_and(u8::is_ascii_digit);
    match chars.next() {
        Some(c) if c.is_ascii_lowercase() && cell => s.to_string(),
        Some(c) => c.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod capitalise_tests {
    #[test]
    fn sentences_start_upper_case_but_cells_keep_the_boards_case() {
        assert_eq!(super::capitalise("the pawn"), "The pawn");
        assert_eq!(super::capitalise("dark brown"), "Dark brown");
        assert_eq!(super::capitalise("d4 is not free"), "d4 is not free");
        assert_eq!(super::capitalise("j10: no piece"), "j10: no piece");
        assert_eq!(super::capitalise(""), "");
    }
}

/// Names in a sentence: "Red", "Red and Black", "Beige, Brown and Orange".
pub fn name_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// One move of the history as it was played: its notation, the player who made it, and
/// whether it was the last part of that player's turn (the player to move changed, or the
/// move always ends a turn, like a Strata 5 block). Worked out once, when the move is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub token: String,
    pub by: Player,
    pub ends_turn: bool,
}

/// Why a move was refused: the ID of the rule it breaks (as in `assets/rules/*.md`, or `parse`
/// for unreadable notation) and a sentence a player understands.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{message} ({rule})")]
pub struct IllegalMove {
    pub rule: &'static str,
    pub message: String,
}

impl IllegalMove {
    pub fn new(rule: &'static str, message: impl Into<String>) -> Self {
        IllegalMove { rule, message: message.into() }
    }

    /// Notation that cannot be read at all.
    pub fn parse(message: impl Into<String>) -> Self {
        IllegalMove::new(PARSE_RULE, message)
    }
}

/// The rule ID reported for notation that cannot be read.
pub const PARSE_RULE: &str = "parse";

/// The four games, by their command-line id.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    Strata5,
    Stratum,
    Strata7,
    Stratego,
}

impl GameId {
    pub const ALL: [GameId; 4] =
        [GameId::Strata5, GameId::Stratum, GameId::Strata7, GameId::Stratego];

    /// The id used on the command line and in save files.
    pub const fn id(self) -> &'static str {
        match self {
            GameId::Strata5 => "strata5",
            GameId::Stratum => "stratum",
            GameId::Strata7 => "strata7",
            GameId::Stratego => "stratego",
        }
    }

    /// The name shown to players.
    pub const fn title(self) -> &'static str {
        match self {
            GameId::Strata5 => "Strata 5",
            GameId::Stratum => "Stratum",
            GameId::Strata7 => "Strata 7",
            GameId::Stratego => "Stratego (classic rules)",
        }
    }
}

impl Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for GameId {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL.into_iter().find(|g| g.id() == s).ok_or_else(|| {
            format!("unknown game '{s}' (expected one of: strata5, stratum, strata7, stratego)")
        })
    }
}

/// The most seats any game has (Stratum with four players).
pub const MAX_PLAYERS: usize = 4;

/// A value per seat in `[0, 1]` (seats beyond the game's player count stay 0): a finished
/// game's rewards, or a static estimate of them.
pub type Values = [f64; MAX_PLAYERS];

/// What each of `players` seats gets from a finished game: a win shared by k players is worth
/// 1/k to each; a draw counts as a win shared by everyone (1/n each).
pub fn rewards(outcome: &Outcome, players: usize) -> Values {
    let mut values = [0.0; MAX_PLAYERS];
    let players = players.min(MAX_PLAYERS);
    match outcome {
        Outcome::Won(winners) if !winners.is_empty() => {
            let share = 1.0 / winners.len() as f64;
            for w in winners.iter().filter(|w| w.index() < players) {
                values[w.index()] += share;
            }
        }
        _ => values[..players].fill(1.0 / players.max(1) as f64),
    }
    values
}

/// The rules of one game, as a position that knows whose turn it is.
///
/// Positions are small and cloned freely (copy-make); history lives outside, in a session.
pub trait Game: Clone + Debug + Send + Sync + 'static {
    /// One move in the notation of `assets/docs/command-line.md` (`Display`/`FromStr` round-trip).
    type Move: Clone
        + Eq
        + Hash
        + Ord
        + Debug
        + Display
        + FromStr<Err = IllegalMove>
        + Send
        + Sync
        + 'static;

    const ID: GameId;
    /// Player names in turn order (only the first `player_count()` are seated).
    const PLAYER_NAMES: &'static [&'static str];

    /// The rule of this game's rules text that ends a game on time (a player's clock runs
    /// out): the others win, unless none of them could win any more, then it is a draw.
    const TIME_RULE: &'static str;

    fn player_count(&self) -> usize;

    /// Whose move it is. The only truth about turns: a player may move several times in a row.
    /// Meaningless once the game is over.
    fn to_move(&self) -> Player;

    /// Clears and fills `moves`. Empty if and only if the game is over: forced passes and
    /// skipped phases are applied by the engine itself.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// A legal move drawn uniformly at random, or `None` when the game is over. `scratch` is a
    /// buffer to work in. This lists every legal move; a game may override it with a sampler
    /// that lists fewer, as long as every legal move stays equally likely (each override is
    /// tested against `legal_moves` by `conformance::assert_uniform_sampler`).
    fn random_move(&self, rng: &mut Rng, scratch: &mut Vec<Self::Move>) -> Option<Self::Move> {
        self.legal_moves(scratch);
        rng.choose(scratch).cloned()
    }

    /// Why `mv` is illegal here (rule ID + message), or Ok. Agrees exactly with `legal_moves`.
    fn check(&self, mv: &Self::Move) -> Result<(), IllegalMove>;

    /// Plays a move that `check` accepts. Other moves leave the position unspecified.
    fn play_unchecked(&mut self, mv: &Self::Move);

    /// Whether `mv` finishes its player's turn even if the same player moves next (a Strata 5
    /// block, S5-T1). A change of the player to move always ends a turn.
    fn ends_turn(&self, _mv: &Self::Move) -> bool {
        false
    }

    fn outcome(&self) -> Option<Outcome>;

    /// Ends the game by the players' decision rather than by the rules: a resignation or an
    /// agreed draw (app commands; SG-E4 in Stratego, the same commands in every game). Then
    /// there are no legal moves, every move is refused as after any other end, and `outcome`
    /// is `outcome`. Ignored once the game is over.
    fn conclude(&mut self, outcome: Outcome);

    /// Points per seat, for games that score (Strata 7 points, Stratum visible cells).
    fn scores(&self) -> Option<Vec<i32>> {
        None
    }

    /// Why the game is over, when its rules ended it (not the players, by [`Game::conclude`]:
    /// ask only about a game they did not end). `None` while it goes on.
    fn end_reason(&self) -> Option<EndReason> {
        None
    }

    fn play(&mut self, mv: &Self::Move) -> Result<(), IllegalMove> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Whether `p` could still win by some play from here (the time rule: a flag fall is a
    /// draw when no other player could). While the game is on, anyone may, unless the game
    /// says more.
    fn can_still_win(&self, _p: Player) -> bool {
        !self.is_over()
    }

    fn player_name(p: Player) -> &'static str {
        Self::PLAYER_NAMES.get(p.index()).copied().unwrap_or("?")
    }
}

/// What the AI (`crate::ai`) may know about a game, beyond its rules. Every method has a
/// default that knows nothing about the game; each game's `eval.rs` implements this trait and
/// overrides what it can do better. The search itself knows no game.
pub trait Evaluate: Game {
    /// Whether players do not see everything: the search then samples a world per iteration
    /// with [`Evaluate::determinize_for`] and never looks at the position itself.
    const HIDDEN_INFO: bool = false;

    /// Moves an informed playout plays before [`Evaluate::evaluate`] judges the position.
    const PLAYOUT_CUTOFF: usize = 12;

    /// Positions Medium's proof of a forced win in two turns may visit before the tree search
    /// (`ai::proof`; Hard: five times as many); 0 for no proof.
    const PROOF_NODES: u64 = 5_000;

    /// Positions Medium's exact endgame search may visit before the tree search
    /// (`ai::endgame`; Hard: five times as many); 0 for none, where endgames are rarely small.
    const ENDGAME_NODES: u64 = 0;

    /// A hash of the position that is the same for positions reached by different move orders
    /// (the tree search gives them one node, the exact endgame search remembers what it proved
    /// by it); `None` where the game has none.
    fn position_key(&self) -> Option<u64> {
        None
    }

    /// A full position consistent with everything `viewer` knows, drawn with `rng`; it must
    /// depend only on what `viewer` sees (two positions that look the same to `viewer` give
    /// the same result for the same `rng`). The identity for games without hidden information.
    fn determinize_for(&self, _viewer: Player, _rng: &mut Rng) -> Self {
        self.clone()
    }

    /// A cheap static estimate of each seat's reward (the scale of [`rewards`]: they sum to 1),
    /// used where a playout is cut off. `None` when the game offers none.
    fn evaluate(&self) -> Option<Values> {
        None
    }

    /// How plausible the legal move `mv` is for the player to move, as a positive weight.
    /// `None` when the game has no opinion, which means uniform.
    fn move_prior(&self, _mv: &Self::Move) -> Option<f64> {
        None
    }

    /// The move an informed playout plays here, as an index into `moves` (legal, not empty).
    fn playout_choice(&self, moves: &[Self::Move], rng: &mut Rng) -> usize {
        rng.below(moves.len())
    }

    /// With hidden information: a move the player to move surely makes here, knowing its own
    /// pieces (Stratego: taking a valuable known piece with a piece certain to beat it), or
    /// `None`. The tree search has the searcher's opponents play it in every sampled world
    /// that offers one: its statistics are shared by all worlds, so left to itself it would
    /// judge such a move by its average over worlds, as if the opponent did not know its own
    /// pieces.
    fn sure_move(&self) -> Option<Self::Move> {
        None
    }

    /// A legal move of the player to move that a sensible player of this game does not make
    /// while it has another, judged from what that player knows (Stratego: a Colonel or
    /// stronger attacking an unmoved piece it has not identified, likely a Bomb). The
    /// searching levels leave such moves out at the root unless every move is one.
    fn rash(&self, _mv: &Self::Move) -> bool {
        false
    }

    /// The expectimax search over this game (`ai::expecti`, the `expecti` bot), where the
    /// game provides one: `Some` of the search's answer (`None` inside when there is no
    /// move); `None` where the game has no such search (the bot then plays as `medium`).
    /// `memory` is the bytes its transposition table may take.
    fn chance_search(
        &self,
        _budget: crate::ai::Budget,
        _control: &crate::ai::SearchControl,
        _memory: usize,
    ) -> Option<Option<crate::ai::Thought>> {
        None
    }

    /// Whether the legal move `mv` ends the game at once with its mover among the winners.
    fn wins_at_once(&self, mv: &Self::Move) -> bool {
        let mover = self.to_move();
        let mut next = self.clone();
        next.play_unchecked(mv);
        next.outcome().is_some_and(|o| o.winners().contains(&mover))
    }
}

/// Games where players do not see everything (Stratego).
pub trait HiddenInfo: Game {
    type Observation: Clone + Debug + PartialEq;
    /// What `p` knows. The UI and any AI work from this alone.
    fn observe(&self, p: Player) -> Self::Observation;
    /// A full position consistent with everything `p` knows:
    /// `determinize(p).observe(p) == observe(p)`.
    fn determinize(&self, p: Player, rng: &mut Rng) -> Self;
}

/// Counts the move sequences of length `depth` (leaf nodes), the standard move-generator check.
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| {
            let mut next = game.clone();
            next.play_unchecked(&mv);
            perft(&next, depth - 1)
        })
        .sum()
}

/// Plays uniformly random legal moves until the game ends or `max_plies` moves were made.
/// Returns the number of moves played.
pub fn random_playout<G: Game>(game: &mut G, rng: &mut Rng, max_plies: usize) -> usize {
    let mut scratch = Vec::new();
    for ply in 0..max_plies {
        let Some(mv) = game.random_move(rng, &mut scratch) else { return ply };
        game.play_unchecked(&mv);
    }
    max_plies
}
