# Les plateaux : ce que la vue de chaque jeu dit, montre et nomme.

board-over = La partie est finie : lancez une revanche ou une nouvelle partie.
board-rule-note = { $rule } : { $text }
board-score = Score :

## Stratego.

# Le nom d’un grade ; $rank vaut marshal, general, colonel, major, captain, lieutenant,
# sergeant, miner, scout, spy, bomb ou flag.
board-rank = { $rank ->
    [marshal] Maréchal
    [general] Général
    [colonel] Colonel
    [major] Commandant
    [captain] Capitaine
    [lieutenant] Lieutenant
    [sergeant] Sergent
    [miner] Démineur
    [scout] Éclaireur
    [spy] Espion
    [bomb] Bombe
   *[flag] Drapeau
}
board-rank-plural = { $rank ->
    [marshal] Maréchaux
    [general] Généraux
    [colonel] Colonels
    [major] Commandants
    [captain] Capitaines
    [lieutenant] Lieutenants
    [sergeant] Sergents
    [miner] Démineurs
    [scout] Éclaireurs
    [spy] Espions
    [bomb] Bombes
   *[flag] Drapeaux
}
# « 8 Éclaireurs » : $name et $plural sont board-rank et board-rank-plural.
board-rank-count = { $count ->
    [one] { $count } { $name }
   *[other] { $count } { $plural }
}
# Une pièce avec son article : $piece est son nom (« Éclaireur ») ou son nom et sa force
# (« Éclaireur (2) ») ; l’article dépend du grade $rank.
board-the = { $rank ->
    [scout] l’{ $piece }
    [spy] l’{ $piece }
    [bomb] la { $piece }
   *[other] le { $piece }
}
board-piece-yours = votre { $piece }
board-piece-of = { $rank ->
    [scout] l’{ $piece } de { $player }
    [spy] l’{ $piece } de { $player }
    [bomb] la { $piece } de { $player }
   *[other] le { $piece } de { $player }
}

# Une attaque racontée à un joueur : $attacker et $defender sont board-piece-yours ou
# board-piece-of ; dans les issues, board-the.
board-sg-combat = { $attacker } en { $from } a attaqué { $defender } en { $to }.
board-sg-flag-captured = Le Drapeau est pris : { $player } gagne.
board-sg-defused = Le Démineur désamorce la Bombe et prend { $square }.
board-sg-spy-wins = L’Espion prend le Maréchal.
board-sg-attacker-wins = { $defender } quitte le plateau ; { $attacker } prend { $square }.
board-sg-bomb-stays = La Bombe reste ; { $attacker } quitte le plateau.
board-sg-spy-loses = L’Espion ne gagne qu’en attaquant le Maréchal : il quitte le plateau.
board-sg-defender-wins = { $attacker } quitte le plateau ; { $defender } reste.
board-sg-both-removed = Grades égaux : les deux pièces quittent le plateau.
# La note d’une attaque dans la liste des coups, par les symboles des grades (« 6 prend 5 »).
board-sg-note-takes = { $attacker } prend { $defender }
board-sg-note-loses = { $attacker } perd contre { $defender }
board-sg-note-fall = { $attacker } et { $defender } tombent

board-sg-turn-of = Au tour de { $player }
board-sg-looks-away = { $other } détourne les yeux pendant que { $player } prend l’écran (le plateau est caché).
board-sg-show-my-pieces = Je suis { $player }, montrer mes pièces
board-sg-whose-replay = Quelle armée la relecture doit-elle montrer ?
board-turn-is = C’est au tour de { $player }.
board-sg-choose-piece = Choisissez d’abord une de vos pièces.
board-sg-never-moves = { $piece } en { $square } ne bouge jamais
board-sg-no-move = { $piece } en { $square } n’a aucun coup permis pour l’instant.
board-sg-scout-about = Un Éclaireur avance d’autant de cases qu’il veut en ligne droite ; cliquez là où il va ou sur ce qu’il attaque.
board-sg-click-hinted = Cliquez sur une case en surbrillance pour y aller ou attaquer, ou de nouveau sur la pièce pour la reposer.
board-sg-click-target = Cliquez là où elle va ou sur ce qu’elle attaque, ou de nouveau sur la pièce pour la reposer.
board-sg-you = { $player } (vous)
board-sg-lost = Perdues
board-sg-nothing-yet = rien pour l’instant
board-sg-still-hidden = Encore cachées
board-sg-still-hidden-about = Grades pas encore vus au combat : les pièces de dos sur le plateau sont exactement celles-ci
board-sg-hand-over-screen = Écran de changement de joueur
board-sg-board = Plateau de Stratego
board-sg-over = La partie est finie : les deux armées sont dévoilées.
board-sg-your-move = { $player }, à vous de jouer : cliquez sur une de vos pièces.
board-sg-phase = déplacer une pièce ou attaquer
board-sg-stock = Pièces perdues : Rouge { $red }, Bleu { $blue }
board-sg-hide = Cacher mes pièces
board-sg-hide-about = Masquer le plateau jusqu’à ce que quelqu’un dise qui regarde (B)
board-sg-key-esc = Reposer la pièce sélectionnée
board-sg-key-b = Masquer le plateau : cacher mes pièces (écran de changement de joueur)
board-sg-attacks = attaque
board-open-rule = Ouvrir les règles à { $rule }
board-sg-hand-over-to = Passer la main à { $player }
board-sg-ok = OK
board-sg-hide-result = Masquer ce résultat
# Ce que contient la case sous le pointeur ($piece : board-piece-yours ou board-piece-of).
board-sg-move-to = Aller en { $square }.
board-sg-attack-win = Attaquer { $piece } en { $square } : vous gagnez.
board-sg-attack-lose = Attaquer { $piece } en { $square } : vous perdez la pièce.
board-sg-attack-both = Attaquer { $piece } en { $square } : les deux pièces quittent le plateau.
board-sg-attack-unknown = Attaquer la pièce inconnue en { $square } : les deux grades seront dévoilés.
board-sg-at = { $piece } en { $square }
board-sg-at-known = { $piece } en { $square } — { $player } connaît son grade
board-sg-at-moved = { $piece } en { $square } — { $player } sait que cette pièce a bougé
board-sg-at-seen = { $piece } en { $square }, grade dévoilé au combat
board-sg-unknown = Pièce de { $player } en { $square } : grade inconnu
board-sg-unknown-moved = Pièce de { $player } en { $square } : grade inconnu, mais elle a bougé, ce n’est donc ni une Bombe ni le Drapeau
# Ce que le joueur peut supposer d’une pièce cachée d’après ce qu’il a vu (indices activés),
# après board-sg-unknown : $ranks est un ou deux board-sg-likely-rank séparés par une virgule.
board-sg-likely = probablement : { $ranks }
board-sg-likely-rank = { $rank }{ "\u00A0" }{ $percent }
board-sg-lake = { $square } : un lac ; aucune pièce n’y entre ni ne le traverse

## Strata 5.

board-s5-choose-pawn = Choisissez d’abord un de vos pions : cliquez dessus sur le plateau ou dans votre réserve.
board-s5-click-hinted = Cliquez sur un emplacement en surbrillance pour y aller, ou de nouveau sur le pion pour le reposer.
board-s5-click-target = Cliquez sur l’emplacement où il va, ou de nouveau sur le pion pour le reposer.
board-s5-reserve = réserve
board-s5-empty = vide
# Le bouton d’un pion de la réserve, pour les lecteurs d’écran : $player est le nom que le jeu
# donne au joueur (red, black).
board-s5-reserve-pawn = { $player ->
    [red] Pion { $number } de la réserve de Rouge
    [black] Pion { $number } de la réserve de Noir
   *[other] Pion { $number } de la réserve de { $player }
}
board-s5-not-your-reserve = Les pions de la réserve de { $player } jouent au tour de { $player }.
board-s5-place-block-now = Posez maintenant un bloc (S5-T1).
board-s5-on-board = sur le plateau : { $count }
board-s5-trapped = piégés : { $count }
board-s5-no-destination = le pion { $number } n’a aucun emplacement à exactement { $number } pas où il puisse marcher (sur les blocs, un niveau à la fois, sans passer par un pion ni deux fois par le même emplacement) : essayez un autre pion
board-s5-board = Plateau de Strata 5
board-s5-place-block = Cliquez pour poser le bloc en #{ $anchor }.
board-s5-phase-first = déplacer un pion (1 sur 2)
board-s5-phase-second = déplacer un pion (2 sur 2)
board-s5-phase-block = poser un bloc
board-s5-blocks-left = Blocs restants : { $count }
board-s5-reserves = Réserves : Rouge { $red }, Noir { $black }
board-s5-turns-without-block = { $count } tours sur { $limit } sans bloc (S5-E5)
board-s5-turn-left = Tourner à gauche
board-s5-turn-left-about = Tourner le plateau d’un quart de tour (Q)
board-s5-turn-right = Tourner à droite
board-s5-turn-right-about = Tourner le plateau d’un quart de tour (E)
board-s5-key-turn = Tourner le plateau à gauche / à droite
board-s5-key-esc = Reposer le pion sélectionné
board-s5-pawn-about = Pion { $number } : fait exactement { $number } pas (S5-P1)
board-s5-level = niveau { $level }

## Strata 7.

board-s7-objective = objectif { $square }
board-s7-captures = { $count ->
    [one] { $count } prise
   *[other] { $count } prises
}
board-s7-bonus = aucun pion à récupérer (S7-R2)
# « +2 pour Blanc : objectif f7 » : $reasons sont les lignes ci-dessus, séparées par des virgules.
board-s7-scored = +{ $points } pour { $player } : { $reasons }
board-s7-cancelled = Renfort annulé.
board-s7-exit-now = Renfort en { $square } : cliquez maintenant sur la case où sort la nouvelle pile.
board-s7-choose-pawn = Choisissez d’abord un de vos pions.
board-s7-dots-and-rings = Les points sont des pas, les anneaux des arrivées de saut ; cliquez sur l’un d’eux, ou de nouveau sur le pion pour le reposer.
board-s7-no-move = Ce pion n’a aucun coup permis pour l’instant ; essayez-en un autre.
board-s7-captured = { $count ->
    [one] Pris : { $count } pion de { $player } en { $squares }.
   *[other] Pris : { $count } pions de { $player } en { $squares }.
}
board-s7-captured-why = Un pion qui touche un ennemi sans aucune case voisine libre est pris.
board-s7-of-points = sur { $points } points
board-s7-score-of-points = { $score } sur { $points } points
board-s7-captured-count = prises : { $count }
board-s7-last-at = ultime renfort à { $count } prises
board-s7-last-earned = ultime renfort obtenu
board-s7-last-about = La 6e prise vous rend un de vos pions pris (S7-R1)
board-s7-held-by = { $count ->
    [one] { $count } détenu par { $player }
   *[other] { $count } détenus par { $player }
}
board-s7-held-about = Pions de ce camp pris et détenus par l’autre ; l’ultime renfort en ramène un (S7-R1)
board-s7-can-score = Peut marquer maintenant
board-s7-can-score-about = Un second pion qui arrive sur un objectif occupé en marque les points (S7-O2)
board-s7-score-from = { $square } +{ $points } depuis { $from }
board-s7-reinforce = { $points ->
    [one] Renforcer en { $square } : +{ $points } point, puis choisir où sort la pile.
   *[other] Renforcer en { $square } : +{ $points } points, puis choisir où sort la pile.
}
board-s7-step = Avancer d’un pas en { $square }.
board-s7-jump = { $count ->
    [one] Sauter jusqu’en { $square } : { $count } saut ({ $move }).
   *[other] Sauter jusqu’en { $square } : { $count } sauts ({ $move }).
}
board-s7-pawn-liberties = { $count ->
    [one] Pion de { $player } en { $square } : { $count } liberté
   *[other] Pion de { $player } en { $square } : { $count } libertés
}
board-s7-stack-liberties = { $count ->
    [one] Pile de { $player } en { $square } : { $count } liberté
   *[other] Pile de { $player } en { $square } : { $count } libertés
}
board-s7-in-danger = { $note } — en danger : encore un coup ennemi et c’est la prise
board-s7-board = Plateau de Strata 7
board-s7-prompt-exit = Renfort en { $square } : cliquez là où sort la nouvelle pile (S7-O3). Échap annule.
board-s7-prompt-last = Votre ultime renfort : cliquez sur une case ordinaire vide pour y poser le pion que vous récupérez (S7-R1).
board-s7-prompt-owed-exit = La pile en { $square } doit quitter son objectif maintenant : cliquez sur elle, puis sur une case vide à côté (S7-O3).
board-s7-prompt-separation = Séparation : la pile en { $square } se sépare maintenant : cliquez sur elle et déplacez son pion du dessus (S7-O4).
board-s7-phase-last = poser l’ultime renfort (S7-R1)
board-s7-phase-exit = la pile en { $square } doit quitter son objectif (S7-O3)
board-s7-phase-separation = séparer la pile en { $square } (S7-O4)
board-s7-phase-move = déplacer un pion
board-s7-stock = Prises : Blanc { $white }, Bordeaux { $bordeaux }
board-s7-quiet = { $count } coups sur { $limit } sans prise ni point marqué (S7-E2)
board-s7-key-esc = Reposer le pion sélectionné, annuler la sortie d’un renfort
board-s7-points = Points :
board-s7-camp = Camp de { $player }

## Stratum.

board-sm-board = Grille de Stratum
board-sm-cell = { $cell } : niveau { $level }, { $player }
board-sm-cell-empty = { $cell } : vide
board-sm-place-scores = Cliquez pour poser { $move }. Les scores deviendraient { $scores }.
board-sm-place = Cliquez pour poser { $move }.
board-sm-phase = poser un jeton au niveau { $level }
board-sm-stock = Jetons restants : { $list }
board-sm-row = le long d’une rangée
board-sm-diagonal = en diagonale
board-sm-numbered = le long d’une ligne numérotée
board-sm-piece = Jeton : { $axis }
board-sm-piece-about = Tourner le jeton (R ou la molette de la souris)
board-sm-key = R / molette
board-sm-key-about = Tourner le jeton (Maj+R : dans l’autre sens)
board-sm-score = Cases visibles :

cell-bare-board = le plateau nu
cell-level = niveau { $level }
cell-column-pawn = { $trapped ->
        [yes] pion { $number } de { $owner }, piégé
       *[no] pion { $number } de { $owner }
    }
cell-empty = vide
cell-hex = niveau { $level }, { $owner }
cell-obstacle = obstacle
cell-objective = objectif { $points ->
        [one] d’un point
       *[other] de { $points } points
    } de { $camp }
cell-occupant = { $stack ->
        [yes] pile de { $owner }
       *[no] pion de { $owner }
    }
cell-lake = lac
cell-own = votre { $piece }{ $state ->
        [known] {" "}(connu de { $opponent })
        [moved] {" "}(a bougé)
       *[hidden] {""}
    }
cell-unknown = pièce de { $opponent }, inconnue
cell-moved-unknown = pièce de { $opponent } qui a bougé
cell-known = { $piece } de { $opponent }
