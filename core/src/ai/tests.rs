//! The bots against the promises of `assets/docs/command-line.md` and issue 14: legal moves only,
//! wins
//! in one taken, wins in one for the opponent stopped, stop requests obeyed, determinism, and
//! Stratego decisions that depend on the mover's observation only.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::solver::leaves_win_in_one;
use super::*;
use crate::game::{Evaluate, Game, HiddenInfo, Player};
use crate::games::strata5::Strata5;
use crate::games::strata7::Strata7;
use crate::games::stratego::{Army, Rank, Rules, Square, Stratego};
use crate::games::stratum::{Setup as StratumSetup, Stratum};
use crate::rng::Rng;

/// The levels that promise the root checks.
const LEVELS: [Bot; 4] = [Bot::Greedy, Bot::Easy, Bot::Medium, Bot::Hard];

/// A small budget: the root checks must work whatever the search size.
const FEW: Budget = Budget::Iterations(40);

fn stratum(players: u8) -> Stratum {
    Stratum::from_setup(&StratumSetup { players, ..StratumSetup::default() }).unwrap()
}

/// Positions met along seeded random games where `wanted` holds, with the moves that lead
/// there (for the failure message).
fn positions_where<G: Evaluate>(
    start: &G,
    games: u64,
    limit: usize,
    wanted: impl Fn(&G) -> bool,
) -> Vec<(G, Vec<String>)> {
    let mut found = Vec::new();
    let mut moves = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::seed(seed);
        let mut game = start.clone();
        let mut line = Vec::new();
        loop {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            if wanted(&game) {
                found.push((game.clone(), line.clone()));
                if found.len() >= limit {
                    return found;
                }
            }
            let mv = moves[rng.below(moves.len())].clone();
            line.push(mv.to_string());
            game.play_unchecked(&mv);
        }
    }
    found
}

fn winning_moves<G: Evaluate>(game: &G) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.iter().filter(|mv| game.wins_at_once(mv)).map(ToString::to_string).collect()
}

/// A position with a win in one that not every move takes.
fn has_win_to_find<G: Evaluate>(game: &G) -> bool {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let wins = moves.iter().filter(|mv| game.wins_at_once(mv)).count();
    wins > 0 && wins < moves.len()
}

fn assert_takes_wins<G: Evaluate>(name: &str, start: &G) {
    let positions = positions_where(start, 400, 6, has_win_to_find);
    assert!(positions.len() >= 3, "{name}: too few positions with a win in one");
    for (game, line) in &positions {
        let wins = winning_moves(game);
        for bot in LEVELS {
            let thought = think(game, bot, FEW, 7, &SearchControl::new()).unwrap();
            assert!(
                wins.contains(&thought.mv),
                "{name}: {bot} played {} instead of a win ({wins:?}) after {}",
                thought.mv,
                line.join(" ")
            );
        }
    }
}

#[test]
fn every_level_takes_a_win_in_one_in_strata5() {
    assert_takes_wins("strata5", &Strata5::new(6));
}

#[test]
fn every_level_takes_a_win_in_one_in_stratum() {
    assert_takes_wins("stratum", &stratum(2));
    assert_takes_wins("stratum 4 players", &stratum(4));
}

#[test]
fn every_level_takes_a_win_in_one_in_strata7() {
    assert_takes_wins("strata7", &Strata7::new());
}

/// Red's Marshal stands next to the only Blue piece that never moved: in every world Red can
/// draw, that piece is the Flag.
fn stratego_flag_in_reach() -> Stratego {
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let placement = [
        (sq("a1"), Player(0), Rank::Flag),
        (sq("e3"), Player(0), Rank::Marshal),
        (sq("a2"), Player(0), Rank::Scout),
        (sq("e5"), Player(1), Rank::Flag),
        (sq("j9"), Player(1), Rank::Sergeant),
        (sq("h9"), Player(1), Rank::Miner),
    ];
    let mut game = Stratego::from_placement(&placement, Player(1), Rules::default()).unwrap();
    for token in ["j9-j8", "e3-e4", "h9-h8"] {
        game.play(&token.parse().unwrap()).unwrap();
    }
    game
}

#[test]
fn every_level_takes_a_win_in_one_in_stratego() {
    let game = stratego_flag_in_reach();
    for bot in LEVELS {
        let thought = think(&game, bot, FEW, 3, &SearchControl::new()).unwrap();
        assert_eq!(thought.mv, "e4-e5", "{bot}");
    }
}

/// Positions where some moves hand the opponent a win in one and others do not.
fn has_threat_to_stop<G: Evaluate>(game: &G) -> bool {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if moves.len() > 60 || !winning_moves(game).is_empty() {
        return false;
    }
    let worlds = [game.clone()];
    let mut replies = Vec::new();
    let losing = moves.iter().filter(|mv| leaves_win_in_one(&worlds, mv, &mut replies)).count();
    losing > 0 && losing < moves.len()
}

fn assert_stops_wins<G: Evaluate>(name: &str, start: &G, games: u64) {
    let positions = positions_where(start, games, 5, has_threat_to_stop);
    assert!(!positions.is_empty(), "{name}: no position with a threat to stop");
    let mut replies = Vec::new();
    for (game, line) in &positions {
        for bot in LEVELS {
            let thought = think(game, bot, FEW, 11, &SearchControl::new()).unwrap();
            let mv: G::Move = thought.mv.parse().unwrap_or_else(|_| panic!("{}", thought.mv));
            // Issue 52: when every move loses with best play, the move that holds out longest
            // may leave a win in one (the other moves end the game lost at once).
            let plies = |c: &Candidate| c.exact.filter(|e| e.result == ExactResult::Loss);
            let held = plies(&thought.candidates[0]).map(|e| e.plies);
            let resists = held.is_some_and(|held| {
                thought.candidates.iter().all(|c| plies(c).is_some_and(|e| e.plies <= held))
            });
            assert!(
                resists || !leaves_win_in_one(std::slice::from_ref(game), &mv, &mut replies),
                "{name}: {bot} played {mv}, leaving a win in one, after {}",
                line.join(" ")
            );
        }
    }
}

#[test]
fn every_level_stops_a_win_in_one() {
    assert_stops_wins("strata5", &Strata5::new(6), 300);
    assert_stops_wins("strata7", &Strata7::new(), 300);
    assert_stops_wins("stratum", &stratum(2), 300);
}

/// Every bot, at a few iterations, from positions of many random games: always a legal move.
fn assert_legal_answers<G: Evaluate>(name: &str, start: &G, games: u64) {
    let mut moves = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::seed(1000 + seed);
        let mut game = start.clone();
        // A position somewhere along a random game.
        let plies = rng.below(120);
        for _ in 0..plies {
            game.legal_moves(&mut moves);
            let Some(mv) = rng.choose(&moves).cloned() else { break };
            game.play_unchecked(&mv);
        }
        for bot in Bot::ALL {
            let Some(thought) =
                think(&game, bot, Budget::Iterations(12), seed, &SearchControl::new())
            else {
                assert!(game.is_over(), "{name}: {bot} gave no move in an ongoing game");
                continue;
            };
            let mv: G::Move = thought.mv.parse().unwrap_or_else(|_| panic!("{}", thought.mv));
            assert!(game.check(&mv).is_ok(), "{name}: {bot} chose illegal {mv}");
            assert!(!thought.candidates.is_empty() && thought.candidates[0].mv == thought.mv);
            for c in &thought.candidates {
                assert!((0.0..=1.0).contains(&c.win_rate), "{name}: {bot}: {c:?}");
                assert!(game.check(&c.mv.parse().unwrap()).is_ok(), "{name}: {bot}: {c:?}");
            }
        }
    }
}

#[test]
fn bots_only_play_legal_moves() {
    assert_legal_answers("strata5", &Strata5::new(8), 25);
    assert_legal_answers("stratum", &stratum(3), 25);
    assert_legal_answers("strata7", &Strata7::new(), 25);
    let stratego = Stratego::from_setup(&crate::games::stratego::Setup::from_seed(4)).unwrap();
    assert_legal_answers("stratego", &stratego, 25);
}

#[test]
#[ignore = "long: thousands of positions (run with --ignored)"]
fn bots_only_play_legal_moves_over_thousands_of_games() {
    assert_legal_answers("strata5", &Strata5::new(8), 1000);
    assert_legal_answers("stratum", &stratum(4), 1000);
    assert_legal_answers("strata7", &Strata7::new(), 1000);
    let stratego = Stratego::from_setup(&crate::games::stratego::Setup::from_seed(9)).unwrap();
    assert_legal_answers("stratego", &stratego, 1000);
}

#[test]
fn same_seed_and_iterations_give_the_same_answer() {
    fn check<G: Evaluate>(name: &str, game: &G) {
        for bot in Bot::ALL {
            let a = think(game, bot, Budget::Iterations(300), 42, &SearchControl::new());
            let b = think(game, bot, Budget::Iterations(300), 42, &SearchControl::new());
            assert_eq!(a, b, "{name}: {bot}");
        }
    }
    check("strata5", &Strata5::new(8));
    check("stratum", &stratum(4));
    check("strata7", &Strata7::new());
    check("stratego", &Stratego::from_setup(&crate::games::stratego::Setup::from_seed(2)).unwrap());
}

#[test]
fn a_stop_request_ends_the_search_with_the_best_move_so_far() {
    let game = Strata7::new();
    let control = Arc::new(SearchControl::new());
    let worker = {
        let control = Arc::clone(&control);
        std::thread::spawn(move || {
            think(&game, Bot::Hard, Budget::Time(Duration::from_secs(60)), 1, &control)
        })
    };
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    control.stop();
    let thought = worker.join().unwrap().unwrap();
    let waited = asked.elapsed();
    assert!(waited < Duration::from_millis(900), "stopped after {waited:?}");
    assert!(thought.iterations > 0);
    let (iterations, best) = control.progress();
    assert!(iterations >= thought.iterations && best.is_some());
    assert!(Strata7::new().check(&thought.mv.parse().unwrap()).is_ok());
}

/// Swaps Blue's Flag with another piece of Blue's back rank that never moves in the game.
fn swapped_flag(army: &Army) -> Army {
    let mut ranks = army.ranks();
    let flag = ranks.iter().position(|&r| r == Rank::Flag).unwrap();
    let other = (30..40).find(|&i| i != flag && ranks[i] != Rank::Flag).unwrap();
    ranks.swap(flag, other);
    Army::from_ranks(ranks).unwrap()
}

#[test]
fn stratego_decisions_depend_only_on_what_the_mover_sees() {
    let mut rng = Rng::seed(21);
    let red = Army::random(&mut rng);
    let blue = Army::random(&mut rng);
    let mut a = Stratego::new(&red, &blue, Rules::default());
    let mut b = Stratego::new(&red, &swapped_flag(&blue), Rules::default());
    // A few moves that touch neither swapped piece (front-rank pieces only).
    let mut moves = Vec::new();
    for _ in 0..6 {
        a.legal_moves(&mut moves);
        moves.sort_unstable();
        let Some(mv) = moves
            .iter()
            .find(|mv| b.check(mv).is_ok() && mv.from.rank >= 3 && mv.from.rank <= 6)
            .cloned()
        else {
            break;
        };
        a.play(&mv).unwrap();
        b.play(&mv).unwrap();
    }
    let red_player = a.to_move();
    assert_ne!(a, b, "the true positions differ");
    assert_eq!(a.observe(red_player), b.observe(red_player), "they look the same to the mover");
    for bot in Bot::ALL {
        let ta = think(&a, bot, Budget::Iterations(200), 5, &SearchControl::new());
        let tb = think(&b, bot, Budget::Iterations(200), 5, &SearchControl::new());
        assert_eq!(ta, tb, "{bot}");
    }
}

#[test]
fn rewards_share_wins_and_draws() {
    use crate::game::{Outcome, rewards};
    assert_eq!(rewards(&Outcome::single(Player(1)), 2), [0.0, 1.0, 0.0, 0.0]);
    assert_eq!(rewards(&Outcome::Draw, 2), [0.5, 0.5, 0.0, 0.0]);
    assert_eq!(rewards(&Outcome::Won(vec![Player(0), Player(2)]), 4), [0.5, 0.0, 0.5, 0.0]);
    assert_eq!(rewards(&Outcome::Draw, 4), [0.25; 4]);
}

#[test]
fn bot_names_round_trip() {
    for bot in Bot::ALL {
        assert_eq!(bot.to_string().parse::<Bot>(), Ok(bot));
    }
    assert_eq!(Bot::default(), Bot::Medium);
    assert!("deep-blue".parse::<Bot>().unwrap_err().contains("available"));
}

/// Each candidate's line is the rest of its mover's turn: legal after the move, every part
/// the same player's, and in Strata 5 reaching the end of the turn once the search is big
/// enough (the block is the turn's last part).
#[test]
fn a_candidates_line_is_the_rest_of_its_turn() {
    let start = Strata5::from_setup(&Default::default()).unwrap();
    let control = SearchControl::new();
    let thought = think(&start, Bot::Medium, Budget::Iterations(40_000), 3, &control).unwrap();
    let mover = Game::to_move(&start);
    let mut whole_turns = 0;
    for c in &thought.candidates {
        let mut game = start.clone();
        for token in std::iter::once(&c.mv).chain(&c.line) {
            assert_eq!(Game::to_move(&game), mover, "{} {:?}: another player's part", c.mv, c.line);
            let mv: <Strata5 as Game>::Move = token.parse().unwrap();
            game.play(&mv).unwrap_or_else(|e| panic!("{} {:?}: {token}: {e:?}", c.mv, c.line));
        }
        whole_turns += usize::from(Game::to_move(&game) != mover);
    }
    assert!(whole_turns >= 1, "no candidate's line reached the end of the turn: {thought:?}");
    // Stratum's turns have one part: nothing follows.
    let stratum = stratum(2);
    let thought = think(&stratum, Bot::Medium, Budget::Iterations(2_000), 3, &control).unwrap();
    assert!(thought.candidates.iter().all(|c| c.line.is_empty()), "{thought:?}");
}

/// The same through position text: two positions that differ only in the ranks of two unseen,
/// unmoved enemy pieces give the same answer (the pieces used to be numbered in rank order, so
/// the search's worlds followed the true ranks).
#[test]
fn stratego_decisions_from_position_text_depend_only_on_what_the_mover_sees() {
    use crate::position::Diagrammed;
    let mut rng = Rng::seed(8);
    let start = Stratego::new(&Army::random(&mut rng), &Army::random(&mut rng), Rules::default());
    let text = start.position_text();
    // Swap the ranks of two of Blue's unmoved back-rank pieces of different ranks.
    let (red, rest) = text.split_once(' ').unwrap();
    let (blue, tail) = rest.split_once(' ').unwrap();
    let mut pieces: Vec<String> = blue.split(',').map(String::from).collect();
    let (i, j) = (0..pieces.len())
        .flat_map(|i| (i + 1..pieces.len()).map(move |j| (i, j)))
        .find(|&(i, j)| pieces[i][..1] != pieces[j][..1])
        .unwrap();
    let (ri, rj) = (pieces[i][..1].to_string(), pieces[j][..1].to_string());
    pieces[i].replace_range(..1, &rj);
    pieces[j].replace_range(..1, &ri);
    let swapped = format!("{red} {} {tail}", pieces.join(","));
    let a = Stratego::from_position_text(&text).unwrap();
    let b = Stratego::from_position_text(&swapped).unwrap();
    let red_player = a.to_move();
    assert_ne!(a.position_text(), b.position_text(), "the true positions differ");
    assert_eq!(a.observe(red_player), b.observe(red_player), "they look the same to Red");
    for bot in Bot::ALL {
        let ta = think(&a, bot, Budget::Iterations(300), 5, &SearchControl::new());
        let tb = think(&b, bot, Budget::Iterations(300), 5, &SearchControl::new());
        assert_eq!(ta, tb, "{bot}");
    }
}
