//! Perft against the recorded table and the slow model, the conformance suite over random
//! games, and the `AnyGame` face as the command line uses it.

use super::slow_model::{slow_capturable, slow_moves, slow_perft};
use super::*;

const PERFT: &str = include_str!("../../../../tests/data/perft/strata7.txt");

fn perft_table() -> Vec<(u32, u64)> {
    PERFT
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.split_whitespace();
            let depth = parts.next().and_then(|d| d.parse().ok()).expect("depth");
            let nodes = parts.next().and_then(|n| n.parse().ok()).expect("nodes");
            (depth, nodes)
        })
        .collect()
}

#[test]
fn perft_matches_the_recorded_table_and_the_slow_model() {
    let g = Strata7::new();
    let table = perft_table();
    assert!(table.iter().map(|&(d, _)| d).eq(1..=3), "depths 1..3 recorded");
    for (depth, nodes) in table {
        assert_eq!(perft(&g, depth), nodes, "engine, depth {depth}");
        assert_eq!(slow_perft(&g, depth), nodes, "slow model, depth {depth}");
    }
}

#[test]
fn perft_depth_one_by_hand() {
    // 12 steps from rank 3 onto a4 b4 d4 g4 i4, and 10 jumps from rank 2 over rank 3
    // (the others land on objectives of White's camp, obstacles or pawns).
    let expected = "b2-b4 b2-d4 b3-a4 b3-b4 c2-a4 c3-b4 c3-d4 d2-b4 d2-d4 d3-d4 e2-g4 e3-d4 \
                    f3-g4 g2-g4 g2-i4 g3-g4 h3-g4 h3-i4 i2-g4 i2-i4 i3-i4 j3-i4";
    assert_eq!(tokens(&Strata7::new()), expected.split_whitespace().collect::<Vec<_>>());
}

/// Plausible moves, legal or not: steps and jumps of every shape around the mover's pawns
/// (off the board included) and a few of the opponent's, truncations and extensions of legal
/// chains, exits added or removed, placements.
fn candidates(g: &Strata7) -> Vec<Move> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let near = |s: Square, reach: i32, jump_shaped_only: bool| -> Vec<Square> {
        let (f, r) = s.coords();
        let mut v = Vec::new();
        for df in -reach..=reach {
            for dr in -reach..=reach {
                let jump_shaped = df % 2 == 0 && dr % 2 == 0;
                let (nf, nr) = (i32::from(f) + df, i32::from(r) + dr);
                if (df, dr) != (0, 0) && nf >= 0 && nr >= 0 && (jump_shaped || !jump_shaped_only) {
                    v.extend(Square::new(nf as u8, nr as u8));
                }
            }
        }
        v
    };
    let route = |from: Square, landings: &[Square], exit: Option<Square>| {
        Route::new(from, landings, exit).map(Move::Go)
    };
    let p = g.to_move();
    let others = board::CellIter(g.pawns[opponent(p).index()]).take(3);
    for c in board::CellIter(g.pawns[p.index()]).chain(others) {
        let from = Square::from_cell(c);
        for to in near(from, 2, false) {
            out.extend(route(from, &[to], None));
        }
    }
    for m in &legal {
        let Move::Go(r) = m else { continue };
        let landings: Vec<Square> = r.landings().collect();
        let last = r.arrival();
        if landings.len() > 1 {
            out.extend(route(r.from(), &landings[..landings.len() - 1], None));
        }
        let (f, rank) = last.coords();
        let step = Square::new(f + 1, rank);
        for next in near(last, 2, true).into_iter().chain(step) {
            let mut longer = landings.clone();
            longer.push(next);
            out.extend(route(r.from(), &longer, None));
        }
        match r.exit() {
            Some(_) => {
                out.extend(route(r.from(), &landings, None));
                for exit in near(last, 1, false) {
                    out.extend(route(r.from(), &landings, Some(exit)));
                }
            }
            None => out.extend(route(r.from(), &landings, Some(r.from()))),
        }
    }
    if g.pending_placement().is_some() {
        out.extend((0..100).map(|c| Move::Place(Square::from_cell(c))));
    } else {
        out.extend(["c3", "e5", "a1"].map(|s| Move::Place(sq(s))));
    }
    out
}

const RULE_IDS: &[&str] = &[
    "S7-G1", "S7-S2", "S7-M1", "S7-M2", "S7-M3", "S7-M4", "S7-M5", "S7-O1", "S7-O3", "S7-O4",
    "S7-R1", "S7-E3",
];

#[test]
fn the_playout_sampler_draws_every_legal_move_equally_often() {
    // One position in 7 of whole games: steps, chains, reinforcements and forced moves.
    assert_uniform_sampler(16, 400, 7, |_| Strata7::new());
}

#[test]
fn conformance_over_1000_random_games() {
    let start = Strata7::new();
    check_random_games(1000, 400, |_| start.clone(), candidates);
}

/// The engine against the slow model, plus rule invariants, at every position of random
/// games: same legal moves; no capturable pawn left; pawns conserved; refusals carry a
/// rule ID of the page.
#[test]
fn random_games_agree_with_the_slow_model_and_keep_the_invariants() {
    let mut moves = Vec::new();
    let mut endings = [0usize; 3];
    // Seen in these games: a placement, a delayed exit, a separation, a reinforcement.
    let mut saw = [false; 4];
    for seed in 0..150u64 {
        let mut rng = Rng::seed(seed ^ 0x57A7A7);
        let mut g = Strata7::new();
        for ply in 0..400 {
            let here = format!("seed {seed} ply {ply}");
            let fast: BTreeSet<String> = tokens(&g).into_iter().collect();
            assert_eq!(fast, slow_moves(&g), "{here}");
            if !matches!(g.ending(), Some(Ending::Seven(_))) {
                // (A win at once may leave the second capture step undone, S7-E1.)
                assert_eq!(slow_capturable(&g), None, "{here}: {g:?}");
            }
            for side in [WHITE, BORDEAUX] {
                let on_board = g.pawns[side.index()].count_ones()
                    + (g.pawns[side.index()] & g.stack_cells).count_ones();
                assert_eq!(on_board + u32::from(g.held(side)), 20, "{here}");
                assert!(g.score(side) >= g.captures(side), "{here}");
            }
            for m in candidates(&g).iter().take(60) {
                if let Err(e) = g.check(m) {
                    assert!(RULE_IDS.contains(&e.rule), "{here}: {m}: {e:?}");
                }
            }
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            saw[0] |= g.pending_placement().is_some();
            saw[2] |= g.stacks().any(|(c, o)| c != o);
            let m = moves[rng.below(moves.len())];
            if let Move::Go(r) = m {
                saw[1] |= g.stacks().any(|(c, o)| c == o && c == r.from());
                saw[3] |= r.exit().is_some();
            }
            play(&mut g, &m.to_string());
        }
        match g.ending() {
            Some(Ending::Seven(_)) => endings[0] += 1,
            Some(Ending::BothBlocked) => endings[1] += 1,
            Some(Ending::QuietMoves) => endings[2] += 1,
            Some(Ending::Decided(_)) => unreachable!("random play never resigns"),
            None => {}
        }
    }
    println!("endings (seven, blocked, quiet): {endings:?}; seen: {saw:?}");
    assert!(endings[0] > 100, "{endings:?}");
    assert!(saw.iter().all(|&s| s), "random games reach every special move: {saw:?}");
}

#[test]
fn any_game_face_as_the_command_line_uses_it() {
    let setup = GameSetup::from_options(GameId::Strata7, &GameOptions::default()).expect("setup");
    assert_eq!(setup.id(), GameId::Strata7);
    let mut g = setup.start().expect("start");
    assert_eq!(g.player_names(), &["white", "bordeaux"]);
    assert_eq!(g.scores(), Some(vec![0, 0]));
    let start_tokens = g.legal_move_tokens();
    assert_eq!(start_tokens.len(), 22);
    assert!(start_tokens.windows(2).all(|w| w[0].as_bytes() < w[1].as_bytes()));
    g.play_token("b2-b4").expect("legal");
    assert_eq!(g.to_move(), Some(BORDEAUX));
    assert_eq!(g.play_token("b4-b5").expect_err("not Bordeaux's").rule, "S7-S2");
    assert_eq!(g.play_token("x").expect_err("unreadable").rule, "parse");
    assert_eq!(g.check_token("c8-c7").expect_err("own objective").rule, "S7-M5");
    let options = GameOptions { size: Some(8), ..GameOptions::default() };
    let err = GameSetup::from_options(GameId::Strata7, &options).expect_err("no size option");
    assert!(err.contains("--size"), "{err}");
}

#[test]
fn positions_write_as_position_text_and_read_back_the_same() {
    use crate::position::Diagrammed;
    let mut g = position("c7 d8 a4", "i9 h9");
    play(&mut g, "d8-c7>b8");
    let text = g.position_text();
    assert!(text.contains("b8") && text.contains("c7"), "{text}");
    let back = Strata7::from_position_text(&text).expect("reads back");
    assert_eq!(back.position_text(), text);
    let tokens = |g: &Strata7| crate::any::AnyGame::legal_move_tokens(g);
    assert_eq!(tokens(&back), tokens(&g));
    assert_eq!(Game::scores(&back), Game::scores(&g));
}

#[test]
fn playing_unchecked_moves_never_panics() {
    let mut rng = Rng::seed(5);
    for seed in 0..40 {
        let mut g = Strata7::new();
        let mut moves = Vec::new();
        for _ in 0..120 {
            let cands = candidates(&g);
            let m = cands[rng.below(cands.len())];
            let mut copy = g.clone();
            copy.play_unchecked(&m);
            copy.legal_moves(&mut moves);
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            g.play_unchecked(&m);
        }
        let _ = seed;
    }
}

/// A fixed amount of work for instruction counts (`valgrind --tool=callgrind`), as in
/// `strata bench`: random playouts from the default start with `Rng::seed(1)`, 400-ply cap.
/// Prints a digest of the games so that two builds can be shown to play the same games:
/// `PLAYOUTS=200 cargo test --release -p strata-core strata7::tests::playout_probe -- --ignored --nocapture`.
#[test]
#[ignore]
fn playout_probe() {
    let games: usize = std::env::var("PLAYOUTS").ok().and_then(|n| n.parse().ok()).unwrap_or(200);
    let start = Strata7::from_setup(&Setup::default()).expect("the default setup starts");
    let mut rng = Rng::seed(1);
    let (mut plies, mut digest) = (0usize, 0u64);
    for _ in 0..games {
        let mut g = start.clone();
        let n = crate::game::random_playout(&mut g, &mut rng, 400);
        plies += n;
        let [w, b] = g.scores;
        digest =
            digest.wrapping_mul(31).wrapping_add(n as u64 * 256 + u64::from(w) * 16 + u64::from(b));
    }
    println!("{games} playouts, {plies} plies, digest {digest:x}");
}
