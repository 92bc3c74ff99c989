"""Bots at rounds on the reference core decide exactly as at the same round on the compiled
core: a bot reads the reference round itself as a position (``bots.marsmatch_position``,
``bots.shengji_position``); the bots' C reads a world written from it, field by field (no
replay on the compiled core)."""

from __future__ import annotations

from typing import Any

import pytest

from marsmatch.bots import bot_from_spec
from marsmatch.games import find_game

SPECS = ["random", "greedy", "learned", "search:iterations=12:time=0",
         "strong:iterations=12:time=0"]


def _round(game: str, core: str, seed: str) -> Any:
    return find_game(game).new_round(None, players=4, seed=seed, core=core)


@pytest.mark.parametrize("game", ["marsmatch", "shengji"])
@pytest.mark.parametrize("spec", SPECS)
def test_a_bot_plays_a_reference_round_move_for_move_as_a_compiled_one(game: str,
                                                                       spec: str) -> None:
    reference, compiled = _round(game, "reference", "refcore"), _round(game, "compiled", "refcore")
    assert reference.core_name == "reference" and compiled.core_name == "compiled"
    on_reference = [bot_from_spec(spec, game, seed=s) for s in range(4)]
    on_compiled = [bot_from_spec(spec, game, seed=s) for s in range(4)]
    codec = find_game(game)
    moves = 0
    while not reference.finished:
        seat = reference.to_act[0]
        assert compiled.to_act[0] == seat
        action = on_reference[seat].act(reference, seat)
        assert action == on_compiled[seat].act(compiled, seat)
        record = codec.action_to_record(seat, action)
        reference.apply_action(seat, record)  # checked by the reference core's rules
        compiled.apply_action(seat, record)
        moves += 1
    assert compiled.finished and reference.result() == compiled.result()
    assert moves > 10


@pytest.mark.parametrize("game", ["marsmatch", "shengji"])
def test_hints_and_the_fast_path_work_on_the_reference_core(game: str) -> None:
    reference, compiled = _round(game, "reference", "hints"), _round(game, "compiled", "hints")
    bot = bot_from_spec("greedy", game, seed=1)
    seat = reference.to_act[0]
    hints = bot.suggest(reference, seat, 6)
    assert hints and hints == bot.suggest(compiled, seat, 6)
    before = len(reference.events)
    assert bot.step(reference, seat) == hints[0]  # applied to the reference round itself
    assert len(reference.events) > before and reference.core_name == "reference"


def test_the_process_wide_reference_core_is_served_too(core: str) -> None:
    state = find_game("shengji").new_round(None, players=4, seed="env")
    assert state.core_name == core
    seat = state.to_act[0]
    assert bot_from_spec("strong:iterations=8:time=0", "shengji", seed=3).act(state, seat) in (
        state.legal_actions(seat))
