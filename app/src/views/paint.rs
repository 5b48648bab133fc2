//! Small drawing helpers shared by the views.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, pos2, vec2};

use crate::theme::{self, FOCUS, INK};
use strata_core::{GameId, Player};

/// Paper for banners and bubbles: light, so dark ink reads on it in either theme.
pub const PAPER: Color32 = Color32::from_rgb(0xFA, 0xF7, 0xEE);

/// A line with an arrowhead at `to`.
pub fn arrow(painter: &Painter, from: Pos2, to: Pos2, stroke: Stroke, head: f32) {
    let dir = (to - from).normalized();
    if !dir.is_finite() || dir == egui::Vec2::ZERO {
        return;
    }
    let across = vec2(-dir.y, dir.x);
    let base = to - dir * head;
    painter.line_segment([from, base], stroke);
    painter.add(egui::Shape::convex_polygon(
        vec![to, base + across * head * 0.55, base - across * head * 0.55],
        stroke.color,
        Stroke::NONE,
    ));
}

/// A message box centred at the top of `area`, framed in `edge`: prompts such as "place your
/// last reinforcement". Returns the box.
pub fn banner(painter: &Painter, area: Rect, text: &str, edge: Color32) -> Rect {
    let width = (area.width() - 24.0).clamp(120.0, 560.0);
    let galley = painter.layout(text.to_string(), FontId::proportional(15.0), INK, width);
    let size = galley.size() + vec2(20.0, 12.0);
    let rect =
        Rect::from_center_size(pos2(area.center().x, area.top() + 10.0 + size.y / 2.0), size);
    painter.rect(rect, 6.0, PAPER, Stroke::new(2.0, edge), StrokeKind::Outside);
    painter.galley(rect.min + vec2(10.0, 6.0), galley, INK);
    rect
}

/// A note next to the pointer, kept inside `area`.
pub fn bubble(painter: &Painter, area: Rect, pointer: Pos2, text: &str, edge: Color32) {
    let galley = painter.layout(text.to_string(), FontId::proportional(13.0), INK, 280.0);
    let mut rect = Rect::from_min_size(pointer + vec2(18.0, 18.0), galley.size()).expand(5.0);
    if rect.max.x > area.max.x {
        rect = rect.translate(vec2(area.max.x - rect.max.x, 0.0));
    }
    if rect.max.y > area.max.y {
        rect = rect.translate(vec2(0.0, -(rect.height() + 36.0)));
    }
    painter.rect(rect, 4.0, PAPER, Stroke::new(1.5, edge), StrokeKind::Outside);
    painter.galley(rect.min + vec2(5.0, 5.0), galley, INK);
}

/// A numbered disc in the focus colour: which part of a turn, or which suggestion, a mark is.
pub fn number_badge(painter: &Painter, at: Pos2, number: usize, colour: Color32) {
    painter.circle(at, 10.0, colour, Stroke::new(1.5, Color32::WHITE));
    painter.text(
        at,
        Align2::CENTER_CENTER,
        number.to_string(),
        FontId::proportional(12.5),
        Color32::WHITE,
    );
}

/// Text centred on `at`, sized to the cell.
/// The font size, at most `size`, at which `text` fits `room` points wide on one line (a
/// caption that must not run past its cell or tile).
pub fn fitted_size(painter: &Painter, text: &str, size: f32, room: f32) -> f32 {
    let wide = painter.layout_no_wrap(text.to_string(), FontId::proportional(size), INK);
    if wide.size().x > room { size * room / wide.size().x } else { size }
}

pub fn label(painter: &Painter, at: Pos2, text: &str, size: f32, colour: Color32) {
    painter.text(at, Align2::CENTER_CENTER, text, FontId::proportional(size), colour);
}

/// A player's card beside the board, inset in `rect`: outlined while it is their turn, headed
/// by their colour swatch and `name`. Returns the card's column for its contents.
pub fn side_card(
    ui: &mut egui::Ui,
    rect: Rect,
    (game, player): (GameId, Player),
    name: &str,
    their_turn: bool,
    align: egui::Align,
) -> egui::Ui {
    let mut card = ui.new_child(
        egui::UiBuilder::new().max_rect(rect.shrink(6.0)).layout(egui::Layout::top_down(align)),
    );
    if their_turn {
        let focus = Stroke::new(2.0, FOCUS);
        card.painter().rect_stroke(rect.shrink(2.0), 6.0, focus, StrokeKind::Inside);
    }
    card.add_space(6.0);
    card.horizontal(|ui| {
        theme::swatch(ui, game, player);
        ui.strong(name);
    });
    card
}
