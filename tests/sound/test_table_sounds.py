"""What the table sounds like, through the controller with a recording output: a scripted
game heard in order; the secrets kept (one score sound for every amount, nothing for what
the table cannot see); every sound doubled by something shown; computer players quieter
or silent by pace."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.engine.actions import Conquer, End, Pick
from smallwow_qt.engine.events import Event
from smallwow_qt.sound.mapping import PACE_GAIN, TableSounds
from smallwow_qt.sound.output import RecordingOutput

PEOPLE = [("p1", "Ann"), ("p2", "Bob")]


@pytest.fixture
def table(qapp):
    controller = GameController()
    out = RecordingOutput()
    sounds = TableSounds(controller, out, die_roll_ms=lambda: 700)
    return controller, sounds, out


def _heard_since(out: RecordingOutput, mark: int) -> list[str]:
    return out.cues[mark:]


def _conquests(c: GameController, die: bool = False) -> list[Conquer]:
    return [lg.action for lg in c.legal() if isinstance(lg.action, Conquer) and lg.action.die == die]


def test_a_scripted_game_is_heard_in_order(table):
    c, sounds, out = table
    steps: list[tuple[str, list[str]]] = []
    played = {}

    def step(label: str, do) -> None:
        mark = len(out.played)
        do()
        played[label] = out.played[mark:]
        steps.append((label, _heard_since(out, mark)))

    step("new game", lambda: c.new_game(PEOPLE, 5))
    step("Ann sits", lambda: c.take_seat("p1"))
    step("Ann picks the second combination", lambda: c.pick(1))     # one coin on the first
    for n in range(3):
        step(f"conquest {n + 1}", lambda: c.conquer(_conquests(c)[0].region))
    step("die", lambda: c.conquer(_conquests(c, die=True)[0].region, die=True))
    step("end of turn", c.end_turn)
    step("Bob sits", lambda: c.take_seat("p2"))
    step("Bob takes the first combination and its coin", lambda: c.pick(0))
    step("a drop on the sea", lambda: c.action_refused.emit("Drop the tokens on a region."))
    die = next(e for e in c.session.steps[4].events if e.kind == "die")
    after_die = ["conquest"] if die.data["success"] else []
    assert steps == [
        ("new game", ["handover"]),
        ("Ann sits", ["turn_start"]),
        ("Ann picks the second combination", ["coins", "pick"]),
        ("conquest 1", ["conquest"]),
        ("conquest 2", ["conquest"]),
        ("conquest 3", ["conquest"]),
        ("die", ["die_roll", "die_land"] + after_die),
        ("end of turn", ["place", "score", "handover"]),
        ("Bob sits", ["turn_start"]),
        ("Bob takes the first combination and its coin", ["coins", "pick"]),
        ("a drop on the sea", ["refuse"]),
    ]
    # the die lands when its overlay settles, and the tokens go down after it
    rolled = played["die"]
    assert [p.delay_ms for p in rolled][:2] == [0, 700]
    if after_die:
        assert rolled[2].delay_ms > 700
    # a person's actions at full level
    assert {p.gain for p in out.played} == {1.0}


def test_every_sound_is_also_shown(table):
    """Each cue stands for a log line the whole table can read, or a signal the window shows
    (tests/views/test_sound.py checks the window's side)."""
    c, sounds, out = table
    c.new_game(PEOPLE, 5)
    c.take_seat("p1")
    c.pick(2)
    for _ in range(3):
        c.conquer(_conquests(c)[0].region)
    c.end_turn()
    log = c.public_events()
    assert sounds.heard
    for heard in sounds.heard:
        if isinstance(heard.source, Event):
            assert any(heard.source is e for e in log), heard
            assert c.event_text(heard.source), heard
        else:
            assert heard.source in ("handover", "seat", "refusal"), heard


def test_every_score_sounds_the_same_whatever_its_amount(table):
    c, sounds, out = table
    c.new_game(PEOPLE, 5)
    heard = []
    for total in (0, 1, 2, 7, 19, 40):
        mark = len(out.played)
        sounds.events([Event("score", "p1", {"total": total, "lines": [["regions", total]]},
                             f"Ann scores {total} coins.")])
        heard.append(out.played[mark:])
    assert all(h == heard[0] for h in heard) and [p.cue for p in heard[0]] == ["score"]


def test_a_zero_score_is_heard_too(table):
    """A race that lost everything still ends its turn with the same sound."""
    c, sounds, out = table
    c.new_game(PEOPLE, 5)
    c.take_seat("p1")
    c.pick(0)
    c.end_turn()                    # no conquest: the tokens go... nowhere to go
    scores = [e for e in c.session.steps[-1].events if e.kind == "score"]
    assert scores and scores[0].data["total"] == 0
    assert "score" in out.cues


def test_nothing_is_heard_for_what_the_table_cannot_see(table):
    c, sounds, out = table
    c.new_game(PEOPLE, 5)
    mark = len(out.played)
    sounds.events([Event("bomb_back", "p1", {"region": "x"}, "the bomb goes back, unseen"),
                   Event("bomb_lost", "p1", {"region": "x"}, "removed unseen"),
                   Event("score", "p1", {"total": 3}, "Ann scores 3.", private=True),
                   Event("turn", "p1", {"round": 2}, "Ann's turn"),
                   Event("bot_note", "p1", {}, "Bot Ann: …")])
    assert out.played[mark:] == []
    # a revealed bomb is heard the same whether it is a dud or goes off, then the blast
    sounds.events([Event("bomb_reveal", "p1", {"bomb": "dud"}, "a dud")])
    sounds.events([Event("bomb_reveal", "p1", {"bomb": "explode"}, "it explodes")])
    assert out.cues[mark:] == ["reveal", "reveal", "explosion"]


def test_peeking_at_ones_coins_is_silent(table):
    c, sounds, out = table
    c.new_game(PEOPLE, 5)
    c.take_seat("p1")
    mark = len(out.played)
    assert c.peek_coins() is not None
    assert out.played[mark:] == []


def _bot_game(pace: str, skipping: bool = False):
    c = GameController()
    out = RecordingOutput()
    driver = SimpleNamespace(pace=pace, skipping=skipping)
    sounds = TableSounds(c, out, driver, die_roll_ms=lambda: 0)
    seats = [{"id": "p1", "name": "Ann", "kind": "human"}, {"id": "p2", "name": "Bot", "kind": "random"}]
    c.new_game(PEOPLE, 5, info={"seats": seats})
    return c, out, sounds


@pytest.mark.parametrize("pace", sorted(PACE_GAIN))
def test_computer_players_are_quieter_when_fast_and_silent_at_instant(qapp, pace):
    c, out, _sounds = _bot_game(pace)
    assert out.cues == ["turn_start"]          # Ann, the only person, sits at once
    c.pick(0)
    c.end_turn()                               # Ann's turn: full level
    mark = len(out.played)
    c.play(Pick("p2", 0))                      # the bot's pick
    bot = out.played[mark:]
    if PACE_GAIN[pace] == 0:
        assert bot == []
    else:
        assert [p.cue for p in bot][-1] == "pick" and {p.gain for p in bot} == {PACE_GAIN[pace]}
    mark = len(out.played)
    c.play(End("p2"))                          # the bot ends: its score by pace, Ann's chime in full
    heard = out.played[mark:]
    assert heard[-1].cue == "turn_start" and heard[-1].gain == 1.0
    assert [p.gain for p in heard if p.cue == "score"] == ([PACE_GAIN[pace]] if PACE_GAIN[pace] else [])


def test_nothing_from_the_computers_while_skipping_but_the_person_is_called(qapp):
    c, out, _sounds = _bot_game("normal", skipping=True)
    c.pick(0)
    c.end_turn()
    mark = len(out.played)
    c.play(Pick("p2", 0))
    c.play(End("p2"))
    assert out.cues[mark:] == ["turn_start"]


def test_switched_off_nothing_is_played_and_the_volume_reaches_the_output(table):
    c, sounds, out = table
    sounds.set_volume(0.3)
    assert out.volume == 0.3
    sounds.set_enabled(False)
    c.new_game(PEOPLE, 5)
    c.take_seat("p1")
    c.pick(1)
    assert out.played == []
    sounds.set_enabled(True)
    c.conquer(_conquests(c)[0].region)
    assert out.cues == ["conquest"]


def test_the_fanfare_is_heard_even_when_a_silent_computer_ends_the_game(qapp):
    c, out, sounds = _bot_game("instant")
    c.pick(0)
    c.end_turn()
    c.play(Pick("p2", 0))                       # the bot's action: silent at instant
    mark = len(out.played)
    sounds.events([Event("score", "p2", {"total": 4}, "Bot scores."),
                   Event("game_over", None, {"winners": ["p1"]}, "The game is over.")])
    assert [(p.cue, p.gain) for p in out.played[mark:]] == [("fanfare", 1.0)]
