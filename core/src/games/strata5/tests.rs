use super::*;
use crate::conformance::check_random_games;
use crate::game::perft;

#[test]
fn perft_quick() {
    let g = Strata5::new(8);
    for d in 1..=4 {
        let t = std::time::Instant::now();
        println!("depth {d}: {} ({:?})", perft(&g, d), t.elapsed());
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    println!("{}", moves.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" "));
}

#[test]
fn conformance_quick() {
    let t = std::time::Instant::now();
    check_random_games(100, 2000, |s| Strata5::new(6 + (s % 7) as u8), |_| Vec::new());
    println!("{:?}", t.elapsed());
}

#[test]
fn stats_quick() {
    let mut rng = crate::rng::Rng::seed(1);
    let mut total = 0;
    let mut outcomes = std::collections::BTreeMap::new();
    let t = std::time::Instant::now();
    for _ in 0..2000 {
        let mut g = Strata5::new(8);
        total += crate::game::random_playout(&mut g, &mut rng, 10_000);
        *outcomes
            .entry(format!("{:?} supply {} twb {}", g.outcome(), g.supply, g.turns_without_block))
            .or_insert(0) += 1;
    }
    println!("avg plies {} in {:?}", total / 2000, t.elapsed());
    for (k, v) in outcomes.iter().filter(|(_, v)| **v > 20) {
        println!("{k}: {v}");
    }
}
