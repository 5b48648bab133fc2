//! The `strata` command line against `assets/docs/command-line.md`, game-independent parts.

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
    assert!(text.contains("format: 2") && text.contains("\"#c1\""), "{text}");
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
        ["arena", "strata5", "--bots", "random,greedy", "--games", "6", "--json", "--seed", "3"];
    let run = strata(&args);
    assert_eq!(run.code, 0, "{run:?}");
    // Keys in the documented order.
    let keys: Vec<usize> = ["\"game\"", "\"games\"", "\"seed\"", "\"time_scale\"", "\"bots\""]
        .iter()
        .chain(&[
            "\"bot\"",
            "\"wins\"",
            "\"draws\"",
            "\"losses\"",
            "\"score\"",
            "\"ci95\"",
            "\"ms_per_move\"",
        ])
        .map(|k| run.stdout.find(k).expect(k))
        .collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]), "{}", run.stdout);
    let out = run.json();
    assert_eq!(out["games"], 6);
    assert_eq!(out["seed"], 3);
    assert_eq!(out["time_scale"], 1.0);
    let bots = out["bots"].as_array().unwrap();
    assert_eq!(bots.len(), 2);
    assert_eq!(bots[0]["bot"], "random");
    assert_eq!(bots[1]["bot"], "greedy");
    let mut total_score = 0.0;
    for b in bots {
        let games = b["wins"].as_u64().unwrap()
            + b["draws"].as_u64().unwrap()
            + b["losses"].as_u64().unwrap();
        assert_eq!(games, 6, "each bot plays every game");
        let (lo, hi, score) = (
            b["ci95"][0].as_f64().unwrap(),
            b["ci95"][1].as_f64().unwrap(),
            b["score"].as_f64().unwrap(),
        );
        assert!(lo <= score && score <= hi, "{b}");
        assert!(b["ms_per_move"].as_f64().unwrap() >= 0.0);
        total_score += score;
    }
    assert!((total_score - 1.0).abs() < 1e-6, "two seats share every game's point");
    // Seeded arenas replay, apart from the time measured.
    let without_time = |v: &serde_json::Value| {
        let mut v = v.clone();
        for b in v["bots"].as_array_mut().unwrap() {
            b["ms_per_move"] = serde_json::Value::Null;
        }
        v
    };
    assert_eq!(without_time(&strata(&args).json()), without_time(&out));
    // The table names both bots and a progress line went to standard error.
    let table = strata(&["arena", "strata5", "--bots", "random,greedy", "--games", "2"]);
    assert_eq!(table.code, 0, "{table:?}");
    assert!(table.stdout.contains("random") && table.stdout.contains("greedy"), "{table:?}");
    assert!(table.stderr.contains("game 2/2"), "{table:?}");
}

#[test]
fn arena_with_four_stratum_bots_and_a_time_scale() {
    let run = strata(&[
        "arena",
        "stratum",
        "--players",
        "4",
        "--bots",
        "easy,greedy,random,random",
        "--games",
        "4",
        "--time-scale",
        "0.05",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{run:?}");
    let out = run.json();
    assert_eq!(out["time_scale"], 0.05);
    let bots = out["bots"].as_array().unwrap();
    assert_eq!(bots.len(), 4);
    let total: f64 = bots.iter().map(|b| b["score"].as_f64().unwrap()).sum();
    assert!((total - 1.0).abs() < 0.01, "every game's point is shared out: {total}");
    let wrong_seats =
        strata(&["arena", "stratum", "--players", "4", "--bots", "easy,greedy", "--games", "1"]);
    assert_eq!(wrong_seats.code, 1);
}

#[test]
fn a_ladder_plays_every_pair_rates_the_levels_and_pools_earlier_runs() {
    let levels = ["arena", "strata5", "--ladder", "--bots", "random,greedy,easy"];
    let args = [&levels[..], &["--games", "4", "--time-scale", "0.05", "--json"]].concat();
    let run = strata(&args);
    assert_eq!(run.code, 0, "{run:?}");
    let out = run.json();
    let pairs = out["pairs"].as_array().unwrap();
    let names: Vec<(&str, &str)> = pairs
        .iter()
        .map(|p| (p["bots"][0].as_str().unwrap(), p["bots"][1].as_str().unwrap()))
        .collect();
    assert_eq!(names, [("random", "greedy"), ("random", "easy"), ("greedy", "easy")]);
    for p in pairs {
        let games = p["wins"][0].as_u64().unwrap()
            + p["wins"][1].as_u64().unwrap()
            + p["draws"].as_u64().unwrap();
        assert_eq!((games, p["games"].as_u64().unwrap()), (4, 4), "{p}");
    }
    let elo = |out: &serde_json::Value, bot: &str| {
        let ratings = out["ratings"].as_array().unwrap();
        ratings.iter().find(|r| r["bot"] == bot).unwrap()["elo"].as_f64().unwrap()
    };
    assert_eq!(elo(&out, "random"), 0.0, "the first level is the anchor");
    assert!(elo(&out, "greedy") > 100.0, "greedy beats random at Strata 5: {out}");
    // The same run pooled twice: twice the games, and the same pair counted once.
    let dir = scratch("ladder-pool");
    let file = dir.join("first.json");
    std::fs::write(&file, &run.stdout).unwrap();
    let both = format!("{},{}", file.display(), file.display());
    let pooled = strata(&[&levels[..], &["--games", "0", "--time-scale", "0.05"]].concat());
    assert_eq!(pooled.code, 1, "nothing to play and nothing pooled: {pooled:?}");
    let pool = ["--games", "0", "--time-scale", "0.05", "--json", "--pool", &both];
    let pooled = strata(&[&levels[..], &pool].concat()).json();
    assert_eq!(pooled["pairs"].as_array().unwrap().len(), 3);
    assert_eq!(pooled["pairs"][0]["games"], 8);
    // Another game's or another time scale's ladder is refused with its reason.
    let other = ["arena", "stratum", "--ladder", "--games", "0", "--time-scale", "0.05"];
    let refused = strata(&[&other[..], &["--pool", &file.display().to_string()]].concat());
    assert_eq!(refused.code, 1);
    assert!(refused.stderr.contains("is a ladder of strata5, not stratum"), "{refused:?}");
    let refused = strata(&[&levels[..], &["--games", "0", "--pool", &both]].concat());
    assert!(refused.stderr.contains("time scale 0.05, not 1"), "{refused:?}");
    let three = strata(&["arena", "stratum", "--ladder", "--players", "3", "--games", "1"]);
    assert_eq!(three.code, 1, "{three:?}");
}

#[test]
fn think_prints_the_choice_and_its_candidates() {
    let args = [
        "think",
        "strata5",
        "--moves",
        "2@b1",
        "--bot",
        "medium",
        "--bot-seed",
        "4",
        "--iterations",
        "200",
    ];
    let run = strata(&args);
    assert_eq!(run.code, 0, "{run:?}");
    let keys: Vec<usize> = [
        "\"game\"",
        "\"to_move\"",
        "\"bot\"",
        "\"move\"",
        "\"candidates\"",
        "\"iterations\"",
        "\"ms\"",
    ]
    .iter()
    .map(|k| run.stdout.find(k).expect(k))
    .collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]), "{}", run.stdout);
    let out = run.json();
    assert_eq!(out["game"], "strata5");
    assert_eq!(out["to_move"], "red");
    assert_eq!(out["bot"], "medium");
    assert_eq!(out["iterations"], 200);
    let legal = strata(&["play", "strata5", "--moves", "2@b1"]).json()["legal_moves"].clone();
    let legal: Vec<&str> = legal.as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
    let chosen = out["move"].as_str().unwrap();
    assert!(legal.contains(&chosen), "{chosen}");
    let candidates = out["candidates"].as_array().unwrap();
    assert!(candidates.len() >= 3, "{out}");
    assert_eq!(candidates[0]["move"], chosen);
    let visits: u64 = candidates.iter().map(|c| c["visits"].as_u64().unwrap()).sum();
    assert!(visits > 0 && visits <= 200);
    for c in candidates {
        assert!(legal.contains(&c["move"].as_str().unwrap()), "{c}");
        let rate = c["win_rate"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&rate), "{c}");
    }
    // The same seed and iterations: the same output but for the time.
    let mut again = strata(&args).json();
    let mut first = out.clone();
    again["ms"] = serde_json::Value::Null;
    first["ms"] = serde_json::Value::Null;
    assert_eq!(again, first);
    // Bots without a search give their one move with no visits.
    let greedy = strata(&["think", "stratego", "--seed", "3", "--bot", "greedy"]).json();
    assert_eq!(greedy["to_move"], "red");
    assert_eq!(greedy["candidates"].as_array().unwrap().len(), 1);
    assert_eq!(greedy["candidates"][0]["visits"], 0);
    assert_eq!(greedy["iterations"], 0);
    // --ms sets the time instead.
    let timed = strata(&["think", "strata7", "--bot", "uct", "--ms", "100"]).json();
    assert!(timed["iterations"].as_u64().unwrap() > 0, "{timed}");
}

/// Issue 52: a lost Stratum position where `C7-F7` lets Beige win at once and `C4-F7` holds
/// out four plies longer.
const LOST_STRATUM: &str = "I6-I9 D4-G7 B5-E8 C2-F2 A5-D8 B1-E1 E4-H7 A1-A4 B3-E3 C5-F8 C4-F7 \
     E9-H9 A1-D1 D6-G6 A2-A5 C2-C5 E1-E4 B6-E9 D7-G7 F9-I9 D2-D5 A1-A4 B1-E4";

#[test]
fn think_resists_longest_in_a_lost_position_and_reports_exact_results() {
    for bot in ["easy", "medium", "hard"] {
        let args = [
            "think",
            "stratum",
            "--moves",
            LOST_STRATUM,
            "--bot",
            bot,
            "--bot-seed",
            "1",
            "--iterations",
            "100",
        ];
        let run = strata(&args);
        assert_eq!(run.code, 0, "{run:?}");
        let out = run.json();
        let chosen = out["move"].as_str().unwrap();
        let candidates = out["candidates"].as_array().unwrap();
        assert_eq!(candidates[0]["move"], chosen);
        // Every move loses: the chosen one lasts at least as long as any other candidate.
        let plies = |c: &serde_json::Value| c["plies"].as_u64().expect("plies");
        assert_eq!(candidates[0]["result"], "loss", "{bot}: {out}");
        for c in candidates {
            assert_eq!(c["result"], "loss", "{bot}: {c}");
            assert!(plies(c) <= plies(&candidates[0]), "{bot}: {out}");
        }
        assert!(plies(&candidates[0]) >= 6, "{bot}: {out}");
        assert_ne!(chosen, "C7-F7", "{bot}");
        // Checked by the rules alone: after the chosen move Beige has no win at once.
        let after = format!("{LOST_STRATUM} {chosen}");
        let hint = strata(&["hint", "stratum", "--moves", &after]).json();
        assert_eq!(hint["wins"], serde_json::json!([]), "{bot} {chosen}: {hint}");
    }
    // Keys only where the result is known: a position far from the end has none.
    let start = strata(&["think", "stratum", "--iterations", "50"]);
    assert!(!start.stdout.contains("\"result\"") && !start.stdout.contains("\"plies\""));
    // The move the bots played before issue 52 loses at once.
    let after = format!("{LOST_STRATUM} C7-F7");
    let hint = strata(&["hint", "stratum", "--moves", &after]).json();
    assert_eq!(hint["wins"], serde_json::json!(["E9-H9"]), "{hint}");
}

#[test]
fn think_refuses_a_finished_game_and_unknown_bots_with_exit_1() {
    // Play stratum to its end, always the first legal move.
    let mut moves: Vec<String> = Vec::new();
    loop {
        let state = strata(&["play", "stratum", "--moves", &moves.join(" ")]).json();
        if state["status"] != "ongoing" {
            break;
        }
        moves.push(state["legal_moves"][0].as_str().unwrap().to_string());
        assert!(moves.len() <= 40, "a stratum game has at most 36 moves");
    }
    let line = moves.join(" ");
    for args in [
        &["think", "stratum", "--moves", line.as_str()][..],
        &["think", "strata5", "--bot", "deep-blue"],
        &["think", "strata5", "--ms", "10", "--iterations", "10"],
        &["think", "chess"],
    ] {
        let run = strata(args);
        assert_eq!(run.code, 1, "{args:?}: {run:?}");
        assert!(run.stdout.is_empty(), "{args:?}: {run:?}");
        assert_eq!(run.stderr.trim_end().lines().count(), 1, "{args:?}: {:?}", run.stderr);
    }
    // An illegal move before thinking is the usual exit 2.
    let run = strata(&["think", "strata5", "--moves", "#c3"]);
    assert_eq!(run.code, 2, "{run:?}");
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

#[test]
fn hint_lists_the_wins_and_the_blunders_and_refuses_stratego() {
    // The shipped puzzle: one red move wins at once.
    let save = std::fs::read_to_string(
        strata_tests::workspace_root().join("assets/positions/strata5/win-in-one.ron"),
    )
    .unwrap();
    let start = save.split("start: Some(\"").nth(1).unwrap().split('"').next().unwrap();
    let hint = strata(&["hint", "strata5", "--position", start]);
    assert_eq!(hint.code, 0, "{}", hint.stderr);
    let json = hint.json();
    assert_eq!(json["game"], "strata5");
    assert_eq!(json["to_move"], "red");
    assert_eq!(json["wins"], serde_json::json!(["d1-e3"]));
    assert!(json["blunders"].is_array());
    // Stratum late in a game: every blunder's reply wins for the next player.
    let mut moves: Vec<String> = Vec::new();
    let mut checked = 0;
    while checked < 3 && moves.len() < 36 {
        let line = moves.join(" ");
        let state = strata(&["play", "stratum", "--moves", &line]).json();
        if state["status"] != "ongoing" {
            break;
        }
        let hint = strata(&["hint", "stratum", "--moves", &line]).json();
        for b in hint["blunders"].as_array().unwrap() {
            let (mv, reply) = (b["move"].as_str().unwrap(), b["reply"].as_str().unwrap());
            let then = strata(&["play", "stratum", "--moves", &format!("{line} {mv} {reply}")]);
            let then = then.json();
            assert_eq!(then["status"], "won", "{line} {mv} {reply}");
            assert!(!then["winners"].as_array().unwrap().contains(&state["to_move"]), "{then}");
            checked += 1;
        }
        moves.push(state["legal_moves"][0].as_str().unwrap().to_string());
    }
    assert!(checked > 0, "no blunder came up to check: {moves:?}");
    let stratego = strata(&["hint", "stratego", "--seed", "1"]);
    assert_eq!(stratego.code, 1);
    assert_eq!(stratego.stderr.lines().count(), 1, "{}", stratego.stderr);
    assert!(stratego.stdout.is_empty());
}

#[test]
fn version_names_the_release_and_the_commit() {
    let run = strata(&["--version"]);
    assert_eq!(run.code, 0);
    let line = run.stdout.trim();
    assert!(line.starts_with(&format!("strata {} (commit ", env!("CARGO_PKG_VERSION"))), "{line}");
    assert!(line.ends_with(')') && !line.contains("()"), "{line}");
}

#[test]
fn lessons_lists_every_item_with_answers_that_play_from_their_positions() {
    let all = strata(&["lessons"]);
    assert_eq!(all.code, 0, "{}", all.stderr);
    let items = all.json();
    let items = items.as_array().unwrap();
    assert!(items.len() >= 4 * 8, "{} items", items.len());
    for game in ["strata5", "stratum", "strata7", "stratego"] {
        let one = strata(&["lessons", game]).json();
        let one = one.as_array().unwrap();
        assert!(one.iter().all(|i| i["game"] == game), "{game}");
        assert_eq!(one.len(), items.iter().filter(|i| i["game"] == game).count(), "{game}");
    }
    for item in items {
        let keys: Vec<_> = item.as_object().unwrap().keys().cloned().collect();
        assert_eq!(keys, ["game", "id", "kind", "rules", "steps", "title"], "{item}");
        assert!(item["kind"] == "lesson" || item["kind"] == "puzzle", "{item}");
        let game = item["game"].as_str().unwrap();
        for step in item["steps"].as_array().unwrap() {
            let answer: Vec<&str> =
                step["answer"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
            let position = step["position"].as_str().unwrap();
            let start = strata(&["play", game, "--position", position]).json();
            let end = strata(&["play", game, "--position", position, "--moves", &answer.join(" ")]);
            assert_eq!(end.code, 0, "{}: {}", item["id"], end.stdout);
            if item["kind"] == "puzzle" {
                let end = end.json();
                assert_eq!(end["status"], "won", "{}", item["id"]);
                let winners = end["winners"].as_array().unwrap();
                assert!(winners.contains(&start["to_move"]), "{}", item["id"]);
            }
        }
    }
    let unknown = strata(&["lessons", "chess"]);
    assert_eq!(unknown.code, 1);
    assert_eq!(unknown.stderr.lines().count(), 1, "{}", unknown.stderr);
}

#[test]
fn arena_plays_another_binary_through_its_think_command() {
    let bin = strata_tests::strata_bin();
    let bin = bin.to_str().unwrap();
    // The same bots on both sides: the other binary's greedy plays exactly as this one's, so a
    // seeded arena gives the same games whichever side is "other".
    for game in ["strata5", "stratego"] {
        let own = ["arena", game, "--bots", "greedy,random", "--games", "4", "--json"];
        let own = strata(&own).json();
        let args = ["--bots", "other:greedy,random", "--other-bin", bin, "--games", "4", "--json"];
        let run = strata(&[&["arena", game][..], &args].concat());
        assert_eq!(run.code, 0, "{game}: {run:?}");
        let other = run.json();
        assert_eq!(other["bots"][0]["bot"], "other:greedy");
        for key in ["wins", "draws", "losses"] {
            assert_eq!(other["bots"][0][key], own["bots"][0][key], "{game} {key}");
        }
    }
    let missing = strata(&["arena", "strata5", "--bots", "other:medium,random", "--games", "1"]);
    assert_eq!(missing.code, 1);
    assert!(missing.stderr.contains("--other-bin"), "{missing:?}");
    let broken = ["arena", "strata5", "--bots", "other:medium,random", "--games", "1"];
    let broken = strata(&[&broken[..], &["--other-bin", "/nonexistent/strata"]].concat());
    assert_eq!((broken.code, broken.stderr.lines().count()), (1, 1), "{broken:?}");
}

#[test]
fn arena_abandons_only_the_games_in_which_the_other_binary_fails() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("arena-crash");
    let strata_bin = strata_tests::strata_bin();
    // A stand-in for an outside program that crashes in some positions: it fails whenever the
    // bot seed is between 2^32 and 2^33, which the arena's seed 4 gives in the second game only.
    let script = dir.join("crashy");
    let text = format!(
        "#!/bin/sh\nfor a in \"$@\"; do\n  if [ \"$prev\" = --bot-seed ] && [ \"$a\" -ge 4294967296 ] && [ \"$a\" -lt 8589934592 ]; then\n    echo 'it crashed' >&2; exit 1\n  fi\n  prev=$a\ndone\nexec '{}' \"$@\"\n",
        strata_bin.display()
    );
    std::fs::write(&script, text).unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let script = script.to_str().unwrap();
    let args = ["arena", "strata5", "--bots", "greedy,other:greedy", "--seed", "4", "--json"];
    let run = strata(&[&args[..], &["--other-bin", script, "--games", "3"]].concat());
    assert_eq!(run.code, 0, "{run:?}");
    let json = run.json();
    assert_eq!((json["games"].as_u64(), json["abandoned"].as_u64()), (Some(2), Some(1)));
    for bot in json["bots"].as_array().unwrap() {
        let played: u64 =
            ["wins", "draws", "losses"].iter().map(|k| bot[k].as_u64().unwrap()).sum();
        assert_eq!(played, 2, "{json}");
    }
    assert!(
        run.stderr.contains("game 2 abandoned") && run.stderr.contains("it crashed"),
        "{run:?}"
    );
    // Nothing left to count is an error, not an empty table.
    let all = ["arena", "strata5", "--bots", "greedy,other:greedy", "--seed", "4", "--games", "1"];
    let always = dir.join("always");
    std::fs::write(&always, "#!/bin/sh\necho 'it crashed' >&2\nexit 1\n").unwrap();
    std::fs::set_permissions(&always, std::fs::Permissions::from_mode(0o755)).unwrap();
    let run = strata(&[&all[..], &["--other-bin", always.to_str().unwrap()]].concat());
    assert_eq!(run.code, 1, "{run:?}");
    assert!(run.stderr.contains("every game was abandoned"), "{run:?}");
}

#[test]
fn arena_records_replay_to_the_result_it_reported() {
    let dir = scratch("arena-records");
    let records = dir.to_str().unwrap();
    let args = ["arena", "stratego", "--bots", "greedy,random", "--games", "2", "--seed", "5"];
    let run = strata(&[&args[..], &["--records", records, "--json"]].concat());
    assert_eq!(run.code, 0, "{run:?}");
    let greedy_wins = run.json()["bots"][0]["wins"].as_u64().unwrap();
    let mut wins = 0;
    for (game, ours) in [("game-0001.txt", "red"), ("game-0002.txt", "blue")] {
        let text = std::fs::read_to_string(dir.join(game)).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert_eq!(lines[3], ours, "the seats rotate");
        let replay = strata(&[
            "play",
            "stratego",
            "--red-setup",
            lines[0],
            "--blue-setup",
            lines[1],
            "--moves",
            lines[2],
        ]);
        assert_eq!(replay.code, 0, "{replay:?}");
        let winners = &replay.json()["winners"];
        wins += u64::from(winners.as_array().is_some_and(|w| w.len() == 1 && w[0] == ours));
    }
    assert_eq!(wins, greedy_wins);
    let wrong = strata(&[
        "arena",
        "strata5",
        "--bots",
        "greedy,random",
        "--games",
        "1",
        "--records",
        records,
    ]);
    assert_eq!((wrong.code, wrong.stderr.lines().count()), (1, 1), "{wrong:?}");
}
