"""MarsMatch's engine figures against 282f84e's and OpenSpiel's Dou Dizhu, interleaved.

    .venv/bin/python scripts/bench_versus.py              # make bench-versus
    .venv/bin/python scripts/bench_versus.py --rounds 9 --scale 1 --json

Issue 34's wall-clock comparison in one command. It builds the base commit's compiled core
once, from ``git archive``, in ``--work-dir`` (kept for the next run), and makes a venv
there with ``pip install open_spiel`` (pyspiel is no dependency of the project). Then, in
``--rounds`` rounds, it runs ``scripts/bench.py --engine`` on the base tree and on this
tree and ``scripts/bench_openspiel.py`` one after another (the order turning each round,
so neither side always runs first on a warmer or quieter machine), and prints each
figure's median with the ratio to the base: every MarsMatch engine figure must be at least
the base's (rates higher, times lower), and MarsMatch's random rounds (N=4) at least 2.0x
OpenSpiel's random games in decisions per second, both played by numbered actions (count
the legal actions, draw one, apply it: ``action_count`` / ``apply_action_index`` here,
``legal_actions`` / ``apply_action`` there); the exit status is 1 when one is not.
About 3 minutes with both built (a first run builds and installs for 2-3 more); the load
average before and after is printed, since a loaded machine slows every side.
``MARSMATCH_PGO=1 make build-ext`` first compares the profile-guided build.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "scripts" / "bench.py"
OPENSPIEL = ROOT / "scripts" / "bench_openspiel.py"
RANDOM_ROUNDS = "mm_random_rounds_n4_decisions_per_s"
#: the same rounds by numbered actions: OpenSpiel's loop (count, a random number, apply it)
NUMBERED = "mm_random_rounds_n4_numbered_decisions_per_s"
OS_FIGURE = "openspiel_dou_dizhu_decisions_per_s"
#: MarsMatch's random rounds must be at least this many times OpenSpiel's (issue 12)
OPENSPIEL_TARGET = 2.0


def sh(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, check=False, **kw)  # type: ignore[call-overload]


def base_tree(commit: str, work: Path) -> Path:
    """The base commit's sources with its compiled core built in place (once)."""
    sha = sh(["git", "-C", str(ROOT), "rev-parse", "--short=7", commit]).stdout.strip()
    if not sha:
        raise SystemExit(f"bench_versus: {commit} is no commit of this repository.")
    tree = work / sha
    if (tree / ".built").exists():
        return tree
    tree.mkdir(parents=True, exist_ok=True)
    archive = subprocess.Popen(["git", "-C", str(ROOT), "archive", sha], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", str(tree)], stdin=archive.stdout, check=True)
    archive.wait()
    print(f"building {sha}'s compiled core in {tree} ...", file=sys.stderr, flush=True)
    built = sh([sys.executable, "setup.py", "--quiet", "build_ext", "--inplace"], cwd=tree)
    if built.returncode:
        raise SystemExit(f"bench_versus: building {sha} failed:\n{built.stderr[-2000:]}")
    (tree / ".built").touch()
    return tree


def openspiel_python(work: Path) -> Path | None:
    """A venv with pyspiel (made once); None, with the reason said, when pip cannot."""
    venv = work / "openspiel"
    python = venv / "bin" / "python"
    if python.exists() and sh([str(python), "-c", "import pyspiel"]).returncode == 0:
        return python
    print("installing open_spiel in a venv ...", file=sys.stderr, flush=True)
    made = sh([sys.executable, "-m", "venv", str(venv)])
    pip = made.returncode == 0 and sh([str(python), "-m", "pip", "install", "--quiet",
                                       "open_spiel"])
    if not pip or pip.returncode:
        why = (pip.stderr if pip else made.stderr).strip().splitlines()[-1:]
        print(f"OpenSpiel left out: pip install open_spiel failed ({' '.join(why)})",
              file=sys.stderr)
        return None
    return python


def run_json(cmd: list[str], env: dict[str, str]) -> dict[str, float]:
    out = sh(cmd, env=env)
    if out.returncode:
        raise SystemExit(f"bench_versus: {' '.join(cmd)} failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.splitlines()[-1])


def tree_env(tree: Path) -> dict[str, str]:
    """This Python's environment with ``tree``'s package first on the path (checked)."""
    env = {**os.environ, "PYTHONPATH": str(tree / "src")}
    where = sh([sys.executable, "-c", "import marsmatch; print(marsmatch.__file__)"], env=env)
    if not where.stdout.startswith(str(tree / "src")):
        raise SystemExit(f"bench_versus: marsmatch did not import from {tree}: {where.stdout}"
                         f"{where.stderr[-500:]}")
    return env


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def interleave(sides: dict[str, list[str]], envs: dict[str, dict[str, str]],
               rounds: int) -> dict[str, list[dict[str, float]]]:
    """Every side once a round, the order turned by one each round."""
    names = list(sides)
    runs: dict[str, list[dict[str, float]]] = {n: [] for n in names}
    for r in range(rounds):
        order = names[r % len(names):] + names[:r % len(names)]
        for name in order:
            runs[name].append(run_json(sides[name], envs[name]))
        print(f"round {r + 1}/{rounds} done (load {load()})", file=sys.stderr, flush=True)
    return runs


def medians(runs: list[dict[str, float]]) -> dict[str, float]:
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def report(base: str, engine: dict[str, bool], a: dict[str, float], b: dict[str, float],
           os_rate: float | None) -> tuple[list[str], bool]:
    """The table's lines and whether every must-show figure is met."""
    lines = [f"{'figure':<40} {base:>14} {'this tree':>14} {'speed':>8}  at least the base?"]
    ok = True
    for key, rate in engine.items():
        if key not in a:  # a figure the base cannot measure (numbered actions)
            lines.append(f"{key:<40} {'-':>14} {b[key]:>14,.3f}  (new since the base)")
            continue
        speed = b[key] / a[key] if rate else a[key] / b[key]
        met = speed >= 1.0
        ok &= met
        lines.append(f"{key:<40} {a[key]:>14,.3f} {b[key]:>14,.3f} {speed:>7.3f}x  "
                     f"{'yes' if met else 'NO'}")
    if os_rate is None:
        lines.append("OpenSpiel Dou Dizhu: not measured (see above)")
        return lines, False
    ratio = b[NUMBERED] / os_rate
    met = ratio >= OPENSPIEL_TARGET
    lines.append(f"{OS_FIGURE:<40} {os_rate:>14,.0f}")
    lines.append(f"MarsMatch random rounds (N=4), numbered actions as OpenSpiel's loop / "
                 f"OpenSpiel's: {ratio:.2f}x (target >= {OPENSPIEL_TARGET}): "
                 f"{'yes' if met else 'NO'}")
    lines.append(f"  (by play types and default plays: {b[RANDOM_ROUNDS] / os_rate:.2f}x)")
    return lines, ok and met


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="282f84e", help="the commit to compare with")
    ap.add_argument("--rounds", type=int, default=7, help="interleaved rounds (medians)")
    ap.add_argument("--scale", type=float, default=1.0,
                    help="each engine run's length, a fraction of make bench's")
    ap.add_argument("--work-dir", type=Path, default=Path("/tmp/marsmatch-versus"),
                    help="where the base tree and OpenSpiel's venv are kept")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    if args.rounds < 1 or args.scale <= 0:
        ap.error("--rounds must be at least 1 and --scale above 0")
    started, load_before = time.perf_counter(), load()
    tree = base_tree(args.base, args.work_dir)
    os_python = openspiel_python(args.work_dir)
    engine_cmd = [sys.executable, str(BENCH), "--engine", "--json", "--scale", str(args.scale)]
    sides = {"base": engine_cmd, "tree": engine_cmd}
    envs = {"base": tree_env(tree), "tree": tree_env(ROOT)}
    if os_python is not None:
        sides["openspiel"] = [str(os_python), str(OPENSPIEL), "--json",
                              "--seconds", str(round(5 * args.scale, 2))]
        envs["openspiel"] = {**os.environ, "PYTHONPATH": ""}
    sys.path.insert(0, str(BENCH.parent))
    from bench import ENGINE

    runs = interleave(sides, envs, args.rounds)
    a, b = medians(runs["base"]), medians(runs["tree"])
    os_rate = medians(runs["openspiel"])[OS_FIGURE] if "openspiel" in runs else None
    lines, ok = report(tree.name, ENGINE, a, b, os_rate)
    took = time.perf_counter() - started
    if args.json:
        print(json.dumps({"base": tree.name, "base_medians": a, "tree_medians": b,
                          "openspiel_decisions_per_s": os_rate, "rounds": args.rounds,
                          "all_met": ok, "load_before": load_before, "load_after": load(),
                          "seconds": round(took, 1)}))
    else:
        print("\n".join(lines))
        print(f"{args.rounds} interleaved rounds, medians; {took:.0f} s; "
              f"load average {load_before} before, {load()} after")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
