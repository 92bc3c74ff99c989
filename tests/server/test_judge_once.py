"""A move is judged by the engine once: the action a seat had checked at this version is
taken back when it is sent (as it was asked, or as the check answered), and the record
form comes from the engine's checked action without reading it again (a debugging
setting, ``check_records``, still reads it back)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .fakeclock import FakeClock, seated, start_manager
from .helpers import live_secret


class Counting:
    """Counts the engine's judgements of one round."""

    def __init__(self, state: Any) -> None:
        self.calls = 0
        self._check = state.check_action
        state.check_action = self

    def __call__(self, seat: int, action: Any) -> Any:
        self.calls += 1
        return self._check(seat, action)


@pytest.mark.asyncio
@pytest.mark.parametrize("check_records", [False, True])
async def test_a_checked_action_is_taken_back_without_judging_it_again(
        tmp_path: Path, check_records: bool) -> None:
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock, check_records=check_records)
    try:
        table, _ = await seated(manager, clock, {
            "seats": [{"kind": "human"}, {"kind": "human"}], "secret": live_secret(2, "once")})
        state = table.state
        judged = Counting(state)
        seat = table.turn_seat
        asked = {"play": state.view(seat)["hand"][:1]}
        answer = table.desk.check(seat, asked)
        assert answer["ok"] and judged.calls == 1
        v, duplicate = await table.desk.act(seat, asked, "a1")  # the same action: taken back
        assert not duplicate and v == table.version
        assert judged.calls == (2 if check_records else 1)  # only the debug read-back
        stored = table.log.entries[-1]["action"]
        assert stored == answer["action"]  # the record form the check answered
        assert stored["seat"] == seat and stored["as"]  # canonical: names its reading
        # the next seat sends what its check answered (the canonical form): taken back too
        seat = table.turn_seat
        before = judged.calls
        answer = table.desk.check(seat, {"pass": True} if state.can_pass(seat)
                             else {"play": state.view(seat)["hand"][:1]})
        assert answer["ok"]
        await table.desk.act(seat, {k: v for k, v in answer["action"].items()}, "b1")
        assert judged.calls == before + (2 if check_records else 1)
        # an action that was not the one checked is judged as usual
        seat = table.turn_seat
        hand = state.view(seat)["hand"]
        table.desk.check(seat, {"play": hand[-1:]})
        before = judged.calls
        other = {"pass": True} if state.can_pass(seat) else {"play": hand[:1]}
        await table.desk.act(seat, other, "c1")
        assert judged.calls == before + (2 if check_records else 1)
    finally:
        await manager.close()


@pytest.mark.asyncio
async def test_a_declaration_checked_during_a_live_deal_is_stored_with_its_moment(
        tmp_path: Path) -> None:
    """Shengji dealt live: a seat checks a declaration out of turn and sends what the check
    answered; the stored record names the cards out then (``cards_out``), so a restarted
    server replays it at that moment, not after the deal."""
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock)
    try:
        table, _ = await seated(manager, clock, {
            "game": "shengji", "seats": [{"kind": "human"}] * 4, "deal_pace": 0.1,
            "rules": {"decks": 1, "deal_style": "live"}, "secret": "live-check"})
        state = table.state
        seat = None
        while seat is None and state.dealing:
            await clock.advance(0.11)
            seat = next((s for s in range(4) if state.view(s)["declarable"]), None)
        assert seat is not None and state.dealing
        answer = table.desk.check(seat, {"declare": state.view(seat)["declarable"][0]})
        assert answer["ok"] and answer["action"]["cards_out"] == state.live_dealt
        await table.desk.act(seat, answer["action"], "live-1")
        stored = table.log.entries[-1]["action"]
        assert stored == answer["action"] and state.standing[0] == seat and state.dealing
        view = state.view(seat)
    finally:
        await manager.close()
    manager = await start_manager(tmp_path, clock)
    try:
        assert manager.tables[table.id].state.view(seat) == view
    finally:
        await manager.close()
