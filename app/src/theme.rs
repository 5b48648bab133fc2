//! Colours and player marks. Colours come from colour-blind-safe sets (Okabe–Ito, and a
//! lightness ramp for levels) and never carry meaning alone: every player also has a shape,
//! every level a number, every verdict a mark (✓ / ✕) and a sentence.

use egui::{Color32, Painter, Pos2, Shape, Stroke, vec2};
use strata_core::{GameId, Player};

/// A legal target or placement (Okabe–Ito bluish green).
pub const GOOD: Color32 = Color32::from_rgb(0x00, 0x9E, 0x73);
/// A refused placement (Okabe–Ito vermillion).
pub const BAD: Color32 = Color32::from_rgb(0xD5, 0x5E, 0x00);
/// Selection and last-move marks (Okabe–Ito sky blue).
pub const FOCUS: Color32 = Color32::from_rgb(0x56, 0xB4, 0xE9);
pub const INK: Color32 = Color32::from_rgb(0x1E, 0x1E, 0x1E);

/// Strata 5 block tints by level 1..=5: from dark slate to pale ivory, so levels differ by
/// lightness (which every kind of colour vision sees) as well as by hue.
pub const LEVELS: [Color32; 5] = [
    Color32::from_rgb(0x4A, 0x55, 0x78),
    Color32::from_rgb(0x3F, 0x86, 0x8C),
    Color32::from_rgb(0x8F, 0xAE, 0x6E),
    Color32::from_rgb(0xE0, 0xBA, 0x6C),
    Color32::from_rgb(0xF6, 0xEC, 0xC8),
];

pub fn level_tint(level: u8) -> Color32 {
    LEVELS[usize::from(level.clamp(1, 5)) - 1]
}

/// A shape that tells players apart without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Circle,
    Square,
    Triangle,
    Diamond,
}

impl Mark {
    /// Paints the mark centred on `c` with radius `r`.
    pub fn paint(self, painter: &Painter, c: Pos2, r: f32, fill: Color32, stroke: Stroke) {
        painter.add(self.shape(c, r, fill, stroke));
    }

    pub fn shape(self, c: Pos2, r: f32, fill: Color32, stroke: Stroke) -> Shape {
        match self {
            Mark::Circle => {
                Shape::Circle(egui::epaint::CircleShape { center: c, radius: r, fill, stroke })
            }
            Mark::Square => {
                let d = r * 0.85;
                Shape::convex_polygon(
                    vec![c + vec2(-d, -d), c + vec2(d, -d), c + vec2(d, d), c + vec2(-d, d)],
                    fill,
                    stroke,
                )
            }
            Mark::Triangle => Shape::convex_polygon(
                vec![c + vec2(0.0, -r), c + vec2(r * 0.95, r * 0.7), c + vec2(-r * 0.95, r * 0.7)],
                fill,
                stroke,
            ),
            Mark::Diamond => Shape::convex_polygon(
                vec![c + vec2(0.0, -r), c + vec2(r, 0.0), c + vec2(0.0, r), c + vec2(-r, 0.0)],
                fill,
                stroke,
            ),
        }
    }
}

/// The high-contrast theme: black panels, white text, white outlines on every widget, a
/// strong selection colour.
pub fn high_contrast() -> egui::Visuals {
    let mut v = egui::Visuals::dark();
    v.override_text_color = Some(Color32::WHITE);
    // The boards' labels (coordinates, levels) are drawn in the weak text colour: near white
    // here, not the grey of the other themes.
    v.weak_text_color = Some(Color32::from_gray(235));
    v.panel_fill = Color32::BLACK;
    v.window_fill = Color32::BLACK;
    v.extreme_bg_color = Color32::BLACK;
    v.faint_bg_color = Color32::from_gray(24);
    v.window_stroke = Stroke::new(2.0, Color32::WHITE);
    v.selection.bg_fill = Color32::from_rgb(0x00, 0x5F, 0xCC);
    v.selection.stroke = Stroke::new(2.0, Color32::WHITE);
    v.hyperlink_color = Color32::from_rgb(0x7F, 0xD4, 0xFF);
    for w in [
        &mut v.widgets.noninteractive,
        &mut v.widgets.inactive,
        &mut v.widgets.hovered,
        &mut v.widgets.active,
        &mut v.widgets.open,
    ] {
        w.fg_stroke = Stroke::new(w.fg_stroke.width.max(1.5), Color32::WHITE);
        w.bg_stroke = Stroke::new(w.bg_stroke.width.max(1.5), Color32::WHITE);
    }
    v.widgets.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_gray(200));
    v.widgets.inactive.bg_fill = Color32::from_gray(20);
    v.widgets.inactive.weak_bg_fill = Color32::from_gray(20);
    v.widgets.hovered.bg_fill = Color32::from_gray(60);
    v.widgets.hovered.weak_bg_fill = Color32::from_gray(60);
    v
}

/// How a player looks: fill colour, an outline colour that contrasts with it, a shape.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    pub fill: Color32,
    pub outline: Color32,
    pub mark: Mark,
}

pub fn player_look(game: GameId, p: Player) -> Look {
    crate::games::of(game).look(p)
}

/// A player's name as shown, in the window's language ("dark-brown" → "Dark brown", "Brun
/// foncé").
pub use crate::i18n::player as display_name;
/// A sentence's first letter in upper case.
pub use strata_core::game::capitalise;

/// The player's colour swatch with their shape on it, sized like text.
pub fn swatch(ui: &mut egui::Ui, game: GameId, p: Player) -> egui::Response {
    let size = ui.text_style_height(&egui::TextStyle::Body) + 2.0;
    let (rect, response) = ui.allocate_exact_size(vec2(size, size), egui::Sense::hover());
    let look = player_look(game, p);
    let painter = ui.painter();
    painter.rect(rect, 3.0, look.fill, Stroke::new(1.0, INK), egui::StrokeKind::Inside);
    look.mark.paint(painter, rect.center(), size * 0.24, look.outline, Stroke::NONE);
    response
}

/// Mixes `c` towards black (`amount` < 0) or white (`amount` > 0).
pub fn shade(c: Color32, amount: f32) -> Color32 {
    let target = if amount < 0.0 { Color32::BLACK } else { Color32::WHITE };
    c.lerp_to_gamma(target, amount.abs().min(1.0))
}

/// A review verdict's colour in the move list and on the review graph (none for best and
/// good moves).
pub fn verdict_colour(verdict: strata_core::review::Verdict) -> Option<Color32> {
    use strata_core::review::Verdict;
    match verdict {
        Verdict::Best | Verdict::Good => None,
        Verdict::Inaccuracy => Some(Color32::from_rgb(0xE6, 0xA8, 0x17)),
        Verdict::Mistake => Some(BAD),
        Verdict::Blunder => Some(Color32::from_rgb(0xC0, 0x1C, 0x28)),
    }
}

/// A yes/no question in a dialog: `Some(true)` for `yes`, `Some(false)` for `no`, Escape or a
/// click beside it, `None` while it waits.
pub fn confirm(
    ctx: &egui::Context,
    id: &'static str,
    heading: &str,
    text: &str,
    [yes, no]: [&str; 2],
) -> Option<bool> {
    let response = dialog(id).show(ctx, |ui| {
        ui.set_width(360.0);
        ui.heading(heading);
        ui.label(text);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(yes).clicked() {
                return Some(true);
            }
            ui.button(no).clicked().then_some(false)
        })
        .inner
    });
    response.inner.or(response.should_close().then_some(false))
}

/// A modal dialog whose top edge stays put: it grows downwards when its contents change,
/// instead of re-centring and jumping under the pointer.
///
/// The dialog sits one order below egui's popups. Both are `Foreground` by default, and then a
/// drop-down reopened in the same frame as a click on the dialog (a press and release that
/// arrive together, as from xdotool or a quick tap) kept its old place *under* the dialog:
/// its items could not be clicked, and the click fell on the backdrop and closed the dialog.
pub fn dialog(id: &'static str) -> egui::Modal {
    let id = egui::Id::unique(id);
    let area = egui::Modal::default_area(id)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 72.0))
        .order(egui::Order::Middle);
    egui::Modal::new(id).area(area)
}

/// A dialog's contents, scrolling in a short window (a small window at 200% is 280 points
/// high), keeping `below` points for what follows them. The dialog sits 72 points from the top.
pub fn scroll_to_fit<R>(
    ui: &mut egui::Ui,
    below: f32,
    add_contents: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let room = ui.ctx().content_rect().height() - 110.0 - below;
    if room >= ROOMY {
        return add_contents(ui);
    }
    ui.scope(|ui| {
        // A solid bar beside the contents: a floating one would lie over the ends of the lines
        // that wrap to the full width.
        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        // It fills the room: a scroll area that shrinks to its contents keeps its first height
        // when they grow (egui 0.37), and the new rows then lie beyond its clip, out of reach.
        egui::ScrollArea::vertical()
            .max_height(room.max(80.0))
            .auto_shrink([true, false])
            .show(ui, add_contents)
            .inner
    })
    .inner
}

/// Every dialog's contents fit in this height (New game with four players is the tallest).
const ROOMY: f32 = 560.0;

/// A dialog's width in a window this wide: `wanted`, or less in a narrow window.
pub fn dialog_width(ctx: &egui::Context, wanted: f32) -> f32 {
    (ctx.content_rect().width() - 48.0).clamp(240.0, wanted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn high_contrast_board_labels_are_near_white() {
        // The boards draw coordinates and levels in the weak text colour.
        let weak = high_contrast().weak_text_color();
        assert!(weak.r() >= 220 && weak.g() >= 220 && weak.b() >= 220, "{weak:?}");
        assert!(egui::Visuals::dark().weak_text_color().r() < 220, "the dark theme's is grey");
    }

    /// A drop-down's list is a `Foreground` area. When the list and the dialog are raised in
    /// the same frame (a press and a release that arrive together reopen the list while the
    /// press raises the dialog), egui keeps their old order, and a list shown before a dialog
    /// reopened stayed under it: the seat menu's items could not be clicked.
    #[test]
    fn a_list_opens_above_the_dialog_whatever_was_raised_last() {
        let ctx = egui::Context::default();
        let list = egui::LayerId::new(egui::Order::Foreground, egui::Id::unique("seat list"));
        let at = egui::pos2(300.0, 300.0);
        let run = |f: &mut dyn FnMut(&mut egui::Ui)| {
            // No painter here: the frame's new textures are dropped on purpose.
            ctx.run_ui(egui::RawInput::default(), f).textures_delta.clear();
        };
        let frame = |show_list: bool| {
            run(&mut |ui| {
                let shown = dialog("test-dialog").show(ui.ctx(), |ui| ui.label("New game"));
                if show_list {
                    egui::Area::new(list.id)
                        .order(egui::Order::Foreground)
                        .fixed_pos(at)
                        .show(ui.ctx(), |ui| ui.label("Computer (hard)"));
                    // The click on the dialog raises it in the same frame.
                    let dialog = shown.response.layer_id;
                    ui.ctx().memory_mut(|m| m.areas_mut().move_to_top(dialog));
                }
            });
        };
        // The list was shown once before the dialog came back on top of it.
        run(&mut |ui| {
            egui::Area::new(list.id)
                .order(egui::Order::Foreground)
                .fixed_pos(at)
                .show(ui.ctx(), |ui| ui.label("Computer (hard)"));
        });
        frame(false);
        frame(false);
        frame(true);
        frame(true);
        let hit = egui::pos2(at.x + 5.0, at.y + 5.0);
        assert_eq!(ctx.layer_id_at(hit), Some(list), "the list is under the dialog");
    }

    fn lightness(c: Color32) -> f32 {
        0.2126 * f32::from(c.r()) + 0.7152 * f32::from(c.g()) + 0.0722 * f32::from(c.b())
    }

    #[test]
    fn levels_grow_lighter_so_they_read_without_hue() {
        for pair in LEVELS.windows(2) {
            assert!(lightness(pair[1]) > lightness(pair[0]) + 12.0, "{pair:?}");
        }
    }

    #[test]
    fn players_differ_by_shape_and_by_lightness() {
        for (game, n) in [
            (GameId::Strata5, 2u8),
            (GameId::Stratum, 4),
            (GameId::Strata7, 2),
            (GameId::Stratego, 2),
        ] {
            let looks: Vec<Look> = (0..n).map(|p| player_look(game, Player(p))).collect();
            for (i, a) in looks.iter().enumerate() {
                for b in &looks[i + 1..] {
                    assert_ne!(a.mark, b.mark);
                    assert!((lightness(a.fill) - lightness(b.fill)).abs() > 20.0);
                }
            }
        }
    }

    /// sRGB 0..255 → linear 0..1.
    fn linear(c: u8) -> f64 {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    }

    /// Linear RGB → CIELAB (D65).
    fn lab([r, g, b]: [f64; 3]) -> [f64; 3] {
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f64| if t > 0.008856 { t.cbrt() } else { 7.787 * t + 16.0 / 116.0 };
        [116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))]
    }

    /// Full protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009,
    /// severity 1), on linear RGB.
    const VISIONS: [(&str, [[f64; 3]; 3]); 4] = [
        ("normal vision", [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]),
        (
            "protanopia",
            [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
        ),
        (
            "deuteranopia",
            [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        ),
        (
            "tritanopia",
            [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        ),
    ];

    /// How a colour looks to a person with this colour vision, in CIELAB.
    fn seen(c: Color32, m: &[[f64; 3]; 3]) -> [f64; 3] {
        let rgb = [linear(c.r()), linear(c.g()), linear(c.b())];
        let row = |r: &[f64; 3]| (r[0] * rgb[0] + r[1] * rgb[1] + r[2] * rgb[2]).clamp(0.0, 1.0);
        lab([row(&m[0]), row(&m[1]), row(&m[2])])
    }

    /// Every two players of a game stay apart for every kind of colour blindness: at least
    /// 20 CIE76 units (clearly different at a glance), on top of their different shapes. The
    /// board behind them is the same in both themes, so this holds in both.
    #[test]
    fn players_stay_apart_in_simulated_colour_blindness() {
        let mut closest = f64::MAX;
        for (game, n) in [
            (GameId::Strata5, 2u8),
            (GameId::Stratum, 4),
            (GameId::Strata7, 2),
            (GameId::Stratego, 2),
        ] {
            for (vision, m) in &VISIONS {
                for a in 0..n {
                    for b in a + 1..n {
                        let (x, y) = (player_look(game, Player(a)), player_look(game, Player(b)));
                        let (p, q) = (seen(x.fill, m), seen(y.fill, m));
                        let distance =
                            ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2))
                                .sqrt();
                        closest = closest.min(distance);
                        assert!(distance >= 20.0, "{game} {a}/{b} with {vision}: {distance:.1}");
                    }
                }
            }
        }
        // The simulations keep white white (a wrong matrix would tint it).
        for (vision, m) in &VISIONS {
            let [l, a, b] = seen(Color32::WHITE, m);
            assert!((l - 100.0).abs() < 1.0 && a.abs() < 2.0 && b.abs() < 2.0, "{vision}");
        }
        eprintln!("closest pair of players: {closest:.1} CIE76 units");
    }

    #[test]
    fn names_read_as_words() {
        assert_eq!(display_name("dark-brown"), "Dark brown");
        assert_eq!(display_name("red"), "Red");
    }
}
