//! The wording of every fact, in English and in French.

use super::*;

#[test]
fn exact_results_count_a_players_own_moves_and_the_opponents_for_a_loss() {
    let words = |result, plies, best| exact_words(&Exact::new(result, plies), best);
    assert_eq!(words(ExactResult::Win, 1, true), "this move wins at once");
    assert_eq!(words(ExactResult::Win, 3, true), "you win in 2 moves");
    assert_eq!(
        words(ExactResult::Loss, 6, true),
        "every move loses against best play; this one resists longest (the opponent \
         needs 3 moves to win)"
    );
    assert_eq!(
        words(ExactResult::Loss, 2, false),
        "this move loses against best play (the opponent can then win at once)"
    );
    assert_eq!(words(ExactResult::Draw, 7, false), "a draw with best play");
    crate::i18n::set_lang(Lang::Fr);
    assert_eq!(words(ExactResult::Win, 5, true), "vous gagnez en 3\u{a0}coups");
    crate::i18n::set_lang(Lang::En);
}

#[test]
fn a_screen_reader_reads_the_cells_in_the_players_language() {
    use strata_core::position_from_text;
    let line = |game, text: &str, viewer, cell: &str| {
        let g = position_from_text(game, text).unwrap();
        let all = cells(g.as_ref(), viewer);
        all.into_iter().find(|(c, _)| c == cell).map(|(_, l)| l).unwrap()
    };
    let s5 = "8 a1:1,c1:1,e1:1,g1:1,a7:1,g7:1,b1:2 r2e1:1 23456/223456 r p1 25 0";
    let s7 = "----------/----------/---.2..---/---....---/---....---/---....---/---....---/---.2..---/----------/---------- d4,e4,f4,g4 d7,e7,f7,g7 0/0 0/0 0/0 w 0";
    let sg = "Fa1,3e4* Be5,9e7*!,Fj10 r -/- 0 5";
    let red = Some(Player(0));
    assert_eq!(line(GameId::Strata5, s5, None, "e1"), "level 1, red pawn 2");
    assert_eq!(line(GameId::Strata7, s7, None, "e3"), "white's 2-point objective");
    assert_eq!(line(GameId::Stratego, sg, red, "e4"), "your Miner (has moved)");
    assert_eq!(line(GameId::Stratego, sg, red, "e5"), "blue piece, unknown");
    assert_eq!(line(GameId::Stratego, sg, red, "e7"), "blue General");
    assert_eq!(line(GameId::Strata5, s5, None, "c1"), "level 2");
    assert_eq!(line(GameId::Strata5, s5, None, "d4"), "the bare board");
    assert_eq!(line(GameId::Stratum, "5 2 A1-A4b d 17,18", None, "A2"), "level 1, beige");
    assert_eq!(line(GameId::Stratum, "5 2 A1-A4b d 17,18", None, "B1"), "empty");
    crate::i18n::set_lang(Lang::Fr);
    assert_eq!(line(GameId::Strata5, s5, None, "e1"), "niveau 1, pion 2 de Rouge");
    assert_eq!(line(GameId::Strata7, s7, None, "d4"), "pion de Blanc");
    assert_eq!(line(GameId::Strata7, s7, None, "e3"), "objectif de 2\u{a0}points de Blanc");
    assert_eq!(line(GameId::Stratego, sg, red, "e5"), "pièce de Bleu, inconnue");
    assert_eq!(line(GameId::Stratego, sg, red, "e4"), "votre Démineur (a bougé)");
    crate::i18n::set_lang(Lang::En);
}

#[test]
fn suggestions_reasons_and_lesson_hints_in_the_players_language() {
    use strata_core::position_from_text;
    let strip = "a1:1,c1:1,e1:1,g1:1,a7:1,g7:1";
    let text = format!("8 {strip},b1:2 r3g2:1,b5d1:1 22456/22346 r b2:g2 25 0");
    let g = position_from_text(GameId::Strata5, &text).unwrap();
    let why = |turn: &str| {
        let reasons = strata_core::reasons::reasons(g.as_ref(), &[vec![turn.to_string()]]);
        let names = g.player_names();
        reasons[0].iter().map(|r| reason_words(r, names)).collect::<Vec<_>>()
    };
    let hint = |token: &str| hint_words(&g.hint(token).unwrap());
    assert_eq!(why("#c1")[..2], ["builds on level 3", "traps the enemy pawn 5"]);
    assert_eq!(hint("#c3"), "this is the moment for a block: look at the squares around c3.");
    let gains = reason_words(&Reason::GainsVisibleCells { cells: 1 }, &[]);
    assert_eq!(gains, "gains 1 visible cell");
    crate::i18n::set_lang(Lang::Fr);
    assert_eq!(why("#c1")[..2], ["bâtit au niveau 3", "piège le pion adverse 5"]);
    assert_eq!(clauses(&why("#c1")[..2]), "bâtit au niveau 3\u{a0}; piège le pion adverse 5");
    assert_eq!(hint("g2-e2"), "c’est la pièce de la case g2 qui joue.");
    let spy = strata_core::games::stratego::Rank::Spy;
    let known = reason_words(&Reason::AttacksKnown { rank: spy }, &[]);
    assert_eq!(known, "attaque l’Espion, dont le grade est connu");
    let covers = reason_words(&Reason::Covers { cells: 3, owner: Player(1) }, &["red", "blue"]);
    assert_eq!(covers, "recouvre 3\u{a0}cases de Bleu");
    crate::i18n::set_lang(Lang::En);
}

#[test]
fn a_typed_setup_is_refused_in_the_players_language() {
    let army = "26B529B428/74M6S25736/B324836B57/FB3245322B";
    let problem = |text: &str| setup_problem_words(&Army::parse(text).unwrap_err());
    let (groups, short, letter) = ("26B529B428", army.replace("FB3", "F3"), army.replace('S', "Z"));
    let counts = army.replace('S', "2");
    // English says what the command line says (the engine's own sentence).
    for text in [groups, &short, &letter] {
        assert_eq!(problem(text), Army::parse(text).unwrap_err().to_string(), "{text}");
    }
    let english = problem(&counts);
    assert!(english.starts_with("wrong number of pieces: 9 Scouts instead of 8"), "{english}");
    crate::i18n::set_lang(Lang::Fr);
    assert!(problem(groups).ends_with("un seul groupe trouvé"), "{}", problem(groups));
    assert!(problem(&short).starts_with("le groupe 4 (la dernière rangée) a 9\u{a0}lettres"));
    assert!(problem(&letter).starts_with("«\u{a0}Z\u{a0}» ne désigne aucune pièce"));
    let french = problem(&counts);
    assert!(french.contains("9 Éclaireurs au lieu de 8, 0 Espion au lieu de 1"), "{french}");
    assert!(french.ends_with("6 Bombes et 1 Drapeau)"), "{french}");
    crate::i18n::set_lang(Lang::En);
}

#[test]
fn a_files_problem_is_the_systems_words_in_english_and_its_kind_in_french() {
    let denied = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
    let odd = std::io::Error::other("a device said no");
    assert_eq!(io_problem(&denied), denied.to_string());
    assert_eq!(io_problem(&odd), "a device said no");
    crate::i18n::set_lang(Lang::Fr);
    assert_eq!(io_problem(&denied), "accès refusé");
    assert_eq!(io_problem(&odd), "le système a refusé");
    crate::i18n::set_lang(Lang::En);
}

#[test]
fn a_refused_letter_says_why_as_the_command_line_does_and_in_french() {
    use LetterProblem as P;
    let all = [
        P::TooLong { bytes: 300_000 },
        P::NotALetter,
        P::CutShort,
        P::Damaged,
        P::OtherGame,
        P::OwnLetter,
        P::Missing { starts: 4, read: 2 },
        P::ReadMoreThanSent,
        P::NothingNew,
    ];
    for problem in &all {
        assert_eq!(letter_problem(problem.clone()), problem.to_string());
    }
    crate::i18n::set_lang(Lang::Fr);
    let missing = letter_problem(P::Missing { starts: 4, read: 2 });
    assert!(missing.starts_with("il manque une lettre\u{a0}: celle-ci commence à la ligne 4"));
    assert_eq!(letter_problem(P::OtherGame), "cette lettre appartient à une autre partie");
    crate::i18n::set_lang(Lang::En);
}

#[test]
fn a_refused_offer_says_why_as_the_command_line_does_and_in_french() {
    use OfferRefusal as R;
    let all = [
        R::GameOver,
        R::Waiting,
        R::PieceToShow,
        R::NoTakeBackInStratego,
        R::NothingToTakeBack,
        R::NoOfferToAnswer,
    ];
    for refusal in all {
        let english = crate::theme::capitalise(&refusal.to_string()) + ".";
        assert_eq!(offer_refusal(refusal), english);
    }
    crate::i18n::set_lang(Lang::Fr);
    assert_eq!(offer_refusal(R::NothingToTakeBack), "Vous n’avez aucun coup à reprendre.");
    crate::i18n::set_lang(Lang::En);
}

#[test]
fn a_friend_on_another_version_is_told_in_the_players_language() {
    use strata_core::online::{Invitation, Message, Table};
    let setup = strata_core::GameSetup::from_options(GameId::Strata5, &Default::default());
    let hello = Invitation::new(setup.unwrap(), 0, None).unwrap().hello();
    let Message::Hello { app, setup, seats, sealed, clock, .. } = hello else { panic!() };
    let newer = Message::Hello { protocol: 999, app, setup, seats, sealed, clock };
    let fault = Table::join(newer, None).unwrap_err();
    assert_eq!(fault_words(fault.clone()), fault.reason, "English says what the command line says");
    crate::i18n::set_lang(Lang::Fr);
    assert!(fault_words(fault).starts_with("l’application de votre ami parle la version 999"));
    crate::i18n::set_lang(Lang::En);
}

#[test]
fn every_setup_principle_has_its_words_in_every_language() {
    for principle in strata_core::games::stratego::PRINCIPLES {
        let id = format!("principle-{}", principle.id);
        for lang in Lang::ALL {
            assert!(crate::i18n::lookup_in(lang, &id, &[]).is_some(), "{id} in {lang}");
            let why = format!("{id}-why");
            assert!(crate::i18n::lookup_in(lang, &why, &[]).is_some(), "{why} in {lang}");
        }
        assert_eq!(principle_words(&principle), (principle.name.into(), principle.why.into()));
    }
}

#[test]
fn an_editors_problem_names_its_rule_in_another_language() {
    let problem = "the piece on C3-C6 (level 2) lies over a hole: C4 has height 0, not 1 (SM-P4)";
    assert_eq!(explain_problem(problem), problem);
    crate::i18n::set_lang(Lang::Fr);
    let title = crate::rules::title_in("SM-P4", Lang::Fr).unwrap();
    assert!(explain_problem(problem).contains(title), "{}", explain_problem(problem));
    assert!(explain_problem("give the pieces left of each of the 3 players").contains("marquées"));
    crate::i18n::set_lang(Lang::En);
}

#[test]
fn clocks_in_words() {
    let control = TimeControl { minutes: 10, increment: 5 };
    assert_eq!(clock_words(control), "10 min + 5 s a turn");
    assert_eq!(clock_words(TimeControl { minutes: 30, increment: 0 }), "30 min each");
}

#[test]
fn another_language_names_the_rule_that_refuses_a_move_or_ends_the_game() {
    let refused = IllegalMove::new("S7-M4", "e5 is an obstacle");
    assert_eq!(explain_refusal(&refused), "e5 is an obstacle");
    let ending = EndReason::new("SG-E1", "Red captured the Flag.");
    crate::i18n::set_lang(Lang::Fr);
    let title = crate::rules::title_in("S7-M4", Lang::Fr).unwrap();
    assert!(explain_refusal(&refused).contains(title), "{}", explain_refusal(&refused));
    assert_eq!(explain_refusal(&IllegalMove::parse("what is zz9")), "cette notation ne se lit pas");
    let title = crate::rules::title_in("SG-E1", Lang::Fr).unwrap();
    assert!(explain_ending(&ending).contains(title));
    crate::i18n::set_lang(Lang::En);
    assert_eq!(explain_ending(&ending), "Red captured the Flag.");
}
