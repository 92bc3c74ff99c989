"""Oracle: the readable Python deal and set-up that ``_core`` compiles (tests only)."""

from __future__ import annotations

from collections.abc import Sequence

from marsmatch.cards import shoe
from marsmatch.games.marsmatch.combos import LANES, RANK_INDEX
from marsmatch.games.marsmatch.rules import Rules
from marsmatch.games.marsmatch.setup import hands_from_cards, player_names
from marsmatch.shuffle import draw_seat

from ..shuffle import shuffled
from .state import State


def deal_counts(seed: str, players: int, banker: int) -> list[list[int]]:
    """Shuffle N decks from the seed and deal one card at a time counterclockwise from the
    banker (R1.2): shuffled card p goes to seat (banker - p) mod N."""
    hands = [[0] * LANES for _ in range(players)]
    ranks = [RANK_INDEX[c.rank] for c in shuffled(shoe(players, suited=False), seed)]
    for p, rank in enumerate(ranks):
        hands[(banker - p) % players][rank] += 1
    return hands


def new_round(rules: Rules | None = None, players: Sequence[str] | int = 4, *,
              seed: str | None = None, hands: Sequence[Sequence[str]] | None = None,
              banker: int | None = None) -> State:
    """The oracle's round: dealt from a seed (banker drawn from it unless given) or set up
    from explicit hands."""
    rules = rules or Rules()
    names = player_names(players)
    n = len(names)
    if banker is None:
        banker = draw_seat(seed, n) if seed is not None else 0
    counts = deal_counts(seed, n, banker) if seed is not None else hands_from_cards(hands or [], n)
    return State(rules, names, counts, banker, seed)
