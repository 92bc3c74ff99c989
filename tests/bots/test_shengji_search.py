"""Shengji ``search`` (information-set MCTS): legal deals that replay, reproducible
decisions, no access to hidden cards, burying candidates."""

from __future__ import annotations

import random
import time

from marsmatch.bots import make_bot
from marsmatch.bots.shengji import GreedyBot
from marsmatch.bots.shengji_search import bury_candidates, team_result
from marsmatch.games import shengji as sj
from marsmatch.games.replay import replay
from marsmatch.shuffle import draw_seat

QUICK = {"iterations": 12, "time": 0}


def _deal(seed: str, decks: int = 2) -> sj.State:
    rules = sj.Rules.from_assignments([f"decks={decks}"])
    return sj.new_round(rules, ["a", "b", "c", "d"], seed=seed, banker=draw_seat(seed, 4))


def _midplay(count: int, decks: int = 2) -> list[sj.State]:
    """Positions in the play phase, some tricks in, some mid-trick."""
    out = []
    for i in range(count):
        state = _deal(f"sj-mid-{i}", decks)
        greedy = [GreedyBot(seed=s) for s in range(4)]
        while state.phase is not sj.Phase.PLAY:
            seat = state.to_act[0]
            state.apply_unchecked(seat, greedy[seat].choose(state, seat))
        for _ in range(9 + 5 * i):
            seat = state.to_act[0]
            state.apply_unchecked(seat, greedy[seat].choose(state, seat))
        out.append(state)
    return out


def test_search_deals_are_legal_and_replay() -> None:
    state = _deal("sj-search-legal", decks=1)
    bots = [make_bot("search", "shengji", seed=s, **QUICK, bury_rollouts=1) if s % 2 == 0
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
    for k, state in enumerate(_midplay(3)):
        seat = state.to_act[0]
        other = state.resample(seat, random.Random(k))
        assert other.hands[seat] == state.hands[seat] and other.hands != state.hands
        a = make_bot("search", "shengji", seed=9, **QUICK).choose(state, seat)
        b = make_bot("search", "shengji", seed=9, **QUICK).choose(other, seat)
        assert a == b


def test_bury_candidates_are_legal_and_distinct() -> None:
    state = _deal("sj-bury")
    greedy = [GreedyBot(seed=s) for s in range(4)]
    while state.phase is not sj.Phase.BURY:
        seat = state.to_act[0]
        state.apply_unchecked(seat, greedy[seat].choose(state, seat))
    seat = state.to_act[0]
    cands = bury_candidates(state, seat, greedy[seat])
    assert cands[0] == greedy[seat].choose(state, seat)
    assert len(cands) >= 2
    keys = [tuple(sorted(map(str, b.cards))) for b in cands]
    assert len(set(keys)) == len(keys)
    for bury in cands:
        assert state.can_bury(seat, bury.cards)
    choice = make_bot("search", "shengji", seed=1, bury_rollouts=1).choose(state, seat)
    assert choice in cands


def test_results_favour_the_team_that_took_points() -> None:
    state = _midplay(1)[0]
    for seat in range(4):  # as if the attackers had taken 40 points since the decision
        gained = team_result(state, seat, state.attackers_points - 40, 20.0)
        assert (gained > 0.5) == state.is_attacker(seat)


def test_default_strength_moves_within_a_second() -> None:
    """The server seats ``search`` with its defaults: at most 1 s per move."""
    for state in _midplay(3, decks=3):
        bot = make_bot("search", "shengji", seed=1)
        start = time.perf_counter()
        bot.choose(state, state.to_act[0])
        assert time.perf_counter() - start <= 1.0
