//! The end of the game and the scores (SM-E), and the notation.

use super::*;

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
