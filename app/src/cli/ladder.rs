//! `strata arena GAME --ladder`: every level plays every other (seats rotating), and each level
//! gets a rating on the Elo scale fitted to all the results, the weakest level at 0. Earlier
//! runs' JSON outputs can be pooled in (`--pool`), so that a long ladder is played in chunks
//! with their own seeds (`assets/docs/ladder.md`).

use std::fmt::Write as _;
use std::path::Path;

use serde::{Deserialize, Serialize};
use strata_core::{Bot, GameId};

use super::arena::{Contender, Match, play, round_to, wilson};
use super::{ArenaArgs, Failure};

/// The app's levels, weakest first: the default ladder.
const LEVELS: [Bot; 5] = [Bot::Random, Bot::Greedy, Bot::Easy, Bot::Medium, Bot::Hard];

/// The results of one pair of levels: `bots[0]`'s wins, the draws and `bots[1]`'s wins, and
/// each one's mean thinking time per move.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
struct Pair {
    bots: [String; 2],
    games: u32,
    wins: [u32; 2],
    draws: u32,
    /// `bots[0]`'s mean result per game, with its 95% interval.
    score: f64,
    ci95: [f64; 2],
    ms_per_move: [f64; 2],
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
struct Rating {
    bot: String,
    elo: f64,
}

/// The output of `--ladder --json`; `--pool` reads it back.
#[derive(Serialize, Deserialize, Debug)]
struct LadderJson {
    game: String,
    time_scale: f64,
    pairs: Vec<Pair>,
    ratings: Vec<Rating>,
}

pub(super) fn ladder(id: GameId, args: &ArenaArgs) -> Result<String, Failure> {
    if args.other_bin.is_some() || args.records.is_some() {
        let why = "--ladder plays this build's levels only: no --other-bin or --records";
        return Err(why.to_string().into());
    }
    if args.options.players.is_some_and(|p| p != 2) {
        return Err("--ladder pairs two levels: stratum with 2 players".to_string().into());
    }
    let levels: Vec<String> = if args.bots.is_empty() {
        LEVELS.iter().map(|b| b.name().to_string()).collect()
    } else {
        args.bots.clone()
    };
    for (i, level) in levels.iter().enumerate() {
        level.parse::<Bot>()?;
        if levels[..i].contains(level) {
            return Err(format!("--bots names {level} twice").into());
        }
    }
    if levels.len() < 2 {
        return Err("a ladder needs at least two levels".to_string().into());
    }
    let mut pairs = Vec::new();
    for file in &args.pool {
        pairs.extend(read_pooled(file, id, args.time_scale)?);
    }
    if args.games == 0 && pairs.is_empty() {
        return Err("--games must be at least 1 (or --pool earlier results)".to_string().into());
    }
    let seed = args.options.seed.unwrap_or(1);
    let pair_count = levels.len() * (levels.len() - 1) / 2;
    let mut n = 0;
    for (i, low) in levels.iter().enumerate() {
        for high in &levels[i + 1..] {
            n += 1;
            if args.games == 0 {
                continue;
            }
            eprintln!("{id}: pair {n}/{pair_count}: {low} against {high}");
            // Each pair has its own seed, so that a pair's games do not repeat another's.
            let pair_seed = seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let bots = vec![Contender::parse(low, None)?, Contender::parse(high, None)?];
            let m = Match {
                id,
                bots,
                games: args.games,
                seed: pair_seed,
                time_scale: args.time_scale,
                options: &args.options,
                other_bin: None,
                records: None,
            };
            let played = play(&m)?;
            let (a, b) = (&played.tally[0], &played.tally[1]);
            let ms = [a.ms_per_move(), b.ms_per_move()];
            pairs.push(summary([low.clone(), high.clone()], [a.wins, b.wins], a.draws, ms));
        }
    }
    let mut pairs = pooled(pairs);
    // In the ladder's order, whatever order the pooled files came in.
    let place = |bot: &String| levels.iter().position(|l| l == bot).unwrap_or(levels.len());
    pairs.sort_by_key(|p| (place(&p.bots[0]), place(&p.bots[1])));
    let elo = fit(&levels, &pairs);
    let ratings: Vec<Rating> = levels
        .iter()
        .zip(&elo)
        .map(|(bot, &elo)| Rating { bot: bot.clone(), elo: elo.round() })
        .collect();
    if args.json {
        let out =
            LadderJson { game: id.id().to_string(), time_scale: args.time_scale, pairs, ratings };
        return Ok(serde_json::to_string(&out).expect("ladder output serializes") + "\n");
    }
    Ok(table(id, args.time_scale, &pairs, &ratings))
}

/// A pair's line from its counts: the first bot's score with its interval.
fn summary(bots: [String; 2], wins: [u32; 2], draws: u32, ms_per_move: [f64; 2]) -> Pair {
    let games = wins[0] + wins[1] + draws;
    let points = f64::from(wins[0]) + f64::from(draws) / 2.0;
    let (score, low, high) = wilson(points, f64::from(games.max(1)));
    Pair {
        bots,
        games,
        wins,
        draws,
        score: round_to(score, 3),
        ci95: [round_to(low, 3), round_to(high, 3)],
        ms_per_move,
    }
}

/// An earlier ladder's pairs, refused if it is another game or another time scale (its
/// levels were not the ones measured now).
fn read_pooled(file: &Path, id: GameId, time_scale: f64) -> Result<Vec<Pair>, String> {
    let shown = file.display();
    let text = std::fs::read_to_string(file).map_err(|e| format!("--pool: {shown}: {e}"))?;
    let earlier: LadderJson = serde_json::from_str(&text)
        .map_err(|e| format!("--pool: {shown} is not the output of --ladder --json: {e}"))?;
    if earlier.game != id.id() {
        return Err(format!("--pool: {shown} is a ladder of {}, not {id}", earlier.game));
    }
    if earlier.time_scale != time_scale {
        let theirs = earlier.time_scale;
        return Err(format!("--pool: {shown} was played at time scale {theirs}, not {time_scale}"));
    }
    Ok(earlier.pairs)
}

/// The same pair played in several runs (either seat order) counted once, with every game;
/// the times per move weighted by the games.
fn pooled(pairs: Vec<Pair>) -> Vec<Pair> {
    let mut out: Vec<Pair> = Vec::new();
    for p in pairs {
        let [w0, w1] = p.wins;
        let ([a, b], [ms0, ms1]) = (p.bots, p.ms_per_move);
        let (wins, ms, bots) = match out.iter().position(|q| q.bots == [b.clone(), a.clone()]) {
            Some(_) => ([w1, w0], [ms1, ms0], [b, a]),
            None => ([w0, w1], [ms0, ms1], [a, b]),
        };
        match out.iter_mut().find(|q| q.bots == bots) {
            Some(q) => {
                let (old, new) = (f64::from(q.games), f64::from(p.games));
                let weighted =
                    |x: f64, y: f64| round_to((x * old + y * new) / (old + new).max(1.0), 2);
                let ms = [weighted(q.ms_per_move[0], ms[0]), weighted(q.ms_per_move[1], ms[1])];
                let wins = [q.wins[0] + wins[0], q.wins[1] + wins[1]];
                *q = summary(bots, wins, q.draws + p.draws, ms);
            }
            None => out.push(summary(bots, wins, p.draws, ms)),
        }
    }
    out
}

/// Ratings on the Elo scale (400 points: 10 to 1 odds) for `levels` that best explain the
/// pairs' results (Bradley–Terry, fitted by Zermelo's iteration), the first level at 0. Each
/// pair counts one more drawn game, so that a level that won every game gets a finite rating.
/// A level that played no pair is rated 0.
fn fit(levels: &[String], pairs: &[Pair]) -> Vec<f64> {
    let index = |bot: &String| levels.iter().position(|l| l == bot);
    let n = levels.len();
    // points[i]: i's points; games[i][j]: games between i and j (the virtual draw included).
    let mut points = vec![0.0; n];
    let mut games = vec![vec![0.0; n]; n];
    for p in pairs {
        let (Some(i), Some(j)) = (index(&p.bots[0]), index(&p.bots[1])) else { continue };
        let draws = f64::from(p.draws) + 1.0;
        points[i] += f64::from(p.wins[0]) + draws / 2.0;
        points[j] += f64::from(p.wins[1]) + draws / 2.0;
        let all = f64::from(p.wins[0] + p.wins[1]) + draws;
        games[i][j] += all;
        games[j][i] += all;
    }
    let mut strength = vec![1.0; n];
    for _ in 0..10_000 {
        let mut next = strength.clone();
        for i in 0..n {
            let denominator: f64 = (0..n).map(|j| games[i][j] / (strength[i] + strength[j])).sum();
            if denominator > 0.0 {
                next[i] = points[i] / denominator;
            }
        }
        // Only ratios matter: keep the first level at 1 so that the numbers stay in range.
        let first = next[0];
        next.iter_mut().for_each(|s| *s /= first);
        let change =
            next.iter().zip(&strength).map(|(a, b)| (a / b).ln().abs()).fold(0.0, f64::max);
        strength = next;
        if change < 1e-12 {
            break;
        }
    }
    strength.iter().map(|s| 400.0 * s.log10()).collect()
}

/// The ladder as a person reads it: each pair, then each level's rating.
fn table(id: GameId, time_scale: f64, pairs: &[Pair], ratings: &[Rating]) -> String {
    let mut out = format!("{id} ladder, time scale {time_scale}, seats rotate every game\n");
    let _ = writeln!(
        out,
        "{:<18} {:>6} {:>14}  {:>6}  {:<13}  {:>18}",
        "pair", "games", "won/drawn/lost", "score", "95% interval", "ms/move"
    );
    for p in pairs {
        let _ = writeln!(
            out,
            "{:<18} {:>6} {:>14}  {:>6.3}  {:.3}..{:.3}   {:>18}",
            format!("{} - {}", p.bots[0], p.bots[1]),
            p.games,
            format!("{}/{}/{}", p.wins[0], p.draws, p.wins[1]),
            p.score,
            p.ci95[0],
            p.ci95[1],
            format!("{:.1} / {:.1}", p.ms_per_move[0], p.ms_per_move[1]),
        );
    }
    let _ = writeln!(out, "\n{:<8} {:>6}", "level", "Elo");
    for r in ratings {
        let _ = writeln!(out, "{:<8} {:>6}", r.bot, r.elo);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a: &str, b: &str, wins: [u32; 2], draws: u32) -> Pair {
        summary([a.into(), b.into()], wins, draws, [1.0, 2.0])
    }

    fn levels(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_fit_gives_the_elo_gap_that_the_score_implies() {
        // 76 out of 100 is 200 Elo (1 / (1 + 10^(-0.5)) = 0.760); the virtual draw pulls a
        // little towards even.
        let elo = fit(&levels(&["a", "b"]), &[pair("b", "a", [76, 24], 0)]);
        assert_eq!(elo[0], 0.0);
        assert!((elo[1] - 200.0).abs() < 5.0, "{elo:?}");
        // Three levels in a chain: the gaps add up, and a sweep stays finite.
        let chain = [pair("a", "b", [25, 75], 0), pair("b", "c", [24, 76], 0)];
        let elo = fit(&levels(&["a", "b", "c"]), &chain);
        assert!(elo[0] < elo[1] && elo[1] < elo[2], "{elo:?}");
        assert!((elo[2] - 390.0).abs() < 20.0, "{elo:?}");
        let sweep = fit(&levels(&["a", "b"]), &[pair("a", "b", [0, 100], 0)]);
        assert!(sweep[1].is_finite() && sweep[1] > 600.0, "{sweep:?}");
    }

    #[test]
    fn pooled_runs_add_their_games_in_either_seat_order() {
        let runs = vec![pair("a", "b", [10, 20], 2), pair("b", "a", [5, 3], 0)];
        let pooled = pooled(runs);
        assert_eq!(pooled.len(), 1);
        assert_eq!(pooled[0].bots, ["a".to_string(), "b".to_string()]);
        assert_eq!((pooled[0].wins, pooled[0].draws, pooled[0].games), ([13, 25], 2, 40));
        assert!((pooled[0].score - 14.0 / 40.0).abs() < 1e-3, "{:?}", pooled[0]);
    }
}
