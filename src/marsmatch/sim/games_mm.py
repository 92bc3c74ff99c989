"""One simulated MarsMatch round and its compact summary."""

from __future__ import annotations

from typing import Any

from ..games.marsmatch import Rules, new_round
from ..games.marsmatch.state import TrickWon, heavenly_hand
from .runner import SimConfig, make_bots, round_seed

_RULES_CACHE: dict[tuple[str, ...], Rules] = {}


def rules_of(config: SimConfig) -> Rules:
    rules = _RULES_CACHE.get(config.rules)
    if rules is None:
        rules = _RULES_CACHE[config.rules] = Rules.from_assignments(config.rules)
    return rules


def play_marsmatch_round(config: SimConfig, index: int) -> dict[str, Any]:
    """Deal round ``index`` from its seed, play it with the configured bots and summarise:
    seats' Heavenly Hands, outcomes, who won and how, actions and tricks."""
    rules = rules_of(config)
    state = new_round(rules, config.players, seed=round_seed(config.seed, config.deal_index(index)))
    heavenly = [heavenly_hand(h) for h in state.initial_hands]
    lineup = config.lineup(index)
    played = not state.finished and not config.deal_only
    actions = 0
    if played:
        bots = make_bots(config, index)
        while not state.finished and actions < config.max_actions:
            seat = state.turn
            bots[seat].step(state, seat)
            actions += 1
    outcomes = [state.outcomes.get(s) for s in range(config.players)]
    winner = state.winner if state.finished else -1
    how = "deal"
    if winner >= 0:
        how = "emptied" if not any(state.hands[winner]) else "streak"
    elif not played and state.finished:
        how = "deal"
    elif not state.finished:
        how = "unfinished" if played else "not_played"
    return {
        "i": index,
        "banker": state.banker,
        "heavenly": heavenly,
        "bots": lineup,
        "category": [o.category if o else None for o in outcomes],
        "points": [o.points if o else 0 for o in outcomes],
        "winner": winner,
        "how": how,
        "real_match": len(state.active) >= 2,
        "actions": actions,
        "tricks": sum(1 for e in state.events if isinstance(e, TrickWon)),
        "finished": state.finished,
    }
