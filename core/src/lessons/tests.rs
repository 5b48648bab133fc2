use super::*;
use crate::words::Hint;
use std::collections::BTreeSet;

/// The rule IDs of a game's rules text (`### S5-P1 · …` headings).
fn rule_ids(game: GameId) -> BTreeSet<String> {
    let path = format!("{}/../assets/rules/{}.md", env!("CARGO_MANIFEST_DIR"), game.id());
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter_map(|line| line.strip_prefix("### "))
        .filter_map(|heading| heading.split(' ').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_file_reads_and_every_id_is_unique_and_names_its_game() {
    let mut ids = BTreeSet::new();
    for &(game, kind, text) in FILES {
        let items = parse(game, kind, text).unwrap_or_else(|e| panic!("{game} {kind:?}: {e}"));
        for item in items {
            assert!(item.id.starts_with(&format!("{}-", game.id())), "{}", item.id);
            assert!(ids.insert(item.id.clone()), "{} twice", item.id);
            assert!(!item.steps.is_empty() && !item.rules.is_empty(), "{}", item.id);
        }
    }
}

#[test]
fn every_game_has_its_lessons_and_puzzles() {
    let mut short = Vec::new();
    for game in GameId::ALL {
        let items = of(game);
        let count = |kind| items.iter().filter(|i| i.kind == kind).count();
        let puzzles = if game == GameId::Stratego { 8 } else { 15 };
        if count(Kind::Lesson) < 8 || count(Kind::Puzzle) < puzzles {
            short.push(format!(
                "{game}: {} lessons, {} puzzles",
                count(Kind::Lesson),
                count(Kind::Puzzle)
            ));
        }
        for item in items.iter().filter(|i| i.kind == Kind::Lesson) {
            let sentences = item.text.matches(". ").count() + 1;
            assert!((2..=5).contains(&sentences), "{}: {sentences} sentences", item.id);
        }
    }
    assert!(short.is_empty(), "{short:?}");
}

#[test]
fn the_lessons_teach_every_rule_and_name_only_rules_that_exist() {
    let mut untaught = Vec::new();
    for game in GameId::ALL {
        let ids = rule_ids(game);
        assert!(ids.len() > 10, "{game}: {ids:?}");
        let mut taught = BTreeSet::new();
        for item in of(game) {
            for rule in &item.rules {
                assert!(ids.contains(rule), "{}: no rule {rule} in {game}'s rules", item.id);
                if item.kind == Kind::Lesson {
                    taught.insert(rule.clone());
                }
            }
        }
        let missing: Vec<_> = ids.difference(&taught).collect();
        if !missing.is_empty() {
            untaught.push(format!("{game}: no lesson teaches {missing:?}"));
        }
    }
    assert!(untaught.is_empty(), "{untaught:#?}");
}

/// Plays `line` through a coach as the app does: the learner's moves are judged, the replies
/// come from the coach. Returns the final verdict and the position reached.
fn follow(game: GameId, step: &Step, line: &[String]) -> (Verdict, Box<dyn AnyGame>) {
    let mut coach = Coach::new(game, step).unwrap();
    let mut board = step.start(game).unwrap();
    let mut at = 0;
    loop {
        let mv = &line[at];
        assert_eq!(board.to_move(), Some(coach.learner()), "{mv}: not the learner's move");
        let verdict = coach.judge(board.as_ref(), mv);
        board.play_token(mv).unwrap_or_else(|e| panic!("{mv}: {e:?}"));
        at += 1;
        match &verdict {
            Verdict::Good { replies } | Verdict::Reached { replies } => {
                for reply in replies {
                    assert_eq!(reply, &line[at], "the coach's reply is the line's");
                    board.play_token(reply).unwrap();
                    at += 1;
                }
            }
            Verdict::Wrong(why) => panic!("{mv} judged wrong: {why:?}"),
        }
        if matches!(verdict, Verdict::Reached { .. }) || at == line.len() {
            return (verdict, board);
        }
    }
}

#[test]
fn every_answer_is_legal_and_reaches_its_goal() {
    for item in all() {
        for (n, step) in item.steps.iter().enumerate() {
            let name = format!("{} step {}", item.id, n + 1);
            let start = step.start(item.game).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(start.outcome().is_none(), "{name}: starts over");
            assert!(!step.goal.is_empty(), "{name}");
            for line in step.lines() {
                let (verdict, end) = follow(item.game, step, line);
                assert!(matches!(verdict, Verdict::Reached { .. }), "{name}: {line:?} {verdict:?}");
                let learner = start.to_move().unwrap();
                if step.wins || item.kind == Kind::Puzzle {
                    let won = end.outcome().is_some_and(|o| o.winners().contains(&learner));
                    assert!(won, "{name}: {line:?} does not win");
                }
            }
        }
    }
}

#[test]
fn a_puzzle_that_wins_in_one_has_one_winning_first_move() {
    for item in all().into_iter().filter(|i| i.kind == Kind::Puzzle && i.game != GameId::Stratego) {
        let step = &item.steps[0];
        let start = step.start(item.game).unwrap();
        let hints = crate::hints::hints(start.as_ref()).unwrap();
        if step.answer.len() == 1 {
            assert_eq!(hints.wins, step.answer, "{}: more than one win", item.id);
        }
    }
}

#[test]
fn a_wrong_move_is_explained_and_the_step_starts_again() {
    for item in all().into_iter().filter(|i| i.kind == Kind::Lesson) {
        let step = &item.steps[0];
        if step.turn {
            continue; // any legal move is right there
        }
        let start = step.start(item.game).unwrap();
        let accepted: BTreeSet<&String> = step.lines().map(|line| &line[0]).collect();
        let Some(wrong) = start.legal_move_tokens().into_iter().find(|mv| {
            let mut after = start.clone_box();
            after.play_token(mv).unwrap();
            !(accepted.contains(mv) || step.wins && after.outcome().is_some())
        }) else {
            continue;
        };
        let mut coach = Coach::new(item.game, step).unwrap();
        match coach.judge(start.as_ref(), &wrong) {
            // A legal move that is not the step's: said so, with a reason.
            Verdict::Wrong(Miss::Illegal(e)) => panic!("{}: {wrong} refused: {e}", item.id),
            Verdict::Wrong(_) => {}
            other => panic!("{}: {wrong} was {other:?}", item.id),
        }
        assert_eq!(coach.next_moves().unwrap()[0], step.answer[0], "{}: started again", item.id);
    }
}

/// "Hint" names where the move starts, in each game's own words, read with the game's own
/// move parser (not from the token's shape), and keeps the destination back.
#[test]
fn a_hint_names_where_the_move_starts_not_where_it_ends() {
    let start = |game| {
        crate::games::GameSetup::from_options(game, &Default::default()).unwrap().start().unwrap()
    };
    let piece = |cell: &str| Hint::MoveThePieceOn(cell.into());
    for (game, token, hint) in [
        (GameId::Strata5, "3@f2", Hint::BringPawn(3)),
        (GameId::Strata5, "#c3", Hint::BlockAround("c3".into())),
        (GameId::Stratum, "C3-C6", Hint::BarStartsOn("C3".into())),
        (GameId::Strata7, "e6-f7>g7", piece("e6")),
        (GameId::Strata7, "d2-d4-f6", piece("d2")),
        (GameId::Stratego, "a4-a9", piece("a4")),
    ] {
        assert_eq!(start(game).hint(token), Some(hint), "{token}");
    }
    assert_eq!(start(GameId::Stratum).hint("not a move"), None);
}

#[test]
fn every_answer_of_every_lesson_has_a_hint() {
    for item in all() {
        for step in &item.steps {
            let start = step.start(item.game).unwrap();
            let Some(first) = step.answer.first() else { continue };
            let hint = start.hint(first);
            let reserve = first.contains('@');
            let cell = hint.as_ref().map(|h| h.cell());
            assert_eq!(cell.map(|c| c.is_none()), Some(reserve), "{}: {first}", item.id);
        }
    }
}

#[test]
fn stratego_texts_name_each_numbered_rank_as_the_board_shows_it() {
    use crate::games::stratego::Rank;
    // The number each rank carries on the board (the Marshal's is 10, not its letter M).
    let ranks = [
        (Rank::Marshal, 10),
        (Rank::General, 9),
        (Rank::Colonel, 8),
        (Rank::Major, 7),
        (Rank::Captain, 6),
        (Rank::Lieutenant, 5),
        (Rank::Sergeant, 4),
        (Rank::Miner, 3),
        (Rank::Scout, 2),
    ];
    for item in all().into_iter().filter(|i| i.game == GameId::Stratego) {
        let steps = item
            .steps
            .iter()
            .flat_map(|s| [Some(&s.goal), s.wrong.as_ref(), s.done.as_ref()].into_iter().flatten());
        for text in std::iter::once(&item.text).chain(steps) {
            for (rank, number) in ranks {
                let name = rank.name();
                let shown = format!("{name} ({number})");
                for (at, _) in text.match_indices(name) {
                    let rest = &text[at..];
                    let plural = rest[name.len()..].starts_with('s');
                    assert!(plural || rest.starts_with(&shown), "{}: {name} in {text:?}", item.id);
                }
            }
        }
    }
}

#[test]
fn every_generated_puzzle_hints_at_its_theme_after_a_wrong_move() {
    let generated =
        all().into_iter().filter(|i| i.kind == Kind::Puzzle && i.id.contains("-puzzle-"));
    let mut count = 0;
    for item in generated.filter(|i| i.game != GameId::Stratego) {
        let theme = puzzle_theme(&item.rules[0]).unwrap_or_else(|| panic!("{}", item.id));
        for step in &item.steps {
            assert_eq!(step.wrong.as_deref(), Some(theme), "{}", item.id);
        }
        count += 1;
    }
    assert!(count >= 40, "{count} generated puzzles");
}
