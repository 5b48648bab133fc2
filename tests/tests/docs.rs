//! The repository stands alone: the rules and the notation ship with it, and the README points
//! only at files that exist.

use strata_tests::{strata, workspace_root};

#[test]
fn strata_rules_prints_the_rules_text_of_each_game() {
    for (game, some_ids) in [
        ("strata5", &["S5-G1", "S5-T2", "S5-P8", "S5-E7"][..]),
        ("stratum", &["SM-G1", "SM-P5", "SM-E4"]),
        ("strata7", &["S7-G1", "S7-O3a", "S7-R2", "S7-E3"]),
        ("stratego", &["SG-M5", "SG-E4"]),
    ] {
        let run = strata(&["rules", game]);
        assert_eq!(run.code, 0, "{run:?}");
        let file =
            std::fs::read_to_string(workspace_root().join(format!("assets/rules/{game}.md")))
                .unwrap();
        assert_eq!(run.stdout, file, "{game}: the text printed is the shipped file");
        for id in some_ids {
            assert!(run.stdout.contains(&format!("### {id} · ")), "{game}: {id}");
        }
    }
}

#[test]
fn strata_rules_prints_one_rule_by_its_id() {
    let run = strata(&["rules", "strata5", "s5-t2"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(run.stdout.starts_with("S5-T2 · "), "{}", run.stdout);
    assert!(
        run.stdout.contains("How this app settles it: "),
        "S5-T2 is one of ours: {}",
        run.stdout
    );
    assert!(!run.stdout.contains("S5-T3"), "only the one rule");

    let run = strata(&["rules", "strata7", "S7-O3a"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(run.stdout.starts_with("S7-O3a · "));
}

#[test]
fn an_unknown_rule_or_game_is_exit_1_with_one_line() {
    for args in [&["rules", "strata5", "S5-X9"][..], &["rules", "chess"], &["rules"]] {
        let run = strata(args);
        assert_eq!(run.code, 1, "{args:?}: {run:?}");
        assert_eq!(run.stderr.trim().lines().count(), 1, "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
    }
}

/// Every relative link of the README and of the shipped docs names a file or folder that is in
/// the repository (a user's clone has nothing beside it).
#[test]
fn the_readme_and_docs_link_only_to_files_in_the_repository() {
    let root = workspace_root();
    for doc in ["README.md", "assets/docs/command-line.md", "assets/docs/guide.md"] {
        let text = std::fs::read_to_string(root.join(doc)).unwrap();
        assert!(!text.contains("../shared"), "{doc} points outside the repository");
        let dir = root.join(doc).parent().unwrap().to_path_buf();
        for (i, _) in text.match_indices("](") {
            let target: String = text[i + 2..].chars().take_while(|c| *c != ')').collect();
            if target.starts_with("http") || target.starts_with('#') {
                continue;
            }
            let path = dir.join(target.split('#').next().unwrap());
            assert!(path.exists(), "{doc} links to {target}, which does not exist");
        }
    }
}
