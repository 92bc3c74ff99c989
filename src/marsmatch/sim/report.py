"""The rules-lab report: one self-contained HTML file with embedded PNG plots."""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .compare import compare_rows, fmt_rate
from .plots import bar, page, table
from .runner import lab


def _bots_part(s: dict[str, Any]) -> list[str]:
    rows = [[k, v["seats"], fmt_rate(v["win"]), f"{v['points']['mean']:.1f}"]
            for k, v in s["bots"].items()]
    return ["<h2>Bots</h2>", table(["bot", "seats", "win rate [95% CI]", "mean points"], rows)]


def write_report(summary: dict[str, Any], directory: Path,
                 rounds: Sequence[dict[str, Any]] | None = None) -> Path:
    """Write ``index.html`` and ``summary.json`` into ``directory``; return the HTML path."""
    directory.mkdir(parents=True, exist_ok=True)
    cfg = summary["config"]
    parts = [f"<p>{summary['rounds']:,} rounds; bots {html.escape(', '.join(cfg['bots']))}; "
             f"rules {html.escape(' '.join(cfg['rules']) or 'defaults')}; seed "
             f"{html.escape(str(cfg['seed']))}"
             + (f"; {summary['timing']['rounds_per_second']:.1f} rounds/s"
                if "timing" in summary else "") + "</p>"]
    parts += lab(summary["game"]).report_parts(summary)
    parts += _bots_part(summary)
    title = f"Rules lab: {summary['game']}, {cfg['players']} players"
    path = directory / "index.html"
    path.write_text(page(title, parts), encoding="utf-8")
    (directory / "summary.json").write_text(json.dumps(summary, indent=1) + "\n",
                                            encoding="utf-8")
    return path


def write_compare_report(summaries: Sequence[dict[str, Any]], labels: Sequence[str],
                         directory: Path) -> Path:
    """Option effects: the measures of several rule sets side by side, with plots."""
    directory.mkdir(parents=True, exist_ok=True)
    rows = compare_rows(summaries)
    parts = ["<p>Each column is one simulation; intervals are 95%.</p>",
             table(["measure", *labels], [[r["measure"], *r["values"]] for r in rows])]
    for r in rows:
        raw = r.get("raw")
        if not raw or not all(isinstance(v, dict) and ("rate" in v or "mean" in v) for v in raw):
            continue
        if r["measure"].startswith("heavenly"):
            continue  # the deal does not depend on the options
        key = "rate" if "rate" in raw[0] else "mean"
        parts.append(bar(labels, [v[key] for v in raw], r["measure"], key,
                          [tuple(v["ci95"]) for v in raw]))
    path = directory / "compare.html"
    path.write_text(page("Rules lab: option effects", parts), encoding="utf-8")
    (directory / "compare.json").write_text(
        json.dumps({"labels": list(labels), "summaries": list(summaries)}, indent=1) + "\n",
        encoding="utf-8")
    return path
