"""A table's seats: who sits where, their secret tokens and their connections.

A seat's token is the only key to its hand and its actions; the table keeps only the
token's SHA-256, compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from typing import Any

from ..words import plain
from .protocol import ProtocolError


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def clean_name(text: str, limit: int = 40) -> str:
    """A name as people typed it, fit to show and store (``words.plain``)."""
    return plain(text, limit)


@dataclass(eq=False)
class Seat:
    index: int
    kind: str  # "human" | "bot"
    bot: str | None = None
    name: str | None = None
    token_hash: str | None = None
    #: SHA-256 of the key the browser that took the seat keeps (only it renews the link)
    key_hash: str | None = None
    #: a client of this seat is connected now (the table's audience says so)
    online: bool = False
    #: when the last connection of this person's seat went (None: connected, or a bot);
    #: a bot takes the seat after the table's grace period
    away_since: float | None = None
    auto: bool = False  # a bot keeps this human's seat until they return
    #: the client address that took the seat (this process only; never stored)
    address: str | None = None
    #: whether a client of this seat has connected since it was taken, and whether it
    #: takes part in the deal (hello with ``"contribute": true``)
    seen: bool = False
    contributes: bool = False

    @property
    def taken(self) -> bool:
        return self.kind == "bot" or self.token_hash is not None

    @property
    def robot(self) -> bool:
        """Whether a bot plays this seat now (a bot's seat, or an absent player's)."""
        return self.kind == "bot" or self.auto

    def public(self) -> dict[str, Any]:
        return {"seat": self.index, "name": self.name, "kind": self.kind, "bot": self.bot,
                "taken": self.taken, "online": self.kind == "bot" or self.online,
                "auto": self.auto}


def authenticate(seats: list[Seat], seat: int | None, token: str | None) -> int | None:
    """The seat a ``hello`` may take (None: a spectator), or bad_seat / bad_token."""
    if seat is None:
        return None
    if not 0 <= seat < len(seats):
        raise ProtocolError("bad_seat", f"there is no seat {seat!r} at this table")
    s = seats[seat]
    if s.kind != "human" or s.token_hash is None:
        raise ProtocolError("bad_token", f"seat {seat} has no player; join it first")
    if token is None or not hmac.compare_digest(token_hash(token), s.token_hash):
        raise ProtocolError("bad_token", f"that is not the token of seat {seat}")
    return seat
