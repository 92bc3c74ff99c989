"""Estimates with intervals from a game's sufficient statistics (``sim/<game>.py``
``lab_stats``), and where an interval stands against a target's band.

Kinds of statistic:

* ``rate`` (``k`` of ``n``): the Wilson score interval;
* ``ratio`` (sums of x, y, x², y², xy over ``n`` rounds, estimate Σx/Σy): the delta-method
  normal interval, se = sd(x - R y) / (ȳ √n);
* ``median`` (a histogram of whole numbers): the distribution-free interval between two
  order statistics (the binomial(n, 1/2) count around n/2, normal approximation);
* ``mean`` (``n``, Σ, Σ²): the normal interval.
"""

from __future__ import annotations

import math
from statistics import NormalDist
from typing import Any

from ..sim.stats import wilson

Z95 = 1.959963984540054
Z99 = 2.5758293035489004


def z_for(level: float) -> float:
    """The two-sided normal quantile of a confidence level (0.99 -> 2.576)."""
    return NormalDist().inv_cdf(0.5 + level / 2)


def estimate(stat: dict[str, Any], z: float = Z99) -> dict[str, Any]:
    """``{"value", "lo", "hi", "n"}`` of a statistic at the normal quantile ``z``."""
    kind = stat["kind"]
    if kind == "rate":
        k, n = stat["k"], stat["n"]
        lo, hi = wilson(k, n, z)
        return {"value": k / n if n else math.nan, "lo": lo, "hi": hi, "n": n}
    if kind == "ratio":
        return _ratio(stat, z)
    if kind == "median":
        return _median(stat, z)
    if kind == "mean":
        n = stat["n"]
        if n == 0:
            return {"value": math.nan, "lo": math.nan, "hi": math.nan, "n": 0}
        m = stat["s"] / n
        var = max(0.0, (stat["ss"] - n * m * m) / (n - 1)) if n > 1 else 0.0
        half = z * math.sqrt(var / n)
        return {"value": m, "lo": m - half, "hi": m + half, "n": n}
    raise ValueError(f"unknown statistic {kind!r}")


def _ratio(stat: dict[str, Any], z: float) -> dict[str, Any]:
    n, sx, sy = stat["n"], stat["sx"], stat["sy"]
    if n == 0 or sy == 0:
        return {"value": math.nan, "lo": math.nan, "hi": math.nan, "n": n}
    r = sx / sy
    ss = stat["sxx"] - 2 * r * stat["sxy"] + r * r * stat["syy"]  # Σ (x - r y)², Σ(x - r y) = 0
    var = max(0.0, ss / (n - 1)) if n > 1 else 0.0
    se = math.sqrt(var / n) / (sy / n)
    return {"value": r, "lo": r - z * se, "hi": r + z * se, "n": n}


def _median(stat: dict[str, Any], z: float) -> dict[str, Any]:
    values: list[int] = []
    for v, c in sorted(((int(k), c) for k, c in stat["hist"].items())):
        values.extend([v] * c)
    n = len(values)
    if n == 0:
        return {"value": math.nan, "lo": math.nan, "hi": math.nan, "n": 0}
    value = values[(n - 1) // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2
    half = z * math.sqrt(n) / 2
    lo_i = max(0, math.floor(n / 2 - half) - 1)
    hi_i = min(n - 1, math.ceil(n / 2 + half))
    return {"value": value, "lo": float(values[lo_i]), "hi": float(values[hi_i]), "n": n}


def verdict(band: tuple[float, float], est: dict[str, Any] | None = None,
            exact: float | None = None) -> str:
    """``meets`` (the exact value, or the whole interval, lies in the band), ``fails`` (it
    lies wholly outside) or ``open`` (the interval straddles an edge)."""
    lo_b, hi_b = band
    if exact is not None:
        return "meets" if lo_b <= exact <= hi_b else "fails"
    assert est is not None
    lo, hi = est["lo"], est["hi"]
    if math.isnan(lo) or math.isnan(hi):
        return "open"
    if lo >= lo_b and hi <= hi_b:
        return "meets"
    if hi < lo_b or lo > hi_b:
        return "fails"
    return "open"


def fmt(value: float, unit: str, digits: int | None = None) -> str:
    """A value as the report shows it: percentages with one decimal, counts as they are."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    if unit == "%":
        return f"{100 * value:.{1 if digits is None else digits}f}%"
    if float(value).is_integer() and digits is None:
        return f"{int(value)}"
    return f"{value:.{1 if digits is None else digits}f}"


def fmt_est(est: dict[str, Any], unit: str) -> str:
    return f"{fmt(est['value'], unit)} [{fmt(est['lo'], unit)}, {fmt(est['hi'], unit)}]"
