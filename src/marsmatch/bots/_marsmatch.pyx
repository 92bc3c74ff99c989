# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The MarsMatch bots' compiled module: the greedy bot's scores and choice, and the search
bot's worlds, candidates and rollouts (``csrc/mm_greedy.c``, ``csrc/mm_search.c``).

It links the game's rule sources (as the deal stream is shared between modules) and drives
the compiled round (``games.marsmatch._core.RoundCore``) in C; the kind table the rules read
is bound here from ``combos.KINDS``, its one source, as the game's own module binds it.
"""

from libc.stdint cimport uint64_t
from libc.stdlib cimport malloc
from libc.string cimport memcpy

from marsmatch.bots.csrc.mm_bots cimport *
from marsmatch.games.marsmatch._core cimport RoundCore, reading_obj, to_reading
from marsmatch.games.marsmatch.csrc.mm cimport MM_KINDS, MM_MAX_TYPES, mm_bind_kinds, mm_kind_info, mm_reading, mm_valid
from marsmatch.games.marsmatch.csrc.round cimport MM_PLAY, mm_round, mm_round_size

from marsmatch.games.marsmatch.combos import KINDS


cdef void _bind_kinds():
    cdef mm_kind_info info[MM_KINDS]
    for k, facts in enumerate(KINDS):
        info[k].group = facts.group
        info[k].attach_per_group = facts.attach_per_group
        info[k].bomb_class = facts.bomb_class
        info[k].wild = facts.wild
    mm_bind_kinds(info)


_bind_kinds()


cdef inline mm_greedy greedy_options(int spare_bombs, int danger_cards):
    cdef mm_greedy opt
    opt.spare_bombs = spare_bombs
    opt.danger_cards = danger_cards
    return opt


# --- the greedy bot ----------------------------------------------------------------------------


def greedy_ranked(RoundCore state, int limit, int spare_bombs, int danger_cards):
    """The seat to act's moves ranked by the greedy scores, best first: up to ``limit``
    (score, reading) pairs, the reading None for the pass."""
    cdef mm_reading out[MM_MAX_TYPES + 1]
    cdef double scores[MM_MAX_TYPES + 1]
    cdef mm_greedy opt = greedy_options(spare_bombs, danger_cards)
    cdef int n, i
    if state.g.phase != MM_PLAY:
        return []
    limit = max(0, min(limit, MM_MAX_TYPES + 1))
    with nogil:
        n = mm_greedy_ranked(state.g, &opt, limit, out, scores)
    return [(scores[i], None if out[i].kind < 0 else reading_obj(out[i])) for i in range(n)]


def greedy_choice(RoundCore state, int spare_bombs, int danger_cards):
    """The greedy bot's choice for the seat to act: a reading, or None for the pass."""
    cdef mm_greedy opt = greedy_options(spare_bombs, danger_cards)
    cdef mm_reading rd
    if state.g.phase != MM_PLAY:
        raise ValueError("nobody is to act")
    with nogil:
        rd = mm_greedy_choose(state.g, &opt)
    return None if rd.kind < 0 else reading_obj(rd)


# --- the search bot's worlds ----------------------------------------------------------------


cdef inline long rd_code(mm_reading rd):
    if rd.kind < 0:
        return -1
    return ((rd.kind * 256 + rd.length) * 16 + rd.top) * 4 + rd.attach


cdef inline mm_reading code_rd(long code):
    cdef mm_reading rd
    if code < 0:
        rd.kind, rd.length, rd.top, rd.attach = -1, 0, 0, 0
    else:
        rd.kind, rd.length, rd.top, rd.attach = code // 16384, code // 64 % 256, code // 4 % 16, code % 4
    return rd


cdef RoundCore copy_world(const mm_round* src):
    """A copy of a round without an event log (a ``RoundCore``: the compiled round's face
    reads it, as the RL encoders do): the worlds the search plays in."""
    cdef size_t size = mm_round_size(src)
    cdef RoundCore new = RoundCore.__new__(RoundCore)
    new.g = <mm_round*>malloc(size)
    if new.g == NULL:
        raise MemoryError()
    memcpy(new.g, src, size)
    new.g.log = NULL
    new.g.nlog = 0
    return new


def search_code(rd):
    """A reading as the small integer the search keys its tree with (-1: the pass)."""
    cdef mm_reading x = to_reading(rd)
    if not mm_valid(x):
        raise ValueError(f"{rd!r} is not a reading of this game")
    return rd_code(x)


def search_reading(long code):
    """The ``Reading`` of a code (None for -1, the pass)."""
    return None if code < 0 else reading_obj(code_rd(code))


def search_world(RoundCore src, int seat, uint64_t seed, bint redeal):
    """A copy of the round without an event log; with ``redeal`` the cards hidden from
    ``seat`` are dealt anew (from public information and ``seed`` only)."""
    cdef RoundCore new = copy_world(src.g)
    if redeal:
        mm_search_redeal(new.g, seat, &seed)
    return new


def search_copy(RoundCore src):
    """A copy of a search world."""
    return copy_world(src.g)


def search_candidates(RoundCore r, int limit, bint diverse, int spare_bombs, int danger_cards):
    """The seat to act's candidate moves as codes, best first (``mm_search.h``) in a round
    or a search world."""
    cdef mm_reading out[MM_MAX_TYPES + 16]
    cdef mm_greedy opt = greedy_options(spare_bombs, danger_cards)
    cdef const mm_round* g = r.g
    cdef int n, i
    if limit > MM_MAX_TYPES:
        limit = MM_MAX_TYPES
    with nogil:
        n = mm_search_candidates(g, &opt, limit, diverse, out)
    return [rd_code(out[i]) for i in range(n)]


def search_apply(RoundCore w, long code):
    """Apply a candidate code for the seat to act (default attachments) in a search world
    (a round without a log: a checked round goes through ``State.apply_action``)."""
    if w.g.log != NULL:
        raise ValueError("moves of a round with a log go through its State")
    if w.g.phase != MM_PLAY or mm_apply_move(w.g, code_rd(code)):
        raise ValueError("not a move of the seat to act")
    w._top = None


def search_rollout(RoundCore w, uint64_t seed, double eps, int max_actions, int spare_bombs,
                   int danger_cards):
    """Play the world on with the randomised greedy player; the winner (-1: unfinished)."""
    cdef mm_greedy opt = greedy_options(spare_bombs, danger_cards)
    cdef int winner
    if w.g.log != NULL:
        raise ValueError("rollouts play search worlds, not rounds with a log")
    with nogil:
        winner = mm_search_rollout(w.g, &opt, &seed, eps, max_actions)
    w._top = None
    return winner
