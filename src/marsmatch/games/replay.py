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
from ..words import joined, msg, named, text
from . import find_game
from .protocol import Game, GameState


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a replay. ``index`` is the action's index (-1: the start); ``state`` is
    the live state after it (copy it to keep it); ``events`` are the events the action
    caused; ``error`` is records.md's ``{"action", "seat", "reason"}`` for an illegal one,
    ``reason_msg`` its reason as a catalogue message where the engine gave one."""

    index: int
    action: Mapping[str, Any] | None
    state: GameState
    events: tuple[Any, ...] = ()
    error: dict[str, Any] | None = None
    reason_msg: dict[str, Any] | None = None


def steps(record: Record, game: Game | None = None) -> Iterator[Step]:
    """The start, then one step per action; the last step carries the error, if any."""
    game = game or find_game(record.game)
    state = game.new_round_from_record(record)
    yield Step(-1, None, state, tuple(state.events))
    for index, action in enumerate(record.actions):
        seat = action.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            m = msg("term-no-seat")
            yield Step(index, action, state, (), {"action": index, "seat": seat,
                                                  "reason": text(m)}, m)
            return
        before = len(state.events)
        try:
            state.apply_action(seat, action)
        except MarsMatchError as exc:
            yield Step(index, action, state, (), {"action": index, "seat": seat,
                                                  "reason": str(exc)}, exc.msg)
            return
        yield Step(index, action, state, tuple(state.events[before:]))


def final(record: Record, game: Game | None = None) -> tuple[GameState, dict[str, Any] | None]:
    """The state the record reaches and the error that stopped it (None: none)."""
    last = final_step(record, game)
    return last.state, last.error


def final_step(record: Record, game: Game | None = None) -> Step:
    """The record's last step: the one that stopped it, or its last action."""
    last: Step | None = None
    for last in steps(record, game):
        pass
    if last is None:  # pragma: no cover - steps always yields the start
        raise RecordError("the record could not be set up")
    return last


def replay(record: Record) -> dict[str, Any]:
    """The ``replay --json`` report of records.md."""
    game = find_game(record.game)
    state, error = final(record, game)
    return game.report(state, error)


def describe(record: Record, lang: str = "en") -> tuple[str, dict[str, Any]]:
    """The round turn by turn for people, in ``lang`` (English: as the engine writes it),
    and the ``replay --json`` report: one pass."""
    game = find_game(record.game)
    words = game.text

    def said(english: list[str], messages: list[dict[str, Any]] | None) -> list[str]:
        return english if lang == "en" or messages is None else \
            [text(m, lang) for m in messages]

    lines: list[str] = []
    last: Step | None = None
    for last in steps(record, game):
        if last.index == -1:
            lines += said(game.describe_start(last.state), words.describe_start_msg(last.state))
        for event in last.events:
            line = game.describe_event(last.state, event)
            if line:
                lines += said([line], _listed(words.describe_event_msg(last.state, event)))
    assert last is not None
    state, error = last.state, last.error
    if error is not None:  # numbered from 1, as everywhere people read it
        english = f"action {error['action'] + 1} (seat {error['seat']}) is not legal: " \
            f"{error['reason']}"
        lines.append(english if lang == "en" else text(msg(
            "term-not-legal", n=str(error["action"] + 1), seat=str(error["seat"]),
            reason={"written": error["reason"], "msg": named(last.reason_msg, record.players)}
            if last.reason_msg else error["reason"]), lang))
    elif not state.finished and (live := state.view(None).get("dealing")) \
            and live["cards_out"] < live["total"]:  # Shengji's live deal
        lines.append(text(msg("term-stops-dealing", out=str(live["cards_out"]),
                              total=str(live["total"])), lang))
    elif not state.finished:
        english = "the record stops here, before the round ends; to act: " \
            + ", ".join(f"seat {s}" for s in state.to_act)
        lines.append(english if lang == "en" else text(msg("term-stops-here", seats=joined(
            [msg("term-seat-n", seat=str(s)) for s in state.to_act])), lang))
    else:
        lines.append(text(msg("term-result"), lang))
        lines += ["  " + line for line in said(game.describe_result(state),
                                                words.describe_result_msg(state))]
    return "\n".join(lines), game.report(state, error)


def _listed(m: dict[str, Any] | None) -> list[dict[str, Any]] | None:
    return None if m is None else [m]


def verify_deal(record: Record) -> dict[str, Any]:
    """Recompute the deal from the revealed seed; check the commitment and the hands."""
    return find_game(record.game).verify_deal(record)
