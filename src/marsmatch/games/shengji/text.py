"""Shengji for people: events, the table and results in plain words, rulings cited.

Used by ``marsmatch replay``, terminal play and summaries: trump is named when it is
fixed, tricks are separated with their winner and points, teams are named by their seats.
"""

from __future__ import annotations

from collections.abc import Iterable

from .events import Buried, Declared, Passed, Played, Redeal, Scored, Trick, TrumpFixed
from .state import State
from .trump import TRUMP

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
        return (f"-- trick {e.number}: {seat_label(state, e.winner)} wins {e.points} points "
                f"for the {side}; {e.why}")
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
        lines.append(f"deal commitment sha256(seed) = {state.commitment}")
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
