"""A table: one writer, an event-sourced log, and what each connection sees of it.

The log holds three kinds of entries: ``join`` (a player takes a seat), ``deal`` (a round
starts) and ``action`` (a seat acts, stored as the engine's canonical record dict). The
table's version is the log's length: gapless, persisted, and the same after a restart,
which replays the log through the engine. Every change goes through :meth:`Table.commit`
under the table's lock: the entry is persisted first and applied to the live state only
once the write succeeded, so a failed write changes nothing and nobody hears of a move
that is not stored. Then every connection gets its own view and the new log entries.

The table knows no game: it holds a ``Game`` (``find_game``), its engine ``Match`` decides
each round's banker, and the round's ``State`` judges every action.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import secrets
import time
import zlib
from collections.abc import Mapping
from typing import Any

from ..errors import MarsMatchError
from ..games import find_game
from ..shuffle import commitment
from . import advice, present
from .config import Settings
from .connection import Conn
from .db import Store
from .present import public_entry
from .protocol import ProtocolError, frame
from .scheduler import Scheduler
from .seats import Seat, authenticate, token_hash

log = logging.getLogger("marsmatch.server")

MAX_MISSED = 1000  # log entries replayed on resume; beyond that, a snapshot only

#: per log entry: the round state it touched and the range of that state's events it caused
Span = tuple[Any, int, int]


class Table:
    def __init__(self, store: Store, settings: Settings, table_id: str, game: str,
                 config: dict[str, Any], secret: str) -> None:
        self.store = store
        self.id = table_id
        self.game = find_game(game)
        self.config = config
        self.secret = secret
        self.rules = self.game.rules(config.get("rules"))
        self.seats = [Seat(i, s["kind"], s.get("bot"),
                           name=s.get("name") if s["kind"] == "bot" else None)
                      for i, s in enumerate(config["seats"])]
        self.turn_timer = float(config.get("turn_timer", 0) or 0)
        self.grace = float(config.get("grace", 30))
        self.bot_delay = float(config.get("bot_delay", settings.bot_delay))
        self.auto_next = config.get("auto_next")
        self.created_at = float(config.get("created_at", time.time()))
        self.log: list[dict[str, Any]] = []
        self.spans: list[Span | None] = []
        self.action_ids: dict[str, int] = {}
        self.match: Any = None
        self.state: Any = None
        self.round = 0
        self.lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.spectators: set[Conn] = set()
        self.scheduler = Scheduler(self)
        self._commitments: dict[int, str] = {}
        self._hints = advice.Hints(self.game, zlib.crc32(f"{table_id}-hints".encode()))

    # --- derived facts ---------------------------------------------------------------
    @property
    def version(self) -> int:
        return len(self.log)

    @property
    def status(self) -> str:
        if self.match is not None and self.match.finished:
            return "finished"
        return "open" if self.state is None else "playing"

    def seed_for(self, round_no: int) -> str:
        """Each round's seed: HMAC of the table's secret, so the next commitment can be
        published before its deal and the seed revealed after the round."""
        return hmac.new(self.secret.encode(), f"round-{round_no}".encode(),
                        hashlib.sha256).hexdigest()

    def commitment_for(self, round_no: int) -> str:
        found = self._commitments.get(round_no)
        if found is None:
            found = self._commitments[round_no] = commitment(self.seed_for(round_no))
        return found

    def info(self) -> dict[str, Any]:
        in_round = self.state is not None and not self.state.finished
        upcoming = self.round if in_round else self.round + 1
        return {
            "id": self.id, "game": self.game.name, "title": self.game.title,
            "name": self.config.get("name") or self.id,
            "rules": self.rules.to_dict(), "seats": [s.public() for s in self.seats],
            "status": self.status, "round": self.round, "version": self.version,
            "match": self.match.summary() if self.match is not None else None,
            "turn_timer": self.turn_timer, "grace": self.grace,
            "commitment": self.commitment_for(upcoming),
            "commitment_round": upcoming,
            # the round being played (or just over): its commitment, and its seed once over
            "deal": None if self.state is None else {
                "round": self.round, "commitment": self.commitment_for(self.round),
                "seed": self.seed_for(self.round) if self.state.finished else None},
            "created_at": self.created_at, "spectators": len(self.spectators),
        }

    # --- the log: one commit path -----------------------------------------------------
    def _apply(self, entry: Mapping[str, Any], action: Any = None) -> None:
        """Apply one stored entry; an action replays its record dict through the engine
        (``action``: the value already checked, applied on the fast path)."""
        kind = entry["type"]
        state = self.state
        start = len(state.events) if state is not None else 0
        if kind == "join":
            seat = self.seats[entry["seat"]]
            seat.name = entry["name"]
            seat.token_hash = entry["token_hash"]
        elif kind == "deal":
            if self.match is None:
                names = [s.name or f"seat {s.index}" for s in self.seats]
                self.match = self.game.new_match(self.rules, players=names, reseat=False)
            self.round = entry["round"]
            state = self.state = self.match.new_round(self.seed_for(self.round))
            start = 0
        elif kind == "action":
            if action is None:
                state.apply_action(entry["seat"], entry["action"])
            else:
                state.apply_unchecked(entry["seat"], action)
            if state.finished:
                self.match.finish_round(state)
        else:  # pragma: no cover - the log is written only by this class
            raise ValueError(f"unknown log entry {kind!r}")
        if entry.get("id"):
            self.action_ids[entry["id"]] = len(self.log) + 1
        self.log.append(dict(entry))
        self.spans.append(None if state is None else (state, start, len(state.events)))

    def restore(self, entries: list[dict[str, Any]]) -> None:
        for entry in entries:
            self._apply(entry)

    async def commit(self, entry: dict[str, Any], action: Any = None) -> None:
        """Persist, then apply, then tell everyone (the caller holds the lock and has
        checked the entry)."""
        version = self.version + 1
        status = "playing" if entry["type"] == "deal" and self.status == "open" else self.status
        try:
            await self.store.append_event(self.id, version, entry, entry.get("id"),
                                          status=status)
        except Exception:
            log.exception("table %s: could not persist version %s", self.id, version)
            raise ProtocolError("storage", "the server could not save this move; try again",
                                503) from None
        self._apply(entry, action)
        if self.status != status:
            await self._quietly(self.store.set_status(self.id, version, self.status))
        if entry["type"] == "action" and self.state.finished:
            await self._quietly(self.save_record())
        self.scheduler.reschedule()
        self.broadcast()

    async def _quietly(self, write: Any) -> None:
        """A write after the move is stored: a failure is logged (a restart redoes it)."""
        try:
            await write
        except Exception:
            log.exception("table %s: a follow-up write failed", self.id)

    async def save_record(self, check: bool = False) -> None:
        rec = self.state.to_record().to_dict()
        rec["table"] = self.id
        rec["round"] = self.round
        await self.store.save_record(f"{self.id}-r{self.round}", self.id, self.round,
                                     self.game.name, list(rec["players"]), self.state.result(),
                                     rec, check=check)

    # --- what each connection sees ----------------------------------------------------
    def _public(self, index: int, viewer: int | None,
                events: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        entry = self.log[index]
        round_no = entry.get("round")
        return public_entry(entry, viewer, events=events or (),
                            commitment=self.commitment_for(round_no) if round_no else None)

    def snapshot(self, conn: Conn, since: int | None = None) -> dict[str, Any]:
        """The welcome frame: the seat's view with the round's ``history`` (what the seat
        may see of it), and with ``since``, the log entries missed since then."""
        view = None
        if self.state is not None:
            view = present.view(self.game, self.state, conn.seat)
            view["history"] = present.log(self.game, self.state, conn.seat)
        msg = frame(self, "welcome", info=self.info(), view=view,
                    you={"seat": conn.seat,
                         "role": "player" if conn.seat is not None else "spectator"},
                    timer=self.scheduler.timer_info())
        if since is not None and 0 <= since <= self.version and self.version - since <= MAX_MISSED:
            msg["missed"] = self._missed(since, conn.seat)
            msg["since"] = since
        return msg

    def _missed(self, since: int, viewer: int | None) -> list[dict[str, Any]]:
        logs: dict[int, tuple[int, list[dict[str, Any]]]] = {}  # per round state, its log once
        out = []
        for i in range(since, self.version):
            span = self.spans[i]
            events = None
            if self.log[i]["type"] == "action" and span is not None:
                state, start, end = span
                if id(state) not in logs:
                    logs[id(state)] = (start, present.log(self.game, state, viewer, start))
                first, full = logs[id(state)]
                events = full[start - first:end - first]
            out.append(self._public(i, viewer, events))
        return out

    def broadcast(self) -> None:
        """The last entry to every connection: its view, the entry and the log entries it
        added, each as that connection's seat may see them (computed once per seat)."""
        index = self.version - 1
        span = self.spans[index]
        info = self.info()
        timer = self.scheduler.timer_info()
        frames: dict[int | None, dict[str, Any]] = {}
        for conn in list(self.conns):
            seat = conn.seat
            if seat not in frames:
                view = new = None
                if span is not None:
                    state, start, _end = span
                    view = present.view(self.game, self.state, seat)
                    new = present.log(self.game, state, seat, start)
                frames[seat] = frame(self, "update", event=self._public(index, seat, new),
                                     info=info, view=view, log=new, timer=timer)
            conn.send(frames[seat])

    def broadcast_presence(self) -> None:
        msg = frame(self, "presence", info=self.info(), timer=self.scheduler.timer_info())
        for conn in list(self.conns):
            conn.send(msg)

    # --- seats and connections --------------------------------------------------------
    async def join(self, name: str, seat: int | None) -> tuple[int, str]:
        async with self.lock:
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
            token = secrets.token_urlsafe(24)
            await self.commit({"type": "join", "seat": seat, "name": name,
                               "token_hash": token_hash(token)})
            await self._deal_if_ready()
            return seat, token

    async def start_if_ready(self) -> None:
        async with self.lock:
            await self._deal_if_ready()

    async def _deal_if_ready(self) -> None:
        if self.state is None and all(s.taken for s in self.seats):
            await self.commit({"type": "deal", "round": 1})

    def authenticate(self, seat: int | None, token: str | None) -> int | None:
        return authenticate(self.seats, seat, token)

    async def attach(self, conn: Conn, seat: int | None, since: int | None) -> None:
        async with self.lock:
            self.detach_now(conn)
            conn.seat = seat
            conn.authenticated = True
            self.conns.add(conn)
            if seat is None:
                self.spectators.add(conn)
            else:
                s = self.seats[seat]
                s.conns.add(conn)
                s.disconnected_at = None
                s.auto = False
            conn.send(self.snapshot(conn, since))
            self.scheduler.reschedule()
            self.broadcast_presence()

    def detach_now(self, conn: Conn) -> None:
        self.conns.discard(conn)
        self.spectators.discard(conn)
        if conn.seat is not None:
            s = self.seats[conn.seat]
            s.conns.discard(conn)
            if not s.conns and s.kind == "human":
                s.disconnected_at = time.monotonic()

    async def detach(self, conn: Conn) -> None:
        async with self.lock:
            if conn not in self.conns:
                return
            self.detach_now(conn)
            self.scheduler.reschedule()
            self.broadcast_presence()

    # --- actions ----------------------------------------------------------------------
    def _may_act(self, seat: int, action: Any) -> None:
        """The round is on, the action is for this seat and it is this seat's turn."""
        if self.state is None:
            raise ProtocolError("no_round", "the round has not started yet")
        if self.state.finished:
            raise ProtocolError("round_over", "the round is over")
        named = action.get("seat", seat) if isinstance(action, Mapping) else seat
        if named != seat:
            raise ProtocolError("wrong_seat",
                                f"you sit at seat {seat} and cannot act for seat {named}")
        if seat not in self.state.to_act:
            to_act = ", ".join(str(s) for s in self.state.to_act)
            raise ProtocolError("not_your_turn", f"it is not your turn; seat {to_act} is to act")

    def _checked(self, seat: int, action: Any) -> Any:
        """The engine's checked action, or ``illegal`` with the ruling id."""
        try:
            return self.state.check_action(seat, action)
        except MarsMatchError as exc:
            raise ProtocolError("illegal", str(exc), rule=getattr(exc, "rule", None)) from None

    async def act(self, seat: int, action: Any, action_id: str) -> tuple[int, bool]:
        """A player's action (record dict or text); returns (version, duplicate)."""
        async with self.lock:
            if action_id in self.action_ids:
                return self.action_ids[action_id], True
            self._may_act(seat, action)
            await self._commit_action(seat, self._checked(seat, action), "player", action_id)
            return self.version, False

    async def act_for(self, seat: int, action: Any, by: str) -> None:
        """A bot's, a timeout's or a stand-in's action (the caller holds the lock); one
        the engine refuses, or none, becomes the seat's default action."""
        checked = None
        if action is not None:
            try:
                checked = self.state.check_action(seat, action)
            except MarsMatchError as exc:
                log.warning("table %s: %s action %s refused (%s); playing the default action",
                            self.id, by, action, exc)
        if checked is None:
            checked = self.state.default_action(seat)
        await self._commit_action(seat, checked, by)

    async def _commit_action(self, seat: int, action: Any, by: str,
                             action_id: str | None = None) -> None:
        entry = {"type": "action", "seat": seat,
                 "action": self.game.action_to_record(seat, action), "by": by}
        if action_id is not None:
            entry["id"] = action_id
        await self.commit(entry, action)

    async def next_round(self) -> int:
        async with self.lock:
            if self.state is None:
                raise ProtocolError("no_round", "the first round starts when every seat is "
                                    "taken")
            if not self.state.finished:
                raise ProtocolError("round_in_progress", "this round is still being played")
            if self.match.finished:
                raise ProtocolError("match_over", "the match is over")
            await self.commit({"type": "deal", "round": self.round + 1})
            return self.version

    def check(self, seat: int, action: Any) -> dict[str, Any]:
        """Would ``action`` be legal now? (``advice.check``; nothing changes)"""
        try:
            self._may_act(seat, action)
        except ProtocolError as exc:
            return {"ok": False, "reason": exc.message, "rule": None}
        return advice.check(self.game, self.state, seat, action)

    def hints(self, seat: int) -> list[dict[str, Any]]:
        """Good actions for ``seat`` if it is to act, best first (``advice.Hints``)."""
        if self.state is None or self.state.finished or seat not in self.state.to_act:
            return []
        return self._hints.for_turn(self.state, self.version, seat)

    async def shutdown(self) -> None:
        await self.scheduler.shutdown()
        for conn in list(self.conns):
            await conn.stop()
