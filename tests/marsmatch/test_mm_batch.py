"""The compiled batches: random rounds are the Python random bots' rounds, and the batches
release the GIL (another Python thread runs while they work), so threads can scale."""

from __future__ import annotations

import threading

import numpy as np
from gil import progress_during

from marsmatch.games.marsmatch import Rules
from marsmatch.games.marsmatch.batch import RoundBatch, random_rounds
from marsmatch.games.marsmatch.table import table_rules
from marsmatch.rl._mm_actions import vocabulary


def test_random_round_batches_release_the_gil():
    numbers = table_rules(Rules(), 4)
    assert progress_during(lambda: random_rounds("gil", 4, numbers, range(12_000))) > 200_000


def test_round_batch_steps_release_the_gil():
    batch = RoundBatch(4, table_rules(Rules(), 4), 20_000, vocabulary(4))
    for i in range(20_000):
        batch.reset(i, f"gil/{i}")
    out = np.zeros((20_000, 1), dtype=np.float32)
    from marsmatch.games.marsmatch.tensors import ObsLayout
    from marsmatch.rl._mm_actions import type_index
    from marsmatch.rl.marsmatch_v0 import observation_pieces

    size = sum(p[1] for p in observation_pieces(4))
    starts, at = {}, 0
    for name, n, _doc in observation_pieces(4):
        starts[name] = at
        at += n
    obs = np.zeros((20_000, size), dtype=np.float32)
    mask = np.zeros((20_000, 1 + len(vocabulary(4))), dtype=np.int8)
    layout = ObsLayout(size, starts)
    del out
    assert progress_during(lambda: batch.observe(obs, mask, layout, type_index(4))) > 200_000


def test_batches_are_the_same_on_every_call_and_thread():
    numbers = table_rules(Rules(streak_to_win=0), 3)
    whole = random_rounds("same", 3, numbers, range(600))
    parts = []
    threads = [threading.Thread(target=lambda r=r: parts.append(
        (r.start, random_rounds("same", 3, numbers, r)))) for r in (range(300), range(300, 600))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    parts.sort(key=lambda p: p[0])
    for key in whole:
        assert np.array_equal(whole[key], np.concatenate([p[1][key] for p in parts]))
