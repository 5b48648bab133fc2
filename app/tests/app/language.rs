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
