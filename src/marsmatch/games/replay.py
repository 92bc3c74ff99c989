"""The one replay driver: a record's actions through its game's engine, step by step.

``steps(record)`` yields a :class:`Step` for the start and for every action, stopping at
the first one that is not legal; the CLI (one pass for the report and the text), the
server's replay viewer, the server's table restore of stored records and the tests all
consume it. ``replay(record)`` is the ``replay --json`` report of records.md.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import MarsMatchError, RecordError
from ..records import Record
from . import find_game
from .protocol import Game, GameState


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a replay. ``index`` is the action's index (-1: the start); ``state`` is
    the live state after it (copy it to keep it); ``events`` are the events the action
    caused; ``error`` is records.md's ``{"action", "seat", "reason"}`` for an illegal one."""

    index: int
    action: Mapping[str, Any] | None
    state: GameState
    events: tuple[Any, ...] = ()
    error: dict[str, Any] | None = None


def steps(record: Record, game: Game | None = None) -> Iterator[Step]:
    """The start, then one step per action; the last step carries the error, if any."""
    game = game or find_game(record.game)
    state = game.new_round_from_record(record)
    yield Step(-1, None, state, tuple(state.events))
    for index, action in enumerate(record.actions):
        seat = action.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            yield Step(index, action, state, (), {"action": index, "seat": seat,
                                                  "reason": 'the action has no "seat" number'})
            return
        before = len(state.events)
        try:
            state.apply_action(seat, action)
        except MarsMatchError as exc:
            yield Step(index, action, state, (), {"action": index, "seat": seat,
                                                  "reason": str(exc)})
            return
        yield Step(index, action, state, tuple(state.events[before:]))


def final(record: Record, game: Game | None = None) -> tuple[GameState, dict[str, Any] | None]:
    """The state the record reaches and the error that stopped it (None: none)."""
    last: Step | None = None
    for last in steps(record, game):
        pass
    if last is None:  # pragma: no cover - steps always yields the start
        raise RecordError("the record could not be set up")
    return last.state, last.error


def replay(record: Record) -> dict[str, Any]:
    """The ``replay --json`` report of records.md."""
    game = find_game(record.game)
    state, error = final(record, game)
    return game.report(state, error)


def describe(record: Record) -> tuple[str, dict[str, Any]]:
    """The round turn by turn for people, and the ``replay --json`` report: one pass."""
    game = find_game(record.game)
    lines: list[str] = []
    last: Step | None = None
    for last in steps(record, game):
        if last.index == -1:
            lines += game.describe_start(last.state)
        for event in last.events:
            text = game.describe_event(last.state, event)
            if text:
                lines.append(text)
    assert last is not None
    state, error = last.state, last.error
    if error is not None:
        lines.append(f"action {error['action'] + 1} (seat {error['seat']}) is not legal: "
                     f"{error['reason']}")  # numbered from 1, as everywhere people read it
    elif not state.finished and (live := state.view(None).get("dealing")) \
            and live["cards_out"] < live["total"]:  # Shengji's live deal
        lines.append(f"the record stops here, while the cards are dealt ({live['cards_out']} "
                     f"of {live['total']} out)")
    elif not state.finished:
        lines.append("the record stops here, before the round ends; to act: "
                     + ", ".join(f"seat {s}" for s in state.to_act))
    else:
        lines.append("result:")
        lines += ["  " + line for line in game.describe_result(state)]
    return "\n".join(lines), game.report(state, error)


def verify_deal(record: Record) -> dict[str, Any]:
    """Recompute the deal from the revealed seed; check the commitment and the hands."""
    return find_game(record.game).verify_deal(record)
