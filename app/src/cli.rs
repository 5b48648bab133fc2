//! The `strata` command line (`assets/docs/command-line.md`): play, perft, arena, bench, rules,
//! open.
//!
//! Every failure ends in [`Failure`], which `main` turns into the contract's exit code: 2 with a
//! JSON error for a refused move, 1 with a one-line message for anything else.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand};
use serde::Serialize;
use serde::ser::SerializeMap;
use strata_core::save::{SaveFile, Seat, write_atomic};
use strata_core::session::Session;
use strata_core::{AnyGame, GameId, GameOptions, GameSetup, IllegalMove, Outcome, Rng};

#[derive(Parser, Debug)]
#[command(
    name = "strata",
    version,
    about = "Strata 5, Stratum, Strata 7 and Stratego (classic rules): play on the desktop, or from the command line",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A saved game to open in the app.
    pub file: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Start a game (or load one), play moves, print the state as JSON.
    Play(PlayArgs),
    /// Count the move sequences of a given length from the start.
    Perft {
        game: String,
        depth: u32,
        #[command(flatten)]
        options: OptionArgs,
    },
    /// Play bots against each other, alternating seats; print results and win rates.
    Arena(ArenaArgs),
    /// Random-playout throughput for each game (or one).
    Bench { game: Option<String> },
    /// Print the rules of a game as Strata plays them, or one rule by its ID.
    Rules {
        game: String,
        /// A rule ID such as S5-P4.
        rule: Option<String>,
    },
    /// Open a saved game in the app.
    Open { file: PathBuf },
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// strata5, stratum, strata7 or stratego (not needed with --load).
    pub game: Option<String>,
    #[command(flatten)]
    pub options: OptionArgs,
    /// Moves to play, in notation, separated by spaces.
    #[arg(long)]
    pub moves: Option<String>,
    /// Start from a saved game.
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Write the resulting game to a save file.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct ArenaArgs {
    pub game: String,
    /// Comma-separated bot names, one per seat (e.g. random,random).
    #[arg(long, value_delimiter = ',', required = true)]
    pub bots: Vec<String>,
    /// Number of games to play.
    #[arg(long)]
    pub games: u32,
    /// Print the results as JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub options: OptionArgs,
}

/// Game options (`assets/docs/command-line.md`); each game refuses those that do not apply.
#[derive(Args, Debug, Default)]
pub struct OptionArgs {
    /// Board size: strata5 6..=12, stratum 5 or 6 cells per side.
    #[arg(long)]
    pub size: Option<u32>,
    /// Number of players (stratum: 2, 3 or 4).
    #[arg(long)]
    pub players: Option<u32>,
    /// Who moves first, by player name (strata5, stratum).
    #[arg(long, value_name = "PLAYER")]
    pub first: Option<String>,
    /// Red's setup string (stratego).
    #[arg(long, value_name = "SETUP")]
    pub red_setup: Option<String>,
    /// Blue's setup string (stratego).
    #[arg(long, value_name = "SETUP")]
    pub blue_setup: Option<String>,
    /// Seed for random setups (stratego) and random bots (arena).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Two-square rule limit (stratego: 5 or 3).
    #[arg(long, value_name = "N")]
    pub repetition_limit: Option<u32>,
    /// Play with the ISF more-squares rule (stratego).
    #[arg(long)]
    pub more_squares: bool,
}

impl OptionArgs {
    fn game_options(&self) -> GameOptions {
        GameOptions {
            size: self.size,
            players: self.players,
            first: self.first.clone(),
            red_setup: self.red_setup.clone(),
            blue_setup: self.blue_setup.clone(),
            seed: self.seed,
            repetition_limit: self.repetition_limit,
            more_squares: self.more_squares,
        }
    }

    fn is_empty(&self) -> bool {
        self.game_options() == GameOptions::default()
    }
}

/// How a command failed, mapped to the contract's exit codes by `main`.
#[derive(Debug)]
pub enum Failure {
    /// A refused or unreadable move: exit code 2, this JSON on standard output.
    Move(String),
    /// Anything else: exit code 1, this one-line message on standard error.
    Message(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Message(message)
    }
}

/// Runs a subcommand; returns what to print on standard output.
pub fn run(command: Command) -> Result<String, Failure> {
    match command {
        Command::Play(args) => play(args),
        Command::Perft { game, depth, options } => {
            let setup = setup(&game, &options)?;
            Ok(format!("{}\n", setup.start()?.perft(depth)))
        }
        Command::Arena(args) => arena(args),
        Command::Bench { game } => bench(game.as_deref()),
        Command::Rules { game, rule } => rules(&game, rule.as_deref()),
        Command::Open { .. } => unreachable!("`open` starts the app"),
    }
}

fn rules(game: &str, rule: Option<&str>) -> Result<String, Failure> {
    let game = game_id(game)?;
    let Some(id) = rule else {
        return Ok(strata_app::rules::source(game).to_string());
    };
    match strata_app::rules::rules(game).all().find(|r| r.id.eq_ignore_ascii_case(id)) {
        Some(rule) => Ok(strata_app::rules::rule_text(rule)),
        None => Err(format!("{game} has no rule {id} (see `strata rules {game}` for all)").into()),
    }
}

fn game_id(name: &str) -> Result<GameId, Failure> {
    Ok(name.parse::<GameId>()?)
}

fn setup(game: &str, options: &OptionArgs) -> Result<GameSetup, Failure> {
    Ok(GameSetup::from_options(game_id(game)?, &options.game_options())?)
}

/// Reads and replays a save file; every problem is named.
pub fn load(path: &Path) -> Result<(SaveFile, Box<dyn AnyGame>), String> {
    let shown = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let save = SaveFile::parse(&text).map_err(|e| format!("{shown}: {e}"))?;
    let game =
        Session::from_save(&save).map_err(|e| format!("{shown}: {e}"))?.position().clone_box();
    Ok((save, game))
}

fn play(args: PlayArgs) -> Result<String, Failure> {
    // The game as a save file records it (start, seats, moves), next to the position itself.
    let (mut record, mut game) = match (&args.load, &args.game) {
        (Some(path), game) => {
            if !args.options.is_empty() {
                return Err("game options cannot be combined with --load: the file sets them"
                    .to_string()
                    .into());
            }
            let (save, loaded) = load(path)?;
            if let Some(game) = game
                && game_id(game)? != save.game
            {
                return Err(
                    format!("{} holds a {} game, not {game}", path.display(), save.game).into()
                );
            }
            (save, loaded)
        }
        (None, Some(game)) => {
            let setup = setup(game, &args.options)?;
            let start = setup.start()?;
            let seats = vec![Seat::Human; start.player_names().len()];
            (SaveFile::new(setup, seats, Vec::new()), start)
        }
        (None, None) => {
            return Err("name a game (strata5, stratum, strata7, stratego) or --load a file"
                .to_string()
                .into());
        }
    };
    let tokens = args.moves.as_deref().unwrap_or("").split_whitespace();
    for (index, token) in tokens.enumerate() {
        game.play_token(token).map_err(|e| Failure::Move(move_error_json(index, token, &e)))?;
        record.moves.push(token.to_string());
    }
    let ply = record.moves.len();
    if let Some(path) = &args.save {
        let text = record.resaved().to_ron();
        write_atomic(path, text.as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(state_json(game.as_ref(), ply) + "\n")
}

#[derive(Serialize)]
struct State<'a> {
    game: &'static str,
    to_move: Option<&'static str>,
    status: &'static str,
    winners: Vec<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    scores: Option<Scores>,
    ply: usize,
    legal_moves: &'a [String],
}

/// Scores keyed by player name, in turn order.
struct Scores(Vec<(&'static str, i32)>);

impl Serialize for Scores {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, score) in &self.0 {
            map.serialize_entry(name, score)?;
        }
        map.end()
    }
}

/// The state object of `strata play` (`assets/docs/command-line.md`).
pub fn state_json(game: &dyn AnyGame, ply: usize) -> String {
    let names = game.player_names();
    let outcome = game.outcome();
    let legal_moves = game.legal_move_tokens();
    let state = State {
        game: game.id().id(),
        to_move: game.to_move().map(|p| names[p.index()]),
        status: match outcome {
            None => "ongoing",
            Some(Outcome::Won(_)) => "won",
            Some(Outcome::Draw) => "draw",
        },
        winners: outcome
            .map_or(Vec::new(), |o| o.winners().iter().map(|p| names[p.index()]).collect()),
        scores: game.scores().map(|s| Scores(names.iter().copied().zip(s).collect())),
        ply,
        legal_moves: &legal_moves,
    };
    serde_json::to_string(&state).expect("state serializes")
}

fn move_error_json(index: usize, token: &str, error: &IllegalMove) -> String {
    serde_json::json!({
        "error": { "index": index, "move": token, "rule": error.rule, "message": error.message }
    })
    .to_string()
}

/// Ply cap for random playouts, so that a game that can run long still ends.
fn playout_cap(game: GameId) -> usize {
    match game {
        GameId::Stratego => 2_000,
        GameId::Strata7 => 400,
        GameId::Strata5 | GameId::Stratum => 10_000,
    }
}

fn available_games() -> Vec<(GameId, GameSetup)> {
    GameId::ALL
        .into_iter()
        .filter_map(|g| GameSetup::from_options(g, &GameOptions::default()).ok().map(|s| (g, s)))
        .collect()
}

fn bench(game: Option<&str>) -> Result<String, Failure> {
    let games = match game {
        Some(name) => {
            let id = game_id(name)?;
            vec![(id, GameSetup::from_options(id, &GameOptions::default())?)]
        }
        None => available_games(),
    };
    let mut out = String::new();
    for (id, setup) in games {
        let start = setup.start()?;
        let mut rng = Rng::seed(1);
        let (mut playouts, mut moves) = (0u64, 0u64);
        let began = Instant::now();
        while began.elapsed() < Duration::from_secs(2) {
            let mut game = start.clone();
            moves += game.random_playout(&mut rng, playout_cap(id)) as u64;
            playouts += 1;
        }
        let secs = began.elapsed().as_secs_f64();
        let _ = writeln!(
            out,
            "{id}: {:.0} playouts/s, {:.0} moves/s ({playouts} random games in {secs:.1} s, {:.1} moves per game)",
            playouts as f64 / secs,
            moves as f64 / secs,
            moves as f64 / playouts as f64
        );
    }
    Ok(out)
}

/// The bots the arena knows. The AI levels of the app join `random` when the AI exists.
const BOTS: &[&str] = &["random"];

fn arena(args: ArenaArgs) -> Result<String, Failure> {
    let id = game_id(&args.game)?;
    let seed = args.options.seed.unwrap_or(1);
    let mut options = args.options.game_options();
    if id != GameId::Stratego {
        options.seed = None; // for the bots, not the game
    }
    let setup = GameSetup::from_options(id, &options)?;
    let start = setup.start()?;
    let seats = start.player_names().len();
    if args.bots.len() != seats {
        return Err(format!("{id} with these options has {seats} seats: give {seats} bots").into());
    }
    if let Some(bad) = args.bots.iter().find(|b| !BOTS.contains(&b.as_str())) {
        return Err(format!("unknown bot '{bad}' (available: {})", BOTS.join(", ")).into());
    }
    if args.games == 0 {
        return Err("--games must be at least 1".to_string().into());
    }
    // Per bot (by its position in --bots): wins, draws, losses; seats rotate every game.
    let mut tally = vec![[0u32; 3]; seats];
    let mut rng = Rng::seed(seed);
    for g in 0..args.games as usize {
        let mut game = start.clone();
        game.random_playout(&mut rng, playout_cap(id));
        let bot_at = |seat: usize| (seat + g) % seats;
        let winners = game.outcome().map(|o| o.winners().to_vec()).unwrap_or_default();
        for seat in 0..seats {
            let column = if winners.is_empty() {
                1
            } else if winners.iter().any(|w| w.index() == seat) {
                0
            } else {
                2
            };
            tally[bot_at(seat)][column] += 1;
        }
    }
    let rows: Vec<serde_json::Value> = args
        .bots
        .iter()
        .zip(&tally)
        .map(|(bot, [w, d, l])| {
            let (rate, low, high) = wilson(*w as f64 + *d as f64 / 2.0, args.games as f64);
            serde_json::json!({"bot": bot, "wins": w, "draws": d, "losses": l,
                "win_rate": rate, "ci95": [low, high]})
        })
        .collect();
    if args.json {
        let out =
            serde_json::json!({"game": id.id(), "games": args.games, "seed": seed, "bots": rows});
        return Ok(out.to_string() + "\n");
    }
    let mut out = format!("{id}: {} games, seed {seed}, seats rotate every game\n", args.games);
    let _ = writeln!(
        out,
        "{:<4} {:<12} {:>6} {:>6} {:>6}  {:>8}  95% interval",
        "seat", "bot", "wins", "draws", "losses", "score"
    );
    for (i, row) in rows.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:<4} {:<12} {:>6} {:>6} {:>6}  {:>7.1}%  {:.1}%..{:.1}%",
            i + 1,
            row["bot"].as_str().unwrap_or("?"),
            row["wins"].as_u64().unwrap_or(0),
            row["draws"].as_u64().unwrap_or(0),
            row["losses"].as_u64().unwrap_or(0),
            row["win_rate"].as_f64().unwrap_or(0.0) * 100.0,
            row["ci95"][0].as_f64().unwrap_or(0.0) * 100.0,
            row["ci95"][1].as_f64().unwrap_or(0.0) * 100.0,
        );
    }
    Ok(out)
}

/// A score rate (draws count half) with its 95% Wilson interval.
fn wilson(score: f64, n: f64) -> (f64, f64, f64) {
    let z = 1.96;
    let p = score / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_contains_the_rate_and_narrows_with_more_games() {
        let (p, lo, hi) = wilson(5.0, 10.0);
        assert!((p - 0.5).abs() < 1e-9 && lo < 0.5 && hi > 0.5);
        let (_, lo2, hi2) = wilson(500.0, 1000.0);
        assert!(hi2 - lo2 < hi - lo);
        let (_, lo3, hi3) = wilson(0.0, 10.0);
        assert_eq!(lo3, 0.0);
        assert!(hi3 > 0.0 && hi3 < 0.4);
    }
}
