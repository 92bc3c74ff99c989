"""The bots' ladder: the Bradley-Terry fit finds known strengths, its intervals cover them,
``arena --ladder`` prints ratings, and scripts/ladder.py rewrites the docs' table."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
from typer.testing import CliRunner

from marsmatch.cli import app
from marsmatch.sim.ladder import START, Pair, fit, ratings, win_matrix

ROOT = Path(__file__).resolve().parents[2]


def _pairs(strengths: dict[str, float], games: int, seed: int) -> list[Pair]:
    rng = np.random.default_rng(seed)
    names = list(strengths)
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            p = 1 / (1 + 10 ** ((strengths[b] - strengths[a]) / 400))
            k = int(rng.binomial(games, p))
            out.append(Pair(a, b, k, games - k))
    return out


def test_the_fit_finds_known_strengths_and_its_intervals_cover_them():
    truth = {"a": 200.0, "b": 50.0, "c": -100.0, "d": -150.0}
    table = ratings(list(truth), _pairs(truth, 4000, seed=1), samples=300)
    assert [r["bot"] for r in table] == ["a", "b", "c", "d"]
    mean = sum(truth.values()) / len(truth)
    for r in table:
        lo, hi = r["ci95"]
        assert lo <= 1500 + truth[r["bot"]] - mean <= hi
        assert r["games"] == 3 * 4000


def test_the_fit_is_the_likelihoods_maximum():
    names = ["x", "y", "z"]
    wins = win_matrix(names, [Pair("x", "y", 30, 10), Pair("y", "z", 12, 8), Pair("x", "z", 5, 1)])
    logs = fit(names, wins)

    def loglik(r: np.ndarray) -> float:
        return sum(wins[i, j] * -math.log1p(math.exp(r[j] - r[i]))
                   for i in range(3) for j in range(3) if i != j)

    best = loglik(logs)
    for k in range(3):
        for step in (-0.01, 0.01):
            moved = logs.copy()
            moved[k] += step
            assert loglik(moved) < best
    assert abs(logs.sum()) < 1e-9


def test_a_sweep_keeps_a_finite_gap():
    table = ratings(["a", "b"], [Pair("a", "b", 20, 0)], samples=50)
    assert math.isfinite(table[0]["elo"]) and table[0]["elo"] > table[1]["elo"]


def test_arena_ladder_prints_ratings():
    result = CliRunner().invoke(app, ["arena", "--game", "shengji", "--bots", "random,greedy,easy",
                                      "--rounds", "4", "--workers", "1", "--ladder", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout.strip().splitlines()[-1])
    assert data["game"] == "shengji" and len(data["pairs"]) == 3
    assert {r["bot"] for r in data["ladder"]} == {"random", "greedy", "easy"}
    assert all(r["ci95"][0] <= r["elo"] <= r["ci95"][1] for r in data["ladder"])


def test_one_command_rewrites_the_docs_table(tmp_path):
    doc = tmp_path / "bots.md"
    doc.write_text(f"# Bots\n\nbefore\n\n{START}\nold table\n<!-- ladder:end -->\n\nafter\n",
                   encoding="utf-8")
    cmd = [sys.executable, str(ROOT / "scripts" / "ladder.py"), "--game", "shengji", "--bots",
           "random,greedy", "--rounds", "4", "--workers", "1", "--write", str(doc), "--json"]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    text = doc.read_text(encoding="utf-8")
    assert "old table" not in text and "before" in text and "after" in text
    assert "| 1 | `greedy` |" in text and "scripts/ladder.py --game shengji" in text


def test_saved_arena_rows_make_the_ladder_and_the_same_pair_adds_up(tmp_path):
    saved = tmp_path / "rows"
    saved.mkdir()
    for seed in ("one", "two"):  # the same pair on two seeds: one record in the ladder
        result = CliRunner().invoke(app, ["arena", "--game", "shengji", "--bots", "greedy,random",
                                          "--rounds", "4", "--workers", "1", "--seed", seed,
                                          "--json"])
        assert result.exit_code == 0, result.output
        (saved / f"{seed}.json").write_text(result.stdout, encoding="utf-8")
    rows = [r for f in sorted(saved.glob("*.json")) for r in json.loads(f.read_text())]
    won = sum(r["decisive"]["count"] for r in rows)
    n = sum(r["decisive"]["n"] for r in rows)
    doc = tmp_path / "bots.md"
    doc.write_text(f"{START}\n<!-- ladder:end -->\n", encoding="utf-8")
    cmd = [sys.executable, str(ROOT / "scripts" / "ladder.py"), "--rows", str(saved),
           "--write", str(doc), "--json"]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    (result,) = json.loads(done.stdout)
    assert {r["bot"] for r in result["ladder"]} == {"greedy", "random"}
    assert all(r["games"] == n for r in result["ladder"])
    text = doc.read_text(encoding="utf-8")
    assert f"| `greedy` | `random` | {won / n:.3f} |" in text and f"| {n} |" in text
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "ladder.py"), "--rows", str(bad)],
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 2 and done.stderr.strip().startswith("error:")


def test_arena_rows_are_played_with_their_seed_and_the_command_reproduces_them(tmp_path,
                                                                              monkeypatch):
    """scripts/arena_rows.py: a row played is saved with its seed and its `marsmatch arena`
    command, the docs' table shows them, and that command gives the same figures."""
    import importlib.util
    import shlex

    spec = importlib.util.spec_from_file_location("arena_rows", ROOT / "scripts" / "arena_rows.py")
    rows = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "arena_rows", rows)  # its dataclass looks itself up
    spec.loader.exec_module(rows)
    monkeypatch.setattr(rows, "SAVED", tmp_path / "rows")
    monkeypatch.setattr(rows, "ROWS", (rows.Row("t", "shengji", "random", "greedy", 6, 1,
                                                seed="t-seed"),))
    doc = tmp_path / "bots.md"
    doc.write_text(f"x\n{rows.START}\nold\n{rows.END}\ny\n", encoding="utf-8")
    logs = tmp_path / "logs"
    rows.main(["--write", str(doc), "--quiet", "--logs", str(logs)])
    saved = json.loads((tmp_path / "rows" / "t.json").read_text(encoding="utf-8"))[0]
    # its rounds were logged as played: a row stopped part-way goes on from them
    lines = (logs / "t.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    assert sum('"pair"' in line for line in lines) == 6
    (logs / "t.jsonl").write_text("".join(lines[:5]), encoding="utf-8")  # 3 rounds kept
    rows.main(["--quiet", "--logs", str(logs)])
    again_saved = json.loads((tmp_path / "rows" / "t.json").read_text(encoding="utf-8"))[0]
    assert again_saved == saved
    assert saved["seed"] == "t-seed" and saved["command"].startswith("marsmatch arena ")
    text = doc.read_text(encoding="utf-8")
    assert "old" not in text and "| `t-seed` |" in text and saved["command"] in text
    again = CliRunner().invoke(app, shlex.split(saved["command"])[1:])
    assert again.exit_code == 0, again.output
    assert json.loads(again.output)[0]["decisive"] == saved["decisive"]
