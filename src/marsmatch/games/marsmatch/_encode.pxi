# marsmatch_v0's observation and mask, compiled (csrc/encode.c). Included by _core.pyx.

from marsmatch.games.marsmatch.csrc.encode cimport *

from libc.stdint cimport int8_t, int32_t, uint8_t

import numpy as np

#: The pieces the compiled encoder writes, in the order of ``mm_obs_layout``.
OBS_PIECES = ("hand", "hand_at_least", "unseen", "top_cards", "top_kind", "top_length",
              "top_rank", "top_attach", "top_seat", "counts", "active", "passes",
              "streak_seat", "streak", "my_turns", "opening_leader", "played_by", "history")
#: How many recent moves the ``history`` piece shows (most recent first).
HISTORY_MOVES = MM_HISTORY
#: How many reading codes there are (the size of a play-type index table).
READING_CODES = MM_CODES


def reading_code(rd):
    """A reading's number among every reading shape (an index into a type table)."""
    return mm_code(to_reading(rd))


cdef class ObsLayout:
    """Where each observation piece starts (from ``rl.marsmatch_v0.observation_pieces``)."""

    cdef mm_obs_layout L
    cdef dict starts

    def __init__(self, int size, starts):
        cdef int32_t* at = &self.L.hand
        cdef Py_ssize_t i
        self.starts = {name: starts[name] for name in OBS_PIECES}
        self.L.size = size
        for i, name in enumerate(OBS_PIECES):
            at[i] = starts[name]
            if not 0 <= at[i] < size:
                raise ValueError(f"piece {name} starts outside the observation")

    def __reduce__(self):
        return (ObsLayout, (self.L.size, self.starts))


cdef inline mm_round* round_of(RoundCore state) except NULL:
    if state.g == NULL:
        raise ValueError("no round")
    return state.g


def encode_observation(RoundCore state, int seat, float[::1] out, ObsLayout layout):
    """Write ``seat``'s observation of the round into ``out`` (float32, the layout's size)."""
    cdef mm_round* g = round_of(state)
    if not 0 <= seat < g.n or out.shape[0] < layout.L.size:
        raise ValueError("bad seat or observation size")
    mm_encode(g, seat, &layout.L, &out[0])


def legal_mask(RoundCore state, int8_t[::1] out, const int32_t[::1] index):
    """Write the mask of the seat to act into ``out`` (int8): the pass at 0 where allowed,
    ``1 + index[reading_code(rd)]`` for each legal play type; returns how many are legal."""
    cdef mm_round* g = round_of(state)
    cdef int legal
    if index.shape[0] < MM_CODES:
        raise ValueError("the type index covers every reading code")
    legal = mm_legal_mask(g, &index[0], &out[0], out.shape[0])
    if legal < 0:
        raise ValueError("a legal play type has no action in this vocabulary")
    return legal


def legal_plays(RoundCore state, const int32_t[::1] index):
    """The legal actions of the seat to act and the cards each spends: ``(actions,
    cards)``, int32 ``(m,)`` and uint8 ``(m, 16)`` rank counts (the pass, action 0, first
    where allowed, spending nothing; then ``1 + index[reading_code(rd)]`` for each legal
    play type with its default play's cards)."""
    cdef mm_round* g = round_of(state)
    cdef int m
    if index.shape[0] < MM_CODES:
        raise ValueError("the type index covers every reading code")
    actions = np.zeros(MM_MAX_TYPES + 1, dtype=np.int32)
    cards = np.zeros((MM_MAX_TYPES + 1, 16), dtype=np.uint8)
    cdef int32_t[::1] a = actions
    cdef uint8_t[:, ::1] c = cards
    m = mm_legal_plays(g, &index[0], &a[0], <uint8_t (*)[16]>&c[0, 0], MM_MAX_TYPES + 1)
    if m < 0:
        raise ValueError("a legal play type has no action in this vocabulary")
    return actions[:m], cards[:m]
