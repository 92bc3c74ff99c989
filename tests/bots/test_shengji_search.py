"""Shengji ``search`` (compiled determinised Monte Carlo with paired evaluation): legal deals
that replay, reproducible decisions that do not depend on the hidden cards, redeals that
keep what is public, burials among its candidates, and the greedy choice kept unless a
move clearly beats it."""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Any

import pytest

from marsmatch.bots import _shengji as compiled
from marsmatch.bots import make_bot
from marsmatch.bots.shengji import GreedyBot
from marsmatch.games import shengji as sj
from marsmatch.games.replay import replay
from marsmatch.shuffle import draw_seat

QUICK = {"iterations": 12, "time": 0}
CARD_NO = {str(c): i for i, c in enumerate(
    [f"{s}{r}" for s in "SHDC" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J",
                                          "Q", "K", "A")] + ["LJ", "BJ"])}


def _deal(seed: str, decks: int = 2) -> sj.State:
    rules = sj.Rules.from_assignments([f"decks={decks}"])
    return sj.new_round(rules, ["a", "b", "c", "d"], seed=seed, banker=draw_seat(seed, 4))


def _midplay(count: int, decks: int = 2, start: int = 9) -> list[sj.State]:
    """Positions in the play phase, some tricks in, some mid-trick."""
    out = []
    for i in range(count):
        state = _deal(f"sj-mid-{i}", decks)
        greedy = [GreedyBot(seed=s) for s in range(4)]
        while state.phase is not sj.Phase.PLAY:
            seat = state.to_act[0]
            state.apply_unchecked(seat, greedy[seat].choose(state, seat))
        for _ in range(start + 5 * i):
            seat = state.to_act[0]
            state.apply_unchecked(seat, greedy[seat].choose(state, seat))
        out.append(state)
    return out


def _counts(cards) -> list[int]:
    out = [0] * 54
    for c in cards:
        out[CARD_NO[str(c)]] += 1
    return out


def test_search_deals_are_legal_and_replay() -> None:
    for decks in (1, 2):
        state = _deal(f"sj-search-legal-{decks}", decks)
        bots = [make_bot("search", "shengji", seed=s, **QUICK) if s % 2 == 0
                else make_bot("greedy", "shengji", seed=s) for s in range(4)]
        while not state.finished:
            seat = state.to_act[0]
            state.apply_action(seat, bots[seat].act(state, seat))
        assert replay(state.to_record())["ok"]


def test_same_seed_same_decision_whatever_came_before() -> None:
    states = _midplay(3)
    for state in states:
        seat = state.to_act[0]
        fresh = make_bot("search", "shengji", seed=5, **QUICK).choose(state, seat)
        used = make_bot("search", "shengji", seed=5, **QUICK)
        for other in reversed(states):
            used.choose(other, other.to_act[0])
        assert used.choose(state.copy(), seat) == fresh


def test_decisions_do_not_depend_on_the_hidden_cards() -> None:
    for k, state in enumerate(_midplay(4)):
        seat = state.to_act[0]
        other = state.resample(seat, random.Random(k))
        assert other.hands[seat] == state.hands[seat] and other.hands != state.hands
        a = make_bot("search", "shengji", seed=9, **QUICK).choose(state, seat)
        b = make_bot("search", "shengji", seed=9, **QUICK).choose(other, seat)
        assert a == b


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_redeals_keep_what_is_public(decks: int) -> None:
    """The search's redeal keeps the seat's hand, the cards still shown, every hand's size,
    the voids shown and the unseen cards as a whole; only the banker who buried the kitty
    keeps it."""
    for state in _midplay(4, decks, start=14):
        seat = state.to_act[0]
        trump = state.trump
        for seed in range(5):
            hands, kitty = compiled.redeal(state, seat, seed)
            assert hands[seat] == _counts(state.hand(seat))
            pool_then = Counter()
            pool_now = Counter()
            for s in range(4):
                assert sum(hands[s]) == sum(state.hand_counts(s).values())
                shown = _counts(state.shown[s].elements())
                assert all(hands[s][c] >= shown[c] for c in range(54))
                for esuit in state.voids[s]:
                    assert not any(hands[s][CARD_NO[str(card)]] for card in trump._table
                                   if trump.esuit(card) == esuit)
                if s != seat:
                    pool_then.update(CARD_NO[str(c)] for c in state.hand(s))
                    pool_now.update({c: k for c, k in enumerate(hands[s]) if k})
            known = seat == state.banker and state.kitty_known_to_banker
            if known:
                assert kitty == _counts(state.kitty)
            else:
                pool_then.update(CARD_NO[str(c)] for c in state.kitty)
                pool_now.update({c: k for c, k in enumerate(kitty) if k})
            assert pool_now == pool_then


def test_burials_are_searched_among_legal_candidates() -> None:
    state = _deal("sj-bury")
    greedy = [GreedyBot(seed=s) for s in range(4)]
    while state.phase is not sj.Phase.BURY:
        seat = state.to_act[0]
        state.apply_unchecked(seat, greedy[seat].choose(state, seat))
    seat = state.to_act[0]
    bot = make_bot("search", "shengji", seed=1, iterations=8, time=0)
    choice = bot.choose(state, seat)
    moves = bot.last["moves"]
    assert moves[0] == greedy[seat].choose(state, seat)
    assert len(moves) >= 2 and len({tuple(sorted(map(str, m.cards))) for m in moves}) == len(moves)
    assert all(state.can_bury(seat, m.cards) for m in moves)
    assert choice in moves and bot.last["iterations"] == 8


def test_the_greedy_choice_stands_unless_clearly_beaten() -> None:
    """With an override of a hundred standard errors the search plays the greedy choice;
    without one, the move with the best mean."""
    for state in _midplay(3):
        seat = state.to_act[0]
        sure = make_bot("search", "shengji", seed=2, iterations=20, time=0, z=100)
        assert sure.choose(state, seat) == GreedyBot(seed=0).choose(state, seat)
        bold = make_bot("search", "shengji", seed=2, iterations=20, time=0, z=0)
        choice = bold.choose(state, seat)
        means = bold.last["means"]
        assert choice == bold.last["moves"][max(range(len(means)), key=means.__getitem__)]


def test_results_favour_the_team_that_won_the_deal() -> None:
    options = make_bot("search", "shengji", seed=0).options
    for i in range(6):
        state = _deal(f"sj-result-{i}")
        greedy = [GreedyBot(seed=s) for s in range(4)]
        while not state.finished:
            seat = state.to_act[0]
            state.apply_unchecked(seat, greedy[seat].choose(state, seat))
        won = {s for s in state.winners()}
        for seat in range(4):
            assert (compiled.team_result(state, seat, options) > 0) == (seat in won)


def test_default_strength_moves_within_a_second(budget: Any) -> None:
    """The server seats ``search`` with its defaults: at most 1 s per move."""
    for state in _midplay(2, decks=3, start=1):
        bot = make_bot("search", "shengji", seed=1)
        start = time.perf_counter()
        bot.choose(state, state.to_act[0])
        budget("a move at the default strength", time.perf_counter() - start, 1.0)


def test_a_network_guided_search_keeps_the_networks_move_unless_clearly_beaten() -> None:
    """With ``net`` the move to beat is the learned bot's; the decision is reproducible and
    blind to the hidden cards, as without."""
    for k, state in enumerate(_midplay(3)):
        seat = state.to_act[0]
        learned = make_bot("learned", "shengji", seed=0).choose(state, seat)
        sure = make_bot("search", "shengji", seed=2, iterations=20, time=0, z=100, net="learned")
        assert sure.choose(state, seat) == learned and learned in sure.last["moves"]
        bold = make_bot("search", "shengji", seed=2, iterations=20, time=0, z=0, net="learned")
        choice = bold.choose(state, seat)
        means = bold.last["means"]
        assert bold.last["iterations"] == 20
        assert choice == bold.last["moves"][max(range(len(means)), key=means.__getitem__)]
        again = make_bot("search", "shengji", seed=2, iterations=20, time=0, z=0, net="learned")
        assert again.choose(state.resample(seat, random.Random(k)), seat) == choice
