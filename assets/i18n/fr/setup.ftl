# L’écran de mise en place du Stratego : chaque joueur dispose son armée avant la partie.

setup-status = Stratego : disposez les armées, puis la partie commence.
setup-red-ready = L’armée de { $player } est prête. Passez l’ordinateur à { $next }.
setup-first = { $player } dispose son armée en premier.
setup-looks-away = { $other } détourne les yeux pendant que { $player } place ses pièces.
setup-show = Je suis { $player }, disposer mon armée
setup-cancel = Annuler
setup-heading = { $player } : disposez votre armée
setup-about = Remplissez vos quatre rangées avec les 40 pièces (SG-S1). Cliquez sur une pièce de la réserve, puis sur une case ; cliquez sur deux cases pour les échanger, ou faites glisser l’une sur l’autre. Un clic droit sur une case renvoie sa pièce dans la réserve.
setup-suggested = Mise en place suggérée
setup-suggested-about = Une armée qui respecte les principes de mise en place ci-dessous, comme celles de l’ordinateur ; cliquez de nouveau pour une autre
setup-suggested-done = Une mise en place suggérée : modifiez-la ou cliquez sur Prêt.
setup-random = Mise en place au hasard
setup-random-about = Une armée au hasard, mais raisonnable ; cliquez de nouveau pour une autre
setup-random-done = Une mise en place au hasard : modifiez-la ou cliquez sur Prêt.
setup-clear = Vider
setup-clear-about = Remettre toutes les pièces dans la réserve
setup-string = Mise en place écrite
setup-string-hint = p. ex. 26B529B428/74M6S25736/…
setup-load = Charger la mise en place
setup-load-about = Poser sur le plateau la mise en place écrite ci-dessus
setup-copy = Copier la mise en place écrite
setup-copy-about = Copier la mise en place écrite de cette armée dans le presse-papiers
setup-copied = La mise en place écrite est dans le champ ci-dessus et dans le presse-papiers.
setup-placed = { $placed ->
    [one] { $placed } pièce posée sur { $total }
   *[other] { $placed } pièces posées sur { $total }
}
setup-ready = Prêt
setup-ready-about = Commencer avec cette armée
setup-ready-not-yet = Posez d’abord les 40 pièces (SG-S1)
setup-last-army = Votre armée de la partie précédente : modifiez-la ou cliquez sur Prêt.
setup-loaded = Mise en place chargée.
setup-unusable = Cette mise en place ne peut pas servir : { $reason }
setup-tray-first = Choisissez d’abord une pièce dans la réserve, puis cliquez sur une case.
setup-check-score = Vérification de la mise en place : { $percent } %
setup-check = Vérification de la mise en place
setup-check-about = Posez les 40 pièces pour voir comment votre armée respecte ces principes :
# $principle : le nom d’un principe de mise en place.
setup-kept = { $principle } : respecté
setup-not-kept = { $principle } : pas respecté
setup-partly = { $principle } : en partie
setup-board = Plateau de mise en place
setup-side-of = Côté de { $player }

# La réserve ($piece : un grade avec sa force, « Éclaireur (2) » ; $pieces : « 8 Éclaireurs »).
setup-tray = Réserve
setup-all-placed = Plus rien dans la réserve : { $pieces } déjà sur le plateau (SG-G3).
setup-left = { $piece } : encore { $count }

# Les mises en place livrées avec Strata et celles du joueur ($name : le nom d’une mise en place).
setup-saved = Enregistrée sous « { $name } » dans vos mises en place.
setup-not-saved = La mise en place n’a pas été enregistrée : { $reason }.
setup-deleted = « { $name } » n’est plus dans vos mises en place.
setup-not-deleted = La mise en place n’a pas été supprimée : { $reason }.
setup-setups = Mises en place
setup-shipped = Livrées avec Strata
setup-own = Vos mises en place
setup-named = { $name } : { $idea }
setup-yours = Votre mise en place « { $name } ».
setup-not-read = Non lu : { $problem }
setup-name = Nom
setup-name-hint = p. ex. Mur du lac
setup-save-about = Garder cette armée dans vos mises en place sous ce nom (le même nom la remplace)
setup-save-not-yet = Posez d’abord les 40 pièces et tapez un nom
setup-save = Enregistrer dans mes mises en place
setup-delete = Supprimer « { $name } »

principle-flag-at-back = Drapeau au fond
principle-flag-at-back-why = Au dernier rang, le Drapeau s’atteint par moins de côtés.
principle-bombs-beside-flag = Bombes autour du Drapeau
principle-bombs-beside-flag-why = Des Bombes sur les côtés ouverts du Drapeau ne laissent passer qu’un Démineur.
principle-bombs-spread = Bombes en plusieurs endroits
principle-bombs-spread-why = Un second groupe de Bombes cache lequel garde le Drapeau.
principle-no-front-bombs = Pas de Bombe au premier rang
principle-no-front-bombs-why = Une Bombe devant bouche votre propre sortie et ne protège rien.
principle-lanes-guarded = Chaque couloir gardé
principle-lanes-guarded-why = Un Capitaine ou plus fort près de chacun des trois couloirs arrête une attaque rapide.
principle-scouts-in-front = Éclaireurs devant
principle-scouts-in-front-why = Au premier rang, les Éclaireurs peuvent filer repérer les grosses pièces adverses.
principle-miners-held-back = Démineurs en retrait
principle-miners-held-back-why = Les Bombes se dégagent tard dans la partie : gardez au moins trois Démineurs dans les deux derniers rangs.
principle-spy-by-general = Espion près du Général
principle-spy-by-general-why = L’Espion attend là où le Maréchal adverse viendra chercher votre Général.
principle-marshal-general-apart = Maréchal et Général séparés
principle-marshal-general-apart-why = Un sur chaque moitié du plateau, pour que chaque aile ait une pièce forte.

setup-problem-groups = une mise en place compte 4 groupes de 10 lettres séparés par « / », la première rangée d’abord ; { $count ->
        [one] un seul groupe trouvé
       *[other] { $count } groupes trouvés
    }
setup-problem-length = le groupe { $group } ({ $row ->
        [front] la première rangée
        [second] la deuxième rangée
        [third] la troisième rangée
       *[back] la dernière rangée
    }) a { $count } lettres ; chaque groupe en compte exactement 10
setup-problem-letter = « { $letter } » ne désigne aucune pièce (groupe { $group }, lettre { $place } : case { $red } chez Rouge, { $blue } chez Bleu) ; utilisez M 9 8 7 6 5 4 3 2 S B F
setup-problem-counts = mauvais nombre de pièces : { $list } (une armée compte { $army })
setup-problem-count = { $found } au lieu de { $wanted }
