//! Scenarios per rule ID, perft, an independent slow rules model, conformance and the
//! `AnyGame` face.

use std::collections::{BTreeSet, HashMap};

use super::*;
use crate::conformance::{assert_uniform_sampler, check_random_games};
use crate::game::{perft, random_playout};
use crate::games::{GameOptions, GameSetup};
use crate::grid::Axis;
use crate::rng::Rng;

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

// ---------------------------------------------------------------- geometry

#[test]
fn sm_g1_boards_have_61_and_91_cells_and_every_bar_is_open_at_the_start() {
    let small = game(2, 5);
    assert_eq!(small.board().cells().len(), 61);
    assert_eq!(legal(&small).len(), 3 * 34);
    let large = game(2, 6);
    assert_eq!(large.board().cells().len(), 91);
    assert_eq!(legal(&large).len(), 3 * 58);
    assert_eq!(refusal(&small, "F1-F4"), "SM-G2");
    assert!(large.check(&mv("F1-F4")).is_ok());
    assert!(large.check(&mv("K8-K11")).is_ok());
}

#[test]
fn sm_g2_cells_off_the_board_are_refused() {
    let g = game(2, 5);
    for token in ["A3-A6", "A6-D6", "I1-I4", "F1-F4", "J5-J8", "H9-H12", "A0-A3", "Z1-Z4"] {
        assert_eq!(refusal(&g, token), "SM-G2", "{token}");
    }
    assert!(g.check(&mv("I5-I8")).is_ok() && g.check(&mv("A2-A5")).is_ok());
    assert!(g.check(&mv("F6-F9")).is_ok() && g.check(&mv("E1-H4")).is_ok());
    let message = g.check(&mv("A3-A6")).expect_err("off").message;
    assert!(message.contains("A6") && message.contains("A to I"), "{message}");
    assert!(game(2, 6).check(&mv("K6-K9")).is_ok());
}

#[test]
fn sm_g3_a_piece_is_a_straight_bar_of_four_in_three_directions() {
    let g = game(2, 5);
    for token in ["C3-C6", "C3-F3", "C3-F6"] {
        assert!(g.check(&mv(token)).is_ok(), "{token}");
    }
    for token in ["C3-C5", "C3-C7", "C3-D7", "C3-F5", "C3-C3", "A1-E5", "B2-C4"] {
        assert_eq!(refusal(&g, token), "SM-G3", "{token}");
    }
    // The other diagonal (letter up, number down) is not a straight line of this grid.
    assert_eq!(refusal(&g, "A4-D1"), "SM-G3");
}

// ---------------------------------------------------------------- setup

#[test]
fn sm_s1_piece_counts_per_player_count() {
    for (players, each) in [(2, 18), (3, 12), (4, 9)] {
        let mut g = game(players, 5);
        assert_eq!(g.pieces_each(), each);
        assert!((0..players).all(|p| g.pieces_left(Player(p)) == each));
        assert!(
            g.pieces().next().is_none()
                && g.board().cells().iter().all(|&h| g.height(h) == Some(0))
        );
        play(&mut g, "A1-A4");
        assert_eq!(g.pieces_left(Player(0)), each - 1);
        assert_eq!(g.pieces_left(Player(1)), each);
    }
}

#[test]
fn sm_s1_the_game_stops_when_every_piece_is_used() {
    // On the large board there is room enough to run out of pieces.
    let found = find_game(
        0..500,
        |_| game(4, 6),
        |end, before| end.pieces().count() == TOTAL_PIECES && legal(before).len() > 1,
    );
    let (end, before) = found.expect("a 4-player game on the 91-cell board that uses all pieces");
    assert!((0..4).all(|p| end.pieces_left(Player(p)) == 0));
    assert!(!slow_legal(&before).is_empty());
    assert!(legal(&end).is_empty() && end.is_over());
    assert_eq!(refusal(&end, &legal(&before)[1].to_string()), "SM-E4");
}

#[test]
fn sm_s2_turn_order_and_choosing_who_starts() {
    let mut g = game(4, 5);
    let mut seen = Vec::new();
    for token in ["A1-A4", "B1-B4", "C1-C4", "D1-D4", "E1-E4"] {
        seen.push(Stratum::player_name(Game::to_move(&g)));
        play(&mut g, token);
    }
    assert_eq!(seen, ["beige", "dark-brown", "brown", "orange", "beige"]);
    let owners: Vec<Player> = g.pieces().map(|p| p.owner).collect();
    assert_eq!(owners, [0, 1, 2, 3, 0].map(Player));

    let options =
        GameOptions { players: Some(3), first: Some("brown".into()), ..Default::default() };
    let setup = Setup::from_options(&options).expect("valid");
    let mut g = Stratum::from_setup(&setup).expect("valid");
    assert_eq!(Game::to_move(&g), Player(2));
    play(&mut g, "A1-A4");
    assert_eq!(Game::to_move(&g), Player(0), "after the last seat comes beige");
}

// ---------------------------------------------------------------- placing

#[test]
fn sm_p1_one_piece_per_turn_and_no_pass() {
    let mut g = game(2, 5);
    play(&mut g, "C3-C6");
    assert_eq!(g.pieces().count(), 1);
    assert_eq!(Game::to_move(&g), Player(1));
    for token in ["pass", "", "-", "C3-C6 D3-D6"] {
        assert_eq!(refusal(&g, token), "parse", "{token:?}");
    }
}

#[test]
fn sm_p2_a_piece_covers_exactly_its_four_cells() {
    let mut g = game(2, 5);
    play(&mut g, "C3-F6");
    let covered: Vec<String> = g
        .board()
        .cells()
        .iter()
        .filter(|&&h| g.height(h) == Some(1))
        .map(ToString::to_string)
        .collect();
    assert_eq!(covered, ["C3", "D4", "E5", "F6"]);
    assert!(covered.iter().all(|h| g.top_owner(cell(h)) == Some(Player(0))));
}

#[test]
fn sm_p3_a_level_one_piece_needs_four_empty_cells() {
    let mut g = game(2, 5);
    play(&mut g, "A1-A4");
    let refused = g.check(&mv("A2-A5")).expect_err("overlap");
    assert_eq!(refused.rule, "SM-P3");
    assert!(refused.message.contains("A2"), "{}", refused.message);
    assert_eq!(refusal(&g, "A1-D1"), "SM-P3");
    assert!(g.check(&mv("B1-B4")).is_ok());
}

#[test]
fn sm_p4_no_hole_lower_cell_or_bridge() {
    let mut g = game(2, 5);
    fill_level_one(&mut g);
    assert_eq!(g.level(), 2);
    let holes = g.board().cells().iter().filter(|&&h| g.height(h) == Some(0)).count();
    assert!(holes > 0, "the greedy fill leaves holes");
    // A bar with one cell over a hole.
    let over_hole = all_bars(5)
        .into_iter()
        .find(|m| {
            let axis = Axis::between(m.low(), m.high()).expect("straight");
            let hs: Vec<u8> =
                (0..4).map(|k| g.height(m.low().along(axis, k)).unwrap_or(9)).collect();
            hs.contains(&0) && hs.contains(&1)
        })
        .expect("a bar over a hole");
    let refused = g.check(&over_hole).expect_err("hole");
    assert_eq!(refused.rule, "SM-P4");
    assert!(refused.message.contains("empty"), "{}", refused.message);
    // A level-2 piece, then a bar half on it and half on level 1.
    let up = legal(&g)[0];
    play(&mut g, &up.to_string());
    let mixed = all_bars(5)
        .into_iter()
        .find(|m| {
            let axis = Axis::between(m.low(), m.high()).expect("straight");
            let hs: Vec<u8> =
                (0..4).map(|k| g.height(m.low().along(axis, k)).unwrap_or(9)).collect();
            hs.contains(&2) && hs.contains(&1) && !hs.contains(&0)
        })
        .expect("a bar over two heights");
    assert_eq!(refusal(&g, &mixed.to_string()), "SM-P4");
    // Every bar still touching the board is refused for the same reason.
    for m in all_bars(5) {
        let axis = Axis::between(m.low(), m.high()).expect("straight");
        let hs: Vec<u8> = (0..4).map(|k| g.height(m.low().along(axis, k)).unwrap_or(9)).collect();
        if hs.iter().any(|&h| h != hs[0]) {
            assert_eq!(refusal(&g, &m.to_string()), "SM-P4", "{m}");
        }
    }
}

#[test]
fn sm_p5_an_upper_piece_never_sits_on_a_single_piece() {
    let mut g = game(2, 5);
    play(&mut g, "A1-A4 A5-D8");
    assert_eq!(refusal(&g, "A1-A4"), "SM-P5", "checked before the current level");
    fill_level_one(&mut g);
    assert_eq!(g.level(), 2);
    let refused = g.check(&mv("A1-A4")).expect_err("single piece");
    assert_eq!(refused.rule, "SM-P5");
    assert!(refused.message.contains("two different pieces"), "{}", refused.message);
    assert!(legal(&g).iter().all(|m| g.pieces().all(|p| p.mv != *m)));
}

#[test]
fn sm_p6_only_the_current_level_is_open() {
    let mut g = game(2, 5);
    play(&mut g, "A1-A4 A5-D8");
    // A2..A5 rests on two pieces at the same height: legal on level 2, but level 1 has room.
    let refused = g.check(&mv("A2-A5")).expect_err("level 1 still open");
    assert_eq!(refused.rule, "SM-P6");
    assert!(refused.message.contains("level 1"), "{}", refused.message);
    fill_level_one(&mut g);
    assert!(g.check(&mv("A2-A5")).is_ok(), "once level 1 is closed");
    // Holes of level 1 stay empty for the rest of the game.
    let holes: Vec<Hex> =
        g.board().cells().iter().copied().filter(|&h| g.height(h) == Some(0)).collect();
    let mut rng = Rng::seed(3);
    random_playout(&mut g, &mut rng, 100);
    assert!(g.is_over() && holes.iter().all(|&h| g.height(h) == Some(0)));
}

#[test]
fn sm_p6_the_level_rises_only_when_nothing_fits_below() {
    // Along random games the engine's level is the lowest level with room, found by the slow
    // model, and the moves agree with the slow model everywhere.
    let mut moves = Vec::new();
    for seed in 0..150 {
        let players = 2 + (seed % 3) as u8;
        let mut g = game(players, 5 + (seed % 2) as u8);
        let mut rng = Rng::seed(seed);
        let mut last_level = 1;
        loop {
            g.legal_moves(&mut moves);
            let fast: BTreeSet<Move> = moves.iter().copied().collect();
            assert_eq!(fast, slow_legal(&g), "seed {seed} after {} pieces", g.pieces().count());
            if moves.is_empty() {
                break;
            }
            assert!(g.level() >= last_level && g.level() <= last_level + 1);
            last_level = g.level();
            g.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
}

// ---------------------------------------------------------------- end

#[test]
fn sm_e1_the_game_ends_when_no_piece_fits() {
    let found = find_game(0..200, |_| game(2, 5), |end, _| end.pieces().count() < TOTAL_PIECES);
    let (end, _) = found.expect("a game that ends before the pieces run out");
    assert!(end.is_over() && legal(&end).is_empty());
    assert!(slow_legal(&end).is_empty());
    assert!((0..2).any(|p| end.pieces_left(Player(p)) > 0));
}

#[test]
fn sm_e2_scores_count_visible_cells() {
    let mut g = game(2, 5);
    assert_eq!(g.scores(), Some(vec![0, 0]));
    play(&mut g, "A1-A4 A5-D8");
    assert_eq!(g.scores(), Some(vec![4, 4]));
    fill_level_one(&mut g);
    let before = g.scores().expect("scores");
    let mover = Game::to_move(&g).index();
    let up = mv("A2-A5");
    let covered_by: Vec<Option<Player>> =
        (1..=4).map(|n| g.top_owner(Hex::from_row_number(0, n + 1))).collect();
    play(&mut g, "A2-A5");
    let mut expected = before.clone();
    for owner in covered_by.into_iter().flatten() {
        expected[owner.index()] -= 1;
    }
    expected[mover] += 4;
    assert_eq!(g.scores(), Some(expected));
    // Scores always equal the count of top colours, cell by cell.
    let counted = (0..2)
        .map(|p| {
            g.board().cells().iter().filter(|&&h| g.top_owner(h) == Some(Player(p))).count() as i32
        })
        .collect::<Vec<_>>();
    assert_eq!(g.scores(), Some(counted));
    assert_eq!(g.pieces().last().map(|p| (p.mv, p.level)), Some((up, 2)));
}

#[test]
fn sm_e3_highest_wins_ties_share_all_equal_draw() {
    assert_eq!(outcome_from_scores(&[20, 12]), Outcome::single(Player(0)));
    assert_eq!(outcome_from_scores(&[12, 20]), Outcome::single(Player(1)));
    assert_eq!(outcome_from_scores(&[15, 15]), Outcome::Draw);
    assert_eq!(outcome_from_scores(&[10, 14, 14]), Outcome::Won(vec![Player(1), Player(2)]));
    assert_eq!(outcome_from_scores(&[9, 9, 9, 9]), Outcome::Draw);
    assert_eq!(
        outcome_from_scores(&[9, 3, 9, 9]),
        Outcome::Won(vec![Player(0), Player(2), Player(3)])
    );
    // In real games too.
    let draw = find_game(0..2000, |_| game(2, 5), |end, _| end.outcome() == Some(Outcome::Draw));
    let (end, _) = draw.expect("a drawn 2-player game");
    let scores = end.scores().expect("scores");
    assert_eq!(scores[0], scores[1]);
    let shared = find_game(
        0..2000,
        |_| game(3, 5),
        |end, _| end.outcome().is_some_and(|o| o.winners().len() == 2),
    );
    let (end, _) = shared.expect("a shared win with 3 players");
    let scores = end.scores().expect("scores");
    let winners = end.outcome().expect("over").winners().to_vec();
    let best = *scores.iter().max().expect("3 scores");
    assert!(winners.iter().all(|w| scores[w.index()] == best));
    assert_eq!(scores.iter().filter(|&&s| s == best).count(), 2);
}

#[test]
fn sm_e4_no_move_after_the_end() {
    let mut g = game(2, 5);
    let mut rng = Rng::seed(11);
    random_playout(&mut g, &mut rng, 100);
    assert!(g.is_over());
    for token in ["A1-A4", "Z1-Z4", "C3-D7", "E5-E8"] {
        assert_eq!(refusal(&g, token), "SM-E4", "{token}");
    }
    assert_eq!(refusal(&g, "C6-C3"), "parse", "notation is read first");
    for m in all_bars(5) {
        assert_eq!(g.check(&m).map_err(|e| e.rule), Err("SM-E4"));
    }
}

// ---------------------------------------------------------------- notation

#[test]
fn parse_notation_lower_end_first() {
    let g = game(2, 5);
    let refused = "C6-C3".parse::<Move>().expect_err("wrong order");
    assert_eq!(refused.rule, "parse");
    assert!(refused.message.contains("C3-C6"), "{}", refused.message);
    for token in ["F3-C3", "F6-C3", "c3-c6", "C3C6", "C3-C6-C9", "C3 -C6", "C03-C6", "3C-6C", "C3-"]
    {
        assert_eq!(refusal(&g, token), "parse", "{token}");
    }
    assert_eq!(mv("C3-F6").to_string(), "C3-F6");
    assert_eq!(Move::new(cell("F6"), cell("C3")), mv("C3-F6"));
    assert_eq!(mv("C3-C6").low(), cell("C3"));
    // Readable cells beyond the board are the rules' business, not the notation's.
    assert_eq!(refusal(&g, "J1-J4"), "SM-G2");
}

#[test]
fn check_reports_the_first_failing_rule_in_page_order() {
    let g = game(2, 5);
    assert_eq!(refusal(&g, "A6-A8"), "SM-G2", "off the board before not a bar");
    let mut g = game(2, 5);
    play(&mut g, "A1-A4 A5-D8");
    assert_eq!(refusal(&g, "A3-A5"), "SM-G3");
    assert_eq!(refusal(&g, "A1-D1"), "SM-P3");
    assert_eq!(refusal(&g, "A1-A4"), "SM-P5");
    assert_eq!(refusal(&g, "A2-A5"), "SM-P6");
}

// ---------------------------------------------------------------- perft

const PERFT: &str = include_str!("../../../tests/data/perft/stratum.txt");

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

// ---------------------------------------------------------------- setup and AnyGame

#[test]
fn options_are_read_and_refused_with_reasons() {
    let opts = |size, players, first: Option<&str>| GameOptions {
        size,
        players,
        first: first.map(String::from),
        ..Default::default()
    };
    assert_eq!(Setup::from_options(&opts(None, None, None)), Ok(Setup::default()));
    assert_eq!(
        Setup::from_options(&opts(Some(6), Some(4), Some("orange"))),
        Ok(Setup { size: 6, players: 4, first: Player(3) })
    );
    for bad in [
        opts(Some(7), None, None),
        opts(Some(u32::MAX), None, None),
        opts(None, Some(1), None),
        opts(None, Some(5), None),
        opts(None, Some(300), None),
        opts(None, None, Some("brown")),
        opts(None, None, Some("red")),
        GameOptions { seed: Some(1), ..Default::default() },
    ] {
        assert!(Setup::from_options(&bad).is_err(), "{bad:?}");
    }
    for bad in [
        Setup { size: 4, players: 2, first: Player(0) },
        Setup { size: 5, players: 5, first: Player(0) },
        Setup { size: 5, players: 2, first: Player(2) },
    ] {
        assert!(Stratum::from_setup(&bad).is_err(), "{bad:?}");
    }
}

#[test]
fn through_any_game_as_the_command_line_does() {
    let options = GameOptions { players: Some(3), size: Some(6), ..Default::default() };
    let setup = GameSetup::from_options(GameId::Stratum, &options).expect("valid");
    assert_eq!(setup.id(), GameId::Stratum);
    let mut g = setup.start().expect("starts");
    assert_eq!(g.player_names(), ["beige", "dark-brown", "brown"]);
    let tokens = g.legal_move_tokens();
    assert_eq!(tokens.len(), 174);
    assert!(tokens.windows(2).all(|w| w[0].as_bytes() < w[1].as_bytes()));
    g.play_token("F1-F4").expect("legal");
    g.play_token("K8-K11").expect("legal");
    assert_eq!(g.scores(), Some(vec![4, 4, 0]));
    assert_eq!(g.to_move(), Some(Player(2)));
    assert_eq!(g.play_token("F2-F5").map_err(|e| e.rule), Err("SM-P3"));
    assert_eq!(g.play_token("F4-F1").map_err(|e| e.rule), Err("parse"));
    assert_eq!(g.check_token("L1-L4").map_err(|e| e.rule), Err("SM-G2"));
    assert_eq!(g.perft(1), g.legal_move_tokens().len() as u64);
    let mut rng = Rng::seed(5);
    g.random_playout(&mut rng, 200);
    assert!(g.to_move().is_none() && g.outcome().is_some() && g.legal_move_tokens().is_empty());
}

#[test]
fn setups_round_trip_through_ron() {
    let g = game(3, 5);
    let ron_text = ron::to_string(&GameSetup::Stratum(g.setup().clone())).expect("ron");
    assert_eq!(
        ron::from_str::<GameSetup>(&ron_text).expect("ron back"),
        GameSetup::Stratum(g.setup().clone())
    );
}

#[test]
fn playing_refused_moves_unchecked_never_panics() {
    let mut g = game(2, 5);
    let mut rng = Rng::seed(9);
    let bars = all_bars(5);
    for _ in 0..2000 {
        g.play_unchecked(&bars[rng.below(bars.len())]);
        g.play_unchecked(&mv("Z1-Z4"));
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let _ = (g.outcome(), g.scores(), g.check(&bars[0]));
}

#[test]
fn placements_in_another_order_give_the_same_position_key() {
    use crate::game::Evaluate;
    let mut one = game(2, 5);
    play(&mut one, "A1-A4 I5-I8 B1-B4 H4-H7");
    let mut other = game(2, 5);
    play(&mut other, "B1-B4 H4-H7 A1-A4 I5-I8");
    assert_eq!(one.position_key(), other.position_key());
    // The same bars with the colours the other way round are another position.
    let mut swapped = game(2, 5);
    play(&mut swapped, "I5-I8 A1-A4 H4-H7 B1-B4");
    assert_ne!(one.position_key(), swapped.position_key());
}

#[test]
fn the_evaluation_tells_settled_cells_from_cells_a_bar_can_still_cover() {
    use crate::ai::fit::{Features, win_chance};
    use crate::game::Evaluate;
    let mut g = game(2, 5);
    fill_level_one(&mut g);
    let seats = g.seat_features();
    let bars = g.board().bars();
    let reach = legal(&g)
        .iter()
        .fold(0, |cells, mv| cells | bars[g.board().bar_of(mv).expect("on the board")].mask);
    let mut settled = 0.0;
    for (seat, f) in seats.iter().enumerate() {
        let visible = g.visible[seat];
        // Every visible cell is settled, open or raised, once.
        assert_eq!(f[1] + f[2] + f[3], f64::from(visible.count_ones()));
        assert_eq!(f[2], f64::from((visible & reach).count_ones()));
        settled += f[1];
    }
    // Level 1 leaves cells that no bar of level 2 can reach: they are settled.
    assert!(settled > 0.0, "{seats:?}");
    // A settled cell counts for its owner: the evaluation is the fitted model's.
    let values = g.evaluate().expect("an estimate");
    let chance = win_chance(&eval::WEIGHTS[0], &g.features());
    assert!((values[g.to_move().index()] - chance).abs() < 1e-9);
}

#[test]
fn with_four_players_each_seat_gets_the_softmax_of_its_fitted_score() {
    use crate::ai::fit::{Features, seat_chances};
    use crate::game::Evaluate;
    let mut g = game(4, 5);
    play(&mut g, "A1-A4 I5-I8 B1-B4 H4-H7 C1-C4");
    let values = g.evaluate().expect("an estimate");
    let chances = seat_chances(&eval::WEIGHTS[2], &g.seat_features());
    assert_eq!(chances.len(), 4);
    for (v, c) in values.iter().zip(&chances) {
        assert!((v - c).abs() < 1e-9, "{values:?} against {chances:?}");
    }
}
