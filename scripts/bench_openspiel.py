"""The reference figure of issue 12: OpenSpiel's C++ Dou Dizhu under the same measure.

Random full games through pyspiel's Python API one call at a time: chance outcomes (the
deal) sampled from their distribution, and at each decision a uniformly random legal action
applied with ``apply_action``. Decisions per second counts only the players' decisions; the
deal's time is included, as in ``bench.py``'s MarsMatch figure. pyspiel is not a project
dependency: run this with any Python that has ``open_spiel`` installed, e.g.

    python -m venv /tmp/os && /tmp/os/bin/pip install open_spiel
    /tmp/os/bin/python scripts/bench_openspiel.py --json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time


def random_games(seconds: float, seed: int) -> dict[str, float]:
    import pyspiel  # the reference engine, installed by whoever runs this script

    game = pyspiel.load_game("dou_dizhu")
    rng = random.Random(seed)
    decisions = games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.legal_actions()  # uniform: each remaining card
                state.apply_action(outcomes[rng.randrange(len(outcomes))])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                decisions += 1
        games += 1
    elapsed = time.perf_counter() - t0
    return {"openspiel_dou_dizhu_decisions_per_s": decisions / elapsed,
            "openspiel_dou_dizhu_games_per_s": games / elapsed}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0, help="length of the run")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    res = random_games(args.seconds, seed=1)
    if args.json:
        json.dump({k: round(v, 1) for k, v in res.items()}, sys.stdout)
        print()
    else:
        for k, v in res.items():
            print(f"{k:<40} {v:>12,.0f}")


if __name__ == "__main__":
    main()
