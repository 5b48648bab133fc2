//! Strata 7, in the project's own words (IDs as in `shared/rules/strata7.md`).

use super::{Section, ours, rule};

pub const SECTIONS: &[Section] = &[
    Section {
        title: "The board",
        rules: &[
            rule(
                "S7-G1",
                "An octagon of 88 cells",
                "The board is a 10 by 10 square with three cells cut off at each corner, which \
                 leaves 88 cells. Files are a to j from left to right, ranks 1 to 10 from \
                 White's side.",
            ),
            rule(
                "S7-G2",
                "Two camps",
                "Ranks 1 to 5 are White's camp, ranks 6 to 10 Bordeaux's. The thick line across \
                 the board is the frontier between them.",
            ),
            ours(
                "S7-G3",
                "What each cell is",
                "Besides ordinary cells the board has 16 obstacles (dark, crossed) and 10 \
                 objectives worth 1, 2 or 3 points: yellow 1, orange 2, red 3, each with its \
                 number. The objectives in White's camp are Bordeaux's targets, and the other \
                 way round. Each side starts with 20 pawns on its first three rows.",
                "The printed board of the original game is lost. This layout keeps every count \
                 the text gives: 62 ordinary cells, 10 objectives, 16 obstacles, 20 pawns a \
                 side, 11 of them without a free neighbour at the start. Bordeaux's half is \
                 White's half turned round.",
            ),
            rule(
                "S7-G4",
                "Neighbours",
                "Two cells are neighbours when they touch by a side or by a corner: a cell in \
                 the open has eight.",
            ),
            rule(
                "S7-G5",
                "Other boards",
                "The layout is data: a board of the same kind drawn in the position editor can be \
                 played too.",
            ),
        ],
    },
    Section {
        title: "Setting up and taking turns",
        rules: &[
            rule(
                "S7-S1",
                "Twenty pawns each",
                "Each side starts with 20 pawns on the cells marked for them, and no points.",
            ),
            ours(
                "S7-S2",
                "Turns",
                "White moves first, then the players take turns, one move each. The last \
                 reinforcement (S7-R1) is an extra action on top. You only ever move your own \
                 pawns.",
                "The original rules do not say who starts; we let White start, as in most \
                 games with these colours.",
            ),
        ],
    },
    Section {
        title: "Moving",
        rules: &[
            rule(
                "S7-M1",
                "A step",
                "A pawn steps one cell in any of the eight directions onto an empty cell. When \
                 you select a pawn, the dots show its steps.",
            ),
            rule(
                "S7-M2",
                "Jumps and chains",
                "A pawn may jump over a neighbouring pawn (either colour; a stack counts as one \
                 pawn) onto the empty cell just beyond, in a straight or diagonal line. It may \
                 go on jumping in the same move, turning as it likes, but it may never land \
                 twice on the same cell, its starting cell included. Jumps take nothing. The \
                 rings show where a pawn can land; hover over one to see the chain that gets \
                 there.",
            ),
            rule(
                "S7-M3",
                "One or the other",
                "A move is either a single step or a chain of jumps, never a mix of both.",
            ),
            rule("S7-M4", "Obstacles", "No pawn ever enters an obstacle or jumps over one."),
            ours(
                "S7-M5",
                "Your own objectives are closed to you",
                "A pawn may not enter an objective of its own camp. It may enter the objectives \
                 of the enemy camp (S7-O1).",
                "The text only speaks of occupying enemy objectives; letting pawns sit on their \
                 own would let a player wall off their targets, so we close them.",
            ),
        ],
    },
    Section {
        title: "Liberties and captures",
        rules: &[
            rule(
                "S7-C1",
                "Liberties",
                "A pawn's liberties are its neighbouring cells that are empty, not an obstacle \
                 and not an objective of its own camp. They are counted from the board alone: \
                 jumps do not count, and a stack has liberties like a pawn. Hover over a pawn \
                 to see how many it has.",
            ),
            rule(
                "S7-C2",
                "Threatened",
                "A pawn is threatened when at least one enemy pawn stands next to it.",
            ),
            rule(
                "S7-C3",
                "Capture",
                "A threatened pawn with no liberty left is captured at once, whoever's move \
                 caused it, even its owner's. The opponent takes it off and scores a point for \
                 each pawn (a stack is two). With hints on, a pawn that is threatened and has a \
                 single liberty left carries a warning sign: it is in danger.",
            ),
            ours(
                "S7-C4",
                "Who is captured first",
                "After every move the enemy pawns of the player who moved are captured first, \
                 all together; then, on the board that leaves, that player's own pawns that are \
                 threatened without a liberty. So a move can cost its own player pawns.",
                "The text does not settle the order when both sides lose their last liberty in \
                 one move. We follow Go: the mover's captures come first and can free the \
                 mover's own pawns.",
            ),
            rule(
                "S7-C5",
                "Safe at the start",
                "At the start 11 pawns on each side have no liberty, but nothing threatens them, \
                 so they are safe.",
            ),
        ],
    },
    Section {
        title: "Objectives and stacks",
        rules: &[
            rule(
                "S7-O1",
                "Occupying",
                "A pawn that ends its move on an enemy objective (by a step, or as the last \
                 landing of a chain) occupies it and can no longer move. A chain stops there.",
            ),
            rule(
                "S7-O2",
                "Reinforcing",
                "A second pawn of the same side that arrives on the occupied objective stands on \
                 the first: it is the reinforcement, and the objective's points are scored at \
                 once.",
            ),
            ours(
                "S7-O3",
                "The stack steps out",
                "In the same move the two pawns, as one stack, leave the objective by a single \
                 step onto a neighbouring empty cell that is not an objective. Click the \
                 arrival, then one of the cells marked \"exit\". If no such cell is free, the \
                 stack stays and must step out as its player's whole move as soon as it can.",
                "The text does not say what happens when the stack has nowhere to go. We keep \
                 it on the objective and make its exit the next move that is possible.",
            ),
            rule(
                "S7-O3a",
                "Stacks never wander",
                "A stack only moves as a whole by that exit, and only splits off the objective. \
                 With several stacks, any one of them may make the forced move.",
            ),
            rule(
                "S7-O4",
                "Separation",
                "While you have a stack off its objective, your next move must separate it when \
                 it can: the top pawn moves away (a step or a chain) to any cell except the \
                 objective just left. If it cannot, the separation waits and you move as usual. \
                 The board announces when a separation is due.",
            ),
            rule(
                "S7-O5",
                "Stacks can be captured",
                "An occupying pawn and a stack are captured like any pawn; a stack gives two \
                 points.",
            ),
            rule(
                "S7-O6",
                "Again and again",
                "Once separated, the two pawns may occupy and reinforce the same objective again \
                 and score it again.",
            ),
        ],
    },
    Section {
        title: "The last reinforcement",
        rules: &[
            ours(
                "S7-R1",
                "Your sixth capture",
                "When your count of captured enemy pawns reaches 6 for the first time, you take \
                 back one of your own pawns that your opponent holds and place it on any empty \
                 cell that is neither an objective nor an obstacle. It is an extra action, made \
                 at once after the captures of the move that brought the 6th (even if that was \
                 your opponent's move). Captures are then checked again with you as the mover.",
                "The text leaves open whether the count restarts or the opponent loses points; \
                 we keep both: the count of 6 is counted once over the whole game, and no score \
                 goes down.",
            ),
            rule(
                "S7-R2",
                "Nothing to take back",
                "If your opponent holds none of your pawns at that moment, you score one extra \
                 point instead; with 6 points already, that wins.",
            ),
        ],
    },
    Section {
        title: "The end of the game",
        rules: &[
            rule(
                "S7-E1",
                "Seven points",
                "The first player to reach 7 points wins at once. Scores are checked after \
                 every move and every capture.",
            ),
            ours(
                "S7-E2",
                "Blocked, or nothing happens",
                "A player who has no legal move passes automatically. If both players would pass \
                 in a row, or 200 moves go by without a capture or a score, the game ends: the \
                 higher score wins, equal scores draw.",
                "The text does not cover a blocked player or a game that goes nowhere; these \
                 limits make sure every game ends.",
            ),
            rule("S7-E3", "Game over", "Once the game has ended, no move is accepted."),
        ],
    },
];
