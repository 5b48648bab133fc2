use super::*;

fn arrangement() -> Arrangement {
    Arrangement::new(Rules::default(), vec![Seat::Human, Seat::Human], None, Default::default())
}

#[test]
fn slots_map_to_the_players_four_ranks() {
    assert_eq!(slot_square(RED, 0).to_string(), "a4");
    assert_eq!(slot_square(RED, 39).to_string(), "j1");
    assert_eq!(slot_square(BLUE, 0).to_string(), "j7");
    assert_eq!(slot_square(BLUE, 9).to_string(), "a7");
    for p in [RED, BLUE] {
        for slot in 0..SLOTS {
            assert_eq!(square_slot(p, slot_square(p, slot)), Some(slot));
        }
    }
    assert_eq!(square_slot(RED, "a5".parse().unwrap()), None);
}

#[test]
fn placing_swapping_and_returning_pieces() {
    let mut a = arrangement();
    a.click_tray(Rank::Marshal);
    a.click_slot(0);
    assert_eq!(a.slots[0], Some(Rank::Marshal));
    assert_eq!(a.held, None, "the only Marshal is placed");
    a.click_tray(Rank::Scout);
    a.click_slot(1);
    a.click_slot(2);
    assert_eq!(a.left(Rank::Scout), 6);
    assert_eq!(a.held, Some(Held::Tray(Rank::Scout)), "more Scouts to place");
    a.held = None;
    a.click_slot(0);
    a.click_slot(5);
    assert_eq!((a.slots[0], a.slots[5]), (None, Some(Rank::Marshal)), "moved to an empty square");
    a.click_slot(5);
    a.click_slot(1);
    assert_eq!((a.slots[1], a.slots[5]), (Some(Rank::Marshal), Some(Rank::Scout)), "swapped");
    a.click_slot(1);
    a.click_tray(Rank::Flag);
    assert_eq!((a.slots[1], a.left(Rank::Marshal)), (None, 1), "back in the tray");
}

#[test]
fn ready_needs_a_complete_valid_army_and_both_armies_start_the_game() {
    let mut a = arrangement();
    assert!(a.army().is_none());
    a.text = "26B529B428/74M6S25736/B324836B57/FB3245322B".into();
    a.load_text();
    let red = a.army().expect("a valid string fills the board");
    a.slots[3] = None;
    assert!(a.army().is_none(), "39 pieces are not an army");
    a.text = "26B529B428/74M6S25736/B324836B57/FB3245322M".into();
    a.load_text();
    assert_eq!(a.message.as_ref().and_then(|m| m.rule), Some("SG-S2"));
    a.armies[0] = Some(red);
    a.begin(BLUE);
    assert_eq!((a.current, a.shown), (BLUE, false), "the screen goes to Blue");
    assert!(a.slots.iter().all(Option::is_none), "Blue does not see Red's army");
    a.armies[1] = Some(red);
    assert!(matches!(a.finished(), Some(GameSetup::Stratego(_))));
}

#[test]
fn a_rematch_offers_the_last_armies() {
    let setup = Setup::from_seed(7);
    let library = SetupLibrary::default();
    let a =
        Arrangement::new(Rules::default(), vec![Seat::Human, Seat::Human], Some(&setup), library);
    assert_eq!(a.army().map(|army| army.to_string()), Some(setup.red.clone()));
}

#[test]
fn the_computer_sets_up_a_suggested_army_of_its_own() {
    let seats = vec![Seat::Computer(strata_core::Bot::Medium), Seat::Human];
    let a = Arrangement::new(Rules::default(), seats, None, Default::default());
    assert_eq!(a.current, BLUE, "the person sets up");
    let red = a.armies[RED.index()].expect("the computer's army is ready at once");
    assert!(red.score().total >= 0.9, "{:?}", red.score());
}
