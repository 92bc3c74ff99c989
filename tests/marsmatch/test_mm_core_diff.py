"""Differential tests: the compiled MarsMatch rules (``_core``) agree with the reference
core (``marsmatch.reference.marsmatch``) on every legal set, order, count, reading, default
play, verdict and builder step.

Hands come from hypothesis (weighted towards 3s, 2s and jokers, where the rulings have the
most special cases, and up to full 54-card hands of an N-deck shoe); every play type of a
hand is checked, and answers are checked against tops drawn from other hands.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from marsmatch.games.marsmatch import State, _core, builder, combos, moves
from marsmatch.games.marsmatch.combos import Kind, Play, Reading

ref = State.of("reference").core  # marsmatch.reference.marsmatch, bound to the values

RANK = st.sampled_from(list(range(15)) + [0, 0, 0, 12, 12, 12, 13, 14])
many = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def counts(ranks: list[int]) -> tuple[int, ...]:
    h = [0] * 15
    for r in ranks:
        h[r] += 1
    return tuple(h)


def hands(max_cards: int) -> st.SearchStrategy[tuple[int, ...]]:
    return st.lists(RANK, min_size=1, max_size=max_cards).map(counts)


@st.composite
def dealt(draw: st.DrawFn) -> tuple[int, ...]:
    """54 cards of an N-deck shoe (2 <= N <= 12), as a deal gives them."""
    n = draw(st.integers(2, 12))
    rnd = draw(st.randoms(use_true_random=False))
    shoe = [r for r in range(13) for _ in range(4 * n)] + [13] * n + [14] * n
    return counts(rnd.sample(shoe, 54))


ANY_HAND = st.one_of(hands(12), hands(30), dealt())


def outcome(f, *args):
    """A function's value, or the type and message of the error it raises."""
    try:
        return ("ok", f(*args))
    except ValueError as exc:
        return ("error", type(exc).__name__, str(exc))


@many
@given(ANY_HAND)
def test_play_types_are_the_references_in_the_same_order(h):
    assert list(moves.play_types(h)) == ref.play_types(h)


@many
@given(ANY_HAND, ANY_HAND, st.randoms(use_true_random=False))
def test_answers_defaults_and_counts_agree(h, other, rnd):
    top = ref.default_play(other, rnd.choice(ref.play_types(other)))
    assert list(moves.answer_types(h, top)) == ref.answer_types(h, top)
    for rd in ref.answer_types(h, top):
        assert moves.default_play(h, rd, top) == ref.default_play(h, rd, top)
        assert moves.count_type(h, rd, top) == ref.count_type(h, rd, top)
    assert moves.count_plays(h, top) == ref.count_plays(h, top)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands(12))
def test_both_cores_read_the_same_2_as_the_same_rank(h):
    """Which 2 acts as which rank (R3.2, R3.10, R3.13) for every distinct play of a hand:
    the wild section (``_core.wild_faces``) and the reference agree, and the cards add up."""
    for rd in ref.play_types(h):
        for p in itertools.islice(moves.iter_plays(h, rd), 30):
            main, as_main, as_attached = _core.wild_faces(p.counts, rd)
            assert (main, as_main, as_attached) == ref.wild_faces(p.counts, rd)
            assert all(main[r] <= p.counts[r] for r in range(15))
            assert main[12] + sum(as_main) + sum(as_attached) <= p.counts[12]


@many
@given(hands(12), hands(10), st.randoms(use_true_random=False))
def test_the_cursor_finds_the_plays_R3_13_defines(h, other, rnd):
    """Two readings of R3.13: the compiled cursor (each kind's section spells its plays,
    ``csrc/kinds/<kind>.c``'s ``plays`` hook) and the reference (every multiset of the hand
    that forms the reading) find the same distinct plays of every type of the hand, each
    once, as leads and as answers (those of a type that does not answer: none). The
    reference's count (a dynamic program over ranks) is held to the same statement."""
    tops = [None, ref.default_play(other, rnd.choice(ref.play_types(other)))]
    for top in tops:
        answers = ref.play_types(h) if top is None else ref.answer_types(h, top)
        for rd in ref.play_types(h):
            got = list(moves.iter_plays(h, rd, top))
            stated = set(ref.plays(h, rd, top))
            assert len(got) == len(set(got)), (h, rd, top)
            assert set(got) == stated, (h, rd, top)
            assert (rd in answers) == bool(stated), (h, rd, top)  # a type: one play or more
            if rd in answers:  # a count answers for a type that answers the top
                assert ref.count_type(h, rd, top) == len(stated), (h, rd, top)
            assert all(p.reading == rd and sum(p.counts) == ref.reading_size(rd) for p in got)


@settings(max_examples=100, deadline=None)
@given(hands(10), st.integers(0, 11), st.sampled_from([1, 2]), st.booleans())
def test_R3_6_the_cursors_lone_boats_beat_the_top_attachment(h, rank, att, big):
    """R3.6 in the Lone Boat's own section: its answers carry a higher attachment with the
    same joker, any with a higher joker; the reference agrees."""
    joker = 14 if big else 13
    top = Play(tuple(1 if r == joker else att if r == rank else 0 for r in range(15)),
               Reading(Kind.LONE_BOAT, 1, joker, att))
    h = list(h)
    h[joker] = 1
    for rd in _core.answer_types(h, top):
        got = list(moves.iter_plays(h, rd, top))
        assert got and set(got) == set(ref.plays(h, rd, top)), (h, rd)
        for p in got:
            if rd.kind == Kind.LONE_BOAT and rd.top == joker:
                assert _core.boat_attachment_rank(p.counts) > rank


def test_the_cursor_spells_natural_cards_first():
    """The compiled order (docs/compiled-core.md): main groups with their natural cards
    first, then with fewer; each spelling's attachments with the most of the lowest ranks."""
    pair = Reading(Kind.PAIR, 1, 6, 0)  # 9 9 2: the natural pair, then 9 and a 2
    assert [p.cards() for p in moves.iter_plays(counts([6, 6, 12]), pair)] == [
        ["9", "9"], ["9", "2"]]
    rocket = Reading(Kind.ROCKET, 1, 0, 1)  # 3 3 3 with a single of 4, 5 or 2
    assert [p.cards() for p in moves.iter_plays(counts([0, 0, 0, 1, 2, 12]), rocket)] == [
        ["3", "3", "3", "4"], ["3", "3", "3", "5"], ["3", "3", "3", "2"],
        ["3", "3", "4", "2"], ["3", "3", "5", "2"]]  # a 2 acting as the third 3
    it = moves.iter_plays(counts([0, 0, 0, 1, 2, 12]), rocket)
    assert next(it).cards() == ["3", "3", "3", "4"] and len(list(it)) == 4  # a cursor


def test_a_2_acts_as_x_in_a_main_group_or_an_attached_pair():
    rocket = Play.parse("8 8 8 5 2 as rocket:1:pair:8")  # the 8s stay natural: 2 pairs the 5
    main, as_main, as_attached = _core.wild_faces(rocket.counts, rocket.reading)
    assert main[5] == 3 and sum(as_main) == 0 and as_attached[2] == 1 and sum(as_attached) == 1
    wild = Play.parse("8 8 2 5 5 as rocket:1:pair:8")
    main, as_main, as_attached = _core.wild_faces(wild.counts, wild.reading)
    assert main[5] == 2 and as_main[5] == 1 and sum(as_attached) == 0
    assert _core.wild_faces(Play.parse("2 2").counts, Play.parse("2 2").reading)[0][12] == 2


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ANY_HAND)
def test_lead_defaults_and_counts_agree(h):
    for rd in ref.play_types(h):
        assert moves.default_play(h, rd) == ref.default_play(h, rd)
        assert moves.count_type(h, rd) == ref.count_type(h, rd)
        main = ref.main_cards(h, rd)
        assert builder.main_cards(h, rd) == main
        assert builder.attachment_pool(h, rd, main) == ref.attachment_pool(h, rd, main)
    assert moves.count_plays(h) == ref.count_plays(h)


def vocabulary() -> list[Reading]:
    """Every reading shape up to 16 cards, valid or not for a given hand."""
    out = []
    for kind in Kind:
        for length in range(9):
            for top in range(-1, 15):
                for att in range(3):
                    out.append(Reading(kind, length, top, att))
    return out


VOCAB = vocabulary()


@many
@given(hands(16), st.randoms(use_true_random=False))
def test_readings_and_fits_agree(m, rnd):
    assert combos.readings(m) == ref.all_readings(m)
    for rd in rnd.sample(VOCAB, 200) + ref.all_readings(m):
        assert combos.fits(m, rd) == ref.fits(m, rd), rd


@many
@given(hands(8), hands(8), st.randoms(use_true_random=False))
def test_beats_agrees_on_every_pair_of_readings(a, b, rnd):
    for ra in ref.all_readings(a):
        for rb in ref.all_readings(b):
            pa, pb = Play(a, ra), Play(b, rb)
            assert combos.beats(pa, pb) == ref.beats(pa, pb)
            assert combos.verdict(pa, pb) == ref.verdict(pa, pb)


#: Every play type of the whole 4-deck shoe: every reading a hand at N = 4 could make.
SHOE_TYPES = ref.play_types([16] * 13 + [4, 4])


@many
@given(ANY_HAND, st.randoms(use_true_random=False))
def test_defaults_of_types_the_hand_lacks_fail_alike(h, rnd):
    """Play types the hand cannot make fail with the same error in both."""
    for rd in rnd.sample(SHOE_TYPES, 60):
        assert outcome(moves.default_play, h, rd) == outcome(ref.default_play, h, rd), rd


def test_out_of_range_input_is_refused_not_misread():
    with pytest.raises(ValueError):
        moves.play_types([0] * 14 + [256])
    with pytest.raises(ValueError):
        moves.default_play([4] * 15, Reading(Kind.SINGLE, 1, 20, 0))
    assert not combos.fits([0] * 15, Reading(Kind.DRONE, 40000, 0, 0))


def test_reading_lists_are_sequences():
    from collections.abc import Sequence

    h = combos.to_counts("3 3 4 4 5 5 2 LJ")
    types = moves.play_types(h)
    assert isinstance(types, Sequence)
    assert types == ref.play_types(h) and types[-1] == ref.play_types(h)[-1]
    assert types[1:3] == ref.play_types(h)[1:3]
    assert ref.play_types(h)[4] in types and Reading(Kind.DRONE, 9, 0, 0) not in types
    assert types.index(types[5]) == 5
    assert random.Random(1).choice(types) in ref.play_types(h)


@many
@given(ANY_HAND, st.randoms(use_true_random=False))
def test_builder_steps_agree(h, rnd):
    """Which wild 2s and which attachment ranks may come next, step by step."""
    for rd in rnd.sample(list(ref.play_types(h)), min(12, len(ref.play_types(h)))):
        ranks = _core.wild_choice_ranks(h, rd)
        assert ranks == ref.wild_choice_ranks(h, rd)
        wilds: dict[int, int] = {}
        for rank in ranks:
            choices = _core.wild_choices(h, rd, wilds, rank)
            assert choices == ref.wild_choices(h, rd, wilds, rank)
            wilds[rank] = rnd.choice(choices)
        main = _core.main_with_wilds(h, rd, wilds)
        assert main == ref.main_with_wilds(h, rd, wilds)
        pool = _core.attachment_pool(h, rd, main)
        chosen: list[int] = []
        while True:
            nxt = _core.attachment_ranks(rd, pool, chosen)
            assert nxt == ref.attachment_ranks(rd, pool, chosen)
            if not nxt:
                break
            chosen.append(rnd.choice(nxt))


def test_the_kind_facts_are_one_table():
    assert _core.kind_facts() == ref.kind_facts()
    assert [k.name for k in combos.KINDS] == [f[0] for f in ref.kind_facts()]
    assert _core.WHY_NAMES == ref.WHY_NAMES


#: the compiled core's rule functions the reference must offer too (the rest of ``_core`` is
#: the bots', the RL encoders' and the simulator's)
RULES_SURFACE = ("fits", "all_readings", "beats", "verdict", "boat_attachment_rank",
                 "play_types", "answer_types", "main_cards", "attachment_pool", "boat_floor",
                 "default_play", "attachment_ranks", "wild_choice_ranks", "main_with_wilds",
                 "wild_choices", "count_type", "count_plays", "plays", "reading_size",
                 "kind_facts", "bind",
                 "bind_round", "heavenly_hand", "deal_counts", "draw_leader", "RoundCore",
                 "PHASE_HEAVENLY", "PHASE_PLAY", "PHASE_FINISHED")


def test_the_reference_implements_the_compiled_surface():
    for name in RULES_SURFACE:
        assert hasattr(_core, name) and hasattr(ref, name), name
    assert (ref.PHASE_HEAVENLY, ref.PHASE_PLAY, ref.PHASE_FINISHED) == (
        _core.PHASE_HEAVENLY, _core.PHASE_PLAY, _core.PHASE_FINISHED)
    compiled = {n for n in dir(_core.RoundCore) if not n.startswith("__")}
    assert compiled <= {n for n in dir(ref.RoundCore) if not n.startswith("__")} | {"_top"}


@many
@given(hands(10))
def test_why_not_is_the_references_and_never_refuses_a_reading(m):
    """The refusal reasons (issue 25): the compiled sections and the reference say the same
    for every kind, and a reason is only given for a kind the cards are no reading of."""
    fitting = {rd.kind for rd in _core.all_readings(m)}
    for kind in range(len(Kind)):
        got = _core.why_not(m, kind)
        assert got == ref.why_not(m, kind), (m, kind)
        if got:
            assert kind not in fitting, (m, kind, _core.NOT_NAMES[got])
    with pytest.raises(ValueError):
        _core.why_not(m, len(Kind))
