"""A record's positions for the replay viewer, from the one replay driver
(``games.replay.steps``).

Only records of finished rounds are stored and served, so showing every hand is safe: the
seed is revealed at the end of the round and the deal follows from it anyway. A record
someone uploads shows what it holds.
"""

from __future__ import annotations

from typing import Any

from ..errors import RecordError
from ..games import find_game
from ..games.replay import Step, steps
from ..records import Record

MAX_ACTIONS = 5000


def _frame(step: Step) -> dict[str, Any]:
    state = step.state
    return {"step": step.index + 1, "action": None if step.action is None else dict(step.action),
            "view": state.view(None),
            "hands": [state.view(s).get("hand", []) for s in range(len(state.players))]}


def replay_frames(record: Record) -> dict[str, Any]:
    """Every position (all hands shown), the first illegal action and why, the result,
    the seed and its commitment."""
    if len(record.actions) > MAX_ACTIONS:
        raise RecordError(f"a record of more than {MAX_ACTIONS} actions is not replayed here")
    game = find_game(record.game)
    frames: list[dict[str, Any]] = []
    error = None
    state: Any = None
    it = steps(record, game)
    while True:
        try:
            step = next(it)
        except StopIteration:
            break
        except (TypeError, KeyError, AttributeError, ValueError) as exc:
            if not frames:
                raise RecordError(f"the record cannot be set up: {exc}") from None
            # an action the engine could not even read: the one after the last good step
            index = len(frames) - 1
            action = record.actions[index] if index < len(record.actions) else {}
            error = {"action": index, "seat": action.get("seat"), "reason": f"not an action: {exc}"}
            break
        state = step.state
        if step.error is not None:
            error = step.error
            break
        frames.append(_frame(step))
    return {"ok": error is None, "error": error, "game": game.name,
            "players": list(record.players), "finished": bool(state.finished),
            "results": state.result() if state.finished else [],
            "seed": record.seed,
            # the commitment published before the deal (a deal the players helped shuffle
            # commits to the server's seed: records.md)
            "commitment": record.commitment if record.commitment is not None
            else state.commitment,
            "history": state.log(None), "frames": frames}
