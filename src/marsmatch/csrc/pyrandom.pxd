# Cython declarations of pyrandom.h (Python's random.Random in C).
from libc.stdint cimport uint32_t, uint64_t


cdef extern from "pyrandom.h" nogil:
    ctypedef struct ms_random:
        pass

    void ms_random_seed(ms_random *r, uint64_t seed)
    uint32_t ms_random_u32(ms_random *r)
    uint32_t ms_random_bits(ms_random *r, int k)
    uint32_t ms_random_below(ms_random *r, uint32_t n)
    double ms_random_float(ms_random *r)
