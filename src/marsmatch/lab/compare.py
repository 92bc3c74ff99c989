"""``marsmatch lab compare A B``: two rule sets side by side at every table size.

A and B are each a list of ``NAME=VALUE`` options (``-`` for the rules as the publisher
wrote them). Both are played on the same deals (round i of either is dealt from
"seed/i"), each measure gets its 95% interval, and the difference B - A an interval
from both (treating the two as independent, which is conservative: the shared deals make
them positively correlated). Exact values (rounds decided at the deal) differ exactly.
With a pair of bots, the stronger one's edge (``skill``) is compared too.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..errors import MarsMatchError, RulesError
from ..games import find_game
from ..games.protocol import LabPlugin
from ..sim.config import SimConfig
from ..words import error
from . import rule_book
from .execute import Executor, Progress
from .grid import Cell, check_size, with_size
from .measures import Z95
from .sweep import run
from .targets import Target

SKILL = "skill_edge"


def parse_rule_set(game: str, text: str) -> tuple[str, ...]:
    """``NAME=VALUE`` options separated by spaces or commas; ``-`` (or nothing) for the
    rules as written. Each is checked against the game's rules."""
    parts = tuple(p for p in text.replace(",", " ").split() if p != "-")
    try:
        find_game(game).Rules.from_assignments(list(parts))
    except RulesError as exc:
        raise error(MarsMatchError, "err-rule-set", given=repr(text),
                    why={"written": str(exc), "msg": exc.msg} if exc.msg else str(exc)) from None
    return parts


def label(rules: Sequence[str]) -> str:
    return " ".join(rules) or "the rules as the publisher wrote them"


def compare(lab: LabPlugin, base: SimConfig, sizes: Sequence[int], a: tuple[str, ...],
            b: tuple[str, ...], rounds: int, executor: Executor,
            progress: Progress | None = None, targets: Sequence[Target] = (),
            skill: tuple[str, str] | None = None) -> dict[str, Any]:
    """Both rule sets measured at every size, and each measure's difference."""
    cells = []
    for n in sizes:
        check_size(base.game, lab.axis, n)
        for side, rules in (("A", a), ("B", b)):
            cfg = replace(with_size(base, lab.axis, n), rules=(*base.rules, *rules))
            cells.append(Cell(n, (("rules", side),), cfg))
    measured = run(lab, cells, rounds, executor, progress, targets, skill)
    by = {(c["size"], c["options"]["rules"]): c for c in measured}
    measures = dict(lab.measures)
    if skill is not None:
        measures[SKILL] = {"label": f"{skill[0]}'s edge over {skill[1]} (its share of the "
                                    "wins minus its share of the seats)", "unit": "%",
                           "pair": list(skill),
                           "help": "how much the stronger bot's play shows"}
    rows = []
    for name in measures:
        for n in sizes:
            ca, cb = by[(n, "A")], by[(n, "B")]
            ea, eb = _side(ca, name), _side(cb, name)
            if ea is None or eb is None:
                continue
            rows.append(_row(n, name, measures[name]["label"], ea, eb))
    rule_cls = find_game(base.game).Rules
    return {"game": base.game, "axis": lab.axis, "sizes": list(sizes), "rounds": rounds,
            "bots": list(base.bots), "seed": base.seed, "measures": measures,
            "a": {"rules": list(a), "label": label(a), **rule_book.said(
                lab.describe_rules(rule_cls.from_assignments(list(a)), sizes))},
            "b": {"rules": list(b), "label": label(b), **rule_book.said(
                lab.describe_rules(rule_cls.from_assignments(list(b)), sizes))},
            "rows": rows, "cells": measured}


def _side(cell: dict[str, Any], name: str) -> dict[str, Any] | None:
    """One side's estimate of a measure: value and 95% interval (exact: no width)."""
    if name == SKILL:
        sk = cell.get("skill")
        return None if not sk else {"value": sk["edge"], "lo95": sk["edge_lo95"],
                                    "hi95": sk["edge_hi95"], "exact": None}
    m = cell["measures"].get(name)
    if m is None:
        return None
    if "exact" in m:
        return {"value": m["exact"], "lo95": m["exact"], "hi95": m["exact"],
                "exact": m["exact"]}
    return {"value": m["value"], "lo95": m["lo95"], "hi95": m["hi95"], "exact": None}


def _row(size: int, name: str, text: str, a: dict[str, Any], b: dict[str, Any]
         ) -> dict[str, Any]:
    se = math.hypot((a["hi95"] - a["lo95"]) / (2 * Z95), (b["hi95"] - b["lo95"]) / (2 * Z95))
    diff = b["value"] - a["value"]
    lo, hi = diff - Z95 * se, diff + Z95 * se
    finite = all(math.isfinite(x) for x in (lo, hi))
    return {"size": size, "measure": name, "label": text, "a": a, "b": b, "diff": diff,
            "diff_lo95": lo, "diff_hi95": hi,
            "exact": a["exact"] is not None and b["exact"] is not None,
            "significant": bool(finite and (lo > 0 or hi < 0))}
