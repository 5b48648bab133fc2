//! The review against issue 15: a missed win in one is a blunder with the win as the better
//! move, a review is repeatable, cancelling is quick, every game can be reviewed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::*;
use crate::game::GameId;
use crate::games::{GameOptions, GameSetup};
use crate::rng::Rng;
use crate::save::SaveFile;
use crate::session::Session;

fn session(id: GameId, options: &GameOptions, moves: &[&str]) -> Session {
    let mut session = Session::new(GameSetup::from_options(id, options).unwrap(), vec![]).unwrap();
    for token in moves {
        session.play(token).unwrap();
    }
    session
}

/// `plies` random moves (fewer if the game ends) from the start, drawn with `seed`.
fn random_game(id: GameId, options: &GameOptions, plies: usize, seed: u64) -> Session {
    let mut session = session(id, options, &[]);
    let mut rng = Rng::seed(seed);
    for _ in 0..plies {
        let tokens = session.position().legal_move_tokens();
        let Some(token) = rng.choose(&tokens) else { break };
        session.play(&token.clone()).unwrap();
    }
    session
}

fn quiet(_: usize, _: usize) {}

/// Stratum, two players: after these moves Beige (to move) wins at once with D1-D4 (and
/// with no other move), but plays D2-D5.
const MISSED_WIN: [&str; 15] = [
    "I6-I9", "A2-D5", "E1-H4", "G6-G9", "B6-E6", "A1-D1", "C7-F7", "B2-E5", "H5-H8", "D2-G5",
    "C2-F5", "C1-C4", "E5-H5", "D7-G7", "D2-D5",
];

#[test]
fn a_missed_win_in_one_is_a_blunder_with_the_win_as_the_better_move() {
    let game = session(GameId::Stratum, &GameOptions::default(), &MISSED_WIN);
    // The premise: D1-D4 was the one winning move.
    let before = game.position_at(MISSED_WIN.len() - 1);
    let mover = before.to_move().unwrap();
    for token in before.legal_move_tokens() {
        let mut next = before.clone_box();
        next.play_token(&token).unwrap();
        let wins = next.outcome().is_some_and(|o| o.winners().contains(&mover));
        assert_eq!(wins, token == "D1-D4", "{token}");
    }
    let review = review(&game, Depth::Quick, 1, &SearchControl::new(), &mut quiet).unwrap();
    let last = review.moves.last().unwrap();
    assert_eq!(last.mv, "D2-D5");
    assert_eq!(last.mover, mover);
    assert_eq!(last.best, "D1-D4");
    assert!(last.missed_win);
    assert_eq!(last.verdict, Verdict::Blunder);
    assert_eq!(last.before, 1.0, "a win in one is a certain win");
    assert!(last.drop >= BLUNDER, "{last:?}");
    // Playing the win instead is the best move.
    let mut won = MISSED_WIN;
    won[14] = "D1-D4";
    let review = super::review(
        &session(GameId::Stratum, &GameOptions::default(), &won),
        Depth::Quick,
        1,
        &SearchControl::new(),
        &mut quiet,
    )
    .unwrap();
    let last = review.moves.last().unwrap();
    assert_eq!((last.verdict, last.missed_win, last.after), (Verdict::Best, false, 1.0));
}

#[test]
fn the_same_save_and_seed_give_the_same_review() {
    let options = GameOptions { size: Some(6), ..GameOptions::default() };
    let game = random_game(GameId::Strata5, &options, 24, 5);
    let text = game.to_save().to_ron();
    let again = Session::from_save(&SaveFile::parse(&text).unwrap()).unwrap();
    let a = review(&game, Depth::Quick, 9, &SearchControl::new(), &mut quiet).unwrap();
    let b = review(&again, Depth::Quick, 9, &SearchControl::new(), &mut quiet).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.seed, 9);
    assert_eq!(a.depth, Depth::Quick);
}

#[test]
fn cancelling_stops_the_review_within_100_ms() {
    let setup = GameOptions { seed: Some(3), ..GameOptions::default() };
    let game = random_game(GameId::Stratego, &setup, 200, 3);
    let control = Arc::new(SearchControl::new());
    let (done, calls) = (Arc::new(std::sync::Mutex::new(None)), Arc::clone(&control));
    let worker = {
        let done = Arc::clone(&done);
        std::thread::spawn(move || {
            let result = review(&game, Depth::Thorough, 1, &calls, &mut quiet);
            *done.lock().unwrap() = Some(Instant::now());
            result
        })
    };
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    control.stop();
    let result = worker.join().unwrap();
    let ended = done.lock().unwrap().expect("the review returned");
    let waited = ended.saturating_duration_since(asked);
    assert_eq!(result, Err(Cancelled));
    assert!(waited < Duration::from_millis(100), "stopped after {waited:?}");
}

#[test]
fn progress_counts_every_position() {
    let game = random_game(GameId::Strata7, &GameOptions::default(), 6, 2);
    let mut seen = Vec::new();
    let review =
        review(&game, Depth::Quick, 1, &SearchControl::new(), &mut |d, t| seen.push((d, t)))
            .unwrap();
    assert_eq!(seen, (1..=7).map(|d| (d, 7)).collect::<Vec<_>>());
    assert_eq!(review.win_rates.len(), 7);
}

#[test]
fn a_game_of_each_of_the_four_games_reviews() {
    let games = [
        (GameId::Strata5, GameOptions { size: Some(6), ..GameOptions::default() }, 40),
        (GameId::Stratum, GameOptions { players: Some(3), ..GameOptions::default() }, 40),
        (GameId::Strata7, GameOptions::default(), 30),
        (GameId::Stratego, GameOptions { seed: Some(8), ..GameOptions::default() }, 40),
    ];
    for (id, options, plies) in games {
        let game = random_game(id, &options, plies, 4);
        let players = game.position().player_names().len();
        let review = review(&game, Depth::Quick, 2, &SearchControl::new(), &mut quiet).unwrap();
        assert_eq!(review.full_information, id == GameId::Stratego, "{id}");
        assert_eq!(review.moves.len(), game.moves().len(), "{id}: every move (or part)");
        let tokens: Vec<String> = game.moves().iter().map(|m| m.token.clone()).collect();
        assert!(review.is_for(&tokens), "{id}");
        assert!(review.win_rates.iter().all(|r| r.len() == players), "{id}: a series per seat");
        for (m, played) in review.moves.iter().zip(game.moves()) {
            assert_eq!((m.mover, &m.mv), (played.by, &played.token), "{id}");
            assert!((0.0..=1.0).contains(&m.before) && (0.0..=1.0).contains(&m.after), "{id}");
            // At most the difference (the search before the move may rate the move better).
            assert!(m.drop >= 0.0 && m.drop <= (m.before - m.after).max(0.0) + 1e-9);
            assert!(m.missed_win || m.verdict != Verdict::Blunder || m.drop >= BLUNDER);
        }
        // Random moves are not all best: the review tells them apart.
        assert!(review.moves.iter().any(|m| m.verdict != Verdict::Best), "{id}");
        let counts = review.counts(players);
        assert_eq!(counts.iter().flatten().sum::<usize>(), review.moves.len(), "{id}");
    }
}

#[test]
fn a_review_of_other_moves_is_not_current() {
    let game = random_game(GameId::Strata7, &GameOptions::default(), 4, 1);
    let review = review(&game, Depth::Quick, 1, &SearchControl::new(), &mut quiet).unwrap();
    let mut tokens: Vec<String> = game.moves().iter().map(|m| m.token.clone()).collect();
    assert!(review.is_for(&tokens));
    tokens.pop();
    assert!(!review.is_for(&tokens), "a move taken back");
    tokens.push("a1-a2".to_string());
    assert!(!review.is_for(&tokens), "another last move");
}

#[test]
fn verdicts_follow_the_documented_thresholds() {
    assert_eq!(Verdict::of_drop(0.0), Verdict::Good);
    assert_eq!(Verdict::of_drop(0.049), Verdict::Good);
    assert_eq!(Verdict::of_drop(0.05), Verdict::Inaccuracy);
    assert_eq!(Verdict::of_drop(0.1), Verdict::Mistake);
    assert_eq!(Verdict::of_drop(0.15), Verdict::Blunder);
    assert_eq!(Verdict::Blunder.symbol(), "??");
    for depth in Depth::ALL {
        assert_eq!(depth.name().parse::<Depth>(), Ok(depth));
    }
    assert!("deep".parse::<Depth>().is_err());
}

/// The app's hint (Medium's top three, best by its estimate first) and the review, searching
/// the same position with the same effort and seed, agree: the hint's first choice is never
/// a mistake or a blunder in the review.
#[test]
fn the_hints_first_choice_is_never_a_mistake_in_the_review() {
    let iterations = Depth::Quick.iterations();
    let mut judged = 0;
    for (id, options) in [
        (GameId::Strata5, GameOptions::default()),
        (GameId::Stratum, GameOptions::default()),
        (GameId::Strata7, GameOptions::default()),
    ] {
        for seed in 0..12 {
            let mut game = random_game(id, &options, 6 + seed as usize, seed);
            let ply = game.moves().len();
            if game.position().outcome().is_some() {
                continue;
            }
            let position_seed = 7 ^ (ply as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03);
            let control = SearchControl::new();
            let budget = crate::ai::Budget::Iterations(iterations);
            let thought =
                game.position().think(crate::ai::Bot::Medium, budget, position_seed, &control);
            let mut top: Vec<_> = thought.unwrap().candidates.into_iter().take(3).collect();
            top.sort_by(|a, b| b.win_rate.total_cmp(&a.win_rate));
            game.play(&top[0].mv).unwrap();
            let review = review(&game, Depth::Quick, 7, &control, &mut quiet).unwrap();
            let verdict = review.moves[ply].verdict;
            assert!(verdict <= Verdict::Inaccuracy, "{id} seed {seed}: {:?}", review.moves[ply]);
            judged += 1;
        }
    }
    assert!(judged >= 30, "{judged}");
}
