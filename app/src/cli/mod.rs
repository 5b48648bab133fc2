//! The `strata` command line (`assets/docs/command-line.md`): play, perft, think, arena, review,
//! hint, lessons, bench, rules, open, net.
//!
//! Every failure ends in [`Failure`], which `main` turns into the contract's exit code: 2 with a
//! JSON error for a refused move, 1 with a one-line message for anything else.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use serde::Serialize;
use serde::ser::SerializeMap;
use strata_core::save::{SaveFile, write_atomic};
use strata_core::session::Session;
use strata_core::{AnyGame, GameId, GameOptions, GameSetup, IllegalMove, Lang, Outcome};

mod analysis;
mod arena;
mod ladder;
mod net;

#[derive(Parser, Debug)]
#[command(
    name = "strata",
    version = concat!(env!("CARGO_PKG_VERSION"), " (commit ", env!("STRATA_COMMIT"), ")"),
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
    /// The built-in lessons and puzzles with their steps, as JSON (one game's, or all).
    Lessons {
        game: Option<String>,
        #[command(flatten)]
        lang: LangArg,
    },
    /// Random-playout and AI search throughput for each game (or one).
    Bench { game: Option<String> },
    /// Print the rules of a game as Strata plays them, or one rule by its ID.
    Rules {
        game: String,
        /// A rule ID such as S5-P4.
        rule: Option<String>,
        #[command(flatten)]
        lang: LangArg,
    },
    /// Open a saved game in the app.
    Open { file: PathBuf },
    /// Play a friend's program over the network, this side's seat played by a bot.
    #[command(subcommand)]
    Net(net::NetCommand),
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
    /// Comma-separated bot names, one per seat (e.g. medium,random); with --ladder, the levels
    /// of the ladder, weakest first (default random,greedy,easy,medium,hard).
    #[arg(long, value_delimiter = ',', required_unless_present = "ladder")]
    pub bots: Vec<String>,
    /// Number of games to play (with --ladder, for each pair of levels).
    #[arg(long)]
    pub games: u32,
    /// Every level against every other, then a rating for each level fitted to all results.
    #[arg(long)]
    pub ladder: bool,
    /// With --ladder: earlier `--ladder --json` outputs whose games count too.
    #[arg(long, value_delimiter = ',', value_name = "FILE", requires = "ladder")]
    pub pool: Vec<PathBuf>,
    /// Every bot's thinking time is multiplied by this.
    #[arg(long, value_name = "F", default_value_t = 1.0)]
    pub time_scale: f64,
    /// Print the results as JSON.
    #[arg(long)]
    pub json: bool,
    /// Another `strata` binary, whose bots play as `other:NAME` (e.g. other:medium).
    #[arg(long, value_name = "PATH")]
    pub other_bin: Option<PathBuf>,
    /// Write each game's record into this folder (stratego), for the analysis examples.
    #[arg(long, value_name = "DIR")]
    pub records: Option<PathBuf>,
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

/// The language of the texts printed (the rules, the lessons): the same IDs and answers in each.
#[derive(Args, Debug)]
pub struct LangArg {
    /// The language of the texts: en (English) or fr (French).
    #[arg(long = "lang", value_name = "LANG", default_value = "en")]
    pub code: String,
}

impl LangArg {
    /// The language asked for; an unknown code is refused in the player's words (exit 1, as
    /// an unknown game is), not with clap's usage text.
    fn lang(&self) -> Result<Lang, Failure> {
        Ok(self.code.parse::<Lang>()?)
    }
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
    /// Seed for the setups (stratego: suggested armies drawn from it) and random bots (arena).
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
        Command::Think(args) => analysis::think(args),
        Command::Hint(args) => analysis::hint(&args),
        Command::Arena(args) => arena::arena(args),
        Command::Review(args) => analysis::review(args),
        Command::Lessons { game, lang } => lessons(game.as_deref(), lang.lang()?),
        Command::Bench { game } => arena::bench(game.as_deref()),
        Command::Rules { game, rule, lang } => rules(&game, rule.as_deref(), lang.lang()?),
        Command::Net(command) => net::net(command),
        Command::Open { .. } => unreachable!("`open` starts the app"),
    }
}

fn rules(game: &str, rule: Option<&str>, lang: Lang) -> Result<String, Failure> {
    let game = game_id(game)?;
    let Some(id) = rule else {
        return Ok(strata_app::rules::source_in(game, lang).to_string());
    };
    match strata_app::rules::rules_in(game, lang).all().find(|r| r.id.eq_ignore_ascii_case(id)) {
        Some(rule) => Ok(strata_app::rules::rule_text(rule, lang)),
        None => Err(format!("{game} has no rule {id} (see `strata rules {game}` for all)").into()),
    }
}

/// The lessons and puzzles as the contract's JSON array: each step's position, goal and
/// main line, the title and goals in `lang`.
fn lessons(game: Option<&str>, lang: Lang) -> Result<String, Failure> {
    #[derive(Serialize)]
    struct Item<'a> {
        id: &'a str,
        game: &'a str,
        kind: &'a str,
        title: &'a str,
        rules: &'a [String],
        steps: Vec<Step<'a>>,
    }
    #[derive(Serialize)]
    struct Step<'a> {
        position: &'a str,
        goal: &'a str,
        answer: &'a [String],
    }
    let game = game.map(game_id).transpose()?;
    let items: Vec<_> = strata_core::lessons::all_in(lang)
        .into_iter()
        .filter(|item| game.is_none_or(|g| g == item.game))
        .collect();
    let out: Vec<Item> = items
        .iter()
        .map(|item| Item {
            id: &item.id,
            game: item.game.id(),
            kind: item.kind.id(),
            title: &item.title,
            rules: &item.rules,
            steps: item
                .steps
                .iter()
                .map(|s| Step { position: &s.position, goal: &s.goal, answer: &s.answer })
                .collect(),
        })
        .collect();
    Ok(serde_json::to_string(&out).expect("lessons serialize") + "\n")
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
