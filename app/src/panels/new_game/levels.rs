//! The computer's levels as a player chooses them: their names, what each is like, and its
//! rating on the game's measured ladder (`assets/ladder/<game>.json`, the output of
//! `strata arena GAME --ladder --json`; `assets/docs/ladder.md` says how it was played).

use std::sync::OnceLock;

use serde::Deserialize;
use strata_core::GameId;
use strata_core::ai::Bot;
use strata_core::save::Seat;

use crate::t;
use crate::theme;

/// The levels offered for a computer seat, weakest first.
pub const LEVELS: [Bot; 3] = [Bot::Easy, Bot::Medium, Bot::Hard];

/// "Human", "Computer (medium)".
pub fn seat_label(seat: Seat) -> String {
    match seat {
        Seat::Human => t!("seat-human"),
        Seat::Computer(bot) => t!("seat-computer", level = bot_name(bot)),
        Seat::Remote => t!("seat-friend"),
    }
}

/// A level as a choice reads it: "Medium".
pub fn level_name(bot: Bot) -> String {
    match bot {
        Bot::Easy => t!("level-easy"),
        Bot::Medium => t!("level-medium"),
        Bot::Hard => t!("level-hard"),
        other => theme::capitalise(&other.to_string()),
    }
}

/// A level inside a sentence: "medium".
pub fn bot_name(bot: Bot) -> String {
    match bot {
        Bot::Easy => t!("bot-easy"),
        Bot::Medium => t!("bot-medium"),
        Bot::Hard => t!("bot-hard"),
        other => other.to_string(),
    }
}

/// One line on a level: who it is for, and its rating on `game`'s ladder where one was
/// measured ("Easy: for your first games. Ladder rating 610, random moves 0."). The ladders
/// are two-player games: with more `players` the line gives no rating.
pub fn level_line(game: GameId, bot: Bot, players: usize) -> String {
    let about = match bot {
        Bot::Easy => t!("level-easy-about"),
        Bot::Medium => t!("level-medium-about"),
        Bot::Hard => t!("level-hard-about"),
        other => other.to_string(),
    };
    let line = t!("level-line", level = level_name(bot), about = about);
    match rating(game, bot).filter(|_| players == 2) {
        Some((elo, 1.0)) => format!("{line} {}", t!("level-rating", elo = elo)),
        Some((elo, scale)) => {
            let scale = crate::words::percent(scale);
            format!("{line} {}", t!("level-rating-scaled", elo = elo, scale = scale))
        }
        None => line,
    }
}

/// The measured ladders, one per game that has one.
const LADDERS: &[(GameId, &str)] = &[
    (GameId::Strata5, include_str!("../../../../assets/ladder/strata5.json")),
    (GameId::Stratum, include_str!("../../../../assets/ladder/stratum.json")),
    (GameId::Strata7, include_str!("../../../../assets/ladder/strata7.json")),
];

#[derive(Deserialize)]
struct Ladder {
    time_scale: f64,
    pairs: Vec<Pair>,
    ratings: Vec<Rating>,
}

#[derive(Deserialize)]
struct Pair {
    games: u32,
}

/// The fewest games of every pair for a ladder's ratings to be shown: fewer leave a rating
/// uncertain by more than the gap between two levels.
const LEAST_GAMES: u32 = 100;

#[derive(Deserialize)]
struct Rating {
    bot: String,
    elo: f64,
}

/// The ladders that read, each read once (New game asks for its lines every frame).
fn ladders() -> &'static [(GameId, Ladder)] {
    static PARSED: OnceLock<Vec<(GameId, Ladder)>> = OnceLock::new();
    PARSED.get_or_init(|| {
        let read = |(id, text): &(GameId, &str)| Some((*id, serde_json::from_str(text).ok()?));
        LADDERS.iter().filter_map(read).collect()
    })
}

/// `bot`'s rating on `game`'s ladder (the weakest level measured at 0), rounded, and the
/// share of its thinking time the ladder was played at.
fn rating(game: GameId, bot: Bot) -> Option<(i64, f64)> {
    let (_, ladder) = ladders().iter().find(|(id, _)| *id == game)?;
    if ladder.pairs.iter().any(|p| p.games < LEAST_GAMES) {
        return None;
    }
    let found = ladder.ratings.iter().find(|r| r.bot == bot.name())?;
    Some((found.elo.round() as i64, ladder.time_scale))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ladder_reads_and_rates_the_levels_in_their_order() {
        for (game, text) in LADDERS {
            let ladder: Ladder = serde_json::from_str(text).unwrap();
            assert!(ladder.time_scale > 0.0 && ladder.time_scale <= 1.0, "{game}");
            assert!(ladder.pairs.iter().all(|p| p.games >= LEAST_GAMES), "{game}: too few games");
            let elo = |bot: Bot| rating(*game, bot).map(|(elo, _)| elo);
            for pair in LEVELS.windows(2) {
                assert!(elo(pair[0]) < elo(pair[1]), "{game}: {pair:?}");
            }
        }
    }

    #[test]
    fn a_ladder_measured_at_a_share_of_the_time_says_so() {
        let line = level_line(GameId::Strata7, Bot::Hard, 2);
        assert!(
            line.contains("Ladder rating") && line.contains("10% of its thinking time"),
            "{line}"
        );
        let unmeasured = GameId::ALL.into_iter().filter(|g| LADDERS.iter().all(|(id, _)| id != g));
        for game in unmeasured {
            assert!(!level_line(game, Bot::Hard, 2).contains("Ladder"), "{game}: not measured");
        }
        // Stratum's ladder is of two-player games: a game of three has no rating.
        assert!(level_line(GameId::Stratum, Bot::Hard, 2).contains("Ladder"));
        assert!(!level_line(GameId::Stratum, Bot::Hard, 3).contains("Ladder"));
    }

    #[test]
    fn every_level_says_who_it_is_for() {
        for game in GameId::ALL {
            for bot in LEVELS {
                let line = level_line(game, bot, 2);
                assert!(line.starts_with(&level_name(bot)) && line.len() > 20, "{line}");
            }
        }
    }
}
