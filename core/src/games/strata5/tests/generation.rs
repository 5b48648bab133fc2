//! The command-line face, perft and the conformance suite; the turn rules over random games
//! (issue 19) and the fast generation against the rule-by-rule reference (issue 13).

use super::*;

#[test]
fn through_any_game_as_the_command_line_does() {
    let setup = GameSetup::from_options(
        crate::GameId::Strata5,
        &GameOptions { size: Some(6), ..Default::default() },
    )
    .unwrap();
    let mut game = setup.start().unwrap();
    assert_eq!(game.player_names(), ["red", "black"]);
    assert_eq!(game.legal_move_tokens().len(), 24);
    game.play_token("2@b1").unwrap();
    let err = game.play_token("#e4").unwrap_err();
    assert_eq!(err.rule, "S5-T2");
    assert_eq!(game.check_token("#f1").unwrap_err().rule, "S5-G3");
    assert!(game.scores().is_none());
}

#[test]
fn perft_table() {
    let table = include_str!("../../../../tests/data/perft/strata5.txt");
    let mut lines = 0;
    for line in table.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let fields: Vec<u64> = line.split_whitespace().map(|x| x.parse().unwrap()).collect();
        let [size, depth, nodes] = fields[..] else { panic!("bad line {line}") };
        let game = Strata5::new(size as u8);
        assert_eq!(perft(&game, depth as u32), nodes, "size {size} depth {depth}");
        lines += 1;
    }
    assert!(lines >= 3);
}

#[test]
fn perft_1_and_2_agree_with_checking_every_candidate() {
    // An independent count: every token of every shape that `check` accepts.
    fn by_check(g: &Strata5) -> Vec<Move> {
        candidates(g).into_iter().filter(|m| g.check(m).is_ok()).collect()
    }
    let g = Strata5::new(8);
    let first = by_check(&g);
    assert_eq!(first.len() as u64, perft(&g, 1));
    let second: u64 = first
        .iter()
        .map(|m| {
            let mut next = g.clone();
            next.play(m).unwrap();
            by_check(&next).len() as u64
        })
        .sum();
    assert_eq!(second, perft(&g, 2));
}

/// Every move of every shape on the board (legal or not).
fn candidates(g: &Strata5) -> Vec<Move> {
    let n = g.size();
    let squares: Vec<Square> =
        (0..n).flat_map(|r| (0..n).map(move |f| Square::new(f, r))).collect();
    let mut out: Vec<Move> = squares.iter().map(|&s| Move::Block(s)).collect();
    for &to in &squares {
        for k in 2..=6 {
            out.push(Move::Pawn { from: From::Reserve(k), to });
        }
    }
    for pawn in g.pawns().iter() {
        if let Place::Board { column, .. } = pawn.place {
            let from = g.square(column as usize);
            out.extend(squares.iter().map(|&to| Move::Pawn { from: From::Board(from), to }));
        }
    }
    out
}

#[test]
fn the_playout_sampler_draws_every_legal_move_equally_often() {
    // One position in 7 (the phases of a turn take turns), on every board size.
    assert_uniform_sampler(14, 400, 7, |seed| {
        Strata5::from_setup(&Setup { size: 6 + (seed % 7) as u8, first: Player(0) }).unwrap()
    });
}

#[test]
fn conformance_over_random_games() {
    check_random_games(
        1_000,
        400,
        |seed| {
            let setup = Setup { size: 6 + (seed % 7) as u8, first: Player((seed / 7 % 2) as u8) };
            Strata5::from_setup(&setup).unwrap()
        },
        |g| {
            // All shapes every few plies keeps the run fast; a sample otherwise.
            let all = candidates(g);
            all.into_iter().step_by(7).collect()
        },
    );
}

// ----- turn-rule invariants over random games (issue 19) ------------------------------------

/// Plays `games` seeded random games on every board size and checks at every position what
/// the turn rules promise:
/// - S5-T2: when some first pawn move allows a second one, the legal first moves are exactly
///   those that allow a second or end the game (at once or through the skips that follow);
///   otherwise every first move with a legal path is legal;
/// - S5-T1: a pawn that moved this turn is refused with S5-T1 whatever its destination;
/// - S5-T2: a block during a pawn phase is refused with S5-T2, whatever the supply.
fn check_turn_rules(games: u64) {
    let mut moves = Vec::new();
    for seed in 0..games {
        let size = MIN_SIZE + (seed % u64::from(MAX_SIZE - MIN_SIZE + 1)) as u8;
        let mut g = Strata5::new(size);
        let mut rng = crate::rng::Rng::seed(seed);
        let squares: Vec<Square> =
            (0..size).flat_map(|r| (0..size).map(move |f| Square::new(f, r))).collect();
        // Where the pawns moved this turn stand now.
        let mut moved_this_turn: Vec<Square> = Vec::new();
        for ply in 0.. {
            let here = format!("seed {seed}, ply {ply}");
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            if g.phase() == Phase::FirstPawn {
                check_maximum_moves(&g, &moves, &here);
            }
            for &at in &moved_this_turn {
                for &to in &squares {
                    let again = Move::Pawn { from: From::Board(at), to };
                    assert_eq!(rule_of(g.check(&again)), "S5-T1", "{here}: {again}");
                }
            }
            if !matches!(g.phase(), Phase::Block { .. }) {
                let mut no_supply = g.clone();
                no_supply.supply = 0;
                for anchor in squares.iter().filter(|s| s.file + 1 < size && s.rank + 1 < size) {
                    let block = Move::Block(*anchor);
                    assert_eq!(rule_of(g.check(&block)), "S5-T2", "{here}: {block}");
                    assert_eq!(rule_of(no_supply.check(&block)), "S5-T2", "{here}: {block}");
                }
            }
            let mover = g.to_move();
            let mv = moves[rng.below(moves.len())];
            g.play(&mv).unwrap();
            let same_turn = g.to_move() == mover
                && matches!(
                    g.phase(),
                    Phase::SecondPawn { .. } | Phase::Block { pawns_moved: 1 | 2, .. }
                );
            match mv {
                Move::Pawn { to, .. } if same_turn => moved_this_turn.push(to),
                _ if same_turn => {}
                _ => moved_this_turn.clear(),
            }
        }
    }
}

/// S5-T2 at a first pawn move, by playing out every first move that has a legal path.
fn check_maximum_moves(g: &Strata5, legal_moves: &[Move], here: &str) {
    let mut with_path = Vec::new();
    g.pawn_moves(None, &mut with_path);
    let after: Vec<(Move, bool, bool)> = with_path
        .iter()
        .map(|&mv| {
            let mut next = g.clone();
            next.play_unchecked(&mv);
            let second = !next.is_over() && matches!(next.phase(), Phase::SecondPawn { .. });
            (mv, next.is_over(), second)
        })
        .collect();
    let some_second = after.iter().any(|&(_, _, second)| second);
    let mut expected: Vec<Move> = after
        .iter()
        .filter(|&&(_, ends, second)| !some_second || ends || second)
        .map(|&(mv, _, _)| mv)
        .collect();
    let mut got = legal_moves.to_vec();
    expected.sort();
    got.sort();
    assert_eq!(got, expected, "{here}: legal first moves (S5-T2)");
}

#[test]
fn turn_rules_hold_over_random_games() {
    check_turn_rules(2_000);
}

#[test]
#[ignore = "long: run with --ignored"]
fn turn_rules_hold_over_many_random_games() {
    check_turn_rules(50_000);
}

// ----- the fast generation against the rule-by-rule reference (issue 13) --------------------

/// Plays `games` seeded random games on every board size and checks at every position that
/// the bit sets kept during play equal a rebuild, and that the fast generation finds the same
/// pawn destinations (every pawn of the player to move; also the sampler's supersets once
/// checked) and block anchors as the rule-by-rule functions `destinations` and `block_fit`.
fn check_fast_generation(games: u64) {
    let mut moves = Vec::new();
    for seed in 0..games {
        let size = MIN_SIZE + (seed % u64::from(MAX_SIZE - MIN_SIZE + 1)) as u8;
        let mut g = Strata5::new(size);
        let mut rng = crate::rng::Rng::seed(seed ^ 0x5eed);
        for ply in 0.. {
            let here = format!("seed {seed}, ply {ply}");
            let mut rebuilt = g.clone();
            rebuilt.rebuild_sets();
            assert_eq!(g, rebuilt, "{here}: bit sets kept in play");
            let mover = g.to_move();
            let mut reference = Vec::new();
            for (p, start) in g.movable_pawns(None) {
                let k = g.pawns[p as usize].number;
                let ends = g.destinations(start, k, mover, false).destinations;
                assert_eq!(g.pawn_ends(start, k), ends, "{here}: pawn {p} from {start:?}");
                let from = match start {
                    paths::Start::Column(c) => From::Board(g.square(c)),
                    paths::Start::Reserve => From::Reserve(k),
                };
                reference.extend(ends.iter().map(|c| Move::Pawn { from, to: g.square(c) }));
            }
            let mut fast = Vec::new();
            g.pawn_moves(None, &mut fast);
            assert_eq!(fast, reference, "{here}: pawn moves");
            // The sampler's supersets, kept where `superset_end_holds`, are the same moves.
            let walks = g.walks::<Columns>(mover);
            let mut sampled = Vec::new();
            for (start, k, ends) in g.pawn_end_supersets(&walks, None) {
                let from = match start {
                    paths::Start::Column(c) => From::Board(g.square(c)),
                    paths::Start::Reserve => From::Reserve(k),
                };
                let held = ends.iter().filter(|&c| g.superset_end_holds(start, k, c));
                sampled.extend(held.map(|c| Move::Pawn { from, to: g.square(c) }));
            }
            assert_eq!(sampled, reference, "{here}: pawn moves from the sampler's supersets");
            let mut fits = Columns::default();
            for rank in 0..size - 1 {
                for file in 0..size - 1 {
                    let anchor = Square::new(file, rank);
                    if g.block_fit(anchor).is_ok() {
                        fits.insert(g.col(anchor));
                    }
                }
            }
            assert_eq!(g.block_anchors(), fits, "{here}: block anchors");
            assert_eq!(g.block_fits_somewhere(), !fits.is_empty(), "{here}: a block fits");
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            g.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
}

#[test]
fn fast_generation_agrees_with_the_rules_over_random_games() {
    check_fast_generation(1_000);
}

#[test]
#[ignore = "long: run with --ignored"]
fn fast_generation_agrees_with_the_rules_over_many_random_games() {
    check_fast_generation(30_000);
}

#[test]
fn column_indices_and_squares_round_trip_on_every_size() {
    for size in MIN_SIZE..=MAX_SIZE {
        let g = Strata5::new(size);
        for rank in 0..size {
            for file in 0..size {
                let s = Square::new(file, rank);
                assert_eq!(g.square(g.col(s)), s, "size {size}");
            }
        }
    }
}
