//! A Strata 7 position as a person sets it up ([`Diagram`], may break the rules) on any board
//! (a custom board: obstacles and objectives anywhere), its validation into a [`Strata7`] and
//! its position text (see `crate::position`).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::board::{Geometry, bit};
use super::layout::{CELLS, CellKind, FILES, Layout, MAX_PAWNS, RANKS, camp_of_rank};
use super::{
    BORDEAUX, MAX_STACKS, QUIET_MOVE_LIMIT, Square, Stack, Strata7, WHITE, WINNING_SCORE, opponent,
};
use crate::game::{Game, Player};
use crate::position::{Diagrammed, TextError, fields, items, join, number};

/// A pawn on the board, or a stack of two (S7-O2) with the enemy objective it was formed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PawnAt {
    pub owner: Player,
    pub square: Square,
    /// For a stack: the objective it was formed on (its own square while it waits there).
    pub stack: Option<Square>,
}

/// A Strata 7 position that may be invalid: the board's cells and everything a game state
/// holds but a last reinforcement owed (S7-R1), which a set-up position never has.
/// [`Diagram::validate`] checks it against the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// Every cell of the 10×10 square (index `rank0 * 10 + file0`): `Off` the board,
    /// `Obstacle`, `Empty` (a plain cell) or an `Objective` of 1 to 3 points, which belongs to
    /// the camp of its rank (S7-G2). `Pawn` cells are read as plain cells.
    pub cells: [CellKind; CELLS],
    pub pawns: Vec<PawnAt>,
    /// Points, as [white, bordeaux].
    pub scores: [u8; 2],
    /// Enemy pawns each side has captured so far.
    pub captures: [u8; 2],
    /// Pawns of each side that the opponent holds.
    pub held: [u8; 2],
    pub to_move: Player,
    /// Moves since the last capture or score (S7-E2).
    pub quiet_moves: u16,
}

/// One way a Strata 7 diagram breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("the player to move must be white or bordeaux")]
    NoSuchPlayer,
    #[error(
        "the objective on {square} is worth {points} points; objectives are worth 1, 2 or 3 (S7-G3)"
    )]
    ObjectivePoints { square: Square, points: u8 },
    #[error("the pawn on {0} is off the board (S7-G1)")]
    PawnOffBoard(Square),
    #[error("the pawn on {0} stands on an obstacle (S7-M4)")]
    PawnOnObstacle(Square),
    #[error("the pawn on {0} stands on an objective of its own camp (S7-M5)")]
    PawnOnOwnObjective(Square),
    #[error("{0} holds two pawns")]
    TwoPawns(Square),
    #[error(
        "the stack on {square} was formed on {objective}, which is not an objective of the enemy camp (S7-O2)"
    )]
    StackObjective { square: Square, objective: Square },
    #[error(
        "the stack on {0} has left its objective for another objective; a stack steps off onto a plain cell (S7-O3)"
    )]
    StackOnObjective(Square),
    #[error(
        "{side} has {count} pawns on the board and held by the opponent; a side has at most {MAX_PAWNS} (S7-S1)"
    )]
    TooManyPawns { side: &'static str, count: usize },
    #[error("{side} has {score} points but captured {captures} pawns, each worth a point (S7-C3)")]
    ScoreBelowCaptures { side: &'static str, score: u8, captures: u8 },
    #[error("{holder} holds {held} pawns but captured only {captures} (S7-C3)")]
    HeldAboveCaptures { holder: &'static str, held: u8, captures: u8 },
    #[error(
        "the pawn on {0} is next to an enemy and has no liberty: it would have been captured (S7-C3)"
    )]
    Capturable(Square),
    #[error("the game is already over: {0}")]
    GameOver(&'static str),
}

impl Diagram {
    /// The game state this diagram describes, or every problem found. A player with no legal
    /// move passes, as in play.
    pub fn validate(&self) -> Result<Strata7, Vec<PositionError>> {
        Strata7::from_diagram(self)
    }

    /// The standard board (S7-G3) without its pawns.
    pub fn standard_cells() -> [CellKind; CELLS] {
        board_of(&Layout::standard())
    }
}

/// A layout's cells with its start pawns taken off.
fn board_of(layout: &Layout) -> [CellKind; CELLS] {
    std::array::from_fn(|c| match layout.cell(c) {
        CellKind::Pawn(_) => CellKind::Empty,
        kind => kind,
    })
}

fn side_name(p: Player) -> &'static str {
    if p == WHITE { "White" } else { "Bordeaux" }
}

impl Diagrammed for Strata7 {
    type Diagram = Diagram;
    type Problem = PositionError;

    fn to_diagram(&self) -> Diagram {
        let mut pawns = Vec::new();
        for side in [WHITE, BORDEAUX] {
            for cell in super::board::CellIter(self.pawns[side.index()]) {
                let stack =
                    self.stack_at(cell).map(|s| Square::from_cell(usize::from(s.objective)));
                pawns.push(PawnAt { owner: side, square: Square::from_cell(cell), stack });
            }
        }
        Diagram {
            cells: board_of(self.layout()),
            pawns,
            scores: self.scores,
            captures: self.captures,
            held: self.held,
            to_move: self.to_move(),
            quiet_moves: self.quiet,
        }
    }

    /// Positions with a last reinforcement owed (S7-R1) have no diagram of their own.
    fn editable(&self) -> bool {
        self.pending_placement().is_none()
    }

    fn from_diagram(d: &Diagram) -> Result<Strata7, Vec<PositionError>> {
        use PositionError as E;
        let mut errors = Vec::new();
        if d.to_move.index() > 1 {
            errors.push(E::NoSuchPlayer);
        }
        let mut cells =
            d.cells.map(|k| if let CellKind::Pawn(_) = k { CellKind::Empty } else { k });
        for (c, kind) in cells.iter().enumerate() {
            if let CellKind::Objective(points) = *kind
                && !(1..=3).contains(&points)
            {
                errors.push(E::ObjectivePoints { square: Square::from_cell(c), points });
            }
        }
        let mut pawns = [0u128; 2];
        let mut stacks = Vec::new();
        let mut count = [0usize; 2];
        for p in &d.pawns {
            let side = p.owner.index().min(1);
            let Some(c) = p.square.cell() else {
                errors.push(E::PawnOffBoard(p.square));
                continue;
            };
            match cells[c] {
                CellKind::Off => errors.push(E::PawnOffBoard(p.square)),
                CellKind::Obstacle => errors.push(E::PawnOnObstacle(p.square)),
                CellKind::Objective(_) if camp_of_rank(c / FILES) == p.owner => {
                    errors.push(E::PawnOnOwnObjective(p.square))
                }
                _ if (pawns[0] | pawns[1]) & bit(c) != 0 => errors.push(E::TwoPawns(p.square)),
                _ => {
                    pawns[side] |= bit(c);
                    count[side] += 1;
                }
            }
            if let Some(objective) = p.stack {
                count[side] += 1;
                let enemy_objective = objective.cell().is_some_and(|o| {
                    matches!(cells[o], CellKind::Objective(_)) && camp_of_rank(o / FILES) != p.owner
                });
                if !enemy_objective {
                    errors.push(E::StackObjective { square: p.square, objective });
                } else if objective != p.square && matches!(cells[c], CellKind::Objective(_)) {
                    errors.push(E::StackOnObjective(p.square));
                } else if let Some(o) = objective.cell() {
                    stacks.push(Stack { cell: c as u8, objective: o as u8 });
                }
            }
        }
        for side in [WHITE, BORDEAUX] {
            let (i, name) = (side.index(), side_name(side));
            let total = count[i] + usize::from(d.held[i]);
            if total > MAX_PAWNS {
                errors.push(E::TooManyPawns { side: name, count: total });
            }
            if d.scores[i] < d.captures[i] {
                errors.push(E::ScoreBelowCaptures {
                    side: name,
                    score: d.scores[i],
                    captures: d.captures[i],
                });
            }
            let held = d.held[opponent(side).index()];
            if held > d.captures[i] {
                errors.push(E::HeldAboveCaptures { holder: name, held, captures: d.captures[i] });
            }
            if d.scores[i] >= WINNING_SCORE {
                errors.push(E::GameOver("a side has 7 points (S7-E1)"));
            }
        }
        if d.quiet_moves >= QUIET_MOVE_LIMIT {
            errors.push(E::GameOver("200 moves without a capture or a score (S7-E2)"));
        }
        if !errors.is_empty() {
            return Err(errors);
        }

        // The layout of this position: its board, with its single pawns on plain cells as the
        // start pawns (where a new game on this board would start them).
        let stack_cells = stacks.iter().fold(0u128, |m, s| m | bit(usize::from(s.cell)));
        for side in [WHITE, BORDEAUX] {
            let mut singles = pawns[side.index()] & !stack_cells;
            while singles != 0 {
                let c = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                if cells[c] == CellKind::Empty {
                    cells[c] = CellKind::Pawn(side);
                }
            }
        }
        stacks.sort_unstable();
        let mut stack_slots = [Stack::default(); MAX_STACKS];
        stack_slots[..stacks.len()].copy_from_slice(&stacks);
        let mut game = Strata7 {
            geometry: Arc::new(Geometry::new(&Layout::from_cells(cells))),
            pawns,
            stack_cells,
            stacks: stack_slots,
            stack_count: stacks.len() as u8,
            scores: d.scores,
            captures: d.captures,
            held: d.held,
            side: d.to_move,
            last_actor: opponent(d.to_move),
            pending: [false; 2],
            quiet: d.quiet_moves,
            ending: None,
        };
        let capturable = game.capturable(WHITE) | game.capturable(BORDEAUX);
        if capturable != 0 {
            let cells = super::board::CellIter(capturable);
            return Err(cells.map(|c| E::Capturable(Square::from_cell(c))).collect());
        }
        game.settle_turn();
        if game.ending.is_some() {
            return Err(vec![E::GameOver("neither side can move (S7-E2)")]);
        }
        Ok(game)
    }
}

// ----- position text ------------------------------------------------------------------------

fn symbol(kind: CellKind) -> char {
    match kind {
        CellKind::Off => '-',
        CellKind::Obstacle => '#',
        CellKind::Empty | CellKind::Pawn(_) => '.',
        CellKind::Objective(points) => char::from(b'0' + points.min(9)),
    }
}

fn read_player(text: &str) -> Result<Player, TextError> {
    match text {
        "w" => Ok(WHITE),
        "b" => Ok(BORDEAUX),
        _ => Err(TextError(format!("'{text}' is not a side (w for white, b for bordeaux)"))),
    }
}

fn read_square(text: &str) -> Result<Square, TextError> {
    text.parse().map_err(|_| TextError(format!("'{text}' is not a square (like d4)")))
}

fn pair(text: &str, what: &str) -> Result<[u8; 2], TextError> {
    let (w, b) = text
        .split_once('/')
        .ok_or_else(|| TextError(format!("{what}: write white's/bordeaux's, like 2/0")))?;
    Ok([number(w, what)?, number(b, what)?])
}

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = if self.cells == Diagram::standard_cells() {
            "std".to_string()
        } else {
            let ranks: Vec<String> = (0..RANKS)
                .rev()
                .map(|r| (0..FILES).map(|file| symbol(self.cells[r * FILES + file])).collect())
                .collect();
            ranks.join("/")
        };
        let side = |p: Player| {
            join(self.pawns.iter().filter(|pawn| pawn.owner == p).map(|pawn| match pawn.stack {
                None => pawn.square.to_string(),
                Some(o) if o == pawn.square => format!("{o}+"),
                Some(o) => format!("{}+{o}", pawn.square),
            }))
        };
        let [s, c, h] = [self.scores, self.captures, self.held].map(|[w, b]| format!("{w}/{b}"));
        let turn = if self.to_move == WHITE { 'w' } else { 'b' };
        write!(
            f,
            "{board} {} {} {s} {c} {h} {turn} {}",
            side(WHITE),
            side(BORDEAUX),
            self.quiet_moves
        )
    }
}

impl FromStr for Diagram {
    type Err = TextError;

    fn from_str(text: &str) -> Result<Diagram, TextError> {
        let [board, white, bordeaux, scores, captures, held, turn, quiet] = fields(
            text,
            [
                "board",
                "white pawns",
                "bordeaux pawns",
                "scores",
                "captures",
                "held",
                "turn",
                "quiet moves",
            ],
        )?;
        let cells = if board == "std" {
            Diagram::standard_cells()
        } else {
            let ranks: Vec<&str> = board.split('/').collect();
            let bad = || {
                TextError::new(
                    "board: write std, or 10 ranks of 10 cells from rank 10 down, separated by /, \
                     each cell one of - # . 1 2 3",
                )
            };
            if ranks.len() != RANKS || ranks.iter().any(|r| r.len() != FILES) {
                return Err(bad());
            }
            let mut cells = [CellKind::Off; CELLS];
            for (i, rank) in ranks.iter().enumerate() {
                for (file, c) in rank.bytes().enumerate() {
                    cells[(RANKS - 1 - i) * FILES + file] = match c {
                        b'-' => CellKind::Off,
                        b'#' => CellKind::Obstacle,
                        b'.' => CellKind::Empty,
                        b'1'..=b'3' => CellKind::Objective(c - b'0'),
                        _ => return Err(bad()),
                    };
                }
            }
            cells
        };
        let mut pawns = Vec::new();
        for (owner, list) in [(WHITE, white), (BORDEAUX, bordeaux)] {
            for item in items(list) {
                let pawn = match item.split_once('+') {
                    None => PawnAt { owner, square: read_square(item)?, stack: None },
                    Some((at, "")) => {
                        let at = read_square(at)?;
                        PawnAt { owner, square: at, stack: Some(at) }
                    }
                    Some((at, objective)) => PawnAt {
                        owner,
                        square: read_square(at)?,
                        stack: Some(read_square(objective)?),
                    },
                };
                pawns.push(pawn);
            }
        }
        Ok(Diagram {
            cells,
            pawns,
            scores: pair(scores, "scores")?,
            captures: pair(captures, "captures")?,
            held: pair(held, "held pawns")?,
            to_move: read_player(turn)?,
            quiet_moves: number(quiet, "quiet moves")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::testing;

    fn problems(text: &str) -> Vec<PositionError> {
        testing::problems::<Strata7>(text)
    }

    #[test]
    fn the_start_is_the_start() {
        let game = Strata7::new();
        let text = game.position_text();
        assert!(text.starts_with("std d1,e1,f1,g1,b2,c2,d2,e2,g2,h2,i2,b3,"), "{text}");
        assert!(text.ends_with(" 0/0 0/0 0/0 w 0"), "{text}");
        let back = Strata7::from_position_text(&text).unwrap();
        assert_eq!(back, game, "the start pawns are the layout's");
    }

    #[test]
    fn random_games_round_trip() {
        let checked = testing::round_trips(&Strata7::new(), 12, 1);
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn mutated_texts_never_panic() {
        let mut game = Strata7::new();
        crate::game::random_playout(&mut game, &mut crate::rng::Rng::seed(4), 60);
        let custom = "--#....#--/-........-/..........//".to_string();
        testing::fuzz::<Strata7>(
            &[Strata7::new().position_text(), game.position_text(), custom],
            4000,
            7,
        );
    }

    #[test]
    fn every_problem_is_named() {
        use PositionError as E;
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let base = "std c3 e8 0/0 0/0 0/0 w 0";
        let cases: Vec<(String, E)> = vec![
            (base.replace("c3 ", "c3,a1 "), E::PawnOffBoard(sq("a1"))),
            (base.replace("c3 ", "c3,a3 "), E::PawnOnObstacle(sq("a3"))),
            (base.replace("c3 ", "c3,c4 "), E::PawnOnOwnObjective(sq("c4"))),
            (base.replace("e8 ", "e8,c3 "), E::TwoPawns(sq("c3"))),
            (
                base.replace("c3 ", "c3+c4 "),
                E::StackObjective { square: sq("c3"), objective: sq("c4") },
            ),
            (base.replace("c3 ", "c7+h7 "), E::StackOnObjective(sq("c7"))),
            (
                "std c3 e8 6/6 0/6 20/0 w 0".to_string(),
                E::TooManyPawns { side: "White", count: 21 },
            ),
            (
                base.replace(" 0/0 0/0 0/0", " 0/0 2/0 0/0"),
                E::ScoreBelowCaptures { side: "White", score: 0, captures: 2 },
            ),
            (
                base.replace(" 0/0 0/0 0/0", " 0/0 0/0 0/1"),
                E::HeldAboveCaptures { holder: "White", held: 1, captures: 0 },
            ),
            (
                base.replace(" 0/0 0/0 0/0", " 7/0 0/0 0/0"),
                E::GameOver("a side has 7 points (S7-E1)"),
            ),
            (
                base.replace("w 0", "w 200"),
                E::GameOver("200 moves without a capture or a score (S7-E2)"),
            ),
            // White's e1 is surrounded by Bordeaux pawns: no liberty.
            ("std e1 d1,f1,d2,e2 0/0 0/0 0/0 w 0".to_string(), E::Capturable(sq("e1"))),
        ];
        for (text, expected) in cases {
            let found = problems(&text);
            assert!(found.contains(&expected), "{text}: expected {expected:?}, got {found:?}");
        }
        // Each side's only pawn is walled in, away from the enemy: nobody can move (S7-E2).
        let walled = "-------#.#/-------###/----------/----------/----------/----------/----------/----------/###-------/#.#-------";
        let found = problems(&format!("{walled} b1 i10 0/0 0/0 0/0 w 0"));
        assert_eq!(found, [E::GameOver("neither side can move (S7-E2)")]);
        let mut d: Diagram = base.parse().unwrap();
        d.cells[22] = CellKind::Objective(5);
        assert!(
            d.validate().unwrap_err().contains(&E::ObjectivePoints { square: sq("c3"), points: 5 })
        );
        d.to_move = Player(2);
        assert!(d.validate().unwrap_err().contains(&E::NoSuchPlayer));
    }

    #[test]
    fn a_custom_board_plays() {
        // A small board: a 4×6 field, one 2-point objective in each camp.
        let board = "----------/----------/---.2..---/---....---/---....---/---....---/---....---/---.2..---/----------/----------";
        let text = format!("{board} d4,e4 d7,e7 0/0 0/0 0/0 w 0");
        let game = Strata7::from_position_text(&text).unwrap();
        assert_eq!(game.position_text(), text);
        assert!(!crate::any::AnyGame::legal_move_tokens(&game).is_empty());
        assert_eq!(game.layout().count(CellKind::Objective(2)), 2);
    }
}
