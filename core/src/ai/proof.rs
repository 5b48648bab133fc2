//! Exact proofs of short forced wins, counted in the winner's turns (a Strata 5 turn of two
//! pawn moves and a block is one turn): the player to move wins within N of their turns
//! whatever the others do. A node budget bounds each proof, so a position too wide to prove
//! in time is left to the tree search. The bots play a proven win at once, the shortest in
//! plies they can prove ([`forced_win`]); the puzzle generator
//! (`core/examples/make_puzzles.rs`) keeps only positions proven this way.

use crate::Player;
use crate::game::Evaluate;

/// A proof under way for one player.
#[derive(Debug)]
pub struct Prover {
    pub learner: Player,
    /// Nodes visited so far, against `budget`.
    pub nodes: u64,
    pub budget: u64,
}

impl Prover {
    pub fn new(learner: Player, budget: u64) -> Prover {
        Prover { learner, nodes: 0, budget }
    }

    /// Whether the learner wins within `turns` of their own turns (the current one counted
    /// when they are to move), whatever the others do. `None` when the budget ran out.
    pub fn wins<G: Evaluate>(&mut self, g: &G, turns: u32) -> Option<bool> {
        self.wins_within(g, turns, u32::MAX)
    }

    /// Whether the learner wins within `turns` of their own turns and within `plies` moves
    /// (of anyone) from `g`, whatever the others do. `None` when the budget ran out.
    pub fn wins_within<G: Evaluate>(&mut self, g: &G, turns: u32, plies: u32) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if let Some(outcome) = g.outcome() {
            return Some(outcome.winners() == [self.learner]);
        }
        if plies == 0 {
            return Some(false);
        }
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let mine = g.to_move() == self.learner;
        let mut after: Vec<G> = moves
            .iter()
            .map(|mv| {
                let mut next = g.clone();
                next.play_unchecked(mv);
                next
            })
            .collect();
        // Moves that end the game first: they settle a node at once either way.
        after.sort_by_key(|next| !next.is_over());
        for next in &after {
            let left = self.turns_after(g, next, turns);
            let won = if left == 0 && !next.is_over() {
                false
            } else {
                self.wins_within(next, left, plies - 1)?
            };
            if mine && won {
                return Some(true);
            }
            if !mine && !won {
                return Some(false);
            }
        }
        Some(!mine)
    }

    /// The learner's turns left after `before` → `next`: one fewer when the learner's turn
    /// ends there.
    pub fn turns_after<G: Evaluate>(&self, before: &G, next: &G, turns: u32) -> u32 {
        let ended = next.is_over() || next.to_move() != self.learner;
        if before.to_move() == self.learner && ended { turns.saturating_sub(1) } else { turns }
    }
}

/// The longest win in plies [`forced_win`] looks for when it measures a proven win: far more
/// than any proof within a few turns needs.
const MAX_PLIES: u32 = 40;

/// The index in `moves` (the legal moves of `game`, for the player to move) of a move that
/// starts a forced win within `turns` turns, if one is proven within `budget` nodes, with the
/// win's length in plies (the move itself counted as ply 1). Tries the shortest wins first, in
/// turns and then in plies; the length is `None` when the proof of the shortest in plies ran
/// out of its own `budget` (the move found in turns is still a win).
pub fn forced_win<G: Evaluate>(
    game: &G,
    moves: &[G::Move],
    turns: u32,
    budget: u64,
) -> Option<(usize, Option<u32>)> {
    let mut prover = Prover::new(game.to_move(), budget);
    let after = super::children(game, moves);
    let mut found = None;
    'turns: for n in 1..=turns {
        for (i, next) in after.iter().enumerate() {
            let left = prover.turns_after(game, next, n);
            if (left > 0 || next.is_over()) && prover.wins(next, left)? {
                found = Some(i);
                break 'turns;
            }
        }
    }
    let found = found?;
    // The shortest win in plies, within the same turns: a deepening proof with its own budget.
    let mut prover = Prover::new(game.to_move(), budget);
    for plies in 1..=MAX_PLIES {
        for (i, next) in after.iter().enumerate() {
            let left = prover.turns_after(game, next, turns);
            let won = if left == 0 && !next.is_over() {
                Some(false)
            } else {
                prover.wins_within(next, left, plies - 1)
            };
            match won {
                Some(true) => return Some((i, Some(plies))),
                Some(false) => {}
                None => return Some((found, None)),
            }
        }
    }
    Some((found, None))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Diagrammed;
    use crate::ai::{Bot, Budget, SearchControl};
    use crate::games::{strata7::Strata7, stratum::Stratum};

    /// Wins in two turns from the shipped puzzles: the proof finds the puzzle's first move
    /// (and no win in one: there is none), and so do Medium and Hard, with hardly any search.
    fn check<G: Evaluate + Diagrammed>(game: crate::GameId) {
        let puzzles = crate::lessons::of(game);
        let two: Vec<_> = puzzles.iter().filter(|p| p.title == "Win in two").collect();
        assert!(!two.is_empty());
        for p in two {
            let step = &p.steps[0];
            let g = G::from_position_text(&step.position).unwrap();
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            assert_eq!(forced_win(&g, &moves, 1, 1_000_000), None, "{}", p.id);
            let (found, plies) = forced_win(&g, &moves, 2, 1_000_000).expect("a win in two");
            assert_eq!(moves[found].to_string(), step.answer[0], "{}", p.id);
            // Not a win at once, and within two turns of each side.
            assert!(plies.is_some_and(|p| (2..=4).contains(&p)), "{} {plies:?}", p.id);
            for bot in [Bot::Medium, Bot::Hard] {
                let control = SearchControl::new();
                let thought = crate::ai::think(&g, bot, Budget::Iterations(20), 1, &control);
                assert_eq!(thought.unwrap().mv, step.answer[0], "{} {bot}", p.id);
            }
        }
    }

    #[test]
    fn medium_and_hard_play_the_wins_in_two_of_stratum_and_strata7_puzzles() {
        check::<Stratum>(crate::GameId::Stratum);
        check::<Strata7>(crate::GameId::Strata7);
    }
}
