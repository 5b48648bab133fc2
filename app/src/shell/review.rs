//! Game → Review game (Ctrl+R): the AI judges every move of the game on a worker thread
//! ([`crate::review_worker`]), then a panel shows a win-rate graph (one line per player; a
//! click shows that position), each move's verdict (also marked in the move list) and the
//! move the AI preferred (in the panel, and on the board before the move played).
//!
//! The review belongs to the game: it is saved in its file and shown only while it is about
//! exactly the game's moves.

use egui::{Color32, RichText, Ui};
use egui_plot::{Line, LineStyle, Plot, PlotPoint, PlotPoints, PlotTransform, Points};
use strata_core::Player;
use strata_core::review::{Depth, MoveReview, Review, Verdict};

use super::OpenGame;
use crate::command::{Command, ReviewCommand};
use crate::review_worker::ReviewWorker;
use crate::t;
use crate::theme::{self, display_name, player_look};

/// The seed of every review in the app: the same as `strata review`'s default, so both give
/// the same verdicts for a game.
const SEED: u64 = 1;

/// What the panel says of a game with hidden pieces (Stratego).
/// The review panel and its worker.
#[derive(Debug, Default)]
pub(super) struct ReviewState {
    pub worker: ReviewWorker,
    pub open: bool,
    pub depth: Depth,
    /// Asked for this frame: open the panel (`None`: reviewing the game if it has no current
    /// review), or review it afresh at a depth.
    pub asked: Option<Option<Depth>>,
    /// Where the graph was drawn last frame (tests click its points).
    graph: Option<PlotTransform>,
}

impl OpenGame {
    /// The game's review, if it is about exactly its moves.
    pub(super) fn current_review(&self) -> Option<&Review> {
        let moves: Vec<String> = self.session.moves().iter().map(|m| m.token.clone()).collect();
        self.review.as_ref().filter(|r| r.is_for(&moves))
    }

    fn tokens(&self) -> Vec<String> {
        self.session.moves().iter().map(|m| m.token.clone()).collect()
    }
}

impl ReviewState {
    // --- Commands ---------------------------------------------------------------------------

    /// Where the graph's point for the position after `ply` moves was drawn (player 0's line).
    pub(super) fn graph_point(&self, review: &Review, ply: usize) -> Option<egui::Pos2> {
        let rates = review.win_rates.get(ply)?;
        let point = PlotPoint::new(ply as f64, rates.first()? * 100.0);
        Some(self.graph.as_ref()?.position_from_point(&point))
    }

    /// Runs a command of the review (the game `g` is the one on screen).
    pub(super) fn run(&mut self, command: ReviewCommand, g: &mut OpenGame) {
        match command {
            ReviewCommand::Open => {
                // The game-over dialog gives way to the review.
                g.over_closed = true;
                self.asked = Some(None);
            }
            ReviewCommand::Start(depth) => self.asked = Some(Some(depth)),
            ReviewCommand::Cancel => self.worker.cancel(),
            ReviewCommand::Close => {
                self.open = false;
                self.worker.cancel();
            }
        }
    }

    /// Opens the review panel; a game without a current review starts one.
    fn open(&mut self, g: &OpenGame, ctx: &egui::Context) {
        self.open = true;
        if g.current_review().is_none() && !self.worker.busy() {
            self.start(g, self.depth, ctx);
        }
    }

    fn start(&mut self, g: &OpenGame, depth: Depth, ctx: &egui::Context) {
        self.open = true;
        self.depth = depth;
        let ctx = ctx.clone();
        self.worker.start(g.session.clone(), depth, SEED, move || ctx.request_repaint());
    }

    /// Starts what was asked for, takes a finished review into the game, and while one runs
    /// looks again for progress.
    pub(super) fn after_frame(&mut self, game: Option<&mut OpenGame>, ctx: &egui::Context) {
        let Some(g) = game else {
            self.asked = None;
            self.worker.cancel();
            return;
        };
        match self.asked.take() {
            Some(None) => self.open(g, ctx),
            Some(Some(depth)) => self.start(g, depth, ctx),
            None => {}
        }
        if let Some(review) = self.worker.poll(&g.tokens()) {
            g.review = Some(review);
            ctx.request_repaint();
        }
        if self.worker.busy() {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
    }

    // --- Drawing ----------------------------------------------------------------------------

    /// The review panel, at the right of the board.
    pub(super) fn panel(&mut self, ui: &mut Ui, g: &OpenGame, out: &mut Vec<Command>) {
        ui.horizontal(|ui| {
            ui.heading(t!("review-title"));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(t!("dialog-close")).on_hover_text(t!("review-hide")).clicked() {
                    out.push(Command::Review(ReviewCommand::Close));
                }
            });
        });
        ui.separator();
        if g.session.position_at(0).hides_information() {
            ui.label(RichText::new(t!("review-full-information")).small());
        }
        ui.horizontal(|ui| {
            ui.label(t!("review-depth"));
            for depth in Depth::ALL {
                let hint = t!("review-depth-about", iterations = depth.iterations());
                let name = crate::words::depth_name(depth);
                if ui.radio(self.depth == depth, name).on_hover_text(hint).clicked() {
                    self.depth = depth;
                }
            }
        });
        if let Some(progress) = self.worker.progress() {
            ui.horizontal(|ui| {
                let fraction = progress.done as f32 / progress.total.max(1) as f32;
                let text = t!("review-progress", done = progress.done, total = progress.total);
                ui.add(egui::ProgressBar::new(fraction).text(text).desired_width(200.0));
                if ui.button(t!("discard-cancel")).on_hover_text(t!("review-stop")).clicked() {
                    out.push(Command::Review(ReviewCommand::Cancel));
                }
            });
        } else {
            let label =
                if g.current_review().is_some() { t!("review-again") } else { t!("review-start") };
            if ui.button(label).on_hover_text(t!("review-start-about")).clicked() {
                out.push(Command::Review(ReviewCommand::Start(self.depth)));
            }
        }
        let Some(review) = g.current_review() else {
            if g.review.is_some() && !self.worker.busy() {
                ui.label(t!("review-stale"));
            }
            self.graph = None;
            return;
        };
        let id = g.session.setup().id();
        let names = g.session.position().player_names();
        let name = |p: Player| display_name(names.get(p.index()).copied().unwrap_or("?"));
        let depth = crate::words::depth_name(review.depth);
        ui.label(t!("review-about", depth = depth, seed = review.seed.to_string()));
        let cursor = g.session.cursor();
        let dark = ui.visuals().dark_mode;
        // The key above the graph, not inside it, where it would hide the lines' ends.
        ui.horizontal_wrapped(|ui| {
            for (p, player) in names.iter().enumerate() {
                let colour = line_colour(player_look(id, Player(p as u8)).fill, dark);
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(22.0, 12.0), egui::Sense::hover());
                let y = rect.center().y;
                let stroke = egui::Stroke::new(2.0, colour);
                let ends = [egui::pos2(rect.left(), y), egui::pos2(rect.right(), y)];
                match line_style(p) {
                    LineStyle::Solid => {
                        ui.painter().line_segment(ends, stroke);
                    }
                    _ => {
                        ui.painter().extend(egui::Shape::dashed_line(&ends, stroke, 4.0, 3.0));
                    }
                }
                ui.label(display_name(player));
            }
            for verdict in [Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder] {
                let colour = theme::verdict_colour(verdict).unwrap_or(Color32::GRAY);
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(10.0, 12.0), egui::Sense::hover());
                ui.painter().circle_filled(rect.center(), 4.0, colour);
                ui.label(crate::words::verdict_name(verdict));
            }
        });
        let response = Plot::new("review-graph")
            .height(190.0)
            .include_y(0.0)
            .include_y(100.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .y_axis_label(t!("review-axis-chance"))
            .x_axis_label(t!("review-axis-move"))
            .show(ui, |plot| {
                for (p, player) in names.iter().enumerate() {
                    let points: PlotPoints = review
                        .win_rates
                        .iter()
                        .enumerate()
                        .map(|(i, r)| [i as f64, r.get(p).copied().unwrap_or(0.0) * 100.0])
                        .collect();
                    let look = player_look(id, Player(p as u8));
                    plot.line(
                        Line::new(display_name(player), points)
                            .color(line_colour(look.fill, dark))
                            .style(line_style(p)),
                    );
                }
                for verdict in [Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder] {
                    let points: PlotPoints = review
                        .moves
                        .iter()
                        .enumerate()
                        .filter(|(_, m)| m.verdict == verdict)
                        .map(|(i, m)| [i as f64 + 1.0, m.after * 100.0])
                        .collect();
                    let colour = theme::verdict_colour(verdict).unwrap_or(Color32::GRAY);
                    plot.points(
                        Points::new(crate::words::verdict_name(verdict), points)
                            .color(colour)
                            .radius(4.0),
                    );
                }
                plot.vline(egui_plot::VLine::new("shown", cursor as f64).color(theme::FOCUS));
                let clicked = plot.response().clicked();
                clicked.then(|| plot.pointer_coordinate()).flatten()
            });
        self.graph = Some(response.transform);
        if let Some(at) = response.inner {
            let ply = at.x.round().clamp(0.0, review.moves.len() as f64) as usize;
            out.push(Command::GoTo(ply));
        }
        egui::Grid::new("review-counts").show(ui, |ui| {
            ui.label("");
            for verdict in [Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder] {
                ui.label(format!("{} {}", verdict.symbol(), crate::words::verdict_name(verdict)));
            }
            ui.end_row();
            for (p, counts) in review.counts(names.len()).iter().enumerate() {
                ui.horizontal(|ui| {
                    theme::swatch(ui, id, Player(p as u8));
                    ui.label(name(Player(p as u8)));
                });
                for verdict in [Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder] {
                    ui.label(counts[verdict as usize].to_string());
                }
                ui.end_row();
            }
        });
        ui.separator();
        if let Some(m) = cursor.checked_sub(1).and_then(|i| review.moves.get(i)) {
            ui.label(RichText::new(t!("review-move", cursor = cursor)).strong());
            move_summary(ui, m, &name(m.mover));
        } else {
            ui.label(t!("review-at-start"));
        }
        if let Some(next) = review.moves.get(cursor) {
            ui.add_space(4.0);
            let (number, who, played) = (cursor + 1, name(next.mover), next.mv.clone());
            let text = if next.verdict == Verdict::Best {
                t!("review-next-best", number = number, name = who, played = played)
            } else {
                let best = next.best.clone();
                t!("review-next", number = number, name = who, played = played, best = best)
            };
            ui.label(text);
        }
    }

    /// On the board: the AI's preferred move where the next move was not its choice.
    pub(super) fn marker(&self, ui: &Ui, g: &OpenGame) {
        let Some(next) = g.current_review().and_then(|r| r.moves.get(g.session.cursor())) else {
            return;
        };
        if !self.open || next.verdict == Verdict::Best {
            return;
        }
        let game = g.session.position();
        let painter = ui.painter();
        // The better move, drawn from where it starts to where it ends.
        let stroke = egui::Stroke::new(3.0, theme::GOOD);
        let Some(at) =
            super::computer_view::draw_move(painter, g.view.as_ref(), game, &next.best, stroke)
        else {
            return;
        };
        painter.circle(
            at,
            12.0,
            theme::GOOD.gamma_multiply(0.9),
            egui::Stroke::new(1.5, Color32::WHITE),
        );
        painter.text(
            at,
            egui::Align2::CENTER_CENTER,
            t!("review-ai-mark"),
            egui::FontId::proportional(11.0),
            Color32::WHITE,
        );
    }
}

/// One move's verdict in words: "d4-f5?? — blunder: Red's chance 62% → 31%; better b4-b5".
fn move_summary(ui: &mut Ui, m: &MoveReview, mover: &str) {
    let colour = theme::verdict_colour(m.verdict).unwrap_or(ui.visuals().text_color());
    ui.label(
        RichText::new(format!(
            "{}{} — {}",
            m.mv,
            m.verdict.symbol(),
            crate::words::verdict_name(m.verdict)
        ))
        .color(colour)
        .strong(),
    );
    let (before, after) = (crate::words::percent(m.before), crate::words::percent(m.after));
    let drop = (m.drop * 100.0).round();
    let mover = mover.to_string();
    ui.label(t!("review-chance", name = mover, before = before, after = after, drop = drop));
    if m.missed_win {
        ui.label(t!("review-missed-win", best = m.best.clone()));
    } else if m.verdict != Verdict::Best {
        ui.label(t!("review-preferred", best = m.best.clone()));
    }
}

/// A player's colour as a line on the plot's background. The fill's lightness is mapped
/// into a band that reads on that background, in the same order, so light and dark fills
/// (Stratum's beige and dark brown) stay apart instead of meeting in the middle.
fn line_colour(fill: Color32, dark_background: bool) -> Color32 {
    let current = lightness(fill);
    let (low, high) = if dark_background { (0.35, 0.95) } else { (0.05, 0.65) };
    let target = low + current * (high - low);
    // Blending towards white or black moves the mean channel linearly, so this hits `target`
    // (neither division can be by zero: `target` lies strictly between 0 and 1).
    if target > current {
        fill.lerp_to_gamma(Color32::WHITE, (target - current) / (1.0 - current))
    } else {
        fill.lerp_to_gamma(Color32::BLACK, (current - target) / current)
    }
}

/// The mean of a colour's channels, 0 (black) to 1 (white).
fn lightness(c: Color32) -> f32 {
    (f32::from(c.r()) + f32::from(c.g()) + f32::from(c.b())) / 765.0
}

/// A second cue besides colour, for readers who cannot tell the colours apart.
fn line_style(player: usize) -> LineStyle {
    match player {
        0 => LineStyle::Solid,
        1 => LineStyle::Dashed { length: 10.0 },
        2 => LineStyle::Dotted { spacing: 6.0 },
        _ => LineStyle::Dashed { length: 4.0 },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::GameId;

    #[test]
    fn every_games_lines_differ_in_lightness_on_both_backgrounds() {
        for (game, players) in [
            (GameId::Strata5, 2),
            (GameId::Stratum, 4),
            (GameId::Strata7, 2),
            (GameId::Stratego, 2),
        ] {
            for dark in [true, false] {
                let lines: Vec<Color32> = (0..players)
                    .map(|p| line_colour(player_look(game, Player(p)).fill, dark))
                    .collect();
                for (i, a) in lines.iter().enumerate() {
                    // Readable on the background: far from black on dark, from white on light.
                    let l = lightness(*a);
                    assert!(if dark { l >= 0.34 } else { l <= 0.66 }, "{game:?} {i}: {a:?}");
                    for b in &lines[i + 1..] {
                        let apart = (l - lightness(*b)).abs();
                        assert!(apart >= 0.05, "{game:?} dark={dark}: {a:?} {b:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn stratum_beige_and_dark_brown_lines_stay_apart() {
        // They met at nearly the same grey before (a darkened beige, a lightened brown).
        let beige = line_colour(player_look(GameId::Stratum, Player(0)).fill, true);
        let brown = line_colour(player_look(GameId::Stratum, Player(1)).fill, true);
        assert!(lightness(beige) - lightness(brown) > 0.3, "{beige:?} {brown:?}");
    }
}
