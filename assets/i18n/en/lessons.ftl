# The lessons and puzzles: their list, the banner above the board, the feedback.

lesson-no-examples = There are no example puzzles.
lesson-attempt-over = This attempt is over: Try again starts the puzzle afresh.
lesson-well-done = Well done.
lesson-complete = { $done } { $kind ->
        [lesson] Lesson
       *[puzzle] Puzzle
    } complete!
lesson-refuted = { $token }: { $why } The answer: { $answer }, { $what }.
lesson-heading = { $kind ->
        [lesson] Lesson
       *[puzzle] Puzzle
    }: { $title }
lesson-step = Step { $step } of { $steps }
lesson-rules = Rules:
lesson-open-rule = Open this rule in the rules panel
lesson-you-play = You play { $name }.
lesson-hint-text = Hint: { $hint }
lesson-then = , then { "" }
lesson-solution = Solution: { $line }.
lesson-hint = Hint
lesson-show-solution = Show solution
lesson-show-me = Show me
lesson-try-again = Try again
lesson-next-step = Next step
lesson-next-puzzle = Next puzzle
lesson-next-lesson = Next lesson
lesson-all = All lessons
lesson-back = Back
lesson-back-about = Back to the start screen
lesson-list-title = Lessons and puzzles
lesson-list-about = Each lesson shows one idea on a board: read it, then make the move it asks for. Puzzles ask you to find a win.
lesson-list-done = { $kind ->
        [lesson] Lessons
       *[puzzle] Puzzles
    }: { $finished } of { $count } done
lesson-done = Done
lesson-item-name = { $kind ->
        [lesson] Lesson
       *[puzzle] Puzzle
    } { $number }: { $title } ({ $done ->
        [done] done
       *[not-done] not done
    })
lesson-wins-at-once = which wins at once
lesson-wins-at-once-by = which wins at once: { $why } ({ $rule })
lesson-best-answer = the best answer the computer finds

progress-not-saved = Your lesson progress cannot be saved to { $path }: { $why }

hint-move-the-piece = move the piece on { $cell }.
hint-bring-pawn = bring pawn { $pawn } in from the reserve.
hint-block-around = this is the moment for a block: look at the squares around { $cell }.
hint-reinforcement-near = your last reinforcement goes back on the board: look near { $cell }.
hint-bar-starts-on = your bar starts on the cell { $cell }.

miss-draw = That ends the game in a draw.
miss-ends = That ends the game: { $name } wins.
miss-lets-win = That lets { $name } win at once with { $win }.
miss-read-goal = Read the goal again and look for another move.
miss-not-the-step = That move is legal, but it is not the one this step asks for. { $advice }
