"""The factored MarsMatch action space: a fixed play-type vocabulary, then builder steps.

A MarsMatch hand has ~10^7 distinct leads, so an action is never a whole play. It is a
pass, a *play type* (a :class:`~marsmatch.games.marsmatch.Reading`) from a vocabulary
fixed by the number of players N, or one step of the engine's
:class:`~marsmatch.games.marsmatch.builder.PlayBuilder` for the chosen type: an attachment
rank, or the number of wild 2s of the next main group. The rules of those steps (which
are legal, and when the play is complete) are the builder's; this module only numbers
them.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ..features.marsmatch import READING_CODES, reading_code
from ..games.marsmatch.combos import RANK_NAMES, TWO, Reading
from ..games.marsmatch.vocabulary import vocabulary

#: Ranks an attachment card may have: 3..A and the 2 (never a joker, R3.10).
ATTACH_RANKS = TWO + 1
#: Most wild 2s one main group can take (a triple made of 2s inside a Rocket chain).
MAX_WILD = 3
PASS = 0
MODES = ("default", "choose", "full")


@cache
def vocabulary_index(players: int) -> dict[Reading, int]:
    return {rd: i for i, rd in enumerate(vocabulary(players))}


@cache
def type_index(players: int) -> np.ndarray:
    """The vocabulary as a table for the compiled mask: entry ``reading_code(rd)`` holds
    ``rd``'s index in ``vocabulary(players)``, -1 where a reading is not in it."""
    table = np.full(READING_CODES, -1, dtype=np.int32)
    for i, rd in enumerate(vocabulary(players)):
        table[reading_code(rd)] = i
    table.setflags(write=False)
    return table


class Layout:
    """Where each action group starts for N players and an ``attachments`` mode: pass,
    the T play types, then (``choose``, ``full``) 13 attachment ranks, then (``full``) the
    numbers 0..3 of wild 2s in the next main group."""

    def __init__(self, players: int, mode: str = "default") -> None:
        if mode not in MODES:
            raise ValueError(f"attachments must be one of {MODES}")
        self.vocab = vocabulary(players)
        self.index = vocabulary_index(players)
        self.type_index = type_index(players)
        self.attach_offset = 1 + len(self.vocab)
        self.wild_offset = self.attach_offset + ATTACH_RANKS
        steps = {"default": 0, "choose": ATTACH_RANKS, "full": ATTACH_RANKS + MAX_WILD + 1}
        self.size = self.attach_offset + steps[mode]

    def type_action(self, reading: Reading) -> int:
        return 1 + self.index[reading]

    def describe(self, action: int) -> str:
        if action == PASS:
            return "pass"
        if action >= self.wild_offset:
            return f"{action - self.wild_offset} wild 2s in the next main group"
        if action >= self.attach_offset:
            return f"attach {RANK_NAMES[action - self.attach_offset]}"
        return self.vocab[action - 1].describe()
