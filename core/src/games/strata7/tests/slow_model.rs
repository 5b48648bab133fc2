//! An independent, slow move generator written from the rules page: the reference that
//! `legal_moves`, perft and captures are checked against.

use super::*;

/// An independent move generator written from the rules page with plain coordinates and
/// only the public queries (no bit sets, no tables): the reference for `legal_moves`.
pub(super) fn slow_moves(g: &Strata7) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    if g.is_over() {
        return out;
    }
    let p = g.to_move();
    let layout = g.layout();
    let kind = |f: i32, r: i32| -> CellKind {
        if (0..10).contains(&f) && (0..10).contains(&r) {
            layout.cell((r * 10 + f) as usize)
        } else {
            CellKind::Off
        }
    };
    let name = |f: i32, r: i32| Square::new(f as u8, r as u8).expect("on the square").to_string();
    let pawn = |f: i32, r: i32| -> Option<(Player, bool)> {
        if kind(f, r) == CellKind::Off {
            return None;
        }
        g.pawn_at(Square::new(f as u8, r as u8)?)
    };
    let camp = |r: i32| if r < 5 { WHITE } else { BORDEAUX };
    let objective = |f: i32, r: i32| matches!(kind(f, r), CellKind::Objective(_));
    let dirs = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

    if g.pending_placement() == Some(p) {
        for r in 0..10 {
            for f in 0..10 {
                if matches!(kind(f, r), CellKind::Empty | CellKind::Pawn(_)) && pawn(f, r).is_none()
                {
                    out.insert(format!("+{}", name(f, r)));
                }
            }
        }
        return out;
    }

    // One pawn's moves from (sf, sr); `start_stays`: a separation (the bottom pawn stays).
    let pawn_moves = |sf: i32, sr: i32, start_stays: bool, forbidden: Option<(i32, i32)>| {
        let mut found = BTreeSet::new();
        let empty = |f: i32, r: i32| pawn(f, r).is_none() || (!start_stays && (f, r) == (sf, sr));
        let enterable = |f: i32, r: i32| {
            let own_objective = objective(f, r) && camp(r) == p;
            !matches!(kind(f, r), CellKind::Off | CellKind::Obstacle) && !own_objective
        };
        let partner =
            |f: i32, r: i32| objective(f, r) && camp(r) != p && pawn(f, r) == Some((p, false));
        let finish = |path: &[(i32, i32)], found: &mut BTreeSet<String>| {
            let &(df, dr) = path.last().expect("a landing");
            if Some((df, dr)) == forbidden {
                return;
            }
            let mut token = name(sf, sr);
            for &(f, r) in path {
                token += &format!("-{}", name(f, r));
            }
            if !partner(df, dr) {
                found.insert(token.clone());
                return;
            }
            let exits: Vec<String> = dirs
                .iter()
                .map(|&(a, b)| (df + a, dr + b))
                .filter(|&(f, r)| {
                    matches!(kind(f, r), CellKind::Empty | CellKind::Pawn(_)) && empty(f, r)
                })
                .map(|(f, r)| name(f, r))
                .collect();
            if exits.is_empty() {
                found.insert(token.clone());
            }
            for exit in exits {
                found.insert(format!("{token}>{exit}"));
            }
        };
        for &(a, b) in &dirs {
            let (f, r) = (sf + a, sr + b);
            if enterable(f, r) && (empty(f, r) || partner(f, r)) {
                finish(&[(f, r)], &mut found);
            }
        }
        // Depth-first over jump chains.
        let mut stack = vec![vec![(sf, sr)]];
        while let Some(trail) = stack.pop() {
            let &(cf, cr) = trail.last().expect("start");
            for &(a, b) in &dirs {
                let (of, or) = (cf + a, cr + b);
                let (lf, lr) = (cf + 2 * a, cr + 2 * b);
                if kind(of, or) == CellKind::Off || empty(of, or) {
                    continue;
                }
                if !enterable(lf, lr) || trail.contains(&(lf, lr)) {
                    continue;
                }
                if !(empty(lf, lr) || partner(lf, lr)) {
                    continue;
                }
                let mut next = trail.clone();
                next.push((lf, lr));
                finish(&next[1..], &mut found);
                let enemy_objective = objective(lf, lr) && camp(lr) != p;
                if !enemy_objective {
                    stack.push(next);
                }
            }
        }
        found
    };

    for (at, objective_left) in g.stacks() {
        let (af, ar) = at.coords();
        if pawn(af.into(), ar.into()).map(|(side, _)| side) != Some(p) {
            continue;
        }
        let (af, ar) = (i32::from(af), i32::from(ar));
        if at == objective_left {
            for &(a, b) in &dirs {
                let (f, r) = (af + a, ar + b);
                if matches!(kind(f, r), CellKind::Empty | CellKind::Pawn(_)) && pawn(f, r).is_none()
                {
                    out.insert(format!("{}-{}", name(af, ar), name(f, r)));
                }
            }
        } else {
            let (of, or) = objective_left.coords();
            out.extend(pawn_moves(af, ar, true, Some((of.into(), or.into()))));
        }
    }
    if !out.is_empty() {
        return out;
    }
    for r in 0..10 {
        for f in 0..10 {
            if pawn(f, r) == Some((p, false)) && !objective(f, r) {
                out.extend(pawn_moves(f, r, false, None));
            }
        }
    }
    out
}

pub(super) fn slow_perft(g: &Strata7, depth: u32) -> u64 {
    let moves = slow_moves(g);
    if depth <= 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|token| {
            let mut next = g.clone();
            play(&mut next, token);
            slow_perft(&next, depth - 1)
        })
        .sum()
}

/// Slow check of the capture invariant: after every move no pawn is threatened and without
/// liberty (S7-C1, S7-C2, S7-C3, S7-C4), computed cell by cell.
pub(super) fn slow_capturable(g: &Strata7) -> Option<String> {
    for r in 0..10i32 {
        for f in 0..10i32 {
            let Some((side, _)) = Square::new(f as u8, r as u8).and_then(|s| g.pawn_at(s)) else {
                continue;
            };
            let mut threatened = false;
            let mut liberty = false;
            for (a, b) in [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)] {
                let (nf, nr) = (f + a, r + b);
                if !(0..10).contains(&nf) || !(0..10).contains(&nr) {
                    continue;
                }
                let s = Square::new(nf as u8, nr as u8).expect("in range");
                match g.pawn_at(s) {
                    Some((other, _)) => threatened |= other != side,
                    None => {
                        let kind = g.layout().cell((nr * 10 + nf) as usize);
                        let own_objective = matches!(kind, CellKind::Objective(_))
                            && (if nr < 5 { WHITE } else { BORDEAUX }) == side;
                        liberty |=
                            !matches!(kind, CellKind::Off | CellKind::Obstacle) && !own_objective;
                    }
                }
            }
            if threatened && !liberty {
                return Some(Square::new(f as u8, r as u8).expect("in range").to_string());
            }
        }
    }
    None
}
