"""The verifiable deal's random stream (R1.3, G1.4; docs/records.md), readable.

* a stream for a purpose ``label`` is the concatenation of the blocks
  ``HMAC-SHA256(key=seed bytes, msg=label || counter)`` for counter = 0, 1, 2, ... as
  8-byte big-endian integers, read as 64-bit big-endian words;
* ``below(n)`` is unbiased by rejection: draw words until one is below the largest
  multiple of n that fits in 64 bits, then take it modulo n;
* a shoe is shuffled by Fisher-Yates: for i from len-1 down to 1, swap i with
  ``below(i + 1)`` from the ``shuffle`` stream.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_WORD = 1 << 64


class DealStream:
    """The HMAC-SHA256 counter stream of one seed and purpose: the reproducible,
    verifiable shuffle of R1.3."""

    def __init__(self, seed: str, label: bytes) -> None:
        self._key = seed.encode("utf-8")
        self._label = label
        self._counter = 0
        self._words: list[int] = []

    def word(self) -> int:
        if not self._words:
            block = hmac.new(
                self._key, self._label + self._counter.to_bytes(8, "big"), hashlib.sha256
            ).digest()
            self._counter += 1
            self._words = [int.from_bytes(block[i : i + 8], "big") for i in (24, 16, 8, 0)]
        return self._words.pop()

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _WORD - _WORD % n
        while True:
            x = self.word()
            if x < limit:
                return x % n


def shuffled(items: Sequence[T], seed: str) -> list[T]:
    """Fisher-Yates over ``items`` driven by the seed's ``shuffle`` stream."""
    out = list(items)
    stream = DealStream(seed, b"shuffle")
    for i in range(len(out) - 1, 0, -1):
        j = stream.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def draw_seat(seed: str, players: int) -> int:
    """The seat drawn at random from the seed (the first player / banker where drawn)."""
    return DealStream(seed, b"banker").below(players)
