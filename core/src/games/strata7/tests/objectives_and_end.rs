//! Objectives and stacks, the last reinforcement, the end of the game and the notation: one
//! scenario (at least) per rule ID, named after it.

use super::*;

#[test]
fn s7_o1_an_occupant_cannot_move_and_an_enemy_objective_ends_a_chain() {
    let mut g = position("c6 a4", "i9");
    play(&mut g, "c6-c7 i9-i8");
    assert_eq!(g.pawn_at(sq("c7")), Some((WHITE, false)));
    assert_eq!(refusal(&g, "c7-c8"), "S7-O1");
    assert!(!tokens(&g).iter().any(|t| t.starts_with("c7")));
    // A chain stops on the enemy objective f7.
    let g = position("f5 f6 f8", "i9");
    assert!(is_legal(&g, "f5-f7"));
    assert_eq!(refusal(&g, "f5-f7-f9"), "S7-O1");
}

#[test]
fn s7_o2_o3_the_partner_arrives_scores_and_the_stack_leaves_at_once() {
    // White occupies c7 (2 points), then reinforces it from d8 and steps out to b8.
    let mut g = position("c7 d8", "i9");
    assert!(is_legal(&g, "d8-c7>b8"));
    assert!(is_legal(&g, "d8-c7>d8"), "the start, now empty, is an exit");
    assert_eq!(refusal(&g, "d8-c7"), "S7-O3", "the exit must be named");
    assert_eq!(refusal(&g, "d8-c7>b6"), "S7-O3", "never onto an objective");
    assert_eq!(refusal(&g, "d8-c7>c9"), "S7-O3", "one step only");
    assert_eq!(refusal(&g, "d8-d7>d6"), "S7-O3", "only a reinforcement names an exit");
    play(&mut g, "d8-c7>b8");
    assert_eq!(Game::scores(&g), Some(vec![2, 0]));
    assert_eq!(g.pawn_at(sq("b8")), Some((WHITE, true)));
    assert_eq!(g.pawn_at(sq("c7")), None);
    assert_eq!(g.stacks().collect::<Vec<_>>(), vec![(sq("b8"), sq("c7"))]);
}

#[test]
fn s7_o3_a_blocked_stack_stays_and_its_exit_is_later_a_whole_move() {
    // f7 (3 points): the partner jumps in from f5 over f6; every other neighbour is taken.
    let mut g = position("f7 f5 f6 e6 g7 e8 f8 g8", "a5");
    assert!(is_legal(&g, "f5-f7"));
    assert_eq!(refusal(&g, "f5-f7>f5"), "S7-O3", "not adjacent to f7");
    play(&mut g, "f5-f7");
    assert_eq!(Game::scores(&g), Some(vec![3, 0]));
    assert_eq!(g.pawn_at(sq("f7")), Some((WHITE, true)));
    play(&mut g, "a5-a6");
    // Still blocked: White moves normally and the stack cannot.
    assert_eq!(refusal(&g, "f7-f6"), "S7-O3");
    assert_eq!(g.owed(), None, "no exit is free: nothing is owed");
    play(&mut g, "g8-h9 a6-a5");
    // g8 is free: leaving is now White's whole move, by one step.
    assert_eq!(tokens(&g), vec!["f7-g8"]);
    assert_eq!(g.owed(), Some(Owed::Exit(sq("f7"))));
    assert_eq!(refusal(&g, "e6-d7"), "S7-O3");
    assert_eq!(refusal(&g, "f7-h9"), "S7-O3");
    play(&mut g, "f7-g8");
    assert_eq!(g.pawn_at(sq("g8")), Some((WHITE, true)));
    assert_eq!(g.stacks().collect::<Vec<_>>(), vec![(sq("g8"), sq("f7"))]);
    assert_eq!(Game::scores(&g), Some(vec![3, 0]), "no second score for leaving");
}

#[test]
fn s7_o3a_either_stack_may_separate_and_only_the_top_pawn_moves() {
    let g = position("b8 g8 a4", "i9");
    let g = with_stack(with_stack(g, "b8", "c7"), "g8", "f7");
    let all = tokens(&g);
    assert!(all.iter().all(|t| t.starts_with("b8") || t.starts_with("g8")), "{all:?}");
    assert!(all.iter().any(|t| t.starts_with("b8")) && all.iter().any(|t| t.starts_with("g8")));
    let mut after = g.clone();
    play(&mut after, "g8-h9");
    assert_eq!(after.pawn_at(sq("g8")), Some((WHITE, false)), "the bottom pawn stays");
    assert_eq!(after.pawn_at(sq("h9")), Some((WHITE, false)));
    assert_eq!(after.stacks().count(), 1);
}

#[test]
fn s7_o4_separation_comes_first_but_never_back_to_the_objective() {
    let mut g = position("c7 d8 a4", "i9 h9");
    play(&mut g, "d8-c7>b8 i9-i8");
    assert_eq!(g.to_move(), WHITE);
    assert_eq!(refusal(&g, "a4-a5"), "S7-O4");
    assert_eq!(refusal(&g, "b8-c7"), "S7-O4");
    assert!(tokens(&g).iter().all(|t| t.starts_with("b8-")));
    assert!(is_legal(&g, "b8-b7"));
    // A jump is allowed for the separating pawn.
    let mut with_jump = position("c7 d8 a4 c8", "i9 h9");
    play(&mut with_jump, "d8-c7>b8 i9-i8");
    assert!(is_legal(&with_jump, "b8-d8"));
    play(&mut g, "b8-a8");
    assert_eq!(g.stacks().count(), 0);
    assert_eq!(pawns_of(&g, WHITE), set("a4 a8 b8"));

    // When the top pawn can only go back to the objective, the separation waits.
    // The stack on e8 left f7; every other step and jump of its top pawn is blocked.
    let g = position("e8 d7 d8 f8 d9 f9 c6 c8 g8 g10 a4", "i9");
    let g = with_stack(g, "e8", "f7");
    assert!(!tokens(&g).iter().any(|t| t.starts_with("e8")));
    assert!(is_legal(&g, "a4-a5"));
    assert_eq!(refusal(&g, "e8-f7"), "S7-O4");
    assert_eq!(refusal(&g, "e8-e7"), "S7-M4");
}

#[test]
fn s7_o5_occupants_and_stacks_are_captured_like_pawns() {
    // An occupant of f7 loses its last neighbour g8 to Bordeaux.
    let g = with_side(position("f7", "e6 f6 g7 e8 f8 h9"), BORDEAUX);
    let mut g = g;
    play(&mut g, "h9-g8");
    assert_eq!(g.pawn_at(sq("f7")), None);
    assert_eq!(Game::scores(&g), Some(vec![0, 1]));

    // A stack formed on f7 with no exit and a Bordeaux neighbour is captured at once (the
    // mover's own step), after its points were scored: two pawns, two points.
    let mut g = position("f7 f5 f6 e6 g7 e8 f8", "g8 a4");
    play(&mut g, "f5-f7");
    assert_eq!(g.pawn_at(sq("f7")), None);
    assert_eq!(g.stacks().count(), 0);
    assert_eq!(Game::scores(&g), Some(vec![3, 2]));
    assert_eq!(g.held(WHITE), 2);

    // A stack waiting to separate (f7 taken again meanwhile, h7 too) is captured by
    // Bordeaux filling its last liberty g9; the occupant of f7 goes with it.
    let g = position("g8 f7 h7", "g7 f8 h8 f9 h9 e6 f6 e8 g10");
    let mut g = with_side(with_stack(g, "g8", "f7"), BORDEAUX);
    assert_eq!(g.liberties(sq("g8")), Some(1));
    play(&mut g, "g10-g9");
    assert_eq!(g.pawn_at(sq("g8")), None, "the stack");
    assert_eq!(g.pawn_at(sq("f7")), None, "and the occupant");
    assert_eq!(g.pawn_at(sq("h7")), Some((WHITE, false)), "h7 keeps its liberties");
    assert_eq!(Game::scores(&g), Some(vec![0, 3]));
    assert_eq!(g.held(WHITE), 3);
}

#[test]
fn s7_o6_after_separating_the_pair_scores_again_on_the_same_objective() {
    let mut g = position("b6 a6", "i9");
    play(&mut g, "a6-b6>a5 i9-i8");
    assert_eq!(Game::scores(&g), Some(vec![1, 0]));
    play(&mut g, "a5-a6 i8-i9");
    assert_eq!(pawns_of(&g, WHITE), set("a5 a6"));
    play(&mut g, "a5-b6 i9-i8 a6-b6>a5");
    assert_eq!(Game::scores(&g), Some(vec![2, 0]));
}

// ---------------------------------------------------------------- last reinforcement

#[test]
fn s7_r1_the_sixth_capture_brings_back_a_pawn_to_place_at_once() {
    let g = position("d7 d8 f8 d9 g9", "e8 i9");
    let mut g = with_counts(g, [5, 1], [5, 1], [1, 5]);
    play(&mut g, "g9-f9");
    assert_eq!(g.captures(WHITE), 6);
    assert_eq!(g.to_move(), WHITE, "an extra action right away");
    assert_eq!(g.pending_placement(), Some(WHITE));
    let all = tokens(&g);
    assert!(all.iter().all(|t| t.starts_with('+')));
    assert!(all.contains(&"+e5".to_string()) && !all.contains(&"+c4".to_string()));
    assert_eq!(refusal(&g, "d7-c6"), "S7-R1");
    assert_eq!(refusal(&g, "+c4"), "S7-R1", "not on an objective");
    assert_eq!(refusal(&g, "+f2"), "S7-R1", "not on an obstacle");
    assert_eq!(refusal(&g, "+d7"), "S7-R1", "not on a pawn");
    assert_eq!(refusal(&g, "+a1"), "S7-G1");
    assert_eq!(refusal(&g, "+b3-b4"), "parse");
    play(&mut g, "+e5");
    assert_eq!(g.held(WHITE), 0);
    assert_eq!(Game::scores(&g), Some(vec![6, 1]), "the opponent keeps its points");
    assert_eq!(g.to_move(), BORDEAUX);
    assert_eq!(refusal(&g, "+e6"), "S7-R1", "only once");
}

#[test]
fn s7_r1_the_placement_captures_as_a_move() {
    // f10-f9 takes e8 (White's 6th); h9 (Bordeaux) keeps one liberty, i9, where White then
    // places its pawn: captured, and that 7th point wins.
    let g = position("d7 d8 f8 d9 f10 g8 h8 i8 g9 g10", "e8 h9");
    let mut g = with_counts(g, [5, 0], [5, 0], [1, 5]);
    play(&mut g, "f10-f9");
    assert_eq!(g.pawn_at(sq("e8")), None);
    assert_eq!(g.pawn_at(sq("h9")), Some((BORDEAUX, false)));
    play(&mut g, "+i9");
    assert_eq!(g.pawn_at(sq("h9")), None);
    assert_eq!(Game::scores(&g), Some(vec![7, 0]));
    assert_eq!(g.outcome(), Some(Outcome::single(WHITE)));
}

#[test]
fn s7_r1_triggered_by_the_opponents_move_comes_before_the_players_own_move() {
    // Bordeaux jumps into a trap (mirror of the self-capture scenario): White's 6th.
    let g = position("c9 d9 e10 b8 h3", "d8 a4");
    let g = with_side(with_counts(g, [5, 0], [5, 0], [1, 5]), BORDEAUX);
    let mut g = g;
    play(&mut g, "d8-d10");
    assert_eq!(g.pawn_at(sq("d10")), None);
    assert_eq!(g.captures(WHITE), 6);
    assert_eq!(g.to_move(), WHITE);
    assert_eq!(g.pending_placement(), Some(WHITE));
    play(&mut g, "+e5");
    assert_eq!(g.to_move(), WHITE, "then White's own move");
    assert!(tokens(&g).iter().all(|t| !t.starts_with('+')));
}

#[test]
fn s7_r1_both_sides_reach_six_in_one_move_the_mover_places_first() {
    // f8-f9 captures g10 (step 1, White's 6th) and costs e10 (step 2, Bordeaux's 6th).
    let g = position("f8 e10 f10 g9 h9 d9", "g10 d10 a4");
    let mut g = with_counts(g, [5, 5], [5, 5], [1, 1]);
    play(&mut g, "f8-f9");
    assert_eq!(g.pawn_at(sq("g10")), None);
    assert_eq!(g.pawn_at(sq("e10")), None);
    assert_eq!((g.captures(WHITE), g.captures(BORDEAUX)), (6, 6));
    assert_eq!(g.pending_placement(), Some(WHITE));
    play(&mut g, "+b3");
    assert_eq!(g.pending_placement(), Some(BORDEAUX));
    play(&mut g, "+b9");
    assert_eq!(g.pending_placement(), None);
    assert_eq!(g.to_move(), BORDEAUX);
    assert_eq!(Game::scores(&g), Some(vec![6, 6]));
}

#[test]
fn s7_r2_with_no_pawn_to_take_back_the_player_scores_one_and_wins() {
    let g = position("d7 d8 f8 d9 g9", "e8 i9");
    let mut g = with_counts(g, [5, 0], [5, 0], [0, 5]);
    play(&mut g, "g9-f9");
    assert_eq!(Game::scores(&g), Some(vec![7, 0]));
    assert_eq!(g.outcome(), Some(Outcome::single(WHITE)));
    assert_eq!(g.ending(), Some(Ending::Seven(WHITE)));
}

// ---------------------------------------------------------------- end of the game

#[test]
fn s7_e1_seven_points_win_at_once_before_the_second_capture_step() {
    // f8-f9 takes g10 (7th point); e10 would die in step 2 but the game is already won.
    let g = position("f8 e10 f10 g9 h9 d9", "g10 d10 a4");
    let mut g = with_counts(g, [6, 0], [3, 0], [0, 3]);
    play(&mut g, "f8-f9");
    assert_eq!(g.outcome(), Some(Outcome::single(WHITE)));
    assert_eq!(g.pawn_at(sq("e10")), Some((WHITE, false)));
    assert_eq!(Game::scores(&g), Some(vec![7, 0]));
    // Objective points count as well.
    let mut g = with_counts(position("c7 d8", "i9"), [5, 0], [0, 0], [0, 0]);
    play(&mut g, "d8-c7>b8");
    assert_eq!(g.outcome(), Some(Outcome::single(WHITE)));
}

#[test]
fn s7_e2_a_player_without_moves_passes_and_two_passes_end_the_game() {
    // White's only pawn occupies f7: no move, so Bordeaux plays twice in a row.
    let mut g = with_side(position("f7", "a4 i9"), BORDEAUX);
    play(&mut g, "a4-a5");
    assert_eq!(g.to_move(), BORDEAUX);
    assert!(!g.is_over());
    // Both sides with occupants only: the game ends, the higher score wins.
    let g = ready(with_counts(position("f7", "e4"), [1, 2], [0, 0], [0, 0]));
    assert_eq!(g.ending(), Some(Ending::BothBlocked));
    assert_eq!(g.outcome(), Some(Outcome::single(BORDEAUX)));
    assert!(tokens(&g).is_empty());
    let g = ready(with_counts(position("f7", "e4"), [2, 2], [0, 0], [0, 0]));
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

#[test]
fn s7_e2_two_hundred_moves_without_capture_or_score_end_the_game() {
    let mut g = position("a4", "i9");
    g.quiet = QUIET_MOVE_LIMIT - 2;
    play(&mut g, "a4-a5");
    assert!(!g.is_over());
    play(&mut g, "i9-i8");
    assert_eq!(g.ending(), Some(Ending::QuietMoves));
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    // A capture (or any score) starts the count again.
    let mut g = position("d7 d8 f8 d9 g9", "e8 i9");
    g.quiet = QUIET_MOVE_LIMIT - 1;
    play(&mut g, "g9-f9");
    assert_eq!(g.quiet_moves(), 0);
    assert!(!g.is_over());
    // Counted from the start of a real game too.
    let mut g = Strata7::new();
    play(&mut g, "b3-a4 i8-j7");
    assert_eq!(g.quiet_moves(), 2);
}

#[test]
fn s7_e3_nothing_is_accepted_once_the_game_is_over() {
    let g = position("d7 d8 f8 d9 g9", "e8 i9");
    let mut g = with_counts(g, [6, 0], [6, 0], [0, 6]);
    play(&mut g, "g9-f9");
    assert!(g.is_over());
    assert_eq!(refusal(&g, "f9-f10"), "S7-E3");
    assert_eq!(refusal(&g, "a1-a2"), "S7-E3", "before the geometry");
    assert_eq!(refusal(&g, "+e5"), "S7-E3");
    assert_eq!(refusal(&g, "f9"), "parse", "parsing comes first");
}

#[test]
fn check_reports_the_first_failing_rule_in_interface_order() {
    // A pending placement comes before the geometry and the owner.
    let g = position("d7 d8 f8 d9 g9", "e8 i9");
    let mut g = with_counts(g, [5, 0], [5, 0], [1, 5]);
    play(&mut g, "g9-f9");
    assert_eq!(refusal(&g, "a1-a2"), "S7-R1");
    assert_eq!(refusal(&g, "i9-i8"), "S7-R1");
    // A pending separation comes before the geometry.
    let mut g = position("c7 d8 a4", "i9 h9");
    play(&mut g, "d8-c7>b8 i9-i8");
    assert_eq!(refusal(&g, "a1-a2"), "S7-O4");
    assert_eq!(refusal(&g, "i8-i7"), "S7-O4");
    assert_eq!(refusal(&g, "b8-a9"), "S7-G1", "the forced stack itself, off the board");
    // The geometry before the owner, the owner before the movement rules.
    let g = Strata7::new();
    assert_eq!(refusal(&g, "b9-a9"), "S7-G1");
    assert_eq!(refusal(&g, "b8-b6"), "S7-S2");
}

// ---------------------------------------------------------------- notation

#[test]
fn every_square_of_the_notation_round_trips() {
    for file0 in 0..16u8 {
        for rank0 in 0..16u8 {
            let square = Square::new(file0, rank0).expect("in range");
            assert_eq!(square.coords(), (file0, rank0));
            assert_eq!(sq(&square.to_string()), square);
            assert_eq!(square.cell().is_some(), file0 < 10 && rank0 < 10);
        }
    }
    assert_eq!(Square::new(16, 0), None);
    assert_eq!(sq("j10").to_string(), "j10");
}

#[test]
fn notation_round_trips_and_caps_chain_length() {
    for token in ["b3-a4", "d2-d4-f6", "e6-f7>g7", "+c3", "f7-g7", "i9-i8", "p16-a1"] {
        assert_eq!(mv(token).to_string(), token);
    }
    let long: Vec<String> = (0..25).map(|i| format!("a{}", i % 10 + 1)).collect();
    let token = format!("b2-{}", long.join("-"));
    assert_eq!(refusal(&Strata7::new(), &token), "parse");
    let ok = format!("b2-{}", long[..24].join("-"));
    assert_eq!(mv(&ok).to_string(), ok);
    assert_eq!(refusal(&Strata7::new(), &ok), "S7-G1", "a1 is a cut corner");
}
