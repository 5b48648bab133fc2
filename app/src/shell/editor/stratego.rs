//! The Stratego editor: both armies placed from a tray that counts what is left per rank and
//! side (choose a rank, then click squares; right-click removes), the marks of the selected
//! piece (known to the opponent, has moved), whose turn, and the moves without an attack.

use egui::{Checkbox, DragValue, Pos2, Stroke, StrokeKind, Ui, vec2};
use strata_core::Player;
use strata_core::games::stratego::{Diagram, PieceAt, PositionError, Rank, Square, Stratego};

use super::Act;
use crate::views::squares::SquareLayout;
use crate::views::stratego::paint_field;
use crate::views::stratego::tile::{self, Tile};
use crate::{t, theme};

const RED: Player = Player(0);
const BLUE: Player = Player(1);

/// How many pieces of `rank` `side` may still place (negative: too many on the board).
pub fn left(d: &Diagram, side: Player, rank: Rank) -> i32 {
    let placed = d.pieces.iter().filter(|p| p.owner == side && p.rank == rank).count();
    i32::from(rank.count()) - placed as i32
}

/// The tray's label for a rank: "Scout (2): 8 left", "Flag: 1 too many".
pub fn tray_label(d: &Diagram, side: Player, rank: Rank) -> String {
    match left(d, side, rank) {
        n if n < 0 => t!("editor-sg-too-many", piece = tile::title(rank), count = -n),
        n => t!("editor-sg-left", piece = tile::title(rank), count = n),
    }
}

/// The diagram with its pieces in the order the position text of a game writes them (red's
/// first, each army by square), so an edited position reads back as it is played.
fn sorted(mut d: Diagram) -> Diagram {
    d.pieces.sort_by_key(|p| (p.owner, p.square.rank, p.square.file));
    d
}

/// The editor of a game of this kind (its row of `crate::games`).
pub(crate) fn open(session: &strata_core::session::Session, start: bool) -> super::Opened {
    super::Editor::<Tools>::open(session, start)
}

pub struct Tools {
    /// The army the tray places.
    side: Player,
    /// The rank chosen in the tray: clicks on empty squares place it.
    rank: Option<Rank>,
    /// The piece whose marks are shown.
    selected: Option<Square>,
    /// The keyboard's cell (file, rank).
    cursor: (u8, u8),
    layout: Option<SquareLayout>,
}

impl Default for Tools {
    fn default() -> Self {
        Tools { side: RED, rank: None, selected: None, cursor: (0, 0), layout: None }
    }
}

impl super::Palette for Tools {
    type Game = Stratego;
    const PALETTE_WIDTH: f32 = 260.0;

    /// The square a problem concerns, if it is one.
    fn problem_cells(problem: &PositionError) -> Vec<String> {
        use PositionError as E;
        match problem {
            E::OffBoard(s) | E::InLake(s) | E::TwoPieces(s) => vec![s.to_string()],
            E::MovedImmovable { square, .. } | E::ShuttlePiece { square, .. } => {
                vec![square.to_string()]
            }
            _ => Vec::new(),
        }
    }

    fn emptied(d: &Diagram) -> Diagram {
        Diagram {
            pieces: Vec::new(),
            to_move: RED,
            shuttles: [None; 2],
            quiet_moves: 0,
            rules: d.rules,
        }
    }

    fn locate(&self, target: &str) -> Option<Pos2> {
        let sq: Square = target.parse().ok()?;
        Some(self.layout?.centre(sq.file, sq.rank))
    }

    fn palette(&mut self, ui: &mut Ui, d: &Diagram) -> Option<Diagram> {
        let mut out = d.clone();
        ui.label(t!("editor-sg-place-of"));
        ui.horizontal(|ui| {
            for side in [RED, BLUE] {
                let name = t!("editor-sg-army", player = super::player_name::<Stratego>(side));
                if ui.selectable_label(self.side == side, name).clicked() {
                    self.side = side;
                }
            }
        });
        for rank in Rank::ALL {
            let label = tray_label(d, self.side, rank);
            let colour =
                if left(d, self.side, rank) < 0 { theme::BAD } else { ui.visuals().text_color() };
            let text = egui::RichText::new(label).color(colour);
            if ui.selectable_label(self.rank == Some(rank), text).clicked() {
                self.rank = if self.rank == Some(rank) { None } else { Some(rank) };
            }
        }
        ui.label(t!("editor-sg-about"));
        ui.separator();
        if let Some(sq) = self.selected
            && let Some(i) = out.pieces.iter().position(|p| p.square == sq)
        {
            let p = out.pieces[i];
            ui.label(t!(
                "editor-sg-selected",
                player = super::player_name::<Stratego>(p.owner),
                piece = tile::title(p.rank),
                square = sq.to_string()
            ));
            let piece = &mut out.pieces[i];
            ui.add(Checkbox::new(&mut piece.revealed, t!("editor-sg-known")));
            ui.add(Checkbox::new(&mut piece.moved, t!("editor-sg-moved")));
            if ui.button(t!("editor-sg-remove")).clicked() {
                out.pieces.remove(i);
                self.selected = None;
            }
            ui.separator();
        }
        super::to_move_choice::<Stratego>(ui, 2, &mut out.to_move);
        ui.horizontal(|ui| {
            let label = ui.label(t!("editor-sg-quiet"));
            ui.add(
                DragValue::new(&mut out.quiet_moves).range(0..=299).clamp_existing_to_range(false),
            )
            .labelled_by(label.id);
        });
        if out.shuttles.iter().any(Option::is_some) && ui.button(t!("editor-sg-forget")).clicked() {
            out.shuttles = [None; 2];
        }
        (out != *d).then_some(out)
    }

    fn canvas(&mut self, ui: &mut Ui, d: &Diagram, marked: &[String]) -> Option<Diagram> {
        let side = ui.available_width().clamp(200.0, 560.0);
        let (rect, response) = super::canvas(ui, vec2(side, side));
        let layout = SquareLayout::fit(rect, 10, 10, 0.5, false);
        self.layout = Some(layout);
        let painter = ui.painter_at(rect);
        paint_field(&painter, &layout, ui.visuals().text_color(), |_| true);
        for p in &d.pieces {
            if !p.square.on_board() {
                continue;
            }
            let r = layout.rect(p.square.file, p.square.rank);
            let tile =
                Tile { owner: p.owner, rank: Some(p.rank), known: p.revealed, moved: p.moved };
            tile::paint(&painter, r, tile);
        }
        for name in marked {
            if let Ok(sq) = name.parse::<Square>()
                && sq.on_board()
            {
                layout.mark_problem(&painter, sq.file, sq.rank);
            }
        }
        if let Some(sq) = self.selected {
            let r = layout.rect(sq.file, sq.rank);
            painter.rect_stroke(r, 2.0, Stroke::new(3.0, theme::FOCUS), StrokeKind::Inside);
        }
        let (act, (file, rank)) =
            super::square_act(ui, &response, &layout, (10, 10), &mut self.cursor)?;
        let square = Square::new(file, rank);
        let at = d.pieces.iter().position(|p| p.square == square);
        if act == Act::Remove {
            let mut out = d.clone();
            out.pieces.remove(at?);
            self.selected = None;
            return Some(out);
        }
        match (at, self.rank) {
            (None, Some(rank)) => {
                let mut out = d.clone();
                let piece =
                    PieceAt { square, owner: self.side, rank, moved: false, revealed: false };
                out.pieces.push(piece);
                self.selected = Some(square);
                Some(out)
            }
            (Some(_), _) => {
                self.selected = Some(square);
                None
            }
            (None, None) => {
                self.selected = None;
                None
            }
        }
    }

    fn tidy(d: Diagram) -> Diagram {
        sorted(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tray_counts_what_is_left_per_side_and_rank() {
        let d: Diagram = "Fa1,2b1,2c1 Fj10 r -/- 0 5".parse().unwrap();
        assert_eq!(left(&d, RED, Rank::Scout), 6);
        assert_eq!(left(&d, BLUE, Rank::Scout), 8);
        assert_eq!(left(&d, RED, Rank::Flag), 0);
        assert_eq!(tray_label(&d, RED, Rank::Scout), "Scout (2): 6 left");
        let two_flags: Diagram = "Fa1,Fb1 Fj10 r -/- 0 5".parse().unwrap();
        assert_eq!(tray_label(&two_flags, RED, Rank::Flag), "Flag: 1 too many");
    }

    #[test]
    fn pieces_are_kept_in_the_order_a_game_writes_them() {
        let d: Diagram = "2c1,Fa2,3a1 Fj10,2a10 b -/- 0 5".parse().unwrap();
        assert_eq!(sorted(d).to_string(), "3a1,2c1,Fa2 2a10,Fj10 b -/- 0 5");
    }

    #[test]
    fn problems_name_their_square() {
        let d: Diagram = "Fa1,2c5 Fj10,2a10 r -/- 0 5".parse().unwrap();
        let marked = super::super::Checked::of::<Tools>(&d).marked;
        assert_eq!(marked, ["c5"]);
    }
}
