"""``marsmatch lab sweep`` and ``marsmatch lab tune`` (docs/rules-lab.md)."""

from __future__ import annotations

import json
import shlex
import sys
import time
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..cli_support import GAME_HELP, RULE_HELP, fail
from ..cli_support import LANG as CLI_LANG
from ..errors import MarsMatchError
from ..games import find_game
from ..games.protocol import LabPlugin
from ..provenance import load_average, provenance
from ..sim.cli import validate
from ..sim.config import SimConfig
from ..sim.runner import lab as game_lab
from ..words import LANGS, error, msg, t, text
from . import grid, labels, sweep, tune
from .cache import Cache, code_fingerprint, default_dir
from .checkpoint import Checkpoint
from .checkpoint import key as checkpoint_key
from .execute import Executor
from .measures import fmt
from .progress import sweep_bar, tune_bar
from .skill import parse_pair, skill_config
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
        raise error(MarsMatchError, "err-lab-axis", game=msg(f"game-{find_game(game).name}"), axis=axis,
                    given=given)
    text = (players if axis == "players" else decks) or default
    return grid.parse_sizes(text, f"--{axis}")


def _cache(cache_dir: Path | None, no_cache: bool) -> Cache:
    return Cache(None if no_cache else (cache_dir or default_dir()))


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


#: where and how the cells run, shared by sweep and tune
WORKERS = typer.Option(None, "--workers", min=1, help="processes (default: the CPU count)")
DASK_SCHEDULER = typer.Option(None, "--dask-scheduler", help="run on the Dask cluster at ADDRESS")
CACHE_DIR = typer.Option(None, "--cache", help=CACHE_HELP)
NO_CACHE = typer.Option(False, "--no-cache", help="neither read nor write the cache (nor "
                        "a stopped tune's state)")
EXCEL = typer.Option(False, "--excel", help="also write the tables as an Excel workbook "
                     "(needs openpyxl: pip install 'marsmatch[excel]')")
SKILL = typer.Option(None, "--skill", help="STRONG,WEAK: also play each table with these "
                     "two bots (seats alternating, rotated, each deal once per rotation) "
                     "and measure the stronger one's edge, e.g. greedy,random")
LANG = typer.Option(None, "--lang", help="the language of the report and the terminal: en, "
                    "zh-Hans or zh-Hant (default: marsmatch --lang, else the locale)")
TARGET_FOR_MAPS = typer.Option([], "--target", help="a target drawn on the heatmaps "
                               "(repeatable; as lab tune's; default: the game's default "
                               "targets)")


def check_lang(lang: str | None) -> str:
    """The language of the report and the terminal, one the catalogue has, before any
    work: ``--lang``, else the command line's (``marsmatch --lang``, the locale)."""
    lang = lang or CLI_LANG["lang"]
    if lang not in LANGS:
        raise error(MarsMatchError, "err-takes", option="--lang", takes=", ".join(LANGS),
                    given=repr(lang))
    return lang


def need_excel() -> None:
    """Fail before any work when Excel output is asked for and openpyxl is missing."""
    try:
        import openpyxl  # noqa: F401
    except ImportError:
        raise error(MarsMatchError, "err-excel", what="option") from None


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
    target: list[str] = TARGET_FOR_MAPS,
    skill: str | None = SKILL,
    workers: int | None = WORKERS,
    dask_scheduler: str | None = DASK_SCHEDULER,
    cache_dir: Path | None = CACHE_DIR,
    no_cache: bool = NO_CACHE,
    report: Path = typer.Option(Path("lab-sweep"), "--report", help="directory of the HTML "
                                "report (index.html), sweep.json and the CSV files"),
    no_report: bool = typer.Option(False, "--no-report", help="write no report"),
    excel: bool = EXCEL,
    lang: str | None = LANG,
    as_json: bool = typer.Option(False, "--json", help="print the result as JSON"),
) -> None:
    """Sweep table sizes x option values: measures with intervals, exact checks, a report.

    Each cell is simulated and measured with 95% and 99% intervals; the Heavenly Hands
    are checked against their exact probabilities; seats and round lengths; a key table
    and one HTML report with heatmaps that mark what is significant and the targets."""
    try:
        lab = game_lab(game)
        g = find_game(game)
        sizes = _sizes(lab, g.name, players, decks, lab.axis_default)
        axes = [grid.parse_axis(o) for o in option]
        bot_specs = tuple(b.strip() for b in bots.split(",") if b.strip())
        targets = tuple(parse_target(t, lab.measures) for t in target or lab.targets)
        pair = parse_pair(skill) if skill else None
        base = SimConfig(game=g.name, rounds=rounds, bots=bot_specs, rules=tuple(rule),
                         seed=seed, deal_only=deal_only)
        cells = grid.cells(lab, base, sizes, axes)
        for c in cells:
            validate(c.config)
            if pair:
                validate(skill_config(c.config, *pair))
        lang = check_lang(lang)
        if excel:
            need_excel()
        start = time.perf_counter()
        with Executor(workers, dask_scheduler, _cache(cache_dir, no_cache)) as ex:
            todo = sweep.plan(lab, cells, rounds, pair)
            with sweep_bar(err, as_json, "sweep", ex.pending(todo), lang) as bar:
                measured = sweep.run(lab, cells, rounds, ex, bar.advance, targets, pair)
            played = ex.played
        elapsed = time.perf_counter() - start
    except MarsMatchError as exc:
        fail(str(exc), exc.msg)
        return
    command = _command("sweep", [("--game", g.name),
                                 (f"--{lab.axis}", grid_text(sizes)),
                                 ("--option", option), ("--rule", list(rule)),
                                 ("--rounds", rounds), ("--bots", bots), ("--seed", seed),
                                 ("--deal-only", deal_only), ("--target", list(target)),
                                 ("--skill", skill)])
    result = {"game": g.name, "axis": lab.axis, "sizes": sizes,
              "axes": [[n, v] for n, v in axes], "rounds": rounds, "bots": list(bot_specs),
              "seed": seed, "rules": list(rule), "deal_only": deal_only,
              "measures": lab.measures,
              "targets": [{"text": t.text, "measure": t.measure,
                           "describe": t.describe(lab.measures),
                           "describe_msg": t.describe_msg(lab.measures)}
                          for t in targets],
              "cells": measured, "agreement": sweep.agreement(measured), "command": command,
              "maps": lab.maps(cells[0].config.rules_object, sizes),
              "provenance": provenance(command, seed),
              "run": {"seconds": round(elapsed, 1), "rounds_played": played}}
    if not no_report:
        from .report import write_sweep_report

        path = write_sweep_report(result, report, excel, lang)
        err.print(t("labt-report", lang, partial="no", path=str(path)), markup=False)
    err.print(t("labt-played-cells", lang, rounds=f"{played:,}", cells=str(len(cells)),
                seconds=f"{elapsed:.1f}", load=load_average()), markup=False)
    if as_json:
        sys.stdout.write(json.dumps(result) + "\n")
        return
    print_sweep(result, lang)


def grid_text(sizes: list[int]) -> str:
    """Sizes as ``--players`` takes them: ``3-8`` or ``4,6,8``."""
    if sizes == list(range(sizes[0], sizes[-1] + 1)) and len(sizes) > 1:
        return f"{sizes[0]}-{sizes[-1]}"
    return ",".join(map(str, sizes))


def _title(kind: str, result: dict[str, Any], lang: str, **args: Any) -> None:
    """A command's first line: its title in bold, then what it ran."""
    game = result["game"]
    title = t(f"labt-{kind}-title", lang, game=game if lang == "en" else t(f"game-{game}", lang))
    rest = t(f"labt-{kind}-for", lang, sizes=_sizes_words(result, lang), seed=result["seed"],
             **args)
    out.print(f"[bold]{escape(title)}[/bold]{escape(rest)}")


def _sizes_words(result: dict[str, Any], lang: str) -> str:
    return t("lab-sizes", lang, axis=result["axis"], sizes=grid_text(result["sizes"]))


def print_sweep(result: dict[str, Any], lang: str = "en") -> None:
    from .report import Words, key_rows

    _title("sweep", result, lang, rounds=f"{result['rounds']:,}")
    header, rows = key_rows(result, Words(lang))
    table = Table(*header, title=t("labt-key", lang))
    for r in rows:
        table.add_row(*r)
    out.print(table)
    ag = result["agreement"]
    if ag["checked"]:
        out.print(t("labt-agreement", lang, inside=str(ag["inside"]), checked=str(ag["checked"]),
                    simultaneous=str(ag["simultaneous_inside"])), markup=False)
        for m in ag["misses"]:
            where = f"{t('lab-axis', lang, axis=result['axis'])} {m['size']} {m['scope']} " \
                    f"{m['event']}"
            out.print("  " + t("labt-outside", lang, where=where, rate=f"{m['rate']:.5f}",
                               lo=f"{m['lo99']:.5f}", hi=f"{m['hi99']:.5f}",
                               exact=f"{m['exact']:.5f}", z=f"{m['z']:+.2f}"), markup=False)


# --- tune -------------------------------------------------------------------------------------


@app.command("tune")
def tune_command(
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    players: str | None = typer.Option(None, "--players",
                                       help=SIZES_HELP.format(marsmatch="3-8")),
    decks: str | None = typer.Option(None, "--decks", help=DECKS_HELP),
    target: list[str] = typer.Option(
        [], "--target", help="MEASURE<=V, MEASURE>=V, MEASURE=LO..HI or MEASURE=C+-T "
        "(repeatable); values 15%, 2pt, 1/N; default: the publisher's question, "
        "deal_decided<=15% banker_share=1/N+-2pt"),
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
    also_bots: list[str] = typer.Option(
        ["random"], "--also-bots", help="another bot population (bots by seat) every "
        "simulated target must hold under too; repeat it for more; 'none' for none"),
    skill: str = typer.Option(
        "greedy,random", "--skill", help="STRONG,WEAK: the skill guard, a target that the "
        "duplicate edge of STRONG over WEAK must not fall below today's; 'none': no guard"),
    confirm_bots: str = typer.Option(
        "search-base:iterations=20", "--confirm-bots", help="a slower (search) population "
        "that checks the variants shown, --confirm-rounds rounds per size; 'none': no check"),
    confirm_rounds: int = typer.Option(100, "--confirm-rounds", min=10,
                                       help="rounds per size for --confirm-bots"),
    seed: str = typer.Option("tune", "--seed", help="master seed: same seed, same output"),
    workers: int | None = WORKERS,
    dask_scheduler: str | None = DASK_SCHEDULER,
    cache_dir: Path | None = CACHE_DIR,
    no_cache: bool = NO_CACHE,
    report: Path = typer.Option(Path("lab-tune"), "--report",
                                help="directory of the HTML report, tune.json and tune.csv"),
    no_report: bool = typer.Option(False, "--no-report", help="write no report"),
    excel: bool = EXCEL,
    lang: str | None = LANG,
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
            raise error(MarsMatchError, "err-at-least", option="--max-rounds",
                        other="--min-rounds")
        texts = target or list(lab.targets)
        if not texts:
            raise error(MarsMatchError, "err-no-targets", game=msg(f"game-{g.name}"))
        targets = tuple(parse_target(t, lab.measures) for t in texts)
        space = parse_space(g.name, search, lab.tune_space)
        bot_specs = _lineup(bots)
        extra = tuple(_lineup(b) for b in also_bots if b.strip().lower() != "none")
        guard = None if skill.strip().lower() == "none" else parse_pair(skill)
        confirm = () if confirm_bots.strip().lower() == "none" else _lineup(confirm_bots)
        for n in sizes:
            for lineup in (bot_specs, *extra, *([confirm] if confirm else []),
                           *([guard] if guard else [])):
                validate(grid.with_size(SimConfig(game=g.name, bots=lineup,
                                                  rules=tuple(rule), seed=seed), lab.axis, n))
        settings = tune.Settings(game=g.name, sizes=tuple(sizes), targets=targets,
                                 space=space, max_changes=max_changes, top=top,
                                 min_rounds=min_rounds, max_rounds=max_rounds,
                                 confidence=confidence, budget=budget, seed=seed,
                                 bots=bot_specs, rules=tuple(rule), populations=extra,
                                 skill=guard, confirm=confirm,
                                 confirm_rounds=confirm_rounds)
        lang = check_lang(lang)
        if excel:
            need_excel()
        store = _cache(cache_dir, no_cache)
        saved = Checkpoint(store.root, checkpoint_key(settings.to_json(),
                                                      code_fingerprint(g.name)))
        start = time.perf_counter()
        with Executor(workers, dask_scheduler, store) as ex, \
                tune_bar(err, as_json, "tune", budget,
                         _tail_rounds(settings, len(sizes)), lang) as bar:
            tuner = tune.Tuner(lab, settings, ex, log=bar.log, progress=bar.advance,
                               status=bar.status, on_variant=bar.variant, checkpoint=saved)
            question = labels.question(tuner.target_rows(), lab.axis, sizes, not target)
            err.print(t("labt-question", lang, question=question), markup=False)
            state = saved.load()
            if state is not None:
                err.print(t("labt-resuming", lang, done=f"{state['done']:,}",
                            path=str(saved.path)), markup=False)
            result = tuner.run()
            played = ex.played
        elapsed = time.perf_counter() - start
    except MarsMatchError as exc:
        fail(str(exc), exc.msg)
        return
    command = _command("tune", [
        ("--game", g.name),
        (f"--{lab.axis}", grid_text(sizes)), ("--target", list(texts)),
        ("--search", list(search)), ("--rule", list(rule)), ("--max-changes", max_changes),
        ("--top", top), ("--min-rounds", min_rounds), ("--max-rounds", max_rounds),
        ("--confidence", confidence), ("--budget", budget), ("--bots", bots),
        ("--also-bots", list(also_bots)), ("--skill", skill), ("--confirm-bots", confirm_bots),
        ("--confirm-rounds", confirm_rounds), ("--seed", seed)])
    result["command"] = command
    result["provenance"] = provenance(command, seed)
    result["run"] = {"seconds": round(elapsed, 1), "rounds_played": played}
    stopped = result["progress"]["stopped"]
    if not no_report:
        from .report import write_tune_report

        path = write_tune_report(result, report, excel, lang)
        err.print(t("labt-report", lang, partial="yes" if stopped else "no", path=str(path)),
                  markup=False)
    _played(played, elapsed, lang)
    if stopped:
        err.print(t("labt-stopped", lang, done=f"{result['progress']['variants_done']:,}",
                    total=f"{result['progress']['variants']:,}",
                    resume="yes" if saved.path is not None else "no"), markup=False)
    if as_json:
        sys.stdout.write(json.dumps(result) + "\n")
    else:
        print_tune(result, lang)
    if stopped:
        raise typer.Exit(130)


def _played(played: int, elapsed: float, lang: str) -> None:
    err.print(t("labt-played", lang, rounds=f"{played:,}", seconds=f"{elapsed:.1f}",
                load=load_average()), markup=False)


def _lineup(text: str) -> tuple[str, ...]:
    return tuple(b.strip() for b in text.split(",") if b.strip())


def _tail_rounds(s: tune.Settings, sizes: int) -> int:
    """The rounds the tuner plays after its search: the publisher's rules at the largest
    round count under every population and the skill guard's duplicate deals, and the
    shortlist's checks with the slower population (counted as ten greedy rounds each)."""
    per_size = s.max_rounds * (len(s.lineups) + (1 if s.skill else 0))
    return sizes * (per_size + (10 * s.confirm_rounds * (s.top + 1) if s.confirm else 0))


def print_tune(result: dict[str, Any], lang: str = "en") -> None:
    c = result["counts"]
    st = result["settings"]
    _title("tune", result, lang, bots=",".join(result["bots"]))
    for tg in result["targets"]:
        out.print("  " + t("labt-target", lang, target=_said(tg, "describe", lang),
                           how="exact" if tg["exact"] else "simulated"), markup=False)
    prog = result["progress"]
    decided = c["simulated"] + c["decided_from_shared"]
    shared = msg("labt-shared", simulated=str(c["simulated"]),
                 shared=str(c["decided_from_shared"])) if c["decided_from_shared"] else ""
    out.print(t("labt-searched", lang, done=f"{prog['variants_done']:,}",
                variants=f"{c['variants']:,}", changes=str(st["max_changes"]),
                same=str(c["same_as_smaller"]), exact=str(c["ruled_out_exactly"]),
                decided=str(decided), shared=shared, meets=str(c["meets"]),
                failed=str(c["failed"]), open=str(c["open"]), rounds=f"{st['max_rounds']:,}",
                budget=msg("labt-budget") if c["budget_reached"] else "",
                stopped=msg("labt-stopped-user") if prog["stopped"] else ""), markup=False)
    out.print(t("labt-verdicts-at", lang, confidence=labels.confidence_msg(result)),
              markup=False)
    axis = t("lab-axis", lang, axis=result["axis"])
    cov = Table(t("lab-col-target", lang), *[str(n) for n in result["sizes"]],
                title=t("labt-coverage", lang, axis=axis))
    for tg in result["targets"]:
        row = result["coverage"][tg["text"]]
        cov.add_row(tg["text"], *[f"{row[str(n)]['meets']} / {row[str(n)]['fails']} / "
                                  f"{row[str(n)]['open']}" for n in result["sizes"]])
    out.print(cov)
    out.print(f"[bold]{escape(t('labt-headline', lang, headline=labels.headline(result)))}"
              "[/bold]")
    shown = result["found"] or result["likely"] or result["closest"]
    for i, v in enumerate(shown, 1):
        _print_variant(result, f"{i}. {text(labels.variant_title(v, result), lang)}", v, lang)
    _print_variant(result, t("labt-baseline", lang), result["baseline"], lang)


def _said(item: dict[str, Any], key: str, lang: str) -> str:
    """An item's sentence in ``lang`` from its message (``KEY_msg``), else as written."""
    message = item.get(f"{key}_msg")
    return text(message, lang) if isinstance(message, dict) else str(item[key])


def _print_variant(result: dict[str, Any], title: str, v: dict[str, Any],
                   lang: str = "en") -> None:
    meta = result["measures"]
    out.print(f"\n[bold]{escape(title)}[/bold]")
    for sentence in v.get("rule_book_msg") or v["rule_book"]:
        out.print(f"  - {text(sentence, lang) if isinstance(sentence, dict) else sentence}",
                  markup=False)
    for warning in v.get("printed_msg") or v.get("printed", []):
        out.print(f"  ! {text(warning, lang) if isinstance(warning, dict) else warning}",
                  markup=False)
    if v["options"]:
        out.print("  " + t("labt-options", lang, options=" ".join(v["options"])), markup=False)
    table = Table(t("lab-col-target", lang), *[str(n) for n in result["sizes"]],
                  title=t("labt-evidence", lang, axis=t("lab-axis", lang, axis=result["axis"])))
    evidence = v["evidence"] + v.get("confirm", [])
    for tg in result["targets"]:
        unit = meta[tg["measure"]].get("unit", "")
        for bots in dict.fromkeys(r.get("bots", "") for r in evidence
                                  if r["target"] == tg["text"]):
            cells = []
            for n in result["sizes"]:
                r = next((r for r in evidence if r["size"] == n and r["target"] == tg["text"]
                          and r.get("bots", "") == bots), None)
                if r is None:
                    cells.append("-")
                elif r["exact"]:
                    cells.append(f"{fmt(r['value'], unit, 2)} {text(labels.cell_msg(r), lang)}")
                else:
                    cells.append(f"{fmt(r['value'], unit)} [{fmt(r['lo'], unit)}, "
                                 f"{fmt(r['hi'], unit)}] {text(labels.cell_msg(r), lang)}")
            table.add_row(tg["text"] + (f" ({bots})" if bots else ""), *cells)
    out.print(table)


# --- compare ----------------------------------------------------------------------------------


@app.command("compare")
def compare_command(
    a: str = typer.Argument(..., help="rule set A: NAME=VALUE options separated by spaces "
                            "or commas, or - for the rules as the publisher wrote them"),
    b: str = typer.Argument(..., help="rule set B, the same way"),
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    players: str | None = typer.Option(None, "--players",
                                       help=SIZES_HELP.format(marsmatch="3-8")),
    decks: str | None = typer.Option(None, "--decks", help=DECKS_HELP),
    rounds: int = typer.Option(2000, "--rounds", min=1, help="rounds per table and rule set"),
    bots: str = typer.Option("greedy", "--bots", help="bots by seat, comma-separated"),
    seed: str = typer.Option("compare", "--seed", help="master seed (both rule sets play "
                             "the same deals)"),
    skill: str | None = SKILL,
    workers: int | None = WORKERS,
    dask_scheduler: str | None = DASK_SCHEDULER,
    cache_dir: Path | None = CACHE_DIR,
    no_cache: bool = NO_CACHE,
    report: Path = typer.Option(Path("lab-compare"), "--report", help="directory of the "
                                "HTML report, compare.json and compare.csv"),
    no_report: bool = typer.Option(False, "--no-report", help="write no report"),
    excel: bool = EXCEL,
    lang: str | None = LANG,
    as_json: bool = typer.Option(False, "--json", help="print the result as JSON"),
) -> None:
    """Two rule sets side by side at every table size, on the same deals.

    Every measure of A and of B with 95% intervals, and the difference B - A with its
    interval, marked where it is significant."""
    from .compare import compare, parse_rule_set

    try:
        lab = game_lab(game)
        g = find_game(game)
        sizes = _sizes(lab, g.name, players, decks, lab.tune_axis)
        rules_a, rules_b = parse_rule_set(g.name, a), parse_rule_set(g.name, b)
        pair = parse_pair(skill) if skill else None
        bot_specs = tuple(b_.strip() for b_ in bots.split(",") if b_.strip())
        base = SimConfig(game=g.name, rounds=rounds, bots=bot_specs, seed=seed)
        for n in sizes:
            grid.check_size(g.name, lab.axis, n)
            for rules in (rules_a, rules_b):
                cfg = grid.with_size(SimConfig(game=g.name, bots=bot_specs, rules=rules,
                                               seed=seed), lab.axis, n)
                validate(cfg)
                if pair:
                    validate(skill_config(cfg, *pair))
        lang = check_lang(lang)
        if excel:
            need_excel()
        start = time.perf_counter()
        with Executor(workers, dask_scheduler, _cache(cache_dir, no_cache)) as ex:
            total = 2 * len(sizes) * rounds * (2 if pair else 1)
            with sweep_bar(err, as_json, "compare", total, lang) as bar:
                result = compare(lab, base, sizes, rules_a, rules_b, rounds, ex, bar.advance,
                                 skill=pair)
            played = ex.played
        elapsed = time.perf_counter() - start
    except MarsMatchError as exc:
        fail(str(exc), exc.msg)
        return
    command = _command("compare", [("--game", g.name), (f"--{lab.axis}", grid_text(sizes)),
                                   ("--rounds", rounds), ("--bots", bots), ("--seed", seed),
                                   ("--skill", skill)])
    command += " " + shlex.quote(a) + " " + shlex.quote(b)
    result["command"] = command
    result["provenance"] = provenance(command, seed)
    result["run"] = {"seconds": round(elapsed, 1), "rounds_played": played}
    if not no_report:
        from .report import write_compare_report

        path = write_compare_report(result, report, excel, lang)
        err.print(t("labt-report", lang, partial="no", path=str(path)), markup=False)
    _played(played, elapsed, lang)
    if as_json:
        sys.stdout.write(json.dumps(result) + "\n")
        return
    print_compare(result, lang)


def print_compare(result: dict[str, Any], lang: str = "en") -> None:
    from .report import Words, _ci, _row_label, _side_label, diff_text

    w = Words(lang)
    _title("compare", result, lang, rounds=f"{result['rounds']:,}")
    out.print(f"  A: {_side_label(result['a'], w)}", markup=False)
    out.print(f"  B: {_side_label(result['b'], w)}", markup=False)
    meta = result["measures"]
    exact = w("labt-exact")
    table = Table(w("lab-col-measure"), w.axis(result["axis"]), "A", "B", "B - A",
                  title=w("labt-compare-table"))
    for r in result["rows"]:
        unit = meta[r["measure"]].get("unit", "")
        table.add_row(_row_label(r, meta, w), str(r["size"]), _ci(r["a"], unit, exact),
                      _ci(r["b"], unit, exact),
                      diff_text(r, unit, exact) + (" *" if r["significant"] else ""))
    out.print(table)


@app.command("playtest")
def playtest_command(
    rules: str = typer.Argument(..., help="the variant: NAME=VALUE options separated by "
                                "spaces or commas (as lab compare and lab tune write them), "
                                "or - for the rules as the publisher wrote them"),
    folder: Path = typer.Argument(..., help="the event's folder (created; put it in the "
                                  "server's MARSMATCH_EVENTS_DIR to play it live)"),
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    players: int | None = typer.Option(None, "--players", min=2, help="MarsMatch: players "
                                       "a table (default 4)"),
    decks: int | None = typer.Option(None, "--decks", min=1, help="Shengji: decks"),
    rounds: int = typer.Option(4, "--rounds", min=1, help="rounds (seatings)"),
    boards: int = typer.Option(6, "--boards", min=1, help="boards played in each round"),
    lang: str | None = LANG,
) -> None:
    """Export a variant's rule set as a duplicate event: its boards drawn and committed
    under those rules, registration open, so people can playtest the proposed rules on
    the same boards as the bots ('marsmatch event play' on a copy of the folder)."""
    from ..events.store import create, write_json
    from .compare import label, parse_rule_set

    try:
        lang = check_lang(lang)
        g = find_game(game)
        variant = parse_rule_set(g.name, rules)
        chosen = g.Rules.from_assignments(list(variant)).to_dict()
        if decks is not None:
            chosen = g.rules(chosen, decks=decks).to_dict()
        event = create(folder, game=g.name, names=[], rounds=rounds, boards_per_round=boards,
                       rules=chosen, seats=players, name=f"{g.title}: {label(variant)}")
        event.extra["variant"] = list(variant)  # the lab's words for the rules it plays
        write_json(folder / "event.json", event.to_json())
    except MarsMatchError as exc:
        fail(str(exc))
        return
    out.print(t("labt-playtest", lang, folder=str(folder), variant=label(variant),
                boards=len(event.boards), commitment=event.commitment), markup=False)
