//! The Strata 5 board: blocks and pawns drawn isometrically, turned in quarter turns.
//!
//! Everything is drawn back to front by `(depth, level)` in one pass that also records each
//! visible face; picking walks those faces front to back, so a click always lands on what the
//! player sees.

use std::collections::BTreeMap;

use egui::{
    Align, Align2, Color32, FontId, Layout, Painter, Pos2, Rect, Response, RichText, Role, Sense,
    Shape, Stroke, Ui, UiBuilder, Vec2, WidgetInfo, pos2, vec2,
};
use strata_core::games::strata5::{
    BLACK, Cell, From, Move, Pawn, Phase, Place, RED, Square, Strata5, TURNS_WITHOUT_BLOCK_LIMIT,
};
use strata_core::{Game, GameId, IllegalMove, Player};

use super::animation::{MoveClock, ease};
use super::iso::{Iso, convex_contains};
use super::{BoardCtx, BoardView, Controls, paint};
use crate::command::{Command, Note};
use crate::theme::{
    self, BAD, FOCUS, GOOD, INK, Look, display_name, level_tint, player_look, shade,
};

/// The highest level a drawing reaches: blocks up to 5, a pawn standing on level 5.
const MAX_Z: f32 = 6.4;
const GROUND: Color32 = Color32::from_rgb(0xB9, 0xB3, 0xA3);
/// The smallest text of the reserve columns.
const SIDE_TEXT: f32 = 12.0;
/// A pawn figure is drawn a little taller than its level, to read as upright.
const FIGURE_HEIGHT: f32 = 1.25;

#[derive(Debug, Default)]
pub struct Strata5View {
    /// Quarter turns of the view (Q/E).
    rotation: u8,
    /// The pawn chosen to move.
    selected: Option<From>,
    /// Legal moves of the shown position, computed once per position.
    legal: Option<Vec<Move>>,
    /// The last judged ghost block, so hovering does not re-check every frame.
    ghost: Option<(Square, Result<(), IllegalMove>)>,
    /// Last frame's projection and visible faces (back to front), for picking and `locate`.
    iso: Option<Iso>,
    picks: Vec<Pick>,
    /// The last move's animation.
    clock: MoveClock,
    /// Whether targets are highlighted (the Hints setting, as of this frame).
    hints: bool,
}

/// A face on screen and the column it stands for; `z` is the height to unproject at.
#[derive(Clone, Copy, Debug)]
struct Pick {
    quad: [Pos2; 4],
    sq: Square,
    z: f32,
}

/// What the pointer aims at: a column, and the world point aimed at within it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Aim {
    sq: Square,
    x: f32,
    y: f32,
}

impl Strata5View {
    fn aim(&self, p: Pos2) -> Option<Aim> {
        let iso = self.iso?;
        pick(&self.picks, &iso, p)
    }

    fn legal(&mut self, g: &Strata5) -> &[Move] {
        self.legal.get_or_insert_with(|| {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            moves
        })
    }

    /// Destinations of the selected pawn.
    fn targets(&mut self, g: &Strata5) -> Vec<Square> {
        let Some(selected) = self.selected else { return Vec::new() };
        self.legal(g)
            .iter()
            .filter_map(|m| match *m {
                Move::Pawn { from, to } if from == selected => Some(to),
                _ => None,
            })
            .collect()
    }

    /// Pawns of the player to move that have a legal move.
    fn movable(&mut self, g: &Strata5) -> Vec<From> {
        let mut froms: Vec<From> = self
            .legal(g)
            .iter()
            .filter_map(|m| match *m {
                Move::Pawn { from, .. } => Some(from),
                Move::Block(_) => None,
            })
            .collect();
        froms.dedup();
        froms
    }

    fn ghost_verdict(&mut self, g: &Strata5, anchor: Square) -> Result<(), IllegalMove> {
        match &self.ghost {
            Some((a, verdict)) if *a == anchor => verdict.clone(),
            _ => {
                let verdict = g.check(&Move::Block(anchor));
                self.ghost = Some((anchor, verdict.clone()));
                verdict
            }
        }
    }

    fn click(&mut self, g: &Strata5, aim: Option<Aim>, out: &mut Vec<Command>) {
        if g.is_over() {
            out.push(Command::Say(Note::info("The game is over: start a rematch or a new game.")));
            return;
        }
        let Some(aim) = aim else {
            self.selected = None;
            return;
        };
        if matches!(g.phase(), Phase::Block { .. }) {
            let anchor = anchor_of(aim, g.size());
            out.push(Command::Play(Move::Block(anchor).to_string()));
            return;
        }
        let mover = Game::to_move(g);
        match top_pawn(g, aim.sq) {
            Some(p) if p.owner == mover && self.selected != Some(From::Board(aim.sq)) => {
                self.select(g, From::Board(aim.sq), out);
            }
            Some(_) if self.selected == Some(From::Board(aim.sq)) => self.selected = None,
            _ => match self.selected {
                Some(from) => out.push(Command::Play(Move::Pawn { from, to: aim.sq }.to_string())),
                None => out.push(Command::Say(Note::info(
                    "Choose one of your pawns first: click it on the board or in your reserve.",
                ))),
            },
        }
    }

    fn select(&mut self, g: &Strata5, from: From, out: &mut Vec<Command>) {
        self.selected = Some(from);
        let note = if !self.targets(g).is_empty() {
            Note::info(if self.hints {
                "Click a highlighted space to move there, or the pawn again to put it down."
            } else {
                "Click the space where it goes, or the pawn again to put it down."
            })
        } else {
            // The engine names what is wrong with the pawn itself (moved already, trapped).
            match g.why_pawn_is_stuck(from) {
                Some(e) => Note::refused(&e),
                None => Note::info("This pawn has no legal move now; try another one."),
            }
        };
        out.push(Command::Say(note));
    }

    fn reserve(
        &mut self,
        ui: &mut Ui,
        rect: Rect,
        g: &Strata5,
        owner: Player,
        hinted: &[From],
        out: &mut Vec<Command>,
    ) {
        let to_move = (!g.is_over()).then(|| Game::to_move(g));
        let mut ui = ui.new_child(
            UiBuilder::new().max_rect(rect.shrink(4.0)).layout(Layout::top_down(Align::Center)),
        );
        if to_move == Some(owner) {
            ui.painter().rect_stroke(
                rect.shrink(2.0),
                6.0,
                Stroke::new(2.0, FOCUS),
                egui::StrokeKind::Inside,
            );
        }
        let name = display_name(Strata5::player_name(owner));
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            theme::swatch(ui, GameId::Strata5, owner);
            ui.strong(&name);
        });
        ui.label(RichText::new("reserve").size(SIDE_TEXT).weak());
        let mut numbers: BTreeMap<u8, usize> = BTreeMap::new();
        let mut on_board = 0;
        let mut trapped = 0;
        for pawn in g.pawns().iter().filter(|p| p.owner == owner) {
            match pawn.place {
                Place::Reserve => *numbers.entry(pawn.number).or_default() += 1,
                Place::Board { .. } if g.is_trapped(pawn) => trapped += 1,
                Place::Board { .. } => on_board += 1,
            }
        }
        if numbers.is_empty() {
            ui.label(RichText::new("empty").weak());
        }
        for (number, count) in numbers {
            let from = From::Reserve(number);
            let mine = to_move == Some(owner);
            let selected = mine && self.selected == Some(from);
            let can_move = mine && hinted.contains(&from);
            let label = format!("{} reserve pawn {number}", Strata5::player_name(owner));
            let response = pawn_button(&mut ui, owner, number, count, selected, can_move, &label);
            if response.clicked() {
                if !mine {
                    out.push(Command::Say(Note::info(format!(
                        "{name}'s reserve pawns move on {name}'s turn."
                    ))));
                } else if matches!(g.phase(), Phase::Block { .. }) {
                    out.push(Command::Say(Note::info("Now place a block (S5-T1).")));
                } else if selected {
                    self.selected = None;
                } else {
                    self.select(g, from, out);
                }
            }
        }
        ui.add_space(8.0);
        ui.label(RichText::new(format!("on board {on_board}")).size(SIDE_TEXT));
        if trapped > 0 {
            ui.label(RichText::new(format!("trapped {trapped}")).size(SIDE_TEXT));
        }
    }
}

/// The front-most face under `p`, and the point aimed at on its column.
fn pick(picks: &[Pick], iso: &Iso, p: Pos2) -> Option<Aim> {
    let hit = picks.iter().rev().find(|pk| convex_contains(&pk.quad, p))?;
    let (x, y) = iso.unproject(p, hit.z);
    let (f, r) = (f32::from(hit.sq.file), f32::from(hit.sq.rank));
    Some(Aim { sq: hit.sq, x: x.clamp(f, f + 0.999), y: y.clamp(r, r + 0.999) })
}

/// The block whose centre is the grid corner nearest the aimed point (kept on the board).
fn anchor_of(aim: Aim, size: u8) -> Square {
    let last = f32::from(size.saturating_sub(2));
    let a = |v: f32| (v.round() - 1.0).clamp(0.0, last) as u8;
    Square::new(a(aim.x), a(aim.y))
}

/// The level of a column's highest block (0 = bare board): where a pawn there stands.
fn space_level(column: &[Cell]) -> u8 {
    column.iter().rposition(|c| matches!(c, Cell::Block(_))).map_or(0, |i| i as u8 + 1)
}

/// The pawn standing on top of a column, if the top is a pawn.
fn top_pawn(g: &Strata5, sq: Square) -> Option<&Pawn> {
    match g.column(sq).iter().rev().find(|c| **c != Cell::Empty) {
        Some(Cell::Pawn(i)) => g.pawns().get(usize::from(*i)),
        _ => None,
    }
}

fn block_at(g: &Strata5, f: i16, r: i16, level: usize) -> Option<u8> {
    let n = i16::from(g.size());
    if !(0..n).contains(&f) || !(0..n).contains(&r) {
        return None;
    }
    match g.column(Square::new(f as u8, r as u8))[level - 1] {
        Cell::Block(id) => Some(id),
        _ => None,
    }
}

fn filled_at(g: &Strata5, f: i16, r: i16, level: usize) -> bool {
    let n = i16::from(g.size());
    (0..n).contains(&f)
        && (0..n).contains(&r)
        && g.column(Square::new(f as u8, r as u8))[level - 1] != Cell::Empty
}

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
    let edge = Stroke::new(1.2, if look.mark == theme::Mark::Circle { INK } else { look.outline });
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

/// A reserve pawn as a button: the figure, its number, and how many of that number wait.
fn pawn_button(
    ui: &mut Ui,
    owner: Player,
    number: u8,
    count: usize,
    selected: bool,
    can_move: bool,
    label: &str,
) -> Response {
    let (rect, response) = ui.allocate_exact_size(vec2(56.0, 56.0), Sense::click());
    response.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, label));
    let painter = ui.painter();
    if response.hovered() {
        painter.rect_filled(rect, 6.0, ui.visuals().widgets.hovered.weak_bg_fill);
    }
    let marks = FigureMarks { selected, hinted: can_move && !selected, trapped: false };
    let look = player_look(GameId::Strata5, owner);
    paint_figure(painter, rect.center_bottom() - vec2(0.0, 10.0), 24.0, 40.0, look, number, marks);
    if count > 1 {
        painter.text(
            rect.right_top() + vec2(-4.0, 4.0),
            Align2::RIGHT_TOP,
            format!("×{count}"),
            FontId::proportional(12.0),
            ui.visuals().text_color(),
        );
    }
    response.on_hover_text(format!("Pawn {number}: moves exactly {number} steps (S5-P1)"))
}

/// The board drawing for one frame.
struct Scene<'a> {
    g: &'a Strata5,
    iso: Iso,
    painter: Painter,
    picks: Vec<Pick>,
    ctx: BoardCtx<'a, Strata5>,
    targets: &'a [Square],
    movable: &'a [From],
    selected: Option<From>,
    hover: Option<Aim>,
    /// The move that led to this position, parsed once a frame.
    last: Option<Move>,
    /// How far the last move's animation has run (eased, 1 = done).
    motion: f32,
}

impl Scene<'_> {
    /// Where the last move's pawn went.
    fn last_to(&self) -> Option<Square> {
        match self.last {
            Some(Move::Pawn { to, .. }) => Some(to),
            _ => None,
        }
    }

    fn ground(&mut self) {
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
                self.picks.push(Pick { quad: iso.cell_quad(f, r, 0.0), sq, z: 0.0 });
                if self.targets.contains(&sq) {
                    self.target_mark(sq, 0.0);
                }
            }
        }
    }

    /// File letters and rank numbers on all four sides, so every rotation shows them.
    fn rim_labels(&self, colour: Color32) {
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
    fn columns(&mut self) {
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
        let column_top = space_level(column) as usize == level;
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
            let z = f32::from(space_level(self.g.column(sq)));
            self.picks.push(Pick { quad: face, sq, z });
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
        self.picks.push(Pick { quad, sq, z: z1 });
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
        if self.targets.contains(&sq) && top_pawn(self.g, sq).is_none() {
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
            let quad = [bbox.left_top(), bbox.right_top(), bbox.right_bottom(), bbox.left_bottom()];
            self.picks.push(Pick { quad, sq, z });
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
                (x, y, f32::from(space_level(self.g.column(from))))
            }
            Move::Pawn { from: From::Reserve(_), to } => {
                let (x, y) = centre(to);
                (x, y, f32::from(space_level(self.g.column(to))) + 2.0)
            }
            Move::Block(_) => return None,
        };
        Some(self.iso.project(x, y, z))
    }

    /// The block just placed, dropping onto its place: a fading copy above it.
    fn dropping_block(&self) {
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
    fn every_level(&self) -> bool {
        self.ctx.level_numbers && self.iso.half_w() >= 16.0
    }

    /// A column's level in a badge at the front corner of its top, below its pawn's feet, so
    /// its own pawn never hides it.
    fn level_badge(&self, sq: Square) {
        let level = space_level(self.g.column(sq));
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
    fn ghost(&self, anchor: Square, verdict: Option<&Result<(), IllegalMove>>) {
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
            format!("level {level}"),
            FontId::proportional(13.0),
            INK,
        );
    }

    /// A small top-down map of heights, with a marker on the side the view looks from.
    fn height_map(&self, area: Rect) {
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
                let level = space_level(g.column(sq));
                let fill = if level == 0 { GROUND } else { level_tint(level) };
                self.painter.rect_filled(rect.shrink(0.5), 0.0, fill);
                if let Some(p) = top_pawn(g, sq) {
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

impl BoardView for Strata5View {
    type Game = Strata5;

    fn board(
        &mut self,
        ui: &mut Ui,
        g: &Strata5,
        ctx: BoardCtx<'_, Strata5>,
        out: &mut Vec<Command>,
    ) -> Option<Note> {
        self.hints = ctx.hints;
        let full = ui.available_rect_before_wrap();
        let strip = (full.width() * 0.12).clamp(72.0, 110.0);
        let left = Rect::from_min_size(full.min, vec2(strip, full.height()));
        let right = Rect::from_min_max(pos2(full.max.x - strip, full.min.y), full.max);
        let area = Rect::from_min_max(pos2(left.max.x, full.min.y), pos2(right.min.x, full.max.y));
        let movable = if ctx.hints { self.movable(g) } else { Vec::new() };
        self.reserve(ui, left, g, RED, &movable, out);
        self.reserve(ui, right, g, BLACK, &movable, out);

        let response = ui.interact(area, ui.scope_id().with("strata5-board"), Sense::click());
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Strata 5 board"));
        ui.advance_cursor_after_rect(full);
        // Aim with the faces drawn last frame: exactly what the player saw.
        let hover = response.hover_pos().and_then(|p| self.aim(p));
        if response.clicked() {
            let aim = response.interact_pointer_pos().and_then(|p| self.aim(p));
            self.click(g, aim, out);
        }
        if response.secondary_clicked() {
            self.selected = None;
        }

        let iso = Iso::fit(area.shrink(6.0), g.size(), self.rotation, MAX_Z);
        let targets = if ctx.hints { self.targets(g) } else { Vec::new() };
        let last = ctx.last_move.and_then(|t| t.parse::<Move>().ok());
        let mut scene = Scene {
            g,
            iso,
            painter: ui.painter_at(area),
            picks: Vec::with_capacity(512),
            ctx,
            targets: &targets,
            movable: &movable,
            selected: self.selected,
            hover,
            last,
            motion: ease(self.clock.progress(ui, &ctx)),
        };
        scene.rim_labels(ui.visuals().weak_text_color());
        scene.ground();
        scene.columns();
        scene.dropping_block();
        if let Some(Move::Pawn { from: From::Board(from), .. }) = last {
            // Where the last pawn came from: a dashed ring on that column's top.
            let z = f32::from(space_level(g.column(from)));
            let quad = iso.cell_quad(from.file, from.rank, z);
            let c = iso.project(f32::from(from.file) + 0.5, f32::from(from.rank) + 0.5, z);
            let mut ring: Vec<Pos2> = quad.iter().map(|p| c.lerp(*p, 0.8)).collect();
            ring.push(ring[0]);
            scene.painter.extend(Shape::dashed_line(&ring, Stroke::new(2.0, FOCUS), 5.0, 3.0));
        }
        if let Some(Move::Block(anchor)) = last {
            let (x, y) = (f32::from(anchor.file), f32::from(anchor.rank));
            let z = f32::from(g.height(anchor).max(1));
            let top = iso.box_faces(x, y, x + 2.0, y + 2.0, z - 1.0, z)[0];
            let mut ring = top.to_vec();
            ring.push(top[0]);
            scene.painter.extend(Shape::dashed_line(&ring, Stroke::new(2.0, FOCUS), 5.0, 3.0));
        }
        let mut note = None;
        let placing = matches!(g.phase(), Phase::Block { .. }) && !g.is_over();
        if let (true, Some(aim)) = (placing, hover) {
            let anchor = anchor_of(aim, g.size());
            let verdict = self.ghost_verdict(g, anchor);
            scene.ghost(anchor, ctx.hints.then_some(&verdict));
            if ctx.hints {
                note = Some(match &verdict {
                    Ok(()) => Note::good(format!("Click to place the block at #{anchor}.")),
                    Err(e) => Note::refused(e),
                });
            }
        }
        // The hovered column's level, over everything.
        if let Some(aim) = hover.filter(|_| !scene.every_level()) {
            scene.level_badge(aim.sq);
        }
        scene.height_map(area);
        let picks = scene.picks;
        self.iso = Some(iso);
        self.picks = picks;
        if let (Some(n), Some(p)) = (&note, hover.and(response.hover_pos())) {
            let text = match n.rule {
                Some(rule) => format!("{rule}: {}", n.text),
                None => n.text.clone(),
            };
            let edge = if n.rule.is_some() { BAD } else { GOOD };
            paint::bubble(&ui.painter_at(area), area, p, &text, edge);
        }
        note
    }

    fn phase(&self, g: &Strata5) -> String {
        match g.phase() {
            Phase::FirstPawn => "move a pawn (1 of 2)".into(),
            Phase::SecondPawn { .. } => "move a pawn (2 of 2)".into(),
            Phase::Block { .. } => "place a block".into(),
        }
    }

    fn stock(&self, g: &Strata5) -> Vec<String> {
        let reserve = |p: Player| {
            g.pawns().iter().filter(|x| x.owner == p && x.place == Place::Reserve).count()
        };
        let mut stock = vec![
            format!("Blocks left {}", g.supply()),
            format!("Reserves: red {}, black {}", reserve(RED), reserve(BLACK)),
        ];
        if g.turns_without_block() >= TURNS_WITHOUT_BLOCK_LIMIT / 2 {
            stock.push(format!(
                "{} of {TURNS_WITHOUT_BLOCK_LIMIT} turns without a block (S5-E5)",
                g.turns_without_block()
            ));
        }
        stock
    }

    fn locate(&self, g: &Strata5, target: &str) -> Option<Pos2> {
        let iso = self.iso?;
        let (sq, at) = match target.strip_prefix('#') {
            // Inside the anchor's top face, near the corner the block is centred on.
            Some(anchor) => (anchor.parse::<Square>().ok()?, 0.85),
            None => (target.parse::<Square>().ok()?, 0.5),
        };
        if !g.on_board(sq) {
            return None;
        }
        let z = f32::from(space_level(g.column(sq)));
        Some(iso.project(f32::from(sq.file) + at, f32::from(sq.rank) + at, z))
    }
}

impl Controls for Strata5View {
    fn toolbar(&mut self, ui: &mut Ui) {
        if ui.button("Turn left").on_hover_text("Turn the board a quarter turn (Q)").clicked() {
            self.rotation = (self.rotation + 3) % 4;
        }
        if ui.button("Turn right").on_hover_text("Turn the board a quarter turn (E)").clicked() {
            self.rotation = (self.rotation + 1) % 4;
        }
    }

    fn keys(&mut self, input: &mut egui::InputState) {
        if input.consume_key(egui::Modifiers::NONE, egui::Key::Q) {
            self.rotation = (self.rotation + 3) % 4;
        }
        if input.consume_key(egui::Modifiers::NONE, egui::Key::E) {
            self.rotation = (self.rotation + 1) % 4;
        }
        if input.consume_key(egui::Modifiers::NONE, egui::Key::Escape) {
            self.selected = None;
        }
    }

    fn shortcuts(&self) -> &'static [(&'static str, &'static str)] {
        &[("Q / E", "Turn the board left / right"), ("Esc", "Put the selected pawn down")]
    }

    fn uses_level_numbers(&self) -> bool {
        true
    }

    fn ends_turn(&self, token: &str) -> bool {
        token.parse::<Move>().is_ok_and(|mv| mv.ends_turn())
    }

    fn rotation(&self) -> u8 {
        self.rotation
    }

    fn set_rotation(&mut self, quarter_turns: u8) {
        self.rotation = quarter_turns % 4;
    }

    fn reset(&mut self) {
        self.selected = None;
        self.legal = None;
        self.ghost = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aim_at(x: f32, y: f32) -> Aim {
        Aim { sq: Square::new(x as u8, y as u8), x, y }
    }

    #[test]
    fn the_block_centres_on_the_nearest_corner_and_stays_on_the_board() {
        assert_eq!(anchor_of(aim_at(2.8, 2.9), 8), Square::new(2, 2));
        assert_eq!(anchor_of(aim_at(2.2, 2.1), 8), Square::new(1, 1));
        assert_eq!(anchor_of(aim_at(0.1, 0.2), 8), Square::new(0, 0));
        assert_eq!(anchor_of(aim_at(7.9, 7.9), 8), Square::new(6, 6));
    }

    #[test]
    fn picking_takes_the_front_most_face() {
        let iso = Iso::fit(Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0)), 8, 0, MAX_Z);
        let back = Square::new(3, 5);
        let front = Square::new(3, 4);
        let p = iso.project(3.5, 5.5, 0.0);
        let picks = vec![
            Pick { quad: iso.cell_quad(3, 5, 0.0), sq: back, z: 0.0 },
            // A tall face in front that covers the back cell's centre.
            Pick {
                quad: [
                    p + vec2(-50.0, -50.0),
                    p + vec2(50.0, -50.0),
                    p + vec2(50.0, 50.0),
                    p + vec2(-50.0, 50.0),
                ],
                sq: front,
                z: 3.0,
            },
        ];
        assert_eq!(pick(&picks, &iso, p).map(|a| a.sq), Some(front));
        assert_eq!(pick(&picks[..1], &iso, p).map(|a| a.sq), Some(back));
        let aim = pick(&picks, &iso, p).unwrap();
        assert!(
            (3.0..4.0).contains(&aim.x) && (4.0..5.0).contains(&aim.y),
            "clamped to its column"
        );
        assert_eq!(pick(&picks, &iso, pos2(-100.0, -100.0)), None);
    }

    #[test]
    fn columns_report_their_space_and_top_pawn() {
        let g = Strata5::new(8);
        assert_eq!(space_level(g.column(Square::new(0, 0))), 1);
        assert_eq!(space_level(g.column(Square::new(4, 4))), 0);
        assert!(top_pawn(&g, Square::new(0, 0)).is_none());
    }
}
