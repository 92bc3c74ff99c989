"""``marsmatch simulate`` and ``marsmatch arena``."""

from __future__ import annotations

import json
import shlex
import sys
import time
from collections.abc import Iterator
from itertools import combinations
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from ..cli_support import GAME_HELP, LANG, RULE_HELP, fail
from ..errors import MarsMatchError
from ..games import find_game
from ..words import error, msg
from ..words import t as said
from .config import SimConfig
from .runner import lab, stream, summary
from .stats import summarise

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False)


def validate(config: SimConfig) -> None:
    """Fail early (one clear line) on a bad game, table, bot or rule, before any process
    starts."""
    from ..bots import bot_from_spec

    find_game(config.game).check_seats(config.players)
    if config.rounds < 1:
        raise error(MarsMatchError, "err-min-one", option="--rounds")
    _ = config.rules_object
    for spec in config.bots:
        bot_from_spec(spec, config.game, seed=0)


def make_config(game: str, players: int | None, **fields: Any) -> SimConfig:
    """A configuration with the game's usual table size when ``players`` is not given."""
    g = find_game(game)
    return SimConfig(game=g.name, players=players or g.default_seats, **fields)


def run_with_progress(config: SimConfig, workers: int | None, dask: str | None,
                      label: str = "simulating", quiet: bool = False,
                      start: int = 0, most: int = 100) -> Iterator[dict[str, Any]]:
    """The rounds of ``config`` from round ``start`` on as a stream (``runner.stream``,
    chunks of at most ``most`` rounds), with a progress bar (the rounds before ``start``
    counted as done)."""
    validate(config)
    if quiet:
        yield from stream(config, workers=workers, dask_scheduler=dask, start=start,
                          most=most)
        return
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), TimeRemainingColumn(), console=err,
                  transient=False) as bar:
        task = bar.add_task(label, total=config.rounds, completed=start)
        yield from stream(config, workers=workers, dask_scheduler=dask, start=start,
                          most=most, progress=lambda k: bar.advance(task, k))


def summary_with_progress(config: SimConfig, workers: int | None, dask: str | None,
                          label: str = "simulating", quiet: bool = False) -> dict[str, Any]:
    """The summary of ``config``'s rounds (``runner.summary``: folded where they are
    played), with a progress bar."""
    validate(config)
    if quiet:
        return summary(config, workers=workers, dask_scheduler=dask)
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=err, transient=False) as bar:
        task = bar.add_task(label, total=config.rounds)
        return summary(config, workers=workers, dask_scheduler=dask,
                       progress=lambda k: bar.advance(task, k))


def register(app: typer.Typer) -> None:
    app.command()(simulate)
    app.command()(arena)


def _bots(text: str) -> tuple[str, ...]:
    return tuple(b.strip() for b in text.split(",") if b.strip())


def simulate(
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    players: int | None = typer.Option(None, "--players", min=2,
                                       help="players (default: the game's usual number)"),
    decks: int | None = typer.Option(None, "--decks", min=1,
                                     help="decks, where the game lets you choose (Shengji)"),
    rounds: int = typer.Option(1000, "--rounds", min=1, help="rounds (deals) to play"),
    bots: str = typer.Option("greedy", "--bots",
                             help="bots by seat, comma-separated, repeated to fill the table; "
                                  "options as NAME:OPT=VALUE"),
    rule: list[str] = typer.Option([], "--rule", help=RULE_HELP),
    seed: str = typer.Option("0", "--seed", help="master seed (round i is dealt from SEED/i)"),
    workers: int | None = typer.Option(None, "--workers", min=1,
                                          help="processes (default: the CPU count)"),
    dask_scheduler: str | None = typer.Option(None, "--dask-scheduler",
                                                 help="run on a Dask cluster at ADDRESS"),
    deal_only: bool = typer.Option(False, "--deal-only",
                                   help="deal and resolve Heavenly Hands only (MarsMatch)"),
    as_json: bool = typer.Option(False, "--json", help="print the summary as JSON"),
    output: Path | None = typer.Option(None, "--out", help="also write the summary JSON here"),
    report: Path | None = typer.Option(None, "--report", help="write the HTML rules-lab "
                                          "report (with plots) into this directory"),
    vary: str | None = typer.Option(None, "--vary", help="NAME=V1,V2,...: run once per "
                                       "value and compare (option effects)"),
    compare: tuple[Path, Path] | None = typer.Option(
        None, "--compare", help="compare two summary JSON files (A.json B.json) side by side"),
) -> None:
    """Play many rounds with bots and report the rules-lab statistics."""
    try:
        if compare is not None:
            a, b = (_load_summary(p) for p in compare)
            _emit_compare(a, b, as_json, report, names=(compare[0].stem, compare[1].stem))
            return
        base = make_config(game, players, rounds=rounds, bots=_bots(bots), rules=tuple(rule), seed=seed,
                         deal_only=deal_only, decks=decks)
        if vary:
            name, sep, values = vary.partition("=")
            if not sep or not values:
                raise error(MarsMatchError, "err-vary")
            summaries = []
            for value in values.split(","):
                cfg = SimConfig(**{**base.__dict__,
                                   "rules": (*base.rules, f"{name.strip()}={value.strip()}")})
                summaries.append(summary_with_progress(cfg, workers, dask_scheduler,
                                                       f"{name}={value}", quiet=as_json))
            names = [f"{name}={v}" for v in values.split(",")]
            if output:
                output.write_text(json.dumps(summaries, indent=1) + "\n", encoding="utf-8")
            _emit_compare(summaries[0], summaries[1] if len(summaries) > 1 else summaries[0],
                          as_json, report, names=tuple(names), more=summaries[2:])
            return
        start = time.perf_counter()
        result = summary_with_progress(base, workers, dask_scheduler, quiet=as_json)
        elapsed = time.perf_counter() - start
        result["timing"] = {"seconds": elapsed, "rounds_per_second": rounds / elapsed,
                             "workers": workers, "dask": dask_scheduler is not None}
    except MarsMatchError as exc:
        fail(str(exc), exc.msg)
        return
    if output:
        output.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    if report:
        from .report import write_report

        path = write_report(result, report)
        err.print(f"report written to {path}")
    if as_json:
        sys.stdout.write(json.dumps(result) + "\n")
    else:
        print_summary(result)


def _load_summary(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise error(MarsMatchError, "err-no-file", what="summary", path=str(path)) from None
    except json.JSONDecodeError as exc:
        raise error(MarsMatchError, "err-file-not-json", path=str(path), why=exc.msg) from None
    if isinstance(data, list) and data:
        data = data[0]
    if not isinstance(data, dict) or "game" not in data or "rounds" not in data:
        raise error(MarsMatchError, "err-not-summary", path=str(path))
    return data


def _emit_compare(a: dict[str, Any], b: dict[str, Any], as_json: bool, report: Path | None,
                  names: tuple[str, ...], more: list[dict[str, Any]] | None = None) -> None:
    from .compare import compare_rows

    summaries = [a, b, *(more or [])]
    labels = list(names)[:len(summaries)]
    labels += [f"run {i + 1}" for i in range(len(labels), len(summaries))]
    rows = compare_rows(summaries)
    if report:
        from .report import write_compare_report

        path = write_compare_report(summaries, labels, report)
        err.print(f"report written to {path}")
    if as_json:
        sys.stdout.write(json.dumps({"labels": labels, "rows": rows}) + "\n")
        return
    table = Table("measure", *labels, title="rule sets side by side")
    for row in rows:
        table.add_row(row["measure"], *row["values"])
    out.print(table)


def print_summary(summary: dict[str, Any]) -> None:
    from .compare import fmt_rate

    cfg = summary["config"]
    out.print(f"[bold]{summary['game']}[/bold]: {summary['rounds']:,} rounds, "
              f"{cfg['players']} players, bots {','.join(cfg['bots'])}"
              + (f", rules {' '.join(cfg['rules'])}" if cfg["rules"] else ""))
    lab(summary["game"]).print_summary(summary, out)
    t = Table("bot", "seats", "win rate (95% CI)", "mean points", title="bots")
    for name, row in summary["bots"].items():
        t.add_row(name, str(row["seats"]), fmt_rate(row["win"]), f"{row['points']['mean']:.1f}")
    out.print(t)
    if "timing" in summary:
        tm = summary["timing"]
        out.print(f"{tm['rounds_per_second']:.1f} rounds/s ({tm['seconds']:.1f} s)")


# --- arena --------------------------------------------------------------------------------


def arena(
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    bots: str = typer.Option("greedy,random", "--bots",
                             help="two or more bots or levels (easy, normal, strong); every "
                                  "pair plays head to head"),
    players: int | None = typer.Option(None, "--players", min=2,
                                       help="table size (default: 2 where the game allows it, "
                                       "else its usual number); the pair's bots alternate seats"),
    decks: int | None = typer.Option(None, "--decks", min=1,
                                     help="decks, where the game lets you choose (Shengji)"),
    rounds: int = typer.Option(400, "--rounds", min=2, help="rounds per pair"),
    rule: list[str] = typer.Option([], "--rule", help=RULE_HELP),
    seed: str = typer.Option("arena", "--seed", help="master seed"),
    workers: int | None = typer.Option(None, "--workers", min=1, help="processes"),
    dask_scheduler: str | None = typer.Option(None, "--dask-scheduler",
                                                 help="run on a Dask cluster at ADDRESS"),
    duplicate: bool = typer.Option(True, "--duplicate/--no-duplicate",
                                   help="every rotation of the lineup plays the same deal"),
    ladder: bool = typer.Option(False, "--ladder",
                                help="rate every bot: Bradley-Terry/Elo with 95%% intervals"),
    as_json: bool = typer.Option(False, "--json", help="print JSON"),
    output: Path | None = typer.Option(None, "--out", help="log every round to this file "
                                          "as it finishes (JSON lines), so a stopped run "
                                          "loses nothing"),
    resume: bool = typer.Option(False, "--resume", help="go on from the rounds already in "
                                   "--out (the same options; --rounds may grow)"),
) -> None:
    """Play bots against each other, seats rotated every round; win rates with 95% CIs.

    For each pair A,B the lineup A,B,A,B,... (MarsMatch; Shengji: A and B are the two
    teams) shifts one seat per round, so every bot sits in every seat equally often; in
    duplicate format (the default) each deal is played once per rotation, so both bots
    get the same cards and the deal's luck cancels out. Bots are names, levels (easy,
    normal, strong) or NAME:OPT=VALUE specs. With --ladder the pairs' decisive results
    (MarsMatch: real matches won) rate every bot on one Elo scale (sim/ladder.py).

    With --out FILE every round is written to FILE as it finishes; after Ctrl-C, a time
    limit or a crash, the same command with --resume plays only the rounds still missing,
    and the figures are those of one straight run (sim/arena_log.py)."""
    names = _bots(bots)
    if len(names) < 2:
        fail("--bots needs at least two bots", msg("err-two-bots"))
    if resume and output is None:
        fail("--resume needs --out FILE, the log to go on from", msg("err-arena-resume-needs-out"))
    seats = players or arena_seats(game)
    rows = []
    log = None
    try:
        configs = [make_config(game, seats, rounds=rounds, bots=(a, b), rules=tuple(rule),
                               seed=f"{seed}/{a}/{b}", rotate=True, decks=decks,
                               duplicate=duplicate) for a, b in combinations(names, 2)]
        for cfg in configs:
            validate(cfg)
        if output is not None:
            from .arena_log import ArenaLog

            log = ArenaLog.open(output, configs[0], seed, names, resume, arena_command(
                game, names, seats, decks, rounds, rule, seed, duplicate, output), rounds)
        for k, cfg in enumerate(configs):
            rows.append(arena_pair(cfg, k, log, workers, dask_scheduler, as_json))
    except MarsMatchError as exc:
        fail(str(exc), exc.msg)
        return
    finally:
        if log is not None:
            log.close()
    table = None
    if ladder:
        from .ladder import pair_of, ratings

        table = ratings(list(dict.fromkeys(names)), [pair_of(r) for r in rows])
    if as_json:
        data: Any = rows if table is None else {"game": find_game(game).name, "pairs": rows,
                                                 "ladder": table}
        sys.stdout.write(json.dumps(data) + "\n")
        return
    print_arena(rows)
    if table is not None:
        print_ladder(table)


def arena_pair(cfg: SimConfig, pair: int, log: Any, workers: int | None, dask: str | None,
                quiet: bool) -> dict[str, Any]:
    """One pair's figures (``arena_row``): its rounds in ``log`` (an ``ArenaLog``, or
    None), then the rest played, each logged as it finishes; Ctrl-C says what was kept."""
    a, b = cfg.bots
    results = [] if log is None else log.done(pair, cfg.rounds)
    if results and not quiet:
        err.print(said("arena-resumed", LANG["lang"], a=a, b=b, rounds=str(len(results)),
                       path=str(log.path)), markup=False)
    try:
        # logged: one round a chunk, so each is on disk as soon as it is played
        for r in run_with_progress(cfg, workers, dask, f"{a} vs {b}", quiet=quiet,
                                   start=len(results), most=100 if log is None else 1):
            results.append(r)
            if log is not None:
                log.add(pair, r)
    except KeyboardInterrupt:
        if log is not None:
            err.print(said("arena-stopped", LANG["lang"], a=a, b=b, rounds=str(len(results)),
                           path=str(log.path)), markup=False)
        raise typer.Exit(130) from None
    return arena_row(cfg, results)


def arena_command(game: str, bots: tuple[str, ...], players: int, decks: int | None,
                  rounds: int, rules: list[str], seed: str, duplicate: bool,
                  output: Path | None = None) -> str:
    """The ``marsmatch arena`` command line of a run (kept in its log and saved rows)."""
    parts = ["marsmatch", "arena", "--game", find_game(game).name, "--players", str(players)]
    if decks:
        parts += ["--decks", str(decks)]
    for r in rules:
        parts += ["--rule", r]
    parts += ["--bots", ",".join(bots), "--rounds", str(rounds), "--seed", seed]
    if not duplicate:
        parts.append("--no-duplicate")
    if output is not None:
        parts += ["--out", str(output)]
    return shlex.join(parts)


def print_ladder(table: list[dict[str, Any]]) -> None:
    lang = LANG["lang"]
    t = Table(*(said("ladder-col", lang, col=c) for c in ("rank", "bot", "elo", "interval",
                                                           "games")),
              title=said("ladder-title", lang))
    for k, r in enumerate(table, 1):
        lo, hi = r["ci95"]
        t.add_row(str(k), r["bot"], f"{r['elo']:.0f}", f"[{lo:.0f}, {hi:.0f}]", str(r["games"]))
    out.print(t)


def arena_seats(game: str) -> int:
    """The arena's default table: heads-up where the game allows it."""
    seats = find_game(game).seats
    return 2 if 2 in seats else seats.start


def arena_row(cfg: SimConfig, results: list[dict[str, Any]]) -> dict[str, Any]:
    """Head-to-head figures of a pair: per bot, win rate per seat (95% Wilson CI), the same
    over rounds that reached the real match (MarsMatch), mean points; and the share of
    decisive rounds the first bot won."""
    from .stats import rate

    summary = summarise(cfg, results)
    a, b = cfg.bots
    decisive = wins_a = 0
    for r in results:
        won = {r["bots"][s] for s in range(len(r["bots"])) if r["won"][s]}
        if len(won) == 1:
            decisive += 1
            wins_a += a in won
    row = {"game": cfg.game, "players": cfg.seats, "rounds": cfg.rounds, "a": a, "b": b,
           "bots": summary["bots"], "decisive": rate(wins_a, decisive),
           "expected_share": lab(cfg.game).expected_share(cfg.seats)}
    match_a = summary["bots"][a].get("real_match_win")
    if match_a is not None:  # MarsMatch: who won the real matches, Heavenly Hands aside
        won_a, won_b = match_a["count"], summary["bots"][b]["real_match_win"]["count"]
        row["real_match"] = rate(won_a, won_a + won_b)
    return row


def print_arena(rows: list[dict[str, Any]]) -> None:
    from .compare import fmt_rate

    lang = LANG["lang"]
    t = Table(*(said("arena-col", lang, col=c) for c in ("a", "b", "a-win", "b-win",
                                                          "decisive", "a-pts", "b-pts")),
              title=said("arena-title", lang))
    for row in rows:
        a, b = row["bots"][row["a"]], row["bots"][row["b"]]
        t.add_row(row["a"], row["b"], fmt_rate(a["win"]), fmt_rate(b["win"]),
                  fmt_rate(row["decisive"]), f"{a['points']['mean']:.1f}",
                  f"{b['points']['mean']:.1f}")
    out.print(t)
    for row in rows:
        lo, hi = row["decisive"]["ci95"]
        verdict = msg("arena-verdict", who=row["a"] if lo > 0.5 else row["b"],
                      stronger="yes" if lo > 0.5 or hi < 0.5 else "no")
        out.print(said("arena-pair", lang, a=row["a"], b=row["b"], game={
            "written": row["game"], "msg": msg(f"game-{row['game']}")},
            players=str(row["players"]), rounds=str(row["rounds"]), verdict=verdict),
            markup=False)
        if "real_match" in row:
            out.print("  " + said("arena-real", lang, a=row["a"],
                                  rate=fmt_rate(row["real_match"])), markup=False)
