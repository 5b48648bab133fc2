//! Games by mail and games resumed from a record: letters lost, repeated, damaged or forged,
//! and records replayed at every stage of every game.

use super::tests::{sealed, setup};
use super::*;
use crate::game::GameId;
use crate::games::GameSetup;
use crate::games::stratego::sealed::SealedArmy;
use crate::rng::Rng;

/// One side of a game by mail: its invitation (the host, until the first answer) or table,
/// its record and its post.
struct Side {
    invitation: Option<Invitation>,
    table: Option<Table>,
    army: Option<SealedArmy>,
    record: Record,
    post: Post,
}

impl Side {
    fn host(setup: GameSetup, seed: u64) -> Side {
        let army = matches!(setup, GameSetup::Stratego(_)).then(|| sealed(seed));
        let invitation = Invitation::new(setup, 0, army.clone()).unwrap();
        let mut record = Record::new(format!("game-{seed}"), Seat::Host, army.clone());
        record.sent(invitation.hello().encode());
        Side { invitation: Some(invitation), table: None, army, record, post: Post::default() }
    }

    fn guest(army: Option<SealedArmy>) -> Side {
        let record = Record::new(String::new(), Seat::Guest, army.clone());
        Side { invitation: None, table: None, army, record, post: Post::default() }
    }

    fn write(&self) -> String {
        self.post.letter(&self.record).write("Strata: your friend's move")
    }

    /// Whether this side has anything to write about (the guest, once it has the game).
    fn has_game(&self) -> bool {
        !self.record.lines.is_empty()
    }

    /// Reads a letter as the app does: each new line through the table, then into the record.
    fn open(&mut self, text: &str) -> Result<(), String> {
        let letter = Letter::read(text).map_err(|p| p.to_string())?;
        if self.record.lines.is_empty() {
            // The guest's first letter names the game.
            self.record.game = letter.game.clone();
        }
        for line in self.post.open(&self.record, letter).map_err(|p| p.to_string())? {
            let message = Message::decode(&line)?;
            let answers = if let Some(invitation) = self.invitation.take() {
                self.table = Some(invitation.accept(message).map_err(|f| f.reason)?);
                Vec::new()
            } else if let Some(table) = &mut self.table {
                table.receive(message).map_err(|f| f.reason)?
            } else {
                let (table, ready) =
                    Table::join(message, self.army.clone()).map_err(|f| f.reason)?;
                self.table = Some(table);
                vec![ready]
            };
            self.record.received(line);
            answers.iter().for_each(|m| self.record.sent(m.encode()));
        }
        Ok(())
    }

    /// Plays a random move if it is this side's turn.
    fn play(&mut self, rng: &mut Rng) {
        let Some(table) = &mut self.table else { return };
        if !table.turn().is_some_and(|p| table.plays(p)) {
            return;
        }
        let moves = table.position().legal_move_tokens();
        let token = rng.choose(&moves).unwrap().clone();
        for m in table.play(&token).unwrap() {
            self.record.sent(m.encode());
        }
    }

    fn finished(&self) -> bool {
        self.table.as_ref().is_some_and(Table::is_finished)
    }
}

/// The replayed record's table is the live one: same moves, position, turn and chat.
fn assert_replays(side: &Side) {
    let Some(live) = &side.table else { return };
    let again = side.record.replay().unwrap();
    assert_eq!(again.moves(), live.moves());
    assert_eq!(again.fingerprint(), live.fingerprint());
    assert_eq!(again.turn(), live.turn());
    assert_eq!(again.is_finished(), live.is_finished());
    assert_eq!(again.chat(), live.chat());
    assert_eq!(again.pending(), live.pending());
}

#[test]
fn whole_games_by_mail_end_the_same_though_letters_are_lost_and_sent_twice() {
    for (game, players) in [
        (GameId::Strata5, None),
        (GameId::Stratum, Some(3)),
        (GameId::Strata7, None),
        (GameId::Stratego, None),
    ] {
        let seed = 5;
        let mut rng = Rng::seed(seed);
        let mut host = Side::host(setup(game, players), seed);
        let mut guest = Side::guest(matches!(game, GameId::Stratego).then(|| sealed(seed + 1)));
        let mut old_letters: Vec<(bool, String)> = Vec::new();
        for step in 0..6000 {
            if host.finished() && guest.finished() {
                break;
            }
            let host_writes = step % 2 == 0;
            let (writer, reader) =
                if host_writes { (&mut host, &mut guest) } else { (&mut guest, &mut host) };
            writer.play(&mut rng);
            if !writer.has_game() {
                continue;
            }
            let letter = writer.write();
            old_letters.push((host_writes, letter.clone()));
            // One letter in four is lost; a later one makes up for it.
            if rng.below(4) > 0 {
                match reader.open(&letter) {
                    Ok(()) => {}
                    Err(why) => assert!(why.contains("nothing new"), "{game}: {why}"),
                }
            }
            // Now and then an old letter comes (again, or late): only what is new in it is
            // read (the replays below would tell a line read twice).
            if rng.below(10) == 0 {
                let (from_host, old) = old_letters[rng.below(old_letters.len())].clone();
                let reader = if from_host { &mut guest } else { &mut host };
                if let Err(why) = reader.open(&old) {
                    assert!(why.contains("nothing new"), "{game}: {why}");
                }
            }
            if step % 50 == 0 {
                assert_replays(&host);
                assert_replays(&guest);
            }
        }
        assert!(host.finished() && guest.finished(), "{game}: the game ends on both sides");
        let (a, b) = (host.table.as_ref().unwrap(), guest.table.as_ref().unwrap());
        assert_eq!(a.result().position().position_text(), b.result().position().position_text());
        assert_eq!(a.result().position().outcome(), b.result().position().outcome());
        assert_replays(&host);
        assert_replays(&guest);
    }
}

/// A Stratego game by mail a few moves in: the host's and the guest's sides.
fn stratego_by_mail(seed: u64, moves: usize) -> (Side, Side) {
    let mut rng = Rng::seed(seed);
    let mut host = Side::host(setup(GameId::Stratego, None), seed);
    let mut guest = Side::guest(Some(sealed(seed + 1)));
    guest.open(&host.write()).unwrap();
    host.open(&guest.write()).unwrap();
    for _ in 0..moves {
        host.play(&mut rng);
        guest.open(&host.write()).unwrap();
        guest.play(&mut rng);
        host.open(&guest.write()).unwrap();
    }
    (host, guest)
}

#[test]
fn letters_carry_the_seals_and_only_the_pieces_the_rules_show() {
    let (host, guest) = stratego_by_mail(31, 12);
    let guest_army = sealed(32).army().to_string();
    // Nothing the host wrote holds the guest's army; the guest's letters hold only the
    // pieces shown, not its setup.
    for side in [&host, &guest] {
        for line in side.record.lines_from(side.record.here) {
            assert!(!line.contains(&guest_army));
            if let Ok(Message::Army { .. }) = Message::decode(line) {
                panic!("an army was shown mid-game");
            }
        }
    }
    assert!(host.record.lines_from(Seat::Host).any(|l| l.contains("\"sealed\"")));
    assert!(guest.record.lines_from(Seat::Guest).any(|l| l.contains("\"sealed\"")));
}

#[test]
fn a_damaged_foreign_own_or_out_of_order_letter_is_refused_and_changes_nothing() {
    let (mut host, mut guest) = stratego_by_mail(41, 3);
    let mut rng = Rng::seed(41);
    host.play(&mut rng);
    let letter = host.write();
    let before = guest.record.clone();

    // One character changed in the block.
    let at = letter.find("-----\n").unwrap() + 20;
    let mut damaged = letter.clone();
    let was = damaged.as_bytes()[at];
    damaged.replace_range(at..at + 1, if was == b'A' { "B" } else { "A" });
    let cut: String = letter.lines().take(4).collect::<Vec<_>>().join("\n");
    let mut foreign = host.post.letter(&host.record);
    foreign.game = "another".into();
    let mut missing = host.post.letter(&host.record);
    missing.first += 5;
    missing.lines.clear();
    let cases = [
        (damaged, "damaged"),
        (cut, "cut short"),
        ("Hello, how are you?".to_string(), "not a move letter"),
        (foreign.write(""), "another game"),
        (guest.write(), "your own letters"),
        (missing.write(""), "a letter is missing"),
    ];
    for (text, why) in cases {
        let refused = guest.open(&text).unwrap_err();
        assert!(refused.contains(why), "{why}: {refused}");
        assert_eq!(guest.record, before, "{why}: the record changed");
    }
    // Quoted by a mail program, with spaces: read all the same.
    let quoted: String = letter.lines().map(|l| format!(">  {l}  \n")).collect();
    guest.open(&quoted).unwrap();
    assert_eq!(guest.table.as_ref().unwrap().moves(), host.table.as_ref().unwrap().moves());
}

#[test]
fn a_forged_move_in_a_letter_stops_the_game_as_online() {
    let (host, mut guest) = stratego_by_mail(51, 2);
    let mut letter = host.post.letter(&host.record);
    let table = host.table.as_ref().unwrap();
    let (ply, before) = (table.ply() + 1, table.fingerprint());
    letter.lines.push(
        Message::Move { ply, before, token: "a4-a5".into(), shown: None, left: None }.encode(),
    );
    let refused = guest.open(&letter.write("")).unwrap_err();
    assert!(refused.contains("while this game is at move"), "{refused}");
}

#[test]
fn a_record_replays_to_the_same_table_and_refuses_one_that_was_tampered_with() {
    let (host, guest) = stratego_by_mail(61, 20);
    assert_replays(&host);
    assert_replays(&guest);
    // Through its file: the army and its salts come back.
    let text = ron::to_string(&guest.record).unwrap();
    let again: Record = ron::from_str(&text).unwrap();
    assert_eq!(again, guest.record);

    let mut wrong_army = host.record.clone();
    wrong_army.army = Some(sealed(99));
    assert!(wrong_army.replay().unwrap_err().contains("army"));

    let mut stopped = guest.record.clone();
    stopped.sent(Message::Refuse { reason: "a bad hash".into() }.encode());
    assert!(stopped.replay().unwrap_err().contains("stopped"));

    let mut edited = guest.record.clone();
    // A move the host sent, as the guest's record keeps it, now at another ply.
    let last = edited
        .lines
        .iter()
        .rposition(|l| l.from == Seat::Host && l.text.contains("\"move\""))
        .unwrap();
    edited.lines[last].text = edited.lines[last].text.replace("\"ply\":", "\"ply\":1");
    assert!(edited.replay().is_err());
}

#[test]
fn random_damage_to_a_letter_never_panics_the_reader() {
    let (host, _) = stratego_by_mail(71, 2);
    let letter = host.write();
    let original = Letter::read(&letter).unwrap();
    let mut rng = Rng::seed(71);
    let alphabet: Vec<char> = "AZaz09+/=-\n >é{}\"".chars().collect();
    for _ in 0..5_000 {
        let mut text: Vec<char> = letter.chars().collect();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(text.len());
            text[at] = alphabet[rng.below(alphabet.len())];
        }
        let text: String = text.into_iter().collect();
        // A change the check lets through was outside the block's contents (the headline,
        // a quote mark or a space): the letter reads as it was written.
        if let Ok(read) = Letter::read(&text) {
            assert_eq!(read, original, "{text}");
        }
    }
}
