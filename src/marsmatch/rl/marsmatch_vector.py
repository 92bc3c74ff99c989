"""``marsmatch_vector.vector_env``: K MarsMatch rounds stepped together, for self-play training.

One policy plays every seat: each round shows the observation of its seat to act (the
``marsmatch_v0`` layout, relative to that seat) and its action mask; ``step`` takes one
action per round from the ``attachments="default"`` vocabulary (0 pass, ``1 + i`` the play
type ``vocabulary(N)[i]`` with the engine's default attachments). A round that ends
returns every seat's reward (``marsmatch_v0``'s reward modes) and is dealt again at once
from the next engine seed. The rounds are compiled (``features.marsmatch.RoundBatch``):
observing and stepping the whole batch is one call each, without the GIL, so threads driving
separate batches scale.

    from marsmatch.rl.marsmatch_vector import vector_env
    env = vector_env(num_envs=64, players=4)
    obs, mask = env.reset(seed=0)
    obs, mask, rewards, done = env.step(actions)   # rewards: (K, N), done: (K,)
    rows, actions, cards = env.legal_plays()       # legal actions with the cards they spend
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ..features.marsmatch import ObsLayout, RoundBatch
from ..games import marsmatch as mm
from ..games.marsmatch.table import table_rules
from ._base import piece_slices
from ._mm_actions import Layout
from ._mm_rewards import DEFAULT_REWARD, RoundEnd, check_reward, final_rewards
from .marsmatch_v0 import max_points, observation_pieces


class VectorEnv:
    """``num_envs`` rounds of ``players`` seats under ``rules`` (see the module docs)."""

    def __init__(self, num_envs: int, players: int = 4,
                 rules: mm.Rules | Mapping[str, Any] | None = None, reward: str = DEFAULT_REWARD,
                 reward_scale: float | None = None) -> None:
        mm.GAME.check_seats(players)
        check_reward(reward)
        self.num_envs, self.players = num_envs, players
        self.rules = mm.GAME.rules(rules)
        self.reward_mode = reward
        self.reward_scale = float(reward_scale) if reward_scale else float(max_points(self.rules))
        self.layout = Layout(players, "default")
        pieces = observation_pieces(players)
        slices = piece_slices(pieces)
        self.obs_size = sum(p[1] for p in pieces)
        self.n_actions = self.layout.size
        self._obs_layout = ObsLayout(self.obs_size, {k: v.start for k, v in slices.items()})
        self.batch = RoundBatch(players, table_rules(self.rules, players), num_envs, self.layout.vocab)
        self.obs = np.zeros((num_envs, self.obs_size), dtype=np.float32)
        self.mask = np.zeros((num_envs, self.n_actions), dtype=np.int8)
        self._np_random = np.random.default_rng()
        #: the engine seed each round was dealt from (for replaying one with raw_env)
        self.seeds: list[str] = [""] * num_envs
        #: how the rounds that ended at the last step ended (round index -> RoundEnd:
        #: points, the real match's winner, who played it, cards held), for any reward
        self.ended: dict[int, RoundEnd] = {}

    def engine_seed(self) -> str:
        """A fresh engine seed drawn from the environment's seeded generator."""
        return f"rl-{int(self._np_random.integers(2 ** 63)):016x}"

    def _deal(self, i: int) -> None:
        """Deal round ``i``, skipping deals that are decided before anyone acts."""
        for _ in range(1000):
            self.seeds[i] = self.engine_seed()
            if not self.batch.reset(i, self.seeds[i]):
                return
        raise RuntimeError("no playable deal in 1000 attempts")

    def reset(self, seed: int | None = None) -> tuple[np.ndarray, np.ndarray]:
        """Deal every round; the observations and masks of their seats to act."""
        if seed is not None:
            self._np_random = np.random.default_rng(seed)
        for i in range(self.num_envs):
            self._deal(i)
        self.batch.observe(self.obs, self.mask, self._obs_layout, self.layout.type_index)
        return self.obs, self.mask

    @property
    def to_act(self) -> np.ndarray:
        """The seat to act in each round."""
        return self.batch.to_act()  # type: ignore[no-any-return]

    def legal_plays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every round's legal actions with the cards each spends, for action features (one
        compiled call): ``(rows, actions, cards)``, the round of each entry, the action (as
        ``step`` takes it) and the cards of its default play ((m, 16) uint8 rank counts; a
        pass spends none), round by round in order. An action is legal iff the mask has it."""
        return self.batch.legal_plays(self.layout.type_index)  # type: ignore[no-any-return]

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """One action per round. Returns the new observations and masks, the rewards of the
        rounds that ended (``(K, N)``, zero elsewhere) and which rounds ended (they are
        already dealt again). ValueError if an action is not legal (nothing is applied)."""
        acts = np.ascontiguousarray(actions, dtype=np.int32)
        if acts.shape != (self.num_envs,):
            raise ValueError(f"one action per round: shape ({self.num_envs},)")
        self.ended = {}
        refused = self.batch.step(acts)
        if refused.any():
            raise ValueError(f"actions not legal in rounds {np.flatnonzero(refused).tolist()}"
                             " (see the masks)")
        done = self.batch.to_act() < 0
        rewards = np.zeros((self.num_envs, self.players), dtype=np.float32)
        if done.any():
            scores = self.batch.scores()
            winner, active, held = self.batch.outcomes()
            for i in np.flatnonzero(done):
                end = RoundEnd(scores[i].tolist(), int(winner[i]), active[i].tolist(),
                               held[i].tolist())
                self.ended[int(i)] = end
                rewards[i] = final_rewards(end, self.reward_mode, self.reward_scale,
                                           self.rules.score_ground_hand)
                self._deal(int(i))
        self.batch.observe(self.obs, self.mask, self._obs_layout, self.layout.type_index)
        return self.obs, self.mask, rewards, done


def vector_env(num_envs: int, **kwargs: Any) -> VectorEnv:
    """``VectorEnv(num_envs, **kwargs)``: K rounds stepped together for self-play."""
    return VectorEnv(num_envs, **kwargs)
