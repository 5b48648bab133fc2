//! Setups from the options, the `AnyGame` face as the command line uses it, and what the
//! position key and the evaluation see.

use super::*;

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
