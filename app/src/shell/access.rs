//! What tests, benchmarks and `main` may read and set of the app from outside: the game on
//! screen, the status line, the computer's and the review's state. Nothing here draws or
//! changes the game; the frame (`StrataApp::show`) does.

use std::time::Duration;

use std::path::Path;
use strata_core::ai::Budget;
use strata_core::review::Review;

use strata_core::session::Session;

use super::StrataApp;
use crate::command::{Command, Note};
use crate::review_worker::Progress;
use crate::settings::Settings;

impl StrataApp {
    pub fn session(&self) -> Option<&Session> {
        self.screen.game().map(|g| &g.session)
    }

    /// Lets the game's clock run on by `by` at once (tests: a time control of minutes).
    pub fn advance_clock(&mut self, by: Duration) {
        if let Some(clock) = self.screen.game_mut().and_then(|g| g.clock.as_mut()) {
            clock.advance(by);
        }
    }

    pub fn message(&self) -> Option<&Note> {
        self.status.message.as_ref()
    }

    pub fn rules_focus(&self) -> Option<&'static str> {
        self.panels.rules.open.then_some(self.panels.rules.focus).flatten()
    }

    /// Where a cell or placement is on the board drawn last frame (see [`GameView::locate`]).
    pub fn locate(&self, target: &str) -> Option<egui::Pos2> {
        if let Some(screen) = self.screen.before_game() {
            return screen.locate(target);
        }
        if let Some(editor) = self.screen.editor() {
            return editor.locate(target);
        }
        let g = self.screen.game()?;
        g.view.locate(g.session.position(), target)
    }

    /// Queues a command as if the UI had sent it.
    pub fn push(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// Every search (computer moves and suggestions) uses `budget` instead of the bot's own.
    pub fn set_ai_budget(&mut self, budget: Budget) {
        self.computer.settings.budget = Some(budget);
    }

    /// The seed of the next search (tests: two runs then think alike).
    pub fn set_ai_seed(&mut self, seed: u64) {
        self.computer.settings.next_seed = seed;
    }

    /// The least time the computer takes per move.
    pub fn set_ai_delay(&mut self, delay: Duration) {
        self.computer.settings.delay = delay;
    }

    /// How many searches the computer started for its own moves.
    pub fn searches_started(&self) -> u64 {
        self.computer.settings.searches
    }

    /// Whether a search is running.
    pub fn thinking(&self) -> bool {
        self.computer.worker.busy()
    }

    /// The suggested moves shown for the current position.
    pub fn suggestions(&self) -> Vec<String> {
        self.screen
            .game()
            .and_then(|g| self.computer.current(g))
            .map(|c| c.iter().map(|c| c.mv.clone()).collect())
            .unwrap_or_default()
    }

    /// The game's review, when it is about its moves.
    pub fn review(&self) -> Option<&Review> {
        self.screen.game()?.current_review()
    }

    /// Whether a review is running, and how far it is.
    pub fn review_progress(&self) -> Option<Progress> {
        self.review.worker.progress()
    }

    /// Where the graph's point for the position after `ply` moves was drawn (player 0's line).
    pub fn review_graph_point(&self, ply: usize) -> Option<egui::Pos2> {
        self.review.graph_point(self.review()?, ply)
    }

    /// Waits until the autosave is on disk (for tests).
    pub fn finish_autosave(&mut self) {
        self.files.finish_autosave();
    }

    /// The lessons and puzzles finished.
    pub fn progress(&self) -> &crate::progress::Progress {
        &self.files.progress
    }

    /// The settings as they would be written now.
    /// Online play's reach (`Settings::online_relay`): tests keep it to this machine.
    pub fn set_online_relay(&mut self, relay: Option<String>) {
        self.files.settings.online_relay = relay;
    }

    /// The move letter of the game by mail on screen (what Copy my letter copies).
    pub fn move_letter(&self) -> Option<String> {
        self.screen.game()?.letter_text()
    }

    /// The invite code (or the first move letter) the online lobby shows, once made.
    pub fn online_code(&self) -> Option<String> {
        match &self.dialog {
            Some(super::Dialog::Online(lobby)) => lobby.code(),
            _ => None,
        }
    }

    pub fn settings(&self) -> &Settings {
        &self.files.settings
    }

    /// The notes shown above the board until dismissed.
    pub fn notices(&self) -> &[Note] {
        self.files.notices()
    }

    /// The file the game was opened from or saved to.
    pub fn file(&self) -> Option<&Path> {
        self.screen.game()?.doc.file()
    }

    /// "● mine.ron — Stratum — Strata": the window's title now.
    pub fn window_title(&self) -> String {
        super::files::window_title(self.screen.game())
    }
}
