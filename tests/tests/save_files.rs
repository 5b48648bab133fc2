//! Save files: the fixtures of every game load to exactly the state recorded beside them, a
//! save round-trips, and every kind of bad file is refused by name without touching anything.

use std::path::{Path, PathBuf};

use strata_core::games::strata7::{self, Layout};
use strata_core::save::{LoadError, SaveFile, Seat};
use strata_core::session::Session;
use strata_core::{GameId, GameOptions, GameSetup, Rng};
use strata_tests::{scratch, strata, workspace_root};

fn fixtures(kind: &str) -> PathBuf {
    workspace_root().join("tests/fixtures").join(kind)
}

fn arg(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

#[test]
fn every_fixture_loads_to_its_recorded_state() {
    let mut count = 0;
    for entry in std::fs::read_dir(fixtures("saves")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let expected = std::fs::read_to_string(path.with_extension("state.json")).unwrap();
        let run = strata(&["play", "--load", arg(&path)]);
        assert_eq!(run.code, 0, "{}: {run:?}", path.display());
        assert_eq!(run.stdout, expected, "{}", path.display());
        count += 1;
    }
    // One format-1 file per game, and two format-2 files that start from a position (its
    // text kept in `start`): files written by older builds load unchanged.
    assert_eq!(count, 6);
}

#[test]
fn loading_and_saving_again_keeps_the_game_and_its_history() {
    let dir = scratch("resave");
    let original = fixtures("saves").join("stratego-seed-42-limit-3.ron");
    let copy = dir.join("copy.ron");
    let run = strata(&["play", "--load", arg(&original), "--save", arg(&copy)]);
    assert_eq!(run.code, 0, "{run:?}");
    let before = SaveFile::parse(&std::fs::read_to_string(&original).unwrap()).unwrap();
    let after = SaveFile::parse(&std::fs::read_to_string(&copy).unwrap()).unwrap();
    assert_eq!(after.setup, before.setup, "both hidden Stratego setups kept");
    assert_eq!(after.moves, before.moves);
    assert_eq!(after.created, before.created, "the game keeps its creation time");
    assert_eq!(after.seats, before.seats);
}

/// Each kind of bad file, the words its refusal must contain.
const BAD: &[(&str, &str)] = &[
    ("garbage.ron", "not a Strata save file"),
    ("empty.ron", "not a Strata save file"),
    ("truncated.ron", "this file is damaged (it ends in the middle)"),
    ("newer-format.ron", "format 3, newer than this app reads"),
    ("unknown-game.ron", "unknown game 'chess'"),
    ("game-setup-mismatch.ron", "names stratum but holds a strata5 setup"),
    ("bad-setup.ron", "setup is invalid"),
    ("refused-move.ron", "move 5 (#a1) is refused"),
];

#[test]
fn every_kind_of_bad_file_is_refused_by_name() {
    for (name, expected) in BAD {
        let path = fixtures("bad").join(name);
        let run = strata(&["play", "--load", arg(&path)]);
        assert_eq!(run.code, 1, "{name}: {run:?}");
        assert!(run.stdout.is_empty(), "{name}");
        assert!(run.stderr.contains(expected), "{name}: {}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{name}: one line");
    }
    // A refused move names its rule, too.
    let run = strata(&["play", "--load", arg(&fixtures("bad").join("refused-move.ron"))]);
    assert!(run.stderr.contains("(S5-T2)"), "{}", run.stderr);
}

#[test]
fn the_app_refuses_a_bad_file_before_opening_a_window() {
    for (name, expected) in BAD {
        let path = fixtures("bad").join(name);
        for args in [&["open", arg(&path)][..], &[arg(&path)]] {
            let run = strata(args);
            assert_eq!(run.code, 1, "{name}: {run:?}");
            assert!(run.stderr.contains(expected), "{name}: {}", run.stderr);
        }
    }
}

#[test]
fn a_refused_load_writes_nothing() {
    let dir = scratch("refused-load");
    let target = dir.join("keep.ron");
    std::fs::write(&target, "precious").unwrap();
    for (name, _) in BAD {
        let bad = fixtures("bad").join(name);
        let run = strata(&["play", "--load", arg(&bad), "--save", arg(&target)]);
        assert_eq!(run.code, 1, "{name}");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious", "{name}");
    }
    // An unwritable target is a clear error and leaves no temporary file behind.
    let run = strata(&["play", "strata5", "--save", arg(&dir.join("missing/x.ron"))]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("cannot write"), "{}", run.stderr);
    let names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names, ["keep.ron"]);
}

/// Non-standard starts for every game, played a little by seeded random moves.
fn sample_games() -> Vec<(GameSetup, Vec<String>)> {
    let options = [
        (
            GameId::Strata5,
            GameOptions { size: Some(7), first: Some("black".into()), ..Default::default() },
        ),
        (GameId::Stratum, GameOptions { players: Some(3), ..Default::default() }),
        (GameId::Strata7, GameOptions::default()),
        (GameId::Stratego, GameOptions { seed: Some(9), more_squares: true, ..Default::default() }),
    ];
    let mut rng = Rng::seed(11);
    options
        .into_iter()
        .map(|(id, opts)| {
            let setup = GameSetup::from_options(id, &opts).unwrap();
            let mut game = setup.start().unwrap();
            let mut moves = Vec::new();
            for _ in 0..40 {
                let legal = game.legal_move_tokens();
                let Some(token) = rng.choose(&legal).cloned() else { break };
                game.play_token(&token).unwrap();
                moves.push(token);
            }
            (setup, moves)
        })
        .collect()
}

#[test]
fn every_game_round_trips_through_a_save_file() {
    for (setup, moves) in sample_games() {
        let id = setup.id();
        let seats = vec![Seat::Human; setup.start().unwrap().player_names().len()];
        let save = SaveFile::new(setup, seats, moves);
        let text = save.to_ron();
        let back = SaveFile::parse(&text).unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
        assert_eq!(back, save, "{id}");
        let replayed = Session::from_save(&back).unwrap();
        let replayed = replayed.position();
        let mut direct = save.setup.start().unwrap();
        for m in &save.moves {
            direct.play_token(m).unwrap();
        }
        assert_eq!(replayed.legal_move_tokens(), direct.legal_move_tokens(), "{id}");
        assert_eq!(replayed.to_move(), direct.to_move(), "{id}");
        assert_eq!(replayed.scores(), direct.scores(), "{id}");
    }
}

#[test]
fn a_hand_edited_move_is_refused_with_its_index_and_rule() {
    let (setup, mut moves) = sample_games().remove(2); // Strata 7
    moves[3] = "a1-a2".to_string();
    let save = SaveFile::new(setup, vec![Seat::Human; 2], moves);
    let err = Session::from_save(&SaveFile::parse(&save.to_ron()).unwrap()).unwrap_err();
    let LoadError::RefusedMove { index, error, .. } = &err else { panic!("{err}") };
    assert_eq!(*index, 3);
    assert!(error.rule.starts_with("S7-"), "{err}");
}

/// A Strata 7 start that is not the standard one: an empty cell of the standard layout made an
/// obstacle (what the position editor saves).
fn custom_strata7() -> GameSetup {
    let standard = String::from(Layout::standard());
    let custom = standard.replacen('.', "#", 1);
    assert_ne!(custom, standard);
    let layout = Layout::parse(&custom).expect("still a valid layout");
    assert!(!layout.is_standard());
    GameSetup::Strata7(strata7::Setup { layout })
}

#[test]
fn every_game_round_trips_through_the_apps_session() {
    let mut games = sample_games();
    games.push((custom_strata7(), Vec::new()));
    for (setup, moves) in games {
        let id = setup.id();
        let save = SaveFile::new(setup, Vec::new(), moves);
        // What the app does: open the file into a session, then save the session.
        let session = Session::from_save(&SaveFile::parse(&save.to_ron()).unwrap()).unwrap();
        let back = SaveFile::parse(&session.to_save().to_ron()).unwrap();
        assert_eq!(back.setup, save.setup, "{id}: the start position is kept");
        assert_eq!(back.moves, save.moves, "{id}");
        assert_eq!(back.seats.len(), session.position().player_names().len(), "{id}: every seat");
        if let GameSetup::Stratego(s) = &back.setup {
            let GameSetup::Stratego(original) = &save.setup else { unreachable!() };
            assert_eq!((&s.red, &s.blue), (&original.red, &original.blue), "both hidden setups");
            assert_ne!(s.red, s.blue);
        }
    }
}
