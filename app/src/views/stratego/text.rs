//! What the Stratego view says in words: ranks left, and each attack told from each side.

use super::*;

/// "1 Marshal, 2 Scouts" from counts indexed by [`Rank::index`], strongest first.
pub(super) fn ranks_text(counts: &[u8; 12]) -> String {
    Rank::ALL
        .iter()
        .filter(|r| counts[r.index()] > 0)
        .map(|r| r.counted(usize::from(counts[r.index()])))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "10, 7×2, S, B×6": the same counts by rank symbol, for narrow columns.
pub(super) fn ranks_short(counts: &[u8; 12]) -> String {
    Rank::ALL
        .iter()
        .filter(|r| counts[r.index()] > 0)
        .map(|r| match counts[r.index()] {
            1 => tile::symbol(*r).to_string(),
            n => format!("{}\u{d7}{n}", tile::symbol(*r)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What an attack did, told to `viewer`, and the rule that decided it.
pub(super) fn combat_text(c: &Combat, viewer: Player) -> (String, &'static str) {
    let whose = |p: Player| if p == viewer { "your".to_string() } else { format!("{}'s", name(p)) };
    let defender = c.attacker.next(2);
    let (a, d) = (tile::title(c.attacker_rank), tile::title(c.defender_rank));
    let (an, dn) = (c.attacker_rank.name(), c.defender_rank.name());
    let text = format!(
        "{} {a} from {} attacked {} {d} on {}. ",
        whose(c.attacker),
        c.from,
        whose(defender),
        c.to
    );
    let text = crate::theme::capitalise(&text);
    let (outcome, rule) = match (c.result, c.attacker_rank, c.defender_rank) {
        (CombatResult::AttackerWins, _, Rank::Flag) => {
            (format!("The Flag is captured: {} wins.", name(c.attacker)), "SG-A5")
        }
        (CombatResult::AttackerWins, _, Rank::Bomb) => {
            (format!("The Miner defuses the Bomb and takes {}.", c.to), "SG-A3")
        }
        (CombatResult::AttackerWins, Rank::Spy, _) => {
            ("The Spy takes the Marshal.".to_string(), "SG-A4")
        }
        (CombatResult::AttackerWins, _, _) => {
            (format!("The {dn} is removed; the {an} takes {}.", c.to), "SG-A2")
        }
        (CombatResult::DefenderWins, _, Rank::Bomb) => {
            (format!("The Bomb stays; the {an} is removed."), "SG-A3")
        }
        (CombatResult::DefenderWins, Rank::Spy, _) => (
            "The Spy loses every attack but one on the Marshal: it is removed.".to_string(),
            "SG-A4",
        ),
        (CombatResult::DefenderWins, _, _) => {
            (format!("The {an} is removed; the {dn} stays."), "SG-A2")
        }
        (CombatResult::BothRemoved, _, _) => {
            ("Equal ranks: both are removed.".to_string(), "SG-A2")
        }
    };
    (text + &outcome, rule)
}

/// An attack as the move list tells it: "6 takes 5", "3 loses to B", "4 and 4 fall". Combat
/// shows both ranks to both players (SG-A1), so every player may read it.
pub(super) fn combat_note(c: &Combat) -> String {
    let (a, d) = (tile::symbol(c.attacker_rank), tile::symbol(c.defender_rank));
    match c.result {
        CombatResult::AttackerWins => format!("{a} takes {d}"),
        CombatResult::DefenderWins => format!("{a} loses to {d}"),
        CombatResult::BothRemoved => format!("{a} and {d} fall"),
    }
}
