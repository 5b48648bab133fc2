//! The screen layout of a square board seen from above (Strata 7, Stratego): cell ↔ pixel.
//!
//! Files run left to right and ranks bottom to top, as printed in the rules; turned half a turn
//! the board is seen from the other side (Stratego's Blue sits at rank 10). The inverse of the
//! projection picks the cell under the pointer.

use egui::{Color32, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2, pos2, vec2};

use super::paint;
use crate::theme;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SquareLayout {
    /// The board's corner at the top left of the screen.
    origin: Pos2,
    /// Side of one cell in points.
    cell: f32,
    files: u8,
    ranks: u8,
    /// Seen from the far side: rank 1 at the top, file `a` on the right.
    turned: bool,
}

impl SquareLayout {
    /// The largest layout of a `files` × `ranks` board that fits `rect` with `margin` cells of
    /// room around it (for the coordinates), centred.
    pub fn fit(rect: Rect, files: u8, ranks: u8, margin: f32, turned: bool) -> SquareLayout {
        let (w, h) = (f32::from(files) + 2.0 * margin, f32::from(ranks) + 2.0 * margin);
        let cell = (rect.width() / w).min(rect.height() / h).max(1.0);
        let size = vec2(f32::from(files), f32::from(ranks)) * cell;
        SquareLayout { origin: rect.center() - size / 2.0, cell, files, ranks, turned }
    }

    pub fn cell_size(&self) -> f32 {
        self.cell
    }

    pub fn is_turned(&self) -> bool {
        self.turned
    }

    /// The whole board.
    pub fn board_rect(&self) -> Rect {
        Rect::from_min_size(
            self.origin,
            vec2(f32::from(self.files), f32::from(self.ranks)) * self.cell,
        )
    }

    /// Screen column and row (from the top left) of a cell.
    fn screen_index(&self, file: u8, rank: u8) -> (f32, f32) {
        let (f, r) = (f32::from(file), f32::from(rank));
        if self.turned {
            (f32::from(self.files) - 1.0 - f, r)
        } else {
            (f, f32::from(self.ranks) - 1.0 - r)
        }
    }

    /// The rectangle of a cell (0-based file and rank).
    pub fn rect(&self, file: u8, rank: u8) -> Rect {
        let (x, y) = self.screen_index(file, rank);
        Rect::from_min_size(self.origin + vec2(x, y) * self.cell, Vec2::splat(self.cell))
    }

    pub fn centre(&self, file: u8, rank: u8) -> Pos2 {
        self.rect(file, rank).center()
    }

    /// The cell under a screen point, if it is on the board.
    pub fn cell_at(&self, p: Pos2) -> Option<(u8, u8)> {
        let d = (p - self.origin) / self.cell;
        let (x, y) = (d.x.floor(), d.y.floor());
        let (files, ranks) = (f32::from(self.files), f32::from(self.ranks));
        if !(0.0..files).contains(&x) || !(0.0..ranks).contains(&y) {
            return None;
        }
        let (x, y) = (x as u8, y as u8);
        Some(if self.turned { (self.files - 1 - x, y) } else { (x, self.ranks - 1 - y) })
    }

    /// Where the label of a file goes (under the board) and of a rank (left of it).
    pub fn file_label(&self, file: u8) -> Pos2 {
        let c = self.centre(file, 0);
        pos2(c.x, self.board_rect().max.y + self.cell * 0.32)
    }

    pub fn rank_label(&self, rank: u8) -> Pos2 {
        let c = self.centre(0, rank);
        pos2(self.board_rect().min.x - self.cell * 0.32, c.y)
    }

    /// The file letters under the board and the rank numbers left of it.
    pub fn paint_coordinates(&self, painter: &Painter, colour: Color32) {
        let size = (self.cell * 0.28).clamp(11.0, 15.0);
        for file in 0..self.files {
            let name = ((b'a' + file) as char).to_string();
            paint::label(painter, self.file_label(file), &name, size, colour);
        }
        for rank in 0..self.ranks {
            paint::label(painter, self.rank_label(rank), &(rank + 1).to_string(), size, colour);
        }
    }

    /// Outlines a cell that a problem of an edited position concerns.
    pub fn mark_problem(&self, painter: &Painter, file: u8, rank: u8) {
        let r = self.rect(file, rank).shrink(1.5);
        painter.rect_stroke(r, 2.0, Stroke::new(3.0, theme::BAD), StrokeKind::Inside);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(turned: bool) -> SquareLayout {
        SquareLayout::fit(
            Rect::from_min_size(pos2(10.0, 20.0), vec2(800.0, 600.0)),
            10,
            10,
            0.5,
            turned,
        )
    }

    #[test]
    fn every_cell_picks_back_to_itself_both_ways_up() {
        for turned in [false, true] {
            let l = layout(turned);
            for file in 0..10 {
                for rank in 0..10 {
                    let r = l.rect(file, rank);
                    for p in [r.center(), r.min + vec2(0.5, 0.5), r.max - vec2(0.5, 0.5)] {
                        assert_eq!(l.cell_at(p), Some((file, rank)), "{turned} {file} {rank}");
                    }
                }
            }
            assert_eq!(l.cell_at(l.board_rect().min - vec2(1.0, 1.0)), None);
            assert_eq!(l.cell_at(l.board_rect().max + vec2(1.0, 1.0)), None);
        }
    }

    #[test]
    fn a1_is_bottom_left_and_turned_top_right() {
        let (plain, turned) = (layout(false), layout(true));
        let board = plain.board_rect();
        assert!(plain.centre(0, 0).x < board.center().x && plain.centre(0, 0).y > board.center().y);
        assert!(
            turned.centre(0, 0).x > board.center().x && turned.centre(0, 0).y < board.center().y
        );
        assert_eq!(plain.centre(3, 7), turned.centre(6, 2), "a half turn");
    }

    #[test]
    fn the_board_and_its_margin_fit_the_rect() {
        let rect = Rect::from_min_size(pos2(10.0, 20.0), vec2(800.0, 600.0));
        let l = layout(false);
        assert!(rect.contains_rect(l.board_rect().expand(l.cell_size() * 0.5 - 0.01)));
        assert!((l.cell_size() - 600.0 / 11.0).abs() < 1e-3);
    }
}
