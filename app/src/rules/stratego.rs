//! Stratego (classic rules), in the project's own words (IDs as in `shared/rules/stratego.md`).
//! "Stratego" is a trademark of its owner; the app claims no affiliation.

use super::{Section, ours, rule};

pub const SECTIONS: &[Section] = &[
    Section {
        title: "The board and the armies",
        rules: &[
            rule(
                "SG-G1",
                "The board",
                "A board of 10 by 10 squares, files a to j and ranks 1 to 10. Red sits at rank \
                 1, Blue at rank 10; each player sees the board from their own side.",
            ),
            rule(
                "SG-G2",
                "Two lakes",
                "Two lakes of four squares stand in the middle: c5, d5, c6, d6 and g5, h5, g6, \
                 h6. No piece ever enters or crosses a lake.",
            ),
            rule(
                "SG-G3",
                "Forty pieces each",
                "Each army has 40 pieces. From strongest to weakest: 1 Marshal (10), 1 General \
                 (9), 2 Colonels (8), 3 Majors (7), 4 Captains (6), 4 Lieutenants (5), 4 \
                 Sergeants (4), 5 Miners (3), 8 Scouts (2) and 1 Spy (S); then 6 Bombs and 1 \
                 Flag. The big number on a piece is its strength.",
            ),
        ],
    },
    Section {
        title: "Setting up",
        rules: &[
            rule(
                "SG-S1",
                "Your four ranks",
                "Before the game each player fills, out of the other's sight, the four ranks \
                 nearest to them (Red 1 to 4, Blue 7 to 10) with one piece per square. Ranks 5 \
                 and 6 start empty. In the app you place pieces from the tray, or load a setup \
                 string: four groups of ten letters from your front rank to your back rank, \
                 each from your left (M, 9 to 2, S, B, F).",
            ),
            rule(
                "SG-S2",
                "The whole army",
                "A setup counts only if it holds exactly the pieces listed in SG-G3. The Ready \
                 button waits until it does.",
            ),
            rule("SG-S3", "Red begins", "Red makes the first move."),
        ],
    },
    Section {
        title: "Moving",
        rules: &[
            rule(
                "SG-M1",
                "One move a turn",
                "On your turn you move one of your own pieces, or attack with it. You may not \
                 pass.",
            ),
            rule("SG-M2", "Bombs and the Flag stay put", "Bombs and the Flag never move."),
            rule(
                "SG-M3",
                "One square straight",
                "Every other piece moves one square forward, back, left or right onto an empty \
                 square: never diagonally, never over another piece.",
            ),
            rule(
                "SG-M4",
                "Scouts run",
                "A Scout moves any number of empty squares in a straight line along a file or a \
                 rank, and may attack the piece at the end of that line in the same move.",
            ),
            ours(
                "SG-M5",
                "The two-square rule",
                "A piece may not go back and forth between the same two squares more than 5 \
                 times in a row (3 with the newer option chosen at New Game): the next such move \
                 is refused and you must play something else. Only your own moves of that piece \
                 count, attacks included; your opponent's moves in between do not break the run.",
                "We count moves between exactly the same two squares: a Scout that goes a3-a7 \
                 and back is limited, but a3-a4 is a new pair. The run ends when the piece is \
                 taken.",
            ),
            ours(
                "SG-M6",
                "The more-squares rule",
                "An option, off unless chosen at New Game. When on, a player who keeps chasing a \
                 piece that runs away may not make a chasing move that brings back a position \
                 seen before, except a move straight back to the square just left.",
                "A chasing move here is a move of a piece that stood next to the square the \
                 opponent's last-moved piece left, to a square next to where it went; positions \
                 count from the last attack. The rule is off by default because most casual \
                 games do without it.",
            ),
        ],
    },
    Section {
        title: "Attacks",
        rules: &[
            rule(
                "SG-A1",
                "Attacking",
                "Moving onto a square held by an opposing piece next to yours (or at the end of \
                 a Scout's line) is an attack. Both pieces are shown to both players; the app \
                 shows the two pieces and the outcome until you close it.",
            ),
            rule(
                "SG-A2",
                "The weaker piece goes",
                "The lower rank is removed. If the attacker wins it takes the square; if the \
                 defender wins nothing else moves. Equal ranks remove both.",
            ),
            rule(
                "SG-A3",
                "Bombs",
                "Any piece but a Miner that attacks a Bomb is removed and the Bomb stays. A \
                 Miner defuses the Bomb: the Bomb is removed and the Miner takes its square.",
            ),
            rule(
                "SG-A4",
                "The Spy",
                "A Spy that attacks the Marshal takes it. Otherwise the Spy loses every attack, \
                 and falls to any attacker, even the Marshal.",
            ),
            rule(
                "SG-A5",
                "The Flag",
                "Any moving piece that attacks the Flag captures it, and its player wins.",
            ),
            ours(
                "SG-A6",
                "What each player knows",
                "A piece shown in an attack stays known to the opponent (an eye on the piece); \
                 a piece that has moved is known to be no Bomb or Flag (a small chevron). Each \
                 player's screen shows exactly what they know: the opponent's other pieces \
                 show only their backs.",
                "A Scout that moves more than one square shows everyone it is a Scout, so the \
                 app marks it as known.",
            ),
        ],
    },
    Section {
        title: "The end of the game",
        rules: &[
            rule("SG-E1", "Capture the Flag", "Capturing the opposing Flag wins the game."),
            rule(
                "SG-E2",
                "No move left",
                "A player who cannot move on their turn (only Bombs and the Flag left, or every \
                 piece blocked, the repetition rules included) loses.",
            ),
            ours(
                "SG-E3",
                "Nobody can move",
                "If neither player can move, the game is a draw.",
                "The booklet does not cover it; this is what players commonly agree.",
            ),
            rule(
                "SG-E4",
                "Resigning and agreeing a draw",
                "A player may also resign, and the two players may agree to a draw. The app \
                 does not offer these two commands yet: start a new game instead.",
            ),
            ours(
                "SG-E5",
                "Three hundred quiet moves",
                "After 300 moves in a row (both players counted) without any attack, the game \
                 is a draw.",
                "The booklet sets no limit, but every game must end.",
            ),
            rule("SG-E6", "Game over", "Once the game has ended, no move is accepted."),
        ],
    },
];
