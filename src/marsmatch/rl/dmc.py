"""Deep Monte-Carlo self-play training of the learned agents (DouZero's method), shared by
both games (``scripts/train_marsmatch.py``, ``scripts/train_shengji.py``).

One Q network (``bots.qnet.QNet``) plays every learning seat of many compiled deals or
rounds at once; each decision is paired with its seat's final result and the network
regresses Q(s, a) onto it (mean squared error, Adam). The game supplies an *actor*: a
pure function ``actor(weights, config, seed, games) -> Samples`` that plays ``games``
games with the given weights (the best Q, or with probability ``epsilon`` a random
candidate) and returns the training samples, so actors run in this process, or, with
``--dask-scheduler ADDRESS`` / ``--actors N`` (a local cluster), on the Dask cluster the
simulator uses: a bigger run is a flag. The learner is numpy (one thread), or torch with
``--backend torch`` (``--device cuda`` where a GPU is); the weights the bots ship are
numpy float16 either way.

Resumable: ``--state`` holds the network, the optimiser, the counters and the random
generator's state, saved every ``--save-every`` seconds, at the end and when the run is
interrupted (Ctrl-C or SIGTERM: the chunk in hand finishes, the state is saved, the run
stops; a second Ctrl-C stops at once); running again continues from it. Seeded: the same ``--seed`` and budget in games make the same run.
"""

from __future__ import annotations

import argparse
import json
import signal
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

import numpy as np

from ..bots.qnet import QNet


@dataclass
class Samples:
    """What actors send the learner: positions' and chosen actions' features, each
    decision's final result, and how many games they played."""

    states: np.ndarray
    actions: np.ndarray
    targets: np.ndarray
    games: int
    stats: dict[str, float]


Actor = Callable[[dict[str, np.ndarray], dict[str, Any], int, int], Samples]


# --- the learner ---------------------------------------------------------------------------


class Adam:
    """Adam with global-norm gradient clipping, on numpy arrays."""

    def __init__(self, params: dict[str, np.ndarray], lr: float) -> None:
        self.lr, self.t = lr, 0
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}

    def step(self, params: dict[str, np.ndarray], grads: dict[str, np.ndarray],
             clip: float = 40.0) -> None:
        norm = float(np.sqrt(sum(float((g * g).sum()) for g in grads.values())))
        scale = min(1.0, clip / (norm + 1e-8))
        self.t += 1
        b1, b2 = 0.9, 0.999
        for k, g in grads.items():
            g = g * scale
            self.m[k] = b1 * self.m[k] + (1 - b1) * g
            self.v[k] = b2 * self.v[k] + (1 - b2) * g * g
            mh = self.m[k] / (1 - b1 ** self.t)
            vh = self.v[k] / (1 - b2 ** self.t)
            params[k] -= (self.lr * mh / (np.sqrt(vh) + 1e-8)).astype(np.float32)


class NumpyLearner:
    """Gradient steps of mean squared error between Q(s, a) and the results, in numpy."""

    def __init__(self, net: QNet, lr: float) -> None:
        self.net, self.opt = net, Adam(net.p, lr)

    def step(self, s: np.ndarray, a: np.ndarray, y: np.ndarray) -> float:
        p = self.net.p
        rows = np.arange(len(y))
        q, (a1, a2) = self.net.forward(s, rows, a, cache=True)
        err = q - y
        dq = (2.0 / len(y)) * err[:, None].astype(np.float32)
        grads = {"w3": a2.T @ dq, "b3": dq.sum(0)}
        dz2 = (dq @ p["w3"].T) * (a2 > 0)
        grads["w2"], grads["b2"] = a1.T @ dz2, dz2.sum(0)
        dz1 = (dz2 @ p["w2"].T) * (a1 > 0)
        grads["w1s"], grads["w1a"], grads["b1"] = s.T @ dz1, a.T @ dz1, dz1.sum(0)
        self.opt.step(p, grads)
        return float((err * err).mean())

    def weights(self) -> dict[str, np.ndarray]:
        return self.net.p

    def state(self) -> dict[str, np.ndarray]:
        out = {f"m_{k}": v for k, v in self.opt.m.items()}
        out.update({f"v_{k}": v for k, v in self.opt.v.items()})
        out["adam_t"] = np.array(self.opt.t)
        return out

    def load(self, data: dict[str, np.ndarray]) -> None:
        self.opt.m = {k[2:]: data[k] for k in data if k.startswith("m_")}
        self.opt.v = {k[2:]: data[k] for k in data if k.startswith("v_")}
        self.opt.t = int(data["adam_t"])


class TorchLearner:
    """The same regression in torch (CPU, or a GPU with ``device="cuda"``): torch is needed
    for training only, and only when asked for."""

    def __init__(self, net: QNet, lr: float, device: str) -> None:
        import torch

        self.torch, self.net, self.device = torch, net, torch.device(device)
        self.p = {k: torch.tensor(v, device=self.device, requires_grad=True)
                  for k, v in net.p.items()}
        self.opt = torch.optim.Adam(list(self.p.values()), lr=lr)

    def step(self, s: np.ndarray, a: np.ndarray, y: np.ndarray) -> float:
        torch, p = self.torch, self.p
        st, at = torch.from_numpy(s).to(self.device), torch.from_numpy(a).to(self.device)
        yt = torch.from_numpy(y).to(self.device)
        h1 = torch.relu(st @ p["w1s"] + at @ p["w1a"] + p["b1"])
        h2 = torch.relu(h1 @ p["w2"] + p["b2"])
        q = (h2 @ p["w3"] + p["b3"])[:, 0]
        loss = ((q - yt) ** 2).mean()
        self.opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(list(p.values()), 40.0)
        self.opt.step()
        for k, v in p.items():
            self.net.p[k] = v.detach().cpu().numpy()
        return float(loss)

    def weights(self) -> dict[str, np.ndarray]:
        return self.net.p

    def state(self) -> dict[str, np.ndarray]:
        return {}  # the optimiser starts afresh on resume (its moments are not portable)

    def load(self, data: dict[str, np.ndarray]) -> None:
        return None


# --- the training state --------------------------------------------------------------------


def save_state(path: Path, net: QNet, learner: Any, counters: dict[str, Any]) -> None:
    data: dict[str, Any] = {f"p_{k}": v for k, v in net.p.items()}
    data.update(learner.state())
    tmp = path.with_name(path.name + ".tmp.npz")
    np.savez(tmp, **data, counters=np.array(json.dumps(counters)))
    tmp.replace(path)


def load_state(path: Path) -> tuple[QNet, dict[str, np.ndarray], dict[str, Any]]:
    with np.load(path) as d:
        data = {k: d[k] for k in d.files}
    net = QNet({k[2:]: v for k, v in data.items() if k.startswith("p_")})
    return net, data, json.loads(str(data["counters"]))


class StopRequest:
    """Ctrl-C (SIGINT) and SIGTERM ask the run to stop after the chunk in hand, so its state
    is saved whole; a second signal stops at once (the last save stands)."""

    SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __init__(self) -> None:
        self.asked = False
        self._old: dict[int, Any] = {}

    def _handle(self, signum: int, _frame: Any) -> None:
        if self.asked:
            raise KeyboardInterrupt
        self.asked = True

    def __enter__(self) -> Self:
        for sig in self.SIGNALS:
            self._old[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *_exc: object) -> None:
        for sig, old in self._old.items():
            signal.signal(sig, old)


# --- actors, here or on a cluster ----------------------------------------------------------


def _local(actor: Actor, config: dict[str, Any], learner: Any,
           seeds: Iterator[int], games: int) -> Iterator[Samples]:
    while True:
        yield actor(learner.weights(), config, next(seeds), games)


def _dask(actor: Actor, config: dict[str, Any], learner: Any, seeds: Iterator[int],
          games: int, scheduler: Any, actors: int) -> Iterator[Samples]:
    try:
        from dask.distributed import Client, LocalCluster
        from dask.distributed import as_completed as dask_completed
    except ModuleNotFoundError as exc:
        raise SystemExit("error: actors on Dask need marsmatch's optional 'train' part: "
                         f"pip install 'marsmatch[train]' ({exc.name} is not installed)") from None

    cluster = None
    if scheduler is None:
        cluster = LocalCluster(n_workers=actors, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        scheduler = cluster
    client = Client(scheduler)
    try:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        weights = client.scatter(dict(learner.weights()), broadcast=True)
        running = dask_completed([client.submit(actor, weights, config, next(seeds), games,
                                                pure=False) for _ in range(2 * workers)])
        for fut in running:
            yield fut.result()
            weights = client.scatter(dict(learner.weights()), broadcast=True)
            running.add(client.submit(actor, weights, config, next(seeds), games, pure=False))
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


# --- the command line ----------------------------------------------------------------------


def arguments(description: str, defaults: dict[str, Any]) -> argparse.ArgumentParser:
    """The options both training scripts share (``defaults`` per game)."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--minutes", type=float, default=defaults.get("minutes", 60.0),
                    help="wall-time budget of this run")
    ap.add_argument("--max-games", type=int, default=0,
                    help="stop after this many games in all (0: the time decides)")
    ap.add_argument("--games-per-actor", type=int, default=defaults.get("games_per_actor", 64),
                    help="games an actor plays with one copy of the weights")
    ap.add_argument("--envs", type=int, default=defaults.get("envs", 64),
                    help="games an actor steps together")
    ap.add_argument("--batch", type=int, default=4096, help="decisions per gradient step")
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--epsilon", type=float, default=defaults.get("epsilon", 0.05),
                    help="exploration rate")
    ap.add_argument("--hidden", type=int, nargs=2, default=defaults.get("hidden", (256, 128)))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--state", type=Path, default=defaults["state"],
                    help="training state (resumed when it exists)")
    ap.add_argument("--init", type=Path, default=None,
                    help="start a new run from these weights (a bot's .npz)")
    ap.add_argument("--out", type=Path, default=None, help="weights for the bot (float16)")
    ap.add_argument("--save-every", type=float, default=300.0, help="seconds between saves")
    ap.add_argument("--backend", choices=("numpy", "torch"), default="numpy",
                    help="the learner: numpy, or torch (installed separately)")
    ap.add_argument("--device", default="cpu", help="torch's device (cpu, cuda)")
    ap.add_argument("--actors", type=int, default=0,
                    help="actors on a local Dask cluster (0: play in this process)")
    ap.add_argument("--dask-scheduler", default=None,
                    help="run the actors on the Dask cluster at ADDRESS")
    ap.add_argument("--quiet", action="store_true", help="no progress bar")
    return ap


def train(args: argparse.Namespace, actor: Actor, config: dict[str, Any], sizes: tuple[int, int],
          meta: dict[str, Any]) -> dict[str, Any]:
    """Run (or resume) training with ``actor``; ``sizes`` are the state and action feature
    counts, ``meta`` goes into the weights file. Returns the counters (with
    ``interrupted: True`` when a signal stopped the run; its state was saved)."""
    from rich.progress import (
        BarColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    if args.state.exists():
        net, data, counters = load_state(args.state)
        if (net.state_size, net.p["w1a"].shape[0]) != sizes:
            raise SystemExit(f"error: {args.state} was trained on other features; "
                             "start a new --state")
    else:
        net = (QNet.load(args.init).widened(sizes[1]) if args.init else
               QNet.init(sizes[0], sizes[1], tuple(args.hidden), args.seed))
        data, counters = {}, {"games": 0, "decisions": 0, "updates": 0, "seconds": 0.0,
                              "runs": 0, "chunks": 0}
    learner: Any = (TorchLearner(net, args.lr, args.device) if args.backend == "torch"
                    else NumpyLearner(net, args.lr))
    if data and args.backend == "numpy" and "adam_t" in data:
        learner.load(data)
    counters["runs"] += 1
    config = {**config, "epsilon": args.epsilon, "envs": args.envs}
    first_chunk = int(counters["chunks"])

    def seeds() -> Iterator[int]:
        k = first_chunk
        while True:
            yield int(np.random.SeedSequence([args.seed, k]).generate_state(1, np.uint64)[0])
            k += 1

    chunks = (_dask(actor, config, learner, seeds(), args.games_per_actor, args.dask_scheduler,
                    max(1, args.actors))
              if args.actors or args.dask_scheduler else
              _local(actor, config, learner, seeds(), args.games_per_actor))
    buf_s: list[np.ndarray] = []
    buf_a: list[np.ndarray] = []
    buf_y: list[np.ndarray] = []
    held = 0
    loss_avg = float("nan")
    recent: dict[str, float] = {}
    budget = args.minutes * 60.0
    start = last_save = time.monotonic()
    args.state.parent.mkdir(parents=True, exist_ok=True)
    games_this_run = 0
    columns = (TextColumn("[progress.description]{task.description}"), BarColumn(),
               TextColumn("{task.percentage:>3.0f}%"), TimeElapsedColumn(),
               TimeRemainingColumn(), TextColumn("{task.fields[info]}"))
    if args.quiet:  # the first line of a log: where this run starts
        print(json.dumps({"start": int(counters["games"]), "runs": int(counters["runs"])}),
              flush=True)
    with StopRequest() as stop, Progress(*columns, disable=args.quiet) as bar:
        task = bar.add_task("self-play", total=budget, info="")
        for got in chunks:
            counters["chunks"] += 1
            buf_s.append(got.states)
            buf_a.append(got.actions)
            buf_y.append(got.targets)
            held += len(got.targets)
            counters["games"] += got.games
            counters["decisions"] += len(got.targets)
            games_this_run += got.games
            recent = {k: v if k not in recent else 0.9 * recent[k] + 0.1 * v
                      for k, v in got.stats.items()}
            if held >= args.batch:
                s, a, y = np.concatenate(buf_s), np.concatenate(buf_a), np.concatenate(buf_y)
                order = np.random.default_rng([args.seed, int(counters["chunks"])]).permutation(len(y))
                for lo in range(0, len(y) - args.batch + 1, args.batch):
                    take = order[lo:lo + args.batch]
                    loss = learner.step(s[take], a[take], y[take])
                    loss_avg = loss if np.isnan(loss_avg) else 0.95 * loss_avg + 0.05 * loss
                    counters["updates"] += 1
                rest = order[(len(y) // args.batch) * args.batch:]
                buf_s, buf_a, buf_y = [s[rest]], [a[rest]], [y[rest]]
                held = len(rest)
            now = time.monotonic()
            info = " ".join(f"{k} {v:.3f}" for k, v in recent.items())
            bar.update(task, completed=min(budget, now - start),
                       info=f"games {int(counters['games'])} updates {int(counters['updates'])} "
                            f"loss {loss_avg:.3f} {info}")
            done = (now - start >= budget or stop.asked
                    or (args.max_games and games_this_run >= args.max_games))
            if now - last_save >= args.save_every or done:
                counters["seconds"] += now - last_save
                last_save = now
                save_state(args.state, net, learner, counters)
                if args.out:
                    net.save(args.out, **meta, games=counters["games"])
                if args.quiet:  # a line per save for logs
                    print(json.dumps({"games": int(counters["games"]), "loss": round(loss_avg, 4),
                                      **{k: round(v, 3) for k, v in recent.items()}}), flush=True)
            if done:
                break
    if hasattr(chunks, "close"):
        chunks.close()  # a cluster's actors stop with it
    return {**counters, "interrupted": True} if stop.asked else counters


def report(counters: dict[str, Any], state: Path) -> None:
    """The scripts' last line: the counters as JSON; after an interruption also where the
    state was saved, and exit status 130 (as for Ctrl-C)."""
    print(json.dumps({k: round(v, 1) if isinstance(v, float) else v
                      for k, v in counters.items()}), flush=True)
    if counters.get("interrupted"):
        import sys

        sys.stderr.write(f"interrupted: the training state is saved in {state}; "
                         "run the same command again to resume\n")
        raise SystemExit(130)
