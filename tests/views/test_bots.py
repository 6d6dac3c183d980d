"""Computer players in the window, tried as a player would: a person against two bots to the
end, a five-bot game to watch, hand-over only between people, bots' defenders, undo back to
the person's last decision, a resumed save that goes on with its bots, and a window that
keeps turning while a slow bot thinks.

Bots are the "random" level here (the only one on every build); the tests hold for any level.
"""

from __future__ import annotations

import threading
import time

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from smallwow_qt.bots import Decision, make_bot
from smallwow_qt.bots.base import Bot
from smallwow_qt.controller.bot_driver import PACES
from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller.seats import seats_info
from smallwow_qt.engine.actions import Conquer
from smallwow_qt.engine.state import Stage
from smallwow_qt.persistence import load_session, save_session
from smallwow_qt.views.main_window import MainWindow
from smallwow_qt.views.overlays import DieOverlay
from tests.views.support import click_combination, drag_to_region, hand_drag, legal_conquests, make_window

NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eli")


def bot_window(qtbot, kinds, seed=5, pace="instant", make=None) -> MainWindow:
    DieOverlay.ROLL_MS = 0
    window = MainWindow(GameController(), translations=None, settings=None)
    window.confirm = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    driver = window.bot_play.driver
    driver.set_pace(pace)
    if make is not None:
        driver.make = make
    players = [(f"p{i + 1}", NAMES[i]) for i in range(len(kinds))]
    window.start_game(players, seed, None, None, {"seats": seats_info(players, kinds)})
    QApplication.processEvents()
    return window


def wait_for_person(qtbot, window, timeout=60000) -> None:
    """Until a person is seated or the game is over (the bots play meanwhile)."""
    c = window.controller
    qtbot.waitUntil(lambda: c.state.stage is Stage.OVER or c.seat_ready or window.handover.isVisible(),
                    timeout=timeout)


def person_acts(qtbot, window) -> None:
    """One decision of the seated person, made with the window's gestures and actions."""
    c = window.controller
    st = c.state
    if st.stage is Stage.PICK:
        click_combination(qtbot, window, 0)
    elif st.stage is Stage.CONQUER and st.actor.hand and legal_conquests(window, die=False):
        region, _ = legal_conquests(window, die=False)[0]
        drag_to_region(window, hand_drag(window), region)
    elif st.stage is Stage.DEFENDERS or (st.actor.hand and st.stage is Stage.REDEPLOY):
        window.game_actions.place_suggested.trigger()
    else:
        window.game_actions.end_turn.trigger()


def play_to_end(qtbot, window, max_steps=3000) -> None:
    c = window.controller
    for _ in range(max_steps):
        wait_for_person(qtbot, window)
        if c.state.stage is Stage.OVER:
            return
        if window.handover.isVisible():
            qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        before = len(c.session.steps)
        person_acts(qtbot, window)
        assert len(c.session.steps) > before, "the person's action was not played"
    raise AssertionError("the game did not end")


def coins_shown(window) -> list[str]:
    """What the coins dock shows of anyone's total while a bot acts (should be nothing)."""
    dock = window.coins_dock
    shown = [total.text() for _, _, _, total in dock._rows if total.text() != "face down"]
    if dock.peek.text() != "Hold to see my coins":
        shown.append(dock.peek.text())
    if window.controller.peek_coins() is not None or dock.peek.isEnabled():
        shown.append("peek allowed")
    return shown


def test_a_person_and_two_bots_play_to_the_end(qtbot):
    window = bot_window(qtbot, ["human", "random", "random"])
    c = window.controller
    leaks = []
    window.bot_play.driver.decided.connect(
        lambda pid, d: leaks.extend(coins_shown(window)) if c.state.stage is not Stage.OVER and
        c.seats.is_bot(c.actor_id) else None)
    handovers = []
    c.handover_needed.connect(handovers.append)
    assert not window.handover.isVisible()          # one person: no hand-over screen at all
    assert c.seat_ready and c.actor_id == "p1"
    play_to_end(qtbot, window)
    assert c.state.stage is Stage.OVER
    assert handovers == []
    players = {a.player for a in c.session.actions}
    assert players == {"p1", "p2", "p3"}
    assert window.end_screen is not None and window.end_screen.isVisible()
    assert window.bot_play.driver.errors == []
    assert leaks == [], "a coin total was on show during a bot's turn"


def test_five_bots_play_to_the_end_in_the_window(qtbot):
    window = bot_window(qtbot, ["random"] * 5, seed=9)
    c = window.controller
    leaks = []
    window.bot_play.driver.decided.connect(
        lambda pid, d: leaks.extend(coins_shown(window)) if c.state.stage is not Stage.OVER else None)
    qtbot.waitUntil(lambda: c.state.stage is Stage.OVER, timeout=120000)
    assert not window.handover.isVisible() and not c.seat_ready
    assert window.end_screen.isVisible()
    # nobody's total was ever shown before the end; now everyone's is
    assert leaks == []
    assert c.final_coins() is not None
    # the bots placed their own tokens driven out (the stage after an attacker's turn)
    steps = c.session.steps
    before = [c.session.initial] + [s.state for s in steps[:-1]]
    defenders = [(prev, s) for prev, s in zip(before, steps) if prev.stage is Stage.DEFENDERS]
    assert defenders, "no tokens were driven out in this game"
    for prev, step in defenders:
        assert step.action.player == prev.actor.id != prev.current.id
    assert len(c.session.steps) > 100
    assert "face down" not in [t.text() for _, _, _, t in window.coins_dock._rows]
    assert window.bot_play.driver.errors == []


def test_handover_only_between_two_different_people(qtbot):
    window = bot_window(qtbot, ["human", "random", "human"], seed=3)
    c = window.controller
    shown = []
    c.handover_needed.connect(shown.append)
    assert window.handover.isVisible() and window.handover.player_id == "p1"
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    while c.state.round < 3 and c.state.stage is not Stage.OVER:
        wait_for_person(qtbot, window)
        if window.handover.isVisible():
            qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        person_acts(qtbot, window)
    assert shown, "two people take turns: each needs the hand-over screen"
    assert all(pid in ("p1", "p3") for pid in shown)
    # never twice in a row for the same person (the bot between them does not count)
    assert all(a != b for a, b in zip(shown, shown[1:]))


def test_bot_notes_its_reason_in_the_log(qtbot):
    class Talker(Bot):
        def __init__(self, seed):
            super().__init__(seed)
            self.inner = make_bot("random", seed)

        def decide(self, observation):
            d = self.inner.decide(observation)
            return Decision(d.action, "picks for the test", d.region)

    window = bot_window(qtbot, ["human", "talker"], make=lambda level, seed: Talker(seed))
    c = window.controller
    assert c.state.stage is Stage.PICK and c.seat_ready
    click_combination(qtbot, window, 0)
    window.game_actions.end_turn.trigger()
    wait_for_person(qtbot, window)
    lines = [window.log_dock.model.data(window.log_dock.model.index(i))
             for i in range(window.log_dock.model.rowCount())]
    assert any(line.startswith("Bot Bob: picks for the test") for line in lines)
    # the log rebuilt from the game has the same notes
    c.log_reset.emit()
    again = [window.log_dock.model.data(window.log_dock.model.index(i))
             for i in range(window.log_dock.model.rowCount())]
    assert again == lines


class SlowBot(Bot):
    """Thinks with the CPU for `seconds` (holding the interpreter like a real search would)."""

    seconds = 0.6
    threads: list[int] = []
    spans: list[tuple[float, float]] = []

    def __init__(self, seed, inner=None):
        super().__init__(seed)
        self.inner = inner or make_bot("random", seed)
        self.work = self.seconds if inner is None else 0.0

    gate: threading.Event | None = None   # when set by a test: think only once it opens

    def decide(self, observation):
        SlowBot.threads.append(threading.get_ident())
        if SlowBot.gate is not None:
            SlowBot.gate.wait(30)
        begin = time.perf_counter()
        n = 0
        while time.perf_counter() < begin + self.work:
            n += sum(i * i for i in range(200))
        decision = self.inner.decide(observation)
        SlowBot.spans.append((begin, time.perf_counter()))
        return decision


class Gated(Bot):
    """A bot that, once it is thinking (in its thread), waits for the test to let it decide."""

    entered: threading.Event
    gate: threading.Event
    threads: list[int] = []

    def __init__(self, seed, inner):
        super().__init__(seed)
        self.inner = inner

    def decide(self, observation):
        Gated.threads.append(threading.get_ident())
        Gated.entered.set()
        Gated.gate.wait(30)
        return self.inner.decide(observation)


@pytest.mark.parametrize("level", ["random", "hard"])
def test_event_loop_keeps_turning_while_a_bot_thinks(qtbot, level):
    """While a bot is inside its decision, the window's event loop runs: a queued call is
    answered before the bot is let finish (no clock: the bot waits on a gate)."""
    Gated.entered, Gated.gate, Gated.threads = threading.Event(), threading.Event(), []
    try:
        window = bot_window(qtbot, ["thinker", "human"],
                            make=lambda lv, seed: Gated(seed, make_bot(level, seed)))
        c = window.controller
        qtbot.waitUntil(Gated.entered.is_set, timeout=10000)       # the bot is thinking
        answered = []
        QTimer.singleShot(0, lambda: answered.append(Gated.gate.is_set()))
        qtbot.waitUntil(lambda: bool(answered), timeout=10000)
        assert answered == [False]                                 # ... and still is
        assert c.session.steps == []
    finally:
        Gated.gate.set()
    qtbot.waitUntil(lambda: bool(c.session.steps), timeout=30000)
    window.bot_play.driver.wait()
    assert Gated.threads and threading.get_ident() not in Gated.threads


def test_a_stale_decision_is_not_played_after_a_new_game(qtbot):
    SlowBot.threads = []
    window = bot_window(qtbot, ["slow", "human"], make=lambda level, seed: SlowBot(seed))
    c = window.controller
    driver = window.bot_play.driver
    qtbot.waitUntil(lambda: bool(SlowBot.threads), timeout=5000)
    assert driver.busy
    # while the bot thinks, a new game of people only replaces it
    window.start_game([("p1", "Ann"), ("p2", "Bob")], 8)
    session = c.session
    with qtbot.waitSignal(driver.thought, timeout=10000):      # its decision came back...
        pass
    assert c.session is session and session.steps == []      # ... and was dropped
    assert not driver.busy


def test_skip_to_my_turn_plays_the_bots_at_once(qtbot):
    window = bot_window(qtbot, ["human", "random", "random"], pace="slow")
    c = window.controller
    click_combination(qtbot, window, 0)
    window.game_actions.end_turn.trigger()
    assert c.actor_id == "p2"
    assert window.bot_play.skip.isEnabled()
    driver = window.bot_play.driver
    delays = []
    original = driver._delay
    driver._delay = lambda: delays.append(original()) or delays[-1]
    window.bot_play.skip.trigger()
    wait_for_person(qtbot, window, timeout=20000)
    assert c.actor_id == "p1" and c.seat_ready
    # every bot action of the two turns followed at once, not at the slow pace
    assert len(delays) >= 4 and set(delays) == {0}
    assert not window.bot_play.driver.skipping


def test_pace_spaces_out_a_bots_actions(qtbot):
    """Each action of a bot waits for the pace, counted from when it began to think (a fake
    clock that does not move: every wait is the whole pace)."""
    window = bot_window(qtbot, ["human", "random"], pace="fast")
    driver = window.bot_play.driver
    driver.clock = lambda: 100.0
    waits = []
    real_start = driver._timer.start
    driver._timer.start = lambda ms: waits.append(ms) or real_start(0)
    click_combination(qtbot, window, 0)
    window.game_actions.end_turn.trigger()
    wait_for_person(qtbot, window)
    assert len(waits) >= 2 and set(waits) == {PACES["fast"]}
    # with the clock moved on by the thinking, the wait is what is left of the pace
    driver.clock = iter([100.0, 100.125]).__next__
    driver._paced_from = driver.clock()
    assert driver._delay() == PACES["fast"] - 125


def test_suggest_highlights_a_move_without_playing_it(qtbot):
    seen = []

    class Adviser(Bot):
        def decide(self, observation):
            seen.append(observation)
            return make_bot("random", 1).decide(observation)

    window = bot_window(qtbot, ["human", "random"],
                        make=lambda level, seed: Adviser(seed) if level == "adviser" else make_bot(level, seed))
    window.bot_play.driver.suggest_level = "adviser"
    c = window.controller
    click_combination(qtbot, window, 0)
    before = len(c.session.steps)
    got = []
    window.bot_play.driver.suggested.connect(got.append)
    window.bot_play.suggest.trigger()
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert len(c.session.steps) == before
    assert window.bot_play.last_suggestion.startswith("Suggestion: ")
    # decided from what the person may see: their own view, the bot's coins hidden
    assert seen[0]["viewer"] == "p1"
    others = [p for p in seen[0]["players"] if p["id"] != "p1"]
    assert others and all(p["coins"] is None for p in others)
    region = got[0].region
    if region is not None:      # the region is outlined on the map
        assert window.board.board.overlays[region].outline is not None
    assert window.bot_play.hint.isVisible()
    # the suggestion holds for that position only
    window.game_actions.end_turn.trigger()
    assert not window.bot_play.hint.isVisible()


def _conquest_of(window, owner):
    c = window.controller
    for lg in c.legal():
        a = lg.action
        if isinstance(a, Conquer) and not a.die and c.state.regions[a.region].owner == owner:
            return a.region
    return None


def test_undo_goes_back_to_the_persons_last_decision(qtbot):
    window = bot_window(qtbot, ["human", "random"], seed=21)
    c = window.controller
    # play until the person can conquer one of the bot's regions
    for _ in range(400):
        wait_for_person(qtbot, window)
        assert c.state.stage is not Stage.OVER, "no conquest of a bot's region came up"
        if c.state.stage is Stage.CONQUER and _conquest_of(window, "p2"):
            break
        person_acts(qtbot, window)
    region = _conquest_of(window, "p2")
    steps = len(c.session.steps)
    tokens = c.state.regions[region].tokens
    assert c.conquer(region)
    assert c.can_undo() and window.game_actions.undo.isEnabled()
    assert window.undo()
    assert len(c.session.steps) == steps
    assert c.state.regions[region].owner == "p2" and c.state.regions[region].tokens == tokens
    assert c.seat_ready and c.actor_id == "p1"
    assert window.redo()
    assert c.state.regions[region].owner == "p1"
    # ending the turn: the bot places its tokens driven out and plays its turn; undo cannot
    # go into any of that, nor take back the person's End
    window.game_actions.end_turn.trigger()
    assert c.state.stage is Stage.DEFENDERS and c.actor_id == "p2"
    assert not c.can_undo() and not c.undo()            # not even through the controller
    wait_for_person(qtbot, window)
    if c.state.stage is not Stage.OVER:
        assert c.actor_id == "p1" and c.session.steps[-1].action.player == "p2"
        assert not c.can_undo() and not window.undo()
        assert not window.game_actions.undo.isEnabled()


def test_undo_never_goes_past_a_die_roll(qtbot):
    window = bot_window(qtbot, ["human", "random"], seed=4)
    c = window.controller
    for _ in range(400):
        wait_for_person(qtbot, window)
        assert c.state.stage is not Stage.OVER
        if c.state.stage is Stage.CONQUER and legal_conquests(window, die=True):
            break
        person_acts(qtbot, window)
    region, _ = legal_conquests(window, die=True)[0]
    assert c.conquer(region, die=True)
    wait_for_person(qtbot, window)
    if c.state.stage is not Stage.OVER and c.actor_id == "p1":
        assert not c.can_undo()


def test_a_resumed_save_goes_on_with_its_bots(qtbot, tmp_path):
    window = bot_window(qtbot, ["human", "random", "random"], seed=13)
    c = window.controller
    click_combination(qtbot, window, 0)
    window.game_actions.end_turn.trigger()
    wait_for_person(qtbot, window)
    path = tmp_path / "game.json"
    save_session(c.session, path)
    session = load_session(path)
    assert session.info["seats"] == [{"id": "p1", "name": "Ann", "kind": "human"},
                                     {"id": "p2", "name": "Bob", "kind": "random"},
                                     {"id": "p3", "name": "Cleo", "kind": "random"}]
    # a save from the middle of the bots' turn: open it where a bot is to act
    cut = next(i for i, s in enumerate(session.steps) if s.action.player == "p2")
    session.steps = session.steps[:cut]
    assert session.state.actor.id == "p2"
    other = bot_window(qtbot, ["human", "human"], seed=2)
    other.controller.set_session(session)
    assert not other.handover.isVisible()
    wait_for_person(qtbot, other)
    oc = other.controller
    assert oc.actor_id == "p1" and oc.seat_ready
    assert {s.action.player for s in oc.session.steps[cut:]} >= {"p2", "p3"}


def test_a_save_without_seats_is_played_by_people(qtbot):
    window = bot_window(qtbot, ["human", "human"])
    c = window.controller
    del c.session.info["seats"]
    c.set_session(c.session)
    assert not c.seats.any_bot
    assert window.handover.isVisible()
    assert window.bot_play.driver.bot_to_act() is None


def test_a_broken_bot_does_not_stop_the_game(qtbot):
    class Broken(Bot):
        calls = 0

        def decide(self, observation):
            Broken.calls += 1
            if Broken.calls % 2:
                raise RuntimeError("a bug")
            # an action the engine refuses: a conquest of nowhere
            return Decision(Conquer(observation["viewer"], "nowhere"), "nonsense", "nowhere")

    window = bot_window(qtbot, ["broken", "human"], make=lambda level, seed: Broken(seed))
    c = window.controller
    refusals = []
    c.action_refused.connect(refusals.append)
    wait_for_person(qtbot, window)
    assert c.actor_id == "p2" and c.seat_ready
    assert Broken.calls >= 2 and any("a bug" in e for e in window.bot_play.driver.errors)
    assert refusals == []                 # nothing refused was sent to the game
    assert not any(n.text.endswith("nonsense") for _, n in c.notes)


def test_a_level_this_build_lacks_is_reported_not_played(qtbot):
    def make(level, seed):
        raise ValueError(f"unknown bot level {level!r}")

    window = bot_window(qtbot, ["godlike", "human"], make=make)
    c = window.controller
    qtbot.waitUntil(lambda: "godlike" in window.notice.text())
    # nobody plays a level that does not exist: the seat waits
    assert c.session.steps == [] and c.actor_id == "p1" and not window.bot_play.driver.busy


def test_quit_and_resume_goes_on_with_the_bots(qtbot, tmp_path):
    DieOverlay.ROLL_MS = 0
    first = MainWindow(GameController(), translations=None, settings=None, data_dir=tmp_path)
    first.confirm = lambda title, text: True
    qtbot.addWidget(first)
    first.resize(1500, 950)
    first.show()
    qtbot.waitExposed(first)
    first.bot_play.driver.set_pace("slow")
    players = [("p1", "Ann"), ("p2", "Bob"), ("p3", "Cleo")]
    first.start_game(players, 17, None, None, {"seats": seats_info(players, ["human", "random", "random"])})
    click_combination(qtbot, first, 0)
    first.game_actions.end_turn.trigger()
    assert first.controller.actor_id == "p2"
    steps = len(first.controller.session.steps)
    first.close()                        # quits while Bob is about to play
    driver = first.bot_play.driver
    assert driver.stopped and not driver.busy and driver.wait()
    QApplication.processEvents()
    assert len(first.controller.session.steps) == steps, "a bot played on behind a closed window"
    second = MainWindow(GameController(), translations=None, settings=None, data_dir=tmp_path)
    second.confirm = lambda title, text: True
    qtbot.addWidget(second)
    second.show()
    second.bot_play.driver.set_pace("instant")
    assert second.files.offer_resume(lambda title, text: True)
    c = second.controller
    assert c.seats.is_bot("p2") and c.seats.is_bot("p3") and not c.seats.is_bot("p1")
    assert len(c.session.steps) == steps
    wait_for_person(qtbot, second)
    assert c.actor_id == "p1" and c.seat_ready and not second.handover.isVisible()
    assert {s.action.player for s in c.session.steps[steps:]} == {"p2", "p3"}


def test_suggestion_gives_a_reason_in_the_players_language(qtbot):
    """The real Suggest (a Normal bot): the move with why it is worth it, in French when the
    window is in French; step advice never goes into the log (picks and declines do)."""
    from PySide6.QtCore import QCoreApplication

    from smallwow_qt.views.i18n import Translations

    window = bot_window(qtbot, ["human", "normal"])
    window.translations = Translations(QCoreApplication.instance())
    c = window.controller
    try:
        window.set_language("fr")
        click_combination(qtbot, window, 0)
        got = []
        window.bot_play.driver.suggested.connect(got.append)
        window.bot_play.suggest.trigger()
        qtbot.waitUntil(lambda: bool(got), timeout=20000)
        reason = got[0].reason
        assert reason and reason.why["kind"] in ("conquer", "redeploy", "end", "die", "abandon")
        shown = window.bot_play.last_suggestion
        assert shown.startswith("Suggestion") and " — " in shown
        assert str(reason) not in shown           # said in French, not the bot's English
        # the person plays on; the bot's turn logs its pick, never its steps' advice
        window.game_actions.end_turn.trigger()
        wait_for_person(qtbot, window)
        notes = [n for _, n in c.notes if n.kind == "bot_note"]
        assert notes and all(n.data["reason"].startswith(("picks", "declines")) for n in notes)
        assert any("choisit" in n.text for n in notes)
    finally:
        window.set_language("en")


def test_players_panel_and_status_bar_name_the_computer_seats(qtbot):
    from smallwow_qt.bots import make_bot
    from smallwow_qt.controller.models import PlayersModel
    from smallwow_qt.controller.seats import seats_info

    window = make_window(qtbot)
    driver = window.bot_play.driver
    driver.set_pace("slow")                                   # the first bot has not moved yet
    driver.make = lambda level, seed: make_bot("random", seed)
    players = [("p1", "Ann"), ("p2", "Bob"), ("p3", "Cid")]
    window.start_game(players, 5, None, None, {"seats": seats_info(players, ["hard", "human", "easy"])})
    model = next(m for m in window.players_dock.findChildren(PlayersModel))
    names = [model.data(model.index(row, PlayersModel.NAME)) for row in range(3)]
    assert "⚙" in names[0] and "Hard" in names[0]
    assert "⚙" not in names[1]
    assert "⚙" in names[2] and "Easy" in names[2]
    tip = model.data(model.index(0, PlayersModel.NAME), Qt.ItemDataRole.ToolTipRole)
    assert "computer player" in tip
    assert window.controller.actor_id == "p1"
    assert "Ann (computer)" in window.stage_label.text()
    driver.stop()
