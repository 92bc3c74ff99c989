"""Views are typed: every seat's and a spectator's view of random rounds of both games is
exactly its game's view model (``Game.View``: no key missing, none extra, every value of
its type), and the browser's TypeScript types are generated from those models."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from pydantic import ValidationError

from marsmatch.bots import make_bot
from marsmatch.games import GAMES, find_game
from marsmatch.games.views import ViewCore

ROOT = Path(__file__).parents[1]


def view_types():
    spec = importlib.util.spec_from_file_location("view_types", ROOT / "scripts" / "view_types.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def rounds(game, count: int):
    """States along random rounds (every step), with 1-3 decks for Shengji."""
    for i in range(count):
        rules = game.rules(decks=1 + i % 3) if game.decks_is_rule else game.rules()
        seats = game.default_seats if game.decks_is_rule else 2 + i % 4
        state = game.new_round(rules, players=seats, seed=f"views/{i}")
        bots = [make_bot("random", game.name, seed=s) for s in range(seats)]
        yield state
        while not state.finished:
            seat = state.to_act[0]
            bots[seat].step(state, seat)
            yield state


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_view_is_its_game_view_model(name):
    game = find_game(name)
    assert issubclass(game.View, ViewCore)
    seen = 0
    for state in rounds(game, 6):
        for seat in [None, *range(len(state.players))]:
            game.View.model_validate(state.view(seat))
            seen += 1
    assert seen > 100


def test_a_view_with_a_key_the_model_lacks_is_refused():
    game = find_game("marsmatch")
    view = game.new_round(players=3, seed="extra").view(0)
    with pytest.raises(ValidationError):
        game.View.model_validate({**view, "secret": 1})
    with pytest.raises(ValidationError):
        game.View.model_validate({**view, "passes": "0"})  # strict: no coercion
    missing = dict(view)
    del missing["top"]
    with pytest.raises(ValidationError):
        game.View.model_validate(missing)


def test_the_browsers_view_types_are_generated_from_the_models():
    module = view_types()
    text = module.typescript()
    assert module.OUT.read_text(encoding="utf-8") == text, "run scripts/view_types.py"
    for name in ("ViewCore", "MarsMatchView", "ShengjiView", "TopView", "TrickView"):
        assert f"export interface {name} {{" in text
    assert 'game: "shengji";' in text and "export type GameView = MarsMatchView | ShengjiView;" in text
