# What the layers above the game reach in C (the bots' and the simulator's compiled modules
# cimport it): the compiled round's class and the table's rules in C. The kind table and the
# deck are constant data of the rule sources (mm.h, round.h), so nothing needs binding.
from libc.stdint cimport uint8_t

from marsmatch.games.marsmatch.csrc.mm cimport mm_reading
from marsmatch.games.marsmatch.csrc.round cimport mm_round, mm_rules


cdef class RoundCore:
    cdef mm_round* g
    cdef object _top        # the top play as a Play, once asked for or applied
    cdef object _last       # the last default play made, and its compact form:
    cdef uint8_t _last_counts[16]  # apply_unchecked of that very object skips reading it
    cdef mm_reading _last_rd

    cdef int _legal(self) except -1


cdef mm_rules rules_of(object table) except *
cdef mm_reading to_reading(object rd) except *
cdef object reading_obj(mm_reading rd)
