"""A table's deals: when the next round is due, the players' part in its shuffle, and
each finished round's record with the deal's public facts.

The pure parts are in :mod:`~.deal` (:class:`~.deal.Seeds`, the server's committed
seeds; :class:`~.deal.DealCeremony`, the players' commitments and values on the table's
clock); this part decides when to open a deal, which seats it waits for, and stores each
entry the ceremony says is due through the table's one commit path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .deal import DealCeremony, Seeds
from .eventtable import BoardSeeds, EventSeat
from .protocol import ProtocolError, encode
from .rounds import deal_next
from .tablecore import TableCore

#: seconds between two cards of a live deal when the table sets no ``deal_pace``
DEAL_PACE = 0.15


class Dealer:
    def __init__(self, table: TableCore, secret: str) -> None:
        self.t = table
        #: an event's table: its boards are dealt as committed, with no players' part
        self.event = EventSeat(table.config["event"], table.settings.events_dir) \
            if table.config.get("event") else None
        self.seeds: Seeds | BoardSeeds = Seeds(secret) if self.event is None else \
            BoardSeeds(self.event.seeds, secret)
        self.ceremony = DealCeremony(table.settings.deal_wait, table.clock)
        #: the current round's deal entry (its scheme and contributions)
        self.entry: Mapping[str, Any] | None = None
        #: rounds in a row before the current one in which no person acted
        self.robot_rounds = 0
        #: a person acted in the current round
        self.people = False

    def deal(self, entry: Mapping[str, Any]) -> Any:
        """Apply a stored ``deal`` entry: the match made at the first deal, the round dealt
        from its seed (card by card, at the table's pace, where the rules deal live)."""
        t = self.t
        if t.match is None:
            names = [s.name or f"seat {s.index}" for s in t.seats]
            t.match = t.game.new_match(t.rules, players=names, reseat=False) \
                if self.event is None else self.event.match(t.game, t.rules, names)
        seed = self.dealt(entry, first=t.state is None)
        t.round = entry["round"]
        state = t.state = deal_next(t.match, t.state, seed)
        if hasattr(state, "deal_live"):
            state.deal_live()
        return state

    async def deal_card(self) -> None:
        """The next card of a live deal (the caller holds the lock); then the bots may
        declare with what they now hold."""
        t = self.t
        await t.commit({"type": "card", "seat": t.state.live_dealt % 4})
        await t.desk.bots_while_dealing()

    def dealt(self, entry: Mapping[str, Any], first: bool) -> str:
        """A stored ``deal`` entry: count the robot rounds; its shuffle seed."""
        if not first:
            self.robot_rounds = 0 if self.people else self.robot_rounds + 1
        self.people = False
        self.entry = entry
        self.ceremony.dealt(entry["round"])
        self.seeds.forget_before(entry["round"] - 1)
        return self.seeds.shuffle_seed(entry)

    def waits_for(self) -> list[int]:
        """The seats whose contribution the deal waits for: a person in their seat whose
        client contributes, or who has not connected since taking the seat (none at an
        event's table: its boards were fixed before anyone sat)."""
        if self.event is not None:
            return []
        return [s.index for s in self.t.seats if s.kind == "human" and not s.auto and (
            s.contributes if s.online or s.seen else True)]

    async def start_if_ready(self) -> None:
        async with self.t.lock:
            await self.start_if_ready_locked()

    async def start_if_ready_locked(self) -> None:
        """Deal the first round once every seat is taken (the caller holds the lock)."""
        t = self.t
        if t.state is None and self.ceremony.dealing is None and t.stopped is None \
                and all(s.taken for s in t.seats):
            await self.due(1)

    async def due(self, round_no: int, by_person: bool = False) -> None:
        """Round ``round_no`` should be dealt (the caller holds the lock): gather the
        players' contributions first (up to ``deal_wait`` seconds), or stop a table
        where nobody has acted for ``max_robot_rounds`` rounds."""
        t = self.t
        if not by_person and t.state is not None:
            streak = self.robot_rounds + (0 if self.people else 1)
            if streak >= t.settings.max_robot_rounds:
                if all(s.kind == "bot" for s in t.seats):
                    await t.commit({"type": "stop", "reason": "robot_rounds"})
                return  # a person's "next" deals the next round
        if self.event is not None:  # the board's seed alone: nothing to gather
            await t.commit({"type": "deal", "round": round_no})
            return
        self.ceremony.open(round_no)
        t.board.changed()
        await self.advance()

    async def advance(self, deadline_passed: bool = False) -> None:
        """Store the deal's next entry if it is due, else wait (the caller holds the lock)."""
        entry = self.ceremony.due_entry(self.waits_for(), deadline_passed)
        if entry is None:
            self.t.reschedule()
        else:
            await self.t.commit(entry)

    async def contribute(self, seat: int, round_no: int, *, commitment: str | None = None,
                         value: str | None = None) -> None:
        """A seat's commitment to its random value for ``round_no``, or the value itself
        once the commitments are closed."""
        async with self.t.lock:
            if commitment is not None:
                if self.ceremony.add_commitment(seat, round_no, commitment, self.t.round):
                    self.t.board.changed()
                    await self.advance()
                return
            self.ceremony.add_value(seat, round_no, value)
            await self.advance()

    async def next_round(self) -> int:
        """A person asks for the next round (it is dealt once the contributions are in)."""
        t = self.t
        async with t.lock:
            if t.stopped is not None or (t.match is not None and t.match.finished):
                raise ProtocolError("match_over", "the match is over")
            if t.state is None:
                raise ProtocolError("no_round", "the first round starts when every seat is "
                                    "taken")
            if not t.state.finished:
                raise ProtocolError("round_in_progress", "this round is still being played")
            if self.ceremony.dealing is None:
                await self.due(t.round + 1, by_person=True)
            return t.version

    # --- what is shown of the deal ----------------------------------------------------
    def info(self) -> dict[str, Any] | None:
        """The current round's deal: its commitment; once the round is over, the server's
        seed and, for a deal the players helped shuffle, every contribution with its value
        and the shuffle seed (what ``fairdeal.ts`` checks)."""
        t = self.t
        if t.state is None:
            return None
        over = bool(t.state.finished)
        out: dict[str, Any] = {"round": t.round, "commitment": self.seeds.commitment(t.round),
                               "seed": self.seeds.seed(t.round) if over else None}
        entry = self.entry
        if entry is not None and entry.get("scheme"):
            out["scheme"] = entry["scheme"]
            out["contributions"] = [
                {"seat": c["seat"], "commitment": c["commitment"],
                 "value": c["value"] if over else None} for c in entry["contributions"]]
            out["shuffle_seed"] = t.state.seed if over else None
        return out

    async def save_record(self, check: bool = False) -> None:
        """Store the current round's record (``check``: unless it is stored already)."""
        t = self.t
        rec = self.record()
        if self.event is not None:
            self.event.save(rec, t.round)
        text = encode(rec)
        await t.store.save_record(f"{t.id}-r{t.round}", t.id, t.round, t.game.name,
                                  list(rec["players"]), t.state.result(), text, check=check)
        t.size += len(text)

    def record(self) -> dict[str, Any]:
        """The current round as a record (records.md), with the deal's scheme."""
        t = self.t
        rec: dict[str, Any] = t.state.to_record().to_dict()
        entry = self.entry
        if entry is not None and entry.get("scheme"):
            rec["commitment"] = self.seeds.commitment(t.round)
            rec["deal"] = {"scheme": entry["scheme"], "server_seed": self.seeds.seed(t.round),
                           "contributions": [dict(c) for c in entry["contributions"]]}
        rec["table"] = t.id
        rec["round"] = t.round
        return rec
