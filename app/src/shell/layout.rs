//! The side panels around the board, and how much of the window each gets.

use crate::panels::rules::RulesPanel;

/// The side panels around the board.
#[derive(Debug)]
pub(super) struct Panels {
    pub rules: RulesPanel,
    /// The player wants the move list (it still folds away when the window is too narrow).
    pub show_moves: bool,
    /// The window's width last frame, for commands that open a side panel.
    pub width: f32,
}

/// How wide the side panels may be in a window this wide. The board keeps at least
/// `MIN_BOARD`: the move list gives way first (it folds to a strip), the rules panel shrinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct SideWidths {
    /// The move list's width, or `None` when it must fold away.
    pub moves: Option<f32>,
    /// The rules panel's width (0 when it is closed).
    pub rules: f32,
}

impl SideWidths {
    pub const MIN_BOARD: f32 = 420.0;
    /// The narrowest and widest each panel gets.
    pub const MOVES: (f32, f32) = (150.0, 260.0);
    pub const RULES: (f32, f32) = (240.0, 380.0);

    pub fn for_window(width: f32, rules_open: bool) -> SideWidths {
        let rules =
            if rules_open { (width * 0.3).clamp(Self::RULES.0, Self::RULES.1) } else { 0.0 };
        let moves = (width * 0.2).clamp(Self::MOVES.0, Self::MOVES.1);
        let fits = width - rules - moves >= Self::MIN_BOARD;
        SideWidths { moves: fits.then_some(moves), rules }
    }
}

#[cfg(test)]
mod tests {
    use super::SideWidths;

    #[test]
    fn side_panels_give_way_to_the_board() {
        // A roomy window keeps both panels at their widest.
        let wide = SideWidths::for_window(1600.0, true);
        assert_eq!(wide, SideWidths { moves: Some(260.0), rules: 380.0 });
        // 800 px: the move list fits alone, but folds away when the rules open.
        let small = SideWidths::for_window(800.0, false);
        assert_eq!(small.moves, Some(160.0));
        let small = SideWidths::for_window(800.0, true);
        assert_eq!(small.moves, None);
        assert!((small.rules - 240.0).abs() < 0.01, "{}", small.rules);
        // Whatever the width, what is left for the board is at least its minimum (or the
        // whole window beside the narrowest rules panel).
        for width in [720.0, 800.0, 1000.0, 1280.0, 1920.0] {
            for rules in [false, true] {
                let s = SideWidths::for_window(width, rules);
                let board = width - s.rules - s.moves.unwrap_or(0.0);
                assert!(board >= SideWidths::MIN_BOARD.min(width - 240.0), "{width} {rules}");
            }
        }
    }
}
