//! Squares and moves in the notation of `assets/docs/command-line.md`: `b3-a4`, `d2-d4-f6`, `e6-f7>g7`, `+c3`.

use std::fmt;
use std::str::FromStr;

use super::layout::{CELLS, FILES};
use crate::game::IllegalMove;
use crate::grid::{SquareName, parse_square};

/// A square that notation can name: files `a`..`p`, ranks `1`..`16`. Only the 10×10 part
/// (`a`..`j`, `1`..`10`) can be on the board; the rest parses so that a move such as `k5-k6`
/// is refused as off the board (S7-G1) rather than as unreadable.
///
/// Encoded in one byte: the 100 cells of the square first (`rank0 * 10 + file0`, the engine's
/// cell index), then the 156 other squares of the 16×16 range.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

/// Files and ranks notation can name.
const NOTATION_SPAN: u8 = 16;
const SQUARE_SIDE: u8 = FILES as u8;

impl Square {
    /// The square with 0-based coordinates, if notation can name it.
    pub const fn new(file0: u8, rank0: u8) -> Option<Square> {
        if file0 >= NOTATION_SPAN || rank0 >= NOTATION_SPAN {
            return None;
        }
        let code = if file0 < SQUARE_SIDE && rank0 < SQUARE_SIDE {
            rank0 * SQUARE_SIDE + file0
        } else if rank0 < SQUARE_SIDE {
            // files k..p of ranks 1..10: 6 per rank
            CELLS as u8 + rank0 * (NOTATION_SPAN - SQUARE_SIDE) + (file0 - SQUARE_SIDE)
        } else {
            // ranks 11..16, all 16 files
            CELLS as u8
                + SQUARE_SIDE * (NOTATION_SPAN - SQUARE_SIDE)
                + (rank0 - SQUARE_SIDE) * NOTATION_SPAN
                + file0
        };
        Some(Square(code))
    }

    /// The square of an engine cell index (`0..100`).
    pub(crate) const fn from_cell(cell: usize) -> Square {
        debug_assert!(cell < CELLS);
        Square(cell as u8)
    }

    /// The engine's cell index if the square lies in the 10×10 square.
    pub const fn cell(self) -> Option<usize> {
        if (self.0 as usize) < CELLS { Some(self.0 as usize) } else { None }
    }

    /// 0-based file and rank.
    pub const fn coords(self) -> (u8, u8) {
        let code = self.0;
        if code < CELLS as u8 {
            (code % SQUARE_SIDE, code / SQUARE_SIDE)
        } else if code < CELLS as u8 + SQUARE_SIDE * (NOTATION_SPAN - SQUARE_SIDE) {
            let w = code - CELLS as u8;
            let side_files = NOTATION_SPAN - SQUARE_SIDE;
            (SQUARE_SIDE + w % side_files, w / side_files)
        } else {
            let w = code - CELLS as u8 - SQUARE_SIDE * (NOTATION_SPAN - SQUARE_SIDE);
            (w % NOTATION_SPAN, SQUARE_SIDE + w / NOTATION_SPAN)
        }
    }

    /// Reads `c3`, `j10`: a file letter, then a rank without leading zero.
    fn parse(text: &str) -> Result<Square, IllegalMove> {
        let (file0, rank0) = parse_square(text).ok_or_else(|| {
            IllegalMove::parse(format!("'{text}' is not a square (e.g. c3, j10)"))
        })?;
        Square::new(file0, rank0).ok_or_else(|| {
            IllegalMove::parse(format!("'{text}' is far outside the board (files a–j, ranks 1–10)"))
        })
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file0, rank0) = self.coords();
        SquareName(file0, rank0).fmt(f)
    }
}

impl FromStr for Square {
    type Err = IllegalMove;
    fn from_str(text: &str) -> Result<Square, IllegalMove> {
        Square::parse(text)
    }
}

/// The longest jump chain. Every jump moves a pawn by 0 or 2 cells along each axis, so all the
/// cells of one chain share the start's (file parity, rank parity) class: at most 25 cells of
/// the 10×10 square. The start counts as landed on and no cell is landed on twice (S7-M2), so
/// a legal chain has at most 24 landings, on any layout. Longer notation is refused as
/// unreadable, so no input can overflow the array.
pub const MAX_LANDINGS: usize = 24;

/// A step, a jump chain, an exit or a separation: the pawn (or stack) on `from` lands on each
/// of `landings` in order; `exit` is where a reinforcing stack steps out (S7-O3).
///
/// Fixed-size so that generating moves never allocates; unused landings stay zero so the
/// derived `Eq`/`Hash`/`Ord` see only what the notation says.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Route {
    from: Square,
    len: u8,
    landings: [u8; MAX_LANDINGS],
    exit: Option<Square>,
}

impl Route {
    /// A route from a start and its landings. `None` when empty or longer than the longest
    /// possible chain.
    pub fn new(from: Square, landings: &[Square], exit: Option<Square>) -> Option<Route> {
        if landings.is_empty() || landings.len() > MAX_LANDINGS {
            return None;
        }
        let mut array = [0; MAX_LANDINGS];
        for (slot, square) in array.iter_mut().zip(landings) {
            *slot = square.0;
        }
        Some(Route { from, len: landings.len() as u8, landings: array, exit })
    }

    /// Built by the move generator, which keeps `len` within bounds and the bytes after
    /// `len` zero.
    #[inline(always)]
    pub(super) fn from_parts(
        from: usize,
        landings: [u8; MAX_LANDINGS],
        len: usize,
        exit: Option<usize>,
    ) -> Route {
        debug_assert!((1..=MAX_LANDINGS).contains(&len));
        debug_assert!(landings[len..].iter().all(|&b| b == 0));
        Route {
            from: Square::from_cell(from),
            len: len as u8,
            landings,
            exit: exit.map(Square::from_cell),
        }
    }

    pub fn from(&self) -> Square {
        self.from
    }

    /// Every landing in order (never empty).
    pub fn landings(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        self.landings[..usize::from(self.len)].iter().map(|&code| Square(code))
    }

    /// The cell where the pawn (or stack) ends its arrival (before any exit).
    pub fn arrival(&self) -> Square {
        Square(self.landings[usize::from(self.len) - 1])
    }

    pub fn exit(&self) -> Option<Square> {
        self.exit
    }

    /// Where the moved pawn or stack stands after the move.
    pub fn destination(&self) -> Square {
        self.exit.unwrap_or(self.arrival())
    }
}

/// One move of Strata 7.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Move {
    /// The last reinforcement's placement (S7-R1): `+c3`.
    Place(Square),
    /// A step, jump chain, exit or separation: `b3-a4`, `d2-d4-f6`, `e6-f7>g7`.
    Go(Route),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(square) => write!(f, "+{square}"),
            Move::Go(route) => {
                write!(f, "{}", route.from)?;
                for landing in route.landings() {
                    write!(f, "-{landing}")?;
                }
                if let Some(exit) = route.exit {
                    write!(f, ">{exit}")?;
                }
                Ok(())
            }
        }
    }
}

impl FromStr for Move {
    type Err = IllegalMove;

    fn from_str(text: &str) -> Result<Move, IllegalMove> {
        if let Some(square) = text.strip_prefix('+') {
            return Ok(Move::Place(Square::parse(square)?));
        }
        let (path, exit) = match text.split_once('>') {
            Some((path, exit)) => (path, Some(Square::parse(exit)?)),
            None => (text, None),
        };
        let mut squares = path.split('-');
        let from = Square::parse(squares.next().unwrap_or_default())?;
        let mut landings = [Square(0); MAX_LANDINGS];
        let mut len = 0;
        for part in squares {
            if len == MAX_LANDINGS {
                return Err(IllegalMove::parse(format!(
                    "'{text}' lands more than {MAX_LANDINGS} times; no jump chain is that long"
                )));
            }
            landings[len] = Square::parse(part)?;
            len += 1;
        }
        if len == 0 {
            return Err(IllegalMove::parse(format!(
                "'{text}' is not a move (e.g. b3-a4, d2-d4-f6, e6-f7>g7, +c3)"
            )));
        }
        Route::new(from, &landings[..len], exit)
            .map(Move::Go)
            .ok_or_else(|| IllegalMove::parse(format!("'{text}' is not a move")))
    }
}
