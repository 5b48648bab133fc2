//! The board from the keyboard: Shift+arrow keys move a cursor from cell to cell in the
//! direction seen on screen (so it follows a turned board), Enter or Space clicks the cell as
//! the mouse would (pick a piece, then its destination), Escape lets the view put the piece
//! down. A screen reader hears the cell's line (`strata_core::cells`) as the cursor moves.

use egui::{Key, Modifiers, Pos2, Ui, Vec2};

use super::OpenGame;
use crate::command::Note;
use crate::theme;

#[derive(Debug, Default)]
pub(super) struct BoardCursor {
    /// The cell the cursor is on, by its name in the notation.
    cell: Option<String>,
    /// Enter was pressed: the board is clicked at this point in the next frame.
    press: Option<Pos2>,
    /// Where the board was drawn last frame: a widget with the keyboard focus inside it is the
    /// board (Tab reaches it), which the cursor's keys then serve.
    area: Option<egui::Rect>,
}

impl BoardCursor {
    pub(super) fn take_press(&mut self) -> Option<Pos2> {
        self.press.take()
    }

    /// The cell the cursor is on.
    pub(super) fn cell(&self) -> Option<&str> {
        self.cell.as_deref()
    }

    /// Where the board is drawn this frame.
    pub(super) fn set_area(&mut self, area: egui::Rect) {
        self.area = Some(area);
    }

    /// Whether the keyboard's focus is on the board (reached with Tab).
    fn board_focused(&self, ctx: &egui::Context) -> bool {
        let focused = ctx.memory(|m| m.focused()).and_then(|id| ctx.read_response(id));
        // The board's canvas fills most of its area (a reserve pawn's button beside it keeps
        // its own Enter).
        matches!((focused, self.area), (Some(r), Some(area))
            if area.contains_rect(r.rect) && r.rect.area() > 0.3 * area.area())
    }

    /// Whether the cursor's keys are the board's now: nothing else has the keyboard's focus
    /// (a focused button keeps its Enter and Space), or the board itself has it.
    fn keys_are_ours(&self, ctx: &egui::Context) -> bool {
        ctx.memory(|m| m.focused()).is_none() || self.board_focused(ctx)
    }

    /// Puts the cursor on `cell` and presses it there (the board is clicked at `at` in the
    /// next frame).
    pub(super) fn press_at(&mut self, cell: String, at: Pos2) {
        self.cell = Some(cell);
        self.press = Some(at);
    }
}

/// The arrow keys with Shift, as screen directions.
const MOVES: [(Key, Vec2); 4] = [
    (Key::ArrowLeft, Vec2::new(-1.0, 0.0)),
    (Key::ArrowRight, Vec2::new(1.0, 0.0)),
    (Key::ArrowUp, Vec2::new(0.0, -1.0)),
    (Key::ArrowDown, Vec2::new(0.0, 1.0)),
];

impl BoardCursor {
    /// Shift+arrows and Enter/Space, while no text field is typed in. Returns the line of the
    /// cell the cursor moved to, for the status line (which a screen reader reads as it
    /// changes).
    pub(super) fn keys(&mut self, ctx: &egui::Context, g: &OpenGame) -> Option<Note> {
        if !self.keys_are_ours(ctx) {
            return None;
        }
        let game = g.session.position();
        let (mut moved, mut enter) = (None, false);
        ctx.input_mut(|i| {
            for (key, direction) in MOVES {
                if i.consume_key(Modifiers::SHIFT, key) {
                    moved = Some(direction);
                }
            }
            enter = i.consume_key(Modifiers::NONE, Key::Enter)
                || i.consume_key(Modifiers::NONE, Key::Space);
        });
        if enter {
            self.press = self.cell.as_deref().and_then(|cell| g.view.locate(game, cell));
        }
        // The cells are read only when the cursor moves, not every frame.
        let direction = moved?;
        let cells: Vec<(String, String, Pos2)> = crate::words::cells(game, g.view.shown_viewer())
            .into_iter()
            .filter_map(|(cell, line)| Some((g.view.locate(game, &cell)?, cell, line)))
            .map(|(at, cell, line)| (cell, line, at))
            .collect();
        let at = |name: &str| cells.iter().find(|(c, ..)| c == name).map(|c| c.2);
        let from = self.cell.as_deref().and_then(at);
        let next = match from {
            // The first press lands on the cell nearest the board's middle.
            None => {
                let middle =
                    cells.iter().fold(Vec2::ZERO, |s, c| s + c.2.to_vec2()) / cells.len() as f32;
                cells.iter().min_by(|a, b| {
                    let d = |c: &Pos2| (c.to_vec2() - middle).length();
                    d(&a.2).total_cmp(&d(&b.2))
                })
            }
            // Else the nearest cell ahead, straight ahead preferred.
            Some(from) => {
                cells.iter().filter(|c| (c.2 - from).dot(direction) > 1.0).min_by(|a, b| {
                    score(a.2 - from, direction).total_cmp(&score(b.2 - from, direction))
                })
            }
        };
        let (cell, line, _) = next?;
        self.cell = Some(cell.clone());
        Some(Note::info(crate::words::labelled(cell, line)))
    }

    /// Each cell of the board as a node a screen reader reads ("c3: level 2, red pawn 4"),
    /// where the board draws it; with hidden pieces, as the player on screen sees them. A
    /// screen reader's "click" on a cell presses it as Enter on the board cursor does (the
    /// pointer's clicks go to the board itself: the nodes only sense hovering).
    pub(super) fn cell_nodes(&mut self, ui: &mut Ui, g: &OpenGame) {
        use egui::accesskit::Action;
        let game = g.session.position();
        let mut pressed = None;
        for (cell, line) in crate::words::cells(game, g.view.shown_viewer()) {
            let Some(at) = g.view.locate(game, &cell) else { continue };
            let rect = egui::Rect::from_center_size(at, egui::vec2(4.0, 4.0));
            let response =
                ui.interact(rect, ui.scope_id().with(("cell", &cell)), egui::Sense::hover());
            let label = crate::words::labelled(&cell, &line);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            ui.ctx().accesskit_node_builder(response.id, |node| node.add_action(Action::Click));
            if ui.input(|i| i.has_accesskit_action_request(response.id, Action::Click)) {
                pressed = Some((cell, at));
            }
        }
        if let Some((cell, at)) = pressed {
            self.press_at(cell, at);
            ui.ctx().request_repaint();
        }
    }

    /// The cursor's ring on the board.
    pub(super) fn draw(&self, ui: &Ui, g: &OpenGame) {
        if let Some(area) = self.area.filter(|_| self.board_focused(ui.ctx())) {
            // The board has the keyboard's focus (Tab): a ring round it, as a focused button
            // has.
            let stroke = ui.visuals().selection.stroke;
            ui.painter().rect_stroke(area.shrink(1.0), 4.0, stroke, egui::StrokeKind::Inside);
        }
        let Some(cell) = &self.cell else { return };
        if let Some(at) = g.view.locate(g.session.position(), cell) {
            let stroke = egui::Stroke::new(2.5, theme::FOCUS);
            ui.painter().rect_stroke(
                egui::Rect::from_center_size(at, egui::vec2(26.0, 26.0)),
                4.0,
                stroke,
                egui::StrokeKind::Middle,
            );
        }
    }
}

/// How far a step of `offset` is from `direction`: the distance along it, and three times the
/// distance across it (a cell beside the line is a worse choice than one further along it).
fn score(offset: Vec2, direction: Vec2) -> f32 {
    let along = offset.dot(direction);
    let across = (offset - along * direction).length();
    along + 3.0 * across
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn straight_ahead_beats_a_nearer_cell_off_the_line() {
        let right = Vec2::new(1.0, 0.0);
        assert!(score(Vec2::new(40.0, 0.0), right) < score(Vec2::new(20.0, 25.0), right));
    }
}
