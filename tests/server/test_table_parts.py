"""The table's pure parts on their own: the scheduler's plan, the deal ceremony and the log
in memory. No table, no loop, no database."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from marsmatch.server.deal import DealCeremony, Seeds
from marsmatch.server.protocol import ProtocolError
from marsmatch.server.scheduler import jitter, plan
from marsmatch.server.tablelog import KEEP, TableLog
from marsmatch.shuffle import DEAL_SCHEME, commitment

from .fakeclock import FakeClock


@dataclass
class SeatView:
    robot: bool = False
    away_since: float | None = None


@dataclass
class TableView:
    """What the plan reads of a table, set by hand."""

    version: int = 7
    accepting: bool = True
    deal_deadline: float | None = None
    card_due: float | None = None
    turn_seat: int | None = 0
    round_over_at: float | None = None
    seats: list[SeatView] = field(default_factory=lambda: [SeatView(), SeatView()])
    turn_timer: float = 0.0
    grace: float = 30.0
    bot_delay: float = 1.0
    auto_next: float | None = None
    moved: int = 7
    changed_at: float = 100.0
    turn_deadline: tuple[int, float] | None = None
    jitter_seed: int = 42


def test_the_plan_of_each_kind_of_wake() -> None:
    assert plan(TableView(accepting=False, deal_deadline=5.0), 100).wake is None
    # a deal gathering values wakes at its deadline, before anything else
    deal = plan(TableView(deal_deadline=105.0), 100).wake
    assert deal is not None and (deal.kind, deal.at, deal.version) == ("deal", 105.0, 7)
    # a round dealt live: the next card at the table's pace; nobody acts in turn meanwhile
    card = plan(TableView(card_due=100.15, turn_seat=None, turn_timer=30), 100)
    assert card.wake is not None and (card.wake.kind, card.wake.at) == ("card", 100.15)
    assert card.turn_deadline is None
    # a person to act with no timer, connected: nothing to wake for
    assert plan(TableView(), 100).wake is None
    # a turn timer: a fresh deadline for a new turn, the same one for the same turn
    fresh = plan(TableView(turn_timer=30), 100)
    assert fresh.turn_deadline == 130 and fresh.wake is not None
    assert (fresh.wake.kind, fresh.wake.at, fresh.wake.seat) == ("timeout", 130, 0)
    kept = plan(TableView(turn_timer=30, turn_deadline=(7, 120.0)), 110)
    assert kept.turn_deadline == 120.0 and kept.wake is not None and kept.wake.at == 120.0
    again = plan(TableView(turn_timer=30, turn_deadline=(6, 120.0)), 110)  # a new version
    assert again.turn_deadline == 140.0
    # an absent person: a stand-in at the end of the grace, or the timeout if sooner
    away = [SeatView(away_since=90.0), SeatView()]
    takeover = plan(TableView(seats=away), 100).wake
    assert takeover is not None and (takeover.kind, takeover.at) == ("takeover", 120.0)
    sooner = plan(TableView(seats=away, turn_timer=10), 100).wake
    assert sooner is not None and (sooner.kind, sooner.at) == ("timeout", 110.0)
    # a bot (or a stand-in) moves after its pause, counted from when the version came
    bots = [SeatView(robot=True), SeatView()]
    move = plan(TableView(seats=bots), 500).wake
    assert move is not None and move.kind == "bot" and 100.8 <= move.at < 101.2
    assert plan(TableView(seats=bots), 500).wake == move  # the same for the same version
    # the next round by itself after auto_next, counted from the end of the last
    over = TableView(turn_seat=None, round_over_at=200.0, auto_next=5.0)
    nxt = plan(over, 201).wake
    assert nxt is not None and (nxt.kind, nxt.at) == ("next", 205.0)
    assert plan(TableView(turn_seat=None, round_over_at=200.0), 201).wake is None


def test_the_plan_never_changes_the_table() -> None:
    view = TableView(seats=[SeatView(away_since=1.0), SeatView(robot=True)], turn_timer=3)
    before = repr(view)
    for now in (0.0, 50.0, 1e6):
        plan(view, now)
    assert repr(view) == before


def test_bots_pauses_spread_between_tables() -> None:
    factors = {round(jitter(seed, 3), 3) for seed in range(200)}
    assert min(factors) >= 0.8 and max(factors) < 1.2 and len(factors) > 150


def test_the_deal_ceremony_commit_reveal_and_waits() -> None:
    clock = FakeClock()
    ceremony = DealCeremony(5.0, clock)
    value = "cd" * 32
    # a commitment before the deal is due is kept for it
    assert ceremony.add_commitment(1, 1, commitment(value), current_round=0) is False
    with pytest.raises(ProtocolError) as early:
        ceremony.add_commitment(1, 2, commitment(value), current_round=0)
    assert early.value.code == "deal_closed"
    ceremony.open(1)
    assert ceremony.dealing is not None and ceremony.dealing.commits == {1: commitment(value)}
    assert ceremony.due_entry([0, 1]) is None  # seat 0 has not committed
    clock.now += 5.0  # the wait is over: the set closes without seat 0
    entry = ceremony.due_entry([0, 1])
    assert entry == {"type": "commit", "round": 1,
                     "commitments": [{"seat": 1, "commitment": commitment(value)}]}
    ceremony.closed(entry)
    with pytest.raises(ProtocolError) as bad:
        ceremony.add_value(1, 1, "ee" * 32)
    assert bad.value.code == "bad_reveal"
    with pytest.raises(ProtocolError) as closed:
        ceremony.add_commitment(0, 1, commitment(value), current_round=0)
    assert closed.value.code == "deal_closed"
    ceremony.add_value(1, 1, value)
    assert ceremony.due_entry([0, 1]) == {
        "type": "deal", "round": 1, "scheme": DEAL_SCHEME,
        "contributions": [{"seat": 1, "commitment": commitment(value), "value": value}]}
    ceremony.dealt(1)
    assert ceremony.dealing is None and ceremony.public() is None
    # nobody contributes: the deal needs no commit entry
    ceremony.open(2)
    clock.now += 6
    assert ceremony.due_entry([0]) == {"type": "deal", "round": 2, "scheme": DEAL_SCHEME,
                                       "contributions": []}


def test_seeds_are_committed_before_and_revealed_after() -> None:
    seeds = Seeds("secret")
    assert commitment(seeds.seed(3)) == seeds.commitment(3)
    assert seeds.seed(3) != seeds.seed(4)
    entry = {"round": 3, "scheme": DEAL_SCHEME,
             "contributions": [{"seat": 0, "value": "ab" * 32}, {"seat": 1, "value": None}]}
    assert seeds.shuffle_seed(entry) != seeds.seed(3)
    assert seeds.shuffle_seed({"round": 3}) == seeds.seed(3)  # an earlier server's deal


def test_the_log_keeps_two_rounds_and_the_ids_of_two() -> None:
    log = TableLog()
    version = 0
    for round_no in range(1, 6):
        log.append({"type": "deal", "round": round_no}, None, round_no)
        version += 1
        for i in range(KEEP // 2):
            log.append({"type": "action", "seat": 0, "id": f"r{round_no}-{i}"}, None, round_no)
            version += 1
    assert log.version == version
    assert [e["round"] for e in log.entries if e["type"] == "deal"] == [4, 5]
    assert log.taken(0, 5, "r5-3") is not None and log.taken(0, 4, "r4-3") is not None
    assert log.taken(0, 3, "r3-3") is None  # older rounds' ids are forgotten
    assert log.resumable(log.version - 10) and not log.resumable(log.base - 1)
    assert list(log.indexes_since(log.version - 2)) == [len(log.entries) - 2,
                                                        len(log.entries) - 1]
