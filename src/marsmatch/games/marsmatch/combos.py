"""MarsMatch combinations (rulings R3.1-R3.13): readings, their check, and comparison.

Cards are rank-count vectors of 15 lanes: index 0..11 are the sequence ranks 3..A,
12 is the wild 2, 13 the Little Joker, 14 the Big Joker. A *reading* is
(kind, length, top rank, attachment kind); a *play* is a count vector with a reading.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple

from ...cards import CARD_HELP, Card, parse_cards
from ...errors import AmbiguousPlay, NotationError

RANK_NAMES = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "LJ", "BJ")
RANK_INDEX = {name: i for i, name in enumerate(RANK_NAMES)}
TWO, LJ, BJ = 12, 13, 14
LANES = 15
ACE = 11  # the highest rank a sequence may reach


class Kind(IntEnum):
    SINGLE = 0
    PAIR = 1
    PAIR_SEQUENCE = 2
    ROCKET = 3
    STARSHIP = 4
    LONE_BOAT = 5
    DRONE = 6
    SUPER_DRONE = 7
    SPACESHIP = 8


@dataclass(frozen=True, slots=True)
class KindInfo:
    """The facts of one kind of play, written once (rulings R3.1-R3.9)."""

    name: str  # record and reading-spec name
    title: str  # for people
    rule: str  # the ruling that defines it, cited in explanations
    group: int  # cards per main group (a pair 2, a triple 3, a quad 4); 0: not grouped
    attach_per_group: int  # attachment units per main group (a Starship takes 2)
    bomb_class: int  # 0 for non-bombs; Drone 1 < Super Drone 2 < Spaceship 3 (R3.7-R3.9)
    bomb_why: str = ""  # why this bomb beats what it beats


KINDS: tuple[KindInfo, ...] = (
    KindInfo("single", "Single", "R3.1", 1, 0, 0),
    KindInfo("pair", "Pair", "R3.2", 2, 0, 0),
    KindInfo("pair_sequence", "Pair Sequence", "R3.3", 2, 0, 0),
    KindInfo("rocket", "Rocket", "R3.4", 3, 1, 0),
    KindInfo("starship", "Starship", "R3.5", 4, 2, 0),
    KindInfo("lone_boat", "Lone Boat", "R3.6", 1, 1, 0),
    KindInfo("drone", "Drone", "R3.7", 0, 0, 1, "a Drone beats every combination but a "
             "Spaceship, a Super Drone or a stronger Drone"),
    KindInfo("super_drone", "Super Drone", "R3.8", 0, 0, 2,
             "a Super Drone beats everything but a Spaceship"),
    KindInfo("spaceship", "Spaceship", "R3.9", 0, 0, 3,
             "a Spaceship beats everything but a stronger Spaceship"),
)
KIND_NAMES = tuple(info.name for info in KINDS)
KIND_BY_NAME = {name: Kind(i) for i, name in enumerate(KIND_NAMES)}
NONE, SINGLES, PAIRS = 0, 1, 2
ATTACH_NAMES = ("none", "single", "pair")
ATTACH_BY_NAME = {name: i for i, name in enumerate(ATTACH_NAMES)}
SPACESHIP_NAMES = ("LJ+LJ", "BJ+LJ", "BJ+BJ")  # indexed by the number of Big Jokers
#: Natural ranks (3..A): the ranks a sequence may use; ``TWO`` is the wild 2.
NATURALS = range(ACE + 1)
BOMB_CLASS = {Kind(i): info.bomb_class for i, info in enumerate(KINDS) if info.bomb_class}
KIND_RULE = {Kind(i): info.rule for i, info in enumerate(KINDS)}


def attachment_count(rd: Reading) -> int:
    """Attachment cards of a reading (a pair attachment counts two)."""
    if rd.attach == NONE:
        return 0
    groups = rd.length if rd.kind != Kind.LONE_BOAT else 1
    return groups * KINDS[rd.kind].attach_per_group * rd.attach


class Reading(NamedTuple):
    """How a set of cards is played: kind, length, top rank index, attachment kind.

    ``length`` is the number of groups for chains (pairs, triples, quads) and 1 for
    singles, pairs, Lone Boats and Spaceships; for the Drone class it is the number of
    cards (a Super Drone has length 3). A Spaceship's ``top`` is its number of Big Jokers.
    """

    kind: Kind
    length: int
    top: int
    attach: int

    @property
    def is_bomb(self) -> bool:
        return self.kind >= Kind.DRONE

    @property
    def size(self) -> int:
        """How many cards a play of this reading holds."""
        kind, k, _top, _att = self
        if kind == Kind.SPACESHIP:
            return 2
        if kind in (Kind.DRONE, Kind.SUPER_DRONE):
            return k
        return KINDS[kind].group * k + attachment_count(self)

    @property
    def rank_name(self) -> str:
        return SPACESHIP_NAMES[self.top] if self.kind == Kind.SPACESHIP else RANK_NAMES[self.top]

    @property
    def spec(self) -> str:
        """The ``KIND:LENGTH:ATTACHMENT`` form accepted by ``--as`` and records."""
        return f"{KIND_NAMES[self.kind]}:{self.length}:{ATTACH_NAMES[self.attach]}"

    @property
    def full_spec(self) -> str:
        """``KIND:LENGTH:ATTACHMENT:RANK``: names one reading even among same-shape ones."""
        return f"{self.spec}:{self.rank_name}"

    def to_json(self) -> dict[str, object]:
        return {"kind": KIND_NAMES[self.kind], "length": self.length,
                "rank": self.rank_name, "attachment": ATTACH_NAMES[self.attach]}

    def describe(self) -> str:
        k, n, top = self.kind, self.length, self.top
        att = ""
        if self.attach:
            count = KINDS[k].attach_per_group * n
            noun = ATTACH_NAMES[self.attach]
            att = f" with a {noun}" if count == 1 else f" with {count} {noun}s"
        if k == Kind.SINGLE:
            return f"single {RANK_NAMES[top]}"
        if k == Kind.PAIR:
            return f"pair of {plural(top)}"
        if k == Kind.PAIR_SEQUENCE:
            return f"Pair Sequence {RANK_NAMES[top - n + 1]}..{RANK_NAMES[top]} ({n} pairs)"
        if k == Kind.ROCKET:
            if n == 1:
                return f"Rocket of {plural(top)}{att}"
            return f"Rocket {RANK_NAMES[top - n + 1]}..{RANK_NAMES[top]} ({n} triples){att}"
        if k == Kind.STARSHIP:
            if n == 1:
                return f"Starship of {plural(top)}{att}"
            return f"Starship {RANK_NAMES[top - n + 1]}..{RANK_NAMES[top]} ({n} quads){att}"
        if k == Kind.LONE_BOAT:
            return f"Lone Boat {RANK_NAMES[top]}{att}"
        if k == Kind.DRONE:
            return f"Drone of {plural(top)} (length {n})"
        if k == Kind.SUPER_DRONE:
            return "Super Drone (three 3s)"
        return f"Spaceship {SPACESHIP_NAMES[top]}"


class ReadingSpec(NamedTuple):
    """A partial reading named by a user: ``KIND[:LENGTH[:ATTACHMENT[:RANK]]]``.

    The rank (the top rank, e.g. ``rocket:1:pair:3``) is only needed where the same cards
    make two readings of one shape, such as 3 9 9 2 2: Rocket of 9s with 3+2, or Rocket
    of 3s (3 2 2) with 9 9.
    """

    kind: Kind
    length: int | None = None
    attach: int | None = None
    top: int | None = None

    @classmethod
    def parse(cls, text: str) -> ReadingSpec:
        parts = [p.strip().lower() for p in text.strip().split(":")]
        if not parts[0] or len(parts) > 4:
            raise NotationError(
                f"{text!r} is not a reading; write KIND[:LENGTH[:ATTACHMENT[:RANK]]]")
        kind = KIND_BY_NAME.get(parts[0].replace("-", "_").replace(" ", "_"))
        if kind is None:
            raise NotationError(
                f"{parts[0]!r} is not a kind; kinds are {', '.join(KIND_NAMES)}"
            )
        length = None
        if len(parts) > 1 and parts[1]:
            if not parts[1].isdigit() or int(parts[1]) < 1:
                raise NotationError(f"{parts[1]!r} is not a length; lengths are whole numbers")
            length = int(parts[1])
        attach = None
        if len(parts) > 2 and parts[2]:
            name = {"singles": "single", "pairs": "pair"}.get(parts[2], parts[2])
            if name not in ATTACH_BY_NAME:
                raise NotationError(f"{parts[2]!r} is not an attachment; use none, single or pair")
            attach = ATTACH_BY_NAME[name]
        top = None
        if len(parts) > 3 and parts[3]:
            rank = parts[3].upper().replace("T", "10")
            names = SPACESHIP_NAMES if kind == Kind.SPACESHIP else RANK_NAMES
            if rank not in names:
                raise NotationError(f"{parts[3]!r} is not a rank; {CARD_HELP}")
            top = names.index(rank)
        return cls(kind, length, attach, top)

    def matches(self, reading: Reading) -> bool:
        return (reading.kind == self.kind
                and (self.length is None or reading.length == self.length)
                and (self.attach is None or reading.attach == self.attach)
                and (self.top is None or reading.top == self.top))


class Play(NamedTuple):
    """Concrete cards (a count vector) with the reading they are played as."""

    counts: tuple[int, ...]
    reading: Reading

    @property
    def size(self) -> int:
        return sum(self.counts)

    def cards(self) -> list[str]:
        return counts_to_cards(self.counts)

    def describe(self) -> str:
        text = self.reading.describe()
        if self.reading.kind == Kind.LONE_BOAT and self.reading.attach:
            text += f" ({' '.join(self.cards())})"
        return text

    # --- the action codec: one text form, a repr that rebuilds ---------------------------
    @property
    def spec(self) -> str:
        """The shortest reading name that picks this reading among every reading of these
        cards, whatever the table (what records write as ``as``): ``pair``, then
        ``KIND:LENGTH:ATTACHMENT``, then the full form with the rank."""
        found = readings(self.counts)
        rd = self.reading
        for text in (KIND_NAMES[rd.kind], rd.spec):
            spec = ReadingSpec.parse(text)
            if [x for x in found if spec.matches(x)] == [rd]:
                return text
        return rd.full_spec

    def __str__(self) -> str:
        """Cards low to high; a play whose cards read several ways names its reading in
        full, rank included: ``4 4 4 4 5 5 5 5 as starship:1:pair:4``."""
        cards = " ".join(self.cards())
        if len(readings(self.counts)) > 1:
            return f"{cards} as {self.reading.full_spec}"
        return cards

    def __repr__(self) -> str:
        return f"Play.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Play:
        """A play from ``CARDS [as KIND[:LENGTH[:ATTACHMENT[:RANK]]]]``, read at its
        strongest reading when none is named (R3.11; AmbiguousPlay when there is none)."""
        cards, _sep, spec = text.partition(" as ")
        counts = tuple(to_counts(cards))
        named = ReadingSpec.parse(spec) if spec.strip() else None
        found = readings(counts, named)
        shown = " ".join(counts_to_cards(counts)) or "nothing"
        if not found:
            what = f" as {spec.strip()}" if named else ""
            raise NotationError(f"{shown} is not a combination{what}")
        return cls(counts, strongest(counts, found, shown))


def plural(rank: int) -> str:
    return RANK_NAMES[rank] + "s"


def card_index(card: Card) -> int:
    return RANK_INDEX[card.rank]


def to_counts(cards: Iterable[Card] | str) -> list[int]:
    """Count vector of cards (suits ignored, as R1 says suits never matter)."""
    if isinstance(cards, str):
        cards = parse_cards(cards)
    counts = [0] * LANES
    for card in cards:
        counts[RANK_INDEX[card.rank]] += 1
    return counts


def counts_to_cards(counts: Sequence[int]) -> list[str]:
    """Cards of a count vector, low to high (3 first, Big Jokers last)."""
    return [RANK_NAMES[r] for r in range(LANES) for _ in range(counts[r])]


# --- checking one reading --------------------------------------------------------------


def _pairable(extra_twos: int, counts: Sequence[int]) -> bool:
    """Can naturals ``counts[0..11]`` plus ``extra_twos`` 2s be split into pairs (R3.2)?"""
    odd = 0
    for r in range(12):
        odd += counts[r] & 1
    return extra_twos >= odd


def _window_rest(m: Sequence[int], lo: int, hi: int, per: int, wild: bool) -> list[int] | None:
    """What is left of ``m`` after its main groups of ``per`` cards on ranks lo..hi.

    Uses as many natural cards as possible and fills the rest with 2s when ``wild``;
    returns None when the groups cannot be made.
    """
    rest = list(m)
    for r in range(lo, hi + 1):
        take = min(per, rest[r])
        if take < per:
            if not wild:
                return None
            rest[TWO] -= per - take
        rest[r] -= take
    if rest[TWO] < 0:
        return None
    return rest


def fits(m: Sequence[int], rd: Reading) -> bool:
    """Do the cards ``m`` form exactly the reading ``rd``? (R3.1-R3.9, R3.13)"""
    kind, k, top, att = rd
    n = sum(m)
    jokers = m[LJ] + m[BJ]
    if kind == Kind.SPACESHIP:
        return n == 2 and jokers == 2 and k == 1 and m[BJ] == top and att == NONE
    if kind == Kind.LONE_BOAT:
        if top not in (LJ, BJ) or m[top] != 1 or jokers != 1 or k != 1 or m[TWO]:
            return False
        if att == NONE:
            return n == 1
        if att == SINGLES:
            return n == 2
        return n == 3 and any(m[r] == 2 for r in range(12))
    if jokers:
        return False
    if kind == Kind.SINGLE:
        return n == 1 and k == 1 and att == NONE and 0 <= top <= TWO and m[top] == 1
    if kind == Kind.PAIR:
        if n != 2 or k != 1 or att != NONE or not 0 <= top <= TWO:
            return False
        return m[top] == 2 or (top < TWO and m[top] == 1 and m[TWO] == 1)
    if kind == Kind.SUPER_DRONE:
        return n == 3 and m[0] == 3 and k == 3 and top == 0 and att == NONE
    if kind == Kind.DRONE:
        return att == NONE and k == n >= 4 and 0 <= top <= TWO and m[top] == n
    if kind == Kind.PAIR_SEQUENCE:
        if att != NONE or k < 3 or n != 2 * k or not k - 1 <= top <= ACE:
            return False
        rest = _window_rest(m, top - k + 1, top, 2, wild=True)
        return rest is not None and not any(rest)
    if kind == Kind.ROCKET:
        if n != (3 + att) * k or k < 1 or att not in (NONE, SINGLES, PAIRS):
            return False
        if k == 1 and top == TWO:
            rest = list(m)
            rest[TWO] -= 3
            if rest[TWO] < 0:
                return False
        else:
            if not k - 1 <= top <= ACE:
                return False
            if k == 1 and m[top] == 0:  # a lone triple needs a natural card (R3.13)
                return False
            rest = _window_rest(m, top - k + 1, top, 3, wild=True)
            if rest is None:
                return False
        return _attachment_ok(rest, att)
    if kind == Kind.STARSHIP:
        if k < 1 or att not in (NONE, SINGLES, PAIRS) or n != (4 + 2 * att) * k:
            return False
        if att == NONE and k < 2:
            return False  # a lone bare quad is a Drone (R3.5)
        if k == 1:
            if not 0 <= top <= TWO or m[top] < 4:
                return False
            rest = list(m)
            rest[top] -= 4
        else:
            if not k - 1 <= top <= ACE:
                return False
            rest = _window_rest(m, top - k + 1, top, 4, wild=False)
            if rest is None:
                return False
        return _attachment_ok(rest, att)
    return False


def _attachment_ok(rest: Sequence[int], att: int) -> bool:
    if att == NONE:
        return not any(rest)
    if att == SINGLES:
        return True  # sizes already match; any cards are singles (R3.10)
    return _pairable(rest[TWO], rest)


def _candidates(m: Sequence[int]) -> Iterable[Reading]:
    """Every reading that the size and jokers of ``m`` allow; ``fits`` decides."""
    n = sum(m)
    jokers = m[LJ] + m[BJ]
    if jokers:
        if n == 2 and jokers == 2:
            yield Reading(Kind.SPACESHIP, 1, m[BJ], NONE)
        if jokers == 1 and n <= 3:
            yield Reading(Kind.LONE_BOAT, 1, LJ if m[LJ] else BJ, n - 1)
        return
    present = [r for r in range(13) if m[r]]
    if n == 1:
        yield Reading(Kind.SINGLE, 1, present[0], NONE)
    if n == 2:
        naturals = [r for r in present if r < TWO]
        yield Reading(Kind.PAIR, 1, naturals[0] if naturals else TWO, NONE)
    if n == 3 and m[0] == 3:
        yield Reading(Kind.SUPER_DRONE, 3, 0, NONE)
    if n >= 4 and len(present) == 1:
        yield Reading(Kind.DRONE, n, present[0], NONE)
    if n >= 6 and n % 2 == 0 and n // 2 <= 12:
        k = n // 2
        for top in range(k - 1, ACE + 1):
            yield Reading(Kind.PAIR_SEQUENCE, k, top, NONE)
    for att in (NONE, SINGLES, PAIRS):
        size = 3 + att
        if n % size == 0:
            k = n // size
            tops = range(TWO + 1) if k == 1 else range(k - 1, ACE + 1)
            for top in tops:
                yield Reading(Kind.ROCKET, k, top, att)
        size = 4 + 2 * att
        if n % size == 0:
            k = n // size
            if k == 1:
                for top in present:
                    yield Reading(Kind.STARSHIP, 1, top, att)
            else:
                for top in range(k - 1, ACE + 1):
                    yield Reading(Kind.STARSHIP, k, top, att)


def readings(m: Sequence[int], spec: ReadingSpec | None = None) -> list[Reading]:
    """Every reading of the cards ``m`` (R3.11), strongest first within each kind."""
    found = [rd for rd in _candidates(m) if (spec is None or spec.matches(rd)) and fits(m, rd)]
    found.sort(key=lambda rd: (-BOMB_CLASS.get(rd.kind, 0), rd.kind, rd.length, rd.attach,
                               -rd.top))
    return found


# --- comparison ------------------------------------------------------------------------


def _single_class(rd: Reading) -> bool:
    return rd.kind == Kind.SINGLE or (rd.kind == Kind.LONE_BOAT and rd.attach == NONE)


def boat_attachment_rank(counts: Sequence[int]) -> int:
    """The rank of a Lone Boat's attachment (its lowest natural card; -1: none), R3.6."""
    for r in range(12):
        if counts[r]:
            return r
    return -1


def beats(a: Play, b: Play) -> bool:
    """May ``a`` answer ``b``? Strictly stronger only (R3.12)."""
    ra, rb = a.reading, b.reading
    ca, cb = BOMB_CLASS.get(ra.kind, 0), BOMB_CLASS.get(rb.kind, 0)
    if ca != cb:
        return ca > cb
    if ca == 1:
        return (ra.length, ra.top) > (rb.length, rb.top)
    if ca:
        return ra.top > rb.top
    if _single_class(ra) and _single_class(rb):
        return ra.top > rb.top
    if ra.kind != rb.kind or ra.length != rb.length or ra.attach != rb.attach:
        return False
    if ra.kind == Kind.LONE_BOAT:
        return (ra.top, boat_attachment_rank(a.counts)) > (rb.top, boat_attachment_rank(b.counts))
    return ra.top > rb.top


def explain(a: Play, b: Play) -> tuple[bool, str, str]:
    """Whether ``a`` may answer ``b``, a sentence why, and the ruling id."""
    ra, rb = a.reading, b.reading
    da, db = a.describe(), b.describe()
    ca, cb = BOMB_CLASS.get(ra.kind, 0), BOMB_CLASS.get(rb.kind, 0)
    ok = beats(a, b)
    verb = "beats" if ok else "does not beat"
    if ca != cb:
        stronger = ra if ca > cb else rb
        return ok, f"{da} {verb} {db}: {KINDS[stronger.kind].bomb_why}", KIND_RULE[stronger.kind]
    if ca == 1:
        if (ra.length, ra.top) == (rb.length, rb.top):
            return ok, f"{da} {verb} {db}: an equal play does not beat", "R3.12"
        why = "longer Drone" if ra.length != rb.length else "same length, higher rank"
        if not ok:
            why = "shorter Drone" if ra.length != rb.length else "same length, rank not higher"
        return ok, f"{da} {verb} {db}: {why}", "R3.7"
    if ca:
        if ra.top == rb.top:
            return ok, f"{da} {verb} {db}: an equal play does not beat", "R3.12"
        rule = KIND_RULE[ra.kind]
        if ra.kind == Kind.SPACESHIP:
            return ok, f"{da} {verb} {db}: BJ+BJ > BJ+LJ > LJ+LJ", rule
        return ok, f"{da} {verb} {db}", rule
    if _single_class(ra) and _single_class(rb):
        if ra.top == rb.top:
            return ok, f"{da} {verb} {db}: an equal play does not beat", "R3.12"
        if ra.kind == Kind.LONE_BOAT or rb.kind == Kind.LONE_BOAT:
            why = "a bare Lone Boat beats every non-joker single, BJ beats LJ"
            return ok, f"{da} {verb} {db}: {why}", "R3.6"
        return ok, f"{da} {verb} {db}: singles compare by rank", "R3.1"
    if ra.kind != rb.kind or ra.length != rb.length or ra.attach != rb.attach:
        need = _shape_words(rb)
        return False, f"{da} does not beat {db}: only {need} or a bomb can answer it", \
            KIND_RULE[rb.kind]
    if ra.kind == Kind.LONE_BOAT:
        ka = (ra.top, boat_attachment_rank(a.counts))
        kb = (rb.top, boat_attachment_rank(b.counts))
        if ka == kb:
            return ok, f"{da} {verb} {db}: an equal play does not beat", "R3.12"
        return ok, f"{da} {verb} {db}: the joker decides first, then the attachment", "R3.6"
    if ra.top == rb.top:
        return ok, f"{da} {verb} {db}: an equal play does not beat", "R3.12"
    if ok:
        return ok, f"{da} {verb} {db}: same shape, higher rank", KIND_RULE[ra.kind]
    return ok, f"{da} {verb} {db}", "R3.12"


def _shape_words(rd: Reading) -> str:
    k = rd.kind
    att = "" if rd.attach == NONE else f" with {ATTACH_NAMES[rd.attach]} attachments"
    if k == Kind.SINGLE:
        return "a higher single or a bare Lone Boat"
    if k == Kind.PAIR:
        return "a higher pair"
    if k == Kind.PAIR_SEQUENCE:
        return f"a higher Pair Sequence of {rd.length} pairs"
    if k == Kind.ROCKET:
        return f"a higher Rocket of {rd.length} triple{'s' if rd.length > 1 else ''}{att}"
    if k == Kind.STARSHIP:
        return f"a higher Starship of {rd.length} quad{'s' if rd.length > 1 else ''}{att}"
    if rd.attach == NONE:
        return "a Big Joker"
    return f"a stronger Lone Boat with a {ATTACH_NAMES[rd.attach]}"


def strongest(m: Sequence[int], options: Sequence[Reading], what: str = "these cards") -> Reading:
    """The strongest of several readings of the same cards (R3.11).

    Bombs are stronger than non-bombs; among non-bombs of one shape the higher top wins;
    non-bombs of different shapes have no strongest, so the player must say (AmbiguousPlay).
    """
    if not options:
        raise ValueError("no readings to choose from")
    bombs = [rd for rd in options if rd.is_bomb]
    if bombs:
        return max(bombs, key=lambda rd: (BOMB_CLASS[rd.kind], rd.length, rd.top))
    shapes = {(rd.kind, rd.length, rd.attach) for rd in options}
    if len(shapes) == 1:
        return max(options, key=lambda rd: rd.top)
    listed = "; ".join(f"{rd.full_spec} ({rd.describe()})" for rd in options)
    raise AmbiguousPlay(
        "R3.11", f"{what} can be read several ways with no strongest; name one with "
                 f"KIND:LENGTH:ATTACHMENT[:RANK]: {listed}", tuple(options))
