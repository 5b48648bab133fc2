//! Perft against the recorded table and the conformance suite over random games.

use super::*;

const PERFT: &str = include_str!("../../../../tests/data/perft/stratum.txt");

/// Lines `depth nodes [--size N] [--players N]`; `#` starts a comment.
fn perft_cases() -> Vec<(u32, u64, Setup)> {
    let mut cases = Vec::new();
    for line in PERFT.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut setup = Setup::default();
        for option in words[2..].chunks(2) {
            let value: u8 = option[1].parse().expect("option value");
            match option[0] {
                "--size" => setup.size = value,
                "--players" => setup.players = value,
                other => panic!("unknown perft option {other}"),
            }
        }
        cases.push((words[0].parse().expect("depth"), words[1].parse().expect("nodes"), setup));
    }
    cases
}

#[test]
fn perft_matches_the_recorded_table_and_the_slow_model() {
    let cases = perft_cases();
    assert!(cases.len() >= 6);
    for (depth, nodes, setup) in cases {
        let g = Stratum::from_setup(&setup).expect("valid");
        assert_eq!(perft(&g, depth), nodes, "depth {depth} {setup:?}");
        assert_eq!(slow_perft(&g, depth), nodes, "slow model, depth {depth} {setup:?}");
    }
}

#[test]
fn perft_depth_two_by_counting_disjoint_bars() {
    // Depth 1 is every bar; depth 2 counts, for each bar, the bars that share no cell with it.
    for side in [5u8, 6] {
        let bars = all_bars(side);
        let cells = |m: &Move| {
            let axis = Axis::between(m.low(), m.high()).expect("straight");
            (0..4).map(|k| m.low().along(axis, k)).collect::<BTreeSet<Hex>>()
        };
        let disjoint_pairs: u64 = bars
            .iter()
            .map(|a| bars.iter().filter(|b| cells(a).is_disjoint(&cells(b))).count() as u64)
            .sum();
        let g = game(2, side);
        assert_eq!(perft(&g, 1), bars.len() as u64);
        assert_eq!(perft(&g, 2), disjoint_pairs);
    }
}

// ---------------------------------------------------------------- conformance

/// Every bar of the board, plus moves that are off the board or not bars.
fn candidates(g: &Stratum) -> Vec<Move> {
    let mut all = all_bars(g.setup().size);
    all.extend(["A1-A3", "C3-D7", "E5-E5", "A4-D1", "J1-J4", "A9-D9", "I5-L8"].map(mv));
    all
}

/// A start that varies with `seed`: both board sizes, every first player.
fn varied_start(seed: u64, players: u8) -> Stratum {
    let setup = Setup {
        size: if seed.is_multiple_of(2) { 5 } else { 6 },
        players,
        first: Player((seed / 2 % u64::from(players)) as u8),
    };
    Stratum::from_setup(&setup).expect("valid")
}

fn conformance(players: u8, games: u64) {
    check_random_games(games, 100, |seed| varied_start(seed, players), candidates);
}

/// The playout sampler draws a bar by its rank in the set of legal bars; it must agree with
/// the list, every legal bar equally likely, and draw nothing once the game is over.
#[test]
fn the_playout_sampler_draws_every_legal_move_equally_often() {
    assert_uniform_sampler(12, 100, 5, |seed| varied_start(seed, 2 + (seed % 3) as u8));
    let mut g = varied_start(1, 3);
    let mut rng = Rng::seed(5);
    random_playout(&mut g, &mut rng, 1000);
    assert!(g.outcome().is_some(), "the game ran to its end");
    assert_eq!(g.random_move(&mut rng, &mut Vec::new()), None);
}

#[test]
fn conformance_two_players() {
    conformance(2, 1000);
}

#[test]
fn conformance_three_players() {
    conformance(3, 1000);
}

#[test]
fn conformance_four_players() {
    conformance(4, 1000);
}

#[test]
#[ignore = "long run"]
fn conformance_long() {
    for players in 2..=4 {
        conformance(players, 20_000);
    }
}
