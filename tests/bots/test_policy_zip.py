"""The ``policy`` bot plays a Stable-Baselines3 ``.zip`` (``model.save``) with numpy alone:
its logits are torch's to float precision (the fixture holds torch's own, made by
``tests/fixtures/policy/make_fixture.py``), the table size comes from the network's shapes,
the activation from the saved arguments, and a file that is not an sb3 save is one clear
error. torch is not needed here (``make test`` has none)."""

from __future__ import annotations

import io
import json
import pickle
import zipfile
from pathlib import Path

import numpy as np
import pytest

from marsmatch.bots import BotError, make_bot
from marsmatch.bots.marsmatch_learned import obs_layout
from marsmatch.features.marsmatch import encode_observation
from marsmatch.games import marsmatch as mm
from marsmatch.games.protocol import PASS

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "policy"
ZIP = FIXTURE / "maskable_ppo_n4.zip"


def test_the_zip_plays_with_torchs_logits():
    bot = make_bot("policy", "marsmatch", weights=str(ZIP))
    policy = bot.policy
    assert policy.players == 4 and not policy.tanh  # the fixture's ReLU
    for row in json.loads((FIXTURE / "maskable_ppo_n4.json").read_text(encoding="utf-8")):
        state = mm.new_round(mm.Rules(), 4, seed=row["seed"])
        obs = np.zeros(policy.layers[0][0].shape[0], dtype=np.float32)
        encode_observation(state, state.turn, obs, obs_layout(4))
        np.testing.assert_allclose(policy.logits(obs), row["logits"], atol=1e-5)
        choice = bot.act(state, state.turn)
        assert choice is PASS or choice in state.legal_actions(state.turn)


def test_the_zip_plays_whole_rounds():
    bots = [make_bot("policy", "marsmatch", weights=str(ZIP))] + \
        [make_bot("greedy", "marsmatch", seed=s) for s in range(3)]
    state = mm.new_round(mm.Rules(), 4, seed="zip-round")
    while not state.finished:
        seat = state.turn
        state.apply_action(seat, bots[seat].act(state, seat))
    assert state.finished


def test_a_file_that_is_no_sb3_save_is_one_clear_error(tmp_path):
    bad = tmp_path / "x.zip"
    bad.write_bytes(b"not a zip")
    with pytest.raises(BotError, match="is not a readable Stable-Baselines3 save"):
        make_bot("policy", "marsmatch", weights=str(bad))
    empty = tmp_path / "empty.zip"
    with zipfile.ZipFile(empty, "w") as z:
        z.writestr("data", "{}")
    with pytest.raises(BotError, match="has no policy.pth"):
        make_bot("policy", "marsmatch", weights=str(empty))
    with pytest.raises(BotError, match="cannot read policy"):
        make_bot("policy", "marsmatch", weights=str(tmp_path / "missing.zip"))
    npz = tmp_path / "other.npz"
    np.savez(npz, w1s=np.zeros(3))
    with pytest.raises(BotError, match="is not an exported policy"):
        make_bot("policy", "marsmatch", weights=str(npz))


def test_the_reader_refuses_code_in_the_pickle(tmp_path):
    """A policy.pth whose pickle names anything but a state dict's parts is refused, so a
    downloaded file cannot run code."""

    class Evil:
        def __reduce__(self):
            import os

            return (os.system, ("echo owned",))

    inner = io.BytesIO()
    with zipfile.ZipFile(inner, "w") as z:
        z.writestr("archive/data.pkl", pickle.dumps({"a": Evil()}))
    path = tmp_path / "evil.zip"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("data", "{}")
        z.writestr("policy.pth", inner.getvalue())
    with pytest.raises(BotError, match="is not part of a state dict"):
        make_bot("policy", "marsmatch", weights=str(path))
