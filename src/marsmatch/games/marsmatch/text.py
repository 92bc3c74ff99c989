"""MarsMatch for people: events, the table and results in plain words, rulings cited.

Used by ``marsmatch replay``, terminal play and the server's summaries; no snake_case
identifier reaches a reader (categories and hands have titles here).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .combos import (
    ATTACH_NAMES,
    KIND_BY_NAME,
    KINDS,
    LANES,
    RANK_INDEX,
    RANK_NAMES,
    SPACESHIP_NAMES,
    TWO,
    Kind,
    Play,
    Reading,
    counts_to_cards,
    explain,
    to_counts,
)
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
    if e.how == "tricks" and state.rules.trick_goal == "table":
        return f"won trick {state.tricks} of the table's {state.tricks} (R4.4)"
    if e.how == "tricks":
        return f"won {plural(state.tricks_won[e.seat], 'trick')} in all (R4.4)"
    return "emptied the hand (R4.3)"


def describe_start(state: State) -> list[str]:
    lines = [f"MarsMatch, {state.n} players, one deck each: "
             + ", ".join(f"seat {s} {name}" for s, name in enumerate(state.players))
             + f"; banker: {seat_label(state, state.banker)}"]
    if state.commitment:
        lines.append(f"sha256 of the record's seed = {state.commitment}")
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


# --- for the browser: the same facts as data (server/present.py adds them to views) -----
# Everything here is public: it is computed from the table and the played cards only.


def _reading(data: Mapping[str, Any]) -> Reading:
    kind = KIND_BY_NAME[str(data["kind"])]
    rank = str(data["rank"])
    top = SPACESHIP_NAMES.index(rank) if kind == Kind.SPACESHIP else RANK_INDEX[rank]
    return Reading(kind, int(data["length"]), top, ATTACH_NAMES.index(str(data["attachment"])))


def faces(counts: Sequence[int], rd: Reading) -> list[dict[str, Any]]:
    """The cards of a play as a person reads them: the main groups first, then the
    attachments (``attached``); a wild 2 in a group carries the rank it stands for (``as``)."""
    rest = list(counts)
    out: list[dict[str, Any]] = []
    per = KINDS[rd.kind].group
    if per:
        low = rd.top - rd.length + 1 if rd.length > 1 else rd.top
        for r in range(low, rd.top + 1):
            take = min(per, rest[r])
            rest[r] -= take
            out += [{"card": RANK_NAMES[r]} for _ in range(take)]
            wild = min(per - take, rest[TWO])
            rest[TWO] -= wild
            out += [{"card": "2", "as": RANK_NAMES[r]} for _ in range(wild)]
    else:
        out += [{"card": c} for c in counts_to_cards(rest)]
        rest = [0] * LANES
    for r in range(LANES):
        if r == TWO:
            continue
        out += [{"card": RANK_NAMES[r], "attached": True} for _ in range(rest[r])]
        if rd.attach == ATTACH_NAMES.index("pair") and r < TWO and rest[r] % 2 and rest[TWO]:
            rest[TWO] -= 1  # a 2 completes this rank's pair (R3.10)
            out.append({"card": "2", "as": RANK_NAMES[r], "attached": True})
    out += [{"card": "2", "attached": True} for _ in range(rest[TWO])]
    return out


def play_faces(cards: Sequence[str], reading: Mapping[str, Any]) -> list[dict[str, Any]]:
    """``faces`` of a play given as its event's ``cards`` and ``reading``."""
    return faces(to_counts(" ".join(cards)), _reading(reading))


BOMBS = "a Drone, a Super Drone or a Spaceship"


def beaten_by(rd: Reading) -> tuple[str, list[str]]:
    """What can answer a play of this reading, in words, and the kinds that can (R3.12)."""
    k = rd.kind
    if k == Kind.SPACESHIP:
        if rd.top == 2:
            return "nothing: the strongest play there is (R3.9)", []
        return "only a stronger Spaceship (R3.9)", ["Spaceship"]
    if k == Kind.SUPER_DRONE:
        return "only a Spaceship (R3.8)", ["Spaceship"]
    if k == Kind.DRONE:
        why = ("a longer Drone, or one as long of a higher rank; a Super Drone or a "
               "Spaceship (R3.7)")
        return why, ["Drone", "Super Drone", "Spaceship"]
    n = rd.length
    count = KINDS[k].attach_per_group * n
    att = "" if rd.attach == 0 else (
        f" with a {ATTACH_NAMES[rd.attach]}" if count == 1
        else f" with {count} {ATTACH_NAMES[rd.attach]}s")
    groups = {Kind.ROCKET: "triple", Kind.STARSHIP: "quad"}
    chain = "" if n == 1 else f" of {plural(n, groups.get(k, 'pair'))}"
    shape = {
        Kind.SINGLE: ("a higher single or a bare Lone Boat", ["Single", "Lone Boat"]),
        Kind.PAIR: ("a higher pair", ["Pair"]),
        Kind.PAIR_SEQUENCE: (f"a higher Pair Sequence of {n} pairs", ["Pair Sequence"]),
        Kind.ROCKET: (f"a higher Rocket{chain}{att}", ["Rocket"]),
        Kind.STARSHIP: (f"a higher Starship{chain}{att}", ["Starship"]),
        Kind.LONE_BOAT: ("a Big Joker" if rd.attach == 0 else
                         f"a stronger Lone Boat with a {ATTACH_NAMES[rd.attach]}",
                         ["Lone Boat"]),
    }[k]
    return (f"{shape[0]} ({KINDS[k].rule}), or a bomb: {BOMBS} (R3.7-R3.9)",
            [*shape[1], "Drone", "Super Drone", "Spaceship"])


def outcome_words(state: State, seat: int) -> dict[str, Any]:
    o = state.outcomes[seat]
    out: dict[str, Any] = {"seat": seat, "title": CATEGORY_TITLES[o.category],
                           "points": o.points, "rule": CATEGORY_RULES[o.category],
                           "out_at_deal": seat not in state.active}
    if o.hand is not None:
        out["hand_title"] = HAND_TITLES[o.hand]
    return out


def story(state: State) -> list[dict[str, Any]]:
    """How the round was won, one line per winner, each with its ruling."""
    name = state.players
    lines: list[dict[str, Any]] = []
    for e in state.events:
        if isinstance(e, HeavenlyWin):
            lines.append({"seat": e.seat, "rule": CATEGORY_RULES[e.category],
                          "text": f"{name[e.seat]} went out at the deal with "
                                  f"{HAND_TITLES[e.hand]}: {CATEGORY_TITLES[e.category]}, "
                                  f"{e.points:,} points"})
        elif isinstance(e, RoundWon):
            if e.how in ("streak", "tricks"):
                held = sum(state.hands[e.seat])
                won = (f"{plural(state.streak, 'trick')} in a row" if e.how == "streak" else
                       f"the table's trick {state.tricks}" if state.rules.trick_goal == "table"
                       else f"{plural(state.tricks_won[e.seat], 'trick')} in all")
                how = f"won {won} while still holding {plural(held, 'card')}"
                rule = "R4.4"
            else:
                how, rule = "played the last card of the hand", "R4.3"
            lines.append({"seat": e.seat, "rule": rule,
                          "text": f"{name[e.seat]} won the round: {how}. "
                                  f"{CATEGORY_TITLES[e.category]} ({CATEGORY_RULES[e.category]}), "
                                  f"{e.points:,} points"})
    if state.finished and state.winner < 0:
        left = [s for s in state.active]
        if left:
            lines.append({"seat": left[0], "rule": "R2.7",
                          "text": f"the round ended at the deal: {name[left[0]]} was the "
                                  "only player left, a Total Loser"})
    return lines


def describe_view(state: State) -> dict[str, Any]:
    """The public facts of a view in plain words, for people (the browser's table)."""
    out: dict[str, Any] = {
        "outcomes": [outcome_words(state, s) for s in sorted(state.outcomes)],
        "out_at_deal": [s for s in range(state.n) if s not in state.active],
    }
    if state.top is not None:
        words, kinds = beaten_by(state.top.reading)
        out["top"] = {"faces": faces(state.top.counts, state.top.reading),
                      "beaten_by": words, "kinds": kinds}
    if state.streak > 0 and state.streak_seat >= 0 and not state.finished:
        out["streak"] = (f"{state.players[state.streak_seat]} has won "
                         f"{plural(state.streak, 'trick')} in a row")
        goal, kind = state.rules.streak_goal(state.n), state.rules.trick_goal
        if goal:
            out["streak"] += " (" + {"streak": f"{goal} in a row wins",
                                     "total": f"{goal} in all win",
                                     "table": f"the winner of trick {goal} wins"}[kind] + ", R4.4)"
    if state.finished:
        out["story"] = story(state)
        if state.winner >= 0:
            last = next(e for e in reversed(state.events) if isinstance(e, Played))
            out["winning_play"] = {"seat": last.seat, "cards": last.play.cards(),
                                   "describe": last.play.describe(),
                                   "faces": faces(last.play.counts, last.play.reading)}
    return out


def describe_entry(state: State, e: object) -> dict[str, Any]:
    """What a person reads of one log entry, beyond the engine's own keys."""
    if isinstance(e, Played):
        return {"faces": faces(e.play.counts, e.play.reading)}
    if isinstance(e, HeavenlyWin):
        return {"title": CATEGORY_TITLES[e.category], "hand_title": HAND_TITLES[e.hand],
                "rule": CATEGORY_RULES[e.category]}
    if isinstance(e, RoundWon):
        how = {"streak": "won the streak", "tricks": "won the tricks"}.get(e.how,
                                                                         "emptied the hand")
        return {"title": CATEGORY_TITLES[e.category], "how_text": how,
                "rule": "R4.3" if e.how == "emptied" else "R4.4"}
    return {}


def describe_ruling(state: State, seat: int, action: Any) -> dict[str, Any]:
    """The ruling that lets ``action`` stand, judged before it is applied (arbitration)."""
    act = state.check_action(seat, action)
    if not isinstance(act, Play):
        return {"rule": "R4.2", "text": f"{state.players[seat]} passes: a player who does "
                "not answer passes"}
    if state.top is None:
        return {"rule": KINDS[act.reading.kind].rule,
                "text": f"{state.players[seat]} leads {act.describe()}"}
    _ok, why, rule = explain(act, state.top)
    return {"rule": rule, "text": f"{state.players[seat]}: {why}"}


def headline(players: Sequence[str], results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """A finished round's winners from its record's results, for lists of rounds."""
    won = [r for r in results if r.get("category") != "total_loser"]
    won.sort(key=lambda r: -int(r.get("points", 0)))
    text = "; ".join(f"{players[r['seat']]}: {CATEGORY_TITLES.get(r['category'], 'won')}, "
                     f"{int(r['points']):,} points" for r in won)
    return {"winners": [r["seat"] for r in won], "text": text or "no winner"}
