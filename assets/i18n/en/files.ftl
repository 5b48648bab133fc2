# Files: opening, saving, autosaves and their problems.

file-game-unchanged = The game you were playing is unchanged.
file-cannot-open = Cannot open { $name }
file-opened = Opened { $name }.
file-back-after-stop = Strata was stopped last time: your game is back.
file-back-after-crash = Strata did not close properly last time: your game is back.
file-open-twice = This game is open in another Strata window too: from the next move, this window autosaves its own copy.
file-cannot-resume = The game cannot be resumed
file-autosave-is = Its autosave is { $path }.
file-nothing-recovered = Nothing can be recovered
file-nothing-recovered-why = Not even the game and its start can be read in { $name }. The file is kept as it is, in { $path }.
file-recovered = Recovered { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } from the damaged autosave { $name }{ $lost ->
        [0] {""}
        [one] {" "}(1 more could not be replayed)
       *[other] {" "}({ $lost } more could not be replayed)
    }. That file is kept as it is; this game is autosaved afresh.
file-computers-paused = The computers' game is paused: Resume (P) goes on.
file-missing = There is no file { $path }.
file-not-text = This file is damaged (it holds bytes that are not text).
file-unreadable = { $path } cannot be read: { $why }.
file-not-a-game = This file does not read as a game saved by Strata.

file-open = Open...
file-open-recent = Open recent
file-unreadable-now = cannot be read now
file-clear-recent = Clear recent files
file-save = Save
file-save-as = Save as...
view-theme = Theme
file-resume-last = Resume last game
file-other-unfinished = Other unfinished games
file-damaged = Damaged autosaves
file-recover = Recover the moves before the damage
file-recover-about = Go on with the moves that can still be read, as a new game; the file stays
file-open-saved = Open a saved game...

file-dismiss = Dismiss
file-settings-not-saved = The settings cannot be saved to { $path }: { $why }
file-saved = Saved to { $path }.
file-kept-unchanged = The file that was there is unchanged.
file-nothing-written = Nothing was written.
file-cannot-write = { $path } cannot be written: { $why }.
file-not-saved = The game was not saved

dialog-open-title = Open a saved game
dialog-save-title = Save the game
dialog-filter = Strata saved games
dialog-not-a-game = not a Strata game
dialog-no-native = The system's file dialog is not available; choose the file here.
dialog-path = Path
dialog-saved-games = Saved games
dialog-open = Open
dialog-replace = Replace
dialog-hint-open = Type the file's name, or pick a saved game.
dialog-hint-save = Type a name for the file.
dialog-no-such-file = There is no such file.
dialog-no-folder = There is no folder { $folder }.
dialog-is-folder = { $name } is a folder.
dialog-exists = { $name } exists: saving replaces it.
describe-moves = { $count ->
        [one] 1 move
       *[other] { $count } moves
    }
describe-versus = { " vs " }
describe-saved = saved { $when } UTC
io-problem = { $kind ->
        [not-found] it does not exist
        [permission] permission denied
        [exists] it already exists
        [full] the disk is full
        [read-only] the disk is read-only
        [not-text] it is not text
        [folder] it is a folder
        [bad-name] the name is not valid here
       *[other] the system refused
    }
settings-unreadable = The settings in { $path } cannot be read ({ $why }); Strata started with the default settings.
settings-damaged = The settings file { $path } is damaged; Strata started with the default settings.
settings-kept = The old file is kept as { $path }.
autosave-no-thread = The game cannot be autosaved: no thread could be started to write it.
autosave-cannot-write = The game cannot be autosaved to { $path }: { $why }
