# The menu bar and the tool bar.

menu-file = File
menu-edit = Edit
menu-game = Game
menu-view = View
menu-help = Help

file-new-game = New game...
file-rematch = Rematch
file-online = Play a friend online...
file-online-about = Invite a friend at another computer with a code, or join their game
file-quit = Quit

edit-undo = Undo
edit-redo = Redo

game-move-letters = Move letters...
game-move-letters-about = Copy your letter to send it, and paste your friend's
game-edit-position = Edit position...
game-edit-position-about = Change the position on the board and play on from it
game-edit-start = Edit the start position...
game-edit-start-about = Change the position the game started from
game-copy-position = Copy position text
game-copy-position-about = The position on the board as one line, for `strata play --position` or the editor
game-paste-position = Paste position text...
game-paste-position-about = Open the editor on the position text on the clipboard
game-review = Review game...
game-review-about = The computer judges every move and shows where the game was won and lost

view-rules = Rules panel (F1)
view-moves = Move list (Ctrl+M)
view-level-numbers = Level numbers
view-animations = Animations
view-language = Language
view-learning-aids = Learning aids
view-hints = Hints
view-warnings = Warnings for learners
view-warnings-about = Mark the moves that win at once, and ask before a move that lets the next player win at once (on by default against the computer)
view-suggest-key = Suggest a move: H

help-how-to-play = How to play
help-how-to-play-game = How to play { $game }
help-lessons = Lessons and puzzles
help-rules = Rules (F1)
help-guide = User guide...
help-shortcuts = Keyboard shortcuts...
help-review = How a review judges moves
help-about = About Strata

tool-rules = Rules
tool-hide-rules = Hide rules
tool-rules-about = The rules of this game (F1)
tool-more = More
tool-new-game = New game
tool-new-game-about = Start a new game (Ctrl+N)

theme-system = Follow the system
theme-light = Light
theme-dark = Dark
theme-high-contrast = High contrast
