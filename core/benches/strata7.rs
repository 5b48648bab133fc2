//! Strata 7 throughput: random playouts (to a 400-ply cap) and legal-move generation.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, Throughput, criterion_group};
use strata_core::Game;
use strata_core::game::random_playout;
use strata_core::games::strata7::Strata7;
use strata_core::rng::Rng;

const PLY_CAP: usize = 400;

fn playouts(c: &mut Criterion) {
    let start = Strata7::new();
    let mut group = c.benchmark_group("strata7");
    group.throughput(Throughput::Elements(1));
    let mut rng = Rng::seed(1);
    group.bench_function("random_playout_400", |b| {
        b.iter(|| {
            let mut game = start.clone();
            black_box(random_playout(&mut game, &mut rng, PLY_CAP))
        })
    });
    group.finish();
}

fn move_generation(c: &mut Criterion) {
    // A spread of midgame positions: every 10th ply of a few random games.
    let mut positions = Vec::new();
    let mut rng = Rng::seed(7);
    let mut moves = Vec::new();
    for _ in 0..20 {
        let mut game = Strata7::new();
        for ply in 0..PLY_CAP {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            if ply % 10 == 0 {
                positions.push(game.clone());
            }
            game.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    let mut group = c.benchmark_group("strata7");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("legal_moves", |b| {
        b.iter(|| {
            let mut total = 0;
            for game in &positions {
                game.legal_moves(&mut moves);
                total += moves.len();
            }
            black_box(total)
        })
    });
    group.finish();
}

criterion_group!(benches, playouts, move_generation);

/// Plays `games` seeded random games from one start (seed 1): a fixed workload to compare
/// builds, e.g. under `valgrind --tool=callgrind`, which counts instructions repeatably.
fn fixed_playouts(games: u64) {
    let start = Strata7::new();
    let mut rng = Rng::seed(1);
    let began = Instant::now();
    let mut plies = 0;
    for _ in 0..games {
        let mut game = start.clone();
        plies += random_playout(&mut game, &mut rng, PLY_CAP);
    }
    let secs = began.elapsed().as_secs_f64();
    println!(
        "strata7: {games} playouts in {secs:.2} s: {:.0} playouts/s, {:.1} plies per game",
        games as f64 / secs,
        plies as f64 / games as f64
    );
}

/// `STRATA7_PLAYOUTS=N cargo bench -p strata-core --bench strata7` skips criterion and plays N games.
fn main() {
    if let Some(games) = std::env::var("STRATA7_PLAYOUTS").ok().and_then(|n| n.parse().ok()) {
        fixed_playouts(games);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
