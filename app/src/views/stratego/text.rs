//! What the Stratego view says in words: ranks left, and each attack told from each side.

use super::*;

/// "1 Marshal, 2 Scouts" from counts indexed by [`Rank::index`], strongest first.
pub(super) fn ranks_text(counts: &[u8; 12]) -> String {
    Rank::ALL
        .iter()
        .filter(|r| counts[r.index()] > 0)
        .map(|r| tile::counted(*r, usize::from(counts[r.index()])))
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
    let whose = |p: Player, rank: Rank| tile::whose(rank, (p != viewer).then(|| name(p)));
    let defender = c.attacker.next(2);
    let (an, dn) = (tile::the(c.attacker_rank), tile::the(c.defender_rank));
    let text = t!(
        "board-sg-combat",
        attacker = whose(c.attacker, c.attacker_rank),
        from = c.from.to_string(),
        defender = whose(defender, c.defender_rank),
        to = c.to.to_string()
    );
    let square = c.to.to_string();
    let (outcome, rule) = match (c.result, c.attacker_rank, c.defender_rank) {
        (CombatResult::AttackerWins, _, Rank::Flag) => {
            (t!("board-sg-flag-captured", player = name(c.attacker)), "SG-A5")
        }
        (CombatResult::AttackerWins, _, Rank::Bomb) => {
            (t!("board-sg-defused", square = square), "SG-A3")
        }
        (CombatResult::AttackerWins, Rank::Spy, _) => (t!("board-sg-spy-wins"), "SG-A4"),
        (CombatResult::AttackerWins, _, _) => {
            (t!("board-sg-attacker-wins", defender = dn, attacker = an, square = square), "SG-A2")
        }
        (CombatResult::DefenderWins, _, Rank::Bomb) => {
            (t!("board-sg-bomb-stays", attacker = an), "SG-A3")
        }
        (CombatResult::DefenderWins, Rank::Spy, _) => (t!("board-sg-spy-loses"), "SG-A4"),
        (CombatResult::DefenderWins, _, _) => {
            (t!("board-sg-defender-wins", attacker = an, defender = dn), "SG-A2")
        }
        (CombatResult::BothRemoved, _, _) => (t!("board-sg-both-removed"), "SG-A2"),
    };
    (format!("{} {}", capitalise(&text), capitalise(&outcome)), rule)
}

/// An attack as the move list tells it: "6 takes 5", "3 loses to B", "4 and 4 fall". Combat
/// shows both ranks to both players (SG-A1), so every player may read it.
pub(super) fn combat_note(c: &Combat) -> String {
    let (a, d) = (tile::symbol(c.attacker_rank), tile::symbol(c.defender_rank));
    match c.result {
        CombatResult::AttackerWins => t!("board-sg-note-takes", attacker = a, defender = d),
        CombatResult::DefenderWins => t!("board-sg-note-loses", attacker = a, defender = d),
        CombatResult::BothRemoved => t!("board-sg-note-fall", attacker = a, defender = d),
    }
}
