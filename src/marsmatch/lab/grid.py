"""The cells of a sweep: table sizes (players, or decks for Shengji) times every
combination of option values, each cell one simulation configuration.

``--players 2-8`` (or ``3,5,8``), ``--option NAME=V1,V2,...`` (repeatable: the options'
values are combined), ``--rule NAME=VALUE`` for the rules every cell shares.
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass

from ..errors import MarsMatchError
from ..games import find_game
from ..games.protocol import LabPlugin
from ..sim.config import SimConfig
from ..words import error


@dataclass(frozen=True)
class Cell:
    """One table size (``size``) with one combination of option values."""

    size: int
    options: tuple[tuple[str, str], ...]
    config: SimConfig

    @property
    def label(self) -> str:
        return options_label(self.options)


def options_label(options: tuple[tuple[str, str], ...]) -> str:
    return " ".join(f"{k}={v}" for k, v in options) or "as given"


def parse_sizes(text: str, what: str) -> list[int]:
    """``2-8``, ``3,5,8`` or ``4`` as a sorted list of whole numbers."""
    out: set[int] = set()
    for part in text.split(","):
        part = part.strip()
        a, sep, b = part.partition("-")
        try:
            lo, hi = (int(a), int(b)) if sep else (int(part), int(part))
        except ValueError:
            raise error(MarsMatchError, "err-sizes", what=what, kind="form",
                        given=repr(text)) from None
        if lo > hi:
            raise error(MarsMatchError, "err-sizes", what=what, kind="empty-range",
                        given=part)
        out.update(range(lo, hi + 1))
    if not out:
        raise error(MarsMatchError, "err-sizes", what=what, kind="empty", given="")
    return sorted(out)


def parse_axis(text: str) -> tuple[str, list[str]]:
    """``NAME=V1,V2,...``."""
    name, sep, values = text.partition("=")
    vals = [v.strip() for v in values.split(",") if v.strip()]
    if not sep or not name.strip() or not vals:
        raise error(MarsMatchError, "err-values", option="--option", given=repr(text))
    return name.strip(), vals


def check_size(game: str, axis: str, size: int) -> None:
    """A table size the game accepts (players for MarsMatch, decks for Shengji)."""
    g = find_game(game)
    if axis == "players":
        g.check_seats(size)
    else:
        g.rules({axis: size})


def with_size(base: SimConfig, axis: str, size: int) -> SimConfig:
    """``base`` at a table of ``size`` (``axis``: ``players`` or ``decks``)."""
    if axis == "decks":
        return dataclasses.replace(base, decks=size)
    return dataclasses.replace(base, players=size)


def cells(lab: LabPlugin, base: SimConfig, sizes: list[int],
          axes: list[tuple[str, list[str]]]) -> list[Cell]:
    """Every table size times every combination of the axes' values, checked before anything
    runs (a bad option name or value is one error)."""
    names = [name for name, _ in axes]
    for name in sorted({n for n in names if names.count(n) > 1}):
        raise error(MarsMatchError, "err-twice", option="--option", name=name)
    combos = list(itertools.product(*[[(name, v) for v in values] for name, values in axes]))
    out = []
    for size in sizes:
        check_size(base.game, lab.axis, size)
        for combo in combos:
            cfg = with_size(base, lab.axis, size)
            cfg = dataclasses.replace(cfg, rules=(*base.rules, *[f"{k}={v}" for k, v in combo]))
            _ = cfg.rules_object  # a bad name or value fails here
            out.append(Cell(size, tuple(combo), cfg))
    return out
