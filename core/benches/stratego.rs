//! Stratego throughput: random playouts to a 2,000-ply cap, and legal-move generation.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, Throughput, criterion_group};
use strata_core::Game;
use strata_core::game::random_playout;
use strata_core::games::stratego::{Setup, Stratego};
use strata_core::rng::Rng;

const CAP: usize = 2_000;

fn starts() -> Vec<Stratego> {
    (0..16).filter_map(|seed| Stratego::from_setup(&Setup::from_seed(seed)).ok()).collect()
}

fn playouts(c: &mut Criterion) {
    let starts = starts();
    let mut group = c.benchmark_group("stratego");
    group.throughput(Throughput::Elements(1));
    let mut rng = Rng::seed(1);
    let mut i = 0;
    group.bench_function("random_playout_2000", |b| {
        b.iter(|| {
            let mut game = starts[i % starts.len()].clone();
            i += 1;
            black_box(random_playout(&mut game, &mut rng, CAP))
        })
    });
    group.finish();
}

fn move_generation(c: &mut Criterion) {
    // Positions from the middle of random games, so Scouts have open lines.
    let mut rng = Rng::seed(2);
    let positions: Vec<Stratego> = starts()
        .into_iter()
        .map(|mut g| {
            random_playout(&mut g, &mut rng, 60);
            g
        })
        .collect();
    let mut moves = Vec::with_capacity(128);
    let mut group = c.benchmark_group("stratego");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("legal_moves", |b| {
        b.iter(|| {
            let mut total = 0;
            for g in &positions {
                g.legal_moves(&mut moves);
                total += moves.len();
            }
            black_box(total)
        })
    });
    group.finish();
}

/// The belief model a player's tracker reads (the app's tooltip on a hidden piece): early,
/// middle and late positions of random games, for the player to move.
fn beliefs(c: &mut Criterion) {
    let mut rng = Rng::seed(3);
    let mut group = c.benchmark_group("stratego_beliefs");
    for plies in [20, 200, 600] {
        let positions: Vec<Stratego> = starts()
            .into_iter()
            .map(|mut g| {
                random_playout(&mut g, &mut rng, plies);
                g
            })
            .collect();
        let mut i = 0;
        group.bench_function(format!("after_{plies}_plies"), |b| {
            b.iter(|| {
                let g = &positions[i % positions.len()];
                i += 1;
                black_box(g.beliefs(g.to_move()))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, playouts, move_generation, beliefs);

/// Plays `games` seeded random games from one start (seed 1): a fixed workload to compare
/// builds, e.g. under `valgrind --tool=callgrind`, which counts instructions repeatably.
fn fixed_playouts(games: u64) {
    let start = starts()[0].clone();
    let mut rng = Rng::seed(1);
    let began = Instant::now();
    let mut plies = 0;
    for _ in 0..games {
        let mut game = start.clone();
        plies += random_playout(&mut game, &mut rng, CAP);
    }
    let secs = began.elapsed().as_secs_f64();
    println!(
        "stratego: {games} playouts in {secs:.2} s: {:.0} playouts/s, {:.1} plies per game",
        games as f64 / secs,
        plies as f64 / games as f64
    );
}

/// `STRATEGO_PLAYOUTS=N cargo bench -p strata-core --bench stratego` skips criterion and plays N games.
fn main() {
    if let Some(games) = std::env::var("STRATEGO_PLAYOUTS").ok().and_then(|n| n.parse().ok()) {
        fixed_playouts(games);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
