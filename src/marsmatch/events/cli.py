"""``marsmatch event create|play|results|reveal|log``: duplicate events offline
(docs/tournaments.md)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from ..cli_support import GAME_HELP, RULE_HELP, emit_json, guarded
from ..games import find_game
from ..words import error
from . import store
from .store import (
    EventError,
    Results,
    adjust,
    create,
    load,
    read_log,
    record_path,
    replace_by_bot,
    results,
    reveal,
    start,
)

app = typer.Typer(help="Duplicate events: the same boards at every table, committed before "
                  "play (docs/tournaments.md).", no_args_is_help=True)
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False)
DIR_HELP = "the event's folder"


def register(root: typer.Typer) -> None:
    root.add_typer(app, name="event")


def _names(names: list[str], field: int | None, pairs: bool) -> list[str]:
    if names and field is not None:
        raise error(EventError, "ev-err-name-or-field")
    if names:
        return names
    n = field if field is not None else (12 if pairs else 16)
    return [f"pair {i + 1}" if pairs else f"player {i + 1}" for i in range(n)]


@app.command("create")
@guarded
def create_cmd(
    folder: Path = typer.Argument(..., help=DIR_HELP + " (created; must not hold an event)"),
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    name: list[str] = typer.Option([], "--name", help="a player (MarsMatch) or a pair "
                                   "'ann & bo' (Shengji), repeatable: named guests, or "
                                   "@login for an account of the server"),
    field: int | None = typer.Option(None, "--field", min=2, help="that many numbered "
                                     "entries instead of names (default 16 players or 12 "
                                     "pairs)"),
    seats: int | None = typer.Option(None, "--seats", min=2, help="players a table "
                                     "(MarsMatch; default 4)"),
    rounds: int = typer.Option(4, "--rounds", min=1, help="rounds (seatings)"),
    boards: int = typer.Option(6, "--boards", min=1, help="boards played in each round"),
    rule: list[str] = typer.Option([], "--rule", help=RULE_HELP),
    decks: int | None = typer.Option(None, "--decks", min=1, help="decks (Shengji)"),
    filler: str = typer.Option("strong", "--filler", help="the bot that fills the last "
                               "table (marked in the results, never ranked)"),
    seed: int = typer.Option(0, "--movement-seed", help="the seed of the seating search"),
    open_: bool = typer.Option(False, "--open", help="leave registration open (event "
                               "register, then event start) instead of seating a field now"),
) -> None:
    """Create an event: draw its boards' seeds and publish their commitment."""
    from ..bots import bot_from_spec

    g = find_game(game)
    rules = g.Rules.from_assignments(rule).to_dict()
    if decks is not None:
        rules = g.rules(rules, decks=decks).to_dict()
    bot_from_spec(filler, g.name, seed=0)
    if open_ and (name or field is not None):
        raise error(EventError, "ev-err-open-field")
    names = [] if open_ else _names(name, field, g.partnerships)
    event = create(folder, game=g.name, names=names, rounds=rounds,
                   boards_per_round=boards, rules=rules, seats=seats, filler=filler,
                   seed=seed)
    if not event.started:
        out.print(f"created {folder}: {event.game}, {event.rounds} rounds of "
                  f"{event.boards_per_round} boards; registration is open")
        out.print(f"event commitment (publish it now): {event.commitment}")
        return
    bots = sum(1 for e in event.field if e["bot"])
    out.print(f"created {folder}: {event.game}, {len(event.field) - bots} entries"
              + (f" and {bots} filler bot(s)" if bots else "")
              + f", {event.movement.tables} tables, {event.rounds} rounds of "
              f"{event.boards_per_round} boards ({event.movement.kind} movement)")
    out.print(f"event commitment (publish it now): {event.commitment}")
    out.print(f"keep {folder / 'seeds.secret.json'} secret until the event ends")


@app.command("daily")
@guarded
def daily_cmd(
    root: Path = typer.Argument(..., help="the events folder (the day's event is "
                                "ROOT/daily-YYYY-MM-DD)"),
    day: str | None = typer.Option(None, "--date", help="the day, YYYY-MM-DD (default: "
                                   "today, UTC)"),
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    boards: int = typer.Option(6, "--boards", min=1, help="the day's boards"),
    bot: str = typer.Option("strong", "--bot", help="the bots every entrant plays against, "
                            "and the par table's"),
) -> None:
    """Create the day's challenge: its boards committed, the bots' par table seated; join
    with 'event join', play with 'event play'."""
    from ..bots import bot_from_spec
    from .daily import create_daily, folder_for, today

    bot_from_spec(bot, find_game(game).name, seed=0)
    event = create_daily(root, day, game, boards, bot)
    out.print(f"created {folder_for(root, day or today())}: {event.name}, "
              f"{event.boards_per_round} boards against {bot} bots")
    out.print(f"event commitment (publish it now): {event.commitment}")


@app.command("join")
@guarded
def join_cmd(folder: Path = typer.Argument(..., help="the day's challenge folder"),
             who: str = typer.Argument(..., help="your name")) -> None:
    """Join today's challenge: a table of your own against the bots."""
    from .daily import join

    event = join(folder, who)
    out.print(f"{who} joined {event.name}; {len(event.movement.rounds[0]) - 1} entrant(s)")


@app.command("register")
@guarded
def register_cmd(
    folder: Path = typer.Argument(..., help=DIR_HELP),
    names: list[str] = typer.Argument(..., help="named guests (Shengji: pairs 'ann & bo'); "
                                      "@login for a player who is an account of the server"),
) -> None:
    """Register named guests while registration is open."""
    event = store.register(folder, names)
    out.print(f"registered {', '.join(names)}; {len(event.field)} in the field")


@app.command("start")
@guarded
def start_cmd(folder: Path = typer.Argument(..., help=DIR_HELP)) -> None:
    """Close registration and seat the field (bots fill the last table)."""
    event = start(folder)
    out.print(f"started: {event.movement.tables} tables, {event.movement.kind} movement")


@app.command("live")
@guarded
def live_cmd(
    folder: Path = typer.Argument(..., help=DIR_HELP + " (inside the server's "
                                  "MARSMATCH_EVENTS_DIR)"),
    bot_delay: float = typer.Option(0.8, "--bot-delay", min=0, max=30, help="seconds a bot "
                                    "waits before it acts"),
    next_after: float = typer.Option(5.0, "--next", min=0, max=600, help="seconds between "
                                     "two boards at a table"),
    grace: float = typer.Option(60.0, "--grace", min=0, max=3600, help="seconds an absent "
                                "player's seat waits before a bot plays for them"),
) -> None:
    """Hand a started event to the server: it makes each round's tables, people sit at
    theirs with their pass ('event passes'), bots play the bots' seats."""
    event = store.go_live(folder, bot_delay, next_after, grace)
    out.print(f"{event.name} is live: the server makes round 1's "
              f"{event.movement.tables} tables")


@app.command("grant")
@guarded
def grant_cmd(root: Path = typer.Argument(..., help="the events folder (the server's "
                                          "MARSMATCH_EVENTS_DIR)"),
              login: str = typer.Argument(..., help="the account's login"),
              revoke: bool = typer.Option(False, "--revoke", help="take the role back")
              ) -> None:
    """Give an account the director role: at the server's desk (/#/desk) it creates,
    registers, starts, pauses, replaces, adjusts and publishes the events of ROOT."""
    have = store.grant(root, login, revoke)
    out.print(f"directors of {root}: {', '.join(have) or 'none'}")


@app.command("passes")
@guarded
def passes_cmd(folder: Path = typer.Argument(..., help=DIR_HELP),
               as_json: bool = typer.Option(False, "--json", help="print JSON")) -> None:
    """Each person's entry pass: hand each their own; with it they take their seat at
    their table (/#/e/EVENT, 'Sit down')."""
    if not load(folder).started:
        raise error(EventError, "ev-err-passes-later")
    made = store.passes(folder)
    if as_json:
        emit_json(made)
        return
    for who, code in made.items():
        out.print(f"{who}\t{code}\t/#/e/{folder.name}?who={quote(who)}&pass={code}")


@app.command("play")
@guarded
def play_cmd(
    folder: Path = typer.Argument(..., help=DIR_HELP),
    bot: str = typer.Option("greedy", "--bot", help="the bot that plays for every entry "
                            "(a level: easy, normal, strong; or a bot spec)"),
    as_: list[str] = typer.Option([], "--as", help="NAME=BOT: the bot that plays for one "
                                  "entry (repeatable)"),
    rounds: int | None = typer.Option(None, "--rounds", min=1, help="play only the first "
                                      "N rounds (default: all, then reveal the seeds)"),
    quiet: bool = typer.Option(False, "--quiet", help="no progress bar"),
) -> None:
    """Play the event's tables with bots (resumes where it stopped); reveal at the end."""
    from ..bots import bot_from_spec
    from .run import play_event

    event = load(folder)
    if not event.started:
        raise error(EventError, "ev-err-not-started")
    if store.is_paused(folder):
        raise error(EventError, "ev-err-paused")
    chosen: dict[str, str] = {}
    for item in as_:
        who, sep, spec = item.partition("=")
        if not sep or not spec:
            raise error(EventError, "ev-err-as", given=repr(item))
        chosen[who.strip()] = spec.strip()
    names = {e["name"] for e in event.field}
    for who in chosen:
        if who not in names:
            raise error(EventError, "ev-err-not-in-field", who=repr(who))
    for spec in (bot, *chosen.values()):
        bot_from_spec(spec, event.game, seed=0)
    upto = event.rounds if rounds is None else min(rounds, event.rounds)
    total = sum(1 for r in range(upto) for b in event.round_boards(r)
                for t in range(event.movement.tables)
                if not record_path(folder, b, t).exists())
    if quiet:
        done = play_event(folder, bot, chosen, rounds=rounds)
    else:
        with Progress(TextColumn("[bold]{task.description}"), BarColumn(),
                      MofNCompleteColumn(), TimeElapsedColumn(), console=err) as bar:
            task = bar.add_task("playing", total=total)
            done = play_event(folder, bot, chosen, lambda k: bar.advance(task, k), rounds)
    out.print(f"played {done} board(s) at tables; "
              + ("the seeds are revealed in boards.json" if (folder / "boards.json").exists()
                 else "the seeds stay secret until every round is played"))


@app.command("reveal")
@guarded
def reveal_cmd(folder: Path = typer.Argument(..., help=DIR_HELP)) -> None:
    """Reveal the boards' seeds (boards.json) once every board has been played."""
    reveal(folder)
    out.print(f"revealed {folder / 'boards.json'}")


@app.command("results")
@guarded
def results_cmd(
    folder: Path = typer.Argument(..., help=DIR_HELP),
    after: int | None = typer.Option(None, "--round", min=1, help="standings after this "
                                     "round (default: every round played)"),
    boards: bool = typer.Option(False, "--boards", help="also every board's result at "
                                "every table"),
    as_json: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """Recompute the standings from the published records alone, checking each record's
    deal against the revealed boards. Exits 1 when a record fails its checks."""
    got = results(folder, after)
    if as_json:
        emit_json(got.to_json())
    else:
        _print(got, boards)
    if got.problems:
        raise typer.Exit(1)


def _print(got: Results, boards: bool) -> None:
    ev = got.event
    out.print(f"{ev.name}: {ev.game}, rounds complete {got.rounds_complete} of {ev.rounds}; "
              f"commitment {ev.commitment}")
    if got.verified is None:
        out.print("the boards are not revealed yet: the deals are checked once they are")
    else:
        out.print(f"{got.verified} record(s) proved to be the committed boards")
    table = Table("rank", "field", "name", "MP %", "MP", "IMPs", "tops", "boards",
                  "points", title="standings (MP %, then IMPs, then tops)")
    for r in got.standings:
        mark = "substitute" if r.get("substitute") else "bot"
        table.add_row(mark if r["bot"] else str(r["rank"]), r["field"], r["who"],
                      f"{r['pct']:.2f}", f"{r['mp']:g}/{r['top']}", str(r["imps"]),
                      str(r["tops"]), str(r["boards"]), f"{r['total']:g}")
    out.print(table)
    if boards:
        per = Table("board", "group", "table", "name", "score", "MP", "IMPs")
        for s in sorted(got.scored, key=lambda s: (s.entry.board, s.entry.group,
                                                   -s.entry.score)):
            adj = " (adjusted)" if (s.entry.board, s.entry.who) in got.adjusted else ""
            per.add_row(str(s.entry.board + 1), s.entry.group, str(s.entry.table + 1),
                        s.entry.who, f"{s.entry.score:g}{adj}", f"{s.mp:g}/{s.top}",
                        str(s.imps))
        out.print(per)
    for p in got.problems:
        err.print(f"problem: {p}", markup=False)


@app.command("adjust")
@guarded
def adjust_cmd(
    folder: Path = typer.Argument(..., help=DIR_HELP),
    board: int = typer.Option(..., "--board", help="the board, counted from 1"),
    who: str = typer.Option(..., "--name", help="the entry whose result is adjusted"),
    score: float = typer.Option(..., "--score", help="the score it gets on that board"),
    reason: str = typer.Option(..., "--reason", help="why (written in the log)"),
) -> None:
    """Adjust one entry's score on a board, with a written reason (logged; applied when
    the results are computed)."""
    adjust(folder, board, who, score, reason)
    out.print(f"adjusted {who} on board {board} to {score:g}: {reason}")


@app.command("replace")
@guarded
def replace_cmd(
    folder: Path = typer.Argument(..., help=DIR_HELP),
    who: str = typer.Argument(..., help="the absent entry"),
    bot: str = typer.Option("strong", "--bot", help="the bot that plays for it from now on"),
    reason: str = typer.Option(..., "--reason", help="why (written in the log)"),
) -> None:
    """Replace an absent entry by a bot for the boards still to play (logged; the entry is
    then marked a substitute and never ranked)."""
    from ..bots import bot_from_spec

    bot_from_spec(bot, load(folder).game, seed=0)
    replace_by_bot(folder, who, bot, reason)
    out.print(f"{who} is played by {bot} from now on, and not ranked")


@app.command("pause")
@guarded
def pause_cmd(folder: Path = typer.Argument(..., help=DIR_HELP),
              resume: bool = typer.Option(False, "--resume", help="resume a paused event"),
              reason: str = typer.Option("", "--reason", help="why (written in the log)")
              ) -> None:
    """Pause the event, so no table is played, or resume it (--resume); logged."""
    store.pause(folder, not resume, reason)
    out.print(f"{'resumed' if resume else 'paused'} {folder}")


@app.command("log")
@guarded
def log_cmd(folder: Path = typer.Argument(..., help=DIR_HELP),
            as_json: bool = typer.Option(False, "--json", help="print JSON")) -> None:
    """The director's log: everything done to the event, in order."""
    load(folder)
    entries = read_log(folder)
    if as_json:
        emit_json(entries)
        return
    for e in entries:
        rest = {k: v for k, v in e.items() if k not in ("at", "what")}
        out.print(f"{e['at']}  {e['what']}  {rest}", markup=False)


@app.command("simulate")
@guarded
def simulate_cmd(
    events: int = typer.Option(200, "--events", min=1, help="simulated events"),
    rounds: int = typer.Option(4, "--rounds", min=1, help="rounds an event"),
    boards: int = typer.Option(1, "--boards", min=1, help="boards a round"),
    output: Path | None = typer.Option(None, "--out", help="write every event's row and "
                                       "the summary here (JSON)"),
    as_json: bool = typer.Option(False, "--json", help="print the summary as JSON"),
) -> None:
    """Does duplicate scoring rank a field by strength? Simulated MarsMatch events of 16
    bots, four of each strength, scored by matchpoints and by plain total points on the
    same deals (docs/tournaments.md)."""
    import json

    from .simulate import simulate

    with Progress(TextColumn("[bold]{task.description}"), BarColumn(),
                  MofNCompleteColumn(), TimeElapsedColumn(), console=err) as bar:
        task = bar.add_task("events", total=events)
        got = simulate(events, rounds, boards, progress=lambda k: bar.advance(task, k))
    if output:
        output.write_text(json.dumps(got, indent=1) + "\n", encoding="utf-8")
    summary = got["summary"]
    if as_json:
        emit_json({k: v for k, v in got.items() if k != "rows"})
        return
    table = Table("measure", "duplicate (MP)", "total points", "difference",
                  title=f"{summary['events']} events, 16 bots: "
                  + ", ".join(f"{n} = {s}" for n, s in got["levels"]))
    for measure, label in (("strongest_wins", "a strongest bot wins"),
                           ("spearman", "rank correlation, strength ~ standing")):
        cells = [summary[f"{k}_{measure}"] for k in ("duplicate", "total", "difference")]
        table.add_row(label, *(f"{m:.3f} [{lo:.3f}, {hi:.3f}]" for m, lo, hi in cells))
    out.print(table)
    out.print("95% percentile-bootstrap intervals over events")
