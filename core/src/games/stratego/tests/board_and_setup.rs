//! The board, the pieces and the setup rules: one scenario (at least) per rule ID, named
//! after it.

use super::*;

#[test]
fn sg_g1_board_is_ten_by_ten_and_off_board_squares_are_refused() {
    let game = fixture();
    let occupied: Vec<Square> =
        (0..100).map(Square::from_index).filter(|&s| game.piece_at(s).is_some()).collect();
    assert_eq!(occupied.len(), 80);
    assert!(occupied.iter().all(|s| s.rank <= 3 || s.rank >= 6));
    // Readable but off the board: parsed, then refused with the geometry rule.
    refused(&game, "k4-k5", "SG-G1");
    refused(&game, "a4-a11", "SG-G1");
    let e = refused(&game, "j4-k4", "SG-G1");
    assert!(e.message.contains("k4"), "{e}");
    assert_eq!(sq("j10"), Square::new(9, 9));
    assert_eq!(sq("a1").index(), Some(0));
}

#[test]
fn sg_g2_lakes_are_never_entered_or_crossed() {
    let game = position(
        &with_flags(&[
            ("c4", RED, Rank::Major),
            ("b5", RED, Rank::Scout),
            ("g4", RED, Rank::Scout),
            ("e9", BLUE, Rank::Major),
        ]),
        RED,
        Rules::default(),
    );
    refused(&game, "c4-c5", "SG-G2");
    refused(&game, "b5-c5", "SG-G2");
    let e = refused(&game, "b5-e5", "SG-G2");
    assert!(e.message.contains("c5"), "{e}");
    refused(&game, "g4-g7", "SG-G2");
    let tokens = legal_tokens(&game);
    assert!(tokens.contains(&"b5-b10".to_string()) || tokens.contains(&"b5-b9".to_string()));
    for mv in legal(&game) {
        assert!(!mv.to.is_lake(), "{mv} enters a lake");
    }
    let lakes: Vec<String> =
        (0..100).map(Square::from_index).filter(|s| s.is_lake()).map(|s| s.to_string()).collect();
    assert_eq!(lakes, ["c5", "d5", "g5", "h5", "c6", "d6", "g6", "h6"]);
}

#[test]
fn sg_g3_each_army_has_forty_pieces_in_the_published_counts() {
    let total: u32 = Rank::ALL.iter().map(|r| u32::from(r.count())).sum();
    assert_eq!(total, 40);
    let game = fixture();
    for player in [RED, BLUE] {
        let mut counts = [0u8; 12];
        for s in (0..100).map(Square::from_index) {
            if let Some(piece) = game.piece_at(s).filter(|p| p.owner == player) {
                counts[piece.rank.index()] += 1;
            }
        }
        for rank in Rank::ALL {
            assert_eq!(counts[rank.index()], rank.count(), "{rank:?}");
        }
    }
}

// ---------------------------------------------------------------- setup

#[test]
fn sg_s1_setup_string_fills_each_players_own_four_ranks() {
    let game = start(BLITZ_LANES, BLITZ_LANES);
    let rank_at = |s: &str| game.piece_at(sq(s)).map(|p| (p.owner, p.rank));
    // Red: front rank 4 read a→j, back rank 1.
    assert_eq!(rank_at("a4"), Some((RED, Rank::Colonel)));
    assert_eq!(rank_at("b4"), Some((RED, Rank::General)));
    assert_eq!(rank_at("e4"), Some((RED, Rank::Marshal)));
    assert_eq!(rank_at("j1"), Some((RED, Rank::Flag)));
    // Blue: front rank 7 read j→a, back rank 10: the same arrangement from Blue's seat.
    assert_eq!(rank_at("j7"), Some((BLUE, Rank::Colonel)));
    assert_eq!(rank_at("i7"), Some((BLUE, Rank::General)));
    assert_eq!(rank_at("f7"), Some((BLUE, Rank::Marshal)));
    assert_eq!(rank_at("a10"), Some((BLUE, Rank::Flag)));
    // Ranks 5 and 6 start empty.
    for file in 0..10 {
        assert!(game.piece_at(Square::new(file, 4)).is_none());
        assert!(game.piece_at(Square::new(file, 5)).is_none());
    }
    // The setup string round-trips.
    let army = Army::parse(BLITZ_LANES).expect("valid");
    assert_eq!(army.to_string(), BLITZ_LANES);
    assert_eq!(Army::from_ranks(army.ranks()), Ok(army));
    let mut ranks = army.ranks();
    ranks.swap(0, 39);
    assert_eq!(Army::from_ranks(ranks).map(|a| a.at(0, 0)), Ok(Rank::Flag));
    ranks[1] = Rank::Flag;
    assert!(Army::from_ranks(ranks).is_err());
    assert_eq!(Army::square(BLUE, 0, 0), sq("j7"));
    assert_eq!(Army::square(RED, 3, 9), sq("j1"));
}

#[test]
fn sg_s1_setup_shape_errors_are_precise() {
    let e = Army::parse("26B529B428/74M6S25736/B324836B57").expect_err("3 groups");
    assert_eq!(e, SetupError::Groups(3));
    assert_eq!(e.rule(), "SG-S1");
    assert!(e.to_string().contains("found 3 groups"), "{e}");

    let e = Army::parse("26B529B42/74M6S25736/B324836B57/FB3245322B8").expect_err("short group");
    assert_eq!(e, SetupError::GroupLength { row: 0, len: 9 });
    assert!(e.to_string().contains("group 1 (the front rank) has 9 letters"), "{e}");

    let e = Army::parse("26B529B428/74M6S25736/B32X836B57/FB3245322B").expect_err("letter");
    assert_eq!(e, SetupError::Letter { row: 2, col: 3, letter: 'X' });
    let text = e.to_string();
    assert!(text.contains("'X'") && text.contains("Red's d2") && text.contains("Blue's g9"), "{e}");

    assert!(Army::parse("").is_err());
    // Lower-case letters and surrounding spaces are accepted; printing is canonical.
    let lower = Army::parse(" 26b529b428/74m6s25736/b324836b57/fb3245322b ").expect("lower case");
    assert_eq!(lower.to_string(), CORNER_FORTRESS);
}

#[test]
fn sg_s2_every_wrong_count_is_named() {
    for rank in Rank::ALL {
        let other = if rank == Rank::Bomb { Rank::Scout } else { Rank::Bomb };
        let text = CORNER_FORTRESS.replacen(rank.letter(), &other.letter().to_string(), 1);
        let e = Army::parse(&text).expect_err("wrong counts");
        assert_eq!(e.rule(), "SG-S2");
        let SetupError::Counts(wrong) = &e else { panic!("{e}") };
        assert!(wrong.contains(&(rank, rank.count() as usize - 1)), "{rank:?}: {e}");
        assert!(wrong.contains(&(other, other.count() as usize + 1)), "{rank:?}: {e}");
        assert_eq!(wrong.len(), 2, "{e}");
        let message = e.to_string();
        assert!(message.contains(&format!("instead of {}", rank.count())), "{message}");
    }
    let no_flag = CORNER_FORTRESS.replace('F', "2");
    let e = Army::parse(&no_flag).expect_err("no flag");
    assert!(e.to_string().contains("no Flag instead of 1"), "{e}");
    assert!(e.to_string().contains("9 Scouts instead of 8"), "{e}");
}

#[test]
fn sg_s3_red_moves_first() {
    let game = fixture();
    assert_eq!(game.to_move(), RED);
    refused(&game, "a7-a6", "SG-M1");
    let mut game = game;
    play(&mut game, "b4-b5");
    assert_eq!(game.to_move(), BLUE);
}
