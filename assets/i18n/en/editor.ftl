# The position editor (Game → Edit position).

editor-heading = Edit position — { $game }
editor-start-from = Start from:
editor-current-position = The current position
editor-start-position = The start position
editor-empty-board = An empty board
editor-undo = Undo edit
editor-redo = Redo edit
editor-play-from-here = Play from here
editor-back = Back to the game
editor-valid-to-move = A valid position: { $player } to move.
editor-valid = A valid position.
editor-not-valid = Not a valid position yet:
editor-position-text = Position text
editor-position-hint = position text
editor-position = Position
editor-copy = Copy position
editor-paste = Paste position
editor-paste-about = Use the text above (Ctrl+V outside the field pastes the clipboard)
editor-to-move = { $player } to move
editor-board = Board to edit
editor-fell-back = A reinforcement is owed here, which a diagram cannot show: the editor opens on the start position.
editor-other-game = This is a { $other } position, not a { $game } one. To edit it, start a { $other } game, then paste it again.
editor-not-a-position = This is not a { $game } position: { $error }.

# Tools several games share.
editor-click-with = Click the board with:
editor-level = Level:
editor-on-top = On top
editor-level-n = Level { $level }
editor-pawn-of = { $player } pawn

# Strata 5.
editor-s5-first-pawn = First pawn move
editor-s5-second-pawn = Second pawn move
editor-s5-block-phase = Block placement
editor-s5-first-mover = Pawn that made the first move
editor-s5-pawn-moves = Pawn moves made
editor-s5-none = none
editor-s5-last-mover = Pawn that moved last
editor-s5-board-size = Board size
editor-s5-block = Block
editor-s5-block-about = A click places a block's lowest file and rank (bottom left).
editor-s5-pawn-number = Pawn number
editor-s5-right-click = Right-click takes the top block or pawn off a column.
editor-s5-reserve = { $player } reserve: { $pawns }
editor-s5-add = Add a { $number } to { $player }'s reserve
editor-s5-take = Take a { $number } from { $player }'s reserve
editor-s5-supply = Blocks in the supply
editor-s5-turns-without-block = Turns without a block

# Strata 7.
editor-s7-stack-of = { $player } stack
editor-s7-move = Move a pawn
editor-s7-obstacle = Obstacle
editor-s7-objective = Objective { $points }
editor-s7-off = Off the board
editor-s7-plain = Plain cell
editor-s7-stack-about = A stack of two, formed on the enemy objective clicked (S7-O2)
editor-s7-right-click = Right-click removes a pawn. An objective belongs to the camp of its rank.
editor-s7-points = { $player }'s points
editor-s7-captured-by = Pawns captured by { $player }
editor-s7-held-by = { $player } pawns held by { $other }
editor-s7-quiet = Moves since a capture or score

# Stratum.
editor-sm-row = Along a row
editor-sm-diagonal = Diagonal
editor-sm-numbered = Along a numbered line
editor-sm-size = { $size } cells per side
editor-sm-players = Players
editor-sm-place-of = Click the board to place a piece of:
editor-sm-piece-of = { $player } piece
editor-sm-about = The cell clicked is the piece's first cell; R turns it. Right-click takes the top piece off a cell.
editor-sm-left = { $player }'s pieces left

# Stratego ($piece: a rank as the board names it, "Scout (2)").
editor-sg-place-of = Place pieces of:
editor-sg-army = { $player } army
editor-sg-left = { $piece }: { $count } left
editor-sg-too-many = { $piece }: { $count } too many
editor-sg-about = Choose a rank, then click squares; click a piece to select it; right-click removes.
editor-sg-selected = Selected: { $player } { $piece } on { $square }
editor-sg-known = Known to the opponent
editor-sg-moved = Has moved
editor-sg-remove = Remove the piece
editor-sg-quiet = Moves without an attack
editor-sg-forget = Forget the two-square counts

problem-by-rule = the position breaks the rule "{ $title }" ({ $rule })
problem-other = the position is not possible as it stands (see the marked cells)
problem-unreadable = the text does not follow the notation of its positions (see the guide)
