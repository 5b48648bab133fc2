//! The Strata 7 editor: pawns and stacks (place, move by click-click, right-click removes),
//! the kind of every cell of the 10×10 square (a custom board: plain, obstacle, objective of
//! 1, 2 or 3 points, which belongs to the camp of its rank, or off the board), the scores and
//! captures, whose turn.

use egui::{Align2, Color32, DragValue, FontId, Pos2, Stroke, StrokeKind, Ui, vec2};
use strata_core::Player;
use strata_core::games::strata7::layout::{CELLS, FILES, camp_of_rank};
use strata_core::games::strata7::{
    BORDEAUX, CellKind, Diagram, PawnAt, PositionError, Square, Strata7, WHITE,
};

use super::Act;
use crate::t;
use crate::theme::{self, INK, player_look, shade};
use crate::views::squares::SquareLayout;

/// A plain cell (the play view's paper).
const PAPER: Color32 = Color32::from_rgb(0xFA, 0xF7, 0xEE);

/// What a click on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    Pawn(Player),
    /// A stack of two formed on the enemy objective clicked (S7-O2).
    Stack(Player),
    /// Click a pawn, then the cell it goes to.
    Move,
    Cell(CellKind),
}

impl Tool {
    const ALL: [Tool; 11] = [
        Tool::Pawn(WHITE),
        Tool::Pawn(BORDEAUX),
        Tool::Stack(WHITE),
        Tool::Stack(BORDEAUX),
        Tool::Move,
        Tool::Cell(CellKind::Empty),
        Tool::Cell(CellKind::Obstacle),
        Tool::Cell(CellKind::Objective(1)),
        Tool::Cell(CellKind::Objective(2)),
        Tool::Cell(CellKind::Objective(3)),
        Tool::Cell(CellKind::Off),
    ];

    fn label(self) -> String {
        match self {
            Tool::Pawn(p) => t!("editor-pawn-of", player = super::player_name::<Strata7>(p)),
            Tool::Stack(p) => t!("editor-s7-stack-of", player = super::player_name::<Strata7>(p)),
            Tool::Move => t!("editor-s7-move"),
            Tool::Cell(CellKind::Obstacle) => t!("editor-s7-obstacle"),
            Tool::Cell(CellKind::Objective(n)) => t!("editor-s7-objective", points = n),
            Tool::Cell(CellKind::Off) => t!("editor-s7-off"),
            Tool::Cell(_) => t!("editor-s7-plain"),
        }
    }
}

/// The 0-based cell index of a square in the 10×10 square.
fn cell_of(file: u8, rank: u8) -> usize {
    usize::from(rank) * FILES + usize::from(file)
}

/// What a click with `tool` on `square` makes of the diagram; `moving` is the pawn picked up
/// by the Move tool, if any (updated).
fn apply(d: &Diagram, tool: Tool, square: Square, moving: &mut Option<Square>) -> Diagram {
    let mut out = d.clone();
    let at = out.pawns.iter().position(|p| p.square == square);
    match tool {
        Tool::Pawn(owner) | Tool::Stack(owner) => {
            let stack = matches!(tool, Tool::Stack(_)).then_some(square);
            let pawn = PawnAt { owner, square, stack };
            match at {
                // The same pawn again takes it off.
                Some(i) if out.pawns[i] == pawn => {
                    out.pawns.remove(i);
                }
                Some(i) => out.pawns[i] = pawn,
                None => out.pawns.push(pawn),
            }
        }
        Tool::Move => match (moving.take(), at) {
            (None, Some(_)) => *moving = Some(square),
            (Some(from), None) => {
                if let Some(p) = out.pawns.iter_mut().find(|p| p.square == from) {
                    p.square = square;
                }
            }
            // Another pawn: pick that one up instead.
            (Some(from), Some(_)) if from != square => *moving = Some(square),
            _ => {}
        },
        Tool::Cell(kind) => {
            if let Some(c) = square.cell() {
                out.cells[c] = kind;
            }
        }
    }
    out
}

/// The editor of a game of this kind (its row of `crate::games`).
pub(crate) fn open(session: &strata_core::session::Session, start: bool) -> super::Opened {
    super::Editor::<Tools>::open(session, start)
}

pub struct Tools {
    tool: Tool,
    moving: Option<Square>,
    /// The keyboard's cell (file, rank).
    cursor: (u8, u8),
    layout: Option<SquareLayout>,
}

impl Default for Tools {
    fn default() -> Self {
        Tools { tool: Tool::Pawn(WHITE), moving: None, cursor: (0, 0), layout: None }
    }
}

impl super::Palette for Tools {
    type Game = Strata7;
    const PALETTE_WIDTH: f32 = 260.0;

    /// The cell a problem concerns, if it is one.
    fn problem_cells(problem: &PositionError) -> Vec<String> {
        use PositionError as E;
        match problem {
            E::ObjectivePoints { square, .. }
            | E::StackObjective { square, .. }
            | E::PawnOffBoard(square)
            | E::PawnOnObstacle(square)
            | E::PawnOnOwnObjective(square)
            | E::TwoPawns(square)
            | E::StackOnObjective(square)
            | E::Capturable(square) => vec![square.to_string()],
            _ => Vec::new(),
        }
    }

    fn emptied(d: &Diagram) -> Diagram {
        Diagram {
            pawns: Vec::new(),
            scores: [0; 2],
            captures: [0; 2],
            held: [0; 2],
            to_move: WHITE,
            quiet_moves: 0,
            ..d.clone()
        }
    }

    fn locate(&self, target: &str) -> Option<Pos2> {
        let (file, rank) = target.parse::<Square>().ok()?.coords();
        let layout = self.layout?;
        (usize::from(file) < FILES && cell_of(file, rank) < CELLS)
            .then(|| layout.centre(file, rank))
    }

    fn palette(&mut self, ui: &mut Ui, d: &Diagram) -> Option<Diagram> {
        let mut out = d.clone();
        ui.label(t!("editor-click-with"));
        for tool in Tool::ALL {
            let mut button = ui.selectable_label(self.tool == tool, tool.label());
            if let Tool::Stack(_) = tool {
                button = button.on_hover_text(t!("editor-s7-stack-about"));
            }
            if button.clicked() {
                self.tool = tool;
                self.moving = None;
            }
        }
        ui.label(t!("editor-s7-right-click"));
        ui.separator();
        super::to_move_choice::<Strata7>(ui, 2, &mut out.to_move);
        for side in [WHITE, BORDEAUX] {
            let (i, name) = (side.index(), super::player_name::<Strata7>(side));
            let other = super::player_name::<Strata7>(Player(1 - side.0));
            let points = t!("editor-s7-points", player = name.clone());
            number(ui, &points, &mut out.scores[i], 99);
            let captured = t!("editor-s7-captured-by", player = name.clone());
            number(ui, &captured, &mut out.captures[i], 20);
            let held = t!("editor-s7-held-by", player = name, other = other);
            number(ui, &held, &mut out.held[i], 20);
        }
        ui.horizontal(|ui| {
            let label = ui.label(t!("editor-s7-quiet"));
            ui.add(
                DragValue::new(&mut out.quiet_moves).range(0..=999).clamp_existing_to_range(false),
            )
            .labelled_by(label.id);
        });
        (out != *d).then_some(out)
    }

    fn canvas(&mut self, ui: &mut Ui, d: &Diagram, marked: &[String]) -> Option<Diagram> {
        let side = ui.available_width().clamp(200.0, 560.0);
        let (rect, response) = super::canvas(ui, vec2(side, side));
        let layout = SquareLayout::fit(rect, 10, 10, 0.5, false);
        self.layout = Some(layout);
        let painter = ui.painter_at(rect);
        let text = ui.visuals().text_color();
        let s = layout.cell_size();
        for rank in 0..10u8 {
            for file in 0..10u8 {
                let r = layout.rect(file, rank);
                let kind = d.cells[cell_of(file, rank)];
                let camp = camp_of_rank(usize::from(rank));
                let fill = match kind {
                    CellKind::Off => Color32::TRANSPARENT,
                    CellKind::Obstacle => Color32::from_gray(0x55),
                    CellKind::Objective(_) => {
                        shade(player_look(strata_core::GameId::Strata7, camp).fill, -0.15)
                    }
                    _ => PAPER,
                };
                let grid = if kind == CellKind::Off {
                    Stroke::new(1.0, Color32::from_gray(0x99))
                } else {
                    Stroke::new(1.0, INK)
                };
                painter.rect(r.shrink(0.5), 0.0, fill, grid, StrokeKind::Inside);
                if let CellKind::Objective(n) = kind {
                    let colour = player_look(strata_core::GameId::Strata7, camp).outline;
                    painter.text(
                        r.left_top() + vec2(s * 0.08, s * 0.02),
                        Align2::LEFT_TOP,
                        n.to_string(),
                        FontId::proportional(s * 0.3),
                        colour,
                    );
                }
            }
        }
        layout.paint_coordinates(&painter, text);
        for p in &d.pawns {
            let (file, rank) = p.square.coords();
            if p.square.cell().is_none() {
                continue;
            }
            let c = layout.centre(file, rank);
            let look = player_look(strata_core::GameId::Strata7, p.owner);
            let stroke = Stroke::new(1.5, INK);
            look.mark.paint(&painter, c, s * 0.34, look.fill, stroke);
            if p.stack.is_some() {
                painter.circle_stroke(c, s * 0.22, Stroke::new(1.5, look.outline));
                painter.text(
                    c,
                    Align2::CENTER_CENTER,
                    "2",
                    FontId::proportional(s * 0.26),
                    look.outline,
                );
            }
        }
        for name in marked {
            if let Ok(sq) = name.parse::<Square>()
                && sq.cell().is_some()
            {
                let (file, rank) = sq.coords();
                layout.mark_problem(&painter, file, rank);
            }
        }
        if let Some(sq) = self.moving {
            let (file, rank) = sq.coords();
            painter.rect_stroke(
                layout.rect(file, rank),
                2.0,
                Stroke::new(3.0, theme::FOCUS),
                StrokeKind::Inside,
            );
        }
        let (act, (file, rank)) =
            super::square_act(ui, &response, &layout, (10, 10), &mut self.cursor)?;
        let square = Square::new(file, rank)?;
        if act == Act::Remove {
            let i = d.pawns.iter().position(|p| p.square == square)?;
            let mut out = d.clone();
            out.pawns.remove(i);
            self.moving = None;
            return Some(out);
        }
        let out = apply(d, self.tool, square, &mut self.moving);
        (out != *d).then_some(out)
    }
}

/// A labelled number field.
fn number(ui: &mut Ui, label: &str, value: &mut u8, max: u8) {
    ui.horizontal(|ui| {
        let label = ui.label(label);
        ui.add(DragValue::new(value).range(0..=max).clamp_existing_to_range(false))
            .labelled_by(label.id);
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::Diagrammed;
    use strata_core::games::strata7::Strata7;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn start() -> Diagram {
        Strata7::from_setup(&Default::default()).unwrap().to_diagram()
    }

    #[test]
    fn the_move_tool_picks_up_then_puts_down() {
        let d = start();
        let mut moving = None;
        let same = apply(&d, Tool::Move, sq("e5"), &mut moving);
        assert_eq!((same == d, moving), (true, None), "an empty cell picks up nothing");
        let same = apply(&d, Tool::Move, sq("b3"), &mut moving);
        assert_eq!((same == d, moving), (true, Some(sq("b3"))));
        let moved = apply(&d, Tool::Move, sq("e5"), &mut moving);
        assert_eq!(moving, None);
        assert!(moved.pawns.iter().any(|p| p.square == sq("e5") && p.owner == WHITE));
        assert!(!moved.pawns.iter().any(|p| p.square == sq("b3")));
    }

    #[test]
    fn a_pawn_tool_places_replaces_and_takes_off() {
        let d = start();
        let mut moving = None;
        let placed = apply(&d, Tool::Pawn(BORDEAUX), sq("e5"), &mut moving);
        assert_eq!(placed.pawns.len(), d.pawns.len() + 1);
        let replaced = apply(&placed, Tool::Pawn(WHITE), sq("e5"), &mut moving);
        assert_eq!(replaced.pawns.len(), placed.pawns.len());
        let off = apply(&replaced, Tool::Pawn(WHITE), sq("e5"), &mut moving);
        assert_eq!(off, d);
        let obstacle = apply(&d, Tool::Cell(CellKind::Obstacle), sq("e5"), &mut moving);
        assert_eq!(obstacle.cells[cell_of(4, 4)], CellKind::Obstacle);
    }

    #[test]
    fn problems_name_their_cell() {
        let mut moving = None;
        let d = apply(&start(), Tool::Pawn(WHITE), sq("e7"), &mut moving);
        let marked = super::super::Checked::of::<Tools>(&d).marked;
        assert_eq!(marked, ["e7"], "e7 is an obstacle");
    }
}
