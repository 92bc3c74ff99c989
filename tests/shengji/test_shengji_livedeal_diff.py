"""Differential: any schedule of declarations during a live deal (``deal_style = "live"``)
runs the same on the compiled and the reference core, shows each seat only its received
cards, and replays from its record to the same state."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sj_helpers import PLAYERS

from marsmatch.games.replay import final
from marsmatch.games.shengji import Phase, Rules, new_round
from marsmatch.games.shengji.livedeal import received_count
from marsmatch.records import parse_record

many = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@many
@given(seed=st.text("abcdef0123", min_size=1, max_size=6), decks=st.sampled_from([1, 2]),
       pick=st.randoms(use_true_random=False))
def test_random_live_declaring_replays_exactly_on_both_cores(seed, decks, pick: random.Random):
    """Any schedule of declarations during the deal: every seat sees only its received
    cards, the record replays to the same state, and both cores agree on it."""
    rules = Rules(decks=decks, deal_style="live")
    sts = [new_round(rules, PLAYERS, seed=seed, core=c) for c in ("compiled", "reference")]
    assert all(x.deal_live() for x in sts)
    while sts[0].dealing:
        for x in sts:
            x.deal_card()
        if not sts[0].dealing:  # the last card is out: G3.1's round in turn follows, below
            break
        for s in range(4):
            options = list(sts[0].legal_actions(s))
            assert options == list(sts[1].legal_actions(s))
            if options and pick.random() < 0.3:
                choice = options[pick.randrange(len(options))]
                for x in sts:
                    x.apply_action(s, choice)
        v = sts[0].view(1)
        assert len(v["hand"]) == received_count(sts[0].live_dealt, 1) == v["counts"][1]
    while sts[0].phase is Phase.DECLARE:
        seat = sts[0].to_act[0]
        for x in sts:
            x.pass_turn(seat)
    assert sts[0].view(0) == sts[1].view(0)
    rec = sts[0].to_record()
    assert rec.to_dict() == sts[1].to_record().to_dict()
    again, error = final(parse_record(rec.to_dict()))
    assert error is None and again.view(3) == sts[0].view(3)
