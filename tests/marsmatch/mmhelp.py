"""Small helpers for MarsMatch tests: cards from text, plays, rounds from explicit hands,
and the rules asked of the core the test runs on (the ``core`` fixture; compiled by
default)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

from marsmatch.cards import parse_cards
from marsmatch.games.marsmatch import (
    Play,
    ReadingSpec,
    Rules,
    State,
    combos,
    new_round,
    strongest,
    to_counts,
)


def rules_core():
    """The rules of the core this test runs on (``MARSMATCH_CORE``)."""
    return State.of().core


def beats(a: Play, b: Play) -> bool:
    return bool(rules_core().beats(a, b))


def readings(m, spec=None):
    return combos.readings(m, spec, rules_core())


def explain(a: Play, b: Play):
    return combos.explain(a, b, rules_core().verdict(a, b))


def count_plays(h, top=None):
    return rules_core().count_plays(h, top)


def H(text: str) -> list[int]:
    return to_counts(text)


def P(text: str, spec: str | None = None) -> Play:
    """A play read at its strongest reading, or as ``spec`` says."""
    counts = tuple(to_counts(text))
    found = readings(counts, ReadingSpec.parse(spec) if spec else None)
    assert found, f"{text} has no reading {spec or ''}"
    return Play(counts, strongest(counts, found))


def cards(text: str) -> list[str]:
    return [str(c) for c in parse_cards(text)]


def table(*hands: str, banker: int = 0, **options) -> State:
    return new_round(Rules(**options), len(hands), hands=[cards(h) for h in hands], banker=banker)


def act(state: State, seat: int, text: str | None, spec: str | None = None):
    if text is None:
        return state.apply_action(seat, {"seat": seat, "pass": True})
    action = {"seat": seat, "play": cards(text)}
    if spec:
        action["as"] = spec
    return state.apply_action(seat, action)


def lead_alone(**options) -> State:
    """Three players; seat 0 leads 7, 6 and 5 and the others pass each time, until the
    round ends (R4.4: seat 0 wins every trick)."""
    s = table("3 4 5 6 7", "8 9 10 J Q", "8 9 10 J Q", **options)
    for card in ("7", "6", "5"):
        act(s, 0, card)
        act(s, 1, None)
        act(s, 2, None)
        if s.finished:
            break
    return s


def submultisets(h: Sequence[int]) -> Iterator[tuple[int, ...]]:
    for m in itertools.product(*[range(c + 1) for c in h]):
        if any(m):
            yield m


def brute_count(h: Sequence[int], top: Play | None = None) -> tuple[int, int]:
    """Distinct legal plays and play types by enumerating every sub-multiset (R3.13)."""
    plays, types = 0, set()
    for m in submultisets(h):
        for rd in readings(m):
            if top is None or beats(Play(m, rd), top):
                plays += 1
                types.add(rd)
    return plays, len(types)
