//! The app in French (issue 55): View → Language switches the words at the next frame, the
//! rules panel and the lessons with them; the choice is remembered.

use crate::common::{click, harness};
use egui_kittest::kittest::Queryable;
use strata_app::command::Command;
use strata_core::Lang;

#[test]
fn view_language_switches_the_menus_the_start_screen_and_the_rules_at_once() {
    let mut h = harness();
    assert!(h.query_by_label("Play Stratum against the computer").is_some(), "English first");
    click(&mut h, "View");
    click(&mut h, "Language");
    click(&mut h, "Français");
    h.run();
    assert_eq!(h.state().settings().language, Some(Lang::Fr));
    for label in ["Fichier", "Affichage", "Aide", "Jouer à Stratum contre l’ordinateur"] {
        assert!(h.query_by_label(label).is_some(), "no {label} in French");
    }
    let english = h.query_by_label("Play Stratum against the computer");
    assert!(english.is_none(), "English left on the start screen");
    // The rules panel of a game speaks French too (its rule titles are the French file's).
    h.state_mut().push(Command::QuickStart(strata_core::GameId::Strata5, false));
    h.run();
    h.state_mut().push(Command::ToggleRules);
    h.run();
    assert!(h.query_by_label_contains("Un carré de colonnes").is_some(), "rules not in French");
    // And back.
    click(&mut h, "Affichage");
    click(&mut h, "Langue");
    click(&mut h, "English");
    h.run();
    assert!(h.query_by_label("File").is_some());
    assert!(
        h.query_by_label_contains("A square of columns").is_some(),
        "rules not back in English"
    );
}

/// Whether a label has words that did not come from the messages: in the pseudo-language every
/// message is between markers (a message inside another nests), so a run of letters outside
/// them was written in the code. Names that are the same in every language (the games', the
/// app's, each language's own name) and notation (cells, moves, rule IDs, keys) are not words
/// to translate; nor is egui's own name for a panel's edge.
fn unmarked_words(label: &str) -> bool {
    let [open, close] = strata_app::i18n::PSEUDO_MARKS;
    if label == "Resize panel" {
        return false;
    }
    let (mut outside, mut depth, mut rest) = (String::new(), 0usize, label);
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix(open) {
            (depth, rest) = (depth + 1, after);
        } else if let Some(after) = rest.strip_prefix(close) {
            (depth, rest) = (depth.saturating_sub(1), after);
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            outside.push(if depth == 0 { c } else { ' ' });
            rest = &rest[c.len_utf8()..];
        }
    }
    let names = ["Strata", "Stratum", "Stratego", "English", "Français", "Ctrl", "Shift"];
    outside
        .split(|c: char| !c.is_alphabetic())
        .any(|word| word.chars().count() >= 3 && !names.contains(&word))
}

/// Issue 55's "nothing hard-coded": in the pseudo-language, every label a screen shows or a
/// screen reader reads on the start screen, the menus, New game, the lessons and a game of
/// each kind carries the markers of a message.
#[test]
fn in_the_pseudo_language_every_label_with_words_comes_from_the_messages() {
    use egui_kittest::kittest::{NodeT, by};
    use strata_app::command::LessonCommand;
    use strata_app::i18n::{set_pseudo, tr};
    let mut h = crate::common::harness();
    set_pseudo(true);
    h.run();
    let mut unmarked = std::collections::BTreeSet::new();
    let mut look = |h: &egui_kittest::Harness<'_, strata_app::StrataApp>, place: &str| {
        for node in h.query_all(by().predicate(|_| true)) {
            let label = node.accesskit_node().label().unwrap_or_default();
            if unmarked_words(&label) {
                unmarked.insert(format!("{place}: {label}"));
            }
        }
    };
    look(&h, "start screen");
    for menu in ["menu-file", "menu-edit", "menu-game", "menu-view", "menu-help"] {
        click(&mut h, &tr(menu));
        look(&h, menu);
        h.key_press(egui::Key::Escape);
        h.run();
    }
    h.state_mut().push(Command::NewGameDialog);
    h.run();
    look(&h, "new game");
    h.state_mut().push(Command::CloseDialog);
    h.state_mut().push(Command::Lesson(LessonCommand::List(None)));
    h.run();
    look(&h, "lessons");
    for game in strata_core::GameId::ALL {
        h.state_mut().push(Command::QuickStart(game, false));
        let _ = h.try_run();
        look(&h, game.id());
    }
    set_pseudo(false);
    assert!(unmarked.is_empty(), "{} labels not from the messages: {unmarked:#?}", unmarked.len());
}
