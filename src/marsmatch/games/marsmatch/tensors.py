"""The old home of MarsMatch's RL encoders, kept so that scripts written against it work.

The observation, mask and legal plays are the features layer's now
(``marsmatch.features.marsmatch``, between the games and the bots); this module only
re-exports them. New code imports ``marsmatch.features.marsmatch``.
"""

from __future__ import annotations

from ...features.marsmatch import (
    HISTORY_MOVES,
    OBS_PIECES,
    READING_CODES,
    ObsLayout,
    encode_observation,
    legal_mask,
    legal_plays,
    observation_pieces,
    reading_code,
)

__all__ = ["HISTORY_MOVES", "OBS_PIECES", "READING_CODES", "ObsLayout", "encode_observation",
           "legal_mask", "legal_plays", "observation_pieces", "reading_code"]
