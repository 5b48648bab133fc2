# L’écran d’accueil.

start-tagline = Quatre jeux de stratégie sur un ordinateur : contre l’ordinateur ou un ami.
start-lessons = Leçons et problèmes
start-lessons-about = Apprendre chaque jeu pas à pas sur un plateau
start-play = Jouer à { $game }
start-play-about = Choisir les options et qui joue
start-computer = Contre l’ordinateur
start-computer-name = Jouer à { $game } contre l’ordinateur
start-two-players = À deux joueurs
start-two-players-name = Jouer à { $game } à deux sur cet ordinateur
start-how-to-play = Comment jouer
start-how-to-play-name = Comment jouer à { $game }

blurb-strata5 = Empilez des blocs en tour et soyez le premier à poser un pion au niveau 5.
blurb-stratum = Posez des barres de quatre hexagones en couches ; le plus de cases visibles d’en haut l’emporte.
blurb-strata7 = Sautez et encerclez sur un octogone ; tenez les objectifs, étouffez les pions.
blurb-stratego = Armées cachées : trouvez et prenez le Drapeau adverse.

title-stratego = Stratego (règles classiques)
