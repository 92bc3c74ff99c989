"""A record's positions for the replay and arbitration viewer, from the one replay driver
(``games.replay.steps``).

Only records of finished rounds are stored and served, so showing every hand is safe: the
seed is revealed at the end of the round and the deal follows from it anyway. A record
someone uploads shows what it holds.

Each frame carries the ruling that let its action stand (the game's text module's
``describe_ruling``, judged on the position before the action); the first illegal action
stops the replay and comes back with the engine's reason and ruling id. ``deal`` holds
what the browser needs to check the deal itself: the published commitment, the revealed
seed and the hands the replay starts from.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import words
from ..errors import MarsMatchError, RecordError
from ..games import Game, find_game
from ..games.replay import Step, steps
from ..records import Record
from . import present

MAX_ACTIONS = 5000


def _frame(game: Game, step: Step, ruling: dict[str, Any] | None) -> dict[str, Any]:
    state = step.state
    entries = present.log(game, state, None, len(state.events) - len(step.events))
    return {"step": step.index + 1, "action": None if step.action is None else dict(step.action),
            "ruling": ruling, "events": entries,
            "view": present.view(game, state, None),
            "hands": [state.view(s).get("hand", []) for s in range(len(state.players))]}


def _ruling(game: Game, state: Any, action: Mapping[str, Any]) -> dict[str, Any] | None:
    """The ruling on ``action`` in this position: why it stands, or why not (``ok`` false)."""
    seat = action.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        return None
    try:
        ruling = game.text.describe_ruling(state, seat, action)
        return None if ruling is None else {"ok": True, **ruling}
    except MarsMatchError as exc:  # the engine's sentence, and as a message (with names)
        return {"ok": False, "rule": getattr(exc, "rule", None),
                "text": present.humanize(game, state, str(exc)),
                "msg": words.named(getattr(exc, "msg", None), state.players)}
    except (TypeError, KeyError, AttributeError, ValueError, IndexError):
        return None


def replay_frames(record: Record) -> dict[str, Any]:
    """Every position (all hands shown) with each action's ruling, the first illegal
    action with its ruling id, the result, and what the browser checks the deal with."""
    if len(record.actions) > MAX_ACTIONS:
        raise RecordError(f"a record of more than {MAX_ACTIONS} actions is not replayed here")
    game = find_game(record.game)
    frames: list[dict[str, Any]] = []
    error = None
    state: Any = None
    upcoming: dict[str, Any] | None = None
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
            error = {"action": index, "seat": action.get("seat"), "reason": f"not an action: {exc}",
                     "rule": None}
            break
        state = step.state
        if step.error is not None:
            error = dict(step.error)
            error["rule"] = upcoming.get("rule") if upcoming else None
            if upcoming and not upcoming.get("ok"):
                error["reason"] = upcoming["text"]
                error["reason_msg"] = upcoming["msg"]
            break
        frames.append(_frame(game, step, upcoming))
        # the next action's ruling, judged on this position before the action is applied
        nxt = step.index + 1
        upcoming = _ruling(game, state, record.actions[nxt]) if nxt < len(record.actions) \
            else None
    first = frames[0] if frames else None
    deal = None
    if record.seed is not None and first is not None:
        n = len(record.players)
        deal = {"seed": record.seed, "commitment": record.commitment, "seats": n,
                "decks": game.decks_of(game.rules(record.rules, **game.record_rules_init(record)),
                                       n),
                "banker": record.banker, "kitty_size": first["view"].get("kitty_size", 0),
                "hands": first["hands"], "dealt_from_record": record.hands is not None}
        if record.deal is not None:  # scheme 2: the server's seed and the players' values
            deal.update({"scheme": record.deal["scheme"], "server_seed": record.deal["server_seed"],
                         "contributions": [dict(c) for c in record.deal["contributions"]]})
    return {"ok": error is None, "error": error, "game": game.name, "title": game.title,
            "players": list(record.players), "finished": bool(state.finished),
            "results": state.result() if state.finished else [],
            "headline": _headline(game, record, state),
            # the commitment published before the deal (a deal the players helped shuffle
            # commits to the server's seed: records.md)
            "seed": record.seed, "commitment": record.commitment, "deal": deal,
            "history": present.log(game, state, None), "frames": frames}


def _headline(game: Game, record: Record, state: Any) -> dict[str, Any] | None:
    if not state.finished:
        return None
    return game.text.headline(list(record.players), state.result())
