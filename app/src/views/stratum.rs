//! The Stratum board: hexagonal cells seen from above, each in the colour (and shape) of the
//! piece on top; piece outlines thicken with the level.

use egui::{Align2, Color32, FontId, Pos2, Role, Sense, Shape, Stroke, Ui, WidgetInfo, vec2};
use strata_core::games::stratum::{Board, Move, Stratum};
use strata_core::grid::{Axis, Hex};
use strata_core::{Game, GameId, IllegalMove, Player};

use super::animation::{MoveClock, ease};
use super::hexgrid::HexLayout;
use super::{BoardCtx, BoardView, Controls, paint};
use crate::command::{Command, Note};
use crate::t;
use crate::theme::{BAD, FOCUS, GOOD, INK, display_name, player_look, shade};

/// The bare board: a dark slate, far from every player's colour.
pub(crate) const EMPTY: Color32 = Color32::from_rgb(0x3E, 0x4E, 0x5A);
const BAR: i16 = 4;

#[derive(Debug)]
pub struct StratumView {
    /// The direction the ghost bar lies in (R or the mouse wheel turn it).
    axis: Axis,
    /// Wheel movement not yet turned into a turn of the piece.
    wheel: f32,
    /// Last frame's layout, for picking and `locate`.
    layout: Option<HexLayout>,
    /// The last judged ghost bar, so hovering does not re-check every frame.
    ghost: Option<Ghost>,
    /// The last piece's drop.
    clock: MoveClock,
}

/// A judged placement and the scores it would give.
#[derive(Clone, Debug)]
struct Ghost {
    mv: Move,
    verdict: Result<(), IllegalMove>,
    scores: Option<Vec<i32>>,
}

impl Default for StratumView {
    fn default() -> Self {
        StratumView {
            axis: Axis::Row,
            wheel: 0.0,
            layout: None,
            ghost: None,
            clock: MoveClock::default(),
        }
    }
}

/// The axes in the order R turns through them: a row, then 60° and 120° anticlockwise.
pub(crate) fn next_axis(axis: Axis, forward: bool) -> Axis {
    let order = [Axis::Row, Axis::Diagonal, Axis::Number];
    let i = order.iter().position(|a| *a == axis).unwrap_or(0);
    order[(i + if forward { 1 } else { 2 }) % 3]
}

/// The cells of a bar, lower end first.
pub(crate) fn bar_cells(mv: &Move) -> Option<[Hex; 4]> {
    let axis = Axis::between(mv.low(), mv.high())?;
    Some(std::array::from_fn(|k| mv.low().along(axis, k as i16)))
}

/// The bar along `axis` that starts at the cell under `p` (the pointer's cell is where the
/// bar's first cell lands); near the rim, where it would not fit, it slides back along the
/// axis as little as needed to stay on the board.
pub(crate) fn bar_at(layout: &HexLayout, board: &Board, axis: Axis, p: Pos2) -> Option<Move> {
    let h = layout.hex_at(p);
    if !board.contains(h) {
        return None;
    }
    (0..BAR)
        .map(|k| h.along(axis, -k))
        .find(|start| (0..BAR).all(|k| board.contains(start.along(axis, k))))
        .map(|start| Move::new(start, start.along(axis, BAR - 1)))
}

impl StratumView {
    fn judge(&mut self, g: &Stratum, mv: Move) -> Ghost {
        if let Some(ghost) = &self.ghost
            && ghost.mv == mv
        {
            return ghost.clone();
        }
        let verdict = g.check(&mv);
        let scores = verdict.is_ok().then(|| {
            let mut after = g.clone();
            after.play_unchecked(&mv);
            after.visible_cells()
        });
        let ghost = Ghost { mv, verdict, scores };
        self.ghost = Some(ghost.clone());
        ghost
    }

    fn paint_board(
        &self,
        painter: &egui::Painter,
        g: &Stratum,
        layout: &HexLayout,
        ctx: BoardCtx<'_, Stratum>,
        recent: &[Move],
        text: Color32,
    ) {
        let board = g.board();
        let size = layout.size();
        // The topmost piece of each cell (pieces are listed in placement order, so the later
        // piece on a cell is the higher one).
        let pieces: Vec<_> = g.pieces().collect();
        let mut top = vec![usize::MAX; board.cells().len()];
        for (i, piece) in pieces.iter().enumerate() {
            for h in bar_cells(&piece.mv).into_iter().flatten() {
                if let Some(c) = board.index_of(h) {
                    top[c] = i;
                }
            }
        }
        for &h in board.cells() {
            let level = g.height(h).unwrap_or(0);
            let (fill, mark) = match g.top_owner(h) {
                Some(p) => {
                    let look = player_look(GameId::Stratum, p);
                    // Each level up is darker: height reads as shade as well as by the rings.
                    (shade(look.fill, -0.13 * f32::from(level.saturating_sub(1))), Some(look))
                }
                None => (EMPTY, None),
            };
            painter.add(Shape::convex_polygon(
                layout.corners(h, 1.0).to_vec(),
                fill,
                Stroke::new(1.0, shade(EMPTY, -0.45)),
            ));
            self.relief(painter, layout, g, h);
            let centre = layout.centre(h);
            let Some(look) = mark else { continue };
            // One contour ring per level above the board, as on a map.
            for k in 1..level.min(4) {
                let ring = layout.corners(h, 0.84 - 0.13 * f32::from(k - 1)).to_vec();
                painter.add(Shape::closed_line(
                    ring,
                    Stroke::new(1.2, look.outline.gamma_multiply(0.45)),
                ));
            }
            let colour = look.outline.gamma_multiply(0.75);
            if ctx.level_numbers {
                // The number, and the player's shape still above it: the shape tells the players
                // apart without colour.
                let font = FontId::monospace((size * 0.5).clamp(10.0, 18.0));
                let at = centre + vec2(0.0, size * 0.14);
                painter.text(at, Align2::CENTER_CENTER, level.to_string(), font, colour);
                let mark_at = centre - vec2(0.0, size * 0.42);
                look.mark.paint(painter, mark_at, size * 0.11, colour, Stroke::NONE);
            } else {
                look.mark.paint(painter, centre, size * 0.2, colour, Stroke::NONE);
            }
        }
        // Each piece's outline on top of every fill: a dark edge where it meets another piece,
        // and a line of its own just inside, so two pieces of one colour never merge (SM-P5).
        for (c, &h) in board.cells().iter().enumerate() {
            let Some(piece) = pieces.get(top[c]) else { continue };
            let inner = player_look(GameId::Stratum, piece.owner).outline.gamma_multiply(0.8);
            let centre = layout.centre(h);
            for dir in Hex::DIRECTIONS {
                let other = board.index_of(h.plus(dir)).map(|o| top[o]);
                if other != Some(top[c]) {
                    let [a, b] = layout.edge(h, dir);
                    painter.line_segment([a, b], Stroke::new(2.5, INK));
                    let inset = [a.lerp(centre, 0.12), b.lerp(centre, 0.12)];
                    painter.line_segment(inset, Stroke::new(1.5, inner));
                }
            }
        }
        // The pieces placed since the player to move last played, outlined in the focus
        // colour (the last one boldest), and numbered in order when there are several.
        for (k, mv) in recent.iter().enumerate() {
            let Some(cells) = bar_cells(mv) else { continue };
            let width = if k + 1 == recent.len() { 3.0 } else { 2.0 };
            for h in cells {
                for dir in Hex::DIRECTIONS {
                    if !cells.contains(&h.plus(dir)) {
                        let [a, b] = layout.edge(h, dir);
                        let centre = layout.centre(h);
                        painter.line_segment(
                            [a.lerp(centre, 0.06), b.lerp(centre, 0.06)],
                            Stroke::new(width, FOCUS),
                        );
                    }
                }
            }
            if recent.len() > 1 {
                let middle = layout.centre(cells[1]).lerp(layout.centre(cells[2]), 0.5);
                paint::number_badge(painter, middle, k + 1, FOCUS);
            }
        }
        self.rim(painter, board.side(), layout, text);
    }

    /// Height differences drawn as relief: a shadow inside a cell along each edge where the
    /// neighbour stands higher, deeper the bigger the step; holes down to the board are hatched.
    fn relief(&self, painter: &egui::Painter, layout: &HexLayout, g: &Stratum, h: Hex) {
        let board = g.board();
        let level = g.height(h).unwrap_or(0);
        let centre = layout.centre(h);
        for dir in Hex::DIRECTIONS {
            let n = h.plus(dir);
            let Some(higher) = board.contains(n).then(|| g.height(n).unwrap_or(0)) else {
                continue;
            };
            let step = higher.saturating_sub(level);
            if step == 0 {
                continue;
            }
            let [a, b] = layout.edge(h, dir);
            let depth = 0.16 + 0.06 * f32::from(step.min(3));
            let shadow = vec![a, b, b.lerp(centre, depth), a.lerp(centre, depth)];
            let alpha = 70 + 30 * step.min(3);
            painter.add(Shape::convex_polygon(
                shadow,
                Color32::from_black_alpha(alpha),
                Stroke::NONE,
            ));
        }
        // An empty cell once level 1 is done is a hole down to the board for good (SM-P6).
        if g.top_owner(h).is_none() && g.level() > 1 {
            let r = layout.size() * 0.62;
            let stroke = Stroke::new(1.5, Color32::from_white_alpha(70));
            for k in [-0.5f32, 0.0, 0.5] {
                let d = k * r;
                let half = (r * r - d * d).sqrt();
                let (along, across) = (vec2(1.0, -1.0).normalized(), vec2(1.0, 1.0).normalized());
                let mid = centre + across * d;
                painter.line_segment([mid - along * half, mid + along * half], stroke);
            }
        }
    }

    /// Row letters on the left of each row, numbers at the lower end of each numbered line.
    fn rim(&self, painter: &egui::Painter, side: u8, layout: &HexLayout, colour: Color32) {
        let s = i16::from(side);
        let rows = 2 * s - 1;
        let font = FontId::proportional((layout.size() * 0.5).clamp(9.0, 16.0));
        for row in 0..rows {
            let first = (row - s + 2).max(1);
            let at = layout.centre(Hex::from_row_number(row, first - 1));
            let letter = Hex::from_row_number(row, 1).row_letter().unwrap_or('?');
            painter.text(at, Align2::CENTER_CENTER, letter, font.clone(), colour);
        }
        for number in 1..=rows {
            let lowest = (number - s).max(0);
            let at = layout.centre(Hex::from_row_number(lowest - 1, number));
            painter.text(at, Align2::CENTER_CENTER, number.to_string(), font.clone(), colour);
        }
    }

    /// The last piece dropping onto its cells: drawn larger (nearer the eye) and faint at
    /// first, settling at `t` = 1.
    fn paint_drop(
        &self,
        painter: &egui::Painter,
        g: &Stratum,
        layout: &HexLayout,
        mv: &Move,
        t: f32,
    ) {
        let (Some(cells), Some(owner)) = (bar_cells(mv), g.top_owner(mv.low())) else { return };
        let look = player_look(GameId::Stratum, owner);
        let middle = layout.centre(cells[1]).lerp(layout.centre(cells[2]), 0.5);
        let grow = 1.0 + 0.35 * (1.0 - t);
        for h in cells {
            let corners = layout.corners(h, 1.0).map(|c| middle + (c - middle) * grow);
            let fill = look.fill.gamma_multiply(0.35 + 0.65 * t);
            painter.add(Shape::convex_polygon(corners.to_vec(), fill, Stroke::NONE));
        }
    }

    fn paint_ghost(
        &self,
        painter: &egui::Painter,
        layout: &HexLayout,
        mv: &Move,
        mover: Player,
        verdict: Option<&Result<(), IllegalMove>>,
    ) {
        let Some(cells) = bar_cells(mv) else { return };
        let look = player_look(GameId::Stratum, mover);
        let (edge, dashed) = match verdict {
            Some(Ok(())) => (GOOD, false),
            Some(Err(_)) => (BAD, true),
            None => (Color32::WHITE, false),
        };
        for h in cells {
            let corners = layout.corners(h, 0.9);
            painter.add(Shape::convex_polygon(
                corners.to_vec(),
                look.fill.gamma_multiply(0.8),
                Stroke::NONE,
            ));
            let mut ring = corners.to_vec();
            ring.push(corners[0]);
            if dashed {
                painter.extend(Shape::dashed_line(&ring, Stroke::new(3.0, edge), 6.0, 4.0));
            } else {
                painter.add(Shape::line(ring, Stroke::new(3.0, edge)));
            }
        }
        let c = layout.centre(cells[1]).lerp(layout.centre(cells[2]), 0.5);
        let s = layout.size() * 0.35;
        let stroke = Stroke::new(3.0, INK);
        match verdict {
            Some(Ok(())) => {
                let tick =
                    vec![c + vec2(-s, 0.0), c + vec2(-s * 0.3, s * 0.6), c + vec2(s, -s * 0.6)];
                painter.add(Shape::line(tick, stroke));
            }
            Some(Err(_)) => {
                painter.line_segment([c + vec2(-s, -s * 0.6), c + vec2(s, s * 0.6)], stroke);
                painter.line_segment([c + vec2(-s, s * 0.6), c + vec2(s, -s * 0.6)], stroke);
            }
            None => {}
        }
    }
}

/// The hovered cell's level, in a badge at the cell's top corner.
fn level_badge(painter: &egui::Painter, layout: &HexLayout, h: Hex, level: u8) {
    let size = layout.size();
    let at = layout.centre(h) + vec2(0.0, -size * 0.62);
    let r = (size * 0.3).max(9.0);
    painter.circle(at, r, paint::PAPER, Stroke::new(1.5, INK));
    let font = FontId::proportional((r * 1.3).max(11.0));
    painter.text(at, Align2::CENTER_CENTER, level.to_string(), font, INK);
}

/// "beige 14 (+4), dark brown 10 (−2)": the scores a placement would give.
fn score_preview(g: &Stratum, after: &[i32]) -> String {
    let now = g.visible_cells();
    after
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = display_name(Stratum::player_name(Player(i as u8)));
            let d = s - now.get(i).copied().unwrap_or(0);
            match d {
                0 => format!("{name} {s}"),
                d if d > 0 => format!("{name} {s} (+{d})"),
                d => format!("{name} {s} (\u{2212}{})", -d),
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

impl BoardView for StratumView {
    type Game = Stratum;

    fn board(
        &mut self,
        ui: &mut Ui,
        g: &Stratum,
        ctx: BoardCtx<'_, Stratum>,
        out: &mut Vec<Command>,
    ) -> Option<Note> {
        let area = ui.available_rect_before_wrap();
        let response = ui.interact(area, ui.scope_id().with("stratum-board"), Sense::click());
        let label = t!("board-sm-board");
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &label));
        ui.advance_cursor_after_rect(area);
        let layout = HexLayout::fit(area.shrink(8.0), g.board().side());
        self.layout = Some(layout);
        let over = g.is_over();

        if response.hovered() {
            // One wheel notch (or 40 points of touchpad scrolling) turns the piece once.
            self.wheel += ui.input(|i| {
                i.events
                    .iter()
                    .filter_map(|e| match e {
                        egui::Event::MouseWheel { unit, delta, .. } => Some(match unit {
                            egui::MouseWheelUnit::Point => (delta.x + delta.y) / 40.0,
                            _ => delta.x + delta.y,
                        }),
                        _ => None,
                    })
                    .sum::<f32>()
            });
            while self.wheel.abs() >= 1.0 {
                self.axis = next_axis(self.axis, self.wheel < 0.0);
                self.wheel -= self.wheel.signum();
            }
        }
        if let Some(p) = ctx.click(&response) {
            let aim = bar_at(&layout, g.board(), self.axis, p);
            match (over, aim) {
                (true, _) => out.push(Command::Say(Note::info(t!("board-over")))),
                (false, Some(mv)) => out.push(Command::Play(mv.to_string())),
                (false, None) => {}
            }
        }

        let painter = ui.painter_at(area);
        let last = ctx.last();
        let recent = ctx.recent_moves();
        let text = ui.visuals().weak_text_color();
        self.paint_board(&painter, g, &layout, ctx, &recent, text);
        let t = self.clock.progress(ui, &ctx);
        if let (true, Some(mv)) = (t < 1.0, &last) {
            self.paint_drop(&painter, g, &layout, mv, ease(t));
        }
        let pointer = response.hover_pos();
        let hovered = pointer.map(|p| layout.hex_at(p)).filter(|h| g.board().contains(*h));
        let mut lines = Vec::new();
        if let Some(h) = hovered {
            let height = g.height(h).unwrap_or(0);
            let cell = h.to_string();
            lines.push(match g.top_owner(h) {
                Some(p) => {
                    let player = display_name(Stratum::player_name(p));
                    t!("board-sm-cell", cell = cell, level = height, player = player)
                }
                None => t!("board-sm-cell-empty", cell = cell),
            });
        }
        let mut note = None;
        let mut covered = None;
        if let (false, Some(mv)) =
            (over, pointer.and_then(|p| bar_at(&layout, g.board(), self.axis, p)))
        {
            covered = bar_cells(&mv);
            let Ghost { verdict, scores, .. } = self.judge(g, mv);
            let mover = Game::to_move(g);
            self.paint_ghost(&painter, &layout, &mv, mover, ctx.hints.then_some(&verdict));
            if ctx.hints {
                let n = match (&verdict, scores) {
                    (Ok(()), Some(after)) => Note::good(t!(
                        "board-sm-place-scores",
                        move = mv.to_string(),
                        scores = score_preview(g, &after)
                    )),
                    (Ok(()), None) => Note::good(t!("board-sm-place", move = mv.to_string())),
                    (Err(e), _) => Note::refused(e),
                };
                lines.push(match n.rule {
                    Some(rule) => t!("board-rule-note", rule = rule, text = n.text.clone()),
                    None => n.text.clone(),
                });
                note = Some(n);
            }
        }
        if let (Some(h), false) = (hovered, ctx.level_numbers) {
            level_badge(&painter, &layout, h, g.height(h).unwrap_or(0));
        }
        if let (Some(p), false) = (pointer, lines.is_empty()) {
            let refused = note.as_ref().is_some_and(|n| n.rule.is_some());
            // The note goes below the ghost bar, never over it.
            let at = match covered {
                Some(cells) => {
                    let centres = cells.map(|h| layout.centre(h));
                    let left = centres.iter().map(|c| c.x).fold(f32::INFINITY, f32::min);
                    let low = centres.iter().map(|c| c.y).fold(f32::NEG_INFINITY, f32::max);
                    egui::pos2(left - layout.size(), low - 18.0 + layout.size())
                }
                None => p,
            };
            paint::bubble(&painter, area, at, &lines.join("\n"), if refused { BAD } else { GOOD });
        }
        note
    }

    fn phase(&self, game: &Stratum) -> String {
        t!("board-sm-phase", level = game.level())
    }

    fn stock(&self, g: &Stratum) -> Vec<String> {
        let left: Vec<String> = (0..g.player_count())
            .map(|i| {
                let p = Player(i as u8);
                format!("{} {}", display_name(Stratum::player_name(p)), g.pieces_left(p))
            })
            .collect();
        vec![t!("board-sm-stock", list = left.join(", "))]
    }

    fn locate(&self, g: &Stratum, target: &str) -> Option<Pos2> {
        let layout = self.layout?;
        if let Ok(mv) = target.parse::<Move>() {
            // The bar's first cell picks it.
            let cells = bar_cells(&mv)?;
            return Some(layout.centre(cells[0]));
        }
        let h: Hex = target.parse().ok()?;
        g.board().contains(h).then(|| layout.centre(h))
    }
}

impl Controls for StratumView {
    fn toolbar(&mut self, ui: &mut Ui) {
        let name = match self.axis {
            Axis::Row => t!("board-sm-row"),
            Axis::Diagonal => t!("board-sm-diagonal"),
            Axis::Number => t!("board-sm-numbered"),
        };
        if ui
            .button(t!("board-sm-piece", axis = name))
            .on_hover_text(t!("board-sm-piece-about"))
            .clicked()
        {
            self.axis = next_axis(self.axis, true);
        }
    }

    fn keys(&mut self, input: &mut egui::InputState) {
        if input.consume_key(egui::Modifiers::NONE, egui::Key::R) {
            self.axis = next_axis(self.axis, true);
        }
        if input.consume_key(egui::Modifiers::SHIFT, egui::Key::R) {
            self.axis = next_axis(self.axis, false);
        }
    }

    fn shortcuts(&self) -> &'static [(&'static str, &'static str)] {
        super::lasting_keys(&[(t!("board-sm-key"), t!("board-sm-key-about"))])
    }

    fn score_label(&self) -> &'static str {
        super::lasting(t!("board-sm-score"))
    }

    fn uses_level_numbers(&self) -> bool {
        true
    }

    fn reset(&mut self) {
        self.ghost = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_turns_through_all_three_directions() {
        let mut axis = Axis::Row;
        let mut seen = vec![axis];
        for _ in 0..2 {
            axis = next_axis(axis, true);
            seen.push(axis);
        }
        assert_eq!(next_axis(axis, true), Axis::Row);
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 3);
        assert_eq!(next_axis(next_axis(Axis::Number, true), false), Axis::Number);
    }

    #[test]
    fn the_ghost_bar_starts_at_the_pointer_and_stays_on_the_board() {
        let g = Stratum::new();
        let layout = HexLayout::fit(egui::Rect::from_min_size(Pos2::ZERO, vec2(700.0, 600.0)), 5);
        for &h in g.board().cells() {
            for axis in Axis::ALL {
                let p = layout.centre(h);
                let Some(mv) = bar_at(&layout, g.board(), axis, p) else { continue };
                let cells = bar_cells(&mv).unwrap();
                assert!(cells.contains(&h), "{h} {mv}");
                assert!(cells.iter().all(|c| g.board().contains(*c)));
            }
        }
        // Where the bar fits, its first cell is the pointer's cell, wherever in the cell the
        // pointer is.
        let e5 = Hex::centre(5);
        for axis in Axis::ALL {
            for corner in layout.corners(e5, 0.8) {
                let mv = bar_at(&layout, g.board(), axis, corner).unwrap();
                assert_eq!(bar_cells(&mv).unwrap()[0], e5, "{axis:?} {mv}");
            }
        }
        // At the row's right end it slides back just enough: I9 is the last of I6-I9.
        let i9: Hex = "I9".parse().unwrap();
        let mv = bar_at(&layout, g.board(), Axis::Row, layout.centre(i9)).unwrap();
        assert_eq!(mv.to_string(), "I6-I9");
    }

    #[test]
    fn bar_cells_follow_the_notation() {
        let mv: Move = "C3-C6".parse().unwrap();
        let cells = bar_cells(&mv).unwrap();
        assert_eq!(cells.map(|h| h.to_string()), ["C3", "C4", "C5", "C6"]);
    }
}
