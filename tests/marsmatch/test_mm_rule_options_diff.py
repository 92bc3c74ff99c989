"""Differential tests of the rule options in the compiled round: the Heavenly Hands'
definition (R2.1, R2.2 and their options), the trick goal (R4.4: streak_to_win,
streak_scale, trick_goal) and the opening leader (R4.1: opening_leader) reach C through
``table.table_rules`` and must play on the compiled core exactly as on the reference core,
for random option values at random table sizes."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_mm_round_diff import play_both, reference_round, rich_hands

from marsmatch.games.marsmatch import Rules, State, _core, new_round
from marsmatch.games.marsmatch.heavenly import heavenly_hand
from marsmatch.games.marsmatch.table import table_rules
from marsmatch.reference.dealstream import DealStream

ref = State.of("reference").core
from marsmatch.sim.config import SimConfig


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    """Every option that changes how a round plays, at random (the scores stay the seed's)."""
    big = draw(st.integers(0, 4))
    little = draw(st.integers(0 if big else 1, 4))
    return Rules(
        heavenly_both=draw(st.sampled_from(["best", "sum"])),
        heaven_snatch=draw(st.sampled_from(["best_type", "all"])),
        heavenly_hands=draw(st.sampled_from(["starlink+ufo", "starlink", "ufo", "none"])),
        starlink_threes=draw(st.integers(1, 12)), ufo_big_jokers=big, ufo_little_jokers=little,
        heavenly_count=draw(st.sampled_from(["exactly", "at_least"])),
        heavenly_scale=draw(st.integers(0, 6)),
        streak_to_win=draw(st.integers(0, 6)), streak_scale=draw(st.integers(0, 8)),
        trick_goal=draw(st.sampled_from(["streak", "total", "table"])),
        opening_leader=draw(st.sampled_from(["banker", "drawn"])),
        ground_turns=draw(st.integers(0, 3)))


@settings(max_examples=400, deadline=None)
@given(any_rules(), st.integers(1, 12), st.integers(0, 48), st.integers(0, 12),
       st.integers(0, 12))
def test_compiled_heavenly_hands_follow_the_definition(rules, n, threes, big, little):
    hand = [threes] + [0] * 12 + [big, little]
    table = table_rules(rules, n)
    assert _core.heavenly_hand(hand, table) == heavenly_hand(hand, rules, n)
    assert ref.heavenly_hand(hand, table) == heavenly_hand(hand, rules, n)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_rules(), st.integers(2, 12), st.integers(0, 10**9))
def test_random_rounds_under_random_options_agree(rules, n, seed):
    ours = new_round(rules, n, seed=str(seed))
    theirs = reference_round(rules, n, seed=str(seed))
    assert ours.tricks_won == theirs.tricks_won
    play_both(ours, theirs, random.Random(seed), check_every=5)
    assert ours.tricks_won == theirs.tricks_won


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rich_hands(), st.integers(0, 5), st.integers(0, 10**6), any_rules())
def test_positions_under_random_options_agree(hands, banker, seed, rules):
    """Small hands rich in 3s and jokers: Heavenly Hands of every definition come up."""
    banker %= len(hands)
    ours = new_round(rules, len(hands), hands=hands, banker=banker)
    theirs = reference_round(rules, len(hands), hands=hands, banker=banker)
    play_both(ours, theirs, random.Random(seed))
    assert ours.tricks_won == theirs.tricks_won


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_rules(), st.integers(2, 9), st.text("abc", min_size=1, max_size=4))
def test_compiled_random_rounds_play_the_options_as_the_bots_do(rules, n, seed):
    """The simulator's one-call compiled rounds (``random_rounds``) under random options are
    the rounds the Python random bots play on ``State``."""
    from oracle.sim import marsmatch as oracle_sim

    from marsmatch.sim import marsmatch as lab

    assignments = tuple(f"{k}={v}" for k, v in rules.to_dict().items())
    cfg = SimConfig(players=n, rounds=12, bots=("random",), seed=seed, rules=assignments)
    compiled = lab.play_rounds(cfg, list(range(cfg.rounds)))
    python = [oracle_sim.play_round(cfg, i) for i in range(cfg.rounds)]
    keys = ("banker", "heavenly", "category", "points", "winner", "how", "actions", "tricks")
    assert [{k: r[k] for k in keys} for r in compiled] == [
        {k: r[k] for k in keys} for r in python]


def test_the_drawn_leader_is_the_seeds_leader_draw():
    rules = Rules(opening_leader="drawn", heavenly_hands="none")
    seen = set()
    for i in range(60):
        state = new_round(rules, 5, seed=f"lead/{i}")
        drawn = DealStream(f"lead/{i}", b"leader").below(5)
        assert state.opening_leader == drawn == state.turn
        seen.add(drawn - state.banker)
    assert len(seen) > 3  # not the banker's seat in disguise


def test_defaults_open_with_the_banker_and_count_the_streak():
    for i in range(40):
        state = new_round(Rules(heavenly_hands="none"), 4, seed=f"dflt/{i}")
        assert state.opening_leader == state.banker
    table = table_rules(Rules(), 4)
    assert table[:12] == (False, False, 3, 2, 6, 2, 2, False, True, True, "streak", False)


def test_records_under_the_new_options_replay_to_the_same_round():
    """A record keeps the options and the seed, so the drawn leader and the table's trick
    goal replay exactly (records.md)."""
    from marsmatch.games.replay import replay
    from marsmatch.records import loads_record

    rules = Rules(opening_leader="drawn", trick_goal="table", streak_scale=7,
                  heavenly_hands="none")
    for i in range(8):
        state = new_round(rules, 4, seed=f"rec/{i}")
        rng = random.Random(i)
        while not state.finished:
            types = state.legal_types()
            pick = rng.randrange(len(types) + state.can_pass())
            seat = state.turn
            if pick < len(types):
                state.play(seat, state.default_play(types[pick]))
            else:
                state.pass_turn(seat)
        record = state.to_record()
        assert record.rules["opening_leader"] == "drawn"
        report = replay(loads_record(record.dumps()))
        assert report["finished"] and report["results"] == state.result()
        assert state.tricks == 5 and list(state.events)[-1].how == "tricks"
