//! The `strata` command line (`assets/docs/command-line.md`): play, perft, think, arena, review,
//! bench, rules, open.
//!
//! Every failure ends in [`Failure`], which `main` turns into the contract's exit code: 2 with a
//! JSON error for a refused move, 1 with a one-line message for anything else.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand};
use serde::Serialize;
use serde::ser::SerializeMap;
use strata_core::game::rewards;
use strata_core::review::{Depth, Verdict};
use strata_core::save::{SaveFile, write_atomic};
use strata_core::session::Session;
use strata_core::{
    AnyGame, Bot, Budget, GameId, GameOptions, GameSetup, IllegalMove, Outcome, Player, Rng,
    SearchControl, Thought,
};

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
    /// The AI's choice for the player to move, with its top candidates, as JSON.
    Think(ThinkArgs),
    /// For a learner: the moves that win at once and those that hand the opponent a win at
    /// once, as JSON (not Stratego).
    Hint(PositionArgs),
    /// Play bots against each other, alternating seats; print results and win rates.
    Arena(ArenaArgs),
    /// The AI's verdict on every move of a saved game (best, good, inaccuracy, mistake, blunder).
    Review(ReviewArgs),
    /// Random-playout and AI search throughput for each game (or one).
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

/// Which position a command works on: a new game (with its options) or a saved one, then
/// moves played from there.
#[derive(Args, Debug)]
pub struct PositionArgs {
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
    /// Start from a position, written as position text (needs GAME; no game options).
    #[arg(
        long = "position",
        value_name = "TEXT",
        conflicts_with = "load",
        allow_hyphen_values = true
    )]
    pub start: Option<String>,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Write the resulting game to a save file.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Add the position text of the resulting position to the JSON (`"position"`).
    #[arg(long)]
    pub print_position: bool,
}

#[derive(Args, Debug)]
pub struct ThinkArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// random, greedy, easy, medium, hard or uct.
    #[arg(long, default_value = "medium")]
    pub bot: String,
    /// Seed of the bot's random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub bot_seed: u64,
    /// Thinking time in milliseconds (instead of the bot's own).
    #[arg(long, value_name = "T", conflicts_with = "iterations")]
    pub ms: Option<u64>,
    /// Search iterations (instead of the bot's own time): the same answer on every run.
    #[arg(long, value_name = "N")]
    pub iterations: Option<u64>,
}

#[derive(Args, Debug)]
pub struct ArenaArgs {
    pub game: String,
    /// Comma-separated bot names, one per seat (e.g. medium,random).
    #[arg(long, value_delimiter = ',', required = true)]
    pub bots: Vec<String>,
    /// Number of games to play.
    #[arg(long)]
    pub games: u32,
    /// Every bot's thinking time is multiplied by this.
    #[arg(long, value_name = "F", default_value_t = 1.0)]
    pub time_scale: f64,
    /// Print the results as JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub options: OptionArgs,
}

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The saved game to review.
    pub file: PathBuf,
    /// Print the review as JSON.
    #[arg(long)]
    pub json: bool,
    /// quick or thorough.
    #[arg(long, default_value = "quick")]
    pub depth: String,
    /// Seed of the search: the same file, depth and seed give the same review.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
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
        Command::Think(args) => think(args),
        Command::Hint(args) => hint(&args),
        Command::Arena(args) => arena(args),
        Command::Review(args) => review(args),
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

/// The game a command starts from: a new game, a position or a loaded file, then `moves`
/// played in order through the same [`Session`] the app plays with (a refused move is the
/// contract's exit 2). Returns the game as a save file (a loaded file's own fields kept) and
/// its session.
fn position(args: &PositionArgs) -> Result<(SaveFile, Session), Failure> {
    let PositionArgs { game, options, moves, load, start } = args;
    let (file, mut session) = match (load, game, start) {
        (None, Some(game), Some(text)) => {
            if !options.is_empty() {
                return Err("game options cannot be combined with --position: the position text \
                            sets them"
                    .to_string()
                    .into());
            }
            let session = Session::from_position(game_id(game)?, text, Vec::new())
                .map_err(|e| e.to_string())?;
            (None, session)
        }
        (Some(path), game, _) => {
            if !options.is_empty() {
                return Err("game options cannot be combined with --load: the file sets them"
                    .to_string()
                    .into());
            }
            let (save, session) = Session::open(path).map_err(|e| e.to_string())?;
            if let Some(game) = game
                && game_id(game)? != save.game
            {
                return Err(
                    format!("{} holds a {} game, not {game}", path.display(), save.game).into()
                );
            }
            (Some(save), session)
        }
        (None, Some(game), None) => (None, Session::new(setup(game, options)?, Vec::new())?),
        (None, None, _) => {
            return Err("name a game (strata5, stratum, strata7, stratego) or --load a file"
                .to_string()
                .into());
        }
    };
    for (index, token) in moves.as_deref().unwrap_or("").split_whitespace().enumerate() {
        session.play(token).map_err(|e| Failure::Move(move_error_json(index, token, &e)))?;
    }
    let played = session.to_save();
    let record = match file {
        // Its title, description, creation time and review stay; the moves are the session's.
        Some(file) => SaveFile { moves: played.moves, agreement: played.agreement, ..file },
        None => played,
    };
    Ok((record, session))
}

fn play(args: PlayArgs) -> Result<String, Failure> {
    let (record, session) = position(&args.position)?;
    if let Some(path) = &args.save {
        let text = record.resaved().to_ron();
        write_atomic(path, text.as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let game = session.position();
    let position = args.print_position.then(|| game.position_text());
    Ok(state_json(game, session.moves().len(), position) + "\n")
}

/// The output of `strata review --json` (`assets/docs/command-line.md`).
#[derive(Serialize)]
struct ReviewJson<'a> {
    game: &'static str,
    depth: Depth,
    seed: u64,
    full_information: bool,
    players: &'a [&'static str],
    moves: Vec<ReviewMoveJson<'a>>,
    win_rates: &'a [Vec<f64>],
}

#[derive(Serialize)]
struct ReviewMoveJson<'a> {
    ply: usize,
    player: &'static str,
    #[serde(rename = "move")]
    mv: &'a str,
    before: f64,
    after: f64,
    drop: f64,
    verdict: Verdict,
    best: &'a str,
    missed_win: bool,
}

fn review(args: ReviewArgs) -> Result<String, Failure> {
    let depth: Depth = args.depth.parse()?;
    let (save, session) = Session::open(&args.file).map_err(|e| e.to_string())?;
    let shown = args.file.display();
    // A review saved in the file for these moves, depth and seed is the same one: reuse it.
    let saved = save.current_review().filter(|r| r.depth == depth && r.seed == args.seed);
    let review = match saved {
        Some(review) => review.clone(),
        None => {
            let mut report = |done: usize, total: usize| {
                eprint!("\rreviewing {shown}: position {done}/{total}   ");
            };
            let review = strata_core::review::review(
                &session,
                depth,
                args.seed,
                &SearchControl::new(),
                &mut report,
            )
            .map_err(|_| "the review was cancelled".to_string())?;
            eprint!("\r{:70}\r", "");
            review
        }
    };
    let game = session.position();
    let names = game.player_names();
    let name = |p: Player| names.get(p.index()).copied().unwrap_or("?");
    if args.json {
        let out = ReviewJson {
            game: game.id().id(),
            depth: review.depth,
            seed: review.seed,
            full_information: review.full_information,
            players: names,
            moves: review
                .moves
                .iter()
                .enumerate()
                .map(|(i, m)| ReviewMoveJson {
                    ply: i + 1,
                    player: name(m.mover),
                    mv: &m.mv,
                    before: m.before,
                    after: m.after,
                    drop: m.drop,
                    verdict: m.verdict,
                    best: &m.best,
                    missed_win: m.missed_win,
                })
                .collect(),
            win_rates: &review.win_rates,
        };
        return Ok(serde_json::to_string(&out).expect("review output serializes") + "\n");
    }
    let mut out = format!(
        "{}: {} moves, {} review ({} search iterations per position), seed {}\n",
        game.id(),
        review.moves.len(),
        review.depth,
        review.depth.iterations(),
        review.seed
    );
    if review.full_information {
        out.push_str(
            "Full information: the game is over, so both armies were known to the review.\n",
        );
    }
    let _ = writeln!(
        out,
        "{:>4}  {:<11} {:<22} {:>6} {:>6} {:>5}  {:<12} better",
        "ply", "player", "move", "before", "after", "drop", "verdict"
    );
    for (i, m) in review.moves.iter().enumerate() {
        let better = if m.verdict == Verdict::Best {
            String::new()
        } else if m.missed_win {
            format!("{} (wins at once)", m.best)
        } else {
            m.best.clone()
        };
        let _ = writeln!(
            out,
            "{:>4}  {:<11} {:<22} {:>5.0}% {:>5.0}% {:>5.0}  {:<12} {better}",
            i + 1,
            name(m.mover),
            format!("{}{}", m.mv, m.verdict.symbol()),
            m.before * 100.0,
            m.after * 100.0,
            m.drop * 100.0,
            m.verdict.name(),
        );
    }
    for (p, counts) in review.counts(names.len()).iter().enumerate() {
        let _ = writeln!(
            out,
            "{}: {} inaccuracies, {} mistakes, {} blunders",
            names[p],
            counts[Verdict::Inaccuracy as usize],
            counts[Verdict::Mistake as usize],
            counts[Verdict::Blunder as usize]
        );
    }
    Ok(out)
}

/// The output of `strata think` (`assets/docs/command-line.md`), keys in the documented order.
#[derive(Serialize)]
struct ThinkJson<'a> {
    game: &'static str,
    to_move: &'static str,
    bot: &'static str,
    #[serde(rename = "move")]
    mv: &'a str,
    candidates: Vec<CandidateJson<'a>>,
    iterations: u64,
    ms: u64,
}

#[derive(Serialize)]
struct CandidateJson<'a> {
    #[serde(rename = "move")]
    mv: &'a str,
    visits: u64,
    win_rate: f64,
}

fn think(args: ThinkArgs) -> Result<String, Failure> {
    let bot: Bot = args.bot.parse()?;
    let (_, session) = position(&args.position)?;
    let game = session.position();
    let Some(mover) = game.to_move() else {
        return Err("the game is over: there is no move to think about".to_string().into());
    };
    let budget = match (args.ms, args.iterations) {
        (Some(ms), _) => Budget::Time(Duration::from_millis(ms)),
        (None, Some(n)) => Budget::Iterations(n),
        (None, None) => bot.default_budget(),
    };
    let began = Instant::now();
    let thought = game
        .think(bot, budget, args.bot_seed, &SearchControl::new())
        .ok_or_else(|| "the game is over: there is no move to think about".to_string())?;
    let ms = began.elapsed().as_millis() as u64;
    let out = ThinkJson {
        game: game.id().id(),
        to_move: game.player_names()[mover.index()],
        bot: bot.name(),
        mv: &thought.mv,
        candidates: thought
            .candidates
            .iter()
            .map(|c| CandidateJson {
                mv: &c.mv,
                visits: c.visits,
                win_rate: (c.win_rate * 1000.0).round() / 1000.0,
            })
            .collect(),
        iterations: thought.iterations,
        ms,
    };
    Ok(serde_json::to_string(&out).expect("think output serializes") + "\n")
}

/// The output of `strata hint` (`assets/docs/command-line.md`).
#[derive(Serialize)]
struct HintJson<'a> {
    game: &'static str,
    to_move: &'static str,
    wins: &'a [String],
    blunders: Vec<BlunderJson<'a>>,
}

#[derive(Serialize)]
struct BlunderJson<'a> {
    #[serde(rename = "move")]
    mv: &'a str,
    reply: &'a str,
}

fn hint(args: &PositionArgs) -> Result<String, Failure> {
    let (_, session) = position(args)?;
    let game = session.position();
    if game.hides_information() {
        let text = format!("hint does not cover {}: its hidden pieces decide what wins", game.id());
        return Err(text.into());
    }
    let Some(mover) = game.to_move() else {
        return Err("the game is over: there is no move to hint at".to_string().into());
    };
    let hints = strata_core::hints::hints(game).ok_or("the game is over".to_string())?;
    let out = HintJson {
        game: game.id().id(),
        to_move: game.player_names()[mover.index()],
        wins: &hints.wins,
        blunders: hints
            .blunders
            .iter()
            .map(|b| BlunderJson { mv: &b.mv, reply: &b.reply })
            .collect(),
    };
    Ok(serde_json::to_string(&out).expect("hint output serializes") + "\n")
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
    /// Only with `--print-position`.
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<String>,
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

/// The state object of `strata play` (`assets/docs/command-line.md`), with the position text
/// last when it is given.
pub fn state_json(game: &dyn AnyGame, ply: usize, position: Option<String>) -> String {
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
        position,
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
        let control = SearchControl::new();
        let bot = Bot::Medium;
        let began = Instant::now();
        let thought = start.think(bot, Budget::Time(Duration::from_secs(2)), 1, &control);
        let secs = began.elapsed().as_secs_f64();
        let iterations = thought.map_or(0, |t| t.iterations);
        let _ = writeln!(
            out,
            "{id}: {:.0} AI iterations/s ({bot} bot from the start, {iterations} iterations in {secs:.1} s)",
            iterations as f64 / secs
        );
    }
    Ok(out)
}

/// Random moves that open each arena game (Stratego's openings are its random setups).
fn opening_plies(game: GameId) -> usize {
    match game {
        GameId::Stratego => 0,
        GameId::Strata5 | GameId::Stratum | GameId::Strata7 => 2,
    }
}

/// A game longer than this (in moves) is stopped and counted as a draw; no rules engine lets
/// a game run this long, so it only guards against a bug.
const ARENA_MAX_PLIES: usize = 20_000;

/// One bot's line of the arena's results (`assets/docs/command-line.md`, keys in that order).
#[derive(Serialize)]
struct ArenaRow {
    bot: &'static str,
    wins: u32,
    draws: u32,
    losses: u32,
    score: f64,
    ci95: [f64; 2],
    ms_per_move: f64,
}

#[derive(Serialize)]
struct ArenaJson {
    game: &'static str,
    games: u32,
    seed: u64,
    time_scale: f64,
    bots: Vec<ArenaRow>,
}

/// Running totals of one bot (by its place in `--bots`).
#[derive(Default, Clone)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    score: f64,
    moves: u64,
    think_time: Duration,
}

fn round_to(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (x * f).round() / f
}

fn arena(args: ArenaArgs) -> Result<String, Failure> {
    let id = game_id(&args.game)?;
    let seed = args.options.seed.unwrap_or(1);
    let bots = args.bots.iter().map(|b| b.parse::<Bot>()).collect::<Result<Vec<Bot>, String>>()?;
    if args.games == 0 {
        return Err("--games must be at least 1".to_string().into());
    }
    if !(args.time_scale.is_finite() && args.time_scale > 0.0) {
        return Err("--time-scale must be a positive number".to_string().into());
    }
    // The seed is the arena's: Stratego draws each opening's setups from it (unless both are
    // given); the other games take no seed.
    let mut options = args.options.game_options();
    let random_setups = id == GameId::Stratego && options.red_setup.is_none();
    if id != GameId::Stratego {
        options.seed = None;
    }
    let start = GameSetup::from_options(id, &options)?.start()?;
    let seats = start.player_names().len();
    if bots.len() != seats {
        return Err(format!("{id} with these options has {seats} seats: give {seats} bots").into());
    }
    let mut tally = vec![Tally::default(); seats];
    let control = SearchControl::new();
    for g in 0..args.games as usize {
        // Each opening is played `seats` times in a row, the bots rotating through the seats.
        let opening = (g / seats) as u64;
        let mut rng = Rng::seed(seed ^ opening.wrapping_mul(0xA076_1D64_78BD_642F));
        let mut game = if random_setups {
            options.seed = Some(rng.next_u64());
            GameSetup::from_options(id, &options)?.start()?
        } else {
            start.clone()
        };
        for _ in 0..opening_plies(id) {
            let moves = game.legal_move_tokens();
            let Some(token) = rng.choose(&moves) else { break };
            game.play_token(token).map_err(|e| e.to_string())?;
        }
        let bot_at = |seat: usize| (seat + g) % seats;
        let mut ply = 0;
        while let Some(mover) = game.to_move() {
            if ply >= ARENA_MAX_PLIES {
                break;
            }
            let which = bot_at(mover.index());
            let bot = bots[which];
            let bot_seed = seed ^ ((g as u64) << 32) ^ ply as u64;
            let began = Instant::now();
            let thought: Option<Thought> =
                game.think(bot, bot.default_budget().scaled(args.time_scale), bot_seed, &control);
            tally[which].think_time += began.elapsed();
            tally[which].moves += 1;
            let Some(thought) = thought else { break };
            game.play_token(&thought.mv)
                .map_err(|e| format!("{bot} chose an illegal move {}: {e}", thought.mv))?;
            ply += 1;
        }
        let outcome = game.outcome().unwrap_or(Outcome::Draw);
        let values = rewards(&outcome, seats);
        for seat in 0..seats {
            let t = &mut tally[bot_at(seat)];
            t.score += values[seat];
            match &outcome {
                Outcome::Draw => t.draws += 1,
                Outcome::Won(w) if w.iter().any(|p| p.index() == seat) => t.wins += 1,
                Outcome::Won(_) => t.losses += 1,
            }
        }
        let scores: Vec<String> =
            bots.iter().zip(&tally).map(|(b, t)| format!("{b} {:.1}", t.score)).collect();
        eprint!("\r{id}: game {}/{}: {}   ", g + 1, args.games, scores.join(", "));
    }
    eprint!("\r{:60}\r", "");
    let n = f64::from(args.games);
    let rows: Vec<ArenaRow> = bots
        .iter()
        .zip(&tally)
        .map(|(bot, t)| {
            let (score, low, high) = wilson(t.score, n);
            ArenaRow {
                bot: bot.name(),
                wins: t.wins,
                draws: t.draws,
                losses: t.losses,
                score: round_to(score, 3),
                ci95: [round_to(low, 3), round_to(high, 3)],
                ms_per_move: round_to(
                    t.think_time.as_secs_f64() * 1000.0 / t.moves.max(1) as f64,
                    2,
                ),
            }
        })
        .collect();
    if args.json {
        let out = ArenaJson {
            game: id.id(),
            games: args.games,
            seed,
            time_scale: args.time_scale,
            bots: rows,
        };
        return Ok(serde_json::to_string(&out).expect("arena output serializes") + "\n");
    }
    let mut out = format!(
        "{id}: {} games, seed {seed}, time scale {}, seats rotate every game\n",
        args.games, args.time_scale
    );
    let _ = writeln!(
        out,
        "{:<4} {:<8} {:>6} {:>6} {:>6}  {:>6}  {:<13}  {:>10}",
        "seat", "bot", "wins", "draws", "losses", "score", "95% interval", "ms/move"
    );
    for (i, row) in rows.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:<4} {:<8} {:>6} {:>6} {:>6}  {:>6.3}  {:.3}..{:.3}   {:>10.2}",
            i + 1,
            row.bot,
            row.wins,
            row.draws,
            row.losses,
            row.score,
            row.ci95[0],
            row.ci95[1],
            row.ms_per_move,
        );
    }
    Ok(out)
}

/// A mean score per game (each game worth 0 to 1) with its 95% Wilson interval.
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
