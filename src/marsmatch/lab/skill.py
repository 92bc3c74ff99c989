"""Skill against luck: how much a stronger bot's edge shows under a set of rules.

A stronger and a weaker bot share the table (seats A, B, A, B, ...), the lineup rotates
one seat per round and every deal is played once per rotation (the duplicate format), so
both bots hold every hand and the deal's luck cancels between them. Measured per deal:

* the stronger bot's **share of the wins** against its share of the seats; the **edge**
  is the difference (0: the rules leave nothing to skill; rounds decided at the deal,
  where no play happens, pull it towards 0);
* the **points gap**: the stronger bot's mean points per seat minus the weaker one's.

Intervals are 95%, with the deal (all its rotations) as the unit, so the rotations of one
deal are never counted as independent.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..errors import MarsMatchError
from ..sim.config import SimConfig
from ..words import error
from .measures import Z95, estimate


def parse_pair(text: str) -> tuple[str, str]:
    """``STRONG,WEAK`` bot specs."""
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if len(parts) != 2 or parts[0] == parts[1]:
        raise error(MarsMatchError, "err-skill", given=repr(text))
    return parts[0], parts[1]


def skill_config(config: SimConfig, strong: str, weak: str) -> SimConfig:
    """``config`` played by the two bots, rotated, each deal once per rotation."""
    return replace(config, bots=(strong, weak), rotate=True, duplicate=True)


def skill_stats(config: SimConfig, rounds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The stronger bot's share of the wins, its edge over its share of the seats and the
    points gap, with 95% intervals over deals."""
    strong, weak = config.bots
    deals: dict[int, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0])
    seats = config.seats
    strong_seats = sum(1 for s in range(seats) if config.lineup(0)[s] == strong)
    for r in rounds:
        if r.get("redeal"):
            continue
        d = deals[config.deal_index(r["i"])]
        mine = [s for s in range(seats) if r["bots"][s] == strong]
        others = [s for s in range(seats) if r["bots"][s] == weak]
        d[0] += sum(1 for s in mine if r["won"][s])
        d[1] += sum(1 for w in r["won"] if w)
        if "points" in r and mine and others:
            d[2] += (sum(r["points"][s] for s in mine) / len(mine)
                     - sum(r["points"][s] for s in others) / len(others))
        d[3] += 1
    xs = [d[0] for d in deals.values()]
    ys = [d[1] for d in deals.values()]
    has_points = any("points" in r for r in rounds)
    gaps = [d[2] / d[3] for d in deals.values() if d[3]] if has_points else []
    n = len(xs)
    share = estimate({"kind": "ratio", "n": n, "sx": sum(xs), "sy": sum(ys),
                      "sxx": sum(x * x for x in xs), "syy": sum(y * y for y in ys),
                      "sxy": sum(x * y for x, y in zip(xs, ys, strict=True))}, Z95)
    gap = estimate({"kind": "mean", "n": len(gaps), "s": sum(gaps),
                    "ss": sum(g * g for g in gaps)}, Z95)
    seat_share = strong_seats / seats
    return {"strong": strong, "weak": weak, "deals": n, "rounds": len(rounds),
            "seat_share": seat_share, "share": share["value"], "share_lo95": share["lo"],
            "share_hi95": share["hi"], "edge": share["value"] - seat_share,
            "edge_lo95": share["lo"] - seat_share, "edge_hi95": share["hi"] - seat_share,
            "points_gap": gap["value"] if gaps else None,
            "points_gap_lo95": gap["lo"] if gaps else None,
            "points_gap_hi95": gap["hi"] if gaps else None}
