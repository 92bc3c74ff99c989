"""Shengji for people: events, the table and results in plain words, rulings cited.

Used by ``marsmatch replay``, terminal play and summaries: trump is named when it is
fixed, tricks are separated with their winner and points, teams are named by their seats.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...errors import MarsMatchError
from .actions import Bury, Declare
from .actions import Play as PlayAction
from .events import Buried, Declared, Passed, Played, Redeal, Scored, Trick, TrumpFixed
from .state import State
from .tricks import trick_winner
from .trump import TRUMP, all_cards, cards_points

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", TRUMP: "trump"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def seat_label(state: State, seat: int) -> str:
    return f"{state.players[seat]} (seat {seat})"


def team_label(state: State, team: int) -> str:
    return f"{state.players[team]} and {state.players[team + 2]} (seats {team} and {team + 2})"


def cards_text(cards: Iterable[str]) -> str:
    return " ".join(cards)


def trump_text(suit: str | None) -> str:
    return "no trump (jokers and level cards only)" if suit is None else SUIT_NAMES[suit]


def describe_event(state: State, e: object) -> str | None:
    if isinstance(e, Declared):
        return f"{seat_label(state, e.seat)} declares {cards_text(e.cards)}"
    if isinstance(e, Passed):
        return f"{seat_label(state, e.seat)} passes"
    if isinstance(e, TrumpFixed):
        how = {"declared": "the standing declaration", "kitty": "cards turned from the kitty "
               "(G3.3)", "position": "the position"}[e.how]
        return (f"== trump is {trump_text(e.trump)} at level {e.level}, set by {how}; "
                f"banker {seat_label(state, e.banker)}")
    if isinstance(e, Redeal):
        return "nobody declared in the first deal: redeal (G3.3)"
    if isinstance(e, Buried):
        return f"{seat_label(state, e.seat)} buries {len(e.cards)} cards"
    if isinstance(e, Played):
        line = f"{seat_label(state, e.seat)} "
        if e.lead_units is not None:
            line += f"leads {', '.join(e.lead_units)}"
            if e.failed_throw is not None:
                line += (f" -- the throw fails: {seat_label(state, e.failed_throw.beaten_by)} "
                         f"can beat it, so only {cards_text(e.failed_throw.forced)} is played "
                         "(G5.3)")
            return line
        return line + f"plays {cards_text(e.cards)}"
    if isinstance(e, Trick):
        side = "attackers" if state.is_attacker(e.winner) else "banker's side"
        so_far = sum(t.points for t in state.tricks[:e.number] if state.is_attacker(t.winner))
        return (f"-- trick {e.number}: {seat_label(state, e.winner)} wins {e.points} points "
                f"for the {side} (attackers {so_far} so far); {e.why}")
    if isinstance(e, Scored):
        lines = [f"attackers took {e.trick_points} points in tricks"]
        if e.kitty_multiplier:
            lines.append(f"bottom captured: kitty {cards_text(e.kitty)} ({e.kitty_points} "
                         f"points) x {e.kitty_multiplier} = {e.kitty_bonus} (G6.1)")
        else:
            lines.append(f"the kitty {cards_text(e.kitty)} stays with the banker's side (G6.1)")
        lines.append(f"attackers' total: {e.attackers_points} points")
        return "; ".join(lines)
    return None


def describe_start(state: State) -> list[str]:
    decks = state.rules.decks
    lines = [(f"Shengji, {decks} deck{'s' if decks != 1 else ''}; teams "
              f"{team_label(state, 0)} against {team_label(state, 1)}; level {state.level}")]
    if state.banker is None:
        lines.append(f"the banker is decided by declaring; {seat_label(state, state.turn)} "
                     "declares first")
    else:
        lines.append(f"banker {seat_label(state, state.banker)}")
    if state.commitment:
        lines.append(f"sha256 of the record's seed = {state.commitment}")
    return lines


def describe_hand(state: State, seat: int) -> str:
    cards = state.hand(seat)
    if state.trump is None:
        return " ".join(str(c) for c in cards)
    groups: dict[str, list[str]] = {}
    for c in cards:
        groups.setdefault(state.trump.esuit(c), []).append(str(c))
    return " | ".join(f"{SUIT_NAMES[s]}: {' '.join(cs)}" for s, cs in groups.items())


def describe_state(state: State, seat: int | None) -> list[str]:
    lines = [f"phase: {state.phase.value}; level {state.level}"]
    if state.trump is not None and state.banker is not None:
        lines[0] += (f"; trump {trump_text(state.trump.suit)}; banker "
                     f"{seat_label(state, state.banker)}")
    if state.standing:
        who, cards = state.standing
        lines.append(f"standing declaration: {seat_label(state, who)} shows "
                     f"{cards_text(str(c) for c in cards)}")
    if state.current:
        lines.append(f"trick {len(state.tricks) + 1}: " + "; ".join(
            f"{seat_label(state, s)} {cards_text(str(c) for c in cs)}" for s, cs in state.current))
    if state.trump is not None:
        lines.append(f"attackers' points: {state.attackers_points}")
    if seat is not None:
        lines.append(f"your hand ({sum(state.hands[seat].values())} cards): "
                     f"{describe_hand(state, seat)}")
    return lines


def describe_result(state: State, seat: int | None = None) -> list[str]:
    if state.outcome is None:
        return ["nobody declared in the first deal: redeal (G3.3)"] if state.finished else []
    o = state.outcome
    winners = state.winners()
    lines = [f"the deal is won by {team_label(state, winners[0])}"
             + (" (your team)" if seat is not None and seat in winners else "")]
    lines.append(f"attackers' points: {o.attackers_points} (G6.2)")
    for ch in o.level_changes:
        move = f"{ch['from']} -> {ch['to']}" if ch["advance"] else f"stays at {ch['from']}"
        lines.append(f"{team_label(state, ch['team'])}: level {move}"
                     + (", and wins the game (G6.4)" if ch.get("wins_game") else ""))
    lines.append(f"next banker: {seat_label(state, o.next_banker)} (G6.3)")
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
    shown = [card_words(c) for c in cards]
    if kind == "single":
        return shown[0]
    if kind in ("pair", "triple"):
        return f"a {kind} of {shown[0]}"
    return f"a {'Titanic' if kind == 'titanic' else 'tractor'} {'–'.join(shown)}"


def lead_words(units: Sequence[str]) -> str:
    """A lead's units (``["pair SQ", "single SA"]``) in words: "a pair of Q♠ and A♠"."""
    parts = []
    for u in units:
        kind, _sp, cards = u.partition(" ")
        parts.append(_unit_words(kind, cards.split()))
    if len(parts) > 1:
        return "a throw: " + ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else ""


def humanize(state: State, text: str) -> str:
    """An engine sentence for people: seats by name, card codes as ranks and suits."""
    text = _UNIT.sub(lambda m: _unit_words(m[1], m[2].split()), text)
    text = _CARD.sub(lambda m: card_words(m[0]), text)
    return _SEAT.sub(lambda m: state.players[int(m[1])] + (m[2] or "")
                     if int(m[1]) < len(state.players) else m[0], text)


def _names(state: State, seats: Iterable[int]) -> str:
    return " and ".join(state.players[s] for s in seats)


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
                      "level": state.levels[team], "side": side, "points": points})
    return teams


def outcome_story(state: State) -> list[dict[str, Any]]:
    o = state.outcome
    if o is None:
        return [{"rule": "G3.3", "text": "Nobody declared trump: the cards are dealt again"}] \
            if state.finished else []
    winners = state.winners()
    won_as = "banker's side" if not state.is_attacker(winners[0]) else "attackers"
    lines = [{"rule": "G6.2", "text": f"{_names(state, winners)} ({won_as}) win the deal"}]
    kitty = " ".join(card_words(c) for c in o.kitty)
    if o.kitty_multiplier:
        took = (f"Attackers took {o.trick_points} points in tricks and captured the kitty "
                f"({kitty}): {o.kitty_points} × {o.kitty_multiplier} = {o.kitty_bonus}")
    else:
        took = (f"Attackers took {o.trick_points} points in tricks; the kitty ({kitty}, "
                f"{o.kitty_points} points) stays with the banker's side")
    lines.append({"rule": "G6.1", "text": took})
    if o.penalties:
        lines.append({"rule": "G5.3", "text": f"failed throws moved {o.penalties} points"})
    lines.append({"rule": "G6.2", "text": f"Attackers' total: {o.attackers_points} points"})
    for ch in o.level_changes:
        move = (f"level {ch['from']} → {ch['to']}" if ch["advance"]
                else f"stay at level {ch['from']}")
        text = f"{_names(state, ch['seats'])}: {move}"
        if ch.get("wins_game"):
            text += " and win the game"
        lines.append({"rule": "G6.4" if ch.get("wins_game") else "G6.2", "text": text})
    lines.append({"rule": "G6.3", "text": f"Next banker: {state.players[o.next_banker]}"})
    return lines


def _trick_words(state: State, t: Trick) -> dict[str, Any]:
    return {"number": t.number, "leader": t.leader, "winner": t.winner, "points": t.points,
            "lead": lead_words(t.lead_units),
            "plays": [{"seat": s, "cards": list(cs)} for s, cs in t.plays],
            "why": humanize(state, t.why)}


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
        "trump_cards": trump_card_classes(state),
    }
    if state.standing is not None:
        seat, cards = state.standing
        out["declaration"] = (f"{state.players[seat]} shows "
                              + " ".join(card_words(str(c)) for c in cards))
    if state.current and state.lead is not None and state.trump is not None:
        out["lead"] = lead_words(state.lead_attempt.describe() if state.lead_attempt
                                 else state.lead.describe())
        idx, _units = trick_winner(state.lead, state.current, state.trump, state.rules)
        out["winning"] = state.current[idx][0]
        if state.lead_failed is not None:
            f = state.lead_failed
            out["failed"] = (f"{state.players[f.seat]}'s throw failed: "
                             f"{state.players[f.beaten_by]} could beat part of it, so only "
                             + " ".join(card_words(c) for c in f.forced) + " was played (G5.3)")
    if state.tricks:
        out["last_trick"] = _trick_words(state, state.tricks[-1])
    if state.finished:
        out["story"] = outcome_story(state)
        out["tricks"] = [_trick_words(state, t) for t in state.tricks]
    return out


def trump_text_short(suit: str | None) -> str:
    return "no trump" if suit is None else SUIT_WORDS[suit]


def describe_entry(state: State, e: object) -> dict[str, Any]:
    """What a person reads of one log entry, beyond the engine's own keys."""
    if isinstance(e, Played) and e.lead_units is not None:
        return {"lead": lead_words(e.lead_units)}
    if isinstance(e, Trick):
        return {"lead": lead_words(e.lead_units), "why": humanize(state, e.why)}
    if isinstance(e, TrumpFixed):
        how = {"declared": "by the standing declaration", "kitty": "by the cards turned from "
               "the kitty (G3.3)", "position": "by the position"}[e.how]
        return {"text": f"Trump is {trump_text_short(e.trump)} at level {e.level}, set {how}; "
                        f"{state.players[e.banker]} is the banker"}
    return {}


def describe_action(state: State, action: Any) -> str:
    """An action in words for the seat to act: "lead a pair of Q♠", "declare 2♦ 2♦"."""
    def cards(cs: Iterable[Any]) -> str:
        return " ".join(card_words(str(c)) for c in cs)

    if isinstance(action, Declare):
        return f"declare {cards(action.cards)}"
    if isinstance(action, Bury):
        return f"bury {cards(action.cards)}"
    if isinstance(action, PlayAction):
        if not state.current and state.to_act:
            try:
                _cs, fmt = state.verify_play(state.to_act[0], action.cards, action.hint)
            except MarsMatchError:
                fmt = None
            if fmt is not None:
                return f"lead {lead_words(fmt.describe())}"
        return f"play {cards(action.cards)}"
    return "pass"


def describe_ruling(state: State, seat: int, action: Any) -> dict[str, Any]:
    """The ruling that lets ``action`` stand, judged before it is applied (arbitration)."""
    act = state.check_action(seat, action)
    name = state.players[seat]
    if isinstance(act, Declare):
        return {"rule": "G3.2", "text": f"{name} declares "
                + " ".join(card_words(str(c)) for c in act.cards)}
    if isinstance(act, Bury):
        return {"rule": "G4.1", "text": f"{name} buries {len(act.cards)} cards"}
    if isinstance(act, PlayAction):
        cards = " ".join(card_words(str(c)) for c in act.cards)
        if not state.current:
            return {"rule": "G5.2", "text": f"{name} leads {cards}"}
        return {"rule": "G5.4", "text": f"{name} follows with {cards}"}
    return {"rule": "G3.1", "text": f"{name} passes"}


def headline(players: Sequence[str], results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """A finished deal's winning team from its record's results, for lists of rounds."""
    if not results or any(r.get("redeal") for r in results):
        return {"winners": [], "text": "redealt: nobody declared"}
    banker = [r for r in results if r.get("side") == "banker"]
    attackers = [r for r in results if r.get("side") == "attackers"]
    if banker and int(banker[0].get("advance", 0)) > 0:
        team, side = banker, "banker's side"
    else:  # the attackers advanced, or the bank passes to them (G6.2, G6.3)
        team, side = attackers, "attackers"
    names = " and ".join(players[r["seat"]] for r in team)
    r = team[0]
    move = (f"level {r['level_before']} → {r['level_after']}" if r.get("advance")
            else "the bank passes to them")
    return {"winners": [r["seat"] for r in team], "text": f"{names} ({side}) win: {move}"}

