"""The verifiable deal: commit to a seed, shuffle from it, reveal it afterwards.

Scheme (documented in docs/records.md, test vectors in tests/fixtures/deal_vectors.json):

* the seed is a text string (new seeds are 64 hex digits from ``secrets``); its bytes are
  its UTF-8 encoding;
* the commitment published before the deal is ``SHA-256(seed bytes)`` in hex;
* a random stream for a purpose ``label`` is the concatenation of the blocks
  ``HMAC-SHA256(key=seed bytes, msg=label || counter)`` for counter = 0, 1, 2, ... as
  8-byte big-endian integers, read as 64-bit big-endian words;
* ``below(n)`` is unbiased by rejection: draw words until one is below the largest
  multiple of n that fits in 64 bits, then take it modulo n;
* the shoe (decks in canonical order, see ``cards.shoe``) is shuffled by Fisher-Yates:
  for i from len-1 down to 1, swap i with ``below(i + 1)`` from the ``shuffle`` stream;
* where the rules draw the first player at random, it is ``below(players)`` from the
  ``banker`` stream.

The stream is compiled (``csrc/dealstream.c``, wrapped by ``_dealstream``) so the engines
deal without the GIL; ``tests/oracle/shuffle.py`` keeps the readable Python version, and
the tests check the two agree word for word.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from typing import TypeVar

from ._dealstream import DealStream, permutation

T = TypeVar("T")

SHUFFLE = b"shuffle"
BANKER = b"banker"


def new_seed() -> str:
    return secrets.token_hex(32)


def commitment(seed: str) -> str:
    """SHA-256 of the seed: published before the deal so the seed cannot change later."""
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


def shuffled(items: Sequence[T], seed: str) -> list[T]:
    """Fisher-Yates over ``items`` driven by the seed's ``shuffle`` stream."""
    return [items[i] for i in permutation(seed, SHUFFLE, len(items))]


def draw_seat(seed: str, players: int) -> int:
    """The seat drawn at random from the seed (the first player / banker where drawn)."""
    return int(DealStream(seed, BANKER).below(players))
