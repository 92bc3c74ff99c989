"""Train Shengji's ``learned`` bot by self-play: Deep Monte-Carlo over factored actions.

One Q network (``marsmatch.bots.qnet``) weighs the greedy bot's candidate leads and
follows by their features (``bots/csrc/sj_features.c``) in compiled self-play deals at
random levels (``rl.dmc_shengji``); each decision regresses onto its seat's final result
(``rl.dmc``: resumable from ``--state``, seeded, a progress bar; ``--actors N`` or
``--dask-scheduler ADDRESS`` run the actors on Dask; ``--backend torch --device cuda``
learns on a GPU). ``--exit`` learns from the search instead of the outcomes: the values the
compiled search gives every candidate of the network's own positions (expert iteration's
imitation step).

    OPENBLAS_NUM_THREADS=1 nice -n 19 .venv/bin/python scripts/train_shengji.py \\
        --minutes 240 --state runs/learned_shengji.npz --out src/marsmatch/bots/learned_shengji.npz
"""

from __future__ import annotations

from pathlib import Path

from marsmatch.rl import dmc, dmc_shengji


def main() -> None:
    ap = dmc.arguments(__doc__.split("\n\n")[0],
                       {"state": Path("runs/learned_shengji.npz"), "envs": 64,
                        "games_per_actor": 64, "epsilon": 0.05, "minutes": 60.0})
    ap.add_argument("--decks", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--greedy-share", type=float, default=0.3,
                    help="share of deals where one team is the greedy bot")
    ap.add_argument("--win-weight", type=float, default=0.5,
                    help="a result's share that is the deal won or lost (the rest: the margin)")
    ap.add_argument("--scale", type=float, default=30.0, help="points of margin per unit")
    ap.add_argument("--teacher-share", type=float, default=0.0,
                    help="share of decisions that also learn the search's value of every "
                         "candidate")
    ap.add_argument("--teacher-iterations", type=int, default=32,
                    help="the search's redeals for those values")
    ap.add_argument("--no-outcomes", action="store_true",
                    help="learn the search's values only, not the deals' outcomes")
    ap.add_argument("--exit", action="store_true",
                    help="expert iteration's imitation step: every decision of the network's "
                         "own self-play is labelled with the compiled search's value of each "
                         "candidate (--teacher-share 1 --no-outcomes); start from --init or "
                         "the shipped weights")
    args = ap.parse_args()
    if args.exit:
        args.teacher_share, args.no_outcomes = 1.0, True
        if args.init is None and not args.state.exists():
            from marsmatch.bots.shengji_learned import WEIGHTS

            args.init = WEIGHTS
    if args.no_outcomes and args.teacher_share <= 0:
        raise SystemExit("error: --no-outcomes needs --teacher-share above 0")
    config = {"decks": args.decks, "greedy_share": args.greedy_share,
              "win_weight": args.win_weight, "scale": args.scale,
              "teacher_share": args.teacher_share, "teacher_iterations": args.teacher_iterations,
              "outcomes": not args.no_outcomes}
    counters = dmc.train(args, dmc_shengji.actor, config, dmc_shengji.SIZES,
                         {"game": "shengji", "decks": args.decks})
    dmc.report(counters, args.state)


if __name__ == "__main__":
    main()
