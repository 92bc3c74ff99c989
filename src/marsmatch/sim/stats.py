"""Statistics of a simulation: Wilson intervals, Heavenly Hand frequencies against the exact
probabilities, outcome categories, points by seat and banker, round length, bot win rates."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

Z95 = 1.959963984540054
Z99 = 2.5758293035489004


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def rate(k: int, n: int) -> dict[str, Any]:
    return {"count": k, "n": n, "rate": k / n if n else 0.0,
            "ci95": list(wilson(k, n, Z95)), "ci99": list(wilson(k, n, Z99))}


def mean_ci(values: Sequence[float]) -> dict[str, Any]:
    """Mean with a normal 95% interval (values are many independent rounds)."""
    n = len(values)
    if n == 0:
        return {"mean": 0.0, "ci95": [0.0, 0.0], "n": 0}
    m = statistics.fmean(values)
    sd = statistics.stdev(values) if n > 1 else 0.0
    half = Z95 * sd / math.sqrt(n) if n > 1 else 0.0
    return {"mean": m, "ci95": [m - half, m + half], "n": n}


def distribution(values: Sequence[int]) -> dict[str, Any]:
    if not values:
        return {"mean": 0, "median": 0, "p10": 0, "p90": 0, "max": 0, "min": 0, "hist": {}}
    s = sorted(values)
    q = lambda f: s[min(len(s) - 1, int(f * len(s)))]
    return {"mean": statistics.fmean(s), "median": q(0.5), "p10": q(0.1), "p90": q(0.9),
            "min": s[0], "max": s[-1], "hist": dict(sorted(Counter(s).items()))}


def is_win(category: str | None) -> bool:
    return category is not None and category != "total_loser"


# --- MarsMatch ----------------------------------------------------------------------------

PLAYER_EVENTS = ("starlink", "ufo", "both", "any")
ROUND_EVENTS = ("starlink", "ufo", "both", "any", "starlink_and_ufo")


def heavenly_counts(rounds: Sequence[dict[str, Any]]) -> tuple[Counter[str], Counter[str]]:
    per_player: Counter[str] = Counter()
    per_round: Counter[str] = Counter()
    for r in rounds:
        kinds = r["heavenly"]
        s_any = u_any = b_any = False
        for k in kinds:
            st = k in ("starlink", "both")
            uf = k in ("ufo", "both")
            per_player["starlink"] += st
            per_player["ufo"] += uf
            per_player["both"] += k == "both"
            per_player["any"] += k is not None
            s_any |= st
            u_any |= uf
            b_any |= k == "both"
        per_round["starlink"] += s_any
        per_round["ufo"] += u_any
        per_round["both"] += b_any
        per_round["any"] += s_any or u_any
        per_round["starlink_and_ufo"] += s_any and u_any
    return per_player, per_round


def heavenly_summary(rounds: Sequence[dict[str, Any]], players: int) -> dict[str, Any]:
    """Observed frequencies with Wilson intervals next to the exact probabilities.

    Per player, n = rounds x players hands (hands of one round are slightly negatively
    correlated, which makes the binomial interval a little conservative)."""
    from .heavenly import exact_table

    exact = exact_table(players)
    per_player, per_round = heavenly_counts(rounds)
    out: dict[str, Any] = {"per_player": {}, "per_round": {}}
    for scope, counts, events, n in (("per_player", per_player, PLAYER_EVENTS,
                                      len(rounds) * players),
                                     ("per_round", per_round, ROUND_EVENTS, len(rounds))):
        for ev in events:
            row = rate(counts[ev], n)
            p = exact[scope][ev]
            row["exact"] = p
            row["agrees99"] = row["ci99"][0] <= p <= row["ci99"][1]
            sd = math.sqrt(p * (1 - p) / n) if n and 0 < p < 1 else 0.0
            row["z"] = (row["rate"] - p) / sd if sd else 0.0
            out[scope][ev] = row
    return out


def summarise_marsmatch(config: Any, rounds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    n = config.players
    total = len(rounds)
    cats: Counter[str] = Counter()
    how: Counter[str] = Counter()
    win_cat: Counter[str] = Counter()
    points_seat = [[] for _ in range(n)]  # type: list[list[int]]
    banker_points: list[int] = []
    other_points: list[int] = []
    banker_wins = 0
    bot_rows: dict[str, dict[str, Any]] = {}
    played = [r for r in rounds if r["real_match"] and r["actions"]]
    for r in rounds:
        how[r["how"]] += 1
        for s in range(n):
            cat = r["category"][s]
            cats[cat or "undecided"] += 1
            pts = r["points"][s]
            points_seat[s].append(pts)
            (banker_points if s == r["banker"] else other_points).append(pts)
            if is_win(cat):
                win_cat[cat] += 1
            row = bot_rows.setdefault(r["bots"][s], {"seats": 0, "wins": 0, "points": [],
                                                     "match_seats": 0, "match_wins": 0})
            row["seats"] += 1
            row["wins"] += is_win(cat)
            row["points"].append(pts)
            if r["real_match"] and r["actions"] and cat not in (None,) and (
                    cat in ("total_loser", "human_hand", "ground_hand", "ground_snatch")):
                row["match_seats"] += 1
                row["match_wins"] += cat != "total_loser"
        banker_wins += is_win(r["category"][r["banker"]])
    bots = {}
    for name, row in bot_rows.items():
        bots[name] = {"seats": row["seats"], "win": rate(row["wins"], row["seats"]),
                      "real_match_win": rate(row["match_wins"], row["match_seats"]),
                      "points": mean_ci(row["points"])}
    return {
        "game": "marsmatch",
        "config": config.to_json(),
        "rounds": total,
        "heavenly": heavenly_summary(rounds, n),
        "categories": {k: rate(v, total * n) for k, v in sorted(cats.items())},
        "winning_categories": dict(win_cat),
        "decided_by": {k: rate(v, total) for k, v in sorted(how.items())},
        "points_by_seat": [mean_ci(p) for p in points_seat],
        "points_by_banker": {"banker": mean_ci(banker_points), "others": mean_ci(other_points),
                             "banker_win": rate(banker_wins, total)},
        "length": {"actions": distribution([r["actions"] for r in played]),
                   "tricks": distribution([r["tricks"] for r in played])},
        "bots": bots,
    }


def summarise(config: Any, rounds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    if config.game == "marsmatch":
        return summarise_marsmatch(config, rounds)
    from .games_sj import summarise_shengji

    return summarise_shengji(config, rounds)
