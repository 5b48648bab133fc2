//! Why a move is good, in words a player uses: the facts a turn changes on the board ("climbs to
//! level 3", "captures 2 pawns", "covers 3 of Dark brown's cells"), read from the positions
//! before and after it, and what it does to the opponent's chances to win at once. The app
//! shows them beside the computer's suggestions.
//!
//! In a game with hidden pieces only what the mover sees is used: the facts come from the
//! mover's observation, never from the pieces behind it.

use crate::game::display_name;
use crate::{AnyGame, Player};

/// The reasons for playing each of `turns` (one or more moves of the player to move) in
/// `game`, most telling first. Empty for a turn about which nothing can be said (or with an
/// illegal move). The position's own facts are worked out once for all of them.
pub fn reasons(game: &dyn AnyGame, turns: &[Vec<String>]) -> Vec<Vec<String>> {
    // Whether some first move would hand the next player a win at once.
    let danger = crate::hints::hints(game).is_some_and(|h| !h.blunders.is_empty());
    turns.iter().map(|turn| reasons_for(game, turn, danger)).collect()
}

/// The game's own facts of the turn (`games/<game>/words.rs`), framed by what every game
/// shares: a win, and a win at once taken from the next player.
fn reasons_for(game: &dyn AnyGame, turn: &[String], danger: bool) -> Vec<String> {
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
    let mut out = Vec::new();
    if after.outcome().is_some_and(|o| o.winners().contains(&mover)) {
        let why = after.end_reason().map(|r| format!(" ({})", r.rule)).unwrap_or_default();
        out.push(format!("wins the game{why}"));
        return out;
    }
    out.extend(game.turn_facts(after.as_ref(), turn));
    out.extend(safety_facts(game, after.as_ref(), mover, danger));
    out
}

/// The other players, by name.
fn name(game: &dyn AnyGame, p: Player) -> String {
    display_name(game.player_names().get(p.index()).unwrap_or(&"?"))
}

/// Whether the turn stops a win at once that the next player would otherwise have had:
/// `danger` (some first move would have handed one over), and none is left after the turn.
fn safety_facts(
    before: &dyn AnyGame,
    after: &dyn AnyGame,
    mover: Player,
    danger: bool,
) -> Vec<String> {
    let Some(next) = after.to_move().filter(|&p| p != mover) else { return Vec::new() };
    let wins_now = |mv: &String| {
        let mut then = after.clone_box();
        then.play_token(mv).is_ok() && then.outcome().is_some_and(|o| o.winners().contains(&next))
    };
    if danger && !after.legal_move_tokens().iter().any(wins_now) {
        return vec![format!("leaves {} no win at once", name(before, next))];
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameId, position_from_text};

    /// The reasons for one turn.
    fn reasons(game: &dyn AnyGame, turn: &[String]) -> Vec<String> {
        super::reasons(game, &[turn.to_vec()]).remove(0)
    }

    fn game(id: GameId, text: &str) -> Box<dyn AnyGame> {
        position_from_text(id, text).unwrap()
    }

    #[test]
    fn strata5_names_the_climb_the_capture_and_the_trap() {
        let strip = "a1:1,c1:1,e1:1,g1:1,a7:1,g7:1";
        let g = game(GameId::Strata5, &format!("8 {strip},b1:2 r2e1:1 23456/223456 r p1 25 0"));
        assert_eq!(reasons(g.as_ref(), &["e1-c1".into()]), ["pawn 2 climbs to level 2"]);
        let g =
            game(GameId::Strata5, &format!("8 {strip} r3a1:1,b4d1:1,b2b2:1 22456/2356 r p1 26 0"));
        assert!(reasons(g.as_ref(), &["a1-d1".into()]).contains(&"captures pawn 4".to_string()));
        let g = game(
            GameId::Strata5,
            &format!("8 {strip},b1:2 r3g2:1,b5d1:1 22456/22346 r b2:g2 25 0"),
        );
        let why = reasons(g.as_ref(), &["#c1".into()]);
        assert_eq!(why[..2], ["builds on level 3", "traps the enemy pawn 5"], "{why:?}");
    }

    #[test]
    fn a_winning_move_says_so_with_its_rule() {
        let text = "8 a1:1,c1:1,e1:1,g1:1,a7:1,g7:1 r3a1:1,b4d1:1 2222345566/- r p1 26 0";
        let g = game(GameId::Strata5, text);
        assert_eq!(reasons(g.as_ref(), &["a1-d1".into()]), ["wins the game (S5-E2)"]);
    }

    #[test]
    fn stratum_counts_the_cells_covered() {
        let g = game(GameId::Stratum, "5 2 A1-A4b d 17,18");
        let why = reasons(g.as_ref(), &["B1-B4".into()]);
        assert!(why.iter().any(|r| r.starts_with("gains 4 visible cells")), "{why:?}");
    }

    #[test]
    fn stratego_says_only_what_the_mover_sees() {
        // The same view with the hidden Blue piece on e5 a Bomb or a Scout: the same words.
        let texts = ["Fa1,3e4* Be5,Fj10 r -/- 0 5", "Fa1,3e4* 2e5,Fj10 r -/- 0 5"];
        let said: Vec<_> = texts
            .iter()
            .map(|t| reasons(game(GameId::Stratego, t).as_ref(), &["e4-e5".into()]))
            .collect();
        assert_eq!(said[0], ["attacks an unknown piece"]);
        assert_eq!(said[0], said[1]);
    }
}
