"""The rules-lab report: one self-contained HTML file with embedded PNG plots."""

from __future__ import annotations

import base64
import html
import io
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from .compare import compare_rows, fmt_mean, fmt_rate

STYLE = """
body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 8px;
text-align:right}th{background:#f3f3f3}td:first-child,th:first-child{text-align:left}
.bad{color:#b00;font-weight:bold}.ok{color:#070}img{max-width:100%}
"""


def _png(fig: Any) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight")
    plt.close(fig)
    return ('<img alt="plot" src="data:image/png;base64,'
            + base64.b64encode(buf.getvalue()).decode() + '">')


def _table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def _page(title: str, parts: Sequence[str]) -> str:
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(title)}"
            f"</title><style>{STYLE}</style></head><body><h1>{html.escape(title)}</h1>"
            + "\n".join(parts) + "</body></html>\n")


def _heavenly_plot(h: dict[str, Any], scope: str) -> str:
    rows = h[scope]
    names = list(rows)
    obs = [rows[k]["rate"] for k in names]
    lo = [rows[k]["rate"] - rows[k]["ci99"][0] for k in names]
    hi = [rows[k]["ci99"][1] - rows[k]["rate"] for k in names]
    exact = [rows[k]["exact"] for k in names]
    fig, ax = plt.subplots(figsize=(7, 3.2))
    x = range(len(names))
    ax.bar(x, obs, color="#7aa6d6", label="simulated (99% CI)")
    ax.errorbar(x, obs, yerr=[lo, hi], fmt="none", ecolor="#124", capsize=4)
    ax.scatter(x, exact, color="#d22", marker="D", zorder=3, label="exact")
    ax.set_xticks(list(x), names)
    ax.set_ylabel("probability")
    ax.set_title(f"Heavenly Hands {scope.replace('_', ' ')}")
    ax.legend()
    return _png(fig)


def _bar(labels: Sequence[str], values: Sequence[float], title: str, ylabel: str,
         errs: Sequence[tuple[float, float]] | None = None) -> str:
    fig, ax = plt.subplots(figsize=(7, 3.2))
    x = list(range(len(labels)))
    ax.bar(x, values, color="#8c6")
    if errs:
        ax.errorbar(x, values, yerr=[[v - e[0] for v, e in zip(values, errs)],
                                     [e[1] - v for v, e in zip(values, errs)]],
                    fmt="none", ecolor="#333", capsize=4)
    ax.set_xticks(x, labels, rotation=20, ha="right")
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    return _png(fig)


def _hist(values: dict[Any, int], title: str, xlabel: str) -> str:
    fig, ax = plt.subplots(figsize=(7, 3.2))
    xs = [float(k) for k in values]
    ax.bar(xs, list(values.values()), width=max(1.0, (max(xs) - min(xs)) / 80 if xs else 1),
           color="#c96")
    ax.set_xlabel(xlabel)
    ax.set_ylabel("rounds")
    ax.set_title(title)
    return _png(fig)


def _marsmatch_parts(s: dict[str, Any]) -> list[str]:
    parts = []
    n = s["config"]["players"]
    parts.append("<h2>Heavenly Hands</h2><p>Simulated frequencies with Wilson intervals next "
                 f"to the exact multivariate hypergeometric probability for N = {n} "
                 "(per player: one hand of 54 from the 54N-card shoe; per round: at least "
                 "one player, by inclusion-exclusion). 'agrees' = the exact value lies in "
                 "the 99% interval.</p>")
    for scope in ("per_player", "per_round"):
        rows = []
        for ev, row in s["heavenly"][scope].items():
            mark = "<span class=ok>yes</span>" if row["agrees99"] else "<span class=bad>NO</span>"
            rows.append([ev, f"{row['count']}/{row['n']}", f"{row['rate']:.5f}",
                         f"{row['ci95'][0]:.5f} .. {row['ci95'][1]:.5f}",
                         f"{row['ci99'][0]:.5f} .. {row['ci99'][1]:.5f}",
                         f"{row['exact']:.5f}", f"{row['z']:+.2f}", mark])
        parts.append(f"<h3>{scope.replace('_', ' ')}</h3>")
        parts.append(_table(["event", "count", "observed", "95% CI", "99% CI", "exact", "z",
                             "agrees"], rows))
        parts.append(_heavenly_plot(s["heavenly"], scope))
    cats = s["categories"]
    parts.append("<h2>Outcome categories</h2>")
    parts.append(_table(["category", "seat-rounds", "share [95% CI]"],
                        [[k, v["count"], fmt_rate(v)] for k, v in cats.items()]))
    parts.append(_bar(list(cats), [v["rate"] for v in cats.values()],
                      "outcome categories (share of seat-rounds)", "share",
                      [tuple(v["ci95"]) for v in cats.values()]))
    dec = s["decided_by"]
    parts.append(_table(["round decided by", "rounds", "share [95% CI]"],
                        [[k, v["count"], fmt_rate(v)] for k, v in dec.items()]))
    parts.append("<h2>Points by seat and by banker</h2>")
    seats = s["points_by_seat"]
    parts.append(_bar([f"seat {i}" for i in range(len(seats))], [p["mean"] for p in seats],
                      "mean points by seat (95% CI)", "points",
                      [tuple(p["ci95"]) for p in seats]))
    pb = s["points_by_banker"]
    parts.append(_table(["", "mean points [95% CI]"],
                        [["banker", fmt_mean(pb["banker"])],
                         ["other seats", fmt_mean(pb["others"])],
                         ["banker wins the round", fmt_rate(pb["banker_win"])]]))
    ln = s["length"]["actions"]
    parts.append("<h2>Round length</h2>")
    parts.append(_table(["", "mean", "median", "p10", "p90", "max"],
                        [[k, f"{v['mean']:.1f}", v["median"], v["p10"], v["p90"], v["max"]]
                         for k, v in s["length"].items()]))
    if ln["hist"]:
        parts.append(_hist(ln["hist"], "actions per round (rounds with a real match)",
                           "actions"))
    return parts


def _bots_part(s: dict[str, Any]) -> list[str]:
    rows = [[k, v["seats"], fmt_rate(v["win"]), f"{v['points']['mean']:.1f}"]
            for k, v in s["bots"].items()]
    return ["<h2>Bots</h2>", _table(["bot", "seats", "win rate [95% CI]", "mean points"], rows)]


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
    if summary["game"] == "marsmatch":
        parts += _marsmatch_parts(summary)
    else:
        from .games_sj import shengji_report_parts

        parts += shengji_report_parts(summary, _bar, _hist, _table)
    parts += _bots_part(summary)
    title = f"Rules lab: {summary['game']}, {cfg['players']} players"
    path = directory / "index.html"
    path.write_text(_page(title, parts), encoding="utf-8")
    (directory / "summary.json").write_text(json.dumps(summary, indent=1) + "\n",
                                            encoding="utf-8")
    return path


def write_compare_report(summaries: Sequence[dict[str, Any]], labels: Sequence[str],
                         directory: Path) -> Path:
    """Option effects: the measures of several rule sets side by side, with plots."""
    directory.mkdir(parents=True, exist_ok=True)
    rows = compare_rows(summaries)
    parts = ["<p>Each column is one simulation; intervals are 95%.</p>",
             _table(["measure", *labels], [[r["measure"], *r["values"]] for r in rows])]
    for r in rows:
        raw = r.get("raw")
        if not raw or not all(isinstance(v, dict) and ("rate" in v or "mean" in v) for v in raw):
            continue
        if r["measure"].startswith("heavenly"):
            continue  # the deal does not depend on the options
        key = "rate" if "rate" in raw[0] else "mean"
        parts.append(_bar(labels, [v[key] for v in raw], r["measure"], key,
                          [tuple(v["ci95"]) for v in raw]))
    path = directory / "compare.html"
    path.write_text(_page("Rules lab: option effects", parts), encoding="utf-8")
    (directory / "compare.json").write_text(
        json.dumps({"labels": list(labels), "summaries": list(summaries)}, indent=1) + "\n",
        encoding="utf-8")
    return path
