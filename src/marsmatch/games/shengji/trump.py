"""Trump, effective suits, card order and adjacency (G2.1-G2.5).

Every card gets two numbers under a given trump: its *effective suit* (``"T"`` for
trump, else its printed suit) and its *position* within that effective suit; the compiled
core computes them (``csrc/cards.c``) and :class:`Trump` keeps them in a table. The
position is both the order (higher beats lower) and the adjacency used by tractors
(consecutive positions are adjacent). Cards that share a position are equal and
never adjacent to each other — exactly the off-suit level cards (G2.3, G2.5).

Positions in a plain suit: the twelve non-level ranks 2..A, 0..11.
Positions in trump: trump-suit non-level ranks 0..11, every off-suit level card 12,
the trump-suit level card 13, LJ 14, BJ 15.  With no trump suit: off-suit level
cards 12, LJ 13, BJ 14.  So the trump chain is A -> off-suit level -> trump-suit
level -> LJ -> BJ, and a level card is never adjacent to its printed suit's cards.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ...cards import DECK_RANKS, JOKERS, SUITS, Card, parse_cards
from ...errors import NotationError
from ...words import error
from . import _core

TRUMP = "T"
LEVELS: tuple[str, ...] = DECK_RANKS  # 2 .. A: the level ladder of G2.1
POINTS: dict[str, int] = {"5": 5, "10": 10, "K": 10}
#: Order of effective suits for sorting a hand for display: trump last (highest).
SUIT_ORDER = {"C": 0, "D": 1, "H": 2, "S": 3, TRUMP: 4}


def card_points(card: Card) -> int:
    """G1.3: every 5 is 5 points, every 10 and K is 10."""
    return POINTS.get(card.rank, 0)


def cards_points(cards: Iterable[Card]) -> int:
    return sum(POINTS.get(c.rank, 0) for c in cards)


def parse_shengji_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse cards that must carry a suit (all but jokers), as Shengji requires."""
    cards = parse_cards(text)
    for c in cards:
        if c.suit is None and not c.is_joker:
            raise error(
                NotationError, "err-sj-suitless", rank=c.rank
            )
    return cards


def all_cards() -> list[Card]:
    """The 54 distinct cards of one deck."""
    return [Card(r, s) for s in SUITS for r in DECK_RANKS] + [Card(j) for j in JOKERS]


@dataclass(frozen=True)
class Trump:
    """The deal's level rank and trump suit (``suit=None`` is no-trump)."""

    level: str
    suit: str | None
    _table: dict[Card, tuple[str, int]] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False
    )

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise error(NotationError, "err-sj-level", given=repr(self.level))
        if self.suit is not None and self.suit not in SUITS:
            raise error(NotationError, "err-sj-trump-suit", given=repr(self.suit))
        # the compiled core's table is the one source of the order (csrc/cards.c)
        suit = -1 if self.suit is None else SUITS.index(self.suit)
        self._table.update(zip(_ALL_CARDS, _core.trump_table(LEVELS.index(self.level), suit)))

    # -- the two numbers -------------------------------------------------------------
    def esuit(self, card: Card) -> str:
        """Effective suit (G2.2): ``"T"`` for trump, else the printed suit."""
        return self._table[card][0]

    def pos(self, card: Card) -> int:
        """Order and adjacency position within the effective suit (G2.3, G2.5)."""
        return self._table[card][1]

    def info(self, card: Card) -> tuple[str, int]:
        return self._table[card]

    def is_trump(self, card: Card) -> bool:
        return self._table[card][0] == TRUMP

    def strength(self, card: Card) -> tuple[int, int]:
        """Comparable strength across suits: any trump beats any plain card."""
        s, p = self._table[card]
        return (1 if s == TRUMP else 0, p)

    def adjacent(self, low: Card, high: Card) -> bool:
        """G2.5: ``high`` is the next step above ``low`` in one effective suit."""
        a, b = self._table[low], self._table[high]
        return a[0] == b[0] and b[1] == a[1] + 1

    def sort_key(self, card: Card) -> tuple[int, int, str]:
        s, p = self._table[card]
        return (SUIT_ORDER[s], p, card.suit or "")

    def sorted(self, cards: Iterable[Card], reverse: bool = False) -> list[Card]:
        return sorted(cards, key=self.sort_key, reverse=reverse)

    def describe(self) -> str:
        suit = self.suit if self.suit is not None else "no-trump"
        return f"level {self.level}, trump {suit}"


#: The 54 distinct cards in the compiled core's numbering (the deck's printed order).
_ALL_CARDS = tuple(all_cards())


def next_level(level: str, steps: int) -> str:
    """G2.1: ``level`` advanced by ``steps`` along 2..A, stopping at A (G6.4)."""
    return LEVELS[min(LEVELS.index(level) + steps, len(LEVELS) - 1)]


def plain_sorted(cards: Iterable[Card]) -> list[Card]:
    order = {r: i for i, r in enumerate(DECK_RANKS)}
    return sorted(cards, key=lambda c: (c.is_joker, c.suit or "", order.get(c.rank, 13),
                                        c.rank))
