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

Scheme 2 (``DEAL_SCHEME``, below): the seed the shuffle uses is the server's committed seed
mixed with the seated players' revealed random values (``mixed_seed``); ``check_seed``
is the part of deal verification both games share. The mixed seed is an ordinary seed
string, so the compiled stream deals from it like any other.

The stream is compiled (``csrc/dealstream.c``, wrapped by ``_dealstream``) so the engines
deal without the GIL; ``marsmatch.reference.dealstream`` is the readable Python version, and
the tests check the two agree word for word.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from typing import Any, TypeVar

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


def shoe_cards(seed: str, decks: int) -> list[str]:
    """The shuffled shoe of ``decks`` suited decks as card strings (``S2`` ... ``LJ``,
    ``BJ``), the canonical order of ``cards.shoe`` shuffled: what other implementations
    (the browser's fairdeal.ts) reproduce."""
    deck = [s + r for s in "SHDC" for r in
            ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")] + ["LJ", "BJ"]
    return shuffled(deck * decks, seed)


def draw_seat(seed: str, players: int) -> int:
    """The seat drawn at random from the seed (the first player / banker where drawn)."""
    return int(DealStream(seed, BANKER).below(players))


# --- deals the players help shuffle (scheme 2, docs/records.md) ---------------------------
#
# The server commits to its seed (``commitment(server_seed)``) before anything else. Each
# seated player's client then commits to a random value of its own (``commitment(value)``,
# a value of 64 hex digits); once the set of commitments is closed the values are revealed,
# and the shuffle seed is
#
#     HMAC-SHA256(key = server seed, msg = "marsmatch-deal/2" || for each revealed value,
#                 by seat: seat as 2 bytes big-endian || the value's 32 bytes)
#
# in hex. The server cannot choose the deal (its seed was fixed before any value was known,
# and no value is revealed before every commitment is in), and no player can (nobody knows
# the server's seed until the round is over).

DEAL_SCHEME = "marsmatch-deal/2"
MIXED_OK = "the shuffle seed mixes the server's committed seed with the players' values"
NO_COMMITMENT = ("the record has no commitment, so nothing shows the seed was fixed before "
                 "the deal")
_HEX64 = frozenset("0123456789abcdef")


def is_value(value: object) -> bool:
    """A contribution: 64 lowercase hex digits (32 random bytes)."""
    return isinstance(value, str) and len(value) == 64 and set(value) <= _HEX64


def new_value() -> str:
    return secrets.token_hex(32)


def mixed_seed(server_seed: str, values: Sequence[tuple[int, str]]) -> str:
    """The shuffle seed of scheme 2: the server's seed mixed with each revealed value."""
    msg = DEAL_SCHEME.encode()
    for seat, value in sorted(values):
        if not is_value(value):
            raise ValueError(f"seat {seat}'s contribution is not 64 hex digits")
        msg += seat.to_bytes(2, "big") + bytes.fromhex(value)
    return hmac.new(server_seed.encode("utf-8"), msg, hashlib.sha256).hexdigest()


def check_seed(seed: str, published: str | None, deal: Any) -> dict[str, Any]:
    """The seed's part of deal verification, for both schemes (the games add the hands).

    Scheme 1 (``deal`` is None): the commitment is ``SHA-256(seed)``. Scheme 2 (``deal`` is
    ``{"scheme", "server_seed", "contributions": [{"seat", "commitment", "value"}]}``): the
    commitment is ``SHA-256(server_seed)``, every revealed value matches its commitment and
    the seed is ``mixed_seed`` of the server's seed and the revealed values. Returns
    ``commitment`` (what was committed to, recomputed), ``commitment_ok`` (None: nothing
    published), ``problems`` (sentences) and, for scheme 2, ``scheme``, ``seed_ok`` and
    ``contributions`` (per seat: ``commitment_ok``, ``used``)."""
    problems: list[str] = []
    if deal is None:
        digest = commitment(seed)
        ok = None if published is None else published.lower() == digest
        if ok is False:
            problems.append("the seed does not match the published commitment")
        return {"commitment": digest, "commitment_ok": ok, "problems": problems}
    server_seed = str(deal["server_seed"])
    digest = commitment(server_seed)
    ok = None if published is None else published.lower() == digest
    if ok is False:
        problems.append("the server's seed does not match the commitment published before "
                        "the deal")
    parts = []
    used: list[tuple[int, str]] = []
    for c in deal.get("contributions", []):
        value = c.get("value")
        c_ok = None if value is None else commitment(value) == str(c["commitment"]).lower()
        if c_ok is False:
            problems.append(f"seat {c['seat']}'s value does not match its commitment")
        elif value is not None and is_value(value):
            used.append((int(c["seat"]), value))
        parts.append({"seat": c["seat"], "commitment_ok": c_ok, "used": c_ok is True})
    seed_ok = mixed_seed(server_seed, used) == seed
    if not seed_ok:
        problems.append("the shuffle seed is not the server's seed mixed with the players' "
                        "values")
    return {"commitment": digest, "commitment_ok": ok, "problems": problems,
            "scheme": DEAL_SCHEME, "seed_ok": seed_ok, "contributions": parts}
