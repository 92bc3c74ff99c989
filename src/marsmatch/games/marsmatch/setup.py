"""Setting up a MarsMatch round: the deal from a seed, explicit hands, the banker (R1).

``deal`` is the one deal function: ``new_round`` and deal verification both use it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...cards import check_copies, parse_cards
from ...errors import RecordError
from ...shuffle import draw_seat, new_seed
from ...words import error
from . import _core
from .combos import counts_to_cards, to_counts
from .rules import Rules
from .state import State


def deal(seed: str, players: int, banker: int) -> list[list[str]]:
    """Shuffle N decks from the seed and deal one card at a time counterclockwise from the
    banker (R1.2): shuffled card p goes to seat (banker - p) mod N. Hands come sorted."""
    return [counts_to_cards(h) for h in deal_counts(seed, players, banker)]


def deal_counts(seed: str, players: int, banker: int) -> list[list[int]]:
    """The deal of ``deal`` as rank-count hands (no card strings parsed back): compiled
    (``csrc/round.c``), from the shoe of ``cards.shoe`` and the ``shuffle`` stream."""
    return _core.deal_counts(seed, players, banker)  # type: ignore[no-any-return]


def hands_from_cards(hands: Iterable[Iterable[str]], players: int) -> list[list[int]]:
    """Parse explicit hands, refusing more copies of a card than N decks hold (R1.1)."""
    parsed = [parse_cards(list(h)) for h in hands]
    check_copies([c for h in parsed for c in h], players, suited=False)
    return [to_counts(h) for h in parsed]


def player_names(players: Sequence[str] | int) -> list[str]:
    return [f"P{i + 1}" for i in range(players)] if isinstance(players, int) else list(players)


def new_round(rules: Rules | None = None, players: Sequence[str] | int = 4, *,
              seed: str | None = None, hands: Sequence[Sequence[str]] | None = None,
              banker: int | None = None, start: Mapping[str, Any] | None = None,
              core: str | None = None) -> State:
    """Deal a round from a seed (a fresh one if neither seed nor hands is given) or from
    explicit hands; with both, they must agree. The banker is drawn from the seed (R1.2)
    unless given. ``core``: the rules it runs on (``games.cores``; compiled by default),
    which deals it too."""
    rules = rules or Rules()
    names = player_names(players)
    n = len(names)
    if n < 2:
        raise error(RecordError, "err-mm-two")
    if start:
        raise error(RecordError, "err-mm-start")
    if banker is not None and (isinstance(banker, bool) or not isinstance(banker, int)
                               or not 0 <= banker < n):
        raise error(RecordError, "err-banker", top=str(n - 1))
    if seed is None and hands is None:
        seed = new_seed()
    if banker is None:
        banker = draw_seat(seed, n) if seed is not None else 0
    state_class = State.of(core)
    if seed is not None:
        counts = state_class.core.deal_counts(seed, n, banker)
        if hands is not None and hands_from_cards(hands, n) != counts:
            raise error(RecordError, "err-hands-not-seed")
    else:
        assert hands is not None
        if len(hands) != n:
            raise error(RecordError, "err-hands-for", hands=str(len(hands)), players=str(n))
        counts = hands_from_cards(hands, n)
    return state_class(rules, names, counts, banker, seed)
