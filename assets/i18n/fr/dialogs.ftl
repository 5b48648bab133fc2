# La boîte Nouvelle partie.

new-game = Nouvelle partie
new-start = Commencer la partie
new-cancel = Annuler
new-game-choice = Jeu
new-options = Options
new-from-position = Partir d’une position
new-who-plays = Qui joue
new-clock = Pendule
new-clock-about = Le temps de chaque joueur ; qui le dépasse perd (la règle « Temps écoulé »)
new-play-computer = Contre l’ordinateur
new-people = { $count ->
    [2] Deux joueurs sur cet ordinateur
   *[other] { $count } joueurs sur cet ordinateur
}
new-level = Niveau
new-custom-seats = Places choisies une à une :
new-board-size = taille du plateau (colonnes par côté)
new-players = Joueurs
new-board = Plateau
new-size-5 = 5 par côté (61 cases)
new-size-6 = 6 par côté (91 cases)
new-white-first = Blanc joue en premier (S7-S2).
new-two-square = Règle des deux cases
new-two-square-5 = 5 coups (classique)
new-two-square-5-about = Une pièce peut aller et venir entre les deux mêmes cases 5 fois de suite (SG-M5)
new-two-square-3 = 3 coups (éditions récentes)
new-two-square-3-about = Une pièce peut aller et venir entre les deux mêmes cases 3 fois de suite (SG-M5)
new-more-squares = Règle des cases en plus (pas de poursuite sans fin)
new-more-squares-about = Une pièce qui en poursuit une autre ne peut pas ramener une position déjà vue (SG-M6)
new-armies-next = Chaque personne à la table dispose ensuite son armée ; une place de l’ordinateur reçoit une armée suggérée (une nouvelle à chaque partie).
new-first-player = Premier joueur

seat-human = Humain
seat-computer = Ordinateur ({ $level })
bot-easy = facile
bot-medium = moyen
bot-hard = difficile
seat-friend = Ami en ligne
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
clock-none = Sans pendule
