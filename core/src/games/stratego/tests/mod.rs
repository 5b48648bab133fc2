//! Scenarios for every rule ID of `assets/rules/stratego.md`, setups, perft, the conformance
//! suite and the determinize invariant.

use std::collections::HashSet;

use super::*;
use crate::conformance::{assert_uniform_sampler, check_determinize, check_random_games};
use crate::game::{HiddenInfo, perft, random_playout};
use crate::games::{GameOptions, GameSetup};
use crate::rng::Rng;

mod attacks_and_end;
mod board_and_setup;
mod moving;
mod perft_and_hidden_info;
mod setups_and_options;

const RED: Player = Player(0);
const BLUE: Player = Player(1);

const CORNER_FORTRESS: &str = "26B529B428/74M6S25736/B324836B57/FB3245322B";
const BLITZ_LANES: &str = "89B4M74B68/2S26225627/354325736B/32542B3BBF";

fn sq(text: &str) -> Square {
    text.parse().expect("test square")
}

fn mv(text: &str) -> Move {
    text.parse().expect("test move")
}

fn start(red: &str, blue: &str) -> Stratego {
    let setup =
        Setup { red: red.into(), blue: blue.into(), repetition_limit: 5, more_squares: false };
    Stratego::from_setup(&setup).expect("valid setup")
}

fn fixture() -> Stratego {
    start(CORNER_FORTRESS, BLITZ_LANES)
}

/// A position with only the listed pieces, e.g. `("e4", RED, Rank::Major)`.
fn position(pieces: &[(&str, Player, Rank)], to_move: Player, rules: Rules) -> Stratego {
    let placement: Vec<(Square, Player, Rank)> =
        pieces.iter().map(|&(s, p, r)| (sq(s), p, r)).collect();
    Stratego::from_placement(&placement, to_move, rules).expect("valid placement")
}

/// Both Flags tucked away in opposite corners behind Bombs, plus `extra`.
fn with_flags(extra: &[(&'static str, Player, Rank)]) -> Vec<(&'static str, Player, Rank)> {
    let mut pieces = vec![
        ("a1", RED, Rank::Flag),
        ("b1", RED, Rank::Bomb),
        ("a2", RED, Rank::Bomb),
        ("j10", BLUE, Rank::Flag),
        ("i10", BLUE, Rank::Bomb),
        ("j9", BLUE, Rank::Bomb),
    ];
    pieces.extend_from_slice(extra);
    pieces
}

fn play(game: &mut Stratego, moves: &str) {
    for token in moves.split_whitespace() {
        if let Err(e) = game.play(&mv(token)) {
            panic!("{token} refused: {e}");
        }
    }
}

fn refused(game: &Stratego, token: &str, rule: &str) -> IllegalMove {
    match game.check(&mv(token)) {
        Ok(()) => panic!("{token} accepted, expected {rule}"),
        Err(e) => {
            assert_eq!(e.rule, rule, "{token}: {e}");
            assert!(!e.message.contains("SG-"), "the message repeats the rule id: {e}");
            e
        }
    }
}

fn legal(game: &Stratego) -> Vec<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

fn legal_tokens(game: &Stratego) -> Vec<String> {
    let mut tokens: Vec<String> = legal(game).iter().map(Move::to_string).collect();
    tokens.sort();
    tokens
}

/// The piece lists and hash must match a rebuild from the board (order aside).
fn assert_consistent(game: &Stratego) {
    let mut rebuilt = game.clone();
    rebuilt.rebuild_derived();
    for p in 0..2 {
        let lists = |g: &Stratego| {
            let mut steppers = g.steppers[p][..g.stepper_count[p] as usize].to_vec();
            let mut scouts = g.scouts[p][..g.scout_count[p] as usize].to_vec();
            steppers.sort_unstable();
            scouts.sort_unstable();
            (steppers, scouts)
        };
        assert_eq!(lists(game), lists(&rebuilt), "piece lists drifted");
        for &cell in &game.steppers[p][..game.stepper_count[p] as usize] {
            let id = piece_id(game.cells[cell as usize + PAD]);
            assert_eq!(game.steppers[p][game.slot[id] as usize], cell, "slot of piece {id}");
        }
        for &cell in &game.scouts[p][..game.scout_count[p] as usize] {
            let id = piece_id(game.cells[cell as usize + PAD]);
            assert_eq!(game.scouts[p][game.slot[id] as usize], cell, "slot of piece {id}");
        }
    }
    assert_eq!(game.hash, rebuilt.hash, "hash drifted");
}
