//! The computer at the table: it thinks on the worker ([`crate::ai_worker`]) whenever a
//! computer seat is to move, and suggests moves to a person who asks.
//!
//! Everything here runs at the end of a frame, after the frame's commands: an answer is applied
//! only while its generation stamp (the session's generation) is still the one on the board.

use std::time::Duration;

use egui::{RichText, Ui};
use strata_core::ai::{Bot, Budget, Candidate};
use strata_core::save::Seat;

use super::OpenGame;
use crate::ai_worker::{AiWorker, Answer, Purpose};
use crate::command::{Command, ComputerCommand, Note};
use crate::panels::new_game::{LEVELS, seat_label};
use crate::t;
use crate::theme::display_name;

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

/// The computer at the table: its search under way, how it plays, and the moves it
/// suggested to the person to move.
#[derive(Debug, Default)]
pub(super) struct Computer {
    pub worker: AiWorker,
    pub settings: AiSettings,
    pub suggestions: Option<Suggestions>,
}

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
    /// Why each candidate is good (`strata_core::reasons`), worked out once.
    pub reasons: Vec<Vec<strata_core::reasons::Reason>>,
    /// The suggestion the pointer is on: its expected reply is drawn on the board.
    pub hovered: Option<usize>,
}

impl OpenGame {
    /// The bot of the seat to move, when the computer should play now: the game is on, at its
    /// latest position (not in replay, no redo list).
    pub(super) fn computer_to_move(&self) -> Option<Bot> {
        if self.replaying() || self.session.moves_after_cursor() > 0 {
            return None;
        }
        self.bot_to_move()
    }

    /// A computer seat is to move in the game, but the moves after it (the redo list) would
    /// be lost if it played: it waits for the person to redo or undo.
    pub(super) fn waits_for_redo(&self) -> bool {
        !self.replaying() && self.session.moves_after_cursor() > 0 && self.bot_to_move().is_some()
    }

    /// The player to move has made a move of this turn already (Strata 5's later parts).
    fn mid_turn(&self) -> bool {
        let s = &self.session;
        let last = s.cursor().checked_sub(1).map(|i| s.moves()[i].by);
        last.is_some() && last == s.position().to_move()
    }

    /// Whether the game has a computer seat (the toolbar then offers pause and speed). A
    /// lesson's other seats only play its scripted replies: no computer to pause there.
    pub(super) fn has_computer(&self) -> bool {
        self.lesson.is_none() && self.session.seats().iter().any(|s| s.bot().is_some())
    }
}

impl Computer {
    /// Takes an answer that is ready, before the frame draws: its move joins the frame's
    /// commands (`out`), to run as a click does.
    pub(super) fn before_frame(
        &mut self,
        g: Option<&OpenGame>,
        ctx: &egui::Context,
        out: &mut Vec<Command>,
    ) {
        let stamp = g.map_or(0, |g| g.session.generation());
        match self.worker.poll(stamp) {
            Ok(answer) => {
                self.take_answer(answer, stamp, g, out);
                // The frame shows the position before the answer: draw it again.
                ctx.request_repaint();
            }
            // Waiting: look again for progress (the answer itself wakes the UI too).
            Err(Some(wait)) => ctx.request_repaint_after(wait),
            Err(None) => {}
        }
    }

    /// After the frame's commands: starts the computer's search when it is to move (or the
    /// lesson's next scripted reply), or a suggestion asked for; drops suggestions about
    /// another position. Nothing while the editor covers the board.
    pub(super) fn after_frame(
        &mut self,
        game: Option<&mut OpenGame>,
        editing: bool,
        ctx: &egui::Context,
    ) {
        let Some(g) = game else {
            self.suggestions = None;
            return;
        };
        let stamp = g.session.generation();
        if self.suggestions.as_ref().is_some_and(|s| s.stamp != stamp) {
            self.suggestions = None;
        }
        if std::mem::take(&mut self.settings.suggest_asked) {
            self.suggest(g, ctx);
        }
        if self.worker.busy() || editing {
            return;
        }
        if let Some(lesson) = g.lesson.as_deref_mut() {
            // In a lesson the other seats play only the scripted replies (and "Show me" the
            // answer), at the pace of the computer's moves.
            if let Some(token) = lesson.due_move() {
                let delay = self.settings.delay;
                self.worker.start_planned(token, Bot::Medium, stamp, delay);
                ctx.request_repaint_after(delay);
            }
            return;
        }
        if self.settings.paused {
            return;
        }
        let Some(bot) = g.computer_to_move() else {
            self.settings.plan = Plan::default();
            return;
        };
        if !g.mid_turn() {
            // A new turn: "Move now" was about the last one.
            self.settings.plan.rush = false;
        }
        let mut delay = self.settings.delay;
        if self.settings.plan.rush {
            delay = Duration::ZERO;
        }
        if let Some(token) = self.planned_move(g) {
            self.worker.start_planned(token, bot, stamp, delay);
            ctx.request_repaint_after(delay);
            return;
        }
        let mut budget = self.settings.budget.unwrap_or(bot.default_budget());
        if self.settings.plan.rush {
            // "Move now" asked for the rest of the turn at once: a glance, not a search.
            budget = Budget::Iterations(RUSHED);
        } else if g.mid_turn() {
            // The turn's budget went to its first part; a later part the plan did not
            // cover gets a twentieth of it, so the whole turn keeps to the level's time.
            budget = budget.scaled(LATER_PART);
        }
        self.settings.searches += 1;
        self.think(g, (bot, budget), Purpose::Move, delay, ctx);
        ctx.request_repaint_after(Duration::from_millis(100));
    }

    /// Starts a search on the position on screen, stamped with its generation.
    fn think(
        &mut self,
        g: &OpenGame,
        (bot, budget): (Bot, Budget),
        purpose: Purpose,
        min: Duration,
        ctx: &egui::Context,
    ) {
        let seed = self.settings.next_seed;
        self.settings.next_seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let ctx = ctx.clone();
        let game = g.session.position().clone_box();
        let stamp = g.session.generation();
        self.worker
            .start(game, bot, budget, seed, stamp, purpose, min, move || ctx.request_repaint());
    }

    /// Takes the worker's answer: the computer's move goes into the command queue, to be
    /// played like a click (if the game is still where the search saw it); a suggestion is
    /// kept for the person to move.
    fn take_answer(
        &mut self,
        answer: Answer,
        stamp: u64,
        g: Option<&OpenGame>,
        out: &mut Vec<Command>,
    ) {
        match (answer.purpose, answer.thought) {
            (Purpose::Move, Some(thought)) => {
                let mover = g.and_then(|g| g.session.position().to_move());
                if let (Some(p), Some(best)) = (mover, thought.candidates.first())
                    && let Some(estimate) = self.settings.estimates.get_mut(p.index())
                {
                    *estimate = Some(best.win_rate);
                }
                let line = thought.candidates.iter().find(|c| c.mv == thought.mv);
                let line = line.map(|c| c.line.clone()).unwrap_or_default();
                out.push(Command::Computer(ComputerCommand::Play {
                    token: thought.mv,
                    line,
                    stamp,
                }));
            }
            (Purpose::Move, None) => {
                // Nothing to play (not in a game in progress): wait for the player.
                self.settings.paused = true;
                let text = t!("ai-no-move", bot = answer.bot.to_string());
                out.push(Command::Say(Note::warning(text)));
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
                let reasons = match g {
                    Some(g) => strata_core::reasons::reasons(g.session.position(), &turns),
                    None => Vec::new(),
                };
                self.suggestions = Some(Suggestions { stamp, candidates, reasons, hovered: None });
            }
            (Purpose::Suggest, None) => {
                out.push(Command::Say(Note::info(t!("ai-nothing-to-suggest"))));
            }
        }
    }

    /// After the computer's move ran: a refused move pauses the computer (asking again would
    /// loop; the status line says why); a played one carries its plan on from here (a new
    /// search's line replaces it).
    pub(super) fn played(&mut self, played: bool, line: Vec<String>, g: Option<&OpenGame>) {
        if !played {
            self.settings.paused = true;
            return;
        }
        let plan = &mut self.settings.plan;
        plan.ply = g.map_or(0, |g| g.session.moves().len());
        if !line.is_empty() {
            plan.tokens = line.into();
        }
    }

    /// "Suggest a move" (H): the AI thinks for the person to move.
    fn suggest(&mut self, g: &OpenGame, ctx: &egui::Context) {
        if g.player_at_screen().is_none() || self.worker.busy() {
            return;
        }
        self.suggestions = None;
        let budget = self.settings.budget.unwrap_or(Budget::Time(SUGGEST_TIME));
        self.think(g, (SUGGEST_BOT, budget), Purpose::Suggest, Duration::ZERO, ctx);
    }

    /// Runs a command of the toolbar or the keys (the computer's own move is the router's:
    /// it plays through the same door as a click).
    pub(super) fn run(&mut self, command: ComputerCommand) {
        match command {
            ComputerCommand::Suggest => self.settings.suggest_asked = true,
            ComputerCommand::MoveNow => self.move_now(),
            ComputerCommand::TogglePause => self.toggle_pause(),
            ComputerCommand::Play { .. } => {}
        }
    }

    /// "Move now": the computer plays its best move so far, and the rest of its turn at once.
    fn move_now(&mut self) {
        self.worker.hurry();
        self.settings.plan.rush = true;
    }

    /// The next part of the computer's turn, if its plan still applies: the game is at the
    /// plan's position and the part is legal there. A plan that no longer applies is dropped.
    fn planned_move(&mut self, g: &OpenGame) -> Option<String> {
        let plan = &mut self.settings.plan;
        let token = plan.tokens.pop_front()?;
        if plan.ply != g.session.moves().len() || g.session.check(&token).is_err() {
            plan.tokens.clear();
            return None;
        }
        Some(token)
    }

    /// Pausing drops the search under way; resuming starts it again.
    fn toggle_pause(&mut self) {
        self.settings.paused = !self.settings.paused;
        if self.settings.paused && self.worker.purpose() == Some(Purpose::Move) {
            self.worker.cancel();
        }
    }

    /// The suggestions shown for the position on screen.
    pub(super) fn current(&self, g: &OpenGame) -> Option<&[Candidate]> {
        let s = self.suggestions.as_ref().filter(|s| s.stamp == g.session.generation())?;
        Some(&s.candidates)
    }

    /// The learner's hints for the position on the board, worked out once per position.
    pub(super) fn learner_hints(&mut self, g: &OpenGame) -> &strata_core::hints::Hints {
        let stamp = g.session.generation();
        let hints = &mut self.settings.hints;
        if hints.as_ref().is_none_or(|(at, _)| *at != stamp) {
            let worked_out = strata_core::hints::hints(g.session.position()).unwrap_or_default();
            *hints = Some((stamp, worked_out));
        }
        &hints.get_or_insert_default().1
    }
}
/// The Game menu: who plays each seat, changeable during the game (a submenu per seat).
pub(super) fn game_menu(ui: &mut Ui, game: Option<&OpenGame>, out: &mut Vec<Command>) {
    let Some(g) = game else {
        ui.label(t!("seats-no-game"));
        return;
    };
    ui.label(RichText::new(t!("seats-title")).strong());
    let names = g.session.position().player_names();
    // Greyed out, with the reason, while a change would show a hidden army.
    let fixed = g.seats_fixed();
    for (i, seat) in g.session.seats().iter().enumerate() {
        let name = display_name(names.get(i).copied().unwrap_or("?"));
        ui.menu_button(t!("seats-seat", name = name, seat = seat_label(*seat)), |ui| {
            let choices = std::iter::once(Seat::Human).chain(LEVELS.map(Seat::Computer));
            for choice in choices {
                let radio = egui::RadioButton::new(*seat == choice, seat_label(choice));
                let response = ui.add_enabled(fixed.is_none(), radio);
                if response.on_disabled_hover_text(fixed.clone().unwrap_or_default()).clicked()
                    && *seat != choice
                {
                    out.push(Command::SetSeat(i, choice));
                }
            }
        });
    }
}

/// What a suggestion's button says of it: its exact result where known ("wins in 2",
/// "loses", "draw"), else the estimated chance to win.
pub(super) fn figure(c: &Candidate) -> String {
    use strata_core::ai::ExactResult;
    match c.exact {
        Some(e) => match e.result {
            ExactResult::Win if e.own_moves() <= 1 => t!("figure-wins-now"),
            ExactResult::Win => t!("figure-wins-in", moves = e.own_moves()),
            ExactResult::Draw => t!("figure-draw"),
            ExactResult::Loss => t!("figure-loses"),
        },
        None => crate::words::percent(c.win_rate),
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
pub(super) fn replier(game: &dyn strata_core::AnyGame, c: &Candidate) -> Option<String> {
    let mut after = game.clone_box();
    for token in std::iter::once(&c.mv).chain(&c.line) {
        after.play_token(token).ok()?;
    }
    let next = after.to_move()?;
    Some(display_name(after.player_names().get(next.index())?))
}

pub(super) fn turn_text(c: &Candidate) -> String {
    std::iter::once(&c.mv).chain(&c.line).cloned().collect::<Vec<_>>().join(" ")
}

/// A small turning arc; the thinking line repaints it every 100 ms.
pub(super) fn spinner(ui: &mut Ui) {
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
