//! How often each level errs, and how badly, by the app's own thorough review (issue 52: Easy
//! must err like a person, by a little and now and then, not like random moves, and never throw
//! a won game away in one move).
//!
//! `cargo run --release -p strata-core --example level_mistakes -- GAME [GAMES [SEED [LEVELS]]]`
//!
//! For each level (default `random,greedy,easy,medium`), GAMES games (default 10) of that level
//! against `greedy`, seats alternating, each level at its own time; every move of the measured
//! level is then judged by `review` at the thorough depth (the verdicts a player sees in the
//! app's review: a drop in the mover's win rate of 0.05 is an inaccuracy, 0.10 a mistake, 0.15 a
//! blunder). `greedy` as the opponent answers at once, so the time goes to the level measured;
//! it also leads to many won positions, where a level must not let the win go.
//!
//! A "won game let go" is a move from a position the review rates at least 0.85 for its mover
//! to one it rates at most 0.5. Games: `strata5`, `stratum` (two players), `strata7`,
//! `stratego` (reviewed with both armies known, as the app reviews a finished game).

use strata_core::AnyGame;
use strata_core::game::{GameId, Played};
use strata_core::games::{GameOptions, GameSetup};
use strata_core::review::{self, Depth, Record};
use strata_core::{Bot, Rng, SearchControl};

/// Random moves that open each game, so that the games differ.
const OPENING_PLIES: usize = 2;
/// A game longer than this is cut (Stratego between weak bots can wander).
const MAX_PLIES: usize = 400;
/// The review's rating of a won position, and of one no longer won.
const WON: f64 = 0.85;
const LET_GO: f64 = 0.5;

/// One game as the review reads it.
struct Game {
    moves: Vec<Played>,
    positions: Vec<Box<dyn AnyGame>>,
}

impl Record for Game {
    fn moves(&self) -> &[Played] {
        &self.moves
    }
    fn position_at(&self, ply: usize) -> &dyn AnyGame {
        self.positions[ply].as_ref()
    }
}

/// Plays `level` against `greedy`, `level` in seat `seat`; the game and the measured seat's
/// plies (after the opening).
fn play(
    setup: &GameSetup,
    level: Bot,
    seat: usize,
    seed: u64,
) -> Result<(Game, Vec<usize>), String> {
    let mut rng = Rng::seed(seed);
    let mut game = setup.start()?;
    let mut record = Game { moves: Vec::new(), positions: vec![game.clone_box()] };
    let mut measured = Vec::new();
    let control = SearchControl::new();
    while let Some(mover) = game.to_move() {
        let ply = record.moves.len();
        if ply >= MAX_PLIES {
            break;
        }
        let token = if ply < OPENING_PLIES {
            let moves = game.legal_move_tokens();
            rng.choose(&moves).cloned().ok_or("no legal move")?
        } else {
            let bot = if mover.index() == seat { level } else { Bot::Greedy };
            if mover.index() == seat {
                measured.push(ply);
            }
            let thought = game.think(bot, bot.default_budget(), rng.next_u64(), &control);
            thought.ok_or("the bot found no move")?.mv
        };
        let played = game.play_token(&token).map_err(|e| e.to_string())?;
        record.moves.push(played);
        record.positions.push(game.clone_box());
    }
    Ok((record, measured))
}

/// What the review said of one level's moves.
#[derive(Default)]
struct Tally {
    /// Moves per verdict, in the order of `Verdict::ALL`.
    verdicts: [usize; 5],
    missed_wins: usize,
    let_go: usize,
    moves: usize,
}

/// The review's verdicts on the level's moves over `games` games. Stratego's two armies are
/// drawn from each game's seed.
fn measure(id: GameId, level: Bot, games: u64, seed: u64) -> Result<Tally, String> {
    let mut tally = Tally::default();
    let control = SearchControl::new();
    for g in 0..games {
        let game_seed = seed ^ g.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let options = GameOptions {
            seed: (id == GameId::Stratego).then_some(game_seed),
            ..GameOptions::default()
        };
        let setup = GameSetup::from_options(id, &options)?;
        let (game, measured) = play(&setup, level, (g % 2) as usize, game_seed)?;
        let judged = review::review(&game, Depth::Thorough, game_seed, &control, &mut |_, _| {})
            .map_err(|_| "review cancelled")?;
        for &ply in &measured {
            let m = &judged.moves[ply];
            tally.verdicts[m.verdict as usize] += 1;
            tally.missed_wins += usize::from(m.missed_win);
            tally.let_go += usize::from(m.before >= WON && m.after <= LET_GO);
        }
        tally.moves += measured.len();
        eprintln!("{} game {}/{games}: {} moves judged", level.name(), g + 1, measured.len());
    }
    Ok(tally)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: level_mistakes strata5|stratum|strata7|stratego [GAMES [SEED [LEVELS]]]";
    let Some(id) = args.first().and_then(|a| a.parse::<GameId>().ok()) else {
        eprintln!("{usage}");
        std::process::exit(2)
    };
    let number = |i: usize, default: u64| match args.get(i).map(|a| a.parse::<u64>()) {
        None => default,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            eprintln!("not a number: {}\n{usage}", args[i]);
            std::process::exit(2)
        }
    };
    let (games, seed) = (number(1, 10), number(2, 1));
    let levels: Result<Vec<Bot>, String> = args
        .get(3)
        .map_or("random,greedy,easy,medium", String::as_str)
        .split(',')
        .map(str::parse)
        .collect();
    let levels = levels.unwrap_or_else(|e| {
        eprintln!("{e}\n{usage}");
        std::process::exit(2)
    });
    println!(
        "| Level | Moves | Best | Good | Inaccuracy | Mistake | Blunder | Win in one missed | Won game let go |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for level in levels {
        match measure(id, level, games, seed) {
            Ok(t) => {
                let share = |n: usize| format!("{:.1}%", 100.0 * n as f64 / t.moves.max(1) as f64);
                let verdicts: Vec<String> = t.verdicts.iter().map(|&n| share(n)).collect();
                println!(
                    "| {} | {} | {} | {} | {} |",
                    level.name(),
                    t.moves,
                    verdicts.join(" | "),
                    t.missed_wins,
                    t.let_go
                );
            }
            Err(e) => {
                eprintln!("{}: {e}", level.name());
                std::process::exit(1)
            }
        }
    }
}
