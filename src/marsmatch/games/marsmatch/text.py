"""MarsMatch for people: events, the table and results in plain words, rulings cited.

Used by ``marsmatch replay``, terminal play and the server's summaries; no snake_case
identifier reaches a reader (categories and hands have titles here).
"""

from __future__ import annotations

from .combos import RANK_NAMES
from .events import HeavenlyWin, Passed, Played, RoundWon, TrickWon
from .state import State

CATEGORY_TITLES = {
    "banker_heavenly": "Banker's Heavenly Hand",
    "nonbanker_heavenly": "Non-Banker Heavenly Hand",
    "heaven_snatch": "Heaven Snatch",
    "ground_hand": "Ground Hand",
    "ground_snatch": "Ground Snatch",
    "human_hand": "Human Hand",
    "total_loser": "Total Loser",
}
CATEGORY_RULES = {
    "banker_heavenly": "R2.5", "nonbanker_heavenly": "R2.5", "heaven_snatch": "R2.6",
    "ground_hand": "R4.5", "ground_snatch": "R4.5", "human_hand": "R4.5",
    "total_loser": "R4.3",
}
HAND_TITLES = {"starlink": "a Starlink", "ufo": "a UFO", "starlink+ufo": "a Starlink and a UFO"}


def seat_label(state: State, seat: int) -> str:
    return f"{state.players[seat]} (seat {seat})"


def plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def describe_event(state: State, e: object) -> str | None:
    if isinstance(e, HeavenlyWin):
        return (f"{seat_label(state, e.seat)} wins at the deal with {HAND_TITLES[e.hand]}: "
                f"{CATEGORY_TITLES[e.category]}, {e.points:,} points ({CATEGORY_RULES[e.category]})")
    if isinstance(e, Played):
        return f"{seat_label(state, e.seat)} plays {e.play.describe()}: {' '.join(e.play.cards())}"
    if isinstance(e, Passed):
        return f"{seat_label(state, e.seat)} passes"
    if isinstance(e, TrickWon):
        streak = f", {e.streak} in a row" if e.streak > 1 else ""
        return f"-- {seat_label(state, e.seat)} wins the trick{streak}"
    if isinstance(e, RoundWon):
        return (f"{seat_label(state, e.seat)} wins the round: {how_won(state, e)}; "
                f"{CATEGORY_TITLES[e.category]}, {e.points:,} points "
                f"({CATEGORY_RULES[e.category]})")
    return None


def how_won(state: State, e: RoundWon) -> str:
    """How the real match was won, with the ruling (R4.3, R4.4)."""
    if e.how == "streak":
        return f"won {plural(state.streak, 'trick')} in a row (R4.4)"
    return "emptied the hand (R4.3)"


def describe_start(state: State) -> list[str]:
    lines = [f"MarsMatch, {state.n} players, one deck each: "
             + ", ".join(f"seat {s} {name}" for s, name in enumerate(state.players))
             + f"; banker: {seat_label(state, state.banker)}"]
    if state.commitment:
        lines.append(f"deal commitment sha256(seed) = {state.commitment}")
    return lines


def describe_hand(counts: list[int]) -> str:
    groups = [f"{RANK_NAMES[r]}x{counts[r]}" if counts[r] > 1 else RANK_NAMES[r]
              for r in range(len(counts)) if counts[r]]
    return "  ".join(groups)


def describe_state(state: State, seat: int | None) -> list[str]:
    held = ", ".join(f"{seat_label(state, s)} {plural(sum(state.hands[s]), 'card')}"
                     for s in state.active)
    gone = [s for s in range(state.n) if s not in state.active]
    lines = [f"cards held: {held}"]
    if gone:
        lines.append("left at the deal: " + ", ".join(seat_label(state, s) for s in gone))
    if state.top is not None:
        lines.append(f"to beat: {state.top.describe()} ({' '.join(state.top.cards())}) by "
                     f"{seat_label(state, state.top_seat)}")
    elif not state.finished:
        lines.append(f"{seat_label(state, state.turn)} leads")
    if state.streak_seat >= 0 and state.streak > 0 and not state.finished:
        lines.append(f"{seat_label(state, state.streak_seat)} has won "
                     f"{plural(state.streak, 'trick')} in a row")
    if seat is not None:
        h = state.hands[seat]
        lines.append(f"your hand ({plural(sum(h), 'card')}): {describe_hand(h)}")
    return lines


def describe_result(state: State, seat: int | None = None) -> list[str]:
    lines = []
    for r in sorted(state.result(), key=lambda r: -r["points"]):
        who = "you" if r["seat"] == seat else seat_label(state, r["seat"])
        hand = f" with {HAND_TITLES[r['hand']]}" if "hand" in r else ""
        lines.append(f"{who}: {CATEGORY_TITLES[r['category']]}{hand}, {r['points']:,} points")
    return lines
