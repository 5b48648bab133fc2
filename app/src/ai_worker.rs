//! The computer's thinking, off the UI thread: one search at a time, as a [`Job`].
//!
//! A search is stamped with the generation of the session it thinks about (`Session::
//! generation`); [`AiWorker::poll`] hands its answer over only while the stamp still matches, so
//! an answer for a position no longer on the board is never applied. Dropping the job stops
//! its search (the thread ends within 100 ms and its answer goes nowhere).

use std::time::Duration;

use strata_core::AnyGame;
use strata_core::ai::{Bot, Budget, Thought};

use crate::job::{Job, Poll};

/// What a job is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's own move, played when it comes.
    Move,
    /// Advice for a person to move, shown as candidates.
    Suggest,
}

/// One search and what it is for.
#[derive(Debug)]
struct Search {
    job: Job<Option<Thought>>,
    stamp: u64,
    purpose: Purpose,
    bot: Bot,
    /// The answer is not handed over before this much time has passed (so a move is seen).
    min_time: Duration,
    /// The answer, once it came, waiting for `min_time`.
    arrived: Option<Option<Thought>>,
}

/// A finished search, for the position with this stamp.
#[derive(Debug)]
pub struct Answer {
    pub purpose: Purpose,
    pub bot: Bot,
    /// `None` when the search had nothing to say (a finished game) or its thread failed.
    pub thought: Option<Thought>,
}

/// What the status bar shows while a job runs.
#[derive(Clone, Debug)]
pub struct Progress {
    pub purpose: Purpose,
    pub bot: Bot,
    pub iterations: u64,
    pub best: Option<String>,
}

#[derive(Debug, Default)]
pub struct AiWorker {
    job: Option<Search>,
}

impl AiWorker {
    /// Starts thinking about `game` (replacing any job). `repaint` is called when the answer
    /// is ready, so an idle UI wakes up for it.
    #[allow(clippy::too_many_arguments)]
    pub fn start(
        &mut self,
        game: Box<dyn AnyGame>,
        bot: Bot,
        budget: Budget,
        seed: u64,
        stamp: u64,
        purpose: Purpose,
        min_time: Duration,
        repaint: impl FnOnce() + Send + 'static,
    ) {
        self.cancel();
        let job = Job::spawn("strata-ai", move |c| game.think(bot, budget, seed, c), repaint);
        self.job = Some(Search { job, stamp, purpose, bot, min_time, arrived: None });
    }

    /// A move decided already (the rest of a turn the last search planned): handed over like
    /// a search's answer, after `min_time`, with no thread.
    pub fn start_planned(&mut self, token: String, bot: Bot, stamp: u64, min_time: Duration) {
        self.cancel();
        let thought = Thought { mv: token, candidates: Vec::new(), iterations: 0 };
        let job = Job::ready(Some(thought));
        self.job =
            Some(Search { job, stamp, purpose: Purpose::Move, bot, min_time, arrived: None });
    }

    /// Stops the job, if any; its answer will never be handed over.
    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// Asks the search to answer now with its best move so far ("Move now"); the minimum
    /// think time no longer holds the answer back.
    pub fn hurry(&mut self) {
        if let Some(job) = &mut self.job {
            job.job.control().stop();
            job.min_time = Duration::ZERO;
        }
    }

    pub fn busy(&self) -> bool {
        self.job.is_some()
    }

    pub fn purpose(&self) -> Option<Purpose> {
        self.job.as_ref().map(|j| j.purpose)
    }

    pub fn progress(&self) -> Option<Progress> {
        let job = self.job.as_ref()?;
        let (iterations, best) = job.job.control().progress();
        let best = best.or_else(|| job.arrived.as_ref()?.as_ref().map(|t| t.mv.clone()));
        Some(Progress { purpose: job.purpose, bot: job.bot, iterations, best })
    }

    /// The answer of the job, if it is ready and still about the position `stamp`; a job
    /// about another position is dropped (stopped) here. `Err(wait)`: ask again after `wait`.
    pub fn poll(&mut self, stamp: u64) -> Result<Answer, Option<Duration>> {
        let Some(job) = &mut self.job else { return Err(None) };
        if job.stamp != stamp {
            self.job = None;
            return Err(None);
        }
        if job.arrived.is_none() {
            job.arrived = match job.job.poll() {
                Poll::Ready(thought) => Some(thought),
                Poll::Waiting => return Err(Some(Duration::from_millis(100))),
                // The thread failed: the answer is that there is none.
                Poll::Lost => Some(None),
            };
        }
        let elapsed = job.job.elapsed();
        if elapsed < job.min_time {
            return Err(Some(job.min_time - elapsed));
        }
        let mut job = self.job.take().expect("checked above");
        Ok(Answer { purpose: job.purpose, bot: job.bot, thought: job.arrived.take().flatten() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;
    use strata_core::{GameId, GameOptions, GameSetup};

    fn strata5() -> Box<dyn AnyGame> {
        GameSetup::from_options(GameId::Strata5, &GameOptions::default()).unwrap().start().unwrap()
    }

    /// Polls until the job answers (or gives up after a while).
    fn wait(worker: &mut AiWorker, stamp: u64) -> Result<Answer, Option<Duration>> {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            match worker.poll(stamp) {
                Err(Some(wait)) if Instant::now() < deadline => {
                    std::thread::sleep(wait.min(Duration::from_millis(20)))
                }
                other => return other,
            }
        }
    }

    #[test]
    fn an_answer_for_the_current_position_is_handed_over_once() {
        let mut worker = AiWorker::default();
        let game = strata5();
        let legal = game.legal_move_tokens();
        let budget = Budget::Iterations(50);
        worker.start(game, Bot::Medium, budget, 1, 7, Purpose::Move, Duration::ZERO, || {});
        let answer = wait(&mut worker, 7).expect("the computer answers");
        assert_eq!(answer.purpose, Purpose::Move);
        let thought = answer.thought.expect("a move for a game in progress");
        assert!(legal.contains(&thought.mv), "{} is legal", thought.mv);
        assert!(!worker.busy());
        assert!(matches!(worker.poll(7), Err(None)), "handed over once");
    }

    #[test]
    fn an_answer_for_another_position_is_never_handed_over() {
        let mut worker = AiWorker::default();
        let budget = Budget::Iterations(50);
        worker.start(strata5(), Bot::Medium, budget, 1, 7, Purpose::Move, Duration::ZERO, || {});
        std::thread::sleep(Duration::from_millis(300));
        // The position changed (an undo): stamp 8 is on the board now.
        assert!(matches!(worker.poll(8), Err(None)));
        assert!(!worker.busy(), "the stale job is dropped");
    }

    #[test]
    fn hurrying_answers_with_the_best_so_far() {
        let mut worker = AiWorker::default();
        let budget = Budget::Time(Duration::from_secs(60));
        let min = Duration::from_secs(60);
        worker.start(strata5(), Bot::Medium, budget, 1, 3, Purpose::Suggest, min, || {});
        std::thread::sleep(Duration::from_millis(200));
        let started = Instant::now();
        worker.hurry();
        let answer = wait(&mut worker, 3).expect("stopped searches still answer");
        assert!(started.elapsed() < Duration::from_secs(10));
        assert_eq!(answer.purpose, Purpose::Suggest);
        assert!(answer.thought.is_some());
    }

    #[test]
    fn the_minimum_think_time_holds_a_quick_answer_back() {
        let mut worker = AiWorker::default();
        let min = Duration::from_millis(400);
        let started = Instant::now();
        worker.start(
            strata5(),
            Bot::Random,
            Budget::Iterations(0),
            1,
            1,
            Purpose::Move,
            min,
            || {},
        );
        wait(&mut worker, 1).expect("an answer");
        assert!(started.elapsed() >= min);
    }
}
