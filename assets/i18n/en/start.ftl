# The start screen.

start-tagline = Four strategy games at one computer: against the computer or a friend.
start-lessons = Lessons and puzzles
start-lessons-about = Learn each game step by step on a board
start-play = Play { $game }
start-play-about = Choose the options and who plays
start-computer = Play the computer
start-computer-name = Play { $game } against the computer
start-two-players = Two players
start-two-players-name = Play { $game } with two players at this computer
start-how-to-play = How to play
start-how-to-play-name = How to play { $game }

blurb-strata5 = Stack blocks into a tower and be first to stand a pawn on level 5.
blurb-stratum = Lay bars of four hexes in layers; the most cells seen from above wins.
blurb-strata7 = Jump and surround on an octagon; hold objectives, smother pawns.
blurb-stratego = Hidden armies: find and capture the enemy Flag.

title-stratego = Stratego (classic rules)
