//! How a Stratego piece looks: a tile in its army's colour with the army's mark in a corner.
//! A known piece shows its rank as a big number (Marshal 10 … Scout 2), `S` for the Spy, and a
//! drawn bomb or flag; an unknown one shows only its back. Small marks say what the other side
//! knows: an eye (its rank is known) and a chevron (it has moved, so it is no Bomb or Flag).

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, pos2, vec2};
use strata_core::games::stratego::Rank;
use strata_core::{GameId, Player};

use crate::t;
use crate::theme::{INK, player_look, shade};
use crate::views::paint;

/// What a tile shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    pub owner: Player,
    /// The rank, or `None` for a piece seen from the back.
    pub rank: Option<Rank>,
    /// The other side knows this piece's rank (a revealed piece).
    pub known: bool,
    /// The piece has moved (known to be neither Bomb nor Flag).
    pub moved: bool,
}

/// The big symbol of a rank: its strength, or the Spy's letter (Bomb and Flag are drawn).
pub fn symbol(rank: Rank) -> &'static str {
    match rank {
        Rank::Marshal => "10",
        Rank::General => "9",
        Rank::Colonel => "8",
        Rank::Major => "7",
        Rank::Captain => "6",
        Rank::Lieutenant => "5",
        Rank::Sergeant => "4",
        Rank::Miner => "3",
        Rank::Scout => "2",
        Rank::Spy => "S",
        Rank::Bomb => "B",
        Rank::Flag => "F",
    }
}

/// The rank's key in the messages (`board-rank`'s variants).
fn key(rank: Rank) -> &'static str {
    match rank {
        Rank::Marshal => "marshal",
        Rank::General => "general",
        Rank::Colonel => "colonel",
        Rank::Major => "major",
        Rank::Captain => "captain",
        Rank::Lieutenant => "lieutenant",
        Rank::Sergeant => "sergeant",
        Rank::Miner => "miner",
        Rank::Scout => "scout",
        Rank::Spy => "spy",
        Rank::Bomb => "bomb",
        Rank::Flag => "flag",
    }
}

/// The rank's name in the window's language: "Captain", "Capitaine".
pub fn name(rank: Rank) -> String {
    t!("board-rank", rank = key(rank))
}

/// "Captain (6)", "Spy", "Bomb".
pub fn title(rank: Rank) -> String {
    match rank {
        Rank::Spy | Rank::Bomb | Rank::Flag => name(rank),
        _ => format!("{} ({})", name(rank), symbol(rank)),
    }
}

/// "8 Scouts", "1 Flag".
pub fn counted(rank: Rank, n: usize) -> String {
    let plural = t!("board-rank-plural", rank = key(rank));
    t!("board-rank-count", count = n, name = name(rank), plural = plural)
}

/// "the Scout" ("l’Éclaireur"): the rank's name with its article.
pub fn the(rank: Rank) -> String {
    t!("board-the", rank = key(rank), piece = name(rank))
}

/// "your Captain (6)", or `player`'s ("Red's Captain (6)", "le Capitaine (6) de Rouge").
pub fn whose(rank: Rank, player: Option<String>) -> String {
    match player {
        None => t!("board-piece-yours", piece = title(rank)),
        Some(player) => {
            t!("board-piece-of", rank = key(rank), piece = title(rank), player = player)
        }
    }
}

/// Paints a tile filling `rect` (one board square).
pub fn paint(painter: &Painter, rect: Rect, tile: Tile) {
    let s = rect.width().min(rect.height());
    let body = rect.shrink(s * 0.07);
    let look = player_look(GameId::Stratego, tile.owner);
    painter.rect(body, s * 0.12, look.fill, Stroke::new(1.2, INK), StrokeKind::Inside);
    // The army's mark, top left: the sides differ by shape, not by colour alone.
    look.mark.paint(
        painter,
        body.left_top() + vec2(s * 0.14, s * 0.14),
        s * 0.075,
        Color32::WHITE,
        Stroke::NONE,
    );
    match tile.rank {
        Some(rank) => face(painter, body, s, rank),
        None => back(painter, body, s, look.fill),
    }
    if tile.known {
        eye(painter, body.right_top() + vec2(-s * 0.16, s * 0.14), s * 0.1);
    }
    if tile.moved {
        let at = body.left_bottom() + vec2(s * 0.1, -s * 0.12);
        let d = s * 0.05;
        let stroke = Stroke::new((s * 0.035).max(1.0), Color32::WHITE.gamma_multiply(0.8));
        for k in 0..2 {
            let x = at.x + k as f32 * d * 1.4;
            painter.line_segment([pos2(x, at.y - d), pos2(x + d, at.y)], stroke);
            painter.line_segment([pos2(x + d, at.y), pos2(x, at.y + d)], stroke);
        }
    }
}

fn face(painter: &Painter, body: Rect, s: f32, rank: Rank) {
    let centre = body.center() - vec2(0.0, if s >= 40.0 { s * 0.08 } else { 0.0 });
    match rank {
        Rank::Bomb => bomb(painter, centre, s * 0.2),
        Rank::Flag => flag(painter, centre, s * 0.22),
        _ => {
            let font = FontId::proportional(s * if rank == Rank::Marshal { 0.4 } else { 0.46 });
            // A dark shadow under white text keeps it readable on either army's colour.
            let shadow = Color32::from_black_alpha(150);
            painter.text(
                centre + vec2(1.0, 1.0),
                Align2::CENTER_CENTER,
                symbol(rank),
                font.clone(),
                shadow,
            );
            painter.text(centre, Align2::CENTER_CENTER, symbol(rank), font, Color32::WHITE);
        }
    }
    if s >= 40.0 {
        // The name fits the tile's width ("Lieutenant" was clipped to "ieutenant").
        let name = name(rank);
        let size = paint::fitted_size(painter, &name, (s * 0.16).min(13.0), body.width() * 0.92);
        painter.text(
            pos2(body.center().x, body.bottom() - s * 0.05),
            Align2::CENTER_BOTTOM,
            name,
            FontId::proportional(size),
            Color32::WHITE,
        );
    }
}

fn back(painter: &Painter, body: Rect, s: f32, fill: Color32) {
    let inner = body.shrink(s * 0.14);
    painter.rect(
        inner,
        s * 0.06,
        shade(fill, -0.22),
        Stroke::new(1.0, shade(fill, 0.25)),
        StrokeKind::Inside,
    );
    // A lattice: clearly a back, never mistaken for a number.
    let line = Stroke::new(1.0, shade(fill, 0.18));
    let n = 4;
    for k in 1..n {
        let t = k as f32 / n as f32;
        painter
            .line_segment([inner.lerp_inside(vec2(t, 0.0)), inner.lerp_inside(vec2(0.0, t))], line);
        painter
            .line_segment([inner.lerp_inside(vec2(t, 1.0)), inner.lerp_inside(vec2(1.0, t))], line);
    }
    painter.line_segment([inner.left_bottom(), inner.right_top()], line);
}

fn bomb(painter: &Painter, c: Pos2, r: f32) {
    painter.circle_filled(c + vec2(0.0, r * 0.2), r, INK);
    painter.circle_filled(c + vec2(-r * 0.35, -r * 0.1), r * 0.25, Color32::from_gray(120));
    let fuse =
        vec![c + vec2(r * 0.5, -r * 0.6), c + vec2(r * 0.9, -r * 1.0), c + vec2(r * 1.2, -r * 0.9)];
    painter.add(Shape::line(fuse, Stroke::new((r * 0.18).max(1.0), Color32::WHITE)));
    painter.circle_filled(
        c + vec2(r * 1.25, -r * 0.95),
        r * 0.22,
        Color32::from_rgb(0xF0, 0xE4, 0x42),
    );
}

fn flag(painter: &Painter, c: Pos2, r: f32) {
    let pole = Stroke::new((r * 0.16).max(1.0), Color32::WHITE);
    let (top, bottom) = (c + vec2(-r * 0.6, -r * 1.1), c + vec2(-r * 0.6, r * 1.1));
    painter.line_segment([top, bottom], pole);
    painter.add(Shape::convex_polygon(
        vec![top, top + vec2(r * 1.5, r * 0.45), top + vec2(0.0, r * 0.9)],
        Color32::WHITE,
        Stroke::NONE,
    ));
}

fn eye(painter: &Painter, c: Pos2, r: f32) {
    let stroke = Stroke::new((r * 0.3).max(1.0), Color32::WHITE);
    let lid: Vec<Pos2> = (0..=8)
        .map(|k| {
            let t = std::f32::consts::PI * k as f32 / 8.0;
            c + vec2(-r * 1.2 * t.cos(), -r * 0.7 * t.sin())
        })
        .chain((0..=8).map(|k| {
            let t = std::f32::consts::PI * k as f32 / 8.0;
            c + vec2(r * 1.2 * t.cos(), r * 0.7 * t.sin())
        }))
        .collect();
    painter.add(Shape::closed_line(lid, stroke));
    painter.circle_filled(c, r * 0.4, Color32::WHITE);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rank_has_a_distinct_symbol() {
        let mut symbols: Vec<&str> = Rank::ALL.iter().map(|r| symbol(*r)).collect();
        symbols.sort_unstable();
        symbols.dedup();
        assert_eq!(symbols.len(), 12);
        assert_eq!(title(Rank::Captain), "Captain (6)");
        assert_eq!(title(Rank::Spy), "Spy");
    }
}
