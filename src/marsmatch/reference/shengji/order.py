"""Trump and the order of cards (G2.1-G2.5), and points (G1.3).

Under a trump every card has an *effective suit* (``T`` for trump, else its printed suit)
and a *position* in it: the order (higher beats lower) and the adjacency of tractors
(consecutive positions are adjacent). Cards that share a position are equal and never
adjacent to each other: exactly the off-suit level cards.

G2.2: trump is both jokers, every card of the level rank, and the trump suit (no-trump:
jokers and level cards). G2.3, G2.5: in a plain suit the twelve non-level ranks 2..A are
positions 0..11 (the level rank skipped); in trump the trump suit's non-level ranks are
0..11, every off-suit level card 12, the trump suit's level card 13, LJ 14, BJ 15 (no
trump suit: off-suit level cards 12, LJ 13, BJ 14). So the trump chain is A -> off-suit
level -> trump-suit level -> LJ -> BJ, and a level card is never adjacent to its printed
suit's cards.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

TRUMP = "T"
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")
_SUIT_ORDER = {"C": 0, "D": 1, "H": 2, "S": 3, TRUMP: 4}  # for sorting a hand: trump last


def points(card: Any) -> int:
    """G1.3: every 5 is 5 points, every 10 and K is 10."""
    return {"5": 5, "10": 10, "K": 10}.get(card.rank, 0)


class Order:
    """The effective suit and position of every card at a level rank and trump suit."""

    def __init__(self, level: str, suit: str | None) -> None:
        self.level, self.suit = level, suit
        self._table: dict[tuple[str, str | None], tuple[str, int]] = {}
        for s in SUITS:
            plain = [r for r in RANKS if r != level]
            for r in RANKS:
                if r == level:
                    self._table[r, s] = (TRUMP, 13 if s == suit else 12)
                else:
                    self._table[r, s] = (TRUMP if s == suit else s, plain.index(r))
        top = 13 if suit is None else 14
        self._table["LJ", None] = (TRUMP, top)
        self._table["BJ", None] = (TRUMP, top + 1)

    def esuit(self, card: Any) -> str:
        return self._table[card.rank, card.suit][0]

    def pos(self, card: Any) -> int:
        return self._table[card.rank, card.suit][1]

    def strength(self, card: Any) -> tuple[int, int]:
        """Any trump above any plain card, then the position."""
        s, p = self._table[card.rank, card.suit]
        return (s == TRUMP, p)

    def sort_key(self, card: Any) -> tuple[int, int, str]:
        """A hand's display order: clubs, diamonds, hearts, spades, trump; position; the
        printed suit (jokers first)."""
        s, p = self._table[card.rank, card.suit]
        return (_SUIT_ORDER[s], p, card.suit or "")

    def sorted(self, cards: Iterable[Any]) -> list[Any]:
        return sorted(cards, key=self.sort_key)

    def adjacent(self, low: Any, high: Any) -> bool:
        """G2.5: ``high`` is the next step above ``low`` in one effective suit."""
        a, b = self._table[low.rank, low.suit], self._table[high.rank, high.suit]
        return a[0] == b[0] and b[1] == a[1] + 1


@cache
def order(level: str, suit: str | None) -> Order:
    return Order(level, suit)


def of(trump: Any) -> Order:
    """The order of a trump (the engine's ``Trump``: its level and suit)."""
    return order(trump.level, trump.suit)


def plain_key(card: Any) -> tuple[bool, str, int, str]:
    """The order of cards before trump is fixed: suits S H D C... as letters, ranks 2..A,
    jokers last (BJ before LJ)."""
    return (card.suit is None, card.suit or "", RANKS.index(card.rank) if card.suit else 13,
            card.rank)
