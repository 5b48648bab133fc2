//! Perft against the recorded table, the conformance suite, and the hidden information:
//! determinized worlds keep what the viewer sees.

use super::*;

/// Every legal move found by trying `check` on all 10,000 (from, to) pairs of squares: an
/// independent, slow move generator.
fn moves_by_check(game: &Stratego) -> HashSet<Move> {
    let squares: Vec<Square> = (0..100).map(Square::from_index).collect();
    let mut found = HashSet::new();
    for &from in &squares {
        for &to in &squares {
            let mv = Move::new(from, to);
            if game.check(&mv).is_ok() {
                found.insert(mv);
            }
        }
    }
    found
}

#[test]
fn perft_matches_the_recorded_table_and_an_independent_generator() {
    let data = include_str!("../../../../tests/data/perft/stratego.txt");
    let mut lines = 0;
    for line in data.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let (depth, nodes): (u32, u64) = match words[..] {
            [d, n, "--red-setup", red, "--blue-setup", blue] => {
                let game = start(red, blue);
                let depth = d.parse().expect("depth");
                let nodes = n.parse().expect("nodes");
                assert_eq!(perft(&game, depth), nodes, "{line}");
                (depth, nodes)
            }
            _ => panic!("unreadable perft line: {line}"),
        };
        assert!(depth >= 1 && nodes > 0);
        lines += 1;
    }
    assert_eq!(lines, 3);
    // Depth 1 by hand for Corner Fortress against Blitz Lanes: the six lane squares of rank 4
    // hold three Scouts (rank 5, rank 6, or attack rank 7: 3 moves each) and three other pieces
    // (1 move each); nothing else can move.
    let game = fixture();
    assert_eq!(perft(&game, 1), 12);
    // Depths 1 and 2 by the slow generator.
    let generated: HashSet<Move> = legal(&game).into_iter().collect();
    assert_eq!(moves_by_check(&game), generated);
    let mut depth2 = 0;
    for mv in &generated {
        let mut next = game.clone();
        next.play_unchecked(mv);
        let by_check = moves_by_check(&next);
        let generated: HashSet<Move> = legal(&next).into_iter().collect();
        assert_eq!(by_check, generated, "after {mv}");
        depth2 += by_check.len() as u64;
    }
    assert_eq!(perft(&game, 2), depth2);
}

/// Plausible moves to try on a position, legal or not: around every piece of the player to
/// move, long lines, diagonals, moves off the board and moves of other squares.
fn candidates(game: &Stratego) -> Vec<Move> {
    assert_consistent(game);
    let mut out = Vec::new();
    let me = game.to_move();
    for index in 0..100 {
        let from = Square::from_index(index);
        let Some(piece) = game.piece_at(from) else {
            if index % 7 == 0 {
                out.push(Move::new(from, Square::new(from.file, from.rank.saturating_add(1))));
            }
            continue;
        };
        if piece.owner != me {
            if index % 3 == 0 {
                out.push(Move::new(from, Square::new(from.file, from.rank.wrapping_sub(1) % 10)));
            }
            continue;
        }
        let (f, r) = (from.file, from.rank);
        for (df, dr) in [(0i8, 1i8), (0, -1), (1, 0), (-1, 0)] {
            for k in [1i8, 2, 3, 9] {
                let (tf, tr) = (f as i8 + df * k, r as i8 + dr * k);
                if (0..=10).contains(&tf) && (0..=10).contains(&tr) {
                    out.push(Move::new(from, Square::new(tf as u8, tr as u8)));
                }
            }
        }
        out.push(Move::new(from, Square::new((f + 1) % 10, (r + 1) % 10)));
        out.push(Move::new(from, from));
    }
    out
}

fn random_start(seed: u64) -> Stratego {
    let mut setup = Setup::from_seed(seed);
    // A quarter of the games use the short repetition limit, a quarter the more-squares rule.
    setup.repetition_limit = if seed % 4 == 1 { 3 } else { 5 };
    setup.more_squares = seed % 4 == 2;
    Stratego::from_setup(&setup).expect("random setups are valid")
}

#[test]
fn the_playout_sampler_draws_every_legal_move_equally_often() {
    // Long games, so the repetition rules and nearly blocked armies are met too.
    assert_uniform_sampler(24, 1500, 61, random_start);
}

/// The Scouts' lines (`blocked`), kept up to date move by move, always equal those rebuilt from
/// the board, through moves, attacks and captures.
#[test]
fn the_blocked_lines_follow_the_board() {
    let mut moves = Vec::new();
    for seed in 0..20 {
        let mut game = random_start(seed + 7000);
        let mut rng = Rng::seed(seed);
        for _ in 0..1000 {
            let mut rebuilt = game.clone();
            rebuilt.rebuild_derived();
            assert_eq!(game.blocked, rebuilt.blocked, "after {:?}", game.last_move);
            game.legal_moves(&mut moves);
            let Some(mv) = rng.choose(&moves) else { break };
            game.play_unchecked(mv);
        }
    }
}

#[test]
fn conformance_over_random_games() {
    check_random_games(1000, 300, random_start, candidates);
    // A few whole games, so every way of ending is met.
    check_random_games(40, 3000, |seed| random_start(seed + 5000), |_| Vec::new());
}

/// The fast generator against the rule-by-rule `check`: at every position of random games
/// (a few thousand), the moves `check` accepts among all moves along a file or a rank from
/// every square are exactly the generated ones.
#[test]
fn generated_moves_are_exactly_the_moves_check_accepts() {
    let mut moves = Vec::new();
    let mut positions = 0;
    for seed in 0..12 {
        let mut game = random_start(seed + 9000);
        let mut rng = Rng::seed(seed);
        for _ in 0..300 {
            game.legal_moves(&mut moves);
            let generated: HashSet<Move> = moves.iter().copied().collect();
            assert_eq!(generated.len(), moves.len(), "duplicate moves");
            let mut accepted = HashSet::new();
            for from in (0..100).map(Square::from_index) {
                for to in (0..100).map(Square::from_index) {
                    let mv = Move::new(from, to);
                    if (from.file == to.file || from.rank == to.rank) && game.check(&mv).is_ok() {
                        accepted.insert(mv);
                    }
                }
            }
            assert_eq!(generated, accepted, "{game:?}");
            positions += 1;
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    assert!(positions > 2000, "{positions} positions");
}

#[test]
fn random_games_end_in_every_way() {
    let mut ends = [0u32; 4];
    for seed in 0..300 {
        let mut game = random_start(seed);
        let mut rng = Rng::seed(seed);
        random_playout(&mut game, &mut rng, 5000);
        assert_consistent(&game);
        let captured_flag = game.last_combat().is_some_and(|c| c.defender_rank == Rank::Flag);
        let kind = match game.outcome() {
            Some(Outcome::Won(_)) if captured_flag => 0,
            Some(Outcome::Won(_)) => 1,
            Some(Outcome::Draw) if game.quiet_plies() >= QUIET_MOVE_LIMIT => 2,
            Some(Outcome::Draw) => 3,
            None => panic!("seed {seed}: a game must end (SG-E5)"),
        };
        ends[kind] += 1;
    }
    assert!(ends[0] > 0 && ends[1] > 0 && ends[2] > 0, "{ends:?}");
}

/// The determinized position is a real game: army counts, a moved piece is never a Bomb or
/// the Flag, and everything the viewer knows is unchanged.
fn valid_sample(real: &Stratego, sample: &Stratego, viewer: Player) -> Result<(), String> {
    assert_consistent(sample);
    for p in [RED, BLUE] {
        let mut counts = sample.captured(p);
        for index in 0..100 {
            if let Some(piece) = sample.piece_at(Square::from_index(index))
                && piece.owner == p
            {
                counts[piece.rank.index()] += 1;
                if piece.moved && !piece.rank.is_movable() {
                    return Err(format!("a moved {:?} on {index}", piece.rank));
                }
            }
        }
        for rank in Rank::ALL {
            if counts[rank.index()] != rank.count() {
                return Err(format!("{p:?} has {} {rank:?}", counts[rank.index()]));
            }
        }
    }
    for index in 0..100 {
        let s = Square::from_index(index);
        let (a, b) = (real.piece_at(s), sample.piece_at(s));
        if a.map(|p| p.owner) != b.map(|p| p.owner) {
            return Err(format!("square {s} changed hands"));
        }
        if let (Some(a), Some(b)) = (a, b)
            && (a.owner == viewer || a.revealed)
            && a.rank != b.rank
        {
            return Err(format!("known piece on {s} changed"));
        }
    }
    if sample.runs != real.runs || sample.seen != real.seen || sample.outcome() != real.outcome() {
        return Err("public state changed".into());
    }
    Ok(())
}

#[test]
fn determinize_keeps_every_observation() {
    check_determinize(120, 160, random_start, valid_sample);
}

#[test]
fn determinize_actually_reshuffles_hidden_pieces() {
    let game = fixture();
    let mut rng = Rng::seed(1);
    let sample = game.determinize(RED, &mut rng);
    let differs = (0..100)
        .map(Square::from_index)
        .filter(|&s| game.piece_at(s).map(|p| p.rank) != sample.piece_at(s).map(|p| p.rank));
    assert!(differs.clone().count() > 10);
    assert!(differs.clone().all(|s| game.piece_at(s).is_some_and(|p| p.owner == BLUE)));
    let mut played = game.clone();
    play(&mut played, "b4-b5");
    let sample = played.determinize(BLUE, &mut rng);
    assert!(sample.piece_at(sq("b5")).is_some_and(|p| p.rank.is_movable()));
}

/// Two true positions that look the same to Red give the same worlds for the same seed: the
/// deal reads the observation, never who truly holds which rank.
#[test]
fn determinize_depends_only_on_what_the_viewer_knows() {
    let mut rng = Rng::seed(21);
    let red = Army::random(&mut rng);
    let blue = Army::random(&mut rng);
    // The same army with the Flag and another back-rank piece swapped.
    let mut ranks = blue.ranks();
    let flag = ranks.iter().position(|&r| r == Rank::Flag).unwrap();
    let other = (30..40).find(|&i| ranks[i] != Rank::Flag).unwrap();
    ranks.swap(flag, other);
    let a = Stratego::new(&red, &blue, Rules::default());
    let b = Stratego::new(&red, &Army::from_ranks(ranks).unwrap(), Rules::default());
    assert_ne!(a, b);
    assert_eq!(a.observe(RED), b.observe(RED));
    for seed in 0..20 {
        let world_a = a.determinize(RED, &mut Rng::seed(seed));
        let world_b = b.determinize(RED, &mut Rng::seed(seed));
        assert_eq!(world_a, world_b, "seed {seed}");
    }
}

/// Nanoseconds this thread has run on a CPU (Linux), so a busy machine does not skew timing.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Quick throughput check (release): random playouts to 2,000 plies per second of CPU time.
#[test]
#[ignore]
fn playout_throughput() {
    let starts: Vec<Stratego> =
        (0..16).map(|seed| Stratego::from_setup(&Setup::from_seed(seed)).expect("valid")).collect();
    let mut rng = Rng::seed(1);
    let mut plies = 0;
    let (wall, cpu) = (std::time::Instant::now(), thread_cpu_ns().unwrap_or(0));
    let games: usize =
        std::env::var("PLAYOUTS").ok().and_then(|n| n.parse().ok()).unwrap_or(20_000);
    for i in 0..games {
        let mut game = starts[i % 16].clone();
        plies += random_playout(&mut game, &mut rng, 2000);
    }
    let cpu = thread_cpu_ns().map(|t| (t - cpu) as f64 / 1e9);
    let wall = wall.elapsed().as_secs_f64();
    println!(
        "{:.0} playouts/s of CPU time ({:.0} by the wall clock), {:.0} plies per game",
        cpu.map_or(0.0, |c| games as f64 / c),
        games as f64 / wall,
        plies as f64 / games as f64
    );
}

/// A fixed amount of work for instruction counts (`valgrind --tool=callgrind`), as in
/// `strata bench`: random playouts from the default setup with `Rng::seed(1)`, 2,000-ply cap.
/// Prints a digest of the games so that two builds can be shown to play the same games:
/// `PLAYOUTS=200 cargo test --release -p strata-core stratego::tests::playout_probe -- --ignored
/// --nocapture`.
#[test]
#[ignore]
fn playout_probe() {
    let games: usize = std::env::var("PLAYOUTS").ok().and_then(|n| n.parse().ok()).unwrap_or(200);
    let start = Stratego::from_setup(&Setup::default()).expect("the default setup starts");
    let mut rng = Rng::seed(1);
    let (mut plies, mut digest) = (0usize, 0u64);
    for _ in 0..games {
        let mut g = start.clone();
        let n = random_playout(&mut g, &mut rng, 2000);
        plies += n;
        let winner = g.outcome().map_or(9, |o| o.winners().first().map_or(2, |p| u64::from(p.0)));
        digest = digest.wrapping_mul(31).wrapping_add(n as u64 * 16 + winner);
    }
    println!("{games} playouts, {plies} plies, digest {digest:x}");
}
