"""MarsMatch's ``policy`` bot: a feed-forward policy trained on the learning environment,
played from exported weights (``examples/maskable_ppo.py --export``: sb3-contrib's
MaskablePPO, the off-the-shelf baseline the ladder measures the project's agents against).

It reads the seat's ``marsmatch_v0`` observation (the compiled encoder), runs the policy
network (numpy only) and plays the legal action of highest logit: the pass, or a play type
of the exported action vocabulary with its default attachments (the environment's
``attachments="default"`` actions). ``weights`` names the exported ``.npz`` or the model's
own Stable-Baselines3 ``.zip`` (``model.save(...)``, read without torch: ``bots.sb3``); a
zip's table size and action vocabulary follow from its network's shapes.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from ..features.marsmatch import encode_observation, reading_code
from ..games.marsmatch.combos import Reading
from ..games.marsmatch.vocabulary import vocabulary
from ..games.protocol import PASS, Pass
from . import BotError, register
from .marsmatch import Choice, MarsMatchBot
from .marsmatch_learned import layout_numbers, obs_layout
from .marsmatch_position import MarsMatchPosition, seat_world
from .sb3 import Sb3Error, activation, policy_layers, read_zip


class Policy:
    """An exported MLP policy: hidden layers, the action logits, the action vocabulary."""

    def __init__(self, path: Path) -> None:
        if path.suffix == ".zip":
            self._from_zip(path)
            return
        try:
            with np.load(path) as d:
                data = {k: d[k] for k in d.files}
        except (OSError, ValueError) as exc:
            raise BotError(f"cannot read policy weights {path}: {exc}") from None
        if "w_out" not in data or "vocabulary" not in data:
            raise BotError(f"{path} is not an exported policy (examples/maskable_ppo.py "
                           "--export) nor a Stable-Baselines3 .zip")
        layers = sorted(int(k[1:]) for k in data if k.startswith("w") and k[1:].isdigit())
        self.layers = [(data[f"w{i}"], data[f"b{i}"]) for i in layers]
        self.out = (data["w_out"], data["b_out"])
        self.tanh = str(data.get("activation", "tanh")) == "tanh"
        self.players = int(data["players"])
        self.index = {int(code): i for i, code in enumerate(data["vocabulary"])}

    def _from_zip(self, path: Path) -> None:
        """A MaskablePPO save: the table size is the one whose observation and action
        vocabulary match the network's input and output sizes."""
        try:
            state, data = read_zip(path)
            self.layers, self.out = policy_layers(state)
        except OSError as exc:
            raise BotError(f"cannot read policy {path}: {exc.strerror or exc}") from None
        except Sb3Error as exc:
            raise BotError(str(exc)) from None
        self.tanh = activation(data) == "tanh"
        inputs = self.layers[0][0].shape[0] if self.layers else self.out[0].shape[0]
        outputs = self.out[0].shape[1]
        for n in range(2, 13):
            if layout_numbers(n)[0] == inputs and 1 + len(vocabulary(n)) == outputs:
                self.players = n
                self.index = {reading_code(rd): i for i, rd in enumerate(vocabulary(n))}
                return
        raise BotError(f"{path} is not a MarsMatch policy (observation {inputs}, "
                       f"{outputs} actions match no table size)")

    def logits(self, obs: np.ndarray) -> np.ndarray:
        h = obs
        for w, b in self.layers:
            z = h @ w + b
            h = np.tanh(z) if self.tanh else np.maximum(z, 0.0)
        return h @ self.out[0] + self.out[1]  # type: ignore[no-any-return]


@cache
def load(path: str) -> Policy:
    return Policy(Path(path))


@register
class PolicyBot(MarsMatchBot):
    """An exported learning-environment policy (see the module docs)."""

    name: ClassVar[str] = "policy"
    defaults: ClassVar[dict[str, Any]] = {"weights": ""}

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        if not self.options["weights"]:
            raise BotError("bot 'policy' needs weights=PATH (examples/maskable_ppo.py --export)")
        self.policy = load(str(self.options["weights"]))

    def choose(self, state: MarsMatchPosition, seat: int) -> Choice:
        policy = self.policy
        if state.n != policy.players:
            raise BotError(f"this policy was trained at {policy.players} players, not {state.n}")
        layout = obs_layout(state.n)
        obs = np.zeros(policy.layers[0][0].shape[0], dtype=np.float32)
        encode_observation(seat_world(state, seat), seat, obs, layout)
        logits = policy.logits(obs)
        choices: list[tuple[float, Reading | Pass]] = []
        if state.can_pass():
            choices.append((float(logits[0]), PASS))
        for rd in state.legal_types():
            i = policy.index.get(reading_code(rd))
            if i is not None:
                choices.append((float(logits[1 + i]), rd))
        best = max(range(len(choices)), key=lambda k: choices[k][0])
        pick = choices[best][1]
        return PASS if isinstance(pick, Pass) else state.default_play(pick)


__all__ = ["Policy", "PolicyBot"]
