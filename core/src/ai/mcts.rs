//! Monte Carlo tree search over any game ([`Evaluate`], the rules plus what the AI may know).
//!
//! One iteration: *select* down the tree (UCB1, or PUCT with the game's move priors), *expand*
//! a node's moves once it has been reached often enough, *evaluate* the leaf (a playout cut
//! off after a few moves and finished by the game's static evaluation; or, for plain UCT,
//! uniform random moves to the end), then *back up* the value of every seat along the path.
//!
//! - Turns are never assumed to alternate: each node records the seat to move there, and a
//!   move's statistics are the rewards of the seat that played it (max-n: every node maximises
//!   the value of its own mover). This covers Strata 5's three-part turns, Strata 7's extra
//!   placements and Stratum's 3 or 4 players alike.
//! - Hidden information (`Evaluate::HIDDEN_INFO`): single-observer information-set MCTS. Every
//!   iteration plays in a world drawn by `determinize_for(searcher)`; tree nodes are keyed by
//!   the moves played (moves are public), a move's statistics count only the iterations in
//!   which it was legal (its *availability*), and new moves join a node as worlds reveal them.
//!   A game review (`Settings::full_information`, [`analyse`]) searches the real position of
//!   a finished game instead, as if nothing were hidden.
//! - Several threads search separate trees from separate seeds and their root statistics are
//!   summed by move; with an iteration budget each thread has a fixed share, so the answer
//!   depends only on the seed.

use std::collections::BTreeMap;
use std::time::Instant;

use crate::game::{Evaluate, MAX_PLAYERS, Values, rewards};
use crate::rng::Rng;

use super::solver::RootChecks;
use super::{Bot, Budget, CANDIDATES, Candidate, SearchControl, Thought, root_moves, root_worlds};

/// How one level searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// Use the game's knowledge: move priors (PUCT), informed playouts cut off after
    /// `Evaluate::PLAYOUT_CUTOFF` moves and finished by its static evaluation. Without it: UCB1,
    /// uniform priors and uniform random playouts to the end (plain UCT).
    pub knowledge: bool,
    /// The exploration constant (UCB1's `c`, or PUCT's `c_puct`).
    pub exploration: f64,
    /// A node's moves are expanded once it has been reached this many times.
    pub expand_after: u32,
    /// Independent trees searched at once (their root statistics are summed).
    pub threads: usize,
    /// Take a win in one, avoid leaving one (`solver`).
    pub root_checks: bool,
    /// 0 plays the most visited move. Above 0 the move is drawn among the candidates with at
    /// least a quarter of the best one's visits, with weight `visits^(1/temperature)`: the
    /// kind of slip a newcomer makes (a reasonable move, not the best one).
    pub temperature: f64,
    /// Search the position itself even when the game hides information (`determinize_for` is
    /// never called): only for a finished game under review, whose armies are all known.
    pub full_information: bool,
    /// Before searching, look for a forced win within this many of the mover's turns
    /// (`proof`), visiting at most `proof_nodes` positions; 0 turns: no proof. Games with
    /// hidden information never prove (a proof needs the position itself).
    pub proof_turns: u32,
    pub proof_nodes: u64,
}

/// A cap on uniform random playouts, so that a game that can run long still ends (then each
/// seat gets an equal share).
const RANDOM_PLAYOUT_CAP: usize = 1_000;
/// A memory bound: past this many moves stored in one tree, leaves are no longer expanded.
const MAX_EDGES: usize = 12_000_000;

impl Settings {
    pub fn of(bot: Bot) -> Settings {
        let base = Settings {
            knowledge: true,
            exploration: 1.0,
            expand_after: 2,
            threads: 2,
            root_checks: true,
            temperature: 0.0,
            full_information: false,
            proof_turns: 2,
            proof_nodes: PROOF_NODES,
        };
        match bot {
            Bot::Easy => {
                Settings { threads: 1, exploration: 2.0, temperature: 0.6, proof_turns: 0, ..base }
            }
            Bot::Hard => Settings { expand_after: 4, proof_nodes: 5 * PROOF_NODES, ..base },
            Bot::Uct => Settings {
                knowledge: false,
                exploration: std::f64::consts::SQRT_2,
                root_checks: false,
                proof_turns: 0,
                ..base
            },
            Bot::Medium | Bot::Random | Bot::Greedy => base,
        }
    }
}

/// Positions a Medium proof may visit (Hard: five times as many): a small share of the move's
/// time (`strata bench` and the note on the AI issue give the figures).
const PROOF_NODES: u64 = 5_000;

/// No child node yet.
const NONE: u32 = u32::MAX;

#[derive(Clone, Debug)]
struct Edge<M> {
    mv: M,
    prior: f64,
    visits: u32,
    /// Sum of the rewards of the seat that plays this move.
    value: f64,
    /// Iterations in which this move was legal when its node was reached (hidden information).
    available: u32,
    child: u32,
}

#[derive(Clone, Debug)]
struct Node<M> {
    edges: Vec<Edge<M>>,
    visits: u32,
    /// Sum of every seat's rewards over the iterations through this node.
    value: Values,
    /// The seat to move at this node: its edges' values are that seat's rewards.
    mover: u8,
    expanded: bool,
}

impl<M> Node<M> {
    fn new() -> Node<M> {
        Node { edges: Vec::new(), visits: 0, value: [0.0; MAX_PLAYERS], mover: 0, expanded: false }
    }
}

/// One search tree with its own random stream.
struct Tree<G: Evaluate> {
    settings: Settings,
    nodes: Vec<Node<G::Move>>,
    edge_count: usize,
    rng: Rng,
    /// Scratch buffers, kept to avoid allocating per iteration.
    moves: Vec<G::Move>,
    priors: Vec<f64>,
    legal: Vec<bool>,
    path: Vec<(u32, u32)>,
}

impl<G: Evaluate> Tree<G> {
    /// Whether this search plays in sampled worlds (information-set search).
    fn hidden(&self) -> bool {
        G::HIDDEN_INFO && !self.settings.full_information
    }

    fn new(settings: Settings, seed: u64) -> Tree<G> {
        Tree {
            settings,
            nodes: vec![Node::new()],
            edge_count: 0,
            rng: Rng::seed(seed),
            moves: Vec::new(),
            priors: Vec::new(),
            legal: Vec::new(),
            path: Vec::new(),
        }
    }

    /// One select → expand → evaluate → back-up pass, in `world` (a copy of the root
    /// position, or a world drawn for the searcher).
    fn iterate(&mut self, mut world: G) {
        self.path.clear();
        let mut node = 0u32;
        while !world.is_over() {
            let n = &self.nodes[node as usize];
            if !n.expanded {
                let may_expand = node == 0
                    || (n.visits + 1 >= self.settings.expand_after && self.edge_count < MAX_EDGES);
                if !may_expand {
                    break;
                }
                self.expand(node, &world);
            } else if self.hidden() {
                self.refresh(node, &world);
            }
            self.nodes[node as usize].mover = world.to_move().0;
            let Some(e) = self.select(node) else { break };
            let edge = &self.nodes[node as usize].edges[e];
            world.play_unchecked(&edge.mv.clone());
            self.path.push((node, e as u32));
            let child = edge.child;
            node = if child == NONE {
                let id = self.nodes.len() as u32;
                self.nodes.push(Node::new());
                self.nodes[node as usize].edges[e].child = id;
                id
            } else {
                child
            };
            if self.nodes[node as usize].visits == 0 {
                break;
            }
        }
        let values = self.evaluate(&mut world);
        self.back_up(node, &values);
    }

    /// Creates the moves of `node` from `world`, with their priors.
    fn expand(&mut self, node: u32, world: &G) {
        world.legal_moves(&mut self.moves);
        let count = self.moves.len();
        self.priors.clear();
        if self.settings.knowledge {
            self.priors.extend(self.moves.iter().map_while(|mv| world.move_prior(mv)));
        }
        if self.priors.len() != count {
            self.priors.clear();
            self.priors.resize(count, 1.0);
        }
        let total: f64 = self.priors.iter().map(|p| p.max(0.0)).sum();
        let scale = if total > 0.0 { 1.0 / total } else { 0.0 };
        let uniform = 1.0 / count.max(1) as f64;
        let n = &mut self.nodes[node as usize];
        n.edges = self
            .moves
            .iter()
            .zip(&self.priors)
            .map(|(mv, p)| Edge {
                mv: mv.clone(),
                prior: if scale > 0.0 { p.max(0.0) * scale } else { uniform },
                visits: 0,
                value: 0.0,
                available: 0,
                child: NONE,
            })
            .collect();
        n.expanded = true;
        self.edge_count += count;
        self.legal.clear();
        self.legal.resize(count, true);
        for edge in &mut n.edges {
            edge.available = 1;
        }
    }

    /// Hidden information: marks which of `node`'s moves are legal in this world (adding the
    /// ones no world showed before) and counts their availability.
    fn refresh(&mut self, node: u32, world: &G) {
        world.legal_moves(&mut self.moves);
        let n = &mut self.nodes[node as usize];
        self.legal.clear();
        self.legal.resize(n.edges.len(), false);
        for mv in &self.moves {
            match n.edges.iter().position(|e| e.mv == *mv) {
                Some(i) => self.legal[i] = true,
                None => {
                    let prior = 1.0 / (n.edges.len() + 1) as f64;
                    n.edges.push(Edge {
                        mv: mv.clone(),
                        prior,
                        visits: 0,
                        value: 0.0,
                        available: 0,
                        child: NONE,
                    });
                    self.legal.push(true);
                    self.edge_count += 1;
                }
            }
        }
        for (edge, &legal) in n.edges.iter_mut().zip(&self.legal) {
            edge.available += u32::from(legal);
        }
    }

    /// The move to follow from `node`: the best score for the seat to move there.
    fn select(&mut self, node: u32) -> Option<usize> {
        let hidden = self.hidden();
        let n = &self.nodes[node as usize];
        let parent_visits = f64::from(n.visits.max(1));
        // An untried move is worth a little less than the mover's mean here so far.
        let first_play = if n.visits > 0 {
            n.value[usize::from(n.mover)] / f64::from(n.visits) - 0.1
        } else {
            0.5
        };
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        for (i, edge) in n.edges.iter().enumerate() {
            if hidden && !self.legal[i] {
                continue;
            }
            let around = if hidden { f64::from(edge.available.max(1)) } else { parent_visits };
            let mean = (edge.visits > 0).then(|| edge.value / f64::from(edge.visits));
            let score = if self.settings.knowledge {
                mean.unwrap_or(first_play)
                    + self.settings.exploration * edge.prior * around.sqrt()
                        / (1.0 + f64::from(edge.visits))
            } else {
                match mean {
                    // Untried moves first, in a random order.
                    None => 1e9 + self.rng.unit(),
                    Some(q) => {
                        q + self.settings.exploration
                            * (around.ln() / f64::from(edge.visits)).sqrt()
                    }
                }
            };
            if score > best_score {
                best_score = score;
                best = Some(i);
            }
        }
        best
    }

    /// The leaf's value for every seat.
    fn evaluate(&mut self, world: &mut G) -> Values {
        let cap = if self.settings.knowledge { G::PLAYOUT_CUTOFF } else { RANDOM_PLAYOUT_CAP };
        for _ in 0..cap {
            let mv = if self.settings.knowledge {
                world.legal_moves(&mut self.moves);
                if self.moves.is_empty() {
                    break;
                }
                let i = world.playout_choice(&self.moves, &mut self.rng);
                self.moves.swap_remove(i.min(self.moves.len() - 1))
            } else {
                // Uniform over the legal moves, by the game's sampler (cheaper than the list).
                let Some(mv) = world.random_move(&mut self.rng, &mut self.moves) else { break };
                mv
            };
            world.play_unchecked(&mv);
        }
        let players = world.player_count();
        match world.outcome() {
            Some(outcome) => rewards(&outcome, players),
            None => {
                let share = [1.0 / players as f64; MAX_PLAYERS];
                if self.settings.knowledge { world.evaluate().unwrap_or(share) } else { share }
            }
        }
    }

    fn back_up(&mut self, leaf: u32, values: &Values) {
        let leaf = &mut self.nodes[leaf as usize];
        leaf.visits += 1;
        add(&mut leaf.value, values);
        for &(node, e) in &self.path {
            let n = &mut self.nodes[node as usize];
            n.visits += 1;
            add(&mut n.value, values);
            let reward = values[usize::from(n.mover)];
            let edge = &mut n.edges[e as usize];
            edge.visits += 1;
            edge.value += reward;
        }
    }
}

fn add(sum: &mut Values, values: &Values) {
    for (s, v) in sum.iter_mut().zip(values) {
        *s += v;
    }
}

/// What the trees found for one root move, summed over the trees.
#[derive(Clone, Debug)]
struct MoveStats<M> {
    visits: u64,
    /// Sum of the mover's rewards.
    value: f64,
    /// Sum of every seat's rewards (for a review's win-rate graph).
    seats: Values,
    /// The rest of the mover's turn after this move and the next player's expected turn, from
    /// the tree that tried it most ([`Tree::line`]), with that tree's visits of the move.
    line: (u64, Vec<M>, Vec<M>),
}

impl<M> Default for MoveStats<M> {
    fn default() -> Self {
        MoveStats {
            visits: 0,
            value: 0.0,
            seats: [0.0; MAX_PLAYERS],
            line: (0, Vec::new(), Vec::new()),
        }
    }
}

type RootStats<M> = BTreeMap<M, MoveStats<M>>;

/// A continuation is kept only while each of its moves was tried this often: a move the tree
/// barely looked at is no plan.
const LINE_VISITS: u32 = 8;

/// Searches `game` for the player to move within `budget` and picks a move.
pub fn think<G: Evaluate>(
    game: &G,
    settings: Settings,
    budget: Budget,
    seed: u64,
    control: &SearchControl,
) -> Option<Thought> {
    let mut rng = Rng::seed(seed);
    let worlds = root_worlds(game, &mut rng);
    let moves = root_moves(&worlds[0]);
    if moves.len() <= 1 {
        let mv = moves.first()?;
        let win_rate = super::value_after(&worlds, mv);
        return Some(Thought {
            mv: mv.to_string(),
            candidates: vec![Candidate {
                mv: mv.to_string(),
                visits: 0,
                win_rate,
                line: Vec::new(),
                reply: Vec::new(),
            }],
            iterations: 0,
        });
    }
    let checks = settings.root_checks.then(|| RootChecks::run(&worlds, &moves, control));
    if let Some(w) = checks.as_ref().and_then(|c| c.winning) {
        return Some(thought(&worlds, &moves, &RootStats::new(), w, 0));
    }
    let began = Instant::now();
    if settings.proof_turns >= 2 && !G::HIDDEN_INFO {
        // A win in one was looked for above: a proof of a longer one is played at once.
        if let Some(w) =
            super::proof::forced_win(game, &moves, settings.proof_turns, settings.proof_nodes)
        {
            return Some(thought(&worlds, &moves, &RootStats::new(), w, 0));
        }
    }
    // The proof's time comes out of the move's.
    let budget = match budget {
        Budget::Time(t) => Budget::Time(t.saturating_sub(began.elapsed())),
        iterations => iterations,
    };
    let (stats, iterations) = search_root(game, settings, budget, seed, control);
    let allowed: Vec<usize> =
        (0..moves.len()).filter(|&i| checks.as_ref().is_none_or(|c| c.allows(i))).collect();
    let most = most_visited(&moves, &stats, &allowed)?;
    let visits = |i: usize| stats.get(&moves[i]).map_or(0, |s| s.visits);
    let chosen = if settings.temperature > 0.0 {
        let floor = visits(most) / 4;
        let pool: Vec<usize> =
            allowed.iter().copied().filter(|&i| visits(i) > 0 && visits(i) >= floor).collect();
        let weights: Vec<f64> =
            pool.iter().map(|&i| (visits(i) as f64).powf(1.0 / settings.temperature)).collect();
        pool.get(rng.weighted(&weights)).copied().unwrap_or(most)
    } else {
        most
    };
    Some(thought(&worlds, &moves, &stats, chosen, iterations))
}

/// The most visited of the `allowed` root moves (ties: the better mean, then the first).
fn most_visited<M: Ord>(moves: &[M], stats: &RootStats<M>, allowed: &[usize]) -> Option<usize> {
    let visits = |i: usize| stats.get(&moves[i]).map_or(0, |s| s.visits);
    let mean = |i: usize| stats.get(&moves[i]).map_or(0.0, |s| s.value / s.visits.max(1) as f64);
    allowed.iter().copied().max_by(|&a, &b| {
        visits(a).cmp(&visits(b)).then(mean(a).total_cmp(&mean(b))).then(b.cmp(&a))
    })
}

/// Runs `settings.threads` trees from `game` at once and sums their root statistics; returns
/// them with the iterations made.
fn search_root<G: Evaluate>(
    game: &G,
    settings: Settings,
    budget: Budget,
    seed: u64,
    control: &SearchControl,
) -> (RootStats<G::Move>, u64) {
    let deadline = match budget {
        Budget::Time(t) => Some(Instant::now() + t),
        Budget::Iterations(_) => None,
    };
    let threads = settings.threads.max(1);
    let shares: Vec<Option<u64>> = (0..threads as u64)
        .map(|t| match budget {
            Budget::Iterations(n) => {
                let n = n.max(1);
                Some(n / threads as u64 + u64::from(t < n % threads as u64))
            }
            Budget::Time(_) => None,
        })
        .collect();
    let results: Vec<(RootStats<G::Move>, u64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = shares
            .iter()
            .enumerate()
            .map(|(t, &share)| {
                let tree_seed = seed ^ (t as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                scope.spawn(move || {
                    search_tree(game, settings, tree_seed, share, deadline, control, t == 0)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_default()).collect()
    });
    let mut stats = RootStats::new();
    let mut iterations = 0;
    for (tree_stats, done) in results {
        iterations += done;
        for (mv, s) in tree_stats {
            let entry = stats.entry(mv).or_default();
            entry.visits += s.visits;
            entry.value += s.value;
            add(&mut entry.seats, &s.seats);
            if s.line.0 > entry.line.0 {
                entry.line = s.line;
            }
        }
    }
    (stats, iterations)
}

/// A position judged for a game review: the move the search prefers and every seat's
/// estimated reward after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The preferred move, in notation.
    pub best: String,
    /// Each seat's estimated reward (the scale of `rewards`) when the preferred move is played:
    /// the mover's entry is the mover's win rate here.
    pub values: Values,
    /// Whether `best` wins at once (the root solver's win in one).
    pub wins_at_once: bool,
    pub iterations: u64,
    /// Every move the search tried here, with the mover's estimated reward after it and its
    /// visits: the same search's view of the other moves.
    pub tried: Vec<(String, f64, u64)>,
}

/// Judges `game` for a review (`None` once it is over): `iterations` of search with the root
/// checks, the preferred move the most visited one (a win in one when there is one).
///
/// With `settings.full_information` the position itself is searched even in a game with hidden
/// information; otherwise only what the player to move knows is used, as in [`think`].
pub fn analyse<G: Evaluate>(
    game: &G,
    settings: Settings,
    iterations: u64,
    seed: u64,
    control: &SearchControl,
) -> Option<Analysis> {
    let mut rng = Rng::seed(seed);
    let worlds =
        if settings.full_information { vec![game.clone()] } else { root_worlds(game, &mut rng) };
    let moves = root_moves(&worlds[0]);
    if moves.is_empty() {
        return None;
    }
    let checks = RootChecks::run(&worlds, &moves, control);
    if let Some(w) = checks.winning {
        let values = super::values_after(&worlds, &moves[w]);
        return Some(Analysis {
            best: moves[w].to_string(),
            values,
            wins_at_once: true,
            iterations: 0,
            tried: Vec::new(),
        });
    }
    let (stats, done) = search_root(game, settings, Budget::Iterations(iterations), seed, control);
    let allowed: Vec<usize> = (0..moves.len()).filter(|&i| checks.allows(i)).collect();
    let best = most_visited(&moves, &stats, &allowed)?;
    let values = match stats.get(&moves[best]) {
        Some(s) if s.visits > 0 => s.seats.map(|v| v / s.visits as f64),
        _ => super::values_after(&worlds, &moves[best]),
    };
    let mover = game.to_move().index();
    let tried = stats
        .iter()
        .filter(|(_, s)| s.visits > 0)
        .map(|(mv, s)| (mv.to_string(), s.seats[mover] / s.visits as f64, s.visits))
        .collect();
    Some(Analysis {
        best: moves[best].to_string(),
        values,
        wins_at_once: false,
        iterations: done,
        tried,
    })
}

/// Runs one tree until its share of iterations, the deadline or a stop request.
fn search_tree<G: Evaluate>(
    game: &G,
    settings: Settings,
    seed: u64,
    share: Option<u64>,
    deadline: Option<Instant>,
    control: &SearchControl,
    reports: bool,
) -> (RootStats<G::Move>, u64) {
    const REPORT_EVERY: u64 = 64;
    let mut tree = Tree::<G>::new(settings, seed);
    let me = game.to_move();
    let mut done = 0u64;
    loop {
        if share.is_some_and(|n| done >= n)
            || control.is_stopped()
            || deadline.is_some_and(|d| Instant::now() >= d)
        {
            break;
        }
        let world =
            if tree.hidden() { game.determinize_for(me, &mut tree.rng) } else { game.clone() };
        tree.iterate(world);
        done += 1;
        if done.is_multiple_of(REPORT_EVERY) {
            control.add_iterations(REPORT_EVERY);
            if reports && let Some(best) = tree.best_root_move() {
                control.set_best(best);
            }
        }
    }
    control.add_iterations(done % REPORT_EVERY);
    let nodes = &tree.nodes;
    let stats = nodes[0]
        .edges
        .iter()
        .map(|e| {
            let seats = nodes.get(e.child as usize).map_or([0.0; MAX_PLAYERS], |c| c.value);
            let visits = u64::from(e.visits);
            let (rest, reply) = tree.line(e.child, me.0);
            let line = (visits, rest, reply);
            (e.mv.clone(), MoveStats { visits, value: e.value, seats, line })
        })
        .collect();
    (stats, done)
}

impl<G: Evaluate> Tree<G> {
    /// The moves `mover` is expected to play next in the same turn from `node` on (Strata 5's
    /// later parts), then the next player's expected turn (the reply): the most visited move
    /// at each node, as long as it was tried [`LINE_VISITS`] times. Empty in a game with hidden
    /// information, where the tree's moves are not those of one world.
    fn line(&self, node: u32, mover: u8) -> (Vec<G::Move>, Vec<G::Move>) {
        if self.hidden() {
            return (Vec::new(), Vec::new());
        }
        let (rest, node) = self.turn_from(node, mover);
        let reply = match self.nodes.get(node as usize) {
            Some(n) if n.expanded && n.mover != mover => self.turn_from(node, n.mover).0,
            _ => Vec::new(),
        };
        (rest, reply)
    }

    /// The most visited moves from `node` while `mover` is to move, and the node reached.
    fn turn_from(&self, mut node: u32, mover: u8) -> (Vec<G::Move>, u32) {
        let mut line = Vec::new();
        while let Some(n) = self.nodes.get(node as usize) {
            if !n.expanded || n.mover != mover {
                break;
            }
            let Some(best) = n.edges.iter().max_by_key(|e| e.visits) else { break };
            if best.visits < LINE_VISITS {
                break;
            }
            line.push(best.mv.clone());
            node = best.child;
        }
        (line, node)
    }

    /// The most visited root move so far, in notation.
    fn best_root_move(&self) -> Option<String> {
        self.nodes[0].edges.iter().max_by_key(|e| e.visits).map(|e| e.mv.to_string())
    }
}

/// The answer: `chosen` first, then the other moves by visits (then mean reward), at most
/// `CANDIDATES`. A move the search never tried shows its static value instead.
fn thought<G: Evaluate>(
    worlds: &[G],
    moves: &[G::Move],
    stats: &RootStats<G::Move>,
    chosen: usize,
    iterations: u64,
) -> Thought {
    let row = |i: usize| -> (u64, f64) {
        match stats.get(&moves[i]) {
            Some(s) if s.visits > 0 => (s.visits, s.value / s.visits as f64),
            _ => (0, super::value_after(worlds, &moves[i])),
        }
    };
    let mut order: Vec<(usize, u64, f64)> = (0..moves.len())
        .filter(|&i| i != chosen)
        .map(|i| {
            let (visits, rate) = row(i);
            (i, visits, rate)
        })
        .collect();
    order.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)).then(a.0.cmp(&b.0)));
    let (visits, rate) = row(chosen);
    let mut rows = vec![(chosen, visits, rate)];
    rows.extend(order.into_iter().take(CANDIDATES - 1));
    let candidates = rows
        .into_iter()
        .map(|(i, visits, win_rate)| {
            let words = |moves: &[G::Move]| moves.iter().map(ToString::to_string).collect();
            let (line, reply) = stats
                .get(&moves[i])
                .map(|s| (words(&s.line.1), words(&s.line.2)))
                .unwrap_or_default();
            Candidate { mv: moves[i].to_string(), visits, win_rate, line, reply }
        })
        .collect();
    Thought { mv: moves[chosen].to_string(), candidates, iterations }
}
