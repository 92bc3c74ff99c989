"""Differential tests: the compiled Shengji rules agree with their readable Python oracle
(tests/oracle/shengji) on every unit, split, placement, assignment (in order, and in the
order a seeded generator shuffles them), requirement, ladder rung, protection, follow
check and message, constructed follow, throw check, trick winner and score.

Hands are dicts in random insertion orders (with cards removed and added again), since
the order of a hand decides ties in several rules and every random choice.
"""

from __future__ import annotations

import random
from dataclasses import astuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle.shengji import follow as ofollow
from oracle.shengji import lead as olead
from oracle.shengji import matching as omatching
from oracle.shengji import scoring as oscoring
from oracle.shengji import tricks as otricks
from oracle.shengji import trump as otrump
from oracle.shengji import units as ounits

from marsmatch.cards import shoe
from marsmatch.errors import IllegalAction
from marsmatch.games.shengji import follow, lead, matching, scoring, tricks, units
from marsmatch.games.shengji.rules import TRICK_DRAW_POLICY, Rules
from marsmatch.games.shengji.trump import LEVELS, SUITS, Trump

many = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def tables(draw: st.DrawFn) -> tuple[Trump, otrump.Trump, Rules, random.Random]:
    level = draw(st.sampled_from(LEVELS))
    suit = draw(st.sampled_from([*SUITS, None]))
    decks = draw(st.integers(1, 4))
    rules = Rules(decks=decks, for_position=True,
                  tractor_min_width=draw(st.sampled_from([2, 2, 3])),
                  tractor_min_length=draw(st.sampled_from([2, 2, 3])),
                  trick_draw_policy=draw(st.sampled_from(TRICK_DRAW_POLICY)),
                  throw_evaluation_policy=draw(st.sampled_from(
                      ["all", "highest", "trick_unit_length"])),
                  failed_throw=draw(st.sampled_from(["first_beatable", "smallest"])))
    return Trump(level, suit), otrump.Trump(level, suit), rules, draw(
        st.randoms(use_true_random=False))


def ordered_hand(cards, rnd: random.Random) -> dict:
    """A dict hand of ``cards`` in a random order, some keys removed and added again."""
    cards = list(cards)
    rnd.shuffle(cards)
    hand: dict = {}
    for c in cards:
        hand[c] = hand.get(c, 0) + 1
    for c in rnd.sample(list(hand), min(len(hand), rnd.randint(0, 3))):
        k = hand.pop(c)
        hand[c] = k
    return hand


def suit_hand(trump, rules, rnd, size):
    """Cards of one effective suit (trump often: its positions hold ties)."""
    cards = shoe(rules.decks)
    es = rnd.choice(["T", "T", "S", "H", "D", "C"])
    pool = [c for c in cards if trump.esuit(c) == es] or cards
    return ordered_hand(rnd.sample(pool, min(len(pool), size)), rnd), es


def outcome(f, *args):
    try:
        return ("ok", f(*args))
    except IllegalAction as exc:
        return ("illegal", exc.rule, str(exc))


def test_trump_tables_are_the_oracles():
    for level in LEVELS:
        for suit in [*SUITS, None]:
            ours, theirs = Trump(level, suit), otrump.Trump(level, suit)
            assert ours._table == theirs._table


@many
@given(tables())
def test_units_splits_and_placements_agree(t):
    trump, otr, rules, rnd = t
    hand, _es = suit_hand(trump, rules, rnd, rnd.randint(1, 16))
    assert lead.candidate_units(hand, trump, rules) == olead.candidate_units(hand, otr, rules)
    cards = [c for c, k in hand.items() for _ in range(k)]
    rnd.shuffle(cards)
    for kind in (None, "single", "pair", "triple", "tractor", "titanic", "4-tuple", "nope"):
        assert outcome(lead.split_lead, cards, trump, rules, kind) == outcome(
            olead.split_lead, cards, otr, rules, kind)
    for shape in ((1, 1), (2, 1), (3, 1), (2, 2), (2, 3), (3, 2)):
        assert matching.placements(hand, shape, trump) == omatching.placements(hand, shape, otr)
    assert units.order_units(lead.candidate_units(hand, trump, rules)) == ounits.order_units(
        olead.candidate_units(hand, otr, rules))


@many
@given(tables())
def test_assignments_meets_ladder_and_protection_agree(t):
    trump, otr, rules, rnd = t
    hand, es = suit_hand(trump, rules, rnd, rnd.randint(2, 18))
    req = [rnd.choice([(2, 1), (2, 1), (3, 1), (2, 2), (3, 2), (2, 3), (4, 1)])
           for _ in range(rnd.randint(0, 4))]
    led = units.LeadFormat(es, tuple(lead.candidate_units(hand, trump, rules)[:3]))
    allow = follow.protection(hand, led, trump, rules)
    oallow = ofollow.protection(hand, led, otr, rules)
    for c in hand:
        for w in range(1, 5):
            assert allow(c, w) == oallow(c, w)
    assert list(matching.assignments(hand, req, trump, allow)) == list(
        omatching.assignments(hand, req, otr, oallow))
    seed = rnd.random()
    ours, theirs = random.Random(seed), random.Random(seed)
    mine = list(matching.assignments(hand, req, trump, allow, ours))
    assert mine == list(omatching.assignments(hand, req, otr, oallow, theirs))
    assert ours.getstate() == theirs.getstate()
    assert matching.meets(hand, req, trump, allow) == omatching.meets(hand, req, otr, oallow)
    assert matching.meets(hand, req, trump) == omatching.meets(hand, req, otr)
    assert list(follow.ladder(req, rules)) == list(ofollow.ladder(req, rules))


def deal_hands(rules, rnd, trump):
    cards = shoe(rules.decks)
    rnd.shuffle(cards)
    size = min(rnd.randint(4, 26), len(cards) // 4)
    return [ordered_hand(cards[s * size:(s + 1) * size], rnd) for s in range(4)]


def a_lead(trump, rules, rnd, hand):
    """A lead from ``hand``: a unit, a part of a group, or a throw of several units."""
    es = trump.esuit(rnd.choice([c for c in hand]))
    suit = {c: k for c, k in hand.items() if trump.esuit(c) == es}
    cands = lead.candidate_units(suit, trump, rules)
    picked = rnd.sample(cands, min(len(cands), rnd.randint(1, 3)))
    cards: list = []
    for u in picked:
        cards.extend(u.all_cards())
    if any(cards.count(c) > suit[c] for c in cards):
        cards = picked[0].all_cards()
    return lead.parse_lead(cards, trump, rules)


@many
@given(tables())
def test_follows_checks_throws_and_tricks_agree(t):
    trump, otr, rules, rnd = t
    hands = deal_hands(rules, rnd, trump)
    leader = rnd.randrange(4)
    fmt = a_lead(trump, rules, rnd, hands[leader])
    ofmt = olead.parse_lead([c for u in fmt.units for c in u.all_cards()], otr, rules)
    assert fmt == ofmt
    assert lead.failed_throw(fmt, leader, hands, trump, rules) == olead.failed_throw(
        fmt, leader, hands, otr, rules)
    plays = [(leader, tuple(c for u in fmt.units for c in u.all_cards()))]
    for k in range(1, 4):
        seat = (leader + k) % 4
        hand = hands[seat]
        assert follow.construct_follow(hand, fmt, trump, rules) == ofollow.construct_follow(
            hand, fmt, otr, rules)
        seed = rnd.random()
        ours, theirs = random.Random(seed), random.Random(seed)
        mine = follow.construct_follow(hand, fmt, trump, rules, ours)
        assert mine == ofollow.construct_follow(hand, fmt, otr, rules, theirs)
        assert ours.getstate() == theirs.getstate()
        plays.append((seat, tuple(mine)))
        held = [c for c, n in hand.items() for _ in range(n)]
        for cand in (mine, rnd.sample(held, min(len(held), fmt.size)),
                     rnd.sample(held, min(len(held), max(1, fmt.size - 1)))):
            assert outcome(follow.check_follow, hand, fmt, cand, trump, rules) == outcome(
                ofollow.check_follow, hand, fmt, cand, otr, rules)
    assert tricks.trick_winner(fmt, plays, trump, rules) == otricks.trick_winner(
        fmt, plays, otr, rules)


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_legal_follow_lists_agree(decks):
    rnd = random.Random(decks)
    rules = Rules(decks=decks)
    for _ in range(25):
        trump = Trump(rnd.choice(LEVELS), rnd.choice([*SUITS, None]))
        otr = otrump.Trump(trump.level, trump.suit)
        hands = deal_hands(rules, rnd, trump)
        fmt = a_lead(trump, rules, rnd, hands[0])
        for seat in (1, 2, 3):
            mine = list(_take(follow.legal_follows(hands[seat], fmt, trump, rules), 200))
            assert mine == list(_take(ofollow.legal_follows(hands[seat], fmt, otr, rules), 200))


def _take(it, n):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x


@given(st.lists(st.tuples(st.integers(1, 4), st.integers(1, 6)), max_size=5),
       st.sampled_from(["seed", "times", "power"]))
def test_scoring_agrees(shapes, mode):
    trump = Trump("2", "S")
    cards = [c for c in shoe(1) if trump.esuit(c) == "H"]
    made = [units.Unit(w, tuple(cards[:length]), "H", 0, length - 1) for w, length in shapes]
    assert scoring.kitty_multiplier(made, mode) == oscoring.kitty_multiplier(made, mode)
    for decks in (1, 2, 3):
        for points in range(-20, 400, 5):
            assert astuple(scoring.level_outcome(points, decks, 40)) == astuple(
                oscoring.level_outcome(points, decks, 40))
    for level in LEVELS:
        for steps in range(5):
            for flags in ((True, True, True), (False, True, False), (True, False, True)):
                keeps, side, defend = flags
                assert astuple(scoring.advance_team(
                    level, steps, banker_side_keeps=keeps, is_banker_side=side,
                    must_defend_a=defend)) == astuple(oscoring.advance_team(
                    level, steps, banker_side_keeps=keeps, is_banker_side=side,
                    must_defend_a=defend))
    for banker in range(4):
        for points in (0, 30, 75, 120, 200):
            outcome_, changes, nxt, winner = scoring.score_deal(
                Rules(), banker=banker, level_by_team=["2", "A"], points=points)
            o2, c2, n2, w2 = oscoring.score_deal(Rules(), banker=banker,
                                                 level_by_team=["2", "A"], points=points)
            assert astuple(outcome_) == astuple(o2) and (nxt, winner) == (n2, w2)
            assert [astuple(c) for c in changes] == [astuple(c) for c in c2]
