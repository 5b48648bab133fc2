//! Stratego: the board as one player knows it, the hand-over screen between two people at one
//! computer, and each attack's result.
//!
//! Everything drawn during play comes from the engine's [`Observation`] for the player looking
//! at the screen (`Sight`), never from the full position: the opponent's hidden ranks do not
//! reach the painter at all. Only a finished game shows both armies.
//!
//! With two people at the table the screen goes blank between turns (the hand-over screen)
//! until the next player says it is them; a player who attacked first sees the result, then
//! hands over. The setup phase before the game is [`arrange`].

pub mod arrange;
pub mod before_game;
mod scene;
mod text;
pub(crate) mod tile;

use egui::{
    Align, Color32, Layout, Painter, Pos2, Rect, RichText, Role, Sense, Stroke, Ui, UiBuilder,
    WidgetInfo, pos2, vec2,
};
use strata_core::games::stratego::{
    Combat, CombatResult, Move, Observation, OwnPiece, Rank, Square, SquareView, Stratego,
};
use strata_core::save::Seat;
use strata_core::{Game, GameId, HiddenInfo, IllegalMove, Player};

use super::animation::{MoveClock, ease};
use super::paint::{self, arrow, bubble};
use super::squares::SquareLayout;
use super::{BoardCtx, BoardView, Controls};
use crate::command::{Command, Note, Tone};
use crate::theme::{FOCUS, GOOD, INK, capitalise, display_name, shade};
use crate::{t, words};
use scene::{Scene, describe};
use text::{combat_note, combat_text, ranks_short, ranks_text};
use tile::Tile;

pub const RED: Player = Player(0);
pub const BLUE: Player = Player(1);
const FIELD: Color32 = Color32::from_rgb(0xC9, 0xC3, 0x9E);
const LAKE: Color32 = Color32::from_rgb(0x5B, 0x9B, 0xD5);
/// The band above the board for the last attack's result, at its tallest.
const BAND: f32 = 84.0;
/// The smallest text of the side columns: readable at 800×560.
const SIDE_TEXT: f32 = 12.0;
/// Below this width the two side columns become one, on the right, so the board stays big.
const NARROW: f32 = 720.0;

pub fn name(p: Player) -> String {
    display_name(Stratego::player_name(p))
}

/// Paints the blank screen that hides the board (in the theme's colours) and returns its
/// title and text colours.
fn blank_screen(ui: &Ui, area: Rect) -> (Color32, Color32) {
    let visuals = ui.visuals();
    ui.painter().rect_filled(area, 8.0, visuals.extreme_bg_color);
    (visuals.strong_text_color(), visuals.text_color())
}

/// The screen that hides the board until `next` takes it (the game's hand-over and the setup
/// phase's): the back of one of `next`'s pieces, `title`, who looks away (`away`), and the
/// button that shows the board. Returns whether it was clicked, and the column below it for
/// more buttons.
pub(crate) fn privacy_screen(
    ui: &mut Ui,
    area: Rect,
    next: Player,
    title: &str,
    away: &str,
    button: &str,
) -> (bool, Ui) {
    let (strong, text) = blank_screen(ui, area);
    let mut child = ui.new_child(
        UiBuilder::new().max_rect(area.shrink(24.0)).layout(Layout::top_down(Align::Center)),
    );
    child.add_space(area.height() * 0.2);
    // Whose turn it is, by colour and mark.
    let (tile_rect, _) = child.allocate_exact_size(vec2(64.0, 64.0), Sense::hover());
    tile::paint(
        child.painter(),
        tile_rect,
        Tile { owner: next, rank: None, known: false, moved: false },
    );
    child.label(RichText::new(title).size(28.0).color(strong));
    child.add_space(10.0);
    child.label(RichText::new(away).color(text));
    child.add_space(18.0);
    let button = egui::Button::new(RichText::new(button).size(18.0)).min_size(vec2(260.0, 40.0));
    let clicked = child.add(button).clicked();
    child.add_space(12.0);
    (clicked, child)
}

/// The people at the table: the seats played by a human.
fn humans(seats: &[Seat]) -> Vec<Player> {
    (0..2u8)
        .map(Player)
        .filter(|p| seats.get(p.index()).is_none_or(|s| *s == Seat::Human))
        .collect()
}

/// Paints the empty board: squares, lakes and coordinates; `lit` squares are drawn bright,
/// the others dimmed (the setup phase lights the player's own four ranks).
pub(crate) fn paint_field(
    painter: &Painter,
    layout: &SquareLayout,
    text: Color32,
    lit: impl Fn(Square) -> bool,
) {
    let grid = Stroke::new(1.0, shade(FIELD, -0.3));
    // One rect under everything, so no seam between cells shows the background.
    painter.rect_filled(layout.board_rect(), 0.0, FIELD);
    for (low, high) in [("c5", "d6"), ("g5", "h6")] {
        let (Ok(a), Ok(b)) = (low.parse::<Square>(), high.parse::<Square>()) else { continue };
        painter.rect_filled(
            layout.rect(a.file, a.rank).union(layout.rect(b.file, b.rank)),
            0.0,
            LAKE,
        );
    }
    for index in 0..100 {
        let sq = Square::from_index(index);
        let rect = layout.rect(sq.file, sq.rank);
        if sq.is_lake() {
            let wave = Stroke::new(1.5, Color32::from_white_alpha(150));
            for k in [0.35, 0.65] {
                let y = rect.top() + rect.height() * k;
                let points: Vec<Pos2> = (0..=8)
                    .map(|i| {
                        let t = i as f32 / 8.0;
                        pos2(
                            rect.left() + rect.width() * (0.15 + 0.7 * t),
                            y + (t * 12.0).sin() * rect.height() * 0.04,
                        )
                    })
                    .collect();
                painter.add(egui::Shape::line(points, wave));
            }
            continue;
        }
        let fill = if lit(sq) { FIELD } else { shade(FIELD, -0.28) };
        painter.rect_filled(rect, 0.0, fill);
        painter.rect_stroke(rect, 0.0, grid, egui::StrokeKind::Middle);
    }
    layout.paint_coordinates(painter, text);
}

/// The tile for a square as a player sees it, if anything stands there.
pub(crate) fn tile_of(view: SquareView, viewer: Player) -> Option<Tile> {
    let opponent = viewer.next(2);
    Some(match view {
        SquareView::Empty | SquareView::Lake => return None,
        SquareView::Own(OwnPiece { rank, moved, revealed }) => {
            Tile { owner: viewer, rank: Some(rank), known: revealed, moved }
        }
        SquareView::Unknown => Tile { owner: opponent, rank: None, known: false, moved: false },
        SquareView::MovedUnknown => Tile { owner: opponent, rank: None, known: false, moved: true },
        SquareView::Revealed(rank) => {
            Tile { owner: opponent, rank: Some(rank), known: true, moved: rank.is_movable() }
        }
    })
}

/// Everything one player sees of a position: the only input of the board's painting.
#[derive(Clone, Debug, PartialEq)]
struct Sight {
    viewer: Player,
    squares: [SquareView; 100],
    /// The viewer's legal moves (empty when it is not their turn).
    legal: Vec<Move>,
    to_move: Player,
    last_move: Option<Move>,
    last_combat: Option<Combat>,
    captured: [[u8; 12]; 2],
    /// The opponent's ranks still hidden on the board.
    hidden: [u8; 12],
    /// The game is over and both armies are shown.
    open: bool,
}

impl Sight {
    fn of(obs: Observation) -> Sight {
        let hidden = obs.unaccounted();
        Sight {
            viewer: obs.viewer,
            squares: obs.squares,
            legal: obs.legal_moves,
            to_move: obs.to_move,
            last_move: obs.last_move,
            last_combat: obs.last_combat,
            captured: obs.captured,
            hidden,
            open: false,
        }
    }

    /// A finished game: nothing is secret any more, both armies are shown.
    fn open(g: &Stratego, viewer: Player) -> Sight {
        let mut sight = Sight::of(g.observe(viewer));
        for (index, view) in sight.squares.iter_mut().enumerate() {
            if let (SquareView::Unknown | SquareView::MovedUnknown, Some(piece)) =
                (*view, g.piece_at(Square::from_index(index)))
            {
                *view = SquareView::Revealed(piece.rank);
            }
        }
        sight.hidden = [0; 12];
        sight.open = true;
        sight
    }

    fn at(&self, sq: Square) -> SquareView {
        sq.index().map_or(SquareView::Empty, |i| self.squares[i])
    }

    fn targets(&self, from: Square) -> Vec<Square> {
        self.legal.iter().filter(|m| m.from == from).map(|m| m.to).collect()
    }
}

/// What the board area shows this frame.
#[derive(Clone, Debug, PartialEq)]
enum Screen {
    /// Blank, until `next` says it is them.
    HandOver {
        next: Player,
    },
    /// A replayed position with nobody's pieces shown yet.
    WhoIsLooking,
    Board {
        sight: Box<Sight>,
        banner: Option<Banner>,
    },
}

/// The result of the last attack, with what the player does to go on.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Banner {
    combat: Combat,
    ack: Ack,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ack {
    /// The attacker has read it and passes the computer on.
    HandOver(Player),
    /// The player to move has read what happened to them.
    Dismiss,
    /// Shown for information (replay, one person at the table).
    None,
}

#[derive(Debug, Default)]
pub struct StrategoView {
    /// The player whose pieces are on screen (two people: set by the hand-over button).
    viewer: Option<Player>,
    /// The ply after which the attacker read the result and handed over.
    handed_over: Option<u32>,
    /// The ply whose attack result the player to move dismissed.
    dismissed: Option<u32>,
    selected: Option<Square>,
    /// Last frame's layout, for picking and `locate`.
    layout: Option<SquareLayout>,
    /// The last move's animation.
    clock: MoveClock,
    /// Whether targets are highlighted (the Hints setting, as of this frame).
    hints: bool,
    /// Whose pieces the board showed last frame (none on a hand-over screen).
    shown: Option<Player>,
}

impl StrategoView {
    /// Decides what may be shown: the one place that keeps a player's pieces from the other.
    fn screen(&self, g: &Stratego, seats: &[Seat], replaying: bool) -> Screen {
        let humans = humans(seats);
        let board = |viewer: Player, banner: Option<Banner>| Screen::Board {
            sight: Box::new(Sight::of(g.observe(viewer))),
            banner,
        };
        let info = g.last_combat().map(|combat| Banner { combat, ack: Ack::None });
        if g.is_over() {
            let viewer = self.viewer.or(humans.first().copied()).unwrap_or(RED);
            return Screen::Board { sight: Box::new(Sight::open(g, viewer)), banner: info };
        }
        let to_move = Game::to_move(g);
        match humans.as_slice() {
            // Nobody at the table (computer against computer): Red's side is shown.
            [] => board(RED, info),
            [only] => {
                // In replay an attack is shown for information, never waiting for "go on".
                let ack = if !replaying && to_move == *only && self.dismissed != Some(g.ply()) {
                    Ack::Dismiss
                } else {
                    Ack::None
                };
                board(*only, g.last_combat().map(|combat| Banner { combat, ack }))
            }
            _ if replaying => match self.viewer {
                Some(viewer) => board(viewer, info),
                None => Screen::WhoIsLooking,
            },
            _ => match self.viewer {
                Some(viewer) if viewer == to_move => {
                    let banner = g
                        .last_combat()
                        .filter(|_| self.dismissed != Some(g.ply()))
                        .map(|combat| Banner { combat, ack: Ack::Dismiss });
                    board(viewer, banner)
                }
                Some(viewer) => match g.last_combat() {
                    Some(combat)
                        if combat.attacker == viewer && self.handed_over != Some(g.ply()) =>
                    {
                        board(viewer, Some(Banner { combat, ack: Ack::HandOver(to_move) }))
                    }
                    _ => Screen::HandOver { next: to_move },
                },
                None => Screen::HandOver { next: to_move },
            },
        }
    }

    fn hand_over(&mut self, ui: &mut Ui, area: Rect, next: Player) {
        let title = t!("board-sg-turn-of", player = name(next));
        let away = t!("board-sg-looks-away", other = name(next.next(2)), player = name(next));
        let button = t!("board-sg-show-my-pieces", player = name(next));
        if privacy_screen(ui, area, next, &title, &away, &button).0 {
            self.viewer = Some(next);
        }
    }

    fn who_is_looking(&mut self, ui: &mut Ui, area: Rect) {
        let (strong, _) = blank_screen(ui, area);
        let mut child = ui.new_child(
            UiBuilder::new().max_rect(area.shrink(24.0)).layout(Layout::top_down(Align::Center)),
        );
        child.add_space(area.height() * 0.3);
        child.label(RichText::new(t!("board-sg-whose-replay")).size(20.0).color(strong));
        child.add_space(12.0);
        for p in [RED, BLUE] {
            if child.button(t!("board-sg-show-my-pieces", player = name(p))).clicked() {
                self.viewer = Some(p);
            }
        }
    }

    fn click(&mut self, sight: &Sight, over: bool, at: Option<Square>, out: &mut Vec<Command>) {
        if over {
            out.push(Command::Say(Note::info(t!("board-over"))));
            return;
        }
        let Some(sq) = at else {
            self.selected = None;
            return;
        };
        if sight.to_move != sight.viewer {
            out.push(Command::Say(Note::info(t!("board-turn-is", player = name(sight.to_move)))));
            return;
        }
        let own = matches!(sight.at(sq), SquareView::Own(_));
        match self.selected {
            Some(from) if from == sq => self.selected = None,
            // Own pieces are never targets: clicking one selects it instead.
            _ if own => self.select(sight, sq, out),
            Some(from) => out.push(Command::Play(Move::new(from, sq).to_string())),
            None => out.push(Command::Say(Note::info(t!("board-sg-choose-piece")))),
        }
    }

    fn select(&mut self, sight: &Sight, sq: Square, out: &mut Vec<Command>) {
        let SquareView::Own(piece) = sight.at(sq) else { return };
        if !piece.rank.is_movable() {
            let why =
                t!("board-sg-never-moves", piece = tile::the(piece.rank), square = sq.to_string());
            out.push(Command::Say(Note::refused(&IllegalMove::new("SG-M2", why))));
            return;
        }
        self.selected = Some(sq);
        let note = if sight.targets(sq).is_empty() {
            let (piece, square) = (tile::the(piece.rank), sq.to_string());
            Note::info(capitalise(&t!("board-sg-no-move", piece = piece, square = square)))
        } else if piece.rank == Rank::Scout {
            Note::info(t!("board-sg-scout-about"))
        } else if self.hints {
            Note::info(t!("board-sg-click-hinted"))
        } else {
            Note::info(t!("board-sg-click-target"))
        };
        out.push(Command::Say(note));
    }

    /// A side column: what the player lost, and (for the opponent) what is still hidden.
    fn side(&self, ui: &mut Ui, rect: Rect, sight: &Sight, p: Player, compact: bool) {
        let title = if p == sight.viewer && !sight.open {
            t!("board-sg-you", player = name(p))
        } else {
            name(p)
        };
        let turn = sight.to_move == p && !sight.open;
        let mut ui = paint::side_card(ui, rect, (GameId::Stratego, p), &title, turn, Align::Min);
        ui.add_space(4.0);
        let list = |counts: &[u8; 12]| {
            if compact { ranks_short(counts) } else { ranks_text(counts) }
        };
        ui.label(RichText::new(t!("board-sg-lost")).size(SIDE_TEXT).weak());
        let lost = list(&sight.captured[p.index()]);
        ui.label(
            RichText::new(if lost.is_empty() { t!("board-sg-nothing-yet") } else { lost })
                .size(SIDE_TEXT),
        )
        .on_hover_text(ranks_text(&sight.captured[p.index()]));
        if p != sight.viewer && !sight.open {
            ui.add_space(if compact { 4.0 } else { 8.0 });
            ui.label(RichText::new(t!("board-sg-still-hidden")).size(SIDE_TEXT).weak())
                .on_hover_text(t!("board-sg-still-hidden-about"));
            ui.label(RichText::new(list(&sight.hidden)).size(SIDE_TEXT))
                .on_hover_text(ranks_text(&sight.hidden));
        }
    }
}

impl BoardView for StrategoView {
    type Game = Stratego;

    fn board(
        &mut self,
        ui: &mut Ui,
        g: &Stratego,
        ctx: BoardCtx<'_, Stratego>,
        out: &mut Vec<Command>,
    ) -> Option<Note> {
        self.hints = ctx.hints;
        let full = ui.available_rect_before_wrap();
        let response = ui.interact(full, ui.scope_id().with("stratego-board"), Sense::click());
        ui.advance_cursor_after_rect(full);
        let screen = self.screen(g, ctx.seats, ctx.replaying);
        self.shown = match &screen {
            Screen::Board { sight, .. } => Some(sight.viewer),
            _ => None,
        };
        let (sight, banner) = match screen {
            Screen::HandOver { next } => {
                let label = t!("board-sg-hand-over-screen");
                response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &label));
                // Whoever looked last has left the board: the next person at the screen says
                // who they are, also to step back through the history (which would otherwise
                // show the last viewer's army to whoever sits down).
                self.viewer = None;
                self.selected = None;
                self.layout = None;
                self.hand_over(ui, full, next);
                return None;
            }
            Screen::WhoIsLooking => {
                let label = t!("board-sg-hand-over-screen");
                response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &label));
                self.layout = None;
                self.who_is_looking(ui, full);
                return None;
            }
            Screen::Board { sight, banner } => (sight, banner),
        };
        let label = t!("board-sg-board");
        response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &label));
        let viewer = sight.viewer;
        let area = if full.width() < NARROW {
            // One column on the right: the opponent above, the viewer below, as on the board.
            let strip = (full.width() * 0.28).clamp(130.0, 170.0);
            let column = Rect::from_min_max(pos2(full.max.x - strip, full.min.y), full.max);
            let (top, bottom) = column.split_top_bottom_at_fraction(0.55);
            self.side(ui, top, &sight, viewer.next(2), true);
            self.side(ui, bottom, &sight, viewer, true);
            full.with_max_x(column.min.x)
        } else {
            let strip = (full.width() * 0.14).clamp(120.0, 170.0);
            let left = Rect::from_min_size(full.min, vec2(strip, full.height()));
            let right = Rect::from_min_max(pos2(full.max.x - strip, full.min.y), full.max);
            self.side(ui, left, &sight, viewer, false);
            self.side(ui, right, &sight, viewer.next(2), false);
            Rect::from_min_max(pos2(left.max.x, full.min.y), pos2(right.min.x, full.max.y))
        };

        // A band on top for the last attack's result, so the board never moves when it shows;
        // the viewer's own side is at the bottom of the screen. Lower on a short window.
        let band_height = (area.height() * 0.15).clamp(BAND - 8.0, BAND);
        let band = Rect::from_min_max(area.min, pos2(area.max.x, area.min.y + band_height));
        let layout =
            SquareLayout::fit(area.with_min_y(band.max.y).shrink(4.0), 10, 10, 0.6, viewer == BLUE);
        let pick = |p: Pos2| layout.cell_at(p).map(|(f, r)| Square::new(f, r));
        let on_board = response.hover_pos().is_some_and(|p| area.contains(p));
        if let Some(p) = ctx.click(&response).filter(|p| area.contains(*p)) {
            self.click(&sight, sight.open, pick(p), out);
        }
        if response.secondary_clicked() {
            self.selected = None;
        }
        let painter = ui.painter_at(area);
        paint_field(&painter, &layout, ui.visuals().weak_text_color(), |_| true);
        let motion = ease(self.clock.progress(ui, &ctx));
        let scene = Scene { sight: &sight, layout, painter, motion };
        scene.last_move();
        scene.pieces(self.selected);
        scene.fading();
        if let (true, Some(from)) = (ctx.hints, self.selected) {
            scene.targets(from);
        }
        self.layout = Some(layout);

        let mut note = None;
        if let Some(sq) = response.hover_pos().filter(|_| on_board).and_then(pick) {
            // With hints on, a hidden piece's tooltip adds what the viewer may guess of it.
            let hidden = matches!(sight.at(sq), SquareView::Unknown | SquareView::MovedUnknown);
            // Read afresh (at most 0.6 ms, `cargo bench --bench stratego beliefs`): it reads
            // the pieces' whole conduct, which the position's text does not hold.
            let likely = (ctx.hints && hidden && !sight.open)
                .then(|| g.beliefs(sight.viewer).at(sq.index()?).copied())
                .flatten();
            note = describe(&sight, self.selected, sq, likely.as_ref());
            if let (Some(n), Some(p)) = (&note, response.hover_pos()) {
                bubble(
                    &scene.painter,
                    area,
                    p,
                    &n.text,
                    if n.tone == Tone::Good { GOOD } else { FOCUS },
                );
            }
        }
        if let Some(banner) = banner {
            self.combat_banner(ui, band, &banner, viewer, g.ply(), out);
        } else if sight.open {
            paint::banner(&scene.painter, band, &t!("board-sg-over"), FOCUS);
        } else if sight.to_move == viewer && !ctx.replaying {
            let text = t!("board-sg-your-move", player = name(viewer));
            ui.painter().text(
                band.center(),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(16.0),
                ui.visuals().text_color(),
            );
        }
        note
    }

    fn annotation(&self, _before: &Stratego, after: &Stratego, _token: &str) -> Option<String> {
        let g = after;
        g.last_combat().map(|c| combat_note(&c))
    }

    fn phase(&self, _game: &Stratego) -> String {
        t!("board-sg-phase")
    }

    fn stock(&self, g: &Stratego) -> Vec<String> {
        let lost = |p: Player| g.captured(p).iter().map(|&n| u32::from(n)).sum::<u32>();
        vec![t!("board-sg-stock", red = lost(RED), blue = lost(BLUE))]
    }

    fn locate(&self, _game: &Stratego, target: &str) -> Option<Pos2> {
        let layout = self.layout?;
        let sq: Square = target.parse().ok()?;
        sq.on_board().then(|| layout.centre(sq.file, sq.rank))
    }
}

impl Controls for StrategoView {
    fn toolbar(&mut self, ui: &mut Ui) {
        if self.viewer.is_some()
            && ui.button(t!("board-sg-hide")).on_hover_text(t!("board-sg-hide-about")).clicked()
        {
            self.viewer = None;
        }
    }

    fn keys(&mut self, input: &mut egui::InputState) {
        if input.consume_key(egui::Modifiers::NONE, egui::Key::Escape) {
            self.selected = None;
        }
        if input.consume_key(egui::Modifiers::NONE, egui::Key::B) {
            self.viewer = None;
        }
    }

    fn shortcuts(&self) -> &'static [(&'static str, &'static str)] {
        super::lasting_keys(&[
            ("Esc".into(), t!("board-sg-key-esc")),
            ("B".into(), t!("board-sg-key-b")),
        ])
    }

    fn shown_viewer(&self) -> Option<Player> {
        self.shown
    }

    /// Between two people at one screen, taking a move back would show the mover what the
    /// opponent saw (an attack's result, a piece's rank): no undo. Against the computer it is
    /// allowed, as in any game.
    fn undo_allowed(&self, seats: &[Seat]) -> bool {
        humans(seats).len() < 2
    }

    fn reset(&mut self) {
        self.selected = None;
    }
}

impl StrategoView {
    /// The last attack's two pieces, face up, and what happened; with the button to go on.
    fn combat_banner(
        &mut self,
        ui: &mut Ui,
        area: Rect,
        banner: &Banner,
        viewer: Player,
        ply: u32,
        out: &mut Vec<Command>,
    ) {
        let c = banner.combat;
        let (text, rule) = combat_text(&c, viewer);
        // A narrow band gets a wider banner, so its text keeps to two lines.
        let width = (area.width() - 16.0).clamp(240.0, 600.0);
        let rect = Rect::from_min_size(
            pos2(area.center().x - width / 2.0, area.top() + 4.0),
            vec2(width, area.height()),
        );
        let mut child =
            ui.new_child(UiBuilder::new().max_rect(rect).layout(Layout::top_down(Align::Min)));
        egui::Frame::new()
            .fill(paint::PAPER)
            .stroke(Stroke::new(2.0, FOCUS))
            .corner_radius(6.0)
            .inner_margin(10.0)
            .show(&mut child, |ui| {
                ui.set_width(width - 24.0);
                ui.horizontal(|ui| {
                    let defender = c.attacker.next(2);
                    for (owner, rank) in
                        [(c.attacker, c.attacker_rank), (defender, c.defender_rank)]
                    {
                        let side = (area.height() - 40.0).clamp(30.0, 46.0);
                        let (r, _) = ui.allocate_exact_size(vec2(side, side), Sense::hover());
                        tile::paint(
                            ui.painter(),
                            r,
                            Tile { owner, rank: Some(rank), known: true, moved: false },
                        );
                        if owner == c.attacker && width > 480.0 {
                            ui.label(RichText::new(t!("board-sg-attacks")).color(INK));
                        }
                    }
                    ui.add_space(6.0);
                    ui.vertical(|ui| {
                        ui.label(RichText::new(&text).color(INK));
                        ui.horizontal(|ui| {
                            if ui
                                .link(rule)
                                .on_hover_text(t!("board-open-rule", rule = rule))
                                .clicked()
                            {
                                out.push(Command::ShowRule(rule));
                            }
                            match banner.ack {
                                Ack::HandOver(next) => {
                                    let hand_over =
                                        t!("board-sg-hand-over-to", player = name(next));
                                    if ui.button(hand_over).clicked() {
                                        self.handed_over = Some(ply);
                                    }
                                }
                                Ack::Dismiss => {
                                    let ok = ui.button(t!("board-sg-ok"));
                                    if ok.on_hover_text(t!("board-sg-hide-result")).clicked() {
                                        self.dismissed = Some(ply);
                                    }
                                }
                                Ack::None => {}
                            }
                        });
                    });
                });
            });
    }
}

#[cfg(test)]
mod tests;
