# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The Shengji features' compiled module: shengji_v0's observation of a compiled deal
(``csrc/sj_encode.c``), over the game's compiled deal (``games.shengji._core.DealCore``).
It links the game's rule sources, as the bots' and the simulator's modules do."""

from libc.stdint cimport int32_t, uint8_t

from marsmatch.features.csrc.sj_encode cimport sj_encode, sj_obs_layout
from marsmatch.games.shengji._core cimport DealCore
from marsmatch.games.shengji.csrc.sj cimport SJ_MAX_PLAY


cdef class ObsLayout:
    """Where each observation piece starts (from ``rl.shengji_v0.OBSERVATION_PIECES``)."""

    cdef sj_obs_layout L
    cdef dict starts

    def __init__(self, int size, starts):
        cdef int32_t* at = &self.L.hand
        cdef Py_ssize_t i
        names = ("hand", "phase", "level", "trump", "banker", "attacker", "declaration",
                 "trick", "leader", "lead_size", "played", "kitty", "counts", "voids",
                 "points", "tricks", "building", "chosen", "left")
        self.starts = {name: starts[name] for name in names}
        self.L.size = size
        for i, name in enumerate(names):
            at[i] = starts[name]
            if not 0 <= at[i] < size:
                raise ValueError(f"piece {name} starts outside the observation")

    def __reduce__(self):
        return (ObsLayout, (self.L.size, self.starts))


def encode_observation(DealCore state, int seat, float[::1] out, ObsLayout layout, chosen=()):
    """Write ``seat``'s observation of the deal into ``out`` (float32, the layout's size);
    ``chosen``: the card numbers the seat to act has chosen so far of what it builds."""
    cdef uint8_t cs[SJ_MAX_PLAY]
    cdef int n = 0
    if state.g == NULL or not 0 <= seat < 4 or out.shape[0] < layout.L.size:
        raise ValueError("bad deal, seat or observation size")
    for x in chosen:
        if n >= SJ_MAX_PLAY:
            raise ValueError("too many cards chosen")
        cs[n] = x
        n += 1
    sj_encode(state.g, seat, &layout.L, cs, n, &out[0])
