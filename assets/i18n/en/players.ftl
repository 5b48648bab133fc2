# The players' names, by the game's own name for each (`player-` and the name in the notation).

player-red = Red
player-black = Black
player-white = White
player-bordeaux = Bordeaux
player-blue = Blue
player-beige = Beige
player-dark-brown = Dark brown
player-brown = Brown
player-orange = Orange
