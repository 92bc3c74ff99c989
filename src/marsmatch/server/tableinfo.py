"""What a table shows: its public info (REST and every frame), the lobby's summary, and
each viewer's round, history and log entries (the audience's :class:`~.audience.Stage`).

Everything here reads the table and changes nothing but its own caches: the info is
encoded once per change, and the parts of it that change only with a seat, a round or a
deal once per such change. A hidden card leaves only through :func:`present.view` and
:func:`present.log`, which show each seat its own hand and everyone the public events.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import present
from .audience import Viewer
from .protocol import Fragment, encode_bytes, encode_fragment
from .tablecore import TableCore
from .tablelog import TableLog, mark_by

#: the lobby's copy of a table's summary (set by the manager)
Publish = Callable[[dict[str, Any]], None]


class TableInfo:
    def __init__(self, table: TableCore, publish: Publish) -> None:
        self.t = table
        #: hands the lobby a changed summary (the manager's)
        self.publish = publish
        self.id = table.id
        self.log: TableLog = table.log
        self._rules = table.game.rules(table.config.get("rules")).to_dict()
        self._summary: dict[str, Any] | None = None
        #: frame parts encoded once per change (None: to be encoded again)
        self._info_json: Fragment | None = None
        self._parts: dict[str, Fragment] = {}
        self._parts_key: tuple[Any, ...] | None = None
        self._fixed_json: bytes | None = None
        self._seats_changed = 0

    @property
    def version(self) -> int:
        return self.t.version

    def changed(self, seats: bool = False) -> None:
        """Something everyone sees changed (a version, a connection; ``seats``: a seat's
        public facts)."""
        self._info_json = None
        if seats:
            self._seats_changed += 1

    # --- the table's public info ----------------------------------------------------------
    def info(self) -> dict[str, Any]:
        """What everyone may know of the table (REST, and every frame's ``info``)."""
        return self._info(self._slow_parts())

    def _slow_parts(self) -> dict[str, Any]:
        """The parts of the info that change only with a seat, a round or a deal."""
        t, seeds = self.t, self.t.dealer.seeds
        in_round = t.state is not None and not t.state.finished
        upcoming = t.round if in_round else t.round + 1
        next_deal = t.dealer.ceremony.upcoming(t.round)
        return {
            "seats": [s.public() for s in t.seats],
            "match": t.match.summary() if t.match is not None else None,
            "commitment": seeds.commitment(upcoming), "commitment_round": upcoming,
            # the round being played (or just over): its commitment, and its seed once over
            "deal": t.dealer.info(),
            # the deal after this one: its commitment, so a player's value can be made now
            "next_deal": {"round": next_deal, "commitment": seeds.commitment(next_deal)},
        }

    def _fixed(self) -> dict[str, Any]:
        """The parts of the info a table keeps from its start to its end."""
        t = self.t
        return {"id": t.id, "game": t.game.name, "title": t.game.title,
                "name": t.config.get("name") or t.id, "rules": self._rules,
                "turn_timer": t.turn_timer, "grace": t.grace, "created_at": t.created_at}

    def _moving(self, parts: dict[str, Any]) -> dict[str, Any]:
        """The parts that may change with any version."""
        t = self.t
        return {**parts, "status": t.status, "round": t.round, "version": t.version,
                "dealing": t.dealer.ceremony.public(), "stopped": t.stopped,
                "spectators": t.audience.spectators}

    def _info(self, parts: dict[str, Any]) -> dict[str, Any]:
        return {**self._fixed(), **self._moving(parts)}

    def info_json(self) -> Fragment:
        """:meth:`info` encoded, once per change (every frame of the change carries it);
        its slow parts encoded once per seat, round or deal change."""
        if self._info_json is None:
            t = self.t
            key = (t.round, t.state is not None and t.state.finished,
                   t.dealer.ceremony.upcoming(t.round), self._seats_changed)
            if key != self._parts_key:
                self._parts = {k: encode_fragment(v) for k, v in self._slow_parts().items()}
                self._parts_key = key
            if self._fixed_json is None:  # '{"id":...,"created_at":...}' less its '}'
                self._fixed_json = encode_bytes(self._fixed())[:-1]
            # one object: the fixed part encoded once, the rest at each version
            moving = encode_bytes(self._moving(self._parts))
            self._info_json = Fragment(self._fixed_json + b"," + moving[1:])
        return self._info_json

    def summary(self) -> dict[str, Any]:
        """What the lobby lists of this table (kept up to date as it changes)."""
        t = self.t
        return {"id": t.id, "game": t.game.name, "title": t.game.title,
                "name": t.config.get("name") or t.id, "rules": self._rules,
                "seats": [{"seat": s.index, "name": s.name, "kind": s.kind, "bot": s.bot,
                           "taken": s.taken} for s in t.seats],
                "free_seats": [s.index for s in t.seats if s.kind == "human" and not s.taken],
                "status": t.status, "round": t.round, "turn_timer": t.turn_timer,
                "created_at": t.created_at}

    def publish_summary(self) -> None:
        """Hand the lobby this table's summary if it changed."""
        summary = self.summary()
        if summary != self._summary:
            self._summary = summary
            self.publish(summary)

    def presence(self) -> None:
        """Tell everyone who is here (a connection came or went, a stand-in took a seat)."""
        self.changed()
        t = self.t
        t.audience.send_all({"type": "presence", "table": t.id, "v": t.version,
                             "info": self.info_json(), "timer": self.timer_info()})

    def timer_info(self) -> dict[str, Any] | None:
        """The running turn timer as people are shown it (on the wall clock)."""
        t = self.t
        running = t.turn_deadline
        if running is None or running[0] != t.moved or t.turn_wall is None:
            return None
        return {"seat": t.turn_seat, "deadline": t.turn_wall, "now": t.clock.time(),
                "seconds": t.turn_timer}

    # --- each viewer's round ------------------------------------------------------------
    def view(self, seat: Viewer) -> dict[str, Any] | None:
        """The round's view for ``seat``, with the deal's public facts as the table
        published them: the commitment shown before the deal and, once over, its seed."""
        t = self.t
        if t.state is None:
            return None
        view: dict[str, Any] = present.view(t.game, t.state, seat)
        entry = t.dealer.entry
        if entry is not None and entry.get("scheme"):
            view["commitment"] = t.dealer.seeds.commitment(t.round)
            if view.get("seed"):
                view["seed"] = t.dealer.seeds.seed(t.round)
        return view

    def history(self, seat: Viewer) -> list[dict[str, Any]]:
        """The round's events as ``seat`` sees them, the server's moves marked ``by``."""
        t = self.t
        if t.state is None:
            return []
        events = present.log(t.game, t.state, seat)
        for entry, (start, end) in self.log.entries_of(t.state):
            mark_by(entry, events[start:end])
        return events

    def entry_events(self, index: int, seat: Viewer,
                     cache: dict[int, Any]) -> list[dict[str, Any]] | None:
        """The engine's events a log entry caused, as ``seat`` sees them. The newest
        entry's are the round's last events; an older action's are cut from its round's
        log, worked out once per viewer (``cache``) while several entries are shown."""
        span = self.log.spans[index]
        if span is None:
            return None
        state, start, end = span
        entry = self.log.entries[index]
        game = self.t.game
        if index == self.log.last():
            return mark_by(entry, present.log(game, state, seat, start))
        if entry["type"] != "action":
            return None
        first, full = cache.get(id(state)) or cache.setdefault(
            id(state), (start, present.log(game, state, seat, start)))
        return mark_by(entry, list(full[start - first:end - first]))

    def public_entry(self, index: int, seat: Viewer,
                     events: list[dict[str, Any]] | None) -> dict[str, Any]:
        entry = self.log.entries[index]
        kind = entry["type"]
        if kind == "commit":  # the closed set of commitments: reveal now
            return {"type": "commit", "round": entry["round"],
                    "commitments": [dict(c) for c in entry["commitments"]]}
        if kind == "stop":
            return {"type": "stop", "reason": entry["reason"]}
        if kind == "card":
            return {"type": "card", "seat": entry["seat"]}
        round_no = entry.get("round")
        seeds = self.t.dealer.seeds
        return present.public_entry(entry, seat, events=events or (),
                                    commitment=seeds.commitment(round_no) if round_no else None)
