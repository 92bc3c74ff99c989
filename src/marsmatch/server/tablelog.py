"""A table's log in memory: its last entries, the engine events each caused, and the
action ids already taken. Pure and synchronous: the table stores an entry first, then
appends it here.

The log holds ``join`` (a player takes a seat), ``commit`` (the players' commitments for a
deal are closed), ``deal`` (a round starts), ``action`` (a seat acts, as the engine's
record dict) and ``stop`` (the table takes no more changes). The table's version is the
log's length: gapless, persisted, and the same after a restart, which replays the stored
entries. Memory stays flat: the entries of this round and the last are kept (at most
``2 * KEEP``); a client resuming from further back gets a snapshot instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

MAX_MISSED = 1000  # log entries replayed on resume; beyond that, a snapshot only
KEEP = 2 * MAX_MISSED  # log entries kept in memory (the older ones are in the store)

#: per log entry: the round state it touched and the range of that state's events it caused
Span = tuple[Any, int, int]


class TableLog:
    __slots__ = ("_last_deal", "base", "entries", "ids", "spans")

    def __init__(self) -> None:
        #: the version before the first entry kept
        self.base = 0
        self.entries: list[Mapping[str, Any]] = []
        self.spans: list[Span | None] = []
        #: action ids per (seat, round, id) of this round and the last: their version
        self.ids: dict[tuple[int, int, str], int] = {}
        self._last_deal = 0  # version before the last deal entry

    @property
    def version(self) -> int:
        return self.base + len(self.entries)

    def append(self, entry: Mapping[str, Any], span: Span | None, round_no: int) -> None:
        """Keep a stored entry (``round_no``: the round it belongs to, for its id)."""
        if entry.get("id"):
            self.ids[(entry["seat"], round_no, entry["id"])] = self.version + 1
        self.entries.append(entry)
        self.spans.append(span)
        if entry["type"] == "deal":
            # the entries of this round and the last one stay; the ids of older rounds go
            drop = self._last_deal - self.base
            self._last_deal = self.version - 1
            self.ids = {k: v for k, v in self.ids.items() if k[1] >= round_no - 1}
        else:
            drop = len(self.entries) - KEEP if len(self.entries) > 2 * KEEP else 0
        if drop > 0:
            del self.entries[:drop], self.spans[:drop]
            self.base += drop

    def taken(self, seat: int, round_no: int, action_id: str) -> int | None:
        """The version an action id was taken at in this round, if it was."""
        return self.ids.get((seat, round_no, action_id))

    def last(self) -> int:
        """The index of the newest entry."""
        return len(self.entries) - 1

    def resumable(self, since: int | None) -> bool:
        """Whether a client that has version ``since`` can be sent what it missed."""
        return since is not None and self.base <= since <= self.version and \
            self.version - since <= MAX_MISSED

    def indexes_since(self, since: int) -> range:
        """Indexes of the entries after version ``since`` (``resumable`` first)."""
        return range(since - self.base, self.version - self.base)
