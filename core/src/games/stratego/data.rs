//! The serialised form of a position: plain vectors instead of the fixed arrays (serde stops at
//! 32 elements) and none of the derived bit sets. Reading it back validates everything, so a
//! hand-edited file cannot build an impossible position.

use serde::{Deserialize, Serialize};

use super::{
    ARMY, CAPTURED, Combat, Lines, MAX_SCOUTS, MAX_STEPPERS, MOVED, Move, NOWHERE, PIECES,
    RANK_BITS, REVEALED, Rank, Rules, Run, Stratego, is_lake_index,
};
use crate::game::Outcome;

/// Board values besides piece identities (0..80).
const EMPTY: u8 = 0xFF;
const LAKE: u8 = 0xFE;

#[derive(Serialize, Deserialize)]
pub(super) struct StrategoData {
    /// Per square index (a1 = 0): a piece identity, `EMPTY` or `LAKE`.
    board: Vec<u8>,
    pieces: Vec<u8>,
    to_move: u8,
    runs: [Run; 2],
    rules: Rules,
    quiet_plies: u16,
    ply: u32,
    last_move: Option<Move>,
    last_combat: Option<Combat>,
    decided: Option<Outcome>,
    seen: Vec<u64>,
}

impl From<Stratego> for StrategoData {
    fn from(g: Stratego) -> StrategoData {
        StrategoData {
            board: g
                .board()
                .iter()
                .enumerate()
                .map(|(i, id)| match id {
                    Some(id) => *id,
                    None if is_lake_index(i) => LAKE,
                    None => EMPTY,
                })
                .collect(),
            pieces: g.pieces.to_vec(),
            to_move: g.to_move,
            runs: g.runs,
            rules: g.rules,
            quiet_plies: g.quiet_plies,
            ply: g.ply,
            last_move: g.last_move,
            last_combat: g.last_combat,
            decided: g.decided,
            seen: g.seen,
        }
    }
}

impl TryFrom<StrategoData> for Stratego {
    type Error = String;

    fn try_from(d: StrategoData) -> Result<Stratego, String> {
        if d.board.len() != 100 {
            return Err("a Stratego board has 100 squares".into());
        }
        let pieces: [u8; PIECES] =
            d.pieces.try_into().map_err(|_| "a Stratego game has 80 pieces".to_string())?;
        let rules = d.rules.validate()?;
        if d.to_move > 1 {
            return Err("the player to move must be red or blue".into());
        }
        let mut on_board = [false; PIECES];
        let mut board = [None; 100];
        for (i, &cell) in d.board.iter().enumerate() {
            let lake = is_lake_index(i);
            match cell {
                LAKE if lake => {}
                EMPTY if !lake => {}
                id if !lake && (id as usize) < PIECES => {
                    if std::mem::replace(&mut on_board[id as usize], true) {
                        return Err(format!("piece {id} stands on two squares"));
                    }
                    board[i] = Some(id);
                }
                _ => return Err(format!("square {i} holds an impossible value {cell}")),
            }
        }
        let mut counts = [[0u8; 12]; 2];
        for (id, &byte) in pieces.iter().enumerate() {
            if byte & !(RANK_BITS | MOVED | REVEALED | CAPTURED) != 0 {
                return Err(format!("piece {id} has unknown flags"));
            }
            let rank = Rank::from_u8(byte & RANK_BITS).ok_or(format!("piece {id} has no rank"))?;
            if (byte & CAPTURED != 0) == on_board[id] {
                return Err(format!("piece {id} is both captured and on the board, or neither"));
            }
            counts[id / ARMY][rank.index()] += 1;
        }
        for side in counts {
            for rank in Rank::ALL {
                if side[rank.index()] != rank.count() {
                    return Err(format!("an army must have {}", rank.counted(rank.count().into())));
                }
            }
        }
        if d.decided.as_ref().is_some_and(|o| o.winners().iter().any(|p| p.index() > 1)) {
            return Err("a winner must be red or blue".into());
        }
        for run in d.runs {
            if (run.at != NOWHERE && run.at >= 100) || (run.other != NOWHERE && run.other >= 100) {
                return Err("the two-square rule's record names a square off the board".into());
            }
        }
        let mut game = Stratego {
            cells: Stratego::cells_of(&board),
            pieces,
            steppers: [[0; MAX_STEPPERS]; 2],
            scouts: [[0; MAX_SCOUTS]; 2],
            stepper_count: [0; 2],
            scout_count: [0; 2],
            slot: [0; PIECES],
            blocked: Lines::default(),
            to_move: d.to_move,
            runs: d.runs,
            rules,
            quiet_plies: d.quiet_plies,
            ply: d.ply,
            last_move: d.last_move,
            last_combat: d.last_combat,
            decided: d.decided,
            hash: 0,
            seen: d.seen,
        };
        game.rebuild_derived();
        Ok(game)
    }
}
