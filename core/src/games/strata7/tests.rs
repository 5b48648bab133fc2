use super::*;

#[test]
fn start_has_22_moves() {
    let g = Strata7::new();
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let mut t: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    t.sort();
    println!("{t:?}");
    assert_eq!(moves.len(), 22);
}

#[test]
#[ignore]
fn stats() {
    use crate::rng::Rng;
    let mut rng = Rng::seed(3);
    let mut moves = Vec::new();
    let (mut plies, mut total_moves, mut max_moves, mut endings) =
        (0usize, 0usize, 0usize, std::collections::BTreeMap::new());
    let mut max_len = 0;
    for _ in 0..1000 {
        let mut g = Strata7::new();
        let mut n = 0;
        for _ in 0..400 {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            total_moves += moves.len();
            max_moves = max_moves.max(moves.len());
            for m in &moves {
                if let Move::Go(r) = m {
                    max_len = max_len.max(r.landings().len());
                }
            }
            let mv = moves[rng.below(moves.len())];
            g.play_unchecked(&mv);
            n += 1;
        }
        plies += n;
        *endings.entry(format!("{:?}", g.ending())).or_insert(0) += 1;
    }
    println!(
        "avg plies {} avg moves {} max moves {max_moves} max chain {max_len} {endings:?}",
        plies / 1000,
        total_moves / plies
    );
}

#[test]
#[ignore]
fn timing() {
    use crate::rng::Rng;
    struct Count(usize);
    impl movegen::Sink for Count {
        fn push(&mut self, _: Move) -> bool {
            self.0 += 1;
            false
        }
    }
    let mut rng = Rng::seed(3);
    let mut moves = Vec::new();
    let mut positions = Vec::new();
    for _ in 0..200 {
        let mut g = Strata7::new();
        for _ in 0..400 {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            positions.push(g.clone());
            let mv = moves[rng.below(moves.len())];
            g.play_unchecked(&mv);
        }
    }
    let mut best_vec = f64::MAX;
    let mut best_count = f64::MAX;
    let mut total = 0;
    let mut c = Count(0);
    let n = positions.len() as f64;
    for _ in 0..15 {
        let t = std::time::Instant::now();
        for g in &positions {
            g.legal_moves(&mut moves);
            total += moves.len();
        }
        best_vec = best_vec.min(t.elapsed().as_nanos() as f64 / n);
        let t = std::time::Instant::now();
        for g in &positions {
            g.generate(g.to_move(), &mut c);
        }
        best_count = best_count.min(t.elapsed().as_nanos() as f64 / n);
    }
    let mut plays = 0.0f64;
    let mut best_play = f64::MAX;
    for _ in 0..5 {
        let t = std::time::Instant::now();
        let mut rng = Rng::seed(11);
        let mut count = 0;
        for _ in 0..2000 {
            let mut g = Strata7::new();
            crate::game::random_playout(&mut g, &mut rng, 400);
            count += 1;
        }
        best_play = best_play.min(t.elapsed().as_secs_f64() / count as f64);
        plays = 1.0 / best_play;
    }
    println!(
        "{} positions, {} moves: vec {best_vec:.0} ns/pos, count {best_count:.0} ns/pos ({}) playouts/s {plays:.0}",
        positions.len(),
        total,
        c.0
    );
}

#[test]
#[ignore]
fn distribution() {
    use crate::rng::Rng;
    let mut rng = Rng::seed(3);
    let mut moves = Vec::new();
    let mut counts = Vec::new();
    let mut jumps = 0usize;
    let mut steps = 0usize;
    for _ in 0..300 {
        let mut g = Strata7::new();
        for _ in 0..400 {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            counts.push(moves.len());
            for m in &moves {
                if let Move::Go(r) = m {
                    if r.landings().len() == 1
                        && board::adjacent(r.from().cell().unwrap(), r.arrival().cell().unwrap())
                    {
                        steps += 1
                    } else {
                        jumps += 1
                    }
                }
            }
            let mv = moves[rng.below(moves.len())];
            g.play_unchecked(&mv);
        }
    }
    counts.sort();
    let n = counts.len();
    println!(
        "n {n} p10 {} p50 {} p90 {} p99 {} max {} steps {} jumps {}",
        counts[n / 10],
        counts[n / 2],
        counts[n * 9 / 10],
        counts[n * 99 / 100],
        counts[n - 1],
        steps / n,
        jumps / n
    );
}

#[test]
#[ignore]
fn cost() {
    use crate::rng::Rng;
    let mut rng = Rng::seed(11);
    let start = Strata7::new();
    let mut plies = 0;
    for _ in 0..300 {
        let mut g = start.clone();
        plies += crate::game::random_playout(&mut g, &mut rng, 400);
    }
    println!("plies {plies}");
}
