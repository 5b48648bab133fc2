//! The rules of each game as the rules panel shows them: the project's own words, organised by
//! the rule IDs that refused moves quote (`shared/rules/*.md`), with the project's decisions
//! (marked [ours] there) explained.

mod strata5;
mod strata7;
mod stratego;
mod stratum;

use strata_core::GameId;

#[derive(Debug)]
pub struct Rule {
    pub id: &'static str,
    pub title: &'static str,
    pub text: &'static str,
    /// Why the project decided this where the original rules are silent.
    pub ours: Option<&'static str>,
}

/// A rule as the games' rules files write it.
const fn rule(id: &'static str, title: &'static str, text: &'static str) -> Rule {
    Rule { id, title, text, ours: None }
}

/// A rule the project decided where the original rules are silent, with the reason.
const fn ours(
    id: &'static str,
    title: &'static str,
    text: &'static str,
    why: &'static str,
) -> Rule {
    Rule { id, title, text, ours: Some(why) }
}

#[derive(Debug)]
pub struct Section {
    pub title: &'static str,
    pub rules: &'static [Rule],
}

/// The rules of a game.
pub fn of(game: GameId) -> &'static [Section] {
    match game {
        GameId::Strata5 => strata5::SECTIONS,
        GameId::Stratum => stratum::SECTIONS,
        GameId::Strata7 => strata7::SECTIONS,
        GameId::Stratego => stratego::SECTIONS,
    }
}

/// The rule with this ID in a game's rules.
pub fn find(game: GameId, id: &str) -> Option<&'static Rule> {
    of(game).iter().flat_map(|s| s.rules).find(|r| r.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule ID the engines can report (a string literal like "S5-P4" in their sources)
    /// has an entry, so a refused move always opens the panel at its rule.
    #[test]
    fn every_rule_id_the_engines_quote_is_explained() {
        let core = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/src/games");
        for (game, folder, prefix) in [
            (GameId::Strata5, "strata5", "\"S5-"),
            (GameId::Stratum, "stratum", "\"SM-"),
            (GameId::Strata7, "strata7", "\"S7-"),
            (GameId::Stratego, "stratego", "\"SG-"),
        ] {
            let mut quoted = Vec::new();
            for entry in std::fs::read_dir(core.join(folder)).unwrap() {
                let path = entry.unwrap().path();
                if path.file_name().is_some_and(|n| n == "tests.rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                for (i, _) in text.match_indices(prefix) {
                    let id: String = text[i + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                        .collect();
                    quoted.push(id);
                }
            }
            assert!(!quoted.is_empty(), "{folder}");
            for id in quoted {
                assert!(find(game, &id).is_some(), "{id} is not in the rules panel");
            }
        }
    }

    /// The views quote rules too (in notes and banners): each of those IDs has an entry.
    #[test]
    fn every_rule_id_the_views_quote_is_explained() {
        let views = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/views");
        let mut files = vec![views.clone()];
        let mut quoted = 0;
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (game, prefix) in [
                (GameId::Strata5, "\"S5-"),
                (GameId::Stratum, "\"SM-"),
                (GameId::Strata7, "\"S7-"),
                (GameId::Stratego, "\"SG-"),
            ] {
                for (i, _) in text.match_indices(prefix) {
                    let id: String = text[i + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                        .collect();
                    assert!(
                        find(game, &id).is_some(),
                        "{id} in {} is not in the rules panel",
                        path.display()
                    );
                    quoted += 1;
                }
            }
        }
        assert!(quoted > 10, "the views quote rules");
    }

    #[test]
    fn ids_are_unique_and_belong_to_their_game() {
        for (game, prefix) in [
            (GameId::Strata5, "S5-"),
            (GameId::Stratum, "SM-"),
            (GameId::Strata7, "S7-"),
            (GameId::Stratego, "SG-"),
        ] {
            let ids: Vec<&str> = of(game).iter().flat_map(|s| s.rules).map(|r| r.id).collect();
            let mut sorted = ids.clone();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), ids.len());
            assert!(ids.iter().all(|id| id.starts_with(prefix)));
        }
    }
}
