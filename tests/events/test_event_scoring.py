"""Duplicate scoring: matchpoints, IMPs and standings (events.scoring)."""

from hypothesis import given
from hypothesis import strategies as st

from marsmatch.events.scoring import Entry, imps, score_entries, standings

scores = st.lists(st.integers(-3000, 3000), min_size=1, max_size=8)


@given(st.lists(scores, min_size=1, max_size=5))
def test_matchpoints_of_a_board_sum_to_the_fixed_total(boards):
    entries = [Entry(b, "seat 0", f"p{i}", s) for b, group in enumerate(boards)
               for i, s in enumerate(group)]
    scored = score_entries(entries)
    for b, group in enumerate(boards):
        k = len(group)
        mine = [s for s in scored if s.entry.board == b]
        assert sum(s.mp for s in mine) == k * (k - 1) / 2
        assert all(0 <= s.mp <= s.top == k - 1 for s in mine)


@given(scores)
def test_a_better_score_never_earns_fewer_matchpoints_or_imps(group):
    scored = score_entries([Entry(0, "g", f"p{i}", s) for i, s in enumerate(group)])
    for a in scored:
        for b in scored:
            if a.entry.score > b.entry.score:
                assert a.mp > b.mp and a.imps >= b.imps
            if a.entry.score == b.entry.score:
                assert a.mp == b.mp and a.imps == b.imps


@given(st.integers(-10_000, 10_000))
def test_imps_are_odd_bounded_and_follow_the_table(d):
    assert imps(-d) == -imps(d)
    assert abs(imps(d)) <= 24
    assert imps(d) == 0 or abs(d) >= 20


def test_imp_table_edges():
    assert [imps(x) for x in (0, 19, 20, 49, 50, 4000, 9000)] == [0, 0, 1, 1, 2, 24, 24]
    assert imps(40, scale=10) == 9  # Shengji: 40 card points are 400 on the scale


def test_groups_keep_seats_apart_and_ties_share():
    entries = [Entry(0, "seat 0", "a", 500), Entry(0, "seat 0", "b", 500),
               Entry(0, "seat 0", "c", -100), Entry(0, "seat 1", "d", 9000)]
    got = {s.entry.who: s for s in score_entries(entries)}
    assert (got["a"].mp, got["b"].mp, got["c"].mp) == (1.5, 1.5, 0)
    assert got["d"].top == 0 and got["d"].mp == 0  # alone in its group: nothing to compare
    assert got["a"].imps == imps(500 - 200)  # against the average of the others


def test_standings_tie_breaks_and_bots_are_never_ranked():
    entries = [
        # board 0: x and y tie at the top, z (a bot) beats nobody
        Entry(0, "s", "x", 100), Entry(0, "s", "y", 100), Entry(0, "s", "z", 0),
        Entry(1, "s", "x", 50), Entry(1, "s", "y", 50), Entry(1, "s", "z", 60),
        Entry(2, "s", "x", 900), Entry(2, "s", "y", 30), Entry(2, "s", "z", 20),
        Entry(3, "s", "x", 0), Entry(3, "s", "y", 5), Entry(3, "s", "z", 10),
    ]
    rows = standings(score_entries(entries), bots={"z"})
    by = {r["who"]: r for r in rows}
    assert by["x"]["mp"] == by["y"]["mp"]  # equal matchpoints ...
    assert by["x"]["imps"] > by["y"]["imps"]  # ... x's IMPs break the tie
    assert (by["x"]["rank"], by["y"]["rank"], by["z"]["rank"]) == (1, 2, None)
    assert by["z"]["bot"]


def test_exact_ties_share_a_rank_and_fields_rank_apart():
    entries = [Entry(0, "NS", "a", 10), Entry(0, "NS", "b", 10),
               Entry(0, "EW", "c", 5), Entry(0, "EW", "d", 0)]
    rows = standings(score_entries(entries), fields={"a": "NS", "b": "NS", "c": "EW",
                                                     "d": "EW"})
    ranks = {r["who"]: r["rank"] for r in rows}
    assert ranks == {"a": 1, "b": 1, "c": 1, "d": 2}


def test_the_worked_example_of_docs_tournaments():
    entries = [Entry(3, "seat 0", w, s) for w, s in
               (("ann", 500), ("bo", 500), ("cy", 0), ("di", -500))]
    got = {s.entry.who: (s.mp, s.imps) for s in score_entries(entries)}
    assert got == {"ann": (2.5, 11), "bo": (2.5, 11), "cy": (1, -4), "di": (0, -13)}
