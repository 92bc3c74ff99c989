"""Train the ``learned`` MarsMatch bot by self-play: Deep Monte-Carlo (DouZero's method).

One Q network (``marsmatch.bots.learned_model``) plays every seat of ``--envs`` rounds
stepped together (``rl.marsmatch_vector``, compiled). Each seat picks the legal action
of highest Q (a random one with probability ``--epsilon``; a play that empties the hand
always); when a round ends, every decision of every seat is paired with that seat's final
reward (``win_loss``: +1 won the real match, -1 lost) and the network regresses Q onto it
(mean squared error, Adam). Numpy only, one thread.

    OPENBLAS_NUM_THREADS=1 nice -n 5 .venv/bin/python scripts/train_learned.py \\
        --minutes 45 --state runs/learned_n4.npz --out src/marsmatch/bots/learned_marsmatch_n4.npz

Resumable: ``--state`` holds the network, the optimiser and the counters, saved every
``--save-every`` seconds and at the end; running again continues from it (``--minutes`` is
the budget of this run). ``--out`` receives the weights the bot ships (float16).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from marsmatch.bots.learned_model import EMPTIES, QNet, action_features
from marsmatch.games.marsmatch.tensors import observation_pieces, reading_code
from marsmatch.rl._base import piece_slices
from marsmatch.rl.marsmatch_vector import VectorEnv


class Adam:
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


def train_step(net: QNet, opt: Adam, s: np.ndarray, a: np.ndarray, y: np.ndarray) -> float:
    """One gradient step of mean squared error between Q(s, a) and the returns y."""
    p = net.p
    rows = np.arange(len(y))
    q, (a1, a2) = net.forward(s, rows, a, cache=True)
    err = q - y
    dq = (2.0 / len(y)) * err[:, None].astype(np.float32)
    grads = {"w3": a2.T @ dq, "b3": dq.sum(0)}
    dz2 = (dq @ p["w3"].T) * (a2 > 0)
    grads["w2"], grads["b2"] = a1.T @ dz2, dz2.sum(0)
    dz1 = (dz2 @ p["w2"].T) * (a1 > 0)
    grads["w1s"], grads["w1a"], grads["b1"] = s.T @ dz1, a.T @ dz1, dz1.sum(0)
    opt.step(p, grads)
    return float((err * err).mean())


def save_state(path: Path, net: QNet, opt: Adam, counters: dict[str, float]) -> None:
    data = {f"p_{k}": v for k, v in net.p.items()}
    data.update({f"m_{k}": v for k, v in opt.m.items()})
    data.update({f"v_{k}": v for k, v in opt.v.items()})
    tmp = path.with_suffix(".tmp.npz")
    np.savez(tmp, **data, counters=np.array(json.dumps({**counters, "adam_t": opt.t})))
    tmp.replace(path)


def load_state(path: Path, lr: float) -> tuple[QNet, Adam, dict[str, float]]:
    with np.load(path) as d:
        net = QNet({k[2:]: d[k] for k in d.files if k.startswith("p_")})
        opt = Adam(net.p, lr)
        opt.m = {k[2:]: d[k] for k in d.files if k.startswith("m_")}
        opt.v = {k[2:]: d[k] for k in d.files if k.startswith("v_")}
        counters = json.loads(str(d["counters"]))
    opt.t = int(counters.pop("adam_t"))
    return net, opt, counters


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--minutes", type=float, default=45.0, help="wall-time budget of this run")
    ap.add_argument("--envs", type=int, default=128, help="rounds stepped together")
    ap.add_argument("--batch", type=int, default=4096, help="decisions per gradient step")
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--epsilon", type=float, default=0.03, help="exploration rate")
    ap.add_argument("--hidden", type=int, nargs=2, default=(256, 128))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--state", type=Path, default=Path("runs/learned_n4.npz"),
                    help="training state (resumed when it exists)")
    ap.add_argument("--out", type=Path, default=None, help="weights for the bot (float16)")
    ap.add_argument("--save-every", type=float, default=120.0, help="seconds between saves")
    ap.add_argument("--max-rounds", type=int, default=0, help="stop after this many rounds")
    args = ap.parse_args()

    env = VectorEnv(args.envs, players=args.players, reward="win_loss")
    code_of = np.array([reading_code(rd) for rd in env.layout.vocab], dtype=np.int64)
    hand_at = piece_slices(observation_pieces(args.players))["hand"].start
    denom = 4.0 * args.players
    if args.state.exists():
        net, opt, counters = load_state(args.state, args.lr)
        print(f"resuming from {args.state}: {int(counters['rounds'])} rounds, "
              f"{int(counters['decisions'])} decisions")
    else:
        net = QNet.init(env.obs_size, tuple(args.hidden), args.seed)
        opt = Adam(net.p, args.lr)
        counters = {"rounds": 0, "decisions": 0, "updates": 0, "seconds": 0.0, "runs": 0}
    counters["runs"] += 1
    rng = np.random.default_rng([args.seed, int(counters["runs"])])
    obs, _mask = env.reset(seed=int(rng.integers(2 ** 31)))
    k = args.envs
    episodes: list[list[tuple[np.ndarray, np.ndarray, int]]] = [[] for _ in range(k)]
    buf_s: list[np.ndarray] = []
    buf_a: list[np.ndarray] = []
    buf_y: list[float] = []
    loss_avg, q_avg = float("nan"), float("nan")
    budget = args.minutes * 60.0
    start = last_save = time.monotonic()
    args.state.parent.mkdir(parents=True, exist_ok=True)
    columns = (TextColumn("[progress.description]{task.description}"), BarColumn(),
               TextColumn("{task.percentage:>3.0f}%"), TimeElapsedColumn(), TimeRemainingColumn(),
               TextColumn("{task.fields[info]}"))
    with Progress(*columns) as bar:
        task = bar.add_task("self-play", total=budget, info="")
        rounds_this_run = 0
        while True:
            elapsed = time.monotonic() - start
            if elapsed >= budget or (args.max_rounds and rounds_this_run >= args.max_rounds):
                break
            rows, actions, cards = env.legal_plays()
            feat_actions = np.where(actions == 0, 0, 1 + code_of[np.maximum(actions - 1, 0)])
            hands = np.rint(obs[rows, hand_at:hand_at + 15] * denom)
            feats = action_features(hands, feat_actions, cards)
            q = net.forward(obs, rows, feats)
            q = np.where(feats[:, EMPTIES] > 0, 1e9, q)  # emptying the hand wins at once
            starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
            ends = np.r_[starts[1:], len(rows)]
            choice = np.empty(k, dtype=np.int64)
            explore = rng.random(k) < args.epsilon
            for i, (a, b) in enumerate(zip(starts, ends, strict=True)):
                r = rows[a]
                choice[r] = (a + int(rng.integers(b - a)) if explore[i]
                             else a + int(np.argmax(q[a:b])))
            seats = env.to_act
            for r in range(k):
                episodes[r].append((obs[r].copy(), feats[choice[r]], int(seats[r])))
            obs, _mask, rewards, done = env.step(actions[choice])
            for r in np.flatnonzero(done):
                for s, a, seat in episodes[r]:
                    buf_s.append(s)
                    buf_a.append(a)
                    buf_y.append(float(rewards[r, seat]))
                counters["decisions"] += len(episodes[r])
                episodes[r] = []
                counters["rounds"] += 1
                rounds_this_run += 1
            while len(buf_y) >= args.batch:
                s_b = np.stack(buf_s[:args.batch])
                a_b = np.stack(buf_a[:args.batch])
                y_b = np.asarray(buf_y[:args.batch], dtype=np.float32)
                del buf_s[:args.batch], buf_a[:args.batch], buf_y[:args.batch]
                loss = train_step(net, opt, s_b, a_b, y_b)
                loss_avg = loss if np.isnan(loss_avg) else 0.95 * loss_avg + 0.05 * loss
                counters["updates"] += 1
            now = time.monotonic()
            q_avg = float(q[q < 1e8].mean()) if (q < 1e8).any() else q_avg
            bar.update(task, completed=now - start,
                       info=f"rounds {int(counters['rounds'])} decisions "
                            f"{int(counters['decisions'])} updates {int(counters['updates'])} "
                            f"loss {loss_avg:.3f} Q {q_avg:+.2f}")
            if now - last_save >= args.save_every:
                counters["seconds"] += now - last_save
                last_save = now
                save_state(args.state, net, opt, counters)
                if args.out:
                    net.save(args.out, players=args.players, rounds=counters["rounds"])
    counters["seconds"] += time.monotonic() - last_save
    save_state(args.state, net, opt, counters)
    if args.out:
        net.save(args.out, players=args.players, rounds=counters["rounds"])
    print(json.dumps({k: round(v, 1) if isinstance(v, float) else v
                      for k, v in counters.items()}))


if __name__ == "__main__":
    main()
