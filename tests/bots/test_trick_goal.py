"""R4.4 read once: the core says how many tricks each seat still needs for the trick goal
(``tricks_to_goal``, under ``trick_goal`` and ``streak_scale``), and both MarsMatch bots
(the compiled greedy heuristic, which the search also rolls out, and the search's tactics)
reason from it, so they agree with the engine under every option."""

from __future__ import annotations

import random

import pytest

from marsmatch.bots import _marsmatch as compiled
from marsmatch.bots import make_bot
from marsmatch.bots.marsmatch_search import PASS_CODE
from marsmatch.games import marsmatch as mm
from marsmatch.games.protocol import PASS

#: non-default trick goals: what the goal counts, and the goal scaled to the table
OPTIONS = [["trick_goal=total", "streak_to_win=4", "streak_scale=4"],
           ["trick_goal=table", "streak_to_win=9", "streak_scale=3"],
           ["trick_goal=streak", "streak_to_win=3", "streak_scale=5"],
           ["trick_goal=total", "streak_to_win=2"]]


def engine_ends_it(state: mm.State, seat: int) -> bool:
    """The engine's answer: if everyone else passes, so that ``seat`` (on top) wins the
    trick, the real match ends in its favour by the trick goal."""
    c = state.copy()
    while not c.finished and c.top is not None:
        c.apply_unchecked(c.turn, PASS)
    return c.finished and c.winner == seat and not c.emptied


def positions(rules: mm.Rules, players: int, rounds: int, core: str = "compiled"):
    """Every answer to a top play in random rounds under ``rules``."""
    for i in range(rounds):
        state = mm.new_round(rules, players, seed=f"goal-{players}-{i}", core=core)
        rng = random.Random(i)
        while not state.finished:
            if state.top is not None:
                yield state
            types = state.legal_types()
            pick = rng.randrange(len(types) + 1) if state.can_pass() else rng.randrange(len(types))
            state.apply_unchecked(state.turn, PASS if pick == len(types)
                                  else state.default_play(types[pick]))


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o))
@pytest.mark.parametrize("players", [3, 5])
def test_R4_4_bots_read_the_trick_goal_as_the_engine_does(options: list[str],
                                                          players: int) -> None:
    rules = mm.Rules.from_assignments(options)
    search = make_bot("search", "marsmatch", seed=0)
    seen = {True: 0, False: 0}
    for state in positions(rules, players, 6):
        top, me = state.top_seat, state.turn
        ends = engine_ends_it(state, top)
        seen[ends] += 1
        assert (state.tricks_to_goal(top) == 1) == ends, (options, state.tricks)
        # the greedy heuristic (danger_cards=0: only the trick goal makes a pass urgent)
        ranked = compiled.greedy_ranked(state, 200, 4, 0)
        pass_score = next(score for score, rd in ranked if rd is None)
        assert (pass_score == -30.0) == (ends or state.tricks_to_goal(me) == 1)
        # the search's tactics: never pass while the player on top would win the round
        moves = [PASS_CODE] + [compiled.search_code(rd) for rd in state.legal_types()]
        forced = search.tactics(state, me, moves)
        if forced is None and len(moves) > 1:
            assert (PASS_CODE not in moves) == ends
    assert seen[True] and seen[False]  # both kinds of position were reached


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o))
def test_R4_4_tricks_to_goal_is_the_same_on_both_cores(options: list[str]) -> None:
    rules = mm.Rules.from_assignments(options)
    for a, b in zip(positions(rules, 4, 3), positions(rules, 4, 3, core="reference"),
                    strict=True):
        assert [a.tricks_to_goal(s) for s in range(4)] == [b.tricks_to_goal(s)
                                                            for s in range(4)]


def test_R4_4_no_goal_when_the_rule_is_off() -> None:
    state = mm.new_round(mm.Rules.from_assignments(["streak_to_win=0"]), 4, seed="off")
    assert [state.tricks_to_goal(s) for s in range(4)] == [0, 0, 0, 0]
    with pytest.raises(IndexError):
        state.tricks_to_goal(4)
