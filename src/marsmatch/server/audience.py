"""Who watches a table and what they are sent: the seated players' connections and the
spectators', the welcome snapshot, the entries a resuming client missed, and each
version's update.

Every frame is worked out once per audience, not once per connection: all connections of
one seat (a phone and a laptop) and all spectators (seat None) see the same thing, so
each seat's frame text is built once and the same text is queued on each of its
connections. What a viewer may see (its own hand, the public events) comes from the
table through :class:`Stage`; nothing here knows a game or a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from .connection import Conn
from .protocol import Fragment, encode, frame
from .tablelog import TableLog

Viewer = int | None


class Stage(Protocol):
    """What the audience reads of its table."""

    id: str
    log: TableLog

    @property
    def version(self) -> int: ...

    def info_json(self) -> Fragment:
        """The table's public info (the same for everyone), encoded once per change."""
        ...

    def view(self, seat: Viewer) -> dict[str, Any] | None:
        """The round as ``seat`` sees it (None: no round yet)."""
        ...

    def history(self, seat: Viewer) -> list[dict[str, Any]]:
        """The round's events so far as ``seat`` sees them."""
        ...

    def entry_events(self, index: int, seat: Viewer,
                     cache: dict[int, Any]) -> list[dict[str, Any]] | None:
        """The events the log entry at ``index`` caused, as ``seat`` sees them (``cache``:
        shared while one viewer's frames are built)."""
        ...

    def public_entry(self, index: int, seat: Viewer,
                     events: list[dict[str, Any]] | None) -> dict[str, Any]:
        """The log entry at ``index`` as ``seat`` may see it."""
        ...

    def timer_info(self) -> dict[str, Any] | None: ...


class Audience:
    def __init__(self) -> None:
        #: connections by the seat they sit at (None: spectators)
        self.by_seat: dict[Viewer, set[Conn]] = {}
        #: sockets open at this table that have not said hello yet, by client address
        self.waiting: dict[str, int] = {}

    def __len__(self) -> int:
        return sum(len(c) for c in self.by_seat.values())

    def __iter__(self) -> Any:
        return (c for conns in list(self.by_seat.values()) for c in list(conns))

    def __contains__(self, conn: object) -> bool:
        return isinstance(conn, Conn) and conn in self.by_seat.get(conn.seat, ())

    @property
    def spectators(self) -> int:
        return len(self.by_seat.get(None, ()))

    @property
    def pending(self) -> int:
        return sum(self.waiting.values())

    def spectators_from(self, address: str) -> int:
        return sum(1 for c in self.by_seat.get(None, ()) if c.address == address)

    def wait(self, address: str, change: int) -> None:
        """A socket from ``address`` opened (+1) or said hello or went (-1)."""
        n = self.waiting.get(address, 0) + change
        if n > 0:
            self.waiting[address] = n
        else:
            self.waiting.pop(address, None)

    def present(self, seat: int) -> bool:
        return bool(self.by_seat.get(seat))

    def add(self, conn: Conn, seat: Viewer) -> None:
        conn.seat = seat
        conn.authenticated = True
        self.by_seat.setdefault(seat, set()).add(conn)

    def remove(self, conn: Conn) -> bool:
        """Forget a connection; False if it was not here."""
        conns = self.by_seat.get(conn.seat)
        if not conns or conn not in conns:
            return False
        conns.discard(conn)
        if not conns:
            del self.by_seat[conn.seat]
        return True

    def tell_shared(self, conn: Conn, seat: int,
                    notice: Callable[[str], dict[str, Any]]) -> None:
        """Two devices on one seat: before ``conn`` joins the seat's others, each side is
        told (``seat_elsewhere`` to those already there, ``seat_shared`` to the newcomer),
        so a leaked seat link shows."""
        others = [c for c in self.by_seat.get(seat, ()) if c is not conn]
        for other in others:
            other.send(notice("seat_elsewhere"))
        if others:
            conn.send(notice("seat_shared"))

    def unseat(self, seat: int, notice: dict[str, Any]) -> int:
        """Every connection at ``seat`` is told ``notice`` and becomes a spectator (its
        link was renewed); how many there were."""
        conns = self.by_seat.pop(seat, set())
        if conns:
            text = encode(notice)
            watching = self.by_seat.setdefault(None, set())
            for conn in conns:
                conn.send_text(text)
                conn.seat = None
                watching.add(conn)
        return len(conns)

    # --- frames ---------------------------------------------------------------------------
    def send_each(self, render: Callable[[Viewer], str]) -> None:
        """One text per seat watching, queued on every connection of that seat."""
        for seat, conns in list(self.by_seat.items()):
            if conns:
                text = render(seat)
                for conn in list(conns):
                    conn.send_text(text)

    def send_all(self, msg: dict[str, Any]) -> None:
        """The same frame to everyone (encoded once)."""
        if self.by_seat:
            text = encode(msg)
            for conn in self:
                conn.send_text(text)

    def update(self, stage: Stage) -> None:
        """The newest log entry to every connection: its view, the entry and the events
        it added, each as that connection's seat may see them."""
        index = stage.log.last()
        span = stage.log.spans[index]
        info = stage.info_json()
        timer = stage.timer_info()

        def render(seat: Viewer) -> str:
            events = None
            view = None
            if span is not None:
                view = stage.view(seat)
                events = stage.entry_events(index, seat, {})
            return encode(frame(stage, "update", event=stage.public_entry(index, seat, events),
                                info=info, view=view, log=events, timer=timer))

        self.send_each(render)

    def welcome(self, stage: Stage, conn: Conn, since: int | None) -> dict[str, Any]:
        """The welcome frame: the seat's view with the round's ``history`` (what the seat
        may see of it), and with ``since``, the log entries missed since then."""
        seat = conn.seat
        view = stage.view(seat)
        if view is not None:
            view["history"] = stage.history(seat)
        msg = frame(stage, "welcome", info=stage.info_json(), view=view,
                    you={"seat": seat, "role": "player" if seat is not None else "spectator"},
                    timer=stage.timer_info())
        if stage.log.resumable(since):
            assert since is not None
            msg["missed"] = list(missed(stage, since, seat))
            msg["since"] = since
        return msg


def missed(stage: Stage, since: int, seat: Viewer) -> Iterable[dict[str, Any]]:
    cache: dict[int, Any] = {}
    for i in stage.log.indexes_since(since):
        yield stage.public_entry(i, seat, stage.entry_events(i, seat, cache))
