"""HTML pieces and plots for the rules-lab reports (self-contained pages, embedded PNGs).

matplotlib is imported when the first plot is drawn, not with the simulator: workers that
only play rounds never pay for it."""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Sequence
from typing import Any


def pyplot() -> Any:
    """matplotlib's pyplot on the file-only Agg backend, imported on first use."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


STYLE = """
body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 8px;
text-align:right}th{background:#f3f3f3}td:first-child,th:first-child{text-align:left}
.bad{color:#b00;font-weight:bold}.ok{color:#070}img{max-width:100%}
"""


def png(fig: Any) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight")
    pyplot().close(fig)
    return ('<img alt="plot" src="data:image/png;base64,'
            + base64.b64encode(buf.getvalue()).decode() + '">')


def table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def page(title: str, parts: Sequence[str]) -> str:
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(title)}"
            f"</title><style>{STYLE}</style></head><body><h1>{html.escape(title)}</h1>"
            + "\n".join(parts) + "</body></html>\n")


def bar(labels: Sequence[str], values: Sequence[float], title: str, ylabel: str,
         errs: Sequence[tuple[float, float]] | None = None) -> str:
    fig, ax = pyplot().subplots(figsize=(7, 3.2))
    x = list(range(len(labels)))
    ax.bar(x, values, color="#8c6")
    if errs:
        ax.errorbar(x, values, yerr=[[v - e[0] for v, e in zip(values, errs)],
                                     [e[1] - v for v, e in zip(values, errs)]],
                    fmt="none", ecolor="#333", capsize=4)
    ax.set_xticks(x, labels, rotation=20, ha="right")
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    return png(fig)


def hist(values: dict[Any, int], title: str, xlabel: str) -> str:
    fig, ax = pyplot().subplots(figsize=(7, 3.2))
    xs = [float(k) for k in values]
    ax.bar(xs, list(values.values()), width=max(1.0, (max(xs) - min(xs)) / 80 if xs else 1),
           color="#c96")
    ax.set_xlabel(xlabel)
    ax.set_ylabel("rounds")
    ax.set_title(title)
    return png(fig)
