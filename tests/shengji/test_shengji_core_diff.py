"""Differential tests: the compiled Shengji rules (``_core``) agree with the reference core
(``marsmatch.reference.shengji``) on every unit, split, placement, assignment (in order, and
in the order a seeded generator shuffles them), requirement, ladder rung, protection,
follow check, constructed follow, legal follow, throw check, trick winner (with named
readings, G5.5a) and score.

Hands are dicts in random insertion orders (with cards removed and added again), since
the order of a hand decides ties in several rules and every random choice.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from marsmatch.cards import shoe
from marsmatch.errors import IllegalAction
from marsmatch.games.shengji import State, _core, follow, lead, units
from marsmatch.games.shengji.rules import TRICK_DRAW_POLICY, Rules
from marsmatch.games.shengji.trump import LEVELS, SUITS, Trump

ref = State.of("reference").core  # marsmatch.reference.shengji, bound to the values

many = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def tables(draw: st.DrawFn) -> tuple[Trump, Rules, random.Random]:
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
    return Trump(level, suit), rules, draw(st.randoms(use_true_random=False))


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


def test_the_reference_implements_the_compiled_surface():
    names = ("trump_table", "make_unit", "order_units", "candidate_units", "is_tractor",
             "split_lead", "placements", "assignments", "meets", "ladder", "protection",
             "check_follow", "construct_follow", "follow_pool", "unit_beaten_by",
             "failed_throw", "trick_winner", "kitty_multiplier", "level_outcome",
             "advance_team", "score_deal", "next_banker", "deal", "bind", "bind_actions",
             "ALLOW_ALL", "FOLLOW_OK", "DealCore", "PHASE_DECLARE", "PHASE_SCORED")
    for name in names:
        assert hasattr(_core, name) and hasattr(ref, name), name
    not_rules = {"_follower", "_step_mask"}  # the learning environments' (compiled only)
    compiled = {n for n in dir(_core.DealCore) if not n.startswith("__")} - not_rules
    assert compiled <= {n for n in dir(ref.DealCore) if not n.startswith("__")}


def test_trump_tables_agree():
    for level in range(13):
        for suit in range(-1, 4):
            assert _core.trump_table(level, suit) == ref.trump_table(level, suit)


@many
@given(tables())
def test_units_splits_and_placements_agree(t):
    trump, rules, rnd = t
    hand, _es = suit_hand(trump, rules, rnd, rnd.randint(1, 16))
    cands = _core.candidate_units(hand, trump, rules)
    assert cands == ref.candidate_units(hand, trump, rules)
    cards = [c for c, k in hand.items() for _ in range(k)]
    rnd.shuffle(cards)
    for kind in (None, "single", "pair", "triple", "tractor", "titanic", "4-tuple", "nope"):
        assert outcome(lead.split_lead, cards, trump, rules, kind, _core) == outcome(
            lead.split_lead, cards, trump, rules, kind, ref)
    for shape in ((1, 1), (2, 1), (3, 1), (2, 2), (2, 3), (3, 2)):
        assert _core.placements(hand, shape, trump) == ref.placements(hand, shape, trump)
    assert _core.order_units(cands) == ref.order_units(cands)
    for u in cands:
        assert _core.is_tractor(u, trump, rules) == ref.is_tractor(u, trump, rules)


@many
@given(tables())
def test_assignments_meets_ladder_and_protection_agree(t):
    trump, rules, rnd = t
    hand, es = suit_hand(trump, rules, rnd, rnd.randint(2, 18))
    req = [rnd.choice([(2, 1), (2, 1), (3, 1), (2, 2), (3, 2), (2, 3), (4, 1)])
           for _ in range(rnd.randint(0, 4))]
    led = units.LeadFormat(es, tuple(_core.candidate_units(hand, trump, rules)[:3]))
    allow = _core.protection(hand, led, trump, rules)
    rallow = ref.protection(hand, led, trump, rules)
    for c in hand:
        for w in range(1, 5):
            assert allow(c, w) == rallow(c, w)
    assert _core.assignments(hand, req, trump, allow) == ref.assignments(hand, req, trump, rallow)
    seed = rnd.random()
    ours, theirs = random.Random(seed), random.Random(seed)
    mine = _core.assignments(hand, req, trump, allow, ours)
    assert mine == ref.assignments(hand, req, trump, rallow, theirs)
    assert ours.getstate() == theirs.getstate()
    assert _core.meets(hand, req, trump, allow) == ref.meets(hand, req, trump, rallow)
    assert _core.meets(hand, req, trump) == ref.meets(hand, req, trump)
    assert _core.ladder(req, rules) == ref.ladder(req, rules)


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


def readings(cards, fmt, trump):
    """Every reading of a follow as the lead's format (to name one, G5.5a)."""
    req = [s for s in fmt.shapes if s[0] >= 2]
    counts: dict = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    out = []
    for way in _core.assignments(counts, req, trump):
        out.append(tuple(units.make_unit(trump, w, cand) for (w, _l), cand in way))
    return out


@many
@given(tables())
def test_follows_checks_throws_and_tricks_agree(t):
    trump, rules, rnd = t
    hands = deal_hands(rules, rnd, trump)
    leader = rnd.randrange(4)
    fmt = a_lead(trump, rules, rnd, hands[leader])
    cards = [c for u in fmt.units for c in u.all_cards()]
    assert fmt == lead.parse_lead(cards, trump, rules, None, ref)
    assert _core.failed_throw(fmt, leader, hands, trump, rules) == ref.failed_throw(
        fmt, leader, hands, trump, rules)
    plays = [(leader, tuple(cards))]
    for k in range(1, 4):
        seat = (leader + k) % 4
        hand = hands[seat]
        assert _core.construct_follow(hand, fmt, trump, rules) == ref.construct_follow(
            hand, fmt, trump, rules)
        seed = rnd.random()
        ours, theirs = random.Random(seed), random.Random(seed)
        mine = _core.construct_follow(hand, fmt, trump, rules, ours)
        assert mine == ref.construct_follow(hand, fmt, trump, rules, theirs)
        assert ours.getstate() == theirs.getstate()
        plays.append((seat, tuple(mine)))
        held = [c for c, n in hand.items() for _ in range(n)]
        for cand in (mine, rnd.sample(held, min(len(held), fmt.size)),
                     rnd.sample(held, min(len(held), max(1, fmt.size - 1)))):
            assert _core.check_follow(hand, fmt, cand, trump, rules) == ref.check_follow(
                hand, fmt, cand, trump, rules)
        assert _core.follow_pool(hand, fmt, trump) == ref.follow_pool(hand, fmt, trump)
    assert _core.trick_winner(fmt, plays, trump, rules) == ref.trick_winner(
        fmt, plays, trump, rules)
    named = [None] + [rnd.choice(readings(cs, fmt, trump) or [None]) for _s, cs in plays[1:]]
    assert _core.trick_winner(fmt, plays, trump, rules, named) == ref.trick_winner(
        fmt, plays, trump, rules, named)


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_legal_follow_lists_agree(decks):
    rnd = random.Random(decks)
    rules = Rules(decks=decks)
    for _ in range(25):
        trump = Trump(rnd.choice(LEVELS), rnd.choice([*SUITS, None]))
        hands = deal_hands(rules, rnd, trump)
        fmt = a_lead(trump, rules, rnd, hands[0])
        for seat in (1, 2, 3):
            mine = list(_take(follow.legal_follows(hands[seat], fmt, trump, rules), 200))
            assert mine == list(_take(follow.legal_follows(hands[seat], fmt, trump, rules, ref),
                                      200))


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
    assert _core.kitty_multiplier(made, mode) == ref.kitty_multiplier(made, mode)
    for decks in (1, 2, 3):
        for points in range(-20, 400, 5):
            assert _core.level_outcome(points, decks, 40) == ref.level_outcome(points, decks, 40)
    for level in range(13):
        for steps in range(5):
            for keeps, side, defend in ((True, True, True), (False, True, False),
                                        (True, False, True)):
                assert _core.advance_team(level, steps, keeps, side, defend) == ref.advance_team(
                    level, steps, keeps, side, defend)
    for banker in range(4):
        for points in (0, 30, 75, 120, 200):
            ours = _core.score_deal(Rules(), banker, [0, 12], points)
            theirs = ref.score_deal(Rules(), banker, [0, 12], points)
            assert ours[0] == theirs[0] and ours[2:] == theirs[2:]
            assert [tuple(c) for c in ours[1]] == [tuple(c) for c in theirs[1]]
