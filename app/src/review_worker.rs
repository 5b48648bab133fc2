//! A game review (`strata_core::review`), off the UI thread: one [`Job`] at a time, as
//! [`crate::ai_worker`] runs a single search.
//!
//! The job reviews a copy of the session and reports its progress through shared counters.
//! Dropping it stops the review (within one search iteration) and its answer goes nowhere.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use strata_core::review::{self, Depth, Review};
use strata_core::session::Session;

use crate::job::{Job, Poll};

/// Positions judged so far, and how many there are.
#[derive(Debug, Default)]
struct Counts {
    done: AtomicUsize,
    total: AtomicUsize,
}

#[derive(Debug)]
struct Reviewing {
    /// `None` when the review was stopped.
    job: Job<Option<Review>>,
    counts: Arc<Counts>,
    depth: Depth,
    /// The moves under review: an answer for another move list is not handed over.
    moves: Vec<String>,
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
    job: Option<Reviewing>,
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
        let counts = Arc::new(Counts::default());
        counts.total.store(session.moves().len() + 1, Ordering::Relaxed);
        let moves = session.moves().iter().map(|m| m.token.clone()).collect();
        let progress = Arc::clone(&counts);
        let work = move |control: &strata_core::SearchControl| {
            let mut report = |done: usize, _total: usize| {
                progress.done.store(done, Ordering::Relaxed);
            };
            review::review(&session, depth, seed, control, &mut report).ok()
        };
        let job = Job::spawn("strata-review", work, repaint);
        self.job = Some(Reviewing { job, counts, depth, moves });
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
        match job.job.poll() {
            Poll::Waiting => None,
            // A review, or nothing: stopped, or its thread failed.
            Poll::Ready(review) => {
                self.job = None;
                review
            }
            Poll::Lost => {
                self.job = None;
                None
            }
        }
    }
}
