"""Movements: every seat filled once a round, and the meetings and comparisons spread."""

import pytest

from marsmatch.events.movements import counts, individual, pairs, spread


def _seated_once(m):
    total = m.tables * len(m.rounds[0][0])
    for rnd in m.rounds:
        assert sorted(c for t in rnd for c in t) == list(range(total))


@pytest.mark.parametrize("players", [4, 5, 7, 16, 18])
def test_individual_seats_everyone_once_a_round_with_bots_filling(players):
    m = individual(players, 4, 3)
    _seated_once(m)
    assert m.tables == -(-players // 4)


def test_sixteen_players_in_four_rounds_meet_nobody_twice():
    m = individual(16, 4, 4)
    meet, comp = counts(m)
    assert m.kind == "howell"
    assert max(meet.values()) == 1 and len(meet) == 16 * 12 // 2
    # each player is compared with 3 others a round, 12 in all, spread (none 4 times)
    assert max(comp.values()) <= 3 and len(comp) >= 60
    seats = {}
    for rnd in m.rounds:
        for t in rnd:
            for s, c in enumerate(t):
                seats.setdefault(c, set()).add(s)
    assert all(len(v) >= 3 for v in seats.values())  # nobody sits in one seat throughout


def test_large_individual_fields_use_fixed_lines_that_meet_at_most_once():
    m = individual(40, 4, 4)
    _seated_once(m)
    meet, _ = counts(m)
    assert m.kind == "mitchell" and max(meet.values()) == 1


def test_twelve_pairs_meet_different_opponents_and_switch_directions():
    m = pairs(12, 6)
    _seated_once(m)
    meet, _comp = counts(m)
    assert m.kind == "howell"
    assert max(meet.values()) == 1  # never the same opponents twice
    dirs = {}
    for rnd in m.rounds:
        for t in rnd:
            for d, c in enumerate(t):
                dirs.setdefault(c, []).append(d)
    assert all(spread([ds.count(0), ds.count(1)]) <= 2 for ds in dirs.values())
    assert m.fields() == {}  # one field: one winner


def test_odd_pairs_get_a_bot_pair_and_large_fields_two_winners():
    m = pairs(7, 3)
    _seated_once(m)
    assert m.tables == 4
    big = pairs(20, 5)
    assert big.kind == "mitchell"
    meet, _ = counts(big)
    assert max(meet.values()) == 1
    fields = big.fields()
    assert sorted(set(fields.values())) == ["EW", "NS"]
    assert all(fields[t[0]] == "NS" and fields[t[1]] == "EW" for r in big.rounds for t in r)


def test_bad_sizes_are_refused_in_one_sentence():
    with pytest.raises(ValueError, match="at least 2"):
        individual(1, 4, 2)
    with pytest.raises(ValueError, match="one round"):
        pairs(4, 0)
