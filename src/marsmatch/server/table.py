"""A table: one writer, an event-sourced log, and what each connection sees of it.

The log holds three kinds of entries: ``join`` (a player takes a seat), ``deal`` (a round
starts) and ``action`` (a seat acts, stored as the engine's canonical record dict). The
table's version is the log's length: gapless, persisted, and the same after a restart,
which replays the log through the engine. Every change goes through :meth:`Table.commit`
under the table's lock: the entry is persisted first and applied to the live state only
once the write succeeded, so a failed write changes nothing and nobody hears of a move
that is not stored. Then every connection gets its own view and the new log entries.

Before each deal the seated players' clients may help shuffle (docs/records.md, scheme
2): they commit to random values (``commit`` messages, one ``commit`` log entry closes the
set), then reveal them (``reveal``), and the ``deal`` entry names every contribution; the
round's shuffle seed is the server's committed seed mixed with the revealed values.

Bounds (``config.Settings``): a per-table storage quota (a table over it stops), rounds in
a row with nobody acting (a bot-only table stops), action ids remembered per (seat,
round), and only the last ``KEEP`` log entries kept in memory (a resume from further back
gets a snapshot).

The table knows no game: it holds a ``Game`` (``find_game``), its engine ``Match`` decides
each round's banker, and the round's ``State`` judges every action.
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
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import MarsMatchError
from ..games import find_game
from ..shuffle import DEAL_SCHEME, commitment, is_value, mixed_seed
from ..shuffle import commitment as commitment_of
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
KEEP = 2 * MAX_MISSED  # log entries kept in memory (the older ones are in the store)

#: per log entry: the round state it touched and the range of that state's events it caused
Span = tuple[Any, int, int]


@dataclass
class Dealing:
    """A deal that is due and waits for the players' contributions: first their
    commitments (``phase`` "commit", in memory), then, once the set is closed by a
    ``commit`` entry, their values (``phase`` "reveal")."""

    round: int
    phase: str
    deadline: float  # time.monotonic()
    commits: dict[int, str] = field(default_factory=dict)
    reveals: dict[int, str] = field(default_factory=dict)


class Table:
    def __init__(self, store: Store, settings: Settings, table_id: str, game: str,
                 config: dict[str, Any], secret: str) -> None:
        self.store = store
        self.settings = settings
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
        #: the last log entries (``base`` is the version before the first one kept)
        self.base = 0
        self.log: list[dict[str, Any]] = []
        self.spans: list[Span | None] = []
        #: action ids per (seat, round, id) of this round and the last: their version
        self.action_ids: dict[tuple[int, int, str], int] = {}
        #: bytes stored for this table (log entries and records): the quota counts them
        self.size = 0
        self.stopped: str | None = None
        #: why the table takes no more changes after an internal failure (reported)
        self.broken: str | None = None
        self.dealing: Dealing | None = None
        #: commitments sent before their deal was due: seat -> (round, commitment)
        self.early: dict[int, tuple[int, str]] = {}
        #: the current round's deal entry (its scheme and contributions)
        self.deal_entry: dict[str, Any] | None = None
        #: rounds in a row before the current one in which no person acted
        self.robot_rounds = 0
        self._people = False
        self._last_deal = 0  # version before the last deal entry
        self.last_change = time.monotonic()
        self.match: Any = None
        self.state: Any = None
        self.round = 0
        self.lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.pending = 0  # sockets open at this table that have not said hello yet
        self.spectators: set[Conn] = set()
        self.scheduler = Scheduler(self)
        self._commitments: dict[int, str] = {}
        self._hints = advice.Hints(self.game, zlib.crc32(f"{table_id}-hints".encode()))

    # --- derived facts ---------------------------------------------------------------
    @property
    def version(self) -> int:
        return self.base + len(self.log)

    @property
    def status(self) -> str:
        if self.stopped is not None or (self.match is not None and self.match.finished):
            return "finished"
        return "open" if self.state is None else "playing"

    @property
    def robot_only(self) -> bool:
        """No person sits here: only bots (a bot-only table stops after a bound)."""
        return all(s.kind == "bot" for s in self.seats)

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
            "deal": self._deal_info(),
            # the deal after this one: its commitment, so a player's value can be made now
            "next_deal": {"round": self._upcoming(),
                          "commitment": self.commitment_for(self._upcoming())},
            "dealing": None if self.dealing is None else {
                "round": self.dealing.round, "phase": self.dealing.phase,
                "committed": sorted(self.dealing.commits),
                "commitments": None if self.dealing.phase != "reveal" else [
                    {"seat": s, "commitment": c} for s, c in sorted(self.dealing.commits.items())],
                "seconds": max(0.0, round(self.dealing.deadline - time.monotonic(), 1))},
            "stopped": self.stopped,
            "created_at": self.created_at, "spectators": len(self.spectators),
        }

    def _deal_info(self) -> dict[str, Any] | None:
        """The current round's deal: its commitment; once the round is over, the server's
        seed and, for a deal the players helped shuffle, every contribution with its value
        and the shuffle seed (what ``fairdeal.ts`` checks)."""
        if self.state is None:
            return None
        over = bool(self.state.finished)
        out: dict[str, Any] = {"round": self.round, "commitment": self.commitment_for(self.round),
                               "seed": self.seed_for(self.round) if over else None}
        entry = self.deal_entry
        if entry is not None and entry.get("scheme"):
            out["scheme"] = entry["scheme"]
            out["contributions"] = [
                {"seat": c["seat"], "commitment": c["commitment"],
                 "value": c["value"] if over else None} for c in entry["contributions"]]
            out["shuffle_seed"] = self.state.seed if over else None
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        """The round's view for ``seat``, with the deal's public facts as the table
        published them: the commitment shown before the deal and, once over, its seed."""
        view: dict[str, Any] = present.view(self.game, self.state, seat)
        if self.deal_entry is not None and self.deal_entry.get("scheme"):
            view["commitment"] = self.commitment_for(self.round)
            if view.get("seed"):
                view["seed"] = self.seed_for(self.round)
        return view

    def shuffle_seed(self, entry: Mapping[str, Any]) -> str:
        """A deal entry's seed: the server's seed (entries of earlier servers), or the
        server's seed mixed with the revealed contributions (scheme 2)."""
        server_seed = self.seed_for(entry["round"])
        if not entry.get("scheme"):
            return server_seed
        return mixed_seed(server_seed, [(c["seat"], c["value"]) for c in entry["contributions"]
                                        if c.get("value") is not None])

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
        elif kind == "commit":
            self.dealing = Dealing(entry["round"], "reveal",
                                   time.monotonic() + self.settings.deal_wait,
                                   {c["seat"]: c["commitment"] for c in entry["commitments"]})
            state = None
        elif kind == "deal":
            if self.match is None:
                names = [s.name or f"seat {s.index}" for s in self.seats]
                self.match = self.game.new_match(self.rules, players=names, reseat=False)
            if self.state is not None:
                self.robot_rounds = 0 if self._people else self.robot_rounds + 1
            self._people = False
            self.round = entry["round"]
            state = self.state = self._settle_and_deal(self.shuffle_seed(entry))
            self.deal_entry = dict(entry)
            self.dealing = None
            self.early = {s: c for s, c in self.early.items() if c[0] > self.round}
            self._commitments = {r: c for r, c in self._commitments.items()
                                 if r >= self.round - 1}
            self.action_ids = {k: v for k, v in self.action_ids.items()
                               if k[1] >= self.round - 1}
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
        elif kind == "stop":
            self.stopped = entry["reason"]
            self.dealing = None
            state = None
        else:
            raise ValueError(f"unknown log entry {kind!r}")
        if entry.get("id"):
            self.action_ids[(entry["seat"], self.round, entry["id"])] = self.version + 1
        self.log.append(dict(entry))
        self.spans.append(None if state is None else (state, start, len(state.events)))
        if kind == "deal":
            # memory: the entries of this round and the last one (resumes from further
            # back get a snapshot); at most 2 * KEEP in any case
            drop = self._last_deal - self.base
            self._last_deal = self.version - 1
        else:
            drop = len(self.log) - KEEP if len(self.log) > 2 * KEEP else 0
        if drop > 0:
            del self.log[:drop], self.spans[:drop]
            self.base += drop

    def _settle_and_deal(self, seed: str) -> Any:
        """The match's next round, its finished rounds kept as their ``RoundSummary``s
        (what the match reads of them), so a long table's memory stays flat."""
        rounds = self.match.rounds
        if rounds and rounds[-1] is self.state and self.state.finished:
            self.match.settle(len(rounds) - 1)
        return self.match.new_round(seed)

    def restore(self, entries: list[dict[str, Any]]) -> None:
        for entry in entries:
            self._apply(entry)

    async def commit(self, entry: dict[str, Any], action: Any = None) -> None:
        """Persist, then apply, then tell everyone (the caller holds the lock and has
        checked the entry). A failed write changes nothing: the caller gets ``storage``
        and may send the same thing again. A table over its storage quota stops."""
        if self.broken is not None:
            raise ProtocolError("table_unavailable", self.broken, 503)
        text = json.dumps(entry, separators=(",", ":"))
        quota = self.settings.table_quota_bytes
        if entry["type"] != "stop" and self.size + len(text) > quota:
            await self.commit({"type": "stop", "reason": "quota"})
            raise ProtocolError("quota", f"this table has used its storage ({quota} bytes) "
                                "and takes no more changes", 507)
        version = self.version + 1
        status = "playing" if entry["type"] == "deal" and self.status == "open" else self.status
        if entry["type"] == "stop":
            status = "finished"
        try:
            await self.store.append_event(self.id, version, text, entry.get("id"),
                                          status=status)
        except Exception as exc:  # noqa: BLE001 - any failure to store: nothing changed
            log.warning("table %s: could not persist version %s: %s", self.id, version,
                        str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
            raise ProtocolError("storage", "the server could not save this move; nothing "
                                "changed: try again", 503) from None
        self.size += len(text)
        self.last_change = time.monotonic()
        try:
            self._apply(entry, action)
        except Exception:
            # stored but not applicable: never happens with checked entries; the table
            # stops taking changes and says why (a restart replays the stored log)
            log.exception("table %s: stored version %s could not be applied", self.id, version)
            self.broken = (f"table {self.id} failed at version {version}; it takes no more "
                           "changes until the server restarts")
            raise ProtocolError("table_unavailable", self.broken, 503) from None
        if self.status != status:
            await self._quietly(self.store.set_status(self.id, version, self.status))
        if entry["type"] in ("action", "deal") and self.state.finished:
            # every round is a record, also one decided at the deal (a Heavenly Hand)
            await self._quietly(self.save_record())
        self.scheduler.reschedule()
        self.broadcast()

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
            rec["commitment"] = self.commitment_for(self.round)
            rec["deal"] = {"scheme": entry["scheme"], "server_seed": self.seed_for(self.round),
                           "contributions": [dict(c) for c in entry["contributions"]]}
        rec["table"] = self.id
        rec["round"] = self.round
        return rec

    async def save_record(self, check: bool = False) -> None:
        rec = self.record()
        text = json.dumps(rec)
        await self.store.save_record(f"{self.id}-r{self.round}", self.id, self.round,
                                     self.game.name, list(rec["players"]), self.state.result(),
                                     text, check=check)
        self.size += len(text)

    # --- what each connection sees ----------------------------------------------------
    def _public(self, index: int, viewer: int | None,
                events: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        entry = self.log[index]
        if entry["type"] == "commit":  # the closed set of commitments: reveal now
            return {"type": "commit", "round": entry["round"],
                    "commitments": [dict(c) for c in entry["commitments"]]}
        if entry["type"] == "stop":
            return {"type": "stop", "reason": entry["reason"]}
        round_no = entry.get("round")
        return public_entry(entry, viewer, events=events or (),
                            commitment=self.commitment_for(round_no) if round_no else None)

    def snapshot(self, conn: Conn, since: int | None = None) -> dict[str, Any]:
        """The welcome frame: the seat's view with the round's ``history`` (what the seat
        may see of it), and with ``since``, the log entries missed since then."""
        view = None
        if self.state is not None:
            view = self.view(conn.seat)
            view["history"] = present.log(self.game, self.state, conn.seat)
        msg = frame(self, "welcome", info=self.info(), view=view,
                    you={"seat": conn.seat,
                         "role": "player" if conn.seat is not None else "spectator"},
                    timer=self.scheduler.timer_info())
        if since is not None and self.base <= since <= self.version and \
                self.version - since <= MAX_MISSED:
            msg["missed"] = self._missed(since, conn.seat)
            msg["since"] = since
        return msg

    def _missed(self, since: int, viewer: int | None) -> list[dict[str, Any]]:
        logs: dict[int, tuple[int, list[dict[str, Any]]]] = {}  # per round state, its log once
        out = []
        for i in range(since - self.base, self.version - self.base):
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
        index = len(self.log) - 1
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
                    view = self.view(seat)
                    new = present.log(self.game, state, seat, start)
                frames[seat] = frame(self, "update", event=self._public(index, seat, new),
                                     info=info, view=view, log=new, timer=timer)
            conn.send(frames[seat])

    def broadcast_presence(self) -> None:
        msg = frame(self, "presence", info=self.info(), timer=self.scheduler.timer_info())
        for conn in list(self.conns):
            conn.send(msg)

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
            await self._deal_if_ready()
            return seat, token

    async def start_if_ready(self) -> None:
        async with self.lock:
            await self._deal_if_ready()

    async def _deal_if_ready(self) -> None:
        if self.state is None and self.dealing is None and self.stopped is None and \
                all(s.taken for s in self.seats):
            await self.due(1)

    def authenticate(self, seat: int | None, token: str | None) -> int | None:
        return authenticate(self.seats, seat, token)

    async def attach(self, conn: Conn, seat: int | None, since: int | None,
                     contribute: bool = False) -> None:
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
                s.seen = True
                s.contributes = contribute
            conn.send(self.snapshot(conn, since))
            self.scheduler.reschedule()
            self.broadcast_presence()
            if self.dealing is not None:
                await self.advance_deal()

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

    # --- the deal: the server's committed seed and the players' contributions -----------
    def _waits_for(self, seat: Any) -> bool:
        """Whether the deal waits for this seat's contribution: a person in their seat
        whose client contributes, or who has not connected since taking the seat."""
        return seat.kind == "human" and not seat.auto and (
            seat.contributes if seat.conns or seat.seen else True)

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
        commits = {s: c for s, (r, c) in self.early.items() if r == round_no}
        self.dealing = Dealing(round_no, "commit",
                               time.monotonic() + self.settings.deal_wait, commits)
        await self.advance_deal()

    async def advance_deal(self, deadline_passed: bool = False) -> None:
        """Close the commitments or deal, whichever is due (the caller holds the lock)."""
        d = self.dealing
        if d is None:
            return
        late = deadline_passed or time.monotonic() >= d.deadline
        if d.phase == "commit":
            waiting = [s.index for s in self.seats
                       if self._waits_for(s) and s.index not in d.commits]
            if waiting and not late:
                self.scheduler.reschedule()
                return
            if not d.commits:
                await self._deal(d.round, [])
                return
            await self.commit({"type": "commit", "round": d.round, "commitments": [
                {"seat": seat, "commitment": c} for seat, c in sorted(d.commits.items())]})
            return
        missing = [seat for seat in d.commits if seat not in d.reveals]
        if missing and not late:
            self.scheduler.reschedule()
            return
        await self._deal(d.round, [{"seat": seat, "commitment": c, "value": d.reveals.get(seat)}
                                   for seat, c in sorted(d.commits.items())])

    async def _deal(self, round_no: int, contributions: list[dict[str, Any]]) -> None:
        await self.commit({"type": "deal", "round": round_no, "scheme": DEAL_SCHEME,
                           "contributions": contributions})

    def _upcoming(self) -> int:
        """The next deal's round (contributions for it are taken from now on)."""
        return self.dealing.round if self.dealing is not None else self.round + 1

    async def contribute(self, seat: int, round_no: int, *, commitment: str | None = None,
                         value: str | None = None) -> None:
        """A seat's commitment to its random value for ``round_no``, or the value itself
        once the commitments are closed."""
        async with self.lock:
            d = self.dealing
            if commitment is not None:
                if not is_value(commitment):
                    raise ProtocolError("bad_message", "a commitment is 64 lowercase hex digits "
                                        "(the SHA-256 of your value)")
                if round_no != self._upcoming():
                    raise ProtocolError("deal_closed", f"round {round_no} is not the next deal")
                if d is not None and d.phase != "commit":
                    raise ProtocolError("deal_closed", "the commitments for this deal are closed")
                if d is not None:
                    d.commits[seat] = commitment
                    await self.advance_deal()
                else:
                    self.early[seat] = (round_no, commitment)
                return
            if d is None or d.phase != "reveal" or d.round != round_no:
                raise ProtocolError("deal_closed", f"round {round_no} is not waiting for values")
            if seat not in d.commits:
                raise ProtocolError("deal_closed", "your seat did not commit to a value for "
                                    "this deal")
            if value is None or not is_value(value) or commitment_of(value) != d.commits[seat]:
                raise ProtocolError("bad_reveal", "that value does not match your commitment")
            d.reveals[seat] = value  # type: ignore[assignment]
            await self.advance_deal()

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
        """A player's action (record dict or text); returns (version, duplicate). An id
        is remembered per (seat, round): a resend is acknowledged again, changing nothing."""
        async with self.lock:
            key = (seat, self.round, action_id)
            if key in self.action_ids:
                return self.action_ids[key], True
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
        """The action in the engine's canonical form, checked to read back as the same
        action (what a restart replays), then committed."""
        record = self.game.action_to_record(seat, action)
        try:
            again = self.state.check_action(seat, record)
        except MarsMatchError:
            again = None
        if again != action:
            log.error("table %s: %r does not read back from its record %s", self.id, action,
                      record)
            raise ProtocolError("illegal", "the server cannot store this action faithfully; "
                                "send it in its canonical form (a check gives it)")
        entry = {"type": "action", "seat": seat, "action": record, "by": by}
        if action_id is not None:
            entry["id"] = action_id
        await self.commit(entry, action)

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
            if self.dealing is None:
                await self.due(self.round + 1, by_person=True)
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
