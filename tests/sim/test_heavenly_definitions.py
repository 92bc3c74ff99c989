"""Exact Heavenly probabilities for any table's definitions (the options of R2.1/R2.2):
the hand-by-hand sum against brute-force enumeration of tiny shoes, against the
closed-form inclusion-exclusion of the seed, and its floating-point twin against both."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from marsmatch.games.marsmatch import Rules
from marsmatch.games.marsmatch.heavenly import Definition, definition
from marsmatch.sim.heavenly import (
    Shoe,
    brute_force,
    exact_probabilities,
    exact_table,
    probabilities,
)

TINY = [Shoe(3, 3, 3, 2, 2, 2), Shoe(2, 4, 3, 2, 2, 1), Shoe(4, 2, 3, 2, 2, 1),
        Shoe(2, 5, 4, 2, 2, 2), Shoe(3, 4, 4, 3, 2, 3)]
DEFINITIONS = [Definition(2, 1, 1), Definition(1, 1, 1, at_least=True),
               Definition(2, 2, 1, at_least=True), Definition(3, 1, 0),
               Definition(2, 1, 1, starlink=False), Definition(1, 1, 1, ufo=False),
               Definition(1, 0, 2, at_least=True)]


def close(a: dict, b: dict, tol: float = 1e-12) -> bool:
    return all(abs(float(a[s][k]) - float(b[s][k])) <= tol for s in b for k in b[s])


@pytest.mark.parametrize("shoe", TINY)
@pytest.mark.parametrize("d", DEFINITIONS)
def test_exact_sum_equals_brute_force_enumeration(shoe: Shoe, d: Definition) -> None:
    exact = probabilities(d, shoe=shoe, exact=True)
    assert exact == brute_force(shoe, d)
    assert close(probabilities(d, shoe=shoe), exact)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(TINY[:3]), st.integers(1, 3), st.integers(0, 2), st.integers(0, 2),
       st.booleans(), st.booleans(), st.booleans())
def test_exact_sum_equals_brute_force_for_random_definitions(
        shoe: Shoe, threes: int, big: int, little: int, at_least: bool, s: bool,
        u: bool) -> None:
    d = Definition(threes, big, little, at_least, s, u)
    assert probabilities(d, shoe=shoe, exact=True) == brute_force(shoe, d)


def test_the_seed_definition_agrees_with_the_closed_form() -> None:
    for n in (2, 3, 4):
        assert probabilities(Definition(), n, exact=True) == exact_probabilities(n)
    for n in (5, 8):
        assert close(exact_table(n), exact_probabilities(n), 1e-11)


def test_marginal_events_have_the_hypergeometric_closed_forms() -> None:
    from math import comb

    n = 6
    p = probabilities(definition(Rules(starlink_threes=8, heavenly_count="at_least"), n), n)
    total = comb(54 * n, 54)
    want = sum(Fraction(comb(4 * n, k) * comb(50 * n, 54 - k), total) for k in range(8, 25))
    assert p["per_player"]["starlink"] == want
    want = sum(Fraction(comb(n, b) * comb(n, lj) * comb(52 * n, 54 - b - lj), total)
               for b in range(2, n + 1) for lj in range(2, n + 1))
    assert p["per_player"]["ufo"] == want  # at_least applies to the UFO too


def test_options_move_the_probabilities_the_right_way() -> None:
    seed = exact_table(4)["per_round"]["any"]
    assert abs(seed - 0.50647) < 1e-5  # the figure for 4 players
    rarer = exact_table(4, definition(Rules(starlink_threes=9), 4))["per_round"]["any"]
    more = exact_table(4, definition(Rules(heavenly_count="at_least"), 4))["per_round"]["any"]
    none = exact_table(4, definition(Rules(heavenly_hands="none"), 4))
    assert rarer < seed < more
    assert all(v == 0 for scope in none.values() for v in scope.values())
    only_s = exact_table(4, definition(Rules(heavenly_hands="starlink"), 4))
    assert only_s["per_round"]["ufo"] == 0
    assert abs(only_s["per_round"]["any"] - exact_table(4)["per_round"]["starlink"]) < 1e-12
