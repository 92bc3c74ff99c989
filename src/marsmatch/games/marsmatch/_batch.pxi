# Whole random rounds in C, many per call and without the GIL (csrc/batch.c). Included by
# _core.pyx.

from marsmatch.games.marsmatch.csrc.batch cimport *

import numpy as np


def random_rounds(str master, int players, rule_numbers, indices, bint deal_only=False,
                  int max_actions=5000):
    """Rounds ``indices`` of a simulation whose seats are all random bots (``sim.config``'s
    seeds, ``bots.marsmatch.RandomBot``'s choices): the same rounds the Python bots play.

    Returns numpy arrays by name: ``banker``, ``winner``, ``emptied``, ``nactive``,
    ``actions``, ``tricks``, ``finished`` (one per round) and ``heavenly``, ``category``,
    ``points`` (rounds x seats; the codes of ``HEAVENLY_KINDS`` and ``CATEGORY_NAMES``).
    The work runs without the GIL, so threads calling this on parts of a range scale."""
    cdef bytes key = master.encode("utf-8")
    cdef mm_rules rules = rules_of(rule_numbers)
    cdef const int64_t[::1] idx = np.ascontiguousarray(indices, dtype=np.int64)
    cdef Py_ssize_t k = idx.shape[0], i
    if not 1 <= players <= 255:
        raise ValueError("1 to 255 players")
    res = np.zeros((k, 7), dtype=np.int32)
    heavenly = np.zeros((k, players), dtype=np.uint8)
    category = np.zeros((k, players), dtype=np.uint8)
    points = np.zeros((k, players), dtype=np.int64)
    cdef int32_t[:, ::1] r = res
    cdef uint8_t[:, ::1] hv = heavenly
    cdef uint8_t[:, ::1] cat = category
    cdef int64_t[:, ::1] pts = points
    cdef const uint8_t* m = key
    cdef int mlen = len(key), failed = 0
    if k:
        with nogil:
            for i in range(k):
                if mm_random_round(m, mlen, idx[i], players, &rules, deal_only, max_actions,
                                   <mm_round_result*>&r[i, 0], &hv[i, 0], &cat[i, 0],
                                   &pts[i, 0]) != 0:
                    failed = 1
                    break
    if failed:
        raise MemoryError()
    out = {name: res[:, j] for j, name in enumerate(
        ("banker", "winner", "emptied", "nactive", "actions", "tricks", "finished"))}
    out.update(heavenly=heavenly, category=category, points=points)
    return out
