//! Strata 5, in the project's own words (IDs as in `shared/rules/strata5.md`).

use super::{Section, ours, rule};

pub const SECTIONS: &[Section] = &[
    Section {
        title: "The board",
        rules: &[
            ours(
                "S5-G1",
                "A square of columns",
                "The board is a square of N × N columns. Columns are named like squares on a \
                 chessboard: files a, b, c… from left to right as Red sees them, ranks 1, 2, 3… \
                 counting away from Red. Red sits along rank 1, Black along the last rank.",
                "The booklet never says how big the board is. We play on 8 × 8 unless you pick \
                 another size (6 to 12) when you start a game.",
            ),
            rule(
                "S5-G2",
                "Five levels",
                "The bare board is level 0. A block lying on the board is on level 1, a block on \
                 top of it on level 2, and so on up to level 5, the ceiling: nothing is ever \
                 placed higher.",
            ),
            rule(
                "S5-G3",
                "Blocks cover 2 × 2 columns",
                "Every block covers a square of four columns. A block is named after its corner \
                 with the lowest file and rank, its anchor: #c3 covers c3, d3, c4 and d4. Blocks \
                 may sit one column off the blocks below them, which is what lets the stacks \
                 interlock.",
            ),
            rule(
                "S5-G4",
                "Pawns are one level tall",
                "A pawn fills exactly one level of its column. A pawn standing on a level-2 block \
                 fills level 3 there, so a new block can rest on its head.",
            ),
            rule(
                "S5-G5",
                "Spaces and tops",
                "The upper face of each block cell is a space. A column's top is the highest \
                 thing in it, block or pawn. Pawns only ever stand on a top that is a block \
                 space.",
            ),
        ],
    },
    Section {
        title: "Setting up",
        rules: &[
            rule(
                "S5-S1",
                "Blocks and starting blocks",
                "There are 32 blocks. Four of them start on the board at level 1, one in each \
                 corner. Red owns the two on its own side (ranks 1–2), Black the two on the far \
                 side: these starting blocks are where pawns come onto the board. The other 28 \
                 blocks form the supply.",
            ),
            rule(
                "S5-S2",
                "Six pawns each",
                "Each player has six pawns numbered 2, 2, 3, 4, 5 and 6, all waiting in the \
                 player's reserve beside the board at the start.",
            ),
            rule(
                "S5-S3",
                "Who starts",
                "Red moves first, unless you choose Black as the first player in the New Game \
                 dialog.",
            ),
        ],
    },
    Section {
        title: "A turn",
        rules: &[
            rule(
                "S5-T1",
                "Two pawns, then a block",
                "A turn has three parts, always in this order: move a pawn, move a different \
                 pawn, place a block. The status bar says which part you are in.",
            ),
            ours(
                "S5-T2",
                "Pawn moves are compulsory",
                "You must make two pawn moves if you can, otherwise one. A first move after which \
                 no second move exists is refused when some other first move would have allowed \
                 two, unless that first move wins the game on the spot. A pawn captured by your \
                 first move joins your reserve at once and may make your second move.",
                "The booklet only says that a player who can move just one pawn loses the second \
                 move. Without our extra condition a player could dodge the obligation by picking \
                 a first move that blocks the second.",
            ),
            rule(
                "S5-T3",
                "Then a block",
                "After the pawn moves you must place a block, as long as the supply has one and \
                 there is a legal place for it. Otherwise this part of the turn is skipped.",
            ),
            rule(
                "S5-T4",
                "Skipped parts",
                "A part of the turn with no legal option is skipped automatically: the app moves \
                 on by itself and the move list shows nothing for it.",
            ),
        ],
    },
    Section {
        title: "Moving a pawn",
        rules: &[
            rule(
                "S5-P1",
                "Exactly its number",
                "A pawn walks exactly as many steps as the number it carries: a 4 takes four \
                 steps, never three or five.",
            ),
            rule(
                "S5-P2",
                "Straight steps",
                "Each step goes to the next column forwards, backwards, left or right, never \
                 diagonally.",
            ),
            rule(
                "S5-P3",
                "Only on blocks",
                "Every step lands on the top of a column, and that top must be a block space. \
                 Pawns never walk on the bare board and never climb onto another pawn, except to \
                 capture with the last step (S5-P6).",
            ),
            rule(
                "S5-P4",
                "One level at a time",
                "A step may go one level up, one level down, or stay on the same level. Climbing \
                 or dropping two levels in one step is not allowed.",
            ),
            ours(
                "S5-P5",
                "No space twice",
                "A pawn never visits the same space twice during one move, and never ends where \
                 it started.",
                "The booklet does not mention loops. We count the starting space as visited, so \
                 a move can never end where it began and cannot be used as a disguised pass.",
            ),
            rule(
                "S5-P6",
                "Pawns block the way",
                "Every step but the last must land on an empty space: a pawn cannot pass over or \
                 through another pawn. The last step may land on an opponent's pawn to capture it \
                 (S5-C1), never on one of your own.",
            ),
            rule(
                "S5-P7",
                "Trapped pawns",
                "A pawn with anything above it in its column, whether a block resting on it or a \
                 block hanging over it with air in between, is trapped and never moves again. \
                 The board marks trapped pawns with a crossed-out figure on top of the column.",
            ),
            rule(
                "S5-P8",
                "Entering from the reserve",
                "A reserve pawn comes in by stepping onto a space of one of its owner's two \
                 starting blocks; that step counts as the first of its steps. The entry space \
                 must be empty and must be the top of its column (nothing built over that corner \
                 of the starting block).",
            ),
            rule(
                "S5-P9",
                "A move is its pawn and its destination",
                "Only the pawn and the space where it ends matter, not the route: the move is \
                 legal when at least one route obeys all the rules above. The notation writes \
                 d4-f5 for a pawn on the board, 3@f2 for reserve pawn 3 entering.",
            ),
        ],
    },
    Section {
        title: "Capturing",
        rules: &[rule(
            "S5-C1",
            "Landing on an opponent",
            "Ending a move exactly on an opponent's pawn captures it. Your pawn takes the space; \
             the captured pawn joins your reserve, now in your colour and still with its number, \
             and can enter later like any of your reserve pawns.",
        )],
    },
    Section {
        title: "Placing a block",
        rules: &[
            rule(
                "S5-B1",
                "Where a block settles",
                "A block always comes to rest one level above the highest thing (block or pawn) \
                 in the four columns it covers. All four cells at that level must be free, and \
                 the level may not be above 5. The ghost block shows the level it would take.",
            ),
            rule(
                "S5-B2",
                "Level 1 blocks touch level 1",
                "A block on level 1 must touch the ground floor: at least one of its four columns \
                 must be side by side (not diagonally) with a column holding a level-1 block, \
                 whatever is built on top of that block.",
            ),
            rule(
                "S5-B3",
                "Three supports",
                "A block above level 1 needs support under at least three of its four cells: the \
                 cell right below each of them must hold a block or a pawn.",
            ),
            rule(
                "S5-B4",
                "Two different supports",
                "Those supports must come from at least two different pieces (blocks or pawns): \
                 a block may never sit squarely on one single block.",
            ),
            rule(
                "S5-B5",
                "Covering a pawn traps it",
                "A pawn in any column the new block covers is trapped (S5-P7), whether the block \
                 rests on the pawn or hangs over it.",
            ),
            rule(
                "S5-B6",
                "Overhangs",
                "The fourth cell, when nothing holds it up, is an overhang. Nothing can ever be \
                 placed or land under an overhang, because a column's top is its highest filled \
                 cell. The board shows overhangs with hatched sides.",
            ),
            rule("S5-B7", "Blocks stay", "A block is never moved or removed once placed."),
        ],
    },
    Section {
        title: "The end of the game",
        rules: &[
            rule(
                "S5-E1",
                "Reaching level 5",
                "A pawn whose move ends on top of a level-5 block wins at once, even in the \
                 middle of a turn.",
            ),
            rule(
                "S5-E2",
                "No pawn can ever move",
                "After any move, a player none of whose pawns can ever move again loses. A pawn \
                 can never move again when it has been captured, when it is trapped, or when it \
                 waits in a reserve whose eight entry spaces are all built over (a pawn standing \
                 there does not count). If this hits both players at once, the player who just \
                 moved wins.",
            ),
            ours(
                "S5-E3",
                "Blockade",
                "Once the supply is empty the structure can no longer change. From then on, \
                 after every move, a player is blockaded when none of their pawns (on the board, \
                 or in the reserve with an entry space still open) could walk to any level-5 \
                 space by legal steps, ignoring other pawns and the exact count. If one player \
                 is blockaded and the other is not, the other wins; if both are, it is a draw.",
                "The booklet hints at this ending without defining it. We made it precise so a \
                 game in which nobody can climb any more ends instead of dragging on.",
            ),
            rule(
                "S5-E4",
                "No summit",
                "The game is a draw when the supply is empty and no block stands on level 5: \
                 nobody can win by climbing any more.",
            ),
            ours(
                "S5-E5",
                "Forty turns without a block",
                "After 40 turns in a row without a block being placed (each player's turn counts \
                 once, passes included) the game is a draw.",
                "Not in the booklet. It guarantees that every game ends, even when no block can \
                 be placed and the pawns could walk around forever.",
            ),
            rule(
                "S5-E6",
                "Nothing to do",
                "A player with no legal action at all in a turn simply passes.",
            ),
            rule(
                "S5-E7",
                "Several endings at once",
                "When several endings apply at the same moment, the first in this order decides: \
                 E1, E2, E4, E3, E5. Once the game is over, no move is accepted.",
            ),
        ],
    },
];
