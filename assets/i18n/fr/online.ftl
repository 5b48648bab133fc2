# Jouer avec un ami : le salon, les lettres de coups et la discussion.

lobby-suggested-army = Une armée suggérée (nouvelle à chaque partie)
lobby-army-about = Vos dispositions sont celles enregistrées depuis l’écran de mise en place
lobby-title = Jouer avec un ami en ligne
lobby-invite = Inviter un ami
lobby-join = Rejoindre la partie d’un ami
lobby-resume = Reprendre une partie
lobby-close = Fermer
lobby-cancel = Annuler
lobby-game = Jeu
lobby-players = Joueurs
lobby-clock = Pendule
lobby-clock-about = Votre programme tient les deux temps
lobby-you-play = Vous jouez
lobby-next-seat = Votre ami prend la place suivante ; cet ordinateur joue les autres.
lobby-your-army = Votre armée
lobby-sealed = Aucun des deux programmes ne voit l’armée de l’autre avant la fin.
lobby-online-now = En ligne, maintenant
lobby-online-now-about = Les deux programmes se connectent ; les coups arrivent aussitôt
lobby-by-mail = Par courrier, lettres de coups
lobby-by-mail-about = Sans réseau : chacun copie une lettre et l’envoie
lobby-write-letter = Écrire la première lettre
lobby-create-code = Créer un code d’invitation
lobby-making-code = Création de votre code d’invitation…
lobby-your-code = Votre code d’invitation : envoyez-le à votre ami (messagerie, courriel…)
lobby-waiting-join = En attente de votre ami…
lobby-paste-code = Code d’invitation ou première lettre de coups (collez ce que votre ami a envoyé)
lobby-army-if-stratego = Votre armée, si c’est Stratego
lobby-join-button = Rejoindre
lobby-connecting = Connexion à la partie de votre ami…
lobby-first-letter = Votre première lettre : envoyez-la à votre ami (courriel, messagerie…)
lobby-copy-letter = Copier la lettre
lobby-may-close = Vous pouvez fermer cette fenêtre : la partie attend sous « Reprendre une partie » que la lettre de votre ami arrive.
lobby-friends-answer = La réponse de votre ami
lobby-open-letter = Ouvrir la lettre
lobby-kept-games = Parties avec un ami gardées sur cet ordinateur, les plus récentes d’abord :
lobby-resume-button = Reprendre
lobby-delete-about = Oublier cette partie sur cet ordinateur
lobby-delete = Supprimer
lobby-new-code = Si le programme de votre ami ne trouve pas le vôtre, envoyez-lui ce nouveau code :
lobby-waiting-resume = En attente que votre ami reprenne aussi la partie…
mail-send-yours = Envoyez votre lettre de coups à votre ami (Partie > Lettres de coups), puis attendez la sienne.
mail-waiting = En attente de la lettre de coups de votre ami (collez-la dans Partie > Lettres de coups).
mail-read-your-move = Lettre lue : à vous de jouer.
mail-read = Lettre lue.
mail-copy-about = Mettre votre lettre dans le presse-papiers, pour l’envoyer à votre ami
mail-copy = Copier ma lettre
mail-letters-about = Coller la lettre de votre ami, ou voir la vôtre
mail-title = Lettres de coups
mail-explain = Envoyez votre lettre à votre ami par n’importe quel moyen (courriel, messagerie…) ; collez la sienne.
mail-yours = Votre lettre
mail-friends = La lettre de votre ami
talk-decline = Refuser
talk-decline-about = Jouer un coup refuse aussi
talk-chat = Discuter avec votre ami
talk-nothing-yet = Rien de dit pour l’instant.
talk-you = Vous :
talk-friend = Ami :
talk-say = Dites quelque chose…

online-lock = Pas pendant une partie en ligne : le programme de votre ami joue la même partie coup pour coup.

talk-draw-accepted = Votre ami accepte la nulle.
talk-draw-declined = Votre ami refuse la nulle : continuez.
talk-take-back-allowed = Votre ami vous laisse reprendre votre coup : à vous de rejouer.
talk-take-back-declined = Votre ami refuse la reprise : le coup reste joué.
talk-friend-says = Votre ami dit : { $text }
talk-friend-offers-draw = Votre ami propose la nulle.
talk-friend-asks-take-back = Votre ami demande à reprendre son dernier coup.
talk-draw-offered = Nulle proposée
talk-take-back-asked = Reprise demandée
talk-allow-take-back = Accepter la reprise
talk-waiting-answer = { $asked } : en attente de la réponse de votre ami…

online-stopped = Partie en ligne arrêtée : { $why }
online-reconnecting = Le lien avec votre ami s’est rompu : reconnexion…
online-waiting-move = En attente du coup de votre ami…
online-other-sent = l’autre côté a envoyé { $why }
online-has-stopped = La partie en ligne s’est arrêtée : { $why }
online-friends-turn = C’est au tour de votre ami : son coup apparaîtra ici quand il le jouera.
online-out-of-time = { $name } a dépassé son temps ({ $rule }).
online-offer-made = { $asked } : votre ami répond, ou continue de jouer, ce qui refuse.
online-chat-too-long = Un message a au plus { $most } caractères : celui-ci en a { $count }.
online-chat-stopped = La partie en ligne s’est arrêtée : votre ami ne peut pas le lire.

kept-cannot-keep = impossible de garder la partie : { $why }
kept-cannot-keep-in = impossible de garder la partie dans { $path } : { $why }
kept-you-play = , vous jouez { $name }
kept-waiting-first-letter = , en attente de la première lettre de votre ami
kept-moves = { $count ->
        [0] , aucun coup encore
        [one] , 1 coup joué
       *[other] , { $count } coups joués
    }
kept-line = { $game } { $how ->
        [mail] par courrier
       *[online] en ligne
    }{ $seat }{ $stage }

letter-headline-move = Une lettre de coup de Strata ({ $game } : coup { $number }, { $last }). Collez-la en entier dans Strata : Partie > Lettres de coups.
letter-headline-ready = Une lettre de coup de Strata ({ $game } : la partie est prête). Collez-la en entier dans Strata : Partie > Lettres de coups.
letter-not-by-mail = ce n’est pas une partie par courrier
letter-game-stopped = la partie s’est arrêtée : { $why }
letter-online-game = cette partie se joue en ligne, pas par courrier

lobby-letter-cannot-start = La lettre de votre ami ne peut pas commencer la partie : { $why }
lobby-nothing-new = rien de nouveau dans cette lettre
lobby-have-game-already = vous avez déjà cette partie : reprenez-la, et collez-y cette lettre
lobby-letter-no-game = la lettre ne contient aucune partie

lobby-my-setup = { $name } (la mienne)
lobby-copy-code = Copier le code
lobby-cannot-join = Impossible de rejoindre cette partie : { $why }

lobby-cannot-go-on = Cette partie ne peut pas continuer : { $why }
lobby-game-over = Cette partie est finie.
lobby-cannot-delete = Impossible de supprimer { $path } : { $why }

lobby-friend-could-not-start = Le programme de votre ami n’a pas pu commencer la partie : { $why }

link-not-a-code = ce n’est pas un code d’invitation : copiez tout le code envoyé par votre ami
link-other-game = ce code est celui d’une autre partie : demandez à votre ami le code de cette partie
link-cannot-start = impossible de démarrer le réseau : { $why }
link-game-left = la partie a quitté le lien
link-friend-closed = le programme de votre ami a fermé le lien
link-friend-not-back = votre ami n’est pas revenu { $minutes ->
        [one] dans la minute
       *[other] en { $minutes } minutes
    }
link-no-answer = la partie de votre ami n’a pas répondu : vous attend-elle encore ?
link-no-loopback = impossible d’utiliser l’adresse locale : { $why }
link-bad-relay = { $url } n’est pas une adresse de relais (il faut une adresse https)
link-cannot-open = impossible d’ouvrir le réseau : { $why }
link-broke = le lien s’est rompu ({ $why })
link-not-strata = l’autre programme n’est pas une partie de Strata
link-friend-sent = le programme de votre ami a envoyé { $why }

setups-no-folder = il n’y a pas de dossier de données pour garder les dispositions
setups-name-first = donnez d’abord un nom à la disposition
setups-cannot-write = impossible d’écrire { $path } : { $why }
setups-cannot-delete = impossible de supprimer { $path } : { $why }
letter-too-long = une lettre de { $bytes } octets (au plus { $most })
letter-not-a-letter = ce n’est pas une lettre de coups : copiez tout, de sa ligne BEGIN à sa ligne END
letter-cut-short = la lettre est coupée : sa ligne END manque
letter-damaged = la lettre est abîmée : une partie a été modifiée ou perdue
letter-other-game = cette lettre appartient à une autre partie
letter-own = c’est une de vos propres lettres : collez celle que votre ami a envoyée
letter-missing = il manque une lettre : celle-ci commence à la ligne { $starts } de votre ami, et vous en avez lu { $read } ; demandez une nouvelle lettre à votre ami
letter-read-more = cette lettre dit avoir lu plus que vous n’avez jamais envoyé
letter-nothing-new = rien de nouveau dans cette lettre : vous l’avez déjà lue
offer-refused = { $kind ->
        [over] La partie est finie.
        [waiting] Une proposition attend déjà sa réponse.
        [piece-to-show] Pas tant que la partie attend qu’une pièce soit montrée.
        [stratego] On ne reprend pas de coup au Stratego en ligne : un coup a pu montrer une pièce, et personne ne peut l’oublier.
        [nothing] Vous n’avez aucun coup à reprendre.
       *[no-offer] Il n’y a aucune proposition à laquelle répondre.
    }
online-other-version = l’application de votre ami parle la version { $theirs } du protocole en ligne, celle-ci la version { $ours } : il vous faut la même version de Strata
online-friend-stopped = le programme de votre ami a arrêté la partie : { $reason }
