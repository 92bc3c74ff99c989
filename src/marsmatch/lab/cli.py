"""``marsmatch lab sweep`` and ``marsmatch lab tune`` (docs/rules-lab.md)."""

from __future__ import annotations

import json
import os
import shlex
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table

from ..cli_support import GAME_HELP, RULE_HELP, fail
from ..errors import MarsMatchError
from ..games import find_game
from ..games.protocol import LabPlugin
from ..sim.cli import validate
from ..sim.config import SimConfig
from ..sim.runner import lab as game_lab
from . import grid, sweep, tune
from .cache import Cache, default_dir
from .execute import Executor
from .measures import fmt
from .space import parse_space
from .targets import parse_target

# wide tables: the key table and the evidence need more than 80 columns when piped
out = Console(highlight=False, soft_wrap=True, width=None if sys.stdout.isatty() else 200)
err = Console(stderr=True, highlight=False, width=None if sys.stderr.isatty() else 200)

app = typer.Typer(help="The rules lab for the publisher: sweeps across table sizes and "
                       "options, and a tuner that finds the smallest rule changes meeting "
                       "targets.", no_args_is_help=True)

SIZES_HELP = ("table sizes: MarsMatch players (2-12) as a range or list, e.g. 2-8 or 3,5,8 "
              "(default {marsmatch}); Shengji uses --decks")
DECKS_HELP = "Shengji: decks as a range or list, e.g. 1-3 (default 1-3)"
CACHE_HELP = ("directory of finished batches of rounds, so a run resumes where it stopped "
              f"(default {default_dir()})")


def register(root: typer.Typer) -> None:
    root.add_typer(app, name="lab")


def _sizes(lab: LabPlugin, game: str, players: str | None, decks: str | None,
           default: str) -> list[int]:
    axis = lab.axis
    other = decks if axis == "players" else players
    if other is not None:
        given = "--decks" if axis == "players" else "--players"
        raise MarsMatchError(f"{find_game(game).title} sweeps {axis}; {given} does not apply "
                             f"(use --{axis})")
    text = (players if axis == "players" else decks) or default
    return grid.parse_sizes(text, f"--{axis}")


def _cache(cache_dir: Path | None, no_cache: bool) -> Cache:
    return Cache(None if no_cache else (cache_dir or default_dir()))


class Bar:
    """The progress bar on stderr (nothing when quiet): ``advance(k)`` rounds, ``status``
    what runs now, ``log`` a line above the bar (also when stderr is not a terminal)."""

    def __init__(self, progress: Progress | None, label: str) -> None:
        self.progress = progress
        self.task = progress.add_task(label, total=None) if progress else None
        self.label = label

    def advance(self, k: int) -> None:
        if self.progress is not None and self.task is not None:
            self.progress.advance(self.task, k)

    def status(self, text: str) -> None:
        if self.progress is not None and self.task is not None:
            self.progress.update(self.task, description=f"{self.label}: {text}")

    def log(self, text: str) -> None:
        if self.progress is not None:
            self.progress.console.print(text)


@contextmanager
def _bar(quiet: bool, label: str, total: int | None) -> Iterator[Bar]:
    if quiet:
        yield Bar(None, label)
        return
    columns: list[Any] = ([TextColumn("[bold]{task.description}"), BarColumn(),
                           MofNCompleteColumn(), TimeElapsedColumn()] if total is not None
                          else [SpinnerColumn(), TextColumn("[bold]{task.description}"),
                                TextColumn("{task.completed:,} rounds played"),
                                TimeElapsedColumn()])
    with Progress(*columns, console=err, transient=False) as progress:
        bar = Bar(progress, label)
        if total is not None and bar.task is not None:
            progress.update(bar.task, total=total)
        yield bar


def _command(name: str, args: list[tuple[str, Any]]) -> str:
    parts = ["marsmatch", "lab", name]
    for flag, value in args:
        if value is None or value is False or value == [] or value == ():
            continue
        if value is True:
            parts.append(flag)
        elif isinstance(value, (list, tuple)):
            for v in value:
                parts += [flag, str(v)]
        else:
            parts += [flag, str(value)]
    return " ".join(shlex.quote(p) for p in parts)


def _load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


#: where and how the cells run, shared by sweep and tune
WORKERS = typer.Option(None, "--workers", min=1, help="processes (default: the CPU count)")
DASK_SCHEDULER = typer.Option(None, "--dask-scheduler", help="run on the Dask cluster at ADDRESS")
CACHE_DIR = typer.Option(None, "--cache", help=CACHE_HELP)
NO_CACHE = typer.Option(False, "--no-cache", help="neither read nor write the cache")


# --- sweep ------------------------------------------------------------------------------------


@app.command("sweep")
def sweep_command(
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    players: str | None = typer.Option(None, "--players",
                                       help=SIZES_HELP.format(marsmatch="2-8")),
    decks: str | None = typer.Option(None, "--decks", help=DECKS_HELP),
    option: list[str] = typer.Option([], "--option", help="NAME=V1,V2,...: an option axis "
                                     "(repeatable; the values of several are combined)"),
    rule: list[str] = typer.Option([], "--rule", help=RULE_HELP + " (every cell)"),
    rounds: int = typer.Option(2000, "--rounds", min=1, help="rounds per cell"),
    bots: str = typer.Option("greedy", "--bots", help="bots by seat, comma-separated"),
    seed: str = typer.Option("lab", "--seed", help="master seed (round i is dealt from "
                             "SEED/i in every cell)"),
    deal_only: bool = typer.Option(False, "--deal-only", help="deal and resolve the Heavenly "
                                   "Hands only (MarsMatch): fast exact-vs-simulated checks"),
    workers: int | None = WORKERS,
    dask_scheduler: str | None = DASK_SCHEDULER,
    cache_dir: Path | None = CACHE_DIR,
    no_cache: bool = NO_CACHE,
    report: Path = typer.Option(Path("lab-sweep"), "--report", help="directory of the HTML "
                                "report (index.html) and sweep.json"),
    no_report: bool = typer.Option(False, "--no-report", help="write no report"),
    as_json: bool = typer.Option(False, "--json", help="print the result as JSON"),
) -> None:
    """Sweep table sizes x option values: measures with intervals, exact checks, a report.

    Each cell is simulated and measured with 95% and 99% intervals; the Heavenly Hands
    are checked against their exact probabilities; a key table and one HTML report with
    heatmaps."""
    try:
        lab = game_lab(game)
        g = find_game(game)
        sizes = _sizes(lab, g.name, players, decks, lab.axis_default)
        axes = [grid.parse_axis(o) for o in option]
        bot_specs = tuple(b.strip() for b in bots.split(",") if b.strip())
        base = SimConfig(game=g.name, rounds=rounds, bots=bot_specs, rules=tuple(rule),
                         seed=seed, deal_only=deal_only)
        cells = grid.cells(lab, base, sizes, axes)
        for c in cells:
            validate(c.config)
        start = time.perf_counter()
        with Executor(workers, dask_scheduler, _cache(cache_dir, no_cache)) as ex:
            todo = sweep.plan(lab, cells, rounds)
            with _bar(as_json, "sweep", ex.pending(todo)) as bar:
                measured = sweep.run(lab, cells, rounds, ex, bar.advance)
            played = ex.played
        elapsed = time.perf_counter() - start
    except MarsMatchError as exc:
        fail(str(exc))
        return
    command = _command("sweep", [("--game", g.name),
                                 (f"--{lab.axis}", grid_text(sizes)),
                                 ("--option", option), ("--rule", list(rule)),
                                 ("--rounds", rounds), ("--bots", bots), ("--seed", seed),
                                 ("--deal-only", deal_only)])
    result = {"game": g.name, "axis": lab.axis, "sizes": sizes,
              "axes": [[n, v] for n, v in axes], "rounds": rounds, "bots": list(bot_specs),
              "seed": seed, "rules": list(rule), "deal_only": deal_only,
              "measures": lab.measures, "cells": measured,
              "agreement": sweep.agreement(measured), "command": command,
              "maps": lab.maps(cells[0].config.rules_object, sizes)}
    if not no_report:
        from .report import write_sweep_report

        path = write_sweep_report(result, report)
        err.print(f"report written to {path}")
    err.print(f"{played:,} rounds played, {len(cells)} cells, {elapsed:.1f} s, "
              f"load average {_load()}")
    if as_json:
        sys.stdout.write(json.dumps(result) + "\n")
        return
    print_sweep(result)


def grid_text(sizes: list[int]) -> str:
    if sizes == list(range(sizes[0], sizes[-1] + 1)) and len(sizes) > 1:
        return f"{sizes[0]}-{sizes[-1]}"
    return ",".join(map(str, sizes))


def print_sweep(result: dict[str, Any]) -> None:
    from .report import key_rows

    out.print(f"[bold]{result['game']} sweep[/bold]: {result['axis']} "
              f"{grid_text(result['sizes'])}, {result['rounds']:,} rounds per cell, seed "
              f"{result['seed']}")
    header, rows = key_rows(result)
    t = Table(*header, title="key table (99% intervals)")
    for r in rows:
        t.add_row(*r)
    out.print(t)
    ag = result["agreement"]
    if ag["checked"]:
        out.print(f"exact Heavenly probabilities inside their 99% interval: {ag['inside']} of "
                  f"{ag['checked']} (simultaneous 99%: {ag['simultaneous_inside']} of "
                  f"{ag['checked']})")
        for m in ag["misses"]:
            out.print(f"  outside: {result['axis']} {m['size']} {m['scope']} {m['event']}: "
                      f"{m['rate']:.5f} [{m['lo99']:.5f}, {m['hi99']:.5f}] vs exact "
                      f"{m['exact']:.5f} (z {m['z']:+.2f})")


# --- tune -------------------------------------------------------------------------------------


@app.command("tune")
def tune_command(
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    players: str | None = typer.Option(None, "--players",
                                       help=SIZES_HELP.format(marsmatch="3-8")),
    decks: str | None = typer.Option(None, "--decks", help=DECKS_HELP),
    target: list[str] = typer.Option(
        [], "--target", help="MEASURE<=V, MEASURE>=V, MEASURE=LO..HI or MEASURE=C+-T "
        "(repeatable); values 15%, 2pt, 1/N; default: deal_decided<=15% "
        "banker_share=1/N+-2pt median_actions=40..80"),
    search: list[str] = typer.Option([], "--search", help="NAME=V1,V2,...: options and "
                                     "values to try, mildest first (repeatable; replaces "
                                     "the default search space)"),
    rule: list[str] = typer.Option([], "--rule", help=RULE_HELP + " (kept in every variant)"),
    max_changes: int = typer.Option(3, "--max-changes", min=0, max=6,
                                    help="options a variant may change"),
    top: int = typer.Option(3, "--top", min=1, help="variants to find"),
    min_rounds: int = typer.Option(250, "--min-rounds", min=10,
                                   help="rounds of the first look at each table size"),
    max_rounds: int = typer.Option(4000, "--max-rounds", min=10,
                                   help="rounds at most per table size (rounds double "
                                   "between looks)"),
    confidence: float = typer.Option(0.95, "--confidence", min=0.5, max=0.9999,
                                     help="confidence of each verdict, over all looks"),
    budget: int = typer.Option(60, "--budget", min=1,
                               help="variants to simulate at most"),
    bots: str = typer.Option("greedy", "--bots", help="bots by seat, comma-separated"),
    seed: str = typer.Option("tune", "--seed", help="master seed: same seed, same output"),
    workers: int | None = WORKERS,
    dask_scheduler: str | None = DASK_SCHEDULER,
    cache_dir: Path | None = CACHE_DIR,
    no_cache: bool = NO_CACHE,
    report: Path = typer.Option(Path("lab-tune"), "--report",
                                help="directory of the HTML report and tune.json"),
    no_report: bool = typer.Option(False, "--no-report", help="write no report"),
    as_json: bool = typer.Option(False, "--json", help="print the result as JSON"),
) -> None:
    """Find the smallest rule changes that meet the targets at every table size.

    Exact values where they exist, simulation with sequential stopping elsewhere; prints
    the variants with their evidence and the change in the rule book's words."""
    try:
        lab = game_lab(game)
        g = find_game(game)
        sizes = _sizes(lab, g.name, players, decks, lab.tune_axis)
        for n in sizes:
            grid.check_size(g.name, lab.axis, n)
        if max_rounds < min_rounds:
            raise MarsMatchError("--max-rounds must be at least --min-rounds")
        texts = target or list(lab.targets)
        if not texts:
            raise MarsMatchError(f"{g.title} has no default targets; give --target")
        targets = tuple(parse_target(t, lab.measures) for t in texts)
        space = parse_space(g.name, search, lab.tune_space)
        bot_specs = tuple(b.strip() for b in bots.split(",") if b.strip())
        for n in sizes:
            validate(grid.with_size(SimConfig(game=g.name, bots=bot_specs, rules=tuple(rule),
                                              seed=seed), lab.axis, n))
        settings = tune.Settings(game=g.name, sizes=tuple(sizes), targets=targets,
                                 space=space, max_changes=max_changes, top=top,
                                 min_rounds=min_rounds, max_rounds=max_rounds,
                                 confidence=confidence, budget=budget, seed=seed,
                                 bots=bot_specs, rules=tuple(rule))
        start = time.perf_counter()
        with Executor(workers, dask_scheduler, _cache(cache_dir, no_cache)) as ex, \
                _bar(as_json, "tuning", None) as bar:
            result = tune.Tuner(lab, settings, ex, log=bar.log, progress=bar.advance,
                                status=bar.status).run()
            played = ex.played
        elapsed = time.perf_counter() - start
    except MarsMatchError as exc:
        fail(str(exc))
        return
    result["command"] = _command("tune", [
        ("--game", g.name),
        (f"--{lab.axis}", grid_text(sizes)), ("--target", list(texts)),
        ("--search", list(search)), ("--rule", list(rule)), ("--max-changes", max_changes),
        ("--top", top), ("--min-rounds", min_rounds), ("--max-rounds", max_rounds),
        ("--confidence", confidence), ("--budget", budget), ("--bots", bots),
        ("--seed", seed)])
    if not no_report:
        from .report import write_tune_report

        path = write_tune_report(result, report)
        err.print(f"report written to {path}")
    err.print(f"{played:,} rounds played, {elapsed:.1f} s, load average {_load()}")
    if as_json:
        sys.stdout.write(json.dumps(result) + "\n")
        return
    print_tune(result)


def print_tune(result: dict[str, Any]) -> None:
    c = result["counts"]
    st = result["settings"]
    out.print(f"[bold]{result['game']} tuner[/bold]: {result['axis']} "
              f"{grid_text(result['sizes'])}, bots {','.join(result['bots'])}, seed "
              f"{result['seed']}")
    for t in result["targets"]:
        out.print(f"  target: {t['describe']} ({'exact' if t['exact'] else 'simulated'})")
    out.print(f"searched {c['variants']:,} variants of up to {st['max_changes']} changes: "
              f"{c['same_as_smaller']} play like a smaller one, {c['ruled_out_exactly']} "
              f"ruled out by exact values, {c['simulated']} simulated"
              + (f" and {c['decided_from_shared']} decided by their simulations"
                 if c["decided_from_shared"] else "")
              + f" ({c['meets']} meet "
              f"every target, {c['failed']} failed, {c['open']} undecided at "
              f"{st['max_rounds']:,} rounds)"
              + ("; stopped at the budget" if c["budget_reached"] else ""))
    cov = Table("target", *[str(n) for n in result["sizes"]],
                title=f"simulated variants meeting / failing / undecided, by {result['axis']}")
    for tg in result["targets"]:
        row = result["coverage"][tg["text"]]
        cov.add_row(tg["text"], *[f"{row[str(n)]['meets']} / {row[str(n)]['fails']} / "
                                  f"{row[str(n)]['open']}" for n in result["sizes"]])
    out.print(cov)
    if result["found"]:
        out.print(f"[bold]{len(result['found'])} variant(s) meet every target[/bold] "
                  "(verdicts at " f"{100 * st['confidence']:.0f}% confidence):")
        shown = result["found"]
    elif result["likely"]:
        out.print(f"[bold]no variant was shown to meet every target at "
                  f"{100 * st['confidence']:.0f}% confidence[/bold]; "
                  f"{len(result['likely'])} meet them on the estimates (some intervals still "
                  f"cross a band's edge at {st['max_rounds']:,} rounds):")
        shown = result["likely"]
    else:
        out.print("[bold]no variant met every target[/bold]; the closest:")
        shown = result["closest"]
    for i, v in enumerate(shown, 1):
        where = (f"every target met at {result['axis']} {grid_text(v['meets_at'])}"
                 if v["meets_at"] else "no table size meets every target yet")
        _print_variant(result, f"{i}. {v['label']} (size {v['cost']}; {v['status']}; "
                       f"{where})", v)
    _print_variant(result, "the publisher's rules, for comparison", result["baseline"])


def _print_variant(result: dict[str, Any], title: str, v: dict[str, Any]) -> None:
    meta = result["measures"]
    out.print(f"\n[bold]{title}[/bold]")
    for sentence in v["rule_book"]:
        out.print(f"  - {sentence}")
    if v["options"]:
        out.print("  options: " + " ".join(v["options"]))
    t = Table("target", *[str(n) for n in result["sizes"]],
              title=f"evidence by {result['axis']}")
    for tg in result["targets"]:
        unit = meta[tg["measure"]].get("unit", "")
        cells = []
        for n in result["sizes"]:
            r = next((r for r in v["evidence"] if r["size"] == n and r["target"] == tg["text"]),
                     None)
            if r is None:
                cells.append("-")
            elif r["exact"]:
                cells.append(f"{fmt(r['value'], unit, 2)} exact {r['verdict']}")
            else:
                cells.append(f"{fmt(r['value'], unit)} [{fmt(r['lo'], unit)}, "
                             f"{fmt(r['hi'], unit)}] {r['verdict']}")
        t.add_row(tg["text"], *cells)
    out.print(t)
