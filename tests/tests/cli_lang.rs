//! `--lang fr` on `strata rules` and `strata lessons`: the French texts with the same IDs, JSON
//! keys and answers; English by default; an unknown language refused in one line.

use strata_tests::{strata, workspace_root};

#[test]
fn rules_with_lang_fr_print_the_french_file_and_lang_en_the_english() {
    for game in ["strata5", "stratum", "strata7", "stratego"] {
        let french = strata(&["rules", game, "--lang", "fr"]);
        assert_eq!(french.code, 0, "{french:?}");
        let file = workspace_root().join(format!("assets/rules/fr/{game}.md"));
        assert_eq!(french.stdout, std::fs::read_to_string(file).unwrap(), "{game}");
        let english = strata(&["rules", game, "--lang", "en"]);
        assert_eq!(
            english.stdout,
            strata(&["rules", game]).stdout,
            "{game}: English is the default"
        );
        assert_ne!(english.stdout, french.stdout, "{game}");
    }
}

#[test]
fn one_rule_in_french_keeps_its_id() {
    let run = strata(&["rules", "strata5", "s5-g1", "--lang", "fr"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(run.stdout.starts_with("S5-G1 · Un carré de colonnes\n\n"), "{}", run.stdout);
    assert!(run.stdout.contains("Ce que tranche cette application\u{a0}: "), "{}", run.stdout);
    let run = strata(&["rules", "stratego", "--lang", "fr", "SG-A4"]);
    assert!(run.stdout.starts_with("SG-A4 · L'Espion\n"), "{}", run.stdout);
}

#[test]
fn lessons_in_french_have_the_same_items_keys_and_answers_with_french_texts() {
    let english = strata(&["lessons"]).json();
    let french = strata(&["lessons", "--lang", "fr"]);
    assert_eq!(french.code, 0, "{}", french.stderr);
    let french = french.json();
    let (english, french) = (english.as_array().unwrap(), french.as_array().unwrap());
    assert_eq!(english.len(), french.len());
    for (en, fr) in english.iter().zip(french) {
        let keys = |item: &serde_json::Value| {
            item.as_object().unwrap().keys().cloned().collect::<Vec<_>>()
        };
        assert_eq!(keys(fr), keys(en), "{}", en["id"]);
        for key in ["id", "game", "kind", "rules"] {
            assert_eq!(fr[key], en[key], "{}: {key}", en["id"]);
        }
        assert_ne!(fr["title"], en["title"], "{}: the title is French", en["id"]);
        let (en_steps, fr_steps) =
            (en["steps"].as_array().unwrap(), fr["steps"].as_array().unwrap());
        assert_eq!(en_steps.len(), fr_steps.len(), "{}", en["id"]);
        for (en_step, fr_step) in en_steps.iter().zip(fr_steps) {
            assert_eq!(fr_step["position"], en_step["position"], "{}", en["id"]);
            assert_eq!(fr_step["answer"], en_step["answer"], "{}", en["id"]);
            assert_ne!(fr_step["goal"], en_step["goal"], "{}: the goal is French", en["id"]);
        }
    }
    let one = strata(&["lessons", "strata5", "--lang", "fr"]).json();
    let first = &one.as_array().unwrap()[0];
    assert_eq!(
        (first["id"].as_str(), first["title"].as_str()),
        (Some("strata5-enter"), Some("Entrer sur le plateau"))
    );
}

/// An unknown language is "anything else" of the exit codes: 1, with one line that names it.
#[test]
fn an_unknown_language_is_refused_in_one_line() {
    for args in [
        &["rules", "strata5", "--lang", "xx"][..],
        &["lessons", "--lang", "xx"],
        &["lessons", "strata7", "--lang", "xx"],
    ] {
        let run = strata(args);
        assert_eq!(run.code, 1, "{args:?}: {run:?}");
        assert!(run.stdout.is_empty(), "{args:?}");
        assert_eq!(run.stderr.trim().lines().count(), 1, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("unknown language 'xx'") && run.stderr.contains("fr"),
            "{}",
            run.stderr
        );
    }
}
