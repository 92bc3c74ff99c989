"""Environment steps per second of the RL adapters (one process, this machine).

A step is one ``env.step`` of the raw PettingZoo environment, with ``observe`` of the
agent to act before it (what a learner does) and a uniformly random legal action from
the mask. Rounds restart with ``reset`` when they end; resets count in the time.
``SingleAgentEnv`` counts learner steps (the bots' moves happen inside them).

    .venv/bin/python scripts/bench_rl.py [--seconds 2]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from marsmatch.rl import marsmatch_v0, shengji_v0
from marsmatch.rl.marsmatch_vector import VectorEnv
from marsmatch.rl.single_agent import SingleAgentEnv


def bench_aec(env, seconds: float, seed: int = 0) -> tuple[float, float]:
    rng = np.random.default_rng(seed)
    steps = rounds = 0
    env.reset(seed=seed)
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        if env.finished():
            rounds += 1
            env.reset()
            continue
        obs = env.observe(env.agent_selection)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    elapsed = time.perf_counter() - t0
    return steps / elapsed, rounds / elapsed


def bench_single(env: SingleAgentEnv, seconds: float, seed: int = 0) -> tuple[float, float]:
    rng = np.random.default_rng(seed)
    steps = episodes = 0
    obs, _ = env.reset(seed=seed)
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        obs, _r, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
        if term or trunc:
            episodes += 1
            obs, _ = env.reset()
    elapsed = time.perf_counter() - t0
    return steps / elapsed, episodes / elapsed


def bench_vector(num_envs: int, players: int, seconds: float, seed: int = 0) -> tuple[float, float]:
    """Steps/s of ``marsmatch_vector`` (one step = one action in one round) with random
    legal actions."""
    env = VectorEnv(num_envs, players=players)
    rng = np.random.default_rng(seed)
    _obs, mask = env.reset(seed=seed)
    steps = rounds = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        pick = (rng.random(mask.shape) * mask).argmax(1)
        _obs, mask, _r, done = env.step(pick)
        steps += num_envs
        rounds += int(done.sum())
    elapsed = time.perf_counter() - t0
    return steps / elapsed, rounds / elapsed


def line(name: str, steps: float, rounds: float, unit: str = "rounds/s") -> None:
    print(f"{name:<58} {steps:>10,.0f} steps/s {rounds:>8,.1f} {unit}")


def main() -> None:
    ap = argparse.ArgumentParser(description="RL environment steps/s")
    ap.add_argument("--seconds", type=float, default=2.0)
    args = ap.parse_args()
    sec = args.seconds
    print("RL environments (random legal actions, observe + step)")
    for n in (2, 3, 4):
        s, r = bench_aec(marsmatch_v0.raw_env(players=n), sec)
        line(f"marsmatch_v0 N={n}, attachments=default", s, r)
    for mode in ("choose", "full"):
        s, r = bench_aec(marsmatch_v0.raw_env(players=4, attachments=mode), sec)
        line(f"marsmatch_v0 N=4, attachments={mode}", s, r)
    for d in (1, 2, 3):
        s, r = bench_aec(shengji_v0.raw_env(decks=d, banker=0), sec)
        line(f"shengji_v0 decks={d} (card-by-card plays)", s, r)
    s, r = bench_aec(shengji_v0.raw_env(decks=3, banker=0, rules={
        "trick_draw_policy": "longer_tuples_protected"}), sec)
    line("shengji_v0 decks=3, longer_tuples_protected", s, r)
    s, r = bench_vector(64, 4, sec)
    line("marsmatch_vector 64 rounds N=4 (round steps)", s, r)
    s, r = bench_single(SingleAgentEnv("marsmatch", players=2, opponent="random"), sec)
    line("SingleAgentEnv marsmatch N=2 vs random (learner steps)", s, r, "episodes/s")
    s, r = bench_single(SingleAgentEnv("shengji", decks=2, opponent="random"), sec)
    line("SingleAgentEnv shengji decks=2 vs random (learner steps)", s, r, "episodes/s")


if __name__ == "__main__":
    main()
