//! A Stratego position as a person sets it up ([`Diagram`], may break the rules), its
//! validation into a [`Stratego`] and its position text (see `crate::position`).

use std::fmt;
use std::str::FromStr;

use super::{ARMY, MOVED, NOWHERE, QUIET_MOVE_LIMIT, REVEALED, Rank, Rules, Run, Square, Stratego};
use crate::game::{Game, Player};
use crate::position::{Diagrammed, TextError, items, join, number};

const RED: Player = Player(0);
const BLUE: Player = Player(1);

/// A piece on the board, with what the opponent knows of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceAt {
    pub square: Square,
    pub owner: Player,
    pub rank: Rank,
    /// It has moved, so the opponent knows it is neither Bomb nor Flag.
    pub moved: bool,
    /// Its rank is known to the opponent.
    pub revealed: bool,
}

/// Where a player stands under the two-square rule (SG-M5): the piece now on `to` came from
/// `from`, and `count` moves in a row went between the two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shuttle {
    pub from: Square,
    pub to: Square,
    pub count: u8,
}

/// A Stratego position that may be invalid: both armies (fewer than 40 pieces allowed), what
/// each player knows of the other's pieces, whose turn, the two-square rule's count and the
/// rule options. The history the more-squares rule (SG-M6) compares with starts afresh here.
/// [`Diagram::validate`] checks it against the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub pieces: Vec<PieceAt>,
    pub to_move: Player,
    /// Per player (red, blue), their last piece's shuttle, if any.
    pub shuttles: [Option<Shuttle>; 2],
    /// Moves in a row without an attack (SG-E5).
    pub quiet_moves: u16,
    pub rules: Rules,
}

/// One way a Stratego diagram breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("the player to move must be red or blue")]
    NoSuchPlayer,
    #[error("{0}")]
    Rules(String),
    #[error("{0} is off the board (SG-G1)")]
    OffBoard(Square),
    #[error("{0} is in a lake (SG-G2)")]
    InLake(Square),
    #[error("{0} holds two pieces")]
    TwoPieces(Square),
    #[error("{side} has {count} of rank {}; an army has {} (SG-G3)", rank.name(), rank.counted(rank.count().into()))]
    TooMany { side: &'static str, rank: Rank, count: usize },
    #[error("{0} has no Flag (SG-G3)")]
    NoFlag(&'static str),
    #[error("the {} on {square} is marked as moved, but it never moves (SG-M2)", rank.name())]
    MovedImmovable { square: Square, rank: Rank },
    #[error(
        "{side}'s two-square count names {square}, which holds none of {side}'s moved pieces (SG-M5)"
    )]
    ShuttlePiece { side: &'static str, square: Square },
    #[error("{side}'s two-square count is {count}; it goes from 1 to the limit, {limit} (SG-M5)")]
    ShuttleCount { side: &'static str, count: u8, limit: u8 },
    #[error("the game is already over: {0}")]
    GameOver(&'static str),
}

impl Diagram {
    /// The game state this diagram describes, or every problem found.
    pub fn validate(&self) -> Result<Stratego, Vec<PositionError>> {
        Stratego::from_diagram(self)
    }
}

fn side_name(p: Player) -> &'static str {
    if p == RED { "red" } else { "blue" }
}

impl Diagrammed for Stratego {
    type Diagram = Diagram;
    type Problem = PositionError;

    fn to_diagram(&self) -> Diagram {
        let mut pieces: Vec<PieceAt> = (0..100)
            .filter_map(|index| {
                let square = Square::from_index(index);
                let p = self.piece_at(square)?;
                Some(PieceAt {
                    square,
                    owner: p.owner,
                    rank: p.rank,
                    moved: p.moved,
                    revealed: p.revealed,
                })
            })
            .collect();
        // Red's army first, as the text writes them.
        pieces.sort_by_key(|p| p.owner);
        // A run whose piece is gone (taken where it stood) can forbid nothing: its player's
        // next move starts a new one.
        let shuttles = [0, 1].map(|p| {
            let run = self.runs[p];
            let own = run.at != NOWHERE
                && self.id_on(usize::from(run.at)).is_some_and(|id| id / ARMY == p);
            own.then(|| Shuttle {
                from: Square::from_index(usize::from(run.other)),
                to: Square::from_index(usize::from(run.at)),
                count: run.count,
            })
        });
        Diagram {
            pieces,
            to_move: Player(self.to_move),
            shuttles,
            quiet_moves: self.quiet_plies,
            rules: self.rules,
        }
    }

    fn from_diagram(d: &Diagram) -> Result<Stratego, Vec<PositionError>> {
        use PositionError as E;
        let mut errors = Vec::new();
        if d.to_move.index() > 1 {
            errors.push(E::NoSuchPlayer);
        }
        if let Err(e) = d.rules.validate() {
            errors.push(E::Rules(e));
        }
        let mut taken = [false; 100];
        let mut counts = [[0usize; 12]; 2];
        for p in &d.pieces {
            let Some(index) = p.square.index() else {
                errors.push(E::OffBoard(p.square));
                continue;
            };
            if p.square.is_lake() {
                errors.push(E::InLake(p.square));
            } else if std::mem::replace(&mut taken[index], true) {
                errors.push(E::TwoPieces(p.square));
            }
            if p.moved && !p.rank.is_movable() {
                errors.push(E::MovedImmovable { square: p.square, rank: p.rank });
            }
            if p.owner.index() < 2 {
                counts[p.owner.index()][p.rank.index()] += 1;
            }
        }
        for side in [RED, BLUE] {
            for rank in Rank::ALL {
                let count = counts[side.index()][rank.index()];
                if count > rank.count().into() {
                    errors.push(E::TooMany { side: side_name(side), rank, count });
                }
            }
            if counts[side.index()][Rank::Flag.index()] == 0 {
                errors.push(E::NoFlag(side_name(side)));
            }
            if let Some(s) = d.shuttles[side.index()] {
                let piece = d.pieces.iter().find(|p| p.square == s.to);
                let name = side_name(side);
                if !piece.is_some_and(|p| p.owner == side && p.moved) || s.from.index().is_none() {
                    errors.push(E::ShuttlePiece { side: name, square: s.to });
                }
                if s.count == 0 || s.count > d.rules.repetition_limit {
                    let limit = d.rules.repetition_limit;
                    errors.push(E::ShuttleCount { side: name, count: s.count, limit });
                }
            }
        }
        if d.pieces.iter().any(|p| p.owner.index() > 1) {
            errors.push(E::NoSuchPlayer);
        }
        if d.quiet_moves >= QUIET_MOVE_LIMIT {
            errors.push(E::GameOver("300 moves in a row without an attack (SG-E5)"));
        }
        if !errors.is_empty() {
            errors.dedup();
            return Err(errors);
        }
        let placement: Vec<(Square, Player, Rank)> =
            d.pieces.iter().map(|p| (p.square, p.owner, p.rank)).collect();
        let mut game = Stratego::from_placement(&placement, d.to_move, d.rules)
            .map_err(|e| vec![E::Rules(e)])?;
        for p in &d.pieces {
            if let Some(id) = p.square.index().and_then(|i| game.id_on(i)) {
                game.pieces[id] |=
                    if p.moved { MOVED } else { 0 } | if p.revealed { REVEALED } else { 0 };
            }
        }
        for (side, shuttle) in d.shuttles.iter().enumerate() {
            if let Some(s) = shuttle
                && let (Some(at), Some(other)) = (s.to.index(), s.from.index())
            {
                game.runs[side] = Run { at: at as u8, other: other as u8, count: s.count };
            }
        }
        game.quiet_plies = d.quiet_moves;
        match game.outcome() {
            Some(_) => Err(vec![E::GameOver("a player cannot move (SG-E2, SG-E3)")]),
            None => Ok(game),
        }
    }
}

// ----- position text ------------------------------------------------------------------------

fn read_square(text: &str) -> Result<Square, TextError> {
    text.parse().map_err(|_| TextError(format!("'{text}' is not a square (like d4)")))
}

fn read_army(text: &str, owner: Player) -> Result<Vec<PieceAt>, TextError> {
    items(text)
        .map(|item| {
            let mut chars = item.chars();
            let rank = chars.next().and_then(Rank::from_letter).ok_or_else(|| {
                TextError(format!(
                    "piece '{item}': start with a rank letter (M 9 8 7 6 5 4 3 2 S B F)"
                ))
            })?;
            let rest = chars.as_str();
            let square_end = rest.find(['*', '!']).unwrap_or(rest.len());
            let (square, marks) = rest.split_at(square_end);
            if !matches!(marks, "" | "*" | "!" | "*!") {
                return Err(TextError(format!(
                    "piece '{item}': marks are * (moved) then ! (known)"
                )));
            }
            Ok(PieceAt {
                square: read_square(square)?,
                owner,
                rank,
                moved: marks.contains('*'),
                revealed: marks.contains('!'),
            })
        })
        .collect()
}

fn read_shuttle(text: &str) -> Result<Option<Shuttle>, TextError> {
    if text == "-" {
        return Ok(None);
    }
    let bad =
        || TextError(format!("two-square count '{text}': write - or from-toxN, like a3-a4x2"));
    let (squares, count) = text.split_once('x').ok_or_else(bad)?;
    let (from, to) = squares.split_once('-').ok_or_else(bad)?;
    Ok(Some(Shuttle {
        from: read_square(from)?,
        to: read_square(to)?,
        count: number(count, "two-square count")?,
    }))
}

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let army = |owner: Player| {
            join(self.pieces.iter().filter(|p| p.owner == owner).map(|p| {
                let moved = if p.moved { "*" } else { "" };
                let known = if p.revealed { "!" } else { "" };
                format!("{}{}{moved}{known}", p.rank.letter(), p.square)
            }))
        };
        let shuttle = |s: &Option<Shuttle>| match s {
            None => "-".to_string(),
            Some(s) => format!("{}-{}x{}", s.from, s.to, s.count),
        };
        let turn = if self.to_move == RED { 'r' } else { 'b' };
        write!(
            f,
            "{} {} {turn} {}/{} {} {}",
            army(RED),
            army(BLUE),
            shuttle(&self.shuttles[0]),
            shuttle(&self.shuttles[1]),
            self.quiet_moves,
            self.rules.repetition_limit
        )?;
        if self.rules.more_squares {
            f.write_str(" more-squares")?;
        }
        Ok(())
    }
}

impl FromStr for Diagram {
    type Err = TextError;

    fn from_str(text: &str) -> Result<Diagram, TextError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        let well_formed = match parts.len() {
            6 => true,
            7 => parts[6] == "more-squares",
            _ => false,
        };
        if !well_formed {
            return Err(TextError(format!(
                "expected 6 fields separated by spaces (red pieces, blue pieces, turn, two-square \
                 counts, quiet moves, repetition limit), then maybe more-squares; found {}",
                parts.len()
            )));
        }
        build(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], parts.len() == 7)
    }
}

fn build(
    red: &str,
    blue: &str,
    turn: &str,
    shuttles: &str,
    quiet: &str,
    limit: &str,
    more_squares: bool,
) -> Result<Diagram, TextError> {
    let to_move = match turn {
        "r" => RED,
        "b" => BLUE,
        _ => return Err(TextError(format!("'{turn}' is not a player (r for red, b for blue)"))),
    };
    let (r, b) = shuttles.split_once('/').ok_or_else(|| {
        TextError(format!("two-square counts '{shuttles}': write red's/blue's, like -/a3-a4x2"))
    })?;
    let mut pieces = read_army(red, RED)?;
    pieces.extend(read_army(blue, BLUE)?);
    Ok(Diagram {
        pieces,
        to_move,
        shuttles: [read_shuttle(r)?, read_shuttle(b)?],
        quiet_moves: number(quiet, "quiet moves")?,
        rules: Rules { repetition_limit: number(limit, "repetition limit")?, more_squares },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::testing;

    const ENDGAME: &str = "Fa1,Bb1,Ma2*!,3c4* 9e7*,2h8,Bj9!,Fj10 r -/- 12 5";

    fn problems(text: &str) -> Vec<PositionError> {
        testing::problems::<Stratego>(text)
    }

    #[test]
    fn an_endgame_reads_plays_and_writes_back() {
        let game = Stratego::from_position_text(ENDGAME).unwrap();
        assert_eq!(game.position_text(), ENDGAME);
        let marshal = game.piece_at(read_square("a2").unwrap()).unwrap();
        assert!(marshal.moved && marshal.revealed && marshal.rank == Rank::Marshal);
        assert_eq!(game.captured(BLUE)[Rank::Scout.index()], 7);
        assert!(crate::any::AnyGame::legal_move_tokens(&game).contains(&"a2-a3".to_string()));
    }

    #[test]
    fn random_games_round_trip() {
        let mut checked = 0;
        for seed in 0..4 {
            checked += testing::round_trips(
                &Stratego::from_setup(&super::super::Setup::from_seed(seed)).unwrap(),
                2,
                seed,
            );
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn mutated_texts_never_panic() {
        let start = Stratego::from_setup(&Default::default()).unwrap().position_text();
        testing::fuzz::<Stratego>(&[start, ENDGAME.to_string()], 4000, 8);
    }

    #[test]
    fn every_problem_is_named() {
        use PositionError as E;
        let sq = |s: &str| read_square(s).unwrap();
        let cases: Vec<(String, E)> = vec![
            (ENDGAME.replace("3c4*", "3c4*,3k4"), E::OffBoard(Square::new(10, 3))),
            (ENDGAME.replace("3c4*", "3c5"), E::InLake(sq("c5"))),
            (ENDGAME.replace("3c4*", "3a2"), E::TwoPieces(sq("a2"))),
            (ENDGAME.replace("Ma2*!", "Ma2*!,Mb2"), E::TooMany { side: "red", rank: Rank::Marshal, count: 2 }),
            (ENDGAME.replace(",Fj10", ""), E::NoFlag("blue")),
            (ENDGAME.replace("Bb1", "Bb1*"), E::MovedImmovable { square: sq("b1"), rank: Rank::Bomb }),
            (ENDGAME.replace("-/-", "b3-b2x2/-"), E::ShuttlePiece { side: "red", square: sq("b2") }),
            (ENDGAME.replace("-/-", "-/e6-e7x6"), E::ShuttleCount { side: "blue", count: 6, limit: 5 }),
            (ENDGAME.replace(" 12 ", " 300 "), E::GameOver("300 moves in a row without an attack (SG-E5)")),
            (ENDGAME.replace(" 5", " 4"), E::Rules("the repetition limit must be 5 (classic two-square rule) or 3 (newer editions), not 4".into())),
            // Red has nothing that moves: blocked (SG-E2).
            ("Fa1,Bb1 Fj10,9e7* r -/- 0 5".to_string(), E::GameOver("a player cannot move (SG-E2, SG-E3)")),
        ];
        for (text, expected) in cases {
            let found = problems(&text);
            assert!(found.contains(&expected), "{text}: expected {expected:?}, got {found:?}");
        }
        let mut d: Diagram = ENDGAME.parse().unwrap();
        d.to_move = Player(3);
        assert!(d.validate().unwrap_err().contains(&E::NoSuchPlayer));
    }
}
