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
pub(crate) mod strata5;
pub(crate) mod strata7;
pub(crate) mod stratego;
pub(crate) mod stratum;

use egui::{Button, Pos2, RichText, TextEdit, Ui};
use strata_core::save::Seat;
use strata_core::session::Session;
use strata_core::{AnyGame, Diagrammed, Game, GameId, Player};

use crate::command::Command;
use crate::views::squares::SquareLayout;
use crate::{t, theme};
use history::History;

/// The position editor of the game on screen, whatever the game (the screen's one type for
/// it): [`Editor`] over that game's [`Palette`].
pub(crate) trait PositionEditor: std::fmt::Debug {
    /// The header, the position text and the board; buttons push their commands to `out`.
    fn ui(&mut self, ui: &mut Ui, out: &mut Vec<Command>);
    fn game(&self) -> GameId;
    /// The edited position's text (which may break the rules).
    fn text(&self) -> String;
    /// The seats the game had, for "Play from here".
    fn seats(&self) -> &[Seat];
    /// The screen point of a cell of the canvas (by its name in the notation), for tests.
    fn locate(&self, target: &str) -> Option<Pos2>;
}

/// The editor of the session's game (its row of `crate::games`), at the position shown, or at
/// the game's start when `start` or when the position shown has no diagram (a Strata 7
/// reinforcement is owed; `fell_back` then says so). `None` without any diagram.
pub(super) fn open(session: &Session, start: bool) -> Opened {
    (crate::games::of(session.setup().id()).editor)(session, start)
}

pub(crate) struct Opened {
    pub editor: Option<Box<dyn PositionEditor>>,
    /// The position shown has no diagram, so the editor opened on the start instead.
    pub fell_back: bool,
}

/// A game's diagram, possibly against the rules.
type DiagramOf<T> = <<T as Palette>::Game as Diagrammed>::Diagram;
type ProblemOf<T> = <<T as Palette>::Game as Diagrammed>::Problem;

/// What the engine says of a diagram: the game it gives, or its problems and the cells (by
/// their names in the notation) those problems concern.
struct Checked {
    game: Result<Box<dyn AnyGame>, Vec<String>>,
    marked: Vec<String>,
}

impl Checked {
    /// Validates with the game's engine.
    fn of<T: Palette>(diagram: &DiagramOf<T>) -> Checked {
        match T::Game::from_diagram(diagram) {
            Ok(game) => Checked { game: Ok(Box::new(game)), marked: Vec::new() },
            Err(problems) => Checked {
                marked: problems.iter().flat_map(T::problem_cells).collect(),
                game: Err(problems.iter().map(ToString::to_string).collect()),
            },
        }
    }
}

/// The diagram of a position of `T`'s game (`None` while it has none: a Strata 7
/// reinforcement is owed).
fn diagram_of<T: Palette>(position: &dyn AnyGame) -> Option<DiagramOf<T>> {
    let game = position.as_any().downcast_ref::<T::Game>()?;
    game.editable().then(|| game.to_diagram())
}

/// The position being edited with one game's tools, and what the engine says of it.
struct Editor<T: Palette> {
    diagram: DiagramOf<T>,
    history: History<DiagramOf<T>>,
    checked: Checked,
    /// The position text field: the diagram's text, or what is being typed to paste.
    text: String,
    /// Why the pasted text was not applied.
    paste_problem: Option<String>,
    /// Where the editor was opened, and the game's start: the "Start from" choices.
    current: DiagramOf<T>,
    start: Option<DiagramOf<T>>,
    tools: T,
    /// The seats the game had, for "Play from here".
    seats: Vec<Seat>,
}

impl<T: Palette> std::fmt::Debug for Editor<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Editor").field("diagram", &self.diagram).finish()
    }
}

impl<T: Palette> PositionEditor for Editor<T> {
    fn ui(&mut self, ui: &mut Ui, out: &mut Vec<Command>) {
        self.keys(ui);
        egui::ScrollArea::vertical().auto_shrink([false; 2]).show(ui, |ui| {
            self.header(ui, out);
            self.text_section(ui);
            ui.separator();
            self.board(ui);
        });
    }

    fn game(&self) -> GameId {
        <T::Game as Game>::ID
    }

    fn text(&self) -> String {
        self.diagram.to_string()
    }

    fn seats(&self) -> &[Seat] {
        &self.seats
    }

    fn locate(&self, target: &str) -> Option<Pos2> {
        self.tools.locate(target)
    }
}

impl<T: Palette> Editor<T> {
    fn open(session: &Session, start: bool) -> Opened {
        let start_diagram = match session.start_position() {
            Some(text) => text.trim().parse().ok(),
            None => session.setup().start().ok().and_then(|p| diagram_of::<T>(p.as_ref())),
        };
        let on_screen = diagram_of::<T>(session.position());
        let fell_back = on_screen.is_none() && !start;
        let current = match on_screen {
            Some(d) if !start => Some(d),
            _ => start_diagram.clone(),
        };
        let editor = current.map(|current| {
            Box::new(Editor::<T> {
                checked: Checked::of::<T>(&current),
                text: current.to_string(),
                diagram: current.clone(),
                history: History::default(),
                paste_problem: None,
                current,
                start: start_diagram,
                tools: T::default(),
                seats: session.seats().to_vec(),
            }) as Box<dyn PositionEditor>
        });
        Opened { editor, fell_back }
    }

    /// Replaces the diagram (an edit): remembered for undo, checked once.
    fn set(&mut self, diagram: DiagramOf<T>) {
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
        self.checked = Checked::of::<T>(&self.diagram);
        self.text = self.diagram.to_string();
        self.paste_problem = None;
    }

    /// Applies the text field if it reads (the diagram may still be invalid), else says why.
    fn paste(&mut self) {
        let text = self.text.trim();
        match text.parse::<DiagramOf<T>>() {
            Ok(diagram) => self.set(diagram),
            Err(e) => self.paste_problem = Some(paste_problem(<T::Game as Game>::ID, text, e)),
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
        ui.heading(t!("editor-heading", game = crate::words::game_title(self.game())));
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("editor-start-from"));
            if ui.button(t!("editor-current-position")).clicked() {
                self.set(self.current.clone());
            }
            if let Some(start) = &self.start
                && ui.button(t!("editor-start-position")).clicked()
            {
                self.set(start.clone());
            }
            if ui.button(t!("editor-empty-board")).clicked() {
                self.set(T::emptied(&self.diagram));
            }
            ui.separator();
            if ui.add_enabled(self.history.can_undo(), Button::new(t!("editor-undo"))).clicked() {
                self.undo();
            }
            if ui.add_enabled(self.history.can_redo(), Button::new(t!("editor-redo"))).clicked() {
                self.redo();
            }
            ui.separator();
            let valid = self.checked.game.is_ok();
            if ui.add_enabled(valid, Button::new(t!("editor-play-from-here"))).clicked() {
                out.push(Command::PlayFromEditor);
            }
            if ui.button(t!("editor-back")).clicked() {
                out.push(Command::CloseEditor);
            }
        });
        match &self.checked.game {
            Ok(position) => {
                let to_move = position
                    .to_move()
                    .map(|p| theme::display_name(position.player_names()[p.index()]));
                let text = match to_move {
                    Some(name) => t!("editor-valid-to-move", player = name),
                    None => t!("editor-valid"),
                };
                ui.colored_label(theme::GOOD, text);
            }
            Err(problems) => {
                ui.colored_label(theme::BAD, t!("editor-not-valid"));
                for problem in problems {
                    let problem = crate::words::explain_problem(problem);
                    ui.colored_label(theme::BAD, format!("• {problem}"));
                }
            }
        }
    }

    fn text_section(&mut self, ui: &mut Ui) {
        egui::CollapsingHeader::new(t!("editor-position-text")).default_open(false).show(
            ui,
            |ui| {
                let field = TextEdit::singleline(&mut self.text)
                    .font(egui::TextStyle::Monospace)
                    .desired_width(f32::INFINITY)
                    .hint_text(t!("editor-position-hint"));
                let label = ui.label(RichText::new(t!("editor-position")).strong());
                let response = ui.add(field).labelled_by(label.id);
                // Enter applies the text, as Paste does.
                if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                    self.paste();
                }
                ui.horizontal(|ui| {
                    if ui.button(t!("editor-copy")).clicked() {
                        ui.ctx().copy_text(self.diagram.to_string());
                    }
                    if ui
                        .button(t!("editor-paste"))
                        .on_hover_text(t!("editor-paste-about"))
                        .clicked()
                    {
                        self.paste();
                    }
                });
            },
        );
        // Outside the section, so that a paste with the section folded still says what is
        // wrong.
        if let Some(problem) = &self.paste_problem {
            ui.colored_label(theme::BAD, problem);
        }
    }

    /// The palette, then the canvas; either may change the diagram.
    fn board(&mut self, ui: &mut Ui) {
        if let Some(diagram) = self.tools.ui(ui, &self.diagram, &self.checked.marked) {
            self.set(diagram);
        }
    }
}

/// One game's editing tools: a palette beside the board it edits, and what the editor needs
/// to know of the game besides its engine.
trait Palette: Default + 'static {
    type Game: Diagrammed + AnyGame;
    /// How wide the palette may grow.
    const PALETTE_WIDTH: f32;

    /// The cells (by their names in the notation) a problem concerns.
    fn problem_cells(problem: &ProblemOf<Self>) -> Vec<String>;

    /// The same board with nothing on it: no pieces, pawns or bars (Strata 5: its starting
    /// blocks, every pawn in reserve), nothing scored, the first player to move. Board size,
    /// players, the Strata 7 board and the Stratego rule options stay.
    fn emptied(d: &DiagramOf<Self>) -> DiagramOf<Self>;

    /// The screen point of a cell of the board drawn last (by its name in the notation).
    fn locate(&self, target: &str) -> Option<Pos2>;

    /// The palette's controls; returns the diagram if they changed it.
    fn palette(&mut self, ui: &mut Ui, d: &DiagramOf<Self>) -> Option<DiagramOf<Self>>;

    /// The board, with the cells of the current problems (`marked`) outlined; returns the
    /// diagram if a click changed it.
    fn canvas(
        &mut self,
        ui: &mut Ui,
        d: &DiagramOf<Self>,
        marked: &[String],
    ) -> Option<DiagramOf<Self>>;

    /// An edited diagram in the game's own order (Stratego sorts its pieces).
    fn tidy(d: DiagramOf<Self>) -> DiagramOf<Self> {
        d
    }

    /// The palette, then the board it edits; returns the edited diagram.
    fn ui(
        &mut self,
        ui: &mut Ui,
        d: &DiagramOf<Self>,
        marked: &[String],
    ) -> Option<DiagramOf<Self>> {
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

/// A player's name as the app shows it ("Red", "Dark brown").
fn player_name<G: Game>(p: Player) -> String {
    theme::display_name(G::player_name(p))
}

/// The choice of whose turn it is, among the first `players` players.
fn to_move_choice<G: Game>(ui: &mut Ui, players: u8, to_move: &mut Player) {
    ui.horizontal_wrapped(|ui| {
        for p in (0..players).map(Player) {
            let name = t!("editor-to-move", player = player_name::<G>(p));
            if ui.selectable_label(*to_move == p, name).clicked() {
                *to_move = p;
            }
        }
    });
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
    let name = t!("editor-board");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &name));
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

/// What the status line says when the editor opened on the start instead of the position
/// on screen (a text in the window's language when it is shown: `Note::info(FELL_BACK)`).
pub(super) const FELL_BACK: FellBack = FellBack;

/// [`FELL_BACK`]'s words, looked up when they become a `String`.
#[derive(Clone, Copy, Debug)]
pub(super) struct FellBack;

impl From<FellBack> for String {
    fn from(_: FellBack) -> String {
        t!("editor-fell-back")
    }
}

/// A new game at the edited position, with the same seats ("Play from here").
pub(super) fn edited_game(editor: &dyn PositionEditor) -> Result<Session, String> {
    Session::from_position(editor.game(), &editor.text(), editor.seats().to_vec())
        .map_err(|e| e.to_string())
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
        use strata_core::games::{strata5 as s5, strata7 as s7, stratego as sg, stratum as sm};
        let mut s5 = s5::Strata5::new(10).to_diagram();
        s5.supply = 3;
        let e = strata5::Tools::emptied(&s5);
        assert_eq!((e.size, e.supply, e.pawns.len(), e.blocks.len()), (10, 28, 0, 4));

        let setup = sm::Setup { size: 6, players: 3, first: Player(1) };
        let mut sm = sm::Stratum::from_setup(&setup).unwrap().to_diagram();
        sm.pieces.push(sm::PieceAt { bar: "A1-A4".parse().unwrap(), owner: Player(0), level: 1 });
        let e = stratum::Tools::emptied(&sm);
        assert_eq!((e.size, e.players, e.pieces_left, e.pieces.len()), (6, 3, vec![12; 3], 0));

        let mut s7 = s7::Strata7::from_setup(&Default::default()).unwrap().to_diagram();
        s7.cells[44] = s7::CellKind::Obstacle;
        s7.scores = [2, 1];
        let cells = s7.cells;
        let e = strata7::Tools::emptied(&s7);
        assert_eq!((e.cells, e.pawns.len(), e.scores), (cells, 0, [0, 0]));

        let mut sg: sg::Diagram = "Fa1,2b1 2i10,Fj10 b -/- 7 3".parse().unwrap();
        sg.rules.more_squares = true;
        let rules = sg.rules;
        let e = stratego::Tools::emptied(&sg);
        assert_eq!((e.rules, e.pieces.len(), e.quiet_moves), (rules, 0, 0));
        assert_eq!(e.to_string(), "- - r -/- 0 3 more-squares");
    }
}

/// Why pasted text is not a position of `game`, in a player's words: another game's position
/// is named as such (the text's shape tells the game), else the parser's reason.
fn paste_problem(game: GameId, text: &str, error: impl std::fmt::Display) -> String {
    let other = GameId::ALL
        .into_iter()
        .filter(|&id| id != game)
        .find(|&id| strata_core::games::position_from_text(id, text).is_ok());
    match other {
        Some(id) => t!(
            "editor-other-game",
            other = crate::words::game_title(id),
            game = crate::words::game_title(game)
        ),
        None => {
            let error = crate::words::explain_unreadable(&error.to_string());
            t!("editor-not-a-position", game = crate::words::game_title(game), error = error)
        }
    }
}

#[cfg(test)]
mod paste_tests {
    use super::paste_problem;
    use strata_core::GameId;

    #[test]
    fn another_games_position_is_named_as_such() {
        let stratum = strata_core::GameSetup::from_options(GameId::Stratum, &Default::default())
            .unwrap()
            .start()
            .unwrap()
            .position_text();
        let said = paste_problem(GameId::Strata7, &stratum, "bad");
        assert!(said.starts_with("This is a Stratum position, not a Strata 7 one."), "{said}");
        let said = paste_problem(GameId::Strata7, "nonsense", "no rows");
        assert_eq!(said, "This is not a Strata 7 position: no rows.");
    }
}
