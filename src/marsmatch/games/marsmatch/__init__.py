"""MarsMatch: the climbing game for N >= 2 players with one 54-card deck each.

Public surface used by the CLI, bots, simulator, server and RL adapters.
"""

from __future__ import annotations

from typing import Any

from ...errors import MarsMatchError, RecordError
from ...records import Record
from ...shuffle import commitment, draw_seat
from .combos import (
    KIND_NAMES,
    RANK_NAMES,
    Kind,
    Play,
    Reading,
    ReadingSpec,
    beats,
    counts_to_cards,
    explain,
    fits,
    readings,
    strongest,
    to_counts,
)
from .moves import answer_types, count_plays, count_type, default_play, iter_plays, play_types
from .rules import Rules
from .state import (
    HeavenlyWin,
    Match,
    Passed,
    Phase,
    Played,
    RoundWon,
    State,
    TrickWon,
    deal,
    heavenly_hand,
    new_round,
)

NAME = "marsmatch"


def _replay(record: Record) -> tuple[State, dict[str, Any] | None]:
    """Play a record's actions; stop at the first one that is not legal."""
    rules = Rules.from_dict(record.rules)
    state = new_round(rules, record.players, seed=record.seed, hands=record.hands,
                      banker=record.banker, start=record.start)
    for index, action in enumerate(record.actions):
        seat = action.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            return state, {"action": index, "seat": seat,
                           "reason": 'the action has no "seat" number'}
        try:
            state.apply_action(seat, action)
        except MarsMatchError as exc:
            return state, {"action": index, "seat": seat, "reason": str(exc)}
    return state, None


def replay_record(record: Record) -> dict[str, Any]:
    """The ``replay --json`` report of records.md."""
    state, error = _replay(record)
    if error is not None:
        return {"ok": False, "error": error}
    out: dict[str, Any] = {"ok": True, "finished": state.finished, "results": state.result()}
    if not state.finished:
        view = state.view(None)
        out["state"] = {k: view[k] for k in ("to_act", "counts", "top", "passes", "streak")}
    return out


def describe_replay(record: Record) -> str:
    """The round turn by turn, for people."""
    state, error = _replay(record)
    names = state.players
    lines = [f"MarsMatch, {state.n} players: " + ", ".join(
        f"{s}={name}" for s, name in enumerate(names)) + f"; banker seat {state.banker}"]
    if state.commitment:
        lines.append(f"commitment {state.commitment}")
    for e in state.events:
        who = f"seat {getattr(e, 'seat', '?')} ({names[e.seat]})"
        if isinstance(e, HeavenlyWin):
            lines.append(f"{who} wins at the deal: {e.category} with {e.hand}, {e.points} points")
        elif isinstance(e, Played):
            lines.append(f"{who} plays {e.play.describe()}: {' '.join(e.play.cards())}")
        elif isinstance(e, Passed):
            lines.append(f"{who} passes")
        elif isinstance(e, TrickWon):
            lines.append(f"{who} wins the trick (streak {e.streak})")
        elif isinstance(e, RoundWon):
            lines.append(f"{who} wins the round: {e.category}, {e.points} points")
    if error is not None:
        lines.append(f"action {error['action']} (seat {error['seat']}) is not legal: "
                     f"{error['reason']}")
    elif not state.finished:
        lines.append(f"the record stops here; seat {state.turn} is to act")
    else:
        lines.append("results: " + "; ".join(
            f"seat {r['seat']} {r['category']} {r['points']}" for r in state.result()))
    return "\n".join(lines)


def verify_deal(record: Record) -> dict[str, Any]:
    """Recompute the deal from the revealed seed; check the commitment and the hands."""
    if record.seed is None:
        raise RecordError("the record has no seed, so there is no deal to verify")
    n = len(record.players)
    if n < 2:
        raise RecordError("MarsMatch needs at least 2 players (R1.1)")
    banker = record.banker if record.banker is not None else draw_seat(record.seed, n)
    dealt = deal(record.seed, n, banker)
    digest = commitment(record.seed)
    commitment_ok = None if record.commitment is None else record.commitment.lower() == digest
    hands_ok = None
    if record.hands is not None:
        from .state import hands_from_cards

        hands_ok = hands_from_cards(record.hands, n) == [to_counts(" ".join(h)) for h in dealt]
    problems = []
    if commitment_ok is False:
        problems.append("the seed does not match the published commitment")
    if hands_ok is False:
        problems.append("the recorded hands are not the deal of the seed")
    reason = "; ".join(problems) or "the deal follows from the seed" + (
        " and the seed matches the commitment" if commitment_ok else "")
    return {"ok": not problems, "commitment": digest, "commitment_ok": commitment_ok,
            "hands_ok": hands_ok, "banker": banker, "reason": reason, "hands": dealt}


__all__ = [
    "KIND_NAMES",
    "NAME",
    "RANK_NAMES",
    "Kind",
    "Match",
    "Phase",
    "Play",
    "Reading",
    "ReadingSpec",
    "Rules",
    "State",
    "answer_types",
    "beats",
    "count_plays",
    "count_type",
    "counts_to_cards",
    "deal",
    "default_play",
    "describe_replay",
    "explain",
    "fits",
    "heavenly_hand",
    "iter_plays",
    "new_round",
    "play_types",
    "readings",
    "replay_record",
    "strongest",
    "to_counts",
    "verify_deal",
]
