//! The rules of each game as Strata plays them, in the project's own words, organised by the
//! rule IDs that refused moves quote.
//!
//! One source per language: a markdown file per game under `assets/rules/` (English) and
//! `assets/rules/fr/` (French, the same rule IDs in the same order), compiled into the binary.
//! The rules panel shows the English and `strata rules GAME [RULE-ID] [--lang fr]` prints
//! either. Its shape is fixed: a `# title`, an introduction, `## section` headings, and under
//! them one `### ID · Title` heading per rule, the rule's text, and optionally a paragraph
//! starting with `*Our decision:*` (in French `*Notre choix :*`) that explains a choice the
//! original rules leave open.

use std::sync::OnceLock;

use strata_core::{GameId, Lang};

#[derive(Debug)]
pub struct Rule {
    pub id: &'static str,
    pub title: &'static str,
    pub text: &'static str,
    /// Why the project decided this where the original rules are silent.
    pub ours: Option<&'static str>,
}

#[derive(Debug)]
pub struct Section {
    pub title: &'static str,
    pub rules: Vec<Rule>,
}

/// A game's rules text, parsed.
#[derive(Debug)]
pub struct Rules {
    /// The whole markdown file, as `strata rules GAME` prints it.
    pub source: &'static str,
    pub title: &'static str,
    /// How the game goes, in a few sentences: the first thing a new player reads.
    pub intro: &'static str,
    pub sections: Vec<Section>,
}

impl Rules {
    pub fn all(&self) -> impl Iterator<Item = &Rule> {
        self.sections.iter().flat_map(|s| &s.rules)
    }
}

/// The game in one line, for the start screen.
pub fn summary(game: GameId) -> String {
    (crate::games::of(game).blurb)()
}

/// A game's rules text in each language, as the per-game table (`games.rs`) holds it.
#[derive(Debug)]
pub struct Sources {
    /// `assets/rules/GAME.md`, the original the translations follow.
    pub en: &'static str,
    /// `assets/rules/fr/GAME.md`.
    pub fr: &'static str,
}

impl Sources {
    pub const fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
        }
    }
}

/// The markdown source of a game's rules.
pub fn source(game: GameId) -> &'static str {
    source_in(game, Lang::En)
}

/// The markdown source of a game's rules in `lang`.
pub fn source_in(game: GameId, lang: Lang) -> &'static str {
    crate::games::of(game).rules.get(lang)
}

/// The rules of a game (parsed once).
pub fn rules(game: GameId) -> &'static Rules {
    rules_in(game, Lang::En)
}

/// The rules of a game in `lang` (each language parsed once).
pub fn rules_in(game: GameId, lang: Lang) -> &'static Rules {
    static PARSED: OnceLock<Vec<(GameId, Lang, Rules)>> = OnceLock::new();
    let all = PARSED.get_or_init(|| {
        let each = Lang::ALL.into_iter().flat_map(|l| GameId::ALL.map(move |g| (g, l)));
        each.map(|(g, l)| (g, l, parse(source_in(g, l)))).collect()
    });
    let parsed = all.iter().find(|(g, l, _)| (*g, *l) == (game, lang));
    &parsed.expect("every game is parsed in every language").2
}

/// A rule's title in `lang`, whichever game has it (rule IDs are unique across the games).
pub fn title_in(id: &str, lang: Lang) -> Option<&'static str> {
    let mut all = GameId::ALL.into_iter().flat_map(|g| rules_in(g, lang).all());
    all.find(|r| r.id == id).map(|r| r.title)
}

/// The sections of a game's rules.
pub fn of(game: GameId) -> &'static [Section] {
    &rules(game).sections
}

/// The rule with this ID in a game's rules.
pub fn find(game: GameId, id: &str) -> Option<&'static Rule> {
    rules(game).all().find(|r| r.id == id)
}

/// One rule as plain text, as `strata rules GAME RULE-ID` prints it (`rule` read in `lang`).
pub fn rule_text(rule: &Rule, lang: Lang) -> String {
    let mut text = format!("{} · {}\n\n{}\n", rule.id, rule.title, rule.text);
    if let Some(why) = rule.ours {
        let label = match lang {
            Lang::En => "How this app settles it: ",
            Lang::Fr => "Ce que tranche cette application\u{a0}: ",
        };
        text.push_str(&format!("\n{label}{why}\n"));
    }
    text
}

/// What starts the paragraph of a project's decision, in each language's file.
const OURS: [&str; 2] = ["*Our decision:*", "*Notre choix\u{a0}:*"];

/// Reads the fixed shape described in the module docs. The files are ours and compiled in; a
/// test parses all four, so a malformed heading is caught before it ships.
fn parse(source: &'static str) -> Rules {
    let mut rules = Rules { source, title: "", intro: "", sections: Vec::new() };
    // Each block is a heading line and the text up to the next heading.
    for block in split_headings(source) {
        let (heading, body) = block.split_once('\n').unwrap_or((block, ""));
        let body = body.trim();
        if let Some(title) = heading.strip_prefix("### ") {
            let (id, title) = title.split_once(" · ").unwrap_or((title, ""));
            let decision = OURS.iter().find_map(|marker| body.split_once(marker));
            let (text, ours) = match decision {
                Some((text, why)) => (text.trim(), Some(why.trim())),
                None => (body, None),
            };
            let rule = Rule { id: id.trim(), title: title.trim(), text, ours };
            match rules.sections.last_mut() {
                Some(section) => section.rules.push(rule),
                None => rules.sections.push(Section { title: "", rules: vec![rule] }),
            }
        } else if let Some(title) = heading.strip_prefix("## ") {
            rules.sections.push(Section { title: title.trim(), rules: Vec::new() });
        } else if let Some(title) = heading.strip_prefix("# ") {
            rules.title = title.trim();
            rules.intro = body;
        }
    }
    rules
}

/// The source cut before every line that starts with `#`.
fn split_headings(source: &'static str) -> impl Iterator<Item = &'static str> {
    let mut starts: Vec<usize> = source.match_indices("\n#").map(|(i, _)| i + 1).collect();
    if source.starts_with('#') {
        starts.insert(0, 0);
    }
    let ends: Vec<usize> = starts.iter().skip(1).copied().chain([source.len()]).collect();
    starts.into_iter().zip(ends).map(move |(start, end)| &source[start..end])
}

#[cfg(test)]
mod french_tests;

#[cfg(test)]
mod tests {
    use super::*;

    /// The app's fonts draw every character of the rules text and of the games' one-line
    /// descriptions (a missing glyph stops the app when the panel shows it).
    #[test]
    fn the_fonts_have_every_character_of_the_rules() {
        let ctx = egui::Context::default();
        let output = ctx.run_ui(egui::RawInput::default(), |_| {});
        let mut textures = output.textures_delta;
        textures.clear();
        for (game, lang) in GameId::ALL.into_iter().flat_map(|g| Lang::ALL.map(|l| (g, l))) {
            let summary = summary(game);
            let text = source_in(game, lang).chars().chain(summary.chars());
            for c in text.filter(|c| !c.is_control()) {
                let font = egui::FontId::proportional(14.0);
                let drawn = ctx.fonts_mut(|f| f.has_glyph(&font, c));
                assert!(drawn, "{game} ({lang}): no glyph for {c:?} in the app's font");
            }
        }
    }

    const PREFIXES: [(GameId, &str); 4] = [
        (GameId::Strata5, "S5-"),
        (GameId::Stratum, "SM-"),
        (GameId::Strata7, "S7-"),
        (GameId::Stratego, "SG-"),
    ];

    /// The IDs quoted as string literals (`"S5-P4"`) in the files below `dir`.
    /// The text of every file below `dir` (without the games' tests, a `tests.rs` or a
    /// `tests/` folder, when `skip_tests`).
    fn sources(dir: &std::path::Path, skip_tests: bool) -> Vec<String> {
        let mut texts = Vec::new();
        let mut files = vec![dir.to_path_buf()];
        while let Some(path) = files.pop() {
            let tests = path.file_name().is_some_and(|n| n == "tests.rs" || n == "tests");
            if skip_tests && tests {
                continue;
            }
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            } else {
                texts.push(std::fs::read_to_string(&path).unwrap());
            }
        }
        texts
    }

    fn quoted_ids(dir: &std::path::Path, prefix: &str, skip_tests: bool) -> Vec<String> {
        let quote = format!("\"{prefix}");
        let mut ids = Vec::new();
        for text in sources(dir, skip_tests) {
            for (i, _) in text.match_indices(&quote) {
                let id: String = text[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                ids.push(id);
            }
        }
        ids
    }

    #[test]
    fn every_game_has_a_title_an_introduction_and_its_rules() {
        for (game, count) in [
            (GameId::Strata5, 37),
            (GameId::Stratum, 16),
            (GameId::Strata7, 30),
            (GameId::Stratego, 25),
        ] {
            let rules = rules(game);
            assert!(rules.title.starts_with(game.title().split(' ').next().unwrap()));
            assert!(rules.intro.len() > 100, "{game}: introduction");
            assert_eq!(rules.all().count(), count, "{game}: rule count");
            for rule in rules.all() {
                assert!(!rule.title.is_empty() && !rule.text.is_empty(), "{}", rule.id);
                let marked = OURS.iter().any(|marker| rule.text.contains(marker));
                assert!(!rule.text.contains("###") && !marked, "{}", rule.id);
            }
            assert!(rules.sections.iter().all(|s| !s.title.is_empty() && !s.rules.is_empty()));
        }
    }

    #[test]
    fn a_rule_is_found_with_its_decision() {
        let rule = find(GameId::Strata5, "S5-G1").unwrap();
        assert_eq!(rule.title, "A square of columns");
        assert!(rule.ours.is_some_and(|why| why.contains("8 × 8")));
        assert!(find(GameId::Strata5, "S5-X9").is_none());
        assert!(find(GameId::Stratum, "S5-G1").is_none());
        let text = rule_text(rule, Lang::En);
        assert!(text.starts_with("S5-G1 · A square of columns\n\n"));
        assert!(text.contains("How this app settles it: "));
    }

    /// Every rule ID the engines can report (a string literal like "S5-P4" in their sources)
    /// has an entry, so a refused move always opens the panel at its rule.
    #[test]
    fn every_rule_id_the_engines_quote_is_explained() {
        let core = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/src/games");
        for (game, prefix) in PREFIXES {
            let quoted = quoted_ids(&core, prefix, true);
            assert!(!quoted.is_empty(), "{game}");
            for id in quoted {
                assert!(find(game, &id).is_some(), "{id} is not in the rules text");
            }
        }
    }

    /// Every rule in the text is named in full where the engines follow it (their code or
    /// comments; a rule that follows from others is named where it does, e.g. S5-B6 at the
    /// column tops).
    #[test]
    fn every_rule_of_the_text_is_named_where_the_engines_follow_it() {
        let core = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/src/games");
        let sources = sources(&core, true).concat();
        let is_written = |id: &str| {
            sources.match_indices(id).any(|(i, _)| {
                // `S5-P1` must not be found inside `S5-P10`.
                !sources[i + id.len()..].starts_with(|c: char| c.is_ascii_alphanumeric())
            })
        };
        for (game, _) in PREFIXES {
            for rule in rules(game).all() {
                assert!(is_written(rule.id), "{}: not named in the engines", rule.id);
            }
        }
    }

    /// The views quote rules too (in notes and banners): each of those IDs has an entry.
    #[test]
    fn every_rule_id_the_views_quote_is_explained() {
        let views = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/views");
        let mut quoted = 0;
        for (game, prefix) in PREFIXES {
            for id in quoted_ids(&views, prefix, false) {
                assert!(find(game, &id).is_some(), "{id} in the views is not in the rules text");
                quoted += 1;
            }
        }
        assert!(quoted > 10, "the views quote rules");
    }

    #[test]
    fn ids_are_unique_and_belong_to_their_game() {
        for (game, prefix) in PREFIXES {
            let ids: Vec<&str> = rules(game).all().map(|r| r.id).collect();
            let mut sorted = ids.clone();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), ids.len());
            assert!(ids.iter().all(|id| id.starts_with(prefix)));
        }
    }
}
