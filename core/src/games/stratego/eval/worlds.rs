//! The worlds the search looks at: full positions drawn from what one player has seen, with
//! the hidden pieces' ranks dealt where players usually put them.

use super::steps;
use crate::game::Player;
use crate::games::stratego::{
    ARMY, CAPTURED, CombatResult, Conduct, MOVED, PIECES, RANK_BITS, REVEALED, Rank, Square,
    Stratego, resolve,
};
use crate::rng::Rng;

/// How likely the Flag stands on a row, counted from its owner's back row: it is usually
/// kept at the back.
pub(super) const FLAG_ROW_WEIGHT: [f64; 4] = [8.0, 3.0, 1.0, 0.5];

/// How likely a Bomb stands on a row, counted from its owner's back row (most setups keep
/// them in the two back rows, as [`Army::random`](crate::games::stratego::Army::random)
/// does), and how much likelier next to the Flag, which Bombs usually shield.
pub(super) const BOMB_ROW_WEIGHT: [f64; 4] = [3.0, 4.0, 2.0, 1.0];
const BOMB_BY_FLAG: f64 = 4.0;

/// How much likelier the Spy is a piece next to the viewer's known Marshal (two squares away:
/// half as much): a Spy waits beside a piece the Marshal is tempted to take.
pub(super) const SPY_BY_MARSHAL: f64 = 8.0;

/// How much likelier the Spy is a piece beside one of its own side's known Colonels or
/// stronger, which the viewer's Marshal would like to take (in Demon of Ignorance's games
/// such pieces were the Spy 2.4 times as often as a uniform deal gives).
pub(super) const SPY_BY_BAIT: f64 = 3.0;

/// How much likelier a rank is for a hidden piece when it fits what the piece's moves showed
/// (it would win against the known piece it stepped next to; it would lose against the one it
/// stepped away from): players chase with stronger pieces and flee with weaker ones, and
/// sometimes bluff.
pub(super) const CONDUCT_FIT: f64 = 4.0;

/// How much likelier a Miner or a Scout is for a hidden piece, for each step it made while
/// hidden after its first, up to [`BUSY_STEPS`] steps: players keep their strong pieces still
/// and walk the cheap ones (in Demon of Ignorance's games, hidden pieces that had made 8 to 15
/// steps were Miners or Scouts four times in five).
const BUSY_FIT: f64 = 0.5;
const BUSY_STEPS: u8 = 9;

/// How many steps from the viewer's Flag, walled by Bombs, a hidden enemy piece that moved is
/// likelier a Miner (by [`CONDUCT_FIT`]): only a Miner gets past the Bombs, so Miners are what
/// walk up to them.
pub(super) const MINER_SCENT: i32 = 4;

/// The weight of `rank` for a piece that behaved as `conduct` says.
pub(super) fn conduct_weight(conduct: Conduct, rank: Rank) -> f64 {
    let wins =
        |attacker: Rank, defender: Rank| resolve(attacker, defender) == CombatResult::AttackerWins;
    let mut weight = 1.0;
    if matches!(rank, Rank::Miner | Rank::Scout) {
        weight *= 1.0 + BUSY_FIT * f64::from(conduct.steps.clamp(1, BUSY_STEPS) - 1);
    }
    if conduct.approached.is_some_and(|known| wins(rank, known)) {
        weight *= CONDUCT_FIT;
    }
    if conduct.fled.is_some_and(|known| wins(known, rank)) {
        weight *= CONDUCT_FIT;
    }
    weight
}

/// A full position consistent with everything `viewer` knows, drawn with `rng`.
///
/// The opposing hidden pieces get their ranks again from the pool of ranks not yet accounted
/// for (the army minus captured and revealed pieces), where players usually put them: Bombs
/// and the Flag only to pieces that never moved, the Flag preferably at the back and Bombs
/// near it, the Spy preferably beside the viewer's known Marshal or beside bait for it (a known
/// Colonel or stronger of the Spy's side), a piece that chased or fled a known piece preferably
/// a rank that would (`Conduct`), one that keeps moving preferably a Miner or a Scout, and one
/// that walked up to the viewer's Flag behind Bombs preferably a Miner. Every weight reads
/// squares and what the viewer has seen, never who truly holds what.
pub(in crate::games::stratego) fn sample_world(
    game: &Stratego,
    viewer: Player,
    rng: &mut Rng,
) -> Stratego {
    let mut world = game.clone();
    let opponent = 1 - viewer.index().min(1);
    world.guessed = Some(opponent as u8);
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
    let (mut unmoved, mut moved): (Vec<usize>, Vec<usize>) =
        hidden_pieces.into_iter().partition(|&id| game.pieces[id] & MOVED == 0);
    let mut pool: Vec<Rank> = unmoved.iter().chain(&moved).map(|&id| game.rank_of(id)).collect();
    pool.sort_unstable();
    let (mut immobile, mut mobile): (Vec<Rank>, Vec<Rank>) =
        pool.into_iter().partition(|rank| !rank.is_movable());
    let mut deal = |id: usize, rank: Rank| {
        world.pieces[id] = (world.pieces[id] & !RANK_BITS) | rank as u8;
    };
    let coords = |id: usize| {
        let sq = Square::from_index(usize::from(square_of[id]));
        (i32::from(sq.file), i32::from(sq.rank))
    };
    let row_from_back = |id: usize| {
        let rank0 = usize::from(square_of[id] / 10);
        if opponent == 0 { rank0 } else { 9 - rank0 }
    };
    let row_weight = |table: &[f64; 4], id: usize| table.get(row_from_back(id)).copied();
    // The Flag, then the Bombs around it, each drawn among the unmoved pieces left.
    let mut flag_at = None;
    if let Some(flag) = immobile.iter().position(|&r| r == Rank::Flag) {
        immobile.swap_remove(flag);
        let weights: Vec<f64> =
            unmoved.iter().map(|&id| row_weight(&FLAG_ROW_WEIGHT, id).unwrap_or(0.5)).collect();
        let at = rng.weighted(&weights);
        if at < unmoved.len() {
            let id = unmoved.swap_remove(at);
            flag_at = Some(coords(id));
            deal(id, Rank::Flag);
        }
    }
    for _ in 0..immobile.len() {
        let weights: Vec<f64> = unmoved
            .iter()
            .map(|&id| {
                let by_flag = flag_at.is_some_and(|flag| steps(coords(id), flag) == 1);
                row_weight(&BOMB_ROW_WEIGHT, id).unwrap_or(1.0)
                    * if by_flag { BOMB_BY_FLAG } else { 1.0 }
            })
            .collect();
        let at = rng.weighted(&weights);
        if at < unmoved.len() {
            deal(unmoved.swap_remove(at), Rank::Bomb);
        }
    }
    // The Spy, where the viewer's known Marshal would meet it or beside bait for it.
    let marshal = (0..PIECES).filter(|&id| id / ARMY == viewer.index().min(1)).find(|&id| {
        game.pieces[id] & (CAPTURED | REVEALED) == REVEALED && game.rank_of(id) == Rank::Marshal
    });
    // Bait: an opposing Colonel or stronger that the viewer has seen, which its Marshal would
    // like to take.
    let baited = |id: usize| {
        Square::from_index(usize::from(square_of[id])).neighbours().any(|n| {
            game.piece_at(n).is_some_and(|p| {
                p.owner.index() == opponent
                    && p.revealed
                    && matches!(p.rank, Rank::Colonel | Rank::General | Rank::Marshal)
            })
        })
    };
    if let Some(spy) = mobile.iter().position(|&r| r == Rank::Spy) {
        let marshal_at = marshal.map(coords);
        let mut suspects: Vec<usize> = unmoved.iter().chain(&moved).copied().collect();
        let weights: Vec<f64> = suspects
            .iter()
            .map(|&id| {
                let by_marshal = match marshal_at.map(|at| steps(coords(id), at)) {
                    Some(1) => SPY_BY_MARSHAL,
                    Some(2) => SPY_BY_MARSHAL / 2.0,
                    _ => 1.0,
                };
                by_marshal * if baited(id) { SPY_BY_BAIT } else { 1.0 }
            })
            .collect();
        // Otherwise the Spy is drawn with the other movable ranks below.
        if weights.iter().any(|&w| w > 1.0) {
            mobile.swap_remove(spy);
            let at = rng.weighted(&weights);
            if at < suspects.len() {
                let id = suspects.swap_remove(at);
                deal(id, Rank::Spy);
                unmoved.retain(|&u| u != id);
                moved.retain(|&m| m != id);
            }
        }
    }
    // A piece that walked up to the viewer's Flag walled by Bombs is likelier a Miner.
    let viewer_side = viewer.index().min(1);
    let walled_flag = (viewer_side * ARMY..(viewer_side + 1) * ARMY)
        .find(|&id| game.pieces[id] & CAPTURED == 0 && game.rank_of(id) == Rank::Flag)
        .filter(|&id| {
            Square::from_index(usize::from(square_of[id])).neighbours().any(|n| {
                game.piece_at(n)
                    .is_some_and(|p| p.owner.index() == viewer_side && p.rank == Rank::Bomb)
            })
        })
        .map(coords);
    let scented: Vec<usize> = moved
        .iter()
        .copied()
        .filter(|&id| walled_flag.is_some_and(|flag| steps(coords(id), flag) <= MINER_SCENT))
        .collect();
    // Pieces whose moves told something draw first, the ranks that fit their conduct
    // likelier; every other hidden piece draws from the movable ranks left, uniformly.
    let (telling, mut rest): (Vec<usize>, Vec<usize>) = unmoved
        .into_iter()
        .chain(moved)
        .partition(|id| game.conduct[*id] != Conduct::default() || scented.contains(id));
    for id in telling {
        let conduct = game.conduct[id];
        let miner_fit = if scented.contains(&id) { CONDUCT_FIT } else { 1.0 };
        let weights: Vec<f64> = mobile
            .iter()
            .map(|&rank| {
                conduct_weight(conduct, rank) * if rank == Rank::Miner { miner_fit } else { 1.0 }
            })
            .collect();
        let at = rng.weighted(&weights);
        if at < mobile.len() {
            deal(id, mobile.swap_remove(at));
        } else {
            rest.push(id);
        }
    }
    rng.shuffle(&mut rest);
    rng.shuffle(&mut mobile);
    for (id, rank) in rest.into_iter().zip(mobile) {
        deal(id, rank);
    }
    world.rebuild_derived();
    world
}
