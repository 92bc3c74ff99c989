# Cython declarations of mm_encode.h (marsmatch_v0's observation and mask in C).
from libc.stdint cimport int8_t, int32_t, uint8_t

from marsmatch.games.marsmatch.csrc.mm cimport mm_reading
from marsmatch.games.marsmatch.csrc.round cimport mm_round


cdef extern from "mm_encode.h" nogil:
    enum:
        MM_CODES
        MM_HISTORY

    ctypedef struct mm_obs_layout:
        int32_t size, hand, hand_at_least, unseen, top_cards, top_kind, top_length, top_rank
        int32_t top_attach, top_seat, counts, active, passes, streak_seat, streak, my_turns
        int32_t opening_leader, played_by, history

    int mm_code(mm_reading rd)
    void mm_encode(const mm_round *g, int seat, const mm_obs_layout *layout, float *obs)
    int mm_legal_mask(const mm_round *g, const int32_t *index, int8_t *mask, int actions)
    int mm_legal_plays(const mm_round *g, const int32_t *index, int32_t *actions,
                       uint8_t (*cards)[16], int cap)
