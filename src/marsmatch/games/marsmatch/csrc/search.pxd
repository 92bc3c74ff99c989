# Cython declarations of search.h (the search bot's fast parts).
from libc.stdint cimport uint64_t

from marsmatch.games.marsmatch.csrc.mm cimport mm_reading
from marsmatch.games.marsmatch.csrc.round cimport mm_round


cdef extern from "search.h" nogil:
    ctypedef struct mm_greedy:
        int spare_bombs, danger_cards

    int mm_reading_size(mm_reading rd)
    int mm_greedy_scores(const mm_round *g, const mm_greedy *opt, mm_reading *types,
                         double *scores, double *pass_score)
    int mm_search_candidates(const mm_round *g, const mm_greedy *opt, int limit,
                             int diverse, mm_reading *out)
    int mm_search_apply(mm_round *g, mm_reading rd)
    int mm_search_rollout(mm_round *g, const mm_greedy *opt, uint64_t *rng, double eps,
                          int max_actions)
    void mm_search_redeal(mm_round *g, int seat, uint64_t *rng)
