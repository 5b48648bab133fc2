//! Random and mutated text for the fuzz tests, shared by `core/tests/fuzz.rs` and the app's
//! settings fuzzing (`app/tests/app/settings_fuzz.rs`; `app/tests/app/main.rs` includes this file by path).

#![allow(dead_code)]

use strata_core::Rng;

/// Characters that are likely to reach unusual paths of a parser.
pub const ODD: &[char] = &[
    '-', '>', 'x', ':', '/', '(', ')', '[', ']', ',', '"', '\\', ' ', '\n', '\t', '\0', '0', '9',
    'a', 'z', 'A', 'Z', '+', '#', '=', 'é', 'ß', '→', '漢', '🙂', '\u{200B}', '\u{FEFF}',
];

pub const HUGE_NUMBERS: &[&str] = &[
    "0",
    "-1",
    "255",
    "256",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999999",
    "-9223372036854775809",
    "1e309",
    "NaN",
];

/// A random string of 0 to 40 characters, from odd characters and random code points.
pub fn random_string(rng: &mut Rng) -> String {
    let len = rng.below(41);
    (0..len)
        .map(|_| {
            if rng.chance(3, 4) {
                *rng.choose(ODD).unwrap()
            } else {
                char::from_u32(rng.below(0x3000) as u32).unwrap_or('?')
            }
        })
        .collect()
}

/// `text` with one to three random changes: a character replaced, dropped, inserted or
/// doubled, the text cut, a byte flipped (then read back lossily), a number made huge, or a
/// run of brackets inserted.
pub fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        match rng.below(8) {
            0 if at < chars.len() => chars[at] = *rng.choose(ODD).unwrap(),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 => chars.insert(at, *rng.choose(ODD).unwrap()),
            3 if at < chars.len() => chars.insert(at, chars[at]),
            4 => chars.truncate(at),
            5 => {
                let mut bytes = chars.iter().collect::<String>().into_bytes();
                if !bytes.is_empty() {
                    let i = rng.below(bytes.len());
                    bytes[i] ^= 1 << rng.below(8);
                }
                chars = String::from_utf8_lossy(&bytes).chars().collect();
            }
            6 => {
                // Replace the digits around `at` (or insert there) with a huge number.
                let start = (0..at.min(chars.len()))
                    .rev()
                    .take_while(|&i| chars[i].is_ascii_digit())
                    .last()
                    .unwrap_or(at.min(chars.len()));
                let end = (start..chars.len())
                    .find(|&i| !chars[i].is_ascii_digit())
                    .unwrap_or(chars.len());
                let number: Vec<char> = rng.choose(HUGE_NUMBERS).unwrap().chars().collect();
                chars.splice(start..end, number);
            }
            _ => {
                let bracket = *rng.choose(&['(', '[', '{', ')', ']', '}']).unwrap();
                let run = 1 + rng.below(300);
                chars.splice(at..at, std::iter::repeat_n(bracket, run));
            }
        }
    }
    chars.into_iter().collect()
}
