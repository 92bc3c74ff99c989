"""The review's blunder set and its measure (issue 33).

``build``: rounds of mixed bots (random, greedy) are replayed decision by decision; at each
decision of seat 0 a deep search (the review's judge at ten times its redeals) weighs every
candidate move, and a position joins the set when some move loses at least ``--clear``
(0.20, a blunder's loss) of the chance to win against the deep search's best, beyond three
standard errors of the paired difference. A quick look at ``--screen`` redeals with other
random numbers first skips the positions where no move loses even half that. The set keeps each position's record, the action number, the clearly
worse move and the deep search's best.

``measure``: the review (the default budget) judges each set position twice, as if the
clearly worse move had been played and as if the deep best had been: the share of worse
moves it marks mistake or blunder (the target: at least 0.90) and the share of best moves
it marks so (at most 0.05), with 95% Wilson intervals; and the time to review one whole
round on one core.

    nice -n 10 .venv/bin/python scripts/review_blunders.py build --game shengji \\
        --positions 200 --out examples/results/review/blunders-shengji.json
    nice -n 10 .venv/bin/python scripts/review_blunders.py measure \\
        examples/results/review/blunders-shengji.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from marsmatch.bots import make_bot
from marsmatch.games import find_game
from marsmatch.records import Record, loads_record
from marsmatch.review import review_record
from marsmatch.review.games import JUDGES, REDEALS
from marsmatch.review.judge import judge
from marsmatch.sim.stats import wilson

DEEP = 10  # the deep search's redeals, as a multiple of the review's


def new_round(game: str, seed: str) -> Any:
    return find_game(game).new_round(None, players=4, seed=seed)


def positions_of(record: Record) -> Any:
    """Each decision of the record: (action number, state before it, the action dict)."""
    game = find_game(record.game)
    state = game.new_round_from_record(record, core="compiled")
    for i, act in enumerate(record.actions):
        yield i + 1, state, act
        state.apply_action(int(act["seat"]), act)


def position(record: Record, number: int) -> Any:
    for k, state, _act in positions_of(record):
        if k == number:
            return state
    raise ValueError(f"the record has no action {number}")


def build(args: argparse.Namespace) -> None:
    game = find_game(args.game)
    judge_game = JUDGES[game.name]()
    budget = args.budget or REDEALS[game.name]
    deep = budget * DEEP
    rng = random.Random(args.seed)
    found: list[dict[str, Any]] = []
    start = time.monotonic()
    r = 0
    while len(found) < args.positions and time.monotonic() - start < args.minutes * 60:
        state = new_round(game.name, f"blunders/{args.seed}/{r}")
        lineup = [make_bot(rng.choice(("random", "greedy", "greedy")), game.name, seed=r * 4 + s)
                  for s in range(4)]
        while not state.finished:
            seat = state.to_act[0]
            state.apply_action(seat, lineup[seat].act(state, seat))
        record = state.to_record()
        r += 1
        for number, pos, act in positions_of(record):
            seat = int(act["seat"])
            if time.monotonic() - start >= args.minutes * 60:
                break
            if (seat != 0 and not args.all_seats) or seat not in pos.to_act \
                    or rng.random() > args.sample:
                continue
            played = pos.check_action(seat, act)
            screen = judge(judge_game, pos, seat, played, args.screen, seed=args.seed + 1)
            if screen is None or max(screen.chances[0] - c for c in screen.chances) < args.clear / 2:
                continue  # a quick look (other random numbers) finds no move worth a deep one
            verdict = judge(judge_game, pos, seat, played, deep, seed=args.seed)
            if verdict is None:
                continue
            worse = [i for i in range(1, len(verdict.moves))
                     if verdict.chances[0] - verdict.chances[i] >= args.clear
                     and verdict.chances[0] - verdict.chances[i] > 3 * verdict.errors[i]]
            if not worse:
                continue
            i = rng.choice(worse)
            to_record = game.action_to_record
            found.append({"record": json.loads(record.dumps()), "action": number, "seat": seat,
                          "worse": to_record(seat, judge_game.action(pos, verdict.moves[i])),
                          "best": to_record(seat, judge_game.action(pos, verdict.moves[0])),
                          "deep_lost": round(verdict.chances[0] - verdict.chances[i], 4),
                          "deep_redeals": deep})
            print(f"\r{game.name}: {len(found)} positions from {r} rounds", end="",
                  file=sys.stderr, flush=True)
            if len(found) >= args.positions:
                break
    print(file=sys.stderr)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"game": game.name, "seed": args.seed, "clear": args.clear,
                                    "budget": budget, "deep_redeals": deep, "rounds": r,
                                    "command": " ".join(["scripts/review_blunders.py",
                                                         *sys.argv[1:]]),
                                    "positions": found}) + "\n", encoding="utf-8")
    print(json.dumps({"game": game.name, "positions": len(found), "rounds": r,
                      "seconds": round(time.monotonic() - start, 1)}))


def measure(args: argparse.Namespace) -> None:
    data = json.loads(args.set.read_text(encoding="utf-8"))
    game = find_game(data["game"])
    judge_game = JUDGES[game.name]()
    redeals = args.redeals or data.get("budget") or REDEALS[game.name]
    caught = best_marked = n = 0
    start = time.process_time()
    for p in data["positions"]:
        record = loads_record(json.dumps(p["record"]))
        seat = p["seat"]
        pos = position(record, p["action"])
        worse = judge(judge_game, pos, seat, pos.check_action(seat, p["worse"]), redeals,
                      seed=args.seed)
        best = judge(judge_game, pos, seat, pos.check_action(seat, p["best"]), redeals,
                     seed=args.seed)
        n += 1
        caught += worse is not None and worse.mark in ("mistake", "blunder")
        best_marked += best is not None and best.mark in ("mistake", "blunder")
    judged = time.process_time() - start
    record = loads_record(json.dumps(data["positions"][0]["record"]))
    start = time.process_time()
    whole = review_record(record, 0, redeals)
    one_round = time.process_time() - start
    out = {"game": game.name, "positions": n, "redeals": redeals, "seed": args.seed,
           "worse_marked": {"share": round(caught / n, 3),
                            "ci95": [round(x, 3) for x in wilson(caught, n)]},
           "best_marked": {"share": round(best_marked / n, 3),
                           "ci95": [round(x, 3) for x in wilson(best_marked, n)]},
           "cpu_seconds_per_position": round(judged / max(1, 2 * n), 3),
           "round_review": {"decisions": len(whole["decisions"]),
                            "cpu_seconds": round(one_round, 2)}}
    print(json.dumps(out))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="what", required=True)
    b = sub.add_parser("build", help="build the blunder set")
    b.add_argument("--game", choices=("marsmatch", "shengji"), required=True)
    b.add_argument("--positions", type=int, default=200)
    b.add_argument("--budget", type=int, default=0,
                   help="the review's redeals the set is built for (0: its default); the "
                        "deep search uses ten times as many")
    b.add_argument("--screen", type=int, default=60,
                   help="redeals of the quick look that picks positions for the deep search")
    b.add_argument("--clear", type=float, default=0.20,
                   help="the chance to win a move must lose to join the set")
    b.add_argument("--sample", type=float, default=0.35, help="share of decisions weighed")
    b.add_argument("--all-seats", action="store_true",
                   help="weigh every seat's decisions, not only seat 0's")
    b.add_argument("--minutes", type=float, default=10.0, help="stop after this long")
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--out", type=Path, required=True)
    m = sub.add_parser("measure", help="measure the review on a blunder set")
    m.add_argument("set", type=Path)
    m.add_argument("--redeals", type=int, default=0,
                   help="the review's (0: the budget the set was built for)")
    m.add_argument("--seed", type=int, default=1, help="the review's (not the deep search's)")
    args = ap.parse_args()
    build(args) if args.what == "build" else measure(args)


if __name__ == "__main__":
    main()
