"""The game protocol (docs/protocol.md), the same checks for both games on random whole
rounds: every State method, the action codec, records and replay."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from marsmatch.bots import make_bot
from marsmatch.errors import MarsMatchError, RulesError
from marsmatch.games import GAMES, PASS, find_game
from marsmatch.games.marsmatch import Play as MarsMatchPlay
from marsmatch.games.replay import final, replay
from marsmatch.games.shengji.actions import parse_action as parse_shengji
from marsmatch.records import loads_record

COMMON_VIEW_KEYS = {"game", "seat", "players", "phase", "finished", "to_act", "banker", "counts",
                    "results", "commitment", "rules", "can_pass", "actions"}
#: (game, seats) tables the properties run on
TABLES = [("marsmatch", 2), ("marsmatch", 3), ("marsmatch", 5), ("shengji", 4)]
SLOW = settings(max_examples=12, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def rebuild(action: Any) -> Any:
    """``eval(repr(action))``: the repr of an action rebuilds it."""
    return eval(repr(action), {"PASS": PASS, "Play": MarsMatchPlay,
                               "parse_action": parse_shengji})


def random_round(name: str, seats: int, seed: str, rng: random.Random) -> tuple[Any, Any]:
    """A new round and the (seat, action) moves of random bots along it: the state is the
    one before each action is applied (the caller applies it)."""
    game = find_game(name)
    rules = game.rules(None, decks=1 + rng.randrange(3) if game.decks_is_rule else None)
    state = game.new_round(rules, players=seats, seed=seed, banker=rng.randrange(seats))
    bots = [make_bot("random", game.name, seed=rng.randrange(10**9)) for _ in range(seats)]

    def moves() -> Iterator[tuple[int, Any]]:
        steps = 0
        while not state.finished and steps < 3000:
            seat = state.to_act[0]
            yield seat, bots[seat].act(state, seat)
            steps += 1

    return state, moves()


def wrong_actions(state: Any, seat: int, rng: random.Random) -> list[Any]:
    """Actions that may or may not be legal: random cards of the seat's hand as text, a
    pass, another seat's move."""
    hand = state.view(seat)["hand"]
    out: list[Any] = ["pass", {"pass": True}]
    for _ in range(4):
        k = rng.randint(1, min(6, len(hand))) if hand else 0
        out.append(" ".join(rng.sample(hand, k)) if k else "pass")
    return out


@pytest.mark.parametrize("name,seats", TABLES)
@SLOW
@given(seed=st.integers(0, 10**9))
def test_state_api_on_random_rounds(name: str, seats: int, seed: int) -> None:
    rng = random.Random(seed)
    game = find_game(name)
    state, moves = random_round(name, seats, f"protocol-{seed}", rng)
    for seat, action in moves:
        assert state.to_act == (seat,) and not state.finished
        legal = state.legal_actions(seat)
        assert action in legal
        assert state.default_action(seat) in legal
        assert state.can_pass(seat) == (PASS in legal)
        other = (seat + 1) % seats
        assert not state.legal_actions(other) or other in state.to_act
        # the codec: one text form, a repr that rebuilds, the record dict
        assert state.parse_action(seat, str(action)) == action
        assert rebuild(action) == action
        assert state.parse_action(seat, game.action_to_record(seat, action)) == action
        # the view: common keys, the seat's own hand, what it may do now
        view = state.view(seat)
        assert COMMON_VIEW_KEYS <= set(view) and view["game"] == game.name
        assert set(view["actions"]) >= ({"pass"} if view["can_pass"] else set())
        assert view["can_pass"] == state.can_pass(seat)
        assert "hand" not in state.view(None)
        # checked and unchecked paths agree; a copy is independent
        before = state.view(None)
        checked, fast = state.copy(), state.copy()
        checked.apply_action(seat, action)
        fast.apply_unchecked(seat, action)
        assert checked.view(None) == fast.view(None)
        assert state.view(None) == before
        # apply_action refuses what legal_actions excludes, and takes what it includes
        for cand in wrong_actions(state, seat, rng):
            trial = state.copy()
            if cand in legal:
                trial.apply_action(seat, cand)
            else:
                with pytest.raises(MarsMatchError):
                    trial.apply_action(seat, cand)
        # resampling keeps what the seat knows
        redeal = state.resample(seat, random.Random(seed))
        assert redeal.view(seat)["hand"] == view["hand"]
        assert redeal.view(seat)["counts"] == view["counts"]
        state.apply_action(seat, action)
    assert state.finished
    assert len(state.log(None)) == len(state.events)
    winners = state.winners()
    assert set(winners) <= set(range(seats))
    # record -> replay -> the same final state
    record = loads_record(state.to_record().dumps())
    again, error = final(record)
    assert error is None and again.view(None) == state.view(None)
    assert replay(record)["ok"] and again.result() == state.result()


@pytest.mark.parametrize("name,seats", TABLES)
def test_resample_depends_only_on_what_the_seat_knows(name: str, seats: int) -> None:
    """The same seed gives the same redeal whoever holds the hidden cards (bots cannot
    learn hidden cards through their search)."""
    rng = random.Random(seats)
    state, moves = random_round(name, seats, f"rs-{name}", rng)
    for k, (seat, action) in enumerate(moves):
        if k % 7:
            state.apply_action(seat, action)
            continue
        other = state.resample(seat, random.Random(1))  # same public view, other hidden cards
        for salt in (2, 3):
            a = state.resample(seat, random.Random(salt))
            b = other.resample(seat, random.Random(salt))
            assert [a.view(s).get("hand") for s in range(seats)] == \
                   [b.view(s).get("hand") for s in range(seats)]
        state.apply_action(seat, action)


def test_marsmatch_legal_actions_count_exactly() -> None:
    """MarsMatch counts its legal actions exactly (the DP), equal to enumerating them."""
    game = find_game("marsmatch")
    state = game.new_round(None, players=2, hands=[["3", "3", "4", "4", "5", "5", "2", "LJ"],
                                                   ["6", "7", "BJ"]], banker=0)
    legal = state.legal_actions(0)
    actions = list(legal)
    assert legal.count() == len(actions) == len(set(actions))
    state.apply_action(0, "3")
    answers = state.legal_actions(1)
    assert answers.count() == len(list(answers)) and PASS in answers


def test_shengji_legal_actions_are_not_counted() -> None:
    state = find_game("shengji").new_round(None, players=4, seed="count", banker=0)
    assert state.legal_actions(0).count() is None


def test_registry_and_static_facts() -> None:
    assert set(GAMES) == {"marsmatch", "shengji"}
    assert find_game("Tractor") is find_game("shengji") is GAMES["shengji"]
    with pytest.raises(RulesError, match="not a game"):
        find_game("chess")
    for game in GAMES.values():
        facts = game.describe()
        assert facts["name"] == game.name and facts["rules"]
        assert game.default_seats in game.seats
        with pytest.raises(RulesError):
            game.check_seats(game.seats.stop)
        assert repr(game) == f"find_game({game.name!r})"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_deal_is_shared_by_new_round_and_verification(name: str) -> None:
    game = find_game(name)
    seats = game.default_seats
    state = game.new_round(None, players=seats, seed="shared-deal", banker=1)
    dealt = game.deal("shared-deal", state.rules, seats, 1)
    assert [sorted(h) for h in dealt.hands] == [sorted(state.view(s)["hand"])
                                               for s in range(seats)]
    record = state.to_record()
    assert game.verify_deal(record)["ok"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_match_deals_rounds_and_keeps_score(name: str) -> None:
    game = find_game(name)
    match = game.new_match(None, players=game.default_seats, seed="m", reseat=False)
    rng = random.Random(0)
    for _ in range(3):
        state = match.new_round()
        bots = [make_bot("random", game.name, seed=rng.randrange(99)) for _ in state.players]
        while not state.finished:
            seat = state.to_act[0]
            state.apply_action(seat, bots[seat].act(state, seat))
        match.finish_round(state)
        if match.finished:
            break
    summary = match.summary()
    assert summary["rounds"] == len(match.rounds) and len(summary["history"]) >= 1


def test_marsmatch_text_names_an_ambiguous_reading_in_full() -> None:
    play = MarsMatchPlay.parse("4444 55 55 as starship:1:pair:4")
    assert str(play) == "4 4 4 4 5 5 5 5 as starship:1:pair:4"
    assert play.describe() == "Starship of 4s with 2 pairs"
    assert str(MarsMatchPlay.parse("7 7 2")) == "7 7 2"  # one reading: no name needed
    assert rebuild(play) == play and rebuild(PASS) is PASS
