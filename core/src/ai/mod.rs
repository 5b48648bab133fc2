//! Computer opponents, generic over [`Evaluate`] (a [`Game`](crate::game::Game) plus what the AI
//! may know): the bots of `assets/docs/command-line.md` (Bots).
//!
//! The search is a layer over the rules and knows no game: what it knows about a game comes
//! through the `Evaluate` hooks (`evaluate`, `move_prior`, `playout_choice`, `wins_at_once`,
//! `determinize_for`), which each game fills in its own `eval.rs`.
//!
//! - [`mcts`]: Monte Carlo tree search, one iteration at a time (select, expand, evaluate,
//!   back up) so that a stop flag is read between iterations; a value per seat backed up max-n
//!   style; information-set search for games with hidden information.
//! - [`solver`]: the checks at the root that every level but `random` makes: take a win in one,
//!   never leave the opponent a win in one that can be stopped.
//! - [`endgame`]: an exact search of small two-player endgames before the tree search; where
//!   it finishes, only the moves of the best exact result may be played: the shortest win, a
//!   draw, or the loss that holds out longest.
//! - [`exact`]: a move's exact result and its distance in plies, as the candidates report it.
//! - [`simple`]: the bots without a search (`random`, `greedy`).
//! - [`fit`]: evaluations as logistic models of a few features, with weights fitted on
//!   self-play games.

#[cfg(test)]
mod distance_tests;
pub mod endgame;
pub mod exact;
pub mod expecti;
pub mod fit;
pub mod mcts;
pub mod proof;
pub mod simple;
pub mod solver;
#[cfg(test)]
mod tests;

use std::fmt;
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use crate::game::Evaluate;

pub use exact::{Exact, ExactResult};

/// The bots, by their command-line names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Bot {
    /// Uniform over the legal moves.
    Random,
    /// One ply: a win at once, else a move after which the opponent cannot win at once, else
    /// the best static evaluation.
    Greedy,
    /// For newcomers: a short search whose final choice is drawn among its better candidates.
    Easy,
    /// The default level: answers within a second.
    #[default]
    Medium,
    /// The strongest level: answers within five seconds.
    Hard,
    /// Plain UCT with uniform random playouts and no game knowledge, at medium's time.
    Uct,
    /// The expectimax search with quiescence (`expecti`) where the game has one (Stratego),
    /// at medium's time; elsewhere it plays as `medium`.
    Expecti,
}

impl Bot {
    pub const ALL: [Bot; 7] =
        [Bot::Random, Bot::Greedy, Bot::Easy, Bot::Medium, Bot::Hard, Bot::Uct, Bot::Expecti];

    pub const fn name(self) -> &'static str {
        match self {
            Bot::Random => "random",
            Bot::Greedy => "greedy",
            Bot::Easy => "easy",
            Bot::Medium => "medium",
            Bot::Hard => "hard",
            Bot::Uct => "uct",
            Bot::Expecti => "expecti",
        }
    }

    /// How long or how far the bot thinks when nobody says otherwise.
    pub const fn default_budget(self) -> Budget {
        match self {
            Bot::Random | Bot::Greedy => Budget::Iterations(0),
            Bot::Easy => Budget::Time(EASY_TIME),
            Bot::Medium | Bot::Uct | Bot::Expecti => Budget::Time(Duration::from_millis(900)),
            Bot::Hard => Budget::Time(Duration::from_millis(4_500)),
        }
    }

    /// Whether the bot searches (and so reports visits and uses its budget).
    pub const fn searches(self) -> bool {
        !matches!(self, Bot::Random | Bot::Greedy)
    }
}

/// Easy's short thinking time (a sixth of medium's, one thread): it sees the obvious, not the
/// subtle. A time, not an iteration count, so that `arena --time-scale` weakens every level
/// alike.
const EASY_TIME: Duration = Duration::from_millis(150);

impl fmt::Display for Bot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Bot {
    type Err = String;
    fn from_str(s: &str) -> Result<Bot, String> {
        Bot::ALL.into_iter().find(|b| b.name() == s).ok_or_else(|| {
            let names: Vec<&str> = Bot::ALL.iter().map(|b| b.name()).collect();
            format!("unknown bot '{s}' (available: {})", names.join(", "))
        })
    }
}

/// How much a bot may think: wall-clock time, or a number of search iterations (the
/// deterministic choice: the same seed and iterations give the same answer on any machine).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Budget {
    Time(Duration),
    Iterations(u64),
}

impl Budget {
    /// The budget with its time multiplied by `factor` (iterations are kept).
    pub fn scaled(self, factor: f64) -> Budget {
        match self {
            Budget::Time(t) => Budget::Time(t.mul_f64(factor.max(0.0))),
            iterations => iterations,
        }
    }
}

/// Shared between a search and whoever waits for it (the app's worker thread, a test): a stop
/// request, read between iterations, and the progress so far.
#[derive(Debug, Default)]
pub struct SearchControl {
    stop: AtomicBool,
    iterations: AtomicU64,
    best: Mutex<Option<String>>,
}

impl SearchControl {
    pub fn new() -> SearchControl {
        SearchControl::default()
    }

    /// Asks the search to end now; `think` then returns the best move found so far.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Iterations done so far, and the move the search would play now (if it has one).
    pub fn progress(&self) -> (u64, Option<String>) {
        let best = self.best.lock().map(|b| b.clone()).unwrap_or(None);
        (self.iterations.load(Ordering::Relaxed), best)
    }

    pub(crate) fn add_iterations(&self, n: u64) {
        self.iterations.fetch_add(n, Ordering::Relaxed);
    }

    pub(crate) fn set_best(&self, token: String) {
        if let Ok(mut best) = self.best.lock() {
            *best = Some(token);
        }
    }
}

/// What a bot decided, and why.
#[derive(Clone, PartialEq, Debug)]
pub struct Thought {
    /// The move to play, in notation.
    pub mv: String,
    /// The preferred moves, best first (the chosen move first).
    pub candidates: Vec<Candidate>,
    /// Search iterations made (0 for bots without a search).
    pub iterations: u64,
}

/// One considered move.
#[derive(Clone, PartialEq, Debug)]
pub struct Candidate {
    pub mv: String,
    pub visits: u64,
    /// The estimated reward of the player to move after this move: the chance to win, a draw
    /// counting as a win shared by all, a win shared by k players as 1/k.
    pub win_rate: f64,
    /// The rest of the mover's turn the search expects after `mv`, in order (Strata 5's later
    /// pawn move and block); empty when `mv` ends the turn or the search did not look so far.
    pub line: Vec<String>,
    /// The next player's expected turn after that (empty where the search did not look so
    /// far, or the game hides pieces).
    pub reply: Vec<String>,
    /// The move's result with best play, where a search proved it (a proof, the endgame
    /// search, the game ending at once, or a reply that wins at once): from the mover's point
    /// of view, with the plies until the game ends, this move counted as ply 1 ([`Exact`]).
    /// `None` where it is not known exactly (always, in a game with hidden information).
    pub exact: Option<Exact>,
}

/// The position after each of `moves` (legal in `game`), in their order.
fn children<G: Evaluate>(game: &G, moves: &[G::Move]) -> Vec<G> {
    moves
        .iter()
        .map(|mv| {
            let mut next = game.clone();
            next.play_unchecked(mv);
            next
        })
        .collect()
}

/// How many candidates a searching bot reports (all legal moves when fewer).
pub const CANDIDATES: usize = 5;

/// The bot's choice for the player to move, or `None` when the game is over.
///
/// For a game with hidden information the bot uses only what the player to move knows: every
/// position it looks at comes from `game.determinize_for(mover, …)`.
pub fn think<G: Evaluate>(
    game: &G,
    bot: Bot,
    budget: Budget,
    seed: u64,
    control: &SearchControl,
) -> Option<Thought> {
    if game.is_over() {
        return None;
    }
    match bot {
        Bot::Random => simple::random(game, seed),
        Bot::Greedy => simple::greedy(game, seed),
        Bot::Easy | Bot::Medium | Bot::Hard | Bot::Uct => {
            mcts::think(game, mcts::Settings::of(bot), budget, seed, control)
        }
        Bot::Expecti => match game.chance_search(budget, control, EXPECTI_TABLE) {
            Some(thought) => thought,
            None => mcts::think(game, mcts::Settings::of(Bot::Medium), budget, seed, control),
        },
    }
}

/// The expectimax search's transposition table, in bytes: a second's search visits some
/// 300,000 positions on a 2-core machine, so half a million slots hold them; a larger table
/// costs its clearing at every move (100 MB took about 100 ms).
const EXPECTI_TABLE: usize = 24 << 20;

/// How many sampled worlds the root checks and `greedy` use when information is hidden.
const CHECK_WORLDS: usize = 8;

/// The positions a bot may look at for the root: the game itself when nothing is hidden,
/// else `CHECK_WORLDS` worlds drawn from what the player to move knows.
pub(crate) fn root_worlds<G: Evaluate>(game: &G, rng: &mut crate::rng::Rng) -> Vec<G> {
    if G::HIDDEN_INFO {
        let me = game.to_move();
        (0..CHECK_WORLDS).map(|_| game.determinize_for(me, rng)).collect()
    } else {
        vec![game.clone()]
    }
}

/// The legal moves of the player to move, in a fixed order (they are the same in every world
/// drawn for that player: a player always knows what they may do).
pub(crate) fn root_moves<G: Evaluate>(world: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    world.legal_moves(&mut moves);
    moves.sort_unstable();
    moves
}

/// The static estimate of the mover's reward after `mv`, averaged over the worlds; an equal
/// share when the game offers no evaluation.
pub(crate) fn value_after<G: Evaluate>(worlds: &[G], mv: &G::Move) -> f64 {
    let me = worlds.first().map_or(0, |w| w.to_move().index());
    values_after(worlds, mv)[me]
}

/// Every seat's static estimate after `mv` (its rewards when the game ends), averaged over
/// the worlds.
pub(crate) fn values_after<G: Evaluate>(worlds: &[G], mv: &G::Move) -> crate::game::Values {
    let mut total = [0.0; crate::game::MAX_PLAYERS];
    for world in worlds {
        let mut next = world.clone();
        next.play_unchecked(mv);
        let values = match next.outcome() {
            Some(outcome) => crate::game::rewards(&outcome, next.player_count()),
            None => next.evaluate().unwrap_or_else(|| {
                let mut share = [0.0; crate::game::MAX_PLAYERS];
                share[..next.player_count()].fill(1.0 / next.player_count() as f64);
                share
            }),
        };
        for (t, v) in total.iter_mut().zip(values) {
            *t += v;
        }
    }
    total.map(|t| t / worlds.len().max(1) as f64)
}
