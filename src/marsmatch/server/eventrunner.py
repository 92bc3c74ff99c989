"""Live events on the server's tables (docs/tournaments.md, "Live on the server").

Every process runs one :class:`EventRunner`. For each live event of ``events_dir``
(``marsmatch event live``) it finds the current round, the first whose boards are not all
recorded in the event's folder, and makes that round's tables: each a table of
:mod:`~.eventtable` with the movement's seating, bots in the bots' seats (the field's
fillers and the players the director replaced) and each person seated under their name
with a token only their pass opens (:func:`seat_token`). The next round's tables are made
once every table of the round has finished, since its progress is read from the records
alone; the seeds are revealed when the last round is recorded.

Tables spread over the processes: table *t* of a round is made by the *t*-th of the live
processes (their instance leases, sorted), claimed by creating ``live/rR-tT.json`` in the
event's folder (an exclusive create: never two tables for one seat of the movement). A
process that dies keeps its claims: when the supervisor restarts it, it restores its
tables from the database like any other and makes any table it had claimed but not yet
made. A claim nobody makes for ``STRAGGLER`` seconds (its process is gone) is taken by
any process.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import logging
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from ..bots import bot_names
from ..events.store import (
    Event,
    EventError,
    director,
    is_paused,
    load,
    now,
    record_path,
    reveal,
    write_json,
)
from .db import EventRow, LeaseRow
from .protocol import ProtocolError

if TYPE_CHECKING:
    from .manager import Manager
    from .table import Table

log = logging.getLogger("marsmatch.server")

#: seconds after a round becomes current before any process makes a table another
#: process should have made
STRAGGLER = 5.0


def seat_token(key: bytes, table_id: str, seat: int) -> str:
    """The token of a person's seat at an event's table (derived: every process of the
    cluster, sharing the key, gives it to the pass holder alone)."""
    return hmac.new(key, f"event-seat:{table_id}:{seat}".encode(),
                    hashlib.sha256).hexdigest()[:32]


def current_round(folder: Path, event: Event) -> int | None:
    """The first round (from 0) with a board not yet recorded at some table; None when
    every round is recorded."""
    for r in range(event.rounds):
        if not all(record_path(folder, b, t).exists() for b in event.round_boards(r)
                   for t in range(event.movement.tables)):
            return r
    return None


def claim_path(folder: Path, r: int, t: int) -> Path:
    return folder / "live" / f"r{r + 1}-t{t + 1}.json"


def read_claim(folder: Path, r: int, t: int) -> dict[str, Any] | None:
    try:
        return dict(json.loads(claim_path(folder, r, t).read_text(encoding="utf-8")))
    except (FileNotFoundError, ValueError):
        return None


class EventRunner:
    def __init__(self, manager: Manager) -> None:
        self.m = manager
        self.me = manager.settings.instance
        self._task: asyncio.Task[None] | None = None
        self._busy: set[tuple[str, int, int]] = set()
        self._since: dict[tuple[str, int], float] = {}
        self._absent_at: dict[tuple[str, int], set[str]] = {}

    def start(self) -> None:
        if self.m.settings.events_dir:
            self._task = asyncio.create_task(self._loop(), name="events")

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _loop(self) -> None:
        while True:
            try:
                await self.step()
            except Exception:
                log.exception("the live events could not be advanced")
            await asyncio.sleep(self.m.settings.event_seconds)

    async def _live(self) -> list[str]:
        """The instances serving now (their leases), sorted."""
        async with self.m.store.engine.connect() as conn:
            rows = await conn.execute(select(LeaseRow.owner).where(
                LeaseRow.expires_at > time.time()))
            found = sorted({r[0] for r in rows})
        return found or [self.me]

    async def step(self) -> None:
        """Advance every live event one step: make the current round's tables that are
        this process's to make, or reveal the seeds of an event all played."""
        root = Path(self.m.settings.events_dir)
        live: list[str] | None = None
        for folder in sorted(root.iterdir()) if root.is_dir() else []:
            if (folder / "boards.json").exists():  # finished: nothing to read
                continue
            try:
                event = load(folder)
            except EventError:
                continue
            if "live" not in event.extra or not event.started or is_paused(folder) or \
                    str(event.extra.get("starts_at", "")) > now():
                continue
            r = current_round(folder, event)
            if r is None:
                self._reveal(folder)
                continue
            if live is None:
                live = await self._live()
            await self._round(folder, event, r, live)

    def _reveal(self, folder: Path) -> None:
        try:
            fd = os.open(folder / "live" / "reveal", os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            return
        os.close(fd)
        try:
            reveal(folder)
        except EventError as exc:
            log.warning("event %s: %s", folder.name, exc)
            (folder / "live" / "reveal").unlink(missing_ok=True)

    async def _round(self, folder: Path, event: Event, r: int, live: list[str]) -> None:
        (folder / "live").mkdir(exist_ok=True)
        first = self._since.setdefault((folder.name, r), time.monotonic())
        mine = {(c["round"], c["table"]): t for t in list(self.m.tables.values())
                if (c := t.config.get("event")) and c.get("id") == folder.name}
        for t in range(event.movement.tables):
            if all(record_path(folder, b, t).exists() for b in event.round_boards(r)):
                continue
            if (folder.name, r, t) in self._busy:
                continue
            table = mine.get((r, t))
            if table is not None:  # restored after a restart: seat anyone not yet seated
                await self._seat(table, event, r, t)
                await self._substitute(table, folder, event)
                claim = read_claim(folder, r, t)
                if claim is None or claim.get("table") != table.id:
                    write_json(claim_path(folder, r, t), {"instance": self.me,
                                                          "table": table.id})
                continue
            claim = read_claim(folder, r, t)
            if claim is not None:
                if claim.get("instance") != self.me or claim.get("table"):
                    continue  # another's, or made (and finished: its records are coming)
            else:
                if live[t % len(live)] != self.me and time.monotonic() - first < STRAGGLER:
                    continue
                try:
                    fd = os.open(claim_path(folder, r, t), os.O_CREAT | os.O_EXCL | os.O_WRONLY)
                except FileExistsError:
                    continue
                with os.fdopen(fd, "w") as f:
                    f.write(json.dumps({"instance": self.me}))
            self._busy.add((folder.name, r, t))
            try:
                made = await self._make(folder, event, r, t)
                write_json(claim_path(folder, r, t), {"instance": self.me, "table": made.id})
                await self._seat(made, event, r, t)
                await self._stand_in(made, await self._absent(folder, event, r))
            except ProtocolError as exc:
                log.warning("event %s, round %d, table %d: %s", folder.name, r + 1, t + 1,
                            exc.message)
            finally:
                self._busy.discard((folder.name, r, t))

    async def _make(self, folder: Path, event: Event, r: int, t: int) -> Table:
        """Table ``t`` of round ``r``: its boards, seating, bots and the event's pace."""
        _, substitutes = director(folder)
        levels = bot_names(event.game)
        seating = event.movement.rounds[r][t]
        seats: list[dict[str, Any]] = []
        for c, name in zip(event.seating(seating), event.seat_names(seating), strict=True):
            entry = event.field[c]
            bot = entry["bot"] or substitutes.get(entry["name"])
            if bot:
                seats.append({"kind": "bot", "bot": bot if bot in levels else "strong",
                              "name": name})
            else:
                seats.append({"kind": "human"})
        pace = event.extra["live"]
        config = {"name": f"{event.name} {r + 1}.{t + 1}"[:60], "rules": event.rules,
                  "seats": seats, "turn_timer": float(pace.get("turn_timer", 0)),
                  "grace": float(pace.get("grace", 30)),
                  "bot_delay": float(pace.get("bot_delay", self.m.settings.bot_delay)),
                  "auto_next": float(pace.get("next", 5)), "created_at": self.m.clock.time(),
                  "event": {"id": folder.name, "commitment": event.commitment, "round": r,
                            "table": t, "boards": list(event.round_boards(r))}}
        return await self.m.add(event.game, config)

    async def _substitute(self, table: Table, folder: Path, event: Event) -> None:
        """A player the director replaced by a bot: the stand-in plays their seat now
        (the tables of the next rounds seat the bot itself)."""
        _, substitutes = director(folder)
        await self._stand_in(table, {p for e in event.field if e["name"] in substitutes
                                     for p in e["players"]})

    async def _stand_in(self, table: Table, names: set[str]) -> None:
        """The stand-in bot plays these people's seats at ``table`` from now on, until
        they come (a person who sits takes their seat back, as at any table)."""
        async with table.lock:
            for seat in table.seats:
                if seat.kind == "human" and seat.name in names and not seat.auto:
                    seat.auto = True
                    table.board.changed(seats=True)
                    table.board.presence()
                    table.reschedule()

    async def _absent(self, folder: Path, event: Event, r: int) -> set[str]:
        """The people who made no move themselves in round ``r - 1`` (the stand-in played
        for them throughout): at round ``r`` their tables do not wait ``grace`` for them.
        Read from the stored logs of the last round's tables, so any process knows."""
        known = self._absent_at.get((folder.name, r))
        if known is not None or r == 0:
            return known or set()
        tables = {c["table"]: t for t in range(event.movement.tables)
                  if (c := read_claim(folder, r - 1, t)) and c.get("table")}
        async with self.m.store.engine.connect() as conn:
            rows = await conn.execute(select(EventRow.table_id, EventRow.data).where(
                EventRow.table_id.in_(list(tables)), EventRow.type == "action",
                EventRow.data.contains('"by":"player"')))
            acted = {event.seat_names(event.movement.rounds[r - 1][tables[tid]])[
                json.loads(data)["seat"]] for tid, data in rows}
        found = {p for e in event.field if not e["bot"] for p in e["players"]} - acted
        self._absent_at[(folder.name, r)] = found
        return found

    async def _seat(self, table: Table, event: Event, r: int, t: int) -> None:
        """Seat each person of the table under their name (their pass opens the seat)."""
        names = event.seat_names(event.movement.rounds[r][t])
        for seat in table.seats:
            if seat.kind == "human" and not seat.taken:
                await table.roster.join(names[seat.index], seat.index,
                                        token=seat_token(self.m.key, table.id, seat.index))
