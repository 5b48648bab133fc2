use super::*;
use crate::position::testing;

const START: &str = "8 a1:1,g1:1,a7:1,g7:1 - 223456/223456 r p1 28 0";

fn problems(text: &str) -> Vec<PositionError> {
    testing::problems::<Strata5>(text)
}

#[test]
fn the_start_is_the_start() {
    let game = Strata5::new(8);
    assert_eq!(game.position_text(), START);
    assert_eq!(Strata5::from_position_text(START).unwrap(), game);
}

#[test]
fn random_games_round_trip() {
    let mut checked = 0;
    for (size, seed) in [(8, 1), (6, 2), (12, 3), (9, 4)] {
        checked += testing::round_trips(&Strata5::new(size), 12, seed);
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn mutated_texts_never_panic() {
    let mut texts = vec![START.to_string()];
    let mut game = Strata5::new(8);
    let mut rng = crate::rng::Rng::seed(9);
    crate::game::random_playout(&mut game, &mut rng, 40);
    texts.push(game.position_text());
    testing::fuzz::<Strata5>(&texts, 4000, 5);
}

#[test]
fn every_problem_is_named() {
    use PositionError as E;
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let cases: Vec<(String, E)> = vec![
        (START.replacen("8", "5", 1), E::BoardSize(5)),
        (START.replace("g7:1 ", "g7:1,h8:1 "), E::BlockOffBoard(sq("h8"))),
        (START.replace("g7:1 ", "g7:1,c3:6 "), E::BlockLevel { anchor: sq("c3"), level: 6 }),
        (START.replace(",g7:1", ""), E::MissingStartingBlock(sq("g7"))),
        (START.replace("g7:1 ", "g7:1,b1:1 "), E::Overlap { square: sq("b1"), level: 1 }),
        (START.replace("g7:1 ", "g7:1,c3:2 "), E::BlockOnNothing { anchor: sq("c3"), level: 2 }),
        (
            START.replace("g7:1 ", "g7:1,b1:2 "),
            E::BlockUnderSupported { anchor: sq("b1"), level: 2, supported: 2 },
        ),
        (START.replace("g7:1 ", "g7:1,a1:2 "), E::BlockOnOneBlock { anchor: sq("a1"), level: 2 }),
        (START.replace("g7:1 ", "g7:1,d4:1 "), E::BlockNotConnected(sq("d4"))),
        (START.replace(" - 223456/", " r2i9:1 23456/"), E::PawnOffBoard(sq("i9"))),
        (START.replace(" - 223456/", " r2a1:0 23456/"), E::PawnLevel { square: sq("a1"), on: 0 }),
        (
            START.replace(" - 223456/", " r2c3:1 23456/"),
            E::PawnOnNothing { square: sq("c3"), on: 1 },
        ),
        (
            START.replace("g7:1 - 223456/", "g7:1,a1:2,b2:2 r2b2:1 23456/"),
            E::PawnOnCoveredBlock { square: sq("b2"), on: 1 },
        ),
        (START.replace("/223456", "/723456"), E::PawnNumber(7)),
        (START.replace("/223456", "/22345"), E::PawnCount { number: 6, found: 1, expected: 2 }),
        (START.replace(" 28 ", " 29 "), E::TooManyBlocks { on_board: 4, supply: 29 }),
        (START.replace(" p1 ", " p2:a1 "), E::PhasePawn(sq("a1"))),
        (START.replace(" p1 ", " b3 "), E::PhaseCount(3)),
        (START.replace(" 0", " 40"), E::GameOver("40 turns in a row without a block (S5-E5)")),
    ];
    for (text, expected) in cases {
        let found = problems(&text);
        assert!(found.contains(&expected), "{text}: expected {expected:?}, got {found:?}");
        assert!(!expected.to_string().is_empty());
    }
    let mut diagram: Diagram = START.parse().unwrap();
    diagram.to_move = Player(2);
    assert_eq!(diagram.validate().unwrap_err(), [E::NoSuchPlayer]);
}

#[test]
fn an_edited_position_plays_on() {
    // Red's 3 on b2 has moved; the second pawn move is next.
    let text = "8 a1:1,g1:1,a7:1,g7:1 r3b2:1 22456/223456 r p2:b2 28 0";
    let game = Strata5::from_position_text(text).unwrap();
    assert_eq!(game.position_text(), text);
    let moves = crate::any::AnyGame::legal_move_tokens(&game);
    assert!(!moves.is_empty() && moves.iter().all(|m| !m.starts_with("b2-")), "{moves:?}");
    let unreadable = ["", "8", "8 a1 - 2/2 r p1 28 0", "8 - - 2/2 x p1 28 0", "8 - - 2/2 r q 1 0"];
    for text in unreadable {
        assert!(
            matches!(Strata5::from_position_text(text), Err(crate::BadPosition::Text(_))),
            "{text}"
        );
    }
}
