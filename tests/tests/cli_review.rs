//! `strata review FILE` against `assets/docs/command-line.md` (Review): the verdicts of a game
//! with a known blunder, repeatable output, a saved review reused only for its own moves, and
//! bad files refused with one line.

use strata_core::review::Verdict;
use strata_core::save::SaveFile;
use strata_tests::{scratch, strata, workspace_root};

/// Stratum: Beige could win at once with D1-D4 before its last move, and plays D2-D5.
const MISSED_WIN: &str =
    "I6-I9 A2-D5 E1-H4 G6-G9 B6-E6 A1-D1 C7-F7 B2-E5 H5-H8 D2-G5 C2-F5 C1-C4 E5-H5 D7-G7 D2-D5";

fn missed_win_file(dir: &std::path::Path) -> String {
    let path = dir.join("missed-win.strata.ron");
    let path = path.to_str().unwrap().to_string();
    let run = strata(&["play", "stratum", "--moves", MISSED_WIN, "--save", &path]);
    assert_eq!(run.code, 0, "{run:?}");
    path
}

#[test]
fn a_missed_win_in_one_is_a_blunder_with_the_win_as_the_better_move() {
    let dir = scratch("review-missed-win");
    let file = missed_win_file(&dir);
    let run = strata(&["review", &file, "--json"]);
    assert_eq!(run.code, 0, "{run:?}");
    let review = run.json();
    assert_eq!(review["game"], "stratum");
    assert_eq!(review["depth"], "quick");
    assert_eq!(review["seed"], 1);
    assert_eq!(review["full_information"], false);
    assert_eq!(review["players"], serde_json::json!(["beige", "dark-brown"]));
    let moves = review["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 15);
    let last = &moves[14];
    assert_eq!(last["ply"], 15);
    assert_eq!(last["player"], "beige");
    assert_eq!(last["move"], "D2-D5");
    assert_eq!(last["verdict"], "blunder");
    assert_eq!(last["best"], "D1-D4");
    assert_eq!(last["missed_win"], true);
    assert_eq!(review["win_rates"].as_array().unwrap().len(), 16, "the start and every move");
    // The table says the same; progress went to standard error.
    let table = strata(&["review", &file]);
    assert_eq!(table.code, 0, "{table:?}");
    let row = table.stdout.lines().find(|l| l.contains("D2-D5??")).expect(&table.stdout);
    assert!(row.contains("blunder") && row.contains("D1-D4 (wins at once)"), "{row}");
    assert!(table.stderr.contains("position 16/16"), "{:?}", table.stderr);
}

#[test]
fn the_same_file_depth_and_seed_give_the_same_review() {
    let file = workspace_root().join("tests/fixtures/saves/strata7-midgame.ron");
    let file = file.to_str().unwrap();
    let a = strata(&["review", file, "--json", "--seed", "4"]);
    let b = strata(&["review", file, "--json", "--seed", "4"]);
    assert_eq!(a.code, 0, "{a:?}");
    assert_eq!(a.stdout, b.stdout);
    assert_eq!(a.json()["seed"], 4);
    let verdicts: Vec<String> = a.json()["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["verdict"].as_str().unwrap().to_string())
        .collect();
    let names: Vec<&str> = Verdict::ALL.iter().map(|v| v.name()).collect();
    assert!(verdicts.iter().all(|v| names.contains(&v.as_str())), "{verdicts:?}");
}

#[test]
fn stratego_is_reviewed_with_full_information() {
    let file = workspace_root().join("tests/fixtures/saves/stratego-seed-42-limit-3.ron");
    let run = strata(&["review", file.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(run.stdout.contains("Full information"), "{}", run.stdout);
}

#[test]
fn a_saved_review_is_reused_only_for_its_own_moves() {
    let dir = scratch("review-saved");
    let file = missed_win_file(&dir);
    let text = std::fs::read_to_string(&file).unwrap();
    let mut save = SaveFile::parse(&text).unwrap();
    let session = strata_core::session::Session::from_save(&save).unwrap();
    let control = strata_core::SearchControl::new();
    let depth = strata_core::review::Depth::Quick;
    let mut review =
        strata_core::review::review(&session, depth, 1, &control, &mut |_, _| {}).unwrap();
    // Marked so that the saved review can be told from a fresh one.
    review.moves[0].best = "A1-A2".to_string();
    save.review = Some(review);
    std::fs::write(&file, save.to_ron()).unwrap();
    let run = strata(&["review", &file, "--json"]);
    assert_eq!(run.json()["moves"][0]["best"], "A1-A2", "the file's review");
    assert!(run.stderr.is_empty(), "nothing recomputed: {:?}", run.stderr);
    // Another seed, or another move list: computed afresh.
    let other = strata(&["review", &file, "--json", "--seed", "2"]);
    assert_ne!(other.json()["moves"][0]["best"], "A1-A2");
    save.moves.pop();
    std::fs::write(&file, save.to_ron()).unwrap();
    let run = strata(&["review", &file, "--json"]);
    assert_eq!(run.json()["moves"].as_array().unwrap().len(), 14);
    assert_ne!(run.json()["moves"][0]["best"], "A1-A2");
}

#[test]
fn bad_files_and_options_are_exit_1_with_one_line() {
    let bad = workspace_root().join("tests/fixtures/bad");
    let garbage = bad.join("garbage.ron");
    let refused = bad.join("refused-move.ron");
    let fixture = workspace_root().join("tests/fixtures/saves/strata7-midgame.ron");
    for args in [
        vec!["review", "/nonexistent/game.ron"],
        vec!["review", garbage.to_str().unwrap()],
        vec!["review", refused.to_str().unwrap()],
        vec!["review", fixture.to_str().unwrap(), "--depth", "deep"],
        vec!["review"],
    ] {
        let run = strata(&args);
        assert_eq!(run.code, 1, "{args:?}: {run:?}");
        assert!(run.stdout.is_empty(), "{args:?}");
        assert_eq!(run.stderr.trim_end().lines().count(), 1, "{args:?}: {:?}", run.stderr);
    }
}
