"""MarsMatch's rules over the engine's values: the compiled core's rule functions, each
asking the class of the kind concerned (``kinds``).

What holds across kinds is here: a bomb of a stronger class beats any play of a weaker
class (R3.7-R3.9) and otherwise the answered kind decides (R3.12); the readings of some
cards are listed strongest first (R3.11); and play types are listed kind by kind.
"""

from __future__ import annotations

import operator
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from . import kinds, wild
from .hand import (
    LANES,
    NONE,
    NOT_FAR,
    SPACESHIP,
    TWO,
    WHY_BOMB,
    WHY_SHAPE,
    Played,
    Rd,
    Top,
    Verdict,
    size,
)
from .kinds import KINDS, class_of
from .values import plain, plain_play, play, reading, top_of


def kind_facts() -> list[tuple[str, int, int, int, bool]]:
    """Each kind's facts: (name, cards per main group, attachment units per group, bomb
    class, whether wild 2s complete its groups)."""
    return [(k.name, k.group, k.attach_per_group, k.bomb_class, k.wild) for k in KINDS]


def _hand(h: Sequence[int]) -> list[int]:
    counts = [int(h[r]) for r in range(LANES)]
    if any(not 0 <= c <= 255 for c in counts):
        raise ValueError(f"a hand holds 0 to 255 cards of a rank, not {counts}")
    return counts


def _checked(rd: Any) -> Rd:
    """A plain reading naming lanes inside a hand (else ValueError)."""
    x = plain(rd)
    kind, length, top, att = x
    ok = 0 <= kind < len(KINDS) and 0 <= att <= 2
    if ok and kind in (kinds.SINGLE, kinds.LONE_BOAT, kinds.DRONE):
        ok = 0 <= top < LANES and 0 <= length <= 255
    elif ok and kind == kinds.SPACESHIP:
        ok = 0 <= top <= 2
    elif ok and kind != kinds.SUPER_DRONE:
        ok = length >= 1 and top <= TWO and top - length + 1 >= 0
    if not ok:
        raise ValueError(f"{rd!r} is not a reading of this game")
    return x


# --- readings and comparison (R3.1-R3.13) -------------------------------------------------

def fits(m: Sequence[int], rd: Any) -> bool:
    """Whether the cards ``m`` form exactly the reading ``rd`` (its kind's ``fits``)."""
    x = plain(rd)
    return 0 <= x.kind < len(KINDS) and KINDS[x.kind].fits(_hand(m), size(m), x)


def why_not(m: Sequence[int], kind: int) -> int:
    """R3.2-R3.10: why cards that are no reading of ``kind`` come close to one, as a
    ``NOT_*`` code (``NOT_FAR``: not close); the kind's section decides."""
    if not 0 <= kind < len(KINDS):
        raise ValueError(f"{kind!r} is not a kind of this game")
    h = _hand(m)
    if any(plain(rd)[0] == kind for rd in all_readings(h)):
        return NOT_FAR  # a reading of it: nothing stops them
    return KINDS[kind].why_not(h, size(h))


def _order(rd: Rd) -> tuple[int, ...]:
    """R3.11's order: bombs first (strongest class first), then kind, length, attachment,
    and the highest top first."""
    kind, length, top, att = rd
    return (-class_of(kind), kind, length, att, -top)


def all_readings(m: Sequence[int]) -> list[Any]:
    """R3.11: every reading of the cards ``m``, in that order."""
    h, n = _hand(m), size(m)
    found = [rd for k in KINDS for rd in k.candidates(h, n) if KINDS[rd.kind].fits(h, n, rd)]
    return [reading(rd) for rd in sorted(found, key=_order)]


def _verdict(play: Played, top: Played) -> Verdict:
    mine, theirs = class_of(play.reading.kind), class_of(top.reading.kind)
    if mine != theirs:  # R3.7, R3.8, R3.9: a bomb of a stronger class beats a weaker one
        return Verdict(mine > theirs, WHY_BOMB,
                       play.reading.kind if mine > theirs else top.reading.kind)
    if not (0 <= play.reading.kind < len(KINDS) and 0 <= top.reading.kind < len(KINDS)):
        return Verdict(False, WHY_SHAPE, 0)
    return KINDS[top.reading.kind].answers(play, top)  # R3.12 and the answered kind's rule


def verdict(a: Any, b: Any) -> tuple[bool, int, int]:
    """Whether play ``a`` may answer play ``b``, why (a ``WHY_*`` code) and the kind whose
    rule decided."""
    return tuple(_verdict(plain_play(a), plain_play(b)))  # type: ignore[return-value]


def beats(a: Any, b: Any) -> bool:
    """R3.12: may play ``a`` answer play ``b``? Strictly stronger only."""
    return verdict(a, b)[0]


# --- play types ------------------------------------------------------------------------

_NO_CARDS = (0,) * LANES


def _holds(h: list[int], rd: Rd, top: Played | None) -> bool:
    """Whether the hand holds a play of the reading that answers ``top`` (any play, for a
    lead). R3.13: a play is its multiset of ranks, so the play that keeps natural cards in
    its main groups and takes the lowest attachments (above a top Lone Boat's, R3.6) is
    one if any is; it must form the reading (``fits``) and answer the top (R3.7-R3.12).
    Cards never decide a comparison but a Lone Boat's attachment (R3.10, R3.6), so the
    other kinds are asked about the top by their reading alone, before any card is sought."""
    kind = KINDS[rd.kind]
    if (top is not None and rd.kind != kinds.LONE_BOAT
            and not _verdict(Played(_NO_CARDS, rd), top).beats):
        return False
    floor = kinds.boat_floor(rd, None if top is None else Top(top.reading,
                                                               kinds.boat_attachment_rank(top.cards)))
    try:
        m = _default(h, rd, floor)
    except ValueError:
        return False
    return kind.fits(m, size(m), rd) and (top is None or _verdict(Played(tuple(m), rd), top).beats)


def _types(h: Sequence[int], top: Played | None) -> list[Rd]:
    """The play types of the hand: the readings, kind by kind, of which it holds a play
    that answers ``top``."""
    counts = _hand(h)
    kinds_asked = [k for k in KINDS if top is None or _may_answer(k.number, top.reading.kind)]
    return [rd for k in kinds_asked for rd in k.readings(counts) if _holds(counts, rd, top)]


def _may_answer(kind: int, top_kind: int) -> bool:
    """Whether plays of ``kind`` may answer a play of ``top_kind`` at all (the verdict
    decides which do): a bomb may answer anything (R3.7-R3.9), any other play only its own
    kind (R3.12), and a single and a bare Lone Boat answer each other (R3.6)."""
    return (class_of(kind) > 0 or kind == top_kind
            or {kind, top_kind} == {kinds.SINGLE, kinds.LONE_BOAT})


def play_types(h: Sequence[int]) -> list[Any]:
    """Every reading the hand can lead with, kind by kind."""
    return [reading(rd) for rd in _types(h, None)]


def answer_types(h: Sequence[int], top: Any) -> list[Any]:
    """The readings of the hand with at least one play that beats ``top``: the same shape
    or a stronger bomb."""
    return [reading(rd) for rd in _types(h, plain_play(top))]


# --- concrete plays ----------------------------------------------------------------------

def main_cards(h: Sequence[int], rd: Any) -> list[int]:
    """The main cards of a reading, natural cards first and wild 2s for what is missing."""
    x = _checked(rd)
    return KINDS[x.kind].main_cards(_hand(h), x)


def wild_faces(counts: Sequence[int], rd: Any) -> tuple[list[int], list[int], list[int]]:
    """How a play's cards read: its main groups' natural cards and the 2s that act as
    another rank there or in an attached pair (``wild.faces``, R3.2)."""
    x = _checked(rd)
    return wild.faces(_hand(counts), x, KINDS[x.kind].group)


def attachment_pool(h: Sequence[int], rd: Any, main: Sequence[int]) -> list[int]:
    """The cards the attachments of ``rd`` may use once ``main`` is taken from the hand."""
    x = _checked(rd)
    return KINDS[x.kind].pool(_hand(h), x, _hand(main))


def boat_floor(rd: Any, top: Any) -> int:
    """The attachment rank a Lone Boat answering ``top`` must beat (-1: none;
    ``kinds.LoneBoat``)."""
    return kinds.boat_floor(plain(rd), top_of(top))


def _default(h: list[int], x: Rd, floor: int) -> list[int]:
    kind = KINDS[x.kind]
    m = kind.main_cards(h, x)
    if any(map(operator.gt, m, h)):
        raise ValueError(f"the hand cannot make {reading(x).describe()}")
    if x.attachment == NONE:
        return m
    add = kind.attach(kind.pool(h, x, m), x, floor)
    if add is None:
        raise ValueError(f"the hand has no attachments for {reading(x).describe()}")
    return [a + b for a, b in zip(m, add)]


def default_play(h: Sequence[int], rd: Any, top: Any = None) -> Any:
    """One concrete play of the reading with default attachments (the lowest cards that
    break the least); it beats ``top`` if given. ValueError when the hand cannot make it."""
    x = _checked(rd)
    return play(_default(_hand(h), x, kinds.boat_floor(x, top_of(top))), x)


def _attachment_count(x: Rd) -> int:
    groups = 1 if KINDS[x.kind].one_group else x.length
    return groups * KINDS[x.kind].attach_per_group * x.attachment


def attachment_cards(rd: Any) -> int:
    """How many attachment cards a play of the reading carries (a pair counts two; a Lone
    Boat is one group, R3.6)."""
    return _attachment_count(_checked(rd))


def attachment_ranks(rd: Any, pool: Sequence[int], chosen: Sequence[int],
                     floor: int = -1) -> list[int]:
    """The ranks the next attachment card may have so that a legal play still exists."""
    x = _checked(rd)
    left = _attachment_count(x) - len(chosen)
    if left <= 0:
        return []
    avail = list(pool)
    for r in chosen:
        avail[r] -= 1
    return KINDS[x.kind].attachment_ranks(x, avail, list(chosen), floor, left)


def wild_choice_ranks(h: Sequence[int], rd: Any) -> list[int]:
    """R3.13: main-group ranks where the number of wild 2s is a choice."""
    x = _checked(rd)
    kind = KINDS[x.kind]
    return wild.choice_ranks(_hand(h), x, kind.group) if kind.wild else []


def main_with_wilds(h: Sequence[int], rd: Any, wilds: Mapping[int, int]) -> list[int]:
    """The main cards with ``wilds[r]`` wild 2s in the group of rank r (natural cards first
    in the other groups)."""
    x = _checked(rd)
    per = KINDS[x.kind].group
    m = KINDS[x.kind].main_cards(_hand(h), x)
    for r, w in wilds.items():
        m[TWO] += m[r] - (per - w)
        m[r] = per - w
    return m


def wild_choices(h: Sequence[int], rd: Any, wilds: Mapping[int, int], rank: int,
                 floor: int = -1) -> list[int]:
    """The numbers of wild 2s the group of ``rank`` may take (after ``wilds``) so that a
    legal play still exists: a lone group keeps a natural card (R3.13)."""
    x = _checked(rd)
    hand, per = _hand(h), KINDS[x.kind].group
    low = 1 if x.length == 1 else 0
    out = []
    for w in range(per + 1):
        natural = per - w
        if natural < low or natural > min(per, hand[rank]):
            continue
        m = main_with_wilds(hand, x, {**wilds, rank: w})
        if m[TWO] > hand[TWO]:
            continue
        pool = KINDS[x.kind].pool(hand, x, m)
        if _attachment_count(x) and not attachment_ranks(x, pool, [], floor):
            continue
        out.append(w)
    return out


def reading_size(rd: Any) -> int:
    """How many cards a play of the reading holds: its main groups and its attachments
    (a Spaceship is two jokers; a Drone's and a Super Drone's length counts their cards)."""
    x = _checked(rd)
    group = KINDS[x.kind].group
    if x.kind == SPACESHIP:
        return 2
    return group * x.length + _attachment_count(x) if group else x.length


def _multisets(h: Sequence[int], n: int, start: int = 0) -> Iterator[list[int]]:
    """Every multiset of ``n`` cards of the hand over ranks ``start`` up, the most of the
    lowest rank first."""
    if start == LANES:
        if n == 0:
            yield [0] * LANES
        return
    for take in range(min(n, h[start]), -1, -1):
        for rest in _multisets(h, n - take, start + 1):
            rest[start] = take
            yield rest


def plays(h: Sequence[int], rd: Any, top: Any = None) -> Iterator[Any]:
    """R3.13: every distinct play of the reading ``rd`` from the hand ``h`` that beats
    ``top`` (every one for a lead), each once.

    "Two plays are the same play when they use the same multiset of ranks with the same
    reading, however the 2s are assigned inside it": the distinct plays of a reading are
    the multisets of the hand's cards that form it (``fits``), and those that answer
    ``top`` are R3.12's (``beats``). Every multiset of the reading's size is tried, an
    exhaustive search for the reference and the tests' small hands; the compiled core's
    cursor spells them from the kinds' sections instead."""
    x, counts = _checked(rd), _hand(h)
    kind, n = KINDS[x.kind], reading_size(x)
    for m in _multisets(counts, n):
        if kind.fits(m, n, x) and (top is None or verdict((m, x), top)[0]):
            yield play(m, x)


# --- counting (R3.13) ------------------------------------------------------------------

def count_type(h: Sequence[int], rd: Any, top: Any = None) -> int:
    """R3.13: exact number of distinct plays of one reading (beating ``top`` if given)."""
    x = _checked(rd)
    return KINDS[x.kind].count(_hand(h), x, kinds.boat_floor(x, top_of(top)))


def count_plays(h: Sequence[int], top: Any = None) -> tuple[int, int]:
    """(distinct legal plays, distinct play types): leads, or answers to ``top``. No pass."""
    counts, t = _hand(h), top_of(top)
    types = _types(counts, None if top is None else plain_play(top))
    return sum(KINDS[rd.kind].count(counts, rd, kinds.boat_floor(rd, t)) for rd in types), len(types)
