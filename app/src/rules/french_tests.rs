//! The French rules (`assets/rules/fr/`) against the English: the same rules, in the same
//! sections and order, every text translated and set with French spacing.

use strata_core::lang::french_spacing_faults;
use strata_core::{GameId, Lang};

use super::{Rules, find, rule_text, rules, rules_in, source_in};

/// The rule IDs of each section, in order.
fn outline(rules: &Rules) -> Vec<Vec<&str>> {
    rules.sections.iter().map(|s| s.rules.iter().map(|r| r.id).collect()).collect()
}

#[test]
fn every_english_rule_has_its_french_rule_in_the_same_section_and_order() {
    for game in GameId::ALL {
        let (english, french) = (rules(game), rules_in(game, Lang::Fr));
        assert_eq!(outline(french), outline(english), "{game}: sections and rule IDs");
        let name = game.title().split(' ').next().unwrap();
        assert!(french.title.starts_with(name) && french.title != english.title, "{game}");
        assert_ne!(french.intro, english.intro, "{game}: introduction");
        for (en, fr) in english.sections.iter().zip(&french.sections) {
            assert!(!fr.title.is_empty() && fr.title != en.title, "{game}: section {}", en.title);
        }
        for (en, fr) in english.all().zip(french.all()) {
            assert!(!fr.title.is_empty() && fr.title != en.title, "{}: title", fr.id);
            assert!(!fr.text.is_empty() && fr.text != en.text, "{}: text", fr.id);
            match (en.ours, fr.ours) {
                (Some(en), Some(fr_why)) => {
                    assert!(!fr_why.is_empty() && fr_why != en, "{}", fr.id)
                }
                (None, None) => {}
                _ => panic!("{}: the decision is in one language only", fr.id),
            }
        }
    }
}

#[test]
fn the_french_rules_keep_french_spacing() {
    for game in GameId::ALL {
        let faults = french_spacing_faults(source_in(game, Lang::Fr));
        assert!(faults.is_empty(), "{game}: {faults:#?}");
    }
}

#[test]
fn one_french_rule_reads_with_its_decision() {
    let rule = rules_in(GameId::Strata5, Lang::Fr).all().find(|r| r.id == "S5-G1").unwrap();
    assert_eq!(rule.title, "Un carré de colonnes");
    assert!(rule.ours.is_some_and(|why| why.contains("8 × 8")));
    let text = rule_text(rule, Lang::Fr);
    assert!(text.starts_with("S5-G1 · Un carré de colonnes\n\n"), "{text}");
    assert!(text.contains("Ce que tranche cette application\u{a0}: "), "{text}");
    // The English stays what the app's panel and its callers read.
    assert_eq!(find(GameId::Strata5, "S5-G1").unwrap().title, "A square of columns");
}
