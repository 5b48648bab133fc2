//! The isometric projection of a square board (Strata 5), turned in quarter turns.
//!
//! World coordinates are the rules' own: `x` along the files, `y` along the ranks (the cell
//! `(f, r)` spans `[f, f+1] × [r, r+1]`), `z` in levels (0 = the board surface, a level-L block's
//! top face at `z = L`). The view first turns the board by quarter turns into view coordinates
//! `(u, v)`, where `u + v` grows towards the viewer, then projects:
//! `sx = (u - v)·half_w`, `sy = (u + v)·half_h - z·level_h`.
//! At a known height the inverse is exact, which is what picking a top face needs.

use egui::{Pos2, Rect, pos2};

/// Screen height of one level, as a fraction of half a cell's width.
const LEVEL: f32 = 0.78;
/// Room left around the board for the rim labels, in half cell widths.
const MARGIN: f32 = 1.3;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Iso {
    n: f32,
    rotation: u8,
    origin: Pos2,
    half_w: f32,
    half_h: f32,
    level_h: f32,
}

impl Iso {
    /// The largest projection of a `size`×`size` board, turned `rotation` quarter turns, that fits
    /// `rect` with towers up to `max_level` levels (pawns included).
    pub fn fit(rect: Rect, size: u8, rotation: u8, max_level: f32) -> Iso {
        let n = f32::from(size.max(1));
        // In units of half a cell width: the diamond is 2n wide and n high (half_h = half_w / 2).
        let units_w = 2.0 * n + 2.0 * MARGIN;
        let units_h = n + max_level * LEVEL + MARGIN;
        let half_w = (rect.width() / units_w).min(rect.height() / units_h).max(1.0);
        let level_h = half_w * LEVEL;
        let content_h = n * half_w + max_level * level_h;
        let origin = pos2(rect.center().x, rect.center().y - content_h / 2.0 + max_level * level_h);
        Iso { n, rotation: rotation % 4, origin, half_w, half_h: half_w / 2.0, level_h }
    }

    /// Half the screen width of one cell's diamond (a measure of scale).
    pub fn half_w(&self) -> f32 {
        self.half_w
    }

    /// Screen height of one level.
    pub fn level_h(&self) -> f32 {
        self.level_h
    }

    /// World `(x, y)` to view `(u, v)`: quarter turns of the board about its centre.
    fn view_of(&self, x: f32, y: f32) -> (f32, f32) {
        let (mut x, mut y) = (x, y);
        for _ in 0..self.rotation {
            (x, y) = (y, self.n - x);
        }
        (x, self.n - y)
    }

    fn world_of(&self, u: f32, v: f32) -> (f32, f32) {
        let (mut x, mut y) = (u, self.n - v);
        for _ in 0..self.rotation {
            (x, y) = (self.n - y, x);
        }
        (x, y)
    }

    pub fn project(&self, x: f32, y: f32, z: f32) -> Pos2 {
        let (u, v) = self.view_of(x, y);
        self.project_view(u, v, z)
    }

    /// The world `(x, y)` of the point at height `z` that projects to `p`.
    pub fn unproject(&self, p: Pos2, z: f32) -> (f32, f32) {
        let a = (p.x - self.origin.x) / self.half_w;
        let b = (p.y - self.origin.y + z * self.level_h) / self.half_h;
        self.world_of((a + b) / 2.0, (b - a) / 2.0)
    }

    /// How near the viewer a point of the board is: things nearer are drawn later.
    pub fn depth(&self, x: f32, y: f32) -> f32 {
        let (u, v) = self.view_of(x, y);
        u + v
    }

    /// The corners of the cell `(f, r)`'s square at height `z`, going round the square.
    pub fn cell_quad(&self, f: u8, r: u8, z: f32) -> [Pos2; 4] {
        let (x, y) = (f32::from(f), f32::from(r));
        [
            self.project(x, y, z),
            self.project(x + 1.0, y, z),
            self.project(x + 1.0, y + 1.0, z),
            self.project(x, y + 1.0, z),
        ]
    }

    fn project_view(&self, u: f32, v: f32, z: f32) -> Pos2 {
        pos2(
            self.origin.x + (u - v) * self.half_w,
            self.origin.y + (u + v) * self.half_h - z * self.level_h,
        )
    }

    /// The visible faces of the box over `[x0, x1] × [y0, y1]` between heights `z0 < z1`:
    /// the top, then the two vertical faces towards the viewer (screen left, screen right).
    pub fn box_faces(
        &self,
        x0: f32,
        y0: f32,
        x1: f32,
        y1: f32,
        z0: f32,
        z1: f32,
    ) -> [[Pos2; 4]; 3] {
        let (ua, va) = self.view_of(x0, y0);
        let (ub, vb) = self.view_of(x1, y1);
        let (u0, u1, v0, v1) = (ua.min(ub), ua.max(ub), va.min(vb), va.max(vb));
        let p = |u, v, z| self.project_view(u, v, z);
        [
            [p(u0, v0, z1), p(u1, v0, z1), p(u1, v1, z1), p(u0, v1, z1)],
            [p(u0, v1, z0), p(u1, v1, z0), p(u1, v1, z1), p(u0, v1, z1)],
            [p(u1, v0, z0), p(u1, v1, z0), p(u1, v1, z1), p(u1, v0, z1)],
        ]
    }

    /// The world steps `(df, dr)` through the left and the right front face of a box: a face is
    /// hidden when the cell that way is filled at the same level.
    pub fn front_steps(&self) -> [(i8, i8); 2] {
        let (x, y) = self.world_of(1.0, 1.0);
        let step = |(nx, ny): (f32, f32)| ((nx - x).round() as i8, (ny - y).round() as i8);
        [step(self.world_of(1.0, 2.0)), step(self.world_of(2.0, 1.0))]
    }

    /// The world `(x, y)` of the board corner nearest the viewer.
    pub fn nearest_corner(&self) -> (f32, f32) {
        self.world_of(self.n, self.n)
    }
}

/// Whether `p` lies inside the convex polygon `poly` (either winding; edges count as inside).
pub fn convex_contains(poly: &[Pos2], p: Pos2) -> bool {
    let mut sign = 0.0_f32;
    for (i, a) in poly.iter().enumerate() {
        let b = poly[(i + 1) % poly.len()];
        let cross = (b - *a).x * (p - *a).y - (b - *a).y * (p - *a).x;
        if cross != 0.0 {
            if sign != 0.0 && cross.signum() != sign {
                return false;
            }
            sign = cross.signum();
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iso(rotation: u8) -> Iso {
        Iso::fit(Rect::from_min_max(pos2(10.0, 20.0), pos2(810.0, 620.0)), 8, rotation, 6.0)
    }

    #[test]
    fn unproject_inverts_project_at_every_rotation_and_height() {
        for rotation in 0..4 {
            let p = iso(rotation);
            for (x, y) in [(0.0, 0.0), (8.0, 8.0), (3.25, 6.5), (7.9, 0.1), (4.0, 4.0)] {
                for z in [0.0, 1.0, 2.5, 5.0] {
                    let (bx, by) = p.unproject(p.project(x, y, z), z);
                    assert!(
                        (bx - x).abs() < 1e-3 && (by - y).abs() < 1e-3,
                        "{rotation} {x} {y} {z}"
                    );
                }
            }
        }
    }

    #[test]
    fn each_quarter_turn_brings_another_corner_to_the_front() {
        let corners: Vec<(i32, i32)> = (0..4)
            .map(|r| {
                let (x, y) = iso(r).nearest_corner();
                (x.round() as i32, y.round() as i32)
            })
            .collect();
        // Red's view first: the h1 corner (files grow to the right along Red's edge).
        assert_eq!(corners[0], (8, 0));
        let mut distinct = corners.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 4, "{corners:?}");
        assert_eq!(iso(4), iso(0), "four quarter turns are no turn");
    }

    #[test]
    fn nearer_cells_have_greater_depth_and_lie_lower_on_screen() {
        let p = iso(0);
        // At rotation 0 Red sits at the front: rank 1 is nearer than rank 8.
        assert!(p.depth(0.5, 0.5) > p.depth(0.5, 7.5));
        assert!(p.project(0.5, 0.5, 0.0).y > p.project(0.5, 7.5, 0.0).y);
        // Higher is further up the screen.
        assert!(p.project(2.0, 2.0, 3.0).y < p.project(2.0, 2.0, 0.0).y);
    }

    #[test]
    fn the_board_and_its_tallest_towers_fit_the_rect() {
        let rect = Rect::from_min_max(pos2(10.0, 20.0), pos2(810.0, 620.0));
        for rotation in 0..4 {
            let p = iso(rotation);
            for (x, y) in [(0.0, 0.0), (8.0, 0.0), (0.0, 8.0), (8.0, 8.0)] {
                assert!(rect.contains(p.project(x, y, 0.0)));
                assert!(rect.contains(p.project(x, y, 6.0)));
            }
        }
    }

    #[test]
    fn front_faces_face_the_viewer_and_name_their_neighbours() {
        for rotation in 0..4 {
            let p = iso(rotation);
            let [top, left, right] = p.box_faces(3.0, 4.0, 5.0, 6.0, 1.0, 2.0);
            assert!(convex_contains(&top, p.project(4.0, 5.0, 2.0)));
            let centre = p.project(4.0, 5.0, 1.5);
            assert!(left.iter().all(|c| c.x <= centre.x + 1e-3));
            assert!(right.iter().all(|c| c.x >= centre.x - 1e-3));
            // Both neighbours are one orthogonal step away, and nearer the viewer.
            for (df, dr) in p.front_steps() {
                assert_eq!(df.abs() + dr.abs(), 1);
                let (nx, ny) = (3.5 + f32::from(df), 4.5 + f32::from(dr));
                assert!(p.depth(nx, ny) > p.depth(3.5, 4.5));
            }
            // The left face is the one through the left step.
            let (df, dr) = p.front_steps()[0];
            let beside = p.project(3.5 + f32::from(df), 4.5 + f32::from(dr), 1.5);
            assert!(beside.x < p.project(3.5, 4.5, 1.5).x);
        }
    }

    #[test]
    fn convex_contains_accepts_inside_and_refuses_outside() {
        let p = iso(1);
        let quad = p.cell_quad(2, 5, 1.0);
        assert!(convex_contains(&quad, p.project(2.5, 5.5, 1.0)));
        assert!(convex_contains(&quad, p.project(2.95, 5.05, 1.0)));
        assert!(!convex_contains(&quad, p.project(3.5, 5.5, 1.0)));
        assert!(!convex_contains(&quad, p.project(2.5, 5.5, 0.0)));
    }
}
