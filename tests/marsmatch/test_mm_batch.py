"""The compiled batch of a learning environment releases the GIL (another Python thread runs
while it works), so threads can scale. (Whole rounds of compiled bots: tests/sim.)"""

from __future__ import annotations

import numpy as np
from gil import progress_during

from marsmatch.features.marsmatch import RoundBatch
from marsmatch.games.marsmatch import Rules
from marsmatch.games.marsmatch.table import table_rules
from marsmatch.rl._mm_actions import vocabulary


def test_round_batch_steps_release_the_gil():
    batch = RoundBatch(4, table_rules(Rules(), 4), 20_000, vocabulary(4))
    for i in range(20_000):
        batch.reset(i, f"gil/{i}")
    out = np.zeros((20_000, 1), dtype=np.float32)
    from marsmatch.features.marsmatch import ObsLayout
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
