//! The clock of the short animation that plays the last move (a pawn sliding, a block dropping,
//! a captured piece fading): one per view, restarted whenever the shown move changes.

use egui::Ui;

use super::BoardCtx;

/// How long a move's animation lasts, in seconds.
pub const DURATION: f64 = 0.25;

#[derive(Debug, Default)]
pub struct MoveClock {
    /// The move being animated: the ply it led to and its notation.
    shown: Option<(usize, String)>,
    /// When its animation started (egui's input time).
    start: f64,
}

impl MoveClock {
    /// How far the animation of the shown move has run, from 0 (just played) to 1 (done; also
    /// when animations are off or no move led to the position). Asks for the next frame only
    /// while it runs.
    pub fn progress<G: ?Sized>(&mut self, ui: &Ui, ctx: &BoardCtx<'_, G>) -> f32 {
        let Some(token) = ctx.last_move.filter(|_| ctx.animate) else {
            self.shown = None;
            return 1.0;
        };
        let now = ui.input(|i| i.time);
        let key = (ctx.ply, token.to_string());
        if self.shown.as_ref() != Some(&key) {
            self.shown = Some(key);
            self.start = now;
        }
        let t = ((now - self.start) / DURATION).clamp(0.0, 1.0) as f32;
        if t < 1.0 {
            ui.ctx().request_repaint();
        }
        t
    }
}

/// Eases the animation's progress: fast start, gentle landing.
pub fn ease(t: f32) -> f32 {
    let u = 1.0 - t.clamp(0.0, 1.0);
    1.0 - u * u * u
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn easing_starts_at_zero_ends_at_one_and_never_goes_back() {
        assert_eq!(ease(0.0), 0.0);
        assert_eq!(ease(1.0), 1.0);
        let mut last = 0.0;
        for i in 1..=20 {
            let e = ease(i as f32 / 20.0);
            assert!(e >= last, "{i}");
            last = e;
        }
        assert_eq!(ease(-1.0), 0.0);
        assert_eq!(ease(2.0), 1.0);
    }
}
