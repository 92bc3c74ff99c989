"""A table's seats and the links to them: joining, relinking, and the connections that
sit at a seat or watch.

A seat has two secrets. Its *token* is in the seat's link (``/#/t/ID`` plus the token kept
by the browser): any device holding it may sit and play, and every other device of the
seat is told (``seat_shared``/``seat_elsewhere``). Its *key* is made by the browser that
took the seat and never leaves it: only the key may renew the link (:meth:`relink`), so
a leaked link can watch and play beside the owner, but never lock the owner out. The
table keeps only the SHA-256 of each.

A relink is stored (a ``join`` entry with the new token's hash) but is not a move: the
scheduler counts turns and bot pauses from the last move (``Table.moved``), so relinking
stops no timer and no bot. Relinks are limited per seat (``relinks_per_minute``) on the
table's clock. A hello is checked against the seat's token under the table's lock, in
:meth:`attach`, so a hello racing a relink either sits before the relink (and is unseated
by it) or is refused.
"""

from __future__ import annotations

import hmac
import secrets
from collections import deque
from collections.abc import Mapping
from typing import Any

from .connection import Conn
from .protocol import ProtocolError, frame
from .seats import Seat, authenticate, token_hash
from .tablecore import TableCore


class SeatRoster:
    def __init__(self, table: TableCore, spec: list[dict[str, Any]]) -> None:
        """``spec``: the table's seats as created (``kind``; a bot's ``bot`` and ``name``)."""
        self.t = table
        self.seats = [Seat(i, s["kind"], s.get("bot"),
                           name=s.get("name") if s["kind"] == "bot" else None)
                      for i, s in enumerate(spec)]
        #: per seat: when its last relinks were (the table's monotonic clock)
        self._relinks: dict[int, deque[float]] = {}

    # --- the log ------------------------------------------------------------------------
    def apply_join(self, entry: Mapping[str, Any]) -> None:
        """A stored ``join``: the seat's name, token hash and (if the browser made one)
        key hash. A relink keeps the key the seat was taken with."""
        seat = self.seats[entry["seat"]]
        seat.name = entry["name"]
        seat.token_hash = entry["token_hash"]
        if entry.get("key_hash") is not None:
            seat.key_hash = entry["key_hash"]
        elif seat.token_hash is None:  # a freed seat (people/host.py): its key goes too
            seat.key_hash = None
        if not seat.online:
            seat.away_since = self.t.clock.monotonic()
        self.t.board.changed(seats=True)

    # --- taking and renewing a seat ----------------------------------------------------
    async def join(self, name: str, seat: int | None, address: str | None = None,
                   key: str | None = None, token: str | None = None) -> tuple[int, str]:
        """Take a free seat (the first unless ``seat``); ``key``: the browser's own secret,
        needed later to renew the link; ``token``: the seat's token when the server seats
        someone itself (an event's player). Returns (seat, token)."""
        t = self.t
        async with t.lock:
            if t.status == "finished":
                raise ProtocolError("match_over", "this table is over", 409)
            free = [s.index for s in self.seats if s.kind == "human" and not s.taken]
            if seat is None:
                if not free:
                    raise ProtocolError("table_full", "every seat at this table is taken", 409)
                seat = free[0]
            if not 0 <= seat < len(self.seats):
                raise ProtocolError("bad_seat", f"there is no seat {seat}", 404)
            if self.seats[seat].kind != "human":
                raise ProtocolError("seat_taken", f"seat {seat} is a bot's seat", 409)
            if self.seats[seat].taken:
                raise ProtocolError("seat_taken", f"seat {seat} is taken", 409)
            mine = sum(1 for s in self.seats if address is not None and s.address == address)
            if mine >= t.settings.max_seats_per_address:
                raise ProtocolError("too_many_seats", f"one client address may take at most "
                                    f"{t.settings.max_seats_per_address} seats at a table", 429)
            token = token or secrets.token_urlsafe(24)
            entry = {"type": "join", "seat": seat, "name": name, "token_hash": token_hash(token)}
            if key is not None:
                entry["key_hash"] = token_hash(key)
            await t.commit(entry)
            self.seats[seat].address = address
            await t.dealer.start_if_ready_locked()
            return seat, token

    async def relink(self, seat: int, token: str, key: str | None = None) -> str:
        """A new private link for a seat, given its current token and, for a seat taken
        with a key, that key: the old link stops working and every connection that used
        it becomes a spectator (told ``seat_relinked``)."""
        t = self.t
        async with t.lock:
            authenticate(self.seats, seat, token)
            s = self.seats[seat]
            if s.key_hash is not None and (key is None or not hmac.compare_digest(
                    token_hash(key), s.key_hash)):
                raise ProtocolError("bad_key", "only the browser that took this seat can "
                                    "renew its link", 403)
            if t.status == "finished":
                raise ProtocolError("match_over", "this table is over", 409)
            self._count_relink(seat)
            fresh = secrets.token_urlsafe(24)
            await t.commit({"type": "join", "seat": seat, "name": s.name,
                            "token_hash": token_hash(fresh)})
            if t.audience.unseat(seat, frame(t, "notice", code="seat_relinked", seat=seat)):
                self._went(s)
                t.board.changed(seats=True)
            t.reschedule()
            t.board.presence()
            return fresh

    def _count_relink(self, seat: int) -> None:
        """At most ``relinks_per_minute`` relinks of one seat in any minute (429)."""
        now = self.t.clock.monotonic()
        limit = self.t.settings.relinks_per_minute
        times = self._relinks.setdefault(seat, deque())
        while times and times[0] <= now - 60:
            times.popleft()
        if len(times) >= limit:
            raise ProtocolError("too_many_relinks", f"a seat's link may be renewed at most "
                                f"{limit} times a minute; try again in "
                                f"{times[0] + 60 - now:.0f} s", 429)
        times.append(now)

    # --- connections ----------------------------------------------------------------------
    async def attach(self, conn: Conn, seat: int | None, token: str | None,
                     since: int | None, contribute: bool = False,
                     by_account: bool = False) -> None:
        """A ``hello``: sit at ``seat`` (its token checked here, under the lock; or, with
        ``by_account``, the seat the connection's signed-in account holds) or watch."""
        t = self.t
        async with t.lock:
            if not by_account:
                seat = authenticate(self.seats, seat, token)
            if conn not in t.audience or conn.seat != seat:
                self._room_at(seat, conn.address)
            self._detach(conn)
            if seat is not None:  # two devices on one seat: both are told
                t.audience.tell_shared(conn, seat, lambda code: frame(
                    t, "notice", code=code, seat=seat))
            t.audience.add(conn, seat)
            if seat is not None:
                s = self.seats[seat]
                s.online, s.away_since, s.auto, s.seen = True, None, False, True
                s.contributes = contribute
            t.board.changed(seats=True)
            conn.send(t.audience.welcome(t.board, conn, since))
            t.reschedule()
            t.board.presence()
            if t.dealer.ceremony.dealing is not None:
                await t.dealer.advance()

    def take_over(self, seat: int) -> None:
        """The grace period of an absent player ended: a bot keeps the seat until they
        return (the caller holds the lock)."""
        s = self.seats[seat]
        if s.away_since is not None and not s.auto:
            s.auto = True
            self.t.board.changed(seats=True)
            self.t.board.presence()
        self.t.reschedule()

    def _room_at(self, seat: int | None, address: str) -> None:
        """Spectators are bounded per table and per client address at it, below the
        table's socket bound, so seated players coming back always have room; a seat's
        own devices are bounded too (a seat's token is no way to open sockets at will)."""
        s, a = self.t.settings, self.t.audience
        if seat is not None:
            if len(a.by_seat.get(seat, ())) >= s.max_devices_per_seat:
                raise ProtocolError("too_many_connections", f"at most "
                                    f"{s.max_devices_per_seat} devices at one seat")
            return
        if a.spectators >= s.max_spectators_per_table:
            raise ProtocolError("too_many_connections", f"this table has its "
                                f"{s.max_spectators_per_table} spectators; try again later")
        if a.spectators_from(address) >= s.max_spectators_per_address:
            raise ProtocolError("too_many_connections", f"at most "
                                f"{s.max_spectators_per_address} spectators per client "
                                "address at a table")

    def _went(self, s: Seat) -> None:
        s.online = False
        if s.kind == "human":
            s.away_since = self.t.clock.monotonic()

    def _detach(self, conn: Conn) -> bool:
        if not self.t.audience.remove(conn):
            return False
        if conn.seat is not None and not self.t.audience.present(conn.seat):
            self._went(self.seats[conn.seat])
        self.t.board.changed(seats=True)
        return True

    async def detach(self, conn: Conn) -> None:
        async with self.t.lock:
            if self._detach(conn):
                self.t.reschedule()
                self.t.board.presence()
