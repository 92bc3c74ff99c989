# The search bot's fast parts (csrc/search.c) on compiled rounds: log-less copies with the
# hidden cards redealt, candidate moves as small integers, and rollouts. Included by
# _core.pyx; bots/marsmatch_search.py is the only user.

from libc.stdint cimport uint64_t

from marsmatch.games.marsmatch.csrc.search cimport *


cdef inline long rd_code(mm_reading rd):
    if rd.kind < 0:
        return -1
    return ((rd.kind * 256 + rd.length) * 16 + rd.top) * 4 + rd.attach


cdef inline mm_reading code_rd(long code):
    if code < 0:
        return mm_rd(-1, 0, 0, 0)
    return mm_rd(code // 16384, code // 64 % 256, code // 4 % 16, code % 4)


def search_code(rd):
    """A reading as the small integer the search keys its tree with (-1: the pass)."""
    return rd_code(checked_reading(rd))


def search_reading(long code):
    """The ``Reading`` of a code (None for -1, the pass)."""
    return None if code < 0 else reading_obj(code_rd(code))


def search_world(RoundCore src, int seat, uint64_t seed, bint redeal):
    """A copy of the round without an event log; with ``redeal`` the cards hidden from
    ``seat`` are dealt anew (from public information and ``seed`` only)."""
    cdef size_t size = mm_round_size(src.g)
    cdef RoundCore new = RoundCore.__new__(RoundCore)
    new.g = <mm_round*>malloc(size)
    if new.g == NULL:
        raise MemoryError()
    memcpy(new.g, src.g, size)
    new.g.log = NULL
    new.g.nlog = 0
    if redeal:
        mm_search_redeal(new.g, seat, &seed)
    return new


def search_copy(RoundCore src):
    """A log-less copy of a search world."""
    return search_world(src, 0, 0, False)


def search_candidates(RoundCore r, int limit, bint diverse, int spare_bombs, int danger_cards):
    """The seat to act's candidate moves as codes, best first (``search.h``)."""
    cdef mm_reading out[MM_MAX_TYPES + 16]
    cdef mm_greedy opt = mm_greedy(spare_bombs, danger_cards)
    cdef int n, i
    if limit > MM_MAX_TYPES:
        limit = MM_MAX_TYPES
    n = mm_search_candidates(r.g, &opt, limit, diverse, out)
    return [rd_code(out[i]) for i in range(n)]


def search_apply(RoundCore r, long code):
    """Apply a candidate code for the seat to act (default attachments)."""
    if r.g.phase != MM_PLAY or mm_search_apply(r.g, code_rd(code)):
        raise ValueError("not a move of the seat to act")
    r._top = None


def search_rollout(RoundCore r, uint64_t seed, double eps, int max_actions, int spare_bombs,
                   int danger_cards):
    """Play the round on with the randomised greedy player; the winner (-1: unfinished)."""
    cdef mm_greedy opt = mm_greedy(spare_bombs, danger_cards)
    cdef int w
    with nogil:
        w = mm_search_rollout(r.g, &opt, &seed, eps, max_actions)
    r._top = None
    return w
