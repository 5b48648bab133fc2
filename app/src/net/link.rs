//! The link to a friend's program. One background thread owns a small tokio runtime and an
//! iroh endpoint (peer to peer QUIC: hole punching, a relay when that fails, peers known by
//! key); the game talks to it through channels and is woken on every event, so no frame ever
//! waits on the network. The invite code is an iroh ticket: the host's key and addresses, all
//! the friend needs (nothing is published anywhere).
//!
//! A link that breaks is dialled again (the guest) and awaited (the host, from the same friend
//! only). Each side keeps every line it sent; on each connection both first say how many lines
//! they have received (`resume N`), and each sends again what the other missed. The game above
//! sees every line once, in order, whatever the network did.
//!
//! The same holds across days: a game kept on disk starts a link again from where it was
//! ([`Resume`]): the same key (the friend's program accepts no one else), the lines sent and
//! the count received, and for the host the same loopback port.

use std::sync::{Arc, Mutex, mpsc};
use std::thread::JoinHandle;
use std::time::Duration;

use iroh::endpoint::{Connection, RecvStream, SendStream, presets};
use iroh::{Endpoint, EndpointAddr, EndpointId, RelayMode, RelayUrl, SecretKey};
use iroh_tickets::endpoint::EndpointTicket;
use strata_core::online::{MAX_LINE, Message};
use tokio::sync::mpsc as async_mpsc;

use crate::t;

/// The protocol name both ends must speak (QUIC's ALPN).
const ALPN: &[u8] = b"strata/online/1";

/// How long the host waits for its addresses before it gives a code anyway.
const ONLINE_WAIT: Duration = Duration::from_secs(10);

/// How long a guest keeps trying to reach the host, the first time.
const DIAL_WAIT: Duration = Duration::from_secs(30);

/// How long one attempt to reach the host may take before the guest tries again.
const ATTEMPT_WAIT: Duration = Duration::from_secs(10);

/// How long either side waits for a broken link to come back.
const RECONNECT_WAIT: Duration = Duration::from_secs(120);

/// Which network a link may use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Loopback only, no relay: tests, and two programs on one machine.
    Local,
    /// The internet: direct when possible, else through a relay (iroh's public ones, or the
    /// player's own).
    Internet { relay: Option<String> },
}

/// What the link reports to the game.
#[derive(Debug, PartialEq, Eq)]
pub enum Event {
    /// The host's invite code, ready to give to the friend.
    Code(String),
    /// The friend's program is on the line.
    Connected,
    /// The link broke, and why; it is being dialled again.
    Reconnecting(String),
    /// The link is back; nothing was lost.
    Reconnected,
    /// One line from the friend's program (not yet checked: see `strata_core::online`).
    Line(String),
    /// The link is gone for good, and why, in a player's words.
    Closed(String),
}

/// Where a link starts from: a new game (the default), or a game kept to go on.
#[derive(Clone, Debug, Default)]
pub struct Resume {
    /// This program's key for the game; a new one if `None`.
    pub key: Option<[u8; 32]>,
    /// The friend's program's key, once met: no one else may take the seat.
    pub friend: Option<[u8; 32]>,
    /// Every line sent so far, and how many were received.
    pub sent: Vec<String>,
    pub received: usize,
    /// The host: the code it gave last time, to be found at the same loopback port.
    pub code: Option<String>,
}

/// A running link; dropping it closes the connection.
#[derive(Debug)]
pub struct Link {
    events: mpsc::Receiver<Event>,
    control: async_mpsc::UnboundedSender<Control>,
    thread: Option<JoinHandle<()>>,
    key: [u8; 32],
    /// What the link's thread learns: the friend's key and the code.
    met: Arc<Mutex<Met>>,
}

#[derive(Debug, Default)]
struct Met {
    friend: Option<[u8; 32]>,
    code: Option<String>,
}

#[derive(Debug)]
enum Control {
    Line(String),
    /// Drop the connection as a network failure would.
    Cut,
}

#[derive(Clone, Debug)]
enum Role {
    Host,
    Guest(EndpointAddr),
}

impl Link {
    /// Hosts a game: the first event is the invite code, then `Connected` when a friend joins.
    /// `wake` is called after every event (the app asks for a repaint).
    pub fn host(reach: Reach, wake: impl Fn() + Send + Sync + 'static) -> Link {
        Link::start(Role::Host, reach, Resume::default(), wake)
    }

    /// Hosts a kept game again: a new code (the same key), and the friend's program, once it
    /// dials, gets what it missed.
    pub fn host_again(
        reach: Reach,
        resume: Resume,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Link {
        Link::start(Role::Host, reach, resume, wake)
    }

    /// Joins the game of an invite code: `Connected` once the host answers.
    pub fn join(
        code: &str,
        reach: Reach,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<Link, String> {
        Link::join_again(code, reach, Resume::default(), wake)
    }

    /// Joins a kept game again, by the host's old code or a new one of the same host.
    pub fn join_again(
        code: &str,
        reach: Reach,
        resume: Resume,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<Link, String> {
        let ticket: EndpointTicket = code.trim().parse().map_err(|_| t!("link-not-a-code"))?;
        let host = ticket.endpoint_addr().clone();
        if resume.friend.is_some_and(|friend| friend != *host.id.as_bytes()) {
            return Err(t!("link-other-game"));
        }
        let link = Link::start(Role::Guest(host), reach, resume, wake);
        link.met_mut().code = Some(code.trim().to_string());
        Ok(link)
    }

    /// This program's key for the game (keep it to come back as the same player).
    pub fn key(&self) -> [u8; 32] {
        self.key
    }

    /// The friend's program's key, once met.
    pub fn friend(&self) -> Option<[u8; 32]> {
        self.met_mut().friend
    }

    /// The invite code: the host's own, once made; the one the guest dialled.
    pub fn code(&self) -> Option<String> {
        self.met_mut().code.clone()
    }

    fn met_mut(&self) -> std::sync::MutexGuard<'_, Met> {
        // A thread that panicked while holding it left plain data: still good to read.
        self.met.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Sends one line (a message's JSON) to the friend's program.
    pub fn send(&self, line: String) {
        // A closed link has said so through `Closed`; nothing more to do here.
        let _ = self.control.send(Control::Line(line));
    }

    /// Drops the connection as a network failure would; both sides then reconnect. For tests
    /// of reconnection (and `strata net --cut-after`).
    pub fn cut(&self) {
        let _ = self.control.send(Control::Cut);
    }

    /// Closes the link, waiting a moment (at most 3 s) for the last lines to leave: for a
    /// program that exits next (`strata net`). Dropping the link closes it without waiting.
    pub fn close(mut self) {
        let (closed, _) = async_mpsc::unbounded_channel();
        self.control = closed;
        let Some(thread) = self.thread.take() else { return };
        let deadline = std::time::Instant::now() + Duration::from_secs(3);
        while !thread.is_finished() && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        if thread.is_finished() {
            let _ = thread.join();
        }
    }

    /// The next event, if one came.
    pub fn try_next(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }

    /// The next event, waiting at most `wait`; `None` if none came.
    pub fn next(&self, wait: Duration) -> Option<Event> {
        match self.events.recv_timeout(wait) {
            Ok(event) => Some(event),
            Err(mpsc::RecvTimeoutError::Timeout) => None,
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                Some(Event::Closed("the link has stopped".into()))
            }
        }
    }

    fn start(
        role: Role,
        reach: Reach,
        resume: Resume,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Link {
        let (event_tx, events) = mpsc::channel();
        let (control, controls) = async_mpsc::unbounded_channel();
        let key = resume.key.unwrap_or_else(|| SecretKey::generate().to_bytes());
        let met = Arc::new(Mutex::new(Met { friend: resume.friend, code: None }));
        let events_out = Events { tx: event_tx, wake: Arc::new(wake), met: met.clone() };
        // The link's sentences are in the window's language of the moment it starts.
        let lang = crate::i18n::lang();
        let thread = std::thread::Builder::new()
            .name("strata-link".into())
            .spawn(move || {
                crate::i18n::set_lang(lang);
                let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build();
                let start = Start { role, reach, key, resume };
                let why = match runtime {
                    Ok(runtime) => runtime.block_on(run(start, controls, &events_out)),
                    Err(e) => t!("link-cannot-start", why = e.to_string()),
                };
                events_out.send(Event::Closed(why));
            })
            .ok();
        Link { events, control, thread, key, met }
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        // Closing the control channel ends the thread's work, which closes the connection.
        let (closed, _) = async_mpsc::unbounded_channel();
        self.control = closed;
        if let Some(thread) = self.thread.take()
            && thread.is_finished()
        {
            let _ = thread.join();
        }
    }
}

/// The event channel and the wake-up call, and what the game may read of the link.
struct Events {
    tx: mpsc::Sender<Event>,
    wake: Arc<dyn Fn() + Send + Sync>,
    met: Arc<Mutex<Met>>,
}

impl Events {
    fn send(&self, event: Event) {
        if let Event::Code(code) = &event {
            self.met().code = Some(code.clone());
        }
        let _ = self.tx.send(event);
        (self.wake)();
    }

    fn met(&self) -> std::sync::MutexGuard<'_, Met> {
        self.met.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// What the link's thread starts from.
struct Start {
    role: Role,
    reach: Reach,
    key: [u8; 32],
    resume: Resume,
}

/// Every line sent (to send again after a break) and how many were received.
#[derive(Default)]
struct Journal {
    sent: Vec<String>,
    received: usize,
}

/// How one connection ended.
enum Ended {
    /// The game closed the link: done.
    Left,
    /// The friend's program closed it: done.
    PeerLeft,
    /// Something the friend's program did that no reconnection mends.
    Fatal(String),
    /// The network broke it: dial again.
    Broken(String),
}

/// The thread's work: connect, carry lines, reconnect after a break; returns why it ended.
async fn run(
    start: Start,
    mut controls: async_mpsc::UnboundedReceiver<Control>,
    events: &Events,
) -> String {
    let Start { role, reach, key, resume } = start;
    // The host of a kept game is found where it was, if that port is free.
    let hosting = matches!(role, Role::Host);
    let port =
        resume.code.as_deref().and_then(loopback_port).filter(|_| hosting && reach == Reach::Local);
    let mut endpoint = bind(&reach, &key, port).await;
    // The program that had the port may still be closing: wait a moment for it, then take
    // another port (the friend then needs the new code).
    for _ in 0..10 {
        if endpoint.is_ok() || port.is_none() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        endpoint = bind(&reach, &key, port).await;
    }
    if endpoint.is_err() && port.is_some() {
        endpoint = bind(&reach, &key, None).await;
    }
    let endpoint = match endpoint {
        Ok(endpoint) => endpoint,
        Err(why) => return why,
    };
    if matches!(role, Role::Host) {
        if reach != Reach::Local {
            // The relay and the public address, if they come in time; the code works without
            // them on a network both players share.
            let _ = tokio::time::timeout(ONLINE_WAIT, endpoint.online()).await;
        }
        events.send(Event::Code(EndpointTicket::new(endpoint.addr()).to_string()));
    }
    let mut journal = Journal { sent: resume.sent, received: resume.received };
    let mut friend: Option<EndpointId> =
        resume.friend.and_then(|f| EndpointId::from_bytes(&f).ok());
    let mut met_once = false;
    let why = loop {
        // The first time, the host waits as long as the game does; after a break, a while.
        let wait = if met_once { Some(RECONNECT_WAIT) } else { None };
        let connecting = async {
            match &role {
                Role::Host => accept(&endpoint, friend, wait).await,
                Role::Guest(addr) => dial(&endpoint, addr, wait.unwrap_or(DIAL_WAIT)).await,
            }
        };
        // Lines the game sends meanwhile are kept, to go once the link is back.
        let connected = tokio::select! {
            connected = connecting => connected,
            left = keep_lines(&mut controls, &mut journal) => break left,
        };
        let (connection, send, recv) = match connected {
            Ok(connected) => connected,
            Err(why) => break why,
        };
        let first = !std::mem::replace(&mut met_once, true);
        friend = Some(connection.remote_id());
        events.met().friend = friend.map(|f| *f.as_bytes());
        let guest = matches!(role, Role::Guest(_));
        events.send(if first { Event::Connected } else { Event::Reconnected });
        match carry(send, recv, guest, &mut controls, &mut journal, events).await {
            Ended::Left => {
                connection.close(0u32.into(), b"bye");
                break t!("link-game-left");
            }
            Ended::PeerLeft => break t!("link-friend-closed"),
            Ended::Fatal(why) => {
                connection.close(2u32.into(), b"refused");
                break why;
            }
            Ended::Broken(why) => {
                connection.close(1u32.into(), b"broken");
                events.send(Event::Reconnecting(why));
            }
        }
    };
    endpoint.close().await;
    why
}

/// Keeps the game's lines while no connection is up; returns when the game leaves.
async fn keep_lines(
    controls: &mut async_mpsc::UnboundedReceiver<Control>,
    journal: &mut Journal,
) -> String {
    loop {
        match controls.recv().await {
            Some(Control::Line(line)) => journal.sent.push(line),
            Some(Control::Cut) => {}
            None => return t!("link-game-left"),
        }
    }
}

type Connected = (Connection, SendStream, RecvStream);

/// The host's side: the next connection, from `friend` only once one has come.
async fn accept(
    endpoint: &Endpoint,
    friend: Option<EndpointId>,
    wait: Option<Duration>,
) -> Result<Connected, String> {
    let accepting = async {
        loop {
            let incoming = endpoint.accept().await.ok_or("the network closed")?;
            let Ok(connection) = incoming.await else { continue };
            if friend.is_some_and(|id| id != connection.remote_id()) {
                // Someone else with the code: the seat is taken.
                connection.close(3u32.into(), b"taken");
                continue;
            }
            match connection.accept_bi().await {
                Ok((send, recv)) => return Ok((connection, send, recv)),
                Err(_) => continue,
            }
        }
    };
    match wait {
        None => accepting.await,
        Some(wait) => tokio::time::timeout(wait, accepting)
            .await
            .map_err(|_| t!("link-friend-not-back", minutes = wait.as_secs() / 60))?,
    }
}

/// The guest's side: dials the host until it answers or `wait` is over.
async fn dial(
    endpoint: &Endpoint,
    addr: &EndpointAddr,
    wait: Duration,
) -> Result<Connected, String> {
    let dialling = async {
        loop {
            // One attempt may hang (seen once in 400 loopback games): a new one starts after
            // a few seconds rather than waiting out the whole dial.
            let attempt = tokio::time::timeout(ATTEMPT_WAIT, endpoint.connect(addr.clone(), ALPN));
            match attempt.await {
                Ok(Ok(connection)) => match connection.open_bi().await {
                    Ok((send, recv)) => return (connection, send, recv),
                    Err(_) => tokio::time::sleep(Duration::from_millis(500)).await,
                },
                _ => tokio::time::sleep(Duration::from_millis(500)).await,
            }
        }
    };
    tokio::time::timeout(wait, dialling).await.map_err(|_| t!("link-no-answer"))
}

/// The key of the program that made an invite code, if it is one.
pub fn code_owner(code: &str) -> Option<[u8; 32]> {
    let ticket: EndpointTicket = code.trim().parse().ok()?;
    Some(*ticket.endpoint_addr().id.as_bytes())
}

/// The loopback port an invite code names, if it names one.
fn loopback_port(code: &str) -> Option<u16> {
    let ticket: EndpointTicket = code.parse().ok()?;
    ticket.endpoint_addr().ip_addrs().find(|a| a.ip().is_loopback()).map(|a| a.port())
}

async fn bind(reach: &Reach, key: &[u8; 32], port: Option<u16>) -> Result<Endpoint, String> {
    let builder = Endpoint::builder(presets::Minimal)
        .alpns(vec![ALPN.to_vec()])
        .secret_key(SecretKey::from_bytes(key));
    let builder = match reach {
        Reach::Local => builder
            .relay_mode(RelayMode::Disabled)
            .bind_addr(format!("127.0.0.1:{}", port.unwrap_or(0)).as_str())
            .map_err(|e| t!("link-no-loopback", why = e.to_string()))?,
        Reach::Internet { relay: None } => builder.relay_mode(RelayMode::Default),
        Reach::Internet { relay: Some(url) } => {
            let url: RelayUrl =
                url.parse().map_err(|_| t!("link-bad-relay", url = url.to_string()))?;
            builder.relay_mode(RelayMode::Custom(url.into()))
        }
    };
    builder.bind().await.map_err(|e| t!("link-cannot-open", why = e.to_string()))
}

/// Carries lines both ways over one connection until it ends.
async fn carry(
    mut send: SendStream,
    mut recv: RecvStream,
    guest: bool,
    controls: &mut async_mpsc::UnboundedReceiver<Control>,
    journal: &mut Journal,
    events: &Events,
) -> Ended {
    let broken = |e: &dyn std::fmt::Display| Ended::Broken(t!("link-broke", why = e.to_string()));
    let mut pending: Vec<u8> = Vec::new();
    // Each side says how many lines it has; the guest first, since its bytes open the stream.
    let resume = format!("resume {}\n", journal.received);
    if guest && let Err(e) = send.write_all(resume.as_bytes()).await {
        return broken(&e);
    }
    let missed = match read_line(&mut recv, &mut pending).await {
        Ok(Some(line)) => match line.strip_prefix("resume ").and_then(|n| n.parse().ok()) {
            Some(n) if n <= journal.sent.len() => n,
            _ => return Ended::Fatal(t!("link-not-strata")),
        },
        Ok(None) => return Ended::PeerLeft,
        Err(ended) => return ended,
    };
    if !guest && let Err(e) = send.write_all(resume.as_bytes()).await {
        return broken(&e);
    }
    for line in &journal.sent[missed..] {
        if let Err(e) = send.write_all(format!("{line}\n").as_bytes()).await {
            return broken(&e);
        }
    }
    loop {
        tokio::select! {
            control = controls.recv() => match control {
                None => {
                    // Our last lines must arrive before the connection closes: finish our
                    // side and wait (a moment at most) until the friend's program has read it
                    // all; closing at once would drop what is still on the way.
                    let _ = send.finish();
                    let _ = tokio::time::timeout(Duration::from_secs(2), send.stopped()).await;
                    return Ended::Left;
                }
                Some(Control::Cut) => return Ended::Broken("cut on purpose".into()),
                Some(Control::Line(line)) => {
                    let bytes = format!("{line}\n");
                    journal.sent.push(line);
                    if let Err(e) = send.write_all(bytes.as_bytes()).await {
                        return broken(&e);
                    }
                }
            },
            line = read_line(&mut recv, &mut pending) => match line {
                Ok(Some(line)) => {
                    journal.received += 1;
                    events.send(Event::Line(line));
                }
                Ok(None) => return Ended::PeerLeft,
                Err(Ended::Fatal(why)) => {
                    // Told to the friend's program as any refusal is, before the link closes.
                    let reason = format!("the link refused {why}");
                    let line = Message::Refuse { reason }.encode() + "\n";
                    let _ = send.write_all(line.as_bytes()).await;
                    let _ = send.finish();
                    let _ = tokio::time::timeout(Duration::from_secs(1), send.stopped()).await;
                    return Ended::Fatal(t!("link-friend-sent", why = why));
                }
                Err(ended) => return ended,
            },
        }
    }
}

/// The next line from the stream (`None` once the friend's side finished); `pending` keeps
/// what came after it. Cancel-safe: bytes read are kept in `pending`.
async fn read_line(recv: &mut RecvStream, pending: &mut Vec<u8>) -> Result<Option<String>, Ended> {
    loop {
        if let Some(end) = pending.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = pending.drain(..=end).collect();
            let text = String::from_utf8_lossy(&line[..end]);
            return Ok(Some(text.trim_end_matches('\r').to_string()));
        }
        if pending.len() > MAX_LINE {
            return Err(Ended::Fatal(format!("a line of more than {MAX_LINE} bytes")));
        }
        let mut chunk = [0u8; 4096];
        match recv.read(&mut chunk).await {
            Ok(Some(n)) => pending.extend_from_slice(&chunk[..n]),
            Ok(None) => return Ok(None),
            Err(e) => return Err(Ended::Broken(t!("link-broke", why = e.to_string()))),
        }
    }
}
