//! Seeded fuzzing of everything the engine reads from outside: move notation, Stratego setup
//! strings and save files (with and without a start position, whose position text is fuzzed
//! with the rest). Inputs are random strings and mutated valid ones (byte flips,
//! truncation, huge numbers, unicode, deep nesting); for each one nothing may panic and every
//! refusal must carry a message.
//!
//! The default run is short; `cargo test -p strata-core --test fuzz -- --ignored` runs a bigger
//! one. A failure prints the seed and the input, so it can be replayed.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;

use strata_core::games::stratego::{Army, parse_named_setup};
use strata_core::save::SaveFile;
use strata_core::session::Session;
use strata_core::{AnyGame, GameId, GameOptions, GameSetup, Rng, position_from_text};

mod fuzz_input;
use fuzz_input::{HUGE_NUMBERS, mutate, random_string};

/// Runs `check(input)` and, if it panics, fails with the seed and the input that made it panic.
fn run_case(what: &str, seed: u64, input: &str, check: impl FnOnce()) {
    if catch_unwind(AssertUnwindSafe(check)).is_err() {
        let shown: String = input.chars().take(400).collect();
        panic!("{what}: panic on seed {seed}, input {shown:?} ({} chars)", input.chars().count());
    }
}

/// Positions of every game to read moves against: each game's starts at a few settings, and
/// the positions along a random game from each.
fn positions(seed: u64) -> Vec<Box<dyn AnyGame>> {
    let mut rng = Rng::seed(seed);
    let mut starts = Vec::new();
    let options = [
        (GameId::Strata5, GameOptions { size: Some(6), ..GameOptions::default() }),
        (GameId::Strata5, GameOptions { size: Some(12), ..GameOptions::default() }),
        (GameId::Stratum, GameOptions { players: Some(2), ..GameOptions::default() }),
        (
            GameId::Stratum,
            GameOptions { players: Some(4), size: Some(6), ..GameOptions::default() },
        ),
        (GameId::Strata7, GameOptions::default()),
        (GameId::Stratego, GameOptions { seed: Some(seed), ..GameOptions::default() }),
    ];
    for (game, options) in options {
        let setup = GameSetup::from_options(game, &options).expect("valid options");
        starts.push(setup.start().expect("valid setup"));
    }
    let mut out = Vec::new();
    for start in starts {
        let mut game = start.clone();
        out.push(start);
        for _ in 0..6 {
            let plies = rng.below(40);
            if game.random_playout(&mut rng, plies) < plies && game.to_move().is_none() {
                out.push(game.clone());
                break;
            }
            out.push(game.clone());
        }
    }
    out
}

/// Reads `token` against `game` both ways: `check_token` and `play_token` agree, a refusal has
/// a rule and a message, and an accepted move changes the position's turn or history.
fn read_move(game: &dyn AnyGame, token: &str) {
    let checked = game.check_token(token);
    let mut after = game.clone_box();
    let played = after.play_token(token);
    assert_eq!(checked.is_ok(), played.is_ok(), "check and play disagree on {token:?}");
    if let Err(e) = &played {
        assert!(!e.rule.is_empty() && !e.message.trim().is_empty(), "empty refusal {e:?}");
        assert_eq!(checked.unwrap_err(), *e, "check and play refuse {token:?} differently");
    }
}

fn fuzz_moves(seed: u64, cases_per_position: usize) {
    let mut rng = Rng::seed(seed);
    for game in positions(seed) {
        let legal = game.legal_move_tokens();
        for _ in 0..cases_per_position {
            let token = match (legal.is_empty(), rng.below(3)) {
                (false, 0 | 1) => {
                    let valid = legal[rng.below(legal.len())].clone();
                    mutate(&mut rng, &valid)
                }
                _ => random_string(&mut rng),
            };
            run_case(&format!("{} move", game.id()), seed, &token, || {
                read_move(game.as_ref(), &token)
            });
        }
        // Every legal token is accepted, and a token is read alone: none with text around it.
        for token in &legal {
            game.check_token(token).expect("legal tokens are accepted");
            assert!(game.check_token(&format!("{token}{token}")).is_err(), "{token} twice");
        }
    }
}

#[test]
fn move_notation_never_panics() {
    for seed in 0..4 {
        fuzz_moves(seed, 1_000);
    }
}

#[test]
#[ignore = "long: a bigger fuzzing run"]
fn move_notation_never_panics_long() {
    for seed in 100..300 {
        fuzz_moves(seed, 1000);
    }
}

fn fuzz_setups(seed: u64, cases: usize) {
    let mut rng = Rng::seed(seed);
    for _ in 0..cases {
        let valid = Army::random(&mut rng).to_string();
        let text =
            if rng.chance(9, 10) { mutate(&mut rng, &valid) } else { random_string(&mut rng) };
        run_case("stratego setup", seed, &text, || {
            if let Err(e) = Army::parse(&text) {
                assert!(!e.to_string().trim().is_empty() && !e.rule().is_empty());
            }
            if let Err(e) = parse_named_setup(&text) {
                assert!(!e.trim().is_empty());
            }
            let options = GameOptions {
                red_setup: Some(text.clone()),
                blue_setup: Some(valid.clone()),
                ..GameOptions::default()
            };
            match GameSetup::from_options(GameId::Stratego, &options) {
                Ok(setup) => drop(setup.start().map_err(|e| assert!(!e.trim().is_empty()))),
                Err(e) => assert!(!e.trim().is_empty()),
            }
        });
    }
}

#[test]
fn stratego_setup_strings_never_panic() {
    fuzz_setups(1, 10_000);
}

#[test]
#[ignore = "long: a bigger fuzzing run"]
fn stratego_setup_strings_never_panic_long() {
    fuzz_setups(2, 300_000);
}

// ----- save files ----------------------------------------------------------------------------

/// The save fixtures, then the shipped example positions (save files with a start position).
fn fixtures() -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let read = |dir: PathBuf| {
        let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
            .expect("fixtures folder")
            .map(|entry| entry.expect("fixture").path())
            .filter(|path| path.extension().is_some_and(|e| e == "ron"))
            .map(|path| {
                let text = std::fs::read_to_string(&path).expect("fixture reads");
                (path.file_name().unwrap().to_string_lossy().into_owned(), text)
            })
            .collect();
        files.sort();
        files
    };
    let mut files = read(root.join("tests/fixtures/saves"));
    assert!(files.len() >= 4, "the save fixtures are found");
    for game in GameId::ALL {
        let examples = read(root.join("assets/positions").join(game.id()));
        assert!(!examples.is_empty(), "{game}: example positions are found");
        files.extend(examples);
    }
    files
}

/// Loads a save's text as the app and the command line do: a refusal has a message, and a
/// loaded game replays: its moves played again from its setup give the same legal moves.
fn load(text: &str) {
    let save = match SaveFile::parse(text) {
        Ok(save) => save,
        Err(e) => return assert!(!e.to_string().trim().is_empty()),
    };
    match Session::from_save(&save) {
        Ok(session) => {
            let mut replay = match &save.start {
                Some(text) => position_from_text(save.game, text).expect("a loaded start reads"),
                None => save.setup.start().expect("a loaded setup starts"),
            };
            for token in &save.moves {
                replay.play_token(token).expect("a loaded move plays again");
            }
            let loaded = session.position();
            assert_eq!(replay.legal_move_tokens(), loaded.legal_move_tokens());
            if save.agreement.is_none() {
                assert_eq!(replay.outcome(), loaded.outcome());
            }
            // What loads saves again and loads back the same.
            let again = SaveFile::parse(&session.to_save().to_ron()).expect("a resave reads");
            assert_eq!(again.moves, save.moves);
        }
        Err(e) => assert!(!e.to_string().trim().is_empty()),
    }
}

#[test]
fn every_truncation_of_a_save_loads_or_is_refused() {
    let (_, text) = fixtures().into_iter().find(|(name, _)| name.starts_with("strata7")).unwrap();
    for (len, _) in text.char_indices() {
        run_case("truncated save", len as u64, &text[..len], || load(&text[..len]));
    }
}

fn fuzz_saves(seed: u64, cases: usize) {
    let mut rng = Rng::seed(seed);
    let files = fixtures();
    for _ in 0..cases {
        let (_, valid) = rng.choose(&files).unwrap();
        let text = mutate(&mut rng, valid);
        run_case("mutated save", seed, &text, || load(&text));
    }
}

#[test]
fn mutated_saves_load_or_are_refused() {
    for seed in 0..4 {
        fuzz_saves(seed, 1_000);
    }
}

#[test]
#[ignore = "long: a bigger fuzzing run"]
fn mutated_saves_load_or_are_refused_long() {
    for seed in 10..50 {
        fuzz_saves(seed, 2_500);
    }
}

/// Hand-made damage: wrong and huge versions, huge numbers where small ones go, deep nesting.
#[test]
fn hostile_saves_are_refused_with_a_message() {
    let fixture = |game: &str| fixtures().into_iter().find(|(n, _)| n.starts_with(game)).unwrap().1;
    let (stratego, strata5) = (fixture("stratego"), fixture("strata5-"));
    let mut cases = Vec::new();
    for version in ["0", "2", "-1", "4294967296", "18446744073709551616", "1.5", "\"1\"", ""] {
        cases.push(stratego.replacen("format: 1", &format!("format: {version}"), 1));
    }
    for huge in HUGE_NUMBERS {
        cases.push(strata5.replacen("size: 10", &format!("size: {huge}"), 1));
        cases.push(stratego.replacen(
            "repetition_limit: 3",
            &format!("repetition_limit: {huge}"),
            1,
        ));
        cases.push(strata5.replacen("first: 1", &format!("first: {huge}"), 1));
    }
    for depth in [10, 1_000, 10_000, 100_000] {
        let open = "(".repeat(depth);
        cases.push(open.clone());
        cases.push(format!("SaveFile{open}"));
        cases.push(stratego.replacen("setup: ", &format!("setup: {open}"), 1));
        cases.push(stratego.replacen("moves: [", &format!("moves: [{}", "[".repeat(depth)), 1));
        cases.push(format!("{}{}", "[".repeat(depth), "]".repeat(depth)));
    }
    cases.push(String::new());
    cases.push("\u{FEFF}".to_string() + &stratego);
    cases.push(stratego.replace('\n', "\r\n"));
    for (i, text) in cases.iter().enumerate() {
        run_case("hostile save", i as u64, text, || load(text));
    }
    // The ones that must be refused are: a newer format, and deep nesting.
    let newer = stratego.replacen(
        "format: 1",
        &format!("format: {}", strata_core::save::FORMAT_VERSION + 1),
        1,
    );
    assert!(SaveFile::parse(&newer).unwrap_err().to_string().contains("newer"));
    assert!(SaveFile::parse(&"(".repeat(10_000)).is_err());
}
