"""The optional tier (``make test-rl``): sb3-contrib's MaskablePPO learns on the environments
as the docs show, and its exported policy plays as the ``policy`` bot exactly as the model
chooses."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

from marsmatch.bots import make_bot
from marsmatch.games.protocol import PASS

ROOT = Path(__file__).resolve().parents[1]


def _example():
    spec = importlib.util.spec_from_file_location("maskable_ppo", ROOT / "examples" / "maskable_ppo.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_maskable_ppo_trains_and_is_evaluated(tmp_path):
    ppo = _example()
    out = tmp_path / "r.json"
    results = ppo.main(["--players", "3", "--steps", "2048", "--eval-games", "20",
                        "--eval", "random,greedy", "--out", str(out)])
    assert set(results["vs"]) == {"random", "greedy"}
    assert all(r["games"] == 20 and 0 <= r["won"] <= 20 for r in results["vs"].values())
    assert out.exists()
    shengji = ppo.main(["--game", "shengji", "--decks", "1", "--steps", "1024", "--eval",
                        "random", "--eval-games", "4"])
    assert shengji["vs"]["random"]["games"] == 4


@pytest.mark.parametrize("form", ["npz", "zip"])
def test_the_exported_policy_plays_as_the_model_chooses(tmp_path, form):
    """The exported ``.npz`` and the model's own ``model.save`` zip (read without torch)
    play exactly as the model predicts."""
    ppo = _example()
    args = ppo.arguments(["--players", "4", "--steps", "1024"])
    model = ppo.train(args)
    path = tmp_path / f"policy.{form}"
    if form == "npz":
        ppo.export(model, path, 4)
    else:
        model.save(path)
    bot = make_bot("policy", "marsmatch", weights=str(path))
    env = ppo.make_env(args, "random")
    vocabulary = ppo.vocabulary(4)
    checked = 0
    for seed in range(5):
        obs, _ = env.reset(seed=seed)
        while True:
            state = env.unwrapped.aec.engine_state
            seat = env.unwrapped.seat
            action, _ = model.predict(obs, action_masks=env.action_masks(), deterministic=True)
            choice = bot.choose(state, seat)
            assert int(action) == (0 if choice is PASS else 1 + vocabulary.index(choice.reading))
            checked += 1
            obs, _r, terminated, truncated, _info = env.step(int(action))
            if terminated or truncated:
                break
    assert checked > 20
    assert np.isfinite(bot.policy.logits(obs)).all()
