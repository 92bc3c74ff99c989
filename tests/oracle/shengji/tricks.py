"""Oracle (tests only): Who wins a trick (G5.5): reading a follow as the lead's format and comparing."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from marsmatch.cards import Card
from marsmatch.games.shengji.rules import Rules

from .matching import assignments
from .trump import TRUMP, Trump
from .units import LeadFormat, Unit, counts_of, make_unit, order_units, shape_key, take_cards


def format_partitions(cards: Sequence[Card], lead: LeadFormat,
                      trump: Trump) -> Iterator[tuple[Unit, ...]]:
    """Ways to read ``cards`` as exactly the lead's shapes (singles fill the rest)."""
    counts = counts_of(cards)
    req = [s for s in lead.shapes if s[0] >= 2]
    for found in assignments(counts, req, trump):
        rest = dict(counts)
        units = []
        for (w, _), cand in found:
            take_cards(rest, cand, w)
            units.append(make_unit(trump, w, cand))
        for c, k in rest.items():
            units.extend(make_unit(trump, 1, (c,)) for _ in range(k))
        yield order_units(units)


def _pairs_by_shape(a: Sequence[Unit], b: Sequence[Unit]) -> list[tuple[Unit, Unit]]:
    """Pair the units of two readings of one format shape by shape, strongest with strongest."""
    out: list[tuple[Unit, Unit]] = []
    shapes = sorted({u.shape for u in a}, key=shape_key, reverse=True)
    for s in shapes:
        xs = sorted((u for u in a if u.shape == s), key=lambda u: u.strength, reverse=True)
        ys = sorted((u for u in b if u.shape == s), key=lambda u: u.strength, reverse=True)
        out.extend(zip(xs, ys))
    return out


def beats(new: Sequence[Unit], best: Sequence[Unit], policy: str, trump: Trump) -> bool:
    """G5.5 under ``throw_evaluation_policy``: does reading ``new`` strictly beat ``best``?"""
    if policy == "all":
        return all(x.strength > y.strength for x, y in _pairs_by_shape(new, best))
    if policy == "highest":
        return max(_top(u) for u in new) > max(_top(u) for u in best)
    # trick_unit_length: largest units decide first; the singles of a throw that also
    # holds a longer unit do not count
    pairs = _pairs_by_shape(new, best)
    if len(new) > 1 and any(u.size > 1 for u in new):
        pairs = [(x, y) for x, y in pairs if x.size > 1]
    comps = sorted(((x.size, (x.strength > y.strength) - (x.strength < y.strength))
                    for x, y in pairs), key=lambda t: (-t[0], t[1] == 0))
    for _, c in comps:
        if c:
            return c > 0
    return False


def _top(u: Unit) -> tuple[int, int]:
    return (1 if u.esuit == TRUMP else 0, u.top)


def reading_that_beats(cards: Sequence[Card], lead: LeadFormat, best: Sequence[Unit],
                       trump: Trump, policy: str) -> tuple[Unit, ...] | None:
    """G5.5: the strongest reading of a follow that beats ``best``, or None.

    A follow can win only if all its cards are of the led suit or all are trump and
    it can be read as the lead's format.
    """
    suits = {trump.esuit(c) for c in cards}
    if len(suits) != 1 or not (suits == {lead.esuit} or suits == {TRUMP}):
        return None
    winning = [r for r in format_partitions(cards, lead, trump)
               if beats(r, best, policy, trump)]
    if not winning:
        return None
    return max(winning, key=lambda r: sorted((u.strength for u in r), reverse=True))


def trick_winner(lead: LeadFormat, plays: Sequence[tuple[int, Sequence[Card]]], trump: Trump,
                 rules: Rules) -> tuple[int, tuple[Unit, ...]]:
    """Index into ``plays`` of the winner and its reading; ties go to the earlier play."""
    best_i, best = 0, lead.units
    for i in range(1, len(plays)):
        reading = reading_that_beats(plays[i][1], lead, best, trump,
                                     rules.throw_evaluation_policy)
        if reading is not None:
            best_i, best = i, reading
    return best_i, best
