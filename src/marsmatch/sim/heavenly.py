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

Any table's definitions (the options of R2.1/R2.2: how many 3s, how many jokers, exactly
or at least, which hands exist, scaled with the decks; ``games/marsmatch/heavenly.py``)
go through :func:`probabilities`. Per player it sums the multivariate hypergeometric over
the hand's region. Per round, P(no hand has event E) is a sum over every way of dealing
the special cards, hand by hand: a deal with per-hand counts (t_i, b_i, l_i) of 3s, BJs
and LJs has probability T! B! L! O! / M! x prod_i h! / (t_i! b_i! l_i! o_i!), so the sum
over hands that all avoid E is the coefficient of x^T y^B z^L in K_E(x, y, z)^N, where
K_E sums h!/(t! b! l! o!) x^t y^b z^l over the counts one hand may hold. :func:`all_hands`
multiplies it out hand by hand (3s by a convolution per joker count, then the jokers), in
integers (``exact=True``: a ``Fraction``) or in floating point with a running scale (the
default: the same sum, to about 1e-13, in milliseconds up to 12 players). Tests check it
against :func:`brute_force` for many definitions, and against :func:`joint`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache
from itertools import combinations
from math import comb, exp, factorial, lgamma, log
from typing import Any

import numpy as np

from ..games.marsmatch.heavenly import SEED, Definition


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


def classify(h3: int, hb: int, hl: int, shoe: Shoe,
             definition: Definition | None = None) -> tuple[bool, bool]:
    if definition is not None:
        return definition.is_starlink(h3), definition.is_ufo(hb, hl)
    return h3 == shoe.need3, hb == shoe.need_bj and hl == shoe.need_lj


def brute_force(shoe: Shoe, definition: Definition | None = None
                ) -> dict[str, dict[str, Fraction]]:
    """Every deal of a tiny shoe, enumerated (labelled cards into labelled hands): the same
    table as ``exact_probabilities`` (the shoe's ``need`` sizes) or ``probabilities`` (a
    ``definition``), computed independently."""
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
                              sum(cards[i] == "LJ" for i in hd), shoe, definition)
                     for hd in hands]
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


# --- any table's definitions -------------------------------------------------------------

Allowed = Callable[[int, int, int], bool]


def one_hand(shoe: Shoe, region: Allowed) -> Fraction:
    """P(one given hand's counts of 3s, BJs and LJs lie in ``region``)."""
    h, total = shoe.hand, 0
    for t in range(min(h, shoe.threes) + 1):
        for b in range(min(h - t, shoe.bj) + 1):
            for lj in range(min(h - t - b, shoe.lj) + 1):
                if region(t, b, lj):
                    total += (comb(shoe.threes, t) * comb(shoe.bj, b) * comb(shoe.lj, lj)
                              * comb(shoe.other, h - t - b - lj))
    return Fraction(total, comb(shoe.total, h))


def all_hands(shoe: Shoe, allowed: Allowed, exact: bool = False) -> Fraction | float:
    """P(every hand's counts (3s, BJs, LJs) are ``allowed``): the coefficient of
    x^T y^B z^L in K^N (module docstring), hand by hand."""
    h, n = shoe.hand, shoe.hands
    nt, nb, nl = shoe.threes, shoe.bj, shoe.lj
    dtype: Any = object if exact else float
    # per joker count (b, l): its weight h!/(b! l! (h-b-l)!) and its 3s kernel C(h-b-l, t)
    # over the allowed t; joker counts sharing a kernel share one convolution
    kernels: dict[tuple[int, ...], list[tuple[int, int, int]]] = {}
    excluded = False
    for b in range(min(h, nb) + 1):
        for lj in range(min(h - b, nl) + 1):
            rest = h - b - lj
            q = tuple(comb(rest, t) if allowed(t, b, lj) else 0 for t in range(nt + 1))
            excluded |= any(not allowed(t, b, lj) for t in range(min(rest, nt) + 1))
            if any(q):
                weight = factorial(h) // (factorial(b) * factorial(lj) * factorial(rest))
                kernels.setdefault(q, []).append((b, lj, weight))
    if not excluded:  # nothing a hand may hold is excluded (a hand that does not exist)
        return Fraction(1) if exact else 1.0
    lag = np.subtract.outer(np.arange(nt + 1), np.arange(nt + 1))  # i - j
    toeplitz = {}
    for q in kernels:  # the convolution along the 3s as a lower-triangular matrix
        padded = np.array([*q, *([0] * (nt + 1))], dtype=dtype)
        m = padded[np.where(lag >= 0, lag, nt + 1)]
        toeplitz[q] = m if exact else m.astype(float)
    g = np.zeros((nt + 1, nb + 1, nl + 1), dtype=dtype)
    g[0, 0, 0] = 1 if exact else 1.0
    if exact:
        g[g == 0] = 0  # Python ints everywhere
    log_scale = 0.0
    for _ in range(n):
        new = np.zeros_like(g)
        if exact:
            new[...] = 0
        for q, members in kernels.items():
            conv = np.tensordot(toeplitz[q], g, axes=(1, 0))
            for b, lj, weight in members:
                new[:, b:, lj:] += (weight if exact else float(weight)) \
                    * conv[:, :nb + 1 - b, :nl + 1 - lj]
        if not exact:
            top = float(new.max())
            if top == 0.0:
                return 0.0
            new /= top
            log_scale += log(top)
        g = new
    value = g[nt, nb, nl]
    if exact:
        num = int(value) * factorial(nt) * factorial(nb) * factorial(nl) * factorial(shoe.other)
        return Fraction(num, factorial(shoe.total))
    if value <= 0:
        return 0.0
    ln = (log(value) + log_scale + lgamma(nt + 1) + lgamma(nb + 1) + lgamma(nl + 1)
          + lgamma(shoe.other + 1) - lgamma(shoe.total + 1))
    return exp(ln)


def probabilities(definition: Definition = SEED, players: int | None = None,
                  shoe: Shoe | None = None, exact: bool = False
                  ) -> dict[str, dict[str, Any]]:
    """The table of ``exact_probabilities`` for any ``definition`` (a table's Heavenly
    Hands, ``games.marsmatch.heavenly.definition(rules, players)``) on the shoe of
    ``players`` (or a given ``shoe``): per player ``starlink``, ``ufo``, ``both``, ``any``;
    per round also ``starlink_and_ufo``. Per-player values are ``Fraction``s; per-round
    values are ``Fraction``s with ``exact`` and floats (within about 1e-13) without."""
    if shoe is None:
        if players is None:
            raise ValueError("give players or a shoe")
        shoe = Shoe.marsmatch(players)
    d = definition

    def s(t: int, b: int, lj: int) -> bool:
        return d.is_starlink(t)

    def u(t: int, b: int, lj: int) -> bool:
        return d.is_ufo(b, lj)

    p_s = one_hand(shoe, s)
    p_u = one_hand(shoe, u)
    p_b = one_hand(shoe, lambda t, b, lj: s(t, b, lj) and u(t, b, lj))
    none_s = all_hands(shoe, lambda t, b, lj: not s(t, b, lj), exact)
    none_u = all_hands(shoe, lambda t, b, lj: not u(t, b, lj), exact)
    none_b = all_hands(shoe, lambda t, b, lj: not (s(t, b, lj) and u(t, b, lj)), exact)
    none_su = all_hands(shoe, lambda t, b, lj: not (s(t, b, lj) or u(t, b, lj)), exact)
    return {
        "per_player": {"starlink": p_s, "ufo": p_u, "both": p_b, "any": p_s + p_u - p_b},
        "per_round": {"starlink": 1 - none_s, "ufo": 1 - none_u, "both": 1 - none_b,
                      "any": 1 - none_su,
                      "starlink_and_ufo": 1 - none_s - none_u + none_su},
    }


@lru_cache(maxsize=1024)
def exact_table(players: int, definition: Definition = SEED) -> dict[str, dict[str, float]]:
    """``probabilities`` as floats (for JSON, reports and the tuner), cached."""
    return {scope: {k: float(v) for k, v in d.items()}
            for scope, d in probabilities(definition, players).items()}
