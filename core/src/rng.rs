//! A small seeded random number generator (xoshiro256**), so every random game, setup and AI
//! decision can be replayed from its seed on any machine and any dependency version.

/// SplitMix64: advances `state` and returns a well-mixed 64-bit value of it (seeds, hash keys).
pub(crate) const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Seeded pseudo-random generator. Not for cryptography.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    pub fn seed(seed: u64) -> Rng {
        // SplitMix64 spreads any seed (even 0) over the whole state.
        let mut x = seed;
        Rng { s: [splitmix(&mut x), splitmix(&mut x), splitmix(&mut x), splitmix(&mut x)] }
    }

    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A uniform integer in `0..n` (`n > 0`), by Lemire's multiply-shift (bias below 2^-32 for
    /// the small ranges games use).
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        (self.below(den as usize) as u32) < num
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }

    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() { None } else { Some(&items[self.below(items.len())]) }
    }

    /// An index drawn in proportion to `weights` (the last one if rounding leaves none; 0 for
    /// no weights).
    pub fn weighted(&mut self, weights: &[f64]) -> usize {
        let mut pick = self.unit() * weights.iter().sum::<f64>();
        for (i, w) in weights.iter().enumerate() {
            if pick < *w {
                return i;
            }
            pick -= w;
        }
        weights.len().saturating_sub(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence_and_below_stays_in_range() {
        let mut a = Rng::seed(7);
        let mut b = Rng::seed(7);
        let mut c = Rng::seed(8);
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        let zs: Vec<u64> = (0..8).map(|_| c.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[a.below(6)] += 1;
        }
        assert!(counts.iter().all(|&n| (9_000..11_000).contains(&n)), "{counts:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = Rng::seed(1);
        let mut v: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut v);
        assert_ne!(v, (0..50).collect::<Vec<_>>());
        v.sort();
        assert_eq!(v, (0..50).collect::<Vec<_>>());
    }

    #[test]
    fn weighted_draws_in_proportion_and_never_a_zero_weight() {
        let mut rng = Rng::seed(3);
        let mut counts = [0u32; 4];
        for _ in 0..40_000 {
            counts[rng.weighted(&[1.0, 0.0, 3.0, 0.0])] += 1;
        }
        assert_eq!((counts[1], counts[3]), (0, 0));
        assert!((9_000..11_000).contains(&counts[0]), "{counts:?}");
        assert_eq!(rng.weighted(&[]), 0);
    }
}
