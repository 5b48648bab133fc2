//! The editor's undo and redo: the states before (and after) each edit.

/// Edits kept for undo; older ones are forgotten.
const LIMIT: usize = 200;

#[derive(Debug)]
pub struct History<T> {
    undo: Vec<T>,
    redo: Vec<T>,
}

impl<T> Default for History<T> {
    fn default() -> Self {
        History { undo: Vec::new(), redo: Vec::new() }
    }
}

impl<T> History<T> {
    /// An edit was made; `before` is the state it replaced. What was undone is gone.
    pub fn record(&mut self, before: T) {
        if self.undo.len() == LIMIT {
            self.undo.remove(0);
        }
        self.undo.push(before);
        self.redo.clear();
    }

    /// The state before the last edit, given the present one (kept for redo).
    pub fn undo(&mut self, now: T) -> Option<T> {
        let before = self.undo.pop()?;
        self.redo.push(now);
        Some(before)
    }

    /// The state the last undo left, given the present one (kept for undo).
    pub fn redo(&mut self, now: T) -> Option<T> {
        let after = self.redo.pop()?;
        self.undo.push(now);
        Some(after)
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_and_redo_walk_the_edits_and_a_new_edit_drops_the_redo() {
        let mut h = History::default();
        let mut now = 0;
        for next in 1..=3 {
            h.record(now);
            now = next;
        }
        now = h.undo(now).unwrap();
        assert_eq!(now, 2);
        now = h.undo(now).unwrap();
        assert_eq!(now, 1);
        now = h.redo(now).unwrap();
        assert_eq!(now, 2);
        assert!(h.can_redo());
        h.record(now);
        now = 7;
        assert!(!h.can_redo());
        assert_eq!(h.redo(now), None);
        assert_eq!(h.undo(now), Some(2));
    }

    #[test]
    fn nothing_to_undo_at_the_start_and_old_edits_are_forgotten() {
        let mut h = History::default();
        assert_eq!(h.undo(5), None);
        assert!(!h.can_undo());
        for i in 0..LIMIT + 10 {
            h.record(i);
        }
        let mut now = usize::MAX;
        let mut steps = 0;
        while let Some(before) = h.undo(now) {
            now = before;
            steps += 1;
        }
        assert_eq!((steps, now), (LIMIT, 10));
    }
}
