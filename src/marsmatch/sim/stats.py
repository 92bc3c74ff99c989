"""Statistics of a simulation: Wilson intervals, Heavenly Hand frequencies against the exact
probabilities, outcome categories, points by seat and banker, round length, bot win rates."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from itertools import repeat
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


class IntTally:
    """Whole numbers counted by value, so a million rounds take a few dozen entries: the
    same ``mean_ci`` and ``distribution`` as the list of the values would give."""

    __slots__ = ("counts",)

    def __init__(self) -> None:
        self.counts: Counter[int] = Counter()

    def add(self, value: int) -> None:
        self.counts[value] += 1

    def __len__(self) -> int:
        return sum(self.counts.values())

    def values(self) -> Iterator[int]:
        """Every value once per time it was added (in value order)."""
        for v in sorted(self.counts):
            yield from repeat(v, self.counts[v])

    def mean_ci(self) -> dict[str, Any]:
        """``mean_ci`` of the values (the mean and deviation are exact, so order does not
        matter)."""
        n = len(self)
        if n == 0:
            return {"mean": 0.0, "ci95": [0.0, 0.0], "n": 0}
        m = statistics.fmean(self.values())
        sd = statistics.stdev(self.values()) if n > 1 else 0.0
        half = Z95 * sd / math.sqrt(n) if n > 1 else 0.0
        return {"mean": m, "ci95": [m - half, m + half], "n": n}

    def distribution(self) -> dict[str, Any]:
        """``distribution`` of the values, from the counts."""
        n = len(self)
        if n == 0:
            return distribution([])
        order = sorted(self.counts)

        def q(f: float) -> int:
            at, seen = min(n - 1, int(f * n)), 0
            for v in order:
                seen += self.counts[v]
                if seen > at:
                    return v
            return order[-1]

        return {"mean": statistics.fmean(self.values()), "median": q(0.5), "p10": q(0.1),
                "p90": q(0.9), "min": order[0], "max": order[-1],
                "hist": {v: self.counts[v] for v in order}}


def merged(a: Any, b: Any) -> Any:
    """Two partial folds of the same statistic as one: counts add, tallies and counters
    join, dicts merge key by key (first seen first, as one fold would have met them)."""
    if isinstance(a, IntTally):
        a.counts.update(b.counts)
        return a
    if isinstance(a, Counter):
        a.update(b)
        return a
    if isinstance(a, dict):
        for k, v in b.items():
            a[k] = merged(a[k], v) if k in a else v
        return a
    if isinstance(a, list):
        return [merged(x, y) for x, y in zip(a, b, strict=True)]
    if isinstance(a, (int, float)) and not isinstance(a, bool):
        return a + b
    raise TypeError(f"cannot merge {type(a).__name__}")


class Fold:
    """A game's statistics folded one round at a time (``add``) that merge with another
    fold of other rounds (``merge``), so workers fold their own rounds and only the folds
    travel. Subclasses name what is configuration, not a statistic, in ``fixed``."""

    fixed: tuple[str, ...] = ("config",)

    def add(self, r: dict[str, Any]) -> None:
        raise NotImplementedError

    def summary(self) -> dict[str, Any]:
        raise NotImplementedError

    def merge(self, other: Fold) -> Fold:
        for name, value in vars(other).items():
            if name not in self.fixed:
                setattr(self, name, merged(getattr(self, name), value))
        return self


def summarise(config: Any, rounds: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The summary of a simulation: the game's own statistics (``sim/<game>.py``), folded
    one round at a time, so ``rounds`` may be a stream of any length."""
    from .runner import lab

    return dict(lab(config.game).summarise(config, rounds))
