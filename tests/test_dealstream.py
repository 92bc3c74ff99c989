"""The compiled deal stream agrees with the reference (marsmatch.reference.dealstream)
word for word, permutation for permutation and draw for draw."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from marsmatch import _dealstream, shuffle
from marsmatch.reference import dealstream as reference

SEEDS = st.text(max_size=80)  # keys longer than a SHA-256 block (64 bytes) are hashed first


@settings(max_examples=200, deadline=None)
@given(SEEDS, st.sampled_from([shuffle.SHUFFLE, shuffle.BANKER, b"", b"x" * 32]))
def test_words_agree_with_the_reference(seed: str, label: bytes) -> None:
    ours, theirs = shuffle.DealStream(seed, label), reference.DealStream(seed, label)
    assert [ours.word() for _ in range(9)] == [theirs.word() for _ in range(9)]


@settings(max_examples=200, deadline=None)
@given(SEEDS, st.lists(st.integers(1, 2**64 - 1), min_size=1, max_size=20))
def test_below_agrees_with_the_reference(seed: str, bounds: list[int]) -> None:
    ours, theirs = shuffle.DealStream(seed, b"banker"), reference.DealStream(seed, b"banker")
    assert [ours.below(n) for n in bounds] == [theirs.below(n) for n in bounds]


@settings(max_examples=100, deadline=None)
@given(SEEDS, st.integers(0, 700))
def test_shuffles_and_draws_agree_with_the_reference(seed: str, size: int) -> None:
    items = list(range(size))
    assert shuffle.shuffled(items, seed) == reference.shuffled(items, seed)
    for players in (1, 2, 4, 12):
        assert shuffle.draw_seat(seed, players) == reference.draw_seat(seed, players)


def test_the_portable_sha256_agrees_too() -> None:
    _dealstream.use_portable_sha256(True)
    try:
        for seed in ("", "abc", "x" * 63, "y" * 64, "z" * 200, "ü-seed"):
            ours, theirs = shuffle.DealStream(seed, b"shuffle"), reference.DealStream(seed, b"shuffle")
            assert [ours.word() for _ in range(9)] == [theirs.word() for _ in range(9)]
            assert shuffle.shuffled(list(range(216)), seed) == reference.shuffled(range(216), seed)
    finally:
        _dealstream.use_portable_sha256(False)


def test_bad_bounds_are_refused() -> None:
    import pytest

    with pytest.raises(ValueError):
        shuffle.DealStream("s", b"banker").below(0)


# --- scheme 2: the players' values mixed into the seed, dealt by the compiled stream ------

HEX64 = st.text("0123456789abcdef", min_size=64, max_size=64)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=80), st.dictionaries(st.integers(0, 11), HEX64, max_size=12))
def test_a_mixed_seed_deals_as_the_reference_deals_it(server_seed: str,
                                                   values: dict[int, str]) -> None:
    """The seed of a deal the players helped shuffle is an ordinary seed string: the
    compiled stream deals from it exactly what the reference does."""
    seed = shuffle.mixed_seed(server_seed, list(values.items()))
    deck = shuffle.shoe_cards(seed, 2)
    assert deck == reference.shuffled(_deck() * 2, seed)
    assert shuffle.draw_seat(seed, 3) == reference.draw_seat(seed, 3)


def _deck() -> list[str]:
    return [s + r for s in "SHDC" for r in
            ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")] + ["LJ", "BJ"]


def test_the_mixed_seed_vector_of_records_md_deals_the_same_shoe() -> None:
    """A fixed vector (records.md's example values; fairdeal.ts deals the same): seats 0
    and 2 revealed 11..11 and ab..ab on the server seed "demo"."""
    seed = shuffle.mixed_seed("demo", [(2, "ab" * 32), (0, "11" * 32)])
    assert seed == "44569a1676f1b70e373b5643f4345036f75cc525880697032127cbf14e514e7f"
    assert shuffle.shoe_cards(seed, 2)[:12] == ["H2", "H9", "SJ", "CJ", "C5", "S2", "H2", "S8",
                                                 "HJ", "DJ", "BJ", "DJ"]
    assert shuffle.draw_seat(seed, 3) == 0
    assert shuffle.shoe_cards(seed, 2) == reference.shuffled(_deck() * 2, seed)
