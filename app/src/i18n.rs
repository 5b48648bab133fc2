//! The app's words in the player's language (issue 55): Fluent messages in
//! `assets/i18n/<lang>/*.ftl`, embedded at compile time, English the fallback for a message a
//! language lacks. The language is a setting (View → Language) read at every frame, so a change
//! shows at the next frame; the first launch takes the system's language if the app has it.
//!
//! Code asks for a message by id with [`t!`](crate::t): `t!("menu-file")`, or with its
//! variables, `t!("moves-count", count = 3)`. Plurals and the like are Fluent's business
//! (`{ $count -> [one] … *[other] … }`), never string concatenation.

use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{Loader, static_loader};
use strata_core::Lang;
use unic_langid::LanguageIdentifier;

static_loader! {
    static MESSAGES = {
        locales: "../assets/i18n",
        fallback_language: "en",
        // No Unicode isolation marks around variables: the app's fonts have no glyph for them.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

thread_local! {
    /// The language of the window's words; the UI runs on one thread (tests each on theirs,
    /// so that one test's language never leaks into another's).
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    /// The pseudo-language of the tests: every message accented, longer, between markers.
    static PSEUDO: Cell<bool> = const { Cell::new(false) };
}

/// The markers around every message in the pseudo-language.
pub const PSEUDO_MARKS: [&str; 2] = ["[[", "]]"];

/// Speaks the pseudo-language (a test's), or stops: every message comes out accented, about a
/// third longer and between [`PSEUDO_MARKS`], so that a screen shows at a glance which words
/// did not come from the messages, and how its layout takes longer words.
pub fn set_pseudo(on: bool) {
    PSEUDO.with(|pseudo| pseudo.set(on));
}

/// A message in the pseudo-language, when it is spoken.
fn pseudo(text: String) -> String {
    if !PSEUDO.with(Cell::get) {
        return text;
    }
    let accented: String = text
        .chars()
        .map(|c| match c {
            'a' => 'á',
            'e' => 'é',
            'i' => 'î',
            'o' => 'ö',
            'u' => 'ü',
            'A' => 'Â',
            'E' => 'É',
            'O' => 'Ö',
            other => other,
        })
        .collect();
    let longer = "~".repeat(text.chars().count().div_ceil(3));
    format!("{}{accented}{longer}{}", PSEUDO_MARKS[0], PSEUDO_MARKS[1])
}

/// Speaks `lang` from now on (on this thread).
pub fn set_lang(lang: Lang) {
    CURRENT.with(|current| current.set(lang));
}

pub fn lang() -> Lang {
    CURRENT.with(Cell::get)
}

/// The system's language, if the app speaks it (the first launch's choice).
pub fn system_lang() -> Option<Lang> {
    let locale = sys_locale::get_locale()?;
    let code = locale.split(['-', '_']).next()?;
    Lang::parse(code)
}

fn id_of(lang: Lang) -> LanguageIdentifier {
    lang.id().parse().expect("language codes are valid identifiers")
}

/// The message `id` in the current language; its id itself if no language has it (a test
/// checks that every id the code asks for exists).
pub fn tr(id: &str) -> String {
    pseudo(MESSAGES.try_lookup(&id_of(lang()), id).unwrap_or_else(|| id.to_string()))
}

/// The message `id` with its variables.
pub fn tr_with(id: &str, args: &[(&'static str, FluentValue<'static>)]) -> String {
    let args: HashMap<Cow<'static, str>, FluentValue<'static>> =
        args.iter().map(|(k, v)| (Cow::Borrowed(*k), v.clone())).collect();
    pseudo(
        MESSAGES.try_lookup_with_args(&id_of(lang()), id, &args).unwrap_or_else(|| id.to_string()),
    )
}

/// A player's name as the screen shows it, in the current language: the game's name for the
/// player ("dark-brown") is looked up as `player-dark-brown` ("Dark brown", "Brun foncé"); a
/// name no language has is shown as the game writes it.
pub fn player(name: &str) -> String {
    let shown = MESSAGES.try_lookup(&id_of(lang()), &format!("player-{name}"));
    pseudo(shown.unwrap_or_else(|| strata_core::game::display_name(name)))
}

/// The message `id` in `lang` only, without falling back to English, with these variables;
/// for the tests.
pub fn lookup_in(lang: Lang, id: &str, args: &[(&str, &str)]) -> Option<String> {
    let args: HashMap<&str, FluentValue> =
        args.iter().map(|(k, v)| (*k, FluentValue::from(*v))).collect();
    MESSAGES.lookup_no_default_fallback(&id_of(lang), id, Some(&args))
}

/// A message in the current language: `t!("menu-file")`, `t!("moves-count", count = 3)`.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_with(
            $id,
            &[$((stringify!($name), ::fluent_templates::fluent_bundle::FluentValue::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::{Path, PathBuf};

    use super::*;

    fn folder(lang: Lang) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/i18n").join(lang.id())
    }

    /// Every message of a language's files: its id and its text (continuation lines joined).
    fn messages(lang: Lang) -> BTreeMap<String, String> {
        let mut all = BTreeMap::new();
        let mut files: Vec<PathBuf> = std::fs::read_dir(folder(lang))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        assert!(!files.is_empty(), "no messages for {lang}");
        for file in files {
            let mut current: Option<String> = None;
            for line in std::fs::read_to_string(&file).unwrap().lines() {
                // A continuation: indented, or the `}` closing a selection.
                let more = line.starts_with(char::is_whitespace) || line.starts_with('}');
                if more && !line.trim().is_empty() {
                    let id = current.as_ref().expect("a continuation line follows a message");
                    all.entry(id.clone()).and_modify(|t: &mut String| t.push_str(line));
                } else if let Some((id, text)) = line.split_once(" = ") {
                    let id = id.trim().to_string();
                    assert!(all.insert(id.clone(), text.to_string()).is_none(), "{id} twice");
                    current = Some(id);
                } else {
                    assert!(line.is_empty() || line.starts_with('#'), "{file:?}: {line}");
                    current = None;
                }
            }
        }
        all
    }

    /// The variables a message uses (`{ $game }` gives `game`).
    fn variables(text: &str) -> BTreeSet<String> {
        text.split('$')
            .skip(1)
            .map(|rest| rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect())
            .collect()
    }

    #[test]
    fn french_has_every_english_message_with_the_same_variables_and_no_other() {
        let (english, french) = (messages(Lang::En), messages(Lang::Fr));
        let ids = |m: &BTreeMap<String, String>| m.keys().cloned().collect::<BTreeSet<_>>();
        assert_eq!(ids(&english), ids(&french), "the two languages have different messages");
        for (id, text) in &english {
            assert_eq!(variables(text), variables(&french[id]), "{id}: other variables");
        }
    }

    #[test]
    fn every_message_the_code_asks_for_exists_in_english() {
        let english = messages(Lang::En);
        let mut asked = 0;
        let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|x| x == "rs") && !path.ends_with("i18n.rs")
                {
                    // (This file's examples and tests ask for ids on purpose.)
                    let text = std::fs::read_to_string(&path).unwrap();
                    for (at, _) in text.match_indices("t!(\"") {
                        // `t!`, not `format!` or `print!`.
                        let before = text[..at].chars().next_back();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                            continue;
                        }
                        let id = text[at + 4..].split('"').next().unwrap();
                        assert!(english.contains_key(id), "{path:?} asks for {id}, not in en");
                        asked += 1;
                    }
                }
            }
        }
        assert!(asked > 50, "only {asked} messages asked for: is the scan broken?");
    }

    #[test]
    fn every_french_message_is_drawable_and_keeps_french_spacing() {
        let ctx = egui::Context::default();
        let mut textures = ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta;
        textures.clear();
        let font = egui::FontId::proportional(14.0);
        for (id, source) in messages(Lang::Fr) {
            let names = variables(&source);
            let args: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), "Strata 5")).collect();
            let text =
                lookup_in(Lang::Fr, &id, &args).unwrap_or_else(|| panic!("{id} does not load"));
            let missing: Vec<char> =
                text.chars().filter(|&c| !ctx.fonts_mut(|f| f.has_glyph(&font, c))).collect();
            assert!(missing.is_empty(), "{id}: no glyph for {missing:?}");
            let faults = strata_core::lang::french_spacing_faults(&text);
            assert!(faults.is_empty(), "{id}: {faults:?}");
        }
    }

    #[test]
    fn every_players_name_is_in_every_language() {
        use strata_core::game::Game;
        use strata_core::games::stratum::Stratum;
        use strata_core::games::{strata5::Strata5, strata7::Strata7, stratego::Stratego};
        let names = [Strata5::PLAYER_NAMES, Strata7::PLAYER_NAMES, Stratego::PLAYER_NAMES]
            .into_iter()
            .chain([Stratum::PLAYER_NAMES])
            .flatten();
        for name in names {
            for lang in Lang::ALL {
                let shown = lookup_in(lang, &format!("player-{name}"), &[]);
                assert!(shown.is_some(), "{name} has no name in {lang}");
            }
        }
        set_lang(Lang::Fr);
        assert_eq!(player("dark-brown"), "Brun foncé");
        set_lang(Lang::En);
        assert_eq!(player("dark-brown"), "Dark brown");
    }

    #[test]
    fn the_language_is_the_threads_and_english_fills_what_a_language_lacks() {
        set_lang(Lang::Fr);
        assert_eq!(crate::t!("menu-file"), "Fichier");
        assert_eq!(crate::t!("start-play", game = "Stratum"), "Jouer à Stratum");
        let other = std::thread::spawn(|| crate::t!("menu-file")).join().unwrap();
        assert_eq!(other, "File", "another thread keeps its own language");
        set_lang(Lang::En);
        assert_eq!(crate::t!("menu-file"), "File");
        assert_eq!(tr("no-such-message"), "no-such-message");
    }
}
