//! Scored setups: how well an army keeps the principles good players set up by, and the
//! "suggested setup", the best of several sensible random armies, which the AI plays and the
//! setup screen offers. Each draw differs, so an opponent cannot learn one fixed army.

use super::piece::Rank;
use super::setup::{Army, around};
use crate::rng::Rng;

/// Random armies drawn for one suggestion; the best scoring is kept.
const CANDIDATES: usize = 24;

/// One principle of a good setup.
#[derive(Clone, Copy, Debug)]
pub struct Principle {
    /// Its id, for the app's translations: `flag-at-back`.
    pub id: &'static str,
    /// A few words, e.g. "Flag at the back".
    pub name: &'static str,
    /// Why it matters, in a sentence.
    pub why: &'static str,
    /// How much it counts in the total.
    weight: u8,
    /// How well an army keeps it, from 0 (not at all) to 1 (fully).
    measure: fn(&Army) -> f64,
}

/// How well an army keeps one principle.
#[derive(Clone, Copy, Debug)]
pub struct Kept {
    pub principle: Principle,
    /// From 0 (not at all) to 1 (fully).
    pub share: f64,
}

/// An army's score: each principle with how well it is kept, and the weighted total (0 to 1).
#[derive(Clone, Debug)]
pub struct SetupScore {
    pub total: f64,
    pub principles: Vec<Kept>,
}

/// The principles, most important first.
pub const PRINCIPLES: [Principle; 9] = [
    Principle {
        id: "flag-at-back",
        name: "Flag at the back",
        why: "On the back rank the Flag can be reached from fewer sides.",
        weight: 4,
        measure: flag_at_back,
    },
    Principle {
        id: "bombs-beside-flag",
        name: "Bombs beside the Flag",
        why: "Bombs on the Flag's open sides let only a Miner through.",
        weight: 4,
        measure: flag_shielded,
    },
    Principle {
        id: "bombs-spread",
        name: "Bombs in more than one place",
        why: "A second group of Bombs hides which one guards the Flag.",
        weight: 2,
        measure: bombs_spread,
    },
    Principle {
        id: "no-front-bombs",
        name: "No Bombs in the front rank",
        why: "A Bomb in front blocks your own way out and gives nothing to defend.",
        weight: 1,
        measure: bombs_off_front,
    },
    Principle {
        id: "lanes-guarded",
        name: "Every lane guarded",
        why: "A Captain or stronger near each of the three lanes meets an early raid.",
        weight: 3,
        measure: lanes_guarded,
    },
    Principle {
        id: "scouts-in-front",
        name: "Scouts in front",
        why: "Scouts in the front rank can run out and find the enemy's big pieces.",
        weight: 2,
        measure: scouts_in_front,
    },
    Principle {
        id: "miners-held-back",
        name: "Miners held back",
        why: "Bombs are cleared late in a game: keep at least three Miners in the back two ranks.",
        weight: 2,
        measure: miners_held_back,
    },
    Principle {
        id: "spy-by-general",
        name: "Spy beside the General",
        why: "The Spy waits where the enemy Marshal will come for your General.",
        weight: 2,
        measure: spy_by_general,
    },
    Principle {
        id: "marshal-general-apart",
        name: "Marshal and General apart",
        why: "One on each half of the board, so that each wing has a strong piece.",
        weight: 2,
        measure: big_pieces_apart,
    },
];

impl Army {
    /// How well this army keeps each of the [`PRINCIPLES`].
    pub fn score(&self) -> SetupScore {
        let principles: Vec<Kept> = PRINCIPLES
            .iter()
            .map(|&principle| Kept { principle, share: (principle.measure)(self) })
            .collect();
        let weight: f64 = PRINCIPLES.iter().map(|p| f64::from(p.weight)).sum();
        let total = principles.iter().map(|k| f64::from(k.principle.weight) * k.share).sum::<f64>()
            / weight;
        SetupScore { total, principles }
    }

    /// The best scoring of several sensible random armies drawn with `rng`.
    pub fn suggested(rng: &mut Rng) -> Army {
        let mut best = Army::random(rng);
        let mut best_score = best.score().total;
        for _ in 1..CANDIDATES {
            let army = Army::random(rng);
            let score = army.score().total;
            if score > best_score {
                (best, best_score) = (army, score);
            }
        }
        best
    }

    /// Where the pieces of `rank` stand, as (row from the front, column from the left).
    fn squares_of(&self, rank: Rank) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..40).filter(move |&i| self.at(i / 10, i % 10) == rank).map(|i| (i / 10, i % 10))
    }

    fn first(&self, rank: Rank) -> (usize, usize) {
        // Every valid army holds one of each rank (SG-S2).
        self.squares_of(rank).next().unwrap_or((0, 0))
    }
}

fn flag_at_back(army: &Army) -> f64 {
    match army.first(Rank::Flag).0 {
        3 => 1.0,
        2 => 0.4,
        _ => 0.0,
    }
}

fn flag_shielded(army: &Army) -> f64 {
    let (row, col) = army.first(Rank::Flag);
    let sides: Vec<Rank> = around(row, col).map(|(r, c)| army.at(r, c)).collect();
    sides.iter().filter(|&&r| r == Rank::Bomb).count() as f64 / sides.len() as f64
}

/// 1 when the Bombs form two groups or more (squares side by side are one group): the group
/// of the first Bomb does not hold them all.
fn bombs_spread(army: &Army) -> f64 {
    let bombs: Vec<(usize, usize)> = army.squares_of(Rank::Bomb).collect();
    let mut group = vec![bombs[0]];
    let mut i = 0;
    while let Some(&(row, col)) = group.get(i) {
        for b in around(row, col) {
            if bombs.contains(&b) && !group.contains(&b) {
                group.push(b);
            }
        }
        i += 1;
    }
    if group.len() < bombs.len() { 1.0 } else { 0.0 }
}

fn bombs_off_front(army: &Army) -> f64 {
    match army.squares_of(Rank::Bomb).filter(|&(row, _)| row == 0).count() {
        0 => 1.0,
        1 => 0.5,
        _ => 0.0,
    }
}

/// The columns facing each of the three lanes between and beside the lakes.
const LANES: [[usize; 2]; 3] = [[0, 1], [4, 5], [8, 9]];

fn lanes_guarded(army: &Army) -> f64 {
    let guard = |rank: Rank| (Rank::Captain..=Rank::Marshal).contains(&rank);
    let guarded = LANES
        .iter()
        .filter(|cols| cols.iter().any(|&col| (0..2).any(|row| guard(army.at(row, col)))))
        .count();
    guarded as f64 / LANES.len() as f64
}

fn scouts_in_front(army: &Army) -> f64 {
    (army.squares_of(Rank::Scout).filter(|&(row, _)| row == 0).count().min(2)) as f64 / 2.0
}

fn miners_held_back(army: &Army) -> f64 {
    (army.squares_of(Rank::Miner).filter(|&(row, _)| row >= 2).count().min(3)) as f64 / 3.0
}

fn spy_by_general(army: &Army) -> f64 {
    let (sr, sc) = army.first(Rank::Spy);
    let (gr, gc) = army.first(Rank::General);
    match sr.abs_diff(gr) + sc.abs_diff(gc) {
        1 => 1.0,
        2 => 0.5,
        _ => 0.0,
    }
}

fn big_pieces_apart(army: &Army) -> f64 {
    let half = |(_, col): (usize, usize)| col < 5;
    if half(army.first(Rank::Marshal)) != half(army.first(Rank::General)) { 1.0 } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Front rank first, each from the player's left.
    const TIDY: &str = "2654274562/8M5279S284/3B257623BB/3B32634BFB";

    #[test]
    fn a_tidy_army_keeps_every_principle() {
        let army = Army::parse(TIDY).unwrap();
        let score = army.score();
        for kept in &score.principles {
            assert_eq!(kept.share, 1.0, "{}", kept.principle.name);
        }
        assert!((score.total - 1.0).abs() < 1e-12);
    }

    #[test]
    fn each_principle_bites() {
        /// Two squares of a setup, (row, column) from the front left, to swap.
        type Swap = ((usize, usize), (usize, usize));
        let tidy = Army::parse(TIDY).unwrap();
        // The tidy army with some squares swapped.
        let broken: [(&[Swap], &str); 9] = [
            (&[((3, 8), (0, 9))], "Flag at the back"),
            (&[((3, 7), (3, 6))], "Bombs beside the Flag"),
            (&[((2, 1), (2, 7)), ((3, 1), (3, 6))], "Bombs in more than one place"),
            (&[((2, 1), (0, 0)), ((3, 1), (0, 9))], "No Bombs in the front rank"),
            (&[((0, 8), (3, 0)), ((1, 8), (3, 2))], "Every lane guarded"),
            (&[((0, 0), (3, 0)), ((0, 4), (3, 2)), ((0, 9), (3, 5))], "Scouts in front"),
            (&[((2, 0), (0, 0)), ((2, 7), (0, 4)), ((3, 5), (0, 9))], "Miners held back"),
            (&[((1, 6), (0, 0))], "Spy beside the General"),
            (&[((1, 1), (1, 8))], "Marshal and General apart"),
        ];
        assert_eq!(broken.len(), PRINCIPLES.len());
        for (swaps, name) in broken {
            let mut ranks = tidy.ranks();
            for &((r1, c1), (r2, c2)) in swaps {
                ranks.swap(r1 * 10 + c1, r2 * 10 + c2);
            }
            let score = Army::from_ranks(ranks).unwrap().score();
            let kept = score.principles.iter().find(|k| k.principle.name == name).unwrap();
            assert!(kept.share < 1.0, "{name}");
            assert!(score.total < 1.0, "{name}");
        }
    }

    #[test]
    fn suggestions_score_better_than_random_armies_and_differ() {
        let mut rng = Rng::seed(7);
        let mean = |draw: &mut dyn FnMut() -> Army| {
            (0..200).map(|_| draw().score().total).sum::<f64>() / 200.0
        };
        let random = mean(&mut || Army::random(&mut rng));
        let mut rng = Rng::seed(7);
        let suggested = mean(&mut || Army::suggested(&mut rng));
        assert!(suggested > random + 0.08, "suggested {suggested:.3}, random {random:.3}");
        let mut rng = Rng::seed(8);
        let armies: std::collections::HashSet<Army> =
            (0..20).map(|_| Army::suggested(&mut rng)).collect();
        assert!(armies.len() >= 19, "{} different of 20", armies.len());
    }

    #[test]
    fn seeded_games_start_from_suggested_setups() {
        for seed in 0..20 {
            let setup = super::super::Setup::from_seed(seed);
            for army in [&setup.red, &setup.blue] {
                let score = Army::parse(army).unwrap().score().total;
                assert!(score >= 0.9, "seed {seed}: {army} scores {score:.3}");
            }
        }
    }
}
