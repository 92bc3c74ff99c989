"""Building one concrete play of a play type, one choice at a time (R3.6, R3.10, R3.13).

A play type (a :class:`Reading`) fixes the ranks of the main groups. A concrete play also
says how many wild 2s each main group takes and which attachment cards it carries; a
54-card hand can have thousands of those for one type, so an agent, a hint or a person
picks them step by step. :class:`PlayBuilder` offers exactly the next choices that still
have a legal completion: a builder never dead-ends, and every distinct play (R3.13) is
reachable exactly once.

The rules of each step live once, in the core's section of each kind (``csrc/kinds/`` in
the compiled core: main cards, the attachment pool, the Lone Boat's floor, which wild 2s
and which attachment ranks may come next); this module keeps the steps taken so far, on
the compiled core or, through ``PlayBuilder.on(core)``, any other ``Core``:

* attachments are never jokers (R3.10) and never 2s on a Lone Boat (R3.6);
* a Lone Boat answering a Lone Boat with the same joker carries a higher attachment (R3.6);
* attached pairs are natural pairs, X+2 or 2+2 (R3.10);
* a 2 is wild only where no natural card of its group's rank is in the play (R3.13), so an
  attachment never has the rank of a main group that took a wild 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import gt
from typing import ClassVar

from . import _core
from .combos import KINDS, Play, Reading
from .core import Core

#: The main cards of a reading, natural cards first and wild 2s for what is missing.
main_cards = _core.main_cards
#: The readings of a hand with a play that beats a top: the core decides whether a type
#: answers (for a Lone Boat, whether an attachment above the floor is left, R3.6).
answer_types = _core.answer_types
#: Cards the attachments of a reading may use once its main cards are taken from the hand:
#: no jokers (R3.10), no 2 on a Lone Boat (R3.6), no card of a main group's rank where
#: that group took a wild 2 (else one multiset would have two spellings, R3.13).
attachment_pool = _core.attachment_pool
#: The attachment rank a Lone Boat must beat: the top's, when the top is a Lone Boat with
#: the same joker (R3.6); else -1.
boat_floor = _core.boat_floor
#: Ranks the next attachment card may have so that a legal play still exists, given the
#: ``pool`` of cards for attachments, the ranks ``chosen`` so far (non-decreasing) and the
#: Lone Boat ``floor`` (R3.6, R3.10; attached pairs XX, X+2 or 2+2, R3.2).
attachment_ranks = _core.attachment_ranks
#: Main-group ranks (low to high) where the number of wild 2s is a choice (R3.13): groups
#: of 3..A that can keep natural cards in hand because a 2 is to spare.
wild_choice_ranks = _core.wild_choice_ranks


class PlayBuilder:
    """One concrete play of ``reading`` from ``hand`` (beating ``top``), built step by step.

    First, with ``wilds=True``, the wild 2s of each main group where R3.13 leaves a choice
    (lowest rank first: ``next_wild_choices``/``take_wilds``); with ``wilds=False`` the main
    groups are the engine's default, natural cards first. Then the attachment cards, one
    rank per step in non-decreasing order (``next_attachment_ranks``/``take``).

    ``reading`` should come from ``moves.play_types`` or ``moves.answer_types``: the
    builder raises ValueError when the hand has no play of it, or when a play of it cannot
    beat ``top`` (the core's ``answer_types`` decide that, a Lone Boat's floor included).
    """

    __slots__ = ("_natural", "_next", "chosen", "floor", "group", "hand", "main", "pool",
                 "reading", "size", "wild_ranks", "wilds")
    #: the rules asked (a class attribute, so that copies of a builder share it)
    core: ClassVar[Core] = _core
    _on: ClassVar[dict[int, type[PlayBuilder]]] = {}

    @classmethod
    def on(cls, core: Core) -> type[PlayBuilder]:
        """The builder of plays on ``core`` (the reference, say): a subclass asking it."""
        if core is cls.core:
            return cls
        if id(core) not in cls._on:
            cls._on[id(core)] = type(cls.__name__, (cls,), {"__slots__": (), "core": core})
        return cls._on[id(core)]

    def __init__(self, hand: Sequence[int], reading: Reading, top: Play | None = None, *,
                 wilds: bool = True) -> None:
        self.hand = tuple(hand)
        self.reading = reading
        core = self.core
        self.group = KINDS[reading.kind].group
        self.floor = core.boat_floor(reading, top)
        self.size = core.attachment_cards(reading)
        natural = core.main_cards(hand, reading)
        if any(map(gt, natural, hand)):
            raise ValueError(f"the hand cannot make {reading.describe()}")
        if top is not None and reading not in core.answer_types(hand, top):
            raise ValueError(f"{reading.describe()} does not beat {top.describe()}")
        self.wild_ranks = core.wild_choice_ranks(hand, reading) if wilds else []
        #: wild 2s chosen so far, by main-group rank
        self.wilds: dict[int, int] = {}
        #: attachment ranks chosen so far, non-decreasing
        self.chosen: list[int] = []
        self.main: list[int] | None = None
        self.pool: list[int] | None = None
        self._natural = natural
        self._next: list[int] | None = None
        self._settle()
        if not self.done and not (self.next_wild_choices() or self.next_attachment_ranks()):
            raise ValueError(f"the hand has no play of {reading.describe()}")

    # --- where the build stands ---------------------------------------------------------

    @property
    def wild_rank(self) -> int | None:
        """The main-group rank whose wild 2s are chosen next (None: that part is over)."""
        i = len(self.wilds)
        return self.wild_ranks[i] if i < len(self.wild_ranks) else None

    @property
    def left(self) -> int:
        """Attachment cards still to choose."""
        return self.size - len(self.chosen)

    @property
    def done(self) -> bool:
        return self.main is not None and not self.left

    def play(self) -> Play:
        """The play built (ValueError while choices remain)."""
        if self.main is None or self.left:
            raise ValueError(f"the play of {self.reading.describe()} is not complete")
        counts = list(self.main)
        for r in self.chosen:
            counts[r] += 1
        return Play(tuple(counts), self.reading)

    # --- the steps ------------------------------------------------------------------------

    def next_wild_choices(self) -> list[int]:
        """Numbers of wild 2s the next main group may take (empty: no such step now)."""
        rank = self.wild_rank
        if rank is None:
            return []
        if self._next is None:
            self._next = self.core.wild_choices(self.hand, self.reading, self.wilds, rank,
                                                self.floor)
        return self._next

    def take_wilds(self, n: int) -> None:
        """Put ``n`` wild 2s in the next main group (one of ``next_wild_choices()``)."""
        if n not in self.next_wild_choices():
            raise ValueError(f"{n} wild 2s is not a choice now")
        rank = self.wild_rank
        assert rank is not None
        self.wilds[rank] = n
        self._next = None
        self._settle()

    def next_attachment_ranks(self) -> list[int]:
        """Ranks (0..12: 3..A, 2) the next attachment card may have (empty: no such step)."""
        if self.main is None or not self.left:
            return []
        if self._next is None:
            assert self.pool is not None
            self._next = self.core.attachment_ranks(self.reading, self.pool, self.chosen,
                                                    self.floor)
        return self._next

    def take(self, rank: int) -> None:
        """Attach one card of ``rank`` (one of ``next_attachment_ranks()``)."""
        if rank not in self.next_attachment_ranks():
            raise ValueError(f"an attachment of rank {rank} is not a choice now")
        self.chosen.append(rank)
        self._next = None

    # --- internals -------------------------------------------------------------------------

    def _settle(self) -> None:
        """Fix the main groups and the attachment pool once the wild 2s are chosen."""
        if self.main is None and self.wild_rank is None:
            self.main = self.core.main_with_wilds(self.hand, self.reading, self.wilds)
            if self.size:
                self.pool = self.core.attachment_pool(self.hand, self.reading, self.main)
