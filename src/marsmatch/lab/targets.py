"""The publisher's targets: a measure and the band it must lie in, at every table size.

Written as ``MEASURE<=VALUE``, ``MEASURE>=VALUE``, ``MEASURE=LOW..HIGH`` or
``MEASURE=CENTRE+-TOLERANCE`` (also ``±``). A value is a number, a percentage (``15%``),
percentage points (``2pt`` = 0.02) or a share of the table (``1/N``, ``2/N``: N is the
table size). Examples (issue 14): ``deal_decided<=15%``, ``banker_share=1/N+-2pt``,
``median_actions=40..80``. The measures are the game's (``sim/<game>.py``
the plug-in's ``measures``); an unknown one is an error that lists them.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from ..errors import MarsMatchError
from ..words import error, msg, text

_VALUE = re.compile(r"^\s*(?P<num>\d+(?:\.\d+)?|\.\d+)\s*(?P<unit>%|pts?|/N)?\s*$")


@dataclass(frozen=True)
class Value:
    """A number, or ``number / N``."""

    number: float
    per_table: bool = False

    def at(self, n: int) -> float:
        return self.number / n if self.per_table else self.number

    def text(self, unit: str) -> str:
        if self.per_table:
            return f"{self.number:g}/N"
        if unit == "%":
            return f"{100 * self.number:g}%"
        return f"{self.number:g}"


def parse_value(text: str, what: str | dict[str, Any]) -> Value:
    m = _VALUE.match(text)
    if not m:
        raise error(MarsMatchError, "err-lab-value", what=what, given=repr(text))
    num = float(m["num"])
    unit = m["unit"] or ""
    if unit == "%" or unit.startswith("pt"):
        return Value(num / 100)
    return Value(num, per_table=unit == "/N")


@dataclass(frozen=True)
class Target:
    """``measure`` must lie in [low, high] (either side may be open), or within
    ``tolerance`` of ``centre``."""

    text: str
    measure: str
    low: Value | None = None
    high: Value | None = None
    centre: Value | None = None
    tolerance: Value | None = None

    def band(self, n: int) -> tuple[float, float]:
        if self.centre is not None and self.tolerance is not None:
            c, t = self.centre.at(n), self.tolerance.at(n)
            return (c - t, c + t)
        lo = self.low.at(n) if self.low else -math.inf
        hi = self.high.at(n) if self.high else math.inf
        return (lo, hi)

    def describe(self, measures: dict[str, dict[str, Any]]) -> str:
        """The target in English words: "rounds decided at the deal <= 15%"."""
        return text(self.describe_msg(measures))

    def describe_msg(self, measures: dict[str, dict[str, Any]]) -> dict[str, Any]:
        """The target in words, as a message for any language."""
        meta = measures[self.measure]
        unit = meta.get("unit", "")
        label = msg("lab-measure", name=self.measure, label=meta["label"])
        if self.centre is not None and self.tolerance is not None:
            tol = self.tolerance
            tol_text: Any = (msg("lab-points", n=f"{100 * tol.number:g}")
                             if unit == "%" and not tol.per_table else tol.text(unit))
            return msg("lab-target-within", label=label, tol=tol_text,
                       centre=self.centre.text(unit))
        if self.low and self.high:
            return msg("lab-target-in", label=label, low=self.low.text(unit),
                       high=self.high.text(unit))
        if self.high:
            return msg("lab-target-at-most", label=label, high=self.high.text(unit))
        assert self.low is not None
        return msg("lab-target-at-least", label=label, low=self.low.text(unit))


def parse_target(text: str, measures: dict[str, dict[str, Any]]) -> Target:
    """One target; ``measures`` are the game's (for names and the error message)."""
    m = re.match(r"^\s*(?P<name>[a-z_]+)\s*(?P<op><=|>=|=)\s*(?P<rest>.+)$", text)
    if not m:
        raise error(MarsMatchError, "err-target-form", target=msg("err-target", given=repr(text)))
    name, op, rest = m["name"], m["op"], m["rest"].strip()
    if name not in measures:
        raise error(MarsMatchError, "err-not-measure", target=msg("err-target", given=repr(text)),
                    given=repr(name), known={"listed": sorted(measures)})
    what = msg("err-target", given=repr(text))
    if op == "<=":
        return Target(text, name, high=parse_value(rest, what))
    if op == ">=":
        return Target(text, name, low=parse_value(rest, what))
    for sep in ("+-", "±"):
        if sep in rest:
            centre, tol = rest.split(sep, 1)
            return Target(text, name, centre=parse_value(centre, what),
                          tolerance=parse_value(tol, what))
    if ".." in rest:
        lo, hi = rest.split("..", 1)
        low, high = parse_value(lo, what), parse_value(hi, what)
        if not low.per_table and not high.per_table and low.number > high.number:
            raise error(MarsMatchError, "err-band-empty", target=what, band=rest)
        return Target(text, name, low=low, high=high)
    raise error(MarsMatchError, "err-after-equals", target=what)
