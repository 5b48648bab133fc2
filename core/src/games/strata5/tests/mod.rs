//! Strata 5: one scenario (at least) per rule ID, perft, and the conformance suite.

use super::*;
use crate::conformance::{assert_uniform_sampler, check_random_games};
use crate::game::perft;
use crate::games::{GameOptions, GameSetup};

mod board_setup_and_turn;
mod end;
mod generation;
mod pawns_and_blocks;
mod stuck_pawn;

// ----- building positions -------------------------------------------------------------------

fn height_of(column: &[Cell; LEVELS]) -> u8 {
    column.iter().rposition(|c| *c != Cell::Empty).map_or(0, |i| i as u8 + 1)
}

impl Strata5 {
    /// Rebuilds `top` and `occupant` from `cells` (after editing cells directly).
    fn refresh(&mut self) {
        for c in 0..MAX_COLUMNS {
            let column = &self.cells[c];
            self.top[c] =
                column.iter().rposition(|x| matches!(x, Cell::Block(_))).map_or(0, |i| i as u8 + 1);
            self.occupant[c] = match height_of(column) {
                h if h > self.top[c] => match column[h as usize - 1] {
                    Cell::Pawn(p) => p,
                    _ => NO_PAWN,
                },
                _ => NO_PAWN,
            };
        }
        self.rebuild_sets();
    }
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// A test position: the standard start (starting blocks, full reserves) to build on directly.
struct Pos(Strata5);

impl Pos {
    fn new(size: u8) -> Pos {
        Pos(Strata5::new(size))
    }

    /// Stacks a block on `anchor` at its natural level, without the building rules.
    fn block(mut self, anchor: &str) -> Pos {
        let g = &mut self.0;
        let cols = g.block_columns(sq(anchor));
        let level = 1 + cols.iter().map(|&c| height_of(&g.cells[c])).max().unwrap();
        let id = BLOCKS - g.supply;
        for c in cols {
            g.cells[c][level as usize - 1] = Cell::Block(id);
        }
        g.supply -= 1;
        self.0.refresh();
        self
    }

    fn blocks(self, anchors: &[&str]) -> Pos {
        anchors.iter().fold(self, |p, a| p.block(a))
    }

    /// Stands a reserve pawn numbered `number` (of either colour) on top of `at` for `owner`.
    fn pawn(mut self, owner: Player, number: u8, at: &str) -> Pos {
        let g = &mut self.0;
        let i = (0..PAWNS)
            .find(|&i| g.pawns[i].number == number && g.pawns[i].place == Place::Reserve)
            .expect("a free pawn with that number");
        let c = g.col(sq(at));
        let h = height_of(&g.cells[c]);
        assert!(h > 0 && !matches!(g.cells[c][h as usize - 1], Cell::Pawn(_)), "{at}");
        g.cells[c][h as usize] = Cell::Pawn(i as u8);
        g.pawns[i].owner = owner;
        g.pawns[i].place = Place::Board { column: c as u8, level: h + 1 };
        self.0.refresh();
        self
    }

    /// Hands every reserve pawn of `from` to the other player's reserve (as if captured).
    fn empty_reserve(mut self, from: Player) -> Pos {
        for pawn in self.0.pawns.iter_mut() {
            if pawn.owner == from && pawn.place == Place::Reserve {
                pawn.owner = from.next(2);
            }
        }
        self
    }

    /// Fills column `at` with cells of block `id` up to `height`, without any rule.
    fn raw(mut self, at: &str, height: u8, id: u8) -> Pos {
        let c = self.0.col(sq(at));
        for level in height_of(&self.0.cells[c])..height {
            self.0.cells[c][level as usize] = Cell::Block(id);
        }
        self.0.refresh();
        self
    }

    /// Covers both starting blocks of `p` at level 2, so `p`'s reserve can never enter.
    fn close_entries(self, p: Player) -> Pos {
        let anchors = starting_anchors(self.0.size);
        let cols: Vec<usize> = [anchors[2 * p.index()], anchors[2 * p.index() + 1]]
            .into_iter()
            .flat_map(|a| self.0.block_columns(a))
            .collect();
        let mut p = self;
        for c in cols {
            p.0.cells[c][1] = Cell::Block(31);
        }
        p.0.refresh();
        p
    }

    fn supply(mut self, n: u8) -> Pos {
        self.0.supply = n;
        self
    }

    /// The position with `p` to move at the start of a turn, forced skips applied.
    fn turn(mut self, p: Player) -> Strata5 {
        self.0.to_move = p;
        self.0.start_turn();
        self.0
    }
}

fn rule(game: &Strata5, token: &str) -> &'static str {
    match game.check(&mv(token)) {
        Ok(()) => "legal",
        Err(e) => {
            assert!(!e.message.is_empty());
            e.rule
        }
    }
}

fn play(game: &mut Strata5, tokens: &str) {
    for t in tokens.split_whitespace() {
        game.play(&mv(t)).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

fn legal(game: &Strata5) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut v: Vec<String> = moves.iter().map(ToString::to_string).collect();
    v.sort();
    v
}

fn pawn_at(game: &Strata5, at: &str) -> Pawn {
    let c = game.col(sq(at));
    let i = game.occupant(c).expect("a pawn there");
    game.pawns[i as usize]
}

/// Columns at odd file and odd rank raised to level 5: every 2×2 window holds one, so no
/// block can be placed anywhere (it would be level 6).
fn no_placement_possible(size: u8) -> Pos {
    let mut p = Pos::new(size);
    for r in (1..size).step_by(2) {
        for f in (1..size).step_by(2) {
            let c = p.0.col(Square::new(f, r));
            for level in 0..5 {
                p.0.cells[c][level] = Cell::Block(29);
            }
        }
    }
    p.0.refresh();
    p
}

fn rule_of(err: Result<(), IllegalMove>) -> &'static str {
    err.err().map_or("legal", |e| e.rule)
}
