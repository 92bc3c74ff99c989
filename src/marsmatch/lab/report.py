"""The lab's HTML reports: one self-contained page per sweep, tune or comparison, with
embedded PNG plots (``charts``), next to the JSON, CSV (and Excel) they are drawn from.

Every page opens with its provenance (version, commit or source fingerprint, date,
command, seed, machine) and says what each verdict proves at what confidence.
"""

from __future__ import annotations

import html
import json
import math
from pathlib import Path
from typing import Any

from ..provenance import code_line
from ..provenance import lines as provenance_lines
from ..sim.plots import page, table
from . import labels
from .charts import Cell, heatmap, length_steps, lines
from .export import Sheet, compare_sheets, sweep_sheets, tune_sheets, write_csv, write_xlsx
from .measures import Z99, fmt

VERDICT_CLASS = {"meets": "ok", "fails": "bad", "open": "open"}
EXTRA_STYLE = ("<style>.open{color:#a60;font-weight:bold}details{margin:1em 0}"
               "li{margin:.3em 0}.prov td{text-align:left;font-size:.9em}"
               ".partial{background:#fff3cd;border:1px solid #e0b000;padding:.6em 1em}"
               ".note{font-size:.9em;color:#444}</style>")
SIGNIFICANCE_NOTE = (
    "Bold cells differ from {ref} at 99% confidence; hatched, pale cells do not (their "
    "99% interval includes it). A solid green outline: the cell's 99% interval (or exact "
    "value) lies inside the target; a dashed red one: wholly outside it; no outline: not "
    "shown either way. Dashed lines on the colour bar: the target's edges.")


def provenance_html(prov: dict[str, Any]) -> str:
    rows = "".join(f"<tr><th scope=row>{html.escape(label)}</th><td>"
                   + (f"<code>{html.escape(text)}</code>" if label == "command"
                      else html.escape(text)) + "</td></tr>"
                   for label, text in provenance_lines(prov))
    return ("<h2 id=provenance>Provenance</h2><p class=note>Where these figures come from: "
            "the code, when and how they were made. The same command and seed on the same "
            f"code reproduce them exactly.</p><table class=prov>{rows}</table>")


def provenance_summary(prov: dict[str, Any]) -> str:
    """One line under the title: the code and the date (the whole block ends the page)."""
    return (f"<p class=note>{html.escape(code_line(prov))}; {html.escape(prov['date'])} UTC; "
            "<a href='#provenance'>provenance</a></p>")


def write_outputs(directory: Path, stem: str, title: str, parts: list[str],
                  result: dict[str, Any], sheets: list[Sheet], excel: bool) -> Path:
    """The page, the JSON, the CSV files and (``excel``) the workbook, side by side."""
    directory.mkdir(parents=True, exist_ok=True)
    prov = result["provenance"]
    path = directory / "index.html"
    path.write_text(page(title, [EXTRA_STYLE, provenance_summary(prov), *parts,
                                 provenance_html(prov)]),
                    encoding="utf-8")
    (directory / f"{stem}.json").write_text(json.dumps(result, indent=1) + "\n",
                                            encoding="utf-8")
    write_csv(directory, stem, sheets, prov)
    if excel:
        write_xlsx(directory / f"{stem}.xlsx", sheets, prov)
    return path


def _downloads(stem: str, sheets: list[Sheet], excel: bool) -> str:
    names = [f"{stem}.json"] + [f"{stem}.csv" if i == 0 else f"{stem}-{s.name}.csv"
                                for i, s in enumerate(sheets)]
    if excel:
        names.append(f"{stem}.xlsx")
    return "<p>Data: " + ", ".join(f"<a href='{n}'>{n}</a>" for n in names) + "</p>"


# --- sweep ----------------------------------------------------------------------------------


def _est(m: dict[str, Any], unit: str) -> str:
    return f"{fmt(m['value'], unit)} [{fmt(m['lo99'], unit)}, {fmt(m['hi99'], unit)}]"


def key_rows(result: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The key table (plain text cells): the cells grouped by option combination (the
    combination named once, then a row per table size), the key measures with 99%
    intervals, exact values next to the simulated ones."""
    meta = result["measures"]
    keys = [k for k, v in meta.items() if v.get("key")
            and any(k in c["measures"] for c in result["cells"])]
    header = ["options", result["axis"]]
    for k in keys:
        header.append(meta[k]["label"])
        if any("exact" in c["measures"].get(k, {}) for c in result["cells"]):
            header.append(f"{meta[k]['label']} (exact)")
        if meta[k].get("reference") == "1/N":
            header.append("1/N")
    rows = []
    order = list(dict.fromkeys(c["label"] for c in result["cells"]))
    cells = sorted(result["cells"], key=lambda c: (order.index(c["label"]), c["size"]))
    previous = None
    for c in cells:
        row = [c["label"] if c["label"] != previous else "", str(c["size"])]
        previous = c["label"]
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


def _differs(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two simulated estimates differ at 99% (their half-widths as standard errors)."""
    se_a, se_b = (a["hi99"] - a["lo99"]) / (2 * Z99), (b["hi99"] - b["lo99"]) / (2 * Z99)
    se = math.sqrt(se_a ** 2 + se_b ** 2)
    return abs(a["value"] - b["value"]) > Z99 * se if se > 0 else a["value"] != b["value"]


def measure_cells(result: dict[str, Any], name: str) -> tuple[list[list[Cell]], bool, str]:
    """The heatmap cells of one measure (rows: option combinations, columns: sizes): the
    value, or its gap from 1/N; significance against 1/N, or against the first row."""
    meta = result["measures"][name]
    unit = meta.get("unit", "")
    sizes = result["sizes"]
    combos = list(dict.fromkeys(c["label"] for c in result["cells"]))
    by = {(c["label"], c["size"]): c for c in result["cells"]}
    centred = meta.get("reference") == "1/N"
    grid: list[list[Cell]] = []
    for label in combos:
        row = []
        for n in sizes:
            c = by.get((label, n))
            m = c["measures"].get(name) if c else None
            if m is None:
                row.append(Cell(None))
                continue
            targets = c["targets"].get(name, []) if c else []
            verdict = targets[0]["verdict"] if targets else None
            if "exact" in m:
                value = m["exact"] - (1 / n if centred else 0.0)
                text, sig = f"{fmt(m['exact'], unit, 2)}\nexact", True
            elif centred:
                value = m["value"] - 1 / n
                sig = not m["lo99"] <= 1 / n <= m["hi99"]
                text = f"{fmt(m['value'], unit)}\n{100 * value:+.1f} pt"
            else:
                value = m["value"]
                ref = by.get((combos[0], n))
                sig = (label == combos[0] or ref is None or name not in ref["measures"]
                       or _differs(m, ref["measures"][name]))
                text = f"{fmt(m['value'], unit)}\n[{fmt(m['lo99'], unit)}, {fmt(m['hi99'], unit)}]"
            row.append(Cell(value, text, sig, verdict))
        grid.append(row)
    return grid, centred, ("1/N" if centred else f"the first row ({combos[0]})")


def _bands(result: dict[str, Any], name: str, centred: bool) -> list[tuple[float, float]]:
    """A target's band on the heatmap's scale, when it is the same at every size."""
    out = []
    for c in result["cells"][:1]:
        for t in c["targets"].get(name, []):
            bands = set()
            for cc in result["cells"]:
                for tt in cc["targets"].get(name, []):
                    if tt["text"] == t["text"]:
                        ref = 1 / cc["size"] if centred else 0.0
                        bands.add((round(tt["band"][0] - ref, 9), round(tt["band"][1] - ref, 9)))
            if len(bands) == 1:
                out.append(bands.pop())
    return out


def _seat_section(result: dict[str, Any]) -> list[str]:
    combos = list(dict.fromkeys(c["label"] for c in result["cells"]))
    by = {(c["label"], c["size"]): c for c in result["cells"]}
    sizes = result["sizes"]
    if not any(c.get("seats") for c in result["cells"]):
        return []
    parts = [("<h2>Seat fairness</h2><p>Seats are counted from the banker (0 = the banker, "
             "1 = the next seat clockwise, ...). Each cell: the seat's win rate and its gap "
             "from the table's mean win rate; bold where the seat's 95% interval leaves the "
             "mean out (the seat is favoured or handicapped), hatched where it does not. "
             "Mean points by seat are in the table below and in the seats CSV.</p>")]
    places = max(len(c["seats"]["positions"]) for c in result["cells"] if c.get("seats"))
    for label in combos:
        grid = []
        for p in range(places):
            row = []
            for n in sizes:
                c = by.get((label, n))
                seats = c.get("seats") if c else None
                if not seats or p >= len(seats["positions"]):
                    row.append(Cell(None))
                    continue
                pos = seats["positions"][p]
                gap = pos["win_rate"] - seats["mean_win_rate"]
                row.append(Cell(gap, f"{fmt(pos['win_rate'], '%')}\n{100 * gap:+.1f} pt",
                                pos["unfair"]))
            grid.append(row)
        parts.append(f"<h3>{html.escape(label)}</h3>")
        parts.append(heatmap(grid, [f"banker + {p}" if p else "banker" for p in range(places)],
                             sizes, "win rate by seat, minus the table's mean", "%",
                             result["axis"], centred=True))
        rows = []
        for n in sizes:
            c = by.get((label, n))
            for pos in (c.get("seats") or {}).get("positions", []) if c else []:
                pts = pos.get("points")
                rows.append([n, pos["position"], f"{pos['wins']:,} of {pos['rounds']:,}",
                             (f"{fmt(pos['win_rate'], '%')} [{fmt(pos['lo95'], '%')}, "
                             f"{fmt(pos['hi95'], '%')}]"),
                             f"{pts['mean']:.1f} [{pts['lo95']:.1f}, {pts['hi95']:.1f}]"
                             if pts else "-"])
        parts.append("<details><summary>Wins and points by seat (95% intervals)</summary>"
                     + table([result["axis"], "seats after the banker", "rounds won",
                              "win rate", "mean points"], rows) + "</details>")
    return parts


def _length_section(result: dict[str, Any]) -> list[str]:
    combos = list(dict.fromkeys(c["label"] for c in result["cells"]))
    if not any(c.get("length") for c in result["cells"]):
        return []
    parts = [("<h2>Round length</h2><p>How many actions (plays and passes) the rounds that "
             "were played took, as a share of those rounds, by table size.</p>")]
    for label in combos:
        hists = [(f"{result['axis']} {c['size']}", c["length"]) for c in result["cells"]
                 if c["label"] == label and c.get("length")]
        parts.append(f"<h3>{html.escape(label)}</h3>")
        parts.append(length_steps(hists, "round length", "actions", "% of played rounds"))
    return parts


def _skill_section(result: dict[str, Any]) -> list[str]:
    if not any(c.get("skill") for c in result["cells"]):
        return []
    combos = list(dict.fromkeys(c["label"] for c in result["cells"]))
    by = {(c["label"], c["size"]): c for c in result["cells"]}
    sizes = result["sizes"]
    sk0 = next(c["skill"] for c in result["cells"] if c.get("skill"))
    grid, rows = [], []
    for label in combos:
        row = []
        for n in sizes:
            c = by.get((label, n))
            sk = c.get("skill") if c else None
            if not sk:
                row.append(Cell(None))
                continue
            sig = not sk["edge_lo95"] <= 0 <= sk["edge_hi95"]
            row.append(Cell(sk["edge"], f"{fmt(sk['share'], '%')}\n{100 * sk['edge']:+.1f} pt",
                            sig))
            gap = ("-" if sk["points_gap"] is None else
                   f"{sk['points_gap']:+.1f} [{sk['points_gap_lo95']:+.1f}, "
                   f"{sk['points_gap_hi95']:+.1f}]")
            rows.append([html.escape(label), n, f"{sk['deals']:,}",
                         fmt(sk["seat_share"], "%"),
                         (f"{fmt(sk['share'], '%')} [{fmt(sk['share_lo95'], '%')}, "
                         f"{fmt(sk['share_hi95'], '%')}]"),
                         (f"{100 * sk['edge']:+.1f} pt [{100 * sk['edge_lo95']:+.1f}, "
                         f"{100 * sk['edge_hi95']:+.1f}]"), gap])
        grid.append(row)
    return [(f"<h2>Skill against luck</h2><p>{html.escape(sk0['strong'])} and "
            f"{html.escape(sk0['weak'])} share each table (seats alternate), the lineup "
            "rotates and every deal is played once per rotation, so both hold every hand. "
            f"The <b>edge</b> is {html.escape(sk0['strong'])}'s share of the wins minus its "
            "share of the seats: 0 when the rules leave nothing to skill, larger when play "
            "decides more. Bold where the 95% interval leaves 0 out.</p>"),
            heatmap(grid, combos, sizes, f"{sk0['strong']}'s edge over {sk0['weak']}", "%",
                    result["axis"], centred=True),
            table(["options", result["axis"], "deals", "its seats", "its share of the wins",
                   "edge", "points gap per round"], rows)]


def write_sweep_report(result: dict[str, Any], directory: Path, excel: bool = False) -> Path:
    meta = result["measures"]
    axis = result["axis"]
    sizes = result["sizes"]
    labels_ = list(dict.fromkeys(c["label"] for c in result["cells"]))
    by = {(c["label"], c["size"]): c for c in result["cells"]}
    ag = result["agreement"]
    sheets = sweep_sheets(result)
    parts = ["<p>" + html.escape(
        f"{result['game']}: {axis} {', '.join(map(str, sizes))}; "
        f"{len(labels_)} option combination(s); {result['rounds']:,} rounds per cell; "
        f"bots {', '.join(result['bots'])}; seed {result['seed']}; rules "
        f"{' '.join(result['rules']) or 'as the publisher wrote them'}"
        + ("; deal only (no real match)" if result.get("deal_only") else "")) + "</p>",
        f"<p>Reproduce: <code>{html.escape(result['command'])}</code></p>",
        _downloads("sweep", sheets, excel)]
    if result.get("targets"):
        parts.append("<p>Targets: " + "; ".join(html.escape(t["describe"])
                                                 for t in result["targets"]) + "</p>")
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
        grid, centred, ref = measure_cells(result, k)
        parts.append(f"<h3>{html.escape(m['label'])}</h3><p>{html.escape(m['help'])}</p>")
        parts.append(heatmap(grid, labels_, sizes,
                             f"{m['label']} minus 1/N" if centred else m["label"], unit, axis,
                             centred=centred, bands=_bands(result, k, centred)))
        parts.append(f"<p class=note>{html.escape(SIGNIFICANCE_NOTE.format(ref=ref))}</p>")
        series = [(lab, [n for n in sizes if (lab, n) in by],
                   [by[(lab, n)]["measures"][k]["value"] for n in sizes if (lab, n) in by],
                   [by[(lab, n)]["measures"][k]["lo99"] for n in sizes if (lab, n) in by],
                   [by[(lab, n)]["measures"][k]["hi99"] for n in sizes if (lab, n) in by])
                  for lab in labels_]
        exact = [([n for n in sizes if (lab, n) in by
                   and "exact" in by[(lab, n)]["measures"][k]],
                  [by[(lab, n)]["measures"][k]["exact"] for n in sizes if (lab, n) in by
                   and "exact" in by[(lab, n)]["measures"][k]]) for lab in labels_]
        exact = [e for e in exact if e[0]]
        bands = [(c["size"], *t["band"]) for c in result["cells"] if c["label"] == labels_[0]
                 for t in c["targets"].get(k, [])[:1]]
        parts.append(lines(series[:8], m["label"], unit, axis, bands=bands or None,
                           exact=exact[:8]))
    for mp in result.get("maps", []):
        parts.append(f"<h3>{html.escape(mp['title'])}</h3>")
        parts.append(heatmap([[Cell(v) for v in row] for row in mp["values"]], mp["rows"],
                             mp["cols"], mp["title"], mp["unit"], axis, mp["row_label"]))
    parts += _seat_section(result)
    parts += _length_section(result)
    parts += _skill_section(result)
    if ag["checked"]:
        rows2 = []
        for c in result["cells"]:
            for r in c["checks"]:
                mark = ("<span class=ok>yes</span>" if r["agrees"]
                        else "<span class=bad>NO</span>")
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
    return write_outputs(directory, "sweep", f"Rules lab sweep: {result['game']}", parts,
                         result, sheets, excel)


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
                text = fmt(r["value"], unit, 2)
            else:
                text = (f"{fmt(r['value'], unit)} [{fmt(r['lo'], unit)}, {fmt(r['hi'], unit)}]"
                        f" <small>{r['rounds']:,} rounds</small>")
            cells.append(f"{text} <span class={VERDICT_CLASS[r['verdict']]}>"
                         f"{labels.cell_text(r)}</span>")
        rows.append([html.escape(t["describe"]), *cells])
    return table(["target", *[f"{result['axis']} {n}" for n in sizes]], rows)


def write_tune_report(result: dict[str, Any], directory: Path, excel: bool = False) -> Path:
    meta = result["measures"]
    c = result["counts"]
    st = result["settings"]
    prog = result["progress"]
    sheets = tune_sheets(result)
    conf = labels.confidence_text(result)
    parts = []
    if prog["stopped"]:
        parts.append(f"<p class=partial><b>Partial report:</b> the tune was stopped after "
                     f"{prog['variants_done']:,} of {prog['variants']:,} variants. Run the "
                     "same command again to resume where it stopped.</p>")
    parts += [f"<p><b>{html.escape(labels.headline(result))}.</b></p>",
              "<h2>Targets</h2><ul>" + "".join(
                  f"<li>{html.escape(t['describe'])} (<code>{html.escape(t['text'])}</code>"
                  + (", known exactly" if t["exact"] else ", simulated") + ")</li>"
                  for t in result["targets"]) + "</ul>",
              "<p>" + html.escape(
                  f"for {result['axis']} {', '.join(map(str, result['sizes']))}; bots "
                  f"{', '.join(result['bots'])}; seed {result['seed']}; up to "
                  f"{st['max_changes']} changes; rounds per look {st['looks']}") + "</p>",
              (f"<p class=note>What the verdicts mean: <b>meets (exact)</b> / <b>fails "
              f"(exact)</b>: the value is computed, not simulated. <b>meets (shown)</b> / "
              f"<b>fails (shown)</b>: the whole interval lies inside / outside the target; "
              f"each such verdict is right with {conf} over all the looks (intervals at "
              f"z = {st['z']:.2f}). <b>not shown</b>: the interval still crosses the "
              f"target's edge after the rounds played. A variant's <b>cost</b> is how big "
              f"its change is (the mildest step of an option costs 1).</p>"),
              f"<p>Reproduce: <code>{html.escape(result['command'])}</code></p>",
              _downloads("tune", sheets, excel),
              "<h2>Search</h2>" + table(["", "variants"], [
                  ["in the space", c["variants"]],
                  ["looked at", prog["variants_done"]],
                  ["play like a smaller variant", c["same_as_smaller"]],
                  ["ruled out by exact values", c["ruled_out_exactly"]],
                  ["simulated", c["simulated"]],
                  ["decided by simulations shared with smaller variants",
                   c["decided_from_shared"]],
                  ["shown to fail a target", c["failed"]],
                  ["not shown either way at the round limit", c["open"]],
                  ["shown to meet every target", c["meets"]],
                  ["search stopped at the budget", "yes" if c["budget_reached"] else "no"]])]
    cov = result["coverage"]
    parts.append("<p>Where the targets bind: how many simulated variants were shown to meet, "
                 "shown to fail, or not shown either way, for each target at each table size "
                 "(exact targets count only for variants that passed them).</p>" + table(
                     ["target", *[f"{result['axis']} {n}" for n in result["sizes"]]],
                     [[html.escape(t["describe"]),
                       *[f"{cov[t['text']][str(n)]['meets']} / {cov[t['text']][str(n)]['fails']}"
                         f" / {cov[t['text']][str(n)]['open']}" for n in result["sizes"]]]
                      for t in result["targets"]]))
    shown = result["found"] or result["likely"] or result["closest"]
    parts.append(f"<h2>{html.escape(labels.headline(result)[:1].upper() + labels.headline(result)[1:])}</h2>")
    for v in [*shown, result["baseline"]]:
        title = ("The publisher's rules (for comparison)" if v["status"] == "baseline"
                 else labels.variant_title(v, result))
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
    return write_outputs(directory, "tune", f"Rules lab tuner: {result['game']}", parts,
                         result, sheets, excel)


# --- compare ----------------------------------------------------------------------------------


def write_compare_report(result: dict[str, Any], directory: Path, excel: bool = False) -> Path:
    sheets = compare_sheets(result)
    axis, sizes = result["axis"], result["sizes"]
    a, b = result["a"], result["b"]
    parts = [(f"<p><b>A</b>: {html.escape(a['label'])}<br><b>B</b>: {html.escape(b['label'])}"
             f"</p><p>{html.escape(axis)} {', '.join(map(str, sizes))}; "
             f"{result['rounds']:,} rounds per table; bots {html.escape(', '.join(result['bots']))}; "
             f"seed {html.escape(result['seed'])}: both rule sets are played on the same deals."
             "</p>"),
             f"<p>Reproduce: <code>{html.escape(result['command'])}</code></p>",
             _downloads("compare", sheets, excel)]
    for side, v in (("A", a), ("B", b)):
        if v["rule_book"]:
            parts.append(f"<h3>{side} in the rule book's words</h3><ul>" + "".join(
                f"<li>{html.escape(s)}</li>" for s in v["rule_book"]) + "</ul>")
    parts.append("<h2>Side by side</h2><p class=note>95% intervals; the difference B - A is "
                 "<b>bold</b> where its 95% interval leaves 0 out. Exact values have no "
                 "interval.</p>")
    meta = result["measures"]
    rows = []
    for r in result["rows"]:
        unit = meta[r["measure"]].get("unit", "")
        diff = diff_text(r, unit)
        rows.append([html.escape(r["label"]), r["size"], _ci(r["a"], unit), _ci(r["b"], unit),
                     f"<b>{diff}</b>" if r["significant"] else diff])
    parts.append(table(["measure", axis, "A", "B", "B - A"], rows))
    for name in dict.fromkeys(r["measure"] for r in result["rows"]):
        unit = meta[name].get("unit", "")
        mine = [r for r in result["rows"] if r["measure"] == name]
        series = [(side_label, [r["size"] for r in mine], [r[side]["value"] for r in mine],
                   [r[side]["lo95"] for r in mine], [r[side]["hi95"] for r in mine])
                  for side, side_label in (("a", "A"), ("b", "B"))]
        parts.append(lines(series, meta[name]["label"], unit, axis))
    return write_outputs(directory, "compare", f"Rules lab comparison: {result['game']}",
                         parts, result, sheets, excel)


def _ci(m: dict[str, Any], unit: str) -> str:
    if m.get("exact") is not None:
        return f"{fmt(m['value'], unit, 2)} (exact)"
    return f"{fmt(m['value'], unit)} [{fmt(m['lo95'], unit)}, {fmt(m['hi95'], unit)}]"


def diff_text(r: dict[str, Any], unit: str) -> str:
    """B - A with its interval, or "(exact)" when both sides are exact."""
    if r["exact"]:
        return f"{_signed(r['diff'], unit)} (exact)"
    return (f"{_signed(r['diff'], unit)} [{_signed(r['diff_lo95'], unit)}, "
            f"{_signed(r['diff_hi95'], unit)}]")


def _signed(value: float, unit: str) -> str:
    if unit == "%":
        return f"{100 * value:+.1f} pt"
    return f"{value:+.1f}"
