# Playing a friend: the lobby, move letters and the chat.

lobby-suggested-army = A suggested army (new each game)
lobby-army-about = Your setups are the ones saved from the setup screen
lobby-title = Play a friend online
lobby-invite = Invite a friend
lobby-join = Join a friend's game
lobby-resume = Resume a game
lobby-close = Close
lobby-cancel = Cancel
lobby-game = Game
lobby-players = Players
lobby-clock = Clock
lobby-clock-about = Your program keeps both times
lobby-you-play = You play
lobby-next-seat = Your friend takes the next seat; this computer plays the others.
lobby-your-army = Your army
lobby-sealed = Neither program ever sees the other's army before the end.
lobby-online-now = Online, now
lobby-online-now-about = Both programs connect; moves arrive at once
lobby-by-mail = By mail, move letters
lobby-by-mail-about = No network: each of you copies a letter and sends it
lobby-write-letter = Write the first letter
lobby-create-code = Create invite code
lobby-making-code = Making your invite code…
lobby-your-code = Your invite code: send it to your friend (chat, mail…)
lobby-waiting-join = Waiting for your friend to join…
lobby-paste-code = Invite code or first move letter (paste what your friend sent)
lobby-army-if-stratego = Your army, if it is Stratego
lobby-join-button = Join
lobby-connecting = Connecting to your friend's game…
lobby-first-letter = Your first letter: send it to your friend (mail, chat…)
lobby-copy-letter = Copy the letter
lobby-may-close = You may close this window: the game waits under "Resume a game" until your friend's letter comes.
lobby-friends-answer = Your friend's answer
lobby-open-letter = Open the letter
lobby-kept-games = Games with a friend kept on this computer, newest first:
lobby-resume-button = Resume
lobby-delete-about = Forget this game on this computer
lobby-delete = Delete
lobby-new-code = If your friend's program cannot find yours, send them this new code:
lobby-waiting-resume = Waiting for your friend to resume the game too…
mail-send-yours = Send your friend your move letter (Game > Move letters), then wait for theirs.
mail-waiting = Waiting for your friend's move letter (paste it in Game > Move letters).
mail-read-your-move = Letter read: your move.
mail-read = Letter read.
mail-copy-about = Put your letter on the clipboard, to send it to your friend
mail-copy = Copy my letter
mail-letters-about = Paste your friend's letter, or see yours
mail-title = Move letters
mail-explain = Send your letter to your friend by any means (mail, chat…); paste theirs.
mail-yours = Your letter
mail-friends = Your friend's letter
talk-decline = Decline
talk-decline-about = Playing a move declines too
talk-chat = Chat with your friend
talk-nothing-yet = Nothing said yet.
talk-you = You:
talk-friend = Friend:
talk-say = Say something…

online-lock = Not during an online game: your friend's program plays the same game move for move.

talk-draw-accepted = Your friend accepts the draw.
talk-draw-declined = Your friend declines the draw: play on.
talk-take-back-allowed = Your friend lets you take back your move: it is yours to play again.
talk-take-back-declined = Your friend declines the take-back: the move stands.
talk-friend-says = Your friend says: { $text }
talk-friend-offers-draw = Your friend offers a draw.
talk-friend-asks-take-back = Your friend asks to take back their last move.
talk-draw-offered = Draw offered
talk-take-back-asked = Take-back asked
talk-allow-take-back = Allow the take-back
talk-waiting-answer = { $asked }: waiting for your friend's answer…

online-stopped = Online game stopped: { $why }
online-reconnecting = The link to your friend broke: reconnecting…
online-waiting-move = Waiting for your friend's move…
online-other-sent = the other side sent { $why }
online-has-stopped = The online game has stopped: { $why }
online-friends-turn = It is your friend's turn: their move appears here when they play it.
online-out-of-time = { $name } ran out of time ({ $rule }).
online-offer-made = { $asked }: your friend answers, or plays on, which declines.
online-chat-too-long = A chat message has at most { $most } characters: this one has { $count }.
online-chat-stopped = The online game has stopped: your friend cannot read it.

kept-cannot-keep = cannot keep the game: { $why }
kept-cannot-keep-in = cannot keep the game in { $path }: { $why }
kept-you-play = , you play { $name }
kept-waiting-first-letter = , waiting for your friend's first letter
kept-moves = { $count ->
        [0] , no move yet
        [one] , 1 move played
       *[other] , { $count } moves played
    }
kept-line = { $game } { $how ->
        [mail] by mail
       *[online] online
    }{ $seat }{ $stage }

letter-headline-move = A move letter from Strata ({ $game }: move { $number }, { $last }). Paste all of it in Strata: Game > Move letters.
letter-headline-ready = A move letter from Strata ({ $game }: the game is ready). Paste all of it in Strata: Game > Move letters.
letter-not-by-mail = not a game by mail
letter-game-stopped = the game has stopped: { $why }
letter-online-game = this game is played online, not by mail

lobby-letter-cannot-start = Your friend's letter cannot start the game: { $why }
lobby-nothing-new = nothing new in this letter
lobby-have-game-already = you have this game already: resume it, and paste this letter there
lobby-letter-no-game = the letter holds no game

lobby-my-setup = { $name } (mine)
lobby-copy-code = Copy the code
lobby-cannot-join = Cannot join this game: { $why }

lobby-cannot-go-on = This game cannot go on: { $why }
lobby-game-over = This game is over.
lobby-cannot-delete = Cannot delete { $path }: { $why }

lobby-friend-could-not-start = Your friend's program could not start the game: { $why }

link-not-a-code = this is not an invite code: copy the whole code your friend sent
link-other-game = this code is for another game: ask your friend for this game's code
link-cannot-start = cannot start the network: { $why }
link-game-left = the game left the link
link-friend-closed = your friend's program closed the link
link-friend-not-back = your friend did not come back within { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }
link-no-answer = your friend's game did not answer: is it still waiting for you?
link-no-loopback = cannot use the loopback address: { $why }
link-bad-relay = { $url } is not a relay address (https://…)
link-cannot-open = cannot open the network: { $why }
link-broke = the link broke ({ $why })
link-not-strata = the other program is not a Strata game
link-friend-sent = your friend's program sent { $why }

setups-no-folder = there is no data folder to keep setups in
setups-name-first = give the setup a name first
setups-cannot-write = cannot write { $path }: { $why }
setups-cannot-delete = cannot delete { $path }: { $why }
letter-too-long = a letter of { $bytes } bytes (at most { $most })
letter-not-a-letter = this is not a move letter: copy everything from its BEGIN line to its END line
letter-cut-short = the letter is cut short: its END line is missing
letter-damaged = the letter is damaged: part of it was changed or lost
letter-other-game = this letter belongs to another game
letter-own = this is one of your own letters: paste the one your friend sent
letter-missing = a letter is missing: this one starts with your friend's line { $starts }, and you have read { $read }; ask your friend for a new letter
letter-read-more = this letter says it read more than you ever sent
letter-nothing-new = nothing new in this letter: you have read it already
offer-refused = { $kind ->
        [over] The game is over.
        [waiting] An offer is already waiting for its answer.
        [piece-to-show] Not while the game waits for a piece to be shown.
        [stratego] Moves are not taken back in Stratego online: a move may have shown a piece, and nobody can forget it.
        [nothing] You have no move to take back.
       *[no-offer] There is no offer to answer.
    }
online-other-version = your friend's app speaks version { $theirs } of the online protocol, this one version { $ours }: both need the same version of Strata
online-friend-stopped = your friend's program stopped the game: { $reason }
