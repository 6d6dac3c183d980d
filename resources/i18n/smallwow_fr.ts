<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
<context>
    <name>ActionText</name>
    <message>
        <source>Buy tokens</source>
        <translation>Acheter des pions</translation>
    </message>
    <message>
        <source>Change form</source>
        <translation>Changer de forme</translation>
    </message>
    <message>
        <source>Choose a faction</source>
        <translation>Choisir une faction</translation>
    </message>
    <message>
        <source>Swap regions</source>
        <translation>Échanger des régions</translation>
    </message>
    <message>
        <source>Intimidate</source>
        <translation>Terrifier</translation>
    </message>
    <message>
        <source>Steal an artifact</source>
        <translation>Voler un artefact</translation>
    </message>
    <message>
        <source>Place bombs</source>
        <translation>Poser des bombes</translation>
    </message>
    <message>
        <source>Place objectives</source>
        <translation>Poser les objectifs</translation>
    </message>
    <message>
        <source>Place the Heart of Azeroth</source>
        <translation>Poser le Cœur d&apos;Azeroth</translation>
    </message>
    <message>
        <source>Place the Aegis</source>
        <translation>Poser l&apos;Égide</translation>
    </message>
    <message numerus="yes">
        <source>Buy %n token(s)</source>
        <translation>
            <numerusform>Acheter %n pion</numerusform>
            <numerusform>Acheter %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Place bombs…</source>
        <translation>Poser des bombes…</translation>
    </message>
    <message>
        <source>Place Military Objectives…</source>
        <translation>Poser les Objectifs militaires…</translation>
    </message>
    <message>
        <source>Swap two regions…</source>
        <translation>Échanger deux régions…</translation>
    </message>
    <message>
        <source>Intimidate…</source>
        <translation>Terrifier…</translation>
    </message>
    <message>
        <source>Steal an artifact…</source>
        <translation>Voler un artefact…</translation>
    </message>
    <message>
        <source>Human form</source>
        <translation>Forme humaine</translation>
    </message>
    <message>
        <source>Worgen form</source>
        <translation>Forme worgen</translation>
    </message>
    <message>
        <source>Fight for the Alliance</source>
        <translation>Combattre pour l&apos;Alliance</translation>
    </message>
    <message>
        <source>Fight for the Horde</source>
        <translation>Combattre pour la Horde</translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation>Échanger %1 et %2</translation>
    </message>
    <message>
        <source>Drive a token out of %1 into %2</source>
        <translation>Chasser un pion de %1 vers %2</translation>
    </message>
    <message>
        <source>Drive a token out of %1</source>
        <translation>Chasser un pion de %1</translation>
    </message>
    <message>
        <source>Steal the artifact in %1 into %2</source>
        <translation>Voler l&apos;artefact de %1 vers %2</translation>
    </message>
    <message>
        <source>Place no bomb</source>
        <translation>Ne poser aucune bombe</translation>
    </message>
    <message>
        <source>Bombs in: %1</source>
        <translation>Bombes dans : %1</translation>
    </message>
    <message>
        <source>Place no objective</source>
        <translation>Ne poser aucun objectif</translation>
    </message>
    <message>
        <source>Objectives in: %1</source>
        <translation>Objectifs dans : %1</translation>
    </message>
    <message>
        <source>Heart of Azeroth in %1</source>
        <translation>Cœur d&apos;Azeroth dans %1</translation>
    </message>
    <message>
        <source>Aegis in %1</source>
        <translation>Égide dans %1</translation>
    </message>
    <message>
        <source>Frostmourne: 2 tokens fewer</source>
        <translation>Deuillegivre : 2 pions de moins</translation>
    </message>
    <message>
        <source>Ashes of Al&apos;ar: any region counts as adjacent</source>
        <translation>Cendres d&apos;Al&apos;ar : toute région compte comme adjacente</translation>
    </message>
    <message>
        <source>Doomhammer: conquer with 1 token for 2 coins</source>
        <translation>Marteau-du-Destin : conquérir avec 1 pion pour 2 pièces</translation>
    </message>
    <message>
        <source>Airborne assault</source>
        <translation>Assaut aéroporté</translation>
    </message>
    <message>
        <source>Champion: conquer for free</source>
        <translation>Champion : conquête gratuite</translation>
    </message>
    <message>
        <source>Ethereal discount on a legendary place</source>
        <translation>Réduction éthérienne sur un lieu légendaire</translation>
    </message>
</context>
<context>
    <name>BoardDrops</name>
    <message>
        <source>Drop the tokens on a region.</source>
        <translation>Déposez les pions sur une région.</translation>
    </message>
    <message>
        <source>Final attempt</source>
        <translation>Dernière tentative</translation>
    </message>
    <message>
        <source>%1 needs %2 tokens and you have %3. Roll the reinforcement die for a final conquest? Your conquests end after this roll.</source>
        <translation>%1 demande %2 pions et vous en avez %3. Lancer le dé de renforts pour une dernière conquête ? Vos conquêtes s&apos;arrêtent après ce lancer.</translation>
    </message>
    <message>
        <source>End conquests</source>
        <translation>Fin des conquêtes</translation>
    </message>
    <message>
        <source>Moving tokens between your regions ends your conquests for this turn. Go on?</source>
        <translation>Déplacer des pions entre vos régions met fin à vos conquêtes pour ce tour. Continuer ?</translation>
    </message>
    <message>
        <source>Placing tokens from your hand on %1, a region of yours, ends your conquests for this turn. Go on?</source>
        <translation>Poser des pions de votre main sur %1, une de vos régions, met fin à vos conquêtes pour ce tour. Continuer ?</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1: click to take it out of the choice</source>
        <translation>%1 : cliquer pour la retirer du choix</translation>
    </message>
    <message>
        <source>%1: click to choose it</source>
        <translation>%1 : cliquer pour la choisir</translation>
    </message>
    <message>
        <source>cannot be chosen for this</source>
        <translation>ne peut pas être choisie pour cela</translation>
    </message>
    <message numerus="yes">
        <source>%n Murloc(s)</source>
        <extracomment>Asked before a drop that needs a confirmation (final die roll, ending conquests).</extracomment>
        <translation>
            <numerusform>%n Murloc</numerusform>
            <numerusform>%n Murlocs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2: %n token(s)</source>
        <translation>
            <numerusform>%2 de %1 : %n pion</numerusform>
            <numerusform>%2 de %1 : %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>(in decline)</source>
        <translation>(en déclin)</translation>
    </message>
    <message>
        <source>Mountain (+1 defence)</source>
        <translation>Montagne (+1 en défense)</translation>
    </message>
    <message>
        <source>Fort (+1 defence)</source>
        <translation>Fort (+1 en défense)</translation>
    </message>
    <message>
        <source>Wisp Wall (+1 defence)</source>
        <translation>Mur de feux follets (+1 en défense)</translation>
    </message>
    <message>
        <source>Watch Tower: cannot be taken</source>
        <translation>Tour de garde : imprenable</translation>
    </message>
    <message numerus="yes">
        <source>%n Beast(s)</source>
        <translation>
            <numerusform>%n Bête</numerusform>
            <numerusform>%n Bêtes</numerusform>
        </translation>
    </message>
    <message>
        <source>the Champion</source>
        <translation>le Champion</translation>
    </message>
    <message>
        <source>a face-down Bomb</source>
        <translation>une Bombe face cachée</translation>
    </message>
    <message>
        <source>a Military Objective</source>
        <translation>un Objectif militaire</translation>
    </message>
    <message>
        <source>a face-down artifact or legendary place</source>
        <translation>un artefact ou lieu légendaire face cachée</translation>
    </message>
    <message>
        <source>To conquer:</source>
        <translation>Pour conquérir :</translation>
    </message>
    <message numerus="yes">
        <source>Total: %n token(s)</source>
        <translation>
            <numerusform>Total : %n pion</numerusform>
            <numerusform>Total : %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay first: %n coin(s)</source>
        <translation>
            <numerusform>À payer d&apos;abord : %n pièce</numerusform>
            <numerusform>À payer d&apos;abord : %n pièces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoinsDock</name>
    <message>
        <source>Victory coins</source>
        <translation>Pièces de victoire</translation>
    </message>
    <message>
        <source>Hold to see my coins</source>
        <translation>Maintenir pour voir mes pièces</translation>
    </message>
    <message>
        <source>Only the player whose turn it is can look, and only while holding the button</source>
        <translation>Seul le joueur dont c&apos;est le tour peut regarder, et seulement en maintenant le bouton</translation>
    </message>
    <message>
        <source>%1&apos;s coins, face down</source>
        <translation>Les pièces de %1, face cachée</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message numerus="yes">
        <source>You have %n coin(s)</source>
        <translation>
            <numerusform>Vous avez %n pièce</numerusform>
            <numerusform>Vous avez %n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory coins (open scores)</source>
        <translation>Pièces de victoire (scores ouverts)</translation>
    </message>
</context>
<context>
    <name>CombinationDock</name>
    <message>
        <source>Combinations</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>Click a combination, or drag it onto your hand, to pick it</source>
        <translation>Cliquez sur une combinaison, ou glissez-la sur votre main, pour la prendre</translation>
    </message>
    <message>
        <source>Pick a combination: each costs one coin per combination above it.</source>
        <translation>Choisissez une combinaison : chacune coûte une pièce par combinaison au-dessus d&apos;elle.</translation>
    </message>
    <message>
        <source>The price of a combination is one coin for each one above it; coins paid lie on the ones skipped.</source>
        <translation>Une combinaison coûte une pièce par combinaison au-dessus ; les pièces payées restent sur celles qui sont sautées.</translation>
    </message>
    <message>
        <source>You can pick a combination only at the start of a turn without an active race.</source>
        <translation>On ne prend une combinaison qu&apos;au début d&apos;un tour, sans peuple actif.</translation>
    </message>
</context>
<context>
    <name>CombinationList</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CombinationModel</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>costs %n coin(s)</source>
        <translation>
            <numerusform>coûte %n pièce</numerusform>
            <numerusform>coûte %n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) lying on it</source>
        <translation>
            <numerusform>%n pièce posée dessus</numerusform>
            <numerusform>%n pièces posées dessus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>round</source>
        <translation>manche</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Tokens on the islands</source>
        <translation>Pions sur les îles</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoire partagée : %1</translation>
    </message>
    <message>
        <source>Tie on %1 coins, broken by race tokens on the islands (%2).</source>
        <translation>Égalité à %1 pièces, départagée par les pions de peuple sur les îles (%2).</translation>
    </message>
    <message>
        <source>Tie on %1 coins, and on race tokens on the islands too (%2).</source>
        <translation>Égalité à %1 pièces, et aussi en pions de peuple sur les îles (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>Hide the chart</source>
        <translation>Masquer le graphique</translation>
    </message>
    <message>
        <source>Show the coins round by round</source>
        <translation>Voir les pièces manche par manche</translation>
    </message>
    <message>
        <source>Coins round by round</source>
        <translation>Pièces manche par manche</translation>
    </message>
    <message>
        <source>Review the game…</source>
        <translation>Analyser la partie…</translation>
    </message>
    <message>
        <source>Where the game was won and lost: every decision judged by the Hard computer player</source>
        <translation>Où la partie s&apos;est gagnée et perdue : chaque décision jugée par l&apos;ordinateur Difficile</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation>Enregistrer la partie dans un nouveau fichier</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>Re&amp;voir cette partie</translation>
    </message>
    <message>
        <source>Step through the game in play, turn by turn</source>
        <translation>Parcourir la partie en cours, tour par tour</translation>
    </message>
    <message>
        <source>Replay a saved &amp;game…</source>
        <translation>Revoir une partie enre&amp;gistrée…</translation>
    </message>
    <message>
        <source>Step through a saved game, turn by turn</source>
        <translation>Parcourir une partie enregistrée, tour par tour</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close the game (it is saved automatically)</source>
        <translation>Fermer le jeu (la partie est enregistrée automatiquement)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back your last action (not a die roll or anything that revealed something)</source>
        <translation>Reprendre votre dernière action (pas un lancer de dé ni ce qui a révélé quelque chose)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Play again the action you took back</source>
        <translation>Rejouer l&apos;action reprise</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Fin du tour</translation>
    </message>
    <message>
        <source>Place the tokens left in hand, score and pass to the next player</source>
        <translation>Placer les pions restés en main, marquer et passer au joueur suivant</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Déclin</translation>
    </message>
    <message>
        <source>Put your active race into decline instead of conquering</source>
        <translation>Faire passer votre peuple actif en déclin au lieu de conquérir</translation>
    </message>
    <message>
        <source>&amp;Stop conquering</source>
        <translation>&amp;Arrêter les conquêtes</translation>
    </message>
    <message>
        <source>End your conquests and start redeploying</source>
        <translation>Terminer vos conquêtes et commencer le redéploiement</translation>
    </message>
    <message>
        <source>&amp;Place tokens as suggested</source>
        <translation>&amp;Placer les pions comme suggéré</translation>
    </message>
    <message>
        <source>Spread the tokens in hand over your regions, fewest first</source>
        <translation>Répartir les pions en main sur vos régions, les moins garnies d&apos;abord</translation>
    </message>
    <message>
        <source>Cancel the choice of regions</source>
        <translation>Annuler le choix des régions</translation>
    </message>
    <message>
        <source>Leave the choice of regions on the map without doing anything</source>
        <translation>Quitter le choix des régions sur la carte sans rien faire</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom in on the islands</source>
        <translation>Agrandir les îles</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Réduire</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <source>Show every island</source>
        <translation>Montrer toutes les îles</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>Use the whole screen</source>
        <translation>Utiliser tout l&apos;écran</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>&amp;Réinitialiser la disposition</translation>
    </message>
    <message>
        <source>Put every panel back in its place</source>
        <translation>Remettre chaque panneau à sa place</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À pr&amp;opos</translation>
    </message>
    <message>
        <source>About this game</source>
        <translation>À propos de ce jeu</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>A summary of how to play with the mouse</source>
        <translation>Un résumé du jeu à la souris</translation>
    </message>
    <message>
        <source>Switch the language of the game</source>
        <translation>Changer la langue du jeu</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>Interface scale, player colours, confirmations, open scores, sound</source>
        <translation>Taille de l’interface, couleurs des joueurs, confirmations, scores ouverts, son</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Couper le &amp;son</translation>
    </message>
    <message>
        <source>Switch the table&apos;s sounds off or on</source>
        <translation>Couper ou rétablir les sons de la table</translation>
    </message>
    <message>
        <source>Place as suggested</source>
        <translation>Placer comme suggéré</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over.</source>
        <extracomment>Player colours offered by the new-game dialog (and used when a game has none recorded). Colours to show instead of the game&apos;s own, by seat (the colour-blind-safe setting).</extracomment>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn to act.</source>
        <translation>Ce n&apos;est pas à vous de jouer.</translation>
    </message>
    <message>
        <source>There are no tokens in hand to place.</source>
        <translation>Il n&apos;y a aucun pion en main à placer.</translation>
    </message>
    <message>
        <source>Pass the hand-over screen first.</source>
        <translation>Passez d&apos;abord l&apos;écran de passage de main.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Resume the game?</source>
        <translation>Reprendre la partie ?</translation>
    </message>
    <message>
        <source>Small World of Warcraft games (*%1)</source>
        <translation>Parties de Small World of Warcraft (*%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Open its last position without its history (no undo, no replay)?</source>
        <translation>Ouvrir sa dernière position sans son historique (ni annulation, ni revue) ?</translation>
    </message>
    <message>
        <source>%1 — %2, round %3</source>
        <translation>%1 — %2, manche %3</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Déjà ouvert</translation>
    </message>
    <message>
        <source>Small World of Warcraft is already open in another window. This copy does not save automatically and does not resume that window&apos;s game: use Game › Save to keep a game played here.</source>
        <translation>Small World of Warcraft est déjà ouvert dans une autre fenêtre. Cette copie n’enregistre pas automatiquement et ne reprend pas la partie de cette fenêtre : utilisez Partie › Enregistrer pour garder une partie jouée ici.</translation>
    </message>
    <message>
        <source>Open %1 instead?</source>
        <translation>Ouvrir %1 à la place ?</translation>
    </message>
    <message>
        <source>Unfinished games set aside:</source>
        <translation>Parties non terminées mises de côté :</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3, set aside %4</source>
        <translation>%1 — manche %2 sur %3, mise de côté le %4</translation>
    </message>
    <message>
        <source>A game was not finished: %1, round %2 of %3, %4 to play. Resume it?

(No sets it aside: Game › Open recent still opens it.)</source>
        <translation>Une partie n&apos;est pas terminée : %1, manche %2 sur %3, à %4 de jouer. La reprendre ?

(Non la met de côté : Partie › Ouvrir une partie récente permet toujours de la rouvrir.)</translation>
    </message>
    <message>
        <source>the game of %1</source>
        <translation>la partie de %1</translation>
    </message>
</context>
<context>
    <name>HandDock</name>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Use when conquering</source>
        <translation>Utiliser en conquérant</translation>
    </message>
    <message>
        <source>Tick an ability, then drop tokens on a region to conquer it with that ability</source>
        <translation>Cochez une capacité, puis déposez des pions sur une région pour la conquérir avec cette capacité</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <source>Drag onto a region to conquer it or add a token to it (hold Shift to move them all). Drag a region&apos;s tokens here to abandon it or take them back.</source>
        <translation>Glissez sur une région pour la conquérir ou y ajouter un pion (Maj pour tous les déplacer). Glissez ici les pions d&apos;une région pour l&apos;abandonner ou les reprendre.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Play the ability on the chosen regions</source>
        <translation>Utiliser le pouvoir sur les régions choisies</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Leave the choice without doing anything (Esc)</source>
        <translation>Quitter le choix sans rien faire (Échap)</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>En attente de %1</translation>
    </message>
    <message>
        <source>No active race</source>
        <translation>Aucun peuple actif</translation>
    </message>
    <message>
        <source>Pick a combination in the column (click it or drag it here).</source>
        <translation>Choisissez une combinaison dans la colonne (cliquez-la ou glissez-la ici).</translation>
    </message>
    <message>
        <source>Redeploy: drag tokens between your regions, then end your turn.</source>
        <translation>Redéploiement : glissez des pions entre vos régions, puis finissez votre tour.</translation>
    </message>
    <message>
        <source>Your race is in decline: end your turn to score.</source>
        <translation>Votre peuple est en déclin : finissez votre tour pour marquer.</translation>
    </message>
    <message>
        <source>Choose the regions on the map</source>
        <translation>Choisir les régions sur la carte</translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s)</source>
        <translation>
            <numerusform>%n choix</numerusform>
            <numerusform>%n choix</numerusform>
        </translation>
    </message>
    <message>
        <source>No region chosen yet.</source>
        <translation>Aucune région choisie pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Click the highlighted regions to add or take away a bomb, then confirm.</source>
        <translation>Cliquez sur les régions en surbrillance pour y poser ou en retirer une bombe, puis confirmez.</translation>
    </message>
    <message>
        <source>Click the highlighted regions to place or take away a Military Objective, then confirm.</source>
        <translation>Cliquez sur les régions en surbrillance pour y poser ou en retirer un Objectif militaire, puis confirmez.</translation>
    </message>
    <message>
        <source>Click the first region of the swap.</source>
        <translation>Cliquez sur la première région de l&apos;échange.</translation>
    </message>
    <message>
        <source>Click the region to intimidate.</source>
        <translation>Cliquez sur la région à terrifier.</translation>
    </message>
    <message>
        <source>Click the region whose artifact you steal.</source>
        <translation>Cliquez sur la région dont vous volez l&apos;artefact.</translation>
    </message>
    <message>
        <source>Click the first region.</source>
        <translation>Cliquez sur la première région.</translation>
    </message>
    <message>
        <source>Click the region to swap it with.</source>
        <translation>Cliquez sur la région avec laquelle l&apos;échanger.</translation>
    </message>
    <message>
        <source>Click the region the token is driven into.</source>
        <translation>Cliquez sur la région où le pion est chassé.</translation>
    </message>
    <message>
        <source>Click your region the artifact goes into.</source>
        <translation>Cliquez sur votre région où va l&apos;artefact.</translation>
    </message>
    <message>
        <source>Click the second region.</source>
        <translation>Cliquez sur la seconde région.</translation>
    </message>
    <message>
        <source>Confirm, or click a region to change your choice.</source>
        <translation>Confirmez, ou cliquez sur une région pour changer votre choix.</translation>
    </message>
    <message>
        <source>%1 of %2 selected</source>
        <translation>Choisies : %1 sur %2</translation>
    </message>
    <message>
        <source>%1 selected (at most %2)</source>
        <translation>Choisies : %1 (au plus %2)</translation>
    </message>
    <message>
        <source>%1 selected (%2 to %3)</source>
        <translation>Choisies : %1 (de %2 à %3)</translation>
    </message>
    <message>
        <source>No tokens left in hand: stop conquering and redeploy.</source>
        <translation>Plus de pions en main : arrêtez de conquérir et redéployez.</translation>
    </message>
    <message>
        <source>Drag tokens onto a region to conquer it.</source>
        <translation>Glissez des pions sur une région pour la conquérir.</translation>
    </message>
    <message>
        <source>First, you may drag a region&apos;s tokens here to abandon it.</source>
        <translation>Avant, vous pouvez glisser ici les pions d&apos;une région pour l&apos;abandonner.</translation>
    </message>
    <message>
        <source>Conquer more, or stop and redeploy. Up to 3 tokens short? Try the reinforcement die.</source>
        <translation>Conquérez encore, ou arrêtez et redéployez. Il manque au plus 3 pions ? Tentez le dé de renforts.</translation>
    </message>
    <message>
        <source>Your tokens were driven out: place them on your regions.</source>
        <translation>Vos pions ont été chassés : placez-les sur vos régions.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>Passez à %1</translation>
    </message>
    <message>
        <source>%1&apos;s tokens were driven out of a region: %1 places them again before the next turn.</source>
        <translation>Des pions de %1 ont été chassés d&apos;une région : %1 les replace avant le tour suivant.</translation>
    </message>
    <message>
        <source>Round %1 of %2. The others look away: coins stay secret.</source>
        <translation>Manche %1 sur %2. Les autres détournent le regard : les pièces restent secrètes.</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <translation>Je suis %1 : montrer mon tour</translation>
    </message>
    <message>
        <source>Click only when %1 sits at the computer</source>
        <translation>Cliquez seulement quand %1 est devant l&apos;ordinateur</translation>
    </message>
    <message>
        <source>I am %1: place my tokens</source>
        <translation>Je suis %1 : placer mes pions</translation>
    </message>
    <message>
        <source>Since your last turn, %1:</source>
        <translation>Depuis votre dernier tour, %1 :</translation>
    </message>
    <message>
        <source>%1, your turn scored</source>
        <translation>%1, votre tour a rapporté</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>Only you see this. Then pass the computer to %1.</source>
        <translation>Vous seul le voyez. Passez ensuite l&apos;ordinateur à %1.</translation>
    </message>
    <message>
        <source>Hide it and pass to %1</source>
        <translation>Le cacher et passer à %1</translation>
    </message>
    <message>
        <source>Round %1 of %2. Scores are open at this table.</source>
        <translation>Manche %1 sur %2. Les scores sont ouverts à cette table.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s turn scored %n coin(s).</source>
        <translation>
            <numerusform>Le tour de %1 a rapporté %n pièce.</numerusform>
            <numerusform>Le tour de %1 a rapporté %n pièces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandStack</name>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n pion en main</numerusform>
            <numerusform>%n pions en main</numerusform>
        </translation>
    </message>
    <message>
        <source>No tokens in hand</source>
        <translation>Aucun pion en main</translation>
    </message>
    <message>
        <source>Drop a combination here</source>
        <translation>Déposez une combinaison ici</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Everything that happened, as the whole table saw it</source>
        <translation>Tout ce qui s&apos;est passé, tel que toute la table l&apos;a vu</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <source>Small World of Warcraft</source>
        <translation>Small World of Warcraft</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir une partie ré&amp;cente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>Pa&amp;nneaux</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message numerus="yes">
        <source>You still have %n token(s) in hand and regions you could conquer. End your turn now?</source>
        <translation>
            <numerusform>Il vous reste %n pion en main et des régions à conquérir. Finir votre tour maintenant ?</numerusform>
            <numerusform>Il vous reste %n pions en main et des régions à conquérir. Finir votre tour maintenant ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Déclin</translation>
    </message>
    <message>
        <source>Put the %1 into decline? You will not conquer this turn; you pick a new combination next turn.</source>
        <translation>Faire passer les %1 en déclin ? Vous ne conquerrez pas ce tour-ci ; vous prendrez une nouvelle combinaison au prochain tour.</translation>
    </message>
    <message>
        <source>Rolled %1: %2 is taken!</source>
        <translation>Dé : %1. %2 est prise !</translation>
    </message>
    <message>
        <source>Rolled %1: not enough for %2.</source>
        <translation>Dé : %1. Pas assez pour %2.</translation>
    </message>
    <message>
        <source>Only the player to act can take back their own action.</source>
        <translation>Seul le joueur qui a la main peut reprendre sa propre action.</translation>
    </message>
    <message>
        <source>Nothing can be taken back now: the turn has passed, or a die roll or a hidden piece came out.</source>
        <translation>Rien ne peut être repris maintenant : le tour est passé, ou un dé a été lancé ou une pièce cachée a été révélée.</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message numerus="yes">
        <source>Final attempt with the die (%n token(s) needed)</source>
        <translation>
            <numerusform>Dernière tentative avec le dé (%n pion requis)</numerusform>
            <numerusform>Dernière tentative avec le dé (%n pions requis)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conquer (%n token(s))</source>
        <translation>
            <numerusform>Conquérir (%n pion)</numerusform>
            <numerusform>Conquérir (%n pions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conquer using %1 (%n token(s))</source>
        <translation>
            <numerusform>Conquérir avec %1 (%n pion)</numerusform>
            <numerusform>Conquérir avec %1 (%n pions)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this region</source>
        <translation>Abandonner cette région</translation>
    </message>
    <message>
        <source>Place every token in hand here</source>
        <translation>Placer ici tous les pions en main</translation>
    </message>
    <message>
        <source>Place one token here</source>
        <translation>Placer un pion ici</translation>
    </message>
    <message>
        <source>Take one token back into the hand</source>
        <translation>Reprendre un pion en main</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Pas de partie</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>picking a combination</source>
        <translation>choix d&apos;une combinaison</translation>
    </message>
    <message>
        <source>conquering</source>
        <translation>conquêtes</translation>
    </message>
    <message>
        <source>redeploying</source>
        <translation>redéploiement</translation>
    </message>
    <message>
        <source>in decline</source>
        <translation>en déclin</translation>
    </message>
    <message>
        <source>placing tokens driven out</source>
        <translation>replacement des pions chassés</translation>
    </message>
    <message>
        <source>Round %1 of %2 — %3: %4</source>
        <translation>Manche %1 sur %2 — %3 : %4</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Small World of Warcraft&lt;/b&gt; %1&lt;br&gt;A pass-and-play desktop edition for 2 to 5 players.&lt;br&gt;Board game by Philippe Keyaerts (Days of Wonder / Blizzard).</source>
        <translation>&lt;b&gt;Small World of Warcraft&lt;/b&gt; %1&lt;br&gt;Une édition de bureau pour 2 à 5 joueurs sur un même ordinateur.&lt;br&gt;Jeu de plateau de Philippe Keyaerts (Days of Wonder / Blizzard).</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Pick&lt;/b&gt; a combination in the column: click it, or drag it onto your hand.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conquer&lt;/b&gt;: drag tokens from your hand onto a region. While you drag, every region shows its cost; hover one to see the details. A region you are at most 3 tokens short of can be tried with the reinforcement die.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Redeploy&lt;/b&gt;: drag tokens between your regions (Shift moves them all), then &lt;b&gt;End turn&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Right-click&lt;/b&gt; a region for the abilities that apply to it. An ability that names several regions (bombs, objectives, swaps…) lets you click them on the map, then &lt;b&gt;Confirm&lt;/b&gt;; Esc cancels.&lt;/p&gt;&lt;p&gt;Zoom with the wheel or a pinch, pan by dragging the sea.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Choisir&lt;/b&gt; une combinaison dans la colonne : cliquez-la, ou glissez-la sur votre main.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conquérir&lt;/b&gt; : glissez des pions de votre main sur une région. Pendant le glisser, chaque région montre son coût ; survolez-en une pour le détail. Une région où il vous manque au plus 3 pions peut être tentée avec le dé de renforts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Redéployer&lt;/b&gt; : glissez des pions entre vos régions (Maj les déplace tous), puis &lt;b&gt;Fin du tour&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Clic droit&lt;/b&gt; sur une région pour les capacités qui s&apos;y appliquent. Une capacité qui désigne plusieurs régions (bombes, objectifs, échanges…) vous laisse les cliquer sur la carte, puis &lt;b&gt;Confirmer&lt;/b&gt; ; Échap annule.&lt;/p&gt;&lt;p&gt;Zoomez avec la molette ou en pinçant, déplacez la vue en glissant la mer.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>You still have %n token(s) in hand: they will be placed as suggested. End your turn now?</source>
        <translation>
            <numerusform>Il vous reste %n pion en main : il sera placé comme suggéré. Finir votre tour maintenant ?</numerusform>
            <numerusform>Il vous reste %n pions en main : ils seront placés comme suggéré. Finir votre tour maintenant ?</numerusform>
        </translation>
    </message>
    <message>
        <source>The game in play (%1, round %2 of %3) is not finished. It is kept: Game › Open recent opens it again.</source>
        <translation>La partie en cours (%1, manche %2 sur %3) n&apos;est pas finie. Elle est conservée : Partie › Ouvrir une partie récente la rouvre.</translation>
    </message>
    <message>
        <source>The game in play (%1, round %2 of %3) is not finished, and this window does not save it by itself: use Game › Save first to keep it.</source>
        <translation>La partie en cours (%1, manche %2 sur %3) n&apos;est pas finie, et cette fenêtre ne l&apos;enregistre pas d&apos;elle-même : utilisez d&apos;abord Partie › Enregistrer pour la garder.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Commencer une nouvelle partie ?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Two to five players share this computer</source>
        <translation>De deux à cinq joueurs partagent cet ordinateur</translation>
    </message>
    <message>
        <source>Players in seating order (the first one starts)</source>
        <translation>Joueurs dans l&apos;ordre du tour (le premier commence)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>Le nom du joueur</translation>
    </message>
    <message>
        <source>The player&apos;s colour: it rings their tokens on the islands</source>
        <translation>La couleur du joueur : elle entoure ses pions sur les îles</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Îles</translation>
    </message>
    <message>
        <source>Draw the island sides at random</source>
        <translation>Tirer les faces des îles au hasard</translation>
    </message>
    <message>
        <source>Choose the island sides</source>
        <translation>Choisir les faces des îles</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Graine (facultative) :</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>The same seed and players give the same game</source>
        <translation>La même graine et les mêmes joueurs donnent la même partie</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Deux joueurs ont la même couleur.</translation>
    </message>
    <message>
        <source>A board cannot show both of its sides at once: choose different boards.</source>
        <translation>Un plateau ne peut pas montrer ses deux faces à la fois : choisissez des plateaux différents.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer — Easy</source>
        <translation>Ordinateur — Facile</translation>
    </message>
    <message>
        <source>Computer — Normal</source>
        <translation>Ordinateur — Normal</translation>
    </message>
    <message>
        <source>Computer — Hard</source>
        <translation>Ordinateur — Difficile</translation>
    </message>
    <message>
        <source>A person at this computer, or a computer player of the chosen strength</source>
        <translation>Une personne devant cet ordinateur, ou un joueur ordinateur de la force choisie</translation>
    </message>
    <message>
        <source>Otherwise each player sees only their own scores until the end of the game</source>
        <translation>Sinon chaque joueur ne voit que ses propres scores jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>Open scores: everyone&apos;s coins and scores are shown to all</source>
        <translation>Scores ouverts : les pièces et les scores de chacun sont montrés à tous</translation>
    </message>
</context>
<context>
    <name>PlayersDock</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>A computer player (%1)</source>
        <translation>Un joueur ordinateur (%1)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Active race</source>
        <translation>Peuple actif</translation>
    </message>
    <message>
        <source>In decline</source>
        <translation>En déclin</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Régions</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>The race and power each player plays now</source>
        <translation>Le peuple et le pouvoir que chaque joueur joue maintenant</translation>
    </message>
    <message>
        <source>The race each player has in decline</source>
        <translation>Le peuple que chaque joueur a en déclin</translation>
    </message>
    <message>
        <source>Regions held (active + in decline)</source>
        <translation>Régions occupées (actif + en déclin)</translation>
    </message>
    <message>
        <source>Race tokens on the islands (active and in decline): the tie-break</source>
        <translation>Pions de peuple sur les îles (actifs et en déclin) : ils départagent les égalités</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n pion en main</numerusform>
            <numerusform>%n pions en main</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds a Harmony token: attacking the Pandaren costs them 2 coins</source>
        <translation>%1 détient un jeton Harmonie : attaquer les Pandarens lui coûte 2 pièces</translation>
    </message>
    <message>
        <source>%1 is redeploying tokens they got back</source>
        <translation>%1 redéploie les pions récupérés</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Tour de %1</translation>
    </message>
    <message>
        <source>%1 regions with the active race, %2 in decline</source>
        <translation>%1 régions avec le peuple actif, %2 en déclin</translation>
    </message>
    <message>
        <source>The players in seating order; ▶ marks who acts now (in bold: whose turn it is), ⚙ a computer player and its level</source>
        <translation>Les joueurs dans l&apos;ordre du tour ; ▶ marque celui qui agit maintenant (en gras : celui dont c&apos;est le tour), ⚙ un joueur ordinateur et son niveau</translation>
    </message>
</context>
<context>
    <name>RegionSelection</name>
    <message>
        <source>%1 cannot be chosen for this.</source>
        <translation>%1 ne peut pas être choisie pour cela.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Revue de partie</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Back to the start of the game</source>
        <translation>Retour au début de la partie</translation>
    </message>
    <message>
        <source>The previous turn</source>
        <translation>Le tour précédent</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>Une action en arrière</translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation>Une action en avant</translation>
    </message>
    <message>
        <source>The next turn</source>
        <translation>Le tour suivant</translation>
    </message>
    <message>
        <source>The last position</source>
        <translation>La dernière position</translation>
    </message>
    <message>
        <source>Move through the game action by action</source>
        <translation>Parcourir la partie action par action</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <source>Round %1 of %2 — %3 — action %4 of %5</source>
        <translation>Manche %1 sur %2 — %3 — action %4 sur %5</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>Where this game was won and lost: every decision of a player judged by the Hard computer player</source>
        <translation>Où cette partie s&apos;est gagnée et perdue : chaque décision d&apos;un joueur jugée par l&apos;ordinateur Difficile</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Jouer à partir d&apos;ici…</translation>
    </message>
    <message>
        <source>Start a new game from the position shown (this game stays as it is)</source>
        <translation>Commencer une nouvelle partie à partir de la position affichée (cette partie reste telle quelle)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>{power} {race}</source>
        <translation>{race} {power}</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Référence des règles</translation>
    </message>
    <message>
        <source>The rules, races, powers and markers; F1 opens the page for what is under the pointer</source>
        <translation>Les règles, les peuples, les pouvoirs et les marqueurs ; F1 ouvre la page de ce qui est sous le pointeur</translation>
    </message>
    <message>
        <source>Map &amp;legend</source>
        <translation>&amp;Légende de la carte</translation>
    </message>
    <message>
        <source>Every terrain, symbol and piece of the map</source>
        <translation>Chaque terrain, symbole et pièce de la carte</translation>
    </message>
    <message>
        <source>Why? See %1 (F1)</source>
        <translation>Pourquoi ? Voir %1 (F1)</translation>
    </message>
    <message>
        <source>%1
Not now: %2
Rule: %3 (F1)</source>
        <translation>%1
Pas maintenant : %2
Règle : %3 (F1)</translation>
    </message>
</context>
<context>
    <name>MapLegend</name>
    <message>
        <source>Land: any race may conquer it; some races and powers score or pay less here.</source>
        <translation>Terre : tout peuple peut la conquérir ; certains peuples et pouvoirs y marquent plus ou y paient moins.</translation>
    </message>
    <message>
        <source>Mountain region: its Mountain piece never leaves and adds 1 to the cost.</source>
        <translation>Région de montagne : sa pièce Montagne ne part jamais et ajoute 1 au coût.</translation>
    </message>
    <message>
        <source>Mountain piece</source>
        <translation>Pièce Montagne</translation>
    </message>
    <message>
        <source>+1 token to conquer the region, whoever holds it.</source>
        <translation>+1 pion pour conquérir la région, quel que soit son occupant.</translation>
    </message>
    <message>
        <source>Water: only the Naga can conquer it.</source>
        <translation>Eau : seuls les Nagas peuvent la conquérir.</translation>
    </message>
    <message>
        <source>New races land here; +1 token for the boat when it touches none of your regions.</source>
        <translation>Les nouveaux peuples débarquent ici ; +1 pion pour le bateau quand elle ne touche aucune de vos régions.</translation>
    </message>
    <message>
        <source>Counts for the Kobolds and the Mining power.</source>
        <translation>Compte pour les Kobolds et le pouvoir Mineurs.</translation>
    </message>
    <message>
        <source>Counts for the Blood Elves and the Portal Mage power.</source>
        <translation>Compte pour les Elfes de sang et le pouvoir Maîtres des portails.</translation>
    </message>
    <message>
        <source>A Murloc token starts here.</source>
        <translation>Un pion Murloc commence ici.</translation>
    </message>
    <message>
        <source>S, M or L: a face-down artifact or legendary place starts here.</source>
        <translation>S, M ou L : un artefact ou un lieu légendaire face cachée commence ici.</translation>
    </message>
    <message>
        <source>Race tokens</source>
        <translation>Pions de peuple</translation>
    </message>
    <message>
        <source>The number is how many; the ring is the owner's colour.</source>
        <translation>Le nombre dit combien ; l'anneau est la couleur du propriétaire.</translation>
    </message>
    <message>
        <source>A race in decline</source>
        <translation>Un peuple en déclin</translation>
    </message>
    <message>
        <source>Greyed tokens: they score but never move.</source>
        <translation>Pions grisés : ils rapportent mais ne bougent plus.</translation>
    </message>
    <message>
        <source>Owned by nobody; each adds 1 to the cost and is lost when the region falls.</source>
        <translation>À personne ; chacun ajoute 1 au coût et est perdu quand la région tombe.</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Garrisoned power: +1 defence.</source>
        <translation>Pouvoir Retranchés : +1 en défense.</translation>
    </message>
    <message>
        <source>Wisp Wall</source>
        <translation>Mur de feux follets</translation>
    </message>
    <message>
        <source>Night Elves: +1 defence, stays after decline.</source>
        <translation>Elfes de la nuit : +1 en défense, reste après le déclin.</translation>
    </message>
    <message>
        <source>Watch Tower</source>
        <translation>Tour de garde</translation>
    </message>
    <message>
        <source>Defensive power: nobody may take or target the region.</source>
        <translation>Pouvoir Défensifs : personne ne peut prendre ni viser la région.</translation>
    </message>
    <message>
        <source>Beast</source>
        <translation>Bête</translation>
    </message>
    <message>
        <source>Beast Master power: conquers and defends like a token.</source>
        <translation>Pouvoir Dresseurs : conquiert et défend comme un pion.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Championing power: takes a region for free once per turn.</source>
        <translation>Pouvoir Et leur champion : prend une région gratuitement une fois par tour.</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>Bombe</translation>
    </message>
    <message>
        <source>Goblins: face down; it may go off at the start of their next turn.</source>
        <translation>Gobelins : face cachée ; elle peut exploser au début de leur tour suivant.</translation>
    </message>
    <message>
        <source>Military Objective</source>
        <translation>Objectif militaire</translation>
    </message>
    <message>
        <source>Humans: 2 coins to a non-Horde player who takes the region.</source>
        <translation>Humains : 2 pièces pour un joueur hors Horde qui prend la région.</translation>
    </message>
    <message>
        <source>Face-down marker</source>
        <translation>Marqueur face cachée</translation>
    </message>
    <message>
        <source>An artifact or legendary place, turned over by the first conquest.</source>
        <translation>Un artefact ou un lieu légendaire, retourné à la première conquête.</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefact</translation>
    </message>
    <message>
        <source>A diamond with the artifact's initials; it can move.</source>
        <translation>Un losange aux initiales de l'artefact ; il peut se déplacer.</translation>
    </message>
    <message>
        <source>Legendary place</source>
        <translation>Lieu légendaire</translation>
    </message>
    <message>
        <source>A square with the place's initials; it stays put.</source>
        <translation>Un carré aux initiales du lieu ; il ne bouge pas.</translation>
    </message>
    <message>
        <source>Harmony</source>
        <translation>Harmonie</translation>
    </message>
    <message>
        <source>Given by the Pandaren (shown in the players panel): attacking them costs 2 coins.</source>
        <translation>Donnée par les Pandarens (montrée dans le panneau des joueurs) : les attaquer coûte 2 pièces.</translation>
    </message>
    <message>
        <source>Map legend</source>
        <translation>Légende de la carte</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>S, M, L after an island&apos;s name</source>
        <translation>S, M, L après le nom d&apos;une île</translation>
    </message>
    <message>
        <source>The island&apos;s size: small, medium or large.</source>
        <translation>La taille de l&apos;île : petite (S), moyenne (M) ou grande (L).</translation>
    </message>
    <message>
        <source>Dragging: can be taken</source>
        <translation>En glissant : peut être prise</translation>
    </message>
    <message>
        <source>A green outline; the badge says how many tokens the conquest costs.</source>
        <translation>Un contour vert ; la pastille dit combien de pions coûte la conquête.</translation>
    </message>
    <message>
        <source>Dragging: the die</source>
        <translation>En glissant : le dé</translation>
    </message>
    <message>
        <source>Up to 3 tokens short: the reinforcement die decides.</source>
        <translation>Jusqu&apos;à 3 pions de moins : le dé de renforts décide.</translation>
    </message>
    <message>
        <source>Dragging: your region</source>
        <translation>En glissant : votre région</translation>
    </message>
    <message>
        <source>A blue outline; the badge says how many tokens it receives.</source>
        <translation>Un contour bleu ; la pastille dit combien de pions elle reçoit.</translation>
    </message>
    <message>
        <source>Dragging: not there</source>
        <translation>En glissant : pas ici</translation>
    </message>
    <message>
        <source>Veiled: the tokens cannot go there; a red outline under the pointer, and the status bar says why.</source>
        <translation>Voilée : les pions ne peuvent pas y aller ; un contour rouge sous le pointeur, et la barre d&apos;état dit pourquoi.</translation>
    </message>
    <message>
        <source>A computer player&apos;s move</source>
        <translation>Le coup d&apos;un joueur ordinateur</translation>
    </message>
    <message>
        <source>A yellow outline shows the region of the last move, until the next one.</source>
        <translation>Un contour jaune montre la région du dernier coup, jusqu&apos;au suivant.</translation>
    </message>
    <message>
        <source>A suggested move</source>
        <translation>Un coup suggéré</translation>
    </message>
    <message>
        <source>A green outline shows where Suggest a move would play.</source>
        <translation>Un contour vert montre où jouerait Suggérer une action.</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <source>Search the rules (e.g. Mountain, die, decline)</source>
        <translation>Chercher dans les règles (ex. Montagne, dé, déclin)</translation>
    </message>
    <message>
        <source>No page matches “%1”.</source>
        <translation>Aucune page ne correspond à « %1 ».</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>No game</source>
        <translation>Pas de partie</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>No active race</source>
        <translation>Aucun peuple actif</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n pion en main</numerusform>
            <numerusform>%n pions en main</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Tour de %1</translation>
    </message>
</context>
<context>
    <name>WhyNot</name>
    <message>
        <source>No game is in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The next player must pass the hand-over screen first.</source>
        <translation>Le joueur suivant doit d'abord passer l'écran de relève.</translation>
    </message>
    <message>
        <source>Nothing to take back: the turn passed, or a die or hidden piece came out.</source>
        <translation>Rien à reprendre : le tour est passé, ou un dé ou une pièce cachée est sorti.</translation>
    </message>
    <message>
        <source>There is nothing to play again.</source>
        <translation>Il n'y a rien à rejouer.</translation>
    </message>
    <message>
        <source>Place the tokens you got back on your regions first.</source>
        <translation>Placez d'abord sur vos régions les pions récupérés.</translation>
    </message>
    <message>
        <source>You are not conquering now.</source>
        <translation>Vous n'êtes pas en train de conquérir.</translation>
    </message>
    <message>
        <source>You have not conquered anything yet this turn.</source>
        <translation>Vous n'avez encore rien conquis ce tour-ci.</translation>
    </message>
    <message>
        <source>Tokens are placed at redeployment, once your conquests are over.</source>
        <translation>Les pions se placent au redéploiement, une fois vos conquêtes terminées.</translation>
    </message>
    <message>
        <source>There are no tokens in hand to place.</source>
        <translation>Il n'y a aucun pion en main à placer.</translation>
    </message>
</context>
<context>
    <name>GuidedTexts</name>
    <message>
        <source>Rule: %1 (F1)</source>
        <translation>Règle : %1 (F1)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Fermer la leçon</translation>
    </message>
    <message>
        <source>Start the guided game</source>
        <translation>Commencer la partie guidée</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>&amp;Partie guidée</translation>
    </message>
    <message>
        <source>Learn to play in a short game against a scripted rival</source>
        <translation>Apprendre à jouer dans une courte partie contre un rival scripté</translation>
    </message>
    <message>
        <source>The rival is playing…</source>
        <translation>Le rival joue…</translation>
    </message>
    <message>
        <source>New to Small World of Warcraft?</source>
        <translation>Nouveau venu dans Small World of Warcraft ?</translation>
    </message>
    <message>
        <source>A guided first game teaches the rules in about 15 minutes, on a small island against a scripted rival. You can leave it at any time and come back to it from the Help menu.</source>
        <translation>Une partie guidée enseigne les règles en 15 minutes environ, sur une petite île contre un rival scripté. Vous pouvez la quitter à tout moment et la reprendre depuis le menu Aide.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>The saved lesson could not be resumed; it starts again.</source>
        <translation>La leçon enregistrée n'a pas pu être reprise ; elle recommence.</translation>
    </message>
    <message>
        <source>Guided game — step %1 of %2</source>
        <translation>Partie guidée — étape %1 sur %2</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>You play against a rival on one small island, over 4 rounds. Each step lights up what to click or drag; everything else waits. Press F1 over anything to read its rule.</source>
        <translation>Vous jouez contre un rival sur une petite île, en 4 manches. Chaque étape éclaire ce qu'il faut cliquer ou glisser ; le reste attend. Appuyez sur F1 au-dessus de n'importe quoi pour lire sa règle.</translation>
    </message>
    <message>
        <source>The column and its prices</source>
        <translation>La colonne et ses prix</translation>
    </message>
    <message>
        <source>The column offers six race-and-power combinations. The top one is free; each one lower costs 1 coin more, paid by leaving a coin on every combination you skip. Click the third one, &lt;b&gt;Farmer Dwarves&lt;/b&gt;: it costs 2 coins.</source>
        <translation>La colonne propose six combinaisons peuple-pouvoir. Celle du haut est gratuite ; chacune plus bas coûte 1 pièce de plus, payée en laissant une pièce sur chaque combinaison sautée. Cliquez la troisième, &lt;b&gt;Nains Fermiers&lt;/b&gt; : elle coûte 2 pièces.</translation>
    </message>
    <message>
        <source>A first conquest</source>
        <translation>Une première conquête</translation>
    </message>
    <message>
        <source>Defenders cost more</source>
        <translation>Les défenseurs coûtent plus cher</translation>
    </message>
    <message>
        <source>An artifact</source>
        <translation>Un artefact</translation>
    </message>
    <message>
        <source>Mountains and the Dwarves</source>
        <translation>Les Montagnes et les Nains</translation>
    </message>
    <message>
        <source>Redeployment</source>
        <translation>Le redéploiement</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Le décompte</translation>
    </message>
    <message>
        <source>Both regions now hold 2 tokens. Click &lt;b&gt;End turn&lt;/b&gt; to score: 1 coin per region, plus 1 per Field from your Farmer power. Coins stay hidden from the others: nobody knows who leads until the end, so players judge the map, not the score.</source>
        <translation>Les deux régions ont maintenant 2 pions. Cliquez &lt;b&gt;Fin du tour&lt;/b&gt; pour marquer : 1 pièce par région, plus 1 par Champ grâce au pouvoir Fermiers. Les pièces restent cachées aux autres : personne ne sait qui mène avant la fin, on juge donc la carte, pas le score.</translation>
    </message>
    <message>
        <source>Losses and withdrawals</source>
        <translation>Pertes et retraites</translation>
    </message>
    <message>
        <source>Readying your troops</source>
        <translation>Préparer ses troupes</translation>
    </message>
    <message>
        <source>A new round. At the start of your turn you took back all your tokens but one per region: that is your hand for this turn's conquests. (Before conquering you could also abandon regions.) Click Next.</source>
        <translation>Une nouvelle manche. Au début de votre tour, vous avez repris tous vos pions sauf un par région : c'est votre main pour les conquêtes du tour. (Avant de conquérir, vous pourriez aussi abandonner des régions.) Cliquez Suivant.</translation>
    </message>
    <message>
        <source>Using the artifact</source>
        <translation>Utiliser l'artefact</translation>
    </message>
    <message>
        <source>Frostmourne lets you conquer one region per turn with 2 tokens fewer. Tick &lt;b&gt;Frostmourne&lt;/b&gt; in your hand panel.</source>
        <translation>Deuillegivre permet de conquérir une région par tour avec 2 pions de moins. Cochez &lt;b&gt;Deuillegivre&lt;/b&gt; dans le panneau de votre main.</translation>
    </message>
    <message>
        <source>Attacking the rival</source>
        <translation>Attaquer le rival</translation>
    </message>
    <message>
        <source>The reinforcement die</source>
        <translation>Le dé de renforts</translation>
    </message>
    <message>
        <source>The faction bonus</source>
        <translation>Le bonus de faction</translation>
    </message>
    <message>
        <source>A 2: the Fen is yours, and your conquests are over. The Dwarves are Alliance and took a region from the Orcs (Horde): 1 more coin this turn. Click &lt;b&gt;End turn&lt;/b&gt;.</source>
        <translation>Un 2 : le marais est à vous, et vos conquêtes sont finies. Les Nains sont de l'Alliance et ont pris une région aux Orcs (Horde) : 1 pièce de plus ce tour-ci. Cliquez &lt;b&gt;Fin du tour&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Going into decline</source>
        <translation>Passer en déclin</translation>
    </message>
    <message>
        <source>Round 3. Your Dwarves are spread thin. Instead of conquering, put them into decline: they keep 1 token per region, still score, but never move again. Click &lt;b&gt;Decline&lt;/b&gt; and confirm.</source>
        <translation>Manche 3. Vos Nains sont trop étalés. Au lieu de conquérir, faites-les passer en déclin : ils gardent 1 pion par région, rapportent encore, mais ne bougent plus. Cliquez &lt;b&gt;Déclin&lt;/b&gt; et confirmez.</translation>
    </message>
    <message>
        <source>A race in decline</source>
        <translation>Un peuple en déclin</translation>
    </message>
    <message>
        <source>The Dwarves turned grey and their power is gone. No conquest on a decline turn: click &lt;b&gt;End turn&lt;/b&gt; to score their regions.</source>
        <translation>Les Nains sont devenus gris et leur pouvoir est parti. Pas de conquête au tour du déclin : cliquez &lt;b&gt;Fin du tour&lt;/b&gt; pour marquer leurs régions.</translation>
    </message>
    <message>
        <source>A new race</source>
        <translation>Un nouveau peuple</translation>
    </message>
    <message>
        <source>Last round. With no active race you pick a new combination. The coin you left in round 1 moved up with &lt;b&gt;Blacksmith Trolls&lt;/b&gt;, now on top: free, and the coin is yours. Click it.</source>
        <translation>Dernière manche. Sans peuple actif, vous choisissez une nouvelle combinaison. La pièce laissée à la manche 1 est remontée avec les &lt;b&gt;Trolls Forgerons&lt;/b&gt;, maintenant en haut : gratuits, et la pièce est à vous. Cliquez-les.</translation>
    </message>
    <message>
        <source>Landing again</source>
        <translation>Débarquer à nouveau</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>Click &lt;b&gt;End turn&lt;/b&gt; (your tokens in hand are placed for you). After the rival's last turn the coins are revealed; on a tie, the player with more tokens on the map wins.</source>
        <translation>Cliquez &lt;b&gt;Fin du tour&lt;/b&gt; (vos pions en main sont placés pour vous). Après le dernier tour du rival, les pièces sont révélées ; en cas d'égalité, le joueur qui a le plus de pions sur la carte gagne.</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Bien joué</translation>
    </message>
    <message>
        <source>That was a whole game: picking and prices, conquests and their costs, the die, redeployment, scoring, losses, decline and a new race, a race ability, a power and an artifact. Every race, power and marker has its page in Help › Rules reference (F1).</source>
        <translation>C'était une partie entière : choix et prix, conquêtes et leurs coûts, le dé, le redéploiement, le décompte, les pertes, le déclin et un nouveau peuple, une capacité de peuple, un pouvoir et un artefact. Chaque peuple, pouvoir et marqueur a sa page dans Aide › Référence des règles (F1).</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Interrompre la leçon</translation>
    </message>
    <message>
        <source>Not now: do what the highlighted step asks (or leave the lesson).</source>
        <translation>Pas maintenant : faites ce que demande l&apos;étape en surbrillance (ou interrompez la leçon).</translation>
    </message>
    <message>
        <source>Resume the guided game?</source>
        <translation>Reprendre la partie guidée ?</translation>
    </message>
    <message>
        <source>You left the guided first game at step %1 of %2. Pick it up where you were?</source>
        <translation>Vous avez interrompu la première partie guidée à l&apos;étape %1 sur %2. La reprendre là où vous en étiez ?</translation>
    </message>
    <message>
        <source>Resume the lesson</source>
        <translation>Reprendre la leçon</translation>
    </message>
    <message>
        <source>A question opened over the table (%1): answer Yes to go on as this step asks, No to come back to it.</source>
        <translation>Une question s&apos;est ouverte sur la table (%1) : répondez Oui pour continuer comme le demande cette étape, Non pour y revenir.</translation>
    </message>
    <message>
        <source>You took the Dwarves and left 1 coin on each of the two combinations above: whoever takes them later picks those coins up. A new race lands on an &lt;b&gt;Entry Region&lt;/b&gt; (anchor): 2 tokens plus 1 for the boat. Drag tokens from your hand onto &lt;b&gt;{Bloodtalon Woods}&lt;/b&gt;.</source>
        <translation>Vous avez pris les Nains et laissé 1 pièce sur chacune des deux combinaisons du dessus : qui les prendra plus tard ramassera ces pièces. Un nouveau peuple débarque sur une &lt;b&gt;région d&apos;entrée&lt;/b&gt; (ancre) : 2 pions plus 1 pour le bateau. Faites glisser des pions de votre main sur le &lt;b&gt;{Bloodtalon Woods}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>3 tokens stay in {Bloodtalon Woods}. Every token already in a region adds 1 to its cost: the Murloc in &lt;b&gt;{Sen&apos;jin Fields}&lt;/b&gt; makes it 3. Drag tokens onto it; the Murloc is discarded.</source>
        <translation>3 pions restent dans le {Bloodtalon Woods}. Chaque pion déjà présent dans une région ajoute 1 à son coût : le Murloc des &lt;b&gt;{Sen&apos;jin Fields}&lt;/b&gt; porte leur coût à 3. Faites-y glisser des pions ; le Murloc est défaussé.</translation>
    </message>
    <message>
        <source>{Sen&apos;jin Fields} is yours. &lt;b&gt;{Spitescale Hills}&lt;/b&gt; hides a face-down marker and costs 2. Conquer it to turn the marker over.</source>
        <translation>Les {Sen&apos;jin Fields} sont à vous. Les &lt;b&gt;{Spitescale Hills}&lt;/b&gt; cachent un marqueur face cachée et coûtent 2. Conquérez-les pour retourner le marqueur.</translation>
    </message>
    <message>
        <source>You found &lt;b&gt;Frostmourne&lt;/b&gt;, an artifact: you will use it next turn. A Mountain adds 1 to the cost, but the Dwarves&apos; ability makes Mountains 2 cheaper (never below 1). Take &lt;b&gt;{Jaggedswine Peak}&lt;/b&gt; with your last token.</source>
        <translation>Vous avez trouvé &lt;b&gt;Deuillegivre&lt;/b&gt;, un artefact : vous l&apos;utiliserez au prochain tour. Une Montagne ajoute 1 au coût, mais grâce à leur capacité une Montagne coûte 2 pions de moins aux Nains (jamais moins de 1). Prenez le &lt;b&gt;{Jaggedswine Peak}&lt;/b&gt; avec votre dernier pion.</translation>
    </message>
    <message>
        <source>Your hand is empty, so your conquests are over. Now you may move tokens between your regions, keeping at least 1 in each. Drag one token from &lt;b&gt;{Bloodtalon Woods}&lt;/b&gt; to &lt;b&gt;{Jaggedswine Peak}&lt;/b&gt;.</source>
        <translation>Votre main est vide : vos conquêtes sont finies. Vous pouvez maintenant déplacer des pions entre vos régions, en laissant au moins 1 dans chacune. Faites glisser un pion du &lt;b&gt;{Bloodtalon Woods}&lt;/b&gt; vers le &lt;b&gt;{Jaggedswine Peak}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The rival took the top combination (and the coin you left on it), landed, and took {Bloodtalon Woods} from you: of your 2 tokens there, 1 was lost and 1 came back to your hand. Drag it onto &lt;b&gt;{Sen&apos;jin Fields}&lt;/b&gt;.</source>
        <translation>Le rival a pris la combinaison du haut (et la pièce que vous y aviez laissée), a débarqué et vous a pris le {Bloodtalon Woods} : de vos 2 pions, 1 est perdu et 1 est revenu dans votre main. Faites-le glisser sur les &lt;b&gt;{Sen&apos;jin Fields}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The rival&apos;s Orcs hold &lt;b&gt;{Bloodtalon Woods}&lt;/b&gt; with 4 tokens: 2 + 4 = 6, minus 2 with Frostmourne = 4. Drag tokens onto it.</source>
        <translation>Les Orcs du rival tiennent le &lt;b&gt;{Bloodtalon Woods}&lt;/b&gt; avec 4 pions : 2 + 4 = 6, moins 2 avec Deuillegivre = 4. Faites-y glisser des pions.</translation>
    </message>
    <message>
        <source>The Orcs lost a token and will put the rest back after your turn. You have 1 token left and &lt;b&gt;{Bonedust Fen}&lt;/b&gt; costs 3. On your last conquest you may roll the die (faces 0, 0, 0, 1, 2, 3) and count its points as tokens. Drag your token onto it and accept the roll.</source>
        <translation>Les Orcs ont perdu un pion et replaceront les autres après votre tour. Il vous reste 1 pion et le &lt;b&gt;{Bonedust Fen}&lt;/b&gt; coûte 3. Lors de votre dernière conquête, vous pouvez lancer le dé (faces 0, 0, 0, 1, 2, 3) et compter ses points comme des pions. Faites-y glisser votre pion et acceptez le lancer.</translation>
    </message>
    <message>
        <source>A new race enters through an Entry Region, paying the boat. The Orcs hold &lt;b&gt;{Darkspear Meadows}&lt;/b&gt; with 4 tokens: 2 + 4 + 1 boat, minus 1 for the Trolls (any occupied region) and 1 for Blacksmith = 5. Drag tokens onto it.</source>
        <translation>Un nouveau peuple entre par une région d&apos;entrée, en payant le bateau. Les Orcs tiennent les &lt;b&gt;{Darkspear Meadows}&lt;/b&gt; avec 4 pions : 2 + 4 + 1 bateau, moins 1 pour les Trolls (région occupée) et 1 pour Forgerons = 5. Faites-y glisser des pions.</translation>
    </message>
</context>
<context>
    <name>Secrecy</name>
    <message>
        <source>{player} scores; the amount stays face down until the end.</source>
        <translation>{player} marque des pièces ; le montant reste face cachée jusqu’à la fin.</translation>
    </message>
</context>
<context>
    <name>RacesInOneColumn</name>
    <message>
        <source>Races</source>
        <translation>Peuples</translation>
    </message>
    <message>
        <source>The race and power each player plays now; under it, their race in decline</source>
        <translation>La race et le pouvoir que chaque joueur joue maintenant ; en dessous, sa race en déclin</translation>
    </message>
    <message>
        <source>in decline: %1</source>
        <translation>en déclin : %1</translation>
    </message>
</context>
<context>
    <name>UndoHint</name>
    <message>
        <source>The die has been rolled: your actions before it can no longer be taken back.</source>
        <translation>Le dé a été lancé : vos actions d’avant ne peuvent plus être annulées.</translation>
    </message>
    <message>
        <source>Something hidden came out: your actions before it can no longer be taken back.</source>
        <translation>Une pièce cachée a été révélée : vos actions d’avant ne peuvent plus être annulées.</translation>
    </message>
</context>
<context>
    <name>PlaceNames</name>
    <message>
        <source>Bay</source>
        <translation>Baie</translation>
    </message>
    <message>
        <source>Bog</source>
        <translation>Tourbière</translation>
    </message>
    <message>
        <source>Canopy</source>
        <translation>Canopée</translation>
    </message>
    <message>
        <source>Crag</source>
        <translation>Escarpement</translation>
    </message>
    <message>
        <source>Downs</source>
        <translation>Coteaux</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Fermes</translation>
    </message>
    <message>
        <source>Fen</source>
        <translation>Marécage</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Champs</translation>
    </message>
    <message>
        <source>Fjord</source>
        <translation>Fjord</translation>
    </message>
    <message>
        <source>Foothills</source>
        <translation>Contreforts</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Glacier</source>
        <translation>Glacier</translation>
    </message>
    <message>
        <source>Glade</source>
        <translation>Clairière</translation>
    </message>
    <message>
        <source>Glades</source>
        <translation>Clairières</translation>
    </message>
    <message>
        <source>Gorge</source>
        <translation>Gorge</translation>
    </message>
    <message>
        <source>Grassland</source>
        <translation>Herbages</translation>
    </message>
    <message>
        <source>Grove</source>
        <translation>Bosquet</translation>
    </message>
    <message>
        <source>Groves</source>
        <translation>Bosquets</translation>
    </message>
    <message>
        <source>Heights</source>
        <translation>Hauteurs</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Collines</translation>
    </message>
    <message>
        <source>Isle</source>
        <translation>Île</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Jungle</translation>
    </message>
    <message>
        <source>Lagoon</source>
        <translation>Lagune</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>Lac</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation>Prairie</translation>
    </message>
    <message>
        <source>Meadows</source>
        <translation>Prairies</translation>
    </message>
    <message>
        <source>Mire</source>
        <translation>Bourbier</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Montagnes</translation>
    </message>
    <message>
        <source>Pastures</source>
        <translation>Pâturages</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Pic</translation>
    </message>
    <message>
        <source>Peaks</source>
        <translation>Pics</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Plaines</translation>
    </message>
    <message>
        <source>Plateau</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Bassins</translation>
    </message>
    <message>
        <source>Rise</source>
        <translation>Hauteurs</translation>
    </message>
    <message>
        <source>Savanna</source>
        <translation>Savane</translation>
    </message>
    <message>
        <source>Spires</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Steppe</source>
        <translation>Steppe</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Tundra</source>
        <translation>Toundra</translation>
    </message>
    <message>
        <source>Vale</source>
        <translation>Val</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Kalimdor Wilds</source>
        <translation>Terres sauvages de Kalimdor</translation>
    </message>
    <message>
        <source>Kingdom of Stormwind</source>
        <translation>Royaume de Hurlevent</translation>
    </message>
    <message>
        <source>Shores of Northrend</source>
        <translation>Rivages du Norfendre</translation>
    </message>
    <message>
        <source>Shattered Outland</source>
        <translation>Outreterre brisée</translation>
    </message>
    <message>
        <source>Quel&apos;Thalas</source>
        <translation>Quel’Thalas</translation>
    </message>
    <message>
        <source>Lordaeron Reach</source>
        <translation>Confins de Lordaeron</translation>
    </message>
    <message>
        <source>Feralas Frontier</source>
        <translation>Frontière de Féralas</translation>
    </message>
    <message>
        <source>Khaz Modan</source>
        <translation>Khaz Modan</translation>
    </message>
    <message>
        <source>Teldrassil</source>
        <translation>Teldrassil</translation>
    </message>
    <message>
        <source>Isle of Quel&apos;Danas</source>
        <translation>Île de Quel’Danas</translation>
    </message>
    <message>
        <source>Echo Isles</source>
        <translation>Îles de l’Écho</translation>
    </message>
    <message>
        <source>Azuremyst Isle</source>
        <translation>Île de Brume-Azur</translation>
    </message>
    <message>
        <source>{generic} of {place}</source>
        <translation>{generic} de {place}</translation>
    </message>
    <message>
        <source>{generic} of {place}</source>
        <comment>before a vowel</comment>
        <translation>{generic} d’{place}</translation>
    </message>
    <message>
        <source>{place} {generic}</source>
        <translation>{generic} de {place}</translation>
    </message>
    <message>
        <source>{place} {generic}</source>
        <comment>before a vowel</comment>
        <translation>{generic} d’{place}</translation>
    </message>
    <message>
        <source>{generic} {place}</source>
        <translation>{generic} {place}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {generic}</source>
        <comment>before a vowel</comment>
        <translation>{generic} d’{owner}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {generic}</source>
        <translation>{generic} de {owner}</translation>
    </message>
    <message>
        <source>{owner}&apos; {generic}</source>
        <comment>before a vowel</comment>
        <translation>{generic} d’{owner}</translation>
    </message>
    <message>
        <source>{owner}&apos; {generic}</source>
        <translation>{generic} de {owner}</translation>
    </message>
</context>
<context>
    <name>BoardKeyboard</name>
    <message numerus="yes">
        <source>%n Murloc(s)</source>
        <translation>
            <numerusform>%n Murloc</numerusform>
            <numerusform>%n Murlocs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2: %n token(s)</source>
        <translation>
            <numerusform>%2 de %1 : %n pion</numerusform>
            <numerusform>%2 de %1 : %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Arrow keys or Tab: another region. Enter: conquer or place a token. Menu key: the region&apos;s abilities.</source>
        <translation>Flèches ou Tab : une autre région. Entrée : conquérir ou poser un pion. Touche Menu : les capacités de la région.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Size of the text, tokens and icons. Takes effect the next time the game starts.</source>
        <translation>Taille du texte, des pions et des icônes. Prend effet au prochain lancement du jeu.</translation>
    </message>
    <message>
        <source>Interface scale:</source>
        <translation>Taille de l’interface :</translation>
    </message>
    <message>
        <source>Colour-blind-safe player colours</source>
        <translation>Couleurs de joueurs adaptées au daltonisme</translation>
    </message>
    <message>
        <source>Colours told apart with red-green colour blindness (deuteranopia, protanopia), in place of the chosen ones</source>
        <translation>Des couleurs distinctes pour un daltonisme rouge-vert (deutéranopie, protanopie), à la place de celles choisies</translation>
    </message>
    <message>
        <source>Ask before ending a turn with tokens still in hand</source>
        <translation>Demander avant de finir un tour avec des pions en main</translation>
    </message>
    <message>
        <source>Open scores by default in new games</source>
        <translation>Scores ouverts par défaut dans les nouvelles parties</translation>
    </message>
    <message>
        <source>Everyone sees what each turn scores; the totals still add up only in players&apos; heads</source>
        <translation>Chacun voit ce que rapporte chaque tour ; les totaux ne s’additionnent que dans la tête des joueurs</translation>
    </message>
    <message>
        <source>The interface scale changes at the next start.</source>
        <translation>La taille de l’interface change au prochain lancement.</translation>
    </message>
    <message>
        <source>No movement</source>
        <translation>Aucun mouvement</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Tokens slide to the regions they take and fade when lost; play goes on during a movement</source>
        <translation>Les pions glissent vers les régions prises et s’effacent quand ils sont perdus ; le jeu continue pendant un mouvement</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations :</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Effets sonores</translation>
    </message>
    <message>
        <source>Tokens, coins, the die, the hand-over chime… Everything heard is also shown on the table. Mute: %1</source>
        <translation>Pions, pièces, dé, carillon du passage de main… Tout ce qui s’entend se voit aussi sur la table. Couper le son : %1</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Son :</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume :</translation>
    </message>
</context>
<context>
    <name>CatchUp</name>
    <message>
        <source>%1 took %2 from you</source>
        <translation>%1 vous a pris %2</translation>
    </message>
    <message>
        <source>You lost %2</source>
        <translation>Vous avez perdu %2</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) lost</source>
        <translation>
            <numerusform>%n pion perdu</numerusform>
            <numerusform>%n pions perdus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n back in your hand</source>
        <translation>
            <numerusform>%n revenu dans votre main</numerusform>
            <numerusform>%n revenus dans votre main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid you %n coin(s) (%2).</source>
        <translation>
            <numerusform>%1 vous a payé %n pièce (%2).</numerusform>
            <numerusform>%1 vous a payé %n pièces (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gained %n coin(s) from a Military Objective.</source>
        <translation>
            <numerusform>Vous avez gagné %n pièce grâce à un Objectif militaire.</numerusform>
            <numerusform>Vous avez gagné %n pièces grâce à un Objectif militaire.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>BotDriver</name>
    <message>
        <source>There is no computer player of level %1 in this version.</source>
        <translation>Il n&apos;y a pas de joueur ordinateur de niveau %1 dans cette version.</translation>
    </message>
    <message>
        <source>%1 (computer) found nothing to play.</source>
        <translation>%1 (ordinateur) n&apos;a trouvé aucune action à jouer.</translation>
    </message>
    <message>
        <source>Bot %1: %2</source>
        <translation>Ordinateur %1 : %2</translation>
    </message>
</context>
<context>
    <name>BotPlay</name>
    <message>
        <source>&amp;Computer players</source>
        <translation>&amp;Joueurs ordinateur</translation>
    </message>
    <message>
        <source>&amp;Pace of their turns</source>
        <translation>&amp;Rythme de leurs tours</translation>
    </message>
    <message>
        <source>&amp;Suggest a move</source>
        <translation>&amp;Suggérer une action</translation>
    </message>
    <message>
        <source>A Normal computer player shows on the map what it would do now (nothing is played)</source>
        <translation>Un joueur ordinateur Normal montre sur la carte ce qu&apos;il ferait maintenant (rien n&apos;est joué)</translation>
    </message>
    <message>
        <source>S&amp;kip to the end</source>
        <translation>&amp;Passer à la fin</translation>
    </message>
    <message>
        <source>Play the rest of the game at once</source>
        <translation>Jouer tout de suite le reste de la partie</translation>
    </message>
    <message>
        <source>S&amp;kip to my turn</source>
        <translation>&amp;Passer à mon tour</translation>
    </message>
    <message>
        <source>Play the computer players at once until a person must act</source>
        <translation>Faire jouer les ordinateurs tout de suite jusqu&apos;à ce qu&apos;une personne doive agir</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lent</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantané</translation>
    </message>
    <message>
        <source>How fast the computer players&apos; actions follow each other</source>
        <translation>À quel rythme les actions des joueurs ordinateur se suivent</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (ordinateur) réfléchit…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Recherche d&apos;une bonne action…</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation>Suggestion : %1</translation>
    </message>
    <message>
        <source>pick %1</source>
        <translation>prendre %1</translation>
    </message>
    <message>
        <source>try %1 with the reinforcement die</source>
        <translation>tenter %1 avec le dé de renfort</translation>
    </message>
    <message>
        <source>conquer %1</source>
        <translation>conquérir %1</translation>
    </message>
    <message>
        <source>abandon %1</source>
        <translation>abandonner %1</translation>
    </message>
    <message>
        <source>go into decline</source>
        <translation>passer en déclin</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>finir le tour</translation>
    </message>
    <message>
        <source>stop conquering</source>
        <translation>arrêter de conquérir</translation>
    </message>
    <message>
        <source>place the tokens: %1</source>
        <translation>placer les pions : %1</translation>
    </message>
    <message>
        <source>conquer %1 (%2)</source>
        <translation>conquérir %1 (%2)</translation>
    </message>
</context>
<context>
    <name>BotTexts</name>
    <message>
        <source>picks {combination}: {tokens} tokens</source>
        <translation>choisit {combination} : {tokens} pions</translation>
    </message>
    <message>
        <source>, costs {cost}</source>
        <translation>, coûte {cost}</translation>
    </message>
    <message>
        <source>declines: at most {within} more region within reach; the {race} hold {held}</source>
        <translation>passe en déclin : au plus {within} région de plus à portée ; les {race} en tiennent {held}</translation>
    </message>
    <message>
        <source>declines: at most {within} more regions within reach; the {race} hold {held}</source>
        <translation>passe en déclin : au plus {within} régions de plus à portée ; les {race} en tiennent {held}</translation>
    </message>
    <message>
        <source>{need} token: the only conquest planned this turn</source>
        <translation>{need} pion : la seule conquête prévue ce tour-ci</translation>
    </message>
    <message>
        <source>{need} token: 1 of {planned} conquests planned this turn</source>
        <translation>{need} pion : 1 des {planned} conquêtes prévues ce tour-ci</translation>
    </message>
    <message>
        <source>{need} tokens: the only conquest planned this turn</source>
        <translation>{need} pions : la seule conquête prévue ce tour-ci</translation>
    </message>
    <message>
        <source>{need} tokens: 1 of {planned} conquests planned this turn</source>
        <translation>{need} pions : 1 des {planned} conquêtes prévues ce tour-ci</translation>
    </message>
    <message>
        <source>the last attempt: 1 token short, the die gives it {sixths} times in 6</source>
        <translation>la dernière tentative : il manque 1 pion, le dé le donne {sixths} fois sur 6</translation>
    </message>
    <message>
        <source>the last attempt: {short} tokens short, the die gives them {sixths} times in 6</source>
        <translation>la dernière tentative : il manque {short} pions, le dé les donne {sixths} fois sur 6</translation>
    </message>
    <message>
        <source>the last attempt: {short} tokens short, the die gives them 1 time in 6</source>
        <translation>la dernière tentative : il manque {short} pions, le dé les donne 1 fois sur 6</translation>
    </message>
    <message>
        <source>frees tokens for 1 conquest this turn</source>
        <translation>libère des pions pour 1 conquête ce tour-ci</translation>
    </message>
    <message>
        <source>frees tokens for {planned} conquests this turn</source>
        <translation>libère des pions pour {planned} conquêtes ce tour-ci</translation>
    </message>
    <message>
        <source>the most tokens ({tokens}) where an attack is likeliest: {region}</source>
        <translation>le plus de pions ({tokens}) là où une attaque est la plus probable : {region}</translation>
    </message>
    <message>
        <source>nothing left worth a token this turn</source>
        <translation>plus rien ne vaut un pion ce tour-ci</translation>
    </message>
    <message numerus="yes">
        <source>, %n coin(s) on it</source>
        <translation>
            <numerusform>, %n pièce dessus</numerusform>
            <numerusform>, %n pièces dessus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n region(s) this turn</source>
        <translation>
            <numerusform> ; %n région ce tour-ci</numerusform>
            <numerusform> ; %n régions ce tour-ci</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Drops</name>
    <message>
        <source>No game is in progress.</source>
        <translation>Aucune partie n&apos;est en cours.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Only %1 may move tokens now.</source>
        <translation>Seul(e) %1 peut déplacer des pions maintenant.</translation>
    </message>
    <message>
        <source>The tokens are already there.</source>
        <translation>Les pions y sont déjà.</translation>
    </message>
    <message>
        <source>Those tokens are not yours.</source>
        <translation>Ces pions ne sont pas à vous.</translation>
    </message>
    <message>
        <source>Abandon %1: its tokens go back to the hand.</source>
        <translation>Abandonner %1 : ses pions reviennent en main.</translation>
    </message>
    <message>
        <source>Drop the tokens on a region.</source>
        <translation>Déposez les pions sur une région.</translation>
    </message>
    <message>
        <source>Only tokens in hand can conquer: drag them from your hand.</source>
        <translation>Seuls les pions en main peuvent conquérir : glissez-les depuis votre main.</translation>
    </message>
    <message>
        <source>the hand</source>
        <translation>la main</translation>
    </message>
    <message numerus="yes">
        <source>Move %n token(s) to %1.</source>
        <translation>
            <numerusform>Déplacer %n pion vers %1.</numerusform>
            <numerusform>Déplacer %n pions vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>This ends your conquests for this turn.</source>
        <translation>Cela met fin à vos conquêtes pour ce tour.</translation>
    </message>
    <message>
        <source>Pick a race and power from the column first.</source>
        <translation>Choisissez d&apos;abord un peuple et un pouvoir dans la colonne.</translation>
    </message>
    <message>
        <source>Your race went into decline: no conquest this turn.</source>
        <translation>Votre peuple est passé en déclin : pas de conquête ce tour-ci.</translation>
    </message>
    <message>
        <source>Place the tokens you got back on your own regions.</source>
        <translation>Placez les pions récupérés sur vos propres régions.</translation>
    </message>
    <message>
        <source>Your conquests are over for this turn: you can only redeploy.</source>
        <translation>Vos conquêtes sont finies pour ce tour : vous pouvez seulement redéployer.</translation>
    </message>
</context>
<context>
    <name>WindowSound</name>
    <message>
        <source>Sound off</source>
        <translation>Son coupé</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Son rétabli</translation>
    </message>
</context>
<context>
    <name>AbilityRefusals</name>
    <message>
        <source>Buy at least one token.</source>
        <translation>Achetez au moins un pion.</translation>
    </message>
    <message numerus="yes">
        <source>The {race} caused %n token(s) to be discarded this turn and already bought {bought}: they may buy at most {allowed} more.</source>
        <translation>
            <numerusform>Les {race} ont fait défausser %n pion ce tour-ci et en ont déjà acheté {bought} : ils peuvent en acheter au plus {allowed} de plus.</numerusform>
            <numerusform>Les {race} ont fait défausser %n pions ce tour-ci et en ont déjà acheté {bought} : ils peuvent en acheter au plus {allowed} de plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {race} caused %n token(s) to be discarded this turn: they may buy at most {allowed} more.</source>
        <translation>
            <numerusform>Les {race} ont fait défausser %n pion ce tour-ci : ils peuvent en acheter au plus {allowed} de plus.</numerusform>
            <numerusform>Les {race} ont fait défausser %n pions ce tour-ci : ils peuvent en acheter au plus {allowed} de plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n {race} token(s) is/are left in the box ({supply} in all).</source>
        <translation>
            <numerusform>Il ne reste que %n pion {race} dans la boîte ({supply} en tout).</numerusform>
            <numerusform>Il ne reste que %n pions {race} dans la boîte ({supply} en tout).</numerusform>
        </translation>
    </message>
    <message>
        <source>The {race} already used their relic hunting this turn (one steal or one Legendary Place discount per turn).</source>
        <translation>Les {race} ont déjà chassé une relique ce tour-ci (un vol ou une réduction sur un Lieu légendaire par tour).</translation>
    </message>
    <message>
        <source>{region} holds no face-up Legendary Place: the Ethereals&apos; discount does not apply.</source>
        <translation>Aucun Lieu légendaire face visible ne se trouve dans {region} : la réduction des Éthériens ne s&apos;applique pas.</translation>
    </message>
    <message>
        <source>The Ethereals&apos; discount needs a Legendary Place next to one of their regions, and {region} is not.</source>
        <translation>La réduction des Éthériens demande un Lieu légendaire voisin d&apos;une de leurs régions, et ce n&apos;est pas le cas {region|de}.</translation>
    </message>
    <message>
        <source>There is no face-up Artifact in {region} to steal.</source>
        <translation>Il n&apos;y a pas d&apos;Artefact face visible à voler dans {region}.</translation>
    </message>
    <message>
        <source>The Artifact in {region} is already in an Ethereal region.</source>
        <translation>L&apos;Artefact {region|de} est déjà dans une région des Éthériens.</translation>
    </message>
    <message>
        <source>One bomb per region: a region is listed twice.</source>
        <translation>Une bombe par région : une région est choisie deux fois.</translation>
    </message>
    <message>
        <source>{region} already holds a bomb.</source>
        <translation>Il y a déjà une bombe dans {region}.</translation>
    </message>
    <message>
        <source>Bombs go only where an opponent&apos;s active race stands, and {region} holds none.</source>
        <translation>Les bombes ne vont que là où se tient le peuple actif d&apos;un adversaire, et il n&apos;y en a pas dans {region}.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n bomb(s) is/are left in the {race}&apos; stack.</source>
        <translation>
            <numerusform>Il ne reste que %n bombe dans la pile des {race}.</numerusform>
            <numerusform>Il ne reste que %n bombes dans la pile des {race}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {race}&apos; bomb stack is used up: no more bombs.</source>
        <translation>La pile de bombes des {race} est épuisée : plus de bombes.</translation>
    </message>
    <message>
        <source>The two Military Objectives go in two different regions.</source>
        <translation>Les deux Objectifs militaires vont dans deux régions différentes.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} have placed their Military Objectives this turn: they are placed once, at the end of the turn.</source>
        <translation>Les {race} {player|de} ont placé leurs Objectifs militaires ce tour-ci : ils se placent une fois, à la fin du tour.</translation>
    </message>
    <message>
        <source>The {race} place their {total} Military Objectives in {total} different regions, not {count}.</source>
        <translation>Les {race} placent leurs {total} Objectifs militaires dans {total} régions différentes, pas {count}.</translation>
    </message>
    <message>
        <source>Military Objectives go only where no Alliance race stands, and {region} is held by the {race}.</source>
        <translation>Les Objectifs militaires ne vont que là où ne se tient aucun peuple de l&apos;Alliance, et les {race} tiennent {region}.</translation>
    </message>
    <message>
        <source>{player} must first choose the {race}&apos;s form for this turn: human (+2 coins) or worgen (pay 1 coin, 1 token fewer on every conquest).</source>
        <translation>{player} doit d&apos;abord choisir la forme des {race} pour ce tour : humaine (+2 pièces) ou worgen (payer 1 pièce, 1 pion de moins à chaque conquête).</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} already took their form this turn: a decline is announced instead of choosing a form.</source>
        <translation>Les {race} {player|de} ont déjà pris leur forme ce tour-ci : un déclin s&apos;annonce au lieu de choisir une forme.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} already took their human form this turn.</source>
        <translation>Les {race} {player|de} ont déjà pris leur forme humaine ce tour-ci.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} already took their Worgen form this turn.</source>
        <translation>Les {race} {player|de} ont déjà pris leur forme worgen ce tour-ci.</translation>
    </message>
    <message>
        <source>The {race} already belong to a faction: only a Neutral race picks a side on the {marker}.</source>
        <translation>Les {race} appartiennent déjà à une faction : seul un peuple neutre choisit son camp sur {marker}.</translation>
    </message>
    <message>
        <source>The {race} already launched their airborne assault this turn.</source>
        <translation>Les {race} ont déjà lancé leur assaut aérien ce tour-ci.</translation>
    </message>
    <message>
        <source>The Champion fights alone: no reinforcement die.</source>
        <translation>Le Champion combat seul : pas de dé de renfort.</translation>
    </message>
    <message>
        <source>The Champion is not in hand: it holds {region} alone.</source>
        <translation>Le Champion n&apos;est pas en main : il tient seul {region}.</translation>
    </message>
    <message>
        <source>The Champion conquers only a region next to {player}&apos;s race, and {region} is not.</source>
        <translation>Le Champion ne conquiert qu&apos;une région voisine du peuple {player|de}, et ce n&apos;est pas le cas {region|de}.</translation>
    </message>
    <message>
        <source>Intimidation is only possible during the conquest phase, never after the last conquest.</source>
        <translation>L&apos;intimidation n&apos;est possible que pendant la phase de conquête, jamais après la dernière conquête.</translation>
    </message>
    <message>
        <source>The token from {region} can only go to another region of the same race: {destinations|bare}.</source>
        <translation>Le pion {region|de} ne peut aller que dans une autre région du même peuple : {destinations|bare}.</translation>
    </message>
    <message>
        <source>Say where the token from {region} goes: {destinations|bare}.</source>
        <translation>Indiquez où va le pion {region|de} : {destinations|bare}.</translation>
    </message>
    <message>
        <source>Portals open only during the conquest phase, never after the last conquest.</source>
        <translation>Les portails ne s&apos;ouvrent que pendant la phase de conquête, jamais après la dernière conquête.</translation>
    </message>
    <message>
        <source>A swap needs two different regions.</source>
        <translation>Un échange demande deux régions différentes.</translation>
    </message>
    <message>
        <source>{region} has no Magic Source.</source>
        <translation>Il n&apos;y a pas de Source de magie dans {region}.</translation>
    </message>
    <message>
        <source>There is nothing to swap between {first} and {second}.</source>
        <translation>Il n&apos;y a rien à échanger entre {first} et {second}.</translation>
    </message>
    <message>
        <source>{player} cannot pick a combination now.</source>
        <translation>{player} ne peut pas choisir de combinaison maintenant.</translation>
    </message>
    <message>
        <source>{player} cannot redeploy now.</source>
        <translation>{player} ne peut pas redéployer maintenant.</translation>
    </message>
    <message>
        <source>{player} cannot pick a side now.</source>
        <translation>{player} ne peut pas choisir de camp maintenant.</translation>
    </message>
    <message>
        <source>{player} cannot place the {marker} now.</source>
        <translation>{player} ne peut pas placer {marker} maintenant.</translation>
    </message>
    <message>
        <source>{player} cannot buy tokens now.</source>
        <translation>{player} ne peut pas acheter de pions maintenant.</translation>
    </message>
    <message>
        <source>{player} cannot steal an Artifact now.</source>
        <translation>{player} ne peut pas voler d&apos;Artefact maintenant.</translation>
    </message>
    <message>
        <source>{player} cannot place bombs now.</source>
        <translation>{player} ne peut pas poser de bombes maintenant.</translation>
    </message>
    <message>
        <source>{player} cannot place Military Objectives now.</source>
        <translation>{player} ne peut pas placer d&apos;Objectifs militaires maintenant.</translation>
    </message>
    <message>
        <source>{player} cannot change form now.</source>
        <translation>{player} ne peut pas changer de forme maintenant.</translation>
    </message>
    <message>
        <source>{player} put the race into decline: no conquest this turn.</source>
        <translation>{player} a mis son peuple en déclin : pas de conquête ce tour-ci.</translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot buy tokens.</source>
        <translation>{player} a mis son peuple en déclin ce tour-ci et ne peut pas acheter de pions.</translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot steal an Artifact.</source>
        <translation>{player} a mis son peuple en déclin ce tour-ci et ne peut pas voler d&apos;Artefact.</translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot place bombs.</source>
        <translation>{player} a mis son peuple en déclin ce tour-ci et ne peut pas poser de bombes.</translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot place Military Objectives.</source>
        <translation>{player} a mis son peuple en déclin ce tour-ci et ne peut pas placer d&apos;Objectifs militaires.</translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot change form.</source>
        <translation>{player} a mis son peuple en déclin ce tour-ci et ne peut pas changer de forme.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer buy tokens.</source>
        <translation>Les {race} {player|de} sont en déclin : ils ne peuvent plus acheter de pions.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer steal an Artifact.</source>
        <translation>Les {race} {player|de} sont en déclin : ils ne peuvent plus voler d&apos;Artefact.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer place bombs.</source>
        <translation>Les {race} {player|de} sont en déclin : ils ne peuvent plus poser de bombes.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer place Military Objectives.</source>
        <translation>Les {race} {player|de} sont en déclin : ils ne peuvent plus placer d&apos;Objectifs militaires.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer change form.</source>
        <translation>Les {race} {player|de} sont en déclin : ils ne peuvent plus changer de forme.</translation>
    </message>
    <message>
        <source>{player}&apos;s active race does not hold the {marker}.</source>
        <translation>Le peuple actif {player|de} ne tient pas {marker}.</translation>
    </message>
    <message>
        <source>{player}&apos;s active race is not Intimidating.</source>
        <translation>Le peuple actif {player|de} n&apos;est pas Terrifiant.</translation>
    </message>
    <message>
        <source>{player}&apos;s active race is not Portal Mages.</source>
        <translation>Le peuple actif {player|de} n&apos;a pas les Maîtres des portails.</translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot buy tokens.</source>
        <translation>{player} ne joue pas les {race} et ne peut donc pas acheter de pions.</translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot steal an Artifact.</source>
        <translation>{player} ne joue pas les {race} et ne peut donc pas voler d&apos;Artefact.</translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot place bombs.</source>
        <translation>{player} ne joue pas les {race} et ne peut donc pas poser de bombes.</translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot place Military Objectives.</source>
        <translation>{player} ne joue pas les {race} et ne peut donc pas placer d&apos;Objectifs militaires.</translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot change form.</source>
        <translation>{player} ne joue pas les {race} et ne peut donc pas changer de forme.</translation>
    </message>
    <message>
        <source>{player} has no ability that allows `{key}` now.</source>
        <translation>{player} n&apos;a aucune capacité qui permette `{key}` maintenant.</translation>
    </message>
    <message numerus="yes">
        <source>Intimidation was already used %n time(s) this turn.</source>
        <translation>
            <numerusform>L&apos;intimidation a déjà servi %n fois ce tour-ci.</numerusform>
            <numerusform>L&apos;intimidation a déjà servi %n fois ce tour-ci.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The portals were already used %n time(s) this turn.</source>
        <translation>
            <numerusform>Les portails ont déjà servi %n fois ce tour-ci.</numerusform>
            <numerusform>Les portails ont déjà servi %n fois ce tour-ci.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} already chose to fight for the Alliance this turn.</source>
        <translation>{player} a déjà choisi de combattre pour l&apos;Alliance ce tour-ci.</translation>
    </message>
    <message>
        <source>{player} already chose to fight for the Horde this turn.</source>
        <translation>{player} a déjà choisi de combattre pour la Horde ce tour-ci.</translation>
    </message>
    <message>
        <source>The {marker} has already been placed this turn.</source>
        <translation>On a déjà placé {marker} ce tour-ci.</translation>
    </message>
    <message>
        <source>The Champion can be used only once per turn, and it was used this turn.</source>
        <translation>Le Champion ne sert qu&apos;une fois par tour, et il a déjà servi ce tour-ci.</translation>
    </message>
    <message>
        <source>{marker} can be used only once per turn, and it was used this turn.</source>
        <translation>On ne se sert {marker|de} qu&apos;une fois par tour, et on s&apos;en est déjà servi ce tour-ci.</translation>
    </message>
    <message>
        <source>The stolen Artifact must go into a region of the {race}, and {into} is not one.</source>
        <translation>L&apos;Artefact volé doit aller dans une région des {race}, et ce n&apos;est pas le cas {into|de}.</translation>
    </message>
    <message>
        <source>The {marker} goes into a region of {player}&apos;s active race, and {region} is not one.</source>
        <translation>{marker} va dans une région du peuple actif {player|de}, et ce n&apos;est pas le cas {region|de}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} do not hold {region}.</source>
        <translation>Les {race} {player|de} ne tiennent pas {region}.</translation>
    </message>
    <message>
        <source>{region} is not next to a Goblin region.</source>
        <translation>Aucune région des Gobelins n&apos;est voisine {region|de}.</translation>
    </message>
    <message>
        <source>{region} is not next to a region of the {race}.</source>
        <translation>Aucune région des {race} n&apos;est voisine {region|de}.</translation>
    </message>
    <message>
        <source>The stolen Artifact goes into an Ethereal region next to {region}, and {into} is not next to it.</source>
        <translation>L&apos;Artefact volé va dans une région des Éthériens voisine {region|de}, et ce n&apos;est pas le cas {into|de}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are not next to {region}, and it is not an Entry Region.</source>
        <translation>Les {race} {player|de} ne sont pas voisins {region|de}, et ce n&apos;est pas une région d&apos;entrée.</translation>
    </message>
    <message numerus="yes">
        <source>%n {race} tokens cost %n coins and {player} has {coins}.</source>
        <translation>
            <numerusform>%n pion {race} coûte %n pièce et {player} en a {coins}.</numerusform>
            <numerusform>%n pions {race} coûtent %n pièces et {player} en a {coins}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {race} form costs %n coin(s) and {player} has none: only the human form is possible.</source>
        <translation>
            <numerusform>La forme des {race} coûte %n pièce et {player} n&apos;en a aucune : seule la forme humaine est possible.</numerusform>
            <numerusform>La forme des {race} coûte %n pièces et {player} n&apos;en a aucune : seule la forme humaine est possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} must pay %n coin(s) first and cannot afford it.</source>
        <translation>
            <numerusform>{player} doit d&apos;abord payer %n pièce et n&apos;en a pas les moyens.</numerusform>
            <numerusform>{player} doit d&apos;abord payer %n pièces et n&apos;en a pas les moyens.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no region called {given} on this map.</source>
        <translation>Il n&apos;y a pas de région appelée {given} sur cette carte.</translation>
    </message>
    <message>
        <source>{region} is held by {player}&apos;s own active race.</source>
        <translation>Le peuple actif {player|de} tient lui-même {region}.</translation>
    </message>
    <message>
        <source>{region} is not next to {player}&apos;s active race.</source>
        <translation>Le peuple actif {player|de} n&apos;est pas voisin {region|de}.</translation>
    </message>
    <message>
        <source>There is nothing in {region} that can be intimidated.</source>
        <translation>Rien dans {region} ne peut être intimidé.</translation>
    </message>
    <message>
        <source>This use tears down the Wisp Wall in {region} and moves nothing: leave out `to`.</source>
        <translation>Cette intimidation abat le Mur de feux follets {region|de} et ne déplace rien : ne choisissez pas de destination.</translation>
    </message>
    <message>
        <source>This use tears down the Fort in {region} and moves nothing: leave out `to`.</source>
        <translation>Cette intimidation abat le Fort {region|de} et ne déplace rien : ne choisissez pas de destination.</translation>
    </message>
    <message>
        <source>Nothing in {region} can be moved elsewhere: leave out `to`.</source>
        <translation>Rien dans {region} ne peut aller ailleurs : ne choisissez pas de destination.</translation>
    </message>
</context>
<context>
    <name>CostLabels</name>
    <message>
        <source>Conquest</source>
        <translation>Conquête</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Wisp Wall</source>
        <translation>Mur de feux follets</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Fort</translation>
    </message>
    <message numerus="yes">
        <source>%n Murloc(s)</source>
        <translation>
            <numerusform>%n Murloc</numerusform>
            <numerusform>%n Murlocs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defending token(s)</source>
        <translation>
            <numerusform>%n pion défenseur</numerusform>
            <numerusform>%n pions défenseurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message numerus="yes">
        <source>%n Beast(s)</source>
        <translation>
            <numerusform>%n Bête</numerusform>
            <numerusform>%n Bêtes</numerusform>
        </translation>
    </message>
    <message>
        <source>Transport by boat</source>
        <translation>Transport en bateau</translation>
    </message>
    <message>
        <source>Dwarves on a Mountain</source>
        <translation>Nains sur une montagne</translation>
    </message>
    <message>
        <source>Night Elves in a Forest</source>
        <translation>Elfes de la nuit dans une forêt</translation>
    </message>
    <message>
        <source>Trolls against a non-empty region</source>
        <translation>Trolls contre une région occupée</translation>
    </message>
    <message>
        <source>Ethereals: Legendary Place</source>
        <translation>Éthériens : lieu légendaire</translation>
    </message>
    <message>
        <source>Worgen form</source>
        <translation>forme worgen</translation>
    </message>
    <message>
        <source>Airborne assault: a free reinforcement die is rolled before attacking</source>
        <translation>Assaut aérien : un dé de renfort gratuit est lancé avant d&apos;attaquer</translation>
    </message>
    <message numerus="yes">
        <source>Minimum of %n token(s)</source>
        <translation>
            <numerusform>Minimum de %n pion</numerusform>
            <numerusform>Minimum de %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Doomhammer: %n token(s) whatever the defence</source>
        <translation>
            <numerusform>Marteau-du-Destin : %n pion quelle que soit la défense</numerusform>
            <numerusform>Marteau-du-Destin : %n pions quelle que soit la défense</numerusform>
        </translation>
    </message>
    <message>
        <source>The Champion conquers alone, whatever the defence</source>
        <translation>Le Champion conquiert seul, quelle que soit la défense</translation>
    </message>
    <message>
        <source>Harmony</source>
        <translation>Harmonie</translation>
    </message>
    <message>
        <source>Champion ransom</source>
        <translation>rançon du Champion</translation>
    </message>
    <message>
        <source>Marshdweller: a Swamp</source>
        <translation>Palustres : un marais</translation>
    </message>
    <message>
        <source>{race}: regions</source>
        <translation>{race} : régions</translation>
    </message>
    <message>
        <source>declined {race}: regions</source>
        <translation>{race} en déclin : régions</translation>
    </message>
    <message>
        <source>faction bonus: {race}</source>
        <translation>bonus de faction : {race}</translation>
    </message>
    <message>
        <source>{marker|bare}: declined {race}</source>
        <translation>{marker|bare} : {race} en déclin</translation>
    </message>
    <message>
        <source>{marker|bare}: {race}</source>
        <translation>{marker|bare} : {race}</translation>
    </message>
    <message>
        <source>Farmer: Fields</source>
        <translation>Fermiers : champs</translation>
    </message>
    <message>
        <source>Herbalist: Hills</source>
        <translation>Herboristes : collines</translation>
    </message>
    <message>
        <source>Ranger: Forests</source>
        <translation>Forestiers : forêts</translation>
    </message>
    <message>
        <source>Swamp Walker: Swamps</source>
        <translation>Des marais : marais</translation>
    </message>
    <message>
        <source>Mountaineer: Mountains</source>
        <translation>Montagnards : montagnes</translation>
    </message>
    <message>
        <source>Mining: Caverns</source>
        <translation>Mineurs : cavernes</translation>
    </message>
    <message>
        <source>Fishing: regions by the water</source>
        <translation>Pêcheurs : régions au bord de l&apos;eau</translation>
    </message>
    <message>
        <source>Explorer: islands</source>
        <translation>Explorateurs : îles</translation>
    </message>
    <message>
        <source>Archaeologist: artifacts and places</source>
        <translation>Archéologues : artefacts et lieux</translation>
    </message>
    <message>
        <source>Blood Elves: Magic Sources</source>
        <translation>Elfes de sang : Sources de magie</translation>
    </message>
    <message>
        <source>the airborne assault</source>
        <translation>l&apos;assaut aérien</translation>
    </message>
    <message>
        <source>the Champion</source>
        <translation>le Champion</translation>
    </message>
    <message>
        <source>the relic hunting</source>
        <translation>la chasse aux reliques</translation>
    </message>
    <message>
        <source>No transport cost (Sailing)</source>
        <translation>Pas de coût de transport (Navigateurs)</translation>
    </message>
    <message>
        <source>No transport cost (Meeting Stone)</source>
        <translation>Pas de coût de transport (Pierre de rencontre)</translation>
    </message>
    <message>
        <source>No transport cost (Naga start in the water)</source>
        <translation>Pas de coût de transport (les Nagas partent de l&apos;eau)</translation>
    </message>
    <message>
        <source>No transport cost (airborne assault: counts as adjacent)</source>
        <translation>Pas de coût de transport (assaut aérien : compte comme adjacent)</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; pay %n coin(s) first ({why})</source>
        <translation>
            <numerusform> ; payer d&apos;abord %n pièce ({why})</numerusform>
            <numerusform> ; payer d&apos;abord %n pièces ({why})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventLines</name>
    <message>
        <source>Round {round}: {player}&apos;s turn.</source>
        <translation>Manche {round} : au tour {player|de}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins.</source>
        <translation>La manche {round} sur {rounds} commence.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} ready %n token(s): {hand} in hand.</source>
        <translation>
            <numerusform>Les {race} {player|de} préparent %n pion : {hand} en main.</numerusform>
            <numerusform>Les {race} {player|de} préparent %n pions : {hand} en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {race} abandon {region}.</source>
        <translation>Les {race} {player|de} abandonnent {region}.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} conquer {region} with %n token(s).</source>
        <translation>
            <numerusform>Les {race} {player|de} conquièrent {region} avec %n pion.</numerusform>
            <numerusform>Les {race} {player|de} conquièrent {region} avec %n pions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} cannot take {region}: it needs %n token(s) and they have {hand}. The attempt is spent.</source>
        <translation>
            <numerusform>Les {race} {player|de} ne peuvent pas prendre {region} : il faut %n pion et ils en ont {hand}. La tentative est perdue.</numerusform>
            <numerusform>Les {race} {player|de} ne peuvent pas prendre {region} : il faut %n pions et ils en ont {hand}. La tentative est perdue.</numerusform>
        </translation>
    </message>
    <message>
        <source>{marker} is revealed in {region}.</source>
        <translation>On révèle {marker} dans {region}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} redeploy returned tokens: {counts}.</source>
        <translation>Les {race} {player|de} redéploient les pions revenus : {counts}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} redeploy: {counts}.</source>
        <translation>Les {race} {player|de} se redéploient : {counts}.</translation>
    </message>
    <message>
        <source>{player} stops conquering and redeploys.</source>
        <translation>{player} arrête de conquérir et se redéploie.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} go into decline.</source>
        <translation>Les {race} {player|de} passent en déclin.</translation>
    </message>
    <message>
        <source>{player}&apos;s declined {race} leave the map; their tile goes back under the race stack.</source>
        <translation>Les {race} en déclin {player|de} quittent la carte ; leur tuile retourne sous la pile des peuples.</translation>
    </message>
    <message numerus="yes">
        <source>{player} scores %n coin(s) ({lines}).</source>
        <translation>
            <numerusform>{player} marque %n pièce ({lines}).</numerusform>
            <numerusform>{player} marque %n pièces ({lines}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. Coins: {totals}. {winners|and} wins.</source>
        <translation>La partie est terminée. Pièces : {totals}. {winners|and} gagne.</translation>
    </message>
    <message>
        <source>The game is over. Coins: {totals}. {winners|and} win.</source>
        <translation>La partie est terminée. Pièces : {totals}. {winners|and} gagnent.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} give a Harmony token to {players}.</source>
        <translation>Les {race} {player|de} donnent un jeton Harmonie à {players|and}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} take their Harmony tokens back.</source>
        <translation>Les {race} {player|de} reprennent leurs jetons Harmonie.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} place a face-down bomb in {region}.</source>
        <translation>Les {race} {player|de} posent une bombe face cachée dans {region}.</translation>
    </message>
    <message>
        <source>No opponent is left in {region}: the bomb goes back on top of the {race}&apos; stack, unseen.</source>
        <translation>Il ne reste aucun adversaire dans {region} : la bombe retourne sur la pile des {race} sans être révélée.</translation>
    </message>
    <message>
        <source>The bomb in {region} explodes!</source>
        <translation>La bombe {region|de} explose !</translation>
    </message>
    <message>
        <source>The bomb in {region} is a dud.</source>
        <translation>La bombe {region|de} fait long feu.</translation>
    </message>
    <message numerus="yes">
        <source>The bomb in {region} is removed unseen: {player} cannot pay the %n coin(s) due first.</source>
        <translation>
            <numerusform>La bombe {region|de} est retirée sans être révélée : {player} ne peut pas payer d&apos;abord la %n pièce due.</numerusform>
            <numerusform>La bombe {region|de} est retirée sans être révélée : {player} ne peut pas payer d&apos;abord les %n pièces dues.</numerusform>
        </translation>
    </message>
    <message>
        <source>The bomb in {region} is removed unseen: {refusal}.</source>
        <translation>La bombe {region|de} est retirée sans être révélée. {refusal}.</translation>
    </message>
    <message>
        <source>The Military Objective in {region} means nothing to the Horde: it stays.</source>
        <translation>L&apos;Objectif militaire {region|de} ne signifie rien pour la Horde : il reste.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} raise a Wisp Wall in {region}.</source>
        <translation>Les {race} {player|de} élèvent un Mur de feux follets dans {region}.</translation>
    </message>
    <message>
        <source>{player}&apos;s Portal Mages swap {first} and {second}.</source>
        <translation>Les Maîtres des portails {player|de} échangent {first} et {second}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} builds %n Fort(s): {regions}.</source>
        <translation>
            <numerusform>{player} construit %n Fort : {regions|bare}.</numerusform>
            <numerusform>{player} construit %n Forts : {regions|bare}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes down the Watch Towers of {regions}.</source>
        <translation>{player} démonte les Tours de guet {regions|de,and}.</translation>
    </message>
    <message>
        <source>{player} raises Watch Towers on {regions}.</source>
        <translation>{player} élève des Tours de guet : {regions|bare}.</translation>
    </message>
    <message>
        <source>{region}&apos;s island has no sea or lake: the {marker} goes back to the box and no place is left to replace it.</source>
        <translation>L&apos;île {region|de} n&apos;a ni mer ni lac : {marker} retourne dans la boîte et aucun lieu ne reste pour le remplacer.</translation>
    </message>
    <message>
        <source>{region}&apos;s island has no sea or lake: the {replaced} goes back to the box and {marker} replaces it.</source>
        <translation>L&apos;île {region|de} n&apos;a ni mer ni lac : {replaced} retourne dans la boîte et {marker} le remplace.</translation>
    </message>
    <message>
        <source>The Holy Light saves one of {player}&apos;s {race} in {region}: it goes back to hand instead of the box.</source>
        <translation>La Lumière sacrée sauve un des {race} {player|de} dans {region} : il revient en main au lieu de la boîte.</translation>
    </message>
    <message>
        <source>{marker} protects {player} one last time: no token is discarded in {region}.</source>
        <translation>{marker} protège {player} une dernière fois : aucun pion n&apos;est défaussé dans {region}.</translation>
    </message>
    <message>
        <source>{marker} protects {player}: no token is discarded in {region}.</source>
        <translation>{marker} protège {player} : aucun pion n&apos;est défaussé dans {region}.</translation>
    </message>
    <message>
        <source>A lone {race} token of {player} cannot stay in {region}: it joins the {race} in {to}.</source>
        <translation>Un pion {race} isolé {player|de} ne peut pas rester dans {region} : il rejoint les {race} dans {to}.</translation>
    </message>
    <message>
        <source>A lone {race} token of {player} cannot stay in {region}: it goes back to hand.</source>
        <translation>Un pion {race} isolé {player|de} ne peut pas rester dans {region} : il revient en main.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} fight for the Alliance this turn ({marker}).</source>
        <translation>Les {race} {player|de} combattent pour l&apos;Alliance ce tour-ci ({marker|bare}).</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} fight for the Horde this turn ({marker}).</source>
        <translation>Les {race} {player|de} combattent pour la Horde ce tour-ci ({marker|bare}).</translation>
    </message>
    <message>
        <source>The {marker} gives {player}&apos;s {race} one more token to redeploy.</source>
        <translation>{marker} donne aux {race} {player|de} un pion de plus à redéployer.</translation>
    </message>
    <message>
        <source>The {marker} has no {race} token left in the box to give.</source>
        <translation>{marker} n&apos;a plus de pion {race} à donner dans la boîte.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} raise %n new token(s) from the fallen</source>
        <translation>
            <numerusform>Les {race} {player|de} relèvent %n nouveau pion parmi les morts</numerusform>
            <numerusform>Les {race} {player|de} relèvent %n nouveaux pions parmi les morts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> for %n coin(s).</source>
        <translation>
            <numerusform> pour %n pièce.</numerusform>
            <numerusform> pour %n pièces.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {race} steal {marker} from {region} into {into}.</source>
        <translation>Les {race} {player|de} volent {marker} dans {region} et l&apos;emportent dans {into}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} picks the {combo} (%n token(s))</source>
        <translation>
            <numerusform>{player} prend les {combo} (%n pion)</numerusform>
            <numerusform>{player} prend les {combo} (%n pions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, paying %n coin(s) onto the combinations above</source>
        <translation>
            <numerusform>, en posant %n pièce sur les combinaisons au-dessus</numerusform>
            <numerusform>, en posant %n pièces sur les combinaisons au-dessus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and collecting the %n coin(s) lying on it</source>
        <translation>
            <numerusform> et en ramassant la pièce posée dessus</numerusform>
            <numerusform> et en ramassant les %n pièces posées dessus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, collecting the %n coin(s) lying on it</source>
        <translation>
            <numerusform>, en ramassant la pièce posée dessus</numerusform>
            <numerusform>, en ramassant les %n pièces posées dessus</numerusform>
        </translation>
    </message>
    <message>
        <source>{race} loses a token in {region} (it goes back to hand instead).</source>
        <translation>Les {race} perdent un pion dans {region} (il revient plutôt en main).</translation>
    </message>
    <message>
        <source>{race} loses a token in {region}.</source>
        <translation>Les {race} perdent un pion dans {region}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} lose a token in {region} (it goes back to hand instead).</source>
        <translation>Les {race} {player|de} perdent un pion dans {region} (il revient plutôt en main).</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} lose a token in {region}.</source>
        <translation>Les {race} {player|de} perdent un pion dans {region}.</translation>
    </message>
    <message numerus="yes">
        <source>%n Murloc token(s) in {region} is/are discarded.</source>
        <translation>
            <numerusform>%n pion Murloc est défaussé dans {region}.</numerusform>
            <numerusform>%n pions Murlocs sont défaussés dans {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n declined {race} token(s) in {region} is/are discarded.</source>
        <translation>
            <numerusform>%n pion {race} en déclin est défaussé dans {region}.</numerusform>
            <numerusform>%n pions {race} en déclin sont défaussés dans {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} lose {region}: %n token(s) discarded</source>
        <translation>
            <numerusform>Les {race} {player|de} perdent {region} : %n pion défaussé</numerusform>
            <numerusform>Les {race} {player|de} perdent {region} : %n pions défaussés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n back in hand</source>
        <translation>
            <numerusform>, %n revient en main</numerusform>
            <numerusform>, %n reviennent en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} rolls a free reinforcement die for {region}: {roll}. %n token(s) needed now.</source>
        <translation>
            <numerusform>{player} lance un dé de renfort gratuit pour {region} : {roll}. Il faut maintenant %n pion.</numerusform>
            <numerusform>{player} lance un dé de renfort gratuit pour {region} : {roll}. Il faut maintenant %n pions.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} rolls the reinforcement die for {region}: {roll}. Success!</source>
        <translation>{player} lance le dé de renfort pour {region} : {roll}. Réussite !</translation>
    </message>
    <message>
        <source>{player} rolls the reinforcement die for {region}: {roll}. Not enough.</source>
        <translation>{player} lance le dé de renfort pour {region} : {roll}. Pas assez.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} take 1 coin for beating the {beaten}.</source>
        <translation>Les {race} {player|de} prennent 1 pièce pour avoir battu les {beaten}.</translation>
    </message>
    <message>
        <source>{player}&apos;s Battle Master takes 1 coin for a won battle.</source>
        <translation>Les Maîtres de guerre {player|de} prennent 1 pièce pour une bataille gagnée.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Enraged fighters take %n coin(s) for beating %n defender(s).</source>
        <translation>
            <numerusform>Les combattants enragés {player|de} prennent %n pièce pour avoir battu %n défenseur.</numerusform>
            <numerusform>Les combattants enragés {player|de} prennent %n pièces pour avoir battu %n défenseurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes the Military Objective in {region}: {player} and {humans} gain 2 coins each, and the objective goes back to the {race}.</source>
        <translation>{player} prend l&apos;Objectif militaire {region|de} : {player} et {humans} gagnent 2 pièces chacun, et l&apos;objectif revient aux {race}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} take their Military Objective in {region} back and gain 2 coins.</source>
        <translation>Les {race} {player|de} reprennent leur Objectif militaire {region|de} et gagnent 2 pièces.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Champion is captured in {region}: no token is discarded, and {player} pays %n coin ransom to {payee}.</source>
        <translation>
            <numerusform>Le Champion {player|de} est capturé dans {region} : aucun pion n&apos;est défaussé, et {player} paie une rançon de %n pièce à {payee}.</numerusform>
            <numerusform>Le Champion {player|de} est capturé dans {region} : aucun pion n&apos;est défaussé, et {player} paie une rançon de %n pièces à {payee}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Champion is captured in {region}: no token is discarded, and {player} pays %n coin ransom to nobody.</source>
        <translation>
            <numerusform>Le Champion {player|de} est capturé dans {region} : aucun pion n&apos;est défaussé, et {player} ne paie de rançon à personne.</numerusform>
            <numerusform>Le Champion {player|de} est capturé dans {region} : aucun pion n&apos;est défaussé, et {player} ne paie de rançon à personne.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} has no coin to pay {payee} for the {marker}.</source>
        <translation>{player} n&apos;a aucune pièce à payer à {payee} pour {marker}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n coin(s) to the reserve ({why}).</source>
        <translation>
            <numerusform>{player} paie %n pièce à la réserve ({why}).</numerusform>
            <numerusform>{player} paie %n pièces à la réserve ({why}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n coin(s) to {payee} ({why}).</source>
        <translation>
            <numerusform>{player} paie %n pièce à {payee} ({why}).</numerusform>
            <numerusform>{player} paie %n pièces à {payee} ({why}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {race} go into decline: their Military Objectives leave the map.</source>
        <translation>Les {race} {player|de} passent en déclin : leurs Objectifs militaires quittent la carte.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} place their Military Objectives (by default) in {regions|and}.</source>
        <translation>Les {race} {player|de} placent leurs Objectifs militaires (par défaut) dans {regions|and}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} place their Military Objectives in {regions|and}.</source>
        <translation>Les {race} {player|de} placent leurs Objectifs militaires dans {regions|and}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} take their Worgen form: 1 token fewer on every conquest this turn.</source>
        <translation>Les {race} {player|de} prennent leur forme worgen : 1 pion de moins à chaque conquête ce tour-ci.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} keep their human form (by default) and gain %n coin(s).</source>
        <translation>
            <numerusform>Les {race} {player|de} gardent leur forme humaine (par défaut) et gagnent %n pièce.</numerusform>
            <numerusform>Les {race} {player|de} gardent leur forme humaine (par défaut) et gagnent %n pièces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} keep their human form and gain %n coin(s).</source>
        <translation>
            <numerusform>Les {race} {player|de} gardent leur forme humaine et gagnent %n pièce.</numerusform>
            <numerusform>Les {race} {player|de} gardent leur forme humaine et gagnent %n pièces.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s Champion joins the race, in hand.</source>
        <translation>Le Champion {player|de} rejoint le peuple, en main.</translation>
    </message>
    <message>
        <source>{player}&apos;s Champion takes {region} alone.</source>
        <translation>Le Champion {player|de} prend seul {region}.</translation>
    </message>
    <message>
        <source>{player} takes the Champion back into hand from {region}.</source>
        <translation>{player} reprend en main le Champion {region|de}.</translation>
    </message>
    <message>
        <source>{player}&apos;s Champion takes position in {region}.</source>
        <translation>Le Champion {player|de} prend position dans {region}.</translation>
    </message>
    <message>
        <source>{player}&apos;s Beasts take position: {counts}.</source>
        <translation>Les Bêtes {player|de} prennent position : {counts}.</translation>
    </message>
    <message>
        <source>A Beast takes {player}&apos;s loss in {region}.</source>
        <translation>Une Bête encaisse la perte {player|de} dans {region}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} discards %n Beast(s) and takes</source>
        <translation>
            <numerusform>{player} défausse %n Bête et prend</numerusform>
            <numerusform>{player} défausse %n Bêtes et prend</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes</source>
        <translation>{player} prend</translation>
    </message>
    <message numerus="yes">
        <source> %n Beast(s)</source>
        <translation>
            <numerusform> %n Bête</numerusform>
            <numerusform> %n Bêtes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> for %n Hill(s).</source>
        <translation>
            <numerusform> pour %n Colline.</numerusform>
            <numerusform> pour %n Collines.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {marker} moves to {region}.</source>
        <translation>{marker} s&apos;en va dans {region}.</translation>
    </message>
    <message>
        <source>{player} places the {marker} in {region}.</source>
        <translation>{player} place {marker} dans {region}.</translation>
    </message>
    <message>
        <source>{marker} moves from {source} to {region}, where it was used.</source>
        <translation>{marker} passe {source|de} {region|à}, où on s&apos;en est servi.</translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race drives a Beast out of {region} into {to}.</source>
        <translation>Le peuple terrifiant {player|de} chasse une Bête {region|de} vers {to}.</translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race drives a token out of {region} into {to}.</source>
        <translation>Le peuple terrifiant {player|de} chasse un pion {region|de} vers {to}.</translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race tears down the Wisp Wall in {region}.</source>
        <translation>Le peuple terrifiant {player|de} abat le Mur de feux follets {region|de}.</translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race tears down the Fort in {region}.</source>
        <translation>Le peuple terrifiant {player|de} abat le Fort {region|de}.</translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race drives a Beast out of {region}; with nowhere to go, it is discarded.</source>
        <translation>Le peuple terrifiant {player|de} chasse une Bête {region|de} ; sans nulle part où aller, elle est défaussée.</translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race scares a Murloc out of {region}: it is discarded.</source>
        <translation>Le peuple terrifiant {player|de} fait fuir un Murloc {region|de} : il est défaussé.</translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race drives a token out of {region}; with nowhere to go, it is discarded.</source>
        <translation>Le peuple terrifiant {player|de} chasse un pion {region|de} ; sans nulle part où aller, il est défaussé.</translation>
    </message>
</context>
<context>
    <name>TurnRefusals</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>This turn has taken {actions} actions, far more than a turn needs: only ending it is possible now.</source>
        <translation>Ce tour a déjà compté {actions} actions, bien plus qu&apos;un tour n&apos;en demande : il ne reste qu&apos;à le terminer.</translation>
    </message>
    <message>
        <source>There is no player called {given} in this game.</source>
        <translation>Il n&apos;y a pas de joueur appelé {given} dans cette partie.</translation>
    </message>
    <message>
        <source>There is no region called {given} on this map.</source>
        <translation>Il n&apos;y a pas de région appelée {given} sur cette carte.</translation>
    </message>
    <message>
        <source>{actor} must first redeploy the tokens they got back; {player} waits.</source>
        <translation>{actor} doit d&apos;abord redéployer les pions revenus ; {player} attend.</translation>
    </message>
    <message>
        <source>It is {actor}&apos;s turn, not {player}&apos;s.</source>
        <translation>C&apos;est au tour {actor|de}, pas {player|de}.</translation>
    </message>
    <message>
        <source>{actor} must redeploy the tokens they got back.</source>
        <translation>{actor} doit redéployer les pions qui lui sont revenus.</translation>
    </message>
    <message>
        <source>{player} must pick a race and power first.</source>
        <translation>{player} doit d&apos;abord prendre un peuple et un pouvoir.</translation>
    </message>
    <message>
        <source>{player} must first pick a race and power.</source>
        <translation>{player} doit d&apos;abord prendre un peuple et un pouvoir.</translation>
    </message>
    <message>
        <source>{player} already plays the {race}; a new combination comes only after a decline.</source>
        <translation>{player} joue déjà les {race} ; une nouvelle combinaison ne vient qu&apos;après un déclin.</translation>
    </message>
    <message>
        <source>There is no combination at position {index}; the column shows {count}.</source>
        <translation>Il n&apos;y a pas de combinaison en position {index} ; la colonne en montre {count}.</translation>
    </message>
    <message numerus="yes">
        <source>{combo} costs %n coin(s) and {player} has fewer.</source>
        <translation>
            <numerusform>Les {combo} coûtent %n pièce et {player} en a moins.</numerusform>
            <numerusform>Les {combo} coûtent %n pièces et {player} en a moins.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} has no active race to put into decline.</source>
        <translation>{player} n&apos;a pas de peuple actif à mettre en déclin.</translation>
    </message>
    <message>
        <source>{player} has no active race to conquer with.</source>
        <translation>{player} n&apos;a pas de peuple actif pour conquérir.</translation>
    </message>
    <message>
        <source>{player}&apos;s conquests are over for this turn.</source>
        <translation>Les conquêtes {player|de} sont finies pour ce tour.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} have no tokens left: put them into decline.</source>
        <translation>Les {race} {player|de} n&apos;ont plus de pions : passez-les en déclin.</translation>
    </message>
    <message>
        <source>Regions can only be abandoned before the first conquest of the turn.</source>
        <translation>On ne peut abandonner des régions qu&apos;avant la première conquête du tour.</translation>
    </message>
    <message>
        <source>No race can go into decline in the first round.</source>
        <translation>Aucun peuple ne peut passer en déclin à la première manche.</translation>
    </message>
    <message>
        <source>A race goes into decline instead of conquering, at the start of the turn.</source>
        <translation>Un peuple passe en déclin au lieu de conquérir, au début du tour.</translation>
    </message>
    <message>
        <source>{player} picked a new combination this turn: this turn is played as a first turn and cannot end in a decline.</source>
        <translation>{player} a pris une nouvelle combinaison ce tour-ci : ce tour se joue comme un premier tour et ne peut pas finir en déclin.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} already hold {region}.</source>
        <translation>Les {race} {player|de} tiennent déjà {region}.</translation>
    </message>
    <message>
        <source>{region} has a Watch Tower: it cannot be taken.</source>
        <translation>Il y a une Tour de guet dans {region} : on ne peut pas prendre cette région.</translation>
    </message>
    <message>
        <source>{region} has a Watch Tower: it is immune to every power.</source>
        <translation>Il y a une Tour de guet dans {region} : la région est à l&apos;abri de tout pouvoir.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} cannot use {option} here.</source>
        <translation>Les {race} {player|de} ne peuvent pas employer {option} ici.</translation>
    </message>
    <message>
        <source>{player}&apos;s {race} have no region yet: they must enter through an Entry Region (anchor), and {region} is not one.</source>
        <translation>Les {race} {player|de} n&apos;ont encore aucune région : ils doivent entrer par une région d&apos;entrée (ancre), et ce n&apos;est pas le cas {region|de}.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} need at least %n token(s) in hand for a final attempt.</source>
        <translation>
            <numerusform>Les {race} {player|de} doivent avoir au moins %n pion en main pour une dernière tentative.</numerusform>
            <numerusform>Les {race} {player|de} doivent avoir au moins %n pions en main pour une dernière tentative.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {race} have enough tokens for {region}: conquer it without the die.</source>
        <translation>Les {race} {player|de} ont assez de pions pour {region} : conquérez sans le dé.</translation>
    </message>
    <message numerus="yes">
        <source>{region} needs %n token(s) and {player}&apos;s {race} have {hand}: the dice can add at most {most}.</source>
        <translation>
            <numerusform>Il faut %n pion pour {region} et les {race} {player|de} en ont {hand} : les dés ajoutent au plus {most}.</numerusform>
            <numerusform>Il faut %n pions pour {region} et les {race} {player|de} en ont {hand} : les dés ajoutent au plus {most}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{region} needs %n token(s) and {player}&apos;s {race} have {hand}: the die can add at most {most}.</source>
        <translation>
            <numerusform>Il faut %n pion pour {region} et les {race} {player|de} en ont {hand} : le dé ajoute au plus {most}.</numerusform>
            <numerusform>Il faut %n pions pour {region} et les {race} {player|de} en ont {hand} : le dé ajoute au plus {most}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{region} is listed twice in the redeployment.</source>
        <translation>La région {region|de} figure deux fois dans le redéploiement.</translation>
    </message>
    <message numerus="yes">
        <source>Every region of the {race} keeps at least %n token(s); {region} would have {count}.</source>
        <translation>
            <numerusform>Chaque région des {race} garde au moins %n pion ; il en resterait {count} dans {region}.</numerusform>
            <numerusform>Chaque région des {race} garde au moins %n pions ; il en resterait {count} dans {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) would stay in hand: every token must be placed.</source>
        <translation>
            <numerusform>%n pion resterait en main : tous les pions doivent être placés.</numerusform>
            <numerusform>%n pions resteraient en main : tous les pions doivent être placés.</numerusform>
        </translation>
    </message>
    <message>
        <source>{region} is a {terrain}: only the Naga can conquer seas and lakes.</source>
        <translation>Seuls les Nagas peuvent conquérir les mers et les lacs, comme {region} ({terrain}).</translation>
    </message>
    <message>
        <source>The swap would put Murlocs into {region}, a {terrain}: only the Naga live in seas and lakes.</source>
        <translation>L&apos;échange mettrait des Murlocs dans {region} ({terrain}) : seuls les Nagas vivent dans les mers et les lacs.</translation>
    </message>
    <message>
        <source>The swap would put a land race into {region}, a {terrain}: only the Naga live in seas and lakes.</source>
        <translation>L&apos;échange mettrait un peuple terrestre dans {region} ({terrain}) : seuls les Nagas vivent dans les mers et les lacs.</translation>
    </message>
    <message numerus="yes">
        <source>The redeployment asks for %n token(s) in those regions and {player} has only {available} to spread.</source>
        <translation>
            <numerusform>Ce redéploiement demande %n pion dans ces régions et {player} n&apos;en a que {available} à répartir.</numerusform>
            <numerusform>Ce redéploiement demande %n pions dans ces régions et {player} n&apos;en a que {available} à répartir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{region} needs %n token(s) and {player}&apos;s {race} have {hand} in hand (a final attempt with the die is possible).</source>
        <translation>
            <numerusform>Il faut %n pion pour {region} et les {race} {player|de} en ont {hand} en main (une dernière tentative avec le dé est possible).</numerusform>
            <numerusform>Il faut %n pions pour {region} et les {race} {player|de} en ont {hand} en main (une dernière tentative avec le dé est possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{region} needs %n token(s) and {player}&apos;s {race} have {hand} in hand.</source>
        <translation>
            <numerusform>Il faut %n pion pour {region} et les {race} {player|de} en ont {hand} en main.</numerusform>
            <numerusform>Il faut %n pions pour {region} et les {race} {player|de} en ont {hand} en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown action {given}.</source>
        <translation>Action inconnue : {given}.</translation>
    </message>
    <message>
        <source>List at least one region for the bombs.</source>
        <translation>Indiquez au moins une région pour les bombes.</translation>
    </message>
    <message>
        <source>This action is not well formed: `{field}` cannot be {given}.</source>
        <translation>Cette action est mal formée : `{field}` ne peut pas valoir {given}.</translation>
    </message>
    <message>
        <source>This action is not well formed.</source>
        <translation>Cette action est mal formée.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
</context>
<context>
    <name>AfterGame</name>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>&amp;Analyser une partie enregistrée…</translation>
    </message>
    <message>
        <source>Where a finished game was won and lost, decision by decision</source>
        <translation>Où une partie terminée s&apos;est gagnée et perdue, décision par décision</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Every finished game: players, races, powers, winners</source>
        <translation>Toutes les parties terminées : joueurs, peuples, pouvoirs, vainqueurs</translation>
    </message>
    <message>
        <source>History of games</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <source>The history of games cannot be used now: %1 The game goes on; this game is not recorded.</source>
        <translation>L&apos;historique des parties est inutilisable pour le moment : %1 La partie continue ; elle n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <source>This game could not be added to the history: %1</source>
        <translation>Cette partie n&apos;a pas pu être ajoutée à l&apos;historique : %1</translation>
    </message>
    <message>
        <source>The game was added to the history.</source>
        <translation>La partie a été ajoutée à l&apos;historique.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>There is no history of games in this window.</source>
        <translation>Cette fenêtre n&apos;a pas d&apos;historique des parties.</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Analyser une partie enregistrée</translation>
    </message>
    <message>
        <source>Only a finished game can be reviewed: during a game the review would show what the other players hide. This one is still at round %1.</source>
        <translation>Seule une partie terminée peut être analysée : pendant la partie, l&apos;analyse montrerait ce que les autres joueurs cachent. Celle-ci en est encore à la manche %1.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>The game is over at this position: go back to an earlier one.</source>
        <translation>La partie est finie à cette position : revenez à une position antérieure.</translation>
    </message>
    <message>
        <source>This save holds only the last position of its game, without the actions that led there: there is nothing to review.</source>
        <translation>Cette sauvegarde ne contient que la dernière position de sa partie, sans les actions qui y ont mené : il n&apos;y a rien à analyser.</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>A new game starts at this position (round %1). Who plays each seat? The game you are replaying stays as it is.</source>
        <translation>Une nouvelle partie commence à cette position (manche %1). Qui joue à chaque place ? La partie que vous revoyez reste telle quelle.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer — Easy</source>
        <translation>Ordinateur — Facile</translation>
    </message>
    <message>
        <source>Computer — Normal</source>
        <translation>Ordinateur — Normal</translation>
    </message>
    <message>
        <source>Computer — Hard</source>
        <translation>Ordinateur — Difficile</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>The judge is looking at every decision…</source>
        <translation>Le juge examine chaque décision…</translation>
    </message>
    <message>
        <source>The review could not be made: %1</source>
        <translation>L&apos;analyse n&apos;a pas pu être faite : %1</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <source>%1 — decisions: %2, inaccuracies: %3, mistakes: %4, blunders: %5.</source>
        <translation>%1 — décisions : %2, imprécisions : %3, erreurs : %4, gaffes : %5.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Judge every decision of this player with the Hard computer player&apos;s search</source>
        <translation>Juger chaque décision de ce joueur avec la recherche de l&apos;ordinateur Difficile</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>estimated final coins, turn by turn</source>
        <translation>pièces finales estimées, tour par tour</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Coins lost</source>
        <translation>Pièces perdues</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Choose a player and press Review. Every decision is compared with the best plan the Hard computer player finds, in estimated final coins.</source>
        <translation>Choisissez un joueur et cliquez sur Analyser. Chaque décision est comparée au meilleur plan que trouve l&apos;ordinateur Difficile, en pièces finales estimées.</translation>
    </message>
    <message>
        <source>Round %1, %2: %3 (%4 coins given up). %5.</source>
        <translation>Manche %1, %2 : %3 (%4 pièces perdues). %5.</translation>
    </message>
    <message>
        <source>Better (outlined on the map): %1</source>
        <translation>Mieux (entouré sur la carte) : %1</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <source>good</source>
        <translation>bon</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>picks {combination}</source>
        <translation>prend {combination}</translation>
    </message>
    <message>
        <source>conquers {region} with the die</source>
        <translation>conquiert {region} avec le dé</translation>
    </message>
    <message>
        <source>conquers {region}</source>
        <translation>conquiert {region}</translation>
    </message>
    <message>
        <source>abandons {region}</source>
        <translation>abandonne {region}</translation>
    </message>
    <message>
        <source>declines</source>
        <translation>passe en déclin</translation>
    </message>
    <message>
        <source>redeploys</source>
        <translation>redéploie</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>finit le tour</translation>
    </message>
    <message>
        <source>the Goblin bombs</source>
        <translation>les bombes des Gobelins</translation>
    </message>
    <message>
        <source>the Aegis</source>
        <translation>l&apos;Égide</translation>
    </message>
    <message>
        <source>the Military Objectives</source>
        <translation>les Objectifs militaires</translation>
    </message>
    <message>
        <source>the Heart of Azeroth</source>
        <translation>le Cœur d&apos;Azeroth</translation>
    </message>
    <message>
        <source>buying Forsaken tokens</source>
        <translation>l&apos;achat de pions Réprouvés</translation>
    </message>
    <message>
        <source>intimidation</source>
        <translation>l&apos;intimidation</translation>
    </message>
    <message>
        <source>a portal swap</source>
        <translation>un échange par portail</translation>
    </message>
    <message>
        <source>an Ethereal steal</source>
        <translation>un vol éthérien</translation>
    </message>
    <message>
        <source>the choice of form</source>
        <translation>le choix de la forme</translation>
    </message>
    <message>
        <source>the Battleground&apos;s side</source>
        <translation>le camp du Champ de bataille</translation>
    </message>
    <message>
        <source>no plan found does better</source>
        <translation>aucun plan trouvé ne fait mieux</translation>
    </message>
    <message>
        <source>close to the best plan found: about a coin less</source>
        <translation>proche du meilleur plan trouvé : environ une pièce de moins</translation>
    </message>
    <message>
        <source>declining now gives up ~{loss} coins: the {race} still had 1 region within reach</source>
        <translation>passer en déclin maintenant coûte ~{loss} pièces : les {race} avaient encore 1 région à portée</translation>
    </message>
    <message>
        <source>declining now gives up ~{loss} coins: the {race} still had {regions} regions within reach</source>
        <translation>passer en déclin maintenant coûte ~{loss} pièces : les {race} avaient encore {regions} régions à portée</translation>
    </message>
    <message>
        <source>declining now gives up ~{loss} coins: carrying on was worth more</source>
        <translation>passer en déclin maintenant coûte ~{loss} pièces : continuer valait mieux</translation>
    </message>
    <message>
        <source>carrying on gives up ~{loss} coins: declining now and picking a fresh race was worth more</source>
        <translation>continuer coûte ~{loss} pièces : passer en déclin maintenant et prendre un nouveau peuple valait mieux</translation>
    </message>
    <message>
        <source>{combination} give up ~{loss} coins: {better} were worth more</source>
        <translation>{combination} coûtent ~{loss} pièces : {better} valaient mieux</translation>
    </message>
    <message>
        <source>not rolling the die gives up ~{loss} coins: a {sixths}-in-6 chance to take {region}</source>
        <translation>ne pas lancer le dé coûte ~{loss} pièces : {sixths} chance(s) sur 6 de prendre {region}</translation>
    </message>
    <message>
        <source>ending the conquests here gives up ~{loss} coins: 1 more region was within reach</source>
        <translation>arrêter les conquêtes ici coûte ~{loss} pièces : 1 région de plus était à portée</translation>
    </message>
    <message>
        <source>ending the conquests here gives up ~{loss} coins: {regions} more regions were within reach</source>
        <translation>arrêter les conquêtes ici coûte ~{loss} pièces : {regions} régions de plus étaient à portée</translation>
    </message>
    <message>
        <source>rolling the die gives up ~{loss} coins: {region} was within reach without it</source>
        <translation>lancer le dé coûte ~{loss} pièces : {region} était à portée sans lui</translation>
    </message>
    <message>
        <source>taking {region} gives up ~{loss} coins: {region2} was the better target</source>
        <translation>prendre {region} coûte ~{loss} pièces : {region2} était la meilleure cible</translation>
    </message>
    <message>
        <source>not using {ability} gives up ~{loss} coins</source>
        <translation>ne pas utiliser {ability} coûte ~{loss} pièces</translation>
    </message>
    <message>
        <source>using {ability} here gives up ~{loss} coins</source>
        <translation>utiliser {ability} ici coûte ~{loss} pièces</translation>
    </message>
    <message>
        <source>this redeployment gives up ~{loss} coins: {region} needed more tokens</source>
        <translation>ce redéploiement coûte ~{loss} pièces : {region} avait besoin de plus de pions</translation>
    </message>
    <message>
        <source>abandoning {region} gives up ~{loss} coins</source>
        <translation>abandonner {region} coûte ~{loss} pièces</translation>
    </message>
    <message>
        <source>this gives up ~{loss} coins against the best plan found</source>
        <translation>cela coûte ~{loss} pièces par rapport au meilleur plan trouvé</translation>
    </message>
</context>
<context>
    <name>SaveTexts</name>
    <message>
        <source>The game could not be saved because of an internal error ({error}).</source>
        <translation>La partie n’a pas pu être enregistrée à cause d’une erreur interne ({error}).</translation>
    </message>
    <message>
        <source>The game could not be saved: there is a folder with that name.</source>
        <translation>La partie n’a pas pu être enregistrée : un dossier porte déjà ce nom.</translation>
    </message>
    <message>
        <source>The game could not be saved: the folder does not exist.</source>
        <translation>La partie n’a pas pu être enregistrée : le dossier n’existe pas.</translation>
    </message>
    <message>
        <source>The game could not be saved: you are not allowed to write in that folder.</source>
        <translation>La partie n’a pas pu être enregistrée : vous n’avez pas le droit d’écrire dans ce dossier.</translation>
    </message>
    <message>
        <source>The game could not be saved: the disk is full.</source>
        <translation>La partie n’a pas pu être enregistrée : le disque est plein.</translation>
    </message>
    <message>
        <source>The game could not be saved: that disk is read-only.</source>
        <translation>La partie n’a pas pu être enregistrée : ce disque est en lecture seule.</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}.</source>
        <translation>La partie n’a pas pu être enregistrée : {reason}.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}.</source>
        <translation>La partie n’a pas pu être enregistrée automatiquement : {reason}.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game (more than {megabytes} MB).</source>
        <translation>Le fichier est bien trop gros pour être une partie enregistrée (plus de {megabytes} Mo).</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Le fichier n’existe pas.</translation>
    </message>
    <message>
        <source>This is a folder, not a saved game.</source>
        <translation>C’est un dossier, pas une partie enregistrée.</translation>
    </message>
    <message>
        <source>You are not allowed to read this file.</source>
        <translation>Vous n’avez pas le droit de lire ce fichier.</translation>
    </message>
    <message>
        <source>The file cannot be read ({reason}).</source>
        <translation>Le fichier ne peut pas être lu ({reason}).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <source>This file is not a Small World of Warcraft saved game.</source>
        <translation>Ce fichier n’est pas une partie enregistrée de Small World of Warcraft.</translation>
    </message>
    <message>
        <source>The save file is incomplete or damaged: it may have been cut off while it was being written.</source>
        <translation>La sauvegarde est incomplète ou endommagée : son écriture a peut-être été interrompue.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Small World of Warcraft (save format {version}); update the game to open it.</source>
        <translation>Cette partie a été enregistrée par une version plus récente de Small World of Warcraft (format de sauvegarde {version}) ; mettez le jeu à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>The save file could not be opened because of an internal error ({error}).</source>
        <translation>La sauvegarde n’a pas pu être ouverte à cause d’une erreur interne ({error}).</translation>
    </message>
    <message>
        <source>This game is played on an island side this version does not have (&apos;{side}&apos;).</source>
        <translation>Cette partie se joue sur une face d’île que cette version n’a pas (« {side} »).</translation>
    </message>
    <message>
        <source>The islands of this game cannot be loaded ({reason}).</source>
        <translation>Les îles de cette partie ne peuvent pas être chargées ({reason}).</translation>
    </message>
    <message>
        <source>The islands of this game have changed since it was saved, so this version cannot open it.</source>
        <translation>Les îles de cette partie ont changé depuis qu’elle a été enregistrée : cette version ne peut donc pas l’ouvrir.</translation>
    </message>
    <message>
        <source>This save plays the {name}, whose ability this version of the game cannot play yet.</source>
        <translation>Cette sauvegarde fait jouer les {name}, dont cette version du jeu ne sait pas encore appliquer la capacité.</translation>
    </message>
    <message>
        <source>This save uses the {name} power, which this version of the game cannot play yet.</source>
        <translation>Cette sauvegarde utilise le pouvoir {name}, que cette version du jeu ne sait pas encore appliquer.</translation>
    </message>
    <message>
        <source>This save names a race this version does not know (&apos;{given}&apos;).</source>
        <translation>Cette sauvegarde nomme un peuple que cette version ne connaît pas (« {given} »).</translation>
    </message>
    <message>
        <source>This save names a power this version does not know (&apos;{given}&apos;).</source>
        <translation>Cette sauvegarde nomme un pouvoir que cette version ne connaît pas (« {given} »).</translation>
    </message>
    <message>
        <source>This save names an artifact or place this version does not know (&apos;{given}&apos;).</source>
        <translation>Cette sauvegarde nomme un artefact ou un lieu que cette version ne connaît pas (« {given} »).</translation>
    </message>
    <message>
        <source>The save file is damaged: its format version is missing.</source>
        <translation>La sauvegarde est endommagée : il manque la version de son format.</translation>
    </message>
    <message>
        <source>The save file is damaged: `{key}` is missing.</source>
        <translation>La sauvegarde est endommagée : il manque l’entrée « {key} ».</translation>
    </message>
    <message>
        <source>The save file is damaged: it holds an unknown entry `{key}`.</source>
        <translation>La sauvegarde est endommagée : elle contient une entrée inconnue, « {key} ».</translation>
    </message>
    <message>
        <source>The save file is damaged: its map is missing.</source>
        <translation>La sauvegarde est endommagée : il manque sa carte.</translation>
    </message>
    <message>
        <source>The save file is damaged: its list of island sides is not valid.</source>
        <translation>La sauvegarde est endommagée : sa liste des faces d’île n’est pas valide.</translation>
    </message>
    <message>
        <source>The save file is damaged: its map has more than {regions} regions or {borders} borders, far beyond any island.</source>
        <translation>La sauvegarde est endommagée : sa carte compte plus de {regions} régions ou {borders} frontières, bien au-delà de n’importe quelle île.</translation>
    </message>
    <message>
        <source>The save file is damaged: its map is not valid.</source>
        <translation>La sauvegarde est endommagée : sa carte n’est pas valide.</translation>
    </message>
    <message>
        <source>The save file is damaged: the regions of its starting position do not match its map.</source>
        <translation>La sauvegarde est endommagée : les régions de sa position de départ ne correspondent pas à sa carte.</translation>
    </message>
    <message>
        <source>The save file is damaged: the regions of its final position do not match its map.</source>
        <translation>La sauvegarde est endommagée : les régions de sa position finale ne correspondent pas à sa carte.</translation>
    </message>
    <message>
        <source>The save file is damaged: its starting position is incomplete or not valid ({detail}).</source>
        <translation>La sauvegarde est endommagée : sa position de départ est incomplète ou non valide ({detail}).</translation>
    </message>
    <message>
        <source>The save file is damaged: its starting position is incomplete or not valid.</source>
        <translation>La sauvegarde est endommagée : sa position de départ est incomplète ou non valide.</translation>
    </message>
    <message>
        <source>The save file is damaged: its final position is incomplete or not valid ({detail}).</source>
        <translation>La sauvegarde est endommagée : sa position finale est incomplète ou non valide ({detail}).</translation>
    </message>
    <message>
        <source>The save file is damaged: its final position is incomplete or not valid.</source>
        <translation>La sauvegarde est endommagée : sa position finale est incomplète ou non valide.</translation>
    </message>
    <message>
        <source>The save file is damaged: its game details are not valid ({detail}).</source>
        <translation>La sauvegarde est endommagée : les informations sur sa partie ne sont pas valides ({detail}).</translation>
    </message>
    <message>
        <source>The save file is damaged: the game cannot go on from its position.</source>
        <translation>La sauvegarde est endommagée : la partie ne peut pas continuer à partir de sa position.</translation>
    </message>
    <message>
        <source>The save file is damaged: the events that opened the game are not valid.</source>
        <translation>La sauvegarde est endommagée : les événements du début de la partie ne sont pas valides.</translation>
    </message>
    <message>
        <source>The save file is damaged: its list of actions is not valid.</source>
        <translation>La sauvegarde est endommagée : sa liste d’actions n’est pas valide.</translation>
    </message>
    <message>
        <source>The save file is damaged: it lists {actions} actions, more than a game can hold ({most}).</source>
        <translation>La sauvegarde est endommagée : elle compte {actions} actions, plus qu’une partie ne peut en contenir ({most}).</translation>
    </message>
    <message>
        <source>The save file is damaged: its check value is missing.</source>
        <translation>La sauvegarde est endommagée : il manque sa valeur de contrôle.</translation>
    </message>
    <message numerus="yes">
        <source>The save file is damaged: it lists %n action(s) but recorded {recorded}.</source>
        <translation>
            <numerusform>La sauvegarde est endommagée : elle compte %n action alors qu’elle en annonce {recorded}.</numerusform>
            <numerusform>La sauvegarde est endommagée : elle compte %n actions alors qu’elle en annonce {recorded}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The save file is damaged: it holds no final position.</source>
        <translation>La sauvegarde est endommagée : elle ne contient aucune position finale.</translation>
    </message>
    <message>
        <source>The save file is damaged: its final position does not match its check value.</source>
        <translation>La sauvegarde est endommagée : sa position finale ne correspond pas à sa valeur de contrôle.</translation>
    </message>
    <message>
        <source>The save file is damaged: its summary is missing.</source>
        <translation>La sauvegarde est endommagée : il manque son résumé.</translation>
    </message>
    <message>
        <source>The save file is damaged: its summary is not valid.</source>
        <translation>La sauvegarde est endommagée : son résumé n’est pas valide.</translation>
    </message>
    <message>
        <source>Action {number} of the save ({action}) is not a valid action: {reason}</source>
        <translation>L’action {number} de la sauvegarde ({action}) n’est pas une action valide : {reason}</translation>
    </message>
    <message>
        <source>Action {number} of the save ({action}) is not allowed: {reason}</source>
        <translation>L’action {number} de la sauvegarde ({action}) n’est pas permise : {reason}</translation>
    </message>
    <message>
        <source>Action {number} of the save ({action}) cannot be replayed: the file is damaged.</source>
        <translation>L’action {number} de la sauvegarde ({action}) ne peut pas être rejouée : le fichier est endommagé.</translation>
    </message>
    <message>
        <source>The saved game does not replay to the position it recorded: the file was edited, or saved by a version whose rules differ.</source>
        <translation>Rejouée, la partie enregistrée n’aboutit pas à la position notée dans le fichier : celui-ci a été modifié, ou enregistré par une version aux règles différentes.</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>Cette partie n’est plus dans l’historique.</translation>
    </message>
    <message>
        <source>The history&apos;s copy of that game is damaged.</source>
        <translation>La copie de cette partie dans l’historique est endommagée.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Finished games recorded: %1.</source>
        <translation>Parties terminées enregistrées : %1.</translation>
    </message>
    <message>
        <source>No finished game recorded yet: every game played to its end is added here.</source>
        <translation>Aucune partie terminée enregistrée pour l&apos;instant : chaque partie jouée jusqu&apos;au bout est ajoutée ici.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Choose a game in the list.</source>
        <translation>Choisissez une partie dans la liste.</translation>
    </message>
    <message>
        <source>Export the games</source>
        <translation>Exporter les parties</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Le fichier n&apos;a pas pu être écrit : %1</translation>
    </message>
    <message>
        <source>Lines written to %2: %1.</source>
        <translation>Lignes écrites dans %2 : %1.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Peuples</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Pouvoirs</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Average coins</source>
        <translation>Pièces en moyenne</translation>
    </message>
    <message>
        <source>Favourite race</source>
        <translation>Peuple préféré</translation>
    </message>
    <message>
        <source>Favourite power</source>
        <translation>Pouvoir préféré</translation>
    </message>
    <message>
        <source>Best race</source>
        <translation>Meilleur peuple</translation>
    </message>
    <message>
        <source>Best power</source>
        <translation>Meilleur pouvoir</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Peuple</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Pouvoir</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée le</translation>
    </message>
    <message>
        <source>Players and coins</source>
        <translation>Joueurs et pièces</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Winning combinations</source>
        <translation>Combinaisons gagnantes</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revue de partie</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
</TS>
