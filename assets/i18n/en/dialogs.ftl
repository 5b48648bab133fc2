# The New game dialog.

new-game = New game
new-start = Start game
new-cancel = Cancel
new-game-choice = Game
new-options = Options
new-from-position = Start from a position
new-who-plays = Who plays
new-clock = Clock
new-clock-about = Each player's time; running out loses (the rules' "Out of time")
new-play-computer = Play the computer
new-people = { $count ->
    [2] Two players at this computer
   *[other] { $count } players at this computer
}
new-level = Level
new-custom-seats = Seats chosen one by one:
new-board-size = board size (columns per side)
new-players = Players
new-board = Board
new-size-5 = 5 per side (61 cells)
new-size-6 = 6 per side (91 cells)
new-white-first = White moves first (S7-S2).
new-two-square = Two-square rule
new-two-square-5 = 5 moves (classic)
new-two-square-5-about = A piece may move between the same two squares 5 times in a row (SG-M5)
new-two-square-3 = 3 moves (newer editions)
new-two-square-3-about = A piece may move between the same two squares 3 times in a row (SG-M5)
new-more-squares = More-squares rule (no endless chasing)
new-more-squares-about = A chasing piece may not bring back a position seen before (SG-M6)
new-armies-next = Each person at the table sets up their army next; a computer seat gets a suggested army (a new one each game).
new-first-player = First player

seat-human = Human
seat-computer = Computer ({ $level })
bot-easy = easy
bot-medium = medium
bot-hard = hard
seat-friend = Friend online
level-easy = Easy
level-medium = Medium
level-hard = Hard
clock-none = No clock

key-new-game = New game
key-open = Open a saved game
key-save = Save
key-quit = Quit
key-save-as = Save as
key-undo = Undo
key-redo = Redo
key-replay = Step through the moves (replay)
key-type-move = Type a move in its notation, then Enter
key-cursor = Move the board cursor; click the cell it is on
key-tab = Next / previous control: the bars, the move field, the move list, the board
key-suggest = Suggest a move (the computer's three best)
key-pause = Pause or resume the computer's moves
key-review = Review the game: the computer judges every move
key-rules = Show or hide the rules
key-moves = Show or hide the move list
key-edit = Edit the position (as position text)
key-zoom = Zoom in, zoom out, back to 100% (kept)
key-left-right = Left / Right
key-shift-arrows = Shift+arrows, Enter or Space
key-tab-keys = Tab / Shift+Tab
discard-explain = You are looking at an earlier position. Playing { $token } here discards { $later ->
        [one] the later move
       *[other] the { $later } later moves
    }.
discard-question = Play from this position?
discard-play = Discard and play
discard-cancel = Cancel
blunder-next-player = The next player
blunder-explain-why = { $token } lets { $next } win at once with { $reply }: { $why }.
blunder-explain = { $token } lets { $next } win at once with { $reply }.
blunder-play-anyway = Play it anyway
blunder-choose-another = Choose another move
blunder-question = Play this move?
over-title = Game over
over-rematch = Rematch
over-new-game = New game...
over-review = Review game
over-review-about = The computer judges every move (Ctrl+R)
over-look = Look at the board
about-commit = Built from commit { $commit }.
about-what = Strata 5, Stratum, Strata 7 and Stratego (classic rules) at one computer: against a friend or the computer, with move hints and the rules at hand.
about-licence = Licence: { $licence }.
about-texts = The rules text and notation guide are written for this app; the games' original booklets are not reproduced.
about-made-with = Made with Rust, egui and eframe.
keys-title = Keyboard shortcuts
result-draw = Draw
result-wins = { $name } wins
result-share = { $names } share the win
dialog-close = Close
level-line = { $level }: { $about }
level-easy-about = for your first games. It thinks briefly and misses longer plans.
level-medium-about = a fair opponent for a regular player. It answers within about a second.
level-hard-about = for experienced players. It thinks about five times longer and looks further ahead.
level-rating = Ladder rating { $elo } (random moves: 0).
level-rating-scaled = Ladder rating { $elo } (random moves: 0), measured at { $scale } of its thinking time.
