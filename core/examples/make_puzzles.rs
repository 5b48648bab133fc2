//! Makes the puzzles of `assets/lessons/GAME/puzzles.ron` for the games without hidden pieces:
//! plays games between lightly randomised greedy bots, then searches their last turns with an
//! exact solver for a forced win in one, two or three turns. A position is kept only when the
//! winning move is unique at every decision of the winner (the last, winning move aside: the app
//! accepts any move that wins at once), and the loser's reply on record is a best defence (one
//! after which no quicker win exists).
//!
//! `cargo run --release -p strata-core --example make_puzzles -- GAME COUNT [SEED [SECONDS]]` prints the
//! RON list on standard output; progress goes to standard error.

use std::fmt::Write as _;

use strata_core::ai::proof::Prover;
use strata_core::games::{strata5::Strata5, strata7::Strata7, stratum::Stratum};
use strata_core::{AnyGame, Bot, Budget, Diagrammed, Evaluate, GameId, GameOptions, GameSetup};
use strata_core::{Player, Rng, SearchControl};

/// Nodes one proof may visit before the position is given up as too wide.
const NODE_BUDGET: u64 = 4_000_000;

/// A found puzzle: its position and main line.
struct Found {
    position: String,
    turns: u32,
    line: Vec<String>,
    rule: &'static str,
}

/// The smallest number of turns (up to 3) in which the player to move wins, with a main line,
/// if the position makes a fair puzzle.
fn puzzle<G: Evaluate + Diagrammed>(root: &G) -> Option<Found> {
    let learner = root.to_move();
    let mut solver = Prover::new(learner, NODE_BUDGET);
    let turns = (1..=3).find(|&n| solver.wins(root, n) == Some(true))?;
    let mut line = Vec::new();
    let mut g = root.clone();
    let mut left = turns;
    let mut moves = Vec::new();
    while !g.is_over() {
        g.legal_moves(&mut moves);
        if g.to_move() == learner {
            let mut wins = moves.iter().filter(|mv| wins_at_once(&g, mv, learner));
            if let Some(win) = wins.next() {
                if line.is_empty() && wins.next().is_some() {
                    return None; // a win in one with two answers is no puzzle
                }
                line.push(win.to_string());
                g.play_unchecked(win);
                break;
            }
            let mut winning = Vec::new();
            for mv in &moves {
                let mut next = g.clone();
                next.play_unchecked(mv);
                let after = solver.turns_after(&g, &next, left);
                solver.nodes = 0;
                if after > 0 && solver.wins(&next, after)? {
                    winning.push((mv.clone(), next, after));
                    if winning.len() > 1 {
                        return None;
                    }
                }
            }
            let (mv, next, after) = winning.pop()?;
            line.push(mv.to_string());
            g = next;
            left = after;
        } else {
            // A best defence: after it the learner has no quicker win, if such a reply exists.
            let mut chosen = None;
            for mv in &moves {
                let mut next = g.clone();
                next.play_unchecked(mv);
                solver.nodes = 0;
                let quicker = left > 1 && solver.wins(&next, left - 1)?;
                if chosen.is_none() || !quicker {
                    chosen = Some((mv.clone(), next));
                    if !quicker {
                        break;
                    }
                }
            }
            let (mv, next) = chosen?;
            line.push(mv.to_string());
            g = next;
        }
    }
    let rule = g.end_reason()?.rule;
    (g.outcome()?.winners() == [learner]).then(|| Found {
        position: root.to_diagram().to_string(),
        turns,
        line,
        rule,
    })
}

fn wins_at_once<G: Evaluate>(g: &G, mv: &G::Move, learner: Player) -> bool {
    let mut next = g.clone();
    next.play_unchecked(mv);
    next.outcome().is_some_and(|o| o.winners() == [learner])
}

/// Plays one lightly randomised greedy game and returns the positions where a turn starts.
fn played_positions(game: GameId, options: &GameOptions, seed: u64) -> Vec<String> {
    let mut g: Box<dyn AnyGame> = GameSetup::from_options(game, options).unwrap().start().unwrap();
    let mut rng = Rng::seed(seed);
    let mut out = Vec::new();
    let mut last = None;
    let control = SearchControl::new();
    while g.outcome().is_none() {
        let mover = g.to_move();
        if mover != last {
            out.push(g.position_text());
        }
        last = mover;
        let bot = if rng.below(10) < 3 { Bot::Random } else { Bot::Greedy };
        let thought = g.think(bot, Budget::Iterations(1), rng.next_u64(), &control).unwrap();
        g.play_token(&thought.mv).unwrap();
    }
    out
}

fn search<G: Evaluate + Diagrammed>(
    game: GameId,
    count: usize,
    seed: u64,
    seconds: u64,
) -> Vec<Found> {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    let mut found: Vec<Found> = Vec::new();
    // A third of each kind where the games allow it; then whatever comes.
    let wanted = [count / 3, count / 3, count - 2 * (count / 3)];
    let mut seed = seed;
    let mut tries = 0;
    while found.len() < count && tries < 400 && std::time::Instant::now() < until {
        tries += 1;
        seed += 1;
        let options = GameOptions::default();
        let positions = played_positions(game, &options, seed);
        // The last six turn starts, latest first (the quickest wins come first).
        for text in positions.iter().rev().take(6) {
            let Ok(g) = G::from_position_text(text) else { continue };
            let Some(p) = puzzle(&g) else { continue };
            let have = found.iter().filter(|f| f.turns == p.turns).count();
            let spare = tries > 200 && found.len() < count;
            let new = found.iter().all(|f| f.position != p.position);
            if new && (have < wanted[p.turns as usize - 1] || spare) {
                eprintln!("{game}: win in {} ({} found, game {tries})", p.turns, found.len() + 1);
                found.push(p);
                break;
            }
        }
    }
    found.sort_by_key(|f| f.turns);
    found
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game: GameId = args.first().expect("GAME COUNT [SEED]").parse().unwrap();
    let count: usize = args.get(1).and_then(|c| c.parse().ok()).unwrap_or(15);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    // The search stops after this long with what it found.
    let seconds: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(900);
    let found = match game {
        GameId::Strata5 => search::<Strata5>(game, count, seed, seconds),
        GameId::Stratum => search::<Stratum>(game, count, seed, seconds),
        GameId::Strata7 => search::<Strata7>(game, count, seed, seconds),
        GameId::Stratego => panic!("Stratego's puzzles are written by hand (hidden pieces)"),
    };
    let names = match game {
        GameId::Strata5 => ["Red", "Black"].as_slice(),
        GameId::Stratum => ["Beige", "Dark brown"].as_slice(),
        _ => ["White", "Bordeaux"].as_slice(),
    };
    let mut out = String::from("[\n");
    for (n, f) in found.iter().enumerate() {
        let g: Box<dyn AnyGame> = strata_core::position_from_text(game, &f.position).unwrap();
        let who = names[g.to_move().unwrap().index()];
        let when = match f.turns {
            1 => "this turn".to_string(),
            t => format!("within {t} turns, whatever the defence"),
        };
        let title = ["Win in one", "Win in two", "Win in three"][f.turns as usize - 1];
        let line = f.line.iter().map(|t| format!("{t:?}")).collect::<Vec<_>>().join(", ");
        let theme = strata_core::lessons::puzzle_theme(f.rule).unwrap_or_default();
        let _ = write!(
            out,
            "    (\n        id: \"{}-puzzle-{:02}\",\n        title: \"{title}\",\n        rules: [\"{}\"],\n        steps: [\n            (\n                position: \"{}\",\n                goal: \"{who} to play and win {when}.\",\n                answer: [{line}],\n                wins: true,\n                wrong: Some({theme:?}),\n            ),\n        ],\n    ),\n",
            game.id(),
            n + 1,
            f.rule,
            f.position,
        );
    }
    out.push_str("]\n");
    print!("{out}");
}
