# Cython declarations of the Shengji bots' C (sj_greedy.h, sj_search.h).
from libc.stdint cimport uint64_t

from marsmatch.games.shengji.csrc.sj cimport sj_action, sj_round, sj_rules


cdef extern from "sj_greedy.h" nogil:
    ctypedef struct sj_greedy:
        double declare_share

    enum:
        SJ_GREEDY_MAX

    int sj_greedy_ranked(const sj_round *g, const sj_greedy *opt, int limit, sj_action *out,
                         double *scores)
    int sj_greedy_choose(const sj_round *g, const sj_greedy *opt, sj_action *out)
    int sj_seat_to_act(const sj_round *g)
    int sj_apply_action(sj_round *g, const sj_action *a)


cdef extern from "sj_search.h" nogil:
    ctypedef struct sj_search_opts:
        int iterations
        double seconds
        int width
        double epsilon
        double z
        double win_weight
        double scale
        sj_greedy greedy

    enum:
        SJ_SEARCH_MAX

    ctypedef struct sj_search_stats:
        int n, iterations, chosen, best
        double mean[48]

    int sj_search(const sj_round *g, const sj_search_opts *opt, uint64_t seed,
                  sj_action *out, sj_search_stats *stats)
    int sj_evaluate(const sj_round *g, const sj_search_opts *opt, uint64_t seed,
                    const sj_action *moves, int n, int redeals, double *results)
    sj_round *sj_redeal(const sj_round *g, int seat, uint64_t *rng)
    double sj_team_result(const sj_round *g, int seat, const sj_search_opts *opt)
    int sj_bury_candidates(const sj_round *g, const sj_greedy *opt, sj_action *out)


cdef extern from "sj_features.h" nogil:
    enum:
        SJ_STATE_FEATURES
        SJ_ACTION_BASE
        SJ_ACTION_FEATURES

    void sj_state_features(const sj_round *g, int seat, float *out)
    int sj_action_candidates(const sj_round *g, const sj_greedy *opt, int limit, sj_action *cands,
                             float *feats)


cdef extern from "sj_selfplay.h" nogil:
    ctypedef struct sj_selfplay:
        sj_round *g
        int greedy_seats, n

    int sj_selfplay_deal(sj_selfplay *d, const sj_rules *r, uint64_t seed, int banker,
                         const int *levels, int greedy_seats, const sj_greedy *opt)
    int sj_selfplay_observe(sj_selfplay *d, const sj_greedy *opt, int *seat, float *state,
                            float *actions)
    int sj_selfplay_step(sj_selfplay *d, int choice, const sj_greedy *opt)
    void sj_selfplay_free(sj_selfplay *d)
