# Cython declarations of the Shengji bots' C (sj_greedy.h, sj_search.h).
from marsmatch.games.shengji.csrc.sj cimport sj_action, sj_round


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
