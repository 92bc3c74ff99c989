"""Tables (rooms): one writer per table, versioned event log, seat views, timers and bots.

A table is event-sourced. Its log holds three kinds of entries — ``join`` (a player takes a
seat), ``deal`` (a round starts) and ``action`` (a seat acts) — and the table's version is
the length of that log: gapless, persisted, and the same after a restart, which replays the
log through the engine. Every change happens under the table's lock, is persisted before
anyone hears of it, and then reaches every connection as that connection's own view.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import secrets
import time
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import MarsMatchError
from ..shuffle import commitment
from .db import Store, StoredTable
from .games import BOT_LEVELS, Adapter, adapter, make_bot

log = logging.getLogger("marsmatch.server")

MAX_QUEUE = 2000  # messages waiting for one slow connection before it is dropped
MAX_MISSED = 1000  # log entries replayed on resume; beyond that, a snapshot only


class ProtocolError(Exception):
    """A request the server refuses: a code for programs and a sentence for people."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class Seat:
    index: int
    kind: str  # "human" | "bot"
    bot: str | None = None
    name: str | None = None
    token_hash: str | None = None
    conns: set[Conn] = field(default_factory=set)
    disconnected_at: float | None = None
    auto: bool = False  # a bot keeps this human's seat until they return

    @property
    def taken(self) -> bool:
        return self.kind == "bot" or self.token_hash is not None

    def public(self) -> dict[str, Any]:
        return {"seat": self.index, "name": self.name, "kind": self.kind, "bot": self.bot,
                "taken": self.taken, "online": self.kind == "bot" or bool(self.conns),
                "auto": self.auto}


class Conn:
    """One WebSocket: a seat (or a spectator) and an outgoing queue drained by its own task."""

    def __init__(self, send_text: Callable[[str], Any], close: Callable[[int], Any]) -> None:
        self._send_text = send_text
        self._close = close
        self.seat: int | None = None
        self.authenticated = False
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None
        self.closed = False

    def start(self) -> None:
        self.task = asyncio.create_task(self._drain())

    async def _drain(self) -> None:
        try:
            while True:
                text = await self.queue.get()
                if text is None:
                    break
                await self._send_text(text)
        except Exception:  # noqa: BLE001 - the socket went away; the reader notices too
            self.closed = True

    def send(self, msg: Mapping[str, Any]) -> None:
        if self.closed:
            return
        if self.queue.qsize() > MAX_QUEUE:
            self.closed = True
            asyncio.ensure_future(self._close(1013))
            return
        self.queue.put_nowait(json.dumps(msg, separators=(",", ":")))

    async def stop(self) -> None:
        self.closed = True
        self.queue.put_nowait(None)
        if self.task is not None:
            try:
                await asyncio.wait_for(self.task, 2)
            except (TimeoutError, Exception):  # noqa: BLE001
                self.task.cancel()


@dataclass
class Settings:
    db: str = "marsmatch.db"
    instance: str = ""  # table-id prefix owned by this process (for sharding)
    allow_seeds: bool = False  # tables may fix their secret (tests only: it reveals the deal)
    max_tables: int = 5000
    bot_delay: float = 0.8  # default pause before a bot acts (seconds)


class Table:
    def __init__(self, manager: Manager, table_id: str, game: str, config: dict[str, Any],
                 secret: str) -> None:
        self.manager = manager
        self.id = table_id
        self.game = game
        self.adapter: Adapter = adapter(game)
        self.config = config
        self.secret = secret
        self.rules = self.adapter.rules(config.get("rules"))
        self.seats = [Seat(i, s["kind"], s.get("bot"),
                           name=s.get("name") if s["kind"] == "bot" else None)
                      for i, s in enumerate(config["seats"])]
        self.turn_timer = float(config.get("turn_timer", 0) or 0)
        self.grace = float(config.get("grace", 30))
        self.bot_delay = float(config.get("bot_delay", manager.settings.bot_delay))
        self.auto_next = config.get("auto_next")
        self.log: list[dict[str, Any]] = []
        self.action_ids: dict[str, int] = {}
        self.match: Any = None
        self.state: Any = None
        self.round = 0
        self.lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.spectators: set[Conn] = set()
        self.bots: dict[int, Any] = {}
        self.deadline: float | None = None
        self.deadline_seat: int | None = None
        self._wake: asyncio.TimerHandle | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._history_mark = 0
        self._commitments: dict[int, str] = {}
        self.created_at = float(config.get("created_at", time.time()))

    # --- derived facts ---------------------------------------------------------------
    @property
    def version(self) -> int:
        return len(self.log)

    @property
    def status(self) -> str:
        if self.match is not None and self.match.finished:
            return "finished"
        if self.state is not None:
            return "playing"
        return "open"

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
            "id": self.id, "game": self.game, "name": self.config.get("name") or self.id,
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

    def timer_info(self) -> dict[str, Any] | None:
        if self.deadline is None:
            return None
        return {"seat": self.deadline_seat, "deadline": self.deadline, "now": time.time(),
                "seconds": self.turn_timer}

    # --- the log: one place where entries change the table ------------------------------
    def _apply_entry(self, entry: Mapping[str, Any]) -> None:
        kind = entry["type"]
        if kind == "join":
            seat = self.seats[entry["seat"]]
            seat.name = entry["name"]
            seat.token_hash = entry["token_hash"]
        elif kind == "deal":
            if self.match is None:
                self.match = self.adapter.new_match(self.rules, [s.name or f"seat {s.index}"
                                                                 for s in self.seats])
            self.round = entry["round"]
            self.state = self.match.new_deal(self.seed_for(self.round))
            self._history_mark = 0
        elif kind == "action":
            self.adapter.apply(self.state, entry["seat"], entry["action"])
            if self.state.finished:
                self.match.finish(self.state)
        else:  # pragma: no cover - the log is written only by this class
            raise ValueError(f"unknown log entry {kind!r}")
        if entry.get("id"):
            self.action_ids[entry["id"]] = len(self.log) + 1
        self.log.append(dict(entry))

    def restore(self, stored: StoredTable) -> None:
        for entry in stored.events:
            self._apply_entry(entry)

    async def _commit(self, entry: dict[str, Any]) -> None:
        """Apply (already validated), persist, broadcast, reschedule. Caller holds the lock."""
        mark = self._history_mark
        self._apply_entry(entry)
        store = self.manager.store
        try:
            await store.append_event(self.id, self.version, entry, entry.get("id"),
                                     status=self.status)
        except Exception:
            log.exception("table %s: could not persist version %s", self.id, self.version)
            raise ProtocolError("storage", "the server could not save this move; try again",
                                503) from None
        if entry["type"] == "action" and self.state.finished:
            await self._save_record(self.round, self.state)
        self._reschedule()
        self._broadcast(entry, mark)

    async def _save_record(self, round_no: int, state: Any, check: bool = False) -> None:
        rec = self.adapter.record(state)
        rec["table"] = self.id
        rec["round"] = round_no
        await self.manager.store.save_record(
            f"{self.id}-r{round_no}", self.id, round_no, self.game, list(rec["players"]),
            self.adapter.results(state), rec, check=check)

    # --- what each connection sees ----------------------------------------------------
    def public_entry(self, entry: Mapping[str, Any], viewer: int | None) -> dict[str, Any]:
        kind = entry["type"]
        if kind == "join":
            return {"type": "join", "seat": entry["seat"], "name": entry["name"]}
        if kind == "deal":
            return {"type": "deal", "round": entry["round"],
                    "commitment": self.commitment_for(entry["round"])}
        out = {"type": "action", "seat": entry["seat"], "by": entry.get("by", "player"),
               "action": self.adapter.public_action(entry["action"], viewer)}
        if viewer == entry["seat"] and entry.get("id"):
            out["id"] = entry["id"]
        return out

    def seat_view(self, seat: int | None) -> dict[str, Any] | None:
        """The engine's view for this seat (spectators: ``None``, no hand) — the only state
        that ever leaves the server."""
        if self.state is None:
            return None
        return self.adapter.view(self.state, seat)

    def snapshot(self, conn: Conn, since: int | None = None) -> dict[str, Any]:
        msg: dict[str, Any] = {
            "type": "welcome", "table": self.id, "v": self.version,
            "you": {"seat": conn.seat, "role": "player" if conn.seat is not None
                    else "spectator"},
            "info": self.info(), "view": self.seat_view(conn.seat), "timer": self.timer_info(),
        }
        if since is not None and 0 <= since <= self.version and self.version - since <= MAX_MISSED:
            msg["missed"] = [self.public_entry(e, conn.seat) for e in self.log[since:]]
            msg["since"] = since
        return msg

    def _broadcast(self, entry: Mapping[str, Any], history_mark: int) -> None:
        info = self.info()
        timer = self.timer_info()
        for conn in list(self.conns):
            view = self.seat_view(conn.seat)
            new_log = None
            if view is not None and "history" in view:
                history = view.pop("history")
                new_log = history[history_mark:] if entry["type"] != "deal" else history
            conn.send({"type": "update", "table": self.id, "v": self.version,
                       "event": self.public_entry(entry, conn.seat), "info": info,
                       "view": view, "log": new_log, "timer": timer})
        if self.state is not None:
            self._history_mark = len(getattr(self.state, "events", ()))

    def broadcast_presence(self) -> None:
        info = self.info()
        timer = self.timer_info()
        for conn in list(self.conns):
            conn.send({"type": "presence", "table": self.id, "v": self.version, "info": info,
                       "timer": timer})

    # --- requests ---------------------------------------------------------------------
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
            await self._commit({"type": "join", "seat": seat, "name": name,
                                "token_hash": token_hash(token)})
            if self.state is None and all(s.taken for s in self.seats):
                await self._commit({"type": "deal", "round": 1})
            return seat, token

    async def start_if_ready(self) -> None:
        async with self.lock:
            if self.state is None and all(s.taken for s in self.seats):
                await self._commit({"type": "deal", "round": 1})

    def authenticate(self, seat: Any, token: Any) -> int | None:
        if seat is None:
            return None
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            raise ProtocolError("bad_seat", f"there is no seat {seat!r} at this table")
        s = self.seats[seat]
        if s.kind != "human" or s.token_hash is None:
            raise ProtocolError("bad_token", f"seat {seat} has no player; join it first")
        if not isinstance(token, str) or not hmac.compare_digest(token_hash(token),
                                                                 s.token_hash):
            raise ProtocolError("bad_token", f"that is not the token of seat {seat}")
        return seat

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
            self._reschedule()
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
            self._reschedule()
            self.broadcast_presence()

    async def act(self, seat: int, action: Any, action_id: str | None,
                  by: str = "player") -> tuple[int, bool]:
        """Apply one action for ``seat``; returns (version, duplicate)."""
        if not isinstance(action, Mapping):
            raise ProtocolError("bad_message", '"action" must be an object such as '
                                '{"play": ["7", "7"]} or {"pass": true}')
        async with self.lock:
            if action_id is not None and action_id in self.action_ids:
                return self.action_ids[action_id], True
            if self.state is None:
                raise ProtocolError("no_round", "the round has not started yet")
            if self.state.finished:
                raise ProtocolError("round_over", "the round is over")
            named = action.get("seat", seat)
            if named != seat:
                raise ProtocolError("wrong_seat",
                                    f"you sit at seat {seat} and cannot act for seat {named}")
            if seat not in self.state.to_act:
                to_act = ", ".join(str(s) for s in self.state.to_act)
                raise ProtocolError("not_your_turn", f"it is not your turn; seat {to_act} is "
                                    "to act")
            clean = dict(action)
            clean["seat"] = seat
            try:
                self.adapter.apply(self.state, seat, clean)
            except MarsMatchError as exc:
                raise ProtocolError("illegal", str(exc)) from None
            except (TypeError, KeyError, AttributeError) as exc:
                raise ProtocolError("bad_action", f"that is not an action: {exc}") from None
            # the engine accepted it: it is already applied to the live state; log it
            entry = {"type": "action", "seat": seat, "action": clean, "by": by}
            if action_id is not None:
                entry["id"] = action_id
            await self._commit_applied(entry)
            return self.version, False

    async def _commit_applied(self, entry: dict[str, Any]) -> None:
        """Like _commit for an action the live state has already taken."""
        mark = self._history_mark
        if self.state.finished:
            self.match.finish(self.state)
        if entry.get("id"):
            self.action_ids[entry["id"]] = len(self.log) + 1
        self.log.append(dict(entry))
        try:
            await self.manager.store.append_event(self.id, self.version, entry, entry.get("id"),
                                                  status=self.status)
        except Exception:
            log.exception("table %s: could not persist version %s", self.id, self.version)
            raise ProtocolError("storage", "the server could not save this move", 503) from None
        if self.state.finished:
            await self._save_record(self.round, self.state)
        self._reschedule()
        self._broadcast(entry, mark)

    async def next_round(self, seat: int | None) -> int:
        async with self.lock:
            if self.state is None:
                raise ProtocolError("no_round", "the first round starts when every seat is "
                                    "taken")
            if not self.state.finished:
                raise ProtocolError("round_in_progress", "this round is still being played")
            if self.match.finished:
                raise ProtocolError("match_over", "the match is over")
            await self._commit({"type": "deal", "round": self.round + 1})
            return self.version

    def check(self, seat: int, action: Any) -> dict[str, Any]:
        if self.state is None or self.state.finished:
            return {"ok": False, "reason": "no round is being played"}
        if not isinstance(action, Mapping):
            return {"ok": False, "reason": "an action is an object"}
        if seat not in self.state.to_act:
            return {"ok": False, "reason": "it is not your turn"}
        clean = dict(action)
        clean["seat"] = seat
        try:
            return self.adapter.check(self.state, seat, clean)
        except (MarsMatchError, TypeError, KeyError, AttributeError) as exc:
            return {"ok": False, "reason": str(exc)}

    def hints(self, seat: int) -> list[dict[str, Any]]:
        if self.state is None or self.state.finished:
            return []
        return self.adapter.hints(self.state, seat)

    # --- timers, bots, grace ----------------------------------------------------------
    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _reschedule(self) -> None:
        """Decide who acts next and when: a bot after its pause, a timed-out seat at its
        deadline, an absent player's seat after the grace period."""
        if self._wake is not None:
            self._wake.cancel()
            self._wake = None
        old_deadline = self.deadline
        self.deadline = self.deadline_seat = None
        loop = asyncio.get_running_loop()
        st = self.state
        if st is None:
            return
        v = self.version
        if st.finished:
            if self.auto_next is not None and not self.match.finished:
                self._wake = loop.call_later(float(self.auto_next),
                                             lambda: self._spawn(self._auto_next(v)))
            return
        seat = st.to_act[0]
        s = self.seats[seat]
        now = time.monotonic()
        if s.kind == "human" and not s.auto and not s.conns:
            if s.disconnected_at is None:
                s.disconnected_at = now
            if now - s.disconnected_at >= self.grace:
                s.auto = True
                self.broadcast_presence()
        if s.kind == "bot" or s.auto:
            self._wake = loop.call_later(self.bot_delay,
                                         lambda: self._spawn(self._bot_move(seat, v)))
            return
        waits = []
        if self.turn_timer > 0:
            self.deadline = old_deadline if (old_deadline and self._deadline_v == v) else (
                time.time() + self.turn_timer)
            self.deadline_seat = seat
            waits.append(self.deadline - time.time())
        self._deadline_v = v
        if not s.conns and s.disconnected_at is not None:
            waits.append(self.grace - (now - s.disconnected_at))
        if waits:
            delay = max(0.0, min(waits))
            self._wake = loop.call_later(delay, lambda: self._spawn(self._on_wake(seat, v)))

    _deadline_v = -1

    async def _on_wake(self, seat: int, v: int) -> None:
        async with self.lock:
            if self.version != v or self.state is None or self.state.finished:
                return
            s = self.seats[seat]
            if self.deadline is not None and time.time() >= self.deadline - 0.01:
                action = self.adapter.auto_action(self.state, seat)
                await self._apply_internal(seat, action, "timeout")
                return
            if not s.conns and s.disconnected_at is not None and \
                    time.monotonic() - s.disconnected_at >= self.grace - 0.01:
                s.auto = True
                self.broadcast_presence()
            self._reschedule()

    async def _apply_internal(self, seat: int, action: Mapping[str, Any], by: str) -> None:
        clean = dict(action)
        clean["seat"] = seat
        try:
            self.adapter.apply(self.state, seat, clean)
        except MarsMatchError as exc:
            log.warning("table %s: %s action %s refused (%s); playing the minimal action",
                        self.id, by, clean, exc)
            clean = dict(self.adapter.auto_action(self.state, seat))
            clean["seat"] = seat
            self.adapter.apply(self.state, seat, clean)
        await self._commit_applied({"type": "action", "seat": seat, "action": clean, "by": by})

    def _bot_for(self, seat: int) -> Any:
        if seat not in self.bots:
            level = self.seats[seat].bot or "greedy"
            self.bots[seat] = make_bot(level, self.game,
                                       seed=zlib.crc32(f"{self.id}-{seat}".encode()))
        return self.bots[seat]

    async def _bot_move(self, seat: int, v: int) -> None:
        if self.version != v or self.state is None or self.state.finished:
            return
        bot = self._bot_for(seat)
        action: Mapping[str, Any] | None = None
        if bot is not None:
            try:
                if self.seats[seat].bot == "search":
                    action = await asyncio.to_thread(bot.act, self.state.copy(), seat)
                else:
                    action = bot.act(self.state.copy(), seat)
            except Exception:
                log.exception("table %s: bot at seat %s failed", self.id, seat)
                action = None
        async with self.lock:
            if self.version != v or self.state is None or self.state.finished:
                return
            if seat not in self.state.to_act:
                return
            if action is None:
                action = self.adapter.auto_action(self.state, seat)
            by = "bot" if self.seats[seat].kind == "bot" else "takeover"
            await self._apply_internal(seat, action, by)

    async def _auto_next(self, v: int) -> None:
        async with self.lock:
            if self.version != v or not self.state.finished or self.match.finished:
                return
            await self._commit({"type": "deal", "round": self.round + 1})

    async def shutdown(self) -> None:
        if self._wake is not None:
            self._wake.cancel()
        for task in list(self._tasks):
            task.cancel()
        for conn in list(self.conns):
            await conn.stop()


class Manager:
    """Every table this process owns, created or restored from the store."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.tables: dict[str, Table] = {}

    async def start(self) -> None:
        await self.store.start()
        stored = await self.store.load_tables(("open", "playing"), self.settings.instance)
        for st in stored:
            try:
                table = Table(self, st.id, st.game, st.config, st.secret)
                table.restore(st)
            except Exception:
                log.exception("table %s could not be restored", st.id)
                continue
            self.tables[table.id] = table
            if table.state is not None and table.state.finished:
                await table._save_record(table.round, table.state, check=True)
        for table in self.tables.values():
            async with table.lock:
                table._reschedule()
        log.info("restored %d tables", len(self.tables))

    async def close(self) -> None:
        for table in self.tables.values():
            await table.shutdown()
        await self.store.close()

    def get(self, table_id: str) -> Table:
        table = self.tables.get(table_id)
        if table is None:
            raise ProtocolError("not_found", f"there is no table {table_id!r}", 404)
        return table

    async def create(self, spec: Mapping[str, Any]) -> Table:
        """``spec``: game, seats (list of {"kind": "human"} / {"kind": "bot", "bot": level}),
        rules, turn_timer, grace, bot_delay, auto_next, name, (test mode) secret."""
        live = sum(1 for t in self.tables.values() if t.status != "finished")
        if live >= self.settings.max_tables:
            raise ProtocolError("busy", "this server has too many tables; try again later", 503)
        game = spec["game"]
        ad = adapter(game)
        rules = ad.rules(spec.get("rules"))
        seats = spec["seats"]
        if not ad.min_seats <= len(seats) <= ad.max_seats:
            span = (str(ad.min_seats) if ad.min_seats == ad.max_seats
                    else f"{ad.min_seats} to {ad.max_seats}")
            raise ProtocolError("bad_table", f"{ad.title} is played by {span} players, "
                                f"not {len(seats)}")
        clean_seats = []
        for i, s in enumerate(seats):
            if s["kind"] == "bot":
                level = s.get("bot") or "greedy"
                if level not in BOT_LEVELS:
                    raise ProtocolError("bad_table", f"{level!r} is not a bot level; levels "
                                        f"are {', '.join(BOT_LEVELS)}")
                clean_seats.append({"kind": "bot", "bot": level,
                                    "name": f"Bot {i + 1} ({level})"})
            else:
                clean_seats.append({"kind": "human"})
        secret = spec.get("secret")
        if secret is not None and not self.settings.allow_seeds:
            raise ProtocolError("bad_table", "this server does not accept a fixed secret")
        secret = secret or secrets.token_hex(32)
        table_id = self.settings.instance + secrets.token_hex(5)
        config = {"name": spec.get("name") or "", "rules": rules.to_dict(),
                  "seats": clean_seats, "turn_timer": spec.get("turn_timer", 0) or 0,
                  "grace": spec.get("grace", 30),
                  "bot_delay": spec.get("bot_delay", self.settings.bot_delay),
                  "auto_next": spec.get("auto_next"), "created_at": time.time()}
        await self.store.create_table(table_id, game, config, secret)
        table = Table(self, table_id, game, config, secret)
        self.tables[table_id] = table
        await table.start_if_ready()
        return table
