"""The learned agents' training scripts at a tiny size (``scripts/train_*.py``, ``rl.dmc``):
they save their state and the bot's weights, a second run resumes where the first stopped,
the same seed makes the same network, actors run on a Dask cluster with a flag, and the
weights they write play legal games."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from marsmatch.bots import make_bot
from marsmatch.bots.qnet import QNet
from marsmatch.games import shengji as sj
from marsmatch.shuffle import draw_seat

ROOT = Path(__file__).resolve().parents[2]
TINY = ["--batch", "64", "--hidden", "16", "8", "--quiet", "--save-every", "1000"]


def train(script: str, state: Path, out: Path, *extra: str) -> dict:
    cmd = [sys.executable, str(ROOT / "scripts" / script), "--state", str(state),
           "--out", str(out), *TINY, *extra]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    with np.load(state) as d:
        return json.loads(str(d["counters"]))


def weights(path: Path) -> dict[str, np.ndarray]:
    return QNet.load(path).p


SHENGJI = ["--max-games", "12", "--games-per-actor", "6", "--envs", "6", "--decks", "1"]


def test_shengji_training_saves_resumes_and_is_seeded(tmp_path):
    first = train("train_shengji.py", tmp_path / "a.npz", tmp_path / "a1.npz", *SHENGJI)
    assert first["games"] == 12 and first["runs"] == 1 and first["updates"] >= 1
    again = train("train_shengji.py", tmp_path / "a.npz", tmp_path / "a2.npz", *SHENGJI)
    assert again["games"] == 24 and again["runs"] == 2 and again["updates"] > first["updates"]
    assert any(not np.array_equal(weights(tmp_path / "a1.npz")[k], weights(tmp_path / "a2.npz")[k])
               for k in ("w1s", "w2"))
    # a fresh run with the same seed makes the same network as the first run
    twin = train("train_shengji.py", tmp_path / "b.npz", tmp_path / "b1.npz", *SHENGJI)
    assert {k: v for k, v in twin.items() if k != "seconds"} == \
        {k: v for k, v in first.items() if k != "seconds"}
    for k, v in weights(tmp_path / "a1.npz").items():
        assert np.array_equal(v, weights(tmp_path / "b1.npz")[k])
    other = train("train_shengji.py", tmp_path / "c.npz", tmp_path / "c1.npz", *SHENGJI,
                  "--seed", "7")
    assert not np.array_equal(weights(tmp_path / "c1.npz")["w2"], weights(tmp_path / "a1.npz")["w2"])
    assert other["games"] == 12


def test_trained_weights_play_legal_deals(tmp_path):
    train("train_shengji.py", tmp_path / "s.npz", tmp_path / "w.npz", *SHENGJI)
    rules = sj.Rules.from_assignments(["decks=1"])
    state = sj.new_round(rules, ["a", "b", "c", "d"], seed="learned", banker=draw_seat("learned", 4))
    bots = [make_bot("learned", "shengji", seed=s, weights=str(tmp_path / "w.npz"))
            for s in range(4)]
    assert all(b.net is not None and b.net.p["w2"].shape == (16, 8) for b in bots)
    while not state.finished:
        seat = state.to_act[0]
        state.apply_action(seat, bots[seat].act(state, seat))
    assert state.outcome is not None


def test_marsmatch_training_resumes(tmp_path):
    tiny = ["--max-games", "6", "--games-per-actor", "6", "--envs", "4"]
    first = train("train_marsmatch.py", tmp_path / "m.npz", tmp_path / "m1.npz", *tiny)
    again = train("train_marsmatch.py", tmp_path / "m.npz", tmp_path / "m2.npz", *tiny)
    assert 6 <= first["games"] < again["games"] and again["runs"] == 2
    assert weights(tmp_path / "m2.npz")["w2"].shape == (16, 8)


@pytest.mark.parametrize("script,extra", [("train_shengji.py", SHENGJI)])
def test_actors_run_on_a_dask_cluster(tmp_path, script, extra):
    counters = train(script, tmp_path / "d.npz", tmp_path / "d1.npz", *extra, "--actors", "2")
    assert counters["games"] >= 12 and counters["updates"] >= 1


def test_a_state_of_other_features_is_refused(tmp_path):
    train("train_marsmatch.py", tmp_path / "m.npz", tmp_path / "m1.npz", "--max-games", "4",
          "--games-per-actor", "4", "--envs", "4")
    cmd = [sys.executable, str(ROOT / "scripts" / "train_shengji.py"), "--state",
           str(tmp_path / "m.npz"), *TINY, *SHENGJI]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode != 0 and "error:" in done.stderr and "Traceback" not in done.stderr


def test_the_search_can_teach_every_candidates_value(tmp_path):
    plain = train("train_shengji.py", tmp_path / "p.npz", tmp_path / "p1.npz", *SHENGJI)
    taught = train("train_shengji.py", tmp_path / "t.npz", tmp_path / "t1.npz", *SHENGJI,
                   "--teacher-share", "0.2", "--teacher-iterations", "4")
    assert taught["games"] == plain["games"] and taught["decisions"] > plain["decisions"]


def test_an_interrupted_run_saves_its_state_and_resumes(tmp_path):
    """Ctrl-C (SIGINT) stops a run after the chunk in hand with its state saved, exit 130
    and a line saying where; the same command resumes from it."""
    import signal
    import time

    state, out = tmp_path / "s.npz", tmp_path / "w.npz"
    cmd = [sys.executable, str(ROOT / "scripts" / "train_shengji.py"), "--state", str(state),
           "--out", str(out), *TINY, "--minutes", "5", "--games-per-actor", "2", "--envs", "2",
           "--decks", "1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert json.loads(proc.stdout.readline()) == {"start": 0, "runs": 1}
        time.sleep(3.0)
        assert not state.exists()  # nothing saved yet (--save-every 1000)
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, stderr
    assert stderr.strip().splitlines()[-1] == (
        f"interrupted: the training state is saved in {state}; "
        "run the same command again to resume")
    counters = json.loads(stdout.strip().splitlines()[-1])
    assert counters["interrupted"] is True and counters["games"] >= 2
    with np.load(state) as d:
        saved = json.loads(str(d["counters"]))
    assert saved["games"] == counters["games"] and "interrupted" not in saved
    assert out.exists()
    again = train("train_shengji.py", state, out, "--max-games", "4", "--games-per-actor", "2",
                  "--envs", "2", "--decks", "1")
    assert again["runs"] == 2 and again["games"] == saved["games"] + 4
    assert again["chunks"] == saved["chunks"] + 2


def test_expert_iteration_learns_the_searchs_values_from_the_shipped_network(tmp_path):
    """``--exit``: starts from the shipped weights and learns only the search's values of
    every candidate in the network's own deals (no outcomes), so the weights move."""
    from marsmatch.bots.shengji_learned import WEIGHTS

    counters = train("train_shengji.py", tmp_path / "x.npz", tmp_path / "x1.npz", "--exit",
                     "--teacher-iterations", "4", "--max-games", "2", "--games-per-actor", "2",
                     "--envs", "2", "--decks", "2", "--batch", "32")
    assert counters["games"] == 2 and counters["decisions"] > 50 and counters["updates"] >= 1
    shipped, learned = weights(WEIGHTS), weights(tmp_path / "x1.npz")
    assert shipped["w1s"].shape == learned["w1s"].shape
    assert not np.array_equal(shipped["w2"], learned["w2"])
