//! Game → Edit position (Ctrl+E): the position as the game's `Diagram` (plain data that may
//! break the rules), edited on a canvas with a tool palette per game, checked by the rules
//! engines after every change, and "Play from here" to start a game there.
//!
//! Every problem the engine finds is listed (each names its cell) and the cells it names are
//! marked on the canvas; only a valid position can be played. Edits have their own undo and
//! redo (buttons, Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y while no text field has focus). The position
//! text (`assets/docs/command-line.md`, "Position text") follows the diagram in a collapsing
//! section, with Copy and Paste.

mod history;
mod strata5;
mod strata7;
mod stratego;
mod stratum;

use egui::{Button, Pos2, RichText, TextEdit, Ui};
use strata_core::games::{strata5 as s5, strata7 as s7, stratego as sg, stratum as sm};
use strata_core::save::Seat;
use strata_core::session::Session;
use strata_core::{AnyGame, Diagrammed, GameId, TextError};

use super::StrataApp;
use crate::command::{Command, Note};
use crate::theme;
use crate::views::squares::SquareLayout;
use history::History;

/// A position of any of the four games, possibly against the rules.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Diagram {
    Strata5(s5::Diagram),
    Stratum(sm::Diagram),
    Strata7(s7::Diagram),
    Stratego(sg::Diagram),
}

/// What the engine says of a diagram: the game it gives, or its problems and the cells (by
/// their names in the notation) those problems concern.
pub(super) struct Checked {
    pub game: Result<Box<dyn AnyGame>, Vec<String>>,
    pub marked: Vec<String>,
}

impl Checked {
    fn of<G: AnyGame + 'static, P: std::fmt::Display>(
        verdict: Result<G, Vec<P>>,
        cells: impl Fn(&P) -> Vec<String>,
    ) -> Checked {
        match verdict {
            Ok(game) => Checked { game: Ok(Box::new(game)), marked: Vec::new() },
            Err(problems) => Checked {
                marked: problems.iter().flat_map(cells).collect(),
                game: Err(problems.iter().map(ToString::to_string).collect()),
            },
        }
    }
}

impl Diagram {
    /// Reads position text (the diagram may still be invalid).
    pub fn read(game: GameId, text: &str) -> Result<Diagram, TextError> {
        let text = text.trim();
        Ok(match game {
            GameId::Strata5 => Diagram::Strata5(text.parse()?),
            GameId::Stratum => Diagram::Stratum(text.parse()?),
            GameId::Strata7 => Diagram::Strata7(text.parse()?),
            GameId::Stratego => Diagram::Stratego(text.parse()?),
        })
    }

    /// The diagram of a game's position (`None` while it has none: a Strata 7 reinforcement
    /// is owed).
    pub fn of(game: &dyn AnyGame) -> Option<Diagram> {
        let any = game.as_any();
        let diagram = |editable: bool, d: Diagram| editable.then_some(d);
        if let Some(g) = any.downcast_ref::<s5::Strata5>() {
            diagram(g.editable(), Diagram::Strata5(g.to_diagram()))
        } else if let Some(g) = any.downcast_ref::<sm::Stratum>() {
            diagram(g.editable(), Diagram::Stratum(g.to_diagram()))
        } else if let Some(g) = any.downcast_ref::<s7::Strata7>() {
            diagram(g.editable(), Diagram::Strata7(g.to_diagram()))
        } else {
            let g = any.downcast_ref::<sg::Stratego>()?;
            diagram(g.editable(), Diagram::Stratego(g.to_diagram()))
        }
    }

    pub fn game(&self) -> GameId {
        match self {
            Diagram::Strata5(_) => GameId::Strata5,
            Diagram::Stratum(_) => GameId::Stratum,
            Diagram::Strata7(_) => GameId::Strata7,
            Diagram::Stratego(_) => GameId::Stratego,
        }
    }

    /// The one line of position text.
    pub fn text(&self) -> String {
        match self {
            Diagram::Strata5(d) => d.to_string(),
            Diagram::Stratum(d) => d.to_string(),
            Diagram::Strata7(d) => d.to_string(),
            Diagram::Stratego(d) => d.to_string(),
        }
    }

    /// Validates with the game's engine.
    pub fn check(&self) -> Checked {
        match self {
            Diagram::Strata5(d) => Checked::of(d.validate(), strata5::problem_cells),
            Diagram::Stratum(d) => Checked::of(d.validate(), stratum::problem_cells),
            Diagram::Strata7(d) => {
                Checked::of(d.validate(), |p| strata7::problem_cell(p).into_iter().collect())
            }
            Diagram::Stratego(d) => {
                Checked::of(d.validate(), |p| stratego::problem_square(p).into_iter().collect())
            }
        }
    }

    /// The same board with nothing on it: no pieces, pawns or bars (Strata 5: its starting
    /// blocks, every pawn in reserve), nothing scored, the first player to move. Board size,
    /// players, the Strata 7 board and the Stratego rule options stay.
    pub fn emptied(&self) -> Diagram {
        match self {
            // Strata 5 starts on its four starting blocks (S5-S1), all pawns in reserve.
            Diagram::Strata5(d) => {
                let size = d.size.clamp(s5::MIN_SIZE, s5::MAX_SIZE);
                Diagram::Strata5(s5::Strata5::new(size).to_diagram())
            }
            Diagram::Stratum(d) => {
                let setup = sm::Setup { size: d.size, players: d.players, ..Default::default() };
                match sm::Stratum::from_setup(&setup) {
                    Ok(game) => Diagram::Stratum(game.to_diagram()),
                    Err(_) => Diagram::Stratum(sm::Stratum::new().to_diagram()),
                }
            }
            Diagram::Strata7(d) => Diagram::Strata7(s7::Diagram {
                pawns: Vec::new(),
                scores: [0; 2],
                captures: [0; 2],
                held: [0; 2],
                to_move: s7::WHITE,
                quiet_moves: 0,
                ..d.clone()
            }),
            Diagram::Stratego(d) => Diagram::Stratego(sg::Diagram {
                pieces: Vec::new(),
                to_move: strata_core::Player(0),
                shuttles: [None; 2],
                quiet_moves: 0,
                rules: d.rules,
            }),
        }
    }
}

/// The canvas and palette of the game being edited.
enum Tools {
    Stratego(stratego::Tools),
    Strata7(strata7::Tools),
    Strata5(strata5::Tools),
    Stratum(stratum::Tools),
}

/// The position being edited and what the engine says of it.
pub(super) struct Editor {
    diagram: Diagram,
    history: History<Diagram>,
    checked: Checked,
    /// The position text field: the diagram's text, or what is being typed to paste.
    text: String,
    /// Why the pasted text was not applied.
    paste_problem: Option<String>,
    /// Where the editor was opened, and the game's start: the "Start from" choices.
    current: Diagram,
    start: Option<Diagram>,
    tools: Tools,
    /// The seats the game had, for "Play from here".
    seats: Vec<Seat>,
}

impl std::fmt::Debug for Editor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Editor").field("diagram", &self.diagram).finish()
    }
}

impl Editor {
    fn new(current: Diagram, start: Option<Diagram>, seats: Vec<Seat>) -> Editor {
        let tools = match current.game() {
            GameId::Stratego => Tools::Stratego(stratego::Tools::default()),
            GameId::Strata7 => Tools::Strata7(strata7::Tools::default()),
            GameId::Strata5 => Tools::Strata5(strata5::Tools::default()),
            GameId::Stratum => Tools::Stratum(stratum::Tools::default()),
        };
        Editor {
            checked: current.check(),
            text: current.text(),
            diagram: current.clone(),
            history: History::default(),
            paste_problem: None,
            current,
            start,
            tools,
            seats,
        }
    }

    /// Replaces the diagram (an edit): remembered for undo, checked once.
    fn set(&mut self, diagram: Diagram) {
        if diagram == self.diagram {
            return;
        }
        let before = std::mem::replace(&mut self.diagram, diagram);
        self.history.record(before);
        self.refresh();
    }

    fn undo(&mut self) {
        if let Some(before) = self.history.undo(self.diagram.clone()) {
            self.diagram = before;
            self.refresh();
        }
    }

    fn redo(&mut self) {
        if let Some(after) = self.history.redo(self.diagram.clone()) {
            self.diagram = after;
            self.refresh();
        }
    }

    fn refresh(&mut self) {
        self.checked = self.diagram.check();
        self.text = self.diagram.text();
        self.paste_problem = None;
    }

    /// Applies the text field if it reads, else says why.
    fn paste(&mut self) {
        match Diagram::read(self.diagram.game(), &self.text) {
            Ok(diagram) => self.set(diagram),
            Err(e) => self.paste_problem = Some(e.to_string()),
        }
    }

    /// The screen point of a cell of the canvas (by its name in the notation), for tests.
    pub(super) fn locate(&self, target: &str) -> Option<Pos2> {
        match &self.tools {
            Tools::Stratego(t) => t.locate(target),
            Tools::Strata7(t) => t.locate(target),
            Tools::Strata5(t) => t.locate(target),
            Tools::Stratum(t) => t.locate(target),
        }
    }

    fn keys(&mut self, ui: &Ui) {
        if ui.ctx().text_edit_focused() {
            return;
        }
        let (undo, redo, pasted) = ui.input_mut(|i| {
            // Ctrl+Shift+Z also matches Ctrl+Z: the more specific first.
            let redo =
                i.consume_shortcut(&super::bars::REDO) || i.consume_shortcut(&super::bars::REDO_Y);
            let pasted = i.events.iter().find_map(|e| match e {
                egui::Event::Paste(text) => Some(text.clone()),
                _ => None,
            });
            (i.consume_shortcut(&super::bars::UNDO), redo, pasted)
        });
        if redo {
            self.redo();
        }
        if undo {
            self.undo();
        }
        // Ctrl+V outside the text field pastes position text from the clipboard.
        if let Some(text) = pasted {
            self.text = text;
            self.paste();
        }
    }

    fn header(&mut self, ui: &mut Ui, out: &mut Vec<Command>) {
        ui.heading(format!("Edit position — {}", self.diagram.game().title()));
        ui.horizontal_wrapped(|ui| {
            ui.label("Start from:");
            if ui.button("The current position").clicked() {
                self.set(self.current.clone());
            }
            if let Some(start) = &self.start
                && ui.button("The start position").clicked()
            {
                self.set(start.clone());
            }
            if ui.button("An empty board").clicked() {
                self.set(self.diagram.emptied());
            }
            ui.separator();
            if ui.add_enabled(self.history.can_undo(), Button::new("Undo edit")).clicked() {
                self.undo();
            }
            if ui.add_enabled(self.history.can_redo(), Button::new("Redo edit")).clicked() {
                self.redo();
            }
            ui.separator();
            let valid = self.checked.game.is_ok();
            if ui.add_enabled(valid, Button::new("Play from here")).clicked() {
                out.push(Command::PlayFromEditor);
            }
            if ui.button("Back to the game").clicked() {
                out.push(Command::CloseEditor);
            }
        });
        match &self.checked.game {
            Ok(position) => {
                let to_move = position
                    .to_move()
                    .map(|p| theme::display_name(position.player_names()[p.index()]));
                let text = match to_move {
                    Some(name) => format!("A valid position: {name} to move."),
                    None => "A valid position.".to_string(),
                };
                ui.colored_label(theme::GOOD, text);
            }
            Err(problems) => {
                ui.colored_label(theme::BAD, "Not a valid position yet:");
                for problem in problems {
                    ui.colored_label(theme::BAD, format!("• {problem}"));
                }
            }
        }
    }

    fn text_section(&mut self, ui: &mut Ui) {
        egui::CollapsingHeader::new("Position text").default_open(false).show(ui, |ui| {
            let field = TextEdit::singleline(&mut self.text)
                .font(egui::TextStyle::Monospace)
                .desired_width(f32::INFINITY)
                .hint_text("position text");
            let label = ui.label(RichText::new("Position").strong());
            let response = ui.add(field).labelled_by(label.id);
            // Enter applies the text, as Paste does.
            if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                self.paste();
            }
            ui.horizontal(|ui| {
                if ui.button("Copy position").clicked() {
                    ui.ctx().copy_text(self.diagram.text());
                }
                if ui
                    .button("Paste position")
                    .on_hover_text(
                        "Use the text above (Ctrl+V outside the field pastes the clipboard)",
                    )
                    .clicked()
                {
                    self.paste();
                }
            });
            if let Some(problem) = &self.paste_problem {
                ui.colored_label(theme::BAD, problem);
            }
        });
    }

    /// The palette, then the canvas; either may change the diagram.
    fn board(&mut self, ui: &mut Ui) {
        let edited = match (&mut self.tools, &self.diagram) {
            (Tools::Stratego(t), Diagram::Stratego(d)) => {
                t.ui(ui, d, &self.checked.marked).map(Diagram::Stratego)
            }
            (Tools::Strata7(t), Diagram::Strata7(d)) => {
                t.ui(ui, d, &self.checked.marked).map(Diagram::Strata7)
            }
            (Tools::Strata5(t), Diagram::Strata5(d)) => {
                t.ui(ui, d, &self.checked.marked).map(Diagram::Strata5)
            }
            (Tools::Stratum(t), Diagram::Stratum(d)) => {
                t.ui(ui, d, &self.checked.marked).map(Diagram::Stratum)
            }
            _ => None,
        };
        if let Some(diagram) = edited {
            self.set(diagram);
        }
    }
}

/// One game's editing tools: a palette beside the board it edits.
trait Palette {
    type Diagram: Clone;
    /// How wide the palette may grow.
    const PALETTE_WIDTH: f32;

    /// The palette's controls; returns the diagram if they changed it.
    fn palette(&mut self, ui: &mut Ui, d: &Self::Diagram) -> Option<Self::Diagram>;

    /// The board, with the cells of the current problems (`marked`) outlined; returns the
    /// diagram if a click changed it.
    fn canvas(
        &mut self,
        ui: &mut Ui,
        d: &Self::Diagram,
        marked: &[String],
    ) -> Option<Self::Diagram>;

    /// An edited diagram in the game's own order (Stratego sorts its pieces).
    fn tidy(d: Self::Diagram) -> Self::Diagram {
        d
    }

    /// The palette, then the board it edits; returns the edited diagram.
    fn ui(&mut self, ui: &mut Ui, d: &Self::Diagram, marked: &[String]) -> Option<Self::Diagram> {
        let mut edited = None;
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_max_width(Self::PALETTE_WIDTH);
                edited = self.palette(ui, d);
            });
            ui.separator();
            if let Some(e) = self.canvas(ui, edited.as_ref().unwrap_or(d), marked) {
                edited = Some(e);
            }
        });
        edited.map(Self::tidy)
    }
}

/// The board to edit: clicked (and right-clicked) by the person, named for screen readers.
/// At most `size`, and no taller than the window shows below the controls above it (the
/// editor scrolls, and a board cut off at the bottom cannot be edited there).
fn canvas(ui: &mut Ui, size: egui::Vec2) -> (egui::Rect, egui::Response) {
    let visible = (ui.clip_rect().bottom() - ui.cursor().top() - 8.0).max(200.0);
    let size = size * (visible / size.y).min(1.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    // An id of its own: the palette beside it grows and shrinks, and the board keeps focus.
    let response = ui.interact(rect, egui::Id::unique("board to edit"), egui::Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Board to edit"));
    (rect, response)
}

/// Keyboard use of the focused board: the arrows move the cursor cell (right, up), Enter or
/// Space place there (egui reports them as a click), Delete or Backspace remove there as a
/// right-click does. Returns the cursor's move and whether to remove.
fn board_keys(ui: &Ui, response: &egui::Response) -> (i16, i16, bool) {
    if !response.has_focus() {
        return (0, 0, false);
    }
    let arrows =
        egui::EventFilter { horizontal_arrows: true, vertical_arrows: true, ..Default::default() };
    ui.memory_mut(|m| m.set_focus_lock_filter(response.id, arrows));
    ui.input(|i| {
        let pressed = |k| i16::from(i.key_pressed(k));
        let dx = pressed(egui::Key::ArrowRight) - pressed(egui::Key::ArrowLeft);
        let dy = pressed(egui::Key::ArrowUp) - pressed(egui::Key::ArrowDown);
        (dx, dy, i.key_pressed(egui::Key::Delete) || i.key_pressed(egui::Key::Backspace))
    })
}

/// A cursor coordinate moved by `d`, kept within `0..n`.
fn step(v: u8, d: i16, n: u8) -> u8 {
    (i16::from(v) + d).clamp(0, i16::from(n.max(1)) - 1) as u8
}

/// What the person did on the board: a click (or Enter) places, a right-click (or Delete)
/// removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Act {
    Place,
    Remove,
}

/// This frame's act and where: the pointer's point, or the cursor's for the keyboard.
fn act(response: &egui::Response, remove_key: bool, cursor: Pos2) -> Option<(Act, Pos2)> {
    let at = response.interact_pointer_pos().unwrap_or(cursor);
    if response.clicked() || response.secondary_clicked() {
        // The keyboard goes on from where the pointer acted.
        response.request_focus();
    }
    if response.secondary_clicked() {
        Some((Act::Remove, at))
    } else if response.clicked() {
        Some((Act::Place, at))
    } else {
        remove_key.then_some((Act::Remove, cursor))
    }
}

/// A square board's keyboard cursor (drawn while the board has focus) and this frame's act,
/// with its cell (file, rank); the cursor follows the cell acted on.
fn square_act(
    ui: &Ui,
    response: &egui::Response,
    layout: &SquareLayout,
    (files, ranks): (u8, u8),
    cursor: &mut (u8, u8),
) -> Option<(Act, (u8, u8))> {
    let (dx, dy, remove) = board_keys(ui, response);
    *cursor = (step(cursor.0, dx, files), step(cursor.1, dy, ranks));
    if response.has_focus() {
        let r = layout.rect(cursor.0, cursor.1).shrink(4.0);
        let stroke = egui::Stroke::new(2.0, theme::FOCUS);
        ui.painter().rect_stroke(r, 2.0, stroke, egui::StrokeKind::Inside);
    }
    let (act, at) = act(response, remove, layout.centre(cursor.0, cursor.1))?;
    let cell = layout.cell_at(at)?;
    *cursor = cell;
    Some((act, cell))
}

impl StrataApp {
    /// Whether the position editor covers the board (the computer waits meanwhile).
    pub(super) fn editing(&self) -> bool {
        self.screen.editor().is_some()
    }

    /// Opens the editor on the position on screen (the game's start if `start`).
    pub(super) fn edit_position(&mut self, start: bool) {
        let Some(g) = self.screen.game() else { return };
        let game = g.session.setup().id();
        let start_diagram = match g.session.start_position() {
            Some(text) => Diagram::read(game, text).ok(),
            None => g.session.setup().start().ok().and_then(|p| Diagram::of(p.as_ref())),
        };
        let on_screen = Diagram::of(g.session.position());
        if on_screen.is_none() && !start {
            self.message = Some(Note::info(
                "A reinforcement is owed here, which a diagram cannot show: the editor opens on \
                 the start position.",
            ));
        }
        let current = match on_screen {
            Some(d) if !start => d,
            _ => match &start_diagram {
                Some(d) => d.clone(),
                None => return,
            },
        };
        let seats = g.session.seats().to_vec();
        // The computer does not move while the position is edited.
        self.ai.cancel();
        self.screen.edit(Editor::new(current, start_diagram, seats));
    }

    /// The editor in the central area; the game behind it is untouched until "Play from here".
    pub(super) fn editor_ui(&mut self, ui: &mut Ui) {
        let Some(editor) = self.screen.editor_mut() else { return };
        editor.keys(ui);
        egui::ScrollArea::vertical().auto_shrink([false; 2]).show(ui, |ui| {
            editor.header(ui, &mut self.commands);
            editor.text_section(ui);
            ui.separator();
            editor.board(ui);
        });
    }

    /// Starts a game at the edited position with the same seats.
    pub(super) fn play_from_editor(&mut self) {
        let Some(editor) = self.screen.editor() else { return };
        let (game, text) = (editor.diagram.game(), editor.diagram.text());
        match Session::from_position(game, &text, editor.seats.clone()) {
            Ok(session) => {
                self.open(session);
                self.message = Some(Note::info("A new game from the edited position."));
            }
            Err(e) => self.message = Some(Note::info(e.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_stays_on_the_board() {
        assert_eq!(step(0, -1, 10), 0);
        assert_eq!(step(9, 1, 10), 9);
        assert_eq!(step(4, 1, 10), 5);
        assert_eq!(step(0, 1, 0), 0, "an empty board keeps the cursor at 0");
    }

    #[test]
    fn an_empty_board_keeps_the_board_options() {
        use strata_core::Player;
        let mut s5 = s5::Strata5::new(10).to_diagram();
        s5.supply = 3;
        let Diagram::Strata5(e) = Diagram::Strata5(s5).emptied() else { panic!() };
        assert_eq!((e.size, e.supply, e.pawns.len(), e.blocks.len()), (10, 28, 0, 4));

        let setup = sm::Setup { size: 6, players: 3, first: Player(1) };
        let mut sm = sm::Stratum::from_setup(&setup).unwrap().to_diagram();
        sm.pieces.push(sm::PieceAt { bar: "A1-A4".parse().unwrap(), owner: Player(0), level: 1 });
        let Diagram::Stratum(e) = Diagram::Stratum(sm).emptied() else { panic!() };
        assert_eq!((e.size, e.players, e.pieces_left, e.pieces.len()), (6, 3, vec![12; 3], 0));

        let mut s7 = s7::Strata7::from_setup(&Default::default()).unwrap().to_diagram();
        s7.cells[44] = s7::CellKind::Obstacle;
        s7.scores = [2, 1];
        let cells = s7.cells;
        let Diagram::Strata7(e) = Diagram::Strata7(s7).emptied() else { panic!() };
        assert_eq!((e.cells, e.pawns.len(), e.scores), (cells, 0, [0, 0]));

        let mut sg: sg::Diagram = "Fa1,2b1 2i10,Fj10 b -/- 7 3".parse().unwrap();
        sg.rules.more_squares = true;
        let rules = sg.rules;
        let Diagram::Stratego(e) = Diagram::Stratego(sg).emptied() else { panic!() };
        assert_eq!((e.rules, e.pieces.len(), e.quiet_moves), (rules, 0, 0));
        assert_eq!(e.to_string(), "- - r -/- 0 3 more-squares");
    }
}
