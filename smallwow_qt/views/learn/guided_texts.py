"""The guided game's words, one (title, text) per step of `lesson.STEPS`, in the UI language
(translation context "GuidedTexts"). Each text first says what just happened, then what to do."""

from __future__ import annotations

import re

from PySide6.QtCore import QObject

from smallwow_qt.controller.place_names import place_name

PLACE = re.compile(r"\{([^{}]+)\}")     # a region's English name in braces

# The lesson's settings keys, here with its words so that the window can tell whether the
# lesson was offered (and name it in the Help menu) without loading the lesson itself.
KEY_ACTIONS, KEY_STEP, KEY_OFFERED = "guided/actions", "guided/step", "guided/offered"


class GuidedTexts(QObject):
    def buttons(self) -> dict[str, str]:
        return {"next": self.tr("Next"), "restart": self.tr("Restart"), "leave": self.tr("Leave the lesson"),
                "close": self.tr("Close the lesson"), "start": self.tr("Start the guided game"),
                "no": self.tr("No thanks"), "action": self.tr("&Guided first game"),
                "action_tip": self.tr("Learn to play in a short game against a scripted rival"),
                "refused": self.tr("Not now: do what the highlighted step asks (or leave the lesson)."),
                "rival": self.tr("The rival is playing…"),
                "offer_title": self.tr("New to Small World of Warcraft?"),
                "offer": self.tr("A guided first game teaches the rules in about 15 minutes, on a "
                                 "small island against a scripted rival. You can leave it at any "
                                 "time and come back to it from the Help menu."),
                "resume_title": self.tr("Resume the guided game?"),
                "resume": self.tr("You left the guided first game at step %1 of %2. Pick it up where "
                                  "you were?"),
                "resume_button": self.tr("Resume the lesson"),
                "question": self.tr("A question opened over the table (%1): answer Yes to go on as "
                                    "this step asks, No to come back to it."),
                "you": self.tr("Novice"), "rival_name": self.tr("Rival"),
                "broken": self.tr("The saved lesson could not be resumed; it starts again.")}

    def rule(self, link: str) -> str:
        return self.tr("Rule: %1 (F1)").replace("%1", link)

    def progress(self, number: int, total: int) -> str:
        return self.tr("Guided game — step %1 of %2").replace("%1", str(number)).replace("%2", str(total))

    def step(self, step_id: str) -> tuple[str, str]:
        """The step's title and text, the regions named as the map names them (in the texts,
        `{Bloodtalon Woods}` stands for that region's name in the UI language)."""
        title, text = self._step(step_id)
        return title, PLACE.sub(lambda m: place_name(m.group(1)), text)

    def _step(self, step_id: str) -> tuple[str, str]:
        return {**self._first_turn(), **self._later_rounds()}[step_id]

    def _first_turn(self) -> dict[str, tuple[str, str]]:
        """The steps of the first turn: the column, landing, costs, redeployment, scoring."""
        return {
            "welcome": (self.tr("Welcome"), self.tr(
                "You play against a rival on one small island, over 4 rounds. Each step lights "
                "up what to click or drag; everything else waits. Press F1 over anything to read "
                "its rule.")),
            "column": (self.tr("The column and its prices"), self.tr(
                "The column offers six race-and-power combinations. The top one is free; each one "
                "lower costs 1 coin more, paid by leaving a coin on every combination you skip. "
                "Click the third one, <b>Farmer Dwarves</b>: it costs 2 coins.")),
            "landing": (self.tr("A first conquest"), self.tr(
                "You took the Dwarves and left 1 coin on each of the two combinations above: whoever "
                "takes them later picks those coins up. A new race lands on an <b>Entry Region</b> "
                "(anchor): 2 tokens plus 1 for the boat. Drag tokens from your hand onto "
                "<b>{Bloodtalon Woods}</b>.")),
            "murloc": (self.tr("Defenders cost more"), self.tr(
                "3 tokens stay in {Bloodtalon Woods}. Every token already in a region adds 1 to its "
                "cost: the Murloc in <b>{Sen'jin Fields}</b> makes it 3. Drag tokens onto it; the "
                "Murloc is discarded.")),
            "artifact": (self.tr("An artifact"), self.tr(
                "{Sen'jin Fields} is yours. <b>{Spitescale Hills}</b> hides a face-down marker and "
                "costs 2. Conquer it to turn the marker over.")),
            "mountain": (self.tr("Mountains and the Dwarves"), self.tr(
                "You found <b>Frostmourne</b>, an artifact: you will use it next turn. A Mountain "
                "adds 1 to the cost, but the Dwarves' ability makes Mountains 2 cheaper (never "
                "below 1). Take <b>{Jaggedswine Peak}</b> with your last token.")),
            "redeploy": (self.tr("Redeployment"), self.tr(
                "Your hand is empty, so your conquests are over. Now you may move tokens between "
                "your regions, keeping at least 1 in each. Drag one token from <b>{Bloodtalon Woods}</b>"
                " to <b>{Jaggedswine Peak}</b>.")),
            "score": (self.tr("Scoring"), self.tr(
                "Both regions now hold 2 tokens. Click <b>End turn</b> to score: 1 coin per region, "
                "plus 1 per Field from your Farmer power. Coins stay hidden from the others: "
                "nobody knows who leads until the end, so players judge the map, not the score.")),
        }

    def _later_rounds(self) -> dict[str, tuple[str, str]]:
        """The steps of rounds 2 to 4: losses, the artifact, the die, decline, a new race."""
        return {
            "losses": (self.tr("Losses and withdrawals"), self.tr(
                "The rival took the top combination (and the coin you left on it), landed, and "
                "took {Bloodtalon Woods} from you: of your 2 tokens there, 1 was lost and 1 came "
                "back to your hand. Drag it onto <b>{Sen'jin Fields}</b>.")),
            "ready": (self.tr("Readying your troops"), self.tr(
                "A new round. At the start of your turn you took back all your tokens but one per "
                "region: that is your hand for this turn's conquests. (Before conquering you could "
                "also abandon regions.) Click Next.")),
            "frostmourne": (self.tr("Using the artifact"), self.tr(
                "Frostmourne lets you conquer one region per turn with 2 tokens fewer. Tick "
                "<b>Frostmourne</b> in your hand panel.")),
            "defenders": (self.tr("Attacking the rival"), self.tr(
                "The rival's Orcs hold <b>{Bloodtalon Woods}</b> with 4 tokens: 2 + 4 = 6, minus 2 "
                "with Frostmourne = 4. Drag tokens onto it.")),
            "die": (self.tr("The reinforcement die"), self.tr(
                "The Orcs lost a token and will put the rest back after your turn. You have 1 token "
                "left and <b>{Bonedust Fen}</b> costs 3. On your last conquest you may roll the die "
                "(faces 0, 0, 0, 1, 2, 3) and count its points as tokens. Drag your token onto "
                "it and accept the roll.")),
            "faction": (self.tr("The faction bonus"), self.tr(
                "A 2: the Fen is yours, and your conquests are over. The Dwarves are Alliance and "
                "took a region from the Orcs (Horde): 1 more coin this turn. Click <b>End "
                "turn</b>.")),
            "decline": (self.tr("Going into decline"), self.tr(
                "Round 3. Your Dwarves are spread thin. Instead of conquering, put them into "
                "decline: they keep 1 token per region, still score, but never move again. Click "
                "<b>Decline</b> and confirm.")),
            "declined": (self.tr("A race in decline"), self.tr(
                "The Dwarves turned grey and their power is gone. No conquest on a decline turn: "
                "click <b>End turn</b> to score their regions.")),
            "new_race": (self.tr("A new race"), self.tr(
                "Last round. With no active race you pick a new combination. The coin you left in "
                "round 1 moved up with <b>Blacksmith Trolls</b>, now on top: free, and the coin "
                "is yours. Click it.")),
            "new_landing": (self.tr("Landing again"), self.tr(
                "A new race enters through an Entry Region, paying the boat. The Orcs hold "
                "<b>{Darkspear Meadows}</b> with 4 tokens: 2 + 4 + 1 boat, minus 1 for the Trolls "
                "(any occupied region) and 1 for Blacksmith = 5. Drag tokens onto it.")),
            "last_end": (self.tr("The end of the game"), self.tr(
                "Click <b>End turn</b> (your tokens in hand are placed for you). After the rival's "
                "last turn the coins are revealed; on a tie, the player with more tokens on the "
                "map wins.")),
            "finish": (self.tr("Well played"), self.tr(
                "That was a whole game: picking and prices, conquests and their costs, the die, "
                "redeployment, scoring, losses, decline and a new race, a race ability, a power "
                "and an artifact. Every race, power and marker has its page in Help › Rules "
                "reference (F1).")),
        }
