"""G5.3-G5.5: follows (every trick_draw_policy), throws and trick winners, as positions."""

import pytest
from sj_helpers import C, hand, position, trump

from marsmatch.errors import IllegalAction, OutOfTurn
from marsmatch.games.shengji import GAME, Rules, check_follow, parse_lead

pytestmark = pytest.mark.usefixtures("core")  # each ruling on both cores


def follow_ok(lead, hand_text, play, *, level="2", suit="S", decks=2, **rules):
    r = Rules(decks=decks, **rules)
    t = trump(level, suit)
    fmt = parse_lead(C(lead), t, r)
    try:
        check_follow(hand(hand_text), fmt, C(play), t, r)
    except IllegalAction as exc:
        assert exc.rule == "G5.4"
        return False
    return True


# (lead, hand, play, legal, decks, options)
FOLLOWS = [
    ("H8 H8", "H9 H9 H3 SA", "H3 SA", False, 2, {}),          # must follow suit
    ("H8 H8", "H9 H9 H3 H4", "H3 H4", False, 2, {}),          # must play the pair
    ("H8 H8", "H9 H9 H3 H4", "H9 H9", True, 2, {}),
    ("H8 H8", "H9 H3 SA", "H9 H3", True, 2, {}),              # no pair: any two hearts
    ("H8 H8", "H3 SA S3 D4", "H3 D4", True, 2, {}),           # short: all hearts + anything
    ("H8 H8", "H3 SA S3 D4", "SA S3", False, 2, {}),
    ("H8 H8 H9 H9", "HJ HJ HK HK H3 H4", "HJ HJ H3 H4", False, 2, {}),  # two pairs required
    ("H8 H8 H9 H9", "HJ HJ HK HK H3 H4", "HJ HJ HK HK", True, 2, {}),
    ("H8 H8 H9 H9", "HJ HJ HQ HQ H3 H4", "HJ HJ HQ HQ", True, 2, {}),   # tractor on tractor
    ("H8 H8 H9 H9", "HJ HJ H3 H4 H5", "HJ HJ H3 H4", True, 2, {}),      # one pair is enough
    ("H8 H8 H9 H9", "HJ HJ H3 H4 H5", "H3 H4 H5 HJ", False, 2, {}),
    ("S3 S3", "H2 H2 SK C5", "SK H2", False, 2, {}),          # trump pair from level cards
    ("S3 S3", "H2 H2 SK C5", "H2 H2", True, 2, {}),
    ("S3 S3", "H2 C2 SK C5", "H2 C2", True, 2, {}),           # two level cards are no pair
    ("H8 H8 H7", "HA HA H3 H4", "HA HA H3", True, 2, {}),     # throw: pair + single
    ("H8 H8 H7", "HA HA H3 H4", "HA H3 H4", False, 2, {}),
    ("H6 H6 H7 H7 H8 H8", "HJ HJ HQ HQ HA HA H3 H4", "HJ HJ HQ HQ HA HA", True, 2, {}),
    ("H6 H6 H7 H7 H8 H8", "HJ HJ HQ HQ HA HA H3 H4", "HJ HJ HA HA H3 H4", False, 2, {}),
    ("H6 H6 H7 H7 H8 H8", "HJ HJ HK HK HA HA H3 H4", "HJ HJ HK HK HA HA", True, 2, {}),
    ("H6 H6 H7 H7 H8 H8", "HJ HJ HK HK HA HA H3 H4", "HJ HJ HK HK H3 H4", False, 2, {}),
    # level-rank gap: at level 9, H8 and H10 are adjacent
    ("H3 H3 H4 H4", "H8 H8 H10 H10 H5 H6", "H8 H8 H5 H6", False, 2, {"level": "9"}),
    ("H3 H3 H4 H4", "H8 H8 H10 H10 H5 H6", "H8 H8 H10 H10", True, 2, {"level": "9"}),
    # 3 decks: triples and Titanics
    ("H8 H8 H8", "HJ HJ H3 H4 H5", "HJ HJ H3", True, 3, {}),
    ("H8 H8 H8", "HJ HJ H3 H4 H5", "H3 H4 H5", False, 3, {}),
    ("H8 H8 H8", "HJ HJ HJ H3", "HJ HJ H3", False, 3, {}),
    ("H8 H8 H8 H9 H9 H9", "HJ HJ HQ HQ H3 H4 H5", "HJ HJ HQ HQ H3 H4", True, 3, {}),
    ("H8 H8 H8 H9 H9 H9", "HJ HJ HQ HQ H3 H4 H5", "HJ HJ H3 H4 H5 HQ", False, 3, {}),
    ("H8 H8 H8 H9 H9 H9", "HJ HJ HJ HQ HQ HQ H3", "HJ HJ HJ HQ HQ HQ", True, 3, {}),
    ("H8 H8 H8 H9 H9 H9", "HJ HJ HJ HQ HQ HQ H3", "HJ HJ HQ HQ HQ H3", False, 3, {}),
    # protections (G5.4 options)
    ("H8 H8", "HJ HJ HJ H3 H4", "H3 H4", False, 3, {}),
    ("H8 H8", "HJ HJ HJ H3 H4", "H3 H4", True, 3,
     {"trick_draw_policy": "longer_tuples_protected"}),
    ("H8 H8", "HJ HJ HJ HQ HQ H3", "H3 HJ", False, 3,
     {"trick_draw_policy": "longer_tuples_protected"}),       # a real pair is still drawn
    ("H8 H8", "HJ HJ HQ HQ H3", "H3 HJ", False, 2, {}),
    ("H8 H8", "HJ HJ HQ HQ H3", "H3 HJ", True, 2,
     {"trick_draw_policy": "only_draw_tractor_on_tractor"}),
    ("H8 H8", "HJ HJ HQ HQ HA HA H3", "H3 HJ", False, 2,
     {"trick_draw_policy": "only_draw_tractor_on_tractor"}),  # the loose pair HA is drawn
    ("H8 H8 H9 H9", "HJ HJ HQ HQ H3 H4", "H3 HJ HQ H4", False, 2,
     {"trick_draw_policy": "only_draw_tractor_on_tractor"}),  # a tractor draws a tractor
    ("H8 H8", "HJ HJ HJ HQ HQ HQ H3", "H3 HJ", True, 3,
     {"trick_draw_policy": "longer_tuples_protected_and_only_draw_tractor_on_tractor"}),
    ("H8 H8", "HJ HJ HJ HQ HQ HQ H3", "H3 HJ", True, 3,
     {"trick_draw_policy": "only_draw_tractor_on_tractor"}),  # triples JJJQQQ hold a tractor
    ("H8 H8", "HJ HJ HJ H3 H4", "H3 H4", False, 3,
     {"trick_draw_policy": "only_draw_tractor_on_tractor"}),
    ("H8 H8", "HJ HJ HJ H3 H4", "H3 H4", True, 3,
     {"trick_draw_policy": "longer_tuples_protected_and_only_draw_tractor_on_tractor"}),
    ("H8 H8", "HJ HJ HQ HQ H3 H4", "H3 H4", True, 3,
     {"trick_draw_policy": "longer_tuples_protected_and_only_draw_tractor_on_tractor"}),
    ("H8 H8", "H9 H9 H3", "H9 H3", True, 2, {"trick_draw_policy": "no_format_based_draw"}),
    ("H8 H8", "H9 H9 H3 SA", "H9 SA", False, 2, {"trick_draw_policy": "no_format_based_draw"}),
    ("H8", "H9 H3 SA", "SA", False, 1, {}),
    ("H8", "SA D3", "SA", True, 1, {}),
]


@pytest.mark.parametrize("lead,hand_text,play,legal,decks,opts", FOLLOWS)
def test_G5_4_follow_ladder(lead, hand_text, play, legal, decks, opts):
    opts = dict(opts)
    level = opts.pop("level", "2")
    assert follow_ok(lead, hand_text, play, level=level, decks=decks, **opts) is legal


def test_G5_4_error_names_the_rule_and_what_is_missing():
    t, r = trump(), Rules()
    fmt = parse_lead(C("H8 H8"), t, r)
    with pytest.raises(IllegalAction) as info:
        check_follow(hand("H9 H9 H3 H4"), fmt, C("H3 H4"), t, r)
    assert info.value.rule == "G5.4" and "a pair" in str(info.value)
    with pytest.raises(IllegalAction, match="play 2 cards"):
        check_follow(hand("H9 H9 H3 H4"), fmt, C("H3"), t, r)


def run(hands, plays, **kw):
    st = position(hands, **kw)
    for seat_cards in plays:
        seat, cards = seat_cards[0], seat_cards[1]
        hint = seat_cards[2] if len(seat_cards) > 2 else None
        st.play(seat, C(cards), hint)
    return st


# (hands, plays, winner, policy)
WINNERS = [
    (["H8 H8", "H9 H9", "HA HK", "H3 H4"], "H8 H8|H9 H9|HA HK|H3 H4", 1, "all"),
    (["H8 H8", "H3 H4", "S3 S3", "H5 H6"], "H8 H8|H3 H4|S3 S3|H5 H6", 2, "all"),  # trump pair
    (["H8 H8", "D3 D4", "S3 H9", "H5 H6"], "H8 H8|D3 D4|S3 H9|H5 H6", 0, "all"),  # mixed no
    (["S3 S3", "H2 H2", "C2 C2", "H5 H6"], "S3 S3|H2 H2|C2 C2|H5 H6", 1, "all"),  # tie: earlier
    (["H2 D3", "C2 D4", "S3 D5", "D6 D7"], "H2|C2|S3|D6", 0, "all"),  # equal level cards
    (["H2 D3", "C2 D4", "S2 D5", "D6 D7"], "H2|C2|S2|D6", 2, "all"),  # trump-suit level higher
    (["H8 H8 H9 H9", "S3 S3 S5 S5", "S6 S6 S7 S7", "H3 H4 H5 H6"],
     "H8 H8 H9 H9|S3 S3 S5 S5|S6 S6 S7 S7|H3 H4 H5 H6", 2, "all"),  # tractor must be matched
    (["SQ SQ SK SK", "SA SA H2 H2", "D2 D2 C2 C2", "S3 S4 S5 S6"],
     "SQ SQ SK SK|SA SA H2 H2|D2 D2 C2 C2|S3 S4 S5 S6", 1, "all"),  # trump-chain tractor
]


@pytest.mark.parametrize("hands,plays,winner,policy", WINNERS)
def test_G5_5_trick_winner(hands, plays, winner, policy):
    seq = [(s, p) for s, p in enumerate(plays.split("|"))]
    st = run(hands, seq, throw_evaluation_policy=policy)
    assert st.tricks[0].winner == winner


def test_G5_5_titanic_beats_titanic_only():
    hands = ["H8 H8 H8 H9 H9 H9", "S3 S3 S3 S4 S4 S4", "S5 S5 S6 S6 S7 S7", "D3 D4 D5 D6 D7 D8"]
    seq = [(0, "H8 H8 H8 H9 H9 H9"), (1, "S3 S3 S3 S4 S4 S4"), (2, "S5 S5 S6 S6 S7 S7"),
           (3, "D3 D4 D5 D6 D7 D8")]
    st = run(hands, seq, decks=3)
    assert st.tricks[0].winner == 1
    assert st.tricks[0].lead_units == ("titanic H8 H9",)


THROW_HANDS = ["HA HA HK D3", "D4 D5 D6 D7", "D8 D9 D10 DJ", "DQ DK DA C3"]


@pytest.mark.parametrize("policy,second,third,winner", [
    # the throw pair HA + single HK; everyone else void in hearts
    ("all", "S9 S9 S3", "S8 S8 SA", 1),
    ("highest", "S9 S9 S3", "S8 S8 SA", 2),
    ("trick_unit_length", "S9 S9 S3", "S8 S8 SA", 1),
    ("all", "S9 S9 SA", "SJ SJ S4", 1),
    ("highest", "S9 S9 SA", "SJ SJ S4", 1),
    ("trick_unit_length", "S9 S9 SA", "SJ SJ S4", 2),
    ("all", "S9 S9 S3", "SJ SJ S4", 2),
])
def test_G5_5_throw_evaluation_policy(policy, second, third, winner):
    hands = ["HA HA HK", second, third, "D3 D4 D5"]
    seq = [(0, "HA HA HK"), (1, second), (2, third), (3, "D3 D4 D5")]
    st = run(hands, seq, throw_evaluation_policy=policy)
    t = st.tricks[0]
    assert t.failed_throw is None and t.lead_units == ("pair HA", "single HK")
    assert t.winner == winner


def test_G5_3_throw_stands_when_nobody_can_beat_it():
    st = run(["HA HK", "D3 D4", "D5 D6", "D7 D8"], [(0, "HA HK")])
    assert st.lead_failed is None and len(st.current[0][1]) == 2


@pytest.mark.parametrize("policy,forced,by", [
    ("first_beatable", ["H9", "H9"], 1),
    ("smallest", ["HK"], 2),
])
def test_G5_3_failed_throw_policy(policy, forced, by):
    # lead pair H9 + single HK: seat 1 can beat the pair (HJ HJ), seat 2 the single (HA)
    hands = ["H9 H9 HK", "HJ HJ D3", "HA D4 D5", "D6 D7 D8"]
    st = run(hands, [(0, "H9 H9 HK")], failed_throw=policy)
    report = GAME.report(st, None)
    assert st.lead_failed.to_dict() == {"seat": 0, "forced": forced, "beaten_by": by}
    assert [str(c) for c in st.current[0][1]] == forced
    # the rest goes back to hand
    assert sum(st.hands[0].values()) == 3 - len(forced)
    assert report["current_trick"][0]["cards"] == forced


def test_G5_3_failed_tractor_in_throw_and_report_shape():
    hands = ["H8 H8 H9 H9 HA", "D3 D4 D5 D6 D7", "D8 D9 D10 DJ DQ", "HJ HJ HQ HQ H3"]
    st = run(hands, [(0, "H8 H8 H9 H9 HA"), (1, "D3 D4 D5 D6"), (2, "D8 D9 D10 DJ"),
                     (3, "HJ HJ HQ HQ")])
    t = st.tricks[0].to_dict()
    assert t == {"leader": 0, "lead_units": ["tractor H8 H9", "single HA"],
                 "failed_throw": {"seat": 0, "forced": ["H8", "H8", "H9", "H9"], "beaten_by": 3},
                 "plays": [{"seat": 0, "cards": ["H8", "H8", "H9", "H9"]},
                           {"seat": 1, "cards": ["D3", "D4", "D5", "D6"]},
                           {"seat": 2, "cards": ["D8", "D9", "D10", "DJ"]},
                           {"seat": 3, "cards": ["HJ", "HJ", "HQ", "HQ"]}],
                 "winner": 3, "points": 15}


@pytest.mark.parametrize("leader,delta", [(0, 10), (1, -10)])
def test_G5_3_throw_penalty_ten_per_attempt(leader, delta):
    hands = ["D3 D4", "D5 D6", "D7 D8", "D9 DJ"]
    hands[leader] = "HK HQ"
    hands[(leader + 1) % 4] = "HA D2"
    st = run(hands, [(leader, "HK HQ")], leader=leader, throw_penalty="ten_per_attempt",
             points=20)
    assert st.attackers_points == 20 + delta
    st2 = run(hands, [(leader, "HK HQ")], leader=leader, points=20)
    assert st2.attackers_points == 20


def test_G5_1_out_of_turn():
    st = position(["H8", "H9", "H10", "HJ"])
    with pytest.raises(OutOfTurn, match=r"seat 0's turn.*\(G5.1\)"):
        st.play(1, C("H9"))


def test_G5_4_card_not_held():
    st = position(["H8", "H9", "H10", "HJ"])
    with pytest.raises(IllegalAction, match=r"does not hold H7 \(G5.2\)"):
        st.play(0, C("H7"))


def test_G5_6_points_go_to_the_winner_and_only_attackers_count():
    st = run(["H5 D3", "HK D4", "H10 D5", "H3 D6"],
             [(0, "H5"), (1, "HK"), (2, "H10"), (3, "H3")])
    assert st.tricks[0].winner == 1 and st.tricks[0].points == 25
    assert st.attackers_points == 25
    st = run(["HA D3", "HK D4", "H10 D5", "H3 D6"],
             [(0, "HA"), (1, "HK"), (2, "H10"), (3, "H3")])
    assert st.attackers_points == 0


def test_G5_4_big_failing_requirement_is_fast(budget):
    import time

    from marsmatch.games.shengji.matching import meets

    t = trump("2", "S")
    big = hand("S3 S3 S5 S5 S7 S7 S9 S9 SJ SJ SK SK H2 H2 D2 D2 C2 C2 BJ BJ "
               "S4 S6 S8 S10 SQ SA LJ")
    start = time.perf_counter()
    assert not meets(big, [(2, 1)] * 11, t)
    assert not meets(big, [(2, 2)] * 2 + [(2, 1)] * 8, t)
    budget("two failing requirements on a 27-card hand", time.perf_counter() - start, 0.5)


# (decks, level, trump, hands, plays "seat:cards|...", winner, failed forced or None)
DECK_CASES = [
    # 1 deck: singles only; a void follower may trump
    (1, "2", "S", ["HA D3", "HK D4", "S3 D5", "H3 D6"], "HA|HK|S3|H3", 2, None),
    (1, "2", "S", ["HK D3", "HA D4", "S3 D5", "H3 D6"], "HK|HA|D5|H3", 1, None),
    (1, "2", "S", ["S2 D3", "H2 D4", "BJ D5", "LJ D6"], "S2|H2|BJ|LJ", 2, None),
    # 1 deck throw of singles fails against a higher single, first beatable unit forced
    (1, "2", "S", ["HK HQ", "HA D4", "D3 D5", "D6 D7"], "HK HQ|HA|D3|D6", 1, ["HQ"]),
    (1, "2", "S", ["HA HK", "D3 D4", "D5 D6", "D7 D8"], "HA HK|D3 D4|D5 D6|D7 D8", 0, None),
    # level-rank gap at level 9: H8-H10 is a tractor and beats H6-H7
    (2, "9", "S", ["H6 H6 H7 H7", "H8 H8 H10 H10", "D3 D4 D5 D6", "C3 C4 C5 C6"],
     "H6 H6 H7 H7|H8 H8 H10 H10|D3 D4 D5 D6|C3 C4 C5 C6", 1, None),
    # the trump chain: HA-S5-H5 beats HQ-HK-... lead of a 3-tractor
    (2, "5", "H", ["HJ HJ HQ HQ HK HK", "HA HA S5 S5 H5 H5", "D3 D4 D6 D7 D8 D9",
                   "C3 C4 C6 C7 C8 C9"],
     "HJ HJ HQ HQ HK HK|HA HA S5 S5 H5 H5|D3 D4 D6 D7 D8 D9|C3 C4 C6 C7 C8 C9", 1, None),
    # two off-suit level pairs are no tractor, so they cannot beat a tractor
    (2, "5", "H", ["H3 H3 H4 H4", "S5 S5 C5 C5", "D3 D4 D6 D7", "C3 C4 C6 C7"],
     "H3 H3 H4 H4|S5 S5 C5 C5|D3 D4 D6 D7|C3 C4 C6 C7", 0, None),
    # 3 decks: a triple beats a triple; a pair + single does not
    (3, "2", "S", ["H8 H8 H8", "H9 H9 H10", "HJ HJ HJ", "D3 D4 D5"],
     "H8 H8 H8|H9 H9 H10|HJ HJ HJ|D3 D4 D5", 2, None),
    (3, "2", "S", ["H8 H8 H8", "D3 D4 D5", "S3 S3 S3", "S4 S4 S4"],
     "H8 H8 H8|D3 D4 D5|S3 S3 S3|S4 S4 S4", 3, None),
    # 3 decks: a Titanic in a throw fails against a higher Titanic
    (3, "2", "S", ["H8 H8 H8 H9 H9 H9 HA", "HJ HJ HJ HQ HQ HQ D3", "D4 D5 D6 D7 D8 D9 D10",
                   "C3 C4 C5 C6 C7 C8 C9"],
     "H8 H8 H8 H9 H9 H9 HA|HJ HJ HJ HQ HQ HQ|D4 D5 D6 D7 D8 D9|C3 C4 C5 C6 C7 C8", 1,
     ["H8", "H8", "H8", "H9", "H9", "H9"]),
]


@pytest.mark.parametrize("decks,level,suit,hands,plays,winner,forced", DECK_CASES)
def test_G5_trick_table_by_deck_count(decks, level, suit, hands, plays, winner, forced):
    st = position(hands, decks=decks, level=level, trump=suit)
    for k, cards in enumerate(plays.split("|")):
        st.play(k % 4, C(cards))
    t = st.tricks[0]
    assert t.winner == winner
    assert (t.failed_throw.forced if t.failed_throw else None) == (
        tuple(forced) if forced else None)


def test_suitless_cards_are_notation_errors():
    from marsmatch.errors import NotationError

    st = position(["H8", "H9", "H10", "HJ"])
    with pytest.raises(NotationError, match="no suit"):
        st.play(0, ["8"])
    assert not st.can_play(0, ["8"])


# G5.5a: a led pair and two singles (a throw that stands: the others hold no hearts); seat 1
# trumps with S3 S3 S9 S9, which reads as pair S3 + S9 S9 or as pair S9 + S3 S3; seat 2's
# S4 S4 SJ SK beats only the first reading.
G5_5A_HANDS = ["HA HA HK HQ", "S3 S3 S9 S9", "S4 S4 SJ SK", "D3 D4 D5 D6"]


def test_G5_5a_a_winning_follow_is_read_the_way_hardest_to_beat():
    st = run(G5_5A_HANDS, [(0, "HA HA HK HQ"), (1, "S3 S3 S9 S9"), (2, "S4 S4 SJ SK"),
                           (3, "D3 D4 D5 D6")])
    trick = st.tricks[0]
    assert trick.winner == 1
    assert [u.describe() for u in trick.winning_units] == ["pair S9", "single S3", "single S3"]


def test_G5_5a_a_winning_follow_is_read_as_its_hint_names():
    hint = "pair S3, single S9, single S9"
    st = run(G5_5A_HANDS, [(0, "HA HA HK HQ"), (1, "S3 S3 S9 S9", hint), (2, "S4 S4 SJ SK"),
                           (3, "D3 D4 D5 D6")])
    assert st.tricks[0].winner == 2  # seat 2 beats the reading seat 1 named
    record = st.to_record()
    assert record.actions[1]["hint"] == hint
    from marsmatch.games.replay import replay

    assert replay(record)["results"] == st.result()


def test_G5_5a_ties_still_go_to_the_earlier_play():
    st = run(["HA HA HK HQ", "S3 S3 S9 S9", "S3 S3 S9 S9", "D3 D4 D5 D6"],
             [(0, "HA HA HK HQ"), (1, "S3 S3 S9 S9"), (2, "S3 S3 S9 S9"), (3, "D3 D4 D5 D6")],
             decks=4)
    assert st.tricks[0].winner == 1


def test_G5_5a_a_follow_hint_must_read_as_the_lead_format():
    st = position(G5_5A_HANDS)
    st.play(0, C("HA HA HK HQ"))
    with pytest.raises(IllegalAction) as info:
        st.play(1, C("S3 S3 S9 S9"), "pair S3, pair S9")
    assert info.value.rule == "G5.5a" and "lead's format" in str(info.value)
    with pytest.raises(IllegalAction) as info:
        st.play(1, C("S3 S3 S9 S9"), "pair S3, single S9, single S8")
    assert info.value.rule == "G5.2"  # the hint's units are not the cards played
