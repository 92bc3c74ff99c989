"""What a tune proved, in plain words, for the terminal and the reports alike.

A verdict is either shown at the tuner's confidence (every interval inside a target's
band, or one wholly outside), exact (a probability computed, not simulated), or not shown
(an interval still crosses a band's edge at the round limit). The labels say which, and
a variant's cost is called its cost, never a "size" (sizes are tables). Each label is a
message of the catalogue (``words/*/lab.ftl``): ``text(label)`` is its English, the
reports render it in their language.
"""

from __future__ import annotations

from typing import Any

from ..words import msg

Message = dict[str, Any]


def sizes_text(sizes: list[int]) -> str:
    """``3-8`` or ``4, 6, 8``."""
    if len(sizes) > 1 and sizes == list(range(sizes[0], sizes[-1] + 1)):
        return f"{sizes[0]}-{sizes[-1]}"
    return ", ".join(map(str, sizes))


def sizes_msg(axis: str, sizes: list[int]) -> Message:
    """``players 3-8`` or ``players 4, 6, 8``."""
    return msg("lab-sizes", axis=axis, sizes=sizes_text(sizes))


def confidence_msg(result: dict[str, Any]) -> Message:
    return msg("lab-confidence", pct=f"{100 * result['settings']['confidence']:g}")


def _target(t: dict[str, Any]) -> Any:
    return t.get("describe_msg") or t["describe"]


def failing(v: dict[str, Any], result: dict[str, Any]) -> list[Message]:
    """"target at players 5-6" for each target the variant was shown to fail."""
    out = []
    for t in result["targets"]:
        sizes = sorted(r["size"] for r in v["evidence"]
                       if r["target"] == t["text"] and r["verdict"] == "fails")
        if sizes:
            out.append(msg("lab-fail-at", target=_target(t),
                           where=sizes_msg(result["axis"], sizes)))
    return out


def status_msg(v: dict[str, Any], result: dict[str, Any]) -> Message:
    """What the evidence shows about the variant, at what confidence."""
    where = sizes_msg(result["axis"], result["sizes"])
    conf = confidence_msg(result)
    if v["status"] == "meets":
        return msg("lab-status-meets", where=where, confidence=conf)
    fails = failing(v, result)
    if fails:
        return msg("lab-status-fails", what=fails, confidence=conf)
    rounds = f"{result['settings']['max_rounds']:,}"
    if v["status"] == "likely":
        return msg("lab-status-likely", where=where, confidence=conf, rounds=rounds)
    return msg("lab-status-open", confidence=conf, rounds=rounds)


def variant_title(v: dict[str, Any], result: dict[str, Any]) -> Message:
    """``heavenly_hands=none (1 change, cost 5): shown to ...``."""
    return msg("lab-variant-title", label=v["label"], n=len(v["changes"]), cost=v["cost"],
               status=status_msg(v, result))


def cell_msg(r: dict[str, Any]) -> Message:
    """One evidence cell's verdict: exact, shown at the confidence, or not shown."""
    return msg("lab-cell", verdict=f"{r['verdict']}-exact" if r["exact"] else r["verdict"])


def headline(result: dict[str, Any]) -> Message:
    """The answer in one sentence."""
    prog = result.get("progress", {})
    partial: Any = (msg("lab-stopped", done=f"{prog['variants_done']:,}",
                        total=f"{prog['variants']:,}") if prog.get("stopped") else "")
    if result["found"]:
        return msg("lab-headline-found", partial=partial, n=len(result["found"]),
                   where=sizes_msg(result["axis"], result["sizes"]),
                   confidence=confidence_msg(result))
    if result["likely"]:
        return msg("lab-headline-likely", partial=partial, n=len(result["likely"]),
                   confidence=confidence_msg(result))
    if result["closest"]:
        return msg("lab-headline-closest", partial=partial)
    return msg("lab-headline-none", partial=partial)


def question(targets: list[dict[str, Any]], axis: str, sizes: list[int],
             default: bool) -> Message:
    """The question the tuner answers, printed before it starts."""
    parts = [msg("lab-target-how", target=_target(t), how="exact" if t["exact"] else
                 "simulated") for t in targets]
    joined: Any = parts[-1]
    for p in reversed(parts[:-1]):
        joined = msg("lab-and", a=p, b=joined)
    return msg("lab-question", targets=joined, where=sizes_msg(axis, sizes),
               origin="default" if default else "given")
