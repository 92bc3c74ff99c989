"""A table: its seats, its one commit path, and the actions people and bots take there.

Every change goes through :meth:`Table.commit` under the table's lock: the log entry is
stored first and applied to the live round only once the write succeeded, so a failed
write changes nothing and nobody hears of a move that is not stored; then every
connection gets the new version (:class:`~.audience.Audience`) and the table sets its
next wake-up (:func:`~.scheduler.plan`, carried out by :meth:`Table._wake`).

The parts, one idea each: :class:`~.tablelog.TableLog` (the entries in memory, pure),
:class:`~.deal.DealCeremony` and :class:`~.deal.Seeds` (the players' part in each
shuffle, pure, on an injected clock), :class:`~.audience.Audience` (connections and the
frames they are sent), :mod:`~.scheduler` (when the next wake-up is, pure) and
:mod:`~.rounds` (finished rounds kept small). The table knows no game: it holds a
``Game`` (``find_game``), whose ``Match`` decides each round's banker and whose round
``State`` judges every action, once.

Bounds (``config.Settings``): a per-table storage quota (a table over it stops), rounds in
a row with nobody acting (a bot-only table stops), and the log kept in memory.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import zlib
from collections.abc import Callable, Coroutine, Mapping
from typing import Any

from .. import words
from ..errors import MarsMatchError
from ..games import find_game
from . import advice, present
from .audience import Audience, Viewer
from .clock import REAL_CLOCK, Cancellable, Clock
from .config import Settings
from .connection import Conn
from .db import Store
from .deal import DealCeremony, Seeds
from .present import public_entry
from .protocol import Fragment, ProtocolError, encode, encode_fragment, frame
from .robots import BotMoves, SeatBots
from .rounds import deal_next
from .scheduler import Wake, plan
from .seats import Seat, authenticate, token_hash
from .tablelog import TableLog, mark_by

log = logging.getLogger("marsmatch.server")

#: the lobby's copy of a table's summary (set by the manager)
Publish = Callable[[dict[str, Any]], None]


class Table:
    def __init__(self, store: Store, settings: Settings, table_id: str, game: str,
                 config: dict[str, Any], secret: str, *, clock: Clock = REAL_CLOCK,
                 bots: BotMoves | None = None, publish: Publish | None = None) -> None:
        self.store = store
        self.settings = settings
        self.clock = clock
        self.id = table_id
        self.game = find_game(game)
        self.config = config
        self.rules = self.game.rules(config.get("rules"))
        self._rules = self.rules.to_dict()
        self.seats = [Seat(i, s["kind"], s.get("bot"),
                           name=s.get("name") if s["kind"] == "bot" else None)
                      for i, s in enumerate(config["seats"])]
        self.turn_timer = float(config.get("turn_timer", 0) or 0)
        self.grace = float(config.get("grace", 30))
        self.bot_delay = float(config.get("bot_delay", settings.bot_delay))
        self.auto_next: float | None = config.get("auto_next")
        self.created_at = float(config.get("created_at", clock.time()))
        self.log = TableLog()
        self.seeds = Seeds(secret)
        self.ceremony = DealCeremony(settings.deal_wait, clock)
        self.audience = Audience()
        #: bytes stored for this table (log entries and records): the quota counts them
        self.size = 0
        self.stopped: str | None = None
        #: why the table takes no more changes after an internal failure (reported)
        self.broken: str | None = None
        #: the current round's deal entry (its scheme and contributions)
        self.deal_entry: Mapping[str, Any] | None = None
        #: rounds in a row before the current one in which no person acted
        self.robot_rounds = 0
        self._people = False
        #: when the table last changed (expiry; from the store after a restart)
        self.last_change = clock.monotonic()
        #: when this process saw the table reach its version (the scheduler's pauses)
        self.changed_at = self.last_change
        self.round_ended_at: float | None = None
        self.turn_deadline: tuple[int, float] | None = None
        self._turn_wall: float | None = None  # the same deadline on the wall clock
        self.jitter_seed = zlib.crc32(table_id.encode())
        self.match: Any = None
        self.state: Any = None
        self.round = 0
        self.lock = asyncio.Lock()
        self.publish: Publish = publish or (lambda _summary: None)
        self._summary: dict[str, Any] | None = None
        self._wake_handle: Cancellable | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.bots = SeatBots(self.game.name, table_id, bots)
        self._hints = advice.Hints(self.game, zlib.crc32(f"{table_id}-hints".encode()))
        self._strong = advice.StrongHint(self.game, zlib.crc32(f"{table_id}-strong".encode()))
        self._strong_lock = asyncio.Lock()
        #: per seat: the last ``check`` answered at this version (``take back``)
        self._checked: dict[int, tuple[int, Any, dict[str, Any], Any]] = {}
        #: frame parts encoded once per change (None: to be encoded again)
        self._info_json: Fragment | None = None
        self._parts: dict[str, Fragment] = {}
        self._parts_key: tuple[Any, ...] | None = None
        self._seats_changed = 0

    # --- derived facts ---------------------------------------------------------------
    @property
    def version(self) -> int:
        return self.log.version

    @property
    def status(self) -> str:
        if self.stopped is not None or (self.match is not None and self.match.finished):
            return "finished"
        return "open" if self.state is None else "playing"

    @property
    def robot_only(self) -> bool:
        """No person sits here: only bots (a bot-only table stops after a bound)."""
        return all(s.kind == "bot" for s in self.seats)

    # what the scheduler reads (scheduler.TableClock)
    @property
    def accepting(self) -> bool:
        return self.broken is None and self.stopped is None

    @property
    def deal_deadline(self) -> float | None:
        d = self.ceremony.dealing
        return None if d is None else d.deadline

    @property
    def turn_seat(self) -> int | None:
        st = self.state
        if st is None or st.finished:
            return None
        return int(st.to_act[0])

    @property
    def round_over_at(self) -> float | None:
        if self.state is None or not self.state.finished or self.match.finished:
            return None
        return self.round_ended_at

    # --- what everyone may know ---------------------------------------------------------
    def info(self) -> dict[str, Any]:
        """What everyone may know of the table (REST, and every frame's ``info``)."""
        return self._info(self._slow_parts())

    def _slow_parts(self) -> dict[str, Any]:
        """The parts of the info that change only with a seat, a round or a deal."""
        in_round = self.state is not None and not self.state.finished
        upcoming = self.round if in_round else self.round + 1
        next_deal = self.ceremony.upcoming(self.round)
        return {
            "seats": [s.public() for s in self.seats],
            "match": self.match.summary() if self.match is not None else None,
            "commitment": self.seeds.commitment(upcoming), "commitment_round": upcoming,
            # the round being played (or just over): its commitment, and its seed once over
            "deal": self._deal_info(),
            # the deal after this one: its commitment, so a player's value can be made now
            "next_deal": {"round": next_deal, "commitment": self.seeds.commitment(next_deal)},
        }

    def _info(self, parts: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": self.id, "game": self.game.name, "title": self.game.title,
            "name": self.config.get("name") or self.id, "rules": self._rules, **parts,
            "status": self.status, "round": self.round, "version": self.version,
            "turn_timer": self.turn_timer, "grace": self.grace,
            "dealing": self.ceremony.public(), "stopped": self.stopped,
            "created_at": self.created_at, "spectators": self.audience.spectators,
        }

    def info_json(self) -> Fragment:
        """:meth:`info` encoded, once per change (every frame of the change carries it);
        its slow parts encoded once per seat, round or deal change."""
        if self._info_json is None:
            key = (self.round, self.state is not None and self.state.finished,
                   self.ceremony.upcoming(self.round), self._seats_changed)
            if key != self._parts_key:
                self._parts = {k: encode_fragment(v) for k, v in self._slow_parts().items()}
                self._parts_key = key
            self._info_json = encode_fragment(self._info(self._parts))
        return self._info_json

    def _changed(self, seats: bool = False) -> None:
        """Something everyone sees changed (a version, a connection; ``seats``: a seat's
        public facts)."""
        self._info_json = None
        if seats:
            self._seats_changed += 1

    def summary(self) -> dict[str, Any]:
        """What the lobby lists of this table (kept up to date as it changes)."""
        return {"id": self.id, "game": self.game.name, "title": self.game.title,
                "name": self.config.get("name") or self.id, "rules": self._rules,
                "seats": [{"seat": s.index, "name": s.name, "kind": s.kind, "bot": s.bot,
                           "taken": s.taken} for s in self.seats],
                "free_seats": [s.index for s in self.seats if s.kind == "human" and not s.taken],
                "status": self.status, "round": self.round, "turn_timer": self.turn_timer,
                "created_at": self.created_at}

    def publish_summary(self) -> None:
        """Hand the lobby this table's summary if it changed."""
        summary = self.summary()
        if summary != self._summary:
            self._summary = summary
            self.publish(summary)

    def _deal_info(self) -> dict[str, Any] | None:
        """The current round's deal: its commitment; once the round is over, the server's
        seed and, for a deal the players helped shuffle, every contribution with its value
        and the shuffle seed (what ``fairdeal.ts`` checks)."""
        if self.state is None:
            return None
        over = bool(self.state.finished)
        out: dict[str, Any] = {"round": self.round, "commitment": self.seeds.commitment(self.round),
                               "seed": self.seeds.seed(self.round) if over else None}
        entry = self.deal_entry
        if entry is not None and entry.get("scheme"):
            out["scheme"] = entry["scheme"]
            out["contributions"] = [
                {"seat": c["seat"], "commitment": c["commitment"],
                 "value": c["value"] if over else None} for c in entry["contributions"]]
            out["shuffle_seed"] = self.state.seed if over else None
        return out

    def view(self, seat: Viewer) -> dict[str, Any] | None:
        """The round's view for ``seat``, with the deal's public facts as the table
        published them: the commitment shown before the deal and, once over, its seed."""
        if self.state is None:
            return None
        view: dict[str, Any] = present.view(self.game, self.state, seat)
        if self.deal_entry is not None and self.deal_entry.get("scheme"):
            view["commitment"] = self.seeds.commitment(self.round)
            if view.get("seed"):
                view["seed"] = self.seeds.seed(self.round)
        return view

    def history(self, seat: Viewer) -> list[dict[str, Any]]:
        """The round's events as ``seat`` sees them, the server's moves marked ``by``."""
        if self.state is None:
            return []
        events = present.log(self.game, self.state, seat)
        for entry, (start, end) in self.log.entries_of(self.state):
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
        if index == self.log.last():
            return mark_by(entry, present.log(self.game, state, seat, start))
        if entry["type"] != "action":
            return None
        first, full = cache.get(id(state)) or cache.setdefault(
            id(state), (start, present.log(self.game, state, seat, start)))
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
        round_no = entry.get("round")
        return public_entry(entry, seat, events=events or (),
                            commitment=self.seeds.commitment(round_no) if round_no else None)

    def timer_info(self) -> dict[str, Any] | None:
        running = self.turn_deadline
        if running is None or running[0] != self.version or self._turn_wall is None:
            return None
        return {"seat": self.turn_seat, "deadline": self._turn_wall, "now": self.clock.time(),
                "seconds": self.turn_timer}

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
            if not seat.online:
                seat.away_since = self.clock.monotonic()
            self._changed(seats=True)
        elif kind == "commit":
            self.ceremony.closed(entry)
            state = None
        elif kind == "deal":
            if self.match is None:
                names = [s.name or f"seat {s.index}" for s in self.seats]
                self.match = self.game.new_match(self.rules, players=names, reseat=False)
            if self.state is not None:
                self.robot_rounds = 0 if self._people else self.robot_rounds + 1
            self._people = False
            self.round = entry["round"]
            state = self.state = deal_next(self.match, self.state,
                                           self.seeds.shuffle_seed(entry))
            self.deal_entry = entry
            self.ceremony.dealt(self.round)
            self.seeds.forget_before(self.round - 1)
            if state.finished:  # decided at the deal (a Heavenly Hand): it counts too
                self.match.finish_round(state)
                self.round_ended_at = self.clock.monotonic()
            else:
                self.round_ended_at = None
            start = 0
        elif kind == "action":
            if action is None:
                state.apply_action(entry["seat"], entry["action"])
            else:
                state.apply_unchecked(entry["seat"], action)
            if entry.get("by", "player") == "player":
                self._people = True
            if state.finished:
                self.match.finish_round(state)
                self.round_ended_at = self.clock.monotonic()
        elif kind == "stop":
            self.stopped = entry["reason"]
            self.ceremony.stopped()
            state = None
        else:
            raise ValueError(f"unknown log entry {kind!r}")
        self.log.append(entry, None if state is None else (state, start, len(state.events)),
                        self.round)

    def restore(self, entries: list[dict[str, Any]]) -> None:
        for entry in entries:
            self._apply(entry)
        self._changed()

    async def commit(self, entry: dict[str, Any], action: Any = None) -> None:
        """Store, then apply, then tell everyone (the caller holds the lock and has
        checked the entry). A failed write changes nothing: the caller gets ``storage``
        and may send the same thing again. A table over its storage quota stops."""
        if self.broken is not None:
            raise ProtocolError("table_unavailable", self.broken, 503)
        text = encode(entry)
        quota = self.settings.table_quota_bytes
        if entry["type"] != "stop" and self.size + len(text) > quota:
            await self.commit({"type": "stop", "reason": "quota"})
            raise ProtocolError("quota", f"this table has used its storage ({quota} bytes) "
                                "and takes no more changes", 507)
        version = self.version + 1
        try:
            await self.store.append(self.id, version, entry["type"], text, entry.get("id"))
        except Exception as exc:  # noqa: BLE001 - any failure to store: nothing changed
            log.warning("table %s: could not persist version %s: %s", self.id, version,
                        str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
            raise ProtocolError("storage", "the server could not save this move; nothing "
                                "changed: try again", 503) from None
        self.size += len(text)
        self.last_change = self.changed_at = self.clock.monotonic()
        try:
            self._apply(entry, action)
        except Exception:
            # stored but not applicable: never happens with checked entries; the table
            # stops taking changes and says why (a restart replays the stored log)
            log.exception("table %s: stored version %s could not be applied", self.id, version)
            self.broken = (f"table {self.id} failed at version {version}; it takes no more "
                           "changes until the server restarts")
            raise ProtocolError("table_unavailable", self.broken, 503) from None
        self._changed()
        finished = self.state is not None and self.state.finished
        if entry["type"] != "action" or finished:
            self.publish_summary()
        if finished and entry["type"] in ("action", "deal"):
            # every round is a record, also one decided at the deal (a Heavenly Hand)
            await self._quietly(self.save_record())
        self.reschedule()
        self.audience.update(self)

    async def _quietly(self, write: Any) -> None:
        """A write after the move is stored: a failure is logged (a restart redoes it)."""
        try:
            await write
        except Exception:
            log.exception("table %s: a follow-up write failed", self.id)

    def record(self) -> dict[str, Any]:
        """The current round as a record (records.md), with the deal's scheme."""
        rec: dict[str, Any] = self.state.to_record().to_dict()
        entry = self.deal_entry
        if entry is not None and entry.get("scheme"):
            rec["commitment"] = self.seeds.commitment(self.round)
            rec["deal"] = {"scheme": entry["scheme"], "server_seed": self.seeds.seed(self.round),
                           "contributions": [dict(c) for c in entry["contributions"]]}
        rec["table"] = self.id
        rec["round"] = self.round
        return rec

    async def save_record(self, check: bool = False) -> None:
        rec = self.record()
        text = encode(rec)
        await self.store.save_record(f"{self.id}-r{self.round}", self.id, self.round,
                                     self.game.name, list(rec["players"]), self.state.result(),
                                     text, check=check)
        self.size += len(text)

    # --- the next wake-up ---------------------------------------------------------------
    def reschedule(self) -> None:
        """Set the one wake-up the table needs now (``scheduler.plan``)."""
        if self._wake_handle is not None:
            self._wake_handle.cancel()
            self._wake_handle = None
        now = self.clock.monotonic()
        p = plan(self, now)
        if p.turn_deadline is None:
            self.turn_deadline = self._turn_wall = None
        elif self.turn_deadline != (self.version, p.turn_deadline):
            self.turn_deadline = (self.version, p.turn_deadline)
            self._turn_wall = self.clock.time() + (p.turn_deadline - now)
        wake = p.wake
        if wake is not None:
            self._wake_handle = self.clock.call_at(wake.at, lambda: self.spawn(self._wake(wake)))

    def spawn(self, work: Coroutine[Any, Any, Any]) -> None:
        """Work the table does by itself (kept, so it can be awaited or cancelled)."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def settle(self) -> None:
        """Wait until the work the table started by itself is done (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def _wake(self, wake: Wake) -> None:
        """Carry out a wake-up planned at ``wake.version`` (nothing if the table moved on)."""
        if wake.kind == "bot":
            await self._bot_move(wake)
            return
        async with self.lock:
            if self.version != wake.version or not self.accepting:
                return
            if wake.kind == "timeout":
                if wake.seat is not None and self.turn_seat == wake.seat:
                    await self._quietly_refused(self.act_for(wake.seat, None, "timeout"))
            elif wake.kind == "takeover":
                assert wake.seat is not None
                s = self.seats[wake.seat]
                if s.away_since is not None and not s.auto:
                    s.auto = True  # a bot keeps the seat until its player returns
                    self._changed(seats=True)
                    self._presence()
                self.reschedule()
            elif wake.kind == "deal" and self.ceremony.dealing is not None:
                await self._quietly_refused(self.advance_deal(deadline_passed=True))
            elif wake.kind == "next" and self.round_over_at is not None and \
                    self.ceremony.dealing is None:
                await self._quietly_refused(self.due(self.round + 1))

    async def _bot_move(self, wake: Wake) -> None:
        seat = wake.seat
        assert seat is not None
        if self.version != wake.version or self.turn_seat != seat:
            return
        action = None
        try:
            action = await self.bots.decide(seat, self.seats[seat].bot, self.state.copy())
        except Exception:
            log.exception("table %s: bot at seat %s failed", self.id, seat)
        async with self.lock:
            if self.version != wake.version or self.turn_seat != seat or not self.accepting:
                return
            by = "bot" if self.seats[seat].kind == "bot" else "takeover"
            await self._quietly_refused(self.act_for(seat, action, by))

    async def _quietly_refused(self, work: Any) -> None:
        """A change the server makes by itself; a refusal (storage, quota) is logged."""
        try:
            await work
        except ProtocolError as exc:
            log.warning("table %s: %s", self.id, exc.message)

    # --- seats and connections --------------------------------------------------------
    async def join(self, name: str, seat: int | None,
                   address: str | None = None) -> tuple[int, str]:
        async with self.lock:
            if self.status == "finished":
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
            if mine >= self.settings.max_seats_per_address:
                raise ProtocolError("too_many_seats", f"one client address may take at most "
                                    f"{self.settings.max_seats_per_address} seats at a table",
                                    429)
            token = secrets.token_urlsafe(24)
            await self.commit({"type": "join", "seat": seat, "name": name,
                               "token_hash": token_hash(token)})
            self.seats[seat].address = address
            await self.start_if_ready_locked()
            return seat, token

    async def relink(self, seat: int, token: str) -> str:
        """A new private link for a seat, given its current token: the old link stops
        working (a leaked link is revoked). Stored as a ``join`` entry with the seat's name
        and the new token's hash; the seat's devices are told and become spectators."""
        async with self.lock:
            authenticate(self.seats, seat, token)
            if self.status == "finished":
                raise ProtocolError("match_over", "this table is over", 409)
            s = self.seats[seat]
            fresh = secrets.token_urlsafe(24)
            await self.commit({"type": "join", "seat": seat, "name": s.name,
                               "token_hash": token_hash(fresh)})
            if self.audience.unseat(seat, frame(self, "notice", code="seat_relinked",
                                                seat=seat)):
                s.online = False
                if s.kind == "human":
                    s.away_since = self.clock.monotonic()
                self._changed(seats=True)
            self.reschedule()
            self._presence()
            return fresh

    async def start_if_ready(self) -> None:
        async with self.lock:
            await self.start_if_ready_locked()

    async def start_if_ready_locked(self) -> None:
        """Deal the first round once every seat is taken (the caller holds the lock)."""
        if self.state is None and self.ceremony.dealing is None and self.stopped is None \
                and all(s.taken for s in self.seats):
            await self.due(1)

    def authenticate(self, seat: int | None, token: str | None) -> int | None:
        return authenticate(self.seats, seat, token)

    async def attach(self, conn: Conn, seat: int | None, since: int | None,
                     contribute: bool = False) -> None:
        async with self.lock:
            self._detach(conn)
            if seat is not None:  # two devices on one seat: both are told
                self.audience.tell_shared(conn, seat, lambda code: frame(
                    self, "notice", code=code, seat=seat))
            self.audience.add(conn, seat)
            if seat is not None:
                s = self.seats[seat]
                s.online = True
                s.away_since = None
                s.auto = False
                s.seen = True
                s.contributes = contribute
            self._changed(seats=True)
            conn.send(self.audience.welcome(self, conn, since))
            self.reschedule()
            self._presence()
            if self.ceremony.dealing is not None:
                await self.advance_deal()

    def _detach(self, conn: Conn) -> bool:
        if not self.audience.remove(conn):
            return False
        if conn.seat is not None and not self.audience.present(conn.seat):
            s = self.seats[conn.seat]
            s.online = False
            if s.kind == "human":
                s.away_since = self.clock.monotonic()
        self._changed(seats=True)
        return True

    async def detach(self, conn: Conn) -> None:
        async with self.lock:
            if self._detach(conn):
                self.reschedule()
                self._presence()

    def _presence(self) -> None:
        self._changed()
        self.audience.send_all({"type": "presence", "table": self.id, "v": self.version,
                                "info": self.info_json(), "timer": self.timer_info()})

    # --- the deal: the server's committed seed and the players' contributions -----------
    def _waits_for(self) -> list[int]:
        """The seats whose contribution the deal waits for: a person in their seat whose
        client contributes, or who has not connected since taking the seat."""
        return [s.index for s in self.seats if s.kind == "human" and not s.auto and (
            s.contributes if s.online or s.seen else True)]

    async def due(self, round_no: int, by_person: bool = False) -> None:
        """Round ``round_no`` should be dealt (the caller holds the lock): gather the
        players' contributions first (up to ``deal_wait`` seconds), or stop a table
        where nobody has acted for ``max_robot_rounds`` rounds."""
        if not by_person and self.state is not None:
            streak = self.robot_rounds + (0 if self._people else 1)
            if streak >= self.settings.max_robot_rounds:
                if self.robot_only:
                    await self.commit({"type": "stop", "reason": "robot_rounds"})
                return  # a person's "next" deals the next round
        self.ceremony.open(round_no)
        self._changed()
        await self.advance_deal()

    async def advance_deal(self, deadline_passed: bool = False) -> None:
        """Store the deal's next entry if it is due, else wait (the caller holds the lock)."""
        entry = self.ceremony.due_entry(self._waits_for(), deadline_passed)
        if entry is None:
            self.reschedule()
        else:
            await self.commit(entry)

    async def contribute(self, seat: int, round_no: int, *, commitment: str | None = None,
                         value: str | None = None) -> None:
        """A seat's commitment to its random value for ``round_no``, or the value itself
        once the commitments are closed."""
        async with self.lock:
            if commitment is not None:
                if self.ceremony.add_commitment(seat, round_no, commitment, self.round):
                    self._changed()
                    await self.advance_deal()
                return
            self.ceremony.add_value(seat, round_no, value)
            await self.advance_deal()

    # --- actions ----------------------------------------------------------------------
    def _may_act(self, seat: int, action: Any) -> None:
        """The round is on, the action is for this seat and it is this seat's turn (the
        one turn check of an action)."""
        if self.state is None:
            raise ProtocolError("no_round", "the round has not started yet",
                                msg=words.msg("err-no_round"))
        if self.state.finished:
            raise ProtocolError("round_over", "the round is over", msg=words.msg("err-round_over"))
        named = action.get("seat", seat) if isinstance(action, Mapping) else seat
        if named != seat:
            raise ProtocolError("wrong_seat",
                                f"you sit at seat {seat} and cannot act for seat {named}",
                                msg=words.msg("err-wrong_seat"))
        if seat not in self.state.to_act:
            to_act = self.state.to_act
            raise ProtocolError(
                "not_your_turn", f"it is not your turn; seat {', '.join(map(str, to_act))} is "
                "to act", msg=words.msg("err-turn-of", who=self.state.players[to_act[0]])
                if len(to_act) == 1 else words.msg("err-not_your_turn"))

    def _judged(self, seat: int, action: Any) -> tuple[Any, dict[str, Any]]:
        """The engine's checked action and its record form, judged once: an action this
        seat had checked at this version (``check``, sent back as it was asked or as the
        check answered) is taken back without judging it again."""
        known = self._checked.get(seat)
        if known is not None and known[0] == self.version and action in (known[1], known[2]):
            checked, record = known[3], known[2]
        else:
            try:
                checked = self.state.check_action(seat, action)
            except MarsMatchError as exc:
                raise ProtocolError("illegal", str(exc), rule=getattr(exc, "rule", None),
                                    msg=words.named(getattr(exc, "msg", None),
                                                    self.state.players)) from None
            record = self.game.action_to_record(seat, checked)
        self._read_back(seat, checked, record)
        return checked, record

    def _read_back(self, seat: int, checked: Any, record: dict[str, Any]) -> None:
        """With ``check_records`` (a debugging aid): the record form must read back as the
        same action, as a restart replays it. The engine produces the record form from the
        checked action and its round trip is a property test, so this is off by default."""
        if not self.settings.check_records:
            return
        try:
            again = self.state.check_action(seat, record)
        except MarsMatchError:
            again = None
        if again != checked:
            log.error("table %s: %r does not read back from its record %s", self.id, checked,
                      record)
            raise ProtocolError("illegal", "the server cannot store this action faithfully; "
                                "send it in its canonical form (a check gives it)")

    async def act(self, seat: int, action: Any, action_id: str) -> tuple[int, bool]:
        """A player's action (record dict or text); returns (version, duplicate). An id
        is remembered per (seat, round): a resend is acknowledged again, changing nothing."""
        async with self.lock:
            done = self.log.taken(seat, self.round, action_id)
            if done is not None:
                return done, True
            self._may_act(seat, action)
            checked, record = self._judged(seat, action)
            await self._commit_action(seat, checked, record, "player", action_id)
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
        record = self.game.action_to_record(seat, checked)
        self._read_back(seat, checked, record)
        await self._commit_action(seat, checked, record, by)

    async def _commit_action(self, seat: int, checked: Any, record: dict[str, Any], by: str,
                             action_id: str | None = None) -> None:
        entry = {"type": "action", "seat": seat, "action": record, "by": by}
        if action_id is not None:
            entry["id"] = action_id
        await self.commit(entry, checked)

    async def next_round(self) -> int:
        """A person asks for the next round (it is dealt once the contributions are in)."""
        async with self.lock:
            if self.stopped is not None or (self.match is not None and self.match.finished):
                raise ProtocolError("match_over", "the match is over")
            if self.state is None:
                raise ProtocolError("no_round", "the first round starts when every seat is "
                                    "taken")
            if not self.state.finished:
                raise ProtocolError("round_in_progress", "this round is still being played")
            if self.ceremony.dealing is None:
                await self.due(self.round + 1, by_person=True)
            return self.version

    def check(self, seat: int, action: Any) -> dict[str, Any]:
        """Would ``action`` be legal now? (``advice.check``; nothing changes.) A legal one
        is kept for this version, so sending it (or the ``action`` answered) is not
        judged again."""
        try:
            self._may_act(seat, action)
        except ProtocolError as exc:
            return {"ok": False, "reason": exc.message, "rule": None, "reason_msg": exc.msg}
        answer, checked = advice.check(self.game, self.state, seat, action)
        if checked is not None:
            self._checked[seat] = (self.version, action, answer["action"], checked)
        return answer

    def hints(self, seat: int) -> list[dict[str, Any]]:
        """Good actions for ``seat`` if it is to act, best first (``advice.Hints``)."""
        if self.state is None or self.state.finished or seat not in self.state.to_act:
            return []
        return self._hints.for_turn(self.state, self.version, seat)

    async def strong_hint(self, seat: int) -> dict[str, Any] | None:
        """The strong bot's move for ``seat`` if it is to act (``advice.StrongHint``), in a
        thread so the table's other messages go on; one at a time per table."""
        if self.state is None or self.state.finished or seat not in self.state.to_act:
            return None
        async with self._strong_lock:
            state, version = self.state.copy(), self.version
            return await asyncio.to_thread(self._strong.for_turn, state, version, seat)

    async def shutdown(self) -> None:
        if self._wake_handle is not None:
            self._wake_handle.cancel()
        for task in list(self._tasks):
            task.cancel()
        for conn in list(self.audience):
            await conn.stop()
