//! Why a move is good: the facts a turn changes on the board (a climb to level 3, 2 pawns
//! captured, 3 of Dark brown's cells covered), read from the positions before and after it, and
//! what it does to the opponent's chances to win at once. The app shows them, in the player's
//! language, beside the computer's suggestions.
//!
//! In a game with hidden pieces only what the mover sees is used: the facts come from the
//! mover's observation, never from the pieces behind it.

use crate::games::stratego::Rank;
use crate::{AnyGame, Player};

/// One reason to play a turn, as a fact; the app words it. Each game's turn facts come from
/// its own `games/<game>/words.rs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The turn wins the game, by `rule` when the rules name one.
    Wins { rule: Option<&'static str> },
    /// The next player had a win at once before the turn and has none after it.
    StopsWinAtOnce { next: Player },
    /// Strata 5: the mover's pawn ends on the enemy's pawn `pawn` and takes it.
    CapturesPawn { pawn: u8 },
    /// Strata 5: the mover's pawn `pawn` climbs to `level`.
    Climbs { pawn: u8, level: u8 },
    /// Strata 5: the pawn `pawn` enters from the reserve.
    Enters { pawn: u8 },
    /// Strata 5: the turn's block lies on `level`.
    Builds { level: u8 },
    /// Strata 5: the block traps the pawn `pawn`, the mover's `own` or the enemy's.
    Traps { pawn: u8, own: bool },
    /// Strata 7: `pawns` enemy pawns taken by suffocation.
    Suffocates { pawns: u8 },
    /// Strata 7: a second pawn on an enemy objective.
    ReinforcesObjective,
    /// Strata 7: the mover's score grows by `points`.
    GainsPoints { points: i32 },
    /// Stratum: the mover shows `cells` more cells.
    GainsVisibleCells { cells: i32 },
    /// Stratum: `cells` of `owner`'s visible cells are covered.
    Covers { cells: i32, owner: Player },
    /// Stratego: the attacked piece is known to the mover as `rank`.
    AttacksKnown { rank: Rank },
    /// Stratego: the attacked piece is unknown but has moved (so it is no Bomb or Flag).
    AttacksMoved,
    /// Stratego: the attacked piece is unknown.
    AttacksUnknown,
}

/// The reasons for playing each of `turns` (one or more moves of the player to move) in
/// `game`, most telling first. Empty for a turn about which nothing can be said (or with an
/// illegal move). The position's own facts are worked out once for all of them.
pub fn reasons(game: &dyn AnyGame, turns: &[Vec<String>]) -> Vec<Vec<Reason>> {
    // Whether some first move would hand the next player a win at once.
    let danger = crate::hints::hints(game).is_some_and(|h| !h.blunders.is_empty());
    turns.iter().map(|turn| reasons_for(game, turn, danger)).collect()
}

/// The game's own facts of the turn (`games/<game>/words.rs`), framed by what every game
/// shares: a win, and a win at once taken from the next player.
fn reasons_for(game: &dyn AnyGame, turn: &[String], danger: bool) -> Vec<Reason> {
    let Some(mover) = game.to_move() else { return Vec::new() };
    let mut after = game.clone_box();
    for mv in turn {
        if after.play_token(mv).is_err() {
            return Vec::new();
        }
    }
    if game.hides_information() {
        // Nothing from the true position: not even whether the move wins.
        return game.turn_facts(after.as_ref(), turn);
    }
    if after.outcome().is_some_and(|o| o.winners().contains(&mover)) {
        return vec![Reason::Wins { rule: after.end_reason().map(|r| r.rule) }];
    }
    let mut out = game.turn_facts(after.as_ref(), turn);
    out.extend(safety_facts(after.as_ref(), mover, danger));
    out
}

/// Whether the turn stops a win at once that the next player would otherwise have had:
/// `danger` (some first move would have handed one over), and none is left after the turn.
fn safety_facts(after: &dyn AnyGame, mover: Player, danger: bool) -> Option<Reason> {
    let next = after.to_move().filter(|&p| p != mover)?;
    let wins_now = |mv: &String| {
        let mut then = after.clone_box();
        then.play_token(mv).is_ok() && then.outcome().is_some_and(|o| o.winners().contains(&next))
    };
    (danger && !after.legal_move_tokens().iter().any(wins_now))
        .then_some(Reason::StopsWinAtOnce { next })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameId, position_from_text};

    /// The reasons for one turn.
    fn reasons(game: &dyn AnyGame, turn: &[String]) -> Vec<Reason> {
        super::reasons(game, &[turn.to_vec()]).remove(0)
    }

    fn game(id: GameId, text: &str) -> Box<dyn AnyGame> {
        position_from_text(id, text).unwrap()
    }

    #[test]
    fn strata5_names_the_climb_the_capture_and_the_trap() {
        let strip = "a1:1,c1:1,e1:1,g1:1,a7:1,g7:1";
        let g = game(GameId::Strata5, &format!("8 {strip},b1:2 r2e1:1 23456/223456 r p1 25 0"));
        assert_eq!(reasons(g.as_ref(), &["e1-c1".into()]), [Reason::Climbs { pawn: 2, level: 2 }]);
        let g =
            game(GameId::Strata5, &format!("8 {strip} r3a1:1,b4d1:1,b2b2:1 22456/2356 r p1 26 0"));
        assert!(reasons(g.as_ref(), &["a1-d1".into()]).contains(&Reason::CapturesPawn { pawn: 4 }));
        let g = game(
            GameId::Strata5,
            &format!("8 {strip},b1:2 r3g2:1,b5d1:1 22456/22346 r b2:g2 25 0"),
        );
        let why = reasons(g.as_ref(), &["#c1".into()]);
        let (built, trapped) = (Reason::Builds { level: 3 }, Reason::Traps { pawn: 5, own: false });
        assert_eq!(why[..2], [built, trapped], "{why:?}");
    }

    #[test]
    fn a_winning_move_says_so_with_its_rule() {
        let text = "8 a1:1,c1:1,e1:1,g1:1,a7:1,g7:1 r3a1:1,b4d1:1 2222345566/- r p1 26 0";
        let g = game(GameId::Strata5, text);
        assert_eq!(reasons(g.as_ref(), &["a1-d1".into()]), [Reason::Wins { rule: Some("S5-E2") }]);
    }

    #[test]
    fn stratum_counts_the_cells_covered() {
        let g = game(GameId::Stratum, "5 2 A1-A4b d 17,18");
        let why = reasons(g.as_ref(), &["B1-B4".into()]);
        assert!(why.contains(&Reason::GainsVisibleCells { cells: 4 }), "{why:?}");
    }

    #[test]
    fn stratego_says_only_what_the_mover_sees() {
        // The same view with the hidden Blue piece on e5 a Bomb or a Scout: the same words.
        let texts = ["Fa1,3e4* Be5,Fj10 r -/- 0 5", "Fa1,3e4* 2e5,Fj10 r -/- 0 5"];
        let said: Vec<_> = texts
            .iter()
            .map(|t| reasons(game(GameId::Stratego, t).as_ref(), &["e4-e5".into()]))
            .collect();
        assert_eq!(said[0], [Reason::AttacksUnknown]);
        assert_eq!(said[0], said[1]);
    }
}
