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
