//! Bit sets stored as arrays of words, shared by the games' own set types.

/// The index of the `n`-th set bit (0-based, lowest first) of `words`, bit `i` of word `w`
/// being index `64 * w + i`; `None` if fewer bits are set.
pub fn nth_set_bit(words: &[u64], mut n: usize) -> Option<usize> {
    for (w, &word) in words.iter().enumerate() {
        let here = word.count_ones() as usize;
        if n < here {
            let mut bits = word;
            for _ in 0..n {
                bits &= bits - 1;
            }
            return Some(w * 64 + bits.trailing_zeros() as usize);
        }
        n -= here;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nth_set_bit_counts_across_words() {
        let words = [0b1010, 0, 1 << 63 | 1];
        let found: Vec<_> = (0..5).map(|n| nth_set_bit(&words, n)).collect();
        assert_eq!(found, [Some(1), Some(3), Some(128), Some(191), None]);
    }
}
