"""Cards and notation shared by both games.

A card is a rank (``3``..``10``, ``J``, ``Q``, ``K``, ``A``, ``2``) with an optional suit
(``S H D C``), or a joker (``LJ`` little, ``BJ`` big). ``T`` is accepted for 10. Several
cards may be written apart (``7 7 2``, ``S7,H7``) or run together (``772``, ``SAHA``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import NotationError

RANKS: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
JOKERS: tuple[str, ...] = ("LJ", "BJ")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
#: Printed order of ranks within a suit of a physical deck (2 low, A high).
DECK_RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

_CARD_RE = re.compile(r"(LJ|BJ)|([SHDC])?(10|[2-9]|[TJQKA])")
_SEPARATORS = re.compile(r"[\s,;]+")
CARD_HELP = "ranks are 3..10 J Q K A 2, jokers LJ BJ"


def _bad(card: str, why: str) -> dict[str, object]:
    """A card that is not one, as the catalogue's message (``err-card``); this module sits
    beside ``words``, so it writes the message out (tests/words pins the English)."""
    return {"id": "err-card", "args": {"card": card, "why": why}}


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card; ``suit`` is None for jokers and for suitless MarsMatch cards."""

    rank: str
    suit: str | None = None

    def __post_init__(self) -> None:
        if self.rank in JOKERS:
            if self.suit is not None:
                raise NotationError(f"{self.suit}{self.rank} is not a card; jokers have no suit",
                                    msg=_bad(f"{self.suit}{self.rank}", "joker-suit"))
        elif self.rank not in RANKS:
            raise NotationError(f"{self.rank} is not a card; {CARD_HELP}",
                                msg=_bad(self.rank, "help"))
        elif self.suit is not None and self.suit not in SUITS:
            raise NotationError(f"{self.suit}{self.rank} is not a card; suits are S H D C",
                                msg=_bad(f"{self.suit}{self.rank}", "suits"))

    @property
    def is_joker(self) -> bool:
        return self.rank in JOKERS

    @classmethod
    def parse(cls, text: str) -> Card:
        cards = parse_cards(text)
        if len(cards) != 1:
            raise NotationError(f"{text!r} is not one card; {CARD_HELP}",
                                msg=_bad(repr(text), "one"))
        return cards[0]

    def __str__(self) -> str:
        return f"{self.suit or ''}{self.rank}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse card notation; raises NotationError naming the first piece that is not a card."""
    tokens = _SEPARATORS.split(text.strip()) if isinstance(text, str) else list(text)
    cards: list[Card] = []
    for token in tokens:
        if not isinstance(token, str):
            raise NotationError(f"{token!r} is not a card; {CARD_HELP}",
                                msg=_bad(repr(token), "help"))
        upper = token.strip().upper()
        pos = 0
        while pos < len(upper):
            match = _CARD_RE.match(upper, pos)
            if match is None:
                bad = token.strip()[pos:] if pos else token.strip()
                raise NotationError(f"{bad} is not a card; {CARD_HELP}", msg=_bad(bad, "help"))
            if match.group(1):
                cards.append(Card(match.group(1)))
            else:
                rank = "10" if match.group(3) == "T" else match.group(3)
                cards.append(Card(rank, match.group(2)))
            pos = match.end()
    return cards


def format_cards(cards: Iterable[Card | str]) -> str:
    return " ".join(str(c) for c in cards)


def deck(suited: bool = True) -> list[Card]:
    """One 54-card deck in canonical order: suits S H D C, ranks 2..A, then LJ, BJ."""
    cards = [Card(r, s if suited else None) for s in SUITS for r in DECK_RANKS]
    return cards + [Card("LJ"), Card("BJ")]


def shoe(decks: int, suited: bool = True) -> list[Card]:
    """``decks`` decks one after another, each in canonical order (the pre-shuffle order)."""
    return [c for _ in range(decks) for c in deck(suited)]


def check_copies(cards: Iterable[Card], decks: int, suited: bool) -> None:
    """Raise NotationError when ``cards`` hold more copies of a card than ``decks`` decks do."""
    limit_per_suit = decks
    counts = Counter((c.rank, c.suit if suited else None) for c in cards)
    for (rank, suit), n in counts.items():
        if rank in JOKERS or suited:
            limit = limit_per_suit
        else:
            limit = 4 * decks
        if n > limit:
            name = f"{suit or ''}{rank}"
            raise NotationError(
                f"{n} copies of {name} but {decks} deck{'s' if decks != 1 else ''} "
                f"hold only {limit}", msg={"id": "err-copies", "args": {
                    "n": str(n), "card": name, "decks": decks, "limit": str(limit)}}
            )
