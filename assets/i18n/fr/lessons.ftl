# Les leçons et les problèmes : leur liste, le bandeau au-dessus du plateau, les réponses.

lesson-no-examples = Il n’y a pas de problème d’exemple.
lesson-attempt-over = Cet essai est terminé : Réessayer reprend le problème du début.
lesson-well-done = Bravo.
lesson-complete = { $done } { $kind ->
        [lesson] Leçon terminée !
       *[puzzle] Problème résolu !
    }
lesson-refuted = { $token } : { $why } La réponse : { $answer }, { $what }.
lesson-heading = { $kind ->
        [lesson] Leçon
       *[puzzle] Problème
    } : { $title }
lesson-step = Étape { $step } sur { $steps }
lesson-rules = Règles :
lesson-open-rule = Ouvrir cette règle dans le panneau des règles
lesson-you-play = Vous jouez { $name }.
lesson-hint-text = Indice : { $hint }
lesson-then = , puis { "" }
lesson-solution = Solution : { $line }.
lesson-hint = Indice
lesson-show-solution = Voir la solution
lesson-show-me = Montrer
lesson-try-again = Réessayer
lesson-next-step = Étape suivante
lesson-next-puzzle = Problème suivant
lesson-next-lesson = Leçon suivante
lesson-all = Toutes les leçons
lesson-back = Retour
lesson-back-about = Revenir à l’écran d’accueil
lesson-list-title = Leçons et problèmes
lesson-list-about = Chaque leçon montre une idée sur un plateau : lisez-la, puis jouez le coup demandé. Les problèmes vous demandent de trouver une victoire.
lesson-list-done = { $kind ->
        [lesson] Leçons
       *[puzzle] Problèmes
    } : { $finished } sur { $count } { $kind ->
        [lesson] faites
       *[puzzle] résolus
    }
lesson-done = Fait
lesson-item-name = { $kind ->
        [lesson] Leçon
       *[puzzle] Problème
    } { $number } : { $title } ({ $done ->
        [done] fait
       *[not-done] à faire
    })
lesson-wins-at-once = qui gagne aussitôt
lesson-wins-at-once-by = qui gagne aussitôt : { $why } ({ $rule })
lesson-best-answer = la meilleure réponse que trouve l’ordinateur

progress-not-saved = Vos progrès dans les leçons ne peuvent pas être enregistrés dans { $path } : { $why }

hint-move-the-piece = c’est la pièce de la case { $cell } qui joue.
hint-bring-pawn = faites entrer le pion { $pawn } depuis votre réserve.
hint-block-around = c’est le moment de poser un bloc : regardez autour de { $cell }.
hint-reinforcement-near = votre ultime renfort revient sur le plateau : regardez près de { $cell }.
hint-bar-starts-on = votre jeton commence sur la case { $cell }.

miss-draw = Cela termine la partie sur une nulle.
miss-ends = Cela termine la partie : { $name } gagne.
miss-lets-win = Cela permet à { $name } de gagner aussitôt par { $win }.
miss-read-goal = Relisez le but et cherchez un autre coup.
miss-not-the-step = Ce coup est permis, mais ce n’est pas celui que demande cette étape. { $advice }
