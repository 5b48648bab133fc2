//! Fits a game's evaluation weights (`ai::fit`) to the results of self-play games.
//!
//! `cargo run --release -p strata-core --example fit_eval -- GAME [GAMES [ITERATIONS [SEED]]]`
//!
//! The recipe: GAMES games (default 600) of `medium` (without its exact endgame search)
//! against itself with ITERATIONS search iterations a move (default 400, so the data do not
//! depend on the machine's speed), each after 6 uniformly random plies so that the games
//! differ; every position after those plies is a sample, labelled with each seat's share of
//! the final result (win 1, draw ½ each with two players). One game in five is held out to
//! judge the fit; the weights are fitted on the rest by a conditional logit over the seats
//! (`ai::fit::seat_fit`; with two players, the logistic regression of the mover's features).
//! The report (standard error) gives the held-out log loss of the evaluation in use and of the
//! fit; the weights are printed on standard output, to paste into the game's `eval.rs`. The
//! data are not kept: the recipe makes them again.
//!
//! Games: `strata5` (the standard size), `strata7`, `stratum` (two players), `stratum3`,
//! `stratum4`.

use strata_core::ai::fit::{Features, SeatSample, cross_entropy, seat_fit, seat_log_loss};
use strata_core::game::MAX_PLAYERS;
use strata_core::games::stratum::Setup;
use strata_core::games::{strata5::Strata5, strata7::Strata7, stratum::Stratum};
use strata_core::{Bot, Budget, Rng, SearchControl, ai};

/// `medium` without the exact endgame search: with no clock to stop it, that search would
/// spend its whole node budget on every move, and the labels come from the game's end anyway.
fn self_play_settings() -> ai::mcts::Settings {
    ai::mcts::Settings { endgame_tenths: 0, ..ai::mcts::Settings::of(Bot::Medium) }
}

/// Plies played at random before the bots take over.
const RANDOM_PLIES: usize = 6;
/// A game still running after this many plies is left out (no result to learn from).
const MAX_PLIES: usize = 600;

/// The positions of one self-play game, then each seat's share of its result.
fn play_one<G: Features>(start: &G, iterations: u64, seed: u64) -> (Vec<G>, Vec<f64>) {
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
            seen.push(game.clone());
        }
        let mv = if ply < RANDOM_PLIES {
            game.legal_moves(&mut moves);
            rng.choose(&moves).cloned()
        } else {
            let budget = Budget::Iterations(iterations);
            ai::mcts::think(&game, self_play_settings(), budget, rng.next_u64(), &control)
                .and_then(|t| t.mv.parse::<G::Move>().ok())
        };
        let Some(mv) = mv else { break };
        game.play_unchecked(&mv);
    }
    let Some(outcome) = game.outcome() else { return (Vec::new(), Vec::new()) };
    let players = game.player_count();
    (seen, strata_core::game::rewards(&outcome, players)[..players].to_vec())
}

fn fit<G: Features>(start: G, games: u64, iterations: u64, seed: u64) {
    let (mut train, mut test) = (Vec::new(), Vec::new());
    // The evaluation in use, scored on the held-out positions.
    let mut old_loss = 0.0;
    for g in 0..games {
        let (positions, result) = play_one(&start, iterations, seed ^ g.wrapping_mul(0x9E37_79B9));
        eprintln!("game {}/{games}: {} positions", g + 1, positions.len());
        for position in positions {
            let sample: SeatSample = (position.seat_features(), result.clone());
            if g % 5 == 0 {
                let in_use = position.evaluate().unwrap_or([0.5; MAX_PLAYERS]);
                old_loss += cross_entropy(&in_use, &result);
                test.push(sample);
            } else {
                train.push(sample);
            }
        }
    }
    let weights = seat_fit(&train, G::NAMES.len(), 1e-3);
    eprintln!("samples: {} to fit, {} held out", train.len(), test.len());
    eprintln!(
        "held-out log loss: evaluation in use {:.4}, fit {:.4}, coin toss {:.4}",
        old_loss / test.len().max(1) as f64,
        seat_log_loss(&weights, &test),
        (start.player_count() as f64).ln()
    );
    for (name, w) in G::NAMES.iter().zip(&weights) {
        eprintln!("  {name:>28}: {w:+.4}");
    }
    let rounded: Vec<String> = weights.iter().map(|w| format!("{w:.4}")).collect();
    println!("[{}]", rounded.join(", "));
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
        Some(name @ ("stratum3" | "stratum4")) => {
            let players = if name == "stratum3" { 3 } else { 4 };
            let setup = Setup { players, ..Setup::default() };
            let start = Stratum::from_setup(&setup).unwrap_or_else(|e| unreachable!("{e}"));
            fit(start, games, iterations, seed)
        }
        _ => {
            eprintln!(
                "usage: fit_eval strata5|strata7|stratum|stratum3|stratum4 [GAMES [ITERATIONS [SEED]]]"
            );
            std::process::exit(2)
        }
    }
}
