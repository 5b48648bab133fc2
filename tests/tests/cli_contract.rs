//! The `strata` command line against `shared/interface.md`, game-independent parts.

use strata_tests::{scratch, strata};

#[test]
fn play_prints_the_start_state() {
    let run = strata(&["play", "strata5"]);
    assert_eq!(run.code, 0, "{run:?}");
    let state = run.json();
    assert_eq!(state["game"], "strata5");
    assert_eq!(state["to_move"], "red");
    assert_eq!(state["status"], "ongoing");
    assert_eq!(state["winners"], serde_json::json!([]));
    assert_eq!(state["ply"], 0);
    let moves: Vec<&str> =
        state["legal_moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
    let mut sorted = moves.clone();
    sorted.sort_unstable();
    assert_eq!(moves, sorted, "legal_moves sorted in byte order");
    assert!(moves.contains(&"2@a1") && moves.contains(&"4@h2"));
    // Keys in the documented order.
    let keys: Vec<usize> =
        ["\"game\"", "\"to_move\"", "\"status\"", "\"winners\"", "\"ply\"", "\"legal_moves\""]
            .iter()
            .map(|k| run.stdout.find(k).expect(k))
            .collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]), "{}", run.stdout);
}

#[test]
fn an_unreadable_move_is_exit_2_with_its_index() {
    let run = strata(&["play", "strata5", "--moves", "2@b1 zz9"]);
    assert_eq!(run.code, 2);
    let err = run.json();
    assert_eq!(err["error"]["index"], 1);
    assert_eq!(err["error"]["move"], "zz9");
    assert_eq!(err["error"]["rule"], "parse");
    assert!(err["error"]["message"].as_str().unwrap().len() > 10);
    assert!(!run.stderr.contains("panicked"));
}

#[test]
fn an_illegal_move_names_its_rule() {
    let run = strata(&["play", "strata5", "--moves", "2@b1 3@g2 #c5"]);
    assert_eq!(run.code, 2, "{run:?}");
    let err = run.json();
    assert_eq!(err["error"]["index"], 2);
    assert_eq!(err["error"]["rule"], "S5-B2");
}

#[test]
fn bad_options_and_games_are_exit_1_with_one_line() {
    for args in [
        &["play", "chess"][..],
        &["play", "strata5", "--size", "13"],
        &["play", "strata5", "--size", "x"],
        &["play", "strata5", "--players", "3"],
        &["play", "strata5", "--bogus"],
        &["play"],
        &["perft", "strata5"],
        &["perft", "strata5", "-1"],
        &["play", "--load", "/nonexistent/file.ron"],
        &["arena", "strata5", "--bots", "random,deep-blue", "--games", "2"],
        &["frobnicate", "x"],
        &["open", "/nonexistent/game.ron"],
        &["/nonexistent/game.ron"],
    ] {
        let run = strata(args);
        assert_eq!(run.code, 1, "{args:?}: {run:?}");
        assert!(run.stdout.is_empty(), "{args:?}: {run:?}");
        assert_eq!(run.stderr.trim_end().lines().count(), 1, "{args:?}: {:?}", run.stderr);
        assert!(!run.stderr.contains("panicked"), "{args:?}");
    }
}

#[test]
fn perft_prints_the_count() {
    let run = strata(&["perft", "strata5", "2"]);
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout.trim(), "328");
    let run = strata(&["perft", "strata5", "1", "--size", "6"]);
    assert_eq!(run.stdout.trim(), "24");
}

#[test]
fn save_then_load_continues_the_game() {
    let dir = scratch("save-load");
    let file = dir.join("game.ron");
    let file = file.to_str().unwrap();
    let run =
        strata(&["play", "strata5", "--size", "10", "--moves", "2@b1 3@i2 #c1", "--save", file]);
    assert_eq!(run.code, 0, "{run:?}");
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.contains("format: 1") && text.contains("\"#c1\""), "{text}");
    let run = strata(&["play", "--load", file, "--moves", "2@a9"]);
    assert_eq!(run.code, 0, "{run:?}");
    let state = run.json();
    assert_eq!(state["ply"], 4);
    assert_eq!(state["to_move"], "black");
    // The 10×10 size came back from the file: j9 exists.
    assert!(state["legal_moves"].as_array().unwrap().iter().any(|m| m == "2@j9"), "{state}");
    // A refused move leaves the save file as it was.
    let run = strata(&["play", "--load", file, "--moves", "#a5", "--save", file]);
    assert_eq!(run.code, 2);
    assert_eq!(std::fs::read_to_string(file).unwrap(), text);
}

#[test]
fn bad_save_files_are_refused_by_name() {
    let dir = scratch("bad-saves");
    let cases = [
        ("garbage.ron", "this is not ron {".to_string(), "not a Strata save file"),
        ("newer.ron", "SaveFile(format: 7)".to_string(), "newer"),
        (
            "refused.ron",
            "SaveFile(format: 1, app_version: \"0\", created: \"\", saved: \"\", game: strata5, setup: Strata5((size: 8, first: 0)), seats: [Human, Human], moves: [\"2@b1\", \"3@g2\", \"#c5\"])".to_string(),
            "move 3 (#c5)",
        ),
        (
            "chess.ron",
            "SaveFile(format: 1, app_version: \"0\", created: \"\", saved: \"\", game: chess, setup: Chess(()), seats: [], moves: [])".to_string(),
            "unknown game 'chess'",
        ),
    ];
    for (name, text, expected) in cases {
        let path = dir.join(name);
        std::fs::write(&path, &text).unwrap();
        let run = strata(&["play", "--load", path.to_str().unwrap()]);
        assert_eq!(run.code, 1, "{name}: {run:?}");
        assert!(run.stderr.contains(expected), "{name}: {}", run.stderr);
        let truncated = dir.join(format!("truncated-{name}"));
        std::fs::write(&truncated, &text[..text.len() / 2]).unwrap();
        let run = strata(&["play", "--load", truncated.to_str().unwrap()]);
        assert_eq!(run.code, 1, "truncated {name}: {run:?}");
    }
}

#[test]
fn arena_reports_every_bot_with_an_interval() {
    let args =
        ["arena", "strata5", "--bots", "random,random", "--games", "6", "--json", "--seed", "3"];
    let run = strata(&args);
    assert_eq!(run.code, 0, "{run:?}");
    let out = run.json();
    let bots = out["bots"].as_array().unwrap();
    assert_eq!(bots.len(), 2);
    let total: u64 = bots
        .iter()
        .map(|b| {
            b["wins"].as_u64().unwrap()
                + b["draws"].as_u64().unwrap()
                + b["losses"].as_u64().unwrap()
        })
        .sum();
    assert_eq!(total, 12, "each bot plays every game");
    for b in bots {
        let (lo, hi, rate) = (
            b["ci95"][0].as_f64().unwrap(),
            b["ci95"][1].as_f64().unwrap(),
            b["win_rate"].as_f64().unwrap(),
        );
        assert!(lo <= rate && rate <= hi);
    }
    let again = strata(&args);
    assert_eq!(again.stdout, run.stdout, "seeded arenas replay");
}

#[test]
fn help_and_version_exit_0() {
    let run = strata(&["--help"]);
    assert_eq!(run.code, 0);
    assert!(run.stdout.contains("play") && run.stdout.contains("perft"));
    assert_eq!(strata(&["--version"]).code, 0);
}

#[test]
fn every_game_plays_from_the_command_line() {
    // (game, options, first player, scores?, an illegal first move, its rule)
    let cases = [
        ("strata5", &[][..], "red", false, "#c3", "S5-T2"),
        ("stratum", &["--players", "3"], "beige", true, "A1-A5", "SM-G3"),
        ("strata7", &[], "white", true, "b2-b5", "S7-M1"),
        ("stratego", &["--seed", "5"], "red", false, "a1-a2", "SG-M3"),
    ];
    for (game, options, first, scores, illegal, rule) in cases {
        let mut args = vec!["play", game];
        args.extend_from_slice(options);
        let state = strata(&args).json();
        assert_eq!(state["to_move"], first, "{game}");
        assert_eq!(state["scores"].is_object(), scores, "{game}: {state}");
        let moves = state["legal_moves"].as_array().unwrap();
        let perft = strata(&[&["perft", game, "1"][..], options].concat());
        assert_eq!(perft.stdout.trim(), moves.len().to_string(), "{game}");
        // Playing the first legal move advances the ply.
        let first_move = moves[0].as_str().unwrap();
        let after = strata(&[&args[..], &["--moves", first_move]].concat()).json();
        assert_eq!(after["ply"], 1, "{game}");
        let refused = strata(&[&args[..], &["--moves", illegal]].concat());
        assert_eq!(refused.code, 2, "{game}: {refused:?}");
        assert_eq!(refused.json()["error"]["rule"], rule, "{game}: {}", refused.stdout);
    }
}
