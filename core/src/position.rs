//! Positions that may be invalid, kept apart from the game states that are always valid.
//!
//! Each game has a `Diagram` (e.g. [`crate::games::strata5::Diagram`]): plain public data that
//! describes a position the way a person sets it up on a table, possibly breaking the rules.
//! `Diagram::validate` turns it into the game's state or lists every problem (one error kind per
//! problem, naming the cell); `state.to_diagram()` goes back. The name `Setup` was taken: every
//! game's `Setup` is the options a new game starts from. A diagram is what a chess problem
//! prints: the position itself.
//!
//! Every diagram is also written as one line of *position text* (`Display`/`FromStr`, grammar in
//! `assets/docs/command-line.md`, section "Position text").

use std::fmt::{Debug, Display};
use std::str::FromStr;

use crate::game::Game;

/// Position text that cannot be read (a diagram may still be invalid once read).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read the position text: {0}")]
pub struct TextError(pub String);

impl TextError {
    pub fn new(message: impl Into<String>) -> TextError {
        TextError(message.into())
    }
}

/// Why a position text gives no game: unreadable, or read but against the rules (every problem).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadPosition {
    #[error(transparent)]
    Text(#[from] TextError),
    #[error("invalid position: {}", .0.join("; "))]
    Invalid(Vec<String>),
}

/// A game whose positions can be edited: the link between the state and its diagram.
pub trait Diagrammed: Game {
    type Diagram: Clone + Debug + PartialEq + Display + FromStr<Err = TextError>;
    /// One problem of an invalid diagram.
    type Problem: Display + Debug;

    fn to_diagram(&self) -> Self::Diagram;

    /// Whether the diagram of this state describes it fully (Strata 7: not while a last
    /// reinforcement is owed, which a set-up position never has).
    fn editable(&self) -> bool {
        true
    }

    /// The state a diagram describes, or every problem found.
    fn from_diagram(diagram: &Self::Diagram) -> Result<Self, Vec<Self::Problem>>;

    /// The one-line position text of this state.
    fn position_text(&self) -> String {
        self.to_diagram().to_string()
    }

    /// Reads position text and validates it.
    fn from_position_text(text: &str) -> Result<Self, BadPosition> {
        let diagram: Self::Diagram = text.trim().parse()?;
        Self::from_diagram(&diagram).map_err(|problems| {
            BadPosition::Invalid(problems.iter().map(ToString::to_string).collect())
        })
    }
}

/// Splits position text into exactly `N` space-separated fields, naming them in the error.
pub(crate) fn fields<'a, const N: usize>(
    text: &'a str,
    names: [&str; N],
) -> Result<[&'a str; N], TextError> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    parts.clone().try_into().map_err(|_| {
        TextError(format!(
            "expected {N} fields separated by spaces ({}), found {}",
            names.join(", "),
            parts.len()
        ))
    })
}

/// Reads a number field, naming it in the error.
pub(crate) fn number<T: FromStr>(text: &str, what: &str) -> Result<T, TextError> {
    text.parse().map_err(|_| TextError(format!("{what}: '{text}' is not a number in range")))
}

/// The comma-separated items of a list field, `-` being the empty list.
pub(crate) fn items(text: &str) -> impl Iterator<Item = &str> {
    (text != "-").then(|| text.split(',')).into_iter().flatten()
}

/// Writes a list field: items joined by commas, `-` when empty.
pub(crate) fn join(items: impl IntoIterator<Item = String>) -> String {
    let list: Vec<String> = items.into_iter().collect();
    if list.is_empty() { "-".to_string() } else { list.join(",") }
}

/// Checks shared by every game's diagram tests.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;
    use crate::any::AnyGame;
    use crate::game::Evaluate;
    use crate::rng::Rng;
    use crate::words::Describe;

    /// The problems validation finds in a position text that reads (none: it is valid).
    pub fn problems<G: Diagrammed>(text: &str) -> Vec<G::Problem> {
        let diagram: G::Diagram = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        G::from_diagram(&diagram).err().unwrap_or_default()
    }

    /// Plays `games` random games from `start` and checks every position on the way: its text
    /// reads back as the same diagram, and validating the diagram gives a state with the same
    /// legal moves, player to move, outcome and scores (finished games are refused). Returns
    /// how many positions were checked.
    pub fn round_trips<G: Diagrammed + Evaluate + Describe>(
        start: &G,
        games: usize,
        seed: u64,
    ) -> usize {
        let mut rng = Rng::seed(seed);
        let mut checked = 0;
        let mut moves = Vec::new();
        for _ in 0..games {
            let mut game = start.clone();
            loop {
                let diagram = game.to_diagram();
                let text = diagram.to_string();
                let read: G::Diagram = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(read, diagram, "{text}");
                match G::from_diagram(&diagram) {
                    _ if !game.editable() => {}
                    Ok(back) if !game.is_over() => {
                        assert_eq!(back.legal_move_tokens(), game.legal_move_tokens(), "{text}");
                        assert_eq!(AnyGame::to_move(&back), AnyGame::to_move(&game), "{text}");
                        assert_eq!(Game::outcome(&back), None, "{text}");
                        assert_eq!(Game::scores(&back), Game::scores(&game), "{text}");
                        assert_eq!(back.to_diagram(), diagram, "{text}");
                        checked += 1;
                    }
                    Ok(_) => panic!("a finished game validates: {text}"),
                    Err(problems) if !game.is_over() => panic!("{text}: {problems:?}"),
                    Err(_) => {}
                }
                game.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let mv = moves.swap_remove(rng.below(moves.len()));
                game.play_unchecked(&mv);
            }
        }
        checked
    }

    /// Reads `count` random mutations of each text (characters replaced, inserted, removed or
    /// fields swapped): never a panic, and whatever reads and validates writes back the same.
    pub fn fuzz<G: Diagrammed>(texts: &[String], count: usize, seed: u64) {
        let mut rng = Rng::seed(seed);
        const ALPHABET: &[u8] = b"0123456789abcdrwxo-/:,.+*!#~ =AXWBFMS";
        for _ in 0..count {
            let mut bytes = texts[rng.below(texts.len())].clone().into_bytes();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(bytes.len() + 1);
                let c = ALPHABET[rng.below(ALPHABET.len())];
                match rng.below(3) {
                    0 if at < bytes.len() => bytes[at] = c,
                    1 => bytes.insert(at, c),
                    _ if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    _ => {}
                }
            }
            let text = String::from_utf8_lossy(&bytes).into_owned();
            if let Ok(game) = G::from_position_text(&text) {
                let again = game.position_text();
                assert_eq!(G::from_position_text(&again).map(|g| g.position_text()), Ok(again));
            }
        }
    }
}
