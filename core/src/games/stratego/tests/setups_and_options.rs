//! Armies and setups from the options (the named setups, random armies, save files), and the
//! `AnyGame` face as the command line uses it.

use super::*;

#[test]
fn named_setups_all_parse_and_validate() {
    let files = setup::named_setup_files();
    let named = named_setups();
    assert_eq!(named.len(), files.len());
    assert!(named.len() >= 3);
    for (file, text) in files {
        let setup = parse_named_setup(text).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(!setup.name.is_empty() && !setup.idea.is_empty(), "{file}");
        // Every shipped setup speaks French too, with French spacing.
        let (name, idea) = (setup.name_in(crate::Lang::Fr), setup.idea_in(crate::Lang::Fr));
        assert!(name != setup.name && idea != setup.idea, "{file}: no French");
        assert_eq!(crate::lang::french_spacing_faults(idea), Vec::<String>::new(), "{file}");
        assert_eq!(Army::parse(&setup.army.to_string()), Ok(setup.army));
        let flag_row = (0..4).find(|&r| (0..10).any(|c| setup.army.at(r, c) == Rank::Flag));
        assert_eq!(flag_row, Some(3), "{file}: the Flag is on the back rank");
    }
    // Every pair can start a game in which Red has a move.
    for red in &named {
        for blue in &named {
            let game = Stratego::new(&red.army, &blue.army, Rules::default());
            assert!(!legal(&game).is_empty());
        }
    }
}

#[test]
fn a_setup_file_translates_its_name_and_idea_whole_or_not_at_all() {
    let base = "name = A\nidea = B\nsetup = 89B4M74B68/2S26225627/354325736B/32542B3BBF\n";
    let both = parse_named_setup(&format!("{base}name.fr = Un\nidea.fr = Deux\n")).unwrap();
    assert_eq!((both.name_in(crate::Lang::Fr), both.idea_in(crate::Lang::Fr)), ("Un", "Deux"));
    assert_eq!(both.name_in(crate::Lang::En), "A");
    assert!(parse_named_setup(&format!("{base}name.fr = Un\n")).is_err(), "a name alone");
    assert!(parse_named_setup(&format!("{base}name.xx = Un\nidea.xx = D\n")).is_err());
    assert!(parse_named_setup(&format!("{base}colour.fr = Un\n")).is_err());
}

#[test]
fn random_setups_are_valid_sensible_and_reproducible() {
    let mut walled = 0;
    let mut rng = Rng::seed(99);
    for _ in 0..1000 {
        let army = Army::random(&mut rng);
        assert_eq!(Army::parse(&army.to_string()), Ok(army));
        let flag_col = (0..10).find(|&c| army.at(3, c) == Rank::Flag).expect("Flag on back rank");
        let mut shell = vec![army.at(2, flag_col)];
        if flag_col > 0 {
            shell.push(army.at(3, flag_col - 1));
        }
        if flag_col < 9 {
            shell.push(army.at(3, flag_col + 1));
        }
        if shell.iter().all(|&r| r == Rank::Bomb) {
            walled += 1;
        }
        let front_scouts = (0..10).filter(|&c| army.at(0, c) == Rank::Scout).count();
        assert!(front_scouts >= 2);
        let marshal_row = (0..4).find(|&r| (0..10).any(|c| army.at(r, c) == Rank::Marshal));
        assert!(marshal_row < Some(3));
    }
    assert!(walled > 600, "the Flag is walled in by Bombs in {walled} of 1000 setups");
    assert_eq!(Setup::from_seed(7), Setup::from_seed(7));
    assert_ne!(Setup::from_seed(7), Setup::from_seed(8));
    let a = Army::random(&mut Rng::seed(3));
    assert_ne!(a, Army::random(&mut Rng::seed(4)));
}

#[test]
fn options_resolve_to_stored_setup_strings() {
    let opts = |red: Option<&str>, blue: Option<&str>, seed: Option<u64>, limit: Option<u32>| {
        GameOptions {
            red_setup: red.map(String::from),
            blue_setup: blue.map(String::from),
            seed,
            repetition_limit: limit,
            ..GameOptions::default()
        }
    };
    let setup = Setup::from_options(&opts(Some(CORNER_FORTRESS), Some(BLITZ_LANES), None, None))
        .expect("valid");
    assert_eq!((setup.red.as_str(), setup.blue.as_str()), (CORNER_FORTRESS, BLITZ_LANES));
    assert_eq!(setup.repetition_limit, 5);
    assert!(!setup.more_squares);
    // Neither given: seed 0.
    assert_eq!(Setup::from_options(&GameOptions::default()), Ok(Setup::from_seed(0)));
    let seeded = Setup::from_options(&opts(None, None, Some(42), Some(3))).expect("valid");
    assert_eq!(seeded.red, Setup::from_seed(42).red);
    assert_eq!(seeded.repetition_limit, 3);
    let errors = [
        opts(Some(CORNER_FORTRESS), None, None, None),
        opts(None, Some(CORNER_FORTRESS), None, None),
        opts(Some(CORNER_FORTRESS), Some(BLITZ_LANES), Some(1), None),
        opts(None, None, None, Some(4)),
        opts(None, None, None, Some(0)),
        opts(Some("nonsense"), Some(BLITZ_LANES), None, None),
        GameOptions { size: Some(8), ..GameOptions::default() },
        GameOptions { players: Some(2), ..GameOptions::default() },
    ];
    for options in errors {
        let e = Setup::from_options(&options).expect_err("refused");
        assert!(!e.is_empty());
    }
    let e = Setup::from_options(&opts(None, None, None, Some(4))).expect_err("limit 4");
    assert!(e.contains("--repetition-limit") && e.contains('4'), "{e}");
    let e = Setup::from_options(&opts(Some("26B529B428"), Some(BLITZ_LANES), None, None))
        .expect_err("bad red");
    assert!(e.starts_with("--red-setup:"), "{e}");
    // A stored setup that is wrong is refused when starting.
    let bad = Setup { repetition_limit: 7, ..setup.clone() };
    assert!(Stratego::from_setup(&bad).is_err());
    let bad = Setup { blue: "x".into(), ..setup };
    assert!(Stratego::from_setup(&bad).is_err());
}

#[test]
fn game_setup_round_trips_through_ron_with_both_hidden_setups() {
    let setup = GameSetup::Stratego(Setup::from_seed(5));
    let text = ron::to_string(&setup).expect("serialise");
    let back: GameSetup = ron::from_str(&text).expect("deserialise");
    assert_eq!(back, setup);
    let GameSetup::Stratego(inner) = &back else { panic!("not a Stratego setup") };
    assert!(text.contains(&inner.red) && text.contains(&inner.blue));
}

#[test]
fn any_game_face_plays_tokens_like_the_command_line() {
    let options = GameOptions {
        red_setup: Some(CORNER_FORTRESS.into()),
        blue_setup: Some(BLITZ_LANES.into()),
        ..GameOptions::default()
    };
    let setup = GameSetup::from_options(GameId::Stratego, &options).expect("setup");
    assert_eq!(setup.id(), GameId::Stratego);
    let mut game = setup.start().expect("start");
    assert_eq!(game.player_names(), ["red", "blue"]);
    assert_eq!(game.to_move(), Some(RED));
    let tokens = game.legal_move_tokens();
    let mut sorted = tokens.clone();
    sorted.sort_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
    assert_eq!(tokens, sorted);
    assert_eq!(
        tokens,
        [
            "a4-a5", "a4-a6", "a4-a7", "b4-b5", "e4-e5", "e4-e6", "e4-e7", "f4-f5", "i4-i5",
            "i4-i6", "i4-i7", "j4-j5"
        ]
    );
    game.play_token("a4-a7").expect("scout attack");
    assert_eq!(game.check_token("e4-e5").map_err(|e| e.rule), Err("SG-M1"));
    assert_eq!(game.play_token("a4-a5").map_err(|e| e.rule), Err("SG-M1"));
    assert_eq!(game.play_token("c7-c6").map_err(|e| e.rule), Err("SG-M2"));
    assert_eq!(game.play_token("b7-b5").map_err(|e| e.rule), Err("SG-M3"));
    assert_eq!(game.play_token("x").map_err(|e| e.rule), Err("parse"));
    assert_eq!(game.scores(), None);
    game.play_token("b7-b6").expect("blue moves");
    assert_eq!(game.to_move(), Some(RED));
    let e = game.play_token("b6-b5").expect_err("not red's piece");
    assert_eq!(e.rule, "SG-M1");
}
