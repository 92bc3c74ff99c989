"""The Shengji bots take a position (``bots.shengji_position.ShengjiPosition``): a deal on
either core is one, a bot is handed the deal itself, and its C reads ``deal_world``, which
depends on nothing hidden: a compiled deal's copied in C, any other position's written from
the protocol alone (no replay). mypy's proofs: tests/bots/test_marsmatch_position.py."""

from __future__ import annotations

import random
from typing import Any

import pytest

from marsmatch.bots import _shengji as compiled
from marsmatch.bots import bot_from_spec
from marsmatch.bots.shengji_position import ShengjiPosition, deal_world
from marsmatch.games import find_game
from marsmatch.games.shengji import Rules

MEMBERS = frozenset(name for name in dir(ShengjiPosition)
                    if not name.startswith("_") and name not in dir(object))


def test_a_deal_on_either_core_is_a_position_and_the_bot_is_handed_it_as_it_is() -> None:
    codec = find_game("shengji")
    reference = codec.new_round(None, players=4, seed="sj-pos", core="reference")
    compiled = codec.new_round(None, players=4, seed="sj-pos", core="compiled")
    for state in (reference, compiled):
        assert isinstance(state, ShengjiPosition)
    assert "hands" not in MEMBERS and "hand" in MEMBERS
    short = type("Short", (), {name: None for name in MEMBERS - {"kitty"}})()
    assert not isinstance(short, ShengjiPosition)
    bots = [bot_from_spec("search-v1:determinizations=1:candidates=2:horizon=1", "shengji",
                          seed=s) for s in range(4)]
    twins = [bot_from_spec("search-v1:determinizations=1:candidates=2:horizon=1", "shengji",
                           seed=s) for s in range(4)]
    assert bots[0].position(reference) is reference
    for _ in range(12):  # the declarations, the bury and the first tricks
        seat = reference.to_act[0]
        action = bots[seat].act(reference, seat)
        assert action == twins[seat].act(compiled, seat)
        record = codec.action_to_record(seat, action)
        reference.apply_action(seat, record)
        compiled.apply_action(seat, record)



def test_the_deal_the_bots_c_reads_depends_on_nothing_hidden() -> None:
    """At every decision of two deals (declaring, burying, playing), the world of the seat
    to act is the same bytes after a redeal of the cards hidden from it, and the greedy
    choice in it is the choice in the deal."""
    codec = find_game("shengji")
    rng = random.Random(34)
    seen = 0
    for seed in ("sj-world-1", "sj-world-2"):
        state = codec.new_round(None, players=4, seed=seed)
        bots = [bot_from_spec("greedy", "shengji", seed=s) for s in range(4)]
        while not state.finished:
            seat = state.to_act[0]
            hidden = deal_world(state, seat)
            world = compiled.deal_bytes(hidden)
            assert world == compiled.deal_bytes(deal_world(state.resample(seat, rng), seat))
            # the greedy rules choose the same in the world as in the deal itself (so a
            # rollout, a simulation, may play its redealt world as it lies)
            assert compiled.greedy_choice(hidden, 0.34) == compiled.greedy_choice(state, 0.34)
            seen += 1
            bots[seat].step(state, seat)
    assert seen > 100


class SeatOnly:
    """A deal as one seat may see it: the protocol's members and nothing else, and only
    that seat's own hand."""

    def __init__(self, state: Any, seat: int) -> None:
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "_seat", seat)

    def __getattr__(self, name: str) -> Any:
        if name not in MEMBERS:
            raise AttributeError(f"the world read {name!r}, which a position does not show")
        return getattr(self._state, name)

    def hand_counts(self, seat: int) -> dict[Any, int]:
        assert seat == self._seat, f"seat {self._seat}'s world read seat {seat}'s hand"
        return self._state.hand_counts(seat)  # type: ignore[no-any-return]

    def hand(self, seat: int) -> list[Any]:
        assert seat == self._seat, f"seat {self._seat}'s bot read seat {seat}'s hand"
        return self._state.hand(seat)  # type: ignore[no-any-return]


@pytest.mark.parametrize("spec", ["greedy", "learned", "search:iterations=4:time=0",
                                  "search-v1:determinizations=1:candidates=2:horizon=1"])
def test_each_bot_plays_a_whole_reference_deal_through_the_protocol_as_a_compiled_one(
        spec: str) -> None:
    """A whole deal: the bot at the reference deal, seen through ``SeatOnly``, chooses move
    for move what the same bot chooses at the compiled deal itself; nothing is replayed."""
    codec = find_game("shengji")
    reference = codec.new_round(None, players=4, seed="sj-whole", core="reference")
    deal = codec.new_round(None, players=4, seed="sj-whole", core="compiled")
    on_reference = [bot_from_spec(spec, "shengji", seed=s) for s in range(4)]
    on_compiled = [bot_from_spec(spec, "shengji", seed=s) for s in range(4)]
    moves = 0
    while not reference.finished:
        seat = reference.to_act[0]
        action = on_reference[seat].act(SeatOnly(reference, seat), seat)
        assert action == on_compiled[seat].act(deal, seat)
        record = codec.action_to_record(seat, action)
        reference.apply_action(seat, record)
        deal.apply_action(seat, record)
        moves += 1
    assert moves > 60 and reference.result() == deal.result()


def _same_world(reference: Any, deal: Any, seat: int) -> bytes:
    """The live bytes of ``seat``'s world written from what the reference deal shows it,
    after checking they are the compiled deal's world's, copied in C, and the world
    written from the compiled deal's protocol."""
    world = compiled.live_bytes(compiled.public_world(SeatOnly(reference, seat), seat))
    assert world == compiled.live_bytes(compiled.seat_world(deal, seat))
    assert world == compiled.live_bytes(compiled.public_world(deal, seat))
    return world


def test_the_world_written_from_the_protocol_is_the_compiled_deals_world() -> None:
    """Three whole deals played at random on both cores (1 to 3 decks, a throw penalty,
    another failed-throw rule): at every decision (declaring, burying, leading, following,
    after failed throws and shown voids) the world written from what the reference deal
    shows the seat to act, through a proxy serving the protocol alone, holds the same
    bytes the rules read as the compiled deal's world copied in C."""
    codec = find_game("shengji")
    seen = {"decisions": 0, "failed throws": 0, "voids": 0, "shown": 0}
    scored = 0
    for rules, seed in (({}, "sj-pub-1"),
                        ({"decks": 3, "throw_penalty": "ten_per_attempt"}, "sj-pub-2"),
                        ({"decks": 1, "failed_throw": "smallest"}, "sj-pub-3")):
        reference = codec.new_round(rules, players=4, seed=seed, core="reference")
        deal = codec.new_round(rules, players=4, seed=seed, core="compiled")
        rng = random.Random(seed)
        while not deal.finished:
            seat = deal.to_act[0]
            _same_world(reference, deal, seat)
            seen["decisions"] += 1
            seen["failed throws"] += deal.lead_failed is not None
            seen["voids"] += any(deal.voids)
            seen["shown"] += any(deal.shown)
            record = codec.action_to_record(seat, deal.random_action(seat, rng))
            reference.apply_action(seat, record)
            deal.apply_action(seat, record)
        scored += reference.outcome is not None
    assert seen["decisions"] > 250 and scored == 3
    assert min(seen.values()) > 3, seen


def test_a_followers_named_reading_and_a_positions_cards_reach_the_world() -> None:
    """G5.5a: seat 1 names how its trumps read, which decides whether seat 2's play beats
    them; the world written for seat 2 keeps that reading (and, the deal being a position,
    draws the hidden cards from the position's own cards, not a whole shoe)."""
    codec = find_game("shengji")
    hands = [h.split() for h in ("HA HA HK HQ", "S3 S3 S9 S9", "S4 S4 SJ SK", "D3 D4 D5 D6")]
    start = {"phase": "play", "level": "2", "trump": "S", "banker": 0, "leader": 0,
             "kitty": [], "points": 0}
    worlds = []
    for hint in ("pair S3, single S9, single S9", None):
        reference, deal = (codec.new_round(Rules(for_position=True), players=4, hands=hands,
                                           start=start, core=core)
                           for core in ("reference", "compiled"))
        for state in (reference, deal):
            state.play(0, hands[0])
            state.play(1, hands[1], hint)
        assert [r is not None for r in reference.readings] == [False, hint is not None]
        worlds.append(_same_world(reference, deal, 2))
    assert worlds[0] != worlds[1]
