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

key-new-game = Nouvelle partie
key-open = Ouvrir une partie enregistrée
key-save = Enregistrer
key-quit = Quitter
key-save-as = Enregistrer sous
key-undo = Annuler
key-redo = Rétablir
key-replay = Parcourir les coups (relecture)
key-type-move = Taper un coup dans sa notation, puis Entrée
key-cursor = Déplacer le curseur du plateau ; cliquer sur sa case
key-tab = Élément suivant / précédent : les barres, le champ du coup, la liste des coups, le plateau
key-suggest = Suggérer un coup (les trois meilleurs selon l’ordinateur)
key-pause = Suspendre ou reprendre les coups de l’ordinateur
key-review = Analyser la partie : l’ordinateur juge chaque coup
key-rules = Afficher ou masquer les règles
key-moves = Afficher ou masquer la liste des coups
key-edit = Modifier la position (en texte de position)
key-zoom = Agrandir, réduire, revenir à 100 % (retenu)
key-left-right = Gauche / Droite
key-shift-arrows = Maj+flèches, Entrée ou Espace
key-tab-keys = Tab / Maj+Tab
discard-explain = Vous regardez une position antérieure. Jouer { $token } ici efface { $later ->
        [one] le coup suivant
       *[other] les { $later } coups suivants
    }.
discard-question = Jouer depuis cette position ?
discard-play = Effacer et jouer
discard-cancel = Annuler
blunder-next-player = Le joueur suivant
blunder-explain-why = { $token } permet à { $next } de gagner aussitôt par { $reply } : { $why }.
blunder-explain = { $token } permet à { $next } de gagner aussitôt par { $reply }.
blunder-play-anyway = Le jouer quand même
blunder-choose-another = Choisir un autre coup
blunder-question = Jouer ce coup ?
over-title = Partie finie
over-rematch = Revanche
over-new-game = Nouvelle partie...
over-review = Analyser la partie
over-review-about = L’ordinateur juge chaque coup (Ctrl+R)
over-look = Regarder le plateau
about-commit = Construit depuis le commit { $commit }.
about-what = Strata 5, Stratum, Strata 7 et Stratego (règles classiques) sur un ordinateur : contre un ami ou l’ordinateur, avec des indications de coups et les règles sous la main.
about-licence = Licence : { $licence }.
about-texts = Le texte des règles et le guide de notation sont écrits pour cette application ; les livrets d’origine des jeux ne sont pas reproduits.
about-made-with = Fait avec Rust, egui et eframe.
keys-title = Raccourcis clavier
result-draw = Nulle
result-wins = { $name } gagne
result-share = { $names } se partagent la victoire
dialog-close = Fermer
level-line = { $level } : { $about }
level-easy-about = pour vos premières parties. Il réfléchit peu et ne voit pas les plans à long terme.
level-medium-about = un adversaire à votre mesure si vous jouez souvent. Il répond en une seconde environ.
level-hard-about = pour les joueurs expérimentés. Il réfléchit environ cinq fois plus longtemps et voit plus loin.
level-rating = Classement { $elo } sur l’échelle des niveaux (coups au hasard : 0).
level-rating-scaled = Classement { $elo } sur l’échelle des niveaux (coups au hasard : 0), mesuré avec { $scale } de son temps de réflexion.
