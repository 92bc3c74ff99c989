"""The lab's results as tables for spreadsheets: CSV always, Excel (.xlsx) with openpyxl.

A result becomes named sheets of plain rows (``sweep_sheets``, ``tune_sheets``,
``compare_sheets``). CSV: one file per sheet (``sweep.csv``, ``sweep-seats.csv``, ...),
each opening with ``#`` lines that carry the provenance (pandas reads them with
``comment="#"``). Excel: one workbook, a sheet per table and a ``provenance`` sheet.
openpyxl is an optional extra (``pip install 'marsmatch[excel]'``).
"""

from __future__ import annotations

import csv
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import MarsMatchError
from ..provenance import lines as provenance_lines
from ..words import error


@dataclass(frozen=True)
class Sheet:
    name: str
    header: Sequence[str]
    rows: Sequence[Sequence[Any]]


def _cell(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    return value


def write_csv(directory: Path, stem: str, sheets: Sequence[Sheet],
              prov: dict[str, Any]) -> list[Path]:
    """One CSV per sheet; the first is ``stem.csv``, the others ``stem-NAME.csv``."""
    paths = []
    for i, sheet in enumerate(sheets):
        path = directory / (f"{stem}.csv" if i == 0 else f"{stem}-{sheet.name}.csv")
        with path.open("w", newline="", encoding="utf-8") as f:
            for label, text in provenance_lines(prov):
                f.write(f"# {label}: {text}\n")
            w = csv.writer(f)
            w.writerow(sheet.header)
            for row in sheet.rows:
                w.writerow(["" if _cell(v) is None else v for v in row])
        paths.append(path)
    return paths


def write_xlsx(path: Path, sheets: Sequence[Sheet], prov: dict[str, Any]) -> Path:
    """One workbook: a sheet per table (bold frozen header, filters) and the provenance."""
    try:
        from openpyxl import Workbook
        from openpyxl.styles import Font
        from openpyxl.utils import get_column_letter
    except ImportError:
        raise error(MarsMatchError, "err-excel", what="export") from None
    wb = Workbook()
    first = True
    for sheet in sheets:
        ws = wb.active if first else wb.create_sheet()
        first = False
        ws.title = sheet.name[:31]
        ws.append(list(sheet.header))
        for row in sheet.rows:
            ws.append([_cell(v) for v in row])
        for c in ws[1]:
            c.font = Font(bold=True)
        ws.freeze_panes = "A2"
        if sheet.rows:
            ws.auto_filter.ref = ws.dimensions
        for j, name in enumerate(sheet.header, 1):
            width = max([len(str(name))] + [len(str(r[j - 1])) for r in sheet.rows[:200]])
            ws.column_dimensions[get_column_letter(j)].width = min(60, width + 2)
    ws = wb.create_sheet("provenance")
    for label, text in provenance_lines(prov):
        ws.append([label, text])
    ws.column_dimensions["A"].width = 24
    ws.column_dimensions["B"].width = 100
    wb.save(path)
    return path


# --- results as sheets -------------------------------------------------------------------


def sweep_sheets(result: dict[str, Any]) -> list[Sheet]:
    """Every cell's measures (with intervals, exact values and target verdicts), its seats,
    round lengths and skill edge."""
    meta = result["measures"]
    rows = []
    for c in result["cells"]:
        for name, m in c["measures"].items():
            verdicts = c.get("targets", {}).get(name, [])
            rows.append([c["size"], c["label"], name, meta[name]["label"],
                         meta[name].get("unit", ""), m["value"], m["lo95"], m["hi95"],
                         m["lo99"], m["hi99"], m["n"], m.get("exact"),
                         "; ".join(v["text"] for v in verdicts),
                         "; ".join(v["verdict"] for v in verdicts)])
    out = [Sheet("measures", [result["axis"], "options", "measure", "label", "unit", "value",
                              "lo95", "hi95", "lo99", "hi99", "n", "exact", "targets",
                              "target verdicts (99%)"], rows)]
    seat_rows = []
    for c in result["cells"]:
        for p in (c.get("seats") or {}).get("positions", []):
            pts = p.get("points") or {}
            seat_rows.append([c["size"], c["label"], p["position"], p["rounds"], p["wins"],
                              p["win_rate"], p["lo95"], p["hi95"], pts.get("mean"),
                              pts.get("lo95"), pts.get("hi95")])
    if seat_rows:
        out.append(Sheet("seats", [result["axis"], "options", "seats after the banker",
                                   "rounds", "wins", "win rate", "lo95", "hi95",
                                   "mean points", "points lo95", "points hi95"], seat_rows))
    length_rows = [[c["size"], c["label"], int(k), v]
                   for c in result["cells"] for k, v in (c.get("length") or {}).items()]
    if length_rows:
        out.append(Sheet("length", [result["axis"], "options", "actions", "rounds"],
                         length_rows))
    skill_rows = []
    for c in result["cells"]:
        sk = c.get("skill")
        if sk:
            skill_rows.append([c["size"], c["label"], sk["strong"], sk["weak"], sk["deals"],
                               sk["seat_share"], sk["share"], sk["share_lo95"],
                               sk["share_hi95"], sk["edge"], sk["edge_lo95"], sk["edge_hi95"],
                               sk["points_gap"], sk["points_gap_lo95"],
                               sk["points_gap_hi95"]])
    if skill_rows:
        out.append(Sheet("skill", [result["axis"], "options", "stronger bot", "weaker bot",
                                   "deals", "its share of the seats", "its share of the wins",
                                   "lo95", "hi95", "edge", "edge lo95", "edge hi95",
                                   "points gap per round", "gap lo95", "gap hi95"],
                         skill_rows))
    return out


def tune_sheets(result: dict[str, Any]) -> list[Sheet]:
    """The evidence of every variant shown (and the publisher's rules), one row per target
    and table size."""
    rows = []
    shown = [*result["found"], *result["likely"], *result["closest"], result["baseline"]]
    for v in shown:
        for r in v["evidence"]:
            rows.append([v["label"], v["status"], v["cost"], r["target"], r["size"],
                         r["value"], r["lo"], r["hi"], r["band"][0], r["band"][1],
                         "exact" if r["exact"] else "simulated", r["verdict"], r["rounds"]])
    return [Sheet("evidence", ["variant", "status", "cost", "target", result["axis"], "value",
                               "lo", "hi", "band low", "band high", "how", "verdict",
                               "rounds"], rows)]


def compare_sheets(result: dict[str, Any]) -> list[Sheet]:
    """Each measure of the two rule sets at each table size, and their difference."""
    rows = []
    for r in result["rows"]:
        rows.append([r["size"], r["measure"], r["label"], r["a"]["value"], r["a"]["lo95"],
                     r["a"]["hi95"], r["b"]["value"], r["b"]["lo95"], r["b"]["hi95"],
                     r["diff"], r["diff_lo95"], r["diff_hi95"], r["significant"]])
    return [Sheet("compare", [result["axis"], "measure", "label", "A", "A lo95", "A hi95",
                              "B", "B lo95", "B hi95", "B - A", "diff lo95", "diff hi95",
                              "significant (95%)"], rows)]
