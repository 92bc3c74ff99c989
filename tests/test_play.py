"""Terminal play driven through a pipe to the end; the saved record replays."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from marsmatch.games.replay import replay
from marsmatch.records import load_record


def _play(tmp_path: Path, args: list[str], stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "marsmatch.cli", "play", *args],
                          input=stdin, capture_output=True, text=True, timeout=120, check=False,
                          cwd=tmp_path)


def test_marsmatch_play_through_a_pipe(tmp_path: Path) -> None:
    rec = tmp_path / "mm.json"
    res = _play(tmp_path, ["--players", "3", "--seed", "pipe-1", "--record", str(rec)],
                "hello\nBJ BJ BJ BJ BJ\nhelp\nhand\nhint\nbot\nauto\n")
    assert res.returncode == 0, res.stderr
    out = res.stdout
    assert "not legal" in out and "is not a card" in out
    assert "hint: the greedy bot would" in out
    assert "round finished" in out
    report = replay(load_record(rec))
    assert report["ok"] and report["finished"]


def test_marsmatch_human_moves_and_illegal_answer(tmp_path: Path) -> None:
    # seat 0 leads first (banker drawn from the seed is checked by the transcript)
    rec = tmp_path / "mm2.json"
    res = _play(tmp_path, ["--players", "2", "--seed", "pipe-2", "--bots", "random",
                           "--record", str(rec)], "pass\n" * 3 + "quit\n")
    assert res.returncode == 0, res.stderr
    assert "record saved" in res.stdout
    data = json.loads(rec.read_text())
    assert data["game"] == "marsmatch"
    assert replay(load_record(rec))["ok"]


def test_shengji_play_through_a_pipe(tmp_path: Path) -> None:
    rec = tmp_path / "sj.json"
    res = _play(tmp_path, ["--game", "shengji", "--decks", "1", "--seed", "pipe-3",
                           "--record", str(rec)], "SA SA SA\nhint\nauto\n")
    assert res.returncode == 0, res.stderr
    assert "not legal" in res.stdout and "round finished" in res.stdout
    report = replay(load_record(rec))
    assert report["ok"] and report["finished"]


def test_auto_mode_plays_all_seats(tmp_path: Path) -> None:
    rec = tmp_path / "auto.json"
    res = _play(tmp_path, ["--auto", "--players", "4", "--seed", "pipe-4", "--record", str(rec)],
                "")
    assert res.returncode == 0, res.stderr
    assert replay(load_record(rec))["finished"]


def test_end_of_input_saves_the_partial_record(tmp_path: Path) -> None:
    res = _play(tmp_path, ["--players", "2", "--seed", "pipe-5"], "")
    assert res.returncode == 0, res.stderr
    saved = list(tmp_path.glob("marsmatch-*.json"))
    assert saved and "stopped early" in res.stdout
