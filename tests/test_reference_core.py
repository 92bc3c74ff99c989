"""The reference core (``marsmatch.reference``, the rules in readable Python) plays whole
random rounds of both games through the public ``State`` alone — the protocol's checked
``legal_actions`` / ``apply_action`` path — and each ends exactly as the same round on the
compiled core: the same events, results and record."""

from __future__ import annotations

import random
from typing import Any

import pytest

from marsmatch.games import find_game
from marsmatch.games.protocol import PASS
from marsmatch.games.replay import final
from marsmatch.records import parse_record


def pick(state: Any, seat: int, rng: random.Random) -> Any:
    """A random legal action: MarsMatch a random open play type (its default play) or the
    pass; Shengji its random player's policy (``State.random_action``)."""
    if hasattr(state, "random_action"):
        return state.random_action(seat, rng)
    types = state.legal_types()
    choice = rng.randrange(len(types) + state.can_pass(seat))
    return state.default_play(types[choice]) if choice < len(types) else PASS


@pytest.mark.parametrize(("game_name", "players", "rules"), [
    ("marsmatch", 3, {}), ("marsmatch", 6, {"heavenly_hands": "none"}),
    ("shengji", 4, {"decks": 1}), ("shengji", 4, {"decks": 2}),
])
@pytest.mark.parametrize("seed", ["ref-a", "ref-b"])
def test_the_reference_core_plays_a_whole_random_round(game_name: str, players: int,
                                                       rules: dict[str, int], seed: str) -> None:
    game = find_game(game_name)
    reference = game.new_round(game.rules(rules), players=players, seed=seed, core="reference")
    compiled = game.new_round(game.rules(rules), players=players, seed=seed)
    assert (reference.core_name, compiled.core_name) == ("reference", "compiled")
    assert reference.core.__name__.startswith("marsmatch.reference.")
    assert compiled.core.__name__.endswith("._core")
    rng_ref, rng_com = random.Random(seed), random.Random(seed)
    while not reference.finished:
        seat = reference.to_act[0]
        action = pick(reference, seat, rng_ref)
        assert action == pick(compiled, seat, rng_com)
        assert action in reference.legal_actions(seat) and action in compiled.legal_actions(seat)
        assert reference.apply_action(seat, action) == compiled.apply_action(seat, action)
    assert compiled.finished
    assert list(reference.events) == list(compiled.events)
    assert reference.result() == compiled.result()
    assert reference.winners() == compiled.winners()
    record = reference.to_record()
    assert record == compiled.to_record()
    # the record replays on either core to the same end
    replayed, error = final(parse_record(record.to_dict()))
    assert error is None and replayed.result() == reference.result()
