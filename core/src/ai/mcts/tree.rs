//! One search tree: selection, expansion, the leaf's evaluation and the backup of one
//! iteration, and what the tree expects to follow a move.

use std::collections::HashMap;

use crate::game::{Evaluate, MAX_PLAYERS, Values, rewards};
use crate::rng::Rng;

use super::Settings;

/// A cap on uniform random playouts, so that a game that can run long still ends (then each
/// seat gets an equal share).
const RANDOM_PLAYOUT_CAP: usize = 1_000;
/// What one entry of the transposition map costs: a 16-byte bucket and its control byte, in
/// a table between 7/16 and 7/8 full, plus the old table while it is copied into a larger one.
const KNOWN_ENTRY_BYTES: usize = 48;
/// What the allocator adds to each node's block of moves (its header, the rounding).
const BLOCK_BYTES: usize = 16;

/// A continuation is kept only while each of its moves was tried this often: a move the tree
/// barely looked at is no plan.
const LINE_VISITS: u32 = 8;

/// No child node yet.
const NONE: u32 = u32::MAX;

#[derive(Clone, Debug)]
pub(super) struct Edge<M> {
    pub(super) mv: M,
    pub(super) prior: f64,
    pub(super) visits: u32,
    /// Sum of the rewards of the seat that plays this move.
    pub(super) value: f64,
    /// Iterations in which this move was legal when its node was reached (hidden information).
    pub(super) available: u32,
    pub(super) child: u32,
}

#[derive(Clone, Debug)]
pub(super) struct Node<M> {
    pub(super) edges: Vec<Edge<M>>,
    pub(super) visits: u32,
    /// Sum of every seat's rewards over the iterations through this node.
    pub(super) value: Values,
    /// The seat to move at this node: its edges' values are that seat's rewards.
    pub(super) mover: u8,
    pub(super) expanded: bool,
}

impl<M> Node<M> {
    fn new() -> Node<M> {
        Node { edges: Vec::new(), visits: 0, value: [0.0; MAX_PLAYERS], mover: 0, expanded: false }
    }
}

/// One search tree with its own random stream.
pub(super) struct Tree<G: Evaluate> {
    settings: Settings,
    pub(super) nodes: Vec<Node<G::Move>>,
    /// The bytes the tree holds by its own count: nodes, their moves, the transposition map.
    bytes: usize,
    /// The most `bytes` may reach: past it no node is added or expanded, and each iteration
    /// still goes on from the leaf it reached with a playout (see `iterate`).
    budget: usize,
    /// Nodes by `Evaluate::position_key`, so that a position reached by another move order
    /// shares the node of the first (transpositions); empty where the game has no key.
    known: HashMap<u64, u32>,
    pub(super) rng: Rng,
    /// Scratch buffers, kept to avoid allocating per iteration.
    moves: Vec<G::Move>,
    priors: Vec<f64>,
    legal: Vec<bool>,
    path: Vec<(u32, u32)>,
}

impl<G: Evaluate> Tree<G> {
    /// Whether this search plays in sampled worlds (information-set search).
    pub(super) fn hidden(&self) -> bool {
        G::HIDDEN_INFO && !self.settings.full_information
    }

    /// One of the search's `settings.threads` trees: it may hold an equal share of
    /// `settings.memory`.
    pub(super) fn new(settings: Settings, seed: u64) -> Tree<G> {
        Tree {
            settings,
            nodes: vec![Node::new()],
            bytes: size_of::<Node<G::Move>>(),
            budget: settings.memory / settings.threads.max(1),
            known: HashMap::new(),
            rng: Rng::seed(seed),
            moves: Vec::new(),
            priors: Vec::new(),
            legal: Vec::new(),
            path: Vec::new(),
        }
    }

    /// One select → expand → evaluate → back-up pass, in `world` (a copy of the root
    /// position, or a world drawn for the searcher).
    pub(super) fn iterate(&mut self, mut world: G) {
        self.path.clear();
        let mut node = 0u32;
        // Whether `world` has a node: past the budget, a move followed for the first time
        // leads to a position that is only evaluated.
        let mut has_node = true;
        while !world.is_over() {
            let n = &self.nodes[node as usize];
            if !n.expanded {
                let may_expand =
                    node == 0 || (n.visits + 1 >= self.settings.expand_after && self.has_room());
                if !may_expand {
                    break;
                }
                self.expand(node, &world);
            } else if self.hidden() {
                self.refresh(node, &world);
            }
            self.nodes[node as usize].mover = world.to_move().0;
            let Some(e) = self.sure_edge(node, &world).or_else(|| self.select(node)) else { break };
            let edge = &self.nodes[node as usize].edges[e];
            world.play_unchecked(&edge.mv.clone());
            self.path.push((node, e as u32));
            let child = edge.child;
            if child != NONE {
                node = child;
            } else if let Some(id) = self.node_for(&world) {
                self.nodes[node as usize].edges[e].child = id;
                node = id;
            } else {
                has_node = false;
                break;
            }
            if self.nodes[node as usize].visits == 0 {
                break;
            }
        }
        let values = self.evaluate(&mut world);
        self.back_up(has_node.then_some(node), &values);
    }

    /// Whether the tree may still grow.
    fn has_room(&self) -> bool {
        self.bytes < self.budget
    }

    /// How many nodes and moves the tree holds.
    #[cfg(test)]
    pub(super) fn size(&self) -> (usize, usize) {
        (self.nodes.len(), self.nodes.iter().map(|n| n.edges.len()).sum())
    }

    /// The node of `world`, reached by a move not followed before: the node of the same position
    /// reached by another move order if there is one, else a new node; none past the budget.
    fn node_for(&mut self, world: &G) -> Option<u32> {
        // A sampled world's key would depend on the pieces the searcher cannot see.
        let key = if self.hidden() { None } else { world.position_key() };
        if let Some(&id) = key.and_then(|k| self.known.get(&k)) {
            return Some(id);
        }
        if !self.has_room() {
            return None;
        }
        let fresh = u32::try_from(self.nodes.len()).ok().filter(|&id| id != NONE)?;
        self.bytes += size_of::<Node<G::Move>>();
        if let Some(key) = key {
            self.known.insert(key, fresh);
            self.bytes += KNOWN_ENTRY_BYTES;
        }
        self.nodes.push(Node::new());
        Some(fresh)
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
        self.bytes += count * size_of::<Edge<G::Move>>() + BLOCK_BYTES;
        self.legal.clear();
        self.legal.resize(count, true);
        for edge in &mut n.edges {
            edge.available = 1;
        }
    }

    /// Hidden information: marks which of `node`'s moves are legal in this world (adding the
    /// ones no world showed before, while the budget allows) and counts their availability.
    fn refresh(&mut self, node: u32, world: &G) {
        world.legal_moves(&mut self.moves);
        let room = self.has_room();
        let n = &mut self.nodes[node as usize];
        self.legal.clear();
        self.legal.resize(n.edges.len(), false);
        for mv in &self.moves {
            match n.edges.iter().position(|e| e.mv == *mv) {
                Some(i) => self.legal[i] = true,
                None if room => {
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
                    self.bytes += size_of::<Edge<G::Move>>();
                }
                None => {}
            }
        }
        for (edge, &legal) in n.edges.iter_mut().zip(&self.legal) {
            edge.available += u32::from(legal);
        }
    }

    /// Hidden information: the edge of the game's `sure_move` in this world, where an opponent
    /// of the searcher (the root's mover) is to move at `node`.
    fn sure_edge(&self, node: u32, world: &G) -> Option<usize> {
        if !self.hidden() || world.to_move().0 == self.nodes[0].mover {
            return None;
        }
        let mv = world.sure_move()?;
        let edges = &self.nodes[node as usize].edges;
        (0..edges.len()).find(|&i| self.legal[i] && edges[i].mv == mv)
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

    /// Adds `values` along the path, to the `leaf` node too where the leaf has one.
    fn back_up(&mut self, leaf: Option<u32>, values: &Values) {
        if let Some(leaf) = leaf {
            let leaf = &mut self.nodes[leaf as usize];
            leaf.visits += 1;
            add(&mut leaf.value, values);
        }
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

pub(super) fn add(sum: &mut Values, values: &Values) {
    for (s, v) in sum.iter_mut().zip(values) {
        *s += v;
    }
}

impl<G: Evaluate> Tree<G> {
    /// The moves `mover` is expected to play next in the same turn from `node` on (Strata 5's
    /// later parts), then the next player's expected turn (the reply): the most visited move
    /// at each node, as long as it was tried [`LINE_VISITS`] times. Empty in a game with hidden
    /// information, where the tree's moves are not those of one world.
    pub(super) fn line(&self, node: u32, mover: u8) -> (Vec<G::Move>, Vec<G::Move>) {
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
    pub(super) fn best_root_move(&self) -> Option<String> {
        self.nodes[0].edges.iter().max_by_key(|e| e.visits).map(|e| e.mv.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::super::SEARCH_MEMORY;
    use super::*;
    use crate::ai::Bot;
    use crate::game::Game;
    use crate::games::stratum::Stratum;

    fn after<G: Game>(start: &G, tokens: &str) -> G {
        let mut game = start.clone();
        for token in tokens.split_whitespace() {
            let mv: G::Move = token.parse().unwrap_or_else(|e| panic!("{token}: {e}"));
            game.play(&mv).unwrap_or_else(|e| panic!("{token}: {e}"));
        }
        game
    }

    #[test]
    fn an_opponent_takes_a_known_piece_in_every_world_where_it_surely_can() {
        use crate::games::stratego::Stratego;
        use crate::position::Diagrammed;
        // Red's known Marshal may take a known Scout on e6, next to two unmoved Blue pieces
        // (f6, e7): in most of Red's worlds one of them is the Spy, which then takes it.
        let game = Stratego::from_position_text("Fa1,Me5*! Sf6,4e7,5a7,Fj10,2e6*! r -/- 0 5")
            .unwrap_or_else(|e| panic!("{e:?}"));
        let mut tree = Tree::<Stratego>::new(Settings::of(Bot::Medium), 1);
        for _ in 0..4_000 {
            let world = game.determinize_for(game.to_move(), &mut tree.rng);
            tree.iterate(world);
        }
        let take = tree.nodes[0].edges.iter().find(|e| e.mv.to_string() == "e5-e6").unwrap();
        let replies = &tree.nodes[take.child as usize].edges;
        let spy_takes: u32 =
            replies.iter().filter(|e| e.mv.to.to_string() == "e6").map(|e| e.visits).sum();
        let all: u32 = replies.iter().map(|e| e.visits).sum();
        assert!(all > 20 && spy_takes * 10 > all * 7, "{spy_takes} of {all} replies take");
    }

    #[test]
    fn a_position_reached_by_another_move_order_shares_its_node() {
        let start = Stratum::new();
        let mut tree = Tree::<Stratum>::new(Settings::of(Bot::Medium), 1);
        let one = tree.node_for(&after(&start, "A1-A4 I5-I8 B1-B4"));
        let other = tree.node_for(&after(&start, "B1-B4 I5-I8 A1-A4"));
        let third = tree.node_for(&after(&start, "B1-B4 I5-I8 C1-C4"));
        assert!(one.is_some());
        assert_eq!(one, other);
        assert_ne!(one, third);
        // A search with many placements left reaches some nodes by more than one move.
        let mut tree = Tree::<Stratum>::new(Settings::of(Bot::Medium), 1);
        let middle = after(&start, "A1-A4 B1-E1 C4-C7 F9-I9 D8-G8 F6-I6");
        for _ in 0..5_000 {
            tree.iterate(middle.clone());
        }
        let mut children: Vec<u32> =
            tree.nodes.iter().flat_map(|n| n.edges.iter().map(|e| e.child)).collect();
        children.retain(|&c| c != NONE);
        let linked = children.len();
        children.sort_unstable();
        children.dedup();
        assert!(linked - children.len() > 50, "{} shared links", linked - children.len());
    }

    /// One tree that may hold `bytes`.
    fn one_tree(bytes: usize) -> Settings {
        Settings { memory: bytes, threads: 1, ..Settings::of(Bot::Medium) }
    }

    #[test]
    fn the_tree_stops_growing_at_its_budget_and_goes_on_searching() {
        let middle = after(&Stratum::new(), "A1-A4 B1-E1 C4-C7 F9-I9 D8-G8 F6-I6");
        let budget = 200_000;
        let mut tree = Tree::<Stratum>::new(one_tree(budget), 1);
        for _ in 0..3_000 {
            tree.iterate(middle.clone());
        }
        let (nodes, edges) = tree.size();
        // The count covers at least what the nodes and moves take, and stops within one
        // expansion past the budget.
        let held = nodes * size_of::<Node<<Stratum as Game>::Move>>()
            + edges * size_of::<Edge<<Stratum as Game>::Move>>();
        assert!(held <= tree.bytes, "{held} held, {} counted", tree.bytes);
        let one_expansion = 200 * size_of::<Edge<<Stratum as Game>::Move>>();
        assert!((budget..budget + one_expansion).contains(&tree.bytes), "{}", tree.bytes);
        for _ in 0..3_000 {
            tree.iterate(middle.clone());
        }
        assert_eq!(tree.size(), (nodes, edges));
        // Every iteration still went down the tree and backed up its playout.
        let root = &tree.nodes[0];
        assert_eq!(root.visits, 6_000);
        assert_eq!(root.edges.iter().map(|e| e.visits).sum::<u32>(), 6_000);
        let deep = root.edges.iter().filter(|e| e.child != NONE).map(|e| e.child as usize);
        assert!(deep.map(|c| tree.nodes[c].visits).max().unwrap_or(0) > 100);
        // The same iterations with the whole budget grow a larger tree: the budget stopped it.
        let mut free = Tree::<Stratum>::new(one_tree(SEARCH_MEMORY), 1);
        for _ in 0..6_000 {
            free.iterate(middle.clone());
        }
        assert!(free.size().0 > 2 * nodes, "{:?} against {nodes}", free.size());
    }

    /// Positions of seeded random games where some moves, not all, win at once.
    fn wins_to_find<G: Evaluate>(start: &G, wanted: usize) -> Vec<G> {
        let mut found = Vec::new();
        let mut moves = Vec::new();
        for seed in 0..200 {
            let mut rng = Rng::seed(seed);
            let mut game = start.clone();
            loop {
                game.legal_moves(&mut moves);
                let wins = moves.iter().filter(|mv| game.wins_at_once(mv)).count();
                if wins > 0 && wins < moves.len() {
                    found.push(game.clone());
                    break;
                }
                let Some(mv) = rng.choose(&moves).cloned() else { break };
                game.play_unchecked(&mv);
            }
            if found.len() == wanted {
                break;
            }
        }
        found
    }

    #[test]
    fn every_level_with_room_for_little_more_than_its_root_still_takes_a_win_in_one() {
        use crate::games::strata7::Strata7;
        fn check<G: Evaluate>(name: &str, start: &G) {
            let positions = wins_to_find(start, 4);
            assert!(positions.len() == 4, "{name}: too few positions");
            for game in positions {
                for bot in [Bot::Easy, Bot::Medium, Bot::Hard] {
                    let settings = Settings { memory: 8_192, ..Settings::of(bot) };
                    let budget = super::super::Budget::Iterations(3_000);
                    let control = crate::ai::SearchControl::new();
                    let thought = super::super::think(&game, settings, budget, 5, &control);
                    let mv: G::Move = thought.unwrap().mv.parse().unwrap();
                    assert!(game.wins_at_once(&mv), "{name}: {bot} played {mv}, no win");
                }
            }
        }
        check("stratum", &Stratum::new());
        check("strata7", &Strata7::new());
    }

    #[test]
    fn a_full_tree_with_hidden_information_still_answers_legal_moves() {
        use crate::games::stratego::{Setup, Stratego};
        let settings = Settings { memory: 4_096, ..Settings::of(Bot::Medium) };
        let mut game = Stratego::from_setup(&Setup::from_seed(3)).unwrap();
        let mut rng = Rng::seed(3);
        let mut moves = Vec::new();
        for _ in 0..30 {
            let budget = super::super::Budget::Iterations(500);
            let control = crate::ai::SearchControl::new();
            let thought = super::super::think(&game, settings, budget, 9, &control).unwrap();
            let mv: <Stratego as Game>::Move = thought.mv.parse().unwrap();
            assert!(game.check(&mv).is_ok(), "{mv}");
            // On along a random game, for positions of every kind.
            game.legal_moves(&mut moves);
            let Some(next) = rng.choose(&moves).cloned() else { break };
            game.play_unchecked(&next);
            if game.is_over() {
                break;
            }
        }
    }
}
