# Cython declarations of the MarsMatch bots' C (mm_greedy.h, mm_search.h, mm_random.h).
from libc.stdint cimport uint64_t

from marsmatch.csrc.pyrandom cimport ms_random
from marsmatch.games.marsmatch.csrc.mm cimport mm_reading
from marsmatch.games.marsmatch.csrc.round cimport mm_round


cdef extern from "mm_greedy.h" nogil:
    ctypedef struct mm_greedy:
        int spare_bombs, danger_cards

    const mm_reading MM_PASS_RD
    int mm_greedy_ranked(const mm_round *g, const mm_greedy *opt, int limit, mm_reading *out,
                         double *scores)
    mm_reading mm_greedy_choose(const mm_round *g, const mm_greedy *opt)
    int mm_apply_move(mm_round *g, mm_reading rd)


cdef extern from "mm_search.h" nogil:
    int mm_search_candidates(const mm_round *g, const mm_greedy *opt, int limit, int diverse,
                             mm_reading *out)
    int mm_search_rollout(mm_round *g, const mm_greedy *opt, uint64_t *rng, double eps,
                          int max_actions)
    void mm_search_redeal(mm_round *g, int seat, uint64_t *rng)


cdef extern from "mm_random.h" nogil:
    int mm_random_step(mm_round *g, ms_random *rng)


cdef extern from "mm_features.h" nogil:
    enum:
        MM_ACTION_FEATURES
        MM_EMPTIES

    void mm_action_features(const float *hand, mm_reading rd, const float *spent, float *out)


cdef extern from "qnet.h" nogil:
    ctypedef struct bot_qnet:
        int state_size, action_size, h1, h2
        const float *w1s
        const float *w1a
        const float *b1
        const float *w2
        const float *b2
        const float *w3
        const float *b3

    void bot_qnet_q(const bot_qnet *net, const float *state, const float *actions, int n,
                    float *q, float *scratch)
