//! Two tables in one process, the messages handed across by hand: whole games of each game,
//! and the other side cheating or drifting in every way the protocol must catch.

use super::*;
use crate::game::GameId;
use crate::games::stratego::sealed::{SALT_BYTES, SealedArmy, Unveiled};
use crate::games::stratego::{Army, Rank, Stratego};
use crate::games::{GameOptions, GameSetup};
use crate::rng::Rng;

fn sealed(seed: u64) -> SealedArmy {
    let mut rng = Rng::seed(seed);
    let army = Army::suggested(&mut rng);
    let mut salts = [[0u8; SALT_BYTES]; 40];
    for salt in &mut salts {
        salt.iter_mut().for_each(|b| *b = rng.below(256) as u8);
    }
    SealedArmy::new(army, salts)
}

fn setup(game: GameId, players: Option<u32>) -> GameSetup {
    GameSetup::from_options(game, &GameOptions { players, ..GameOptions::default() }).unwrap()
}

/// Host and guest after the greeting.
fn pair(setup: GameSetup, seed: u64) -> (Table, Table) {
    let stratego = matches!(setup, GameSetup::Stratego(_));
    let host_army = stratego.then(|| sealed(seed));
    let invitation = Invitation::new(setup, 0, host_army).unwrap();
    let hello = Message::decode(&invitation.hello().encode()).unwrap();
    assert_eq!(needs_army(&hello), stratego);
    let (guest, ready) = Table::join(hello, stratego.then(|| sealed(seed + 1))).unwrap();
    let host = invitation.accept(Message::decode(&ready.encode()).unwrap()).unwrap();
    (host, guest)
}

/// Hands `messages` to `to`, and its answers back, until both are quiet.
fn deliver(messages: Vec<Message>, from: &mut Table, to: &mut Table) -> Result<(), Fault> {
    let mut queue: Vec<(bool, Message)> = messages.into_iter().map(|m| (true, m)).collect();
    while !queue.is_empty() {
        let (forward, message) = queue.remove(0);
        // Every message goes through its text, as it would over the link.
        let message = Message::decode(&message.encode()).unwrap();
        let answers = if forward { to.receive(message)? } else { from.receive(message)? };
        queue.extend(answers.into_iter().map(|m| (!forward, m)));
    }
    Ok(())
}

/// Random moves on both sides until the game is finished on both; returns the moves.
fn play_out(host: &mut Table, guest: &mut Table, seed: u64) -> Vec<String> {
    let mut rng = Rng::seed(seed);
    for _ in 0..3000 {
        if host.is_finished() && guest.is_finished() {
            break;
        }
        let (mover, other) = match host.turn() {
            Some(p) if host.plays(p) => (&mut *host, &mut *guest),
            _ => (&mut *guest, &mut *host),
        };
        let Some(player) = mover.turn() else { panic!("no one to move before the end") };
        assert!(mover.plays(player), "the turn is the same on both sides");
        let moves = mover.position().legal_move_tokens();
        let token = rng.choose(&moves).expect("a player to move has a move").clone();
        let out = mover.play(&token).unwrap();
        deliver(out, mover, other).unwrap();
    }
    assert!(host.is_finished() && guest.is_finished(), "the game ends on both sides");
    assert_eq!(host.moves(), guest.moves());
    host.moves()
}

#[test]
fn whole_games_of_every_game_end_the_same_on_both_sides() {
    for (game, players) in [
        (GameId::Strata5, None),
        (GameId::Stratum, None),
        (GameId::Stratum, Some(3)),
        (GameId::Strata7, None),
        (GameId::Stratego, None),
    ] {
        for seed in 0..3 {
            let (mut host, mut guest) = pair(setup(game, players), seed);
            play_out(&mut host, &mut guest, seed);
            let (a, b) = (host.result().position(), guest.result().position());
            assert_eq!(a.position_text(), b.position_text(), "{game} game {seed}");
            assert_eq!(a.outcome(), b.outcome());
            assert!(a.outcome().is_some());
        }
    }
}

#[test]
fn a_stratego_game_ends_with_both_true_armies_on_both_sides() {
    let (mut host, mut guest) = pair(setup(GameId::Stratego, None), 7);
    play_out(&mut host, &mut guest, 7);
    let game = host.result().position().as_any().downcast_ref::<Stratego>().unwrap().clone();
    let GameSetup::Stratego(armies) = host.result().setup() else { panic!() };
    assert_eq!(armies.red, sealed(7).army().to_string());
    assert_eq!(armies.blue, sealed(8).army().to_string());
    assert!(game.ply() > 0);
}

#[test]
fn neither_side_ever_receives_the_others_army_before_the_end() {
    let (mut host, mut guest) = pair(setup(GameId::Stratego, None), 11);
    let mut rng = Rng::seed(11);
    let mut shown_before_end = 0;
    for _ in 0..40 {
        let host_moves = host.turn().is_some_and(|p| host.plays(p));
        let (mover, other) =
            if host_moves { (&mut host, &mut guest) } else { (&mut guest, &mut host) };
        let moves = mover.position().legal_move_tokens();
        let out = mover.play(rng.choose(&moves).unwrap()).unwrap();
        for message in &out {
            match message {
                Message::Army { .. } => panic!("an army was sent mid-game"),
                Message::Move { shown: Some(_), .. } => shown_before_end += 1,
                _ => {}
            }
        }
        deliver(out, mover, other).unwrap();
    }
    // Only attacks and long moves show a piece: far fewer than the 40 moves.
    assert!(shown_before_end < 40);
}

#[test]
fn a_forged_rank_in_an_attack_is_caught_and_named() {
    let (mut host, mut guest) = pair(setup(GameId::Stratego, None), 21);
    let mut rng = Rng::seed(21);
    for _ in 0..400 {
        let host_moves = host.turn().is_some_and(|p| host.plays(p));
        let (mover, other) =
            if host_moves { (&mut host, &mut guest) } else { (&mut guest, &mut host) };
        let moves = mover.position().legal_move_tokens();
        let mut out = mover.play(rng.choose(&moves).unwrap()).unwrap();
        // The mover claims its attacking piece is the Marshal.
        let forged = out.iter_mut().find_map(|m| match m {
            Message::Move { shown: Some(piece), .. } if piece.rank != 'M' => Some(piece),
            _ => None,
        });
        if let Some(piece) = forged {
            *piece = Unveiled { rank: 'M', ..piece.clone() };
            let before = other.moves();
            let fault = deliver(out, mover, other).unwrap_err();
            assert!(fault.reason.contains("does not match"), "{}", fault.reason);
            assert!(fault.reason.contains("move"), "the move is named: {}", fault.reason);
            assert_eq!(other.moves(), before, "the refused move changed nothing");
            return;
        }
        deliver(out, mover, other).unwrap();
    }
    panic!("no attack in 400 moves");
}

#[test]
fn a_move_from_another_position_or_out_of_turn_or_illegal_is_refused_and_changes_nothing() {
    let (mut host, mut guest) = pair(setup(GameId::Strata5, None), 31);
    let token = host.position().legal_move_tokens()[0].clone();
    let good = host.play(&token).unwrap().remove(0);
    let Message::Move { ply, before, .. } = good.clone() else { panic!() };
    let cases = [
        (
            Message::Move {
                ply,
                before: "0000000000000000".into(),
                token: token.clone(),
                shown: None,
            },
            "out of step",
        ),
        (
            Message::Move {
                ply: ply + 1,
                before: before.clone(),
                token: token.clone(),
                shown: None,
            },
            "move 2",
        ),
        (
            Message::Move { ply, before: before.clone(), token: "zz99".into(), shown: None },
            "refused",
        ),
        (
            Message::Hello {
                protocol: PROTOCOL,
                app: "x".into(),
                setup: setup(GameId::Strata5, None),
                seats: vec![],
                sealed: None,
            },
            "hello",
        ),
    ];
    for (message, says) in cases {
        let fault = guest.receive(message).unwrap_err();
        assert!(fault.reason.contains(says), "{} lacks {says}", fault.reason);
        assert_eq!(guest.ply(), 0);
    }
    guest.receive(good).unwrap();
    assert_eq!(guest.ply(), 1);
    let replayed = Message::Move { ply, before, token, shown: None };
    // The same move again: out of turn or out of step, depending on whose turn it is now.
    assert!(guest.receive(replayed).is_err());
    assert_eq!(guest.ply(), 1);
}

#[test]
fn a_stratego_guest_without_a_sealed_host_or_with_the_hosts_army_in_the_hello_is_refused() {
    let invitation = Invitation::new(setup(GameId::Stratego, None), 0, Some(sealed(1))).unwrap();
    let Message::Hello { protocol, app, setup: public, seats, sealed: commitments } =
        invitation.hello()
    else {
        panic!()
    };
    let GameSetup::Stratego(rules) = &public else { panic!() };
    assert!(rules.red.is_empty() && rules.blue.is_empty(), "the hello carries no army");
    let full = setup(GameId::Stratego, None);
    let leaky = Message::Hello {
        protocol,
        app: app.clone(),
        setup: full,
        seats: seats.clone(),
        sealed: commitments,
    };
    assert!(Table::join(leaky, Some(sealed(2))).is_err());
    let unsealed = Message::Hello { protocol, app, setup: public, seats, sealed: None };
    assert!(Table::join(unsealed, Some(sealed(2))).is_err());
}

#[test]
fn a_bomb_that_moved_is_caught_when_the_army_is_shown_and_the_move_is_named() {
    // Blue's front-left piece (j7) is a Bomb. A cheating Blue program moves it: Red cannot
    // tell at once (any piece that never moved may be a Scout), but the replay with the army
    // Blue shows at the end refuses that move, by number.
    let mut ranks = sealed(52).army().ranks();
    let bomb = ranks.iter().position(|r| *r == Rank::Bomb).unwrap();
    ranks.swap(0, bomb);
    let blue = SealedArmy::new(Army::from_ranks(ranks).unwrap(), [[7u8; SALT_BYTES]; 40]);
    let invitation = Invitation::new(setup(GameId::Stratego, None), 0, Some(sealed(51))).unwrap();
    let (mut guest, ready) = Table::join(invitation.hello(), Some(blue.clone())).unwrap();
    let mut host = invitation.accept(ready).unwrap();
    let red_move = host.position().legal_move_tokens()[0].clone();
    let out = host.play(&red_move).unwrap();
    deliver(out, &mut host, &mut guest).unwrap();
    assert!(guest.play("j7-j6").is_err(), "Blue's own program refuses to move a Bomb");
    let game = host.position().as_any().downcast_ref::<Stratego>().unwrap();
    let before = fingerprint(&game.public_text());
    let cheat = Message::Move { ply: 1, before, token: "j7-j6".into(), shown: None };
    host.receive(cheat).expect("Red cannot tell yet");
    assert_eq!(host.ply(), 2);
    // It resigns at once and shows its army, as its program would after that move.
    let out = vec![Message::Resign { ply: 2 }, Message::Army { pieces: blue.unveil_all() }];
    let fault = deliver(out, &mut guest, &mut host).unwrap_err();
    assert!(fault.reason.contains("move 2 (j7-j6)"), "{}", fault.reason);
}
