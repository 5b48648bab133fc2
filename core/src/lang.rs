//! The languages the long texts (the rules, the lessons and puzzles) are written in. English is
//! the source: every other language translates it text by text, with the same IDs, positions
//! and answers.

use std::fmt::{self, Display};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The code the command line takes (`--lang fr`).
    pub const fn id(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language's name in itself, as a language menu lists it.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }

    /// The language named by `code`, in any case (`fr`, `FR`).
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.id().eq_ignore_ascii_case(code.trim()))
    }
}

impl Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(code: &str) -> Result<Self, Self::Err> {
        Lang::parse(code).ok_or_else(|| {
            format!("unknown language '{code}': the texts are in English (en) and French (fr)")
        })
    }
}

/// Where `text` breaks French spacing: `:`, `;`, `!` or `?` without a no-break space (U+00A0,
/// or the narrow U+202F) right before it, or « » without one inside. Code between backquotes
/// (moves, position text) is left alone, and so are a move's annotation marks in brackets, as
/// chess books print them: "(?!)", "(??)". Every French text is held to it by a test.
pub fn french_spacing_faults(text: &str) -> Vec<String> {
    let no_break = |c: Option<char>| matches!(c, Some('\u{a0}' | '\u{202f}'));
    let mut faults = Vec::new();
    for (n, prose) in text.split('`').enumerate().filter(|(n, _)| n % 2 == 0) {
        let chars: Vec<char> = prose.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let before = i.checked_sub(1).map(|b| chars[b]);
            let wrong = match c {
                '!' | '?' if matches!(before, Some('(' | '!' | '?')) => false,
                ':' | ';' | '!' | '?' | '»' => !no_break(before),
                '«' => !no_break(chars.get(i + 1).copied()),
                _ => false,
            };
            if wrong {
                let start = i.saturating_sub(25);
                let around: String = chars[start..(i + 5).min(chars.len())].iter().collect();
                faults.push(format!("{c:?} in part {n}: …{around}…"));
            }
        }
    }
    faults
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_is_read_from_its_code_in_any_case() {
        assert_eq!(Lang::parse("fr"), Some(Lang::Fr));
        assert_eq!(Lang::parse("EN"), Some(Lang::En));
        assert_eq!(Lang::parse("xx"), None);
        assert_eq!(Lang::default(), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(lang.to_string().parse::<Lang>(), Ok(lang));
        }
        let refused = "xx".parse::<Lang>().unwrap_err();
        assert!(refused.contains("'xx'") && refused.contains("fr"), "{refused}");
    }

    #[test]
    fn french_spacing_wants_a_no_break_space_before_double_punctuation() {
        let good = "Attention\u{a0}: le pion «\u{a0}3\u{a0}» gagne\u{a0}! Vraiment\u{a0}?";
        assert_eq!(french_spacing_faults(good), Vec::<String>::new());
        for bad in ["Attention : oui", "Attention: oui", "« 3\u{a0}»", "«\u{a0}3 »", "Non ; oui"]
        {
            assert_eq!(french_spacing_faults(bad).len(), 1, "{bad}");
        }
        assert!(
            french_spacing_faults("la position `8 a1:1 r p1`").is_empty(),
            "code is left alone"
        );
        assert!(french_spacing_faults("une gaffe (??), une imprécision (?!)").is_empty());
    }
}
