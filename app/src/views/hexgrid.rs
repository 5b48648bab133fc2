//! The screen layout of a hexagon-shaped board (Stratum): cell ↔ pixel.
//!
//! Pointy-top cells in the axial coordinates of `strata_core::grid::Hex`, drawn with row `A`
//! at the bottom: `x = size·√3·(q + r/2)`, `y = -size·1.5·r` (Red Blob Games' layout, `y` flipped).
//! The inverse gives fractional axial coordinates, rounded to a cell in cube coordinates.

use egui::{Pos2, Rect, Vec2, vec2};
use strata_core::grid::Hex;

const SQRT3: f32 = 1.732_050_8;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HexLayout {
    /// Screen position of the centre of the cell `(0, 0)` (`A1`).
    origin: Pos2,
    /// Centre-to-corner distance.
    size: f32,
}

impl HexLayout {
    /// The largest layout of the board with `side` cells per side that fits `rect` with one
    /// extra ring of cells around it for the rim coordinates.
    pub fn fit(rect: Rect, side: u8) -> HexLayout {
        let rings = f32::from(side) + 1.0;
        // A hexagon of `rings` cells per side is (2·rings − 1) cells wide and tall in rows.
        let width = (2.0 * rings - 1.0) * SQRT3;
        let height = (2.0 * rings - 2.0) * 1.5 + 2.0;
        let size = (rect.width() / width).min(rect.height() / height).max(1.0);
        let unit = HexLayout { origin: Pos2::ZERO, size };
        let centre = unit.centre(Hex::centre(i16::from(side)));
        HexLayout { origin: rect.center() - centre.to_vec2(), size }
    }

    pub fn size(&self) -> f32 {
        self.size
    }

    pub fn centre(&self, h: Hex) -> Pos2 {
        let (q, r) = (f32::from(h.q), f32::from(h.r));
        self.origin + vec2(self.size * SQRT3 * (q + r / 2.0), -self.size * 1.5 * r)
    }

    /// Fractional axial `(q, r)` of a screen point.
    pub fn fractional(&self, p: Pos2) -> (f32, f32) {
        let d = p - self.origin;
        let r = -d.y / (1.5 * self.size);
        let q = d.x / (SQRT3 * self.size) - r / 2.0;
        (q, r)
    }

    /// The cell under a screen point (on the board or not).
    pub fn hex_at(&self, p: Pos2) -> Hex {
        let (q, r) = self.fractional(p);
        cube_round(q, r)
    }

    /// The six corners of a cell, shrunk by `scale` (1 = touching its neighbours).
    pub fn corners(&self, h: Hex, scale: f32) -> [Pos2; 6] {
        let c = self.centre(h);
        std::array::from_fn(|i| {
            let angle = std::f32::consts::FRAC_PI_6 + std::f32::consts::FRAC_PI_3 * i as f32;
            c + Vec2::angled(angle) * self.size * scale
        })
    }

    /// The corners of the edge that `h` shares with its neighbour in axial direction `dir`
    /// (one of `Hex::DIRECTIONS`).
    pub fn edge(&self, h: Hex, dir: Hex) -> [Pos2; 2] {
        let c = self.centre(h);
        let toward = (self.centre(h.plus(dir)) - c) / 2.0;
        let half = vec2(-toward.y, toward.x) / SQRT3;
        [c + toward - half, c + toward + half]
    }
}

/// Rounds fractional axial coordinates to the nearest cell (via cube coordinates, fixing the
/// component that rounded furthest so that `x + y + z = 0` holds).
pub fn cube_round(q: f32, r: f32) -> Hex {
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    Hex::new(rq as i16, rr as i16)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    fn layout() -> HexLayout {
        HexLayout::fit(Rect::from_min_max(pos2(0.0, 0.0), pos2(700.0, 600.0)), 5)
    }

    #[test]
    fn every_cell_centre_maps_back_to_its_cell() {
        let l = layout();
        for side in [5, 6] {
            for h in Hex::hexagon(side) {
                assert_eq!(l.hex_at(l.centre(h)), h);
            }
        }
    }

    #[test]
    fn points_near_the_corners_stay_in_their_cell() {
        let l = layout();
        for h in Hex::hexagon(5) {
            for corner in l.corners(h, 0.95) {
                assert_eq!(l.hex_at(corner), h, "{h:?}");
            }
        }
    }

    #[test]
    fn row_a_is_at_the_bottom_and_numbers_grow_to_the_right() {
        let l = layout();
        let a1 = l.centre(Hex::from_row_number(0, 1));
        assert!(l.centre(Hex::from_row_number(0, 2)).x > a1.x);
        assert!(l.centre(Hex::from_row_number(1, 1)).y < a1.y, "B is above A");
        // A numbered line climbs up-left, the diagonal up-right.
        let b1 = l.centre(Hex::from_row_number(1, 1));
        let b2 = l.centre(Hex::from_row_number(1, 2));
        assert!(b1.x < a1.x && b2.x > a1.x);
    }

    #[test]
    fn the_board_and_its_rim_fit_the_rect() {
        for side in [5u8, 6] {
            let rect = Rect::from_min_max(pos2(20.0, 10.0), pos2(620.0, 710.0));
            let l = HexLayout::fit(rect, side);
            let centre = Hex::centre(i16::from(side));
            let rim = (-3..20)
                .flat_map(|q| (-3..20).map(move |r| Hex::new(q, r)))
                .filter(|h| h.distance(centre) <= i16::from(side));
            for h in rim {
                for c in l.corners(h, 1.0) {
                    assert!(rect.expand(0.5).contains(c), "{side} {h:?} {c:?}");
                }
            }
            let centre = l.centre(Hex::centre(i16::from(side)));
            assert!((centre - rect.center()).length() < 1e-3);
        }
    }

    #[test]
    fn shared_edges_match_the_corners_of_both_cells() {
        let l = layout();
        let h = Hex::centre(5);
        for dir in Hex::DIRECTIONS {
            let [a, b] = l.edge(h, dir);
            let mine = l.corners(h, 1.0);
            let theirs = l.corners(h.plus(dir), 1.0);
            for p in [a, b] {
                assert!(mine.iter().any(|c| (*c - p).length() < 1e-3));
                assert!(theirs.iter().any(|c| (*c - p).length() < 1e-3));
            }
        }
    }

    #[test]
    fn cube_round_picks_the_nearest_cell() {
        assert_eq!(cube_round(0.1, -0.1), Hex::new(0, 0));
        assert_eq!(cube_round(0.6, 0.0), Hex::new(1, 0));
        // Equally near two cells: either is fine, never the far one.
        assert!([Hex::new(0, 1), Hex::new(1, 0)].contains(&cube_round(0.45, 0.45)));
        assert_eq!(cube_round(2.0, -1.0), Hex::new(2, -1));
    }
}
