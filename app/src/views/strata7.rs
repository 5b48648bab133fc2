//! The Strata 7 board: the octagon seen from above, with its obstacles, the objectives in the
//! colour and number of their value, both camps and the frontier between them.
//!
//! A click on a pawn shows where it can go: dots for steps, rings for jump landings; hovering a
//! landing draws the jump chain that reaches it. Arriving beside a partner on an objective asks
//! where the new stack steps out. Forced actions (the stack's exit, the separation, the last
//! reinforcement's placement) are announced above the board.

use egui::{
    Align, Color32, Layout, Painter, Pos2, Rect, RichText, Role, Sense, Shape, Stroke, Ui,
    UiBuilder, WidgetInfo, pos2, vec2,
};
use strata_core::games::strata7::layout::{CELLS, FILES, FRONTIER_RANK, RANKS};
use strata_core::games::strata7::{
    BORDEAUX, CellKind, LAST_REINFORCEMENT_CAPTURES, Move, QUIET_MOVE_LIMIT, Route, Square,
    Strata7, WHITE, WINNING_SCORE,
};
use strata_core::{AnyGame, Game, GameId, Player};

use super::paint::{self, arrow, banner, bubble};
use super::squares::SquareLayout;
use super::{BoardCtx, GameView};
use crate::command::{Command, Note};
use crate::theme::{self, BAD, FOCUS, GOOD, INK, Look, display_name, player_look, shade};

const WHITE_CAMP: Color32 = Color32::from_rgb(0xEC, 0xE6, 0xD4);
const BORDEAUX_CAMP: Color32 = Color32::from_rgb(0xDD, 0xD2, 0xCF);
const OBSTACLE: Color32 = Color32::from_rgb(0x4A, 0x4F, 0x57);
/// Objectives worth 1, 2, 3: yellow, orange, red (Okabe–Ito), and always their number.
const OBJECTIVE: [Color32; 3] = [
    Color32::from_rgb(0xF0, 0xE4, 0x42),
    Color32::from_rgb(0xE6, 0x9F, 0x00),
    Color32::from_rgb(0xD5, 0x5E, 0x00),
];
/// A warning: a pawn in danger.
const WARN: Color32 = Color32::from_rgb(0xF0, 0xE4, 0x42);
/// How long a capture flashes, in seconds.
const FLASH: f64 = 1.2;

#[derive(Debug, Default)]
pub struct Strata7View {
    /// The pawn (or stack) chosen to move.
    selected: Option<Square>,
    /// A reinforcement's arrival was chosen; the player picks the stack's exit.
    exit_choice: Option<ExitChoice>,
    /// Legal moves of the shown position, computed once per position.
    legal: Option<Vec<Move>>,
    /// Last frame's layout, for picking and `locate`.
    layout: Option<SquareLayout>,
    /// When the shown position's captures started flashing (`None`: not yet shown).
    flash_start: Option<f64>,
    /// The shown position's captures were announced in the status line.
    announced: bool,
}

/// The route chosen to a reinforcement's arrival, and the exits it may take.
#[derive(Clone, Debug)]
struct ExitChoice {
    route: Route,
    exits: Vec<Square>,
}

/// What a square is at the start of the game (the board's fixed features).
fn kind(g: &Strata7, sq: Square) -> CellKind {
    sq.cell().map_or(CellKind::Off, |c| g.layout().cell(c))
}

fn square(file: u8, rank: u8) -> Option<Square> {
    Square::new(file, rank)
}

/// Every square of the 10×10 grid that is part of the board.
fn board_squares(g: &Strata7) -> impl Iterator<Item = Square> + '_ {
    (0..CELLS).filter_map(move |c| {
        let sq = square((c % FILES) as u8, (c / FILES) as u8)?;
        (kind(g, sq) != CellKind::Off).then_some(sq)
    })
}

/// The eight neighbours of a square that lie in the 10×10 grid.
fn neighbours(sq: Square) -> impl Iterator<Item = Square> {
    let (f, r) = sq.coords();
    (-1i8..=1)
        .flat_map(|df| (-1i8..=1).map(move |dr| (df, dr)))
        .filter(|&d| d != (0, 0))
        .filter_map(move |(df, dr)| {
            let (nf, nr) = (f as i8 + df, r as i8 + dr);
            let inside = (0..FILES as i8).contains(&nf) && (0..RANKS as i8).contains(&nr);
            if inside { square(nf as u8, nr as u8) } else { None }
        })
}

/// A pawn next to an enemy pawn with a single liberty left: one more move can take it
/// (S7-C1..S7-C3).
fn in_danger(g: &Strata7, sq: Square) -> bool {
    let Some((owner, _)) = g.pawn_at(sq) else { return false };
    let threatened = neighbours(sq).any(|n| g.pawn_at(n).is_some_and(|(p, _)| p != owner));
    threatened && g.liberties(sq) == Some(1)
}

/// The stack that must act now (every legal move starts on one of the mover's stacks): its
/// square and whether it still stands on its objective (an exit is owed, S7-O3) or must
/// separate (S7-O4). `None` when the player moves freely.
fn forced_stack(g: &Strata7, legal: &[Move]) -> Option<(Square, bool)> {
    let p = Game::to_move(g);
    let stacks: Vec<(Square, Square)> =
        g.stacks().filter(|(cell, _)| g.pawn_at(*cell).is_some_and(|(o, _)| o == p)).collect();
    let mut first = None;
    for mv in legal {
        let Move::Go(route) = mv else { return None };
        let stack = stacks.iter().find(|(cell, _)| *cell == route.from())?;
        first.get_or_insert(*stack);
    }
    first.map(|(cell, objective)| (cell, cell == objective))
}

/// The pawns the last move captured: the position before it with the moved pawn carried to
/// where it went, minus the position after it (S7-C3, S7-C4).
fn captured(before: &Strata7, mv: &Move, after: &Strata7) -> Vec<(Square, Player, bool)> {
    let mut board: Vec<(Square, Option<(Player, bool)>)> =
        board_squares(before).map(|sq| (sq, before.pawn_at(sq))).collect();
    let at = |board: &mut Vec<(Square, Option<(Player, bool)>)>, sq: Square| {
        board.iter().position(|(s, _)| *s == sq)
    };
    match mv {
        Move::Place(sq) => {
            if let Some(i) = at(&mut board, *sq) {
                board[i].1 = Some((Game::to_move(before), false));
            }
        }
        Move::Go(route) => {
            let (Some(fi), Some(ai)) =
                (at(&mut board, route.from()), at(&mut board, route.arrival()))
            else {
                return Vec::new();
            };
            let Some((p, stack)) = board[fi].1 else { return Vec::new() };
            let on_objective = before.stacks().any(|(c, o)| c == route.from() && c == o);
            board[fi].1 = if stack && !on_objective { Some((p, false)) } else { None };
            let joins = !stack && board[ai].1 == Some((p, false));
            match (joins, route.exit().and_then(|e| at(&mut board, e))) {
                (true, Some(ei)) => {
                    board[ai].1 = None;
                    board[ei].1 = Some((p, true));
                }
                (true, None) => board[ai].1 = Some((p, true)),
                (false, _) => board[ai].1 = Some((p, stack && on_objective)),
            }
        }
    }
    board
        .into_iter()
        .filter_map(|(sq, was)| {
            let (p, stack) = was?;
            (after.pawn_at(sq).is_none()).then_some((sq, p, stack))
        })
        .collect()
}

/// The preferred route of several reaching the same arrival: fewest landings, then the first
/// in notation order (all reach the same position, jumps take nothing).
fn best<'a>(routes: impl Iterator<Item = &'a Route>) -> Option<Route> {
    routes.min_by_key(|r| (r.landings().len(), Move::Go(**r).to_string())).copied()
}

impl Strata7View {
    fn legal(&mut self, g: &Strata7) -> &[Move] {
        self.legal.get_or_insert_with(|| {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            moves
        })
    }

    /// The routes of the selected pawn.
    fn routes(&mut self, g: &Strata7) -> Vec<Route> {
        let Some(from) = self.selected else { return Vec::new() };
        self.legal(g)
            .iter()
            .filter_map(|m| match m {
                Move::Go(route) if route.from() == from => Some(*route),
                _ => None,
            })
            .collect()
    }

    fn placing(&mut self, g: &Strata7) -> bool {
        g.pending_placement().is_some() && !g.is_over()
    }

    /// Squares of the player to move that have a legal move.
    fn movable(&mut self, g: &Strata7) -> Vec<Square> {
        let mut froms: Vec<Square> = self
            .legal(g)
            .iter()
            .filter_map(|m| match m {
                Move::Go(route) => Some(route.from()),
                Move::Place(_) => None,
            })
            .collect();
        froms.sort();
        froms.dedup();
        froms
    }

    fn click(&mut self, g: &Strata7, at: Option<Square>, out: &mut Vec<Command>) {
        if g.is_over() {
            out.push(Command::Say(Note::info("The game is over: start a rematch or a new game.")));
            return;
        }
        let Some(sq) = at else {
            self.selected = None;
            self.exit_choice = None;
            return;
        };
        if self.placing(g) {
            out.push(Command::Play(Move::Place(sq).to_string()));
            return;
        }
        if let Some(choice) = self.exit_choice.take() {
            let landings: Vec<Square> = choice.route.landings().collect();
            match Route::new(choice.route.from(), &landings, Some(sq)) {
                Some(route) if choice.exits.contains(&sq) => {
                    out.push(Command::Play(Move::Go(route).to_string()));
                }
                _ => out.push(Command::Say(Note::info("Reinforcement cancelled."))),
            }
            return;
        }
        let mover = Game::to_move(g);
        let own = g.pawn_at(sq).is_some_and(|(p, _)| p == mover);
        let routes = self.routes(g);
        let to_here: Vec<&Route> = routes.iter().filter(|r| r.arrival() == sq).collect();
        if let Some(from) = self.selected
            && !to_here.is_empty()
        {
            let with_exit: Vec<&Route> =
                to_here.iter().copied().filter(|r| r.exit().is_some()).collect();
            if with_exit.is_empty() {
                if let Some(route) = best(to_here.into_iter()) {
                    out.push(Command::Play(Move::Go(route).to_string()));
                }
                return;
            }
            let mut exits: Vec<Square> = with_exit.iter().filter_map(|r| r.exit()).collect();
            exits.sort();
            exits.dedup();
            let chosen = best(with_exit.into_iter())
                .and_then(|r| Route::new(from, &r.landings().collect::<Vec<_>>(), None));
            if let Some(route) = chosen {
                self.exit_choice = Some(ExitChoice { route, exits });
                out.push(Command::Say(Note {
                    rule: Some("S7-O3"),
                    ..Note::info(format!(
                        "Reinforcement on {sq}: now click the cell where the new stack steps out."
                    ))
                }));
            }
            return;
        }
        if own && self.selected != Some(sq) {
            self.select(g, sq, out);
            return;
        }
        if own {
            self.selected = None;
            return;
        }
        match self.selected {
            // Not a destination: let the rules say why.
            Some(from) => {
                if let Some(route) = Route::new(from, &[sq], None) {
                    out.push(Command::Play(Move::Go(route).to_string()));
                }
            }
            None => out.push(Command::Say(Note::info("Choose one of your pawns first."))),
        }
    }

    fn select(&mut self, g: &Strata7, sq: Square, out: &mut Vec<Command>) {
        self.selected = Some(sq);
        let note = if !self.routes(g).is_empty() {
            Note::info(
                "Dots are steps, rings are jump landings; click one, or the pawn again to put it down.",
            )
        } else {
            // Ask the rules about a move that goes nowhere: they name what holds the pawn.
            let verdict = Route::new(sq, &[sq], None).map(|r| g.check(&Move::Go(r)));
            match verdict {
                Some(Err(e)) if ["S7-O1", "S7-O3", "S7-O4", "S7-R1"].contains(&e.rule) => {
                    Note::refused(&e)
                }
                _ => Note::info("This pawn has no legal move now; try another one."),
            }
        };
        out.push(Command::Say(note));
    }

    /// One side's card beside the board: points, captures, pawns held by the opponent.
    fn card(&self, ui: &mut Ui, rect: Rect, g: &Strata7, p: Player) {
        let to_move = (!g.is_over()).then(|| Game::to_move(g));
        let mut ui = ui.new_child(
            UiBuilder::new().max_rect(rect.shrink(6.0)).layout(Layout::top_down(Align::Center)),
        );
        if to_move == Some(p) {
            ui.painter().rect_stroke(
                rect.shrink(2.0),
                6.0,
                Stroke::new(2.0, FOCUS),
                egui::StrokeKind::Inside,
            );
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            theme::swatch(ui, GameId::Strata7, p);
            ui.strong(display_name(Strata7::player_name(p)));
        });
        ui.add_space(4.0);
        ui.label(RichText::new(g.score(p).to_string()).size(30.0).strong());
        ui.label(RichText::new(format!("of {WINNING_SCORE} points")).small());
        ui.add_space(8.0);
        let took = g.captures(p);
        ui.label(format!("captured {took}"));
        let reinforcement = if took < LAST_REINFORCEMENT_CAPTURES {
            format!("last reinforcement at {LAST_REINFORCEMENT_CAPTURES}")
        } else {
            "last reinforcement earned".to_string()
        };
        ui.label(RichText::new(reinforcement).small().weak())
            .on_hover_text("The 6th capture gives back one of your captured pawns (S7-R1)");
        let opponent = Player(p.0 ^ 1);
        ui.add_space(6.0);
        ui.label(
            RichText::new(format!(
                "{} held by {}",
                g.held(p),
                display_name(Strata7::player_name(opponent))
            ))
            .small(),
        );
    }
}

/// The frame's drawing state.
struct Scene<'a> {
    g: &'a Strata7,
    layout: SquareLayout,
    painter: Painter,
}

impl Scene<'_> {
    fn rect(&self, sq: Square) -> Rect {
        let (f, r) = sq.coords();
        self.layout.rect(f, r)
    }

    fn centre(&self, sq: Square) -> Pos2 {
        self.rect(sq).center()
    }

    fn cell_px(&self) -> f32 {
        self.layout.cell_size()
    }

    fn board(&self, text: Color32) {
        let g = self.g;
        let grid = Stroke::new(1.0, shade(WHITE_CAMP, -0.3));
        for sq in board_squares(g) {
            let rect = self.rect(sq);
            let (_, rank) = sq.coords();
            let camp = if usize::from(rank) < FRONTIER_RANK { WHITE_CAMP } else { BORDEAUX_CAMP };
            match kind(g, sq) {
                CellKind::Obstacle => {
                    self.painter.rect_filled(rect, 0.0, OBSTACLE);
                    let s = Stroke::new(1.5, shade(OBSTACLE, 0.3));
                    let r = rect.shrink(self.cell_px() * 0.22);
                    self.painter.line_segment([r.left_top(), r.right_bottom()], s);
                    self.painter.line_segment([r.right_top(), r.left_bottom()], s);
                }
                CellKind::Objective(points) => {
                    let fill = OBJECTIVE[usize::from(points.clamp(1, 3)) - 1];
                    self.painter.rect_filled(rect, 0.0, camp);
                    self.painter.rect_filled(rect.shrink(self.cell_px() * 0.06), 4.0, fill);
                    let number_colour = if points == 3 { Color32::WHITE } else { INK };
                    let at = rect.left_top() + vec2(self.cell_px() * 0.2, self.cell_px() * 0.22);
                    paint::label(
                        &self.painter,
                        at,
                        &points.to_string(),
                        self.cell_px() * 0.3,
                        number_colour,
                    );
                }
                _ => {
                    self.painter.rect_filled(rect, 0.0, camp);
                }
            }
            self.painter.rect_stroke(rect, 0.0, grid, egui::StrokeKind::Middle);
        }
        // The frontier between ranks 5 and 6, across the whole board (S7-G2).
        let frontier = FRONTIER_RANK as u8;
        let y = (self.layout.centre(0, frontier - 1).y + self.layout.centre(0, frontier).y) / 2.0;
        let board = self.layout.board_rect();
        self.painter
            .line_segment([pos2(board.left(), y), pos2(board.right(), y)], Stroke::new(3.0, INK));
        let size = (self.cell_px() * 0.28).clamp(9.0, 15.0);
        for file in 0..FILES as u8 {
            let name = ((b'a' + file) as char).to_string();
            paint::label(&self.painter, self.layout.file_label(file), &name, size, text);
        }
        for rank in 0..RANKS as u8 {
            paint::label(
                &self.painter,
                self.layout.rank_label(rank),
                &(rank + 1).to_string(),
                size,
                text,
            );
        }
        // Which camp is which, in the two cut corners on the left.
        let (low, high) =
            if self.layout.is_turned() { (BORDEAUX, WHITE) } else { (WHITE, BORDEAUX) };
        for (p, corner) in [
            (low, board.left_bottom() + vec2(4.0, -4.0)),
            (high, board.left_top() + vec2(4.0, 4.0)),
        ] {
            let align = if corner.y > board.center().y {
                egui::Align2::LEFT_BOTTOM
            } else {
                egui::Align2::LEFT_TOP
            };
            self.painter.text(
                corner,
                align,
                format!("{}'s camp", display_name(Strata7::player_name(p))),
                egui::FontId::proportional(size),
                text,
            );
        }
    }

    fn pawn(&self, sq: Square, owner: Player, stack: bool, fade: f32) {
        let c = self.centre(sq);
        let r = self.cell_px() * 0.34;
        paint_pawn(&self.painter, c, r, player_look(GameId::Strata7, owner), stack, fade);
    }

    fn route(&self, from: Square, route: &Route, stroke: Stroke, numbered: bool) {
        let mut prev = self.centre(from);
        let head = self.cell_px() * 0.22;
        for (i, landing) in route.landings().enumerate() {
            let next = self.centre(landing);
            arrow(&self.painter, prev, next, stroke, head);
            if numbered && route.landings().len() > 1 {
                let at = next + vec2(self.cell_px() * 0.28, -self.cell_px() * 0.28);
                self.painter.circle_filled(at, self.cell_px() * 0.14, stroke.color);
                paint::label(&self.painter, at, &(i + 1).to_string(), self.cell_px() * 0.2, INK);
            }
            prev = next;
        }
        if let Some(exit) = route.exit() {
            let dashed = Shape::dashed_line(&[prev, self.centre(exit)], stroke, 6.0, 4.0);
            self.painter.extend(dashed);
        }
    }

    fn danger(&self, sq: Square) {
        let c = self.centre(sq) + vec2(self.cell_px() * 0.3, -self.cell_px() * 0.3);
        let s = self.cell_px() * 0.16;
        self.painter.add(Shape::convex_polygon(
            vec![c + vec2(0.0, -s), c + vec2(s, s * 0.8), c + vec2(-s, s * 0.8)],
            WARN,
            Stroke::new(1.2, INK),
        ));
        paint::label(&self.painter, c + vec2(0.0, s * 0.15), "!", s * 1.2, INK);
    }
}

/// A pawn: a disc in its side's colour with its side's mark; a stack is two discs and a "2".
fn paint_pawn(painter: &Painter, c: Pos2, r: f32, look: Look, stack: bool, fade: f32) {
    let fill = look.fill.gamma_multiply(fade);
    let edge = Stroke::new(1.5, INK.gamma_multiply(fade));
    let top = if stack {
        let low = c + vec2(r * 0.12, r * 0.2);
        painter.circle(low, r, shade(look.fill, -0.3).gamma_multiply(fade), edge);
        c - vec2(r * 0.08, r * 0.14)
    } else {
        c
    };
    painter.circle(top, r, fill, edge);
    look.mark.paint(
        painter,
        top,
        r * 0.34,
        Color32::TRANSPARENT,
        Stroke::new(2.0, look.outline.gamma_multiply(fade)),
    );
    if stack {
        let at = top + vec2(r * 0.72, -r * 0.72);
        painter.circle(at, r * 0.36, Color32::WHITE.gamma_multiply(fade), Stroke::new(1.0, INK));
        paint::label(painter, at, "2", r * 0.5, INK.gamma_multiply(fade));
    }
}

impl GameView for Strata7View {
    fn board(
        &mut self,
        ui: &mut Ui,
        game: &dyn AnyGame,
        ctx: BoardCtx<'_>,
        out: &mut Vec<Command>,
    ) -> Option<Note> {
        let g = game.as_any().downcast_ref::<Strata7>()?;
        let full = ui.available_rect_before_wrap();
        let strip = (full.width() * 0.13).clamp(96.0, 140.0);
        let left = Rect::from_min_size(full.min, vec2(strip, full.height()));
        let right = Rect::from_min_max(pos2(full.max.x - strip, full.min.y), full.max);
        let area = Rect::from_min_max(pos2(left.max.x, full.min.y), pos2(right.min.x, full.max.y));
        self.card(ui, left, g, WHITE);
        self.card(ui, right, g, BORDEAUX);

        let response = ui.interact(area, ui.scope_id().with("strata7-board"), Sense::click());
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Strata 7 board"));
        ui.advance_cursor_after_rect(full);
        let layout = SquareLayout::fit(area.shrink(4.0), FILES as u8, RANKS as u8, 0.7, false);
        let pick = |p: Pos2| {
            layout
                .cell_at(p)
                .and_then(|(f, r)| square(f, r))
                .filter(|sq| kind(g, *sq) != CellKind::Off)
        };
        if response.clicked() {
            self.click(g, response.interact_pointer_pos().and_then(pick), out);
        }
        if response.secondary_clicked() {
            self.selected = None;
            self.exit_choice = None;
        }
        let hover = response.hover_pos().and_then(pick);

        let scene = Scene { g, layout, painter: ui.painter_at(area) };
        scene.board(ui.visuals().weak_text_color());
        let last = ctx.last_move.and_then(|t| t.parse::<Move>().ok());
        let over = g.is_over();
        let placing = self.placing(g);
        let legal = self.legal(g).to_vec();
        let forced = if over || placing { None } else { forced_stack(g, &legal) };
        let routes = self.routes(g);
        let movable = if ctx.hints && self.selected.is_none() && !placing {
            self.movable(g)
        } else {
            Vec::new()
        };

        // The last move, under the pieces.
        match &last {
            Some(Move::Go(route)) => {
                let from = scene.rect(route.from()).shrink(scene.cell_px() * 0.08);
                scene.painter.rect_stroke(
                    from,
                    4.0,
                    Stroke::new(2.5, FOCUS),
                    egui::StrokeKind::Inside,
                );
                scene.route(route.from(), route, Stroke::new(5.0, INK.gamma_multiply(0.3)), false);
                scene.route(route.from(), route, Stroke::new(3.0, FOCUS), false);
            }
            Some(Move::Place(sq)) => {
                scene.painter.rect_stroke(
                    scene.rect(*sq).shrink(3.0),
                    4.0,
                    Stroke::new(2.5, FOCUS),
                    egui::StrokeKind::Inside,
                );
            }
            None => {}
        }
        if placing && ctx.hints {
            for m in &legal {
                if let Move::Place(sq) = m {
                    scene.painter.rect_filled(
                        scene.rect(*sq).shrink(4.0),
                        3.0,
                        GOOD.gamma_multiply(0.25),
                    );
                }
            }
        }
        // Pawns, with the marks of the ones that can move and of the ones in danger.
        for sq in board_squares(g) {
            let Some((owner, stack)) = g.pawn_at(sq) else { continue };
            if movable.contains(&sq) {
                scene.painter.circle_stroke(
                    scene.centre(sq),
                    scene.cell_px() * 0.43,
                    Stroke::new(2.0, GOOD),
                );
            }
            scene.pawn(sq, owner, stack, 1.0);
            if ctx.hints && in_danger(g, sq) {
                scene.danger(sq);
            }
        }
        if let Some((sq, _)) = forced {
            scene.painter.circle_stroke(
                scene.centre(sq),
                scene.cell_px() * 0.46,
                Stroke::new(3.0, FOCUS),
            );
        }
        // The pawns the last move captured: a flash, then a crossed-out ghost.
        let taken = match (ctx.before.and_then(|b| b.as_any().downcast_ref::<Strata7>()), &last) {
            (Some(before), Some(mv)) => captured(before, mv, g),
            _ => Vec::new(),
        };
        if !taken.is_empty() {
            let now = ui.input(|i| i.time);
            let start = *self.flash_start.get_or_insert(now);
            let t = ((now - start) / FLASH).clamp(0.0, 1.0) as f32;
            for (sq, owner, stack) in &taken {
                scene.pawn(*sq, *owner, *stack, 0.35);
                let c = scene.centre(*sq);
                let s = scene.cell_px() * 0.3;
                let cross = Stroke::new(3.0, BAD);
                scene.painter.line_segment([c - vec2(s, s), c + vec2(s, s)], cross);
                scene.painter.line_segment([c + vec2(-s, s), c + vec2(s, -s)], cross);
                if t < 1.0 {
                    let ring = scene.cell_px() * (0.4 + 0.5 * t);
                    scene.painter.circle_stroke(
                        c,
                        ring,
                        Stroke::new(4.0 * (1.0 - t) + 1.0, BAD.gamma_multiply(1.0 - t)),
                    );
                }
            }
            if t < 1.0 {
                ui.ctx().request_repaint();
            }
            if !self.announced {
                self.announced = true;
                let names: Vec<String> = taken.iter().map(|(sq, _, _)| sq.to_string()).collect();
                let victims = taken.iter().map(|(_, _, s)| if *s { 2 } else { 1 }).sum::<usize>();
                let side = display_name(Strata7::player_name(taken[0].1));
                out.push(Command::Say(Note {
                    rule: Some("S7-C3"),
                    ..Note::info(format!(
                        "Captured: {victims} {side} pawn{} on {}. A pawn next to an enemy with no free neighbouring cell is taken.",
                        if victims == 1 { "" } else { "s" },
                        names.join(", ")
                    ))
                }));
            }
        }
        // The selected pawn and where it can go.
        if let Some(sel) = self.selected {
            scene.painter.circle_stroke(
                scene.centre(sel),
                scene.cell_px() * 0.45,
                Stroke::new(3.0, FOCUS),
            );
        }
        if ctx.hints {
            for route in &routes {
                let c = scene.centre(route.arrival());
                if route.landings().len() == 1
                    && self.selected.is_some_and(|s| is_step(s, route.arrival()))
                {
                    scene.painter.circle_filled(c, scene.cell_px() * 0.12, GOOD);
                } else {
                    scene.painter.circle_stroke(c, scene.cell_px() * 0.22, Stroke::new(3.0, GOOD));
                }
            }
        }
        let mut note = None;
        if let Some(choice) = &self.exit_choice {
            let arrival = choice.route.arrival();
            scene.route(choice.route.from(), &choice.route, Stroke::new(3.0, FOCUS), true);
            scene.painter.circle_stroke(
                scene.centre(arrival),
                scene.cell_px() * 0.46,
                Stroke::new(3.0, FOCUS),
            );
            for exit in &choice.exits {
                let r = scene.rect(*exit).shrink(scene.cell_px() * 0.12);
                scene.painter.rect_stroke(r, 4.0, Stroke::new(3.0, GOOD), egui::StrokeKind::Inside);
                paint::label(&scene.painter, r.center(), "exit", scene.cell_px() * 0.22, INK);
            }
            banner(
                &scene.painter,
                area,
                &format!(
                    "Reinforcement on {arrival}: click where the new stack steps out (S7-O3). Esc cancels."
                ),
                FOCUS,
            );
        } else if placing && !over {
            banner(
                &scene.painter,
                area,
                "Your last reinforcement: click an empty ordinary cell to place the pawn you take back (S7-R1).",
                FOCUS,
            );
        } else if let Some((sq, on_objective)) = forced {
            let text = if on_objective {
                format!(
                    "The stack on {sq} must step off its objective now: click it, then an empty cell beside it (S7-O3)."
                )
            } else {
                format!(
                    "Separation: the stack on {sq} splits now: click it and move its top pawn (S7-O4)."
                )
            };
            banner(&scene.painter, area, &text, FOCUS);
        }
        // What the pointer aims at.
        if let Some(h) = hover {
            let aimed: Vec<&Route> = routes.iter().filter(|r| r.arrival() == h).collect();
            let aimed_route =
                if self.exit_choice.is_none() { best(aimed.iter().copied()) } else { None };
            if let Some(route) = aimed_route {
                scene.route(route.from(), &route, Stroke::new(3.0, FOCUS), true);
                let reinforces = aimed.iter().any(|r| r.exit().is_some()) || g.pawn_at(h).is_some();
                let text = if reinforces {
                    let points = match kind(g, h) {
                        CellKind::Objective(p) => p,
                        _ => 0,
                    };
                    format!(
                        "Reinforce on {h}: +{points} point{}, then choose where the stack steps out.",
                        if points == 1 { "" } else { "s" }
                    )
                } else if route.landings().len() == 1 && is_step(route.from(), h) {
                    format!("Step to {h}.")
                } else {
                    let n = route.landings().len();
                    format!(
                        "Jump to {h}: {n} jump{} ({}).",
                        if n == 1 { "" } else { "s" },
                        Move::Go(route)
                    )
                };
                note = Some(Note::good(text));
            } else if let Some((owner, stack)) = g.pawn_at(h) {
                let liberties = g.liberties(h).unwrap_or(0);
                let what = if stack { "stack" } else { "pawn" };
                let mut text = format!(
                    "{} {what} on {h}: {liberties} {}",
                    display_name(Strata7::player_name(owner)),
                    if liberties == 1 { "liberty" } else { "liberties" }
                );
                if in_danger(g, h) {
                    text.push_str(" — in danger: one more enemy move can take it");
                    note = Some(Note { rule: Some("S7-C3"), ..Note::info(text) });
                } else {
                    note = Some(Note::info(text));
                }
            }
            if let (Some(n), Some(p)) = (&note, response.hover_pos()) {
                let text = match n.rule {
                    Some(rule) => format!("{}\n({rule})", n.text),
                    None => n.text.clone(),
                };
                bubble(
                    &scene.painter,
                    area,
                    p,
                    &text,
                    if n.tone == crate::command::Tone::Good { GOOD } else { FOCUS },
                );
            }
        }
        self.layout = Some(layout);
        note
    }

    fn toolbar(&mut self, _ui: &mut Ui) {}

    fn keys(&mut self, input: &mut egui::InputState) {
        if input.consume_key(egui::Modifiers::NONE, egui::Key::Escape) {
            self.selected = None;
            self.exit_choice = None;
        }
    }

    fn shortcuts(&self) -> &'static [(&'static str, &'static str)] {
        &[("Esc", "Put the selected pawn down, cancel a reinforcement's exit")]
    }

    fn phase(&self, game: &dyn AnyGame) -> String {
        let Some(g) = game.as_any().downcast_ref::<Strata7>() else { return String::new() };
        if g.pending_placement().is_some() {
            return "place the last reinforcement (S7-R1)".into();
        }
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        match forced_stack(g, &legal) {
            Some((sq, true)) => format!("the stack on {sq} must leave its objective (S7-O3)"),
            Some((sq, false)) => format!("separate the stack on {sq} (S7-O4)"),
            None => "move a pawn".into(),
        }
    }

    fn stock(&self, game: &dyn AnyGame) -> Vec<String> {
        let Some(g) = game.as_any().downcast_ref::<Strata7>() else { return Vec::new() };
        let mut stock = vec![format!(
            "Captured: white {}, bordeaux {}",
            g.captures(WHITE),
            g.captures(BORDEAUX)
        )];
        if g.quiet_moves() >= QUIET_MOVE_LIMIT / 2 {
            stock.push(format!(
                "{} of {QUIET_MOVE_LIMIT} moves without a capture or score (S7-E2)",
                g.quiet_moves()
            ));
        }
        stock
    }

    fn score_label(&self) -> &'static str {
        "Points:"
    }

    fn reset(&mut self) {
        self.selected = None;
        self.exit_choice = None;
        self.legal = None;
        self.flash_start = None;
        self.announced = false;
    }

    fn locate(&self, game: &dyn AnyGame, target: &str) -> Option<Pos2> {
        let g = game.as_any().downcast_ref::<Strata7>()?;
        let layout = self.layout?;
        let sq: Square = target.parse().ok()?;
        (kind(g, sq) != CellKind::Off).then(|| {
            let (f, r) = sq.coords();
            layout.centre(f, r)
        })
    }
}

fn is_step(from: Square, to: Square) -> bool {
    let ((a, b), (c, d)) = (from.coords(), to.coords());
    a.abs_diff(c) <= 1 && b.abs_diff(d) <= 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(tokens: &str) -> (Strata7, Strata7, Move) {
        let mut g = Strata7::new();
        let mut before = g.clone();
        let mut last = None;
        for t in tokens.split_whitespace() {
            before = g.clone();
            let mv: Move = t.parse().unwrap();
            g.play(&mv).unwrap();
            last = Some(mv);
        }
        (before, g, last.unwrap())
    }

    #[test]
    fn a_quiet_move_captures_nothing_and_a_reinforcement_moves_the_stack() {
        let (before, after, mv) = play("b3-a4");
        assert!(captured(&before, &mv, &after).is_empty());
        let line = "b3-a4 h8-i7 a4-a5 i7-j6 a5-b6 j6-j5 c3-b4 g8-h8 e1-c3-a5 h8-g8 a5-b6>c6";
        let (before, after, mv) = play(line);
        assert!(captured(&before, &mv, &after).is_empty(), "the partner left with the stack");
        assert_eq!(after.pawn_at("c6".parse().unwrap()), Some((WHITE, true)));
    }

    #[test]
    fn danger_means_threatened_with_one_liberty() {
        let g = Strata7::new();
        // At the start nothing is threatened (S7-C5).
        assert!(board_squares(&g).all(|sq| !in_danger(&g, sq)));
        assert_eq!(board_squares(&g).count(), 88);
    }

    #[test]
    fn the_forced_stack_is_found_from_the_legal_moves() {
        let line = "b3-a4 h8-i7 a4-a5 i7-j6 a5-b6 j6-j5 c3-b4 g8-h8 e1-c3-a5 h8-g8 a5-b6>c6 j5-j6";
        let (_, g, _) = play(line);
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        assert_eq!(forced_stack(&g, &legal), Some(("c6".parse().unwrap(), false)), "{legal:?}");
        let (_, g, _) = play("b3-a4");
        g.legal_moves(&mut legal);
        assert_eq!(forced_stack(&g, &legal), None);
    }

    #[test]
    fn the_shortest_route_wins() {
        let from: Square = "d2".parse().unwrap();
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let long = Route::new(from, &[sq("b4"), sq("b2"), sq("d4")], None).unwrap();
        let short = Route::new(from, &[sq("d4")], None).unwrap();
        assert_eq!(best([long, short].iter()), Some(short));
    }
}
