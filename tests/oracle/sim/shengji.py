"""Oracle: the rules lab's list-based Shengji summary before the streaming fold (tests only)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from marsmatch.sim.config import SimConfig
from marsmatch.sim.stats import distribution, mean_ci, rate


def summarise(config: SimConfig, rounds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    scored = [r for r in rounds if not r.get("redeal")]
    n = len(scored)
    pts = [r["attackers_points"] for r in scored]
    levels: Counter[str] = Counter()
    for r in scored:
        side = "banker" if r["banker_win"] else "attackers"
        levels[f"{side} +{max(r['advance'])}"] += 1
    mult = Counter(str(r["kitty_multiplier"]) for r in scored if r["kitty_multiplier"])
    # Partners win or lose together, so a bot's record counts teams, not seats: one entry
    # per deal and team (labelled by the team's bots, e.g. "greedy" or "greedy+random").
    bots: dict[str, dict[str, Any]] = {}
    for r in scored:
        for team in (0, 1):
            names = sorted({r["bots"][team], r["bots"][team + 2]})
            row = bots.setdefault("+".join(names), {"seats": 0, "wins": 0, "levels": []})
            row["seats"] += 1
            row["wins"] += r["won"][team]
            row["levels"].append(r["advance"][team] - r["advance"][1 - team])
    return {
        "game": "shengji",
        "config": {**config.to_json(), "players": 4},
        "rounds": len(rounds),
        "decks": config.rules_object.decks,
        "redeals": len(rounds) - n,
        "banker_win": rate(sum(r["banker_win"] for r in scored), n),
        "attackers_points": mean_ci(pts),
        "attackers_points_hist": dict(sorted(Counter(pts).items())),
        "level_changes": dict(sorted(levels.items())),
        "kitty": {"captured": rate(sum(1 for r in scored if r["kitty_multiplier"]), n),
                  "multipliers": dict(sorted(mult.items(), key=lambda kv: int(kv[0])))},
        "length": {"tricks": distribution([r["tricks"] for r in scored]),
                   "actions": distribution([r["actions"] for r in scored])},
        "bots": {k: {"seats": v["seats"], "win": rate(v["wins"], v["seats"]),
                     "points": mean_ci(v["levels"])} for k, v in bots.items()},
    }
