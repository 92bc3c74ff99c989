"""Train MarsMatch's ``learned`` bot by self-play: Deep Monte-Carlo (DouZero's method).

One Q network (``marsmatch.bots.qnet``) plays every seat of compiled rounds stepped
together (``rl.marsmatch_vector``), choosing among the legal play types (with their default
attachments) and the pass by their features (``bots.marsmatch_features``); each decision
regresses onto its seat's final ``win_loss`` reward (``rl.dmc``: resumable from
``--state``, seeded, a progress bar; ``--actors N`` or ``--dask-scheduler ADDRESS`` run the
actors on Dask; ``--backend torch --device cuda`` learns on a GPU).

    OPENBLAS_NUM_THREADS=1 nice -n 19 .venv/bin/python scripts/train_marsmatch.py \\
        --minutes 240 --init src/marsmatch/bots/learned_marsmatch_n4.npz \\
        --state runs/learned_marsmatch_n4.npz --out src/marsmatch/bots/learned_marsmatch_n4.npz

``exit label|fit``: expert iteration instead (``marsmatch.rl.exit_marsmatch``): label the
positions of the ``search`` bot's self-play with its visit shares and move values, then
fit the network to them (the search then uses the new network: ``search:weights=OUT``;
repeat with ``label --weights OUT`` on a new set). Resumable (a set is extended run by run,
saved every half minute and on Ctrl-C), seeded, with progress:

    OPENBLAS_NUM_THREADS=1 nice -n 10 .venv/bin/python scripts/train_marsmatch.py exit label \
        --set runs/exit_marsmatch.npz --minutes 10
    OPENBLAS_NUM_THREADS=1 nice -n 10 .venv/bin/python scripts/train_marsmatch.py exit fit \
        --set runs/exit_marsmatch.npz --out runs/exit_marsmatch_n4.npz
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from marsmatch.rl import dmc, dmc_marsmatch


def say(text: str) -> None:
    print(f"\r{text}", end="", file=sys.stderr, flush=True)


def expert_iteration(argv: list[str]) -> None:
    from marsmatch.bots.marsmatch_learned import WEIGHTS
    from marsmatch.rl import exit_marsmatch as exit_

    ap = argparse.ArgumentParser(prog="train_marsmatch.py exit",
                                 description="expert iteration: label, then fit")
    sub = ap.add_subparsers(dest="what", required=True)
    lab = sub.add_parser("label", help="label self-play positions with the search's moves")
    lab.add_argument("--set", type=Path, required=True, help="the labelled set (extended)")
    lab.add_argument("--minutes", type=float, default=10.0)
    lab.add_argument("--rounds", type=int, default=1_000_000, help="stop after this many more")
    lab.add_argument("--iterations", type=int, default=1000, help="the search's iterations")
    lab.add_argument("--weights", default="", help="the search's network (default: shipped)")
    lab.add_argument("--seed", type=int, default=0)
    f = sub.add_parser("fit", help="fit the network to the search's moves and values")
    f.add_argument("--set", type=Path, required=True)
    f.add_argument("--init", type=Path, help="start weights (default: the shipped ones)")
    f.add_argument("--out", type=Path, required=True)
    f.add_argument("--epochs", type=int, default=6)
    f.add_argument("--lr", type=float, default=3e-4)
    f.add_argument("--tau", type=float, default=0.1, help="the search's temperature")
    f.add_argument("--value", type=float, default=1.0, help="weight of the values' error")
    f.add_argument("--batch", type=int, default=256)
    f.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.what == "label":
        data = exit_.label(args.set, seed=args.seed, iterations=args.iterations,
                           minutes=args.minutes, rounds=args.rounds, weights=args.weights,
                           progress=say)
        print(file=sys.stderr)
        print(json.dumps({"rounds": data.meta["rounds"], "positions": len(data)}))
        return
    if not args.set.exists():
        raise SystemExit(f"error: no labelled set {args.set}; run exit label first")
    result = exit_.fit(exit_.SearchSet.load(args.set), args.init or WEIGHTS, args.out,
                       epochs=args.epochs, lr=args.lr, tau=args.tau, value=args.value,
                       batch=args.batch, seed=args.seed, progress=say)
    print(file=sys.stderr)
    print(json.dumps(result))


def main() -> None:
    if sys.argv[1:2] == ["exit"]:
        expert_iteration(sys.argv[2:])
        return
    ap = dmc.arguments(__doc__.split("\n\n")[0],
                       {"state": Path("runs/learned_marsmatch_n4.npz"), "envs": 128,
                        "games_per_actor": 128, "epsilon": 0.03, "minutes": 45.0})
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    counters = dmc.train(args, dmc_marsmatch.actor, {"players": args.players},
                         dmc_marsmatch.sizes(args.players),
                         {"players": args.players})
    dmc.report(counters, args.state)


if __name__ == "__main__":
    main()
