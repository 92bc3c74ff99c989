"""Shengji for people: events, the table and results in plain words, rulings cited.

Used by ``marsmatch replay``, terminal play and summaries: trump is named when it is
fixed, tricks are separated with their winner and points, teams are named by their seats.
What goes to the browser is a message (``marsmatch.words``, ``words/*/shengji.ftl``)
beside its English text, so every language reads it from its own catalogue.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...errors import MarsMatchError
from ...words import cards as card_arg
from ...words import joined, msg, named, said
from ...words import text as say
from .actions import Bury, Declare
from .actions import Play as PlayAction
from .events import Buried, Declared, Passed, Played, Redeal, Scored, Trick, TrumpFixed
from .state import State
from .tricks import trick_winner
from .trump import TRUMP, all_cards, cards_points
from .units import lead_msg, unit_msg

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", TRUMP: "trump"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def seat_label(state: State, seat: int) -> str:
    return f"{state.players[seat]} (seat {seat})"


def team_label(state: State, team: int) -> str:
    return f"{state.players[team]} and {state.players[team + 2]} (seats {team} and {team + 2})"


def seat_msg(state: State, seat: int) -> dict[str, Any]:
    return msg("term-seat", who=state.players[seat], seat=seat)


def team_msg(state: State, team: int) -> dict[str, Any]:
    return msg("term-sj-team", a=state.players[team], b=state.players[team + 2], sa=team,
               sb=team + 2)


def codes(cards: Iterable[Any]) -> dict[str, Any]:
    """Cards as the terminal writes them: codes in English, as people read them elsewhere."""
    return {"codes": [str(c) for c in cards]}


def describe_event(state: State, e: object) -> str | None:
    m = describe_event_msg(state, e)
    return None if m is None else say(m)


def describe_event_msg(state: State, e: object) -> dict[str, Any] | None:
    """One terminal line about an event, as a message (``words/*/terminal.ftl``)."""
    if isinstance(e, Declared):
        if e.cards_out is not None:  # a live deal: when it was made
            return msg("term-sj-declares-live", who=seat_msg(state, e.seat),
                       cards=codes(e.cards), dealt=e.cards_out, total=state.deal_total)
        return msg("term-sj-declares", who=seat_msg(state, e.seat), cards=codes(e.cards))
    if isinstance(e, Passed):
        return msg("term-sj-passes", who=seat_msg(state, e.seat))
    if isinstance(e, TrumpFixed):
        return msg("term-sj-fixed", trump=msg("term-sj-trump", suit=e.trump or "none"),
                   level=e.level, how=e.how, banker=seat_msg(state, e.banker))
    if isinstance(e, Redeal):
        return msg("term-sj-redeal")
    if isinstance(e, Buried):
        return msg("term-sj-buries", who=seat_msg(state, e.seat), n=len(e.cards))
    if isinstance(e, Played):
        if e.lead_units is None:
            return msg("term-sj-plays", who=seat_msg(state, e.seat), cards=codes(e.cards))
        f = e.failed_throw
        failed = "" if f is None else msg("term-sj-failed", by=seat_msg(state, f.beaten_by),
                                          cards=codes(f.forced))
        return msg("term-sj-leads", who=seat_msg(state, e.seat),
                   lead={"written": ", ".join(e.lead_units), "msg": lead_msg(e.lead_units)},
                   failed=failed)
    if isinstance(e, Trick):
        so_far = sum(t.points for t in state.tricks[:e.number] if state.is_attacker(t.winner))
        return msg("term-sj-trick", n=e.number, who=seat_msg(state, e.winner), points=e.points,
                   side="attackers" if state.is_attacker(e.winner) else "banker",
                   so_far=so_far, why={"written": e.why, "msg": named(e.why_msg, state.players)}
                   if e.why_msg else e.why)
    if isinstance(e, Scored):
        kitty = (msg("term-sj-kitty-won", cards=codes(e.kitty), points=e.kitty_points,
                     times=e.kitty_multiplier, bonus=e.kitty_bonus) if e.kitty_multiplier
                 else msg("term-sj-kitty-kept", cards=codes(e.kitty)))
        return msg("term-sj-scored", points=e.trick_points, kitty=kitty,
                   total=e.attackers_points)
    return None


def describe_start(state: State) -> list[str]:
    return [say(m) for m in describe_start_msg(state)]


def describe_start_msg(state: State) -> list[dict[str, Any]]:
    lines = [msg("term-sj-start", decks=state.rules.decks, a=team_msg(state, 0),
                 b=team_msg(state, 1), level=state.level)]
    if state.banker is None:
        lines.append(msg("term-sj-declaring-first", who=seat_msg(state, state.turn)))
    else:
        lines.append(msg("term-sj-banker", who=seat_msg(state, state.banker)))
    if state.commitment:
        lines.append(msg("term-commitment", hash=state.commitment))
    return lines


def describe_hand(state: State, seat: int) -> str:
    return say(hand_msg(state, seat))


def hand_msg(state: State, seat: int) -> Any:
    """A hand as the terminal writes it: by suit once trump is fixed ("spades: S3 S5 |
    trump: BJ")."""
    cards = state.hand(seat)
    if state.trump is None:
        return codes(cards)
    groups: dict[str, list[str]] = {}
    for c in cards:
        groups.setdefault(state.trump.esuit(c), []).append(str(c))
    return joined([msg("term-sj-hand-suit", suit=s, cards=codes(cs))
                   for s, cs in groups.items()], "term-sj-hand-sep")


def describe_state(state: State, seat: int | None) -> list[str]:
    return [say(m) for m in describe_state_msg(state, seat)]


def describe_state_msg(state: State, seat: int | None) -> list[dict[str, Any]]:
    """What ``seat`` sees of the table, as terminal lines (messages)."""
    trump: Any = ""
    if state.trump is not None and state.banker is not None:
        trump = msg("term-sj-phase-trump", trump=msg("term-sj-trump",
                                                     suit=state.trump.suit or "none"),
                    banker=seat_msg(state, state.banker))
    lines = [msg("term-sj-phase", phase=state.phase.value, level=state.level, trump=trump)]
    if state.standing:
        who, cards = state.standing
        lines.append(msg("term-sj-standing", who=seat_msg(state, who), cards=codes(cards)))
    if state.current:
        plays = [msg("term-sj-seat-cards", who=seat_msg(state, s), cards=codes(cs))
                 for s, cs in state.current]
        lines.append(msg("term-sj-current", n=len(state.tricks) + 1,
                         plays=joined(plays, "term-sj-sep")))
    if state.trump is not None:
        lines.append(msg("term-sj-points", points=state.attackers_points))
    if seat is not None:
        lines.append(msg("term-sj-hand", n=sum(state.hands[seat].values()),
                         hand=hand_msg(state, seat)))
    return lines


def describe_result(state: State, seat: int | None = None) -> list[str]:
    return [say(m) for m in describe_result_msg(state, seat)]


def describe_result_msg(state: State, seat: int | None = None) -> list[dict[str, Any]]:
    """How the deal ended: the winning team, the points, the levels, the next banker."""
    if state.outcome is None:
        return [msg("term-sj-redeal")] if state.finished else []
    o = state.outcome
    winners = state.winners()
    lines = [msg("term-sj-won", team=team_msg(state, winners[0]),
                 yours="yes" if seat is not None and seat in winners else "no"),
             msg("term-sj-attackers-points", points=o.attackers_points)]
    for ch in o.level_changes:
        lines.append(msg("term-sj-level", team=team_msg(state, ch["team"]),
                         move="up" if ch["advance"] else "stays", old=ch["from"], new=ch["to"],
                         wins="yes" if ch.get("wins_game") else "no"))
    lines.append(msg("term-sj-next-banker", who=seat_msg(state, o.next_banker)))
    return lines


# --- for the browser: the same facts as data (server/present.py adds them to views) -----
# Everything here is public: trump, levels, tricks and points, never a hidden card.

SUIT_WORDS = {"S": "♠ spades", "H": "♥ hearts", "D": "♦ diamonds", "C": "♣ clubs"}
_CARD = re.compile(r"\b([SHDC])(10|[2-9JQKA])\b|\b(BJ|LJ)\b")
_SEAT = re.compile(r"\bseat (\d+)(\'s)?")
_CODE = r"(?:[SHDC](?:10|[2-9JQKA])|BJ|LJ)\b"
_UNIT = re.compile(rf"\b(single|pair|triple|tractor|titanic) ({_CODE}(?: {_CODE})*)")
JOKER_WORDS = {"BJ": "Big Joker", "LJ": "Little Joker"}


def card_words(card: str) -> str:
    """``SQ`` as ``Q♠``; jokers by name."""
    if card in JOKER_WORDS:
        return JOKER_WORDS[card]
    return card[1:] + SUIT_SYMBOLS[card[0]]


def _unit_words(kind: str, cards: list[str]) -> str:
    return say(unit_msg(kind, cards))


def lead_words(units: Sequence[str]) -> str:
    """``lead_msg`` in English: "a pair of Q♠", "a throw: a pair of Q♠; A♠"."""
    return _lead_text(tuple(units)) if units else ""


@lru_cache(maxsize=16384)
def _lead_text(units: tuple[str, ...]) -> str:
    """Formatted once per lead (every viewer's log shows it)."""
    return say(lead_msg(units))


def humanize(state: State, text: str) -> str:
    """An engine sentence for people: seats by name, card codes as ranks and suits."""
    text = _UNIT.sub(lambda m: _unit_words(m[1], m[2].split()), text)
    text = _CARD.sub(lambda m: card_words(m[0]), text)
    return _SEAT.sub(lambda m: state.players[int(m[1])] + (m[2] or "")
                     if int(m[1]) < len(state.players) else m[0], text)


def _names(state: State, seats: Iterable[int]) -> str:
    return " and ".join(state.players[s] for s in seats)


def names_arg(names: Iterable[str]) -> Any:
    """Names as a message argument joined the language's way ("A and B", "A和B")."""
    out: Any = None
    for n in names:
        out = n if out is None else msg("sj-and", a=out, b=n)
    return out or ""


def failed_msg(state: State, f: Any) -> dict[str, Any]:
    return msg("sj-failed", who=state.players[f.seat], by=state.players[f.beaten_by],
               cards=card_arg(f.forced))


def trump_msg(suit: str | None) -> dict[str, Any]:
    return msg("sj-trump", suit=suit or "none")


def trump_card_classes(state: State) -> dict[str, str]:
    """Every trump card of the deal: ``suit`` (the trump suit), ``level`` or ``joker``."""
    if state.trump is None:
        return {}
    out = {}
    for c in all_cards():
        if state.trump.is_trump(c):
            out[str(c)] = "joker" if c.is_joker else "level" if c.rank == state.level else "suit"
    return out


def team_words(state: State) -> list[dict[str, Any]]:
    teams = []
    banker_side = sum(t.points for t in state.tricks if not state.is_attacker(t.winner))
    for team in (0, 1):
        side = None
        points = 0
        if state.banker is not None and state.trump is not None:
            attackers = state.is_attacker(team)
            side = "attackers" if attackers else "banker's side"
            points = state.attackers_points if attackers else banker_side
        teams.append({"seats": [team, team + 2], "names": _names(state, (team, team + 2)),
                      "level": state.levels[team], "side": side, "points": points,
                      "side_key": None if side is None else side.split("'")[0]})
    return teams


def outcome_story(state: State) -> list[dict[str, Any]]:
    o = state.outcome
    if o is None:
        return [{"rule": "G3.3", **said("sj-story-redeal")}] if state.finished else []
    winners = state.winners()
    side = "banker" if not state.is_attacker(winners[0]) else "attackers"
    lines = [{"rule": "G6.2", **said("sj-story-won", who=names_arg(state.players[s] for s in winners), side=side)}]
    kitty = card_arg(o.kitty)
    if o.kitty_multiplier:
        took = said("sj-story-kitty-captured", points=o.trick_points, kitty=kitty,
                    kitty_points=o.kitty_points, times=o.kitty_multiplier, bonus=o.kitty_bonus)
    else:
        took = said("sj-story-kitty-kept", points=o.trick_points, kitty=kitty,
                    kitty_points=o.kitty_points)
    lines.append({"rule": "G6.1", **took})
    if o.penalties:
        lines.append({"rule": "G5.3", **said("sj-story-penalties", points=o.penalties)})
    lines.append({"rule": "G6.2", **said("sj-story-total", points=o.attackers_points)})
    for ch in o.level_changes:
        line = said("sj-story-level", who=names_arg(state.players[s] for s in ch["seats"]),
                    advance="yes" if ch["advance"] else "no", to=ch["to"],
                    wins="yes" if ch.get("wins_game") else "no", **{"from": ch["from"]})
        lines.append({"rule": "G6.4" if ch.get("wins_game") else "G6.2", **line})
    lines.append({"rule": "G6.3", **said("sj-story-next-banker",
                                         who=state.players[o.next_banker])})
    return lines


def _trick_words(state: State, t: Trick) -> dict[str, Any]:
    return {"number": t.number, "leader": t.leader, "winner": t.winner, "points": t.points,
            "lead": lead_words(t.lead_units), "lead_msg": lead_msg(t.lead_units),
            "plays": [{"seat": s, "cards": list(cs)} for s, cs in t.plays],
            "why": humanize(state, t.why), "why_msg": named(t.why_msg, state.players)}


def describe_view(state: State) -> dict[str, Any]:
    """The public facts of a view in plain words, for people (the browser's table)."""
    total = 100 * state.rules.decks
    on_table = sum(cards_points(cs) for _s, cs in state.current)
    taken = sum(t.points for t in state.tricks)
    out: dict[str, Any] = {
        "teams": team_words(state),
        "points_total": total,
        "points_left": total - taken - on_table,
        "trump": None if state.trump is None else trump_text_short(state.trump.suit),
        "trump_msg": None if state.trump is None else trump_msg(state.trump.suit),
        "trump_cards": trump_card_classes(state),
    }
    if state.standing is not None:
        seat, cards = state.standing
        shows = said("sj-declaration", who=state.players[seat],
                     cards=card_arg(str(c) for c in cards))
        out["declaration"], out["declaration_msg"] = shows["text"], shows["msg"]
        out["declaration_seat"] = seat
    if state.current and state.lead is not None and state.trump is not None:
        units = state.lead_attempt.describe() if state.lead_attempt else state.lead.describe()
        out["lead"], out["lead_msg"] = lead_words(units), lead_msg(units)
        idx, _units = trick_winner(state.lead, state.current, state.trump, state.rules)
        out["winning"] = state.current[idx][0]
        if state.lead_failed is not None:
            failed = said_msg(failed_msg(state, state.lead_failed))
            out["failed"], out["failed_msg"] = failed["text"], failed["msg"]
    if state.tricks:
        out["last_trick"] = _trick_words(state, state.tricks[-1])
    if state.finished:
        out["story"] = outcome_story(state)
        out["tricks"] = [_trick_words(state, t) for t in state.tricks]
    return out


def trump_text_short(suit: str | None) -> str:
    return say(trump_msg(suit))


def said_msg(m: dict[str, Any]) -> dict[str, Any]:
    return {"text": say(m), "msg": m}


def describe_entry(state: State, e: object) -> dict[str, Any]:
    """What a person reads of one log entry, beyond the engine's own keys."""
    if isinstance(e, Played) and e.lead_units is not None:
        out: dict[str, Any] = {"lead": lead_words(e.lead_units), "lead_msg": lead_msg(e.lead_units)}
        if e.failed_throw is not None:
            failed = said_msg(failed_msg(state, e.failed_throw))
            out["failed"], out["failed_msg"] = failed["text"], failed["msg"]
        return out
    if isinstance(e, Trick):
        return {"lead": lead_words(e.lead_units), "lead_msg": lead_msg(e.lead_units),
                "why": humanize(state, e.why), "why_msg": named(e.why_msg, state.players)}
    if isinstance(e, TrumpFixed):
        fixed = said("sj-trump-fixed", trump=trump_msg(e.trump), level=e.level, how=e.how,
                     banker=state.players[e.banker])
        return {"text": fixed["text"], "text_msg": fixed["msg"]}
    return {}


def describe_action_msg(state: State, action: Any) -> dict[str, Any]:
    """An action in words for the seat to act: "lead a pair of Q♠", "declare 2♦ 2♦"."""
    def cards(cs: Iterable[Any]) -> dict[str, Any]:
        return card_arg(str(c) for c in cs)

    if isinstance(action, Declare):
        return msg("sj-do-declare", cards=cards(action.cards))
    if isinstance(action, Bury):
        return msg("sj-do-bury", cards=cards(action.cards))
    if isinstance(action, PlayAction):
        if not state.current and state.to_act:
            try:
                _cs, fmt = state.verify_play(state.to_act[0], action.cards, action.hint)
            except MarsMatchError:
                fmt = None
            if fmt is not None:
                return msg("sj-do-lead", lead=lead_msg(fmt.describe()))
        return msg("sj-do-follow", cards=cards(action.cards))
    return msg("sj-do-pass")


def describe_action(state: State, action: Any) -> str:
    """``describe_action_msg`` in English."""
    return say(describe_action_msg(state, action))


def describe_ruling(state: State, seat: int, action: Any) -> dict[str, Any]:
    """The ruling that lets ``action`` stand, judged before it is applied (arbitration), at
    its moment in a live deal."""
    state = state.at_moment(action)
    act = state.check_action(seat, action)
    name = state.players[seat]
    if isinstance(act, Declare):
        return {"rule": "G3.2", **said("sj-ruling-declare", who=name,
                                       cards=card_arg(str(c) for c in act.cards))}
    if isinstance(act, Bury):
        return {"rule": "G4.1", **said("sj-ruling-bury", who=name, n=len(act.cards))}
    if isinstance(act, PlayAction):
        cards = card_arg(str(c) for c in act.cards)
        if not state.current:
            return {"rule": "G5.2", **said("sj-ruling-lead", who=name, cards=cards)}
        return {"rule": "G5.4", **said("sj-ruling-follow", who=name, cards=cards)}
    return {"rule": "G3.1", **said("sj-ruling-pass", who=name)}


def headline(players: Sequence[str], results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """A finished deal's winning team from its record's results, for lists of rounds."""
    if not results or any(r.get("redeal") for r in results):
        return {"winners": [], **said("sj-headline-redeal")}
    banker = [r for r in results if r.get("side") == "banker"]
    attackers = [r for r in results if r.get("side") == "attackers"]
    if banker and int(banker[0].get("advance", 0)) > 0:
        team, side = banker, "banker's side"
    else:  # the attackers advanced, or the bank passes to them (G6.2, G6.3)
        team, side = attackers, "attackers"
    names = names_arg(players[r["seat"]] for r in team)
    r = team[0]
    line = said("sj-headline", who=names, side="banker" if side == "banker's side" else
                "attackers", advance="yes" if r.get("advance") else "no",
                to=r.get("level_after", ""), **{"from": r.get("level_before", "")})
    return {"winners": [r["seat"] for r in team], **line}



# --- the rules page (the site's "Rules"): the rulings in the catalogue's words, each kind
# of lead with examples in the same words the table uses --------------------------------
RULE_UNITS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("single", ("single SA",)),
    ("pair", ("pair H8 H8",)),
    ("tractor", ("tractor C6 C6 C7 C7", "tractor D9 D9 D10 D10 DJ DJ")),
    ("triple", ("triple SK SK SK",)),
    ("titanic", ("titanic H3 H3 H3 H4 H4 H4",)),
)
THROW_EXAMPLE = ("pair SQ SQ", "single SA")


def _example(units: Sequence[str]) -> dict[str, Any]:
    cards = [c for u in units for c in u.split()[1:]]
    m = lead_msg(units)
    return {"cards": cards, "describe": say(m), "describe_msg": m}


def rules_page() -> list[dict[str, Any]]:
    """The rules, section by section: a title, paragraphs and their rulings, examples."""
    def section(key: str, rule: str, paras: int) -> dict[str, Any]:
        return {"key": key, "rule": rule, "title": msg(f"rules-sj-{key}"),
                "paras": [msg(f"rules-sj-{key}-{i}") for i in range(1, paras + 1)],
                "examples": []}

    units = [{"key": kind, "rule": "G2.4, G2.6", "title": msg("rules-sj-unit", kind=kind),
              "paras": [msg("rules-sj-unit-text", kind=kind)],
              "examples": [_example([u]) for u in examples]} for kind, examples in RULE_UNITS]
    units.append({"key": "throw", "rule": "G5.2, G5.3", "title": msg("rules-sj-unit", kind="throw"),
                  "paras": [msg("rules-sj-unit-text", kind="throw")],
                  "examples": [_example(THROW_EXAMPLE)]})
    return [section("table", "G1.1-G1.3", 2), section("trump", "G2.1-G2.3", 2),
            section("declare", "G3.1-G3.3", 1), section("kitty", "G4.1, G6.1", 1),
            section("units", "G5.2", 1), *units, section("follow", "G5.4-G5.6", 2),
            section("score", "G6.1-G6.3", 4)]


# --- the guided first game (#/learn/shengji): a set deal, every step explained ----------
def tutorial() -> dict[str, Any]:
    """A short deal on set hands, one deck, at level 2 (a record the engine replays) and,
    per action, what the table explains; seat 0 is the learner."""
    record = {
        "game": "shengji", "rules": {"decks": 1}, "players": ["Mia", "East", "North", "West"],
        "hands": [["H2", "HA", "HK", "S5", "S9", "CQ"], ["D3", "SA", "C4", "S6", "D7", "C8"],
                  ["BJ", "H10", "D9", "S4", "CK", "C10"], ["H3", "S7", "C5", "D4", "DK", "C9"]],
        "start": {"kitty": ["H4", "D5"]},
        "actions": [
            {"seat": 0, "declare": ["H2"]}, {"seat": 1, "pass": True},
            {"seat": 2, "pass": True}, {"seat": 3, "pass": True}, {"seat": 0, "pass": True},
            {"seat": 0, "bury": ["H4", "D5"]},
            {"seat": 0, "play": ["HA"]}, {"seat": 1, "play": ["D3"]},
            {"seat": 2, "play": ["H10"]}, {"seat": 3, "play": ["H3"]},
            {"seat": 0, "play": ["S5"]}, {"seat": 1, "play": ["SA"]},
            {"seat": 2, "play": ["S4"]}, {"seat": 3, "play": ["S7"]},
            {"seat": 1, "play": ["C8"]}, {"seat": 2, "play": ["CK"]},
            {"seat": 3, "play": ["C5"]}, {"seat": 0, "play": ["CQ"]},
            {"seat": 2, "play": ["BJ"]}, {"seat": 3, "play": ["D4"]},
            {"seat": 0, "play": ["HK"]}, {"seat": 1, "play": ["D7"]},
            {"seat": 2, "play": ["D9"]}, {"seat": 3, "play": ["DK"]},
            {"seat": 0, "play": ["S9"]}, {"seat": 1, "play": ["S6"]},
            {"seat": 3, "play": ["C9"]}, {"seat": 0, "play": ["H2"]},
            {"seat": 1, "play": ["C4"]}, {"seat": 2, "play": ["C10"]},
        ],
    }
    return {"record": record, "you": 0, "intro": msg("learn-sj-intro"),
            "steps": [msg(f"learn-sj-{i + 1}") for i in range(len(record["actions"]))],
            "end": msg("learn-sj-end")}
