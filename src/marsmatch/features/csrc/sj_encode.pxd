# Cython declarations of sj_encode.h (shengji_v0's observation in C).
from libc.stdint cimport int32_t, uint8_t

from marsmatch.games.shengji.csrc.sj cimport sj_round


cdef extern from "sj_encode.h" nogil:
    ctypedef struct sj_obs_layout:
        int32_t size, hand, phase, level, trump, banker, attacker, declaration, trick, leader
        int32_t lead_size, played, kitty, counts, voids, points, tricks, building, chosen, left

    void sj_encode(const sj_round *g, int seat, const sj_obs_layout *layout,
                   const uint8_t *chosen, int nchosen, float *obs)
