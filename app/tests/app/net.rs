//! `strata net host|join` on loopback (`--local`: no relay, nothing leaves the machine): whole
//! games between two processes, and a peer that misbehaves.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use strata_app::net::{Event, Link, Reach};
use strata_core::online::{Message, PROTOCOL, Request};

/// Longest a test waits for one process: far more than a random-bot game takes.
const LIMIT: Duration = Duration::from_secs(180);

fn strata() -> Command {
    Command::new(env!("CARGO_BIN_EXE_strata"))
}

/// What a finished process printed.
#[derive(Debug)]
struct Ended {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Ended {
    fn json(&self) -> serde_json::Value {
        let last = self.stdout.lines().last().unwrap_or("");
        serde_json::from_str(last).unwrap_or_else(|e| panic!("{e}: {self:?}"))
    }
}

/// Waits for `child` at most until `deadline`, killing it after.
fn finish(mut child: Child, deadline: Instant) -> Ended {
    while Instant::now() < deadline {
        if child.try_wait().expect("wait").is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let out = child.wait_with_output().expect("output");
    Ended {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A running `strata net host`: the process, its invite code, and the rest of its output
/// (read on a thread, since the code must be read while it runs).
struct Hosting {
    child: Child,
    code: String,
    rest: mpsc::Receiver<String>,
}

impl Hosting {
    /// Starts `strata net host ARGS --local` and reads its invite code.
    fn start(args: &[&str]) -> Hosting {
        let mut child = strata()
            .args(["net", "host"])
            .args(args)
            .arg("--local")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("strata runs");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut lines = BufReader::new(stdout).lines();
            let _ = tx.send(lines.next().and_then(Result::ok).unwrap_or_default());
            let rest: Vec<String> = lines.map_while(Result::ok).collect();
            let _ = tx.send(rest.join("\n"));
        });
        let first = rx.recv_timeout(Duration::from_secs(30)).expect("the host prints its code");
        let code: serde_json::Value = serde_json::from_str(&first).expect("one JSON line");
        let code = code["code"].as_str().expect("a code").to_string();
        Hosting { child, code, rest: rx }
    }

    fn finish(self, deadline: Instant) -> Ended {
        let mut ended = finish(self.child, deadline);
        ended.stdout = self.rest.recv_timeout(Duration::from_secs(5)).unwrap_or_default();
        ended
    }
}

/// A whole game between `net host` and `net join`; both outputs.
fn game(host_args: &[&str], join_args: &[&str]) -> (Ended, Ended) {
    let deadline = Instant::now() + LIMIT;
    let hosting = Hosting::start(host_args);
    let guest = strata()
        .args(["net", "join", &hosting.code, "--local"])
        .args(join_args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("strata runs");
    let guest = finish(guest, deadline);
    (hosting.finish(deadline), guest)
}

fn assert_same_end(hosted: &Ended, guest: &Ended) -> serde_json::Value {
    assert_eq!(hosted.code, 0, "host: {hosted:?}");
    assert_eq!(guest.code, 0, "guest: {guest:?}");
    let (a, b) = (hosted.json(), guest.json());
    assert_eq!(a["position"], b["position"]);
    assert_eq!(a["moves"], b["moves"]);
    assert_eq!(a["winners"], b["winners"]);
    assert_ne!(a["status"], "ongoing");
    assert_eq!(a["ply"].as_u64(), Some(a["moves"].as_array().unwrap().len() as u64));
    a
}

#[test]
fn whole_games_of_strata5_stratum_and_strata7_end_the_same_in_both_processes() {
    for game_args in [&["strata5", "--size", "6"][..], &["stratum"], &["strata7"]] {
        let mut args = game_args.to_vec();
        args.extend(["--bot", "random"]);
        let (hosted, guest) = game(&args, &["--bot", "random"]);
        let end = assert_same_end(&hosted, &guest);
        assert_eq!(end["game"], game_args[0]);
    }
}

#[test]
fn stratum_with_three_players_the_host_plays_two_seats() {
    let (hosted, guest) =
        game(&["stratum", "--players", "3", "--bot", "random"], &["--bot", "random"]);
    let end = assert_same_end(&hosted, &guest);
    assert!(end["position"].as_str().unwrap().len() > 10);
}

#[test]
fn stratego_shows_both_armies_only_at_the_end_and_both_check_them() {
    use strata_core::games::stratego::Army;
    use strata_core::rng::Rng;
    let red = Army::suggested(&mut Rng::seed(1)).to_string();
    let blue = Army::suggested(&mut Rng::seed(2)).to_string();
    let (hosted, guest) = game(
        &["stratego", "--bot", "random", "--setup", &red],
        &["--bot", "random", "--setup", &blue],
    );
    let end = assert_same_end(&hosted, &guest);
    assert_eq!(end["armies"]["red"], red.as_str());
    assert_eq!(end["armies"]["blue"], blue.as_str());
    assert_eq!(end["verified"], true);
}

#[test]
fn a_peer_that_sends_garbage_is_refused_with_one_line_and_no_panic() {
    for garbage in [
        "this is not json".to_string(),
        r#"{"type":"teleport"}"#.to_string(),
        format!(r#"{{"type":"chat","text":"{}"}}"#, "x".repeat(20_000)),
    ] {
        let deadline = Instant::now() + LIMIT;
        let hosting = Hosting::start(&["strata5", "--bot", "random"]);
        let link = Link::join(&hosting.code, Reach::Local, || {}).expect("a code");
        assert_eq!(link.next(Duration::from_secs(30)), Some(Event::Connected));
        let Some(Event::Line(hello)) = link.next(Duration::from_secs(30)) else {
            panic!("no hello")
        };
        assert!(matches!(Message::decode(&hello), Ok(Message::Hello { .. })));
        link.send(garbage.clone());
        // The host says why it stops before it goes.
        let mut refused = false;
        while let Some(Event::Line(line)) = link.next(Duration::from_secs(30)) {
            refused |= matches!(Message::decode(&line), Ok(Message::Refuse { .. }));
        }
        let hosted = hosting.finish(deadline);
        assert_eq!(hosted.code, 1, "{hosted:?}");
        assert_eq!(hosted.stderr.lines().count(), 1, "{hosted:?}");
        assert!(!hosted.stderr.contains("panicked"), "{hosted:?}");
        assert!(refused, "the host told the peer why it stopped ({garbage:.40}): {hosted:?}");
    }
}

#[test]
fn an_illegal_move_from_the_peer_is_refused_and_named() {
    let deadline = Instant::now() + LIMIT;
    // The host plays second (its seat is black), so the peer's move comes first.
    let hosting = Hosting::start(&["strata5", "--seat", "black", "--bot", "random"]);
    let link = Link::join(&hosting.code, Reach::Local, || {}).expect("a code");
    assert_eq!(link.next(Duration::from_secs(30)), Some(Event::Connected));
    let Some(Event::Line(_hello)) = link.next(Duration::from_secs(30)) else { panic!("no hello") };
    link.send(Message::Ready { protocol: PROTOCOL, app: "test".into(), sealed: None }.encode());
    let bad = Message::Move {
        ply: 0,
        before: strata_core::online::fingerprint(
            &strata_core::GameSetup::from_options(
                strata_core::GameId::Strata5,
                &strata_core::GameOptions::default(),
            )
            .unwrap()
            .start()
            .unwrap()
            .position_text(),
        ),
        token: "#c5".into(),
        shown: None,
        left: None,
    };
    link.send(bad.encode());
    let hosted = hosting.finish(deadline);
    assert_eq!(hosted.code, 1, "{hosted:?}");
    assert!(hosted.stderr.contains("move 1 (#c5)"), "{hosted:?}");
}

#[test]
fn a_bot_declines_an_offer_at_once_and_a_resignation_ends_the_game() {
    let deadline = Instant::now() + LIMIT;
    // The host plays second: the peer asks for a draw on its own turn, so the bot must answer.
    let hosting = Hosting::start(&["strata7", "--seat", "bordeaux", "--bot", "random"]);
    let link = Link::join(&hosting.code, Reach::Local, || {}).expect("a code");
    assert_eq!(link.next(Duration::from_secs(30)), Some(Event::Connected));
    let Some(Event::Line(_hello)) = link.next(Duration::from_secs(30)) else { panic!("no hello") };
    link.send(Message::Ready { protocol: PROTOCOL, app: "test".into(), sealed: None }.encode());
    link.send(Message::Offer { ply: 0, request: Request::Draw }.encode());
    let answer = Message::decode(&next_line(&link)).expect("a message");
    assert_eq!(answer, Message::Answer { ply: 0, request: Request::Draw, accept: false });
    link.send(Message::Resign { ply: 0 }.encode());
    let hosted = hosting.finish(deadline);
    assert_eq!(hosted.code, 0, "{hosted:?}");
    let end = hosted.json();
    assert_eq!(end["ply"], 0);
    assert_eq!(end["winners"], serde_json::json!(["bordeaux"]), "{end}");
}

#[test]
fn a_code_that_is_not_an_invite_is_refused_in_words() {
    let out = strata().args(["net", "join", "hello-there", "--local"]).output().expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("invite code"), "{stderr}");
}

/// The next line on `link`, skipping the link's own news; panics after 30 s.
fn next_line(link: &Link) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        match link.next(Duration::from_millis(200)) {
            Some(Event::Line(line)) => return line,
            Some(Event::Closed(why)) => panic!("closed: {why}"),
            _ => {}
        }
    }
    panic!("no line within 30 s");
}

#[test]
fn a_cut_link_comes_back_and_every_line_arrives_once_in_order() {
    let host = Link::host(Reach::Local, || {});
    let Some(Event::Code(code)) = host.next(Duration::from_secs(30)) else { panic!("no code") };
    let guest = Link::join(&code, Reach::Local, || {}).expect("a code");
    assert_eq!(guest.next(Duration::from_secs(30)), Some(Event::Connected));
    assert_eq!(host.next(Duration::from_secs(30)), Some(Event::Connected));
    host.send("one".into());
    assert_eq!(next_line(&guest), "one");
    // Cut, and send both ways while the link is down or coming back.
    host.cut();
    host.send("two".into());
    guest.send("a".into());
    host.send("three".into());
    guest.send("b".into());
    assert_eq!([next_line(&guest), next_line(&guest)], ["two", "three"]);
    assert_eq!([next_line(&host), next_line(&host)], ["a", "b"]);
    host.send("four".into());
    assert_eq!(next_line(&guest), "four");
}

#[test]
fn a_game_cut_in_the_middle_reconnects_and_ends_the_same_on_both_sides() {
    let (hosted, guest) = game(
        &["strata7", "--bot", "random", "--cut-after", "6"],
        &["--bot", "random", "--cut-after", "11"],
    );
    assert_same_end(&hosted, &guest);
}

/// Soak, outside the default run: `STRATA_NET_SOAK_GAMES` (default 200) whole games between two
/// `strata net` processes on loopback, the four games in turn (Stratum with two and with three
/// players), every third game with its link cut once in the middle. Each must end the same on
/// both sides: the same moves, position and winners, and Stratego's armies verified. Every
/// failure names its game number, from which its seeds follow.
///
/// ```text
/// cargo test --release -p strata-app --test app -- --ignored --nocapture net_soak
/// ```
#[test]
#[ignore = "long: run by hand for the online soak"]
fn net_soak_games_between_two_processes_never_desync() {
    use strata_core::games::stratego::Army;
    use strata_core::rng::Rng;
    let games: u64 =
        std::env::var("STRATA_NET_SOAK_GAMES").map_or(200, |s| s.parse().expect("a count"));
    let started = Instant::now();
    let (mut cut, mut plies) = (0, 0);
    for n in 0..games {
        let (host_seed, guest_seed) = (format!("{}", 2 * n), format!("{}", 2 * n + 1));
        let red = Army::suggested(&mut Rng::seed(2 * n)).to_string();
        let blue = Army::suggested(&mut Rng::seed(2 * n + 1)).to_string();
        let mut host: Vec<&str> = match n % 5 {
            0 => vec!["strata5"],
            1 => vec!["stratum"],
            2 => vec!["stratum", "--players", "3"],
            3 => vec!["strata7"],
            _ => vec!["stratego", "--setup", &red],
        };
        host.extend(["--bot", "random", "--bot-seed", &host_seed]);
        let mut guest = vec!["--bot", "random", "--bot-seed", &guest_seed];
        if n % 5 == 4 {
            guest.extend(["--setup", &blue]);
        }
        if n % 3 == 0 {
            // The guest cuts: early enough that every game is still on.
            guest.extend(["--cut-after", "3"]);
            cut += 1;
        }
        let (hosted, joined) = game(&host, &guest);
        let end = std::panic::catch_unwind(|| assert_same_end(&hosted, &joined))
            .unwrap_or_else(|_| panic!("game {n} ({host:?} / {guest:?}) did not end the same"));
        if n % 5 == 4 {
            assert_eq!(end["verified"], true, "game {n}: {end}");
        }
        plies += end["ply"].as_u64().expect("a ply");
    }
    eprintln!(
        "net soak: {games} games ({cut} with a cut link, {plies} moves), no desync, {:.1} s",
        started.elapsed().as_secs_f64()
    );
}
