# Les fichiers : ouvrir, enregistrer, les sauvegardes automatiques et leurs problèmes.

file-game-unchanged = La partie que vous jouiez n’a pas changé.
file-cannot-open = Impossible d’ouvrir { $name }
file-opened = { $name } est ouvert.
file-back-after-stop = Strata a été arrêté la dernière fois : votre partie est de retour.
file-back-after-crash = Strata ne s’est pas fermé normalement la dernière fois : votre partie est de retour.
file-open-twice = Cette partie est aussi ouverte dans une autre fenêtre de Strata : dès le prochain coup, cette fenêtre sauvegarde sa propre copie.
file-cannot-resume = La partie ne peut pas reprendre
file-autosave-is = Sa sauvegarde automatique est { $path }.
file-nothing-recovered = Rien ne peut être récupéré
file-nothing-recovered-why = Même le jeu et sa position de départ ne se lisent pas dans { $name }. Le fichier est gardé tel quel, dans { $path }.
file-recovered = { $moves ->
        [one] 1 coup récupéré
       *[other] { $moves } coups récupérés
    } de la sauvegarde automatique abîmée { $name }{ $lost ->
        [0] {""}
        [one] {" "}(1 autre n’a pas pu être rejoué)
       *[other] {" "}({ $lost } autres n’ont pas pu être rejoués)
    }. Ce fichier est gardé tel quel ; cette partie est sauvegardée à neuf.
file-computers-paused = La partie des ordinateurs est en pause : Reprendre (P) la poursuit.
file-missing = Il n’y a pas de fichier { $path }.
file-not-text = Ce fichier est abîmé (il contient des octets qui ne sont pas du texte).
file-unreadable = { $path } ne peut pas être lu : { $why }.
file-not-a-game = Ce fichier ne se lit pas comme une partie enregistrée par Strata.

file-open = Ouvrir...
file-open-recent = Ouvrir un fichier récent
file-unreadable-now = illisible pour l’instant
file-clear-recent = Vider la liste des fichiers récents
file-save = Enregistrer
file-save-as = Enregistrer sous...
view-theme = Thème
file-resume-last = Reprendre la dernière partie
file-other-unfinished = Autres parties en cours
file-damaged = Sauvegardes automatiques abîmées
file-recover = Récupérer les coups d’avant le dommage
file-recover-about = Continuer avec les coups encore lisibles, comme une nouvelle partie ; le fichier reste
file-open-saved = Ouvrir une partie enregistrée...

file-dismiss = Masquer
file-settings-not-saved = Les réglages ne peuvent pas être enregistrés dans { $path } : { $why }
file-saved = Enregistré dans { $path }.
file-kept-unchanged = Le fichier qui était là n’a pas changé.
file-nothing-written = Rien n’a été écrit.
file-cannot-write = { $path } ne peut pas être écrit : { $why }.
file-not-saved = La partie n’a pas été enregistrée

dialog-open-title = Ouvrir une partie enregistrée
dialog-save-title = Enregistrer la partie
dialog-filter = Parties enregistrées de Strata
dialog-not-a-game = pas une partie de Strata
dialog-no-native = La boîte de dialogue de fichiers du système n’est pas disponible ; choisissez le fichier ici.
dialog-path = Chemin
dialog-saved-games = Parties enregistrées
dialog-open = Ouvrir
dialog-replace = Remplacer
dialog-hint-open = Tapez le nom du fichier, ou choisissez une partie enregistrée.
dialog-hint-save = Tapez un nom pour le fichier.
dialog-no-such-file = Ce fichier n’existe pas.
dialog-no-folder = Il n’y a pas de dossier { $folder }.
dialog-is-folder = { $name } est un dossier.
dialog-exists = { $name } existe : l’enregistrer le remplace.
describe-moves = { $count ->
        [one] 1 coup
       *[other] { $count } coups
    }
describe-versus = { " contre " }
describe-saved = enregistrée le { $when } UTC
io-problem = { $kind ->
        [not-found] il n’existe pas
        [permission] accès refusé
        [exists] il existe déjà
        [full] le disque est plein
        [read-only] le disque est en lecture seule
        [not-text] ce n’est pas du texte
        [folder] c’est un dossier
        [bad-name] ce nom n’est pas valable ici
       *[other] le système a refusé
    }
settings-unreadable = Les réglages de { $path } ne peuvent pas être lus ({ $why }) ; Strata a démarré avec les réglages par défaut.
settings-damaged = Le fichier de réglages { $path } est abîmé ; Strata a démarré avec les réglages par défaut.
settings-kept = L’ancien fichier est gardé sous le nom { $path }.
autosave-no-thread = La partie ne peut pas être sauvegardée automatiquement : aucun fil d’exécution n’a pu démarrer pour l’écrire.
autosave-cannot-write = La partie ne peut pas être sauvegardée automatiquement dans { $path } : { $why }
