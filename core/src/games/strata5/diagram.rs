//! A Strata 5 position as a person sets it up ([`Diagram`], may break the rules), its
//! validation into a [`Strata5`] and its position text (see `crate::position`).

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use super::{
    BLACK, BLOCKS, Cell, LEVELS, MAX_SIZE, MIN_SIZE, NO_PAWN, PAWN_NUMBERS, PAWNS, Pawn, Phase,
    Place, RED, Square, Strata5, TOP_LEVEL, TURNS_WITHOUT_BLOCK_LIMIT, starting_anchors,
};
use crate::game::Player;
use crate::position::{Diagrammed, TextError, fields, items, join, number};

/// A block on the board: its anchor (lowest file and rank, S5-G3) and its level (1..=5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Block {
    pub anchor: Square,
    pub level: u8,
}

/// A pawn on the board: on the top of the level-`on` block of `square`'s column (or under
/// whatever was placed over it since: then it is trapped, S5-P7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardPawn {
    pub owner: Player,
    pub number: u8,
    pub square: Square,
    /// The level of the block it stands on (1..=5); it fills level `on + 1` of the column.
    pub on: u8,
}

/// Where the player to move is in their turn (S5-T1); pawns are named by their square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnPhase {
    FirstPawn,
    /// The pawn now on `moved` has made the first pawn move.
    SecondPawn {
        moved: Square,
    },
    /// The block is next, after `pawns_moved` pawn moves, the last by the pawn on `last_moved`.
    Block {
        pawns_moved: u8,
        last_moved: Option<Square>,
    },
}

/// A Strata 5 position that may be invalid: everything a Strata 5 game state holds, as plain
/// data. [`Diagram::validate`] checks it against the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub size: u8,
    pub blocks: Vec<Block>,
    pub pawns: Vec<BoardPawn>,
    /// Pawn numbers in each player's reserve (index 0 red, 1 black).
    pub reserves: [Vec<u8>; 2],
    pub to_move: Player,
    pub phase: TurnPhase,
    /// Blocks left to place.
    pub supply: u8,
    /// Turns in a row without a block (S5-E5).
    pub turns_without_block: u8,
}

/// One way a Strata 5 diagram breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("the board must be {MIN_SIZE} to {MAX_SIZE} columns wide, not {0} (S5-G1)")]
    BoardSize(u8),
    #[error("the player to move must be red or black")]
    NoSuchPlayer,
    #[error("the block anchored at {0} does not fit on the board (S5-G3)")]
    BlockOffBoard(Square),
    #[error(
        "the block anchored at {anchor} is at level {level}; blocks go on levels 1 to 5 (S5-G2)"
    )]
    BlockLevel { anchor: Square, level: u8 },
    #[error("the starting block anchored at {0} is missing (S5-S1, S5-B7)")]
    MissingStartingBlock(Square),
    #[error("{square} at level {level} is filled twice")]
    Overlap { square: Square, level: u8 },
    #[error("the block anchored at {anchor} on level {level} rests on nothing (S5-B3)")]
    BlockOnNothing { anchor: Square, level: u8 },
    #[error(
        "the block anchored at {anchor} on level {level} is held up in only {supported} of its 4 columns; it needs 3 (S5-B3)"
    )]
    BlockUnderSupported { anchor: Square, level: u8, supported: u8 },
    #[error("the block anchored at {anchor} on level {level} rests on a single block (S5-B4)")]
    BlockOnOneBlock { anchor: Square, level: u8 },
    #[error(
        "the level-1 block anchored at {0} touches no chain of level-1 blocks from a starting block (S5-B2)"
    )]
    BlockNotConnected(Square),
    #[error("the pawn on {square} stands on a covered block: level {} is already filled (S5-G5)", on + 1)]
    PawnOnCoveredBlock { square: Square, on: u8 },
    #[error("the pawn on {0} is off the board (S5-G1)")]
    PawnOffBoard(Square),
    #[error("the pawn on {square} stands on level {on}; pawns stand on blocks of levels 1 to 5")]
    PawnLevel { square: Square, on: u8 },
    #[error("the pawn on {square} stands on nothing: {square} has no block at level {on} (S5-G5)")]
    PawnOnNothing { square: Square, on: u8 },
    #[error("pawns are numbered 2 to 6, not {0} (S5-S2)")]
    PawnNumber(u8),
    #[error("there are {found} pawns numbered {number} in all; the game has {expected} (S5-S2)")]
    PawnCount { number: u8, found: usize, expected: usize },
    #[error(
        "{on_board} blocks on the board and {supply} in the supply make more than {BLOCKS} (S5-S1)"
    )]
    TooManyBlocks { on_board: usize, supply: u8 },
    #[error("the phase names {0}, which holds no pawn of the player to move that can still move")]
    PhasePawn(Square),
    #[error("the block phase after {0} pawn moves is not a phase of a turn (S5-T1)")]
    PhaseCount(u8),
    #[error("the game is already over: {0}")]
    GameOver(&'static str),
}

impl Diagram {
    /// The game state this diagram describes, or every problem found. Phases that have no legal
    /// option are skipped, as in play (S5-T4).
    pub fn validate(&self) -> Result<Strata5, Vec<PositionError>> {
        Strata5::from_diagram(self)
    }

    fn on_board(&self, sq: Square) -> bool {
        sq.file < self.size && sq.rank < self.size
    }
}

/// What fills a cell while the diagram is checked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Object {
    Block(usize),
    Pawn(usize),
}

impl Diagrammed for Strata5 {
    type Diagram = Diagram;
    type Problem = PositionError;

    fn to_diagram(&self) -> Diagram {
        let mut blocks: BTreeMap<u8, Block> = BTreeMap::new();
        for rank in 0..self.size {
            for file in 0..self.size {
                let sq = Square::new(file, rank);
                for (l, cell) in self.column(sq).iter().enumerate() {
                    if let Cell::Block(id) = *cell {
                        // Columns are visited from the lowest rank and file: the anchor first.
                        blocks.entry(id).or_insert(Block { anchor: sq, level: l as u8 + 1 });
                    }
                }
            }
        }
        let mut blocks: Vec<Block> = blocks.into_values().collect();
        blocks.sort_by_key(|b| (b.level, b.anchor.rank, b.anchor.file));
        let mut pawns = Vec::new();
        let mut reserves = [Vec::new(), Vec::new()];
        for pawn in &self.pawns {
            match pawn.place {
                Place::Board { column, level } => pawns.push(BoardPawn {
                    owner: pawn.owner,
                    number: pawn.number,
                    square: self.square(column as usize),
                    on: level - 1,
                }),
                Place::Reserve => reserves[pawn.owner.index()].push(pawn.number),
            }
        }
        pawns.sort_by_key(|p| (p.square.rank, p.square.file, p.on));
        reserves.iter_mut().for_each(|r| r.sort_unstable());
        let square_of = |i: u8| match self.pawns[i as usize].place {
            Place::Board { column, .. } => self.square(column as usize),
            Place::Reserve => Square::new(u8::MAX, u8::MAX),
        };
        let phase = match self.phase {
            Phase::FirstPawn => TurnPhase::FirstPawn,
            Phase::SecondPawn { moved } => TurnPhase::SecondPawn { moved: square_of(moved) },
            Phase::Block { pawns_moved, last_moved } => {
                TurnPhase::Block { pawns_moved, last_moved: last_moved.map(square_of) }
            }
        };
        Diagram {
            size: self.size,
            blocks,
            pawns,
            reserves,
            to_move: self.to_move,
            phase,
            supply: self.supply,
            turns_without_block: self.turns_without_block,
        }
    }

    fn from_diagram(d: &Diagram) -> Result<Strata5, Vec<PositionError>> {
        use PositionError as E;
        if !(MIN_SIZE..=MAX_SIZE).contains(&d.size) {
            return Err(vec![E::BoardSize(d.size)]);
        }
        let mut errors = Vec::new();
        if d.to_move.index() > 1 {
            errors.push(E::NoSuchPlayer);
        }
        let mut game = Strata5::new(d.size);
        // The grid being checked: what fills each (column, level - 1).
        let mut grid: BTreeMap<(Square, u8), Object> = BTreeMap::new();
        // Blocks are filled first, so a clash with a pawn is a pawn on a covered block.
        let mut fill = |errors: &mut Vec<E>, square: Square, level: u8, what: Object| match (
            grid.insert((square, level), what),
            what,
        ) {
            (None, _) => {}
            (Some(_), Object::Pawn(_)) => {
                errors.push(E::PawnOnCoveredBlock { square, on: level - 1 })
            }
            (Some(_), Object::Block(_)) => errors.push(E::Overlap { square, level }),
        };
        // Blocks by level, the starting ones first (they keep ids 0..4, as in play).
        let starts = starting_anchors(d.size);
        let mut blocks: Vec<Block> = Vec::new();
        for anchor in starts {
            match d.blocks.iter().find(|b| b.anchor == anchor && b.level == 1) {
                Some(b) => blocks.push(*b),
                None => errors.push(E::MissingStartingBlock(anchor)),
            }
        }
        let mut others: Vec<Block> = d
            .blocks
            .iter()
            .filter(|b| !(b.level == 1 && starts.contains(&b.anchor)))
            .copied()
            .collect();
        others.sort_by_key(|b| (b.level, b.anchor.rank, b.anchor.file));
        blocks.extend(others);
        let columns = |a: Square| {
            [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(f, r)| Square::new(a.file + f, a.rank + r))
        };
        let mut placed = Vec::new();
        for (id, b) in blocks.iter().enumerate() {
            if b.anchor.file + 1 >= d.size || b.anchor.rank + 1 >= d.size {
                errors.push(E::BlockOffBoard(b.anchor));
            } else if !(1..=TOP_LEVEL).contains(&b.level) {
                errors.push(E::BlockLevel { anchor: b.anchor, level: b.level });
            } else {
                for sq in columns(b.anchor) {
                    fill(&mut errors, sq, b.level, Object::Block(id));
                }
                placed.push(id);
            }
        }
        let mut pawn_ok = vec![false; d.pawns.len()];
        for (i, p) in d.pawns.iter().enumerate() {
            if !d.on_board(p.square) {
                errors.push(E::PawnOffBoard(p.square));
            } else if !(1..=TOP_LEVEL).contains(&p.on) {
                errors.push(E::PawnLevel { square: p.square, on: p.on });
            } else {
                fill(&mut errors, p.square, p.on + 1, Object::Pawn(i));
                pawn_ok[i] = true;
            }
        }
        let is_block =
            |sq: Square, level: u8| matches!(grid.get(&(sq, level)), Some(Object::Block(_)));
        for (i, p) in d.pawns.iter().enumerate() {
            if pawn_ok[i] && !is_block(p.square, p.on) {
                errors.push(E::PawnOnNothing { square: p.square, on: p.on });
            }
        }
        // Support (S5-B3, S5-B4) and the level-1 chain (S5-B2).
        for &id in &placed {
            let b = blocks[id];
            if b.level == 1 {
                continue;
            }
            let under: Vec<Object> = columns(b.anchor)
                .iter()
                .filter_map(|&sq| grid.get(&(sq, b.level - 1)))
                .copied()
                .collect();
            let mut objects = under.clone();
            objects.sort_by_key(|o| match *o {
                Object::Block(i) => (0, i),
                Object::Pawn(i) => (1, i),
            });
            objects.dedup();
            let (anchor, level) = (b.anchor, b.level);
            if under.is_empty() {
                errors.push(E::BlockOnNothing { anchor, level });
            } else if under.len() < 3 {
                errors.push(E::BlockUnderSupported { anchor, level, supported: under.len() as u8 });
            } else if objects.len() < 2 {
                errors.push(E::BlockOnOneBlock { anchor, level });
            }
        }
        let ground: Vec<usize> =
            placed.iter().copied().filter(|&id| blocks[id].level == 1).collect();
        let mut reached: Vec<usize> = ground.iter().copied().filter(|&id| id < 4).collect();
        loop {
            let touches = |id: usize| {
                reached.iter().any(|&r| {
                    columns(blocks[id].anchor).iter().any(|a| {
                        columns(blocks[r].anchor)
                            .iter()
                            .any(|b| a.file.abs_diff(b.file) + a.rank.abs_diff(b.rank) == 1)
                    })
                })
            };
            let next = ground.iter().copied().find(|&id| !reached.contains(&id) && touches(id));
            match next {
                Some(id) => reached.push(id),
                None => break,
            }
        }
        for &id in &ground {
            if !reached.contains(&id) {
                errors.push(E::BlockNotConnected(blocks[id].anchor));
            }
        }
        // The twelve pawns (S5-S2), wherever they are.
        let mut numbers: Vec<u8> = d.pawns.iter().map(|p| p.number).collect();
        numbers.extend(d.reserves.iter().flatten());
        for &n in &numbers {
            if !PAWN_NUMBERS.contains(&n) && !errors.contains(&E::PawnNumber(n)) {
                errors.push(E::PawnNumber(n));
            }
        }
        let mut expected_numbers = PAWN_NUMBERS.to_vec();
        expected_numbers.dedup();
        for n in expected_numbers {
            let expected = 2 * PAWN_NUMBERS.iter().filter(|&&x| x == n).count();
            let found = numbers.iter().filter(|&&x| x == n).count();
            if found != expected {
                errors.push(E::PawnCount { number: n, found, expected });
            }
        }
        if blocks.len() + usize::from(d.supply) > usize::from(BLOCKS) {
            errors.push(E::TooManyBlocks { on_board: blocks.len(), supply: d.supply });
        }
        if d.turns_without_block >= TURNS_WITHOUT_BLOCK_LIMIT {
            errors.push(E::GameOver("40 turns in a row without a block (S5-E5)"));
        }
        if d.pawns.iter().any(|p| p.on == TOP_LEVEL) {
            errors.push(E::GameOver("a pawn stands on a level-5 block (S5-E1)"));
        }
        // The pawn the phase names: the mover's, on top of its column.
        let covered = |sq: Square, level: u8| {
            ((level + 1)..=LEVELS as u8).any(|l| grid.contains_key(&(sq, l)))
        };
        let movable_pawn = |sq: Square| {
            d.pawns
                .iter()
                .position(|p| p.square == sq && p.owner == d.to_move && !covered(sq, p.on + 1))
        };
        let named = |sq: Option<Square>, errors: &mut Vec<E>| match sq {
            Some(sq) => {
                let found = movable_pawn(sq);
                if found.is_none() {
                    errors.push(E::PhasePawn(sq));
                }
                found
            }
            None => None,
        };
        let (moved, last_moved) = match d.phase {
            TurnPhase::FirstPawn => (None, None),
            TurnPhase::SecondPawn { moved } => (named(Some(moved), &mut errors), None),
            TurnPhase::Block { pawns_moved, last_moved } => {
                if pawns_moved > 2 || (pawns_moved == 0) != last_moved.is_none() {
                    errors.push(E::PhaseCount(pawns_moved));
                }
                (None, named(last_moved, &mut errors))
            }
        };
        if !errors.is_empty() {
            return Err(errors);
        }

        // Valid so far: build the state.
        game.cells = [[Cell::Empty; LEVELS]; super::MAX_COLUMNS];
        game.top = [0; super::MAX_COLUMNS];
        game.occupant = [NO_PAWN; super::MAX_COLUMNS];
        let mut pawns: Vec<Pawn> = Vec::with_capacity(PAWNS);
        let mut index_of_board_pawn = vec![0u8; d.pawns.len()];
        for (&(sq, level), &what) in &grid {
            let c = game.col(sq);
            game.cells[c][level as usize - 1] = match what {
                Object::Block(id) => {
                    game.top[c] = game.top[c].max(level);
                    Cell::Block(id as u8)
                }
                Object::Pawn(i) => {
                    let p = d.pawns[i];
                    index_of_board_pawn[i] = pawns.len() as u8;
                    pawns.push(Pawn {
                        number: p.number,
                        owner: p.owner,
                        place: Place::Board { column: c as u8, level },
                    });
                    Cell::Pawn(index_of_board_pawn[i])
                }
            };
        }
        for (&(sq, level), &what) in &grid {
            let c = game.col(sq);
            if let Object::Pawn(i) = what
                && game.top[c] < level
            {
                game.occupant[c] = index_of_board_pawn[i];
            }
        }
        for (owner, reserve) in [RED, BLACK].into_iter().zip(&d.reserves) {
            for &number in reserve {
                pawns.push(Pawn { number, owner, place: Place::Reserve });
            }
        }
        // Twelve pawns exactly, checked above.
        for (slot, pawn) in game.pawns.iter_mut().zip(pawns) {
            *slot = pawn;
        }
        game.to_move = d.to_move;
        game.phase = match d.phase {
            TurnPhase::FirstPawn => Phase::FirstPawn,
            TurnPhase::SecondPawn { .. } => {
                Phase::SecondPawn { moved: moved.map_or(0, |i| index_of_board_pawn[i]) }
            }
            TurnPhase::Block { pawns_moved, .. } => {
                Phase::Block { pawns_moved, last_moved: last_moved.map(|i| index_of_board_pawn[i]) }
            }
        };
        game.supply = d.supply;
        game.turns_without_block = d.turns_without_block;
        game.ending = None;
        game.rebuild_sets();
        // The end rules as they would stand after the last move (S5-E2, S5-E4, S5-E3).
        let mover = d.to_move;
        game.judge(mover, false);
        if game.ending.is_some() {
            let why = if game.immobile(RED) || game.immobile(BLACK) {
                "a player has no pawn that can ever move again (S5-E2)"
            } else if game.supply == 0 && !game.has_top_block() {
                "no block is left and none stands at level 5 (S5-E4)"
            } else {
                "no block is left and a player cannot reach level 5 (S5-E3)"
            };
            return Err(vec![E::GameOver(why)]);
        }
        game.settle();
        if game.ending.is_some() {
            return Err(vec![E::GameOver("nobody can do anything any more (S5-E5)")]);
        }
        Ok(game)
    }
}

// ----- position text ------------------------------------------------------------------------

fn player_letter(p: Player) -> char {
    if p == RED { 'r' } else { 'b' }
}

fn read_player(text: &str) -> Result<Player, TextError> {
    match text {
        "r" => Ok(RED),
        "b" => Ok(BLACK),
        _ => Err(TextError(format!("'{text}' is not a player (r for red, b for black)"))),
    }
}

fn read_square(text: &str) -> Result<Square, TextError> {
    text.parse().map_err(|_| TextError(format!("'{text}' is not a square (like d4)")))
}

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let blocks = join(self.blocks.iter().map(|b| format!("{}:{}", b.anchor, b.level)));
        let pawns = join(
            self.pawns
                .iter()
                .map(|p| format!("{}{}{}:{}", player_letter(p.owner), p.number, p.square, p.on)),
        );
        let reserve = |r: &Vec<u8>| {
            if r.is_empty() { "-".to_string() } else { r.iter().map(u8::to_string).collect() }
        };
        let phase = match self.phase {
            TurnPhase::FirstPawn => "p1".to_string(),
            TurnPhase::SecondPawn { moved } => format!("p2:{moved}"),
            TurnPhase::Block { pawns_moved, last_moved: None } => format!("b{pawns_moved}"),
            TurnPhase::Block { pawns_moved, last_moved: Some(sq) } => {
                format!("b{pawns_moved}:{sq}")
            }
        };
        write!(
            f,
            "{} {blocks} {pawns} {}/{} {} {phase} {} {}",
            self.size,
            reserve(&self.reserves[0]),
            reserve(&self.reserves[1]),
            player_letter(self.to_move),
            self.supply,
            self.turns_without_block
        )
    }
}

impl FromStr for Diagram {
    type Err = TextError;

    fn from_str(text: &str) -> Result<Diagram, TextError> {
        let [size, blocks, pawns, reserves, turn, phase, supply, quiet] = fields(
            text,
            [
                "size",
                "blocks",
                "pawns",
                "reserves",
                "turn",
                "phase",
                "supply",
                "turns without block",
            ],
        )?;
        let size = number(size, "board size")?;
        let blocks = items(blocks)
            .map(|item| {
                let (anchor, level) = item.split_once(':').ok_or_else(|| {
                    TextError(format!("block '{item}': write its anchor and level, like c3:2"))
                })?;
                Ok(Block { anchor: read_square(anchor)?, level: number(level, "block level")? })
            })
            .collect::<Result<Vec<_>, TextError>>()?;
        let pawns = items(pawns)
            .map(|item| {
                let bad = || {
                    TextError(format!(
                        "pawn '{item}': write it like r4c3:2 (owner, number, square, level below)"
                    ))
                };
                let mut chars = item.chars();
                let owner = read_player(&chars.next().ok_or_else(bad)?.to_string())?;
                let number = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(bad)? as u8;
                let (square, on) = chars.as_str().split_once(':').ok_or_else(bad)?;
                Ok(BoardPawn {
                    owner,
                    number,
                    square: read_square(square)?,
                    on: crate::position::number(on, "level")?,
                })
            })
            .collect::<Result<Vec<_>, TextError>>()?;
        let (red, black) = reserves.split_once('/').ok_or_else(|| {
            TextError(format!(
                "reserves '{reserves}': write red's numbers/black's numbers, like 2234/-"
            ))
        })?;
        let reserve = |r: &str| -> Result<Vec<u8>, TextError> {
            if r == "-" {
                return Ok(Vec::new());
            }
            r.chars()
                .map(|c| {
                    c.to_digit(10).map(|d| d as u8).ok_or_else(|| {
                        TextError(format!("reserve '{r}': pawn numbers are digits 2 to 6"))
                    })
                })
                .collect()
        };
        let phase = match phase.split_once(':') {
            None if phase == "p1" => TurnPhase::FirstPawn,
            Some(("p2", sq)) => TurnPhase::SecondPawn { moved: read_square(sq)? },
            None if phase.starts_with('b') => TurnPhase::Block {
                pawns_moved: number(&phase[1..], "pawn moves")?,
                last_moved: None,
            },
            Some((b, sq)) if b.starts_with('b') => TurnPhase::Block {
                pawns_moved: number(&b[1..], "pawn moves")?,
                last_moved: Some(read_square(sq)?),
            },
            _ => {
                return Err(TextError(format!(
                    "phase '{phase}': write p1, p2:SQUARE, b0 or bN:SQUARE"
                )));
            }
        };
        Ok(Diagram {
            size,
            blocks,
            pawns,
            reserves: [reserve(red)?, reserve(black)?],
            to_move: read_player(turn)?,
            phase,
            supply: number(supply, "supply")?,
            turns_without_block: number(quiet, "turns without block")?,
        })
    }
}

#[cfg(test)]
mod tests;
