"""MarsMatch rounds as tensors for learning environments, written by compiled code.

``encode_observation(state, seat, out, layout)`` writes a seat's observation into a
float32 array and ``legal_mask(state, out, index)`` the seat to act's legal play types
into an int8 array (``index`` numbers the play types of an action vocabulary by
``reading_code``); ``rl.marsmatch_v0`` defines the layout and the vocabulary. Both run in
C (``csrc/encode.c``) over the compiled round: no Python objects per step.
"""

from __future__ import annotations

from ._core import (
    OBS_PIECES,
    READING_CODES,
    ObsLayout,
    encode_observation,
    legal_mask,
    reading_code,
)

__all__ = ["OBS_PIECES", "READING_CODES", "ObsLayout", "encode_observation", "legal_mask",
           "reading_code"]
