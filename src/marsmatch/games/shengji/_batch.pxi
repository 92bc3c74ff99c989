# Whole random deals in one call, for the simulator (csrc/batch.h). Included by _core.pyx.

import numpy as np

#: A scored deal's numbers by name (round.h's sj_score, field for field).
SCORE_DTYPE = np.dtype([(name, np.int64) for name in (
    "attackers_points", "trick_points", "kitty_points", "captured", "factor", "base",
    "exponent", "titanic", "bonus", "penalties", "next_banker", "winner")] + [
    (name, np.int64, (2,)) for name in ("before", "after", "advance", "wins")])
if SCORE_DTYPE.itemsize != sizeof(sj_score):
    raise ImportError("SCORE_DTYPE is not round.h's sj_score; rebuild the core")


def random_deals(str master, rules, indices, deals, int max_actions=5000):
    """Deals of a simulation whose seats are all random bots (``sim.config``'s seeds,
    ``bots.shengji.RandomBot``'s choices): the same deals the Python bots play. Round
    ``indices[i]`` seeds the bots and plays deal ``deals[i]``.

    Returns numpy arrays by name: ``banker``, ``actions``, ``tricks``, ``finished``,
    ``scored`` and ``trump`` (the suit's number, 4 no trump suit, -1 not fixed), one per
    deal, and ``score`` (one ``SCORE_DTYPE`` record per deal: its numbers by name, zero
    when it was not scored). The work runs without the GIL, so threads calling this on
    parts of a range scale."""
    cdef bytes key = master.encode("utf-8")
    cdef const sj_rules* r = rules_of(rules)
    cdef const int64_t[::1] idx = np.ascontiguousarray(indices, dtype=np.int64)
    cdef const int64_t[::1] dl = np.ascontiguousarray(deals, dtype=np.int64)
    cdef Py_ssize_t k = idx.shape[0], i
    cdef sj_deal_result res
    cdef int failed = 0
    if dl.shape[0] != k:
        raise ValueError("one deal per round index")
    fields = np.zeros((k, 6), dtype=np.int32)
    score = np.zeros(k, dtype=SCORE_DTYPE)
    cdef int32_t[:, ::1] f = fields
    cdef uint8_t[::1] raw = score.view(np.uint8)  # the records' bytes, sj_score for sj_score
    cdef const uint8_t* m = key
    cdef int mlen = len(key)
    if k:
        with nogil:
            for i in range(k):
                if sj_random_deal(m, mlen, idx[i], dl[i], r, max_actions, &res) != 0:
                    failed = 1
                    break
                f[i, 0], f[i, 1], f[i, 2] = res.banker, res.actions, res.tricks
                f[i, 3], f[i, 4], f[i, 5] = res.finished, res.scored, res.trump
                memcpy(&raw[i * sizeof(sj_score)], &res.score, sizeof(sj_score))
    if failed:
        raise MemoryError()
    out = {name: fields[:, j] for j, name in enumerate(
        ("banker", "actions", "tricks", "finished", "scored", "trump"))}
    out["score"] = score
    return out
