use super::*;

fn play(tokens: &str) -> (Strata7, Strata7, Move) {
    let mut g = Strata7::new();
    let mut before = g.clone();
    let mut last = None;
    for t in tokens.split_whitespace() {
        before = g.clone();
        let mv: Move = t.parse().unwrap();
        g.play(&mv).unwrap();
        last = Some(mv);
    }
    (before, g, last.unwrap())
}

#[test]
fn a_quiet_move_captures_nothing_and_a_reinforcement_moves_the_stack() {
    let (before, _, mv) = play("b3-a4");
    assert!(before.effects(&mv).captured.is_empty());
    let line = "b3-a4 h8-i7 a4-a5 i7-j6 a5-b6 j6-j5 c3-b4 g8-h8 e1-c3-a5 h8-g8 a5-b6>c6";
    let (before, after, mv) = play(line);
    assert!(before.effects(&mv).captured.is_empty(), "the partner left with the stack");
    assert_eq!(after.pawn_at("c6".parse().unwrap()), Some((WHITE, true)));
}

#[test]
fn a_reinforcement_announces_its_points_and_is_offered_before() {
    let opening = "b3-a4 h8-i7 a4-a5 i7-j6 a5-b6 j6-j5 c3-b4 g8-h8 e1-c3-a5 h8-g8";
    let (_, g, _) = play(opening);
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let b6: Square = "b6".parse().unwrap();
    let offer = g.scorable_objectives(&legal);
    let Scorable { objective, points, from } = offer.first().expect("b6 can be scored");
    assert_eq!((*objective, *points), (b6, 1));
    assert!(from.contains(&"a5".parse().unwrap()), "{from:?}");
    let (before, after, mv) = play(&format!("{opening} a5-b6>c6"));
    assert_eq!(scoring(&before, &before.effects(&mv)), ["+1 for White: objective b6"]);
    let view = Strata7View::default();
    assert_eq!(
        view.annotation(&before, &after, "a5-b6>c6").as_deref(),
        Some("+1 for White: objective b6")
    );
    let (before, _, mv) = play("b3-a4");
    assert!(scoring(&before, &before.effects(&mv)).is_empty());
    assert!(before.scorable_objectives(&[]).is_empty());
}

#[test]
fn along_walks_the_path_by_length() {
    let path = [pos2(0.0, 0.0), pos2(10.0, 0.0), pos2(10.0, 30.0)];
    assert_eq!(along(&path, 0.0), pos2(0.0, 0.0));
    assert_eq!(along(&path, 0.25), pos2(10.0, 0.0));
    assert_eq!(along(&path, 0.5), pos2(10.0, 10.0));
    assert_eq!(along(&path, 1.0), pos2(10.0, 30.0));
    assert_eq!(along(&path[..1], 0.5), pos2(0.0, 0.0));
}

#[test]
fn the_phase_names_the_stack_that_owes_its_separation() {
    let line = "b3-a4 h8-i7 a4-a5 i7-j6 a5-b6 j6-j5 c3-b4 g8-h8 e1-c3-a5 h8-g8 a5-b6>c6 j5-j6";
    let (_, g, _) = play(line);
    let view = Strata7View::default();
    assert_eq!(BoardView::phase(&view, &g), "separate the stack on c6 (S7-O4)");
    let (_, g, _) = play("b3-a4");
    assert_eq!(BoardView::phase(&view, &g), "move a pawn");
}

#[test]
fn danger_means_threatened_with_one_liberty() {
    let g = Strata7::new();
    // At the start nothing is threatened (S7-C5).
    assert!(board_squares(&g).all(|sq| !g.in_danger(sq)));
    assert_eq!(board_squares(&g).count(), 88);
}

#[test]
fn the_shortest_route_wins() {
    let from: Square = "d2".parse().unwrap();
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let long = Route::new(from, &[sq("b4"), sq("b2"), sq("d4")], None).unwrap();
    let short = Route::new(from, &[sq("d4")], None).unwrap();
    assert_eq!(best([long, short].iter()), Some(short));
}
