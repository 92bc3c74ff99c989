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
from ..words import error as words_error
from ..words import msg, named, said, t, text
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
                said = getattr(exc, "msg", None)  # a MarsMatchError's message, if any
                raise words_error(RecordError, "err-setup", why={"written": str(exc), "msg": said}
                                  if said else str(exc)) from None
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


#: the declared readings the catalogue names (refusals.ftl's refusal-kind)
READING_KINDS = ("single", "pair", "pair_sequence", "rocket", "starship", "lone_boat", "drone",
                 "super_drone", "spaceship")


def reading_msg(spec: str) -> Any:
    """A declared reading in the reader's words ("lone_boat" as "a Lone Boat", 孤舟), its
    length and attachment after it as written; a Shengji hint as written."""
    kind, _, rest = spec.partition(":")
    if kind not in READING_KINDS:
        return spec
    said = msg("refusal-kind", kind=kind)
    return msg("decision-reading-spec", kind=said, rest=rest) if rest else said


def action_msg(action: Mapping[str, Any], pass_verb: str = "passes") -> dict[str, Any]:
    """``action_text`` as a message, for readers in any language (cards as they read them,
    the reading by its name, never an internal one); a pass by the game's verb for it
    (``Game.pass_verb``: Shengji's pass is not declaring, 不亮)."""
    for key, verb in VERBS:
        cards = action.get(key)
        if isinstance(cards, list):
            act = msg("decision-act", verb=verb, cards={"cards": [str(c) for c in cards]})
            reading = action.get("as") or action.get("hint")
            return msg("decision-act-as", act=act, reading=reading_msg(str(reading))) \
                if reading else act
    if action.get("pass"):
        return msg("decision-act", verb=pass_verb, cards="")
    return msg("decision-act", verb="other", cards=action_text(action))


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
                     "text": game.describe_event(step.state, e) or "the throw failed",
                     "msg": game.text.describe_event_msg(step.state, e)}]
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
    start: list[str] = []
    start_msg: list[dict[str, Any]] | None = None
    for step, rule in walk(record, game):
        state = step.state
        if observe is not None:
            observe(step, rule)
        if step.index < 0:
            start = [*(f"start: {line}" for line in game.text.describe_start(state)),
                     *(f"initial phase: {line}" for e in state.events  # R2: at the deal
                       if (line := game.describe_event(state, e)))]
            start_msg = _start_msg(game, state)
            continue
        action = step.action if isinstance(step.action, Mapping) else {}
        seat = action.get("seat")
        name = record.players[seat] if isinstance(seat, int) and not isinstance(seat, bool) \
            and 0 <= seat < len(record.players) else None
        entry: dict[str, Any] = {"number": step.index + 1, "index": step.index, "seat": seat,
                                 "name": name, "action": dict(action),
                                 "text": action_text(action),
                                 "text_msg": action_msg(action, game.pass_verb),
                                 "legal": step.error is None}
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
                          "marks": _marks(game, step), "after": _after(game, step),
                          "after_msg": _after_msg(game, step)})
        actions.append(entry)
    finished = bool(state is not None and state.finished)
    return {"game": game.name, "title": game.title, "players": list(record.players),
            "start": start, "start_msg": start_msg, "actions": actions, "error": error, "deal": deal,
            "finished": finished, "result": result(game, state) if finished else None,
            "verdict": verdict(deal, error, finished, len(actions))}


def _after(game: Game, step: Step) -> list[str]:
    """What an action brought about besides itself: a trick won (by whom, how many in a
    row), the round won (R4.2-R4.4, G5.5)."""
    return [line for e in step.events if type(e).__name__ not in ("Played", "Passed")
            and (line := game.describe_event(step.state, e))]


def _after_msg(game: Game, step: Step) -> list[dict[str, Any]] | None:
    """``_after`` as messages (None where the game has no messages for its events)."""
    said_ = [game.text.describe_event_msg(step.state, e) for e in step.events
             if type(e).__name__ not in ("Played", "Passed")]
    return None if any(m is None for m in said_) else [m for m in said_ if m]


def _start_msg(game: Game, state: Any) -> list[dict[str, Any]] | None:
    """The start lines as messages ("start:" and "initial phase:" lines), or None."""
    opening = game.text.describe_start_msg(state)
    events = [game.text.describe_event_msg(state, e) for e in state.events]
    if opening is None or any(m is None for m in events):
        return None
    return [*(msg("cli-start", line=m) for m in opening),
            *(msg("cli-initial-phase", line=m) for m in events if m)]


def result(game: Game, state: Any) -> dict[str, Any]:
    """A finished round's result: how it was won, one line per winner with its ruling
    (``story``, each a ``text`` and its ``msg``), and each seat's points (``scores``)."""
    view = game.text.describe_view(state) or {}
    scores = [{"seat": o["seat"], "name": state.players[o["seat"]], "title": o["title"],
               "title_msg": o["title_msg"], "points": o["points"], "rule": o["rule"]}
              for o in view.get("outcomes", [])]
    for team in view.get("teams", []):
        a, b = (state.players[s] for s in team["seats"])
        side = team.get("side_key")
        scores.append({"seat": team["seats"][0], "name": team["names"],
                       "name_msg": msg("sj-and", a=a, b=b), "title": team["side"] or "",
                       "title_msg": msg("term-sj-side", side=side) if side else None,
                       "points": team["points"], "level": team["level"], "rule": "G6.1"})
    return {"story": view.get("story", []), "scores": scores}


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


def lines(ex: dict[str, Any], lang: str = "en") -> list[str]:
    """The explanation as text lines for a terminal (``replay --explain``), in ``lang``
    where a sentence has its message (the engine's English otherwise)."""
    def say(item: Mapping[str, Any], key: str) -> str:
        message = item.get(f"{key}_msg") if key != "text" else item.get("msg")
        return str(item.get(key) or "") if lang == "en" or not message else text(message, lang)

    out = []
    deal = ex["deal"]
    if deal is not None:
        out.append(t("cli-deal", lang, proves=say(deal, "proves")))
        out += [f"  {'✓' if c['status'] == 'ok' else '✗' if c['status'] == 'failed' else '-'}"
                f" {say(c, 'text')}" for c in deal["checks"]]
    else:
        out.append(t("cli-deal-none", lang))
    start_msg = ex.get("start_msg")
    out += ex.get("start", []) if lang == "en" or start_msg is None \
        else [text(m, lang) for m in start_msg]
    width = len(str(len(ex["actions"])))
    for a in ex["actions"]:
        who = t("decision-by", lang, who=a["name"], seat=a["seat"]) if a["name"] is not None \
            else t("term-seat-n", lang, seat=str(a["seat"]))
        act = a["text"] if lang == "en" else text(a["text_msg"], lang)
        head = f"{a['number']:>{width}}. {who} {act}"
        rule = f" [{a['rule']}]" if a.get("rule") else ""
        ruling = say(a, "ruling") or (t("cli-stands", lang) if a["legal"] else "")
        if lang != "en" and a.get("rule"):
            ruling = ruling.replace(f"（{a['rule']}）", "")
        out.append(head + " — " + t("cli-line-ruling", lang, legal="yes" if a["legal"] else "no",
                                    ruling=ruling) + rule)
        for m in a.get("marks", []):
            out.append(f"{' ' * (width + 2)}! {say(m, 'text')}")
        after = a.get("after", []) if lang == "en" or a.get("after_msg") is None \
            else [text(m, lang) for m in a["after_msg"]]
        out += [f"{' ' * (width + 2)}{line}" for line in after]
    if ex.get("result"):
        out += [t("cli-result", lang, line=say(line, "text")) for line in ex["result"]["story"]]
        out += [t("cli-score", lang, who=say(s, "name"), points=s["points"],
                  title=text(s["title_msg"], lang) if s.get("title_msg") else s["title"])
                for s in ex["result"]["scores"]]
    out.append(t("cli-verdict", lang, verdict=say(ex["verdict"], "text")))
    return out


def judge_action(record: Record, number: int, game: Game | None = None) -> dict[str, Any]:
    """Action ``number`` (from 1) of the record: the table before it, the action as the
    record holds it and its ruling, from the record's one explanation (the record's own
    readings, so nothing needs retyping). RecordError when the record has no such action
    or an earlier action already broke the replay."""
    game = game or find_game(record.game)
    total = len(record.actions)
    if not 1 <= number <= total:
        raise words_error(RecordError, "err-action-number", total=total, shown=str(total),
                          what="")
    before: list[str] = []
    before_msg: list[Any] = [None]

    def observe(step: Step, _ruling: dict[str, Any] | None) -> None:
        if step.index == number - 2 and step.error is None:
            before[:] = game.describe_state(step.state, None)
            before_msg[0] = game.text.describe_state_msg(step.state, None)

    ex = explain(record, game, observe)
    entry = next((a for a in ex["actions"] if a["number"] == number), None)
    if entry is None:
        first = ex["error"]["number"] if ex["error"] else len(ex["actions"])
        raise words_error(RecordError, "err-past-illegal", n=str(number), first=str(first))
    return {**entry, "position": before, "position_msg": before_msg[0],
            "verdict": ex["verdict"], "deal": ex["deal"],
            "of": total}
