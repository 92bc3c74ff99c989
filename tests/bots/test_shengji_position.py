"""The Shengji bots take a position (``bots.shengji_position.ShengjiPosition``): a deal on
either core is one, a bot is handed the deal itself, and its C reads ``deal_world``, which
depends on nothing hidden. mypy's proofs: tests/bots/test_marsmatch_position.py."""

from __future__ import annotations

import random

from marsmatch.bots import _shengji as compiled
from marsmatch.bots import bot_from_spec
from marsmatch.bots.shengji_position import ShengjiPosition, deal_world
from marsmatch.games import find_game

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
    choice in it is the choice in the deal. (A replayed deal's
    block differs from the original's in bytes its lead format leaves unset, so the
    reference deal is compared by the bots' decisions: tests/bots/test_reference_core.py.)"""
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
