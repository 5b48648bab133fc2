//! Soak: many random games per game through the conformance suite's invariants, and games of
//! the Easy bot against itself. Outside the default run:
//!
//! ```text
//! cargo test -p strata-core --release --test soak -- --ignored --nocapture soak
//! ```
//!
//! `STRATA_SOAK_GAMES` (default 100,000) random games per game, `STRATA_SOAK_AI_GAMES`
//! (default 1,000) bot games per game with `STRATA_SOAK_AI_ITERATIONS` (default 300) search
//! iterations a move: an iteration budget, not Easy's 150 ms, so the run is deterministic and
//! does not take days. Every failure names its seed.

use std::time::Instant;

use strata_core::conformance::check_random_games;
use strata_core::games::strata5::{Setup as Strata5Setup, Strata5};
use strata_core::games::strata7::Strata7;
use strata_core::games::stratego::{Setup as StrategoSetup, Stratego};
use strata_core::games::stratum::{Setup as StratumSetup, Stratum};
use strata_core::{AnyGame, Bot, Budget, GameId, GameOptions, GameSetup, Player, SearchControl};

fn env_count(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(text) => {
            text.trim().parse().unwrap_or_else(|_| panic!("{name}={text:?} is not a count"))
        }
        Err(_) => default,
    }
}

fn random_games() -> u64 {
    env_count("STRATA_SOAK_GAMES", 100_000)
}

/// Runs `f` and prints how long it took.
fn timed(what: &str, count: u64, f: impl FnOnce()) {
    let started = Instant::now();
    f();
    eprintln!("soak: {what}: {count} games in {:.1} s", started.elapsed().as_secs_f64());
}

// Whole games (a ply cap far above any game's length) so that every way of ending is met. The
// seeds continue after the unit tests' first thousand.

#[test]
#[ignore = "soak: long"]
fn soak_strata5_random_games() {
    let games = random_games();
    timed("strata5 random", games, || {
        check_random_games(
            games,
            2_000,
            |seed| {
                let seed = seed + 1_000;
                let setup = Strata5Setup {
                    size: 6 + (seed % 7) as u8,
                    first: Player((seed / 7 % 2) as u8),
                };
                Strata5::from_setup(&setup).expect("valid setup")
            },
            |_| Vec::new(),
        );
    });
}

#[test]
#[ignore = "soak: long"]
fn soak_stratum_random_games() {
    let games = random_games();
    timed("stratum random", games, || {
        check_random_games(
            games,
            2_000,
            |seed| {
                let players = 2 + (seed % 3) as u8;
                let setup = StratumSetup {
                    size: if seed / 3 % 2 == 0 { 5 } else { 6 },
                    players,
                    first: Player((seed / 6 % u64::from(players)) as u8),
                };
                Stratum::from_setup(&setup).expect("valid setup")
            },
            |_| Vec::new(),
        );
    });
}

#[test]
#[ignore = "soak: long"]
fn soak_strata7_random_games() {
    let games = random_games();
    let start = Strata7::new();
    timed("strata7 random", games, || {
        check_random_games(games, 5_000, |_| start.clone(), |_| Vec::new());
    });
}

#[test]
#[ignore = "soak: long"]
fn soak_stratego_random_games() {
    let games = random_games();
    timed("stratego random", games, || {
        check_random_games(
            games,
            5_000,
            |seed| {
                let mut setup = StrategoSetup::from_seed(seed + 1_000);
                setup.repetition_limit = if seed % 4 == 1 { 3 } else { 5 };
                setup.more_squares = seed % 4 == 2;
                Stratego::from_setup(&setup).expect("random setups are valid")
            },
            |_| Vec::new(),
        );
    });
}

// ----- the Easy bot against itself ------------------------------------------------------------

/// Plays `games` games of the Easy bot in every seat from `start(seed)`: every move it chooses
/// is legal, and every game ends within `max_plies`.
fn bot_games(game: GameId, max_plies: usize, start: impl Fn(u64) -> Box<dyn AnyGame>) {
    let games = env_count("STRATA_SOAK_AI_GAMES", 1_000);
    let budget = Budget::Iterations(env_count("STRATA_SOAK_AI_ITERATIONS", 300));
    timed(&format!("{game} easy vs easy"), games, || {
        for seed in 0..games {
            let mut position = start(seed);
            let mut ply = 0;
            while position.to_move().is_some() {
                assert!(ply < max_plies, "seed {seed}: no end after {max_plies} plies");
                let control = SearchControl::new();
                let thought = position
                    .think(Bot::Easy, budget, seed * 10_007 + ply as u64, &control)
                    .unwrap_or_else(|| panic!("seed {seed}, ply {ply}: no move in a live game"));
                let legal = position.legal_move_tokens();
                assert!(
                    legal.binary_search(&thought.mv).is_ok(),
                    "seed {seed}, ply {ply}: the bot chose {} (not legal)",
                    thought.mv
                );
                position
                    .play_token(&thought.mv)
                    .unwrap_or_else(|e| panic!("seed {seed}, ply {ply}: {}: {e}", thought.mv));
                ply += 1;
            }
            assert!(position.outcome().is_some(), "seed {seed}: over without an outcome");
        }
    });
}

fn start(game: GameId, options: GameOptions) -> Box<dyn AnyGame> {
    GameSetup::from_options(game, &options).and_then(|s| s.start()).expect("valid options")
}

#[test]
#[ignore = "soak: long"]
fn soak_strata5_easy_bot_games() {
    bot_games(GameId::Strata5, 2_000, |seed| {
        start(
            GameId::Strata5,
            GameOptions { size: Some(6 + (seed % 7) as u32), ..GameOptions::default() },
        )
    });
}

#[test]
#[ignore = "soak: long"]
fn soak_stratum_easy_bot_games() {
    bot_games(GameId::Stratum, 2_000, |seed| {
        let players = Some(2 + (seed % 3) as u32);
        start(GameId::Stratum, GameOptions { players, ..GameOptions::default() })
    });
}

#[test]
#[ignore = "soak: long"]
fn soak_strata7_easy_bot_games() {
    bot_games(GameId::Strata7, 5_000, |_| start(GameId::Strata7, GameOptions::default()));
}

#[test]
#[ignore = "soak: long"]
fn soak_stratego_easy_bot_games() {
    bot_games(GameId::Stratego, 5_000, |seed| {
        start(GameId::Stratego, GameOptions { seed: Some(seed), ..GameOptions::default() })
    });
}
