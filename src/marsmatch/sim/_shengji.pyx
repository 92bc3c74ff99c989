# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Whole Shengji deals played by compiled bots, many per call and without the GIL
(``csrc/sj_deals.c``): the simulator's, the rules lab's and the arena's fast path when
every seat is a compiled bot (``random`` or ``greedy``). The deals are the ones the Python
bots play, seed for seed (tested).

It links the game's rule sources and the bots' C.
"""

from libc.stdint cimport int32_t, int64_t, uint8_t
from libc.string cimport memcpy

from marsmatch.games.shengji._core cimport rules_of
from marsmatch.games.shengji.csrc.sj cimport sj_rules, sj_score
from marsmatch.sim.csrc.sj_deals cimport *

import numpy as np

from marsmatch.games.shengji._core import SCORE_DTYPE

#: The compiled bots by name; a bot is ``(name, declare_share)``.
BOT_KINDS = {"random": SJ_SIM_RANDOM, "greedy": SJ_SIM_GREEDY}
FIELDS = ("banker", "actions", "tricks", "finished", "scored", "trump")


def play_deals(str master, rules, indices, deals, bots, lineups, int max_actions=5000):
    """Deals of a simulation (``sim.config``'s seeds): round ``indices[i]`` seeds the random
    bots and plays deal ``deals[i]`` with bot ``bots[lineups[i][s]]`` in seat ``s``.

    Returns numpy arrays by name: ``banker``, ``actions``, ``tricks``, ``finished``,
    ``scored`` and ``trump`` (the suit's number, 4 no trump suit, -1 not fixed), one per
    deal, and ``score`` (one ``SCORE_DTYPE`` record per deal, the game's: its numbers by
    name, zero when it was not scored). The work runs without the GIL, so threads calling
    this on parts of a range scale."""
    cdef bytes key = master.encode("utf-8")
    cdef const sj_rules* r = rules_of(rules)
    cdef const int64_t[::1] idx = np.ascontiguousarray(indices, dtype=np.int64)
    cdef const int64_t[::1] dl = np.ascontiguousarray(deals, dtype=np.int64)
    cdef Py_ssize_t k = idx.shape[0], i, s
    cdef sj_deal_result res
    cdef sj_sim_bot table[16]
    cdef sj_sim_bot seats[4]
    cdef int failed = 0
    if dl.shape[0] != k:
        raise ValueError("one deal per round index")
    if not 1 <= len(bots) <= 16:
        raise ValueError("1 to 16 compiled bots")
    for j, (name, share) in enumerate(bots):
        if name not in BOT_KINDS:
            raise ValueError(f"{name!r} is not a compiled bot")
        table[j].kind = BOT_KINDS[name]
        table[j].greedy.declare_share = share
    lineup_array = np.asarray(lineups, dtype=np.int32).reshape(k, 4) if k else \
        np.zeros((0, 4), dtype=np.int32)
    if k and (lineup_array.min() < 0 or lineup_array.max() >= len(bots)):
        raise ValueError("a lineup names a bot that is not in the table")
    cdef const int32_t[:, ::1] lu = np.ascontiguousarray(lineup_array)
    fields = np.zeros((k, 6), dtype=np.int32)
    score = np.zeros(k, dtype=SCORE_DTYPE)
    cdef int32_t[:, ::1] f = fields
    cdef uint8_t[::1] raw = score.view(np.uint8)  # the records' bytes, sj_score for sj_score
    cdef const uint8_t* m = key
    cdef int mlen = len(key)
    if k:
        with nogil:
            for i in range(k):
                for s in range(4):
                    seats[s] = table[lu[i, s]]
                if sj_sim_deal(m, mlen, idx[i], dl[i], r, seats, max_actions, &res) != 0:
                    failed = 1
                    break
                f[i, 0], f[i, 1], f[i, 2] = res.banker, res.actions, res.tricks
                f[i, 3], f[i, 4], f[i, 5] = res.finished, res.scored, res.trump
                memcpy(&raw[i * sizeof(sj_score)], &res.score, sizeof(sj_score))
    if failed:
        raise MemoryError()
    out = {name: fields[:, j] for j, name in enumerate(FIELDS)}
    out["score"] = score
    return out
