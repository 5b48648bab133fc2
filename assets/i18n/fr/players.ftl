# Les noms des joueurs, d’après le nom que le jeu donne à chacun.

player-red = Rouge
player-black = Noir
player-white = Blanc
player-bordeaux = Bordeaux
player-blue = Bleu
player-beige = Beige
player-dark-brown = Brun foncé
player-brown = Brun
player-orange = Orange
