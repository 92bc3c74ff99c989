"""``marsmatch lab sweep``: every cell of a grid (table sizes x option values) simulated,
measured with intervals, and checked against the exact values where they exist.

Cells whose rules play the same at their table (``lab_cell_key``: scaled numbers worked
out) share one simulation. Every cell's rounds are dealt from the same seed, so option
values are compared on the same deals. The result is plain JSON: the report, the
``--json`` output and the tests read the same thing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..games.protocol import LabPlugin
from ..sim.config import SimConfig
from .execute import Batch, Executor, batches
from .grid import Cell
from .measures import Z95, Z99, estimate, z_for

BATCH = 500  # rounds per cached batch


def sim_config(lab: LabPlugin, config: SimConfig, rounds: int) -> SimConfig:
    """The configuration a cell is simulated with: its rules as its table plays them (so
    cells and tuner variants that play the same share one simulation and its cache)."""
    return replace(config, rules=lab.table_rules(config), rounds=rounds)


def simulations(lab: LabPlugin, cells: list[Cell], rounds: int) -> list[SimConfig]:
    """The distinct simulations of ``cells``, in order."""
    return list(dict.fromkeys(sim_config(lab, c.config, rounds) for c in cells))


def plan(lab: LabPlugin, cells: list[Cell], rounds: int) -> list[Batch]:
    return [b for cfg in simulations(lab, cells, rounds) for b in batches(cfg, 0, rounds, BATCH)]


def run(lab: LabPlugin, cells: list[Cell], rounds: int, executor: Executor,
        progress: Callable[[int], None] | None = None) -> list[dict[str, Any]]:
    """Every cell's measures (with 95% and 99% intervals), exact values and Heavenly
    checks."""
    sims = simulations(lab, cells, rounds)
    results = executor.run(plan(lab, cells, rounds), progress)
    by_sim: dict[SimConfig, list[dict[str, Any]]] = {}
    at = 0
    for cfg in sims:
        n = len(batches(cfg, 0, rounds, BATCH))
        by_sim[cfg] = [r for part in results[at:at + n] for r in part]
        at += n
    return [measure_cell(lab, cell, by_sim[sim_config(lab, cell.config, rounds)])
            for cell in cells]


def measure_cell(lab: LabPlugin, cell: Cell, rounds: list[dict[str, Any]]) -> dict[str, Any]:
    cfg = cell.config
    stats = lab.stats(cfg, rounds)
    exact = lab.exact(cfg)
    measures = {}
    for name, stat in stats.items():
        e95, e99 = estimate(stat, Z95), estimate(stat, Z99)
        row = {"value": e99["value"], "lo95": e95["lo"], "hi95": e95["hi"],
               "lo99": e99["lo"], "hi99": e99["hi"], "n": e99["n"]}
        if name in exact:
            row["exact"] = exact[name]
        measures[name] = row
    checks = []
    for row in lab.checks(cfg, rounds):
        est = estimate({"kind": "rate", "k": row["count"], "n": row["n"]}, Z99)
        p, n = row["exact"], row["n"]
        sd = math.sqrt(p * (1 - p) / n) if n and 0 < p < 1 else 0.0
        checks.append({**row, "rate": est["value"], "lo99": est["lo"], "hi99": est["hi"],
                       "z": (est["value"] - p) / sd if sd else 0.0,
                       "agrees": inside(p, est)})
    return {"size": cell.size, "options": dict(cell.options), "label": cell.label,
            "rules": list(cfg.rules), "rounds": len(rounds), "measures": measures,
            "checks": checks}


def inside(p: float, est: dict[str, Any], eps: float = 1e-12) -> bool:
    """``p`` in the interval (a rounding's width of slack: 0 of n against exactly 0)."""
    return est["lo"] - eps <= p <= est["hi"] + eps


def agreement(cells: list[dict[str, Any]]) -> dict[str, Any]:
    """How many distinct exact values lie in their pointwise 99% interval, and in the
    simultaneous (Bonferroni) 99% interval over all of them."""
    rows = {}
    for c in cells:
        for r in c["checks"]:
            rows[(c["size"], r["scope"], r["event"], r["count"], r["n"], r["exact"])] = r
    m = len(rows)
    if not m:
        return {"checked": 0, "inside": 0, "simultaneous_inside": 0, "misses": []}
    z = z_for(1 - 0.01 / m)
    inside_sim = 0
    for (_s, _sc, _e, count, n, exact) in rows:
        inside_sim += inside(exact, estimate({"kind": "rate", "k": count, "n": n}, z))
    misses = [{"size": k[0], "scope": k[1], "event": k[2], **{x: v[x] for x in
              ("count", "n", "rate", "lo99", "hi99", "exact", "z")}}
              for k, v in rows.items() if not v["agrees"]]
    return {"checked": m, "inside": m - len(misses), "simultaneous_inside": inside_sim,
            "simultaneous_z": z, "misses": misses}
