use super::*;
use crate::game::random_playout;
use crate::rng::Rng;

#[test]
#[ignore]
fn playout_stats() {
    let mut total = 0;
    let mut ends = std::collections::BTreeMap::new();
    let n = 2000;
    for seed in 0..n {
        let mut g = Stratego::from_setup(&Setup::from_seed(seed % 16)).unwrap();
        let mut rng = Rng::seed(seed);
        let plies = random_playout(&mut g, &mut rng, 2000);
        total += plies;
        let key = match g.outcome() {
            None => "cap".to_string(),
            Some(Outcome::Draw) if g.quiet_plies() >= QUIET_MOVE_LIMIT => "quiet".into(),
            Some(Outcome::Draw) => "draw".into(),
            Some(Outcome::Won(_)) if g.last_combat().map(|c| c.defender_rank) == Some(Rank::Flag) => "flag".into(),
            Some(Outcome::Won(_)) => "blocked".into(),
        };
        *ends.entry(key).or_insert(0) += 1;
    }
    println!("avg plies {} ends {:?}", total as f64 / n as f64, ends);
}

#[test]
#[ignore]
fn branching_stats() {
    let mut plies = 0u64;
    let mut moves_total = 0u64;
    let mut moves = Vec::new();
    for seed in 0..500 {
        let mut g = Stratego::from_setup(&Setup::from_seed(seed % 16)).unwrap();
        let mut rng = Rng::seed(seed);
        for _ in 0..2000 {
            g.legal_moves(&mut moves);
            if moves.is_empty() { break; }
            plies += 1;
            moves_total += moves.len() as u64;
            let mv = moves[rng.below(moves.len())];
            g.play_unchecked(&mv);
        }
    }
    println!("avg moves per ply {}", moves_total as f64 / plies as f64);
}
