"""The legal actions of a Shengji seat as a lazy view, and the default (timeout) action.

Burying and following are combinatorial (a 33-card banker hand buries 8 cards in millions
of ways), so the view iterates lazily and tests membership by checking the action; it
does not count (``count()`` is None).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from ... import words
from ...cards import Card
from ..protocol import PASS, LegalView
from .actions import Action, Bury, Declare, Play
from .events import Phase
from .follow import construct_follow, legal_follows
from .matching import multiset_combinations
from .trump import cards_points, plain_sorted

if TYPE_CHECKING:
    from .state import State


def decl_key(cards: Sequence[Card]) -> tuple[int, int]:
    """G3.2: more cards first; at equal count BJ > LJ > any suit."""
    c = cards[0]
    return (len(cards), 2 if c.rank == "BJ" else 1 if c.rank == "LJ" else 0)


def _order(state: State, cards: Iterable[Card]) -> list[Card]:
    return state.trump.sorted(set(cards)) if state.trump else plain_sorted(set(cards))


def declarations(state: State, seat: int) -> Iterator[Declare]:
    """The declarations ``seat`` may make now (G3.2): level cards of one suit, or two or
    more identical jokers, beating the standing declaration."""
    have = Counter(state.received(seat)) if state.dealing else None
    for card, n in state.declarations(seat):  # compiled (csrc/round.c)
        if have is None or have[card] >= n:  # a live deal: only the cards received
            yield Declare((card,) * n)


class LegalActions(LegalView):
    """``seat``'s legal actions in ``state`` (empty unless the seat is to act)."""

    __slots__ = ()
    state: State

    @property
    def open(self) -> bool:
        """The seat is to act, or a live deal runs (anyone may declare)."""
        return self.seat in self.state.to_act or (self.state.dealing and self.seat in range(4))

    def __iter__(self) -> Iterator[Action]:
        st, seat = self.state, self.seat
        if not self.open:
            return
        if st.phase is Phase.DECLARE:
            if not st.dealing:
                yield PASS
            yield from declarations(st, seat)
        elif st.phase is Phase.BURY:
            hand = st.hand_counts(seat)
            for cs in multiset_combinations(hand, len(st.kitty), _order(st, hand)):
                yield Bury(tuple(cs))
        elif st.phase is Phase.PLAY:
            assert st.trump is not None
            hand = st.hand_counts(seat)
            if st.current:
                assert st.lead is not None
                for cs in legal_follows(hand, st.lead, st.trump, st.rules, st.core):
                    yield Play(tuple(cs))
                return
            by_suit: dict[str, dict[Card, int]] = {}
            for c, k in hand.items():
                by_suit.setdefault(st.trump.esuit(c), {})[c] = k
            for size in range(1, sum(hand.values()) + 1):
                for suit_cards in by_suit.values():
                    for cs in multiset_combinations(suit_cards, size, _order(st, suit_cards)):
                        yield Play(tuple(cs))

    def count(self) -> int | None:
        """Not counted: burying and leading are combinatorial (iterate instead)."""
        return None

    def __repr__(self) -> str:
        return f"<shengji LegalActions seat {self.seat}>"


def default_action(state: State, seat: int) -> Action:
    """The timeout action: pass; bury the lowest cards; lead the lowest single; the
    minimal follow (lowest cards, few points)."""
    if seat not in state.to_act:
        raise words.refusal("G5.1", "sj-err-not-to-act", who=f"seat {seat}")
    if state.phase is Phase.DECLARE:
        return PASS
    trump = state.trump
    assert trump is not None
    hand = state.hand_counts(seat)
    cards = [c for c, k in hand.items() for _ in range(k)]
    low = sorted(cards, key=lambda c: (trump.is_trump(c), cards_points([c]) > 0,
                                       trump.pos(c), trump.sort_key(c)))
    if state.phase is Phase.BURY:
        return Bury(tuple(low[:len(state.kitty)]))
    if not state.current:
        return Play((low[0],))
    assert state.lead is not None
    return Play(tuple(construct_follow(hand, state.lead, trump, state.rules, core=state.core)))
