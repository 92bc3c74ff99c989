"""The host's controls and the players' own: a ready check, moving and removing people,
seats in a random order, leaving a seat, ending the table, and the spectators.

Seat changes use the table's own log entries, so every restart and every older server
replays them: a seat is emptied by a ``join`` entry with no name and no token, a person
moves by the ``join`` of their token's hash at the new seat, and the table ends by a
``stop`` entry (reason ``host``). People move only before the first deal (the deal starts
once every seat is taken); a seat may be freed (removed, left) also during play: the next
person to join takes it, hand and all, and a stand-in bot plays it meanwhile after the
table's grace. The connections of a moved or removed seat are told
(``notice``: ``seat_moved`` with ``to``, or ``seat_removed``) and watch until they sit
again. The ready check is words only: who is ready shows to all, and nothing waits on it.
"""

from __future__ import annotations

import secrets
from typing import Any

from sqlalchemy import delete, update

from ..protocol import ProtocolError, frame
from .history import Holdings
from .schema import AccountSeatRow, HostRow

ORDER = secrets.SystemRandom()


class HostControls:
    def __init__(self, holdings: Holdings) -> None:
        self.holdings = holdings
        #: per table: the seats that answered the running ready check (None: none running)
        self.ready: dict[str, dict[int, bool]] = {}

    # --- seats ---------------------------------------------------------------------------
    def _before_deal(self, table: Any) -> None:
        if table.state is not None or table.dealer.ceremony.dealing is not None or table.stopped:
            raise ProtocolError("seats_locked",
                                "people change seats only before the first deal")

    def _not_over(self, table: Any) -> None:
        if table.stopped or table.status == "finished":
            raise ProtocolError("match_over", "this table is over")

    def _person(self, table: Any, seat: int | None) -> Any:
        if seat is None or not 0 <= seat < len(table.seats):
            raise ProtocolError("bad_seat", f"there is no seat {seat!r}")
        s = table.seats[seat]
        if s.kind != "human" or not s.taken:
            raise ProtocolError("bad_seat", f"nobody sits at seat {seat}")
        return s

    async def _empty(self, table: Any, seat: int, code: str) -> None:
        """Seat ``seat`` is free again; its connections are told and watch."""
        await table.commit({"type": "join", "seat": seat, "name": None, "token_hash": None})
        s = table.seats[seat]
        s.address = None
        if table.audience.unseat(seat, frame(table, "notice", code=code, seat=seat)):
            s.online = False
            s.away_since = table.clock.monotonic()  # a stand-in plays after the grace
        s.seen = s.contributes = False  # the deal waits for nobody there
        async with self.holdings.store.sessions() as db:
            await db.execute(delete(AccountSeatRow).where(
                AccountSeatRow.table_id == table.id, AccountSeatRow.seat == seat))
            # a host who leaves is host no more: whoever takes the seat next is not
            await db.execute(delete(HostRow).where(HostRow.table_id == table.id,
                                                   HostRow.seat == seat))
            await db.commit()

    async def remove(self, table: Any, seat: int, code: str = "seat_removed") -> None:
        """Free a person's seat, also during play: it shows free in the lobby for the next
        person, and until one sits a stand-in bot plays it after the table's grace."""
        async with table.lock:
            self._not_over(table)
            self._person(table, seat)
            await self._empty(table, seat, code)
            self._settle(table)

    async def move(self, table: Any, moves: dict[int, int]) -> None:
        """People move from seat to seat (``{from: to}``, a permutation of people over
        people's seats); each keeps their token, name and account."""
        async with table.lock:
            self._before_deal(table)
            held = {a: (table.seats[a].name, table.seats[a].token_hash, table.seats[a].address,
                        table.seats[a].key_hash) for a in moves}
            for a, b in moves.items():
                self._person(table, a)
                if not 0 <= b < len(table.seats) or table.seats[b].kind != "human":
                    raise ProtocolError("bad_seat", f"seat {b} is not a person's seat")
                if table.seats[b].taken and b not in moves:
                    raise ProtocolError("seat_taken", f"seat {b} is taken")
            if len(set(moves.values())) != len(moves):
                raise ProtocolError("bad_seat", "two people cannot move to one seat")
            for a in moves:
                if a not in moves.values():
                    await table.commit({"type": "join", "seat": a, "name": None,
                                        "token_hash": None})
                    table.seats[a].address = None
            for a, b in moves.items():
                name, token_hash, address, key_hash = held[a]
                await table.commit({"type": "join", "seat": b, "name": name,
                                    "token_hash": token_hash, "key_hash": key_hash})
                table.seats[b].address = address
            conns = {a: table.audience.by_seat.pop(a, set()) for a in moves}
            for a, b in moves.items():
                for conn in conns[a]:
                    conn.send(frame(table, "notice", code="seat_moved", seat=a, to=b))
                    conn.seat = None
                    table.audience.by_seat.setdefault(None, set()).add(conn)
                table.seats[a].online = bool(table.audience.by_seat.get(a))
            async with self.holdings.store.sessions() as db:
                for a, b in moves.items():  # through a free number, so no clash midway
                    await db.execute(update(AccountSeatRow).where(
                        AccountSeatRow.table_id == table.id, AccountSeatRow.seat == a)
                        .values(seat=-1 - b))
                await db.execute(update(AccountSeatRow).where(
                    AccountSeatRow.table_id == table.id, AccountSeatRow.seat < 0)
                    .values(seat=-1 - AccountSeatRow.seat))
                host = await db.get(HostRow, table.id)
                if host is not None and host.seat in moves:  # the host moves too
                    host.seat = moves[host.seat]
                await db.commit()
            self._settle(table)

    async def shuffle(self, table: Any) -> dict[int, int]:
        """The people in a random order over the people's seats."""
        self._before_deal(table)  # also when the order drawn is the same
        people = [s.index for s in table.seats if s.kind == "human"]
        taken = [i for i in people if table.seats[i].taken]
        order = people[:]
        ORDER.shuffle(order)
        moves = {a: b for a, b in zip(taken, order, strict=False) if a != b}
        if moves:
            await self.move(table, moves)
        return moves

    async def end(self, table: Any) -> None:
        async with table.lock:
            if table.stopped:
                raise ProtocolError("match_over", "this table is over")
            await table.commit({"type": "stop", "reason": "host"})

    def _settle(self, table: Any) -> None:
        table.board.changed(seats=True)
        table.board.publish_summary()
        table.reschedule()
        table.board.presence()

    # --- the ready check -------------------------------------------------------------------
    def ready_check(self, table: Any) -> None:
        self.ready[table.id] = {}
        table.audience.send_all(frame(table, "ready", asked=True, ready={}))

    def answer(self, table: Any, seat: int, ready: bool) -> None:
        answers = self.ready.get(table.id)
        if answers is None:
            raise ProtocolError("no_ready_check", "nobody asked who is ready")
        answers[seat] = ready
        table.audience.send_all(frame(table, "ready", asked=True,
                                      ready={str(k): v for k, v in answers.items()}))

    # --- spectators ------------------------------------------------------------------------
    @staticmethod
    def spectators(table: Any) -> list[str]:
        """The names of the signed-in spectators ("" for each one not signed in)."""
        return sorted((c.account_name or "" for c in table.audience.by_seat.get(None, ())),
                      key=lambda n: (n == "", n))
