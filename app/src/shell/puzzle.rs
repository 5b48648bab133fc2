//! A puzzle under way: its task stays above the board, its solution waits for "Show solution",
//! and the game says when the puzzle is solved or missed.

use egui::{RichText, Ui};
use strata_core::Player;
use strata_core::save::SaveFile;
use strata_core::session::Session;

use super::{OpenGame, StrataApp};
use crate::command::Command;
use crate::theme::{self, BAD, GOOD, display_name};

/// A shipped position with a solution, being solved.
#[derive(Debug)]
pub(super) struct Puzzle {
    title: String,
    task: String,
    solution: Vec<String>,
    /// The player who solves it: the one to move at its start.
    solver: Player,
    /// How many of the solver's turns the solution takes.
    turns: usize,
    shown: bool,
}

/// How the attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    Solving,
    Solved,
    /// The solver's turns are used up (or the game ended) without the win.
    Missed,
}

impl Puzzle {
    /// The puzzle of a shipped position, if it has a solution that the rules accept.
    pub(super) fn of(save: &SaveFile, session: &Session) -> Option<Puzzle> {
        let solution = save.solution.clone()?;
        let solver = session.position().to_move()?;
        let mut line = session.restarted();
        for token in &solution {
            line.play(token).ok()?;
        }
        Some(Puzzle {
            title: save.title.clone().unwrap_or_default(),
            task: save.description.clone().unwrap_or_default(),
            turns: turns_done(&line, solver),
            solution,
            solver,
            shown: false,
        })
    }

    /// How the attempt stands at the position on the board (an undo takes a try back).
    pub(super) fn attempt(&self, session: &Session) -> Attempt {
        match session.position().outcome() {
            Some(outcome) if outcome.winners().contains(&self.solver) => Attempt::Solved,
            Some(_) => Attempt::Missed,
            None if turns_done(session, self.solver) >= self.turns => Attempt::Missed,
            None => Attempt::Solving,
        }
    }
}

/// How many turns `player` has finished up to the position on the board (a turn ends when
/// someone else moves next, or the game ends).
fn turns_done(session: &Session, player: Player) -> usize {
    let moves = &session.moves()[..session.cursor()];
    let after = |i: usize| match moves.get(i + 1) {
        Some(next) => Some(next.by),
        None => session.position().to_move(),
    };
    (0..moves.len()).filter(|&i| moves[i].by == player && after(i) != Some(player)).count()
}

impl StrataApp {
    /// The puzzle's banner above the board: the task, the verdict, and what to do next.
    pub(super) fn puzzle_panel(&mut self, ui: &mut Ui) {
        let Some(OpenGame { puzzle: Some(puzzle), session, .. }) = self.screen.game_mut() else {
            return;
        };
        let attempt = puzzle.attempt(session);
        let names = session.position().player_names();
        let out = &mut self.commands;
        egui::Panel::top("puzzle").show(ui, |ui| {
            ui.add_space(2.0);
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("Puzzle: {}", puzzle.title)).strong());
                ui.label(&puzzle.task);
            });
            ui.horizontal_wrapped(|ui| {
                match attempt {
                    Attempt::Solving => {
                        let who = display_name(names.get(puzzle.solver.index()).unwrap_or(&"?"));
                        ui.label(format!("You play {who}."));
                    }
                    Attempt::Solved => {
                        ui.label(RichText::new("Solved! Well played.").strong().color(GOOD));
                    }
                    Attempt::Missed => {
                        let text = "Not solved: that was not the win. Try again?";
                        ui.label(RichText::new(text).strong().color(BAD));
                    }
                }
                if attempt != Attempt::Solving && ui.button("Try again").clicked() {
                    out.push(Command::Rematch);
                }
                if puzzle.shown {
                    let line = puzzle.solution.join(", then ");
                    ui.label(RichText::new(format!("Solution: {line}.")).color(theme::FOCUS));
                } else if ui.button("Show solution").clicked() {
                    puzzle.shown = true;
                }
                if ui.button("Next puzzle").clicked() {
                    out.push(Command::NextPuzzle);
                }
            });
            ui.add_space(2.0);
        });
    }

    /// The shipped puzzle after the one being solved (the first again after the last).
    pub(super) fn next_puzzle(&mut self) {
        let puzzles = crate::positions::puzzles();
        let title = self.screen.game().and_then(|g| g.puzzle.as_ref()).map(|p| p.title.as_str());
        let at = puzzles.iter().position(|p| p.title.as_deref() == title);
        let next = at.map_or(0, |i| (i + 1) % puzzles.len());
        if let Some(save) = puzzles.into_iter().nth(next) {
            self.run(Command::StartPosition(Box::new(save)));
        }
    }
}
