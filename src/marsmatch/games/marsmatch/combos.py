"""MarsMatch combinations (rulings R3.1-R3.13): readings, their check, and comparison.

Cards are rank-count vectors of 15 lanes: index 0..11 are the sequence ranks 3..A,
12 is the wild 2, 13 the Little Joker, 14 the Big Joker. A *reading* is
(kind, length, top rank, attachment kind); a *play* is a count vector with a reading.

The value types, the kind table's words and the words for people live here; the rules
that decide a reading (``fits``, ``readings``) and a comparison (``beats``, ``verdict``)
are compiled, one section per kind (``csrc/kinds/<kind>.c`` through ``_core``,
docs/compiled-core.md); ``marsmatch.reference.marsmatch`` is their readable Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from types import ModuleType
from typing import NamedTuple

from ...cards import CARD_HELP, Card, parse_cards
from ...errors import AmbiguousPlay, NotationError
from . import _core

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
    wild: bool = False  # a wild 2 may complete its main groups (R3.2-R3.4; not R3.5's quads)


#: The words and ruling of each kind, in Kind order. Its numbers (cards per group,
#: attachments, bomb class, wild 2s) are its section's in the compiled rules
#: (``csrc/kinds/<kind>.c``), read once here.
_KIND_WORDS: tuple[tuple[str, str, str, str], ...] = (
    ("single", "Single", "R3.1", ""),
    ("pair", "Pair", "R3.2", ""),
    ("pair_sequence", "Pair Sequence", "R3.3", ""),
    ("rocket", "Rocket", "R3.4", ""),
    ("starship", "Starship", "R3.5", ""),
    ("lone_boat", "Lone Boat", "R3.6", ""),
    ("drone", "Drone", "R3.7", ("a Drone beats every combination but a Spaceship, a Super "
                                "Drone or a stronger Drone")),
    ("super_drone", "Super Drone", "R3.8", "a Super Drone beats everything but a Spaceship"),
    ("spaceship", "Spaceship", "R3.9", "a Spaceship beats everything but a stronger Spaceship"),
)


def _kinds() -> tuple[KindInfo, ...]:
    """The kind table: the words above with each kind's facts from its compiled section,
    checked to name the same kinds in the same order as ``Kind``."""
    facts = _core.kind_facts()
    names = [k.name.lower() for k in Kind]
    if [f[0] for f in facts] != names or [w[0] for w in _KIND_WORDS] != names:
        raise ImportError("the compiled kinds are not combos.Kind's; rebuild the core")
    return tuple(KindInfo(name, title, rule, group, per, bomb, why, wild)
                 for (name, title, rule, why), (_n, group, per, bomb, wild)
                 in zip(_KIND_WORDS, facts, strict=True))


KINDS: tuple[KindInfo, ...] = _kinds()
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


# --- the compiled rules: checking a reading, every reading, comparison -----------------

#: Do the cards ``m`` form exactly the reading ``rd``? (R3.1-R3.9, R3.13)
fits = _core.fits
#: The rank of a Lone Boat's attachment (its lowest natural card; -1: none), R3.6.
boat_attachment_rank = _core.boat_attachment_rank
#: May play ``a`` answer play ``b``? Strictly stronger only (R3.12).
beats = _core.beats
#: ``(beats, why, kind)``: whether play ``a`` may answer play ``b``, why (a ``WHY_*`` code)
#: and the kind whose section decided; ``explain`` puts it in words.
verdict = _core.verdict
WHY_NAMES: tuple[str, ...] = _core.WHY_NAMES


def readings(m: Sequence[int], spec: ReadingSpec | None = None,
             core: ModuleType = _core) -> list[Reading]:
    """Every reading of the cards ``m`` (R3.11), strongest first within each kind; with
    ``spec``, those it matches (``core``: the rules asked, compiled by default)."""
    found: list[Reading] = core.all_readings(m)
    return found if spec is None else [rd for rd in found if spec.matches(rd)]


def reading_for(counts: Sequence[int], found: Sequence[Reading], top: Play | None,
                what: str = "these cards", core: ModuleType = _core) -> tuple[Reading, bool]:
    """R3.11: how the cards ``counts`` are played, among their readings ``found``: the
    strongest that may answer ``top`` (any, for a lead), and True; when none may, the one
    whose failure best explains why (the top's shape, else its kind), and False.
    AmbiguousPlay when several may and none is strongest."""
    if top is None:
        return strongest(counts, found, what), True
    legal = [rd for rd in found if core.beats(Play(tuple(counts), rd), top)]
    if legal:
        return strongest(counts, legal, what), True
    t = top.reading
    for same in (lambda rd: (rd.kind, rd.length, rd.attach) == (t.kind, t.length, t.attach),
                 lambda rd: rd.kind == t.kind):
        for rd in found:
            if same(rd):
                return rd, False
    return found[0], False


#: The words of the verdicts whose words do not depend on the plays (a ``WHY_*`` code).
_WHY_WORDS = {
    _core.WHY_EQUAL: "an equal play does not beat",
    _core.WHY_LONGER: "longer Drone",
    _core.WHY_SHORTER: "shorter Drone",
    _core.WHY_BARE_BOAT: "a bare Lone Boat beats every non-joker single, BJ beats LJ",
    _core.WHY_ATTACHMENT: "the joker decides first, then the attachment",
}
#: How kinds whose tops compare say it: (higher, not higher).
_RANK_WORDS = {
    Kind.SINGLE: ("singles compare by rank", "singles compare by rank"),
    Kind.DRONE: ("same length, higher rank", "same length, rank not higher"),
    Kind.SPACESHIP: ("BJ+BJ > BJ+LJ > LJ+LJ", "BJ+BJ > BJ+LJ > LJ+LJ"),
}


def why_words(why: int, kind: int, top: Reading) -> tuple[str, str]:
    """The words (after the colon; "" for none) and the ruling of a verdict: the code
    ``why`` decided by ``kind``'s section, answering ``top``."""
    rule = KINDS[kind].rule
    if why == _core.WHY_BOMB:
        return KINDS[kind].bomb_why, rule
    if why == _core.WHY_EQUAL:
        return _WHY_WORDS[why], "R3.12"
    if why == _core.WHY_SHAPE:
        return f"only {_shape_words(top)} or a bomb can answer it", rule
    if why in (_core.WHY_HIGHER, _core.WHY_LOWER):
        lower = why == _core.WHY_LOWER
        if kind in _RANK_WORDS:
            return _RANK_WORDS[Kind(kind)][lower], rule
        return ("", "R3.12") if lower else ("same shape, higher rank", rule)
    return _WHY_WORDS[why], rule


def explain(a: Play, b: Play,
            found: tuple[bool, int, int] | None = None) -> tuple[bool, str, str]:
    """Whether ``a`` may answer ``b``, a sentence why, and the ruling id (the compiled
    verdict, or ``found``, put in words)."""
    ok, why, kind = found if found is not None else verdict(a, b)
    words, rule = why_words(why, kind, b.reading)
    verb = "beats" if ok else "does not beat"
    sentence = f"{a.describe()} {verb} {b.describe()}"
    return ok, f"{sentence}: {words}" if words else sentence, rule


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


_core.bind(Reading, Play, Kind)
