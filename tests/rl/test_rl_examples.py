"""The training example and the benchmark script run (tiny sizes)."""

from __future__ import annotations

import argparse
import doctest
import importlib.util
import subprocess
import sys
import warnings
from pathlib import Path

import marsmatch.rl.single_agent
from marsmatch.rl import marsmatch_v0

ROOT = Path(__file__).resolve().parents[2]


def _load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_training_example_runs_and_learns_something():
    train = _load(ROOT / "examples" / "train_marsmatch.py")
    args = argparse.Namespace(players=2, opponent="random", episodes=300, lr=0.05,
                              eval_games=60, curve_every=0, curve_games=0, vs_greedy=0,
                              seed=1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = train.train(args)
    assert out["trained_policy"]["games"] == 60
    assert out["trained_policy"]["win_rate"] > out["uniform_policy"]["win_rate"]
    lo, hi = train.wilson(50, 100)
    assert lo < 0.5 < hi


def test_bench_rl_runs():
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_rl.py"),
                           "--seconds", "0.05"], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "shengji_v0 decks=3" in done.stdout and "steps/s" in done.stdout


def test_docstring_examples():
    result = doctest.testmod(marsmatch.rl.single_agent)
    assert result.failed == 0


def test_reward_correlation_script_measures_the_rewards():
    """win_loss (the default) measures winning the real match; the raw points do not."""
    reward_correlation = _load(ROOT / "scripts" / "reward_correlation.py")
    corr = reward_correlation.correlations(players=4, rounds=300, seed=1)
    assert set(corr) == set(marsmatch_v0.REWARDS)
    assert corr["win_loss"] > 0.85 and corr["normalised_points"] > 0.85
    assert corr["zero_sum"] < 0.5
