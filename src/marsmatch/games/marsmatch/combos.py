"""MarsMatch combinations (rulings R3.1-R3.13): readings, their check, and comparison.

Cards are rank-count vectors of 15 lanes: index 0..11 are the sequence ranks 3..A,
12 is the wild 2, 13 the Little Joker, 14 the Big Joker. A *reading* is
(kind, length, top rank, attachment kind); a *play* is a count vector with a reading.

The value types and the kind table live here, with the messages that name a play for
people (their words are in ``words/*/marsmatch.ftl``, one catalogue per language); the rules
that decide a reading (``fits``, ``readings``) and a comparison (``beats``, ``verdict``)
are compiled, one section per kind (``csrc/kinds/<kind>.c`` through ``_core``,
docs/compiled-core.md); ``marsmatch.reference.marsmatch`` is their readable Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache
from typing import Any, NamedTuple, cast

from ... import words
from ...cards import Card, parse_cards
from ...errors import AmbiguousPlay, IllegalAction, NotationError
from . import _core
from .core import Core

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
    wild: bool = False  # a wild 2 may complete its main groups (R3.2-R3.4; not R3.5's quads)


#: The name and ruling of each kind, in Kind order (its words for people are the
#: catalogue's, ``mm-play`` and ``mm-why``). Its numbers (cards per group, attachments,
#: bomb class, wild 2s) are its section's in the compiled rules (``csrc/kinds/<kind>.c``),
#: read once here.
_KIND_WORDS: tuple[tuple[str, str, str], ...] = (
    ("single", "Single", "R3.1"),
    ("pair", "Pair", "R3.2"),
    ("pair_sequence", "Pair Sequence", "R3.3"),
    ("rocket", "Rocket", "R3.4"),
    ("starship", "Starship", "R3.5"),
    ("lone_boat", "Lone Boat", "R3.6"),
    ("drone", "Drone", "R3.7"),
    ("super_drone", "Super Drone", "R3.8"),
    ("spaceship", "Spaceship", "R3.9"),
)


def _kinds() -> tuple[KindInfo, ...]:
    """The kind table: the words above with each kind's facts from its compiled section,
    checked to name the same kinds in the same order as ``Kind``."""
    facts = _core.kind_facts()
    names = [k.name.lower() for k in Kind]
    if [f[0] for f in facts] != names or [w[0] for w in _KIND_WORDS] != names:
        raise ImportError("the compiled kinds are not combos.Kind's; rebuild the core")
    return tuple(KindInfo(name, title, rule, group, per, bomb, wild)
                 for (name, title, rule), (_n, group, per, bomb, wild)
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
    """Attachment cards of a reading (a pair attachment counts two): the core's answer."""
    return int(_core.attachment_cards(rd))


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
        """How many cards a play of this reading holds: the core's answer."""
        return int(_core.reading_size(self))

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
            raise words.error(NotationError, "err-reading", what="reading", given=repr(text))
        kind = KIND_BY_NAME.get(parts[0].replace("-", "_").replace(" ", "_"))
        if kind is None:
            raise words.error(NotationError, "err-reading", what="kind", given=repr(parts[0]),
                              kinds=", ".join(KIND_NAMES))
        length = None
        if len(parts) > 1 and parts[1]:
            if not parts[1].isdigit() or int(parts[1]) < 1:
                raise words.error(NotationError, "err-reading", what="length",
                                  given=repr(parts[1]))
            length = int(parts[1])
        attach = None
        if len(parts) > 2 and parts[2]:
            name = {"singles": "single", "pairs": "pair"}.get(parts[2], parts[2])
            if name not in ATTACH_BY_NAME:
                raise words.error(NotationError, "err-reading", what="attachment",
                                  given=repr(parts[2]))
            attach = ATTACH_BY_NAME[name]
        top = None
        if len(parts) > 3 and parts[3]:
            rank = parts[3].upper().replace("T", "10")
            names = SPACESHIP_NAMES if kind == Kind.SPACESHIP else RANK_NAMES
            if rank not in names:
                raise words.error(NotationError, "err-reading", what="rank", given=repr(parts[3]))
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
        return self.spec_on(_core)

    def spec_on(self, core: Core) -> str:
        """``spec`` among the readings ``core`` finds (a ``Core``: the reference, say)."""
        found = readings(self.counts, None, core)
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
        shown = " ".join(cards.split()) or "nothing"
        if not found:
            declared = named.kind if named is not None else None
            _rule, why, _items = refusal(counts, shown, declared)
            raise NotationError(words.text(why), msg=why)
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
    return list(_cards_of(tuple(counts)))


@lru_cache(maxsize=8192)
def _cards_of(counts: tuple[int, ...]) -> tuple[str, ...]:
    """Every view shows its seat's hand: the same hands come back until someone plays."""
    return tuple(RANK_NAMES[r] for r in range(LANES) for _ in range(counts[r]))


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
             core: Core = _core) -> list[Reading]:
    """Every reading of the cards ``m`` (R3.11), strongest first within each kind; with
    ``spec``, those it matches (``core``: the rules asked, compiled by default)."""
    # both cores answer in the engine's Readings (bound below, and by State for another)
    found = cast("list[Reading]", core.all_readings(m))
    return found if spec is None else [rd for rd in found if spec.matches(rd)]


def reading_for(counts: Sequence[int], found: Sequence[Reading], top: Play | None,
                what: str = "these cards", core: Core = _core) -> tuple[Reading, bool]:
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


# --- the words for people: a reading, a play, a verdict as a message (words/*/marsmatch.ftl)
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


def _need_msg(top: Reading) -> dict[str, object]:
    """What alone may answer ``top`` besides a bomb ("a higher pair")."""
    bare_boat = top.kind == Kind.LONE_BOAT and not top.attach
    return words.msg("mm-need", kind="lone_boat_bare" if bare_boat else KIND_NAMES[top.kind],
                     n=top.length, attach=ATTACH_NAMES[top.attach])


def _rule(why: int, kind: int) -> str:
    """The ruling a verdict cites: the deciding kind's; R3.12 for an equal play, and for a
    lower one of a kind that says nothing more of rank."""
    if why == _core.WHY_EQUAL or (why == _core.WHY_LOWER and kind not in (
            Kind.SINGLE, Kind.DRONE, Kind.SPACESHIP)):
        return "R3.12"
    return KINDS[kind].rule


def explain_msg(a: Play, b: Play, found: tuple[bool, int, int] | None = None,
                ) -> tuple[bool, dict[str, object], str]:
    """Whether ``a`` may answer ``b``, why as a message (words/*/marsmatch.ftl), and the
    ruling id: the compiled verdict (or ``found``, another core's) put in words. The
    message names the verdict's code (``WHY_NAMES``) and the kind whose section decided;
    each catalogue words them, so no decision is made twice."""
    ok, why, kind = found if found is not None else verdict(a, b)
    said = words.msg("mm-why", why=WHY_NAMES[why], kind=KIND_NAMES[kind],
                     **({"need": _need_msg(b.reading)} if why == _core.WHY_SHAPE else {}))
    return ok, words.msg("mm-explain", a=play_msg(a), b=play_msg(b),
                         beats="yes" if ok else "no", why=said), _rule(why, kind)


def explain(a: Play, b: Play,
            found: tuple[bool, int, int] | None = None) -> tuple[bool, str, str]:
    """``explain_msg`` in English: whether ``a`` may answer ``b``, a sentence why, and the
    ruling id."""
    ok, why, rule = explain_msg(a, b, found)
    return ok, words.text(why), rule


#: Why cards that are no reading of a kind come close to one: the compiled sections' codes
#: (``why_not``), named.
NOT_NAMES: tuple[str, ...] = _core.NOT_NAMES


def refusals(counts: Sequence[int], first: int | None = None,
             core: Core = _core) -> list[dict[str, Any]]:
    """For each kind the cards come close to without being one (``first``, the declared
    kind, first): what stops them (a ``NOT_NAMES`` code, decided by the kind's section),
    its ruling id and the reason as a message."""
    order = list(range(len(KINDS)))
    if first is not None:
        order = [first, *[k for k in order if k != first]]
    out: list[dict[str, Any]] = []
    for k in order:
        code = core.why_not(counts, k)
        if code:
            name = NOT_NAMES[code]
            out.append({"kind": KIND_NAMES[k], "code": name,
                        "rule": "R3.10" if name == "joker_attached" else KINDS[k].rule,
                        "why": words.msg("refusal-why", code=name, kind=KIND_NAMES[k],
                                         **_attached(counts, k, name))})
    return out


def _attached(counts: Sequence[int], kind: int, code: str) -> dict[str, int]:
    """For a wrong attachment (``attach_count``): how many groups the cards make and how
    many cards they leave to attach, so the reason names the fault ("4 triples carry 2
    other cards"); the reference core's count, for the words only."""
    if code != "attach_count":
        return {}
    from ...reference.marsmatch import attachments  # the words' helper, not a decision
    per = 3 if kind == Kind.ROCKET else 4
    found = attachments.largest_groups(list(counts), per, kind == Kind.ROCKET)
    groups = found[0] if found else 0
    return {"groups": groups, "left": sum(counts) - per * groups}


def refusal(counts: Sequence[int], shown: str, declared: int | None = None,
            core: Core = _core) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
    """Why cards are no play, as the ruling id to cite, the sentence (a message) and each
    kind's reason: with a declared kind, what stops that kind; otherwise every kind the
    cards come close to ("not a Lone Boat: ... (R3.6); not a Pair: ... (R3.2)"), or
    R3.11's plain "not a combination" when they come close to none. ``shown``: the cards
    as the player wrote them (never re-sorted)."""
    items = refusals(counts, declared, core)
    shown = words.cards(shown.split())  # type: ignore[assignment]  # 大王 in Chinese, as written
    if declared is not None:
        kind = words.msg("refusal-kind", kind=KIND_NAMES[declared])
        mine = [i for i in items if i["kind"] == KIND_NAMES[declared]]
        if mine:
            return str(mine[0]["rule"]), words.msg("refusal-as", cards=shown, kind=kind,
                                                   why=mine[0]["why"],
                                                   rule=mine[0]["rule"]), items
        rule = KINDS[declared].rule
        return rule, words.msg("refusal-as-plain", cards=shown, kind=kind, rule=rule), items
    if not items:
        return "R3.11", _loose(" ".join(shown["cards"])), items  # type: ignore[index]
    listed = [words.msg("refusal-item", kind=words.msg("refusal-kind", kind=i["kind"]),
                        why=i["why"], rule=i["rule"]) for i in items]
    return str(items[0]["rule"]), words.msg("refusal-not", cards=shown, items=listed), items


def _loose(shown: str) -> dict[str, Any]:
    """R3.11's refusal of cards close to no kind, naming what they hold when it is pairs and
    singles of several ranks ("2 pairs (5 5, 6 6) and 2 singles (7, 8)"): those go together
    only as a run of pairs or as attachments."""
    tokens = shown.split()
    groups: dict[str, list[str]] = {}
    for c in tokens:
        groups.setdefault(c, []).append(c)
    if len(groups) < 2 or any(c in ("BJ", "LJ") for c in groups) or max(
            map(len, groups.values())) > 2:
        return words.msg("refusal-none", cards=shown)
    pairs = [words.cards(g) for g in groups.values() if len(g) == 2]
    singles = [words.cards(g) for g in groups.values() if len(g) == 1]
    return words.msg("refusal-loose", cards=shown, npairs=len(pairs), pairs=pairs or "",
                     nsingles=len(singles), singles=singles or "")


def refused(counts: Sequence[int], shown: str, declared: int | None = None,
            core: Core = _core) -> IllegalAction:
    """The IllegalAction refusing cards that are no play (``refusal``): its sentence cites
    each kind's ruling itself, and ``rule`` is the first (the declared kind's)."""
    rule, why, _items = refusal(counts, shown, declared, core)
    exc = IllegalAction(None, words.engine(why), msg=why)  # the sentence cites its rulings
    exc.rule = rule
    return exc


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
