"""Memory of a long simulation: a million random MarsMatch rounds (N = 4) streamed through
the simulator and folded into a summary, with the resident memory of this process (and of
its worker processes) sampled as the rounds go. Flat memory means the samples stay level.

    .venv/bin/python scripts/bench_memory.py [--rounds 1000000] [--workers 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from marsmatch.sim.config import SimConfig
from marsmatch.sim.runner import stream
from marsmatch.sim.stats import summarise


def rss_mb(pid: int) -> float:
    """Resident memory of a process in MB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def family_rss_mb() -> float:
    """This process and its children (the simulator's workers)."""
    me = os.getpid()
    total = rss_mb(me)
    for child in Path("/proc").iterdir():
        if child.name.isdigit():
            try:
                if f"PPid:\t{me}" in (child / "status").read_text():
                    total += rss_mb(int(child.name))
            except OSError:
                continue
    return total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=1_000_000)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cfg = SimConfig(players=4, rounds=args.rounds, bots=("random",), seed="memory")
    samples: list[tuple[int, float]] = []
    done = 0
    every = max(1, args.rounds // 20)

    def progress(k: int) -> None:
        nonlocal done
        before, done = done, done + k
        if before // every != done // every:
            samples.append((done, round(family_rss_mb(), 1)))

    t0 = time.perf_counter()
    summary = summarise(cfg, stream(cfg, workers=args.workers, progress=progress))
    seconds = time.perf_counter() - t0
    tail = [mb for _n, mb in samples[len(samples) // 5:]]  # after the first fifth
    out = {"rounds": summary["rounds"], "workers": args.workers, "seconds": round(seconds, 1),
           "rounds_per_s": round(args.rounds / seconds, 1), "rss_mb": samples,
           "rss_growth_after_first_fifth_mb": round(max(tail) - min(tail), 1) if tail else 0}
    if args.json:
        print(json.dumps(out))
        return
    for n, mb in samples:
        print(f"{n:>10,} rounds  {mb:8.1f} MB")
    print(f"{out['rounds']:,} rounds in {seconds:.0f} s ({out['rounds_per_s']:,.0f}/s); "
          f"resident memory grew {out['rss_growth_after_first_fifth_mb']} MB after the "
          "first fifth")


if __name__ == "__main__":
    main()
