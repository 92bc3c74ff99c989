"""The tuner's search space and its variants, smallest first.

The space lists, per option, the alternatives worth trying with a cost each, the mildest
changes cheapest (the game's ``TUNE_SPACE``; ``--search NAME=V1,V2,...`` replaces it, the
values costing 1, 2, 3, ... in the order given). A variant changes up to ``max_changes``
options; its size is the sum of its changes' costs. Variants are tried by size, then by
the number of changes, then in the space's order, so the first variants that meet the
targets are the smallest changes that do, and the order never depends on chance.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from ..errors import MarsMatchError, RulesError
from ..games import find_game
from ..words import error

Space = list[tuple[str, list[tuple[str, int]]]]


@dataclass(frozen=True)
class Variant:
    """Option changes (name, value) in the space's order, and their total cost."""

    changes: tuple[tuple[str, str], ...]
    cost: int

    @property
    def label(self) -> str:
        return " ".join(f"{k}={v}" for k, v in self.changes) or "the rules as given"

    def rules(self, base: tuple[str, ...]) -> tuple[str, ...]:
        return (*base, *[f"{k}={v}" for k, v in self.changes])


def parse_space(game: str, items: list[str], default: Any) -> Space:
    """``--search NAME=V1,V2,...`` items (values cost 1, 2, ... in order), or the game's
    default space; every name and value is checked against the game's rules."""
    space: Space
    if items:
        space = []
        for item in items:
            name, sep, text = item.partition("=")
            vals = [v.strip() for v in text.split(",") if v.strip()]
            if not sep or not name.strip() or not vals:
                raise error(MarsMatchError, "err-values", option="--search", given=repr(item))
            if any(n == name.strip() for n, _ in space):
                raise error(MarsMatchError, "err-twice", option="--search", name=name.strip())
            space.append((name.strip(), [(v, i + 1) for i, v in enumerate(vals)]))
    else:
        space = [(name, list(values)) for name, values in default]
    if not space:
        raise error(MarsMatchError, "err-no-space", game=game)
    rules_cls = find_game(game).Rules
    for name, options in space:
        for value, _cost in options:
            try:
                rules_cls.from_assignments([f"{name}={value}"])
            except RulesError as exc:
                raise error(MarsMatchError, "err-search-value", given=f"{name}={value}",
                            why={"written": str(exc), "msg": exc.msg} if exc.msg
                            else str(exc)) from None
    return space


def variants(game: str, space: Space, max_changes: int, base: tuple[str, ...] = ()
             ) -> list[Variant]:
    """Every variant of at most ``max_changes`` changes that makes valid rules (the rules
    as given first), smallest first."""
    rules_cls = find_game(game).Rules
    out: list[tuple[int, int, tuple[int, ...], Variant]] = []
    for k in range(max_changes + 1):
        for opts in itertools.combinations(range(len(space)), k):
            for picks in itertools.product(*[range(len(space[i][1])) for i in opts]):
                changes = tuple((space[i][0], space[i][1][j][0]) for i, j in zip(opts, picks,
                                                                                strict=True))
                cost = sum(space[i][1][j][1] for i, j in zip(opts, picks, strict=True))
                v = Variant(changes, cost)
                try:
                    rules_cls.from_assignments(v.rules(base))
                except RulesError:
                    continue
                order = tuple(i * 100 + j for i, j in zip(opts, picks, strict=True))
                out.append((cost, k, order, v))
    out.sort(key=lambda t: (t[0], t[1], t[2]))
    return [v for *_, v in out]
