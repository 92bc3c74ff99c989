# What the layers above the game reach in C (the bots' and the simulator's compiled modules
# cimport it): the compiled deal's class and the conversions of cards and rules.
from libc.stdint cimport uint8_t

from marsmatch.games.shengji.csrc.sj cimport sj_action, sj_format, sj_hand, sj_round, sj_rules


cdef class DealCore:
    cdef sj_round* g
    cdef object _last          # the last action chosen in C for this deal, and its
    cdef sj_action _last_act   # compiled form: applying that very object skips reading it


cdef sj_rules* rules_of(object rules) except NULL
cdef int cards_of(object cards, uint8_t* out, int room) except -1
cdef tuple card_tuple(const uint8_t* cards, int n)
cdef object action_obj(const sj_action* a)
cdef int hand_of(object counts, sj_hand* out) except -1
cdef int format_of(object lead, sj_format* out) except -1
