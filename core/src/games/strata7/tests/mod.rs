//! Scenarios per rule ID (named after it), an independent slow move generator, perft, the
//! conformance suite with rule invariants, and the `AnyGame` face.

use std::collections::BTreeSet;

use super::board::{Cells, bit};
use super::*;
use crate::conformance::{assert_uniform_sampler, check_random_games};
use crate::game::perft;
use crate::games::{GameOptions, GameSetup};
use crate::rng::Rng;

mod board_and_moves;
mod effects;
mod objectives_and_end;
mod perft_and_conformance;
mod slow_model;

// ---------------------------------------------------------------- helpers

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn cell(name: &str) -> usize {
    sq(name).cell().expect("a cell of the square")
}

fn cells(list: &str) -> Cells {
    list.split_whitespace().fold(0, |set, name| set | bit(cell(name)))
}

fn mv(token: &str) -> Move {
    token.parse().unwrap_or_else(|e| panic!("{token}: {e}"))
}

fn play(g: &mut Strata7, tokens: &str) {
    for token in tokens.split_whitespace() {
        g.play(&mv(token)).unwrap_or_else(|e| panic!("{token}: {e}"));
    }
}

/// The rule ID that refuses a token (parse errors included).
fn refusal(g: &Strata7, token: &str) -> &'static str {
    match token.parse::<Move>() {
        Err(e) => e.rule,
        Ok(m) => match g.check(&m) {
            Err(e) => {
                assert!(!e.message.is_empty() && !e.message.contains("S7-"), "{e:?}");
                e.rule
            }
            Ok(()) => panic!("{token} was accepted"),
        },
    }
}

fn tokens(g: &Strata7) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let mut out: Vec<String> = moves.iter().map(ToString::to_string).collect();
    out.sort();
    out
}

fn is_legal(g: &Strata7, token: &str) -> bool {
    tokens(g).iter().any(|t| t == token)
}

/// A position on the standard board holding only these pawns, White to move, no score.
fn position(white: &str, bordeaux: &str) -> Strata7 {
    let mut g = Strata7::new();
    g.pawns = [cells(white), cells(bordeaux)];
    let outside = (g.pawns[0] | g.pawns[1]) & !g.geometry.passable;
    assert_eq!(outside, 0, "pawns off the board or on obstacles");
    assert_eq!(g.pawns[0] & g.pawns[1], 0, "a cell holds two pawns");
    g.side = WHITE;
    g.last_actor = BORDEAUX;
    g
}

/// Adds a stack (its cell must already hold a pawn of its side).
fn with_stack(mut g: Strata7, at: &str, objective: &str) -> Strata7 {
    g.add_stack(cell(at), cell(objective));
    g
}

fn with_side(mut g: Strata7, side: Player) -> Strata7 {
    g.side = side;
    g.last_actor = opponent(side);
    g
}

/// Sets scores, captures and pawns held, per side.
fn with_counts(mut g: Strata7, scores: [u8; 2], captures: [u8; 2], held: [u8; 2]) -> Strata7 {
    g.scores = scores;
    g.captures = captures;
    g.held = held;
    g
}

fn ready(mut g: Strata7) -> Strata7 {
    g.settle_turn();
    g
}

fn pawns_of(g: &Strata7, p: Player) -> BTreeSet<String> {
    board::CellIter(g.pawns[p.index()]).map(|c| Square::from_cell(c).to_string()).collect()
}

fn set(list: &str) -> BTreeSet<String> {
    list.split_whitespace().map(String::from).collect()
}
