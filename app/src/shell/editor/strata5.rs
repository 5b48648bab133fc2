//! The Strata 5 editor, drawn from above: each column shows its height (tinted by level, with
//! the number) and the pawn on top; a pawn under a block (trapped, S5-P7) shows as a small
//! ring in the corner. Blocks go on top of a 2×2 area or at a chosen level; pawns go on top
//! of a column, taken from their owner's reserve (and back to it when removed); right-click
//! takes the top thing off a column. The palette sets the board size, reserves, the blocks in
//! the supply, whose turn and the phase of the turn.

use egui::{Align2, Color32, ComboBox, DragValue, FontId, Pos2, Stroke, StrokeKind, Ui, vec2};
use strata_core::Diagrammed;
use strata_core::Player;
use strata_core::games::strata5::{
    BLACK, BLOCKS, Block, BoardPawn, Diagram, MAX_SIZE, MIN_SIZE, PositionError, RED, Square,
    Strata5, TOP_LEVEL, TurnPhase,
};

use super::Act;
use crate::t;
use crate::theme::{self, INK, level_tint, player_look};

const PAPER: Color32 = Color32::from_rgb(0xFA, 0xF7, 0xEE);

/// The four columns a block anchored at `a` covers (S5-G3).
fn columns(a: Square) -> [Square; 4] {
    [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(f, r)| Square::new(a.file + f, a.rank + r))
}

/// The highest level filled in a column (0: the bare table).
fn height(d: &Diagram, sq: Square) -> u8 {
    let blocks = d.blocks.iter().filter(|b| columns(b.anchor).contains(&sq)).map(|b| b.level);
    let pawns = d.pawns.iter().filter(|p| p.square == sq).map(|p| p.on + 1);
    blocks.chain(pawns).max().unwrap_or(0)
}

/// The highest block level in a column.
fn block_height(d: &Diagram, sq: Square) -> u8 {
    let blocks = d.blocks.iter().filter(|b| columns(b.anchor).contains(&sq));
    blocks.map(|b| b.level).max().unwrap_or(0)
}

/// Where a block goes: at `level`, or on top of the four columns.
fn add_block(d: &mut Diagram, anchor: Square, level: Option<u8>) {
    let top = columns(anchor).iter().map(|&sq| height(d, sq)).max().unwrap_or(0);
    d.blocks.push(Block { anchor, level: level.unwrap_or(top + 1) });
    d.supply = d.supply.saturating_sub(1);
}

/// A pawn on top of the column, taken from its owner's reserve if it is there.
fn add_pawn(d: &mut Diagram, square: Square, owner: Player, number: u8) {
    let reserve = &mut d.reserves[owner.index().min(1)];
    if let Some(i) = reserve.iter().position(|&n| n == number) {
        reserve.remove(i);
    }
    d.pawns.push(BoardPawn { owner, number, square, on: height(d, square) });
}

/// Takes the top thing off a column: a pawn goes back to its reserve, a block to the supply.
fn remove_top(d: &mut Diagram, square: Square) -> bool {
    let top = height(d, square);
    if top == 0 {
        return false;
    }
    if let Some(i) = d.pawns.iter().position(|p| p.square == square && p.on + 1 == top) {
        let p = d.pawns.remove(i);
        let reserve = &mut d.reserves[p.owner.index().min(1)];
        reserve.push(p.number);
        reserve.sort_unstable();
        return true;
    }
    let covering = |b: &Block| b.level == top && columns(b.anchor).contains(&square);
    if let Some(i) = d.blocks.iter().position(covering) {
        d.blocks.remove(i);
        d.supply = d.supply.saturating_add(1).min(BLOCKS);
    }
    true
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    Block,
    Pawn(Player),
}

/// The editor of a game of this kind (its row of `crate::games`).
pub(crate) fn open(session: &strata_core::session::Session, start: bool) -> super::Opened {
    super::Editor::<Tools>::open(session, start)
}

pub struct Tools {
    tool: Tool,
    /// The level of new blocks; `None` on top of what is there.
    level: Option<u8>,
    /// The number of new pawns.
    number: u8,
    /// The keyboard's column (file, rank).
    cursor: (u8, u8),
    layout: Option<crate::views::squares::SquareLayout>,
}

impl Default for Tools {
    fn default() -> Self {
        Tools { tool: Tool::Block, level: None, number: 2, cursor: (0, 0), layout: None }
    }
}

impl Tools {
    /// The phase of the turn (S5-T1), naming pawns by their column.
    fn phase(&mut self, ui: &mut Ui, out: &mut Diagram) {
        let movers: Vec<Square> =
            out.pawns.iter().filter(|p| p.owner == out.to_move).map(|p| p.square).collect();
        let first_mover = movers.first().copied().unwrap_or(Square::new(0, 0));
        ui.horizontal_wrapped(|ui| {
            let phase = out.phase;
            if ui
                .selectable_label(phase == TurnPhase::FirstPawn, t!("editor-s5-first-pawn"))
                .clicked()
            {
                out.phase = TurnPhase::FirstPawn;
            }
            let second = matches!(phase, TurnPhase::SecondPawn { .. });
            if ui.selectable_label(second, t!("editor-s5-second-pawn")).clicked() && !second {
                out.phase = TurnPhase::SecondPawn { moved: first_mover };
            }
            let block = matches!(phase, TurnPhase::Block { .. });
            if ui.selectable_label(block, t!("editor-s5-block-phase")).clicked() && !block {
                out.phase = TurnPhase::Block { pawns_moved: 0, last_moved: None };
            }
        });
        match &mut out.phase {
            TurnPhase::FirstPawn => {}
            TurnPhase::SecondPawn { moved } => {
                ComboBox::from_label(t!("editor-s5-first-mover"))
                    .selected_text(moved.to_string())
                    .show_ui(ui, |ui| {
                        for sq in &movers {
                            ui.selectable_value(moved, *sq, sq.to_string());
                        }
                    });
            }
            TurnPhase::Block { pawns_moved, last_moved } => {
                ui.horizontal(|ui| {
                    let label = ui.label(t!("editor-s5-pawn-moves"));
                    ui.add(DragValue::new(pawns_moved).range(0..=2).clamp_existing_to_range(false))
                        .labelled_by(label.id);
                });
                if *pawns_moved == 0 {
                    *last_moved = None;
                } else {
                    let shown = last_moved.map_or_else(|| t!("editor-s5-none"), |s| s.to_string());
                    ComboBox::from_label(t!("editor-s5-last-mover")).selected_text(shown).show_ui(
                        ui,
                        |ui| {
                            for sq in &movers {
                                ui.selectable_value(last_moved, Some(*sq), sq.to_string());
                            }
                        },
                    );
                }
            }
        }
    }
}

impl super::Palette for Tools {
    type Game = Strata5;
    const PALETTE_WIDTH: f32 = 280.0;

    /// The cells a problem concerns: a block's four columns, a pawn's column.
    fn problem_cells(problem: &PositionError) -> Vec<String> {
        use PositionError as E;
        let block = |a: &Square| columns(*a).iter().map(ToString::to_string).collect();
        match problem {
            E::BlockOffBoard(a)
            | E::BlockLevel { anchor: a, .. }
            | E::MissingStartingBlock(a)
            | E::BlockOnNothing { anchor: a, .. }
            | E::BlockUnderSupported { anchor: a, .. }
            | E::BlockOnOneBlock { anchor: a, .. }
            | E::BlockNotConnected(a) => block(a),
            E::Overlap { square, .. }
            | E::PawnOnCoveredBlock { square, .. }
            | E::PawnOffBoard(square)
            | E::PawnLevel { square, .. }
            | E::PawnOnNothing { square, .. }
            | E::PhasePawn(square) => vec![square.to_string()],
            _ => Vec::new(),
        }
    }

    // Strata 5 starts on its four starting blocks (S5-S1), all pawns in reserve.
    fn emptied(d: &Diagram) -> Diagram {
        let size = d.size.clamp(MIN_SIZE, MAX_SIZE);
        Strata5::new(size).to_diagram()
    }

    fn locate(&self, target: &str) -> Option<Pos2> {
        let sq: Square = target.parse().ok()?;
        Some(self.layout?.centre(sq.file, sq.rank))
    }

    fn palette(&mut self, ui: &mut Ui, d: &Diagram) -> Option<Diagram> {
        let mut out = d.clone();
        ui.horizontal(|ui| {
            let label = ui.label(t!("editor-s5-board-size"));
            ui.add(
                DragValue::new(&mut out.size)
                    .range(MIN_SIZE..=MAX_SIZE)
                    .clamp_existing_to_range(false),
            )
            .labelled_by(label.id);
        });
        ui.label(t!("editor-click-with"));
        ui.horizontal(|ui| {
            for tool in [Tool::Block, Tool::Pawn(RED), Tool::Pawn(BLACK)] {
                let name = match tool {
                    Tool::Block => t!("editor-s5-block"),
                    Tool::Pawn(p) => {
                        t!("editor-pawn-of", player = super::player_name::<Strata5>(p))
                    }
                };
                if ui.selectable_label(self.tool == tool, name).clicked() {
                    self.tool = tool;
                }
            }
        });
        match self.tool {
            Tool::Block => {
                ui.horizontal_wrapped(|ui| {
                    ui.label(t!("editor-level"));
                    if ui.selectable_label(self.level.is_none(), t!("editor-on-top")).clicked() {
                        self.level = None;
                    }
                    for level in 1..=TOP_LEVEL {
                        let name = t!("editor-level-n", level = level);
                        if ui.selectable_label(self.level == Some(level), name).clicked() {
                            self.level = Some(level);
                        }
                    }
                });
                ui.label(t!("editor-s5-block-about"));
            }
            Tool::Pawn(_) => {
                ui.horizontal(|ui| {
                    let label = ui.label(t!("editor-s5-pawn-number"));
                    ui.add(
                        DragValue::new(&mut self.number)
                            .range(2..=6)
                            .clamp_existing_to_range(false),
                    )
                    .labelled_by(label.id);
                });
            }
        }
        ui.label(t!("editor-s5-right-click"));
        ui.separator();
        for side in [RED, BLACK] {
            let reserve = &out.reserves[side.index()];
            let list: Vec<String> = reserve.iter().map(u8::to_string).collect();
            let list = if list.is_empty() { t!("editor-s5-none") } else { list.join(", ") };
            let player = super::player_name::<Strata5>(side);
            ui.label(t!("editor-s5-reserve", player = player.clone(), pawns = list));
            ui.horizontal(|ui| {
                let n = self.number;
                if ui
                    .small_button(t!("editor-s5-add", number = n, player = player.clone()))
                    .clicked()
                {
                    out.reserves[side.index()].push(n);
                    out.reserves[side.index()].sort_unstable();
                }
                let reserve = &mut out.reserves[side.index()];
                if let Some(i) = reserve.iter().position(|&x| x == n)
                    && ui
                        .small_button(t!("editor-s5-take", number = n, player = player.clone()))
                        .clicked()
                {
                    reserve.remove(i);
                }
            });
        }
        ui.horizontal(|ui| {
            let label = ui.label(t!("editor-s5-supply"));
            ui.add(
                DragValue::new(&mut out.supply).range(0..=BLOCKS).clamp_existing_to_range(false),
            )
            .labelled_by(label.id);
        });
        ui.horizontal(|ui| {
            let label = ui.label(t!("editor-s5-turns-without-block"));
            ui.add(
                DragValue::new(&mut out.turns_without_block)
                    .range(0..=99)
                    .clamp_existing_to_range(false),
            )
            .labelled_by(label.id);
        });
        ui.separator();
        super::to_move_choice::<Strata5>(ui, 2, &mut out.to_move);
        self.phase(ui, &mut out);
        (out != *d).then_some(out)
    }

    fn canvas(&mut self, ui: &mut Ui, d: &Diagram, marked: &[String]) -> Option<Diagram> {
        let side = ui.available_width().clamp(200.0, 560.0);
        let (rect, response) = super::canvas(ui, vec2(side, side));
        let size = d.size.clamp(1, 26);
        let layout = crate::views::squares::SquareLayout::fit(rect, size, size, 0.5, false);
        self.layout = Some(layout);
        let painter = ui.painter_at(rect);
        let s = layout.cell_size();
        let text = ui.visuals().text_color();
        for rank in 0..size {
            for file in 0..size {
                let sq = Square::new(file, rank);
                let r = layout.rect(file, rank);
                let level = block_height(d, sq);
                let fill = if level == 0 { PAPER } else { level_tint(level) };
                painter.rect(
                    r,
                    0.0,
                    fill,
                    Stroke::new(0.5, theme::shade(INK, 0.5)),
                    StrokeKind::Inside,
                );
                if level > 0 {
                    let ink = if level >= 4 { INK } else { Color32::WHITE };
                    let at = r.left_top() + vec2(s * 0.06, s * 0.02);
                    painter.text(
                        at,
                        Align2::LEFT_TOP,
                        level.to_string(),
                        FontId::proportional(s * 0.26),
                        ink,
                    );
                }
            }
        }
        // Block outlines, lowest first, so the top ones show whole.
        let mut blocks = d.blocks.clone();
        blocks.sort_by_key(|b| b.level);
        for b in &blocks {
            if b.anchor.file + 1 >= size || b.anchor.rank + 1 >= size {
                continue;
            }
            let area = layout
                .rect(b.anchor.file, b.anchor.rank)
                .union(layout.rect(b.anchor.file + 1, b.anchor.rank + 1));
            painter.rect_stroke(area.shrink(1.0), 3.0, Stroke::new(1.5, INK), StrokeKind::Inside);
        }
        for p in &d.pawns {
            if p.square.file >= size || p.square.rank >= size {
                continue;
            }
            let look = player_look(strata_core::GameId::Strata5, p.owner);
            let r = layout.rect(p.square.file, p.square.rank);
            let trapped = height(d, p.square) > p.on + 1;
            if trapped {
                // Under a block: a small ring in the corner.
                let c = r.right_bottom() - vec2(s * 0.2, s * 0.2);
                painter.circle(c, s * 0.14, look.fill, Stroke::new(1.0, look.outline));
                continue;
            }
            look.mark.paint(&painter, r.center(), s * 0.3, look.fill, Stroke::new(1.5, INK));
            painter.text(
                r.center(),
                Align2::CENTER_CENTER,
                p.number.to_string(),
                FontId::proportional(s * 0.3),
                look.outline,
            );
        }
        for name in marked {
            if let Ok(sq) = name.parse::<Square>()
                && sq.file < size
                && sq.rank < size
            {
                layout.mark_problem(&painter, sq.file, sq.rank);
            }
        }
        layout.paint_coordinates(&painter, text);
        let (act, (file, rank)) =
            super::square_act(ui, &response, &layout, (size, size), &mut self.cursor)?;
        let square = Square::new(file, rank);
        let mut out = d.clone();
        if act == Act::Remove {
            return remove_top(&mut out, square).then_some(out);
        }
        match self.tool {
            Tool::Block => add_block(&mut out, square, self.level),
            Tool::Pawn(owner) => add_pawn(&mut out, square, owner, self.number),
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::Diagrammed;
    use strata_core::games::strata5::Strata5;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn a_block_goes_on_top_and_a_pawn_on_it_comes_from_the_reserve() {
        let mut d = Strata5::new(8).to_diagram();
        let supply = d.supply;
        let anchor = d.blocks[0].anchor;
        add_block(&mut d, anchor, None);
        assert_eq!(d.blocks.last().unwrap().level, 2);
        assert_eq!(d.supply, supply - 1);
        let reserve = d.reserves[0].len();
        add_pawn(&mut d, anchor, RED, 4);
        assert_eq!(d.pawns.last().unwrap().on, 2);
        assert_eq!(d.reserves[0].len(), reserve - 1);
        assert!(!d.reserves[0].contains(&4));
        // Right-click takes the pawn back, then the block.
        assert!(remove_top(&mut d, anchor));
        assert!(d.pawns.is_empty() && d.reserves[0].contains(&4));
        assert!(remove_top(&mut d, anchor));
        assert_eq!((d.blocks.len(), d.supply), (4, supply));
    }

    #[test]
    fn a_block_over_a_pawn_traps_it() {
        let mut d = Strata5::new(8).to_diagram();
        let anchor = d.blocks[0].anchor;
        add_pawn(&mut d, anchor, RED, 2);
        add_block(&mut d, anchor, None);
        assert_eq!(d.blocks.last().unwrap().level, 3, "over the pawn, which fills level 2");
        assert_eq!(height(&d, anchor), 3);
        assert_eq!(block_height(&d, anchor), 3);
    }

    #[test]
    fn a_floating_block_names_its_four_columns() {
        let mut d = Strata5::new(8).to_diagram();
        add_block(&mut d, sq("a7"), Some(3));
        let marked = super::super::Checked::of::<Tools>(&d).marked;
        assert_eq!(marked, ["a7", "b7", "a8", "b8"]);
    }
}
