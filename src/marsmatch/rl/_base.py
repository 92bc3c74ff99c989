"""What both PettingZoo adapters share: agents, seeding, the deal, the step/reward/termination
cycle, and the registry of environments by game.

Everything about the round goes through the game protocol (``games.protocol``): the deal is
``GAME.new_round``, who acts is ``state.to_act``, the end is ``state.finished`` and
``state.result()``, and every action is checked by the engine (``check_action``, what
``apply_action`` checks) before it is applied, so the engine stays the only judge. A game adapter subclasses
:class:`EngineAECEnv`, names its ``GAME``, registers itself with :func:`register` and
supplies only its encodings: ``_legal_mask``, ``_act`` (an action index), ``_encode``,
``_final_rewards`` and ``_render_text``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from ..games import Game, find_game


def piece_slices(pieces: list[tuple[str, int, str]]) -> dict[str, slice]:
    """Where each named piece sits in the flat observation vector."""
    out, at = {}, 0
    for name, size, _doc in pieces:
        out[name] = slice(at, at + size)
        at += size
    return out


def pieces_table(pieces: list[tuple[str, int, str]]) -> str:
    """The observation layout as a text table (for docs and ``describe_observation``)."""
    lines, at = [], 0
    for name, size, doc in pieces:
        lines.append(f"{at:5d}..{at + size - 1:<5d} {name:<18} {doc}")
        at += size
    return "\n".join(lines)


class EngineAECEnv(AECEnv):
    """An AEC environment over a turn-based engine ``State`` (one round per episode)."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["human", "ansi"], "is_parallelizable": False}
    GAME: ClassVar[Game]
    #: the game's ``Rules``; ``banker``: a fixed banker for every deal (None: the game's own)
    rules: Any
    banker: int | None = None

    def __init__(self, seats: int, obs_size: int, n_actions: int,
                 render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.seats = seats
        self.possible_agents = [f"player_{i}" for i in range(seats)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (obs_size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (n_actions,), dtype=np.int8),
        })
        self.observation_spaces = {a: space for a in self.possible_agents}
        act = spaces.Discrete(n_actions)
        self.action_spaces = {a: act for a in self.possible_agents}
        self.n_actions = n_actions
        self.obs_size = obs_size
        self._np_random = np.random.default_rng()
        self.state_: Any = None
        #: the action the seat to act is building step by step (None: none)
        self.pending: Any = None
        self._mask_cache: np.ndarray | None = None
        self.agents: list[str] = []

    # --- PettingZoo API --------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    @property
    def engine_state(self) -> Any:
        """The engine's ``State`` of the current round (the single source of truth)."""
        return self.state_

    def reset(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        if seed is not None:
            self._np_random = np.random.default_rng(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self.pending = None
        self.state_ = self._new_state(dict(options or {}))
        self._mask_cache = None
        self._sync()
        if self.render_mode == "human":
            self.render()

    def engine_seed(self) -> str:
        """A fresh engine seed string drawn from the environment's seeded generator."""
        return f"rl-{int(self._np_random.integers(2 ** 63)):016x}"

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.agent_name_mapping[agent]
        if self.state_ is not None and seat == self.seat_to_act():
            mask = self.action_mask()
        else:
            mask = np.zeros(self.n_actions, dtype=np.int8)
        return {"observation": self._encode(seat), "action_mask": mask.copy()}

    def action_mask(self) -> np.ndarray:
        """Legal actions of the seat to act (all zeros once the round is over)."""
        if self._mask_cache is None:
            seat = self.seat_to_act()
            self._mask_cache = (np.zeros(self.n_actions, dtype=np.int8) if seat < 0
                                else self._legal_mask(seat))
        return self._mask_cache

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.agent_name_mapping[agent]
        a = int(action)
        if not 0 <= a < self.n_actions or not self.action_mask()[a]:
            raise ValueError(f"action {a} is not legal for {agent} now (see the action mask)")
        self._cumulative_rewards[agent] = 0.0
        self._act(seat, a)
        self._mask_cache = None
        self._sync()
        if self.render_mode == "human":
            self.render()

    def step_engine_action(self, action: Any) -> None:
        """Apply an engine action for the seat to act (what a bot's ``act`` returns, or
        anything ``state.apply_action`` reads: text, a record dict) through the engine's
        checked ``apply_action``; the env then moves on."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            raise ValueError("the round is over")
        if self.pending is not None:
            raise ValueError("the seat to act is building an action step by step")
        seat = self.agent_name_mapping[agent]
        self._cumulative_rewards[agent] = 0.0
        self.state_.apply_action(seat, action)
        self._mask_cache = None
        self._sync()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        text = self._render_text() if self.state_ is not None else "(no round; call reset)"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass

    def apply_checked(self, seat: int, action: Any) -> None:
        """Apply an engine action for ``seat`` after the engine checked it (IllegalAction
        if it is not legal): ``apply_action`` without making its event, which the engine
        makes only when someone reads the events."""
        state = self.state_
        state.apply_unchecked(seat, state.check_action(seat, action))

    # --- shared bookkeeping ----------------------------------------------------------

    def _sync(self) -> None:
        """After every change of the engine state: rewards, terminations, who acts."""
        for a in self.rewards:
            self.rewards[a] = 0.0
        if self.finished():
            final = self.final_rewards()
            for a in self.agents:
                self.rewards[a] = float(final[self.agent_name_mapping[a]])
                self.terminations[a] = True
            winners = set(self.state_.winners())
            for a in self.agents:
                self.infos[a] = {"result": self.result(),
                                 "won": self.agent_name_mapping[a] in winners}
        else:
            self.agent_selection = self.possible_agents[self.seat_to_act()]
        self._accumulate_rewards()

    def final_rewards(self) -> list[float]:
        """Per-seat rewards of the finished round (see the module docs for the scaling)."""
        return self._final_rewards()

    # --- the round, through the game protocol ------------------------------------------

    def seat_to_act(self) -> int:
        """The seat to act (-1 when there is no round or it is over)."""
        to_act = () if self.state_ is None else self.state_.to_act
        return to_act[0] if to_act else -1

    def finished(self) -> bool:
        return self.state_.finished  # type: ignore[no-any-return]

    def result(self) -> list[dict[str, Any]]:
        return self.state_.result()  # type: ignore[no-any-return]

    def _new_state(self, options: dict[str, Any]) -> Any:
        """The round of ``reset``: explicit ``hands``, an engine ``seed`` string or the
        env's generator. A deal that is over before anyone acts (a MarsMatch Heavenly Hand
        deciding the round) has nothing to learn from: the next seed is dealt instead, and
        explicit hands that do so raise ValueError."""
        hands, seed = options.get("hands"), options.get("seed")
        for attempt in range(1000):
            if hands is None and (seed is None or attempt):
                seed = self.engine_seed()
            state = self.GAME.new_round(
                self.rules, players=self.seats, seed=None if seed is None else str(seed),
                hands=hands, banker=options.get("banker", self.banker),
                start=options.get("start"))
            if not state.finished:
                return state
            if hands is not None:
                raise ValueError("these hands decide the round at the deal: nothing to play")
        raise RuntimeError("no playable deal in 1000 attempts")

    # --- to be supplied by the game adapter -------------------------------------------

    def _legal_mask(self, seat: int) -> np.ndarray:
        raise NotImplementedError

    def _act(self, seat: int, action: int) -> None:
        raise NotImplementedError

    def _encode(self, seat: int) -> np.ndarray:
        raise NotImplementedError

    def _final_rewards(self) -> list[float]:
        raise NotImplementedError

    def _render_text(self) -> str:
        raise NotImplementedError


EnvClass = TypeVar("EnvClass", bound=type[EngineAECEnv])

#: The AEC environment class of each game, by the game's registry name (each environment
#: module registers itself; importing ``marsmatch.rl`` imports them all).
ENVIRONMENTS: dict[str, type[EngineAECEnv]] = {}


def register(cls: EnvClass) -> EnvClass:
    """Class decorator: make ``cls`` the environment of its ``GAME``."""
    ENVIRONMENTS[cls.GAME.name] = cls
    return cls


def make_raw_env(game: str, **kwargs: Any) -> EngineAECEnv:
    """The unwrapped environment of a game by name or alias (``find_game``)."""
    name = find_game(game).name
    if name not in ENVIRONMENTS:
        raise ValueError(f"{name} has no RL environment; environments: {', '.join(ENVIRONMENTS)}")
    return ENVIRONMENTS[name](**kwargs)


def standard_wrappers(raw: AECEnv, illegal_reward: float) -> wrappers.OrderEnforcingWrapper:
    """The usual PettingZoo stack: an illegal action ends the game with a penalty, actions
    are bounds-checked, and the API's call order is enforced."""
    e: Any = wrappers.TerminateIllegalWrapper(raw, illegal_reward=illegal_reward)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)
