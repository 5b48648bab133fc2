//! A Stratum position as a person sets it up ([`Diagram`], may break the rules), its
//! validation into a [`Stratum`] and its position text (see `crate::position`).

use std::fmt;
use std::str::FromStr;

use super::board::Board;
use super::{Move, NO_PIECE, Piece, Setup, Stratum, TOTAL_PIECES};
use crate::game::Player;
use crate::position::{Diagrammed, TextError, fields, number};

/// A piece on the board: the bar it covers, its owner and its level (1 = on the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceAt {
    pub bar: Move,
    pub owner: Player,
    pub level: u8,
}

/// A Stratum position that may be invalid: everything a Stratum game state holds, as plain
/// data. [`Diagram::validate`] checks it against the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// Cells per side: 5 or 6.
    pub size: u8,
    /// 2, 3 or 4.
    pub players: u8,
    /// The pieces, lower levels first.
    pub pieces: Vec<PieceAt>,
    pub to_move: Player,
    /// Pieces each player still has in hand, in turn order.
    pub pieces_left: Vec<u8>,
}

/// One way a Stratum diagram breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("a Stratum board has 5 or 6 cells per side, not {0} (SM-G1)")]
    BoardSize(u8),
    #[error("Stratum is played by 2, 3 or 4 players, not {0} (SM-S1)")]
    Players(u8),
    #[error("seat {} is not among the {players} players", .player.0)]
    NoSuchPlayer { player: Player, players: u8 },
    #[error("{0} is not a bar of 4 cells on this board (SM-G3)")]
    NotABar(Move),
    #[error("the piece on {0} is on level 0; pieces lie on level 1 (the board) or higher")]
    LevelZero(Move),
    #[error(
        "the piece on {bar} (level {level}) covers {cell}, which another piece of level {level} covers"
    )]
    Overlap { bar: Move, level: u8, cell: String },
    #[error(
        "the piece on {bar} (level {level}) lies over a hole: {cell} has height {height}, not {} (SM-P4)",
        level - 1
    )]
    OverHole { bar: Move, level: u8, cell: String, height: u8 },
    #[error("the piece on {bar} (level {level}) sits exactly on one piece (SM-P5)")]
    OnSinglePiece { bar: Move, level: u8 },
    #[error("pieces lie on level {}, but level {level} still has room, e.g. {room} (SM-P6)", level + 1)]
    LevelNotClosed { level: u8, room: Move },
    #[error("{player} has {placed} pieces on the board; each player has only {each} (SM-S1)")]
    TooManyPieces { player: &'static str, placed: usize, each: usize },
    #[error("give the pieces left of each of the {0} players")]
    PiecesLeftCount(u8),
    #[error(
        "{player} has {given} pieces left, but {each} minus {placed} on the board is {} (SM-S1)",
        each - placed
    )]
    PiecesLeft { player: &'static str, given: u8, each: usize, placed: usize },
    #[error(
        "{player} would run out of pieces out of turn: with {to_play} pieces still to play, \
         {first} to move, {player} must have {expected} left (SM-P1)"
    )]
    TurnOrder { player: &'static str, to_play: usize, first: &'static str, expected: usize },
    #[error("the game is already over: no piece can be placed (SM-E1)")]
    GameOver,
}

impl Diagram {
    /// The game state this diagram describes, or every problem found.
    pub fn validate(&self) -> Result<Stratum, Vec<PositionError>> {
        Stratum::from_diagram(self)
    }
}

fn name(p: Player) -> &'static str {
    <Stratum as crate::game::Game>::player_name(p)
}

impl Diagrammed for Stratum {
    type Diagram = Diagram;
    type Problem = PositionError;

    fn to_diagram(&self) -> Diagram {
        let players = self.setup.players;
        Diagram {
            size: self.setup.size,
            players,
            pieces: self
                .pieces()
                .map(|p| PieceAt { bar: p.mv, owner: p.owner, level: p.level })
                .collect(),
            to_move: self.to_move,
            pieces_left: (0..players).map(|p| self.pieces_left(Player(p))).collect(),
        }
    }

    fn from_diagram(d: &Diagram) -> Result<Stratum, Vec<PositionError>> {
        use PositionError as E;
        let mut errors = Vec::new();
        if !matches!(d.size, 5 | 6) {
            errors.push(E::BoardSize(d.size));
        }
        if !(2..=4).contains(&d.players) {
            errors.push(E::Players(d.players));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let n = usize::from(d.players);
        let each = TOTAL_PIECES / n;
        let seated = |p: Player| p.0 < d.players;
        for p in std::iter::once(d.to_move).chain(d.pieces.iter().map(|p| p.owner)) {
            if !seated(p) && !errors.contains(&E::NoSuchPlayer { player: p, players: d.players }) {
                errors.push(E::NoSuchPlayer { player: p, players: d.players });
            }
        }
        let board = Board::of(d.size);
        let cell_name = |c: u8| board.cells()[c as usize].to_string();
        // Pieces by level, each level checked when it is complete.
        let mut order: Vec<(usize, PieceAt)> = d.pieces.iter().copied().enumerate().collect();
        order.sort_by_key(|&(i, p)| (p.level, i));
        let mut game =
            Stratum::from_setup(&Setup { size: d.size, players: d.players, first: Player(0) })
                .map_err(|_| vec![E::Players(d.players)])?;
        let mut height = [0u8; super::MAX_CELLS];
        let mut top = [NO_PIECE; super::MAX_CELLS];
        let mut pieces: Vec<Piece> = Vec::new();
        let mut level = 1;
        // A bar free at `level`: on cells of height `level - 1`, not exactly on one piece.
        let room = |height: &[u8], top: &[u8], level: u8| {
            board.bars().iter().find(|bar| {
                bar.cells.iter().all(|&c| height[c as usize] == level - 1)
                    && (level == 1
                        || bar.cells.iter().any(|&c| top[c as usize] != top[bar.cells[0] as usize]))
            })
        };
        for (_, p) in &order {
            let Some(b) = board.bar_of(&p.bar) else {
                errors.push(E::NotABar(p.bar));
                continue;
            };
            if p.level == 0 {
                errors.push(E::LevelZero(p.bar));
                continue;
            }
            while level < p.level {
                if let Some(bar) = room(&height, &top, level) {
                    errors.push(E::LevelNotClosed { level, room: bar.mv });
                }
                level += 1;
            }
            let bar = &board.bars()[b];
            let mut ok = true;
            for &c in &bar.cells {
                let h = height[c as usize];
                if h >= p.level {
                    errors.push(E::Overlap { bar: p.bar, level: p.level, cell: cell_name(c) });
                    ok = false;
                    break;
                }
                if h + 1 != p.level {
                    errors.push(E::OverHole {
                        bar: p.bar,
                        level: p.level,
                        cell: cell_name(c),
                        height: h,
                    });
                    ok = false;
                    break;
                }
            }
            if ok
                && p.level > 1
                && bar.cells.iter().all(|&c| top[c as usize] == top[bar.cells[0] as usize])
            {
                errors.push(E::OnSinglePiece { bar: p.bar, level: p.level });
            }
            if ok && pieces.len() < TOTAL_PIECES {
                let id = pieces.len() as u8;
                for &c in &bar.cells {
                    height[c as usize] = p.level;
                    top[c as usize] = id;
                }
                pieces.push(Piece { bar: b as u8, owner: p.owner.0, level: p.level });
            }
        }
        // Pieces per player (SM-S1) and the turns still to come (SM-P1).
        if d.pieces_left.len() != n {
            errors.push(E::PiecesLeftCount(d.players));
        } else {
            let to_play: usize = d.pieces_left.iter().map(|&l| usize::from(l)).sum();
            for (seat, &given) in d.pieces_left.iter().enumerate() {
                let player = name(Player(seat as u8));
                let placed = d.pieces.iter().filter(|p| p.owner.index() == seat).count();
                if placed > each {
                    errors.push(E::TooManyPieces { player, placed, each });
                } else if usize::from(given) != each - placed {
                    errors.push(E::PiecesLeft { player, given, each, placed });
                } else if seated(d.to_move) {
                    let after_mover = (seat + n - d.to_move.index()) % n;
                    let expected = to_play / n + usize::from(after_mover < to_play % n);
                    if usize::from(given) != expected {
                        let first = name(d.to_move);
                        errors.push(E::TurnOrder { player, to_play, first, expected });
                    }
                }
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }

        // Valid so far: build the state. Its setup names the seat that would have started a
        // game with these pieces in turn order, so that a saved state replays (`Record`).
        let placed = pieces.len();
        game.setup.first = Player(((d.to_move.index() + n * TOTAL_PIECES - placed) % n) as u8);
        game.to_move = d.to_move;
        game.placed = placed as u8;
        game.pieces[..placed].copy_from_slice(&pieces);
        game.height = height;
        game.top_piece = top;
        game.visible = [0; 4];
        for (c, &id) in top.iter().enumerate().take(board.cells().len()) {
            if id != NO_PIECE {
                game.visible[usize::from(pieces[id as usize].owner)] |= 1u128 << c;
            }
        }
        let cells_at = |h: u8| {
            (0..board.cells().len()).filter(|&c| height[c] == h).fold(0u128, |m, c| m | 1 << c)
        };
        game.level = level;
        game.surface = cells_at(level - 1);
        game.raised = cells_at(level);
        game.legal = Default::default();
        if placed < TOTAL_PIECES {
            for (b, bar) in board.bars().iter().enumerate() {
                if bar.mask & !game.surface == 0 && (level == 1 || !game.on_single_piece(bar)) {
                    game.legal.insert(b);
                }
            }
            if game.legal.is_empty() {
                game.close_level();
            }
        }
        if game.legal.is_empty() {
            return Err(vec![E::GameOver]);
        }
        Ok(game)
    }
}

// ----- position text ------------------------------------------------------------------------

const LETTERS: [char; 4] = ['b', 'd', 'r', 'o'];

fn read_player(text: &str) -> Result<Player, TextError> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if LETTERS.contains(&c) => {
            Ok(Player(LETTERS.iter().position(|&l| l == c).unwrap_or(0) as u8))
        }
        _ => Err(TextError(format!(
            "'{text}' is not a player (b beige, d dark-brown, r brown, o orange)"
        ))),
    }
}

fn letter(p: Player) -> char {
    LETTERS.get(p.index()).copied().unwrap_or('?')
}

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let top = self.pieces.iter().map(|p| p.level).max().unwrap_or(0);
        let levels: Vec<String> = (1..=top)
            .map(|level| {
                let on: Vec<String> = self
                    .pieces
                    .iter()
                    .filter(|p| p.level == level)
                    .map(|p| format!("{}{}", p.bar, letter(p.owner)))
                    .collect();
                on.join(",")
            })
            .collect();
        let pieces = if levels.is_empty() { "-".to_string() } else { levels.join("/") };
        let left: Vec<String> = self.pieces_left.iter().map(u8::to_string).collect();
        write!(
            f,
            "{} {} {pieces} {} {}",
            self.size,
            self.players,
            letter(self.to_move),
            left.join(",")
        )
    }
}

impl FromStr for Diagram {
    type Err = TextError;

    fn from_str(text: &str) -> Result<Diagram, TextError> {
        let [size, players, pieces_text, turn, left] =
            fields(text, ["size", "players", "pieces", "turn", "pieces left"])?;
        let mut pieces = Vec::new();
        if pieces_text != "-" {
            for (i, level) in pieces_text.split('/').enumerate() {
                for item in level.split(',').filter(|s| !s.is_empty()) {
                    let Some(owner_at) = item.char_indices().last().map(|(at, _)| at) else {
                        continue;
                    };
                    let (bar, owner) = item.split_at(owner_at);
                    let bar: Move = bar.parse().map_err(|e: crate::IllegalMove| {
                        TextError(format!("piece '{item}': {}", e.message))
                    })?;
                    let level = u8::try_from(i + 1)
                        .map_err(|_| TextError("too many levels".to_string()))?;
                    pieces.push(PieceAt { bar, owner: read_player(owner)?, level });
                }
            }
        }
        let pieces_left = left
            .split(',')
            .map(|l| number(l, "pieces left"))
            .collect::<Result<Vec<u8>, TextError>>()?;
        Ok(Diagram {
            size: number(size, "board size")?,
            players: number(players, "players")?,
            pieces,
            to_move: read_player(turn)?,
            pieces_left,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::testing;

    fn problems(text: &str) -> Vec<PositionError> {
        testing::problems::<Stratum>(text)
    }

    #[test]
    fn the_start_is_the_start() {
        let game = Stratum::new();
        assert_eq!(game.position_text(), "5 2 - b 18,18");
        assert_eq!(Stratum::from_position_text("5 2 - b 18,18").unwrap(), game);
    }

    #[test]
    fn random_games_round_trip() {
        let mut checked = 0;
        for (size, players, seed) in [(5, 2, 1), (6, 3, 2), (5, 4, 3), (6, 2, 4)] {
            let start = Stratum::from_setup(&Setup { size, players, first: Player(1) }).unwrap();
            checked += testing::round_trips(&start, 15, seed);
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn mutated_texts_never_panic() {
        let mut game = Stratum::new();
        crate::game::random_playout(&mut game, &mut crate::rng::Rng::seed(3), 25);
        testing::fuzz::<Stratum>(&["5 2 - b 18,18".to_string(), game.position_text()], 4000, 6);
    }

    #[test]
    fn every_problem_is_named() {
        use PositionError as E;
        let bar = |s: &str| s.parse::<Move>().unwrap();
        let cases: Vec<(&str, E)> = vec![
            ("7 2 - b 18,18", E::BoardSize(7)),
            ("5 5 - b 18,18", E::Players(5)),
            ("5 2 - o 18,18", E::NoSuchPlayer { player: Player(3), players: 2 }),
            ("5 2 A1-A3b d 17,18", E::NotABar(bar("A1-A3"))),
            (
                "5 2 A1-A4b,A2-A5d b 17,17",
                E::Overlap { bar: bar("A2-A5"), level: 1, cell: "A2".into() },
            ),
            (
                "5 2 A1-A4b/A2-A5d b 17,17",
                E::OverHole { bar: bar("A2-A5"), level: 2, cell: "A5".into(), height: 0 },
            ),
            (
                "5 2 A1-A4b d 18,18",
                E::PiecesLeft { player: "beige", given: 18, each: 18, placed: 1 },
            ),
            (
                "5 2 A1-A4b b 17,18",
                E::TurnOrder { player: "beige", to_play: 35, first: "beige", expected: 18 },
            ),
            ("5 2 - b 18", E::PiecesLeftCount(2)),
        ];
        for (text, expected) in cases {
            let found = problems(text);
            assert!(found.contains(&expected), "{text}: expected {expected:?}, got {found:?}");
        }
        let found = problems("5 2 A1-A4b/A1-A4d b 17,17");
        assert!(found.iter().any(|e| matches!(e, E::LevelNotClosed { level: 1, .. })), "{found:?}");
        // SM-P5: on level 2 exactly over one level-1 piece.
        let mut d: Diagram = "5 2 A1-A4b d 17,18".parse().unwrap();
        d.pieces.push(PieceAt { bar: bar("A1-A4"), owner: Player(1), level: 2 });
        assert!(
            d.validate().unwrap_err().contains(&E::OnSinglePiece { bar: bar("A1-A4"), level: 2 })
        );
        let mut d: Diagram = "5 2 - b 18,18".parse().unwrap();
        d.pieces.push(PieceAt { bar: bar("A1-A4"), owner: Player(0), level: 0 });
        assert!(d.validate().unwrap_err().contains(&E::LevelZero(bar("A1-A4"))));
        let many: Vec<String> =
            ["A1-A4", "B1-B4", "C1-C4"].iter().map(|b| format!("{b}b")).collect();
        let text = format!("5 4 {} d 6,9,9,9", many.join(","));
        let mut d: Diagram = text.parse().unwrap();
        d.pieces = (0..10).map(|_| d.pieces[0]).collect();
        assert!(d.validate().unwrap_err().iter().any(|e| matches!(e, E::TooManyPieces { .. })));
        // A finished game: play one out and ask for its last position.
        let mut game = Stratum::new();
        crate::game::random_playout(&mut game, &mut crate::rng::Rng::seed(1), 1000);
        assert_eq!(game.to_diagram().validate().unwrap_err(), [E::GameOver]);
    }

    #[test]
    fn pieces_out_of_turn_order_still_play_and_write_back() {
        // Dark brown owns both pieces; beige to move with 17 left each.
        let text = "5 2 A1-A4d,C1-C4d b 18,16";
        let game = Stratum::from_position_text(text).unwrap_err();
        assert!(matches!(game, crate::BadPosition::Invalid(_)));
        let text = "5 2 A1-A4d,C1-C4b b 17,17";
        let game = Stratum::from_position_text(text).unwrap();
        let back = Stratum::from_position_text(&game.position_text()).unwrap();
        assert_eq!(back.position_text(), text);
        assert_eq!(
            crate::any::AnyGame::legal_move_tokens(&back),
            crate::any::AnyGame::legal_move_tokens(&game)
        );
    }
}
