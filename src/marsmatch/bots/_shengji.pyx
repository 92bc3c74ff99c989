# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The Shengji bots' compiled module: the greedy bot's choices and ranked leads and follows
(``csrc/sj_greedy.c``), and the search bot (``csrc/sj_search.c``).

It links the game's rule sources (as the deal stream is shared between modules) and drives
the compiled deal (``games.shengji._core.DealCore``) in C.
"""

from libc.stdlib cimport free, malloc

from marsmatch.bots.csrc.sj_bots cimport *
from marsmatch.games.shengji._core cimport DealCore, action_obj
from marsmatch.games.shengji.csrc.sj cimport SJ_ACT_PLAY, sj_action


cdef inline sj_greedy greedy_options(double declare_share):
    cdef sj_greedy opt
    opt.declare_share = declare_share
    return opt


cdef object chosen(DealCore state):
    """The action just chosen into ``state._last_act``, as a value that
    ``state.apply_unchecked`` applies without reading it again."""
    out = action_obj(&state._last_act)
    state._last = out
    return out


def greedy_choice(DealCore state, double declare_share):
    """The greedy bot's action for the seat to act (the banker while burying)."""
    cdef sj_greedy opt = greedy_options(declare_share)
    cdef int err
    with nogil:
        err = sj_greedy_choose(state.g, &opt, &state._last_act)
    if err:
        raise ValueError("nobody is to act")
    return chosen(state)


def greedy_ranked(DealCore state, int limit, double declare_share):
    """The leads or follows the greedy bot considers for the seat to act, best first: up to
    ``limit`` (score, play) pairs (none outside the play phase)."""
    cdef sj_greedy opt = greedy_options(declare_share)
    cdef sj_action* out = <sj_action*>malloc(SJ_GREEDY_MAX * sizeof(sj_action))
    cdef double scores[SJ_GREEDY_MAX]
    cdef int n, i
    if out == NULL:
        raise MemoryError()
    limit = max(0, min(limit, SJ_GREEDY_MAX))
    try:
        with nogil:
            n = sj_greedy_ranked(state.g, &opt, limit, out, scores)
        return [(scores[i], action_obj(&out[i])) for i in range(n)]
    finally:
        free(out)
