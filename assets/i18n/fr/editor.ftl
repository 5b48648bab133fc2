# L’éditeur de position (Partie → Modifier la position).

editor-heading = Modifier la position — { $game }
editor-start-from = Partir de :
editor-current-position = La position actuelle
editor-start-position = La position de départ
editor-empty-board = Un plateau vide
editor-undo = Annuler la modification
editor-redo = Rétablir la modification
editor-play-from-here = Jouer depuis cette position
editor-back = Revenir à la partie
editor-valid-to-move = Position valide : au tour de { $player }.
editor-valid = Position valide.
editor-not-valid = Position pas encore valide :
editor-position-text = Texte de la position
editor-position-hint = texte de la position
editor-position = Position
editor-copy = Copier la position
editor-paste = Coller la position
editor-paste-about = Appliquer le texte ci-dessus (Ctrl+V hors du champ colle le presse-papiers)
editor-to-move = Au tour de { $player }
editor-board = Plateau à modifier
editor-fell-back = Un renfort est dû ici, ce qu’un diagramme ne peut pas montrer : l’éditeur s’ouvre sur la position de départ.
editor-other-game = C’est une position de { $other }, pas de { $game }. Pour la modifier, commencez une partie de { $other }, puis collez-la de nouveau.
editor-not-a-position = Ce n’est pas une position de { $game } : { $error }.

# Les outils communs à plusieurs jeux.
editor-click-with = Cliquez sur le plateau avec :
editor-level = Niveau :
editor-on-top = Au sommet
editor-level-n = Niveau { $level }
editor-pawn-of = Pion de { $player }

# Strata 5.
editor-s5-first-pawn = Premier déplacement de pion
editor-s5-second-pawn = Second déplacement de pion
editor-s5-block-phase = Pose d’un bloc
editor-s5-first-mover = Pion du premier déplacement
editor-s5-pawn-moves = Déplacements de pion faits
editor-s5-none = aucun
editor-s5-last-mover = Dernier pion déplacé
editor-s5-board-size = Taille du plateau
editor-s5-block = Bloc
editor-s5-block-about = Un clic pose le bloc par son ancre, son coin en bas à gauche (plus petite lettre, plus petit chiffre).
editor-s5-pawn-number = Numéro du pion
editor-s5-right-click = Un clic droit retire le bloc ou le pion au sommet d’une colonne.
editor-s5-reserve = Réserve de { $player } : { $pawns }
editor-s5-add = Ajouter un { $number } à la réserve de { $player }
editor-s5-take = Retirer un { $number } de la réserve de { $player }
editor-s5-supply = Blocs dans le stock
editor-s5-turns-without-block = Tours sans bloc

# Strata 7.
editor-s7-stack-of = Pile de { $player }
editor-s7-move = Déplacer un pion
editor-s7-obstacle = Obstacle
editor-s7-objective = Objectif { $points }
editor-s7-off = Hors du plateau
editor-s7-plain = Case ordinaire
editor-s7-stack-about = Une pile de deux, formée sur l’objectif ennemi cliqué (S7-O2)
editor-s7-right-click = Un clic droit retire un pion. Un objectif appartient au camp de sa rangée.
editor-s7-points = Points de { $player }
editor-s7-captured-by = Pions pris par { $player }
editor-s7-held-by = Pions de { $player } détenus par { $other }
editor-s7-quiet = Coups depuis une prise ou un point marqué

# Stratum.
editor-sm-row = Le long d’une rangée
editor-sm-diagonal = En diagonale
editor-sm-numbered = Le long d’une ligne numérotée
editor-sm-size = { $size } cases par côté
editor-sm-players = Joueurs
editor-sm-place-of = Cliquez sur la grille pour poser un jeton de :
editor-sm-piece-of = Jeton de { $player }
editor-sm-about = La case cliquée est la première case du jeton ; R le fait tourner. Un clic droit retire le jeton du dessus d’une case.
editor-sm-left = Jetons restants de { $player }

# Stratego ($piece : un grade tel que le plateau le nomme, « Éclaireur (2) »).
editor-sg-place-of = Placer les pièces de :
editor-sg-army = Armée de { $player }
editor-sg-left = { $piece } : encore { $count }
editor-sg-too-many = { $piece } : { $count } de trop
editor-sg-about = Choisissez un grade, puis cliquez sur des cases ; cliquez sur une pièce pour la sélectionner ; un clic droit retire.
editor-sg-selected = Sélection : { $piece } de { $player } en { $square }
editor-sg-known = Connue de l’adversaire
editor-sg-moved = A déjà bougé
editor-sg-remove = Retirer la pièce
editor-sg-quiet = Coups sans attaque
editor-sg-forget = Oublier les comptes de la règle des deux cases

problem-by-rule = la position enfreint la règle « { $title } » ({ $rule })
problem-other = la position n’est pas possible telle quelle (voir les cases marquées)
problem-unreadable = le texte ne suit pas la notation de ses positions (voir le guide)
