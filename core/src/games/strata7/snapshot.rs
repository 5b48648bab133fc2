//! The serialised form of a position: readable (cells by name, the layout as its diagram) and
//! checked on the way in, so a hand-edited or damaged position is refused, never a panic later.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::board::{CellIter, Geometry, bit};
use super::layout::{Layout, MAX_PAWNS};
use super::moves::Square;
use super::{Ending, MAX_STACKS, Stack, Strata7};
use crate::game::Player;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub(super) struct Snapshot {
    layout: Layout,
    white: Vec<String>,
    bordeaux: Vec<String>,
    stacks: Vec<SnapshotStack>,
    scores: [u8; 2],
    captures: [u8; 2],
    held: [u8; 2],
    side: Player,
    last_actor: Player,
    pending: [bool; 2],
    quiet: u16,
    ending: Option<Ending>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct SnapshotStack {
    cell: String,
    objective: String,
}

fn names(cells: u128) -> Vec<String> {
    CellIter(cells).map(|c| Square::from_cell(c).to_string()).collect()
}

impl From<Strata7> for Snapshot {
    fn from(game: Strata7) -> Snapshot {
        Snapshot {
            layout: game.geometry.layout.clone(),
            white: names(game.pawns[0]),
            bordeaux: names(game.pawns[1]),
            stacks: game
                .stacks()
                .map(|(cell, objective)| SnapshotStack {
                    cell: cell.to_string(),
                    objective: objective.to_string(),
                })
                .collect(),
            scores: game.scores,
            captures: game.captures,
            held: game.held,
            side: game.side,
            last_actor: game.last_actor,
            pending: game.pending,
            quiet: game.quiet,
            ending: game.ending,
        }
    }
}

impl TryFrom<Snapshot> for Strata7 {
    type Error = String;

    fn try_from(s: Snapshot) -> Result<Strata7, String> {
        let geometry = Geometry::new(&s.layout);
        let cell = |name: &str| -> Result<usize, String> {
            let square: Square = name.parse().map_err(|e: crate::IllegalMove| e.message)?;
            square
                .cell()
                .filter(|&c| geometry.passable & bit(c) != 0)
                .ok_or_else(|| format!("{name} is not a cell a pawn can stand on"))
        };
        let mut pawns = [0u128; 2];
        for (side, list) in [&s.white, &s.bordeaux].into_iter().enumerate() {
            for name in list {
                let b = bit(cell(name)?);
                if (pawns[0] | pawns[1]) & b != 0 {
                    return Err(format!("{name} holds two pawns"));
                }
                pawns[side] |= b;
            }
        }
        if s.stacks.len() > MAX_STACKS {
            return Err("too many stacks".to_string());
        }
        let mut stack_list = Vec::with_capacity(s.stacks.len());
        let mut stack_cells = 0u128;
        for stack in &s.stacks {
            let (at, objective) = (cell(&stack.cell)?, cell(&stack.objective)?);
            let side = if pawns[0] & bit(at) != 0 { 0 } else { 1 };
            let enemy_objectives = geometry.camp_objectives[1 - side];
            let placed_right =
                if at == objective { true } else { geometry.objectives & bit(at) == 0 };
            if pawns[side] & bit(at) == 0
                || enemy_objectives & bit(objective) == 0
                || !placed_right
                || stack_cells & bit(at) != 0
            {
                return Err(format!("the stack on {} is not consistent", stack.cell));
            }
            stack_cells |= bit(at);
            stack_list.push(Stack { cell: at as u8, objective: objective as u8 });
        }
        for (own, held) in pawns.iter().zip(s.held) {
            let pieces = own.count_ones() + (own & stack_cells).count_ones();
            if pieces as usize + usize::from(held) > MAX_PAWNS {
                return Err("a side has more than 20 pawns".to_string());
            }
        }
        if s.side.index() > 1 || s.last_actor.index() > 1 {
            return Err("a player is not white (0) or bordeaux (1)".to_string());
        }
        if let Some(Ending::Seven(p)) = s.ending
            && p.index() > 1
        {
            return Err("the winner is not white (0) or bordeaux (1)".to_string());
        }
        stack_list.sort_unstable();
        let mut stacks = [Stack::default(); MAX_STACKS];
        stacks[..stack_list.len()].copy_from_slice(&stack_list);
        let mut game = Strata7 {
            geometry: Arc::new(geometry),
            pawns,
            stack_cells,
            stacks,
            stack_count: stack_list.len() as u8,
            scores: s.scores,
            captures: s.captures,
            held: s.held,
            side: s.side,
            last_actor: s.last_actor,
            pending: s.pending,
            quiet: s.quiet,
            ending: s.ending,
        };
        game.settle_turn();
        Ok(game)
    }
}
