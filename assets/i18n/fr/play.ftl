# En partie : la barre d’état, la fin de partie, la pendule, la liste des coups.

end-resign-menu = Abandonner...
end-resign-as-menu = Abandonner ({ $name })...
end-offer-draw = Proposer la nulle
end-friend-answers = Votre ami accepte ou refuse
end-agree-draw-menu = Convenir de la nulle...
end-other-answers = L’autre joueur accepte ou refuse à son tour
end-offers-draw = { $name } propose la nulle.
end-accept-draw = Accepter la nulle
end-decline = Refuser
end-decline-about = Jouer un coup refuse aussi
end-draw-offered = Nulle proposée : { $name } répond à son tour.
end-accepts-draw = { $name } accepte la nulle.
end-declines-draw-rated = { $name } refuse la nulle (il estime ses chances à { $percent } %).
end-declines-draw-early = { $name } refuse la nulle (trop tôt pour juger).
end-draw-declined = Nulle refusée ; { $name } continue.
end-resign-question = Abandonner avec { $name } ?
end-resign-explain = La partie s’arrête et compte comme perdue pour ce joueur.
end-resign = Abandonner
end-keep-playing = Continuer
end-draw-explain = Tous les joueurs sont d’accord : la partie s’arrête, personne ne gagne.
end-we-agree = Nous convenons de la nulle
end-draw-question = Finir la partie sur une nulle ?

bar-ask-take-back = Demander à votre ami de reprendre votre dernier coup (Ctrl+Z)
bar-take-back = Reprendre le dernier coup (Ctrl+Z)
bar-replay-move = Rejouer le coup (Ctrl+Maj+Z ou Ctrl+Y)
bar-hints-about = Montrer les cases permises
bar-choose-game = Choisissez un jeu.
bar-viewing-move = Coup { $cursor } sur { $total }
bar-viewing-explain = — un coup joué ici remplace les suivants.
bar-back-to-game = Revenir à la partie
bar-back-to-move = Revenir au coup { $from }
bar-game-over = Partie finie : { $result }
bar-to-move = Au tour de { $name }
bar-not-allowed = Interdit : { $reason }
bar-open-rule = Ouvrir les règles à { $rule }

refused-by-rule = la règle « { $title } » ne le permet pas
refused-unreadable = cette notation ne se lit pas
refused-other = ce coup n’est pas possible ici
ended-by-rule = La partie s’achève selon la règle « { $title } ».
name-list = { $init } et { $last }

exact-wins-at-once = ce coup gagne aussitôt
exact-you-win-in = vous gagnez en { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    }
exact-opponent-wins-at-once = l’adversaire peut alors gagner aussitôt
exact-opponent-needs = il faut à l’adversaire { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    } pour gagner
exact-every-move-loses = tout coup perd contre le meilleur jeu ; celui-ci résiste le plus longtemps ({ $opponent })
exact-this-move-loses = ce coup perd contre le meilleur jeu ({ $opponent })
exact-draw = nulle avec le meilleur jeu
clock-each = { $minutes } min chacun
clock-increment = { $minutes } min + { $seconds } s par tour

ai-suggest = Suggérer un coup
ai-suggest-about = Les trois meilleurs coups pour vous selon l’ordinateur (H)
ai-resume = Reprendre
ai-pause = Pause
ai-pause-about = Arrêter ou relancer les coups de l’ordinateur (P)
ai-pace = s par coup
ai-pace-about = Le temps minimal de l’ordinateur pour un coup (sa vitesse)
ai-move-now = Jouer maintenant
ai-show-now = Montrer maintenant
ai-now-about = Arrêter de réfléchir et prendre le meilleur coup trouvé
ai-thinking = L’ordinateur ({ $bot }) réfléchit
ai-looking = Recherche de coups pour vous
ai-progress = { $who } : { $iterations } itérations
ai-progress-best = { $who } : { $iterations } itérations, meilleur coup pour l’instant { $best }
ai-paused = En pause : l’ordinateur attend (Reprendre ou P pour continuer).
ai-waits-redo = L’ordinateur attend tant qu’il reste des coups à rétablir : rétablissez-les, ou annulez davantage.
ai-suggested = Coups suggérés :
ai-play = Jouer { $turn }.
ai-play-chance = Jouer { $turn } (chance de gagner estimée { $percent }).
ai-why = Pourquoi : { $why }.
ai-expected-reply = Réponse attendue : { $who } { $reply }.
ai-play-button = Jouer { $turn }

ai-no-move = L’ordinateur ({ $bot }) n’a trouvé aucun coup ; en pause.
ai-nothing-to-suggest = Il n’y a aucun coup à suggérer.
seats-no-game = Aucune partie n’est ouverte.
seats-title = Places
seats-seat = { $name } : { $seat }
figure-wins-now = gagne tout de suite
figure-wins-in = gagne en { $moves }
figure-draw = nulle
figure-loses = perd

clock-ran-out = { $name } a dépassé son temps : { $result } ({ $rule }).
clock-label = Pendule { $control } :
clock-time-left = Temps restant de { $name }

list-resigned = { $name } a abandonné
list-draw-agreed = Nulle convenue
list-out-of-time = { $name } a dépassé son temps
list-out-of-time-draw = { $name } a dépassé son temps : nulle, car personne d’autre ne pouvait encore gagner
list-title = Coups
list-start = Début
list-review = Analyse : { $verdict }
percent = { $value } %

seats-fixed-online = Les places d’une partie en ligne sont fixes : l’une est celle de votre ami.
seats-fixed = Les places ne peuvent pas changer pendant cette partie : qui prendrait une place verrait cette armée, qui lui était cachée. Abandonnez ou finissez la partie, puis commencez-en une nouvelle avec les places voulues.
hidden-pieces = Pas pendant la partie : cela montrerait des pièces qui vous sont cachées. Toute la position se voit une fois la partie finie.

no-takebacks = Les coups ne se reprennent pas dans cette partie : cela montrerait au joueur ce que l’autre a vu.
moves-show = Afficher les coups (Ctrl+M)

hand-over-first = C’est le tour de { $name } : { $name } prend d’abord l’écran (« Je suis { $name }, montrer mes pièces »).
go-back-to-play = Revenez à la partie pour jouer.

same-position-again = La même position, à nouveau.
position-copied = Le texte de la position est dans le presse-papiers.
from-edited-position = Une nouvelle partie depuis la position modifiée.
mail-letter-copied = Votre lettre de coup est dans le presse-papiers : envoyez-la à votre ami.

rules-title = Règles
rules-of = Règles de { $game }
rules-hide = Masquer les règles (F1)
rules-which-game = Quel jeu ?
rules-how-to-play = Comment jouer
rules-ours = Ce que tranche cette application : { $why }

entry-about = Un coup dans la notation du jeu, puis Entrée ({ $keys })
entry-no-match = aucun coup permis ne commence ainsi
entry-more = et { $count } de plus
entry-label = Taper un coup

guide-title = Guide de l’utilisateur

reason-wins-by = gagne la partie ({ $rule })
reason-wins = gagne la partie
reason-stops-win = ne laisse à { $player } aucune victoire immédiate
reason-captures-pawn = capture le pion { $pawn }
reason-climbs = le pion { $pawn } monte au niveau { $level }
reason-enters = fait entrer le pion { $pawn } sur le plateau
reason-builds = bâtit au niveau { $level }
reason-traps = { $own ->
        [yes] piège votre propre pion { $pawn }
       *[no] piège le pion adverse { $pawn }
    }
reason-suffocates = fait { $count ->
        [one] un prisonnier
       *[other] { $count } prisonniers
    } par encerclement
reason-reinforces = renforce un objectif ennemi
reason-gains-points = marque { $count ->
        [one] un point
       *[other] { $count } points
    }
reason-gains-cells = gagne { $count ->
        [one] une case visible
       *[other] { $count } cases visibles
    }
reason-covers = recouvre { $count ->
        [one] une case
       *[other] { $count } cases
    } de { $owner }
reason-attacks-known = attaque { $the }, dont le grade est connu
reason-attacks-moved = attaque une pièce qui a déjà bougé
reason-attacks-unknown = attaque une pièce inconnue
clause-separator = { "\u00A0; " }
labelled = { $label } : { $text }
