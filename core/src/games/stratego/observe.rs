//! What each player knows (SG-A6): their own army, the opposing pieces revealed by attacks (or
//! by a Scout's long move), and which opposing pieces have moved. The GUI and any AI work from
//! an [`Observation`] alone; [`HiddenInfo::determinize`] deals the unknown ranks again.

use super::{Combat, Conduct, Move, Rank, Rules, Square, Stratego};
use crate::game::{Game, HiddenInfo, Outcome, Player};
use crate::rng::Rng;

/// One square as a player sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SquareView {
    Empty,
    Lake,
    /// One of the viewer's pieces.
    Own(OwnPiece),
    /// An opposing piece that has neither moved nor been revealed: any rank still unaccounted.
    Unknown,
    /// An opposing piece that has moved but is not revealed: neither Bomb nor Flag.
    MovedUnknown,
    /// An opposing piece whose rank is known.
    Revealed(Rank),
}

/// One of the viewer's pieces, and what the opponent knows about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OwnPiece {
    pub rank: Rank,
    /// The opponent knows it is neither Bomb nor Flag.
    pub moved: bool,
    /// The opponent knows its rank.
    pub revealed: bool,
}

/// Everything one player knows about the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Observation {
    pub viewer: Player,
    /// Indexed by `rank * 10 + file` (a1 = 0); see [`Observation::at`].
    pub squares: [SquareView; 100],
    pub to_move: Player,
    pub outcome: Option<Outcome>,
    /// Public: both players see every move and every attack's two ranks.
    pub last_move: Option<Move>,
    pub last_combat: Option<Combat>,
    /// Pieces lost by each player, by [`Rank::index`] (every captured piece was revealed).
    pub captured: [[u8; 12]; 2],
    pub ply: u32,
    pub quiet_plies: u16,
    pub rules: Rules,
    /// The viewer's legal moves, sorted, when it is their turn; empty otherwise.
    pub legal_moves: Vec<Move>,
    /// What each hidden opposing piece's moves have shown, by square (public: every move and
    /// every revealed rank is seen by both players).
    pub conduct: [Conduct; 100],
}

impl Observation {
    pub fn at(&self, sq: Square) -> SquareView {
        sq.index().map_or(SquareView::Empty, |i| self.squares[i])
    }

    /// The opponent's ranks not yet located: the army minus captured pieces and revealed ones
    /// on the board. The hidden opposing pieces hold exactly these ranks.
    pub fn unaccounted(&self) -> [u8; 12] {
        let opponent = self.viewer.next(2).index();
        let mut left = [0u8; 12];
        for rank in Rank::ALL {
            left[rank.index()] = rank.count() - self.captured[opponent][rank.index()];
        }
        for view in self.squares {
            if let SquareView::Revealed(rank) = view {
                left[rank.index()] = left[rank.index()].saturating_sub(1);
            }
        }
        left
    }
}

impl Stratego {
    /// The position as both players see it, in one line: each square as `.` (empty), `~`
    /// (lake), or the owner (`r`/`b`) and what the opponent knows of the piece: its rank letter
    /// once revealed, `m` if it has moved, `?` otherwise; then the player to move and the ply.
    /// Two programs that each know only their own army agree on it move after move, so online
    /// play fingerprints it (`crate::online`).
    pub fn public_text(&self) -> String {
        let mut text = String::with_capacity(210);
        for i in 0..100 {
            let sq = Square::from_index(i);
            match self.piece_at(sq) {
                None if sq.is_lake() => text.push('~'),
                None => text.push('.'),
                Some(piece) => {
                    text.push(if piece.owner == Player(0) { 'r' } else { 'b' });
                    text.push(match piece {
                        _ if piece.revealed => piece.rank.letter(),
                        _ if piece.moved => 'm',
                        _ => '?',
                    });
                }
            }
        }
        text.push_str(&format!(" {} {}", self.to_move, self.ply));
        text
    }
}

impl HiddenInfo for Stratego {
    type Observation = Observation;

    fn observe(&self, viewer: Player) -> Observation {
        let me = viewer.index().min(1);
        let mut squares = [SquareView::Empty; 100];
        let mut conduct = [Conduct::default(); 100];
        for (i, view) in squares.iter_mut().enumerate() {
            if let Some(id) = self.id_on(i)
                && id / super::ARMY != me
                && self.pieces[id] & super::REVEALED == 0
            {
                conduct[i] = self.conduct[id];
            }
            let Some(piece) = self.piece_at(Square::from_index(i)) else {
                if Square::from_index(i).is_lake() {
                    *view = SquareView::Lake;
                }
                continue;
            };
            *view = if piece.owner.index() == me {
                SquareView::Own(OwnPiece {
                    rank: piece.rank,
                    moved: piece.moved,
                    revealed: piece.revealed,
                })
            } else if piece.revealed {
                SquareView::Revealed(piece.rank)
            } else if piece.moved {
                SquareView::MovedUnknown
            } else {
                SquareView::Unknown
            };
        }
        let mut legal_moves = Vec::new();
        if self.to_move as usize == me {
            self.legal_moves(&mut legal_moves);
            legal_moves.sort_unstable();
        }
        Observation {
            viewer: Player(me as u8),
            squares,
            to_move: Player(self.to_move),
            outcome: self.outcome(),
            last_move: self.last_move,
            last_combat: self.last_combat,
            captured: [self.captured(Player(0)), self.captured(Player(1))],
            ply: self.ply,
            quiet_plies: self.quiet_plies,
            rules: self.rules,
            legal_moves,
            conduct,
        }
    }

    /// The AI's own sampler ([`super::eval::sample_world`]), so that the checks on this
    /// trait cover the worlds the search plays in.
    fn determinize(&self, viewer: Player, rng: &mut Rng) -> Stratego {
        super::eval::sample_world(self, viewer, rng)
    }
}
