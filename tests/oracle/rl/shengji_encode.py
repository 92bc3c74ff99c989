"""Oracle (tests only): shengji_v0's observation as the Python encoder wrote it before the
compiled one. ``self`` is a ``shengji_v0.raw_env``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from marsmatch.cards import DECK_RANKS, SUITS
from marsmatch.games.shengji import Phase
from marsmatch.rl._sj_actions import CARD_INDEX
from marsmatch.rl.shengji_v0 import _DECL_KIND, _ESUITS, _INDEX_BY_NAME


def encode(self, seat: int) -> np.ndarray:
    s = self.state_
    sl = self.slices
    d = float(self.decks)
    obs = np.zeros(self.obs_size, dtype=np.float32)

    def put_cards(name: str, cards: Any, offset: int = 0) -> None:
        base = sl[name].start + offset
        items = cards.items() if isinstance(cards, Mapping) else ((c, 1) for c in cards)
        for c, k in items:
            obs[base + CARD_INDEX[c]] += k / d

    def rel(x: int) -> int:
        return (x - seat) % 4

    put_cards("hand", s.hands[seat])
    phase = {Phase.DECLARE: 0, Phase.BURY: 1, Phase.PLAY: 2}.get(s.phase)
    if phase is not None:
        obs[sl["phase"].start + phase] = 1.0
    obs[sl["level"].start + DECK_RANKS.index(s.level)] = 1.0
    if s.trump is None:
        obs[sl["trump"].start + 5] = 1.0
    else:
        obs[sl["trump"].start + (SUITS.index(s.trump.suit) if s.trump.suit else 4)] = 1.0
    if s.banker is None:
        obs[sl["banker"].start + 4] = 1.0
    else:
        obs[sl["banker"].start + rel(s.banker)] = 1.0
        obs[sl["attacker"].start] = 1.0 if s.is_attacker(seat) else 0.0
    if s.standing is not None:
        who, cards = s.standing
        obs[sl["declaration"].start + rel(who)] = 1.0
        c = cards[0]
        kind = _DECL_KIND[c.rank if c.is_joker else c.suit]
        obs[sl["declaration"].start + 4 + kind] = 1.0
        obs[sl["declaration"].start + 10] = len(cards) / d
    for who, cards in s.current:
        put_cards("trick", cards, 54 * rel(who))
    if s.phase is Phase.PLAY:
        obs[sl["leader"].start + rel(s.leader)] = 1.0
        if s.current and s.lead is not None:
            obs[sl["lead_size"].start] = min(s.lead.size / self.hand_size, 1.0)
    played = sl["played"].start
    for t in s.tricks:
        for _who, cards in t.plays:
            for c in cards:
                obs[played + _INDEX_BY_NAME[c]] += 1 / d
    for _who, cards in s.current:
        put_cards("played", cards)
    if seat == s.banker and s.phase is not Phase.BURY and s.kitty_known_to_banker:
        put_cards("kitty", s.kitty)
    full = self.hand_size + len(s.kitty)
    for other in range(4):
        obs[sl["counts"].start + rel(other)] = min(sum(s.hands[other].values()) / full, 1.0)
        for es in s.voids[other]:
            obs[sl["voids"].start + 5 * rel(other) + _ESUITS[es]] = 1.0
    obs[sl["points"].start] = min(max(s.attackers_points / (100 * d), 0.0), 1.0)
    obs[sl["tricks"].start] = min(len(s.tricks) / self.hand_size, 1.0)
    if seat == self.seat_to_act() and s.phase in (Phase.BURY, Phase.PLAY):
        kind = 0 if s.phase is Phase.BURY else (2 if s.current else 1)
        obs[sl["building"].start + kind] = 1.0
        chosen = self.pending or []
        put_cards("chosen", chosen)
        if kind == 0:
            left = len(s.kitty) - len(chosen)
        elif kind == 2:
            left = s.lead.size - len(chosen)
        else:
            left = 0
        obs[sl["left"].start] = min(left / self.hand_size, 1.0)
    np.clip(obs, 0.0, 1.0, out=obs)
    return obs
