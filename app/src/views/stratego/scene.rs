//! The Stratego board drawn for one frame from one sight: pieces, the last move, targets,
//! and what a square holds as far as the viewer knows.

use super::*;

/// The frame's drawing of one sight.
pub(super) struct Scene<'a> {
    pub(super) sight: &'a Sight,
    pub(super) layout: SquareLayout,
    pub(super) painter: Painter,
    /// How far the last move's animation has run (eased, 1 = done).
    pub(super) motion: f32,
}

impl Scene<'_> {
    pub(super) fn rect(&self, sq: Square) -> Rect {
        self.layout.rect(sq.file, sq.rank)
    }

    pub(super) fn pieces(&self, selected: Option<Square>) {
        // The piece the last move brought slides in from where it started.
        let sliding = self.sight.last_move.filter(|_| self.motion < 1.0);
        for index in 0..100 {
            let sq = Square::from_index(index);
            if let Some(t) = tile_of(self.sight.squares[index], self.sight.viewer) {
                let rect = match sliding {
                    Some(mv) if mv.to == sq => {
                        let shift = (self.rect(mv.from).center() - self.rect(sq).center())
                            * (1.0 - self.motion);
                        self.rect(sq).translate(shift)
                    }
                    _ => self.rect(sq),
                };
                tile::paint(&self.painter, rect, t);
            }
            if selected == Some(sq) {
                self.painter.rect_stroke(
                    self.rect(sq).shrink(1.0),
                    6.0,
                    Stroke::new(3.5, FOCUS),
                    egui::StrokeKind::Inside,
                );
            }
        }
    }

    /// The pieces the last attack removed, fading out where they fought (both ranks are shown
    /// to both players by the attack itself, SG-A1).
    pub(super) fn fading(&self) {
        let (Some(c), true) = (self.sight.last_combat, self.motion < 1.0) else { return };
        let defender = c.attacker.next(2);
        let (attacker_lost, defender_lost) = match c.result {
            CombatResult::AttackerWins => (false, true),
            CombatResult::DefenderWins => (true, false),
            CombatResult::BothRemoved => (true, true),
        };
        let mut painter = self.painter.clone();
        painter.multiply_opacity(1.0 - self.motion);
        for (lost, owner, rank) in [
            (defender_lost, defender, c.defender_rank),
            (attacker_lost, c.attacker, c.attacker_rank),
        ] {
            if lost {
                let tile = Tile { owner, rank: Some(rank), known: true, moved: false };
                tile::paint(&painter, self.rect(c.to).shrink(self.layout.cell_size() * 0.04), tile);
            }
        }
    }

    pub(super) fn last_move(&self) {
        let Some(mv) = self.sight.last_move else { return };
        let s = self.layout.cell_size();
        let stroke = Stroke::new(2.5, FOCUS);
        self.painter.rect_stroke(
            self.rect(mv.from).shrink(s * 0.05),
            4.0,
            stroke,
            egui::StrokeKind::Inside,
        );
        arrow(
            &self.painter,
            self.rect(mv.from).center(),
            self.rect(mv.to).center(),
            Stroke::new(3.0, FOCUS.gamma_multiply(0.85)),
            s * 0.22,
        );
    }

    pub(super) fn targets(&self, from: Square) {
        let s = self.layout.cell_size();
        for to in self.sight.targets(from) {
            let c = self.rect(to).center();
            match self.sight.at(to) {
                SquareView::Empty => {
                    self.painter.circle_filled(c, s * 0.12, GOOD);
                }
                // An attack: a ring round the piece and crossed strokes.
                _ => {
                    let r = self.rect(to).shrink(s * 0.02);
                    self.painter.rect_stroke(
                        r,
                        6.0,
                        Stroke::new(3.5, GOOD),
                        egui::StrokeKind::Inside,
                    );
                    let d = s * 0.12;
                    let at = r.right_bottom() - vec2(d * 1.3, d * 1.3);
                    self.painter.circle_filled(at, d * 1.1, GOOD);
                    let x = Stroke::new(2.0, Color32::WHITE);
                    self.painter.line_segment(
                        [at - vec2(d * 0.6, d * 0.6), at + vec2(d * 0.6, d * 0.6)],
                        x,
                    );
                    self.painter.line_segment(
                        [at + vec2(-d * 0.6, d * 0.6), at + vec2(d * 0.6, -d * 0.6)],
                        x,
                    );
                }
            }
        }
    }
}

/// What the pointer's square holds, told to the viewer; with a prediction for an attack on a
/// known piece, and for a hidden piece the viewer's own reading of it (`likely`: its chance of
/// each rank, from what the viewer has seen).
pub(super) fn describe(
    sight: &Sight,
    selected: Option<Square>,
    sq: Square,
    likely: Option<&[f64; 12]>,
) -> Option<Note> {
    let attack = selected.filter(|from| sight.targets(*from).contains(&sq));
    let mover = selected.and_then(|from| match sight.at(from) {
        SquareView::Own(p) => Some(p.rank),
        _ => None,
    });
    let opponent = name(sight.viewer.next(2));
    let theirs = |rank: Rank| tile::whose(rank, Some(opponent.clone()));
    let square = sq.to_string();
    let text = match (sight.at(sq), attack, mover) {
        (SquareView::Empty, Some(_), _) => t!("board-sg-move-to", square = square),
        (SquareView::Revealed(rank), Some(_), Some(mine)) => {
            let piece = theirs(rank);
            match strata_core::games::stratego::resolve(mine, rank) {
                CombatResult::AttackerWins => {
                    t!("board-sg-attack-win", piece = piece, square = square)
                }
                CombatResult::DefenderWins => {
                    t!("board-sg-attack-lose", piece = piece, square = square)
                }
                CombatResult::BothRemoved => {
                    t!("board-sg-attack-both", piece = piece, square = square)
                }
            }
        }
        (SquareView::Unknown | SquareView::MovedUnknown, Some(_), _) => {
            t!("board-sg-attack-unknown", square = square)
        }
        (SquareView::Own(p), _, _) => {
            let piece = tile::whose(p.rank, None);
            let text = if p.revealed && !sight.open {
                t!("board-sg-at-known", piece = piece, square = square, player = opponent)
            } else if p.moved && !sight.open {
                t!("board-sg-at-moved", piece = piece, square = square, player = opponent)
            } else {
                t!("board-sg-at", piece = piece, square = square)
            };
            capitalise(&text)
        }
        (SquareView::Revealed(rank), _, _) if sight.open => {
            capitalise(&t!("board-sg-at", piece = theirs(rank), square = square))
        }
        (SquareView::Revealed(rank), _, _) => {
            capitalise(&t!("board-sg-at-seen", piece = theirs(rank), square = square))
        }
        (SquareView::Unknown, _, _) => {
            with_likely(t!("board-sg-unknown", player = opponent, square = square), likely)
        }
        (SquareView::MovedUnknown, _, _) => {
            with_likely(t!("board-sg-unknown-moved", player = opponent, square = square), likely)
        }
        (SquareView::Lake, _, _) => t!("board-sg-lake", square = square),
        (SquareView::Empty, None, _) => return None,
    };
    Some(if attack.is_some() { Note::good(text) } else { Note::info(text) })
}

/// The least chance of a rank worth naming in a hidden piece's reading.
const LIKELY_SHOWN: f64 = 0.1;

/// "…: rank unknown; likely: Miner 60%, Scout 25%": at most the two likeliest ranks, each with
/// at least [`LIKELY_SHOWN`].
fn with_likely(text: String, likely: Option<&[f64; 12]>) -> String {
    let Some(row) = likely else { return text };
    let mut ranks: Vec<(Rank, f64)> = Rank::ALL
        .iter()
        .map(|&r| (r, row[r.index()]))
        .filter(|&(_, p)| p >= LIKELY_SHOWN)
        .collect();
    ranks.sort_by(|a, b| b.1.total_cmp(&a.1));
    ranks.truncate(2);
    if ranks.is_empty() {
        return text;
    }
    let ranks: Vec<String> = ranks
        .iter()
        .map(|&(rank, p)| {
            t!("board-sg-likely-rank", rank = tile::name(rank), percent = words::percent(p))
        })
        .collect();
    words::clauses(&[text, t!("board-sg-likely", ranks = ranks.join(", "))])
}
