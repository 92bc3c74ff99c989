"""What a tune proved, in plain words, for the terminal and the reports alike.

A verdict is either shown at the tuner's confidence (every interval inside a target's
band, or one wholly outside), exact (a probability computed, not simulated), or not shown
(an interval still crosses a band's edge at the round limit). The labels say which, and
a variant's cost is called its cost, never a "size" (sizes are tables).
"""

from __future__ import annotations

from typing import Any


def sizes_text(axis: str, sizes: list[int]) -> str:
    """``players 3-8`` or ``players 4, 6, 8``."""
    if len(sizes) > 1 and sizes == list(range(sizes[0], sizes[-1] + 1)):
        return f"{axis} {sizes[0]}-{sizes[-1]}"
    return f"{axis} {', '.join(map(str, sizes))}"


def confidence_text(result: dict[str, Any]) -> str:
    return f"{100 * result['settings']['confidence']:g}% confidence"


def failing(v: dict[str, Any], result: dict[str, Any]) -> list[str]:
    """"target at players 5, 6" for each target the variant was shown to fail."""
    out = []
    for t in result["targets"]:
        sizes = sorted(r["size"] for r in v["evidence"]
                       if r["target"] == t["text"] and r["verdict"] == "fails")
        if sizes:
            out.append(f"{t['describe']} at {sizes_text(result['axis'], sizes)}")
    return out


def status_text(v: dict[str, Any], result: dict[str, Any]) -> str:
    """What the evidence shows about the variant, at what confidence."""
    axis, sizes, conf = result["axis"], result["sizes"], confidence_text(result)
    where = sizes_text(axis, sizes)
    status = v["status"]
    if status == "meets":
        return f"shown to meet every target at {where} ({conf})"
    fails = failing(v, result)
    if fails:
        return f"shown to fail {'; '.join(fails)} ({conf})"
    if status in ("likely", "open"):
        rounds = result["settings"]["max_rounds"]
        return (f"every estimate is inside its target at {where}, but not shown at {conf}: "
                f"some intervals still cross a target's edge after {rounds:,} rounds"
                if status == "likely" else
                f"undecided after {rounds:,} rounds: no target shown to fail, not all shown "
                f"to be met at {conf}")
    return status


def variant_title(v: dict[str, Any], result: dict[str, Any]) -> str:
    """``heavenly_hands=none trick_goal=table: 2 changes, cost 6; shown to ...``."""
    n = len(v["changes"])
    changes = f"{n} change{'s' if n != 1 else ''}, cost {v['cost']}"
    return f"{v['label']} ({changes}): {status_text(v, result)}"


def cell_text(r: dict[str, Any]) -> str:
    """One evidence cell's verdict: exact, shown at the confidence, or not shown."""
    if r["exact"]:
        return {"meets": "meets (exact)", "fails": "fails (exact)"}[r["verdict"]]
    return {"meets": "meets (shown)", "fails": "fails (shown)",
            "open": "not shown"}[r["verdict"]]


def headline(result: dict[str, Any]) -> str:
    """The answer in one sentence."""
    conf = confidence_text(result)
    where = sizes_text(result["axis"], result["sizes"])
    prog = result.get("progress", {})
    partial = (f"stopped after {prog['variants_done']:,} of {prog['variants']:,} variants; "
               if prog.get("stopped") else "")
    if result["found"]:
        n = len(result["found"])
        return (f"{partial}{n} variant{'s' if n != 1 else ''} shown to meet every target at "
                f"{where} ({conf})")
    if result["likely"]:
        return (f"{partial}no variant was shown to meet every target at {conf}; "
                f"{len(result['likely'])} meet them on the estimates (not shown)")
    if result["closest"]:
        return f"{partial}no variant met every target; the closest"
    return (f"{partial}no variant met every target, and none came close enough to simulate: "
            "exact values ruled out every variant that was looked at")


def question(result_or_targets: list[dict[str, Any]], axis: str, sizes: list[int],
             default: bool) -> str:
    """The question the tuner answers, printed before it starts."""
    targets = " and ".join(f"{t['describe']} ({'exact' if t['exact'] else 'simulated'})"
                           for t in result_or_targets)
    origin = ("the publisher's question, the default; --target replaces it" if default
              else "the targets given")
    return (f"the smallest rule change with {targets}, at {sizes_text(axis, sizes)} "
            f"({origin})")
