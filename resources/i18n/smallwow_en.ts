<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name>ActionText</name>
    <message>
        <source>Buy tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intimidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steal an artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place bombs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the Heart of Azeroth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the Aegis</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Buy %n token(s)</source>
        <translation>
            <numerusform>Buy %n token</numerusform>
            <numerusform>Buy %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Place bombs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place Military Objectives…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap two regions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intimidate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steal an artifact…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worgen form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight for the Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight for the Horde</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive a token out of %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive a token out of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steal the artifact in %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place no bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bombs in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place no objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objectives in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heart of Azeroth in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aegis in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frostmourne: 2 tokens fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ashes of Al&apos;ar: any region counts as adjacent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doomhammer: conquer with 1 token for 2 coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Airborne assault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion: conquer for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethereal discount on a legendary place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardDrops</name>
    <message>
        <source>Drop the tokens on a region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 tokens and you have %3. Roll the reinforcement die for a final conquest? Your conquests end after this roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End conquests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving tokens between your regions ends your conquests for this turn. Go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing tokens from your hand on %1, a region of yours, ends your conquests for this turn. Go on?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1: click to take it out of the choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click to choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be chosen for this</source>
        <translation type="unfinished"></translation>
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
            <numerusform>%1&apos;s %2: %n token</numerusform>
            <numerusform>%1&apos;s %2: %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>(in decline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain (+1 defence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort (+1 defence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wisp Wall (+1 defence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch Tower: cannot be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Beast(s)</source>
        <translation>
            <numerusform>%n Beast</numerusform>
            <numerusform>%n Beasts</numerusform>
        </translation>
    </message>
    <message>
        <source>the Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a face-down Bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Military Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a face-down artifact or legendary place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To conquer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Total: %n token(s)</source>
        <translation>
            <numerusform>Total: %n token</numerusform>
            <numerusform>Total: %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay first: %n coin(s)</source>
        <translation>
            <numerusform>Pay first: %n coin</numerusform>
            <numerusform>Pay first: %n coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoinsDock</name>
    <message>
        <source>Victory coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold to see my coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the player whose turn it is can look, and only while holding the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s coins, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You have %n coin(s)</source>
        <translation>
            <numerusform>You have %n coin</numerusform>
            <numerusform>You have %n coins</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory coins (open scores)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombinationDock</name>
    <message>
        <source>Combinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a combination, or drag it onto your hand, to pick it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a combination: each costs one coin per combination above it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price of a combination is one coin for each one above it; coins paid lie on the ones skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can pick a combination only at the start of a turn without an active race.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombinationList</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CombinationModel</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>costs %n coin(s)</source>
        <translation>
            <numerusform>costs %n coin</numerusform>
            <numerusform>costs %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) lying on it</source>
        <translation>
            <numerusform>%n coin lying on it</numerusform>
            <numerusform>%n coins lying on it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens on the islands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie on %1 coins, broken by race tokens on the islands (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie on %1 coins, and on race tokens on the islands too (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message>
        <source>Hide the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the coins round by round</source>
    </message>
    <message>
        <source>Coins round by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the game was won and lost: every decision judged by the Hard computer player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the game in play, turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved &amp;game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through a saved game, turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the game (it is saved automatically)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last action (not a die roll or anything that revealed something)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again the action you took back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the tokens left in hand, score and pass to the next player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put your active race into decline instead of conquering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop conquering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your conquests and start redeploying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place tokens as suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the tokens in hand over your regions, fewest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the choice of regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the choice of regions on the map without doing anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in on the islands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the whole screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every panel back in its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A summary of how to play with the mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the language of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface scale, player colours, confirmations, open scores, sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the table&apos;s sounds off or on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place as suggested</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over.</source>
        <extracomment>Player colours offered by the new-game dialog (and used when a game has none recorded). Colours to show instead of the game&apos;s own, by seat (the colour-blind-safe setting).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no tokens in hand to place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the hand-over screen first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Resume the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small World of Warcraft games (*%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open its last position without its history (no undo, no replay)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small World of Warcraft is already open in another window. This copy does not save automatically and does not resume that window&apos;s game: use Game › Save to keep a game played here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1 instead?</source>
    </message>
    <message>
        <source>Unfinished games set aside:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2 of %3, set aside %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game was not finished: %1, round %2 of %3, %4 to play. Resume it?

(No sets it aside: Game › Open recent still opens it.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandDock</name>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use when conquering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick an ability, then drop tokens on a region to conquer it with that ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag onto a region to conquer it or add a token to it (hold Shift to move them all). Drag a region&apos;s tokens here to abandon it or take them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the ability on the chosen regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the choice without doing anything (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No active race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a combination in the column (click it or drag it here).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeploy: drag tokens between your regions, then end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your race is in decline: end your turn to score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the regions on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s)</source>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
    <message>
        <source>No region chosen yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the highlighted regions to add or take away a bomb, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the highlighted regions to place or take away a Military Objective, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the first region of the swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the region to intimidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the region whose artifact you steal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the first region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the region to swap it with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the region the token is driven into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click your region the artifact goes into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the second region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm, or click a region to change your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 selected (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 selected (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tokens left in hand: stop conquering and redeploy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag tokens onto a region to conquer it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First, you may drag a region&apos;s tokens here to abandon it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquer more, or stop and redeploy. Up to 3 tokens short? Try the reinforcement die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tokens were driven out: place them on your regions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s tokens were driven out of a region: %1 places them again before the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2. The others look away: coins stay secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click only when %1 sits at the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: place my tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since your last turn, %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, your turn scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message>
        <source>Only you see this. Then pass the computer to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide it and pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2. Scores are open at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s turn scored %n coin(s).</source>
        <translation>
            <numerusform>%1&apos;s turn scored %n coin.</numerusform>
            <numerusform>%1&apos;s turn scored %n coins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandStack</name>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n token in hand</numerusform>
            <numerusform>%n tokens in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>No tokens in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a combination here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything that happened, as the whole table saw it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small World of Warcraft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You still have %n token(s) in hand and regions you could conquer. End your turn now?</source>
        <translation>
            <numerusform>You still have %n token in hand and regions you could conquer. End your turn now?</numerusform>
            <numerusform>You still have %n tokens in hand and regions you could conquer. End your turn now?</numerusform>
        </translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the %1 into decline? You will not conquer this turn; you pick a new combination next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1: %2 is taken!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1: not enough for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the player to act can take back their own action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be taken back now: the turn has passed, or a die roll or a hidden piece came out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Final attempt with the die (%n token(s) needed)</source>
        <translation>
            <numerusform>Final attempt with the die (%n token needed)</numerusform>
            <numerusform>Final attempt with the die (%n tokens needed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conquer (%n token(s))</source>
        <translation>
            <numerusform>Conquer (%n token)</numerusform>
            <numerusform>Conquer (%n tokens)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conquer using %1 (%n token(s))</source>
        <translation>
            <numerusform>Conquer using %1 (%n token)</numerusform>
            <numerusform>Conquer using %1 (%n tokens)</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place every token in hand here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place one token here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one token back into the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picking a combination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conquering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redeploying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placing tokens driven out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2 — %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Small World of Warcraft&lt;/b&gt; %1&lt;br&gt;A pass-and-play desktop edition for 2 to 5 players.&lt;br&gt;Board game by Philippe Keyaerts (Days of Wonder / Blizzard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Pick&lt;/b&gt; a combination in the column: click it, or drag it onto your hand.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conquer&lt;/b&gt;: drag tokens from your hand onto a region. While you drag, every region shows its cost; hover one to see the details. A region you are at most 3 tokens short of can be tried with the reinforcement die.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Redeploy&lt;/b&gt;: drag tokens between your regions (Shift moves them all), then &lt;b&gt;End turn&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Right-click&lt;/b&gt; a region for the abilities that apply to it. An ability that names several regions (bombs, objectives, swaps…) lets you click them on the map, then &lt;b&gt;Confirm&lt;/b&gt;; Esc cancels.&lt;/p&gt;&lt;p&gt;Zoom with the wheel or a pinch, pan by dragging the sea.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You still have %n token(s) in hand: they will be placed as suggested. End your turn now?</source>
        <translation>
            <numerusform>You still have %n token in hand: it will be placed as suggested. End your turn now?</numerusform>
            <numerusform>You still have %n tokens in hand: they will be placed as suggested. End your turn now?</numerusform>
        </translation>
    </message>
    <message>
        <source>The game in play (%1, round %2 of %3) is not finished. It is kept: Game › Open recent opens it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in play (%1, round %2 of %3) is not finished, and this window does not save it by itself: use Game › Save first to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two to five players share this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players in seating order (the first one starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s colour: it rings their tokens on the islands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Islands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the island sides at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the island sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and players give the same game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board cannot show both of its sides at once: choose different boards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person at this computer, or a computer player of the chosen strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise each player sees only their own scores until the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scores: everyone&apos;s coins and scores are shown to all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersDock</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>A computer player (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race and power each player plays now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race each player has in decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions held (active + in decline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race tokens on the islands (active and in decline): the tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n token in hand</numerusform>
            <numerusform>%n tokens in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds a Harmony token: attacking the Pandaren costs them 2 coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is redeploying tokens they got back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 regions with the active race, %2 in decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players in seating order; ▶ marks who acts now (in bold: whose turn it is), ⚙ a computer player and its level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegionSelection</name>
    <message>
        <source>%1 cannot be chosen for this.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move through the game action by action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2 — %3 — action %4 of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where this game was won and lost: every decision of a player judged by the Hard computer player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from the position shown (this game stays as it is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>{power} {race}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>&amp;Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules, races, powers and markers; F1 opens the page for what is under the pointer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map &amp;legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every terrain, symbol and piece of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why? See %1 (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Not now: %2
Rule: %3 (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapLegend</name>
    <message>
        <source>Land: any race may conquer it; some races and powers score or pay less here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain region: its Mountain piece never leaves and adds 1 to the cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 token to conquer the region, whoever holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water: only the Naga can conquer it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New races land here; +1 token for the boat when it touches none of your regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts for the Kobolds and the Mining power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts for the Blood Elves and the Portal Mage power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Murloc token starts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S, M or L: a face-down artifact or legendary place starts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number is how many; the ring is the owner's colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A race in decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greyed tokens: they score but never move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned by nobody; each adds 1 to the cost and is lost when the region falls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Garrisoned power: +1 defence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wisp Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night Elves: +1 defence, stays after decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defensive power: nobody may take or target the region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beast Master power: conquers and defends like a token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championing power: takes a region for free once per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goblins: face down; it may go off at the start of their next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Military Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Humans: 2 coins to a non-Horde player who takes the region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An artifact or legendary place, turned over by the first conquest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A diamond with the artifact's initials; it can move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legendary place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A square with the place's initials; it stays put.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harmony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given by the Pandaren (shown in the players panel): attacking them costs 2 coins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S, M, L after an island&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The island&apos;s size: small, medium or large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragging: can be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A green outline; the badge says how many tokens the conquest costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragging: the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to 3 tokens short: the reinforcement die decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragging: your region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blue outline; the badge says how many tokens it receives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragging: not there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veiled: the tokens cannot go there; a red outline under the pointer, and the status bar says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A yellow outline shows the region of the last move, until the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A suggested move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A green outline shows where Suggest a move would play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <source>Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules (e.g. Mountain, die, decline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No page matches “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No active race</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n token in hand</numerusform>
            <numerusform>%n tokens in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyNot</name>
    <message>
        <source>No game is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next player must pass the hand-over screen first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to take back: the turn passed, or a die or hidden piece came out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the tokens you got back on your regions first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are not conquering now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not conquered anything yet this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens are placed at redeployment, once your conquests are over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no tokens in hand to place.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuidedTexts</name>
    <message>
        <source>Rule: %1 (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the guided game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play in a short game against a scripted rival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rival is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to Small World of Warcraft?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guided first game teaches the rules in about 15 minutes, on a small island against a scripted rival. You can leave it at any time and come back to it from the Help menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved lesson could not be resumed; it starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guided game — step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play against a rival on one small island, over 4 rounds. Each step lights up what to click or drag; everything else waits. Press F1 over anything to read its rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column and its prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column offers six race-and-power combinations. The top one is free; each one lower costs 1 coin more, paid by leaving a coin on every combination you skip. Click the third one, &lt;b&gt;Farmer Dwarves&lt;/b&gt;: it costs 2 coins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A first conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders cost more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountains and the Dwarves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both regions now hold 2 tokens. Click &lt;b&gt;End turn&lt;/b&gt; to score: 1 coin per region, plus 1 per Field from your Farmer power. Coins stay hidden from the others: nobody knows who leads until the end, so players judge the map, not the score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses and withdrawals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readying your troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new round. At the start of your turn you took back all your tokens but one per region: that is your hand for this turn's conquests. (Before conquering you could also abandon regions.) Click Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using the artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frostmourne lets you conquer one region per turn with 2 tokens fewer. Tick &lt;b&gt;Frostmourne&lt;/b&gt; in your hand panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking the rival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reinforcement die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The faction bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 2: the Fen is yours, and your conquests are over. The Dwarves are Alliance and took a region from the Orcs (Horde): 1 more coin this turn. Click &lt;b&gt;End turn&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going into decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 3. Your Dwarves are spread thin. Instead of conquering, put them into decline: they keep 1 token per region, still score, but never move again. Click &lt;b&gt;Decline&lt;/b&gt; and confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A race in decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Dwarves turned grey and their power is gone. No conquest on a decline turn: click &lt;b&gt;End turn&lt;/b&gt; to score their regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round. With no active race you pick a new combination. The coin you left in round 1 moved up with &lt;b&gt;Blacksmith Trolls&lt;/b&gt;, now on top: free, and the coin is yours. Click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landing again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click &lt;b&gt;End turn&lt;/b&gt; (your tokens in hand are placed for you). After the rival's last turn the coins are revealed; on a tie, the player with more tokens on the map wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was a whole game: picking and prices, conquests and their costs, the die, redeployment, scoring, losses, decline and a new race, a race ability, a power and an artifact. Every race, power and marker has its page in Help › Rules reference (F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: do what the highlighted step asks (or leave the lesson).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the guided game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You left the guided first game at step %1 of %2. Pick it up where you were?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A question opened over the table (%1): answer Yes to go on as this step asks, No to come back to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took the Dwarves and left 1 coin on each of the two combinations above: whoever takes them later picks those coins up. A new race lands on an &lt;b&gt;Entry Region&lt;/b&gt; (anchor): 2 tokens plus 1 for the boat. Drag tokens from your hand onto &lt;b&gt;{Bloodtalon Woods}&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 tokens stay in {Bloodtalon Woods}. Every token already in a region adds 1 to its cost: the Murloc in &lt;b&gt;{Sen&apos;jin Fields}&lt;/b&gt; makes it 3. Drag tokens onto it; the Murloc is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{Sen&apos;jin Fields} is yours. &lt;b&gt;{Spitescale Hills}&lt;/b&gt; hides a face-down marker and costs 2. Conquer it to turn the marker over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You found &lt;b&gt;Frostmourne&lt;/b&gt;, an artifact: you will use it next turn. A Mountain adds 1 to the cost, but the Dwarves&apos; ability makes Mountains 2 cheaper (never below 1). Take &lt;b&gt;{Jaggedswine Peak}&lt;/b&gt; with your last token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is empty, so your conquests are over. Now you may move tokens between your regions, keeping at least 1 in each. Drag one token from &lt;b&gt;{Bloodtalon Woods}&lt;/b&gt; to &lt;b&gt;{Jaggedswine Peak}&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rival took the top combination (and the coin you left on it), landed, and took {Bloodtalon Woods} from you: of your 2 tokens there, 1 was lost and 1 came back to your hand. Drag it onto &lt;b&gt;{Sen&apos;jin Fields}&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rival&apos;s Orcs hold &lt;b&gt;{Bloodtalon Woods}&lt;/b&gt; with 4 tokens: 2 + 4 = 6, minus 2 with Frostmourne = 4. Drag tokens onto it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Orcs lost a token and will put the rest back after your turn. You have 1 token left and &lt;b&gt;{Bonedust Fen}&lt;/b&gt; costs 3. On your last conquest you may roll the die (faces 0, 0, 0, 1, 2, 3) and count its points as tokens. Drag your token onto it and accept the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new race enters through an Entry Region, paying the boat. The Orcs hold &lt;b&gt;{Darkspear Meadows}&lt;/b&gt; with 4 tokens: 2 + 4 + 1 boat, minus 1 for the Trolls (any occupied region) and 1 for Blacksmith = 5. Drag tokens onto it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Secrecy</name>
    <message>
        <source>{player} scores; the amount stays face down until the end.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RacesInOneColumn</name>
    <message>
        <source>Races</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race and power each player plays now; under it, their race in decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in decline: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoHint</name>
    <message>
        <source>The die has been rolled: your actions before it can no longer be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something hidden came out: your actions before it can no longer be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceNames</name>
    <message>
        <source>Bay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canopy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fjord</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foothills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glacier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gorge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grassland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lagoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meadows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pastures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plateau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savanna</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steppe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tundra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Woods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kalimdor Wilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kingdom of Stormwind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shores of Northrend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shattered Outland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quel&apos;Thalas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lordaeron Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feralas Frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Khaz Modan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teldrassil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isle of Quel&apos;Danas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Echo Isles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azuremyst Isle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{generic} of {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{generic} of {place}</source>
        <comment>before a vowel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} {generic}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} {generic}</source>
        <comment>before a vowel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{generic} {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}&apos;s {generic}</source>
        <comment>before a vowel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}&apos;s {generic}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}&apos; {generic}</source>
        <comment>before a vowel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}&apos; {generic}</source>
        <translation type="unfinished"></translation>
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
            <numerusform>%1&apos;s %2: %n token</numerusform>
            <numerusform>%1&apos;s %2: %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys or Tab: another region. Enter: conquer or place a token. Menu key: the region&apos;s abilities.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the text, tokens and icons. Takes effect the next time the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-blind-safe player colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours told apart with red-green colour blindness (deuteranopia, protanopia), in place of the chosen ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before ending a turn with tokens still in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scores by default in new games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone sees what each turn scores; the totals still add up only in players&apos; heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface scale changes at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens slide to the regions they take and fade when lost; play goes on during a movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens, coins, the die, the hand-over chime… Everything heard is also shown on the table. Mute: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatchUp</name>
    <message>
        <source>%1 took %2 from you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lost %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) lost</source>
        <translation>
            <numerusform>%n token lost</numerusform>
            <numerusform>%n tokens lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n back in your hand</source>
        <translation>
            <numerusform>%n back in your hand</numerusform>
            <numerusform>%n back in your hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid you %n coin(s) (%2).</source>
        <translation>
            <numerusform>%1 paid you %n coin (%2).</numerusform>
            <numerusform>%1 paid you %n coins (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gained %n coin(s) from a Military Objective.</source>
        <translation>
            <numerusform>You gained %n coin from a Military Objective.</numerusform>
            <numerusform>You gained %n coins from a Military Objective.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotDriver</name>
    <message>
        <source>There is no computer player of level %1 in this version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) found nothing to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotPlay</name>
    <message>
        <source>&amp;Computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pace of their turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Suggest a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Normal computer player shows on the map what it would do now (nothing is played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the rest of the game at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip to my turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the computer players at once until a person must act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast the computer players&apos; actions follow each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>try %1 with the reinforcement die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conquer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandon %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go into decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop conquering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place the tokens: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conquer %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotTexts</name>
    <message>
        <source>picks {combination}: {tokens} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, costs {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declines: at most {within} more region within reach; the {race} hold {held}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declines: at most {within} more regions within reach; the {race} hold {held}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{need} token: the only conquest planned this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{need} token: 1 of {planned} conquests planned this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{need} tokens: the only conquest planned this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{need} tokens: 1 of {planned} conquests planned this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last attempt: 1 token short, the die gives it {sixths} times in 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last attempt: {short} tokens short, the die gives them {sixths} times in 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last attempt: {short} tokens short, the die gives them 1 time in 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frees tokens for 1 conquest this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frees tokens for {planned} conquests this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most tokens ({tokens}) where an attack is likeliest: {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing left worth a token this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %n coin(s) on it</source>
        <translation>
            <numerusform>, %n coin on it</numerusform>
            <numerusform>, %n coins on it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n region(s) this turn</source>
        <translation>
            <numerusform>; %n region this turn</numerusform>
            <numerusform>; %n regions this turn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Drops</name>
    <message>
        <source>No game is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 may move tokens now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens are already there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those tokens are not yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon %1: its tokens go back to the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the tokens on a region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only tokens in hand can conquer: drag them from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n token(s) to %1.</source>
        <translation>
            <numerusform>Move %n token to %1.</numerusform>
            <numerusform>Move %n tokens to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>This ends your conquests for this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a race and power from the column first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your race went into decline: no conquest this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the tokens you got back on your own regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your conquests are over for this turn: you can only redeploy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowSound</name>
    <message>
        <source>Sound off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AbilityRefusals</name>
    <message>
        <source>Buy at least one token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The {race} caused %n token(s) to be discarded this turn and already bought {bought}: they may buy at most {allowed} more.</source>
        <translation>
            <numerusform>The {race} caused %n token to be discarded this turn and already bought {bought}: they may buy at most {allowed} more.</numerusform>
            <numerusform>The {race} caused %n tokens to be discarded this turn and already bought {bought}: they may buy at most {allowed} more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {race} caused %n token(s) to be discarded this turn: they may buy at most {allowed} more.</source>
        <translation>
            <numerusform>The {race} caused %n token to be discarded this turn: they may buy at most {allowed} more.</numerusform>
            <numerusform>The {race} caused %n tokens to be discarded this turn: they may buy at most {allowed} more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n {race} token(s) is/are left in the box ({supply} in all).</source>
        <translation>
            <numerusform>Only %n {race} token is left in the box ({supply} in all).</numerusform>
            <numerusform>Only %n {race} tokens are left in the box ({supply} in all).</numerusform>
        </translation>
    </message>
    <message>
        <source>The {race} already used their relic hunting this turn (one steal or one Legendary Place discount per turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} holds no face-up Legendary Place: the Ethereals&apos; discount does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Ethereals&apos; discount needs a Legendary Place next to one of their regions, and {region} is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no face-up Artifact in {region} to steal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Artifact in {region} is already in an Ethereal region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One bomb per region: a region is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} already holds a bomb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bombs go only where an opponent&apos;s active race stands, and {region} holds none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only %n bomb(s) is/are left in the {race}&apos; stack.</source>
        <translation>
            <numerusform>Only %n bomb is left in the {race}&apos; stack.</numerusform>
            <numerusform>Only %n bombs are left in the {race}&apos; stack.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {race}&apos; bomb stack is used up: no more bombs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two Military Objectives go in two different regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} have placed their Military Objectives this turn: they are placed once, at the end of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {race} place their {total} Military Objectives in {total} different regions, not {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Military Objectives go only where no Alliance race stands, and {region} is held by the {race}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must first choose the {race}&apos;s form for this turn: human (+2 coins) or worgen (pay 1 coin, 1 token fewer on every conquest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} already took their form this turn: a decline is announced instead of choosing a form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} already took their human form this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} already took their Worgen form this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {race} already belong to a faction: only a Neutral race picks a side on the {marker}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {race} already launched their airborne assault this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Champion fights alone: no reinforcement die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Champion is not in hand: it holds {region} alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Champion conquers only a region next to {player}&apos;s race, and {region} is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intimidation is only possible during the conquest phase, never after the last conquest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token from {region} can only go to another region of the same race: {destinations|bare}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say where the token from {region} goes: {destinations|bare}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portals open only during the conquest phase, never after the last conquest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A swap needs two different regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} has no Magic Source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to swap between {first} and {second}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot pick a combination now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot redeploy now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot pick a side now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot place the {marker} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot buy tokens now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot steal an Artifact now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot place bombs now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot place Military Objectives now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cannot change form now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} put the race into decline: no conquest this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot buy tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot steal an Artifact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot place bombs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot place Military Objectives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} put the race into decline this turn and cannot change form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer buy tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer steal an Artifact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer place bombs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer place Military Objectives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are in decline: they can no longer change form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s active race does not hold the {marker}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s active race is not Intimidating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s active race is not Portal Mages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot buy tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot steal an Artifact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot place bombs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot place Military Objectives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not play the {race}, so cannot change form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has no ability that allows `{key}` now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Intimidation was already used %n time(s) this turn.</source>
        <translation>
            <numerusform>Intimidation was already used %n time this turn.</numerusform>
            <numerusform>Intimidation was already used %n times this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The portals were already used %n time(s) this turn.</source>
        <translation>
            <numerusform>The portals were already used %n time this turn.</numerusform>
            <numerusform>The portals were already used %n times this turn.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} already chose to fight for the Alliance this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} already chose to fight for the Horde this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {marker} has already been placed this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Champion can be used only once per turn, and it was used this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{marker} can be used only once per turn, and it was used this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stolen Artifact must go into a region of the {race}, and {into} is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {marker} goes into a region of {player}&apos;s active race, and {region} is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} do not hold {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} is not next to a Goblin region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} is not next to a region of the {race}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stolen Artifact goes into an Ethereal region next to {region}, and {into} is not next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} are not next to {region}, and it is not an Entry Region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n {race} tokens cost %n coins and {player} has {coins}.</source>
        <translation>
            <numerusform>%n {race} token costs %n coin and {player} has {coins}.</numerusform>
            <numerusform>%n {race} tokens cost %n coins and {player} has {coins}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {race} form costs %n coin(s) and {player} has none: only the human form is possible.</source>
        <translation>
            <numerusform>The {race} form costs %n coin and {player} has none: only the human form is possible.</numerusform>
            <numerusform>The {race} form costs %n coins and {player} has none: only the human form is possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} must pay %n coin(s) first and cannot afford it.</source>
        <translation>
            <numerusform>{player} must pay %n coin first and cannot afford it.</numerusform>
            <numerusform>{player} must pay %n coins first and cannot afford it.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no region called {given} on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} is held by {player}&apos;s own active race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} is not next to {player}&apos;s active race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing in {region} that can be intimidated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This use tears down the Wisp Wall in {region} and moves nothing: leave out `to`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This use tears down the Fort in {region} and moves nothing: leave out `to`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in {region} can be moved elsewhere: leave out `to`.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostLabels</name>
    <message>
        <source>Conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wisp Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort</source>
        <translation type="unfinished"></translation>
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
            <numerusform>%n defending token</numerusform>
            <numerusform>%n defending tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Beast(s)</source>
        <translation>
            <numerusform>%n Beast</numerusform>
            <numerusform>%n Beasts</numerusform>
        </translation>
    </message>
    <message>
        <source>Transport by boat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dwarves on a Mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night Elves in a Forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trolls against a non-empty region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethereals: Legendary Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worgen form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Airborne assault: a free reinforcement die is rolled before attacking</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Minimum of %n token(s)</source>
        <translation>
            <numerusform>Minimum of %n token</numerusform>
            <numerusform>Minimum of %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Doomhammer: %n token(s) whatever the defence</source>
        <translation>
            <numerusform>Doomhammer: %n token whatever the defence</numerusform>
            <numerusform>Doomhammer: %n tokens whatever the defence</numerusform>
        </translation>
    </message>
    <message>
        <source>The Champion conquers alone, whatever the defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harmony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion ransom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marshdweller: a Swamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{race}: regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declined {race}: regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faction bonus: {race}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{marker|bare}: declined {race}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{marker|bare}: {race}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farmer: Fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Herbalist: Hills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranger: Forests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swamp Walker: Swamps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountaineer: Mountains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mining: Caverns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fishing: regions by the water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorer: islands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archaeologist: artifacts and places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blood Elves: Magic Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the airborne assault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the relic hunting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No transport cost (Sailing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No transport cost (Meeting Stone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No transport cost (Naga start in the water)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No transport cost (airborne assault: counts as adjacent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; pay %n coin(s) first ({why})</source>
        <translation>
            <numerusform>; pay %n coin first ({why})</numerusform>
            <numerusform>; pay %n coins first ({why})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventLines</name>
    <message>
        <source>Round {round}: {player}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} ready %n token(s): {hand} in hand.</source>
        <translation>
            <numerusform>{player}&apos;s {race} ready %n token: {hand} in hand.</numerusform>
            <numerusform>{player}&apos;s {race} ready %n tokens: {hand} in hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {race} abandon {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} conquer {region} with %n token(s).</source>
        <translation>
            <numerusform>{player}&apos;s {race} conquer {region} with %n token.</numerusform>
            <numerusform>{player}&apos;s {race} conquer {region} with %n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} cannot take {region}: it needs %n token(s) and they have {hand}. The attempt is spent.</source>
        <translation>
            <numerusform>{player}&apos;s {race} cannot take {region}: it needs %n token and they have {hand}. The attempt is spent.</numerusform>
            <numerusform>{player}&apos;s {race} cannot take {region}: it needs %n tokens and they have {hand}. The attempt is spent.</numerusform>
        </translation>
    </message>
    <message>
        <source>{marker} is revealed in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} redeploy returned tokens: {counts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} redeploy: {counts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} stops conquering and redeploys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} go into decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s declined {race} leave the map; their tile goes back under the race stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} scores %n coin(s) ({lines}).</source>
        <translation>
            <numerusform>{player} scores %n coin ({lines}).</numerusform>
            <numerusform>{player} scores %n coins ({lines}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. Coins: {totals}. {winners|and} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Coins: {totals}. {winners|and} win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} give a Harmony token to {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} take their Harmony tokens back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} place a face-down bomb in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No opponent is left in {region}: the bomb goes back on top of the {race}&apos; stack, unseen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bomb in {region} explodes!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bomb in {region} is a dud.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The bomb in {region} is removed unseen: {player} cannot pay the %n coin(s) due first.</source>
        <translation>
            <numerusform>The bomb in {region} is removed unseen: {player} cannot pay the %n coin due first.</numerusform>
            <numerusform>The bomb in {region} is removed unseen: {player} cannot pay the %n coins due first.</numerusform>
        </translation>
    </message>
    <message>
        <source>The bomb in {region} is removed unseen: {refusal}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Military Objective in {region} means nothing to the Horde: it stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} raise a Wisp Wall in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Portal Mages swap {first} and {second}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} builds %n Fort(s): {regions}.</source>
        <translation>
            <numerusform>{player} builds %n Fort: {regions}.</numerusform>
            <numerusform>{player} builds %n Forts: {regions}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes down the Watch Towers of {regions}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} raises Watch Towers on {regions}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region}&apos;s island has no sea or lake: the {marker} goes back to the box and no place is left to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region}&apos;s island has no sea or lake: the {replaced} goes back to the box and {marker} replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Holy Light saves one of {player}&apos;s {race} in {region}: it goes back to hand instead of the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{marker} protects {player} one last time: no token is discarded in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{marker} protects {player}: no token is discarded in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lone {race} token of {player} cannot stay in {region}: it joins the {race} in {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lone {race} token of {player} cannot stay in {region}: it goes back to hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} fight for the Alliance this turn ({marker}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} fight for the Horde this turn ({marker}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {marker} gives {player}&apos;s {race} one more token to redeploy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {marker} has no {race} token left in the box to give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} raise %n new token(s) from the fallen</source>
        <translation>
            <numerusform>{player}&apos;s {race} raise %n new token from the fallen</numerusform>
            <numerusform>{player}&apos;s {race} raise %n new tokens from the fallen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> for %n coin(s).</source>
        <translation>
            <numerusform> for %n coin.</numerusform>
            <numerusform> for %n coins.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {race} steal {marker} from {region} into {into}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} picks the {combo} (%n token(s))</source>
        <translation>
            <numerusform>{player} picks the {combo} (%n token)</numerusform>
            <numerusform>{player} picks the {combo} (%n tokens)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, paying %n coin(s) onto the combinations above</source>
        <translation>
            <numerusform>, paying %n coin onto the combinations above</numerusform>
            <numerusform>, paying %n coins onto the combinations above</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and collecting the %n coin(s) lying on it</source>
        <translation>
            <numerusform> and collecting the %n coin lying on it</numerusform>
            <numerusform> and collecting the %n coins lying on it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, collecting the %n coin(s) lying on it</source>
        <translation>
            <numerusform>, collecting the %n coin lying on it</numerusform>
            <numerusform>, collecting the %n coins lying on it</numerusform>
        </translation>
    </message>
    <message>
        <source>{race} loses a token in {region} (it goes back to hand instead).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{race} loses a token in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} lose a token in {region} (it goes back to hand instead).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} lose a token in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Murloc token(s) in {region} is/are discarded.</source>
        <translation>
            <numerusform>%n Murloc token in {region} is discarded.</numerusform>
            <numerusform>%n Murloc tokens in {region} are discarded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n declined {race} token(s) in {region} is/are discarded.</source>
        <translation>
            <numerusform>%n declined {race} token in {region} is discarded.</numerusform>
            <numerusform>%n declined {race} tokens in {region} are discarded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} lose {region}: %n token(s) discarded</source>
        <translation>
            <numerusform>{player}&apos;s {race} lose {region}: %n token discarded</numerusform>
            <numerusform>{player}&apos;s {race} lose {region}: %n tokens discarded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n back in hand</source>
        <translation>
            <numerusform>, %n back in hand</numerusform>
            <numerusform>, %n back in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} rolls a free reinforcement die for {region}: {roll}. %n token(s) needed now.</source>
        <translation>
            <numerusform>{player} rolls a free reinforcement die for {region}: {roll}. %n token needed now.</numerusform>
            <numerusform>{player} rolls a free reinforcement die for {region}: {roll}. %n tokens needed now.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} rolls the reinforcement die for {region}: {roll}. Success!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rolls the reinforcement die for {region}: {roll}. Not enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} take 1 coin for beating the {beaten}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Battle Master takes 1 coin for a won battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Enraged fighters take %n coin(s) for beating %n defender(s).</source>
        <translation>
            <numerusform>{player}&apos;s Enraged fighters take %n coin for beating %n defender.</numerusform>
            <numerusform>{player}&apos;s Enraged fighters take %n coins for beating %n defenders.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes the Military Objective in {region}: {player} and {humans} gain 2 coins each, and the objective goes back to the {race}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} take their Military Objective in {region} back and gain 2 coins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Champion is captured in {region}: no token is discarded, and {player} pays %n coin ransom to {payee}.</source>
        <translation>
            <numerusform>{player}&apos;s Champion is captured in {region}: no token is discarded, and {player} pays %n coin ransom to {payee}.</numerusform>
            <numerusform>{player}&apos;s Champion is captured in {region}: no token is discarded, and {player} pays %n coin ransom to {payee}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Champion is captured in {region}: no token is discarded, and {player} pays %n coin ransom to nobody.</source>
        <translation>
            <numerusform>{player}&apos;s Champion is captured in {region}: no token is discarded, and {player} pays %n coin ransom to nobody.</numerusform>
            <numerusform>{player}&apos;s Champion is captured in {region}: no token is discarded, and {player} pays %n coin ransom to nobody.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} has no coin to pay {payee} for the {marker}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n coin(s) to the reserve ({why}).</source>
        <translation>
            <numerusform>{player} pays %n coin to the reserve ({why}).</numerusform>
            <numerusform>{player} pays %n coins to the reserve ({why}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n coin(s) to {payee} ({why}).</source>
        <translation>
            <numerusform>{player} pays %n coin to {payee} ({why}).</numerusform>
            <numerusform>{player} pays %n coins to {payee} ({why}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {race} go into decline: their Military Objectives leave the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} place their Military Objectives (by default) in {regions|and}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} place their Military Objectives in {regions|and}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} take their Worgen form: 1 token fewer on every conquest this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} keep their human form (by default) and gain %n coin(s).</source>
        <translation>
            <numerusform>{player}&apos;s {race} keep their human form (by default) and gain %n coin.</numerusform>
            <numerusform>{player}&apos;s {race} keep their human form (by default) and gain %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} keep their human form and gain %n coin(s).</source>
        <translation>
            <numerusform>{player}&apos;s {race} keep their human form and gain %n coin.</numerusform>
            <numerusform>{player}&apos;s {race} keep their human form and gain %n coins.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s Champion joins the race, in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Champion takes {region} alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes the Champion back into hand from {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Champion takes position in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Beasts take position: {counts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Beast takes {player}&apos;s loss in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} discards %n Beast(s) and takes</source>
        <translation>
            <numerusform>{player} discards %n Beast and takes</numerusform>
            <numerusform>{player} discards %n Beasts and takes</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> %n Beast(s)</source>
        <translation>
            <numerusform> %n Beast</numerusform>
            <numerusform> %n Beasts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> for %n Hill(s).</source>
        <translation>
            <numerusform> for %n Hill.</numerusform>
            <numerusform> for %n Hills.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {marker} moves to {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} places the {marker} in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{marker} moves from {source} to {region}, where it was used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race drives a Beast out of {region} into {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race drives a token out of {region} into {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race tears down the Wisp Wall in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race tears down the Fort in {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race drives a Beast out of {region}; with nowhere to go, it is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race scares a Murloc out of {region}: it is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Intimidating race drives a token out of {region}; with nowhere to go, it is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnRefusals</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn has taken {actions} actions, far more than a turn needs: only ending it is possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no player called {given} in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no region called {given} on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{actor} must first redeploy the tokens they got back; {player} waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {actor}&apos;s turn, not {player}&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{actor} must redeploy the tokens they got back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must pick a race and power first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must first pick a race and power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} already plays the {race}; a new combination comes only after a decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no combination at position {index}; the column shows {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{combo} costs %n coin(s) and {player} has fewer.</source>
        <translation>
            <numerusform>{combo} costs %n coin and {player} has fewer.</numerusform>
            <numerusform>{combo} costs %n coins and {player} has fewer.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} has no active race to put into decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has no active race to conquer with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s conquests are over for this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} have no tokens left: put them into decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions can only be abandoned before the first conquest of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No race can go into decline in the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A race goes into decline instead of conquering, at the start of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} picked a new combination this turn: this turn is played as a first turn and cannot end in a decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} already hold {region}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} has a Watch Tower: it cannot be taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} has a Watch Tower: it is immune to every power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} cannot use {option} here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {race} have no region yet: they must enter through an Entry Region (anchor), and {region} is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {race} need at least %n token(s) in hand for a final attempt.</source>
        <translation>
            <numerusform>{player}&apos;s {race} need at least %n token in hand for a final attempt.</numerusform>
            <numerusform>{player}&apos;s {race} need at least %n tokens in hand for a final attempt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {race} have enough tokens for {region}: conquer it without the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{region} needs %n token(s) and {player}&apos;s {race} have {hand}: the dice can add at most {most}.</source>
        <translation>
            <numerusform>{region} needs %n token and {player}&apos;s {race} have {hand}: the dice can add at most {most}.</numerusform>
            <numerusform>{region} needs %n tokens and {player}&apos;s {race} have {hand}: the dice can add at most {most}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{region} needs %n token(s) and {player}&apos;s {race} have {hand}: the die can add at most {most}.</source>
        <translation>
            <numerusform>{region} needs %n token and {player}&apos;s {race} have {hand}: the die can add at most {most}.</numerusform>
            <numerusform>{region} needs %n tokens and {player}&apos;s {race} have {hand}: the die can add at most {most}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{region} is listed twice in the redeployment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every region of the {race} keeps at least %n token(s); {region} would have {count}.</source>
        <translation>
            <numerusform>Every region of the {race} keeps at least %n token; {region} would have {count}.</numerusform>
            <numerusform>Every region of the {race} keeps at least %n tokens; {region} would have {count}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) would stay in hand: every token must be placed.</source>
        <translation>
            <numerusform>%n token would stay in hand: every token must be placed.</numerusform>
            <numerusform>%n tokens would stay in hand: every token must be placed.</numerusform>
        </translation>
    </message>
    <message>
        <source>{region} is a {terrain}: only the Naga can conquer seas and lakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The swap would put Murlocs into {region}, a {terrain}: only the Naga live in seas and lakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The swap would put a land race into {region}, a {terrain}: only the Naga live in seas and lakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The redeployment asks for %n token(s) in those regions and {player} has only {available} to spread.</source>
        <translation>
            <numerusform>The redeployment asks for %n token in those regions and {player} has only {available} to spread.</numerusform>
            <numerusform>The redeployment asks for %n tokens in those regions and {player} has only {available} to spread.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{region} needs %n token(s) and {player}&apos;s {race} have {hand} in hand (a final attempt with the die is possible).</source>
        <translation>
            <numerusform>{region} needs %n token and {player}&apos;s {race} have {hand} in hand (a final attempt with the die is possible).</numerusform>
            <numerusform>{region} needs %n tokens and {player}&apos;s {race} have {hand} in hand (a final attempt with the die is possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{region} needs %n token(s) and {player}&apos;s {race} have {hand} in hand.</source>
        <translation>
            <numerusform>{region} needs %n token and {player}&apos;s {race} have {hand} in hand.</numerusform>
            <numerusform>{region} needs %n tokens and {player}&apos;s {race} have {hand} in hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown action {given}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List at least one region for the bombs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This action is not well formed: `{field}` cannot be {given}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This action is not well formed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AfterGame</name>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a finished game was won and lost, decision by decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every finished game: players, races, powers, winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history of games cannot be used now: %1 The game goes on; this game is not recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be added to the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was added to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no history of games in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a finished game can be reviewed: during a game the review would show what the other players hide. This one is still at round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over at this position: go back to an earlier one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save holds only the last position of its game, without the actions that led there: there is nothing to review.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game starts at this position (round %1). Who plays each seat? The game you are replaying stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>The judge is looking at every decision…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review could not be made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — decisions: %2, inaccuracies: %3, mistakes: %4, blunders: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge every decision of this player with the Hard computer player&apos;s search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated final coins, turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player and press Review. Every decision is compared with the best plan the Hard computer player finds, in estimated final coins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, %2: %3 (%4 coins given up). %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better (outlined on the map): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <source>good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picks {combination}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conquers {region} with the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conquers {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandons {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redeploys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Goblin bombs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Aegis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Military Objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Heart of Azeroth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buying Forsaken tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intimidation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a portal swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Ethereal steal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the choice of form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Battleground&apos;s side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no plan found does better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close to the best plan found: about a coin less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declining now gives up ~{loss} coins: the {race} still had 1 region within reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declining now gives up ~{loss} coins: the {race} still had {regions} regions within reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declining now gives up ~{loss} coins: carrying on was worth more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carrying on gives up ~{loss} coins: declining now and picking a fresh race was worth more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{combination} give up ~{loss} coins: {better} were worth more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rolling the die gives up ~{loss} coins: a {sixths}-in-6 chance to take {region}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ending the conquests here gives up ~{loss} coins: 1 more region was within reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ending the conquests here gives up ~{loss} coins: {regions} more regions were within reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolling the die gives up ~{loss} coins: {region} was within reach without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taking {region} gives up ~{loss} coins: {region2} was the better target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not using {ability} gives up ~{loss} coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>using {ability} here gives up ~{loss} coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this redeployment gives up ~{loss} coins: {region} needed more tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoning {region} gives up ~{loss} coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this gives up ~{loss} coins against the best plan found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveTexts</name>
    <message>
        <source>The game could not be saved because of an internal error ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: there is a folder with that name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: the folder does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: you are not allowed to write in that folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: the disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: that disk is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game (more than {megabytes} MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a folder, not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are not allowed to read this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a Small World of Warcraft saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is incomplete or damaged: it may have been cut off while it was being written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Small World of Warcraft (save format {version}); update the game to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file could not be opened because of an internal error ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is played on an island side this version does not have (&apos;{side}&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The islands of this game cannot be loaded ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The islands of this game have changed since it was saved, so this version cannot open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save plays the {name}, whose ability this version of the game cannot play yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save uses the {name} power, which this version of the game cannot play yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save names a race this version does not know (&apos;{given}&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save names a power this version does not know (&apos;{given}&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save names an artifact or place this version does not know (&apos;{given}&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its format version is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: `{key}` is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: it holds an unknown entry `{key}`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its map is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its list of island sides is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its map has more than {regions} regions or {borders} borders, far beyond any island.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its map is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: the regions of its starting position do not match its map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: the regions of its final position do not match its map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its starting position is incomplete or not valid ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its starting position is incomplete or not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its final position is incomplete or not valid ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its final position is incomplete or not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its game details are not valid ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: the game cannot go on from its position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: the events that opened the game are not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its list of actions is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: it lists {actions} actions, more than a game can hold ({most}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its check value is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The save file is damaged: it lists %n action(s) but recorded {recorded}.</source>
        <translation>
            <numerusform>The save file is damaged: it lists %n action but recorded {recorded}.</numerusform>
            <numerusform>The save file is damaged: it lists %n actions but recorded {recorded}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The save file is damaged: it holds no final position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its final position does not match its check value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its summary is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged: its summary is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {number} of the save ({action}) is not a valid action: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {number} of the save ({action}) is not allowed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {number} of the save ({action}) cannot be replayed: the file is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game does not replay to the position it recorded: the file was edited, or saved by a version whose rules differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history&apos;s copy of that game is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Finished games recorded: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game recorded yet: every game played to its end is added here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines written to %2: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Races</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favourite race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favourite power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning combinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
