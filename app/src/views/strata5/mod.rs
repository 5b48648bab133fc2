//! The Strata 5 board: blocks and pawns drawn isometrically, turned in quarter turns.
//!
//! Everything is drawn back to front by `(depth, level)` in one pass that also records each
//! visible face; picking walks those faces front to back, so a click always lands on what the
//! player sees. The drawing itself is in `scene.rs`; this file holds the view's state and input.

use std::collections::BTreeMap;

use egui::{
    Align, Align2, Color32, FontId, Painter, Pos2, Rect, Response, RichText, Role, Sense, Shape,
    Stroke, Ui, Vec2, WidgetInfo, pos2, vec2,
};
use strata_core::games::strata5::{
    BLACK, Cell, From, Move, Phase, Place, RED, Square, Strata5, TURNS_WITHOUT_BLOCK_LIMIT,
};
use strata_core::{Game, GameId, IllegalMove, Player};

mod scene;

use scene::{PAWN_BUTTON, Scene, pawn_button};

use super::animation::{MoveClock, ease};
use super::iso::{Iso, convex_contains};
use super::{BoardCtx, BoardView, Controls, paint};
use crate::command::{Command, Note};
use crate::t;
use crate::theme::{
    self, BAD, FOCUS, GOOD, INK, Look, display_name, level_tint, player_look, shade,
};

/// The highest level a drawing reaches: blocks up to 5, a pawn standing on level 5.
const MAX_Z: f32 = 6.4;
const GROUND: Color32 = Color32::from_rgb(0xB9, 0xB3, 0xA3);
/// The smallest text of the reserve columns.
const SIDE_TEXT: f32 = 12.0;
/// A pawn figure is drawn a little taller than its level, to read as upright.
const FIGURE_HEIGHT: f32 = 1.25;

#[derive(Debug, Default)]
pub struct Strata5View {
    /// Quarter turns of the view (Q/E).
    rotation: u8,
    /// The pawn chosen to move.
    selected: Option<From>,
    /// Legal moves of the shown position, computed once per position.
    legal: Option<Vec<Move>>,
    /// The last judged ghost block, so hovering does not re-check every frame.
    ghost: Option<(Square, Result<(), IllegalMove>)>,
    /// Last frame's projection and visible faces (back to front), for picking and `locate`.
    iso: Option<Iso>,
    picks: Vec<Pick>,
    /// The last move's animation.
    clock: MoveClock,
    /// Whether targets are highlighted (the Hints setting, as of this frame).
    hints: bool,
    /// Where each reserve pawn's button was drawn last frame, by owner and number (`locate`
    /// of `2@`: a hint's ring on a pawn still to come in).
    reserve_at: Vec<(Player, u8, Pos2)>,
}

/// A rectangle as the quad a pick is tested against.
fn rect_quad(r: Rect) -> [Pos2; 4] {
    [r.left_top(), r.right_top(), r.right_bottom(), r.left_bottom()]
}

/// A face on screen and the column it stands for; `z` is the height to unproject at.
#[derive(Clone, Copy, Debug)]
struct Pick {
    quad: [Pos2; 4],
    sq: Square,
    z: f32,
    /// A pawn's figure: it wins over the faces drawn in front of it (a pawn half hidden behind
    /// a block is still the pawn the player clicks; its outline shows over the block).
    pawn: bool,
}

/// What the pointer aims at: a column, and the world point aimed at within it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Aim {
    sq: Square,
    x: f32,
    y: f32,
}

impl Strata5View {
    fn aim(&self, p: Pos2) -> Option<Aim> {
        let iso = self.iso?;
        pick(&self.picks, &iso, p)
    }

    fn legal(&mut self, g: &Strata5) -> &[Move] {
        self.legal.get_or_insert_with(|| {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            moves
        })
    }

    /// Destinations of the selected pawn.
    fn targets(&mut self, g: &Strata5) -> Vec<Square> {
        let Some(selected) = self.selected else { return Vec::new() };
        self.legal(g)
            .iter()
            .filter_map(|m| match *m {
                Move::Pawn { from, to } if from == selected => Some(to),
                _ => None,
            })
            .collect()
    }

    /// Pawns of the player to move that have a legal move.
    fn movable(&mut self, g: &Strata5) -> Vec<From> {
        let mut froms: Vec<From> = self
            .legal(g)
            .iter()
            .filter_map(|m| match *m {
                Move::Pawn { from, .. } => Some(from),
                Move::Block(_) => None,
            })
            .collect();
        froms.dedup();
        froms
    }

    fn ghost_verdict(&mut self, g: &Strata5, anchor: Square) -> Result<(), IllegalMove> {
        match &self.ghost {
            Some((a, verdict)) if *a == anchor => verdict.clone(),
            _ => {
                let verdict = g.check(&Move::Block(anchor));
                self.ghost = Some((anchor, verdict.clone()));
                verdict
            }
        }
    }

    fn click(&mut self, g: &Strata5, aim: Option<Aim>, out: &mut Vec<Command>) {
        if g.is_over() {
            out.push(Command::Say(Note::info(t!("board-over"))));
            return;
        }
        let Some(aim) = aim else {
            self.selected = None;
            return;
        };
        if matches!(g.phase(), Phase::Block { .. }) {
            let anchor = anchor_of(aim, g.size());
            out.push(Command::Play(Move::Block(anchor).to_string()));
            return;
        }
        let mover = Game::to_move(g);
        match g.top_pawn(aim.sq) {
            Some(p) if p.owner == mover && self.selected != Some(From::Board(aim.sq)) => {
                self.select(g, From::Board(aim.sq), out);
            }
            Some(_) if self.selected == Some(From::Board(aim.sq)) => self.selected = None,
            _ => match self.selected {
                Some(from) => out.push(Command::Play(Move::Pawn { from, to: aim.sq }.to_string())),
                None => out.push(Command::Say(Note::info(t!("board-s5-choose-pawn")))),
            },
        }
    }

    fn select(&mut self, g: &Strata5, from: From, out: &mut Vec<Command>) {
        self.selected = Some(from);
        let note = if !self.targets(g).is_empty() {
            Note::info(if self.hints {
                t!("board-s5-click-hinted")
            } else {
                t!("board-s5-click-target")
            })
        } else {
            // The engine names what is wrong with the pawn itself (moved already, trapped),
            // else why none of its destinations will do.
            match g.why_pawn_is_stuck(from) {
                Some(e) => Note::refused(&e),
                None => Note::refused(&no_destination(g, from)),
            }
        };
        out.push(Command::Say(note));
    }

    fn reserve(
        &mut self,
        ui: &mut Ui,
        rect: Rect,
        g: &Strata5,
        owner: Player,
        hinted: &[From],
        out: &mut Vec<Command>,
    ) {
        let to_move = (!g.is_over()).then(|| Game::to_move(g));
        let name = display_name(Strata5::player_name(owner));
        let their_turn = to_move == Some(owner);
        let mut ui =
            paint::side_card(ui, rect, (GameId::Strata5, owner), &name, their_turn, Align::Center);
        ui.label(RichText::new(t!("board-s5-reserve")).size(SIDE_TEXT).weak());
        let mut numbers: BTreeMap<u8, usize> = BTreeMap::new();
        let mut on_board = 0;
        let mut trapped = 0;
        for pawn in g.pawns().iter().filter(|p| p.owner == owner) {
            match pawn.place {
                Place::Reserve => *numbers.entry(pawn.number).or_default() += 1,
                Place::Board { .. } if g.is_trapped(pawn) => trapped += 1,
                Place::Board { .. } => on_board += 1,
            }
        }
        if numbers.is_empty() {
            ui.label(RichText::new(t!("board-s5-empty")).weak());
        }
        // Every reserve pawn fits the column (a short window, a large zoom): the buttons
        // shrink, leaving room for the two lines below them.
        let below = 3.0 * ui.text_style_height(&egui::TextStyle::Body) + 12.0;
        let room = (ui.available_height() - below).max(0.0);
        let side = (room / numbers.len().max(1) as f32).clamp(26.0, PAWN_BUTTON);
        for (number, count) in numbers {
            let from = From::Reserve(number);
            let mine = to_move == Some(owner);
            let selected = mine && self.selected == Some(from);
            let can_move = mine && hinted.contains(&from);
            let label =
                t!("board-s5-reserve-pawn", player = Strata5::player_name(owner), number = number);
            let response =
                pawn_button(&mut ui, owner, (number, count), selected, can_move, &label, side);
            self.reserve_at.push((owner, number, response.rect.center()));
            if response.clicked() {
                if !mine {
                    let note = t!("board-s5-not-your-reserve", player = name.clone());
                    out.push(Command::Say(Note::info(note)));
                } else if matches!(g.phase(), Phase::Block { .. }) {
                    out.push(Command::Say(Note::info(t!("board-s5-place-block-now"))));
                } else if selected {
                    self.selected = None;
                } else {
                    self.select(g, from, out);
                }
            }
        }
        ui.add_space(8.0);
        ui.label(RichText::new(t!("board-s5-on-board", count = on_board)).size(SIDE_TEXT));
        if trapped > 0 {
            ui.label(RichText::new(t!("board-s5-trapped", count = trapped)).size(SIDE_TEXT));
        }
    }
}

/// The front-most face under `p`, and the point aimed at on its column.
fn pick(picks: &[Pick], iso: &Iso, p: Pos2) -> Option<Aim> {
    let under = |pk: &&Pick| convex_contains(&pk.quad, p);
    let hit = picks.iter().rev().filter(|pk| pk.pawn).find(under);
    let hit = hit.or_else(|| picks.iter().rev().find(under))?;
    let (x, y) = iso.unproject(p, hit.z);
    let (f, r) = (f32::from(hit.sq.file), f32::from(hit.sq.rank));
    Some(Aim { sq: hit.sq, x: x.clamp(f, f + 0.999), y: y.clamp(r, r + 0.999) })
}

/// The block whose centre is the grid corner nearest the aimed point (kept on the board).
fn anchor_of(aim: Aim, size: u8) -> Square {
    let last = f32::from(size.saturating_sub(2));
    let a = |v: f32| (v.round() - 1.0).clamp(0.0, last) as u8;
    Square::new(a(aim.x), a(aim.y))
}

/// Why a pawn that may move has nowhere to go: every move it could make would leave no second
/// pawn move this turn (S5-T2), or no space lies exactly its number of steps away along the
/// blocks (S5-P1 with the rules of a walk).
fn no_destination(g: &Strata5, from: From) -> IllegalMove {
    let n = g.size();
    let squares = (0..n).flat_map(|r| (0..n).map(move |f| Square::new(f, r)));
    let refusals = squares.filter_map(|to| g.check(&Move::Pawn { from, to }).err());
    if let Some(e) = refusals.into_iter().find(|e| e.rule == "S5-T2") {
        return e;
    }
    let number = match from {
        From::Reserve(number) => number,
        From::Board(sq) => g.top_pawn(sq).map_or(0, |p| p.number),
    };
    IllegalMove::new("S5-P1", t!("board-s5-no-destination", number = number))
}

fn block_at(g: &Strata5, f: i16, r: i16, level: usize) -> Option<u8> {
    let n = i16::from(g.size());
    if !(0..n).contains(&f) || !(0..n).contains(&r) {
        return None;
    }
    match g.column(Square::new(f as u8, r as u8))[level - 1] {
        Cell::Block(id) => Some(id),
        _ => None,
    }
}

fn filled_at(g: &Strata5, f: i16, r: i16, level: usize) -> bool {
    let n = i16::from(g.size());
    (0..n).contains(&f)
        && (0..n).contains(&r)
        && g.column(Square::new(f as u8, r as u8))[level - 1] != Cell::Empty
}

impl BoardView for Strata5View {
    type Game = Strata5;

    fn board(
        &mut self,
        ui: &mut Ui,
        g: &Strata5,
        ctx: BoardCtx<'_, Strata5>,
        out: &mut Vec<Command>,
    ) -> Option<Note> {
        self.hints = ctx.hints;
        let full = ui.available_rect_before_wrap();
        let strip = (full.width() * 0.12).clamp(72.0, 110.0);
        let left = Rect::from_min_size(full.min, vec2(strip, full.height()));
        let right = Rect::from_min_max(pos2(full.max.x - strip, full.min.y), full.max);
        let area = Rect::from_min_max(pos2(left.max.x, full.min.y), pos2(right.min.x, full.max.y));
        let movable = if ctx.hints { self.movable(g) } else { Vec::new() };
        self.reserve_at.clear();
        self.reserve(ui, left, g, RED, &movable, out);
        self.reserve(ui, right, g, BLACK, &movable, out);

        let response = ui.interact(area, ui.scope_id().with("strata5-board"), Sense::click());
        let label = t!("board-s5-board");
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &label));
        ui.advance_cursor_after_rect(full);
        // Aim with the faces drawn last frame: exactly what the player saw.
        let hover = response.hover_pos().and_then(|p| self.aim(p));
        if let Some(p) = ctx.click(&response) {
            // The keyboard presses a cell, not a point: aim at its middle (the point may fall
            // on a taller column drawn in front of it).
            let pressed = ctx.press.and(ctx.press_cell).and_then(|c| c.parse::<Square>().ok());
            let aim = match pressed {
                Some(sq) => {
                    Some(Aim { sq, x: f32::from(sq.file) + 0.5, y: f32::from(sq.rank) + 0.5 })
                }
                None => self.aim(p),
            };
            self.click(g, aim, out);
        }
        if response.secondary_clicked() {
            self.selected = None;
        }

        let iso = Iso::fit(area.shrink(6.0), g.size(), self.rotation, MAX_Z);
        let targets = if ctx.hints { self.targets(g) } else { Vec::new() };
        let last = ctx.last();
        let mut scene = Scene {
            g,
            iso,
            painter: ui.painter_at(area),
            picks: Vec::with_capacity(512),
            ctx,
            targets: &targets,
            movable: &movable,
            selected: self.selected,
            hover,
            last,
            motion: ease(self.clock.progress(ui, &ctx)),
        };
        scene.rim_labels(ui.visuals().weak_text_color());
        scene.ground();
        scene.columns();
        scene.dropping_block();
        let recent = ctx.recent_moves();
        scene.turn_marks(&recent);
        if scene.motion >= 1.0 {
            // A pawn hidden behind a higher column still shows, as an outline over it.
            scene.pawn_outlines();
        }
        let mut note = None;
        let placing = matches!(g.phase(), Phase::Block { .. }) && !g.is_over();
        if let (true, Some(aim)) = (placing, hover) {
            let anchor = anchor_of(aim, g.size());
            let verdict = self.ghost_verdict(g, anchor);
            scene.ghost(anchor, ctx.hints.then_some(&verdict));
            if ctx.hints {
                note = Some(match &verdict {
                    Ok(()) => Note::good(t!("board-s5-place-block", anchor = anchor.to_string())),
                    Err(e) => Note::refused(e),
                });
            }
        }
        // The hovered column's level, over everything.
        if let Some(aim) = hover.filter(|_| !scene.every_level()) {
            scene.level_badge(aim.sq);
        }
        scene.height_map(area);
        let picks = scene.picks;
        self.iso = Some(iso);
        self.picks = picks;
        if let (Some(n), Some(p)) = (&note, hover.and(response.hover_pos())) {
            let text = match n.rule {
                Some(rule) => t!("board-rule-note", rule = rule, text = n.text.clone()),
                None => n.text.clone(),
            };
            let edge = if n.rule.is_some() { BAD } else { GOOD };
            paint::bubble(&ui.painter_at(area), area, p, &text, edge);
        }
        note
    }

    fn phase(&self, g: &Strata5) -> String {
        match g.phase() {
            Phase::FirstPawn => t!("board-s5-phase-first"),
            Phase::SecondPawn { .. } => t!("board-s5-phase-second"),
            Phase::Block { .. } => t!("board-s5-phase-block"),
        }
    }

    fn stock(&self, g: &Strata5) -> Vec<String> {
        let reserve = |p: Player| {
            g.pawns().iter().filter(|x| x.owner == p && x.place == Place::Reserve).count()
        };
        let mut stock = vec![
            t!("board-s5-blocks-left", count = g.supply()),
            t!("board-s5-reserves", red = reserve(RED), black = reserve(BLACK)),
        ];
        if g.turns_without_block() >= TURNS_WITHOUT_BLOCK_LIMIT / 2 {
            stock.push(t!(
                "board-s5-turns-without-block",
                count = g.turns_without_block(),
                limit = TURNS_WITHOUT_BLOCK_LIMIT
            ));
        }
        stock
    }

    fn locate(&self, g: &Strata5, target: &str) -> Option<Pos2> {
        // "2@": pawn 2 in the reserve of the player to move.
        if let Some(number) = target.strip_suffix('@').and_then(|n| n.parse::<u8>().ok()) {
            let mover = Game::to_move(g);
            let found = self.reserve_at.iter().find(|(p, n, _)| *p == mover && *n == number);
            return found.map(|(_, _, at)| *at);
        }
        let iso = self.iso?;
        let (sq, at) = match target.strip_prefix('#') {
            // Inside the anchor's top face, near the corner the block is centred on.
            Some(anchor) => (anchor.parse::<Square>().ok()?, 0.85),
            None => (target.parse::<Square>().ok()?, 0.5),
        };
        if !g.on_board(sq) {
            return None;
        }
        let z = f32::from(g.space_level_at(sq));
        Some(iso.project(f32::from(sq.file) + at, f32::from(sq.rank) + at, z))
    }
}

impl Controls for Strata5View {
    fn toolbar(&mut self, ui: &mut Ui) {
        let left = ui.button(t!("board-s5-turn-left"));
        if left.on_hover_text(t!("board-s5-turn-left-about")).clicked() {
            self.rotation = (self.rotation + 3) % 4;
        }
        let right = ui.button(t!("board-s5-turn-right"));
        if right.on_hover_text(t!("board-s5-turn-right-about")).clicked() {
            self.rotation = (self.rotation + 1) % 4;
        }
    }

    fn keys(&mut self, input: &mut egui::InputState) {
        if input.consume_key(egui::Modifiers::NONE, egui::Key::Q) {
            self.rotation = (self.rotation + 3) % 4;
        }
        if input.consume_key(egui::Modifiers::NONE, egui::Key::E) {
            self.rotation = (self.rotation + 1) % 4;
        }
        if input.consume_key(egui::Modifiers::NONE, egui::Key::Escape) {
            self.selected = None;
        }
    }

    fn shortcuts(&self) -> &'static [(&'static str, &'static str)] {
        super::lasting_keys(&[
            ("Q / E".into(), t!("board-s5-key-turn")),
            ("Esc".into(), t!("board-s5-key-esc")),
        ])
    }

    fn uses_level_numbers(&self) -> bool {
        true
    }

    fn rotation(&self) -> u8 {
        self.rotation
    }

    fn set_rotation(&mut self, quarter_turns: u8) {
        self.rotation = quarter_turns % 4;
    }

    fn reset(&mut self) {
        self.selected = None;
        self.legal = None;
        self.ghost = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Over random games, every pawn of the mover that may move but has no destination gets
    /// a reason with its rule, and both reasons come up.
    #[test]
    fn a_pawn_with_nowhere_to_go_says_why() {
        let mut rules = std::collections::BTreeSet::new();
        for seed in 0..60 {
            let mut g = Strata5::new(8);
            let mut rng = strata_core::Rng::seed(seed);
            let mut moves = Vec::new();
            while !g.is_over() {
                g.legal_moves(&mut moves);
                let pawns: Vec<From> = (1..=6)
                    .map(From::Reserve)
                    .chain(g.pawns().iter().filter_map(|p| match p.place {
                        Place::Board { column, .. } => Some(From::Board(g.square(column.into()))),
                        Place::Reserve => None,
                    }))
                    .collect();
                for from in pawns {
                    let moves_from =
                        moves.iter().any(|m| matches!(m, Move::Pawn { from: f, .. } if *f == from));
                    if !moves_from && g.why_pawn_is_stuck(from).is_none() {
                        let why = no_destination(&g, from);
                        assert!(["S5-T2", "S5-P1"].contains(&why.rule), "{why:?}");
                        rules.insert(why.rule);
                    }
                }
                let Some(mv) = rng.choose(&moves).copied() else { break };
                g.play(&mv).unwrap();
            }
        }
        assert!(rules.contains("S5-P1"), "{rules:?}");
    }

    fn aim_at(x: f32, y: f32) -> Aim {
        Aim { sq: Square::new(x as u8, y as u8), x, y }
    }

    #[test]
    fn the_block_centres_on_the_nearest_corner_and_stays_on_the_board() {
        assert_eq!(anchor_of(aim_at(2.8, 2.9), 8), Square::new(2, 2));
        assert_eq!(anchor_of(aim_at(2.2, 2.1), 8), Square::new(1, 1));
        assert_eq!(anchor_of(aim_at(0.1, 0.2), 8), Square::new(0, 0));
        assert_eq!(anchor_of(aim_at(7.9, 7.9), 8), Square::new(6, 6));
    }

    #[test]
    fn picking_takes_the_front_most_face() {
        let iso = Iso::fit(Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0)), 8, 0, MAX_Z);
        let back = Square::new(3, 5);
        let front = Square::new(3, 4);
        let p = iso.project(3.5, 5.5, 0.0);
        let picks = vec![
            Pick { quad: iso.cell_quad(3, 5, 0.0), sq: back, z: 0.0, pawn: false },
            // A tall face in front that covers the back cell's centre.
            Pick {
                quad: rect_quad(Rect::from_center_size(p, vec2(100.0, 100.0))),
                sq: front,
                z: 3.0,
                pawn: false,
            },
        ];
        assert_eq!(pick(&picks, &iso, p).map(|a| a.sq), Some(front));
        assert_eq!(pick(&picks[..1], &iso, p).map(|a| a.sq), Some(back));
        // A pawn standing on the back cell, half hidden by that face: the pawn wins.
        let pawn = Pick {
            quad: rect_quad(Rect::from_min_max(p + vec2(-8.0, -30.0), p + vec2(8.0, 0.0))),
            sq: back,
            z: 0.0,
            pawn: true,
        };
        let with_pawn = [picks[0], pawn, picks[1]];
        assert_eq!(pick(&with_pawn, &iso, p + vec2(0.0, -10.0)).map(|a| a.sq), Some(back));
        let aim = pick(&picks, &iso, p).unwrap();
        assert!(
            (3.0..4.0).contains(&aim.x) && (4.0..5.0).contains(&aim.y),
            "clamped to its column"
        );
        assert_eq!(pick(&picks, &iso, pos2(-100.0, -100.0)), None);
    }

    #[test]
    fn columns_report_their_space_and_top_pawn() {
        let g = Strata5::new(8);
        assert_eq!(g.space_level_at(Square::new(0, 0)), 1);
        assert_eq!(g.space_level_at(Square::new(4, 4)), 0);
        assert!(g.top_pawn(Square::new(0, 0)).is_none());
    }
}
