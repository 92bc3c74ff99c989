# Cython declarations of batch.h (whole random rounds in C).
from libc.stdint cimport int32_t, int64_t, uint8_t

from marsmatch.csrc.pyrandom cimport ms_random
from marsmatch.games.marsmatch.csrc.mm cimport mm_reading
from marsmatch.games.marsmatch.csrc.round cimport mm_round, mm_rules


cdef extern from "batch.h" nogil:
    ctypedef struct mm_round_result:
        int32_t banker, winner, emptied, nactive, actions, tricks, finished

    int mm_random_round(const uint8_t *master, int master_len, int64_t index, int players,
                        const mm_rules *rules, int deal_only, int max_actions,
                        mm_round_result *out, uint8_t *heavenly, uint8_t *category,
                        int64_t *points)
    int mm_random_step(mm_round *g, ms_random *rng)
    int mm_vocab_step(mm_round *g, int action, const mm_reading *vocab, int nvocab)
