//! Work off the UI thread, one type for all of it: the computer's search, a game review, a
//! system file dialog, an autosave's write. A job runs its work on a named thread; the result comes back on a
//! channel, and the UI is woken once it is sent. The UI polls and never waits. Dropping a job
//! stops its work (through the [`SearchControl`] the work is given, for work that looks at
//! one) and its result goes nowhere.
//! Autosaves are written by one job after another, in order (`autosave.rs`).

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use strata_core::SearchControl;

#[derive(Debug)]
pub struct Job<T> {
    control: Arc<SearchControl>,
    started: Instant,
    answer: Option<Receiver<T>>,
    thread: Option<JoinHandle<()>>,
    /// A result known from the start ([`Job::ready`]).
    ready: Option<T>,
}

/// What a poll found.
#[derive(Debug, PartialEq)]
pub enum Poll<T> {
    Waiting,
    /// The result, handed over once.
    Ready(T),
    /// Nothing will come: the thread could not start or failed, or the result was taken.
    Lost,
}

impl<T: Send + 'static> Job<T> {
    /// Runs `work` on a thread named `name`; `wake` is called once its result is sent (and not
    /// when the job was dropped first: that result is stale).
    pub fn spawn(
        name: &str,
        work: impl FnOnce(&SearchControl) -> T + Send + 'static,
        wake: impl FnOnce() + Send + 'static,
    ) -> Job<T> {
        let control = Arc::new(SearchControl::new());
        let (send, answer) = mpsc::channel();
        let shared = Arc::clone(&control);
        let thread = std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                if send.send(work(&shared)).is_ok() {
                    wake();
                }
            })
            .ok();
        Job { control, started: Instant::now(), answer: Some(answer), thread, ready: None }
    }

    /// A job whose result is known already (the rest of a turn a search planned): handed over
    /// like any other, with no thread.
    pub fn ready(value: T) -> Job<T> {
        let control = Arc::new(SearchControl::new());
        Job { control, started: Instant::now(), answer: None, thread: None, ready: Some(value) }
    }

    /// The control the work was given: its progress, and "stop now".
    pub fn control(&self) -> &SearchControl {
        &self.control
    }

    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    pub fn poll(&mut self) -> Poll<T> {
        if let Some(value) = self.ready.take() {
            return Poll::Ready(value);
        }
        let Some(answer) = &self.answer else { return Poll::Lost };
        let poll = match answer.try_recv() {
            Ok(value) => Poll::Ready(value),
            Err(TryRecvError::Empty) => return Poll::Waiting,
            Err(TryRecvError::Disconnected) => Poll::Lost,
        };
        self.answer = None;
        // The result is sent: the thread has only its wake-up call left, so joining takes no
        // time, and that wake-up cannot come after the UI has gone idle.
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        poll
    }

    /// Blocks until the result comes: for work that must be done before the app ends (the
    /// last autosave). The UI never calls it while running.
    pub fn wait(&mut self) -> Poll<T> {
        if let Some(value) = self.ready.take() {
            return Poll::Ready(value);
        }
        let Some(answer) = self.answer.take() else { return Poll::Lost };
        let poll = answer.recv().map_or(Poll::Lost, Poll::Ready);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        poll
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.control.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait<T: Send + 'static>(job: &mut Job<T>) -> Poll<T> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            match job.poll() {
                Poll::Waiting if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(5))
                }
                other => return other,
            }
        }
    }

    #[test]
    fn a_result_is_handed_over_once_and_wakes_the_ui() {
        let (woke, woken) = mpsc::channel();
        let mut job = Job::spawn("test", |_| 6 * 7, move || woke.send(()).unwrap());
        assert_eq!(wait(&mut job), Poll::Ready(42));
        assert!(woken.recv_timeout(Duration::from_secs(5)).is_ok());
        assert_eq!(job.poll(), Poll::Lost, "handed over once");
    }

    #[test]
    fn dropping_a_job_stops_its_work_and_nothing_wakes() {
        let (woke, woken) = mpsc::channel();
        let (started, running) = mpsc::channel();
        let job = Job::spawn(
            "test",
            move |control| {
                started.send(()).unwrap();
                while !control.is_stopped() {
                    std::thread::sleep(Duration::from_millis(1));
                }
                "stopped"
            },
            move || woke.send(()).unwrap(),
        );
        running.recv().unwrap();
        drop(job);
        assert!(
            woken.recv_timeout(Duration::from_millis(300)).is_err(),
            "a stale result wakes nobody"
        );
    }

    #[test]
    fn work_that_fails_is_lost_not_waited_for() {
        let mut job: Job<u8> = Job::spawn("test", |_| panic!("the work failed"), || {});
        assert_eq!(wait(&mut job), Poll::Lost);
    }

    #[test]
    fn a_ready_job_answers_at_once() {
        let mut job = Job::ready("e1-c1");
        assert_eq!(job.poll(), Poll::Ready("e1-c1"));
        assert_eq!(job.poll(), Poll::Lost);
    }
}
