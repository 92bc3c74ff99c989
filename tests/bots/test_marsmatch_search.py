"""MarsMatch ``search`` (information-set MCTS): tactical positions it must get right, its
candidates, reproducibility, no access to hidden cards, exact search, its time bound."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from marsmatch.bots import _marsmatch as compiled
from marsmatch.bots import make_bot
from marsmatch.bots.marsmatch import GreedyBot
from marsmatch.bots.marsmatch_search import (
    PASS_CODE,
    MarsMatchSearchGame,
    hidden_cards,
    unbeatable,
)
from marsmatch.games import marsmatch as mm
from marsmatch.games.marsmatch.combos import Kind
from marsmatch.games.protocol import PASS
from marsmatch.games.replay import replay

from .positions import midgame_states

QUICK = {"iterations": 300, "time": 0}


def _position(hands: list[str], banker: int, actions: list[str]) -> mm.State:
    state = mm.new_round(mm.Rules(), len(hands), hands=[h.split() for h in hands],
                         banker=banker)
    for action in actions:
        state.apply_action(state.turn, action)
    return state


def _filler(n: int) -> str:
    return " ".join(["5", "6", "8", "J"] * n)


def test_one_trick_from_the_streak_it_leads_the_unbeatable_play() -> None:
    # seat 0 has won two tricks in a row and leads; greedy would lead the long Pair
    # Sequence (beatable), the BJ BJ Spaceship cannot be beaten and wins the round
    state = _position(["9 10 3 3 4 4 5 5 6 6 7 7 8 8 BJ BJ K", _filler(3), _filler(3),
                       _filler(3)], 0, ["9", "pass", "pass", "pass", "10", "pass", "pass",
                                        "pass"])
    assert state.streak_seat == 0 and state.streak == 2 and state.top is None
    greedy = GreedyBot(seed=0).choose(state, 0)
    assert greedy.reading.kind == Kind.PAIR_SEQUENCE  # the trap
    for seed in range(5):
        play = make_bot("search", "marsmatch", seed=seed, **QUICK).choose(state, 0)
        assert play.reading.kind == Kind.SPACESHIP and play.reading.top == 2
    state.apply_action(0, play)
    for _ in range(3):
        state.apply_action(state.turn, "pass")
    assert state.finished and state.winner == 0


def test_it_answers_a_player_one_trick_from_the_streak() -> None:
    # seat 1 has two tricks in a row and is on top with a J; seat 2 can beat it
    state = _position([_filler(3), "9 10 J " + _filler(2), "Q 3 3 3 3 " + _filler(2),
                       _filler(3)], 1, ["9", "pass", "pass", "pass", "10", "pass", "pass",
                                        "pass", "J"])
    assert state.turn == 2 and state.streak_seat == 1 and state.streak == 2
    for seed in range(5):
        bot = make_bot("search", "marsmatch", seed=seed, **QUICK)
        assert bot.choose(state, 2) is not PASS


def test_it_takes_the_play_that_empties_its_hand() -> None:
    state = _position(["5 5 5 9", _filler(2)], 0, [])
    play = make_bot("search", "marsmatch", seed=1, **QUICK).choose(state, 0)
    assert isinstance(play, mm.Play) and play.size == 4


def test_unbeatable_reads_only_unseen_cards() -> None:
    state = _position(["BJ BJ LJ LJ LJ 3 3 3 K", _filler(2), _filler(2), _filler(2)], 0, [])
    assert unbeatable(state, 0, state.parse_action(0, "BJ BJ"))
    assert not unbeatable(state, 0, state.parse_action(0, "LJ LJ"))  # BJ LJ, BJ BJ are out
    assert not unbeatable(state, 0, state.parse_action(0, "K"))


def _answer_position() -> mm.State:
    """A 54-card hand with many bombs answering a low single, early in the round."""
    for i in range(200):
        state = mm.new_round(mm.Rules(), 4, seed=f"cheap-{i}")
        if state.finished:
            continue
        state.apply_action(state.turn, "3" if state.hands[state.turn][0] else "4")
        h = state.hands[state.turn]
        if sum(1 for r in range(13) if h[r] >= 4) >= 4:
            return state
    raise AssertionError("no position found")


def test_candidates_include_the_cheapest_non_bomb_answer() -> None:
    state = _answer_position()
    seat = state.turn
    game = MarsMatchSearchGame(state, seat, make_bot("search", "marsmatch").options)
    moves = [compiled.search_reading(m) for m in game.root_moves(3)]
    answers = [rd for rd in state.legal_types() if not rd.is_bomb]
    cheapest = min(answers, key=lambda rd: rd.top)
    assert cheapest in moves
    assert None in moves  # the pass
    bombs = [rd for rd in moves if rd is not None and rd.is_bomb]
    assert len({mm.combos.KINDS[rd.kind].bomb_class for rd in bombs}) == len(bombs) or \
        len(bombs) <= 4  # one bomb per class, plus the strongest


def test_candidate_codes_round_trip() -> None:
    state = _answer_position()
    for rd in state.legal_types():
        assert compiled.search_reading(compiled.search_code(rd)) == rd
    assert compiled.search_reading(PASS_CODE) is None


def _midgame(players: int, count: int) -> list[mm.State]:
    return midgame_states(count, players, walker="greedy", steps=10, label=f"mid-{players}",
                          pick_seed=players)


def test_same_seed_same_decision_whatever_came_before() -> None:
    states = _midgame(4, 4)
    for state in states:
        seat = state.turn
        fresh = make_bot("search", "marsmatch", seed=11, **QUICK).choose(state, seat)
        used = make_bot("search", "marsmatch", seed=11, **QUICK)
        for other in reversed(states):  # decisions elsewhere first, in another order
            used.choose(other, other.turn)
        assert used.choose(state.copy(), seat) == fresh


def test_decisions_do_not_depend_on_the_hidden_cards() -> None:
    for k, state in enumerate(_midgame(4, 5)):
        seat = state.turn
        assert hidden_cards(state, seat)
        other = state.resample(seat, random.Random(k))
        assert other.hands[seat] == state.hands[seat] and other.hands != state.hands
        a = make_bot("search", "marsmatch", seed=7, **QUICK)
        b = make_bot("search", "marsmatch", seed=7, **QUICK)
        assert a.choose(state, seat) == b.choose(other, seat)
        assert (a.last is None) == (b.last is None)
        assert a.last is None or a.last.visits == b.last.visits


def test_two_players_search_the_one_true_deal() -> None:
    state = _midgame(2, 1)[0]
    seat = state.turn
    assert not hidden_cards(state, seat)
    game = MarsMatchSearchGame(state, seat, make_bot("search", "marsmatch").options)
    worlds = [game.world(s) for s in range(5)]
    assert all(w.hands == state.hands for w in worlds)


def test_time_bounds_a_decision(budget: Any) -> None:
    state = _midgame(4, 1)[0]
    bot = make_bot("search", "marsmatch", seed=3, iterations=0, time=0.2)
    start = time.perf_counter()
    bot.choose(state, state.turn)
    budget("a decision given 0.2 s", time.perf_counter() - start, 0.6)
    assert bot.last is not None and bot.last.iterations > 10  # it searched


@pytest.mark.parametrize("players", [2, 3, 4])
def test_search_rounds_are_legal_and_replay(players: int) -> None:
    state = mm.new_round(mm.Rules(), players, seed=f"search-legal-{players}")
    bots = [make_bot("search", "marsmatch", seed=s, iterations=60, time=0)
            for s in range(players)]
    steps = 0
    while not state.finished:
        seat = state.turn
        action = bots[seat].act(state, seat)
        state.apply_action(seat, mm.GAME.action_to_record(seat, action))
        steps += 1
        assert steps < 3000
    assert replay(state.to_record())["ok"]


def test_compiled_scores_are_the_greedy_bots() -> None:
    """The rollout player's scores are GreedyBot.ranked's: the same first choice."""
    greedy = GreedyBot(seed=0)
    for state in _midgame(3, 4) + _midgame(4, 4):
        while not state.finished:
            seat = state.turn
            choice = greedy.choose(state, seat)
            want = PASS_CODE if choice is PASS else compiled.search_code(choice.reading)
            assert compiled.search_candidates(state, 1, False, 4, 6) == [want]
            state.apply_unchecked(seat, choice)


def test_default_strength_moves_within_a_second(budget: Any) -> None:
    """The server seats the ``strong`` level (``search`` at 2,000 iterations) with its
    time cap: at most 1 s per move."""
    for state in _midgame(4, 3):
        bot = make_bot("strong", "marsmatch", seed=1)
        start = time.perf_counter()
        bot.choose(state, state.turn)
        budget("a move at the default strength", time.perf_counter() - start, 1.0)
