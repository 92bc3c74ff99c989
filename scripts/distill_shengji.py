"""Distil Shengji's search into the ``learned`` network: label positions with the search's
chosen move, then fit the network to those choices (``marsmatch.rl.distill_shengji``).

    OPENBLAS_NUM_THREADS=1 nice -n 10 .venv/bin/python scripts/distill_shengji.py label \\
        --set runs/distill_shengji.npz --minutes 10
    OPENBLAS_NUM_THREADS=1 nice -n 10 .venv/bin/python scripts/distill_shengji.py fit \\
        --set runs/distill_shengji.npz --out runs/distilled_shengji.npz
    marsmatch arena --game shengji --players 4 --decks 2 \\
        --bots learned:weights=runs/distilled_shengji.npz,greedy --rounds 400 --seed bots-md

``label`` extends the set on every run (bounded by ``--minutes``; Ctrl-C keeps it).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from marsmatch.rl import distill_shengji as distill


def say(text: str) -> None:
    print(f"\r{text}", end="", file=sys.stderr, flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="what", required=True)
    lab = sub.add_parser("label", help="label positions with the search's move")
    lab.add_argument("--set", type=Path, required=True, help="the labelled set (extended)")
    lab.add_argument("--minutes", type=float, default=10.0)
    lab.add_argument("--deals", type=int, default=1_000_000, help="stop after this many more")
    lab.add_argument("--iterations", type=int, default=200, help="the search's redeals")
    lab.add_argument("--width", type=int, default=6, help="the search's candidates")
    lab.add_argument("--z", type=float, default=1.0,
                     help="standard errors the best must beat the greedy move by")
    lab.add_argument("--play", choices=("search", "net"), default="search",
                     help="who plays the labelled team's moves (net: DAgger)")
    lab.add_argument("--weights", type=Path, help="the network for --play net")
    lab.add_argument("--seed", type=int, default=0)
    f = sub.add_parser("fit", help="fit the network to the labels")
    f.add_argument("--set", type=Path, required=True, nargs="+",
                   help="labelled sets (of one width)")
    f.add_argument("--init", type=Path, help="start weights (default: the shipped ones)")
    f.add_argument("--out", type=Path, required=True)
    f.add_argument("--epochs", type=int, default=8)
    f.add_argument("--lr", type=float, default=3e-4)
    f.add_argument("--tau", type=float, default=0.1, help="Q per unit of logit (choice)")
    f.add_argument("--target", choices=("choice", "values"), default="choice",
                   help="the search's move (cross-entropy) or each searched move's lead "
                        "over the greedy move (squared error)")
    f.add_argument("--batch", type=int, default=256)
    f.add_argument("--average-from", type=int, default=0,
                   help="from this epoch on, weigh the mean of the epochs' weights (0: off)")
    f.add_argument("--margin", type=float, default=None,
                   help="the learned bot's margin over the greedy move (default: the "
                        "held-out deals' best)")
    f.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    if args.what == "label":
        data = distill.label(args.set, seed=args.seed, iterations=args.iterations, z=args.z,
                             width=args.width, minutes=args.minutes, deals=args.deals,
                             play=args.play, weights=args.weights, progress=say)
        print(file=sys.stderr)
        print(json.dumps({"deals": data.meta["deals"], "positions": len(data)}))
    else:
        from marsmatch.bots.shengji_learned import WEIGHTS

        for path in args.set:
            if not path.exists():
                raise SystemExit(f"error: no labelled set {path}; run label first")
        result = distill.fit([distill.LabelSet.load(p) for p in args.set], args.init or WEIGHTS, args.out,
                             epochs=args.epochs, lr=args.lr, tau=args.tau, batch=args.batch,
                             seed=args.seed, target=args.target,
                             average_from=args.average_from, margin=args.margin, progress=say)
        print(file=sys.stderr)
        print(json.dumps(result))


if __name__ == "__main__":
    main()
