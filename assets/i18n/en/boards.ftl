# The boards: what each game's view says, shows and names.

board-over = The game is over: start a rematch or a new game.
board-rule-note = { $rule }: { $text }
board-score = Score:

## Stratego.

# A rank's name; $rank is marshal, general, colonel, major, captain, lieutenant, sergeant,
# miner, scout, spy, bomb or flag.
board-rank = { $rank ->
    [marshal] Marshal
    [general] General
    [colonel] Colonel
    [major] Major
    [captain] Captain
    [lieutenant] Lieutenant
    [sergeant] Sergeant
    [miner] Miner
    [scout] Scout
    [spy] Spy
    [bomb] Bomb
   *[flag] Flag
}
board-rank-plural = { $rank ->
    [marshal] Marshals
    [general] Generals
    [colonel] Colonels
    [major] Majors
    [captain] Captains
    [lieutenant] Lieutenants
    [sergeant] Sergeants
    [miner] Miners
    [scout] Scouts
    [spy] Spies
    [bomb] Bombs
   *[flag] Flags
}
# "8 Scouts": $name and $plural are board-rank and board-rank-plural.
board-rank-count = { $count ->
    [one] { $count } { $name }
   *[other] { $count } { $plural }
}
# A piece named with its article: $piece is its name ("Scout") or its name and strength
# ("Scout (2)"), $rank as in board-rank (languages whose article depends on the rank choose
# by it; English has one).
board-the = { $rank ->
   *[other] the { $piece }
}
board-piece-yours = your { $piece }
board-piece-of = { $rank ->
   *[other] { $player }'s { $piece }
}

# An attack, told to one player: $attacker and $defender are board-piece-yours or
# board-piece-of; in the outcomes, board-the.
board-sg-combat = { $attacker } from { $from } attacked { $defender } on { $to }.
board-sg-flag-captured = The Flag is captured: { $player } wins.
board-sg-defused = The Miner defuses the Bomb and takes { $square }.
board-sg-spy-wins = The Spy takes the Marshal.
board-sg-attacker-wins = { $defender } is removed; { $attacker } takes { $square }.
board-sg-bomb-stays = The Bomb stays; { $attacker } is removed.
board-sg-spy-loses = The Spy loses every attack but one on the Marshal: it is removed.
board-sg-defender-wins = { $attacker } is removed; { $defender } stays.
board-sg-both-removed = Equal ranks: both are removed.
# The move list's note of an attack, by rank symbols ("6 takes 5").
board-sg-note-takes = { $attacker } takes { $defender }
board-sg-note-loses = { $attacker } loses to { $defender }
board-sg-note-fall = { $attacker } and { $defender } fall

board-sg-turn-of = { $player }'s turn
board-sg-looks-away = { $other } looks away while { $player } takes the screen (the board is hidden).
board-sg-show-my-pieces = I'm { $player }, show my pieces
board-sg-whose-replay = Whose pieces should the replay show?
board-turn-is = It is { $player }'s turn.
board-sg-choose-piece = Choose one of your pieces first.
board-sg-never-moves = { $piece } on { $square } never moves
board-sg-no-move = { $piece } on { $square } has no legal move now.
board-sg-scout-about = A Scout moves any distance in a straight line; click where it goes or what it attacks.
board-sg-click-hinted = Click a highlighted square to move there or attack, or the piece again to put it down.
board-sg-click-target = Click where it goes or what it attacks, or the piece again to put it down.
board-sg-you = { $player } (you)
board-sg-lost = Lost
board-sg-nothing-yet = nothing yet
board-sg-still-hidden = Still hidden
board-sg-still-hidden-about = Ranks not yet seen in combat: the backs on the board hold exactly these
board-sg-hand-over-screen = Hand-over screen
board-sg-board = Stratego board
board-sg-over = The game is over: both armies are shown.
board-sg-your-move = { $player }, your move: click one of your pieces.
board-sg-phase = move a piece or attack
board-sg-stock = Pieces lost: red { $red }, blue { $blue }
board-sg-hide = Hide my pieces
board-sg-hide-about = Blank the board until someone says who is looking (B)
board-sg-key-esc = Put the selected piece down
board-sg-key-b = Blank the board: hide my pieces (hand-over screen)
board-sg-attacks = attacks
board-open-rule = Open the rules at { $rule }
board-sg-hand-over-to = Hand over to { $player }
board-sg-ok = OK
board-sg-hide-result = Hide this result
# What the pointer's square holds ($piece: board-piece-yours or board-piece-of).
board-sg-move-to = Move to { $square }.
board-sg-attack-win = Attack { $piece } on { $square }: you win.
board-sg-attack-lose = Attack { $piece } on { $square }: you lose the piece.
board-sg-attack-both = Attack { $piece } on { $square }: both are removed.
board-sg-attack-unknown = Attack the unknown piece on { $square }: both ranks will be shown.
board-sg-at = { $piece } on { $square }
board-sg-at-known = { $piece } on { $square } — { $player } knows its rank
board-sg-at-moved = { $piece } on { $square } — { $player } knows it has moved
board-sg-at-seen = { $piece } on { $square }, seen in combat
board-sg-unknown = { $player }'s piece on { $square }: rank unknown
board-sg-unknown-moved = { $player }'s piece on { $square }: rank unknown, but it has moved, so it is no Bomb or Flag
# What the player may guess of a hidden piece from what they have seen (hints on), after
# board-sg-unknown: $ranks is one or two board-sg-likely-rank joined by ", ".
board-sg-likely = likely: { $ranks }
board-sg-likely-rank = { $rank }{ "\u00A0" }{ $percent }
board-sg-lake = { $square }: a lake; no piece enters or crosses it

## Strata 5.

board-s5-choose-pawn = Choose one of your pawns first: click it on the board or in your reserve.
board-s5-click-hinted = Click a highlighted space to move there, or the pawn again to put it down.
board-s5-click-target = Click the space where it goes, or the pawn again to put it down.
board-s5-reserve = reserve
board-s5-empty = empty
# A reserve pawn's button, for screen readers: $player is the game's own name of the player
# (red, black).
board-s5-reserve-pawn = { $player } reserve pawn { $number }
board-s5-not-your-reserve = { $player }'s reserve pawns move on { $player }'s turn.
board-s5-place-block-now = Now place a block (S5-T1).
board-s5-on-board = on board { $count }
board-s5-trapped = trapped { $count }
board-s5-no-destination = pawn { $number } has no space exactly { $number } steps away that it can walk to (on blocks, one level at a time, past no pawn and no space twice): try another pawn
board-s5-board = Strata 5 board
board-s5-place-block = Click to place the block at #{ $anchor }.
board-s5-phase-first = move a pawn (1 of 2)
board-s5-phase-second = move a pawn (2 of 2)
board-s5-phase-block = place a block
board-s5-blocks-left = Blocks left { $count }
board-s5-reserves = Reserves: red { $red }, black { $black }
board-s5-turns-without-block = { $count } of { $limit } turns without a block (S5-E5)
board-s5-turn-left = Turn left
board-s5-turn-left-about = Turn the board a quarter turn (Q)
board-s5-turn-right = Turn right
board-s5-turn-right-about = Turn the board a quarter turn (E)
board-s5-key-turn = Turn the board left / right
board-s5-key-esc = Put the selected pawn down
board-s5-pawn-about = Pawn { $number }: moves exactly { $number } steps (S5-P1)
board-s5-level = level { $level }

## Strata 7.

board-s7-objective = objective { $square }
board-s7-captures = { $count ->
    [one] { $count } capture
   *[other] { $count } captures
}
board-s7-bonus = no pawn to take back (S7-R2)
# "+2 for White: objective f7": $reasons are the lines above, with commas.
board-s7-scored = +{ $points } for { $player }: { $reasons }
board-s7-cancelled = Reinforcement cancelled.
board-s7-exit-now = Reinforcement on { $square }: now click the cell where the new stack steps out.
board-s7-choose-pawn = Choose one of your pawns first.
board-s7-dots-and-rings = Dots are steps, rings are jump landings; click one, or the pawn again to put it down.
board-s7-no-move = This pawn has no legal move now; try another one.
board-s7-captured = { $count ->
    [one] Captured: { $count } { $player } pawn on { $squares }.
   *[other] Captured: { $count } { $player } pawns on { $squares }.
}
board-s7-captured-why = A pawn next to an enemy with no free neighbouring cell is taken.
board-s7-of-points = of { $points } points
board-s7-score-of-points = { $score } of { $points } points
board-s7-captured-count = captured { $count }
board-s7-last-at = last reinforcement at { $count }
board-s7-last-earned = last reinforcement earned
board-s7-last-about = The 6th capture gives back one of your captured pawns (S7-R1)
board-s7-held-by = { $count } held by { $player }
board-s7-held-about = Pawns of this side captured and held by the other; the last reinforcement brings one back (S7-R1)
board-s7-can-score = Can score now
board-s7-can-score-about = A second pawn arriving on an occupied objective scores it (S7-O2)
board-s7-score-from = { $square } +{ $points } from { $from }
board-s7-reinforce = { $points ->
    [one] Reinforce on { $square }: +{ $points } point, then choose where the stack steps out.
   *[other] Reinforce on { $square }: +{ $points } points, then choose where the stack steps out.
}
board-s7-step = Step to { $square }.
board-s7-jump = { $count ->
    [one] Jump to { $square }: { $count } jump ({ $move }).
   *[other] Jump to { $square }: { $count } jumps ({ $move }).
}
board-s7-pawn-liberties = { $count ->
    [one] { $player } pawn on { $square }: { $count } liberty
   *[other] { $player } pawn on { $square }: { $count } liberties
}
board-s7-stack-liberties = { $count ->
    [one] { $player } stack on { $square }: { $count } liberty
   *[other] { $player } stack on { $square }: { $count } liberties
}
board-s7-in-danger = { $note } — in danger: one more enemy move can take it
board-s7-board = Strata 7 board
board-s7-prompt-exit = Reinforcement on { $square }: click where the new stack steps out (S7-O3). Esc cancels.
board-s7-prompt-last = Your last reinforcement: click an empty ordinary cell to place the pawn you take back (S7-R1).
board-s7-prompt-owed-exit = The stack on { $square } must step off its objective now: click it, then an empty cell beside it (S7-O3).
board-s7-prompt-separation = Separation: the stack on { $square } splits now: click it and move its top pawn (S7-O4).
board-s7-phase-last = place the last reinforcement (S7-R1)
board-s7-phase-exit = the stack on { $square } must leave its objective (S7-O3)
board-s7-phase-separation = separate the stack on { $square } (S7-O4)
board-s7-phase-move = move a pawn
board-s7-stock = Captured: white { $white }, bordeaux { $bordeaux }
board-s7-quiet = { $count } of { $limit } moves without a capture or score (S7-E2)
board-s7-key-esc = Put the selected pawn down, cancel a reinforcement's exit
board-s7-points = Points:
board-s7-camp = { $player }'s camp

## Stratum.

board-sm-board = Stratum board
board-sm-cell = { $cell }: level { $level }, { $player }
board-sm-cell-empty = { $cell }: empty
board-sm-place-scores = Click to place { $move }. Scores would be { $scores }.
board-sm-place = Click to place { $move }.
board-sm-phase = place a piece on level { $level }
board-sm-stock = Pieces left: { $list }
board-sm-row = along a row
board-sm-diagonal = diagonal
board-sm-numbered = along a numbered line
board-sm-piece = Piece: { $axis }
board-sm-piece-about = Turn the piece (R or the mouse wheel)
board-sm-key = R / wheel
board-sm-key-about = Turn the piece (Shift+R: the other way)
board-sm-score = Visible cells:

cell-bare-board = the bare board
cell-level = level { $level }
cell-column-pawn = { $trapped ->
        [yes] trapped { $owner } pawn { $number }
       *[no] { $owner } pawn { $number }
    }
cell-empty = empty
cell-hex = level { $level }, { $owner }
cell-obstacle = obstacle
cell-objective = { $camp }'s { $points }-point objective
cell-occupant = { $stack ->
        [yes] { $owner } stack
       *[no] { $owner } pawn
    }
cell-lake = lake
cell-own = your { $piece }{ $state ->
        [known] {" "}(known to { $opponent })
        [moved] {" "}(has moved)
       *[hidden] {""}
    }
cell-unknown = { $opponent } piece, unknown
cell-moved-unknown = { $opponent } piece that has moved
cell-known = { $opponent } { $piece }
