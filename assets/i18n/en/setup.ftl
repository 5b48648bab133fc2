# Stratego's setup screen: each player arranges their army before the game.

setup-status = Stratego: set up the armies, then the game begins.
setup-red-ready = { $player }'s army is ready. Pass the computer to { $next }.
setup-first = { $player } sets up first.
setup-looks-away = { $other } looks away while { $player } places their pieces.
setup-show = I'm { $player }, set up my army
setup-cancel = Cancel
setup-heading = { $player }: set up your army
setup-about = Fill your four ranks with all 40 pieces (SG-S1). Click a piece in the tray, then a square; click two squares to swap them, or drag one onto another. Right-click a square to send its piece back.
setup-suggested = Suggested setup
setup-suggested-about = An army that keeps the setup principles below, as the AI sets up; click again for another
setup-suggested-done = A suggested setup: change it or click Ready.
setup-random = Random setup
setup-random-about = A sensible random army; click again for another
setup-random-done = A random setup: change it or click Ready.
setup-clear = Clear
setup-clear-about = Put every piece back in the tray
setup-string = Setup string
setup-string-hint = e.g. 26B529B428/74M6S25736/…
setup-load = Load setup
setup-load-about = Put the setup string above on the board
setup-copy = Copy setup string
setup-copy-about = Copy this army's setup string to the clipboard
setup-copied = The setup string is in the field above and on the clipboard.
setup-placed = { $placed } of { $total } pieces placed
setup-ready = Ready
setup-ready-about = Start with this army
setup-ready-not-yet = Place all 40 pieces first (SG-S1)
setup-last-army = Your army from the last game; change it or click Ready.
setup-loaded = Setup loaded.
setup-unusable = This setup cannot be used: { $reason }
setup-tray-first = Choose a piece in the tray first, then click a square.
setup-check-score = Setup check: { $percent }%
setup-check = Setup check
setup-check-about = Place all 40 pieces to see how your army keeps these principles:
# $principle: a setup principle's name.
setup-kept = { $principle }: kept
setup-not-kept = { $principle }: not kept
setup-partly = { $principle }: partly
setup-board = Setup board
setup-side-of = { $player }'s side

# The tray ($piece: a rank with its strength, "Scout (2)"; $pieces: "8 Scouts").
setup-tray = Tray
setup-all-placed = All { $pieces } are on the board (SG-G3).
setup-left = { $piece }: { $count } left

# The setups shipped with Strata and the player's own ($name: a setup's name).
setup-saved = Saved as «{ $name }» in your setups.
setup-not-saved = The setup was not saved: { $reason }.
setup-deleted = «{ $name }» is no longer in your setups.
setup-not-deleted = The setup was not deleted: { $reason }.
setup-setups = Setups
setup-shipped = Shipped with Strata
setup-own = Your setups
setup-named = { $name }: { $idea }
setup-yours = Your setup «{ $name }».
setup-not-read = Not read: { $problem }
setup-name = Name
setup-name-hint = e.g. Lake wall
setup-save-about = Keep this army in your setups under this name (the same name replaces it)
setup-save-not-yet = Place all 40 pieces and type a name first
setup-save = Save to my setups
setup-delete = Delete «{ $name }»

principle-flag-at-back = Flag at the back
principle-flag-at-back-why = On the back rank the Flag can be reached from fewer sides.
principle-bombs-beside-flag = Bombs beside the Flag
principle-bombs-beside-flag-why = Bombs on the Flag's open sides let only a Miner through.
principle-bombs-spread = Bombs in more than one place
principle-bombs-spread-why = A second group of Bombs hides which one guards the Flag.
principle-no-front-bombs = No Bombs in the front rank
principle-no-front-bombs-why = A Bomb in front blocks your own way out and gives nothing to defend.
principle-lanes-guarded = Every lane guarded
principle-lanes-guarded-why = A Captain or stronger near each of the three lanes meets an early raid.
principle-scouts-in-front = Scouts in front
principle-scouts-in-front-why = Scouts in the front rank can run out and find the enemy's big pieces.
principle-miners-held-back = Miners held back
principle-miners-held-back-why = Bombs are cleared late in a game: keep at least three Miners in the back two ranks.
principle-spy-by-general = Spy beside the General
principle-spy-by-general-why = The Spy waits where the enemy Marshal will come for your General.
principle-marshal-general-apart = Marshal and General apart
principle-marshal-general-apart-why = One on each half of the board, so that each wing has a strong piece.

setup-problem-groups = a setup is 4 groups of 10 letters separated by '/', front rank first; found { $count ->
        [one] 1 group
       *[other] { $count } groups
    }
setup-problem-length = group { $group } (the { $row ->
        [front] front rank
        [second] second rank
        [third] third rank
       *[back] back rank
    }) has { $count } letters; every group has exactly 10
setup-problem-letter = '{ $letter }' is not a piece letter (group { $group }, letter { $place }: Red's { $red }, Blue's { $blue }); use M 9 8 7 6 5 4 3 2 S B F
setup-problem-counts = wrong number of pieces: { $list } (an army is { $army })
setup-problem-count = { $found } instead of { $wanted }
