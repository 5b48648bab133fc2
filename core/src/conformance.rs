//! One conformance suite for every game: random playouts that check the engine against itself.
//!
//! Every game's tests call [`check_random_games`] (and [`check_determinize`] for hidden
//! information). A failure names the seed, so the game can be replayed.

use std::collections::HashSet;
use std::fmt::Debug;

use crate::game::{Game, HiddenInfo, Player};
use crate::rng::Rng;

/// Plays `games` random games from the positions `start(seed)` gives, each up to `max_plies`,
/// and at every position checks that:
/// - every generated move passes `check`, and the list has no duplicates;
/// - `check` refuses the `candidates` that `legal_moves` omits (a rule ID is given);
/// - the list is empty exactly when `outcome()` is some, and `play` then refuses everything;
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
    for seed in 0..games {
        let mut rng = Rng::seed(seed);
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
            for mv in candidates(&game) {
                if !legal.contains(&mv) {
                    let refused = game.check(&mv);
                    assert!(refused.is_err(), "{}: {mv} accepted but not generated", here());
                }
            }
            if ply % 16 == 0 {
                round_trip_serde(&game, &here());
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

fn round_trip_notation<G: Game>(mv: &G::Move, here: &str) {
    let text = mv.to_string();
    match text.parse::<G::Move>() {
        Ok(back) => assert_eq!(&back, mv, "{here}: notation {text} does not round-trip"),
        Err(e) => panic!("{here}: notation {text} does not parse back: {e}"),
    }
    assert!(!text.contains(char::is_whitespace), "{here}: notation {text:?} has whitespace");
}

fn round_trip_serde<G: Game + PartialEq>(game: &G, here: &str) {
    // RON, the format of save files.
    let text = ron::to_string(game).expect("positions serialize");
    let back: G = ron::from_str(&text).unwrap_or_else(|e| panic!("{here}: {e}"));
    assert!(&back == game, "{here}: serde round-trip changed the position");
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
