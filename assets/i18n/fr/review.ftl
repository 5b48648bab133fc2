# L’analyse : l’ordinateur juge chaque coup d’une partie.

verdict-best = meilleur
verdict-good = bon
verdict-inaccuracy = imprécision
verdict-mistake = erreur
verdict-blunder = gaffe
depth-quick = rapide
depth-thorough = approfondie

review-full-information = Information complète : la partie est finie, l’analyse voit donc les deux armées. Ses verdicts tiennent compte de pièces que les joueurs ne voyaient pas.
review-title = Analyse
review-hide = Masquer l’analyse (Ctrl+R)
review-depth = Profondeur :
review-depth-about = { $iterations } itérations de recherche par position
review-progress = Position { $done } sur { $total }
review-stop = Arrêter l’analyse
review-again = Analyser de nouveau
review-start = Lancer l’analyse
review-start-about = L’ordinateur juge chaque coup de la partie
review-stale = L’analyse enregistrée porte sur d’autres coups : analysez de nouveau la partie.
review-about = Analyse { $depth }, graine { $seed } : la chance de gagner estimée de chaque joueur après chaque coup.
review-axis-chance = chance de gagner, %
review-axis-move = coup
review-move = Coup { $cursor }
review-at-start = Le début : cliquez sur le graphique ou sur un coup pour voir son verdict.
review-next-best = Ensuite, coup { $number } : { $name } a joué { $played }, le choix de l’ordinateur aussi.
review-next = Ensuite, coup { $number } : { $name } a joué { $played } ; l’ordinateur préfère { $best } (marqué IA sur le plateau).
review-ai-mark = IA
review-chance = Chance de gagner de { $name } : { $before } avant, { $after } après (une baisse de { $drop } points).
review-missed-win = { $best } aurait gagné aussitôt.
review-preferred = L’ordinateur préférait { $best }.

review-help = Analyser la partie (menu Partie, Ctrl+R) : l’ordinateur juge chaque coup selon la baisse qu’il cause dans la chance de gagner estimée de son joueur. Moins de { $inaccuracy } points : bon ; de { $inaccuracy } à { $mistake } : imprécision (?!) ; de { $mistake } à { $blunder } : erreur (?) ; { $blunder } ou plus, ou un coup qui manque un gain immédiat : gaffe (??). Le choix de l’ordinateur lui-même est le meilleur.
