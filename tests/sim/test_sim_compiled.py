"""The simulator's compiled whole-round loops (``sim._marsmatch``, ``sim._shengji``): rounds
and deals of compiled bots (random, greedy, mixed, rotated, duplicated) are exactly the ones
the Python bots play one decision at a time; the calls release the GIL and give the same
results on every call and thread."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from gil import progress_during

from marsmatch.games.marsmatch import Rules as MMRules
from marsmatch.games.marsmatch.table import table_rules
from marsmatch.games.shengji import Rules as SJRules
from marsmatch.sim import _marsmatch, _shengji
from marsmatch.sim import marsmatch as lab_mm
from marsmatch.sim import shengji as lab_sj
from marsmatch.sim.config import SimConfig, compiled_lineups


@pytest.mark.parametrize("cfg", [
    SimConfig(players=4, rounds=120, bots=("greedy",), seed="g4"),
    SimConfig(players=3, rounds=90, bots=("greedy", "random"), seed="gr", rotate=True,
              duplicate=True),
    SimConfig(players=5, rounds=60, bots=("greedy:spare_bombs=2", "greedy"), seed="g5",
              rotate=True, rules=("trick_goal=table", "opening_leader=drawn")),
    SimConfig(players=2, rounds=60, bots=("greedy:danger_cards=2",), seed="g2",
              rules=("streak_to_win=0",)),
])
def test_compiled_greedy_rounds_are_the_python_bots_rounds(cfg):
    assert compiled_lineups(cfg, [0]) is not None
    compiled = lab_mm.play_rounds(cfg, list(range(cfg.rounds)))
    assert compiled == [lab_mm.play_round(cfg, i) for i in range(cfg.rounds)]


@pytest.mark.parametrize("cfg", [
    SimConfig(game="shengji", rounds=40, bots=("greedy",), seed="g2"),
    SimConfig(game="shengji", rounds=30, bots=("greedy", "random"), seed="gr", rotate=True,
              duplicate=True, decks=3),
    SimConfig(game="shengji", rounds=30, bots=("greedy:declare_share=0.2", "greedy"), seed="g1",
              rotate=True, decks=1, rules=("trick_draw_policy=longer_tuples_protected",)),
])
def test_compiled_greedy_deals_are_the_python_bots_deals(cfg):
    compiled = lab_sj.play_rounds(cfg, list(range(cfg.rounds)))
    assert compiled == [lab_sj.play_round(cfg, i) for i in range(cfg.rounds)]
    assert any(not r["redeal"] for r in compiled)


def test_a_bot_without_a_compiled_form_plays_in_python():
    cfg = SimConfig(players=3, rounds=2, bots=("greedy", "search:iterations=5:time=0"))
    assert compiled_lineups(cfg, [0, 1]) is None


def _mm_batch(indices: range):
    table = table_rules(MMRules(streak_to_win=0), 3)
    return _marsmatch.play_rounds("same", 3, table, indices, indices,
                                  [("random", 0, 0), ("greedy", 4, 6)],
                                  [[i % 2, 1, 0] for i in indices])


def _sj_batch(indices: range):
    return _shengji.play_deals("same", SJRules(decks=1), indices, indices,
                               [("random", 0.0), ("greedy", 0.34)],
                               [[1, i % 2, 1, 0] for i in indices])


@pytest.mark.parametrize("batch", [_mm_batch, _sj_batch])
def test_batches_are_the_same_on_every_call_and_thread(batch):
    whole = batch(range(400))
    parts = []
    threads = [threading.Thread(target=lambda r=r: parts.append((r.start, batch(r))))
               for r in (range(200), range(200, 400))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    parts.sort(key=lambda p: p[0])
    for key in whole:
        assert np.array_equal(whole[key], np.concatenate([p[1][key] for p in parts]))


def test_compiled_rounds_release_the_gil():
    table = table_rules(MMRules(), 4)
    assert progress_during(lambda: _marsmatch.play_rounds(
        "gil", 4, table, range(6000), range(6000), [("greedy", 4, 6)], [[0] * 4] * 6000)) \
        > 200_000
    assert progress_during(lambda: _shengji.play_deals(
        "gil", SJRules(), range(1500), range(1500), [("greedy", 0.34)], [[0] * 4] * 1500)) \
        > 200_000


def test_bad_tables_are_refused():
    table = table_rules(MMRules(), 4)
    with pytest.raises(ValueError, match="not a compiled bot"):
        _marsmatch.play_rounds("x", 4, table, [0], [0], [("search", 0, 0)], [[0] * 4])
    with pytest.raises(ValueError, match="not in the table"):
        _marsmatch.play_rounds("x", 4, table, [0], [0], [("greedy", 4, 6)], [[0, 0, 0, 1]])
    with pytest.raises(ValueError, match="not in the table"):
        _shengji.play_deals("x", SJRules(), [0], [0], [("greedy", 0.3)], [[0, 0, 0, 2]])
