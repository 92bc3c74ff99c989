"""MarsMatch combinations (rulings R3.1-R3.13): readings, their check, and comparison.

Cards are rank-count vectors of 15 lanes: index 0..11 are the sequence ranks 3..A,
12 is the wild 2, 13 the Little Joker, 14 the Big Joker. A *reading* is
(kind, length, top rank, attachment kind); a *play* is a count vector with a reading.

The value types, the kind table and the words for people live here; the rules that
decide a reading (``fits``, ``readings``) and a comparison (``beats``) are compiled
(``csrc/readings.c`` through ``_core``, docs/compiled-core.md), bound to these types at
import. ``tests/oracle/marsmatch/combos.py`` keeps their readable Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache
from typing import NamedTuple

from ... import words
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


KINDS: tuple[KindInfo, ...] = (
    KindInfo("single", "Single", "R3.1", 1, 0, 0),
    KindInfo("pair", "Pair", "R3.2", 2, 0, 0, wild=True),
    KindInfo("pair_sequence", "Pair Sequence", "R3.3", 2, 0, 0, wild=True),
    KindInfo("rocket", "Rocket", "R3.4", 3, 1, 0, wild=True),
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
        """In words ("Rocket of 9s with a pair"), from the English catalogue (words/)."""
        return _reading_words(self)


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
        """The reading in words; a Lone Boat with attachments names its cards too."""
        if self.reading.kind != Kind.LONE_BOAT or not self.reading.attach:
            return self.reading.describe()
        return words.text(play_msg(self))

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


def readings(m: Sequence[int], spec: ReadingSpec | None = None) -> list[Reading]:
    """Every reading of the cards ``m`` (R3.11), strongest first within each kind; with
    ``spec``, those it matches."""
    found: list[Reading] = _core.all_readings(m)
    return found if spec is None else [rd for rd in found if spec.matches(rd)]


# --- the words for people: a reading or a play as a message (words/*/marsmatch.ftl) -----
def _rank_words(rd: Reading, top: int) -> object:
    """A rank as a reading names it: 3..A and 2 as themselves, jokers by name."""
    if rd.kind == Kind.SPACESHIP:
        return words.msg("mm-spaceship-rank", big=top)
    return words.msg(f"card-{RANK_NAMES[top]}") if top in (LJ, BJ) else RANK_NAMES[top]


def attach_msg(rd: Reading) -> dict[str, object]:
    """A reading's attachments in words ("with 2 pairs")."""
    return words.msg("mm-attach", kind=ATTACH_NAMES[rd.attach],
                     count=KINDS[rd.kind].attach_per_group * rd.length)


def reading_msg(rd: Reading) -> dict[str, object]:
    """A reading in words ("Rocket of 9s with a pair"): what ``Reading.describe`` says."""
    n = rd.length
    low = rd.top - n + 1 if n > 1 and rd.kind in (Kind.PAIR_SEQUENCE, Kind.ROCKET,
                                                   Kind.STARSHIP) else rd.top
    return words.msg("mm-play", kind=KIND_NAMES[rd.kind], n=n, rank=_rank_words(rd, rd.top),
                     low=_rank_words(rd, low), attach=attach_msg(rd))


def play_msg(play: Play) -> dict[str, object]:
    """A play in words: its reading; a Lone Boat with attachments also names its cards."""
    rd = play.reading
    if rd.kind == Kind.LONE_BOAT and rd.attach:
        return words.msg("mm-lone-boat-cards", play=reading_msg(rd),
                         cards=words.cards(play.cards()))
    return reading_msg(rd)


@lru_cache(maxsize=16384)
def _reading_words(rd: Reading) -> str:
    """A reading's English words, formatted once (the engine describes every play it logs,
    and there are only so many readings)."""
    return words.text(reading_msg(rd))


def _single_class(rd: Reading) -> bool:
    """A single or a bare Lone Boat: the plays that answer each other as singles (R3.6)."""
    return rd.kind == Kind.SINGLE or (rd.kind == Kind.LONE_BOAT and rd.attach == NONE)


def explain(a: Play, b: Play) -> tuple[bool, str, str]:
    """Whether ``a`` may answer ``b``, a sentence why, and the ruling id (``explain_msg``
    in English)."""
    ok, why, rule = explain_msg(a, b)
    return ok, words.text(why), rule


def explain_msg(a: Play, b: Play) -> tuple[bool, dict[str, object], str]:
    """Whether ``a`` may answer ``b``, why as a message (words/*/marsmatch.ftl), and the
    ruling id."""
    ra, rb = a.reading, b.reading
    ca, cb = BOMB_CLASS.get(ra.kind, 0), BOMB_CLASS.get(rb.kind, 0)
    ok = beats(a, b)

    def said(why: str, rule: str, **extra: object) -> tuple[bool, dict[str, object], str]:
        return ok, words.msg("mm-explain", a=play_msg(a), b=play_msg(b),
                             beats="yes" if ok else "no",
                             why=words.msg("mm-why", what=why, **extra)), rule

    if ca != cb:
        stronger = ra if ca > cb else rb
        return said("bomb", KIND_RULE[stronger.kind], kind=KIND_NAMES[stronger.kind])
    if ca == 1:
        if (ra.length, ra.top) == (rb.length, rb.top):
            return said("equal", "R3.12")
        if ra.length != rb.length:
            return said("longer" if ok else "shorter", "R3.7")
        return said("higher" if ok else "not_higher", "R3.7")
    if ca:
        if ra.top == rb.top:
            return said("equal", "R3.12")
        if ra.kind == Kind.SPACESHIP:
            return said("spaceships", KIND_RULE[ra.kind])
        return said("none", KIND_RULE[ra.kind])
    if _single_class(ra) and _single_class(rb):
        if ra.top == rb.top:
            return said("equal", "R3.12")
        if ra.kind == Kind.LONE_BOAT or rb.kind == Kind.LONE_BOAT:
            return said("boat", "R3.6")
        return said("singles", "R3.1")
    if ra.kind != rb.kind or ra.length != rb.length or ra.attach != rb.attach:
        need = words.msg("mm-need", kind=KIND_NAMES[rb.kind] if rb.kind != Kind.LONE_BOAT or
                         rb.attach else "lone_boat_bare", n=rb.length,
                         attach=ATTACH_NAMES[rb.attach])
        return False, words.msg("mm-explain", a=play_msg(a), b=play_msg(b), beats="no",
                                why=words.msg("mm-why", what="need", need=need)), \
            KIND_RULE[rb.kind]
    if ra.kind == Kind.LONE_BOAT:
        ka = (ra.top, boat_attachment_rank(a.counts))
        kb = (rb.top, boat_attachment_rank(b.counts))
        if ka == kb:
            return said("equal", "R3.12")
        return said("joker_first", "R3.6")
    if ra.top == rb.top:
        return said("equal", "R3.12")
    if ok:
        return said("shape", KIND_RULE[ra.kind])
    return said("none", "R3.12")


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


_core.bind(Reading, Play, Kind, KINDS)
