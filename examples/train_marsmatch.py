"""Train a small numpy policy for MarsMatch against the ``random`` bot, then measure it.

The policy is a linear softmax over *features of each legal action* (numpy only):
the action's kind, size, top rank, attachment kind, whether it empties the hand, and a
few interactions with the public state read from the observation tensor (leading or
answering, an opponent close to going out, a trick streak about to win, R4.4). It is
trained with REINFORCE (a running-mean baseline) on ``SingleAgentEnv("marsmatch",
opponent="random", reward="win")`` and evaluated greedily (argmax) against fresh seeds.

Run::

    .venv/bin/python examples/train_marsmatch.py --episodes 4000 --eval-games 3000 --vs-greedy 1000 \\
        --out examples/results/train_marsmatch.json --plot examples/results/train_marsmatch.png

It prints a JSON summary (win rates with Wilson 95% intervals) and, with ``--out``,
writes it to a file; ``--plot`` saves the learning curve (needs matplotlib).
"""

from __future__ import annotations

import argparse
import json
import math
import time
from typing import Any

import numpy as np

from marsmatch.games.marsmatch.combos import Kind
from marsmatch.rl.single_agent import SingleAgentEnv

N_STATIC = 17
N_FEATURES = 31


def static_features(env: SingleAgentEnv) -> np.ndarray:
    """Per action: pass, kind (9), size, top, bomb, attachment kind (3), length."""
    aec = env.aec
    table = np.zeros((aec.n_actions, N_STATIC), dtype=np.float64)
    table[0, 0] = 1.0
    for i, rd in enumerate(aec.vocab):
        row = table[1 + i]
        row[1 + int(rd.kind)] = 1.0
        row[10] = min(rd.size, 20) / 20.0
        row[11] = 1.0 if rd.kind == Kind.SPACESHIP else rd.top / 14.0
        row[12] = 1.0 if rd.is_bomb else 0.0
        row[13 + rd.attach] = 1.0
        row[16] = min(rd.length, 12) / 12.0
    return table


class Policy:
    def __init__(self, env: SingleAgentEnv, rng: np.random.Generator) -> None:
        aec = env.aec
        self.static = static_features(env)
        self.sizes = np.array([0] + [rd.size for rd in aec.vocab], dtype=np.float64)
        self.sl = aec.slices
        self.n = aec.players
        self.goal = aec.rules.streak_to_win
        self.w = np.zeros(N_FEATURES)
        self.rng = rng

    def features(self, obs: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
        """Legal action indices and their feature rows, read from the observation tensor."""
        legal = np.flatnonzero(obs["action_mask"])
        x = obs["observation"]
        sl, n = self.sl, self.n
        hand = float(np.rint(x[sl["hand"]] * 4 * n).sum())
        leading = x[sl["top_kind"]][-1] > 0.5
        counts = np.rint(x[sl["counts"]] * 54)
        active = x[sl["active"]] > 0.5
        opp = [counts[i] for i in range(1, n) if active[i]]
        danger = 1.0 if opp and min(opp) <= 6 else 0.0
        streak = float(np.rint(x[sl["streak"]][0] * self.goal)) if self.goal else 0.0
        holder = int(np.argmax(x[sl["streak_seat"]])) if x[sl["streak_seat"]].any() else -1
        top_seat = int(np.argmax(x[sl["top_seat"]])) if x[sl["top_seat"]].any() else -1
        close = self.goal and streak >= self.goal - 1
        mine = 1.0 if close and holder == 0 else 0.0
        theirs = 1.0 if close and holder > 0 and top_seat == holder else 0.0
        s = self.static[legal]
        size = self.sizes[legal]
        is_pass, top, bomb = s[:, 0], s[:, 11], s[:, 12]
        f = np.zeros((len(legal), N_FEATURES))
        f[:, :N_STATIC] = s
        f[:, 17] = (size == hand) & (is_pass == 0)
        f[:, 18] = size / max(hand, 1.0)
        f[:, 19] = leading * s[:, 10]
        f[:, 20] = danger * bomb
        f[:, 21] = danger * is_pass
        f[:, 22] = danger * top
        f[:, 23] = mine * bomb
        f[:, 24] = mine * top
        f[:, 25] = theirs * is_pass
        f[:, 26] = theirs * bomb
        f[:, 27] = leading * top
        f[:, 28] = (1 - leading) * (1 - is_pass) * (1 - bomb)
        f[:, 29] = (1 - leading) * (1 - is_pass) * top
        f[:, 30] = (1 - leading) * bomb
        return legal, f

    def act(self, obs: dict[str, np.ndarray], greedy: bool) -> tuple[int, np.ndarray, np.ndarray]:
        legal, f = self.features(obs)
        logits = f @ self.w
        logits -= logits.max()
        p = np.exp(logits)
        p /= p.sum()
        i = int(np.argmax(p)) if greedy else int(self.rng.choice(len(legal), p=p))
        return int(legal[i]), f[i], p @ f


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    if games == 0:
        return 0.0, 0.0
    phat = wins / games
    den = 1 + z * z / games
    centre = (phat + z * z / (2 * games)) / den
    half = z * math.sqrt(phat * (1 - phat) / games + z * z / (4 * games * games)) / den
    return centre - half, centre + half


def evaluate(env: SingleAgentEnv, policy: Policy | None, games: int, seed0: int,
             rng: np.random.Generator) -> dict[str, Any]:
    wins = 0
    for g in range(games):
        obs, _ = env.reset(seed=seed0 + g)
        done, r = False, 0.0
        while not done:
            if policy is None:
                a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            else:
                a = policy.act(obs, greedy=True)[0]
            obs, r, term, trunc, _ = env.step(a)
            done = term or trunc
        wins += r > 0
    lo, hi = wilson(wins, games)
    return {"games": games, "wins": wins, "win_rate": wins / games, "ci95": [lo, hi]}


def train(args: argparse.Namespace) -> dict[str, Any]:
    rng = np.random.default_rng(args.seed)
    env = SingleAgentEnv("marsmatch", players=args.players, opponent=args.opponent,
                         reward="win")
    policy = Policy(env, rng)
    baseline, curve = 0.0, []
    start = time.time()
    steps = 0
    if args.curve_every:
        point = evaluate(env, None, args.curve_games, 5_000_000, rng)  # w = 0: uniform
        point["episode"] = 0
        curve.append(point)
    for ep in range(args.episodes):
        obs, _ = env.reset(seed=10_000_000 + args.seed * 1_000_000 + ep)
        grads, done, r = [], False, 0.0
        while not done:
            a, phi, mean_phi = policy.act(obs, greedy=False)
            grads.append(phi - mean_phi)
            obs, r, term, trunc, _ = env.step(a)
            done = term or trunc
            steps += 1
        advantage = r - baseline
        baseline += 0.01 * (r - baseline)
        policy.w += args.lr * advantage * np.sum(grads, axis=0)
        if args.curve_every and (ep + 1) % args.curve_every == 0:
            point = evaluate(env, policy, args.curve_games, 5_000_000 + ep, rng)
            point["episode"] = ep + 1
            curve.append(point)
            print(f"episode {ep + 1}: win rate {point['win_rate']:.3f} "
                  f"({point['ci95'][0]:.3f}-{point['ci95'][1]:.3f})", flush=True)
    train_time = time.time() - start
    before = evaluate(env, None, args.eval_games, 1_000_000, rng)
    after = evaluate(env, policy, args.eval_games, 1_000_000, rng)
    out = {"players": args.players, "opponent": args.opponent, "episodes": args.episodes,
           "learner_steps": steps, "train_seconds": round(train_time, 1),
           "uniform_policy": before, "trained_policy": after, "curve": curve,
           "weights": policy.w.round(4).tolist()}
    if args.vs_greedy:
        greedy_env = SingleAgentEnv("marsmatch", players=args.players, opponent="greedy",
                                    reward="win")
        out["trained_vs_greedy"] = evaluate(greedy_env, policy, args.vs_greedy, 2_000_000, rng)
        out["uniform_vs_greedy"] = evaluate(greedy_env, None, args.vs_greedy, 2_000_000, rng)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--opponent", default="random")
    ap.add_argument("--episodes", type=int, default=4000)
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--eval-games", type=int, default=2000)
    ap.add_argument("--curve-every", type=int, default=500)
    ap.add_argument("--curve-games", type=int, default=300)
    ap.add_argument("--vs-greedy", type=int, default=0, help="also play N games vs greedy")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", help="write the JSON summary here")
    ap.add_argument("--plot", help="save the learning curve as a PNG here")
    args = ap.parse_args()
    out = train(args)
    text = json.dumps(out, indent=1)
    print(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
    if args.plot and out["curve"]:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        xs = [p["episode"] for p in out["curve"]]
        ys = [p["win_rate"] for p in out["curve"]]
        lo = [p["ci95"][0] for p in out["curve"]]
        hi = [p["ci95"][1] for p in out["curve"]]
        fig, ax = plt.subplots(figsize=(6, 3.5))
        ax.fill_between(xs, lo, hi, alpha=0.25)
        ax.plot(xs, ys, marker="o", label="trained (greedy eval)")
        ax.axhline(out["uniform_policy"]["win_rate"], color="grey", ls="--",
                   label="uniform random policy")
        ax.set_xlabel("training episodes")
        ax.set_ylabel(f"win rate vs {args.opponent}")
        ax.set_title(f"MarsMatch, {args.players} players")
        ax.legend(loc="lower right")
        fig.tight_layout()
        fig.savefig(args.plot, dpi=100)


if __name__ == "__main__":
    main()
