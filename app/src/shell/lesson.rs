//! Lessons and puzzles: the list of them (a screen of its own, with progress ticks), and one of
//! them under way over the board. The goal stays above the board; each move of the learner is
//! judged by the core's `Coach`: a wrong one is explained and the step starts again (in a
//! puzzle it is played first, and answered by the move that punishes it), the
//! opponent's scripted replies are played like a computer's moves, "Hint" points at the piece,
//! "Show me" plays the answer.

use std::collections::VecDeque;

use egui::{Button, RichText, Ui};
use strata_core::GameId;
use strata_core::ai::Bot;
use strata_core::lessons::{self, Coach, Item, Kind, Step, Verdict};
use strata_core::save::SaveFile;
use strata_core::session::{Seat, Session};

use super::OpenGame;
use crate::command::{Command, LessonCommand, Note};
use crate::progress::Progress;
use crate::t;
use crate::theme::{self, BAD, GOOD, display_name};

/// A lesson or puzzle being played.
#[derive(Debug)]
pub(super) struct Coaching {
    item: Item,
    /// The step on the board, from 0.
    step: usize,
    coach: Coach,
    /// What the learner's last move did.
    pub(super) feedback: Option<Note>,
    /// The hint asked for in this attempt.
    hint: Option<String>,
    /// Moves the board plays by itself, one at a time: the opponent's replies, or the answer
    /// ("Show me").
    queue: VecDeque<String>,
    /// "Show me" played (or is playing) the answer: the step does not count as solved.
    shown: bool,
    /// The step's goal is reached.
    reached: bool,
    /// A wrong move of a puzzle was played and answered: Try again starts over.
    refuted: bool,
    /// A shipped example position with a solution rather than an item of the course.
    example: bool,
}

impl Coaching {
    fn new(item: Item, step: usize, example: bool) -> Result<Coaching, String> {
        let coach = Coach::new(item.game, &item.steps[step])?;
        Ok(Coaching {
            item,
            step,
            coach,
            feedback: None,
            hint: None,
            queue: VecDeque::new(),
            shown: false,
            reached: false,
            refuted: false,
            example,
        })
    }

    /// The puzzle of a shipped example with a solution: one step, won by any winning line.
    pub(super) fn of_example(save: &SaveFile) -> Option<Coaching> {
        let step = Step {
            position: save.start.clone()?,
            goal: save.description.clone().unwrap_or_default(),
            answer: save.solution.clone()?,
            also: Vec::new(),
            wins: true,
            turn: false,
            wrong: None,
            done: None,
        };
        let item = Item {
            id: String::new(),
            title: save.title.clone().unwrap_or_default(),
            text: String::new(),
            rules: Vec::new(),
            steps: vec![step],
            game: save.game,
            kind: Kind::Puzzle,
        };
        Coaching::new(item, 0, true).ok()
    }

    fn step(&self) -> &Step {
        &self.item.steps[self.step]
    }

    /// The session a step is played in: the learner in their seat, the other seats "computers"
    /// that play only the scripted replies (so the board is shown from the learner's side).
    fn session(&self) -> Result<Session, String> {
        let learner = self.coach.learner().index();
        let seats = (0..4)
            .map(|i| if i == learner { Seat::Human } else { Seat::Computer(Bot::Medium) })
            .collect();
        Session::from_position(self.item.game, &self.step().position, seats)
            .map_err(|e| e.to_string())
    }

    /// The next move the board plays by itself, if one is due.
    pub(super) fn due_move(&mut self) -> Option<String> {
        self.queue.pop_front()
    }

    /// The step from its start: the session it is played in, the coaching made ready for it.
    pub(super) fn restart(&mut self) -> Result<Session, String> {
        let session = self.session()?;
        self.coach.restart();
        self.feedback = None;
        self.queue.clear();
        self.reached = false;
        self.refuted = false;
        self.shown = false;
        self.hint = None;
        Ok(session)
    }

    /// "Hint" at `game` (the position on the board): what the next move of the answer moves,
    /// in the game's own terms.
    pub(super) fn ask_hint(&mut self, game: &dyn strata_core::AnyGame) {
        let next = self.coach.next_moves().and_then(|m| m.first());
        self.hint = next.and_then(|mv| game.hint(mv)).map(|hint| crate::words::hint_words(&hint));
    }

    /// "Show me" on a restarted step: the board plays the answer.
    pub(super) fn show_answer(&mut self) {
        self.queue = self.step().answer.clone().into();
        self.shown = true;
    }

    /// What "Next" leads to: the item's next step, else the next example puzzle or the next
    /// item of the course (the first after the last).
    pub(super) fn next(mut self) -> Result<Next, String> {
        if self.step + 1 < self.item.steps.len() {
            self.step += 1;
            self.coach = Coach::new(self.item.game, self.step())?;
            self.feedback = None;
            return Ok(Next::Step(self));
        }
        if self.example {
            let puzzles = crate::positions::puzzles();
            let at = puzzles.iter().position(|p| p.title.as_deref() == Some(&self.item.title));
            let next = at.map_or(0, |i| (i + 1) % puzzles.len());
            let none = t!("lesson-no-examples");
            return puzzles.into_iter().nth(next).map(Next::Example).ok_or(none);
        }
        let items = lessons::of_in(self.item.game, crate::i18n::lang());
        let at = items.iter().position(|i| i.id == self.item.id).unwrap_or(0);
        Ok(Next::Item(items[(at + 1) % items.len()].id.clone()))
    }

    /// An item of the course at its first step.
    pub(super) fn of_item(id: &str) -> Option<Result<Coaching, String>> {
        let item = lessons::all_in(crate::i18n::lang()).into_iter().find(|i| i.id == id)?;
        Some(Coaching::new(item, 0, false))
    }

    /// The game the lesson or puzzle is about.
    pub(super) fn game(&self) -> GameId {
        self.item.game
    }

    /// A lesson (not a puzzle): the board's learner warnings are on.
    pub(super) fn teaches(&self) -> bool {
        self.item.kind == Kind::Lesson
    }

    /// Whether the computer seats have a scripted move to wait for (otherwise they never move).
    pub(super) fn playing_by_itself(&self) -> bool {
        !self.queue.is_empty()
    }
}

impl OpenGame {
    /// Judges a move of the learner before it is played: it is played unless it missed the
    /// goal (the step has started again and the feedback says why).
    pub(super) fn judge_lesson_move(&mut self, token: &str) -> Judgement {
        let OpenGame { lesson: Some(c), session, .. } = self else { return Judgement::Play };
        let learner_moves = session.position().to_move() == Some(c.coach.learner());
        if c.shown || c.reached || !learner_moves || c.playing_by_itself() {
            return Judgement::Play;
        }
        if c.refuted {
            let text = t!("lesson-attempt-over");
            c.feedback = Some(Note { tone: crate::command::Tone::Refused, ..Note::info(text) });
            return Judgement::Stop;
        }
        c.hint = None;
        match c.coach.judge(session.position(), token) {
            Verdict::Good { replies } => {
                c.feedback = None;
                c.queue = replies.into();
                Judgement::Play
            }
            Verdict::Reached { replies } => {
                c.queue = replies.into();
                c.reached = true;
                let done = c.step().done.clone().unwrap_or_else(|| t!("lesson-well-done"));
                let last = c.step + 1 == c.item.steps.len();
                c.feedback = Some(Note::good(if last && !c.example {
                    t!("lesson-complete", done = done, kind = c.item.kind.id())
                } else {
                    done
                }));
                if last && !c.example {
                    return Judgement::Completes(c.item.id.clone());
                }
                Judgement::Play
            }
            Verdict::Wrong(miss) if c.item.kind == Kind::Puzzle => {
                let why = crate::words::miss_words(&miss, session.position().player_names());
                // A puzzle shows what the wrong move allows: it is played (the rest of the
                // learner's turn as the computer would finish it), then the answer that
                // punishes it, and Try again starts over.
                let mut after = session.position().clone_box();
                let played = after.play_token(token).is_ok();
                match refutation(after.as_ref(), c.coach.learner()).filter(|_| played) {
                    Some(Refutation { moves, answer, what }) => {
                        c.queue = moves.into();
                        c.refuted = true;
                        let text = t!(
                            "lesson-refuted",
                            token = token.to_string(),
                            why = why,
                            answer = answer,
                            what = what
                        );
                        let tone = crate::command::Tone::Refused;
                        c.feedback = Some(Note { tone, ..Note::info(text) });
                        Judgement::Play
                    }
                    None => wrong_move(c, session, token, &why),
                }
            }
            Verdict::Wrong(miss) => {
                let why = crate::words::miss_words(&miss, session.position().player_names());
                wrong_move(c, session, token, &why)
            }
        }
    }

    /// "Hint" on the board: a ring where the next move of the answer starts.
    pub(super) fn lesson_marks(&self, ui: &Ui) {
        let g = self;
        let Some(c) = g.lesson.as_deref().filter(|c| c.hint.is_some()) else { return };
        let next = c.coach.next_moves().and_then(|moves| moves.first());
        let Some(hint) = next.and_then(|mv| g.session.position().hint(mv)) else { return };
        // A pawn still in the reserve is ringed there, where the view locates "2@".
        let from = match &hint {
            strata_core::words::Hint::BringPawn(pawn) => format!("{pawn}@"),
            other => other.cell().unwrap_or_default().to_string(),
        };
        if let Some(at) = g.view.locate(g.session.position(), &from) {
            ui.painter().circle_stroke(at, 14.0, egui::Stroke::new(3.0, theme::FOCUS));
        }
    }

    /// The lesson's banner above the board: what it teaches, the goal, how the last move did,
    /// and the buttons.
    pub(super) fn lesson_banner(&self, ui: &mut Ui, out: &mut Vec<Command>) {
        let Some(c) = self.lesson.as_deref() else { return };
        let seat = c.coach.learner().index();
        let names = self.session.position().player_names();
        let learner = names.get(seat).copied().map(display_name).unwrap_or_default();
        egui::Panel::top("lesson").show(ui, |ui| {
            ui.add_space(2.0);
            // The title alone on its line; the rules it teaches are links after its text.
            ui.horizontal_wrapped(|ui| {
                let (kind, title) = (c.item.kind.id(), c.item.title.clone());
                ui.label(RichText::new(t!("lesson-heading", kind = kind, title = title)).strong());
                if c.item.steps.len() > 1 {
                    let (step, steps) = (c.step + 1, c.item.steps.len());
                    ui.label(t!("lesson-step", step = step, steps = steps));
                }
            });
            ui.horizontal_wrapped(|ui| {
                if !c.item.text.is_empty() && c.step == 0 {
                    ui.label(&c.item.text);
                }
                let rules: Vec<&'static str> = c
                    .item
                    .rules
                    .iter()
                    .filter_map(|rule| crate::rules::find(c.item.game, rule).map(|r| r.id))
                    .collect();
                if !rules.is_empty() {
                    ui.label(RichText::new(t!("lesson-rules")).weak());
                }
                for rule in rules {
                    let link = ui.link(rule).on_hover_text(t!("lesson-open-rule"));
                    if link.clicked() {
                        out.push(Command::ShowRule(rule));
                    }
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(&c.step().goal).strong().color(theme::FOCUS));
                ui.label(t!("lesson-you-play", name = learner.clone()));
            });
            // How the last move did, a hint or the solution: one row, there even when empty,
            // so that the board below does not move while the learner plays.
            let row = ui.spacing().interact_size.y;
            ui.horizontal_wrapped(|ui| {
                ui.set_min_height(row);
                if let Some(note) = &c.feedback {
                    let colour = if note.tone == crate::command::Tone::Good { GOOD } else { BAD };
                    ui.label(RichText::new(&note.text).strong().color(colour));
                }
                if let Some(hint) = &c.hint {
                    ui.label(t!("lesson-hint-text", hint = hint.clone()));
                }
                if c.shown {
                    let line = c.step().answer.join(&t!("lesson-then"));
                    let solution = t!("lesson-solution", line = line);
                    ui.label(RichText::new(solution).color(theme::FOCUS));
                }
            });
            ui.horizontal_wrapped(|ui| {
                let mut button = |ui: &mut Ui, text: RichText, command: LessonCommand| {
                    if ui.button(text).clicked() {
                        out.push(Command::Lesson(command));
                    }
                };
                if !c.reached && !c.shown {
                    button(ui, t!("lesson-hint").into(), LessonCommand::Hint);
                    let show = if c.item.kind == Kind::Puzzle {
                        t!("lesson-show-solution")
                    } else {
                        t!("lesson-show-me")
                    };
                    button(ui, show.into(), LessonCommand::ShowMe);
                }
                button(ui, t!("lesson-try-again").into(), LessonCommand::Again);
                let next = match (c.step + 1 < c.item.steps.len(), c.example, c.item.kind) {
                    (true, _, _) => t!("lesson-next-step"),
                    (false, true, _) | (false, false, Kind::Puzzle) => t!("lesson-next-puzzle"),
                    (false, false, Kind::Lesson) => t!("lesson-next-lesson"),
                };
                let next = if c.reached { RichText::new(next).strong() } else { next.into() };
                button(ui, next, LessonCommand::Next);
                if !c.example {
                    let all = t!("lesson-all");
                    button(ui, all.into(), LessonCommand::List(Some(c.item.game)));
                }
            });
            ui.add_space(2.0);
        });
    }
}

/// The Lessons screen: each game's lessons and puzzles (those of `shown`, which its tabs
/// change), with a tick for those done.
pub(super) fn lessons_screen(
    ui: &mut Ui,
    progress: &Progress,
    shown: &mut GameId,
    out: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        if ui.button(t!("lesson-back")).on_hover_text(t!("lesson-back-about")).clicked() {
            out.push(Command::Lesson(LessonCommand::Leave));
        }
        ui.heading(t!("lesson-list-title"));
        ui.add_space(16.0);
        for game in GameId::ALL {
            if ui.selectable_label(*shown == game, crate::words::game_title(game)).clicked() {
                *shown = game;
            }
        }
    });
    ui.label(t!("lesson-list-about"));
    ui.separator();
    let items = lessons::of_in(*shown, crate::i18n::lang());
    egui::ScrollArea::vertical().show(ui, |ui| {
        for kind in [Kind::Lesson, Kind::Puzzle] {
            let of_kind: Vec<&Item> = items.iter().filter(|i| i.kind == kind).collect();
            let finished = of_kind.iter().filter(|i| progress.is_done(&i.id)).count();
            let (kind_id, count) = (kind.id(), of_kind.len());
            let heading =
                t!("lesson-list-done", kind = kind_id, finished = finished, count = count);
            ui.label(RichText::new(heading).size(16.0).strong());
            for (n, item) in of_kind.iter().enumerate() {
                ui.horizontal(|ui| {
                    // A word rather than a tick mark: it reads the same to everyone.
                    let tick =
                        if progress.is_done(&item.id) { t!("lesson-done") } else { String::new() };
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(40.0, 18.0), egui::Sense::hover());
                    ui.painter().text(
                        rect.left_center(),
                        egui::Align2::LEFT_CENTER,
                        tick,
                        egui::FontId::proportional(13.0),
                        GOOD,
                    );
                    let title = format!("{}. {}", n + 1, item.title);
                    let done = if progress.is_done(&item.id) { "done" } else { "not-done" };
                    let button = ui.add(Button::new(title));
                    let (kind_id, number, title) = (kind.id(), n + 1, item.title.clone());
                    let name = t!(
                        "lesson-item-name",
                        kind = kind_id,
                        number = number,
                        title = title,
                        done = done
                    );
                    button
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
                    if button.clicked() {
                        out.push(Command::Lesson(LessonCommand::Start(item.id.clone())));
                    }
                    if kind == Kind::Lesson {
                        ui.label(RichText::new(item.rules.join(", ")).weak());
                    }
                });
            }
            ui.add_space(10.0);
        }
    });
}

/// Where "Next" goes.
pub(super) enum Next {
    Step(Coaching),
    Item(String),
    Example(SaveFile),
}

/// What the lesson makes of a learner's move.
pub(super) enum Judgement {
    /// It is played.
    Play,
    /// It is played, and completes the lesson or puzzle with this id.
    Completes(String),
    /// It is not played.
    Stop,
}

/// A move that misses the step's goal: said with why, and the step starts again.
fn wrong_move(c: &mut Coaching, session: &mut Session, token: &str, why: &str) -> Judgement {
    let note = Note {
        tone: crate::command::Tone::Refused,
        ..Note::info(crate::words::labelled(token, why))
    };
    *session = session.restarted();
    c.feedback = Some(note);
    Judgement::Stop
}

/// What follows a puzzle's wrong move on the board.
struct Refutation {
    /// The moves the board plays: the rest of the learner's turn, then the answer.
    moves: Vec<String>,
    /// The answer, in notation.
    answer: String,
    /// What the answer does, in words.
    what: String,
}

/// The answer that punishes a puzzle's wrong move, from `after` (the position after it): the
/// rest of the learner's turn first (Strata 5's later parts, as the computer finishes it), then
/// the opponent's move that wins at once if there is one, with how it wins, else the
/// computer's choice from a short search, with the rest of its turn. `None` when the game is
/// over before the opponent moves.
fn refutation(
    after: &dyn strata_core::AnyGame,
    learner: strata_core::Player,
) -> Option<Refutation> {
    let control = strata_core::ai::SearchControl::new();
    let think = |game: &dyn strata_core::AnyGame| {
        let thought = game.think(Bot::Medium, strata_core::Budget::Iterations(400), 1, &control)?;
        let rest = thought.candidates.iter().find(|c| c.mv == thought.mv).map(|c| c.line.clone());
        Some(std::iter::once(thought.mv).chain(rest.unwrap_or_default()).collect::<Vec<_>>())
    };
    let mut game = after.clone_box();
    let mut moves = Vec::new();
    while game.outcome().is_none() && game.to_move() == Some(learner) && moves.len() < 4 {
        let token = think(game.as_ref())?.into_iter().next()?;
        game.play_token(&token).ok()?;
        moves.push(token);
    }
    if game.outcome().is_some() || game.to_move() == Some(learner) {
        return None;
    }
    let win = strata_core::hints::hints(game.as_ref()).and_then(|h| h.wins.first().cloned());
    let (answer, what) = match win {
        Some(win) => {
            let mut end = game.clone_box();
            end.play_token(&win).ok()?;
            let how = end.end_reason().map_or(t!("lesson-wins-at-once"), |r| {
                let why = crate::words::explain_ending(&r);
                t!(
                    "lesson-wins-at-once-by",
                    why = why.trim_end_matches('.').to_string(),
                    rule = r.rule
                )
            });
            (vec![win], how)
        }
        None => (think(game.as_ref())?, t!("lesson-best-answer")),
    };
    let shown = answer.join(" ");
    moves.extend(answer);
    Some(Refutation { moves, answer: shown, what })
}
