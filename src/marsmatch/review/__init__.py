"""The review of a round: every decision of one seat judged by the strong search from that
seat's information at the time (never the hidden cards), with the chance to win of the
move played against the best move, a mark (good, inaccuracy, mistake, blunder: the
thresholds of ``judge.MARKS``, docs/bots.md) and the better move in words.

``review_record(record, seat)`` returns the review as JSON-ready data (``marsmatch review
RECORD --seat N --json``; the server's review endpoint); ``lines(review, lang)`` writes it
in a language of the catalogue (``words/*/review.ftl``).
"""

from __future__ import annotations

import time
from typing import Any

from .. import words
from ..errors import MarsMatchError, RecordError
from ..games import find_game
from ..records import Record
from .games import JUDGES, REDEALS
from .judge import MARKS, Verdict, judge

MARK_NAMES = ("good", "inaccuracy", "mistake", "blunder")


def _percent(chance: float) -> int:
    return round(100 * chance)


def decision(game: Any, judge_game: Any, state: Any, number: int, seat: int, played: Any,
             verdict: Verdict) -> dict[str, Any]:
    """One judged decision as data and words."""
    best = judge_game.action(state, verdict.moves[0])
    said_played = game.text.describe_action_msg(state, played)
    said_best = game.text.describe_action_msg(state, best)
    chance_played = verdict.chances[verdict.played]
    out: dict[str, Any] = {
        "action": number, "seat": seat, "mark": verdict.mark,
        "played": game.action_to_record(seat, played), "played_msg": said_played,
        "chance_played": round(chance_played, 4), "chance_best": round(verdict.chances[0], 4),
        "lost": round(verdict.lost, 4), "error": round(verdict.errors[verdict.played], 4),
        "moves_weighed": len(verdict.moves), "redeals": verdict.redeals,
    }
    if verdict.played != 0:
        out["best"] = game.action_to_record(seat, best)
        out["best_msg"] = said_best
    message = words.msg("review-line", number=number,
                        mark=words.msg(f"review-mark-{verdict.mark}"), played=said_played,
                        chance=_percent(chance_played))
    if verdict.played != 0 and verdict.mark != "good":
        message = words.msg("review-line-better", line=message, best=said_best,
                            chance=_percent(verdict.chances[0]))
    out["msg"] = message
    out["text"] = words.text(message)
    return out


def review_record(record: Record, seat: int, redeals: int | None = None, seed: int = 0,
                  deadline: float = 0.0) -> dict[str, Any]:
    """The review of ``seat``'s decisions in ``record`` (the compiled core replays it).
    ``redeals`` per decision (default ``REDEALS``); ``deadline`` (``time.monotonic()``;
    0: none) stops early, the review then says it is ``complete: false``."""
    game = find_game(record.game)
    seats = len(record.players)
    if not 0 <= seat < seats:
        raise words.error(RecordError, "err-no-such-seat", seat=str(seat), top=str(seats - 1))
    judge_game = JUDGES[game.name]()
    budget = redeals or REDEALS[game.name]
    state = game.new_round_from_record(record, core="compiled")
    out: list[dict[str, Any]] = []
    complete = True
    for i, act in enumerate(record.actions):
        who = int(act["seat"])
        try:
            played = state.check_action(who, act)
        except MarsMatchError as exc:
            raise words.error(RecordError, "err-review-illegal", n=str(i + 1), seat=str(who),
                              why={"written": str(exc), "msg": exc.msg} if exc.msg
                              else str(exc)) from None
        if who == seat and seat in state.to_act:
            if deadline and time.monotonic() > deadline:
                complete = False
                break
            verdict = judge(judge_game, state, seat, played, budget, seed)
            if verdict is not None:
                out.append(decision(game, judge_game, state, i + 1, seat, played, verdict))
        state.apply_action(who, act)
    counts = {m: sum(d["mark"] == m for d in out) for m in MARK_NAMES}
    return {"game": game.name, "seat": seat, "player": record.players[seat],
            "redeals": budget, "seed": seed, "complete": complete,
            "thresholds": {m: t for m, t in MARKS}, "counts": counts, "decisions": out}


def lines(review: dict[str, Any], lang: str = "en") -> list[str]:
    """The review in words, one line per decision, then the counts."""
    head = words.msg("review-heading", player=review["player"], seat=review["seat"])
    out = [words.text(head, lang)]
    out += [words.text(d["msg"], lang) for d in review["decisions"]]
    counts = {m.replace("inaccuracy", "inaccuracies"): review["counts"][m] for m in MARK_NAMES}
    out.append(words.text(words.msg("review-counts", **counts), lang))
    if not review["complete"]:
        out.append(words.text(words.msg("review-incomplete"), lang))
    return out


__all__ = ["MARK_NAMES", "lines", "review_record"]
