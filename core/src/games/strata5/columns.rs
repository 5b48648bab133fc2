//! Sets of columns as bit sets over the padded column index, for fast generation.

use std::ops::{BitAnd, BitOr, BitOrAssign, Not};

use super::MAX_COLUMNS;

const WORDS: usize = MAX_COLUMNS.div_ceil(64);

/// A set of columns (bit `c` for column index `c`). Bits past the last column may be set by
/// `Not` or shifts; every set the engine keeps is masked to real columns before it is used.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub(super) struct Columns([u64; WORDS]);

impl Columns {
    pub fn insert(&mut self, c: usize) -> bool {
        let (word, bit) = (c / 64, 1u64 << (c % 64));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }

    pub fn remove(&mut self, c: usize) {
        self.0[c / 64] &= !(1u64 << (c % 64));
    }

    pub fn set(&mut self, c: usize, on: bool) {
        if on {
            self.insert(c);
        } else {
            self.remove(c);
        }
    }

    pub fn contains(&self, c: usize) -> bool {
        self.0[c / 64] & (1u64 << (c % 64)) != 0
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// How many columns the set holds.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The `n`-th column of the set (0-based, in index order).
    pub fn nth(&self, n: usize) -> Option<usize> {
        crate::bits::nth_set_bit(&self.0, n)
    }

    /// The set moved `by` columns up the index (down when negative), `|by| < 64`.
    pub fn shifted(self, by: isize) -> Columns {
        let n = by.unsigned_abs() as u32;
        debug_assert!((1..64).contains(&n));
        let w = self.0;
        let mut out = [0u64; WORDS];
        if by > 0 {
            out[0] = w[0] << n;
            for i in 1..WORDS {
                out[i] = (w[i] << n) | (w[i - 1] >> (64 - n));
            }
        } else {
            for i in 0..WORDS - 1 {
                out[i] = (w[i] >> n) | (w[i + 1] << (64 - n));
            }
            out[WORDS - 1] = w[WORDS - 1] >> n;
        }
        Columns(out)
    }

    pub fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(i, mut word)| {
            std::iter::from_fn(move || {
                (word != 0).then(|| {
                    let bit = word.trailing_zeros() as usize;
                    word &= word - 1;
                    i * 64 + bit
                })
            })
        })
    }
}

impl BitAnd for Columns {
    type Output = Columns;
    fn bitand(self, rhs: Columns) -> Columns {
        Columns(std::array::from_fn(|i| self.0[i] & rhs.0[i]))
    }
}

impl BitOr for Columns {
    type Output = Columns;
    fn bitor(self, rhs: Columns) -> Columns {
        Columns(std::array::from_fn(|i| self.0[i] | rhs.0[i]))
    }
}

impl BitOrAssign for Columns {
    fn bitor_assign(&mut self, rhs: Columns) {
        *self = *self | rhs;
    }
}

impl Not for Columns {
    type Output = Columns;
    fn not(self) -> Columns {
        Columns(self.0.map(|w| !w))
    }
}

/// The set operations of the fast searches, for `Columns` and for `u128`: boards whose padded
/// columns fit in 128 bits (up to 9×9, the default 8×8 among them) use the narrower sets.
pub(super) trait Bits:
    Copy + Default + PartialEq + BitAnd<Output = Self> + BitOr<Output = Self> + Not<Output = Self>
{
    fn from_columns(set: Columns) -> Self;
    /// The set of the one column `c`.
    fn single(c: usize) -> Self {
        let mut set = Self::default();
        set.insert(c);
        set
    }
    fn into_columns(self) -> Columns;
    /// The set moved `by` columns up the index (down when negative), `|by| < 64`.
    fn shifted(self, by: isize) -> Self;
    fn contains(&self, c: usize) -> bool;
    fn insert(&mut self, c: usize);
    fn remove(&mut self, c: usize);
    fn is_empty(&self) -> bool;
    /// How many columns the set holds.
    fn len(&self) -> usize;
    /// The `n`-th column of the set (0-based, in index order).
    fn nth(&self, n: usize) -> Option<usize>;
}

impl Bits for Columns {
    fn from_columns(set: Columns) -> Self {
        set
    }
    fn into_columns(self) -> Columns {
        self
    }
    fn shifted(self, by: isize) -> Self {
        Columns::shifted(self, by)
    }
    fn contains(&self, c: usize) -> bool {
        Columns::contains(self, c)
    }
    fn insert(&mut self, c: usize) {
        Columns::insert(self, c);
    }
    fn remove(&mut self, c: usize) {
        Columns::remove(self, c);
    }
    fn is_empty(&self) -> bool {
        Columns::is_empty(self)
    }
    fn len(&self) -> usize {
        Columns::len(self)
    }
    fn nth(&self, n: usize) -> Option<usize> {
        Columns::nth(self, n)
    }
}

impl Bits for u128 {
    fn from_columns(set: Columns) -> Self {
        u128::from(set.0[0]) | u128::from(set.0[1]) << 64
    }
    fn into_columns(self) -> Columns {
        let mut words = [0; WORDS];
        words[0] = self as u64;
        words[1] = (self >> 64) as u64;
        Columns(words)
    }
    fn shifted(self, by: isize) -> Self {
        if by > 0 { self << by } else { self >> -by }
    }
    fn contains(&self, c: usize) -> bool {
        self >> c & 1 != 0
    }
    fn insert(&mut self, c: usize) {
        *self |= 1 << c;
    }
    fn remove(&mut self, c: usize) {
        *self &= !(1 << c);
    }
    fn is_empty(&self) -> bool {
        *self == 0
    }
    fn len(&self) -> usize {
        self.count_ones() as usize
    }
    fn nth(&self, n: usize) -> Option<usize> {
        let mut set = *self;
        for _ in 0..n {
            set &= set.wrapping_sub(1);
        }
        (set != 0).then(|| set.trailing_zeros() as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_carry_across_words() {
        let mut s = Columns::default();
        for c in [0, 63, 64, 130, 195] {
            s.insert(c);
        }
        let up: Vec<usize> = s.shifted(15).iter().collect();
        assert_eq!(up, [15, 78, 79, 145, 210]);
        let down: Vec<usize> = s.shifted(-1).iter().collect();
        assert_eq!(down, [62, 63, 129, 194]);
        assert!(!s.is_empty());
        assert!((s & !s).is_empty());
    }

    #[test]
    fn counts_and_picks_across_words() {
        let mut s = Columns::default();
        for c in [3, 63, 64, 130, 195] {
            s.insert(c);
        }
        assert_eq!(s.len(), 5);
        let picked: Vec<Option<usize>> = (0..6).map(|n| s.nth(n)).collect();
        assert_eq!(picked, [Some(3), Some(63), Some(64), Some(130), Some(195), None]);
    }

    #[test]
    fn narrow_sets_agree_with_columns() {
        let mut s = Columns::default();
        for c in [0, 11, 63, 64, 100, 120] {
            s.insert(c);
        }
        let narrow = u128::from_columns(s);
        assert_eq!(narrow.into_columns(), s);
        for by in [-11, -1, 1, 11] {
            let wide = Columns::shifted(s, by);
            let expected: Vec<usize> = wide.iter().filter(|&c| c < 128).collect();
            let got: Vec<usize> = Bits::shifted(narrow, by).into_columns().iter().collect();
            assert_eq!(got, expected, "{by}");
        }
        assert!(Bits::contains(&narrow, 64) && !Bits::contains(&narrow, 65));
        assert_eq!(Bits::len(&narrow), 6);
        let picked: Vec<Option<usize>> = (0..7).map(|n| Bits::nth(&narrow, n)).collect();
        assert_eq!(picked, [Some(0), Some(11), Some(63), Some(64), Some(100), Some(120), None]);
    }
}
