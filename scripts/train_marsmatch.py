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
"""

from __future__ import annotations

from pathlib import Path

from marsmatch.rl import dmc, dmc_marsmatch


def main() -> None:
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
