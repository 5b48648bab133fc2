//! Why a game ended: every game played to its end by the rules names the end rule that ended
//! it, in a sentence, and the rule agrees with the result.

use std::collections::BTreeSet;

use strata_core::{AnyGame, GameId, GameOptions, GameSetup, Outcome, Rng};

fn start(game: GameId, seed: u64) -> Box<dyn AnyGame> {
    // Stratego's armies are drawn from the seed; the other games have no random start.
    let seed = (game == GameId::Stratego).then_some(seed);
    let options = GameOptions { seed, ..GameOptions::default() };
    GameSetup::from_options(game, &options).unwrap().start().unwrap()
}

/// The end rules seen over `games` random games of `game`.
fn end_rules(game: GameId, games: u64) -> BTreeSet<&'static str> {
    let mut seen = BTreeSet::new();
    for seed in 0..games {
        let mut g = start(game, seed);
        let mut rng = Rng::seed(seed);
        g.random_playout(&mut rng, 5_000);
        let Some(outcome) = g.outcome() else { continue };
        let reason = g.end_reason().unwrap_or_else(|| panic!("{game} seed {seed}: no reason"));
        assert!(!reason.text.is_empty() && reason.text.ends_with('.'), "{reason:?}");
        let draw = outcome == Outcome::Draw;
        let says_draw = reason.text.contains("draw");
        assert!(!says_draw || draw, "{game} seed {seed}: {reason:?} for {outcome:?}");
        seen.insert(reason.rule);
    }
    seen
}

#[test]
fn every_finished_game_says_which_end_rule_ended_it() {
    for (game, rules) in [
        (GameId::Strata5, &["S5-E1", "S5-E2", "S5-E3", "S5-E4", "S5-E5"][..]),
        (GameId::Stratum, &["SM-E3"][..]),
        (GameId::Strata7, &["S7-E1", "S7-E2"][..]),
        (GameId::Stratego, &["SG-E1", "SG-E2", "SG-E3", "SG-E5"][..]),
    ] {
        let seen = end_rules(game, 40);
        assert!(!seen.is_empty(), "{game}: no game ended");
        assert!(seen.iter().all(|r| rules.contains(r)), "{game}: {seen:?}");
    }
}

#[test]
fn a_game_under_way_has_no_end_reason() {
    for game in GameId::ALL {
        assert_eq!(start(game, 1).end_reason(), None, "{game}");
    }
}
