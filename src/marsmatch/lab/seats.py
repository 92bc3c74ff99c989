"""Seat fairness and round lengths, read from the round summaries every game's simulation
writes (``won`` and ``points`` per seat, ``banker``, ``actions``).

Seats are counted from the banker (0 = the banker, 1 = the next seat clockwise, ...):
the banker is drawn afresh every round, so a seat's number alone says nothing, while its
place after the banker decides when it acts. A place is *unfair* when its 95% interval
of the win rate leaves out the table's mean win rate.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from .measures import Z95, estimate


def seat_stats(rounds: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """Wins (and points, where the game counts them per seat) by place after the banker,
    with 95% intervals; None when the rounds carry no per-seat wins."""
    scored = [r for r in rounds if "won" in r and "banker" in r and not r.get("redeal")]
    if not scored:
        return None
    n = len(scored[0]["won"])
    wins = [0] * n
    points: list[list[float]] = [[] for _ in range(n)]
    for r in scored:
        b = r["banker"]
        for s in range(n):
            place = (s - b) % n
            wins[place] += bool(r["won"][s])
            if "points" in r:
                points[place].append(float(r["points"][s]))
    total = len(scored)
    mean_rate = sum(wins) / (n * total)
    positions = []
    for place in range(n):
        rate = estimate({"kind": "rate", "k": wins[place], "n": total}, Z95)
        row: dict[str, Any] = {"position": place, "rounds": total, "wins": wins[place],
                               "win_rate": rate["value"], "lo95": rate["lo"],
                               "hi95": rate["hi"],
                               "unfair": not rate["lo"] <= mean_rate <= rate["hi"]}
        if points[place]:
            xs = points[place]
            m = estimate({"kind": "mean", "n": len(xs), "s": sum(xs),
                          "ss": sum(x * x for x in xs)}, Z95)
            row["points"] = {"mean": m["value"], "lo95": m["lo"], "hi95": m["hi"]}
        positions.append(row)
    return {"positions": positions, "mean_win_rate": mean_rate}


def length_hist(rounds: Sequence[dict[str, Any]]) -> dict[str, int]:
    """How many rounds took each number of actions (rounds that were played at all)."""
    counts = Counter(int(r["actions"]) for r in rounds if r.get("actions"))
    return {str(k): v for k, v in sorted(counts.items())}
