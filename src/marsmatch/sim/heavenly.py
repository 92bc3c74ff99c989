"""Exact probabilities of the Heavenly Hands (R2.1, R2.2) for N players.

The deal is a uniformly random split of the 54N-card shoe into N hands of 54, so a hand's
composition is a draw without replacement (multivariate hypergeometric) over the
categories that matter: natural 3s (4N), Big Jokers (N), Little Jokers (N) and the rest.

* Starlink (``S``): exactly six 3s. UFO (``U``): exactly two BJ and two LJ. A hand can be
  both.
* Per round, "at least one player" is computed exactly by inclusion-exclusion over sets
  of players. Every term needs the probability that given disjoint groups of hands meet
  given constraints: ``s`` hands with exactly six 3s (jokers free), ``u`` hands with exactly
  2 BJ + 2 LJ (3s free) and ``b`` hands with both. :func:`joint` counts those deals exactly
  with integers: it sums over how many 3s the ``u`` hands hold together and how many
  jokers the ``s`` hands hold together; given those totals, the labelled cards of each
  category are split between the groups by multinomials, and each group's cards are split
  into its hands (the constrained category exactly, the free cards in blocks).
* The results are ``fractions.Fraction``; :func:`brute_force` enumerates every deal of a
  tiny shoe to check :func:`joint` independently (tests do this).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb, factorial
from typing import Any


@dataclass(frozen=True)
class Shoe:
    """The counts that matter: ``hands`` hands of ``hand`` cards; ``threes``, ``bj``, ``lj``
    special cards and ``other`` cards; the constraint sizes ``need3``/``need_bj``/``need_lj``."""

    hands: int
    hand: int
    threes: int
    bj: int
    lj: int
    other: int
    need3: int = 6
    need_bj: int = 2
    need_lj: int = 2

    @classmethod
    def marsmatch(cls, players: int) -> Shoe:
        return cls(players, 54, 4 * players, players, players, 48 * players)

    @property
    def total(self) -> int:
        return self.threes + self.bj + self.lj + self.other


def _multinomial(total: int, parts: list[int]) -> int:
    """total! / (prod parts! * rest!) with rest = total - sum(parts); 0 when negative."""
    rest = total - sum(parts)
    if rest < 0 or min(parts, default=0) < 0:
        return 0
    out = factorial(total) // factorial(rest)
    for p in parts:
        out //= factorial(p)
    return out


def _split(cards: int, hands: int, per: int) -> int:
    """Ways to split ``cards`` labelled cards into ``hands`` labelled blocks of ``per``."""
    if hands == 0:
        return 1 if cards == 0 else 0
    if per < 0 or cards != hands * per:
        return 0
    return factorial(cards) // factorial(per) ** hands


@cache
def joint(shoe: Shoe, s: int, u: int, b: int) -> Fraction:
    """P(``s`` given hands are Starlink-shaped, ``u`` other given hands UFO-shaped and ``b``
    other given hands both), the groups disjoint; the other hands are free."""
    if s + u + b > shoe.hands:
        return Fraction(0)
    h, t3, nb, nl = shoe.hand, shoe.need3, shoe.need_bj, shoe.need_lj
    r = shoe.hands - s - u - b
    other = shoe.other
    count = 0
    max_x = min(shoe.threes - t3 * (s + b), (h - nb - nl) * u)
    for x in range(max(max_x, -1) + 1):  # 3s held by the UFO-only hands together
        for yb in range(shoe.bj - nb * (u + b) + 1):  # BJs in the Starlink-only hands
            for yl in range(shoe.lj - nl * (u + b) + 1):
                o_s = (h - t3) * s - yb - yl  # "other" cards in the Starlink-only hands
                o_u = (h - nb - nl) * u - x
                o_b = (h - t3 - nb - nl) * b
                if o_s < 0 or o_u < 0 or o_b < 0:
                    continue
                ways = _multinomial(shoe.threes, [t3 * s, x, t3 * b])
                ways *= _multinomial(shoe.bj, [yb, nb * u, nb * b])
                ways *= _multinomial(shoe.lj, [yl, nl * u, nl * b])
                ways *= _multinomial(other, [o_s, o_u, o_b])
                if not ways:
                    continue
                # split each group's cards into its hands
                ways *= _split(t3 * s, s, t3) * _split((h - t3) * s, s, h - t3)
                ways *= (_split(nb * u, u, nb) * _split(nl * u, u, nl)
                         * _split((h - nb - nl) * u, u, h - nb - nl))
                ways *= (_split(t3 * b, b, t3) * _split(nb * b, b, nb) * _split(nl * b, b, nl)
                         * _split(o_b, b, h - t3 - nb - nl))
                rest_cards = shoe.total - h * (s + u + b)
                ways *= _split(rest_cards, r, h)
                count += ways
    total = _split(shoe.total, shoe.hands, h)
    return Fraction(count, total)


def _none_of(shoe: Shoe, which: str) -> Fraction:
    """P(no hand is of the event ``which`` in S, U, B (= both in one hand), SU (= S or U))."""
    n = shoe.hands
    total = Fraction(0)
    if which in ("S", "U", "B"):
        for t in range(n + 1):
            args = {"S": (t, 0, 0), "U": (0, t, 0), "B": (0, 0, t)}[which]
            total += (-1) ** t * comb(n, t) * joint(shoe, *args)
        return total
    # no S and no U: inclusion-exclusion over T_S and T_U (overlap b, S-only s, U-only u)
    for s in range(n + 1):
        for u in range(n + 1 - s):
            for b in range(n + 1 - s - u):
                mult = factorial(n) // (factorial(s) * factorial(u) * factorial(b)
                                        * factorial(n - s - u - b))
                total += (-1) ** (s + u) * mult * joint(shoe, s, u, b)
    return total


def exact_probabilities(players: int, shoe: Shoe | None = None) -> dict[str, dict[str, Fraction]]:
    """Per player and per round, the exact probabilities of each Heavenly event.

    ``per_player``: ``starlink`` (six 3s, UFO or not), ``ufo``, ``both`` (one hand both),
    ``any`` (Starlink or UFO). ``per_round`` (at least one player): ``starlink``, ``ufo``,
    ``both``, ``any``, and ``starlink_and_ufo`` (both types present in the round).
    """
    sh = shoe or Shoe.marsmatch(players)
    p_s, p_u, p_b = joint(sh, 1, 0, 0), joint(sh, 0, 1, 0), joint(sh, 0, 0, 1)
    none_s, none_u = _none_of(sh, "S"), _none_of(sh, "U")
    none_b, none_su = _none_of(sh, "B"), _none_of(sh, "SU")
    return {
        "per_player": {"starlink": p_s, "ufo": p_u, "both": p_b, "any": p_s + p_u - p_b},
        "per_round": {
            "starlink": 1 - none_s, "ufo": 1 - none_u, "both": 1 - none_b, "any": 1 - none_su,
            "starlink_and_ufo": 1 - none_s - none_u + none_su,
        },
    }


def exact_table(players: int) -> dict[str, dict[str, float]]:
    """``exact_probabilities`` as floats (for JSON and reports)."""
    return {scope: {k: float(v) for k, v in d.items()}
            for scope, d in exact_probabilities(players).items()}


def classify(h3: int, hb: int, hl: int, shoe: Shoe) -> tuple[bool, bool]:
    return h3 == shoe.need3, hb == shoe.need_bj and hl == shoe.need_lj


def brute_force(shoe: Shoe) -> dict[str, dict[str, Fraction]]:
    """Every deal of a tiny shoe, enumerated (labelled cards into labelled hands): the same
    table as ``exact_probabilities``, computed independently."""
    cards = (["3"] * shoe.threes + ["BJ"] * shoe.bj + ["LJ"] * shoe.lj
             + ["x"] * shoe.other)
    n, h = shoe.hands, shoe.hand
    assert len(cards) == n * h
    counts: dict[str, int] = {}
    deals = 0

    def rec(left: tuple[int, ...], hands: list[tuple[int, ...]]) -> None:
        nonlocal deals
        if len(hands) == n:
            deals += 1
            flags = [classify(sum(cards[i] == "3" for i in hd), sum(cards[i] == "BJ" for i in hd),
                              sum(cards[i] == "LJ" for i in hd), shoe) for hd in hands]
            for seat, (st, uf) in enumerate(flags):
                if seat == 0:
                    _bump(counts, "p_starlink", st)
                    _bump(counts, "p_ufo", uf)
                    _bump(counts, "p_both", st and uf)
                    _bump(counts, "p_any", st or uf)
            any_s = any(st for st, _ in flags)
            any_u = any(uf for _, uf in flags)
            _bump(counts, "r_starlink", any_s)
            _bump(counts, "r_ufo", any_u)
            _bump(counts, "r_both", any(st and uf for st, uf in flags))
            _bump(counts, "r_any", any_s or any_u)
            _bump(counts, "r_starlink_and_ufo", any_s and any_u)
            return
        for hand in combinations(left, h):
            rest = tuple(i for i in left if i not in hand)
            rec(rest, hands + [hand])

    rec(tuple(range(len(cards))), [])
    keys = ("starlink", "ufo", "both", "any")
    return {"per_player": {k: Fraction(counts.get("p_" + k, 0), deals) for k in keys},
            "per_round": {k: Fraction(counts.get("r_" + k, 0), deals)
                          for k in keys + ("starlink_and_ufo",)}}


def _bump(counts: dict[str, int], key: str, flag: Any) -> None:
    if flag:
        counts[key] = counts.get(key, 0) + 1
