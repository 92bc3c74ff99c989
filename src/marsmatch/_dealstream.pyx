# cython: language_level=3, boundscheck=False, wraparound=False
"""The verifiable deal's random stream, compiled (``csrc/dealstream.c``); ``shuffle`` is
its Python face. The scheme is documented there and in docs/records.md."""

from libc.stdint cimport uint32_t, uint64_t
from libc.stdlib cimport free, malloc

from marsmatch.csrc.dealstream cimport (
    ms_permutation,
    ms_sha256_portable,
    ms_stream,
    ms_stream_below,
    ms_stream_init,
    ms_stream_word,
)


cdef class DealStream:
    """The HMAC-SHA256 counter stream of one seed and purpose."""

    cdef ms_stream st

    def __init__(self, str seed, bytes label):
        cdef bytes key = seed.encode("utf-8")
        if ms_stream_init(&self.st, <const unsigned char*>key, len(key),
                          <const unsigned char*>label, len(label)) != 0:
            raise ValueError("a stream label is at most 32 bytes")

    def word(self):
        """The next 64-bit word of the stream."""
        return ms_stream_word(&self.st)

    def below(self, n):
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return ms_stream_below(&self.st, <uint64_t>n)


def permutation(str seed, bytes label, Py_ssize_t length):
    """The Fisher-Yates permutation of ``range(length)`` driven by the seed's stream."""
    cdef bytes key = seed.encode("utf-8")
    cdef ms_stream st
    cdef uint32_t* items
    cdef Py_ssize_t i
    if ms_stream_init(&st, <const unsigned char*>key, len(key),
                      <const unsigned char*>label, len(label)) != 0:
        raise ValueError("a stream label is at most 32 bytes")
    items = <uint32_t*>malloc(max(1, length) * sizeof(uint32_t))
    if items == NULL:
        raise MemoryError()
    try:
        ms_permutation(&st, items, length)
        return [items[i] for i in range(length)]
    finally:
        free(items)


def use_portable_sha256(bint on):
    """Hash with the portable C code even where the processor's SHA extensions exist (the
    tests check both against the reference, ``marsmatch.reference.dealstream``)."""
    ms_sha256_portable(on)
