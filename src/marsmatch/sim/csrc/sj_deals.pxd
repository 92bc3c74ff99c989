# Cython declarations of sj_deals.h (whole Shengji deals with compiled bots).
from libc.stdint cimport int32_t, int64_t, uint8_t

from marsmatch.bots.csrc.sj_bots cimport sj_greedy
from marsmatch.games.shengji.csrc.sj cimport sj_rules, sj_score


cdef extern from "sj_deals.h" nogil:
    enum:
        SJ_SIM_RANDOM
        SJ_SIM_GREEDY

    ctypedef struct sj_sim_bot:
        int32_t kind
        sj_greedy greedy

    ctypedef struct sj_deal_result:
        int32_t banker, actions, tricks, finished, scored, trump
        sj_score score

    int sj_sim_deal(const uint8_t *master, int master_len, int64_t index, int64_t deal,
                    const sj_rules *rules, const sj_sim_bot *bots, int max_actions,
                    sj_deal_result *out)
