//! Strata 5 speed: whole random games from the start, and legal-move generation.
//!
//! `STRATA5_PLAYOUTS=N cargo bench -p strata-core --bench strata5` skips criterion and plays N
//! seeded random games on the default board, printing playouts/s: a fixed workload to compare
//! builds (e.g. under `valgrind --tool=callgrind`, which counts instructions repeatably).

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, Throughput, criterion_group};
use strata_core::Game;
use strata_core::game::random_playout;
use strata_core::games::strata5::Strata5;
use strata_core::rng::Rng;

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("strata5_playout");
    group.throughput(Throughput::Elements(1));
    for size in [8, 12] {
        let start = Strata5::new(size);
        let mut rng = Rng::seed(1);
        group.bench_function(format!("size{size}"), |b| {
            b.iter(|| {
                let mut game = start.clone();
                black_box(random_playout(&mut game, &mut rng, 10_000))
            })
        });
    }
    group.finish();
}

/// A mid-game position: 30 random moves into a seeded game, at a first pawn move.
fn midgame() -> Strata5 {
    let mut rng = Rng::seed(7);
    let mut game = Strata5::new(8);
    let mut moves = Vec::new();
    for _ in 0..30 {
        game.legal_moves(&mut moves);
        game.play_unchecked(&moves[rng.below(moves.len())]);
    }
    game
}

fn legal_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("strata5_legal_moves");
    let mut moves = Vec::new();
    for (name, position) in [("start", Strata5::new(8)), ("midgame", midgame())] {
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(&position).legal_moves(&mut moves);
                black_box(moves.len())
            })
        });
    }
    group.finish();
}

/// Plays `games` random games from the default start with seed 1, as `strata bench` does.
fn fixed_playouts(games: u64) {
    let start = Strata5::new(8);
    let mut rng = Rng::seed(1);
    let began = Instant::now();
    let mut plies = 0;
    for _ in 0..games {
        let mut game = start.clone();
        plies += random_playout(&mut game, &mut rng, 10_000);
    }
    let secs = began.elapsed().as_secs_f64();
    println!(
        "strata5: {games} playouts in {secs:.2} s: {:.0} playouts/s, {:.1} plies per game",
        games as f64 / secs,
        plies as f64 / games as f64
    );
}

criterion_group!(benches, playouts, legal_moves);

fn main() {
    if let Some(games) = std::env::var("STRATA5_PLAYOUTS").ok().and_then(|n| n.parse().ok()) {
        fixed_playouts(games);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
