//! The router: every command of a frame runs here, at the end of the frame, and this is the
//! only place where the game on screen is replaced or changed (each part's change comes back
//! as an [`Effect`], applied in [`StrataApp::apply`]).

use std::path::{Path, PathBuf};

use strata_core::GameId;
use strata_core::save::Agreement;
use strata_core::session::Session;

use super::lesson::{Coaching, Judgement, Next};
use super::{
    Dialog, Effect, Keyboard, OpenGame, Screen, SideWidths, StrataApp, clock, editor, files,
    lesson, online,
};
use crate::command::{
    Command, ComputerCommand, FileCommand, LessonCommand, Note, OnlineCommand, ReviewCommand,
};
use crate::file_dialog::Purpose;
use crate::panels::move_list;
use crate::panels::new_game::{self, Table};
use crate::t;
use crate::views;

impl StrataApp {
    /// Puts `session` on the board as the game on screen; what was about the last game (the
    /// computer's thoughts, the review, the typed move) is dropped.
    pub(super) fn open(&mut self, session: Session) {
        let mut view = views::view_for(session.setup().id());
        view.set_rotation(self.files.rotation(session.setup().id()));
        let doc = files::Document::new();
        self.screen = Screen::Playing(Box::new(OpenGame {
            session,
            view,
            drawn: 0,
            over_closed: false,
            draw_offer: None,
            doc,
            review: None,
            lesson: None,
            notes: move_list::Notes::default(),
            online: None,
            clock: None,
        }));
        self.computer.settings.estimates = Default::default();
        // The computer's thoughts were about the last game.
        self.computer.worker.cancel();
        self.review.worker.cancel();
        self.review.open = false;
        self.computer.suggestions = None;
        self.computer.settings.paused = false;
        self.status.message = None;
        // The typed move and the keyboard's cursor were about the last game's board.
        self.keyboard = Keyboard::default();
    }

    /// Plays a move at the shown position, once the game, the lesson and the learner's
    /// warnings allow it. True when the move was played (false: refused, or waiting for a
    /// confirmation).
    pub(super) fn play(&mut self, token: String, confirmed: bool) -> bool {
        let Some(g) = self.screen.game_mut() else { return false };
        if let Err(effect) = g.may_play(&token, confirmed) {
            self.apply(effect);
            return false;
        }
        match g.judge_lesson_move(&token) {
            Judgement::Play => {}
            Judgement::Completes(id) => self.files.mark_done(&id),
            Judgement::Stop => return false,
        }
        if !confirmed && let Some(reply) = self.blunder_reply(&token) {
            self.apply(Effect::Ask(Dialog::ConfirmBlunder { token, reply }));
            return false;
        }
        let Some(g) = self.screen.game_mut() else { return false };
        let effect = g.play(&token);
        let played = matches!(effect, Effect::Changed);
        self.apply(effect);
        played
    }

    /// The reply that wins at once after `token`, when the learner's warnings are on for the
    /// person to move (not in a lesson, not in replay).
    pub(super) fn blunder_reply(&mut self, token: &str) -> Option<String> {
        let warnings = self.warnings_on();
        let g = self.screen.game()?;
        let person = g.person_to_move().is_some();
        if !warnings || !person || g.lesson.is_some() || g.replaying() {
            return None;
        }
        let blunders = &self.computer.learner_hints(g).blunders;
        blunders.iter().find(|b| b.mv == token).map(|b| b.reply.clone())
    }

    /// Applies what a change of the game on screen asked for (see [`Effect`]).
    pub(super) fn apply(&mut self, effect: Effect) {
        match effect {
            Effect::None => return,
            Effect::Say(note) => return self.status.message = Some(note),
            Effect::Ask(dialog) => return self.dialog = Some(dialog),
            Effect::Changed => self.status.message = None,
            Effect::ChangedSaying(note) => self.status.message = Some(note),
        }
        if self.screen.game().is_some_and(|g| g.session.position().outcome().is_some()) {
            // A game that is over leaves the computer nothing to think about.
            self.computer.worker.cancel();
        }
    }

    /// Whether learner warnings are on for the game on screen (the setting, else on against
    /// the computer).
    pub(super) fn warnings_on(&self) -> bool {
        let computer = self.screen.game().is_some_and(OpenGame::has_computer);
        self.files.settings.warnings_on(computer)
    }

    /// Runs `change` on the game on screen, if one is open, and applies its effect.
    pub(super) fn on_game(&mut self, change: impl FnOnce(&mut OpenGame) -> Effect) {
        if let Some(g) = self.screen.game_mut() {
            let effect = change(g);
            self.apply(effect);
        }
    }

    /// The generation of the game on screen (see [`Session::generation`]); 0 without one.
    pub(super) fn generation(&self) -> u64 {
        self.screen.game().map_or(0, |g| g.session.generation())
    }

    pub(super) fn run(&mut self, command: Command) {
        match command {
            Command::Online(command) => self.online(command),
            Command::NewGameDialog => {
                let id = self.screen.game().map(|g| g.session.setup().id());
                self.dialog = Some(Dialog::NewGame(self.files.new_game_form(id)));
            }
            Command::Start(setup, seats) => {
                if let Some(Dialog::NewGame(form)) = self.dialog.take() {
                    self.files.settings.new_game = form;
                }
                match Session::new(setup, seats) {
                    Ok(session) => {
                        let players = session.position().player_names().len();
                        self.open(session);
                        // The clock chosen in the New game dialog (remembered with it).
                        let control = self.files.settings.new_game.clock;
                        if let (Some(g), Some(control)) = (self.screen.game_mut(), control) {
                            g.clock = Some(clock::GameClock::new(control, players));
                        }
                    }
                    Err(e) => self.status.message = Some(Note::info(e)),
                }
            }
            Command::BeforeGame { setup, seats, rematch } => {
                if let Some(Dialog::NewGame(form)) = self.dialog.take() {
                    self.files.settings.new_game = form;
                }
                self.status.message = None;
                match crate::games::of(setup.id()).before_game {
                    Some(make) => {
                        let screen = make(&setup, seats, rematch, self.files.places());
                        self.screen = Screen::BeforeGame(screen);
                    }
                    None => self.run(Command::Start(setup, seats)),
                }
            }
            Command::LeaveBeforeGame => self.screen = Screen::Welcome,
            Command::Rematch => {
                let Some(g) = self.screen.game() else { return };
                if g.lesson.is_some() {
                    self.run_lesson(LessonCommand::Again);
                } else if g.session.start_position().is_some() {
                    // An edited position is played again from that position.
                    let session = g.session.restarted();
                    self.open(session);
                    self.status.message = Some(Note::info(t!("same-position-again")));
                } else {
                    let (setup, seats) = (g.session.setup().clone(), g.session.seats().to_vec());
                    self.run(new_game::begin(setup, seats, true));
                }
            }
            Command::Play(token) => {
                self.play(token, false);
            }
            Command::ConfirmDiscard(yes) => {
                if let Some(Dialog::ConfirmDiscard(token)) = self.dialog.take()
                    && yes
                {
                    self.play(token, true);
                }
            }
            Command::ConfirmResign(yes) => {
                if let Some(Dialog::ConfirmResign(p)) = self.dialog.take()
                    && yes
                {
                    self.on_game(|g| g.resign(p));
                }
            }
            Command::ConfirmDraw(yes) => {
                if let Some(Dialog::ConfirmDraw) = self.dialog.take()
                    && yes
                {
                    self.on_game(|g| g.conclude(Agreement::Draw));
                }
            }
            Command::NewGameOf(game) => {
                self.dialog = Some(Dialog::NewGame(self.files.new_game_form(Some(game))));
            }
            Command::ConfirmBlunder(yes) => {
                if let Some(Dialog::ConfirmBlunder { token, .. }) = self.dialog.take()
                    && yes
                {
                    self.play(token, true);
                }
            }
            Command::Undo if self.screen.game().is_some_and(|g| g.lesson.is_some()) => {
                // A lesson's step is tried again from its start rather than taken back.
                self.run_lesson(LessonCommand::Again);
            }
            Command::Undo => self.on_game(|g| g.step(-1, false)),
            Command::Redo => self.on_game(|g| g.step(1, false)),
            Command::Step(d) => self.on_game(|g| g.step(d, true)),
            Command::GoTo(ply) => self.on_game(|g| g.browse(ply)),
            Command::BackToGame => {
                if let Some(g) = self.screen.game_mut() {
                    g.session.back_to_game();
                }
            }
            Command::ToggleRules => self.panels.rules.open = !self.panels.rules.open,
            Command::ToggleMoves => {
                let shown = self.panels.show_moves
                    && SideWidths::for_window(self.panels.width, self.panels.rules.open)
                        .moves
                        .is_some();
                self.panels.show_moves = !shown;
                if self.panels.show_moves
                    && SideWidths::for_window(self.panels.width, self.panels.rules.open)
                        .moves
                        .is_none()
                {
                    // Too narrow for both: the move list asked for wins over the rules.
                    self.panels.rules.open = false;
                }
            }
            Command::ShowRule(rule) => self.panels.rules.open_at(rule),
            Command::HowToPlay => self.panels.rules.open_at_start(),
            Command::RulesOf(id) => {
                self.panels.rules.game = Some(id);
                self.panels.rules.open_at_start();
            }
            Command::QuickStart(id, computer) => self.quick_start(id, computer),
            Command::EditPosition(_)
            | Command::CopyPositionText
            | Command::Review(ReviewCommand::Open)
            | Command::Review(ReviewCommand::Start(_))
                if self.screen.game().and_then(OpenGame::hides_pieces).is_some() =>
            {
                self.status.message = Some(Note::info(super::hidden_pieces()));
            }
            Command::EditPosition(start) => {
                let Some(g) = self.screen.game() else { return };
                let opened = editor::open(&g.session, start);
                if opened.fell_back {
                    self.status.message = Some(Note::info(editor::FELL_BACK));
                }
                if let Some(editor) = opened.editor {
                    // The computer does not move while the position is edited.
                    self.computer.worker.cancel();
                    self.screen.edit(editor);
                }
            }
            Command::CopyPositionText => {
                if let Some(g) = self.screen.game() {
                    self.clipboard = Some(g.session.position().position_text());
                    self.status.message = Some(Note::info(t!("position-copied")));
                }
            }
            Command::PlayFromEditor => {
                let Some(editor) = self.screen.editor() else { return };
                match editor::edited_game(editor) {
                    Ok(session) => {
                        self.open(session);
                        let text = t!("from-edited-position");
                        self.status.message = Some(Note::info(text));
                    }
                    Err(e) => self.status.message = Some(Note::info(e)),
                }
            }
            Command::CloseEditor => self.screen.close_editor(),
            Command::StartPosition(save) => {
                if let Some(Dialog::NewGame(form)) = self.dialog.take() {
                    self.files.settings.new_game = form;
                }
                match Session::from_save(&save) {
                    Ok(session) => {
                        if let Some(puzzle) = lesson::Coaching::of_example(&save) {
                            // Its task stays above the board, as a lesson's does.
                            self.open_step(puzzle);
                        } else {
                            self.open(session);
                            let title = save.title.unwrap_or_default();
                            let about = save.description.unwrap_or_default();
                            self.status.message =
                                Some(Note::info(crate::words::labelled(&title, &about)));
                        }
                    }
                    Err(e) => self.status.message = Some(Note::info(e.to_string())),
                }
            }
            Command::Lesson(command) => self.run_lesson(command),
            Command::About => self.dialog = Some(Dialog::About),
            Command::Shortcuts => self.dialog = Some(Dialog::Shortcuts),
            Command::Guide => self.dialog = Some(Dialog::Guide),
            Command::ToggleHints => self.board_prefs.hints = !self.board_prefs.hints,
            Command::CloseDialog => self.dialog = None,
            Command::CloseGameOver => {
                if let Some(g) = self.screen.game_mut() {
                    g.over_closed = true;
                }
            }
            Command::Say(note) => self.status.message = Some(note),
            Command::Computer(ComputerCommand::Play { token, line, stamp }) => {
                // Dropped when found for a position no longer on the board.
                if stamp == self.generation() {
                    let played = self.play(token, false);
                    self.computer.played(played, line, self.screen.game());
                }
            }
            Command::Computer(command) => self.computer.run(command),
            Command::SetSeat(..)
                if let Some(why) = self.screen.game().and_then(OpenGame::seats_fixed) =>
            {
                self.status.message = Some(Note::info(why));
            }
            Command::SetSeat(index, seat) => {
                if let Some(g) = self.screen.game_mut() {
                    g.session.set_seat(index, seat);
                    // Whoever thought for the seat before stops.
                    self.computer.worker.cancel();
                }
            }
            Command::File(command) => self.file_command(command),
            Command::Quit => {}
            Command::AskResign(p) => self.on_game(|g| g.ask_resign(p)),
            Command::OfferDraw(p) => {
                let estimates = self.computer.settings.estimates;
                self.on_game(|g| g.offer_draw(p, &estimates));
            }
            Command::AnswerDraw(accept) => self.on_game(|g| g.answer_draw(accept)),
            Command::Review(command) => {
                if let Some(g) = self.screen.game_mut() {
                    self.review.run(command, g);
                }
            }
        }
    }

    /// Starts `game` at once with the options last used for it, against the computer (at the
    /// level last chosen, Medium at first) or between people; remembered like the dialog.
    /// Game → Play a friend online: the lobby, then the game it agreed on.
    fn online(&mut self, command: OnlineCommand) {
        match command {
            OnlineCommand::Open => {
                let reach = self.files.settings.online_reach();
                let setups = self.files.places().map(crate::places::Places::setups);
                let library = crate::setup_library::SetupLibrary::new(setups);
                let kept = self.files.places().map(crate::places::Places::online_games);
                let lobby = online::Lobby::new(reach, &library, kept);
                self.dialog = Some(Dialog::Online(Box::new(lobby)));
            }
            OnlineCommand::Cancel => self.dialog = None,
            OnlineCommand::Offer(request) => self.on_game(|g| g.offer_online(request)),
            OnlineCommand::Answer(accept) => self.on_game(|g| g.answer_online(accept)),
            OnlineCommand::Say(text) => self.on_game(|g| g.say_online(&text)),
            OnlineCommand::Begin => {
                let Some(Dialog::Online(lobby)) = self.dialog.take() else { return };
                let Some((session, online, unread)) = lobby.into_game() else { return };
                let players = session.position().player_names().len();
                let clock = online.time_control().map(|c| clock::GameClock::new(c, players));
                self.open(session);
                if let Some(g) = self.screen.game_mut() {
                    g.online = Some(Box::new(online));
                    g.clock = clock;
                }
                // The rest of the friend's first letter (a move, if they moved first).
                self.on_game(|g| g.take_lines(unread));
            }
            OnlineCommand::Letters => self.dialog = Some(Dialog::Letters(Default::default())),
            OnlineCommand::CopyLetter => {
                if let Some(text) = self.screen.game().and_then(OpenGame::letter_text) {
                    self.clipboard = Some(text);
                    let note = t!("mail-letter-copied");
                    self.status.message = Some(Note::info(note));
                }
            }
            OnlineCommand::OpenLetter(text) => {
                let Some(g) = self.screen.game_mut() else { return };
                match g.open_letter(&text) {
                    Ok(effect) => {
                        self.dialog = None;
                        self.apply(effect);
                    }
                    Err(why) => {
                        if let Some(Dialog::Letters(letters)) = &mut self.dialog {
                            letters.refusal = Some(crate::theme::capitalise(&why));
                        }
                    }
                }
            }
        }
    }

    fn quick_start(&mut self, game: GameId, computer: bool) {
        let mut form = self.files.new_game_form(Some(game));
        let table = match (computer, form.table()) {
            (false, _) => Table::People,
            (true, Table::Computer(bot)) => Table::Computer(bot),
            (true, _) => Table::Computer(strata_core::ai::Bot::Medium),
        };
        form.set_table(table);
        match form.start() {
            Ok(command) => {
                // Started as if from the dialog, so the choice is remembered the same way.
                self.dialog = Some(Dialog::NewGame(form));
                self.run(command);
            }
            Err(e) => self.status.message = Some(Note::info(e)),
        }
    }

    // --- Files ------------------------------------------------------------------------------

    pub(super) fn file_command(&mut self, command: FileCommand) {
        match command {
            FileCommand::ChooseOpen => self.choose(Purpose::Open),
            FileCommand::Open(path) => {
                self.dialog = None;
                self.open_file(path);
            }
            FileCommand::Save => {
                match self.screen.game().and_then(|g| g.doc.file().map(Path::to_path_buf)) {
                    Some(path) => self.save_to(path),
                    None => self.choose(Purpose::Save),
                }
            }
            FileCommand::ChooseSave => self.choose(Purpose::Save),
            FileCommand::SaveTo(path) => {
                self.dialog = None;
                self.save_to(path);
            }
            FileCommand::Resume(path) => self.resume(path),
            FileCommand::Recover(path) => self.recover(path),
            FileCommand::ClearRecent => self.files.settings.recent.clear(),
        }
    }

    /// Asks for a file (the app's own dialog, where the system has none).
    fn choose(&mut self, purpose: Purpose) {
        if let Some(dialog) = self.files.choose(purpose, self.screen.game()) {
            self.dialog = Some(dialog);
        }
    }

    fn save_to(&mut self, path: PathBuf) {
        let Some(g) = self.screen.game_mut() else { return };
        let effect = self.files.save_to(g, path);
        self.apply(effect);
    }

    // --- Lessons ----------------------------------------------------------------------------

    pub(super) fn run_lesson(&mut self, command: LessonCommand) {
        match command {
            LessonCommand::List(game) => {
                // At a game's list, or the last one shown.
                let on_screen = self.screen.game().map(|g| g.session.setup().id());
                self.lessons_game = game.or(on_screen).unwrap_or(self.lessons_game);
                self.computer.worker.cancel();
                self.screen = Screen::Lessons;
            }
            LessonCommand::Leave => self.screen = Screen::Welcome,
            LessonCommand::Start(id) => match Coaching::of_item(&id) {
                Some(Ok(coaching)) => {
                    self.lessons_game = coaching.game();
                    self.open_step(coaching);
                }
                Some(Err(e)) => self.status.message = Some(Note::warning(e)),
                None => {}
            },
            LessonCommand::Hint => {
                if let Some(OpenGame { lesson: Some(c), session, .. }) = self.screen.game_mut() {
                    c.ask_hint(session.position());
                }
            }
            LessonCommand::Again => {
                if let Some(c) = self.take_coaching() {
                    self.open_step(*c);
                }
            }
            LessonCommand::ShowMe => {
                if let Some(c) = self.take_coaching() {
                    self.open_step(*c);
                    let coaching = self.screen.game_mut().and_then(|g| g.lesson.as_deref_mut());
                    coaching.into_iter().for_each(Coaching::show_answer);
                }
            }
            LessonCommand::Next => match self.take_coaching().map(|c| c.next()) {
                Some(Ok(Next::Step(c))) => self.open_step(c),
                Some(Ok(Next::Item(id))) => self.run_lesson(LessonCommand::Start(id)),
                Some(Ok(Next::Example(save))) => self.run(Command::StartPosition(Box::new(save))),
                Some(Err(e)) => self.status.message = Some(Note::warning(e)),
                None => {}
            },
        }
    }

    /// Puts the coaching's step on the board.
    pub(super) fn open_step(&mut self, mut coaching: Coaching) {
        match coaching.restart() {
            Ok(session) => {
                self.open(session);
                if let Some(g) = self.screen.game_mut() {
                    g.lesson = Some(Box::new(coaching));
                }
            }
            Err(e) => self.status.message = Some(Note::warning(e)),
        }
    }

    fn take_coaching(&mut self) -> Option<Box<Coaching>> {
        self.screen.game_mut()?.lesson.take()
    }
}
