"""An off-the-shelf baseline: sb3-contrib's MaskablePPO on ``SingleAgentEnv``.

One seat learns against bots (``--opponent``, ``random`` by default), with PettingZoo's
action-masking pattern: the environment's ``action_masks()`` is the observation's
``action_mask`` (one ``int8`` array), and MaskablePPO never samples a masked action. The
policy sees the observation vector only (``FlatObservation``). After training it is
evaluated greedily on seeds it never trained on, against the bots named in ``--eval``
(win rates of the learner's seat: ``info["won"]``, with 95% Wilson intervals), and its
network can be exported for the bots' ladder (``--export``: numpy weights that the
``policy`` bot plays, MarsMatch only).

Install the optional part first (torch comes with it; ``make test-rl`` does this):

    .venv/bin/python -m pip install torch==2.13.0 && .venv/bin/python -m pip install -e '.[ppo]'
    .venv/bin/python examples/maskable_ppo.py --players 4 --steps 300000 \\
        --eval random,greedy --out examples/results/maskable_ppo.json \\
        --export examples/results/maskable_ppo_n4.npz
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

from marsmatch.rl import SingleAgentEnv
from marsmatch.rl._mm_actions import vocabulary
from marsmatch.sim.stats import wilson


class FlatObservation(gym.ObservationWrapper):
    """The observation vector alone (the mask reaches the agent through ``action_masks``)."""

    def __init__(self, env: SingleAgentEnv) -> None:
        super().__init__(env)
        self.observation_space = env.observation_space["observation"]

    def observation(self, observation: dict[str, np.ndarray]) -> np.ndarray:
        return observation["observation"]

    def action_masks(self) -> np.ndarray:
        return self.env.unwrapped.action_masks()  # type: ignore[attr-defined,no-any-return]


def make_env(args: argparse.Namespace, opponent: str) -> FlatObservation:
    options: dict[str, Any] = ({"players": args.players, "reward": "win_loss"}
                               if args.game == "marsmatch" else {"decks": args.decks})
    return FlatObservation(SingleAgentEnv(args.game, opponent=opponent, **options))


def evaluate(model: Any, env: FlatObservation, games: int, seed: int) -> dict[str, Any]:
    """The learner's seat's wins over ``games`` deals, playing its most likely action."""
    won = 0
    for g in range(games):
        obs, _ = env.reset(seed=seed + g)
        while True:
            action, _ = model.predict(obs, action_masks=env.action_masks(), deterministic=True)
            obs, _r, terminated, truncated, info = env.step(int(action))
            if terminated or truncated:
                won += bool(info.get("won"))
                break
    lo, hi = wilson(won, games)
    return {"games": games, "won": won, "win_rate": won / games, "ci95": [lo, hi]}


def export(model: Any, path: Path, players: int) -> None:
    """The policy network's layers (ReLU or tanh MLP, then the action logits) and the
    action vocabulary, as numpy arrays for the ``policy`` bot."""
    from marsmatch.features.marsmatch import reading_code

    net = model.policy.mlp_extractor.policy_net
    layers = [m for m in net if hasattr(m, "weight")]
    arrays: dict[str, np.ndarray] = {}
    for i, layer in enumerate(layers):
        arrays[f"w{i}"] = layer.weight.detach().cpu().numpy().T.astype(np.float32)
        arrays[f"b{i}"] = layer.bias.detach().cpu().numpy().astype(np.float32)
    head = model.policy.action_net
    arrays["w_out"] = head.weight.detach().cpu().numpy().T.astype(np.float32)
    arrays["b_out"] = head.bias.detach().cpu().numpy().astype(np.float32)
    arrays["activation"] = np.array(type(net[1]).__name__.lower())
    arrays["vocabulary"] = np.array([reading_code(rd) for rd in vocabulary(players)], dtype=np.int32)
    arrays["players"] = np.array(players)
    np.savez_compressed(path, **arrays)


def train(args: argparse.Namespace) -> Any:
    """MaskablePPO's default MLP policy trained for ``args.steps`` decisions."""
    from sb3_contrib import MaskablePPO

    model = MaskablePPO("MlpPolicy", make_env(args, args.opponent), seed=args.seed, verbose=0,
                        n_steps=1024, batch_size=256, learning_rate=3e-4, gamma=1.0)
    return model.learn(total_timesteps=args.steps)


def arguments(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=("marsmatch", "shengji"), default="marsmatch")
    ap.add_argument("--players", type=int, default=4, help="MarsMatch table size")
    ap.add_argument("--decks", type=int, default=2, help="Shengji decks")
    ap.add_argument("--opponent", default="random", help="the bots it trains against")
    ap.add_argument("--steps", type=int, default=100_000, help="the learner's decisions")
    ap.add_argument("--eval", default="random,greedy", help="bots to evaluate against")
    ap.add_argument("--eval-games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=1, help="torch's threads")
    ap.add_argument("--out", type=Path, default=None, help="write the results as JSON")
    ap.add_argument("--export", type=Path, default=None, help="the policy for the ladder")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    import torch

    args = arguments(argv)
    torch.set_num_threads(args.threads)
    start = time.process_time()
    model = train(args)
    results: dict[str, Any] = {"game": args.game, "steps": args.steps, "opponent": args.opponent,
                               "cpu_seconds": round(time.process_time() - start, 1), "vs": {}}
    for k, name in enumerate(b for b in args.eval.split(",") if b):
        results["vs"][name] = evaluate(model, make_env(args, name), args.eval_games,
                                       10_000_000 + 100_000 * k)
    if args.export and args.game == "marsmatch":
        export(model, args.export, args.players)
    if args.out:
        args.out.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(results))
    return results


if __name__ == "__main__":
    main()
