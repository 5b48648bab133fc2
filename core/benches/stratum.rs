//! Stratum speed: whole random games from the start, and legal-move generation.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use strata_core::Game;
use strata_core::game::random_playout;
use strata_core::games::stratum::{Setup, Stratum};
use strata_core::rng::Rng;

fn start(size: u8, players: u8) -> Stratum {
    let setup = Setup { size, players, ..Setup::default() };
    Stratum::from_setup(&setup).expect("valid setup")
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("stratum_playout");
    group.throughput(Throughput::Elements(1));
    for (size, players) in [(5, 2), (5, 4), (6, 2)] {
        let start = start(size, players);
        let mut rng = Rng::seed(1);
        group.bench_function(format!("size{size}_players{players}"), |b| {
            b.iter(|| {
                let mut game = start.clone();
                black_box(random_playout(&mut game, &mut rng, 200))
            })
        });
    }
    group.finish();
}

fn legal_moves(c: &mut Criterion) {
    // A position at the start of level 2, where the full set of bars was just rebuilt.
    let mut game = start(5, 2);
    let mut moves = Vec::new();
    while game.level() == 1 {
        game.legal_moves(&mut moves);
        game.play_unchecked(&moves[0]);
    }
    let mut group = c.benchmark_group("stratum_legal_moves");
    for (name, position) in [("start", start(5, 2)), ("level2", game)] {
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(&position).legal_moves(&mut moves);
                black_box(moves.len())
            })
        });
    }
    group.bench_function("check_all_bars", |b| {
        let position = start(5, 2);
        let bars: Vec<_> = position.board().bars().iter().map(|bar| bar.mv).collect();
        b.iter(|| bars.iter().filter(|m| position.check(m).is_ok()).count())
    });
    group.finish();
}

criterion_group!(benches, playouts, legal_moves);
criterion_main!(benches);
