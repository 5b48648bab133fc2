# The review: the computer judges every move of a game.

verdict-best = best
verdict-good = good
verdict-inaccuracy = inaccuracy
verdict-mistake = mistake
verdict-blunder = blunder
depth-quick = quick
depth-thorough = thorough

review-full-information = Full information: the game is over, so the review sees both armies. Its verdicts use pieces the players could not see.
review-title = Review
review-hide = Hide the review (Ctrl+R)
review-depth = Depth:
review-depth-about = { $iterations } search iterations per position
review-progress = Position { $done } of { $total }
review-stop = Stop the review
review-again = Review again
review-start = Start review
review-start-about = The AI judges every move of the game
review-stale = The saved review is about other moves: review the game again.
review-about = { $depth ->
        [quick] Quick
       *[other] Thorough
    } review, seed { $seed }: each player's estimated chance to win after each move.
review-axis-chance = chance to win, %
review-axis-move = move
review-move = Move { $cursor }
review-at-start = The start: click the graph or a move to see its verdict.
review-next-best = Next, move { $number }: { $name } played { $played }, the AI's choice too.
review-next = Next, move { $number }: { $name } played { $played }; the AI prefers { $best } (marked AI on the board).
review-ai-mark = AI
review-chance = { $name }'s chance to win: { $before } before, { $after } after (a drop of { $drop } points).
review-missed-win = { $best } would have won at once.
review-preferred = The AI preferred { $best }.

review-help = Review game (Game menu, Ctrl+R): the computer judges every move by how much it lowers its player's estimated chance to win. Under { $inaccuracy } points: good; { $inaccuracy } to { $mistake }: inaccuracy (?!); { $mistake } to { $blunder }: mistake (?); { $blunder } or more, or a move that misses a win in one: blunder (??). The computer's own choice is best.
