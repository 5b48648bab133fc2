# In a game: the status bar, ending a game, the clock, the move list.

end-resign-menu = Resign...
end-resign-as-menu = Resign ({ $name })...
end-offer-draw = Offer a draw
end-friend-answers = Your friend accepts or declines
end-agree-draw-menu = Agree to a draw...
end-other-answers = The other player accepts or declines on their turn
end-offers-draw = { $name } offers a draw.
end-accept-draw = Accept the draw
end-decline = Decline
end-decline-about = Playing a move declines too
end-draw-offered = Draw offered: { $name } answers on their turn.
end-accepts-draw = { $name } accepts the draw.
end-declines-draw-rated = { $name } declines the draw (it rates its chances at { $percent }%).
end-declines-draw-early = { $name } declines the draw (too early to tell).
end-draw-declined = Draw declined; { $name } plays on.
end-resign-question = Resign as { $name }?
end-resign-explain = The game ends and is recorded as lost for this player.
end-resign = Resign
end-keep-playing = Keep playing
end-draw-explain = Every player at the table agrees: the game ends, nobody wins.
end-we-agree = We agree to a draw
end-draw-question = End the game as a draw?

bar-ask-take-back = Ask your friend to take back your last move (Ctrl+Z)
bar-take-back = Take back the last move (Ctrl+Z)
bar-replay-move = Play the move again (Ctrl+Shift+Z or Ctrl+Y)
bar-hints-about = Show legal targets
bar-choose-game = Choose a game to play.
bar-viewing-move = Viewing move { $cursor } of { $total }
bar-viewing-explain = — a move played here replaces the later ones.
bar-back-to-game = Back to the game
bar-back-to-move = Return to move { $from }
bar-game-over = Game over: { $result }
bar-to-move = { $name } to move
bar-not-allowed = Not allowed: { $reason }
bar-open-rule = Open the rules at { $rule }

refused-by-rule = the rule "{ $title }" does not allow it
refused-unreadable = this notation cannot be read
refused-other = this move is not possible here
ended-by-rule = The game ends by the rule "{ $title }".
name-list = { $init } and { $last }

exact-wins-at-once = this move wins at once
exact-you-win-in = you win in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
exact-opponent-wins-at-once = the opponent can then win at once
exact-opponent-needs = the opponent needs { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } to win
exact-every-move-loses = every move loses against best play; this one resists longest ({ $opponent })
exact-this-move-loses = this move loses against best play ({ $opponent })
exact-draw = a draw with best play
clock-each = { $minutes } min each
clock-increment = { $minutes } min + { $seconds } s a turn

ai-suggest = Suggest a move
ai-suggest-about = The computer's three best moves for you (H)
ai-resume = Resume
ai-pause = Pause
ai-pause-about = Stop or restart the computer's moves (P)
ai-pace = s per move
ai-pace-about = The computer's least time for a move (its speed)
ai-move-now = Move now
ai-show-now = Show now
ai-now-about = Stop thinking and use the best move so far
ai-thinking = Computer ({ $bot }) is thinking
ai-looking = Looking for moves for you
ai-progress = { $who }: { $iterations } iterations
ai-progress-best = { $who }: { $iterations } iterations, best so far { $best }
ai-paused = Paused: the computer waits (Resume or P to go on).
ai-waits-redo = The computer waits while there are moves to redo: Redo them, or undo further.
ai-suggested = Suggested moves:
ai-play = Play { $turn }.
ai-play-chance = Play { $turn } (estimated chance to win { $percent }).
ai-why = Why: { $why }.
ai-expected-reply = Expected reply: { $who } { $reply }.
ai-play-button = Play { $turn }

ai-no-move = The computer ({ $bot }) found no move; paused.
ai-nothing-to-suggest = There is no move to suggest.
seats-no-game = No game is open.
seats-title = Seats
seats-seat = { $name }: { $seat }
figure-wins-now = wins now
figure-wins-in = wins in { $moves }
figure-draw = draw
figure-loses = loses

clock-ran-out = { $name } ran out of time: { $result } ({ $rule }).
clock-label = Clock { $control }:
clock-time-left = { $name }'s time left

list-resigned = { $name } resigned
list-draw-agreed = Draw agreed
list-out-of-time = { $name } ran out of time
list-out-of-time-draw = { $name } ran out of time: a draw, as nobody else could still win
list-title = Moves
list-start = Start
list-review = Review: { $verdict }
percent = { $value }%

seats-fixed-online = The seats of an online game are fixed: one is your friend's.
seats-fixed = The seats cannot change while this game is on: whoever took a seat would see that army, which was hidden from them. Resign or finish the game, then start a new one with the seats you want.
hidden-pieces = Not while the game is on: it would show pieces hidden from you. The whole position can be seen once the game is over.

no-takebacks = Moves cannot be taken back in this game: it would show the mover what the other player saw.
moves-show = Show the moves (Ctrl+M)

hand-over-first = It is { $name }'s turn: { $name } takes the screen first ("I'm { $name }, show my pieces").
go-back-to-play = Go back to the game to play.

same-position-again = The same position again.
position-copied = The position text is on the clipboard.
from-edited-position = A new game from the edited position.
mail-letter-copied = Your move letter is on the clipboard: send it to your friend.

rules-title = Rules
rules-of = Rules of { $game }
rules-hide = Hide the rules (F1)
rules-which-game = Which game?
rules-how-to-play = How to play
rules-ours = How this app settles it: { $why }

entry-about = A move in the game's notation, then Enter ({ $keys })
entry-no-match = no legal move starts this way
entry-more = and { $count } more
entry-label = Type a move

guide-title = User guide

reason-wins-by = wins the game ({ $rule })
reason-wins = wins the game
reason-stops-win = leaves { $player } no win at once
reason-captures-pawn = captures pawn { $pawn }
reason-climbs = pawn { $pawn } climbs to level { $level }
reason-enters = brings pawn { $pawn } onto the board
reason-builds = builds on level { $level }
reason-traps = { $own ->
        [yes] traps your own pawn { $pawn }
       *[no] traps the enemy pawn { $pawn }
    }
reason-suffocates = captures { $count ->
        [one] 1 pawn
       *[other] { $count } pawns
    } by suffocation
reason-reinforces = reinforces an enemy objective
reason-gains-points = gains { $count ->
        [one] 1 point
       *[other] { $count } points
    }
reason-gains-cells = gains { $count ->
        [one] 1 visible cell
       *[other] { $count } visible cells
    }
reason-covers = covers { $count } of { $owner }'s cells
reason-attacks-known = attacks { $the }, whose rank is known
reason-attacks-moved = attacks a piece that has moved
reason-attacks-unknown = attacks an unknown piece
clause-separator = { "; " }
labelled = { $label }: { $text }
