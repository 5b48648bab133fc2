//! The move list: every move in notation, grouped by turn; clicking a move shows the position
//! after it. Moves after the shown position (the redo list) are greyed.

use egui::{RichText, ScrollArea, Ui};
use strata_core::Player;
use strata_core::review::Verdict;
use strata_core::save::Agreement;
use strata_core::session::{Played, Session};

use crate::command::Command;
use crate::theme;
use crate::views::GameView;

/// One row of the list: a turn's number, its player, and its moves as `(ply after, move)`.
#[derive(Debug, PartialEq)]
pub struct Turn<'a> {
    pub number: usize,
    pub by: Player,
    pub moves: Vec<(usize, &'a Played)>,
}

/// Groups moves into turns: a new turn starts when the player changes, or after a move that
/// ends its player's turn (`ends_turn`).
pub fn turns<'a>(moves: &'a [Played], ends_turn: impl Fn(&str) -> bool) -> Vec<Turn<'a>> {
    let mut turns: Vec<Turn<'a>> = Vec::new();
    for (i, played) in moves.iter().enumerate() {
        let continues = match (turns.last(), i.checked_sub(1).map(|j| &moves[j])) {
            (Some(turn), Some(prev)) => turn.by == played.by && !ends_turn(&prev.token),
            _ => false,
        };
        match turns.last_mut() {
            Some(turn) if continues => turn.moves.push((i + 1, played)),
            _ => {
                let number = turns.len() + 1;
                turns.push(Turn { number, by: played.by, moves: vec![(i + 1, played)] });
            }
        }
    }
    turns
}

/// The list's last line for a game the players ended: "Black resigned", "Draw agreed".
pub fn agreement_text(agreement: &Agreement) -> String {
    match agreement {
        Agreement::Resigned(name) => format!("{} resigned", theme::display_name(name)),
        Agreement::Draw => "Draw agreed".to_string(),
    }
}

/// The list; `verdicts` (the game's review, if any, one per move) mark each move with its
/// symbol (`?!`, `?`, `??`) and colour.
pub fn show(
    ui: &mut Ui,
    session: &Session,
    view: &dyn GameView,
    verdicts: &[Verdict],
    out: &mut Vec<Command>,
) {
    let cursor = session.cursor();
    ui.heading("Moves");
    ui.separator();
    let turns = turns(session.moves(), |t| view.ends_turn(t));
    let ending = session.agreement().map(agreement_text);
    // One line per turn, and only the visible lines are laid out: a long Stratego game has a
    // thousand moves.
    let row = ui.spacing().interact_size.y.max(ui.text_style_height(&egui::TextStyle::Monospace));
    if ui.selectable_label(cursor == 0, "Start").clicked() {
        out.push(Command::GoTo(0));
    }
    // Both ways: a long turn (three Strata 5 moves with notes) may be wider than the panel.
    ScrollArea::both().auto_shrink([false, false]).stick_to_bottom(true).show_rows(
        ui,
        row,
        turns.len() + usize::from(ending.is_some()),
        |ui, range| {
            for turn in &turns[range.start.min(turns.len())..range.end.min(turns.len())] {
                turn_row(ui, row, session, view, verdicts, turn, out);
            }
            if let Some(ending) = ending.as_ref().filter(|_| range.end > turns.len()) {
                // The players' ending is the list's last row.
                ui.label(RichText::new(ending).strong());
            }
        },
    );
}

/// One turn: its number, its player's colour, and its moves with the view's note and the
/// review's verdict on each (the shown one selected, the redo list greyed).
fn turn_row(
    ui: &mut Ui,
    row: f32,
    session: &Session,
    view: &dyn GameView,
    verdicts: &[Verdict],
    turn: &Turn<'_>,
    out: &mut Vec<Command>,
) {
    let cursor = session.cursor();
    ui.horizontal(|ui| {
        ui.set_height(row);
        ui.label(RichText::new(format!("{:>3}.", turn.number)).monospace().weak());
        theme::swatch(ui, session.setup().id(), turn.by);
        for (ply, played) in &turn.moves {
            let note = view.annotation(
                session.position_at(ply - 1),
                session.position_at(*ply),
                &played.token,
            );
            let verdict = verdicts.get(ply - 1).copied();
            let symbol = verdict.map_or("", Verdict::symbol);
            let shown = match note {
                Some(note) => format!("{}{symbol} ({note})", played.token),
                None => format!("{}{symbol}", played.token),
            };
            let mut text = RichText::new(shown).monospace();
            if let Some(colour) = verdict.and_then(theme::verdict_colour) {
                text = text.color(colour).strong();
            }
            if *ply > cursor {
                text = text.weak().italics();
            }
            let mut response = ui.selectable_label(*ply == cursor, text);
            if let Some(verdict) = verdict {
                response = response.on_hover_text(format!("Review: {verdict}"));
            }
            if response.clicked() {
                out.push(Command::GoTo(*ply));
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(token: &str, by: u8) -> Played {
        Played { token: token.to_string(), by: Player(by) }
    }

    #[test]
    fn a_turn_ends_when_the_player_changes_or_after_a_block() {
        let moves = vec![
            played("2@b1", 0),
            played("3@g2", 0),
            played("#c1", 0),
            // Black passes the whole turn: Red moves again, in a new turn.
            played("b1-b3", 0),
            played("#c3", 0),
            played("2@a7", 1),
        ];
        let rows = turns(&moves, |t| t.starts_with('#'));
        let shape: Vec<(usize, u8, Vec<usize>)> = rows
            .iter()
            .map(|t| (t.number, t.by.0, t.moves.iter().map(|(ply, _)| *ply).collect()))
            .collect();
        assert_eq!(shape, vec![(1, 0, vec![1, 2, 3]), (2, 0, vec![4, 5]), (3, 1, vec![6])]);
        assert!(turns(&[], |_| false).is_empty());
    }
}
