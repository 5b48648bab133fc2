//! Scenarios per rule ID, perft, an independent slow rules model, conformance and the
//! `AnyGame` face.

use std::collections::{BTreeSet, HashMap};

use super::*;
use crate::conformance::{assert_uniform_sampler, check_random_games};
use crate::game::{perft, random_playout};
use crate::games::{GameOptions, GameSetup};
use crate::grid::Axis;
use crate::rng::Rng;

mod board_and_placing;
mod end_and_notation;
mod perft_and_conformance;
mod setup_and_any_game;

fn game(players: u8, size: u8) -> Stratum {
    Stratum::from_setup(&Setup { size, players, first: Player(0) }).expect("valid setup")
}

fn mv(token: &str) -> Move {
    token.parse().unwrap_or_else(|e| panic!("{token}: {e}"))
}

fn play(g: &mut Stratum, tokens: &str) {
    for token in tokens.split_whitespace() {
        g.play(&mv(token)).unwrap_or_else(|e| panic!("{token}: {e}"));
    }
}

/// The rule ID that refuses a token (parse errors included).
fn refusal(g: &Stratum, token: &str) -> &'static str {
    match token.parse::<Move>() {
        Err(e) => e.rule,
        Ok(m) => g.check(&m).expect_err(token).rule,
    }
}

fn legal(g: &Stratum) -> Vec<Move> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
}

fn cell(name: &str) -> Hex {
    name.parse().expect("cell name")
}

/// Every bar of the board, legal or not, built by walking the grid (not from the tables).
fn all_bars(side: u8) -> Vec<Move> {
    let side = i16::from(side);
    let mut bars = Vec::new();
    for start in Hex::hexagon(side) {
        for axis in Axis::ALL {
            let end = start.along(axis, 3);
            if end.in_hexagon(side) {
                bars.push(Move::new(start, end));
            }
        }
    }
    bars
}

/// Plays the first legal bar (in generation order) until level 1 is closed.
fn fill_level_one(g: &mut Stratum) {
    while g.level() == 1 && !g.is_over() {
        let first = legal(g)[0];
        g.play(&first).expect("generated move");
    }
}

/// A slow model of the rules written from the rules page alone: the stack on each cell is
/// replayed from the pieces, and the current level is found by trying every level.
fn slow_legal(g: &Stratum) -> BTreeSet<Move> {
    let side = g.setup().size;
    let mut stacks: HashMap<Hex, Vec<usize>> = HashMap::new();
    let mut placed = 0;
    for (id, piece) in g.pieces().enumerate() {
        let axis = Axis::between(piece.mv.low(), piece.mv.high()).expect("straight");
        for k in 0..4 {
            stacks.entry(piece.mv.low().along(axis, k)).or_default().push(id);
        }
        placed += 1;
    }
    if placed == TOTAL_PIECES {
        return BTreeSet::new();
    }
    let top = |h: Hex| stacks.get(&h).map_or((0, None), |s| (s.len(), s.last().copied()));
    let fits_on_level = |m: &Move, level: usize| {
        let axis = Axis::between(m.low(), m.high()).expect("straight");
        let tops: Vec<(usize, Option<usize>)> =
            (0..4).map(|k| top(m.low().along(axis, k))).collect();
        let same_height = tops.iter().all(|&(h, _)| h + 1 == level);
        let pieces: BTreeSet<Option<usize>> = tops.iter().map(|&(_, p)| p).collect();
        same_height && (level == 1 || pieces.len() >= 2)
    };
    let bars = all_bars(side);
    for level in 1..=TOTAL_PIECES + 1 {
        let here: BTreeSet<Move> =
            bars.iter().copied().filter(|m| fits_on_level(m, level)).collect();
        if !here.is_empty() {
            return here;
        }
    }
    BTreeSet::new()
}

fn slow_perft(g: &Stratum, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = slow_legal(g);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut next = g.clone();
            next.play_unchecked(m);
            slow_perft(&next, depth - 1)
        })
        .sum()
}

/// Plays random games from `start(seed)` and returns the first finished one that `wanted`
/// accepts, with the position one move before the end.
fn find_game(
    seeds: std::ops::Range<u64>,
    start: impl Fn(u64) -> Stratum,
    wanted: impl Fn(&Stratum, &Stratum) -> bool,
) -> Option<(Stratum, Stratum)> {
    let mut moves = Vec::new();
    for seed in seeds {
        let mut rng = Rng::seed(seed);
        let mut g = start(seed);
        let mut before = g.clone();
        loop {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            before = g.clone();
            g.play_unchecked(&moves[rng.below(moves.len())]);
        }
        if wanted(&g, &before) {
            return Some((g, before));
        }
    }
    None
}
