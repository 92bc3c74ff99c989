"""The bots' ladder: Bradley-Terry ratings on the Elo scale from the arena's pairs.

Every pair of bots plays head to head (``arena``: seats rotated, duplicate deals), and
each pair's decisive results (MarsMatch: real matches won; Shengji: deals won) enter a
Bradley-Terry model, P(i beats j) = 1 / (1 + 10^((R_j - R_i) / 400)), fitted by maximum
likelihood (Hunter's MM iterations) with half a win added each way to every pair played,
so a pair one bot swept keeps a finite gap. Ratings are centred on 1500. Their 95%
intervals come from a parametric bootstrap: each pair's wins redrawn from its fitted
binomial, the model refitted, the 2.5th and 97.5th percentiles of each rating kept.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from .stats import wilson

PRIOR = 0.5  # wins added each way to every pair that played
#: The markers of the ladder's section in docs/bots.md (scripts/ladder.py --write).
START, END = "<!-- ladder:start -->", "<!-- ladder:end -->"
SCALE = 400.0 / math.log(10.0)  # Elo points per unit of the model's log-strength


@dataclass(frozen=True)
class Pair:
    """One pair's head-to-head record: decisive results won by ``a`` and by ``b``."""

    a: str
    b: str
    wins_a: int
    wins_b: int


def fit(names: Sequence[str], wins: np.ndarray, iterations: int = 2000) -> np.ndarray:
    """Bradley-Terry log-strengths (mean 0) from a matrix of wins (row beat column)."""
    games = wins + wins.T
    p = np.ones(len(names))
    won = wins.sum(axis=1)
    for _ in range(iterations):
        denom = (games / (p[:, None] + p[None, :])).sum(axis=1)
        new = np.where(denom > 0, won / np.where(denom > 0, denom, 1.0), p)
        new /= math.exp(np.log(new).mean())
        if np.allclose(new, p, rtol=1e-10, atol=0):
            p = new
            break
        p = new
    logs: np.ndarray = np.log(p)
    return logs - logs.mean()


def win_matrix(names: Sequence[str], pairs: Sequence[Pair], prior: float = PRIOR) -> np.ndarray:
    index = {n: i for i, n in enumerate(names)}
    wins = np.zeros((len(names), len(names)))
    for pr in pairs:
        i, j = index[pr.a], index[pr.b]
        wins[i, j] += pr.wins_a + prior
        wins[j, i] += pr.wins_b + prior
    return wins


def ratings(names: Sequence[str], pairs: Sequence[Pair], samples: int = 1000,
            seed: int = 0) -> list[dict[str, Any]]:
    """Each bot's Elo rating with its bootstrap 95% interval and its decisive games,
    strongest first."""
    wins = win_matrix(names, pairs)
    logs = fit(names, wins)
    rng = np.random.default_rng(seed)
    index = {n: i for i, n in enumerate(names)}
    draws = np.zeros((samples, len(names)))
    for s in range(samples):
        redrawn = []
        for pr in pairs:
            n = pr.wins_a + pr.wins_b
            i, j = index[pr.a], index[pr.b]
            p = 1.0 / (1.0 + math.exp(logs[j] - logs[i]))
            k = int(rng.binomial(n, p)) if n else 0
            redrawn.append(Pair(pr.a, pr.b, k, n - k))
        draws[s] = fit(names, win_matrix(names, redrawn))
    out = []
    for i, name in enumerate(names):
        games = sum(pr.wins_a + pr.wins_b for pr in pairs if name in (pr.a, pr.b))
        lo, hi = np.percentile(draws[:, i], [2.5, 97.5])
        out.append({"bot": name, "elo": float(1500 + SCALE * logs[i]),
                    "ci95": [float(1500 + SCALE * lo), float(1500 + SCALE * hi)],
                    "games": games})
    return sorted(out, key=lambda r: -r["elo"])


def merged(pairs: Sequence[Pair]) -> list[Pair]:
    """One record per pair of bots: the results of the same two bots (in either order, e.g.
    one pair's arena run in chunks on different seeds) added together, first-seen order."""
    out: dict[frozenset[str], Pair] = {}
    for pr in pairs:
        key = frozenset((pr.a, pr.b))
        seen = out.get(key)
        if seen is None:
            out[key] = pr
        elif seen.a == pr.a:
            out[key] = Pair(seen.a, seen.b, seen.wins_a + pr.wins_a, seen.wins_b + pr.wins_b)
        else:
            out[key] = Pair(seen.a, seen.b, seen.wins_a + pr.wins_b, seen.wins_b + pr.wins_a)
    return list(out.values())


def pair_of(row: dict[str, Any]) -> Pair:
    """An arena row's decisive results (``sim.cli.arena_row``): real matches won where the
    game has them (MarsMatch), else decisive rounds."""
    result = row.get("real_match") or row["decisive"]
    won = int(result["count"])
    return Pair(row["a"], row["b"], won, int(result["n"]) - won)


def measure_of(rows: list[dict[str, Any]]) -> str:
    """What the ratings count, as ``pair_of`` reads the arena rows."""
    return "real matches won" if any(r.get("real_match") for r in rows) else "decisive deals won"


def markdown(game: str, table: list[dict[str, Any]], rounds: int | None, command: str,
             what: str, pairs: Sequence[Pair] = ()) -> str:
    """The ladder as a markdown table (for ``docs/bots.md``); ``what`` names what it counts
    (``measure_of`` the arena rows). With ``pairs`` (``rounds`` None: they differ) the
    pairs' own results follow, each first bot's share with its 95% Wilson interval."""
    per_pair = f"{rounds} rounds per pair" if rounds is not None else "the pairs below"
    lines = [f"**{game}** ({per_pair}; Bradley-Terry on {what}):", "",
             "| rank | bot | Elo | 95% interval | decisive games |", "|---:|---|---:|---|---:|"]
    for k, r in enumerate(table, 1):
        lo, hi = r["ci95"]
        lines.append(f"| {k} | `{r['bot']}` | {r['elo']:.0f} | [{lo:.0f}, {hi:.0f}] | {r['games']} |")
    if pairs:
        lines += ["", f"| A | B | A's share of {what} | 95% interval | n |", "|---|---|---:|---|---:|"]
        for pr in pairs:
            n = pr.wins_a + pr.wins_b
            lo, hi = wilson(pr.wins_a, n)
            share = pr.wins_a / n if n else 0.0
            lines.append(f"| `{pr.a}` | `{pr.b}` | {share:.3f} | [{lo:.3f}, {hi:.3f}] | {n} |")
    lines += ["", "```", command, "```"]
    return "\n".join(lines)
