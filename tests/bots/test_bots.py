"""Bots: the protocol, legality over many random rounds, seat-only information, determinism."""

from __future__ import annotations

import random

import pytest

from marsmatch.bots import BOT_NAMES, BotError, bot_from_spec, make_bot, parse_bot_spec
from marsmatch.games import marsmatch as mm
from marsmatch.games import shengji as sj
from marsmatch.games.replay import replay
from marsmatch.shuffle import draw_seat

from .positions import midgame_states

FAST_SEARCH_V1 = {"determinizations": 2, "candidates": 3, "rollout_depth": 12}
FAST_SEARCH = {"iterations": 60, "time": 0}
FAST = {"search": FAST_SEARCH, "search-v1": FAST_SEARCH_V1}


def test_registry_knows_every_bot_of_both_games() -> None:
    for game in ("marsmatch", "shengji"):
        for name in BOT_NAMES:
            bot = make_bot(name, game, seed=1)
            assert bot.name == name and bot.game == game


def test_registry_errors_are_clear() -> None:
    with pytest.raises(BotError, match="not a marsmatch bot"):
        make_bot("genius", "marsmatch")
    with pytest.raises(BotError, match="not a game"):
        make_bot("random", "chess")
    with pytest.raises(BotError, match="no option"):
        make_bot("greedy", "marsmatch", depth=3)


def test_bot_spec_parsing() -> None:
    assert parse_bot_spec("search:iterations=400:time=0.5") == (
        "search", {"iterations": 400, "time": 0.5})
    bot = bot_from_spec("search-v1:candidates=2", "marsmatch", seed=3)
    assert bot.options["candidates"] == 2
    assert bot_from_spec("search:time=0.25", "marsmatch", seed=3).options["time"] == 0.25


def _play_checked(state: mm.State, bots: list) -> int:
    """Every action goes through the record path and the checked engine."""
    steps = 0
    while not state.finished:
        seat = state.to_act[0]
        action = bots[seat].act(state, seat)
        assert action in state.legal_actions(seat)
        record_action = mm.GAME.action_to_record(seat, action)
        state.apply_action(seat, record_action)  # raises if illegal
        steps += 1
        assert steps < 3000
    return steps


@pytest.mark.parametrize("name", ["random", "greedy"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_marsmatch_bots_always_legal(name: str, players: int) -> None:
    for i in range(12):
        state = mm.new_round(mm.Rules(), players, seed=f"legal-{name}-{players}-{i}")
        bots = [make_bot(name, "marsmatch", seed=i * 10 + s) for s in range(players)]
        _play_checked(state, bots)
        assert state.finished
        rec = state.to_record()
        assert replay(rec)["ok"]


@pytest.mark.parametrize("name", ["search", "search-v1"])
def test_marsmatch_search_bot_legal_and_records_replay(name: str) -> None:
    for i in range(3):
        state = mm.new_round(mm.Rules(), 3, seed=f"search-{i}")
        bots = [make_bot(name, "marsmatch", seed=s, **FAST[name]) for s in range(3)]
        _play_checked(state, bots)
        assert replay(state.to_record())["ok"]


def test_marsmatch_mixed_bots_under_other_rules() -> None:
    rules = mm.Rules.from_assignments(["streak_to_win=0", "heaven_snatch=all"])
    longest = 0
    for i in range(4):
        state = mm.new_round(rules, 4, seed=f"rules-{i}")
        assert state.rules.heaven_snatch == "all"
        bots = [make_bot(n, "marsmatch", seed=s) for s, n in
                enumerate(["random", "greedy", "random", "greedy"])]
        _play_checked(state, bots)
        # with no trick goal, only an emptied hand (or a Heavenly Hand) ends the round
        assert state.finished and (state.emptied or state.winner < 0
                                   or state.outcomes[state.winner].category != "real_winner")
        longest = max([longest, *(e.streak for e in state.events if hasattr(e, "streak"))])
    assert longest >= mm.Rules().streak_to_win  # a streak that would have ended the round


@pytest.mark.parametrize("name", ["random", "greedy", "search", "search-v1"])
def test_marsmatch_bots_see_only_their_seat(name: str) -> None:
    """Redealing the cards a seat cannot see never changes its decision."""
    opts = FAST.get(name, {})
    for k, state in enumerate(midgame_states(6)):
        seat = state.turn
        other = state.resample(seat, random.Random(k))
        assert other.hands[seat] == state.hands[seat]
        a = make_bot(name, "marsmatch", seed=7, **opts).act(state, seat)
        b = make_bot(name, "marsmatch", seed=7, **opts).act(other, seat)
        assert a == b


@pytest.mark.parametrize("name", ["search", "search-v1"])
def test_marsmatch_bots_are_deterministic_for_a_seed(name: str) -> None:
    for state in midgame_states(4):
        seat = state.turn
        a = make_bot(name, "marsmatch", seed=11, **FAST[name]).choose(state, seat)
        b = make_bot(name, "marsmatch", seed=11, **FAST[name]).choose(state.copy(), seat)
        assert a == b


def test_greedy_keeps_bombs_when_leading() -> None:
    state = mm.new_round(mm.Rules(), 2, hands=[["3", "4", "4", "4", "4", "7", "8", "9", "9"],
                                               ["5", "6", "K", "K"]], banker=0)
    play = make_bot("greedy", "marsmatch", seed=0).choose(state, 0)
    assert isinstance(play, mm.Play) and not play.reading.is_bomb


def test_greedy_takes_an_emptying_play() -> None:
    state = mm.new_round(mm.Rules(), 2, hands=[["5", "5", "5", "9"], ["3", "K"]], banker=0)
    play = make_bot("greedy", "marsmatch", seed=0).choose(state, 0)
    assert isinstance(play, mm.Play) and play.size == 4


@pytest.mark.parametrize("hint, wins", [(None, False), ("pair S3, single S9, single S9", True)])
def test_shengji_greedy_reads_the_trick_as_the_round_does(hint: str | None, wins: bool) -> None:
    """G5.5a: seat 1 trumps a led pair and two singles with S3 S3 S9 S9, read as pair S9 +
    S3 S3 (hardest to beat) unless its hint names pair S3 + S9 S9; seat 2's only follow,
    S4 S4 SJ SK, beats only the named reading. The greedy bot scores that follow as winning
    the trick exactly when the round would give it the trick."""
    hands = ["HA HA HK HQ", "S3 S3 S9 S9", "S4 S4 SJ SK", "D3 D4 D5 D6"]
    start = {"phase": "play", "level": "2", "trump": "S", "banker": 0, "leader": 0,
             "kitty": [], "points": 0}
    state = sj.new_round(sj.Rules(for_position=True), ["a", "b", "c", "d"],
                         hands=[h.split() for h in hands], start=start)
    state.play(0, sj.parse_shengji_cards("HA HA HK HQ"))
    state.play(1, sj.parse_shengji_cards("S3 S3 S9 S9"), hint)
    ((score, action),) = make_bot("greedy", "shengji", seed=0).ranked(state, 2, 5)
    assert (score > 0) is wins  # winning a trick scores 30 and up; losing it, below zero
    state.apply_action(2, action)
    state.play(3, sj.parse_shengji_cards("D3 D4 D5 D6"))
    assert (state.tricks[0].winner == 2) is wins


def _sj_deal(seed: str, decks: int = 2) -> sj.State:
    rules = sj.Rules.from_assignments([f"decks={decks}"])
    return sj.new_round(rules, ["a", "b", "c", "d"], seed=seed, banker=draw_seat(seed, 4))


@pytest.mark.parametrize("name", ["random", "greedy"])
@pytest.mark.parametrize("decks", [1, 2, 3])
def test_shengji_bots_always_legal(name: str, decks: int) -> None:
    for i in range(3):
        state = _sj_deal(f"sj-{name}-{decks}-{i}", decks)
        bots = [make_bot(name, "shengji", seed=s + i) for s in range(4)]
        steps = 0
        while not state.finished:
            seat = state.to_act[0]
            state.apply_action(seat, bots[seat].act(state, seat))
            steps += 1
        assert state.outcome is not None
        assert replay(state.to_record())["ok"]


@pytest.mark.parametrize("name,options", [
    ("search", {"iterations": 8, "time": 0}),
    ("search-v1", {"determinizations": 1, "candidates": 2})])
def test_shengji_first_deal_declaring_by_greedy_and_search_legal(name: str, options: dict) -> None:
    rules = sj.Rules.from_assignments(["decks=1"])
    state = sj.new_round(rules, ["a", "b", "c", "d"], seed="sj-first")
    bots = [make_bot(name, "shengji", seed=s, **options)
            if s % 2 else make_bot("greedy", "shengji", seed=s) for s in range(4)]
    while not state.finished:
        seat = state.to_act[0]
        state.apply_action(seat, bots[seat].act(state, seat))
    assert replay(state.to_record())["ok"]


@pytest.mark.parametrize("game", ["marsmatch", "shengji"])
def test_levels_name_each_games_bots(game: str) -> None:
    from marsmatch.bots import LEVELS, bot_names

    assert bot_names(game)[:3] == ("easy", "normal", "strong")
    for level, spec in LEVELS[game].items():
        bot = make_bot(level, game, seed=1)
        assert bot.name == parse_bot_spec(spec)[0] and bot.game == game
    assert make_bot("easy", game).name == "greedy"
    strong = make_bot("strong", game, seed=2, time=0)
    assert strong.name == "search" and strong.options["time"] == 0
    assert bot_from_spec("strong:time=0.25", game, seed=3).options["time"] == 0.25
    with pytest.raises(BotError, match="no option"):
        make_bot("easy", game, depth=3)
