//! What the AI knows about Stratego: a world drawn from one player's observation, material
//! values, and which moves look sensible.
//!
//! The search never reads hidden truth: every position it looks at comes from
//! [`sample_world`], which uses only what the viewer can see (which opposing pieces moved or
//! were revealed, and how many of each rank are still unaccounted for).

use super::{ARMY, CAPTURED, MOVED, Move, PIECES, RANK_BITS, REVEALED, Rank, Stratego};
use crate::game::{Evaluate, MAX_PLAYERS, Player, Values};
use crate::rng::Rng;

/// A piece's worth, for the static evaluation: strength, plus what only it can do (the Miner
/// clears Bombs, the Spy takes the Marshal, Scouts probe).
pub(super) fn worth(rank: Rank) -> f64 {
    match rank {
        Rank::Marshal => 10.0,
        Rank::General => 7.5,
        Rank::Colonel => 5.0,
        Rank::Major => 3.5,
        Rank::Captain => 2.5,
        Rank::Lieutenant => 1.8,
        Rank::Sergeant => 1.2,
        Rank::Miner => 2.0,
        Rank::Scout => 1.0,
        Rank::Spy => 2.5,
        Rank::Bomb => 0.7,
        Rank::Flag => 0.0,
    }
}

/// Material difference (in `worth`) that makes a side about 73% to win.
const MATERIAL_SCALE: f64 = 6.0;

/// How likely the Flag stands on a row, counted from its owner's back row: it is usually
/// kept at the back.
const FLAG_ROW_WEIGHT: [f64; 4] = [8.0, 3.0, 1.0, 0.5];

/// A full position consistent with everything `viewer` knows, drawn with `rng`.
///
/// The opposing hidden pieces get their ranks again from the pool of ranks not yet accounted
/// for (the army minus captured and revealed pieces): Bombs and the Flag only to pieces that
/// never moved, the Flag preferably at the back. The pool is put in a fixed order before it is
/// dealt, so the result depends on the observation alone, never on who truly holds what.
pub(super) fn sample_world(game: &Stratego, viewer: Player, rng: &mut Rng) -> Stratego {
    let mut world = game.clone();
    let opponent = 1 - viewer.index().min(1);
    let side = opponent * ARMY;
    let mut square_of = [u8::MAX; PIECES];
    for index in 0..100 {
        if let Some(id) = game.id_on(index) {
            square_of[id] = index as u8;
        }
    }
    let hidden = |id: &usize| game.pieces[*id] & (CAPTURED | REVEALED) == 0;
    // Hidden pieces in square order, not by identity: identities may follow the true ranks
    // (a position text numbers its pieces by rank), so an order by identity would leak them.
    let mut hidden_pieces: Vec<usize> = (side..side + ARMY).filter(hidden).collect();
    hidden_pieces.sort_unstable_by_key(|&id| square_of[id]);
    let (mut unmoved, moved): (Vec<usize>, Vec<usize>) =
        hidden_pieces.into_iter().partition(|&id| game.pieces[id] & MOVED == 0);
    let mut pool: Vec<Rank> = unmoved.iter().chain(&moved).map(|&id| game.rank_of(id)).collect();
    pool.sort_unstable();
    let (mut immobile, mut mobile): (Vec<Rank>, Vec<Rank>) =
        pool.into_iter().partition(|rank| !rank.is_movable());
    let mut deal = |id: usize, rank: Rank| {
        world.pieces[id] = (world.pieces[id] & !RANK_BITS) | rank as u8;
    };
    if let Some(flag) = immobile.iter().position(|&r| r == Rank::Flag) {
        immobile.swap_remove(flag);
        let row_from_back = |id: usize| {
            let rank0 = usize::from(square_of[id] / 10);
            let row = if opponent == 0 { rank0 } else { 9 - rank0 };
            FLAG_ROW_WEIGHT.get(row).copied().unwrap_or(0.5)
        };
        let weights: Vec<f64> = unmoved.iter().map(|&id| row_from_back(id)).collect();
        let at = rng.weighted(&weights);
        if at < unmoved.len() {
            deal(unmoved.swap_remove(at), Rank::Flag);
        }
    }
    rng.shuffle(&mut unmoved);
    rng.shuffle(&mut immobile);
    rng.shuffle(&mut mobile);
    // Bombs go to the first unmoved pieces; every other hidden piece draws a movable rank. The
    // true deal shows there are enough unmoved pieces.
    for (id, rank) in unmoved.into_iter().chain(moved).zip(immobile.into_iter().chain(mobile)) {
        deal(id, rank);
    }
    world.rebuild_derived();
    world
}

/// Each side's reward estimated from the material still on the board.
pub(super) fn evaluate(game: &Stratego) -> Values {
    let army: f64 = Rank::ALL.iter().map(|&r| worth(r) * f64::from(r.count())).sum();
    let material = |p: u8| {
        let lost = game.captured(Player(p));
        army - Rank::ALL.iter().map(|&r| worth(r) * f64::from(lost[r.index()])).sum::<f64>()
    };
    let red = 1.0 / (1.0 + (-(material(0) - material(1)) / MATERIAL_SCALE).exp());
    let mut values = [0.0; MAX_PLAYERS];
    values[0] = red;
    values[1] = 1.0 - red;
    values
}

/// How sensible a move looks to its mover, who knows the defender's rank only if it was
/// revealed: a known winning attack is best, a known losing one worst; advancing is a little
/// better than retreating.
pub(super) fn prior(game: &Stratego, mv: &Move) -> f64 {
    let Some(attacker) = game.piece_at(mv.from) else { return 1.0 };
    let forward = if attacker.owner.index() == 0 { 1 } else { -1 };
    let advance = (i32::from(mv.to.rank) - i32::from(mv.from.rank)) * forward;
    match game.piece_at(mv.to) {
        Some(defender) if defender.revealed => match super::resolve(attacker.rank, defender.rank) {
            super::CombatResult::AttackerWins => 4.0 + worth(defender.rank),
            super::CombatResult::BothRemoved => 0.3 + worth(defender.rank) / worth(attacker.rank),
            super::CombatResult::DefenderWins => 0.05,
        },
        // An unknown piece: cheap pieces probe, valuable ones wait.
        Some(_) => 2.0 / (1.0 + worth(attacker.rank) / 2.0),
        None if advance > 0 => 1.3,
        None if advance < 0 => 0.7,
        None => 1.0,
    }
}

impl Evaluate for Stratego {
    const HIDDEN_INFO: bool = true;
    const PLAYOUT_CUTOFF: usize = 10;

    fn determinize_for(&self, viewer: Player, rng: &mut Rng) -> Stratego {
        sample_world(self, viewer, rng)
    }

    fn evaluate(&self) -> Option<Values> {
        Some(evaluate(self))
    }

    fn move_prior(&self, mv: &Move) -> Option<f64> {
        Some(prior(self, mv))
    }

    /// A playout move drawn in proportion to its prior.
    fn playout_choice(&self, moves: &[Move], rng: &mut Rng) -> usize {
        let weights: Vec<f64> = moves.iter().map(|mv| prior(self, mv)).collect();
        rng.weighted(&weights)
    }
}

/// Knowledge-free helper for tests: the number of hidden opposing pieces `viewer` faces.
#[cfg(test)]
pub(super) fn hidden_count(game: &Stratego, viewer: Player) -> usize {
    let side = (1 - viewer.index().min(1)) * ARMY;
    (side..side + ARMY).filter(|&id| game.pieces[id] & (CAPTURED | REVEALED) == 0).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::HiddenInfo;

    #[test]
    fn sampled_worlds_look_the_same_to_the_viewer_and_ignore_the_truth() {
        let setup = super::super::Setup::from_seed(11);
        let game = Stratego::from_setup(&setup).unwrap();
        let mut played = game.clone();
        let mut rng = Rng::seed(3);
        crate::game::random_playout(&mut played, &mut rng, 60);
        for viewer in [Player(0), Player(1)] {
            let seen = played.observe(viewer);
            for s in 0..20 {
                let world = sample_world(&played, viewer, &mut Rng::seed(s));
                assert_eq!(world.observe(viewer), seen);
                assert_eq!(hidden_count(&world, viewer), hidden_count(&played, viewer));
            }
        }
    }
}
