"""The review's blunder set and its measure (issue 33).

``build``: rounds of mixed bots (random, greedy) are replayed decision by decision; at each
decision of seat 0 a deep search (the review's judge at ten times its redeals) weighs every
candidate move, and a position joins the set when some move loses at least ``--clear``
(0.20, a blunder's loss) of the chance to win against the deep search's best, beyond three
standard errors of the paired difference. A quick look at ``--screen`` redeals with other
random numbers first skips the positions where no move loses even half that. The set keeps each position's record, the action number, the clearly
worse move and the deep search's best. A build extends the set already in ``--out``
(built with the same options): rounds go on where it stopped, no position joins twice,
every position found is saved at once (Ctrl-C or a kill loses none), so a big set is built
in bounded chunks (``--minutes``).

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
import hashlib
import json
import os
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


def position_key(record: dict[str, Any], number: int, seat: int) -> str:
    """A set position's identity (its record, action number and seat): no position twice."""
    text = json.dumps(record, sort_keys=True) + f"/{number}/{seat}"
    return hashlib.sha256(text.encode()).hexdigest()


def load_set(args: argparse.Namespace, game: str, budget: int) -> dict[str, Any]:
    """The set in ``--out`` to extend (built with the same game, budget and bar), or a new
    one; ``--fresh`` starts over."""
    if args.fresh or not args.out.exists():
        return {"game": game, "seed": args.seed, "clear": args.clear, "budget": budget,
                "deep_redeals": budget * DEEP, "rounds": 0, "commands": [], "positions": []}
    try:
        data = json.loads(args.out.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SystemExit(f"error: cannot read the set {args.out} to extend it: {exc}") from None
    built = (data.get("game"), data.get("budget"), data.get("clear"), data.get("seed"))
    if built != (game, budget, args.clear, args.seed):
        raise SystemExit(f"error: {args.out} was built with game, budget, clear, seed = "
                         f"{built}, not {(game, budget, args.clear, args.seed)}; give the same "
                         "options to extend it, or --fresh to start over")
    data.setdefault("commands", [data.pop("command")] if "command" in data else [])
    return data


def save_set(path: Path, data: dict[str, Any]) -> None:
    """Write the set whole or not at all (a stopped build never leaves half a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def build(args: argparse.Namespace) -> None:
    """Extend the set in ``--out`` until it holds ``--positions`` or ``--minutes`` pass. The
    rounds continue where the set stopped (round ``r`` is dealt and played from the seed and
    ``r`` alone), each found position is saved at once, and Ctrl-C keeps what was found."""
    game = find_game(args.game)
    judge_game = JUDGES[game.name]()
    budget = args.budget or REDEALS[game.name]
    deep = budget * DEEP
    data = load_set(args, game.name, budget)
    found: list[dict[str, Any]] = data["positions"]
    known = {position_key(p["record"], p["action"], p["seat"]) for p in found}
    data["commands"].append(" ".join(["scripts/review_blunders.py", *sys.argv[1:]]))
    before, start = len(found), time.monotonic()

    def out_of_time() -> bool:
        return time.monotonic() - start >= args.minutes * 60

    try:
        while len(found) < args.positions and not out_of_time():
            r = int(data["rounds"])
            rng = random.Random(f"{args.seed}/{r}")
            state = new_round(game.name, f"blunders/{args.seed}/{r}")
            lineup = [make_bot(rng.choice(("random", "greedy", "greedy")), game.name,
                               seed=r * 4 + s) for s in range(4)]
            while not state.finished:
                seat = state.to_act[0]
                state.apply_action(seat, lineup[seat].act(state, seat))
            record = state.to_record()
            as_data = json.loads(record.dumps())
            for number, pos, act in positions_of(record):
                seat = int(act["seat"])
                if out_of_time() or len(found) >= args.positions:
                    break
                if (seat != 0 and not args.all_seats) or seat not in pos.to_act \
                        or rng.random() > args.sample:
                    continue
                key = position_key(as_data, number, seat)
                if key in known:
                    continue
                played = pos.check_action(seat, act)
                screen = judge(judge_game, pos, seat, played, args.screen, seed=args.seed + 1)
                if screen is None or \
                        max(screen.chances[0] - c for c in screen.chances) < args.clear / 2:
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
                found.append({"record": as_data, "action": number, "seat": seat,
                              "worse": to_record(seat, judge_game.action(pos, verdict.moves[i])),
                              "best": to_record(seat, judge_game.action(pos, verdict.moves[0])),
                              "deep_lost": round(verdict.chances[0] - verdict.chances[i], 4),
                              "deep_redeals": deep})
                known.add(key)
                save_set(args.out, data)
                print(f"\r{game.name}: {len(found)} positions from {r + 1} rounds", end="",
                      file=sys.stderr, flush=True)
            else:
                data["rounds"] = r + 1  # a round stopped part way is looked at again
    except KeyboardInterrupt:
        print("\ninterrupted: the set so far is saved; run the same command to extend it",
              file=sys.stderr)
    print(file=sys.stderr)
    save_set(args.out, data)
    print(json.dumps({"game": game.name, "positions": len(found), "added": len(found) - before,
                      "rounds": data["rounds"],
                      "seconds": round(time.monotonic() - start, 1)}))


def measure(args: argparse.Namespace) -> None:
    try:
        data = json.loads(args.set.read_text(encoding="utf-8"))
        game = find_game(data["game"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise SystemExit(f"error: cannot read the blunder set {args.set}: {exc}") from None
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
    b.add_argument("--out", type=Path, required=True,
                   help="the set: extended when it exists (same options), else made")
    b.add_argument("--fresh", action="store_true", help="start the set over")
    m = sub.add_parser("measure", help="measure the review on a blunder set")
    m.add_argument("set", type=Path)
    m.add_argument("--redeals", type=int, default=0,
                   help="the review's (0: the budget the set was built for)")
    m.add_argument("--seed", type=int, default=1, help="the review's (not the deep search's)")
    args = ap.parse_args()
    build(args) if args.what == "build" else measure(args)


if __name__ == "__main__":
    main()
