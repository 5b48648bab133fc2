//! What a move did (`Effects`), what is owed and why a pawn is stuck, checked against play
//! over random games, and what the evaluation sees.

use super::*;

#[test]
fn effects_name_the_captured_pawns_and_the_objective_scored() {
    let g = position("d7 d8 f8 d9 g9", "e8 i9");
    let effects = g.effects(&mv("g9-f9"));
    let e8 = Captured { square: sq("e8"), owner: BORDEAUX, stack: false };
    assert_eq!(effects.captured, [e8]);
    assert_eq!((effects.capture_points, effects.objective), ([1, 0], None));
    let g = position("c7 d8", "i9");
    let effects = g.effects(&mv("d8-c7>b8"));
    assert_eq!(effects.objective, Some((sq("c7"), 2)));
    assert!(effects.captured.is_empty());
    assert_eq!(effects.points(WHITE, WHITE), 2);
}

/// Over whole random games, the effects `effects` predicts are what `play` does: the points of
/// each side, and the captured pawns gone from the board.
#[test]
fn effects_agree_with_play_over_random_games() {
    let mut rng = Rng::seed(21);
    let mut checked = 0;
    for _ in 0..60 {
        let mut g = Strata7::new();
        while !g.is_over() {
            let mut legal = Vec::new();
            g.legal_moves(&mut legal);
            let m = legal[rng.below(legal.len())];
            let mover = Game::to_move(&g);
            let effects = g.effects(&m);
            let mut after = g.clone();
            after.play(&m).unwrap();
            for p in [WHITE, BORDEAUX] {
                let gained = after.score(p) - g.score(p);
                assert_eq!(effects.points(p, mover), gained, "{m}");
                let lost: i32 = effects
                    .captured
                    .iter()
                    .filter(|c| c.owner == p)
                    .map(|c| if c.stack { 2 } else { 1 })
                    .sum();
                // A placement takes back one held pawn.
                let placed = i32::from(matches!(m, Move::Place(_)) && p == mover);
                let held = i32::from(after.held(p)) - i32::from(g.held(p));
                assert_eq!(lost, held + placed, "{m}");
            }
            for c in &effects.captured {
                assert_ne!(after.pawn_at(c.square).map(|(o, _)| o), Some(c.owner), "{m}");
            }
            checked += 1;
            g = after;
        }
    }
    assert!(checked > 3_000, "{checked}");
}

/// What `owed` names is what the legal moves show: only that kind of stack moves while it is
/// owed, and any pawn may move when nothing is.
#[test]
fn owed_actions_agree_with_the_legal_moves_over_random_games() {
    let mut rng = Rng::seed(33);
    let mut seen = [0; 2];
    for _ in 0..200 {
        let mut g = Strata7::new();
        while !g.is_over() {
            let mut legal = Vec::new();
            g.legal_moves(&mut legal);
            let starts: Vec<Option<(Square, bool)>> = legal
                .iter()
                .map(|m| match m {
                    Move::Go(route) => {
                        let from = route.from();
                        let stack = g.stacks().find(|(cell, _)| *cell == from);
                        stack.map(|(cell, objective)| (cell, cell == objective))
                    }
                    Move::Place(_) => None,
                })
                .collect();
            match g.owed() {
                Some(Owed::Exit(sq)) => {
                    assert!(starts.iter().all(|s| s.is_some_and(|(_, on)| on)));
                    assert!(starts.contains(&Some((sq, true))));
                    seen[0] += 1;
                }
                Some(Owed::Separation(sq)) => {
                    assert!(starts.iter().all(|s| s.is_some_and(|(_, on)| !on)));
                    assert!(starts.contains(&Some((sq, false))));
                    seen[1] += 1;
                }
                None => assert!(legal.is_empty() || starts.iter().any(Option::is_none)),
            }
            let m = legal[rng.below(legal.len())];
            g.play(&m).unwrap();
        }
    }
    // Exits are owed only after a blocked reinforcement, which random games hardly reach
    // (s7_o3_a_blocked_stack_stays_and_its_exit_is_later_a_whole_move has one).
    assert!(seen[1] > 10, "{seen:?}");
}

/// `why_pawn_is_stuck` agrees with `check`: every step of a stuck pawn is refused for the same
/// rule, and a free pawn's steps are refused only for where they go.
#[test]
fn why_a_pawn_is_stuck_agrees_with_check_over_random_games() {
    let mut rng = Rng::seed(44);
    let on_board = |g: &Strata7, sq: Square| kind_of(g, sq) != CellKind::Off;
    let mut stuck_seen = BTreeSet::new();
    for _ in 0..60 {
        let mut g = Strata7::new();
        while !g.is_over() {
            let squares = (0..100).map(Square::from_cell).filter(|sq| on_board(&g, *sq));
            for from in squares.collect::<Vec<_>>() {
                let stuck = g.why_pawn_is_stuck(from).map(|e| e.rule);
                let (f, r) = from.coords();
                for (df, dr) in
                    [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
                {
                    let (Ok(nf), Ok(nr)) = (u8::try_from(f as i8 + df), u8::try_from(r as i8 + dr))
                    else {
                        continue;
                    };
                    let Some(to) = Square::new(nf, nr).filter(|to| on_board(&g, *to)) else {
                        continue;
                    };
                    let Some(route) = Route::new(from, &[to], None) else { continue };
                    let verdict = g.check(&Move::Go(route)).map_err(|e| e.rule);
                    match stuck {
                        Some(rule) => {
                            assert_eq!(verdict, Err(rule), "{from}-{to}");
                            stuck_seen.insert(rule);
                        }
                        None => assert!(
                            !matches!(verdict, Err("S7-S2" | "S7-R1" | "S7-E3" | "S7-G1")),
                            "{from}-{to}: {verdict:?}"
                        ),
                    }
                }
            }
            let mut legal = Vec::new();
            g.legal_moves(&mut legal);
            g.play(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    for rule in ["S7-S2", "S7-O1", "S7-O4", "S7-R1"] {
        assert!(stuck_seen.contains(rule), "{rule} never seen: {stuck_seen:?}");
    }
}

fn kind_of(g: &Strata7, sq: Square) -> CellKind {
    sq.cell().map_or(CellKind::Off, |c| g.layout().cell(c))
}

#[test]
fn the_evaluation_sees_pawns_one_step_from_capture() {
    use crate::ai::fit::Features;
    use crate::game::Evaluate;
    // d10 and e10 (Bordeaux) share their last liberty d9, onto which White's d8 can step.
    let g = position("c9 f9 f10 d8", "d10 e10 a6");
    let features = g.features();
    let at = |name: &str| Strata7::NAMES.iter().position(|n| *n == name).map(|i| features[i]);
    assert_eq!(at("enemy pawns exposed"), Some(2.0));
    assert_eq!(at("own pawns exposed"), Some(0.0));
    // With the capture on the board, the mover is the likelier winner.
    let white = Evaluate::evaluate(&g).unwrap()[WHITE.index()];
    assert!(white > 0.6, "{white}");
    // With no White pawn next to d9, nothing is exposed.
    let calm = position("f9 f10 a4", "d10 e10 c9 a6");
    let features = calm.features();
    assert_eq!(
        features[Strata7::NAMES.iter().position(|n| *n == "enemy pawns exposed").unwrap()],
        0.0
    );
    assert!(Evaluate::evaluate(&calm).unwrap()[WHITE.index()] < white);
}
