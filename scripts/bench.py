"""`make bench`: the engine's speed figures (one process, this machine), against the targets
of issue 2, then the other components' benchmarks.

Timing is wall-clock with time.perf_counter_ns; each figure is over many random hands
dealt from a fixed seed, so runs are comparable.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from marsmatch.games.marsmatch import (
    Rules,
    answer_types,
    count_plays,
    default_play,
    new_round,
    play_types,
)

HERE = Path(__file__).parent


def random_hand(rng: random.Random, n: int = 4) -> list[int]:
    shoe = [r for r in range(13) for _ in range(4 * n)] + [13] * n + [14] * n
    rng.shuffle(shoe)
    h = [0] * 15
    for r in shoe[:54]:
        h[r] += 1
    return h


def report(name: str, value: float, unit: str, target: str, ok: bool) -> None:
    print(f"{name:<58} {value:>12,.1f} {unit:<12} target {target:<12} {'ok' if ok else 'MISSED'}")


def bench_verify_and_apply(rng: random.Random, samples: int = 3000) -> float:
    """Median time of State.play (check the seat, the cards, the reading, the comparison,
    then apply) for a declared play at random decision points of random rounds."""
    times = []
    while len(times) < samples:
        state = new_round(Rules(), 4, seed=str(rng.random()))
        while not state.finished and len(times) < samples:
            types = state.legal_types()
            if not types or (state.can_pass() and rng.random() < 0.5):
                state.apply_unchecked(state.turn, None)
                continue
            play = state.default_play(rng.choice(types))
            seat = state.turn
            t0 = time.perf_counter_ns()
            state.play(seat, play)
            times.append(time.perf_counter_ns() - t0)
    return statistics.median(times) / 1000


def bench_play_types(rng: random.Random, hands: int = 500) -> float:
    sample = [random_hand(rng) for _ in range(hands)]
    t0 = time.perf_counter()
    for h in sample:
        play_types(h)
    return (time.perf_counter() - t0) / hands * 1e6


def bench_answers(rng: random.Random, samples: int = 2000) -> float:
    times = []
    for _ in range(samples):
        other = random_hand(rng)
        top = default_play(other, rng.choice(play_types(other)))
        h = random_hand(rng)
        t0 = time.perf_counter_ns()
        answer_types(h, top)
        times.append(time.perf_counter_ns() - t0)
    return statistics.median(times) / 1000


def bench_count(rng: random.Random, hands: int = 40) -> tuple[float, float]:
    times, plays = [], []
    for _ in range(hands):
        h = random_hand(rng)
        t0 = time.perf_counter()
        plays.append(count_plays(h)[0])
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000, statistics.mean(plays)


def bench_rounds(rng: random.Random, seconds: float = 5.0) -> tuple[float, float, int]:
    """Random full rounds: each decision generates the legal play types (leads or answers),
    picks one uniformly (or a pass), fills default attachments and applies it."""
    decisions = rounds = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = new_round(Rules(), 4, seed=str(rng.random()))
        while not state.finished:
            types = state.legal_types()
            pick = rng.randrange(len(types) + state.can_pass())
            state.apply_unchecked(state.turn, state.default_play(types[pick]) if pick < len(types)
                                  else None)
            decisions += 1
        rounds += 1
    elapsed = time.perf_counter() - t0
    return decisions / elapsed, rounds / elapsed, decisions // max(rounds, 1)


def main() -> None:
    rng = random.Random(20261121)
    print("MarsMatch engine (N = 4, 54-card hands, one process)")
    v = bench_verify_and_apply(rng)
    report("verify-and-apply a declared play (median)", v, "us", "<= 20 us", v <= 20)
    p = bench_play_types(rng)
    report("play types of a random 54-card hand (mean)", p, "us", "<= 1000 us", p <= 1000)
    a = bench_answers(rng)
    report("answers to a random top play (median)", a, "us", "<= 200 us", a <= 200)
    c, mean_plays = bench_count(rng)
    report(f"exact count of legal leads (median; mean {mean_plays:,.0f} plays)", c, "ms",
           "<= 50 ms", c <= 50)
    d, r, per_round = bench_rounds(rng)
    report(f"random full rounds ({r:,.0f} rounds/s, {per_round} decisions/round)", d,
           "decisions/s", ">= 20,000", d >= 20000)
    for extra in ("bench_lab.py", "bench_rl.py"):
        script = HERE / extra
        if script.exists():
            print()
            subprocess.run([sys.executable, str(script)], check=False)


if __name__ == "__main__":
    main()
