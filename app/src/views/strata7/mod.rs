//! The Strata 7 board: the octagon seen from above, with its obstacles, the objectives in the
//! colour and number of their value, both camps and the frontier between them.
//!
//! A click on a pawn shows where it can go: dots for steps, rings for jump landings; hovering a
//! landing draws the jump chain that reaches it. Arriving beside a partner on an objective asks
//! where the new stack steps out. Forced actions (the stack's exit, the separation, the last
//! reinforcement's placement) are announced above the board.
//!
//! The frame's drawing is in `scene.rs`; this file holds the view's state, input and notes.

use egui::{
    Align, Color32, Painter, Pos2, Rect, RichText, Role, Sense, Shape, Stroke, StrokeKind, Ui,
    WidgetInfo, pos2, vec2,
};
use strata_core::games::strata7::layout::{CELLS, FILES, FRONTIER_RANK, RANKS};
use strata_core::games::strata7::{
    BORDEAUX, Captured, CellKind, Effects, LAST_REINFORCEMENT_CAPTURES, Move, Owed,
    QUIET_MOVE_LIMIT, Route, Scorable, Square, Strata7, WHITE, WINNING_SCORE,
};
use strata_core::{Game, GameId, Player};

mod scene;

use scene::Scene;

use super::animation::{MoveClock, ease};
use super::paint::{self, arrow, banner, bubble};
use super::squares::SquareLayout;
use super::{BoardCtx, BoardView, Controls};
use crate::command::{Command, Note, Tone};
use crate::theme::{BAD, FOCUS, GOOD, INK, Look, display_name, player_look, shade};
use crate::{t, words};

const WHITE_CAMP: Color32 = Color32::from_rgb(0xEC, 0xE6, 0xD4);
const BORDEAUX_CAMP: Color32 = Color32::from_rgb(0xDD, 0xD2, 0xCF);
const OBSTACLE: Color32 = Color32::from_rgb(0x4A, 0x4F, 0x57);
/// Objectives worth 1, 2, 3: yellow, orange, red (Okabe–Ito), and always their number.
const OBJECTIVE: [Color32; 3] = [
    Color32::from_rgb(0xF0, 0xE4, 0x42),
    Color32::from_rgb(0xE6, 0x9F, 0x00),
    Color32::from_rgb(0xD5, 0x5E, 0x00),
];
/// The smallest text beside the board (readable at 1280×800).
const SIDE_TEXT: f32 = 12.0;
/// Below this width the two side cards share one column, so the board stays big.
const NARROW: f32 = 720.0;
/// The height a side card needs for all its lines (with a half-height card's gaps).
const TIGHT_CARD: f32 = 130.0;
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
    /// The shown position's captures and points were announced in the status line.
    announced: bool,
    /// The last move's animation (the pawn sliding along its path).
    clock: MoveClock,
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

/// Every square of the 10×10 grid that is part of the board.
fn board_squares(g: &Strata7) -> impl Iterator<Item = Square> + '_ {
    (0..CELLS).filter_map(cell_square).filter(|sq| kind(g, *sq) != CellKind::Off)
}

/// What a move scored, one line per player who scored, e.g. "+2 for White: objective f7",
/// from the engine's account of the move (S7-O2, S7-C3, S7-R2).
fn scoring(before: &Strata7, effects: &Effects) -> Vec<String> {
    let mover = Game::to_move(before);
    [WHITE, BORDEAUX]
        .into_iter()
        .filter_map(|p| {
            let points = effects.points(p, mover);
            if points == 0 {
                return None;
            }
            let mut why = Vec::new();
            if let Some((objective, _)) = effects.objective.filter(|_| p == mover) {
                why.push(t!("board-s7-objective", square = objective.to_string()));
            }
            let caught = effects.capture_points[p.index()];
            if caught > 0 {
                why.push(t!("board-s7-captures", count = caught));
            }
            if effects.bonus[p.index()] > 0 {
                why.push(t!("board-s7-bonus"));
            }
            let name = display_name(Strata7::player_name(p));
            Some(t!("board-s7-scored", points = points, player = name, reasons = why.join(", ")))
        })
        .collect()
}

/// Whether the player to move owes the last reinforcement's placement (S7-R1).
fn placing(g: &Strata7) -> bool {
    g.pending_placement().is_some() && !g.is_over()
}

fn cell_square(cell: usize) -> Option<Square> {
    Square::new((cell % FILES) as u8, (cell / FILES) as u8)
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
            out.push(Command::Say(Note::info(t!("board-over"))));
            return;
        }
        let Some(sq) = at else {
            self.selected = None;
            self.exit_choice = None;
            return;
        };
        if placing(g) {
            out.push(Command::Play(Move::Place(sq).to_string()));
            return;
        }
        if let Some(choice) = self.exit_choice.take() {
            let landings: Vec<Square> = choice.route.landings().collect();
            match Route::new(choice.route.from(), &landings, Some(sq)) {
                Some(route) if choice.exits.contains(&sq) => {
                    out.push(Command::Play(Move::Go(route).to_string()));
                }
                _ => out.push(Command::Say(Note::info(t!("board-s7-cancelled")))),
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
                    ..Note::info(t!("board-s7-exit-now", square = sq.to_string()))
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
            None => out.push(Command::Say(Note::info(t!("board-s7-choose-pawn")))),
        }
    }

    fn select(&mut self, g: &Strata7, sq: Square, out: &mut Vec<Command>) {
        self.selected = Some(sq);
        let note = if !self.routes(g).is_empty() {
            Note::info(t!("board-s7-dots-and-rings"))
        } else {
            // The engine names what holds the pawn itself (an objective, a duty elsewhere).
            match g.why_pawn_is_stuck(sq) {
                Some(e) => Note::refused(&e),
                None => Note::info(t!("board-s7-no-move")),
            }
        };
        out.push(Command::Say(note));
    }

    /// The pawns the last move took: a flash when first shown (with animations on), then a
    /// crossed-out ghost.
    fn captures(&mut self, ui: &Ui, scene: &Scene<'_>, taken: &[Captured], animate: bool) {
        let now = ui.input(|i| i.time);
        let start = *self.flash_start.get_or_insert(now);
        let t = if animate { ((now - start) / FLASH).clamp(0.0, 1.0) as f32 } else { 1.0 };
        for c in taken {
            scene.ghost(c.square, c.owner, c.stack, t);
        }
        if t < 1.0 {
            ui.ctx().request_repaint();
        }
    }

    /// Says in the status line what the last move scored and took (once per position).
    fn announce(
        &mut self,
        scored: &[String],
        objective: bool,
        taken: &[Captured],
        out: &mut Vec<Command>,
    ) {
        if std::mem::replace(&mut self.announced, true) || (scored.is_empty() && taken.is_empty()) {
            return;
        }
        let mut text: Vec<String> = scored.iter().map(|line| format!("{line}.")).collect();
        if let Some(first) = taken.first() {
            let squares: Vec<String> = taken.iter().map(|c| c.square.to_string()).collect();
            let pawns: usize = taken.iter().map(|c| if c.stack { 2 } else { 1 }).sum();
            let side = display_name(Strata7::player_name(first.owner));
            let squares = squares.join(", ");
            text.push(t!("board-s7-captured", count = pawns, player = side, squares = squares));
            text.push(t!("board-s7-captured-why"));
        }
        let rule = match (taken.is_empty(), objective && !scored.is_empty()) {
            (false, _) => "S7-C3",
            (true, true) => "S7-O2",
            (true, false) => "S7-R2",
        };
        out.push(Command::Say(Note { rule: Some(rule), ..Note::info(text.join(" ")) }));
    }

    /// One side's card beside the board: points, captures, pawns held by the opponent, and for
    /// the player to move the objectives they can score now. What does not fit scrolls inside
    /// the card, never over the other side's card.
    fn card(
        &self,
        ui: &mut Ui,
        (rect, tight): (Rect, bool),
        g: &Strata7,
        p: Player,
        scorable: &[Scorable],
    ) {
        let to_move = (!g.is_over()).then(|| Game::to_move(g));
        let name = display_name(Strata7::player_name(p));
        let their_turn = to_move == Some(p);
        let mut ui =
            paint::side_card(ui, rect, (GameId::Strata7, p), &name, their_turn, Align::Center);
        ui.add_space(4.0);
        // A half-height card (one column for both sides) keeps its text size but not its gaps;
        // a `tight` one (a small window at a large zoom) puts the points on one line and the
        // last reinforcement in the captures' tooltip.
        let short = rect.height() < 320.0;
        let scorable = if to_move == Some(p) { scorable } else { &[] };
        egui::ScrollArea::vertical()
            .id_salt(("strata7-card", p.0))
            .auto_shrink([false, true])
            .show(&mut ui, |ui| self.card_lines(ui, g, p, scorable, (short, tight)));
    }

    fn card_lines(
        &self,
        ui: &mut Ui,
        g: &Strata7,
        p: Player,
        scorable: &[Scorable],
        (short, tight): (bool, bool),
    ) {
        if tight {
            let line = t!("board-s7-score-of-points", score = g.score(p), points = WINNING_SCORE);
            ui.label(RichText::new(line).size(SIDE_TEXT + 2.0).strong());
        } else {
            let points = if short { 22.0 } else { 30.0 };
            ui.label(RichText::new(g.score(p).to_string()).size(points).strong());
            let of_points = t!("board-s7-of-points", points = WINNING_SCORE);
            ui.label(RichText::new(of_points).size(SIDE_TEXT));
        }
        ui.add_space(if short { 2.0 } else { 8.0 });
        let took = g.captures(p);
        let reinforcement = if took < LAST_REINFORCEMENT_CAPTURES {
            t!("board-s7-last-at", count = LAST_REINFORCEMENT_CAPTURES)
        } else {
            t!("board-s7-last-earned")
        };
        let captured = t!("board-s7-captured-count", count = took);
        let captured = ui.label(RichText::new(captured).size(SIDE_TEXT + 1.0));
        if tight {
            captured.on_hover_text(words::clauses(&[reinforcement, t!("board-s7-last-about")]));
        } else {
            ui.label(RichText::new(reinforcement).size(SIDE_TEXT).weak())
                .on_hover_text(t!("board-s7-last-about"));
        }
        let opponent = Player(p.0 ^ 1);
        ui.add_space(if short { 2.0 } else { 6.0 });
        let held = t!(
            "board-s7-held-by",
            count = g.held(p),
            player = display_name(Strata7::player_name(opponent))
        );
        ui.label(RichText::new(held).size(SIDE_TEXT)).on_hover_text(t!("board-s7-held-about"));
        if !scorable.is_empty() {
            ui.add_space(if short { 4.0 } else { 10.0 });
            ui.label(RichText::new(t!("board-s7-can-score")).size(SIDE_TEXT).strong())
                .on_hover_text(t!("board-s7-can-score-about"));
            for Scorable { objective, points, from } in scorable {
                let froms: Vec<String> = from.iter().map(Square::to_string).collect();
                ui.label(
                    RichText::new(t!(
                        "board-s7-score-from",
                        square = objective.to_string(),
                        points = *points,
                        from = froms.join(", ")
                    ))
                    .size(SIDE_TEXT),
                );
            }
        }
    }
}

/// The point at `t` (0..1) of the way along a polyline, by length.
fn along(points: &[Pos2], t: f32) -> Pos2 {
    let total: f32 = points.windows(2).map(|w| (w[1] - w[0]).length()).sum();
    let mut left = total * t.clamp(0.0, 1.0);
    for w in points.windows(2) {
        let len = (w[1] - w[0]).length();
        if left <= len && len > 0.0 {
            return w[0].lerp(w[1], left / len);
        }
        left -= len;
    }
    points.last().copied().unwrap_or(Pos2::ZERO)
}

/// What a hovered route does: a step, a jump chain, or a reinforcement and its points.
fn route_note(g: &Strata7, routes: &[Route], route: &Route) -> Note {
    let to = route.arrival();
    let reinforces =
        routes.iter().any(|r| r.arrival() == to && r.exit().is_some()) || g.pawn_at(to).is_some();
    let n = route.landings().len();
    Note::good(if reinforces {
        let points = match kind(g, to) {
            CellKind::Objective(p) => p,
            _ => 0,
        };
        t!("board-s7-reinforce", square = to.to_string(), points = points)
    } else if n == 1 && is_step(route.from(), to) {
        t!("board-s7-step", square = to.to_string())
    } else {
        t!("board-s7-jump", square = to.to_string(), count = n, move = Move::Go(*route).to_string())
    })
}

/// A hovered pawn's liberties, and whether it is in danger.
fn pawn_note(g: &Strata7, sq: Square) -> Option<Note> {
    let (owner, stack) = g.pawn_at(sq)?;
    let liberties = g.liberties(sq).unwrap_or(0);
    let (player, square) = (display_name(Strata7::player_name(owner)), sq.to_string());
    let text = if stack {
        t!("board-s7-stack-liberties", player = player, square = square, count = liberties)
    } else {
        t!("board-s7-pawn-liberties", player = player, square = square, count = liberties)
    };
    Some(if g.in_danger(sq) {
        let text = t!("board-s7-in-danger", note = text);
        Note { rule: Some("S7-C3"), ..Note::info(text) }
    } else {
        Note::info(text)
    })
}

impl BoardView for Strata7View {
    type Game = Strata7;

    fn board(
        &mut self,
        ui: &mut Ui,
        g: &Strata7,
        ctx: BoardCtx<'_, Strata7>,
        out: &mut Vec<Command>,
    ) -> Option<Note> {
        let full = ui.available_rect_before_wrap();
        let legal = self.legal(g).to_vec();
        let placing = placing(g);
        // What can be scored now is a hint: shown with hints on only.
        let offer = ctx.hints && !g.is_over() && !placing;
        let scorable = if offer { g.scorable_objectives(&legal) } else { Vec::new() };
        let area = if full.width() < NARROW {
            // One column on the right, Bordeaux above White as on the board: the board keeps
            // the width.
            let strip = (full.width() * 0.24).clamp(110.0, 140.0);
            let column = Rect::from_min_max(pos2(full.max.x - strip, full.min.y), full.max);
            // The mover's card is taller: it lists what can be scored.
            let white_moves = !g.is_over() && Game::to_move(g) == WHITE;
            let (top, bottom) =
                column.split_top_bottom_at_fraction(if white_moves { 0.42 } else { 0.58 });
            // Both cards alike: tight when the smaller could not hold every line.
            let tight = top.height().min(bottom.height()) < TIGHT_CARD;
            self.card(ui, (top, tight), g, BORDEAUX, &scorable);
            self.card(ui, (bottom, tight), g, WHITE, &scorable);
            full.with_max_x(column.min.x)
        } else {
            let strip = (full.width() * 0.13).clamp(110.0, 140.0);
            let left = Rect::from_min_size(full.min, vec2(strip, full.height()));
            let right = Rect::from_min_max(pos2(full.max.x - strip, full.min.y), full.max);
            let tight = full.height() < TIGHT_CARD;
            self.card(ui, (left, tight), g, WHITE, &scorable);
            self.card(ui, (right, tight), g, BORDEAUX, &scorable);
            Rect::from_min_max(pos2(left.max.x, full.min.y), pos2(right.min.x, full.max.y))
        };

        let response = ui.interact(area, ui.scope_id().with("strata7-board"), Sense::click());
        let label = t!("board-s7-board");
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &label));
        ui.advance_cursor_after_rect(full);
        let layout = SquareLayout::fit(area.shrink(4.0), FILES as u8, RANKS as u8, 0.7, false);
        self.layout = Some(layout);
        let pick = |p: Pos2| {
            layout
                .cell_at(p)
                .and_then(|(f, r)| Square::new(f, r))
                .filter(|sq| kind(g, *sq) != CellKind::Off)
        };
        if let Some(p) = ctx.click(&response) {
            self.click(g, pick(p), out);
        }
        if response.secondary_clicked() {
            self.selected = None;
            self.exit_choice = None;
        }

        let forced = g.owed();
        let routes = self.routes(g);
        let movable = if ctx.hints && self.selected.is_none() && !placing {
            self.movable(g)
        } else {
            Vec::new()
        };
        let last = ctx.last();
        let t = self.clock.progress(ui, &ctx);
        let mut scene = Scene { g, layout, painter: ui.painter_at(area), slide: None };
        scene.slide = last.as_ref().filter(|_| t < 1.0).and_then(|mv| scene.slide(mv, ease(t)));
        scene.board(ui.visuals().weak_text_color());
        if let Some(mv) = &last {
            scene.last_move(mv);
        }
        if placing && ctx.hints {
            scene.placements(&legal);
        }
        // While the stack's exit is chosen, only the reinforcement and its exits matter.
        let choosing = self.exit_choice.is_some();
        scene.pawns(&movable, ctx.hints && !choosing);
        if !choosing {
            scene.scorable(&scorable);
        }
        if let Some(Owed::Exit(sq) | Owed::Separation(sq)) = forced {
            scene.ring(sq, FOCUS);
        }
        let before = ctx.before;
        if let (Some(before), Some(mv)) = (before, &last) {
            let effects = before.effects(mv);
            if !effects.captured.is_empty() {
                self.captures(ui, &scene, &effects.captured, ctx.animate);
            }
            if !ctx.replaying {
                let objective = effects.objective.is_some();
                self.announce(&scoring(before, &effects), objective, &effects.captured, out);
            }
        }
        if let (Some(selected), false) = (self.selected, choosing) {
            scene.ring(selected, FOCUS);
            if ctx.hints {
                scene.targets(selected, &routes);
            }
        }
        match &self.exit_choice {
            Some(choice) => {
                scene.veil();
                scene.exit_choice(choice);
                let arrival = choice.route.arrival();
                scene.prompt(&t!("board-s7-prompt-exit", square = arrival.to_string()));
            }
            None if placing => scene.prompt(&t!("board-s7-prompt-last")),
            None => match forced {
                Some(Owed::Exit(sq)) => {
                    scene.prompt(&t!("board-s7-prompt-owed-exit", square = sq.to_string()));
                }
                Some(Owed::Separation(sq)) => {
                    scene.prompt(&t!("board-s7-prompt-separation", square = sq.to_string()));
                }
                None => {}
            },
        }
        // What the pointer aims at: a route (drawn), or a pawn and its liberties.
        let (pointer, aimed) = (response.hover_pos(), response.hover_pos().and_then(pick));
        let note = aimed.and_then(|h| {
            let route = if self.exit_choice.is_none() {
                best(routes.iter().filter(|r| r.arrival() == h))
            } else {
                None
            };
            match route {
                Some(route) => {
                    scene.route(&route, Stroke::new(3.0, FOCUS), true);
                    Some(route_note(g, &routes, &route))
                }
                None => pawn_note(g, h),
            }
        });
        if let (Some(n), Some(p)) = (&note, pointer) {
            let text = match n.rule {
                Some(rule) => format!("{}\n({rule})", n.text),
                None => n.text.clone(),
            };
            let edge = if n.tone == Tone::Good { GOOD } else { FOCUS };
            bubble(&scene.painter, area, p, &text, edge);
        }
        note
    }

    fn phase(&self, g: &Strata7) -> String {
        if g.pending_placement().is_some() {
            return t!("board-s7-phase-last");
        }
        match g.owed() {
            Some(Owed::Exit(sq)) => t!("board-s7-phase-exit", square = sq.to_string()),
            Some(Owed::Separation(sq)) => t!("board-s7-phase-separation", square = sq.to_string()),
            None => t!("board-s7-phase-move"),
        }
    }

    fn stock(&self, g: &Strata7) -> Vec<String> {
        let mut stock =
            vec![t!("board-s7-stock", white = g.captures(WHITE), bordeaux = g.captures(BORDEAUX))];
        if g.quiet_moves() >= QUIET_MOVE_LIMIT / 2 {
            stock.push(t!("board-s7-quiet", count = g.quiet_moves(), limit = QUIET_MOVE_LIMIT));
        }
        stock
    }

    fn annotation(&self, before: &Strata7, _after: &Strata7, token: &str) -> Option<String> {
        let lines = scoring(before, &before.effects(&token.parse().ok()?));
        (!lines.is_empty()).then(|| crate::words::clauses(&lines))
    }

    fn locate(&self, g: &Strata7, target: &str) -> Option<Pos2> {
        let layout = self.layout?;
        let sq: Square = target.parse().ok()?;
        (kind(g, sq) != CellKind::Off).then(|| {
            let (f, r) = sq.coords();
            layout.centre(f, r)
        })
    }
}

impl Controls for Strata7View {
    fn toolbar(&mut self, _ui: &mut Ui) {}

    fn keys(&mut self, input: &mut egui::InputState) {
        if input.consume_key(egui::Modifiers::NONE, egui::Key::Escape) {
            self.selected = None;
            self.exit_choice = None;
        }
    }

    fn shortcuts(&self) -> &'static [(&'static str, &'static str)] {
        super::lasting_keys(&[("Esc".into(), t!("board-s7-key-esc"))])
    }

    fn score_label(&self) -> &'static str {
        super::lasting(t!("board-s7-points"))
    }

    fn reset(&mut self) {
        self.selected = None;
        self.exit_choice = None;
        self.legal = None;
        self.flash_start = None;
        self.announced = false;
    }
}

fn is_step(from: Square, to: Square) -> bool {
    let ((a, b), (c, d)) = (from.coords(), to.coords());
    a.abs_diff(c) <= 1 && b.abs_diff(d) <= 1
}

#[cfg(test)]
mod tests;
