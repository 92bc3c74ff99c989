"""The compiled batch of random deals releases the GIL (another Python thread runs while it
works) and gives the same deals on every call and thread. That they are the Python random
bots' deals is tests/sim/test_sim_stream.py's check."""

from __future__ import annotations

import threading

import numpy as np
from gil import progress_during

from marsmatch.games.shengji import Rules, _core


def test_random_deal_batches_release_the_gil():
    rules = Rules()
    assert progress_during(lambda: _core.random_deals("gil", rules, range(3000), range(3000))) \
        > 200_000


def test_random_deal_batches_are_the_same_on_every_call_and_thread():
    rules = Rules(decks=1)
    whole = _core.random_deals("same", rules, range(200), range(200))
    assert whole["scored"].all() and (whole["actions"] > 0).all()
    parts = []
    threads = [threading.Thread(target=lambda r=r: parts.append(
        (r.start, _core.random_deals("same", rules, r, r)))) for r in (range(100), range(100, 200))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    parts.sort(key=lambda p: p[0])
    for key in whole:
        assert np.array_equal(whole[key], np.concatenate([p[1][key] for p in parts]))
