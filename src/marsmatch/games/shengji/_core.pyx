# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Shengji's compiled core: the Python face of ``csrc/`` (docs/compiled-core.md).

The rules of units, placements, the follow ladder, throws, tricks and scoring live in C
(``csrc/*.c``) over compact cards (numbers 0..53) and ordered hands; this module converts
between those and the engine's values (``cards.Card``, ``units.Unit``, ``LeadFormat``,
dict hands in their order), which the engine hands over once with :func:`bind`.
"""

from cpython.ref cimport PyObject
from libc.stdint cimport int8_t, int32_t, int64_t, uint8_t, uint32_t, uint64_t
from libc.stdlib cimport free, malloc
from libc.string cimport memcpy, memset

from marsmatch.games.shengji.csrc.sj cimport *

include "_values.pxi"
include "_rules.pxi"
include "_steps.pxi"
include "_round.pxi"
