//! Frame CPU time of the real UI on late-game positions, driven headless through egui_kittest.
//!
//! `ui` is one frame of the app (layout, drawing, picking, AccessKit); `ui+tessellate` adds
//! turning the frame's shapes into triangles, the rest of the CPU work eframe does per frame
//! before handing the triangles to the GPU. The pointer moves over the board every frame, so
//! the hover, ghost and picking code runs too.

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Event, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use strata_app::StrataApp;
use strata_core::session::Session;
use strata_core::{GameId, GameOptions, GameSetup, Rng};

/// A session `before_end` moves before the end of a seeded random game: a crowded board.
fn late_game(game: GameId, seed: u64, before_end: usize) -> Session {
    let setup = GameSetup::from_options(game, &GameOptions::default()).expect("game exists");
    let mut rng = Rng::seed(seed);
    let mut full = Session::new(setup.clone(), vec![]).expect("setup is valid");
    loop {
        let tokens = full.position().legal_move_tokens();
        if tokens.is_empty() {
            break;
        }
        full.play(&tokens[rng.below(tokens.len())]).expect("legal");
    }
    let mut session = Session::new(setup, vec![]).expect("setup is valid");
    let keep = full.moves().len().saturating_sub(before_end);
    for played in &full.moves()[..keep] {
        session.play(&played.token).expect("legal");
    }
    session
}

fn bench_game(c: &mut Criterion, name: &str, session: Session, aim: [&str; 2]) {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), StrataApp::new(Some(session)));
    h.run();
    // Stratego opens on the hand-over screen: the player to move takes the screen.
    if let Some(button) = h.query_by_label_contains("show my pieces") {
        button.click();
        h.run();
    }
    let points: Vec<Pos2> =
        aim.iter().map(|t| h.state().locate(t).expect("on the board")).collect();
    let mut i = 0;
    let mut frame = |h: &mut Harness<'_, StrataApp>| {
        i += 1;
        h.event(Event::PointerMoved(points[i % 2]));
        h.step();
    };
    c.bench_function(&format!("{name}/ui"), |b| b.iter(|| frame(&mut h)));
    c.bench_function(&format!("{name}/ui+tessellate"), |b| {
        b.iter(|| {
            frame(&mut h);
            let shapes = h.output().shapes.clone();
            h.ctx.tessellate(shapes, 1.0)
        })
    });
}

fn frames(c: &mut Criterion) {
    bench_game(c, "strata5 late game", late_game(GameId::Strata5, 7, 4), ["d4", "e5"]);
    bench_game(c, "stratum late game", late_game(GameId::Stratum, 7, 2), ["E5", "D4"]);
    bench_game(c, "strata7 late game", late_game(GameId::Strata7, 7, 4), ["d4", "e6"]);
    bench_game(c, "stratego late game", late_game(GameId::Stratego, 7, 4), ["d4", "e6"]);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(40);
    targets = frames
}
criterion_main!(benches);
