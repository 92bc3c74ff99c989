"""The lobby's list of tables: every table of every process, cheap to ask for.

Each table hands its summary (what the lobby shows: name, game, seats, status, round) to
this process's :class:`Lobby` when it changes (a seat taken, a round dealt, the table
over), and the summary is written to the table's row with the next write batch. The list
itself comes from one shared query over every process's rows, asked at most once per
``lobby_seconds`` however often clients poll, with this process's own changes since then
laid over it: a table shows at once in the process that has it, and within a second or
two in every other. No request walks the tables in memory.
"""

from __future__ import annotations

import asyncio
from typing import Any

import orjson

from .clock import Clock
from .config import Settings
from .db import Store
from .protocol import encode

STATUSES = {"all": ("open", "playing", "finished"), "open": ("open",),
            "playing": ("playing",), "finished": ("finished",)}
SHOWN = 200  # tables in one answer, newest first
KEEP_OWN = 10.0  # seconds an own change is laid over the shared rows (its write is in)


class Lobby:
    def __init__(self, store: Store, settings: Settings, clock: Clock) -> None:
        self.store = store
        self.settings = settings
        self.clock = clock
        #: this process's changes: table id -> (when, summary)
        self._own: dict[str, tuple[float, dict[str, Any]]] = {}
        #: the shared rows per status filter: (when asked, summaries)
        self._rows: dict[str, tuple[float, list[dict[str, Any]]]] = {}
        self._asking: dict[str, asyncio.Future[None]] = {}

    def publish(self, summary: dict[str, Any]) -> None:
        """A table of this process changed: shown here at once, stored for the others."""
        now = self.clock.monotonic()
        self._own[summary["id"]] = (now, summary)
        self.store.put_summary(summary["id"], summary["status"], encode(summary))
        if len(self._own) > 4 * SHOWN:
            self._own = {k: v for k, v in self._own.items() if now - v[0] < KEEP_OWN}

    def forget(self, table_id: str, status: str, summary: dict[str, Any]) -> None:
        """A table left this process (expired, or finished long ago)."""
        self._own[table_id] = (self.clock.monotonic(), {**summary, "status": status})

    async def tables(self, status: str) -> list[dict[str, Any]]:
        """The newest tables in ``status`` (open ones have free seats), at most 200."""
        rows = await self._shared(status)
        now = self.clock.monotonic()
        wanted = STATUSES[status]
        by_id = {r["id"]: r for r in rows}
        for table_id, (when, summary) in self._own.items():
            if now - when < KEEP_OWN or table_id in by_id:
                by_id[table_id] = summary
        listed = [s for s in by_id.values() if s["status"] in wanted]
        listed.sort(key=lambda s: -s["created_at"])
        return listed[:SHOWN]

    async def _shared(self, status: str) -> list[dict[str, Any]]:
        """The shared rows for a filter, asked again once ``lobby_seconds`` old (one
        question at a time; every other request waits for it)."""
        now = self.clock.monotonic()
        found = self._rows.get(status)
        if found is not None and now - found[0] < self.settings.lobby_seconds:
            return found[1]
        asking = self._asking.get(status)
        if asking is None:
            asking = self._asking[status] = asyncio.ensure_future(self._ask(status, now))
            asking.add_done_callback(lambda _f: self._asking.pop(status, None))
        await asyncio.shield(asking)
        return self._rows[status][1]

    async def _ask(self, status: str, now: float) -> None:
        since = self.clock.time() - self.settings.finished_table_ttl
        texts = await self.store.lobby(STATUSES[status], since, SHOWN)
        self._rows[status] = (now, [orjson.loads(t) for t in texts])
