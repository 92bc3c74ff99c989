"""A Gymnasium single-agent view of either game: one learning seat, bots in the others.

>>> from marsmatch.rl.single_agent import SingleAgentEnv
>>> env = SingleAgentEnv("marsmatch", players=2, opponent="random")
>>> obs, info = env.reset(seed=0)
>>> sorted(obs)
['action_mask', 'observation']

* ``game`` is a game name or alias (``games.find_game``). Observation and action spaces
  are those of its PettingZoo environment (``marsmatch_v0`` / ``shengji_v0``): a ``Dict``
  with ``observation`` and ``action_mask``, and ``Discrete(A)``. ``env.action_masks()``
  returns the mask too (the sb3-contrib ``MaskablePPO`` convention).
* Opponents are bots from ``marsmatch.bots.make_bot(name, game, seed=..., **options)``:
  ``opponent`` is a bot name (``"random"``, ``"greedy"``, ``"search"``), a list of names
  (one per other seat, clockwise from the learner), or ready ``Bot`` objects. Bots are
  rebuilt at every ``reset`` with seeds drawn from the env's generator, so
  ``reset(seed=s)`` replays the same episode for the same learner actions (bot objects
  are used as given, with their own generators). A bot acts through
  ``bot.act(state, seat)`` (an engine action) and the engine's checked ``apply_action``.
* ``reset`` skips deals on which the learner has nothing to decide (it exited at the
  deal, or the round ended before its first turn); ``info["skipped_deals"]`` counts them.
* Rewards: the PettingZoo environment's end-of-round reward for the learning seat (see
  ``reward``/``reward_scale``), 0 on every other step.

Illegal actions (the wrapper survives them; ``illegal_action`` selects the policy):

* ``"penalty"`` (default): nothing happens in the game, the step returns
  ``illegal_penalty`` (default -0.01) with ``info["illegal_action"] = True`` and the same
  observation; after ``max_illegal`` consecutive illegal actions (default 100) the episode
  is truncated, so a policy that ignores the mask cannot loop forever.
* ``"replace"``: the penalty is given and a uniformly random legal action (from the env's
  generator) is played instead; ``info["replaced_by"]`` names it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium as gym
import numpy as np

from ..bots import make_bot
from ._base import make_raw_env

ILLEGAL_POLICIES = ("penalty", "replace")


class SingleAgentEnv(gym.Env):
    """One learning seat against bots (see the module docstring)."""

    metadata = {"render_modes": ["human", "ansi"]}  # noqa: RUF012 (gymnasium declares it so)

    def __init__(self, game: str = "marsmatch", seat: int = 0,
                 opponent: str | Sequence[Any] | Any = "random",
                 opponent_options: Mapping[str, Any] | None = None,
                 illegal_action: str = "penalty", illegal_penalty: float = -0.01,
                 max_illegal: int = 100, render_mode: str | None = None,
                 **env_kwargs: Any) -> None:
        if illegal_action not in ILLEGAL_POLICIES:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_POLICIES}")
        self.aec = make_raw_env(game, **env_kwargs, render_mode=render_mode)
        self.game = self.aec.GAME.name
        seats = self.aec.seats
        if not 0 <= seat < seats:
            raise ValueError(f"seat must be 0..{seats - 1}")
        self.seat = seat
        self.agent = self.aec.possible_agents[seat]
        self.observation_space = self.aec.observation_space(self.agent)
        self.action_space = self.aec.action_space(self.agent)
        self.render_mode = render_mode
        others = [(seat + i) % seats for i in range(1, seats)]
        if isinstance(opponent, (str, bytes)) or not isinstance(opponent, Sequence):
            specs = [opponent] * len(others)
        else:
            specs = list(opponent)
            if len(specs) != len(others):
                raise ValueError(f"{len(specs)} opponents for {len(others)} other seats")
        self._specs = dict(zip(others, specs))
        self._opponent_options = dict(opponent_options or {})
        self.bots: dict[int, Any] = {}
        self.illegal_action = illegal_action
        self.illegal_penalty = float(illegal_penalty)
        self.max_illegal = max_illegal
        self._illegal_run = 0

    # --- bots ---------------------------------------------------------------------------

    def _build_bots(self) -> None:
        self.bots = {}
        for s, spec in self._specs.items():
            seed = int(self.np_random.integers(2 ** 31))
            if isinstance(spec, str):
                self.bots[s] = make_bot(spec, self.game, seed=seed, **self._opponent_options)
            else:
                self.bots[s] = spec

    def _run_bots(self) -> None:
        aec = self.aec
        while not aec.finished() and aec.seat_to_act() != self.seat:
            s = aec.seat_to_act()
            aec.step_engine_action(self.bots[s].act(aec.engine_state, s))

    # --- Gymnasium API -------------------------------------------------------------------

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[dict[str, np.ndarray], dict]:
        super().reset(seed=seed)
        skipped = 0
        aec_seed = int(self.np_random.integers(2 ** 31))
        first = True
        while True:
            self.aec.reset(seed=aec_seed if first else None,
                           options=options if first else None)
            first = False
            self._build_bots()
            self._run_bots()
            if not self.aec.finished():
                break
            skipped += 1
            if options and options.get("hands") is not None:
                raise ValueError("the learner has no decision in the given deal")
        self._illegal_run = 0
        return self._obs(), {"skipped_deals": skipped}

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict]:
        aec = self.aec
        if aec.finished():
            raise RuntimeError("the episode is over; call reset()")
        info: dict[str, Any] = {}
        reward = 0.0
        a = int(action)
        mask = aec.action_mask()
        if not 0 <= a < aec.n_actions or not mask[a]:
            info["illegal_action"] = True
            reward += self.illegal_penalty
            if self.illegal_action == "penalty":
                self._illegal_run += 1
                truncated = self._illegal_run >= self.max_illegal
                return self._obs(), reward, False, truncated, info
            a = int(self.np_random.choice(np.flatnonzero(mask)))
            info["replaced_by"] = a
        self._illegal_run = 0
        aec.step(a)
        self._run_bots()
        terminated = aec.finished()
        if terminated:
            reward += aec.final_rewards()[self.seat]
            info["result"] = aec.result()
            info["won"] = self.seat in aec.engine_state.winners()
        return self._obs(), float(reward), terminated, False, info

    def action_masks(self) -> np.ndarray:
        """The legal actions (sb3-contrib's ``MaskablePPO`` convention): the observation's
        ``action_mask``, the same ``int8`` array."""
        return self.aec.action_mask()

    def render(self) -> str | None:
        return self.aec.render()

    def close(self) -> None:
        self.aec.close()

    def _obs(self) -> dict[str, np.ndarray]:
        return self.aec.observe(self.agent)
