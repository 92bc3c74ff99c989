"""Units, lead formats, the follow ladder, throws and trick winners (G2.4-G2.6, G5.2-G5.5).

Vocabulary used throughout:

* a *unit* is ``width`` copies of each of ``length`` adjacent cards of one effective
  suit: a single (1x1), pair (2x1), triple (3x1), tractor (2xL, L>=2) or Titanic
  (3xL, L>=2); wider groups exist only with more than 3 decks;
* a *shape* is the pair ``(width, length)`` of a unit;
* a *requirement* is a list of shapes of width >= 2 that some cards must contain
  disjointly (singles are free filler);
* the *ladder* of a lead is the sequence of ever weaker requirements a follow must
  meet: the first rung the follower's hand can meet is the rung the follow must meet.

Hands in this module are ``dict[Card, int]`` (card -> copies held).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from ...cards import Card
from ...errors import IllegalAction
from .rules import Rules
from .trump import TRUMP, Trump, card_points, parse_shengji_cards

Shape = tuple[int, int]  # (width, length)
Allow = Callable[[Card, int], bool]
_GROUP_NAMES = {1: "single", 2: "pair", 3: "triple"}
_ALLOW_ALL: Allow = lambda card, width: True


# --------------------------------------------------------------------------- units
@dataclass(frozen=True, slots=True)
class Unit:
    """One unit of a play: ``width`` copies of each card in ``cards`` (low to high)."""

    width: int
    cards: tuple[Card, ...]
    esuit: str
    low: int  # position of the lowest member (G2.3 order)
    top: int  # position of the highest member

    @property
    def length(self) -> int:
        return len(self.cards)

    @property
    def size(self) -> int:
        return self.width * len(self.cards)

    @property
    def shape(self) -> Shape:
        return (self.width, len(self.cards))

    @property
    def is_tractor(self) -> bool:
        return len(self.cards) >= 2

    @property
    def kind(self) -> str:
        return unit_kind(self.width, len(self.cards))

    @property
    def strength(self) -> tuple[int, int]:
        """Comparable strength of same-shaped units: trump first, then the lowest member."""
        return (1 if self.esuit == TRUMP else 0, self.low)

    def all_cards(self) -> list[Card]:
        return [c for c in self.cards for _ in range(self.width)]

    def describe(self) -> str:
        """``"pair S8"``, ``"single S7"``, ``"tractor S8 S9"``, ``"titanic S5 S6"``."""
        return f"{self.kind} " + " ".join(str(c) for c in self.cards)


def unit_kind(width: int, length: int) -> str:
    if length == 1:
        return _GROUP_NAMES.get(width, f"{width}-tuple")
    if width == 2:
        return "tractor"
    if width == 3:
        return "titanic"
    return f"{width}-tractor"


def describe_shape(shape: Shape) -> str:
    w, length = shape
    if length == 1:
        return "a " + unit_kind(w, 1)
    return f"a {unit_kind(w, length)} of {length}"


def describe_requirement(req: Sequence[Shape]) -> str:
    """``"a tractor of 2 and 2 pairs"``: the shapes a follow must contain."""
    if not req:
        return "nothing"
    parts = []
    for shape, n in Counter(req).items():
        one = describe_shape(shape)
        if n == 1:
            parts.append(one)
        else:
            noun = one[2:]
            head, _, tail = noun.partition(" of ")
            parts.append(f"{n} {head}s" + (f" of {tail}" if tail else ""))
    return " and ".join(parts)


def make_unit(trump: Trump, width: int, cards: Sequence[Card]) -> Unit:
    members = tuple(sorted(cards, key=trump.pos))
    return Unit(width, members, trump.esuit(members[0]), trump.pos(members[0]),
                trump.pos(members[-1]))


@dataclass(frozen=True, slots=True)
class LeadFormat:
    """A lead split into units (G5.2), largest first."""

    esuit: str
    units: tuple[Unit, ...]

    @property
    def size(self) -> int:
        return sum(u.size for u in self.units)

    @property
    def shapes(self) -> list[Shape]:
        return [u.shape for u in self.units]

    @property
    def is_throw(self) -> bool:
        return len(self.units) > 1

    @property
    def has_tractor(self) -> bool:
        return any(u.is_tractor for u in self.units)

    def describe(self) -> list[str]:
        return [u.describe() for u in self.units]


def order_units(units: Iterable[Unit]) -> tuple[Unit, ...]:
    """Largest first; at equal size tractors first, then stronger first."""
    return tuple(sorted(units, key=lambda u: (u.size, u.length, u.width, u.strength),
                        reverse=True))


def counts_of(cards: Iterable[Card]) -> dict[Card, int]:
    return dict(Counter(cards))


# --------------------------------------------------------------------- placements
def _by_pos(counts: Mapping[Card, int], trump: Trump, width: int,
            allow: Allow) -> dict[int, list[Card]]:
    by_pos: dict[int, list[Card]] = {}
    for c, n in counts.items():
        if n >= width and allow(c, width):
            by_pos.setdefault(trump.pos(c), []).append(c)
    return by_pos


def placements(counts: Mapping[Card, int], shape: Shape, trump: Trump,
               allow: Allow = _ALLOW_ALL) -> list[tuple[Card, ...]]:
    """Every way to take one unit of ``shape`` from ``counts`` (cards of one effective suit)."""
    width, length = shape
    by_pos = _by_pos(counts, trump, width, allow)
    if length == 1:
        return [(c,) for p in sorted(by_pos) for c in sorted(by_pos[p], key=trump.sort_key)]
    out: list[tuple[Card, ...]] = []
    for p in sorted(by_pos):
        if all(p + i in by_pos for i in range(1, length)):
            out.extend(itertools.product(*(by_pos[p + i] for i in range(length))))
    return out


def _take(counts: dict[Card, int], cards: tuple[Card, ...], width: int) -> None:
    for c in cards:
        n = counts[c] - width
        if n:
            counts[c] = n
        else:
            del counts[c]


def _give(counts: dict[Card, int], cards: tuple[Card, ...], width: int) -> None:
    for c in cards:
        counts[c] = counts.get(c, 0) + width


def assignments(counts: Mapping[Card, int], req: Sequence[Shape], trump: Trump,
                allow: Allow = _ALLOW_ALL,
                rng: random.Random | None = None) -> Iterator[list[tuple[Shape, tuple[Card, ...]]]]:
    """Ways to take the units of ``req`` disjointly from ``counts``.

    Shapes are placed largest first; with ``rng`` candidates are tried in random
    order (for random legal plays), otherwise lowest first (for minimal plays).
    Identical shapes take placements in non-decreasing card order, so no way is
    produced twice and a failing search explores subsets, never permutations.
    """
    shapes = sorted(req, key=lambda s: (s[0] * s[1], s[1], s[0]), reverse=True)
    work = dict(counts)
    chosen: list[tuple[Shape, tuple[Card, ...]]] = []

    def rec(i: int) -> Iterator[list[tuple[Shape, tuple[Card, ...]]]]:
        if i == len(shapes):
            yield list(chosen)
            return
        shape = shapes[i]
        cands = placements(work, shape, trump, allow)
        if rng is not None:
            rng.shuffle(cands)
        same_as_prev = i > 0 and shapes[i - 1] == shape
        for cand in cands:
            key = tuple(trump.sort_key(c) for c in cand)
            if same_as_prev and key < chosen_keys[-1]:
                continue
            _take(work, cand, shape[0])
            chosen.append((shape, cand))
            chosen_keys.append(key)
            yield from rec(i + 1)
            chosen_keys.pop()
            chosen.pop()
            _give(work, cand, shape[0])

    chosen_keys: list[tuple[tuple[int, int, str], ...]] = []
    yield from rec(0)


def meets(counts: Mapping[Card, int], req: Sequence[Shape], trump: Trump,
          allow: Allow = _ALLOW_ALL) -> bool:
    """Whether ``counts`` contain the units of ``req`` disjointly.

    Tractors are placed by search (few candidates); plain groups are then fitted by
    card classes (cards with the same count and permissions are interchangeable),
    so a failing check never explores permutations of a big hand.
    """
    if not req:
        return True
    if sum(w * n for w, n in req) > sum(counts.values()):
        return False
    for width in {w for w, _ in req}:
        # necessary: enough groups of at least this width (a shape uses n of them)
        need = sum(n * (w // width) for w, n in req if w >= width)
        if need > sum(k // width for k in counts.values()):
            return False
    tractors = [s for s in req if s[1] >= 2]
    groups = [s[0] for s in req if s[1] == 1]
    if not tractors:
        return _groups_fit(counts, groups, allow)
    for found in assignments(counts, tractors, trump, allow):
        rest = dict(counts)
        for (w, _), cand in found:
            _take(rest, cand, w)
        if _groups_fit(rest, groups, allow):
            return True
    return False


def _groups_fit(counts: Mapping[Card, int], widths: Sequence[int], allow: Allow) -> bool:
    """Exact check that plain groups of ``widths`` fit disjointly into ``counts``."""
    if not widths:
        return True
    order = sorted(widths, reverse=True)
    distinct = sorted(set(order))
    classes: Counter[tuple[int, tuple[bool, ...]]] = Counter()
    for c, k in counts.items():
        classes[(k, tuple(allow(c, w) for w in distinct))] += 1
    index = {w: i for i, w in enumerate(distinct)}
    failed: set[tuple[int, tuple]] = set()

    def rec(i: int, state: tuple[tuple[tuple[int, tuple[bool, ...]], int], ...]) -> bool:
        if i == len(order):
            return True
        if (i, state) in failed:
            return False
        w = order[i]
        wi = index[w]
        for j, ((k, mask), n) in enumerate(state):
            if k >= w and mask[wi]:
                nxt = Counter(dict(state))
                nxt[(k, mask)] -= 1
                if not nxt[(k, mask)]:
                    del nxt[(k, mask)]
                if k > w:
                    nxt[(k - w, mask)] += 1
                if rec(i + 1, tuple(sorted(nxt.items()))):
                    return True
        failed.add((i, state))
        return False

    return rec(0, tuple(sorted(classes.items())))


# -------------------------------------------------------------------- lead parsing
def candidate_units(counts: Mapping[Card, int], trump: Trump, rules: Rules) -> list[Unit]:
    """The group of each card (all its copies) and every maximal tractor of each width."""
    out = [make_unit(trump, n, (c,)) for c, n in counts.items()]
    top_width = max(counts.values(), default=0)
    for width in range(rules.tractor_min_width, top_width + 1):
        by_pos = _by_pos(counts, trump, width, _ALLOW_ALL)
        run: list[Card] = []
        last = None
        for p in sorted(by_pos):
            best = max(by_pos[p], key=lambda c: (counts[c], trump.sort_key(c)))
            if last is not None and p == last + 1:
                run.append(best)
            else:
                if len(run) >= rules.tractor_min_length:
                    out.append(make_unit(trump, width, run))
                run = [best]
            last = p
        if len(run) >= rules.tractor_min_length:
            out.append(make_unit(trump, width, run))
    return out


#: Public name: every unit a hand's cards of one suit hold whole (used by bots).


def _unit_key(u: Unit) -> tuple[int, bool, int, int]:
    return (u.size, u.is_tractor, u.width, u.top)


def split_lead(cards: Sequence[Card], trump: Trump, rules: Rules,
               first_kind: str | None = None) -> tuple[Unit, ...]:
    """G5.2: split cards of one effective suit, always taking the largest unit next.

    At equal size a tractor beats a plain group and a wider unit beats a narrower one.
    ``first_kind`` (a hint such as ``"pair"``) forces the kind of the first unit taken.
    """
    counts = counts_of(cards)
    units: list[Unit] = []
    while counts:
        cands = candidate_units(counts, trump, rules)
        if first_kind is not None and not units:
            cands = [u for u in cands if u.kind == first_kind] or _sub_units(
                counts, trump, rules, first_kind)
            if not cands:
                raise IllegalAction("G5.2", f"these cards hold no {first_kind} for the hint")
        best = max(cands, key=_unit_key)
        units.append(best)
        _take(counts, best.cards, best.width)
    return order_units(units)


def _sub_units(counts: Mapping[Card, int], trump: Trump, rules: Rules, kind: str) -> list[Unit]:
    """Units of ``kind`` taken from larger groups (a hint may ask for a pair out of a triple)."""
    out = []
    for width in range(1, max(counts.values(), default=0) + 1):
        for length in range(1, 14):
            if unit_kind(width, length) != kind:
                continue
            if length > 1 and (width < rules.tractor_min_width
                               or length < rules.tractor_min_length):
                continue
            for cand in placements(counts, (width, length), trump):
                out.append(make_unit(trump, width, cand))
    return out


def parse_lead(cards: Sequence[Card], trump: Trump, rules: Rules,
               hint: object = None) -> LeadFormat:
    """G5.2: the lead's format; raises IllegalAction for mixed suits or a bad hint."""
    if not cards:
        raise IllegalAction("G5.2", "a lead needs at least one card")
    suits = {trump.esuit(c) for c in cards}
    if len(suits) > 1:
        raise IllegalAction("G5.2", "a lead must be cards of one effective suit (a suit or trump)")
    esuit = suits.pop()
    if hint is None or hint == "":
        return LeadFormat(esuit, split_lead(cards, trump, rules))
    if isinstance(hint, str) and "," not in hint and " " not in hint.strip():
        return LeadFormat(esuit, split_lead(cards, trump, rules, first_kind=hint.strip().lower()))
    return LeadFormat(esuit, _units_from_hint(cards, trump, rules, hint))


def _units_from_hint(cards: Sequence[Card], trump: Trump, rules: Rules,
                     hint: object) -> tuple[Unit, ...]:
    """A hint naming every unit: ``["pair S8", "single S7"]`` or ``"pair S8, single S7"``."""
    parts = hint.split(",") if isinstance(hint, str) else hint
    if not isinstance(parts, (list, tuple)):
        raise IllegalAction("G5.2", f"the hint {hint!r} is not a unit kind or a list of units")
    units = []
    for part in parts:
        words = str(part).split()
        if len(words) < 2:
            raise IllegalAction("G5.2", f"the hint part {part!r} is not like 'pair S8'")
        kind, members = words[0].lower(), parse_shengji_cards(words[1:])
        width = next((w for w in range(1, 9) if unit_kind(w, len(members)) == kind), None)
        if width is None:
            raise IllegalAction("G5.2", f"the hint part {part!r} is not a unit")
        unit = make_unit(trump, width, members)
        if unit.is_tractor and not _is_tractor(unit, trump, rules):
            raise IllegalAction("G2.6", f"{' '.join(map(str, members))} do not form a {kind}")
        units.append(unit)
    hinted = Counter(c for u in units for c in u.all_cards())
    if hinted != Counter(cards):
        raise IllegalAction("G5.2", "the hint's units are not exactly the cards played")
    return order_units(units)


def _is_tractor(unit: Unit, trump: Trump, rules: Rules) -> bool:
    if unit.width < rules.tractor_min_width or unit.length < rules.tractor_min_length:
        return False
    if len({trump.esuit(c) for c in unit.cards}) != 1:
        return False
    return all(trump.adjacent(a, b) for a, b in zip(unit.cards, unit.cards[1:]))


# --------------------------------------------------------------------- throws (G5.3)
def unit_beaten_by(unit: Unit, counts: Mapping[Card, int], trump: Trump) -> bool:
    """G5.3: can a hand (cards of the unit's suit) beat this unit on its own?

    A group of n is beaten by n identical higher cards; a tractor by a tractor at
    least as wide and as long that starts higher.
    """
    by_pos = _by_pos(counts, trump, unit.width, _ALLOW_ALL)
    if unit.length == 1:
        return any(p > unit.low for p in by_pos)
    return any(p > unit.low and all(p + i in by_pos for i in range(1, unit.length))
               for p in by_pos)


def failed_throw(lead: LeadFormat, leader: int, hands: Sequence[Mapping[Card, int]],
                 trump: Trump, rules: Rules) -> tuple[Unit, int] | None:
    """G5.3: the forced unit and the seat that beats it, or None when the throw stands.

    ``first_beatable``: seats in play order after the leader, each checked against
    the units smallest first; the first beatable unit found is forced.
    ``smallest``: the smallest unit any seat can beat; beaten_by is the first such seat.
    """
    if not lead.is_throw:
        return None
    seats = [(leader + k) % 4 for k in range(1, 4)]
    suit_hands = [{c: n for c, n in hands[s].items() if trump.esuit(c) == lead.esuit}
                  for s in seats]
    units = sorted(lead.units, key=lambda u: (u.size, u.strength))
    if rules.failed_throw == "first_beatable":
        for seat, hand in zip(seats, suit_hands):
            for u in units:
                if unit_beaten_by(u, hand, trump):
                    return u, seat
        return None
    for u in units:
        for seat, hand in zip(seats, suit_hands):
            if unit_beaten_by(u, hand, trump):
                return u, seat
    return None


# -------------------------------------------------------------- following (G5.4)
def ladder(shapes: Sequence[Shape], rules: Rules) -> Iterator[list[Shape]]:
    """G5.4: the lead's requirement, then ever weaker ones, ending with no requirement.

    Each step breaks the largest shape one notch: a Titanic becomes a tractor of pairs
    of the same length; a tractor longer than the minimum loses one group (which
    stays as a separate group); a minimum-length tractor becomes its groups; a triple
    becomes a pair; a pair becomes two singles (no requirement).
    """
    req = sorted((s for s in shapes if s[0] >= 2), key=_shape_key, reverse=True)
    yield req
    while req:
        i = max(range(len(req)), key=lambda k: _shape_key(req[k]))
        w, length = req[i]
        rest = req[:i] + req[i + 1:]
        if length >= 2:
            if w - 1 >= max(2, rules.tractor_min_width):
                new = [(w - 1, length)]
            elif length - 1 >= rules.tractor_min_length:
                new = [(w, length - 1), (w, 1)]
            else:
                new = [(w, 1)] * length
        else:
            new = [(w - 1, 1)] if w - 1 >= 2 else []
        req = sorted(rest + new, key=_shape_key, reverse=True)
        yield req


def _shape_key(s: Shape) -> tuple[int, int, int]:
    return (s[0] * s[1], s[1], s[0])


def hand_tractor_cards(counts: Mapping[Card, int], trump: Trump, rules: Rules) -> set[Card]:
    """Cards of a hand that belong to some tractor it holds (for tractor protection)."""
    by_pos = _by_pos(counts, trump, rules.tractor_min_width, _ALLOW_ALL)
    out: set[Card] = set()
    positions = sorted(by_pos)
    run: list[int] = []
    for p in positions + [None]:  # type: ignore[list-item]
        if p is not None and run and p == run[-1] + 1:
            run.append(p)
            continue
        if len(run) >= rules.tractor_min_length:
            for q in run:
                out.update(by_pos[q])
        run = [p] if p is not None else []
    return out


def protection(hand_suit: Mapping[Card, int], lead: LeadFormat, trump: Trump,
               rules: Rules) -> Allow:
    """Which hand cards the ladder may demand, under ``trick_draw_policy`` (G5.4).

    ``longer_tuples_protected``: a card held in more copies than a shape's width is
    not demanded for it (a pair lead does not draw a triple).
    ``only_draw_tractor_on_tractor``: when no tractor was led, cards of a tractor
    in the hand are not demanded (pairs do not draw a tractor apart).
    """
    policy = rules.trick_draw_policy
    longer = policy in ("longer_tuples_protected",
                        "longer_tuples_protected_and_only_draw_tractor_on_tractor")
    tractor = policy in ("only_draw_tractor_on_tractor",
                         "longer_tuples_protected_and_only_draw_tractor_on_tractor")
    shielded = hand_tractor_cards(hand_suit, trump, rules) if tractor and not lead.has_tractor \
        else set()
    if not longer and not shielded:
        return _ALLOW_ALL

    def allow(card: Card, width: int) -> bool:
        if longer and hand_suit.get(card, 0) > width:
            return False
        return card not in shielded

    return allow


def check_follow(hand: Mapping[Card, int], lead: LeadFormat, cards: Sequence[Card],
                 trump: Trump, rules: Rules) -> None:
    """G5.4: raise IllegalAction unless ``cards`` (already known to be held) follow ``lead``."""
    n = lead.size
    if len(cards) != n:
        raise IllegalAction("G5.4", f"play {n} card{'s' if n != 1 else ''}, as many as were led")
    held = sum(k for c, k in hand.items() if trump.esuit(c) == lead.esuit)
    played = sum(1 for c in cards if trump.esuit(c) == lead.esuit)
    suit_name = _suit_name(lead.esuit)
    if played < min(n, held):
        raise IllegalAction(
            "G5.4", f"you hold {held} {suit_name} card{'s' if held != 1 else ''}; "
            f"play {min(n, held)} of them before any other card")
    if held <= n or rules.trick_draw_policy == "no_format_based_draw":
        return
    play_counts = counts_of(cards)
    hand_suit = {c: k for c, k in hand.items() if trump.esuit(c) == lead.esuit}
    allow = protection(hand_suit, lead, trump, rules)
    for req in ladder(lead.shapes, rules):
        if meets(play_counts, req, trump):
            return
        if meets(hand_suit, req, trump, allow):
            raise IllegalAction(
                "G5.4", f"you can play {describe_requirement(req)} in {_suit_plural(lead.esuit)}, "
                "so your follow must include it")


def _suit_plural(esuit: str) -> str:
    return "trump" if esuit == TRUMP else _suit_name(esuit) + "s"


def _suit_name(esuit: str) -> str:
    return "trump" if esuit == TRUMP else {"S": "spade", "H": "heart", "D": "diamond",
                                           "C": "club"}[esuit]


def construct_follow(hand: Mapping[Card, int], lead: LeadFormat, trump: Trump, rules: Rules,
                     rng: random.Random | None = None) -> list[Card]:
    """A legal follow: random with ``rng``, else the minimal one (lowest cards, few points).

    Built from the ladder itself, so it is legal by construction: it meets the first
    rung the hand can meet and fills the rest with cards of the led suit.
    """
    n = lead.size
    suit_cards = [c for c, k in hand.items() if trump.esuit(c) == lead.esuit for _ in range(k)]
    if len(suit_cards) <= n:
        others = [c for c, k in hand.items() if trump.esuit(c) != lead.esuit for _ in range(k)]
        return suit_cards + _pick(others, n - len(suit_cards), trump, rng)
    if rules.trick_draw_policy == "no_format_based_draw":
        return _pick(suit_cards, n, trump, rng)
    hand_suit = counts_of(suit_cards)
    allow = protection(hand_suit, lead, trump, rules)
    for req in ladder(lead.shapes, rules):
        if not meets(hand_suit, req, trump, allow):
            continue
        found = next(assignments(hand_suit, req, trump, allow, rng=rng), None)
        if found is None:  # pragma: no cover - meets() said a way exists
            continue
        rest = dict(hand_suit)
        out: list[Card] = []
        for (w, _), cand in found:
            _take(rest, cand, w)
            out.extend(c for c in cand for _ in range(w))
        remaining = [c for c, k in rest.items() for _ in range(k)]
        return out + _pick(remaining, n - len(out), trump, rng)
    raise AssertionError("the last rung of the ladder is always met")  # pragma: no cover


def _pick(cards: list[Card], k: int, trump: Trump, rng: random.Random | None) -> list[Card]:
    if k <= 0:
        return []
    if rng is not None:
        return rng.sample(cards, k)
    return sorted(cards, key=lambda c: (card_points(c) > 0, trump.strength(c),
                                        trump.sort_key(c)))[:k]


def multiset_combinations(counts: Mapping[Card, int], k: int,
                          order: Sequence[Card]) -> Iterator[list[Card]]:
    """Every multiset of ``k`` cards from ``counts``, lazily, without repeats."""
    items = [(c, counts[c]) for c in order if counts.get(c)]

    def rec(i: int, need: int) -> Iterator[list[Card]]:
        if need == 0:
            yield []
            return
        if i == len(items):
            return
        card, avail = items[i]
        for take in range(min(avail, need), -1, -1):
            for rest in rec(i + 1, need - take):
                yield [card] * take + rest

    yield from rec(0, k)


def legal_follows(hand: Mapping[Card, int], lead: LeadFormat, trump: Trump,
                  rules: Rules) -> Iterator[list[Card]]:
    """Lazily every legal follow (distinct multisets); combinatorial, so never listed whole."""
    n = lead.size
    suit = {c: k for c, k in hand.items() if trump.esuit(c) == lead.esuit}
    held = sum(suit.values())
    if held <= n:
        base = [c for c, k in suit.items() for _ in range(k)]
        others = {c: k for c, k in hand.items() if trump.esuit(c) != lead.esuit}
        for extra in multiset_combinations(others, n - held, trump.sorted(others)):
            yield base + extra
        return
    for cand in multiset_combinations(suit, n, trump.sorted(suit)):
        try:
            check_follow(hand, lead, cand, trump, rules)
        except IllegalAction:
            continue
        yield cand


# ------------------------------------------------------------- trick winner (G5.5)
def format_partitions(cards: Sequence[Card], lead: LeadFormat,
                      trump: Trump) -> Iterator[tuple[Unit, ...]]:
    """Ways to read ``cards`` as exactly the lead's shapes (singles fill the rest)."""
    counts = counts_of(cards)
    req = [s for s in lead.shapes if s[0] >= 2]
    for found in assignments(counts, req, trump):
        rest = dict(counts)
        units = []
        for (w, _), cand in found:
            _take(rest, cand, w)
            units.append(make_unit(trump, w, cand))
        for c, k in rest.items():
            units.extend(make_unit(trump, 1, (c,)) for _ in range(k))
        yield order_units(units)


def _pairs_by_shape(a: Sequence[Unit], b: Sequence[Unit]) -> list[tuple[Unit, Unit]]:
    """Pair the units of two readings of one format shape by shape, strongest with strongest."""
    out: list[tuple[Unit, Unit]] = []
    shapes = sorted({u.shape for u in a}, key=_shape_key, reverse=True)
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
