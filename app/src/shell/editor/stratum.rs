//! The Stratum editor: bars of any player's colour placed as the play view places them (the
//! cell clicked is the bar's first cell, along the chosen direction; R turns it), on top of
//! what is there or at a chosen level; right-click takes the top piece off a cell. A piece
//! placed or taken off comes from or goes back to its owner's pieces left. The palette sets
//! the players, board size, pieces left and whose turn.

use egui::{Align2, DragValue, FontId, Pos2, Shape, Stroke, Ui, vec2};
use strata_core::games::stratum::{Board, Diagram, Move, PieceAt, PositionError, Setup, Stratum};
use strata_core::grid::{Axis, Hex};
use strata_core::{Diagrammed, GameId, Player};

use super::Act;
use crate::t;
use crate::theme::{self, INK, player_look, shade};
use crate::views::hexgrid::HexLayout;
use crate::views::stratum::{EMPTY, bar_at, bar_cells, next_axis};

/// The highest level of the pieces covering a cell (0: the bare board).
fn height(d: &Diagram, h: Hex) -> u8 {
    let covering = d.pieces.iter().filter(|p| bar_cells(&p.bar).is_some_and(|c| c.contains(&h)));
    covering.map(|p| p.level).max().unwrap_or(0)
}

/// A piece of `owner` on `bar`, at `level` or on top; it comes from the owner's pieces left.
fn add_piece(d: &mut Diagram, bar: Move, owner: Player, level: Option<u8>) {
    let cells = bar_cells(&bar).unwrap_or([bar.low(); 4]);
    let top = cells.iter().map(|&h| height(d, h)).max().unwrap_or(0);
    d.pieces.push(PieceAt { bar, owner, level: level.unwrap_or(top + 1) });
    if let Some(left) = d.pieces_left.get_mut(owner.index()) {
        *left = left.saturating_sub(1);
    }
}

/// Takes the top piece off a cell back to its owner's pieces left.
fn remove_top(d: &mut Diagram, h: Hex) -> bool {
    let top = height(d, h);
    let covering =
        |p: &PieceAt| p.level == top && bar_cells(&p.bar).is_some_and(|c| c.contains(&h));
    let Some(i) = d.pieces.iter().position(covering) else { return false };
    let piece = d.pieces.remove(i);
    if let Some(left) = d.pieces_left.get_mut(piece.owner.index()) {
        *left = left.saturating_add(1);
    }
    true
}

/// Each player's pieces left: their share of the pieces (SM-S1) less what they have placed.
fn pieces_left(d: &Diagram) -> Vec<u8> {
    let each = strata_core::games::stratum::TOTAL_PIECES / usize::from(d.players.max(1));
    (0..d.players)
        .map(|p| {
            let placed = d.pieces.iter().filter(|x| x.owner == Player(p)).count();
            each.saturating_sub(placed) as u8
        })
        .collect()
}

fn axis_name(axis: Axis) -> String {
    match axis {
        Axis::Row => t!("editor-sm-row"),
        Axis::Diagonal => t!("editor-sm-diagonal"),
        Axis::Number => t!("editor-sm-numbered"),
    }
}

/// The editor of a game of this kind (its row of `crate::games`).
pub(crate) fn open(session: &strata_core::session::Session, start: bool) -> super::Opened {
    super::Editor::<Tools>::open(session, start)
}

pub struct Tools {
    owner: Player,
    axis: Axis,
    /// The level of new pieces; `None` on top of what is there.
    level: Option<u8>,
    /// The keyboard's cell.
    cursor: Hex,
    layout: Option<HexLayout>,
}

impl Default for Tools {
    fn default() -> Self {
        Tools {
            owner: Player(0),
            axis: Axis::Row,
            level: None,
            cursor: Hex::new(0, 0),
            layout: None,
        }
    }
}

impl super::Palette for Tools {
    type Game = Stratum;
    const PALETTE_WIDTH: f32 = 280.0;

    /// The cells a problem concerns: a piece's bar.
    fn problem_cells(problem: &PositionError) -> Vec<String> {
        use PositionError as E;
        let bar = |mv: &Move| bar_cells(mv).into_iter().flatten().map(|h| h.to_string()).collect();
        match problem {
            E::NotABar(mv) | E::LevelZero(mv) | E::OnSinglePiece { bar: mv, .. } => bar(mv),
            E::Overlap { bar: mv, .. } | E::OverHole { bar: mv, .. } => bar(mv),
            E::LevelNotClosed { room, .. } => bar(room),
            _ => Vec::new(),
        }
    }

    fn emptied(d: &Diagram) -> Diagram {
        let setup = Setup { size: d.size, players: d.players, ..Default::default() };
        match Stratum::from_setup(&setup) {
            Ok(game) => game.to_diagram(),
            Err(_) => Stratum::new().to_diagram(),
        }
    }

    /// A cell's centre; a bar (`A1-A4`) by its first cell, which picks it.
    fn locate(&self, target: &str) -> Option<Pos2> {
        let layout = self.layout?;
        if let Ok(mv) = target.parse::<Move>() {
            return Some(layout.centre(bar_cells(&mv)?[0]));
        }
        Some(layout.centre(target.parse::<Hex>().ok()?))
    }

    fn palette(&mut self, ui: &mut Ui, d: &Diagram) -> Option<Diagram> {
        let mut out = d.clone();
        ui.horizontal(|ui| {
            for size in [5, 6] {
                let label = t!("editor-sm-size", size = size);
                if ui.selectable_label(out.size == size, label).clicked() {
                    out.size = size;
                }
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(t!("editor-sm-players"));
            let players = out.players;
            ui.add(DragValue::new(&mut out.players).range(2..=4).clamp_existing_to_range(false))
                .labelled_by(label.id);
            if out.players != players {
                out.pieces_left = pieces_left(&out);
            }
        });
        ui.label(t!("editor-sm-place-of"));
        ui.horizontal_wrapped(|ui| {
            for p in 0..out.players.min(4) {
                let p = Player(p);
                if ui
                    .selectable_label(
                        self.owner == p,
                        t!("editor-sm-piece-of", player = super::player_name::<Stratum>(p)),
                    )
                    .clicked()
                {
                    self.owner = p;
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            for axis in [Axis::Row, Axis::Diagonal, Axis::Number] {
                if ui.selectable_label(self.axis == axis, axis_name(axis)).clicked() {
                    self.axis = axis;
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("editor-level"));
            if ui.selectable_label(self.level.is_none(), t!("editor-on-top")).clicked() {
                self.level = None;
            }
            for level in 1..=6 {
                let label = t!("editor-level-n", level = level);
                if ui.selectable_label(self.level == Some(level), label).clicked() {
                    self.level = Some(level);
                }
            }
        });
        ui.label(t!("editor-sm-about"));
        ui.separator();
        for (i, left) in out.pieces_left.iter_mut().enumerate().take(4) {
            ui.horizontal(|ui| {
                let player = super::player_name::<Stratum>(Player(i as u8));
                let label = ui.label(t!("editor-sm-left", player = player));
                ui.add(DragValue::new(left).range(0..=18).clamp_existing_to_range(false))
                    .labelled_by(label.id);
            });
        }
        super::to_move_choice::<Stratum>(ui, out.players.min(4), &mut out.to_move);
        (out != *d).then_some(out)
    }

    fn canvas(&mut self, ui: &mut Ui, d: &Diagram, marked: &[String]) -> Option<Diagram> {
        // R turns the piece (Shift+R the other way), unless a text field takes the letter.
        if !ui.ctx().text_edit_focused() {
            let (r, shift_r) = ui.input_mut(|i| {
                let shift_r = i.consume_key(egui::Modifiers::SHIFT, egui::Key::R);
                (i.consume_key(egui::Modifiers::NONE, egui::Key::R), shift_r)
            });
            if r || shift_r {
                self.axis = next_axis(self.axis, r);
            }
        }
        let side = ui.available_width().clamp(200.0, 600.0);
        let (rect, response) = super::canvas(ui, vec2(side, side * 0.9));
        let size = if d.size == 6 { 6 } else { 5 };
        let board = Board::of(size);
        let layout = HexLayout::fit(rect.shrink(8.0), size);
        self.layout = Some(layout);
        let painter = ui.painter_at(rect);
        let text = ui.visuals().weak_text_color();
        let mut pieces = d.pieces.clone();
        pieces.sort_by_key(|p| p.level);
        for &h in board.cells() {
            let top =
                pieces.iter().rev().find(|p| bar_cells(&p.bar).is_some_and(|c| c.contains(&h)));
            let (fill, ink) = match top {
                Some(p) if p.owner.0 < 4 => {
                    let look = player_look(GameId::Stratum, p.owner);
                    (look.fill, look.outline)
                }
                Some(_) => (theme::BAD, INK),
                None => (EMPTY, shade(EMPTY, 0.5)),
            };
            let corners = layout.corners(h, 0.96).to_vec();
            painter.add(Shape::convex_polygon(corners, fill, Stroke::new(1.0, INK)));
            let level = height(d, h);
            if level > 0 {
                let font = FontId::proportional(layout.size() * 0.6);
                painter.text(layout.centre(h), Align2::CENTER_CENTER, level.to_string(), font, ink);
            }
        }
        // Each piece as a line through its four cells, so neighbouring bars stay apart.
        for p in &pieces {
            let Some(cells) = bar_cells(&p.bar) else { continue };
            if cells.iter().any(|&h| !board.contains(h)) {
                continue;
            }
            let (a, b) = (layout.centre(cells[0]), layout.centre(cells[3]));
            let width = 1.0 + f32::from(p.level.min(6));
            painter.line_segment([a, b], Stroke::new(width, shade(INK, 0.2)));
        }
        for name in marked {
            if let Ok(h) = name.parse::<Hex>()
                && board.contains(h)
            {
                let corners = layout.corners(h, 0.85).to_vec();
                painter.add(Shape::closed_line(corners, Stroke::new(3.0, theme::BAD)));
            }
        }
        // The piece about to be placed: under the pointer, or at the keyboard's cursor.
        let aim = response.hover_pos().or(response.has_focus().then(|| layout.centre(self.cursor)));
        if let Some(mv) = aim.and_then(|p| bar_at(&layout, board, self.axis, p)) {
            for h in bar_cells(&mv).into_iter().flatten() {
                let corners = layout.corners(h, 0.9).to_vec();
                painter.add(Shape::closed_line(corners, Stroke::new(2.0, theme::FOCUS)));
            }
        }
        for &h in board.cells().iter().filter(|h| h.number() == 1) {
            let at = layout.centre(h) - vec2(layout.size() * 1.3, 0.0);
            let font = FontId::proportional((layout.size() * 0.5).clamp(10.0, 14.0));
            painter.text(at, Align2::CENTER_CENTER, h.to_string(), font, text);
        }
        let (dx, dy, remove_key) = super::board_keys(ui, &response);
        // Right and left along the row, up and down along the numbered line.
        let moved = self.cursor.along(Axis::Row, dx).along(Axis::Number, dy);
        if board.contains(moved) {
            self.cursor = moved;
        }
        if !board.contains(self.cursor) {
            self.cursor = board.cells()[0];
        }
        if response.has_focus() {
            let corners = layout.corners(self.cursor, 0.7).to_vec();
            painter.add(Shape::closed_line(corners, Stroke::new(2.0, theme::FOCUS)));
        }
        let (act, pointer) = super::act(&response, remove_key, layout.centre(self.cursor))?;
        self.cursor = layout.hex_at(pointer);
        let mut out = d.clone();
        if act == Act::Remove {
            return remove_top(&mut out, layout.hex_at(pointer)).then_some(out);
        }
        let bar = bar_at(&layout, board, self.axis, pointer)?;
        add_piece(&mut out, bar, self.owner, self.level);
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::Diagrammed;

    fn bar(text: &str) -> Move {
        text.parse().unwrap()
    }

    #[test]
    fn pieces_go_on_top_from_the_pieces_left_and_back() {
        let mut d = Stratum::new().to_diagram();
        add_piece(&mut d, bar("A1-A4"), Player(0), None);
        add_piece(&mut d, bar("A2-A5"), Player(1), None);
        assert_eq!(d.pieces[1].level, 2);
        assert_eq!(d.pieces_left, [17, 17]);
        assert_eq!(height(&d, "A3".parse().unwrap()), 2);
        assert_eq!(height(&d, "A1".parse().unwrap()), 1);
        assert!(remove_top(&mut d, "A1".parse().unwrap()));
        assert_eq!((d.pieces.len(), d.pieces_left.as_slice()), (1, &[18, 17][..]));
        assert!(!remove_top(&mut d, "E5".parse().unwrap()), "nothing there");
    }

    #[test]
    fn a_new_number_of_players_shares_the_pieces_anew() {
        let mut d = Stratum::new().to_diagram();
        add_piece(&mut d, bar("A1-A4"), Player(0), None);
        add_piece(&mut d, bar("B1-B4"), Player(2), None);
        d.players = 3;
        assert_eq!(pieces_left(&d), [11, 12, 11]);
        d.players = 4;
        assert_eq!(pieces_left(&d), [8, 9, 8, 9]);
    }

    #[test]
    fn a_piece_over_a_hole_names_its_bar() {
        let mut d = Stratum::new().to_diagram();
        add_piece(&mut d, bar("C3-C6"), Player(0), Some(2));
        let marked = super::super::Checked::of::<Tools>(&d).marked;
        for cell in ["C3", "C4", "C5", "C6"] {
            assert!(marked.iter().any(|m| m == cell), "{cell} in {marked:?}");
        }
    }
}
