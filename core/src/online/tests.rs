//! Two tables in one process, the messages handed across by hand: whole games of each game,
//! and the other side cheating or drifting in every way the protocol must catch.

use super::*;
use crate::game::{GameId, Player};
use crate::games::stratego::sealed::{SALT_BYTES, SealedArmy, Unveiled};
use crate::games::stratego::{Army, Rank, Stratego};
use crate::games::{GameOptions, GameSetup};
use crate::rng::Rng;

pub(super) fn sealed(seed: u64) -> SealedArmy {
    let mut rng = Rng::seed(seed);
    let army = Army::suggested(&mut rng);
    let mut salts = [[0u8; SALT_BYTES]; 40];
    for salt in &mut salts {
        salt.iter_mut().for_each(|b| *b = rng.below(256) as u8);
    }
    SealedArmy::new(army, salts)
}

pub(super) fn setup(game: GameId, players: Option<u32>) -> GameSetup {
    GameSetup::from_options(game, &GameOptions { players, ..GameOptions::default() }).unwrap()
}

/// Host and guest after the greeting.
pub(super) fn pair(setup: GameSetup, seed: u64) -> (Table, Table) {
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
pub(super) fn deliver(
    messages: Vec<Message>,
    from: &mut Table,
    to: &mut Table,
) -> Result<(), Fault> {
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
                left: None,
            },
            "out of step",
        ),
        (
            Message::Move {
                ply: ply + 1,
                before: before.clone(),
                token: token.clone(),
                shown: None,
                left: None,
            },
            "move 2",
        ),
        (
            Message::Move {
                ply,
                before: before.clone(),
                token: "zz99".into(),
                shown: None,
                left: None,
            },
            "refused",
        ),
        (
            Message::Hello {
                protocol: PROTOCOL,
                app: "x".into(),
                setup: setup(GameId::Strata5, None),
                seats: vec![],
                sealed: None,
                clock: None,
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
    let replayed = Message::Move { ply, before, token, shown: None, left: None };
    // The same move again: out of turn or out of step, depending on whose turn it is now.
    assert!(guest.receive(replayed).is_err());
    assert_eq!(guest.ply(), 1);
}

#[test]
fn a_desync_is_reported_on_both_sides_and_neither_game_changes() {
    // The host's position has drifted (as if its copy had taken a move the guest never saw):
    // its move carries the hash of a position the guest does not have.
    let (mut host, mut guest) = pair(setup(GameId::Strata7, None), 41);
    let token = host.position().legal_move_tokens()[0].clone();
    let Message::Move { ply, token, shown, left, .. } = host.play(&token).unwrap().remove(0) else {
        panic!("a move")
    };
    let drifted =
        Message::Move { ply, before: fingerprint("another position"), token, shown, left };
    let fault = guest.receive(drifted).unwrap_err();
    assert!(fault.reason.contains("out of step"), "{}", fault.reason);
    assert!(fault.tell, "the guest tells the host why it stops");
    assert_eq!(guest.ply(), 0, "the guest guessed nothing");
    // What the guest's program sends, and the host's side of it.
    let told = Message::decode(&Message::Refuse { reason: fault.reason.clone() }.encode()).unwrap();
    let heard = host.receive(told).unwrap_err();
    assert_eq!(heard.kind, FaultKind::Stopped { reason: fault.reason.clone() });
    assert!(heard.reason.contains("out of step"), "the host says why too: {}", heard.reason);
    assert!(!heard.tell, "the host does not answer a refusal with one");
    assert_eq!(host.ply(), 1, "the host's game is as it was");
}

#[test]
fn a_stratego_guest_without_a_sealed_host_or_with_the_hosts_army_in_the_hello_is_refused() {
    let invitation = Invitation::new(setup(GameId::Stratego, None), 0, Some(sealed(1))).unwrap();
    let Message::Hello { protocol, app, setup: public, seats, sealed: commitments, .. } =
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
        clock: None,
    };
    assert!(Table::join(leaky, Some(sealed(2))).is_err());
    let unsealed =
        Message::Hello { protocol, app, setup: public, seats, sealed: None, clock: None };
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
    let cheat = Message::Move { ply: 1, before, token: "j7-j6".into(), shown: None, left: None };
    host.receive(cheat).expect("Red cannot tell yet");
    assert_eq!(host.ply(), 2);
    // It resigns at once and shows its army, as its program would after that move.
    let out = vec![Message::Resign { ply: 2 }, Message::Army { pieces: blue.unveil_all() }];
    let fault = deliver(out, &mut guest, &mut host).unwrap_err();
    assert!(fault.reason.contains("move 2 (j7-j6)"), "{}", fault.reason);
}

/// Plays `n` random moves, each delivered; returns the side to move afterwards first.
fn play_some<'a>(
    host: &'a mut Table,
    guest: &'a mut Table,
    n: usize,
    rng: &mut Rng,
) -> (&'a mut Table, &'a mut Table) {
    for _ in 0..n {
        let host_moves = host.turn().is_some_and(|p| host.plays(p));
        let (mover, other) =
            if host_moves { (&mut *host, &mut *guest) } else { (&mut *guest, &mut *host) };
        let moves = mover.position().legal_move_tokens();
        let out = mover.play(rng.choose(&moves).unwrap()).unwrap();
        deliver(out, mover, other).unwrap();
    }
    if host.turn().is_some_and(|p| host.plays(p)) { (host, guest) } else { (guest, host) }
}

#[test]
fn a_draw_offered_after_a_move_and_accepted_ends_the_game_drawn_on_both_sides() {
    for game in GameId::ALL {
        let (mut host, mut guest) = pair(setup(game, None), 61);
        let mut rng = Rng::seed(61);
        let (to_move, asker) = play_some(&mut host, &mut guest, 4, &mut rng);
        let offer = asker.offer(Request::Draw).unwrap();
        deliver(vec![offer], asker, to_move).unwrap();
        let pending = to_move.pending().expect("the offer waits for an answer");
        assert_eq!(pending.request, Request::Draw);
        assert!(asker.answer(true).is_err(), "{game}: the asker cannot accept its own offer");
        let out = to_move.answer(true).unwrap();
        deliver(out, to_move, asker).unwrap();
        for table in [&host, &guest] {
            assert!(table.is_finished(), "{game}: over on both sides");
            assert_eq!(table.result().position().outcome(), Some(crate::game::Outcome::Draw));
            assert_eq!(table.result().agreement(), Some(&crate::session::Agreement::Draw));
            assert_eq!(table.pending(), None);
        }
    }
}

#[test]
fn a_move_declines_an_offer_on_both_sides_and_a_declined_offer_changes_nothing() {
    let (mut host, mut guest) = pair(setup(GameId::Strata7, None), 62);
    let mut rng = Rng::seed(62);
    let (to_move, asker) = play_some(&mut host, &mut guest, 3, &mut rng);
    deliver(vec![asker.offer(Request::Draw).unwrap()], asker, to_move).unwrap();
    let token = to_move.position().legal_move_tokens()[0].clone();
    let out = to_move.play(&token).unwrap();
    deliver(out, to_move, asker).unwrap();
    assert_eq!((to_move.pending(), asker.pending()), (None, None));
    // The other way: declined by its answer.
    let (to_move, asker) = (asker, to_move);
    deliver(vec![asker.offer(Request::TakeBack).unwrap()], asker, to_move).unwrap();
    let ply = to_move.ply();
    deliver(to_move.answer(false).unwrap(), to_move, asker).unwrap();
    assert_eq!((to_move.pending(), asker.pending()), (None, None));
    assert_eq!((to_move.ply(), asker.ply()), (ply, ply));
    assert!(!to_move.is_finished());
}

#[test]
fn a_take_back_undoes_the_askers_whole_last_turn_on_both_sides_and_play_goes_on() {
    // Strata 5's turn is several moves; in three-player Stratum the host's computer seat
    // has moved after the guest.
    for (game, players) in
        [(GameId::Strata5, None), (GameId::Stratum, Some(3)), (GameId::Strata7, None)]
    {
        let (mut host, mut guest) = pair(setup(game, players), 63);
        let mut rng = Rng::seed(63);
        let (to_move, asker) = play_some(&mut host, &mut guest, 7, &mut rng);
        let asker_player = |t: &Table| t.position().to_move().filter(|&p| t.plays(p));
        let before: Vec<String> = asker.moves();
        deliver(vec![asker.offer(Request::TakeBack).unwrap()], asker, to_move).unwrap();
        deliver(to_move.answer(true).unwrap(), to_move, asker).unwrap();
        assert_eq!(asker.moves(), to_move.moves(), "{game}: the same game on both sides");
        assert_eq!(asker.fingerprint(), to_move.fingerprint());
        let after = asker.moves();
        assert!(
            after.len() < before.len() && before.starts_with(&after),
            "{game}: cut, not changed"
        );
        assert!(asker_player(asker).is_some(), "{game}: the asker is to move again");
        // Nothing of the asker's was played in between: its whole turn went.
        let first_of_turn = after.len();
        let mover = asker.session().position_at(first_of_turn).to_move().unwrap();
        assert!(
            first_of_turn == 0
                || asker.session().position_at(first_of_turn - 1).to_move() != Some(mover)
        );
        let ply = play_out(&mut host, &mut guest, 64).len();
        assert!(ply > first_of_turn);
    }
}

#[test]
fn offers_that_cannot_be_are_refused_and_change_nothing() {
    // Stratego: a move may have shown a piece, so no take-backs.
    let (mut host, mut guest) = pair(setup(GameId::Stratego, None), 65);
    let mut rng = Rng::seed(65);
    let (to_move, asker) = play_some(&mut host, &mut guest, 2, &mut rng);
    assert_eq!(asker.offer(Request::TakeBack).unwrap_err(), OfferRefusal::NoTakeBackInStratego);
    let ply = to_move.ply();
    let fault = to_move.receive(Message::Offer { ply, request: Request::TakeBack }).unwrap_err();
    assert!(fault.reason.contains("take back"), "{}", fault.reason);
    assert_eq!(to_move.pending(), None);
    // An answer to nothing, an offer from the future or from the side to move.
    let (mut host, mut guest) = pair(setup(GameId::Strata7, None), 66);
    let (to_move, asker) = play_some(&mut host, &mut guest, 2, &mut rng);
    let ply = to_move.ply();
    let answer = Message::Answer { ply, request: Request::Draw, accept: true };
    assert!(asker.receive(answer).unwrap_err().reason.contains("did not make"));
    assert!(!asker.is_finished());
    let future = Message::Offer { ply: ply + 2, request: Request::Draw };
    assert!(to_move.receive(future).is_err());
    assert_eq!((to_move.pending(), asker.pending()), (None, None));
    // A second offer before the answer to the first.
    let offer = Message::Offer { ply, request: Request::Draw };
    to_move.receive(offer.clone()).unwrap();
    assert!(to_move.receive(offer).unwrap_err().reason.contains("second offer"));
    to_move.answer(false).unwrap();
    // An offer that crossed the move that declined it is dropped without a word.
    let stale = Message::Offer { ply: ply - 1, request: Request::Draw };
    assert_eq!(to_move.receive(stale), Ok(Vec::new()));
    assert_eq!(to_move.pending(), None);
}

#[test]
fn the_side_to_move_may_ask_too_and_waits_for_the_answer_before_it_moves() {
    let (mut host, mut guest) = pair(setup(GameId::Strata7, None), 67);
    let mut rng = Rng::seed(67);
    let (to_move, other) = play_some(&mut host, &mut guest, 4, &mut rng);
    // It blundered and the friend replied: it asks on its own turn.
    let token = to_move.position().legal_move_tokens()[0].clone();
    deliver(vec![to_move.offer(Request::TakeBack).unwrap()], to_move, other).unwrap();
    assert!(to_move.play(&token).unwrap_err().contains("waits"), "no move while it waits");
    // A cheating program that moves anyway is refused.
    let before = to_move.fingerprint();
    let cheat =
        Message::Move { ply: to_move.ply(), before, token: token.clone(), shown: None, left: None };
    assert!(other.receive(cheat).unwrap_err().reason.contains("while its offer waited"));
    deliver(other.answer(true).unwrap(), other, to_move).unwrap();
    assert_eq!(to_move.moves(), other.moves());
    assert!(to_move.turn().is_some_and(|p| to_move.plays(p)), "its own move to play again");
    assert_eq!(to_move.ply(), 2, "its last turn and the reply after it went");
}

#[test]
fn two_offers_that_cross_settle_the_same_way_on_both_sides() {
    let (mut host, mut guest) = pair(setup(GameId::Strata7, None), 68);
    let mut rng = Rng::seed(68);
    let (to_move, other) = play_some(&mut host, &mut guest, 4, &mut rng);
    let from_mover = to_move.offer(Request::TakeBack).unwrap();
    let from_other = other.offer(Request::Draw).unwrap();
    // Each arrives after the other was sent.
    assert_eq!(to_move.receive(from_other), Ok(Vec::new()));
    assert_eq!(other.receive(from_mover), Ok(Vec::new()));
    // The side to move has the word: its take-back stands on both sides.
    let expected = Pending { by: to_move.here(), request: Request::TakeBack, ply: 4 };
    assert_eq!((to_move.pending(), other.pending()), (Some(expected), Some(expected)));
    deliver(other.answer(false).unwrap(), other, to_move).unwrap();
    assert_eq!((to_move.pending(), other.pending()), (None, None));
    let token = to_move.position().legal_move_tokens()[0].clone();
    deliver(to_move.play(&token).unwrap(), to_move, other).unwrap();
    assert_eq!(to_move.moves(), other.moves());
}

/// Host and guest of a timed game.
fn timed_pair(setup: GameSetup, seed: u64) -> (Table, Table) {
    let stratego = matches!(setup, GameSetup::Stratego(_));
    let control = Some(crate::clock::TimeControl { minutes: 5, increment: 3 });
    let invitation =
        Invitation::new(setup, 0, stratego.then(|| sealed(seed))).unwrap().with_clock(control);
    let hello = Message::decode(&invitation.hello().encode()).unwrap();
    let (guest, ready) = Table::join(hello, stratego.then(|| sealed(seed + 1))).unwrap();
    let host = invitation.accept(ready).unwrap();
    assert_eq!((host.time_control(), guest.time_control()), (control, control));
    (host, guest)
}

/// S7-E4, SG-E7 online: the host's clock decides, and the guest's program follows.
#[test]
fn a_time_out_called_by_the_host_ends_the_game_on_both_sides() {
    use crate::game::Outcome;
    for game in [GameId::Strata7, GameId::Stratego] {
        let (mut host, mut guest) = timed_pair(setup(game, None), 71);
        let mut rng = Rng::seed(71);
        play_some(&mut host, &mut guest, 3, &mut rng);
        let late = guest.turn().unwrap();
        assert!(guest.flag(late).is_err(), "{game}: only the host keeps the time");
        let not_to_move = Player(1 - late.0);
        assert!(host.flag(not_to_move).is_err(), "{game}: only the player to move runs out");
        let out = host.flag(late).unwrap();
        deliver(out, &mut host, &mut guest).unwrap();
        for table in [&host, &guest] {
            assert!(table.is_finished(), "{game}");
            let winner = vec![not_to_move];
            assert_eq!(table.result().position().outcome(), Some(Outcome::Won(winner)), "{game}");
        }
    }
}

#[test]
fn a_move_that_crosses_the_hosts_time_out_goes_and_the_verdict_stands() {
    let (mut host, mut guest) = timed_pair(setup(GameId::Strata7, None), 72);
    let mut rng = Rng::seed(72);
    play_some(&mut host, &mut guest, 3, &mut rng);
    let late = guest.turn().unwrap();
    assert!(guest.plays(late));
    let token = guest.position().legal_move_tokens()[0].clone();
    let crossing = guest.play(&token).unwrap();
    let verdict = host.flag(late).unwrap();
    // Each arrives after the other was sent.
    for message in crossing {
        assert_eq!(host.receive(message), Ok(Vec::new()), "the late move is dropped");
    }
    for message in verdict {
        guest.receive(message).unwrap();
    }
    assert_eq!(host.moves(), guest.moves(), "the late move went on the guest's side too");
    assert_eq!(host.result().position().outcome(), guest.result().position().outcome());
    assert!(guest.is_finished());
}

#[test]
fn clock_messages_come_only_from_the_host_of_a_timed_game() {
    let (mut host, mut guest) = timed_pair(setup(GameId::Strata7, None), 73);
    let clock = Message::Clock { ply: 0, left: vec![300_000, 300_000] };
    assert!(host.receive(clock.clone()).is_err(), "the guest does not keep the time");
    assert_eq!(guest.receive(clock), Ok(Vec::new()));
    let wrong = Message::Clock { ply: 0, left: vec![1, 2, 3] };
    assert!(guest.receive(wrong).is_err());
    let future = Message::Clock { ply: 5, left: vec![1, 2] };
    assert!(guest.receive(future).is_err());
    let flag = Message::Flag { ply: 0, player: 1 };
    assert!(guest.receive(flag).unwrap_err().reason.contains("not to move"));
    // An untimed game has no clock at all.
    let (_, mut untimed) = pair(setup(GameId::Strata7, None), 74);
    let flag = Message::Flag { ply: 0, player: 0 };
    assert!(untimed.receive(flag).unwrap_err().reason.contains("clock"));
    assert!(!untimed.is_finished());
}
