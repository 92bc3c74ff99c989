"""A table's action desk: whose turn it is, judging an action once, ``check`` and hints,
and storing the actions of players, bots, timeouts and stand-ins.

An action is judged once: at ``check`` (the verdict is kept for that seat and version, so
sending the checked action back is not judged again) or at ``act``. The desk stores the
checked action through the table's one commit path; applying it is the table's.
"""

from __future__ import annotations

import asyncio
import logging
import zlib
from collections.abc import Mapping
from typing import Any

from .. import words
from ..errors import MarsMatchError
from . import advice
from .protocol import ProtocolError
from .robots import BotMoves, SeatBots
from .tablecore import TableCore

log = logging.getLogger("marsmatch.server")


class ActionDesk:
    def __init__(self, table: TableCore, bots: BotMoves | None) -> None:
        self.t = table
        self.bots = SeatBots(table.game.name, table.id, bots)
        self._hints = advice.Hints(table.game, zlib.crc32(f"{table.id}-hints".encode()))
        self._strong = advice.StrongHint(table.game, zlib.crc32(f"{table.id}-strong".encode()))
        self._strong_lock = asyncio.Lock()
        #: per seat: the last ``check`` answered at this version (``take back``)
        self._checked: dict[int, tuple[int, Any, dict[str, Any], Any]] = {}

    def may_act(self, seat: int, action: Any) -> None:
        """The round is on, the action is for this seat and it is this seat's turn (the
        one turn check of an action)."""
        state = self.t.state
        if state is None:
            raise ProtocolError("no_round", "the round has not started yet",
                                msg=words.msg("err-no_round"))
        if state.finished:
            raise ProtocolError("round_over", "the round is over", msg=words.msg("err-round_over"))
        named = action.get("seat", seat) if isinstance(action, Mapping) else seat
        if named != seat:
            raise ProtocolError("wrong_seat",
                                f"you sit at seat {seat} and cannot act for seat {named}",
                                msg=words.msg("err-wrong_seat"))
        if seat not in state.to_act and not getattr(state, "dealing", False):
            to_act = state.to_act
            raise ProtocolError(
                "not_your_turn", f"it is not your turn; seat {', '.join(map(str, to_act))} is "
                "to act", msg=words.msg("err-turn-of", who=state.players[to_act[0]])
                if len(to_act) == 1 else words.msg("err-not_your_turn"))

    def _judged(self, seat: int, action: Any) -> tuple[Any, dict[str, Any]]:
        """The engine's checked action and its record form, judged once: an action this
        seat had checked at this version (``check``, sent back as it was asked or as the
        check answered) is taken back without judging it again."""
        known = self._checked.get(seat)
        state = self.t.state
        if known is not None and known[0] == self.t.version and action in (known[1], known[2]):
            checked, record = known[3], known[2]
        else:
            try:
                checked = state.check_action(seat, action)
            except MarsMatchError as exc:
                raise ProtocolError("illegal", str(exc), rule=getattr(exc, "rule", None),
                                    msg=words.named(getattr(exc, "msg", None),
                                                    state.players)) from None
            record = self._record(seat, checked)
        self._read_back(seat, checked, record)
        return checked, record

    def _record(self, seat: int, checked: Any) -> dict[str, Any]:
        """The record form of a checked action; during a live deal it carries how many
        cards were out, so a restart and the record replay it at that moment."""
        record = self.t.game.action_to_record(seat, checked)
        state = self.t.state
        if getattr(state, "dealing", False):
            record["cards_out"] = state.live_dealt
        return record

    def _read_back(self, seat: int, checked: Any, record: dict[str, Any]) -> None:
        """With ``check_records`` (a debugging aid): the record form must read back as the
        same action, as a restart replays it. The engine produces the record form from the
        checked action and its round trip is a property test, so this is off by default."""
        if not self.t.settings.check_records:
            return
        try:
            again = self.t.state.check_action(seat, record)
        except MarsMatchError:
            again = None
        if again != checked:
            log.error("table %s: %r does not read back from its record %s", self.t.id,
                      checked, record)
            raise ProtocolError("illegal", "the server cannot store this action faithfully; "
                                "send it in its canonical form (a check gives it)")

    async def act(self, seat: int, action: Any, action_id: str) -> tuple[int, bool]:
        """A player's action (record dict or text); returns (version, duplicate). An id
        is remembered per (seat, round): a resend is acknowledged again, changing nothing."""
        t = self.t
        async with t.lock:
            done = t.log.taken(seat, t.round, action_id)
            if done is not None:
                return done, True
            self.may_act(seat, action)
            checked, record = self._judged(seat, action)
            await self._store(seat, checked, record, "player", action_id)
            return t.version, False

    async def act_for(self, seat: int, action: Any, by: str) -> None:
        """A bot's, a timeout's or a stand-in's action (the caller holds the lock); one
        the engine refuses, or none, becomes the seat's default action."""
        state = self.t.state
        checked = None
        if action is not None:
            try:
                checked = state.check_action(seat, action)
            except MarsMatchError as exc:
                log.warning("table %s: %s action %s refused (%s); playing the default action",
                            self.t.id, by, action, exc)
        if checked is None:
            checked = state.default_action(seat)
        record = self._record(seat, checked)
        self._read_back(seat, checked, record)
        await self._store(seat, checked, record, by)

    async def bot_move(self, seat: int, version: int) -> None:
        """The move of the bot (or stand-in) at ``seat``, planned at ``version``: worked
        out off the lock, stored under it if the table has not moved on."""
        t = self.t
        if t.version != version or t.turn_seat != seat:
            return
        action = None
        try:
            action = await self.bots.decide(seat, t.seats[seat].bot, t.state.copy())
        except Exception:
            log.exception("table %s: bot at seat %s failed", t.id, seat)
        async with t.lock:
            if t.version != version or t.turn_seat != seat or not t.accepting:
                return
            by = "bot" if t.seats[seat].kind == "bot" else "takeover"
            await self.act_for(seat, action, by)

    async def bots_while_dealing(self) -> None:
        """While a round is dealt live, each bot may declare with the cards it has received
        (the caller holds the lock); a declaration the engine refuses is dropped."""
        t = self.t
        for seat in t.seats:
            state = t.state
            if not getattr(state, "dealing", False) or not t.accepting:
                return
            if not seat.robot:
                continue
            action = self.bots.while_dealing(seat.index, seat.bot, state)
            if action is None:
                continue
            try:
                checked = state.check_action(seat.index, action)
            except MarsMatchError as exc:
                log.warning("table %s: bot declaration %s refused (%s)", t.id, action, exc)
                continue
            by = "bot" if seat.kind == "bot" else "takeover"
            await self._store(seat.index, checked, self._record(seat.index, checked), by)

    async def _store(self, seat: int, checked: Any, record: dict[str, Any], by: str,
                     action_id: str | None = None) -> None:
        entry = {"type": "action", "seat": seat, "action": record, "by": by}
        if action_id is not None:
            entry["id"] = action_id
        await self.t.commit(entry, checked)

    def check(self, seat: int, action: Any) -> dict[str, Any]:
        """Would ``action`` be legal now? (``advice.check``; nothing changes.) A legal one
        is kept for this version, so sending it (or the ``action`` answered) is not
        judged again."""
        try:
            self.may_act(seat, action)
        except ProtocolError as exc:
            return {"ok": False, "reason": exc.message, "rule": None, "reason_msg": exc.msg}
        answer, checked = advice.check(self.t.game, self.t.state, seat, action)
        if checked is not None:
            answer["action"] = self._record(seat, checked)  # (with its moment in a live deal)
            self._checked[seat] = (self.t.version, action, answer["action"], checked)
        return answer

    def hints(self, seat: int) -> list[dict[str, Any]]:
        """Good actions for ``seat`` if it is to act, best first (``advice.Hints``)."""
        state = self.t.state
        if state is None or state.finished or seat not in state.to_act:
            return []
        return self._hints.for_turn(state, self.t.version, seat)

    async def strong_hint(self, seat: int) -> dict[str, Any] | None:
        """The strong bot's move for ``seat`` if it is to act (``advice.StrongHint``), in a
        thread so the table's other messages go on; one at a time per table."""
        state = self.t.state
        if state is None or state.finished or seat not in state.to_act:
            return None
        async with self._strong_lock:
            copy, version = state.copy(), self.t.version
            return await asyncio.to_thread(self._strong.for_turn, copy, version, seat)
