"""The lab's HTML reports: one self-contained page per sweep, tune or comparison, with
embedded PNG plots (``charts``), next to the JSON, CSV (and Excel) they are drawn from.

Every page opens with its provenance (version, commit or source fingerprint, date,
command, seed, machine) and says what each verdict proves at what confidence. The words
are the catalogue's (``words/*/lab.ftl``), so a report is written in English or Chinese
(``--lang``); the numbers, option names and commands stay as they are.
"""

from __future__ import annotations

import html
import json
import math
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..provenance import code_line
from ..provenance import items as provenance_items
from ..sim.plots import STYLE
from ..words import t, text
from . import labels
from .charts import Cell, heatmap, length_steps, lines
from .export import Sheet, compare_sheets, sweep_sheets, tune_sheets, write_csv, write_xlsx
from .measures import Z99, fmt

VERDICT_CLASS = {"meets": "ok", "fails": "bad", "open": "open"}
EXTRA_STYLE = ("<style>.open{color:#a60;font-weight:bold}details{margin:1em 0}"
               "li{margin:.3em 0}.prov td,.prov th{text-align:left;font-size:.9em}"
               ".partial{background:#fff3cd;border:1px solid #e0b000;padding:.6em 1em}"
               ".note{font-size:.9em;color:#444}body{font-family:system-ui,sans-serif,"
               "'Noto Sans CJK SC','WenQuanYi Micro Hei';padding:0 .8em}"
               "table{display:block;overflow-x:auto;max-width:100%}</style>")


class Words:
    """The report's words in one language: ``w("id", **args)`` as text, ``w.h(...)``
    escaped for HTML, ``w.say(message or text)``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __call__(self, mid: str, **args: Any) -> str:
        return t(mid, self.lang, **args)

    def h(self, mid: str, **args: Any) -> str:
        return html.escape(t(mid, self.lang, **args))

    def bots(self, specs: Any) -> str:
        """Bot specs ("greedy", "search-base:iterations=20", a lineup "greedy,random", a
        skill pair "greedy>random") by their names in the report's language."""
        joined = ",".join(specs) if isinstance(specs, (list, tuple)) else str(specs)
        parts = re.split(r"([,>])", joined)
        return "".join(self("lab-bot-sep", sep="pair" if p == ">" else "list") if p in ",>"
                       else self("lab-bot-name", name=p.split(":")[0], spec=p)
                       for p in parts)

    def say(self, message: Any) -> str:
        return text(message, self.lang) if isinstance(message, Mapping) else str(message)

    def measure(self, name: str, meta: Mapping[str, Any]) -> str:
        return self("lab-measure", name=name, label=meta[name]["label"])

    def measure_help(self, name: str, meta: Mapping[str, Any]) -> str:
        return self("lab-measure-help", name=name, help=meta[name].get("help", ""))

    def axis(self, axis: str) -> str:
        return self("lab-axis", axis=axis)


def table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A table; header cells are escaped, body cells are HTML already. It scrolls sideways
    on a narrow screen, so it takes the keyboard's focus too (tabindex)."""
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table tabindex=0><tr>{head}</tr>{body}</table>"


def page(title: str, parts: Sequence[str], lang: str) -> str:
    return (f"<!doctype html><html lang={lang}><head><meta charset='utf-8'>"
            f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body>"
            f"<h1>{html.escape(title)}</h1>" + "\n".join(parts) + "</body></html>\n")


def provenance_html(prov: dict[str, Any], w: Words) -> str:
    rows = "".join(f"<tr><th scope=row>{w.h(f'lab-prov-{key}')}</th><td>"
                   + (f"<code>{html.escape(value)}</code>" if key == "command"
                      else html.escape(value)) + "</td></tr>"
                   for key, value in provenance_items(prov, w.lang))
    return (f"<h2 id=provenance>{w.h('lab-provenance')}</h2><p class=note>"
            f"{w.h('lab-provenance-intro')}</p><table class=prov>{rows}</table>")


def provenance_summary(prov: dict[str, Any], w: Words) -> str:
    """One line under the title: the code and the date (the whole block ends the page)."""
    code = code_line(prov, w.lang)
    return (f"<p class=note>{w.h('lab-prov-summary', code=code, date=prov['date'])}"
            f" <a href='#provenance'>{w.h('lab-prov-link')}</a></p>")


def write_outputs(directory: Path, stem: str, title: str, parts: list[str],
                  result: dict[str, Any], sheets: list[Sheet], excel: bool, w: Words) -> Path:
    """The page, the JSON, the CSV files and (``excel``) the workbook, side by side."""
    directory.mkdir(parents=True, exist_ok=True)
    prov = result["provenance"]
    path = directory / "index.html"
    path.write_text(page(title, [EXTRA_STYLE, provenance_summary(prov, w), *parts,
                                 provenance_html(prov, w)], w.lang), encoding="utf-8")
    (directory / f"{stem}.json").write_text(json.dumps(result, indent=1) + "\n",
                                            encoding="utf-8")
    write_csv(directory, stem, sheets, prov)
    if excel:
        write_xlsx(directory / f"{stem}.xlsx", sheets, prov)
    return path


def _downloads(stem: str, sheets: list[Sheet], excel: bool, w: Words) -> str:
    names = [f"{stem}.json"] + [f"{stem}.csv" if i == 0 else f"{stem}-{s.name}.csv"
                                for i, s in enumerate(sheets)]
    if excel:
        names.append(f"{stem}.xlsx")
    return (f"<p>{w.h('lab-data')} " + ", ".join(f"<a href='{n}'>{n}</a>" for n in names)
            + "</p>")


def _reproduce(command: str, w: Words) -> str:
    return f"<p>{w.h('lab-reproduce')} <code>{html.escape(command)}</code></p>"


# --- sweep ----------------------------------------------------------------------------------


def _est(m: dict[str, Any], unit: str) -> str:
    return f"{fmt(m['value'], unit)} [{fmt(m['lo99'], unit)}, {fmt(m['hi99'], unit)}]"


def key_rows(result: dict[str, Any], w: Words | None = None
             ) -> tuple[list[str], list[list[str]]]:
    """The key table (plain text cells): the cells grouped by option combination (the
    combination named once, then a row per table size), the key measures with 99%
    intervals, exact values next to the simulated ones."""
    w = w or Words("en")
    meta = result["measures"]
    keys = [k for k, v in meta.items() if v.get("key")
            and any(k in c["measures"] for c in result["cells"])]
    header = [w("lab-options"), w.axis(result["axis"])]
    for k in keys:
        header.append(w.measure(k, meta))
        if any("exact" in c["measures"].get(k, {}) for c in result["cells"]):
            header.append(w("lab-key-exact", label=w.measure(k, meta)))
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


def measure_cells(result: dict[str, Any], name: str, w: Words | None = None
                  ) -> tuple[list[list[Cell]], bool, str]:
    """The heatmap cells of one measure (rows: option combinations, columns: sizes): the
    value, or its gap from 1/N; significance against 1/N, or against the first row."""
    w = w or Words("en")
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
                words, sig = f"{fmt(m['exact'], unit, 2)}\n{w('lab-exact-mark')}", True
            elif centred:
                value = m["value"] - 1 / n
                sig = not m["lo99"] <= 1 / n <= m["hi99"]
                words = f"{fmt(m['value'], unit)}\n{100 * value:+.1f} pt"
            else:
                value = m["value"]
                ref = by.get((combos[0], n))
                sig = (label == combos[0] or ref is None or name not in ref["measures"]
                       or _differs(m, ref["measures"][name]))
                words = (f"{fmt(m['value'], unit)}\n"
                         f"[{fmt(m['lo99'], unit)}, {fmt(m['hi99'], unit)}]")
            row.append(Cell(value, words, sig, verdict))
        grid.append(row)
    return grid, centred, (w("lab-ref-1n") if centred else w("lab-ref-first", row=combos[0]))


def _bands(result: dict[str, Any], name: str, centred: bool) -> list[tuple[float, float]]:
    """A target's band on the heatmap's scale, when it is the same at every size."""
    out = []
    for c in result["cells"][:1]:
        for tg in c["targets"].get(name, []):
            bands = set()
            for cc in result["cells"]:
                for tt in cc["targets"].get(name, []):
                    if tt["text"] == tg["text"]:
                        ref = 1 / cc["size"] if centred else 0.0
                        bands.add((round(tt["band"][0] - ref, 9),
                                   round(tt["band"][1] - ref, 9)))
            if len(bands) == 1:
                out.append(bands.pop())
    return out


def _seat_section(result: dict[str, Any], w: Words) -> list[str]:
    combos = list(dict.fromkeys(c["label"] for c in result["cells"]))
    by = {(c["label"], c["size"]): c for c in result["cells"]}
    sizes = result["sizes"]
    if not any(c.get("seats") for c in result["cells"]):
        return []
    parts = [f"<h2>{w.h('lab-seats-title')}</h2><p>{w.h('lab-seats-help')}</p>"]
    places = max(len(c["seats"]["positions"]) for c in result["cells"] if c.get("seats"))
    names = [w("lab-seat-after", n=p) if p else w("lab-seat-banker") for p in range(places)]
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
        parts.append(heatmap(grid, names, sizes, w("lab-seats-map"), "%",
                             w.axis(result["axis"]), centred=True))
        rows = []
        for n in sizes:
            c = by.get((label, n))
            for pos in (c.get("seats") or {}).get("positions", []) if c else []:
                pts = pos.get("points")
                rows.append([n, pos["position"],
                             w.h("lab-won-of", wins=f"{pos['wins']:,}",
                                 rounds=f"{pos['rounds']:,}"),
                             (f"{fmt(pos['win_rate'], '%')} [{fmt(pos['lo95'], '%')}, "
                             f"{fmt(pos['hi95'], '%')}]"),
                             f"{pts['mean']:.1f} [{pts['lo95']:.1f}, {pts['hi95']:.1f}]"
                             if pts else "-"])
        parts.append(f"<details><summary>{w.h('lab-seats-details')}</summary>"
                     + table([w.axis(result["axis"]), w("lab-col-seat"), w("lab-col-won"),
                              w("lab-col-win-rate"), w("lab-col-points")], rows)
                     + "</details>")
    return parts


def _length_section(result: dict[str, Any], w: Words) -> list[str]:
    combos = list(dict.fromkeys(c["label"] for c in result["cells"]))
    if not any(c.get("length") for c in result["cells"]):
        return []
    parts = [f"<h2>{w.h('lab-length-title')}</h2><p>{w.h('lab-length-help')}</p>"]
    for label in combos:
        hists = [(w("lab-axis-n", axis=result["axis"], n=c["size"]), c["length"])
                 for c in result["cells"] if c["label"] == label and c.get("length")]
        parts.append(f"<h3>{html.escape(label)}</h3>")
        parts.append(length_steps(hists, w("lab-length-chart"), w("lab-length-x"),
                                  w("lab-length-y")))
    return parts


def _skill_section(result: dict[str, Any], w: Words) -> list[str]:
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
    pair = {"strong": sk0["strong"], "weak": sk0["weak"]}
    return [f"<h2>{w.h('lab-skill-title')}</h2><p>{w.h('lab-skill-help', **pair)}</p>",
            heatmap(grid, combos, sizes, w("lab-skill-map", **pair), "%",
                    w.axis(result["axis"]), centred=True),
            table([w("lab-options"), w.axis(result["axis"]), w("lab-col-deals"),
                   w("lab-col-its-seats"), w("lab-col-its-share"), w("lab-col-edge"),
                   w("lab-col-gap")], rows)]


def _map_row(label: str, w: Words) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
    return w("lab-map-row", row=f"row-{slug}", label=label)


def write_sweep_report(result: dict[str, Any], directory: Path, excel: bool = False,
                       lang: str = "en") -> Path:
    w = Words(lang)
    meta = result["measures"]
    axis = result["axis"]
    axis_word = w.axis(axis)
    sizes = result["sizes"]
    labels_ = list(dict.fromkeys(c["label"] for c in result["cells"]))
    by = {(c["label"], c["size"]): c for c in result["cells"]}
    ag = result["agreement"]
    sheets = sweep_sheets(result)
    rules = " ".join(result["rules"]) or w("lab-rules-as-written")
    intro = w("lab-sweep-intro", game=w(f"game-{result['game']}"),
              sizes=w("lab-sizes", axis=axis, sizes=", ".join(map(str, sizes))),
              combos=len(labels_), rounds=f"{result['rounds']:,}",
              bots=w.bots(result["bots"]), seed=result["seed"], rules=rules)
    if result.get("deal_only"):
        intro += "; " + w("lab-deal-only")
    parts = [f"<p>{html.escape(intro)}</p>", _reproduce(result["command"], w),
             _downloads("sweep", sheets, excel, w)]
    if result.get("targets"):
        parts.append(f"<p>{w.h('lab-targets')} " + "; ".join(
            html.escape(w.say(tg.get("describe_msg") or tg["describe"]))
            for tg in result["targets"]) + "</p>")
    if ag["checked"]:
        cls = "ok" if ag["inside"] == ag["checked"] else "bad"
        parts.append(
            f"<h2>{w.h('lab-exact-title')}</h2><p class={cls}>"
            + w.h("lab-exact-agree", inside=ag["inside"], checked=ag["checked"],
                  simultaneous=ag["simultaneous_inside"], z=f"{ag['simultaneous_z']:.2f}")
            + f"</p><p>{w.h('lab-exact-help')}</p>")
        if ag["misses"]:
            parts.append(f"<p>{w.h('lab-exact-outside')}</p>" + table(
                [axis_word, w("lab-col-scope"), w("lab-col-event"), w("lab-col-count"),
                 w("lab-col-observed"), w("lab-col-ci99"), w("lab-col-exact"), w("lab-col-z")],
                [[m["size"], m["scope"], m["event"], f"{m['count']}/{m['n']}",
                  f"{m['rate']:.5f}", f"{m['lo99']:.5f} .. {m['hi99']:.5f}",
                  f"{m['exact']:.5f}", f"{m['z']:+.2f}"] for m in ag["misses"]]))
    header, rows = key_rows(result, w)
    parts.append(f"<h2>{w.h('lab-key-title')}</h2><p>{w.h('lab-key-help')}</p>")
    parts.append(table(header, [[html.escape(x) for x in r] for r in rows]))
    parts.append(f"<h2>{w.h('lab-across', axis=axis_word)}</h2>")
    for k, m in meta.items():
        if not any(k in c["measures"] for c in result["cells"]):
            continue
        unit = m.get("unit", "")
        name = w.measure(k, meta)
        grid, centred, ref = measure_cells(result, k, w)
        parts.append(f"<h3>{html.escape(name)}</h3>"
                     f"<p>{html.escape(w.measure_help(k, meta))}</p>")
        parts.append(heatmap(grid, labels_, sizes,
                             w("lab-minus-1n", label=name) if centred else name, unit,
                             axis_word, centred=centred, bands=_bands(result, k, centred)))
        parts.append(f"<p class=note>{w.h('lab-significance', ref=ref)}</p>")
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
        bands = [(c["size"], *tg["band"]) for c in result["cells"] if c["label"] == labels_[0]
                 for tg in c["targets"].get(k, [])[:1]]
        parts.append(lines(series[:8], name, unit, axis_word, bands=bands or None,
                           exact=exact[:8], target_label=w("lab-target-band"),
                           exact_label=w("lab-exact-mark")))
    for mp in result.get("maps", []):
        title = w("lab-map-title", row=mp["row_label"], title=mp["title"])
        parts.append(f"<h3>{html.escape(title)}</h3>")
        parts.append(heatmap([[Cell(v) for v in row] for row in mp["values"]],
                             [_map_row(r, w) for r in mp["rows"]], mp["cols"], title,
                             mp["unit"], axis_word, w("lab-map-axis", row=mp["row_label"])))
    parts += _seat_section(result, w)
    parts += _length_section(result, w)
    parts += _skill_section(result, w)
    if ag["checked"]:
        rows2 = []
        for c in result["cells"]:
            for r in c["checks"]:
                mark = (f"<span class=ok>{w.h('lab-yes')}</span>" if r["agrees"]
                        else f"<span class=bad>{w.h('lab-no')}</span>")
                rows2.append([c["size"], html.escape(c["label"]), r["scope"], r["event"],
                              f"{r['count']}/{r['n']}", f"{r['rate']:.5f}",
                              f"{r['lo99']:.5f} .. {r['hi99']:.5f}", f"{r['exact']:.5f}",
                              f"{r['z']:+.2f}", mark])
        parts.append(f"<details><summary>{w.h('lab-exact-every')}</summary>" + table(
            [axis_word, w("lab-options"), w("lab-col-scope"), w("lab-col-event"),
             w("lab-col-count"), w("lab-col-observed"), w("lab-col-ci99"), w("lab-col-exact"),
             w("lab-col-z"), w("lab-col-in99")], rows2) + "</details>")
    parts.append(f"<h2>{w.h('lab-measures')}</h2><ul>" + "".join(
        f"<li><b>{html.escape(w.measure(k, meta))}</b> (<code>{k}</code>): "
        f"{html.escape(w.measure_help(k, meta))}</li>" for k in meta) + "</ul>")
    return write_outputs(directory, "sweep", w("lab-title-sweep", game=w(f"game-{result['game']}")),
                         parts, result, sheets, excel, w)


# --- tune -----------------------------------------------------------------------------------


def evidence_table(v: dict[str, Any], result: dict[str, Any], w: Words | None = None) -> str:
    w = w or Words("en")
    meta = result["measures"]
    sizes = result["sizes"]
    rows = []
    evidence = v["evidence"] + v.get("confirm", [])
    for tg in result["targets"]:
        unit = meta[tg["measure"]].get("unit", "")
        # one row per bot population the target was measured under (exact: one row)
        for bots in dict.fromkeys(r.get("bots", "") for r in evidence
                                  if r["target"] == tg["text"]):
            cells = []
            for n in sizes:
                r = next((r for r in evidence if r["size"] == n and r["target"] == tg["text"]
                          and r.get("bots", "") == bots), None)
                if r is None:
                    cells.append("-")
                    continue
                if r["exact"]:
                    value = fmt(r["value"], unit, 2)
                else:
                    rounds = w.h("lab-rounds-n", n=format(r["rounds"], ","))
                    value = (f"{fmt(r['value'], unit)} [{fmt(r['lo'], unit)}, "
                             f"{fmt(r['hi'], unit)}] <small>{rounds}</small>")
                cells.append(f"{value} <span class={VERDICT_CLASS[r['verdict']]}>"
                             f"{html.escape(w.say(labels.cell_msg(r)))}</span>")
            label = html.escape(w.say(tg.get("describe_msg") or tg["describe"]))
            if bots:
                label += f"<br><small>{w.h('lab-bots-row', bots=w.bots(bots))}</small>"
            rows.append([label, *cells])
    return table([w("lab-col-target"), *[w("lab-axis-n", axis=result["axis"], n=n)
                                         for n in sizes]], rows)


def write_tune_report(result: dict[str, Any], directory: Path, excel: bool = False,
                      lang: str = "en") -> Path:
    w = Words(lang)
    meta = result["measures"]
    c = result["counts"]
    st = result["settings"]
    prog = result["progress"]
    sheets = tune_sheets(result)
    axis_word = w.axis(result["axis"])
    headline = w.say(labels.headline(result))
    parts = []
    if prog["stopped"]:
        partial = w.h("lab-partial", done=format(prog["variants_done"], ","),
                      total=format(prog["variants"], ","))
        parts.append(f"<p class=partial><b>{partial}</b></p>")
    parts += [f"<p><b>{html.escape(headline)}</b></p>",
              f"<h2>{w.h('lab-targets-title')}</h2><ul>" + "".join(
                  f"<li>{html.escape(w.say(tg.get('describe_msg') or tg['describe']))} "
                  f"(<code>{html.escape(tg['text'])}</code>, "
                  f"{w.h('lab-target-exact' if tg['exact'] else 'lab-target-simulated')})</li>"
                  for tg in result["targets"]) + "</ul>",
              "<p>" + w.h("lab-tune-for", sizes=w.say(labels.sizes_msg(result["axis"],
                                                                       result["sizes"])),
                          bots=w.bots(result["bots"]), seed=result["seed"],
                          changes=st["max_changes"], looks=str(st["looks"])) + "</p>",
              "<p class=note>" + w.h("lab-verdicts-mean",
                                     confidence=w.say(labels.confidence_msg(result)),
                                     z=f"{st['z']:.2f}") + "</p>",
              _reproduce(result["command"], w), _downloads("tune", sheets, excel, w),
              f"<h2>{w.h('lab-search')}</h2>" + table(["", w("lab-col-variants")], [
                  [w.h("lab-count-space"), c["variants"]],
                  [w.h("lab-count-looked"), prog["variants_done"]],
                  [w.h("lab-count-same"), c["same_as_smaller"]],
                  [w.h("lab-count-exact"), c["ruled_out_exactly"]],
                  [w.h("lab-count-simulated"), c["simulated"]],
                  [w.h("lab-count-shared"), c["decided_from_shared"]],
                  [w.h("lab-count-failed"), c["failed"]],
                  [w.h("lab-count-open"), c["open"]],
                  [w.h("lab-count-meets"), c["meets"]],
                  [w.h("lab-count-budget"), w.h("lab-yes" if c["budget_reached"] else "lab-no")]])]
    cov = result["coverage"]
    parts.append(f"<p>{w.h('lab-coverage')}</p>" + table(
        [w("lab-col-target"), *[w("lab-axis-n", axis=result["axis"], n=n)
                                for n in result["sizes"]]],
        [[html.escape(w.say(tg.get("describe_msg") or tg["describe"])),
          *[f"{cov[tg['text']][str(n)]['meets']} / {cov[tg['text']][str(n)]['fails']}"
            f" / {cov[tg['text']][str(n)]['open']}" for n in result["sizes"]]]
         for tg in result["targets"]]))
    shown = result["found"] or result["likely"] or result["closest"]
    parts.append(f"<h2>{html.escape(headline[:1].upper() + headline[1:])}</h2>")
    for v in [*shown, result["baseline"]]:
        title = (w("lab-publishers-rules") if v["status"] == "baseline"
                 else w.say(labels.variant_title(v, result)))
        parts.append(f"<h3>{html.escape(title)}</h3>")
        if v["rule_book"]:
            parts.append("<ul>" + "".join(f"<li>{html.escape(w.say(s))}</li>"
                                          for s in v.get("rule_book_msg") or v["rule_book"])
                         + "".join(f"<li class=warn>⚠ {html.escape(w.say(p))}</li>"
                                   for p in v.get("printed_msg") or []) + "</ul>")
        if v["options"]:
            parts.append(f"<p><code>{html.escape(' '.join(v['options']))}</code></p>")
        parts.append(evidence_table(v, result, w))
    parts.append(f"<h2>{w.h('lab-each-target', axis=axis_word)}</h2>")
    for tg in result["targets"]:
        name = tg["text"]
        unit = meta[tg["measure"]].get("unit", "")
        series = []
        for v in [*shown, result["baseline"]]:
            rows = sorted((r for r in v["evidence"] if r["target"] == name),
                          key=lambda r: r["size"])
            label = w("lab-publishers-short") if v["status"] == "baseline" else v["label"]
            series.append((label, [r["size"] for r in rows], [r["value"] for r in rows],
                           [r["lo"] for r in rows], [r["hi"] for r in rows]))
        bands = [(r["size"], r["band"][0], r["band"][1])
                 for r in result["baseline"]["evidence"] if r["target"] == name]
        parts.append(lines(series, w.say(tg.get("describe_msg") or tg["describe"]), unit,
                           axis_word, bands=bands, target_label=w("lab-target-band"),
                           exact_label=w("lab-exact-mark")))
    return write_outputs(directory, "tune", w("lab-title-tune", game=w(f"game-{result['game']}")),
                         parts, result, sheets, excel, w)


# --- compare ----------------------------------------------------------------------------------


def write_compare_report(result: dict[str, Any], directory: Path, excel: bool = False,
                         lang: str = "en") -> Path:
    w = Words(lang)
    sheets = compare_sheets(result)
    axis, sizes = result["axis"], result["sizes"]
    a, b = result["a"], result["b"]
    parts = [f"<p><b>A</b>: {html.escape(_side_label(a, w))}<br>"
             f"<b>B</b>: {html.escape(_side_label(b, w))}</p><p>"
             + w.h("lab-compare-intro", sizes=w.say(labels.sizes_msg(axis, sizes)),
                   rounds=f"{result['rounds']:,}", bots=w.bots(result["bots"]),
                   seed=result["seed"]) + "</p>",
             _reproduce(result["command"], w), _downloads("compare", sheets, excel, w)]
    for side, v in (("A", a), ("B", b)):
        if v["rule_book"]:
            parts.append(f"<h3>{w.h('lab-compare-words', side=side)}</h3><ul>" + "".join(
                f"<li>{html.escape(w.say(s))}</li>"
                for s in v.get("rule_book_msg") or v["rule_book"]) + "</ul>")
    parts.append(f"<h2>{w.h('lab-side-by-side')}</h2><p class=note>{w.h('lab-side-help')}</p>")
    meta = result["measures"]
    rows = []
    for r in result["rows"]:
        unit = meta[r["measure"]].get("unit", "")
        exact = w("labt-exact")
        diff = diff_text(r, unit, exact)
        rows.append([html.escape(_row_label(r, meta, w)), r["size"], _ci(r["a"], unit, exact),
                     _ci(r["b"], unit, exact), f"<b>{diff}</b>" if r["significant"] else diff])
    parts.append(table([w("lab-col-measure"), w.axis(axis), "A", "B", "B - A"], rows))
    for name in dict.fromkeys(r["measure"] for r in result["rows"]):
        unit = meta[name].get("unit", "")
        mine = [r for r in result["rows"] if r["measure"] == name]
        series = [(side_label, [r["size"] for r in mine], [r[side]["value"] for r in mine],
                   [r[side]["lo95"] for r in mine], [r[side]["hi95"] for r in mine])
                  for side, side_label in (("a", "A"), ("b", "B"))]
        parts.append(lines(series, _row_label(mine[0], meta, w), unit, w.axis(axis),
                           target_label=w("lab-target-band"), exact_label=w("lab-exact-mark")))
    return write_outputs(directory, "compare",
                         w("lab-title-compare", game=w(f"game-{result['game']}")), parts,
                         result, sheets, excel, w)


def _side_label(side: dict[str, Any], w: Words) -> str:
    return " ".join(side["rules"]) or w("lab-rules-as-written")


def _row_label(r: dict[str, Any], meta: Mapping[str, Any], w: Words) -> str:
    if r["measure"] == "skill_edge":
        strong, weak = meta["skill_edge"]["pair"]
        return w("lab-skill-edge", strong=strong, weak=weak)
    return w.measure(r["measure"], meta)


def _ci(m: dict[str, Any], unit: str, exact: str = "(exact)") -> str:
    if m.get("exact") is not None:
        return f"{fmt(m['value'], unit, 2)} {exact}"
    return f"{fmt(m['value'], unit)} [{fmt(m['lo95'], unit)}, {fmt(m['hi95'], unit)}]"


def diff_text(r: dict[str, Any], unit: str, exact: str = "(exact)") -> str:
    """B - A with its interval, or "(exact)" when both sides are exact (``exact``: in the
    reader's language)."""
    if r["exact"]:
        return f"{_signed(r['diff'], unit)} {exact}"
    return (f"{_signed(r['diff'], unit)} [{_signed(r['diff_lo95'], unit)}, "
            f"{_signed(r['diff_hi95'], unit)}]")


def _signed(value: float, unit: str) -> str:
    if unit == "%":
        return f"{100 * value:+.1f} pt"
    return f"{value:+.1f}"
