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
//! - Transpositions: where the game gives a `position_key`, a position reached by another move
//!   order (Stratum's placements, a Strata 5 turn's two pawn moves) shares the node of the first,
//!   so its subtree grows from every path that reaches it; each move keeps its own statistics.
//! - Hidden information (`Evaluate::HIDDEN_INFO`): single-observer information-set MCTS. Every
//!   iteration plays in a world drawn by `determinize_for(searcher)`; tree nodes are keyed by
//!   the moves played (moves are public), a move's statistics count only the iterations in
//!   which it was legal (its *availability*), and new moves join a node as worlds reveal them.
//!   Since those statistics average over worlds, an opponent would seem not to know its own
//!   pieces: where a world gives the opponent a sure move (`Evaluate::sure_move`: Stratego's
//!   sure capture of a known piece), the opponent plays it there.
//!   A game review (`Settings::full_information`, [`analyse`]) searches the real position of
//!   a finished game instead, as if nothing were hidden.
//! - Several threads search separate trees from separate seeds and their root statistics are
//!   summed by move; with an iteration budget each thread has a fixed share, so the answer
//!   depends only on the seed.

use std::collections::BTreeMap;
use std::time::Instant;

use crate::game::{Evaluate, MAX_PLAYERS, Values};
use crate::rng::Rng;

use super::solver::RootChecks;
use tree::{Tree, add};

mod tree;
use super::exact::{Exact, ExactResult};
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
    /// (`proof`), visiting at most `proof_scale` times the game's `Evaluate::PROOF_NODES`
    /// positions; 0 turns: no proof. Games with hidden information never prove (a proof needs
    /// the position itself).
    pub proof_turns: u32,
    pub proof_scale: u64,
    /// The exact endgame search (`endgame`) may visit this many tenths of the game's
    /// `Evaluate::ENDGAME_NODES`; 0: no exact search.
    pub endgame_tenths: u64,
    /// The bytes this search's trees may hold together ([`SEARCH_MEMORY`] at every level):
    /// each of the `threads` trees gets an equal share.
    pub memory: usize,
}

/// What one search's trees may hold together, in bytes, at every level: a computer opponent
/// must stay under 256 MB of resident memory (issue 52: it must not take most of a small
/// laptop's free memory), and its trees are nearly all of it. The rest of the 256 MB: the
/// program itself (a `strata think` that searches nothing peaks at 9–13 MB), what the trees'
/// count of their bytes leaves out (the allocator's slack, the transposition map while it
/// grows) and the exact endgame search's table, which is freed before the trees are built.
/// With this value the highest peak of `strata think` measured at any level, game and size was
/// 208 MiB, the program and the margin included (`assets/docs/command-line.md`, "Memory").
pub const SEARCH_MEMORY: usize = 200 << 20;

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
            proof_scale: 1,
            endgame_tenths: 10,
            memory: SEARCH_MEMORY,
        };
        match bot {
            Bot::Easy => {
                // No proof, and only the smallest endgames solved exactly (a tenth of
                // Medium's): enough not to throw away a won ending or hurry a lost one, while
                // easy still slips in the middle game.
                let no_proof = Settings { proof_turns: 0, endgame_tenths: 1, ..base };
                Settings { threads: 1, exploration: 2.0, temperature: 0.6, ..no_proof }
            }
            Bot::Hard => Settings { expand_after: 4, proof_scale: 5, endgame_tenths: 50, ..base },
            Bot::Uct => Settings {
                knowledge: false,
                exploration: std::f64::consts::SQRT_2,
                root_checks: false,
                proof_turns: 0,
                endgame_tenths: 0,
                ..base
            },
            Bot::Medium | Bot::Random | Bot::Greedy | Bot::Expecti => base,
        }
    }
}

/// The exact endgame search may take a move's time divided by this. Half the time measured no
/// better in Stratum (0.568 against 0.583 for a fifth, `240e668` the opponent, 200 games each
/// at time scale 0.3).
const ENDGAME_SHARE: u32 = 5;

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
    let began = Instant::now();
    let nodes = G::ENDGAME_NODES * settings.endgame_tenths / 10;
    let deadline = match budget {
        Budget::Time(t) => Some(began + t / ENDGAME_SHARE),
        Budget::Iterations(_) => None,
    };
    if moves.len() <= 1 {
        let mv = moves.first()?;
        let win_rate = super::value_after(&worlds, mv);
        // A forced move: searched exactly only for what it reports.
        let solved = super::endgame::best_moves(game, &moves, nodes, deadline, control);
        let exact = solved.and_then(|s| s.exact[0]);
        return Some(Thought {
            mv: mv.to_string(),
            candidates: vec![Candidate {
                mv: mv.to_string(),
                visits: 0,
                win_rate,
                line: Vec::new(),
                reply: Vec::new(),
                exact: exact.or_else(|| super::solver::terminal_exact(&worlds[0], mv)),
            }],
            iterations: 0,
        });
    }
    let checks = settings.root_checks.then(|| RootChecks::run(&worlds, &moves, control));
    // What is known exactly of each move (see `Candidate::exact`), from the checks, a proof
    // or the endgame search, for the candidates reported.
    let mut exact: Vec<Option<Exact>> = match &checks {
        Some(c) => c.exact.clone(),
        None => moves.iter().map(|mv| super::solver::terminal_exact(&worlds[0], mv)).collect(),
    };
    if let Some(w) = checks.as_ref().and_then(|c| c.winning) {
        return Some(thought(&worlds, &moves, &RootStats::new(), w, 0, &exact));
    }
    let proof_nodes = G::PROOF_NODES * settings.proof_scale;
    if settings.proof_turns >= 2 && proof_nodes > 0 && !G::HIDDEN_INFO {
        // A win in one was looked for above: a proof of a longer one is played at once, the
        // shortest in plies the proof can tell.
        let proof = super::proof::forced_win(game, &moves, settings.proof_turns, proof_nodes);
        if let Some((w, plies)) = proof {
            exact[w] = plies.map(|p| Exact::new(ExactResult::Win, p));
            return Some(thought(&worlds, &moves, &RootStats::new(), w, 0, &exact));
        }
    }
    // Where the whole endgame is searched, only the moves of the best exact result remain
    // (the shortest wins; the draws; the losses that hold out longest); a proven win, or a
    // single best move, is played at once. A search that fails costs at most a fifth of a
    // move's time.
    let endgame = super::endgame::best_moves(game, &moves, nodes, deadline, control);
    if let Some(solved) = &endgame {
        for (e, solved) in exact.iter_mut().zip(&solved.exact) {
            *e = solved.or(*e);
        }
        let first = solved.allowed.iter().position(|&b| b);
        let single = solved.allowed.iter().filter(|&&b| b).count() == 1;
        if let Some(w) = first.filter(|_| solved.best.result == ExactResult::Win || single) {
            return Some(thought(&worlds, &moves, &RootStats::new(), w, 0, &exact));
        }
    }
    // The proof's and the endgame's time comes out of the move's.
    let budget = match budget {
        Budget::Time(t) => Budget::Time(t.saturating_sub(began.elapsed())),
        iterations => iterations,
    };
    let (stats, iterations) = search_root(game, settings, budget, seed, control);
    let checked = |i: usize| checks.as_ref().is_none_or(|c| c.allows(i));
    let mut allowed: Vec<usize> = (0..moves.len())
        .filter(|&i| match &endgame {
            Some(solved) => solved.allowed[i],
            None => checked(i),
        })
        .collect();
    // Of moves equally good with best play, none that hands the opponent a win at once (a
    // shared win, a draw, can be as good as the others exactly, but the root checks promise
    // it is never left when it can be stopped).
    if allowed.iter().any(|&i| checked(i)) {
        allowed.retain(|&i| checked(i));
    }
    // Rash moves only when nothing else is left (the exact endgame's choice stands: it knows).
    if settings.knowledge && endgame.is_none() {
        let sensible: Vec<usize> =
            allowed.iter().copied().filter(|&i| !game.rash(&moves[i])).collect();
        if !sensible.is_empty() {
            allowed = sensible;
        }
    }
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
    Some(thought(&worlds, &moves, &stats, chosen, iterations, &exact))
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

/// The answer: `chosen` first, then the other moves by visits (then mean reward), at most
/// `CANDIDATES`. A move the search never tried shows its static value instead; `exact` is what
/// is known exactly of each move.
fn thought<G: Evaluate>(
    worlds: &[G],
    moves: &[G::Move],
    stats: &RootStats<G::Move>,
    chosen: usize,
    iterations: u64,
    exact: &[Option<Exact>],
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
            let exact = exact[i];
            Candidate { mv: moves[i].to_string(), visits, win_rate, line, reply, exact }
        })
        .collect();
    Thought { mv: moves[chosen].to_string(), candidates, iterations }
}
