"""Oracle: marsmatch_v0's observation and mask as the Python encoder wrote them before the
compiled one (tests only). ``self`` is a ``marsmatch_v0.raw_env``."""

from __future__ import annotations

import numpy as np

from marsmatch.features.marsmatch import HISTORY_MOVES
from marsmatch.games.marsmatch.combos import LANES
from marsmatch.games.marsmatch.events import Passed, Played
from marsmatch.rl._mm_actions import PASS


def legal_mask(self, seat: int) -> np.ndarray:
    mask = np.zeros(self.n_actions, dtype=np.int8)
    b = self.pending
    if b is not None:
        for w in b.next_wild_choices():
            mask[self.wild_offset + w] = 1
        for r in b.next_attachment_ranks():
            mask[self.attach_offset + r] = 1
        return mask
    s = self.state_
    if s.can_pass(seat):
        mask[PASS] = 1
    index = self.vocab_index
    for rd in s.legal_types():
        mask[1 + index[rd]] = 1
    return mask


def encode(self, seat: int) -> np.ndarray:
    s = self.state_
    n = self.players
    sl = self.slices
    obs = np.zeros(self.obs_size, dtype=np.float32)
    d = self._denom
    h = s.hands[seat]
    ha = np.asarray(h, dtype=np.float32)
    obs[sl["hand"]] = ha / d
    at = sl["hand_at_least"].start
    for t in range(4):
        obs[at + t * LANES: at + (t + 1) * LANES] = ha > t
    unseen = np.zeros(LANES, dtype=np.float32)
    for other in s.active:
        if other != seat:
            unseen += np.asarray(s.hands[other], dtype=np.float32)
    obs[sl["unseen"]] = unseen / d

    def rel(x: int) -> int:
        return (x - seat) % n

    top = s.top
    if top is None:
        obs[sl["top_kind"].start + 9] = 1.0
    else:
        rd = top.reading
        obs[sl["top_cards"]] = np.asarray(top.counts, dtype=np.float32) / d
        obs[sl["top_kind"].start + int(rd.kind)] = 1.0
        obs[sl["top_length"].start] = min(rd.length / float(min(4 * n, 54)), 1.0)
        obs[sl["top_rank"].start + rd.top] = 1.0
        obs[sl["top_attach"].start + rd.attach] = 1.0
        obs[sl["top_seat"].start + rel(s.top_seat)] = 1.0
    for other in range(n):
        obs[sl["counts"].start + rel(other)] = min(sum(s.hands[other]) / 54.0, 1.0)
    for other in s.active:
        obs[sl["active"].start + rel(other)] = 1.0
    obs[sl["passes"].start] = s.passes / max(1, n - 1)
    if s.streak_seat >= 0:
        obs[sl["streak_seat"].start + rel(s.streak_seat)] = 1.0
        goal = self.rules.streak_goal(n)
        obs[sl["streak"].start] = min(s.streak / goal, 1.0) if goal else 0.0
    obs[sl["my_turns"].start] = min(s.turns[seat], 3) / 3.0
    if s.opening_leader >= 0:
        obs[sl["opening_leader"].start + rel(s.opening_leader)] = 1.0
    played = np.zeros((n, LANES), dtype=np.float32)
    moves: list[tuple[int, list[int] | None]] = []
    for e in s.events:
        if isinstance(e, Played):
            counts = list(e.play.counts)
            played[rel(e.seat)] += counts
            moves.append((e.seat, counts))
        elif isinstance(e, Passed):
            moves.append((e.seat, None))
    obs[sl["played_by"]] = (played / d).ravel()
    width = n + 1 + LANES
    for j, (who, cards) in enumerate(reversed(moves[-HISTORY_MOVES:])):
        slot = sl["history"].start + j * width
        obs[slot + rel(who)] = 1.0
        if cards is None:
            obs[slot + n] = 1.0
        else:
            obs[slot + n + 1: slot + width] = np.asarray(cards, dtype=np.float32) / d
    b = self.pending
    if b is not None and seat == self.seat_to_act():
        self._encode_pending(obs, b)
    return obs
