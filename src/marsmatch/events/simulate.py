"""Does duplicate scoring rank a field by strength? Simulated events of bots of known
strength, each scored twice on the same deals: by duplicate matchpoints and by plain total
points (what a table-by-table tournament ranks by).

Each event seats 16 bots (four of each strength) by the 16-player movement with the
bots placed at random, and plays its boards at every table. Per event and per scoring:
whether a bot of the strongest level wins (a tie for first counts its share) and the
Spearman rank correlation of strength with standing. Intervals are 95% percentile
bootstrap over events (events are the independent unit), and so is the paired difference
between the two scorings.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from statistics import fmean
from typing import Any

from ..bots import bot_from_spec, bot_seed
from ..games import find_game
from .movements import Movement, individual
from .play import groups
from .scoring import Entry, score_entries, standings

#: the four strengths, strongest first, as cheap bots (docs/tournaments.md): the
#: network-free search (``normal``'s bot) at 100 and 10 iterations a move, greedy
#: (``easy``) and random. (``strong``'s network costs about 0.2 s a round whatever its
#: budget: 200 events would not fit in ten minutes of a shared core.)
LEVELS = (("strong", "search-base:iterations=100:time=0"),
          ("normal", "search-base:iterations=10:time=0"),
          ("easy", "greedy"), ("random", "random"))


def play_table(game: str, seed: str, banker: int, specs: Sequence[str],
               bot_seeds: Sequence[int]) -> list[float]:
    """One board at one table: each seat's points."""
    g = find_game(game)
    state = g.new_round(g.rules(None), players=len(specs), seed=seed, banker=banker)
    bots = [bot_from_spec(s, g.name, seed=k) for s, k in zip(specs, bot_seeds, strict=True)]
    while not state.finished:
        seat = state.to_act[0]
        bots[seat].step(state, seat)
    return [float(x) for x in state.scores()]


def one_event(index: int, movement: Movement, levels: Sequence[tuple[str, str]],
              boards_per_round: int, master: str = "dup") -> dict[str, Any]:
    """Event ``index``: the bots' places drawn, every board played, both scorings."""
    rng = random.Random(f"{master}/{index}")
    size = movement.size
    strength = [len(levels) - 1 - (i % len(levels)) for i in range(size)]  # 3 strongest
    spec = [levels[i % len(levels)][1] for i in range(size)]
    place = list(range(size))
    rng.shuffle(place)  # movement number -> bot
    seats = movement.seats
    entries = []
    for r, rnd in enumerate(movement.rounds):
        for k in range(boards_per_round):
            b = r * boards_per_round + k
            seed = f"{master}/{index}/board/{b}"
            for t, table in enumerate(rnd):
                who = [place[c] for c in table]
                pts = play_table("marsmatch", seed, b % seats, [spec[w] for w in who],
                                 [bot_seed(seed, t, s) for s in range(seats)])
                for s, w in enumerate(who):
                    entries.append(Entry(b, groups("marsmatch", seats)[s], str(w), pts[s], t))
    rows = standings(score_entries(entries))
    mp = {int(r["who"]): r["pct"] for r in rows}
    total = {int(r["who"]): r["total"] for r in rows}
    out: dict[str, Any] = {"event": index}
    for name, score in (("duplicate", mp), ("total", total)):
        best = max(score.values())
        firsts = [w for w in score if score[w] == best]
        out[f"{name}_strongest_wins"] = sum(
            1 for w in firsts if strength[w] == len(levels) - 1) / len(firsts)
        out[f"{name}_spearman"] = spearman([strength[w] for w in range(size)],
                                           [score[w] for w in range(size)])
    return out


def ranks(xs: Sequence[float]) -> list[float]:
    """Average ranks (ties share the mean of their places)."""
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    out = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation (Pearson's of the average ranks)."""
    rx, ry = ranks(xs), ranks(ys)
    mx, my = fmean(rx), fmean(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else 0.0


def bootstrap(values: Sequence[float], reps: int = 2000, seed: int = 0
              ) -> tuple[float, float, float]:
    """The mean and its 95% percentile-bootstrap interval."""
    rng = random.Random(seed)
    n = len(values)
    means = sorted(fmean(rng.choices(values, k=n)) for _ in range(reps))
    return fmean(values), means[int(0.025 * reps)], means[int(0.975 * reps) - 1]


def summarise(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Each measure under each scoring, and the paired differences, with intervals."""
    out: dict[str, Any] = {"events": len(rows)}
    for measure in ("strongest_wins", "spearman"):
        for name in ("duplicate", "total"):
            out[f"{name}_{measure}"] = bootstrap([r[f"{name}_{measure}"] for r in rows])
        out[f"difference_{measure}"] = bootstrap(
            [r[f"duplicate_{measure}"] - r[f"total_{measure}"] for r in rows])
    return out


def simulate(events: int = 200, rounds: int = 4, boards_per_round: int = 2,
             levels: Sequence[tuple[str, str]] = LEVELS, per_level: int = 4,
             progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """``events`` simulated events; their rows and the summary."""
    movement = individual(per_level * len(levels), 4, rounds, seed=0)
    rows = []
    for i in range(events):
        rows.append(one_event(i, movement, levels, boards_per_round))
        if progress:
            progress(1)
    return {"levels": [list(lv) for lv in levels], "rounds": rounds,
            "boards_per_round": boards_per_round, "players": movement.size,
            "summary": summarise(rows), "rows": rows}
