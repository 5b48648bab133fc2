//! UI monkey test: thousands of seeded random events (clicks, drags, wheel turns, typing, key
//! presses with the app's shortcuts) over every game view, the position editor of every game,
//! the Stratego setup screen, the New game dialog and the file dialog, at several window sizes. Afterwards nothing has panicked and
//! the session is consistent: its moves replayed from its setup give the same positions.
//!
//! Computer seats are set back to people after every event: the computer's timing would make
//! the run slow and not repeatable. A failure prints the scenario, size and seed;
//! `cargo test -p strata-app --test app monkey -- --ignored` runs a longer session
//! (`STRATA_MONKEY_SEEDS`, default 10, seeds of 2,000 events per scene and size).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;

use egui::{Event, Key, Modifiers, MouseWheelUnit, PointerButton, Pos2, Vec2, vec2};
use egui_kittest::Harness;
use strata_app::StrataApp;
use strata_app::command::{Command, FileCommand};
use strata_app::file_dialog::Dialogs;
use strata_app::places::Places;
use strata_core::save::Seat;
use strata_core::{GameId, GameOptions, GameSetup, Rng, position_from_text};

/// Where the monkey starts: a game of each kind, its position editor, the setup screen, and two
/// dialogs.
#[derive(Clone, Copy, Debug)]
enum Scene {
    Game(GameId),
    Editor(GameId),
    StrategoSetup,
    NewGameDialog,
    FileDialog,
}

const SCENES: [Scene; 11] = [
    Scene::Game(GameId::Strata5),
    Scene::Game(GameId::Stratum),
    Scene::Game(GameId::Strata7),
    Scene::Game(GameId::Stratego),
    Scene::Editor(GameId::Strata5),
    Scene::Editor(GameId::Stratum),
    Scene::Editor(GameId::Strata7),
    Scene::Editor(GameId::Stratego),
    Scene::StrategoSetup,
    Scene::NewGameDialog,
    Scene::FileDialog,
];

const SIZES: [Vec2; 3] = [vec2(1280.0, 800.0), vec2(800.0, 600.0), vec2(1920.0, 1080.0)];

/// Keys the app or its widgets answer, with and without modifiers.
const KEYS: &[Key] = &[
    Key::Z,
    Key::Y,
    Key::N,
    Key::S,
    Key::O,
    Key::M,
    Key::Q,
    Key::F1,
    Key::ArrowLeft,
    Key::ArrowRight,
    Key::ArrowUp,
    Key::ArrowDown,
    Key::Home,
    Key::End,
    Key::Escape,
    Key::Enter,
    Key::Space,
    Key::Tab,
    Key::Backspace,
    Key::Delete,
    Key::P,
    Key::A,
    Key::R,
    Key::Num1,
];

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("strata-app-monkey-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The app as launched, its files in a scratch folder, showing `scene`.
fn open(scene: Scene, size: Vec2, home: &std::path::Path) -> Harness<'static, StrataApp> {
    let app = StrataApp::launch(Some(Places::at(home)), Dialogs::Builtin, None);
    let mut h = Harness::builder()
        .with_size(size)
        .with_max_steps(12)
        // What the app does: a box for a character the font lacks (kittest would panic).
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut StrataApp| app.show(ui), app);
    h.run_ok();
    let humans = vec![Seat::Human, Seat::Human];
    let start = |game| {
        let options = GameOptions::default();
        Command::Start(GameSetup::from_options(game, &options).unwrap(), humans.clone())
    };
    let command = match scene {
        Scene::Game(game) => start(game),
        Scene::Editor(game) => {
            h.state_mut().push(start(game));
            h.run_ok();
            Command::EditPosition(false)
        }
        Scene::StrategoSetup => {
            let setup = GameSetup::from_options(GameId::Stratego, &Default::default()).unwrap();
            Command::BeforeGame { setup, seats: humans, rematch: false }
        }
        Scene::NewGameDialog => Command::NewGameDialog,
        Scene::FileDialog => Command::File(FileCommand::ChooseOpen),
    };
    h.state_mut().push(command);
    h.run_ok();
    h
}

/// One random input: mostly clicks (where the widgets are), some drags, wheel turns, keys and
/// typed text.
fn random_event(h: &mut Harness<'_, StrataApp>, rng: &mut Rng, size: Vec2) {
    let mut point = || Pos2::new(rng.unit() as f32 * size.x, rng.unit() as f32 * size.y);
    let (a, b) = (point(), point());
    let button = |pos, pressed| Event::PointerButton {
        pos,
        button: PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    match rng.below(12) {
        // A legal move now and then, as the board would send it, so the monkey also meets
        // later positions, the move list, replay and the end of a game.
        10 | 11 => {
            let Some(position) = h.state().session().map(|s| s.position()) else { return };
            let legal = position.legal_move_tokens();
            if let Some(token) = rng.choose(&legal) {
                h.state_mut().push(Command::Play(token.clone()));
            }
        }
        0..=4 => {
            h.event(Event::PointerMoved(a));
            h.event(button(a, true));
            h.event(button(a, false));
        }
        5 => {
            h.event(Event::PointerMoved(a));
            h.event(button(a, true));
            h.step();
            h.event(Event::PointerMoved(a.lerp(b, 0.5)));
            h.step();
            h.event(Event::PointerMoved(b));
            h.event(button(b, false));
        }
        6 => {
            h.event(Event::PointerMoved(a));
            let delta = vec2(0.0, (rng.unit() as f32 - 0.5) * 400.0);
            let modifiers = if rng.chance(1, 4) { Modifiers::COMMAND } else { Modifiers::NONE };
            h.event(Event::MouseWheel {
                unit: MouseWheelUnit::Point,
                delta,
                phase: egui::TouchPhase::Move,
                modifiers,
                source: egui::MouseWheelSource::Wheel,
            });
        }
        7 => h.event(Event::Text(["a", "1", "é", "/", " ", "🙂", "b8-b7"][rng.below(7)].into())),
        _ => {
            let key = KEYS[rng.below(KEYS.len())];
            let modifiers = [Modifiers::NONE, Modifiers::COMMAND, Modifiers::SHIFT][rng.below(3)];
            h.key_press_modifiers(modifiers, key);
        }
    }
    h.run_ok();
}

/// The people stay at the table: any seat the monkey gave to the computer goes back.
fn keep_seats_human(h: &mut Harness<'_, StrataApp>) {
    let Some(session) = h.state().session() else { return };
    let computers: Vec<usize> =
        (0..session.seats().len()).filter(|&i| !session.seats()[i].is_human()).collect();
    for i in computers {
        h.state_mut().push(Command::SetSeat(i, Seat::Human));
    }
}

/// The session's moves, replayed from its setup, give the positions it shows.
fn assert_consistent(app: &StrataApp) {
    let Some(session) = app.session() else { return };
    // A game played from the editor starts at its position.
    let mut replay = match session.start_position() {
        Some(text) => position_from_text(session.setup().id(), text).expect("its start reads"),
        None => session.setup().start().expect("the session's setup starts"),
    };
    for (ply, played) in session.moves().iter().enumerate() {
        let here = session.position_at(ply);
        assert_eq!(replay.legal_move_tokens(), here.legal_move_tokens(), "before move {ply}");
        replay.play_token(&played.token).expect("a move of the session plays again");
    }
    let last = session.last_position();
    match session.agreement() {
        // A resignation or an agreed draw ends the game after its last move.
        Some(_) => assert!(last.outcome().is_some()),
        None => {
            assert_eq!(replay.legal_move_tokens(), last.legal_move_tokens(), "at the end");
            assert_eq!(replay.outcome(), last.outcome());
        }
    }
    assert!(session.cursor() <= session.moves().len());
}

fn monkey(scene: Scene, size: Vec2, seed: u64, events: usize) {
    let home = scratch(&format!("{scene:?}-{seed}"));
    let result = catch_unwind(AssertUnwindSafe(|| {
        let mut rng = Rng::seed(seed);
        let mut h = open(scene, size, &home);
        for _ in 0..events {
            random_event(&mut h, &mut rng, size);
            keep_seats_human(&mut h);
        }
        h.run_ok();
        assert_consistent(h.state());
        let moves = h.state().session().map(|s| s.moves().len());
        eprintln!(
            "monkey: {scene:?} at {}x{}, seed {seed}: {events} events, moves {moves:?}",
            size.x, size.y
        );
    }));
    let _ = std::fs::remove_dir_all(&home);
    if result.is_err() {
        panic!("monkey: {scene:?} at {}x{}, seed {seed}: panicked (see above)", size.x, size.y);
    }
}

#[test]
fn random_events_never_break_the_app() {
    for (i, scene) in SCENES.into_iter().enumerate() {
        for (j, size) in SIZES.into_iter().enumerate() {
            monkey(scene, size, (i * 10 + j) as u64, 200);
        }
    }
}

#[test]
#[ignore = "long: a bigger monkey run"]
fn random_events_never_break_the_app_long() {
    // STRATA_MONKEY_SEEDS seeds (default 10), each over every scene and size.
    let seeds: u64 =
        std::env::var("STRATA_MONKEY_SEEDS").map_or(10, |s| s.parse().expect("a count"));
    for seed in 1_000..1_000 + seeds {
        for scene in SCENES {
            for size in SIZES {
                monkey(scene, size, seed, 2_000);
            }
        }
    }
}
