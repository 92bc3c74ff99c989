"""Replay a finished round's record into positions for the replay viewer.

Only records of finished rounds are stored and served, so showing every hand is safe: the
seed is revealed at the end of the round and the deal follows from it anyway.
"""

from __future__ import annotations

from typing import Any

from ..errors import MarsMatchError, RecordError
from ..records import Record
from .games import adapter

MAX_ACTIONS = 5000


def _new_state(record: Record) -> Any:
    if record.game == "marsmatch":
        from ..games import marsmatch as mm

        return mm.new_round(mm.Rules.from_dict(record.rules), list(record.players),
                            seed=record.seed, hands=record.hands, banker=record.banker,
                            start=record.start)
    if record.game == "shengji":
        from ..games import shengji as sj

        return sj.new_round(sj.Rules.from_dict(record.rules), list(record.players),
                            seed=record.seed, hands=record.hands, start=record.start,
                            banker=record.banker)
    raise RecordError(f"{record.game!r} is not a game")


def _frame(ad: Any, state: Any, step: int, action: Any) -> dict[str, Any]:
    view = ad.view(state, None)
    view.pop("history", None)
    hands = [ad.view(state, s).get("hand", []) for s in range(len(state.players))]
    return {"step": step, "action": action, "view": view, "hands": hands}


def replay_frames(record: Record) -> dict[str, Any]:
    if len(record.actions) > MAX_ACTIONS:
        raise RecordError(f"a record of more than {MAX_ACTIONS} actions is not replayed here")
    ad = adapter(record.game)
    state = _new_state(record)
    frames = [_frame(ad, state, 0, None)]
    error = None
    for i, action in enumerate(record.actions):
        seat = action.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            error = {"action": i, "seat": seat, "reason": 'the action has no "seat" number'}
            break
        try:
            ad.apply(state, seat, action)
        except MarsMatchError as exc:
            error = {"action": i, "seat": seat, "reason": str(exc)}
            break
        except (TypeError, KeyError, AttributeError, ValueError) as exc:
            error = {"action": i, "seat": seat, "reason": f"not an action: {exc}"}
            break
        frames.append(_frame(ad, state, i + 1, dict(action)))
    history = ad.view(state, None).get("history")
    return {"ok": error is None, "error": error, "game": record.game,
            "players": list(record.players), "finished": bool(state.finished),
            "results": ad.results(state) if state.finished else [],
            "seed": record.seed, "commitment": getattr(state, "commitment", None),
            "history": history, "frames": frames}
