//! Why a move is good, in words a player uses: the facts a turn changes on the board ("climbs to
//! level 3", "captures 2 pawns", "covers 3 of Dark brown's cells"), read from the positions
//! before and after it, and what it does to the opponent's chances to win at once. The app
//! shows them beside the computer's suggestions.
//!
//! In a game with hidden pieces only what the mover sees is used: the facts come from the
//! mover's observation, never from the pieces behind it.

use crate::game::display_name;
use crate::games::stratego::{SquareView, Stratego};
use crate::games::{strata5, strata7, stratego};
use crate::{AnyGame, Diagrammed, HiddenInfo, Player};

/// The reasons for playing each of `turns` (one or more moves of the player to move) in
/// `game`, most telling first. Empty for a turn about which nothing can be said (or with an
/// illegal move). The position's own facts are worked out once for all of them.
pub fn reasons(game: &dyn AnyGame, turns: &[Vec<String>]) -> Vec<Vec<String>> {
    // Whether some first move would hand the next player a win at once.
    let danger = crate::hints::hints(game).is_some_and(|h| !h.blunders.is_empty());
    turns.iter().map(|turn| reasons_for(game, turn, danger)).collect()
}

fn reasons_for(game: &dyn AnyGame, turn: &[String], danger: bool) -> Vec<String> {
    let Some(mover) = game.to_move() else { return Vec::new() };
    let mut after = game.clone_box();
    for mv in turn {
        if after.play_token(mv).is_err() {
            return Vec::new();
        }
    }
    if let Some(g) = game.as_any().downcast_ref::<Stratego>() {
        // Nothing from the true position: not even whether the move wins.
        return stratego_facts(g, mover, turn);
    }
    let mut out = Vec::new();
    if after.outcome().is_some_and(|o| o.winners().contains(&mover)) {
        let why = after.end_reason().map(|r| format!(" ({})", r.rule)).unwrap_or_default();
        out.push(format!("wins the game{why}"));
        return out;
    }
    if let Some(g) = game.as_any().downcast_ref::<strata5::Strata5>() {
        out.extend(strata5_facts(g, after.as_any().downcast_ref().unwrap(), mover, turn));
    } else if let Some(g) = game.as_any().downcast_ref::<strata7::Strata7>() {
        out.extend(strata7_facts(g, after.as_any().downcast_ref().unwrap(), mover));
    }
    out.extend(score_facts(game, after.as_ref(), mover));
    out.extend(safety_facts(game, after.as_ref(), mover, danger));
    out
}

/// The other players, by name.
fn name(game: &dyn AnyGame, p: Player) -> String {
    display_name(game.player_names().get(p.index()).unwrap_or(&"?"))
}

/// Points or visible cells won, and taken from the others (Strata 7, Stratum).
fn score_facts(before: &dyn AnyGame, after: &dyn AnyGame, mover: Player) -> Vec<String> {
    let (Some(old), Some(new)) = (before.scores(), after.scores()) else { return Vec::new() };
    let unit = if before.id() == crate::GameId::Stratum { "visible cells" } else { "points" };
    let mut out = Vec::new();
    let gained = new[mover.index()] - old[mover.index()];
    if gained > 0 {
        out.push(format!("gains {gained} {unit}"));
    }
    for (i, (&o, &n)) in old.iter().zip(&new).enumerate() {
        if i != mover.index() && n < o && unit == "visible cells" {
            out.push(format!("covers {} of {}'s cells", o - n, name(before, Player(i as u8))));
        }
    }
    out
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

fn strata5_facts(
    before: &strata5::Strata5,
    after: &strata5::Strata5,
    mover: Player,
    turn: &[String],
) -> Vec<String> {
    let (old, new) = (before.to_diagram(), after.to_diagram());
    let mut out = Vec::new();
    for token in turn {
        let Ok(mv) = token.parse::<strata5::Move>() else { continue };
        match mv {
            strata5::Move::Pawn { from, to } => {
                // The pawn on top of a column (a trapped one may lie under a block there).
                let top = |d: &strata5::Diagram, sq: strata5::Square| {
                    d.pawns.iter().filter(|p| p.square == sq).max_by_key(|p| p.on).copied()
                };
                let Some(pawn) = top(&new, to).filter(|p| p.owner == mover) else { continue };
                let was = match from {
                    strata5::From::Board(sq) => top(&old, sq),
                    strata5::From::Reserve(_) => None,
                };
                let captured = top(&old, to).filter(|p| p.owner != mover && p.on == pawn.on);
                if let Some(victim) = captured {
                    out.push(format!("captures pawn {}", victim.number));
                }
                match was {
                    Some(w) if pawn.on > w.on => {
                        out.push(format!("pawn {} climbs to level {}", pawn.number, pawn.on))
                    }
                    None => out.push(format!("brings pawn {} onto the board", pawn.number)),
                    _ => {}
                }
            }
            strata5::Move::Block(anchor) => {
                // The new block (an anchor may hold blocks on several levels).
                let Some(block) =
                    new.blocks.iter().filter(|b| b.anchor == anchor).max_by_key(|b| b.level)
                else {
                    continue;
                };
                out.push(format!("builds on level {}", block.level));
                // The pawns this block traps: by the engine's own test (S5-P7), pawn by pawn.
                let pawns = before.pawns().iter().zip(after.pawns());
                for (_, p) in pawns.filter(|(b, a)| !before.is_trapped(b) && after.is_trapped(a)) {
                    let whose = if p.owner == mover { "your own" } else { "the enemy" };
                    out.push(format!("traps {whose} pawn {}", p.number));
                }
            }
        }
    }
    out
}

fn strata7_facts(
    before: &strata7::Strata7,
    after: &strata7::Strata7,
    mover: Player,
) -> Vec<String> {
    let (old, new) = (before.to_diagram(), after.to_diagram());
    let me = mover.index();
    let mut out = Vec::new();
    let taken = new.captures[me].saturating_sub(old.captures[me]);
    if taken > 0 {
        let pawns = if taken == 1 { "pawn" } else { "pawns" };
        out.push(format!("captures {taken} {pawns} by suffocation"));
    }
    let stacks = |d: &strata7::Diagram| {
        d.pawns.iter().filter(|p| p.owner == mover && p.stack.is_some()).count()
    };
    if stacks(&new) > stacks(&old) {
        out.push("reinforces an enemy objective".to_string());
    }
    out
}

/// From the mover's own view: what the attacked square is known to hold.
fn stratego_facts(game: &Stratego, mover: Player, turn: &[String]) -> Vec<String> {
    let seen = game.observe(mover);
    let mut out = Vec::new();
    for token in turn {
        let Ok(mv) = token.parse::<stratego::Move>() else { continue };
        match seen.at(mv.to) {
            SquareView::Revealed(rank) => out.push(format!("attacks the known {}", rank.name())),
            SquareView::MovedUnknown => out.push("attacks a piece that has moved".to_string()),
            SquareView::Unknown => out.push("attacks an unknown piece".to_string()),
            _ => {}
        }
    }
    out
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
