"""The ``marsmatch`` command line: judge, count, replay, deal and verify-deal; play,
simulate, arena and serve register themselves from their own modules.

Every bad input ends with one line on stderr and exit code 2 (``cli_support.guarded``).
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from . import __version__
from .cli_support import GAME_HELP, PLAYERS_HELP, RULE_HELP, emit_json, guarded
from .games import find_game
from .games.replay import describe as describe_record
from .games.replay import replay as replay_record
from .records import load_record
from .shuffle import NO_COMMITMENT

app = typer.Typer(
    help="MarsMatch and Shengji: rules engines, judge, records and replay.",
    no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
)
out = Console(highlight=False, soft_wrap=True)


def version_callback(value: bool) -> None:
    if value:
        typer.echo(f"marsmatch {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    version: bool = typer.Option(False, "--version", callback=version_callback, is_eager=True,
                                 help="print the version and exit"),
) -> None:
    """MarsMatch and Shengji: rules engines, judge, records and replay."""


@app.command()
@guarded
def judge(
    play: str = typer.Argument(..., help="the cards played, e.g. '7 7 7 2' or 7772"),
    against: str | None = typer.Option(None, "--against", help="the play on the table"),
    play_as: str | None = typer.Option(
        None, "--as", help="read PLAY as KIND[:LENGTH[:ATTACHMENT[:RANK]]], e.g. rocket:2:single"),
    against_as: str | None = typer.Option(
        None, "--against-as", help="read the table's cards as KIND[:LENGTH[:ATTACHMENT[:RANK]]]"),
    players: int = typer.Option(4, "--players", min=2, help=PLAYERS_HELP),
    rule: list[str] = typer.Option([], "--rule", help=RULE_HELP),
    as_json: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """List every reading of PLAY; with --against, say whether it may answer and why."""
    from .games.marsmatch import Rules
    from .games.marsmatch.judge import judge as judge_play

    Rules.from_assignments(rule)
    result = judge_play(play, against, players, play_as, against_as)
    if as_json:
        emit_json(result)
        return
    table = Table("kind", "length", "rank", "attachment", title=f"readings of {play}")
    for rd in result["readings"]:
        table.add_row(rd["kind"], str(rd["length"]), rd["rank"], rd["attachment"])
    out.print(table if result["readings"] else "no readings: not a combination")
    rule_id = f", {result['rule']}" if result["rule"] else ""
    out.print(f"{result['reason']}{rule_id}")


@app.command()
@guarded
def count(
    hand: str = typer.Argument(..., help="the hand, e.g. '3 3 4 4 5 5 2 LJ'"),
    against: str | None = typer.Option(None, "--against", help="count answers to this play"),
    against_as: str | None = typer.Option(
        None, "--against-as", help="read the table's cards as KIND[:LENGTH[:ATTACHMENT[:RANK]]]"),
    players: int = typer.Option(4, "--players", min=2, help=PLAYERS_HELP),
    as_json: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """Count distinct legal plays (R3.13) and play types exactly; a pass is not counted."""
    from .games.marsmatch.judge import count as count_plays

    result = count_plays(hand, against, players, against_as)
    if as_json:
        emit_json(result)
        return
    what = "answers" if against else "leads"
    out.print(f"{result['plays']:,} legal {what} in {result['play_types']:,} play types")


@app.command()
@guarded
def replay(
    record: Path = typer.Argument(..., help="a record file (JSON, docs/records.md)"),
    as_json: bool = typer.Option(False, "--json", help="print the JSON report"),
) -> None:
    """Replay a record: the round turn by turn, or the first illegal action and why."""
    rec = load_record(record)
    if as_json:
        report = replay_record(rec)
        emit_json(report)
    else:
        text, report = describe_record(rec)
        out.print(text)
    if not report["ok"]:
        if not as_json:
            typer.echo(f"error: action {report['error']['action']}: {report['error']['reason']}",
                       err=True)
        raise typer.Exit(2)


@app.command("verify-deal")
@guarded
def verify_deal(
    record: Path = typer.Argument(..., help="a record with its revealed seed"),
    allow_no_commitment: bool = typer.Option(
        False, "--allow-no-commitment",
        help="accept a record without a commitment (only the hands are checked then)"),
    as_json: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """Recompute the deal from the seed and check its commitment, mixing and hands.

    The mixing is the players' contributions, for a deal they helped shuffle.

    Exits 0 if all agrees, 1 on a mismatch or no commitment, 2 on an unreadable record.
    """
    rec = load_record(record)
    result = find_game(rec.game).verify_deal(rec)
    if result["commitment_ok"] is None and not allow_no_commitment:
        result["reason"] = NO_COMMITMENT if result["ok"] else \
            f"{NO_COMMITMENT}; {result['reason']}"
        result["ok"] = False
    if as_json:
        emit_json(result)
    else:
        marks = {True: "matches", False: "DOES NOT MATCH", None: "not in the record"}
        if result.get("scheme"):
            out.print(f"deal scheme: {result['scheme']} (the server's seed mixed with the "
                      "players' values)")
            out.print(f"commitment sha256(server seed) = {result['commitment']}")
        else:
            out.print(f"commitment sha256(seed) = {result['commitment']}")
        out.print(f"published commitment: {marks[result['commitment_ok']]}")
        for c in result.get("contributions", []):
            state = {True: "matches its commitment, mixed in", False: "DOES NOT MATCH its "
                     "commitment", None: "committed, never revealed (not mixed in)"}
            out.print(f"seat {c['seat']}'s value: {state[c['commitment_ok']]}")
        if "seed_ok" in result:
            out.print(f"shuffle seed from the server's seed and the values: "
                      f"{marks[result['seed_ok']]}")
        out.print(f"recorded hands: {marks[result['hands_ok']]}")
        out.print(("verified: " if result["ok"] else "failed: ") + result["reason"])
    if not result["ok"]:
        raise typer.Exit(1)


@app.command()
@guarded
def deal(
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    players: int | None = typer.Option(None, "--players", min=2,
                                       help="players (default: the game's usual number)"),
    decks: int | None = typer.Option(None, "--decks", min=1,
                                     help="decks, where the game lets you choose (Shengji)"),
    seed: str | None = typer.Option(None, "--seed", help="the seed (default: a fresh one)"),
    banker: int | None = typer.Option(None, "--banker", help="banker seat (default: drawn)"),
    rule: list[str] = typer.Option([], "--rule", help=RULE_HELP),
    output: Path | None = typer.Option(None, "--out", help="write the record here"),
) -> None:
    """Deal a round from a seed and print (or write) its record, ready to be played."""
    g = find_game(game)
    rules = g.rules(g.Rules.from_assignments(rule).to_dict(), decks=decks)
    seats = players or g.default_seats
    g.check_seats(seats)
    state = g.new_round(rules, players=seats, seed=seed, banker=banker)
    dealt = g.deal(state.seed, rules, seats, state.banker)
    rec = dataclasses.replace(state.to_record(), hands=dealt.hands)
    text = rec.dumps()
    if output:
        output.write_text(text + "\n", encoding="utf-8")
        out.print(f"wrote {output} (commitment {rec.commitment})")
    else:
        sys.stdout.write(text + "\n")


#: Modules that add commands to ``app`` through ``register(app)`` (play, simulate, arena,
#: serve, ...): one line each, so every capability keeps its commands next to its code.
COMMAND_MODULES: tuple[str, ...] = ("marsmatch.server.cli", "marsmatch.sim.cli", "marsmatch.play",
                                    "marsmatch.lab.cli")


def _register_commands() -> None:
    import importlib

    for name in COMMAND_MODULES:
        importlib.import_module(name).register(app)


_register_commands()


#: The optional part (``pip install 'marsmatch[PART]'``) that brings each library.
EXTRAS = {"fastapi": "server", "uvicorn": "server", "sqlalchemy": "server", "aiosqlite": "server",
          "asyncpg": "server", "httpx": "server", "websockets": "server", "orjson": "server",
          "matplotlib": "lab", "dask": "lab", "distributed": "lab", "pettingzoo": "rl",
          "gymnasium": "rl"}


def main() -> None:
    try:
        app()
    except ModuleNotFoundError as exc:
        part = EXTRAS.get((exc.name or "").split(".")[0])
        if part is None:
            raise
        typer.echo(f"error: this needs marsmatch's optional '{part}' part: "
                   f"pip install 'marsmatch[{part}]' ({exc.name} is not installed)", err=True)
        raise SystemExit(2) from None


if __name__ == "__main__":
    main()
