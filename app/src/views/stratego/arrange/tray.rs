//! The tray beside the setup board: one button per rank with how many pieces of it are not on
//! the board yet. Clicking one picks a piece up; clicking it with a board piece held sends that
//! piece back.

use super::*;

impl Arrangement {
    /// The tray's buttons, four to a row.
    pub(super) fn tray(&mut self, ui: &mut Ui) {
        ui.label(RichText::new(t!("setup-tray")).strong());
        egui::Grid::new("tray").num_columns(4).spacing(vec2(4.0, 4.0)).show(ui, |ui| {
            for (i, rank) in Rank::ALL.into_iter().enumerate() {
                self.tray_button(ui, rank);
                if i % 4 == 3 {
                    ui.end_row();
                }
            }
        });
    }

    /// How many pieces of `rank` are not on the board yet.
    pub(super) fn left(&self, rank: Rank) -> usize {
        usize::from(rank.count()) - self.slots.iter().filter(|s| **s == Some(rank)).count()
    }

    /// A click on a rank in the tray: picks a piece of it up (or lets it go), or takes back
    /// the board piece held.
    pub(super) fn click_tray(&mut self, rank: Rank) {
        match self.held {
            // A board piece goes back to the tray.
            Some(Held::Slot(slot)) => {
                self.slots[slot] = None;
                self.held = None;
            }
            Some(Held::Tray(r)) if r == rank => self.held = None,
            _ if self.left(rank) == 0 => {
                let pieces = tile::counted(rank, rank.count().into());
                self.say(false, t!("setup-all-placed", pieces = pieces), Some("SG-G3"));
            }
            _ => self.held = Some(Held::Tray(rank)),
        }
    }

    fn tray_button(&mut self, ui: &mut Ui, rank: Rank) {
        let left = self.left(rank);
        let selected = self.held == Some(Held::Tray(rank));
        let (rect, response) = ui.allocate_exact_size(vec2(64.0, 64.0), Sense::click());
        let name = tile::name(rank);
        response.widget_info(|| WidgetInfo::selected(Role::Button, left > 0, selected, &name));
        let painter = ui.painter();
        if selected {
            painter.rect_filled(rect, 6.0, FOCUS.gamma_multiply(0.35));
        } else if response.hovered() {
            painter.rect_filled(rect, 6.0, ui.visuals().widgets.hovered.weak_bg_fill);
        }
        let tile_rect = Rect::from_min_size(rect.min + vec2(6.0, 2.0), vec2(50.0, 50.0));
        if left > 0 {
            tile::paint(
                painter,
                tile_rect,
                Tile { owner: self.current, rank: Some(rank), known: false, moved: false },
            );
        } else {
            painter.rect_stroke(
                tile_rect.shrink(4.0),
                6.0,
                Stroke::new(1.0, ui.visuals().weak_text_color()),
                egui::StrokeKind::Inside,
            );
        }
        painter.text(
            rect.center_bottom(),
            egui::Align2::CENTER_BOTTOM,
            format!("×{left}"),
            egui::FontId::proportional(12.0),
            ui.visuals().text_color(),
        );
        let hover = t!("setup-left", piece = tile::title(rank), count = left);
        if response.on_hover_text(hover).clicked() {
            self.click_tray(rank);
        }
    }
}
