//! The vocabulary shared by every game: players, outcomes, illegal moves and the `Game` trait.

use std::fmt::{self, Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use serde::{Serialize, de::DeserializeOwned};

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

/// Why a move was refused: the ID of the rule it breaks (as in `shared/rules/*.md`, or `parse`
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

/// The rules of one game, as a position that knows whose turn it is.
///
/// Positions are small and cloned freely (copy-make); history lives outside, in a session.
pub trait Game: Clone + Debug + Send + Sync + Serialize + DeserializeOwned + 'static {
    /// One move in the notation of `shared/interface.md` (`Display`/`FromStr` round-trip).
    type Move: Clone
        + Eq
        + Hash
        + Ord
        + Debug
        + Display
        + FromStr<Err = IllegalMove>
        + Send
        + Sync
        + Serialize
        + DeserializeOwned
        + 'static;

    const ID: GameId;
    /// Player names in turn order (only the first `player_count()` are seated).
    const PLAYER_NAMES: &'static [&'static str];

    fn player_count(&self) -> usize;

    /// Whose move it is. The only truth about turns: a player may move several times in a row.
    /// Meaningless once the game is over.
    fn to_move(&self) -> Player;

    /// Clears and fills `moves`. Empty if and only if the game is over: forced passes and
    /// skipped phases are applied by the engine itself.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Why `mv` is illegal here (rule ID + message), or Ok. Agrees exactly with `legal_moves`.
    fn check(&self, mv: &Self::Move) -> Result<(), IllegalMove>;

    /// Plays a move that `check` accepts. Other moves leave the position unspecified.
    fn play_unchecked(&mut self, mv: &Self::Move);

    fn outcome(&self) -> Option<Outcome>;

    /// Points per seat, for games that score (Strata 7 points, Stratum visible cells).
    fn scores(&self) -> Option<Vec<i32>> {
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

    fn player_name(p: Player) -> &'static str {
        Self::PLAYER_NAMES.get(p.index()).copied().unwrap_or("?")
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
    let mut moves = Vec::new();
    for ply in 0..max_plies {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            return ply;
        }
        let mv = moves.swap_remove(rng.below(moves.len()));
        game.play_unchecked(&mv);
    }
    max_plies
}
