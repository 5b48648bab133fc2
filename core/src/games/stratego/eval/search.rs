//! Stratego as the expectimax search (`ai::expecti`) sees it (issue 51).
//!
//! The search plays in one world built from the mover's observation alone: every opposing
//! piece the mover has not identified stands in as a [`STAND_IN`] (it may step, and may be
//! anything), so that a position that looks the same to the mover gives the same world
//! whatever the hidden truth. What such a piece is matters only when it meets one of the
//! mover's pieces: that attack is a chance node over its ranks, weighted by the belief model
//! ([`beliefs`](super::beliefs::beliefs)) and by what is still left in that branch (a rank
//! already met is gone). The opponent is searched as if it knew the mover's pieces (the usual
//! paranoid simplification: it makes the search guard its Marshal and Flag).

use super::beliefs::beliefs;
use super::values::{FLAG_FALLS, HIDDEN_SHARE, MATERIAL_SCALE, TOP_PIECE, worth};
use crate::ai::expecti::{self, ChanceGame, Limits};
use crate::ai::{Budget, CANDIDATES, Candidate, SearchControl, Thought};
use crate::game::{Game, Player};
use crate::games::stratego::{
    ARMY, CAPTURED, CombatResult, MOVED, Move, PIECES, RANK_BITS, REVEALED, Rank, Square, Stratego,
    resolve,
};
use crate::rng::splitmix;
use std::time::Instant;

/// The rank a hidden opposing piece holds in the search's world: a movable one-square piece,
/// so that every hidden piece may step and attack (a still piece may be the Spy beside a
/// bait). Its true rank is drawn only at an attack.
const STAND_IN: Rank = Rank::Sergeant;

/// Outcomes of a chance node less likely than this are left out (and the others scaled up):
/// they cost a whole subtree each and barely move the average (ChanceProbCut's idea, in its
/// simplest form). Well below one in forty: at the start each of the Marshal, the General and
/// the Spy is about that likely for an unmoved piece, and they are the outcomes that decide
/// games (at 0.03 the search never met an enemy Spy, and lost its Marshal to one in 5 of 10
/// games against `medium`).
const MIN_CHANCE: f64 = 0.005;

/// Nodes the search may visit per iteration of an iteration budget (a node of this search is
/// much cheaper than an iteration of the tree search, which plays a playout).
const NODES_PER_ITERATION: u64 = 4;

/// How likely an enemy piece that is not known to be a Miner gets past Bombs that close every
/// way to the Flag, as a share of [`FLAG_FALLS`].
const SEALED_SHARE: f64 = 0.3;

/// Below this many movable pieces a side is short of moves: each one missing costs this much
/// worth (a player with no movable piece loses, SG-E2, and trading down to a few lost two of
/// the first five games against `medium`).
const FEW_MOVERS: u8 = 5;
const MOVER_SHORTAGE: f64 = 1.5;

/// Zobrist keys per square and piece code (owner, rank as the search knows it, revealed,
/// moved), and for Blue to move.
static KEYS: [[u64; 128]; 100] = {
    let mut keys = [[0u64; 128]; 100];
    let mut x: u64 = 0x51A7_E60E_C4A1_7B5D;
    let mut sq = 0;
    while sq < 100 {
        let mut code = 0;
        while code < 128 {
            keys[sq][code] = splitmix(&mut x);
            code += 1;
        }
        sq += 1;
    }
    keys
};
const BLUE_KEY: u64 = 0x2F6B_9D1C_83E4_A057;

/// What the whole search shares: the mover and the belief about each hidden opposing piece,
/// by the piece's identity in the search's world (rows come from squares, never identities).
#[derive(Debug)]
struct Context {
    me: usize,
    belief: Vec<[f64; 12]>,
}

#[derive(Clone, Debug)]
struct Node<'a> {
    game: Stratego,
    ctx: &'a Context,
}

impl<'a> Node<'a> {
    fn opponent(&self) -> usize {
        1 - self.ctx.me
    }

    /// The identity on a square, if any.
    fn id_at(&self, sq: Square) -> Option<usize> {
        self.game.id_on(sq.index()?)
    }

    /// Whether the piece is an opposing one the searcher has not identified in this branch.
    fn hidden(&self, id: usize) -> bool {
        id / ARMY == self.opponent() && self.game.pieces[id] & REVEALED == 0
    }

    /// The opposing ranks not yet located in this branch.
    fn left(&self) -> [u8; 12] {
        let side = self.opponent() * ARMY;
        let mut left = [0u8; 12];
        for r in Rank::ALL {
            left[r.index()] = r.count();
        }
        for id in side..side + ARMY {
            if self.game.pieces[id] & (CAPTURED | REVEALED) != 0 {
                let r = self.game.rank_of(id).index();
                left[r] = left[r].saturating_sub(1);
            }
        }
        left
    }

    /// The chances of each rank for hidden piece `id` here: its belief row, without the ranks
    /// this branch has used up or its moves rule out (an attacker is movable).
    fn chances(&self, id: usize, attacking: bool) -> Vec<(f64, Rank)> {
        let left = self.left();
        let moved = attacking || self.game.pieces[id] & MOVED != 0;
        let row = self.ctx.belief.get(id).copied().unwrap_or([1.0; 12]);
        let allowed = |r: Rank| left[r.index()] > 0 && (!moved || r.is_movable());
        let mut out: Vec<(f64, Rank)> =
            Rank::ALL.iter().filter(|&&r| allowed(r)).map(|&r| (row[r.index()], r)).collect();
        if out.iter().map(|c| c.0).sum::<f64>() <= 0.0 {
            out.iter_mut().for_each(|c| c.0 = 1.0);
        }
        let total: f64 = out.iter().map(|c| c.0).sum();
        let kept: Vec<(f64, Rank)> =
            out.iter().copied().filter(|c| c.0 / total >= MIN_CHANCE).collect();
        let mut out = if kept.is_empty() { out } else { kept };
        let total: f64 = out.iter().map(|c| c.0).sum();
        out.iter_mut().for_each(|c| c.0 /= total);
        out.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        out
    }

    /// The position after `mv` with hidden piece `id` dealt `rank` first.
    fn dealt(&self, id: usize, rank: Rank, mv: &Move) -> Node<'a> {
        let mut game = self.game.clone();
        game.pieces[id] = (game.pieces[id] & !RANK_BITS) | rank as u8;
        if !rank.is_movable() || rank == Rank::Scout {
            // The piece lists follow the ranks (Scouts apart, Bombs and the Flag in none).
            game.rebuild_derived();
        }
        game.play_unchecked(mv);
        Node { game, ctx: self.ctx }
    }

    fn rank_at(&self, id: usize) -> Rank {
        self.game.rank_of(id)
    }
}

impl<'a> ChanceGame for Node<'a> {
    type Move = Move;
    const HISTORY_SLOTS: usize = 10_000;

    fn terminal(&self) -> Option<f64> {
        let outcome = self.game.decided.as_ref()?;
        let mover = Game::to_move(&self.game);
        Some(match outcome.winners() {
            [] => 0.0,
            w if w.contains(&mover) => 1.0,
            _ => -1.0,
        })
    }

    fn evaluate(&self) -> f64 {
        let red = red_value(self);
        let v = 2.0 * red - 1.0;
        let v = if Game::to_move(&self.game).index() == 0 { v } else { -v };
        // Below the values the search reads as a proven result (a win within its plies).
        v.clamp(-0.98, 0.98)
    }

    fn moves(&self, out: &mut Vec<Move>) {
        self.game.legal_moves(out);
    }

    fn noisy(&self, mv: &Move) -> bool {
        let (Some(a), Some(d)) = (self.id_at(mv.from), self.id_at(mv.to)) else { return false };
        match (self.hidden(a), self.hidden(d)) {
            // An unknown piece attacks one of the searcher's valuable pieces (or its Flag).
            (true, _) => self.rank_at(d) >= Rank::Major,
            // The searcher's attacks on unknown pieces are searched in full plies only.
            (_, true) => false,
            _ => {
                let (ra, rd) = (self.rank_at(a), self.rank_at(d));
                match resolve(ra, rd) {
                    CombatResult::AttackerWins => true,
                    CombatResult::BothRemoved => worth(rd) >= worth(ra),
                    CombatResult::DefenderWins => false,
                }
            }
        }
    }

    fn order_score(&self, mv: &Move) -> f64 {
        let Some(a) = self.id_at(mv.from) else { return 0.0 };
        let Some(d) = self.id_at(mv.to) else {
            // Advancing a little before retreating.
            let forward = if a / ARMY == 0 { 1 } else { -1 };
            return 0.01 * f64::from((i32::from(mv.to.rank) - i32::from(mv.from.rank)) * forward);
        };
        match (self.hidden(a), self.hidden(d)) {
            (true, _) => 3.0 + worth(self.rank_at(d)) / 3.0,
            (_, true) => 2.0 - worth(self.rank_at(a)) / 5.0,
            _ => {
                let (ra, rd) = (self.rank_at(a), self.rank_at(d));
                match resolve(ra, rd) {
                    CombatResult::AttackerWins => 10.0 + worth(rd),
                    CombatResult::BothRemoved => 5.0 + worth(rd) - worth(ra),
                    CombatResult::DefenderWins => -10.0,
                }
            }
        }
    }

    fn outcomes(&self, mv: &Move, out: &mut Vec<(f64, Option<Self>)>) {
        let attacker = self.id_at(mv.from);
        let defender = self.id_at(mv.to);
        let hidden = match (attacker, defender) {
            (Some(a), Some(_)) if self.hidden(a) => Some((a, true)),
            (_, Some(d)) if self.hidden(d) => Some((d, false)),
            _ => None,
        };
        match hidden {
            Some((id, attacking)) => {
                let target = defender.map(|d| self.rank_at(d));
                // The opponent knows its piece: it attacks with one that loses only by
                // mistake, so in that case it is taken to have played on quietly (one outcome
                // for all such ranks: their value is the same).
                let mut quiet = 0.0;
                for (p, rank) in self.chances(id, attacking) {
                    let loses = attacking
                        && target.is_some_and(|t| resolve(rank, t) == CombatResult::DefenderWins);
                    if loses {
                        quiet += p;
                    } else {
                        out.push((p, Some(self.dealt(id, rank, mv))));
                    }
                }
                if quiet > 0.0 {
                    out.push((quiet, None));
                }
            }
            None => {
                let mut game = self.game.clone();
                game.play_unchecked(mv);
                out.push((1.0, Some(Node { game, ctx: self.ctx })));
            }
        }
    }

    fn key(&self) -> u64 {
        let game = &self.game;
        let mut key = if game.to_move == 1 { BLUE_KEY } else { 0 };
        for (index, keys) in KEYS.iter().enumerate() {
            let Some(id) = game.id_on(index) else { continue };
            let byte = game.pieces[id];
            let rank = if self.hidden(id) { 0 } else { usize::from(byte & RANK_BITS) };
            let code = (id / ARMY) * 64
                + usize::from(byte & REVEALED != 0) * 32
                + usize::from(byte & MOVED != 0) * 16
                + rank;
            key ^= keys[code & 127];
        }
        key
    }

    fn history_slot(mv: &Move) -> usize {
        let (f, t) = (mv.from.index().unwrap_or(0), mv.to.index().unwrap_or(0));
        f * 100 + t
    }
}

/// A piece's worth to the search as the game stands: the Spy only while the enemy Marshal
/// lives, a Miner more while enemy Bombs stand and Miners are few, the last Scouts more.
fn dynamic_worth(rank: Rank, own: &[u8; 12], other: &[u8; 12]) -> f64 {
    match rank {
        Rank::Spy if other[Rank::Marshal.index()] == 0 => super::values::SPY_WITHOUT_MARSHAL,
        Rank::Miner if other[Rank::Bomb.index()] > 0 => {
            if own[Rank::Miner.index()] <= 2 {
                3.5
            } else {
                2.5
            }
        }
        Rank::Miner => 1.5,
        Rank::Scout if own[Rank::Scout.index()] <= 2 => 1.5,
        Rank::Bomb => 0.5,
        _ => worth(rank),
    }
}

/// Red's chance to win as this world stands: material with dynamic worths (and what staying
/// hidden adds), and the chance that an enemy piece near the searcher's Flag takes it.
fn red_value(node: &Node<'_>) -> f64 {
    let game = &node.game;
    let opp = node.opponent();
    let me = node.ctx.me;
    // Ranks still on the board per side (the opponent's from the ranks not yet lost).
    let lost = [game.captured(Player(0)), game.captured(Player(1))];
    let mut on = [[0u8; 12]; 2];
    for side in 0..2 {
        for r in Rank::ALL {
            on[side][r.index()] = r.count().saturating_sub(lost[side][r.index()]);
        }
    }
    let mut hidden_worth = [0.0; 2];
    for (id, &byte) in game.pieces.iter().enumerate() {
        if byte & (CAPTURED | REVEALED) != 0 || id / ARMY != me {
            continue;
        }
        let rank = game.rank_of(id);
        if rank.is_movable() {
            hidden_worth[me] += worth(rank);
        }
    }
    // The opponent's hidden pieces hold exactly its ranks not yet located.
    let left = node.left();
    hidden_worth[opp] = Rank::ALL
        .iter()
        .filter(|r| r.is_movable())
        .map(|&r| worth(r) * f64::from(left[r.index()]))
        .sum();
    let top = |s: usize| Rank::ALL[..10].iter().copied().find(|&r| on[s][r.index()] > 0);
    let material = |side: usize| {
        let other = 1 - side;
        let mut sum: f64 = Rank::ALL
            .iter()
            .map(|&r| dynamic_worth(r, &on[side], &on[other]) * f64::from(on[side][r.index()]))
            .sum();
        sum += HIDDEN_SHARE * hidden_worth[side];
        let movers: u8 =
            Rank::ALL.iter().filter(|r| r.is_movable()).map(|r| on[side][r.index()]).sum();
        sum -= MOVER_SHORTAGE * f64::from(FEW_MOVERS.saturating_sub(movers));
        if let Some(mine) = top(side)
            && top(other).is_none_or(|theirs| mine > theirs)
        {
            let spy_threat = mine == Rank::Marshal && on[other][Rank::Spy.index()] > 0;
            sum += if spy_threat { TOP_PIECE / 2.0 } else { TOP_PIECE };
        }
        sum
    };
    let lead = material(0) - material(1);
    let by_material = 1.0 / (1.0 + (-lead / MATERIAL_SCALE).exp());
    let falls = flag_falls(node);
    // Only the searcher's own Flag is known; the enemy's is found by the chance nodes.
    if me == 0 { by_material * (1.0 - falls) } else { by_material * (1.0 - falls) + falls }
}

/// How likely the searcher's Flag falls soon, by the nearest enemy piece that may take it.
fn flag_falls(node: &Node<'_>) -> f64 {
    let game = &node.game;
    let me = node.ctx.me;
    let mut flag = None;
    let mut enemies: Vec<(i32, i32, bool)> = Vec::new();
    for index in 0..100 {
        let Some(id) = game.id_on(index) else { continue };
        let sq = Square::from_index(index);
        let at = (i32::from(sq.file), i32::from(sq.rank));
        if id / ARMY == me {
            if game.rank_of(id) == Rank::Flag {
                flag = Some((at, sq));
            }
        } else if game.rank_of(id).is_movable() {
            let miner = !node.hidden(id) && game.rank_of(id) == Rank::Miner;
            enemies.push((at.0, at.1, miner || node.hidden(id)));
        }
    }
    let Some((flag, sq)) = flag else { return 0.0 };
    let sealed = sq
        .neighbours()
        .all(|n| game.piece_at(n).is_some_and(|p| p.owner.index() == me && p.rank == Rank::Bomb));
    enemies
        .iter()
        .filter(|e| !sealed || e.2)
        .map(|&(f, r, _)| {
            let d = super::steps((f, r), flag) as usize;
            let p = FLAG_FALLS.get(d).copied().unwrap_or(0.0);
            if sealed { p * SEALED_SHARE } else { p }
        })
        .fold(0.0, f64::max)
}

/// The world the player to move searches (its hidden opposing pieces all stand-ins), and
/// the belief about each of them.
fn searchers_world(game: &Stratego) -> (Stratego, Context) {
    let me = Game::to_move(game).index().min(1);
    let seen = beliefs(game, Player(me as u8));
    let mut world = game.clone();
    let mut belief = vec![[0.0; 12]; PIECES];
    for (index, row) in &seen.pieces {
        if let Some(id) = game.id_on(*index) {
            belief[id] = *row;
            world.pieces[id] = (world.pieces[id] & !RANK_BITS) | STAND_IN as u8;
        }
    }
    world.guessed = Some(1 - me as u8);
    world.rebuild_derived();
    (world, Context { me, belief })
}

/// The ranks the search deals the hidden opposing piece on `sq` when the player to move
/// attacks it, with their chances.
#[cfg(test)]
pub(super) fn attack_chances(game: &Stratego, sq: Square) -> Vec<(f64, Rank)> {
    let (world, ctx) = searchers_world(game);
    let node = Node { game: world, ctx: &ctx };
    node.id_at(sq).map(|id| node.chances(id, false)).unwrap_or_default()
}

/// The expectimax bot's choice for the player to move (`None` when it has no move).
pub(in crate::games::stratego) fn think(
    game: &Stratego,
    budget: Budget,
    control: &SearchControl,
    memory: usize,
) -> Option<Thought> {
    let began = Instant::now();
    let (world, ctx) = searchers_world(game);
    let root = Node { game: world, ctx: &ctx };
    let limits = match budget {
        Budget::Time(t) => Limits { deadline: Some(began + t), nodes: None, memory },
        Budget::Iterations(n) => Limits {
            deadline: None,
            nodes: Some(n.max(1).saturating_mul(NODES_PER_ITERATION)),
            memory,
        },
    };
    let result = expecti::search(&root, limits, control)?;
    control.add_iterations(result.nodes);
    let candidates: Vec<Candidate> = result
        .moves
        .iter()
        .take(CANDIDATES)
        .map(|&(mv, value, nodes)| Candidate {
            mv: mv.to_string(),
            visits: nodes,
            win_rate: ((value + 1.0) / 2.0).clamp(0.0, 1.0),
            line: Vec::new(),
            reply: Vec::new(),
            exact: None,
        })
        .collect();
    let mv = candidates.first()?.mv.clone();
    Some(Thought { mv, candidates, iterations: result.nodes })
}
