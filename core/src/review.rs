//! Game review: the AI goes over a finished (or any) game and says, move by move, how much each
//! move cost its player.
//!
//! Every position of the game (the start, then after each move) is judged once by the search
//! ([`crate::AnyGame::analyse_with_full_information`]): the move it prefers there and every seat's
//! estimated win rate. A move's player had the win rate of the position before it (the value of
//! the preferred move) and has the one of the position after it; the difference is the *drop*,
//! in percentage points of the chance to win, and gives the verdict. Where the search before
//! the move tried the move itself often enough, its own estimate of it counts too: the drop is
//! the smaller of the two, so noise between two searches does not turn a move the search rates
//! close to its best into a mistake:
//!
//! | verdict    | when                                                                        |
//! |------------|-----------------------------------------------------------------------------|
//! | best       | the preferred move, or a move that wins at once                             |
//! | good       | a drop under 5 points                                                       |
//! | inaccuracy | a drop of 5 to under 10 points (`?!`)                                       |
//! | mistake    | a drop of 10 to under 15 points (`?`)                                       |
//! | blunder    | a drop of 15 points or more (`??`), or any move that misses a win in one    |
//!
//! (the thresholds lichess uses; `assets/docs/command-line.md` says the same). A turn of several
//! parts (Strata 5's pawn, pawn, block) is judged part by part, each part being a move; in
//! Stratum every seat has its own win rate, so 3 or 4 players give 3 or 4 series.
//!
//! Stratego hides pieces while it is played, but a review looks at a game that is over, when
//! both armies are known: it searches the real positions as if nothing were hidden
//! ([`Review::full_information`] says so), not worlds drawn from one player's view.
//!
//! The search runs a fixed number of iterations per position ([`Depth`]) from seeds derived
//! from one seed, so the same game, depth and seed always give the same review.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::ai::SearchControl;
use crate::any::AnyGame;
use crate::game::Played;
use crate::game::{Player, rewards};

/// How hard the review looks at each position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Depth {
    /// A few seconds for a whole game: enough to catch blunders.
    #[default]
    Quick,
    /// Ten times the search per position: finer verdicts, slower.
    Thorough,
}

impl Depth {
    pub const ALL: [Depth; 2] = [Depth::Quick, Depth::Thorough];

    /// Search iterations per position.
    pub const fn iterations(self) -> u64 {
        match self {
            Depth::Quick => 400,
            Depth::Thorough => 4_000,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Depth::Quick => "quick",
            Depth::Thorough => "thorough",
        }
    }
}

impl fmt::Display for Depth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Depth {
    type Err = String;
    fn from_str(s: &str) -> Result<Depth, String> {
        Depth::ALL
            .into_iter()
            .find(|d| d.name() == s)
            .ok_or_else(|| format!("unknown review depth '{s}' (expected quick or thorough)"))
    }
}

/// How good a move was, by the drop in its player's estimated win rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The drops (in win rate, 0 to 1) from which a move is an inaccuracy, a mistake, a blunder.
pub const INACCURACY: f64 = 0.05;
pub const MISTAKE: f64 = 0.10;
pub const BLUNDER: f64 = 0.15;

impl Verdict {
    pub const ALL: [Verdict; 5] =
        [Verdict::Best, Verdict::Good, Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder];

    /// The verdict for a move that is not the preferred one and does not win at once.
    pub fn of_drop(drop: f64) -> Verdict {
        if drop >= BLUNDER {
            Verdict::Blunder
        } else if drop >= MISTAKE {
            Verdict::Mistake
        } else if drop >= INACCURACY {
            Verdict::Inaccuracy
        } else {
            Verdict::Good
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// The annotation written after a move, as in chess books (empty for best and good).
    pub const fn symbol(self) -> &'static str {
        match self {
            Verdict::Best | Verdict::Good => "",
            Verdict::Inaccuracy => "?!",
            Verdict::Mistake => "?",
            Verdict::Blunder => "??",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveReview {
    /// The move played, in notation.
    #[serde(rename = "move")]
    pub mv: String,
    pub mover: Player,
    /// The mover's estimated win rate before the move (the value of the preferred move).
    pub before: f64,
    /// The mover's estimated win rate after the move played.
    pub after: f64,
    /// The move the AI prefers in the position before.
    pub best: String,
    /// `before - after`, never below 0.
    pub drop: f64,
    pub verdict: Verdict,
    /// A win in one (`best`) was there and the move played does not win.
    pub missed_win: bool,
}

/// A whole game judged: what the save file keeps and what the command line and app show.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub depth: Depth,
    pub seed: u64,
    /// The real positions were searched, hidden pieces included (a game with hidden
    /// information, reviewed once both armies are known).
    pub full_information: bool,
    /// Per position (the start, then after each move): every seated player's estimated win
    /// rate, in turn order. One more entry than `moves`.
    pub win_rates: Vec<Vec<f64>>,
    pub moves: Vec<MoveReview>,
}

impl Review {
    /// Whether this review is about exactly these moves (a review saved for another move
    /// list, say after moves were taken back, is not shown as current).
    pub fn is_for(&self, moves: &[String]) -> bool {
        self.win_rates.len() == self.moves.len() + 1
            && self.moves.len() == moves.len()
            && self.moves.iter().zip(moves).all(|(r, m)| r.mv == *m)
    }

    /// How many moves got each verdict, per player: `counts[player][verdict]`.
    pub fn counts(&self, players: usize) -> Vec<[usize; 5]> {
        let mut counts = vec![[0; 5]; players];
        for m in &self.moves {
            if let Some(row) = counts.get_mut(m.mover.index()) {
                row[m.verdict as usize] += 1;
            }
        }
        counts
    }
}

/// The review was cancelled (its [`SearchControl`] was stopped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

/// A game as a review reads it: every move made, and the position after each number of them
/// (a [`crate::session::Session`], its redo list included).
pub trait Record {
    fn moves(&self) -> &[Played];
    /// The position after `ply` moves (0: the start).
    fn position_at(&self, ply: usize) -> &dyn AnyGame;
}

/// Reviews every move of `session` at `depth`. `progress(done, total)` is called after each
/// position is judged (`total` is the number of positions); stopping `control` ends the review
/// within one search iteration.
pub fn review(
    session: &impl Record,
    depth: Depth,
    seed: u64,
    control: &SearchControl,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Review, Cancelled> {
    let moves = session.moves();
    let total = moves.len() + 1;
    let full_information = session.position_at(0).hides_information();
    let mut win_rates = Vec::with_capacity(total);
    let mut preferred = Vec::with_capacity(total);
    for ply in 0..total {
        if control.is_stopped() {
            return Err(Cancelled);
        }
        let game = session.position_at(ply);
        let players = game.player_names().len();
        let position_seed = seed ^ (ply as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03);
        let analysis =
            game.analyse_with_full_information(depth.iterations(), position_seed, control);
        if control.is_stopped() {
            return Err(Cancelled);
        }
        let values = match (&analysis, game.outcome()) {
            (_, Some(outcome)) => rewards(&outcome, players),
            (Some(a), None) => a.values,
            (None, None) => [1.0 / players as f64; 4],
        };
        win_rates.push(values[..players].iter().map(|&v| round3(v)).collect::<Vec<f64>>());
        preferred.push(analysis.map(|a| (a.best, a.wins_at_once, a.tried)));
        progress(ply + 1, total);
    }
    let judged = moves
        .iter()
        .enumerate()
        .map(|(i, played)| {
            let me = played.by.index();
            let before = win_rates[i].get(me).copied().unwrap_or(0.0);
            let after = win_rates[i + 1].get(me).copied().unwrap_or(0.0);
            let (best, win_there, tried) = preferred[i].clone().unwrap_or_default();
            let wins = session
                .position_at(i + 1)
                .outcome()
                .is_some_and(|o| o.winners().contains(&played.by));
            // Two searches (before and after the move) each have their noise; the search
            // before the move also judged the move itself beside its preferred one. A move it
            // tried often enough is judged by the smaller of the two drops, so a move the
            // search itself rates close to its best is not called a mistake by noise.
            let same_search = tried
                .iter()
                .find(|(mv, _, visits)| *mv == played.token && *visits >= SAME_SEARCH_VISITS)
                .map(|(_, value, _)| before - value);
            let cross = before - after;
            let drop = round3(same_search.map_or(cross, |s| s.min(cross)).max(0.0));
            let missed_win = win_there && !wins;
            let verdict = if missed_win {
                Verdict::Blunder
            } else if played.token == best || wins {
                Verdict::Best
            } else {
                Verdict::of_drop(drop)
            };
            MoveReview {
                mv: played.token.clone(),
                mover: played.by,
                before,
                after,
                best,
                drop,
                verdict,
                missed_win,
            }
        })
        .collect();
    Ok(Review { depth, seed, full_information, win_rates, moves: judged })
}

/// Visits a move needs in the search before it for that search's view of it to count.
const SAME_SEARCH_VISITS: u64 = 20;

/// Win rates are kept to a tenth of a percentage point: finer is noise, and the save file
/// stays readable.
fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests;
