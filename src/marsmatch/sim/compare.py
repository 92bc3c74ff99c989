"""Side-by-side comparison of simulate summaries (``simulate --compare``, ``--vary``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def fmt_rate(row: dict[str, Any]) -> str:
    lo, hi = row["ci95"]
    return f"{row['rate']:.3f} [{lo:.3f}, {hi:.3f}]"


def fmt_mean(row: dict[str, Any]) -> str:
    lo, hi = row["ci95"]
    return f"{row['mean']:.1f} [{lo:.1f}, {hi:.1f}]"


def _get(summary: dict[str, Any], path: Sequence[str]) -> Any:
    cur: Any = summary
    for key in path:
        if not isinstance(cur, dict) or key not in cur:
            return None
        cur = cur[key]
    return cur


def measures(summaries: Sequence[dict[str, Any]]) -> list[tuple[str, tuple[str, ...]]]:
    """The measures worth comparing, as (label, path into the summary): the game's own."""
    from .runner import lab

    return list(lab(summaries[0]["game"]).compare_measures(summaries))


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, dict) and "rate" in value:
        return fmt_rate(value)
    if isinstance(value, dict) and "mean" in value:
        lo, hi = value.get("ci95", [value["mean"], value["mean"]])
        return f"{value['mean']:.1f} [{lo:.1f}, {hi:.1f}]"
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def compare_rows(summaries: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    rows = [{"measure": "rules", "values": [" ".join(s["config"]["rules"]) or "defaults"
                                            for s in summaries]},
            {"measure": "rounds", "values": [str(s["rounds"]) for s in summaries]}]
    for label, path in measures(summaries):
        values = [_get(s, path) for s in summaries]
        if all(v is None for v in values):
            continue
        rows.append({"measure": label, "values": [_fmt(v) for v in values],
                     "raw": values})
    return rows
