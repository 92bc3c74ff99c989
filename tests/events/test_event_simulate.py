"""The duplicate-against-total measurement (events.simulate): its statistics and one
cheap event."""

from hypothesis import given
from hypothesis import strategies as st

from marsmatch.events.movements import individual
from marsmatch.events.simulate import bootstrap, one_event, ranks, spearman, summarise


def test_ranks_share_ties_and_spearman_reads_order_only():
    assert ranks([10, 30, 20, 20]) == [1, 4, 2.5, 2.5]
    assert spearman([1, 2, 3, 4], [10, 20, 30, 400]) == 1.0
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == -1.0
    assert spearman([1, 1, 1], [1, 2, 3]) == 0.0


@given(st.lists(st.floats(-5, 5), min_size=2, max_size=30))
def test_the_bootstrap_interval_holds_the_mean(xs):
    mean, lo, hi = bootstrap(xs, reps=200)
    assert lo - 1e-9 <= mean <= hi + 1e-9 or lo == hi


def test_an_event_of_cheap_bots_is_scored_both_ways():
    levels = (("strong", "greedy"), ("weak", "random"))
    row = one_event(0, individual(8, 4, 2), levels, 1)
    for name in ("duplicate", "total"):
        assert 0 <= row[f"{name}_strongest_wins"] <= 1
        assert -1 <= row[f"{name}_spearman"] <= 1
    assert one_event(0, individual(8, 4, 2), levels, 1) == row  # reproducible
    got = summarise([row, one_event(1, individual(8, 4, 2), levels, 1)])
    assert got["events"] == 2 and len(got["difference_spearman"]) == 3
