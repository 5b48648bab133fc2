//! The Strata 7 board drawn for one frame: cells, pawns, routes, rings and banners.

use super::*;

/// The frame's drawing state.
pub(super) struct Scene<'a> {
    pub(super) g: &'a Strata7,
    pub(super) layout: SquareLayout,
    pub(super) painter: Painter,
    /// The pawn the last move brought, drawn on its way there while the move animates: its
    /// square now, and where it is drawn.
    pub(super) slide: Option<(Square, Pos2)>,
}

impl Scene<'_> {
    fn rect(&self, sq: Square) -> Rect {
        let (f, r) = sq.coords();
        self.layout.rect(f, r)
    }

    pub(super) fn centre(&self, sq: Square) -> Pos2 {
        self.rect(sq).center()
    }

    fn cell_px(&self) -> f32 {
        self.layout.cell_size()
    }

    pub(super) fn board(&self, text: Color32) {
        let g = self.g;
        let grid = Stroke::new(1.0, shade(WHITE_CAMP, -0.3));
        for sq in board_squares(g) {
            let rect = self.rect(sq);
            let (_, rank) = sq.coords();
            let camp = if usize::from(rank) < FRONTIER_RANK { WHITE_CAMP } else { BORDEAUX_CAMP };
            match kind(g, sq) {
                CellKind::Obstacle => {
                    self.painter.rect_filled(rect, 0.0, OBSTACLE);
                    let s = Stroke::new(1.5, shade(OBSTACLE, 0.3));
                    let r = rect.shrink(self.cell_px() * 0.22);
                    self.painter.line_segment([r.left_top(), r.right_bottom()], s);
                    self.painter.line_segment([r.right_top(), r.left_bottom()], s);
                }
                CellKind::Objective(points) => {
                    let fill = OBJECTIVE[usize::from(points.clamp(1, 3)) - 1];
                    self.painter.rect_filled(rect, 0.0, camp);
                    self.painter.rect_filled(rect.shrink(self.cell_px() * 0.06), 4.0, fill);
                    let number_colour = if points == 3 { Color32::WHITE } else { INK };
                    let at = rect.left_top() + vec2(self.cell_px() * 0.2, self.cell_px() * 0.22);
                    paint::label(
                        &self.painter,
                        at,
                        &points.to_string(),
                        (self.cell_px() * 0.3).max(12.0),
                        number_colour,
                    );
                }
                _ => {
                    self.painter.rect_filled(rect, 0.0, camp);
                }
            }
            self.painter.rect_stroke(rect, 0.0, grid, egui::StrokeKind::Middle);
        }
        // The frontier between ranks 5 and 6, across the whole board (S7-G2).
        let frontier = FRONTIER_RANK as u8;
        let y = (self.layout.centre(0, frontier - 1).y + self.layout.centre(0, frontier).y) / 2.0;
        let board = self.layout.board_rect();
        self.painter
            .line_segment([pos2(board.left(), y), pos2(board.right(), y)], Stroke::new(3.0, INK));
        self.layout.paint_coordinates(&self.painter, text);
        // Which camp is which, in the two cut corners on the left.
        let size = (self.cell_px() * 0.28).clamp(12.0, 15.0);
        let (low, high) =
            if self.layout.is_turned() { (BORDEAUX, WHITE) } else { (WHITE, BORDEAUX) };
        for (p, corner) in [
            (low, board.left_bottom() + vec2(4.0, -4.0)),
            (high, board.left_top() + vec2(4.0, 4.0)),
        ] {
            let align = if corner.y > board.center().y {
                egui::Align2::LEFT_BOTTOM
            } else {
                egui::Align2::LEFT_TOP
            };
            // Kept inside the cut corner, two cells wide ("Bordeaux's camp" ran into c10).
            let caption =
                crate::t!("board-s7-camp", player = display_name(Strata7::player_name(p)));
            // On a board too small for it to be read (a small window at a large zoom), it is
            // left out: the side cards and the cells' tooltips name the camps too.
            let room = 2.0 * self.cell_px() - 8.0;
            let size = paint::fitted_size(&self.painter, &caption, size, room);
            if size >= 8.0 {
                self.painter.text(corner, align, caption, egui::FontId::proportional(size), text);
            }
        }
    }

    fn pawn(&self, sq: Square, owner: Player, stack: bool, fade: f32) {
        let c = self.centre(sq);
        let r = self.cell_px() * 0.34;
        paint_pawn(&self.painter, c, r, player_look(GameId::Strata7, owner), stack, fade);
    }

    pub(super) fn route(&self, route: &Route, stroke: Stroke, numbered: bool) {
        let mut prev = self.centre(route.from());
        let head = self.cell_px() * 0.22;
        for (i, landing) in route.landings().enumerate() {
            let next = self.centre(landing);
            arrow(&self.painter, prev, next, stroke, head);
            if numbered && route.landings().len() > 1 {
                let at = next + vec2(self.cell_px() * 0.28, -self.cell_px() * 0.28);
                self.painter.circle_filled(at, self.cell_px() * 0.14, stroke.color);
                let size = (self.cell_px() * 0.2).max(12.0);
                paint::label(&self.painter, at, &(i + 1).to_string(), size, INK);
            }
            prev = next;
        }
        if let Some(exit) = route.exit() {
            let dashed = Shape::dashed_line(&[prev, self.centre(exit)], stroke, 6.0, 4.0);
            self.painter.extend(dashed);
        }
    }

    pub(super) fn last_move(&self, mv: &Move) {
        match mv {
            Move::Go(route) => {
                let from = self.rect(route.from()).shrink(self.cell_px() * 0.08);
                self.painter.rect_stroke(from, 4.0, Stroke::new(2.5, FOCUS), StrokeKind::Inside);
                // A dark shadow under the blue keeps the path visible on the light cells.
                self.route(route, Stroke::new(5.0, INK.gamma_multiply(0.3)), false);
                self.route(route, Stroke::new(3.0, FOCUS), false);
            }
            Move::Place(sq) => {
                let cell = self.rect(*sq).shrink(3.0);
                self.painter.rect_stroke(cell, 4.0, Stroke::new(2.5, FOCUS), StrokeKind::Inside);
            }
        }
    }

    /// Where the last reinforcement may go.
    pub(super) fn placements(&self, legal: &[Move]) {
        for m in legal {
            if let Move::Place(sq) = m {
                let cell = self.rect(*sq).shrink(4.0);
                self.painter.rect_filled(cell, 3.0, GOOD.gamma_multiply(0.25));
            }
        }
    }

    /// Every pawn, ringed if it can move, with a warning sign if it is in danger.
    pub(super) fn pawns(&self, movable: &[Square], hints: bool) {
        for sq in board_squares(self.g) {
            let Some((owner, stack)) = self.g.pawn_at(sq) else { continue };
            if movable.contains(&sq) {
                let r = self.cell_px() * 0.43;
                self.painter.circle_stroke(self.centre(sq), r, Stroke::new(2.0, GOOD));
            }
            match self.slide {
                Some((to, at)) if to == sq => {
                    let r = self.cell_px() * 0.34;
                    let look = player_look(GameId::Strata7, owner);
                    paint_pawn(&self.painter, at, r, look, stack, 1.0);
                }
                _ => self.pawn(sq, owner, stack, 1.0),
            }
            if hints && self.g.in_danger(sq) {
                self.danger(sq);
            }
        }
    }

    pub(super) fn ring(&self, sq: Square, colour: Color32) {
        self.painter.circle_stroke(
            self.centre(sq),
            self.cell_px() * 0.46,
            Stroke::new(3.0, colour),
        );
    }

    /// A captured pawn, faded and crossed out; an expanding ring while `t` < 1.
    pub(super) fn ghost(&self, sq: Square, owner: Player, stack: bool, t: f32) {
        self.pawn(sq, owner, stack, 0.35);
        let c = self.centre(sq);
        let s = self.cell_px() * 0.3;
        let cross = Stroke::new(3.0, BAD);
        self.painter.line_segment([c - vec2(s, s), c + vec2(s, s)], cross);
        self.painter.line_segment([c + vec2(-s, s), c + vec2(s, -s)], cross);
        if t < 1.0 {
            let stroke = Stroke::new(4.0 * (1.0 - t) + 1.0, BAD.gamma_multiply(1.0 - t));
            self.painter.circle_stroke(c, self.cell_px() * (0.4 + 0.5 * t), stroke);
        }
    }

    /// Dots for steps, rings for jump landings.
    pub(super) fn targets(&self, from: Square, routes: &[Route]) {
        for route in routes {
            let c = self.centre(route.arrival());
            if route.landings().len() == 1 && is_step(from, route.arrival()) {
                self.painter.circle_filled(c, self.cell_px() * 0.12, GOOD);
            } else {
                self.painter.circle_stroke(c, self.cell_px() * 0.22, Stroke::new(3.0, GOOD));
            }
        }
    }

    /// The reinforcement's route, its arrival, and the cells the stack may step out to: one
    /// arrow from the arrival into each.
    pub(super) fn exit_choice(&self, choice: &ExitChoice) {
        let arrival = choice.route.arrival();
        let from = choice.route.from();
        if let Some((owner, _)) = self.g.pawn_at(from) {
            self.pawn(from, owner, false, 0.5);
        }
        self.route(&choice.route, Stroke::new(3.0, FOCUS), false);
        if let Some((owner, _)) = self.g.pawn_at(arrival) {
            self.pawn(arrival, owner, true, 1.0);
        }
        self.ring(arrival, FOCUS);
        for exit in &choice.exits {
            let r = self.rect(*exit).shrink(self.cell_px() * 0.1);
            self.painter.rect_filled(r, 4.0, GOOD.gamma_multiply(0.35));
            self.painter.rect_stroke(r, 4.0, Stroke::new(3.0, GOOD), StrokeKind::Inside);
            let (a, b) = (self.centre(arrival), self.centre(*exit));
            arrow(&self.painter, a.lerp(b, 0.45), b, Stroke::new(3.0, GOOD), self.cell_px() * 0.2);
        }
    }

    /// Dims the board under a choice that concerns a few cells only.
    pub(super) fn veil(&self) {
        for sq in board_squares(self.g) {
            self.painter.rect_filled(self.rect(sq), 0.0, Color32::from_black_alpha(110));
        }
    }

    /// The objectives the player to move can score now: a badge with the points, in the
    /// mover's colour.
    pub(super) fn scorable(&self, scorable: &[Scorable]) {
        let look = player_look(GameId::Strata7, Game::to_move(self.g));
        for Scorable { objective, points, .. } in scorable {
            let r = self.rect(*objective);
            let at = r.right_top() + vec2(-self.cell_px() * 0.15, self.cell_px() * 0.15);
            let radius = (self.cell_px() * 0.16).max(9.0);
            self.painter.circle(at, radius, look.fill, Stroke::new(1.5, INK));
            let text = format!("+{points}");
            let size = (self.cell_px() * 0.2).max(12.0);
            paint::label(&self.painter, at, &text, size, look.outline);
        }
    }

    /// Where the pawn the last move brought is drawn at `t` (0..1) of its path, and its square.
    pub(super) fn slide(&self, mv: &Move, t: f32) -> Option<(Square, Pos2)> {
        let Move::Go(route) = mv else { return None };
        let mut path: Vec<Square> = vec![route.from()];
        path.extend(route.landings());
        path.extend(route.exit());
        let end = *path.last()?;
        let points: Vec<Pos2> = path.iter().map(|sq| self.centre(*sq)).collect();
        Some((end, along(&points, t)))
    }

    /// A forced action or a choice to make, announced above the board.
    pub(super) fn prompt(&self, text: &str) {
        banner(&self.painter, self.painter.clip_rect(), text, FOCUS);
    }

    fn danger(&self, sq: Square) {
        let c = self.centre(sq) + vec2(self.cell_px() * 0.3, -self.cell_px() * 0.3);
        let s = self.cell_px() * 0.16;
        self.painter.add(Shape::convex_polygon(
            vec![c + vec2(0.0, -s), c + vec2(s, s * 0.8), c + vec2(-s, s * 0.8)],
            WARN,
            Stroke::new(1.2, INK),
        ));
        paint::label(&self.painter, c + vec2(0.0, s * 0.15), "!", s * 1.2, INK);
    }
}

/// A pawn: a disc in its side's colour with its side's mark; a stack is two discs and a "2".
fn paint_pawn(painter: &Painter, c: Pos2, r: f32, look: Look, stack: bool, fade: f32) {
    let fill = look.fill.gamma_multiply(fade);
    let edge = Stroke::new(1.5, INK.gamma_multiply(fade));
    let (top, r) = if stack {
        let (low, top, r) = stack_discs(c, r);
        painter.circle(low, r, shade(look.fill, -0.3).gamma_multiply(fade), edge);
        (top, r)
    } else {
        (c, r)
    };
    painter.circle(top, r, fill, edge);
    look.mark.paint(
        painter,
        top,
        r * 0.34,
        Color32::TRANSPARENT,
        Stroke::new(2.0, look.outline.gamma_multiply(fade)),
    );
    if stack {
        let at = top + vec2(r * 0.72, -r * 0.72);
        painter.circle(at, r * 0.36, Color32::WHITE.gamma_multiply(fade), Stroke::new(1.0, INK));
        paint::label(painter, at, "2", r * 0.5, INK.gamma_multiply(fade));
    }
}

/// A stack's two discs in a cell whose pawn is `r` round at `c`: the lower one down and right,
/// the upper one up and left, a little smaller, so that a clear crescent of the lower pawn
/// shows (a stack is two pawns, and a player must see both). Returns (lower, upper, radius).
fn stack_discs(c: Pos2, r: f32) -> (Pos2, Pos2, f32) {
    let small = r * 0.86;
    (c + vec2(r * 0.22, r * 0.26), c - vec2(r * 0.18, r * 0.22), small)
}

#[cfg(test)]
mod stack_tests {
    use super::*;

    #[test]
    fn both_pawns_of_a_stack_show() {
        let (c, r) = (pos2(100.0, 100.0), 20.0);
        let (low, top, small) = stack_discs(c, r);
        // At least a third of a radius of the lower disc is left uncovered…
        assert!(low.distance(top) > small * 0.5, "{low:?} {top:?}");
        // …and both discs stay inside the cell a single pawn uses (its radius is 0.34 of the
        // cell; the cell's half is 0.5).
        let half = r / 0.34 * 0.5;
        for d in [low, top] {
            assert!((d - c).abs().max_elem() + small <= half, "{d:?} leaves the cell");
        }
    }
}
