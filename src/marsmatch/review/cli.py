"""``marsmatch review``: the review of a round for one seat, in words or JSON."""

from __future__ import annotations

from pathlib import Path

import typer

from ..cli_support import emit_json, fail, guarded
from ..records import load_record
from ..words import LANGS, msg


def register(app: typer.Typer) -> None:
    app.command()(review)


@guarded
def review(
    record: Path = typer.Argument(..., help="a record file (JSON, docs/records.md)"),
    seat: int = typer.Option(..., "--seat", help="the seat whose decisions are judged"),
    as_json: bool = typer.Option(False, "--json", help="print the review as JSON"),
    lang: str = typer.Option("en", "--lang", help="the words' language: en, zh-Hans or zh-Hant"),
    redeals: int = typer.Option(0, "--redeals", min=0,
                                help="redeals per decision (0: the default budget)"),
    seed: int = typer.Option(0, "--seed", help="the review's random numbers"),
) -> None:
    """Judge every decision of one seat with the strong search, from what that seat knew at
    the time (never the hidden cards): the chance to win of the move played against the
    best move, a mark (good, inaccuracy, mistake, blunder; docs/bots.md) and the better
    move in words."""
    from . import lines, review_record

    if lang not in LANGS:
        fail(f"--lang takes {', '.join(LANGS)}, not {lang!r}",
             msg("err-takes", option="--lang", takes=", ".join(LANGS), given=repr(lang)))
    result = review_record(load_record(record), seat, redeals or None, seed)
    if as_json:
        emit_json(result)
        return
    typer.echo("\n".join(lines(result, lang)))
