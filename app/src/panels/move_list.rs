//! The move list: every move in notation, grouped by turn; clicking a move shows the position
//! after it. Moves after the shown position (the redo list) are greyed.

use egui::{RichText, ScrollArea, Ui};
use strata_core::Player;
use strata_core::review::Verdict;
use strata_core::save::Agreement;
use strata_core::session::{Played, Session};

use crate::command::Command;
use crate::t;
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
/// ended its player's turn ([`Played::ends_turn`]).
pub fn turns(moves: &[Played]) -> Vec<Turn<'_>> {
    let mut turns: Vec<Turn<'_>> = Vec::new();
    for (i, played) in moves.iter().enumerate() {
        let continues = match (turns.last(), i.checked_sub(1).map(|j| &moves[j])) {
            (Some(turn), Some(prev)) => turn.by == played.by && !prev.ends_turn,
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

/// The list's last line for a game the players (or a clock) ended: "Black resigned", "Draw
/// agreed", "Red ran out of time".
pub fn agreement_text(agreement: &Agreement) -> String {
    match agreement {
        Agreement::Resigned(name) => t!("list-resigned", name = theme::display_name(name)),
        Agreement::Draw => t!("list-draw-agreed"),
        Agreement::OutOfTime { player, draw: false } => {
            t!("list-out-of-time", name = theme::display_name(player))
        }
        Agreement::OutOfTime { player, draw: true } => {
            t!("list-out-of-time-draw", name = theme::display_name(player))
        }
    }
}

/// The views' notes on the moves ([`GameView::annotation`]), worked out once per move and
/// kept while the moves before it stay the same.
#[derive(Debug, Default)]
pub struct Notes {
    /// Per move from the start: its token, and the note on it.
    notes: Vec<(String, Option<String>)>,
}

impl Notes {
    /// Brings the notes up to the session's moves (a move taken back or replaced drops its
    /// note and every later one).
    pub fn update(&mut self, session: &Session, view: &dyn GameView) {
        let moves = session.moves();
        let same = self.notes.iter().zip(moves).take_while(|(n, m)| n.0 == m.token).count();
        self.notes.truncate(same);
        for (i, played) in moves.iter().enumerate().skip(same) {
            let note =
                view.annotation(session.position_at(i), session.position_at(i + 1), &played.token);
            self.notes.push((played.token.clone(), note));
        }
    }

    fn get(&self, ply: usize) -> Option<&str> {
        self.notes.get(ply.checked_sub(1)?)?.1.as_deref()
    }
}

/// One piece of a line of the list.
#[derive(Debug, PartialEq)]
enum Item<'a> {
    /// A move (the position after `ply` moves), as shown: token, verdict symbol and the
    /// note when it fits; `whole` has the note in any case (what a screen reader says).
    Move { ply: usize, played: &'a Played, text: String, whole: String },
    /// A move's note, or the part of it that went on to the next line.
    Note(String),
}

/// One line of the list: a turn's first line has its number and player.
#[derive(Debug, PartialEq)]
struct Line<'a> {
    turn: Option<(usize, Player)>,
    items: Vec<Item<'a>>,
}

/// Lays the turns out in lines of at most `width` characters after the number and swatch:
/// moves side by side while they fit, a long note wrapped by words onto the lines below its
/// move. Every line has the same height, so only the visible ones need drawing.
fn lines<'a>(
    turns: &[Turn<'a>],
    notes: &Notes,
    verdicts: &[Verdict],
    width: usize,
    gap: usize,
) -> Vec<Line<'a>> {
    let width = width.max(8);
    let mut out = Vec::new();
    for turn in turns {
        let mut line = Line { turn: Some((turn.number, turn.by)), items: Vec::new() };
        let mut used = 0;
        for (ply, played) in &turn.moves {
            let symbol = verdicts.get(ply - 1).map_or("", |v| v.symbol());
            let token = format!("{}{symbol}", played.token);
            let note = notes.get(*ply);
            let whole = match note {
                Some(note) => format!("{token} ({note})"),
                None => token.clone(),
            };
            if used > 0 && used + gap + whole.chars().count().min(width) > width {
                out.push(std::mem::replace(&mut line, Line { turn: None, items: Vec::new() }));
                used = 0;
            }
            // The room between this move and the one before it on the line.
            let before = if used > 0 { used + gap } else { 0 };
            let fits = whole.chars().count() <= width.saturating_sub(before);
            let text = if fits { whole.clone() } else { token };
            used = before + text.chars().count();
            line.items.push(Item::Move { ply: *ply, played, text, whole: whole.clone() });
            if let (false, Some(note)) = (fits, note) {
                for part in wrap(&format!("({note})"), width) {
                    out.push(std::mem::replace(&mut line, Line { turn: None, items: Vec::new() }));
                    used = part.chars().count();
                    line.items.push(Item::Note(part));
                }
            }
        }
        out.push(line);
    }
    out
}

/// `text` in lines of at most `width` characters, broken between words (a word longer than a
/// line is cut).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let extra = usize::from(!line.is_empty()) + word.chars().count();
        if !line.is_empty() && line.chars().count() + extra > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while line.chars().count() > width {
            let cut: String = line.chars().take(width).collect();
            line = line.chars().skip(width).collect();
            lines.push(cut);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The list; `verdicts` (the game's review, if any, one per move) mark each move with its
/// symbol (`?!`, `?`, `??`) and colour.
pub fn show(
    ui: &mut Ui,
    session: &Session,
    notes: &Notes,
    verdicts: &[Verdict],
    out: &mut Vec<Command>,
) {
    let cursor = session.cursor();
    ui.heading(t!("list-title"));
    ui.separator();
    let turns = turns(session.moves());
    let ending = session.agreement().map(agreement_text);
    // The number and swatch take the start of each line; moves and notes wrap in the rest,
    // so nothing is cut off and nothing scrolls sideways.
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let char_width = ui.fonts_mut(|f| f.glyph_width(&font, 'M')).max(1.0);
    let spacing = ui.spacing();
    let swatch = ui.text_style_height(&egui::TextStyle::Body) + 2.0;
    let lead = 4.0 * char_width + swatch + 2.0 * spacing.item_spacing.x;
    // A move's highlight pads it on both sides (the scroll bar floats over the edge).
    let room = ui.available_width() - lead - 2.0 * spacing.button_padding.x;
    let chars = (room / char_width) as usize;
    // Between two moves: the spacing and each highlight's padding, in characters.
    let gap = ((spacing.item_spacing.x + 2.0 * spacing.button_padding.x) / char_width).ceil();
    let lines = lines(&turns, notes, verdicts, chars, gap as usize);
    // One row per line, and only the visible lines are laid out: a long Stratego game has a
    // thousand moves.
    let row = ui.spacing().interact_size.y.max(ui.text_style_height(&egui::TextStyle::Monospace));
    if ui.selectable_label(cursor == 0, t!("list-start")).clicked() {
        out.push(Command::GoTo(0));
    }
    ScrollArea::vertical().auto_shrink([false, false]).stick_to_bottom(true).show_rows(
        ui,
        row,
        lines.len() + usize::from(ending.is_some()),
        |ui, range| {
            for line in &lines[range.start.min(lines.len())..range.end.min(lines.len())] {
                line_row(ui, row, session, verdicts, line, out);
            }
            if let Some(ending) = ending.as_ref().filter(|_| range.end > lines.len()) {
                // The players' ending is the list's last row.
                ui.label(RichText::new(ending).strong());
            }
        },
    );
}

/// One line: a turn's number and player's colour (or the room they take), then its moves with
/// the review's verdict on each (the shown one selected, the redo list greyed) and notes.
fn line_row(
    ui: &mut Ui,
    row: f32,
    session: &Session,
    verdicts: &[Verdict],
    line: &Line<'_>,
    out: &mut Vec<Command>,
) {
    let cursor = session.cursor();
    ui.horizontal(|ui| {
        ui.set_height(row);
        let number = line.turn.map_or(String::new(), |(n, _)| format!("{n:>3}."));
        ui.label(RichText::new(format!("{number:<4}")).monospace().weak());
        match line.turn {
            Some((_, by)) => {
                theme::swatch(ui, session.setup().id(), by);
            }
            None => {
                let size = ui.text_style_height(&egui::TextStyle::Body) + 2.0;
                ui.add_space(size);
            }
        }
        for item in &line.items {
            match item {
                Item::Move { ply, text, whole, .. } => {
                    let verdict = verdicts.get(ply - 1).copied();
                    let mut text = RichText::new(text).monospace();
                    if let Some(colour) = verdict.and_then(theme::verdict_colour) {
                        text = text.color(colour).strong();
                    }
                    if *ply > cursor {
                        text = text.weak().italics();
                    }
                    let selected = *ply == cursor;
                    let mut response = ui.selectable_label(selected, text);
                    response.widget_info(|| {
                        egui::WidgetInfo::selected(egui::Role::Button, true, selected, whole)
                    });
                    if let Some(verdict) = verdict {
                        response = response.on_hover_text(t!(
                            "list-review",
                            verdict = crate::words::verdict_name(verdict)
                        ));
                    }
                    if response.clicked() {
                        out.push(Command::GoTo(*ply));
                    }
                }
                Item::Note(text) => {
                    ui.label(RichText::new(text).monospace().weak());
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A move as a Strata 5 session records it: a block ends the turn.
    fn played(token: &str, by: u8) -> Played {
        Played { token: token.to_string(), by: Player(by), ends_turn: token.starts_with('#') }
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
        let rows = turns(&moves);
        let shape: Vec<(usize, u8, Vec<usize>)> = rows
            .iter()
            .map(|t| (t.number, t.by.0, t.moves.iter().map(|(ply, _)| *ply).collect()))
            .collect();
        assert_eq!(shape, vec![(1, 0, vec![1, 2, 3]), (2, 0, vec![4, 5]), (3, 1, vec![6])]);
        assert!(turns(&[]).is_empty());
    }

    #[test]
    fn long_notes_wrap_under_their_move_and_moves_share_lines_while_they_fit() {
        let moves =
            vec![played("2@b1", 0), played("3@g2", 0), played("#c1", 0), played("b5-b6", 1)];
        let turns = turns(&moves);
        let mut notes = Notes::default();
        for (i, m) in moves.iter().enumerate() {
            let note = (i == 3).then(|| "+1 for White: objective b6".to_string());
            notes.notes.push((m.token.clone(), note));
        }
        let lines = lines(&turns, &notes, &[], 16, 1);
        let texts: Vec<Vec<String>> = lines
            .iter()
            .map(|l| {
                l.items
                    .iter()
                    .map(|i| match i {
                        Item::Move { text, .. } | Item::Note(text) => text.clone(),
                    })
                    .collect()
            })
            .collect();
        assert_eq!(
            texts,
            [
                vec!["2@b1", "3@g2", "#c1"],
                vec!["b5-b6"],
                vec!["(+1 for White:"],
                vec!["objective b6)"],
            ]
        );
        assert_eq!(lines[1].turn, Some((2, Player(1))));
        assert_eq!(lines[2].turn, None);
        // Every line keeps within its width: nothing is cut, nothing scrolls sideways.
        for (line, texts) in lines.iter().zip(&texts) {
            let width: usize = texts.iter().map(|t| t.chars().count() + 1).sum::<usize>() - 1;
            assert!(width <= 16, "{line:?}");
        }
    }

    #[test]
    fn words_wrap_and_a_word_too_long_is_cut() {
        assert_eq!(wrap("(2 loses to 7)", 8), ["(2 loses", "to 7)"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
    }

    #[test]
    fn the_room_between_moves_counts_when_lines_wrap() {
        let moves = vec![played("2@b1", 0), played("3@g2", 0), played("#c1", 0)];
        let turns = turns(&moves);
        let notes = Notes::default();
        let count = |gap| lines(&turns, &notes, &[], 13, gap).len();
        assert_eq!(count(1), 1, "13 characters with one between moves");
        // With the highlight's padding three characters wide, #c1 goes to the next line (it
        // used to be cut off at the list's edge).
        assert_eq!(count(3), 2);
    }
}
