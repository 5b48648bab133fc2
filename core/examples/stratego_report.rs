//! Counts what decided a set of finished Stratego games, for each side: the events issue 32
//! asks to report before and after a change to the AI (Marshals lost to the Spy, a Marshal or
//! General lost on a Bomb, Flags lost to Miners, games lost with no piece that can move).
//!
//! `cargo run --release -p strata-core --example stratego_report -- DIR[,DIR...] [--combats]`
//!
//! Several folders separated by commas (the chunks of one match) are counted together.
//!
//! With `--combats` it also lists every combat of every game, one per line, to read how a game
//! was won or lost.
//!
//! Each file in DIR is one game record of four lines: Red's setup, Blue's setup, the moves in
//! notation (separated by spaces), and the side to report as "ours" (`red` or `blue`), as
//! `strata arena --records DIR` writes them (and the Demon adapter while it plays). A record that
//! stops before the game's last move counts as unfinished.

mod records;

use std::collections::BTreeMap;

use records::{Record, files_in, read_record};
use strata_core::games::stratego::{Rank, Rules, Stratego};
use strata_core::{Game, Outcome, Player};

/// Replays one game and adds its events to `tally`, per side (0: ours, 1: the opponent). A
/// move the rules refuse makes the whole record unreadable: nothing of it is counted.
fn tally_game(
    record: &Record,
    tally: &mut BTreeMap<&'static str, [u32; 2]>,
    list_combats: bool,
) -> Result<(), String> {
    let mut events = Vec::new();
    let mut add = |event: &'static str, side: usize| events.push((event, side));
    let side_of = |p: Player| usize::from(p != record.ours);
    let mut game = Stratego::new(&record.red, &record.blue, Rules::default());
    for (ply, mv) in record.moves.iter().enumerate() {
        game.play(mv).map_err(|e| format!("move {} ({mv}): {e:?}", ply + 1))?;
        // A quiet move clears the last combat.
        let Some(combat) = game.last_combat() else { continue };
        let attacker = side_of(combat.attacker);
        if list_combats {
            let who = ["ours", "theirs"];
            println!(
                "  ply {:>3} {} {}: {:?} {:?} attacks {:?} {:?}: {:?}",
                ply + 1,
                combat.from,
                combat.to,
                who[attacker],
                combat.attacker_rank,
                who[1 - attacker],
                combat.defender_rank,
                combat.result
            );
        }
        match (combat.attacker_rank, combat.defender_rank) {
            (Rank::Spy, Rank::Marshal) => add("Marshal lost to the Spy", 1 - attacker),
            (Rank::Marshal | Rank::General, Rank::Bomb) => {
                add("Marshal or General lost on a Bomb", attacker)
            }
            (Rank::Miner, Rank::Flag) => add("Flag lost to a Miner", 1 - attacker),
            (_, Rank::Flag) => add("Flag lost to another piece", 1 - attacker),
            _ => {}
        }
    }
    match game.outcome() {
        Some(Outcome::Won(winners)) => {
            let winner = side_of(winners[0]);
            add("won", winner);
            if game.end_reason().is_some_and(|reason| reason.rule == "SG-E2") {
                add("lost with no piece that can move (SG-E2)", 1 - winner);
            }
        }
        Some(Outcome::Draw) => (0..2).for_each(|side| add("drawn", side)),
        None => (0..2).for_each(|side| add("unfinished", side)),
    }
    for (event, side) in events {
        tally.entry(event).or_default()[side] += 1;
    }
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let list_combats = args.iter().any(|a| a == "--combats");
    let Some(dir) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: stratego_report DIR[,DIR...] [--combats] (one game record per file)");
        std::process::exit(2);
    };
    let paths = files_in(dir).unwrap_or_else(|e| {
        eprintln!("stratego_report: {e}");
        std::process::exit(1);
    });
    let mut tally = BTreeMap::new();
    let mut games = 0;
    for path in &paths {
        if list_combats {
            println!("{}", path.display());
        }
        match read_record(path).and_then(|record| tally_game(&record, &mut tally, list_combats)) {
            Ok(()) => games += 1,
            Err(e) => eprintln!("stratego_report: skipped {}: {e}", path.display()),
        }
    }
    println!("{games} games");
    println!("{:<42} {:>5} {:>9}", "event", "ours", "opponent");
    for (event, [ours, theirs]) in tally {
        println!("{event:<42} {ours:>5} {theirs:>9}");
    }
}
