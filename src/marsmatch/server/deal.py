"""A table's deals: the server's committed seeds and the players' part in each shuffle.

Each round's seed is an HMAC of the table's secret (:class:`Seeds`), so its commitment
(SHA-256) can be published before the deal and the seed revealed after the round.

Before each deal the seated players' clients may help shuffle (docs/records.md, scheme
2; :class:`DealCeremony`): they commit to random values (``commit`` messages; a ``commit``
log entry closes the set), then reveal them (``reveal``), and the ``deal`` entry names
every contribution; the round's shuffle seed is the server's seed mixed with the revealed
values. Each phase waits at most ``deal_wait`` seconds on the injected clock, then goes on
without whoever is missing (the record says so). The ceremony is pure: it says which
entry is due, and the table stores it and tells the ceremony once it is stored.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..shuffle import DEAL_SCHEME, commitment, is_value, mixed_seed
from .clock import Clock
from .protocol import ProtocolError


class Seeds:
    """The server's seed of each round and its commitment (cached: one SHA-256 each)."""

    __slots__ = ("_commitments", "_secret")

    def __init__(self, secret: str) -> None:
        self._secret = secret.encode()
        self._commitments: dict[int, str] = {}

    def seed(self, round_no: int) -> str:
        return hmac.new(self._secret, f"round-{round_no}".encode(), hashlib.sha256).hexdigest()

    def commitment(self, round_no: int) -> str:
        found = self._commitments.get(round_no)
        if found is None:
            found = self._commitments[round_no] = commitment(self.seed(round_no))
        return found

    def forget_before(self, round_no: int) -> None:
        self._commitments = {r: c for r, c in self._commitments.items() if r >= round_no}

    def shuffle_seed(self, entry: Mapping[str, Any]) -> str:
        """A deal entry's seed: the server's seed (entries of earlier servers), or the
        server's seed mixed with the revealed contributions (scheme 2)."""
        server_seed = self.seed(entry["round"])
        if not entry.get("scheme"):
            return server_seed
        return mixed_seed(server_seed, [(c["seat"], c["value"]) for c in entry["contributions"]
                                        if c.get("value") is not None])


@dataclass
class Dealing:
    """A deal that is due and waits for the players' contributions: first their
    commitments (``phase`` "commit", in memory), then, once the set is closed by a
    ``commit`` entry, their values (``phase`` "reveal")."""

    round: int
    phase: str
    deadline: float  # on the clock's monotonic time
    commits: dict[int, str] = field(default_factory=dict)
    reveals: dict[int, str] = field(default_factory=dict)


class DealCeremony:
    def __init__(self, wait: float, clock: Clock) -> None:
        self.wait = wait
        self.clock = clock
        self.dealing: Dealing | None = None
        #: commitments sent before their deal was due: seat -> (round, commitment)
        self.early: dict[int, tuple[int, str]] = {}

    def upcoming(self, current_round: int) -> int:
        """The next deal's round (contributions for it are taken from now on)."""
        return self.dealing.round if self.dealing is not None else current_round + 1

    def open(self, round_no: int) -> None:
        """Round ``round_no`` is due: take commitments until the deadline."""
        commits = {s: c for s, (r, c) in self.early.items() if r == round_no}
        self.dealing = Dealing(round_no, "commit", self.clock.monotonic() + self.wait, commits)

    def add_commitment(self, seat: int, round_no: int, value_hash: str,
                       current_round: int) -> bool:
        """A seat's commitment for ``round_no``; True if a deal waits for it now (the
        table then asks :meth:`due_entry` again)."""
        if not is_value(value_hash):
            raise ProtocolError("bad_message", "a commitment is 64 lowercase hex digits "
                                "(the SHA-256 of your value)")
        if round_no != self.upcoming(current_round):
            raise ProtocolError("deal_closed", f"round {round_no} is not the next deal")
        d = self.dealing
        if d is None:
            self.early[seat] = (round_no, value_hash)
            return False
        if d.phase != "commit":
            raise ProtocolError("deal_closed", "the commitments for this deal are closed")
        d.commits[seat] = value_hash
        return True

    def add_value(self, seat: int, round_no: int, value: str | None) -> None:
        """A seat's value, once the commitments are closed."""
        d = self.dealing
        if d is None or d.phase != "reveal" or d.round != round_no:
            raise ProtocolError("deal_closed", f"round {round_no} is not waiting for values")
        if seat not in d.commits:
            raise ProtocolError("deal_closed", "your seat did not commit to a value for "
                                "this deal")
        if value is None or not is_value(value) or commitment(value) != d.commits[seat]:
            raise ProtocolError("bad_reveal", "that value does not match your commitment")
        d.reveals[seat] = value

    def due_entry(self, waits_for: Collection[int],
                  deadline_passed: bool = False) -> dict[str, Any] | None:
        """The entry to store now, or None while it waits for someone (``waits_for``: the
        seats whose commitment the deal waits for)."""
        d = self.dealing
        if d is None:
            return None
        late = deadline_passed or self.clock.monotonic() >= d.deadline
        if d.phase == "commit":
            if not late and any(s not in d.commits for s in waits_for):
                return None
            if d.commits:
                return {"type": "commit", "round": d.round, "commitments": [
                    {"seat": s, "commitment": c} for s, c in sorted(d.commits.items())]}
            return deal_entry(d.round, [])
        if not late and any(s not in d.reveals for s in d.commits):
            return None
        return deal_entry(d.round, [{"seat": s, "commitment": c, "value": d.reveals.get(s)}
                                    for s, c in sorted(d.commits.items())])

    # --- what the stored entries mean -----------------------------------------------------
    def closed(self, entry: Mapping[str, Any]) -> None:
        """A stored ``commit`` entry: wait for the values until a new deadline."""
        self.dealing = Dealing(entry["round"], "reveal", self.clock.monotonic() + self.wait,
                               {c["seat"]: c["commitment"] for c in entry["commitments"]})

    def dealt(self, round_no: int) -> None:
        self.dealing = None
        self.early = {s: c for s, c in self.early.items() if c[0] > round_no}

    def stopped(self) -> None:
        self.dealing = None

    def public(self) -> dict[str, Any] | None:
        """What everyone may know of the deal being gathered (the table's ``dealing``)."""
        d = self.dealing
        if d is None:
            return None
        return {"round": d.round, "phase": d.phase, "committed": sorted(d.commits),
                "commitments": None if d.phase != "reveal" else [
                    {"seat": s, "commitment": c} for s, c in sorted(d.commits.items())],
                "seconds": max(0.0, round(d.deadline - self.clock.monotonic(), 1))}


def deal_entry(round_no: int, contributions: list[dict[str, Any]]) -> dict[str, Any]:
    return {"type": "deal", "round": round_no, "scheme": DEAL_SCHEME,
            "contributions": contributions}
