"""A record's positions for the replay and arbitration viewer, from the one replay driver
(``games.replay.steps``).

Only records of finished rounds are stored and served, so showing every hand is safe: the
seed is revealed at the end of the round and the deal follows from it anyway. A record
someone uploads shows what it holds.

Each frame carries the ruling that let its action stand, from the record's one
explanation (``arbiter.explain``: the same numbering and rulings as ``marsmatch replay
--explain``, which the reply carries whole as ``explanation``); the first illegal action
stops the replay and comes back with the engine's reason and ruling id. ``deal`` holds
what the browser needs to check the deal itself: the published commitment, the revealed
seed and the hands the replay starts from.
"""

from __future__ import annotations

from typing import Any

from ..arbiter.explain import explain
from ..errors import RecordError
from ..games import Game, find_game
from ..games.replay import Step
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


def _dealing(view: dict[str, Any] | None) -> bool:
    """The position is in the middle of a live deal (Shengji's ``deal_style = "live"``)."""
    d = (view or {}).get("dealing")
    return isinstance(d, dict) and d["cards_out"] < d["total"]


def replay_frames(record: Record, boards: list[dict[str, Any]] | None = None
                  ) -> dict[str, Any]:
    """Every position (all hands shown) with each action's ruling, the first illegal
    action with its ruling id, the result, what the browser checks the deal with, and the
    record's one explanation (``arbiter.explain``: numbering, rulings, the deal's checks
    and the verdict) that the arbiter page renders; ``boards``: the revealed boards of the
    record's duplicate event, when the server holds them."""
    if len(record.actions) > MAX_ACTIONS:
        raise RecordError(f"a record of more than {MAX_ACTIONS} actions is not replayed here")
    game = find_game(record.game)
    frames: list[dict[str, Any]] = []
    last: list[Step] = []

    def observe(step: Step, ruling: dict[str, Any] | None) -> None:
        last[:] = [step]
        if step.error is None:
            frames.append(_frame(game, step, ruling))

    explanation = explain(record, game, observe, boards)
    state = last[0].state
    error = explanation["error"]
    if error is not None:
        error = {k: error.get(k) for k in ("action", "seat", "reason", "rule", "reason_msg")}
    if record.commitment is not None:
        # the commitment published before the deal, in every position: a state knows only
        # its shuffle seed, whose hash is not it when the players helped shuffle (N18)
        for f in frames:
            if f["view"] is not None and "commitment" in f["view"]:
                f["view"]["commitment"] = record.commitment
    first = frames[0] if frames else None
    # the hands the deal gave: a live-dealt round starts with none, so its first position
    # with the deal complete (the deal check compares the seed's deal with them)
    whole = next((f for f in frames if not _dealing(f["view"])), first)
    deal = None
    if record.seed is not None and first is not None:
        n = len(record.players)
        deal = {"seed": record.seed, "commitment": record.commitment, "seats": n,
                "decks": game.decks_of(game.rules(record.rules, **game.record_rules_init(record)),
                                       n),
                "banker": record.banker, "kitty_size": first["view"].get("kitty_size", 0),
                "hands": whole["hands"] if whole else [], "dealt_from_record": record.hands is not None}
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
            "history": present.log(game, state, None), "frames": frames,
            "explanation": explanation}


def _headline(game: Game, record: Record, state: Any) -> dict[str, Any] | None:
    if not state.finished:
        return None
    return game.text.headline(list(record.players), state.result())
