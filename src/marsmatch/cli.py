"""The ``marsmatch`` command line: judge, count, replay, deal and verify-deal; play,
simulate, arena and serve register themselves from their own modules.

Every bad input ends with one line on stderr and exit code 2 (``cli_support.guarded``).
"""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.table import Table

from .cli_support import (
    GAME_HELP,
    LANG,
    PLAYERS_HELP,
    RULE_HELP,
    emit_json,
    error_line,
    guarded,
    locale_lang,
    said,
)
from .games import find_game
from .games.cores import CORES, ENV, core_name
from .games.replay import describe as describe_record
from .games.replay import replay as replay_record
from .records import load_record
from .shuffle import NO_COMMITMENT
from .words import card_text, error, msg
from .words import t as said_line
from .words import text as text_of

app = typer.Typer(
    help="MarsMatch and Shengji: rules engines, judge, records and replay.",
    no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
)
out = Console(highlight=False, soft_wrap=True)


def version_callback(value: bool) -> None:
    """The version, and the commit or source fingerprint that ties output to the code."""
    if value:
        from .provenance import code_line

        typer.echo(code_line())
        raise typer.Exit()


@app.callback()
def main_options(
    version: bool = typer.Option(False, "--version", callback=version_callback, is_eager=True,
                                 help="print the version and exit"),
    lang: str | None = typer.Option(
        None, "--lang", help="the language of rulings and explanations: en, zh-Hans or "
        "zh-Hant (default: the locale, LC_ALL / LANG)"),
) -> None:
    """MarsMatch and Shengji: rules engines, judge, records and replay."""
    from .words import LANGS

    if lang is not None and lang not in LANGS:
        from .cli_support import fail

        LANG["lang"] = locale_lang()  # a language not known: the locale's says so
        fail(f"--lang takes {', '.join(LANGS)}, not {lang!r}",
             msg("err-takes", option="--lang", takes=", ".join(LANGS), given=repr(lang)))
    LANG["lang"] = lang or locale_lang()


@app.command()
@guarded
def judge(
    play: str = typer.Argument(..., help="the cards played, e.g. '7 7 7 2' or 7772; or, with "
                               "ACTION, a record file"),
    action: int | None = typer.Argument(
        None, help="with a record file: the number of the action to judge, counted from 1 as "
        "replay --explain and the arbiter page number them"),
    against: str | None = typer.Option(None, "--against", help="the play on the table"),
    play_as: str | None = typer.Option(
        None, "--as", help="read PLAY as KIND[:LENGTH[:ATTACHMENT[:RANK]]], e.g. rocket:2:single"),
    against_as: str | None = typer.Option(
        None, "--against-as", help="read the table's cards as KIND[:LENGTH[:ATTACHMENT[:RANK]]]"),
    players: int = typer.Option(4, "--players", min=2, help=PLAYERS_HELP),
    rule: list[str] = typer.Option([], "--rule", help=RULE_HELP),
    as_json: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """List every reading of PLAY; with --against, say whether it may answer and why.

    With a record file and an action number (judge round.json 17), rule on that action in
    its position, with the readings the record holds."""
    if action is not None:
        _judge_record(Path(play), action, as_json)
        return
    from .games.marsmatch import Rules
    from .games.marsmatch.judge import judge as judge_play

    Rules.from_assignments(rule)
    result = judge_play(play, against, players, play_as, against_as)
    if as_json:
        emit_json(result)
        return
    lang = LANG["lang"]
    if lang == "en":
        table = Table("kind", "length", "rank", "attachment", title=f"readings of {play}")
        for rd in result["readings"]:
            table.add_row(rd["kind"], str(rd["length"]), rd["rank"], rd["attachment"])
    else:  # the kinds and attachments by name (English shows the names --as takes)
        table = Table(*(said_line("cli-readings-col", lang, col=c) for c in
                        ("kind", "length", "rank", "attachment")),
                      title=said_line("cli-readings-of", lang, play=play))
        for rd in result["readings"]:
            table.add_row(said_line("refusal-kind", lang, kind=rd["kind"]), str(rd["length"]),
                          card_text(rd["rank"], lang),
                          said_line("cli-attachment", lang, kind=rd["attachment"]))
    out.print(table if result["readings"] else said_line("cli-no-readings", LANG["lang"]),
              markup=False)
    reason = _in_lang(result.get("reason_msg"), result["reason"])
    cited = result["rule"] and result["rule"] in reason
    rule_id = "" if not result["rule"] or cited else f", {result['rule']}" if lang == "en" \
        else f"（{result['rule']}）"
    out.print(f"{reason}{rule_id}", markup=False)


def _in_lang(message: Any, english: str) -> str:
    """A message in the command line's language (``--lang``, the locale); its English
    (as the engine wrote it) where there is no message or the language is English."""
    from .words import text

    if LANG["lang"] == "en" or not message:
        return english
    return text(message, LANG["lang"])


def _judge_record(path: Path, number: int, as_json: bool) -> None:
    """``judge RECORD N``: the ruling on action N of a record."""
    from .arbiter.explain import judge_action

    got = judge_action(load_record(path), number)
    # the exit codes `replay` gives: 1 when the deal failed, 2 when the action is not legal
    code = 1 if got["verdict"]["kind"] == "deal_failed" else 0 if got["legal"] else 2
    if as_json:
        emit_json(got)
        raise typer.Exit(code)
    _said_judged(got)
    raise typer.Exit(code)


def _said_judged(got: dict) -> None:
    """``judge RECORD N``'s ruling, as lines."""
    from .words import text

    lang = LANG["lang"]
    who = said_line("decision-by", lang, who=got["name"], seat=got["seat"]) if got["name"] \
        else said_line("term-seat-n", lang, seat=str(got["seat"]))
    echo = typer.echo
    action = _in_lang(got.get("text_msg"), got["text"])
    echo(said_line("cli-action-of", lang, n=got["number"], total=got["of"], who=who,
                   action=action))
    if got["position"]:
        echo(said_line("cli-before", lang))
        position = got["position"] if lang == "en" or got.get("position_msg") is None \
            else [text(m, lang) for m in got["position_msg"]]
        for line in position:
            echo(f"  {line}")
    rule = f" [{got['rule']}]" if got.get("rule") else ""
    ruling = _in_lang(got.get("ruling_msg"), got.get("ruling") or "legal")
    if lang != "en" and got.get("rule"):
        ruling = ruling.replace(f"（{got['rule']}）", "")
    echo(said_line("cli-ruling", lang, legal="yes" if got["legal"] else "no",
                   ruling=ruling) + rule)
    for m in got.get("marks", []):
        echo(said_line("cli-note", lang, note=_in_lang(m.get("msg"), m["text"])))
    if got["verdict"]["kind"] == "deal_failed":
        echo(said_line("cli-but", lang, why=_in_lang(got["verdict"].get("msg"),
                                                      got["verdict"]["text"])))


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
    out.print(said_line("cli-count", LANG["lang"], plays=result["plays"],
                        types=result["play_types"], what="answers" if against else "leads"),
              markup=False)


@app.command()
@guarded
def replay(
    record: Path = typer.Argument(..., help="a record file (JSON, docs/records.md)"),
    explain_all: bool = typer.Option(False, "--explain", help="every action numbered with "
                                     "its ruling, the deal's checks and the verdict (the "
                                     "arbiter page's explanation)"),
    as_json: bool = typer.Option(False, "--json", help="print the JSON report (with "
                                 "--explain: the explanation)"),
    core: str = typer.Option(CORES[0], "--core", help="the rules to replay it by: compiled, or "
                             "reference (the readable rules, marsmatch.reference)"),
) -> None:
    """Replay a record: the round turn by turn, or the first illegal action and why.

    Actions are numbered from 1, as the arbiter page numbers them. Exits 0 when every
    action stands, 2 at the first illegal action, 1 when the deal itself failed (a seed
    that is not the committed one): then no player is blamed."""
    from .arbiter.dealcheck import check_deal
    from .arbiter.explain import as_replayed, explain, lines

    os.environ[ENV] = core_name(core)  # every round of this process runs on that core
    rec = load_record(record)
    if explain_all:
        ex = explain(rec)
        if as_json:
            emit_json(ex)
        else:
            typer.echo("\n".join(lines(ex, LANG["lang"])))
        code = {"deal_failed": 1, "illegal": 2}.get(ex["verdict"]["kind"], 0)
        if code:
            raise typer.Exit(code)
        return
    deal = check_deal(rec) if rec.seed is not None else None
    rec = as_replayed(rec, deal)  # hands that are not the seed's deal: replay the hands
    lang = LANG["lang"]
    if as_json:
        report = replay_record(rec)
        emit_json(report)
    else:
        text, report = describe_record(rec, lang)
        if core_name() != CORES[0]:
            out.print(said_line("cli-core", lang, core=core_name()), markup=False)
        out.print(text, markup=False)
    if deal is not None and not as_json:
        typer.echo(said_line("cli-deal", lang, proves=said(deal["proves"], deal["proves_msg"])))
    if deal is not None and (deal["seed_replaced"] or deal["hands_ok"] is False):
        if not as_json:
            err = report.get("error")
            english = deal["proves"] + (f"; action {err['action'] + 1} does not fit it, which "
                                        "is no player's fault" if err else "")
            typer.echo(error_line(english, msg("cli-deal-unfit", proves=deal["proves_msg"],
                                               n=str(err["action"] + 1)) if err
                                  else deal["proves_msg"]), err=True)
        raise typer.Exit(1)
    if not report["ok"]:
        if not as_json:
            e = report["error"]
            reason = _step_reason(rec) if lang != "en" else None
            typer.echo(error_line(
                f"action {e['action'] + 1} (seat {e['seat']}) is not legal: {e['reason']}",
                msg("term-not-legal", n=str(e["action"] + 1), seat=str(e["seat"]),
                    reason={"written": e["reason"], "msg": reason} if reason
                    else e["reason"])), err=True)
        raise typer.Exit(2)


def _step_reason(rec: Any) -> dict[str, Any] | None:
    """The message of the refusal that stopped a replay, seats by name (None: English
    only); replayed again, as only a reader in another language needs it."""
    from .games.replay import final_step
    from .words import named

    reason = final_step(rec).reason_msg
    return None if reason is None else named(reason, rec.players)


@app.command("verify-deal")
@guarded
def verify_deal(
    record: Path = typer.Argument(..., help="a record with its revealed seed"),
    allow_no_commitment: bool = typer.Option(
        False, "--allow-no-commitment",
        help="accept a record without a commitment (only the hands are checked then)"),
    boards: Path | None = typer.Option(
        None, "--boards", help="a duplicate event's revealed boards (boards.json): also "
        "prove the deal is the record's board, committed before play"),
    as_json: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """Recompute the deal from the seed and check its commitment, mixing and hands.

    The mixing is the players' contributions, for a deal they helped shuffle. A record of
    a duplicate event is also checked against its event's revealed boards (--boards).

    Exits 0 if all agrees, 1 on a mismatch or no commitment, 2 on an unreadable record.
    """
    from .arbiter.dealcheck import check_deal

    rec = load_record(record)
    revealed = None
    if boards is not None:
        from .events.boards import read_revealed

        revealed = read_revealed(boards)
    result = check_deal(rec, boards=revealed)
    if result["commitment_ok"] is None and not allow_no_commitment:
        result["reason"] = NO_COMMITMENT if result["ok"] else \
            f"{NO_COMMITMENT}; {result['reason']}"
        result["ok"] = False
    if as_json:
        emit_json(result)
    else:
        for line in _deal_lines(result):
            typer.echo(said(text_of(line), line))
    if not result["ok"]:
        raise typer.Exit(1)


def _deal_lines(result: dict[str, Any]) -> list[dict[str, Any]]:
    """``verify-deal``'s lines, as messages (their English is the lines as always written)."""
    mark = {True: "yes", False: "no", None: "none"}
    lines = []
    if result.get("scheme"):
        lines.append(msg("term-vd-scheme", scheme=result["scheme"]))
    lines.append(msg("term-vd-commitment", what="server" if result.get("scheme") else "seed",
                     hash=result["commitment"]))
    lines.append(msg("term-vd-published", state=mark[result["commitment_ok"]],
                     published=str(result.get("published"))))
    lines += [msg("term-vd-value", seat=str(c["seat"]), state=mark[c["commitment_ok"]])
              for c in result.get("contributions", [])]
    if "seed_ok" in result:
        lines.append(msg("term-vd-mixed", state=mark[result["seed_ok"]]))
    checks = {c["check"]: c for c in result["checks"]}
    took = checks["participation"]
    lines.append(msg("term-vd-took-part", who={"written": took["who"], "msg": took["who_msg"]},
                     alone="no" if result.get("players_took_part") else
                     "server" if result.get("scheme") else "maker"))
    hands = checks["hands"]
    lines.append(msg("term-vd-hands", ok="yes" if result["hands_ok"] else "no",
                     why=_check_arg(hands)))
    if "board" in checks:
        lines.append(msg("term-vd-board", why=_check_arg(checks["board"])))
    proves = {"written": result["proves"], "msg": result["proves_msg"]}
    if result["ok"]:
        lines.append(msg("term-vd-verified", proves=proves))
    else:
        failed = [_check_arg(c) for c in result["checks"]
                  if c["status"] in ("failed", "missing")]
        lines.append(msg("term-vd-failed", why={"written": result["reason"],
                                                "msg": msg("term-vd-why",
                                                           why=failed or proves)}))
        lines.append(msg("term-vd-proves", proves=proves))
    return lines


def _check_arg(check: dict[str, Any]) -> Any:
    """A deal check's sentence as a message argument: its English as written, its
    message elsewhere."""
    return {"written": check["text"], "msg": check["msg"]} if check.get("msg") \
        else check["text"]


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
        out.print(said_line("cli-wrote-deal", LANG["lang"], path=str(output),
                            hash=str(rec.commitment)), markup=False)
    else:
        sys.stdout.write(text + "\n")


@app.command()
@guarded
def decide(
    record: Path = typer.Argument(..., help="the record file to rule on (JSON, records.md)"),
    action: int | None = typer.Option(None, "--action", help="the disputed action's number, "
                                      "from 1 (default: the first illegal action, if any)"),
    lang: str = typer.Option("en", "--lang", help="the document's language: en, zh-Hans or "
                             "zh-Hant"),
    output: Path | None = typer.Option(None, "--out", help="the HTML file to write (default: "
                                       "RECORD-decision-LANG.html in this directory)"),
    pdf: bool = typer.Option(False, "--pdf", help="also print it to PDF with Chromium "
                             "(Playwright: pip install 'marsmatch[pdf]')"),
    as_json: bool = typer.Option(False, "--json", help="print what the decision states, as "
                                 "JSON"),
) -> None:
    """Write a printable decision on a record: its hash, the disputed action, the verdict,
    the rulings quoted in the reader's language, and the code that decided it.

    Exits 0 when the document is written, 1 when --pdf could not print it (the HTML is
    written), 2 on bad input."""
    from .arbiter.decision import decide as decide_record
    from .arbiter.decision import render, write_pdf
    from .errors import RecordError
    from .words import LANGS

    if lang not in LANGS:
        raise error(RecordError, "err-takes", option="--lang", takes=", ".join(LANGS),
                    given=repr(lang))
    try:
        data = record.read_bytes()
    except FileNotFoundError:
        raise error(RecordError, "err-no-file", what="record", path=str(record)) from None
    except OSError as exc:
        raise error(RecordError, "err-cannot-read", path=str(record), why=str(exc)) from None
    decision = decide_record(data, record.name, action)
    if as_json:
        emit_json(decision)
        return
    page = output or Path(f"{record.stem}-decision-{lang}.html")
    page.write_text(render(decision, lang), encoding="utf-8")
    verdict = decision["verdict"]
    typer.echo(said_line("cli-wrote", LANG["lang"], path=str(page), what={
        "written": verdict["text"], "msg": verdict["msg"]} if verdict.get("msg")
        else verdict["text"]))
    if pdf:
        from .errors import MarsMatchError

        target = page.with_suffix(".pdf")
        try:
            write_pdf(page, target)
        except MarsMatchError as exc:
            typer.echo(error_line(f"no PDF: {exc}; {page} has a print layout: open it in a "
                                  "browser and print it", msg("err-no-pdf", why=said(
                                      str(exc), exc.msg), page=str(page))), err=True)
            raise typer.Exit(1) from None
        typer.echo(said_line("cli-wrote-file", LANG["lang"], path=str(target)))


#: Modules that add commands to ``app`` through ``register(app)`` (play, simulate, arena,
#: serve, ...): one line each, so every capability keeps its commands next to its code.
COMMAND_MODULES: tuple[str, ...] = ("marsmatch.server.cli", "marsmatch.sim.cli", "marsmatch.play",
                                    "marsmatch.lab.cli", "marsmatch.events.cli",
                                    "marsmatch.review.cli")


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


def help_lang(argv: list[str]) -> str:
    """The language ``--help`` speaks: ``marsmatch --lang`` as typed before the command
    (help is printed while the options are read, before ``main_options`` runs), else the
    locale."""
    from .words import LANGS

    for i, arg in enumerate(argv):
        if not arg.startswith("-"):
            break  # the command: its options are its own
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else \
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None
        if value in LANGS:
            return value
    return locale_lang()


def translate_help(lang: str) -> None:
    """The top-level ``--help`` in ``lang``: the description, the options, each command's
    line and the panels' titles, from the catalogue (``cli-help-*`` in terminal.ftl). The
    words Click itself prints (``Usage:``, ``Show this message and exit.``) and each
    command's own options stay English."""
    import inspect

    from typer import rich_utils

    from .words import bundle, t

    if lang == "en":
        return
    app.info.help = t("cli-help-app", lang)
    options = inspect.signature(main_options).parameters
    for option in ("version", "lang"):
        options[option].default.help = t(f"cli-help-{option}", lang)
    for command in app.registered_commands:
        name = str(command.name or getattr(command.callback, "__name__", ""))
        command.help = t(f"cli-help-{name}", lang)
        translate_options(command, name, lang)
    for group in app.registered_groups:
        group.help = t(f"cli-help-{group.name}", lang)
        for sub in group.typer_instance.registered_commands if group.typer_instance else ():
            name = f"{group.name}-{sub.name}"
            if bundle(lang).has_message(f"cli-help-{name}"):
                sub.help = t(f"cli-help-{name}", lang)
            translate_options(sub, name, lang)
    rich_utils.OPTIONS_PANEL_TITLE = t("cli-help-options", lang)
    rich_utils.COMMANDS_PANEL_TITLE = t("cli-help-commands", lang)
    rich_utils.ARGUMENTS_PANEL_TITLE = t("cli-help-arguments", lang)


def translate_options(command: Any, name: str, lang: str) -> None:
    """A command's options in ``lang`` where the catalogue has them: ``cli-opt-NAME-PARAM``,
    else ``cli-opt-PARAM`` (``serve``, ``db``: words/serverdb.ftl)."""
    import inspect

    from .words import bundle, t

    if command.callback is None:
        return
    for param, value in inspect.signature(command.callback).parameters.items():
        for id in (f"cli-opt-{name}-{param}", f"cli-opt-{param}"):
            if getattr(value.default, "help", None) and bundle(lang).has_message(id):
                value.default.help = t(id, lang)
                break


def main() -> None:
    translate_help(help_lang(sys.argv[1:]))
    try:
        app()
    except ModuleNotFoundError as exc:
        part = EXTRAS.get((exc.name or "").split(".")[0])
        if part is None:
            raise
        typer.echo(error_line(f"this needs marsmatch's optional '{part}' part: "
                              f"pip install 'marsmatch[{part}]' ({exc.name} is not installed)",
                              msg("err-extra", part=part, module=str(exc.name))), err=True)
        raise SystemExit(2) from None


if __name__ == "__main__":
    main()
