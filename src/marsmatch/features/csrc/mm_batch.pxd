# Cython declarations of mm_batch.h (a learning environment's step in C).
from marsmatch.games.marsmatch.csrc.mm cimport mm_reading
from marsmatch.games.marsmatch.csrc.round cimport mm_round


cdef extern from "mm_batch.h" nogil:
    int mm_vocab_step(mm_round *g, int action, const mm_reading *vocab, int nvocab)
