//! Positions: `strata play GAME --position TEXT`, `--print-position`, save files with a start
//! position, and the examples shipped in `assets/positions/`.

use std::path::PathBuf;

use strata_core::save::SaveFile;
use strata_core::session::Session;
use strata_core::{AnyGame, GameId};
use strata_tests::{scratch, strata, workspace_root};

const STRATA5: &str = "6 a1:1,c1:1,e1:1,a5:1,e5:1 r2b2:1 23456/223456 b p1 27 3";
/// A custom Strata 7 board: a 4×6 field, a 2-point objective in each camp.
const SMALL_BOARD: &str = "----------/----------/---.2..---/---....---/---....---/---....---/---....---/---.2..---/----------/----------";

fn examples() -> Vec<(GameId, PathBuf)> {
    let mut all = Vec::new();
    for game in GameId::ALL {
        let dir = workspace_root().join("assets/positions").join(game.id());
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "ron") {
                all.push((game, path));
            }
        }
    }
    all.sort();
    all
}

fn load(path: &PathBuf) -> (SaveFile, Session) {
    let save = SaveFile::parse(&std::fs::read_to_string(path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let session = Session::from_save(&save).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (save, session)
}

#[test]
fn play_from_a_position_then_print_it() {
    let run =
        strata(&["play", "strata5", "--position", STRATA5, "--moves", "2@e6", "--print-position"]);
    assert_eq!(run.code, 0, "{run:?}");
    let state = run.json();
    assert_eq!(state["to_move"], "black", "black moves twice in a turn");
    assert_eq!(state["ply"], 1);
    assert_eq!(
        state["position"],
        "6 a1:1,c1:1,e1:1,a5:1,e5:1 r2b2:1,b2e6:1 23456/23456 b p2:e6 27 3"
    );
    // The documented keys keep their order; the position comes last.
    let keys: Vec<usize> = ["\"game\"", "\"status\"", "\"ply\"", "\"legal_moves\"", "\"position\""]
        .iter()
        .map(|k| run.stdout.find(k).expect(k))
        .collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]), "{}", run.stdout);
    // Without --print-position the output is exactly as before.
    let plain = strata(&["play", "strata5", "--position", STRATA5]);
    assert!(!plain.stdout.contains("position"), "{}", plain.stdout);
    // The start position text prints back as given.
    let start = strata(&["play", "stratum", "--print-position"]);
    assert_eq!(start.json()["position"], "5 2 - b 18,18");
}

#[test]
fn an_invalid_or_unreadable_position_is_exit_1_with_the_reason() {
    let bad = STRATA5.replace("c1:1", "c3:1");
    let run = strata(&["play", "strata5", "--position", &bad]);
    assert_eq!(run.code, 1, "{run:?}");
    assert!(run.stderr.contains("c3") && run.stderr.contains("S5-B2"), "{}", run.stderr);
    let run = strata(&["play", "stratego", "--position", "Ma2 Fj10 r -/- 0 5"]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("red has no Flag"), "{}", run.stderr);
    let run = strata(&["play", "stratum", "--position", "5 2"]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("cannot read the position text"), "{}", run.stderr);
    let run = strata(&["play", "strata5", "--size", "6", "--position", STRATA5]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("--position"), "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"));
}

#[test]
fn a_custom_strata7_board_plays_and_saves_its_start() {
    let text = format!("{SMALL_BOARD} d4,e4,f4,g4 d7,e7,f7,g7 0/0 0/0 0/0 w 0");
    let start = strata(&["play", "strata7", "--position", &text]);
    assert_eq!(start.code, 0, "{start:?}");
    let first = start.json()["legal_moves"][0].as_str().unwrap().to_string();
    let dir = scratch("custom-board");
    let file = dir.join("custom.ron");
    let file = file.to_str().unwrap();
    let run = strata(&["play", "strata7", "--position", &text, "--moves", &first, "--save", file]);
    assert_eq!(run.code, 0, "{run:?}");
    let saved = SaveFile::parse(&std::fs::read_to_string(file).unwrap()).unwrap();
    assert_eq!(saved.format, 2);
    assert_eq!(saved.start.as_deref(), Some(text.as_str()));
    assert_eq!(saved.moves, [first]);
    // Loading replays the move from the start position; saving again keeps it.
    let again = dir.join("again.ron");
    let again = again.to_str().unwrap();
    let run = strata(&["play", "--load", file, "--save", again, "--print-position"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(run.json()["ply"], 1);
    let resaved = SaveFile::parse(&std::fs::read_to_string(again).unwrap()).unwrap();
    assert_eq!(resaved.start, saved.start);
    let session = Session::from_save(&resaved).unwrap();
    assert_eq!(session.position_at(0).position_text(), text, "undo stops at the start position");
}

#[test]
fn every_shipped_example_loads_with_a_title_and_no_moves() {
    let examples = examples();
    for game in GameId::ALL {
        let count = examples.iter().filter(|(g, _)| *g == game).count();
        assert!(count >= 3, "{game}: {count} examples");
    }
    for (game, path) in &examples {
        let (save, session) = load(path);
        assert_eq!(save.game, *game, "{}", path.display());
        assert!(save.moves.is_empty(), "{}", path.display());
        assert!(save.title.as_deref().is_some_and(|t| !t.is_empty()), "{}", path.display());
        assert!(save.description.is_some(), "{}", path.display());
        let start = save.start.as_deref().expect("an example is a start position");
        assert_eq!(session.position().position_text(), start, "{}", path.display());
        assert!(session.position().outcome().is_none(), "{}", path.display());
        let run = strata(&["play", "--load", path.to_str().unwrap()]);
        assert_eq!(run.code, 0, "{}: {run:?}", path.display());
    }
}

/// Whether `mv` ends the game at once with the player who plays it among the winners.
fn wins(game: &dyn AnyGame, mv: &str) -> bool {
    let mover = game.to_move();
    let mut next = game.clone_box();
    next.play_token(mv).unwrap();
    next.outcome().is_some_and(|o| mover.is_some_and(|m| o.winners().contains(&m)))
}

#[test]
fn the_strata5_puzzles_have_the_claimed_wins() {
    let mut checked = 0;
    for (_, path) in examples().iter().filter(|(g, _)| *g == GameId::Strata5) {
        let (save, session) = load(path);
        let game = session.position();
        let title = save.title.unwrap_or_default();
        let winning: Vec<String> =
            game.legal_move_tokens().into_iter().filter(|m| wins(game, m)).collect();
        if title.contains("win in one") || title.contains("Win in one") {
            assert!(!winning.is_empty(), "{}: no move wins", path.display());
        } else if title.contains("win in two") {
            assert!(winning.is_empty(), "{}: it is a win in one", path.display());
            let two = game.legal_move_tokens().into_iter().any(|first| {
                let mut next = game.clone_box();
                next.play_token(&first).unwrap();
                next.to_move() == game.to_move()
                    && next.legal_move_tokens().iter().any(|second| wins(next.as_ref(), second))
            });
            assert!(two, "{}: no two moves of one turn win", path.display());
        } else {
            continue;
        }
        checked += 1;
    }
    assert_eq!(checked, 3);
}

#[test]
fn moves_played_on_a_loaded_example_keep_its_title_and_description() {
    let (_, path) = &examples()[0];
    let example = SaveFile::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let shown = strata(&["play", "--load", path.to_str().unwrap()]);
    let first = shown.json()["legal_moves"][0].as_str().unwrap().to_string();
    let file = scratch("example-moves").join("played.ron");
    let run = strata(&[
        "play",
        "--load",
        path.to_str().unwrap(),
        "--moves",
        &first,
        "--save",
        file.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{run:?}");
    let saved = SaveFile::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(saved.moves, [first]);
    assert!(example.title.is_some());
    assert_eq!((&saved.title, &saved.description), (&example.title, &example.description));
    assert_eq!((&saved.start, &saved.created), (&example.start, &example.created));
}
