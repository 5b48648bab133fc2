//! A move's round trip between two processes on loopback: this process joins a
//! `strata net host … --bot random --local` and, on its own turns, sends a random legal move;
//! the time runs from sending it until the host's answering move has arrived and passed this
//! side's checks. It includes both programs' checks of the move (the rules, the position's
//! hash), the host's random choice (microseconds), the encoding and the QUIC link.
//!
//! ```text
//! cargo bench -p strata-app --bench net_round_trip
//! ```
//!
//! `STRATA_RTT_MOVES` (default 500) moves are timed, over as many Strata 7 games as it takes.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use strata_app::net::{Event, Link, Reach};
use strata_core::online::{Message, Table};
use strata_core::rng::Rng;

const WAIT: Duration = Duration::from_secs(30);

/// Starts a host with a random bot; the process and its invite code.
fn host(seed: u64) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["net", "host", "strata7", "--bot", "random", "--local"])
        .args(["--bot-seed", &seed.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("strata runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut first).expect("a line");
    let code: serde_json::Value = serde_json::from_str(&first).expect("the code's JSON line");
    (child, code["code"].as_str().expect("a code").to_string())
}

/// The next message from the host, skipping the link's own news.
fn next_message(link: &Link) -> Message {
    loop {
        match link.next(WAIT).expect("the host answers within 30 s") {
            Event::Line(line) => return Message::decode(&line).expect("a message"),
            Event::Closed(why) => panic!("closed: {why}"),
            _ => {}
        }
    }
}

/// Plays one game, timing each of this side's moves until the host's answer; stops early once
/// `wanted` moves are timed.
fn game(seed: u64, wanted: usize, times: &mut Vec<Duration>) {
    let (mut child, code) = host(seed);
    let link = Link::join(&code, Reach::Local, || {}).expect("the code reads");
    assert_eq!(link.next(WAIT), Some(Event::Connected));
    let (mut table, ready) = Table::join(next_message(&link), None).expect("the hello is good");
    link.send(ready.encode());
    let mut rng = Rng::seed(seed);
    while !table.is_finished() && times.len() < wanted {
        if table.turn().is_some_and(|p| table.plays(p)) {
            let tokens = table.position().legal_move_tokens();
            let sent = Instant::now();
            for message in table.play(&tokens[rng.below(tokens.len())]).expect("legal") {
                link.send(message.encode());
            }
            if table.is_finished() {
                break;
            }
            let ply = table.ply();
            while table.ply() == ply {
                table.receive(next_message(&link)).expect("the host's move is good");
            }
            times.push(sent.elapsed());
        } else {
            table.receive(next_message(&link)).expect("the host's move is good");
        }
    }
    link.close();
    let _ = child.kill();
    let _ = child.wait();
}

fn main() {
    // `cargo test --benches` runs this with `--bench` absent: one short game checks it works.
    let wanted = if std::env::args().any(|a| a == "--bench") {
        std::env::var("STRATA_RTT_MOVES").map_or(500, |s| s.parse().expect("a count"))
    } else {
        5
    };
    let mut times = Vec::new();
    let mut seed = 1;
    while times.len() < wanted {
        game(seed, wanted, &mut times);
        seed += 1;
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| ms(times[((times.len() - 1) as f64 * q) as usize]);
    let mean = times.iter().map(|&d| ms(d)).sum::<f64>() / times.len() as f64;
    println!(
        "move round trip over loopback, {} moves in {} games: median {:.2} ms, 90% {:.2} ms, \
         99% {:.2} ms, mean {:.2} ms, most {:.2} ms",
        times.len(),
        seed - 1,
        at(0.5),
        at(0.9),
        at(0.99),
        mean,
        ms(times[times.len() - 1])
    );
}
