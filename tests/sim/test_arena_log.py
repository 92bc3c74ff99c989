"""``marsmatch arena --out FILE --resume``: every round is logged as it finishes, and a run
cut anywhere (a second command, Ctrl-C, a kill in the middle of a line) and resumed gives
the figures of one straight run."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from marsmatch.cli import app
from marsmatch.sim import cli as sim_cli

runner = CliRunner()
ARENA = ["arena", "--bots", "greedy,random,easy", "--players", "4", "--seed", "cut",
         "--workers", "1", "--json"]


def arena(*more: str) -> Any:
    return runner.invoke(app, [*ARENA, *more])


def figures(res: Any) -> Any:
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout.strip().splitlines()[-1])


def test_a_run_cut_in_two_and_resumed_equals_one_run(tmp_path: Path) -> None:
    log = tmp_path / "rounds.jsonl"
    straight = figures(arena("--rounds", "24"))
    first = figures(arena("--rounds", "10", "--out", str(log)))
    assert first == figures(arena("--rounds", "10"))
    with log.open("a") as f:  # a kill in the middle of writing a round
        f.write('{"pair": 2, "result": {"i": 10, "ban')
    assert figures(arena("--rounds", "24", "--out", str(log), "--resume")) == straight
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert lines[0]["seed"] == "cut" and lines[0]["bots"] == ["greedy", "random", "easy"]
    commands = [line["command"] for line in lines if "command" in line]
    assert commands[0].startswith("marsmatch arena --game marsmatch --players 4 ")
    assert [line["rounds"] for line in lines if "command" in line] == [10, 24]
    for pair in range(3):  # every round once, in order: the cut one played again
        assert [x["result"]["i"] for x in lines if x.get("pair") == pair] == list(range(24))
    # resumed with fewer rounds: the first rounds only, as a straight run of that many
    assert figures(arena("--rounds", "10", "--out", str(log), "--resume")) == first


def test_ctrl_c_keeps_every_round_played(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                          ) -> None:
    log = tmp_path / "rounds.jsonl"
    played = sim_cli.run_with_progress

    def interrupted(*args: Any, **kwargs: Any) -> Iterator[dict[str, Any]]:
        for k, r in enumerate(played(*args, **kwargs)):
            if k == 7:
                raise KeyboardInterrupt
            yield r

    monkeypatch.setattr(sim_cli, "run_with_progress", interrupted)
    res = runner.invoke(app, [*ARENA[:-1], "--rounds", "20", "--out", str(log)])
    assert res.exit_code == 130
    assert "7 rounds of greedy vs random are saved in" in " ".join(res.stderr.split())
    monkeypatch.setattr(sim_cli, "run_with_progress", played)
    assert figures(arena("--rounds", "20", "--out", str(log), "--resume")) == figures(
        arena("--rounds", "20"))


def test_a_log_is_never_overwritten_nor_mixed_with_another_run(tmp_path: Path) -> None:
    log = tmp_path / "rounds.jsonl"
    figures(arena("--rounds", "4", "--out", str(log)))
    kept = log.read_text()
    for more, said in [(("--out", str(log)), "already holds rounds: add --resume"),
                       (("--out", str(log), "--resume", "--seed", "other"),
                        "logs another run (seed was cut, now other)"),
                       (("--resume",), "--resume needs --out FILE"),
                       (("--out", str(tmp_path / "none.jsonl"), "--resume"),
                        "there is no arena log at")]:
        res = arena("--rounds", "4", *more)
        assert res.exit_code == 2 and said in " ".join(res.stderr.split()), res.output
        assert "Traceback" not in res.output
    assert log.read_text() == kept
    (tmp_path / "other.jsonl").write_text('{"game": "marsmatch"}\n')
    res = arena("--rounds", "4", "--out", str(tmp_path / "other.jsonl"), "--resume")
    assert res.exit_code == 2 and "is not an arena rounds log" in res.stderr
