//! Stratum, in the project's own words (IDs as in `shared/rules/stratum.md`).

use super::{Section, ours, rule};

pub const SECTIONS: &[Section] = &[
    Section {
        title: "The board and the pieces",
        rules: &[
            ours(
                "SM-G1",
                "A hexagon of hexagons",
                "The board is a large hexagon made of 61 small hexagonal cells, five along each \
                 side. You can also choose a larger board with six cells per side (91 cells).",
                "The booklet's pictures are lost. Its count of 48 cells visible at the end plus \
                 13 that can never be used gives 61 cells. The 91-cell board is our variant and \
                 keeps the same number of pieces.",
            ),
            rule(
                "SM-G2",
                "Coordinates",
                "Cells are named as on an Abalone board: a row letter from A at the bottom \
                 upwards, then a number. In the lower half every row starts at 1; from the middle \
                 row up, every row ends at the highest number. The three straight lines through a \
                 cell are its row, its numbered line (same number, next letter) and its diagonal \
                 (next letter and next number).",
            ),
            ours(
                "SM-G3",
                "Bars of four",
                "Every piece is a straight bar four cells long, lying along one of the three \
                 lines. A move names the bar's two end cells, lower one first: C3-C6.",
                "The only published description speaks of \"4-wide hex pieces\"; we read that as \
                 a straight bar of four cells.",
            ),
        ],
    },
    Section {
        title: "Setting up",
        rules: &[
            rule(
                "SM-S1",
                "Pieces per player",
                "Two players get 18 pieces each (beige and dark brown), three players 12 each \
                 (brown joins), four players 9 each (orange joins). The board starts empty.",
            ),
            rule(
                "SM-S2",
                "Turn order",
                "Players take turns in the order beige, dark brown, brown, orange. Beige starts \
                 unless you choose another first player.",
            ),
        ],
    },
    Section {
        title: "Placing a piece",
        rules: &[
            rule(
                "SM-P1",
                "One piece per turn",
                "On your turn you place exactly one piece. Passing is not allowed.",
            ),
            rule(
                "SM-P2",
                "Four cells in a line",
                "The piece covers four cells of the board in a straight line. Hover over the \
                 board to see the ghost bar; the mouse wheel or R turns it.",
            ),
            rule(
                "SM-P3",
                "The first level",
                "Level 1 is the board itself: a piece on level 1 needs four empty cells.",
            ),
            rule(
                "SM-P4",
                "Lying flat",
                "A piece on a higher level must lie flat on four tops of exactly the same height, \
                 one level below it: no cell over a hole or a lower top, no bridge across a gap.",
            ),
            rule(
                "SM-P5",
                "Across at least two pieces",
                "A piece on a higher level must cover cells of at least two different pieces \
                 underneath; it may never sit exactly on top of a single piece. Colours do not \
                 matter.",
            ),
            rule(
                "SM-P6",
                "Levels are filled in order",
                "The current level is the lowest one where a piece can still be placed, and \
                 every piece goes there: a level is covered as far as possible before the next \
                 one starts. Cells of a level where no piece can fit stay uncovered for good. \
                 The status bar shows the current level.",
            ),
        ],
    },
    Section {
        title: "The end of the game",
        rules: &[
            rule(
                "SM-E1",
                "No more room",
                "The game ends when no piece can be placed: there is no legal spot left, or every \
                 piece is on the board.",
            ),
            rule(
                "SM-E2",
                "Score",
                "Each player scores one point per cell showing their colour from above, that is \
                 per cell whose topmost piece is theirs. The status bar keeps the scores up to \
                 date, and while you aim a piece it shows what the scores would become.",
            ),
            ours(
                "SM-E3",
                "Winning",
                "The highest score wins; players tied for the highest score share the win. If \
                 every player has the same score, the game is a draw.",
                "For a draw the booklet simply says to play again; the game-over dialog offers a \
                 rematch.",
            ),
            rule("SM-E4", "Game over", "Once the game has ended, no more pieces can be placed."),
        ],
    },
];
