# La barre de menus et la barre d’outils.

menu-file = Fichier
menu-edit = Édition
menu-game = Partie
menu-view = Affichage
menu-help = Aide

file-new-game = Nouvelle partie...
file-rematch = Revanche
file-online = Jouer avec un ami en ligne...
file-online-about = Inviter un ami sur un autre ordinateur avec un code, ou rejoindre sa partie
file-quit = Quitter

edit-undo = Annuler
edit-redo = Rétablir

game-move-letters = Lettres de coups...
game-move-letters-about = Copier votre lettre pour l’envoyer, et coller celle de votre ami
game-edit-position = Modifier la position...
game-edit-position-about = Changer la position sur le plateau et reprendre la partie à partir d’elle
game-edit-start = Modifier la position de départ...
game-edit-start-about = Changer la position d’où la partie est partie
game-copy-position = Copier le texte de la position
game-copy-position-about = La position du plateau sur une ligne, pour `strata play --position` ou l’éditeur
game-paste-position = Coller un texte de position...
game-paste-position-about = Ouvrir l’éditeur sur le texte de position du presse-papiers
game-review = Analyser la partie...
game-review-about = L’ordinateur juge chaque coup et montre où la partie s’est gagnée et perdue

view-rules = Panneau des règles (F1)
view-moves = Liste des coups (Ctrl+M)
view-level-numbers = Numéros des niveaux
view-animations = Animations
view-language = Langue
view-learning-aids = Aides à l’apprentissage
view-hints = Indices
view-warnings = Avertissements pour débutants
view-warnings-about = Marquer les coups qui gagnent aussitôt, et demander avant un coup qui laisse le joueur suivant gagner aussitôt (activé d’office contre l’ordinateur)
view-suggest-key = Suggérer un coup : H

help-how-to-play = Comment jouer
help-how-to-play-game = Comment jouer à { $game }
help-lessons = Leçons et problèmes
help-rules = Règles (F1)
help-guide = Guide d’utilisation...
help-shortcuts = Raccourcis clavier...
help-review = Comment l’analyse juge les coups
help-about = À propos de Strata

tool-rules = Règles
tool-hide-rules = Masquer les règles
tool-rules-about = Les règles de ce jeu (F1)
tool-more = Plus
tool-new-game = Nouvelle partie
tool-new-game-about = Commencer une nouvelle partie (Ctrl+N)

theme-system = Suivre le système
theme-light = Clair
theme-dark = Sombre
theme-high-contrast = Contraste élevé
