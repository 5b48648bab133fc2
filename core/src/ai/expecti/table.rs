//! The expectimax search's transposition table: one entry per slot, replaced by the deeper
//! search (or the newer one at equal depth).

/// What a stored value says about the position's true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    /// The true value is at least this (the search failed high).
    Lower,
    /// The true value is at most this (the search failed low).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Entry<M> {
    key: u64,
    pub depth: i32,
    pub value: f64,
    pub bound: Bound,
    pub best: Option<M>,
}

#[derive(Debug)]
pub(super) struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of at most `bytes` (a power of two of slots, at least 1024).
    pub(super) fn new(bytes: usize) -> Table<M> {
        let per = std::mem::size_of::<Option<Entry<M>>>().max(1);
        let mut slots = 1024usize;
        while slots * 2 * per <= bytes && slots < 1 << 24 {
            slots *= 2;
        }
        Table { slots: vec![None; slots], mask: slots - 1 }
    }

    pub(super) fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    pub(super) fn store(
        &mut self,
        key: u64,
        depth: i32,
        value: f64,
        bound: Bound,
        best: Option<M>,
    ) {
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.is_none_or(|e| e.key != key || e.depth <= depth) {
            *slot = Some(Entry { key, depth, value, bound, best });
        }
    }
}
