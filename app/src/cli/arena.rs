//! `strata bench` and `strata arena`: the engines' speed, and bots against each other.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use serde::Serialize;
use strata_core::game::rewards;
use strata_core::{
    Bot, Budget, GameId, GameOptions, GameSetup, Outcome, Rng, SearchControl, Thought,
};

use super::{ArenaArgs, Failure, OptionArgs, game_id};

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

pub(super) fn bench(game: Option<&str>) -> Result<String, Failure> {
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
    bot: String,
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
    /// The games counted (all of them, unless an outside program failed in some).
    games: u32,
    #[serde(skip_serializing_if = "is_zero")]
    abandoned: u32,
    seed: u64,
    time_scale: f64,
    bots: Vec<ArenaRow>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Running totals of one bot (by its place in `--bots`).
#[derive(Default, Clone)]
pub(super) struct Tally {
    pub(super) wins: u32,
    pub(super) draws: u32,
    losses: u32,
    score: f64,
    moves: u64,
    think_time: Duration,
}

impl Tally {
    /// The bot's mean thinking time per move, in milliseconds to two places.
    pub(super) fn ms_per_move(&self) -> f64 {
        round_to(self.think_time.as_secs_f64() * 1000.0 / self.moves.max(1) as f64, 2)
    }
}

pub(super) fn round_to(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (x * f).round() / f
}

/// A seat's player: a bot of this build, or a bot of another `strata` binary (`other:NAME`),
/// asked for each move through that binary's `think` command: a fixed opponent from an
/// earlier build for measuring a change.
#[derive(Clone, Debug)]
pub(super) enum Contender {
    Own(Bot),
    Other(Bot),
}

impl Contender {
    pub(super) fn parse(
        name: &str,
        other_bin: Option<&std::path::Path>,
    ) -> Result<Contender, String> {
        match name.strip_prefix("other:") {
            Some(_) if other_bin.is_none() => Err(format!("{name} needs --other-bin PATH")),
            Some(bot) => Ok(Contender::Other(bot.parse()?)),
            None => Ok(Contender::Own(name.parse()?)),
        }
    }

    pub(super) fn name(&self) -> String {
        match self {
            Contender::Own(bot) => bot.name().to_string(),
            Contender::Other(bot) => format!("other:{}", bot.name()),
        }
    }
}

/// Why the other binary gave no move.
enum NoMove {
    /// It could not be started: it would fail every game, so the arena stops.
    CannotRun(String),
    /// It ran but gave no usable answer (an outside program may crash in one position): only
    /// this game is abandoned.
    NoAnswer(String),
}

/// Asks the other binary for its bot's move: the game passed as options plus the moves so far
/// (Stratego's two armies as setups), the same time budget as this build's bots.
fn other_move(
    bin: &std::path::Path,
    setup: &GameSetup,
    options: &OptionArgs,
    moves: &[String],
    bot: Bot,
    budget: Budget,
    seed: u64,
) -> Result<String, NoMove> {
    let mut command = std::process::Command::new(bin);
    command.arg("think").arg(setup.id().id());
    let flag = |command: &mut std::process::Command, name: &str, value: Option<String>| {
        if let Some(v) = value {
            command.arg(name).arg(v);
        }
    };
    flag(&mut command, "--size", options.size.map(|v| v.to_string()));
    flag(&mut command, "--players", options.players.map(|v| v.to_string()));
    flag(&mut command, "--first", options.first.clone());
    if let GameSetup::Stratego(s) = setup {
        flag(&mut command, "--red-setup", Some(s.red.clone()));
        flag(&mut command, "--blue-setup", Some(s.blue.clone()));
        flag(&mut command, "--repetition-limit", Some(s.repetition_limit.to_string()));
        if s.more_squares {
            command.arg("--more-squares");
        }
    }
    command.arg("--moves").arg(moves.join(" "));
    command.arg("--bot").arg(bot.name()).arg("--bot-seed").arg(seed.to_string());
    match budget {
        Budget::Time(t) => command.arg("--ms").arg(t.as_millis().max(1).to_string()),
        Budget::Iterations(n) => command.arg("--iterations").arg(n.to_string()),
    };
    let run = command
        .output()
        .map_err(|e| NoMove::CannotRun(format!("cannot run {}: {e}", bin.display())))?;
    let answer: serde_json::Value = serde_json::from_slice(&run.stdout).map_err(|_| {
        let why = String::from_utf8_lossy(&run.stderr);
        NoMove::NoAnswer(format!("{} think gave no answer: {}", bin.display(), why.trim()))
    })?;
    let mv = answer["move"].as_str().map(str::to_string);
    mv.ok_or_else(|| NoMove::NoAnswer(format!("no move in {answer}")))
}

/// One match: the game, its bots in seat order (seats rotate from game to game), and how it
/// is played.
pub(super) struct Match<'a> {
    pub(super) id: GameId,
    pub(super) bots: Vec<Contender>,
    pub(super) games: u32,
    pub(super) seed: u64,
    pub(super) time_scale: f64,
    pub(super) options: &'a OptionArgs,
    pub(super) other_bin: Option<&'a std::path::Path>,
    pub(super) records: Option<&'a std::path::Path>,
}

/// What a match gave: each bot's totals (in the order of `Match::bots`), the games counted and
/// those abandoned because an outside program failed.
pub(super) struct Played {
    pub(super) tally: Vec<Tally>,
    pub(super) games: u32,
    pub(super) abandoned: u32,
}

pub(super) fn arena(args: ArenaArgs) -> Result<String, Failure> {
    let id = game_id(&args.game)?;
    if args.ladder {
        return super::ladder::ladder(id, &args);
    }
    let seed = args.options.seed.unwrap_or(1);
    let other_bin = args.other_bin.as_deref();
    let bots = args
        .bots
        .iter()
        .map(|b| Contender::parse(b, other_bin))
        .collect::<Result<Vec<Contender>, String>>()?;
    let m = Match {
        id,
        bots,
        games: args.games,
        seed,
        time_scale: args.time_scale,
        options: &args.options,
        other_bin,
        records: args.records.as_deref(),
    };
    let played = play(&m)?;
    let games = played.games;
    let rows = rows(&m.bots, &played);
    if args.json {
        let out = ArenaJson {
            game: id.id(),
            games,
            abandoned: played.abandoned,
            seed,
            time_scale: args.time_scale,
            bots: rows,
        };
        return Ok(serde_json::to_string(&out).expect("arena output serializes") + "\n");
    }
    let mut out = format!(
        "{id}: {games} games, seed {seed}, time scale {}, seats rotate every game\n",
        args.time_scale
    );
    if played.abandoned > 0 {
        let _ = writeln!(
            out,
            "{} more abandoned and not counted: the other binary failed",
            played.abandoned
        );
    }
    let _ = writeln!(
        out,
        "{:<4} {:<14} {:>6} {:>6} {:>6}  {:>6}  {:<13}  {:>10}",
        "seat", "bot", "wins", "draws", "losses", "score", "95% interval", "ms/move"
    );
    for (i, row) in rows.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:<4} {:<14} {:>6} {:>6} {:>6}  {:>6.3}  {:.3}..{:.3}   {:>10.2}",
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

/// Plays a match, printing each game's running score on standard error.
pub(super) fn play(m: &Match) -> Result<Played, Failure> {
    let seed = m.seed;
    if m.games == 0 {
        return Err("--games must be at least 1".to_string().into());
    }
    if !(m.time_scale.is_finite() && m.time_scale > 0.0) {
        return Err("--time-scale must be a positive number".to_string().into());
    }
    // The seed is the arena's: Stratego draws each opening's setups from it (unless both are
    // given); the other games take no seed.
    let mut options = m.options.game_options();
    let random_setups = m.id == GameId::Stratego && options.red_setup.is_none();
    if m.id != GameId::Stratego {
        options.seed = None;
    }
    if let Some(dir) = m.records {
        if m.id != GameId::Stratego {
            return Err("--records is for stratego".to_string().into());
        }
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("--records: cannot create {}: {e}", dir.display()))?;
    }
    let seats = GameSetup::from_options(m.id, &options)?.start()?.player_names().len();
    if m.bots.len() != seats {
        return Err(
            format!("{} with these options has {seats} seats: give {seats} bots", m.id).into()
        );
    }
    // With another binary in the arena, this build's bots are asked the same way: through this
    // binary's own `think`, a fresh process for every move. Searching in the arena's own
    // process instead, they would find the memory of their previous moves' trees still mapped
    // and their caches warm, while the other binary starts cold every move: a lean that an
    // A/A run of the same build through `--other-bin` would show.
    let own_bin = if m.bots.iter().any(|b| matches!(b, Contender::Other(_))) {
        let path = std::env::current_exe().map_err(|e| format!("cannot find this binary: {e}"))?;
        Some(path)
    } else {
        None
    };
    let mut tally = vec![Tally::default(); seats];
    let mut abandoned = 0;
    let mut last_failure = String::new();
    let control = SearchControl::new();
    for g in 0..m.games as usize {
        // Each opening is played `seats` times in a row, the bots rotating through the seats.
        let opening = (g / seats) as u64;
        let mut rng = Rng::seed(seed ^ opening.wrapping_mul(0xA076_1D64_78BD_642F));
        if random_setups {
            options.seed = Some(rng.next_u64());
        }
        // The game's own setup (Stratego's two armies), as the other binary is told it.
        let setup = GameSetup::from_options(m.id, &options)?;
        let mut game = setup.start()?;
        let mut played: Vec<String> = Vec::new();
        for _ in 0..opening_plies(m.id) {
            let moves = game.legal_move_tokens();
            let Some(token) = rng.choose(&moves) else { break };
            game.play_token(token).map_err(|e| e.to_string())?;
            played.push(token.clone());
        }
        let bot_at = |seat: usize| (seat + g) % seats;
        let mut ply = 0;
        let mut failure = None;
        while let Some(mover) = game.to_move() {
            if ply >= ARENA_MAX_PLIES {
                break;
            }
            let which = bot_at(mover.index());
            let bot_seed = seed ^ ((g as u64) << 32) ^ ply as u64;
            let began = Instant::now();
            let (bot, bin) = match &m.bots[which] {
                Contender::Own(bot) => (*bot, own_bin.as_deref()),
                Contender::Other(bot) => (*bot, m.other_bin),
            };
            let budget = bot.default_budget().scaled(m.time_scale);
            let mv = match bin {
                None => {
                    let thought: Option<Thought> = game.think(bot, budget, bot_seed, &control);
                    thought.map(|t| t.mv)
                }
                Some(bin) => {
                    let options = m.options;
                    match other_move(bin, &setup, options, &played, bot, budget, bot_seed) {
                        Ok(mv) => Some(mv),
                        Err(NoMove::CannotRun(why)) => return Err(why.into()),
                        Err(NoMove::NoAnswer(why)) => {
                            failure = Some(why);
                            None
                        }
                    }
                }
            };
            tally[which].think_time += began.elapsed();
            tally[which].moves += 1;
            let Some(mv) = mv else { break };
            if let Err(e) = game.play_token(&mv) {
                let why = format!("{} chose an illegal move {mv}: {e}", m.bots[which].name());
                match m.bots[which] {
                    Contender::Own(_) => return Err(why.into()),
                    Contender::Other(_) => failure = Some(why),
                }
                break;
            }
            played.push(mv);
            ply += 1;
        }
        if let (Some(dir), GameSetup::Stratego(armies)) = (&m.records, &setup) {
            let ours = if bot_at(0) == 0 { "red" } else { "blue" };
            let record = format!("{}\n{}\n{}\n{ours}\n", armies.red, armies.blue, played.join(" "));
            let path = dir.join(format!("game-{:04}.txt", g + 1));
            std::fs::write(&path, record)
                .map_err(|e| format!("--records: cannot write {}: {e}", path.display()))?;
        }
        if let Some(why) = failure {
            eprintln!("\r{}: game {} abandoned, not counted: {why}", m.id, g + 1);
            abandoned += 1;
            last_failure = why;
            continue;
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
        let scores: Vec<String> = m
            .bots
            .iter()
            .zip(&tally)
            .map(|(b, t)| format!("{} {:.1}", b.name(), t.score))
            .collect();
        eprint!("\r{}: game {}/{}: {}   ", m.id, g + 1, m.games, scores.join(", "));
    }
    eprint!("\r{:60}\r", "");
    let games = m.games - abandoned;
    if games == 0 {
        return Err(format!("every game was abandoned, the last because {last_failure}").into());
    }
    Ok(Played { tally, games, abandoned })
}

/// Each bot's line of a match's results.
fn rows(bots: &[Contender], played: &Played) -> Vec<ArenaRow> {
    let n = f64::from(played.games);
    bots.iter()
        .zip(&played.tally)
        .map(|(bot, t)| {
            let (score, low, high) = wilson(t.score, n);
            ArenaRow {
                bot: bot.name(),
                wins: t.wins,
                draws: t.draws,
                losses: t.losses,
                score: round_to(score, 3),
                ci95: [round_to(low, 3), round_to(high, 3)],
                ms_per_move: t.ms_per_move(),
            }
        })
        .collect()
}

/// A mean score per game (each game worth 0 to 1) with its 95% Wilson interval.
pub(super) fn wilson(score: f64, n: f64) -> (f64, f64, f64) {
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
