//! A learner's hints: the moves that win at once, and the moves that hand the opponent a win at
//! once (with that reply). The facts behind the app's learner warnings and `strata hint`
//! (`assets/docs/command-line.md`). Games with hidden pieces have none: what wins there depends
//! on what the player cannot see.

use crate::AnyGame;

/// A move that ends its player's turn and lets the next player win at once with `reply`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blunder {
    pub mv: String,
    pub reply: String,
}

/// What a learner should know before moving, sorted by move in plain byte order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hints {
    /// Every legal move after which the game is over with the player to move among the
    /// winners.
    pub wins: Vec<String>,
    pub blunders: Vec<Blunder>,
}

/// The hints for the player to move; `None` in a game with hidden pieces or once it is over.
pub fn hints(game: &dyn AnyGame) -> Option<Hints> {
    if game.hides_information() {
        return None;
    }
    let mover = game.to_move()?;
    let mut hints = Hints::default();
    // Sorted in plain byte order, like every list of moves the command line prints.
    for mv in game.legal_move_tokens() {
        let mut after = game.clone_box();
        if after.play_token(&mv).is_err() {
            continue;
        }
        if let Some(outcome) = after.outcome() {
            if outcome.winners().contains(&mover) {
                hints.wins.push(mv);
            }
            continue;
        }
        let Some(next) = after.to_move().filter(|&p| p != mover) else { continue };
        let reply = after.legal_move_tokens().into_iter().find(|reply| {
            let mut then = after.clone_box();
            then.play_token(reply).is_ok()
                && then
                    .outcome()
                    .is_some_and(|o| o.winners().contains(&next) && !o.winners().contains(&mover))
        });
        if let Some(reply) = reply {
            hints.blunders.push(Blunder { mv, reply });
        }
    }
    Some(hints)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::{GameId, GameOptions, GameSetup};

    fn start(game: GameId) -> Box<dyn AnyGame> {
        GameSetup::from_options(game, &GameOptions::default()).unwrap().start().unwrap()
    }

    /// Every hint is checked by playing it out, and every legal move not listed is checked not
    /// to deserve a place (positions met along random games).
    #[test]
    fn hints_agree_with_playing_every_move_out() {
        let (mut wins, mut blunders) = (0, 0);
        for game in [GameId::Strata5, GameId::Stratum, GameId::Strata7] {
            for seed in 0..6 {
                let mut g = start(game);
                let mut rng = Rng::seed(seed);
                while g.outcome().is_none() {
                    let mover = g.to_move().unwrap();
                    let h = hints(g.as_ref()).unwrap();
                    for mv in g.legal_move_tokens() {
                        let mut after = g.clone_box();
                        after.play_token(&mv).unwrap();
                        let won = after.outcome().is_some_and(|o| o.winners().contains(&mover));
                        assert_eq!(h.wins.contains(&mv), won, "{game} {mv}");
                        let listed = h.blunders.iter().find(|b| b.mv == mv);
                        let next = after.to_move().filter(|&p| p != mover);
                        let loses = next.is_some_and(|next| {
                            after.legal_move_tokens().iter().any(|r| {
                                let mut then = after.clone_box();
                                then.play_token(r).unwrap();
                                then.outcome().is_some_and(|o| {
                                    o.winners().contains(&next) && !o.winners().contains(&mover)
                                })
                            })
                        });
                        assert_eq!(listed.is_some(), loses, "{game} {mv}");
                        if let Some(b) = listed {
                            let mut then = after.clone_box();
                            then.play_token(&b.reply).unwrap();
                            assert!(then.outcome().is_some(), "{game} {mv} {}", b.reply);
                        }
                    }
                    wins += h.wins.len();
                    blunders += h.blunders.len();
                    let moves = g.legal_move_tokens();
                    let mv = rng.choose(&moves).unwrap().clone();
                    g.play_token(&mv).unwrap();
                }
            }
        }
        assert!(wins > 0 && blunders > 0, "wins {wins}, blunders {blunders}: the check can fail");
    }

    #[test]
    fn stratego_has_no_hints() {
        let options = GameOptions { seed: Some(1), ..GameOptions::default() };
        let game = GameSetup::from_options(GameId::Stratego, &options).unwrap().start().unwrap();
        assert_eq!(hints(game.as_ref()), None);
    }
}
