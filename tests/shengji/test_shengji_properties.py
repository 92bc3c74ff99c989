"""Property tests: cards conserved, follows generated are legal, rejected ones break a rule,
points add up (G1.3, G5.4, G5.6, G6.1)."""

import itertools
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sj_helpers import PLAYERS

from marsmatch.bots.shengji import random_action
from marsmatch.cards import shoe
from marsmatch.errors import IllegalAction
from marsmatch.games.shengji import Phase, Rules, new_round
from marsmatch.games.shengji.follow import construct_follow, ladder, legal_follows
from marsmatch.games.shengji.lead import parse_lead
from marsmatch.games.shengji.matching import meets
from marsmatch.games.shengji.rules import TRICK_DRAW_POLICY
from marsmatch.games.shengji.trump import LEVELS, Trump
from marsmatch.games.shengji.units import counts_of

SETTINGS = settings(max_examples=80, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(decks=st.integers(1, 3), seed=st.integers(0, 10**9), policy=st.sampled_from(
    TRICK_DRAW_POLICY))
def test_property_cards_conserved_and_points_add_up(decks, seed, policy):
    rng = random.Random(seed)
    rules = Rules(decks=decks, trick_draw_policy=policy)
    state = new_round(rules, PLAYERS, seed=str(seed), banker=seed % 4)
    full = Counter(str(c) for c in shoe(decks))
    while not state.finished:
        assert len(state.to_act) == 1
        state.apply_action(state.to_act[0], random_action(state, state.to_act[0], rng))
        counted = Counter()
        for h in state.hands:
            counted.update(str(c) for c, n in h.items() for _ in range(n))
        if state.phase is not Phase.BURY:  # while burying, the kitty is in the banker's hand
            counted.update(str(c) for c in state.kitty)
        for t in state.tricks:
            for _, cs in t.plays:
                counted.update(cs)
        for _, cs in state.current:
            counted.update(str(c) for c in cs)
        assert counted == full
    assert state.phase is Phase.SCORED
    o = state.outcome
    trick_total = sum(t.points for t in state.tricks)
    assert trick_total + o.kitty_points == 100 * decks
    attackers_tricks = sum(t.points for t in state.tricks if state.is_attacker(t.winner))
    assert o.attackers_points == attackers_tricks + o.kitty_bonus + o.penalties
    assert (o.kitty_bonus > 0) == (state.is_attacker(state.tricks[-1].winner) and
                                   o.kitty_points > 0)


def random_situation(rng, decks):
    """A random trump, a random hand and a random lead drawn from one shoe."""
    cards = shoe(decks)
    rng.shuffle(cards)
    trump = Trump(rng.choice(LEVELS), rng.choice(["S", "H", "D", "C", None]))
    leader_pool = cards[:20]
    esuit = trump.esuit(rng.choice(leader_pool))
    suit_cards = [c for c in leader_pool if trump.esuit(c) == esuit]
    counts = counts_of(suit_cards)
    # a lead: some groups of the leader's suit cards
    lead = []
    for c, n in counts.items():
        if rng.random() < 0.5:
            lead.extend([c] * rng.randint(1, n))
    if not lead:
        lead = [suit_cards[0]]
    hand_size = max(len(lead), rng.randint(len(lead), len(lead) + 8))
    hand = counts_of(cards[20:20 + hand_size])
    return trump, lead, hand


@SETTINGS
@given(decks=st.integers(1, 3), seed=st.integers(0, 10**9),
       policy=st.sampled_from(TRICK_DRAW_POLICY))
def test_property_G5_4_generated_follows_are_legal_and_rejections_break_a_rule(
        decks, seed, policy):
    rng = random.Random(seed)
    rules = Rules(decks=decks, trick_draw_policy=policy)
    trump, lead_cards, hand = random_situation(rng, decks)
    lead = parse_lead(lead_cards, trump, rules)
    from marsmatch.games.shengji import check_follow

    # every follow the lazy generator yields is accepted
    yielded = list(itertools.islice(legal_follows(hand, lead, trump, rules), 40))
    assert yielded
    for f in yielded:
        check_follow(hand, lead, f, trump, rules)
    # constructed follows (minimal and random) are legal by construction
    check_follow(hand, lead, construct_follow(hand, lead, trump, rules), trump, rules)
    check_follow(hand, lead, construct_follow(hand, lead, trump, rules, rng), trump, rules)
    # random candidate follows: accepted, or rejected for a rule that really is broken
    pool = [c for c, n in hand.items() for _ in range(n)]
    held = sum(n for c, n in hand.items() if trump.esuit(c) == lead.esuit)
    for _ in range(30):
        cand = rng.sample(pool, lead.size)
        try:
            check_follow(hand, lead, cand, trump, rules)
        except IllegalAction as exc:
            assert exc.rule == "G5.4"
            played = sum(1 for c in cand if trump.esuit(c) == lead.esuit)
            if played < min(lead.size, held):
                assert "before any other card" in str(exc)
                continue
            assert policy != "no_format_based_draw"
            # the ladder: some rung the hand can meet is not met by the play
            play_counts = counts_of(cand)
            suit_hand = {c: n for c, n in hand.items() if trump.esuit(c) == lead.esuit}
            assert any(not meets(play_counts, req, trump) and meets(suit_hand, req, trump)
                       for req in ladder(lead.shapes, rules))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_property_small_hands_generator_is_exact(seed):
    """On small hands the lazy generator yields exactly the accepted follows."""
    rng = random.Random(seed)
    rules = Rules(decks=2)
    trump, lead_cards, hand = random_situation(rng, 2)
    lead_cards = lead_cards[:4]
    lead = parse_lead(lead_cards, trump, rules)
    from marsmatch.games.shengji import check_follow
    from marsmatch.games.shengji.matching import multiset_combinations

    gen = {tuple(sorted(map(str, f))) for f in legal_follows(hand, lead, trump, rules)}
    brute = set()
    for cand in multiset_combinations(hand, lead.size, trump.sorted(hand)):
        try:
            check_follow(hand, lead, cand, trump, rules)
        except IllegalAction:
            continue
        brute.add(tuple(sorted(map(str, cand))))
    assert gen == brute and gen


@SETTINGS
@given(decks=st.integers(1, 3), seed=st.integers(0, 10**9))
def test_property_replay_of_a_random_deal_is_identical(decks, seed):
    from marsmatch.games.replay import replay as replay_record
    from marsmatch.records import loads_record

    rng = random.Random(seed)
    state = new_round(Rules(decks=decks), PLAYERS, seed=f"p{seed}")
    while not state.finished:
        state.apply_action(state.to_act[0], random_action(state, state.to_act[0], rng))
    report = replay_record(loads_record(state.to_record().dumps()))
    assert report["ok"] and report["tricks"] == [t.to_dict() for t in state.tricks]
    assert report["attackers_points"] == state.attackers_points


def brute_meets(counts, req, trump, allow):
    """Reference: plain exhaustive search over every placement order."""
    from marsmatch.games.shengji.matching import placements
    from marsmatch.reference.shengji.units import give as _give
    from marsmatch.reference.shengji.units import take as _take

    work = dict(counts)
    shapes = list(req)

    def rec(i):
        if i == len(shapes):
            return True
        for cand in placements(work, shapes[i], trump, allow):
            _take(work, cand, shapes[i][0])
            ok = rec(i + 1)
            _give(work, cand, shapes[i][0])
            if ok:
                return True
        return False

    return rec(0)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), decks=st.integers(2, 4),
       policy=st.sampled_from(TRICK_DRAW_POLICY))
def test_property_meets_agrees_with_exhaustive_search(seed, decks, policy):
    from marsmatch.games.shengji.follow import protection
    from marsmatch.games.shengji.units import LeadFormat

    rng = random.Random(seed)
    trump = Trump(rng.choice(LEVELS), rng.choice(["S", "H", None]))
    cards = [c for c in shoe(decks) if trump.esuit(c) == "T"]
    rng.shuffle(cards)
    hand = counts_of(cards[:rng.randint(4, 14)])
    req = [rng.choice([(2, 1), (2, 1), (3, 1), (2, 2), (3, 2), (2, 3)])
           for _ in range(rng.randint(1, 3))]
    lead = LeadFormat("T", ())
    allow = protection(hand, lead, trump, Rules(decks=decks, trick_draw_policy=policy, for_position=True))
    assert meets(hand, req, trump, allow) == brute_meets(hand, req, trump, allow)
