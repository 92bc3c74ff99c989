"""The Shengji bots take a position (``bots.shengji_position.ShengjiPosition``): a deal on
either core is one, and a bot is handed the deal itself (its C reads ``deal_world``). mypy
refusing a bot that reads another seat's hand: tests/bots/test_marsmatch_position.py."""

from __future__ import annotations

from marsmatch.bots import bot_from_spec
from marsmatch.bots.shengji_position import ShengjiPosition
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

