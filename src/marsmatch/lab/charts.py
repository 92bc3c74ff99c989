"""The lab's plots as embedded PNGs: heatmaps that show what is significant and where the
targets lie, values with intervals across table sizes, and round-length histograms.

A heatmap cell is a ``Cell``: its value, the text written in it, whether it differs
significantly from its reference (1/N, or the first option row) and its verdict against a
target. Cells that are not significant are hatched and pale, so a +6 point cell from a
few hundred rounds does not look like a real effect; a target's band is drawn on the
colour bar, and each cell is outlined solid green where its interval lies inside the
band (meets), dashed red where it lies wholly outside (fails).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..sim.plots import png, pyplot
from .measures import fmt

MEETS, FAILS = "#1a7f37", "#c62828"
#: Latin first, then a CJK font where the system has one (matplotlib falls back per glyph),
#: so reports in Chinese draw their titles and labels
FONTS = ["DejaVu Sans", "Noto Sans CJK SC", "WenQuanYi Micro Hei", "Source Han Sans SC"]


CJK_FILES = re.compile(r"wqy|cjk|sourcehan|droidsansfallback|notosanssc|simhei|msyh",
                       re.IGNORECASE)


@cache
def _cjk_fonts() -> None:
    """Make the system's CJK fonts known to matplotlib (its font cache may predate
    them, and it leaves .ttc collections out of its first scan)."""
    from matplotlib import font_manager

    known = {f.fname for f in font_manager.fontManager.ttflist}
    for path in font_manager.findSystemFonts():
        if CJK_FILES.search(Path(path).name) and path not in known:
            try:
                font_manager.fontManager.addfont(path)
            except (OSError, RuntimeError, ValueError):
                continue  # a font file matplotlib cannot read: draw without it


def _plt() -> Any:
    plt = pyplot()
    _cjk_fonts()
    from matplotlib import font_manager

    known = {f.name for f in font_manager.fontManager.ttflist}
    plt.rcParams["font.family"] = [f for f in FONTS if f in known] or ["sans-serif"]
    return plt


@dataclass(frozen=True)
class Cell:
    value: float | None
    text: str = ""
    significant: bool = True
    verdict: str | None = None  # meets, fails, open (None: no target on this measure)


def heatmap(cells: Sequence[Sequence[Cell]], rows: Sequence[str], cols: Sequence[Any],
            title: str, unit: str, xlabel: str, ylabel: str = "", centred: bool = False,
            bands: Sequence[tuple[float, float]] = (), legend: str = "") -> str:
    """``centred``: a diverging scale around 0 (gaps from a reference); ``bands``: target
    bands drawn on the colour bar (on the plotted scale)."""
    from matplotlib.patches import Rectangle

    plt = _plt()
    data = [[math.nan if c.value is None else float(c.value) for c in row] for row in cells]
    fig, ax = plt.subplots(figsize=(max(5.0, 1.4 + 1.0 * len(cols)),
                                    max(2.4, 1.0 + 0.62 * len(rows))))
    finite = [v for row in data for v in row if not math.isnan(v)]
    top = max((abs(v) for v in finite), default=1.0) or 1.0
    if centred:
        im = ax.imshow(data, cmap="RdBu_r", aspect="auto", vmin=-top, vmax=top)
    else:
        im = ax.imshow(data, cmap="viridis", aspect="auto")
    lo_v, hi_v = (min(finite), max(finite)) if finite else (0.0, 1.0)
    mid = (lo_v + hi_v) / 2
    for i, row in enumerate(cells):
        for j, c in enumerate(row):
            v = data[i][j]
            if math.isnan(v):
                continue
            if not c.significant:  # pale and hatched: not distinguishable from the reference
                ax.add_patch(Rectangle((j - 0.5, i - 0.5), 1, 1, facecolor="white", alpha=0.55,
                                       hatch="///", edgecolor="#999", linewidth=0))
            if c.verdict in ("meets", "fails"):
                ax.add_patch(Rectangle((j - 0.46, i - 0.46), 0.92, 0.92, fill=False,
                                       edgecolor=MEETS if c.verdict == "meets" else FAILS,
                                       linewidth=2.4,
                                       linestyle="-" if c.verdict == "meets" else "--"))
            dark = (abs(v) > 0.6 * top if centred else v < mid) and c.significant
            ax.text(j, i, c.text or fmt(v, unit), ha="center", va="center", fontsize=7.5,
                    color="white" if dark else "black",
                    fontweight="bold" if c.significant else "normal")
    ax.set_xticks(range(len(cols)), [str(c) for c in cols])
    ax.set_yticks(range(len(rows)), list(rows))
    ax.set_xlabel(xlabel)
    if ylabel:
        ax.set_ylabel(ylabel)
    ax.set_title(title)
    bar = fig.colorbar(im, ax=ax, fraction=0.04)
    scale_lo, scale_hi = (-top, top) if centred else (lo_v, hi_v)
    for lo, hi in bands:
        for edge in (lo, hi):
            if math.isfinite(edge) and scale_lo <= edge <= scale_hi:
                bar.ax.axhline(edge, color="black", linewidth=2, linestyle="--")
    if unit == "%":
        bar.ax.yaxis.set_major_formatter(
            (lambda v, _pos: f"{100 * v:+.0f} pt") if centred
            else (lambda v, _pos: f"{100 * v:.0f}%"))
    if legend:
        fig.text(0.01, -0.02, legend, fontsize=7, ha="left", va="top", wrap=True)
    return png(fig)


def lines(series: Sequence[tuple[str, Sequence[int], Sequence[float], Sequence[float],
                                 Sequence[float]]], title: str, unit: str, xlabel: str,
          bands: Sequence[tuple[int, float, float]] | None = None,
          exact: Sequence[tuple[Sequence[int], Sequence[float]]] | None = None,
          target_label: str = "target", exact_label: str = "exact") -> str:
    """Values with intervals across table sizes, one line per series; ``bands`` shades each
    size's target band, ``exact`` marks exact values."""
    from matplotlib.ticker import MaxNLocator

    fig, ax = _plt().subplots(figsize=(7, 3.4))
    scale = 100.0 if unit == "%" else 1.0
    n = max(1, len(series))
    for k, (label, xs, vs, los, his) in enumerate(series):
        off = (k - (n - 1) / 2) * 0.08
        x = [v + off for v in xs]
        ax.errorbar(x, [v * scale for v in vs],
                    yerr=[[max(0.0, v - lo) * scale for v, lo in zip(vs, los, strict=True)],
                          [max(0.0, hi - v) * scale for v, hi in zip(vs, his, strict=True)]],
                    fmt="o-", capsize=3, label=label, ms=4)
    for k, (xs, vs) in enumerate(exact or []):
        ax.scatter(xs, [v * scale for v in vs], marker="D", color="#d22", zorder=3,
                   label=exact_label if k == 0 else None)
    if bands:
        y0, y1 = ax.get_ylim()
        for at, lo, hi in bands:
            lo_s = max(y0, lo * scale) if math.isfinite(lo) else y0
            hi_s = min(y1, hi * scale) if math.isfinite(hi) else y1
            if hi_s > lo_s:
                ax.fill_between([at - 0.4, at + 0.4], lo_s, hi_s, color="#cfc", zorder=0,
                                label=target_label if at == bands[0][0] else None)
        ax.set_ylim(y0, y1)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(xlabel)
    ax.set_ylabel(title + (" (%)" if unit == "%" else ""), fontsize=8)
    ax.set_title(title)
    if series or exact:
        ax.legend(fontsize=7)
    return png(fig)


def length_steps(hists: Sequence[tuple[str, dict[str, int]]], title: str, xlabel: str,
                 ylabel: str) -> str:
    """Round-length histograms (share of the played rounds per number of actions), one
    step line per table size, on one axis."""
    fig, ax = _plt().subplots(figsize=(7, 3.2))
    for label, hist in hists:
        total = sum(hist.values())
        if not total:
            continue
        xs = sorted(int(k) for k in hist)
        width = max(1, (xs[-1] - xs[0]) // 40)
        bins: dict[int, int] = {}
        for x in xs:
            bins[x - x % width] = bins.get(x - x % width, 0) + hist[str(x)]
        bx = sorted(bins)
        ax.step(bx, [100 * bins[b] / total for b in bx], where="post", label=label)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend(fontsize=7, ncol=2)
    return png(fig)
