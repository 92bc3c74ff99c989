"""Heavenly Hands as the table's rules define them (R2.1, R2.2, options of R2).

The seed: a Starlink is exactly six natural 3s, a UFO exactly two Big and two Little
Jokers, at every table. The options change the numbers (``starlink_threes``,
``ufo_big_jokers``, ``ufo_little_jokers``), read them as minimums (``heavenly_count``),
make them grow with the number of decks (``heavenly_scale``) or drop a hand
(``heavenly_hands``). :func:`definition` turns the options and the table size into the
plain numbers of one table; ``table.heavenly_hand`` classifies a hand by them. The rules
lab computes exact probabilities from the same :class:`Definition` (``sim/heavenly.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .rules import Rules, scale


@dataclass(frozen=True)
class Definition:
    """The Heavenly Hands of one table, in plain numbers: a Starlink holds ``threes``
    natural 3s, a UFO ``big`` Big and ``little`` Little Jokers; exactly these numbers, or at
    least them (``at_least``). ``starlink``/``ufo`` say whether each hand exists."""

    threes: int = 6
    big: int = 2
    little: int = 2
    at_least: bool = False
    starlink: bool = True
    ufo: bool = True

    def is_starlink(self, threes: int) -> bool:
        if not self.starlink:
            return False
        return threes >= self.threes if self.at_least else threes == self.threes

    def is_ufo(self, big: int, little: int) -> bool:
        if not self.ufo:
            return False
        if self.at_least:
            return big >= self.big and little >= self.little
        return big == self.big and little == self.little

    def describe(self) -> str:
        """The definition in the rule book's words."""
        word = "at least" if self.at_least else "exactly"
        parts = []
        if self.starlink:
            parts.append(f"a Starlink is {word} {_count(self.threes, 'natural 3')}")
        if self.ufo:
            jokers = " and ".join(_count(n, name) for n, name in
                                  ((self.big, "Big Joker"), (self.little, "Little Joker"))
                                  if n)
            parts.append(f"a UFO is {word} {jokers}")
        if not parts:
            return "there are no Heavenly Hands"
        if not self.ufo:
            parts.append("there is no UFO")
        if not self.starlink:
            parts.append("there is no Starlink")
        return "; ".join(parts)


SEED = Definition()
SEED_RULES = Rules()


_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten", "eleven", "twelve")


def in_words(n: int) -> str:
    """A small count in the rule book's words ("six"); digits beyond twelve."""
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def _count(n: int, noun: str) -> str:
    return f"{in_words(n)} {noun}{'' if n == 1 else 's'}"


@lru_cache(maxsize=256)
def definition(rules: Rules | None = None, decks: int | None = None) -> Definition:
    """The Heavenly Hands of a table of ``decks`` decks (= players) under ``rules``."""
    if rules is None:
        return SEED
    ref = rules.heavenly_scale
    if ref and decks is None:
        raise ValueError("Heavenly Hands that scale with the decks need the number of decks")
    n = decks or 0
    return Definition(
        threes=scale(rules.starlink_threes, n, ref),
        big=scale(rules.ufo_big_jokers, n, ref),
        little=scale(rules.ufo_little_jokers, n, ref),
        at_least=rules.heavenly_count == "at_least",
        starlink=rules.heavenly_hands in ("starlink+ufo", "starlink"),
        ufo=rules.heavenly_hands in ("starlink+ufo", "ufo"),
    )
