use super::*;
use strata_core::Bot;
use strata_core::games::stratego::{Army, Rules};

/// Red's Scout stands on a4; Blue's Spy on a7, at the end of the same file.
pub const RED_ARMY: &str = "26B529B428/74M6S25736/B324836B57/FB3245322B";
pub const BLUE_ARMY: &str = "26B529B42S/74M6825736/B324836B57/FB3245322B";

fn game() -> Stratego {
    let red = Army::parse(RED_ARMY).unwrap();
    let blue = Army::parse(BLUE_ARMY).unwrap();
    Stratego::new(&red, &blue, Rules::default())
}

#[test]
fn two_people_get_the_hand_over_screen_between_turns() {
    let seats = [Seat::Human, Seat::Human];
    let mut view = StrategoView::default();
    let mut g = game();
    assert_eq!(view.screen(&g, &seats, false), Screen::HandOver { next: RED });
    view.viewer = Some(RED);
    assert!(
        matches!(view.screen(&g, &seats, false), Screen::Board { ref sight, banner: None } if sight.viewer == RED)
    );
    g.play(&"b4-b5".parse().unwrap()).unwrap();
    assert!(g.last_combat().is_none());
    assert_eq!(view.screen(&g, &seats, false), Screen::HandOver { next: BLUE });
    // In replay the viewer keeps their own side; nobody's pieces when nobody is named.
    assert!(
        matches!(view.screen(&g, &seats, true), Screen::Board { ref sight, .. } if sight.viewer == RED)
    );
    view.viewer = None;
    assert_eq!(view.screen(&g, &seats, true), Screen::WhoIsLooking);
}

#[test]
fn the_attacker_reads_the_result_before_handing_over_and_the_defender_after() {
    let seats = [Seat::Human, Seat::Human];
    let mut view = StrategoView { viewer: Some(RED), ..StrategoView::default() };
    let mut g = game();
    // Red's Scout on a4 runs up the a-file into Blue's front piece on a7.
    g.play(&"a4-a7".parse().unwrap()).unwrap();
    let Screen::Board { banner: Some(banner), .. } = view.screen(&g, &seats, false) else {
        panic!("the attacker sees the result");
    };
    assert_eq!(banner.ack, Ack::HandOver(BLUE));
    view.handed_over = Some(g.ply());
    assert_eq!(view.screen(&g, &seats, false), Screen::HandOver { next: BLUE });
    view.viewer = Some(BLUE);
    let Screen::Board { banner: Some(banner), sight } = view.screen(&g, &seats, false) else {
        panic!("the defender sees the result after the hand-over");
    };
    assert_eq!((banner.ack, sight.viewer), (Ack::Dismiss, BLUE));
    view.dismissed = Some(g.ply());
    assert!(matches!(view.screen(&g, &seats, false), Screen::Board { banner: None, .. }));
}

#[test]
fn combat_is_told_from_each_side() {
    let mut g = game();
    g.play(&"a4-a7".parse().unwrap()).unwrap();
    let c = g.last_combat().unwrap();
    let (red, rule) = combat_text(&c, RED);
    assert!(red.starts_with("Your Scout (2) from a4 attacked Blue's"), "{red}");
    assert_eq!(rule, "SG-A2");
    let (blue, _) = combat_text(&c, BLUE);
    assert!(blue.starts_with("Red's Scout (2) from a4 attacked your"), "{blue}");
}

#[test]
fn the_move_list_marks_attacks_only() {
    let view = StrategoView::default();
    let start = game();
    let mut quiet = start.clone();
    quiet.play(&"b4-b5".parse().unwrap()).unwrap();
    assert_eq!(view.annotation(&start, &quiet, "b4-b5"), None);
    // Red's Scout on a4 runs up the a-file into Blue's Spy on a7.
    let mut attack = start.clone();
    attack.play(&"a4-a7".parse().unwrap()).unwrap();
    assert_eq!(view.annotation(&start, &attack, "a4-a7").as_deref(), Some("2 takes S"));
    let c = attack.last_combat().unwrap();
    let lost = Combat { result: CombatResult::DefenderWins, ..c };
    assert_eq!(combat_note(&lost), "2 loses to S");
    let tie = Combat { result: CombatResult::BothRemoved, ..c };
    assert_eq!(combat_note(&tie), "2 and S fall");
}

#[test]
fn a_finished_game_opens_both_armies_and_play_shows_only_backs() {
    let g = game();
    let seats = [Seat::Human, Seat::Human];
    let view = StrategoView { viewer: Some(RED), ..StrategoView::default() };
    let Screen::Board { sight, .. } = view.screen(&g, &seats, false) else { panic!() };
    let backs = sight.squares.iter().filter(|v| **v == SquareView::Unknown).count();
    assert_eq!(backs, 40);
    let open = Sight::open(&g, RED);
    assert!(
        open.squares.iter().all(|v| !matches!(v, SquareView::Unknown | SquareView::MovedUnknown))
    );
}

#[test]
fn undo_is_off_between_two_people_only() {
    let view = StrategoView::default();
    assert!(!view.undo_allowed(&[Seat::Human, Seat::Human]));
    assert_eq!(humans(&[Seat::Human, Seat::Human]), [RED, BLUE]);
    let against_computer = [Seat::Human, Seat::Computer(Bot::Medium)];
    assert!(view.undo_allowed(&against_computer));
    assert_eq!(humans(&against_computer), [RED]);
}
