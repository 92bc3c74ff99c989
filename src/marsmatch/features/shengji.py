"""Shengji deals as tensors for learning environments, written by compiled code.

``encode_observation(state, seat, out, layout, chosen)`` writes shengji_v0's observation of
a deal (the pieces that do not depend on the play being built, plus the cards chosen so
far) into a float32 array; ``ObsLayout(size, starts)`` says where each piece starts
(``rl.shengji_v0.OBSERVATION_PIECES`` is the one source of the layout). Compiled
(``csrc/sj_encode.c``). Which card may come next in a bury, lead or follow is a rule
question, so it stays with the game (``games.shengji.steps``).
"""

from __future__ import annotations

from ._shengji import ObsLayout, encode_observation

__all__ = ["ObsLayout", "encode_observation"]
