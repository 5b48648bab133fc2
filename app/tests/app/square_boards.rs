//! Strata 7 and Stratego driven headless through the real UI: a jump chain, a reinforcement and
//! the last reinforcement's placement by clicks; both Stratego setups made, the hand-over
//! screen between turns, an attack and its result, the two-square rule's refusal; and the
//! proof that hidden ranks never reach the painted output.

use crate::common::*;
use egui::epaint::{ClippedShape, Shape};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use strata_app::StrataApp;
use strata_app::command::Command;
use strata_core::GameSetup;
use strata_core::games::stratego::{Army, Rank, Setup};
use strata_core::save::Seat;

/// Red's Scout stands on a4 (front rank, far left); Blue's Spy on a7, at the end of its file.
const RED_ARMY: &str = "26B529B428/74M6S25736/B324836B57/FB3245322B";
const BLUE_ARMY: &str = "26B529B42S/74M6825736/B324836B57/FB3245322B";

fn status_shows(h: &Harness<'_, StrataApp>, text: &str) -> bool {
    h.query_by_label_contains(text).is_some()
}

// --- Strata 7 -------------------------------------------------------------------------------

fn play_by_clicks(h: &mut Harness<'_, StrataApp>, line: &[(&str, &str)]) {
    for (from, to) in line {
        click_board(h, from);
        click_board(h, to);
    }
}

#[test]
fn strata7_side_cards_stay_apart_in_a_small_window_at_a_large_zoom() {
    // 1280×800 at 200%: one column of cards beside the board, each a quarter of its height.
    let mut h = harness_of_size(640.0, 400.0);
    start(&mut h, "Strata 7");
    let bordeaux_last = h.get_by_label("0 held by White").rect();
    let white = h.get_by_label("White").rect();
    assert!(
        bordeaux_last.bottom() <= white.top(),
        "Bordeaux's card ({bordeaux_last:?}) runs into White's ({white:?})"
    );
    let white_last = h.get_by_label("0 held by Bordeaux").rect();
    let status = h.get_by_label_contains("to move").rect();
    assert!(white_last.bottom() <= status.top(), "White's card runs into the status bar");
    assert_eq!(h.query_all_by_label("0 of 7 points").count(), 2, "each card's points on one line");
}

#[test]
fn strata7_jump_chain_and_reinforcement_by_clicking() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    let opening = [
        ("b3", "a4"),
        ("h8", "i7"),
        ("a4", "a5"),
        ("i7", "j6"),
        ("a5", "b6"),
        ("j6", "j5"),
        ("c3", "b4"),
        ("g8", "h8"),
    ];
    play_by_clicks(&mut h, &opening);
    let tokens: Vec<String> = opening.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    assert_eq!(moves(&h), tokens);

    // A jump chain: e1 over d2 to c3, over b4 to a5. Hovering a5 shows the chain.
    click_board(&mut h, "e1");
    hover_board(&mut h, "a5");
    assert!(status_shows(&h, "Jump to a5: 2 jumps (e1-c3-a5)"), "the chain is announced");
    click_board(&mut h, "a5");
    assert_eq!(moves(&h).last().map(String::as_str), Some("e1-c3-a5"));
    play_by_clicks(&mut h, &[("h8", "g8")]);

    // The reinforcement: a5 joins its partner on the objective b6, then the exit is chosen.
    click_board(&mut h, "a5");
    click_board(&mut h, "b6");
    assert_eq!(moves(&h).len(), 10, "nothing is played before the exit is chosen");
    assert_eq!(h.state().message().and_then(|n| n.rule), Some("S7-O3"));
    click_board(&mut h, "c6");
    assert_eq!(moves(&h).last().map(String::as_str), Some("a5-b6>c6"));
    let scores = h.state().session().unwrap().position().scores();
    assert_eq!(scores, Some(vec![1, 0]), "the objective's point is scored");

    // Next turn the stack must separate; any other pawn is refused with the rule.
    play_by_clicks(&mut h, &[("j5", "j6")]);
    assert!(status_shows(&h, "separate the stack on c6 (S7-O4)"));
    click_board(&mut h, "d2");
    assert_eq!(h.state().message().and_then(|n| n.rule), Some("S7-O4"));
    play_by_clicks(&mut h, &[("c6", "d7")]);
    assert_eq!(moves(&h).last().map(String::as_str), Some("c6-d7"));
    assert_idle(&mut h);
}

/// 63 moves (found by a seeded search) after which White's 6th capture earns the last
/// reinforcement.
const TO_THE_LAST_REINFORCEMENT: &str = "h3-g4 e8-d7 g3-h3 d8-e8 c3-d4 c8-b7 d2-c3 b7-c8 d1-d2 \
e8-d8 f3-g3 c8-b7 h3-i4 g8-e8 d3-f3-h5 b7-c8 c3-d3 g9-g8 e2-f3 g8-g9 g2-h3 i8-j7 d2-e2 f8-g8 \
b3-a4 d7-c6 i4-j5 g8-i8 c2-c3 c6-b7 a4-b4 d8-d7 j3-i4 c8-d8 d4-e5 e8-f8 e1-d2 b8-c8 h5-i6 \
j7-h5-j3 h3-i3 h8-g8 h2-i2 a8-b8 b2-c2 g8-h8 g3-h3 f8-e8 g1-g2 e8-f8 g2-h2 h9-j7-h5-j3 \
f3-h5-j7-h9 f10-g10 h3-g3 g9-f10 h9-g9 e10-f10 d3-f3-h5-j7-h9 b8-a8 c3-d3 d10-e10 h9-g10";

#[test]
fn strata7_last_reinforcement_is_placed_by_clicking() {
    let mut h = harness();
    start(&mut h, "Strata 7");
    for token in TO_THE_LAST_REINFORCEMENT.split_whitespace() {
        h.state_mut().push(Command::Play(token.to_string()));
    }
    h.run();
    assert_eq!(moves(&h).len(), 63);
    assert!(status_shows(&h, "place the last reinforcement (S7-R1)"));
    // An objective is refused with the rule; an empty ordinary cell takes the pawn.
    click_board(&mut h, "c4");
    assert_eq!(h.state().message().and_then(|n| n.rule), Some("S7-R1"));
    let target = h.state().session().unwrap().position().legal_move_tokens()[0].clone();
    assert!(target.starts_with('+'), "{target}");
    click_board(&mut h, &target[1..]);
    assert_eq!(moves(&h).last(), Some(&target));
}

// --- Stratego -------------------------------------------------------------------------------

/// Where slot `i` of a setup string lands for Red: front rank 4 from file a.
fn red_square(slot: usize) -> String {
    format!("{}{}", (b'a' + (slot % 10) as u8) as char, 4 - slot / 10)
}

/// Red's army placed piece by piece from the tray: each rank, then its squares.
fn place_red_army_by_clicks(h: &mut Harness<'_, StrataApp>, army: &str) {
    let letters: Vec<char> = army.chars().filter(|c| *c != '/').collect();
    let mut placed = 0;
    for rank in Rank::ALL {
        click(h, rank.name());
        for (slot, letter) in letters.iter().enumerate() {
            if Rank::from_letter(*letter) == Some(rank) {
                placed += 1;
                if placed == 40 {
                    assert!(is_disabled(h, "Ready"), "Ready waits for the 40th piece");
                }
                click_board(h, &red_square(slot));
            }
        }
    }
}

fn hand_over_to(h: &mut Harness<'_, StrataApp>, colour: &str) {
    assert!(h.query_by_label("Stratego board").is_none(), "the board is hidden");
    click(h, &format!("I'm {colour}, show my pieces"));
}

/// One quiet move by the player who has the screen; the hand-over screen follows at once.
fn quiet_move(h: &mut Harness<'_, StrataApp>, colour: &str, from: &str, to: &str) {
    hand_over_to(h, colour);
    click_board(h, from);
    click_board(h, to);
}

#[test]
fn a_setup_note_never_moves_the_ready_button() {
    let mut h = harness();
    click(&mut h, "New game");
    click(&mut h, "Stratego (classic rules)");
    click(&mut h, "Two players at this computer");
    click(&mut h, "Start game");
    click(&mut h, "I'm Red, set up my army");
    let before = h.get_by_label("Ready").rect();
    click(&mut h, "Random setup");
    h.get_by_label_contains("A random setup");
    assert_eq!(h.get_by_label("Ready").rect(), before, "a quick second click still hits Ready");
}

#[test]
fn a_suggested_setup_is_checked_against_the_setup_principles() {
    let mut h = harness();
    click(&mut h, "Play Stratego (classic rules) against the computer");
    h.get_by_label("Setup check");
    click(&mut h, "Suggested setup");
    h.get_by_label_contains("A suggested setup");
    // The check's heading gives the army's score; opened, it lists each principle kept.
    let heading = h.get_by_label_contains("Setup check: ").accesskit_node().label().unwrap();
    let percent: u32 =
        heading.trim_start_matches("Setup check: ").trim_end_matches('%').parse().unwrap();
    assert!(percent >= 80, "{heading}");
    click(&mut h, &heading);
    for principle in strata_core::games::stratego::PRINCIPLES {
        assert!(
            h.query_by_label_contains(principle.name).is_some(),
            "{} is listed",
            principle.name
        );
    }
    click(&mut h, "Ready");
    assert!(h.state().session().is_some(), "the game starts with the suggested army");
}

#[test]
fn stratego_setups_hand_over_attack_and_the_two_square_rule() {
    let mut h = harness();
    click(&mut h, "New game");
    click(&mut h, "Stratego (classic rules)");
    click(&mut h, "3 moves (newer editions)");
    click(&mut h, "Two players at this computer");
    click(&mut h, "Start game");

    // Red sets up first, by clicks; one swap and back shows click-to-swap.
    click(&mut h, "I'm Red, set up my army");
    assert!(is_disabled(&h, "Ready"));
    place_red_army_by_clicks(&mut h, RED_ARMY);
    click_board(&mut h, "a4");
    click_board(&mut h, "b4");
    click_board(&mut h, "b4");
    click_board(&mut h, "a4");
    assert!(!is_disabled(&h, "Ready"));
    click(&mut h, "Ready");

    // Blue's turn to set up, without seeing Red's army: a setup string.
    h.get_by_label_contains("Red's army is ready");
    click(&mut h, "I'm Blue, set up my army");
    assert!(is_disabled(&h, "Ready"), "Blue starts from an empty board");
    h.get_by_label("Setup string").focus();
    h.run();
    h.get_by_label("Setup string").type_text(BLUE_ARMY);
    h.run();
    click(&mut h, "Load setup");
    click(&mut h, "Ready");

    let session = h.state().session().expect("the game starts when both are ready");
    let GameSetup::Stratego(setup) = session.setup() else { panic!("a Stratego game") };
    assert_eq!((setup.red.as_str(), setup.blue.as_str()), (RED_ARMY, BLUE_ARMY));
    assert_eq!(setup.repetition_limit, 3);
    assert!(is_disabled(&h, "Undo"), "no take-backs between two people");

    // Red attacks: the Scout runs up the a-file into Blue's Spy.
    hand_over_to(&mut h, "Red");
    click_board(&mut h, "a4");
    click_board(&mut h, "a7");
    assert_eq!(moves(&h), ["a4-a7"]);
    h.get_by_label_contains("Your Scout (2) from a4 attacked Blue's Spy on a7");
    h.get_by_label_contains("The Spy is removed; the Scout takes a7.");
    click(&mut h, "Hand over to Blue");
    assert!(h.query_by_label_contains("attacked").is_none(), "nothing shows before Blue says so");

    // Blue reads what happened after the hand-over.
    hand_over_to(&mut h, "Blue");
    h.get_by_label_contains("Red's Scout (2) from a4 attacked your Spy on a7");
    click(&mut h, "OK");
    click_board(&mut h, "i7");
    click_board(&mut h, "i6");
    assert_eq!(moves(&h).len(), 2);

    // Red's Captain shuttles b4-b5; with the limit 3 the fourth time is refused (SG-M5).
    quiet_move(&mut h, "Red", "b4", "b5");
    quiet_move(&mut h, "Blue", "i6", "i5");
    quiet_move(&mut h, "Red", "b5", "b4");
    quiet_move(&mut h, "Blue", "f7", "f6");
    quiet_move(&mut h, "Red", "b4", "b5");
    quiet_move(&mut h, "Blue", "f6", "f5");
    hand_over_to(&mut h, "Red");
    click_board(&mut h, "b5");
    click_board(&mut h, "b4");
    assert_eq!(moves(&h).len(), 8, "the refused move is not played");
    assert_eq!(h.state().message().and_then(|n| n.rule), Some("SG-M5"));
    click(&mut h, "SG-M5");
    assert_eq!(h.state().rules_focus(), Some("SG-M5"));
    h.get_by_label_contains("SG-M5 ·");
    // Undo stays off: the key does nothing.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(h.state().session().unwrap().cursor(), 8);
    assert_idle(&mut h);
}

// --- Hidden information ------------------------------------------------------------------------

fn stratego_harness(red: &str, blue: &str) -> Harness<'static, StrataApp> {
    let mut h = harness();
    let setup = Setup {
        red: red.to_string(),
        blue: blue.to_string(),
        repetition_limit: 5,
        more_squares: false,
    };
    h.state_mut().push(Command::Start(GameSetup::Stratego(setup), vec![Seat::Human, Seat::Human]));
    h.run();
    h
}

/// The frame's painted output, each text by what it says, where, and how (the glyphs' places
/// in the font atlas depend on what was drawn before, which is not what the player sees).
fn painted(h: &Harness<'_, StrataApp>) -> Vec<String> {
    fn walk(clip: egui::Rect, shape: &Shape, out: &mut Vec<String>) {
        match shape {
            Shape::Text(t) => out.push(format!(
                "{clip:?} text {:?} {:?} {:?} {:?}",
                t.pos,
                t.galley.job.text,
                t.galley
                    .job
                    .sections
                    .iter()
                    .map(|s| (&s.format.font_id, s.format.color))
                    .collect::<Vec<_>>(),
                t.galley.rect
            )),
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(clip, s, out)),
            other => out.push(format!("{clip:?} {other:?}")),
        }
    }
    let mut out = Vec::new();
    for ClippedShape { clip_rect, shape, .. } in &h.output().shapes {
        walk(*clip_rect, shape, &mut out);
    }
    out
}

/// Every text painted this frame.
fn painted_text(h: &Harness<'_, StrataApp>) -> Vec<String> {
    fn walk(shape: &Shape, out: &mut Vec<String>) {
        match shape {
            Shape::Text(t) => out.push(t.galley.job.text.clone()),
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// A different Blue army that Red cannot tell apart yet: the same Spy on a7 and the same
/// Captain on i7 (the two pieces the game below shows or moves), everything else shuffled.
fn another_blue_army() -> String {
    let mut slots = Army::parse(BLUE_ARMY).unwrap().ranks();
    slots[10..].reverse();
    slots.swap(0, 2);
    let army = Army::from_ranks(slots).unwrap().to_string();
    assert_ne!(army, BLUE_ARMY);
    army
}

#[test]
fn hidden_ranks_never_reach_the_painted_output() {
    let other = another_blue_army();
    let mut a = stratego_harness(RED_ARMY, BLUE_ARMY);
    let mut b = stratego_harness(RED_ARMY, &other);
    let same = |a: &Harness<'_, StrataApp>, b: &Harness<'_, StrataApp>, when: &str| {
        assert!(painted(a) == painted(b), "Red's screen depends on Blue's hidden army ({when})");
    };
    let both = |a: &mut Harness<'_, StrataApp>,
                b: &mut Harness<'_, StrataApp>,
                f: &dyn Fn(&mut Harness<'_, StrataApp>)| {
        f(a);
        f(b);
    };

    // The hand-over screen paints no piece at all.
    same(&a, &b, "hand-over screen");
    let texts = painted_text(&a);
    for rank in Rank::ALL {
        assert!(
            !texts.iter().any(|t| t == rank.name()),
            "{} painted on the hand-over screen",
            rank.name()
        );
    }
    // Red's board, before and after an attack, and after Blue's quiet move.
    both(&mut a, &mut b, &|h| click(h, "I'm Red, show my pieces"));
    same(&a, &b, "Red's first look");
    both(&mut a, &mut b, &|h| {
        click_board(h, "a4");
        click_board(h, "a7");
    });
    same(&a, &b, "Red sees the attack's result");
    both(&mut a, &mut b, &|h| click(h, "Hand over to Blue"));
    same(&a, &b, "hand-over to Blue");
    both(&mut a, &mut b, &|h| click(h, "I'm Blue, show my pieces"));
    assert!(painted(&a) != painted(&b), "Blue's own army is on Blue's screen (the check can fail)");
    both(&mut a, &mut b, &|h| {
        click(h, "OK");
        click_board(h, "i7");
        click_board(h, "i6");
        click(h, "I'm Red, show my pieces");
    });
    assert_eq!(moves(&a), ["a4-a7", "i7-i6"]);
    assert_eq!(moves(&b), ["a4-a7", "i7-i6"]);
    same(&a, &b, "Red's view after Blue's move");
    // Hovering Blue's moved piece tells only what Red knows.
    both(&mut a, &mut b, &|h| hover_board(h, "i6"));
    same(&a, &b, "hovering a hidden piece");
    assert!(a.query_by_label_contains("rank unknown, but it has moved").is_some());
}

#[test]
fn a_stratego_rematch_offers_each_army_again() {
    let mut h = stratego_harness(RED_ARMY, BLUE_ARMY);
    click(&mut h, "File");
    click(&mut h, "Rematch");
    assert!(h.state().session().is_none(), "the armies are set up again first");
    click(&mut h, "I'm Red, set up my army");
    assert!(!is_disabled(&h, "Ready"), "Red's last army is on the board");
    click(&mut h, "Ready");
    click(&mut h, "I'm Blue, set up my army");
    click(&mut h, "Ready");
    let session = h.state().session().expect("the rematch starts");
    let GameSetup::Stratego(setup) = session.setup() else { panic!("a Stratego game") };
    assert_eq!((setup.red.as_str(), setup.blue.as_str()), (RED_ARMY, BLUE_ARMY));
    assert_eq!(session.moves().len(), 0);
    assert_idle(&mut h);
}
