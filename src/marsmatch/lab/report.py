"""The lab's HTML reports: one self-contained page per sweep or tune, with embedded PNG
plots (heatmaps across table sizes x options, values with intervals against the
targets' bands), next to the JSON they are drawn from."""

from __future__ import annotations

import html
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.ticker import MaxNLocator

from ..sim.plots import page, png, table
from .measures import fmt

VERDICT = {"meets": "<span class=ok>meets</span>", "fails": "<span class=bad>fails</span>",
           "open": "<span class=open>open</span>"}
EXTRA_STYLE = ("<style>.open{color:#a60;font-weight:bold}details{margin:1em 0}"
               "li{margin:.3em 0}</style>")


def heatmap(values: Sequence[Sequence[float | None]], rows: Sequence[str], cols: Sequence[Any],
            title: str, unit: str, xlabel: str, ylabel: str = "",
            notes: Sequence[Sequence[str]] | None = None, centred: bool = False) -> str:
    """A heatmap with every cell's value written in it (``notes`` replaces the text);
    ``centred``: a diverging scale around 0 (gaps)."""
    data = [[math.nan if v is None else float(v) for v in row] for row in values]
    fig, ax = plt.subplots(figsize=(max(5.0, 1.0 + 0.9 * len(cols)),
                                    max(2.2, 0.9 + 0.55 * len(rows))))
    finite = [v for row in data for v in row if not math.isnan(v)]
    if centred:
        top = max((abs(v) for v in finite), default=1.0) or 1.0
        im = ax.imshow(data, cmap="RdBu_r", aspect="auto", vmin=-top, vmax=top)
    else:
        im = ax.imshow(data, cmap="viridis", aspect="auto")
    mid = (min(finite) + max(finite)) / 2 if finite else 0
    for i, row in enumerate(data):
        for j, v in enumerate(row):
            text = notes[i][j] if notes is not None else fmt(v, unit)
            dark = abs(v) > 0.6 * top if centred else v < mid
            ax.text(j, i, text, ha="center", va="center", fontsize=8,
                    color="white" if dark else "black")
    ax.set_xticks(range(len(cols)), [str(c) for c in cols])
    ax.set_yticks(range(len(rows)), list(rows))
    ax.set_xlabel(xlabel)
    if ylabel:
        ax.set_ylabel(ylabel)
    ax.set_title(title)
    bar = fig.colorbar(im, ax=ax, fraction=0.04)
    if unit == "%":
        bar.ax.yaxis.set_major_formatter(
            (lambda v, _pos: f"{100 * v:+.0f} pt") if centred
            else (lambda v, _pos: f"{100 * v:.0f}%"))
    return png(fig)


def lines(series: Sequence[tuple[str, Sequence[int], Sequence[float], Sequence[float],
                                 Sequence[float]]], title: str, unit: str, xlabel: str,
          bands: Sequence[tuple[int, float, float]] | None = None,
          exact: Sequence[tuple[Sequence[int], Sequence[float]]] | None = None) -> str:
    """Values with intervals across table sizes, one line per series; ``bands`` shades each
    size's target band, ``exact`` marks exact values."""
    fig, ax = plt.subplots(figsize=(7, 3.4))
    scale = 100.0 if unit == "%" else 1.0
    n = max(1, len(series))
    for k, (label, xs, vs, los, his) in enumerate(series):
        off = (k - (n - 1) / 2) * 0.08
        x = [v + off for v in xs]
        ax.errorbar(x, [v * scale for v in vs],
                    yerr=[[(v - lo) * scale for v, lo in zip(vs, los, strict=True)],
                          [(hi - v) * scale for v, hi in zip(vs, his, strict=True)]],
                    fmt="o-", capsize=3, label=label, ms=4)
    for k, (xs, vs) in enumerate(exact or []):
        ax.scatter(xs, [v * scale for v in vs], marker="D", color="#d22", zorder=3,
                   label="exact" if k == 0 else None)
    if bands:
        y0, y1 = ax.get_ylim()
        for at, lo, hi in bands:
            lo_s = max(y0, lo * scale) if math.isfinite(lo) else y0
            hi_s = min(y1, hi * scale) if math.isfinite(hi) else y1
            if hi_s > lo_s:
                ax.fill_between([at - 0.4, at + 0.4], lo_s, hi_s, color="#cfc", zorder=0,
                                label="target" if at == bands[0][0] else None)
        ax.set_ylim(y0, y1)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(xlabel)
    ax.set_ylabel(title + (" (%)" if unit == "%" else ""), fontsize=8)
    ax.set_title(title)
    if series or exact:
        ax.legend(fontsize=7)
    return png(fig)


# --- sweep ----------------------------------------------------------------------------------


def _est(m: dict[str, Any], unit: str) -> str:
    return f"{fmt(m['value'], unit)} [{fmt(m['lo99'], unit)}, {fmt(m['hi99'], unit)}]"


def key_rows(result: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The key table (plain text cells): a row per cell, the key measures with 99%
    intervals, exact values next to the simulated ones."""
    meta = result["measures"]
    keys = [k for k, v in meta.items() if v.get("key")
            and any(k in c["measures"] for c in result["cells"])]
    header = [result["axis"], "options"]
    for k in keys:
        header.append(meta[k]["label"])
        if any("exact" in c["measures"].get(k, {}) for c in result["cells"]):
            header.append(f"{meta[k]['label']} (exact)")
        if meta[k].get("reference") == "1/N":
            header.append("1/N")
    rows = []
    for c in result["cells"]:
        row = [str(c["size"]), c["label"]]
        for k in keys:
            m = c["measures"].get(k)
            unit = meta[k].get("unit", "")
            row.append(_est(m, unit) if m else "-")
            if any("exact" in cc["measures"].get(k, {}) for cc in result["cells"]):
                row.append(fmt(m["exact"], unit, 2) if m and "exact" in m else "-")
            if meta[k].get("reference") == "1/N":
                row.append(fmt(1 / c["size"], "%"))
        rows.append(row)
    return header, rows


def write_sweep_report(result: dict[str, Any], directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    meta = result["measures"]
    axis = result["axis"]
    sizes = result["sizes"]
    labels = list(dict.fromkeys(c["label"] for c in result["cells"]))
    by = {(c["label"], c["size"]): c for c in result["cells"]}
    ag = result["agreement"]
    parts = [EXTRA_STYLE, "<p>" + html.escape(
        f"{result['game']}: {axis} {', '.join(map(str, sizes))}; "
        f"{len(labels)} option combination(s); {result['rounds']:,} rounds per cell; "
        f"bots {', '.join(result['bots'])}; seed {result['seed']}; rules "
        f"{' '.join(result['rules']) or 'as the publisher wrote them'}"
        + ("; deal only (no real match)" if result.get("deal_only") else "")) + "</p>",
        f"<p>Reproduce: <code>{html.escape(result['command'])}</code></p>"]
    if ag["checked"]:
        cls = "ok" if ag["inside"] == ag["checked"] else "bad"
        parts.append(
            f"<h2>Simulated against exact</h2><p class={cls}>{ag['inside']} of "
            f"{ag['checked']} exact values lie inside their 99% interval; "
            f"{ag['simultaneous_inside']} of {ag['checked']} inside the simultaneous 99% "
            f"intervals (Bonferroni, z = {ag['simultaneous_z']:.2f}).</p>"
            "<p>Each exact value is a Heavenly-Hand probability of the cell's own "
            "definitions (per player: one hand of 54 from the 54N-card shoe; per round: at "
            "least one player), computed exactly; the simulated frequency has a 99% Wilson "
            "interval. With many values about 1% would miss their pointwise interval by "
            "chance; the simultaneous intervals allow for that.</p>")
        if ag["misses"]:
            parts.append("<p>Outside the pointwise 99% interval:</p>" + table(
                [axis, "scope", "event", "count", "observed", "99% CI", "exact", "z"],
                [[m["size"], m["scope"], m["event"], f"{m['count']}/{m['n']}",
                  f"{m['rate']:.5f}", f"{m['lo99']:.5f} .. {m['hi99']:.5f}",
                  f"{m['exact']:.5f}", f"{m['z']:+.2f}"] for m in ag["misses"]]))
    header, rows = key_rows(result)
    parts.append("<h2>Key table</h2><p>Simulated values with 99% intervals; exact values "
                 "where they exist.</p>")
    parts.append(table(header, [[html.escape(x) for x in r] for r in rows]))
    parts.append("<h2>Across " + axis + " and options</h2>")
    for k, m in meta.items():
        if not any(k in c["measures"] for c in result["cells"]):
            continue
        unit = m.get("unit", "")
        values = [[by[(lab, n)]["measures"][k]["value"] if (lab, n) in by else None
                   for n in sizes] for lab in labels]
        parts.append(f"<h3>{html.escape(m['label'])}</h3><p>{html.escape(m['help'])}</p>")
        if m.get("reference") == "1/N":  # the edge over a fair share, in points
            gaps = [[None if v is None else v - 1 / n for v, n in zip(row, sizes, strict=True)]
                    for row in values]
            notes = [[f"{fmt(v, unit)}\n{100 * g:+.1f} pt" if v is not None and g is not None
                      else "" for v, g in zip(row, grow, strict=True)]
                     for row, grow in zip(values, gaps, strict=True)]
            parts.append(heatmap(gaps, labels, sizes, f"{m['label']} minus 1/N", unit, axis,
                                 notes=notes, centred=True))
        else:
            parts.append(heatmap(values, labels, sizes, m["label"], unit, axis))
        series = [(lab, [n for n in sizes if (lab, n) in by],
                   [by[(lab, n)]["measures"][k]["value"] for n in sizes if (lab, n) in by],
                   [by[(lab, n)]["measures"][k]["lo99"] for n in sizes if (lab, n) in by],
                   [by[(lab, n)]["measures"][k]["hi99"] for n in sizes if (lab, n) in by])
                  for lab in labels]
        exact = [([n for n in sizes if (lab, n) in by
                   and "exact" in by[(lab, n)]["measures"][k]],
                  [by[(lab, n)]["measures"][k]["exact"] for n in sizes if (lab, n) in by
                   and "exact" in by[(lab, n)]["measures"][k]]) for lab in labels]
        exact = [e for e in exact if e[0]]
        parts.append(lines(series[:8], m["label"], unit, axis, exact=exact[:8]))
    for mp in result.get("maps", []):
        parts.append(f"<h3>{html.escape(mp['title'])}</h3>")
        parts.append(heatmap(mp["values"], mp["rows"], mp["cols"], mp["title"], mp["unit"],
                             axis, mp["row_label"]))
    if ag["checked"]:
        rows2 = []
        for c in result["cells"]:
            for r in c["checks"]:
                mark = VERDICT["meets"] if r["agrees"] else VERDICT["fails"]
                rows2.append([c["size"], html.escape(c["label"]), r["scope"], r["event"],
                              f"{r['count']}/{r['n']}", f"{r['rate']:.5f}",
                              f"{r['lo99']:.5f} .. {r['hi99']:.5f}", f"{r['exact']:.5f}",
                              f"{r['z']:+.2f}", mark])
        parts.append("<details><summary>Every Heavenly frequency against its exact "
                     "probability</summary>" + table(
                         [axis, "options", "scope", "event", "count", "observed", "99% CI",
                          "exact", "z", "in 99% CI"], rows2) + "</details>")
    parts.append("<h2>Measures</h2><ul>" + "".join(
        f"<li><b>{html.escape(m['label'])}</b> (<code>{k}</code>): {html.escape(m['help'])}"
        "</li>" for k, m in meta.items()) + "</ul>")
    title = f"Rules lab sweep: {result['game']}"
    path = directory / "index.html"
    path.write_text(page(title, parts), encoding="utf-8")
    (directory / "sweep.json").write_text(json.dumps(result, indent=1) + "\n",
                                          encoding="utf-8")
    return path


# --- tune -----------------------------------------------------------------------------------


def evidence_table(v: dict[str, Any], result: dict[str, Any]) -> str:
    meta = result["measures"]
    sizes = result["sizes"]
    rows = []
    for t in result["targets"]:
        unit = meta[t["measure"]].get("unit", "")
        cells = []
        for n in sizes:
            r = next((r for r in v["evidence"] if r["size"] == n and r["target"] == t["text"]),
                     None)
            if r is None:
                cells.append("-")
                continue
            if r["exact"]:
                text = f"{fmt(r['value'], unit, 2)} (exact)"
            else:
                text = (f"{fmt(r['value'], unit)} [{fmt(r['lo'], unit)}, {fmt(r['hi'], unit)}]"
                        f" <small>{r['rounds']:,} rounds</small>")
            cells.append(f"{text} {VERDICT[r['verdict']]}")
        rows.append([html.escape(t["describe"]), *cells])
    return table(["target", *[f"{result['axis']} {n}" for n in sizes]], rows)


def write_tune_report(result: dict[str, Any], directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    meta = result["measures"]
    c = result["counts"]
    st = result["settings"]
    parts = [EXTRA_STYLE, "<h2>Targets</h2><ul>" + "".join(
        f"<li>{html.escape(t['describe'])} (<code>{html.escape(t['text'])}</code>"
        + (", known exactly" if t["exact"] else ", simulated") + ")</li>"
        for t in result["targets"]) + "</ul>",
        "<p>" + html.escape(
            f"for {result['axis']} {', '.join(map(str, result['sizes']))}; bots "
            f"{', '.join(result['bots'])}; seed {result['seed']}; up to "
            f"{st['max_changes']} changes; rounds per look {st['looks']}; verdicts at "
            f"{100 * st['confidence']:.0f}% confidence over the looks (z = {st['z']:.2f})")
        + "</p>",
        f"<p>Reproduce: <code>{html.escape(result['command'])}</code></p>",
        "<h2>Search</h2>" + table(["", "variants"], [
            ["in the space", c["variants"]], ["play like a smaller variant", c["same_as_smaller"]],
            ["ruled out by exact values", c["ruled_out_exactly"]],
            ["simulated", c["simulated"]],
            ["decided by simulations shared with smaller variants", c["decided_from_shared"]],
            ["failed in simulation", c["failed"]],
            ["undecided at the round limit", c["open"]], ["meet every target", c["meets"]],
            ["search stopped at the budget", "yes" if c["budget_reached"] else "no"]])]
    cov = result["coverage"]
    parts.append("<p>Where the targets bind: how many simulated variants met, failed or left "
                 "undecided each target at each table size (exact targets count only for "
                 "variants that passed them).</p>" + table(
                     ["target", *[f"{result['axis']} {n}" for n in result["sizes"]]],
                     [[html.escape(t["describe"]),
                       *[f"{cov[t['text']][str(n)]['meets']} / {cov[t['text']][str(n)]['fails']}"
                         f" / {cov[t['text']][str(n)]['open']}" for n in result["sizes"]]]
                      for t in result["targets"]]))
    shown = result["found"] or result["likely"] or result["closest"]
    if result["found"]:
        parts.append("<h2>Variants that meet every target</h2>")
    elif result["likely"]:
        parts.append("<h2>No variant was shown to meet every target; these meet them on the "
                     "estimates</h2><p>Every estimate lies in its band, but some intervals "
                     "still cross a band's edge at the round limit.</p>")
    else:
        parts.append("<h2>No variant met every target: the closest</h2>")
    for v in [*shown, result["baseline"]]:
        title = ("The publisher's rules (for comparison)" if v["status"] == "baseline"
                 else f"{v['label']} (size {v['cost']}, {v['status']})")
        parts.append(f"<h3>{html.escape(title)}</h3>")
        if v["rule_book"]:
            parts.append("<ul>" + "".join(f"<li>{html.escape(s)}</li>" for s in v["rule_book"])
                         + "</ul>")
        if v["options"]:
            parts.append(f"<p><code>{html.escape(' '.join(v['options']))}</code></p>")
        parts.append(evidence_table(v, result))
    parts.append("<h2>Each target across " + result["axis"] + "</h2>")
    for t in result["targets"]:
        name = t["text"]
        unit = meta[t["measure"]].get("unit", "")
        series = []
        for v in [*shown, result["baseline"]]:
            rows = sorted((r for r in v["evidence"] if r["target"] == name),
                          key=lambda r: r["size"])
            label = "publisher's rules" if v["status"] == "baseline" else v["label"]
            series.append((label, [r["size"] for r in rows], [r["value"] for r in rows],
                           [r["lo"] for r in rows], [r["hi"] for r in rows]))
        bands = [(r["size"], r["band"][0], r["band"][1])
                 for r in result["baseline"]["evidence"] if r["target"] == name]
        parts.append(lines(series, t["describe"], unit, result["axis"], bands=bands))
    path = directory / "index.html"
    path.write_text(page(f"Rules lab tuner: {result['game']}", parts), encoding="utf-8")
    (directory / "tune.json").write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return path
