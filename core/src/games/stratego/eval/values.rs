//! What a Stratego position and a move are worth to the search: material with what each piece
//! can still do, a Flag about to fall, how sensible a move looks, and a capture sure to come.

use super::steps;
use crate::game::{Game, MAX_PLAYERS, Player, Values};
use crate::games::stratego::{
    ARMY, CAPTURED, CombatResult, Move, REVEALED, Rank, Square, Stratego, resolve,
};

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
pub(super) const SPY_WITHOUT_MARSHAL: f64 = 0.5;
/// Holding the strongest movable piece left on the board, in `worth` units.
pub(super) const TOP_PIECE: f64 = 2.0;

/// What secrecy adds to a movable piece, as a share of its worth: a piece the enemy has not
/// seen can bluff and is not hunted (a known Marshal meets the Spy, a known General is
/// avoided), and showing an enemy piece tells what it is.
pub(super) const HIDDEN_SHARE: f64 = 0.15;

/// Material difference (in `worth`) that makes a side about 73% to win.
pub(super) const MATERIAL_SCALE: f64 = 6.0;

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
pub(super) fn material_lead(game: &Stratego) -> f64 {
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
pub(super) const FLAG_FALLS: [f64; 5] = [0.0, 0.6, 0.3, 0.12, 0.04];

/// How much of [`FLAG_FALLS`] counts for a Flag whose square the attacker only guesses (in a
/// world drawn for the attacker): beside a square that holds the Flag in this world, it still
/// does not know which of the pieces there to take, and the others may be Bombs.
pub(super) const GUESSED_FLAG: f64 = 0.3;

/// For each side, how likely its Flag falls soon, by how close the nearest enemy piece that
/// could take it stands: any movable piece, or only a Miner once Bombs close every way in.
pub(super) fn flag_falls(game: &Stratego) -> [f64; 2] {
    let mut flags = [None; 2];
    let mut movers: [Vec<(i32, i32, Rank)>; 2] = [Vec::new(), Vec::new()];
    for index in 0..100 {
        let Some(id) = game.id_on(index) else { continue };
        let sq = Square::from_index(index);
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
        Some(defender) if defender.revealed => match resolve(attacker.rank, defender.rank) {
            CombatResult::AttackerWins => 4.0 + worth(defender.rank),
            CombatResult::BothRemoved => 0.3 + worth(defender.rank) / worth(attacker.rank),
            CombatResult::DefenderWins => 0.05,
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
pub(super) fn sure_capture(game: &Stratego) -> Option<Move> {
    let mover = Game::to_move(game);
    let mut best: Option<(f64, Move)> = None;
    for index in 0..100 {
        let to = Square::from_index(index);
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
                a.owner == mover && resolve(a.rank, defender.rank) == CombatResult::AttackerWins
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

/// The weakest rank that does not attack an unmoved piece it has not identified while a
/// cheaper piece could go instead.
const RASH_FROM: Rank = Rank::Colonel;

/// The Bomb belief above which such an attack is rash (an unmoved piece at the start is a Bomb
/// about one time in seven; late in a game, far more often).
const LIKELY_BOMB: f64 = 0.15;

/// Whether `mv` is a move the searching levels leave out while they have another: it
/// probes a likely Bomb with a valuable piece, or takes a bait with the Marshal.
pub(super) fn rash(game: &Stratego, mv: &Move) -> bool {
    probes_a_likely_bomb(game, mv) || takes_a_bait(game, mv)
}

/// Whether `mv` sends a Colonel or stronger against an unmoved piece the mover has not
/// identified and believes likely a Bomb, while the mover still has a movable piece below a
/// Colonel to probe with. Reads only what the mover knows (its own pieces, the opponent's
/// moves and reveals, and the belief model built from them). Against Demon of Ignorance
/// `medium` lost 6 Marshals and Generals on Bombs in 10 games (issue 51), Demon none.
fn probes_a_likely_bomb(game: &Stratego, mv: &Move) -> bool {
    let (Some(attacker), Some(defender)) = (game.piece_at(mv.from), game.piece_at(mv.to)) else {
        return false;
    };
    if attacker.rank < RASH_FROM
        || !attacker.rank.is_movable()
        || defender.owner == attacker.owner
        || defender.moved
        || defender.revealed
    {
        return false;
    }
    let lost = game.captured(attacker.owner);
    let cheaper =
        Rank::ALL.iter().any(|&r| r.is_movable() && r < RASH_FROM && r.count() > lost[r.index()]);
    cheaper && game.beliefs(attacker.owner).chance(mv.to, Rank::Bomb) >= LIKELY_BOMB
}

/// The weakest shown piece that, taken by the Marshal beside a piece that may be the Spy, is
/// taken as bait.
const BAIT_FROM: Rank = Rank::Major;

/// Whether `mv` is the Marshal taking a shown Major or stronger that stands beside an enemy
/// piece that may be the Spy: the Spy's one chance. In 60 games against Demon of Ignorance
/// (`medium` and `expecti`, issue 51) our Marshal took such a piece 14 times and the Spy took
/// it on the very next move 8 times (all 3 Generals, 3 of 6 Colonels, 2 of 5 Majors); taking
/// an unknown piece beside a possible Spy cost it 6 times in 54, a shown weaker piece there
/// never (4 times). Reads only what the mover knows: which enemy pieces are shown, and the
/// belief model for the others.
fn takes_a_bait(game: &Stratego, mv: &Move) -> bool {
    let (Some(attacker), Some(defender)) = (game.piece_at(mv.from), game.piece_at(mv.to)) else {
        return false;
    };
    if attacker.rank != Rank::Marshal
        || defender.owner == attacker.owner
        || !defender.revealed
        || !(BAIT_FROM..=Rank::General).contains(&defender.rank)
    {
        return false;
    }
    let beliefs = game.beliefs(attacker.owner);
    mv.to.neighbours().filter(|&n| n != mv.from).any(|n| {
        game.piece_at(n).is_some_and(|p| {
            p.owner == defender.owner
                && if p.revealed { p.rank == Rank::Spy } else { beliefs.chance(n, Rank::Spy) > 0.0 }
        })
    })
}
