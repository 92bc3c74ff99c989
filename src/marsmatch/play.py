"""``marsmatch play``: a human at the terminal against bots (or bots alone with ``--auto``).

Reads one command per line from stdin, so it works the same at a terminal and through a
pipe. At your turn: an action in the game's text form (``7 7 7 4``, ``4444 55 55 as
starship:1:pair:4``, ``declare H2``, ``bury C3 C4 ...``, ``SA SA``), ``pass`` (``p``),
``hint`` (``h``: the greedy bot's choice and other good actions), ``bot`` (``b``: it moves
for you), ``auto`` (it plays to the end), ``hand``, ``help`` (``?``), ``quit`` (``q``:
stop; the record so far is saved).

Everything game-specific comes through the game protocol: the codec reads the actions,
the game's text renders the table, events and results.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, TextIO

import typer
from rich.console import Console
from rich.markup import escape

from .bots import Bot, bot_from_spec, bot_seed, make_bot
from .cli_support import GAME_HELP, LANG, RULE_HELP, fail
from .errors import MarsMatchError
from .games import Game, GameState, find_game
from .shuffle import draw_seat, new_seed
from .words import error, msg, named, t, text


class Session:
    """One round at the terminal: the game, the state, the bots, the human seat."""

    def __init__(self, game: Game, state: GameState, bots: list[Bot | None], human: int | None,
                 console: Console, stdin: TextIO, hint_bot: Bot) -> None:
        self.game = game
        self.state = state
        self.bots = bots
        self.human = human
        self.console = console
        self.stdin = stdin
        self.hint_bot = hint_bot
        self.autopilot = human is None
        self.quit = False

    def say(self, line: str) -> None:
        self.console.print(line, highlight=False)

    def t(self, id: str, **args: Any) -> str:
        """A line of the terminal's own in the reader's language (``marsmatch --lang``)."""
        return t(id, LANG["lang"], **args)

    def around(self, id: str, arg: str) -> tuple[str, str]:
        """The words of message ``id`` before and after its argument ``arg``, for text that
        is too long to pass through Fluent (which cuts an argument at words.MAX_ARG)."""
        before, after = self.t(id, **{arg: "\0"}).split("\0", 1)
        return before, after

    def lines(self, english: list[str], messages: list[dict[str, Any]] | None) -> list[str]:
        """A game's lines in the reader's language (the English as the game writes it)."""
        if LANG["lang"] == "en" or messages is None:
            return english
        return [text(m, LANG["lang"]) for m in messages]

    @property
    def help(self) -> str:
        return self.t("play-help", game=msg(self.game.action_help_id))

    # -- the loop --------------------------------------------------------------------------
    def run(self) -> None:
        for line in self.lines(self.game.describe_start(self.state),
                               self.game.text.describe_start_msg(self.state)):
            self.say(escape(line))
        self.show_events(0)
        if self.human is not None:
            self.say(escape(self.t("play-you-are", seat=str(self.human),
                                   who=self.state.players[self.human], help=self.help)))
        while not self.state.finished and not self.quit:
            seat = self.state.to_act[0]
            if seat == self.human and not self.autopilot:
                self.human_turn(seat)
            else:
                bot = self.bots[seat] or self.hint_bot
                self.apply(seat, bot.act(self.state, seat))
        if self.state.finished:
            for line in self.lines(self.game.describe_result(self.state, self.human),
                                   self.game.text.describe_result_msg(self.state, self.human)):
                self.say(f"[bold]{escape(line)}[/bold]")

    def apply(self, seat: int, action: Any) -> None:
        """Apply a checked action and tell what happened."""
        before = len(self.state.events)
        self.state.apply_action(seat, action)
        self.show_events(before)

    def show_events(self, since: int) -> None:
        for event in self.state.events[since:]:
            line = self.game.describe_event(self.state, event)
            if line:
                m = self.game.text.describe_event_msg(self.state, event)
                self.say(escape(self.lines([line], None if m is None else [m])[0]))

    def human_turn(self, seat: int) -> None:
        for line in self.table(seat):
            self.say(escape(line))
        while True:
            self.console.print(f"[bold]{escape(self.t('play-prompt'))}>[/bold] ", end="")
            line = self.stdin.readline()
            if not line:
                self.say(escape(self.t("play-end-of-input")))
                self.quit = True
                return
            typed = line.strip()
            if typed and not self.stdin.isatty():
                self.say(escape(typed))  # echo piped input so the transcript reads naturally
            cmd = typed.lower()
            if not cmd:
                continue
            if cmd in ("q", "quit", "exit"):
                self.quit = True
                return
            if cmd in ("?", "help"):
                self.say(escape(self.help))
                continue
            if cmd == "hand":
                self.say(escape(self.table(seat)[-1]))
                continue
            if cmd in ("h", "hint"):
                self.hint(seat)
                continue
            if cmd in ("b", "bot", "auto"):
                self.autopilot = cmd == "auto"
                self.apply(seat, self.hint_bot.act(self.state, seat))
                return
            try:
                self.apply(seat, self.state.check_action(seat, typed))
            except MarsMatchError as exc:
                why = str(exc) if LANG["lang"] == "en" or exc.msg is None \
                    else text(named(exc.msg, self.state.players), LANG["lang"])
                label, rest = self.around("play-not-legal", "why")
                self.say(f"[red]{escape(label)}[/red]{escape(why)}{escape(rest)}")
                continue
            return

    def table(self, seat: int) -> list[str]:
        """What ``seat`` sees of the table, in the reader's language."""
        return self.lines(self.game.describe_state(self.state, seat),
                          self.game.text.describe_state_msg(self.state, seat))

    def hint(self, seat: int) -> None:
        """The greedy bot's choice, then other good actions, in the codec's text form."""
        ideas = self.hint_bot.suggest(self.state, seat, 12)
        self.say(escape(self.t("play-hint", action=str(ideas[0]))))
        if len(ideas) > 1:
            label, rest = self.around("play-also", "actions")
            also = self.t("list-sep").join(self.t("play-quoted", action=str(a))
                                           for a in ideas[1:])
            self.say(escape(label + also + rest))


def play(
    game: str = typer.Option("marsmatch", "--game", help=GAME_HELP),
    players: int | None = typer.Option(None, "--players", min=2,
                                       help="players (default: the game's usual number)"),
    decks: int | None = typer.Option(None, "--decks", min=1,
                                     help="decks, where the game lets you choose (Shengji: 1-3)"),
    bots: str = typer.Option("greedy", "--bots",
                             help="the other seats' bots or levels (easy, normal, strong), "
                                  "comma-separated, repeated as needed"),
    seed: str | None = typer.Option(None, "--seed", help="deal seed (default: fresh)"),
    seat: int = typer.Option(0, "--seat", min=0, help="your seat"),
    auto: bool = typer.Option(False, "--auto", help="no human: bots play every seat"),
    rule: list[str] = typer.Option([], "--rule", help=RULE_HELP),
    record: Path | None = typer.Option(None, "--record", help="where to save the record"),
) -> None:
    """Play a round at the terminal against bots; the record is saved at the end."""
    console = Console(highlight=False, soft_wrap=True)
    try:
        session = build_session(game, players, decks, bots, seed, seat, auto, rule, console)
        session.run()
    except MarsMatchError as exc:
        fail(str(exc), exc.msg)
    rec = session.state.to_record()
    path = record or Path(f"{session.game.name}-{(rec.seed or 'round')[:12]}.json")
    path.write_text(rec.dumps() + "\n", encoding="utf-8")
    console.print(escape(t("play-saved", LANG["lang"], finished="yes" if session.state.finished
                           else "no", path=str(path))), highlight=False)


def build_session(game: str, players: int | None, decks: int | None, bots: str,
                  seed: str | None, seat: int, auto: bool, rule: list[str], console: Console,
                  stdin: TextIO | None = None) -> Session:
    g = find_game(game)
    seed = seed or new_seed()
    n = players or g.default_seats
    g.check_seats(n)
    rules = g.rules(g.Rules.from_assignments(rule).to_dict(), decks=decks)
    # the banker is drawn from the seed, so a first Shengji deal never needs a redeal
    state = g.new_round(rules, players=n, seed=seed, banker=draw_seat(seed, n))
    human = None if auto else seat
    if human is not None and human >= n:
        raise error(MarsMatchError, "err-seat-range", option="--seat", top=str(n - 1))
    specs = [b.strip() for b in bots.split(",") if b.strip()] or ["greedy"]
    others = [s for s in range(n) if s != human]
    seat_bots: list[Bot | None] = [None] * n
    for k, s in enumerate(others):
        seat_bots[s] = bot_from_spec(specs[k % len(specs)], g.name, seed=bot_seed(seed, s))
    hint_bot = make_bot("greedy", g.name, seed=bot_seed(seed, "hint"))
    return Session(g, state, seat_bots, human, console, stdin or sys.stdin, hint_bot)


def register(app: typer.Typer) -> None:
    app.command("play")(play)


__all__ = ["Session", "build_session", "play", "register"]
