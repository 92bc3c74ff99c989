"""Helpers shared by the Shengji tests: positions and card lists from short text."""

from __future__ import annotations

import random
from typing import Any

from marsmatch.bots.shengji import random_action
from marsmatch.games.shengji import Rules, State, new_round, parse_shengji_cards
from marsmatch.games.shengji.trump import Trump

PLAYERS = ["ann", "bo", "cy", "di"]


def C(text: str):
    """Cards from text: ``C("S8 S8 BJ")``."""
    return parse_shengji_cards(text)


def hand(text: str) -> dict:
    out: dict = {}
    for c in C(text):
        out[c] = out.get(c, 0) + 1
    return out


def position(hands: list[str], *, trump: str | None = "S", level: str = "2", decks: int = 2,
             banker: int = 0, leader: int | None = None, kitty: str = "", points: int = 0,
             **rules: Any) -> State:
    """A play-phase position from four hands written as text."""
    start = {"phase": "play", "level": level, "trump": trump, "banker": banker,
             "leader": banker if leader is None else leader,
             "kitty": [str(c) for c in C(kitty)] if kitty else [], "points": points}
    return new_round(Rules(decks=decks, for_position=True, **rules), PLAYERS,
                     hands=[[str(c) for c in C(h)] for h in hands], start=start)


def trump(level: str = "2", suit: str | None = "S") -> Trump:
    return Trump(level, suit)


def play_random(state: State, rng: random.Random) -> State:
    """Play a deal to the end with random legal actions."""
    while not state.finished:
        seat = state.to_act[0]
        state.apply_action(seat, random_action(state, seat, rng))
    return state
