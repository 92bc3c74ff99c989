"""Rules-lab benchmark: simulation speed in rounds per second (``make bench`` calls it).

Usage: python scripts/bench_lab.py [--rounds R] [--workers W] [--json]

Measures, with fixed seeds:
* MarsMatch, N = 4, greedy bots in every seat, W worker processes (default 2);
* the same with one worker (in-process);
* MarsMatch deal + Heavenly Hands only (no real match), N = 4;
* Shengji, 2 decks, greedy bots, W workers.
"""

from __future__ import annotations

import argparse
import json
import time

from marsmatch.sim.config import SimConfig
from marsmatch.sim.runner import run


def measure(config: SimConfig, workers: int) -> dict[str, float]:
    start = time.perf_counter()
    run(config, workers=workers)
    seconds = time.perf_counter() - start
    return {"rounds": config.rounds, "workers": workers, "seconds": round(seconds, 3),
            "rounds_per_second": round(config.rounds / seconds, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    r, w = args.rounds, args.workers
    cases = {
        f"marsmatch N=4 greedy, {w} workers": (SimConfig(players=4, rounds=r, bots=("greedy",),
                                                         seed="bench"), w),
        "marsmatch N=4 greedy, 1 worker": (SimConfig(players=4, rounds=r // 2,
                                                     bots=("greedy",), seed="bench"), 1),
        f"marsmatch N=4 deal + Heavenly only, {w} workers": (
            SimConfig(players=4, rounds=r * 5, deal_only=True, seed="bench"), w),
        f"shengji 2 decks greedy, {w} workers": (
            SimConfig(game="shengji", rounds=max(1, r // 4), bots=("greedy",), seed="bench"), w),
    }
    results = {name: measure(cfg, workers) for name, (cfg, workers) in cases.items()}
    if args.json:
        print(json.dumps(results))
        return
    for name, row in results.items():
        print(f"{name:48s} {row['rounds_per_second']:9.1f} rounds/s "
              f"({row['rounds']} rounds in {row['seconds']:.2f} s)")


if __name__ == "__main__":
    main()
