//! `strata review`, `think` and `hint`: what the AI and the rules say of a position or a game.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use serde::Serialize;
use strata_core::review::{Depth, Verdict};
use strata_core::session::Session;
use strata_core::{Bot, Budget, Player, SearchControl};

use super::{Failure, PositionArgs, ReviewArgs, ThinkArgs, position};

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

pub(super) fn review(args: ReviewArgs) -> Result<String, Failure> {
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
    /// Only where the search knows the move's result exactly: then both keys.
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    plies: Option<u32>,
}

pub(super) fn think(args: ThinkArgs) -> Result<String, Failure> {
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
                result: c.exact.map(|e| e.result.name()),
                plies: c.exact.map(|e| e.plies),
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

pub(super) fn hint(args: &PositionArgs) -> Result<String, Failure> {
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
