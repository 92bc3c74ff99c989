"""The blunder set's build (``scripts/review_blunders.py``): a second run extends the set
the first saved, rounds go on where it stopped, no position joins twice, and a set built
with other options is refused rather than mixed."""

from __future__ import annotations

import argparse
import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def script():
    spec = importlib.util.spec_from_file_location("review_blunders",
                                                  ROOT / "scripts" / "review_blunders.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def options(out: Path, positions: int, **over) -> argparse.Namespace:
    # A tiny budget and a low bar find positions at once (the measure is not the point).
    base = {"game": "marsmatch", "positions": positions, "budget": 2, "screen": 2, "clear": 0.05,
            "sample": 1.0, "all_seats": True, "minutes": 1.0, "seed": 7, "out": out,
            "fresh": False}
    return argparse.Namespace(**{**base, **over})


def keys(data: dict) -> list[tuple[str, int, int]]:
    return [(json.dumps(p["record"], sort_keys=True), p["action"], p["seat"])
            for p in data["positions"]]


def test_a_build_extends_the_saved_set_without_repeats(tmp_path, capsys):
    rb = script()
    out = tmp_path / "set.json"
    rb.build(options(out, 1))
    first = json.loads(out.read_text())
    assert len(first["positions"]) == 1 and len(first["commands"]) == 1
    rb.build(options(out, 3))
    second = json.loads(out.read_text())
    assert len(second["positions"]) == 3 and len(second["commands"]) == 2
    assert second["positions"][:1] == first["positions"]
    assert len(set(keys(second))) == 3
    assert second["rounds"] >= first["rounds"]
    with pytest.raises(SystemExit, match="budget"):
        rb.build(options(out, 4, budget=8))
    rb.build(options(out, 1, fresh=True))
    assert len(json.loads(out.read_text())["positions"]) == 1


def test_a_set_that_cannot_be_read_is_one_error_line(tmp_path: Path) -> None:
    """``measure`` on a missing or malformed set: one ``error:`` sentence, no traceback."""
    broken = tmp_path / "broken.json"
    broken.write_text("[1]", encoding="utf-8")
    for path in (tmp_path / "missing.json", broken):
        with pytest.raises(SystemExit) as stop:
            script().measure(argparse.Namespace(set=path, redeals=None))
        assert str(stop.value).startswith(f"error: cannot read the blunder set {path}:")
