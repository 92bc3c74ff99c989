# Cython declarations of dealstream.h, shared by every compiled module that deals.
from libc.stdint cimport uint8_t, uint32_t, uint64_t


cdef extern from "dealstream.h" nogil:
    ctypedef struct ms_sha256:
        pass

    ctypedef struct ms_stream:
        pass

    void ms_sha256_portable(int on)
    int ms_stream_init(ms_stream *st, const uint8_t *seed, size_t seed_len,
                       const uint8_t *label, size_t label_len)
    uint64_t ms_stream_word(ms_stream *st)
    uint64_t ms_stream_below(ms_stream *st, uint64_t n)
    void ms_shuffle_u8(ms_stream *st, uint8_t *items, size_t length)
    void ms_permutation(ms_stream *st, uint32_t *items, size_t length)

    void ms_sha256_init(ms_sha256 *s)
    void ms_sha256_update(ms_sha256 *s, const uint8_t *data, size_t length)
    void ms_sha256_final(ms_sha256 *s, uint8_t *out)
