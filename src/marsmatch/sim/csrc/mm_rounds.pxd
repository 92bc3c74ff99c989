# Cython declarations of mm_rounds.h (whole MarsMatch rounds with compiled bots).
from libc.stdint cimport int32_t, int64_t, uint8_t

from marsmatch.bots.csrc.mm_bots cimport mm_greedy
from marsmatch.games.marsmatch.csrc.round cimport mm_rules


cdef extern from "mm_rounds.h" nogil:
    enum:
        MM_SIM_RANDOM
        MM_SIM_GREEDY

    ctypedef struct mm_sim_bot:
        int32_t kind
        mm_greedy greedy

    ctypedef struct mm_round_result:
        int32_t banker, winner, emptied, nactive, actions, tricks, finished

    int mm_sim_round(const uint8_t *master, int master_len, int64_t index, int64_t deal,
                     int players, const mm_rules *rules, const mm_sim_bot *bots, int deal_only,
                     int max_actions, mm_round_result *out, uint8_t *heavenly, uint8_t *category,
                     int64_t *points)
