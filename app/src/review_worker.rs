//! A game review (`strata_core::review`), off the UI thread: one job at a time, as
//! [`crate::ai_worker`] does for a single search.
//!
//! The job reviews a copy of the session and reports its progress through shared counters;
//! its answer comes back on a channel. Dropping the job stops the review (within one search
//! iteration) and its answer goes nowhere; the UI never waits for it.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;

use strata_core::SearchControl;
use strata_core::review::{self, Depth, Review};
use strata_core::session::Session;

/// Positions judged so far, and how many there are.
#[derive(Debug, Default)]
struct Counts {
    done: AtomicUsize,
    total: AtomicUsize,
}

#[derive(Debug)]
struct Job {
    control: Arc<SearchControl>,
    counts: Arc<Counts>,
    depth: Depth,
    /// The moves under review: an answer for another move list is not handed over.
    moves: Vec<String>,
    answer: Receiver<Review>,
    thread: Option<JoinHandle<()>>,
}

impl Drop for Job {
    fn drop(&mut self) {
        self.control.stop();
    }
}

/// How far the review is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub depth: Depth,
    pub done: usize,
    pub total: usize,
}

#[derive(Debug, Default)]
pub struct ReviewWorker {
    job: Option<Job>,
}

impl ReviewWorker {
    /// Starts reviewing every move of `session` (replacing any job). `repaint` is called when
    /// the review is ready.
    pub fn start(
        &mut self,
        session: Session,
        depth: Depth,
        seed: u64,
        repaint: impl Fn() + Send + 'static,
    ) {
        self.cancel();
        let control = Arc::new(SearchControl::new());
        let counts = Arc::new(Counts::default());
        counts.total.store(session.moves().len() + 1, Ordering::Relaxed);
        let moves = session.moves().iter().map(|m| m.token.clone()).collect();
        let (send, answer) = mpsc::channel();
        let (shared, progress) = (Arc::clone(&control), Arc::clone(&counts));
        let thread = std::thread::Builder::new()
            .name("strata-review".into())
            .spawn(move || {
                let mut report = |done: usize, _total: usize| {
                    progress.done.store(done, Ordering::Relaxed);
                };
                // A cancelled review sends nothing: its job is gone.
                if let Ok(review) = review::review(&session, depth, seed, &shared, &mut report)
                    && send.send(review).is_ok()
                {
                    repaint();
                }
            })
            .ok();
        self.job = Some(Job { control, counts, depth, moves, answer, thread });
    }

    /// Stops the review, if any; its answer will never be handed over.
    pub fn cancel(&mut self) {
        self.job = None;
    }

    pub fn busy(&self) -> bool {
        self.job.is_some()
    }

    pub fn progress(&self) -> Option<Progress> {
        let job = self.job.as_ref()?;
        Some(Progress {
            depth: job.depth,
            done: job.counts.done.load(Ordering::Relaxed),
            total: job.counts.total.load(Ordering::Relaxed),
        })
    }

    /// The finished review, if it is ready and still about `moves`; a job about other moves
    /// (a move was played or taken back meanwhile) is dropped here.
    pub fn poll(&mut self, moves: &[String]) -> Option<Review> {
        let job = self.job.as_mut()?;
        if job.moves != moves {
            self.job = None;
            return None;
        }
        match job.answer.try_recv() {
            Ok(review) => {
                if let Some(thread) = job.thread.take() {
                    let _ = thread.join();
                }
                self.job = None;
                Some(review)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                // The thread failed (or could not start): nothing will come.
                self.job = None;
                None
            }
        }
    }
}
