//! Setups (SG-S1, SG-S2): the 40-character setup string of `assets/docs/command-line.md`, its
//! validation with a precise error, a seeded generator of sensible random setups (`suggest`
//! keeps the best of several), the named setups shipped in `assets/stratego/setups`, and the
//! game's `Setup` (what a new game and a save file start from).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::board::Square;
use super::piece::Rank;
use crate::Lang;
use crate::game::Player;
use crate::rng::Rng;

/// Pieces per group (one rank of the board) and groups per setup.
const WIDTH: usize = 10;
const ROWS: usize = 4;

/// One army's arrangement, the same for either colour: `slot(row, col)` with row 0 the
/// player's front rank and col 0 the player's leftmost square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Army {
    slots: [Rank; 40],
}

impl Army {
    /// The piece `col` squares from the player's left on the `row`-th rank from the front.
    pub fn at(&self, row: usize, col: usize) -> Rank {
        self.slots[row * WIDTH + col]
    }

    /// Where `(row, col)` of a setup lands for `player`: Red's front rank is 4 read a→j, Blue's
    /// is 7 read j→a.
    pub fn square(player: Player, row: usize, col: usize) -> Square {
        if player == Player(0) {
            Square::new(col as u8, (3 - row) as u8)
        } else {
            Square::new((9 - col) as u8, (6 + row) as u8)
        }
    }

    /// Every piece with its square for `player`, front rank first.
    pub fn placement(&self, player: Player) -> impl Iterator<Item = (Square, Rank)> + '_ {
        (0..40).map(move |i| (Army::square(player, i / WIDTH, i % WIDTH), self.slots[i]))
    }

    /// Reads and validates a setup string (surrounding whitespace is ignored; `m s b f` may be
    /// lower case).
    pub fn parse(text: &str) -> Result<Army, SetupError> {
        let groups: Vec<&str> = text.trim().split('/').collect();
        if groups.len() != ROWS {
            return Err(SetupError::Groups(groups.len()));
        }
        let mut slots = [Rank::Flag; 40];
        for (row, group) in groups.iter().enumerate() {
            let len = group.chars().count();
            if len != WIDTH {
                return Err(SetupError::GroupLength { row, len });
            }
            for (col, letter) in group.chars().enumerate() {
                slots[row * WIDTH + col] =
                    Rank::from_letter(letter).ok_or(SetupError::Letter { row, col, letter })?;
            }
        }
        Army::from_ranks(slots)
    }

    /// An army from its 40 pieces in setup-string order (front rank first, each from the
    /// player's left), e.g. from a setup editor; the counts are checked (SG-S2).
    pub fn from_ranks(slots: [Rank; 40]) -> Result<Army, SetupError> {
        let army = Army { slots };
        let wrong: Vec<(Rank, usize)> = Rank::ALL
            .into_iter()
            .map(|r| (r, army.count(r)))
            .filter(|&(r, n)| n != r.count() as usize)
            .collect();
        if wrong.is_empty() { Ok(army) } else { Err(SetupError::Counts(wrong)) }
    }

    /// The 40 pieces in setup-string order.
    pub fn ranks(&self) -> [Rank; 40] {
        self.slots
    }

    fn count(&self, rank: Rank) -> usize {
        self.slots.iter().filter(|&&r| r == rank).count()
    }

    /// A sensible random setup, reproducible from `rng`: the Flag on the back rank, usually
    /// walled in by Bombs (three times in four), the other Bombs near the back and often next
    /// to each other, some Scouts in the front lanes, the Marshal and General in the front two
    /// ranks, the Spy beside the General, Miners towards the back.
    pub fn random(rng: &mut Rng) -> Army {
        let mut board = Draft { slots: [None; 40] };
        let flag_col = rng.below(WIDTH);
        board.put(3, flag_col, Rank::Flag);

        let mut shell = vec![(2, flag_col)];
        if flag_col > 0 {
            shell.push((3, flag_col - 1));
        }
        if flag_col + 1 < WIDTH {
            shell.push((3, flag_col + 1));
        }
        let full_shell = rng.chance(3, 4);
        let mut bombs = 0;
        for (row, col) in shell {
            if full_shell || rng.chance(1, 2) {
                board.put(row, col, Rank::Bomb);
                bombs += 1;
            }
        }
        for _ in bombs..Rank::Bomb.count() {
            // Mostly towards the back; next to another Bomb is likelier (decoy clusters).
            let slot = board.pick(rng, |d, row, col| {
                [1, 2, 4, 3][row] + if d.next_to(row, col, Rank::Bomb) { 3 } else { 0 }
            });
            board.slots[slot] = Some(Rank::Bomb);
        }

        board.place(rng, Rank::Marshal, 1, |_, row, _| [2, 4, 1, 0][row]);
        board.place(rng, Rank::General, 1, |_, row, _| [2, 3, 2, 0][row]);
        board.place(rng, Rank::Spy, 1, |d, row, col| {
            if d.next_to(row, col, Rank::General) { 12 } else { [0, 2, 2, 1][row] }
        });
        // Two or three Scouts in the front lanes (the squares not facing a lake).
        let lane_scouts = 2 + rng.below(2) as u8;
        board.place(rng, Rank::Scout, lane_scouts, |_, row, col| {
            u32::from(row == 0 && matches!(col, 0 | 1 | 4 | 5 | 8 | 9))
        });
        board.place(rng, Rank::Colonel, 2, |_, row, _| [2, 3, 2, 1][row]);
        board.place(rng, Rank::Major, 3, |_, row, _| [2, 3, 2, 1][row]);
        board.place(rng, Rank::Miner, 5, |_, row, _| [0, 1, 3, 4][row]);
        board.place(rng, Rank::Captain, 4, |_, row, _| [3, 2, 2, 1][row]);
        board.place(rng, Rank::Lieutenant, 4, |_, _, _| 1);
        board.place(rng, Rank::Sergeant, 4, |_, _, _| 1);
        board.place(rng, Rank::Scout, Rank::Scout.count() - lane_scouts, |_, _, _| 1);

        let mut slots = [Rank::Flag; 40];
        for (slot, piece) in slots.iter_mut().zip(board.slots) {
            // Every square is filled: the counts above add up to 40.
            *slot = piece.unwrap_or(Rank::Scout);
        }
        Army { slots }
    }
}

/// The squares of a setup next to `(row, col)` (row from the front, column from the left).
pub(super) fn around(row: usize, col: usize) -> impl Iterator<Item = (usize, usize)> {
    [(row.wrapping_sub(1), col), (row + 1, col), (row, col.wrapping_sub(1)), (row, col + 1)]
        .into_iter()
        .filter(|&(r, c)| r < ROWS && c < WIDTH)
}

/// A setup being filled by the random generator.
struct Draft {
    slots: [Option<Rank>; 40],
}

impl Draft {
    fn put(&mut self, row: usize, col: usize, rank: Rank) {
        self.slots[row * WIDTH + col] = Some(rank);
    }

    fn next_to(&self, row: usize, col: usize, rank: Rank) -> bool {
        around(row, col).any(|(r, c)| self.slots[r * WIDTH + c] == Some(rank))
    }

    /// An empty slot drawn with the given weights (uniform among empty slots if all are 0).
    fn pick(&self, rng: &mut Rng, weight: impl Fn(&Draft, usize, usize) -> u32) -> usize {
        let empty: Vec<usize> = (0..40).filter(|&i| self.slots[i].is_none()).collect();
        let weights: Vec<u32> = empty.iter().map(|&i| weight(self, i / WIDTH, i % WIDTH)).collect();
        let total: u32 = weights.iter().sum();
        if total == 0 {
            return empty[rng.below(empty.len())];
        }
        let mut draw = rng.below(total as usize) as u32;
        for (&slot, &w) in empty.iter().zip(&weights) {
            if draw < w {
                return slot;
            }
            draw -= w;
        }
        empty[empty.len() - 1]
    }

    fn place(
        &mut self,
        rng: &mut Rng,
        rank: Rank,
        count: u8,
        weight: impl Fn(&Draft, usize, usize) -> u32,
    ) {
        for _ in 0..count {
            let slot = self.pick(rng, &weight);
            self.slots[slot] = Some(rank);
        }
    }
}

impl fmt::Display for Army {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..ROWS {
            if row > 0 {
                f.write_str("/")?;
            }
            for col in 0..WIDTH {
                write!(f, "{}", self.at(row, col).letter())?;
            }
        }
        Ok(())
    }
}

impl FromStr for Army {
    type Err = SetupError;
    fn from_str(text: &str) -> Result<Army, SetupError> {
        Army::parse(text)
    }
}

/// Why a setup string is not a valid army (SG-S1, SG-S2). Rows and columns are 0-based here
/// and 1-based in messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 4 groups separated by `/`.
    Groups(usize),
    /// A group without exactly 10 letters.
    GroupLength { row: usize, len: usize },
    /// A letter that names no piece.
    Letter { row: usize, col: usize, letter: char },
    /// Every rank whose count is wrong, with the count found.
    Counts(Vec<(Rank, usize)>),
}

impl SetupError {
    /// The rule the setup breaks.
    pub fn rule(&self) -> &'static str {
        match self {
            SetupError::Counts(_) => "SG-S2",
            _ => "SG-S1",
        }
    }
}

const ROW_NAMES: [&str; 4] = ["front rank", "second rank", "third rank", "back rank"];

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Groups(n) => write!(
                f,
                "a setup is 4 groups of 10 letters separated by '/', front rank first; found {n} group{}",
                if *n == 1 { "" } else { "s" }
            ),
            SetupError::GroupLength { row, len } => write!(
                f,
                "group {} (the {}) has {len} letters; every group has exactly 10",
                row + 1,
                ROW_NAMES[*row]
            ),
            SetupError::Letter { row, col, letter } => write!(
                f,
                "'{letter}' is not a piece letter (group {}, letter {}: Red's {}, Blue's {}); \
                 use M 9 8 7 6 5 4 3 2 S B F",
                row + 1,
                col + 1,
                Army::square(Player(0), *row, *col),
                Army::square(Player(1), *row, *col)
            ),
            SetupError::Counts(wrong) => {
                f.write_str("wrong number of pieces: ")?;
                for (i, (rank, found)) in wrong.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    let found = if *found == 0 {
                        format!("no {}", rank.name())
                    } else {
                        rank.counted(*found)
                    };
                    write!(f, "{found} instead of {}", rank.count())?;
                }
                f.write_str(
                    " (an army is 1 Marshal, 1 General, 2 Colonels, 3 Majors, 4 Captains, \
                    4 Lieutenants, 4 Sergeants, 5 Miners, 8 Scouts, 1 Spy, 6 Bombs, 1 Flag)",
                )
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// The rule options of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// Two-square rule (SG-M5): the most moves in a row between the same two squares, 5 or 3.
    pub repetition_limit: u8,
    /// More-squares rule (SG-M6), off by default.
    pub more_squares: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules { repetition_limit: 5, more_squares: false }
    }
}

impl Rules {
    pub fn validate(self) -> Result<Rules, String> {
        repetition_limit(u64::from(self.repetition_limit))?;
        Ok(self)
    }
}

/// The two-square rule's limit: 5 (classic) or 3 (newer editions).
pub fn repetition_limit(n: u64) -> Result<u8, String> {
    match n {
        3 => Ok(3),
        5 => Ok(5),
        _ => Err(format!(
            "the repetition limit must be 5 (classic two-square rule) or 3 (newer editions), not {n}"
        )),
    }
}

/// How a game starts: both armies as resolved setup strings (a random setup is stored as the
/// string it produced, so a save file keeps both hidden setups) and the rule options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    pub red: String,
    pub blue: String,
    pub repetition_limit: u8,
    #[serde(default)]
    pub more_squares: bool,
}

impl Setup {
    /// The seed used when neither setups nor a seed are given.
    pub const DEFAULT_SEED: u64 = 0;

    /// Suggested setups (`Army::suggested`, as the AI sets up) for both armies from one seed:
    /// Red's is drawn first, then Blue's.
    pub fn from_seed(seed: u64) -> Setup {
        let mut rng = Rng::seed(seed);
        let red = Army::suggested(&mut rng);
        let blue = Army::suggested(&mut rng);
        Setup::new(&red, &blue, Rules::default())
    }

    pub fn new(red: &Army, blue: &Army, rules: Rules) -> Setup {
        Setup {
            red: red.to_string(),
            blue: blue.to_string(),
            repetition_limit: rules.repetition_limit,
            more_squares: rules.more_squares,
        }
    }

    /// Both armies and the rules, validated.
    pub fn resolve(&self) -> Result<(Army, Army, Rules), String> {
        let red = Army::parse(&self.red).map_err(|e| format!("Red's setup: {e}"))?;
        let blue = Army::parse(&self.blue).map_err(|e| format!("Blue's setup: {e}"))?;
        let rules =
            Rules { repetition_limit: self.repetition_limit, more_squares: self.more_squares }
                .validate()?;
        Ok((red, blue, rules))
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::from_seed(Setup::DEFAULT_SEED)
    }
}

/// A setup shipped with the app, with a name and its idea in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedSetup {
    pub name: String,
    pub idea: String,
    pub army: Army,
    /// The name and the idea in other languages (`name.fr = …`, `idea.fr = …`).
    pub translated: Vec<(Lang, String, String)>,
}

impl NamedSetup {
    /// The name in `lang`, or the English one where the file has no translation.
    pub fn name_in(&self, lang: Lang) -> &str {
        self.translated.iter().find(|t| t.0 == lang).map_or(&self.name, |t| &t.1)
    }

    /// The idea in `lang`, or the English one.
    pub fn idea_in(&self, lang: Lang) -> &str {
        self.translated.iter().find(|t| t.0 == lang).map_or(&self.idea, |t| &t.2)
    }
}

/// The files of `assets/stratego/setups`, embedded.
const NAMED_SETUP_FILES: [(&str, &str); 4] = [
    ("corner-fortress", include_str!("../../../../assets/stratego/setups/corner-fortress.txt")),
    ("lakeside-shield", include_str!("../../../../assets/stratego/setups/lakeside-shield.txt")),
    ("blitz-lanes", include_str!("../../../../assets/stratego/setups/blitz-lanes.txt")),
    ("decoy-ring", include_str!("../../../../assets/stratego/setups/decoy-ring.txt")),
];

/// The named setups (a file that fails to parse is left out; a test keeps them all valid).
pub fn named_setups() -> Vec<NamedSetup> {
    NAMED_SETUP_FILES.iter().filter_map(|(_, text)| parse_named_setup(text).ok()).collect()
}

/// Reads a setup file: `key = value` lines `name`, `idea` and `setup`, and optionally the name
/// and idea in another language (`name.fr`, `idea.fr`, both or neither); `#` starts a comment.
pub fn parse_named_setup(text: &str) -> Result<NamedSetup, String> {
    let (mut name, mut idea, mut army) = (None, None, None);
    let mut other: Vec<(Lang, Option<String>, Option<String>)> = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (key, value) =
            line.split_once('=').ok_or_else(|| format!("'{line}' is not a 'key = value' line"))?;
        let value = value.trim().to_string();
        match key.trim().split_once('.') {
            None => match key.trim() {
                "name" => name = Some(value),
                "idea" => idea = Some(value),
                "setup" => army = Some(Army::parse(&value).map_err(|e| e.to_string())?),
                other => return Err(format!("unknown key '{other}'")),
            },
            Some((field, code)) => {
                let lang = Lang::parse(code).ok_or_else(|| format!("unknown language '{code}'"))?;
                if !other.iter().any(|o| o.0 == lang) {
                    other.push((lang, None, None));
                }
                let entry = other.iter_mut().find(|o| o.0 == lang).expect("just added");
                match field {
                    "name" => entry.1 = Some(value),
                    "idea" => entry.2 = Some(value),
                    _ => return Err(format!("unknown key '{}'", key.trim())),
                }
            }
        }
    }
    let translated = other
        .into_iter()
        .map(|(lang, name, idea)| match (name, idea) {
            (Some(name), Some(idea)) => Ok((lang, name, idea)),
            _ => Err(format!("'{lang}' needs both a name and an idea")),
        })
        .collect::<Result<_, _>>()?;
    Ok(NamedSetup {
        name: name.ok_or("no 'name' line")?,
        idea: idea.ok_or("no 'idea' line")?,
        army: army.ok_or("no 'setup' line")?,
        translated,
    })
}

#[cfg(test)]
pub(super) fn named_setup_files() -> &'static [(&'static str, &'static str)] {
    &NAMED_SETUP_FILES
}
