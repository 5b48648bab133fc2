//! `strata net host|join` (`assets/docs/command-line.md`): a game with a friend's program over
//! the network, this side's seat played by a bot. For tests, and for people's own bots: the
//! app's online play speaks the same protocol.

use std::time::{Duration, Instant};

use clap::{Args, Subcommand};
use strata_app::net::{Event, Link, Reach, random_seed, seal, suggested_army};
use strata_core::ai::{Bot, SearchControl};
use strata_core::games::stratego::Army;
use strata_core::games::stratego::sealed::SealedArmy;
use strata_core::online::{Invitation, Message, Table, needs_army};
use strata_core::{GameId, GameSetup};

use super::{Failure, OptionArgs, game_id, setup, state_json};

/// How long a side waits for the other: a friend to join, or the other side's next message.
const PATIENCE: Duration = Duration::from_secs(600);

#[derive(Subcommand, Debug)]
pub enum NetCommand {
    /// Host an online game: print the invite code as JSON, then play a seat with a bot.
    Host(HostArgs),
    /// Join an online game by its invite code and play the other seat with a bot.
    Join(JoinArgs),
}

#[derive(Args, Debug)]
pub struct HostArgs {
    /// strata5, stratum, strata7 or stratego.
    pub game: String,
    #[command(flatten)]
    pub options: OptionArgs,
    /// The seat this side plays, by player name (default: the first player).
    #[arg(long, value_name = "PLAYER")]
    pub seat: Option<String>,
    #[command(flatten)]
    pub side: SideArgs,
}

#[derive(Args, Debug)]
pub struct JoinArgs {
    /// The invite code the host printed.
    pub code: String,
    #[command(flatten)]
    pub side: SideArgs,
}

/// What each side chooses for itself.
#[derive(Args, Debug)]
pub struct SideArgs {
    /// random, greedy, easy, medium, hard or uct.
    #[arg(long, default_value = "medium")]
    pub bot: String,
    /// Loopback only, no relay (no internet needed).
    #[arg(long)]
    pub local: bool,
    /// Stratego: this side's army, as a setup string (default: a suggested army).
    #[arg(long, value_name = "S")]
    pub setup: Option<String>,
    /// A relay server of your own (https://…) instead of the public ones.
    #[arg(long, value_name = "URL", conflicts_with = "local")]
    pub relay: Option<String>,
    /// Seed of the bot's choices (default: a fresh one): the same seeds give the same game.
    #[arg(long, value_name = "S")]
    pub bot_seed: Option<u64>,
    /// For tests: cut the connection once, after this many moves, as a network failure would
    /// (both sides reconnect and play on).
    #[arg(long, value_name = "N", hide = true)]
    pub cut_after: Option<usize>,
}

impl SideArgs {
    fn reach(&self) -> Reach {
        if self.local { Reach::Local } else { Reach::Internet { relay: self.relay.clone() } }
    }

    fn bot(&self) -> Result<Bot, Failure> {
        Ok(self.bot.parse::<Bot>()?)
    }

    fn bot_seed(&self) -> Result<u64, Failure> {
        match self.bot_seed {
            Some(seed) => Ok(seed),
            None => Ok(random_seed()?),
        }
    }

    /// This side's sealed army (Stratego).
    fn army(&self) -> Result<SealedArmy, Failure> {
        match &self.setup {
            Some(text) => Ok(seal(Army::parse(text).map_err(|e| format!("--setup: {e}"))?)?),
            None => Ok(suggested_army()?),
        }
    }
}

pub(super) fn net(command: NetCommand) -> Result<String, Failure> {
    match command {
        NetCommand::Host(args) => host(args),
        NetCommand::Join(args) => join(args),
    }
}

fn host(args: HostArgs) -> Result<String, Failure> {
    let game = game_id(&args.game)?;
    let bot = args.side.bot()?;
    if args.options.red_setup.is_some() || args.options.blue_setup.is_some() {
        return Err("online, each player brings their own army: use --setup for yours"
            .to_string()
            .into());
    }
    if game != GameId::Stratego && args.side.setup.is_some() {
        return Err(format!("--setup is for stratego, not {game}").into());
    }
    let setup: GameSetup = setup(&args.game, &args.options)?;
    let names = match game {
        GameId::Stratego => vec!["red", "blue"],
        _ => setup.start()?.player_names().to_vec(),
    };
    let seat = match &args.seat {
        None => 0,
        Some(name) => names.iter().position(|n| n.eq_ignore_ascii_case(name)).ok_or_else(|| {
            format!("{game} has no player {name} (players: {})", names.join(", "))
        })?,
    };
    let army = match &setup {
        // `--seed S` gives this seat the army `play --seed S` would (the two are drawn from
        // one seed); `--setup` or nothing, the player's own or a fresh suggested one.
        GameSetup::Stratego(armies) if args.options.seed.is_some() && args.side.setup.is_none() => {
            let mine = if seat == 0 { &armies.red } else { &armies.blue };
            Some(seal(Army::parse(mine).map_err(|e| e.to_string())?)?)
        }
        GameSetup::Stratego(_) => Some(args.side.army()?),
        _ => None,
    };
    let invitation = Invitation::new(setup, seat, army)?;
    let link = Link::host(args.side.reach(), || {});
    let result = hosted(&link, invitation, bot, &args.side);
    link.close();
    result
}

fn hosted(
    link: &Link,
    invitation: Invitation,
    bot: Bot,
    side: &SideArgs,
) -> Result<String, Failure> {
    let code = match link.next(PATIENCE) {
        Some(Event::Code(code)) => code,
        Some(Event::Closed(why)) => return Err(why.into()),
        _ => return Err("the network did not start".to_string().into()),
    };
    println!("{}", serde_json::json!({ "code": code }));
    wait_for(link, |e| matches!(e, Event::Connected), "no friend joined")?;
    link.send(invitation.hello().encode());
    let ready = next_message(link)?;
    let table = invitation.accept(ready).map_err(|fault| refuse(link, fault.reason, fault.tell))?;
    play(link, table, bot, side)
}

fn join(args: JoinArgs) -> Result<String, Failure> {
    let bot = args.side.bot()?;
    let link = Link::join(&args.code, args.side.reach(), || {})?;
    let result = joined(&link, &args.side, bot);
    link.close();
    result
}

fn joined(link: &Link, side: &SideArgs, bot: Bot) -> Result<String, Failure> {
    wait_for(link, |e| matches!(e, Event::Connected), "the host did not answer")?;
    let hello = next_message(link)?;
    let army = needs_army(&hello).then(|| side.army()).transpose()?;
    if army.is_none() && side.setup.is_some() {
        return Err("--setup is for stratego, and this game is not".to_string().into());
    }
    let (table, ready) =
        Table::join(hello, army).map_err(|fault| refuse(link, fault.reason, fault.tell))?;
    link.send(ready.encode());
    play(link, table, bot, side)
}

/// Plays this side's seats with `bot` until the game is finished on this side; the final
/// state, as `strata play --print-position` prints it, with the moves (and in Stratego both
/// armies, checked).
fn play(link: &Link, mut table: Table, bot: Bot, side: &SideArgs) -> Result<String, Failure> {
    let control = SearchControl::new();
    let mut cut_after = side.cut_after;
    let bot_seed = side.bot_seed()?;
    while !table.is_finished() {
        if cut_after.is_some_and(|n| table.ply() >= n) {
            cut_after = None;
            link.cut();
        }
        if table.turn().is_some_and(|p| table.plays(p)) {
            let seed = bot_seed ^ table.ply() as u64;
            let budget = bot.default_budget();
            let thought = table.position().think(bot, budget, seed, &control);
            let mv = thought.map(|t| t.mv).ok_or_else(|| "the bot found no move".to_string())?;
            for message in table.play(&mv)? {
                link.send(message.encode());
            }
            continue;
        }
        let message = next_message(link)?;
        match table.receive(message) {
            Ok(answers) => answers.into_iter().for_each(|m| link.send(m.encode())),
            Err(fault) => return Err(refuse(link, fault.reason, fault.tell)),
        }
        // A bot plays on: it declines a draw or a take-back at once (the other side may be
        // waiting for the answer on its own turn).
        if table.pending().is_some_and(|p| p.by != table.here()) {
            table
                .answer(false)
                .map_err(|why| why.to_string())?
                .into_iter()
                .for_each(|m| link.send(m.encode()));
        }
    }
    let result = table.result();
    let game = result.position();
    // `play --print-position`'s object, its keys in its order; what `net` adds comes before
    // the position, which stays last as in `play`.
    let state = state_json(game, result.moves().len(), None);
    let mut more = vec![format!("\"moves\":{}", serde_json::json!(table.moves()))];
    if let GameSetup::Stratego(armies) = result.setup() {
        let armies = serde_json::json!({ "red": armies.red, "blue": armies.blue });
        more.push(format!("\"armies\":{armies},\"verified\":true"));
    }
    more.push(format!("\"position\":{}", serde_json::json!(game.position_text())));
    Ok(format!("{},{}}}\n", &state[..state.len() - 1], more.join(",")))
}

/// The next message from the other side, checked as a message (not yet as a move).
fn next_message(link: &Link) -> Result<Message, Failure> {
    let began = Instant::now();
    loop {
        let left = PATIENCE.saturating_sub(began.elapsed());
        match link.next(left) {
            Some(Event::Line(line)) => {
                return Message::decode(&line)
                    .map_err(|why| refuse(link, format!("the other side sent {why}"), true));
            }
            Some(Event::Closed(why)) => return Err(why.into()),
            Some(_) => {}
            None => {
                return Err(format!(
                    "your friend's program was silent for {} minutes",
                    PATIENCE.as_secs() / 60
                )
                .into());
            }
        }
    }
}

fn wait_for(link: &Link, wanted: impl Fn(&Event) -> bool, silent: &str) -> Result<(), Failure> {
    match link.next(PATIENCE) {
        Some(event) if wanted(&event) => Ok(()),
        Some(Event::Closed(why)) => Err(why.into()),
        Some(other) => Err(format!("unexpected network event {other:?}").into()),
        None => Err(format!("{silent} within {} minutes", PATIENCE.as_secs() / 60).into()),
    }
}

/// Tells the other side why this side stops (when it is the one at fault), and says it.
fn refuse(link: &Link, reason: String, tell: bool) -> Failure {
    if tell {
        link.send(Message::Refuse { reason: reason.clone() }.encode());
    }
    format!("the game stopped: {reason}").into()
}
