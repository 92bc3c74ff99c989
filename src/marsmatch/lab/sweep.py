"""``marsmatch lab sweep``: every cell of a grid (table sizes x option values) simulated,
measured with intervals, and checked against the exact values where they exist.

Cells whose rules play the same at their table (``lab_cell_key``: scaled numbers worked
out) share one simulation. Every cell's rounds are dealt from the same seed, so option
values are compared on the same deals. Besides the game's measures, each cell has its
seat fairness and round lengths (``seats``), its verdict against each target (99%
intervals, or the exact value) and, with a pair of bots, the stronger one's edge
(``skill``: a simulation of its own). The result is plain JSON: the report, the exports,
the ``--json`` output and the tests read the same thing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..games.protocol import LabPlugin
from ..sim.config import SimConfig
from .execute import Batch, Executor, batches
from .grid import Cell
from .measures import Z95, Z99, estimate, verdict, z_for
from .seats import length_hist, seat_stats
from .skill import skill_config, skill_stats
from .targets import Target

BATCH = 500  # rounds per cached batch


def sim_config(lab: LabPlugin, config: SimConfig, rounds: int) -> SimConfig:
    """The configuration a cell is simulated with: its rules as its table plays them (so
    cells and tuner variants that play the same share one simulation and its cache)."""
    return replace(config, rules=lab.table_rules(config), rounds=rounds)


def simulations(lab: LabPlugin, cells: list[Cell], rounds: int,
                skill: tuple[str, str] | None = None) -> list[SimConfig]:
    """The distinct simulations of ``cells`` (and of their skill tables), in order."""
    sims = [sim_config(lab, c.config, rounds) for c in cells]
    if skill is not None:
        sims += [skill_config(s, *skill) for s in sims]
    return list(dict.fromkeys(sims))


def plan(lab: LabPlugin, cells: list[Cell], rounds: int,
         skill: tuple[str, str] | None = None) -> list[Batch]:
    return [b for cfg in simulations(lab, cells, rounds, skill)
            for b in batches(cfg, 0, rounds, BATCH)]


def run(lab: LabPlugin, cells: list[Cell], rounds: int, executor: Executor,
        progress: Callable[[int], None] | None = None, targets: Sequence[Target] = (),
        skill: tuple[str, str] | None = None) -> list[dict[str, Any]]:
    """Every cell's measures (with 95% and 99% intervals), exact values, Heavenly checks,
    seats, round lengths, target verdicts and (with ``skill``) the stronger bot's edge."""
    sims = simulations(lab, cells, rounds, skill)
    results = executor.run(plan(lab, cells, rounds, skill), progress)
    by_sim: dict[SimConfig, list[dict[str, Any]]] = {}
    at = 0
    for cfg in sims:
        n = len(batches(cfg, 0, rounds, BATCH))
        by_sim[cfg] = [r for part in results[at:at + n] for r in part]
        at += n
    out = []
    for cell in cells:
        cfg = sim_config(lab, cell.config, rounds)
        row = measure_cell(lab, cell, by_sim[cfg], targets)
        if skill is not None:
            sk = skill_config(cfg, *skill)
            row["skill"] = skill_stats(sk, by_sim[sk])
        out.append(row)
    return out


def measure_cell(lab: LabPlugin, cell: Cell, rounds: list[dict[str, Any]],
                 targets: Sequence[Target] = ()) -> dict[str, Any]:
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
            "checks": checks, "targets": target_verdicts(measures, targets, cell.size),
            "seats": seat_stats(rounds), "length": length_hist(rounds)}


def target_verdicts(measures: dict[str, dict[str, Any]], targets: Sequence[Target],
                    size: int) -> dict[str, list[dict[str, Any]]]:
    """Per measure, each target on it: its band at this table and the verdict of the exact
    value or of the 99% interval (meets, fails, or open)."""
    out: dict[str, list[dict[str, Any]]] = {}
    for t in targets:
        m = measures.get(t.measure)
        if m is None:
            continue
        band = t.band(size)
        v = verdict(band, {"lo": m["lo99"], "hi": m["hi99"]}, m.get("exact"))
        out.setdefault(t.measure, []).append({"text": t.text, "band": list(band),
                                              "verdict": v})
    return out


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
