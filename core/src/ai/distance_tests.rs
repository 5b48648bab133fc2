//! Issue 52: where a bot knows a result exactly it plays the shortest win, or when every move
//! loses the one that holds out longest, in every game without hidden information. The
//! distances here come from an exhaustive search of their own (depth-bounded minimax with no
//! pruning), not from the bots' code.

use super::exact::{Exact, ExactResult};
use super::*;
use crate::game::{Evaluate, Game, Player, rewards};
use crate::games::strata5::Strata5;
use crate::games::strata7::Strata7;
use crate::games::stratum::Stratum;
use crate::rng::Rng;

/// A position with every move's exact result for its mover.
type Case<G> = (G, Vec<(<G as Game>::Move, Exact)>);

/// The levels that search exactly before their tree search.
const LEVELS: [Bot; 3] = [Bot::Easy, Bot::Medium, Bot::Hard];

/// What a depth-bounded minimax knows of a position for `me`, in plies from it.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Known {
    Win(u32),
    Loss(u32),
    Draw,
    Unknown,
}

/// The exhaustive search: `me`'s result within `depth` plies of `g`, `Unknown` when some line
/// is still open there. A win found within the depth is the shortest (a longer one would
/// still be open), and a loss is exact only when every line is settled; `nodes` caps the
/// work (`None`: too large).
fn solve<G: Evaluate>(g: &G, me: Player, depth: u32, nodes: &mut u64) -> Option<Known> {
    *nodes = nodes.checked_sub(1)?;
    if let Some(outcome) = g.outcome() {
        let reward = rewards(&outcome, 2)[me.index()];
        return Some(if reward > 0.75 {
            Known::Win(0)
        } else if reward < 0.25 {
            Known::Loss(0)
        } else {
            Known::Draw
        });
    }
    if depth == 0 {
        return Some(Known::Unknown);
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let mine = g.to_move() == me;
    let (mut wins, mut losses, mut draws, mut open) = (None::<u32>, None::<u32>, false, false);
    for mv in &moves {
        let mut next = g.clone();
        next.play_unchecked(mv);
        match solve(&next, me, depth - 1, nodes)? {
            // The side that wins takes the shortest, the side that loses the longest.
            Known::Win(d) if mine => wins = Some(wins.map_or(d + 1, |w| w.min(d + 1))),
            Known::Win(d) => wins = Some(wins.map_or(d + 1, |w| w.max(d + 1))),
            Known::Loss(d) if mine => losses = Some(losses.map_or(d + 1, |l| l.max(d + 1))),
            Known::Loss(d) => losses = Some(losses.map_or(d + 1, |l| l.min(d + 1))),
            Known::Draw => draws = true,
            Known::Unknown => open = true,
        }
    }
    Some(match (mine, wins, losses) {
        (true, Some(w), _) => Known::Win(w),
        (false, _, Some(l)) => Known::Loss(l),
        _ if open => Known::Unknown,
        _ if draws => Known::Draw,
        (true, None, Some(l)) => Known::Loss(l),
        (false, Some(w), None) => Known::Win(w),
        _ => Known::Unknown,
    })
}

/// Every move of `g` with its exact result for the mover (the move counted as ply 1), when the
/// exhaustive search settles every one of them within `depth` plies.
fn exact_moves<G: Evaluate>(g: &G, depth: u32) -> Option<Vec<(G::Move, Exact)>> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let mut nodes = 200_000;
    moves
        .into_iter()
        .map(|mv| {
            let mut next = g.clone();
            next.play_unchecked(&mv);
            let exact = match solve(&next, g.to_move(), depth - 1, &mut nodes)? {
                Known::Win(d) => Exact::new(ExactResult::Win, d + 1),
                Known::Loss(d) => Exact::new(ExactResult::Loss, d + 1),
                Known::Draw | Known::Unknown => return None,
            };
            Some((mv, exact))
        })
        .collect()
}

/// Positions `back` moves before the end of random games of two players, where the exhaustive
/// search settles every move and moves of the same result differ in length (the choice
/// matters), with their moves' exact results.
fn decided<G: Evaluate>(
    start: &G,
    seeds: std::ops::Range<u64>,
    back: usize,
    depth: u32,
) -> Vec<Case<G>> {
    let mut scratch = Vec::new();
    seeds
        .filter_map(|seed| {
            let mut rng = Rng::seed(seed);
            let mut g = start.clone();
            let mut line = Vec::new();
            while let Some(mv) = g.random_move(&mut rng, &mut scratch) {
                line.push(g.clone());
                g.play_unchecked(&mv);
            }
            let g = line.len().checked_sub(back).map(|i| line.swap_remove(i))?;
            let exact = exact_moves(&g, depth)?;
            let best = exact.iter().map(|(_, e)| *e).max_by(|a, b| a.preference(b))?;
            let choice = exact.iter().any(|(_, e)| e.result == best.result && *e != best);
            choice.then_some((g, exact))
        })
        .collect()
}

/// Every level with an exact search plays a move of the best exact result (the shortest win,
/// or the longest loss) and reports it on its candidate; returns how many of the positions
/// were won and lost.
fn assert_best_distance<G: Evaluate>(name: &str, cases: &[Case<G>]) -> (usize, usize) {
    let (mut won, mut lost) = (0, 0);
    for (g, exact) in cases {
        let best = exact.iter().map(|(_, e)| *e).max_by(|a, b| a.preference(b)).expect("moves");
        for bot in LEVELS {
            let control = SearchControl::new();
            let thought = think(g, bot, Budget::Iterations(30), 7, &control).expect("a move");
            let played = exact.iter().find(|(mv, _)| mv.to_string() == thought.mv).expect("legal");
            assert_eq!(played.1, best, "{name} {bot} played {} in {g:?}: {exact:?}", thought.mv);
            assert_eq!(thought.candidates[0].exact, Some(best), "{name} {bot}");
        }
        match best.result {
            ExactResult::Win => won += 1,
            _ => lost += 1,
        }
    }
    (won, lost)
}

#[test]
fn every_level_plays_the_shortest_win_or_the_longest_loss_in_stratum() {
    let cases = decided(&Stratum::new(), 0..200, 4, 4);
    let (won, lost) = assert_best_distance("stratum", &cases);
    assert!(won >= 3 && lost >= 3, "{won} won, {lost} lost");
}

/// Where the game sets no exact endgame search (Strata 5 and Strata 7: their endgames are
/// rarely small, and a failed search costs a move's time), the cheap form holds at every
/// level: what a candidate reports exactly is true, a reported win is the shortest, and a loss
/// at once is never played while a longer one exists. Returns how many positions were lost.
fn assert_cheap_form<G: Evaluate>(name: &str, cases: &[Case<G>]) -> usize {
    let mut lost = 0;
    for (g, exact) in cases {
        let best = exact.iter().map(|(_, e)| *e).max_by(|a, b| a.preference(b)).expect("moves");
        for bot in LEVELS {
            let thought = think(g, bot, Budget::Iterations(30), 7, &SearchControl::new());
            let thought = thought.expect("a move");
            let played = exact.iter().find(|(mv, _)| mv.to_string() == thought.mv).expect("legal");
            let message = format!("{name} {bot} played {} in {g:?}: {exact:?}", thought.mv);
            for c in &thought.candidates {
                let truth = exact.iter().find(|(mv, _)| mv.to_string() == c.mv).expect("legal");
                assert!(c.exact.is_none_or(|e| e == truth.1), "{message}: {c:?}");
            }
            if thought.candidates[0].exact.is_some_and(|e| e.result == ExactResult::Win) {
                assert_eq!(played.1, best, "{message}");
            }
            if best.result == ExactResult::Loss && best.plies > 2 {
                assert!(played.1.plies > 2, "{message}");
            }
        }
        lost += usize::from(best.result == ExactResult::Loss);
    }
    lost
}

#[test]
fn every_level_reports_exact_results_truly_and_holds_out_in_strata5() {
    let mut cases = decided(&Strata5::new(6), 0..150, 2, 3);
    cases.extend(decided(&Strata5::new(6), 0..150, 3, 3));
    let lost = assert_cheap_form("strata5", &cases);
    assert!(lost >= 3, "{} positions, {lost} lost", cases.len());
}

#[test]
fn every_level_reports_exact_results_truly_and_holds_out_in_strata7() {
    let mut cases = decided(&Strata7::new(), 0..150, 2, 3);
    cases.extend(decided(&Strata7::new(), 0..150, 3, 3));
    let lost = assert_cheap_form("strata7", &cases);
    assert!(lost >= 3, "{} positions, {lost} lost", cases.len());
}
