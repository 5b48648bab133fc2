//! What the AI knows about Stratego: a world drawn from one player's observation, material
//! values, and which moves look sensible.
//!
//! The search never reads hidden truth: every position it looks at comes from
//! [`sample_world`], which uses only what the viewer can see (which opposing pieces moved or
//! were revealed, and how many of each rank are still unaccounted for).

use super::{ARMY, CAPTURED, MOVED, Move, PIECES, RANK_BITS, REVEALED, Rank, Stratego};
use crate::game::{Evaluate, Game, MAX_PLAYERS, Player, Values};
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

/// The Spy's worth once the enemy Marshal is gone.
const SPY_WITHOUT_MARSHAL: f64 = 0.5;
/// Holding the strongest movable piece left on the board, in `worth` units.
const TOP_PIECE: f64 = 2.0;

/// What secrecy adds to a movable piece, as a share of its worth: a piece the enemy has not
/// seen can bluff and is not hunted (a known Marshal meets the Spy, a known General is
/// avoided), and showing an enemy piece tells what it is.
const HIDDEN_SHARE: f64 = 0.15;

/// Material difference (in `worth`) that makes a side about 73% to win.
const MATERIAL_SCALE: f64 = 6.0;

/// How likely the Flag stands on a row, counted from its owner's back row: it is usually
/// kept at the back.
const FLAG_ROW_WEIGHT: [f64; 4] = [8.0, 3.0, 1.0, 0.5];

/// How likely a Bomb stands on a row, counted from its owner's back row (most setups keep
/// them in the two back rows, as [`super::Army::random`] does), and how much likelier next to
/// the Flag, which Bombs usually shield.
const BOMB_ROW_WEIGHT: [f64; 4] = [3.0, 4.0, 2.0, 1.0];
const BOMB_BY_FLAG: f64 = 4.0;

/// How much likelier the Spy is a piece next to the viewer's known Marshal (two squares away:
/// half as much): a Spy waits beside a piece the Marshal is tempted to take.
const SPY_BY_MARSHAL: f64 = 8.0;

/// How much likelier the Spy is a piece beside one of its own side's known Colonels or
/// stronger, which the viewer's Marshal would like to take (in Demon of Ignorance's games
/// such pieces were the Spy 2.4 times as often as a uniform deal gives).
const SPY_BY_BAIT: f64 = 3.0;

/// How much likelier a rank is for a hidden piece when it fits what the piece's moves showed
/// (it would win against the known piece it stepped next to; it would lose against the one it
/// stepped away from): players chase with stronger pieces and flee with weaker ones, and
/// sometimes bluff.
const CONDUCT_FIT: f64 = 4.0;

/// How much likelier a Miner or a Scout is for a hidden piece, for each step it made while
/// hidden after its first, up to [`BUSY_STEPS`] steps: players keep their strong pieces still
/// and walk the cheap ones (in Demon of Ignorance's games, hidden pieces that had made 8 to 15
/// steps were Miners or Scouts four times in five).
const BUSY_FIT: f64 = 0.5;
const BUSY_STEPS: u8 = 9;

/// How many steps from the viewer's Flag, walled by Bombs, a hidden enemy piece that moved is
/// likelier a Miner (by [`CONDUCT_FIT`]): only a Miner gets past the Bombs, so Miners are what
/// walk up to them.
const MINER_SCENT: i32 = 4;

/// Steps between two squares given as (file, rank), ignoring what stands in the way.
fn steps((f, r): (i32, i32), (f2, r2): (i32, i32)) -> i32 {
    (f - f2).abs() + (r - r2).abs()
}

/// The weight of `rank` for a piece that behaved as `conduct` says.
fn conduct_weight(conduct: super::Conduct, rank: Rank) -> f64 {
    let wins = |attacker: Rank, defender: Rank| {
        super::resolve(attacker, defender) == super::CombatResult::AttackerWins
    };
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
pub(super) fn sample_world(game: &Stratego, viewer: Player, rng: &mut Rng) -> Stratego {
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
        let sq = super::Square::from_index(usize::from(square_of[id]));
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
        super::Square::from_index(usize::from(square_of[id])).neighbours().any(|n| {
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
            super::Square::from_index(usize::from(square_of[id])).neighbours().any(|n| {
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
        .partition(|id| game.conduct[*id] != super::Conduct::default() || scented.contains(id));
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

/// Each side's reward: the chance that an enemy piece near a Flag takes it soon decides the
/// game whatever the material says; otherwise the material still on the board decides (what
/// a piece is worth depends on what the other side has left).
pub(super) fn evaluate(game: &Stratego) -> Values {
    let by_material = 1.0 / (1.0 + (-material_lead(game) / MATERIAL_SCALE).exp());
    let [red_falls, blue_falls] = flag_falls(game);
    let red = by_material * (1.0 - red_falls) * (1.0 - blue_falls)
        + blue_falls * (1.0 - red_falls)
        + 0.5 * red_falls * blue_falls;
    let mut values = [0.0; MAX_PLAYERS];
    values[0] = red;
    values[1] = 1.0 - red;
    values
}

/// Red's material lead, in `worth` units.
fn material_lead(game: &Stratego) -> f64 {
    let lost = [game.captured(Player(0)), game.captured(Player(1))];
    let left = |side: usize, rank: Rank| rank.count() - lost[side][rank.index()];
    let material = |side: usize| {
        let other = 1 - side;
        let mut sum: f64 = Rank::ALL.iter().map(|&r| worth(r) * f64::from(left(side, r))).sum();
        sum += HIDDEN_SHARE
            * (side * ARMY..(side + 1) * ARMY)
                .filter(|&id| game.pieces[id] & (CAPTURED | REVEALED) == 0)
                .map(|id| game.rank_of(id))
                .filter(|rank| rank.is_movable())
                .map(worth)
                .sum::<f64>();
        // The Spy's worth is the enemy Marshal it may take.
        if left(other, Rank::Marshal) == 0 {
            sum -= (worth(Rank::Spy) - SPY_WITHOUT_MARSHAL) * f64::from(left(side, Rank::Spy));
        }
        // The strongest piece on the board, which no enemy piece can take but a Bomb (or the
        // Spy, for a Marshal), rules the open board.
        let top = |s: usize| Rank::ALL[..10].iter().copied().find(|&r| left(s, r) > 0);
        if let Some(mine) = top(side)
            && top(other).is_none_or(|theirs| mine > theirs)
        {
            let spy_threat = mine == Rank::Marshal && left(other, Rank::Spy) > 0;
            sum += if spy_threat { TOP_PIECE / 2.0 } else { TOP_PIECE };
        }
        sum
    };
    material(0) - material(1)
}

/// How likely an enemy piece this many steps from a Flag (ignoring the way there) takes it
/// before it is stopped: one step away it is about to win. A probability, not a material
/// cost, so that a large lead does not make the search careless of its Flag (a Miner walking
/// in took most Flags the AI lost).
const FLAG_FALLS: [f64; 5] = [0.0, 0.6, 0.3, 0.12, 0.04];

/// How much of [`FLAG_FALLS`] counts for a Flag whose square the attacker only guesses (in a
/// world drawn for the attacker): beside a square that holds the Flag in this world, it still
/// does not know which of the pieces there to take, and the others may be Bombs.
const GUESSED_FLAG: f64 = 0.3;

/// For each side, how likely its Flag falls soon, by how close the nearest enemy piece that
/// could take it stands: any movable piece, or only a Miner once Bombs close every way in.
fn flag_falls(game: &Stratego) -> [f64; 2] {
    let mut flags = [None; 2];
    let mut movers: [Vec<(i32, i32, Rank)>; 2] = [Vec::new(), Vec::new()];
    for index in 0..100 {
        let Some(id) = game.id_on(index) else { continue };
        let sq = super::Square::from_index(index);
        let at = (i32::from(sq.file), i32::from(sq.rank));
        let rank = game.rank_of(id);
        if rank == Rank::Flag {
            flags[id / ARMY] = Some((at, sq));
        } else if rank.is_movable() {
            movers[id / ARMY].push((at.0, at.1, rank));
        }
    }
    let mut falls = [0.0; 2];
    for side in 0..2 {
        let Some((flag, sq)) = flags[side] else { continue };
        let sealed = sq.neighbours().all(|n| {
            game.piece_at(n).is_some_and(|p| p.owner.index() == side && p.rank == Rank::Bomb)
        });
        let near = movers[1 - side]
            .iter()
            .filter(|(_, _, rank)| !sealed || *rank == Rank::Miner)
            .map(|&(f, r, _)| steps((f, r), flag) as usize)
            .min();
        let guess = if game.guessed == Some(side as u8) { GUESSED_FLAG } else { 1.0 };
        falls[side] = guess * near.and_then(|d| FLAG_FALLS.get(d)).copied().unwrap_or(0.0);
    }
    falls
}

/// The share of the movable ranks an attacking piece of this rank beats (the Spy only the
/// Marshal).
fn beaten_share(rank: Rank) -> f64 {
    match rank {
        Rank::Spy => 0.1,
        _ => f64::from(rank as u8 - 1) / 9.0,
    }
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
        // An unknown piece that has moved is no Bomb. A piece whose rank is already known, or
        // costs little to show, attacks it by how much it beats: a known General sweeps.
        Some(defender)
            if defender.moved && (attacker.revealed || attacker.rank < Rank::Colonel) =>
        {
            0.5 + 3.0 * beaten_share(attacker.rank)
        }
        // An unknown piece that may be a Bomb, or a strong hidden attacker that would show
        // itself: cheap pieces probe, valuable ones wait.
        Some(_) => 2.0 / (1.0 + worth(attacker.rank) / 2.0),
        None if advance > 0 => 1.3,
        None if advance < 0 => 0.7,
        None => 1.0,
    }
}

/// The least worth of a known piece whose sure capture the search expects at once.
const SURE_CAPTURE_WORTH: f64 = 2.5;

/// The mover's most valuable capture, by a piece next to it, of a revealed enemy piece worth
/// at least [`SURE_CAPTURE_WORTH`] that the attacker certainly beats (the Spy a known Marshal
/// included); legal moves only.
fn sure_capture(game: &Stratego) -> Option<Move> {
    let mover = Game::to_move(game);
    let mut best: Option<(f64, Move)> = None;
    for index in 0..100 {
        let to = super::Square::from_index(index);
        let Some(defender) = game.piece_at(to) else { continue };
        let value = worth(defender.rank);
        if defender.owner == mover || !defender.revealed || value < SURE_CAPTURE_WORTH {
            continue;
        }
        if best.is_some_and(|(v, _)| v >= value) {
            continue;
        }
        for from in to.neighbours() {
            let beats = game.piece_at(from).is_some_and(|a| {
                a.owner == mover
                    && super::resolve(a.rank, defender.rank) == super::CombatResult::AttackerWins
            });
            let mv = Move { from, to };
            if beats && game.check(&mv).is_ok() {
                best = Some((value, mv));
                break;
            }
        }
    }
    best.map(|(_, mv)| mv)
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

    fn sure_move(&self) -> Option<Move> {
        sure_capture(self)
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

    /// Red's known Marshal on e5 with a Blue Scout to take on e6; Blue's unknown pieces stand
    /// unmoved, two of them (f6, e7) where a Spy would strike at a Marshal on e6.
    const BAIT: &str = "Fa1,Bb1,Ba2,4c1,5d1,3e1,Me5*!,2j1 \
        3a7,4b7,Sf6,6e7,3i7,2j7,Fa10,Bb10,Bj10,2e6*! r -/- 0 5";

    /// How often each of Blue's squares holds `rank` in Red's sampled worlds.
    fn frequency(
        game: &Stratego,
        rank: Rank,
        worlds: u64,
    ) -> std::collections::BTreeMap<String, f64> {
        let mut counts = std::collections::BTreeMap::new();
        for seed in 0..worlds {
            let world = sample_world(game, Player(0), &mut Rng::seed(seed));
            for index in 0..100 {
                let sq = super::super::Square::from_index(index);
                if let Some(p) = world.piece_at(sq)
                    && p.owner == Player(1)
                    && p.rank == rank
                {
                    *counts.entry(sq.to_string()).or_insert(0.0) += 1.0 / worlds as f64;
                }
            }
        }
        counts
    }

    #[test]
    fn a_sure_capture_takes_a_known_valuable_piece_certain_to_fall() {
        use crate::position::Diagrammed;
        let mut game = Stratego::from_position_text(BAIT).unwrap();
        // Red's Marshal has nothing it surely beats next to it but the cheap Scout.
        assert_eq!(game.sure_move(), None);
        game.play(&"e5-e6".parse().unwrap()).unwrap();
        // Blue's Spy on f6 takes the known Marshal now on e6 (its Captain on e7 cannot).
        assert_eq!(game.sure_move(), Some("f6-e6".parse().unwrap()));
        // A Marshal that moved there unseen is no sure capture.
        let unseen = BAIT.replace("Me5*!", "Me6*").replace(",2e6*! r ", " b ");
        assert_eq!(Stratego::from_position_text(&unseen).unwrap().sure_move(), None);
        let seen = BAIT.replace("Me5*!", "Me6*!").replace(",2e6*! r ", " b ");
        let seen = Stratego::from_position_text(&seen).unwrap();
        assert_eq!(seen.sure_move(), Some("f6-e6".parse().unwrap()));
    }

    #[test]
    fn the_spy_is_suspected_beside_bait_for_an_unseen_marshal() {
        use crate::position::Diagrammed;
        // Red's Marshal moved unseen; Blue's Colonel on f7 is known, f6 and e7 hidden beside it.
        let bait = BAIT.replace("Me5*!", "Me5*").replace(",2e6*! r ", ",8f7! r ");
        let game = Stratego::from_position_text(&bait).unwrap();
        let spy = frequency(&game, Rank::Spy, 2000);
        let near = spy.get("f6").unwrap_or(&0.0) + spy.get("e7").unwrap_or(&0.0);
        // Six unmoved pieces may hold the Spy: uniformly the two beside the Colonel would hold
        // it a third of the time; three times likelier each, 0.6.
        assert!(near > 0.5, "{spy:?}");
        assert!(spy.get("a7").is_some_and(|&f| f > 0.02), "others stay possible: {spy:?}");
    }

    #[test]
    fn the_spy_is_suspected_beside_the_known_marshal() {
        use crate::position::Diagrammed;
        let game = Stratego::from_position_text(BAIT).unwrap();
        let spy = frequency(&game, Rank::Spy, 2000);
        let near = spy.get("f6").unwrap_or(&0.0) + spy.get("e7").unwrap_or(&0.0);
        // About six unmoved pieces may hold the Spy: uniformly, two of them would hold it a
        // third of the time.
        assert!(near > 0.5, "{spy:?}");
        assert!(spy.get("a7").is_some_and(|&f| f > 0.02), "others stay possible: {spy:?}");
    }

    #[test]
    fn a_piece_that_steps_next_to_a_known_piece_is_suspected_stronger() {
        use crate::game::Game;
        use crate::position::Diagrammed;
        // Red's Captain on e5 is known. Blue's e7 steps next to it (e6), Blue's f5 steps away
        // from it (f4); Blue's other pieces never moved near it.
        let mut game = Stratego::from_position_text(
            "Fa1,6e5*!,2j1 Fa10,9e7,8b7,7c7,5d7,5f5,4h7,3i7,2j7 r -/- 0 5",
        )
        .unwrap();
        for token in ["j1-j2", "e7-e6", "j2-j1", "f5-f4"] {
            game.play_unchecked(&token.parse().unwrap());
        }
        let seen = game.observe(Player(0));
        let at = |name: &str| {
            seen.conduct[name.parse::<super::super::Square>().unwrap().index().unwrap()]
        };
        assert_eq!(at("e6").approached, Some(Rank::Captain));
        assert_eq!(at("f4").fled, Some(Rank::Captain));
        assert_eq!(at("h7"), super::super::Conduct::default());
        let stronger = |square: &str| -> f64 {
            [Rank::General, Rank::Colonel, Rank::Major]
                .iter()
                .map(|&r| frequency(&game, r, 2000).get(square).copied().unwrap_or(0.0))
                .sum()
        };
        // Uniformly, 3 of the 7 movable ranks left beat a Captain.
        assert!(stronger("e6") > 0.6, "e6 {}", stronger("e6"));
        assert!(stronger("f4") < 0.25, "f4 {}", stronger("f4"));
        assert!(stronger("h7") > 0.2 && stronger("h7") < 0.5, "h7 {}", stronger("h7"));
    }

    #[test]
    fn a_piece_that_walks_up_to_a_flag_walled_by_bombs_is_suspected_a_miner() {
        use crate::position::Diagrammed;
        // Red's Flag on e1 behind three Bombs. Blue's moved pieces: f3 three steps from it,
        // a7 far away; two of Blue's four movable hidden pieces are Miners.
        let walled = "Fe1,Bd1,Bf1,Be2,2j1 Fa10,3f3*,3a7*,4j7*,5j8* r -/- 0 5";
        let game = Stratego::from_position_text(walled).unwrap();
        let miners = frequency(&game, Rank::Miner, 2000);
        // Uniformly, each of the four would be a Miner half the time.
        assert!(miners["f3"] > 0.7, "{miners:?}");
        assert!(miners["a7"] < 0.45, "{miners:?}");
        // Without the Bombs any piece gets in: nothing is suspected.
        let open =
            Stratego::from_position_text("Fe1,2j1 Fa10,3f3*,3a7*,4j7*,5j8* r -/- 0 5").unwrap();
        let miners = frequency(&open, Rank::Miner, 2000);
        assert!((miners["f3"] - 0.5).abs() < 0.06, "{miners:?}");
    }

    #[test]
    fn a_piece_that_keeps_moving_is_suspected_a_miner_or_a_scout() {
        use crate::game::Game;
        use crate::position::Diagrammed;
        // Blue's f7 walks twice round a square (eight steps) while its b7 makes one step; two
        // of Blue's four hidden movable pieces are Miners.
        let mut game =
            Stratego::from_position_text("Fa1,2h1 Fa10,3f7,3b7,9c9,8d9 r -/- 0 5").unwrap();
        let round = ["h1-h2", "f7-f8", "h2-i2", "f8-g8", "i2-i1", "g8-g7", "i1-h1", "g7-f7"];
        for token in round.iter().chain(&round).chain(&["h1-h2", "b7-b6"]) {
            game.play_unchecked(&token.parse().unwrap());
        }
        let at = |name: &str| name.parse::<super::super::Square>().unwrap().index().unwrap();
        let seen = game.observe(Player(0));
        assert_eq!((seen.conduct[at("f7")].steps, seen.conduct[at("b6")].steps), (8, 1));
        let miners = frequency(&game, Rank::Miner, 2000);
        // Uniformly, each would be a Miner half the time.
        assert!(miners["f7"] > 0.7, "{miners:?}");
        assert!(miners["b6"] < 0.6, "{miners:?}");
    }

    #[test]
    fn a_known_strong_piece_attacks_pieces_that_moved_and_a_hidden_one_waits() {
        use crate::position::Diagrammed;
        // Red's known General on e3 beside Blue's moved d3 and unmoved e4; Red's hidden
        // Colonel on i3 beside Blue's moved i4.
        let game =
            Stratego::from_position_text("Fa1,9e3*!,8i3* Fj10,4d3*,4e4,4i4* r -/- 0 5").unwrap();
        let of = |token: &str| prior(&game, &token.parse().unwrap());
        let step = of("e3-f3");
        assert!(of("e3-d3") > 2.0 * step, "a moved piece is no Bomb: {}", of("e3-d3"));
        assert!(of("e3-e4") < step, "an unmoved one may be: {}", of("e3-e4"));
        assert!(of("i3-i4") < step, "the hidden Colonel would show itself: {}", of("i3-i4"));
    }

    #[test]
    fn bombs_are_expected_at_the_back_and_around_the_flag() {
        let setup = super::super::Setup::from_seed(4);
        let game = Stratego::from_setup(&setup).unwrap();
        let bombs = frequency(&game, Rank::Bomb, 2000);
        let row = |rank: u8| -> f64 {
            (0..10u8)
                .map(|f| bombs.get(&super::super::Square::new(f, rank).to_string()).unwrap_or(&0.0))
                .sum()
        };
        // Blue's back row (rank 10) against its front row (rank 7), six Bombs in 40 pieces.
        assert!(row(9) > 2.0 * row(6), "back {} front {}", row(9), row(6));
        let flags = frequency(&game, Rank::Flag, 2000);
        assert!(flags.values().all(|&f| f < 0.5), "the Flag is not known: {flags:?}");
    }

    #[test]
    fn the_strongest_piece_left_is_worth_more_and_a_spy_without_a_marshal_less() {
        use crate::position::Diagrammed;
        // Both Generals gone, Red's Colonel against Blue's Major: Red rules the board. (The
        // pieces are known, so that secrecy adds nothing.)
        let even = Stratego::from_position_text("Fa1,8a2! Fj10,8j9! r -/- 0 5").unwrap();
        let ahead = Stratego::from_position_text("Fa1,8a2! Fj10,7j9! r -/- 0 5").unwrap();
        let plain = worth(Rank::Colonel) - worth(Rank::Major);
        assert!((material_lead(&even)).abs() < 1e-9);
        assert!(
            (material_lead(&ahead) - plain - TOP_PIECE).abs() < 1e-9,
            "{}",
            material_lead(&ahead)
        );
        // A Spy facing no Marshal is worth little.
        let spy = Stratego::from_position_text("Fa1,8a2!,Sb2! Fj10,8j9! r -/- 0 5").unwrap();
        assert!(
            (material_lead(&spy) - SPY_WITHOUT_MARSHAL).abs() < 1e-9,
            "{}",
            material_lead(&spy)
        );
    }

    #[test]
    fn a_piece_the_enemy_has_not_seen_is_worth_more_than_a_known_one() {
        use crate::position::Diagrammed;
        let known = Stratego::from_position_text("Fa1,Ma2! Fj10,Mj9! r -/- 0 5").unwrap();
        let hidden = Stratego::from_position_text("Fa1,Ma2 Fj10,Mj9! r -/- 0 5").unwrap();
        assert!(material_lead(&known).abs() < 1e-9, "{}", material_lead(&known));
        let secrecy = HIDDEN_SHARE * worth(Rank::Marshal);
        assert!((material_lead(&hidden) - secrecy).abs() < 1e-9, "{}", material_lead(&hidden));
        // An unseen Bomb or Flag adds nothing: neither ever moves to bluff or be hunted.
        let bomb = Stratego::from_position_text("Fa1,Ma2!,Bb1 Fj10,Mj9!,Bj8! r -/- 0 5").unwrap();
        assert!(material_lead(&bomb).abs() < 1e-9, "{}", material_lead(&bomb));
    }

    #[test]
    fn an_enemy_piece_next_to_the_flag_costs_its_owner_whatever_the_material() {
        use crate::position::Diagrammed;
        let far = Stratego::from_position_text("Fa1,Ma2 Fj10,4e6 r -/- 0 5").unwrap();
        let near = Stratego::from_position_text("Fa1,Ma2 Fj10,4b1 r -/- 0 5").unwrap();
        let red = |g: &Stratego| evaluate(g)[0];
        assert!(red(&far) > 0.8, "Red's Marshal against a Sergeant: {}", red(&far));
        assert!(red(&near) < 0.5, "the Sergeant beside Red's Flag: {}", red(&near));
        // Bombs all round the Flag keep out every piece but a Miner.
        let sealed = Stratego::from_position_text("Fa1,Ba2,Bb1,Mc3 Fj10,4c1 r -/- 0 5").unwrap();
        let miner = Stratego::from_position_text("Fa1,Ba2,Bb1,Mc3 Fj10,3c1 r -/- 0 5").unwrap();
        assert_eq!(flag_falls(&sealed), [0.0, 0.0]);
        assert_eq!(flag_falls(&miner), [FLAG_FALLS[2], 0.0]);
        let by_material = 1.0 / (1.0 + (-material_lead(&miner) / MATERIAL_SCALE).exp());
        assert!((red(&miner) - by_material * (1.0 - FLAG_FALLS[2])).abs() < 1e-9);
    }

    #[test]
    fn a_flag_whose_square_the_attacker_only_guesses_is_less_in_danger() {
        use crate::position::Diagrammed;
        // Red's Sergeant beside Blue's Flag, Blue's only hidden piece.
        let game = Stratego::from_position_text("Fa1,4j9 Fj10,Mj5*! r -/- 0 5").unwrap();
        assert_eq!(flag_falls(&game), [0.0, FLAG_FALLS[1]]);
        // Red only guesses where Blue's Flag is; Blue knows its own.
        let for_red = sample_world(&game, Player(0), &mut Rng::seed(1));
        assert_eq!(flag_falls(&for_red), [0.0, GUESSED_FLAG * FLAG_FALLS[1]]);
        let for_blue = sample_world(&game, Player(1), &mut Rng::seed(1));
        assert_eq!(flag_falls(&for_blue), [0.0, FLAG_FALLS[1]]);
    }

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
