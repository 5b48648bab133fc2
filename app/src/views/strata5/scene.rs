//! The Strata 5 board drawn for one frame: the ground, the columns back to front, pawns, the
//! ghost block and the height map.

use super::*;

/// How a pawn figure is marked.
#[derive(Clone, Copy, Debug, Default)]
struct FigureMarks {
    selected: bool,
    /// A hint: this pawn can move (own) or be captured by the selected pawn (opponent's).
    hinted: bool,
    trapped: bool,
}

/// Paints an upright pawn standing at `base`, `w` wide and `h` tall; returns its outline box.
fn paint_figure(
    painter: &Painter,
    base: Pos2,
    w: f32,
    h: f32,
    look: Look,
    number: u8,
    marks: FigureMarks,
) -> Rect {
    let fill = if marks.trapped { shade(look.fill, 0.45) } else { look.fill };
    // Black's edge is a soft grey, not white: a bright outline made the dark pawns read as
    // white ones at a glance.
    let edge = Stroke::new(
        1.2,
        if look.mark == theme::Mark::Circle { INK } else { Color32::from_gray(120) },
    );
    let (bw, tw) = (w * 0.5, w * 0.3);
    let head_r = w * 0.3;
    let body_top = base.y - h * 0.62;
    let head_c = pos2(base.x, body_top - head_r * 0.75);
    if marks.selected || marks.hinted {
        let colour = if marks.selected { FOCUS } else { GOOD };
        let width = if marks.selected { 3.0 } else { 2.0 };
        painter.add(Shape::ellipse_stroke(
            base,
            vec2(bw * 1.35, bw * 0.68),
            Stroke::new(width, colour),
        ));
    }
    painter.add(Shape::ellipse_filled(base, vec2(bw, bw * 0.5), shade(fill, -0.35)));
    painter.add(Shape::convex_polygon(
        vec![
            pos2(base.x - bw, base.y),
            pos2(base.x - tw, body_top),
            pos2(base.x + tw, body_top),
            pos2(base.x + bw, base.y),
        ],
        fill,
        edge,
    ));
    painter.add(look.mark.shape(head_c, head_r, fill, edge));
    let size = (w * 0.62).clamp(7.0, 26.0);
    painter.text(
        pos2(base.x, base.y - h * 0.3),
        Align2::CENTER_CENTER,
        number.to_string(),
        FontId::proportional(size),
        if look.mark == theme::Mark::Circle { Color32::WHITE } else { look.outline },
    );
    if marks.trapped {
        let s = Stroke::new(2.0, INK);
        let (a, b) = (pos2(base.x - bw, head_c.y - head_r), pos2(base.x + bw, base.y));
        painter.line_segment([a, b], s);
        painter.line_segment([pos2(a.x, b.y), pos2(b.x, a.y)], s);
    }
    Rect::from_min_max(pos2(base.x - bw, head_c.y - head_r), pos2(base.x + bw, base.y + bw * 0.5))
}

/// The outline of a pawn figure as [`paint_figure`] draws it, nothing filled.
fn figure_outline(painter: &Painter, base: Pos2, w: f32, h: f32, look: Look, stroke: Stroke) {
    let (bw, tw) = (w * 0.5, w * 0.3);
    let head_r = w * 0.3;
    let body_top = base.y - h * 0.62;
    let head_c = pos2(base.x, body_top - head_r * 0.75);
    let body = vec![
        pos2(base.x - bw, base.y),
        pos2(base.x - tw, body_top),
        pos2(base.x + tw, body_top),
        pos2(base.x + bw, base.y),
    ];
    painter.add(Shape::line(body, stroke));
    painter.add(look.mark.shape(head_c, head_r, Color32::TRANSPARENT, stroke));
}

/// A reserve pawn's button at full size; smaller when the reserve's column is short.
pub(super) const PAWN_BUTTON: f32 = 56.0;

/// A reserve pawn as a button `side` points square: the figure, its number, and how many of
/// that number wait (`count`).
pub(super) fn pawn_button(
    ui: &mut Ui,
    owner: Player,
    (number, count): (u8, usize),
    selected: bool,
    can_move: bool,
    label: &str,
    side: f32,
) -> Response {
    let (rect, response) = ui.allocate_exact_size(vec2(side, side), Sense::click());
    response.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, label));
    let painter = ui.painter();
    if response.hovered() {
        painter.rect_filled(rect, 6.0, ui.visuals().widgets.hovered.weak_bg_fill);
    }
    let marks = FigureMarks { selected, hinted: can_move && !selected, trapped: false };
    let look = player_look(GameId::Strata5, owner);
    // Drawn for a 56-point button, scaled to the room the reserve has.
    let k = side / PAWN_BUTTON;
    paint_figure(
        painter,
        rect.center_bottom() - vec2(0.0, 10.0 * k),
        24.0 * k,
        40.0 * k,
        look,
        number,
        marks,
    );
    if count > 1 {
        // Scaled with the figure, so that in a narrow reserve it stays clear of the pawn's head.
        painter.text(
            rect.right_top() + vec2(-4.0, 4.0) * k,
            Align2::RIGHT_TOP,
            format!("×{count}"),
            FontId::proportional((12.0 * k).max(9.0)),
            ui.visuals().text_color(),
        );
    }
    response.on_hover_text(crate::t!("board-s5-pawn-about", number = number))
}

/// The board drawing for one frame.
pub(super) struct Scene<'a> {
    pub(super) g: &'a Strata5,
    pub(super) iso: Iso,
    pub(super) painter: Painter,
    pub(super) picks: Vec<Pick>,
    pub(super) ctx: BoardCtx<'a, Strata5>,
    pub(super) targets: &'a [Square],
    pub(super) movable: &'a [From],
    pub(super) selected: Option<From>,
    pub(super) hover: Option<Aim>,
    /// The move that led to this position, parsed once a frame.
    pub(super) last: Option<Move>,
    /// How far the last move's animation has run (eased, 1 = done).
    pub(super) motion: f32,
}

impl Scene<'_> {
    /// Where the last move's pawn went.
    fn last_to(&self) -> Option<Square> {
        match self.last {
            Some(Move::Pawn { to, .. }) => Some(to),
            _ => None,
        }
    }

    pub(super) fn ground(&mut self) {
        let n = f32::from(self.g.size());
        let iso = self.iso;
        let quad = vec![
            iso.project(0.0, 0.0, 0.0),
            iso.project(n, 0.0, 0.0),
            iso.project(n, n, 0.0),
            iso.project(0.0, n, 0.0),
        ];
        self.painter.add(Shape::convex_polygon(quad, GROUND, Stroke::new(1.5, INK)));
        let line = Stroke::new(1.0, shade(GROUND, -0.25));
        for i in 1..self.g.size() {
            let i = f32::from(i);
            self.painter.line_segment([iso.project(i, 0.0, 0.0), iso.project(i, n, 0.0)], line);
            self.painter.line_segment([iso.project(0.0, i, 0.0), iso.project(n, i, 0.0)], line);
        }
        for r in 0..self.g.size() {
            for f in 0..self.g.size() {
                let sq = Square::new(f, r);
                self.picks.push(Pick { quad: iso.cell_quad(f, r, 0.0), sq, z: 0.0, pawn: false });
                if self.targets.contains(&sq) {
                    self.target_mark(sq, 0.0);
                }
            }
        }
    }

    /// File letters and rank numbers on all four sides, so every rotation shows them.
    pub(super) fn rim_labels(&self, colour: Color32) {
        let n = self.g.size();
        let nf = f32::from(n);
        let size = (self.iso.half_w() * 0.5).clamp(9.0, 16.0);
        let font = FontId::proportional(size);
        for i in 0..n {
            let c = f32::from(i) + 0.5;
            let file = ((b'a' + i) as char).to_string();
            let rank = (i + 1).to_string();
            for (x, y, text) in
                [(c, -0.45, &file), (c, nf + 0.45, &file), (-0.45, c, &rank), (nf + 0.45, c, &rank)]
            {
                let p = self.iso.project(x, y, 0.0);
                self.painter.text(p, Align2::CENTER_CENTER, text, font.clone(), colour);
            }
        }
    }

    /// Draws every column back to front, one level at a time.
    pub(super) fn columns(&mut self) {
        let n = self.g.size();
        let mut order: Vec<(f32, Square)> = (0..n)
            .flat_map(|r| (0..n).map(move |f| Square::new(f, r)))
            .map(|sq| (self.iso.depth(f32::from(sq.file) + 0.5, f32::from(sq.rank) + 0.5), sq))
            .collect();
        order.sort_by(|a, b| a.0.total_cmp(&b.0));
        for (_, sq) in order {
            let column = *self.g.column(sq);
            for (i, cell) in column.iter().enumerate() {
                match *cell {
                    Cell::Empty => {}
                    Cell::Block(id) => self.block_cell(sq, i + 1, id, &column),
                    Cell::Pawn(p) => self.pawn(sq, i + 1, p),
                }
            }
            if self.every_level() {
                self.level_badge(sq);
            }
        }
    }

    fn block_cell(&mut self, sq: Square, level: usize, id: u8, column: &[Cell]) {
        let (f, r) = (i16::from(sq.file), i16::from(sq.rank));
        let lv = level as u8;
        let (z0, z1) = (f32::from(lv) - 1.0, f32::from(lv));
        let (x, y) = (f32::from(sq.file), f32::from(sq.rank));
        let [top, left, right] = self.iso.box_faces(x, y, x + 1.0, y + 1.0, z0, z1);
        let tint = level_tint(lv);
        let overhang = level >= 2 && column[level - 2] == Cell::Empty;
        let column_top = self.g.space_level_at(sq) as usize == level;
        let outline = Stroke::new(1.0, shade(tint, -0.6));
        // Starting blocks carry their owner's colour on their sides (S5-S1).
        let owner = (id < 4).then_some(if id < 2 { RED } else { BLACK });
        for (face, (df, dr), dark) in
            [(left, self.iso.front_steps()[0], -0.22), (right, self.iso.front_steps()[1], -0.42)]
        {
            if filled_at(self.g, f + i16::from(df), r + i16::from(dr), level) {
                continue;
            }
            self.painter.add(Shape::convex_polygon(face.to_vec(), shade(tint, dark), outline));
            if let Some(owner) = owner {
                let band =
                    [face[0], face[1], face[1].lerp(face[2], 0.35), face[0].lerp(face[3], 0.35)];
                let look = player_look(GameId::Strata5, owner);
                self.painter.add(Shape::convex_polygon(band.to_vec(), look.fill, Stroke::NONE));
                // The band's edge in the owner's contrast colour keeps Black's band visible.
                let edge = if owner == RED { INK } else { Color32::from_gray(200) };
                self.painter.line_segment([band[3], band[2]], Stroke::new(1.5, edge));
            }
            if overhang {
                // Hatching: this cell floats over air (S5-B6).
                let s = Stroke::new(1.2, shade(tint, -0.7));
                for t in [0.2, 0.5, 0.8] {
                    self.painter.line_segment(
                        [face[0].lerp(face[1], t), face[3].lerp(face[2], (t + 0.3).min(1.0))],
                        s,
                    );
                }
            }
            let z = f32::from(self.g.space_level_at(sq));
            self.picks.push(Pick { quad: face, sq, z, pawn: false });
        }
        let above = column.get(level).copied().unwrap_or(Cell::Empty);
        if matches!(above, Cell::Block(_)) {
            return;
        }
        self.painter.add(Shape::convex_polygon(top.to_vec(), tint, Stroke::NONE));
        // Outline the block; a faint seam between its own four cells shows the spaces.
        let quad = self.iso.cell_quad(sq.file, sq.rank, z1);
        let seam = Stroke::new(1.0, shade(tint, -0.18));
        for (k, (df, dr)) in [(0i16, -1i16), (1, 0), (0, 1), (-1, 0)].into_iter().enumerate() {
            let same = block_at(self.g, f + df, r + dr, level) == Some(id);
            let stroke = if same { seam } else { outline };
            self.painter.line_segment([quad[k], quad[(k + 1) % 4]], stroke);
        }
        if !column_top {
            if above == Cell::Empty {
                // Air between this top and an overhang above: nothing can go here (S5-B6).
                let s = Stroke::new(1.0, shade(tint, -0.55));
                for t in [0.25, 0.5, 0.75] {
                    let (a, b) = (quad[0].lerp(quad[1], t), quad[3].lerp(quad[2], t));
                    self.painter.line_segment([a, b], s);
                }
            }
            return;
        }
        self.picks.push(Pick { quad, sq, z: z1, pawn: false });
        let centre = self.iso.project(f32::from(sq.file) + 0.5, f32::from(sq.rank) + 0.5, z1);
        if self.hover.is_some_and(|h| h.sq == sq) && self.targets.contains(&sq) {
            self.painter.add(Shape::convex_polygon(
                quad.to_vec(),
                GOOD.gamma_multiply(0.45),
                Stroke::NONE,
            ));
        }
        if self.last_to() == Some(sq) {
            let inset: Vec<Pos2> = quad.iter().map(|p| centre.lerp(*p, 0.8)).collect();
            self.painter.add(Shape::closed_line(inset, Stroke::new(2.0, FOCUS)));
        }
        self.trapped_marks(column, centre, quad);
        if self.targets.contains(&sq) && self.g.top_pawn(sq).is_none() {
            self.target_mark(sq, z1);
        }
    }

    /// Crossed-out figures on top of a column for the pawns trapped inside it (S5-P7).
    fn trapped_marks(&self, column: &[Cell], centre: Pos2, quad: [Pos2; 4]) {
        let trapped = column.iter().filter_map(|c| match c {
            Cell::Pawn(i) => self.g.pawns().get(usize::from(*i)).filter(|p| self.g.is_trapped(p)),
            _ => None,
        });
        for (k, pawn) in trapped.enumerate() {
            let at = centre.lerp(quad[(k + 3) % 4], 0.55);
            let w = self.iso.half_w() * 0.32;
            let look = player_look(GameId::Strata5, pawn.owner);
            let marks = FigureMarks { trapped: true, ..FigureMarks::default() };
            paint_figure(
                &self.painter,
                at + vec2(0.0, w * 0.4),
                w,
                w * 1.6,
                look,
                pawn.number,
                marks,
            );
        }
    }

    /// The moves of the turn just played (or under way), in order: each pawn's way from the
    /// column it left (a dashed ring) to where it stands (an arrow), and the block's outline;
    /// numbered when the turn has several parts.
    pub(super) fn turn_marks(&self, recent: &[Move]) {
        let iso = self.iso;
        let stroke = Stroke::new(2.0, FOCUS);
        let centre =
            |sq: Square, z: f32| iso.project(f32::from(sq.file) + 0.5, f32::from(sq.rank) + 0.5, z);
        for (k, mv) in recent.iter().enumerate() {
            let badge = match *mv {
                Move::Pawn { from, to } => {
                    let end = centre(to, f32::from(self.g.space_level_at(to)));
                    if let From::Board(from) = from {
                        let z = f32::from(self.g.space_level_at(from));
                        let c = centre(from, z);
                        let quad = iso.cell_quad(from.file, from.rank, z);
                        let mut ring: Vec<Pos2> = quad.iter().map(|p| c.lerp(*p, 0.8)).collect();
                        ring.push(ring[0]);
                        self.painter.extend(Shape::dashed_line(&ring, stroke, 5.0, 3.0));
                        paint::arrow(&self.painter, c, end, stroke, 9.0);
                        c.lerp(end, 0.5)
                    } else {
                        end
                    }
                }
                Move::Block(anchor) => {
                    let (x, y) = (f32::from(anchor.file), f32::from(anchor.rank));
                    let z = f32::from(self.g.height(anchor).max(1));
                    let top = iso.box_faces(x, y, x + 2.0, y + 2.0, z - 1.0, z)[0];
                    let mut ring = top.to_vec();
                    ring.push(top[0]);
                    self.painter.extend(Shape::dashed_line(&ring, stroke, 5.0, 3.0));
                    top[0].lerp(top[2], 0.5)
                }
            };
            if recent.len() > 1 {
                // Beside the pawn's head, not over its number.
                let badge = badge_beside(badge, self.iso.level_h() * FIGURE_HEIGHT);
                paint::number_badge(&self.painter, badge, k + 1, FOCUS);
            }
        }
    }

    /// Every pawn on the board outlined over the whole scene, so that one standing behind a
    /// higher column is still seen (its own drawing may be hidden). Not a trapped pawn: it is
    /// under a block, out of the game, and its column's mark says so.
    pub(super) fn pawn_outlines(&self) {
        let w = self.iso.half_w() * 0.62;
        let h = self.iso.level_h() * FIGURE_HEIGHT;
        let n = self.g.size();
        for sq in (0..n).flat_map(|r| (0..n).map(move |f| Square::new(f, r))) {
            for (level, cell) in self.g.column(sq).iter().enumerate() {
                let Cell::Pawn(i) = *cell else { continue };
                let Some(pawn) = self.g.pawns().get(usize::from(i)) else { continue };
                if self.g.is_trapped(pawn) {
                    continue;
                }
                let (x, y) = (f32::from(sq.file) + 0.5, f32::from(sq.rank) + 0.5);
                let base = self.iso.project(x, y, level as f32);
                let look = player_look(GameId::Strata5, pawn.owner);
                let colour = if pawn.owner == RED { look.fill } else { Color32::from_gray(150) };
                figure_outline(&self.painter, base, w, h, look, Stroke::new(1.2, colour));
            }
        }
    }

    fn target_mark(&self, sq: Square, z: f32) {
        let c = self.iso.project(f32::from(sq.file) + 0.5, f32::from(sq.rank) + 0.5, z);
        let quad = self.iso.cell_quad(sq.file, sq.rank, z);
        let inset: Vec<Pos2> = quad.iter().map(|p| c.lerp(*p, 0.7)).collect();
        self.painter.add(Shape::closed_line(inset, Stroke::new(2.5, GOOD)));
        self.painter.circle_filled(c, (self.iso.half_w() * 0.12).max(2.5), GOOD);
    }

    fn pawn(&mut self, sq: Square, level: usize, index: u8) {
        let Some(pawn) = self.g.pawns().get(usize::from(index)) else { return };
        let z = level as f32 - 1.0;
        let base = self.iso.project(f32::from(sq.file) + 0.5, f32::from(sq.rank) + 0.5, z);
        let w = self.iso.half_w() * 0.62;
        let h = self.iso.level_h() * FIGURE_HEIGHT;
        let mine = !self.g.is_over() && pawn.owner == Game::to_move(self.g);
        let marks = FigureMarks {
            selected: self.selected == Some(From::Board(sq)),
            hinted: if mine {
                self.ctx.hints && self.selected.is_none() && self.movable.contains(&From::Board(sq))
            } else {
                self.targets.contains(&sq)
            },
            trapped: self.g.is_trapped(pawn),
        };
        let look = player_look(GameId::Strata5, pawn.owner);
        let base = match self.arriving(sq, index) {
            Some(start) => start.lerp(base, self.motion),
            None => base,
        };
        let bbox = paint_figure(&self.painter, base, w, h, look, pawn.number, marks);
        if !marks.trapped {
            self.picks.push(Pick { quad: rect_quad(bbox), sq, z, pawn: true });
        }
    }

    /// Where the pawn `index` on `sq` started, if it is the pawn the last move brought there
    /// and its move is still being animated: the top of the column it left, or above the
    /// board for a pawn entering from the reserve.
    fn arriving(&self, sq: Square, index: u8) -> Option<Pos2> {
        if self.motion >= 1.0 || self.last_to() != Some(sq) {
            return None;
        }
        let moved = self.g.column(sq).iter().rev().find_map(|c| match c {
            Cell::Pawn(i) => Some(*i),
            _ => None,
        });
        if moved != Some(index) {
            return None;
        }
        let mv = self.last?;
        let centre = |s: Square| (f32::from(s.file) + 0.5, f32::from(s.rank) + 0.5);
        let (x, y, z) = match mv {
            Move::Pawn { from: From::Board(from), .. } => {
                let (x, y) = centre(from);
                (x, y, f32::from(self.g.space_level_at(from)))
            }
            Move::Pawn { from: From::Reserve(_), to } => {
                let (x, y) = centre(to);
                (x, y, f32::from(self.g.space_level_at(to)) + 2.0)
            }
            Move::Block(_) => return None,
        };
        Some(self.iso.project(x, y, z))
    }

    /// The block just placed, dropping onto its place: a fading copy above it.
    pub(super) fn dropping_block(&self) {
        let Some(Move::Block(anchor)) = self.last else { return };
        if self.motion >= 1.0 {
            return;
        }
        let (x, y) = (f32::from(anchor.file), f32::from(anchor.rank));
        let z = f32::from(self.g.height(anchor).max(1)) + 1.5 * (1.0 - self.motion);
        let tint = level_tint(self.g.height(anchor).max(1));
        let alpha = 1.0 - self.motion;
        for (face, dark) in
            self.iso.box_faces(x, y, x + 2.0, y + 2.0, z - 1.0, z).iter().zip([0.0, -0.22, -0.42])
        {
            let fill = shade(tint, dark).gamma_multiply(alpha);
            self.painter.add(Shape::convex_polygon(
                face.to_vec(),
                fill,
                Stroke::new(1.0, INK.gamma_multiply(alpha)),
            ));
        }
    }

    /// Whether every column shows its level: Level numbers on, and the board big enough for
    /// legible badges (else only the hovered column shows it).
    pub(super) fn every_level(&self) -> bool {
        self.ctx.level_numbers && self.iso.half_w() >= 16.0
    }

    /// A column's level in a badge at the front corner of its top, below its pawn's feet, so
    /// its own pawn never hides it.
    pub(super) fn level_badge(&self, sq: Square) {
        let level = self.g.space_level_at(sq);
        if level == 0 {
            return;
        }
        let z = f32::from(level);
        let quad = self.iso.cell_quad(sq.file, sq.rank, z);
        let centre = self.iso.project(f32::from(sq.file) + 0.5, f32::from(sq.rank) + 0.5, z);
        let front = quad.into_iter().max_by(|a, b| a.y.total_cmp(&b.y)).unwrap_or(centre);
        let at = centre.lerp(front, 0.55);
        let radius = (self.iso.half_w() * 0.18).clamp(7.0, 10.0);
        let tint = level_tint(level);
        self.painter.circle(at, radius, paint::PAPER, Stroke::new(2.0, shade(tint, -0.2)));
        let font = FontId::proportional((radius * 1.4).max(11.0));
        self.painter.text(at, Align2::CENTER_CENTER, level.to_string(), font, INK);
    }

    /// The block the player is about to place, at the level it would take.
    pub(super) fn ghost(&self, anchor: Square, verdict: Option<&Result<(), IllegalMove>>) {
        let g = self.g;
        let level = [(0, 0), (1, 0), (0, 1), (1, 1)]
            .iter()
            .map(|(df, dr)| g.height(Square::new(anchor.file + df, anchor.rank + dr)))
            .max()
            .unwrap_or(0)
            + 1;
        let (x, y) = (f32::from(anchor.file), f32::from(anchor.rank));
        let z1 = f32::from(level.min(6));
        let faces = self.iso.box_faces(x, y, x + 2.0, y + 2.0, z1 - 1.0, z1);
        let (colour, dashed) = match verdict {
            Some(Ok(())) => (GOOD, false),
            Some(Err(_)) => (BAD, true),
            None => (Color32::from_gray(230), false),
        };
        let fill = colour.gamma_multiply(0.45);
        for face in faces {
            self.painter.add(Shape::convex_polygon(face.to_vec(), fill, Stroke::NONE));
            let mut ring = face.to_vec();
            ring.push(face[0]);
            if dashed {
                self.painter.extend(Shape::dashed_line(&ring, Stroke::new(2.0, colour), 6.0, 4.0));
            } else {
                self.painter.add(Shape::line(ring, Stroke::new(2.0, colour)));
            }
        }
        let c = self.iso.project(x + 1.0, y + 1.0, z1);
        let s = self.iso.half_w() * 0.3;
        let stroke = Stroke::new(3.0, INK);
        match verdict {
            Some(Ok(())) => {
                let tick =
                    vec![c + vec2(-s, 0.0), c + vec2(-s * 0.3, s * 0.6), c + vec2(s, -s * 0.6)];
                self.painter.add(Shape::line(tick, stroke));
            }
            Some(Err(_)) => {
                self.painter.line_segment([c + vec2(-s, -s * 0.6), c + vec2(s, s * 0.6)], stroke);
                self.painter.line_segment([c + vec2(-s, s * 0.6), c + vec2(s, -s * 0.6)], stroke);
            }
            None => {}
        }
        self.painter.text(
            c + vec2(0.0, -s * 1.4),
            Align2::CENTER_BOTTOM,
            crate::t!("board-s5-level", level = level),
            FontId::proportional(13.0),
            INK,
        );
    }

    /// A small top-down map of heights, with a marker on the side the view looks from.
    pub(super) fn height_map(&self, area: Rect) {
        let g = self.g;
        let n = g.size();
        let side = (area.width().min(area.height()) * 0.2).clamp(56.0, 130.0);
        let map = Rect::from_min_size(area.min + vec2(10.0, 10.0), Vec2::splat(side));
        let cell = side / f32::from(n);
        self.painter.rect_filled(map.expand(3.0), 4.0, Color32::from_black_alpha(90));
        for r in 0..n {
            for f in 0..n {
                let sq = Square::new(f, r);
                let min = map.min + vec2(f32::from(f) * cell, f32::from(n - 1 - r) * cell);
                let rect = Rect::from_min_size(min, Vec2::splat(cell));
                let level = g.space_level_at(sq);
                let fill = if level == 0 { GROUND } else { level_tint(level) };
                self.painter.rect_filled(rect.shrink(0.5), 0.0, fill);
                if let Some(p) = g.top_pawn(sq) {
                    let look = player_look(GameId::Strata5, p.owner);
                    let stroke =
                        Stroke::new(1.0, if p.owner == RED { INK } else { Color32::WHITE });
                    look.mark.paint(&self.painter, rect.center(), cell * 0.32, look.fill, stroke);
                }
            }
        }
        let (cx, cy) = self.iso.nearest_corner();
        let corner = map.min + vec2(cx * cell, (f32::from(n) - cy) * cell);
        let out = (corner - map.center()).normalized();
        let tip = corner + out * 4.0;
        let base = tip + out * 12.0;
        let across = vec2(-out.y, out.x) * 6.0;
        self.painter.add(Shape::convex_polygon(
            vec![tip, base + across, base - across],
            FOCUS,
            Stroke::new(1.0, INK),
        ));
    }
}

/// Where a move's numbered badge goes for a mark at `at` with a pawn figure `height` tall
/// standing there: up and to the right of its head, clear of the number on its body.
fn badge_beside(at: Pos2, height: f32) -> Pos2 {
    at + vec2(height * 0.45 + 6.0, -height * 0.9)
}

#[cfg(test)]
mod badge_tests {
    use super::*;

    #[test]
    fn a_move_badge_stays_clear_of_the_pawn_number() {
        // The number is painted on the figure's body, about half its height above the base.
        for height in [30.0, 60.0, 120.0] {
            let base = pos2(200.0, 200.0);
            let number = base - vec2(0.0, height * 0.5);
            let badge = badge_beside(base, height);
            // A badge is 11 points round; the number's digit about a third of the height.
            assert!(badge.distance(number) > 11.0 + height / 6.0, "{height}: {badge:?}");
        }
    }
}
