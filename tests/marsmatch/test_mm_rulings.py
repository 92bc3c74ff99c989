"""One or more tests per ruling of shared/specs/marsmatch-rulings.md, named after it; each
runs on both cores (the compiled one and the reference)."""

from __future__ import annotations

import pytest
from mmhelp import (
    H,
    P,
    act,
    beats,
    cards,
    count_plays,
    explain,
    lead_alone,
    readings,
    table,
)

from marsmatch.errors import AmbiguousPlay, IllegalAction, NotationError, OutOfTurn, RecordError
from marsmatch.games.marsmatch import (
    Kind,
    Match,
    Reading,
    Rules,
    deal,
    new_round,
    to_counts,
)
from marsmatch.games.replay import verify_deal
from marsmatch.records import Record
from marsmatch.shuffle import commitment, draw_seat

pytestmark = pytest.mark.usefixtures("core")


def kinds(text: str) -> set[str]:
    return {r.spec for r in readings(tuple(H(text)))}


# --- 1. Table and deal -----------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 7, 12])
def test_R1_1_every_player_gets_54_of_n_decks_nothing_left(n):
    hands = deal("seed-R1.1", n, 0)
    assert [len(h) for h in hands] == [54] * n
    pooled = to_counts(" ".join(c for h in hands for c in h))
    assert pooled == [4 * n] * 13 + [n, n]


def test_R1_1_explicit_hands_cannot_hold_more_copies_than_the_decks():
    with pytest.raises(NotationError, match="9 copies of 7 but 2 decks hold only 8"):
        table("7 7 7 7 7", "7 7 7 7")


def test_R1_2_banker_is_drawn_from_the_seed_and_deal_runs_counterclockwise():
    state = new_round(Rules(), 5, seed="R1.2")
    assert state.banker == draw_seat("R1.2", 5)
    from marsmatch.cards import shoe
    from marsmatch.shuffle import shuffled

    order = shuffled(shoe(5, suited=False), "R1.2")
    first_three = [c.rank for c in order[:3]]
    # shuffled card p goes to seat (banker - p) mod N: banker, then the seat before it...
    b = state.banker
    for p, rank in enumerate(first_three):
        assert state.initial_hands[(b - p) % 5][to_index(rank)] >= 1


def to_index(rank: str) -> int:
    return to_counts(rank).index(1)


def test_R1_2_turn_order_is_clockwise_by_seat_index():
    s = table("3 4", "5 6", "7 8", banker=1)
    assert s.to_act == (1,)
    act(s, 1, "5")
    assert s.to_act == (2,)
    act(s, 2, "8")
    assert s.to_act == (0,)


def test_R1_3_commitment_is_sha256_of_seed_and_verify_deal_checks_it():
    state = new_round(Rules(), 3, seed="reveal-me")
    rec = state.to_record()
    assert rec.commitment == commitment("reveal-me")
    assert verify_deal(rec)["ok"] is True
    forged = Record(**{**rec.__dict__, "commitment": "0" * 64})
    result = verify_deal(forged)
    assert result["ok"] is False and result["commitment_ok"] is False


# --- 2. Initial phase ------------------------------------------------------------------


def test_R2_1_starlink_is_exactly_six_natural_3s():
    s = table("3 3 3 3 3 3 4", "5 6", "7 8", banker=1)
    assert s.outcomes[0].hand == "starlink"
    s = table("3 3 3 3 3 3 3 4", "5 6", "7 8", banker=1)
    assert 0 not in s.outcomes  # seven 3s are not a Starlink
    s = table("3 3 3 3 3 2 4", "5 6", "7 8", banker=1)
    assert 0 not in s.outcomes  # wild 2s never count


def test_R2_2_ufo_is_exactly_two_big_and_two_little_jokers():
    s = table("BJ BJ LJ LJ 4", "5 6", "7 8", banker=1)
    assert s.outcomes[0].hand == "ufo"
    s = table("BJ BJ BJ LJ LJ 4", "5 6", "7 8 LJ", banker=1)
    assert 0 not in s.outcomes  # an Invalid UFO plays on as Spaceships and Lone Boats


def test_R2_3_starlink_outranks_ufo_in_a_snatch():
    s = table("4", "3 3 3 3 3 3", "BJ BJ LJ LJ", "5 6", banker=0)
    assert s.outcomes[1].category == "heaven_snatch" and 2 not in s.outcomes


def test_R2_4_both_counts_once_as_starlink_or_sums():
    both = "3 3 3 3 3 3 BJ BJ LJ LJ"
    s = table(both, "5 6", "7 8", banker=0)
    assert (s.outcomes[0].hand, s.outcomes[0].points) == ("starlink", 10000)
    s = table(both, "5 6", "7 8", banker=0, heavenly_both="sum")
    assert (s.outcomes[0].hand, s.outcomes[0].points) == ("starlink+ufo", 11000)


def test_R2_5_banker_heavenly_and_nonbanker_heavenly_all_exit():
    s = table("3 3 3 3 3 3", "BJ BJ LJ LJ", "3 3 3 3 3 3", "5 6", "7 8", banker=0)
    assert s.result()[:3] == [
        {"seat": 0, "category": "banker_heavenly", "hand": "starlink", "points": 10000},
        {"seat": 1, "category": "nonbanker_heavenly", "hand": "ufo", "points": 700},
        {"seat": 2, "category": "nonbanker_heavenly", "hand": "starlink", "points": 7000},
    ]
    assert s.active == (3, 4)
    s = table("BJ BJ LJ LJ", "5 6", "7 8", banker=0)
    assert s.outcomes[0].points == 1000


def test_R2_6_heaven_snatch_best_type_and_all():
    hands = ("4", "3 3 3 3 3 3", "BJ BJ LJ LJ", "3 3 3 3 3 3", "5 6")
    s = table(*hands, banker=0)
    assert {o.seat: o.points for o in s.outcomes.values()} == {1: 9000, 3: 9000}
    assert 2 in s.active  # UFO holders stay in the game
    s = table(*hands, banker=0, heaven_snatch="all")
    assert {o.seat: o.points for o in s.outcomes.values()} == {1: 9000, 2: 900, 3: 9000}
    s = table("4", "BJ BJ LJ LJ", "5 6", banker=0)
    assert s.outcomes[1].category == "heaven_snatch" and s.outcomes[1].points == 900


def test_R2_7_one_player_left_is_total_loser_and_none_left_ends():
    s = table("3 3 3 3 3 3", "5 6", banker=0)
    assert s.finished and s.result()[1] == {"seat": 1, "category": "total_loser", "points": 0}
    s = table("3 3 3 3 3 3", "BJ BJ LJ LJ", banker=0)
    assert s.finished and s.active == ()


# --- 3. Combinations -------------------------------------------------------------------


def test_R3_1_single_compares_by_rank_with_2_above_ace():
    assert beats(P("2"), P("A")) and beats(P("4"), P("3"))
    assert not beats(P("K"), P("A"))


def test_R3_2_pair_with_wild_two_and_never_with_jokers():
    assert "pair:1:none" in kinds("7 2")
    assert P("7 2").reading == Reading(Kind.PAIR, 1, 4, 0)  # pair of 7s
    assert P("2 2").reading.top == 12 and beats(P("2 2"), P("A A"))
    assert readings(tuple(H("2 LJ"))) == []
    assert {r.kind for r in readings(tuple(H("LJ LJ")))} == {Kind.SPACESHIP}


def test_R3_3_pair_sequence_needs_three_pairs_within_3_to_A_and_same_length():
    assert P("5 5 6 6 7 2").reading == Reading(Kind.PAIR_SEQUENCE, 3, 4, 0)
    assert readings(tuple(H("Q Q K K A A 2 2"))) != [] and all(
        r.kind != Kind.PAIR_SEQUENCE or r.top <= 11 for r in readings(tuple(H("Q Q K K A A 2 2"))))
    assert not any(r.kind == Kind.PAIR_SEQUENCE for r in readings(tuple(H("K K A A 2 2 3 3"))))
    assert beats(P("6 6 7 7 8 8"), P("5 5 6 6 7 7"))
    assert not beats(P("6 6 7 7 8 8 9 9"), P("5 5 6 6 7 7"))


def test_R3_4_rocket_attachments_and_same_shape_comparison():
    assert kinds("7 7 7") == {"rocket:1:none"}
    assert "rocket:1:single" in kinds("7 7 7 4")
    assert "rocket:1:pair" in kinds("7 7 7 4 4")
    assert "rocket:2:single" in kinds("7 7 7 8 8 8 3 3")
    assert "rocket:2:pair" in kinds("7 7 7 8 2 8 3 3 K K")
    assert not any(r.kind == Kind.ROCKET and r.length == 2 for r in readings(tuple(H("7 7 7 9 9 9"))))
    assert "rocket:1:none" in kinds("2 2 2")  # a lone triple may be 2s
    assert not any(r.length == 2 for r in readings(tuple(H("A A A 2 2 2"))) if r.kind == Kind.ROCKET
                   and r.top == 12)
    assert beats(P("8 8 8 3"), P("7 7 7 K"))
    assert not beats(P("8 8 8 3 3"), P("7 7 7 K"))  # different attachment kind
    assert not beats(P("8 8 8 9 9 9 3 4"), P("7 7 7 K"))  # different length


def test_R3_5_starship_natural_quads_two_attachments_each_and_bare_only_as_chain():
    assert "starship:1:single" in kinds("9 9 9 9 3 4")
    assert "starship:1:pair" in kinds("9 9 9 9 3 3 4 2")
    assert not any(r.kind == Kind.STARSHIP for r in readings(tuple(H("9 9 9 2 3 4"))))
    assert kinds("9 9 9 9") == {"drone:4:none", "rocket:1:single"}  # a bare lone quad is a Drone
    assert "starship:2:none" in kinds("9 9 9 9 10 10 10 10")
    assert beats(P("10 10 10 10 3 4"), P("9 9 9 9 K A"))


def test_R3_6_lone_boat_beats_singles_and_compares_joker_then_attachment():
    assert beats(P("LJ"), P("2")) and beats(P("BJ"), P("LJ")) and not beats(P("2"), P("LJ"))
    assert beats(P("LJ 8"), P("LJ 7")) and beats(P("BJ 3"), P("LJ K"))
    assert not beats(P("LJ 8 8"), P("LJ 7"))  # different attachment kind
    assert readings(tuple(H("LJ 2"))) == []  # no 2 in a Lone Boat's attachment
    assert beats(P("4 4 4 4"), P("BJ 7"))  # suppressed by a Drone


def test_R3_7_drones_compare_length_then_rank_and_take_no_wilds():
    assert beats(P("5 5 5 5 5"), P("2 2 2 2"))
    ok, reason, rule = explain(P("5 5 5 5 5"), P("2 2 2 2"))
    assert ok and rule == "R3.7" and "longer Drone" in reason
    assert beats(P("2 2 2 2"), P("A A A A"))
    assert beats(P("3 3 3 3"), P("BJ 4 4"))
    assert not any(r.kind == Kind.DRONE for r in readings(tuple(H("7 7 7 2"))))


def test_R3_8_super_drone_beats_drones_and_may_be_a_triple():
    assert beats(P("3 3 3"), P("2 2 2 2 2 2 2 2"))
    assert not beats(P("3 3 3"), P("LJ LJ"))
    assert P("3 3 3").reading.kind == Kind.SUPER_DRONE
    assert beats(P("3 3 3", "rocket"), P("2 2 2", "rocket")) is False
    assert P("3 3 3", "rocket").reading.kind == Kind.ROCKET


def test_R3_9_spaceships_order_and_beat_everything():
    assert beats(P("BJ BJ"), P("BJ LJ")) and beats(P("BJ LJ"), P("LJ LJ"))
    assert beats(P("LJ LJ"), P("3 3 3")) and beats(P("LJ LJ"), P("8 8 8 8 8 8 8 8"))


def test_R3_10_attachments_never_hold_jokers_and_ranks_do_not_decide():
    assert not any(r.kind == Kind.ROCKET for r in readings(tuple(H("7 7 7 LJ"))))
    assert not beats(P("7 7 7 A"), P("7 7 7 3"))  # same main rank: equal, whatever attached
    assert "rocket:1:single" in kinds("7 7 7 7")  # attachment may equal a main rank


def test_R3_11_strongest_reading_or_ambiguous():
    s = table("7 7 7 7 3", "5 5 5 6", "8 9")
    act(s, 0, "7 7 7 7")
    assert s.events[-1].play.reading.kind == Kind.DRONE  # bombs are stronger
    s = table("5 5 5 5 6 6 6 6 3", "4", "8")
    with pytest.raises(AmbiguousPlay) as info:
        act(s, 0, "5 5 5 5 6 6 6 6")
    assert info.value.rule == "R3.11" and len(info.value.readings) == 4
    act(s, 0, "5 5 5 5 6 6 6 6", "starship:2:none")
    assert s.events[-1].play.reading == Reading(Kind.STARSHIP, 2, 3, 0)


def test_R3_11_reading_legal_at_that_moment_is_chosen():
    s = table("3 4 4 4 4", "9 9 9 9 9 K", "8 8")
    act(s, 0, "4 4 4 4", "rocket")  # declared: Rocket of 4s with a single 4
    act(s, 1, "9 9 9 9")  # answered: read as a Drone (the strongest legal reading)
    assert s.events[-1].play.reading.kind == Kind.DRONE


def test_R3_12_equal_play_is_illegal():
    assert not beats(P("9 9"), P("9 2"))
    s = table("9 9 3", "9 9 4", "5")
    act(s, 0, "9 9")
    with pytest.raises(IllegalAction) as info:
        act(s, 1, "9 9")
    assert info.value.rule == "R3.12"


def test_R3_13_same_multiset_and_reading_is_one_play():
    rocket_single = [r for r in readings(tuple(H("9 9 9 2"))) if r.kind == Kind.ROCKET]
    assert rocket_single == [Reading(Kind.ROCKET, 1, 6, 1)]  # 999+2 and 99(2)+9 are one play
    assert [r.kind for r in readings(tuple(H("2 2")))] == [Kind.PAIR]  # natural 2s only
    # 3 | 2 | pair 33 | pair 3+2 | Rocket of 3s from 3 3 2: five distinct plays
    assert count_plays(H("3 3 2")) == (5, 4)


# --- 4. Real match flow ----------------------------------------------------------------


def test_R4_1_opening_leader_is_banker_or_next_remaining_clockwise():
    s = table("4 5", "3 3 3 3 3 3", "BJ BJ LJ LJ", "7 8", "9 10", banker=1)
    assert s.opening_leader == 3 and s.to_act == (3,)
    with pytest.raises(OutOfTurn):
        act(s, 4, "9")


def test_R4_2_leader_must_play_and_passing_keeps_you_in_the_trick():
    s = table("3 K Q", "5 A J", "7 2 9", "8 9 10")
    with pytest.raises(IllegalAction, match="leader must play"):
        act(s, 0, None)
    act(s, 0, "3")
    act(s, 1, None)
    act(s, 2, "7")
    act(s, 3, None)
    act(s, 0, "K")
    act(s, 1, "A")  # seat 1 passed earlier in this trick and plays again
    act(s, 2, "2")
    act(s, 3, None)
    act(s, 0, None)
    act(s, 1, None)
    assert s.to_act == (2,) and s.top is None  # seat 2 won the trick and leads


def test_R4_3_first_to_empty_wins_and_others_are_total_losers():
    s = table("3 3 4", "K K", "5 6 7", streak_to_win=0)
    act(s, 0, "3 3")
    act(s, 1, "K K")
    res = s.result()
    assert s.finished and res[1]["category"] == "ground_snatch"
    assert res[0]["category"] == res[2]["category"] == "total_loser"


def test_R4_4_three_tricks_in_a_row_win_and_option_disables_it():
    s = lead_alone(streak_to_win=3)
    assert s.finished and s.result()[0]["category"] == "human_hand"
    assert [e.streak for e in s.events if type(e).__name__ == "TrickWon"] == [1, 2, 3]
    s = lead_alone(streak_to_win=0)
    assert not s.finished and s.streak == 3


def test_R4_5_ground_hand_ground_snatch_human_hand():
    s = table("7 7 7 8", "9", "10")  # opening leader empties on the first turn
    act(s, 0, "7 7 7 8")
    assert s.result()[0]["category"] == "ground_hand" and s.result()[0]["points"] == 500
    s = table("3 K Q", "4 A", "5 6 7 8")
    act(s, 0, "3")
    act(s, 1, "4")
    act(s, 2, "5")
    act(s, 0, "K")
    act(s, 1, "A")  # seat 1 empties on its second turn without passing: Ground Snatch
    assert s.result()[1]["category"] == "ground_snatch"
    s = table("3 K Q", "A", "5 6 7 8")
    act(s, 0, "3")
    act(s, 1, None)
    act(s, 2, "5")
    act(s, 0, "K")
    act(s, 1, "A")
    assert s.result()[1]["category"] == "human_hand"  # it passed on a turn before
    s = table("3 K Q", "4 5 A", "2 2 2", ground_turns=3, streak_to_win=0)
    act(s, 0, "3")
    act(s, 1, "4")
    act(s, 2, None)
    act(s, 0, "Q")
    act(s, 1, "A")
    act(s, 2, None)
    act(s, 0, None)
    act(s, 1, "5")  # third turn counts with ground_turns=3
    assert s.result()[1]["category"] == "ground_snatch"


# --- 5. Scoring and rounds -------------------------------------------------------------


def test_R5_1_score_table_is_options():
    s = table("7 7 7 8", "9", "10", score_ground_hand=650, score_total_loser=-5)
    act(s, 0, "7 7 7 8")
    assert s.scores() == [650, -5, -5]
    s = table("3 3 3 3 3 3", "5", "6", score_banker_starlink=1)
    assert s.outcomes[0].points == 1


@pytest.mark.parametrize("option", ["draw", "rotate", "winner"])
def test_R5_2_match_adds_points_per_player_and_chooses_bankers(option):
    m = Match(Rules(banker=option), ["ann", "bo", "cy"], seed="R5.2")
    for _ in range(5):
        s = m.new_round()
        while not s.finished:
            s.apply_unchecked(s.turn, s.default_action(s.turn))
        m.finish_round(s)
    assert sum(m.totals.values()) == sum(sum(r.scores()) for r in m.rounds)
    for prev, cur in zip(m.rounds, m.rounds[1:]):
        banker = cur.players[cur.banker]
        if option == "rotate":
            assert banker == prev.players[(prev.banker + 1) % 3]
        if option == "winner":
            assert prev.scores()[prev.players.index(banker)] == max(prev.scores())


def test_R1_2_match_seats_players_in_a_random_order_each_round():
    m = Match(Rules(), ["ann", "bo", "cy", "di"], seed="seats")
    orders = {m.new_round().players for _ in range(8)}
    assert len(orders) > 1 and all(sorted(o) == ["ann", "bo", "cy", "di"] for o in orders)


def test_R5_2_round_seeds_are_reproducible():
    a, b = Match(Rules(), 4, seed="same"), Match(Rules(), 4, seed="same")
    assert a.new_round().initial_hands == b.new_round().initial_hands


# --- 6. What the engine explains -------------------------------------------------------


def test_R6_explains_with_ruling_ids():
    s = table("9 9 K", "6 6 3", "5")
    act(s, 0, "9 9")
    with pytest.raises(IllegalAction) as info:
        act(s, 1, "6 6")
    assert str(info.value) == "pair of 6s does not beat pair of 9s (R3.12)"


def test_R6_record_errors_are_clear():
    with pytest.raises(RecordError):
        new_round(Rules(), 1, hands=[cards("3")])
    with pytest.raises(IllegalAction, match="does not hold"):
        act(table("3 4", "5 6"), 0, "7")
