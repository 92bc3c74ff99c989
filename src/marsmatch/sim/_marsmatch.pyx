# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Whole MarsMatch rounds played by compiled bots, many per call and without the GIL
(``csrc/mm_rounds.c``): the simulator's, the rules lab's and the arena's fast path when
every seat is a compiled bot (``random`` or ``greedy``). The rounds are the ones the Python
bots play, seed for seed (tested).

It links the game's rule sources and the bots' C; the rules' tables (the kinds, the deck)
are constant data of those sources, so nothing is bound here.
"""

from libc.stdint cimport int32_t, int64_t, uint8_t
from libc.stdlib cimport free, malloc

from marsmatch.games.marsmatch._core cimport rules_of
from marsmatch.games.marsmatch.csrc.round cimport mm_rules
from marsmatch.sim.csrc.mm_rounds cimport *

import numpy as np


#: The compiled bots by name, with their options in the order ``mm_sim_bot`` holds them.
BOT_KINDS = {"random": MM_SIM_RANDOM, "greedy": MM_SIM_GREEDY}


def play_rounds(str master, int players, table, indices, deals, bots, lineups,
                bint deal_only=False, int max_actions=5000):
    """Rounds ``indices`` of a simulation (``sim.config``'s seeds) by a table's rules
    (``table.table_rules``), round ``indices[i]`` dealt from deal ``deals[i]`` with bot
    ``bots[lineups[i][s]]`` in seat ``s``; a bot is ``(name, spare_bombs, danger_cards)``
    with ``name`` in ``BOT_KINDS``.

    Returns numpy arrays by name: ``banker``, ``winner``, ``emptied``, ``nactive``,
    ``actions``, ``tricks``, ``finished`` (one per round) and ``heavenly``, ``category``,
    ``points`` (rounds x seats; the codes of ``HEAVENLY_KINDS`` and ``CATEGORY_NAMES``).
    The work runs without the GIL, so threads calling this on parts of a range scale."""
    cdef bytes key = master.encode("utf-8")
    cdef mm_rules rules = rules_of(table)
    cdef const int64_t[::1] idx = np.ascontiguousarray(indices, dtype=np.int64)
    cdef const int64_t[::1] dl = np.ascontiguousarray(deals, dtype=np.int64)
    cdef Py_ssize_t k = idx.shape[0], i, s
    if not 1 <= players <= 255:
        raise ValueError("1 to 255 players")
    if dl.shape[0] != k:
        raise ValueError("one deal per round")
    seating = np.asarray(lineups, dtype=np.int32).reshape(k, players) if k else \
        np.zeros((0, players), dtype=np.int32)
    cdef const int32_t[:, ::1] lu = np.ascontiguousarray(seating)
    cdef Py_ssize_t nbots = len(bots)
    cdef mm_sim_bot* table_bots = <mm_sim_bot*>malloc(max(1, nbots) * sizeof(mm_sim_bot))
    cdef mm_sim_bot* seats = <mm_sim_bot*>malloc(players * sizeof(mm_sim_bot))
    if table_bots == NULL or seats == NULL:
        free(table_bots)
        free(seats)
        raise MemoryError()
    try:
        for j, (name, spare, danger) in enumerate(bots):
            if name not in BOT_KINDS:
                raise ValueError(f"{name!r} is not a compiled bot")
            table_bots[j].kind = BOT_KINDS[name]
            table_bots[j].greedy.spare_bombs = spare
            table_bots[j].greedy.danger_cards = danger
        if k and (np.min(seating) < 0 or np.max(seating) >= nbots):
            raise ValueError("a lineup names a bot that is not in the table")
        res = np.zeros((k, 7), dtype=np.int32)
        heavenly = np.zeros((k, players), dtype=np.uint8)
        category = np.zeros((k, players), dtype=np.uint8)
        points = np.zeros((k, players), dtype=np.int64)
        failed = _play(key, players, &rules, idx, dl, lu, table_bots, seats, deal_only,
                       max_actions, res, heavenly, category, points)
    finally:
        free(table_bots)
        free(seats)
    if failed:
        raise MemoryError()
    out = {name: res[:, j] for j, name in enumerate(
        ("banker", "winner", "emptied", "nactive", "actions", "tricks", "finished"))}
    out.update(heavenly=heavenly, category=category, points=points)
    return out


cdef int _play(bytes key, int players, const mm_rules* rules, const int64_t[::1] idx,
               const int64_t[::1] dl, const int32_t[:, ::1] lu, const mm_sim_bot* table_bots,
               mm_sim_bot* seats, bint deal_only, int max_actions, int32_t[:, ::1] r,
               uint8_t[:, ::1] hv, uint8_t[:, ::1] cat, int64_t[:, ::1] pts):
    cdef const uint8_t* m = key
    cdef int mlen = len(key), failed = 0
    cdef Py_ssize_t i, s
    with nogil:
        for i in range(idx.shape[0]):
            for s in range(players):
                seats[s] = table_bots[lu[i, s]]
            if mm_sim_round(m, mlen, idx[i], dl[i], players, rules, seats, deal_only,
                            max_actions, <mm_round_result*>&r[i, 0], &hv[i, 0], &cat[i, 0],
                            &pts[i, 0]) != 0:
                failed = 1
                break
    return failed
