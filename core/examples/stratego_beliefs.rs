//! How well the AI's picture of the opponent's hidden pieces fits the truth, over a set of
//! finished Stratego games (issue 32). Before each of "our" moves:
//!
//! - many worlds are drawn from our observation (`determinize_for`, as the search draws them),
//!   and for each hidden opposing piece of a followed rank we take the share of worlds that
//!   give it its true rank, against what a uniform deal among the pieces that could hold that
//!   rank would give; also only for pieces next to one of our known pieces, where a wrong
//!   belief costs most, for pieces that moved, and for pieces four steps or less from our Flag;
//! - for each hidden piece that stepped next to a known piece of ours (or away from one), we
//!   check whether its true rank beats it (or loses to it), against the share of the movable
//!   ranks left that do: how often conduct tells the truth; and how often a hidden piece
//!   beside one of their own known Colonels or stronger (bait for our Marshal) is the Spy;
//! - for each hidden piece that moved, how many moves it made, against its true rank;
//! - for every hidden opposing piece, the log loss (nats) and top-1 accuracy of its true rank
//!   under the belief model (`Stratego::beliefs`, issue 51) against the sampled worlds' shares
//!   (smoothed by a tenth of a world per rank, so a rank no world gave costs a finite loss).
//!
//! `cargo run --release -p strata-core --example stratego_beliefs -- DIR[,DIR...] [WORLDS]`
//!
//! DIR holds game records as `stratego_report` reads them (four lines: Red's setup, Blue's
//! setup, the moves, our side). Positions of one game are counted one by one, so they are not
//! independent: read the shares, not their precision.

mod records;

use std::collections::BTreeMap;

use records::{files_in, read_record};
use strata_core::games::stratego::{CombatResult, Piece, Rank, Rules, Square, Stratego, resolve};
use strata_core::{Evaluate, Game, HiddenInfo, Player, Rng};

/// The ranks whose placement the report follows.
const FOLLOWED: [Rank; 6] =
    [Rank::Marshal, Rank::General, Rank::Colonel, Rank::Spy, Rank::Miner, Rank::Flag];

/// One row of a table: positions counted and the sums of its two shares.
#[derive(Default)]
struct Row {
    positions: u64,
    first: f64,
    second: f64,
}

impl Row {
    fn add(&mut self, first: f64, second: f64) {
        self.positions += 1;
        self.first += first;
        self.second += second;
    }
}

/// The four tables (0: ranks, 1: conduct, 2: moves made, 3: fit of the true rank), each by
/// its row's label.
type Tally = BTreeMap<(usize, String), Row>;

const HEADERS: [(&str, &str, &str); 4] = [
    ("true rank of a hidden piece", "worlds right", "uniform deal"),
    ("conduct of a hidden piece", "true", "uniform deal"),
    ("moves made while hidden", "Marshal/General", "Scout/Miner"),
    ("fit of the true rank, every hidden piece", "belief model", "sampled worlds"),
];

/// The log loss and top-1 hit of the true rank of each hidden piece, belief model against the
/// sampled worlds' shares.
fn fit(game: &Stratego, ours: Player, sampled: &[Stratego], tally: &mut Tally) {
    let beliefs = game.beliefs(ours);
    let worlds = sampled.len() as f64;
    for (sq, piece) in hidden_pieces(game, ours) {
        let Some(row) = sq.index().and_then(|i| beliefs.at(i)) else { continue };
        let mut counts = [0.0; 12];
        for world in sampled {
            if let Some(p) = world.piece_at(sq) {
                counts[p.rank.index()] += 1.0;
            }
        }
        let truth = piece.rank.index();
        let sampler = |r: usize| (counts[r] + 0.1) / (worlds + 1.2);
        let top = |values: &dyn Fn(usize) -> f64| {
            let best = (0..12).max_by(|&a, &b| values(a).total_cmp(&values(b))).unwrap_or(0);
            f64::from(u8::from(best == truth))
        };
        let belief = |r: usize| row[r];
        let loss = |p: f64| -p.max(1e-4).ln();
        tally
            .entry((3, "log loss".into()))
            .or_default()
            .add(loss(row[truth]), loss(sampler(truth)));
        tally.entry((3, "top-1 accuracy".into())).or_default().add(top(&belief), top(&sampler));
    }
}

/// The opponent's pieces whose rank we do not know, with their squares.
fn hidden_pieces(game: &Stratego, ours: Player) -> Vec<(Square, Piece)> {
    (0..100)
        .map(Square::from_index)
        .filter_map(|sq| game.piece_at(sq).map(|p| (sq, p)))
        .filter(|(_, p)| p.owner != ours && !p.revealed)
        .collect()
}

/// Whether a piece of ours whose rank the opponent knows stands next to `sq`.
fn next_to_known(game: &Stratego, ours: Player, sq: Square) -> bool {
    sq.neighbours().any(|near| game.piece_at(near).is_some_and(|p| p.owner == ours && p.revealed))
}

/// Our Flag's square.
fn our_flag(game: &Stratego, ours: Player) -> Option<Square> {
    (0..100)
        .map(Square::from_index)
        .find(|&at| game.piece_at(at).is_some_and(|p| p.owner == ours && p.rank == Rank::Flag))
}

/// Whether `sq` is at most four steps (ignoring the way there) from `flag`.
fn near(flag: Option<Square>, sq: Square) -> bool {
    flag.is_some_and(|f| f.file.abs_diff(sq.file) + f.rank.abs_diff(sq.rank) <= 4)
}

fn ranks(game: &Stratego, ours: Player, worlds: usize, rng: &mut Rng, tally: &mut Tally) {
    let hidden = hidden_pieces(game, ours);
    let flag = our_flag(game, ours);
    let sampled: Vec<Stratego> = (0..worlds).map(|_| game.determinize_for(ours, rng)).collect();
    fit(game, ours, &sampled, tally);
    for rank in FOLLOWED {
        // The pieces that could hold `rank` as we see them: unmoved ones, and moved ones for a
        // movable rank.
        let candidates = hidden.iter().filter(|(_, p)| rank.is_movable() || !p.moved).count();
        let copies = hidden.iter().filter(|(_, p)| p.rank == rank).count();
        let uniform = copies as f64 / candidates.max(1) as f64;
        for &(sq, piece) in hidden.iter().filter(|(_, p)| p.rank == rank) {
            let right = sampled.iter().filter(|w| w.piece_at(sq).is_some_and(|p| p.rank == rank));
            let share = right.count() as f64 / worlds as f64;
            tally.entry((0, rank.name().to_string())).or_default().add(share, uniform);
            if next_to_known(game, ours, sq) {
                let label = format!("{}, next to a known piece", rank.name());
                tally.entry((0, label)).or_default().add(share, uniform);
            }
            if piece.moved && rank.is_movable() {
                let label = format!("{}, moved", rank.name());
                tally.entry((0, label)).or_default().add(share, uniform);
            }
            if near(flag, sq) {
                let label = format!("{}, 4 steps or less from our Flag", rank.name());
                tally.entry((0, label)).or_default().add(share, uniform);
            }
        }
    }
}

fn conduct(game: &Stratego, ours: Player, tally: &mut Tally) {
    let view = game.observe(ours);
    let left = view.unaccounted();
    let pool: Vec<Rank> = Rank::ALL
        .into_iter()
        .filter(|r| r.is_movable())
        .flat_map(|r| std::iter::repeat_n(r, usize::from(left[r.index()])))
        .collect();
    let share = |fits: &dyn Fn(Rank) -> bool| {
        pool.iter().filter(|&&r| fits(r)).count() as f64 / pool.len().max(1) as f64
    };
    let wins = |a: Rank, d: Rank| resolve(a, d) == CombatResult::AttackerWins;
    let hidden = hidden_pieces(game, ours);
    // Bait: a hidden piece beside one of their own known Colonels or better, which our
    // Marshal would like to take.
    let spy_left = left[Rank::Spy.index()] > 0;
    for (sq, piece) in hidden.iter().filter(|_| spy_left) {
        let bait = sq.neighbours().any(|near| {
            game.piece_at(near).is_some_and(|p| {
                p.owner == piece.owner
                    && p.revealed
                    && p.rank >= Rank::Colonel
                    && p.rank.is_movable()
            })
        });
        if bait {
            let truth = f64::from(u8::from(piece.rank == Rank::Spy));
            let label = "beside their known Colonel+: the Spy".to_string();
            tally.entry((1, label)).or_default().add(truth, share(&|r| r == Rank::Spy));
        }
    }
    for (sq, piece) in hidden.into_iter().filter(|(_, p)| p.moved) {
        let Some(index) = sq.index() else { continue };
        let seen = view.conduct[index];
        if let Some(known) = seen.approached {
            let truth = f64::from(u8::from(wins(piece.rank, known)));
            let label = "stepped next to ours: beats it".to_string();
            tally.entry((1, label)).or_default().add(truth, share(&|r| wins(r, known)));
        }
        if let Some(known) = seen.fled {
            let truth = f64::from(u8::from(wins(known, piece.rank)));
            let label = "stepped away from ours: loses to it".to_string();
            tally.entry((1, label)).or_default().add(truth, share(&|r| wins(known, r)));
        }
    }
}

fn activity(game: &Stratego, ours: Player, moves_made: &[u32; 100], tally: &mut Tally) {
    for (sq, piece) in hidden_pieces(game, ours).into_iter().filter(|(_, p)| p.moved) {
        let Some(index) = sq.index() else { continue };
        let label = match moves_made[index] {
            0..=1 => " 1",
            2..=3 => " 2-3",
            4..=7 => " 4-7",
            8..=15 => " 8-15",
            _ => "16+",
        };
        let strong = matches!(piece.rank, Rank::Marshal | Rank::General);
        let runner = matches!(piece.rank, Rank::Scout | Rank::Miner);
        let row = tally.entry((2, label.to_string())).or_default();
        row.add(f64::from(u8::from(strong)), f64::from(u8::from(runner)));
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: stratego_beliefs DIR[,DIR...] [WORLDS]");
        std::process::exit(2);
    };
    let worlds: usize = args.next().and_then(|w| w.parse().ok()).unwrap_or(100).max(1);
    let paths = files_in(&dir).unwrap_or_else(|e| {
        eprintln!("stratego_beliefs: {e}");
        std::process::exit(1);
    });
    let mut tally = Tally::new();
    let mut rng = Rng::seed(1);
    let mut games = 0;
    for path in &paths {
        let record = match read_record(path) {
            Ok(record) => record,
            Err(e) => {
                eprintln!("stratego_beliefs: skipped {}: {e}", path.display());
                continue;
            }
        };
        let ours = record.ours;
        let mut game = Stratego::new(&record.red, &record.blue, Rules::default());
        // Per square, the moves made by the piece on it.
        let mut moves_made = [0u32; 100];
        for mv in &record.moves {
            if game.to_move() == ours {
                ranks(&game, ours, worlds, &mut rng, &mut tally);
                conduct(&game, ours, &mut tally);
                activity(&game, ours, &moves_made, &mut tally);
            }
            let mover = game.to_move();
            let (Some(from), Some(to)) = (mv.from.index(), mv.to.index()) else { break };
            if game.play(mv).is_err() {
                eprintln!("stratego_beliefs: {}: stopped at an illegal move {mv}", path.display());
                break;
            }
            // The count follows whichever piece stands on the target square afterwards.
            moves_made[to] = match game.piece_at(mv.to) {
                Some(p) if p.owner == mover => moves_made[from] + 1,
                Some(_) => moves_made[to],
                None => 0,
            };
            moves_made[from] = 0;
        }
        games += 1;
    }
    println!("{games} games, {worlds} worlds per position");
    for (table, (label, first, second)) in HEADERS.iter().enumerate() {
        println!("\n{label:<40} {:>9} {first:>15} {second:>15}", "positions");
        for ((_, row_label), row) in tally.range((table, String::new())..(table + 1, String::new()))
        {
            let n = row.positions as f64;
            let (a, b) = (row.first / n, row.second / n);
            println!("{row_label:<40} {:>9} {a:>15.3} {b:>15.3}", row.positions);
        }
    }
}
