//! The computer at the table: it thinks on the worker ([`crate::ai_worker`]) whenever a
//! computer seat is to move, and suggests moves to a person who asks.
//!
//! Everything here runs at the end of a frame, after the frame's commands: an answer is applied
//! only while its generation stamp (the shell's revision) is still the one on the board.

use std::time::Duration;

use egui::{Button, RichText, Ui};
use strata_core::Player;
use strata_core::ai::{Bot, Budget, Candidate};
use strata_core::notation::{destination, source};
use strata_core::save::Seat;

use super::{OpenGame, StrataApp};
use crate::ai_worker::{Answer, Purpose};
use crate::command::{Command, Note};
use crate::panels::new_game::{LEVELS, seat_label};
use crate::theme::{self, display_name};

/// The bot and time a suggestion gets.
const SUGGEST_BOT: Bot = Bot::Medium;
const SUGGEST_TIME: Duration = Duration::from_millis(1_000);
/// The share of a level's budget that a later part of a turn gets when the first part's
/// search left no plan for it (Strata 5's block, now and then).
const LATER_PART: f64 = 0.05;
/// The search a part of a turn gets after "Move now" (when the plan did not cover it).
const RUSHED: u64 = 300;
/// How many suggestions are shown.
const SUGGESTIONS: usize = 3;
/// The shortest time the computer takes for a move, so the move is seen.
pub(super) const MIN_THINK: Duration = Duration::from_millis(400);
/// The delays between moves offered while computers play.
pub(super) const MAX_DELAY: Duration = Duration::from_secs(3);

/// How the computer plays in this app.
#[derive(Debug)]
pub(super) struct AiSettings {
    /// Replaces every bot's budget (tests use an iteration budget for speed).
    pub budget: Option<Budget>,
    /// The least time between a position and the computer's move on it (the speed control).
    pub delay: Duration,
    /// Computers make no move while paused.
    pub paused: bool,
    /// Each search gets its own seed.
    pub next_seed: u64,
    /// Per seat, the computer's estimate of its own result when it last moved (it answers draw
    /// offers from it).
    pub estimates: [Option<f64>; 4],
    /// "Suggest a move" was asked for this frame.
    pub suggest_asked: bool,
    /// Searches started for the computer's own moves (tests: a planned part needs none).
    pub searches: u64,
    /// The learner's hints for the position with this stamp (worked out once per position).
    pub hints: Option<(u64, strata_core::hints::Hints)>,
    /// The rest of the computer's turn as its last search saw it (Strata 5's later parts):
    /// played part by part without a new search, while the game is where the plan left it.
    pub plan: Plan,
}

/// The parts of a computer's turn still to play, from the position after `ply` moves.
#[derive(Debug, Default)]
pub(super) struct Plan {
    ply: usize,
    tokens: std::collections::VecDeque<String>,
    /// "Move now" was asked during the turn: its other parts come at once.
    rush: bool,
}

impl Default for AiSettings {
    fn default() -> Self {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        AiSettings {
            budget: None,
            delay: MIN_THINK,
            paused: false,
            next_seed: now.map_or(1, |d| d.as_nanos() as u64),
            estimates: [None; 4],
            suggest_asked: false,
            searches: 0,
            hints: None,
            plan: Plan::default(),
        }
    }
}

/// Candidates a person asked for, for the position with this stamp.
#[derive(Debug)]
pub(super) struct Suggestions {
    pub stamp: u64,
    pub candidates: Vec<Candidate>,
    /// Why each candidate is good, in words (`strata_core::reasons`), worked out once.
    pub reasons: Vec<Vec<String>>,
    /// The suggestion the pointer is on: its expected reply is drawn on the board.
    pub hovered: Option<usize>,
}

impl StrataApp {
    // --- Test and benchmark access ------------------------------------------------------------

    /// Every search (computer moves and suggestions) uses `budget` instead of the bot's own.
    pub fn set_ai_budget(&mut self, budget: Budget) {
        self.ai_settings.budget = Some(budget);
    }

    /// The seed of the next search (tests: two runs then think alike).
    pub fn set_ai_seed(&mut self, seed: u64) {
        self.ai_settings.next_seed = seed;
    }

    /// The least time the computer takes per move.
    pub fn set_ai_delay(&mut self, delay: Duration) {
        self.ai_settings.delay = delay;
    }

    /// How many searches the computer started for its own moves.
    pub fn searches_started(&self) -> u64 {
        self.ai_settings.searches
    }

    /// Whether a search is running.
    pub fn thinking(&self) -> bool {
        self.ai.busy()
    }

    /// The suggested moves shown for the current position.
    pub fn suggestions(&self) -> Vec<String> {
        self.current_suggestions()
            .map(|c| c.iter().map(|c| c.mv.clone()).collect())
            .unwrap_or_default()
    }

    // --- The frame ----------------------------------------------------------------------------

    /// The bot of the seat to move, when the computer should play now: the game is on, at its
    /// latest position (not in replay, no redo list), and not paused.
    fn computer_to_move(&self) -> Option<Bot> {
        let g = self.screen.game()?;
        if g.replay_from.is_some() || g.session.moves_after_cursor() > 0 {
            return None;
        }
        let p = g.session.position().to_move()?;
        g.session.seats().get(p.index())?.bot()
    }

    /// A computer seat is to move in the game, but the moves after it (the redo list) would
    /// be lost if it played: it waits for the person to redo or undo.
    fn waits_for_redo(&self) -> bool {
        let Some(g) = self.screen.game() else { return false };
        let seat = g.session.position().to_move().and_then(|p| g.session.seats().get(p.index()));
        g.replay_from.is_none()
            && g.session.moves_after_cursor() > 0
            && seat.is_some_and(|s| s.bot().is_some())
    }

    /// A person is to move in the game's latest position, and is at the screen (see
    /// [`OpenGame::player_at_screen`]).
    pub(super) fn human_to_move(&self) -> Option<Player> {
        self.screen.game()?.player_at_screen()
    }

    /// Applies an answer that is ready, and starts the computer's search when it is to move.
    pub(super) fn ai_after_frame(&mut self, ctx: &egui::Context) {
        match self.ai.poll(self.revision) {
            Ok(answer) => {
                self.apply(answer);
                // The frame shows the position before the answer: draw it again.
                ctx.request_repaint();
            }
            // Waiting: look again for progress (the answer itself wakes the UI too).
            Err(Some(wait)) => ctx.request_repaint_after(wait),
            Err(None) => {}
        }
        if self.suggestions.as_ref().is_some_and(|s| s.stamp != self.revision) {
            self.suggestions = None;
        }
        if std::mem::take(&mut self.ai_settings.suggest_asked) {
            self.suggest(ctx);
        }
        if self.ai.busy() || self.editing() {
            return;
        }
        if let Some(lesson) = self.screen.game_mut().and_then(|g| g.lesson.as_deref_mut()) {
            // In a lesson the other seats play only the scripted replies (and "Show me" the
            // answer), at the pace of the computer's moves.
            if let Some(token) = lesson.due_move() {
                let delay = self.ai_settings.delay;
                self.ai.start_planned(token, Bot::Medium, self.revision, delay);
                ctx.request_repaint_after(delay);
            }
            return;
        }
        if self.ai_settings.paused {
            return;
        }
        let Some(bot) = self.computer_to_move() else {
            self.ai_settings.plan = Plan::default();
            return;
        };
        if !self.mid_turn() {
            // A new turn: "Move now" was about the last one.
            self.ai_settings.plan.rush = false;
        }
        let mut delay = self.ai_settings.delay;
        if self.ai_settings.plan.rush {
            delay = Duration::ZERO;
        }
        if let Some(token) = self.planned_move() {
            self.ai.start_planned(token, bot, self.revision, delay);
            ctx.request_repaint_after(delay);
            return;
        }
        let mut budget = self.ai_settings.budget.unwrap_or(bot.default_budget());
        if self.ai_settings.plan.rush {
            // "Move now" asked for the rest of the turn at once: a glance, not a search.
            budget = Budget::Iterations(RUSHED);
        } else if self.mid_turn() {
            // The turn's budget went to its first part; a later part the plan did not
            // cover gets a twentieth of it, so the whole turn keeps to the level's time.
            budget = budget.scaled(LATER_PART);
        }
        self.ai_settings.searches += 1;
        self.think(bot, budget, Purpose::Move, delay, ctx);
        ctx.request_repaint_after(Duration::from_millis(100));
    }

    fn think(
        &mut self,
        bot: Bot,
        budget: Budget,
        purpose: Purpose,
        min: Duration,
        ctx: &egui::Context,
    ) {
        let Some(g) = self.screen.game() else { return };
        let seed = self.ai_settings.next_seed;
        self.ai_settings.next_seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let ctx = ctx.clone();
        let game = g.session.position().clone_box();
        self.ai.start(game, bot, budget, seed, self.revision, purpose, min, move || {
            ctx.request_repaint()
        });
    }

    fn apply(&mut self, answer: Answer) {
        match (answer.purpose, answer.thought) {
            (Purpose::Move, Some(thought)) => {
                let mover = self.screen.game().and_then(|g| g.session.position().to_move());
                if let (Some(p), Some(best)) = (mover, thought.candidates.first())
                    && let Some(estimate) = self.ai_settings.estimates.get_mut(p.index())
                {
                    *estimate = Some(best.win_rate);
                }
                let played = self.screen.game().map(|g| g.session.moves().len());
                let line = thought.candidates.iter().find(|c| c.mv == thought.mv);
                let line = line.map(|c| c.line.clone()).unwrap_or_default();
                self.play(thought.mv, false);
                let now = self.screen.game().map(|g| g.session.moves().len());
                if now == played {
                    // Refused (the status line says why): asking again would loop.
                    self.ai_settings.paused = true;
                } else {
                    // The plan goes on from here; a new search's line replaces it.
                    let plan = &mut self.ai_settings.plan;
                    plan.ply = now.unwrap_or(0);
                    if !line.is_empty() {
                        plan.tokens = line.into();
                    }
                }
            }
            (Purpose::Move, None) => {
                // Nothing to play (not in a game in progress): wait for the player.
                self.ai_settings.paused = true;
                let text = format!("The computer ({}) found no move; paused.", answer.bot);
                self.message = Some(Note::warning(text));
            }
            (Purpose::Suggest, Some(thought)) => {
                let mut candidates = thought.candidates;
                candidates.truncate(SUGGESTIONS);
                // Shown best first: by the exact result where the search knows it (the
                // shortest win, the longest resistance), else by the estimated chance to win.
                candidates.sort_by(|a, b| order_key(b).total_cmp(&order_key(a)));
                let turns: Vec<Vec<String>> = candidates
                    .iter()
                    .map(|c| std::iter::once(&c.mv).chain(&c.line).cloned().collect())
                    .collect();
                let reasons = match self.screen.game() {
                    Some(g) => strata_core::reasons::reasons(g.session.position(), &turns),
                    None => Vec::new(),
                };
                let stamp = self.revision;
                self.suggestions = Some(Suggestions { stamp, candidates, reasons, hovered: None });
            }
            (Purpose::Suggest, None) => {
                self.message = Some(Note::info("There is no move to suggest."));
            }
        }
    }

    /// "Suggest a move" (H): the AI thinks for the person to move.
    fn suggest(&mut self, ctx: &egui::Context) {
        if self.human_to_move().is_none() || self.ai.busy() {
            return;
        }
        self.suggestions = None;
        let budget = self.ai_settings.budget.unwrap_or(Budget::Time(SUGGEST_TIME));
        self.think(SUGGEST_BOT, budget, Purpose::Suggest, Duration::ZERO, ctx);
    }

    /// "Move now": the computer plays its best move so far, and the rest of its turn at once.
    pub(super) fn move_now(&mut self) {
        self.ai.hurry();
        self.ai_settings.plan.rush = true;
    }

    /// The next part of the computer's turn, if its plan still applies: the game is at the
    /// plan's position and the part is legal there. A plan that no longer applies is dropped.
    fn planned_move(&mut self) -> Option<String> {
        let g = self.screen.game()?;
        let plan = &mut self.ai_settings.plan;
        let token = plan.tokens.pop_front()?;
        if plan.ply != g.session.moves().len() || g.session.check(&token).is_err() {
            plan.tokens.clear();
            return None;
        }
        Some(token)
    }

    /// The player to move has made a move of this turn already (Strata 5's later parts).
    fn mid_turn(&self) -> bool {
        let Some(g) = self.screen.game() else { return false };
        let last = g.session.cursor().checked_sub(1).map(|i| g.session.moves()[i].by);
        last.is_some() && last == g.session.position().to_move()
    }

    /// Pausing drops the search under way; resuming starts it again.
    pub(super) fn toggle_pause(&mut self) {
        self.ai_settings.paused = !self.ai_settings.paused;
        if self.ai_settings.paused && self.ai.purpose() == Some(Purpose::Move) {
            self.ai.cancel();
        }
    }

    fn current_suggestions(&self) -> Option<&[Candidate]> {
        let s = self.suggestions.as_ref().filter(|s| s.stamp == self.revision)?;
        Some(&s.candidates)
    }

    // --- Drawing --------------------------------------------------------------------------------

    /// Whether the game has a computer seat (the toolbar then offers pause and speed). A
    /// lesson's other seats only play its scripted replies: no computer to pause there.
    pub(super) fn has_computer(&self) -> bool {
        self.screen.game().is_some_and(|g| {
            g.lesson.is_none() && g.session.seats().iter().any(|s| s.bot().is_some())
        })
    }

    /// The toolbar's AI controls: Suggest, and with a computer at the table Pause and speed.
    pub(super) fn ai_toolbar(&mut self, ui: &mut Ui) {
        let can_suggest = self.human_to_move().is_some() && !self.ai.busy();
        let suggest = ui.add_enabled(can_suggest, Button::new("Suggest a move"));
        if suggest.on_hover_text("The computer's three best moves for you (H)").clicked() {
            self.commands.push(Command::Suggest);
        }
        if !self.has_computer() {
            return;
        }
        let label = if self.ai_settings.paused { "Resume" } else { "Pause" };
        if ui.button(label).on_hover_text("Stop or restart the computer's moves (P)").clicked() {
            self.commands.push(Command::TogglePause);
        }
    }

    /// The computer's pace ("s per move"), when a computer plays: in the toolbar, or in its
    /// "More" menu in a narrow window.
    pub(super) fn pace_slider(&mut self, ui: &mut Ui) {
        if !self.has_computer() {
            return;
        }
        let mut secs = self.ai_settings.delay.as_secs_f32();
        let range = MIN_THINK.as_secs_f32()..=MAX_DELAY.as_secs_f32();
        let slider = egui::Slider::new(&mut secs, range).text("s per move").fixed_decimals(1);
        if ui
            .add(slider)
            .on_hover_text("The computer's least time for a move (its speed)")
            .changed()
        {
            self.ai_settings.delay = Duration::from_secs_f32(secs);
        }
    }

    /// The status bar's line while the computer thinks, or while it is paused.
    ///
    /// One row, always there in a game, so the board does not move when the computer starts or
    /// stops thinking: the search's progress, a paused computer, or the suggestions.
    pub(super) fn ai_status(&mut self, ui: &mut Ui) {
        let row = ui.spacing().interact_size.y;
        ui.horizontal(|ui| {
            ui.set_min_height(row);
            self.ai_status_row(ui);
        });
    }

    fn ai_status_row(&mut self, ui: &mut Ui) {
        if let Some(progress) = self.ai.progress() {
            ui.horizontal(|ui| {
                spinner(ui);
                // The button comes before the text that changes as the search goes on, so it
                // stays where the pointer aims.
                let label = match progress.purpose {
                    Purpose::Move => "Move now",
                    Purpose::Suggest => "Show now",
                };
                if ui
                    .button(label)
                    .on_hover_text("Stop thinking and use the best move so far")
                    .clicked()
                {
                    self.commands.push(Command::MoveNow);
                }
                let who = match progress.purpose {
                    Purpose::Move => format!("Computer ({}) is thinking", progress.bot),
                    Purpose::Suggest => "Looking for moves for you".to_string(),
                };
                let mut text = format!("{who}: {} iterations", progress.iterations);
                if let Some(best) = &progress.best {
                    text.push_str(&format!(", best so far {best}"));
                }
                ui.label(text);
            });
        } else if self.ai_settings.paused && self.computer_to_move().is_some() {
            let text = "Paused: the computer waits (Resume or P to go on).";
            ui.label(RichText::new(text).color(theme::FOCUS));
        } else if self.waits_for_redo() {
            let text =
                "The computer waits while there are moves to redo: Redo them, or undo further.";
            ui.label(RichText::new(text).color(theme::FOCUS));
        } else {
            self.suggestions_panel(ui);
        }
    }

    /// The suggested moves, each a button that plays it.
    /// Hovering one says why it is good and draws the reply the computer expects.
    fn suggestions_panel(&mut self, ui: &mut Ui) {
        let Some(candidates) = self.current_suggestions() else { return };
        let position = self.screen.game().map(|g| g.session.position());
        let reasons = self.suggestions.as_ref().map(|s| s.reasons.clone()).unwrap_or_default();
        let (mut play, mut hovered) = (None, None);
        ui.horizontal(|ui| {
            ui.strong("Suggested moves:");
            for (i, c) in candidates.iter().enumerate() {
                let turn = turn_text(c);
                let text = format!("{}. {turn} ({})", i + 1, figure(c));
                // What the search knows exactly comes first ("you win in 3 moves"; "every
                // move loses against best play; this one resists longest").
                let exact = c.exact.map(|e| e.words(i == 0));
                let why: Option<Vec<String>> = match (exact, reasons.get(i)) {
                    (Some(exact), Some(r)) => {
                        Some(std::iter::once(exact).chain(r.clone()).collect())
                    }
                    (Some(exact), None) => Some(vec![exact]),
                    (None, Some(r)) if !r.is_empty() => Some(r.clone()),
                    (None, _) => None,
                };
                let why = why.as_ref();
                let mut hint = match c.exact {
                    Some(_) => format!("Play {turn}."),
                    None => {
                        format!("Play {turn} (estimated chance to win {:.0}%).", c.win_rate * 100.0)
                    }
                };
                if let Some(why) = why {
                    hint.push_str(&format!("\nWhy: {}.", why.join("; ")));
                }
                if !c.reply.is_empty()
                    && let Some(who) = position.and_then(|p| replier(p, c))
                {
                    hint.push_str(&format!("\nExpected reply: {who} {}.", c.reply.join(" ")));
                }
                let button = ui.button(text);
                if button.hovered() {
                    hovered = Some(i);
                }
                if button.on_hover_text(hint).clicked() {
                    play = Some(i);
                }
                if i == 0
                    && let Some(why) = why
                {
                    ui.label(RichText::new(why.join("; ")).weak());
                }
            }
        });
        if let Some(s) = &mut self.suggestions {
            s.hovered = hovered;
        }
        if let Some(i) = play {
            self.play_suggestion(i);
        }
    }

    /// Plays the suggestion numbered `i + 1`: its move and the rest of its turn.
    fn play_suggestion(&mut self, i: usize) {
        let Some(c) = self.current_suggestions().and_then(|c| c.get(i)) else { return };
        let turn: Vec<String> = std::iter::once(&c.mv).chain(&c.line).cloned().collect();
        self.commands.extend(turn.into_iter().map(Command::Play));
    }

    /// The suggestions on the board: each part of each suggested turn drawn from where it
    /// starts to where it ends (an arrow for a piece, a mark on a block's or bar's place), and
    /// a numbered badge at its end that plays it when clicked. Badges that would overlap are
    /// set apart.
    pub(super) fn suggestion_markers(&mut self, ui: &mut Ui) {
        let (Some(candidates), Some(g)) = (self.current_suggestions(), self.screen.game()) else {
            return;
        };
        let game = g.session.position();
        let mut badges: Vec<egui::Pos2> = Vec::new();
        let mut clicked = None;
        for (i, c) in candidates.iter().enumerate() {
            let colour = theme::FOCUS.gamma_multiply(1.0 - 0.2 * i as f32);
            let stroke = egui::Stroke::new(3.0 - 0.6 * i as f32, colour);
            let mut first_end = None;
            for part in std::iter::once(&c.mv).chain(&c.line) {
                let end = draw_move(ui.painter(), g.view.as_ref(), game, part, stroke);
                first_end = first_end.or(end);
            }
            let Some(mut at) = first_end else { continue };
            while badges.iter().any(|b| b.distance(at) < 20.0) {
                at += egui::vec2(20.0, 0.0);
            }
            badges.push(at);
            let rect = egui::Rect::from_center_size(at, egui::vec2(22.0, 22.0));
            let response =
                ui.interact(rect, ui.scope_id().with(("suggestion", i)), egui::Sense::click());
            let turn = turn_text(c);
            response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Button, true, format!("Play {turn}"))
            });
            if response.on_hover_text(format!("Play {turn}")).clicked() {
                clicked = Some(i);
            }
            crate::views::number_badge(ui.painter(), at, i + 1, colour);
        }
        if let Some(i) = self.suggestions.as_ref().and_then(|s| s.hovered) {
            // The reply the computer expects to the hovered suggestion, after its turn.
            let mut after = game.clone_box();
            let c = &candidates[i];
            if std::iter::once(&c.mv).chain(&c.line).all(|t| after.play_token(t).is_ok()) {
                let stroke = egui::Stroke::new(2.5, theme::BAD);
                for part in &c.reply {
                    draw_move(ui.painter(), g.view.as_ref(), after.as_ref(), part, stroke);
                    if after.play_token(part).is_err() {
                        break;
                    }
                }
            }
        }
        if let Some(i) = clicked {
            self.play_suggestion(i);
        }
    }
}

/// The Game menu: who plays each seat, changeable during the game (a submenu per seat).
pub(super) fn game_menu(ui: &mut Ui, game: Option<&OpenGame>, out: &mut Vec<Command>) {
    let Some(g) = game else {
        ui.label("No game is open.");
        return;
    };
    ui.label(RichText::new("Seats").strong());
    let names = g.session.position().player_names();
    // Greyed out, with the reason, while a change would show a hidden army.
    let fixed = g.seats_fixed();
    for (i, seat) in g.session.seats().iter().enumerate() {
        let name = display_name(names.get(i).copied().unwrap_or("?"));
        ui.menu_button(format!("{name}: {}", seat_label(*seat)), |ui| {
            let choices = std::iter::once(Seat::Human).chain(LEVELS.map(Seat::Computer));
            for choice in choices {
                let radio = egui::RadioButton::new(*seat == choice, seat_label(choice));
                let response = ui.add_enabled(fixed.is_none(), radio);
                if response.on_disabled_hover_text(fixed.unwrap_or_default()).clicked()
                    && *seat != choice
                {
                    out.push(Command::SetSeat(i, choice));
                }
            }
        });
    }
}

impl StrataApp {
    /// Learner warnings on the board (View → Warnings for learners, and in lessons), for a
    /// person to move: each
    /// move that wins at once as a green arrow; while a losing move waits for "play it
    /// anyway?", that move and the reply that wins for the next player.
    pub(super) fn warning_marks(&mut self, ui: &Ui) {
        // On by default in a lesson (not in a puzzle, where they would give the answer away).
        let lesson =
            self.screen.game().and_then(|g| g.lesson.as_deref()).is_some_and(|c| c.teaches());
        if !(self.warnings_on() || lesson) || self.human_to_move().is_none() {
            return;
        }
        let Some(g) = self.screen.game() else { return };
        let game = g.session.position();
        let view = g.view.as_ref();
        let painter = ui.painter();
        if let Some(super::Dialog::ConfirmBlunder { token, reply }) = &self.dialog {
            draw_move(painter, view, game, token, egui::Stroke::new(3.0, theme::FOCUS));
            draw_move(painter, view, game, reply, egui::Stroke::new(3.0, theme::BAD));
            return;
        }
        let wins = self.learner_hints().map(|h| h.wins.clone()).unwrap_or_default();
        let Some(g) = self.screen.game() else { return };
        for win in &wins {
            let stroke = egui::Stroke::new(3.0, theme::GOOD);
            draw_move(ui.painter(), g.view.as_ref(), g.session.position(), win, stroke);
        }
    }

    /// Whether learner warnings are on for the game on screen (the setting, else on against
    /// the computer).
    pub(super) fn warnings_on(&self) -> bool {
        self.files.settings.warnings_on(self.has_computer())
    }

    /// The learner's hints for the position on the board, worked out once per position.
    pub(super) fn learner_hints(&mut self) -> Option<&strata_core::hints::Hints> {
        let game = self.screen.game()?.session.position();
        if self.ai_settings.hints.as_ref().is_none_or(|(stamp, _)| *stamp != self.revision) {
            let hints = strata_core::hints::hints(game).unwrap_or_default();
            self.ai_settings.hints = Some((self.revision, hints));
        }
        self.ai_settings.hints.as_ref().map(|(_, hints)| hints)
    }
}

/// Draws a move on the board: an arrow from where a piece starts to where it ends, or a ring
/// on the place of a block or bar. Returns where it ends, if the board shows it.
pub(super) fn draw_move(
    painter: &egui::Painter,
    view: &dyn crate::views::GameView,
    game: &dyn strata_core::AnyGame,
    token: &str,
    stroke: egui::Stroke,
) -> Option<egui::Pos2> {
    let locate = |cell: &str| view.locate(game, cell);
    // A placement (a block, a bar) is located whole; a piece's move by its ends.
    let (from, end) = match locate(token) {
        Some(at) => (None, at),
        None => (source(game, token).and_then(|c| locate(&c)), locate(&destination(game, token)?)?),
    };
    match from {
        Some(from) => crate::views::arrow(painter, from, end, stroke, 11.0),
        None => {
            painter.circle_stroke(end, 13.0, stroke);
        }
    }
    Some(end)
}

/// What a suggestion's button says of it: its exact result where known ("wins in 2",
/// "loses", "draw"), else the estimated chance to win.
fn figure(c: &Candidate) -> String {
    use strata_core::ai::ExactResult;
    match c.exact {
        Some(e) => match e.result {
            ExactResult::Win if e.own_moves() <= 1 => "wins now".to_string(),
            ExactResult::Win => format!("wins in {}", e.own_moves()),
            ExactResult::Draw => "draw".to_string(),
            ExactResult::Loss => "loses".to_string(),
        },
        None => format!("{:.0}%", c.win_rate * 100.0),
    }
}

/// The order suggestions are shown in, as one number (higher first): a proven win above any
/// estimate (a shorter one higher), a proven loss below any (a longer one higher), a proven
/// draw as an even chance.
fn order_key(c: &Candidate) -> f64 {
    use strata_core::ai::ExactResult;
    match c.exact {
        Some(e) => match e.result {
            ExactResult::Win => 2.0 - f64::from(e.plies) * 1e-4,
            ExactResult::Draw => 0.5,
            ExactResult::Loss => -1.0 + f64::from(e.plies) * 1e-4,
        },
        None => c.win_rate,
    }
}

/// A suggestion's whole turn in notation: "d4-f5 2@c2 #c3".
/// Who plays a candidate's reply: the player to move once its turn is played.
fn replier(game: &dyn strata_core::AnyGame, c: &Candidate) -> Option<String> {
    let mut after = game.clone_box();
    for token in std::iter::once(&c.mv).chain(&c.line) {
        after.play_token(token).ok()?;
    }
    let next = after.to_move()?;
    Some(display_name(after.player_names().get(next.index())?))
}

fn turn_text(c: &Candidate) -> String {
    std::iter::once(&c.mv).chain(&c.line).cloned().collect::<Vec<_>>().join(" ")
}

/// A small turning arc; the thinking line repaints it every 100 ms.
fn spinner(ui: &mut Ui) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
    let t = ui.input(|i| i.time) as f32 * 6.0;
    let points: Vec<egui::Pos2> = (0..=12)
        .map(|k| {
            let a = t + k as f32 * 0.35;
            rect.center() + 5.5 * egui::vec2(a.cos(), a.sin())
        })
        .collect();
    ui.painter().add(egui::Shape::line(points, egui::Stroke::new(2.0, ui.visuals().text_color())));
}
