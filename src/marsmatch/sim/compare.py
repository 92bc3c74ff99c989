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
    """The measures worth comparing, as (label, path into the summary)."""
    game = summaries[0]["game"]
    out: list[tuple[str, tuple[str, ...]]] = []
    if game == "marsmatch":
        for scope in ("per_player", "per_round"):
            for ev in ("starlink", "ufo", "both", "any"):
                out.append((f"heavenly {ev} {scope.replace('_', ' ')}",
                            ("heavenly", scope, ev)))
        keys: set[str] = set()
        for s in summaries:
            keys |= set(s.get("decided_by", {}))
        for k in sorted(keys):
            out.append((f"decided by {k}", ("decided_by", k)))
        cats: set[str] = set()
        for s in summaries:
            cats |= set(s.get("categories", {}))
        for k in sorted(cats):
            out.append((f"category {k}", ("categories", k)))
        out.append(("banker wins", ("points_by_banker", "banker_win")))
        out.append(("mean points banker", ("points_by_banker", "banker")))
        out.append(("mean points others", ("points_by_banker", "others")))
        out.append(("actions per round (mean)", ("length", "actions", "mean")))
        out.append(("actions per round (median)", ("length", "actions", "median")))
        out.append(("tricks per round (mean)", ("length", "tricks", "mean")))
    else:
        out += [("banker side wins", ("banker_win",)),
                ("attackers' points (mean)", ("attackers_points",)),
                ("bottom captured", ("kitty", "captured")),
                ("tricks per deal (mean)", ("length", "tricks", "mean"))]
    return out


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
