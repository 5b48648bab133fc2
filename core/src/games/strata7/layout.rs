//! The board as data (S7-G3, S7-G5): which cells exist, which are obstacles or objectives, and
//! where the pawns start. It is read from the same text diagram the rules page prints, so a
//! custom board made in the position editor is just another diagram.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::game::Player;

/// Files `a`..`j` and ranks `1`..`10`: the 10×10 square the board is cut from (S7-G1).
pub const FILES: usize = 10;
pub const RANKS: usize = 10;
/// Cells of the square, indexed `rank0 * FILES + file0` (a1 = 0, j10 = 99).
pub const CELLS: usize = FILES * RANKS;

/// The last rank of White's camp; Bordeaux's camp starts on the next one (S7-G2).
pub const FRONTIER_RANK: usize = 5;

/// Most pawns a side may start with (the box holds 20 per side, S7-S1).
pub const MAX_PAWNS: usize = 20;

pub const WHITE: Player = Player(0);
pub const BORDEAUX: Player = Player(1);

/// The printed layout of this project (S7-G3), exactly as on the rules page.
pub const STANDARD_DIAGRAM: &str = "      a b c d e f g h i j
  10      # X X X X #
   9    X X X # X X X X
   8  X X X X X X X X X #
   7  # . 2 . # 3 . 2 . .
   6  . 1 . # . . # . 1 .
   5  . 1 . # . . # . 1 .
   4  . . 2 . 3 # . 2 . #
   3  # W W W W W W W W W
   2    W W W W # W W W
   1      # W W W W #
";

/// What a cell of the layout is at the start of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellKind {
    /// Cut from the square: not part of the board.
    Off,
    Obstacle,
    /// An ordinary empty cell.
    Empty,
    /// An objective worth 1, 2 or 3 points; it belongs to the camp of its rank.
    Objective(u8),
    /// An ordinary cell holding a pawn of this side at the start.
    Pawn(Player),
}

impl CellKind {
    fn symbol(self) -> char {
        match self {
            CellKind::Off => ' ',
            CellKind::Obstacle => '#',
            CellKind::Empty => '.',
            CellKind::Objective(points) => char::from(b'0' + points),
            CellKind::Pawn(p) if p == WHITE => 'W',
            CellKind::Pawn(_) => 'X',
        }
    }

    fn from_symbol(c: char) -> Option<CellKind> {
        Some(match c {
            '#' => CellKind::Obstacle,
            '.' => CellKind::Empty,
            '1' => CellKind::Objective(1),
            '2' => CellKind::Objective(2),
            '3' => CellKind::Objective(3),
            'W' => CellKind::Pawn(WHITE),
            'X' => CellKind::Pawn(BORDEAUX),
            _ => return None,
        })
    }
}

/// The camp a rank belongs to (S7-G2): White's below the frontier, Bordeaux's above.
pub fn camp_of_rank(rank0: usize) -> Player {
    if rank0 < FRONTIER_RANK { WHITE } else { BORDEAUX }
}

/// A board layout. Serialised as its text diagram, so save files stay readable and a layout
/// that breaks the rules of the format cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Layout {
    cells: [CellKind; CELLS],
}

impl Default for Layout {
    fn default() -> Self {
        Layout::standard()
    }
}

impl Layout {
    /// The layout of S7-G3 (parsed once).
    pub fn standard() -> Layout {
        static STANDARD: OnceLock<Layout> = OnceLock::new();
        STANDARD
            .get_or_init(|| {
                // A constant, checked by the tests: no input can reach this `expect`.
                Layout::parse(STANDARD_DIAGRAM).expect("the standard layout parses")
            })
            .clone()
    }

    pub fn is_standard(&self) -> bool {
        *self == Layout::standard()
    }

    pub fn cell(&self, index: usize) -> CellKind {
        self.cells.get(index).copied().unwrap_or(CellKind::Off)
    }

    /// How many cells are of this kind.
    pub fn count(&self, kind: CellKind) -> usize {
        self.cells.iter().filter(|&&c| c == kind).count()
    }

    /// Reads a diagram: a header line with the files `a`..`j`, then one line per rank, the rank
    /// number first, each cell's symbol in its file's column (`#` obstacle, `.` empty, `1`-`3`
    /// objective, `W`/`X` White/Bordeaux pawn, blank = not on the board). Blank lines are
    /// skipped; ranks may come in any order but each exactly once.
    pub fn parse(text: &str) -> Result<Layout, String> {
        let mut columns: Option<[usize; FILES]> = None;
        let mut cells = [CellKind::Off; CELLS];
        let mut seen = [false; RANKS];
        for (number, line) in text.lines().enumerate() {
            let line = line.trim_end();
            let line_no = number + 1;
            if line.is_empty() {
                continue;
            }
            if !line.is_ascii() {
                return Err(format!("line {line_no}: only plain ASCII symbols are allowed"));
            }
            let Some(cols) = columns else {
                columns = Some(header_columns(line).ok_or_else(|| {
                    format!("line {line_no}: expected the header of files 'a b c d e f g h i j'")
                })?);
                continue;
            };
            let bytes = line.as_bytes();
            let start = line.len() - line.trim_start().len();
            let digits = bytes[start..].iter().take_while(|b| b.is_ascii_digit()).count();
            let rank: usize = line[start..start + digits]
                .parse()
                .map_err(|_| format!("line {line_no}: a rank line starts with its rank number"))?;
            if !(1..=RANKS).contains(&rank) {
                return Err(format!("line {line_no}: rank {rank} is not between 1 and {RANKS}"));
            }
            if start + digits > cols[0] {
                return Err(format!("line {line_no}: the rank number runs into file a's column"));
            }
            let rank0 = rank - 1;
            if std::mem::replace(&mut seen[rank0], true) {
                return Err(format!("line {line_no}: rank {rank} is given twice"));
            }
            for (col, &byte) in bytes.iter().enumerate().skip(start + digits) {
                let c = char::from(byte);
                if c == ' ' {
                    continue;
                }
                let Some(file0) = cols.iter().position(|&x| x == col) else {
                    return Err(format!(
                        "line {line_no}: '{c}' is not under a file letter of the header"
                    ));
                };
                let kind = CellKind::from_symbol(c).ok_or_else(|| {
                    format!("line {line_no}: unknown symbol '{c}' (use # . 1 2 3 W X or a blank)")
                })?;
                cells[rank0 * FILES + file0] = kind;
            }
        }
        if columns.is_none() {
            return Err("the layout is empty".to_string());
        }
        if let Some(missing) = seen.iter().position(|&s| !s) {
            return Err(format!("rank {} is missing", missing + 1));
        }
        let layout = Layout { cells };
        layout.validate()?;
        Ok(layout)
    }

    /// A layout from its cells, for a position built by the editor (`super::Diagram`): its pawn
    /// cells are where single pawns stand in that position, at most 20 a side, maybe none.
    pub(super) fn from_cells(cells: [CellKind; CELLS]) -> Layout {
        Layout { cells }
    }

    /// The counts a layout must meet (S7-S1): each side has at most 20 pawns. A layout that
    /// starts a new game needs at least one a side too ([`Layout::check_start`]); one read back
    /// with an edited position may have none.
    fn validate(&self) -> Result<(), String> {
        for (side, name) in [(WHITE, "White"), (BORDEAUX, "Bordeaux")] {
            let pawns = self.count(CellKind::Pawn(side));
            if pawns > MAX_PAWNS {
                return Err(format!(
                    "{name} has {pawns} pawns; a side starts with 1 to {MAX_PAWNS}"
                ));
            }
        }
        Ok(())
    }

    /// Whether a new game can start on this layout (S7-S1): each side has 1 to 20 pawns.
    pub fn check_start(&self) -> Result<(), String> {
        for (side, name) in [(WHITE, "White"), (BORDEAUX, "Bordeaux")] {
            let pawns = self.count(CellKind::Pawn(side));
            if pawns == 0 || pawns > MAX_PAWNS {
                return Err(format!(
                    "{name} has {pawns} pawns; a side starts with 1 to {MAX_PAWNS}"
                ));
            }
        }
        Ok(())
    }

    /// The diagram in the canonical form `parse` reads (the rules page's form).
    pub fn to_diagram(&self) -> String {
        let mut out = String::from("      a b c d e f g h i j\n");
        for rank0 in (0..RANKS).rev() {
            let mut line = format!("{:>4} ", rank0 + 1);
            for file0 in 0..FILES {
                line.push(' ');
                line.push(self.cells[rank0 * FILES + file0].symbol());
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}

/// The column of each file letter in a header line, if the line is exactly `a`..`j` in order.
fn header_columns(line: &str) -> Option<[usize; FILES]> {
    let mut cols = [0; FILES];
    let mut letters = line.char_indices().filter(|(_, c)| !c.is_whitespace());
    for (file0, col) in cols.iter_mut().enumerate() {
        let (at, c) = letters.next()?;
        if c != char::from(b'a' + file0 as u8) {
            return None;
        }
        *col = at;
    }
    letters.next().is_none().then_some(cols)
}

impl TryFrom<String> for Layout {
    type Error = String;
    fn try_from(text: String) -> Result<Self, Self::Error> {
        Layout::parse(&text)
    }
}

impl From<Layout> for String {
    fn from(layout: Layout) -> String {
        layout.to_diagram()
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_diagram())
    }
}
