//! The lessons and puzzles in another language. A translation file
//! (`assets/lessons/GAME/fr.ron`) holds only what a player reads, item by item and step by
//! step under the item's id; positions, answers and rules stay single-sourced in the English
//! files, and the translated texts are laid over them at load.

use serde::Deserialize;

use super::{Item, Step};
use crate::{GameId, Lang};

/// One item's texts in another language.
#[derive(Clone, Debug, Deserialize)]
pub struct ItemTexts {
    /// The id of the English item this translates.
    pub id: String,
    pub title: String,
    /// Empty where the English has none (puzzles).
    #[serde(default)]
    pub text: String,
    /// One per English step, in order.
    pub steps: Vec<StepTexts>,
}

/// One step's texts: each present exactly where the English step has it.
#[derive(Clone, Debug, Deserialize)]
pub struct StepTexts {
    pub goal: String,
    #[serde(default)]
    pub wrong: Option<String>,
    #[serde(default)]
    pub done: Option<String>,
}

/// The translation files, built in as the English ones are.
const FILES: &[(GameId, Lang, &str)] = &[
    (GameId::Strata5, Lang::Fr, include_str!("../../../assets/lessons/strata5/fr.ron")),
    (GameId::Stratum, Lang::Fr, include_str!("../../../assets/lessons/stratum/fr.ron")),
    (GameId::Strata7, Lang::Fr, include_str!("../../../assets/lessons/strata7/fr.ron")),
    (GameId::Stratego, Lang::Fr, include_str!("../../../assets/lessons/stratego/fr.ron")),
];

/// A game's translation into `lang`, as its file writes it; `None` for English, the source.
pub fn texts(game: GameId, lang: Lang) -> Option<Result<Vec<ItemTexts>, String>> {
    let (_, _, text) = FILES.iter().find(|(g, l, _)| *g == game && *l == lang)?;
    let options =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    Some(options.from_str(text).map_err(|e| format!("{game} {lang}: {e}")))
}

/// Where a translation does not match the English items one to one: an item or step without
/// its translation, a translation of nothing, a text missing or extra. Empty when they match.
pub fn mismatches(english: &[Item], translated: &[ItemTexts]) -> Vec<String> {
    let mut found = Vec::new();
    for item in english {
        let mut matches = translated.iter().filter(|t| t.id == item.id);
        let Some(texts) = matches.next() else {
            found.push(format!("{}: not translated", item.id));
            continue;
        };
        if matches.next().is_some() {
            found.push(format!("{}: translated twice", item.id));
        }
        if item.text.is_empty() != texts.text.is_empty() {
            found.push(format!("{}: the text is in one language only", item.id));
        }
        if item.steps.len() != texts.steps.len() {
            let counts = (item.steps.len(), texts.steps.len());
            found.push(format!("{}: {} steps, {} translated", item.id, counts.0, counts.1));
        }
        for (n, (step, step_texts)) in item.steps.iter().zip(&texts.steps).enumerate() {
            if step.wrong.is_some() != step_texts.wrong.is_some() {
                found.push(format!("{} step {n}: `wrong` is in one language only", item.id));
            }
            if step.done.is_some() != step_texts.done.is_some() {
                found.push(format!("{} step {n}: `done` is in one language only", item.id));
            }
        }
    }
    for texts in translated {
        if !english.iter().any(|item| item.id == texts.id) {
            found.push(format!("{}: translates no item", texts.id));
        }
    }
    found
}

/// `items` with the texts of `translated` laid over them; an item without its translation
/// keeps its English (the tests see that none does).
pub fn apply(items: &mut [Item], translated: &[ItemTexts]) {
    for item in items {
        let Some(texts) = translated.iter().find(|t| t.id == item.id) else { continue };
        item.title.clone_from(&texts.title);
        item.text.clone_from(&texts.text);
        for (step, step_texts) in item.steps.iter_mut().zip(&texts.steps) {
            apply_step(step, step_texts);
        }
    }
}

fn apply_step(step: &mut Step, texts: &StepTexts) {
    step.goal.clone_from(&texts.goal);
    // A text the English step lacks has nowhere to show; one it has keeps its English if the
    // translation forgot it.
    if let (Some(wrong), Some(translated)) = (&mut step.wrong, &texts.wrong) {
        wrong.clone_from(translated);
    }
    if let (Some(done), Some(translated)) = (&mut step.done, &texts.done) {
        done.clone_from(translated);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::french_spacing_faults;
    use crate::lessons::{Kind, of, of_in, parse};

    /// Every text of an item a player reads, in order.
    fn texts_of(item: &Item) -> Vec<&str> {
        let steps = item.steps.iter().flat_map(|s| {
            std::iter::once(s.goal.as_str()).chain(s.wrong.as_deref()).chain(s.done.as_deref())
        });
        std::iter::once(item.title.as_str()).chain(Some(item.text.as_str())).chain(steps).collect()
    }

    #[test]
    fn every_item_and_step_has_its_french_texts_and_nothing_else() {
        for game in GameId::ALL {
            let french = texts(game, Lang::Fr).expect("a French file").unwrap();
            assert_eq!(mismatches(&of(game), &french), Vec::<String>::new(), "{game}");
        }
        assert!(texts(GameId::Strata5, Lang::En).is_none(), "English is the source");
    }

    #[test]
    fn the_french_items_keep_the_english_positions_and_answers_and_translate_every_text() {
        for game in GameId::ALL {
            let (english, french) = (of(game), of_in(game, Lang::Fr));
            assert_eq!(english.len(), french.len(), "{game}");
            for (en, fr) in english.iter().zip(&french) {
                assert_eq!(
                    (&fr.id, &fr.rules, fr.kind, fr.game),
                    (&en.id, &en.rules, en.kind, en.game)
                );
                for (en_step, fr_step) in en.steps.iter().zip(&fr.steps) {
                    assert_eq!(fr_step.position, en_step.position, "{}", en.id);
                    assert_eq!((&fr_step.answer, &fr_step.also), (&en_step.answer, &en_step.also));
                    assert_eq!((fr_step.wins, fr_step.turn), (en_step.wins, en_step.turn));
                }
                let (en_texts, fr_texts) = (texts_of(en), texts_of(fr));
                assert_eq!(en_texts.len(), fr_texts.len(), "{}", en.id);
                for (en_text, fr_text) in en_texts.iter().zip(&fr_texts) {
                    assert_eq!(en_text.is_empty(), fr_text.is_empty(), "{}: {fr_text:?}", en.id);
                    if !en_text.is_empty() {
                        assert_ne!(en_text, fr_text, "{}: not translated", en.id);
                    }
                }
            }
        }
    }

    #[test]
    fn the_french_texts_keep_french_spacing() {
        for item in GameId::ALL.into_iter().flat_map(|g| of_in(g, Lang::Fr)) {
            for text in texts_of(&item) {
                let faults = french_spacing_faults(text);
                assert!(faults.is_empty(), "{}: {faults:#?}", item.id);
            }
        }
    }

    #[test]
    fn the_french_lessons_name_each_numbered_stratego_rank_with_its_number() {
        let ranks = [
            ("Maréchal", 10),
            ("Général", 9),
            ("Colonel", 8),
            ("Commandant", 7),
            ("Capitaine", 6),
            ("Lieutenant", 5),
            ("Sergent", 4),
            ("Démineur", 3),
            ("Éclaireur", 2),
        ];
        for item in of_in(GameId::Stratego, Lang::Fr) {
            for text in texts_of(&item) {
                for (name, number) in ranks {
                    for (at, _) in text.match_indices(name) {
                        let rest = &text[at + name.len()..];
                        let named =
                            rest.starts_with('s') || rest.starts_with(&format!(" ({number})"));
                        assert!(named, "{}: {name} in {text:?}", item.id);
                    }
                }
            }
        }
    }

    #[test]
    fn a_translation_that_does_not_match_the_english_is_found_out() {
        let english = r#"[
            (id: "strata5-a", title: "A", rules: ["S5-P1"], steps: [
                (position: "p", goal: "g", answer: ["m"], wrong: "w"),
                (position: "p", goal: "g", answer: ["m"]),
            ]),
            (id: "strata5-b", title: "B", rules: ["S5-P1"], steps: []),
        ]"#;
        let english = parse(GameId::Strata5, Kind::Lesson, english).unwrap();
        let french = r#"[
            (id: "strata5-a", title: "A", text: "T", steps: [(goal: "g"), (goal: "g", done: "d")]),
            (id: "strata5-c", title: "C", steps: []),
        ]"#;
        let french: Vec<ItemTexts> = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(french)
            .unwrap();
        let found = mismatches(&english, &french);
        let expected = [
            "strata5-a: the text is in one language only",
            "strata5-a step 0: `wrong` is in one language only",
            "strata5-a step 1: `done` is in one language only",
            "strata5-b: not translated",
            "strata5-c: translates no item",
        ];
        assert_eq!(found, expected);
    }
}
