"""Records for Shengji: replay report, human description, deal verification, saving (G7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ...cards import shoe
from ...errors import MarsMatchError, RecordError
from ...records import Record, parse_record
from ...shuffle import commitment, shuffled
from .rules import Rules
from .state import Declared, Phase, State, new_round, outcome_dict
from .trump import parse_shengji_cards


def _as_record(record: Record | Mapping[str, Any]) -> Record:
    return record if isinstance(record, Record) else parse_record(record)


def state_from_record(record: Record | Mapping[str, Any]) -> State:
    """The round's starting state (before any action); bad setup raises a ValueError."""
    record = _as_record(record)
    if record.game != "shengji":
        raise RecordError(f"this is a {record.game!r} record, not a shengji one")
    rules = Rules.from_dict(record.rules)
    return new_round(rules, record.players, seed=record.seed, hands=record.hands,
                     start=record.start, banker=record.banker)


def replay_record(record: Record | Mapping[str, Any]) -> dict[str, Any]:
    """Replay every action; the JSON report of ``marsmatch replay --json``.

    ``{"ok": true, "finished": ..., "tricks": [...], "attackers_points": n, ...}``, or at
    the first illegal action ``{"ok": false, "error": {"action": i, "seat": s,
    "reason": "..."}, ...}`` with the tricks completed before it.
    """
    record = _as_record(record)
    state = state_from_record(record)
    for i, action in enumerate(record.actions):
        seat = action.get("seat") if hasattr(action, "get") else None
        try:
            state.apply_action(seat, action)  # type: ignore[arg-type]
        except MarsMatchError as exc:
            report = report_state(state)
            report["ok"] = False
            report["error"] = {"action": i, "seat": seat, "reason": str(exc)}
            return report
    return report_state(state)


def report_state(state: State) -> dict[str, Any]:
    """The report of a state reached by replay (shapes from specs/records.md)."""
    report: dict[str, Any] = {
        "ok": True,
        "finished": state.finished,
        "phase": state.phase.value,
        "level": state.level,
        "trump": state.trump.suit if state.trump else None,
        "banker": state.banker,
        "declarations": [{"seat": e.seat, "cards": list(e.cards)} for e in state.events
                         if isinstance(e, Declared)],
        "tricks": [t.to_dict() for t in state.tricks],
        "attackers_points": state.attackers_points,
        "explanations": [t.why for t in state.tricks],
    }
    if state.current:
        report["current_trick"] = [{"seat": s, "cards": [str(c) for c in cs]}
                                   for s, cs in state.current]
    if state.phase is Phase.REDEAL:
        report["redeal"] = True
        report["results"] = state.result()
    if state.outcome is not None:
        o = outcome_dict(state.outcome)
        report.update({
            "kitty": o["kitty"],
            "kitty_points": o["kitty_points"],
            "kitty_multiplier": o["kitty_multiplier"],
            "kitty_bonus": o["kitty_bonus"],
            "penalties": o["penalties"],
            "level_changes": o["level_changes"],
            "next_banker": o["next_banker"],
            "game_winner": o["game_winner"],
            "results": state.result(),
        })
    return report


def describe_replay(report: Record | dict[str, Any]) -> str:
    """A turn-by-turn text of a replay (of a record, or of its report), for the CLI."""
    if isinstance(report, Record):
        report = replay_record(report)
    lines = []
    if report.get("level"):
        trump = report.get("trump") or "no-trump"
        if report.get("phase") == "declare":
            trump = "not yet declared"
        lines.append(f"Level {report['level']}, trump {trump}, banker seat {report.get('banker')}")
    for d in report.get("declarations", []):
        lines.append(f"Seat {d['seat']} declares {' '.join(d['cards'])}")
    whys = report.get("explanations") or []
    for i, t in enumerate(report.get("tricks", [])):
        lines.append(f"Trick {i + 1}: seat {t['leader']} leads {', '.join(t['lead_units'])}")
        ft = t.get("failed_throw")
        if ft:
            lines.append(f"  throw failed: seat {ft['beaten_by']} can beat it; "
                         f"forced {' '.join(ft['forced'])}")
        for p in t["plays"]:
            lines.append(f"  seat {p['seat']}: {' '.join(p['cards'])}")
        lines.append(f"  -> seat {t['winner']} wins {t['points']} points")
        if i < len(whys):
            lines.append(f"     why: {whys[i]}")
    for p in report.get("current_trick", []):
        lines.append(f"  (trick in progress) seat {p['seat']}: {' '.join(p['cards'])}")
    lines.append(f"Attackers' points: {report.get('attackers_points', 0)}")
    if report.get("redeal"):
        lines.append("Nobody declared in the first deal: redeal (G3.3).")
    if "level_changes" in report:
        mult = report.get("kitty_multiplier")
        kitty = " ".join(report.get("kitty", []))
        if mult:
            lines.append(f"Bottom captured: kitty {kitty} ({report['kitty_points']} points) "
                         f"x {mult} = {report['kitty_bonus']} (G6.1)")
        else:
            lines.append(f"Kitty {kitty} stays with the banker side (G6.1)")
        for ch in report["level_changes"]:
            lines.append(f"Team {ch['team']} (seats {ch['seats'][0]} and {ch['seats'][1]}): "
                         f"{ch['from']} -> {ch['to']} (+{ch['advance']})"
                         + (" and wins the game" if ch.get("wins_game") else ""))
        lines.append(f"Next banker: seat {report['next_banker']} (G6.3)")
    if not report.get("ok", True):
        err = report["error"]
        lines.append(f"Illegal action #{err['action']} by seat {err['seat']}: {err['reason']}")
    elif not report.get("finished"):
        lines.append("The record stops before the deal ends.")
    return "\n".join(lines)


def deal_from_seed(seed: str, decks: int) -> tuple[list[list[str]], list[str]]:
    """G1.4: the four hands and the kitty dealt from a seed (see ``state`` for the order)."""
    rules = Rules(decks=decks)
    order = shuffled(shoe(decks), seed)
    k = rules.kitty_size
    body, kitty = order[:-k], order[-k:]
    return [[str(c) for c in body[s::4]] for s in range(4)], [str(c) for c in kitty]


def verify_deal(record: Record | Mapping[str, Any]) -> dict[str, Any]:
    """Recompute the deal from ``record.seed``; check the commitment and the recorded hands."""
    record = _as_record(record)
    if record.seed is None:
        raise RecordError("the record has no seed, so there is no deal to verify")
    rules = Rules.from_dict(record.rules)
    digest = commitment(record.seed)
    commitment_ok = None if record.commitment is None else digest == record.commitment.lower()
    hands_ok = None
    reasons = []
    if record.hands is not None:
        dealt, _ = deal_from_seed(record.seed, rules.decks)
        try:
            given = [Counter(str(c) for c in parse_shengji_cards(list(h))) for h in record.hands]
        except MarsMatchError as exc:
            return {"ok": False, "commitment": digest, "commitment_ok": commitment_ok,
                    "hands_ok": False, "reason": str(exc)}
        bad = [s for s in range(min(4, len(given))) if given[s] != Counter(dealt[s])]
        hands_ok = not bad and len(given) == 4
        if not hands_ok:
            reasons.append("the recorded hands differ from the seed's deal at seat"
                           + ("s " if len(bad) > 1 else " ") + ", ".join(map(str, bad)))
    if commitment_ok is False:
        reasons.insert(0, "the seed does not match the published commitment")
    ok = commitment_ok is not False and hands_ok is not False
    if ok:
        checked = [n for n, v in (("commitment", commitment_ok), ("hands", hands_ok)) if v]
        reason = ("the seed deals this record" + (" and matches its " + " and ".join(checked)
                                                   if checked else ""))
    else:
        reason = "; ".join(reasons)
    return {"ok": ok, "commitment": digest, "commitment_ok": commitment_ok, "hands_ok": hands_ok,
            "reason": reason}


def record_from_state(state: State) -> Record:
    """The record of a state's round so far (rules, players, deal, every action)."""
    return Record(
        game="shengji",
        players=state.players,
        rules=state.rules.to_dict(),
        seed=state.seed,
        hands=state.dealt if (state.hands_given or state.seed is None) else None,
        actions=tuple(dict(a) for a in state.actions),
        banker=state.banker_given,
        start=dict(state.start) if state.start is not None else None,
        commitment=commitment(state.seed) if state.seed is not None else None,
    )
