"""Instructions of fixed amounts of MarsMatch engine work: figures that stay put under load.

    .venv/bin/python scripts/bench_instructions.py                 # callgrind, a table
    .venv/bin/python scripts/bench_instructions.py --json          # one JSON object
    .venv/bin/python scripts/bench_instructions.py --branches      # and simulated mispredictions
    PYTHONPATH=/tmp/old/src .venv/bin/python scripts/bench_instructions.py   # another tree

The parts are ``make bench``'s MarsMatch figures (random rounds, play types, answers, deal,
verify), each a fixed number of calls through the public Python API on inputs made before
from fixed seeds. The script runs itself under valgrind's callgrind, which dumps its
counters whenever the marker (``_dealstream.use_portable_sha256``, which no part calls) is
entered: each part's work is the interval between two markers, so the inputs' making and
Python's start-up are not counted. Wall time on a shared machine says little; instruction
counts compare two trees or two builds like with like. ``--branches`` adds callgrind's
simulated branch predictor (conditional and indirect branches and their mispredictions per
call), for machines without hardware counters (``perf stat -e cycles`` reads <not
supported> in a VM); it is a model, so compare the wall-clock ``make bench`` on an idle
machine too.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: part -> (what, calls)
PARTS = {"rounds": ("random full rounds, N=4 (decisions)", 10),
         "types": ("play types of a 54-card hand", 500),
         "answers": ("answers to a top play", 500),
         "deal": ("deal a round, N=4", 100),
         "verify": ("checked apply_action of a play (less apply_unchecked)", 400)}




def work() -> dict[str, int]:
    """Every part between markers; returns each part's count of calls (decisions)."""
    from bench import play_random_round, random_hand  # (scripts/ is this script's folder)
    from marsmatch._dealstream import use_portable_sha256

    from marsmatch.games import find_game
    from marsmatch.games.marsmatch import answer_types, default_play, play_types

    mm = find_game("marsmatch")
    rules = mm.rules()

    def mark() -> None:
        use_portable_sha256(False)

    def timed(prepare: Callable[[], Callable[[], int]]) -> int:
        run = prepare()
        mark()
        n = run()
        mark()
        return n

    def rounds() -> Callable[[], int]:
        def run() -> int:
            rng, decisions = random.Random(1), 0
            for i in range(PARTS["rounds"][1]):
                decisions += play_random_round(
                    mm.new_round(rules, players=4, seed=f"bench/{i}"), rng)
            return decisions
        return run

    def types() -> Callable[[], int]:
        rng = random.Random(2)
        sample = [random_hand(rng) for _ in range(PARTS["types"][1])]
        return lambda: sum(1 for h in sample if play_types(h) is not None)

    def answers() -> Callable[[], int]:
        rng, cases = random.Random(3), []
        for _ in range(PARTS["answers"][1]):
            other = random_hand(rng)
            top = default_play(other, rng.choice(play_types(other)))
            cases.append((random_hand(rng), top))
        return lambda: sum(1 for h, top in cases if answer_types(h, top) is not None)

    def deal() -> Callable[[], int]:
        def run() -> int:
            for i in range(PARTS["deal"][1]):
                mm.new_round(rules, players=4, seed=f"deal/{i}")
            return PARTS["deal"][1]
        return run

    def positions(checked: bool) -> Callable[[], Callable[[], int]]:
        def prepare() -> Callable[[], int]:
            def run() -> int:
                rng, done, k = random.Random(4), 0, 0
                while done < PARTS["verify"][1]:
                    state = mm.new_round(rules, players=4, seed=f"verify/{k}")
                    k += 1
                    while not state.finished and done < PARTS["verify"][1]:
                        legal = state.legal_types()
                        if not len(legal) or (state.can_pass() and rng.random() < 0.5):
                            state.apply_unchecked(state.turn, None)
                            continue
                        play = state.default_play(legal[rng.randrange(len(legal))])
                        if checked:
                            state.apply_action(state.turn, play)
                        else:
                            state.apply_unchecked(state.turn, play)
                        done += 1
                return done
            return run
        return prepare

    return {"rounds": timed(rounds), "types": timed(types), "answers": timed(answers),
            "deal": timed(deal), "verify": timed(positions(True)),
            "verify_base": timed(positions(False))}


#: callgrind's events with ``--branch-sim=yes``, in its order
BRANCH_EVENTS = ("instructions", "branches", "mispredicted", "indirect", "indirect_mispredicted")


def measure(branches: bool = False) -> dict[str, Any]:
    """Run ``work`` under callgrind; instructions per call of each part (with ``branches``,
    a dict of ``BRANCH_EVENTS`` per call for each part)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "cg.out"
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", "--dump-before=ms_sha256_portable",
             *(["--branch-sim=yes"] if branches else []),
             f"--callgrind-out-file={out}", sys.executable, __file__, "--work"],
            capture_output=True, text=True, env=os.environ.copy(), check=False)
        if proc.returncode:
            raise SystemExit(f"callgrind failed: {proc.stderr[-2000:]}")
        counts = json.loads(proc.stdout)
        dumps = sorted(Path(tmp).glob("cg.out.*"), key=lambda p: int(p.suffix[1:]))
        totals = [[int(x) for x in next(line.split()[1:] for line in d.read_text().splitlines()
                                        if line.startswith("totals:"))] for d in dumps]
    # dump k ends the interval before the k-th marker: intervals 2, 4, 6... are the works
    works = dict(zip(counts, totals[1::2], strict=True))
    works["verify"] = [a - b for a, b in zip(works["verify"], works.pop("verify_base"), strict=True)]
    del counts["verify_base"]
    if not branches:
        return {part: works[part][0] / counts[part] for part in counts}
    return {part: dict(zip(BRANCH_EVENTS, (w / counts[part] for w in works[part]), strict=True))
            for part in counts}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--branches", action="store_true",
                        help="also simulate branch prediction (mispredictions per call)")
    parser.add_argument("--work", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        print(json.dumps(work()))
        return
    res = measure(args.branches)
    if args.json:
        print(json.dumps(res))
        return
    for part, per in res.items():
        if not args.branches:
            print(f"{PARTS[part][0]:<55} {per:>14,.0f} instructions per call")
            continue
        print(f"{PARTS[part][0]:<55} {per['instructions']:>10,.0f} instructions, "
              f"{per['mispredicted']:>7,.1f} of {per['branches']:,.0f} branches and "
              f"{per['indirect_mispredicted']:,.1f} of {per['indirect']:,.0f} indirect "
              f"mispredicted per call")


if __name__ == "__main__":
    main()
