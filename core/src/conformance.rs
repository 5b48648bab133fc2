//! One conformance suite for every game: random playouts that check the engine against itself.
//!
//! Every game's tests call [`check_random_games`] (and [`check_determinize`] for hidden
//! information). A failure names the seed, so the game can be replayed.

use std::collections::{HashMap, HashSet};
use std::fmt::Debug;

use crate::game::{Game, HiddenInfo, Player};
use crate::rng::Rng;

/// Plays `games` random games from the positions `start(seed)` gives, each up to `max_plies`,
/// and at every position checks that:
/// - every generated move passes `check`, and the list has no duplicates;
/// - `check` refuses the `candidates` that `legal_moves` omits (a rule ID is given);
/// - the list is empty exactly when `outcome()` is some, and `play` then refuses everything;
/// - `random_move` draws one of the listed moves, or `None` when there is none;
/// - notation round-trips (`Display` then `FromStr`), and so does serde (JSON) for moves and
///   positions.
///
/// `candidates` proposes plausible moves for a position (legal or not), e.g. every move of the
/// notation's shape on the board; pass `|_| Vec::new()` for none.
pub fn check_random_games<G, S, C>(games: u64, max_plies: usize, start: S, candidates: C)
where
    G: Game + PartialEq,
    S: Fn(u64) -> G,
    C: Fn(&G) -> Vec<G::Move>,
{
    let mut moves = Vec::new();
    let mut previous_moves = Vec::new();
    let mut scratch = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::seed(seed);
        let mut sampler_rng = Rng::seed(seed ^ 0x5A3F);
        let mut game = start(seed);
        for ply in 0..max_plies {
            let here = || format!("seed {seed}, ply {ply}");
            game.legal_moves(&mut moves);
            assert_eq!(
                moves.is_empty(),
                game.outcome().is_some(),
                "{}: moves empty iff game over ({} moves, outcome {:?})",
                here(),
                moves.len(),
                game.outcome()
            );
            let legal: HashSet<G::Move> = moves.iter().cloned().collect();
            assert_eq!(legal.len(), moves.len(), "{}: duplicate moves", here());
            for mv in &moves {
                if let Err(e) = game.check(mv) {
                    panic!("{}: generated move {mv} refused: {e}", here());
                }
                round_trip_notation::<G>(mv, &here());
            }
            match game.random_move(&mut sampler_rng, &mut scratch) {
                Some(mv) => assert!(legal.contains(&mv), "{}: random_move drew {mv}", here()),
                None => assert!(moves.is_empty(), "{}: random_move found no move", here()),
            }
            for mv in candidates(&game) {
                if !legal.contains(&mv) {
                    let refused = game.check(&mv);
                    assert!(refused.is_err(), "{}: {mv} accepted but not generated", here());
                }
            }
            if moves.is_empty() {
                // The moves that were legal one ply earlier are all refused now.
                for mv in &previous_moves {
                    assert!(game.check(mv).is_err(), "{}: {mv} accepted after the end", here());
                }
                break;
            }
            let mv = moves[rng.below(moves.len())].clone();
            previous_moves.clone_from(&moves);
            let before = game.clone();
            game.play(&mv).unwrap_or_else(|e| panic!("{}: play({mv}) failed: {e}", here()));
            assert!(before != game, "{}: {mv} left the position unchanged", here());
        }
    }
}

/// At one position in `every` of `games` random games (from `start(seed)`, up to `max_plies`
/// each): `random_move` draws every legal move equally often. A chi-square test over 150 draws
/// per legal move, against the bound a uniform sampler exceeds with probability about 1e-6
/// (fixed seeds make it repeatable). A sampler that favours some moves, e.g. by choosing a
/// piece first and then one of its moves, fails it.
pub fn assert_uniform_sampler<G, S>(games: u64, max_plies: usize, every: usize, start: S)
where
    G: Game,
    S: Fn(u64) -> G,
{
    const DRAWS_PER_MOVE: usize = 150;
    let (mut moves, mut scratch) = (Vec::new(), Vec::new());
    let mut tested = 0;
    for seed in 0..games {
        let mut rng = Rng::seed(seed);
        let mut game = start(seed);
        for ply in 0..max_plies {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            if ply % every == 0 && moves.len() > 1 {
                let mut counts: HashMap<G::Move, usize> =
                    moves.iter().map(|mv| (mv.clone(), 0)).collect();
                for _ in 0..DRAWS_PER_MOVE * moves.len() {
                    let mv = game.random_move(&mut rng, &mut scratch).expect("a legal move");
                    let count = counts.get_mut(&mv);
                    *count.unwrap_or_else(|| panic!("seed {seed}, ply {ply}: drew {mv}")) += 1;
                }
                let expected = DRAWS_PER_MOVE as f64;
                let chi_square: f64 =
                    counts.values().map(|&n| (n as f64 - expected).powi(2) / expected).sum();
                let bound = chi_square_bound(moves.len() - 1);
                if chi_square >= bound {
                    let (rarest, commonest) = (
                        counts.iter().min_by_key(|(_, n)| **n).expect("moves"),
                        counts.iter().max_by_key(|(_, n)| **n).expect("moves"),
                    );
                    panic!(
                        "seed {seed}, ply {ply}: draws over {} moves are not uniform \
                         (chi-square {chi_square:.0} > {bound:.0}; expected {expected} each, \
                         {} drawn {} times, {} {} times)",
                        moves.len(),
                        rarest.0,
                        rarest.1,
                        commonest.0,
                        commonest.1
                    );
                }
                tested += 1;
            }
            let mv = moves[rng.below(moves.len())].clone();
            game.play_unchecked(&mv);
        }
    }
    assert!(tested > 0, "no position was tested");
}

/// The chi-square value with `df` degrees of freedom that is exceeded with probability about
/// 1e-6 (Wilson-Hilferty: z = 4.75).
fn chi_square_bound(df: usize) -> f64 {
    let df = df as f64;
    let a = 2.0 / (9.0 * df);
    df * (1.0 - a + 4.75 * a.sqrt()).powi(3)
}

fn round_trip_notation<G: Game>(mv: &G::Move, here: &str) {
    let text = mv.to_string();
    match text.parse::<G::Move>() {
        Ok(back) => assert_eq!(&back, mv, "{here}: notation {text} does not round-trip"),
        Err(e) => panic!("{here}: notation {text} does not parse back: {e}"),
    }
    assert!(!text.contains(char::is_whitespace), "{here}: notation {text:?} has whitespace");
}

/// For every position of `games` random games: `determinize(p)` keeps `observe(p)` for every
/// player `p`, and `valid` (the game's own invariant, e.g. army counts) holds for the result.
pub fn check_determinize<G, S, V>(games: u64, max_plies: usize, start: S, valid: V)
where
    G: HiddenInfo,
    G::Observation: Debug,
    S: Fn(u64) -> G,
    V: Fn(&G, &G, Player) -> Result<(), String>,
{
    let mut moves = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::seed(seed ^ 0xD373);
        let mut game = start(seed);
        for ply in 0..max_plies {
            for p in (0..game.player_count()).map(|i| Player(i as u8)) {
                let sample = game.determinize(p, &mut rng);
                assert_eq!(
                    sample.observe(p),
                    game.observe(p),
                    "seed {seed}, ply {ply}: determinize changed what {p:?} knows"
                );
                if let Err(e) = valid(&game, &sample, p) {
                    panic!("seed {seed}, ply {ply}: invalid determinization for {p:?}: {e}");
                }
            }
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
}
