//! Fits a game's evaluation weights (`ai::fit`) to the results of self-play games.
//!
//! `cargo run --release -p strata-core --example fit_eval -- GAME [GAMES [ITERATIONS [SEED]]]`
//!
//! The recipe: GAMES games (default 600) of `medium` against itself with ITERATIONS search
//! iterations a move (default 400, so the data do not depend on the machine's speed), each
//! after 6 uniformly random plies so that the games differ; every position after those plies
//! is a sample, labelled with the final result for its player to move (win 1, draw ½, loss 0).
//! One game in five is held out to judge the fit; the weights are fitted on the rest by
//! logistic regression. The report (standard error) gives the held-out log loss of the
//! evaluation in use and of the fit; the weights are printed on standard output as the line to
//! paste into the game's `eval.rs`. The data are not kept: the recipe makes them again.
//!
//! Games: `strata5` (the standard size), `strata7`, `stratum` (two players).

use strata_core::ai::fit::{Features, Sample, log_loss, logistic_fit, loss};
use strata_core::games::{strata5::Strata5, strata7::Strata7, stratum::Stratum};
use strata_core::{Bot, Budget, Evaluate, Rng, SearchControl, ai};

/// Plies played at random before the bots take over.
const RANDOM_PLIES: usize = 6;
/// A game still running after this many plies is left out (no result to learn from).
const MAX_PLIES: usize = 600;

/// The positions of one self-play game and the mover of each, then its result.
fn play_one<G: Features>(start: &G, iterations: u64, seed: u64) -> Vec<(G, usize)> {
    let mut rng = Rng::seed(seed);
    let mut game = start.clone();
    let mut moves = Vec::new();
    let mut seen = Vec::new();
    let control = SearchControl::new();
    for ply in 0..MAX_PLIES {
        if game.is_over() {
            break;
        }
        if ply >= RANDOM_PLIES {
            seen.push((game.clone(), game.to_move().index()));
        }
        let mv = if ply < RANDOM_PLIES {
            game.legal_moves(&mut moves);
            rng.choose(&moves).cloned()
        } else {
            let budget = Budget::Iterations(iterations);
            ai::think(&game, Bot::Medium, budget, rng.next_u64(), &control)
                .and_then(|t| t.mv.parse::<G::Move>().ok())
        };
        let Some(mv) = mv else { break };
        game.play_unchecked(&mv);
    }
    let Some(outcome) = game.outcome() else { return Vec::new() };
    let rewards = strata_core::game::rewards(&outcome, game.player_count());
    seen.into_iter().map(|(g, mover)| (g, (rewards[mover] * 2.0).round() as usize)).collect()
}

fn fit<G: Features>(start: G, games: u64, iterations: u64, seed: u64) {
    let (mut train, mut test): (Vec<Sample>, Vec<(Sample, f64)>) = (Vec::new(), Vec::new());
    for g in 0..games {
        let positions = play_one(&start, iterations, seed ^ g.wrapping_mul(0x9E37_79B9));
        eprintln!("game {}/{games}: {} positions", g + 1, positions.len());
        for (position, result) in positions {
            let sample = (position.features(), result as f64 / 2.0);
            if g % 5 == 0 {
                test.push((sample, in_use(&position)));
            } else {
                train.push(sample);
            }
        }
    }
    let weights = logistic_fit(&train, G::NAMES.len(), 1e-3);
    let held_out: Vec<Sample> = test.iter().map(|(s, _)| s.clone()).collect();
    let old_loss: f64 =
        test.iter().map(|((_, y), p)| loss(*p, *y)).sum::<f64>() / test.len().max(1) as f64;
    eprintln!("samples: {} to fit, {} held out", train.len(), held_out.len());
    eprintln!("held-out log loss: evaluation in use {old_loss:.4}, fit {:.4}, coin toss 0.6931", {
        log_loss(&weights, &held_out)
    });
    for (name, w) in G::NAMES.iter().zip(&weights) {
        eprintln!("  {name:>28}: {w:+.4}");
    }
    let rounded: Vec<String> = weights.iter().map(|w| format!("{w:.4}")).collect();
    println!("const WEIGHTS: [f64; {}] = [{}];", weights.len(), rounded.join(", "));
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| -> u64 {
        args.get(i).map_or(Some(default), |a| a.parse().ok()).unwrap_or_else(|| {
            eprintln!("not a number: {}", args[i]);
            std::process::exit(2)
        })
    };
    let (games, iterations, seed) = (number(1, 600), number(2, 400), number(3, 1));
    match args.first().map(String::as_str) {
        Some("strata5") => {
            fit(Strata5::new(strata_core::games::strata5::DEFAULT_SIZE), games, iterations, seed)
        }
        Some("strata7") => fit(Strata7::new(), games, iterations, seed),
        Some("stratum") => fit(Stratum::new(), games, iterations, seed),
        _ => {
            eprintln!("usage: fit_eval strata5|strata7|stratum [GAMES [ITERATIONS [SEED]]]");
            std::process::exit(2)
        }
    }
}

/// The evaluation in use: its estimate for the player to move.
fn in_use<G: Evaluate>(game: &G) -> f64 {
    game.evaluate().map_or(0.5, |v| v[game.to_move().index()])
}
