"""The arena's command line: a short run prints one JSON summary as its last line."""

from __future__ import annotations

import json

from smallwow_qt.bots.arena import main, rotated, summary, wilson
from smallwow_qt.bots.planner import Planner
from smallwow_qt.engine import apply
from smallwow_qt.engine.actions import Pick
from smallwow_qt.engine.state import Combo
from smallwow_qt.newgame import start_game


def test_a_two_game_arena_prints_the_summary_json(capsys):
    assert main(["--seats", "easy,random,random", "--games", "2", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 3               # one line per game, then the summary
    result = json.loads(lines[-1])
    assert set(result) == {"games", "seats", "wins", "win_rate", "ci95", "think_s", "refused", "braked"}
    assert result["games"] == 2 and result["seats"] == ["easy", "random", "random"]
    assert set(result["wins"]) == set(result["win_rate"]) == set(result["ci95"]) == \
        set(result["think_s"]) == {"easy", "random"}
    assert abs(sum(result["wins"].values()) - 2) < 1e-6
    for level in ("easy", "random"):
        lo, hi = result["ci95"][level]
        assert 0 <= lo <= result["win_rate"][level] <= hi <= 1
        assert 0 < result["think_s"][level]["median"] <= result["think_s"][level]["max"]
    assert result["refused"] == 0


def test_seats_rotate_and_shared_wins_count_as_fractions():
    assert rotated(["hard", "normal", "easy"], 1) == ["normal", "easy", "hard"]
    games = [{"winners": ["easy", "random"], "share": 0.5, "think": {}, "refused": 0},
             {"winners": ["easy"], "share": 1.0, "think": {}, "refused": 0}]
    result = summary(["easy", "random", "random"], games)
    assert result["wins"] == {"easy": 1.5, "random": 0.5}
    assert result["win_rate"] == {"easy": 0.75, "random": 0.125}
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_the_planner_takes_the_worgen_form_before_conquering():
    state = start_game([("a", "A"), ("b", "B"), ("c", "C")], seed=4).state.clone()
    state.column[0] = Combo("worgen", "fishing", 0)
    state, _ = apply(state, Pick("a", 0))
    keys = [a.key for a in Planner().plan(state).actions]
    assert keys[0] == "form" and keys.count("conquer") >= 2 and keys[-1] == "end"


def test_a_game_with_hard_replays_exactly(monkeypatch):
    """Arena games reproduce: Hard's search is budgeted in simulated actions, so the same
    seed gives the same game however busy the machine is (a smaller budget, for speed)."""
    import smallwow_qt.bots.arena as arena
    from smallwow_qt.bots import make_bot as real_make
    from smallwow_qt.bots.hard import HardBot

    def make(level, seed):
        return HardBot(seed, work_budget=1500, turn_work=4000) if level == "hard" else \
            real_make(level, seed)
    monkeypatch.setattr(arena, "make_bot", make)
    first = arena.play_game(["hard", "easy", "easy"], 12)
    again = arena.play_game(["hard", "easy", "easy"], 12)
    assert first["coins"] == again["coins"] and first["winners"] == again["winners"]
    assert first["braked"] == again["braked"] == 0


def test_usage_counts_what_was_legal_and_what_was_taken(capsys):
    from smallwow_qt.bots.usage import abilities_of, summarise
    from smallwow_qt.engine import Conquer, Form, PlaceBombs, Redeploy

    assert abilities_of(Conquer("p0", "a1", True, ("frostmourne",))) == ("die", "use:frostmourne")
    assert abilities_of(PlaceBombs("p0", ("a1", "a2"))) == ("bombs",)
    assert abilities_of(Form("p0", "worgen")) == ("form:worgen",)
    assert abilities_of(Redeploy("p0", ())) == ()
    rows = [("hard", "bombs", 5, 2), ("hard", "bombs", 0, 0), ("hard", "bombs", 3, 0)]
    assert summarise(rows)["hard"]["bombs"] == {"held": 2, "legal": 8, "used": 2, "per_game": 1.0}

    assert main(["--seats", "normal,easy", "--games", "2", "--seed", "5", "--usage"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    result = json.loads(lines[-1])
    usage = result["usage"]
    assert set(usage) == {"normal", "easy"}
    for level in usage.values():
        for cell in level.values():
            assert cell["used"] <= cell["legal"] and cell["held"] <= 2
    assert usage["easy"]["die"]["legal"] > 0          # every race may roll the die
    assert any("ability" in line and "per game" in line for line in lines)   # the table


def test_a_stopped_run_prints_the_figures_of_the_games_played(capsys, monkeypatch):
    """A long run stopped (Ctrl+C or SIGTERM) still prints its summary, over the games
    that finished."""
    from smallwow_qt.bots import arena

    real = arena._play
    played = []

    def stop_at_the_third(task):
        if len(played) == 2:
            raise KeyboardInterrupt
        played.append(task)
        return real(task)
    monkeypatch.setattr(arena, "_play", stop_at_the_third)
    assert main(["--seats", "easy,random", "--games", "5", "--seed", "3"]) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out.strip().splitlines()[-1])
    assert result["games"] == 2 and "stopped after 2 of 5 games" in captured.err
