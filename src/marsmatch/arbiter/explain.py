"""One numbering and one explanation of a record, for every reader of it.

``walk`` replays a record (``games.replay.steps``) and gives each step with the ruling on
its action, judged on the position before it (the game's text module's
``describe_ruling``: why it stands; or, for the first illegal action, the engine's
reason and ruling id). ``explain`` turns that into the explanation that ``marsmatch
replay --explain``, ``marsmatch judge RECORD N``, the server's replay viewer (the arbiter
page renders it) and the decision document all show:

* ``actions``: each action numbered from 1 (``number``; ``index`` is the 0-based index of
  records.md), its seat and player, the action as the record holds it (cards in the order
  they were written), whether it stands, its ruling (``rule``, ``text``) and marks (a
  failed throw);
* ``deal``: ``dealcheck.check_deal`` (None without a seed);
* ``verdict``: ``deal_failed`` when the deal is not the committed one (then an action that
  no longer fits is the deal's doing, never a player's), ``illegal`` (the first illegal
  action, numbered), ``unfinished`` or ``legal``, with one sentence.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from ..errors import MarsMatchError, RecordError
from ..games import Game, find_game
from ..games.replay import Step, steps
from ..records import Record
from ..words import msg, named, said
from .dealcheck import check_deal


def humanize(game: Game, state: Any, text: str) -> str:
    """An engine sentence for people: seats by name (the game's text may do more, such as
    card codes as ranks and suits)."""
    own = game.text.humanize(state, text)
    if own is not None:
        return own
    return str(named(text, list(getattr(state, "players", ()))))


def ruling(game: Game, state: Any, action: Mapping[str, Any]) -> dict[str, Any] | None:
    """The ruling on ``action`` in this position: why it stands (``ok``), or why not."""
    seat = action.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        return None
    try:
        stands = game.text.describe_ruling(state, seat, action)
        return None if stands is None else {"ok": True, **stands}
    except MarsMatchError as exc:
        return {"ok": False, "rule": getattr(exc, "rule", None),  # as a message, with names
                "text": humanize(game, state, str(exc)),
                "msg": named(getattr(exc, "msg", None), getattr(state, "players", ()))}
    except (TypeError, KeyError, AttributeError, ValueError, IndexError):
        return None


def walk(record: Record, game: Game | None = None
         ) -> Iterator[tuple[Step, dict[str, Any] | None]]:
    """Every step of the replay with the ruling on its action (None for the start). The
    last step carries the error, if any, with its ruling id; an action the engine cannot
    even read ends the walk as an error too."""
    game = game or find_game(record.game)
    it = steps(record, game)
    upcoming: dict[str, Any] | None = None
    last: Step | None = None
    while True:
        try:
            step = next(it)
        except StopIteration:
            return
        except (TypeError, KeyError, AttributeError, ValueError) as exc:
            if last is None:
                raise RecordError(f"the record cannot be set up: {exc}") from None
            bad = last.index + 1
            action = record.actions[bad] if bad < len(record.actions) else {}
            seat = action.get("seat") if isinstance(action, Mapping) else None
            yield Step(bad, action, last.state, (), {"action": bad, "seat": seat,
                                                     "reason": f"not an action: {exc}",
                                                     "rule": None}), None
            return
        last = step
        if step.error is not None:
            error = dict(step.error)
            error["rule"] = upcoming.get("rule") if upcoming else None
            if upcoming and not upcoming.get("ok"):
                error["reason"] = upcoming["text"]
                error["reason_msg"] = upcoming.get("msg")
            yield Step(step.index, step.action, step.state, step.events, error), upcoming
            return
        yield step, upcoming if step.index >= 0 else None
        nxt = step.index + 1  # judged on this position, before the next action is applied
        upcoming = ruling(game, step.state, record.actions[nxt]) \
            if nxt < len(record.actions) else None


VERBS = (("play", "plays"), ("declare", "declares"), ("bury", "buries"))


def as_replayed(record: Record, deal: dict[str, Any] | None) -> Record:
    """The record as it is replayed: when its hands are not its seed's deal (the deal
    failed), from the hands it holds, so each action is still shown against the cards
    the record claims and the deal's check names the seats that differ."""
    if deal is not None and deal["hands_ok"] is False and record.hands is not None:
        return dataclasses.replace(record, seed=None)
    return record


def action_text(action: Mapping[str, Any]) -> str:
    """The action as the record holds it, cards in the order they were written: "plays BJ
    9 2 as lone_boat", "declares H2 H2", "passes"."""
    for key, verb in VERBS:
        cards = action.get(key)
        if isinstance(cards, list):
            text = f"{verb} {' '.join(str(c) for c in cards)}"
            reading = action.get("as") or action.get("hint")
            return text + (f" as {reading}" if reading else "")
    if action.get("pass"):
        return "passes"
    rest = {k: v for k, v in action.items() if k != "seat"}
    return ", ".join(f"{k} {v}" for k, v in rest.items()) or "does nothing"


def bare(text: str, rule: str | None) -> str:
    """An engine sentence without its ruling id in brackets (shown beside it instead)."""
    return text.replace(f" ({rule})", "") if rule else text


def _marks(game: Game, step: Step) -> list[dict[str, Any]]:
    """What a reader should notice about an action besides its ruling: a failed throw
    (Shengji G5.3), with the game's words for it."""
    seat = step.action.get("seat") if isinstance(step.action, Mapping) else None
    for e in step.events:  # on the thrower's own action (the trick's end repeats it)
        failed = getattr(e, "failed_throw", None)
        if failed is not None and getattr(failed, "seat", seat) == seat:
            return [{"mark": "failed_throw", "rule": "G5.3",
                     "text": game.describe_event(step.state, e) or "the throw failed"}]
    return []


def explain(record: Record, game: Game | None = None,
            observe: Callable[[Step, dict[str, Any] | None], None] | None = None,
            boards: Sequence[Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """The record explained: every action numbered with its ruling, the deal's checks and
    the verdict (see the module's docstring). ``observe(step, ruling)`` sees each step as
    it is replayed (the server draws its positions in the same pass). ``boards``: the
    revealed boards of the record's duplicate event, to prove its deal is that board."""
    game = game or find_game(record.game)
    deal = check_deal(record, game, boards) if record.seed is not None else None
    record = as_replayed(record, deal)
    actions: list[dict[str, Any]] = []
    error: dict[str, Any] | None = None
    state: Any = None
    for step, rule in walk(record, game):
        state = step.state
        if observe is not None:
            observe(step, rule)
        if step.index < 0:
            continue
        action = step.action if isinstance(step.action, Mapping) else {}
        seat = action.get("seat")
        name = record.players[seat] if isinstance(seat, int) and not isinstance(seat, bool) \
            and 0 <= seat < len(record.players) else None
        entry: dict[str, Any] = {"number": step.index + 1, "index": step.index, "seat": seat,
                                 "name": name, "action": dict(action),
                                 "text": action_text(action), "legal": step.error is None}
        if step.error is not None:
            error = {**step.error, "number": step.index + 1, "index": step.index,
                     "name": name}
            entry.update({"rule": error.get("rule"),
                          "ruling": bare(error["reason"], error.get("rule")),
                          "ruling_msg": error.get("reason_msg")})
        else:
            rule_id = rule.get("rule") if rule else None
            entry.update({"rule": rule_id,
                          "ruling": bare(rule["text"], rule_id) if rule else None,
                          "ruling_msg": rule.get("msg") if rule else None,
                          "marks": _marks(game, step)})
        actions.append(entry)
    finished = bool(state is not None and state.finished)
    return {"game": game.name, "title": game.title, "players": list(record.players),
            "actions": actions, "error": error, "deal": deal, "finished": finished,
            "verdict": verdict(deal, error, finished, len(actions))}


def verdict(deal: dict[str, Any] | None, error: dict[str, Any] | None, finished: bool,
            count: int) -> dict[str, Any]:
    """The record's verdict in one sentence (``text`` and its ``msg``): the deal's
    failure first, since an action that no longer fits a changed deal is nobody's
    fault."""
    if deal is not None and (deal["seed_replaced"] or deal["hands_ok"] is False):
        failed = msg("verdict-deal-failed",
                     cause="replaced" if deal["seed_replaced"] else "hands")
        if error is not None:
            why = error.get("reason_msg") or error["reason"]
            words = said("verdict-deal-failed-action", failed=failed, n=error["number"],
                         why=why, who=error.get("name") or f"seat {error.get('seat')}")
        else:
            words = said("verdict-deal-failed", cause="replaced" if deal["seed_replaced"]
                         else "hands")
        return {"kind": "deal_failed", "rule": "R1.3",
                "action": error["number"] if error else None, **words}
    if error is not None:
        who = error.get("name") or f"seat {error.get('seat')}"
        return {"kind": "illegal", "rule": error.get("rule"), "action": error["number"],
                **said("verdict-illegal", n=error["number"], who=who,
                       why=error.get("reason_msg") or error["reason"])}
    kind = "legal" if finished else "unfinished"
    return {"kind": kind, "rule": None, "action": None, **said(f"verdict-{kind}", n=count)}


def lines(ex: dict[str, Any]) -> list[str]:
    """The explanation as text lines for a terminal (``replay --explain``)."""
    out = []
    deal = ex["deal"]
    if deal is not None:
        out.append(f"the deal: {deal['proves']}")
        out += [f"  {'✓' if c['status'] == 'ok' else '✗' if c['status'] == 'failed' else '-'}"
                f" {c['text']}" for c in deal["checks"]]
    else:
        out.append("the deal: the record has no seed, so its deal cannot be checked")
    width = len(str(len(ex["actions"])))
    for a in ex["actions"]:
        who = f"{a['name']} (seat {a['seat']})" if a["name"] is not None else f"seat {a['seat']}"
        head = f"{a['number']:>{width}}. {who} {a['text']}"
        rule = f" [{a['rule']}]" if a.get("rule") else ""
        if a["legal"]:
            out.append(f"{head} — {a.get('ruling') or 'stands'}{rule}")
        else:
            out.append(f"{head} — NOT LEGAL: {a['ruling']}{rule}")
        for m in a.get("marks", []):
            out.append(f"{' ' * (width + 2)}! {m['text']}")
    out.append(f"verdict: {ex['verdict']['text']}")
    return out


def judge_action(record: Record, number: int, game: Game | None = None) -> dict[str, Any]:
    """Action ``number`` (from 1) of the record: the table before it, the action as the
    record holds it and its ruling, from the record's one explanation (the record's own
    readings, so nothing needs retyping). RecordError when the record has no such action
    or an earlier action already broke the replay."""
    game = game or find_game(record.game)
    total = len(record.actions)
    if not 1 <= number <= total:
        raise RecordError(f"the record has {total} action{'s' if total != 1 else ''}; give a "
                          f"number from 1 to {total}" if total else "the record has no actions")
    before: list[str] = []

    def observe(step: Step, _ruling: dict[str, Any] | None) -> None:
        if step.index == number - 2 and step.error is None:
            before[:] = game.describe_state(step.state, None)

    ex = explain(record, game, observe)
    entry = next((a for a in ex["actions"] if a["number"] == number), None)
    if entry is None:
        first = ex["error"]["number"] if ex["error"] else len(ex["actions"])
        raise RecordError(f"action {number} comes after action {first}, the first that is "
                          "not legal: the record cannot be replayed past it")
    return {**entry, "position": before, "verdict": ex["verdict"], "deal": ex["deal"],
            "of": total}
