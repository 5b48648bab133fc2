//! Stratego move generation: the piece rules (SG-M2, SG-M3, SG-M4, SG-G2), then the repetition
//! rules (SG-M5, SG-M6), and whether a player can move at all (SG-E2, SG-E3).

use super::board::*;
use super::*;

impl Stratego {
    /// Fills `moves` with every move of `p` that the piece rules allow (SG-M2, SG-M3, SG-M4,
    /// SG-G2), before the repetition rules.
    #[inline]
    pub(super) fn generate(&self, p: usize, moves: &mut Vec<Move>) {
        self.step_moves(p, moves);
        self.scout_moves(p, moves);
    }

    /// Fills `moves` with the one-square moves of `p`'s pieces other than Scouts. Each move is
    /// written, then kept by advancing the count only if its target is empty or an opposing
    /// piece: no branch to mispredict.
    #[inline]
    fn step_moves(&self, p: usize, moves: &mut Vec<Move>) {
        let own = SIDE[p];
        let steppers = &self.steppers[p][..self.stepper_count[p] as usize];
        // The moves go into a window at the start of the list, four places per piece (old
        // entries are overwritten, so only a shorter list needs filling: after the last call,
        // usually a few places, not a whole fixed-size window).
        let window = 4 * steppers.len();
        if moves.len() < window {
            moves.resize(window, Move::NULL);
        }
        let out = &mut moves[..window];
        let mut n = 0;
        for &cell in steppers {
            // The four moves are written in turn, each just after the ones kept so far: `n`
            // is at most 4 per piece before, so every place is inside the window.
            let targets = &STEP_MOVES[cell as usize];
            let open =
                |dir: usize| usize::from(self.cells[cell as usize + NEIGHBOUR[dir]] & own == 0);
            out[n] = targets[0];
            n += open(0);
            out[n] = targets[1];
            n += open(1);
            out[n] = targets[2];
            n += open(2);
            out[n] = targets[3];
            n += open(3);
        }
        moves.truncate(n);
    }

    /// Appends the moves of `p`'s Scouts: along a line of empty squares, then onto an
    /// opposing piece at its end (SG-M3).
    #[inline]
    fn scout_moves(&self, p: usize, moves: &mut Vec<Move>) {
        let enemy = SIDE[1 - p];
        for &cell in &self.scouts[p][..self.scout_count[p] as usize] {
            let from = CELL_SQUARE[cell as usize];
            for step in STEPS {
                let mut to = cell.wrapping_add(step);
                while self.cells[to as usize + PAD] == EMPTY {
                    moves.push(Move::new(from, CELL_SQUARE[to as usize]));
                    to = to.wrapping_add(step);
                }
                if self.cells[to as usize + PAD] & SIDE_BITS == enemy {
                    moves.push(Move::new(from, CELL_SQUARE[to as usize]));
                }
            }
        }
    }

    /// A legal move of the player to move, every one equally likely, without listing them all
    /// (`Game::random_move`). A place is drawn among the four directions of each piece other
    /// than a Scout and the Scouts' moves (counted along their lines), until it holds a move
    /// the rules allow: drawing again after a refusal keeps the choice uniform over the legal
    /// moves. After `SAMPLE_TRIES` refusals (a nearly blocked army) the full list decides,
    /// which also finds that there is no move at all.
    pub(super) fn sample_legal(&self, rng: &mut Rng, scratch: &mut Vec<Move>) -> Option<Move> {
        const SAMPLE_TRIES: usize = 48;
        let p = self.to_move as usize;
        let own = SIDE[p];
        let steppers = &self.steppers[p][..self.stepper_count[p] as usize];
        let scouts = &self.scouts[p][..self.scout_count[p] as usize];
        let mut scout_lines = [0u8; 4 * MAX_SCOUTS];
        let scout_moves = self.count_scout_moves(p, &mut scout_lines);
        let step_places = 4 * steppers.len();
        let places = step_places + scout_moves;
        if places > 0 {
            for _ in 0..SAMPLE_TRIES {
                let place = rng.below(places);
                let mv = match place.checked_sub(step_places) {
                    Some(k) => nth_scout_move(scouts, &scout_lines, k),
                    None => {
                        let (cell, dir) = (steppers[place / 4] as usize, place % 4);
                        (self.cells[cell + NEIGHBOUR[dir]] & own == 0)
                            .then_some(STEP_MOVES[cell][dir])
                    }
                };
                if let Some(mv) = mv
                    && self.repetition_allows(p, &mv)
                {
                    return Some(mv);
                }
            }
        }
        self.generate_legal(p, scratch);
        rng.choose(scratch).copied()
    }

    /// Counts the moves of `p`'s Scouts (SG-M3) into `lines`, four per Scout in the order of
    /// `STEPS`: the free squares of the line, plus one for an opposing piece at its end.
    /// Returns their sum.
    #[inline]
    fn count_scout_moves(&self, p: usize, lines: &mut [u8; 4 * MAX_SCOUTS]) -> usize {
        let enemy = SIDE[1 - p];
        let mut total = 0;
        let scouts = &self.scouts[p][..self.scout_count[p] as usize];
        for (&cell, counts) in scouts.iter().zip(lines.chunks_exact_mut(4)) {
            let free = self.blocked.free_runs(CELL_SQUARE[cell as usize]);
            for dir in 0..4 {
                let stop = cell.wrapping_add(STEPS[dir].wrapping_mul(free[dir] as u8 + 1));
                let n = free[dir] as u8
                    + u8::from(self.cells[stop as usize + PAD] & SIDE_BITS == enemy);
                counts[dir] = n;
                total += usize::from(n);
            }
        }
        total
    }

    /// The one move the two-square rule forbids `p` now, as square indices (SG-M5).
    #[inline]
    pub(super) fn forbidden_by_run(&self, p: usize) -> Option<(usize, usize)> {
        let run = self.runs[p];
        (run.count >= self.rules.repetition_limit && run.at != NOWHERE)
            .then_some((run.at as usize, run.other as usize))
    }

    /// Every legal move of `p`. With `p` to move this is the real list; for the other player it
    /// answers "could they move" (SG-E3), without the more-squares rule, which only concerns
    /// the player to move.
    pub(super) fn generate_legal(&self, p: usize, moves: &mut Vec<Move>) {
        self.generate(p, moves);
        if self.forbidden_by_run(p).is_some() || self.rules.more_squares {
            moves.retain(|m| self.repetition_allows(p, m));
        }
    }

    /// Whether the repetition rules (SG-M5, SG-M6) let `p` play `mv`, a move the piece rules
    /// allow. The more-squares rule concerns only the player to move.
    #[inline]
    fn repetition_allows(&self, p: usize, mv: &Move) -> bool {
        if let Some((from, to)) = self.forbidden_by_run(p)
            && *mv == Move::new(Square::from_index(from), Square::from_index(to))
        {
            return false;
        }
        !(self.rules.more_squares && p == self.to_move as usize && self.chase_repeats(mv))
    }

    /// Whether `p` has a legal move; cheap in the usual case, where two one-square moves exist
    /// and at most one of them can be forbidden.
    pub(super) fn has_any_move(&self, p: usize) -> bool {
        let own = SIDE[p];
        let movers = self.steppers[p][..self.stepper_count[p] as usize]
            .iter()
            .chain(&self.scouts[p][..self.scout_count[p] as usize]);
        let mut steps = 0;
        for &cell in movers {
            for at in NEIGHBOUR {
                steps += usize::from(self.cells[cell as usize + at] & own == 0);
            }
            if steps >= 2 {
                break;
            }
        }
        if steps == 0 {
            return false;
        }
        let uncertain = (self.rules.more_squares && p == self.to_move as usize)
            || (steps == 1 && self.forbidden_by_run(p).is_some());
        if !uncertain {
            return true;
        }
        let mut moves = Vec::new();
        self.generate_legal(p, &mut moves);
        !moves.is_empty()
    }

    /// SG-E2/SG-E3 for the player to move.
    pub(super) fn blocked_outcome(&self) -> Option<Outcome> {
        let p = self.to_move as usize;
        if self.has_any_move(p) {
            None
        } else if self.has_any_move(1 - p) {
            Some(Outcome::single(Player((1 - p) as u8)))
        } else {
            Some(Outcome::Draw)
        }
    }

    /// SG-M6 as this project plays it [ours]: a *chasing move* is a non-attacking move of a
    /// piece that stood next to the square the opponent's last-moved piece just left, to a
    /// square next to where that piece went (it fled, the chaser follows). Such a move may not
    /// recreate a position seen since the last attack, unless it goes straight back to the
    /// square the piece just left (the two-square rule governs that).
    pub(super) fn chase_repeats(&self, mv: &Move) -> bool {
        let (Some(from), Some(to)) = (mv.from.index(), mv.to.index()) else { return false };
        let Some(last) = self.last_move else { return false };
        if self.last_combat.is_some()
            || self.id_on(to).is_some()
            || !adjacent(mv.from, last.from)
            || !adjacent(mv.to, last.to)
        {
            return false;
        }
        let run = self.runs[self.to_move as usize];
        if run.at as usize == from && run.other as usize == to {
            return false;
        }
        let Some(id) = self.id_on(from) else { return false };
        let next = self.hash ^ ZOBRIST[id][from] ^ ZOBRIST[id][to] ^ BLUE_TO_MOVE_KEY;
        self.seen.contains(&next)
    }
}

/// Move `k` of the Scouts' moves counted in `lines` (see `count_scout_moves`), the nearer
/// squares of a line first.
fn nth_scout_move(scouts: &[u8], lines: &[u8; 4 * MAX_SCOUTS], mut k: usize) -> Option<Move> {
    for (i, &n) in lines.iter().enumerate() {
        let n = usize::from(n);
        if k < n {
            let cell = scouts[i / 4];
            let to = cell.wrapping_add(STEPS[i % 4].wrapping_mul(k as u8 + 1));
            return Some(Move::new(CELL_SQUARE[cell as usize], CELL_SQUARE[to as usize]));
        }
        k -= n;
    }
    None
}
