"""`make bench`: the engines' speed figures against the targets of issue 12.

    .venv/bin/python scripts/bench.py          # a table for people
    .venv/bin/python scripts/bench.py --json   # one JSON object (the keys below)
    .venv/bin/python scripts/bench.py --quick  # shorter runs (a rough figure in ~30 s)
    .venv/bin/python scripts/bench.py --engine # MarsMatch's engine figures only (~10 s)

``--engine`` imports nothing but the MarsMatch engine, so it measures another tree of the
project too (``PYTHONPATH=<tree>/src``; scripts/bench_versus.py runs it on 282f84e).

Every figure goes through the public Python API, one call at a time, with fixed seeds so
runs compare like with like. A *decision* is one ``apply_unchecked`` of a uniformly random
legal play type (MarsMatch: ``legal_types()``, the pass counted as one more choice where
allowed, the type's ``default_play``; or the same choice by number, ``action_count`` and
``apply_action_index``, as OpenSpiel's ``legal_actions`` and ``apply_action``); for Shengji it is one ``apply_unchecked`` of the
``random`` bot's action (declare or pass, bury, lead a unit or a throw, a random legal
follow). Timing is wall-clock (``time.perf_counter``); rates are over whole runs of a few
seconds, per-call figures are medians or means over many random hands, so the machine's
other load shows up as noise, not as a bias of one figure.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

from marsmatch.games import find_game
from marsmatch.games.marsmatch import answer_types, count_plays, default_play, play_types

MM = find_game("marsmatch")

#: (key, what, unit, target text, check against the target)
TARGETS: list[tuple[str, str, str, str, Callable[[float], bool]]] = [
    ("mm_random_rounds_n4_decisions_per_s", "MarsMatch random full rounds, N=4", "dec/s",
     ">= 350,000", lambda v: v >= 350_000),
    ("mm_random_rounds_n3_decisions_per_s", "MarsMatch random full rounds, N=3", "dec/s",
     "", lambda v: True),
    ("mm_random_rounds_n4_numbered_decisions_per_s",
     "MarsMatch random full rounds, N=4, numbered actions", "dec/s", "", lambda v: True),
    ("mm_play_types_us", "play types of a 54-card hand (mean)", "us", "<= 2", lambda v: v <= 2),
    ("mm_answers_us", "answers to a top play (median)", "us", "<= 1", lambda v: v <= 1),
    ("mm_count_leads_ms", "exact count of legal leads (median)", "ms", "<= 2",
     lambda v: v <= 2),
    ("mm_deal_us", "deal a round, N=4 (new_round from a seed, mean)", "us", "",
     lambda v: True),
    ("mm_state_copy_bytes", "a State copy mid-round, N=4 (bytes allocated)", "B", "<= 2048",
     lambda v: v <= 2048),
    ("sj_random_deals_2decks_decisions_per_s", "Shengji random deals, 2 decks", "dec/s",
     ">= 10x today", lambda v: True),
    ("env_marsmatch_v0_steps_per_s", "marsmatch_v0 N=4 (observe + step)", "steps/s",
     ">= 50,000", lambda v: v >= 50_000),
    ("env_shengji_v0_steps_per_s", "shengji_v0 2 decks (observe + step)", "steps/s",
     ">= 30,000", lambda v: v >= 30_000),
    ("sim_greedy_mm_n4_rounds_per_s", "simulator, greedy bots, MarsMatch N=4 (1 worker)",
     "rounds/s", ">= 5,000", lambda v: v >= 5_000),
    ("sim_greedy_sj_2decks_deals_per_s", "simulator, greedy bots, Shengji 2 decks (1 worker)",
     "deals/s", ">= 1,000", lambda v: v >= 1_000),
    ("sim_speedup_2_workers", "simulator, greedy N=4: 2 workers vs 1", "x", ">= 1.8",
     lambda v: v >= 1.8),
    ("mm_batch_threads_speedup_2", "compiled random-round batch: 2 threads vs 1", "x", "",
     lambda v: True),
]


def random_hand(rng: random.Random, n: int = 4) -> list[int]:
    """54 cards drawn from the N-deck shoe, as a rank-count vector."""
    shoe = [r for r in range(13) for _ in range(4 * n)] + [13] * n + [14] * n
    rng.shuffle(shoe)
    h = [0] * 15
    for r in shoe[:54]:
        h[r] += 1
    return h


# --- MarsMatch ---------------------------------------------------------------------------


def play_random_round(state: Any, rng: random.Random) -> int:
    """Play a MarsMatch round to its end by uniformly random play types (the pass one more
    choice where allowed) with their default attachments; the decisions made."""
    decisions = 0
    while not state.finished:
        types = state.legal_types()
        pick = rng.randrange(len(types) + state.can_pass())
        state.apply_unchecked(state.turn, state.default_play(types[pick])
                              if pick < len(types) else None)
        decisions += 1
    return decisions


def mm_random_rounds(players: int, seconds: float, seed: int,
                     numbered: bool = False) -> dict[str, float]:
    """Random full rounds: deal, then at each decision a uniformly random legal play type
    (or the pass) with its default attachments, applied with ``apply_unchecked``; or, with
    ``numbered``, the same choice by number (``action_count``, ``apply_action_index``: the
    shape of OpenSpiel's ``legal_actions`` / ``apply_action`` loop in bench_openspiel.py)."""
    rng = random.Random(seed)
    rules = MM.rules()
    decisions = rounds = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = MM.new_round(rules, players=players, seed=f"bench/{rounds}")
        if numbered:
            while not state.finished:
                state.apply_action_index(rng.randrange(state.action_count()))
                decisions += 1
        else:
            decisions += play_random_round(state, rng)
        rounds += 1
    elapsed = time.perf_counter() - t0
    return {"decisions_per_s": decisions / elapsed, "rounds_per_s": rounds / elapsed,
            "decisions_per_round": decisions / max(rounds, 1)}


def mm_play_types(seed: int, hands: int = 2000, repeat: int = 5) -> float:
    rng = random.Random(seed)
    sample = [random_hand(rng) for _ in range(hands)]
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for h in sample:
            play_types(h)
        best = min(best, time.perf_counter() - t0)
    return best / hands * 1e6


def mm_answers(seed: int, samples: int = 3000) -> float:
    """Median time of ``answer_types(hand, top)`` for a default play of a random lead type
    of another random hand."""
    rng = random.Random(seed)
    cases = []
    for _ in range(samples):
        other = random_hand(rng)
        top = default_play(other, rng.choice(play_types(other)))
        cases.append((random_hand(rng), top))
    times = []
    for h, top in cases:
        t0 = time.perf_counter_ns()
        answer_types(h, top)
        times.append(time.perf_counter_ns() - t0)
    return statistics.median(times) / 1000


def mm_count(seed: int, hands: int, seconds: float) -> tuple[float, float]:
    rng = random.Random(seed)
    times, plays = [], []
    t_end = time.perf_counter() + seconds
    for _ in range(hands):
        h = random_hand(rng)
        t0 = time.perf_counter()
        plays.append(count_plays(h)[0])
        times.append(time.perf_counter() - t0)
        if time.perf_counter() > t_end and len(times) >= 5:
            break
    return statistics.median(times) * 1000, statistics.mean(plays)


def mm_deal(rounds: int) -> float:
    rules = MM.rules()
    t0 = time.perf_counter()
    for i in range(rounds):
        MM.new_round(rules, players=4, seed=f"deal/{i}")
    return (time.perf_counter() - t0) / rounds * 1e6


def mm_verify_apply(seed: int, samples: int = 3000) -> float:
    """Median time of the checked ``apply_action`` of a declared play mid-round."""
    rng = random.Random(seed)
    rules = MM.rules()
    times = []
    k = 0
    while len(times) < samples:
        state = MM.new_round(rules, players=4, seed=f"verify/{k}")
        k += 1
        while not state.finished and len(times) < samples:
            types = state.legal_types()
            if not len(types) or (state.can_pass() and rng.random() < 0.5):
                state.apply_unchecked(state.turn, None)
                continue
            play = state.default_play(types[rng.randrange(len(types))])
            seat = state.turn
            t0 = time.perf_counter_ns()
            state.apply_action(seat, play)
            times.append(time.perf_counter_ns() - t0)
    return statistics.median(times) / 1000


def mm_copy_bytes(seed: int, samples: int = 200) -> float:
    """Bytes allocated by ``State.copy()`` (and kept by the copy), at random points of
    random N=4 rounds; the largest seen."""
    rng = random.Random(seed)
    rules = MM.rules()
    worst = 0
    tracemalloc.start()
    try:
        for i in range(samples):
            state = MM.new_round(rules, players=4, seed=f"copy/{i}")
            stop = rng.randrange(10, 120)
            steps = 0
            while not state.finished and steps < stop:
                types = state.legal_types()
                pick = rng.randrange(len(types) + state.can_pass())
                state.apply_unchecked(state.turn, state.default_play(types[pick])
                                      if pick < len(types) else None)
                steps += 1
            gc.collect()
            before = tracemalloc.get_traced_memory()[0]
            copy = state.copy()
            worst = max(worst, tracemalloc.get_traced_memory()[0] - before)
            del copy
    finally:
        tracemalloc.stop()
    return float(worst)


# --- Shengji -----------------------------------------------------------------------------


def sj_random_deals(decks: int, seconds: float, seed: int) -> dict[str, float]:
    """Random deals: the banker drawn from the deal's seed (no redeal), then the random
    bot's action for every seat, applied with ``apply_unchecked``."""
    from marsmatch.bots.shengji import random_action
    from marsmatch.shuffle import draw_seat

    sj = find_game("shengji")
    rng = random.Random(seed)
    rules = sj.rules(decks=decks)
    decisions = deals = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = f"sj/{deals}"
        state = sj.new_round(rules, players=4, seed=s, banker=draw_seat(s, 4))
        while not state.finished:
            seat = state.to_act[0]
            state.apply_unchecked(seat, random_action(state, seat, rng))
            decisions += 1
        deals += 1
    elapsed = time.perf_counter() - t0
    return {"decisions_per_s": decisions / elapsed, "deals_per_s": deals / elapsed}


# --- RL environments ---------------------------------------------------------------------


def env_steps(env: Any, seconds: float, seed: int) -> float:
    """``observe`` the agent to act, pick a uniformly random legal action from the mask,
    ``step``; rounds restart with ``reset`` (counted in the time)."""
    import numpy as np

    rng = random.Random(seed)
    steps = 0
    env.reset(seed=seed)
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        if env.finished():
            env.reset()
            continue
        mask = env.observe(env.agent_selection)["action_mask"]
        legal = np.flatnonzero(mask)
        env.step(int(legal[rng.randrange(len(legal))]))
        steps += 1
    return steps / (time.perf_counter() - t0)


def vector_env_steps(seconds: float, seed: int, num_envs: int = 64) -> float:
    """The vectorised MarsMatch env (``rl.marsmatch_vector``): steps (one per round) per
    second with a uniformly random legal action per round."""
    import numpy as np

    from marsmatch.rl.marsmatch_vector import vector_env

    env = vector_env(num_envs, players=4)
    _obs, mask = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        acts = (rng.random(mask.shape, dtype=np.float32) * mask).argmax(axis=1)
        _obs, mask, _rewards, _done = env.step(acts)
        steps += num_envs
    return steps / (time.perf_counter() - t0)


# --- batches and the simulator -----------------------------------------------------------


def batch_threads(rounds: int) -> dict[str, float]:
    """Whole random rounds in compiled batches (``sim._marsmatch.play_rounds``), on one
    thread and split over two (the batch releases the GIL)."""
    from concurrent.futures import ThreadPoolExecutor

    from marsmatch.games.marsmatch.table import table_rules
    from marsmatch.sim._marsmatch import play_rounds

    numbers = table_rules(MM.rules(), 4)

    def batch(r: range) -> Any:
        return play_rounds("batch", 4, numbers, r, r, [("random", 0, 0)], [[0] * 4] * len(r))

    t0 = time.perf_counter()
    batch(range(rounds))
    one = time.perf_counter() - t0
    half = rounds // 2
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(batch, [range(half), range(half, rounds)]))
    two = time.perf_counter() - t0
    return {"rounds_per_s": rounds / one, "speedup": one / two}


def sim_greedy(game: str, rounds: int, **fields: Any) -> float:
    """Rounds (deals) per second of the simulator on one worker with greedy bots in every
    seat (the compiled whole-round loop), summaries included."""
    from marsmatch.sim.config import SimConfig
    from marsmatch.sim.runner import run

    cfg = SimConfig(game=game, rounds=rounds, bots=("greedy",), seed="bench-greedy", **fields)
    run(SimConfig(game=game, rounds=10, bots=("greedy",), **fields), workers=1)  # warm: the modules and the rules loaded
    t0 = time.perf_counter()
    run(cfg, workers=1)
    return rounds / (time.perf_counter() - t0)



def sim_speedup(rounds: int) -> dict[str, float]:
    """The same greedy N=4 simulation summarised on 1 and on 2 workers (``simulate``'s path,
    ``runner.summary``: each worker folds its rounds; the results are identical)."""
    from marsmatch.sim.config import SimConfig
    from marsmatch.sim.runner import summary

    cfg = SimConfig(players=4, rounds=rounds, bots=("greedy",), seed="bench")
    out = {}
    for workers in (1, 2):
        t0 = time.perf_counter()
        summary(cfg, workers=workers)
        out[workers] = time.perf_counter() - t0
    return {"speedup": out[1] / out[2], "rounds_per_s_1": rounds / out[1],
            "rounds_per_s_2": rounds / out[2]}


# --- the whole bench ---------------------------------------------------------------------


#: MarsMatch's engine figures (``--engine``; scripts/bench_versus.py): key -> whether more is
#: faster (a rate) or less is (a time)
ENGINE = {"mm_random_rounds_n4_decisions_per_s": True, "mm_random_rounds_n3_decisions_per_s": True,
          "mm_random_rounds_n4_numbered_decisions_per_s": True,
          "mm_play_types_us": False, "mm_answers_us": False, "mm_count_leads_ms": False,
          "mm_deal_us": False, "mm_verify_apply_us": False}
#: random rounds by numbered actions, OpenSpiel's loop (bench_versus compares the two)
NUMBERED = "mm_random_rounds_n4_numbered_decisions_per_s"


def measure_engine(f: float) -> dict[str, Any]:
    """MarsMatch's engine figures, the runs scaled by ``f``."""
    res: dict[str, Any] = {}
    r4 = mm_random_rounds(4, 5 * f, 1)
    res["mm_random_rounds_n4_decisions_per_s"] = r4["decisions_per_s"]
    res["mm_random_rounds_n4_rounds_per_s"] = r4["rounds_per_s"]
    res["mm_random_rounds_n4_decisions_per_round"] = r4["decisions_per_round"]
    res["mm_random_rounds_n3_decisions_per_s"] = mm_random_rounds(3, 3 * f, 2)[
        "decisions_per_s"]
    if hasattr(MM.new_round(MM.rules(), players=4, seed="bench"), "action_count"):
        # (a tree from before numbered actions has no such figure: bench_versus skips it)
        res[NUMBERED] = mm_random_rounds(4, 5 * f, 1, numbered=True)["decisions_per_s"]
    res["mm_play_types_us"] = mm_play_types(3, hands=int(2000 * f))
    res["mm_answers_us"] = mm_answers(4, samples=int(3000 * f))
    count_ms, mean_plays = mm_count(5, hands=40, seconds=6 * f)
    res["mm_count_leads_ms"] = count_ms
    res["mm_count_leads_mean_plays"] = mean_plays
    res["mm_deal_us"] = mm_deal(int(2000 * f))
    res["mm_verify_apply_us"] = mm_verify_apply(6, samples=int(3000 * f))
    return res


def measure(quick: bool) -> dict[str, Any]:
    from marsmatch.rl import marsmatch_v0, shengji_v0

    f = 0.4 if quick else 1.0
    res = measure_engine(f)
    res["mm_state_copy_bytes"] = mm_copy_bytes(7, samples=int(200 * f))
    sj = sj_random_deals(2, 5 * f, 8)
    res["sj_random_deals_2decks_decisions_per_s"] = sj["decisions_per_s"]
    res["sj_random_deals_2decks_deals_per_s"] = sj["deals_per_s"]
    res["env_marsmatch_v0_steps_per_s"] = env_steps(marsmatch_v0.raw_env(players=4),
                                                    4 * f, 9)
    res["env_shengji_v0_steps_per_s"] = env_steps(shengji_v0.raw_env(decks=2, banker=0),
                                                  4 * f, 10)
    res["env_marsmatch_vector_steps_per_s"] = vector_env_steps(3 * f, 11)
    batch = batch_threads(int(20000 * f))
    res["mm_batch_random_rounds_per_s"] = batch["rounds_per_s"]
    res["mm_batch_threads_speedup_2"] = batch["speedup"]
    res["sim_greedy_mm_n4_rounds_per_s"] = sim_greedy("marsmatch", int(10000 * f), players=4)
    res["sim_greedy_sj_2decks_deals_per_s"] = sim_greedy("shengji", int(4000 * f), decks=2)
    sim = sim_speedup(int(40000 * f))
    res["sim_speedup_2_workers"] = sim["speedup"]
    res["sim_greedy_n4_rounds_per_s_1_worker"] = sim["rounds_per_s_1"]
    res["sim_greedy_n4_rounds_per_s_2_workers"] = sim["rounds_per_s_2"]
    return {k: round(v, 3) if isinstance(v, float) else v for k, v in res.items()}


def print_table(res: dict[str, Any]) -> None:
    print(f"{'figure':<52} {'measured':>14} {'unit':<8} {'target':<12}")
    for key, what, unit, target, ok in TARGETS:
        v = res[key]
        mark = "" if not target else ("ok" if ok(v) else "MISSED")
        print(f"{what:<52} {v:>14,.2f} {unit:<8} {target:<12} {mark}")
    extras = [k for k in res if k not in {t[0] for t in TARGETS}]
    for k in extras:
        print(f"  {k:<50} {res[k]:>14,.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--quick", action="store_true", help="shorter runs")
    ap.add_argument("--engine", action="store_true",
                    help="MarsMatch's engine figures only (another tree's too, by PYTHONPATH)")
    ap.add_argument("--scale", type=float, default=1.0,
                    help="with --engine: the runs' length, a fraction of the full ones")
    args = ap.parse_args()
    if args.engine:
        res = {k: round(v, 3) for k, v in measure_engine(args.scale).items()}
        print(json.dumps(res) if args.json else "\n".join(f"{k:<50} {v:>14,.3f}"
                                                           for k, v in res.items()))
        return
    res = measure(args.quick)
    if args.json:
        json.dump(res, sys.stdout)
        print()
    else:
        print_table(res)


if __name__ == "__main__":
    main()
