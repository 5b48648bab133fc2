//! The setup phase before a game of Stratego: each person at the table fills their four ranks
//! from a tray of 40 pieces (click a piece in the tray, then a square; click two squares to
//! swap them, or drag one onto another; right-click sends a piece back), or takes a suggested
//! setup (scored by the setup principles, which the screen checks), a random one, a shipped
//! one or one of their own (kept by name in the data folder, see [`SetupLibrary`]), or loads
//! a setup string (`assets/docs/command-line.md`). "Ready" is enabled only for a complete,
//! valid army (SG-S1, SG-S2).
//!
//! With two people the screen is handed over between them, so neither sees the other's army.
//! When every army is ready the game starts from a [`Setup`] holding both.

use egui::{
    Align, Color32, ComboBox, Layout, Pos2, Rect, RichText, Role, ScrollArea, Sense, Stroke, Ui,
    UiBuilder, WidgetInfo, pos2, vec2,
};
use strata_core::games::stratego::{
    Army, NamedSetup, PRINCIPLES, Rank, Rules, Setup, Square, named_setups,
};
use strata_core::rng::Rng;
use strata_core::save::Seat;
use strata_core::{GameId, GameSetup, Player};

use super::tile::{self, Tile};
use super::{BLUE, RED, humans, name, paint_field, privacy_screen};
use crate::command::Command;
use crate::setup_library::{OwnSetup, SetupLibrary};
use crate::t;
use crate::theme::{self, BAD, FOCUS, GOOD, INK};
use crate::views::squares::SquareLayout;

/// Squares per army.
const SLOTS: usize = 40;

/// What the player holds, ready to put down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Held {
    /// A piece of this rank from the tray.
    Tray(Rank),
    /// The piece on this slot of the board (to move or swap).
    Slot(usize),
}

/// A line under the controls: what just happened, or why not.
#[derive(Clone, Debug, PartialEq)]
struct Message {
    text: String,
    rule: Option<&'static str>,
    good: bool,
}

/// The setup phase of one Stratego game.
#[derive(Debug)]
pub struct Arrangement {
    rules: Rules,
    seats: Vec<Seat>,
    /// Armies made so far, by player.
    armies: [Option<Army>; 2],
    /// The armies of the game before (a rematch), offered again.
    last: [Option<Army>; 2],
    /// Who arranges now, and whether they have taken the screen.
    current: Player,
    shown: bool,
    /// The board being filled, in setup-string order (front rank first, from the player's left).
    slots: [Option<Rank>; SLOTS],
    held: Option<Held>,
    /// The setup-string field.
    text: String,
    message: Option<Message>,
    named: Vec<NamedSetup>,
    /// The player's own setups, read when the screen opens and after each change.
    library: SetupLibrary,
    own: Vec<OwnSetup>,
    /// Own setup files that could not be read, shown once under the list.
    unreadable: Vec<String>,
    /// The name to save the army on the board under.
    name: String,
    /// The own setup last put on the board (offered for deletion).
    chosen_own: Option<usize>,
    rng: Rng,
    layout: Option<SquareLayout>,
    /// The slot a drag started on.
    drag: Option<usize>,
}

/// Where slot `(row, col)` of `player`'s setup lies, and back.
fn slot_square(player: Player, slot: usize) -> Square {
    Army::square(player, slot / 10, slot % 10)
}

fn square_slot(player: Player, sq: Square) -> Option<usize> {
    (0..SLOTS).find(|&slot| slot_square(player, slot) == sq)
}

impl Arrangement {
    /// The setup phase for a new game; `last` (a rematch) puts each player's previous army on
    /// the board to start from.
    pub fn new(
        rules: Rules,
        seats: Vec<Seat>,
        last: Option<&Setup>,
        library: SetupLibrary,
    ) -> Arrangement {
        let last =
            last.map_or([None, None], |s| [Army::parse(&s.red).ok(), Army::parse(&s.blue).ok()]);
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        let mut arrangement = Arrangement {
            rules,
            seats,
            armies: [None, None],
            last,
            current: RED,
            shown: false,
            slots: [None; SLOTS],
            held: None,
            text: String::new(),
            message: None,
            named: named_setups(),
            library,
            own: Vec::new(),
            unreadable: Vec::new(),
            name: String::new(),
            chosen_own: None,
            rng: Rng::seed(seed),
            layout: None,
            drag: None,
        };
        arrangement.reread_library();
        arrangement.begin(RED);
        arrangement
    }

    /// The next seat that needs an army: people arrange theirs, the AI's seats get a suggested
    /// one (a different army each game).
    fn begin(&mut self, from: Player) {
        let people = humans(&self.seats);
        let mut p = from;
        loop {
            if self.armies[p.index()].is_none() {
                if people.contains(&p) {
                    break;
                }
                self.armies[p.index()] = Some(Army::suggested(&mut self.rng));
            }
            if p == BLUE {
                return;
            }
            p = BLUE;
        }
        self.current = p;
        // One person at the table needs no hand-over screen.
        self.shown = people.len() < 2;
        self.slots = [None; SLOTS];
        self.held = None;
        self.message = None;
        self.text.clear();
        if let Some(army) = self.last[p.index()] {
            self.fill(&army);
            self.say(true, t!("setup-last-army"), None);
        }
    }

    /// The game's setup once both armies are ready.
    fn finished(&self) -> Option<GameSetup> {
        let [Some(red), Some(blue)] = &self.armies else { return None };
        Some(GameSetup::Stratego(Setup::new(red, blue, self.rules)))
    }

    fn fill(&mut self, army: &Army) {
        self.slots = army.ranks().map(Some);
        self.held = None;
        self.text = army.to_string();
    }

    /// The army on the board, if complete and valid (SG-S2).
    fn army(&self) -> Option<Army> {
        let ranks: Option<Vec<Rank>> = self.slots.iter().copied().collect();
        Army::from_ranks(ranks?.try_into().ok()?).ok()
    }

    fn say(&mut self, good: bool, text: impl Into<String>, rule: Option<&'static str>) {
        self.message = Some(Message { text: text.into(), rule, good });
    }

    fn load_text(&mut self) {
        let text = self.text.trim().to_string();
        match Army::parse(&text) {
            Ok(army) => {
                self.fill(&army);
                self.say(true, t!("setup-loaded"), None);
            }
            Err(e) => {
                let reason = crate::words::setup_problem_words(&e);
                self.say(false, t!("setup-unusable", reason = reason), Some(e.rule()))
            }
        }
    }

    fn click_slot(&mut self, slot: usize) {
        match self.held {
            Some(Held::Tray(rank)) => {
                self.slots[slot] = Some(rank);
                if self.left(rank) == 0 {
                    self.held = None;
                }
            }
            Some(Held::Slot(from)) if from == slot => self.held = None,
            Some(Held::Slot(from)) => {
                self.slots.swap(from, slot);
                self.held = None;
            }
            None if self.slots[slot].is_some() => self.held = Some(Held::Slot(slot)),
            None => self.say(false, t!("setup-tray-first"), None),
        }
        self.after_change();
    }

    fn after_change(&mut self) {
        if let Some(army) = self.army() {
            self.text = army.to_string();
        }
    }

    /// Draws the setup phase in the whole of `ui`; returns the command that starts the game (or
    /// cancels).
    pub fn ui(&mut self, ui: &mut Ui) -> Option<Command> {
        if !self.shown {
            return self.hand_over(ui);
        }
        let full = ui.available_rect_before_wrap();
        ui.advance_cursor_after_rect(full);
        let side = (full.width() * 0.34).clamp(300.0, 380.0);
        let controls = Rect::from_min_size(full.min, vec2(side, full.height()));
        let area = Rect::from_min_max(pos2(controls.max.x + 8.0, full.min.y), full.max);
        let mut command = None;
        let mut child = ui.new_child(
            UiBuilder::new().max_rect(controls.shrink(8.0)).layout(Layout::top_down(Align::Min)),
        );
        ScrollArea::vertical().auto_shrink([false, false]).show(&mut child, |ui| {
            command = self.controls(ui);
        });
        self.board(ui, area);
        command
    }

    fn hand_over(&mut self, ui: &mut Ui) -> Option<Command> {
        let area = ui.available_rect_before_wrap();
        ui.advance_cursor_after_rect(area);
        let p = self.current;
        let title = if self.armies[RED.index()].is_some() && p == BLUE {
            t!("setup-red-ready", player = name(RED), next = name(BLUE))
        } else {
            t!("setup-first", player = name(p))
        };
        let away = t!("setup-looks-away", other = name(p.next(2)), player = name(p));
        let button = t!("setup-show", player = name(p));
        let (clicked, mut below) = privacy_screen(ui, area, p, &title, &away, &button);
        if clicked {
            self.shown = true;
        }
        below.button(t!("setup-cancel")).clicked().then_some(Command::LeaveBeforeGame)
    }

    fn controls(&mut self, ui: &mut Ui) -> Option<Command> {
        let p = self.current;
        ui.horizontal(|ui| {
            theme::swatch(ui, GameId::Stratego, p);
            ui.heading(t!("setup-heading", player = name(p)));
        });
        ui.label(t!("setup-about"));
        ui.add_space(6.0);
        self.tray(ui);
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("setup-suggested")).on_hover_text(t!("setup-suggested-about")).clicked()
            {
                let army = Army::suggested(&mut self.rng);
                self.fill(&army);
                self.say(true, t!("setup-suggested-done"), None);
            }
            if ui.button(t!("setup-random")).on_hover_text(t!("setup-random-about")).clicked() {
                let army = Army::random(&mut self.rng);
                self.fill(&army);
                self.say(true, t!("setup-random-done"), None);
            }
            if ui.button(t!("setup-clear")).on_hover_text(t!("setup-clear-about")).clicked() {
                self.slots = [None; SLOTS];
                self.held = None;
                self.message = None;
            }
        });
        self.setup_list(ui);
        ui.add_space(6.0);
        let label = ui.label(RichText::new(t!("setup-string")).strong());
        ui.add(
            egui::TextEdit::singleline(&mut self.text)
                .hint_text(t!("setup-string-hint"))
                .desired_width(f32::INFINITY)
                .font(egui::TextStyle::Monospace),
        )
        .labelled_by(label.id);
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("setup-load")).on_hover_text(t!("setup-load-about")).clicked() {
                self.load_text();
            }
            let army = self.army();
            let copy = ui.add_enabled(army.is_some(), egui::Button::new(t!("setup-copy")));
            if copy.on_hover_text(t!("setup-copy-about")).clicked()
                && let Some(army) = army
            {
                self.text = army.to_string();
                ui.ctx().copy_text(self.text.clone());
                self.say(true, t!("setup-copied"), None);
            }
        });
        ui.add_space(10.0);
        let placed = self.slots.iter().filter(|s| s.is_some()).count();
        let army = self.army();
        ui.label(t!("setup-placed", placed = placed, total = SLOTS));
        let mut command = None;
        ui.horizontal(|ui| {
            let ready = egui::Button::new(RichText::new(t!("setup-ready")).size(17.0))
                .min_size(vec2(110.0, 32.0));
            let hover =
                if army.is_some() { t!("setup-ready-about") } else { t!("setup-ready-not-yet") };
            if ui
                .add_enabled(army.is_some(), ready)
                .on_hover_text(&hover)
                .on_disabled_hover_text(&hover)
                .clicked()
                && let Some(army) = army
            {
                self.armies[p.index()] = Some(army);
                if p == RED {
                    self.begin(BLUE);
                }
                command = self.finished().map(|setup| Command::Start(setup, self.seats.clone()));
            }
            if ui.button(t!("setup-cancel")).clicked() {
                command = Some(Command::LeaveBeforeGame);
            }
        });
        // Below the buttons, so that a note appearing or going never moves Ready.
        if let Some(m) = &self.message {
            let colour = if m.good { GOOD } else { BAD };
            let text = match m.rule {
                Some(rule) => format!("{} ({rule})", m.text),
                None => m.text.clone(),
            };
            ui.add_space(6.0);
            ui.label(RichText::new(text).color(colour));
        }
        ui.add_space(6.0);
        self.principles(ui);
        command
    }

    /// How well the army on the board keeps each setup principle (once it is complete).
    fn principles(&self, ui: &mut Ui) {
        let header = match self.army() {
            Some(army) => {
                let percent = format!("{:.0}", army.score().total * 100.0);
                t!("setup-check-score", percent = percent)
            }
            None => t!("setup-check"),
        };
        egui::CollapsingHeader::new(header).id_salt("setup-check").show(ui, |ui| {
            let Some(army) = self.army() else {
                ui.label(t!("setup-check-about"));
                for principle in PRINCIPLES {
                    let (name, why) = crate::words::principle_words(&principle);
                    ui.label(format!("• {name}")).on_hover_text(why);
                }
                return;
            };
            for kept in army.score().principles {
                let (principle, why) = crate::words::principle_words(&kept.principle);
                let (line, colour) = if kept.share >= 1.0 {
                    (t!("setup-kept", principle = principle), GOOD)
                } else if kept.share <= 0.0 {
                    (t!("setup-not-kept", principle = principle), BAD)
                } else {
                    (t!("setup-partly", principle = principle), ui.visuals().text_color())
                };
                ui.label(RichText::new(line).color(colour)).on_hover_text(why);
            }
        });
    }

    fn board(&mut self, ui: &mut Ui, area: Rect) {
        let p = self.current;
        let layout = SquareLayout::fit(area.shrink(4.0), 10, 10, 0.6, p == BLUE);
        self.layout = Some(layout);
        let response =
            ui.interact(area, ui.scope_id().with("arrange-board"), Sense::click_and_drag());
        let label = t!("setup-board");
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &label));
        let slot_at =
            |pos: Pos2| layout.cell_at(pos).and_then(|(f, r)| square_slot(p, Square::new(f, r)));
        if response.drag_started() {
            self.drag = response
                .interact_pointer_pos()
                .and_then(slot_at)
                .filter(|s| self.slots[*s].is_some());
        }
        if response.drag_stopped() {
            if let (Some(from), Some(to)) =
                (self.drag.take(), response.interact_pointer_pos().and_then(slot_at))
            {
                self.slots.swap(from, to);
                self.held = None;
                self.after_change();
            }
        } else if response.clicked() {
            match response.interact_pointer_pos().and_then(slot_at) {
                Some(slot) => self.click_slot(slot),
                None => self.held = None,
            }
        }
        if response.secondary_clicked()
            && let Some(slot) = response.interact_pointer_pos().and_then(slot_at)
        {
            self.slots[slot] = None;
            self.held = None;
        }

        let painter = ui.painter_at(area);
        let own = |sq: Square| square_slot(p, sq).is_some();
        paint_field(&painter, &layout, ui.visuals().weak_text_color(), own);
        let opponent = layout.rect(0, if p == RED { 7 } else { 2 }).center();
        let opposite = if p == RED { BLUE } else { RED };
        painter.text(
            pos2(layout.board_rect().center().x, opponent.y),
            egui::Align2::CENTER_CENTER,
            t!("setup-side-of", player = name(opposite)),
            egui::FontId::proportional(layout.cell_size() * 0.4),
            Color32::from_black_alpha(90),
        );
        let hover = response.hover_pos().and_then(slot_at);
        let dragging = self.drag.filter(|_| response.dragged());
        for slot in 0..SLOTS {
            let sq = slot_square(p, slot);
            let rect = layout.rect(sq.file, sq.rank);
            match self.slots[slot] {
                Some(rank) if dragging != Some(slot) => {
                    tile::paint(
                        &painter,
                        rect,
                        Tile { owner: p, rank: Some(rank), known: false, moved: false },
                    );
                }
                _ => {
                    painter.rect_stroke(
                        rect.shrink(5.0),
                        6.0,
                        Stroke::new(1.0, INK.gamma_multiply(0.35)),
                        egui::StrokeKind::Inside,
                    );
                }
            }
            if self.held == Some(Held::Slot(slot)) {
                painter.rect_stroke(
                    rect.shrink(1.0),
                    6.0,
                    Stroke::new(3.5, FOCUS),
                    egui::StrokeKind::Inside,
                );
            } else if hover == Some(slot) && (self.held.is_some() || dragging.is_some()) {
                painter.rect_stroke(
                    rect.shrink(1.0),
                    6.0,
                    Stroke::new(2.5, GOOD),
                    egui::StrokeKind::Inside,
                );
            }
        }
        if let (Some(slot), Some(pos)) = (dragging, response.hover_pos())
            && let Some(rank) = self.slots[slot]
        {
            let rect = Rect::from_center_size(pos, egui::Vec2::splat(layout.cell_size()));
            tile::paint(
                &painter,
                rect,
                Tile { owner: p, rank: Some(rank), known: false, moved: false },
            );
        }
    }

    /// Where a square of the setup board is on screen (last frame), for tests.
    pub fn locate(&self, target: &str) -> Option<Pos2> {
        let layout = self.layout?;
        let sq: Square = target.parse().ok()?;
        sq.on_board().then(|| layout.centre(sq.file, sq.rank))
    }
}

mod library;
#[cfg(test)]
mod tests;
mod tray;
