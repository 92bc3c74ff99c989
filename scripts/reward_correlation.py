"""How well each MarsMatch reward measures winning: the Pearson correlation, over every
seat of many rounds, between a seat's reward and whether it won the real match.

Rounds are played by the vectorised environment (``rl.marsmatch_vector``) with uniformly
random legal actions; every reward mode is computed from the same finished rounds.

    .venv/bin/python scripts/reward_correlation.py --players 4 --rounds 20000
"""

from __future__ import annotations

import argparse
import json

import numpy as np

from marsmatch.rl._mm_rewards import REWARDS, final_rewards
from marsmatch.rl.marsmatch_vector import VectorEnv


def correlations(players: int, rounds: int, seed: int = 0, envs: int = 64) -> dict[str, float]:
    env = VectorEnv(envs, players=players)
    rng = np.random.default_rng(seed)
    _obs, mask = env.reset(seed=seed)
    won: list[float] = []
    rewards: dict[str, list[float]] = {m: [] for m in REWARDS}
    finished = 0
    while finished < rounds:
        pick = (rng.random(mask.shape) * mask).argmax(1)
        _obs, mask, _r, _done = env.step(pick)
        for end in env.ended.values():
            if finished >= rounds:
                break
            finished += 1
            won += [float(s == end.winner) for s in range(players)]
            for mode in REWARDS:
                rewards[mode] += final_rewards(end, mode, env.reward_scale,
                                               env.rules.score_ground_hand)
    w = np.asarray(won)
    return {m: float(np.corrcoef(np.asarray(r), w)[0, 1]) for m, r in rewards.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    ap.add_argument("--rounds", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    out = {n: correlations(n, args.rounds, args.seed) for n in args.players}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
